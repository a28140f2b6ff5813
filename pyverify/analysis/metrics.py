"""Aggregate metrics over many ProofResults: accuracies with Wilson intervals, step-class
and first-error distributions, grouped by metadata such as rule, hops or ontology.

Definitions follow ../shared/reference/prontoqa-evaluation.md §2: every proportion comes
with its n; the step-class denominator is all steps (not the original's "1 + last index",
§7 item 18); the first error is counted once per proof that is not strictly correct.
Aggregation accepts ProofResult objects or their JSON records, so a summary can be rebuilt
from a results file (``pyverify check --resume``). It keeps running counts per metadata
group (:class:`RunningSummary`), never the outcomes themselves, so its memory does not
grow with the number of outputs. Modus tollens is counted on its own
(seed 002 A.6; evaluation reference §7 item 20): the steps whose rule is ``MT`` and the
proofs holding at least one. The reasons of unparseable steps are counted by kind (names
and nouns and "did you mean" hints taken out, an unexpected word kept), to show where a
model's phrasing leaves the grammar.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from pyverify.verify.results import METRICS, NOT_JUDGED, ProofResult, StepClass, Validity

__all__ = [
    "MODUS_TOLLENS",
    "NO_ERROR_STEP",
    "Outcome",
    "Proportion",
    "RunningSummary",
    "Summary",
    "summarize",
    "wilson_interval",
]

Z_95 = 1.959963984540054
# First-error key for an incorrect proof whose steps are all canonical (the conclusion
# was never reached).
NO_ERROR_STEP = "no-error-step"
#: The rule name the checker gives a modus tollens step.
MODUS_TOLLENS = "MT"
_UNPARSEABLE = StepClass.UNPARSEABLE.value
_QUOTED = re.compile(r'"[^"]*"')
_HINT = re.compile(r"\s*\(did you mean[^)]*\)")


def reason_kind(reason: str | None) -> str:
    """An unparseable step's reason without its particulars: ``unknown noun "wumpuss"
    (did you mean "wumpus"?)`` → ``unknown noun "…"``; an unexpected word is kept
    (``unexpected word "so"``: the few words a model's phrasing adds are what the table
    is for). Interned, so outcomes share it."""
    if not reason:
        return "no reason given"
    reason = _HINT.sub("", reason)
    if not reason.startswith('unexpected word "'):
        reason = _QUOTED.sub('"…"', reason)
    return sys.intern(reason)


def wilson_interval(k: int, n: int, z: float = Z_95) -> tuple[float, float] | None:
    """The Wilson score interval for k successes in n trials; None when n = 0.

    No continuity correction; equals statsmodels ``proportion_confint(method="wilson")``.
    """
    if n < 0 or not 0 <= k <= n:
        raise ValueError(f"need 0 <= k <= n, got k={k}, n={n}")
    if n == 0:
        return None
    p = k / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z / denom * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n))
    # At k = 0 and k = n the bounds are exactly 0 and 1; avoid 0.9999999999999999.
    low = 0.0 if k == 0 else max(0.0, centre - half)
    high = 1.0 if k == n else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True)
class Proportion:
    """k of n, with its point estimate and Wilson 95% interval (None when n = 0)."""

    k: int
    n: int

    @property
    def value(self) -> float | None:
        return self.k / self.n if self.n else None

    @property
    def interval(self) -> tuple[float, float] | None:
        return wilson_interval(self.k, self.n)

    def to_json(self) -> dict[str, Any]:
        return {"k": self.k, "n": self.n, "value": self.value, "ci95": self.interval}


def _not_judged(reason: object) -> bool:
    return isinstance(reason, str) and reason.startswith(NOT_JUDGED)


@dataclass(frozen=True)
class Outcome:
    """The parts of one checked output that the summary needs."""

    label_correct: bool | None
    proof_correct: Mapping[str, bool]
    step_classes: tuple[str, ...]
    first_error_class: str | None
    metadata: Mapping[str, Any]
    step_rules: tuple[str | None, ...] = ()
    unparseable_reasons: tuple[str, ...] = ()  # reason_kind of each unparseable step
    not_judged: int = 0  # invalid steps the solver gave no verdict on (bound hit)

    @classmethod
    def from_result(
        cls, result: ProofResult, metadata: Mapping[str, Any] | None = None
    ) -> Outcome:
        """The outcome of a result; ``metadata`` in place of the result's own."""
        fec = result.first_error_class
        return cls(
            label_correct=result.label_correct,
            proof_correct=dict(result.proof_correct),
            step_classes=tuple(s.step_class.value for s in result.steps),
            first_error_class=None if fec is None else fec.value,
            metadata=result.metadata if metadata is None else metadata,
            step_rules=tuple(s.rule for s in result.steps),
            unparseable_reasons=tuple(
                reason_kind(s.reason) for s in result.steps if s.validity is Validity.UNPARSEABLE
            ),
            not_judged=sum(1 for s in result.steps if _not_judged(s.reason)),
        )

    @classmethod
    def from_json(cls, record: Mapping[str, Any]) -> Outcome:
        steps = record.get("steps") or []
        return cls(
            label_correct=record.get("label_correct"),
            proof_correct=dict(record.get("proof_correct") or {}),
            step_classes=tuple(str(s.get("class")) for s in steps),
            first_error_class=record.get("first_error_class"),
            metadata=record.get("metadata") or {},
            step_rules=tuple(s.get("rule") for s in steps),
            unparseable_reasons=tuple(
                reason_kind(s.get("reason")) for s in steps if s.get("class") == _UNPARSEABLE
            ),
            not_judged=sum(1 for s in steps if _not_judged(s.get("reason"))),
        )


