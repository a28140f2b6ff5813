"""The words and word patterns the sentence parser and its tolerant reading share:
the copula, connectives, function words, discourse markers (grammar reference §10),
the openings of assumptions and contradictions, and a first-word index for matching
word patterns at the start of a sentence."""

from __future__ import annotations

import re

COPULA = ("is", "are")
QUOTE_MARKS = frozenset({'"', "“", "”"})  # quotes as the tokeniser gives them
CONN = ("and", "or")
RELATIVE = frozenset({"who", "which", "that", "whom", "whose", "where"})
# Adverbs that add nothing to the logic after a copula ("Fae is also a cat"): the
# tolerant reading drops them there.
FILLER_ADVERBS = frozenset(
    {"also", "therefore", "thus", "hence", "indeed", "consequently", "clearly", "certainly",
     "necessarily", "definitely", "then", "still", "surely", "always"}
)
# Quantifiers, adverbs and modals. The original reads any unknown word as an adjective,
# so `Only cats are mammals.` became the rule "every only cat is a mammal" and `Most cats
# are mammals.` "every most cat …", broadly valid where the context has cats as
# mammals, although neither says that; a sentence with one of these is unparseable,
# unless the tolerant reading drops it as filler (`Fae is certainly a cat`, `Cats are
# always mammals`; not after "not").
HEDGES = frozenset(
    {
        "only", "most", "many", "few", "several", "always", "never", "usually", "often",
        "sometimes", "rarely", "seldom", "generally", "typically", "mostly", "normally",
        "frequently", "occasionally", "probably", "possibly", "likely", "maybe", "perhaps",
        "might", "could", "would", "should", "may",
        # (stop 45: 'Dumpuses are apparently yumpuses' was dumpus -> apparently ∧ yumpus)
        "apparently", "seemingly", "supposedly", "allegedly", "presumably", "arguably",
        "reportedly", "non",
    }
) | FILLER_ADVERBS
# Function words never read as adjective predicates.
RESERVED = frozenset(
    {
        "is", "are", "not", "a", "an", "the", "and", "or", "every", "each", "all", "no",
        "either", "both", "neither", "nor", "because", "since", "so", "therefore", "thus",
        "hence", "if", "then", "it", "this", "these", "those", "there", "be", "was", "were",
        "am", "of", "to", "in", "on", "with", "than", "as", "also", "but", "some", "any",
        "everything", "anything", "something", "nothing", "we", "they", "he", "she", "i",
        "you", "true", "false", "does", "do", "can", "must",
        # what a remark says of a premise, never a property of an entity ('The fact "Fae
        # is a cat" is not needed' was read as 'Fae is a cat and Fae is not needed')
        "needed", "unneeded", "necessary", "unnecessary", "required", "relevant",
        "irrelevant", "useful", "helpful", "applicable", "sufficient",
        # what the writer does with a rule ('**Apply "Cats are mammals":** Fae is a
        # mammal' was read as a rule about what is apply and a cat)
        "apply", "applying", "use", "using",
        # counts, never a property ('All three wumpuses are cats' was read as a rule
        # about what is three and a wumpus)
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    }
    | RELATIVE
    | HEDGES
)

# Adverbs between a verdict's 'is' and its word ('The statement "X" is therefore false'):
# the label reader (labels.py) and the parser (tolerant.py) must read the same ones.
VERDICT_ADVERBS = ("therefore", "thus", "hence", "clearly", "indeed", "also")
# What a verdict may be given on ('the statement "X" is false', 'the claim that X is
# true'): the label reader (labels.py) and the parser (tolerant.py) read the same ones.
STATEMENT_WORDS = ("statement", "claim", "hypothesis", "conclusion", "proposition", "query",
                   "assertion")

