"""Round trip (grammar ref §1 rule 9): parse(realise(f, rng)) is f for every generator shape."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.language.lexicon import (
    ENTITY_NAMES,
    FICTIONAL_IRRELEVANT,
    FICTIONAL_MAIN,
    NUMBER_ENTITIES,
    PROPERTY_FAMILIES,
    TRUE_ONTOLOGIES,
)
from pyverify.language.parse import parse_sentence
from pyverify.language.realise import article, realise, realise_query
from pyverify.logic import And, Const, Formula, Not, Or, Pred, X, rule, to_tptp
from pyverify.verify.results import StepKind

ADJS = sorted({a for fam in PROPERTY_FAMILIES.values() for a in fam})
NOUNS = sorted(set(FICTIONAL_MAIN) | set(FICTIONAL_IRRELEVANT)
               | {n for chain in TRUE_ONTOLOGIES for n in chain} | {"sheep", "bacteria"})
ENTITIES = list(ENTITY_NAMES) + list(NUMBER_ENTITIES)

noun = st.sampled_from(NOUNS)
adj = st.sampled_from(ADJS)
word = st.one_of(noun, adj)
seed = st.one_of(st.none(), st.integers(0, 2**32 - 1))


def P(name: str, t: Formula = X) -> Formula:
    return Pred(name, t)


@st.composite
def literal(draw: st.DrawFn, t: Formula = X, neg: bool = True) -> Formula:
    f = P(draw(word), t)
    return Not(f) if neg and draw(st.booleans()) else f


@st.composite
def positive_list(draw: st.DrawFn, t: Formula = X, lo: int = 2, hi: int = 4) -> list[Formula]:
    return [P(w, t) for w in draw(st.lists(word, min_size=lo, max_size=hi))]


@st.composite
def attributive(draw: st.DrawFn, t: Formula = X) -> Formula:
    adjs = draw(st.lists(adj, min_size=1, max_size=3))
    return And(*[P(a, t) for a in adjs], P(draw(noun), t))


@st.composite
def rules(draw: st.DrawFn) -> Formula:
    """§2 R1-R14 shapes: simple, attributive or compound antecedent; literal,
    attributive or list consequent; negation only on a single-literal consequent."""
    kind = draw(st.sampled_from(["simple", "attr", "everything"]))
    if kind == "simple":
        ante = P(draw(noun))
    elif kind == "attr":
        ante = draw(attributive())
    else:
        ops = draw(positive_list())
        ante = And(*ops) if draw(st.booleans()) else Or(*ops)
    ckind = draw(st.sampled_from(["literal", "attr", "and", "or"]))
    if ckind == "literal":
        cons = draw(literal())
    elif ckind == "attr":
        cons = draw(attributive())
    elif ckind == "and":
        cons = And(*draw(positive_list()))
    else:
        cons = Or(*draw(positive_list()))
    return rule(ante, cons)


@st.composite
def facts(draw: st.DrawFn) -> Formula:
    """§3 shapes: atomic, NP-coordinated, attributive, clause-coordinated facts."""
    c = Const(draw(st.sampled_from(ENTITIES)))
    kind = draw(st.sampled_from(["literal", "attr", "np", "clause", "entities"]))
    if kind == "literal":
        return draw(literal(c))
    if kind == "attr":
        return draw(attributive(c))
    conn = And if draw(st.booleans()) else Or
    if kind == "np":
        return conn(*draw(positive_list(c)))
    if kind == "clause":
        return conn(*draw(st.lists(literal(c), min_size=2, max_size=4)))
    ents = draw(st.lists(st.sampled_from(ENTITIES), min_size=2, max_size=3))
    return conn(*[draw(literal(Const(e))) for e in ents])


def _check(f: Formula, s: int | None, adjectives: bool) -> str:
    rng = None if s is None else random.Random(s)
    text = realise(f, rng, adjectives=adjectives)
    parsed = parse_sentence(text)
    assert len(parsed) == 1, (text, parsed)
    got = parsed[0].formula
    assert got is f, (text, to_tptp(got) if got else parsed[0].reason, to_tptp(f))
    assert parsed[0].kind is (StepKind.RULE if f.kind.name == "FORALL" else StepKind.FACT)
    return text


@settings(max_examples=600, deadline=None)
@given(rules(), seed, st.booleans())
def test_rules_round_trip(f: Formula, s: int | None, adjectives: bool) -> None:
    _check(f, s, adjectives)


@settings(max_examples=600, deadline=None)
@given(facts(), seed, st.booleans())
def test_facts_round_trip(f: Formula, s: int | None, adjectives: bool) -> None:
    _check(f, s, adjectives)


@settings(max_examples=200, deadline=None)
@given(facts(), seed, st.booleans())
def test_queries_round_trip(f: Formula, s: int | None, proofs_only: bool) -> None:
    from pyverify.language.parse import parse_query

    rng = None if s is None else random.Random(s)
    q = realise_query(f, proofs_only, rng)
    assert q.startswith("Prove: " if proofs_only else "True or false: ")
    assert parse_query(q) is f


# ----------------------------------------------------------- realisation specifics


def test_deterministic_first_choices() -> None:
    assert realise(rule(P("wumpus"), P("numpus"))) == "Every wumpus is a numpus."
    f = rule(Or(P("impus"), P("vumpus"), P("rompus")), And(P("wumpus"), P("lorpus"), P("yumpus")))
    assert realise(f) == ("Everything that is an impus, a vumpus, or a rompus is a wumpus, "
                          "a lorpus, and a yumpus.")


def test_random_choices_cover_all_forms() -> None:
    f = rule(P("jompus"), P("vumpus"))
    g = And(P("wumpus", Const("Fae")), P("lorpus", Const("Fae")), P("impus", Const("Fae")))
    rng = random.Random(7)
    rule_forms = {realise(f, rng) for _ in range(200)}
    list_forms = {realise(g, rng) for _ in range(200)}
    assert rule_forms == {"Every jompus is a vumpus.", "Each jompus is a vumpus.",
                          "Jompuses are vumpuses."}
    assert list_forms == {"Fae is a wumpus, a lorpus, and an impus.",
                          "Fae is a wumpus and a lorpus and an impus."}
    counts = [realise(f, rng).startswith("Jompuses") for _ in range(4000)]
    assert 0.45 < sum(counts) / len(counts) < 0.55  # singular vs plural 1/2


@pytest.mark.parametrize(
    ("formula", "text"),
    [
        (rule(And(P("snowy"), P("lempus")), P("gorpus")), "Every snowy lempus is a gorpus."),
        (rule(P("grimpus"), And(P("large"), P("brimpus"))), "Every grimpus is a large brimpus."),
        (And(P("amenable", Const("Max")), P("brimpus", Const("Max"))),
         "Max is an amenable brimpus."),
        (And(Not(P("lempus", Const("Rex"))), P("zumpus", Const("Rex")), P("gorpus", Const("Rex"))),
         "Rex is not a lempus, Rex is a zumpus, and Rex is a gorpus."),
        (P("eudicot", Const("Fae")), "Fae is a eudicot."),
        (P("orange", Const("Fae")), "Fae is orange."),
        (P("impus", Const("Fae")), "Fae is an impus."),
        (rule(P("worpus"), P("grimpus")), "Every worpus is a grimpus."),
        (P("painted lady", Const("Wren")), "Wren is a painted lady."),
    ],
)
def test_realise_examples(formula: Formula, text: str) -> None:
    assert realise(formula) == text


def test_no_adjectives_mode_uses_lists() -> None:
    f = rule(P("lempus"), And(P("muffled"), P("impus")))
    assert realise(f, adjectives=False) == "Every lempus is muffled and an impus."
    g = rule(And(P("slow"), P("lempus")), P("jompus"))
    assert realise(g, adjectives=False) == "Everything that is slow and a lempus is a jompus."


def test_plural_forms() -> None:
    rng = random.Random(0)
    forms = {realise(rule(And(P("orange"), P("worpus")), P("painted lady")), rng)
             for _ in range(100)}
    assert "Orange worpus are painted ladies." in forms


def test_article_rule() -> None:
    assert [article(w) for w in ["impus", "eudicot", "orange", "wumpus", "amenable", "Mersenne"]] \
        == ["an", "a", "an", "a", "an", "a"]
