"""Parser behaviour beyond the golden table: §9 rejections, §10 prefixes, robustness."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lfhelpers import G, R

from pyverify.language.labels import split_label
from pyverify.language.lexicon import DEFAULT_LEXICON
from pyverify.language.parse import (
    Parsed,
    parse_cot,
    parse_sentence,
)
from pyverify.logic.formula import And, Const, Pred
from pyverify.verify.results import StepKind

MAMMAL = G("Fae", "mammal")

# §10: every prefix form must give X, with the prefix kept as metadata
PREFIXED = [
    ("Therefore, Fae is a mammal.", "Therefore,"),
    ("Therefore Fae is a mammal.", "Therefore"),
    ("So Fae is a mammal.", "So"),
    ("So, Fae is a mammal.", "So,"),
    ("Thus, Fae is a mammal.", "Thus,"),
    ("Thus Fae is a mammal.", "Thus"),
    ("Hence Fae is a mammal.", "Hence"),
    ("Hence, Fae is a mammal.", "Hence,"),
    ("This proves Fae is a mammal.", "This proves"),
    ("This proves that Fae is a mammal.", "This proves that"),
    ("However, Fae is a mammal.", "However,"),
    ("According to the given information, Fae is a mammal.",
     "According to the given information,"),
    ("Consequently, Fae is a mammal.", "Consequently,"),
    ("As a result, Fae is a mammal.", "As a result,"),
    ("It follows that Fae is a mammal.", "It follows that"),
    ("We can conclude that Fae is a mammal.", "We can conclude that"),
    ("This means that Fae is a mammal.", "This means that"),
    ("This means Fae is a mammal.", "This means"),
    ("In conclusion, Fae is a mammal.", "In conclusion,"),
    ("Then Fae is a mammal.", "Then"),
    ("THEREFORE, Fae is a mammal.", "THEREFORE,"),
    ("So, therefore, Fae is a mammal.", "So, therefore,"),
]


@pytest.mark.parametrize(("sentence", "prefix"), PREFIXED)
def test_prefixes(sentence: str, prefix: str) -> None:
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.FACT
    assert p.formula is MAMMAL
    assert p.prefix == prefix


def test_prefix_before_rule_keeps_rule() -> None:
    (p,) = parse_sentence("Thus, every cat is a mammal.")
    assert p.kind is StepKind.RULE and p.formula is R("cat", "mammal")


@pytest.mark.parametrize("sentence", ["So.", "Therefore,", "Thus", "In conclusion."])
def test_dangling_conclusion_marker(sentence: str) -> None:
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.UNPARSEABLE
    assert p.reason == "dangling conclusion marker"


def test_since_prefix_metadata_and_order() -> None:
    x, y = parse_sentence("Since Fae is a cat, Fae is a mammal.")
    assert (x.formula, x.prefix) == (G("Fae", "cat"), "Since")
    assert y.formula is MAMMAL
    x, y = parse_sentence("Since Fae is a cat, we know that Fae is a mammal.")
    assert y.formula is MAMMAL and y.prefix == "we know that"


# §9: number agreement is enforced in strict mode
DISAGREE = [
    "Every cats is a carnivore.",
    "Cats are a carnivore.",
    "Cat are carnivores.",
    "Cats is carnivores.",
    "Cats are carnivore.",
    "Every cat is carnivores.",
    "Fae are cats.",
    "Each wumpuses is a numpus.",
    "Wumpuses are numpus.",
]


@pytest.mark.parametrize("sentence", DISAGREE)
def test_number_disagreement_rejected_in_strict_mode(sentence: str) -> None:
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.UNPARSEABLE
    assert p.reason is not None and p.reason.startswith("number disagreement")


@pytest.mark.parametrize("sentence", DISAGREE)
def test_number_disagreement_warns_in_lenient_mode(sentence: str) -> None:
    (p,) = parse_sentence(sentence, strict=False)
    assert p.kind in (StepKind.RULE, StepKind.FACT)
    assert any(w.startswith("number disagreement") for w in p.warnings)


def test_lenient_disagreement_lf() -> None:
    (p,) = parse_sentence("Cats are a carnivore.", strict=False)
    assert p.formula is R("cat", "carnivore")


@pytest.mark.parametrize(
    "sentence", ["Worpus are grimpuses.", "Each worpus is a lorpus.", "Sheep are snakes.",
                 "Every sheep is a snake.", "Every cat is a sheep.", "Cats are sheep."]
)
def test_invariant_plurals_agree_with_both(sentence: str) -> None:
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.RULE


# §9: failures with named reasons
FAILURES = [
    ("Fae is a wumpuss.", 'unknown noun "wumpuss" (did you mean "wumpus"?)'),
    # (a sentence that reads in the grammar's case is read so: test_capitalisation)
    ("fae is a wumpuss.", "case-sensitive"),
    ("Fae Is a cat whose fur is red.", "copula must be lowercase"),
    ("The cat is a carnivore.", "indefinite or definite subject"),
    # (a clause on the class, 'a cat who is furry', is read since stop 28: outside the
    # original's grammar, §9, and inside pyverify's superset of it)
    ("Fae is a cat whose fur is red.", "relative clause"),
    ("Is Fae a cat.", "inverted question"),
    ("", "empty sentence"),
    ("   \n ", "empty sentence"),
    ("Bob is a cat.", 'unknown name "Bob"'),
    ("Fae is a cat and a dog or a mammal.", "mixed"),
    ("Fae is a cat, a dog.", "list without a connective"),
    ("Fae is not a cat and a dog.", "negated list"),
    ("Wumpusses are numpuses.", "unknown"),
]


@pytest.mark.parametrize(
    ("sentence", "formula"),
    [("fae is a cat.", G("Fae", "cat")), ("FAE IS A CAT.", G("Fae", "cat")),
     ("Fae Is A Cat.", G("Fae", "cat")), ("So fae is not a cat.", G("Fae", "~cat")),
     ("Every Cat Is A Mammal.", R("cat", "mammal"))],
)
def test_capitalisation(sentence: str, formula: object) -> None:
    """Issue 2 (tolerant parsing: capitalisation): a sentence in title case, in capitals
    or with a name in lower case reads as it does in the grammar's case, with a warning."""
    (p,) = parse_sentence(sentence)
    assert p.formula is formula
    assert any("grammar's case" in w for w in p.warnings)
    # a sentence in the grammar's case has no such warning
    assert not parse_sentence("Fae is a cat.")[0].warnings


@pytest.mark.parametrize(("sentence", "reason"), FAILURES)
def test_named_failures(sentence: str, reason: str) -> None:
    parsed = parse_sentence(sentence)
    assert len(parsed) == 1
    (p,) = parsed
    assert p.kind is StepKind.UNPARSEABLE and p.formula is None
    assert p.reason is not None and reason in p.reason


def test_extra_names() -> None:
    (p,) = parse_sentence("Bob is a cat.", names=frozenset({"Bob"}))
    assert p.formula is G("Bob", "cat")
    lex = DEFAULT_LEXICON.extended(nouns=["florp"], names=["Zed"])
    (p,) = parse_sentence("Zed is a florp.", lex)
    assert p.formula is G("Zed", "florp")
    (p,) = parse_sentence("Florps are cats.", lex)
    assert p.formula is R("florp", "cat")
    # the default lexicon is untouched
    assert parse_sentence("Zed is a florp.")[0].kind is StepKind.UNPARSEABLE


@pytest.mark.parametrize(
    "sentence",
    ["Fae is a cat", "Fae is a cat.\n", "  Fae is a cat.  ", "Fae is a cat!",
     "1. Fae is a cat.", "- Fae is a cat.", "* Fae is a cat.", "**Fae is a cat.**",
     "Step 2: Fae is a cat.", "Fae is a cat;"],
)
def test_tolerated_decorations(sentence: str) -> None:
    (p,) = parse_sentence(sentence)
    assert p.formula is G("Fae", "cat")


def test_number_entity_and_decimal() -> None:
    assert parse_sentence("131071 is a Mersenne prime.")[0].formula is G("131071", "Mersenne prime")
    assert parse_sentence("3.5 is a real number.")[0].formula is G("3.5", "real number")


# robustness: parse_sentence must never raise and always return >= 1 Parsed
@settings(max_examples=400, deadline=None)
@given(st.text(), st.booleans())
def test_never_raises_on_text(text: str, strict: bool) -> None:
    out = parse_sentence(text, strict=strict)
    assert isinstance(out, tuple) and len(out) >= 1
    for p in out:
        assert isinstance(p, Parsed)
        if p.kind is StepKind.UNPARSEABLE:
            assert p.reason and p.formula is None


WORDS = ["Fae", "is", "are", "not", "a", "an", "every", "Each", "cats", "cat", "wumpus",
         "and", "or", ",", "since", "Since", "because", "so", "So", "Therefore", "that",
         "Everything", "painted", "lady", "ladies", "Mersenne", "prime", "127", "isn't",
         "either", "both", "Assume", "This", "contradicts", "with", "the", "fact", "No",
         "All", "Backtrack", "to", "Try", "again", "bright", "who", ".", ";", "!",
         # what the tolerant reading rewrites
         "must", "be", "cannot", "neither", "nor", "Given", "which", "means", "meaning",
         "as", "well", "too", "also", "(", ")", "Case", "1:", "contradiction", "First",
         "In", "case", "Let's", "consider", "where", "for", "**", "indeed",
         '"', "“", "”", "statement", "true", "false", "From", "this", "Based", "on", "We",
         "can", "deduce", "know", "our", "assumption", "wrong", "which", "contradicts",
         "[", "]", "Using", "rule", "either", "case", "get", "particular", "required",
         "well", "Sure", "it", "It", "Looking", "at", "rules", "start", "→", "=>", ">", ":",
         "’", "Let’s", "Conclusion", "by", "applying", "Next",
         # what stop 22's readings rewrite
         "According", "premise", "P2", "says", "tells", "us", "established", "Steps",
         "contradict", "each", "other", "answer", "Part", "she", "would", "were", "Taking",
         "Consider", "Recall", "applies", "here",
         "what", "wanted", "prove", "disjunction", "holds", "directly", "—", "✓", "goal"]


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=16), st.booleans())
def test_never_raises_on_word_salad(words: list[str], strict: bool) -> None:
    out = parse_sentence(" ".join(words), strict=strict)
    assert len(out) >= 1
    assert all(p.reason is None or "internal parser error" not in p.reason for p in out)


@pytest.mark.parametrize("text", [
    "Therefore, by applying the first rule Fae is a cat.",
    "Next, using this Fae is a cat.",
    "So, using the rule Fae is a cat.",
    "Thus, applying rule 2 Fae is a cat.",
    "This contradicts the.",  # (a list index past the end, in stop 22's citation reading)
])
def test_applied_rule_without_its_comma(text: str) -> None:
    # the lead-in's comma is the only one; these raised ValueError inside the tolerant
    # reading, reported as an internal parser error
    assert all(p.reason is None or "internal parser error" not in p.reason
               for p in parse_sentence(text))


@pytest.mark.parametrize(
    ("sentence", "kinds"),
    [
        # steps cited by their numbers alone
        ("4. Combining 1 and 3, Fae is a cat and a mammal.", ["fact"]),
        ("From 2, Fae is a cat.", ["fact"]),
        # a lead-in of what the writer does, or a reason that only says where cases lead
        ("Taking the third conjunct, we obtain that Fae is a cat.", ["fact"]),
        ("Going back to the facts, Fae is a cat.", ["fact"]),
        ("Since every option leads to Fae being a cat, we can conclude that Fae is a cat.",
         ["fact"]),
        ("Taking Fae as a cat, Fae is a mammal.", ["unparseable"]),
        # a claim, a colon and where it comes from; a line ending in a colon
        ("1. **Fae is a cat**: This is given directly in the context.", ["fact"]),
        ("2. **Fae is a mammal**:", ["comment"]),
        ("From the context:", ["comment"]),
        # what a premise says; a rule that applies
        ("The rule says that every cat is a mammal.", ["rule"]),
        ("The third premise says Fae is a cat.", ["fact"]),
        ("The context says directly that Fae is a cat.", ["fact"]),
        ("The context states: \"Fae is a cat.\"", ["fact"]),
        ('The rule "every cat is a mammal" applies, which means that Fae is a mammal.',
         ["rule", "fact"]),
        ("The rule every cat is a mammal applies to Fae, so Fae is a mammal.",
         ["rule", "fact"]),
        ("The statement says that Fae is not a cat.", ["unparseable"]),
        # where a claim comes from, at its end
        ("- Fae is a cat, as stated in the context.", ["fact"]),
        ("Fae is a cat, as given.", ["fact"]),
        ("Fae is a cat, as every cat is.", ["unparseable"]),
        # a reason that only says where the claim comes from (acceptance audit, stop 43)
        ("Since it is stated in the problem, Fae is a cat.", ["fact"]),
        ("Since that is given, Fae is a cat.", ["fact"]),
        ("Since that is a dog, Fae is a cat.", ["unparseable"]),
        ("Fae is a cat because of rule 2.", ["fact"]),
        ("Fae is a cat, because of premise 2.", ["fact"]),
        ("Fae is a cat because the context says so.", ["fact"]),
        ("Fae is a cat because the problem tells us so.", ["fact"]),
        ("Fae is a cat because Fae says so.", ["unparseable"]),
        # contradictions with what was established, cited by step or by 'what we know'
        ("But this contradicts step 1, where we established that Fae is not a cat.",
         ["contradiction"]),
        ("That directly contradicts what we just established — that Fae is not a cat.",
         ["contradiction"]),
        ("This contradicts the fact that Fae is not a cat from Step 1.", ["contradiction"]),
        ("Now, suppose Fae were a cat.", ["assumption"]),
        # a premise cited by what the writer does with it
        ("We start from the fact that Fae is a cat.", ["fact"]),
        ('To show it, consider the premise "Fae is a cat and a dog."', ["fact"]),
        ("Now use the rule that every cat is a mammal.", ["rule"]),
        ("Consider the case that Fae is a cat.", ["assumption"]),
        ("From the fact that Fae is a cat, it follows that Fae is a cat.", ["fact", "fact"]),
        # a list of rules; a conclusion, then a premise for the next step
        ("Cats are mammals, dogs are animals, and Fae is a cat.", ["rule", "rule", "fact"]),
        ("Every cat is a dog, so Fae is a dog, and dogs are mammals.",
         ["rule", "fact", "rule"]),
        ("Fae is a cat, Fae is a dog, or Fae is red.", ["fact"]),
        ("Fae is a cat, a dog, and red.", ["fact"]),
        # premises and steps cited by label; rule names after them
        ('According to the premise "Every cat is a dog," Fae is a dog.', ["rule", "fact"]),
        ("According to premise 3, Fae is a dog.", ["fact"]),
        ('From the premise "Fae is a cat and a dog," we know that Fae is a cat.',
         ["fact", "fact"]),
        ("From (1), Fae is a cat.", ["fact"]),
        ("Combining (2) and (4), Fae is a cat and a dog.", ["fact"]),
        ("From P2, by conjunction elimination, Fae is not a cat.", ["fact"]),
        ("Since we have established that Fae is a cat, Fae is a cat or a dog.",
         ["fact", "fact"]),
        # contradictions cited by label, and the refutation after a colon
        ("This contradicts P2.", ["contradiction"]),
        ("Steps 1 and 3 contradict each other.", ["contradiction"]),
        ("Since every cat is a dog, Fae would be a dog, contradicting the fact that Fae is "
         "not a dog.", ["rule", "fact", "contradiction"]),
        ("Therefore the assumption in step 2 is false: **Fae is not a cat.**", ["fact"]),
        # the final answer restated; titles and marks
        ("The final answer is: Fae is a cat or a dog.", ["fact"]),
        ("**Part 1: Fae is not a cat**", ["comment"]),  # the goal of a part: no claim
        ("**Part 1: Alex is a tumpus.**", ["comment"]),
        ("**Final Answer**", ["comment"]),
        ("✓", ["comment"]),
        ('- **Red:** The context directly says "Fae is red."', ["fact"]),
        ('The premise "Every cat is a dog" tells us that anything that is a cat is a dog.',
         ["rule"]),
        ('Since Fae is a cat, the disjunction "Fae is a cat or a dog" holds.', ["fact", "fact"]),
        ("Therefore, Fae is a cat, which is what we wanted to prove.", ["fact"]),
        # a consequence that goes on, a reason for the last conclusion
        ("Since Fae is a cat, Fae is a mammal, so Fae is an animal.", ["fact"] * 3),
        ("Fae is a cat, so Fae is a mammal, because every cat is a mammal.",
         ["fact", "rule", "fact"]),
        ("So if Fae were a cat, Fae would be a mammal.", ["assumption", "fact"]),
        # cases that agree, and the method announced (reasoning models' answers)
        ("Every case yields the same conclusion, so Fae is a cat.", ["fact"]),
        ("In every option of the disjunction, Fae is a cat.", ["fact"]),
        ("All three cases lead to the same conclusion.", ["comment"]),
        ("We proceed by contradiction.", ["comment"]),
        ("Consider each case.", ["comment"]),
        ("Both cases are red.", ["unparseable"]),
        ('We use proof by cases on the premise "Fae is a cat or a dog."', ["fact"]),
        ("*Not a cat:* Assume Fae is a cat.", ["assumption"]),
        ("Combining both parts, Fae is not a cat and Fae is not a dog.", ["fact"]),
        ("By the same rule, Fae is a dog, again contradicting the fact that Fae is not a dog.",
         ["fact", "contradiction"]),
        ('From "Fae is a cat and a dog," we obtain by conjunction elimination that Fae is a '
         'cat.', ["fact", "fact"]),
        ('Since "Fae is a cat" holds, the statement "Fae is a cat or a dog" holds.',
         ["fact", "fact"]),
        # a reasoning model's self-talk
        ("From the premises, every cat is a dog, so Fae is a dog.", ["rule", "fact"]),
        ("Fae is small, so the answer is True.", ["fact"]),
        ("So Fae is small, and the answer is True.", ["fact"]),
        ("Wait, but I should check if there's anything saying Fae is not a cat.", ["comment"]),
        ("Hmm, but let me check for anything contradicting it.", ["comment"]),
        ("So there's no conflict.", ["comment"]),
        ("So nothing contradicts it.", ["comment"]),
        ("That's right.", ["comment"]),
        ("Yeah, I think the answer is false.", ["comment"]),
        # premises that say things, cited after 'so', a case label with a dash
        ("Finally, the premises state that cats are dogs.", ["rule"]),
        ('The premises directly state "Fae is a cat."', ["fact"]),
        ('Step 2: The statement "Every cat is a dog" tells us Fae is a dog.', ["rule", "fact"]),
        ('The premise "Every cat is a dog" then gives us that Fae is a dog.', ["rule", "fact"]),
        ("From this and 3, Fae is a cat.", ["fact"]),
        ("**Case 1 — suppose Fae is a cat.**", ["assumption"]),
        ("Since Fae is a cat or a dog, and Fae is red either way, we conclude that Fae is red.",
         ["fact", "fact"]),
        ("1. **Fae is not a cat:** Assume Fae is a cat.", ["assumption"]),
        ("Then Fae is a cat or a dog, so by the third premise Fae is red.", ["fact", "fact"]),
        ("By the same rule, Fae would be a dog, which is false.", ["fact", "contradiction"]),
        ("By the first rule, Fae is a dog.", ["fact"]),
        ("Hence proved.", ["comment"]),
        ("This is given.", ["comment"]),
        (")", ["comment"]),  # the end of a remark in brackets that ran over sentences
        # a case after a lead-in, with a colon; "any" opening a clause
        ("Next, if Fae is a cat: cats are dogs, so Fae is a dog, and any dog is red, so Fae "
         "is red.", ["assumption", "rule", "fact", "rule", "fact"]),
        ("If instead Fae is a dog, then Fae is red.", ["assumption", "fact"]),
        ("Fae is a cat, and any cat is a dog.", ["fact", "rule"]),
        ("Fae is not any dog.", ["unparseable"]),
        # every operand negated as written; a rule's name, then a citation; logic talk
        ("Therefore Fae is not a cat, not a dog, and not red.", ["fact"]),
        ("Fae is not a cat, not a dog, and red.", ["unparseable"]),  # (the last?)
        ("**Conjunction elimination:** From (1), Fae is a cat.", ["fact"]),
        ("A disjunction holds as soon as one of its parts holds, so Fae is a cat or a dog.",
         ["fact"]),
        # an assumption and where it leads, in one sentence; a case named by its class
        ("Assume Fae is a cat, so Fae is a dog.", ["assumption", "fact"]),
        ("Case 1: Fae is a cat, so Fae is a dog.", ["assumption", "fact"]),
        ("Case 1: Since Fae is a cat, Fae is a dog.", ["fact", "fact"]),
        ("- Case cat: Fae is a cat → cats are dogs → Fae is a dog", ["assumption", "rule",
                                                                    "fact"]),
        # (the conjunction from its conjuncts: each fact, then the conjunction, stop 27)
        ("Since we've established both that Fae is a cat and that Fae is a dog, Fae is a cat "
         "and a dog.", ["fact", "fact", "fact"]),
        # held-out set 13: a part that opens with its assumption, results restated, a
        # rule's antecedent said to hold, tasks set, a conclusion given as a reason
        ("Part 1: Assume Fae is a cat.", ["assumption"]),
        ("Part 1: Fae is not a cat.", ["comment"]),
        ("But we have already shown that Fae is a cat.", ["fact"]),
        ("But we established in step 1 that Fae is not a cat.", ["fact"]),
        ("Fae satisfies the condition of being a cat, a dog, or red.", ["fact"]),
        ('Fae is a cat, so Fae meets the condition "cat or dog".', ["fact", "fact"]),
        ("**1. Determine whether Fae is a cat.**", ["comment"]),
        ("Since Fae is a cat and a dog, we have proven the statement.", ["fact"]),
        ("So Fae would have to be a cat.", ["fact"]),
        ("Since every cat is a dog, we have Fae is a dog.", ["rule", "fact"]),
        ("So once more Fae is a dog.", ["fact"]),
        ('The other fact, "Fae is a cat or a dog," is not needed.', ["comment"]),
        # held-out set 14: premises cited by a label in brackets, 'Suppose:', 'we get:',
        # 'so since', a gerund's colon, the premise cited unquoted
        ("This contradicts (P2), so Fae is not a cat.", ["contradiction", "fact"]),
        ("Then Fae is a cat, so by (P1) Fae is a dog, contradicting (P2).",
         ["fact", "fact", "contradiction"]),
        ("Then by (2), Fae would be a dog.", ["fact"]),
        ("**Suppose:** Fae is a cat.", ["assumption"]),
        ('From the premise "Fae is a cat and a dog," we get: Fae is a dog.', ["fact", "fact"]),
        ("Cats are dogs, so since Fae is a cat, Fae is a dog.", ["rule", "fact", "fact"]),
        ("Going back to Fae being a cat: cats are dogs, so Fae is a dog.", ["rule", "fact"]),
        ("According to the premise, every cat is a dog.", ["rule"]),
        ("This contradicts the established fact that Fae is not a cat.", ["contradiction"]),
        ("Starting with what we know: Fae is a cat.", ["fact"]),
        # held-out set 15
        ("Fae is brown, and everything brown is a cat.", ["fact", "rule"]),
        ("**Fae is not a cat:** Suppose Fae were a cat.", ["assumption"]),
        ("1. **Case 1 – Assume Fae is a cat.**", ["assumption"]),
        ("Case A (assume Fae is a cat): Since every cat is a dog, Fae is a dog.",
         ["assumption", "rule", "fact"]),
        ("Since both cases lead to the same result, and one of them must hold, we conclude "
         "that Fae is a dog.", ["fact"]),
    ],
)  # fmt: skip
def test_readings_of_chat_leads_and_remarks(sentence: str, kinds: list[str]) -> None:
    """Readings made for held-out set 9 (tests/verify/chat_outputs_9): each of these
    was unparseable, or a remark that held a step; those marked unparseable must stay
    so (a statement's claim is not asserted; a reason that names the entity may carry
    a step)."""
    parsed = parse_sentence(sentence)
    assert [p.kind.value for p in parsed] == kinds
    assert all(p.formula is not None for p in parsed if p.kind.value in ("fact", "rule"))


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a relative clause on the class: the attributive adjective's formula
        ("Fae is a cat that is red.", G("Fae", ("&", "red", "cat"))),
        ("Fae is a cat which is red and small.", G("Fae", ("&", "red", "small", "cat"))),
        ("Fae is a red small cat.", G("Fae", ("&", "red", "small", "cat"))),
        ("Fae is a cat that is a mammal or a dog.",
         G("Fae", ("&", ("|", "mammal", "dog"), "cat"))),
        ("Fae is a cat that is not red.", G("Fae", ("&", "~red", "cat"))),
        ("Every cat that is red is a mammal.", R(("&", "red", "cat"), "mammal")),
        ("Every cat that is red and small is a mammal.",
         R(("&", "red", "small", "cat"), "mammal")),
        ("Cats that are red are mammals.", R(("&", "red", "cat"), "mammal")),
        ("All cats that are red are not mammals.", R(("&", "red", "cat"), "~mammal")),
        ("No cat that is red is a mammal.", R(("&", "red", "cat"), "~mammal")),
        # 'Everything that is' in other words
        ("Things that are red are mammals.", R("red", "mammal")),
        ("All things that are cats or dogs are mammals.", R(("|", "cat", "dog"), "mammal")),
        ("Nothing that is red is a mammal.", R("red", "~mammal")),
    ],
)  # fmt: skip
def test_relative_clauses(sentence: str, expected: object) -> None:
    (p,) = parse_sentence(sentence)
    assert p.formula == expected


@pytest.mark.parametrize("sentence", [
    "Every cat that are red is a mammal.",    # number: 'that are' after 'Every cat'
    "Cats that is red are mammals.",
    "Things that are red is a mammal.",
    "Every cat that is red.",                 # no predicate
    "Every cat whose tail is red is a mammal.",
])  # fmt: skip
def test_relative_clauses_that_do_not_agree_or_end_are_unread(sentence: str) -> None:
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.UNPARSEABLE


def test_non_string_input() -> None:
    (p,) = parse_sentence(None)  # type: ignore[arg-type]
    assert p.kind is StepKind.UNPARSEABLE


def test_memoised() -> None:
    a = parse_sentence("Every wumpus is a numpus.")
    b = parse_sentence("Every wumpus is a numpus.")
    assert a is b


def test_a_case_named_by_its_class_assumes_it_of_the_entity() -> None:
    """'• Case cat: Cats are dogs, so Fae is a dog.' (o3's style, held-out set 13): the
    case assumes its class of the entity of the latest claim; a word after 'Case' that
    is no noun of the lexicon ('Case analysis:') or no entity to say it of assumes
    nothing."""
    steps = parse_cot("Fae is a cat or a dog.\n• Case cat: Cats are mammals, so Fae is a "
                      "mammal.\nCase analysis: Fae is a dog.")
    assert [(s.parsed.kind.value, str(s.parsed.formula)) for s in steps] == [
        ("fact", "(cat(Fae) | dog(Fae))"), ("assumption", "cat(Fae)"),
        ("rule", "![X1]:((cat(X1) => mammal(X1)))"),
        ("fact", "mammal(Fae)"), ("fact", "dog(Fae)")]
    assert 'read as: Assume Fae is a cat' in steps[1].parsed.warnings[-1]
    (alone,) = parse_cot("Case cat: every cat is a mammal.")[:1]
    assert alone.parsed.kind.value == "rule"


def test_a_case_named_in_brackets_after_its_number_assumes_it() -> None:
    """'Case 1 (cat): …' names the case by its class, 'Case 2 (Fae is a dog): …' by what
    it assumes (held-out sets 16, 40, 63, 65)."""
    steps = parse_cot("Fae is a cat or a dog.\n- **Case 1 (cat):** Cats are mammals, so Fae is a "
                      "mammal.\nCase 2 (Fae is a dog): dogs are mammals, so Fae is a mammal.")
    assert [(s.parsed.kind.value, str(s.parsed.formula)) for s in steps] == [
        ("fact", "(cat(Fae) | dog(Fae))"), ("assumption", "cat(Fae)"),
        ("rule", "![X1]:((cat(X1) => mammal(X1)))"), ("fact", "mammal(Fae)"),
        ("assumption", "dog(Fae)"), ("rule", "![X1]:((dog(X1) => mammal(X1)))"),
        ("fact", "mammal(Fae)")]
    assert "read as: Assume Fae is a dog" in steps[4].parsed.warnings[-1]


@pytest.mark.parametrize("text", [
    "- If Fae is a cat: cat → mammal (cats are mammals), so Fae is a mammal.",
    "• Suppose Fae is a cat: cat → mammal (cats are mammals).",
])  # fmt: skip
def test_a_case_whose_chain_has_no_subject_is_about_its_entity(text: str) -> None:
    """'If Fae is a vumpus: vumpus -> jompus (…)' (held-out sets 44, 61, 66): the chain
    after the case's colon starts at the class assumed, of the entity assumed."""
    steps = [(s.parsed.kind.value, s.parsed.formula) for s in parse_cot(text)]
    assert steps[:4] == [("assumption", G("Fae", "cat")), ("fact", G("Fae", "cat")),
                         ("rule", R("cat", "mammal")), ("fact", MAMMAL)]


@pytest.mark.parametrize(("text", "expected"), [
    # a rule in brackets after the claim it yields is that claim's reason: it comes first
    ("Then Fae is a mammal (cats are mammals), hence an animal (every mammal is an animal).",
     [R("cat", "mammal"), G("Fae", "mammal"), R("mammal", "animal"), G("Fae", "animal")]),
    ("Fae is a cat → mammal (cats are mammals) → animal (every mammal is an animal).",
     [G("Fae", "cat"), R("cat", "mammal"), G("Fae", "mammal"), R("mammal", "animal"),
      G("Fae", "animal")]),
    # one bracket of all the chain's rules: each before the claim it yields
    ("Fae is a cat → mammal → animal (cats are mammals, every mammal is an animal).",
     [G("Fae", "cat"), R("cat", "mammal"), G("Fae", "mammal"), R("mammal", "animal"),
      G("Fae", "animal")]),
    # not a rule after a claim it does not yield, nor one outside brackets
    ("Fae is a mammal (every cat is a dog), so Fae is an animal.",
     [G("Fae", "mammal"), R("cat", "dog"), G("Fae", "animal")]),
    ("Fae is a mammal, and cats are mammals, so Fae is an animal.",
     [G("Fae", "mammal"), R("cat", "mammal"), G("Fae", "animal")]),
])  # fmt: skip
def test_a_bracketed_rule_comes_before_the_claim_it_yields(text: str, expected: list) -> None:
    assert [s.parsed.formula for s in parse_cot(text)] == expected


def test_parse_cot_spans_since_and_unterminated() -> None:
    text = "Fae is a cat. Since Fae is a cat, Fae is a mammal.\n\n Fae is an animal"
    steps = parse_cot(text)
    assert [s.parsed.formula for s in steps] == [
        G("Fae", "cat"), G("Fae", "cat"), MAMMAL, G("Fae", "animal")
    ]
    for s in steps:
        assert text[s.start:s.end] == s.sentence
    assert steps[1].start == steps[2].start and steps[1].end == steps[2].end
    assert steps[-1].parsed.warnings and not steps[0].parsed.warnings
    # compat mode drops the unterminated tail (§8 original behaviour)
    assert len(parse_cot(text, compat=True)) == 3


def test_gold_modus_ponens_cot() -> None:
    cot = ("Alex is a tumpus. Tumpuses are vumpuses. Alex is a vumpus. Each vumpus is a yumpus. "
           "Alex is a yumpus. Yumpuses are numpuses. Alex is a numpus. Each numpus is a dumpus. "
           "Alex is a dumpus. Every dumpus is not shy. Alex is not shy.")
    steps = parse_cot(cot)
    assert len(steps) == 11
    assert all(s.parsed.kind in (StepKind.FACT, StepKind.RULE) for s in steps)
    assert steps[-1].parsed.formula is G("Alex", "~shy")


