"""Golden table: every real example sentence of grammar ref §2, §3, §4 and §6 parses to its LF."""

from __future__ import annotations

import pytest
from lfhelpers import G, R

from pyverify.language.parse import parse_query, parse_sentence
from pyverify.logic import And, Formula, Pred, X, rule, to_tptp
from pyverify.verify.results import StepKind

GOLDEN: list[tuple[str, Formula]] = [
    # §2 context rules
    ("Every wumpus is a numpus.", R("wumpus", "numpus")),
    ("Jompuses are vumpuses.", R("jompus", "vumpus")),
    ("Every zumpus is bright.", R("zumpus", "bright")),
    ("Rompuses are large.", R("rompus", "large")),
    ("Each vumpus is not wooden.", R("vumpus", "~wooden")),
    ("Jompuses are not bright.", R("jompus", "~bright")),
    ("Every brimpus is not a wumpus.", R("brimpus", "~wumpus")),
    ("Tumpuses are not wumpuses.", R("tumpus", "~wumpus")),
    ("Vumpuses are not fruity.", R("vumpus", "~fruity")),
    ("Snowy lempuses are gorpuses.", R(("&", "snowy", "lempus"), "gorpus")),
    ("Each temperate wumpus is a hilpus.", R(("&", "temperate", "wumpus"), "hilpus")),
    ("Bright dull wumpuses are lempuses.", R(("&", "bright", "dull", "wumpus"), "lempus")),
    ("Everything that is slow and a lempus is a jompus.", R(("&", "slow", "lempus"), "jompus")),
    (
        "Everything that is an impus, a lorpus, and a jompus is a wumpus.",
        R(("&", "impus", "lorpus", "jompus"), "wumpus"),
    ),
    (
        "Everything that is temperate or a wumpus is a jelpus.",
        R(("|", "temperate", "wumpus"), "jelpus"),
    ),
    (
        "Everything that is a lorpus or a rompus is a gorpus.",
        R(("|", "lorpus", "rompus"), "gorpus"),
    ),
    ("Jompuses are bompuses and dumpuses.", R("jompus", ("&", "bompus", "dumpus"))),
    ("Each grimpus is a lempus and an impus.", R("grimpus", ("&", "lempus", "impus"))),
    ("Every grimpus is a large brimpus.", R("grimpus", ("&", "large", "brimpus"))),
    (
        "Yumpuses are orange brown red impuses.",
        R("yumpus", ("&", "orange", "brown", "red", "impus")),
    ),
    ("Lempuses are muffled and impuses.", R("lempus", ("&", "muffled", "impus"))),
    (
        "Rompuses are floral, fruity, vumpuses, and tumpuses.",
        R("rompus", ("&", "floral", "fruity", "vumpus", "tumpus")),
    ),
    (
        "Everything that is an impus or a vumpus or a rompus is a wumpus, a lorpus, and a yumpus.",
        R(("|", "impus", "vumpus", "rompus"), ("&", "wumpus", "lorpus", "yumpus")),
    ),
    (
        "Everything that is a sterpus, a grimpus, and a gorpus is not a numpus.",
        R(("&", "sterpus", "grimpus", "gorpus"), "~numpus"),
    ),
    ("Worpus are grimpuses.", R("worpus", "grimpus")),
    ("Each worpus is a lorpus.", R("worpus", "lorpus")),
    ("Orange worpus are vumpuses.", R(("&", "orange", "worpus"), "vumpus")),
    ("Sheep are snakes.", R("sheep", "snake")),
    ("Shumpuses are discordant rompuses.", R("shumpus", ("&", "discordant", "rompus"))),
    (
        "Each lorpus is large, small, a brimpus, and a grimpus.",
        R("lorpus", ("&", "large", "small", "brimpus", "grimpus")),
    ),
    # §3.1 atomic facts
    ("Wren is a jompus.", G("Wren", "jompus")),
    ("Max is orange.", G("Max", "orange")),
    ("Polly is not a gorpus.", G("Polly", "~gorpus")),
    ("Wren is not bright.", G("Wren", "~bright")),
    ("Sam is a sheep.", G("Sam", "sheep")),
    # §3.2 NP coordination
    ("Alex is a rompus and an impus.", G("Alex", ("&", "rompus", "impus"))),
    ("Polly is a gorpus, a tumpus, and a zumpus.", G("Polly", ("&", "gorpus", "tumpus", "zumpus"))),
    ("Sam is a numpus or a yerpus.", G("Sam", ("|", "numpus", "yerpus"))),
    (
        "Polly is a brimpus, a grimpus, or a lorpus.",
        G("Polly", ("|", "brimpus", "grimpus", "lorpus")),
    ),
    ("Max is an amenable brimpus.", G("Max", ("&", "amenable", "brimpus"))),
    ("Wren is a bright dull wumpus.", G("Wren", ("&", "bright", "dull", "wumpus"))),
    ("Polly is slow and a lempus.", G("Polly", ("&", "slow", "lempus"))),
    (
        "Sally is blue, brown, a brimpus, and a lorpus.",
        G("Sally", ("&", "blue", "brown", "brimpus", "lorpus")),
    ),
    ("Max is snowy or a lempus.", G("Max", ("|", "snowy", "lempus"))),
    ("Wren is kind or mean or a lempus.", G("Wren", ("|", "kind", "mean", "lempus"))),
    ("Max is a grimpus and an impus.", G("Max", ("&", "grimpus", "impus"))),
    ("Polly is a slow lempus.", G("Polly", ("&", "slow", "lempus"))),
    # §3.3 clause coordination
    (
        "Rex is not a lempus, Rex is a zumpus, and Rex is a gorpus.",
        G("Rex", ("&", "~lempus", "zumpus", "gorpus")),
    ),
    (
        "Polly is a wumpus and Polly is not a vumpus and Polly is a grimpus.",
        G("Polly", ("&", "wumpus", "~vumpus", "grimpus")),
    ),
    ("Polly is not a rompus and Polly is not a lorpus.", G("Polly", ("&", "~rompus", "~lorpus"))),
    (
        "Rex is a wumpus, Rex is a lorpus, or Rex is not a wumpus.",
        G("Rex", ("|", "wumpus", "lorpus", "~wumpus")),
    ),
    (
        "Alex is a numpus and Sally is a brimpus.",
        And(G("Alex", "numpus"), G("Sally", "brimpus")),
    ),
    (
        "Alex is a yumpus and Alex is an impus and Alex is not a lempus.",
        G("Alex", ("&", "yumpus", "impus", "~lempus")),
    ),
    # §3.4 v1 forms
    ("Sally is floral and Sally is a numpus.", G("Sally", ("&", "floral", "numpus"))),
    ("Wren is dull or Wren is a jompus.", G("Wren", ("|", "dull", "jompus"))),
    ("Alex is a tumpus or Alex is a dumpus.", G("Alex", ("|", "tumpus", "dumpus"))),
    # §6 real nouns
    ("Every carnivore is a sheep.", R("carnivore", "sheep")),
    ("127 is a prime number.", G("127", "prime number")),
    ("Wren is a painted lady.", G("Wren", "painted lady")),
    ("Painted ladies are butterflies.", R("painted lady", "butterfly")),
    ("Every Mersenne prime is a prime number.", R("Mersenne prime", "prime number")),
    ("Mersenne primes are natural numbers.", R("Mersenne prime", "natural number")),
    ("Real numbers are numbers.", R("real number", "number")),
    ("Tabbies are cats.", R("tabby", "cat")),
    ("Bacteria are not animals.", R("bacteria", "~animal")),
    ("8191 is not a Mersenne prime.", G("8191", "~Mersenne prime")),
    # §9 probes main accepts
    ("EVERY cat is a carnivore.", R("cat", "carnivore")),
    ("cats are carnivores.", R("cat", "carnivore")),
    ("Fae is a Cat.", G("Fae", "cat")),
    ("Fae is an cat.", G("Fae", "cat")),
    ("Fae is cat.", G("Fae", "cat")),
    ("All cats are carnivores.", R("cat", "carnivore")),
    # (main: ¬¬herbivorous(Fae); a double negation says what it negates, README
    # difference 19)
    ("Fae is not not herbivorous.", G("Fae", "herbivorous")),
    ("Everything that is a cat and furry is a mammal.", R(("&", "cat", "furry"), "mammal")),
    ("Fae is either a cat or a dog.", G("Fae", ("|", "cat", "dog"))),
    ("Fae is both furry and a cat.", G("Fae", ("&", "furry", "cat"))),
    ("Fae is a cat, a dog and a mammal.", G("Fae", ("&", "cat", "dog", "mammal"))),
    ("Fae is wumpuss.", G("Fae", "wumpuss")),
    # §9 extensions
    ("No cats are herbivorous.", R("cat", "~herbivorous")),
    ("No cat is herbivorous.", R("cat", "~herbivorous")),
    ("Fae isn't a cat.", G("Fae", "~cat")),
    ("Cats aren't reptiles.", R("cat", "~reptile")),
]