# §10 conclusion and discourse markers (lowercased token sequences), longest first.
PREFIXES: tuple[tuple[str, ...], ...] = tuple(
    sorted(
        dict.fromkeys((  # (each once: the generated ones repeat a few written out)
            ("therefore",), ("so",), ("thus",), ("hence",), ("consequently",),
            ("as", "a", "result"), ("it", "follows", "that"),
            ("we", "can", "conclude", "that"), ("this", "means", "that"), ("this", "means"),
            ("in", "conclusion"), ("then",), ("this", "proves"), ("this", "proves", "that"),
            ("however",),
            ("we", "know", "that"), ("this", "implies", "that"), ("this", "implies"),
            # ordering and framing words of chat-model CoTs
            ("first",), ("next",), ("finally",), ("now",), ("also",), ("additionally",),
            ("furthermore",), ("moreover",), ("in", "addition"), ("clearly",), ("and",),
            ("note", "that"), ("recall", "that"), ("it", "is", "given", "that"),
            ("we", "are", "told", "that"), ("we", "are", "given", "that"),
            ("this", "shows", "that"),
            ("from", "this"), ("from", "these", "facts"), ("from", "the", "above"),
            ("based", "on", "this"), ("based", "on", "these", "facts"), ("given", "this"),
            ("we", "can", "deduce", "that"), ("we", "can", "infer", "that"),
            ("we", "conclude", "that"), ("we", "can", "say", "that"), ("we", "know"),
            ("we", "conclude"), ("we", "can", "conclude"), ("we", "can", "say"),
            ("in", "all", "the", "cases"), ("in", "both", "the", "cases"),
            ("we", "are", "directly", "told", "that"), ("we", "are", "directly", "told"),
            ("we", "can", "combine", "them", "to", "conclude", "that"),
            # 'Since A and B, we can combine these two properties to conclude that C',
            # '…, by combining the two facts we get that C'
            *((*we, "combine", *these, *what, "to", "conclude", "that")
              for we in (("we", "can"), ("we",)) for these in (("these",), ("the",))
              for what in (("two", "facts"), ("two", "properties"), ("facts",),
                           ("properties",))),
            # ('…, we can combine all of these facts to conclude that X', set 258 #24)
            *((*we, "combine", "all", "of", "these", "facts", "to", "conclude", "that")
              for we in (("we", "can"), ("we",))),
            *(("by", "combining", *these, *what, *comma, "we", "get", *that)
              for these in (("these",), ("the",), ("them",))
              for what in ((), ("two", "facts"), ("facts",), ("two",))
              if these != ("them",) or not what
              for comma in ((), (",",)) for that in ((), ("that",))),
            ("in", "that", "case"), ("in", "this", "case"),
            ("we", "have", "shown", "that"), ("we", "have", "proven", "that"),
            ("we", "have", "proved", "that"), ("but",),
            ("according", "to", "the", "rule"),
            ("according", "to", "this", "rule"), ("according", "to", "that", "rule"),
            ("the", "context", "states", "that"), ("the", "context", "says", "that"),
            ("it", "is", "stated", "that"), ("this", "tells", "us", "that"),
            ("by", "modus", "ponens"), ("by", "modus", "tollens"),
            ("applying", "this", "rule"), ("applying", "the", "rule"),
            ("combining", "these"), ("combining", "these", "facts"),
            ("combining", "this"), ("combining", "them"), ("putting", "these", "together"),
            ("putting", "it", "all", "together"), ("taken", "together"),
            ("putting", "this", "together"), ("in", "particular"), ("specifically",),
            ("together",),
            ("that", "means", "that"), ("that", "means"), ("we", "get", "that"),
            ("we", "get"), ("we", "have"), ("this", "gives", "us"), ("so", "far"),
            ("we", "now", "have"),  # ('We now have both A and B, a contradiction.')
            ("we", "can", "determine", "that"),
            ("it", "can", "be", "concluded", "that"), ("we", "can", "see", "that"),
            ("we", "see", "that"), ("we", "start", "with", "the", "fact", "that"),
            ("we", "start", "with"), ("conclusion",), ("we", "note", "that"),
            ("we", "observe", "that"), ("we", "find", "that"), ("we", "have", "that"),
            ("we", "notice", "that"), ("observe", "that"), ("notice", "that"),
            ("we", "can", "now", "conclude", "that"), ("we", "must", "conclude", "that"),
            ("we", "can", "now", "say", "that"),
            # 'Together, these mean (that) X', 'From the statement above, X'
            *(("together", *c, w, v, *t) for c in ((), (",",)) for w in ("these", "they")
              for v in ("mean", "show", "give") for t in ((), ("that",))),
            *(("from", "the", w, "above") for w in ("statement", "step", "line", "fact",
                                                     "facts", "statements", "steps")),
            # 'From the same given statement, Wren is snowy.' (set 247 #29)
            *(("from", "the", "same", *g, w) for g in ((), ("given",))
              for w in ("statement", "premise", "fact", "sentence")),
            # in the first person singular: 'I can conclude that X'
            *(("i", *v, "that") for v in (("can", "conclude"), ("conclude",), ("can", "deduce"),
                                          ("can", "infer"), ("can", "now", "conclude"),
                                          ("know",), ("get",), ("have", "shown"),
                                          ("have", "proven"), ("have", "proved"))),
            # a claim said again in other words: 'In other words, X', 'That is, X'
            ("in", "other", "words"), ("that", "is", ","),
            # 'It also states the rule that R'
            *((*it, *also, v, "the", "rule", "that") for it in (("it",), ("the", "context"))
              for also in ((), ("also",)) for v in ("states", "gives", "says")),
            ("the", "given", "information", "tells", "us", "that"),
            # the conclusion of a proof by cases or by contradiction
            ("in", "either", "case"), ("in", "both", "cases"), ("in", "all", "cases"),
            ("in", "any", "case"), ("in", "every", "case"), ("either", "way"),
            ("regardless", "of", "the", "case"), ("by", "contradiction"),
            # a step said to follow as an earlier one did: judged as written
            ("similarly",), ("likewise",), ("analogously",), ("by", "symmetry"),
            ("by", "the", "same", "reasoning"), ("by", "similar", "reasoning"),
            ("by", "the", "same", "argument"), ("by", "the", "same", "logic"),
            ("in", "the", "same", "way"), ("by", "the", "same", "rule"),
            ("by", "the", "same", "token"), ("same", "thing"), ("again",), ("once", "more"),
            *(("following", "the", "same", w) for w in ("chain", "reasoning", "rules",
                                                         "steps", "argument")),
            ("then", "again"), ("by", "conjunction"), ("by", "and", "introduction"),
            ("by", "conjunction", "introduction"), ("by", "or", "introduction"),
            ("by", "disjunction", "introduction"), ("by", "and", "elimination"),
            ("by", "conjunction", "elimination"), ("by", "disjunction", "elimination"),
            ("by", "case", "analysis"), ("by", "proof", "by", "cases"),
            ("in", "each", "case"), ("in", "every", "one", "of", "the", "cases"),
            ("in", "every", "possible", "case"), ("in", "all", "possible", "cases"),
            ("in", "each", "possible", "case"),
            *(("in", "all", n, "cases") for n in ("two", "three", "four", "five", "2", "3",
                                                   "4", "5")),
            *(("in", "each", "of", "the", n, "cases") for n in ("two", "three", "four",
                                                               "five", "2", "3", "4", "5")),
            # ordering and framing words, more of them
            ("second",), ("third",), ("fourth",), ("lastly",), ("last",),
            *((o,) for o in ("fifth", "sixth", "seventh", "eighth", "ninth", "tenth")),
            ("the", "context", "states", "directly", "that"), ("the", "context", "says"),
            ("the", "context", "states"), ("the", "context", "tells", "us", "that"),
            ("the", "context", "tells", "us"), ("it", "also", "states", "that"),
            ("given", "the", "context"), ("given", "the", "premises"), ("once", "again"),
            ("it", "also", "says", "that"), ("it", "also", "tells", "us", "that"),
            ("the", "context", "also", "states", "that"), ("the", "context", "also", "says",
                                                         "that"),
            ("the", "context", "also", "tells", "us", "that"), ("∴",),
            ("the", "context", "tells", "us", "directly", "that"),
            # 'The context directly states that X', '… further says that R'
            # ('The context then tells us that R')
            *(("the", "context", adverb, *verb, "that")
              for adverb in ("directly", "explicitly", "clearly", "further", "additionally",
                             "then", "next")
              for verb in (("states",), ("says",), ("tells",), ("gives",), ("tells", "us"))),
            ("combining", "these", "results"), ("combining", "the", "results"),
            ("combining", "these", "conclusions"), ("by", "the", "rule"), ("by", "this", "rule"),
            ("by", "that", "rule"), ("we're", "told", "directly", "that"),
            ("we", "are", "told", "directly", "that"), ("boom",), ("the", "key", "facts", "are",
                                                                  "that"),
            ("from", "this", "conjunction"), ("from", "this", "disjunction"),
            ("from", "the", "given", "conjunction"), ("from", "the", "given", "disjunction"),
            ("from", "the", "conjunction"), ("from", "that"),
            ("based", "on", "the", "information", "provided"),
            ("based", "on", "the", "information", "given"),
            ("in", "summary"),
            ("to", "summarize"), ("to", "sum", "up"), ("putting", "them", "together"),
            ("putting", "these", "three", "together"), ("putting", "all", "this", "together"),
            ("it", "states", "that"), ("it", "also", "says", "that"), ("it", "says", "that"),
            ("we're", "told", "that"), ("we're", "told"), ("we", "are", "told"),
            ("we're", "given", "that"), ("we're", "given"), ("we", "are", "given"),
            ("the", "key", "fact", "is", "that"), ("the", "first", "fact", "is", "that"),
            ("starting", "from", "the", "fact", "that"), ("starting", "with", "the", "fact",
                                                           "that"),
            ("starting", "from"), ("starting", "with"),
            # interjections of reasoning models' thinking ('Wait, every cat is a mammal.')
            ("wait",), ("hmm",), ("okay",), ("ok",), ("alright",), ("oh",), ("ah",),
            ("actually",), ("well",), ("yes",), ("right",),
            # where a claim comes from: 'Based on the given context, X', 'According to
            # the premises, X', 'From the rules, X', 'By the premise, X'
            *((*lead, "the", *a, n)
              for lead in (("based", "on"), ("according", "to"), ("from",), ("by",))
              for a in ((), ("given",), ("stated",), ("provided",), ("same",))
              for n in ("context", "premises", "premise", "facts", "rules", "information",
                        "statements", "statement", "conditions")),
            # 'However, the premises state that X', 'This tells us directly that X'
            *(("the", n, v, *us, "that")
              for n in ("premises", "premise", "facts", "rules")
              for v in ("state", "states", "say", "says", "tell", "tells")
              for us in ((), ("us",))),
            ("this", "tells", "us", "directly", "that"), ("from", "that", "conjunction"),
            ("from", "that", "disjunction"),
            # 'The context also directly states that X'
            *(("the", "context", "also", a, v, "that") for a in ("directly", "explicitly",
                                                                "clearly")
              for v in ("states", "says")),
            # 'it directly follows that X'
            *(("it", a, "follows", "that") for a in ("directly", "immediately", "clearly")),
            # 'So, under our assumption, Rex would be a brimpus.'
            *(("under", d, n) for d in ("our", "the", "this", "that")
              for n in ("assumption", "supposition", "hypothesis")),
            # "it's certainly true that X", 'it is true that X'
            *((*it, *adv, "true", "that") for it in (("it", "is"), ("it's",))
              for adv in ((), ("certainly",), ("clearly",), ("also",))),
            # 'Hence, it is proven that X', 'Following the chain of premises, X'
            *(("it", "is", v, "that") for v in ("proven", "proved", "shown", "established")),
            *(("following", "the", "chain", *of) for of in ((), ("of", "premises"),
                                                           ("of", "rules"),
                                                           ("of", "reasoning"))),
            ("following", "the", "rules"), ("in", "all", "possible", "cases"),
            # 'From this premise, X'
            *(("from", d, n) for d in ("this", "that") for n in ("premise", "rule", "fact")),
            # 'According to the first statement, X' (which premise it comes from)
            *((*lead, "the", o, n) for lead in (("according", "to"), ("from",))
              for o in ("first", "second", "third", "fourth", "last", "previous")
              for n in ("statement", "premise", "rule", "fact", "sentence")),
            # 'Based on this chain of reasoning, X' (where the writer got X: its own steps)
            *(("based", "on", d, *c) for d in ("this", "the", "that", "our", "my")
              for c in (("reasoning",), ("chain", "of", "reasoning"), ("analysis",),
                        ("chain",), ("logic",), ("logical", "chain"), ("logical", "reasoning"),
                        ("above", "reasoning"), ("reasoning", "above"))),
            # 'From the context, I know that X'
            ("i", "know", "that"), ("i", "know"),
            # 'One of the rules states that R', 'The context contains the rule "R"', 'From
            # here, X'
            *(("one", "of", "the", n, v, *us, "that") for n in ("rules", "premises", "facts",
                                                                "statements")
              for v in ("states", "says", "tells") for us in ((), ("us",)) if us or v != "tells"),
            ("the", "context", "contains", "the", "rule"), ("from", "here"),
            # 'According to the first applicable rule, R'
            *(("according", "to", "the", *o, a, "rule") for o in ((), ("first",))
              for a in ("applicable", "relevant")),
            # 'Since A, we can combine these two facts to conclude that X'
            *(("we", "can", "combine", "these", *n, "facts", "to", "conclude", "that")
              for n in ((), ("two",), ("three",))),
            # 'The context explicitly states, "X"' (a comma for 'that')
            *(("the", "context", *adverb, verb, ",") for adverb in ((), ("directly",),
                                                                    ("explicitly",), ("clearly",))
              for verb in ("states", "says")),
            # "There's a rule stating that R", 'The context gives the rule "R"'
            *((*there, "a", "rule", v, "that") for there in (("there's",), ("there", "is"))
              for v in ("stating", "saying", "that", "which", "says")),
            ("the", "context", "gives", "the", "rule"), ("the", "context", "gives", "us", "the",
                                                          "rule"),
            # 'The assumption fails, so X' (a proof by contradiction said done)
            *((d, n, "fails") for d in ("the", "our", "this")
              for n in ("assumption", "supposition", "hypothesis")),
            # 'Both cases yield the same conclusion, so X' (a proof by cases said done)
            *((*both, v, "the", "same", n) for both in (("both", "cases"), ("all", "cases"),
                                                         ("all", "three", "cases"),
                                                         ("both", "branches"))
              for v in ("yield", "give", "reach") for n in ("conclusion", "result")),
            # 'This statement directly tells us that X', 'we know directly that X',
            # 'First case, assume X'
            *((*this, "directly", "tells", "us", "that") for this in (("this",),
                                                                      ("this", "statement"))),
            ("this", "statement", "tells", "us", "that"), ("we", "know", "directly", "that"),
            *((o, "case") for o in ("first", "second", "third", "fourth")),
            # "Thus, we've proven that X", 'And as noted above, X'
            *(("we've", v, "that") for v in ("proven", "proved", "shown", "established")),
            # 'From this, it follows directly that X', 'We are told directly in the context
            # that X'
            ("it", "follows", "directly", "that"),
            ("we", "are", "told", "directly", "in", "the", "context", "that"),
            ("we", "are", "told", "in", "the", "context", "that"),
            ("we", "are", "given", "directly", "that"), ("we", "have", "shown"),
            *(("as", v, w) for v in ("noted", "shown", "stated", "established")
              for w in ("above", "earlier", "before")),
            *(("in", "all", n, "possible", "cases") for n in ("two", "three", "four")),
            *(("from", "these", *n, w) for n in ((), ("two",), ("three",))
              for w in ("statements", "facts", "rules", "premises")),
        )),
        key=len,
        reverse=True,
    )
)
# Why an assumption is made ('Assume, for the sake of contradiction, that X', 'Suppose to
# the contrary that X', 'For contradiction, assume X', 'For the sake of argument, …').
_FOR_CONTRADICTION = (
    ("for", "the", "sake", "of", "contradiction"), ("for", "contradiction"),
    ("to", "the", "contrary"), ("towards", "a", "contradiction"),
    ("toward", "a", "contradiction"), ("by", "way", "of", "contradiction"),
    ("for", "the", "sake", "of", "argument"),
)
ASSUME = tuple(
    {
        form
        for verb in ("assume", "suppose")
        for why in _FOR_CONTRADICTION
        # "Let's assume, for contradiction, …" ('Lets', its apostrophe dropped)
        for let in ((), ("let's",), ("let", "us"), ("lets",), ("let’s",))
        for form in (
            (*let, verb, *why, "that"), (*let, verb, ",", *why, ",", "that"),
            (*let, verb, ",", *why, ","),
            (*why, ",", verb, "that"), (*why, ",", verb), (*why, ",", "let's", verb),
            (*why, ",", "let's", verb, "that"),
        )
    }
) + (
    ("let's", "consider", "the", "case", "where"), ("let", "us", "consider", "the", "case",
                                                     "where"),
    ("consider", "the", "case", "where"), ("consider", "the", "case", "that"),
    *((*let, "consider", "the", "case", *where) for let in ((), ("let's",), ("let", "us"),
                                                          ("we",))
      for where in (("in", "which"), ("when",), ("where",), ("that",))),
    ("assume", "that"), ("suppose", "that"), ("assume",), ("suppose",),
    # 'Let's assume X', 'Let us suppose that X', 'Lets suppose X' (its apostrophe dropped),
    # 'Let's pretend that X'
    *((*let, verb, *that) for let in (("let's",), ("lets",), ("let’s",), ("let", "us"))
      for verb in ("assume", "suppose", "pretend") for that in ((), ("that",))),
    # a heading that names what follows an assumption ('**Assumption:** Alex is a cat.')
    ("assumption", ":"), ("hypothesis", ":"), ("supposition", ":"),
    # which case is taken now: 'Suppose first that X', 'Suppose instead that X', 'Let's
    # first assume that X', 'We now suppose X'
    *((*let, *w, verb, *w2, *that) for verb in ("assume", "suppose")
      for when in ("first", "instead", "now", "next", "then", "second", "finally",
                   "alternatively", "otherwise", "again")
      for let, w, w2 in (((), (), (when,)), (("let's",), (when,), ()),
                         (("let", "us"), (when,), ()), (("we",), (when,), ()))
      for that in (("that",), ())),
    ("let's", "say", "that"), ("let's", "say"), ("let", "us", "say", "that"),
    ("let", "us", "say"),
    # 'Let's start by assuming X', 'We begin by supposing that X'
    *((*who, start, "by", verb, *that) for who in ((), ("let's",), ("let", "us"), ("we",),
                                                      ("i",))
      for start in ("start", "begin") for verb in ("assuming", "supposing")
      for that in ((), ("that",))),
)
# 'This contradicts [with] [the|our] [earlier|…] fact|conclusion|… that X', longest first
CONTRADICTS = tuple(
    sorted(
        {
            (this, *verb, *w, *d, *a, n, "that")
            for this in ("this", "that", "it")
            for verb in (("contradicts",), ("would", "contradict"))
            for w in ((), ("with",))
            for d in (("the",), ("our",))
            for a in ((), ("earlier",), ("previous",), ("given",), ("known",),
                      ("established",), ("stated",), ("derived",))
            for n in ("fact", "conclusion", "statement", "premise", "claim", "finding",
                      "result", "assumption", "hypothesis", "information")
        }
        | {(w, *verb, *t) for w in ("this", "that", "it")
           for verb in (("contradicts",), ("would", "contradict"))
           for t in (("with",), ("that",), ())}
        # 'This contradicts the premise "Polly is not a lempus."' (quoted, no 'that')
        | {(w, "contradicts", "the", *a, n, q) for w in ("this", "that", "it")
           for a in ((), ("given",), ("known",))
           for n in ("premise", "fact", "statement") for q in ('"', "“")}
        # the quotes or the emphasis gone ('… the given fact Alex is not a dumpus', '… the
        # premise *Fae is not an impus*', tolerant.py)
        | {(w, "contradicts", "the", *a, n) for w in ("this", "that", "it")
           for a in (("given",), ("known",), ()) for n in ("premise", "fact")},
        key=lambda p: (-len(p), p),
    )
)
BARE_CONTRADICTION = frozenset(
    {
        ("this", "is", "a", "contradiction"),
        ("contradiction",), ("⊥",),  # (falsum: 'A and not A ⊢ ⊥')
        ("we", "have", "a", "contradiction"),
        ("this", "leads", "to", "a", "contradiction"),
        ("we", "get", "a", "contradiction"), ("we", "reach", "a", "contradiction"),
        ("we", "have", "reached", "a", "contradiction"),
        ("we", "arrive", "at", "a", "contradiction"), ("this", "gives", "a", "contradiction"),
        ("this", "yields", "a", "contradiction"), ("that", "is", "a", "contradiction"),
        ("this", "is", "impossible"), ("it", "is", "a", "contradiction"),
        ("contradiction", "again"), ("again", "a", "contradiction"),
        ("the", "same", "contradiction"), ("again", "the", "same", "contradiction"),
        ("it", "is", "impossible"), ("this", "is", "contradictory"),
        ("it", "leads", "to", "a", "contradiction"),
        # with what it names no further: 'This contradicts the premise.'
        *((w, "contradicts", *what) for w in ("this", "that", "it")
          for what in (("the", "premise"), ("the", "premises"), ("the", "given", "fact"),
                       ("the", "known", "fact"), ("the", "given", "premise"),
                       ("the", "context"), ("our", "assumption"), ("the", "assumption"),
                       ("the", "lemma"), ("our", "lemma"))),
        *((who, "assumption", "leads", "to", "a", "contradiction")
          for who in ("the", "our", "this", "that")),
        ("that's", "a", "contradiction"), ("it's", "a", "contradiction"),
        ("that's", "the", "same", "contradiction"),
        # said again ('That's a contradiction again, so …', 'Same contradiction, so …')
        ("same", "contradiction"), ("that's", "a", "contradiction", "again"),
        ("this", "is", "a", "contradiction", "again"), ("again", "this", "is", "a",
                                                        "contradiction"),
        ("this", "is", "again", "a", "contradiction"), ("that", "is", "again", "a",
                                                        "contradiction"),
    }
)
BARE_CONTRADICTION_FIRST = frozenset(p[0] for p in BARE_CONTRADICTION)
# A claim and, after it, that it contradicts what is known: 'Fae is a cat, which is a
# contradiction.' (two steps: the claim, then the contradiction).
_CONTRADICTION_NOUNS = (("a", "contradiction"), ("contradiction",),
                        ("a", "direct", "contradiction"), ("a", "clear", "contradiction"))