def test_gold_proof_by_contradiction_cot() -> None:
    cot = ("Assume Polly is a grimpus. Polly is a brimpus or a grimpus. Everything that is a "
           "brimpus or a grimpus is a shumpus. Polly is a shumpus. This contradicts with Polly "
           "is not a shumpus. Polly is not a grimpus.\n\n Polly is not a grimpus and Polly is "
           "not a brimpus.")
    kinds = [s.parsed.kind for s in parse_cot(cot)]
    assert kinds == [StepKind.ASSUMPTION, StepKind.FACT, StepKind.RULE, StepKind.FACT,
                     StepKind.CONTRADICTION, StepKind.FACT, StepKind.FACT]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Since Fae is a cat Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Either Fae is a cat or Fae is a dog.", [G("Fae", ("|", "cat", "dog"))]),
        ("Fae is a cat, therefore Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a mammal, because Fae is a cat.", [G("Fae", "cat"), MAMMAL]),
        ("So, since Fae is a cat, Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
    ],
)
def test_two_step_variants(sentence: str, expected: list[object]) -> None:
    assert [p.formula for p in parse_sentence(sentence)] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the premises of a Since / because / so sentence joined by "and": a fact and
        # the rule it goes through, each its own step, then the conclusion
        ("Since Fae is a cat and every cat is a mammal, Fae is a mammal.",
         [G("Fae", "cat"), R("cat", "mammal"), MAMMAL]),
        ("Since Fae is a cat, and cats are mammals, Fae is a mammal.",
         [G("Fae", "cat"), R("cat", "mammal"), MAMMAL]),
        ("Fae is a mammal because Fae is a cat and each cat is a mammal.",
         [G("Fae", "cat"), R("cat", "mammal"), MAMMAL]),
        ("Fae is a cat and every cat is a mammal, so Fae is a mammal.",
         [G("Fae", "cat"), R("cat", "mammal"), MAMMAL]),
        ("Since cats are felines and every feline is a mammal and Fae is a cat, "
         "Fae is a mammal.", [R("cat", "feline"), R("feline", "mammal"), G("Fae", "cat"), MAMMAL]),
        # stated together without a conclusion
        ("We know that Fae is a cat and every cat is a mammal.",
         [G("Fae", "cat"), R("cat", "mammal")]),
        # one clause wins where there is one: a conjunction stays one step
        ("Since Fae is a cat and a feline, Fae is a mammal.",
         [G("Fae", ("&", "cat", "feline")), MAMMAL]),
    ],
)  # fmt: skip
def test_premises_joined_by_and(sentence: str, expected: list[object]) -> None:
    assert [p.formula for p in parse_sentence(sentence)] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # chat-model phrasing, read in the grammar's words once the sentence as written
        # fails: ordering and framing prefixes, filler adverbs, modals, "so"/"because"
        # connectives, a final parenthetical
        ("First, Fae is a cat.", [G("Fae", "cat")]),
        ("Next, every cat is a mammal.", [R("cat", "mammal")]),
        ("Finally, Fae is a mammal.", [MAMMAL]),
        ("From the context, we know that Fae is a cat.", [G("Fae", "cat")]),
        ("We are told that Fae is a cat.", [G("Fae", "cat")]),
        ("Fae is also a mammal.", [MAMMAL]),
        ("Fae is therefore a mammal.", [MAMMAL]),
        ("So Fae is indeed a mammal.", [MAMMAL]),
        ("Thus Fae is a mammal as well.", [MAMMAL]),
        ("Fae is a mammal too.", [MAMMAL]),
        ("Fae must be a mammal.", [MAMMAL]),
        ("Fae must not be a mammal.", [G("Fae", "~mammal")]),
        ("Cats must be mammals.", [R("cat", "mammal")]),
        ("Fae is a cat (given).", [G("Fae", "cat")]),
        ("Fae is a cat, which means that Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a cat, meaning Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a mammal, as Fae is a cat.", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a mammal, as every cat is a mammal.", [R("cat", "mammal"), MAMMAL]),
        ("Given that Fae is a cat, Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Given that Fae is a cat and cats are mammals, Fae must be a mammal.",
         [G("Fae", "cat"), R("cat", "mammal"), MAMMAL]),
        # proofs by cases and by contradiction as chat models write them
        ("Case 1: Assume Fae is a cat.", [G("Fae", "cat")]),
        ("In either case, Fae is a mammal.", [MAMMAL]),
        ("Either way, Fae is a mammal.", [MAMMAL]),
        ("Assume for contradiction that Fae is a cat.", [G("Fae", "cat")]),
        ("Let's consider the case where Fae is a cat.", [G("Fae", "cat")]),
        ("Thus, Fae cannot be a cat.", [G("Fae", "~cat")]),
        ("Fae is neither a cat nor a dog.", [G("Fae", ("&", "~cat", "~dog"))]),
        ("Hence, Fae is neither a cat nor a dog.", [G("Fae", ("&", "~cat", "~dog"))]),
        ("Fae is a cat or a dog or both.", [G("Fae", ("|", "cat", "dog"))]),
        # where the conclusion comes from, and its reason after it
        ("We also know that cats are mammals.", [R("cat", "mammal")]),
        ("From this, we can conclude that Fae is a mammal.", [MAMMAL]),
        ("We can deduce that Fae is a mammal.", [MAMMAL]),
        ("Based on this, Fae is a mammal.", [MAMMAL]),
        ("Fae is a mammal, since Fae is a cat.", [G("Fae", "cat"), MAMMAL]),
        ("According to the premises, Fae is a cat.", [G("Fae", "cat")]),
        ("The context states that every cat is a mammal.", [R("cat", "mammal")]),
        ("By modus ponens, Fae is a mammal.", [MAMMAL]),
        ("This tells us that Fae is a mammal.", [MAMMAL]),
        ("Using the rule that every cat is a mammal, Fae is a mammal.",
         [R("cat", "mammal"), MAMMAL]),
        ("Given the fact that Fae is a cat, Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a cat (given) [premise 1].", [G("Fae", "cat")]),
        ("But Fae is not a dog.", [G("Fae", "~dog")]),
        ("Hence, we have shown that Fae is a mammal.", [MAMMAL]),
        ("Fae is a mammal in either case.", [MAMMAL]),
        ("From Fae is a cat and a dog, we get Fae is a cat.",
         [G("Fae", ("&", "cat", "dog")), G("Fae", "cat")]),
        ("Fae is a cat and a dog, so in particular Fae is a dog.",
         [G("Fae", ("&", "cat", "dog")), G("Fae", "dog")]),
        ("Putting these together, Fae is a cat and a dog.", [G("Fae", ("&", "cat", "dog"))]),
        ("Fae is a cat as well as a dog.", [G("Fae", ("&", "cat", "dog"))]),
        ("That means Fae is a mammal.", [MAMMAL]),
        ("Hence Fae is a mammal, as required.", [MAMMAL]),
        ("Based on the given information, we can determine that Fae is a mammal.", [MAMMAL]),
        ("So far, Fae is a cat.", [G("Fae", "cat")]),
        ("We start with the fact that Fae is a cat.", [G("Fae", "cat")]),
        ("Thus, it is true that Fae is a mammal.", [MAMMAL]),
        ("It is not true that Fae is a cat.", [G("Fae", "~cat")]),
        ("It is false that Fae is not a cat.", [G("Fae", "cat")]),
        ("Therefore: Fae is a mammal.", [MAMMAL]),
        ("Conclusion: Fae is a mammal.", [MAMMAL]),
        ("→ Fae is a cat.", [G("Fae", "cat")]),
        ("=> Fae is a mammal.", [MAMMAL]),
        ("> Fae is a mammal.", [MAMMAL]),
        ("Fae can’t be a dog.", [G("Fae", "~dog")]),
        # a claim after a lead-in that reads like a comment is still a claim
        ("Sure, Fae is a cat.", [G("Fae", "cat")]),
        ("To prove that Fae is a mammal, we note that Fae is a cat.", [G("Fae", "cat")]),
        ("Reasoning: Fae is a cat.", [G("Fae", "cat")]),
        ("We can now conclude that Fae is a mammal.", [MAMMAL]),
        ("Looking at the rules, every cat is a mammal.", [R("cat", "mammal")]),
        ("Looking at the rules, we see that every cat is a mammal.", [R("cat", "mammal")]),
        # proofs by contradiction in chat words
        ("This is a contradiction because Fae is not a cat.", [G("Fae", "~cat")]),
        ("This contradicts our earlier conclusion that Fae is not a cat.", [G("Fae", "~cat")]),
        ("Fae is a cat, which contradicts the fact that Fae is not a cat.",
         [G("Fae", "cat"), G("Fae", "~cat")]),
        ("Therefore, our assumption that Fae is a cat is false.", [G("Fae", "~cat")]),
        ("So our assumption was wrong, and Fae is not a cat.", [G("Fae", "~cat")]),
        # a verdict on a quoted statement is the claim it makes
        ('Therefore, the statement "Fae is a mammal" is true.', [MAMMAL]),
        ('So the claim “Fae is a mammal.” is false.', [G("Fae", "~mammal")]),
        ('"Fae is not a mammal" is false.', [MAMMAL]),
        ('The statement "Every cat is a mammal" is true.', [R("cat", "mammal")]),
        ('So the statement "Fae is a mammal" is not true.', [G("Fae", "~mammal")]),
        ("Cats are always mammals.", [R("cat", "mammal")]),
        ("Fae is certainly not a mammal.", [G("Fae", "~mammal")]),
        ('"Fae is not a mammal" is not false.', [G("Fae", "~mammal")]),
        ('The statement "Every cat is a mammal" is not false.', [R("cat", "mammal")]),
        # ... or in bold, or stated with 'that' instead of quotes
        ('So the statement "Fae is a mammal" is **True**.', [MAMMAL]),
        ('"Fae is not a mammal" is *false*.', [MAMMAL]),
        ("Thus the claim that Fae is not a mammal is false.", [MAMMAL]),
        ("The claim that Fae is a mammal is incorrect.", [G("Fae", "~mammal")]),
        ("Hence, the statement that every cat is a mammal is true.", [R("cat", "mammal")]),
        ("Therefore, the conclusion that Fae is a mammal is not true.", [G("Fae", "~mammal")]),
        # emphasis inside a sentence is no word of it
        ("Fae is **not** a cat.", [G("Fae", "~cat")]),
        ("Fae is a *mammal*.", [MAMMAL]),
        ("So `Fae is a mammal`.", [MAMMAL]),
        # an arrow from premises to the conclusion: ', so'
        ("Cats are mammals → Fae is a mammal.", [R("cat", "mammal"), MAMMAL]),
        ("Fae is a cat -> Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a cat => Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a cat ⇒ Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a cat, → Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a cat and cats are mammals → Fae is a mammal.",
         [G("Fae", "cat"), R("cat", "mammal"), MAMMAL]),
        ("Since Fae is a cat and cats are mammals → Fae is a mammal.",
         [G("Fae", "cat"), R("cat", "mammal"), MAMMAL]),
        # a step said to follow as an earlier one did is read (and judged) as written
        ("Similarly, Fae is a mammal.", [MAMMAL]),
        ("By the same reasoning, Fae is a mammal.", [MAMMAL]),
        ("Likewise, Fae is not a cat.", [G("Fae", "~cat")]),
        # the conclusion of a refuted assumption after a colon
        ("Thus our assumption is false: Fae is not a cat.", [G("Fae", "~cat")]),
        # a clause in brackets on a line of its own is a reason
        ("(from 2, cats are mammals)", [R("cat", "mammal")]),
        # what a step is, named before it
        ("Given: Fae is a cat.", [G("Fae", "cat")]),
        ("Rule: Cats are mammals.", [R("cat", "mammal")]),
        ("Rule 2: Every cat is a mammal.", [R("cat", "mammal")]),
        ("**Premise 1:** Fae is a cat.", [G("Fae", "cat")]),
        ("Fact: Fae is a cat.", [G("Fae", "cat")]),
        ("Inference: Fae is a mammal.", [MAMMAL]),
        # clauses after a semicolon, 'Given X, Y'
        ("and since cats are mammals, Fae is a mammal.", [R("cat", "mammal"), MAMMAL]),
        ("And so Fae is a mammal.", [MAMMAL]),
        ("Given Fae is a cat, Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        # remarks in brackets inside a list, quotes around a premise, 'so it is true that'
        ("Fae is a cat (given), a dog (given), and a mammal (rule 2).",
         [G("Fae", ("&", "cat", "dog", "mammal"))]),
        ('From "Fae is a cat, a dog, and a mammal", we can conclude that Fae is a dog.',
         [G("Fae", ("&", "cat", "dog", "mammal")), G("Fae", "dog")]),
        ("Fae is a cat, so it is true that Fae is a cat or a dog.",
         [G("Fae", "cat"), G("Fae", ("|", "cat", "dog"))]),
        ("Combining these facts, Fae is a cat and a dog.", [G("Fae", ("&", "cat", "dog"))]),
        # conclusions chained in one sentence, a subject left out after 'and hence'
        ("Fae is a cat, so Fae is a mammal, so Fae is an animal.",
         [G("Fae", "cat"), MAMMAL, G("Fae", "animal")]),
        ("Fae is a cat, so Fae is a mammal, and hence Fae is an animal.",
         [G("Fae", "cat"), MAMMAL, G("Fae", "animal")]),
        ("Fae is a cat, so Fae is a mammal, and hence an animal.",
         [G("Fae", "cat"), MAMMAL, G("Fae", "animal")]),
        # a chain of arrows after a fact about an entity: each a conclusion about it
        ("Fae is a cat → mammal → animal.", [G("Fae", "cat"), MAMMAL, G("Fae", "animal")]),
        ("Fae is a cat -> a mammal -> not a dog.",
         [G("Fae", "cat"), MAMMAL, G("Fae", "~dog")]),
        ("Fae is a cat, and hence Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        # 'which' after a plural object, 'As X, Y'
        ("Cats are mammals, which are animals.", [R("cat", "mammal"), R("mammal", "animal")]),
        ("As every cat is a mammal, Fae is a mammal.", [R("cat", "mammal"), MAMMAL]),
        ("As Fae is a cat, Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        # a remark that the claim settles the query, after it
        ("Fae is a cat or a dog, which proves the statement.", [G("Fae", ("|", "cat", "dog"))]),
        ("So, Fae is a mammal, which settles the question.", [MAMMAL]),
        ("Hence, Fae is a mammal, which completes the proof.", [MAMMAL]),
        # the cases' agreement, the refuted supposition, the premises' truth: remarks
        ("Since in both options Fae is a mammal, we can conclude that Fae is a mammal.",
         [MAMMAL, MAMMAL]),
        ("Since every case yields that Fae is a mammal, Fae is a mammal.", [MAMMAL, MAMMAL]),
        ("Fae is a mammal regardless of which of the three it is.", [MAMMAL]),
        ("So the supposition is impossible, which means Fae is not a cat.",
         [G("Fae", "~cat")]),
        ("Since both statements are true, we can conclude that Fae is a cat and a mammal.",
         [G("Fae", ("&", "cat", "mammal"))]),
        # what a remark says follows
        ("Thus the chain gives that Fae is a mammal.", [MAMMAL]),
        ("Taking the first conjunct gives us that Fae is a mammal.", [MAMMAL]),
        ("This tells us Fae is a mammal.", [MAMMAL]),
        ("Since Fae is a cat, this rule tells us that Fae is a mammal.",
         [G("Fae", "cat"), MAMMAL]),
        ("Every cat is a mammal, so applying this rule to Fae gives that Fae is a mammal.",
         [R("cat", "mammal"), MAMMAL]),
        ('The key premise is "Fae is a cat and a mammal," which tells us that Fae is a mammal.',
         [G("Fae", ("&", "cat", "mammal")), MAMMAL]),
        ('Since Fae is a cat, the rule "Cats are mammals" gives that Fae is a mammal.',
         [G("Fae", "cat"), R("cat", "mammal"), MAMMAL]),
        # a rule's antecedent, quoted, said to hold of the entity
        ('Since Fae is a cat, Fae satisfies "a cat or a dog".',
         [G("Fae", "cat"), G("Fae", ("|", "cat", "dog"))]),
        # a reason that repeats the claim before it: that claim, once
        ("Fae is a cat, and since Fae is a cat, Fae is a mammal.", [G("Fae", "cat"), MAMMAL]),
        # how a clause added with ', and' is known: dropped
        ("Fae is a cat, and we've established that Fae is a mammal.",
         [G("Fae", ("&", "cat", "mammal"))]),
        ("Fae is a cat, and from step 1 Fae is a mammal.", [G("Fae", ("&", "cat", "mammal"))]),
        ("Fae is a cat, and now we know Fae is a mammal.", [G("Fae", ("&", "cat", "mammal"))]),
        # a quoted rule and a remark on where it applies: the rule
        ('The rule "Every cat is a mammal" applies to anything that is a cat.',
         [R("cat", "mammal")]),
        ('The rule "Everything that is a cat or a dog is a mammal" only needs one of its '
         "conditions, and Fae satisfies the first one.", [R(("|", "cat", "dog"), "mammal")]),
        ('The statement "Every cat is a mammal" tells us that any cat is a mammal.',
         [R("cat", "mammal")]),
        # a claim and where it is from
        ("- Fae is a mammal: also given.", [MAMMAL]),
        ("Fae is a mammal: that's right there in the context.", [MAMMAL]),
    ],
)  # fmt: skip
def test_tolerant_readings(sentence: str, expected: list[object]) -> None:
    assert [p.formula for p in parse_sentence(sentence)] == expected


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        # a failed tolerant reading reports what is wrong once the filler is gone
        ("Fae is also a wumpuss.", 'unknown noun "wumpuss"'),
        ("Fae is a wumpuss.", 'unknown noun "wumpuss"'),
        ("Fae must be blue and.", None),
        # "false" negates a fact about a named entity only: not a rule, not a list
        ('The statement "Every cat is a mammal" is false.', None),
        ('The statement "Fae is a cat and Fae is a dog" is false.', None),
        ('The statement "Every cat is a mammal" is not true.', None),
        ("The statement that every cat is a mammal is false.", None),
        # a bracket inside a sentence that is no remark is not dropped
        ("Fae is a cat (not), and a dog.", None),
        # 'which' after a singular object could mean the entity: no reading
        ("Fae is a cat, which is a mammal.", "relative clause"),
        ("Cats are not mammals, which are animals.", "relative clause"),
        ("Fae satisfies all three.", None),
        # a quoted rule judged, not restated
        ('The rule "Every cat is a mammal" is relevant.', None),
        # what is to be shown, or does not follow, is no claim
        ("Nothing here tells us that Fae is a cat.", None),
        ("This would give us that Fae is a cat.", None),
        ("The first rule only tells us that Fae is a cat.", None),
        # ', which proves' followed by a claim is no remark
        ("Fae is a cat, which proves that Fae is a mammal.", None),
        # a denied class with a clause: what is denied is open
        ("Fae is not a cat that is red.", "relative clause"),
        ("Fae is a cat that are red.", "relative clause"),
        ("Fae is a cat, a dog that is red.", "relative clause"),
        # 'the claim that X is false' only after a discourse marker, where it is the
        # sentence's claim
        ("We reject the claim that Fae is a cat is false.", None),
        # an arrow with no conclusion after it, or between words
        ("Fae is a cat →", None),
        ("Fae → cat.", None),
        # quantifiers and hedges are no adjectives (the original reads `only(x)`)
        ("Only cats are mammals.", 'unexpected word "Only"'),
        ("Most cats are mammals.", 'unexpected word "Most"'),
        ("Every cat is usually furry.", 'unexpected word "usually"'),
        ("Fae is possibly a cat.", 'unexpected word "possibly"'),
        # after "not" they weaken it: not a negated fact
        ("Fae is not necessarily a cat.", 'unexpected word "necessarily"'),
        ("Cats are not always mammals.", 'unexpected word "always"'),
    ],
)
def test_tolerant_reading_failure_reasons(
    sentence: str, reason: str | None
) -> None:
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.UNPARSEABLE
    if reason is not None:
        assert p.reason is not None and p.reason.startswith(reason)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # remarks on where a step comes from are dropped
        ("Fae is a cat (by rule 2).", [G("Fae", "cat")]),
        ("Fae is a cat (from the context).", [G("Fae", "cat")]),
        ("Fae is a cat (premise 3).", [G("Fae", "cat")]),
        ("Fae is a cat (modus ponens).", [G("Fae", "cat")]),
        ("Fae is a cat (as stated above) [3].", [G("Fae", "cat")]),
        ("Fae is a cat (from steps 1 and 2, P1).", [G("Fae", "cat")]),
        # a bracket that continues the sentence is read as part of it
        ("Fae is a cat (and Fae is not a dog).", [G("Fae", ("&", "cat", "~dog"))]),
        ("Fae is a cat (and not a dog).", [G("Fae", ("&", "cat", "~dog"))]),
        ("Fae is a cat (but not a dog) (given).", [G("Fae", ("&", "cat", "~dog"))]),
        ("Fae is a mammal (because Fae is a cat).", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a mammal (as Fae is a cat).", [G("Fae", "cat"), MAMMAL]),
        ("Fae is a mammal (by the rule that every cat is a mammal).",
         [R("cat", "mammal"), MAMMAL]),
        # a clause in brackets is the sentence's reason, also after a citation
        ("Fae is a mammal (cats are mammals).", [R("cat", "mammal"), MAMMAL]),
        ("Fae is a mammal (from 2, cats are mammals).", [R("cat", "mammal"), MAMMAL]),
        ("Fae is a cat (Fae is not a dog).", [G("Fae", "~dog"), G("Fae", "cat")]),
    ],
)  # fmt: skip
def test_final_brackets_are_remarks_or_part_of_the_sentence(
    sentence: str, expected: list[object]
) -> None:
    """Every final bracket used to be dropped as a remark, so 'Fae is a cat (and Fae is
    not a dog).' claimed only that Fae is a cat: a false claim in brackets passed as a
    correct step. Only remarks are dropped; a bracket that continues the sentence is
    read as part of it, and each of its claims is judged."""
    assert [p.formula for p in parse_sentence(sentence)] == expected


@pytest.mark.parametrize(
    "sentence",
    ["Fae is a cat (not).", "Fae is a cat (this is false).", "Fae is a cat (Fae is not a dgo).",
     "Fae is a cat (true).", "Fae is a cat (given) (no)."],
)
def test_a_final_bracket_that_may_make_a_claim_is_not_dropped(sentence: str) -> None:
    """A bracket that is neither a remark nor a continuation of the sentence may say
    something (it negated the step in 'Fae is a cat (not).'): the sentence is unread,
    not judged without it."""
    (p,) = parse_sentence(sentence)
    assert (p.kind, p.reason) == (
        StepKind.UNPARSEABLE, "a bracket that is no remark (it may make a claim)"
    )
    # a continuation that does not parse leaves the sentence unread too
    (p,) = parse_sentence("Fae is a cat (but I am not sure).")
    assert (p.kind, p.reason) == (StepKind.UNPARSEABLE, 'unexpected word "I"')


@pytest.mark.parametrize(
    "sentence",
    ["Fae\u200b is a cat.", "\ufeffFae is a cat.", "Fae\u00a0is a cat.", "Fae is a ｃａｔ.",
     "✅ Fae is a cat.", "Fae is a cat 😀."],
)
def test_invisible_characters_emoji_and_full_width_letters(sentence: str) -> None:
    assert [p.formula for p in parse_sentence(sentence)] == [G("Fae", "cat")]


def test_a_goal_or_a_supposition_is_no_claim() -> None:
    """'We want to show that X' states the goal (a comment); 'Let's say X' supposes X (an
    assumption, so nothing resting on it counts as proved)."""
    (p,) = parse_sentence("We want to show that Fae is a mammal.")
    assert p.kind is StepKind.COMMENT
    (p,) = parse_sentence("Let's say Fae is a dog.")
    assert (p.kind, p.formula) == (StepKind.ASSUMPTION, G("Fae", "dog"))


def test_typographic_apostrophes_read_as_plain_ones() -> None:
    assert [p.kind for p in parse_sentence("Let’s assume Fae is a cat.")] == [
        StepKind.ASSUMPTION
    ]
    assert [p.kind for p in parse_sentence("Let’s think step by step.")] == [StepKind.COMMENT]
    assert [p.formula for p in parse_sentence("Fae isn’t a dog.")] == [G("Fae", "~dog")]


def test_contradiction_phrasings_give_contradiction_steps() -> None:
    kinds = [p.kind for p in parse_sentence("Fae is a cat, which contradicts the fact that "
                                            "Fae is not a cat.")]
    assert kinds == [StepKind.FACT, StepKind.CONTRADICTION]
    (p,) = parse_sentence("This is a contradiction because Fae is not a cat.")
    assert p.kind is StepKind.CONTRADICTION
    # a refuted assumption without its formula says nothing the checker can judge; with a
    # formula it cannot negate (a rule), it is a claim that is not understood
    (p,) = parse_sentence("Therefore, our assumption was wrong.")
    assert p.kind is StepKind.COMMENT
    (p,) = parse_sentence("Our assumption that every cat is a dog is false.")
    assert p.kind is StepKind.UNPARSEABLE


@pytest.mark.parametrize(
    ("sentence", "kinds"),
    [
        ("Fae is a cat, which is a contradiction.", ["fact", "contradiction"]),
        ("But Fae is not a cat, which is a contradiction.", ["fact", "contradiction"]),
        ("Fae is a cat, a contradiction.", ["fact", "contradiction"]),
        # after a dash or a colon, or contradicting a fact it does not name (the
        # contradiction was dropped as a remark, and the refutation after it was
        # judged modus tollens)
        ("Fae is a cat — contradiction.", ["fact", "contradiction"]),
        ("Fae is a cat -- a contradiction!", ["fact", "contradiction"]),
        ("Fae is a cat: contradiction.", ["fact", "contradiction"]),
        ("Fae is a cat, contradicting the given fact.", ["fact", "contradiction"]),
        ("Fae is a cat — given.", ["fact"]),
        ("Since Fae is a dog, Fae is a cat, which is impossible.",
         ["fact", "fact", "contradiction"]),
        ("Fae is a dog, so Fae is a cat, and this is a contradiction.",
         ["fact", "fact", "contradiction"]),
        ("We get a contradiction, so Fae is not a cat.", ["contradiction", "fact"]),
        ("We have reached a contradiction.", ["contradiction"]),
        ("This is impossible.", ["contradiction"]),
        ("Assume, for the sake of contradiction, that Fae is a cat.", ["assumption"]),
        ("For the sake of contradiction, assume Fae is a cat.", ["assumption"]),
        ("Suppose, for contradiction, Fae is a cat.", ["assumption"]),
        ("Assume to the contrary that Fae is a cat.", ["assumption"]),
        ("(premise)", ["comment"]),
        ("(by modus ponens, 1, 2)", ["comment"]),
        # reasoning models think aloud: interjections are no steps, nor is a verdict on
        # the question before the end (the label is read there)
        ("Hmm, wait.", ["comment"]),
        ("Okay.", ["comment"]),
        ("So the statement is true.", ["comment"]),
        ("Thus, the answer is not false.", ["comment"]),
        ("Wait, every cat is a mammal.", ["rule"]),
        # an aside on the real world (false ontologies) is no step; the claim after it is
        ("In reality, cats are not mammals.", ["comment"]),
        ("In the real world, every cat is a mammal.", ["comment"]),
        ("Although in reality cats are not mammals, according to the given information: "
         "Fae is a cat.", ["fact"]),
        ("Even though in reality cats are mammals, Fae is not a mammal.", ["fact"]),
        ("Actually, Fae is a cat.", ["fact"]),
        ("Hmm, so Fae is a cat.", ["fact"]),
    ],
)  # fmt: skip
def test_chat_contradictions_assumptions_and_remarks(sentence: str, kinds: list[str]) -> None:
    """Each of these was unparseable: the claim before 'which is a contradiction', the
    reason for an assumption between commas, a remark in brackets on its own line."""
    parsed = parse_sentence(sentence)
    assert [p.kind.value for p in parsed] == kinds
    assert all(p.formula is not None for p in parsed if p.kind.value in ("fact", "assumption"))


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("If Fae is a cat, then Fae is a mammal.",
         [("assumption", G("Fae", "cat"), "If"), ("fact", MAMMAL, "then")]),
        ("If Fae is a cat, Fae is a mammal.",
         [("assumption", G("Fae", "cat"), "If"), ("fact", MAMMAL, "then")]),
        ("If Fae is a cat then Fae is a mammal because cats are mammals.",
         [("assumption", G("Fae", "cat"), "If"), ("rule", R("cat", "mammal"), "because"),
          ("fact", MAMMAL, "then")]),
    ],
)  # fmt: skip
def test_a_conditional_about_an_entity_is_an_assumption_and_its_consequence(
    sentence: str, expected: list[tuple[str, object, str]]
) -> None:
    assert [(p.kind.value, p.formula, p.prefix) for p in parse_sentence(sentence)] == expected


@pytest.mark.parametrize(
    "sentence",
    ["If every cat is a dog, then Fae is a dog.", "If something is a cat, Fae is a mammal."],
)
def test_a_conditional_on_a_rule_is_unread(sentence: str) -> None:
    """('If something is a cat, then it is a mammal.' is a rule: test_rules_in_other_words)"""
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.UNPARSEABLE


def test_a_bracketed_reason_after_the_full_stop_is_judged_before_its_claim() -> None:
    steps = parse_cot("Fae is a cat.\nFae is a mammal. (from 1, cats are mammals)\n"
                      "Fae is an animal. (see above)\n(premise 3)")
    assert [(s.sentence, s.parsed.kind.value, s.parsed.prefix) for s in steps] == [
        ("Fae is a cat.", "fact", None),
        ("(from 1, cats are mammals)", "rule", "because"),
        ("Fae is a mammal.", "fact", None),
        ("Fae is an animal.", "fact", None),
        ("(see above)", "comment", None),
        ("(premise 3)", "comment", None),
    ]
    # a bracket needs no full stop: no 'not terminated' warning
    assert not any(s.parsed.warnings for s in steps)
    # after no claim, a bracketed clause is a step of its own where it stands
    steps = parse_cot("Assume Fae is a cat.\n(cats are mammals)")
    assert [s.parsed.kind.value for s in steps] == ["assumption", "rule"]


def test_contradiction_then_conclusion_is_two_steps() -> None:
    c, x = parse_sentence("This is a contradiction, so Fae is not a cat.")
    assert (c.kind, c.formula) == (StepKind.CONTRADICTION, None)
    assert (x.kind, x.formula) == (StepKind.FACT, G("Fae", "~cat"))
    (a,) = parse_sentence("Case 2: Assume Fae is a dog.")
    assert a.kind is StepKind.ASSUMPTION


@pytest.mark.parametrize(
    ("sentence", "formula"),
    [("Case 1: Fae is a cat.", G("Fae", "cat")), ("Case 2: Fae is not a cat.", G("Fae", "~cat")),
     ("- Case 2: Fae is a cat or a dog.", G("Fae", ("|", "cat", "dog"))),
     ("Case 1) Every cat is a dog.", R("cat", "dog")),
     ("Case 1: Assume Fae is a cat.", G("Fae", "cat"))],
)
def test_a_case_label_opens_an_assumption(sentence: str, formula: object) -> None:
    """'Case 1: Fae is a cat.' (a case of a proof by cases without 'Assume') was read as
    the claim that Fae is a cat, judged unsupported with everything resting on it; it
    assumes what 'Case 1: Assume Fae is a cat.' does."""
    (p,) = parse_sentence(sentence)
    assert (p.kind, p.formula) == (StepKind.ASSUMPTION, formula)


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [("**Step 1:** Fae is a cat.", StepKind.FACT), ("**Step 1**: Fae is a cat.", StepKind.FACT),
     ("### Step 1: Fae is a cat.", StepKind.FACT), ("## Fae is a cat.", StepKind.FACT),
     ("**2.** Fae is a cat.", StepKind.FACT), ("__Step 3:__ Fae is a cat.", StepKind.FACT),
     ("**Case 1:** Fae is a cat.", StepKind.ASSUMPTION),
     ("**Case 1: Fae is a cat.**", StepKind.ASSUMPTION),
     ("_Case 2_: Fae is a cat.", StepKind.ASSUMPTION)],
)
def test_emphasised_step_and_case_labels_are_labels(sentence: str, kind: StepKind) -> None:
    """Chat models write their step labels in bold or as headings; '**Step 1:** Fae is a
    cat.' was unparseable ('unknown noun "fae"': the label stayed in the sentence), and
    so every step of such an output."""
    (p,) = parse_sentence(sentence)
    assert (p.kind, p.formula) == (kind, G("Fae", "cat"))


@pytest.mark.parametrize("sentence", ["**1.**", "1.", "**Step 2:**", "Step 3:", "### Case 1:"])
def test_a_bare_list_number_or_label_is_no_claim(sentence: str) -> None:
    """'**1.** Fae is a cat.' splits after '**1.**' (a terminator and its closers), which was
    an unparseable step of its own ('no subject'); a number or label alone claims nothing."""
    (p,) = parse_sentence(sentence)
    assert (p.kind, p.formula, p.reason) == (
        StepKind.COMMENT, None, "a list number or step label, not a claim"
    )
    kinds = [s.parsed.kind for s in parse_cot("**1.** Fae is a cat. **2.** Every cat is a dog.")]
    assert kinds == [StepKind.COMMENT, StepKind.FACT, StepKind.COMMENT, StepKind.RULE]


def test_a_case_label_before_a_marker_or_a_plain_line_claims() -> None:
    # with a conclusion marker or a premise the case sentence claims; a step label and the
    # bare sentence (memoised with the case label's) are claims too
    assert [p.kind for p in parse_sentence("Case 1: So Fae is a cat.")] == [StepKind.FACT]
    assert [p.kind for p in parse_sentence("Case 1: Since Fae is a cat, Fae is a mammal.")] == [
        StepKind.FACT, StepKind.FACT]
    assert [p.kind for p in parse_sentence("Step 1: Wren is a dog.", names=frozenset({"Wren"}))
            ] == [StepKind.FACT]
    for text in ("Case 3: Wren is a cat.", "Wren is a cat.", "Case 3: Wren is a cat."):
        kind = StepKind.ASSUMPTION if text.startswith("Case") else StepKind.FACT
        assert [p.kind for p in parse_sentence(text, names=frozenset({"Wren"}))] == [kind]


@pytest.mark.parametrize(
    "sentence",
    ["This contradicts with Fae is a cat, so Fae is not a dog.",
     "This contradicts Fae is a cat, so Fae is not a dog.",
     "This contradicts the fact that Fae is a cat, therefore, Fae is not a dog.",
     "This is a contradiction because Fae is a cat, so Fae is not a dog."],
)
def test_contradiction_with_a_fact_then_conclusion_is_two_steps(sentence: str) -> None:
    """'This contradicts with X, so Y.' was unparseable ("clauses without a connective":
    X and Y were read as one clause), although 'This is a contradiction, so Y.' and 'This
    contradicts with X.' followed by 'Y.' parse: the contradiction with X, then Y."""
    c, y = parse_sentence(sentence)
    assert (c.kind, c.formula) == (StepKind.CONTRADICTION, G("Fae", "cat"))
    assert (y.kind, y.formula) == (StepKind.FACT, G("Fae", "~dog"))