@pytest.mark.parametrize(("sentence", "lf"), GOLDEN, ids=[s for s, _ in GOLDEN])
def test_golden(sentence: str, lf: Formula) -> None:
    parsed = parse_sentence(sentence)
    assert len(parsed) == 1, parsed
    p = parsed[0]
    assert p.formula is lf, (to_tptp(p.formula) if p.formula else p.reason, to_tptp(lf))
    assert p.kind is (StepKind.RULE if lf.args and lf.name == "x" else StepKind.FACT)
    assert p.reason is None and p.warnings == ()


def test_compound_noun_is_one_predicate() -> None:
    (p,) = parse_sentence("Every Mersenne prime is a prime number.")
    assert p.formula is rule(Pred("Mersenne prime", X), Pred("prime number", X))


# §4 hypothetical-reasoning and discourse sentences: (sentence, [(kind, LF or None)])
H = StepKind
DISCOURSE: list[tuple[str, list[tuple[StepKind, Formula | None]]]] = [
    ("Assume Polly is a lorpus.", [(H.ASSUMPTION, G("Polly", "lorpus"))]),
    ("Suppose Polly is a lorpus.", [(H.ASSUMPTION, G("Polly", "lorpus"))]),
    (
        "This contradicts with Polly is not a gorpus.",
        [(H.CONTRADICTION, G("Polly", "~gorpus"))],
    ),
    (
        "This contradicts the fact that Fae is not a cat.",
        [(H.CONTRADICTION, G("Fae", "~cat"))],
    ),
    ("This is a contradiction.", [(H.CONTRADICTION, None)]),
    ("Contradiction.", [(H.CONTRADICTION, None)]),
    (
        "Since Polly is a lorpus or a rompus, Polly is a gorpus.",
        [(H.FACT, G("Polly", ("|", "lorpus", "rompus"))), (H.FACT, G("Polly", "gorpus"))],
    ),
    (
        "Since Sam is a vumpus or a sterpus, Sam is a wumpus.",
        [(H.FACT, G("Sam", ("|", "vumpus", "sterpus"))), (H.FACT, G("Sam", "wumpus"))],
    ),
    (
        "Since Polly is a brimpus, a grimpus, or a lorpus, Polly is a gorpus.",
        [(H.FACT, G("Polly", ("|", "brimpus", "grimpus", "lorpus"))),
         (H.FACT, G("Polly", "gorpus"))],
    ),
    (
        "Since Fae is a cat, Fae is a mammal.",
        [(H.FACT, G("Fae", "cat")), (H.FACT, G("Fae", "mammal"))],
    ),
    (
        "Fae is a mammal because Fae is a cat.",
        [(H.FACT, G("Fae", "cat")), (H.FACT, G("Fae", "mammal"))],
    ),
    (
        "Fae is a cat, so Fae is a mammal.",
        [(H.FACT, G("Fae", "cat")), (H.FACT, G("Fae", "mammal"))],
    ),
    ("Since Fae is a cat, the statement is proven.", [(H.FACT, G("Fae", "cat"))]),
    ("Backtrack to Polly is a yumpus.", [(H.BACKTRACK, G("Polly", "yumpus"))]),
    ("Try again.", [(H.RESTART, None)]),
    (
        "Since every cat is a mammal, Fae is a mammal.",
        [(H.RULE, R("cat", "mammal")), (H.FACT, G("Fae", "mammal"))],
    ),
]


@pytest.mark.parametrize(("sentence", "expected"), DISCOURSE, ids=[s for s, _ in DISCOURSE])
def test_discourse(sentence: str, expected: list[tuple[StepKind, Formula | None]]) -> None:
    parsed = parse_sentence(sentence)
    assert [(p.kind, p.formula) for p in parsed] == expected, parsed


QUERIES = [
    ("True or false: Fae is not earthy.", G("Fae", "~earthy")),
    ("Prove: Polly is not a rompus and Polly is not a lorpus.",
     G("Polly", ("&", "~rompus", "~lorpus"))),
    ("Prove: Max is an orange gorpus.", G("Max", ("&", "orange", "gorpus"))),
    ("Prove: Wren is kind, mean, or a lempus.", G("Wren", ("|", "kind", "mean", "lempus"))),
    ("Is the following statement true or false? Fae is a cat.", G("Fae", "cat")),
]


@pytest.mark.parametrize(("query", "lf"), QUERIES)
def test_parse_query(query: str, lf: Formula) -> None:
    assert parse_query(query) is lf


def test_parse_query_unparseable_is_none() -> None:
    assert parse_query("True or false: Fae is a cat whose fur is red.") is None