CONTRADICTION_TAILS = frozenset(
    {
        (",", *link, *what)
        for link in ((), ("which", "is"), ("and", "this", "is"), ("so", "this", "is"),
                     ("which", "gives"), ("which", "yields"), ("and", "we", "have"),
                     ("so", "we", "have"), ("that", "is"), ("this", "is"), ("again",),
                     ("so", "that", "is"), ("so", "that's"), ("and", "that's"),
                     ("and", "that", "is"), ("that's",),
                     ("which", "is", "again"))
        for what in _CONTRADICTION_NOUNS
    }
    | {(",", "which", "leads", "to", "a", "contradiction"), (",", "which", "is", "impossible"),
       (",", "which", "is", "false"), (",", "the", "same", "contradiction"),
       (",", "again", "the", "same", "contradiction")}
    # after a dash or a colon: 'Polly is a brimpus — contradiction.'
    | {(*dash, *again, *what) for dash in (("—",), ("–",), ("-",), ("-", "-"), (":",))
       for again in ((), ("again",), ("the", "same"), ("again", "the", "same"))
       for what in _CONTRADICTION_NOUNS
       if not (what[0] == "a" and again[-1:] == ("same",))}
    # with a fact it does not name: 'Polly is a brimpus, contradicting the given fact.',
    # or by a label, dropped as a remark ('…, contradicting (P2)', '…, contradicting P2')
    | {(",", "contradicting")}
    | {(",", "contradicting", *what)
       for what in (("the", "given", "fact"), ("the", "known", "fact"), ("the", "fact"),
                    ("the", "premise"), ("the", "premises"), ("the", "context"),
                    ("what", "we", "know"), ("what", "is", "given"), ("this", "fact"),
                    ("the", "above"), ("that",), ("this",), ("the", "same", "premise"),
                    ("the", "same", "fact"), ("the", "previous", "line"),
                    ("the", "previous", "step"), ("the", "previous", "statement"),
                    ("the", "line", "above"), ("the", "step", "above"))}
)
#: A step's or premise's label, as a text cites it: '3', 'P2', 'R1', '4a'.
# (a subscript in math too: the P_3 of "$P_3$")
CITED_LABEL = re.compile(r"[a-z]{0,2}(?:(?<=[a-z])_)?\d+[a-z]?\Z")
# a rule or premise named by a letter in math: the L of "by $L$", "by $R_2$"
CITED_MATH_LABEL = re.compile(r"[a-z](?:_?\d+)?\Z")
PROVEN = frozenset(
    {
        ("the", "statement", "is", "proven"),
        ("the", "statement", "is", "proved"),
        ("the", "proof", "is", "complete"),
    }
)
SO_WORDS = frozenset({"so", "therefore", "thus", "hence"})


