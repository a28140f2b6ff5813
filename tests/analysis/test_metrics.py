"""Wilson intervals and aggregation of ProofResults (built by hand: no solver needed)."""

from __future__ import annotations

import json
import math
import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from pyverify.analysis.metrics import (
    NO_ERROR_STEP,
    Outcome,
    Proportion,
    RunningSummary,
    Summary,
    summarize,
    wilson_interval,
)
from pyverify.verify.results import ProofResult, StepClass, StepKind, StepResult, Validity

S, B, INV, UNP = Validity.STRICT, Validity.BROAD, Validity.INVALID, Validity.UNPARSEABLE


def step(
    i: int, validity: Validity | None, atomic: bool = True, misleading: bool = False
) -> StepResult:
    kind = StepKind.ASSUMPTION if validity is None else StepKind.FACT
    return StepResult(
        i, f"S{i}.", 0, 0, kind, validity=validity, atomic=atomic, misleading=misleading
    )


def proof(
    id: str,
    steps: list[StepResult],
    correct: str = "TTTT",
    gold: bool | None = True,
    predicted: bool | None = True,
    first_error: int | None = None,
    **metadata: object,
) -> ProofResult:
    return ProofResult(
        id=id,
        steps=tuple(steps),
        proof_correct={
            m: c == "T" for m, c in zip(("strict", "skip", "broad", "valid"), correct, strict=True)
        },
        label_gold=gold,
        label_predicted=predicted,
        label_status="not-applicable"
        if gold is None
        else "found"
        if predicted is not None
        else "missing",
        first_error=first_error,
        metadata=dict(metadata),
    )


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (1, 400, 0.0004, 0.0140),
        (200, 400, 0.4512, 0.5488),
    ],
)
def test_wilson_known_values(k: int, n: int, low: float, high: float) -> None:
    interval = wilson_interval(k, n)
    assert interval is not None
    assert interval == (pytest.approx(low, abs=5e-5), pytest.approx(high, abs=5e-5))


def test_wilson_formula_with_z_196() -> None:
    # prontoqa-evaluation.md §2 with z = 1.96
    k, n, z = 7, 23, 1.96
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    assert wilson_interval(k, n, z) == pytest.approx((centre - half, centre + half))


def test_wilson_undefined_for_n_zero() -> None:
    assert wilson_interval(0, 0) is None
    assert Proportion(0, 0).value is None and Proportion(0, 0).interval is None


@pytest.mark.parametrize(("k", "n"), [(-1, 3), (4, 3), (0, -1)])
def test_wilson_rejects_impossible_counts(k: int, n: int) -> None:
    with pytest.raises(ValueError):
        wilson_interval(k, n)


RESULTS = [
    proof("a", [step(0, S), step(1, S), step(2, S)], hops=1, ontology="fictional"),
    proof(
        "b",
        [step(0, S), step(1, S, atomic=False), step(2, S)],
        correct="FTFT",
        first_error=1,
        hops=1,
        ontology="fictional",
    ),
    proof(
        "c",
        [step(0, S), step(1, S, misleading=True), step(2, INV), step(3, UNP)],
        correct="FFFF",
        predicted=False,
        first_error=1,
        hops=3,
        ontology="fictional",
    ),
    proof(
        "d",
        [step(0, None), step(1, B)],
        correct="FFTT",
        gold=None,
        predicted=None,
        first_error=1,
        hops=3,
    ),
    proof("e", [step(0, S)], correct="FFFF", predicted=None, hops=3, ontology="true"),
]


def test_summary_counts() -> None:
    s = summarize(RESULTS)
    assert s.n == 5
    assert (s.label.k, s.label.n) == (2, 4)  # d is proofs-only; e has no label
    assert {m: (p.k, p.n) for m, p in s.proof.items()} == {
        "strict": (1, 5),
        "skip": (2, 5),
        "broad": (2, 5),
        "valid": (3, 5),
    }
    assert s.n_steps == 13
    assert s.step_classes == {
        "canonical": 7,
        "strict-atomic-misleading": 1,
        "strict-nonatomic-correct": 1,
        "broad-correct": 1,
        "invalid": 1,
        "unparseable": 1,
        "marker": 1,
    }
    assert sum(s.step_classes.values()) == s.n_steps
    assert s.step_fraction("canonical") == pytest.approx(7 / 13)
    assert s.n_incorrect == 4
    assert s.first_errors == {
        "strict-atomic-misleading": 1,
        "strict-nonatomic-correct": 1,
        "broad-correct": 1,
        NO_ERROR_STEP: 1,
    }
    assert s.groups == {}


