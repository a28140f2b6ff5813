"""Subject pronouns for the entity ('Alex is a wumpus. So he is a tumpus.', 'Since Fae is
a cat, it is a mammal.'): read as the entity they stand for, and judged as the named
sentence would be. A pronoun with nothing to stand for, or a 'they' that may be the class
of the rule before it, is left unread."""

from __future__ import annotations

import random
import re

import pytest

from pyverify.generate import PrOntoQAConfig, generate
from pyverify.language.parse import parse_cot
from pyverify.verify import StepKind, check

FACT = re.compile(r"^([A-Z][a-z]+|\d+) (is|is not) (.*)\.$")
FORMS = (
    "{P} {verb} {rest}.",
    "So {p} {verb} {rest}.",
    "Therefore, {p} {verb} {rest}.",
    "This means {p} {verb} {rest}.",
)
PRONOUNS = ("he", "she", "it", "they")


def with_pronouns(cot: list[str], rnd: random.Random) -> str:
    """The CoT with every fact after the first about its entity written with a pronoun."""
    out = []
    seen = False
    for sentence in cot:
        m = FACT.match(sentence.strip())
        if m is None or not seen:
            seen = seen or m is not None
            out.append(sentence.strip())
            continue
        # 'they' after a rule only for one thing: 'they are a cat', not 'they are red'
        p = rnd.choice(PRONOUNS if m.group(3).startswith(("a ", "an ")) else PRONOUNS[:3])
        verb = m.group(2) if p != "they" else m.group(2).replace("is", "are")
        out.append(rnd.choice(FORMS).format(P=p.capitalize(), p=p, verb=verb, rest=m.group(3)))
    return " ".join(out)


EXAMPLES = [
    (f"{ontology}-{hops}-{i}", ex)
    for ontology in ("fictional", "true", "false")
    for hops in (1, 3, 5)
    for i, ex in enumerate(generate(PrOntoQAConfig(hops=hops, n=3, seed=40 + hops,
                                                   ontology=ontology, ordering="random")))
]


@pytest.mark.parametrize(("name", "ex"), EXAMPLES, ids=[n for n, _ in EXAMPLES])
def test_gold_proof_with_pronouns_is_judged_as_written_with_names(name: str, ex) -> None:
    cot = list(ex.chain_of_thought)
    text = with_pronouns(cot, random.Random(name))
    named = check(ex, " ".join(cot) + f" {ex.answer}")
    result = check(ex, f"{text} {ex.answer}")
    assert result.proof_correct == named.proof_correct
    assert result.proof_correct["strict"]
    assert [s.step_class for s in result.steps] == [s.step_class for s in named.steps]
    if len(cot) > 2:
        assert any(w.endswith(f"read as {ex.metadata['entity']}")
                   for s in result.steps for w in s.warnings)


@pytest.mark.parametrize(("name", "ex"), [(n, ex) for n, ex in EXAMPLES if "-1-" not in n])
def test_pronouns_let_no_gap_through(name: str, ex) -> None:
    """The first hop's rule and fact left out: the next fact, written with a pronoun, is
    valid but not atomic, as with the name."""
    cot = list(ex.chain_of_thought)
    gapped = cot[:1] + cot[3:]
    result = check(ex, with_pronouns(gapped, random.Random(name)) + f" {ex.answer}")
    assert not result.proof_correct["strict"] and result.proof_correct["valid"]


def _formulas(text: str) -> list[str]:
    return [
        "?" if s.parsed.kind is StepKind.UNPARSEABLE
        else s.parsed.kind.value if s.parsed.formula is None
        else str(s.parsed.formula)
        for s in parse_cot(text)
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Max is a lorpus, so he is a shumpus.", ["lorpus(Max)", "shumpus(Max)"]),
        ("Since Max is a lorpus, it is a shumpus.", ["lorpus(Max)", "shumpus(Max)"]),
        ("Max is a lorpus, which means she must be a shumpus.",
         ["lorpus(Max)", "shumpus(Max)"]),
        ("Max is a lorpus. They're not cold.", ["lorpus(Max)", "~cold(Max)"]),
        ("Max is a lorpus. He's a shumpus.", ["lorpus(Max)", "shumpus(Max)"]),
        # past a rule, 'he' is still the entity
        ("Max is a lorpus. Lorpuses are shumpuses. So he is a shumpus.",
         ["lorpus(Max)", "![X1]:((lorpus(X1) => shumpus(X1)))", "shumpus(Max)"]),
        # the latest entity
        ("Max is a lorpus. Fae is a cat. She is a mammal.",
         ["lorpus(Max)", "cat(Fae)", "mammal(Fae)"]),
        # 'they' after a rule may be the rule's class: not read, unless what they are
        # said to be is one thing
        ("Max is a lorpus. Lorpuses are shumpuses. They are cold.",
         ["lorpus(Max)", "![X1]:((lorpus(X1) => shumpus(X1)))", "?"]),
        ("Max is a lorpus. Lorpuses are shumpuses. So they are not a shumpus.",
         ["lorpus(Max)", "![X1]:((lorpus(X1) => shumpus(X1)))", "~shumpus(Max)"]),
        # 'it' in a sentence about every member of a class is the member
        ("Max is a lorpus. Every lorpus is a shumpus, so it is cold.", ["lorpus(Max)", "?"]),
        ("Max is a lorpus. Since every lorpus is a shumpus, he is a shumpus.",
         ["lorpus(Max)", "![X1]:((lorpus(X1) => shumpus(X1)))", "shumpus(Max)"]),
        # nothing to stand for
        ("He is a shumpus.", ["?"]),
        ("Lorpuses are shumpuses. It is cold.", ["![X1]:((lorpus(X1) => shumpus(X1)))", "?"]),
        # a pronoun in a sentence read already is left alone
        ("Max is a lorpus. It is true that Max is cold. It is a contradiction.",
         ["lorpus(Max)", "cold(Max)", "contradiction"]),
        ("Since 31 is a prime number, it is a natural number.",
         ["prime number(31)", "natural number(31)"]),
    ],
)
def test_pronoun_readings(text: str, expected: list[str]) -> None:
    assert _formulas(text) == expected
