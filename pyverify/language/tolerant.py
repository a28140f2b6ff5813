"""The tolerant reading of the sentence parser: once a sentence as written has failed the
grammar, readings of it in the grammar's own words (:func:`paraphrases`), and the
recognition of sentences about the reasoning rather than steps of it
(:func:`is_comment`). Token lists in, token lists out: the parser parses each reading
as it would any sentence, so a reading can never make the parser accept what the
grammar does not say."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import pairwise

from pyverify.language.words import (
    ASSUME_BY_FIRST,
    CITED_LABEL,
    CITED_MATH_LABEL,
    CONN,
    CONTRADICTION_TAILS,
    COPULA,
    FILLER_ADVERBS,
    NOT_SIMPLE,
    PREFIXES_BY_FIRST,
    QUOTE_MARKS,
    RESERVED,
    SO_WORDS,
    STATEMENT_WORDS,
    VERDICT_ADVERBS,
    by_first,
    match_start,
)

IsName = Callable[[str], bool]  # whether a token is a proper name (parse._Ctx.is_name)

# The tolerant reading (:func:`paraphrases`) drops filler: adverbs after a copula
# (words.FILLER_ADVERBS), at the end ("as well", "too"), a modal ("Fae must be a cat");
# and reads connectives that mean "so" or "because". Not these after "not", where they
# weaken the negation: "Fae is not necessarily a cat" does not say that Fae is not a
# cat, nor "Cats are not always mammals" that no cat is.
_NOT_WEAKENED = frozenset({"clearly", "certainly", "necessarily", "definitely", "surely",
                           "always"})
_SO_PHRASES = (
    (",", "which", "means", "that"), (",", "which", "means"), (",", "which", "implies", "that"),
    (",", "which", "implies"), (",", "meaning", "that"), (",", "meaning"),
    (",", "which", "shows", "that"),
    # 'Wren is sour and a yumpus, i.e., Wren is a sour yumpus': the same said again
    *((sep, "i", ".", "e", ".", *comma) for sep in (",", "—", "–") for comma in ((",",), ())),
    (",", "that", "is", ","),  # ('8191 is a natural number, that is, $8191 \\in \\mathbb{N}$')
    # ', which tells us (that) Y', ', which gives (us) that Y'
    *((",", "which", verb, *us, *that) for verb in ("tells", "gives")
      for us in (("us",), ()) for that in (("that",), ()) if us or that),
    # 'Sam is a sterpus (R), and so Sam is a rompus (R2)'
    (",", "and", "so"),
    # 'A or B, and that means C', 'Since A, it means that C'
    *((",", *a, w, "means", *that) for a in (("and",), ()) for w in ("that", "this", "it")
      for that in (("that",), ())),
    # 'Max is hot, a lempus, and a sorpus — so Max is hot', '… — which means X'
    # (a hyphen between spaces too: '**Each zumpus is a sterpus** - So, Rex is a sterpus.')
    *((dash, *w) for dash in ("—", "–", "-")
      for w in (("so",), ("which", "means", "that"), ("which", "means"), ("hence",))),
)
# An arrow between a premise and its conclusion, as chat models write steps ('Cats are
# mammals → Fae is a mammal'): ', so'. As tokens: '->' is '-', '>'.
_ARROWS = (("→",), ("⇒",), ("⟹",), ("⟶",), ("-", ">"), ("=", ">"), ("-", "-", ">"))
_ARROW_FIRST = frozenset(a[0] for a in _ARROWS)
# Markdown emphasis inside a sentence ('Fae is **not** a cat', 'is *True*'): dropped.
_EMPHASIS = frozenset({"*", "`"})
_QUOTES = QUOTE_MARKS
_CASES_ENDINGS = (
    ("in", "either", "case"), ("in", "both", "cases"), ("in", "all", "cases"),
    ("in", "any", "case"), ("in", "every", "case"), ("in", "each", "case"), ("either", "way"),
    ("in", "either", "situation"), ("in", "both", "situations"), ("in", "each", "situation"),
    ("in", "every", "possible", "case"), ("in", "all", "possible", "cases"),
    ("by", "the", "same", "premise"), ("by", "the", "same", "rule"),
    ("by", "the", "same", "premises"), ("by", "the", "same", "rules"),
    # where a claim comes from, at its end ('Sally is shy according to the context.')
    *((*lead, *source)
      for lead in (("directly", "from", "the"), ("according", "to", "the"), ("by", "the"),
                   ("from", "the"))  # (longest first: the first that ends it is dropped)
      for source in (("context",), ("premises",), ("given", "facts"), ("given", "premises"),
                     ("given", "context"))),
    # '…, so Max is a vumpus regardless of which one holds.'
    *((*lead, *what, *verb)
      for lead in (("regardless", "of", "which"), ("no", "matter", "which"), ("whichever",))
      for what in ((), ("one",), ("case",), ("option",), ("disjunct",))
      for verb in (("holds",), ("is", "true"), ("applies",))),
)
_ENDINGS_BY_LAST: dict[str, list[tuple[str, ...]]] = {}  # (in _CASES_ENDINGS' order)
for _ending in _CASES_ENDINGS:
    _ENDINGS_BY_LAST.setdefault(_ending[-1], []).append(_ending)
# (dropped before _SO_PHRASES are read: ', which in turn means' is ', which means')
# ('…, and by the same rule Fae would be a rompus': where it comes from; at a sentence's
# end these are _CASES_ENDINGS)
_FILLER_PHRASES = ((",", "in", "turn", ","), ("in", "particular"), ("in", "turn"),
                   ("from", "above"),
                   ("by", "the", "same", "rule"), ("by", "this", "rule"), ("by", "that", "rule"),
                   ("by", "the", "same", "premise"),
                   # 'Hence, whichever case holds, Stella is a cat' (a proof by cases done)
                   (",", "whichever", "case", "holds"), (",", "whichever", "one", "holds"),
                   (",", "whichever", "it", "is"))
_SOURCE_WORDS = frozenset({"to", "on", "the", "given", "stated", "context", "premises",
                           "premise", "rules", "rule", "facts", "information"})
_VERDICT_WORDS = frozenset({"true", "false", "yes", "no", "correct", "incorrect", "not",
                            "therefore", "thus", "indeed"})
_AS_STATED = frozenset({"stated", "given", "mentioned", "noted", "shown", "established",
                        "derived", "proven", "proved", "known"})
# '…, which is what we wanted to prove (to show)': the rest of that remark
_WANTED = frozenset({"wanted", "want", "needed", "need", "had", "have", "were", "to", "prove",
                     "show", "establish", "asked", "demonstrate", "set", "out"})
# '…, which proves the statement' ('settles the question', 'completes the proof'): the
# rest of that remark, which says the claim before it answers the query
_SETTLES = frozenset({"proves", "completes", "settles", "answers", "confirms", "establishes",
                      "concludes", "finishes", "resolves", "proved", "completed", "settled"})
_SETTLED = frozenset({"the", "statement", "claim", "proof", "question", "goal", "query",
                      "our", "it", "this", "result", "problem", "argument", "answer",
                      "desired", "required", "task", "original", "target", "given", "whole",
                      "conclusion", "demonstration", "derivation", "matter", ".", "!"})
_AS_REQUIRED = frozenset(
    {(",", "as", "required"), (",", "as", "desired"), (",", "as", "expected"),
     (",", "as", "needed"), (",", "as", "claimed")}
)
_WE_GET = by_first(
    (("we", "get", "that"), ("we", "get"), ("we", "have", "that"), ("we", "have"),
     ("we", "obtain", "that"), ("we", "obtain"), ("we", "can", "conclude", "that"),
     ("we", "infer", "that"), ("we", "can", "infer", "that"), ("we", "deduce", "that"),
     # ('…, we may infer "X"', '…, we can say "X"')
     *((*w, v) for w in (("we",), ("we", "can"), ("we", "may")) for v in ("infer", "say")),
     ("we", "may", "conclude", "that"), ("we", "may", "conclude"), ("we", "can", "conclude"),
     ("we", "can", "extract", "that"), ("we", "extract", "that"),
     ("we", "conclude", "that"),
     ("we", "know", "that"), ("we", "see", "that"), ("it", "follows", "that"),
     ("it", "follows", "in", "particular", "that"), ("we", "know", "in", "particular", "that"),
     *(("we", "have", v, "that") for v in ("shown", "proven", "proved", "established")))
)
_THE_FACT_THAT = (
    ("the", "given", "fact", "that"), ("the", "fact", "that"), ("the", "facts", "that"),
    ("the", "given", "fact"), ("the", "fact"),  # (what follows quoted: 'the fact "X"')
    ("the", "premise"), ("the", "given", "premise"), ("the", "rule"), ("the", "statement"),
    ("the", "given", "statement"), ("the", "conjunction"), ("the", "given", "conjunction"),
    ("the", "disjunction"), ("the", "given", "disjunction"),
)
_AS_REASON_FIRST = frozenset({"every", "each", "all", "everything", "the"})
_CANNOT = (("cannot", "be"), ("can't", "be"), ("can", "not", "be"))


# (and a disjunction or conjunction that holds: 'Since "A" holds, the disjunction "A or B"
# holds')
_STATEMENT_WORDS = frozenset(STATEMENT_WORDS) | {"disjunction", "conjunction", "part",
                                                  "disjunct", "conjunct", "option"}
_CLAIM_VERDICTS = {"true": True, "correct": True, "false": False, "incorrect": False,
                   "refuted": False, "disproven": False, "disproved": False, "satisfied": True,
                   "wrong": False, "untrue": False}
# What may stand before 'the claim that X is true': a discourse marker, or nothing.
_CLAIM_LEADS = frozenset({",", ":", "so", "thus", "hence", "therefore", "consequently",
                          "accordingly", "then", "and", "means", "meaning"})


_HOLDS_VERDICTS = ((["holds"], "true"), (["does", "not", "hold"], "false"),
                   (["doesn't", "hold"], "false"),
                   # '"X" is proven' says X ('is not proven' says nothing: not read)
                   *(([*be, done], "true") for be in (["is"], ["has", "been"])
                     for done in ("proven", "proved", "shown", "established",
                                  "demonstrated")),
                   # '"X" cannot hold', '"X" contradicts this, so it cannot hold'
                   *(([*it, can, "hold"], "false")
                     for it in (["contradicts", "this", ",", "so", "it"],
                                ["contradicts", "that", ",", "so", "it"], [])  # longest first
                     for can in ("cannot", "can't", "can’t")),
                   # '"X" follows directly from the premises(, so it is true)' says X
                   *(([*f, "from", "the", src, *so], "true")
                     for f in (["follows"], ["follows", "directly"])
                     for src in ("premises", "context", "facts", "rules")
                     for so in ([], [",", "so", "it", "is", "true"])),
                   # '"X" contradicts what we derived' says X is false
                   *((["contradicts", "what", "we", *have, done], "false")
                     for have in ([], ["have"])
                     for done in ("derived", "found", "showed", "shown", "proved", "proven",
                                  "established", "concluded")))
_HOLDS_LAST = frozenset(held[-1] for held, _ in _HOLDS_VERDICTS)
_VERDICT_ADVERBS = frozenset(VERDICT_ADVERBS)


# What a quoted statement may contradict for the sentence to say it is false: a cited
# step ('"X" contradicts step 4', _CITED), or what was derived, named ('"X" contradicts
# the derived fact that Y': Y is not read, as with 'what we derived').
_DERIVED_FACT = (["the", "derived", "fact"], ["the", "fact", "we", "derived"],
                 ["our", "derived", "fact"], ["the", "conclusion", "we", "derived"])


def _contradicted_quote(low: list[str]) -> int | None:
    """Where '"X" contradicts step N' / '… the derived fact that Y' ends its quote (the
    index of 'contradicts'), else None."""
    if "contradicts" not in low:
        return None
    c = low.index("contradicts")
    if c < 4 or low[c - 1] not in ('"', "”"):
        return None
    tail = low[c + 1 :]
    while tail and tail[-1] in (".", "!"):
        tail = tail[:-1]
    if len(tail) == 2 and tail[0] in _CITED and _cited_number(tail[1]):
        return c
    if any(tail[: len(d)] == d for d in _DERIVED_FACT):
        return c
    return None


def _quoted_claim(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``[Therefore,] [the statement] "X" is true`` and ``[Therefore,] the statement
    that X is true`` as ``[Therefore,] X``; with ``is false`` X negated (``not`` added
    after, or removed from after, its copula) when X is one clause about a named entity,
    the only case where that is the negation. ``is not true`` is ``is false``, ``is not
    false`` ``is true``; ``is therefore false`` (``thus``, ``hence``, …) ``is false``.
    None for any other sentence."""
    for b in range(6, len(low) - 3) if "because" in low or "since" in low else ():
        # 'So, the statement "X" is FALSE, because Sam is a lempus.': the verdict's claim,
        # and its reason
        if low[b] in ("because", "since") and (low[b - 1] in _CLAIM_VERDICTS or (
            low[b - 1] == "," and low[b - 2] in _CLAIM_VERDICTS
        )):
            end = b - (low[b - 1] == ",")
            claim = _quoted_claim(toks[:end], low[:end], is_name)
            return None if claim is None else [*claim, "because", *toks[b + 1 :]]
    cut = _contradicted_quote(low)
    if cut is not None:
        # '"X" contradicts step 4', '"X" contradicts the derived fact that Y(, so it is
        # false)': what '"X" contradicts what we derived' says, X is false
        toks, low = [*toks[:cut], "is", "false"], [*low[:cut], "is", "false"]
    for held, verdict_word in _HOLDS_VERDICTS if low[-1] in _HOLDS_LAST else ():
        if low[-len(held) :] == held and len(low) > len(held) + 3:
            # '"X" holds', '"X" does not hold': what 'is true' / 'is false' say
            toks = [*toks[: -len(held)], "is", verdict_word]
            low = [*low[: -len(held)], "is", verdict_word]
            break
    if len(low) < 6 or low[-1] not in _CLAIM_VERDICTS:
        return None
    if low[-3:-1] == ["must", "be"]:  # '"X" must be false' says what '"X" is false' says
        toks, low = [*toks[:-3], "is", toks[-1]], [*low[:-3], "is", low[-1]]
    if low[-2] in _VERDICT_ADVERBS:  # 'The statement "X" is therefore false.'
        toks, low = [*toks[:-2], toks[-1]], [*low[:-2], low[-1]]
    verdict = _CLAIM_VERDICTS[low[-1]]
    if low[-2] == "not" and low[-3] == "is":
        verdict, q = not verdict, len(toks) - 4
    elif low[-2] == "is":
        q = len(toks) - 3
    else:
        return None
    if toks[q] in ('"', "”"):
        opening = [k for k in range(q) if toks[k] in ('"', "“")]
        # none: the quote began the sentence, and went with the sentence's opening emphasis;
        # the last: an earlier quote may stand before it ('Since "A" holds, "X" is true')
        o = opening[-1] if opening else -1
        inner = toks[o + 1 : q]
        lead = toks[:o] if o >= 0 else []
        if len(lead) >= 2 and lead[-2].lower() == "the" and lead[-1].lower() in _STATEMENT_WORDS:
            lead = lead[:-2]
    else:
        # 'Thus the claim that Fae is not a cat is false.': the first 'the <word> that'
        t = next((k for k in range(q - 2) if low[k] == "the" and low[k + 1] in
                  _STATEMENT_WORDS and low[k + 2] == "that"), None)
        if t is not None:
            if t > 0 and low[t - 1] not in _CLAIM_LEADS:
                return None
            inner, lead = toks[t + 3 : q + 1], toks[:t]
        else:
            # unquoted, 'So the statement Sally is sunny is true.', 'So Sam is transparent
            # is true.': X one clause about a named entity, with no comma or relative
            t = next((k for k in range(q - 2) if low[k] == "the" and low[k + 1] in
                      _STATEMENT_WORDS), None)
            if t is not None:
                if t > 0 and low[t - 1] not in _CLAIM_LEADS:
                    return None
                j, lead = t + 2, toks[:t]
            else:
                j = (low[0] in SO_WORDS) + (low[1:2] == [","] and low[0] in SO_WORDS)
                lead = toks[:j]
            inner, words = toks[j : q + 1], low[j : q + 1]
            if not (inner and is_name(inner[0]) and sum(w in COPULA for w in words) == 1
                    and "," not in words and "which" not in words and "that" not in words):
                return None
    while inner and inner[-1] in (".", "!"):
        inner = inner[:-1]
    if not inner:
        return None
    claim = inner if verdict else _negated(inner, is_name)
    if claim is None:
        return None
    low_lead = [t.lower() for t in lead]
    k = len(lead) - (2 if low_lead[-2:] == [",", "and"] else low_lead[-1:] == ["and"])
    if k < len(lead) and [t.lower() for t in lead[k - len(claim) : k]] == [
        t.lower() for t in claim
    ]:
        # 'So Sam is a vumpus, and the statement "Sam is not a vumpus" is false.': the
        # verdict says again what the clause before it claims
        return lead[:k]
    return [*lead, *claim]


def _negated(clause: list[str], is_name: IsName) -> list[str] | None:
    """``C is [not] …`` with ``not`` added after, or removed from after, the copula: the
    negation of a single clause about a named entity (of a rule or a list it would not
    be), else None."""
    low = [t.lower() for t in clause]
    copulas = [k for k, w in enumerate(clause) if w in COPULA]
    if (
        len(copulas) != 1
        or copulas[0] != 1
        or len(clause) < 3
        or not is_name(clause[0])
        or not NOT_SIMPLE.isdisjoint(low)
    ):
        return None
    if low[2] == "not":
        return [*clause[:2], *clause[3:]]
    return [*clause[:2], "not", *clause[2:]]


_OWNERS = frozenset({"our", "the", "this", "my", "that"})
_REFUTED = frozenset({"false", "wrong", "incorrect", "invalid", "impossible"})
# (and ', which means (that)' / ', meaning': 'The supposition is impossible, which means Y')
_THEN = SO_WORDS | {",", ":", ";", "and", "which", "means", "meaning", "implies", "that"}


_WHERE_ASSUMED = frozenset({"in", "from", "of", "at", "made", "step", "line", "(", ")"})


def _assumption_verdict(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """The conclusion of a proof by contradiction as chat models write it: ``[So,] our
    assumption that X is false`` as ``[So,] X`` negated (a clause about a named entity,
    see _negated), ``[So,] our assumption was wrong (must be false), and Y`` as ``[So,]
    Y``. None for any other sentence."""
    a = next((k for k, w in enumerate(low) if w in _SUPPOSED), None)  # ('supposition')
    if a is None or a < 1 or low[a - 1] not in _OWNERS or a + 2 >= len(low):
        return None
    q = a + 1
    while q < min(len(low), a + 5) and (low[q] in _WHERE_ASSUMED or _cited_number(low[q])):
        q += 1  # 'the assumption in step 3 is false': where it was made
    if q > a + 1 and q < len(low) and low[q] in ("is", "was", "must"):
        toks, low = [*toks[: a + 1], *toks[q:]], [*low[: a + 1], *low[q:]]
    lead = toks[: a - 1]
    if low[a + 1] == "that":
        # '…, and Y' after the verdict: Y ('the assumption that X must be wrong, and we
        # can conclude that Y')
        for v in range(a + 4, len(low) - 3):
            w = v + 1 if low[v] in ("is", "was") else v + 2 if low[v : v + 2] == [
                "must", "be"] else None
            if w is not None and low[w] in _REFUTED and low[w + 1 : w + 2] in ([","], ["and"]):
                k = w + 1
                while k < len(low) and low[k] in _THEN:
                    k += 1
                return [*lead, *toks[k:]] if k + 2 < len(low) else None
        if len(low) < a + 5 or low[-2] not in ("is", "was") or low[-1] not in _REFUTED:
            return None
        negated = _negated(toks[a + 2 : -2], is_name)
        return None if negated is None else [*lead, *negated]
    verdict = a + 2
    if low[a + 1 : a + 3] == ["must", "be"] and a + 3 < len(low):
        verdict = a + 3  # 'our assumption must be false, and Y'
    elif low[a + 1] not in ("is", "was"):
        return None
    if low[verdict] in _REFUTED:
        k = verdict + 1
        while k < len(low) and low[k] in _THEN:
            k += 1
        if k == verdict + 1 or k >= len(low):
            return None
        return [*lead, *toks[k:]]
    return None


def _it_is_true(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``[Thus,] it is true that X`` as ``[Thus,] X``; ``it is not true that X`` / ``it
    is false that X`` as X negated (see _negated). None for any other sentence."""
    for k in range(len(low) - 4):
        if low[k : k + 2] == ["it", "is"] and (k == 0 or low[k - 1] in _CLAIM_LEADS):
            break
    else:
        return None
    rest = low[k + 2 :]
    for words, positive in ((["true", "that"], True), (["not", "true", "that"], False),
                            (["false", "that"], False)):
        if rest[: len(words)] == words:
            clause = toks[k + 2 + len(words) :]
            if positive:
                return [*toks[:k], *clause]
            negated = _negated(clause, is_name)
            return None if negated is None else [*toks[:k], *negated]
    return None


# A final bracket is dropped only when it is a remark: where the step comes from ('(by
# rule 2)', '(from the context)', '(premise 3)', '(modus ponens)', '[1]'), in these words,
# numbers and labels such as 'P1'. Any other bracket may make a claim ('(and Fae is not a
# dog)', '(not)'), and dropping it judged the sentence by the rest alone: a step with a
# false claim in brackets passed as correct.
_REMARK_WORDS = frozenset(
    {"by", "from", "using", "via", "per", "see", "cf", "with", "as", "in", "of", "on", "to",
     "and", "&", "+", ",", ";", ":", "-", "–", "/", "#", "§", ".", "the", "a", "an", "this",
     "these", "our", "all", "both", "for", "contradiction", "cases", "combining", "given",
     "stated", "known", "shown", "established", "directly", "explicitly",
     "proven", "proved",
     "derived", "assumed", "assumption", "assumptions", "hypothesis", "hypotheses", "above",
     "earlier", "before", "previous", "previously", "prior", "again", "here", "first",
     "second", "third", "fourth", "fifth", "last", "rule", "rules", "premise", "premises",
     "fact", "facts", "step", "steps", "line", "lines", "sentence", "sentences", "statement",
     "statements", "context", "information", "question", "problem", "definition", "axiom",
     "axioms", "lemma", "case", "either", "any", "every", "way", "one", "option",
     "options", "disjunct", "disjuncts", "conjunct", "conjuncts", "holds", "hold",
     "whenever", "its", "parts", "part", "same",
     "modus", "ponens", "tollens", "mp", "mt", "syllogism", "hypothetical", "disjunctive",
     "transitivity", "conjunction", "disjunction", "elimination", "introduction",
     "intro", "elim", "∨", "∧", "¬",  # '(∨-introduction)', '(∧-elim)'
     "and-elimination", "and-introduction", "or-elimination", "or-introduction",
     "instantiation", "universal", "inference", "applying", "applied", "apply", "repeated",
     "restated", "recall", "note", "conclusion", "intermediate", "final", "goal", "qed",
     # '(all three are given)': no claim without a class, a property or a name
     "is", "are", "two", "three", "four", "five"}
)
_BRACKETS = {")": "(", "]": "["}
# A bracket that gives a reason: 'Fae is a mammal (because Fae is a cat)' reads as
# 'Fae is a mammal because Fae is a cat', the reason a premise step of its own.
_BRACKET_REASON = by_first(
    (("because",), ("since",), ("as",), ("given", "that"), ("by", "the", "rule", "that"),
     ("from", "the", "rule", "that"), ("using", "the", "rule", "that"),
     ("from", "the", "fact", "that"))
)


# A bracket that adds to the sentence: 'Fae is a cat (and not a dog)', 'We are told
# that Fae is a cat (along with the facts that Fae is red and Fae is big)'.
_BRACKET_AND = by_first(
    (("and",), ("but",), ("plus",), ("as", "well", "as"), ("as", "well", "as", "that"),
     *(("along", "with", *w) for w in (("the", "fact", "that"), ("the", "facts", "that"),
                                       ("that",))),
     *(("as", "well", "as", *w) for w in (("the", "fact", "that"), ("the", "facts", "that"))))
)


def _final_brackets(toks: list[str], cited: bool = True, is_name: IsName | None = None
                    ) -> list[str] | None:
    """The sentence without its final bracketed remarks (see _REMARK_WORDS; ``Fae is a
    cat (given) [premise 1]``) and asides on the real world, with a final bracket that
    continues it read as part of it: ``(and X)`` / ``(but X)`` / ``(along with the fact
    that X)`` as ``and X`` (``Fae is a cat (and not a dog)``: one conjunction, whose
    every part the checker judges), a reason (``(because X)``, ``(since X)``, ``(by the
    rule that X)``) as ``because X``; after a chain of classes, the rule it gives as one
    more claim (``yumpus → gorpus (every yumpus is a gorpus)``: both rules are judged).
    None when a final bracket is neither: it may make a claim (``(not)``, ``(Fae is not
    a dog)``), and the sentence is left unread rather than judged without it."""
    out = toks
    while out and out[-1] in _BRACKETS and _BRACKETS[out[-1]] in out[1:]:
        cut = len(out) - 1 - out[::-1].index(_BRACKETS[out[-1]])
        inner = out[cut + 1 : -1]
        low = [t.lower() for t in inner]
        if _is_remark(low) or _real_world_aside(low) or _derivation_remark(low):
            out = out[:cut]
            continue
        k = match_start(low, _BRACKET_AND)
        if 0 < k < len(inner):
            return [*out[:cut], "and", *inner[k:]]
        k = match_start(low, _BRACKET_REASON)
        if 0 < k < len(inner):
            return [*out[:cut], "because", *inner[k:]]
        reason = _cited_reason(inner) if cited else None
        if reason is None:
            return None
        chain = None
        if is_name is not None and not _ARROW_FIRST.isdisjoint(out[:cut]):
            chain = _chain_groups(out[:cut], 0, is_name)
        if chain is not None:
            # 'yumpus -> gorpus (Every yumpus is a gorpus)': the chain's rule, and the
            # bracket's (each a claim, neither dropped)
            return [*_chain_rules(chain, 0), ",", "and", *reason]
        return [*out[:cut], "because", *reason]
    return out


def _derivation_remark(low: list[str]) -> bool:
    """Whether a bracket names a rule and writes its derivation in notation, a remark
    (``(∨-introduction: shumpus(Rex) ⊢ shumpus(Rex) ∨ fruity(Rex))``): what the rule
    derives is the sentence's own claim, which the checker judges."""
    if "⊢" not in low or ":" not in low:
        return False
    c = low.index(":")
    return 0 < c < low.index("⊢") and _is_remark(low[:c])


def _without_inner_remarks(
    toks: list[str], low: list[str], is_name: IsName
) -> list[str] | None:
    """The sentence without the remarks in brackets inside it (the final one is
    _final_brackets'); None when it has none. A clause about a named entity marked
    ``(assumption)`` is assumed (``Sam is a yumpus (assumption): …`` as ``Assume Sam is a
    yumpus: …``). A bracket inside it that holds a clause and is followed by a comma or
    ``so`` is a claim of its own, read as one more clause (``Dogs are not large (each
    dog is not large), so …`` as ``Dogs are not large, and each dog is not large, so
    …``): every claim is judged, none is dropped; an aside on the real world is no
    claim (_real_world_aside)."""
    if "(" not in toks and "[" not in toks:
        return None
    f = low[0] == "if"  # ('If Sam is a yumpus (assume): …')
    if (
        len(low) > 6 + f and is_name(toks[f]) and low[f + 1] in COPULA and "(" in low
        and low[low.index("(") + 1 : low.index("(") + 3] in _ASSUMED_MARK
    ):
        # 'Sam is a yumpus (assumption): every yumpus is a vumpus.' opens a case
        o = low.index("(")
        return ["Assume", *toks[f:o], *toks[low.index(")", o) + 1 :]]
    out: list[str] = []
    i, n, cut = 0, len(toks), False
    while i < n:
        t = toks[i]
        close = {"(": ")", "[": "]"}.get(t)
        if close is not None and close in toks[i + 1 : n - 1]:
            j = toks.index(close, i + 1)
            inner = [w.lower() for w in toks[i + 1 : j]]
            if j < n - 1 and (_is_remark(inner) or _real_world_aside(inner) or (
                # a label's note before its colon: '**Conclusion (discharging 8):** X'
                toks[j + 1] == ":" and 0 < i <= 3 and len(inner) <= 5
                and not any(w in COPULA for w in inner)
            )):
                i, cut = j + 1, True
                if len(out) == 1 and out[0].lower() == "from" and toks[i] == "," and any(
                    low[x] == "," and match_start(low[x + 1 :], _WE_GET)
                    for x in range(i + 1, n - 2)
                ):
                    i += 1  # 'From (P3), "A and B," we get B': what P3 says is the reason
                    continue
                if out and out[-1].lower() in _CITATION_WORDS:
                    # '…, so by (P1) Fae is a cat', 'Then by (2), Fae is a cat': the
                    # citation goes whole, with its comma ('From (3): X', its colon)
                    out.pop()
                    i += toks[i] == "," or (toks[i] == ":" and not out)
                    if out and out[-1].lower() == "and" and out[-2:-1] == [","]:
                        out.append("so")  # ('…, so by (A) X, and by (B) Y': Y from X)
                continue
            clause = _cited_reason(toks[i + 1 : j]) if out and j + 2 < n else None
            if clause is not None and low[j + 1] in _AFTER_CLAUSE_BRACKET:
                out.extend((",", "and", *clause))
                if low[j + 1] != ",":
                    out.append(",")
                i, cut = j + 1, True
                continue
        out.append(t)
        i += 1
    return out if cut else None


_AFTER_CLAUSE_BRACKET = SO_WORDS | {","}
# '(assumption)' after a clause: what it says is assumed, not claimed.
_ASSUMED_MARK = tuple([w, ")"] for w in ("assumption", "assumed", "hypothesis", "supposition",
                                         "assume", "supposed"))


_CITATION_WORDS = frozenset({"by", "from", "using", "via", "per", "see", "cf"})


def _is_remark(low: list[str]) -> bool:
    """Whether a bracket's words are a remark (_REMARK_WORDS) or labels ('(P2)', '(3)';
    one letter alone, '(R)', '(F)', names a premise too)."""
    if len(low) == 1 and len(low[0]) == 1 and low[0].isalpha():
        return True
    return all(w in _REMARK_WORDS or CITED_LABEL.match(w) for w in low)


def _real_world_aside(low: list[str]) -> bool:
    """Whether a bracket is an aside on the real world ('(odd as that is in reality, we
    must follow the premises)', '(in the real world, moths are not ants)'): what it says
    is not about the question, so it is no step."""
    return "reality" in low or "realistically" in low or any(
        low[k] == "real" and low[k + 1] in ("world", "life") for k in range(len(low) - 1)
    )


def _cited_reason(inner: list[str]) -> list[str] | None:
    """The clause a bracket gives as a reason, after a remark that cites where it comes
    from: ``lorpuses are gorpuses`` of ``(lorpuses are gorpuses)``, of ``(from 2,
    lorpuses are gorpuses)`` and of ``(from "lorpuses are gorpuses")``; None when the
    bracket holds no clause (no copula)."""
    low = [t.lower() for t in inner]
    if low[:1] == ["from"]:
        j = 1  # '(From 3 and the rule "Lempuses are wumpuses")': the rule, restated
        while j < len(low) and (_cited_number(low[j]) or low[j] in ("and", ",", "step",
                                                                      "steps")):
            j += 1
        if j > 1 and low[j : j + 2] in (["the", "rule"], ["the", "premise"]):
            rule = [t for t in inner[j + 2 + (low[j + 2 : j + 3] == ["that"]) :]
                    if t not in _QUOTES]
            return rule if any(w.lower() in COPULA for w in rule) else None
    k = next((i + 1 for i, w in enumerate(low) if w in (",", ":")), 0)
    if k and not _is_remark(low[: k - 1]):
        k = 0
    if not k and (low[:1] == ["from"] or low[:1] in (["because"], ["since"]) and (
        "," not in low
    )):
        # '(from "Wren is not a grimpus and Wren is a numpus")': what the step is from;
        # '(Because "Cows are felines.")': why (a comma: '(Since X, Y holds.)' is a step)
        k = 1 + (low[1:2] != [] and low[1] in _QUOTES)
        if low[-1] in _QUOTES:
            inner, low = inner[:-1], low[:-1]
            while low and low[-1] in (".", "!", ";"):
                inner, low = inner[:-1], low[:-1]
    reason = inner[k:]
    return reason if any(w in COPULA for w in low[k:]) else None


def unread_bracket(toks: list[str]) -> bool:
    """Whether the sentence ends in a bracket that the tolerant reading neither drops as
    a remark nor reads as part of the sentence with a connective (see _final_brackets):
    it has no reading then, or one that gives the bracket's clause as a reason."""
    return _final_brackets(toks, cited=False) is None


def _arrow_as_so(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``A → B`` as ``A, so B`` (each arrow between two words; after a comma, ``so``
    alone); a sentence that begins with a class, an arrow and a class or property
    (``Wumpus → tumpus, so Fae is a tumpus``) as the rule ``Every wumpus is tumpus``
    (``Cats → mammals``: ``cats are mammals``).
    None when there is none."""
    if _ARROW_FIRST.isdisjoint(toks):
        return None
    out: list[str] = []
    i, changed = 0, False
    arrow = next((a for a in _ARROWS if tuple(toks[1 : 1 + len(a)]) == a), None)
    if arrow is not None:
        j = 1 + len(arrow)  # the word after the arrow
        if (
            j < len(toks)
            and (j + 1 == len(toks) or toks[j + 1] == ",")
            and toks[0].isalpha() and toks[j].isalpha()
            and not is_name(toks[0]) and not is_name(toks[j])
        ):
            x = toks[0].lower()  # a plural class as a plural ('Cats → mammals')
            plural = x.endswith("uses") or (x.endswith("s") and not x.endswith(("us", "ss")))
            rule = [x, "are", toks[j]] if plural else ["Every", x, "is", toks[j]]
            out, i, changed = rule, j + 1, True
    while i < len(toks):
        arrow = next((a for a in _ARROWS if tuple(toks[i : i + len(a)]) == a), None)
        if arrow is not None and 0 < i and i + len(arrow) < len(toks):
            out.extend(["so"] if out[-1] == "," else [",", "so"])
            i, changed = i + len(arrow), True
            continue
        out.append(toks[i])
        i += 1
    return out if changed else None


_CHAIN_LEADS = frozenset({"so", "thus", "hence", "therefore", "the", "full", "whole",
                          "reasoning", "chain", "is", ":", ",", "of", "our", "my"})
_NO_CLASS = frozenset({*COPULA, "the", "a", "an"})  # (a chain's classes have no article)


def _class_chain(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A chain of classes in shorthand, ``(So the chain is) A → B → C``, as the rules
    it strings together, ``every A is B, and every B is C`` (each of one or two words,
    none a name; the last may be a property, ``→ not dull``). A chain about a named
    entity (``Fae: cat → mammal``, ``Fae → cat → mammal``) is a chain of facts instead
    (``Fae is cat → mammal``, as _colon_reading reads the first); two classes alone are
    _arrow_as_so's rule, unless the first joins several (``A ∧ B → C``, ``A / B → C``:
    _compound_class). None for any other sentence."""
    if _ARROW_FIRST.isdisjoint(toks):
        return None
    start = 0
    while start < len(low) and low[start] in _CHAIN_LEADS:
        start += 1
    if start and "chain" not in low[:start] and low[start - 1] != ":":
        start = 1 if low[0] in SO_WORDS else 0
    if start + 3 < len(toks) and is_name(toks[start]):
        # '(Chain:) Sally → gorpus → jompus': what Sally is, as 'Sally: gorpus → jompus'
        after = start + 1
        arrow = next((a for a in _ARROWS if tuple(toks[after : after + len(a)]) == a), None)
        if arrow is not None:
            return [toks[start], "is", *toks[after + len(arrow) :]]  # (the lead dropped)
    if low[:3] == ["following", "the", "chain"] and "," in low[3:]:
        # 'Following the chain A → B → C, (we can conclude that) Max is C': the chain's
        # rules, then the claim
        start = 3
        c = low.index(",", start)
        if low[3] == "(" and low[c - 1] == ")":  # 'Following the chain (A → B → C), …'
            toks, low, c = [*toks[:3], *toks[4 : c - 1], *toks[c:]], [
                *low[:3], *low[4 : c - 1], *low[c:]], c - 2
        chain = _chain_groups(toks[:c], start, is_name)
        k = c + 1 + match_start(low[c + 1 :], PREFIXES_BY_FIRST)  # ('…, we conclude that X')
        if chain is not None and k + 2 < len(low) and is_name(toks[k]):
            return [*_chain_rules(chain, start), ",", "so", *toks[k:]]
        return None
    c = low.index(",", start) if "," in low[start:] else None
    if c is not None and start + 2 < c < len(low) - 3 and low[c + 1] in _CONCLUDING and (
        is_name(toks[c + 2])
    ):
        # '- Crustacean → not spicy, so Polly is not spicy.': the rule, then the claim
        chain = _chain_groups(toks[:c], start, is_name)
        if chain is None or any(_plural_class(g[-1].lower()) for g in chain):
            return None
        return [*_chain_rules(chain, start), ",", "so", *toks[c + 2 :]]
    groups = _chain_groups(toks, start, is_name)
    if groups is None or len(groups) < 3 and _compound_class(groups[0], is_name) is None:
        return None
    return _chain_rules(groups, start)


def _chain_groups(toks: list[str], start: int, is_name: IsName) -> list[list[str]] | None:
    """The classes of ``A → B → …`` from ``start`` (each of one or two words, none a name;
    the last may be a property, ``→ not dull``), or None when the words are no chain."""
    if start >= len(toks):
        return None
    end = len(toks) - (toks[-1] in (".", "!"))
    groups: list[list[str]] = [[]]
    i = start
    while i < end:
        arrow = next((a for a in _ARROWS if tuple(toks[i : i + len(a)]) == a), None)
        if arrow is not None:
            groups.append([])
            i += len(arrow)
            continue
        groups[-1].append(toks[i])
        i += 1
    if len(groups) < 2 or any(
        not 1 <= len(g) <= 2
        or not all(w.isalpha() and not is_name(w) and w.lower() not in _NO_CLASS for w in g)
        or (g[0].lower() == "not" and (k < len(groups) - 1 or len(g) == 1))
        for k, g in enumerate(groups)
        if k or _compound_class(g, is_name) is None
    ):
        return None
    return groups


# how a chain's first class may join several ('dull ∧ shumpus → wumpus', 'gorpus / lorpus
# → sterpus', '(vumpus ∨ grimpus) → numpus')
_CLASS_JOINS = {"∧": "and", "&": "and", "+": "and", "and": "and",
                "∨": "or", "|": "or", "/": "or", "or": "or"}


def _compound_class(group: list[str], is_name: IsName) -> list[str] | None:
    """``A ∧ B`` (``A & B``, ``A + B``, ``A and B``) as ``A and B``, ``A ∨ B ∨ C`` (``A /
    B / C``, ``A | B``, ``A or B``) as ``A or B or C``, in brackets or not: two or more
    classes of one or two words each (none a name), all joined the same way, in small
    letters. None for anything else."""
    if group[:1] == ["("] and group[-1:] == [")"]:
        group = group[1:-1]
    terms: list[list[str]] = [[]]
    joins = set()
    for w in group:
        join = _CLASS_JOINS.get(w.lower())
        if join is None:
            terms[-1].append(w.lower())
        else:
            joins.add(join)
            terms.append([])
    if len(terms) < 2 or len(joins) != 1 or any(
        not 1 <= len(t) <= 2
        or not all(w.isalpha() and w not in _NO_CLASS and w != "not" and not is_name(w)
                   for w in t)
        for t in terms
    ):
        return None
    (join,) = joins
    out = list(terms[0])
    for t in terms[1:]:
        out += [join, *t]
    return out


def _chain_rules(groups: list[list[str]], start: int) -> list[str]:
    """``every A is B, and every B is C`` for the chain's classes (the first in small
    letters when it opens the sentence)."""
    if start == 0:
        groups = [[groups[0][0].lower(), *groups[0][1:]], *groups[1:]]
    out: list[str] = []
    for a, b in pairwise(groups):
        compound = None if out else _compound_class(a, _no_name)
        if compound is not None:  # 'everything that is A and B is C'
            out.extend(["everything", "that", "is", *compound, "is", *b])
            continue
        out.extend([*([",", "and"] if out else []), "every", *a, "is", *b])
    return out


def _no_name(_: str) -> bool:
    return False


def _which_are(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``As are Bs, which are Cs`` as ``As are Bs, and Bs are Cs``: a relative clause on
    the plural object of a clause, where 'which' can only mean the Bs (after a singular
    object, 'Fae is a cat, which is a mammal', it could mean Fae). None when there is
    none."""
    if "which" not in toks:
        return None
    for i in range(2, len(low) - 3):
        if low[i] == "," and low[i + 1] == "which" and toks[i + 2] == "are":
            c = max((k for k in range(i) if toks[k] in COPULA), default=-1)
            obj = toks[c + 1 : i]
            if c < 1 or toks[c] != "are" or not obj or not NOT_SIMPLE.isdisjoint(
                w.lower() for w in obj
            ) or obj[0].lower() in ("not", "a", "an"):
                return None
            return [*toks[: i + 1], "and", *obj, *toks[i + 2 :]]
    return None


_MAKES = frozenset({"makes", "made"})
_OBJECT_PRONOUNS = frozenset({"him", "her", "it"})


def _makes(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A conclusion worded as what the step before makes of a named entity: ``X, which
    makes C a B`` as ``X, so C is a B`` (``him``, ``her`` or ``it`` for C when X is about
    a named entity: that one), and ``This makes C a B`` (``That``, ``It``) as ``So C is
    a B``. None when there is none."""
    if len(toks) > 3 and low[0] in ("this", "that", "it") and low[1] in _MAKES and is_name(
        toks[2]
    ):
        return ["So", toks[2], "is", *toks[3:]]
    for i in range(2, len(toks) - 3):
        if low[i] == "," and low[i + 1] == "making" and is_name(toks[i + 2]):
            return [*toks[: i + 1], "so", toks[i + 2], "is", *toks[i + 3 :]]  # ', making C a B'
        if low[i] == "," and low[i + 1] == "which" and low[i + 2] in _MAKES:
            who = toks[i + 3]
            if low[i + 3] in _OBJECT_PRONOUNS and is_name(toks[0]):
                who = toks[0]  # 'Fae is a cat, which makes her a mammal'
            elif not is_name(who):
                return None
            return [*toks[: i + 1], "so", who, "is", *toks[i + 4 :]]
    return None


# ', and hence a mammal': a conclusion about the subject of the clause before, not named
# again.
_ELIDED = SO_WORDS  # (hence, thus, therefore, so)


def _elided_subject(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``C is A, so C is B, and hence D`` as ``…, and hence C is D`` when D (up to the
    next comma) has no copula, C a named entity, the subject of the last clause before
    it; for each such conclusion (``C is a A → B → D``, its arrows read as ', so': ``C
    is a A, so C is B, so C is D``). None when there is none."""
    out: list[str] = []
    subj: str | None = None
    changed = False
    for i, t in enumerate(toks):
        out.append(t)
        if i + 1 < len(toks) and toks[i + 1] in ("is", "would", "must") and is_name(t):
            subj = t  # ('Fae would be a cat, hence a mammal': _would reads the modal)
        if i >= 3 and low[i] in _ELIDED and low[i - 1] in (",", "and"):
            end = next((k for k in range(i + 1, len(low)) if low[k] == ","), len(low))
            if (
                i + 1 < end
                and not is_name(toks[i + 1])  # 'so Fae must be a cat': a subject written
                and not any(w in COPULA or w == "be" or w in _CLAUSE_VERBS
                            for w in low[i + 1 : end])
            ):
                if subj is None:
                    return None
                out.extend((subj, "is"))
                changed = True
    return out if changed else None


# Verbs of a clause that has its own subject ('…, so the statement contradicts what
# follows'), which is then no predicate left without one.
_CLAUSE_VERBS = frozenset({"contradicts", "follows", "holds", "means", "implies", "shows",
                           "proves"})


# Rules about 'something' written as conditionals or with a generic article: read as
# the grammar's 'Everything that is A is B' / 'Every A is B'.
_SOMETHING = (("something",), ("someone",), ("anything",), ("anyone",), ("an", "entity"),
              ("a", "thing"), ("an", "object"), ("an", "individual"), ("x",))
_IT = frozenset({"it", "they", "he", "she", "x", "this"})
_IT_IS = frozenset({"it's", "they're", "he's", "she's", "it’s", "they’re"})


def _generic_subject(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``If something is A, (then) it is B`` as ``Everything that is A is B``; ``A cat
    is a mammal`` and ``Any cat is a mammal`` as ``Every cat is a mammal``; ``Whatever
    is A is B`` as ``Everything that is A is B``; ``Each and every`` as ``Every``;
    ``Every A, B, or C is D`` as ``Everything that is a A, a B, or a C is D``. None for
    any other sentence."""
    n = len(low)
    if low[0] == "if" and n > 6:
        some = next((p for p in _SOMETHING if tuple(low[1 : 1 + len(p)]) == p), None)
        if some is None:
            return None
        k = 1 + len(some)
        if low[k] not in COPULA:
            return None
        # the comma before 'then' when there is one: the antecedent may be a list
        # ('If something is A, B, and C, then it is D')
        comma = next((i for i in range(k + 2, n - 2) if low[i : i + 2] == [",", "then"]),
                     None) or next((i for i in range(k + 2, n - 2) if low[i] == ","), None)
        if comma is None:
            return None
        j = comma + 1 + (low[comma + 1] == "then")
        if j + 1 < n and low[j] in _IT_IS:  # "it's a mammal", "they're mammals"
            return ["Everything", "that", "is", *toks[k + 1 : comma], "is", *toks[j + 1 :]]
        if j + 1 >= n or low[j] not in _IT:
            return None
        verb = low[j + 1]
        if verb in COPULA:
            rest = ["is", *toks[j + 2 :]]
        elif verb in ("must", "cannot", "can't"):
            rest = toks[j + 1 :]
        else:
            return None
        return ["Everything", "that", "is", *toks[k + 1 : comma], *rest]
    if n > 3 and low[0] in ("a", "an", "any") and low[1] not in ("type", "kind") and not (
        is_name(toks[1])
    ) and "is" in low[2:]:
        return ["Every", *toks[1:]]
    if low[:2] == ["whatever", "is"] and n > 4:
        return ["Everything", "that", *toks[1:]]
    if low[0] == "everything" and n > 3 and low[2] == "is" and low[1] not in (
        "that", "which", "is"
    ):
        return ["Everything", "that", "is", toks[1], *toks[2:]]  # 'Everything fruity is …'
    if n > 3 and low[1] in ("things", "ones", "entities", "objects") and low[2] == "are":
        return ["Everything", "that", "is", toks[0], "is", *toks[3:]]  # 'Kind things are …'
    if low[:3] == ["each", "and", "every"] and n > 4:
        return ["Every", *toks[3:]]
    if low[0] in ("every", "each") and n > 6 and low[2] == "," and "or" in low[3:7]:
        # 'Every tumpus, vumpus, or jompus is a zumpus': a list of classes as the subject,
        # everything that is one of them
        c = next((k for k in range(3, n) if low[k] in COPULA), None)
        names = [w for w in low[1:c] if w not in (",", "or")] if c else []
        if c and names and all(w.isalpha() and not is_name(w) for w in names):
            subject: list[str] = []
            for w in toks[1:c]:
                article = "an" if w[:1].lower() in "aeiou" else "a"
                subject.extend((w,) if w in (",", "or") else (article, w))
            return ["Everything", "that", "is", *subject, *toks[c:]]
    return None


def _participle_reason(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Being A, C is B``, ``As a A, C is B``, ``C, being A, is B``, ``C, as a A, is B``
    and ``C, who is A, is B`` (C a named entity) as ``Since C is A, C is B`` (after a
    discourse marker too: ``So C, being A, is B``, ``So, being A, C is B``), and after a
    reason, ``Since R, C, being A, is B``, ``From R, it follows that C, being A, is B``
    and ``R, so C, being A, is B`` (``hence``, ``thus``, ``therefore``) as ``Since R
    and C is A, C is B``; None for any other sentence."""
    n = len(low)
    if n < 7 or ("being" not in low and "as" not in low and "who" not in low):
        return None  # (every reading below has one of them)
    m = match_start(low, PREFIXES_BY_FIRST)
    if m and low[m : m + 1] == [","] and (
        low[m + 1] == "being" or (low[m + 1] == "as" and low[m + 2] in ("a", "an"))
    ):
        return _participle_reason(toks[m + 1 :], low[m + 1 :], is_name)  # 'So, being A, …'
    if m and low[m] == "being":
        return _participle_reason(toks[m:], low[m:], is_name)  # 'So being A, C is B'
    for k in range(2, n - 6) if "being" in low else ():
        # 'R, so being A, C is B' as 'Since R and C is A, C is B'
        if low[k] == "," and low[k + 1] in SO_WORDS and low[k + 2] == "being":
            c = next((j for j in range(k + 4, n - 2) if low[j] == ","), None)
            if c is None or not is_name(toks[c + 1]) or low[c + 2] not in COPULA:
                return None
            return ["Since", *toks[:k], "and", toks[c + 1], "is", *toks[k + 3 : c],
                    *toks[c:]]
    if low[0] == "being" or (low[0] == "as" and low[1] in ("a", "an")):
        # the comma before the entity ('Being snowy, slow, and a yumpus, Wren is …')
        c = next((j for j in range(2, n - 2) if low[j] == "," and is_name(toks[j + 1])), -1)
        if c > 1 and c + 2 < n and is_name(toks[c + 1]) and (
            low[c + 2] in COPULA or low[c + 2] == "must"
        ):
            out = ["Since", toks[c + 1], "is", *toks[1:c], *toks[c:]]
            # 'Being A, C is B, and being B, C is D' ('As a A, …, and as a B, …'): each
            # link a reason and its conclusion
            for k in range(len(out) - 4, c + 3, -1):
                if out[k - 2 : k] == [",", "and"] and "," in out[k + 1 :] and (
                    out[k].lower() == "being"
                    or out[k].lower() == "as" and out[k + 1].lower() in ("a", "an")
                ):
                    out = [*out[:k], "since", toks[c + 1], "is", *out[k + 1 :]]
            return out
        return None
    # 'C, being A, is B', at the start or after a reason ('Since R, C, being A, is B',
    # 'From R, C, …'), and after a discourse marker ('So C, …', 'From R, it follows that
    # C, being A, is B')
    reason = low[0] in ("since", "because", "from") and "," in low
    start = low.index(",") + 1 if reason else 0
    so = next((k for k in range(3, n - 6) if low[k] == "," and low[k + 1] in SO_WORDS
               and low[k + 3] == ","), None) if not reason else None
    if so is not None:  # 'R, so C, being A, is B'
        start = so + 2
    start += match_start(low[start:], PREFIXES_BY_FIRST)
    start += low[start : start + 1] == [","]
    if start + 4 >= n or not is_name(toks[start]) or low[start + 1] != ",":
        return None
    k = start + 2
    if low[k] == "being" or (low[k] == "as" and low[k + 1] in ("a", "an")):
        a = k + 1  # 'as a A': 'a A' is what C is
    elif low[k] == "who" and low[k + 1] in ("is", "'s"):
        a = k + 2
    else:
        return None
    c = next((j for j in range(a + 1, n - 1) if low[j] == ","), None)
    if c is None or not (low[c + 1] in COPULA or low[c + 1] == "must"):
        return None
    name = toks[start]
    because = [name, "is", *toks[a:c]]
    if so is not None:
        return ["Since", *toks[:so], "and", *because, ",", name, *toks[c + 1 :]]
    if not reason:
        return ["Since", *because, ",", name, *toks[c + 1 :]]
    r = low.index(",")
    return ["Since", *toks[1:r], "and", *because, ",", name, *toks[c + 1 :]]


_CASE_WORDS = frozenset({"case", "cases", "option", "options", "possibility", "possibilities",
                         "branch", "branches", "assumption", "assumptions", "disjunct",
                         "disjuncts", "alternative", "alternatives", "path", "paths"})
_ALL_WORDS = frozenset({"all", "both", "each", "every", "either", "any"})
# What a remark on the logic itself talks of: 'A disjunction holds as soon as one of its
# parts holds, so …' (no copula, no name: nothing a step could claim).
_LOGIC_TALK = frozenset({"disjunction", "disjunctions", "conjunction", "conjunctions",
                         "conjunct", "conjuncts", "part", "parts"})


def _case_phrase(low: list[str], i: int) -> int | None:
    """The end of ``in all (three) (possible) cases``, ``in each case``, ``in each of them``
    (``of these (cases)``, ``of the four cases``) starting at i; None when none starts
    there."""
    n = len(low)
    if i + 2 >= n or low[i] != "in" or low[i + 1] not in _ALL_WORDS:
        return None
    j = i + 2
    j += low[j : j + 2] == ["one", "of"]  # ('in every one of these cases')
    if low[j] == "of":
        j += 1
        if j < n and low[j] in ("them", "these", "those"):
            return j + 1 + (j + 1 < n and low[j + 1] in _CASE_WORDS)
        j += j < n and low[j] == "the"
    j += j < n and low[j] in _CASE_COUNTS
    j += j < n and low[j] == "possible"
    return j + 1 if j < n and low[j] in _CASE_WORDS else None


# What may open the conclusion after a reason ('…, we conclude that Y', '…, so Y').
_CONCLUSION_LEADS = SO_WORDS | {"we", "it"}


def _without_case_remarks(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A remark that the cases agree, dropped where it ends a clause: ``Since Fae is a
    cat in all three cases, …`` as ``Since Fae is a cat, …`` (at the end too: ``Fae is a
    cat in both cases.``); ``Since A or B, and both cases lead to C, C`` and ``Since A
    or B, and in both cases C, C`` as ``Since A or B, C``; ``A or B, and in either case
    C`` as ``Since A or B, C``; ``No matter which one Fae is, C``, ``Whichever case
    holds, C`` and ``Both cases yield that C, so C`` as C. None when there is none."""
    n = len(low)
    k = _cases_lead(low)
    # a reason's sentence ('Since …'), after a title ('**Conclusion:** Since …') or not
    c0 = low.index(":") + 1 if ":" in low[:4] else 0
    if c0 == 0:  # (after a marker: 'In conclusion, since …')
        c0 = next((i for i in range(2, min(5, n)) if low[i] in ("since", "because")
                   and low[i - 1] == ","), 0)
    reason = c0 < n and low[c0] in ("since", "because", "as")
    if k and n > k + 3 and low[k] == "that" and "," not in low:
        return toks[k + 1 :]  # 'Both cases give that Alex is a brimpus.': what they give
    if k and "because" in low[k:] and "," in low[k:]:
        # 'Both cases give X, and one of them must hold because A or B.': A or B (the
        # conclusion, if any, comes after)
        c, b = low.index(",", k), low.index("because", k)
        if c < b and low[c + 1] == "and" and _one_holds(low[c + 2 : b]) and b + 3 < n and (
            is_name(toks[b + 1])
        ):
            return toks[b + 1 :]
    if low[0] in ("since", "because", "as") and low.count(",") >= 2:
        # 'Since all three cases yield that X, and at least one of them must hold, Y',
        # 'Since both options lead to the same conclusion, and Max must be one of them,
        # Y': Y
        c = low.index(",")
        d = low.index(",", c + 1)
        if low[c + 1] == "and" and _cases_lead(low[1:c]) and _one_holds(low[c + 2 : d]) and (
            d + 3 < n
        ):
            return toks[d + 1 :]
        if low[c + 1] == "and" and _one_holds(low[1:c]) and d + 3 < n and (
            low[c + 2] in _ALL_WORDS and not _LEADS_TO.isdisjoint(low[c + 3 : d])
        ):
            # 'Because Sally must be one of these three, and each one leads to Sally being
            # a tumpus, Y': Y
            return toks[d + 1 :]
        if low[c + 1] == "and" and _one_holds(low[1:c]) and d + 3 < n and c + 4 < d and (
            is_name(toks[c + 2])
        ):
            # 'Since Fae must be one of these four, and Fae is a jompus in each of them, Y':
            # 'Since Fae is a jompus, Y'
            out = ["Since", *toks[c + 2 :]]
            return _without_case_remarks(out, [t.lower() for t in out], is_name) or out
    if reason and n > c0 + 5:
        # 'Since every case yields that X, Y', 'Since in both options X, Y': 'Since X, Y'
        k = _cases_lead(low[c0 + 1 :])
        m = c0 + 1 + k if k and low[c0 + 1 + k] == "that" else _case_phrase(low, c0 + 1)
        if m is not None and m + 3 < n and is_name(toks[m + (low[m] == "that")]):
            m += low[m] == "that"
            c = low.index(",", m) if "," in low[m:] else n
            for a in range(m + 3, c - 2):
                if low[a] == "and" and low[m:a] == low[c + 1 : n - (low[-1] == ".")]:
                    # 'Since in both cases X and A or B, X' (what the cases give, then the
                    # disjunction): 'Since A or B, X', the proof by cases
                    return [*toks[: c0 + 1], *toks[a + 1 :]]
            return [*toks[: c0 + 1], *toks[m:]]
    if n > 6 and k:
        # 'Both cases yield that C, so (by disjunction elimination,) C', 'Both assumptions
        # lead to a contradiction, therefore C': what they yield is what follows
        c = next((k for k in range(3, n - 1) if low[k] == "," and low[k + 1] in _CONCLUDING),
                 None)
        if c is not None:
            return toks[c + 1 :] if c + 3 < n else None
    s0 = low[0] in SO_WORDS  # 'So no matter which …'
    if n > 6 and (low[s0 : s0 + 3] == ["no", "matter", "which"] or low[s0] == "whichever") and (
        "," in low[2 + s0 : 10]
    ):
        # 'No matter which one Max is, Y', '… which of the three Max is, Y', 'Whichever
        # case holds, Y': Y
        c = low.index(",", 2 + s0)
        return [*toks[:s0], *toks[c + 1 :]] if c + 3 < n else None
    for i in range(max(3, n - 7), n - 2):
        # 'Polly is a lorpus in all three (possible) cases.', '… in each of them.' (the end
        # of it)
        if low[i] == "in" and _case_phrase(low, i) == n:
            return toks[:i]
    if n > 5 and low[0] == "in" and low[1] in _ALL_WORDS and "," in low[2:8]:
        # 'In every option (of the disjunction), Y', 'In both cases, Y': Y
        c = low.index(",", 2)
        if any(w in _CASE_WORDS for w in low[2:c]) and c + 2 < n:
            return toks[c + 1 :]
    for i in range(2, n - 2):
        # 'in all (three) cases' / 'in each case' before a comma
        # 'in all (three) (possible) cases', 'in each of them'
        m = _case_phrase(low, i) if low[i] == "in" else None
        if m is not None and m + 1 < n and low[m] == ",":
            j = max((k for k in range(2, i - 1) if low[k - 1 : k + 1] == [",", "and"]), default=0)
            if j and reason:
                # 'Since A or B, and Fae is a cat in both cases, Y': 'Since A or B, Y'
                return [*toks[: j - 1], *toks[m:]]
            d = low.index(",", m + 1) if "," in low[m + 1 :] else n
            if low[m + 1 : m + 2] == ["and"] and d + 2 < n and _one_holds(low[m + 2 : d]):
                # 'Since Fae is a cat in each of the three options, and Fae must be one of
                # them, Y': 'Since Fae is a cat, Y'
                return [*toks[:i], *toks[d:]]
            e = max((k for k in range(m + 2, n - 2) if low[k] == "," and (
                is_name(toks[k + 1]) or low[k + 1] in _CONCLUSION_LEADS)), default=0)
            if reason and low[m + 1 : m + 2] == ["and"] and e and is_name(toks[m + 2]) and (
                "or" in low[m + 2 : e]
            ):
                # 'Since Alex is a cat in all three cases, and Alex is A, B, or C, (we
                # conclude that) Y' (the cases' disjunction after their agreement): 'Since
                # Alex is A, B, or C, Y'
                return ["Since", *toks[m + 2 : e], *toks[e:]]
            return [*toks[:i], *toks[m:]]
        if low[i : i + 2] == ["either", "way"] and low[i - 2 : i] == [",", "and"] and (
            "," in low[i + 2 :] and reason
        ):
            # 'Since A or B, and either way Fae is a cat, Y': 'Since A or B, Y'
            return [*toks[: i - 2], *toks[low.index(",", i + 2) :]]
        if low[i : i + 3] == ["either", "way", ","]:
            # 'Since A or B, and Fae is a cat either way, Y': the cases' agreement, dropped
            j = max((m for m in range(1, i) if low[m - 1 : m + 1] == [",", "and"]), default=0)
            return [*toks[: j - 1], *toks[i + 2 :]] if j else [*toks[:i], *toks[i + 2 :]]
        # 'A or B, and in either case C' (the end of the sentence): 'Since A or B, C'
        if low[i : i + 3] == [",", "and", "in"] and i + 4 < n and low[i + 3] in _ALL_WORDS:
            m = i + 4 + (low[i + 4] not in _CASE_WORDS)
            if (m + 3 < n and low[m] in _CASE_WORDS and "," not in low[m + 1 :]
                    and low[0] not in ("since", "because", "as")):
                return ["Since", *toks[:i], ",", *toks[m + 1 :]]
        # ', and both cases lead to …,', ', and in both cases Fae is a cat,', ', and each
        # of these leads to …,' (' and both cases give the same result,' in a reason)
        if (low[i] == "," and low[i + 1] == "and" or (
            reason and low[i] == "and" and low[i - 1] != ","
        )) and i + 4 < n:
            a = i + 1 + (low[i] == ",")
            if low[a] in _ALL_WORDS or (low[a] == "in" and low[a + 1] in _ALL_WORDS):
                end = next((m for m in range(a + 2, n) if low[m] == ","), None)
                k = next((m for m in range(a + 1, min(a + 5, n)) if low[m] in _CASE_WORDS or (
                    low[m] in _THESE and end is not None and not _LEADS_TO.isdisjoint(
                        low[m:end]))), None)
                if k is not None and end is not None:
                    return [*toks[:i], *toks[end:]]
    return None


_THESE = frozenset({"these", "them", "those", "one", "ways"})  # ('each of these leads to')


def _cases_lead(low: list[str]) -> int:
    """Where what every case leads to starts, when the words begin by saying so (``all
    three cases yield …``, ``both options lead …``): the position after the verb; else 0."""
    m = 1 + (len(low) > 2 and low[1] in _CASE_COUNTS)  # ('All three cases …')
    if len(low) > m + 1 and low[0] in _ALL_WORDS and low[m] in _CASE_WORDS and (
        low[m + 1] in _LEADS_TO
    ):
        return m + 2
    return 0


def _one_holds(low: list[str]) -> bool:
    """Whether words say only that one of the cases holds: ``at least one of them must
    hold``, ``Max must be one of them``, ``one of these is true``."""
    if "one" not in low or low[-1:] == ["one"]:
        return False
    k = low.index("one")
    return low[k + 1 : k + 2] == ["of"] and low[k + 2 : k + 3] in (
        ["them"], ["these"], ["those"], ["the"]) and any(
        w in ("must", "hold", "holds", "true", "be", "is") for w in low)


def _and_since(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``R, and since X, Y`` as ``Since R and X, Y`` (R a rule or fact that the reason
    needs); after a conclusion, ``A, so B, and since X, Y`` as ``A, so B, and X, so Y``
    and ``Since A, B, and since X, Y`` as ``A, so B, and X, so Y`` (the steps in the
    order written). None for any other sentence."""
    if low[0] in _ORDER_MARKERS and low[1:2] != [","]:  # 'Then A, and since X, Y'
        toks, low = toks[1:], low[1:]
    for i in range(2, len(low) - 4):
        if low[i] == "," and low[i + 1] == "and" and low[i + 2] in ("since", "because"):
            if "," in low[i + 3 :]:
                c = low.index(",", i + 3)
                if low[0] in ("since", "because"):
                    # 'Since A, B, and since X, Y' as 'A, so B, and X, so Y'
                    a = low.index(",")
                    if a >= i or "and" in low[1:a]:
                        return None
                    if low[i + 3 : c] == low[a + 1 : i]:
                        # 'Since A, B, and since B, C' as 'A, so B, so C' (B not twice)
                        return [*toks[1:a], ",", "so", *toks[a + 1 : i], ",", "so",
                                *toks[c + 1 :]]
                    return [*toks[1:a], ",", "so", *toks[a + 1 : i + 2], *toks[i + 3 : c],
                            ",", "so", *toks[c + 1 :]]
                if _ELIDED.isdisjoint(low[:i]):
                    if low[i + 3 : c] == low[:i]:
                        # 'A, and since A, Y' as 'A, so Y' (A not conjoined with itself)
                        return [*toks[:i], ",", "so", *toks[c + 1 :]]
                    return ["Since", *toks[:i], "and", *toks[i + 3 :]]
                # 'A, so B, and since X, Y' as 'A, so B, and X, so Y'
                return [*toks[: i + 2], *toks[i + 3 : c], ",", "so", *toks[c + 1 :]]
    return None


def _so_because(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``A, so B because R`` as ``A, and R, so B``: a conclusion with its reason after
    it, in a chain. None for any other sentence."""
    if "because" not in low:
        return None
    j = low.index("because")
    i = max((k for k in range(1, j - 2) if low[k] == "," and low[k + 1] in _ELIDED),
            default=None)
    if i is None or "," in low[i + 2 : j] or j + 2 >= len(low):
        return None
    return [*toks[:i], ",", "and", *toks[j + 1 :], ",", "so", *toks[i + 2 : j]]


_DASHES = frozenset({"—", "–", "-"})


def _contradicting(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Y — contradicting X`` and ``Y, contradicting X`` (``Y, a contradiction with X``,
    ``Y — (again) a contradiction with X``, ``Y — contradiction with X``) as ``Y, which
    contradicts X``."""
    for k in range(3, len(low) - 3):
        if low[k - 1] not in (",", "—", "–"):
            continue
        a = k + (low[k] == "again")  # ('— again a contradiction with X')
        a += low[a] == "a"  # ('— contradiction with X')
        if low[a : a + 2] == ["contradiction", "with"] and a + 2 < len(low):
            toks, low = [*toks[:k], "contradicting", *toks[a + 2 :]], [
                *low[:k], "contradicting", *low[a + 2 :]]
            break
    if "contradicting" not in low:
        return None
    i = low.index("contradicting")
    cited = toks[i + 1 :]
    if cited[:1] and (cited[0].lower() in _CITED or cited[0].lower() in _CITED_PLURAL) and (
        cited[1:]
    ):
        cited = [w for w in cited[1:] if w not in ("and", ",", "&")]  # 'contradicting step 3'
    if all(_cited_label(w) for w in cited):
        # nothing after it ('…, contradicting (P2)', the bracket dropped as a remark), or
        # a label ('…, contradicting P2', '… step 3'): a contradiction tail
        # (CONTRADICTION_TAILS)
        return _as_contradiction_tail(toks, low, i, i + 1)
    if (",", *low[i:]) in CONTRADICTION_TAILS:
        # '…, contradicting the given fact': a tail, kept for the grammar
        return _as_contradiction_tail(toks, low, i, len(toks))
    j = i
    while j > 0 and (low[j - 1] in _DASHES or low[j - 1] in (",", "again", "thus", "thereby")):
        j -= 1
    if j == i or j < 3:
        return None
    return [*toks[:j], ",", "which", "contradicts", *toks[i + 1 :]]


def _as_contradiction_tail(toks: list[str], low: list[str], i: int, end: int
                           ) -> list[str] | None:
    """The sentence with ``contradicting …`` (``toks[i:end]``) after a comma, the tail
    CONTRADICTION_TAILS knows: ``… — contradicting P2`` and ``…, again contradicting the
    premise`` as ``…, contradicting …``; None when that is what it already is, or when
    nothing comes before it."""
    j = i
    while j > 1 and (low[j - 1] in _DASHES or low[j - 1] in ("again", "thus", "thereby", "also")):
        j -= 1
    head = toks[:j]
    if not head:
        return None  # 'Contradicting P2.'
    out = [*head, *([] if head[-1] == "," else [","]), *toks[i:end]]
    return out if out != toks else None


def _dash_remark(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A remark after a dash at the end, dropped: ``Fae is a cat — given.``, ``— that's
    stated directly``, ``— again, a cat``; not one that says something about the entity
    or a class (a claim), nor one that doubts or rejects the claim (``Fae is a cat -
    false.``, ``- maybe``, ``- not true``: the sentence is then no plain claim of it),
    nor a contradiction (``Fae is a cat — contradiction.``: CONTRADICTION_TAILS). A
    claim about a named entity marked ``— assumption`` is assumed, as ``(assumption)``
    marks it (_bracket_remarks)."""
    k = next((i for i in range(len(toks) - 1, 1, -1) if toks[i] in _DASHES), None)
    if k is None:
        return None
    tail = low[k + 1 :]
    if any(w.startswith("contradict") for w in tail):
        return None  # '… — contradiction.', '… — contradicting P2' is a step (the tail's)
    words = [w for w in tail if w not in (".", "!")]
    while k > 1 and toks[k - 1] in _DASHES:  # '--' is two tokens
        k -= 1
    if words[-1:] and [words[-1], ")"] in _ASSUMED_MARK and all(
        w in ("by", "an", "our", "the", "my", "as") for w in words[:-1]
    ):  # 'Sam is a yumpus — assumption.'
        return ["Assume", *toks[:k]] if is_name(toks[0]) and low[1] in COPULA else None
    if not words:
        return None
    if _remark_clause(words) or words in _UNUSED_REMARKS:
        return toks[:k]  # '- **Sam is a zumpus** — this is given directly.'
    if len(words) > 6 or _doubts(words) or any(
        w in COPULA or w in ("every", "each", "all") or is_name(t)
        for w, t in zip(tail, toks[k + 1 :], strict=False)
    ):
        return None
    return toks[:k]


def _doubts(words: list[str]) -> bool:
    """Whether a dash remark doubts or rejects the claim before it, or makes it an
    assumption: ``false``, ``maybe``, ``not true``, ``not the case``, ``by assumption``;
    not ``hence False`` (the answer it leads to), ``not an assumption``, ``not stated,
    but derived`` (where it comes from)."""
    j = 0
    while j < len(words) and (words[j] in SO_WORDS or words[j] == ","):
        j += 1
    if j and words[j:] in (["true"], ["false"]):
        return False  # '— hence False': the label it leads to
    negated = set()  # the word after 'not'/'no' (and an article): 'not an assumption'
    for i, w in enumerate(words[:-1]):
        if w in ("not", "no"):
            after = i + 1 + (words[i + 1] in ("a", "an", "the"))
            negated.update(words[after : after + 1])
    for w, nxt in pairwise(["", *words]):
        if w in ("not", "no") and (nxt in _TRUTH_WORDS or nxt == "the" and "case" in words):
            return True  # '— not true', '— not the case'
    return words in (["no"], ["not"]) or any(
        w in _DASH_DOUBTS or (w in _ASSUMED_WORDS and w not in negated) for w in words)


# What a dash remark may say and leave the claim standing: that it is not needed.
_UNUSED_REMARKS = (["not", "relevant"], ["irrelevant"], ["not", "needed"], ["unused"],
                   ["not", "used"], ["not", "necessary"], ["unnecessary"])
# Words that doubt or reject the claim before the dash, or make it an assumption.
_DASH_DOUBTS = frozenset({
    "false", "wrong", "incorrect", "untrue", "never", "maybe", "perhaps",
    "possibly", "probably", "unknown", "uncertain", "unclear", "cannot", "can't",
    "undetermined", "indeterminate", "refuted", "disproved", "disproven", "doubtful",
    "unsure", "questionable", "invalid", "unproven", "unsupported", "unjustified", "?",
    "if", "unless", "except",
})
# (and the words of an assumption, unless negated: '— by assumption', not '— not assumed')
_ASSUMED_WORDS = frozenset(m[0] for m in _ASSUMED_MARK) | {"assumptions", "hypotheses"}
# What 'not' or 'no' before them doubts: '— not true', '— not necessarily', '— no, …'
_TRUTH_WORDS = frozenset({"true", "so", "necessarily", "certain", "certainly", "sure",
                          "proven", "proved", "known", "correct", "valid", "right",
                          "established", "always", "quite", ","})


def _rule_clause(low: list[str], k: int) -> bool:
    """Whether a rule's clause starts at k: ``every``/``each`` …, or a plural subject and
    ``are`` (``yumpuses are snowy``)."""
    return low[k] in ("every", "each", "everything") or (
        low[k + 1 : k + 2] == ["are"] and low[k].isalpha()
        and (low[k].endswith("s") or low[k] in _IRREGULAR_PLURALS)  # ('sheep are dogs')
    )


_IRREGULAR_PLURALS = frozenset({"sheep", "deer", "fish", "cattle", "people", "mice", "geese",
                                "children", "bacteria", "fungi", "cacti", "fauna"})


def _comma_splice(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """Clauses joined by a comma alone, read as joined by ', and': a comma before a
    named subject and its copula, or before ``every``/``each``/``all`` (``Fae is a cat,
    cats are mammals, so …``: before a plural subject and ``are``); in a list that ends
    in ``and``, only before a rule (``Yumpuses are impuses, yumpuses are snowy, and
    …``). None when there is none."""
    if "," not in low or not any(w in COPULA for w in low):
        return None
    out: list[str] = []
    changed = False
    n = len(low)
    # the comma that ends a leading 'Since X' / 'If X' clause joins no two clauses
    lead = low.index(",") if low[0] in _SUBORDINATORS else -1
    for i, t in enumerate(toks):
        out.append(t)
        if t != "," or i in (0, lead) or i + 2 >= n or low[i + 1] in CONN or (
            low[i + 1] in _ELIDED
        ):
            continue
        if "or" in low[i:]:  # a list of clauses: 'A, B, or C' (a disjunction)
            break
        if "and" in low[i:] and not _rule_clause(low, i + 1):
            break  # 'Fae is a cat, a dog, and red' (a list of what Fae is)
        a, b = toks[i + 1], low[i + 2]
        starts_clause = (
            (is_name(a) and (b in COPULA or b == "must"))
            or low[i + 1] in ("every", "each", "everything")
            or (b == "are" and a.isalpha() and not is_name(a))
        )
        # only after a clause of its own: a subject and a copula since the last comma
        before = low[max((k for k in range(i) if low[k] == ","), default=-1) + 1 : i]
        if starts_clause and any(w in COPULA for w in before):
            out.append("and")
            changed = True
    return out if changed else None


_GOAL_LEADS = (("to", "show"), ("to", "prove"), ("we", "want", "to", "show"),
               ("we", "need", "to", "show"), ("we", "must", "show"), ("we", "show"))
_HEADINGS = frozenset({"part", "goal", "subgoal", "target", "lemma", "question", "query"})
# A goal announced before a colon ('To prove: X', 'We want to show: X', 'Goal: X', 'Claim
# 1: X', 'What we need to establish: X'): what follows is what the reasoning is to show,
# not a step of it. The lead has a goal word and nothing but these words and numbers.
_GOAL_WORDS = frozenset({"prove", "show", "establish", "demonstrate", "derive", "goal",
                         "subgoal", "target", "claim", "lemma", "task", "objective",
                         "question", "query", "want", "part", "showing", "proving", "need",
                         "needs", "determine", "decide", "evaluate", "assess", "verify",
                         "check"})
_GOAL_FILLER = frozenset({"we", "i", "to", "have", "must", "our", "the",
                          "my", "is", "a", "final", "main", "what", "that", "are", "asked",
                          "it", "remains", "let's", "let", "us", "me", "be", "shown",
                          "proved", "proven", "wish", "would", "like", "statement",
                          # 'We want to show four things: X, Y, Z, and W'
                          "things", "thing", "facts", "following", "two", "three", "four",
                          "five", "these",
                          # 'To prove the statement, we need to show three things: …'
                          ","})


def goal_announced(low: list[str], colon: int) -> bool:
    """Whether the words before the colon at ``colon`` announce a goal (goal_heading)
    and what follows states it: ``Part 1: Fae is not a cat`` claims nothing yet, while
    ``Part 1: Assume Fae is a cat.`` opens the part's proof with its assumption."""
    return goal_heading(low[:colon]) and not match_start(
        low[_past_order_word(low, colon + 1) :], ASSUME_BY_FIRST
    )


def _past_order_word(low: list[str], i: int) -> int:
    """The index past an ordering word at i and its comma ('Part 2: Now, let us assume
    X'), else i."""
    i += low[i : i + 1] in (["now"], ["next"], ["first"], ["then"])
    return i + (low[i : i + 1] == [","])


def plan_list(low: list[str], comma: int) -> bool:
    """Whether the words before the comma at ``comma`` state a plan whose object, a
    clause, the words after it continue: ``We need to show that Sally is feisty, Sally
    is fast, and Sally is a dumpus`` lists what is still to be shown, none of it a claim
    (while ``…, and we know that Sally is fast`` and ``…, so …`` go on with claims)."""
    lead = low[_comment_lead(low[:comma]) : comma]
    if len(lead) < 5 or lead[0] not in _PLANNERS or lead[1] not in _PLAN_MODALS:
        return False
    that = next((k for k, w in enumerate(lead) if w in ("that", "whether")), None)
    if that is None or not any(w in COPULA for w in lead[that + 1 :]):
        return False
    rest = low[comma + 1 : comma + 3]
    if rest[:1] in (["and"], ["or"]):
        rest = rest[1:]
    return bool(rest) and rest[0] not in _GOES_ON


_PLANNERS = frozenset({"we", "i"})
_PLAN_MODALS = frozenset({"need", "have", "want", "must", "will", "should", "'ll", "are",
                          "am"})
# What begins a clause of the writer's own after a plan, not an item of the plan's list.
_GOES_ON = frozenset({"we", "i", "it", "this", "that", "so", "which", "since", "because",
                      "then", "thus", "hence", "therefore", "but", "as", "given", "let's"})


def goal_heading(lead: list[str]) -> bool:
    """Whether the words before a colon announce a goal (see _GOAL_WORDS), after a
    discourse marker or two (``So, to prove: …``)."""
    words = [w for w in (t.strip("*#") for t in lead) if w]
    words = words[_comment_lead(words) :]
    if words[:3] in (["to", "do", "this"], ["to", "do", "so"]) and words[3:4] == [","]:
        words = words[4:]  # ('To do this, we need four facts: …')
    if words[-3:] == ["true", "or", "false"]:  # the question echoed: 'True or false: X'
        return all(w in _GOAL_WORDS or w in _GOAL_FILLER or w in ("is", "it", "whether")
                   for w in words[:-3])
    return any(w in _GOAL_WORDS for w in words) and all(
        w in _GOAL_WORDS or w in _GOAL_FILLER or w.isdigit() for w in words
    )


_QUANTIFIED_LEAD = frozenset({"least", "one", "following", "either", "some", "any", "not",
                              "none", "neither", "if", "whether"})


def _remark_clause(low: list[str]) -> bool:
    """Whether words say only where a claim comes from: ``this is given directly in the
    context``, ``stated in premise 2``."""
    k = 2 if low[:1] in (["this"], ["that"], ["it"]) and low[1:2] in (["is"], ["was"]) else 0
    if not k and low[:1] in (["this"], ["that"], ["it"]) and low[1:3] == ["follows", "from"]:
        k = 2  # 'This follows from the previous step.'
    words = [w for w in low[k:] if w not in FILLER_ADVERBS and w != "directly"]
    return bool(words) and _is_remark(words)


def _plural_class(word: str) -> bool:
    """Whether a class word is written in the plural (``insects``, ``wumpuses``; not
    ``wumpus``, ``moth``): 'every insects is …' would not agree."""
    return word.endswith("s") and not word.endswith(("us", "ss", "is"))


_GIVEN_WORDS = frozenset({"given", "stated", "context", "premise", "premises", "known"})
_GIVEN_FILLER = frozenset({"that's", "that", "is", "it's", "right", "there", "also", "well",
                           "too", "we", "are", "told", "said", "so"})


def given_remark(low: list[str]) -> bool:
    """Whether words only say that a claim is given (``also given``, ``that's right there in
    the context``, ``given as well``)."""
    return not _GIVEN_WORDS.isdisjoint(low) and all(
        w in _REMARK_WORDS or w in _GIVEN_FILLER for w in low)


_APPLY = (["apply"], ["applying"], ["use"], ["using"])


def _rule_applied(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Apply "Sterpuses are vumpuses"`` (``Apply the rule …``, ``Using …``; a heading of
    the step that applies it) as the rule: what it names is a rule of the context,
    stated. None for any other sentence."""
    if low[:1] not in _APPLY or ":" in low or "," in low:
        return None
    k = 1 + 2 * (low[1:3] == ["the", "rule"])
    k += low[k : k + 1] in (['"'], ["“"])
    if k + 2 >= len(low) or not _rule_clause(low, k):
        return None
    end = len(low) - (low[-1] in ('"', "”"))
    return toks[k:end]


def _colon_reading(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A sentence with a colon: after a goal (``To show Fae is not a cat: suppose Fae is
    a cat.``) or a lead-in that names nothing and claims nothing (``We can combine them:
    …``, ``Other disjunction: …``, ``Sterpus: every sterpus is …``), what follows the
    colon; after a claim, the claim and what follows as two clauses (``Fae is a cat:
    every cat is a mammal, so …``); after a name, a chain of what it is (``Fae: cat →
    mammal`` as ``Fae is cat → mammal``). A heading (``Part 1: …``, ``Goal: …``) announces what
    is to be shown, and has no reading; after a goal announced (``We want to prove: …``,
    ``Claim 1: …``), the sentence has none at all ([]). None for any other sentence."""
    if ":" not in low:
        return None
    c = low.index(":")
    lead, rest = low[:c], toks[c + 1 :]
    if len(lead) > 2 and lead[1] in COPULA and is_name(toks[0]) and given_remark(low[c + 1 :]):
        return toks[:c]  # '- Sally is slow: also given.', '… : that's right there in the context.'
    if lead[:2] == ["the", "rule"] and lead[-1] in ("gives", "means", "implies", "yields"):
        return None  # 'The rule "R" gives: X' is _rule_clauses'
    if lead and match_start(lead, ASSUME_BY_FIRST) == len(lead) and len(rest) > 2:
        return ["Assume", *rest]  # "**Let's assume:** Sally is sweet." (its emphasis gone)
    if lead[:3] in (["apply", "the", "rule"], ["applying", "the", "rule"], ["use", "the", "rule"]
                    ) and c > 5 and len(rest) > 2:
        # '3. **Apply the rule** "Everything that is A is B": Max is B.' (quotes gone)
        return ["Since", *toks[3:c], ",", *rest]
    if lead[:2] in (["apply", "rule"], ["applying", "rule"], ["use", "rule"]) and c > 4 and (
        len(rest) > 2 and _rule_clause(lead, 2)
    ):
        return ["Since", *toks[2:c], ",", *rest]  # ('**Apply rule** "R": Max is B.')
    if lead[:1] in _APPLY and c > 3 and len(rest) > 2 and _rule_clause(lead, 1):
        # '**Apply "Brimpuses are dumpuses":** Sam is a dumpus.' (quotes gone)
        return ["Since", *toks[1:c], ",", *rest]
    if goal_announced(low, c):
        return []  # 'To prove: Fae is a cat.' states the goal, and claims nothing
    a = _past_order_word(low, c + 1)
    if rest and (low[a : a + 1] in (["assume"], ["suppose"]) or match_start(
        low[a:], ASSUME_BY_FIRST
    )) and len(rest) > 3:
        # '**Max is not a gorpus:** Assume Max is a gorpus.' (the part's goal), 'Part 1:
        # Let us assume X'
        return rest
    if [w for w in lead if w not in ("the", "my", "final", "thus", "so", "therefore", ",")
        ] in (["answer"], ["answer", "is"], ["conclusion"], ["conclusion", "is"]):
        return rest  # 'The final answer is: Fae is a cat.' (the label reader took any label)
    if lead == ["contradiction"] and len(rest) > 2:
        if any(w.startswith("contradict") for w in low[c + 1 :]):
            return rest  # '**Contradiction:** This contradicts the given fact "X".'
        # '**Contradiction:** We are given that Fae is not an impus.': the other half,
        # then the contradiction (CONTRADICTION_TAILS)
        return [*rest, ",", "a", "contradiction"]
    if c == 1 and is_name(toks[0]) and rest and low[2] not in COPULA and (
        not _ARROW_FIRST.isdisjoint(rest)
    ):
        # 'Sally: lempus → wumpus → yumpus' (a chain of what Sally is, in shorthand)
        return [toks[0], "is", *rest]
    if len(rest) > 2 and is_name(rest[0]) and not _ARROW_FIRST.isdisjoint(toks[:c]) and (
        chain := _chain_groups(toks[:c], 0, is_name)
    ) and not any(_plural_class(g[-1].lower()) for g in chain):
        # a chain of classes as the title of its line, then what it gives ('- Insect →
        # moth: Max is a moth.'): the chain's rules, then the claim (a title over a rule,
        # '**Chordates → Bilaterians:** All chordates are …', names the rule it states)
        return [*_chain_rules(chain, 0), ",", "so", *rest]
    if not lead or len(rest) < 3 or lead[0].strip("*#") in _HEADINGS:
        return None
    if lead[:3] in (["we", "start", "from"], ["we", "start", "with"], ["we", "begin", "with"]
                    ) and not any(w in COPULA for w in lead):
        return rest  # 'We start from the only fact about Sally: Sally is a mammal.'
    if lead in (["assumption"], ["hypothesis"], ["supposition"]) or (
        len(lead) == 2 and lead[0] in ("assumption", "hypothesis", "supposition")
        and _cited_number(lead[1])
    ):  # ('**Assumption 1: Rex is a cat.**')
        # '**Assumption:** X' assumes X (not a claim of it); '**Assumption:** Let's assume
        # X' says so itself
        return rest if match_start(low[c + 1 :], ASSUME_BY_FIRST) else ["Assume", *rest]
    a = _assume_at(lead)
    if a is not None:
        if lead[a + 1 : a + 3] in _OPPOSITE:
            return ["Assume", *rest]  # '(Let's) assume the opposite of what we want to
            # prove: X'
        if a == 0:
            return None  # 'Assume X: Y, so Z' is read as written (the assumption, then Y)
    if lead[:1] == ["the"] and lead[-1:] in (["is"], ["are"]) and any(
        w in _CITED_ITEMS or w[:-1] in _CITED_ITEMS for w in lead[1:4]
    ) and not any(is_name(t) for t in toks[:c]) and not any(w in COPULA for w in lead[:-1]):
        return rest  # 'The rule we use is: everything that is …', 'The key premises are: …'
    if lead[:2] in (["we", "are"], ["we", "have"], ["we", "know"]) and len(lead) <= 6 and any(
        w in _CITED_ITEMS or w[:-1] in _CITED_ITEMS for w in lead[2:]
    ) and not any(is_name(t) for t in toks[:c]):
        return rest  # 'We are given the premise: "Sam is small and a shumpus."'
    if lead[0] in _REMARK_GERUNDS or (
        lead[:1] in _APPLY and not any(w in COPULA for w in lead)
    ) or (
        lead[0] in _STEP_IMPERATIVES and not any(w in COPULA for w in lead)
        and not any(is_name(t) and not t[:1].isdigit()  # ('… for Rule 1', 'Combine 3
                    for t in toks[:c])  # and 5')
    ):
        # 'Going back to Rex being a lorpus: each lorpus is …', 'Applying this to Max:
        # …' (what the writer does)
        return rest
    m = _marker_lead(lead)  # 'Third, to show Fae is a cat, we use the rule: …'
    if any(tuple(lead[m : m + len(g)]) == g for g in _GOAL_LEADS):
        return rest
    if lead[0] == "not" and len(lead) <= 3 and not any(is_name(t) for t in toks[:c]):
        return rest  # '*Not a yumpus:* Assume Wren is a yumpus.' (the part's goal as label)
    names = any(is_name(t) for t in toks[:c])
    # a rule as the title of its line ('**Cats are felines:** …'): no name, no comma, no
    # connective before it
    rule_title = not names and "," not in lead and lead[0] not in _NOT_TITLE and (
        _rule_clause(low, 0) or "are" in lead
    )
    if rule_title and low[c + 1 : c + 3] in _SOURCE_SAYS:
        # a rule as the title of its line, then where it comes from ('**Prime numbers are
        # not composite:** The context says every prime number is not composite.'; the
        # title once where the line says it again: '**Cats are discordant:** We are told
        # cats are discordant, which means …')
        return rest if _contains(low[c + 1 :], lead) else [*toks[:c], ",", "and", *rest]
    if rule_title and c + 3 < len(low) and (
        (c + 4 < len(low) and (_rule_clause(low, c + 1) or low[c + 1] in ("since", "because")))
        or (is_name(toks[c + 1]) and low[c + 2] in COPULA)  # ('…:** Sally is small.')
    ):
        # a rule as the title of its line, then the rule again or what it gives ('**Cats
        # are felines:** Every cat is a feline, so Sam is a feline.', '**Mammals are
        # vertebrates:** Sam is therefore a vertebrate.')
        return [*toks[:c], ",", "and" if not is_name(toks[c + 1]) else "so", *rest]
    if rule_title and low[c + 1 : c + 3] == ["this", "means"] and c + 5 < len(low):
        # a rule as the title of its line, then what it gives ('**Yumpuses are vumpuses:**
        # This means Fae is a vumpus.')
        return [*toks[:c], ",", "so", *toks[c + 3 + (low[c + 3] == "that") :]]
    if rule_title and low[c + 1] in _CONCLUDING and c + 4 < len(low):
        # a rule as the title of its line, then what it gives ('* **Prime numbers are
        # natural numbers:** Therefore, 3 is a natural number.')
        return [*toks[:c], ",", "so", *toks[c + 2 + (low[c + 2] == ",") :]]
    comma = max((k for k, w in enumerate(lead) if w == ","), default=-1)
    last = lead[comma + 1 :]
    if comma > 2 and lead[0] in ("since", "because", "as") and last[:1] == ["the"] and (
        last[-1] in ("holds", "true", "follows") and not _STATEMENT_WORDS.isdisjoint(last)
    ):
        # 'Since Rex is not a brimpus, the disjunction holds: A or B' as 'Since …, A or B'
        e = comma - 5 * (lead[comma - 5 : comma - 1] == ["is", "one", "of", "the"]
                         and lead[comma - 1] in _DISJUNCTS)
        # ('Since "Rex is a cat" is one of the disjuncts, the disjunction follows: …')
        return [*toks[:e], *toks[comma : comma + 1], *rest]
    if not _QUANTIFIED_LEAD.isdisjoint(lead) and not (lead[0] == "from" and "to" in lead) and (
        _ARROW_FIRST.isdisjoint(lead)
    ):
        # 'At least one of the following holds: …' says less than what follows (a step's
        # title 'From animal to not unicellular: …' or 'Real → Not imaginary: …' names
        # its rule)
        return None
    if names and any(w in COPULA for w in lead) and _remark_clause(low[c + 1 :]):
        return toks[:c]  # 'Fae is bright: this is given directly in the context.'
    if names and any(w in COPULA for w in lead) and "," in low[c + 1 :]:
        d = low.index(",", c + 1)
        if low[d + 1 : d + 2] == ["so"] and _remark_clause(low[c + 1 : d]):
            # 'Sam is a lorpus and a sorpus: This is given, so in particular Sam is a
            # lorpus.'
            return [*toks[:c], *toks[d:]]
    if not names and not any(w in COPULA for w in last):
        # what a rule's name introduces may cite its premises ('Conjunction elimination:
        # From (1), Fae is a cat.'), which _cited, run before, saw only after the label
        return _cited(rest, low[c + 1 :], is_name) or rest
    if names and any(w in COPULA for w in lead) and ("," in low[c:] or "so" in low[c:]):
        if len(low) - c > len(lead) + 2 and low[len(low) - len(lead) :] == lead:
            # the line's title is what it shows ('1. **Max is a gorpus:** The context says
            # "Max is happy, a gorpus, and a rempus," so Max is a gorpus'): the line
            return rest
        if _title_grounds(lead, low[c + 1 :], is_name, toks[:c]):
            # the line's title is what its grounds give ('2. **Sally is a yumpus:** Each
            # cold numpus is a yumpus, and Sally is a cold numpus.'): grounds, then title
            return [*rest, ",", "so", *toks[:c]]
        return [*toks[:c], ",", "and", *rest]
    cop = next((k for k, w in enumerate(lead) if w in COPULA), None)
    if names and cop is not None and c - cop > 1 and not _SO_OR_CONTRADICTS.intersection(
        low[c + 1 :]
    ) and _contains(low[c + 1 :], lead[cop + 1 :]) and (
        low[c + 1 : c + 3] in _SOURCE_SAYS or low[c + 1] in ("we're", "every", "each")
    ):
        # '* **Fae is a wumpus:** We're told Fae is a rempus and a wumpus.': where the
        # title's claim comes from, then the claim
        return [*rest, ",", "so", *toks[:c]]
    if names and lead[0] in _TITLE_FIRST and (
        not any(w in COPULA or w in _NOT_TITLE for w in lead)
        or len(lead) == 3 and lead[0] == "what" and lead[2] in COPULA
    ):
        # a title that names the entity and claims nothing ('**Given facts about Sally**:
        # Sally is not a gorpus, …', 'Facts about Rex: …', '**1. What Wren is:** …')
        return rest
    return None


_SO_OR_CONTRADICTS = SO_WORDS | {"contradicts", "contradiction", "means"}
# A step's title that says what the step does ('**Form the disjunction needed for Rule
# 1:** …', '**Combine:** …'): what follows is the step.
_STEP_IMPERATIVES = frozenset({"form", "combine", "extract", "identify", "derive", "conclude",
                               "find", "make", "restate", "note", "build", "construct",
                               "introduce", "eliminate", "obtain", "draw", "reach",
                               "discharge", "recall"})
_DISJUNCTS = frozenset({"disjuncts", "options", "parts", "alternatives"})
_TITLE_FILLER = frozenset({"a", "an", "the", "not", "also", "both", "and", ","})


def _title_grounds(lead: list[str], body: list[str], is_name: IsName, title: list[str]
                   ) -> bool:
    """Whether a line ``X: Y`` gives in Y the grounds of its title X: X is one clause about
    a name, Y draws no conclusion of its own (no so-word, no contradiction), and every
    word X says of the name is in Y."""
    if not is_name(title[0]) or lead[1] not in COPULA or "," in lead or "and" in lead:
        return False
    if not _SO_OR_CONTRADICTS.isdisjoint(body) or "because" in body or "since" in body:
        return False
    said = [w for w in lead[2:] if w not in _TITLE_FILLER]
    return bool(said) and all(w in body or w + "s" in body or w + "es" in body for w in said)


def _contains(words: list[str], part: list[str]) -> bool:
    """Whether ``part`` occurs in ``words`` as a run."""
    n = len(part)
    return any(words[i : i + n] == part for i in range(len(words) - n + 1))


_CONCLUDING = SO_WORDS | {"consequently"}
_SOURCE_SAYS = (["the", "context"], ["the", "premise"], ["the", "premises"], ["the", "rule"],
                ["this", "is"], ["we", "know"], ["we", "are"])
_TITLE_FIRST = frozenset({"given", "facts", "known", "what", "information", "premises",
                          "relevant", "about", "starting", "start", "initial", "step"})
_NOT_TITLE = frozenset({"not", "since", "because", "so", "if", "then", "therefore", ","})


_REMARK_REASON = frozenset({"both", "all", "of", "these", "those", "them", "are", "is",
                            "true", "given", "facts", "the", "two", "three", "four", "hold",
                            "parts", "conjuncts", "statements", "conditions", "premises",
                            # what is said of them: 'Since both parts are established, Y'
                            "established", "known", "stated", "satisfied", "met", "proven",
                            "shown", "derived", "confirmed", "present", "directly", "now",
                            "already", "in", "from", "context", "we", "have", "been",
                            "components", "requirements", "pieces", "criteria", "its",
                            "five", "needed", "required", "as", "about", "claims",
                            "supported", "by", "premise", "each",
                            # 'Since this is a conjunction, both parts are true, so Y'
                            "this", "it", "a", "conjunction", "disjunction",
                            # 'Since that is given, Y', 'Since it is stated in the
                            # problem, Y'
                            "that", "problem", "question", "information"})
# What such a remark without 'since' talks of ('All three conditions are given, so Y',
# 'So all three are true, and therefore Y'): it must say it, else 'Both hold, so Y' (of
# what?) could be a claim cut short.
_REMARK_NOUNS = frozenset({"parts", "conjuncts", "conditions", "components", "requirements",
                           "pieces", "criteria", "premises", "facts", "statements", "claims",
                           "two", "three", "four", "five", "both"})
# What follows such a remark: 'so', ', and therefore', …
_THEREFORE = (["so"], ["therefore"], ["hence"], ["thus"], ["and", "so"], ["and", "therefore"],
              ["and", "hence"], ["and", "thus"])
_PROPERTIES_HELD = frozenset({"properties", "has", "have", "for", "four", "holds"})
_STATES_THAT = frozenset({"this", "sentence", "statement", "context", "premise", "states",
                          "says", "tells", "us", "shows", "that", "we", "know"})


def _reason_remark(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Since <a remark on the reasoning>, Y`` as Y, the last reading tried: a reason
    with no copula and no named entity says nothing a step could ('Since all three
    assumptions lead to contradictions, we conclude that …', 'Since both cases give
    that, …'), nor one with no copula that says where the cases lead ('Since every
    option leads to Sally being an impus, …'); so too a lead-in of what the writer does
    ('Taking the third conjunct, we obtain that …', 'Going back to the facts, …'); and
    ``<the cases agree>, so Y`` as Y ('Every case yields the same conclusion, so …'), and
    ``<the parts are given>, so Y`` ('All three conditions are given, so …'). A step's
    number is no named entity ('Going back to step 4, …')."""
    if (low[0] in _ALL_WORDS or not _LOGIC_TALK.isdisjoint(low)) and "," in low:
        c = low.index(",")
        if (
            low[c + 1 : c + 2] == ["so"] and c + 3 < len(low)
            and any(w in _CASE_WORDS or w in _LOGIC_TALK for w in low[:c])
            and not any(w in COPULA or is_name(t) for t, w in zip(toks[:c], low[:c], strict=True))
        ):
            return toks[c + 2 :]  # (also 'A disjunction holds if one part holds, so Y')
    c = low.index(",") if "," in low else 0
    then = next((len(t) for t in _THEREFORE if low[c + 1 : c + 1 + len(t)] == t), 0)
    lead = 1 if low[0] in SO_WORDS else 0  # ('So all three are true, and therefore Y')
    if (
        then and c + then + 2 < len(low) and not _REMARK_NOUNS.isdisjoint(low[lead:c])
        and _REMARK_REASON.issuperset(low[lead:c])
    ):
        return toks[c + 1 + then :]  # 'All three conditions are given, so Y'
    m = _marker_lead(low)
    if m == 2 and low[2] in _REMARK_GERUNDS:  # 'Finally, combining both results, Y'
        toks, low = toks[2:], low[2:]
    if (low[0] not in ("since", "because", "as") and low[0] not in _REMARK_GERUNDS) or (
        "," not in low
    ):
        return None
    c = low.index(",")
    reason = toks[1:c]
    if not reason or c + 2 >= len(low):
        return None
    rest = toks[c + 1 :]
    k = match_start(low[c + 1 :], _WE_GET)
    if low[0] in _REMARK_GERUNDS and 0 < k < len(rest):
        rest = rest[k:]  # 'Taking the third conjunct, we obtain that Polly is a tumpus.'
    if _REMARK_REASON.issuperset(low[1:c]):
        # 'Since both of these are true, Y' ('Since this is a conjunction, both parts are
        # true, so Y': a second remark, then Y)
        rlow = low[c + 1 :]
        d = rlow.index(",") if "," in rlow else 0
        if d and rlow[d + 1 : d + 2] == ["so"] and _REMARK_REASON.issuperset(rlow[:d]) and (
            d + 3 < len(rlow)
        ):
            return rest[d + 2 :]
        return rest
    if low[1] in ("assuming", "supposing") and low[c - 1] in ("contradiction", "impossible"):
        return rest  # 'Since assuming Fae is a cat leads to a contradiction, Y'
    if "properties" in low[1:c] and _REMARK_REASON.issuperset(
        w for t, w in zip(reason, low[1:c], strict=True)
        if not is_name(t) and w not in _PROPERTIES_HELD and w not in _STATES_THAT
    ):
        # 'Since Max has all three properties, Y', 'Since this sentence states that Max
        # has all three of these properties, Y' (what they are is said before)
        return rest
    if low[1] in ("each", "all", "both") and "cases" in low[2:c] and (
        not _LEADS_TO.isdisjoint(low[2:c])
    ) and low[c + 1 : c + 2] == ["and"] and "," in low[c + 2 :]:
        d = low.index(",", c + 2)
        if any(is_name(t) for t in toks[c + 2 : d]) and any(w in COPULA for w in low[c + 2 : d]):
            # 'Since each of the three cases yields that X, and A or B or C, Y': the
            # second reason, a claim, is the step's
            return [toks[0], *toks[c + 2 :]]
    if _one_of_these(reason, low[1:c], is_name):
        return rest  # 'Since Max is one of these three and each option makes Max a gorpus, Y'
    if _one_holds(low[1:c]) and not any(is_name(t) for t in reason):
        return rest  # 'Since at least one of the cases must be true, Y'
    if any(w in COPULA or w in ("be", "isn't", "aren't") for w in low[1:c]):
        return None
    if any(is_name(w) and not _cited_at(low, k + 1) for k, w in enumerate(reason)) and (
        low[0] in _REMARK_GERUNDS or _LEADS_TO.isdisjoint(low[1:c])
    ):
        return None  # (a step's number is no name: 'Going back to step 4, Y')
    # a second remark joined to the first: 'Since both cases lead to the same result,
    # and one of them must hold, we conclude that …'
    rlow = low[c + 1 :]
    if rlow[0] == "and" and "," in rlow[1:]:
        d = rlow.index(",", 1)
        if d + 2 < len(rlow) and (not any(
            w in COPULA or w in ("be", "isn't", "aren't") or (
                is_name(t) and rlow[j] not in _CITED)  # ('statement 5 guarantees that …')
            for j, (t, w) in enumerate(zip(rest[1:d], rlow[1:d], strict=True))
        ) or _one_of_these(rest[1:d], rlow[1:d], is_name)):
            # ('…, and Alex must be one of them, Y')
            return rest[d + 1 :]
    return rest


def _cases_yield_remark(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Since A or B, and each alternative yields that Y, Y`` as ``Since A or B, Y``: the
    second reason says where the cases lead, which the conclusion after it says again.
    None for any other sentence."""
    if low[0] not in ("since", "because", "as"):
        return None
    for i in range(3, len(low) - 6):
        if low[i : i + 2] == [",", "and"] and low[i + 2] in _ALL_WORDS and low[i + 3 : i + 5] in (
            ["of", "these"], ["of", "them"], ["of", "those"]
        ) and low[i + 5] in ("makes", "make", "gives", "yields", "leads") and (
            "," in low[i + 6 :]
        ):
            # 'Since A, B, or C, and each of these makes Sam a lorpus, Y'
            e = low.index(",", i + 6)
            if e + 2 < len(low):
                return [*toks[:i], *toks[e:]]
        if low[i : i + 2] == [",", "and"] and low[i + 2] in _ALL_WORDS and (
            low[i + 3] in _CASE_WORDS or low[i + 3] in _KINDS or low[i + 3] == "alternative"
        ) and low[i + 4] in _LEADS_TO and "," in low[i + 5 :]:
            e = low.index(",", i + 5)
            if e + 2 < len(low):
                return [*toks[:i], *toks[e:]]
    return None


_SAME_WORDS = frozenset({"conclusion", "result", "answer", "outcome", "thing"})
_NUMBER_WORDS = frozenset({"two", "three", "four", "five", "six", "2", "3", "4", "5", "6"})


def _same_result_remark(toks: list[str], low: list[str], is_name: IsName
                        ) -> list[str] | None:
    """``All four cases give the same result, and since D, Y`` and ``Since every case
    yields the same conclusion and D, Y`` as ``Since D, Y``: that the cases agree is a
    remark beside the disjunction they split, the reason; so is ``Either way the result
    is the same, so since D, Y``, and so is ``Either way Y, and since D, Y`` (the result
    said before its reason, set 250 #48). None for any other sentence."""
    if low[:2] == ["either", "way"]:
        said = _either_way_then_since(toks, low)
        if said is not None:
            return said
    m = next((len(w) for w in _EITHER_WAY_SAME if low[: len(w)] == w), 0)
    if m:
        i = m + (low[m : m + 1] == [","])
        i += low[i : i + 1] in (["so"], ["and"])
        if low[i : i + 1] in (["since"], ["because"], ["as"]) and i + 4 < len(low):
            return ["Since", *toks[i + 1 :]]
        return None
    k = low[0] in ("since", "because", "as")
    i = k
    if low[i : i + 1] == [] or low[i] not in _ALL_WORDS:
        return None
    i += 1
    i += low[i : i + 1] != [] and low[i] in _NUMBER_WORDS
    i += low[i : i + 1] == ["of"] and low[i + 1 : i + 2] == ["the"] and 2
    if low[i : i + 1] == [] or low[i] not in _CASE_WORDS or low[i + 1 : i + 2] == [] or (
        low[i + 1] not in _LEADS_TO
    ):
        return None
    i += 2
    i += low[i : i + 1] == ["to"]
    if low[i : i + 2] != ["the", "same"] or low[i + 2 : i + 3] == [] or (
        low[i + 2] not in _SAME_WORDS
    ):
        return None
    i += 3
    i += low[i : i + 1] == [","]
    if low[i : i + 1] != ["and"] or i + 4 >= len(low) or low[-1] == ":":
        return None  # (a lead-in: '…, we conclude:', parse._reason_of_plan)
    i += 1
    if k:
        return ["Since", *toks[i:]] if is_name(toks[i]) else None
    return [*toks[i:]] if low[i] in ("since", "because", "as") else None


def _either_way_then_since(toks: list[str], low: list[str]) -> list[str] | None:
    """``Either way Y, and since D, Y`` as ``Since D, Y`` (Y the same words twice)."""
    y = 2 + (low[2:3] == [","])
    s = next((i for i in range(y + 3, len(low) - 4) if low[i : i + 2] == [",", "and"]
              and low[i + 2] in ("since", "because", "as")), None)
    if s is None:
        return None
    end = len(low) - (low[-1] in (".", "!"))
    c = max((i for i in range(s + 4, end) if low[i] == ","), default=None)
    if c is None or low[c + 1 : end] != low[y:s]:
        return None
    return ["Since", *toks[s + 3 :]]


# ('Either way the result is the same, so since D, Y'; 'In either case, …' is left as
# 'the result is the same, and since D, Y' by _without_case_remarks)
_EITHER_WAY_SAME = tuple(
    [*lead, *same] for lead in ([], ["either", "way"], ["either", "way", ","])
    for same in (["the", "result", "is", "the", "same"], ["we", "get", "the", "same", "result"])
)


def without_same_result(toks: list[str]) -> list[str] | None:
    """_same_result_remark for parse.py's readings of a lead-in (``Since every case
    yields the same conclusion and D, we conclude:``)."""
    if toks[-1:] != [":"]:
        return None
    out = _same_result_remark([*toks[:-1], "."], [t.lower() for t in toks[:-1]] + ["."],
                              lambda t: t[:1].isupper())
    return None if out is None else [*out[:-1], ":"]


def _one_of_these(reason: list[str], low: list[str], is_name: IsName) -> bool:
    """Whether a reason says only that the entity is one of the cases named before
    (``Max is one of these three``, ``Max must be at least one of these four``), and
    maybe, with no copula, where they lead (``and each option makes Max a gorpus``): a
    remark, which the conclusion after it does not rest on as a step."""
    if len(low) < 5 or not is_name(reason[0]):
        return False
    j = next((1 + len(v) for v in _IS_ONE_OF if low[1 : 1 + len(v)] == v), 0)
    j += 2 * (low[j : j + 2] == ["at", "least"])
    if not j or low[j : j + 2] != ["one", "of"]:
        return False
    if low[j + 2 : j + 3] not in (["these"], ["those"], ["the"], ["them"]):
        return False
    k = j + 3
    while k < len(low) and (low[k] in _CASE_COUNTS or low[k] in _CASE_WORDS
                            or low[k] in _KINDS):
        k += 1
    return k == len(low) or (
        low[k] == "and" and not any(w in COPULA or w in ("be", "isn't", "aren't")
                                    for w in low[k + 1 :])
    )


_IS_ONE_OF = (["is"], ["must", "be"], ["has", "to", "be"], ["must", "fall", "into"],
              ["falls", "into"], ["must", "belong", "to"])
_KINDS = frozenset({"things", "kinds", "classes", "categories", "types", "alternatives"})
# What a reason without a copula may say of a named entity and still be a remark: where
# the cases lead ('every option leads to Sally being an impus').
_LEADS_TO = frozenset({"leads", "lead", "gives", "give", "yields", "yield", "results",
                       "result"})
# A lead-in of what the writer does, not of what holds: 'Taking the third conjunct, …'.
_REMARK_GERUNDS = frozenset({"taking", "going", "turning", "returning", "focusing",
                             "considering", "checking", "reading", "starting", "continuing",
                             "proceeding", "moving", "combining", "putting", "dropping",
                             "ignoring", "discarding", "setting", "keeping", "extracting",
                             "selecting", "picking", "choosing"})


_AND_THAT_RULES = frozenset({"every", "each", "all", "everything", "anything", "any"})


def _and_that(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``… (both) that A and that B`` as ``… that A and B`` (B a clause about a named
    entity, or a rule); None when there is none.

    After a lead that cites the context (``The context states that A and that B``,
    ``We are told that A and that B``) A and B are two premises restated, each a step
    of its own (``A; B``, see parse._sentence), not their conjunction: a conjunction of
    two context facts that no step has stated is no one-step inference."""
    for i in range(2, len(low) - 3):
        if low[i] == "and" and low[i + 1] == "that" and (
            is_name(toks[i + 2]) or low[i + 2] in _AND_THAT_RULES
        ) and "that" in low[:i]:
            b = low.index("that")  # '… tells us both that A and that B': 'both' goes
            head = toks[: b - 1] if b > 0 and low[b - 1] == "both" else toks[:b]
            if cites_context(low[: len(head)]):
                return [*head, "that", *_claims_listed(toks, low, b + 1, is_name)]
            return [*head, *toks[b : i + 1], *toks[i + 2 :]]
    return None


def _claims_listed(toks: list[str], low: list[str], start: int, is_name: IsName
                   ) -> list[str]:
    """The clauses of ``A, that B(,) and that C`` from start, joined by ';' (each a step,
    see parse._sentence)."""
    out: list[str] = []
    for k in range(start + 2, len(low) - 2):
        if low[k] == "that" and low[k - 1] in (",", "and") and (
            is_name(toks[k + 1]) or low[k + 1] in _AND_THAT_RULES
        ):
            part = toks[start:k]
            while part and part[-1].lower() in (",", "and"):
                part = part[:-1]
            out += [*part, ";"]
            start = k + 1
    return [*out, *toks[start:]]


_CONTEXT_CITED = frozenset({"context", "premise", "premises", "facts", "problem", "told",
                            "given", "stated"})
_CONTEXT_LEAD = _CONTEXT_CITED | {"the", "also", "directly", "explicitly", "clearly",
                                  "states", "state", "says", "say", "tells", "tell", "us",
                                  "we", "are", "we're", "it", "is", "it's", "and", "so",
                                  "now", "first", "next", ",", "from", "know", "by"}


def cites_context(lead: list[str]) -> bool:
    """Whether the words before a 'that' only say the context gives it ('The context
    also states', 'We are told', 'It is given'; 'It also tells us', after a sentence that
    cited the context)."""
    return (not _CONTEXT_CITED.isdisjoint(lead) and all(w in _CONTEXT_LEAD for w in lead)
            or lead in _IT_ALSO_SAYS)


_IT_ALSO_SAYS = (["it", "also", "states"], ["it", "also", "says"], ["it", "also", "tells", "us"])


_SUBORDINATORS = frozenset({"since", "because", "as", "given", "if", "although", "though",
                            "while", "when", "assume", "suppose", "being"})
_AT_LEAST_ONE = ("at", "least", "one", "of", "the", "following")
_HOLDS = (("holds",), ("is", "true"), ("must", "hold"), ("must", "be", "true"),
          ("is", "the", "case"), ("applies",))


def _at_least_one(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``At least one of the following holds: A, B, or C`` as ``A, B, or C``, and ``Fae
    is at least one of the following: a cat, …`` as ``Fae is a cat, …`` (what an
    inclusive 'or' says, so the list must be joined by 'or'); None when the phrase is not
    there."""
    n = len(_AT_LEAST_ONE)
    i = next((k for k in range(len(low) - n) if tuple(low[k : k + n]) == _AT_LEAST_ONE), None)
    if i is None:
        return None
    j = i + n
    verb = next((v for v in _HOLDS if tuple(low[j : j + len(v)]) == v), ())
    j += len(verb)
    if j < len(low) and low[j] == ":":
        j += 1
    rest = low[j:]
    if not rest or "or" not in rest or "and" in rest:  # ', and' would say all of them
        return None
    return [*toks[:i], *toks[j:]]


def _replace_first(
    toks: list[str], phrase: tuple[str, ...], new: tuple[str, ...], *, after: int
) -> list[str] | None:
    """``toks`` with the first occurrence of ``phrase`` (lowercase, not at the start and
    followed by at least ``after`` tokens) replaced by ``new``; None when there is none."""
    low = [t.lower() for t in toks]
    n = len(phrase)
    for i in range(1, len(low) - n - after + 1):
        if tuple(low[i : i + n]) == phrase:
            return [*toks[:i], *new, *toks[i + n :]]
    return None


def _applied_rule(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Applying (the rule) R (to C), Y`` and ``Using R, Y`` as ``Since R, Y`` (the
    quotes around R are gone by now); ``Y`` may open with ``we get``. None when R is
    empty, or when no comma ends it (``Therefore, by applying the rule Fae is a cat``:
    the lead-in's own comma is no end of R)."""
    if "," not in low:
        return None
    c = low.index(",")
    a, b = 1, c
    if low[a : a + 2] in (["the", "rule"], ["this", "rule"], ["the", "fact"], ["the", "premise"]):
        a += 2
    if b - a > 2 and low[b - 2] == "to" and is_name(toks[b - 1]):
        b -= 2
    if b <= a:
        return None
    rest = toks[c + 1 :]
    if not any(w in COPULA for w in low[a:b]):
        return rest or None  # 'By the same rule, Y': a reference that states no rule
    k = match_start(low[c + 1 :], _WE_GET)
    if 0 < k < len(rest):
        rest = rest[k:]
    return ["Since", *toks[a:b], ",", *rest]


# What the writer will do next, after a claim ('…, so let's check both cases'): no claim.
_PLANS = by_first(
    (("let's",), ("let", "us"), ("let", "me"), ("i", "will"), ("i'll",), ("we", "will"),
     ("we'll",), ("we", "need", "to"), ("we", "have", "to"), ("i", "need", "to"),
     ("consider",), ("we", "consider"), ("we", "reason", "by", "cases"),
     ("we", "can", "reason", "by", "cases"), ("we", "use", "proof", "by", "cases"),
     ("we", "check"), ("we", "examine"), ("we", "can", "check"), ("we", "can", "examine"),
     ("we", "can", "consider"), ("we", "should", "check"), ("we", "must", "check"),
     ("reason", "by", "cases"), ("argue", "by", "cases"),
     # '…, so we prove the claim in each case' ('show it', 'handle each case')
     *(("we", v, *o) for v in ("prove", "show", "handle", "treat")
       for o in (("the", "claim"), ("it",), ("each", "case"), ("both", "cases"),
                 ("all", "cases"))))
)


def _without_plan(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A claim with what the writer will do next joined to it, ``X, so let's check both
    cases`` (``, and I will …``, ``, then we need to …``, ``X and consider each case``,
    ``Since X, consider each possibility``), as ``X``; ``Since A, we can combine these
    two facts: B`` as ``Since A, B``. None when there is none."""
    for i in range(2, len(low) - 4):
        if low[i] == "," and low[i + 1 : i + 4] in (["we", "can", "combine"], ["we", "combine"],
                                                   ["i", "combine"]) and ":" in low[i + 3 :]:
            c = low.index(":", i + 3)
            if c < i + 9 and c + 2 < len(low) and not any(
                w in COPULA or is_name(t) for t, w in zip(toks[i:c], low[i:c], strict=True)
            ):
                return [*toks[: i + 1], *toks[c + 1 :]]
    for i in range(2, len(low) - 2):
        if low[i] == "," and low[i + 1] in ("so", "and", "then") and match_start(
            low[i + 2 :], _PLANS
        ):
            return toks[:i]
        if low[i] == "and" and low[i + 1] in _PLAN_VERBS and match_start(low[i + 1 :], _PLANS):
            # 'We use the premise "X" and consider each case'
            return toks[:i]
        if low[i] == "," and low[0] == "since" and i > 3 and match_start(low[i + 1 :], _PLANS):
            # 'Since X, consider each possibility.' (', we examine each case'): X
            return toks[1:i]
    return None


_PLAN_VERBS = frozenset({"consider", "reason", "argue"})


_CITED = frozenset({"step", "line", "statement", "premise", "fact", "point", "rule", "part"})
# What a premise is called when a model says what it says (_what_it_says): not the
# statement or claim under question.
_SOURCES = frozenset({"rule", "premise", "context", "fact", "sentence", "information",
                      "problem", "text"})
_SOURCES_PLURAL = frozenset({"premises", "rules", "facts"})
_SAYS = (["says"], ["states"], ["tells"], ["say"], ["state"], ["tell"])
_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "sixth", "last",
                       "next", "other", "given", "relevant", "key", "same"})
# What a writer does with a premise it cites (_cited_premise): 'We start from the fact
# that X', 'Recall the fact that X', 'Consider the premise X'.
_CITING = frozenset({"we", "i", "let's", "let", "us", "me", "first", "now", "start", "begin",
                     "starting", "from", "with", "recall", "note", "consider", "use", "take",
                     "remember", "can", "again", ","})
_SO_LEADS = by_first(
    (("so",), ("which", "means", "that"), ("which", "means"), ("meaning", "that"),
     ("meaning",), ("hence",), ("therefore",), ("thus",), ("and", "so"),
     ("which", "gives", "us", "that"), ("which", "gives", "us"),
     ("which", "gives", ":"), ("which", "gives", "us", ":"))  # ('…, which gives: X')
)
_CITED_PLURAL = frozenset({w + "s" for w in _CITED})
# What a lead-in cites by number ('From Claims 1 and 2, X'): a claim or result by its
# number is an earlier step, not the statement under question
_NUMBERED = _CITED | _CITED_PLURAL | {
    w + s for w in ("claim", "result", "lemma") for s in ("", "s")}


def _double_since(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Since R, since X, Y`` (what _reason_lead makes of ``By the rule R, since X, Y``
    or ``By P2 (R), since X, Y``) as ``R, and since X, Y``: the rule cited, then the step
    it licenses with its reason. None for any other sentence."""
    if low[0] not in ("since", "because"):
        return None
    c = next((i for i in range(3, len(low) - 5)
              if low[i] == "," and low[i + 1] in ("since", "because")), None)
    if c is None or "," not in low[c + 3 :]:
        return None
    return [*toks[1:c], ",", "and", *toks[c + 1 :]]


_SAYING = frozenset({"includes", "contains", "says", "states", "tells"})


def _since_it_says(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Since this statement includes (that) X, Y`` (``the conjunction contains``, ``the
    premise says``) as ``Since X, Y``: the reason is what the statement says. None for
    any other sentence."""
    if len(low) < 9 or low[0] not in ("since", "because", "as") or low[1] not in (
        "this", "the", "that"
    ) or (low[2] not in _STATEMENT_WORDS and low[2] not in ("premise", "fact", "sentence")) or (
        low[3] not in _SAYING
    ):
        return None
    k = 4 + (low[4] == "us")
    k += low[k] == "that"
    return ["Since", *toks[k:]] if is_name(toks[k]) else None


def _cited_lead(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A lead-in that cites earlier steps by number, dropped: ``(Also) from step 1, X``,
    ``By steps 2 and 3, X``, ``(By) combining 1 and 3, X``, ``Putting steps 3 and 4
    together, X`` as ``X`` (the verifier finds the premises itself); after an ordering
    marker, which is kept (``Therefore, from Step 3 and Step 4, X``). None for any other
    sentence."""
    m = _marker_lead(low)
    if m:
        rest = _cited_lead(toks[m:], low[m:], is_name)
        return None if rest is None else [*toks[:m], *rest]
    k = low[0] == "also"
    if low[k : k + 2] in (["by", "combining"], ["by", "using"], ["together", "with"]):
        k += 1  # ('Together with step 2, X')
    if low[k : k + 1] not in (["from"], ["by"], ["using"], ["combining"], ["with"],
                              ["putting"], ["applying"]) or len(low) < k + 5:
        return None
    putting = low[k] == "putting"  # (only with 'together' after the numbers)
    k += 1
    j = k
    while j < len(low) and low[j] in ("and", "&"):
        j += 1
    if j + 2 < len(low) and low[j] in (",", ":"):
        # 'From (1), X', 'From (3): X', 'Combining (2) and (4), X': the numbers in
        # brackets were dropped as remarks (_without_inner_remarks)
        return toks[j + 1 :]
    if (low[k] == "the" and low[k + 1 : k + 2] and low[k + 1] in _ORDINALS
            and low[k + 2 : k + 3] and low[k + 2] in _CITED):
        about = low[k + 3 : k + 4] == ["about"] and k + 4 < len(toks) and is_name(toks[k + 4])
        c = k + 3 + 2 * about
        if low[c : c + 1] == [","] and c + 2 < len(low):
            return toks[c + 1 :]  # 'From the second statement (about Fae), X'
    if low[k] in ("this", "that") and low[k + 1 : k + 2] == ["and"]:
        k += 2  # 'From this and 3, X'
    elif low[k : k + 4] in (["the", "previous", "step", "and"], ["the", "last", "step", "and"]):
        k += 4  # 'From the previous step and 3: X'
    if k >= len(low):
        return None  # ('From the previous step and': cut off)
    if low[k] in _NUMBERED:
        k += 1  # ('Combining 1 and 3, X': the numbers alone, or 'From P2', 'From Claims 1
        # and 2')
    elif not _cited_number(low[k]) and not (low[k] == "(" and _cited_number(low[k + 1])):
        return None

    def more(j: int) -> bool:  # a list of numbers goes on at j: '2', 'and 3', ', 3'
        nxt = [w for w in low[j + 1 : j + 4] if w not in ("(", ")")][:2]
        return bool(nxt) and (
            _cited_number(nxt[0])
            or (nxt[0] == "and" and len(nxt) == 2 and _cited_number(nxt[1]))
        )

    while k < len(low) and (
        _cited_number(low[k]) or low[k] in ("and", "&", "(", ")")
        or (low[k] == "," and more(k))
        or (low[k] in _RANGE_DASHES and _cited_number(low[k - 1])  # 'From 1–4, X'
            and k + 1 < len(low) and _cited_number(low[k + 1]))
        or (low[k] in _NUMBERED  # 'Step 1 and Step 2',
            and low[k - 1] in ("and", "&", ",", "with")  # 'step 6 with steps 7 and 8'
            and _cited_number(low[k + 1 : k + 2][0] if k + 1 < len(low) else ""))
        or (low[k] == "with" and _cited_number(low[k - 1]) and k + 1 < len(low)
            and low[k + 1] in _NUMBERED)
    ):
        k += 1
    if putting:
        if low[k : k + 1] != ["together"]:
            return None
        k += 1
        if low[k : k + 1] != [","]:
            return None
    elif k == len(low) or low[k] not in (",", ":") or not (
        _cited_number(low[k - 1]) or low[k - 1] == ")"
    ):
        return None
    return toks[k + 1 :] or None  # (after a colon too: 'From Step 1: X', 'From 3 and 4: X')


def _inner_citation(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A citation opening a later clause dropped, as _cited_lead drops one opening the
    sentence: ``By rule 1, Alex is a gorpus, and by rules 2–4, Alex is a shumpus`` as
    ``…, and so Alex is a shumpus``; ``Alex is red, and by step 2 a gorpus`` as ``Alex is
    red, and a gorpus``."""
    if "by" not in low and "from" not in low:
        return None
    for i in range(2, len(low) - 4):
        if low[i] not in ("by", "from") or low[i - 1] not in ("and", "so", "then"):
            continue
        if low[i + 1] not in _CITED and low[i + 1] not in _CITED_PLURAL:
            continue
        k = i + 2
        while k < len(low) and (_cited_number(low[k]) or low[k] in _NUMBER_JOINS):
            k += 1
        if k > i + 2 and k + 2 < len(low) and low[k] == "," and _cited_number(low[k - 1]):
            # (what a cited rule gives is a claim of its own: 'and so'; 'and from step 1,
            # X' restates X beside the claim before it: 'and')
            so = low[i - 1] == "and" and low[i] == "by"
            return [*toks[:i], *(["so"] if so else []), *toks[k + 1 :]]
        if k > i + 2 and low[i - 1] == "and" and low[k : k + 1] in (["a"], ["an"], ["not"]):
            # 'Stella is loud, and by step 2 a brimpus': one more object, its source cited
            return [*toks[:i], *toks[k:]]
    return None


_NUMBER_JOINS = frozenset({"and", "-", "–", "—", "to", "through"})
_RANGE_DASHES = frozenset({"-", "–", "—", "to", "through"})


def _cited_at(low: list[str], k: int) -> bool:
    """Whether ``low[k]`` is a cited number: 'step 4', 'rules 2 and 3', 'premises 1-2'."""
    while k > 0 and _cited_number(low[k]):
        k -= 1
        if low[k] in _CITED or low[k] in _CITED_PLURAL:
            return True
        if (low[k] == "," or low[k] in _NUMBER_JOINS) and k > 0:
            k -= 1
    return False


def _cited_number(w: str) -> bool:
    """A step or premise number: '3', 'P2', 'S1', '4a' (CITED_LABEL)."""
    return CITED_LABEL.match(w) is not None


_ROMAN = {"i": "1", "ii": "2", "iii": "3", "iv": "4", "v": "5"}


def _cited_label(tok: str) -> bool:
    """A step or premise number (_cited_number) or a fact's label of one capital letter
    ('F', as the writer labelled it: '(F) Sally is not a shumpus')."""
    return _cited_number(tok.lower()) or (len(tok) == 1 and tok.isupper())


_CITED_RESULTS = frozenset({"result", "conclusion", "fact", "finding", "claim"})
_NAMED_RESULTS = _CITED_RESULTS | {"lemma", "premise"}


def _contradicts_cited(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``This contradicts step 1, which says (that) X`` (``line 3``, ``premise 2``,
    ``which states``; ``, where we found that X`` is _cited_where's, read before), ``This
    contradicts step 1 (X)`` and
    ``This contradicts the result of step 1 that X`` as ``This contradicts X``: what the
    cited step says is what is contradicted; ``That contradicts what we (just)
    established — that X`` as ``That contradicts the fact that X``. After ``But`` too.
    None for any other sentence."""
    j = low[0] in ("but", "and", "again", "however")
    j += low[j : j + 1] == [","]
    toks, low = toks[j:], low[j:]
    if "part" in low[2:4] and low.index("part") + 1 < len(low) and (
        low[low.index("part") + 1] in _ROMAN
    ):  # ('This contradicts Part I (X)' as '… Part 1 (X)')
        r = low.index("part") + 1
        toks, low = [*toks[:r], _ROMAN[low[r]], *toks[r + 1 :]], [
            *low[:r], _ROMAN[low[r]], *low[r + 1 :]]
    if low[:1] in (["step"], ["line"]) and "contradicts" in low[1:4] and all(
        w in ("(", ")") or _cited_number(w) for w in low[1 : low.index("contradicts")]
    ):
        # 'Step (4) contradicts (P3), which says X': the step just derived, as 'This'
        c = low.index("contradicts")
        toks, low = ["This", *toks[c:]], ["this", *low[c:]]
    if len(low) < 3 or low[0] not in ("this", "that", "it") or low[1] != "contradicts":
        return None
    if low[2:4] == ["what", "we"]:
        k = 4
        while k < len(low) and low[k] in ("just", "already", "have", "had", "previously"):
            k += 1
        if k == len(low) or low[k] not in _ESTABLISHED:
            return None
        k += 1
        k += k < len(low) and low[k] in ("above", "earlier", "before")  # ('… established
        # above, that X')
        if low[k : k + 1] == ["in"] and low[k + 1 : k + 2] and low[k + 1] in _CITED and (
            _cited_number(low[k + 2] if k + 2 < len(low) else "")
        ):
            k += 3  # ('… established in Part 1, namely that X')
        k += k < len(low) and low[k] in ("—", "–", "-", ",", ":")
        k += low[k : k + 1] == ["namely"]
        k += low[k : k + 1] == ["that"]
        return [toks[0], "contradicts", "the", "fact", "that", *toks[k:]] if k < len(toks) else None
    k = 2 + (low[2] in ("the", "our"))
    if k == len(low):
        return None  # 'This contradicts the.'
    if (low[k] in _CITED_RESULTS and low[k + 1 : k + 2] in (["of"], ["in"], ["from"])
            and low[k + 2 : k + 3] and low[k + 2] in _CITED and low[k + 4 : k + 5] == ["that"]
            and _cited_number(low[k + 3]) and k + 5 < len(low)):
        # 'This contradicts the result of Step 2 that X'
        return [toks[0], "contradicts", "the", "fact", "that", *toks[k + 5 :]]
    cited = [t for t, w in zip(toks[k + (low[k] in _CITED) :], low[k + (low[k] in _CITED) :],
                               strict=True) if w not in ("(", ")")]
    if cited and all(_cited_label(t) for t in cited):
        # 'This contradicts P2.', '… step 1.', '… F.' (a fact labelled with a letter)
        return ["This", "is", "a", "contradiction"]
    if "," in low[k:]:  # 'This contradicts (P2), so Fae is not a cat.'
        c = low.index(",", k)
        cited = [w for w in low[k + (low[k] in _CITED) : c] if w not in ("(", ")")]
        # (a bracketed label is gone by now: _without_inner_remarks dropped it)
        if (c == k or cited and all(_cited_number(w) for w in cited)) and (
            low[c + 1 : c + 2] and low[c + 1] in SO_WORDS
        ):
            return ["This", "is", "a", "contradiction", ",", *toks[c + 1 :]]
    if _cited_number(low[k]) and low[k + 1 : k + 3] == [",", "which"] and k + 4 < len(low) and (
        low[k + 3] in _STEP_SAYS
    ):
        # 'This contradicts P3, which says X' (a premise's label)
        x = k + 4 + (low[k + 4] == "that")
        return [toks[0], "contradicts", *toks[x:]] if x < len(toks) else None
    if low[k : k + 2] == [",", "which"] and k + 3 < len(low) and low[k + 2] in _STEP_SAYS:
        # 'But this contradicts (1), which says X' (_without_inner_remarks dropped the
        # '(1)'): what the cited line says is what is contradicted
        x = k + 3 + (low[k + 3] == "that")
        return [toks[0], "contradicts", *toks[x:]] if x < len(toks) else None
    if len(low) < 6:
        return None
    if _cited_number(low[k]) and low[k + 1] == "(" and low[-1] == ")" and "(" not in low[
        k + 2 :
    ]:
        # 'This contradicts 2 (Rex is not a rompus).': a step cited by its number alone
        # (or its label: 'F1 (…)')
        return [toks[0], "contradicts", *toks[k + 2 : -1]]
    if low[k] in _NAMED_RESULTS and low[k + 1] == "(" and low[-1] == ")" and "(" not in low[
        k + 2 :
    ]:
        # 'This contradicts the lemma (Fae is not a sterpus).': what it says, in brackets
        return [toks[0], "contradicts", *toks[k + 2 : -1]]
    if len(low) < 8 or low[k] not in _CITED or not low[k + 1].isdigit():
        return None
    if low[k + 2] == "(" and low[-1] == ")" and "(" not in low[k + 3 :]:
        # 'This contradicts step 3 (Fae is not a cat).'
        return [toks[0], "contradicts", *toks[k + 3 : -1]]
    if low[k + 2] in (":", ",") and is_name(toks[k + 3]):
        # 'This contradicts step 2: Sam is not a jompus.' (', Sam is …')
        return [toks[0], "contradicts", *toks[k + 3 :]]
    if low[k + 2] == "," and low[k + 3] == "that" and k + 4 < len(toks) and is_name(toks[k + 4]):
        return [toks[0], "contradicts", *toks[k + 4 :]]  # 'statement 1, that Sam is …'
    if low[k + 2 : k + 4] == [",", "where"] and is_name(toks[k + 4]):
        return [toks[0], "contradicts", *toks[k + 4 :]]  # 'step 1, where Max is not muffled'
    if low[k + 2 : k + 4] != [",", "which"]:
        return None
    if low[k + 4] not in _STEP_SAYS:
        return None
    x = k + 5 + (low[k + 5 : k + 6] == ["that"])
    return [toks[0], "contradicts", *toks[x:]] if x < len(toks) else None


# What a cited step does with what it holds: 'step 1, which says (that) X'.
_STEP_SAYS = frozenset({"says", "states", "is", "said", "stated", "shows", "showed",
                        "gives", "gave", "establishes", "established"})
_FACT_WORDS = frozenset({"fact", "facts", "thing", "point", "information", "premise", "given"})
_WHICH_ONE = frozenset({"relevant", "key", "applicable", "useful", "needed", "first",
                        "second", "third", "next", "last", "crucial"})
_CITED_ITEMS = frozenset({"rule", "fact", "premise", "disjunction", "conjunction"})
_WHICH_WE_USE = frozenset({"we", "i", "need", "use", "want", "that", "which", "applies",
                           "to", "here"})
_SUFFICES = frozenset({"sufficient", "enough"})
_SUFFICES_FILLER = frozenset({"on", "its", "own", "by", "itself", "alone", "here"})
_STATES = frozenset({"states", "says", "tells", "gives"})
_ESTABLISHED = frozenset({"established", "showed", "shown", "derived", "proved", "proven",
                          "found", "know", "concluded"})
_RELATIVE_THING = frozenset({"everything", "anything", "something", "whatever"})


_GET_VERBS = frozenset({"get", "have", "obtain", "know", "conclude", "derive", "find", "see",
                        "infer", "deduce"})


def _so_since(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``A, so since X, Y`` as ``A, and since X, Y`` (Y follows from X and what A said);
    ``A, so because X, Y`` likewise; when A says nothing a step could (no copula, no
    name: 'Every case gives the same result, so since X, Y'), ``Since X, Y``."""
    if "since" not in low and "because" not in low:
        return None
    for k in range(2, len(low) - 4):
        if low[k - 1 : k + 1] == [",", "so"] and low[k + 1] in ("since", "because"):
            if not any(w in COPULA or is_name(t)
                       for t, w in zip(toks[: k - 1], low[: k - 1], strict=True)):
                return ["Since", *toks[k + 2 :]]
            return [*toks[:k], "and", "since", *toks[k + 2 :]]
    return None


def _we_get_colon(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``…, we get: X`` (``we have:``, ``we can conclude:``) as ``…, we get X``; ``…, we
    have proven: X`` (shown, established) and ``…, the statement is proven: X`` as ``…,
    X``; ``…, we can put these together: X`` (conjoin these facts, combine them into one
    statement) as ``…, X``."""
    if ":" not in low or ("we" not in low and "is" not in low):
        return None
    for k in range(2, len(low) - 2):
        if low[k] == ":" and low[k - 1] in ("these", "them", "facts"):
            w = next((w for w in range(k - 2, max(k - 6, 0), -1)
                      if low[w - 1] in (",", "so") and tuple(low[w:k]) in _CONJOIN), None)
            if w is not None:
                return [*toks[:w], *toks[k + 1 :]]  # ('Since A and B, we can conjoin these
            continue                                 # facts: C')
        if low[k] == ":" and low[k - 1] in ("statement", "sentence", "claim"):
            w = next((w for w in range(k - 5, max(k - 11, 0), -1)
                      if low[w - 1] in (",", "so") and tuple(low[w:k]) in _COMBINE_INTO), None)
            if w is not None:
                return [*toks[:w], *toks[k + 1 :]]  # ('Since A and B, we can combine these
            continue                                 # facts into one statement: C')
        if low[k] == ":" and low[k - 1] == "together":
            w = next((w for w in range(k - 4, max(k - 7, -1), -1)
                      if tuple(low[w:k]) in _PUT_TOGETHER), None)
            if w is not None and w > 0 and low[w - 1] in (",", "so"):
                return [*toks[:w], *toks[k + 1 :]]  # ('Since A and B, we can put these
            continue                                 # together: C')
        if low[k] == ":" and low[k - 1] in _ESTABLISHED and low[k - 2] == "is" and (
            low[k - 3] in ("statement", "claim", "goal") and low[k - 4 : k - 3] == ["the"]
            and k + 1 < len(toks) and is_name(toks[k + 1])
        ):
            s0 = k - 4  # ('Therefore, the statement is proven: X' as 'Therefore, X')
            return [*toks[:s0], *toks[k + 1 :]]
        if low[k] == ":" and low[k - 1] in _ESTABLISHED and low[k - 2] == "have" and (
            low[k - 3] == "we" and (k == 3 or low[k - 4] == ",")
        ):
            return [*toks[: k - 3], *toks[k + 1 :]]  # ('Since X, we have proven: Y')
        if low[k] == ":" and low[k - 1] in _GET_VERBS:
            w = k - 2 - (low[k - 2] in ("can", "now", "then", "thus"))
            if w >= 0 and low[w] == "we" and (w == 0 or low[w - 1] not in _WHAT):
                return [*toks[:k], *toks[k + 1 :]]
    return None


_CONJOIN = frozenset({(*we, v, *o) for we in (("we", "can"), ("we",))
                     for v in ("conjoin", "combine")
                     for o in (("these",), ("them",), ("these", "facts"), ("the", "facts"))})
_COMBINE_INTO = frozenset({(*we, "combine", *o, "into", *one, n)
                          for we in (("we", "can"), ("we",))
                          for o in (("these",), ("them",), ("these", "facts"),
                                    ("these", "three", "facts"), ("these", "four", "facts"),
                                    ("these", "two", "facts"), ("all", "of", "these"))
                          for one in (("one",), ("a", "single"), ("a",))
                          for n in ("statement", "sentence", "claim")})
_PUT_TOGETHER = frozenset({(*we, v, o, "together") for we in (("we", "can"), ("we",))
                           for v in ("put", "bring") for o in ("these", "them", "this")})
_WHAT = frozenset({"what", "all", "everything", "whatever"})  # 'what we know: X' is no 'we know X'


_MEETS = frozenset({"satisfies", "meets", "fulfils", "fulfills", "matches"})
_HOW_MANY = frozenset({"all", "both", "the", "these", "its", "her", "his", "each", "every",
                       "two", "three", "four", "five", "of", "rule's", "required"})
_CONDITION = frozenset({"condition", "conditions", "requirement", "requirements",
                        "antecedent", "criterion", "criteria"})


# What 'X satisfies' is followed by when it names no condition ('satisfies the rule',
# 'satisfies all three', 'satisfies one of them').
_NOT_A_CONDITION = frozenset({"the", "its", "this", "that", "these", "those", "all", "both",
                              "each", "every", "one", "either", "none", "neither", "any",
                              "it", "them", "his", "her", "their"})


_OF_THE_RULE = frozenset({"of", "the", "this", "that", "rule", "its", "rule's"})


def _conditions_said(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A clause that says only that C meets a rule's conditions, without naming them
    (``C satisfies all four conditions (of the rule)``), dropped where it is the reason
    or the conclusion of a sentence that says the rest: ``Since C satisfies all four
    conditions, Y`` as ``Y``; ``Since X, C satisfies all the conditions of the rule``
    as ``X``; ``Since X, she satisfies all the conditions, which means Y`` (``so Y``,
    ``→ Y``) as ``Since X, Y``. None for any other sentence."""
    v = next((i for i in range(1, len(low) - 1) if low[i] in _MEETS), None)
    if v is None or not (is_name(toks[v - 1]) or low[v - 1] in _PRONOUNS):
        return None
    e = v + 1
    while e < len(low) and (low[e] in _CONDITION or low[e] in _HOW_MANY
                            or low[e] in _OF_THE_RULE):
        e += 1
    if not any(w in _CONDITION for w in low[v + 1 : e]):
        return None
    s = v - 1  # the clause is toks[s:e]
    end = len(low)
    while end > e and low[end - 1] in (".", "!"):
        end -= 1
    if s == 1 and low[0] == "since" and low[e : e + 1] == [","] and e + 1 < end:
        return toks[e + 1 :]  # 'Since C satisfies all four conditions, Y'
    if s < 3 or low[0] != "since" or low[s - 1] != ",":
        return None
    if e == end:
        return toks[1 : s - 1]  # 'Since X, C satisfies all the conditions of the rule'
    for lead in ((",", "which", "means", "that"), (",", "which", "means"), (",", "so"), ("→",),
                 ("⇒",)):
        if tuple(low[e : e + len(lead)]) == lead and e + len(lead) < end:
            return [*toks[:s], *toks[e + len(lead) :]]  # 'Since X, …, which means Y'
    return None


def _meets_condition(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``C satisfies (meets) the condition (of being) A, B, or C`` (quoted or not) as
    ``C is A, B, or C``: what a rule's antecedent asks, said to hold of C; ``X, so C
    satisfies all four conditions`` as ``X``. None for any other sentence."""
    if _MEETS.isdisjoint(low):
        return None
    said = _conditions_said(toks, low, is_name)
    if said is not None:
        return said
    n = len(low)
    for c in range(3, n - 4):
        if low[c : c + 2] == [",", "so"] and (is_name(toks[c + 2]) or low[c + 2] in _PRONOUNS) and (
            low[c + 3] in _MEETS and any(w in _CONDITION for w in low[c + 4 :])
        ) and all(w in _CONDITION or w in _HOW_MANY for w in low[c + 4 :]):
            # 'X, so she satisfies all four conditions': that X is what the rule asks (a
            # condition it spells out is a claim: '…, so she meets the condition "A or B"')
            return toks[:c]
    v = next((i for i in range(1, len(low) - 3) if low[i] in _MEETS), None)
    if v is not None and (is_name(toks[v - 1]) or low[v - 1] in _PRONOUNS) and (
        low[v + 1] not in _NOT_A_CONDITION and not any(w in COPULA for w in low[v + 1 :])
    ):
        # 'Since Stella is a vumpus, she satisfies "amenable or a vumpus or bright"' (its
        # quotes already gone: _claim_about_claim): the antecedent, said to hold of her
        return [*toks[:v], "is", *toks[v + 1 :]]
    if v is None or low[v + 1] not in ("the", "its", "this", "that") or (
        low[v + 2] not in _CONDITION
    ):
        return None
    k = v + 3
    k += low[k : k + 1] == ["of"]
    k += low[k : k + 1] == ["being"]
    rest = [t for t in toks[k:] if t not in _QUOTES]
    if not rest or not is_name(toks[v - 1]) and low[v - 1] not in ("it", "she", "he", "they"):
        return None
    return [*toks[:v], "is", *rest]


def _we_established(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``(But) we (have) (already) established (in step 1) (that) X`` (shown, derived,
    proved, …; ``we already know that X``; ``But in Step 1(,) we found that X``) as ``We
    know that X``: a claim restated, where it was shown said or not. None for any other
    sentence."""
    k = low[0] in ("but", "and", "so", "now", "recall", "remember") or (
        low[0] in ("however", "again") and low[1:2] == [","])
    k += low[k : k + 1] == [","]
    if low[k : k + 2] in (["in", "step"], ["in", "line"]) and k + 3 < len(low) and (
        _cited_number(low[k + 2])
    ):
        k += 3 + (low[k + 3] == ",")  # ('But in Step 1 we found that X')
    if low[k : k + 1] not in (["we"], ["we've"]):
        return None
    k += 1
    k += low[k : k + 1] in (["have"], ["had"])
    k += low[k : k + 1] in (["already"], ["just"], ["previously"], ["earlier"])
    if low[k : k + 1] == [] or low[k] not in _ESTABLISHED:
        return None
    k += 1
    if low[k : k + 1] == ["in"] and low[k + 1 : k + 2] in (["step"], ["line"]):
        k += 2 + (k + 2 < len(low) and _cited_number(low[k + 2]))
    elif low[k : k + 1] in (["above"], ["earlier"], ["before"]):
        k += 1
    k += low[k : k + 1] == ["that"]  # ('we just showed Rex is not blue': no 'that')
    if k + 2 >= len(low) or not is_name(toks[k]):
        return None
    return ["We", "know", "that", *toks[k:]]


def _framed_claim(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A claim inside a frame that says where it comes from: ``The only fact we have
    about Fae is that X`` as ``X``; ``X, and it (also) states that R`` (``the context
    tells us that``) as ``X, and R``. None when there is none."""
    if low[0] == "the" and not _FACT_WORDS.isdisjoint(low[1:4]):
        for j in range(2, min(len(low) - 3, 14)):
            if low[j] == "is" and low[j + 1] == "that" and is_name(toks[j + 2]):
                return toks[j + 2 :]
    if (
        len(low) > 6 and low[0] == "the" and low[1] in _WHICH_ONE and low[2] in _CITED_ITEMS
        and (low[3] == "is" or low[3:5] == ["here", "is"])
    ):
        # 'The relevant rule is "Everything that is A is B."' (cited), 'The key fact is
        # the disjunction "A or B"', 'The relevant rule here is "R"'
        k = 4 + (low[3] == "here")
        k += 2 * (low[k : k + 2] in (["the", "disjunction"], ["the", "conjunction"]))
        k += low[k : k + 1] in ([":"], ["that"])  # ('The relevant rule is: "R"', '… is that R')
        for i in range(k + 2, len(low) - 5):
            # '…, and the relevant fact is "F"': the second cited item joined
            if low[i : i + 3] == [",", "and", "the"] and low[i + 3] in _WHICH_ONE and (
                low[i + 4] in _CITED_ITEMS and low[i + 5 : i + 6] == ["is"]
            ):
                return [*toks[k:i], ",", "and", *toks[i + 6 :]]
        return toks[k:]
    if len(low) > 7 and low[0] == "the" and low[1] in _CITED_ITEMS:
        # 'The rule we need is "R"', 'The rule that applies is R'
        j = next((j for j in range(3, 6) if low[j] == "is"), None)
        if j is not None and _WHICH_WE_USE.issuperset(low[2:j]):
            k = j + 1 + (low[j + 1] in (":", "that"))
            return toks[k:]
    if low[:3] == ["the", "fact", "that"] and not _SUFFICES.isdisjoint(low[-4:]):
        # 'The fact that Alex is a numpus is sufficient on its own.'
        end = len(low)
        while end > 6 and low[end - 1] in _SUFFICES_FILLER:
            end -= 1
        if end > 6 and low[end - 1] in _SUFFICES and low[end - 2] == "is":
            return toks[3 : end - 2]
    for i in range(2, len(low) - 4):
        if low[i] == "," and low[i + 1] == "and" and low[i + 2] in ("it", "the"):
            k = i + 3 + (low[i + 2 : i + 4] == ["the", "context"])
            k += low[k] == "also"
            if k < len(low) and low[k] in _STATES:
                k += 1 + (low[k + 1 : k + 2] in (["us"], ["me"]))
                k += low[k : k + 1] == ["that"]
                if k < len(low):
                    return [*toks[: i + 2], *toks[k:]]
    return None


def _impossible_because(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``This is impossible, because (we just established that) X``, ``This is a
    contradiction (,) since / as X`` and ``This is a contradiction with X`` as ``This
    contradicts with X``. None for any other sentence."""
    if low[:3] != ["this", "is", "impossible"] and low[:4] != ["this", "is", "a",
                                                               "contradiction"]:
        return None
    k = 3 if low[2] == "impossible" else 4
    if k == 4 and low[4:5] == ["with"]:  # 'This is a contradiction with X'
        k += 1
    else:
        k += low[k : k + 1] == [","]
        if low[k : k + 1] not in (["because"], ["since"], ["as"]):
            return None
        k += 1
    if low[k : k + 1] == ["we"]:  # 'we (just) established that', 'we are told (that)'
        j = k + 1 + (low[k + 1 : k + 2] in (["just"], ["already"], ["have"], ["previously"]))
        if low[j : j + 1] and low[j] in _ESTABLISHED and low[j + 1 : j + 2] == ["that"]:
            k = j + 2
        elif low[k + 1 : k + 3] in (["are", "told"], ["were", "told"], ["are", "given"]):
            k += 3 + (low[k + 3 : k + 4] == ["that"])
    return ["This", "contradicts", "with", *toks[k:]] if k < len(toks) else None


_CASE_LETTERS = frozenset({"a", "b", "c", "d", "e", "f", "one", "two", "three", "four", "five",
                           "six"})


def _case_opening(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A case opened without 'Assume': ``Case Fae is a cat``, ``Case 1 – Fae is a cat:
    Y`` and ``Case cat: Fae is a cat`` as ``Assume Fae is a cat`` (``: Y``);
    ``Contradiction (again) with X (again)`` as ``This contradicts with X``. None for any other
    sentence."""
    if low[0] == "case" and len(toks) > 5 and low[2] == "(" and low[3] in ("assume",
                                                                          "suppose"):
        # 'Case A (assume Sam is brown): Since …, Y' as 'Assume Sam is brown: Since …, Y'
        close = low.index(")") if ")" in low else -1
        if close > 5 and low[close + 1 : close + 2] == [":"]:
            return ["Assume", *toks[4:close], *toks[close + 1 :]]
    if low[0] == "case" and len(toks) > 3:
        k = 1
        if low[1].isdigit() or low[1] in _CASE_LETTERS:
            k = 2
            k += low[2] in ("–", "-", "—", ":", ",")
        elif low[2] == ":" and low[1].isalpha() and not is_name(toks[1]) and (
            low[1] in low[4:8]
        ):
            k = 3  # 'Case sterpus: Sam is a sterpus …' (the case named by its class)
        if is_name(toks[k]) and low[k + 1 : k + 2] and low[k + 1] in ("is", "are", "isn't"):
            # ('Case 1 - Max is a dumpus:' heads the lines of its case)
            return ["Assume", *(toks[k:-1] if low[-1] == ":" else toks[k:])]
        if k > 1 and low[k] in ("assume", "suppose"):
            return toks[k:]  # 'Case 1 – Assume Fae is a cat.'
        if low[1] == ":" and is_name(toks[2]) and low[3:4] and low[3] in COPULA:
            return ["Assume", *toks[2:]]  # 'Case: Fae is a cat.'
    a = (low[0] == "again") + (low[0] == "again" and low[1:2] == [","])
    a += low[a : a + 1] == ["a"]  # ('Again a contradiction with X', 'A contradiction with X')
    if a and low[a : a + 1] == ["contradiction"] and len(toks) > a + 4:
        toks, low = toks[a:], low[a:]
    if low[0] == "contradiction" and len(toks) > 4:
        k = 1 + (low[1] == "again")  # 'Contradiction again with X'
        if low[k] == "with":
            rest = toks[k + 1 : -1] if low[-1] == "again" else toks[k + 1 :]
            return ["This", "contradicts", "with", *rest]
    return None


def _elided_copula_subject(
    toks: list[str], low: list[str], is_name: IsName
) -> list[str] | None:
    """``C is A, is B, and is not D`` as ``C is A, C is B, and C is not D``: the named
    subject of the first clause, not written again. None when there is none."""
    a = next((k for k in range(len(low) - 1) if is_name(toks[k]) and low[k + 1] == "is"), None)
    if a is None:
        return None
    out: list[str] = [*toks[: a + 2]]
    changed = False
    for k in range(a + 2, len(toks)):
        if low[k] == "is" and low[k - 1] in (",", "and") and (k - 1 > a + 2):
            out.append(toks[a])
            changed = True
        out.append(toks[k])
    return out if changed else None


_ORDER_MARKERS = frozenset({"next", "then", "finally", "first", "second", "third", "so",
                            "thus", "hence", "therefore", "also", "now"})


def _after_cases_lead(toks: list[str], low: list[str], k: int, is_name: IsName) -> int | None:
    """Where the conclusion starts after what every case gives, at k: ``Every case gives
    that X`` (X; not a prefix: 'every' opens rules), ``Each case yields that, so (by …,)
    X`` ('that': the result), ``Each alternative (of the premise) yields "X", so X``
    (where the cases lead, quoted; the quotes may be gone: _claim_about_claim). None
    when the words at k are none of these."""
    if low[k : k + 1] not in (["every"], ["each"], ["all"]) or not low[k + 1 : k + 2] or (
        low[k + 1] not in _CASE_WORDS
    ):
        return None
    if low[k + 2 : k + 3] and low[k + 2] in _LEADS_TO and low[k + 3 : k + 4] == ["that"]:
        x = k + 4
        if low[x : x + 1] == [","] and low[x + 1 : x + 2] and low[x + 1] in SO_WORDS:
            x += 2
        return x
    v = next((i for i in range(k + 2, min(len(low), k + 7)) if low[i] in _LEADS_TO), None)
    if v is not None and v + 1 < len(low) and (low[v + 1] in ('"', "“") or is_name(toks[v + 1])):
        return next((i + 2 for i in range(v + 2, len(low) - 3)
                     if low[i] == "," and low[i + 1] in SO_WORDS), len(low))
    return None


def _conclusion_is(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``(So) the (only) conclusion (we can draw about it) is that X``, ``It is enough that
    X`` and ``Every case gives that X`` as X (``So X``): what the writer concludes, said
    of the conclusion. None for any other sentence."""
    k = _so_lead(low)
    if low[k : k + 4] in (["it", "is", "enough", "that"], ["it", "suffices", "that"]):
        x = k + 3 + (low[k + 1] == "is")
    elif (cases := _after_cases_lead(toks, low, k, is_name)) is not None:
        x = cases
    elif low[k : k + 1] in (["the"], ["our"], ["my"]):
        j = k + 1 + (low[k + 1 : k + 2] in (["only"], ["final"], ["natural"]))
        if low[j : j + 1] not in (["conclusion"], ["result"]) or "that" not in low[j + 1 :]:
            return None
        t = low.index("that", j + 1)
        if low[t - 1] != "is" or any(
            w in COPULA or is_name(w2) for w, w2 in zip(low[j + 1 : t - 1], toks[j + 1 : t - 1],
                                                      strict=True)
        ):
            return None
        x = t + 1
    else:
        return None
    if len(low) - x < 3:
        return None
    return [*toks[:k], *toks[x:]] if k else toks[x:]


def _being_means(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``C being A means (that) Y`` as ``since C is A, Y``; ``C being A contradicts X``
    as ``C is A, which contradicts X`` (a gerund clause as subject: 'Felines are
    carnivores, so Stella being a feline means Stella is a carnivore.'). None for any
    other sentence."""
    if "being" not in low:
        return None
    k = low.index("being") - 1
    if k < 0 or not is_name(toks[k]):
        return None
    j = next((i for i in range(k + 3, len(low) - 2) if low[i] in _BEING_VERBS), None)
    if j is None or any(w in COPULA or w == "," for w in low[k + 2 : j]):
        return None
    claim = [toks[k], "is", *toks[k + 2 : j]]
    if low[j] == "contradicts":
        return [*toks[:k], *claim, ",", "which", *toks[j:]]
    rest = toks[j + 1 + (low[j + 1] == "that") :]
    since = ["since" if k else "Since", *claim, ","]
    return [*toks[:k], *since, *rest]


_BEING_VERBS = frozenset({"means", "implies", "shows", "contradicts"})


def _falls_under(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``(Then) C falls under the same disjunction/rule, and therefore Y`` as
    ``Therefore Y``: the first clause says which premise applies, and claims nothing.
    None for any other sentence."""
    if "falls" not in low or "," not in low:
        return None
    f = low.index("falls")
    c = low.index(",")
    if not (0 < f < c and is_name(toks[f - 1]) and low[f + 1 : f + 2] == ["under"]
            and low[c + 1 : c + 2] == ["and"] and c + 4 < len(low)):
        return None
    if _CITED_ITEMS.isdisjoint(low[f + 2 : c]) and "disjunction" not in low[f + 2 : c]:
        return None
    return toks[c + 2 :]


def _no_matter(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``(So) no matter if/whether A or B, Y`` (``Whether A or B, Y``) as ``(So) since A or
    B, Y`` (the cases a proof by cases went through, and their common conclusion); ``No
    matter what, Y`` and ``No matter which of the four Rex is, Y`` as ``Y``. None for any
    other sentence."""
    k = _so_lead(low)
    # 'Whether A or B, Y' as 'No matter whether A or B, Y'
    w = k + 2 if low[k : k + 2] == ["no", "matter"] else k if low[k : k + 1] == ["whether"] else -1
    if w < 0 or "," not in low[w:]:
        return None
    c = low.index(",", w)
    if low[w:c] == ["what"] or (
        # 'No matter which of the four Rex is, Y' (which case holds: Y in each)
        low[w : w + 1] == ["which"] and c - w <= 7 and low[c - 1] in COPULA
        and is_name(toks[c - 2]) and "or" not in low[w:c]
    ):
        return [*toks[:k], *toks[c + 1 :]] if c + 3 < len(low) else None
    if "or" not in low[w + 1 :]:
        return None
    if w == k + 2 and is_name(toks[w]):
        w -= 1  # 'No matter Alex is A, B or C, Y' (no 'if'): as with it
    elif low[w] not in ("if", "whether"):
        return None
    # the last comma before the conclusion (its subject named): the cases may be listed
    # with commas
    commas = [i for i in range(w + 1, len(low) - 1) if low[i] == "," and is_name(toks[i + 1])]
    if not commas or commas[-1] + 3 >= len(low):
        return None
    c = commas[-1]
    return [*toks[:k], "since" if k else "Since", *toks[w + 1 : c], *toks[c:]]


def _so_lead(low: list[str]) -> int:
    """How many tokens a leading 'So' (``Thus``, ``Hence``, ``Therefore``) and its comma
    take: 0, 1 or 2."""
    k = 1 if low[0] in SO_WORDS else 0
    return k + (low[k : k + 1] == [","])


def _marker_lead(low: list[str]) -> int:
    """How many tokens an ordering marker and its comma take at the start (``Next ,``,
    ``From this ,``; ``Then`` or ``So`` before ``by``); 0 when there is none."""
    if len(low) > 2 and low[1] == "," and low[0] in _ORDER_MARKERS:
        return 2
    if len(low) > 2 and low[0] in ("then", "so", "thus", "hence") and low[1] == "by":
        return 1
    if len(low) > 3 and low[0] == "from" and low[1] in ("this", "these") and low[2] == ",":
        return 3
    return 0


_OPPOSITE = (["the", "opposite"], ["the", "contrary"], ["the", "negation"])


def _assume_at(low: list[str]) -> int | None:
    """Where 'assume' or 'suppose' is in a lead-in that opens with it, after 'let's', 'let
    us', 'we' or 'I' (``Let's assume the opposite``); None when it does not open so."""
    a = 2 if low[:2] == ["let", "us"] else int(low[:1] in (["let's"], ["we"], ["i"]))
    return a if low[a : a + 1] in (["assume"], ["suppose"]) else None


def _opposite_namely(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``(Let's) assume the opposite (of what we want to prove), namely that X`` (``, that
    X``) as ``Assume X``: what the opposite is, assumed. None for any other sentence."""
    a = _assume_at(low)
    if a is None or low[a + 1 : a + 3] not in _OPPOSITE or "," not in low:
        return None
    c = low.index(",", a + 3)
    k = c + 1 + (low[c + 1 : c + 2] == ["namely"])
    k += low[k : k + 1] == ["that"]
    return ["Assume", *toks[k:]] if k + 2 < len(low) and is_name(toks[k]) else None


_SUPPOSED = frozenset({"assumption", "supposition", "hypothesis"})


def _assumption_false_colon(
    toks: list[str], low: list[str], is_name: IsName
) -> list[str] | None:
    """``X, so our assumption must be false: Y`` (``was wrong``, ``is false``; ``the
    supposition``, ``the hypothesis``) as ``X, so Y``: the verdict on the assumption is
    what Y says. None when there is none."""
    if ":" not in low:
        return None
    c = low.index(":")
    for i in range(c - 3):
        if low[i] in SO_WORDS and low[i + 1] in ("our", "the", "this"):
            tail = low[i + 2 : c]
            if tail[:1] and tail[0] in _SUPPOSED and tail[-1] in _REFUTED and c + 1 < len(low):
                return [*toks[: i + 1], *toks[c + 1 :]]
    return None


def _gerund_clause(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``… contradicts Fae (not) being a cat`` as ``… contradicts Fae is (not) a cat``:
    what is contradicted, said as a gerund. None when there is none."""
    c = low.index("contradicts")
    for k in range(c + 1, len(low) - 2):
        if is_name(toks[k]):
            clause = _participle_clause(toks[k:], is_name)
            return None if clause is None else [*toks[:k], *clause]
    return None


def _but_we_showed(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``A — but we (just) showed (that) B`` (``, but we know B``) as ``A; B``, two steps:
    both are claimed, B as a step already made; whether they contradict is the next
    step's to say ('Contradiction.'). None for any other sentence."""
    for i in range(3, len(low) - 4):
        if low[i] not in (",", "—", "–") or low[i + 1 : i + 3] != ["but", "we"]:
            continue
        k = i + 3
        while k < len(low) and low[k] in ("just", "already", "have", "had", "earlier"):
            k += 1
        if k < len(low) and low[k] in _ESTABLISHED:
            k += 1 + (low[k + 1 : k + 2] == ["that"])
            if k < len(toks) and is_name(toks[k]):
                return [*toks[:i], ";", *toks[k:]]  # (two steps: parse._sentence)
        return None
    return None


_CONCESSIVE_FIRST = frozenset({"although", "though", "while", "whereas"})


def _concessive(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """Two clauses about named entities joined by a contrast: ``X, but Y`` (X may be a
    rule: ``Every cat is a dog, but Fae is not a cat``) and ``Although X, Y`` as ``X, and
    Y``. A contrast asserts both clauses, as 'and' does; only clauses whose subject is a
    name are read so (the grammar's list of clauses), so 'Fae is not a cat but a dog' (one
    clause, its objects contrasted) is left as it is."""
    if low[0] in _CONCESSIVE_FIRST and len(toks) > 2 and is_name(toks[1]) and "," in low:
        c = low.index(",")
        if c + 1 < len(toks) and is_name(toks[c + 1]):
            return [*toks[1:c], ",", "and", *toks[c + 1 :]]
    for i in range(1, len(toks) - 2):
        if low[i] == "," and low[i + 1] == "but" and is_name(toks[i + 2]) and (
            is_name(toks[0]) or _rule_clause(low, 0)
        ):
            # ('Every cat is a dog, but Fae is not a cat': a rule, then a claim)
            return [*toks[: i + 1], "and", *toks[i + 2 :]]
    return None


# --------------------------------------------------------------- the rewrites, in order
# Each rewrite takes a sentence's tokens and their lowercase forms and returns the
# rewritten tokens, None when it does not apply, or [] when the sentence has no reading
# at all. paraphrases() runs them in the order of _REWRITES, each on what the ones
# before it made.


def _dash_title(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A line's title set off by a dash (``**Fact** – X``, ``Rule — R``, ``∨-introduction
    – From A we get B``) as by a colon (``Fact: X``), which the colon's reading takes: a
    title of at most four words, no name and no copula in it. None for any other
    sentence."""
    d = next((i for i in range(1, min(len(low) - 3, 5)) if low[i] in ("—", "–")), None)
    if d is None or low[0] in SO_WORDS or not _NO_TITLE.isdisjoint(low[: d + 2]) or any(
        w in COPULA or is_name(t) for t, w in zip(toks[:d], low[:d], strict=True)
    ):
        return None  # ('So — X' is a conclusion marker and a dash; '(a)–(d)' a range;
        # '**Answer: True** — it is true that X' an answer and its gloss)
    return [*toks[:d], ":", *toks[d + 1 :]]


_NO_TITLE = frozenset({"(", ")", ":", "answer", "true", "false"})


def _adjective_list(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Wren is a large, dull, and moderate rompus`` as ``Wren is a large dull moderate
    rompus``: the adjectives before a noun listed with commas and 'and' (the grammar
    reads them run together). Single words only, the last two the last adjective and
    the noun, then the clause's end; None for any other sentence."""
    if "," not in low or "and" not in low:
        return None
    for i in range(2, len(low) - 5):
        if low[i] not in ("a", "an") or low[i - 1] not in COPULA:
            continue
        words, j = [], i + 1
        while j + 1 < len(low) and low[j].isalpha() and low[j + 1] in (",", "and"):
            words.append(toks[j])
            j += 1
            j += low[j] == ","
            j += low[j : j + 1] == ["and"]
        if len(words) < 2 or "," not in low[i:j] or low[j - 1] != "and":
            continue  # ('a large, dull, and moderate rompus': commas, then 'and' last)
        if j + 1 < len(low) and low[j].isalpha() and low[j + 1].isalpha() and (
            low[j] not in ("or", "nor", "but", "and") and low[j + 1] not in ("or", "and")
        ) and (
            j + 2 == len(low) or low[j + 2] in (",", ".", "!", ";")
        ) and not any(is_name(t) or t.lower() in ("a", "an", "the", "not") for t in
                      [*words, toks[j], toks[j + 1]]):
            return [*toks[: i + 1], *words, *toks[j:]]
    return None


def _conjunction_of(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``This is a conjunction of three facts about Fae: A, B, and C`` as what follows the
    colon. None for any other sentence."""
    if low[:4] in (["this", "is", "a", "conjunction"], ["this", "is", "a", "disjunction"]) and (
        low[4:5] == ["of"] and ":" in low
    ):
        c = low.index(":")
        return toks[c + 1 :] if c < 12 and len(low) - c > 3 else None
    return None


def _premises_named(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``The key facts are the rule "R" and the fact "F"`` as ``R; F``, each restated.
    None for any other sentence."""
    k = 1 + (low[1:2] != [] and low[1] in ("key", "relevant", "only", "two"))
    if low[0] != "the" or low[k : k + 2] not in (["facts", "are"], ["premises", "are"]):
        return None
    k += 2
    if low[k : k + 2] != ["the", "rule"]:
        return None
    a = next((i for i in range(k + 5, len(low) - 4) if low[i : i + 3] in (
        ["and", "the", "fact"], ["and", "the", "premise"])), None)
    if a is None:
        return None
    f = [t for t in toks[a + 3 :] if t not in _QUOTES]
    return [*(t for t in toks[k + 2 : a] if t not in _QUOTES), ";", *f]


_PLAN_PROVES = frozenset({"prove", "show", "establish", "derive"})


def _named_by_kind(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Rule "R" ⇒ X`` (``Premise "P" …``, ``Fact "F" …``) as ``"R" ⇒ X``: what the
    quote is called, dropped. None for any other sentence."""
    if low[0] in ("rule", "premise", "fact") and low[1:2] != [] and low[1] in _QUOTES:
        return toks[1:]
    return None


def _using_the_facts(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``We will prove each part by contradiction, using the facts that A and that R`` as
    ``A; R``: the premises a plan names, each restated (not ``X, using the fact that Y``,
    whose claim X would be lost). None for any other sentence."""
    for i in range(2, len(low) - 6):
        if low[i : i + 2] == [",", "using"] and low[i + 2 : i + 5] in (
            ["the", "facts", "that"], ["the", "fact", "that"]
        ) and low[0] in ("we", "i", "let's") and not _PLAN_PROVES.isdisjoint(low[:i]) and (
            not any(w in COPULA for w in low[:i])  # (a plan, which claims nothing itself)
        ):
            rest = toks[i + 5 :]
            out: list[str] = []
            for k, t in enumerate(rest):
                if t.lower() == "that" and k and rest[k - 1].lower() == "and":
                    out[-1] = ";"  # 'and that B': B, a premise of its own
                    continue
                out.append(t)
            return out if len(out) >= 3 else None
    return None


def _without_emphasis(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """Markdown emphasis inside a sentence (``Fae is **not** a cat``) dropped, and
    connectives in capitals or symbols (``a yumpus OR a sterpus``, ``melodic ∨ a
    yumpus``) in words. Emphasis that quotes a claim (``the statement **X** is true``)
    becomes quotes."""
    if not _SHOUTED.isdisjoint(toks):
        # (not '∨-introduction', a rule's name: '(∨-introduction)' is a remark)
        toks = [_SAID[t] if t in _SAID and toks[k + 1 : k + 2] != ["-"] else t
                for k, t in enumerate(toks)]
    elif _EMPHASIS.isdisjoint(toks):
        return None

    def plain(part: list[str]) -> list[str]:
        return [t for t in part if t not in _EMPHASIS]

    for k in range(1, len(low) - 4):
        if low[k] in ("statement", "claim") and toks[k + 1] in _EMPHASIS and _QUOTES.isdisjoint(
            low
        ):
            # 'the statement **X** is true': the emphasis quotes X
            e = next((j for j in range(len(low) - 2, k + 2, -1) if toks[j] in _EMPHASIS
                      and low[j + 1] in ("is", "holds")), None)
            if e is not None:
                return [*plain(toks[: k + 1]), '"', *plain(toks[k + 1 : e + 1]), '"',
                        *plain(toks[e + 1 :])]
    return plain(toks)


def _without_leading_dash(toks: list[str], low: list[str], is_name: IsName
                          ) -> list[str] | None:
    """``— Therefore, X`` (an em or en dash opening the line) as ``Therefore, X``; a line
    on where the step before comes from (``— stated in the context.``) is a comment
    (is_comment); what ``From (1)–(4), X`` leaves once its bracketed numbers are gone as
    remarks (``– , X``) as X. None for any other sentence."""
    if low[0] in ("—", "–", "-") and low[1:2] == [","] and len(low) > 4:
        return toks[2:]
    if low[0] not in ("—", "–") or len(low) < 4 or _remark_clause(low[1:]):
        return None
    return toks[1:]


def _leading_arrow(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``⇒ X`` (``→``, ``=>``; an arrow opening a line, as a bullet of conclusions: ``**⇒**
    Wren is a numpus.``) as ``So X``, X about a named entity. None for any other
    sentence."""
    for arrow in _ARROWS:
        n = len(arrow)
        if tuple(low[:n]) == arrow and len(low) > n + 2 and is_name(toks[n]):
            return ["So", *toks[n:]]
    if low[0] == "∎" and len(low) > 3 and is_name(toks[1]):
        return toks[1:]  # '**∎** Alex is a cold jompus.' (the end-of-proof sign as a bullet)
    return None


def _since_colon(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Since A and B: C`` as ``Since A and B, C`` (a colon where the reason ends, no
    comma before it). None for any other sentence."""
    if low[0] not in ("since", "because") or ":" not in low or "," in low:
        return None
    c = low.index(":")
    if c < 4 or c + 3 >= len(low) or not is_name(toks[c + 1]):
        return None
    return [*toks[:c], ",", *toks[c + 1 :]]


# ('contradicts' too: '**Contradiction:** this contradicts X' loses its heading)
_CONFLICTS = (["contradicts"], ["conflicts", "with"], ["clashes", "with"],
              ["is", "inconsistent", "with"], ["is", "at", "odds", "with"])


def _conflicts_with(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``This conflicts with X`` (``clashes with``, ``is inconsistent with``, ``is at odds
    with``; after ``this``, ``that`` or ``it``) as ``This contradicts X``. None for any
    other sentence."""
    h = 2 if low[:2] == ["contradiction", ":"] else 0  # ('**Contradiction:** this …')
    if len(low) < h + 5 or low[h] not in ("this", "that", "it"):
        return None
    v = next((len(c) for c in _CONFLICTS if low[h + 1 : h + 1 + len(c)] == c), 0)
    return ["This", "contradicts", *toks[h + 1 + v :]] if v else None


def _without_final_comma(toks: list[str], low: list[str], is_name: IsName
                         ) -> list[str] | None:
    """A sentence that ends in a comma (``**Conclusion:** Wren is loud,``, its line
    broken before the label) as the sentence without it. None for any other."""
    return toks[:-1] if len(toks) > 3 and toks[-1] == "," else None


def _derivation_colon(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A whole step that ends in a colon, its formula shown on the next line (``2.
    Tabbies are cats, so Stella is a cat:`` before ``\\[ Tabby(Stella) \\implies
    Cat(Stella) \\]``), as the step without it. Only a sentence that concludes in its
    middle (``, so``, ``, thus``, …) or opens with such a word; one that only names its
    subject (``**Fae is a cat**:``, its justification shown next) stays a lead-in. None
    for any other."""
    if low[-1] != ":" or len(low) < 8:
        return None
    inner = next((i for i in range(2, len(low) - 4)
                  if low[i - 1] == "," and low[i] in SO_WORDS), None)
    if inner is None and low[0] in SO_WORDS and any(w in COPULA for w in low[1:]):
        inner = 0  # ('Hence the assumption is false, and Wren is not a gorpus:')
    return toks[:-1] if inner is not None else None


def _quoted_clause(toks: list[str], o: int) -> tuple[list[str], int] | None:
    """The words of the quote that toks[o] opens, without the punctuation before its
    closing quote, and where that quote is; None when it does not close."""
    q = next((j for j in range(o + 1, len(toks)) if toks[j] in _QUOTES), None)
    if q is None:
        return None
    words = toks[o + 1 : q]
    while words and words[-1] in (",", ".", ";"):
        words = words[:-1]
    return words, q


def _by_quoted_rule(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``A, so by the rule "R" C is B`` (no comma after the quote; ``so by "R", C is B``)
    as ``A, and R, so C is B``: the rule a step names is a step of its own (its quotes
    mark where it ends, which is why this runs before _claim_about_claim drops them).
    ``By the rule "R", C is B`` at the start as ``Since R, C is B``. None for any other
    sentence, and for a rule in shorthand (no copula: ``"snowy or jompus ⇒ melodic"``)."""
    for i in range(len(low) - 3):
        if low[i] != "by":
            continue
        o = i + 3 if low[i + 1 : i + 3] == ["the", "rule"] else i + 1  # ('so by "R," X')
        if o >= len(toks) or toks[o] not in _QUOTES:
            continue
        quoted = _quoted_clause(toks, o)
        if quoted is None or quoted[1] + 3 >= len(toks):
            return None
        rule, q = quoted
        rest = toks[q + 1 + (toks[q + 1] == ",") :]
        if not is_name(rest[0]) or not any(t.lower() in COPULA for t in rule):
            return None  # (a rule in shorthand, 'snowy or jompus ⇒ melodic', is a remark)
        head = toks[:i]
        if head and head[-1].lower() in SO_WORDS:
            head = head[:-1]
        if not head:  # 'By the rule "R", X', 'So by "R", X'
            return ["Since", *rule, ",", *rest]
        return [*head, *([] if head[-1:] == [","] else [","]), "and", *rule, ",", "so", *rest]
    return None


_RULE_AFTER = (["above"], ["as", "above"], ["as", "before"], ["again"])
_AFTER_A_LEAD = frozenset({"and", "then", "again", "hence", "thus", "therefore"})


def _rule_citation(toks: list[str], low: list[str], b: int, is_name: IsName) -> int | None:
    """Where a citation of an unquoted rule that starts at ``b`` (``by the rule``) ends:
    ``by the (same | first | yumpus | …) rule(s)`` (one or two words between, none a
    name, copula or quote), then ``above`` / ``as above`` / ``as before`` or ``for`` /
    ``about`` and at most eight words up to a comma (``by the rule for small tumpuses,``);
    None when the words there are no such citation."""
    j = b + 2
    while j < b + 4 and j < len(low) and low[j] not in ("rule", "rules"):
        if not toks[j].isalpha() or is_name(toks[j]) or low[j] in COPULA:
            return None
        j += 1
    if low[j : j + 1] not in (["rule"], ["rules"]):
        return None
    e = j + 1
    after = next((a for a in _RULE_AFTER if low[e : e + len(a)] == a), None)
    if after is not None:
        return e + len(after)
    if low[e : e + 1] in (["for"], ["about"]):
        c = next((k for k in range(e + 1, min(len(low), e + 10)) if low[k] == ","), None)
        if c is None or any(w in COPULA or w in _QUOTES for w in low[e + 1 : c]):
            return None
        return c
    return e


def _by_the_rule(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A citation of a rule by where it is, not by what it says, dropped: ``X, so by the
    rule C is D``, ``Then C is D by the rule, contradicting …``, ``so by the rule for
    small tumpuses, C is D``, ``hence a B (by the yumpus rule)`` (the checker finds the
    premises itself; a rule quoted is _by_quoted_rule's, a step of its own); ``X, and by
    the (same) rule(s) Y`` as ``X, and so Y``. Only where the citation sits between a
    connective or a claim and a comma, a name, ``a``/``an``, a connective or the end.
    None for any other sentence."""
    if "rule" not in low and "rules" not in low:
        return None
    out, i, cut = [], 0, False
    while i < len(toks):
        bracket = low[i] == "(" and low[i + 1 : i + 3] == ["by", "the"]
        b = i + bracket
        e = _rule_citation(toks, low, b, is_name) if low[b : b + 2] == ["by", "the"] else None
        if e is not None and bracket:
            if low[e : e + 1] != [")"]:
                e = None
            else:
                e += 1
        if e is None:
            out.append(toks[i])
            i += 1
            continue
        nxt = low[e : e + 1]
        if not bracket and not (
            nxt == [] or nxt[0] in (",", ".", ";", "a", "an", "—", "–") or nxt[0] in SO_WORDS
            or nxt[0] in _CHAIN_LINKS or is_name(toks[e])
        ):
            out.append(toks[i])
            i += 1
            continue
        cut = True
        if out[-1:] and out[-1].lower() == "and":
            out.append("so")  # ('X, and by the rule, Y': what the rule gives follows)
        if nxt == [","]:
            lead = [w.lower() for w in out[-2:]]
            if lead[-1:] == [","] and len(lead) == 2 and (
                lead[0] in SO_WORDS or lead[0] in _AFTER_A_LEAD
            ):
                out.pop()  # ('and so, by the rule, a B', 'Again, by the same rule, X')
                e += 1
            elif not lead or lead[-1] == "," or lead[-1] in SO_WORDS or lead[-1] in _AFTER_A_LEAD:
                e += 1  # ('so by the rule, C is D': the comma goes with it)
        i = e
    return out if cut else None


def _quoted_rule_remark(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``The rule "R" applies to anything that is A or B.``, ``The rule "R" only needs one
    of its conditions, and Rex satisfies the third one.``: R, restated, and a remark on
    it (when the sentence says nothing more of an entity: no name before a copula after
    the quote). Runs before _claim_about_claim drops the quotes that end R. None for any
    other sentence."""
    if len(low) < 8 or low[0] not in ("the", "this") or (
        low[1] not in ("rule", "premise", "statement") or low[2] not in _QUOTES
    ):
        return None
    quoted = _quoted_clause(toks, 2)
    if quoted is None or quoted[1] + 2 >= len(toks):
        return None
    rule, q = quoted
    rest = low[q + 1 :]
    if rest[0] not in _RULE_REMARK_VERBS or not any(w in COPULA for w in low[3:q]):
        return None
    if any(is_name(toks[j]) and toks[j + 1 : j + 2] and toks[j + 1].lower() in COPULA
           for j in range(q + 1, len(toks))) or any(t in _QUOTES for t in toks[q + 1 :]):
        return None  # ('… applies, so Rex is a cat': a claim of its own, read elsewhere)
    if any(w in SO_WORDS or w in ("which", "means") for w in rest):
        return None
    return rule


_RULE_REMARK_VERBS = frozenset({"applies", "only", "needs", "requires", "covers", "holds"})


_SAID = {"OR": "or", "AND": "and", "NOT": "not", "IS": "is", "ARE": "are", "∨": "or",
         "∧": "and"}  # ('Fae is melodic ∨ a yumpus')
_SHOUTED = frozenset(_SAID)


def _claim_about_claim(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``the statement "X" is true`` / ``it is true that X`` as X, ``… is false`` / ``our
    assumption that X is false`` as X negated; quotes that are no verdict's dropped
    (``From "Fae is a cat", we get …``)."""
    claim = (
        _quoted_claim(toks, low, is_name)
        or _assumption_verdict(toks, low, is_name)
        or _it_is_true(toks, low, is_name)
        or _premise_is_compound(toks, low)
    )
    if claim is not None:
        if _QUOTES.isdisjoint(claim):
            return claim
        toks, low = claim, [t.lower() for t in claim]  # 'Since "A" holds, X'
    if not _QUOTES.isdisjoint(toks):
        return [t for t in _quoted_holds(toks, low) if t not in _QUOTES]
    return claim


def _premise_is_compound(toks: list[str], low: list[str]) -> list[str] | None:
    """``The premise "X" is a conjunction (of three facts)`` as X: a premise cited by
    what kind of sentence it is (``disjunction`` too). None for any other sentence."""
    if low[:2] not in (["the", "premise"], ["the", "fact"]) or toks[2:3] not in (['"'], ["“"]):
        return None
    j = next((k for k in range(3, len(toks)) if toks[k] in ('"', "”")), None)
    if j is None or low[j + 1 : j + 3] != ["is", "a"] or low[j + 3 : j + 4] not in (
        ["conjunction"], ["disjunction"]
    ) or not _COMPOUND_OF.issuperset(low[j + 4 :]):
        return None
    return toks[3:j]


_COMPOUND_OF = frozenset({"of", "two", "three", "four", "five", "facts", "claims", "parts",
                          "statements", "conjuncts", "disjuncts", "properties", "clauses"})


def _quoted_holds(toks: list[str], low: list[str]) -> list[str]:
    """``(the statement) "X" holds`` / ``is true`` inside a sentence as X (``Since "Fae is a
    cat" holds, …``): the quote is claimed."""
    out: list[str] = []
    i = 0
    while i < len(toks):
        if toks[i] in ('"', "“"):
            j = next((k for k in range(i + 1, len(toks)) if toks[k] in ('"', "”")), None)
            if j is not None:
                verdict = 2 if low[j + 1 : j + 3] == ["is", "true"] else (
                    1 if low[j + 1 : j + 2] == ["holds"] else 0)
                if verdict and (j + 1 + verdict == len(toks) or toks[j + 1 + verdict] == ","):
                    if [w.lower() for w in out[-2:]] in (["the", "statement"],
                                                          ["the", "disjunction"],
                                                          ["the", "conjunction"]):
                        out = out[:-2]
                    out.extend(toks[i + 1 : j])
                    i = j + 1 + verdict
                    continue
        out.append(toks[i])
        i += 1
    return out


def _contradict_each_other(
    toks: list[str], low: list[str], is_name: IsName
) -> list[str] | None:
    """``Steps 1 and 3 contradict each other.`` (``These two statements cannot both be
    true.``, ``They contradict each other.``) as ``This is a contradiction``: valid only
    where a claim and its negation both hold, like any contradiction step."""
    tail = next((len(t) for t in _BOTH_FALSE if low[-len(t) :] == t), 0)
    if not tail:
        return None
    if low[:-tail] in _THESE_TWO:
        return ["This", "is", "a", "contradiction"]
    cited = [w for w in low[:-tail] if w not in _CITED_PLURAL and w not in ("(", ")", "and", ",")]
    return ["This", "is", "a", "contradiction"] if cited and all(
        _cited_number(w) for w in cited) else None


def _without_math_gloss(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Stella is a rompus, i.e. $\\text{Rompus}(s)$`` as ``Stella is a rompus``: a ground
    claim glossed in notation after 'i.e.' (the same claim again, often about a letter that
    stands for the name: 'Let $s$ denote Stella'); a rule's gloss (with a quantifier) is
    read, as the rule said again. None for any other sentence."""
    if "$" not in low and "\\" not in low:
        return None
    for i in range(3, len(low) - 6):
        n = 5 if low[i : i + 5] == [",", "i", ".", "e", "."] else 4 * (
            low[i : i + 4] == [",", "that", "is", ","])
        if n:
            k = i + n + (low[i + n] == ",")
            if low[k : k + 1] == ["$"] or low[k : k + 2] == ["\\", "("]:
                span = low[k:]
                if "forall" not in span and "∀" not in span:
                    return toks[:i]
            return None
    return None


def _cite_length(low: list[str], i: int) -> int:
    """The length of a step's citation at i ('step 3', 'step (2)', '(4)', '3'; 'step'
    alone where its number in brackets was dropped as a remark), else 0."""
    j = i + (i < len(low) and (low[i] in _CITED or low[i] in _CITED_PLURAL))
    if low[j : j + 1] == ["("] and j + 2 < len(low) and _cited_number(low[j + 1]) and (
        low[j + 2] == ")"
    ):
        return j + 3 - i
    return j + 1 - i if j < len(low) and _cited_number(low[j]) else j - i


_CITE_SAYS = (_STEP_SAYS - {"is"}) | {"concludes", "concluded", "derives", "derived",
                                     "tells", "told", "shows", "showed"}
_BOTH_FALSE = (["contradict", "each", "other"], ["cannot", "both", "be", "true"],
               ["can't", "both", "be", "true"], ["cannot", "both", "hold"],
               ["can't", "both", "hold"])
_THESE_TWO = [["these"], ["they"], ["both"], ["these", "two"], ["the", "two"],
              *([d, "two", n] for d in ("these", "the")
                for n in ("statements", "facts", "claims", "conclusions", "steps"))]


def _also_gives_rule(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``X, and it also gives the rule "R"`` (``and the context (also) gives us``, ``states``)
    as ``X; R``: a claim, then a rule the context gives, both restated. None for any other
    sentence."""
    for i in range(3, len(low) - 6):
        if low[i : i + 2] != [",", "and"]:
            continue
        k = i + 2
        k += 2 if low[k : k + 2] == ["the", "context"] else low[k] in ("it", "this")
        if k == i + 2:
            continue
        k += low[k] == "also"
        if low[k] not in ("gives", "states", "has", "provides"):
            continue
        k += 1 + (low[k + 1] == "us")
        if low[k : k + 2] != ["the", "rule"]:
            continue
        rule = [t for t in toks[k + 2 :] if t.lower() not in _QUOTES and t not in ("*", "**")]
        while rule and rule[-1] in (".", ",", "!"):
            rule = rule[:-1]
        if len(rule) >= 3 and _rule_clause([t.lower() for t in rule], 0):
            return [*toks[:i], ";", *rule]
    return None


def _which_contradicts(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``X, which contradicts P2`` (``which contradicts step 2``, ``… (2)``) as ``X; this
    is a contradiction``: the claim, then the contradiction it makes, two steps. None for
    any other sentence (``X, which contradicts Y`` with Y a claim is the grammar's)."""
    c = next((i for i in range(3, len(low) - 2) if low[i : i + 3] == [",", "which",
                                                                     "contradicts"]), None)
    if c is None or not any(w in COPULA for w in low[:c]):
        return None
    cited = [t for t, w in zip(toks[c + 3 :], low[c + 3 :], strict=True)
             if w not in ("(", ")", ".", "step", "steps", "premise", "line", "and")]
    if not all(_cited_label(t) for t in cited):
        return None  # (', which contradicts X' with X a claim: the grammar reads it)
    # ('… P2', '… step 2', '… (2)': its bracket dropped as a remark)
    return [*toks[:c], ";", "this", "is", "a", "contradiction"]


def _contradict_slip(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``This contradict X`` (a model's slip) as ``This contradicts X``; ``This directly
    contradicts X`` and ``This contradicts (3): X`` (the step number already dropped) as
    ``This contradicts X``; ``4 contradicts 2`` (step numbers) as ``Step 4 contradicts
    step 2``."""
    if low[0].isdigit() and low[1:2] in (["contradicts"], ["contradict"]) and (
        low[2:3] != [] and low[2].isdigit() and low[3:] in ([], ["."])
    ):
        return ["Step", toks[0], "contradicts", "step", *toks[2:]]
    if low[1:2] == ["contradict"] and low[0] in ("this", "that", "it"):
        return [toks[0], "contradicts", *toks[2:]]
    if "contradicts" in low:
        k = low.index("contradicts")
        if k > 1 and low[k - 1] in ("directly", "clearly", "again", "also", "thus"):
            return [*toks[: k - 1], *toks[k:]]
        if low[k + 1 : k + 2] in ([","], [":"]) and k + 2 < len(low) and is_name(toks[k + 2]):
            # 'This contradicts (3): Fae is not a cat.' (its step number gone)
            return [*toks[: k + 1], *toks[k + 2 :]]
    return None


def _contradicts_gerund(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``That contradicts Fae not being a cat.``"""
    if "contradicts" in low and "being" in low:
        return _gerund_clause(toks, low, is_name)
    return None


def _cited_where(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``…, which contradicts step 1, where we showed (that) X`` (found, derived, …;
    ``This contradicts step 1, where …`` too) as ``…, which contradicts X``: what the
    cited step says is what is contradicted. None for any other sentence."""
    if "where" not in low or "contradicts" not in low:
        return None
    c = low.index("contradicts")
    k = c + 1 + (low[c + 1 : c + 2] in (["the"], ["our"]))
    if k + 6 < len(low) and low[k] in _CITED and _cited_number(low[k + 1]) and (
        low[k + 2 : k + 5] == [",", "where", "we"] and low[k + 5] in _ESTABLISHED
    ):
        x = k + 6 + (low[k + 6 : k + 7] == ["that"])
        return [*toks[: c + 1], *toks[x:]] if x + 2 < len(toks) else None
    return None


def _cited(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``This contradicts step 1, which says that Fae is a cat.``, ``From step 2, …``"""
    return _contradicts_cited(toks, low, is_name) or _cited_lead(toks, low, is_name)


_GIVES = by_first(tuple(
    (verb, *us, *more, *that)
    for verb in ("gives", "tells", "shows", "yields")
    for us in ((), ("us",))
    for more in ((), ("in", "particular"), ("directly",))
    for that in ((), ("that",))
))


_CONTRAST = frozenset({"but", "however", "yet", "whereas", "while"})
_NOT_GIVING = frozenset({"not", "no", "never", "nothing", "none", "neither", "nor", "nobody",
                         "if", "whether", "unless", "would", "could", "might", "may", "can",
                         "cannot", "should", "without", "only", "need", "needs", "want",
                         "wants", "must", "will", "let's", "let", "what", "which", "how"})
_FRAME_WORDS = frozenset({"the", "key", "relevant", "useful", "needed", "given", "first",
                          "second", "third", "premise", "fact", "rule", "statement", "is", ":"})


def _gives_that(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """What a remark says follows, as a claim: ``Thus the chain gives that Y`` as ``Thus
    Y``, ``Taking the first conjunct gives us that Y`` and ``This tells us Y`` as Y, ``…, so
    applying this rule to Wren gives that Y`` as ``…, so Y``, ``Since X, this rule tells
    us that Y`` as ``Since X, Y``; after a quoted rule or premise (``the rule "R" gives
    that Y``), R and then Y. Y is a clause about a named entity; what gives it says no
    claim of its own (no copula outside quotes). None for any other sentence."""
    for v in range(1, len(low) - 3):
        if low[v] not in _GIVES:
            continue
        k = match_start(low[v:], _GIVES)
        y = v + k
        if not k or y + 2 >= len(low) or not is_name(toks[y]) or low[y + 1] not in COPULA:
            continue
        if "that" in low[y:]:
            return None  # 'The context tells us that A and that B' is _and_that's
        if not _CONTRAST.isdisjoint(low[y:]):
            return None  # 'Step 2 gives A, but step 1 gives B': a contradiction, no claim
        if low[v - 1] == "which":
            # 'The key premise is "P," which tells us Y': P, so Y
            quotes = [i for i in range(v) if low[i] in _QUOTES]
            if len(quotes) != 2 or quotes[1] < v - 3 or not _FRAME_WORDS.issuperset(
                low[: quotes[0]]
            ):
                return None
            cited = [t for t in toks[quotes[0] + 1 : quotes[1]] if t != ","]
            return [*cited, ",", "so", *toks[y:]]
        b = max((i + 1 for i in range(v) if low[i] == "," or low[i] in SO_WORDS), default=0)
        subject = low[b:v]
        if not _NOT_GIVING.isdisjoint(subject) or any(w.endswith("n't") for w in subject) or (
            not _CASE_WORDS.isdisjoint(subject)
        ):
            return None  # 'Nothing here tells us that Y', 'This would give that Y' (and what
            # cases yield is _without_case_remarks')
        quotes = [i for i in range(b, v) if low[i] in _QUOTES]
        if len(quotes) == 2 and any(w in COPULA for w in low[quotes[0] + 1 : quotes[1]]):
            outside = low[b : quotes[0]] + low[quotes[1] + 1 : v]
            if any(w in COPULA for w in outside):
                return None
            cited = toks[quotes[0] + 1 : quotes[1]]
            while cited and cited[-1] in (".", ","):
                cited = cited[:-1]
            return [*toks[:b], *cited, ",", "so", *toks[y:]]
        if not quotes and subject[:1] in (["the"], ["this"]) and subject[1:2] in (
            ["rule"], ["premise"], ["fact"]
        ) and any(w in COPULA for w in subject):
            # 'the rule R gives that Y' (its quotes already gone: _claim_about_claim)
            c, e = b + 2 + (low[b + 2] == "that"), v
            while low[e - 1] in FILLER_ADVERBS or low[e - 1] in ("then", "now"):
                e -= 1  # 'The rule R then gives that Y'
            return [*toks[:b], *toks[c:e], ",", "so", *toks[y:]]
        if quotes or any(w in COPULA for w in subject) or subject == ["the", "rule"]:
            return None  # ('the rule tells us that Y' names no rule: see test_lang_parse)
        if b == 0 and low[0] in ("since", "because", "as"):
            b = 1  # 'Since the chain shows that X, Y': 'Since X, Y'
        return [*toks[:b], *toks[y:]]
    return None


def _what_it_says(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``The rule says (that) R``, ``The third premise states X``, ``Premise 1 says X``,
    ``The context says directly that X`` as what it says; ``The rule R applies (here /
    next / to C), which means that Y`` as ``Since R, Y``; ``The rule "R" says (that) G``
    (G its gloss, a rule, or a formula) as R, and ``… says that X`` (X about a named
    entity) as ``Since R, X``. Not what the statement (the question's
    claim) says."""
    o = _marker_lead(low)  # 'Finally, the premises state that …'
    if o:
        said = _what_it_says(toks[o:], low[o:], is_name)
        return None if said is None else [*toks[:o], *said]
    g = _gives_the_rule(low)
    if g:
        return toks[g:] if len(toks) - g >= 3 else None
    if low[0] == "it" and len(low) > 5 and low[1 + (low[1] == "also")] in ("says", "states"):
        # 'It also says "Each Mersenne prime is an odd number."' (the context)
        k = 2 + (low[1] == "also")
        k += low[k : k + 1] in (["that"], [":"])
        return toks[k:]
    if low[0] in _CITED and len(low) > 5 and _cited_number(low[1]) and low[2] in (
        "says", "states", "tells"
    ) and not any(w in ("says", "states", "said", "established") for w in low[3:]):
        # 'Premise 1 says dumpuses are impuses', 'Step 2 states that X', 'Statement 1
        # tells us that R' (a rule or fact cited by its number; not one set against
        # another: _steps_say_opposites)
        k = 3 + (low[2] == "tells" and low[3] == "us")
        return toks[k + (low[k] in ("that", ":")) :]
    if low[0] not in ("the", "this", "that") or len(low) < 5:
        return None
    k = 1 + (low[1] in _ORDINALS)
    numbered = k == 2 and low[1] in _NUMBERED_ORDINALS and low[k] == "statement"
    if low[k] not in _SOURCES and low[k] not in _SOURCES_PLURAL and not numbered:
        # ('The first statement says that R': a premise by its place, not the question's)
        if low[k] == "statement" and ("tells" in low or "gives" in low):
            gives = _quoted_gives(toks, low, k + 1)  # 'The statement "R" tells us Fae is …'
            t = low.index("tells") if "tells" in low else 0
            if gives is None and t > k + 3 and low[t + 1 : t + 3] in (
                ["us", "that"], ["us", "all"], ["us", "every"], ["us", "each"]
            ) and low[t + 2 + (low[t + 2] == "that")] in ("all", "every", "each", "anything",
                                                          "everything", "any"):
                # 'The statement "Arthropods are insects" tells us that all arthropods are
                # insects': a rule quoted and glossed (no question's claim is a rule), R
                return toks[k + 1 : t]
            return gives
        return None
    k += 1 + (low[k + 1 : k + 2] == ["here"])
    k += low[k : k + 1] in (["directly"], ["also"]) and low[k + 1 : k + 2] in _SAYS
    if low[k : k + 1] in _SAYS:
        k += 1 + (low[k] in ("tells", "tell") and low[k + 1 : k + 2] in (["us"], ["me"]))
        k += low[k : k + 1] == ["directly"]
        k += low[k : k + 1] in (["that"], [":"], [","])  # ('The context states, "X."')
        if len(toks) - k < 3 or ("and", "that") in zip(low[k:], low[k + 1 :], strict=False):
            return None  # ('… that A and that B' is _and_that's)
        return toks[k:]
    if low[k - 1] in ("rule", "premise") and "tells" in low:
        # 'The premise "R" tells us that R′' (R′ its gloss): R
        t = low.index("tells")
        if t - k >= 3 and low[t + 1 : t + 2] == ["us"]:
            gives = _quoted_gives(toks, low, k)
            return gives if gives is not None else toks[k:t]
    if low[k - 1] in ("rule", "premise") and "gives" in low and "applies" not in low:
        return _quoted_gives(toks, low, k)  # 'The premise "R" then gives us that X'
    if low[k - 1] in ("rule", "premise") and ("says" in low or "states" in low):
        said = _rule_says(toks, low, k, is_name)
        if said is not None:
            return said

    if low[k - 1] != "rule" or "applies" not in low:
        return None
    a = low.index("applies")
    end = a + 1
    if low[end : end + 1] in (["here"], ["next"], ["now"], ["again"], ["too"]):
        end += 1  # ('The rule "Vertebrates are mammals" applies next.', set 247 #12)
    elif low[end : end + 1] == ["to"] and end + 1 < len(toks) and is_name(toks[end + 1]):
        end += 2
    rule = toks[k : a - (low[a - 1] in ("then", "now"))]  # 'The rule R then applies to C'
    if len(rule) < 3:
        return None
    if end == len(toks):
        return rule
    reason: list[str] = []
    if low[end] in ("since", "because") and end > a + 2:
        # 'The rule R applies to Alex since Alex is a rompus, so Y' (set 258 #31) as
        # 'Since X, and R, Y'
        c = next((i for i in range(end + 4, len(low) - 3) if low[i] == ","), None)
        if c is None or not is_name(toks[end + 1]):
            return None
        reason, end = [*toks[end + 1 : c], ",", "and"], c
    if low[end] != ",":
        return None
    j = end + 1 + match_start(low[end + 1 :], _SO_LEADS)
    if j == end + 1 or j >= len(toks):
        return None
    return ["Since", *reason, *rule, ",", *toks[j:]]


def _rule_says(toks: list[str], low: list[str], k: int, is_name: IsName
               ) -> list[str] | None:
    """From k, ``R says (that) G`` (``states``; R quoted or not, _claim_about_claim drops
    the quotes): R, when G is its gloss (a rule in other words, or a formula: ``The rule
    "Shumpuses are brown" says that every shumpus is brown.``, ``… says $\\forall x\\,
    …$``; sets 53 #55, 143 #48, 159 #39, 215 #61); ``Since R, X`` when X is about a named
    entity (what R gives). None when R is shorter than a rule."""
    q = next((i for i in range(k, len(low)) if low[i] in ("says", "states")), None)
    rule = [t for t in toks[k:q] if t not in _QUOTES]
    if q is None or len(rule) < 3 or q + 1 >= len(low) or low[k] in _SAYS_LEADS:
        return None
    x = q + 1 + (low[q + 1] in ("that", ":"))
    if x < len(toks) and is_name(toks[x]):
        return ["Since", *rule, ",", *toks[x:]] if x + 2 < len(toks) else None
    return rule


# (what follows 'the rule' when it is no rule's text: 'The rule here says …', 'The rule
# that says …')
_SAYS_LEADS = frozenset({"here", "that", "which", "then", "also", "above", "itself"})


_NUMBERED_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "sixth"})
_GIVE_VERBS = frozenset({"gives", "provides", "contains", "includes"})
_SAY_VERBS = frozenset({"says", "states"})


def _gives_the_rule(low: list[str]) -> int:
    """Where R starts in ``It (also) gives the rule R`` / ``The context (also) provides
    the rule (that) R`` (``contains``, ``includes``; after 'it', ``states``, ``says``): a
    context rule restated; 0 for any other sentence."""
    if low[0] == "it":
        k = 1
    elif low[:2] == ["the", "context"]:
        k = 2
    else:
        return 0
    k += low[k : k + 1] == ["also"]
    verbs = _GIVE_VERBS | _SAY_VERBS if low[0] == "it" else _GIVE_VERBS
    if low[k : k + 1] == [] or low[k] not in verbs or low[k + 1 : k + 3] != ["the", "rule"]:
        return 0
    return k + 3 + (low[k + 3 : k + 4] in (["that"], [":"]))


def _quoted_gives(toks: list[str], low: list[str], k: int) -> list[str] | None:
    """From k, ``R (then) tells us / gives us (that) X`` with X about a named entity (a
    conclusion, not R's gloss): ``Since R, X``; else None."""
    v = next((i for i in range(k + 3, len(low) - 3) if low[i] in ("tells", "gives")
              and low[i + 1] == "us"), None)
    if v is None:
        return None
    x = v + 2 + (low[v + 2] == "that")
    if x + 2 >= len(toks) or not toks[x][:1].isupper() or low[x] in _AS_REASON_FIRST:
        return None  # (the gloss of a rule: 'anything that is a numpus is …')
    r = v - (low[v - 1] == "then")
    return ["Since", *toks[k:r], ",", *toks[x:]]


# What a cited premise is called ('Use the rule R', 'We use the disjunction "A or B"')
_PREMISE_NAMES = (["premise"], ["rule"], ["disjunction"], ["conjunction"])


def _cited_premise(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A premise cited by what the writer does with it, as what it says: ``We start from
    the fact that X``, ``Recall the fact that X``, ``Consider the (third) premise X``, ``Use
    the rule that R``. Not ``Consider the case that X`` (an assumption), nor the statement
    under question."""
    if low[0] == "from":
        return None  # 'From the fact that X, it follows that Y' is _from_lead's
    k = 0
    while k < len(low) and low[k] in _CITING:
        k += 1
    if k == 0 or low[k : k + 1] != ["the"]:
        return None
    j = k + 1 + (low[k + 1 : k + 2] in (["given"], ["known"])
                 or (k + 1 < len(low) and low[k + 1] in _ORDINALS))
    if low[j : j + 1] == ["fact"] and low[j + 1 : j + 2] == ["that"]:
        x = j + 2
    elif low[j : j + 1] in _PREMISE_NAMES and low[k - 1] in (
        "consider", "recall", "use", "note", "take"
    ) and (low[j] in ("premise", "rule") or _CONSIDER.isdisjoint(low[j:])):
        # ('We use the disjunction "A or B" and check each possibility' is _cases_on's)
        x = j + 1 + (low[j + 1 : j + 2] in (["that"], [":"]))
    else:
        return None
    if len(toks) - x < 3:
        return None
    if low[0] in ("starting", "beginning") and "," in low[x + 2 :]:
        return ["Since", *toks[x:]]  # 'Starting from the fact that X, Y': X is Y's reason
    if low[-1] == ":":
        return toks[x:-1]  # ('Starting from the given fact that X:' and the steps below)
    for w in range(x + 3, len(low) - 5):
        # 'We use the rule "R" together with the fact that X': R and X, each restated
        a = w + (low[w : w + 2] == ["together", "with"]) * 2 + (low[w] == "and")
        if a > w and low[a : a + 3] == ["the", "fact", "that"] and is_name(toks[a + 3]):
            return [*toks[x:w], ";", *toks[a + 3 :]]
    return toks[x:]


def _cases_on(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``We use proof by cases on (the premise) X`` / ``… with X`` as X: the disjunction the
    cases split, cited."""
    for k in range(1, min(len(low) - 4, 6)):
        # ('Let's reason by cases on the fact that X', 'We argue by cases on X')
        if low[k] in _BY_CASES and low[k + 1 : k + 3] == ["by", "cases"] and (
            low[k + 3] in _CASES_BY
        ):
            x = k + 4 + (low[k + 3 : k + 5] == ["based", "on"])
            x += low[x : x + 1] == ["the"]
            x += low[x : x + 1] in (["premise"], ["disjunction"], ["fact"], ["statement"])
            x += low[x : x + 1] == ["that"]
            return toks[x:] if len(toks) - x >= 3 else None
    # 'We can prove this by considering the two cases from the fact "A or B":', 'we can
    # consider the two possibilities given by the statement "A or B"'
    if _CONSIDER.isdisjoint(low):
        return None
    # 'We use the statement "A or B" and check each possibility:'
    u = 1 if low[0] in ("we", "i") else 0  # ('Use the disjunction "A or B" and check …')
    if low[u] in _USE and low[u + 1] == "the" and low[u + 2] in _CITED_AS:
        end = len(low) - (low[-1] == ":")
        for a in range(end - 3, 4 + u, -1):
            if (
                low[a] == "and" and low[a + 1] in _CONSIDER and low[end - 1] in _CASE_WORDS
                and all(w in _EACH_CASE for w in low[a + 2 : end - 1])
            ):
                return toks[u + 3 : a]
        return None
    for k in range(len(low) - 6):
        if low[k] in _CONSIDER:
            j = k + 1  # ('consider the cases of X', 'consider each of the cases in X')
            if low[j : j + 3] in (["each", "of", "the"], ["all", "of", "the"]):
                j += 2
            j += low[j] in ("the", "both", "each", "all")
            j += low[j] in _CASE_COUNTS
            if low[j] not in _CASE_WORDS:
                return None
            link = next((w for w in _CASES_FROM if tuple(low[j + 1 : j + 1 + len(w)]) == w),
                        None)
            if link is None:
                return None
            x = j + 1 + len(link)
            x += low[x : x + 1] == ["the"]
            x += low[x : x + 1] in (["premise"], ["disjunction"], ["fact"], ["statement"])
            x += low[x : x + 1] in (["that"], [":"])
            end = len(toks) - (low[-1] == ":")
            return toks[x:end] if end - x >= 3 else None
    return None


def _named_premise(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Let $L$ denote the rule "R"`` (``Let P1 be the premise R``, ``stand for``,
    ``represent``) as R: a premise named for later citation ('by $L$'), restated; with
    ``, and recall that X`` (``note``, ``remember``) after it, X restated too. None for
    any other sentence."""
    if low[0] != "let" or len(low) < 7:
        return None
    if low[1] == "$" and low[3] == "$" and CITED_MATH_LABEL.match(low[2]):
        k = 4  # ('$L$', '$R_1$')
    elif CITED_MATH_LABEL.match(low[1]) or CITED_LABEL.match(low[1]):
        k = 2
    else:
        return None
    verb = 2 if low[k : k + 2] == ["stand", "for"] else int(low[k] in _NAMING)
    k += verb
    if not verb or low[k : k + 1] != ["the"] or low[k + 1 : k + 2] not in (
        ["rule"], ["premise"], ["fact"]
    ):
        return None  # ('Let $W$ denote the statement "Rex is a wumpus"' claims nothing)
    x = k + 2 + (low[k + 2 : k + 3] in (["that"], [":"]))
    for i in range(x + 3, len(low) - 4):
        if low[i : i + 2] == [",", "and"] and low[i + 2] in ("recall", "note", "remember") and (
            low[i + 3] == "that"
        ):
            return [*toks[x:i], ";", *toks[i + 4 :]]
    return toks[x:] if len(low) - x >= 3 else None


_NAMING = frozenset({"denote", "be", "represent", "name", "mean"})

_CASES_BY = frozenset({"on", "with", "over", "using", "based"})
_BY_CASES = frozenset({"proof", "reason", "argue", "reasoning", "arguing"})
_CONSIDER = frozenset({"consider", "considering", "examine", "examining", "split",
                       "splitting", "check"})
_USE = frozenset({"use", "take", "apply"})
_CITED_AS = frozenset({"statement", "premise", "fact", "disjunction"})
_EACH_CASE = frozenset({"each", "every", "both", "all", "the", "two", "three", "four",
                        "possible"})
_CASE_COUNTS = frozenset({"two", "three", "four", "both", "possible", "2", "3", "4"})
_CASES_FROM = (("given", "by"), ("from",), ("of",), ("in",), ("on",), ("arising", "from"),
               ("that", "follow", "from"), ("implied", "by"))


def _framed(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``This is impossible, because …``, ``Case Fae is a cat``, ``The fact is that X``."""
    return (
        _impossible_because(toks, low, is_name)
        or _case_opening(toks, low, is_name)
        or _framed_claim(toks, low, is_name)
    )


def _if_colon(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``(Next,) if Fae is a cat: cats are mammals, so …`` (a case) as ``Assume Fae is a
    cat: cats are mammals, so …``, and ``If Fae is a cat:`` alone, heading the lines of
    the case, as ``Assume Fae is a cat``: the case goes on until the next one closes it
    (or a proof by cases discharges it), on its line and on the lines after it (``1. **If
    Stella is a rompus:** Every rompus is a lorpus.`` / ``Hence, Stella is a lorpus.``);
    ``If instead Fae is a cat`` as ``If Fae is a cat``, and so is ``Case where Fae is a
    cat`` (``in which``, ``when``). (``If X, then Y`` is a conditional, whose assumption
    ends with it.)"""
    lead = _marker_lead(low)
    if low[lead : lead + 1] == ["case"]:  # 'Case where Fae is a cat(:)' heads its case
        w = lead + 1 + (low[lead + 1 : lead + 3] == ["in", "which"])
        if low[w : w + 1] not in (["where"], ["when"], ["which"], ["that"], ["if"]) or not (
            w + 3 < len(low) and is_name(toks[w + 1])
        ):
            return None
        if ":" not in low and "," not in low:
            return ["Assume", *toks[w + 1 :]]
        toks, low = [*toks[:lead], "if", *toks[w + 1 :]], [*low[:lead], "if", *low[w + 1 :]]
    if low[lead : lead + 2] == ["if", "instead"]:
        toks, low = [*toks[: lead + 1], *toks[lead + 2 :]], [*low[: lead + 1], *low[lead + 2 :]]
        changed = True
    else:
        changed = False
    if low[lead : lead + 1] == ["if"] and ":" in low and len(low) > lead + 4 and is_name(
        toks[lead + 1]
    ):
        c = low.index(":")
        if c + 2 < len(low) and "," not in low[lead:c]:
            rest = toks[c + 1 :]
            if rest[0].isalpha() and not is_name(rest[0]) and rest[1] in _ARROW_FIRST:
                # 'If Fae is a vumpus: vumpus → jompus (…), so …': the chain is Fae's (as
                # parse.py reads it after 'Assume Fae is a vumpus:'; the rewrites after
                # this one read arrows as 'so')
                rest = [toks[lead + 1], "is", *rest]
            return ["Assume", *toks[lead + 1 : c], ":", *rest]
        if c == len(low) - 1 and "," not in low[lead:c] and "then" not in low[lead:c]:
            # 'If Fae is a cat:' heading the lines of its case: that case's assumption
            return ["Assume", *toks[lead + 1 : c]]
    return toks if changed else None


def _any_as_every(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``…, and any impus is a vumpus, so …`` as ``…, and every impus is a vumpus, so
    …``: "any" opening a clause inside a sentence (a sentence that opens with it is
    _generic_subject's); so too "a" before a noun and "is" (``Fae is a sterpus, and a
    sterpus is not rainy, so …``)."""
    if "any" not in low and "a" not in low and "an" not in low:
        return None
    out = None
    for k in range(1, len(low) - 3):
        if (
            (low[k] == "any" and "is" in low[k + 2 : k + 4]
             or low[k] in ("a", "an") and low[k + 2] == "is" and _after_claim(low, k))
            and low[k - 1] in _CLAUSE_OPENERS
            and not is_name(toks[k + 1])
        ):
            if out is None:
                out = list(toks)
            out[k] = "every"
    return out


def _after_claim(low: list[str], k: int) -> bool:
    """Whether the clause before ``low[k]`` ('a', after 'and' or a comma) is a complete
    claim ('Fae is a sterpus, and a sterpus is …'), not a subject still being listed
    ('Anything temperate and a rompus is …', 'Everything that is a cat and a dog is …')."""
    if low[k - 1] == "so":
        return False
    j = k - 2 - (low[k - 2 : k - 1] == [","])  # (', and a sterpus')
    while j >= 0 and low[j] not in _CLAUSE_OPENERS:
        j -= 1
    span = low[j + 1 : k - 1]  # (with the comma of ', and': no copula, no quantifier)
    return any(w in COPULA for w in span) and _QUANTIFIER_WORDS.isdisjoint(span)


_QUANTIFIER_WORDS = frozenset({"every", "each", "all", "any", "everything", "anything",
                               "something", "nothing", "whatever", "that", "which", "who",
                               "if", "no"})
_CLAUSE_OPENERS = frozenset({",", ";", ":", "and", "so", "since", "because", "as", "then",
                             "but", "thus", "hence", "therefore"})


_SUBJUNCTIVE_MARKERS = frozenset({"so", "then", "thus", "hence", "now", "next", "first",
                                  "finally", "also", "instead"})


def _subjunctive(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``(Now,) assume Fae were a cat.`` as ``(Now,) assume Fae is a cat.``; ``So if Fae
    were a cat, …`` as ``So if Fae is a cat, …``."""
    lead = _marker_lead(low) or (low[0] in _SUBJUNCTIVE_MARKERS and len(low) > 1)
    if low[lead] in ("assume", "suppose", "if") and ("were" in low or "was" in low):
        # ('If Rex was hot, then …' too)
        k = low.index("were") if "were" in low else low.index("was")
        if k > 1 and is_name(toks[k - 1]):
            return [*toks[:k], "is", *toks[k + 1 :]]
    if ":" in low and "were" in low:  # '**Fae is not a cat:** Suppose Fae were a cat.'
        k = low.index("were")
        if k > 2 and is_name(toks[k - 1]) and low[k - 2] in ("assume", "suppose") and (
            low[k - 3] == ":"
        ):
            return [*toks[:k], "is", *toks[k + 1 :]]
    return None


def _everything_adjective(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``…, and everything brown is liquid`` (``anything brown``) as ``…, and everything
    that is brown is liquid``: a rule about what is A, inside a sentence or at its start
    (where _generic_subject reads 'Everything fruity is …' alone); so too with a list
    (``Anything temperate and a rompus is an impus``), and with "nothing" (``Since
    nothing discordant is a gorpus, …``)."""
    if "everything" not in low and "anything" not in low and "nothing" not in low:
        return None
    at = [
        k for k in range(len(low) - 3)
        if low[k] in ("everything", "anything", "nothing")
        and (k == 0 or low[k - 1] in _CLAUSE_OPENERS)
        and low[k + 1] not in ("that", "which", "is", "else", "who")
        and low[k + 1].isalpha()
        and _attributes_then_copula(toks, low, k + 1, is_name)
    ]
    if not at:
        return None
    out: list[str] = []
    for k, t in enumerate(toks):
        out.extend(("nothing" if low[k] == "nothing" else "everything", "that", "is")
                   if k in at else (t,))
    return out


def _adjective_things(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Every luminous thing is a vumpus`` as ``Everything that is luminous is a vumpus``
    and ``(All) earthy things are vumpuses`` as ``Things that are earthy are vumpuses``,
    at the start of the sentence or of a clause inside it (``Max is earthy, and earthy
    things are cold, so …``). None for any other sentence."""
    if "thing" not in low and "things" not in low:
        return None
    for k in range(len(low) - 3):
        if k and low[k - 1] not in _CLAUSE_OPENERS:
            continue
        every = low[k] in ("every", "each", "any")
        q = k + (every or low[k] == "all")  # the first adjective
        if not _adjective_word(toks, low, q, is_name):
            continue
        n = q + 1  # the noun, after one adjective or two joined by 'and'
        if low[n : n + 1] == ["and"] and _adjective_word(toks, low, n + 1, is_name):
            n += 2
        if n + 1 >= len(low):
            continue
        if every and low[n : n + 2] == ["thing", "is"]:
            return [*toks[:k], "everything", "that", "is", *toks[q:n], *toks[n + 1 :]]
        if not every and low[n : n + 2] == ["things", "are"]:
            return [*toks[:k], "things", "that", "are", *toks[q:n], *toks[n + 1 :]]
    return None


def _adjective_word(toks: list[str], low: list[str], k: int, is_name: IsName) -> bool:
    return k < len(low) and low[k].isalpha() and low[k] not in _NOT_ADJECTIVE and not is_name(
        toks[k])


# Words before 'thing(s)' that are no adjective: the grammar's reserved words (articles,
# quantifiers, counts), and determiners it leaves to the reading ('such things')
_NOT_ADJECTIVE = RESERVED | {"such", "other", "that", "which", "living"}


def _attributes_then_copula(toks: list[str], low: list[str], k: int, is_name: IsName
                            ) -> bool:
    """Whether a list of properties starts at k and is followed by 'is' or 'must': one
    word ('brown'), or words joined by commas and 'and' / 'or' with articles ('temperate
    and a rompus', 'brown, dull, or a lorpus'), no name among them."""
    if low[k + 1 : k + 2] in (["is"], ["must"]):
        return True
    for j in range(k + 1, min(k + 10, len(low) - 1)):
        if low[j] in ("is", "must"):
            return any(w in ("and", "or") for w in low[k:j])
        if not (low[j] in (",", "and", "or", "a", "an") or (
            low[j].isalpha() and not is_name(toks[j])
        )):
            return False
    return False


def _which_is(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``everything which is`` as ``everything that is``."""
    for k in range(len(low) - 2):
        if low[k] in _RELATIVE_THING and low[k + 1] == "which" and low[k + 2] in COPULA:
            return [*toks[: k + 1], "that", *toks[k + 2 :]]
    return None


def _without_cases_ending(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Fae is a mammal in either case.`` as ``Fae is a mammal.``; ``…, regardless of
    whether Fae is red`` and ``whichever of the two she is`` dropped (what the claim
    does not depend on)."""
    for ending in _ENDINGS_BY_LAST.get(low[-1], ()) if low else ():
        if len(low) > len(ending) + 2 and tuple(low[-len(ending) :]) == ending:
            out = toks[: -len(ending)]
            while out and out[-1] in ("-", "—", "–", ",", ":"):  # 'Rex is bitter -- from …'
                out = out[:-1]
            return out
    for k in range(4, len(low) - 3):
        if low[k - 1] == "," and low[k : k + 3] in (["regardless", "of", "whether"],
                                                    ["no", "matter", "whether"]):
            return toks[: k - 1]
        if low[k : k + 3] in (["regardless", "of", "which"], ["no", "matter", "which"]) and (
            _WHICH_CASE.issuperset(low[k + 3 :])
        ):
            # '… regardless of which of the three it is' (what the claim does not depend on)
            return toks[: k - (low[k - 1] == ",")]
    if "whichever" in low:
        # 'Since Stella is a lorpus whichever of the two she is, …'
        k = low.index("whichever")
        n = next((n for n in (6, 4) if k + n <= len(low) and low[k + n - 1] in COPULA
                  and low[k + n - 2] in _PRONOUNS), None)
        if n is not None and k > 2 and (n == 4 or low[k + 1 : k + 3] == ["of", "the"]):
            return [*toks[:k], *toks[k + n :]]
    return None


_PRONOUNS = frozenset({"she", "he", "it", "they"})
_WHICH_CASE = frozenset({"of", "the", "two", "three", "four", "these", "them", "one", "it", "he",
                        "she", "they", "is", "are", "holds", "hold", "applies", "case", "cases",
                        "option", "options", "disjunct", "true", "."})


def _final_remarks(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """Final remarks in brackets (``Fae is a cat (given) [premise 1].``) dropped; one that
    says more is read as part of the sentence, or the sentence has no reading."""
    if toks[-1] not in _BRACKETS:
        return None
    bracketed = _final_brackets(toks, is_name=is_name)
    if bracketed is None:
        return []
    return bracketed if bracketed != toks else None


def _reason_lead(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Given that X, Y``, ``(Next,) using the rule that X, Y``, ``Given X, Y``,
    ``Applying (the rule) X (to C), Y`` and ``As X, Y`` as ``Since X, Y``; ``Given Fae is
    not a cat.`` (what is given, stated) as the claim."""
    lead = _marker_lead(low)
    if low[:2] == ["given", "that"]:
        return ["Since", *toks[2:]]
    if (
        len(low) > lead + 4
        and low[lead] in ("using", "by", "applying", "given")
        and low[lead + 1] in ("the", "this")
        and low[lead + 2] in ("rule", "fact", "premise")
        and low[lead + 3] == "that"
    ):
        return ["Since", *toks[lead + 4 :]]
    if low[0] == "given" and len(low) > 3 and low[1] not in ("the", "this") and "," in low:
        return ["Since", *toks[1:]]
    if low[0] == "given" and len(low) > 3 and is_name(toks[1]):
        return toks[1:]
    if low[lead] in ("using", "applying", "by") and "," in low and lead + 4 < len(low) and (
        # ('By the same rule Wren is a lempus, and …': no comma, the prefix's)
        low[lead + 1 : lead + 4] != ["the", "same", "rule"] or low[lead + 4] == ","
    ):
        # 'So by "every cat is a mammal", Fae is a mammal.'
        return _applied_rule(toks[lead:], low[lead:], is_name)
    if low[0] == "as" and len(low) > 3 and "," in low and (
        is_name(toks[1]) or low[1] in _AS_REASON_FIRST
    ):
        return ["Since", *toks[1:]]
    if low[lead : lead + 2] == ["according", "to"] and "," in low[lead:]:
        # 'According to the premise "R", Y' as 'Since R, Y'; 'According to premise 3, Y'
        # as Y ('According to the context, Y' is read as written)
        a = lead + 2
        c = low.index(",", a)
        if low[a : a + 1] == ["the"] and low[a + 1 : a + 2] in (["premise"], ["rule"]):
            return ["Since", *toks[a + 2 : c], ",", *toks[c + 1 :]] if c - a > 4 else None
        if low[a] in _CITED and all(_cited_number(w) or w == "and" for w in low[a + 1 : c]):
            return toks[c + 1 :] if c + 2 < len(low) else None
    if low[0] in ("since", "because", "as") and low[1:2] in (["we"], ["we've"]):
        # 'Since we have established that X, Y' as 'Since X, Y'; '… (both) that A and
        # that B, Y' as 'Since A and B, Y'
        k = 2 + (low[2:3] in (["have"], ["had"]))
        if low[k : k + 1] and low[k] in _ESTABLISHED:
            k += low[k + 1 : k + 2] == ["both"]
            if low[k + 1 : k + 2] == ["that"]:
                rest = toks[k + 2 :]
                return [toks[0], *(_without_and_that(rest, is_name) or rest)]
    return None


def _without_and_that(toks: list[str], is_name: IsName) -> list[str] | None:
    """``A and that B`` as ``A and B`` (B about a named entity, before the first comma);
    None when there is no such 'that'."""
    low = [t.lower() for t in toks]
    end = low.index(",") if "," in low else len(low)
    for i in range(1, end - 2):
        if low[i] == "and" and low[i + 1] == "that" and is_name(toks[i + 2]):
            return [*toks[: i + 1], *toks[i + 2 :]]
    return None


def _which_makes(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Cats are mammals, which are animals.``; ``…, which makes Fae a cat``."""
    return _which_are(toks, low, is_name) or _makes(toks, low, is_name)


def _generic_subject_or_reason(
    toks: list[str], low: list[str], is_name: IsName
) -> list[str] | None:
    """``If something is a cat, then it is a mammal.``; a participle's reason."""
    return _generic_subject(toks, low, is_name) or _participle_reason(toks, low, is_name)


def _elided(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Fae is a cat, so Fae is a mammal, and hence an animal.``"""
    return None if _ELIDED.isdisjoint(low) else _elided_subject(toks, low, is_name)


def _without_cited_steps(reason: list[str]) -> list[str]:
    """A reason without the earlier steps it also cites: ``"Felines are carnivores" and
    Step 1`` as ``"Felines are carnivores"`` (the verifier finds the premises itself)."""
    low = [t.lower() for t in reason]
    for j in (i for i in range(1, len(low) - 1) if low[i] == "and"):
        tail = low[j + 1 :]
        if (tail[0] in _CITED or tail[0] in _CITED_PLURAL) and any(
            _cited_number(w) for w in tail
        ) and all(
            w in _CITED or w in _CITED_PLURAL or _cited_number(w) or w in ("and", ",", "&")
            for w in tail
        ):
            return reason[:j]
    return reason


def _from_glossed_premise(toks: list[str], low: list[str], is_name: IsName
                          ) -> list[str] | None:
    """``From premise 2 (Fae is a cat and a dog), Y`` (``By``, ``Using``; ``step 3``,
    ``P2``) as ``Since Fae is a cat and a dog, Y``: the premise by what it says. None for
    any other sentence."""
    if low[0] not in ("from", "by", "using") or len(low) < 8:
        return None
    k = 1 + (low[1] in _CITED)
    if not _cited_number(low[k]) or low[k + 1] != "(" or ")" not in low[k + 2 :]:
        return None
    c = low.index(")", k + 2)
    if "(" in low[k + 2 : c] or low[c + 1 : c + 2] != [","]:
        return None
    return ["Since", *toks[k + 2 : c], *toks[c + 1 :]]


def _participle_clause(words: list[str], is_name: IsName) -> list[str] | None:
    """A name and a participle, ``Fae being a cat and a dog`` (``Fae not being a cat``),
    as the clause ``Fae is a cat and a dog``; None for any other words."""
    if len(words) > 2 and is_name(words[0]):
        second = words[1].lower()
        if second == "being":
            return [words[0], "is", *words[2:]]
        if second == "not" and words[2].lower() == "being":
            return [words[0], "is", "not", *words[3:]]
    return None


def _being_as_is(reason: list[str], is_name: IsName) -> list[str]:
    """A reason said with a participle as its clause (_participle_clause); any other as
    it is."""
    return _participle_clause(reason, is_name) or reason


def _from_quoted_rule(toks: list[str], low: list[str], is_name: IsName
                      ) -> list[str] | None:
    """``From the rule "R", since X, Y`` (``the premise``, ``the statement``; ``"R":``; a
    comma inside the quotes; the quotes gone, _claim_about_claim; ``By``, ``According
    to``) as
    ``R, and since X, Y``: the rule,
    then the step it licenses with the reason given. None for any other sentence."""
    f = 2 if low[:2] == ["according", "to"] else 1  # ('According to the statement "R", …')
    if (f == 1 and low[0] not in ("from", "by")) or len(low) < 10:
        return None
    if low[f : f + 2] in (["the", "rule"], ["the", "premise"], ["the", "statement"]):
        r = f + 2
    elif _rule_clause(low, f):
        r = f  # 'From "Each dumpus is feisty," since X, Y' (the rule not named a rule)
    else:
        return None
    c = next((k for k in range(r + 2, len(low) - 4)
              if low[k] in (",", ":") and low[k + 1] in ("since", "because")), None)
    if c is None:
        return None
    inner = [t for t in toks[r:c] if t not in ('"', "“", "”")]
    while inner and inner[-1] in (",", ".", ":"):
        inner = inner[:-1]
    if not any(w in COPULA for w in inner):
        return None
    return [*inner, ",", "and", "since", *toks[c + 2 :]]


def _from_lead(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``From X, we get Y`` as ``Since X, Y``, at the comma before ``we get`` (X may be a
    list with commas of its own); ``From the (given) fact that X, it follows that Y``: X
    is what the fact says; ``From "Fae is a cat and a dog", Fae is a cat.``: the quoted
    claim is the reason."""
    m = _marker_lead(low)  # ('First, from X, we get Y')
    if m and low[m : m + 1] == ["from"]:
        toks, low = toks[m:], low[m:]
    f = 2 if low[:2] == ["according", "to"] else 1  # 'According to "R", X' as 'From'
    if f == 1 and low[0] != "from":
        return None
    a = f + next((len(t) for t in _THE_FACT_THAT if tuple(low[f : f + len(t)]) == t), 0)
    first = low.index(",") if "," in low else len(low)
    if first > a + 3:
        # 'From the statement "Max is a feline" we know Max is a feline' (no comma before
        # 'we know', the quotes gone; '… we get, by ∨-introduction, that Y'): the comma is
        # written in
        c = next((i for i in range(a + 3, min(first, len(low) - 3)) if low[i] == "we" and (
            match_start(low[i:], _WE_GET) or low[i + 1] == "know"
        )), None)
        if c is None and first == len(low):
            return None
        if c is not None:
            toks, low = [*toks[:c], ",", *toks[c:]], [*low[:c], ",", *low[c:]]
    for c in (i for i, w in enumerate(low) if w == "," and i > a):
        k = c + 1 + match_start(low[c + 1 :], _WE_GET)
        if k == c + 1 and low[k : k + 2] == ["we", "know"] and k + 2 < len(toks) and is_name(
            toks[k + 2]
        ):
            k += 2  # '…, we know Sally is a tumpus' (no 'that')
        k += k > c + 1 and low[k : k + 2] == [",", "by"]  # ('we get, by ∨-introduction, that')
        if k > c + 1 and low[k : k + 1] == ["by"] and "that" in low[k : k + 6]:
            k = low.index("that", k) + 1  # '…, we obtain by conjunction elimination that Y'
        if k > c + 1 and k < len(low):
            if _SOURCE_WORDS.issuperset(low[a:c]):
                # 'From the context, we know that Y': where Y comes from, no reason
                return ["The", "context", "states", "that", *toks[k:]]
            return ["Since", *_being_as_is(_without_cited_steps(toks[a:c]), is_name), ",",
                    *toks[k:]]
    # the comma before a claim about the entity: the last such, as the reason may be a
    # list with commas of its own ('From "Fae is opaque, a sterpus, and a sorpus," Fae
    # is a sterpus.')
    for c in reversed([i for i, w in enumerate(low) if w == ","]):
        if c > a + 2 and c + 2 < len(low) and is_name(toks[c + 1]) and (
            "is" in low[a:c] or "are" in low[a:c]
        ) and low[c + 2] in COPULA:
            return ["Since", *_without_cited_steps(toks[a:c]), ",", *toks[c + 1 :]]
    return None


def _joined_reason(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Every cat is a mammal, and since Fae is a cat, Fae is …``, ``So X because Y``,
    ``Fae is a cat — given.``"""
    return (
        _and_since(toks, low, is_name)
        or _so_because(toks, low, is_name)
        or _dash_remark(toks, low, is_name)
    )


_RULE_GIVES = (("gives", "that"), ("gives", "us", "that"), ("tells", "us", "that"),
               ("shows", "that"), ("means", "that"), ("implies", "that"),
               # 'The rule "R" means X', '… gives: X', '… tells us X' (longer forms first)
               ("gives", "us", ":"), ("gives", ":"), ("yields", ":"), ("means",), ("implies",),
               ("tells", "us"))
_RULE_SAYS = (("tells", "us", "that"), ("says", "that"), ("means", "that"), ("implies", "that"),
              ("shows", "that"), ("tells", "us"), ("gives", "us"))


def _rule_clauses(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """The rule a reason names, and a remark that it applies: ``Since X, the rule R tells
    us that Y`` as ``Since X, and R, Y``; ``…, this rule applies (directly) to Alex, …``
    dropped (``the rule``, ``that rule``, ``the same rule``), and so is ``…, so this rule
    does not apply (to Alex)`` at the end (_rule_not_applied); ``The rule R gives that
    X`` as ``Since R, X``. None when there is none."""
    if low[:2] == ["the", "rule"] and any(w in COPULA for w in low[2:12]):
        # 'The rule "R" (then) gives that X' (its quotes gone): 'Since R, X'
        for v in range(3, len(low) - 3):
            says = next((w for w in _RULE_GIVES if tuple(low[v : v + len(w)]) == w), None)
            if says is not None:
                r = toks[2 : v - (low[v - 1] == "then")]
                return ["Since", *r, ",", *toks[v + len(says) :]] if r else None
    for i in range(2, len(low) - 4):
        if low[i] != "," or low[i + 1] not in ("the", "this", "that"):
            continue
        r = i + 2 + (low[i + 2] == "same")
        if low[r : r + 1] != ["rule"]:
            continue
        if low[r + 1 : r + 2] == ["applies"]:
            a = r + 2 + (low[r + 2 : r + 3] == ["directly"])
            if low[a : a + 1] == ["to"] and a + 1 < len(low) and (
                is_name(toks[a + 1]) or low[a + 1] in _OBJECT_PRONOUNS
            ):
                b = a + 2 + (low[a + 2 : a + 3] in (["directly"], ["here"], ["too"]))
                if low[b : b + 1] == [","]:  # ', this rule applies to Alex (directly), so …'
                    return [*toks[:i], *toks[b:]]
            if low[a : a + 1] == [","] and a + 3 < len(low):
                return [*toks[:i], *toks[a:]]  # ', the rule applies directly, which means …'
            continue
        if low[0] not in ("since", "because", "as"):
            continue
        for v in range(r + 3, len(low) - 3):
            says = next((w for w in _RULE_SAYS if tuple(low[v : v + len(w)]) == w), None)
            if says is not None:
                if not any(w in COPULA for w in low[r + 1 : v]):
                    return None
                return [*toks[:i], ",", "and", *toks[r + 1 : v], ",", *toks[v + len(says) :]]
    return None


def _rule_not_applied(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``X, so this rule does not apply (to Polly)`` at the end as X: what does not follow
    is no claim, and the claims before it stay (the sentence was a comment, and a false
    claim in it passed unjudged). None for any other sentence."""
    n = len(low)
    for i in range(2, n - 5):
        if low[i] == "," and low[i + 1] in SO_WORDS and low[i + 2] in ("this", "that", "the") and (
            low[i + 3 : i + 7] == ["rule", "does", "not", "apply"]
            and (n == i + 7 or (low[i + 7] == "to" and n == i + 9))
        ):
            return toks[:i]
    return None


def _known_from(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``We know from the context that X`` (``see``, ``learn``, ``conclude``; ``from the
    premises``, ``from the given facts``, ``from the second statement``) as ``We know
    that X``: where it is known from, dropped."""
    for i in range(1, len(low) - 4):
        if low[i] in ("know", "see", "learn", "conclude") and low[i + 1] == "from" and (
            "that" in low[i + 2 : i + 7]
        ):
            j = low.index("that", i + 2)
            if (_SOURCE_WORDS | _NTH).issuperset(low[i + 2 : j]) and j + 3 < len(low):
                return [*toks[: i + 1], *toks[j:]]
    return None


# Which premise a step cites by its place ('from the second statement').
_NTH = frozenset({"first", "second", "third", "fourth", "fifth", "last", "previous",
                  "statement", "statements", "sentence"})


# What may stand between ', and' and a clause it adds, saying only how it is known
# ('and we just showed that X': a bare 'we' takes a verb in the past or 'know').
_AND_LEADS = by_first(tuple(
    (*now, *we, *just, verb, *that)
    for now in ((), ("now",))
    for we in (("we've",), ("we", "have"), ("we",))
    for just in ((), ("just",), ("already",))
    for verb in ("established", "shown", "showed", "derived", "proven", "proved", "know",
                 "found")
    for that in ((), ("that",))
    if not (we == ("we",) and verb in ("shown", "proven")) and not (just and verb == "know")
) + (("now",),))


def _without_fillers(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``…, so in particular Fae is a cat.``; ``…, as required.``; ``…, which is what we
    wanted to prove.``; ``…, and according to the context, R`` (``based on the
    premises``, ``from step 1``) as ``…, and R``."""
    out, changed = toks, False
    for i in range(2, len(low) - 5) if "shown" in low or "established" in low else ():
        # 'A, and we have shown that B': B, restated
        if low[i - 1 : i + 1] == [",", "and"] and low[i + 1 : i + 3] == ["we", "have"] and (
            low[i + 3] in ("shown", "established", "proven", "proved")
            and low[i + 4] == "that"
        ):
            out, changed = [*toks[: i + 1], *toks[i + 5 :]], True
            low = [*low[: i + 1], *low[i + 5 :]]
            toks = out
            break
    for i in range(2, len(low) - 5) if "from" in low else ():
        # 'A, and from step 1, B': where B comes from, dropped (its comma too); so in a
        # list, 'Rex is temperate and, from step 1, a rompus'
        listed = low[i - 2 : i] == ["and", ","]
        if low[i] == "from" and (low[i - 1] == "and" or listed) and low[i + 1] in _CITED and (
            _cited_number(low[i + 2]) and (low[i + 3] == "," or is_name(toks[i + 3]))
        ):
            k = i + 3 + (low[i + 3] == ",")
            i -= listed
            out, low, changed = [*toks[:i], *toks[k:]], [*low[:i], *low[k:]], True
            toks = out
            break
    for i in range(2, len(low) - 4) if "," in low else ():
        # 'A, and we've established (that) B', 'A, and now we know B', 'A, and now B'
        if low[i - 2 : i] != [",", "and"]:
            continue
        k = match_start(low[i:], _AND_LEADS)
        if k and i + k + 2 < len(low) and (is_name(toks[i + k]) or low[i + k] in ("a", "an")):
            out, low, changed = [*toks[:i], *toks[i + k :]], [*low[:i], *low[i + k :]], True
            toks = out
            break
    for i in range(2, len(low) - 4) if "according" in low or "based" in low else ():
        # where R comes from, after a connective: dropped
        if low[i] in ("according", "based") and low[i - 1] in ("and", "so", ","):
            c = next((k for k in range(i + 2, min(i + 7, len(low))) if low[k] == ","), None)
            if c is not None and _SOURCE_WORDS.issuperset(low[i + 1 : c]) and c + 3 < len(low):
                out, low, changed = [*toks[:i], *toks[c + 1 :]], [*low[:i], *low[c + 1 :]], True
            break
    for k in range(3, len(low) - 3):
        w = k + 3 + (low[k + 3] in ("exactly", "precisely", "just"))  # ('is exactly what')
        if low[k : k + 2] == [",", "which"] and (
            low[k + 2] == "is" and low[w : w + 2] == ["what", "we"] and set(low[w + 2 :]) <= _WANTED
            or low[k + 2] in _SETTLES and set(low[k + 3 :]) <= _SETTLED
        ):
            out, changed = out[:k], True
            break
        if low[k] == "," and low[k + 1] in ("and", "so") and low[k + 2] == "the" and (
            low[k + 3] in ("statement", "claim", "goal")
            and low[k + 4 : len(low) - (low[-1] == ".")] in _GOAL_HOLDS
        ):
            out, changed = out[:k], True  # 'So Polly is not opaque, and the statement holds.'
            break
    for filler in _FILLER_PHRASES:
        new = _replace_first(out, filler, (), after=1)
        if new is not None:
            out, changed = new, True
    while len(out) > 3 and tuple(t.lower() for t in out[-3:]) in _AS_REQUIRED:
        out, changed = out[:-3], True
    if len(out) > 5 and [t.lower() for t in out[-4:]] == [",", "not", "the", "opposite"]:
        out, changed = out[:-4], True  # ('… Alex is multicellular, not the opposite.')
    return out if changed else None


# What a remark that the goal is reached says after 'the statement' (_without_fillers)
_GOAL_HOLDS = (["holds"], ["is", "true"], ["is", "proven"], ["follows"])


def _as_stated(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A remark on where a claim comes from, at its end, dropped: ``Fae is bright, as
    stated in the context.``, ``…, as given in premise 2``, ``… from step 1``, ``…, this
    is given``, ``A and B, both given in the context``."""
    if (len(low) > 5 and low[-1].isdigit() and low[-2] in _CITED
            and low[-3] in ("from", "in", "at", "of", "see")):
        # 'This contradicts the fact that Fae is a cat from step 1.', 'Fae is a cat
        # because of rule 2.' (the 'because' goes with it)
        cut = len(low) - 3 - (low[-4] in ("because", "since", "as"))
        return toks[: cut - (low[cut - 1] == ",")]
    if "according" in low:
        a = low.index("according")
        if a > 3 and low[a - 1] == "," and low[a + 1 : a + 2] == ["to"] and _is_remark(
            [w for w in low[a + 2 :] if w != "same"]
        ):
            return toks[: a - 1]  # 'So Fae is a yumpus, according to the same statement.'
    for i in range(3, len(low) - 1):
        if low[i - 1] == "," and low[i] in ("both", "all", "each") and given_remark(
            [w for w in low[i:] if w not in (".", "!")]
        ):
            return toks[: i - 1]  # 'A and B, both given in the context.'
        if low[i - 1] == "," and low[i] == "as" and low[i + 1] in _AS_STATED:
            if _is_remark(low[i:]):
                return toks[: i - 1]
            return None
        if low[i - 1] == "," and low[i : i + 2] == ["as", "we"] and low[i + 2 : i + 3] and (
            low[i + 2] in _WE_SAID and _is_remark(low[i + 3 :])
        ):
            return toks[: i - 1]  # '…, as we said before'
        if low[i - 1] == "," and low[i] in ("this", "that", "which") and i > 3 and (
            _remark_clause(["this", *low[i + 1 :]] if low[i] == "which" else low[i:])
        ) and not any(w.startswith("contradict") for w in low[i:]):
            # 'Rex is moderate, this is given.' (not '…, which is again a contradiction':
            # a step, CONTRADICTION_TAILS)
            return toks[: i - 1]
        if (low[i] == "because" or (low[i] == "since" and low[i - 1] == ",")) and i > 3 and (
            _remark_clause(low[i + 1 :]) or _case_remark(toks[i + 1 :], low[i + 1 :], is_name)
            or _says_so(low[i + 1 :])
        ):
            # '…, since only one of the options needs to hold.' ('X because R' too: what
            # _claim_about_claim makes of 'the statement "X" is true, since R')
            return toks[: i - 1] if low[i - 1] == "," else toks[:i]
    return None


_SAYS_VERBS = frozenset({"says", "said", "states", "stated", "tells", "told"})
_SAYS_WHO = frozenset({"context", "problem", "question", "premise", "premises", "rule",
                       "rules", "text", "information", "statement", "passage"})


def _says_so(low: list[str]) -> bool:
    """Whether a reason only says that a source says so: ``the context says so``, ``the
    problem tells us so``, ``premise 2 states so``."""
    words = [w for w in low if w not in (".", "!")]
    k = 1 if words[:1] in (["the"], ["this"], ["our"]) else 0
    if words[k : k + 1] == [] or words[k] not in _SAYS_WHO:
        return False
    k += 1 + (k + 1 < len(words) and words[k + 1].isdigit())
    if words[k : k + 1] == [] or words[k] not in _SAYS_VERBS:
        return False
    k += 1 + (words[k + 1 : k + 2] == ["us"])
    return words[k:] == ["so"]


def _case_remark(toks: list[str], low: list[str], is_name: IsName) -> bool:
    """Whether a reason speaks only of the cases or the parts of a formula, of no named
    entity: ``only one of the three options needs to hold``, ``one disjunct is enough``."""
    return (
        any(w in _CASE_WORDS or w in _LOGIC_TALK for w in low)
        and not any(is_name(t) for t in toks)
        and not any(w in _CLAIM_WORDS for w in low)
    )


# Words with which a reason about the cases would still claim something of its own.
_CLAIM_WORDS = SO_WORDS | {"then", ",", ";", ":"}


_WE_SAID = frozenset({"said", "saw", "noted", "showed", "found", "derived", "established",
                      "know", "knew", "mentioned", "concluded", "proved", "proven"})


def _without_verdict(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A verdict on the question after a claim, dropped: ``Fae is small, so the answer is
    True.``, ``So Fae is small, and the answer is True.``, ``…, so the statement
    contradicts what follows from the premises.`` (the label is read at the end of
    the output; in the middle of the reasoning a verdict is no step)."""
    for k in range(3, len(low) - 4):
        if (low[k] == "," and low[k + 1] in ("so", "and", "hence", "thus", "therefore")
                and low[k + 2] == "the" and low[k + 3] in ("answer", "statement", "claim")
                and (
                    (low[k + 4] == "is" and set(low[k + 5 :]) <= _VERDICT_WORDS)
                    # '…, so the statement contradicts what follows from the premises.'
                    or (low[k + 4] == "contradicts" and set(low[k + 5 :]) <= _WHAT_HOLDS)
                )):
            return toks[:k]
    return None


_WHAT_HOLDS = frozenset({"what", "follows", "from", "the", "premises", "premise", "context",
                         "facts", "we", "have", "derived", "shown", "proven", "established",
                         "rules"})


def _refutation_after_contradiction(
    toks: list[str], low: list[str], is_name: IsName
) -> list[str] | None:
    """``This is a contradiction, so our assumption must be false.``: the contradiction
    is the step."""
    for i in range(2, len(low) - 4):
        if low[i : i + 4] == [",", "so", "our", "assumption"] and low[-1] in _REFUTED:
            return toks[:i]
    return None


def _without_assent(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Every cat is a mammal, yes.`` (a thinking model)."""
    out = toks
    while len(out) > 3 and out[-2] == "," and out[-1].lower() in ("yes", "right"):
        out = out[:-2]
    return out if out is not toks else None


def _as_well_as(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Fae is a cat as well as a mammal.``"""
    return _replace_first(toks, ("as", "well", "as"), ("and",), after=1)


_LEAD_VERBS = frozenset({"told", "given", "conclude", "infer", "deduce", "say", "state",
                         "know", "see"})
_MANNER = frozenset({"explicitly", "outright", "safely", "confidently", "immediately",
                     "directly", "clearly"})


def _lead_manner(low: list[str]) -> set[int]:
    """Where a lead-in's manner words are (``we are told outright that``, ``we are
    explicitly told``, ``we can safely conclude``, ``we can conclude with certainty
    that``): the positions to drop, before the 'that' of a 'we' lead-in only."""
    if "we" not in low or "that" not in low:
        return set()
    w, t = low.index("we"), low.index("that")
    drop: set[int] = set()
    for k in range(w + 1, t):
        if low[k] in _MANNER and (low[k - 1] in _LEAD_VERBS or low[k + 1] in _LEAD_VERBS):
            drop.add(k)
        elif low[k] == "with" and low[k + 1] in ("certainty", "confidence") and (
            low[k - 1] in _LEAD_VERBS
        ):
            drop.update((k, k + 1))
    return drop


def _without_adverbs(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """Adverbs after a copula, a modal or ``not`` (``Fae is also a cat``, ``Fae would
    again be a cat``), and ``also`` after ``and`` (``A and also B``), dropped; not
    those that weaken a negation (``Fae is not necessarily a cat``: no reading); final
    ``as well``, ``too``, ``also``, ``again``, ``either``, ``here (too)``; ``or both``
    (an inclusive 'or' said twice); ``at the same time``; how a lead-in says it (``we
    are told outright that``, ``we are explicitly told``, ``we can conclude with
    certainty that``)."""
    keep: list[str] = []
    changed = False
    manner = _lead_manner(low)
    if manner:
        toks = [t for k, t in enumerate(toks) if k not in manner]
        changed = True
    for t in toks:
        w = t.lower()
        prev = keep[-1].lower() if keep else ""
        if (w in FILLER_ADVERBS or w in ("again", "directly", "immediately")) and (
            prev in ("is", "are", "not", "be", "we", "can", "would", "must", "we're", "we've",
                     "follows")
            or (prev == "and" and w == "also")
        ) or (w in ("already", "just") and prev in ("we", "i")):  # ('we already know that')
            if prev == "not" and w in _NOT_WEAKENED:
                return []
            changed = True
            continue
        keep.append(t)
    out = keep
    while out and [t.lower() for t in out[-2:]] == ["as", "well"]:
        out, changed = out[:-2], True
    while len(out) > 2 and out[-1].lower() in ("too", "also", "again", "either", "instead"):
        out, changed = out[:-1], True
    if len(out) > 5 and [t.lower() for t in out[-3:]] == ["all", "at", "once"]:
        out, changed = out[:-3], True  # 'Alex is an impus, a numpus, and a grimpus all at once'
    low = [t.lower() for t in out]
    for i in range(2, len(low) - 3):
        if low[i : i + 4] == ["at", "the", "same", "time"]:
            # 'Fae can't be both dull and not dull at the same time, so …'
            out, changed = [*out[:i], *out[i + 4 :]], True
            break
    if len(out) > 4 and out[-1].lower() == "here" and out[-2].lower() not in COPULA:
        out, changed = out[:-1], True  # 'so Sally is a tumpus here (too)'
    if [t.lower() for t in out[-2:]] == ["or", "both"]:
        out, changed = out[:-2], True
    return out if changed else None


# 'Rex is given to be an animal': where the claim comes from, said in its verb. Not
# 'assumed' or 'supposed' (an assumption is no fact), nor 'thought' or 'believed'.
_KNOWN_TO_BE = frozenset({"given", "known", "stated", "said", "shown", "proven", "proved"})


def _known_to_be(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Rex is given to be an animal`` (``known``, ``stated``, ``said``, ``shown``,
    ``proven``, ``proved``) as ``Rex is an animal``; ``are`` likewise. ``Rex ends up
    (being) an animal`` (``turns out to be``) as ``Rex is an animal``."""
    for i in range(1, len(low) - 4):
        if low[i] in COPULA and low[i + 1] in _KNOWN_TO_BE and low[i + 2 : i + 4] == ["to", "be"]:
            return [*toks[: i + 1], *toks[i + 4 :]]
        if is_name(toks[i - 1]) and low[i : i + 3] in (["ends", "up", "being"],
                                                        ["turns", "out", "to"]):
            return [*toks[:i], "is", *toks[i + 3 + (low[i + 3] == "be") :]]
    for i in range(1, len(low) - 3):
        if is_name(toks[i - 1]) and low[i : i + 2] == ["ends", "up"] and low[i + 2] in (
            "a", "an", "not"
        ):
            return [*toks[:i], "is", *toks[i + 2 :]]  # 'Rex ends up a vumpus'
    return None


def _cannot(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Fae cannot be a cat`` as ``Fae must not be a cat``, ``Fae has to be a cat`` as
    ``Fae must be a cat`` (and those as ``is (not)``, last)."""
    out, changed = toks, False
    for neg in _CANNOT:
        new = _replace_first(out, neg, ("must", "not", "be"), after=0)
        if new is not None:
            out, changed = new, True
    low = [t.lower() for t in out]
    for i in range(len(low) - 4, 0, -1):
        # ('would have to be' is _would's; 'does not have to be' is no 'must')
        if low[i] in ("has", "have") and low[i + 1 : i + 3] == ["to", "be"] and (
            low[i - 1] not in _NOT_HAS_TO
        ):
            out, changed = [*out[:i], "must", *out[i + 2 :]], True
    return out if changed else None


_NOT_HAS_TO = frozenset({"would", "will", "might", "may", "could", "should", "does", "do",
                         "did", "not", "to"})


def _neither_nor(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Fae is neither a cat nor a dog`` as ``Fae is not a cat and Fae is not a dog``
    (the subject starts after a prefix's comma: ``Hence, Fae is neither …``)."""
    if "neither" not in low or "nor" not in low:
        return None
    i, j = low.index("neither"), low.index("nor")
    if not (1 < i < j - 1 and low[i - 1] in COPULA and j < len(low) - 1):
        return None
    s0 = max((k + 1 for k in range(i - 1) if low[k] == ","), default=0)
    subject = toks[s0 : i - 1]
    cop = toks[i - 1]
    return [*toks[:s0], *subject, cop, "not", *toks[i + 1 : j], "and", *subject, cop,
            "not", *toks[j + 1 :]]


def _so_phrases(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``, which means (that)`` / ``, meaning`` / ``— so`` / ``, and so`` as ``, so``."""
    out, changed = toks, False
    words = set(low)
    for phrase in _SO_PHRASES:
        if phrase[1] not in words:  # (each scan builds the lowercase tokens again)
            continue
        new = _replace_first(out, phrase, (",", "so"), after=1)
        while new is not None:  # every one: 'A (R1), which means B (R2), which means C'
            out, changed = new, True
            new = _replace_first(out, phrase, (",", "so"), after=1)
    return out if changed else None


def _as_since(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Y, as X`` / ``Y, since X`` as ``Y because X`` (``Fae is a mammal too, since …``:
    the filler before the comma goes too)."""
    for i in range(1, len(low) - 1):
        if low[i - 1] == "," and low[i] in ("as", "since") and (
            is_name(toks[i + 1]) or low[i + 1] in _AS_REASON_FIRST
            or low[i + 2 : i + 3] == ["are"]  # ', since cats are mammals'
        ):
            e = i - 1 - (i > 2 and low[i - 2] in ("too", "also"))
            return [*toks[:e], "because", *toks[i + 1 :]]
    return None


def _would(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``So Fae would be a mammal`` (``would have to be``): what ``must be`` says."""
    if "would" not in low:
        return None
    out: list[str] = []
    k = 0
    while k < len(toks):
        if low[k] == "would" and low[k + 1 : k + 3] == ["have", "to"]:
            out.append("must")  # 'would have to be' as 'must be'
            k += 3
            continue
        out.append("must" if low[k] == "would" and low[k + 1 : k + 2] in (["be"], ["not"])
                   else toks[k])
        k += 1
    return out


# What a remark after a reason says is done ('…, we have (now) proven the statement').
_DONE_AFTER_REASON = frozenset({
    (*we, v, *what)
    for we in (("we", "have"), ("we've",), ("this",))
    for v in ("proven", "proved", "shown", "established", "proves", "shows")
    for what in (("the", "statement"), ("the", "claim"), ("the", "goal"), ("it",),
                 ("the", "conclusion"), ("the", "result"), ("what", "was", "required"))
})


# What a remark after a reason may say of the statement before it: ('(Since Max is a
# yumpus, this "or" statement is true.)', after 'Max is overcast or a yumpus.').
_TRUE_AFTER_REASON = frozenset({
    (*this, *what, *verdict)
    for this in (("this",), ("the",), ("that",))
    for what in (("statement",), ("or", "statement"), ("and", "statement"), ("disjunction",),
                 ("conjunction",), ("claim",),
                 # 'Since Alex is a numpus, the second option is true.'
                 *((o, n) for o in ("first", "second", "third", "fourth", "last", "middle")
                   for n in ("option", "disjunct", "part", "one", "alternative")))
    for verdict in (("is", "true"), ("holds",), ("is", "satisfied"))
} | {(t, n, "is", v) for t in ("the", "this") for n in ("statement", "claim")
     for v in ("true", "false", "refuted", "disproven", "disproved")})


def _since_done(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Since X, we have proven the statement.`` as X: the reason is the conclusion the
    remark after it says is reached; and ``Since X, this statement is true``, the reason
    given for a statement before it, as X (a claim judged like any other). None for any
    other sentence."""
    if low[0] not in ("since", "because", "as") or "," not in low:
        return None
    if ":" in low[4:]:
        # 'Since X, we have proven the statement: Y' (Y the statement proven)
        d = low.index(":", 4)
        c = low.index(",")
        if c < d and tuple(low[c + 1 : d]) in _DONE_AFTER_REASON and d + 3 < len(low):
            return [*toks[:c], ",", *toks[d + 1 :]]
    c = len(low) - 1 - low[::-1].index(",")
    after = tuple(w for w in low[c + 1 :] if w != "now" and w not in _QUOTES)
    if c < 4 or (after not in _DONE_AFTER_REASON and after not in _TRUE_AFTER_REASON):
        return None
    return toks[1:c]



def _assuming_fails(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``(Since) assuming X leads to a contradiction, Y`` (``The assumption that X leads to
    a contradiction``, ``supposing X gives a contradiction``) as ``This is a
    contradiction, so Y``: the contradiction (judged as ``This is a contradiction.``),
    then what follows from it; ``, the assumption must be false`` is no more than the
    contradiction says. None for any other sentence."""
    k = low[0] in ("since", "because", "as")
    if len(low) < k + 5:
        return None
    if low[k] not in ("assuming", "supposing") and not (
        low[k] == "the" and low[k + 1] in _SUPPOSED
    ):
        return None
    c = next((i for i in range(k + 2, len(low)) if low[i] == "contradiction"), None)
    if c is None:
        return None
    # 'leads to (a) contradiction', 'results in a contradiction', 'gives a contradiction'
    # (not 'led to': looking back, '(Reason:) the assumption in step 2 led to a
    # contradiction' says why a conclusion was drawn, after it)
    j = c - 1 - (low[c - 1] == "a")
    if not (low[j] in _FAILS_VERBS or low[j] in ("to", "in") and low[j - 1] in _FAILS_VERBS):
        return None
    rest = toks[c + 1 :]
    if rest[:1] == [","]:
        rest = rest[1:]
    tail = [w.lower() for w in rest]
    if tail[:1] and (tail[0] in SO_WORDS or tail[0] == "and"):
        rest, tail = rest[1:], tail[1:]
    if not rest or (tail[:1] in (["the"], ["our"], ["this"], ["it"]) and (
        tail[-1] in _REFUTED or "assumption" in tail[:2]
    )):
        return ["This", "is", "a", "contradiction"]  # '…, the assumption must be false'
    return ["This", "is", "a", "contradiction", ",", "so", *rest]


_FAILS_VERBS = _LEADS_TO | {"result"}  # ('assuming it would result in a contradiction')


def _one_of(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Sam is one of four things: a vumpus, a rompus, or a numpus`` (``must be one of
    a rompus, a vumpus, or a wumpus``, ``one of the following:``) as ``Sam is a vumpus, a
    rompus, or a numpus``: the disjunction. None for any other sentence."""
    if "one" not in low or "or" not in low:
        return None
    for i in range(1, len(low) - 5):
        subject = i - 2 - (low[i - 2] == "must")  # ('Sam is one of', 'Sam must be one of')
        if low[i] != "one" or low[i + 1] != "of" or not is_name(toks[subject]):
            continue
        v = i - 1 - (low[i - 1] == "be" and low[i - 2] == "must")
        if low[v] not in ("is", "be"):
            continue
        k = i + 2
        while k < len(low) and low[k] in _ONE_OF_FILLER:
            k += 1
        k += low[k : k + 1] == [":"]
        if k < len(low) and low[k] in ("a", "an") and "or" in low[k:]:
            return [*toks[:v], "is", *toks[k:]]
    return None


_ONE_OF_FILLER = frozenset({"the", "following", "these", "two", "three", "four", "five",
                            "things", "kinds", "options", "classes", "categories"})


def _rule_on_that_list(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``X is A, B, or C, and everything that is one of these is D`` (``everything like
    that``, ``of that kind``) as ``…, and everything that is A, B, or C is D``: the rule,
    its antecedent the list just said of X. None for any other sentence."""
    if "everything" not in low and "anything" not in low:
        return None
    for k in range(4, len(low) - 3):
        if low[k] not in ("everything", "anything") or low[k - 2 : k] != [",", "and"]:
            continue
        if low[k + 1 : k + 5] == ["that", "is", "one", "of"] and k + 5 < len(low) and (
            low[k + 5] in ("these", "them", "those")
        ):
            end = k + 6
        elif (after := _that_kind(low, k)) is not None:
            end = after
        else:
            continue
        p = max((i for i in range(k - 2) if is_name(toks[i]) and low[i + 1] == "is"), default=None)
        listed = low[p + 2 : k - 2] if p is not None else []
        if "or" not in listed or any(w in COPULA for w in listed):
            return None
        return [*toks[: k + 1], "that", "is", *toks[p + 2 : k - 2], *toks[end:]]
    return None


def _that_kind(low: list[str], k: int) -> int | None:
    """Where ``everything`` (``anything``) at k ends when what follows refers to what was
    just said: ``like that``, ``of that kind`` (``sort``, ``type``), ``in that
    disjunction`` (``list``, ``group``), ``with that property`` (``meeting that
    condition``, ``satisfying that disjunction``, …); else None."""
    if low[k + 1 : k + 3] == ["like", "that"]:
        return k + 3
    if low[k + 1 : k + 3] == ["of", "that"] and low[k + 3 : k + 4] in (["kind"], ["sort"],
                                                                      ["type"]):
        return k + 4
    if low[k + 1 : k + 2] == ["in"] and low[k + 2 : k + 3] in (["that"], ["this"], ["the"]) and (
        low[k + 3 : k + 4] in (["disjunction"], ["list"], ["group"], ["antecedent"])
    ):
        return k + 4  # 'Everything in that disjunction is a tumpus'
    if low[k + 1 : k + 2] in _HAVING and low[k + 2 : k + 3] in (["that"], ["this"]) and (
        low[k + 3 : k + 4] and low[k + 3] in _DESCRIPTIONS
    ):
        return k + 4  # 'Everything with that property', 'anything meeting that condition'
    return None


_HAVING = (["with"], ["satisfying"], ["meeting"], ["fitting"], ["matching"])
_DESCRIPTIONS = frozenset({"property", "properties", "condition", "conditions", "disjunction",
                           "description", "criterion", "criteria"})


def _claims_but_shown(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``The statement claims that X, but we have (just) shown that Y`` (``the query``,
    ``says``, ``proven``) as ``We have shown that Y``: what the question claims is no
    step; what the writer says it showed is. None for any other sentence."""
    if low[0] != "the" or len(low) < 8 or low[1] not in _CLAIM_HOLDERS or low[2] not in (
        "claims", "says", "states", "asserts"
    ):
        return None
    for i in range(4, len(low) - 4):
        if low[i : i + 2] == [",", "but"]:
            k = i + 2
            if low[k] == "we've":
                return ["We", "have", *toks[k + 1 :]]
            return ["We", *toks[k + 1 :]] if low[k] == "we" else None
    return None


_CLAIM_HOLDERS = frozenset({"statement", "query", "question", "claim", "hypothesis"})


def _step_contradicts_step(toks: list[str], low: list[str], is_name: IsName
                           ) -> list[str] | None:
    """``Step 5 contradicts step 2`` (``Line 4 contradicts premise 1``, ``Step 4 conflicts
    with Step 1``) as ``This is a contradiction``: the two steps it cites are what the
    checker looks for. What a cited step says may follow it in brackets (``Step 5 (Rex is
    a vumpus) contradicts step 2 (Rex is not a vumpus)``) or after ``, which says
    (that)`` (``states``); it is not read; so may a heading (``**Contradiction:** Step 5
    …``). None for any other sentence."""
    if low[:2] == ["contradiction", ":"]:
        toks, low = toks[2:], low[2:]
    elif low[:1] == ["step"] and len(low) > 3 and _cited_number(low[1]) and low[2] == ":":
        toks, low = toks[3:], low[3:]  # ('**Step 5 (Contradiction):** Step 4 conflicts …')
    c = _cite_length(low, 0)
    if low[c : c + 1] and low[c] in _CITE_SAYS:  # ('Step 3 says A, but …'; '(4) says A,
        return _steps_say_opposites(toks, low, is_name)  # while (2) says B', its brackets
        # dropped as remarks)
    if len(low) < 5 or low[0] not in _CITED or not _cited_number(low[1]):
        return _clause_contradicts_clause(toks, low, is_name)
    says = _steps_say_opposites(toks, low, is_name)
    if says is not None:
        return says
    k = _after_bracket(low, 2)
    v = next((len(w) for w in _STEP_CONFLICTS if low[k : k + len(w)] == w), 0)
    if not v:
        return None
    rest = [w for w in low[k + v :] if w not in (".", "!")]
    if len(rest) < 2 or rest[0] not in _CITED or not _cited_number(rest[1]):
        return None
    j = _after_bracket(rest, 2)
    if j == len(rest) or (rest[j : j + 3] in ([",", "which", "says"], [",", "which", "states"])
                          and j + 3 < len(rest)):
        return ["This", "is", "a", "contradiction"]
    return None


def _contradiction_with_label(toks: list[str], low: list[str], is_name: IsName
                              ) -> list[str] | None:
    """``Contradiction with F.`` (``(This is) a contradiction with P2``, ``… with step
    3``): a contradiction with a premise or step cited by its label, as ``This is a
    contradiction`` (the checker finds what it contradicts). None for any other
    sentence."""
    k = next((len(w) for w in _CONTRADICTION_WITH if low[: len(w)] == w), 0)
    rest = [t for t in toks[k:] if t not in (".", "!")]
    if not k or not 0 < len(rest) <= 2:
        return None
    if rest[0].lower() in _CITED and len(rest) == 2:
        rest = rest[1:]  # ('with step 3')
    return ["This", "is", "a", "contradiction"] if len(rest) == 1 and _cited_label(
        rest[0]) else None


_CONTRADICTION_WITH = (["this", "is", "a", "contradiction", "with"],
                       ["a", "contradiction", "with"], ["contradiction", "with"])


_OPPOSED = frozenset({"but", "while", "whereas", "yet"})
# ('Step 4 conflicts with Step 1')
_STEP_CONFLICTS = (["contradicts"], ["conflicts", "with"], ["clashes", "with"],
                   ["is", "inconsistent", "with"])


def _steps_say_opposites(toks: list[str], low: list[str], is_name: IsName
                         ) -> list[str] | None:
    """``Step 3 says (that) A, but step 1 says (that) B`` (``states``, ``shows``,
    ``concludes``, ``established``; ``while``, ``whereas``; ``(4) says A, while (2) says
    B``, its citations in brackets dropped as remarks) as ``A, which contradicts the fact
    that B``: A restated, then the contradiction with B. None for any other sentence."""
    parts = []
    k = 0
    for _ in range(2):
        v = k + _cite_length(low, k)
        if v + 1 >= len(low) or low[v] not in _CITE_SAYS:
            return None
        a = v + 1 + (low[v + 1] == "that")
        if a >= len(low) or not is_name(toks[a]):
            return None
        e = next((i for i in range(a + 2, len(low) - 1)
                  if low[i] in _OPPOSED or (low[i] == "," and low[i + 1] in _OPPOSED)), None)
        if not parts:
            if e is None:
                return None
            parts.append(toks[a:e])
            k = e + 1 + (low[e] == ",")
        else:
            if e is not None:
                return None
            end = len(low) - (low[-1] in (".", "!"))
            parts.append(toks[a:end])
    return [*parts[0], ",", "which", "contradicts", "the", "fact", "that", *parts[1]]


def _clause_contradicts_clause(toks: list[str], low: list[str], is_name: IsName
                               ) -> list[str] | None:
    """``A contradicts B`` (both clauses about a named entity: what is left of ``"Sally is
    large" contradicts "Sally is not large"`` once the quotes are read; ``A contradicts
    the fact that B``) as ``A, which contradicts the fact that B``. None for any other
    sentence."""
    if "contradicts" not in low or not toks or not is_name(toks[0]):
        return None
    c = low.index("contradicts")
    r = c + 1 + 3 * (low[c + 1 : c + 4] == ["the", "fact", "that"])  # ('… the fact that X')
    if c < 3 or r + 2 >= len(low) or not is_name(toks[r]) or low[c - 1] == ",":
        return None
    if not any(w in COPULA for w in low[1:c]) or "which" in low[:c]:
        return None
    return [*toks[:c], ",", "which", "contradicts", "the", "fact", "that", *toks[r:]]


def _after_bracket(low: list[str], k: int) -> int:
    """The index after a bracketed group that opens at k ('(Rex is a vumpus)'), else k."""
    if low[k : k + 1] != ["("] or ")" not in low[k:]:
        return k
    return low.index(")", k) + 1


def _then_as_hence(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A chain told in one breath, ``C is A, then a B, then a D`` and ``C is a A and then
    a B`` (``, and then``), as ``C is A, hence a B, hence a D``: each a conclusion from
    the one before, about the subject of the clause before it, which _elided_subject
    writes out (``…, hence C is a B``). ``then`` after a comma and before ``a``/``an``
    always; otherwise (after ``and``, or before an adjective) only in a sentence with no
    ``if`` (a conditional's ``then``) whose first claim is about a named entity, and for
    a conclusion of at most four words with no verb or connective. None when no
    ``then`` is such."""
    if "then" not in low:
        return None
    conditional = "if" in low
    named = None
    out = toks
    for t in range(2, len(low) - 1):
        if low[t] != "then" or low[t - 1] not in (",", "and"):
            continue
        if named is None:
            named = any(low[i + 1] == "is" and is_name(toks[i]) for i in range(t - 2))
        if not (low[t - 1] == "," and low[t + 1] in ("a", "an")):
            end = next((k for k in range(t + 1, len(low))
                        if low[k] in (",", ".", "!", ";") or low[k : k + 2] == ["and", "then"]),
                       len(low))
            words = low[t + 1 : end]
            if conditional or not named or not 0 < len(words) <= 4 or any(
                w in COPULA or w in _THEN_WORDS or w in _NOT_A_CONCLUSION for w in words
            ):
                continue
        out = [*out[:t], "hence", *out[t + 1 :]]
    return out if out is not toks else None


def _chain_with_reasons(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A chain told in one breath with each link's rule in brackets, ``C is a A (R1), a B
    (R2), and so a D (R3)`` (``and hence``, ``and finally``, ``then``, or a comma
    alone), as ``C is a A (R1), hence a B (R2), hence a D (R3)``: each item is what its
    bracket's rule gives from the item before, a conclusion of its own (read as a
    conjunction, every item after the first would be claimed with no hop for it). Only
    for an item of at most four words with no verb, connective or name, between two
    brackets that each hold a clause, in a chain that ends the sentence. None for any
    other sentence."""
    if low.count("(") < 2:
        return None
    spans = []  # per link: the bracket closing before it, its item's start, the next close
    for c in (k for k in range(1, len(low) - 4) if low[k] == ")" and low[k + 1] == ","):
        o = next((k for k in range(c - 1, -1, -1) if low[k] in ("(", ")")), None)
        if o is None or low[o] != "(" or _cited_reason(toks[o + 1 : c]) is None:
            continue
        j = c + 2
        j += low[j] == "and"
        j += low[j : j + 1] != [] and low[j] in _CHAIN_LINKS
        nxt = next((k for k in range(j, min(len(low), j + 5)) if low[k] in ("(", ")")), None)
        if nxt is None or low[nxt] != "(" or nxt == j or any(
            w in COPULA or w in _NOT_A_CONCLUSION or w in _CHAIN_LINKS or not w.isalpha()
            or is_name(t) for w, t in zip(low[j:nxt], toks[j:nxt], strict=True)
        ):
            continue
        end = next((k for k in range(nxt + 1, len(low)) if low[k] in ("(", ")")), None)
        if end is None or low[end] != ")" or _cited_reason(toks[nxt + 1 : end]) is None:
            continue
        spans.append((c, j, end))
    # one chain, to the end of the sentence (else an item after it, with no bracket,
    # would be read into the last bracket's rule)
    if not spans or any(a[2] != b[0] for a, b in zip(spans, spans[1:], strict=False)) or any(
        w not in (".", "!", ";") for w in low[spans[-1][2] + 1 :]
    ):
        return None
    out, last = [], 0
    for c, j, _ in spans:
        out += [*toks[last : c + 1], ",", "hence"]
        last = j
    return [*out, *toks[last:]]


_CHAIN_LINKS = frozenset({"so", "hence", "thus", "therefore", "then", "finally"})


_THEN_WORDS = frozenset({"then", "hence", "therefore", "thus"})
_NOT_A_CONCLUSION = frozenset({"so", "because", "since", "and", "or"})


# what the writer has done before the claim: the verbs of _ESTABLISHED and a few more
_HAVING_DONE = _ESTABLISHED | {"verified", "checked", "handled", "covered", "confirmed"}


def _having_shown(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Having shown all three parts, (we conclude that) X`` (established, proven, …) as
    ``X``: what the writer has done, then the claim; ``Having shown that A, X`` as
    ``Since A, X``. None for any other sentence."""
    if low[0] != "having" or len(low) < 6 or low[1] not in _HAVING_DONE or "," not in low:
        return None
    c = low.index(",")
    if low[2] == "that" and c > 5 and c + 3 < len(low):
        return ["Since", *toks[3:]]  # 'Having shown that Fae is a cat, Fae is a mammal.'
    if c > 8 or c + 3 >= len(low) or any(
        w in COPULA or w == "that" or is_name(t) for w, t in zip(low[2:c], toks[2:c], strict=True)
    ):
        return None
    return toks[c + 1 :]


def _like_that_rule(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Everything like that is a B, so X`` (``everything of that kind``, ``anything
    …``) as ``So X``: a rule whose antecedent is what the sentence before said, which a
    sentence alone cannot name; its conclusion is the claim. None for any other
    sentence."""
    if low[0] not in ("everything", "anything") or len(low) < 8:
        return None
    k = _that_kind(low, 0)
    if k is None:
        return None
    if low[k] not in ("is", "are") or "," not in low[k:]:
        return None
    c = low.index(",", k)
    if low[c + 1 : c + 2] != ["so"] or c + 4 >= len(low) or any(
        w in COPULA for w in low[k + 1 : c]
    ):
        return None
    return ["So", *toks[c + 2 :]]


# Words that are no adjective of such a list: a connective or remark after the noun
# ('a feline, hence snowy', 'a shumpus, as required')
_NOT_LISTED = frozenset({"a", "an", "and", "or", "not", "no", "nor", "the", "is", "are", "as",
                         "also", "too", "then", "which", "that", "because", "since", "but",
                         "required", "needed", "given", "shown", "claimed", "stated", "well",
                         "again", "i", "e", "g"}) | SO_WORDS


def _comma_adjectives(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Wren is a sweet, muffled, rainy brimpus`` as ``Wren is a sweet muffled rainy
    brimpus`` (``Rompuses are small, hot, sour zumpuses``): adjectives before a noun,
    separated by commas with no ``and``, to the end of the sentence or of the clause
    before ``, so``. None for any other sentence."""
    if "," not in low or "and" in low or "or" in low:
        return None
    for i in range(1, len(low) - 4):
        if low[i] not in ("a", "an") and not (low[i] in COPULA and low[i + 1] not in ("a", "an")):
            continue  # (after 'a'/'an', or right after a copula: 'Rompuses are small, hot …')
        if low[i] in ("a", "an") and low[i - 1] not in COPULA:
            continue
        # to the end of the sentence or a comma before a conclusion ('…, so X')
        end = next((k for k in range(i + 1, len(low) - 1)
                    if low[k] == "," and low[k + 1] in _CONCLUDING), len(low))
        while end > i and low[end - 1] in (".", "!"):
            end -= 1
        items = low[i + 1 : end]
        # 'word , word , … , word noun': a comma after each adjective but the last
        listed = items[:-2]
        if len(items) < 4 or len(listed) % 2 or any(w != "," for w in listed[1::2]) or any(
            not w.isalpha() or w in _NOT_LISTED or is_name(t)
            for w, t in zip(items, toks[i + 1 : end], strict=True) if w != ","
        ):
            continue
        return [*toks[: i + 1], *(t for t in toks[i + 1 : end] if t != ","), *toks[end:]]
    return None


# 'Since we assumed X, Y', 'Since we are assuming X, Y', …
_WE_HAD = _ESTABLISHED | {"assumed", "supposed", "knew", "assuming", "supposing"}


def _since_we_know(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Since we assumed X, Y`` (``we know``, ``we have shown``, ``we are assuming``, …)
    as ``Since X, Y``: how the writer came by the reason, dropped. None for any other
    sentence."""
    if len(low) < 8 or low[0] != "since" or low[1] not in ("we", "we're", "we've"):
        return None
    k = 2 + (low[2] in ("have", "had", "'ve", "are", "were") and low[1] == "we")
    if low[k] not in _WE_HAD:
        return None
    k += 1 + (low[k + 1] == "that")
    if not is_name(toks[k]):
        return None
    # ('Since we've shown that A and that B, Y' as 'Since A and B, Y')
    return ["Since", *(_without_and_that(toks[k:], is_name) or toks[k:])]


def _quoted_rule_yields(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``"R" yields: X`` (``gives``, ``gives us``, ``then gives``; after a marker, the
    quotes gone or not) and ``(R) → (So,) X`` as ``R, so X``: the rule, then what it
    gives. None for any other sentence."""
    m = _marker_lead(low)
    if low[m : m + 1] == ["("] and ")" in low[m:]:
        e = low.index(")", m)
        if e + 3 < len(low) and low[e + 1] in _ARROW_FIRST:
            a = e + 1 + next((len(x) for x in _ARROWS if tuple(low[e + 1 : e + 1 + len(x)]) == x),
                             1)
            a += low[a : a + 1] in (["so"], ["therefore"], ["thus"], ["hence"])
            a += low[a : a + 1] == [","]
            if a + 2 < len(low) and is_name(toks[a]):
                return [*toks[:m], *toks[m + 1 : e], ",", "so", *toks[a:]]
        return None
    for k in range(m + 3, len(low) - 3):
        if low[k] in ("yields", "gives") and (
            low[k + 1] == ":" or low[k + 1 : k + 3] == ["us", ":"]
        ):
            c = k + 1 + (low[k + 1] == "us")
            body = [t for t in toks[m : k - (low[k - 1] == "then")] if t not in _QUOTES]
            if c + 3 < len(low) and is_name(toks[c + 1]) and _rule_clause(
                [t.lower() for t in body], 0
            ):
                return [*toks[:m], *body, ",", "so", *toks[c + 1 :]]
            return None
    return None


def _quoted_rule_applies(toks: list[str], low: list[str], is_name: IsName
                         ) -> list[str] | None:
    """``(Then) "R" applies: since X, Y`` (``the rule "R" applies here:``, ``… applies to
    C.``) as ``R, and since X, Y``; with a claim after the colon, ``R, so Y``; alone, R.
    None for any other sentence."""
    k = low[0] in ("then", "now", "so", "next")
    k += low[k : k + 1] == [","]
    named = low[k : k + 2] == ["the", "rule"]
    k += 2 * named
    o = k + (low[k : k + 1] != [] and low[k] in _QUOTES)  # (an opening quote that starts
    q = next((j for j in range(o, len(low)) if low[j] in _QUOTES), None)  # the text is gone)
    if q is None or q - o < 3 or low[q + 1 : q + 2] != ["applies"]:
        return None
    rule = toks[o:q]
    while rule and rule[-1] in (",", "."):
        rule = rule[:-1]  # ('"Every cat is red," so …')
    e = q + 2
    if low[e : e + 1] in (["here"], ["directly"]):
        e += 1
    elif low[e : e + 1] == ["to"] and e + 1 < len(toks) and is_name(toks[e + 1]):
        e += 2
    if e == len(low) or low[e:] in (["."], ["!"]):
        return rule
    if low[e] not in (":", ",") or e + 3 >= len(low) or (named and low[e] == ","):
        return None  # ('The rule "R" applies, so X' is _what_it_says's)
    rest = toks[e + 1 :]
    if low[e + 1] in ("since", "because", "as"):
        return [*rule, ",", "and", *rest]
    if low[e + 1] in SO_WORDS:
        return [*rule, ",", *rest]  # ('"R" applies here, so Fae is red.')
    return [*rule, ",", "so", *rest] if is_name(rest[0]) else None


def _means_that_since(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``(Next,) the statement "R" means that, since X, Y`` (``the rule``, ``tells us
    that``) as ``R, and since X, Y``: the quoted rule, then the step it licenses. None
    for any other sentence."""
    k = _marker_lead(low)
    if low[k : k + 1] != ["the"] or low[k + 1 : k + 2] not in (["statement"], ["rule"]) or (
        low[k + 2 : k + 3] == [] or low[k + 2] not in _QUOTES
    ):
        return None
    quoted = _quoted_clause(toks, k + 2)
    if quoted is None or quoted[1] - k < 6:
        return None
    rule, q = quoted
    v = q + 1
    if low[v : v + 2] == ["means", "that"]:
        v += 2
    elif low[v : v + 3] == ["tells", "us", "that"]:
        v += 3
    else:
        return None
    v += low[v : v + 1] == [","]
    if low[v : v + 1] not in (["since"], ["because"]) or "," not in low[v:]:
        return None
    return [*rule, ",", "and", *toks[v:]]


def _list_in_brackets(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Every A is B (and C and D), so X`` as ``Every A is B and C and D, so X``: a
    bracket that goes on with the list before it (its first word ``and`` or ``or``, a
    comma in it only before that word again, no verb or name) is part of it. None for
    any other sentence."""
    if "(" not in low:
        return None
    o = low.index("(")
    if ")" not in low[o:] or low[o + 1 : o + 2] not in (["and"], ["or"]):
        return None
    e = low.index(")", o)
    conn = low[o + 1]
    if e - o < 3 or any(w in COPULA or w == "(" or is_name(t) or (w == "," and low[j + 1] != conn)
                        for j, (w, t) in enumerate(zip(low[o + 1 : e], toks[o + 1 : e],
                                                       strict=True), o + 1)):
        return None
    # ('a numpus (or nervous, or snowy)' as 'a numpus or nervous or snowy')
    return [*toks[:o], *(t for t in toks[o + 1 : e] if t != ","), *toks[e + 1 :]]


_COMBINED_THINGS = frozenset({"assumption", "supposition", "hypothesis", "fact", "facts",
                              "premise", "premises", "result", "results", "conclusion",
                              "line", "lines", "deduction", "deductions", "derivation",
                              "derivations", "steps", "step"})


def _combined_with(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Combined with step 2, X`` (``Combining this with step 3,``, ``Combining these
    with …``) as ``X``: what the writer puts together, dropped (the checker finds the
    premises): cited steps, ``our assumption`` (``the given facts``, …) or ``Wren being
    a numpus`` (no copula: no claim of its own); ``Combined with the fact that A, X`` as
    ``Since A, X``. After the comma a lead-in may come (``Combined with Step 3, this
    means X``). So too ``From these deductions, X`` (``the previous line``). None for
    any other sentence."""
    if low[:2] == ["combined", "with"]:
        a = 2
    elif low[:2] == ["together", "with"]:
        a = 2  # 'Together with the fact that A, X'
    elif low[:4] in (["putting", "these", "together", "with"], ["putting", "this", "together",
                                                                "with"]):
        a = 4
    elif low[:1] == ["from"] and low[1:2] in (["these"], ["those"], ["the"], ["our"]):
        a = 1  # 'From these deductions, X' (only what _COMBINED_THINGS names, below)
    elif low[:3] in (["combining", "these", "with"], ["combining", "this", "with"],
                     ["combining", "it", "with"]):
        a = 3
    else:
        return None
    c = next((k for k in range(a + 1, min(len(low), a + 9)) if low[k] == ","), None)
    if c is None:
        return None
    n = c + 1 + match_start(low[c + 1 :], PREFIXES_BY_FIRST)  # ('…, this means X')
    if n + 2 >= len(low) or not is_name(toks[n]):
        return None
    what = low[a:c]
    if all(w in _CITED or _cited_number(w) or w in ("and", ",", "(", ")") for w in what) and (
        what[0] in _CITED or a == 3 or (what[0] == "(" and len(what) > 2)
    ):
        # 'Combined with step 2', 'Combining this with 3 and 4', 'Combined with (2)' (set
        # 251 #21)
        return toks[n:]
    if what[0] in ("our", "the", "this", "that", "these", "those") and (
        what[-1] in _COMBINED_THINGS and len(what) <= 4
    ):
        return toks[n:]  # 'Combined with our assumption', '… the given facts'
    if a == 1 and what[0] == "the" and len(what) <= 6 and _cited_at(what, len(what) - 1) and (
        what[1] in _COMBINED_THINGS or what[1] in _LOGIC_TALK or what[1] in _CITED
    ):
        return toks[n:]  # 'From the conjunction in step 2, X'
    if a == 1:
        return None
    if (a in (3, 4) or is_name(toks[a])) and not any(w in COPULA for w in what):
        return toks[n:]  # 'Combined with Wren being a shumpus', 'Combining these with …'
    if what[:3] == ["the", "fact", "that"] and len(what) > 5 and is_name(toks[a + 3]):
        return ["Since", *toks[a + 3 : c], ",", *toks[n:]]  # (a claim: the reason)
    return None


_NEGATIONS = frozenset({"¬", "~", "!"})
_ATOM_AFTER = (["holds"], ["is", "true"], ["is", "given"], ["are", "given"])
_ATOM_JOINS = {"∧": "and", "&": "and", "∨": "or", "|": "or"}


def _predicate_notation(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """Predicate notation for facts about named entities, ``Zumpus(Wren)`` as ``Wren is
    zumpus`` (the parser supplies the article), ``¬Zumpus(Wren)`` (``~``) as ``Wren is not
    zumpus``, atoms joined by ``∧`` / ``∨`` as clauses joined by ``and`` / ``or``, and a
    sentence ``A(c) ∧ B(c) → C(c)`` as ``If c is A and c is B, then c is C`` (a ground
    implication, not a claim of its antecedent); ``holds`` / ``is true`` after an atom
    dropped. Only a one-word predicate of three letters or more (``S(Max)`` abbreviates
    one the writer defined) of a name (not a number: ``step(2)`` cites). None for a
    sentence with no such atom."""
    if "(" not in toks or len(toks) < 4:
        return None
    out: list[str] = []
    atoms = []  # (start, end) in out of each atom written
    i, n = 0, len(toks)
    while i < n:
        neg = toks[i] in _NEGATIONS
        k = i + neg
        if (k + 3 < n and toks[k + 1] == "(" and toks[k + 3] == ")" and toks[k].isalpha()
                and len(toks[k]) > 2 and not is_name(toks[k]) and is_name(toks[k + 2])
                and not toks[k + 2][:1].isdigit()):
            start = len(out)
            out += [toks[k + 2], "is", *(["not"] if neg else []), low[k]]
            atoms.append((start, len(out)))
            i = k + 4
            after = next((a for a in _ATOM_AFTER if low[i : i + len(a)] == a), None)
            if after is not None and low[i + len(after) : i + len(after) + 1] != ["that"]:
                i += len(after)
            continue
        join = _ATOM_JOINS.get(toks[i])
        out.append(join if join is not None and atoms and atoms[-1][1] == len(out) else toks[i])
        i += 1
    if not atoms:
        return None
    arrows = [j for j, t in enumerate(out) if (t,) in _ARROWS]
    if len(arrows) == 1 and atoms[0][0] == 0 and any(a[0] == arrows[0] + 1 for a in atoms):
        a = arrows[0]  # 'A(c) ∧ B(c) → C(c)': a ground implication
        return ["If", *out[:a], ",", "then", *out[a + 1 :]]
    return out


# What a remark on why a disjunction (or a conjunct) holds talks about: 'as only one of
# the disjuncts needs to be true', '(the second option holds)', 'by disjunction
# introduction'.
_OPERAND_WORDS = frozenset({"disjunct", "disjuncts", "option", "options", "alternative",
                            "alternatives", "part", "parts", "conjunct", "conjuncts",
                            "operand", "operands", "component", "components"})
# The and/or introduction and elimination rules (no premise of the context states one)
_AND_OR_RULE_NAMES = (["disjunction", "introduction"], ["or", "-", "introduction"],
                      ["∨", "-", "introduction"], ["disjunctive", "introduction"],
                      ["conjunction", "elimination"], ["and", "-", "elimination"],
                      ["∧", "-", "elimination"], ["conjunction", "introduction"],
                      ["and", "-", "introduction"], ["∧", "-", "introduction"])
_RULE_NAMES = (*_AND_OR_RULE_NAMES,
               # (the rule that justifies the claim, named: 'Hence X, by modus tollens')
               ["modus", "ponens"], ["modus", "tollens"], ["contraposition"],
               ["universal", "instantiation"], ["hypothetical", "syllogism"])
_REMARK_STARTS = frozenset({"—", "–", "(", "by", "since", "as", "because"})


def _rule_schema(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``By disjunction introduction (if P is true, then P ∨ Q is true), X`` as ``By
    disjunction introduction, X``: a bracket after the name of an and/or introduction or
    elimination that states the rule in general (letters for its statements,
    ``something``, a connective's symbol; no entity named) is a remark, and X the claim
    (sets 30 #32, 99 #69, 148 #50, 249 #30, …). None for any other sentence; a bracket
    that names an entity, or says nothing in general (``by conjunction elimination
    (cats are mammals)``: a premise, maybe), stays."""
    for i in range(len(low) - 5):
        if low[i] != "by":
            continue
        k = i + 1 + (low[i + 1] == "the")
        name = next((r for r in _AND_OR_RULE_NAMES if low[k : k + len(r)] == r), None)
        if name is None:
            return None
        o = k + len(name)
        if low[o : o + 1] != ["("]:
            return None
        depth, c = 0, None
        for j in range(o, min(len(low), o + 48)):
            depth += (low[j] == "(") - (low[j] == ")")
            if depth == 0:
                c = j
                break
        if c is None or c + 3 > len(low) or any(is_name(t) for t in toks[o + 1 : c]) or not (
            _SCHEMA_WORDS.intersection(low[o + 1 : c])
            or any(len(t) == 1 and t.isupper() and t not in ("A", "I") for t in toks[o + 1 : c])
        ):
            return None
        return [*toks[:o], *toks[c + 1 :]]
    return None


# The words of a rule's statement in general: its letters' stand-ins, the connectives'
# symbols.
_SCHEMA_WORDS = frozenset({"something", "anything", "statement", "statements", "proposition",
                           "disjunct", "disjuncts", "conjunct", "conjuncts", "∨", "∧", "⊢",
                           "lor", "land", "vdash", "wedge", "vee"})


def _rule_named_on(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``By conjunction elimination on X, we get Y`` (``applied to X``, ``from X``; any
    rule of _RULE_NAMES) as ``From X, we get Y``: the rule named, what it is applied
    to is the reason. None for any other sentence."""
    if low[0] != "by":
        return None
    k = 1 + (low[1:2] == ["the"])
    name = next((r for r in _RULE_NAMES if low[k : k + len(r)] == r), None)
    if name is None:
        return None
    k += len(name)
    k += low[k : k + 1] in (["rule"], ["applied"])
    if low[k : k + 1] not in (["on"], ["to"], ["from"], ["with"]) or "," not in low[k:]:
        return None
    return ["From", *toks[k + 1 :]] if k + 4 < len(low) else None


def _rule_gives(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``From X, conjunction elimination gives: Y`` (``yields``, ``gives us``; any rule of
    _RULE_NAMES) as ``From X, we get Y``: the rule named is a remark (the verifier finds
    it), X the reason. None for any other sentence."""
    if low[0] != "from":
        return None
    for i in range(3, len(low) - 5):
        if low[i] != ",":
            continue
        k = i + 1 + (low[i + 1] == "the")
        name = next((r for r in _RULE_NAMES if low[k : k + len(r)] == r), None)
        if name is None:
            continue
        v = k + len(name)
        v += low[v : v + 1] in (["rule"], ["then"])
        if low[v : v + 1] not in (["gives"], ["yields"]):
            return None
        v += 1 + (low[v + 1 : v + 2] == ["us"])
        v += low[v : v + 1] in ([":"], ["that"])
        return [*toks[: i + 1], "we", "get", *toks[v:]] if v + 2 < len(low) else None
    return None


def _inner_rule_name(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``A, by ∨-introduction, we may infer "B"`` as ``A, we may infer that B``: the rule
    named between commas (or between a comma and ``we``) dropped (the verifier finds
    it), a claim quoted after the verb that infers it unquoted. None when neither is
    there."""
    out, changed = toks, False
    for i in range(1, len(low) - 4):
        if low[i] == "," and low[i + 1] == "by":
            j = next((j for j in range(i + 3, min(len(low), i + 7)) if low[j] == ","), None)
            if j is not None and low[i + 2 : j] in _RULE_NAMES:
                # ('we get, by ∨-introduction, that Y': both commas go)
                keep = i + (low[j + 1 : j + 2] != ["that"])
                out, changed = [*toks[:keep], *toks[j + 1 :]], True
                break
            w = next((w for w in range(i + 3, min(len(low), i + 7)) if low[w] == "we"), None)
            if w is not None and low[i + 2 : w] in _RULE_NAMES:
                # ('From "A and B," by conjunction elimination we get: B', set 249 #66)
                out, changed = [*toks[: i + 1], *toks[w:]], True
                break
    low = [t.lower() for t in out]
    for i in range(1, len(low) - 3):
        if low[i] in ("say", "infer", "conclude", "obtain") and low[i - 1] in (
            "we", "can", "may"
        ) and low[i + 1] in _QUOTES and low[-1] in _QUOTES and _QUOTES.isdisjoint(
            low[i + 2 : -1]
        ):
            out, changed = [*out[: i + 1], "that", *out[i + 2 : -1]], True
            break
    return out if changed else None


def _without_quoted_connectives(low: list[str]) -> list[str]:
    """The words without a connective in quotes (``part of an "or"``: no claim quoted)."""
    out = []
    j = 0
    while j < len(low):
        if low[j] in _QUOTES and low[j + 2 : j + 3] != [] and low[j + 2] in _QUOTES and (
            low[j + 1] in ("or", "and", "not")
        ):
            out.append(low[j + 1])
            j += 3
        else:
            out.append(low[j])
            j += 1
    return out


def _operand_remark(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """A claim with a remark after it on which of its operands makes it true, dropped:
    ``X holds, as only one of the disjuncts needs to be true``, ``X holds (the second
    option holds)``, ``X is true — its first disjunct holds``, ``X holds by disjunction
    introduction`` (the rule named). Only a remark that ends the sentence, names no
    entity and talks of disjuncts, options, parts, … or names such a rule. None for any
    other sentence."""
    end = len(low) - (low[-1] in (".", "!", ";"))
    for i in range(end - 2, 2, -1):  # (the shortest such remark: its own first word)
        if low[i] not in _REMARK_STARTS or (
            low[i] in ("since", "as", "because") and low[i - 1] != ","
        ):
            continue
        rest = low[i:end]
        if (rest[0] == "(") != (rest[-1] == ")") or rest.count("(") != rest.count(")"):
            continue  # (a bracket, whole, or none)
        inner = rest[1:-1] if rest[0] == "(" else rest
        by_rule = inner[:1] == ["by"] and len(inner) <= 5 and any(
            inner[1 + (inner[1:2] == ["the"]) :][: len(r)] == r for r in _RULE_NAMES
        )
        if not by_rule and (
            (_OPERAND_WORDS.isdisjoint(rest) and not _one_of_them(inner)) or len(rest) > 16
            or any(is_name(t) for t in toks[i:end]) or _QUOTES.intersection(
                _without_quoted_connectives(rest)
            )
        ):
            continue
        while i > 2 and low[i - 1] in (",", "—", "–"):
            i -= 1
        if not any(w in COPULA or w in ("holds", "hold") for w in low[:i]):
            return None
        return [*toks[:i], *toks[end:]]
    return None


def _one_of_them(inner: list[str]) -> bool:
    """Whether a remark starts ``at least one of them / of the three holds`` (the
    operands, not named)."""
    k = 5 + (inner[4:5] == ["the"])
    return inner[:4] == ["at", "least", "one", "of"] and (
        inner[4:5] in (["them"], ["these"], ["those"])
        or (inner[4:5] == ["the"] and inner[5:6] in (["two"], ["three"], ["four"], ["five"]))
    ) and (inner[k : k + 1] == ["holds"] or inner[k : k + 2] == ["is", "true"])


def _combining_clauses(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Combining "A", "B" and "C", X`` (the quotes gone; ``Combining the facts that A
    and B, X``; ``…, we conclude that X``) and ``From "A", "B" and "C": X`` as ``A, B
    and C, so X``: the clauses combined, then what they give; ``Combining these facts
    with the fact that A, X`` as ``A, so X`` (what it combines A with, shown before).
    After ``the facts that`` (facts, plural: several), one subject's list (``Wren is a
    wumpus, bright, and kind``) is its clauses (``Wren is a wumpus, Wren is bright, and
    Wren is kind``).
    None for any other sentence."""
    lead = low[0]
    if lead not in ("combining", "conjoining", "from") or len(low) < 9:
        return None
    facts = low[1:4] == ["the", "facts", "that"]
    one = lead != "from" and low[1:3] in _EARLIER_RESULTS and low[3:7] == [
        "with", "the", "fact", "that"]  # ('Combining these facts with the fact that A, X')
    if one:
        toks, low = toks[6:], low[6:]
    elif facts or low[1:4] == ["the", "fact", "that"]:
        toks, low = toks[3:], low[3:]  # ('Combining the facts that A and B, X')
    if not is_name(toks[1]) or low[2] not in COPULA:
        return None
    ends = (":",) if lead == "from" else (",", ":")
    k = y = None
    for i in range(4, len(low) - 3):
        j = i + 1 + (low[i] == "," and match_start(low[i + 1 :], _WE_GET))
        if low[i] in ends and j + 1 < len(low) and is_name(toks[j]) and low[j + 1] in COPULA:
            k, y = i, j
    if k is None or not (one or any(w in ("and", ",") for w in low[3:k])) or lead == "from" and any(
        low[i] == "," and match_start(low[i + 1 : k], _WE_GET) for i in range(3, k)
    ):
        return None  # ('From "A and B", we get: B' is _we_get_colon's)
    said = toks[1:k]
    if facts and not any(is_name(t) for t in said[2:]):
        said = _one_subject_clauses(said)
    return [*said, ",", "so", *toks[y:]]


# What was shown before, combined with a clause: 'Combining these facts with the fact that
# Max is a vumpus, we conclude that …' (set 250 #25)
_EARLIER_RESULTS = (["these", "facts"], ["these", "results"], ["this", "fact"],
                    ["this", "result"], ["those", "facts"])


def _one_subject_clauses(toks: list[str]) -> list[str]:
    """``Wren is a wumpus, bright, and kind`` as ``Wren is a wumpus, Wren is bright, and
    Wren is kind``: the subject and its copula before each item of the list."""
    subject = toks[:2]
    out = [*subject]
    for t in toks[2:]:
        if out[-1] in (",", "and") and t.lower() == "and":
            out.append(t)
            continue
        if out[-1] in (",", "and"):
            out.extend(subject)
        out.append(t)
    return out


def _law_then_so(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``A disjunction is true as soon as one of its parts is true, so X`` (a law of logic
    about disjunctions or conjunctions in general, no name in it) as ``So X``, and ``…, so
    from A we may conclude X`` as ``From A we may conclude X``: the law is the rule the
    step uses (or- or and-introduction or elimination), X the step. None for any other
    sentence."""
    if low[0] in ("since", "because", "as") and "," in low:
        # 'Since a conjunction is true only if both its parts are, we can conclude that X'
        c = low.index(",")
        y = c + 1 + match_start(low[c + 1 :], _WE_GET)
        return _law_then_so([*toks[1:c], ",", "so", *toks[y:]],
                            [*low[1:c], ",", "so", *low[y:]], is_name)
    if not (low[0] in ("a", "any", "every") and low[1:2] in (["disjunction"], ["conjunction"])
            or low[0] in ("disjunctions", "conjunctions")):
        return None
    k = next((i for i in range(3, len(low) - 3) if low[i : i + 2] == [",", "so"]), None)
    if k is None or any(is_name(t) for t in toks[:k]):
        return None
    if low[k + 2] == "from" and "we" in low[k + 3 :]:
        return ["From", *toks[k + 3 :]]  # ('…, so from "A" we may conclude "A or B"')
    return ["So", *toks[k + 2 :]] if is_name(toks[k + 2]) else None


def _option_holds(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Since X, the third disjunct is true, so D`` as ``Since X, D``; ``Since X, the
    first option of "D" holds(, so the whole disjunction holds)`` as ``Since X, D``:
    which operand makes the disjunction true is a remark, the disjunction the claim.
    None for any other sentence."""
    i = next((i for i in range(2, len(low) - 5) if low[i : i + 2] == [",", "the"]
              and low[i + 2] in _ORDINALS and low[i + 3] in _OPTION_WORDS), None)
    if i is None:
        return None
    j = i + 4
    said: list[str] = []
    if low[j : j + 2] == ["of", '"'] or low[j : j + 2] == ["of", "“"]:
        quoted = _quoted_clause(toks, j + 1)
        if quoted is None:
            return None
        said, j = quoted[0], quoted[1] + 1
    if low[j : j + 2] in (["is", "true"], ["is", "satisfied"]):
        j += 2
    elif low[j : j + 1] == ["holds"]:
        j += 1
    else:
        return None
    end = len(low) - (low[-1] in (".", "!"))
    tail = low[j + 2 : end] if low[j : j + 2] == [",", "so"] else None
    if j == end or tail in _WHOLE_HOLDS:
        return [*toks[:i], ",", *said] if said else None
    if tail is not None and not said:
        return [*toks[:i], ",", *toks[j + 2 :]]
    return None


_OPTION_WORDS = frozenset({"disjunct", "option", "part", "alternative"})
_WHOLE_HOLDS = tuple([w, *d, *v] for w in ("the", "this")
                     for d in (["whole", "disjunction"], ["disjunction"],
                               ["whole", "statement"], ["statement"])
                     for v in (["holds"], ["is", "true"], ["follows"]))


def _follows_by(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``…, it follows by combining these facts that X`` (``we conclude by
    and-introduction that``, ``we get from these that``) as ``…, it follows that X``: how
    it follows, a remark. None for any other sentence."""
    for v in range(1, len(low) - 4):
        if low[v] not in _FOLLOWS or low[v + 1] not in ("by", "from"):
            continue
        t = next((j for j in range(v + 2, min(v + 8, len(low))) if low[j] == "that"), None)
        if t is not None and t + 2 < len(low) and not any(
            w in COPULA or w in _QUOTES or w == "," for w in low[v + 2 : t]
        ):
            return [*toks[: v + 1], *toks[t:]]
    return None


_FOLLOWS = frozenset({"follows", "conclude", "infer", "deduce", "get", "obtain"})


def _applied_to(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Applied to C, this (rule) gives: X`` (``yields``, ``gives us that``; the rule
    stated just before) as ``So X``; ``Applied to C, X`` and ``Applied to C: X`` as ``So
    X``. None for any other sentence."""
    if low[:2] != ["applied", "to"] or len(low) < 7 or not is_name(toks[2]) or (
        low[3] not in (",", ":")
    ):
        return None
    k = 4
    if low[k] in ("this", "it"):
        k += 1 + (low[k + 1] == "rule")
        if low[k : k + 1] not in (["gives"], ["yields"]):
            return None
        k += 1 + (low[k + 1 : k + 2] == ["us"])
        k += low[k : k + 1] in ([":"], ["that"])
    return ["So", *toks[k:]] if k + 2 < len(toks) and is_name(toks[k]) else None


def _comma_after_quote(toks: list[str], low: list[str], is_name: IsName
                       ) -> list[str] | None:
    """``From "X" we get: Y`` (no comma where the quoted reason ends) as ``From "X", we
    get: Y``, so that the reason still ends there once the quotes are gone. None for any
    other sentence."""
    if low[0] not in ("from", "since", "given", "by", "using") or "we" not in low:
        return None
    quotes = [j for j, w in enumerate(low) if w in _QUOTES]
    for q in quotes[1::2]:  # (the closing ones; '…," we get' has its comma)
        if low[q - 1] == ",":
            continue
        w = q + 1 + (low[q + 1 : q + 2] == ["."])
        if low[w : w + 1] == ["we"] and (low[w + 1 : w + 2] != [] and (
            low[w + 1] in _GET_VERBS or low[w + 1] in ("can", "may", "now", "then")
        )):
            return [*toks[: q + 1], ",", *toks[w:]]
    return None


def _quoted_reasons(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``Since both "A" and "B" hold, Y`` (``are true``, ``are given``, ``hold
    directly``) as ``Since A and B, Y``: the quoted claims are the reason. None for any
    other sentence."""
    if low[0] not in ("since", "because", "as") or _QUOTES.isdisjoint(low):
        return None
    k = 1 + (low[1] in ("both", "all"))
    clauses: list[list[str]] = []
    while k < len(low) and low[k] in _QUOTES:
        end = next((j for j in range(k + 1, len(low)) if low[j] in _QUOTES), None)
        if end is None or end == k + 1:
            return None
        clauses.append(toks[k + 1 : end])
        k = end + 1
        while k < len(low) and low[k] in (",", "and"):
            k += 1
    if len(clauses) < 2 or "," not in low[k:]:
        return None
    c = low.index(",", k)
    if c + 2 >= len(low) or not _QUOTED_HOLD.issuperset(low[k:c]) or k == c:
        return None
    reason = [w for clause in clauses for w in (*clause, "and")][:-1]
    return ["Since", *(w for w in reason if w not in (".", ",")), *toks[c:]]


_QUOTED_HOLD = frozenset({"hold", "holds", "are", "is", "true", "given", "established",
                          "both", "all", "stated", "directly", "known"})


def _making_them(toks: list[str], low: list[str], is_name: IsName) -> list[str] | None:
    """``C is also A, making her a B`` (``him``, ``it``) as ``C is also A, so C is a B``:
    the pronoun is the sentence's subject. None for any other sentence."""
    if "making" not in low or len(low) < 7 or not is_name(toks[0]) or low[1] != "is":
        return None
    for k in range(3, len(low) - 2):
        if low[k - 1 : k + 2] in ([",", "making", "her"], [",", "making", "him"],
                                  [",", "making", "it"], [",", "making", "them"]):
            return [*toks[:k], "so", toks[0], "is", *toks[k + 2 :]]
    return None


_REWRITES: tuple[Callable[[list[str], list[str], IsName], list[str] | None], ...] = (
    _without_leading_dash,        # '— Therefore, Wren is loud.'
    _without_final_comma,         # '**Conclusion:** Wren is loud,'
    _derivation_colon,            # 'Cats are red, so Fae is red:' (its formula next)
    _without_emphasis,
    _dash_title,                  # '**Fact** – Polly is a brimpus.'
    _adjective_list,              # 'Wren is a large, dull, and moderate rompus.'
    _conjunction_of,              # 'This is a conjunction of three facts about Fae: …'
    _premises_named,              # 'The key facts are the rule "R" and the fact "F".'
    _using_the_facts,             # '…, using the facts that A and that R.'
    _named_by_kind,               # '- Rule "R" ⇒ X.'
    _also_gives_rule,             # '…, and it also gives the rule "Cats are red."'
    _leading_arrow,               # '**⇒** Wren is a numpus.'
    _since_colon,                 # 'Since Fae is a cat and red: Fae is a red cat.'
    _from_glossed_premise,        # 'By premise 2 (every cat is red), Fae is red.'
    _conflicts_with,              # 'This conflicts with the fact that Fae is a dog.'
    _predicate_notation,          # '¬Cat(Fae) ∧ Dog(Fae)': 'Fae is not cat and Fae is dog'
    _operand_remark,              # '"A or B" holds, as one of the disjuncts is true.'
    _combined_with,               # 'Combined with step 2, Fae is a sour cat.'
    _chain_with_reasons,          # 'Fae is a cat (R1), a mammal (R2), and so an animal (R3).'
    _list_in_brackets,            # 'Every cat is red (and a mammal), so …'
    _like_that_rule,              # 'Everything like that is a cat, so Fae is a cat.'
    _since_we_know,               # 'Since we assumed Fae is a cat, Fae is a mammal.'
    _since_it_says,               # 'Since this statement includes that X, Y'
    _quoted_rule_yields,          # '"Cats are mammals" yields: Fae is a mammal.'
    _quoted_rule_applies,         # 'Then "Cats are red" applies: since Fae is a cat, …'
    _means_that_since,            # 'The statement "R" means that, since X, Y.'
    _comma_adjectives,            # 'Fae is a sweet, small, red cat.'
    _making_them,                 # 'Fae is also sour, making her a sour cat.'
    _then_as_hence,               # 'Fae is a cat, then a mammal, then an animal.'
    _by_quoted_rule,              # 'A, so by the rule "R" C is B.'
    _by_the_rule,                 # 'A, so by the rule C is B.', 'C is B by the same rule.'
    _inner_citation,              # 'A, and by rules 2–4, C is B.'
    _quoted_rule_remark,          # 'The rule "R" applies to anything that is A.'
    _quoted_reasons,              # 'Since both "A" and "B" hold, Y'
    _applied_to,                  # 'Applied to Fae, this gives: Fae is red.'
    _follows_by,                  # '…, it follows by combining these facts that X'
    _law_then_so,                 # 'A disjunction is true if one part is, so X or Y.'
    _option_holds,                # 'Since X, the first disjunct is true, so X or Y.'
    _comma_after_quote,           # 'From "A and B" we get: B.'
    _rule_schema,                 # 'By ∨-introduction (if P holds, P ∨ Q holds), X.'
    _rule_named_on,               # 'By conjunction elimination on "A and B", we get B.'
    _rule_gives,                  # 'From X, conjunction elimination gives: Y.'
    _inner_rule_name,             # 'From "A", by ∨-introduction, we may infer "A or B".'
    _claim_about_claim,
    _combining_clauses,           # 'Combining "A", "B" and "C", X.', 'From "A" and "B": X'
    _rule_not_applied,            # 'X, so this rule does not apply to Polly.'
    _without_inner_remarks,       # 'Fae is a cat (given), a mammal (rule 2), and …'
    _contradict_slip,
    _contradict_each_other,
    _contradicts_gerund,
    _cited_where,                 # '…, which contradicts step 1, where we showed X'
    _being_means,                 # 'Stella being a feline means Stella is a carnivore.'
    _one_of,                      # 'Sam is one of four things: a cat, a dog, or a cow.'
    _step_contradicts_step,       # 'Step 5 contradicts step 2.'
    _contradiction_with_label,    # 'Contradiction with F.'
    _claims_but_shown,            # 'The statement claims X, but we have shown that Y.'
    _rule_on_that_list,           # '…, and everything that is one of these is a cow.'
    _no_matter,                   # 'So no matter if Alex is a A, a B, or a C, Alex is D.'
    _assuming_fails,              # 'Since assuming Rex is a cat leads to a contradiction, …'
    _falls_under,                 # 'Then Rex falls under the same rule, and so Rex is …'
    _cited,
    _cited_premise,               # 'We start from the fact that Fae is a cat.'
    _since_done,                  # 'Since Fae is a cat, we have proven the statement.'
    _conclusion_is,               # 'So the only conclusion we can draw is that Fae is …'
    _we_get_colon,                # 'From the premise "A and B", we get: B.'
    _so_since,                    # 'Cats are dogs, so since Fae is a cat, Fae is a dog.'
    _we_established,              # 'But we have already shown that Fae is a cat.'
    _meets_condition,             # 'Fae meets the condition of being a cat or a dog.'
    _cases_on,                    # 'We use proof by cases on the premise "A or B".'
    _opposite_namely,             # "Let's assume the opposite, namely that X."
    _named_premise,               # 'Let $L$ denote the rule "R".'
    _framed,
    _if_colon,
    _subjunctive,
    _which_is,
    _any_as_every,                # '…, and any impus is a vumpus, so …'
    _everything_adjective,        # 'Sam is brown, and everything brown is liquid.'
    _adjective_things,            # 'Every luminous thing is a vumpus.'
    _elided_copula_subject,       # 'Fae is not a cat, is a dog, and is red.'
    _without_plan,                # 'Fae is a cat or a dog, so let's check both cases.'
    _without_case_remarks,        # 'Since Fae is a cat in all three cases, …'
    _cases_yield_remark,          # 'Since A or B, and each case yields that C, C.'
    _same_result_remark,          # 'All cases give the same result, and since A or B, C.'
    _without_cases_ending,
    _final_remarks,
    _at_least_one,                # 'At least one of the following holds: A, B, or C.'
    _colon_reading,               # 'To show Fae is a cat: assume …', 'Rule: every cat is …'
    _rule_applied,                # '### Step 2: Apply "Cats are mammals"'
    _having_shown,                # 'Having shown both parts, Fae is a sour cat.'
    _what_it_says,                # 'The rule says that every cat is a mammal.'
    _gives_that,                  # 'Thus the chain gives that Fae is a mammal.'
    _generic_subject_or_reason,   # 'If something is a cat, then it is a mammal.'
    _reason_lead,
    _double_since,                # 'Since R, since X, Y' (a rule cited, then a reason)
    _which_makes,
    _class_chain,                 # 'So the chain is cat → mammal → animal.'
    _arrow_as_so,                 # 'Cats are mammals → Fae is a mammal.'
    _elided,
    _from_quoted_rule,            # 'From the rule "R", since X, Y.'
    _from_lead,
    _contradicting,               # 'Fae is a cat — contradicting the fact that …'
    _which_contradicts,           # 'Fae is a cat, which contradicts P2.'
    _joined_reason,
    _comma_splice,                # 'Fae is a cat, cats are mammals, so Fae is a mammal.'
    _and_that,                    # 'The context states that Fae is a cat and that …'
    _known_from,                  # 'We know from the context that Fae is a cat.'
    _rule_clauses,                # 'Since X, the rule R tells us that Y.'
    _without_fillers,
    _as_stated,                   # 'Fae is bright, as stated in the context.'
    _without_verdict,             # 'Fae is small, so the answer is True.'
    _assumption_false_colon,      # '…, so our assumption must be false: Fae is not a cat.'
    _refutation_after_contradiction,
    _without_assent,
    _as_well_as,
    _concessive,                  # 'Fae is a cat, but Fae is not a dog.'
    _but_we_showed,               # 'So Fae would be a cat — but we showed Fae is not a cat.'
    _without_adverbs,
    _known_to_be,                 # 'Rex is given to be an animal.'
    _cannot,
    _neither_nor,
    _without_math_gloss,          # 'Fae is a cat, i.e. $\\text{Cat}(f)$.'
    _so_phrases,
    _as_since,
    _would,
)


def paraphrases(toks: list[str], is_name: IsName) -> list[list[str]]:
    """Readings of a sentence the grammar rejected, in the controlled grammar's words;
    empty when none applies (tried only after the sentence as written failed). The
    rewrites of _REWRITES run in order, each on what the earlier ones made:

    - claims about claims: ``the statement "X" is true`` / ``it is true that X`` as X,
      ``… is false`` / ``it is not true that X`` / ``our assumption that X is false`` as
      X negated (a clause about a named entity), ``our assumption was wrong, and Y`` as Y;
    - contradictions: ``This is a contradiction because X`` as ``This contradicts with X``;
    - connectives: ``, which means (that)`` / ``, meaning`` as ``, so``; ``Y, as X`` /
      ``Y, since X`` as ``Y because X``; ``Given that X, Y``, ``Using the rule that X,
      Y``, ``Applying (the rule) X (to C), Y`` and ``From X, we get Y`` as ``Since X,
      Y``; ``A as well as B`` as ``A and B``;
      ``X, but Y`` and ``Although X, Y`` as ``X, and Y`` (clauses about named entities);
      ``X, which makes C a B`` as ``X, so C is a B``, ``This makes C a B`` as ``So C is
      a B``;
    - wording: ``must (not) be`` / ``cannot be`` as ``is``/``are`` (``not``), ``X is
      neither A nor B`` as ``X is not A and X is not B``, ``A or B or both`` as ``A or B``;
    - filler dropped: adverbs after a copula (``Fae is also a cat``), ``… as well``,
      ``too``, ``in particular``, ``…, as required``, ``… in either case``, final remarks
      in brackets (``Fae is a cat (given) [1].``);
    - a final bracket that continues the sentence read as part of it: ``(and X)`` as
      ``and X``, ``(because X)`` as ``because X``; a sentence ending in any other bracket
      has no reading (see _final_brackets).

    The last reading drops a remark given as a reason (``Since both cases give that,
    Y`` as Y, see _reason_remark); ``must be`` is read as ``is`` and as ``are`` (number
    agreement decides). See :func:`rereadings` for more.
    """
    if not toks:
        return []
    if _whole_bracket(toks):
        # a line of its own that gives a step's reason: '(from 2, cats are mammals)'
        inner = toks[1:-1]
        while inner and inner[-1] in (".", ";", "!"):  # '(Cats are mammals.)'
            inner = inner[:-1]
        reason = _cited_reason(inner) if inner else None
        return [] if reason is None else [reason, *paraphrases(reason, is_name)]
    out, low, changed = toks, [t.lower() for t in toks], False
    for rewrite in _REWRITES:
        new = rewrite(out, low, is_name)
        if new is None:
            continue
        if not new:  # the sentence has no reading
            return []
        out, low, changed = new, [t.lower() for t in new], True
    if "must" not in low:
        remark = _reason_remark(out, low, is_name)
        readings = ([out] if changed else []) + ([remark] if remark is not None else [])
    else:
        readings = _must_readings(out, low, is_name)
    return readings


def rereadings(first: list[list[str]], is_name: IsName) -> Iterator[list[str]]:
    """The readings ``first`` (what :func:`paraphrases` gave), then, only when asked for
    more, the readings of the first of them: a rewrite may leave what an earlier one
    reads ('Conclusion: Combining 1 and 2, X': the lead-in is left once the colon's is
    gone). Lazy, as most sentences parse by a first reading and need no more."""
    yield from first
    if first:
        try:
            more = paraphrases(first[0], is_name)
        except Exception:  # never raise (the parser's contract): no more readings
            return
        for r in more:
            if r not in first:
                yield r


def _must_readings(out: list[str], low: list[str], is_name: IsName) -> list[list[str]]:
    readings = []
    for cop in COPULA:  # 'must be' as 'is', then as 'are' (number agreement decides)
        alt: list[str] = []
        k = 0
        while k < len(out):
            if low[k] == "must" and low[k + 1 : k + 2] == ["be"]:
                alt.append(cop)
                k += 2
            elif low[k] == "must" and low[k + 1 : k + 3] == ["not", "be"]:
                alt.extend((cop, "not"))
                k += 3
            else:
                alt.append(out[k])
                k += 1
        readings.append(alt)
    remark = _reason_remark(out, low, is_name)  # ('…, and one of them must hold, Y')
    return readings if remark is None else [*readings, remark]


# Sentences about the reasoning rather than steps of it ("Let's think step by step.",
# "We need to determine whether …"): recognised by how they begin, once the sentence as
# written and its tolerant readings have failed, and kept as comments, which the metrics
# ignore like Backtrack / Try again.
_COMMENT_STARTS: tuple[tuple[str, ...], ...] = (
    ("let's",), ("let", "us"), ("we", "need"), ("we", "want"), ("we", "have", "to"),
    ("we", "must"), ("we", "will"), ("we", "are", "asked"), ("we", "can", "now"),
    ("i", "need"), ("i", "will"), ("i'll",), ("we'll",), ("to", "determine"), ("to", "answer"),
    ("to", "prove"), ("to", "check"), ("to", "solve"), ("to", "figure"), ("to", "decide"),
    ("to", "see"), ("to", "verify"), ("to", "establish"), ("to", "find"), ("to", "show"),
    ("we", "can", "determine", "whether"), ("we", "can", "determine", "if"),
    ("the", "question", "asks"), ("the", "query", "asks"), ("the", "question", "is"),
    ("here", "is"), ("here's",), ("step", "by", "step"), ("looking", "at"),
    ("this", "completes"), ("this", "concludes"), ("the", "proof", "is"), ("qed",),
    ("sure",), ("certainly",), ("of", "course"), ("i", "hope"), ("let", "me"), ("great",),
    ("reasoning",), ("answer",), ("short", "answer"), ("quick", "answer"),
    ("final", "answer"), ("step-by-step",), ("explanation",), ("justification",),
    ("reason", ":"), ("reasons", ":"), ("proof", ":"), ("proof", "by"), ("we", "prove"),
    ("we", "can", "prove"), ("our", "goal"), ("the", "goal"), ("my", "goal"), ("i", "want"),
    ("consider", "each"), ("consider", "both"), ("consider", "all"), ("consider", "every"),
    ("i", "should"), ("i", "think", "the", "answer"), ("i", "think", "that", "the", "answer"),
    # what is enough to show: 'It suffices to show that X.'
    ("it", "suffices"), ("it's", "enough", "to"), ("it", "is", "enough", "to"),
    # a task set, not done: 'Determine whether Fae is a cat.', 'Check if …'
    *((v, w) for v in ("determine", "check", "decide", "verify", "see") for w in ("whether",
                                                                              "if")),
    ("find", "out"), ("figure", "out"),
    # an aside on the real world, not on the question (false ontologies, see _ASIDES)
    *((w, *a) for w in ("although", "though", "while") for a in (
        ("in", "reality"), ("in", "real", "life"), ("in", "the", "real"), ("realistically",)
    )),
    ("in", "reality"), ("in", "real", "life"), ("in", "the", "real"), ("realistically",),
    ("even", "though", "in"),
    # a goal set, not reached: 'Step 1: Show Fae is not a dumpus.', 'The statement to
    # prove is "X".', 'We show Alex is a vumpus in each case.'
    ("show",), ("prove",), ("establish",), ("demonstrate",), ("we", "show"), ("we", "prove"),
    ("please",),
    *(("we", "consider", w) for w in ("each", "both", "all", "every", "two", "three")),
    *(("the", w, "to", v) for w in ("statement", "claim", "goal", "conclusion")
      for v in ("prove", "show", "establish")),
)
# The words of an aside on the real world ('In reality, cats are not blue.', 'Although
# in reality cats are not blue, according to the context: Sally is blue.'): what the
# aside says is no step (it is not about the question); what follows it is.
_ASIDES = frozenset({"although", "though", "while", "even", "in", "reality", "real", "life",
                     "the", "world", "realistically"})


def aside_lead(lead: list[str]) -> bool:
    """Whether a lead-in before a comma is an aside marker alone ('In reality', 'In the
    real world'): then what follows the comma is the aside, no claim."""
    return bool(lead) and all(w in _ASIDES for w in lead) and any(
        w in ("reality", "real", "realistically") for w in lead
    )
# Interjections of reasoning models' thinking: a sentence of these alone is a comment.
# Headings of a line of their own, and the verbs of a plan's steps ('Analyze each case').
# ('Answer', 'Reasoning', 'Explanation' open a comment anyway: _COMMENT_STARTS.)
_HEADING_WORDS = frozenset({("proof",), ("conclusion",), ("final", "answer"), ("solution",),
                            ("analysis",), ("summary",), ("the", "proof"),
                            ("final", "conclusion")})
_IMPERATIVES = frozenset({"identify", "analyze", "analyse", "apply", "determine", "check",
                          "combine", "list", "examine", "evaluate", "verify", "recall",
                          "note", "compare"})
_INTERJECTIONS = frozenset({"ok", "okay", "alright", "well", "wait", "hmm", "oh", "ah", "yes",
                            "right", "actually", ",", "!", "-", ":"})
_COMMENT_SKIP = frozenset({"first", "now", "next", "so", "therefore", "thus", "hence", "but",
                           "and", "also", "yeah", "*"}) | _INTERJECTIONS
# A verdict on the question in the middle of the reasoning ('So the statement is true.'):
# the label is read at the end of the output; here it is no step.
_VERDICT_SUBJECTS = frozenset({"statement", "answer", "claim", "query", "conclusion",
                               "hypothesis"})


def _whole_bracket(toks: list[str]) -> bool:
    """Whether the sentence is one bracket: ``(premise 1)``, ``[from 2, …]``."""
    return (
        len(toks) > 2
        and toks[-1] in _BRACKETS
        and toks[0] == _BRACKETS[toks[-1]]
        and toks[0] not in toks[1:-1]
    )


# Remarks on the reasoning itself, which no step says: that a rule does not apply or is
# not needed, that nothing in the context says something (the sentence is no claim even
# when it quotes one: 'Nothing says Sally is a cat.').
_META = re.compile(
    r"^(?:in )?(?:all|every|each|both|either)(?: \w+)? (?:cases?|options?|branch(?:es)?|"
    r"possibilit(?:y|ies)|disjuncts?)\b(?!.*\b(?:is|are|isn't|aren't)\b)"
    r"|^(?:we|i|let's|let us) (?:will )?(?:proceed|argue|reason|use proof|use a proof)\b"
    r"|^(?:this|that) settles\b|\bno (?:conflict|contradiction (?:here|there))\b"
    r"|\bnothing (?:contradicts|conflicts)\b|^(?:that's|that is|this is) (?:right|correct)$"
    r"|^(?:this|that|which) is (?:(?:also|directly) )*(?:given|stated|known)\b"
    # ('These are also given in the context.', set 252 #26)
    r"|^(?:these|those|both|they) are (?:(?:also|both|all|directly) )*(?:given|stated)"
    r"(?: (?:in|by) the (?:context|premises))?$"
    r"|^(?:(?:hence|thus|so|therefore|and) (?:, )?)?(?:the statement is )?(?:proved|proven)$"
    r"|\b(?:does ?n[o']t|do ?n[o']t|did ?n[o']t|does not|do not|did not|won't|will not|"
    r"would ?n[o']t) (?:apply|matter|help|work|come into play|say|tell|give us|lead|ask)\b"
    r"|\bnot (?:needed|relevant|necessary|applicable|useful)\b|\birrelevant\b"
    r"|\bdistractors?\b|\bnothing (?:says|tells|indicates|states|in the context|suggests|"
    r"implies|shows)\b|\bno (?:rule|fact|premise|information) (?:says|tells|states|that|about|"
    r"saying|making|gives)\b|\bthere(?: is|'s| are) no (?:rule|fact|premise|information|"
    r"indication|mention)\b|\bi (?:do ?n[o']t|do not|can't|cannot) see\b"
    # what makes a disjunction true, said in general: 'A disjunction is true as long as
    # at least one of its parts is true.' (not as the reason of a claim: 'Since Polly is a
    # sterpus, "X or Y" holds, because at least one of its parts is true' claims)
    r"|^(?!.*\b(?:since|because)\b).*(?:\bat least one of (?:its|the|their) (?:parts|"
    r"disjuncts|options|components|alternatives)\b|\benough (?:that|to (?:show|establish|"
    r"prove)) (?:any )?one of\b)"
    # 'This is one of the premises.', 'This one only needs a single step.'
    r"|^this is one of the (?:premises|facts|rules|given facts)$|^this one (?:only )?needs\b"
    # 'Now we have two cases.', 'No further rules are needed.'
    r"|^(?:now )?we have (?:two|three|four|2|3|4) (?:cases|possibilities|options)$"
    r"|^no (?:further|other|more) (?:rules?|facts?|premises?|steps?) (?:are|is) (?:needed|"
    r"necessary|required)\b"
    # where the facts come from: 'All four of these facts are given in the context.'
    r"|^(?:all|both|each)(?: \w+)? of (?:these|those|them)(?: \w+)? (?:are|is) (?:(?:also|"
    r"directly) )*(?:given|stated)\b"
    # a disjunction recalled without saying it: 'So Sally must be one of those three.'
    r"|^(?:(?:so|thus|hence|therefore) (?:, )?)?\S+ (?:must be|is) one of (?:these|those|"
    r"them|the)(?: (?:two|three|four|five|cases|options|possibilities|disjuncts|classes))*$"
)
_APPRAISALS = frozenset({"good", "fine", "great", "perfect", "nice", "correct", "right",
                         "ok", "okay", "sure", "yes", "done", "!", ".", ",",
                         "∎", "□", "■", "q.e.d", "qed"})
# Remarks that end a proof, whole: 'And that proves it!'
_PROOF_DONE = frozenset({("that", "proves", "it"), ("this", "proves", "it"),
                         ("which", "proves", "it"), ("and", "that", "proves", "it"),
                         ("and", "this", "proves", "it"), ("that's", "it"),
                         *((w, "proves", "the", n) for w in ("this", "that", "which")
                           for n in ("statement", "claim", "goal"))})


def _comment_lead(low: list[str]) -> int:
    """How many words at the start only lead in to what a comment says (_COMMENT_SKIP:
    'So, now, hmm, …'; commas among them; an ordinal before a comma, 'Second, …')."""
    k = 0
    while k < len(low) and (
        low[k] in _COMMENT_SKIP or (low[k] in _ORDINAL_LEADS and low[k + 1 : k + 2] == [","])
        or (low[k] in ("conclusion", "conclude") and low[k + 1 : k + 2] == [":"]
            and k + 2 < len(low))
    ):
        k += 1 + (low[k] in ("conclusion", "conclude"))
    return k


_ORDINAL_LEADS = frozenset({"second", "third", "fourth", "fifth", "sixth", "seventh",
                            "eighth", "finally", "lastly"})


_VERDICT_ALONE = frozenset({("true",), ("false",), ("yes",), ("no",)})
_SOURCES_NAMED = frozenset({"context", "premises", "information", "rules", "facts"})


def _source_lead(words: tuple[str, ...]) -> int:
    """How many words at the start say what a comment rests on: ``based on the (provided /
    given) context ,``, ``according to the premises ,``; 0 when none do."""
    k = 2 if words[:2] in (("based", "on"), ("according", "to")) else 0
    if not k or words[k : k + 1] != ("the",):
        return 0
    k += 1 + (words[k + 1 : k + 2] in (("provided",), ("given",)))
    if words[k : k + 1] == () or words[k] not in _SOURCES_NAMED or words[k + 1 : k + 2] != (",",):
        return 0
    return k + 2


def is_comment(low: list[str]) -> bool:
    """Whether a sentence that failed to parse begins like a comment (an ``Assume`` that
    failed, e.g. over a misspelt noun, stays unparseable, with its reason), or is a
    remark in brackets on a line of its own (``(premise)``, ``(by MP, 1, 2)``)."""
    if _whole_bracket(low) and _is_remark(low[1:-1]):
        return True
    k = _comment_lead(low)
    k += _source_lead(tuple(low[k : k + 8]))  # ('Based on the given context, we can …')
    if match_start(low[k:], ASSUME_BY_FIRST):
        return False
    if low[k + 1 : k + 2] in (["assumption"], ["supposition"]) and low[k] in _OWNERS:
        # 'Therefore, our assumption was wrong.' (what was refuted is the next step); one
        # that says more ('our assumption that … is false') is a claim
        tail = low[k + 2 :]
        while tail[:1] and (tail[0] in _WHERE_ASSUMED or _cited_number(tail[0])):
            tail = tail[1:]  # ('The assumption in step 3 is false.')
        if tail[:2] == ["must", "be"]:
            tail = ["is", *tail[2:]]  # 'Our assumption must be false.'
        return len(tail) == 2 and tail[0] in ("is", "was") and tail[1] in _REFUTED
    if k == len(low):  # interjections alone ('Hmm, wait.'), not a dangling 'So.'
        return all(w in _INTERJECTIONS for w in low)
    if low[-1] == ":" and len(low) > 1:
        return True  # 'From the context:', '**Fae is a yumpus**:' (what follows shows it)
    if len(low) - k == 3 and low[k] == "the" and low[-1] in ("part", "half", "conjunct"):
        return True  # 'First, the gorpus part.' (the part of the goal shown next)
    if low[0] in _DASHES and _remark_clause(low[1:]):
        return True  # '— This is stated directly.' (a line on where the step before is from)
    words = tuple(w for w in low[k:] if w.strip("*#_"))
    if words in _HEADING_WORDS:
        return True  # 'Proof.', '**Final Answer', 'Conclusion'
    if words in _VERDICT_ALONE:
        return True  # 'False.' before the proof (the answer first): the label's, no step
    if words and words[0] in _IMPERATIVES and not any(w in COPULA for w in words):
        return True  # 'Identify the relevant disjunction', 'Analyze each case' (a plan)
    if ":" in low and goal_announced(low[k:], low.index(":") - k):
        return True  # 'To prove: Fae is a cat.', 'Goal: ...', 'Claim 1: ...'
    if all(w in _APPRAISALS or w in _COMMENT_SKIP for w in low):  # 'Good.', 'Fine.'
        return True
    if tuple(w for w in low[k:] if w not in _APPRAISALS) in _PROOF_DONE:
        return True
    if _META.search(" ".join(low)):  # 'That rule doesn't apply here.'
        return True
    rest = tuple(low[k : k + 4])
    if (
        len(words) in (4, 5)
        and words[0] == "the"
        and words[1] in _VERDICT_SUBJECTS
        and words[2] == "is"
        and words[-1] in _CLAIM_VERDICTS
        and (len(words) == 4 or words[3] == "not")
    ):
        # 'So the statement is (not) true.', 'The statement is **False**.', 'Based on the
        # provided context, the statement is **True**.' (set 247 #12)
        return True
    return any(rest[: len(c)] == c for c in _COMMENT_STARTS)
