"""Verdicts must not depend on which integer a name is encoded as.

Names reach Prolog as integer ids (pyverify.solvers.encode.symbol_id), and and/or
operands are put in the canonical order of those ids. Any choice the verifier makes by
that order (which of two equally cheap derivations to report, which assumption a step
rests on) would change when the vocabulary, and so the ids, change: a renaming of the
predicates could then flip a verdict. These tests re-check the same CoTs with every id
replaced by an order-reversing one and require identical results, step by step.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from pyverify.generate import PrOntoQAConfig, generate
from pyverify.generate.baseline import BaselineReasoner, shuffled_variants
from pyverify.generate.ood import OODConfig, generate_ood
from pyverify.solvers import encode
from pyverify.verify import checker as checker_module
from pyverify.verify.checker import Checker


def _clear_encodings() -> None:
    """Drop every memoised encoding (they hold ids) in the encoder and the checker."""
    for module in (encode, checker_module):
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


@pytest.fixture
def reversed_ids(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    original = encode.symbol_id
    monkeypatch.setattr(encode, "symbol_id", lambda name: 2**54 - original(name))
    _clear_encodings()
    yield
    monkeypatch.undo()
    _clear_encodings()


def _cases() -> list[tuple[object, list[str]]]:
    rnd = random.Random(4)
    cases: list[tuple[object, list[str]]] = []
    for rule, depth, width in [
        ("ProofByContra", 1, 2), ("ProofByContra", 3, 3), ("OrElim", 1, 3),
        ("OrElim", 2, 3), ("AndIntro", 2, 3), ("OrIntro", 2, 3), ("Composed", 3, 3),
    ]:
        for ex in generate_ood(OODConfig(rule=rule, depth=depth, width=width, seed=9, n=25)):
            # Edits leave several assumptions open at once: where the choices above arise.
            cases.append((ex, shuffled_variants(list(ex.chain_of_thought), rnd, 12)))
    reasoner = BaselineReasoner(p_wrong_branch=0.3, p_skip_hop=0.2, p_invalid=0.1, seed=2)
    for ex in generate(PrOntoQAConfig(hops=4, n=25, seed=9, ordering="random")):
        cases.append((ex, [reasoner.answer(ex, i) for i in range(12)]))
    return cases


def _verdicts(cases: list[tuple[object, list[str]]]) -> list[tuple[object, ...]]:
    out = []
    for ex, outputs in cases:
        with Checker(ex) as checker:  # type: ignore[arg-type]
            for r in checker.check_many(outputs):
                out.append((
                    r.id, tuple(sorted(r.proof_correct.items())), r.first_error,
                    tuple(
                        (s.validity, s.atomic, s.hops, s.rule, s.premise_steps,
                         s.premise_axioms, s.hypotheses, s.misleading)
                        for s in r.steps
                    ),
                ))
    return out


@pytest.fixture(scope="module")
def cases() -> list[tuple[object, list[str]]]:
    return _cases()


@pytest.fixture(scope="module")
def verdicts_with_normal_ids(cases) -> list[tuple[object, ...]]:  # type: ignore[no-untyped-def]
    _clear_encodings()
    return _verdicts(cases)


def test_cases_cover_open_assumptions(verdicts_with_normal_ids) -> None:  # type: ignore[no-untyped-def]
    """The corpus holds the situation the tests are about: steps resting on an
    assumption, and proofs by contradiction recognised."""
    steps = [s for v in verdicts_with_normal_ids for s in v[3]]
    assert sum(1 for s in steps if s[6]) > 500
    assert sum(1 for s in steps if s[3] == "PbC") > 100


def test_verdicts_do_not_depend_on_symbol_ids(  # type: ignore[no-untyped-def]
    cases, verdicts_with_normal_ids, reversed_ids
) -> None:
    again = _verdicts(cases)
    assert len(again) == len(verdicts_with_normal_ids)
    diffs = [(a, b) for a, b in zip(verdicts_with_normal_ids, again, strict=True) if a != b]
    assert not diffs, f"{len(diffs)} CoTs judged differently, first: {diffs[0]}"
