"""Theories whose rules are dense cycles: concepts that are all subclasses of each other.

A stop-45 audit found that on such theories the step search walked every path of the
rules up to its budget (factorially many), so a valid step spent the step's inference
budget and was scored as not judged (invalid), and so was every copy of an invalid one.
Issue 2 asks that cyclic rule sets terminate (tabling); they must also be judged.
"""

from __future__ import annotations

import itertools

import pytest

from pyverify.example import Example
from pyverify.verify.checker import check

CLIQUE = ["wumpus", "dumpus", "yumpus", "numpus", "tumpus", "rompus", "jompus", "zumpus"]
ALL = dict.fromkeys(("strict", "skip", "broad", "valid"), True)
SKIP = {"strict": False, "skip": True, "broad": False, "valid": True}
NONE = dict.fromkeys(("strict", "skip", "broad", "valid"), False)


def _clique(*extra: str) -> tuple[str, ...]:
    return (*(f"Every {a} is a {b}." for a, b in itertools.permutations(CLIQUE, 2)), *extra)


def _example(context: tuple[str, ...], query: str) -> Example:
    return Example("dense", context, f"True or false: {query}", (), True)


def test_a_step_that_skips_hops_through_the_cycle_is_judged() -> None:
    ex = _example(_clique("Every shumpus is a wumpus.", "Every zumpus is an impus.",
                          "Every impus is rainy.", "Sam is a shumpus."), "Sam is rainy.")
    r = check(ex, "Sam is a shumpus. Sam is an impus. Every impus is rainy. Sam is rainy. True")
    assert not r.bound_hit
    assert r.proof_correct == SKIP
    assert [s.step_class.value for s in r.steps] == [
        "canonical", "strict-nonatomic-correct", "canonical", "canonical"]
    # the hops written out: strictly correct
    gold = ("Sam is a shumpus. Every shumpus is a wumpus. Sam is a wumpus. Every wumpus is "
            "a zumpus. Sam is a zumpus. Every zumpus is an impus. Sam is an impus. Every "
            "impus is rainy. Sam is rainy. True")
    assert check(ex, gold).proof_correct == ALL


def test_a_long_skip_into_the_cycle_is_judged_at_its_cost() -> None:
    chain = ["shumpus", "sterpus", "lempus", "gorpus", "brimpus"]
    ex = _example(_clique(*(f"Every {a} is a {b}." for a, b in itertools.pairwise(chain)),
                          f"Every {chain[-1]} is a wumpus.", "Sam is a shumpus."),
                  "Sam is a dumpus.")
    r = check(ex, "Sam is a shumpus. Sam is a dumpus. True")
    assert not r.bound_hit
    # six unstated rules, each an axiom and a hop (Algorithm 1's cost)
    assert [(s.step_class.value, s.hops) for s in r.steps] == [
        ("canonical", 1), ("strict-nonatomic-correct", 12)]
    assert r.proof_correct == SKIP


@pytest.mark.parametrize("copies", [1, 150])
def test_underivable_steps_are_invalid_not_unjudged(copies: int) -> None:
    ex = _example(_clique("Every jompus is rainy.", "Sam is a wumpus."), "Sam is rainy.")
    proof = ("Sam is a wumpus. Every wumpus is a jompus. Sam is a jompus. Every jompus is "
             "rainy. Sam is rainy. True")
    r = check(ex, "Sam is not a numpus. " * copies + proof)
    assert not r.bound_hit
    assert {s.reason for s in r.steps[:copies]} == {
        "not provable from the context and the earlier steps"}
    assert r.proof_correct == ALL  # (invalid steps off the proof's path do not matter)
    assert check(ex, "Sam is not a numpus. True").proof_correct == NONE
