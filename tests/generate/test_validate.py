"""Generation-time validation rejects every kind of bad example, for the right reason.

The z3 checks run as one combined solver scope (pyverify.generate.validate); these tests
pin that the combination never accepts what the one-by-one checks would reject, that
each failure names its cause, and that z3's ``unknown`` is an error, never acceptance.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from pyverify.errors import GenerationError
from pyverify.example import Example, GoldStep
from pyverify.generate import PrOntoQAConfig, generate, generate_one, validate_example
from pyverify.generate import validate as validate_mod
from pyverify.language.realise import realise
from pyverify.logic import And, ForAll, Formula, Kind, Not, Or, Pred, X, negate, rule
from pyverify.solvers.smt import Verdict, Z3Checker


def _example(hops: int = 3, **knobs: object) -> Example:
    return generate_one(PrOntoQAConfig(hops=hops, **knobs), 0)  # type: ignore[arg-type]


def _with_context(ex: Example, extra: list[Formula]) -> Example:
    """``ex`` with formulas appended to its context (rendered as sentences)."""
    assert ex.context_fol is not None
    rng = random.Random(0)
    return dataclasses.replace(
        ex,
        context=(*ex.context, *(realise(f, rng) for f in extra)),
        context_fol=(*ex.context_fol, *extra),
    )


def test_generated_examples_pass() -> None:
    for ontology in ("fictional", "true", "false"):
        for ex in generate(PrOntoQAConfig(hops=5, ontology=ontology, n=5, few_shot=1)):
            validate_example(ex)
            for shot in ex.in_context:
                validate_example(shot)


def test_inconsistent_premises_are_rejected() -> None:
    ex = _example()
    premise = ex.context_fol[-1]  # the premise fact comes last
    broken = _with_context(ex, [negate(premise)])
    with pytest.raises(GenerationError, match="context is inconsistent"):
        validate_example(broken)


def test_inconsistency_through_rules_is_rejected() -> None:
    # No contradictory pair of sentences: the clash only shows after chaining the rules.
    ex = _example()
    conclusion = ex.gold_fol[-1]
    if conclusion.kind is Kind.NOT:
        against = Pred(conclusion.args[0].name, X)
    else:
        against = Not(Pred(conclusion.name, X))
    first_concept = ex.gold_fol[2].name  # the first derived concept
    broken = _with_context(ex, [rule(Pred(first_concept, X), against)])
    with pytest.raises(GenerationError, match="context is inconsistent"):
        validate_example(broken)


@pytest.mark.parametrize("answer", [True, False])
def test_wrong_label_is_rejected(answer: bool) -> None:
    ex = next(e for i in range(40)
              for e in [generate_one(PrOntoQAConfig(hops=3), i)] if e.answer is answer)
    broken = dataclasses.replace(ex, answer=not answer)
    with pytest.raises(GenerationError, match=rf"label {not answer} is not supported"):
        validate_example(broken)


def test_query_the_context_says_nothing_about_is_rejected() -> None:
    ex = _example()
    entity = ex.gold_fol[0].args[0]
    unrelated = Pred("zzzfoo", entity)
    broken = dataclasses.replace(ex, query_fol=unrelated, answer=True)
    with pytest.raises(GenerationError, match=r"label True is not supported: .* not-entailed"):
        validate_mod._check_entailment(broken, Z3Checker())
    broken = dataclasses.replace(ex, query_fol=unrelated, answer=False)
    with pytest.raises(GenerationError, match=r"label False is not supported"):
        validate_mod._check_entailment(broken, Z3Checker())


def test_query_provable_without_premise_facts_is_rejected() -> None:
    ex = _example()
    conclusion = ex.gold_fol[-1]
    atom = conclusion.args[0] if conclusion.kind is Kind.NOT else conclusion
    # A universal statement that gives the conclusion about everything, facts or not.
    lit = Pred(atom.name, X) if atom is conclusion else Not(Pred(atom.name, X))
    broken = dataclasses.replace(ex, context_fol=(ForAll("x", lit), *ex.context_fol))
    if ex.answer is False:
        broken = dataclasses.replace(broken, answer=True, query_fol=conclusion)
    with pytest.raises(GenerationError, match="follows without the premise facts"):
        validate_mod._check_entailment(broken, Z3Checker())


def test_premise_fact_is_needed_check_fires() -> None:
    # Unit-level: with a checker that says the expected answer follows from the rules
    # alone (only that), validation names that reason.
    ex = _example()

    class RulesEntail(Z3Checker):
        def satisfiable_cases(self, cases, base=()):  # type: ignore[no-untyped-def]
            got = super().satisfiable_cases(cases, base)
            got[2] = False  # (rules, ¬expected): unsat
            return got

        def entails(self, premises, goal):  # type: ignore[no-untyped-def]
            if all(not f.is_ground for f in premises):
                return Verdict.ENTAILED
            return super().entails(premises, goal)

    with pytest.raises(GenerationError, match="follows without the premise facts"):
        validate_example(ex, checker=RulesEntail())


def test_gold_step_that_is_not_modus_ponens_is_rejected() -> None:
    ex = _example(hops=3)
    assert ex.gold_steps is not None
    # Skip a hop: keep the premise, then jump from the first conclusion's rule straight
    # to the second conclusion (sentences and LFs stay aligned and parseable).
    cot = list(ex.chain_of_thought)
    fol = list(ex.gold_fol)
    del cot[2], fol[2]  # drop "X is a B."; "X is a C." now claims MP on (A-fact, A→B)
    steps = [*ex.gold_steps[:2], GoldStep("MP", (0, 1)), *(
        GoldStep(s.rule, tuple(p - 1 if p > 2 else p for p in s.premises))
        for s in ex.gold_steps[4:])]
    steps.insert(3, GoldStep("axiom"))
    broken = dataclasses.replace(ex, chain_of_thought=tuple(cot), gold_fol=tuple(fol),
                                 gold_steps=tuple(steps[: len(fol)]))
    with pytest.raises(GenerationError, match="is not modus ponens"):
        validate_example(broken)


def test_gold_conclusion_not_entailed_is_rejected() -> None:
    ex = _example(hops=3)
    assert ex.context_fol is not None
    # Remove the last rule from the context: the gold conclusion no longer follows.
    last_rule = ex.gold_fol[-2]
    i = ex.context_fol.index(last_rule)
    broken = dataclasses.replace(
        ex,
        context=ex.context[:i] + ex.context[i + 1:],
        context_fol=ex.context_fol[:i] + ex.context_fol[i + 1:],
    )
    with pytest.raises(GenerationError, match="not a context axiom"):
        validate_example(broken)
    # Past the structural check, z3 names the unsupported conclusion.
    with pytest.raises(GenerationError, match=r"gold conclusion .* is not-entailed"):
        validate_mod._check_entailment(broken, Z3Checker())


def test_broken_gold_cot_is_caught_by_the_step_verifier() -> None:
    ex = _example(hops=3)
    # The text skips a hop (its LFs are left intact, so only the verifier sees it).
    cot = ex.chain_of_thought
    broken = dataclasses.replace(ex, chain_of_thought=cot[:2] + cot[4:])
    with pytest.raises(GenerationError, match="gold CoT is not strictly correct"):
        validate_mod.check_gold_cot(broken)
    # And in the full validation, the misaligned CoT is rejected before that.
    with pytest.raises(GenerationError, match="not aligned"):
        validate_example(broken)


def test_unparseable_sentence_is_rejected() -> None:
    ex = _example()
    bad = ("Polly blorfs the zumpus quietly.", *ex.context[1:])
    broken = dataclasses.replace(ex, context=bad)
    with pytest.raises(GenerationError, match=r"parses to nothing"):
        validate_example(broken)
    cot = (*ex.chain_of_thought[:-1], "Therefore, wibble.")
    broken = dataclasses.replace(ex, chain_of_thought=cot)
    with pytest.raises(GenerationError, match=r"CoT sentence .* parses to"):
        validate_example(broken)


class _Unknown(Z3Checker):
    """z3 answering ``unknown`` to everything (a timeout or memory limit)."""

    def satisfiable_cases(self, cases, base=()):  # type: ignore[no-untyped-def]
        return [None] * len(cases)

    def check_theory(self, premises, goals):  # type: ignore[no-untyped-def]
        return None, [Verdict.UNKNOWN] * len(goals)

    def entails(self, premises, goal):  # type: ignore[no-untyped-def]
        return Verdict.UNKNOWN


def test_z3_unknown_is_an_error_not_acceptance() -> None:
    with pytest.raises(GenerationError, match="could not decide the context's consistency"):
        validate_example(_example(), checker=_Unknown())


def test_unknown_only_in_the_combined_run_is_still_an_error() -> None:
    class FlakyOnce(Z3Checker):
        def satisfiable_cases(self, cases, base=()):  # type: ignore[no-untyped-def]
            got = super().satisfiable_cases(cases, base)
            got[1] = None  # the goal check hit a bound; rerun one by one it passes
            return got

    with pytest.raises(GenerationError, match="inconsistently"):
        validate_example(_example(), checker=FlakyOnce())


def test_unknown_from_a_real_timeout_is_an_error() -> None:
    # A grounded pigeonhole instance over a named constant cannot be decided in 1 ms.
    checker = Z3Checker(timeout_ms=1)
    ex = _example()
    entity = ex.gold_fol[0].args[0]
    holes, pigeons = 8, 9
    atoms = {(p, h): Pred(f"in_{p}_{h}", entity) for p in range(pigeons) for h in range(holes)}
    hard = [Or(*[atoms[p, h] for h in range(holes)]) for p in range(pigeons)]
    for h in range(holes):
        for p in range(pigeons):
            for q in range(p + 1, pigeons):
                hard.append(Not(And(atoms[p, h], atoms[q, h])))
    assert checker.satisfiable_cases([(hard, [])]) == [None]
    broken = dataclasses.replace(ex, context_fol=(*hard, *ex.context_fol))
    with pytest.raises(GenerationError, match="could not decide|inconsistently"):
        validate_mod._check_entailment(broken, checker)


def test_validation_uses_one_checker_and_stays_correct_across_resets() -> None:
    # Resetting the long-lived solver every call gives the same verdicts.
    checker = Z3Checker(reset_every=1, cache_size=1)
    for ex in generate(PrOntoQAConfig(hops=3, ontology="false", n=10)):
        validate_mod._check_entailment(ex, checker)
        broken = dataclasses.replace(ex, answer=not ex.answer)
        with pytest.raises(GenerationError, match="label"):
            validate_mod._check_entailment(broken, checker)


# ---------------------------------------------------------------- batches


def test_generate_validates_in_batches_the_items_generate_one_validates() -> None:
    config = PrOntoQAConfig(hops=2, n=11, few_shot=2, seed=4)
    assert list(generate(config)) == [generate_one(config, i) for i in range(config.n)]
    assert list(generate(config)) == list(generate(config, validate=False))


def test_a_batch_names_the_example_whose_gold_cot_fails() -> None:
    good = [generate_one(PrOntoQAConfig(hops=3, seed=7), i) for i in range(6)]
    validate_mod.validate_examples(good)
    cot = good[4].chain_of_thought  # a hop skipped in the text only (LFs intact)
    bad = dataclasses.replace(good[4], chain_of_thought=cot[:2] + cot[4:])
    with pytest.raises(GenerationError, match=f"{bad.id} failed validation: .*not aligned"):
        validate_mod.validate_examples([*good[:4], bad, good[5]])
    with pytest.raises(GenerationError, match=f"{bad.id} failed validation: gold CoT is not "
                                              "strictly correct"):
        validate_mod.check_gold_cots([*good[:4], bad, good[5]])
