"""Evaluation never raises on any model output and is deterministic (evaluation
reference §8): arbitrary text, sentence salad built from the example's own sentences
and connectives, and hostile strings all give a ProofResult, the same one twice."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pyverify
from pyverify.verify.checker import Checker

EXAMPLE = next(iter(pyverify.generate(hops=3, n=1, seed=21)))
OOD = next(iter(pyverify.generate(rule="OrElim", width=2, n=1, seed=21)))
PIECES = [s.strip() for s in EXAMPLE.chain_of_thought + EXAMPLE.context] + [
    "Assume Fae is a cat.", "This is a contradiction.", "This contradicts with Fae is a dog.",
    "Since", "because", "so", "Therefore,", "True", "False.", "Q:", "\n\n", "…", "'", "\\",
    ":- halt.", "é→😀", "Try again.", "Backtrack to Fae is a cat.", "1.", "3.5", ";", "?",
]

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def results(example, outputs):  # type: ignore[no-untyped-def]
    with Checker(example) as checker:
        return [json.dumps(r.to_json(), sort_keys=True) for r in checker.check_many(outputs)]


@SETTINGS
@given(st.lists(st.text(max_size=300), min_size=1, max_size=4))
def test_arbitrary_text_never_raises(outputs: list[str]) -> None:
    first = results(EXAMPLE, outputs)
    assert first == results(EXAMPLE, outputs)  # deterministic


@SETTINGS
@given(st.lists(st.lists(st.sampled_from(PIECES), max_size=25).map(" ".join), min_size=1,
                max_size=4))
def test_sentence_salad_never_raises(outputs: list[str]) -> None:
    for example in (EXAMPLE, OOD):
        first = results(example, outputs)
        assert first == results(example, outputs)


OOD_PIECES = [s.strip() for s in OOD.chain_of_thought + OOD.context] + PIECES[-22:]


@SETTINGS
@given(
    st.lists(st.integers(0, 10_000), max_size=12),
    st.lists(st.lists(st.integers(0, 10_000), max_size=8), min_size=2, max_size=5),
)
def test_batch_with_shared_prefixes_equals_one_by_one(prefix: list[int], tails: list) -> None:
    """check_many judges a prefix shared by several outputs once (verify.pl,
    check_sorted): every output must still get exactly its one-by-one result."""
    for example, pieces in ((EXAMPLE, PIECES), (OOD, OOD_PIECES)):
        outputs = [" ".join(pieces[i % len(pieces)] for i in prefix + tail) for tail in tails]
        assert results(example, outputs) == [results(example, [o])[0] for o in outputs]
