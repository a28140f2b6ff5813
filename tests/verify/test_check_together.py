"""Several examples' one-shot checks in one Prolog call (check_batch, check_together,
verify.pl's pv_batch_goal/2) give exactly the results of one call per example, and an
example whose check goes wrong in the batch is asked again on its own."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import pyverify
from pyverify.errors import SolverError
from pyverify.example import Example
from pyverify.generate.baseline import BaselineReasoner, shuffled_variants
from pyverify.solvers.prolog import PrologEngine
from pyverify.verify.checker import Checker, check_batch, check_many, check_together


def _items() -> list[tuple[Example, list[str]]]:
    """PrOntoQA examples with baseline outputs (wrong branches, skipped hops, invalid
    steps) and OOD examples of every rule with shuffled gold proofs, one to three
    outputs each."""
    reasoner = BaselineReasoner(p_wrong_branch=0.3, p_skip_hop=0.3, p_invalid=0.2, seed=3)
    rnd = random.Random(4)
    items = [
        (ex, [reasoner.answer(ex, k) for k in range(1 + i % 3)])
        for hops in (1, 3, 5)
        for i, ex in enumerate(pyverify.generate(hops=hops, n=8, seed=hops))
    ]
    for rule, depth in (("ModusPonens", 2), ("AndIntro", 2), ("AndElim", 2), ("OrIntro", 2),
                        ("OrElim", 1), ("ProofByContra", 1), ("Composed", 3)):
        for i, ex in enumerate(pyverify.generate(rule=rule, depth=depth, n=4, seed=11)):
            items.append((ex, shuffled_variants(list(ex.chain_of_thought), rnd, 1 + i % 3)))
    return items


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The names of the Prolog predicates called, in order."""
    names: list[str] = []
    original = PrologEngine.call

    def recording(self: PrologEngine, name: str, args: list[str], **kw: str) -> str | None:
        names.append(name)
        return original(self, name, args, **kw)

    monkeypatch.setattr(PrologEngine, "call", recording)
    yield names


def test_one_call_for_all_examples_gives_the_results_of_one_call_each(
    calls: list[str],
) -> None:
    items = _items()  # (generating checks the gold proofs)
    calls.clear()
    expected = [check_many(ex, outputs) for ex, outputs in items]
    assert calls == ["pv_once_goal"] * len(items)
    calls.clear()
    assert check_batch(items) == expected
    assert calls == ["pv_batch_goal"]
    calls.clear()  # at most 64 examples a call: its goal text and terms grow with them
    assert len(items) <= 64 < 2 * len(items) <= 128
    assert check_batch(items * 2) == expected * 2
    assert calls == ["pv_batch_goal"] * 2
    assert any(not r.proof_correct["strict"] for results in expected for r in results)
    assert any(r.proof_correct["strict"] for results in expected for r in results)


def test_each_example_keeps_its_own_bounds_in_the_batch(calls: list[str]) -> None:
    """Bounds are per step and per output, and each example's own: in one batch, examples
    checked with solver budgets so small that steps go unjudged (bound hit) and examples
    with the default budgets get what separate calls give them."""
    items = _items()
    tight = pyverify.CheckOptions(inference_limit=40, output_inference_limit=300)
    jobs = [(ex, outputs, tight if k % 2 else None) for k, (ex, outputs) in enumerate(items)]
    expected = [check_many(ex, outputs, o) for ex, outputs, o in jobs]
    assert any(r.bound_hit for k in range(1, len(items), 2) for r in expected[k])
    assert not any(r.bound_hit for k in range(0, len(items), 2) for r in expected[k])
    calls.clear()
    got = check_together([(Checker(ex, o), outputs) for ex, outputs, o in jobs])
    assert got == expected
    assert calls == ["pv_batch_goal"]


def test_an_example_whose_check_fails_in_the_batch_is_asked_alone(
    calls: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A goal verify.pl cannot answer (a CoT index with no step in its table) for one
    example: that item answers "!" in the batch, the example is asked on its own and its
    results say the solver failed; the examples after it in the batch are judged as
    usual."""
    items = _items()[:6]
    expected = [check_many(ex, outputs) for ex, outputs in items]
    broken = items[2][0].id
    request = Checker._request

    def unanswerable(self: Checker, outputs: list[str], ids: list[str] | None) -> object:
        req = request(self, outputs, ids)
        if self.example.id == broken and req is not None:
            req.goal = "sorted(s(skip),[c(0,[7])])"
        return req

    monkeypatch.setattr(Checker, "_request", unanswerable)
    calls.clear()
    got = check_batch(items)
    assert calls == ["pv_batch_goal", "pv_once_goal"]
    for k, (results, wanted) in enumerate(zip(got, expected, strict=True)):
        if k != 2:
            assert results == wanted
            continue
        for r in results:
            assert "the solver failed to answer" in r.warnings
            assert not any(r.proof_correct.values())


def test_a_batch_the_engine_refuses_is_asked_example_by_example(
    calls: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    items = _items()[:5]
    expected = [check_many(ex, outputs) for ex, outputs in items]
    original = PrologEngine.call

    def refusing(self: PrologEngine, name: str, args: list[str], **kw: str) -> str | None:
        if name == "pv_batch_goal":
            raise SolverError("Prolog raised: resource_error(memory)")
        return original(self, name, args, **kw)

    monkeypatch.setattr(PrologEngine, "call", refusing)
    assert check_batch(items) == expected


def test_a_checker_with_a_stored_theory_and_an_empty_list_keep_their_meaning(
    calls: list[str],
) -> None:
    items = _items()[:4]
    expected = [check_many(ex, outputs) for ex, outputs in items]
    with Checker(items[1][0]) as stored:
        stored.check_many(["Nothing."])  # loads and keeps the theory
        calls.clear()
        jobs = [(Checker(ex), outputs) for ex, outputs in items]
        jobs[1] = (stored, items[1][1])
        got = check_together([*jobs, (Checker(items[0][0]), [])])
        assert got == [*expected, []]
        assert calls == ["pv_batch_goal", "pv_check_goal"]


def test_check_batch_takes_what_check_many_takes() -> None:
    ex = next(iter(pyverify.generate(hops=2, n=1, seed=9)))
    gold = " ".join(ex.chain_of_thought) + f" {ex.answer}"
    assert pyverify.check_batch([(ex, iter([gold])), (ex, (gold, "x"))]) == [
        check_many(ex, [gold]), check_many(ex, [gold, "x"])
    ]
    assert pyverify.check_batch([]) == []
    with pytest.raises(TypeError, match=r"outputs must be an iterable of str, not a single str"):
        pyverify.check_batch([(ex, gold)])
    with pytest.raises(TypeError, match="items must be"):
        pyverify.check_batch([ex])  # type: ignore[list-item]
