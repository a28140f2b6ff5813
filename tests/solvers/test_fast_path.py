"""The fast path of prolog/verify.pl is an optimisation only: wherever fast/9 answers a
step, the costed search (classify/11, then remember/9) gives the same verdict, cost,
rule, premises, assumptions and next state.

The same goes for may_rederive/3, the filter in front of the search for a canonical
derivation: where it says none exists, the search must find none.

A test-only helper (fast_path_check.pl) judges each such step both ways while walking
generated and perturbed CoTs: PrOntoQA (1-5 hops, every ontology, the baseline
reasoner's wrong branches, skipped hops and invalid steps) and PrOntoQA-OOD (every rule,
depth 1-3, width 2-3, every distractor mode, sentences deleted, duplicated and swapped,
which leaves assumptions open and cases unclosed).
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from pyverify.errors import ConfigError
from pyverify.example import OOD_RULES
from pyverify.generate import OODConfig, PrOntoQAConfig, generate, generate_ood
from pyverify.generate.baseline import BaselineReasoner, shuffled_variants
from pyverify.logic.printers import quote_atom
from pyverify.solvers.prolog import PrologEngine
from pyverify.verify.checker import Checker, _sorted_goal

HELPER = Path(__file__).with_name("fast_path_check.pl")
LIMITS = "limits(200000,200000000)"


@pytest.fixture(scope="module")
def engine() -> PrologEngine:
    eng = PrologEngine.instance()
    assert eng.call_bool("consult", quote_atom(str(HELPER)))
    return eng


def fast_check(engine: PrologEngine, theory: str, goal: str) -> tuple[int, int, str]:
    """(steps checked, fact steps the canonical filter turned away, rule codes); fails
    the test on any mismatch."""
    out = engine.call("pv_fast_check", [theory, goal, LIMITS], module="pv_fast_check")
    assert out is not None
    checked, pruned, mismatches, detail = out.split(" ", 3)
    assert mismatches == "0", f"{mismatches} mismatches, first {detail}"
    return int(checked), int(pruned), detail


def fast_vs_slow(engine: PrologEngine, ex, outputs: list[str]) -> tuple[int, int, list[int]]:  # type: ignore[no-untyped-def]
    checker = Checker(ex)
    goal, _, _ = _sorted_goal([checker._prepare(o) for o in dict.fromkeys(outputs)])
    checked, pruned, detail = fast_check(engine, checker._theory_term(), goal)
    return checked, pruned, [int(c) for c in detail.strip("[]").split(",") if c]


def test_fast_path_equals_costed_search_prontoqa(engine: PrologEngine) -> None:
    reasoner = BaselineReasoner(p_wrong_branch=0.3, p_skip_hop=0.3, p_invalid=0.2, seed=4)
    checked = pruned = 0
    codes: Counter[int] = Counter()
    for ontology in ("fictional", "false", "true"):
        for hops in (1, 3, 5):
            config = PrOntoQAConfig(hops=hops, ontology=ontology, n=12, seed=21,
                                    ordering="random")
            for ex in generate(config, validate=False):
                n, p, c = fast_vs_slow(engine, ex, [reasoner.answer(ex, k) for k in range(8)])
                checked += n
                pruned += p
                codes.update(c)
    assert checked > 2000
    assert pruned > 500  # the canonical filter was tested (1,379 when written)
    # axiom, modus ponens (one hop, and two over an unstated rule), repeat
    assert {1, 2, 3} <= set(codes)


def test_fast_path_equals_costed_search_ood(engine: PrologEngine) -> None:
    rnd = random.Random(5)
    checked = pruned = 0
    codes: Counter[int] = Counter()
    for rule in OOD_RULES:
        for depth in (1, 2, 3):
            for width in (2, 3):
                for distractors in ("none", "relevant", "irrelevant"):
                    try:
                        config = OODConfig(rule=rule, depth=depth, width=width, n=2,
                                           seed=depth * 10 + width, distractors=distractors)
                        examples = list(generate_ood(config, validate=False))
                    except ConfigError:  # a combination the rule does not allow
                        continue
                    for ex in examples:
                        outputs = shuffled_variants(list(ex.chain_of_thought), rnd, 12)
                        n, p, c = fast_vs_slow(engine, ex, outputs)
                        checked += n
                        pruned += p
                        codes.update(c)
    assert checked > 5000
    assert pruned > 1000  # (3,189 when written)
    # and-introduction, or-introduction and a proof by cases closing, each on the fast
    # path, besides axioms, modus ponens and repeats
    assert {1, 2, 3, 5, 7, 9} <= set(codes)


# Hand-made batches for the branches random CoTs rarely reach: and/or-introduction whose
# most recent operand rests on an assumption while a derivation resting on none exists
# (the costed search prefers that one). Predicates 1-3 of constant 0.
AND_PREFERS_NO_ASSUMPTION = (
    "theory(1,[f(l(1,0,1)),f(l(2,0,1))])",
    "sorted(s(fact(l(1,0,1)),fact(l(2,0,1)),assume(l(1,0,1)),assume(l(2,0,1)),"
    "fact(and([l(1,0,1),l(2,0,1)]))),[c(0,[0,1,2,3,4]),c(2,[4])])",
)
OR_PREFERS_NO_ASSUMPTION = (
    "theory(2,[f(l(1,0,1))])",
    "sorted(s(fact(l(1,0,1)),assume(l(2,0,1)),fact(or([l(1,0,1),l(2,0,1)])),"
    "assume(l(1,0,1)),fact(or([l(1,0,1),l(3,0,1)]))),[c(0,[0,1,2]),c(0,[0,1,3,4]),c(0,[1,2])])",
)

# Modus ponens whose most recent stated rule has its antecedent under an assumption while
# an earlier stated rule gives a hop from steps resting on none: with a literal
# antecedent (cats -> mammals after "Fae is a cat"), and with a disjunctive one when no
# literal rests on none (free_hop/7 then passes over the literal rules).
MP_PREFERS_NO_ASSUMPTION = (
    "theory(3,[f(l(1,0,1)),r(t(1,1),t(3,1)),r(t(2,1),t(3,1))])",
    "sorted(s(fact(l(1,0,1)),rule(t(1,1),t(3,1)),assume(l(2,0,1)),rule(t(2,1),t(3,1)),"
    "fact(l(3,0,1))),[c(0,[0,1,2,3,4])])",
)
MP_COMPOUND_PREFERS_NO_ASSUMPTION = (
    "theory(4,[f(or([l(1,0,1),l(4,0,1)])),r(or([t(1,1),t(4,1)]),t(3,1)),r(t(2,1),t(3,1))])",
    "sorted(s(fact(or([l(1,0,1),l(4,0,1)])),rule(or([t(1,1),t(4,1)]),t(3,1)),"
    "assume(l(2,0,1)),rule(t(2,1),t(3,1)),fact(l(3,0,1))),[c(0,[0,1,2,3,4])])",
)


@pytest.mark.parametrize("theory,goal", [AND_PREFERS_NO_ASSUMPTION, OR_PREFERS_NO_ASSUMPTION,
                                         MP_PREFERS_NO_ASSUMPTION,
                                         MP_COMPOUND_PREFERS_NO_ASSUMPTION])
def test_fast_path_prefers_what_the_costed_search_prefers(
    engine: PrologEngine, theory: str, goal: str
) -> None:
    checked, _, _ = fast_check(engine, theory, goal)
    assert checked >= 3
