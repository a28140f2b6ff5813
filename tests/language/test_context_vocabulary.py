"""An example's own names and nouns (grammar reference §9 and §11, **extend**): read from
the positions of its context where nothing else can stand, and then parsed in its CoT."""

from __future__ import annotations

from pyverify.example import Example
from pyverify.language.lexicon import (
    DEFAULT_LEXICON,
    context_vocabulary,
    regular_plural,
    singular_of,
)
from pyverify.verify import Checker, Validity, check


def test_names_and_nouns_come_from_unambiguous_positions() -> None:
    lex = context_vocabulary(
        ["Every dax is a wug.", "Blickets are toma.", "Bob is a dull dax.",
         "Each fep is not a kind of zorb.", "Wugs are shy.", "Zoë is shy."],
        DEFAULT_LEXICON,
    )
    assert lex.is_name("Bob") and lex.is_name("Zoë")
    assert lex.singular("dax") == "dax" and lex.singular("daxes") == "dax"
    assert lex.singular("wugs") == "wug"  # the plural of a noun seen in the singular
    assert lex.singular("blickets") == "blicket"  # a plural subject
    assert lex.singular("fep") == "fep"  # the last word before 'is' after Every/Each/No
    # an object without an article stays an adjective, as in the original (§9); so does
    # the word after 'a kind of' (the class itself, which the parser reads)
    assert lex.singular("toma") is None and lex.singular("zorb") is None
    assert lex.singular("dull") is None


def test_nothing_new_keeps_the_same_lexicon() -> None:
    # (the parse cache is keyed on the lexicon: the built-in one stays shared)
    sentences = ["Every wumpus is a jompus.", "Jompuses are shy.", "Fae is a wumpus."]
    assert context_vocabulary(sentences, DEFAULT_LEXICON) is DEFAULT_LEXICON


def test_reserved_words_are_never_names_or_nouns() -> None:
    lex = context_vocabulary(["Everything is a dax.", "It is a true.", "This is a fact."],
                             DEFAULT_LEXICON)
    assert not lex.is_name("Everything") and not lex.is_name("It")
    assert lex.singular("true") is None and lex.singular("dax") == "dax"


def test_singular_of_inverts_the_regular_plural() -> None:
    for sg in ("dax", "wug", "berry", "wumpus", "church", "bush", "day"):
        assert singular_of(regular_plural(sg)) == sg


def test_an_example_with_its_own_names_and_nouns_is_checked() -> None:
    """A hand-written example (no logical forms, as the original's JSON gives it): every
    step of the gold CoT used to be unparseable (`unknown name "Bob"`, `unknown noun
    "dax"`)."""
    ex = Example(
        id="own-words",
        context=("Every dax is a wug.", "Wugs are shy.", "Every fep is not shy.",
                 "Bob is a dax."),
        query="True or false: Bob is shy.",
        chain_of_thought=("Bob is a dax.", "Every dax is a wug.", "Bob is a wug.",
                          "Wugs are shy.", "Bob is shy."),
        answer=True,
    )
    result = check(ex, "Bob is a dax. Every dax is a wug. Bob is a wug. Wugs are shy. "
                       "Bob is shy. True")
    assert all(result.proof_correct.values()) and result.label_correct is True
    assert [s.validity for s in result.steps] == [Validity.STRICT] * 5
    # and a wrong step about them is judged, not left unparseable
    wrong = check(ex, "Bob is a dax. Every dax is a fep. Bob is a fep. True")
    assert wrong.steps[1].validity is Validity.INVALID


def test_nouns_of_the_query_and_gold_proof_count_too() -> None:
    """`Blickets are wugs.` alone leaves `wugs` an adjective, so `Fae is a wug.` was
    unparseable in the query, the gold proof and the output, and the gold proof's last
    sentence silently dropped: the conclusion became `Fae is a blicket`, and an output
    that stopped there was a strictly correct proof. The query and the gold proof are
    read for the example's nouns too."""
    ex = Example(
        id="wug",
        context=("Fae is a dax.", "Daxes are blickets.", "Blickets are wugs."),
        query="True or false: Fae is a wug.",
        chain_of_thought=("Fae is a dax.", "Daxes are blickets.", "Fae is a blicket.",
                          "Blickets are wugs.", "Fae is a wug."),
        answer=True,
    )
    short = check(ex, "Fae is a dax. Daxes are blickets. Fae is a blicket. True")
    assert not any(short.proof_correct.values()) and short.warnings == ()
    full = check(ex, " ".join(ex.chain_of_thought) + " True")
    assert all(full.proof_correct.values())


def test_a_gold_sentence_not_understood_is_a_warning_and_never_the_conclusion() -> None:
    """A gold proof whose last sentence the parser cannot read: every result says so, and
    the conclusion is the query as the answer settles it, not the last gold sentence
    that was read."""
    ex = Example(
        id="unread",
        context=("Fae is a dax.", "Daxes are blickets.", "Every blicket is a wug."),
        query="True or false: Fae is a wug.",
        chain_of_thought=("Fae is a dax.", "Daxes are blickets.", "Fae is a blicket.",
                          "Every blicket is a wug.", "Fae is a wug, whose fur is red."),
        answer=True,
    )
    short = check(ex, "Fae is a dax. Daxes are blickets. Fae is a blicket. True")
    assert not any(short.proof_correct.values())
    assert any(w.startswith("gold proof sentence not understood: 'Fae is a wug, whose")
               for w in short.warnings)
    full = check(ex, "Fae is a dax. Daxes are blickets. Fae is a blicket. Every blicket is "
                     "a wug. Fae is a wug. True")
    assert all(full.proof_correct.values()) and full.conclusion_step == 4
    negated = Example(id="unread-false", context=ex.context, query=ex.query,
                      chain_of_thought=ex.chain_of_thought, answer=False)
    assert str(Checker(ex).conclusion) == "wug(Fae)"
    assert str(Checker(negated).conclusion) == "~wug(Fae)"
