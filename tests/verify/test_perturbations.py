"""Perturbations of generated gold CoTs get the verdicts the papers define.

Property-based over generated examples (hypothesis picks seed, hops, ontology, ordering):
- gold → all canonical, T/T/T/T, label right (with and without a trailing period);
- drop a rule sentence, or a rule and its conclusion → non-atomic: F/T/F/T;
- replace two rules and the fact between them by the shortcut rule → broad: F/F/T/T;
- insert a converse rule → that step invalid, proof still T/T/T/T;
- branch to a wrong concept (restate an off-path context rule + its conclusion, or jump
  straight to the off-path fact) → misleading steps, proof still T/T/T/T;
- flip the label → label wrong, proof unchanged.
Every CoT is also cross-checked by z3 (see test_solver_agreement.py for the bulk run).
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pyverify.example import Example
from pyverify.generate import PrOntoQAConfig, generate_one
from pyverify.language.realise import realise
from pyverify.logic import Const, Formula, Kind, constants, instantiate_rule, rule
from pyverify.verify import StepClass, Validity
from pyverify.verify.checker import Checker

METRIC_ORDER = ("strict", "skip", "broad", "valid")

examples = st.builds(
    lambda seed, hops, ontology, ordering, index, parents: generate_one(
        PrOntoQAConfig(hops=hops, ontology=ontology, ordering=ordering, seed=seed, n=index + 1,
                       distractor_parents=parents),
        index,
    ),
    parents=st.booleans(),
    seed=st.integers(0, 10_000),
    hops=st.integers(2, 6),
    ontology=st.sampled_from(["fictional", "false", "true"]),
    ordering=st.sampled_from(["postorder", "preorder", "random"]),
    index=st.integers(0, 20),
)

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def label_text(ex: Example, flip: bool = False) -> str:
    assert ex.answer is not None
    return " " + str(ex.answer != flip)


def metrics(result) -> tuple[bool, ...]:  # type: ignore[no-untyped-def]
    return tuple(result.proof_correct[m] for m in METRIC_ORDER)


def gold_sentences(ex: Example) -> list[str]:
    return [s.strip() for s in ex.chain_of_thought]


def check(ex: Example, sentences: list[str], label: str) -> object:
    with Checker(ex) as checker:
        result = checker.check(" ".join(sentences) + label)
    return result


def rule_positions(ex: Example) -> list[int]:
    assert ex.gold_fol is not None
    return [i for i, f in enumerate(ex.gold_fol) if f.kind is Kind.FORALL]


@SETTINGS
@given(examples)
def test_gold_is_all_canonical(ex: Example) -> None:
    for label in (label_text(ex), label_text(ex) + "."):
        result = check(ex, gold_sentences(ex), label)
        assert all(s.step_class is StepClass.CANONICAL for s in result.steps)
        assert metrics(result) == (True, True, True, True)
        assert result.label_correct is True


@SETTINGS
@given(examples, st.randoms(use_true_random=False))
def test_drop_a_rule_sentence_is_non_atomic(ex: Example, rnd: random.Random) -> None:
    k = rnd.choice(rule_positions(ex))
    sentences = gold_sentences(ex)
    del sentences[k]
    result = check(ex, sentences, label_text(ex))
    # the conclusion that used the rule is now strictly valid but non-atomic
    assert result.steps[k].step_class is StepClass.STRICT_NONATOMIC_CORRECT
    assert metrics(result) == (False, True, False, True)


@SETTINGS
@given(examples, st.randoms(use_true_random=False))
def test_drop_a_hop_is_non_atomic(ex: Example, rnd: random.Random) -> None:
    positions = rule_positions(ex)[:-1]  # not the last rule: its conclusion is the goal
    k = rnd.choice(positions)
    sentences = gold_sentences(ex)
    del sentences[k : k + 2]  # the rule and its conclusion
    result = check(ex, sentences, label_text(ex))
    assert result.steps[k + 1].step_class is StepClass.STRICT_NONATOMIC_CORRECT
    assert metrics(result) == (False, True, False, True)


@SETTINGS
@given(examples, st.randoms(use_true_random=False), st.randoms(use_true_random=False))
def test_shortcut_rule_is_broadly_valid(
    ex: Example, rnd: random.Random, style: random.Random
) -> None:
    assert ex.gold_fol is not None
    positions = rule_positions(ex)
    k = rnd.randrange(len(positions) - 1)
    r1, r2 = positions[k], positions[k + 1]  # A→B at r1, B(c) at r1+1, B→C at r2 = r1+2
    (ante, _), (_, cons) = (
        ex.gold_fol[r1].args[0].args,
        ex.gold_fol[r2].args[0].args,
    )
    shortcut = realise(rule(ante, cons), style)
    sentences = gold_sentences(ex)
    sentences[r1 : r2 + 1] = [shortcut]
    result = check(ex, sentences, label_text(ex))
    assert result.steps[r1].step_class is StepClass.BROAD_CORRECT
    assert result.steps[r1].rule == "transitivity"
    assert metrics(result) == (False, False, True, True)


@SETTINGS
@given(examples, st.randoms(use_true_random=False), st.randoms(use_true_random=False))
def test_converse_rule_is_invalid(ex: Example, rnd: random.Random, style: random.Random) -> None:
    assert ex.gold_fol is not None
    positions = [p for p in rule_positions(ex) if ex.gold_fol[p].args[0].args[1].kind is Kind.PRED]
    k = rnd.choice(positions)
    ante, cons = ex.gold_fol[k].args[0].args
    converse = realise(rule(cons, ante), style)
    sentences = gold_sentences(ex)
    sentences.insert(k + 2, converse)  # after the rule's conclusion
    result = check(ex, sentences, label_text(ex))
    assert result.steps[k + 2].validity is Validity.INVALID
    assert metrics(result) == (True, True, True, True)


def off_path_rule(ex: Example) -> tuple[int, Formula] | None:
    """A context rule whose antecedent is a gold fact and whose consequent is not."""
    assert ex.gold_fol is not None and ex.context_fol is not None
    gold = set(ex.gold_fol)
    entity = Const(next(iter(constants(ex.gold_fol[0]))))
    for f in ex.context_fol:
        inst = instantiate_rule(f, entity)
        if inst is None or f in gold:
            continue
        ante, cons = inst
        if ante in gold and cons not in gold:
            return ex.gold_fol.index(ante), f
    return None


@SETTINGS
@given(examples, st.booleans())
def test_wrong_branch_is_misleading(ex: Example, restate_rule: bool) -> None:
    found = off_path_rule(ex)
    # (a property of a proof node or the chain above it always gives a fork; a true
    # ontology's nodes may have no property, and then only distractor parents give one)
    assert found is not None or ex.metadata["ontology"] == "true"
    assume(found is not None)
    assert found is not None
    at, wrong = found
    entity = Const(next(iter(constants(ex.gold_fol[0]))))  # type: ignore[index]
    inst = instantiate_rule(wrong, entity)
    assert inst is not None
    branch = [realise(inst[1])]
    if restate_rule:
        branch.insert(0, ex.context[ex.context_fol.index(wrong)])  # type: ignore[union-attr]
    sentences = gold_sentences(ex)
    sentences[at + 1 : at + 1] = branch
    result = check(ex, sentences, label_text(ex))
    inserted = result.steps[at + 1 : at + 1 + len(branch)]
    assert all(s.misleading for s in inserted)
    assert all(s.off_path for s in inserted)
    # restating the rule makes the fact atomic; jumping to the fact skips the rule
    fact = inserted[-1]
    assert fact.atomic is restate_rule
    assert metrics(result) == (True, True, True, True)


@SETTINGS
@given(examples)
def test_flipped_label_is_wrong(ex: Example) -> None:
    result = check(ex, gold_sentences(ex), label_text(ex, flip=True))
    assert result.label_correct is False
    assert metrics(result) == (True, True, True, True)