def test_contradiction_with_a_fact_then_conclusion_variants() -> None:
    # X with a comma of its own; after 'which contradicts'
    c, y = parse_sentence("This contradicts with Fae is a cat, a dog, or a mammal, so Fae is "
                          "not a dog.")
    assert c.formula == G("Fae", ("|", "cat", "dog", "mammal")) and y.formula == G("Fae", "~dog")
    assert [(p.kind, p.formula) for p in parse_sentence(
        "Fae is a dog, which contradicts the fact that Fae is a cat, so Fae is not a dog."
    )] == [(StepKind.FACT, G("Fae", "dog")), (StepKind.CONTRADICTION, G("Fae", "cat")),
           (StepKind.FACT, G("Fae", "~dog"))]
    # a conclusion that does not parse is the sentence's failure
    (p,) = parse_sentence("This contradicts with Fae is a cat, so Fae is a wumpuss.")
    assert p.kind is StepKind.UNPARSEABLE and p.reason is not None and "wumpuss" in p.reason


@pytest.mark.parametrize(
    "sentence",
    ["Let's think step by step.", "Let's consider both cases.", "First, let us look at the facts.",
     "We need to determine whether Fae is a mammal.", "To answer this, we trace the rules.",
     "The question asks whether Fae is a mammal.", "Here is the proof.",
     "This completes the proof.", "QED.", "Sure!", "Sure, here is my reasoning:",
     "I hope this helps!", "Let me explain.", "Reasoning:", "Step-by-step reasoning:",
     "Looking at the rules, we need a cat.",
     # a verdict alone, before the proof (the answer first)
     "False.", "True", "Yes."],
)
def test_sentences_about_the_reasoning_are_comments(sentence: str) -> None:
    (p,) = parse_sentence(sentence)
    assert (p.kind, p.formula, p.reason) == (StepKind.COMMENT, None, "no logical content")


@pytest.mark.parametrize(
    "sentence",
    ["Fae is a mammal?", "So Fae is a mammal?", "- **Fae is a mammal?**", "Fae is a mammal?!",
     "Is Fae a mammal?", "Fae is a mammal, is it?", "Since Fae is a cat, is Fae a mammal?"],
)
def test_a_question_is_no_claim(sentence: str) -> None:
    """A question asserts nothing: 'Fae is a mammal?' was read as the claim without its
    '?' (a question that restated the goal counted as proving it); it is a comment,
    which the metrics ignore, like 'We need to determine whether Fae is a mammal.'."""
    (p,) = parse_sentence(sentence)
    assert (p.kind, p.formula, p.reason) == (StepKind.COMMENT, None, "a question, not a claim")
    steps = parse_cot("Fae is a cat. Is Fae a mammal? Every cat is a mammal.")
    assert [s.parsed.kind for s in steps] == [StepKind.FACT, StepKind.COMMENT, StepKind.RULE]


def test_a_claim_or_a_failed_assumption_is_no_comment() -> None:
    assert [p.kind for p in parse_sentence("Let us assume that Fae is a cat.")] == [
        StepKind.ASSUMPTION
    ]
    (p,) = parse_sentence("Let us assume that Fae is a wumpuss.")
    assert p.kind is StepKind.UNPARSEABLE and p.reason is not None and "wumpuss" in p.reason
    assert [p.kind for p in parse_sentence("We know that Fae is a cat.")] == [StepKind.FACT]


def test_premise_split_is_bounded() -> None:
    """Past a few "and"s the split is not tried (a long hostile sentence stays cheap)."""
    many = " and ".join(["Fae is a cat"] * 3 + ["every cat is a mammal"] * 4)
    (p,) = parse_sentence(f"Since {many}, Fae is a mammal.")
    assert p.kind is StepKind.UNPARSEABLE
    few = " and ".join(["Fae is a cat"] + ["every cat is a mammal"] * 4)
    assert len(parse_sentence(f"Since {few}, Fae is a mammal.")) == 6


def test_stacked_discourse_markers_are_bounded() -> None:
    """Markers stack ('So, from this, we can conclude that …'), each a level of the
    parser's recursion; a hostile run of them is refused early, not parsed to the
    recursion limit."""
    (p,) = parse_sentence("So, from this, we can conclude that, in particular, Fae is a cat.")
    assert p.formula == G("Fae", "cat")
    (p,) = parse_sentence("So " * 150 + "Fae is a cat.")
    assert p.kind is StepKind.UNPARSEABLE and p.reason == "too many discourse markers"


def test_run_on_sentences_are_refused_before_parsing() -> None:
    """A run-on of 'Since X,' clauses costs the cube of its length to parse (split points
    at every comma, at every level); past 400 words a sentence is refused unread."""
    out = parse_sentence("Since Fae is a cat, " * 60 + "Fae is a cat.")
    assert all(p.reason != "sentence too long" for p in out)
    (p,) = parse_sentence("Since Fae is a cat, " * 400 + "Fae is a cat.")
    assert p.kind is StepKind.UNPARSEABLE and p.reason == "sentence too long"


def test_so_split_failure_reasons() -> None:
    (p,) = parse_sentence("Fae is a cat, so Fae is a wumpuss.")
    assert p.reason is not None and "wumpuss" in p.reason
    (p,) = parse_sentence("Fae is so cute.")
    assert p.kind is StepKind.UNPARSEABLE and p.reason == 'unexpected word "so"'


def test_bulleted_numbered_and_plain_lines_share_one_parse() -> None:
    """Chat models number and bullet their steps: the parse of the bare sentence is
    memoised for the marked ones (only those are stored) and found for the plain one."""
    from pyverify.language import parse as P

    P._MARKED.cache_clear()
    plain = P.parse_sentence("Wren is a wumpus.", names=frozenset({"Wren"}))
    assert len(P._MARKED) == 0
    for marked in ("- Wren is a wumpus.", "3. Wren is a wumpus.", "**Wren is a wumpus.**"):
        assert P.parse_sentence(marked, names=frozenset({"Wren"})) == plain
    assert len(P._MARKED) == 1


def test_bounded_cache_drops_the_oldest_entry() -> None:
    from pyverify.caches import PER_SENTENCE, BoundedCache

    cache = BoundedCache()
    for k in range(PER_SENTENCE + 3):
        cache.put(k, k)
    assert len(cache) == PER_SENTENCE and 0 not in cache and 3 in cache
    assert cache.get(PER_SENTENCE + 2) == PER_SENTENCE + 2


def test_a_conclusion_with_its_subject_and_a_modal_is_not_given_a_second_subject() -> None:
    """'…, so Fae must be a mammal' has its subject: it was read as '…, so Fae is Fae is a
    mammal' (the elided-subject reading of '…, so a mammal'), and failed."""
    steps = parse_sentence("Fae is a cat, so Fae must be a mammal.")
    assert [str(p.formula) for p in steps] == ["cat(Fae)", "mammal(Fae)"]
    steps = parse_sentence("Fae is a cat, so a mammal.")
    assert [str(p.formula) for p in steps] == ["cat(Fae)", "mammal(Fae)"]


@pytest.mark.parametrize("sentence", ["It is a contradiction.", "This is contradictory.",
                                      "It leads to a contradiction.", "It is impossible."])
def test_contradictions_said_with_it(sentence: str) -> None:
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.CONTRADICTION


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Lorpuses are a type of shumpus.", "![X1]:((lorpus(X1) => shumpus(X1)))"),
        ("Every lorpus is a kind of shumpus.", "![X1]:((lorpus(X1) => shumpus(X1)))"),
        ("Lorpuses are types of shumpuses.", "![X1]:((lorpus(X1) => shumpus(X1)))"),
        ("Every single lorpus is a shumpus.", "![X1]:((lorpus(X1) => shumpus(X1)))"),
        ("If something is a lorpus, then it is a shumpus.",
         "![X1]:((lorpus(X1) => shumpus(X1)))"),
        ("If someone is a lorpus, they are not cold.", "![X1]:((lorpus(X1) => ~cold(X1)))"),
        ("If anything is a lorpus and cold, it must be a shumpus.",
         "![X1]:(((lorpus(X1) & cold(X1)) => shumpus(X1)))"),
        ("If an entity is a lorpus or a wumpus, then it is a shumpus.",
         "![X1]:(((lorpus(X1) | wumpus(X1)) => shumpus(X1)))"),
        ("A lorpus is a shumpus.", "![X1]:((lorpus(X1) => shumpus(X1)))"),
        ("An impus is not cold.", "![X1]:((impus(X1) => ~cold(X1)))"),
        ("Any lorpus is a shumpus.", "![X1]:((lorpus(X1) => shumpus(X1)))"),
        ("Whatever is a lorpus is a shumpus.", "![X1]:((lorpus(X1) => shumpus(X1)))"),
        ("Each and every lorpus is a shumpus.", "![X1]:((lorpus(X1) => shumpus(X1)))"),
    ],
)
def test_rules_in_other_words(sentence: str, expected: str) -> None:
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.RULE and str(p.formula) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        # 'single' was read as a property of the subject
        "Every single lorpus is Max.",
        # a name is no property (it was read as one: 'Max is Fae' as fae(Max))
        "Max is Fae.", "Every lorpus is Max.", "A lorpus is Max.",
        # a conditional whose consequence is about a named entity is no rule
        "If something is a lorpus, Max is a shumpus.",
        "Lorpuses are a type of.",
    ],
)
def test_rules_in_other_words_not_misread(sentence: str) -> None:
    assert [p.kind for p in parse_sentence(sentence)] == [StepKind.UNPARSEABLE]


@pytest.mark.parametrize(
    "sentence",
    ["Being a lorpus, Max is a shumpus.", "As a lorpus, Max is a shumpus.",
     "Max, being a lorpus, is a shumpus.", "Max, as a lorpus, is a shumpus.",
     "Max, being a lorpus, must be a shumpus.", "Max, who is a lorpus, is a shumpus."],
)
def test_a_participle_or_as_phrase_is_the_reason(sentence: str) -> None:
    """'Being A, C is B' and its kin say 'Since C is A, C is B': two steps, the reason
    first."""
    steps = parse_sentence(sentence)
    assert [(p.kind, str(p.formula)) for p in steps] == [
        (StepKind.FACT, "lorpus(Max)"), (StepKind.FACT, "shumpus(Max)")]
    assert steps[0].prefix == "Since"


@pytest.mark.parametrize(
    "sentence",
    ["Since every lorpus is a shumpus, Max, being a lorpus, is a shumpus.",
     "Because lorpuses are shumpuses, Max, who is a lorpus, must be a shumpus."],
)
def test_a_participle_after_a_reason_is_one_more_reason(sentence: str) -> None:
    """'Since R, C, being A, is B' says 'Since R and C is A, C is B'."""
    steps = parse_sentence(sentence)
    assert [(p.kind, str(p.formula)) for p in steps] == [
        (StepKind.RULE, "![X1]:((lorpus(X1) => shumpus(X1)))"),
        (StepKind.FACT, "lorpus(Max)"), (StepKind.FACT, "shumpus(Max)")]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Max is a lorpus, but Max is not a shumpus.", "(lorpus(Max) & ~shumpus(Max))"),
        ("Although Max is a lorpus, Max is not a shumpus.", "(lorpus(Max) & ~shumpus(Max))"),
        ("Though Max is a lorpus, Max is not a shumpus.", "(lorpus(Max) & ~shumpus(Max))"),
        ("While Max is a lorpus, Max is not a shumpus.", "(lorpus(Max) & ~shumpus(Max))"),
    ],
)
def test_a_contrast_of_two_clauses_asserts_both(sentence: str, expected: str) -> None:
    (p,) = parse_sentence(sentence)
    assert (p.kind, str(p.formula)) == (StepKind.FACT, expected)


@pytest.mark.parametrize(
    "sentence",
    # one clause whose objects are contrasted; a contrast with no claim after it
    ["Max is not a lorpus but a shumpus.", "Max is a lorpus, but every cat is a shumpus."],
)
def test_a_contrast_that_is_not_two_clauses_about_names_is_not_read_as_one(
    sentence: str,
) -> None:
    assert [p.kind for p in parse_sentence(sentence)] == [StepKind.UNPARSEABLE]


@pytest.mark.parametrize(
    "sentence",
    ['Applying "Every lorpus is a shumpus" to Max, we get Max is a shumpus.',
     'Applying the rule "Every lorpus is a shumpus" to Max, Max is a shumpus.',
     'Using "Every lorpus is a shumpus", Max is a shumpus.'],
)
def test_a_rule_applied_is_the_reason(sentence: str) -> None:
    """'Applying (the rule) R (to C), Y' and 'Using R, Y' say 'Since R, Y'."""
    steps = parse_sentence(sentence)
    assert [(p.kind, str(p.formula)) for p in steps] == [
        (StepKind.RULE, "![X1]:((lorpus(X1) => shumpus(X1)))"),
        (StepKind.FACT, "shumpus(Max)")]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("This makes Max a shumpus.", [(None, "So", "shumpus(Max)")]),
        ("That makes Max not a shumpus.", [(None, "So", "~shumpus(Max)")]),
        ("Max is a lorpus, which makes him a shumpus.",
         [(None, None, "lorpus(Max)"), (None, "so", "shumpus(Max)")]),
        ("Every lorpus is a shumpus, which makes Max a shumpus.",
         [(StepKind.RULE, None, "![X1]:((lorpus(X1) => shumpus(X1)))"),
          (None, "so", "shumpus(Max)")]),
    ],
)
def test_what_a_step_makes_of_an_entity_is_a_conclusion(sentence: str, expected: list) -> None:
    steps = parse_sentence(sentence)
    assert [
        (None if p.kind is StepKind.FACT else p.kind, p.prefix, str(p.formula)) for p in steps
    ] == expected


def test_a_participle_about_no_named_entity_is_unread() -> None:
    (p,) = parse_sentence("Being a lorpus, every cat is a shumpus.")
    assert p.kind is StepKind.UNPARSEABLE


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Wumpus → tumpus, so Polly is a tumpus.",
         ["![X1]:((wumpus(X1) => tumpus(X1)))", "tumpus(Polly)"]),
        ("Rompus -> spicy.", ["![X1]:((rompus(X1) => spicy(X1)))"]),
        ("Wumpuses → tumpuses.", ["![X1]:((wumpus(X1) => tumpus(X1)))"]),
        ("Cats => mammals, so Fae is a mammal.",
         ["![X1]:((cat(X1) => mammal(X1)))", "mammal(Fae)"]),
    ],
)
def test_a_class_arrow_class_is_a_rule(sentence: str, expected: list[str]) -> None:
    assert [str(p.formula) for p in parse_sentence(sentence)] == expected


def test_a_name_arrow_class_is_no_rule() -> None:
    assert [p.kind for p in parse_sentence("Polly → tumpus.")] == [StepKind.UNPARSEABLE]


@pytest.mark.parametrize(
    "sentence",
    ["At least one of the following holds: Max is a gorpus, Max is metallic, or Max is rainy.",
     "Max is at least one of the following: a gorpus, metallic, or rainy.",
     "So at least one of the following is true: Max is a gorpus, metallic, or rainy."],
)
def test_at_least_one_of_the_following_is_a_disjunction(sentence: str) -> None:
    (p,) = parse_sentence(sentence)
    assert str(p.formula) == "(gorpus(Max) | metallic(Max) | rainy(Max))"


def test_at_least_one_of_a_list_joined_by_and_is_unread() -> None:
    (p,) = parse_sentence("At least one of the following holds: Max is a gorpus, Max is "
                          "metallic, and Max is rainy.")
    assert p.kind is StepKind.UNPARSEABLE


