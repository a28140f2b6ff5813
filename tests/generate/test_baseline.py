"""The baseline reasoner: deterministic, walks the context, shows every perturbation."""

from __future__ import annotations

from collections import Counter

import pytest

from pyverify.generate import PrOntoQAConfig, generate
from pyverify.generate.baseline import (
    PERTURBATIONS,
    PHRASINGS,
    BaselineReasoner,
    shuffled_variants,
)
from pyverify.verify import check

EXAMPLES = list(generate(PrOntoQAConfig(hops=5, n=200, seed=5), validate=False))


def test_deterministic_from_seed_example_and_index() -> None:
    ex = EXAMPLES[0]
    a, b = BaselineReasoner(seed=1), BaselineReasoner(seed=1)
    assert [a.answer(ex, i) for i in range(20)] == [b.answer(ex, i) for i in range(20)]
    assert len({a.answer(ex, i) for i in range(20)}) > 1
    assert [a.answer(ex, 0) for ex in EXAMPLES[:20]] != [
        BaselineReasoner(seed=2).answer(ex, 0) for ex in EXAMPLES[:20]]


def test_every_perturbation_and_phrasing_occurs_over_200_examples() -> None:
    reasoner = BaselineReasoner()
    seen: Counter[str] = Counter()
    phr: Counter[str] = Counter()
    for ex in EXAMPLES:
        trace = reasoner.answer_with_trace(ex)
        seen.update(trace.perturbations)
        phr.update(trace.phrasings)
    assert set(PERTURBATIONS) <= set(seen), seen
    assert set(PHRASINGS) <= set(phr), phr


def test_perfect_reasoner_reproduces_the_gold_cot() -> None:
    perfect = BaselineReasoner(p_wrong_branch=0, p_skip_hop=0, p_invalid=0, p_label_flip=0)
    for ex in EXAMPLES[:50]:
        trace = perfect.answer_with_trace(ex)
        assert trace.perturbations == ()
        assert trace.label is ex.answer
        # identical to the gold CoT up to discourse prefixes and the label form
        assert trace.text.count(".") >= len(ex.chain_of_thought) - 1


def test_wrong_branch_uses_context_rules_and_can_flip_the_label() -> None:
    reasoner = BaselineReasoner(p_wrong_branch=1.0, p_skip_hop=0, p_invalid=0, p_label_flip=0)
    wrong_labels = 0
    for ex in EXAMPLES[:100]:
        trace = reasoner.answer_with_trace(ex)
        assert "wrong_branch" in trace.perturbations
        wrong_labels += trace.label is not ex.answer
    assert wrong_labels > 0


def test_errors_are_visible_to_the_verifier() -> None:
    noisy = BaselineReasoner(p_wrong_branch=0.5, p_skip_hop=0.3, p_invalid=0.3)
    perfect = BaselineReasoner(p_wrong_branch=0, p_skip_hop=0, p_invalid=0, p_label_flip=0)
    strict_noisy = sum(check(ex, noisy.answer(ex)).proof_correct["strict"] for ex in EXAMPLES[:60])
    strict_perfect = sum(
        check(ex, perfect.answer(ex)).proof_correct["strict"] for ex in EXAMPLES[:60])
    assert strict_perfect == 60
    assert strict_noisy < 45


def test_bad_probabilities_are_rejected() -> None:
    with pytest.raises(ValueError, match="p_invalid"):
        BaselineReasoner(p_invalid=1.5)


def test_shuffled_variants_edit_the_gold_cot_deterministically() -> None:
    import random

    gold = ["A is b.", "Every b is c.", "A is c.", "Every c is d.", "A is d."]
    outs = shuffled_variants(gold, random.Random(1), 40)
    assert outs == shuffled_variants(gold, random.Random(1), 40)
    assert len(outs) == 40 and outs[0] == " ".join(gold)
    assert sum(o != outs[0] for o in outs) >= 30  # a swap of a sentence with itself is no edit
    for o in outs:  # only gold sentences, each one or two edits away
        parts = [p + "." for p in o.split(". ") if p]
        parts[-1] = parts[-1].rstrip(".") + "."
        assert set(parts) <= set(gold)
        assert 3 <= len(parts) <= 7