@dataclass(frozen=True)
class Summary:
    """Aggregates over n checked outputs; ``groups`` holds one Summary per metadata value.

    ``mt_steps`` counts the steps whose rule is modus tollens, ``mt_proofs`` the outputs
    with at least one such step.
    """

    n: int
    label: Proportion
    proof: dict[str, Proportion]
    step_classes: dict[str, int]
    n_steps: int
    first_errors: dict[str, int]
    n_incorrect: int
    group_keys: tuple[str, ...] = ()
    groups: dict[tuple[Any, ...], Summary] = field(default_factory=dict)
    mt_steps: int = 0
    mt_proofs: int = 0
    unparseable_reasons: dict[str, int] = field(default_factory=dict)  # most frequent first
    not_judged: int = 0  # of the invalid steps, those the solver gave no verdict on
    outputs_not_judged: int = 0  # the outputs with such a step (each counts as checked)

    def step_fraction(self, step_class: str) -> float | None:
        return self.step_classes.get(step_class, 0) / self.n_steps if self.n_steps else None

    def to_json(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "label_accuracy": self.label.to_json(),
            "proof_accuracy": {m: p.to_json() for m, p in self.proof.items()},
            "n_steps": self.n_steps,
            "step_classes": dict(self.step_classes),
            "steps_not_judged": self.not_judged,
            "outputs_with_steps_not_judged": self.outputs_not_judged,
            "n_incorrect": self.n_incorrect,
            "first_errors": dict(self.first_errors),
            "modus_tollens": {"steps": self.mt_steps, "proofs": self.mt_proofs},
            "unparseable_reasons": dict(self.unparseable_reasons),
            "group_keys": list(self.group_keys),
            "groups": [
                {"key": list(key), "summary": s.to_json()} for key, s in self.groups.items()
            ],
        }


_CLASS_ORDER = [c.value for c in StepClass]


def _ordered(counts: dict[str, int]) -> dict[str, int]:
    """Known classes in Table 2 order, then anything else alphabetically."""
    rank = {c: i for i, c in enumerate([*_CLASS_ORDER, NO_ERROR_STEP])}
    return dict(sorted(counts.items(), key=lambda kv: (rank.get(kv[0], len(rank)), kv[0])))


class _Counts:
    """The running sums behind one Summary (every one of its numbers is a sum over the
    outcomes, so outcomes are added one at a time and groups merge by adding)."""

    __slots__ = ("n", "label_k", "label_n", "proof", "steps", "first", "n_incorrect",
                 "mt_steps", "mt_proofs", "reasons", "not_judged", "outputs_not_judged")

    def __init__(self) -> None:
        self.n = self.label_k = self.label_n = self.n_incorrect = 0
        self.mt_steps = self.mt_proofs = self.not_judged = self.outputs_not_judged = 0
        self.proof = dict.fromkeys(METRICS, 0)
        self.steps: dict[str, int] = {}
        self.first: dict[str, int] = {}
        self.reasons: dict[str, int] = {}

    def add(self, o: Outcome) -> None:
        self.n += 1
        if o.label_correct is not None:
            self.label_n += 1
            self.label_k += bool(o.label_correct)
        proof = self.proof
        for m in METRICS:
            proof[m] += bool(o.proof_correct.get(m))
        reasons = self.reasons
        for r in o.unparseable_reasons:
            reasons[r] = reasons.get(r, 0) + 1
        mt = o.step_rules.count(MODUS_TOLLENS)
        self.mt_steps += mt
        self.mt_proofs += mt > 0
        self.not_judged += o.not_judged
        self.outputs_not_judged += o.not_judged > 0
        steps = self.steps
        for c in o.step_classes:
            steps[c] = steps.get(c, 0) + 1
        if not o.proof_correct.get("strict", False):
            self.n_incorrect += 1
            key = o.first_error_class or NO_ERROR_STEP
            self.first[key] = self.first.get(key, 0) + 1

    def merge(self, other: _Counts) -> None:
        self.n += other.n
        self.label_k += other.label_k
        self.label_n += other.label_n
        self.n_incorrect += other.n_incorrect
        self.mt_steps += other.mt_steps
        self.mt_proofs += other.mt_proofs
        self.not_judged += other.not_judged
        self.outputs_not_judged += other.outputs_not_judged
        for m in METRICS:
            self.proof[m] += other.proof[m]
        for mine, theirs in ((self.steps, other.steps), (self.first, other.first),
                             (self.reasons, other.reasons)):
            for k, v in theirs.items():
                mine[k] = mine.get(k, 0) + v

    def summary(self) -> Summary:
        return Summary(
            n=self.n,
            label=Proportion(self.label_k, self.label_n),
            proof={m: Proportion(self.proof[m], self.n) for m in METRICS},
            step_classes=_ordered(self.steps),
            n_steps=sum(self.steps.values()),
            first_errors=_ordered(self.first),
            n_incorrect=self.n_incorrect,
            mt_steps=self.mt_steps,
            mt_proofs=self.mt_proofs,
            not_judged=self.not_judged,
            outputs_not_judged=self.outputs_not_judged,
            unparseable_reasons=dict(
                sorted(self.reasons.items(), key=lambda kv: (-kv[1], kv[0]))
            ),
        )