# Phrasings found in outputs written in the styles of GPT-4o, Llama 3, Claude, DeepSeek-R1
# and Mistral on PrOntoQA and PrOntoQA-OOD examples (66 outputs; 102 unparseable steps
# before these readings and those of pronouns and rules in other words, 42 after; 40 of
# the 50 correct proofs strictly correct before, 47 after, and none of the 14 flawed
# ones whose flaw is in the proof).
@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Since Rex is a shumpus in all three cases, we conclude that Rex is a shumpus.",
         ["fact shumpus(Rex)", "fact shumpus(Rex)"]),
        ("In each case, Rex is a shumpus.", ["fact shumpus(Rex)"]),
        ("Since Alex is brown or an impus, and both cases lead to Alex being mean, Alex is "
         "mean.", ["fact (brown(Alex) | impus(Alex))", "fact mean(Alex)"]),
        ("Since all three assumptions lead to contradictions, we conclude that Rex is not a "
         "shumpus.", ["fact ~shumpus(Rex)"]),
        ("Again, by the same rule, Rex is a gorpus.", ["fact gorpus(Rex)"]),
        ("Rex is an impus, so by the same rule Rex is a gorpus again.",
         ["fact impus(Rex)", "fact gorpus(Rex)"]),
        ("Same thing: Rex is a gorpus.", ["fact gorpus(Rex)"]),
        # two premises the context gives, restated (their conjunction until stop 33)
        ("The context states directly that Rex is bitter and that Rex is bright.",
         ["fact bitter(Rex)", "fact bright(Rex)"]),
        ("We're told Alex is a vumpus.", ["fact vumpus(Alex)"]),
        ("The key fact is that Rex is a sterpus or an impus.",
         ["fact (sterpus(Rex) | impus(Rex))"]),
        ("Second, Alex is mean.", ["fact mean(Alex)"]),
        ("Then by conjunction, Rex is bitter and a shumpus.",
         ["fact (bitter(Rex) & shumpus(Rex))"]),
        ("So Rex would be a gorpus.", ["fact gorpus(Rex)"]),
        ("That contradicts Rex is not a gorpus, so Rex is not an impus.",
         ["contradiction ~gorpus(Rex)", "fact ~impus(Rex)"]),
        ("Rex is a gorpus — contradicting the fact that Rex is not a gorpus.",
         ["fact gorpus(Rex)", "contradiction ~gorpus(Rex)"]),
        ("If something is a zumpus, it's a jompus.",
         ["rule ![X1]:((zumpus(X1) => jompus(X1)))"]),
        ("Each animal is multicellular, and since Alex is an animal, Alex is multicellular.",
         ["rule ![X1]:((animal(X1) => multicellular(X1)))", "fact animal(Alex)",
          "fact multicellular(Alex)"]),
        ("Rex is bitter — given.", ["fact bitter(Rex)"]),
        ("Rex is bitter -- from the context.", ["fact bitter(Rex)"]),
        ("Wren is a gorpus, gorpuses are wumpuses, so Wren is a wumpus.",
         ["fact gorpus(Wren)", "rule ![X1]:((gorpus(X1) => wumpus(X1)))", "fact wumpus(Wren)"]),
        ("To show Rex is not a shumpus: suppose Rex is a shumpus.",
         ["assumption shumpus(Rex)"]),
        ("We can combine them: Rex is bitter and a shumpus.",
         ["fact (bitter(Rex) & shumpus(Rex))"]),
        ("Sterpus: every sterpus is a shumpus.", ["rule ![X1]:((sterpus(X1) => shumpus(X1)))"]),
        ("Starting from the fact that Fae is a vumpus: every vumpus is an impus, so Fae is an "
         "impus.", ["fact vumpus(Fae)", "rule ![X1]:((vumpus(X1) => impus(X1)))",
                    "fact impus(Fae)"]),
        ("Assume Alex is brown: everything that is brown is mean, so Alex is mean.",
         ["assumption brown(Alex)", "rule ![X1]:((brown(X1) => mean(X1)))", "fact mean(Alex)"]),
        ("Alex is mean, since impuses are mean.",
         ["rule ![X1]:((impus(X1) => mean(X1)))", "fact mean(Alex)"]),
        ("If Alex is an impus, then Alex is mean too, since impuses are mean.",
         ["assumption impus(Alex)", "rule ![X1]:((impus(X1) => mean(X1)))", "fact mean(Alex)"]),
    ],
)
def test_chat_model_phrasings(sentence: str, expected: list[str]) -> None:
    steps = parse_sentence(sentence, names=frozenset({"Rex", "Alex", "Wren", "Fae"}))
    assert [f"{p.kind.value} {p.formula}" for p in steps] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # found in a held-out set of chat-model outputs (stop 21)
        ("Suppose first that Wren is a wumpus.", ["assumption wumpus(Wren)"]),
        ("Suppose instead that Wren is a numpus.", ["assumption numpus(Wren)"]),
        ("Assume now Wren is a numpus.", ["assumption numpus(Wren)"]),
        ("From the fact that Alex is a wumpus, it follows in particular that Alex is a "
         "tumpus.", ["fact wumpus(Alex)", "fact tumpus(Alex)"]),
        ("From the given fact that Alex is a wumpus, we know that Alex is a tumpus.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)"]),
        ('The statement "Alex is not a numpus" is therefore false.', ["fact numpus(Alex)"]),
        ("We know that Wren is a wumpus or a numpus, so let's check both possibilities:",
         ["fact (wumpus(Wren) | numpus(Wren))"]),
        ("The context tells us that Wren is a wumpus or a numpus, so I will reason by cases.",
         ["fact (wumpus(Wren) | numpus(Wren))"]),
        ("The context also states that no wumpus is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => ~tumpus(X1)))"]),
        ("∴ Alex is not a tumpus.", ["fact ~tumpus(Alex)"]),
        ("This contradict Alex is not a tumpus.", ["contradiction ~tumpus(Alex)"]),
        ("Step 4: This contradicts Step 1, which says Alex is not a tumpus.",
         ["contradiction ~tumpus(Alex)"]),
        ("Every wumpus is a gorpus, so Wren is a gorpus, and since each gorpus is a sterpus, "
         "Wren is a sterpus.",
         ["rule ![X1]:((wumpus(X1) => gorpus(X1)))", "fact gorpus(Wren)",
          "rule ![X1]:((gorpus(X1) => sterpus(X1)))", "fact sterpus(Wren)"]),
        ("Wren is a wumpus, so Wren is a gorpus, so Wren is a sterpus because each gorpus is "
         "a sterpus.",
         ["fact wumpus(Wren)", "fact gorpus(Wren)", "rule ![X1]:((gorpus(X1) => sterpus(X1)))",
          "fact sterpus(Wren)"]),
        ("Wren: wumpus → gorpus → sterpus.",
         ["fact wumpus(Wren)", "fact gorpus(Wren)", "fact sterpus(Wren)"]),
        ("6. This contradicts step 3 (Alex is not a tumpus).", ["contradiction ~tumpus(Alex)"]),
        ("3. Also from step 1, **Alex is not a tumpus**.", ["fact ~tumpus(Alex)"]),
        ("By steps 2 and 3, Alex is not a tumpus.", ["fact ~tumpus(Alex)"]),
        ("From steps 1, 2, and 3, Alex is not a tumpus.", ["fact ~tumpus(Alex)"]),
        # a second held-out set (stop 21)
        ("The only fact we have about Alex is that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("The context directly states that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("The context says Alex is a wumpus, and it also states that wumpuses are not sour.",
         ["fact wumpus(Alex)", "rule ![X1]:((wumpus(X1) => ~sour(X1)))"]),
        ("Since each wumpus is a tumpus, Alex would then be a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ("This is impossible, because we just established that Alex is not a tumpus.",
         ["contradiction ~tumpus(Alex)"]),
        ("This is impossible because we are told Alex is not a tumpus.",
         ["contradiction ~tumpus(Alex)"]),
        ("The context tells us both that Alex is sour and that Alex is a wumpus.",
         ["fact sour(Alex)", "fact wumpus(Alex)"]),
        ('6. **Contradiction** with "Alex is not a tumpus" again.',
         ["contradiction ~tumpus(Alex)"]),
        ("Assume Alex were a wumpus.", ["assumption wumpus(Alex)"]),
        ("## Step 2: Case Alex is a wumpus", ["assumption wumpus(Alex)"]),
        ("1. **Case 1 – Alex is a wumpus:** Wumpuses are tumpuses, so Alex is a tumpus.",
         ["assumption wumpus(Alex)", "rule ![X1]:((wumpus(X1) => tumpus(X1)))",
          "fact tumpus(Alex)"]),
        ("Alex is a wumpus or a tumpus, so consider both options.",
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("So the context tells us that everything which is a wumpus or a tumpus is sour.",
         ["rule ![X1]:(((wumpus(X1) | tumpus(X1)) => sour(X1)))"]),
        ("The context says Alex is not a wumpus, is a tumpus, and is sour.",
         ["fact (~wumpus(Alex) & tumpus(Alex) & sour(Alex))"]),
        # a third held-out set (stop 21)
        ("Wumpuses are tumpuses, which in turn means Alex is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ('So the statement "Alex is sour" does not hold.', ["fact ~sour(Alex)"]),
        ('So "Alex is not sour" holds.', ["fact ~sour(Alex)"]),
        ("Alex is a wumpus and sour, so Alex is sour (all given).",
         ["fact (wumpus(Alex) & sour(Alex))", "fact sour(Alex)"]),
        ("If something is sour, a wumpus, and a tumpus, then it is a dumpus, a lempus, and red.",
         ["rule ![X1]:(((sour(X1) & wumpus(X1) & tumpus(X1)) => "
          "(dumpus(X1) & lempus(X1) & red(X1))))"]),
        ("Next, by the rule that every wumpus is a tumpus, Alex is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ("From this, using the fact that every wumpus is a tumpus, we get that Alex is a "
         "tumpus.", ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ("We're told directly that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("Boom, Alex is sour.", ["fact sour(Alex)"]),
        ("Since every wumpus is a tumpus, Alex is a tumpus, and since tumpuses are sour, Alex "
         "is sour.", ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)",
                      "rule ![X1]:((tumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        ("From this conjunction, Alex is sour.", ["fact sour(Alex)"]),
        ("We know that Alex is not a wumpus, and that everything that is a tumpus or a "
         "dumpus is a wumpus.", ["fact ~wumpus(Alex)",
                                 "rule ![X1]:(((tumpus(X1) | dumpus(X1)) => wumpus(X1)))"]),
        ("But this contradicts the fact that Alex is not a wumpus, so our assumption must be "
         "false: Alex is not a tumpus.",
         ["contradiction ~wumpus(Alex)", "fact ~tumpus(Alex)"]),
        # a fourth held-out set (stop 21)
        ("That contradicts Alex not being a wumpus.", ["contradiction ~wumpus(Alex)"]),
        ("But this directly contradicts our earlier finding that Alex is not a wumpus.",
         ["contradiction ~wumpus(Alex)"]),
        ('Then by "Everything that is sour is a wumpus", Alex is a wumpus.',
         ["rule ![X1]:((sour(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ("Hence our assumption must be false, and Alex is not sour.", ["fact ~sour(Alex)"]),
        ("4. This contradicts step 1, where we found that **Alex is not a wumpus**.",
         ["contradiction ~wumpus(Alex)"]),
        ("But Alex is not a wumpus, that is a contradiction.",
         ["fact ~wumpus(Alex)", "contradiction None"]),
        ("Based on the information provided, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("In summary, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ('From "Alex is a wumpus and sour", Alex is sour.',
         ["fact (wumpus(Alex) & sour(Alex))", "fact sour(Alex)"]),
        ("Wumpuses, in turn, are tumpuses, making Alex a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ("Then Alex is a wumpus or a dumpus, and since everything that is a wumpus or a dumpus "
         "is sour, Alex would be sour.",
         ["fact (wumpus(Alex) | dumpus(Alex))",
          "rule ![X1]:(((wumpus(X1) | dumpus(X1)) => sour(X1)))", "fact sour(Alex)"]),
        # a fifth held-out set (stop 21)
        ("This is a contradiction, so our assumption must be false.", ["contradiction None"]),
        ("So Alex is not a wumpus either.", ["fact ~wumpus(Alex)"]),
        ("Next, since Alex is a wumpus, Alex must also be a tumpus.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)"]),
        ("The context tells us directly that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("4. Combining steps 1 and 3, **Alex is sour and a wumpus**.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Since both of these are true, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Kind things are sour.", ["rule ![X1]:((kind(X1) => sour(X1)))"]),
        ("Everything sour is a wumpus.", ["rule ![X1]:((sour(X1) => wumpus(X1)))"]),
        ("1. If Alex is a wumpus: each wumpus is a tumpus, so Alex would be a tumpus.",
         ["assumption wumpus(Alex)", "rule ![X1]:((wumpus(X1) => tumpus(X1)))",
          "fact tumpus(Alex)"]),
        ("Step 4: Combining these results, Alex is a wumpus and a tumpus.",
         ["fact (wumpus(Alex) & tumpus(Alex))"]),
        ("Wren is a wumpus, so by the rule Wren is a gorpus.",
         ["fact wumpus(Wren)", "fact gorpus(Wren)"]),
        ("Every zumpus is an impus, yes.", ["rule ![X1]:((zumpus(X1) => impus(X1)))"]),
        # the original's invariant plural ('Worpus are …'), and what a model writes for it
        ("Worpuses are not rainy.", ["rule ![X1]:((worpus(X1) => ~rainy(X1)))"]),
        ("Worpus are not rainy.", ["rule ![X1]:((worpus(X1) => ~rainy(X1)))"]),
    ],
)
def test_more_chat_model_phrasings(sentence: str, expected: list[str]) -> None:
    steps = parse_sentence(sentence, names=frozenset({"Alex", "Wren"}))
    assert [f"{p.kind.value} {p.formula}" for p in steps] == expected


@pytest.mark.parametrize(
    "sentence",
    ["And that proves it!", "∎", "This proves it.",
     "To decide whether Alex is a tumpus, I'll trace what the context says about Alex.",
     "We'll handle each part by contradiction.", "### Summary",
     "## Step 1: Identify the relevant disjunction", "Reason: Given.",
     "Reason: For contradiction.", "**Proof:**", "We prove each part by contradiction.",
     "(Assumption for contradiction)", "(Combining steps 1 and 2)"],
)
def test_closing_and_opening_remarks_are_comments(sentence: str) -> None:
    assert [p.kind for p in parse_sentence(sentence)] == [StepKind.COMMENT]


@pytest.mark.parametrize(
    "sentence",
    [  # a plan after what is no claim: unread ('This contradicts Step 1.' was here; it is
     # now read as a contradiction that the verifier finds among the usable steps)
     "Wren is a wumpuss, so let's check both cases.",
     # a heading that may make a claim
     "## Wren is a wumpuss",
     # a reason after a conclusion whose clause has a comma of its own
     "Wren is a gorpus, so Wren is a sterpus, a dumpus because each gorpus is a sterpus."],
)
def test_held_out_phrasings_that_stay_unread(sentence: str) -> None:
    assert StepKind.UNPARSEABLE in [p.kind for p in parse_sentence(sentence)]


@pytest.mark.parametrize(
    "sentence",
    ["That rule is a distractor.", "The rule about bacteria doesn't apply here.",
     "Nothing says Sally is a negative number.", "I don't see any rule making something a "
     "tumpus.", "So that rule doesn't apply.", "Good.", "Fine.",
     "There is a rule saying every tumpus is not aggressive, but nothing indicates that Fae "
     "is a tumpus, so it doesn't apply."],
)
def test_remarks_on_the_reasoning_are_comments(sentence: str) -> None:
    assert [p.kind for p in parse_sentence(sentence)] == [StepKind.COMMENT]


@pytest.mark.parametrize(
    "sentence",
    [  # 'at least one' says less than the list after it
     "At least one of these holds: Rex is a cat, and Rex is a dog.",
     # a reason that may be a claim is not dropped
     "Since Rex is a wumpuss, Rex is a tumpus."],
)
def test_chat_model_phrasings_not_misread(sentence: str) -> None:
    assert [p.kind for p in parse_sentence(sentence)] == [StepKind.UNPARSEABLE]


@pytest.mark.parametrize("sentence", [# ('No, Alex is an insect.' is read since stop 45,
                                      # 'Combined with Alex being a tumpus, X' since
                                      # stop 31)
                                      "Putting Alex next to the tumpuses, Alex is mean."])
def test_an_unread_lead_in_is_named_as_such_not_as_an_unknown_noun(sentence: str) -> None:
    """It was reported as 'unknown noun "alex"': the entity's own name, 21 times among
    the 102 unparseable steps of the chat-style outputs."""
    (p,) = parse_sentence(sentence)
    assert p.kind is StepKind.UNPARSEABLE
    assert p.reason == "unread words before the entity's name"



def _read_about_alex(sentence: str) -> list[str]:
    """Each step the sentence parses into, as 'kind formula', with Alex a known name (the
    held-out phrasing tables below)."""
    return [f"{p.kind.value} {p.formula}"
            for p in parse_sentence(sentence, names=frozenset({"Alex"}))]


def _cot_about_alex(text: str) -> list[str]:
    """As _read_about_alex, through parse_cot (its passes over the whole text: notation,
    tables, premises split after parsing)."""
    return [f"{s.parsed.kind.value} {s.parsed.formula}"
            for s in parse_cot(text, names=frozenset({"Alex"}))]

@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 17 and its neighbours (stop 24)
        ("So the chain is wumpus → tumpus → gorpus → sour.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "rule ![X1]:((tumpus(X1) => gorpus(X1)))",
          "rule ![X1]:((gorpus(X1) => sour(X1)))"]),
        ("Wumpus → tumpus → gorpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))",
          "rule ![X1]:((tumpus(X1) => gorpus(X1)))"]),
        ("So: wumpus -> tumpus -> not sour.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "rule ![X1]:((tumpus(X1) => ~sour(X1)))"]),
        ("Let's assume, for the sake of contradiction, that Alex is a wumpus.",
         ["assumption wumpus(Alex)"]),
        ("Consider the case in which Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        ("1. **If Alex is a wumpus:**", ["assumption wumpus(Alex)"]),
        ("This is a contradiction: Alex cannot be both sour and not sour.",
         ["contradiction None"]),
        # what follows a contradiction's colon is read, unless it only says why
        ("This is a contradiction: so Alex is not a wumpus.",
         ["contradiction None", "fact ~wumpus(Alex)"]),
        ("Hence the assumption is false, and we conclude: **Alex is not a wumpus.**",
         ["fact ~wumpus(Alex)"]),
        ('We can prove this by considering the two cases from the fact "Alex is a wumpus or '
         'a tumpus":', ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ('To prove that Alex is a gorpus, we can consider the two possibilities given by the '
         'statement "Alex is a wumpus or a tumpus."', ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("Since Alex is either a wumpus or a tumpus, and in both cases Alex is a gorpus, we "
         "conclude that Alex is a gorpus.",
         ["fact (wumpus(Alex) | tumpus(Alex))", "fact gorpus(Alex)"]),
        ("Based on the given context, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("But Alex is not sour, as we said before.", ["fact ~sour(Alex)"]),
        ("Every wumpus is sour and a tumpus, so Alex is sour and also Alex is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => (sour(X1) & tumpus(X1))))",
          "fact (sour(Alex) & tumpus(Alex))"]),
        ('The premise "Alex is sour, a wumpus, and a tumpus" is a conjunction of three facts.',
         ["fact (sour(Alex) & wumpus(Alex) & tumpus(Alex))"]),
        ("Third, to show Alex is a tumpus, we use the rule: every wumpus is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))"]),
    ],
)
def test_held_out_17_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [  # a chain that ends in a name, or of words that are no classes, is no chain of rules
     "So wumpus → tumpus → Alex.", "The chain wumpus → tumpus → gorpus leads to sour.",
     "So the wumpus → tumpus → gorpus.",
     # a premise cited for more than what kind of sentence it is
     'The premise "Alex is a wumpus or a tumpus" is a disjunction that helps.'],
)
def test_held_out_17_neighbours_not_misread(sentence: str) -> None:
    assert StepKind.UNPARSEABLE in [p.kind for p in parse_sentence(sentence,
                                                                     names=frozenset({"Alex"}))]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 18 (stop 24)
        ("1. **Given facts about Alex**: Alex is not a wumpus, Alex is a tumpus, and Alex is "
         "sour.", ["fact (~wumpus(Alex) & tumpus(Alex) & sour(Alex))"]),
        ("Option 1: Let us assume Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        ("**Possibility 2:** Alex is a tumpus.", ["assumption tumpus(Alex)"]),
        ("In that case, Alex is a wumpus or a tumpus.", ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("* So in this case, Alex is a gorpus.", ["fact gorpus(Alex)"]),
        ("Step 3: Combining Step 1 and Step 2, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("- Alex is a wumpus (stated directly)", ["fact wumpus(Alex)"]),
        ('Therefore, the statement "Alex is sour and a wumpus" is proven.',
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ('Thus "Alex is a wumpus" has been shown.', ["fact wumpus(Alex)"]),
        ("But we are told **Alex is not a gorpus** — contradiction.",
         ["fact ~gorpus(Alex)", "contradiction None"]),
        ("* **Contradiction:** We are given that Alex is not a gorpus.",
         ["fact ~gorpus(Alex)", "contradiction None"]),
        ('From "Wumpuses are gorpuses," it follows that Alex, being a wumpus, is a gorpus.',
         ["rule ![X1]:((wumpus(X1) => gorpus(X1)))", "fact wumpus(Alex)", "fact gorpus(Alex)"]),
        ("So Alex, being a wumpus, is a gorpus.", ["fact wumpus(Alex)", "fact gorpus(Alex)"]),
        ("Since every wumpus is a gorpus, Alex would again be a gorpus.",
         ["rule ![X1]:((wumpus(X1) => gorpus(X1)))", "fact gorpus(Alex)"]),
        ("Then Alex would be a wumpus or a tumpus, hence a gorpus.",
         ["fact (wumpus(Alex) | tumpus(Alex))", "fact gorpus(Alex)"]),
        ("The assumption leads to a contradiction, so Alex is not a wumpus.",
         ["contradiction None", "fact ~wumpus(Alex)"]),
    ],
)
def test_held_out_18_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [  # 'is not proven' says nothing of X (it is not 'is false')
     'The statement "Alex is a wumpus" is not proven.',
     # a title with a claim in it is no title
     "Alex is not a wumpus because of this: Alex is a tumpus and a cat."],
)
def test_held_out_18_neighbours_not_misread(sentence: str) -> None:
    assert StepKind.UNPARSEABLE in [p.kind for p in parse_sentence(sentence,
                                                                     names=frozenset({"Alex"}))]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 19 (stop 24)
        ("So, being a wumpus, Alex is also a gorpus.", ["fact wumpus(Alex)", "fact gorpus(Alex)"]),
        ("Each wumpus is sour and a gorpus, so Alex, being a wumpus, is sour and a gorpus.",
         ["rule ![X1]:((wumpus(X1) => (sour(X1) & gorpus(X1))))", "fact wumpus(Alex)",
          "fact (sour(Alex) & gorpus(Alex))"]),
        ("Every tumpus, wumpus, or gorpus is sour.",
         ["rule ![X1]:(((tumpus(X1) | wumpus(X1) | gorpus(X1)) => sour(X1)))"]),
        ("Alex is a wumpus, and according to the context, each wumpus is a gorpus.",
         ["fact wumpus(Alex)", "rule ![X1]:((wumpus(X1) => gorpus(X1)))"]),
        ('The statement "Alex is not a wumpus" contradicts what we derived.',
         ["fact wumpus(Alex)"]),
        ("Since Alex has all three properties, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("No matter which one Alex is, Alex is a gorpus.", ["fact gorpus(Alex)"]),
        ("So in all the cases, Alex is not a tumpus.", ["fact ~tumpus(Alex)"]),
        ("By the same rule Alex is a gorpus, again a contradiction.",
         ["fact gorpus(Alex)", "contradiction None"]),
        ("Alex would be a gorpus, contradicting the given fact.",
         ["fact gorpus(Alex)", "contradiction None"]),
        ("⇒ Alex is a wumpus or sour (∨-introduction).", ["fact (wumpus(Alex) | sour(Alex))"]),
        ("So, based on the given statements, Alex is not sour.", ["fact ~sour(Alex)"]),
        ("From the context, we are directly told that Alex is a wumpus.", ["fact wumpus(Alex)"]),
    ],
)
def test_held_out_19_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # sets 6, 23, 28, 60, 62, 67 (stop 29): the quoted statement is false, as with
        # '"X" contradicts what we derived'
        ('The statement "Alex is not sour" contradicts step 4.', ["fact sour(Alex)"]),
        ('5. The claim "Alex is not a wumpus" contradicts Step 3.', ["fact wumpus(Alex)"]),
        ('The statement "Alex is not a wumpus" contradicts the derived fact that Alex is a '
         'wumpus.', ["fact wumpus(Alex)"]),
        ('The statement "Alex is sour" contradicts the derived fact that Alex is not sour, '
         'so it is false.', ["fact ~sour(Alex)"]),
        # what it contradicts is no cited step or derived fact: not read as a verdict
        ('The statement "Alex is sour" contradicts the weather.', ["unparseable None"]),
        ('The statement "Alex is sour" contradicts step four.', ["unparseable None"]),
    ],
)
def test_quoted_statement_contradicting_a_step(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 99-102 (stop 29): a chain told in one breath, one claim after
        # another ('and then', ', then')
        ("Alex is a wumpus and then a gorpus.", ["fact wumpus(Alex)", "fact gorpus(Alex)"]),
        ("Since every tumpus is a wumpus and every wumpus is a gorpus, Alex is a wumpus and "
         "then a gorpus.",
         ["rule ![X1]:((tumpus(X1) => wumpus(X1)))", "rule ![X1]:((wumpus(X1) => gorpus(X1)))",
          "fact wumpus(Alex)", "fact gorpus(Alex)"]),
        ("So Alex is a wumpus, then a gorpus, and then sour.",
         ["fact wumpus(Alex)", "fact gorpus(Alex)", "fact sour(Alex)"]),
        # a conditional's 'then', and clauses of their own, are no such chain
        ("If Alex is a wumpus, then Alex is a gorpus.",
         ["assumption wumpus(Alex)", "fact gorpus(Alex)"]),
        ("Alex is a wumpus, and then Alex is a gorpus.", ["unparseable None"]),
        # 'and we (just) showed that X' says how X is known, as 'and we know that X' does
        ("Alex is sour, and we just showed that Alex is a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Alex is sour, and we established that Alex is a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Alex is sour, and we've already shown Alex is a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Alex is sour, and we shown that Alex is a wumpus.", ["unparseable None"]),
        # a clause that is a list of the same connective adds its operands: the
        # conjunction a rule's antecedent asks for (it was nested, a misleading step)
        ("Alex is sour and small, and Alex is a wumpus.",
         ["fact (sour(Alex) & small(Alex) & wumpus(Alex))"]),
        ("Alex is sour or small, or Alex is a wumpus.",
         ["fact (sour(Alex) | small(Alex) | wumpus(Alex))"]),
        ("Alex is sour or small, and Alex is a wumpus.",
         ["fact ((sour(Alex) | small(Alex)) & wumpus(Alex))"]),
    ],
)
def test_held_out_99_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 103-106 (stop 29): a premise's tag in brackets before it
        ("(F) Alex is not a wumpus.", ["fact ~wumpus(Alex)"]),
        ("- (R1) Every wumpus is sour.", ["rule ![X1]:((wumpus(X1) => sour(X1)))"]),
        ("(F)", ["comment None"]),
        # one cited step contradicting another, with what they say in brackets or after
        # ', which says': the checker looks for the two
        ("Step 5 (Alex is a wumpus) contradicts step 2 (Alex is not a wumpus).",
         ["contradiction None"]),
        ("**Contradiction:** Step 4 contradicts Step 1, which says Alex is not sour.",
         ["contradiction None"]),
        ("Step 4 contradicts step 1, which says.", ["unparseable None"]),
        # (since stop 36 'Step 4 contradicts' is read as 'This contradicts', the step
        # just derived, as 'This contradicts (P2), so Y' is)
        ("Step 4 contradicts step 1, so Alex is sour.",
         ["contradiction None", "fact sour(Alex)"]),
        # a chain told in one breath with 'hence', 'therefore', 'thus'
        ("Alex is a wumpus, therefore a gorpus, therefore sour.",
         ["fact wumpus(Alex)", "fact gorpus(Alex)", "fact sour(Alex)"]),
        ("Alex is a wumpus, and thus a gorpus.", ["fact wumpus(Alex)", "fact gorpus(Alex)"]),
    ],
)
def test_held_out_103_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 107-110 (stop 29): 'everything' / 'anything' before a list of
        # properties, as before one property
        ("Anything sour and a wumpus is a gorpus, so Alex is a gorpus.",
         ["rule ![X1]:(((sour(X1) & wumpus(X1)) => gorpus(X1)))", "fact gorpus(Alex)"]),
        ("Everything sour, small, or a wumpus is a gorpus.",
         ["rule ![X1]:(((sour(X1) | small(X1) | wumpus(X1)) => gorpus(X1)))"]),
        ("Everything Alex is is a gorpus.", ["unparseable None"]),
        # where a listed property comes from, inside the list
        ("Alex is sour and, from step 1, a wumpus.", ["fact (sour(Alex) & wumpus(Alex))"]),
        # a numbered line cited in brackets, and what it says
        ("But this contradicts (1), which says Alex is not a wumpus.",
         ["contradiction ~wumpus(Alex)"]),
        # 'by the same rules' at the end, as 'by the same rule'
        ("Then Alex is a wumpus and a gorpus by the same rules.",
         ["fact (wumpus(Alex) & gorpus(Alex))"]),
        # held-out set 112 #51: 'R, so because X, Y' as 'R, so since X, Y'
        ("Wumpuses are sour, so because Alex is a wumpus, Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact wumpus(Alex)", "fact sour(Alex)"]),
        # sets 111-114: a rule cited by what it yields; where a claim comes from, at its end
        ("Alex is sour and a wumpus, so by the gorpus rule, Alex is a gorpus.",
         ["fact (sour(Alex) & wumpus(Alex))", "fact gorpus(Alex)"]),
        ("Alex is sour, small, and a wumpus by the given facts.",
         ["fact (sour(Alex) & small(Alex) & wumpus(Alex))"]),
        ("Alex is sour according to the context.", ["fact sour(Alex)"]),
        ("Alex is sour directly from the context.", ["fact sour(Alex)"]),
        # sets 115-118: a no-break hyphen (U+2011, which NFKC makes U+2010) as '-'
        ("Alex is not eight\u2011legged.", ["fact ~eight-legged(Alex)"]),
        # 'i.e.' restates: what follows is said again (as ', which means')
        ("Alex is a wumpus, i.e., Alex is a gorpus.", ["fact wumpus(Alex)", "fact gorpus(Alex)"]),
        ("Following the same chain, Alex is a wumpus, then a gorpus.",
         ["fact wumpus(Alex)", "fact gorpus(Alex)"]),
        # sets 119-122: the rule quoted before the step it licenses, and its reason
        ('From the rule "Every wumpus is a gorpus," since Alex is a wumpus, Alex is a gorpus.',
         ["rule ![X1]:((wumpus(X1) => gorpus(X1)))", "fact wumpus(Alex)", "fact gorpus(Alex)"]),
        ('**From the rule** "Every wumpus is sour": since Alex is a wumpus, Alex is sour.',
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact wumpus(Alex)", "fact sour(Alex)"]),
        # what is contradicted, emphasised or called 'the given information'
        ("This contradicts the premise *Alex is not a wumpus*.", ["contradiction ~wumpus(Alex)"]),
        ("But this contradicts the given information that Alex is not sour.",
         ["contradiction ~sour(Alex)"]),
        # sets 123-126: 'so being A, C is B', with the rule before it or not
        ("Wumpuses are sour, so being a wumpus, Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact wumpus(Alex)", "fact sour(Alex)"]),
        ("So being a wumpus, Alex is sour.", ["fact wumpus(Alex)", "fact sour(Alex)"]),
        ("We can conclude from the second statement that Alex is sour.", ["fact sour(Alex)"]),
        # sets 127-130: the step a claim is put together with, dropped; 'making her'
        ("Combined with step 2, Alex is a sour wumpus.", ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Combining this with step 3, Alex is sour.", ["fact sour(Alex)"]),
        ("Combined with the weather, Alex is sour.", ["unparseable None"]),
        ("Alex is also sour, making him a sour wumpus.",
         ["fact sour(Alex)", "fact (sour(Alex) & wumpus(Alex))"]),
    ],
)
def test_held_out_107_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 131-134 (stop 30): a list's letters and roman numerals, the
        # end-of-proof sign, before a claim
        ("(b) Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("(ii) Each wumpus is sour.", ["rule ![X1]:((wumpus(X1) => sour(X1)))"]),
        ("∎ Alex is sour or a wumpus.", ["fact (sour(Alex) | wumpus(Alex))"]),
        # a title that names what the lines below it show
        ("**1. Showing Alex is a gorpus**", ["comment None"]),
        ("### Proof that Alex is sour", ["comment None"]),
        ("**Alex is sour.**", ["fact sour(Alex)"]),
        # a clause that says only that the rule's conditions are met
        ("Since Alex satisfies all four conditions, Alex is a gorpus.", ["fact gorpus(Alex)"]),
        ("Since Alex is sour and a wumpus, Alex satisfies all the conditions of the rule.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Since Alex is sour and a wumpus, she satisfies all the conditions of the rule, "
         "which means Alex is a gorpus.",
         ["fact (sour(Alex) & wumpus(Alex))", "fact gorpus(Alex)"]),
        ("Alex satisfies all four conditions.", ["unparseable None"]),
        # 'everything of that kind': the list just said of the entity
        ("Alex is a wumpus or a tumpus, and everything of that kind is sour, so Alex is sour.",
         ["fact (wumpus(Alex) | tumpus(Alex))",
          "rule ![X1]:(((wumpus(X1) | tumpus(X1)) => sour(X1)))", "fact sour(Alex)"]),
        # a rule as the title of its line, then a short claim; a hyphen as a dash
        ("5. **Each wumpus is sour:** Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        ("* **Every wumpus is sour:** So Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        ("2. **Each wumpus is a gorpus** - So, Alex is a gorpus.",
         ["rule ![X1]:((wumpus(X1) => gorpus(X1)))", "fact gorpus(Alex)"]),
        # leads that say where the claim comes from, or what the writer did
        ("Following the chain wumpus → gorpus → sour, we can conclude that Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => gorpus(X1)))", "rule ![X1]:((gorpus(X1) => sour(X1)))",
          "fact sour(Alex)"]),
        ("Following the chain (wumpus → sour), Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        ("Based on the logical chain, Alex is sour.", ["fact sour(Alex)"]),
        ("From the context, I know that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ('The context explicitly states, "Alex is sour."', ["fact sour(Alex)"]),
        ("There's a rule stating that everything that is sour or a wumpus is a gorpus.",
         ["rule ![X1]:(((sour(X1) | wumpus(X1)) => gorpus(X1)))"]),
        ("Both cases yield the same conclusion, so Alex is a gorpus.", ["fact gorpus(Alex)"]),
        ("Having shown all three parts, we conclude that Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Having established that Alex is a wumpus, Alex is sour.",
         ["fact wumpus(Alex)", "fact sour(Alex)"]),
        ("Having shown all of it, Alex is sour.", ["fact sour(Alex)"]),
        ("Having shown Alex is a wumpus, Alex is sour.", ["unparseable None"]),
    ],
)
def test_held_out_131_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 135-138 (stop 30): '— a contradiction with X'
        ("Then Alex is a wumpus — a contradiction with Alex is not a wumpus.",
         ["fact wumpus(Alex)", "contradiction ~wumpus(Alex)"]),
        # which steps are put together, dropped
        ("Therefore, combining steps 3 and 4, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Combining these with Alex being a wumpus, Alex is a sour wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        # what the writer does next, after the claim
        ("Alex is a wumpus or a tumpus, so we prove the claim in each case.",
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        # what the cited step showed is what is contradicted
        ("Alex being sour contradicts Step 1, where we showed Alex is not sour.",
         ["fact sour(Alex)", "contradiction ~sour(Alex)"]),
        ("**Conclusion:** The assumption fails, so Alex is not a wumpus.",
         ["fact ~wumpus(Alex)"]),
        # a rule about what the sentence before said: its conclusion
        ("Everything like that is a wumpus, so **Alex is a wumpus.**", ["fact wumpus(Alex)"]),
        ("Everything of that kind is a wumpus, so Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("Since Alex is a wumpus, she satisfies this condition → Alex is a gorpus.",
         ["fact wumpus(Alex)", "fact gorpus(Alex)"]),
        # adjectives before a noun with commas; not a connective or remark after a noun
        ("So Alex is a sweet, small, sour wumpus.",
         ["fact (sweet(Alex) & small(Alex) & sour(Alex) & wumpus(Alex))"]),
        ("Alex is a sweet, sour wumpus.", ["fact (sweet(Alex) & sour(Alex) & wumpus(Alex))"]),
        ("So Alex is a wumpus, hence sour.", ["fact wumpus(Alex)", "fact sour(Alex)"]),
        ("Hence Alex is a wumpus, as required.", ["fact wumpus(Alex)"]),
        ("Alex is a wumpus, tumpus.", ["unparseable None"]),
    ],
)
def test_held_out_135_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 139-142 (stop 30): a rule with bracketed reasons, ', and so'
        ("Then Alex is a wumpus (gorpuses are wumpuses), and so Alex is sour (every wumpus is "
         "sour).", ["fact wumpus(Alex)", "rule ![X1]:((gorpus(X1) => wumpus(X1)))",
                    "rule ![X1]:((wumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        # a participle with a list
        ("Being sour, small, and a wumpus, Alex is a gorpus.",
         ["fact (sour(Alex) & small(Alex) & wumpus(Alex))", "fact gorpus(Alex)"]),
        # a bracket that only says the claims are given
        ("- Alex is sour, small, and a wumpus (all three are given).",
         ["fact (sour(Alex) & small(Alex) & wumpus(Alex))"]),
        # a quoted rule and what it yields; a bracketed rule, an arrow, the claim
        ('Finally, "Each wumpus is sour" yields: Alex is sour.',
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        ('- "Every wumpus is sour" gives: Alex is sour.',
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        ("(Each wumpus is sour) → So, Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        ('"Each wumpus is sour" yields: nothing new.', ["unparseable None"]),
        # '— in particular', how the writer came by a reason, which conjunction
        ("So Alex is sour and a wumpus — in particular, **Alex is a wumpus**.",
         ["fact (sour(Alex) & wumpus(Alex))", "fact wumpus(Alex)"]),
        ("Since we assumed Alex is sour, this means Alex is a wumpus.",
         ["fact sour(Alex)", "fact wumpus(Alex)"]),
        ("Since we have shown that Alex is sour, Alex is a wumpus.",
         ["fact sour(Alex)", "fact wumpus(Alex)"]),
        ("- From the given conjunction, Alex is not sour.", ["fact ~sour(Alex)"]),
        ("Anything meeting that description is a wumpus, so Alex is a wumpus.",
         ["fact wumpus(Alex)"]),
    ],
)
def test_held_out_139_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 143-146 (stop 30): an assumption after a part's heading
        ("Part 1: Let us assume Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        # which steps are put together, dropped
        ("Putting steps 3 and 4 together, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Therefore, from Step 3 and Step 4, we can conclude that Alex is sour.",
         ["fact sour(Alex)"]),
        # (read by _cited_lead since stop 31, as sets 64 #53 and 90 #49 write them)
        ("Therefore, combining statements 4 and 5, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("4. Putting 2 and 3 together, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        # where a rule comes from
        ("One of the rules states that each wumpus is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))"]),
        ("The context further states that every wumpus is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))"]),
        ('The context contains the rule **"Wumpuses are sour."**',
         ["rule ![X1]:((wumpus(X1) => sour(X1)))"]),
        ("According to the first applicable rule, everything that is sour is a wumpus.",
         ["rule ![X1]:((sour(X1) => wumpus(X1)))"]),
        ("From here, each wumpus is sour, so Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        ("Since Alex is sour and Alex is a wumpus, we can combine these two facts to conclude "
         "that Alex is a sour wumpus.",
         ["fact sour(Alex)", "fact wumpus(Alex)", "fact (sour(Alex) & wumpus(Alex))"]),
        # a bracket that goes on with the list before it
        ("Every wumpus is sour (and a gorpus), so Alex is sour and a gorpus.",
         ["rule ![X1]:((wumpus(X1) => (sour(X1) & gorpus(X1))))",
          "fact (sour(Alex) & gorpus(Alex))"]),
    ],
)
def test_held_out_143_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 147-150 (stop 30): a bracket that goes on with an 'or' list
        ("Anything that is a wumpus (or sour, or small) is a gorpus, so Alex is a gorpus.",
         ["rule ![X1]:(((wumpus(X1) | sour(X1) | small(X1)) => gorpus(X1)))",
          "fact gorpus(Alex)"]),
        ("So the supposition fails, and **Alex is not sour**.", ["fact ~sour(Alex)"]),
        ("— Therefore, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("Now let's assume Alex is a wumpus instead.", ["assumption wumpus(Alex)"]),
        ("So Alex is sour, small, and a wumpus all at once.",
         ["fact (sour(Alex) & small(Alex) & wumpus(Alex))"]),
        ("- **Apply to Alex:** Since Alex is a wumpus, Alex is sour.",
         ["fact wumpus(Alex)", "fact sour(Alex)"]),
    ],
)
def test_held_out_147_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 151-154 (stop 30): adjectives with commas after a copula, and
        # before ', so'
        ("Wumpuses are small, hot, sour gorpuses.",
         ["rule ![X1]:((wumpus(X1) => (small(X1) & hot(X1) & sour(X1) & gorpus(X1))))"]),
        ("Since Alex is a wumpus, Alex is a small, sour gorpus, so **Alex is a gorpus**.",
         ["fact wumpus(Alex)", "fact (small(Alex) & sour(Alex) & gorpus(Alex))",
          "fact gorpus(Alex)"]),
        # the end-of-proof sign in LaTeX
        ("$\\blacksquare$", ["comment None"]),
        ("\\qed", ["comment None"]),
    ],
)
def test_held_out_151_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # a chain told in one breath, each link's rule in brackets (sets 27 #64, 60 #27,
        # 126 #55, 129 #34, 130 #67, 137 #20, 149 #20; stop 31): each item a conclusion
        ("Alex is a wumpus (every tumpus is a wumpus), a gorpus (wumpuses are gorpuses), "
         "and so sour (each gorpus is sour).",
         ["fact wumpus(Alex)", "rule ![X1]:((tumpus(X1) => wumpus(X1)))", "fact gorpus(Alex)",
          "rule ![X1]:((wumpus(X1) => gorpus(X1)))", "rule ![X1]:((gorpus(X1) => sour(X1)))",
          "fact sour(Alex)"]),
        ("If Alex is a tumpus, then Alex is a wumpus (every tumpus is a wumpus), and hence a "
         "gorpus (wumpuses are gorpuses).",
         ["assumption tumpus(Alex)", "fact wumpus(Alex)",
          "rule ![X1]:((tumpus(X1) => wumpus(X1)))", "rule ![X1]:((wumpus(X1) => gorpus(X1)))",
          "fact gorpus(Alex)"]),
        # not a chain: remarks, not rules, in the brackets (a conjunction, as before) …
        ("Alex is a wumpus (given), a gorpus (rule 2), and sour.",
         ["fact (wumpus(Alex) & gorpus(Alex) & sour(Alex))"]),
        # … and an item with no bracket after the chain, which must not be read into the
        # last bracket's rule ('wumpuses are gorpuses, and sour')
        ("Alex is a wumpus (every tumpus is a wumpus), a gorpus (wumpuses are gorpuses), and "
         "sour.", ["unparseable None"]),
    ],
)
def test_a_chain_with_each_rule_in_brackets(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # a chain in shorthand whose first class joins several (sets 69, 83, 84, 98,
        # 104, 140, 147, 157; stop 31): the first rule has a compound antecedent
        ("Dull ∧ wumpus ⇒ gorpus, so Alex is a gorpus.",
         ["rule ![X1]:(((dull(X1) & wumpus(X1)) => gorpus(X1)))", "fact gorpus(Alex)"]),
        ("(wumpus ∨ tumpus) → gorpus → sour.",
         ["rule ![X1]:(((wumpus(X1) | tumpus(X1)) => gorpus(X1)))",
          "rule ![X1]:((gorpus(X1) => sour(X1)))"]),
        ("From the premises: wumpus/tumpus/jompus → gorpus.",
         ["rule ![X1]:(((wumpus(X1) | tumpus(X1) | jompus(X1)) => gorpus(X1)))"]),
        ("Sour + wumpus → gorpus.", ["rule ![X1]:(((sour(X1) & wumpus(X1)) => gorpus(X1)))"]),
        # not one way of joining them: no reading
        ("Sour ∧ wumpus ∨ tumpus → gorpus.", ["unparseable None"]),
    ],
)
def test_a_chain_whose_first_class_joins_several(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # predicate notation for facts about a named entity (sets 59, 69, 92, 96, 99,
        # 144, 161; stop 31)
        ("- Given: ¬Wumpus(Alex)", ["fact ~wumpus(Alex)"]),
        ("This contradicts ¬Wumpus(Alex), so Alex is not a gorpus.",
         ["contradiction ~wumpus(Alex)", "fact ~gorpus(Alex)"]),
        ("1. Premise: Sour(Alex) ∧ Wumpus(Alex).", ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Since Wumpus(Alex) holds, Sour(Alex) ∨ Wumpus(Alex) holds as well.",
         ["fact wumpus(Alex)", "fact (sour(Alex) | wumpus(Alex))"]),
        ("So Gorpus(Alex) is true.", ["fact gorpus(Alex)"]),
        ("2. Suppose Wumpus(Alex).", ["assumption wumpus(Alex)"]),
        # a ground implication: its antecedent assumed, not claimed
        ("- Sour(Alex) ∧ Wumpus(Alex) → Gorpus(Alex).",
         ["assumption (sour(Alex) & wumpus(Alex))", "fact gorpus(Alex)"]),
        # a letter the writer defined ('Let S(x) mean …') is no predicate of the theory
        ("This contradicts ¬S(Alex).", ["unparseable None"]),
    ],
)
def test_predicate_notation(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # a rule cited by where it is, not by what it says, dropped (sets 22, 31, 78, 115,
        # 142, 145, 156, 158, 159, 160, 162; stop 31)
        ("Then Alex is a wumpus by the rule, contradicting that Alex is not a wumpus.",
         ["fact wumpus(Alex)", "contradiction ~wumpus(Alex)"]),
        ("Alex is a tumpus, so by the rule above Alex is a wumpus.",
         ["fact tumpus(Alex)", "fact wumpus(Alex)"]),
        ("Again, by the same rule, Alex would be a wumpus.", ["fact wumpus(Alex)"]),
        ("Alex is small and a tumpus, so by the rule for small tumpuses, Alex is a wumpus.",
         ["fact (small(Alex) & tumpus(Alex))", "fact wumpus(Alex)"]),
        ("Alex is a tumpus, hence a wumpus (by the wumpus rule).",
         ["fact tumpus(Alex)", "fact wumpus(Alex)"]),
        # after 'and', what the rule gives follows: 'and so'
        ("Alex is a tumpus or a gorpus, and by the same rule Alex would be a wumpus.",
         ["fact (tumpus(Alex) | gorpus(Alex))", "fact wumpus(Alex)"]),
        ("Then Alex would be a tumpus or a gorpus, and so, by the rule, a wumpus.",
         ["fact (tumpus(Alex) | gorpus(Alex))", "fact wumpus(Alex)"]),
        # a rule quoted is a step of its own (_by_quoted_rule), and 'the rules of logic'
        # are no citation of a rule of the context
        ('Alex is a tumpus, so by the rule "every tumpus is a wumpus" Alex is a wumpus.',
         ["fact tumpus(Alex)", "rule ![X1]:((tumpus(X1) => wumpus(X1)))",
          "fact wumpus(Alex)"]),
        ("Alex is a wumpus by the rules of logic.", ["unparseable None"]),
    ],
)
def test_a_rule_cited_by_where_it_is(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # what a claim is combined with, dropped (sets 59, 67, 104, 163, 166; stop 31) …
        ("Combined with our assumption, Alex is a wumpus and a tumpus.",
         ["fact (wumpus(Alex) & tumpus(Alex))"]),
        ("Combined with Step 3, this means Alex is a sour wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Combined with Alex being a wumpus, Alex is a sour wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        # … unless it is a claim: then it is the reason
        ("Combining this with the fact that Alex is a wumpus, we conclude that Alex is a "
         "sour wumpus.", ["fact wumpus(Alex)", "fact (sour(Alex) & wumpus(Alex))"]),
    ],
)
def test_what_a_claim_is_combined_with(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # a remark on which operand makes a claim true, dropped (sets 4, 5, 40, 74, 83,
        # 106, 132, 153, 155, 160; stop 31)
        ('Because Alex is a wumpus, the statement "Alex is a wumpus or sour" holds, as only '
         "one of the disjuncts needs to be true.",
         ["fact wumpus(Alex)", "fact (wumpus(Alex) | sour(Alex))"]),
        ("So Alex is sour or a wumpus (since the second disjunct holds).",
         ["fact (sour(Alex) | wumpus(Alex))"]),
        ('The disjunction "Alex is a wumpus or sour" is true — its first disjunct holds.',
         ["fact (wumpus(Alex) | sour(Alex))"]),
        ("So Alex is a wumpus or sour, by disjunction introduction.",
         ["fact (wumpus(Alex) | sour(Alex))"]),
        ("Alex is sour (by and-elimination).", ["fact sour(Alex)"]),
        # a remark that quotes or names something is not dropped this way
        ("So Alex is sour, as one of the parts of Alex is.", ["unparseable None"]),
    ],
)
def test_a_remark_on_which_operand_holds(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize("sentence", [
    "Since we are assuming Alex is a wumpus, it follows that Alex is sour.",  # set 157 #62
    "Since we're assuming Alex is a wumpus, Alex is sour.",
])
def test_since_we_are_assuming(sentence: str) -> None:
    assert _read_about_alex(sentence) == ["fact wumpus(Alex)", "fact sour(Alex)"]


def test_a_chain_with_each_rule_in_brackets_after_a_pronoun() -> None:
    # held-out set 137 #20: a case of a proof by cases, its chain about 'she'
    steps = parse_cot("Assume Alex is a tumpus. Then she is a wumpus (every tumpus is a "
                      "wumpus), a gorpus (wumpuses are gorpuses), and so sour (each gorpus "
                      "is sour).", names=frozenset({"Alex"}))
    assert [(s.parsed.kind.value, str(s.parsed.formula)) for s in steps
            if s.parsed.kind.value == "fact"] == [
        ("fact", "wumpus(Alex)"), ("fact", "gorpus(Alex)"), ("fact", "sour(Alex)")]


def test_a_pronoun_with_would_contracted() -> None:
    # held-out set 148 #44: "she'd be" is "she would be"
    steps = parse_cot("Suppose Alex is a wumpus. Then she'd be a gorpus, hence sour.",
                      names=frozenset({"Alex"}))
    assert [(s.parsed.kind.value, str(s.parsed.formula)) for s in steps] == [
        ("assumption", "wumpus(Alex)"), ("fact", "gorpus(Alex)"), ("fact", "sour(Alex)")]


@pytest.mark.parametrize(
    "sentence",
    [  # the properties a reason names are not remarks when they are said there
     "Since Alex has the properties of a wumpus, Alex is a gorpus.",
     # a list subject with a name in it is no list of classes
     "Every tumpus, wumpus, or Alex is sour."],
)
def test_held_out_19_neighbours_not_misread(sentence: str) -> None:
    assert StepKind.UNPARSEABLE in [p.kind for p in parse_sentence(sentence,
                                                                     names=frozenset({"Alex"}))]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 20 (stop 24)
        ("Alex is a wumpus or a tumpus, and in either case Alex is a gorpus.",
         ["fact (wumpus(Alex) | tumpus(Alex))", "fact gorpus(Alex)"]),
        ("Therefore, the assumption that Alex is a wumpus must be wrong, and we can conclude "
         "that Alex is not a wumpus.", ["fact ~wumpus(Alex)"]),
        ("**Step 3:** Assume the opposite of what we want to prove: Alex is a wumpus.",
         ["assumption wumpus(Alex)"]),
        # (the contradiction it says there is, then the conclusion: stop 27)
        ("Since assuming Alex is a wumpus leads to a contradiction, Alex is not a wumpus.",
         ["contradiction None", "fact ~wumpus(Alex)"]),
        ("Both cases yield that Alex is a gorpus, so by disjunction elimination, Alex is a "
         "gorpus.", ["fact gorpus(Alex)"]),
        ('The rule "Everything that is sour and a wumpus is a gorpus" then applies to Alex, '
         "which gives us that Alex is a gorpus.",
         ["rule ![X1]:(((sour(X1) & wumpus(X1)) => gorpus(X1)))", "fact gorpus(Alex)"]),
        ("Based on the information given, we know that Alex is a wumpus.",
         ["fact wumpus(Alex)"]),
    ],
)
def test_held_out_20_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