# Words that make a sentence anything but a single clause: a list, a 'because' / 'so' /
# 'since' sentence, a relative clause.
NOT_SIMPLE = frozenset({",", "and", "or", "because", "since", "either", "both", "neither",
                         "nor"}) | SO_WORDS | RELATIVE


# Word patterns by first word: for each first word, the patterns starting with it grouped
# by length, longest group first.
Patterns = dict[str, tuple[tuple[int, frozenset[tuple[str, ...]]], ...]]


def by_first(pats: tuple[tuple[str, ...], ...]) -> Patterns:
    """Index word patterns for :func:`match_start`: by first word, then by length."""
    out: dict[str, dict[int, set[tuple[str, ...]]]] = {}
    for p in pats:
        out.setdefault(p[0], {}).setdefault(len(p), set()).add(p)
    return {
        w: tuple((n, frozenset(g)) for n, g in sorted(groups.items(), reverse=True))
        for w, groups in out.items()
    }


ASSUME_BY_FIRST = by_first(ASSUME)
ASSUME_FIRST = frozenset(ASSUME_BY_FIRST)
CONTRADICTS_BY_FIRST = by_first(CONTRADICTS)
PREFIXES_BY_FIRST = by_first(PREFIXES)


def match_start(low: list[str], pats: Patterns) -> int:
    """Length of the longest pattern (of those indexed by :func:`by_first`) that ``low``
    starts with, else 0: one set lookup per pattern length (a sentence opening ``this``
    has 40-odd contradiction patterns to try)."""
    groups = pats.get(low[0]) if low else None
    if groups is not None:
        for n, group in groups:
            if tuple(low[:n]) in group:
                return n
    return 0


PREFIX_FIRST = frozenset(p[0] for p in PREFIXES)