def _sort_key(key: tuple[Any, ...]) -> tuple[tuple[int, Any], ...]:
    # None last; numbers numerically; everything else as text.
    return tuple(
        (2, "") if v is None else (0, v) if isinstance(v, (int, float)) else (1, str(v))
        for v in key
    )


def _outcome(r: ProofResult | Mapping[str, Any] | Outcome) -> Outcome:
    if isinstance(r, Outcome):
        return r
    if isinstance(r, ProofResult):
        return Outcome.from_result(r)
    if not isinstance(r, Mapping):
        raise TypeError(
            f"a result must be a ProofResult, its JSON record (a dict) or an Outcome, "
            f"not {type(r).__name__}"
        )
    return Outcome.from_json(r)


def _group_keys(group_by: Sequence[str] | str) -> tuple[str, ...]:
    """``group_by`` as a tuple of keys: one key may be given alone (``"rule"`` was read
    as the keys r, u, l, e and made no group)."""
    if isinstance(group_by, str):
        return (group_by,)
    if not isinstance(group_by, Iterable):
        raise TypeError(f"group_by must be metadata keys (strings), not {group_by!r}")
    keys = tuple(group_by)
    if not all(isinstance(k, str) for k in keys):
        raise TypeError(f"group_by must be metadata keys (strings), not {keys!r}")
    return keys


class RunningSummary:
    """:func:`summarize`, fed one result at a time: running counts overall and per
    combination of the ``group_by`` values, so memory stays flat however many outputs
    are added (the CLI once kept every outcome, ~600 bytes an output, until the end).

    Groups are formed, as in :func:`summarize`, only over the keys that occur in some
    record's metadata: the counts are kept per value of every ``group_by`` key and added
    up over the keys left out when :meth:`summary` is asked for.
    """

    def __init__(self, group_by: Sequence[str] | str = ()) -> None:
        self.group_by = _group_keys(group_by)
        self._total = _Counts()
        self._buckets: dict[tuple[Any, ...], _Counts] = {}
        self._present: set[str] = set()  # group_by keys some metadata holds

    def add(self, result: ProofResult | Mapping[str, Any] | Outcome) -> None:
        """Count one result (an object, its JSON record, or its :class:`Outcome`)."""
        o = _outcome(result)
        self._total.add(o)
        if not self.group_by:
            return
        metadata = o.metadata
        present = self._present
        for k in self.group_by:
            if k in metadata and k not in present:
                present.add(k)
        key = tuple(_hashable(metadata.get(k)) for k in self.group_by)
        counts = self._buckets.get(key)
        if counts is None:
            counts = self._buckets[key] = _Counts()
        counts.add(o)

    def summary(self) -> Summary:
        """The Summary of everything added so far."""
        total = self._total.summary()
        chosen = [i for i, k in enumerate(self.group_by) if k in self._present]
        if not chosen:
            return total
        merged: dict[tuple[Any, ...], _Counts] = {}
        for full, counts in self._buckets.items():
            key = tuple(full[i] for i in chosen)
            into = merged.get(key)
            if into is None:
                into = merged[key] = _Counts()
            into.merge(counts)
        groups = {key: merged[key].summary() for key in sorted(merged, key=_sort_key)}
        keys = tuple(self.group_by[i] for i in chosen)
        return replace(total, group_keys=keys, groups=groups)


def summarize(
    results: Iterable[ProofResult | Mapping[str, Any] | Outcome],
    group_by: Sequence[str] | str = (),
) -> Summary:
    """Aggregate results (objects or JSON records); group by metadata keys if asked.

    Groups are formed only over keys that occur in some record's metadata. ``results``
    may be any stream: it is read once and not kept (:class:`RunningSummary`).
    """
    if isinstance(results, (str, bytes, Mapping, ProofResult)) or not isinstance(
        results, Iterable
    ):
        raise TypeError(
            f"results must be an iterable of results (ProofResult, JSON records or "
            f"Outcome), not {type(results).__name__}"
        )
    running = RunningSummary(group_by)
    for r in results:
        running.add(r)
    return running.summary()


def _hashable(value: Any) -> Any:
    if isinstance(value, (list, dict)):
        return str(value)
    return value