def test_a_claim_about_a_claim_after_which_means_with_a_pronoun() -> None:
    """'…, which means the claim that she is not A is false' (set 19): 'which means'
    may lead to the claim about a claim, and its pronoun is read as the entity named
    before it by the CoT's pronoun reading (_pronoun_read), as any other."""
    steps = parse_cot("Alex is sour, which means the claim that he is not sour is false.",
                      names=frozenset({"Alex"}))
    assert [f"{s.parsed.kind.value} {s.parsed.formula}" for s in steps] == [
        "fact sour(Alex)", "fact sour(Alex)"]
    assert all('"he" read as Alex' in s.parsed.warnings for s in steps)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # left unread by stop 24 (held-out sets 19 and 20)
        ("Dogs are not large (each dog is not large), so Alex is not large.",
         ["rule ![X1]:((dog(X1) => ~large(X1)))", "rule ![X1]:((dog(X1) => ~large(X1)))",
          "fact ~large(Alex)"]),
        ("Alex is a dog (from 2, dogs are mammals) so Alex is a mammal.",
         ["fact dog(Alex)", "rule ![X1]:((dog(X1) => mammal(X1)))", "fact mammal(Alex)"]),
        ("We are told that Alex is a dog (along with the facts that Alex is red and Alex is "
         "big).", ["fact (dog(Alex) & red(Alex) & big(Alex))"]),
        ("Since this sentence states that Alex has all three of these properties, it follows "
         "that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("Since the context states that Alex has both properties, Alex is a wumpus.",
         ["fact wumpus(Alex)"]),
    ],
)
def test_stop_24_unread_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [  # a bracket with no clause in it is no claim of its own
     "Alex (a dog), so Alex is a mammal.",
     "Alex is a dog (along with)."],
)
def test_stop_24_unread_neighbours_stay_unread(sentence: str) -> None:
    assert StepKind.UNPARSEABLE in [p.kind for p in parse_sentence(sentence,
                                                                     names=frozenset({"Alex"}))]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [  # what a plan lists is still to be shown: no claim (set 21)
     ("We need to show that Alex is red, Alex is big, and Alex is a dog.", ["comment None"]),
     ("To prove that Alex is a red big dog, we need to show that Alex is red, Alex is big, "
      "and Alex is a dog.", ["comment None"]),
     ("We need to show that Alex is red, and Alex is a dog.", ["comment None"]),
     # after the plan, the writer's own clauses are claims
     ("We need to show that Alex is a dog, and we know that Alex is a dog.",
      ["fact dog(Alex)"]),
     ("We need to show that Alex is a dog, so Alex is a dog.", ["fact dog(Alex)"]),
     ("To prove that Alex is a mammal, note that Alex is a dog.", ["fact dog(Alex)"])],
)
def test_a_plan_lists_no_claims(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 21 (stop 25)
        ('To prove that Alex is a gorpus, we use the statement "Alex is a wumpus or a tumpus" '
         "and check each possibility:", ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ('We will use a proof by cases based on the statement "Alex is a wumpus or a '
         'tumpus."', ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("Since Alex is one of these three and each option makes Alex a gorpus, we conclude "
         "that Alex is a gorpus.", ["fact gorpus(Alex)"]),
        ("So Alex is a wumpus or a tumpus (the second option holds).",
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("Both cases give the same result, so Alex is a gorpus regardless of which one holds.",
         ["fact gorpus(Alex)"]),
        ("Putting these three results together, we have shown that Alex is not a wumpus, "
         "Alex is not a tumpus, and Alex is not a gorpus.",
         ["fact (~wumpus(Alex) & ~tumpus(Alex) & ~gorpus(Alex))"]),
        ("Contradiction again with Alex is not a wumpus.", ["contradiction ~wumpus(Alex)"]),
        ("This contradicts our assumption that Alex is not a wumpus.",
         ["contradiction ~wumpus(Alex)"]),
        ("- Applying this to Alex: Alex is red, a wumpus, and a tumpus.",
         ["fact (red(Alex) & wumpus(Alex) & tumpus(Alex))"]),
        ("Dropping the other two properties, we conclude that Alex is red.", ["fact red(Alex)"]),
        ("But we have shown that Alex is red, so the statement contradicts what follows from "
         "the premises.", ["fact red(Alex)"]),
        ("So the only conclusion we can draw about redness is that Alex **is** red.",
         ["fact red(Alex)"]),
        ("It is enough that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("**Conclusion:** Combining 1 and 2, Alex is a wumpus and a tumpus.",
         ["fact (wumpus(Alex) & tumpus(Alex))"]),
        ("**Case 1 – Alex is a wumpus:**", ["assumption wumpus(Alex)"]),
        ("Case 2 - Alex is a tumpus:", ["assumption tumpus(Alex)"]),
        ("First, the gorpus part.", ["comment None"]),
        # (set 6: the remark is read in a reading of a reading, 'must be' as 'is')
        ("Since Alex must be one of these two, and in both cases Alex is a gorpus, we can "
         "conclude that Alex is a gorpus.", ["fact gorpus(Alex)"]),
    ],
)
def test_held_out_21_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [  # neighbours: a reason that makes a claim, a clause with a subject of its own, a
       # conclusion about a named entity, and a claim before a colon stay as they were
     ("Since Alex is one of these and Alex is red, Alex is a gorpus.", ["unparseable None"]),
     ("Alex is red, so a wumpus.", ["fact red(Alex)", "fact wumpus(Alex)"]),
     ("The conclusion about Alex is that Alex is red.", ["unparseable None"]),
     ("Alex is a wumpus:", ["comment None"]),
     ("Alex is a wumpus (not).", ["unparseable None"])],
)
def test_held_out_21_neighbours(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


def test_a_bracket_whose_full_stop_comes_before_its_closer_is_one_reason() -> None:
    """'3. **Max is a jompus.** (Everything that is … is a jompus.)' (set 21): the split
    after the full stop left ')' a sentence of its own and the rule unread; joined, the
    bracket is the claim's reason, as it is without the full stop, and '(Since X, this
    "or" statement is true.)' gives X as the reason of the disjunction before it."""
    steps = parse_cot(
        '1. **Alex is a wumpus.** (Given)\n'
        '2. **Alex is red or a wumpus.** (Since Alex is a wumpus, this "or" statement is '
        'true.)\n'
        '3. **Alex is a tumpus.** (Everything that is red or a wumpus is a tumpus.)',
        names=frozenset({"Alex"}))
    assert [(s.parsed.kind.value, str(s.parsed.formula), s.parsed.prefix) for s in steps] == [
        ("fact", "wumpus(Alex)", None),
        ("comment", "None", None),
        ("fact", "wumpus(Alex)", "because"),
        ("fact", "(red(Alex) | wumpus(Alex))", None),
        ("rule", "![X1]:(((red(X1) | wumpus(X1)) => tumpus(X1)))", "because"),
        ("fact", "tumpus(Alex)", None),
    ]
    assert steps[-2].sentence == "(Everything that is red or a wumpus is a tumpus.)"


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 22 (stop 25)
        ("Contradiction again.", ["contradiction None"]),
        ("Then again Alex is a wumpus, so Alex is red — the same contradiction.",
         ["fact wumpus(Alex)", "fact red(Alex)", "contradiction None"]),
        ("However, the premises state that Alex is not red, which is a contradiction.",
         ["fact ~red(Alex)", "contradiction None"]),
        ("According to the same premise, Alex is red.", ["fact red(Alex)"]),
        ("According to the given conditions, Alex is red.", ["fact red(Alex)"]),
        ("From that conjunction, in particular, Alex is red.", ["fact red(Alex)"]),
        ("This tells us directly that Alex is red.", ["fact red(Alex)"]),
        ("From these two statements, we can deduce that since Alex is a wumpus, Alex must be "
         "red.", ["fact wumpus(Alex)", "fact red(Alex)"]),
        ('The relevant rule is "Everything that is red and a wumpus is a tumpus."',
         ["rule ![X1]:(((red(X1) & wumpus(X1)) => tumpus(X1)))"]),
        ("The fact that Alex is red is sufficient on its own.", ["fact red(Alex)"]),
        ("Alex is red, this is given.", ["fact red(Alex)"]),
        ('The claim "Alex is not red" contradicts this, so it cannot hold.',
         ["fact red(Alex)"]),
        ("Since Alex is red, the second option is true.", ["fact red(Alex)"]),
        ("Wumpuses are tumpuses, so Alex being a wumpus means Alex is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact wumpus(Alex)",
          "fact tumpus(Alex)"]),
        ("**Contradiction:** Alex being red contradicts the fact that Alex is not red.",
         ["fact red(Alex)", "contradiction ~red(Alex)"]),
        # (a conjunction until stop 31; 'and by the same rule Y' is 'and so Y' now)
        ("Then Alex is a wumpus, and by the same rule Alex would be a tumpus.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)"]),
        # headings and plans, no claims
        ("Proof.", ["comment None"]),
        ("**Final Answer", ["comment None"]),
        ("Identify the relevant disjunction", ["comment None"]),
        ("**Step 1: Show Alex is not a wumpus.**", ["comment None"]),
        ('The statement to prove is "Alex is red or a wumpus".', ["comment None"]),
        ("A disjunction is true as long as at least one of its parts is true.",
         ["comment None"]),
        ("This is a disjunction, so it's enough to establish any one of the disjuncts.",
         ["comment None"]),
    ],
)
def test_held_out_22_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [  # shorthand that claims something is no plan
     "Conclude not wumpus.",
     # a clause after the comma that claims more is no remark on the source
     "Alex is red, this is a wumpus."],
)
def test_held_out_22_neighbours_are_not_comments(sentence: str) -> None:
    kinds = [p.kind for p in parse_sentence(sentence, names=frozenset({"Alex"}))]
    assert StepKind.COMMENT not in kinds and StepKind.UNPARSEABLE in kinds


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 23 (stop 25)
        ("- **Alex is red** — this is given directly.", ["fact red(Alex)"]),
        ("1. **Alex is red and a wumpus:** This is given, so in particular Alex is red.",
         ["fact (red(Alex) & wumpus(Alex))", "fact red(Alex)"]),
        ("3. **Alex is red:** This follows from the previous step.", ["fact red(Alex)"]),
        ("1. **Alex is a wumpus (assumption):** Every wumpus is a tumpus.",
         ["assumption wumpus(Alex)", "rule ![X1]:((wumpus(X1) => tumpus(X1)))"]),
        ('So, the statement "Alex is not red" is FALSE, because Alex is red.',
         ["fact red(Alex)", "fact red(Alex)"]),
        ("So no matter if Alex is a wumpus, a tumpus, or a gorpus, Alex is red.",
         ["fact (wumpus(Alex) | tumpus(Alex) | gorpus(Alex))", "fact red(Alex)"]),
        ("So no matter what, Alex is red.", ["fact red(Alex)"]),
        ("Given: Alex is a wumpus OR a tumpus", ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("The rule we use is: everything that is a wumpus or a tumpus is a gorpus.",
         ["rule ![X1]:(((wumpus(X1) | tumpus(X1)) => gorpus(X1)))"]),
        ("* **Wumpuses are not red:** The context says every wumpus is not red.",
         ["rule ![X1]:((wumpus(X1) => ~red(X1)))", "rule ![X1]:((wumpus(X1) => ~red(X1)))"]),
        ("We consider the case where Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        ('So Alex is red, and the statement "Alex is not red" is **false**.',
         ["fact red(Alex)"]),
        # plans and recalled disjunctions, no claims
        ("We consider each case.", ["comment None"]),
        ("We show Alex is red in each case.", ["comment None"]),
        ("We need: Alex is not a wumpus AND Alex is not a tumpus.", ["comment None"]),
        ("So Alex must be one of those three.", ["comment None"]),
    ],
)
def test_held_out_23_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [  # a contradiction after a dash stays a step; a verdict on another claim is a claim
     ("Alex is red — contradiction.", ["fact red(Alex)", "contradiction None"]),
     ('So Alex is red, and the statement "Alex is a wumpus" is true.',
      ["fact (red(Alex) & wumpus(Alex))"]),
     ("Alex is one of these three, so Alex is red.", ["unparseable None"])],
)
def test_held_out_23_neighbours(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


def test_a_verdict_with_its_reason_at_the_end_is_the_label() -> None:
    """'So, the statement "Sam is not a lempus" is FALSE, because Sam is a lempus.' ending
    the output (set 23) left the label missing: the label was looked for in its last
    word. One such verdict is the label, the sentence a step (its claim, and the reason);
    with a later word that may take it back it is not."""
    split = split_label('Alex is red. So, the statement "Alex is not red" is FALSE, '
                        "because Alex is red.")
    assert (split.label, split.status, split.claim) == (False, "found", True)
    split = split_label('The statement "Alex is not red" is false because Alex is red. Wait.')
    assert split.status == "missing"


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 24 (stop 25)
        ("Now suppose Alex were a wumpus.", ["assumption wumpus(Alex)"]),
        ("This would contradict the fact that Alex is not red.",
         ["contradiction ~red(Alex)"]),
        ("If Alex were a wumpus, then since every wumpus is red, Alex would be red, "
         "contradicting the above.",
         ["assumption wumpus(Alex)", "rule ![X1]:((wumpus(X1) => red(X1)))", "fact red(Alex)",
          "contradiction None"]),
        ('Alex is not red (from "Alex is not red and Alex is a wumpus").',
         ["fact (~red(Alex) & wumpus(Alex))", "fact ~red(Alex)"]),
        ('Since Alex is red, the disjunction "Alex is red or a wumpus" is true, regardless of '
         "whether Alex is a wumpus.", ["fact red(Alex)", "fact (red(Alex) | wumpus(Alex))"]),
        ("Hence, it is proven that Alex is red.", ["fact red(Alex)"]),
        ("Following the chain of premises, Alex is red.", ["fact red(Alex)"]),
        ("In all three possible cases Alex is red.", ["fact red(Alex)"]),
        # remarks on where the steps come from, and the end of a proof: no claims
        ("— This is stated directly.", ["comment None"]),
        ("All four of these facts are given in the context.", ["comment None"]),
        ("This proves the statement.", ["comment None"]),
        # (set 23: a chain with its rule in brackets; both rules are claims)
        ("wumpus -> tumpus   (Every wumpus is a tumpus)",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "rule ![X1]:((wumpus(X1) => tumpus(X1)))"]),
    ],
)
def test_held_out_24_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 25 (stop 25)
        ('This contradicts the premise "Alex is not red."', ["contradiction ~red(Alex)"]),
        ("Since Alex is red, we have proven the statement: Alex is red or a wumpus.",
         ["fact red(Alex)", "fact (red(Alex) | wumpus(Alex))"]),
        ("This statement directly tells us that Alex is red.", ["fact red(Alex)"]),
        ("From the given information, we know directly that Alex is red.", ["fact red(Alex)"]),
        ("Since Alex is a wumpus or a tumpus, Alex is red in either situation.",
         ["fact (wumpus(Alex) | tumpus(Alex))", "fact red(Alex)"]),
        ("We are given that **Alex is a wumpus or a tumpus**, so we reason by cases.",
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("We know Alex is a wumpus or a tumpus, so we check each case.",
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("- Therefore Alex is red ∨ a wumpus.", ["fact (red(Alex) | wumpus(Alex))"]),
        ("Alex is red, so Alex is red ∧ a wumpus.", ["fact red(Alex)",
                                                    "fact (red(Alex) & wumpus(Alex))"]),
        ("First case, assume Alex is red.", ["assumption red(Alex)"]),
        ('The statement "Alex is not red" follows directly from the premises, so it is '
         "**true**.", ["fact ~red(Alex)"]),
        # plans and remarks, no claims
        ("Second, we need to show that Alex is red.", ["comment None"]),
        ("Now we have two cases.", ["comment None"]),
        ("No further rules are needed.", ["comment None"]),
        ("Please let me know if you have any other questions!", ["comment None"]),
    ],
)
def test_held_out_25_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [  # a rule's name with a symbol stays a remark; a numbered part is no plan
     ("Alex is red or a wumpus (∨-introduction).", ["fact (red(Alex) | wumpus(Alex))"]),
     ('- **Second part:** The context states "Alex is red."', ["fact red(Alex)"])],
)
def test_held_out_25_neighbours(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # left unread by sets 23-25 (stop 25)
        ("Since Alex is red whichever of the two she is, we can conclude that Alex is red.",
         ["fact red(Alex)", "fact red(Alex)"]),
        ("Then Alex falls under the same disjunction, and therefore Alex is red.",
         ["fact red(Alex)"]),
        ("Since each of the three cases yields that Alex is red, and Alex is a wumpus or a "
         "tumpus, Alex is red.", ["fact (wumpus(Alex) | tumpus(Alex))", "fact red(Alex)"]),
    ],
)
def test_stop_25_leftover_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 26 (stop 25)
        ("First, Alex is red, which is given.", ["fact red(Alex)"]),
        ("Since Alex is red, Alex is red or a wumpus (a disjunction holds whenever one of its "
         "parts holds).", ["fact red(Alex)", "fact (red(Alex) | wumpus(Alex))"]),
        ("Thus, we've proven that Alex is red.", ["fact red(Alex)"]),
        ("And as noted above, Alex is red.", ["fact red(Alex)"]),
        ("Then Alex is a wumpus, so Alex is red, contradicting the same premise.",
         ["fact wumpus(Alex)", "fact red(Alex)", "contradiction None"]),
        ("Hence, the supposition is false.", ["comment None"]),
        ("This is one of the premises.", ["comment None"]),
        ("This one only needs a single step.", ["comment None"]),
    ],
)
def test_held_out_26_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


def test_an_aside_on_the_real_world_after_the_label_is_a_remark() -> None:
    """'… the statement is **True**. (Some of these rules, like "each feline is a dog,"
    don't match the real world, but we only need the given premises here.)' (set 26) left
    the label missing: the bracket was too long for a remark. An aside on the real world
    says nothing of the question, whatever its length; one with an answer word is no
    remark."""
    split = split_label("Alex is red. The statement is True. (Some of these rules, like "
                        '"each cat is a dog," don\'t match the real world, but we only '
                        "need the given premises here.)")
    assert (split.label, split.status) == (True, "found")
    split = split_label("Alex is red. The statement is True. (In the real world it would "
                        "be false, and many other things are different there too.)")
    assert split.status != "found" or split.label is not True


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 27 (stop 25)
        ("* **Wumpuses are tumpuses:** This means Alex is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ("Then Alex is a wumpus, hence Alex is red, a contradiction with Alex is not red.",
         ["fact wumpus(Alex)", "fact red(Alex)", "contradiction ~red(Alex)"]),
        ("From this, it follows directly that Alex is red.", ["fact red(Alex)"]),
        ("We are told directly in the context that Alex is red.", ["fact red(Alex)"]),
        ("Every case gives that Alex is red.", ["fact red(Alex)"]),
        ("Alex is red in every possible case.", ["fact red(Alex)"]),
        ("Since it is given that Alex is red, the middle option holds.", ["fact red(Alex)"]),
        ("Thus, the statement is proven.", ["comment None"]),
    ],
)
def test_held_out_27_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 28 (stop 25)
        ("* **Wumpuses are tumpuses:** Every wumpus is a tumpus, so Alex is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "rule ![X1]:((wumpus(X1) => tumpus(X1)))",
          "fact tumpus(Alex)"]),
        ("* **Wumpuses are tumpuses:** Alex is therefore a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ("So Alex is red by the same rule.", ["fact red(Alex)"]),
        ("We are given directly that Alex is red and that Alex is a wumpus.",
         ["fact red(Alex)", "fact wumpus(Alex)"]),
        ("Because both parts are true, Alex is red and a wumpus.",
         ["fact (red(Alex) & wumpus(Alex))"]),
        ("Since we have shown Alex is red, the statement is **false**.", ["fact red(Alex)"]),
        ("6. **Conclusion:** Our assumption must be false.", ["comment None"]),
    ],
)
def test_held_out_28_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [  # a remark that ends in a colon is no rule's title; a heading alone stays unread
     ("Since all three properties are given as facts, we can combine them: Alex is red, "
      "a wumpus, and a tumpus.", ["fact (red(Alex) & wumpus(Alex) & tumpus(Alex))"]),
     ("**Conclusion:", ["comment None"])],
)
def test_held_out_28_neighbours(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


def test_a_trailing_comma_after_no_matter_if_is_no_internal_error() -> None:
    """'No matter if A or B, C is D,' (a comma at the very end) made _no_matter look at
    the token after the last comma, past the end: an internal parser error instead of a
    reading or a reason. Since stop 26 a sentence that ends in a comma reads as it does
    without it."""
    names = frozenset({"Alex"})
    steps = parse_sentence("No matter if Alex is a wumpus or a tumpus, Alex is red,",
                           names=names)
    assert all("internal parser error" not in (s.reason or "") for s in steps)
    assert steps == parse_sentence("No matter if Alex is a wumpus or a tumpus, Alex is red.",
                                   names=names)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # left unread by sets 26-28 (stop 26); where a claim comes from, said in its verb
        ("Alex is given to be a wumpus.", ["fact wumpus(Alex)"]),
        ("Alex is known to be red.", ["fact red(Alex)"]),
        ("Wumpuses are stated to be tumpuses.", ["rule ![X1]:((wumpus(X1) => tumpus(X1)))"]),
        ("By combining statements 1, 2 and 3, we get that Alex is red.", ["fact red(Alex)"]),
        ("By using steps 1 and 2, Alex is red.", ["fact red(Alex)"]),
        ("If Alex is a wumpus, then it is certainly true that Alex is red, since only one of "
         "the three options needs to hold.", ["assumption wumpus(Alex)", "fact red(Alex)"]),
        ("Alex is red or a wumpus, since one disjunct is enough.",
         ["fact (red(Alex) | wumpus(Alex))"]),
        ("Alex is red, since this is given.", ["fact red(Alex)"]),
        # a claim with the general remark as its reason (no comment: set 22; now read)
        ('Since Alex is red, the statement "Alex is red or a wumpus" holds, because at least '
         "one of its parts is true.", ["fact red(Alex)", "fact (red(Alex) | wumpus(Alex))"]),
    ],
)
def test_stop_26_leftover_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [   # an assumption is no fact; a reason that names the entity or draws a conclusion
        # of its own is no remark to drop
        "Alex is assumed to be a wumpus.",
        "Alex is red, since in every case Alex is red.",
        "Alex is red, since each case holds, so Alex is a wumpus.",
    ],
)
def test_stop_26_leftover_neighbours(sentence: str) -> None:
    assert _read_about_alex(sentence) == ["unparseable None"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 29 and 30 (stop 26)
        ("So the supposition is false: Alex is not a wumpus.", ["fact ~wumpus(Alex)"]),
        ("No matter which of the three Alex is, Alex is red.", ["fact red(Alex)"]),
        ("Then Alex is a wumpus, again contradicting the premise.",
         ["fact wumpus(Alex)", "contradiction None"]),
        ("So Alex is a wumpus — contradicting step 3.",
         ["fact wumpus(Alex)", "contradiction None"]),
        ("Alex is a wumpus — contradicting P2.", ["fact wumpus(Alex)", "contradiction None"]),
        ('If Alex is red, then the statement "Alex is red or a wumpus" is true, since only one '
         'part of an "or" statement needs to hold.',
         ["assumption red(Alex)", "fact (red(Alex) | wumpus(Alex))"]),
        ("We're also told that Alex is red.", ["fact red(Alex)"]),
        ("But we just showed Alex is not red — a contradiction.",
         ["fact ~red(Alex)", "contradiction None"]),
        ("This contradicts the result of Step 2 that Alex is not red.",
         ["contradiction ~red(Alex)"]),
        ("Since Alex is red, the disjunction holds: Alex is red or a wumpus.",
         ["fact red(Alex)", "fact (red(Alex) | wumpus(Alex))"]),
        ("But Alex is not red, so this is a contradiction and Alex cannot be a wumpus.",
         ["fact ~red(Alex)", "contradiction None", "fact ~wumpus(Alex)"]),
        ("Alex is not red, which is a contradiction, so Alex is not a wumpus.",
         ["fact ~red(Alex)", "contradiction None", "fact ~wumpus(Alex)"]),
        ("Chain: Alex → wumpus → tumpus → red.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)", "fact red(Alex)"]),
    ],
)
def test_held_out_29_30_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [   # a contradiction inside a sentence needs a conclusion after it; a chain needs two
        # arrows after the name; a reason that cites no step is no label
        "Alex is not red, which is a contradiction and so.",
        "Alex → wumpus.",
        "Alex is a wumpus, contradicting step.",
    ],
)
def test_held_out_29_30_neighbours(sentence: str) -> None:
    assert _read_about_alex(sentence) == ["unparseable None"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 29 and 30, their second readings (stop 26)
        ("We're told that Alex is red or a wumpus, so we can check each possibility.",
         ["fact (red(Alex) | wumpus(Alex))"]),
        ('- From "Alex is red and a wumpus," we know Alex is a wumpus.',
         ["fact (red(Alex) & wumpus(Alex))", "fact wumpus(Alex)"]),
        ("Alex has to be a wumpus.", ["fact wumpus(Alex)"]),
        ("Wumpuses have to be tumpuses.", ["rule ![X1]:((wumpus(X1) => tumpus(X1)))"]),
        ("Then Alex would have to be a wumpus.", ["fact wumpus(Alex)"]),
        ('We are given the premise: "Alex is red and a wumpus."',
         ["fact (red(Alex) & wumpus(Alex))"]),
        ("By conjunction elimination, we can directly infer that Alex is red.",
         ["fact red(Alex)"]),
    ],
)
def test_held_out_29_30_second_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    ["Alex does not have to be a wumpus.", "Alex will have to be a wumpus."],
)
def test_has_to_after_a_negation_or_a_modal_is_no_must(sentence: str) -> None:
    assert _read_about_alex(sentence) == ["unparseable None"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 31 and 32 (stop 26)
        ("From Step 1: Alex is red.", ["fact red(Alex)"]),
        ("From 3, 4 and 5: Alex is red.", ["fact red(Alex)"]),
        ("From the second statement, Alex is red.", ["fact red(Alex)"]),
        ("Based on this chain of reasoning, Alex is red.", ["fact red(Alex)"]),
        ("Step 5: Alex is red in all three cases.", ["fact red(Alex)"]),
        ("However, we know from the context that Alex is red.", ["fact red(Alex)"]),
        ("But this contradicts Step 2, which shows Alex is not red.",
         ["contradiction ~red(Alex)"]),
        ("This contradicts step 1, where Alex is not red.", ["contradiction ~red(Alex)"]),
        ("Since Alex is a wumpus, it follows immediately that Alex is red.",
         ["fact wumpus(Alex)", "fact red(Alex)"]),
        ('Alex is red or a wumpus (because an "or" statement is true if at least one part is '
         "true).", ["fact (red(Alex) | wumpus(Alex))"]),
        ("Then Alex is a wumpus or a tumpus, and by the same rule Alex is red, which "
         "contradicts Alex is not red.",
         ["fact (wumpus(Alex) | tumpus(Alex))", "fact red(Alex)", "contradiction ~red(Alex)"]),
        ('Since Alex is a wumpus, the rule "Every wumpus is red" tells us that Alex is red.',
         ["fact wumpus(Alex)", "rule ![X1]:((wumpus(X1) => red(X1)))", "fact red(Alex)"]),
        ("Because Alex is a wumpus, this rule applies directly to Alex, which means Alex is "
         "red.", ["fact wumpus(Alex)", "fact red(Alex)"]),
        # (the conjunction from its conjuncts: each fact, then the conjunction, stop 27)
        ("Alex is red, and from above Alex is a wumpus, so Alex is red and a wumpus.",
         ["fact red(Alex)", "fact wumpus(Alex)", "fact (red(Alex) & wumpus(Alex))"]),
        ('From the statement "Alex is red and a wumpus," we know that Alex is red.',
         ["fact (red(Alex) & wumpus(Alex))", "fact red(Alex)"]),
    ],
)
def test_held_out_31_32_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [   # a remark whose 'from' names no source, a rule named without its words
        "We know from Alex that Alex is red.",
        "Since Alex is a wumpus, the rule tells us that Alex is red.",
    ],
)
def test_held_out_31_32_neighbours(sentence: str) -> None:
    assert _read_about_alex(sentence) == ["unparseable None"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 33 and 34 (stop 26)
        ("* **Assumption:** Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        ("Hypothesis: Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        ("1. **Assumption:** Let's assume Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        ("**Q.", ["comment None"]),
        ("D.**", ["comment None"]),
        ('* **Contradiction:** This contradicts the given fact "Alex is not red."',
         ["contradiction ~red(Alex)"]),
        ("Contradiction: This contradicts the given fact that Alex is not red.",
         ["contradiction ~red(Alex)"]),
        ("This contradicts the premise.", ["contradiction None"]),
        ("Alex is red, which contradicts the given fact.",
         ["fact red(Alex)", "contradiction None"]),
        ("Every wumpus is red, so Alex is red — contradicting the previous line.",
         ["rule ![X1]:((wumpus(X1) => red(X1)))", "fact red(Alex)", "contradiction None"]),
        ('From the premise "Alex is red and a wumpus," we can extract that Alex is a wumpus.',
         ["fact (red(Alex) & wumpus(Alex))", "fact wumpus(Alex)"]),
        ("We start from the only fact about Alex: **Alex is a wumpus.**",
         ["fact wumpus(Alex)"]),
        ("According to the first statement, every wumpus is red.",
         ["rule ![X1]:((wumpus(X1) => red(X1)))"]),
        ('From "Alex is red, a wumpus, and a tumpus," Alex is a wumpus.',
         ["fact (red(Alex) & wumpus(Alex) & tumpus(Alex))", "fact wumpus(Alex)"]),
    ],
)
def test_held_out_33_34_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 35 and 36 (stop 26)
        ('According to "Every wumpus is red", Alex is red.',
         ["rule ![X1]:((wumpus(X1) => red(X1)))", "fact red(Alex)"]),
        ("Wumpuses are red, hence Alex, being a wumpus, is red.",
         ["rule ![X1]:((wumpus(X1) => red(X1)))", "fact wumpus(Alex)", "fact red(Alex)"]),
    ],
)
def test_held_out_35_36_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 37 and 38 (stop 26)
        ('Then Alex is a wumpus or a tumpus, so by the rule "everything that is a wumpus or a '
         'tumpus is red" Alex is red.',
         ["fact (wumpus(Alex) | tumpus(Alex))",
          "rule ![X1]:(((wumpus(X1) | tumpus(X1)) => red(X1)))", "fact red(Alex)"]),
        ('By the rule "every wumpus is red", Alex is red.',
         ["rule ![X1]:((wumpus(X1) => red(X1)))", "fact red(Alex)"]),
        ("Both cases give that Alex is red.", ["fact red(Alex)"]),
        ("Since all three cases yield that Alex is red, and at least one of them must hold, "
         "Alex is red.", ["fact red(Alex)"]),
        ("Since all three possibilities lead to the same conclusion, and Alex must be one of "
         "them, Alex is red.", ["fact red(Alex)"]),
        ("The chain of reasoning is: Alex → wumpus → red.",
         ["fact wumpus(Alex)", "fact red(Alex)"]),
        ("So Alex is red, according to the same statement.", ["fact red(Alex)"]),
        ("Alex is red, and from step 1, Alex is a wumpus.",
         ["fact (red(Alex) & wumpus(Alex))"]),
    ],
)
def test_held_out_37_38_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