def test_summary_groups_by_metadata() -> None:
    s = summarize(RESULTS, group_by=("hops", "ontology", "absent"))
    assert s.group_keys == ("hops", "ontology")
    assert {key: (g.n, g.proof["valid"].k) for key, g in s.groups.items()} == {
        (1, "fictional"): (2, 2),
        (3, "fictional"): (1, 0),
        (3, "true"): (1, 0),
        (3, None): (1, 1),
    }
    assert list(s.groups) == [(1, "fictional"), (3, "fictional"), (3, "true"), (3, None)]


def test_summary_from_json_records_equals_summary_from_results() -> None:
    records = [r.to_json() for r in RESULTS]
    assert summarize(records, ("hops",)) == summarize(RESULTS, ("hops",))


def test_empty_summary() -> None:
    s = summarize([])
    assert isinstance(s, Summary)
    assert s.n == 0 and s.n_steps == 0 and s.step_fraction("canonical") is None
    assert s.proof["strict"].interval is None
    assert s.to_json()["proof_accuracy"]["strict"] == {"k": 0, "n": 0, "value": None, "ci95": None}


def test_modus_tollens_steps_and_proofs_are_counted() -> None:
    def ruled(i: int, rule: str) -> StepResult:
        s = step(i, S, atomic=rule != "MT")
        s.rule = rule
        return s

    a = proof("a", [ruled(0, "axiom"), ruled(1, "MT"), ruled(2, "MT")], "FTFT", rule="PbC")
    b = proof("b", [ruled(0, "axiom"), ruled(1, "MP")], rule="MP")
    c = proof("c", [ruled(0, "MT")], "FTFT", rule="PbC")
    s = summarize([a, b, c], group_by=("rule",))
    assert (s.mt_steps, s.mt_proofs) == (3, 2)
    assert {key: (g.mt_steps, g.mt_proofs) for key, g in s.groups.items()} == {
        ("MP",): (0, 0),
        ("PbC",): (3, 2),
    }
    assert s.to_json()["modus_tollens"] == {"steps": 3, "proofs": 2}
    # Rebuilt from JSON records (pyverify check --resume), the counts are the same.
    assert summarize([r.to_json() for r in (a, b, c)], ("rule",)) == s
    assert (summarize(RESULTS).mt_steps, summarize(RESULTS).mt_proofs) == (0, 0)


def test_unparseable_reasons_are_counted_by_kind() -> None:
    from pyverify.analysis.metrics import reason_kind

    assert reason_kind('unknown noun "wumpuss" (did you mean "wumpus"?)') == 'unknown noun "…"'
    assert reason_kind('proper names are case-sensitive: "fae" (did you mean "Fae"?)') == (
        'proper names are case-sensitive: "…"'
    )
    assert reason_kind('unexpected word "so"') == 'unexpected word "so"'
    assert reason_kind(None) == "no reason given"

    def unparseable(i: int, reason: str) -> StepResult:
        s = step(i, UNP)
        s.reason = reason
        return s

    a = proof("a", [unparseable(0, 'unknown noun "x"'), unparseable(1, 'unexpected word "so"'),
                    step(2, S)], "FFFF")
    b = proof("b", [unparseable(0, 'unknown noun "y" (did you mean "z"?)')], "FFFF")
    s = summarize([a, b])
    assert s.unparseable_reasons == {'unknown noun "…"': 2, 'unexpected word "so"': 1}
    assert s.to_json()["unparseable_reasons"] == s.unparseable_reasons
    # rebuilt from JSON records (pyverify check --resume), the counts are the same
    assert summarize([r.to_json() for r in (a, b)]) == s


