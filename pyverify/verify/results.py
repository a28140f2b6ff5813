"""Typed verification results: StepResult per sentence, ProofResult per CoT.

The step taxonomy is Table 2 of seed 000 (§4): validity (strictly-valid / broadly-valid /
invalid), atomicity and utility (misleading / correct), plus *unparseable*; the four
proof metrics (strict / skip / broad / valid) are §4's. Reports, JSON output and the CLI
are views of these objects; nothing here imports a solver or rich.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from pyverify.logic import Formula, to_tptp


class Validity(str, Enum):
    STRICT = "strict"
    BROAD = "broad"
    INVALID = "invalid"
    UNPARSEABLE = "unparseable"


class StepKind(str, Enum):
    """What a sentence is, before it is judged."""

    FACT = "fact"  # a ground formula
    RULE = "rule"  # a universally quantified formula
    ASSUMPTION = "assumption"  # Assume X / Suppose X: opens a hypothesis
    CONTRADICTION = "contradiction"  # This contradicts with X / This is a contradiction.
    BACKTRACK = "backtrack"  # Backtrack to X (ignored by the metrics)
    RESTART = "restart"  # Try again. (ignored by the metrics)
    COMMENT = "comment"  # Let's think step by step. / We need to ... (ignored by the metrics)
    UNPARSEABLE = "unparseable"


class StepClass(str, Enum):
    """The eight step classes of Table 2 (seed 000), plus non-logical markers."""

    CANONICAL = "canonical"  # strictly-valid atomic correct
    STRICT_ATOMIC_MISLEADING = "strict-atomic-misleading"
    STRICT_NONATOMIC_CORRECT = "strict-nonatomic-correct"
    STRICT_NONATOMIC_MISLEADING = "strict-nonatomic-misleading"
    BROAD_CORRECT = "broad-correct"
    BROAD_MISLEADING = "broad-misleading"
    INVALID = "invalid"
    UNPARSEABLE = "unparseable"
    MARKER = "marker"  # backtrack / restart / comment sentences (ignored by the metrics)


METRICS = ("strict", "skip", "broad", "valid")
#: How the reason of an invalid step begins when the solver gave no verdict on it (a bound
#: hit, or no answer at all): the step is counted invalid, and the summary says how many.
NOT_JUDGED = "not judged"
#: How a result's warning begins when only part of its output was checked (the checker's
#: limits per output, ``CheckOptions.max_sentences`` and ``max_chars``).
TRUNCATED = "output truncated"


@dataclass(slots=True)
class StepResult:
    """The verdict on one sentence of a chain of thought (read-only by convention: slotted
    rather than frozen because the checker builds millions of them and a frozen
    dataclass's __init__ costs four times as much).

    ``premise_steps`` are indices of earlier steps of the same CoT; ``premise_axioms``
    are indices into the example's context sentences. ``hops`` is the number of
    deduction-rule applications (Ax or Hop, Algorithm 1 of seed 000) needed to reach the
    step from the earlier steps: 1 means atomic, 0 a repeat of an earlier step.
    """

    index: int
    sentence: str
    start: int
    end: int
    kind: StepKind
    formula: Formula | None = None
    validity: Validity | None = None  # None for markers
    atomic: bool | None = None
    hops: int | None = None
    misleading: bool = False
    off_path: bool = False
    repeat: bool = False
    non_adjacent: bool = False
    rule: str | None = None  # axiom, MP, transitivity, repeat, …
    premise_steps: tuple[int, ...] = ()
    premise_axioms: tuple[int, ...] = ()
    prefix: str | None = None  # discourse marker such as "Therefore," (metadata only)
    reason: str | None = None  # why unparseable / invalid
    warnings: tuple[str, ...] = ()
    entailed: bool | None = None  # z3's independent verdict, when cross-checking
    hypotheses: tuple[int, ...] = ()  # indices of the Assume steps it still rests on

    @property
    def step_class(self) -> StepClass:
        v = self.validity
        if v is None:
            return StepClass.MARKER
        if v is Validity.UNPARSEABLE:
            return StepClass.UNPARSEABLE
        if v is Validity.INVALID:
            return StepClass.INVALID
        if v is Validity.BROAD:
            return StepClass.BROAD_MISLEADING if self.misleading else StepClass.BROAD_CORRECT
        if self.atomic:
            return (
                StepClass.STRICT_ATOMIC_MISLEADING if self.misleading else StepClass.CANONICAL
            )
        return (
            StepClass.STRICT_NONATOMIC_MISLEADING
            if self.misleading
            else StepClass.STRICT_NONATOMIC_CORRECT
        )

    @property
    def canonical(self) -> bool:
        return self.step_class is StepClass.CANONICAL

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "sentence": self.sentence,
            "span": [self.start, self.end],
            "kind": self.kind.value,
            "fol": to_tptp(self.formula) if self.formula is not None else None,
            "class": self.step_class.value,
            "valid": self.validity.value if self.validity is not None else None,
            "atomic": self.atomic,
            "hops": self.hops,
            "misleading": self.misleading,
            "off_path": self.off_path,
            "repeat": self.repeat,
            "non_adjacent": self.non_adjacent,
            "rule": self.rule,
            "premises": {"steps": list(self.premise_steps), "context": list(self.premise_axioms)},
            "prefix": self.prefix,
            "reason": self.reason,
            "warnings": list(self.warnings),
            "entailed": self.entailed,
            "hypotheses": list(self.hypotheses),
        }


@dataclass(slots=True)
class ProofResult:
    """The verdict on one chain of thought (§4 of seed 000, plus label accuracy).
    Read-only by convention, like StepResult: a frozen dataclass's __init__ was ~4 µs of
    the ~30 µs that turn Prolog's answers for a 5-hop CoT into results.

    ``label_predicted`` is True / False, or None when no label was found (then
    ``label_status`` says "missing"); ``label_correct`` is None for proofs-only data.
    ``first_error`` is the index of the first non-canonical step of an incorrect proof
    (Figure 9), ``wrong_branch_lengths`` the steps after each strictly-valid atomic
    misleading step until the CoT returns to the gold proof (Figure 10). ``options``
    are the settings of the checker that judged it (``CheckOptions.settings()``, one
    mapping shared by that checker's results).
    """

    id: str
    steps: tuple[StepResult, ...]
    proof_correct: dict[str, bool]
    label_gold: bool | None
    label_predicted: bool | None
    label_status: str  # "found", "missing", "not-applicable"
    conclusion_step: int | None = None
    first_non_canonical: int | None = None
    first_error: int | None = None
    wrong_branch_lengths: tuple[int, ...] = ()
    bound_hit: bool = False
    warnings: tuple[str, ...] = ()
    metadata: dict[str, Any] = field(default_factory=dict)
    options: Mapping[str, Any] = field(default_factory=dict)  # CheckOptions.settings()

    @property
    def label_correct(self) -> bool | None:
        if self.label_gold is None:
            return None
        return self.label_predicted is not None and self.label_predicted == self.label_gold

    @property
    def first_error_class(self) -> StepClass | None:
        return None if self.first_error is None else self.steps[self.first_error].step_class

    @property
    def truncated(self) -> str | None:
        """The warning that only part of the output was checked (:data:`TRUNCATED`), or
        None when all of it was."""
        return next((w for w in self.warnings if w.startswith(TRUNCATED)), None)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "label_gold": self.label_gold,
            "label_predicted": self.label_predicted,
            "label_status": self.label_status,
            "label_correct": self.label_correct,
            "proof_correct": dict(self.proof_correct),
            "conclusion_step": self.conclusion_step,
            "first_non_canonical": self.first_non_canonical,
            "first_error": self.first_error,
            "first_error_class": (
                self.first_error_class.value if self.first_error_class is not None else None
            ),
            "wrong_branch_lengths": list(self.wrong_branch_lengths),
            "bound_hit": self.bound_hit,
            "warnings": list(self.warnings),
            "options": dict(self.options),
            "metadata": self.metadata,
            "steps": [s.to_json() for s in self.steps],
        }