def test_a_rule_in_shorthand_named_by_quotes_stays_a_remark() -> None:
    """'By the rule "wumpus ⇒ red", Alex is red.': a rule written without a copula is no
    step (read, it would be unparseable and lose the claim after it)."""
    assert _read_about_alex('By the rule "wumpus or tumpus ⇒ red", Alex is red.') == [
        "fact red(Alex)"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out set 40 (stop 26): a claim before a remark is judged, not a comment
        ("Every wumpus is red, but Alex is not red, so this rule does not apply to Alex.",
         ["rule ![X1]:((wumpus(X1) => red(X1)))", "fact ~red(Alex)"]),
        ("Alex is not red, so this does not matter.", ["fact ~red(Alex)"]),
        ("So Alex is a wumpus, which is irrelevant here.", ["fact wumpus(Alex)"]),
        ("Alex is a wumpus, but that is not relevant.", ["fact wumpus(Alex)"]),
    ],
)
def test_held_out_40_claims_before_remarks(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [   # what a remark mentions is not claimed: a premise named as not needed, a goal,
        # a claim after a dash inside a lead-in
        'The other disjunction, "Alex is red or a wumpus," is not needed.',
        "The other premises (every wumpus is red, Alex is a tumpus) are not needed.",
        "To prove that Alex is red, Alex is a wumpus, and Alex is a tumpus, we will prove "
        "each part.",
        "The rule about wumpuses — Alex is a wumpus, so Alex is red, but that's irrelevant.",
    ],
)
def test_held_out_40_mentions_stay_comments(sentence: str) -> None:
    assert _read_about_alex(sentence) == ["comment None"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 41 and 42 (stop 26)
        ('Then Alex is a wumpus or a tumpus, so by "Everything that is a wumpus or a tumpus '
         'is red," Alex is red.',
         ["fact (wumpus(Alex) | tumpus(Alex))",
          "rule ![X1]:(((wumpus(X1) | tumpus(X1)) => red(X1)))", "fact red(Alex)"]),
        ('So by "Wumpuses are red", Alex is red.',
         ["rule ![X1]:((wumpus(X1) => red(X1)))", "fact red(Alex)"]),
        ('The rule "Every wumpus is red" then gives that Alex is red.',
         ["rule ![X1]:((wumpus(X1) => red(X1)))", "fact red(Alex)"]),
        ("Alex is red, and we have shown that Alex is a wumpus.",
         ["fact (red(Alex) & wumpus(Alex))"]),
        ("From this premise, Alex is red.", ["fact red(Alex)"]),
        ("**Conclusion:** Alex is red,", ["fact red(Alex)"]),
    ],
)
def test_held_out_41_42_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # 'not both' / 'not either' negates the whole list (it was read as a list of
        # negations: 'not both red and not red' as 'not red and not red')
        ("Alex is not both red and a wumpus.", ["fact ~(red(Alex) & wumpus(Alex))"]),
        ("Alex cannot be both red and a wumpus.", ["fact ~(red(Alex) & wumpus(Alex))"]),
        ("Alex is not either red or a wumpus.", ["fact ~(red(Alex) | wumpus(Alex))"]),
        # a list of negations, as written
        ("Alex is not red, not sour, and not a wumpus.",
         ["fact (~red(Alex) & ~sour(Alex) & ~wumpus(Alex))"]),
        # naming the contradiction between A and not A (stop 26's leftover, set 23 #51):
        # the step 'this is a contradiction', not a claim of a tautology, and one
        # contradiction where a heading says it too
        ("Alex can't be both red and not red.", ["contradiction None"]),
        ("So Alex cannot be both a wumpus and not a wumpus.", ["contradiction None"]),
        ("**4. Contradiction:** Alex can't be both a wumpus and not a wumpus.",
         ["contradiction None"]),
        ("This contradicts Step 1 (Alex can't be both red and not red).", ["contradiction None"]),
        ("Alex can't be both red and not red, so Alex is not a wumpus.",
         ["contradiction None", "fact ~wumpus(Alex)"]),
    ],
)
def test_not_both_and_named_contradictions(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [   # the scope of 'not' is not written: unread, not guessed
        "Alex is not red and a wumpus.",
        "Alex cannot be red and not red.",
    ],
)
def test_not_both_neighbours(sentence: str) -> None:
    assert _read_about_alex(sentence) == ["unparseable None"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 43-46 (stop 27)
        # a conjunction concluded from its conjuncts states them (it was two facts
        # conjoined in one step, then a repeat)
        ("Alex is red and Alex is a wumpus, so Alex is red and a wumpus.",
         ["fact red(Alex)", "fact wumpus(Alex)", "fact (red(Alex) & wumpus(Alex))"]),
        ("Since Alex is a wumpus and Alex is red, Alex is red and a wumpus.",
         ["fact wumpus(Alex)", "fact red(Alex)", "fact (red(Alex) & wumpus(Alex))"]),
        ("Alex is red and a wumpus, so Alex is a tumpus.",
         ["fact (red(Alex) & wumpus(Alex))", "fact tumpus(Alex)"]),
        # where a claim comes from
        ("**Proof:** By the premise, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ('Step 1: From the statement "Alex is a wumpus" we know Alex is a wumpus.',
         ["fact wumpus(Alex)", "fact wumpus(Alex)"]),
        ('Step 2: From "Wumpuses are tumpuses" and Step 1, we know Alex is a tumpus.',
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ('From "Wumpuses are tumpuses" and steps 1 and 2, Alex is a tumpus.',
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ('- From "Alex is a wumpus and a tumpus" we get that Alex is a tumpus;',
         ["fact (wumpus(Alex) & tumpus(Alex))", "fact tumpus(Alex)"]),
        # the disjunction a proof by cases uses, cited
        ('We use the premise "Alex is a wumpus or a tumpus" and consider each case.',
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("We use the fact that Alex is a wumpus, a tumpus, or red, and reason by cases.",
         ["fact (wumpus(Alex) | tumpus(Alex) | red(Alex))"]),
        ('We use the disjunction "Alex is a wumpus or a tumpus."',
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ('The key fact is the disjunction "Alex is a wumpus or a tumpus," so I\'ll reason by '
         "cases.", ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ("The key fact is the disjunction: Alex is a wumpus or a tumpus.",
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ('To decide it, we use the disjunction **"Alex is a wumpus or a tumpus"** and check '
         "each possibility.", ["fact (wumpus(Alex) | tumpus(Alex))"]),
        # a rule as a line's title, then 'Therefore, X'
        ("* **Wumpuses are tumpuses:** Therefore, Alex is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        # which case is taken now
        ("Let's first assume that Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        ("We now suppose Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        # the conclusion of a proof by cases
        ("Since Alex is red in all four possible cases, we can conclude that Alex is red.",
         ["fact red(Alex)", "fact red(Alex)"]),
        ("So Alex is red in all of them.", ["fact red(Alex)"]),
        ("Since Alex must fall into at least one of these four cases, and Alex is red in each "
         "of them, Alex is red.", ["fact red(Alex)", "fact red(Alex)"]),
        ("Either way, Alex ends up being a wumpus.", ["fact wumpus(Alex)"]),
        ("Whether Alex is a wumpus or a tumpus, Alex is red.",
         ["fact (wumpus(Alex) | tumpus(Alex))", "fact red(Alex)"]),
        ("So no matter which one Alex is, Alex is red.", ["fact red(Alex)"]),
        # a case written as a conditional with a chain of reasons in it
        ("If Alex is a wumpus, then since every wumpus is a tumpus, Alex is a tumpus, and "
         "since every tumpus is red, Alex is red.",
         ["assumption wumpus(Alex)", "rule ![X1]:((wumpus(X1) => tumpus(X1)))",
          "fact tumpus(Alex)", "rule ![X1]:((tumpus(X1) => red(X1)))", "fact red(Alex)"]),
        ("If we assume Alex is a wumpus, then since each wumpus is red, Alex is red.",
         ["assumption wumpus(Alex)", "rule ![X1]:((wumpus(X1) => red(X1)))",
          "fact red(Alex)"]),
    ],
)
def test_held_out_43_46_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    "text",
    [   # a formula and its gloss say one thing twice: no conjuncts are stated (set 3 #9)
        'Given: $\\text{wumpus}(\\text{Alex}) \\land \\text{tumpus}(\\text{Alex})$ ("Alex is a '
        'wumpus and a tumpus").',
        "Alex is a wumpus and a tumpus (Alex is a wumpus and a tumpus).",
    ],
)
def test_held_out_43_46_neighbours(text: str) -> None:
    both = G("Alex", ("&", "wumpus", "tumpus"))
    steps = parse_cot(text, names=frozenset({"Alex"}))
    assert [(s.parsed.kind, s.parsed.formula) for s in steps] == [(StepKind.FACT, both)] * 2


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 43-46, a second round (stop 27)
        ('First, note the premise "Alex is a wumpus".', ["fact wumpus(Alex)"]),
        ("We want to show four things: Alex is red, Alex is sour, Alex is a wumpus, and Alex "
         "is a tumpus.", ["comment None"]),
        ("Alex is a wumpus, so Alex is a tumpus and therefore red, the same contradiction.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)", "fact red(Alex)", "contradiction None"]),
        ("Both assumptions lead to a contradiction, therefore Alex is not a wumpus.",
         ["fact ~wumpus(Alex)"]),
        ("- Wumpus → tumpus: Alex is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ("Every wumpus is a tumpus and red, so Alex is a tumpus and red, and in particular Alex "
         "is red.", ["rule ![X1]:((wumpus(X1) => (tumpus(X1) & red(X1))))",
                     "fact (tumpus(Alex) & red(Alex))", "fact red(Alex)"]),
        ("That's a contradiction, so Alex is not a wumpus.",
         ["contradiction None", "fact ~wumpus(Alex)"]),
        ("Since assuming Alex is a wumpus leads to a contradiction, the assumption must be "
         "false.", ["contradiction None"]),
        ("The assumption that Alex is a wumpus leads to a contradiction, so Alex is not a "
         "wumpus.", ["contradiction None", "fact ~wumpus(Alex)"]),
        ("Alex is red and sour, so Alex satisfies both conditions.",
         ["fact (red(Alex) & sour(Alex))"]),
        # neighbours: looking back is no step; a condition spelt out is a claim; a chain
        # over a rule names it
        ("Reason: The assumption in step 2 led to a contradiction.", ["comment None"]),
        ('Alex is a wumpus, so Alex meets the condition "red or a wumpus".',
         ["fact wumpus(Alex)", "fact (red(Alex) | wumpus(Alex))"]),
        ("* **Wumpuses → Tumpuses:** Every wumpus is a tumpus, so Alex is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
    ],
)
def test_held_out_43_46_second_round(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 47-50 (stop 27)
        ('The rule "Every wumpus is a tumpus" means Alex is a tumpus.',
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ('* The rule "Red sour wumpuses are tumpuses" gives: Alex is a tumpus.',
         ["rule ![X1]:(((red(X1) & sour(X1) & wumpus(X1)) => tumpus(X1)))",
          "fact tumpus(Alex)"]),
        ('1. **Start with the fact about Alex:** The context states, "Alex is a wumpus."',
         ["fact wumpus(Alex)"]),
        ('1. **Alex is a wumpus:** The context says "Alex is red, a wumpus, and sour," so Alex '
         "is a wumpus.", ["fact (red(Alex) & wumpus(Alex) & sour(Alex))", "fact wumpus(Alex)"]),
        ("Following the chain wumpus → tumpus → sour, Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "rule ![X1]:((tumpus(X1) => sour(X1)))",
          "fact sour(Alex)"]),
        ("- Wumpus → not sour, so Alex is not sour.",
         ["rule ![X1]:((wumpus(X1) => ~sour(X1)))", "fact ~sour(Alex)"]),
        ("So Alex is a wumpus, then a tumpus.", ["fact wumpus(Alex)", "fact tumpus(Alex)"]),
        ("So Alex is a wumpus, then a tumpus, then a rompus, which is again a contradiction.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)", "fact rompus(Alex)", "contradiction None"]),
        ("Alex is red, a wumpus, and sour — so Alex is red.",
         ["fact (red(Alex) & wumpus(Alex) & sour(Alex))", "fact red(Alex)"]),
        # the conclusion of a proof by cases
        ("Since Alex is a tumpus in each of the three options, and Alex must be one of them, we "
         "can conclude that Alex is a tumpus.", ["fact tumpus(Alex)", "fact tumpus(Alex)"]),
        ("**Conclusion:** Since Alex is red or a wumpus, and Alex is a tumpus in either case, "
         "Alex is a tumpus.", ["fact (red(Alex) | wumpus(Alex))", "fact tumpus(Alex)"]),
        ("Since Alex is red or a wumpus, and either way Alex is a tumpus, we conclude that Alex "
         "is a tumpus.", ["fact (red(Alex) | wumpus(Alex))", "fact tumpus(Alex)"]),
        ("Since Alex is a tumpus in all three cases, and Alex must be one of a wumpus, a rompus, "
         "or a lorpus, Alex is a tumpus.",
         ["fact (wumpus(Alex) | rompus(Alex) | lorpus(Alex))", "fact tumpus(Alex)"]),
        ("We know Alex is one of three things: a wumpus, a rompus, or a lorpus.",
         ["fact (wumpus(Alex) | rompus(Alex) | lorpus(Alex))"]),
        ("Then Alex is a wumpus or a rompus, and everything that is one of these is a tumpus, so "
         "Alex is a tumpus.",
         ["fact (wumpus(Alex) | rompus(Alex))",
          "rule ![X1]:(((wumpus(X1) | rompus(X1)) => tumpus(X1)))", "fact tumpus(Alex)"]),
        # cases and assumptions
        ("1. **Assume Alex is a wumpus:**", ["assumption wumpus(Alex)"]),
        ("- **Assume Alex is a wumpus:** By statement 2, Alex is a tumpus.",
         ["assumption wumpus(Alex)", "fact tumpus(Alex)"]),
        ("If Alex was red, then Alex would be a tumpus.",
         ["assumption red(Alex)", "fact tumpus(Alex)"]),
        ("So, under our assumption, Alex would be a tumpus.", ["fact tumpus(Alex)"]),
        ("Therefore, our supposition that Alex is red must be false.", ["fact ~red(Alex)"]),
        ("Since Alex is a wumpus, it's certainly true that Alex is red or a wumpus.",
         ["fact wumpus(Alex)", "fact (red(Alex) | wumpus(Alex))"]),
        # what the question claims is no step; what the writer says it showed is
        ("The statement claims that Alex is not red, but we've just shown that Alex is red.",
         ["fact red(Alex)"]),
        # neighbours: 'must be one of them' says only that a case holds
        ("Since Alex must be one of these three, Alex is a tumpus.", ["fact tumpus(Alex)"]),
        ("Since Alex must be one of these two, and in both cases Alex is a tumpus, we can "
         "conclude that Alex is a tumpus.", ["fact tumpus(Alex)"]),
    ],
)
def test_held_out_47_50_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 51-54 (stop 27)
        ("Since Alex is red or a wumpus and both cases give the same result, Alex is sour.",
         ["fact (red(Alex) | wumpus(Alex))", "fact sour(Alex)"]),
        ("Since Alex is red, a wumpus, or a tumpus, and each of these leads to Alex being sour, "
         "we conclude that Alex is sour.",
         ["fact (red(Alex) | wumpus(Alex) | tumpus(Alex))", "fact sour(Alex)"]),
        ("Because Alex must be one of these three, and each one leads to Alex being sour, Alex "
         "is sour.", ["fact sour(Alex)"]),
        ("Since at least one of the cases must be true, Alex is sour.", ["fact sour(Alex)"]),
        ("By the same rule Alex is a wumpus, and therefore a tumpus.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)"]),
        ('2) It also says "Every wumpus is a tumpus."',
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))"]),
        ("Since Alex is a wumpus, the rule applies directly, which means that Alex is a tumpus.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)"]),
        ("* **Let's assume:** Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        ("**Step 9:** Since Alex is red, Alex is a wumpus, and since Alex is a wumpus, Alex is "
         "a tumpus.", ["fact red(Alex)", "fact wumpus(Alex)", "fact tumpus(Alex)"]),
        ("Being a wumpus, Alex is a tumpus, and being a tumpus, Alex is sour.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)", "fact sour(Alex)"]),
        ("As a wumpus, Alex is a tumpus, and as a tumpus, Alex is sour.",
         ["fact wumpus(Alex)", "fact tumpus(Alex)", "fact sour(Alex)"]),
        ("Combining Part 1 and Part 2, Alex is red and a wumpus.",
         ["fact (red(Alex) & wumpus(Alex))"]),
        ("Every wumpus is a tumpus, so Alex is a tumpus here too.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))", "fact tumpus(Alex)"]),
        ("6. **Contradiction:** Step 5 contradicts step 2.", ["contradiction None"]),
        ("If we assume Alex is a wumpus, then Alex is a tumpus.",
         ["assumption wumpus(Alex)", "fact tumpus(Alex)"]),
        # neighbours: a comma after 'By the same rule' as before; a step said to
        # contradict what is no step stays unread
        ("Then, by the same rule, Alex would be a tumpus, contradicting that Alex is not a "
         "tumpus.", ["fact tumpus(Alex)", "contradiction ~tumpus(Alex)"]),
        ("Step 2 contradicts the premise.", ["unparseable None"]),
    ],
)
def test_held_out_51_54_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