def _batch_reference(outcomes: list[Outcome], group_by: tuple[str, ...]) -> dict[str, Any]:
    """The summary as it was computed before it became incremental: every outcome kept
    in a list, then counted per metadata bucket (the pre-RunningSummary code, verbatim in
    substance), as JSON."""
    from pyverify.analysis.metrics import _hashable, _ordered, _sort_key

    def aggregate(outs: list[Outcome]) -> Summary:
        known = [o.label_correct for o in outs if o.label_correct is not None]
        steps: dict[str, int] = {}
        first: dict[str, int] = {}
        reasons: dict[str, int] = {}
        n_incorrect = mt_steps = mt_proofs = 0
        for o in outs:
            for r in o.unparseable_reasons:
                reasons[r] = reasons.get(r, 0) + 1
            mt = o.step_rules.count("MT")
            mt_steps += mt
            mt_proofs += mt > 0
            for c in o.step_classes:
                steps[c] = steps.get(c, 0) + 1
            if not o.proof_correct.get("strict", False):
                n_incorrect += 1
                key = o.first_error_class or NO_ERROR_STEP
                first[key] = first.get(key, 0) + 1
        return Summary(
            n=len(outs),
            label=Proportion(sum(known), len(known)),
            proof={m: Proportion(sum(bool(o.proof_correct.get(m)) for o in outs), len(outs))
                   for m in ("strict", "skip", "broad", "valid")},
            step_classes=_ordered(steps),
            n_steps=sum(steps.values()),
            first_errors=_ordered(first),
            n_incorrect=n_incorrect,
            mt_steps=mt_steps,
            mt_proofs=mt_proofs,
            unparseable_reasons=dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))),
        )

    total = aggregate(outcomes)
    keys = tuple(k for k in group_by if any(k in o.metadata for o in outcomes))
    if keys:
        buckets: dict[tuple[Any, ...], list[Outcome]] = {}
        for o in outcomes:
            buckets.setdefault(tuple(_hashable(o.metadata.get(k)) for k in keys), []).append(o)
        groups = {key: aggregate(buckets[key]) for key in sorted(buckets, key=_sort_key)}
        total = replace(total, group_keys=keys, groups=groups)
    return total.to_json()


def _random_outcome(rnd: random.Random) -> Outcome:
    classes = [c.value for c in StepClass] + ["made-up"]
    values = [None, 1, 2, 2.0, 3, True, "a", "b", [1, 2], {"x": 1}]
    metadata = {k: rnd.choice(values) for k in ("rule", "hops", "width", "ontology", "other")
                if rnd.random() < 0.6}
    n = rnd.randint(0, 6)
    return Outcome(
        label_correct=rnd.choice([None, True, False]),
        proof_correct={m: rnd.random() < 0.5 for m in ("strict", "skip", "broad", "valid")
                       if rnd.random() < 0.9},
        step_classes=tuple(rnd.choice(classes) for _ in range(n)),
        first_error_class=rnd.choice([None, *classes]),
        metadata=metadata,
        step_rules=tuple(rnd.choice([None, "MP", "MT", "axiom"]) for _ in range(n)),
        unparseable_reasons=tuple(rnd.choice(["a", "b", 'unknown noun "…"'])
                                  for _ in range(rnd.randint(0, 2))),
    )


@pytest.mark.parametrize("seed", range(6))
def test_running_counts_give_the_batch_summary(seed: int) -> None:
    """The summary is counted as outcomes arrive (the CLI kept every outcome in a list,
    ~600 bytes an output, until the end): the same numbers, groups, group order and key
    order as counting the kept list, on outcomes of every kind (no label, missing
    metrics, unknown classes, modus tollens, metadata keys missing, null, numbers equal
    across types, lists, dicts)."""
    rnd = random.Random(seed)
    outcomes = [_random_outcome(rnd) for _ in range(rnd.choice([0, 1, 7, 300]))]
    for group_by in [(), ("hops",), ("rule", "hops", "width", "ontology"), ("absent", "other"),
                     ("hops", "hops")]:
        expected = json.dumps(_batch_reference(outcomes, group_by))
        assert json.dumps(summarize(iter(outcomes), group_by).to_json()) == expected
        running = RunningSummary(group_by)
        for o in outcomes:
            running.add(o)
        assert json.dumps(running.summary().to_json()) == expected
        assert running.summary() == summarize(outcomes, group_by)  # asked twice: the same


def test_summary_memory_is_flat_on_a_long_stream() -> None:
    """Summarising a stream of outputs keeps counts, not the outcomes: the most memory it
    ever holds over 50,000 outputs stays far below what keeping them took (~600 bytes an
    output, 30 MB here)."""
    import tracemalloc

    def stream(n: int) -> Iterator[Outcome]:
        for i in range(n):
            yield Outcome(
                label_correct=i % 3 == 0,
                proof_correct={"strict": i % 2 == 0, "skip": True, "broad": True, "valid": True},
                step_classes=("canonical", "canonical", "strict-atomic-misleading"),
                first_error_class="strict-atomic-misleading",
                metadata={"hops": i % 3, "ontology": "fictional"},
                step_rules=("axiom", "MP", "MT"),
            )

    tracemalloc.start()
    try:
        summary = summarize(stream(50_000), ("rule", "hops", "ontology"))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert summary.n == 50_000 and summary.mt_proofs == 50_000
    assert peak < 1_000_000, peak