def test_if_we_assume_opens_a_case() -> None:
    """'If we assume X, then Y' opens a case, as 'Assume X, then Y' does (set 51 #54: the
    case went on in the sentences after it); 'If X, then Y' is a conditional, closed after
    its sentence (the checker tells the two by the prefix)."""
    names = frozenset({"Alex"})
    (opened, _) = parse_sentence("If we assume Alex is a wumpus, then Alex is a tumpus.",
                                 names=names)
    (conditional, _) = parse_sentence("If Alex is a wumpus, then Alex is a tumpus.",
                                      names=names)
    assert opened.kind is conditional.kind is StepKind.ASSUMPTION
    assert (opened.prefix, conditional.prefix) == ("If we assume", "If")


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 55 and 56 (stop 27)
        ("* **Alex is a wumpus:** We're told Alex is red and a wumpus.",
         ["fact (red(Alex) & wumpus(Alex))", "fact wumpus(Alex)"]),
        ("**Alex is a wumpus:** Every tumpus is a wumpus.",
         ["rule ![X1]:((tumpus(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ("* **Wumpuses are red:** We are told wumpuses are red, which means Alex is red.",
         ["rule ![X1]:((wumpus(X1) => red(X1)))", "fact red(Alex)"]),
        ('3. **Apply the rule** "Everything that is red or a tumpus is a wumpus": Alex is a '
         "wumpus.", ["rule ![X1]:(((red(X1) | tumpus(X1)) => wumpus(X1)))",
                     "fact wumpus(Alex)"]),
        ("It suffices to show that Alex is a wumpus.", ["comment None"]),
        ("Together with step 2, Alex is red and a wumpus.",
         ["fact (red(Alex) & wumpus(Alex))"]),
        ("So no matter Alex is a wumpus, a tumpus or a rompus, Alex is red.",
         ["fact (wumpus(Alex) | tumpus(Alex) | rompus(Alex))", "fact red(Alex)"]),
        ("Since Alex is both red and a wumpus, it directly follows that Alex is a wumpus.",
         ["fact (red(Alex) & wumpus(Alex))", "fact wumpus(Alex)"]),
        ("So Alex is a wumpus, which contradicts Step 2.",
         ["fact wumpus(Alex)", "contradiction None"]),
        # neighbour: with no cases named, 'no matter' reads nothing
        ("No matter Alex is a wumpus, Alex is red.", ["unparseable None"]),
    ],
)
def test_held_out_55_56_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # a reason that only says the parts are there, dropped (sets 29, 51, 99, 165;
        # stop 32) …
        ("Since both parts are established, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("All three conditions are given, so Alex is a tumpus.", ["fact tumpus(Alex)"]),
        ("All three conjuncts are given directly, so by conjunction introduction, Alex is "
         "sour, red, and a wumpus.", ["fact (sour(Alex) & red(Alex) & wumpus(Alex))"]),
        # … but not a reason that says something ('red' is a property)
        ("All three parts are red, so Alex is a tumpus.", ["unparseable None"]),
        # a step's number is no entity (set 59 #10, 36 #68)
        ("Going back to step 4, each wumpus is sour, so Alex is sour.",
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        ("Returning to steps 2 and 3, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        # every ', which means' of a chain (set 124 #51)
        ("Alex is a wumpus, which means Alex is a tumpus (wumpuses are tumpuses), which "
         "means Alex is sour (tumpuses are sour).",
         ["fact wumpus(Alex)", "fact tumpus(Alex)", "rule ![X1]:((wumpus(X1) => tumpus(X1)))",
          "rule ![X1]:((tumpus(X1) => sour(X1)))", "fact sour(Alex)"]),
        # a generic 'a' after a claim (set 46 #6), not inside a subject's list
        ("Alex is a wumpus, and a wumpus is not sour, so Alex is not sour.",
         ["fact wumpus(Alex)", "rule ![X1]:((wumpus(X1) => ~sour(X1)))", "fact ~sour(Alex)"]),
        ("Anything red and a wumpus is a tumpus.",
         ["rule ![X1]:(((red(X1) & wumpus(X1)) => tumpus(X1)))"]),
        ("Everything that is a cat and a wumpus is a tumpus.",
         ["rule ![X1]:(((cat(X1) & wumpus(X1)) => tumpus(X1)))"]),
        # 'nothing' before an adjective (set 97 #55)
        ("Since nothing sour is a wumpus, Alex is not a wumpus.",
         ["rule ![X1]:((sour(X1) => ~wumpus(X1)))", "fact ~wumpus(Alex)"]),
        # 'and that means', 'it means that' as 'so' (sets 42, 46)
        ("So Alex is a cat or a wumpus, and that means Alex is sour.",
         ["fact (cat(Alex) | wumpus(Alex))", "fact sour(Alex)"]),
        ("Since Alex is both a cat and a wumpus, it means that Alex is a wumpus.",
         ["fact (cat(Alex) & wumpus(Alex))", "fact wumpus(Alex)"]),
        # where a claim comes from, cited mid-sentence or by an ordinal (sets 79, 153)
        ("By rule 1, Alex is a cat, and by rules 2–4, Alex is a wumpus.",
         ["fact cat(Alex)", "fact wumpus(Alex)"]),
        ("From the second fact about Alex, Alex is sour and a wumpus, so Alex is a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))", "fact wumpus(Alex)"]),
        ("Since Alex is a wumpus, the rule applies to Alex directly, so Alex is sour.",
         ["fact wumpus(Alex)", "fact sour(Alex)"]),
        # a rule whose antecedent the sentence before gave (set 117 #44)
        ("Everything in that disjunction is a tumpus, so Alex is a tumpus.",
         ["fact tumpus(Alex)"]),
        # an aside on the real world in brackets is no claim (set 156 #38) …
        ("Every cat is a wumpus (odd as that is in reality), so Alex is a wumpus.",
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ("So Alex is a wumpus (even though in the real world cats are not wumpuses).",
         ["fact wumpus(Alex)"]),
        # … but a bracket that makes a claim is judged as one
        ("So Alex is a wumpus (and cats are not wumpuses).",
         ["fact wumpus(Alex)", "rule ![X1]:((cat(X1) => ~wumpus(X1)))"]),
        # a case heading (set 52 #45)
        ("Case where Alex is a wumpus:", ["assumption wumpus(Alex)"]),
        ("Case in which Alex is a cat: cats are sour, so Alex is sour.",
         ["assumption cat(Alex)", "rule ![X1]:((cat(X1) => sour(X1)))", "fact sour(Alex)"]),
        # the rule that justifies a claim, named after it
        ("Hence ¬Sour(Alex), by modus tollens.", ["fact ~sour(Alex)"]),
        # leads that say what is put together or that a proof by cases is done (sets 4,
        # 40, 94, 101, 108, 118)
        ("From these deductions, Alex is sour.", ["fact sour(Alex)"]),
        ("Combined with the previous line, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Finally, combining both results, Alex is sour and a wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Hence, whichever case holds, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("So in every possible case Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("Either way, Alex ends up a wumpus.", ["fact wumpus(Alex)"]),
        ("Since all four possibilities result in Alex being a wumpus, we conclude that Alex "
         "is a wumpus.", ["fact wumpus(Alex)"]),
        ("Since Alex must be at least one of these four, and in every case Alex is a wumpus, "
         "we conclude that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("So all three are true, and therefore Alex is sour, red, and a wumpus.",
         ["fact (sour(Alex) & red(Alex) & wumpus(Alex))"]),
        ("Since Alex is sour and Alex is a wumpus, we can combine these two facts: Alex is "
         "sour and a wumpus.", ["fact sour(Alex)", "fact wumpus(Alex)",
                                "fact (sour(Alex) & wumpus(Alex))"]),
        ('Since both "Alex is sour" and "Alex is a wumpus" hold, we can conclude that Alex '
         "is sour and a wumpus.", ["fact sour(Alex)", "fact wumpus(Alex)",
                                   "fact (sour(Alex) & wumpus(Alex))"]),
        # a title that names what follows (set 62 #27)
        ("**1. What Alex is:** Alex is sour.", ["fact sour(Alex)"]),
        # a rule named by what the sentence before said (sets 74, 94, 114)
        ("Everything with that property is a tumpus, so Alex is a tumpus.",
         ["fact tumpus(Alex)"]),
        ("Anything meeting that condition is a cat, so Alex is a cat.", ["fact cat(Alex)"]),
        # held-out sets 171-174, read after they were measured
        ("Both are given, so Alex is a sour wumpus.", ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Keeping only the second conjunct, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("From 1–4: Alex is a red sour wumpus.", ["fact (red(Alex) & sour(Alex) & wumpus(Alex))"]),
        ("From steps 1–3, Alex is a sour wumpus.", ["fact (sour(Alex) & wumpus(Alex))"]),
        ("Combined with the previous step, Alex is a sour wumpus.",
         ["fact (sour(Alex) & wumpus(Alex))"]),
        ("From the conjunction in step 2, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ("Since Alex is a wumpus, the rule applies to him, so Alex is sour.",
         ["fact wumpus(Alex)", "fact sour(Alex)"]),
        ("Every case gives the same result, so since Alex is a cat or a wumpus, Alex is sour.",
         ["fact (cat(Alex) | wumpus(Alex))", "fact sour(Alex)"]),
        ("Together with the fact that Alex is a wumpus, this gives us that Alex is a sour "
         "wumpus.", ["fact wumpus(Alex)", "fact (sour(Alex) & wumpus(Alex))"]),
        # a rule about '<adjective> things' (sets 19, 24, 53, 105, 151, 171)
        ("Every sour thing is a wumpus, so Alex is a wumpus.",
         ["rule ![X1]:((sour(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ("Alex is red, and red things are wumpuses, so Alex is a wumpus.",
         ["fact red(Alex)", "rule ![X1]:((red(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ("All red and sour things are wumpuses.",
         ["rule ![X1]:(((red(X1) & sour(X1)) => wumpus(X1)))"]),
        ("Alex is a cat, and all such things are wumpuses.", ["unparseable None"]),
        # remarks that the goal is reached, after the claim (sets 67, 105)
        ("So Alex is not sour, and the statement holds.", ["fact ~sour(Alex)"]),
        ("So Alex is a wumpus, which is exactly what we wanted to prove.",
         ["fact wumpus(Alex)"]),
        # what the cases give, as a reason beside the disjunction (sets 141, 149)
        ("Since Alex is a cat or a dog, and each alternative yields that Alex is a wumpus, "
         "it follows that Alex is a wumpus.",
         ["fact (cat(Alex) | dog(Alex))", "fact wumpus(Alex)"]),
        ("Since Alex must fall into at least one of them, Alex is a wumpus.",
         ["fact wumpus(Alex)"]),
        # a count is no property: no rule about what is 'three' (found in stop 32)
        ("All three wumpuses are cats.", ["unparseable None"]),
        ("Alex is three.", ["unparseable None"]),
        # ('so since' after a claim keeps the claim: 'and since')
        ("Cats are wumpuses, so since Alex is a cat, Alex is a wumpus.",
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact cat(Alex)", "fact wumpus(Alex)"]),
    ],
)
def test_held_out_phrasings_of_stop_32(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # two premises restated after a lead that cites the context: two steps, not
        # their conjunction (sets 171, 5, 8, 12, 19, …)
        ("The context states that Alex is a wumpus and that Alex is sour.",
         ["fact wumpus(Alex)", "fact sour(Alex)"]),
        ("We are told both that Alex is a wumpus, and that every wumpus is sour, so Alex is "
         "sour.", ["fact wumpus(Alex)", "rule ![X1]:((wumpus(X1) => sour(X1)))",
                   "fact sour(Alex)"]),
        # neighbours: a conclusion ('We know', 'We have shown') keeps the conjunction
        ("We know that Alex is a wumpus and that Alex is sour.",
         ["fact (wumpus(Alex) & sour(Alex))"]),
        ("We have shown that Alex is a wumpus and that Alex is sour.",
         ["fact (wumpus(Alex) & sour(Alex))"]),
        # 'Since we've established that A and that B, Y' (set 176)
        ("Since we've established that Alex is a wumpus and that Alex is sour, we can "
         "combine these facts to conclude: Alex is a sour wumpus.",
         ["fact wumpus(Alex)", "fact sour(Alex)", "fact (sour(Alex) & wumpus(Alex))"]),
        # a contradiction stated between two claims or two cited steps (sets 173, 175,
        # 176, 177, 178)
        ('**Contradiction:** "Alex is sour" contradicts "Alex is not sour" (step 1).',
         ["fact sour(Alex)", "contradiction ~sour(Alex)"]),
        ("Step 3 says Alex is a wumpus, but Step 1 says Alex is not a wumpus.",
         ["fact wumpus(Alex)", "contradiction ~wumpus(Alex)"]),
        ('Step 2 gives "Alex is a cat," but Step 1 gives "Alex is not a cat."',
         ["fact cat(Alex)", "contradiction ~cat(Alex)"]),
        ("This contradicts step 2: Alex is not a wumpus.", ["contradiction ~wumpus(Alex)"]),
        ("This contradicts 2 (Alex is not a wumpus).", ["contradiction ~wumpus(Alex)"]),
        # neighbours: steps that say the same, and a step set against a rule, are no
        # contradiction read
        ("Step 3 says Alex is a wumpus, and Step 1 says Alex is sour.", ["unparseable None"]),
        ("Step 3 says Alex is a wumpus, but every wumpus is sour.", ["unparseable None"]),
        # '…, so from 3, Y': a step cited by its number (set 177)
        ("Everything that is sour is a wumpus, so from 3, Alex is a wumpus.",
         ["rule ![X1]:((sour(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        # an arrow in emphasis as a bullet of conclusions (set 177)
        ("**⇒** Alex is a wumpus.", ["fact wumpus(Alex)"]),
        # a lettered case after a dash (set 177), and a case whose rule follows a colon
        # (set 91)
        ("**Case D — Assume Alex is a wumpus.**", ["assumption wumpus(Alex)"]),
        ("Case E — Alex is a wumpus.", ["assumption wumpus(Alex)"]),
        ("Case 2 — Alex is sour: everything sour is a wumpus, so Alex is a wumpus;",
         ["assumption sour(Alex)", "rule ![X1]:((sour(X1) => wumpus(X1)))",
          "fact wumpus(Alex)"]),
        # where the cases lead, and that the entity is one of them: a remark (set 177)
        ("Since every one of the four possibilities leads to Alex being a wumpus, and Alex "
         "must be one of them, I can conclude that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        # neighbour: a second reason that makes a claim is not dropped
        ("Since every one of the four possibilities leads to Alex being a wumpus, and Alex "
         "must be a cat, I can conclude that Alex is a wumpus.", ["unparseable None"]),
        # the context quoted in the first person (set 177)
        ("The context tells me that Alex is a wumpus or a tumpus, so I'll use proof by "
         "cases.", ["fact (wumpus(Alex) | tumpus(Alex))"]),
        # what the cases give, then the disjunction they come from (set 176)
        ("So in both cases Alex is sour, and since Alex is a wumpus or a tumpus, Alex is "
         "sour.", ["fact (wumpus(Alex) | tumpus(Alex))", "fact sour(Alex)"]),
        # neighbour: a conclusion that is no case result keeps both reasons
        ("Since in both cases Alex is sour and Alex is a cat, Alex is a wumpus.",
         ["fact (sour(Alex) & cat(Alex))", "fact wumpus(Alex)"]),
        # found in the older sets: a contradiction said again (sets 85, 106), a rule quoted
        # after 'From' (set 83), 'Lets suppose' (set 5), a verdict on an unquoted claim
        # (sets 1, 15, 50, 60, 61, 71)
        ("Same contradiction, so Alex is not a wumpus.",
         ["contradiction None", "fact ~wumpus(Alex)"]),
        ("That's a contradiction again, so Alex is not a wumpus.",
         ["contradiction None", "fact ~wumpus(Alex)"]),
        ('From "Each wumpus is sour," since Alex is a wumpus, Alex is sour.',
         ["rule ![X1]:((wumpus(X1) => sour(X1)))", "fact wumpus(Alex)", "fact sour(Alex)"]),
        ("Lets suppose Alex is sour.", ["assumption sour(Alex)"]),
        ("Let us suppose that Alex is sour.", ["assumption sour(Alex)"]),
        ("So Alex is sour is true.", ["fact sour(Alex)"]),
        ("So Alex is not sour is false.", ["fact sour(Alex)"]),
        ("So the statement Alex is sour is false.", ["fact ~sour(Alex)"]),
        # neighbours: a verdict after a relative clause or on two clauses is no reading
        ("Alex is a cat, which is true.", ["unparseable None"]),
        ("So Alex is a cat and Alex is sour is true.", ["unparseable None"]),
        # held-out sets 179-182: premises listed after a citation of the context, 'From the
        # context, we know that …', a contradiction with 'the fact that X', 'in every one
        # of these cases', '**∎** X', 'steps 1 through 4', 'Together, these mean X', 'From
        # the statement above, X', a premise tag in bold, 'Since A and B: C', 'Case: X',
        # what the cases give and why one of them holds
        ("The context states that Alex is a cat, that Alex is sour, and that Alex is red.",
         ["fact cat(Alex)", "fact sour(Alex)", "fact red(Alex)"]),
        ("From the context, we know that Alex is sour and that Alex is red.",
         ["fact sour(Alex)", "fact red(Alex)"]),
        ("Alex is a wumpus contradicts the fact that Alex is not a wumpus.",
         ["fact wumpus(Alex)", "contradiction ~wumpus(Alex)"]),
        ("Since Alex is a cat or a dog, and Alex is sour in every one of these cases, we can "
         "conclude that Alex is sour.", ["fact (cat(Alex) | dog(Alex))", "fact sour(Alex)"]),
        ("**∎** Alex is a sour wumpus.", ["fact (sour(Alex) & wumpus(Alex))"]),
        ("From steps 1 through 4, Alex is sour.", ["fact sour(Alex)"]),
        ("Together, these mean Alex is a sour wumpus.", ["fact (sour(Alex) & wumpus(Alex))"]),
        ("2. From the statement above, **Alex is a wumpus.**", ["fact wumpus(Alex)"]),
        ("* **(F)** Alex is not a wumpus.", ["fact ~wumpus(Alex)"]),
        ("- Since Alex is a wumpus and Alex is sour: **Alex is a sour wumpus.**",
         ["fact wumpus(Alex)", "fact sour(Alex)", "fact (sour(Alex) & wumpus(Alex))"]),
        ("1. *Case: Alex is a wumpus.*", ["assumption wumpus(Alex)"]),
        ('Both cases give "Alex is sour", and one of them must hold because Alex is a cat or '
         "a dog.", ["fact (cat(Alex) | dog(Alex))"]),
        ('From "Alex is slow" we get, by ∨-introduction, that Alex is sour or slow.',
         ["fact slow(Alex)", "fact (sour(Alex) | slow(Alex))"]),
        # a contradiction said with another verb (sets 4, 37, 181)
        ("**Contradiction:** this conflicts with the given fact that Alex is not a wumpus.",
         ["contradiction ~wumpus(Alex)"]),
        ("That clashes with Alex not being a wumpus.", ["contradiction ~wumpus(Alex)"]),
        ("This is inconsistent with the fact that Alex is not sour, so Alex is not a cat.",
         ["contradiction ~sour(Alex)", "fact ~cat(Alex)"]),
        # neighbours: a source that is a claim stays the reason; a rule after 'Case:' is no
        # case
        ("From Alex being a cat, we get Alex is sour.", ["fact cat(Alex)", "fact sour(Alex)"]),
        ("Case: every cat is a wumpus.", ["rule ![X1]:((cat(X1) => wumpus(X1)))"]),
    ],
)
def test_held_out_phrasings_of_stop_33(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 183-186 and older sets' unread steps (stop 34)
        ("Short answer: False.", ["comment None"]),
        ("**Short answer:** True.", ["comment None"]),
        ("Final answer: True.", ["comment None"]),
        # a premise said with a participle after 'From' (sets 37, 69, 178)
        ("3. From Alex being a wumpus and sour, it follows that Alex is sour.",
         ["fact (wumpus(Alex) & sour(Alex))", "fact sour(Alex)"]),
        ("From Alex not being a cat, it follows that Alex is not a wumpus.",
         ["fact ~cat(Alex)", "fact ~wumpus(Alex)"]),
        ('From the conjunction "Alex is a cat and Alex is sour," we get that Alex is sour.',
         ["fact (cat(Alex) & sour(Alex))", "fact sour(Alex)"]),
        # ordinals past the fourth (set 184)
        ("Fifth, every cat is a wumpus, so Alex is a wumpus.",
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ("Sixth, Alex is sour.", ["fact sour(Alex)"]),
        # the disjunction, then what the writer will do with it (sets 137, 183)
        ("Since Alex is a cat, a dog, or a wumpus, consider each possibility.",
         ["fact (cat(Alex) | dog(Alex) | wumpus(Alex))"]),
        ("Since Alex is a cat or a dog, we examine each case separately.",
         ["fact (cat(Alex) | dog(Alex))"]),
        # a premise cited by its number (set 186)
        ("Premise 1 says that every cat is a wumpus.", ["rule ![X1]:((cat(X1) => wumpus(X1)))"]),
        ("P2 states: every cat is a wumpus.", ["rule ![X1]:((cat(X1) => wumpus(X1)))"]),
        # neighbour: two cited steps set against each other are a contradiction
        ("Step 3 says Alex is sour, but Step 1 says Alex is not sour.",
         ["fact sour(Alex)", "contradiction ~sour(Alex)"]),
        # what is contradicted after a cited step and a comma, or a label (sets 185, 186)
        ("This contradicts step 2, Alex is not a wumpus.", ["contradiction ~wumpus(Alex)"]),
        ("This contradicts F1 (Alex is not a wumpus).", ["contradiction ~wumpus(Alex)"]),
        ("⊥", ["contradiction None"]),
        ("⊥, so Alex is not a cat.", ["contradiction None", "fact ~cat(Alex)"]),
        ("But we just established that Alex is not sour — a direct contradiction.",
         ["fact ~sour(Alex)", "contradiction None"]),
        # the refuted assumption named by where it was made (set 183)
        ("Therefore, the assumption in step 3 is false, and Alex is not a cat.",
         ["fact ~cat(Alex)"]),
        ("The assumption in step 3 is false.", ["comment None"]),
        ("Let's start by assuming Alex is a cat.", ["assumption cat(Alex)"]),
        ("We begin by supposing that Alex is a cat.", ["assumption cat(Alex)"]),
        # a remark on the premise's form before what it gives (set 184)
        ("Since this is a conjunction, both parts are true, so in particular **Alex is "
         "sour**.", ["fact sour(Alex)"]),
        # neighbours: a reason about an 'it' that is no remark, and a goal after a plan
        ("Since it is a cat, Alex is sour.", ["unparseable None"]),
        ("Since Alex is a cat, we will show that Alex is a dog.", ["fact cat(Alex)"]),
        # held-out sets 187-190: a rule cited, then the step it licenses with its reason
        ('According to the statement "Every cat is a wumpus," since Alex is a cat, Alex is a '
         "wumpus.", ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact cat(Alex)",
                     "fact wumpus(Alex)"]),
        ('By the rule "Every cat is a wumpus," since Alex is a cat, Alex is a wumpus.',
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact cat(Alex)", "fact wumpus(Alex)"]),
        ("By P2 (every cat is a wumpus), since Alex is a cat, Alex is a wumpus.",
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact cat(Alex)", "fact wumpus(Alex)"]),
        ("From premise 2 (Alex is a cat and Alex is sour), we get: Alex is sour.",
         ["fact (cat(Alex) & sour(Alex))", "fact sour(Alex)"]),
        ('The rule we need is "Every cat is a wumpus."', ["rule ![X1]:((cat(X1) => wumpus(X1)))"]),
        ("The relevant rule is that every cat is a wumpus.",
         ["rule ![X1]:((cat(X1) => wumpus(X1)))"]),
        ("Everything that's sour is a wumpus.", ["rule ![X1]:((sour(X1) => wumpus(X1)))"]),
        ("That's a contradiction.", ["contradiction None"]),
        # contradictions: again with a quoted fact, a step set beside the one it
        # contradicts, a label of one letter, a lemma, 'at the same time'
        ('Every cat is a wumpus, so Alex is a wumpus — again a contradiction with "Alex is not '
         'a wumpus."', ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)",
                        "contradiction ~wumpus(Alex)"]),
        ("Every cat is a wumpus, so Alex would be a wumpus — but we just showed Alex is not a "
         "wumpus.", ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)",
                     "fact ~wumpus(Alex)"]),
        ("This contradicts F.", ["contradiction None"]),
        ("Alex is a wumpus — contradicting F.", ["fact wumpus(Alex)", "contradiction None"]),
        ("This contradicts the lemma (Alex is not a wumpus).", ["contradiction ~wumpus(Alex)"]),
        ("Alex can't be both sour and not sour at the same time, so this is a contradiction.",
         ["contradiction None"]),
        ("But wait, we already know that Alex is not sour!", ["fact ~sour(Alex)"]),
        ("Now, let's pretend that Alex is a cat.", ["assumption cat(Alex)"]),
        # where the cases lead, then the conclusion
        ('Each alternative of the premise yields "Alex is sour", so by disjunction '
         "elimination, Alex is sour.", ["fact sour(Alex)"]),
        ("Each case yields that, so Alex is sour.", ["fact sour(Alex)"]),
        ("Since Alex is a cat or a dog, and both paths lead to the same result, Alex is sour.",
         ["fact (cat(Alex) | dog(Alex))", "fact sour(Alex)"]),
        ("Since each of the two possibilities leads to Alex being sour, and statement 5 "
         "guarantees that at least one of them holds, we conclude that Alex is sour.",
         ["fact sour(Alex)"]),
        ("We'll use proof by cases, since the context tells us Alex is a cat or a dog.",
         ["fact (cat(Alex) | dog(Alex))"]),
        ("Let's check each case, because it is not known.", ["comment None"]),
        ("Since Alex is a cat or a dog, and both cases give that Alex is sour, we conclude:",
         ["fact (cat(Alex) | dog(Alex))"]),
        ("Proof by cases on “Alex is a cat or a dog”:", ["fact (cat(Alex) | dog(Alex))"]),
        ("Since we have two cases, we conclude:", ["comment None"]),
        ("- Applying (2), every cat is a wumpus, so Alex is a wumpus.",
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        # claims quoted after the verb that infers them, a rule named between commas
        ('So, because Alex is a cat, we can say "Alex is a cat or sour."',
         ["fact cat(Alex)", "fact (cat(Alex) | sour(Alex))"]),
        ('From "Alex is sour", by ∨-introduction, we may infer "Alex is sour or a cat".',
         ["fact sour(Alex)", "fact (sour(Alex) | cat(Alex))"]),
        ('From "Alex is sour" we get, by ∨-introduction, that Alex is sour or a cat.',
         ["fact sour(Alex)", "fact (sour(Alex) | cat(Alex))"]),
        # steps cited beside what they give
        ("From the previous step and 3, Alex is sour.", ["fact sour(Alex)"]),
        ("3. Alex is red and sour, and by step 2 a wumpus.",
         ["fact (red(Alex) & sour(Alex) & wumpus(Alex))"]),
        ("Since this statement includes that Alex is sour, it follows that Alex is sour.",
         ["fact sour(Alex)", "fact sour(Alex)"]),
        # held-out sets 191-194: a rule applied, named in a heading; an assumption after a
        # part's heading and 'Now'; a contradiction with what a cited statement says
        ('3. **Apply "Every cat is a wumpus":** Alex is a wumpus.',
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ('### Step 2: Apply "Cats are wumpuses"', ["rule ![X1]:((cat(X1) => wumpus(X1)))"]),
        ("Apply this rule.", ["comment None"]),
        ('6. **From cat to not sour**: The context states that "Cats are not sour."',
         ["rule ![X1]:((cat(X1) => ~sour(X1)))"]),
        ("Part 2: Now let us assume that Alex is a cat.", ["assumption cat(Alex)"]),
        ("Part 1: Alex is not a cat.", ["comment None"]),
        ("This contradicts what we established above, that Alex is not a wumpus.",
         ["contradiction ~wumpus(Alex)"]),
        ("This contradicts statement 1, that Alex is not a wumpus.",
         ["contradiction ~wumpus(Alex)"]),
        # (a reason that makes a claim is no remark to drop: it was left unread since stop
        # 24, and is now read as what it says)
        ("Since this sentence states that Alex is a dog, Alex is a wumpus.",
         ["fact dog(Alex)", "fact wumpus(Alex)"]),
    ],
)
def test_held_out_phrasings_of_stop_34(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 195-198 (stop 35): a whole step that ends in a colon, its formula
        # shown below; a list that a colon ends is the claim, not a claim and a remark
        ("2. Cats are wumpuses, so Alex is a wumpus:",
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ("Alex is a cat, a dog, or a wumpus:", ["fact (cat(Alex) | dog(Alex) | wumpus(Alex))"]),
        ("Alex is red, sour, and a cat:", ["fact (red(Alex) & sour(Alex) & cat(Alex))"]),
        # neighbours: a heading that names a claim stays a lead-in; a remark after a comma
        # is still dropped
        ("**Alex is a wumpus**:", ["comment None"]),
        ("Alex is a cat or a dog, and each option makes Alex a wumpus:",
         ["fact (cat(Alex) | dog(Alex))"]),
        ("So Alex is a cat, as follows:", ["fact cat(Alex)"]),
        # a quoted rule that gives, yields or applies
        ('3. The rule "Red sour cats are wumpuses" then gives: Alex is a wumpus.',
         ["rule ![X1]:(((red(X1) & sour(X1) & cat(X1)) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ('The rule "Cats are wumpuses" yields: Alex is a wumpus.',
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ('"Cats are wumpuses" then gives: Alex is a wumpus.',
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ('Then "Cats are not sour" applies: since Alex is a cat, Alex is not sour.',
         ["rule ![X1]:((cat(X1) => ~sour(X1)))", "fact cat(Alex)", "fact ~sour(Alex)"]),
        ('Now the rule "Cats are wumpuses" applies: Alex is a wumpus.',
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ('"Cats are wumpuses" applies here, so Alex is a wumpus.',
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        # (neighbour: the commas of a quoted rule are its own)
        ('The rule "Everything that is red, sour, or a cat is a wumpus" applies, so Alex is '
         "a wumpus.",
         ["rule ![X1]:(((red(X1) | sour(X1) | cat(X1)) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ('The relevant rule here is "Every cat is a wumpus," so Alex is a wumpus.',
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ('The relevant rule is "Every cat is a wumpus", and the relevant fact is "Alex is a '
         'cat".', ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact cat(Alex)"]),
        ("Applied to Alex, this gives: Alex is red, sour, and a wumpus.",
         ["fact (red(Alex) & sour(Alex) & wumpus(Alex))"]),
        ("Applied to Alex, this rule gives us that Alex is a wumpus.", ["fact wumpus(Alex)"]),
        # a contradiction with a step cited by its number, then what that step says
        ("- This contradicts (3), Alex is not a wumpus.", ["contradiction ~wumpus(Alex)"]),
        ("This contradicts (3): Alex is not a wumpus.", ["contradiction ~wumpus(Alex)"]),
        # reasons quoted or introduced, conclusions after a colon
        ('- From "Alex is red, sour, and a cat" we get: Alex is a cat.',
         ["fact (red(Alex) & sour(Alex) & cat(Alex))", "fact cat(Alex)"]),
        ('* From "Alex is not sour and Alex is a cat," we know that Alex is not sour.',
         ["fact (~sour(Alex) & cat(Alex))", "fact ~sour(Alex)"]),
        ("Since Alex is a cat and Alex is red, we have proven: **Alex is a cat and Alex is "
         "red.**", ["fact cat(Alex)", "fact red(Alex)", "fact (cat(Alex) & red(Alex))"]),
        ("Since Alex is a cat, Alex is red, and Alex is sour, we can put these together: "
         "**Alex is a red sour cat**.",
         ["fact cat(Alex)", "fact red(Alex)", "fact sour(Alex)",
          "fact (red(Alex) & sour(Alex) & cat(Alex))"]),
        ("Alex is a cat and Alex is red, so we put them together: Alex is a red cat.",
         ["fact cat(Alex)", "fact red(Alex)", "fact (red(Alex) & cat(Alex))"]),
        ("Starting from the given fact that Alex is a cat, the context tells us that cats "
         "are wumpuses, so Alex is a wumpus.",
         ["fact cat(Alex)", "rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ("Starting from the fact that Alex is a cat.", ["fact cat(Alex)"]),
        # verdicts on the question's statement after its reason; a claim in bold quoted
        ("Since we've established that Alex is sour, this statement is false.",
         ["fact sour(Alex)"]),
        ('Alex is sour, so the statement "Alex is not sour" is refuted.',
         ["fact sour(Alex)", "fact sour(Alex)"]),
        ("Since Alex is a cat, the statement **Alex is red or a cat** is true.",
         ["fact cat(Alex)", "fact (red(Alex) | cat(Alex))"]),
        ('Since Alex is a cat, **Alex is red, sour, or a cat** (only one part of an "or" '
         "needs to hold).", ["fact cat(Alex)", "fact (red(Alex) | sour(Alex) | cat(Alex))"]),
        # a goal announced after a lead-in; the cases' agreement before their disjunction
        ("To prove the statement, we need to show three things: Alex is not a cat, Alex is "
         "not a dog, and Alex is not red.", ["comment None"]),
        ("Since Alex is a wumpus in every case, and Alex is a cat or a dog, we conclude that "
         "Alex is a wumpus.", ["fact (cat(Alex) | dog(Alex))", "fact wumpus(Alex)"]),
        # held-out sets 199-202: a rule named with what it is applied to; a quoted fact
        # after an ordering word; a rule that 'means that, since X, Y'; a label's note
        ('1. By conjunction elimination on "Alex is red and Alex is not sour", we get Alex '
         "is not sour.", ["fact (red(Alex) & ~sour(Alex))", "fact ~sour(Alex)"]),
        ('By modus ponens applied to "Alex is a cat" and "Cats are wumpuses", Alex is a '
         "wumpus.", ["fact cat(Alex)", "rule ![X1]:((cat(X1) => wumpus(X1)))",
                     "fact wumpus(Alex)"]),
        ("By modus ponens, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        ('First, from the given fact "Alex is red and Alex is not sour," we can extract that '
         "Alex is not sour.", ["fact (red(Alex) & ~sour(Alex))", "fact ~sour(Alex)"]),
        ('Next, the statement "Every cat is a wumpus" means that, since Alex is a cat, Alex '
         "is a wumpus.",
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact cat(Alex)", "fact wumpus(Alex)"]),
        ("12. **Conclusion (discharging 8):** Alex is not a wumpus.", ["fact ~wumpus(Alex)"]),
        ("Alex is red (see step 8): Alex is a cat.", ["unparseable None"]),  # (a claim's)
        ("Together, **Alex is red and a cat**.", ["fact (red(Alex) & cat(Alex))"]),
        ("Since Alex is red, and Alex is a cat, it follows by combining these facts that Alex "
         "is a red cat.", ["fact red(Alex)", "fact cat(Alex)", "fact (red(Alex) & cat(Alex))"]),
        # which operand makes a disjunction true, a remark; the disjunction, the claim
        ('2. Since Alex is a cat, the first option of "Alex is a cat, red, or sour" holds, '
         "so the whole disjunction holds.",
         ["fact cat(Alex)", "fact (cat(Alex) | red(Alex) | sour(Alex))"]),
        ("Since Alex is a cat, the third disjunct is true, so Alex is red or sour or a cat.",
         ["fact cat(Alex)", "fact (red(Alex) | sour(Alex) | cat(Alex))"]),
        ('**Step 2:** Since Alex is a cat, the disjunction "Alex is a cat, red, or sour" is '
         "satisfied.", ["fact cat(Alex)", "fact (cat(Alex) | red(Alex) | sour(Alex))"]),
    ],
)
def test_held_out_phrasings_of_stop_35(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 203-206 (stop 36), each with neighbours that must stay as they are
        # a step cited by its number in brackets before a colon
        ("- From (3): Cats are wumpuses, so **Alex is a wumpus**.",
         ["rule ![X1]:((cat(X1) => wumpus(X1)))", "fact wumpus(Alex)"]),
        ("By (3): Alex is a wumpus.", ["fact wumpus(Alex)"]),
        # how a lead-in says it
        ("We are told outright that Alex is a cat.", ["fact cat(Alex)"]),
        ("We are explicitly told that Alex is a cat.", ["fact cat(Alex)"]),
        ("Since Alex is a cat or a dog, we can conclude with certainty that **Alex is a "
         "wumpus**.", ["fact (cat(Alex) | dog(Alex))", "fact wumpus(Alex)"]),
        ("Alex is certainly not necessarily a cat.", ["unparseable None"]),
        # which operand makes a disjunction true, unnamed
        ("Since Alex is a cat, it is true that Alex is red, a cat, or sour (at least one of "
         "the three holds, namely the second one).",
         ["fact cat(Alex)", "fact (red(Alex) | cat(Alex) | sour(Alex))"]),
        ("Alex is red or a cat (at least one of the three is a dog).", ["unparseable None"]),
        # steps that contradict each other, by number
        ("5. 4 contradicts 2.", ["contradiction None"]),
        # the cases' agreement beside the disjunction they split
        ("**Conclusion:** All four cases give the same result, and since Alex is a cat or a "
         "dog, Alex is a wumpus.", ["fact (cat(Alex) | dog(Alex))", "fact wumpus(Alex)"]),
        ("Since every case yields the same conclusion and Alex is a cat or a dog, we "
         "conclude:", ["fact (cat(Alex) | dog(Alex))"]),
        ("Since all cases lead to the same result, Alex is a wumpus.", ["fact wumpus(Alex)"]),
        # a rule and a fact that the writer says it uses; a rule whose result follows below
        ("We use the rule “Everything that is a cat or a dog is a wumpus” together with the "
         "fact that Alex is not a wumpus.",
         ["rule ![X1]:(((cat(X1) | dog(X1)) => wumpus(X1)))", "fact ~wumpus(Alex)"]),
        ('The rule *"Everything that is a cat or red is a wumpus or a dog"* then gives:',
         ["rule ![X1]:(((cat(X1) | red(X1)) => (wumpus(X1) | dog(X1))))"]),
        ('The rule "cats" gives:', ["comment None"]),
    ],
)
def test_held_out_phrasings_of_stop_36(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 207-210 (stop 36), with neighbours
        # contradictions cited by label, by step, or after 'again'
        ("5.  Step (4) contradicts (P3), which says Alex is not a cat.",
         ["contradiction ~cat(Alex)"]),
        ("This contradicts P3, which says Alex is not a cat.", ["contradiction ~cat(Alex)"]),
        ("Again a contradiction with Alex is not a cat.", ["contradiction ~cat(Alex)"]),
        ("Again Alex is a cat.", ["fact cat(Alex)"]),
        ("By P1, Alex is a cat, which contradicts P2.",
         ["fact cat(Alex)", "contradiction None"]),
        ("Alex is a cat, which contradicts the fact that Alex is not a cat.",
         ["fact cat(Alex)", "contradiction ~cat(Alex)"]),
        ("Then Alex is a dog, hence a cat — contradicting \"Alex is not a cat\".",
         ["fact dog(Alex)", "fact cat(Alex)", "contradiction ~cat(Alex)"]),
        # a plan with a lead-in; facts combined after a colon
        ("To do this, we need two facts: Alex is a cat, and Alex is red.", ["comment None"]),
        ("Since Alex is a cat, and Alex is red, we can combine these facts into one "
         "statement: **Alex is a red cat.**",
         ["fact cat(Alex)", "fact red(Alex)", "fact (red(Alex) & cat(Alex))"]),
        ("Since Alex is a cat and Alex is red, we can conjoin these facts: Alex is a red cat.",
         ["fact cat(Alex)", "fact red(Alex)", "fact (red(Alex) & cat(Alex))"]),
        ("Therefore, the statement is proven: Alex is a cat or red.",
         ["fact (cat(Alex) | red(Alex))"]),
        ("The statement is proven.", ["comment None"]),
        # a premise quoted before the colon that gives its consequence below
        ('From the premise "Alex is not a dog and Alex is a cat," we get:',
         ["fact (~dog(Alex) & cat(Alex))"]),
        ('From the premise "cats" we get:', ["comment None"]),
        # a conclusion that ends in a colon, its formula below
        ("Hence the assumption is false, and Alex is not a dog:", ["fact ~dog(Alex)"]),
        ("**Alex is a dog**:", ["comment None"]),
        # the cases' agreement as 'each of these makes'
        ("Since Alex is a cat, a dog, or a wumpus, and each of these makes Alex red, Alex is "
         "red.", ["fact (cat(Alex) | dog(Alex) | wumpus(Alex))", "fact red(Alex)"]),
        # a rule the context also gives; a rule with an irregular plural, applied
        ('The context tells us directly that **Alex is a cat**, and it also gives the rule '
         '**"Every cat is red."**', ["fact cat(Alex)", "rule ![X1]:((cat(X1) => red(X1)))"]),
        ('### Step 2: Apply "Sheep are dogs"', ["rule ![X1]:((sheep(X1) => dog(X1)))"]),
        # headings that name what the lines below show
        ("## Step 1: Extract that Alex is a cat", ["comment None"]),
        ("### Part B: Prove Alex is not a dog", ["comment None"]),
        ("### Step 2: Alex is a cat", ["fact cat(Alex)"]),
    ],
)
def test_held_out_phrasings_of_stop_36_sets_207_210(sentence: str,
                                                     expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 211-214 and their neighbours (stop 37)
        # a line's title, then its grounds: the grounds, then the title
        ("2. **Alex is a dog:** Every red cat is a dog, and Alex is a red cat (from 1).",
         ["rule ![X1]:(((red(X1) & cat(X1)) => dog(X1)))", "fact (red(Alex) & cat(Alex))",
          "fact dog(Alex)"]),
        ("1. **Alex is a red cat:** Alex is a cat, and Alex is red (all given).",
         ["fact cat(Alex)", "fact red(Alex)", "fact (red(Alex) & cat(Alex))"]),
        # neighbours: a title the line goes on from ('so'), a title its line says nothing
        # of, a title that is two claims
        ("**Alex is a cat:** every cat is red, so Alex is red.",
         ["fact cat(Alex)", "rule ![X1]:((cat(X1) => red(X1)))", "fact red(Alex)"]),
        ("**Alex is a dog:** Alex is a cat, and Alex is red.",
         ["fact (dog(Alex) & cat(Alex) & red(Alex))"]),
        # two steps cited with what they say, opposed: the first, then the contradiction
        ("Step 3 concludes that Alex is a cat, but Step 1 established that Alex is not a "
         "cat.", ["fact cat(Alex)", "contradiction ~cat(Alex)"]),
        ("5. **Contradiction:** (4) says Alex is a cat, while (2) says Alex is not a cat.",
         ["fact cat(Alex)", "contradiction ~cat(Alex)"]),
        ("Step 2 says Alex is a cat and step 3 says Alex is red.", ["unparseable None"]),
        ("These cannot both be true.", ["contradiction None"]),
        ("These two statements contradict each other.", ["contradiction None"]),
        ("Alex and the cat contradict each other.", ["unparseable None"]),
        # a lead that cites steps 'with' steps; leads that say a claim again
        ("Combining step 6 with steps 7, 8 and 9, **Alex is a red cat**.",
         ["fact (red(Alex) & cat(Alex))"]),
        ("In other words, Alex is not a cat.", ["fact ~cat(Alex)"]),
        ("That is, Alex is not a cat and Alex is not a dog.",
         ["fact (~cat(Alex) & ~dog(Alex))"]),
        ("That is a contradiction.", ["contradiction None"]),
        ("Therefore, I have proven that Alex is a cat.", ["fact cat(Alex)"]),
        # a chain of classes with 'not' as a line's title; a rule that applies 'which
        # gives:'; a law of logic, then 'so'
        ("5. **Cat → Not red:** Cats are not red, so Alex is not red.",
         ["rule ![X1]:((cat(X1) => ~red(X1)))", "fact ~red(Alex)"]),
        ("At least one of these is not red: Alex is a cat or a dog.", ["unparseable None"]),
        ('The rule "Every cat is red" then applies to Alex, which gives: Alex is red.',
         ["rule ![X1]:((cat(X1) => red(X1)))", "fact red(Alex)"]),
        ("A disjunction is true as soon as one of its parts is true, so Alex is a cat or "
         "red.", ["fact (cat(Alex) | red(Alex))"]),
        ("A cat is red, so Alex is red.", ["rule ![X1]:((cat(X1) => red(X1)))",
                                           "fact red(Alex)"]),
        ("A disjunction of Alex is true, so Alex is a cat.", ["unparseable None"]),
        # held-out sets 215-218: a numbered assumption as a heading; a contradiction with
        # what a part established; a rule applied without 'the'; a title that says what
        # the step does; clauses combined, quoted or as 'the facts that'
        ("**Assumption 1: Alex is a cat.**", ["assumption cat(Alex)"]),
        ("**Assumption: Alex is a cat.**", ["assumption cat(Alex)"]),
        ("This contradicts what we established in Part 1, namely that Alex is not a cat.",
         ["contradiction ~cat(Alex)"]),
        ('3. **Apply rule** "Every cat is red": Alex is red.',
         ["rule ![X1]:((cat(X1) => red(X1)))", "fact red(Alex)"]),
        ("2. **Form the disjunction needed for Rule 1:** Because Alex is a cat, it is true "
         "that Alex is a cat or red.", ["fact cat(Alex)", "fact (cat(Alex) | red(Alex))"]),
        ("5. **Combine**: Alex is a red cat.", ["fact (red(Alex) & cat(Alex))"]),
        ("Applying this to Alex: Alex is red.", ["fact red(Alex)"]),
        ("Identify Alex: Alex is a cat.", ["unparseable None"]),
        ('Combining "Alex is a cat", "Alex is red" and "Alex is sour", Alex is a red sour '
         "cat.", ["fact cat(Alex)", "fact red(Alex)", "fact sour(Alex)",
                  "fact (red(Alex) & sour(Alex) & cat(Alex))"]),
        ("Combining the facts that Alex is red and Alex is a cat, **Alex is a red cat.**",
         ["fact red(Alex)", "fact cat(Alex)", "fact (red(Alex) & cat(Alex))"]),
        ("Combining these, Alex is a red cat.", ["fact (red(Alex) & cat(Alex))"]),
        ("Alex is a cat, that is, Alex is a feline.", ["fact cat(Alex)", "fact feline(Alex)"]),
        # held-out sets 219-222: a title naming the entity a rule is applied to, or the
        # steps combined; a rule the context 'also states'; the cases' agreement after
        # a marker; a disjunct quoted as 'one of the disjuncts'
        ("Applied to Alex: Alex is red.", ["fact red(Alex)"]),
        ("**Combine 3 and 5:** Alex is red and Alex is a cat.",
         ["fact (red(Alex) & cat(Alex))"]),
        ("2. It also states the rule that **Cats are not red**.",
         ["rule ![X1]:((cat(X1) => ~red(X1)))"]),
        ("In conclusion, since Alex is a cat or a dog, and Alex is red in each of these "
         "cases, Alex is red.", ["fact (cat(Alex) | dog(Alex))", "fact red(Alex)"]),
        ('Since "Alex is a cat" is one of the disjuncts, the disjunction follows: **Alex '
         'is a cat or red.**', ["fact cat(Alex)", "fact (cat(Alex) | red(Alex))"]),
    ],
)
def test_held_out_phrasings_of_stop_37(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [   # held-out sets 223-246 (stop 38), each with neighbours that must stay as they were.
        # A premise cited by a label in math ('by $L$', '$P_3$') or by number, without a
        # comma after it
        ("Then Alex is a cat or a dog, so by $L$ Alex is red.",
         ["fact (cat(Alex) | dog(Alex))", "fact red(Alex)"]),
        ("So by rule 2 Alex is red.", ["fact red(Alex)"]),
        ("By the rule Alex is red.", ["fact red(Alex)"]),
        ("This contradicts $P_3$.", ["contradiction None"]),
        ("From Claims 1 and 2, Alex is a cat.", ["fact cat(Alex)"]),
        ("From the claim, Alex is a cat.", ["unparseable None"]),
        ("From (1)–(4), by conjunction introduction, Alex is a red cat.",
         ["fact (red(Alex) & cat(Alex))"]),
        ("Combining (a)–(d), Alex is a red cat.", ["fact (red(Alex) & cat(Alex))"]),
        # a premise named for later citation is restated; a letter for a statement is not
        ('Let $L$ denote the rule "every cat is red," and recall that Alex is a cat.',
         ["rule ![X1]:((cat(X1) => red(X1)))", "fact cat(Alex)"]),
        ('Let $W$ denote the statement "Alex is a cat".', ["comment None"]),
        ("Let $A$ denote Alex.", ["comment None"]),
        ("| P1 | Every cat is red. |", ["rule ![X1]:((cat(X1) => red(X1)))"]),
        ("| Cats | Alex is a cat. |", ["unparseable None"]),
        ("1. **Fact** – Alex is a cat.", ["fact cat(Alex)"]),
        ("2. **Rule** — Every cat is red.", ["rule ![X1]:((cat(X1) => red(X1)))"]),
        ("**Answer: True** — it is true that Alex is red.", ["comment None"]),
        ("So — Alex is red.", ["unparseable None"]),
        # contradictions without an article, or with 'that's'
        ('Alex is red — contradiction with "Alex is not red".',
         ["fact red(Alex)", "contradiction ~red(Alex)"]),
        ("Alex is red — a contradiction.", ["fact red(Alex)", "contradiction None"]),
        ("But Alex is a cat, so that's a contradiction.", ["fact cat(Alex)", "contradiction None"]),
        # the disjunction the cases split, cited
        ("Let's reason by cases on the fact that Alex is a cat or a dog.",
         ["fact (cat(Alex) | dog(Alex))"]),
        ('We need to consider each of the possibilities in the statement "Alex is a cat or a '
         'dog."', ["fact (cat(Alex) | dog(Alex))"]),
        # quoted or listed facts combined: each restated, then what they give
        ('From "Alex is a cat", "Alex is red" and "Alex is sour": Alex is a red sour cat.',
         ["fact cat(Alex)", "fact red(Alex)", "fact sour(Alex)",
          "fact (red(Alex) & sour(Alex) & cat(Alex))"]),
        ('From "Alex is a cat and Alex is red," we get: Alex is red.',
         ["fact cat(Alex)", "fact red(Alex)", "fact red(Alex)"]),
        ("Combining the facts that Alex is a cat, red, and sour, we conclude that Alex is a "
         "red sour cat.", ["fact cat(Alex)", "fact red(Alex)", "fact sour(Alex)",
                           "fact (red(Alex) & sour(Alex) & cat(Alex))"]),
        ('From the premise "Alex is a cat and Alex is red", conjunction elimination gives: '
         "Alex is red.", ["fact cat(Alex)", "fact red(Alex)", "fact red(Alex)"]),
        ("Since Alex is a cat (from step 1) and Alex is red (from step 2), we can combine "
         "these two properties to conclude that Alex is a red cat.",
         ["fact cat(Alex)", "fact red(Alex)", "fact (red(Alex) & cat(Alex))"]),
        ("Since Alex is a cat (Step 1) and Alex is red (Step 2), by combining the two facts "
         "we get that Alex is a red cat.",
         ["fact cat(Alex)", "fact red(Alex)", "fact (red(Alex) & cat(Alex))"]),
        # what 'it' (the context) also tells, restated; not what it tells of itself
        ("It also tells us that Alex is red, and that Alex is a cat.",
         ["fact red(Alex)", "fact cat(Alex)"]),
        ("It tells us that Alex is red and Alex is a cat.", ["fact (red(Alex) & cat(Alex))"]),
        # where it was found; the opposite assumed
        ("But in Step 1 we found that Alex is not red.", ["fact ~red(Alex)"]),
        ("Let's assume the opposite of what we want to prove, namely that Alex is red.",
         ["assumption red(Alex)"]),
        ("Let's assume the opposite of what we want to prove: Alex is red.",
         ["assumption red(Alex)"]),
        # held-out sets 231-238: a law of logic, then what it lets one conclude; a rule's
        # derivation in notation as a remark; premises and facts labelled by one letter;
        # what the context 'provides'; facts listed with a remark that they are given;
        # a conflict between steps; the cases' agreement as a remark
        ('A disjunction is true as soon as one of its disjuncts is true, so from "Alex is a '
         'cat" we may conclude "Alex is a cat or red."',
         ['fact cat(Alex)', 'fact (cat(Alex) | red(Alex))']),
        ('A disjunction is true as soon as one of its parts is true, so Alex is a cat or red.',
         ['fact (cat(Alex) | red(Alex))']),
        ('From "Alex is a cat" we may conclude "Alex is a cat or red".',
         ['fact cat(Alex)', 'fact (cat(Alex) | red(Alex))']),
        ("Since Alex is a cat, Alex is a cat or red (∨-introduction: cat(Alex) ⊢ cat(Alex) "
         "∨ red(Alex)).",
         ['fact cat(Alex)', 'fact (cat(Alex) | red(Alex))']),
        ('Since Alex is a cat, Alex is a cat or red (Alex is a dog: cat(Alex) ⊢ dog(Alex)).',
         ['unparseable None']),
        ('From (P3), "Alex is a cat and Alex is red," we get **Alex is red**.',
         ['fact cat(Alex)', 'fact red(Alex)', 'fact red(Alex)']),
        ('From (3), Alex is red.', ['fact red(Alex)']),
        ('**Step 5 (Contradiction):** Step 4 conflicts with Step 1 (Alex is not red).',
         ['contradiction None']),
        ('Step 4 conflicts with what we know.', ['unparseable None']),
        ('The context then tells us that every cat is red.', ['rule ![X1]:((cat(X1) => red(X1)))']),
        ('The context also provides the rule "Every cat is red."',
         ['rule ![X1]:((cat(X1) => red(X1)))']),
        ('It also gives the rule **each cat is red**.', ['rule ![X1]:((cat(X1) => red(X1)))']),
        ('The rule "Every cat is red" now applies, so Alex is red.',
         ['rule ![X1]:((cat(X1) => red(X1)))', 'fact red(Alex)']),
        ('Key facts: (R) Every cat is red.', ['rule ![X1]:((cat(X1) => red(X1)))']),
        ("Then Alex is a cat, so by (A) Alex is red, and by (B) Alex is sour — contradicting "
         "(C).",
         ['fact cat(Alex)', 'fact red(Alex)', 'fact sour(Alex)', 'contradiction None']),
        ('Contradiction with F.', ['contradiction None']),
        ('Contradiction with Alex.', ['unparseable None']),
        ('Contradiction with a.', ['unparseable None']),  # (a label is a capital)
        ('Given the context, Alex is red.', ['fact red(Alex)']),
        ('- If Alex is a cat (assume): every cat is red, so Alex is red.',
         ['assumption cat(Alex)', 'rule ![X1]:((cat(X1) => red(X1)))', 'fact red(Alex)']),
        ('If Alex is a cat (given), Alex is red.', ['assumption cat(Alex)', 'fact red(Alex)']),
        ('Either way the result is the same, so since Alex is a cat or a dog, Alex is red.',
         ['fact (cat(Alex) | dog(Alex))', 'fact red(Alex)']),
        ('The result is the same.', ['unparseable None']),
        ('**Step 1:** Alex is a cat and Alex is red, both given in the context.',
         ['fact cat(Alex)', 'fact red(Alex)']),
        ('1. **Facts about Alex:** Alex is a cat, and Alex is red.',
         ['fact cat(Alex)', 'fact red(Alex)']),
        ('The context says Alex is a cat, Alex is red, and Alex is sour.',
         ['fact cat(Alex)', 'fact red(Alex)', 'fact sour(Alex)']),
        ('Alex is a cat and red, both given.', ['fact (cat(Alex) & red(Alex))']),
        ('4. **Alex is red.** (From 3 and the rule "Cats are red")',
         ['rule ![X1]:((cat(X1) => red(X1)))', 'fact red(Alex)']),
        ('- This **contradicts** Part I (Alex is not red).', ['contradiction ~red(Alex)']),
        # sets 239-246: adjectives listed before a noun; a premise cited by its place
        # ('Statement 1', 'The first statement'); the rules and facts a plan names; a
        # law of logic as a reason; which case holds left open; a table's rows cited
        ('Alex is a large, dull, and moderate cat.',
         ['fact (large(Alex) & dull(Alex) & moderate(Alex) & cat(Alex))']),
        ('Alex is a cat, large, or dull.', ['fact (cat(Alex) | large(Alex) | dull(Alex))']),
        ('It also states the rule "Cats are not red."', ['rule ![X1]:((cat(X1) => ~red(X1)))']),
        ('Statement 1 tells us that every cat is red.', ['rule ![X1]:((cat(X1) => red(X1)))']),
        ('The first statement says that every cat is red.', ['rule ![X1]:((cat(X1) => red(X1)))']),
        ('The statement says that Alex is a cat.', ['unparseable None']),
        ('**Therefore**, no matter which of the four Alex is, Alex is red.', ['fact red(Alex)']),
        ('Since a conjunction is true only if both of its parts are true, we '
         'can conclude that Alex is a cat.',
         ['fact cat(Alex)']),
        ('Since Alex is a cat, we can conclude that Alex is red.',
         ['fact cat(Alex)', 'fact red(Alex)']),
        ('Once again, this contradicts the fact that Alex is not red.',
         ['contradiction ~red(Alex)']),
        ('| 2 | Alex is red. | 1 + “Cats are red.” |',
         ['rule ![X1]:((cat(X1) => red(X1)))', 'fact red(Alex)']),
        ('| 2 | Alex is red. | 1 |', ['fact red(Alex)']),
        ('The key facts are the rule "Every cat is red" and the fact "Alex is a cat."',
         ['rule ![X1]:((cat(X1) => red(X1)))', 'fact cat(Alex)']),
        ('This is a conjunction of two facts about Alex: Alex is a cat, and Alex is red.',
         ['fact (cat(Alex) & red(Alex))']),
        ('Starting from the given fact that Alex is a cat:', ['fact cat(Alex)']),
        ('We want to prove: Alex is red:', ['comment None']),
        ('We will prove each part by contradiction, using the facts that Alex '
         'is not red and that every cat is red.',
         ['fact ~red(Alex)', 'rule ![X1]:((cat(X1) => red(X1)))']),
        ('So Alex is red, using the fact that Alex is a cat.', ['unparseable None']),
        ("From this, using the fact that every cat is red, we get that Alex is red.",
         ["rule ![X1]:((cat(X1) => red(X1)))", "fact red(Alex)"]),
        ('- Rule "Every cat is red" ⇒ Alex is red.',
         ['rule ![X1]:((cat(X1) => red(X1)))', 'fact red(Alex)']),
    ],
)
def test_held_out_phrasings_of_stop_38(text: str, expected: list[str]) -> None:
    assert _cot_about_alex(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a verdict on the question, emphasised or after what it rests on: no claim (set 247 #12)
        ('Based on the provided context, the statement is **True**.',
         ['comment None']),
        ('The statement is **False**.',
         ['comment None']),
        ('According to the premises, the answer is **true**.',
         ['comment None']),
        # a plan after a source lead-in (sets 248 #7, 249 #11)
        ('Based on the given context, we can determine whether Alex is red.',
         ['comment None']),
        # (neighbour: a claim after the same lead-in)
        ('Based on the context, Alex is a cat.',
         ['fact cat(Alex)']),
        # a quoted rule said to apply next (set 247 #12)
        ('**Cat to Mammal:** The rule "Cats are mammals" applies next.',
         ['rule ![X1]:((cat(X1) => mammal(X1)))']),
        # (neighbour: read before)
        ('The rule "Cats are mammals" applies now.',
         ['rule ![X1]:((cat(X1) => mammal(X1)))']),
        # a quoted rule and its gloss, in words or in $…$ (four older sets; set 248 #38's gloss
        # in \\( \\) is a final bracket, still unread)
        ('2. The rule "Cats are red" says that every cat is red.',
         ['rule ![X1]:((cat(X1) => red(X1)))']),
        ('The rule "Everything that is red or a cat is a dog" says $\\forall x\\,((R(x) '
         '\\lor C(x)) \\rightarrow D(x))$.',
         ['rule ![X1]:(((red(X1) | cat(X1)) => dog(X1)))']),
        # (what the rule gives about a named entity: the rule, then the claim)
        ('The rule "Cats are red" says that Alex is red.',
         ['rule ![X1]:((cat(X1) => red(X1)))', 'fact red(Alex)']),
        # (neighbour: a statement, not a rule, is no premise read this way)
        ('The statement "Alex is red" says that Alex is red.',
         ['unparseable None']),
        # a rule's general statement in a bracket after its name (set 249 #30, ten older sets)
        ('2. By disjunction introduction (if P is true, then P ∨ Q is true for any Q), '
         'Alex is red or a cat.',
         ['fact (red(Alex) | cat(Alex))']),
        ('By conjunction elimination (if A and B and C hold, then B holds), **Alex is red**.',
         ['fact red(Alex)']),
        ('By disjunction introduction (if something is true, any "or" statement '
         'containing it is also true), Alex is red or a cat.',
         ['fact (red(Alex) | cat(Alex))']),
        # (neighbours: a bracket with no letters or 'something' may be a premise; modus ponens
        # is no and/or rule)
        ('By conjunction elimination (cats are red), Alex is red.',
         ['rule ![X1]:((cat(X1) => red(X1)))', 'fact red(Alex)']),
        ('By modus ponens (if P then Q), Alex is red.',
         ['fact red(Alex)']),
        # the rule named between a comma and 'we' (set 249 #66)
        ('From the premise "Alex is a cat and Alex is red," by conjunction elimination we '
         'get: **Alex is red**.',
         ['fact cat(Alex)', 'fact red(Alex)', 'fact red(Alex)']),
        # what was shown, combined with one more clause (set 250 #25)
        ('Combining these facts with the fact that Alex is a cat, we conclude that Alex '
         'is a red cat.',
         ['fact cat(Alex)', 'fact (red(Alex) & cat(Alex))']),
        # the cases' result said before its reason (set 250 #48); not when the two differ
        ('Either way Alex is red, and since Alex is a cat or a dog, Alex is red.',
         ['fact (cat(Alex) | dog(Alex))', 'fact red(Alex)']),
        ('Either way Alex is red, and since Alex is a cat or a dog, Alex is a mammal.',
         ['unparseable None']),
        # 'we now have' (set 249 #66), in words or in notation; '∴' before a formula
        ('We now have both Alex is red and Alex is not red, a contradiction.',
         ['fact (red(Alex) & ~red(Alex))', 'contradiction None']),
        ('We now have both $\\text{red}(\\text{Alex})$ and '
         '$\\neg\\text{red}(\\text{Alex})$, a contradiction.',
         ['fact (red(Alex) & ~red(Alex))', 'contradiction None']),
        ('$$\\therefore\\ \\neg\\text{cat}(\\text{Alex})$$',
         ['fact ~cat(Alex)']),
        # the same premise cited again (set 247 #29)
        ('From the same given statement, Alex is red.',
         ['fact red(Alex)']),
        # 'is at odds with' (a second list of conflict words had replaced the first)
        ('Alex is a cat. This is at odds with Alex is not a cat.',
         ['fact cat(Alex)', 'contradiction ~cat(Alex)']),
        # a step cited in brackets (set 251 #21); not a clause in them
        ('Combined with (2), Alex is a red cat.',
         ['fact (red(Alex) & cat(Alex))']),
        ('Combined with (Alex is red), Alex is a red cat.',
         ['unparseable None']),
        # a remark that the facts listed are given (set 252 #26); not a claim after 'given'
        ('These are also given in the context.',
         ['comment None']),
        ('Both are stated in the premises.',
         ['comment None']),
        ('They are given that Alex is red.',
         ['unparseable None']),
        # a claim in bold run in before the rule that gives it (set 252 #64): judged after it;
        # not on the next line, after a marker, or before a rule that gives something else
        ('* **Alex is not red.** Alex is a cat, and cats are not red.',
         ['fact cat(Alex)', 'rule ![X1]:((cat(X1) => ~red(X1)))', 'fact ~red(Alex)']),
        ('* **Alex is not red.**\nAlex is a cat, and cats are not red.',
         ['fact ~red(Alex)', 'fact cat(Alex)', 'rule ![X1]:((cat(X1) => ~red(X1)))']),
        ('* **Alex is not red.** So Alex is a cat.',
         ['fact ~red(Alex)', 'fact cat(Alex)']),
        ('* **Alex is red.** Alex is a cat, and cats are not red.',
         ['fact red(Alex)', 'fact cat(Alex)', 'rule ![X1]:((cat(X1) => ~red(X1)))']),
        # a remark 'same rule' in brackets; ', not the opposite' after a claim (set 251 #55, #6)
        ('Then Alex is a cat, so (same rule) Alex is red.',
         ['fact cat(Alex)', 'fact red(Alex)']),
        ('Therefore, Alex is red, not the opposite.',
         ['fact red(Alex)']),
        # a rule said to apply to an entity 'since' a fact (set 258 #31); not without its
        # conclusion
        ('The rule "Cats are red" applies to Alex since Alex is a cat, so Alex is red.',
         ['fact cat(Alex)', 'rule ![X1]:((cat(X1) => red(X1)))', 'fact red(Alex)']),
        ('The rule "Cats are red" applies to Alex since Alex is a cat.',
         ['unparseable None']),
        # 'we can combine all of these facts to conclude that' (set 258 #24)
        ('Since Alex is a cat, and Alex is also red, we can combine all of these facts to '
         'conclude that Alex is a red cat.',
         ['fact cat(Alex)', 'fact red(Alex)', 'fact (red(Alex) & cat(Alex))']),
    ],
)
def test_held_out_phrasings_of_stop_39(text: str, expected: list[str]) -> None:
    assert _cot_about_alex(text) == expected


def test_a_ground_claim_glossed_in_notation_is_the_claim() -> None:
    """Held-out set 212 #20: 'Stella is a rompus, i.e. $\\text{Rompus}(s)$', after 'Let
    $s$ denote Stella.': the gloss about a letter could not be read, and the premise was
    lost (the next hop non-atomic). A ground gloss is the claim again; a rule's gloss is
    read, as the rule said again."""
    assert _cot_about_alex("1. **Given fact:** Alex is a cat, i.e. $\\text{Cat}(a)$.") == [
        "fact cat(Alex)"]
    assert _cot_about_alex("Alex is a cat, that is, $\\text{Cat}(a)$.") == ["fact cat(Alex)"]
    assert _cot_about_alex("Cats are red, i.e. $\\forall x\\,(\\text{Cat}(x) \\rightarrow "
                           "\\text{Red}(x))$.") == ["rule ![X1]:((cat(X1) => red(X1)))"] * 2


def test_clauses_given_as_the_reasons_of_a_conclusion_are_premises() -> None:
    """Held-out set 215 #23 and five older sets: 'Max is floral and Max is bitter, so Max
    is a bitter floral sterpus.' The grammar reads the two clauses as one conjunction,
    and-introduction from premises no step had stated (non-atomic), while 'Max is a cat
    and Max is bitter, so …' gave two premises. Whole clauses as a conclusion's reasons
    are premises now; not a conjunction said alone, one subject shared ('Alex is red and
    sour, so …'), or a conjunction the context states as one sentence."""
    def read(text: str, context: tuple = ()) -> list[str]:
        return [str(s.parsed.formula)
                for s in parse_cot(text, names=frozenset({"Alex"}), context=context)]

    assert read("Alex is red and Alex is sour, so Alex is a red sour cat.") == [
        "red(Alex)", "sour(Alex)", "(red(Alex) & sour(Alex) & cat(Alex))"]
    assert read("Since Alex is red and Alex is not sour, Alex is a cat.") == [
        "red(Alex)", "~sour(Alex)", "cat(Alex)"]
    assert read("Alex is red and Alex is sour.") == ["(red(Alex) & sour(Alex))"]
    assert read("Alex is red and sour, so Alex is a cat.") == [
        "(red(Alex) & sour(Alex))", "cat(Alex)"]
    alex = Const("Alex")
    conj = And(Pred("red", alex), Pred("sour", alex))
    assert read("Alex is red and Alex is sour, so Alex is a cat.", (conj,)) == [
        "(red(Alex) & sour(Alex))", "cat(Alex)"]


def test_a_table_row_justified_by_a_rule_and_a_fact() -> None:
    """Held-out set 217 #7: '| 3 | Sam is rainy. | Each sheep is rainy, and Sam is a
    sheep. |'. The justification restates the rule and the fact it applies to; read only
    when it was rules alone, the claim was a hop from a rule no step had stated. A
    justification that cites a fact alone stays a remark."""
    assert _cot_about_alex("| 3 | Alex is red. | Every cat is red, and Alex is a cat. |") == [
        "rule ![X1]:((cat(X1) => red(X1)))", "fact cat(Alex)", "fact red(Alex)"]
    assert _cot_about_alex("| 3 | Alex is red. | Alex is a cat. |") == ["fact red(Alex)"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2. Alex is red, Alex is sour, and Alex is a cat (given).",
         ["red(Alex)", "sour(Alex)", "cat(Alex)"]),
        ("Alex is red and Alex is a cat (all given in the context).",
         ["red(Alex)", "cat(Alex)"]),
        ("- From the context: Alex is red, Alex is sour, and Alex is a cat.",
         ["red(Alex)", "sour(Alex)", "cat(Alex)"]),
        ("Facts: Alex is red and Alex is a cat.", ["red(Alex)", "cat(Alex)"]),
        # neighbours: one clause, no remark or lead that the context gives them, a lead
        # that says nothing of the context, a remark that cites steps
        ("Alex is red, sour, and a cat (given).", ["(red(Alex) & sour(Alex) & cat(Alex))"]),
        ("Alex is red, Alex is sour, and Alex is a cat.",
         ["(red(Alex) & sour(Alex) & cat(Alex))"]),
        ("Hence Alex is red and Alex is a cat (given).", ["(red(Alex) & cat(Alex))"]),
        ("Alex is red, Alex is sour, and Alex is a cat (from 1-2).",
         ["(red(Alex) & sour(Alex) & cat(Alex))"]),
        # held-out sets 211-214 (stop 37): clauses in bold, a step's heading before the
        # lead, a lead that ends in 'that'; neighbours: a heading with no lead, a lead
        # that cites earlier steps, not the context
        ("1. **Alex is red**, **Alex is sour**, and **Alex is a cat** (given).",
         ["red(Alex)", "sour(Alex)", "cat(Alex)"]),
        ("**Step 1:** From the context, Alex is red, Alex is sour, and Alex is a cat.",
         ["red(Alex)", "sour(Alex)", "cat(Alex)"]),
        ("- The context also states that Alex is red, Alex is sour, and Alex is a cat.",
         ["red(Alex)", "sour(Alex)", "cat(Alex)"]),
        ("**Step 1:** Alex is red, Alex is sour, and Alex is a cat.",
         ["(red(Alex) & sour(Alex) & cat(Alex))"]),
        ("We showed that Alex is red, Alex is sour, and Alex is a cat.",
         ["(red(Alex) & sour(Alex) & cat(Alex))"]),
    ],
)
def test_clauses_listed_as_given_are_premises_restated(text: str, expected: list[str]) -> None:
    """Held-out sets 201-203 and older: 'Alex is fruity, Alex is happy, and Alex is
    discordant (all given).' restates three premises; read as their conjunction, it was
    and-introduction from premises no step had stated (non-atomic), and correct proofs
    were judged not strictly correct."""
    steps = parse_cot(text, names=frozenset({"Alex"}))
    assert [str(s.parsed.formula) for s in steps] == expected


def test_a_conjunction_the_context_states_is_quoted_whole() -> None:
    """When the context has the conjunction itself as one sentence ('Alex is red and
    Alex is a cat.'), a line that quotes it as given restates that premise, one step."""
    text = "1. Alex is red, Alex is sour, and Alex is a cat (given)."
    alex = Const("Alex")
    conj = And(Pred("red", alex), Pred("sour", alex), Pred("cat", alex))
    steps = parse_cot(text, names=frozenset({"Alex"}), context=[conj])
    assert [s.parsed.formula for s in steps] == [conj]
    steps = parse_cot(text, names=frozenset({"Alex"}), context=[Pred("red", alex)])
    assert len(steps) == 3


def test_a_goal_announced_on_the_line_before_is_no_step() -> None:
    """Held-out set 206 #53: 'We are asked to prove:' and, on the next line, the goal.
    Read as a claim, the goal was judged before its proof (non-atomic, by modus tollens
    from premises no step had stated), and the final line, the same claim, a repeat of
    it. A claim after a lead-in that is no goal stays a step, as does a claim with a
    marker, or one of two claims in a sentence."""
    def kinds(text: str) -> list[str]:
        return [s.parsed.kind.value for s in parse_cot(text, names=frozenset({"Alex"}))]

    assert kinds("We are asked to prove:\n\n> Alex is not a cat **and** Alex is not a dog.\n"
                 "Assume Alex is a cat.") == ["comment", "comment", "assumption"]
    assert kinds("**Goal:**\nAlex is not a cat.") == ["comment", "comment"]
    assert kinds("We have shown:\nAlex is not a cat.") == ["comment", "fact"]
    assert kinds("We need to prove:\nSo Alex is not a cat.") == ["comment", "fact"]
    assert kinds("We need to prove:\nAlex is a cat, so Alex is a dog.") == [
        "comment", "fact", "fact"]


def test_a_heading_that_names_a_claim_shown_below_is_its_title() -> None:
    """Held-out sets 2, 16, 196, 197 and 198: '**1. Sally is not a wumpus.**' or '###
    Step 1: Fae is not a vumpus' heads the derivation of what it names. Read as a claim it
    was judged before its derivation (non-atomic); now it is a title, while a heading
    whose claim no later step states, a bold claim inside a line, or a conclusion in
    bold with its marker, stays a claim."""
    text = ("**1. Alex is not a wumpus.** Assume Alex is a wumpus. Then Alex is sour. This "
            "contradicts with Alex is not sour. So Alex is not a wumpus.\n"
            "### Step 2: Alex is a cat\nAlex is a dog. Dogs are cats, so Alex is a cat.\n"
            "**Alex is red.**\nThen, **Alex is a dog.** Alex is a dog.\n"
            "**Thus, Alex is sour.**\nSo Alex is sour.")
    steps = parse_cot(text, names=frozenset({"Alex"}))
    got = [(s.sentence, s.parsed.kind.value) for s in steps]
    assert got[0] == ("**1. Alex is not a wumpus.**", "comment")
    assert steps[0].parsed.reason == "a heading: the claim it names is shown below it"
    assert ("### Step 2: Alex is a cat", "comment") in got
    assert ("**Alex is red.**", "fact") in got  # (stated nowhere else)
    assert ("Then, **Alex is a dog.**", "fact") in got  # (not at a line's start)
    assert ("**Thus, Alex is sour.**", "fact") in got  # (a conclusion, in bold)


def test_a_numbered_case_named_by_its_class() -> None:
    """'2. **Case 2 (jompus):** …' (set 4): the case after a list number is read as a
    case named in brackets is."""
    steps = parse_cot("Max is a cat or a jompus.\n2. **Case 2 (jompus):** Jompuses are "
                      "impuses, so Max is an impus.", names=frozenset({"Max"}))
    assert [f"{s.parsed.kind.value} {s.parsed.formula}" for s in steps] == [
        "fact (cat(Max) | jompus(Max))", "assumption jompus(Max)",
        "rule ![X1]:((jompus(X1) => impus(X1)))", "fact impus(Max)"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [   # a formula glossed in words after a dash: read when both say the same (sets 175,
        # 178)
        (r"* $\forall x\,(\text{wumpus}(x) \to \text{tumpus}(x))$ — Each wumpus is a tumpus.",
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))"]),
        (r'- $\text{Wumpus}(\text{Alex})$ — "Alex is a wumpus."', ["fact wumpus(Alex)"]),
        (r"$\text{wumpus}(Alex) \lor \text{tumpus}(Alex)$ — Alex is a wumpus or a tumpus.",
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        # neighbour: a gloss that says something else is no reading of either
        (r'- $\text{Wumpus}(\text{Alex})$ — "Alex is a tumpus."', ["unparseable None"]),
    ],
)
def test_formulas_glossed_after_a_dash(text: str, expected: list[str]) -> None:
    steps = parse_cot(text, names=frozenset({"Alex"}))
    assert [f"{s.parsed.kind.value} {s.parsed.formula}" for s in steps] == expected


@pytest.mark.parametrize("sentence", [
    ', ` so Rex ⇒ ⇒ ∀x: ( Rule ` " not tumpus',  # (a fuzzer's find: an IndexError)
    "Following the chain ,", ", so Rex is a cat.",
    "- From the previous step and",  # (the mutation fuzzer of stop 38: an IndexError)
])
def test_chains_that_begin_with_a_comma_raise_nothing(sentence: str) -> None:
    steps = parse_cot(sentence, names=frozenset({"Rex"}))
    assert all("internal parser error" not in (s.parsed.reason or "") for s in steps)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # held-out sets 57 and 58 (stop 27)
        ('Step 2: The statement "Wumpuses are tumpuses" tells us that all wumpuses are '
         "tumpuses.", ["rule ![X1]:((wumpus(X1) => tumpus(X1)))"]),
        ('Use the disjunction "Alex is a wumpus or a tumpus" and check each case.',
         ["fact (wumpus(Alex) | tumpus(Alex))"]),
        ('The relevant rule is: "Every wumpus is a tumpus."',
         ["rule ![X1]:((wumpus(X1) => tumpus(X1)))"]),
        ("The context also directly states that Alex is red and Alex is sour.",
         ["fact (red(Alex) & sour(Alex))"]),
        # neighbour: the question's statement quoted, and no rule glossed, is no step
        ('The statement "Alex is not red" tells us that we need to check Alex.',
         ["unparseable None"]),
    ],
)
def test_held_out_57_58_phrasings(sentence: str, expected: list[str]) -> None:
    assert _read_about_alex(sentence) == expected


def test_a_bracketed_because_line_is_the_reason_of_the_claim_before_it() -> None:
    # held-out set 126 #10: '(Because "Cows are felines.")' under the claim it supports;
    # a bracket with a comma ('(Since X, the disjunction holds.)') is a step of its own
    steps = parse_cot('Alex is a wumpus.\n(Because "Wumpuses are sour.")\nAlex is sour.',
                      names=frozenset({"Alex"}))
    assert [(s.parsed.kind.value, str(s.parsed.formula), s.parsed.prefix) for s in steps] == [
        ("rule", "![X1]:((wumpus(X1) => sour(X1)))", "because"),
        ("fact", "wumpus(Alex)", None),
        ("fact", "sour(Alex)", None),
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [   # stop 45 audit: a dash tail that doubts or rejects the claim was dropped, so the
        # claim stood as stated ('Alex is a wumpus - false.' read as wumpus(Alex))
        ("Alex is a wumpus - false.", ["unparseable None"]),
        ("Alex is a wumpus - not true.", ["unparseable None"]),
        ("Alex is a wumpus - maybe.", ["unparseable None"]),
        ("Alex is a wumpus - not necessarily.", ["unparseable None"]),
        ("Alex is not a wumpus - wrong.", ["unparseable None"]),
        ("Alex is a wumpus - assumption.", ["assumption wumpus(Alex)"]),
        # neighbours: a tail that says where the claim comes from, or affirms it, goes
        ("Alex is a wumpus — given.", ["fact wumpus(Alex)"]),
        ("Alex is a wumpus — that's stated directly in the context.", ["fact wumpus(Alex)"]),
        ("Alex is a wumpus - true.", ["fact wumpus(Alex)"]),
        ("Alex is a wumpus -- from premise 2.", ["fact wumpus(Alex)"]),
        ("Wumpuses are sour — not relevant.", ["rule ![X1]:((wumpus(X1) => sour(X1)))"]),
        # … nor one that says where the claim comes from, or the answer it leads to
        ("Alex is a wumpus — not stated, but derived.", ["fact wumpus(Alex)"]),
        ("Alex is a wumpus — not an assumption.", ["fact wumpus(Alex)"]),
        ("Alex is a wumpus — hence False.", ["fact wumpus(Alex)"]),
        ("Alex is a wumpus — not the case.", ["unparseable None"]),
        ("Alex is a wumpus — by assumption.", ["assumption wumpus(Alex)"]),
        # a claim marked wrong is no claim of it; a contradiction so marked is one
        ("Alex is a wumpus ✗.", ["unparseable None"]),
        ("Alex is a wumpus. ✗", ["unparseable None", "comment None"]),
        ("Alex is a wumpus. ❌ Incorrect.", ["unparseable None", "unparseable None"]),
        ("❌ Alex is a wumpus.", ["unparseable None"]),
        ('✗ Contradiction with "Alex is not a wumpus."', ["contradiction ~wumpus(Alex)"]),
        ('Alex is sour. ✗ Contradiction with "Alex is not sour."',
         ["fact sour(Alex)", "contradiction ~sour(Alex)"]),
        ("Alex is sour.\n✗", ["fact sour(Alex)", "comment None"]),  # (another line)
        ("✓ Alex is a wumpus.", ["fact wumpus(Alex)"]),
        # the question echoed is no claim (it was read as the query's claim)
        ("True or false: Alex is not sour.", ["comment None"]),
        ("**True or false:** Alex is sour.", ["comment None"]),
        ("Is the following statement true or false? Alex is sour. Alex is a wumpus.",
         ["comment None", "comment None", "fact wumpus(Alex)"]),
        ("**Question:** True or false?\nAlex is sour.", ["comment None", "comment None"]),
        ("So, is it true or false? Alex is sour.", ["comment None", "fact sour(Alex)"]),
        ("We need to determine: Alex is not sour.", ["comment None"]),
        # an answer to a question, as 'Yes, …'
        ("No, Alex is not a wumpus.", ["fact ~wumpus(Alex)"]),
        ("No wumpuses are sour.", ["rule ![X1]:((wumpus(X1) => ~sour(X1)))"]),
        # a double negation says what it negates (README difference 19)
        ("Alex is not not sour.", ["fact sour(Alex)"]),
        ("Every wumpus is not not sour.", ["rule ![X1]:((wumpus(X1) => sour(X1)))"]),
        # 'wrong' and 'untrue' as verdicts on a claim, like 'incorrect'
        ('The statement "Alex is not sour" is wrong.', ["fact sour(Alex)"]),
        ("So the claim that Alex is sour is untrue.", ["fact ~sour(Alex)"]),
        # hedges are no adjectives (README difference 18), nor is 'non'
        ("Wumpuses are apparently sour.", ["unparseable None"]),
        ("Wumpuses are seemingly tumpuses.", ["unparseable None"]),
        ("Alex is a non wumpus.", ["unparseable None"]),
        # full-width sentence ends
        ("Alex is a wumpus．", ["fact wumpus(Alex)"]),
        ("Alex is a wumpus！", ["fact wumpus(Alex)"]),
    ],
)
def test_stop_45_audit_phrasings(sentence: str, expected: list[str]) -> None:
    # (parse_cot: a cross after a full stop belongs to the sentence before it)
    steps = parse_cot(sentence, names=frozenset({"Alex"}))
    assert [f"{s.parsed.kind.value} {s.parsed.formula}" for s in steps] == expected
