"""The Example record: what the generator produces and the verifier checks against.

A superset of the original PrOntoQA ``test_example`` object
(../shared/reference/prontoqa-formats.md §1 and §8): the same strings plus the logical
forms, aligned 1:1 with the sentences, and every knob in ``metadata``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from pyverify.logic import Formula
from pyverify.logic.formula import flatten, unflatten

#: The deduction rules of PrOntoQA-OOD examples (seed 002 §3; ``metadata["rule"]``, and
#: the rule suffix of the original's file names).
OOD_RULES = ("ModusPonens", "AndIntro", "AndElim", "OrIntro", "OrElim", "ProofByContra",
             "Composed")
#: ``metadata["generator"]`` of the examples pyverify's PrOntoQA and PrOntoQA-OOD
#: generators make (the checker takes its calculus from it).
PRONTOQA_GENERATOR = "prontoqa"
OOD_GENERATOR = "prontoqa-ood"


@dataclass(frozen=True)
class GoldStep:
    """One step of a gold proof: its rule ("axiom", "MP", …) and premise step indices."""

    rule: str
    premises: tuple[int, ...] = ()


@dataclass(frozen=True)
class Example:
    """One question with its gold proof.

    ``context`` holds the context sentences with the premise sentence(s) last, exactly as
    rendered; ``question`` is them joined by single spaces. ``chain_of_thought`` keeps
    the original's sentence strings, including any ``"\\n\\n"`` suffixes. ``answer`` is
    True / False, or None for proofs-only (``Prove:``) examples. The ``*_fol`` fields may
    be None for examples read from files that carry no logical forms; the verifier then
    parses the sentences.
    """

    id: str
    context: tuple[str, ...]
    query: str
    chain_of_thought: tuple[str, ...]
    answer: bool | None
    context_fol: tuple[Formula, ...] | None = None
    query_fol: Formula | None = None
    gold_fol: tuple[Formula, ...] | None = None
    gold_steps: tuple[GoldStep, ...] | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    in_context: tuple[Example, ...] = ()

    @property
    def question(self) -> str:
        return " ".join(self.context)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickled as plain values, formulas flat and gold steps as pairs (what
        ``pyverify check --jobs`` sends its workers; the default reduction of every
        formula node and GoldStep cost ~80 µs per example, as much as checking it)."""
        return (
            _example_from_state,
            (
                self.id, self.context, self.query, self.chain_of_thought, self.answer,
                _flat(self.context_fol),
                None if self.query_fol is None else flatten(self.query_fol),
                _flat(self.gold_fol),
                None if self.gold_steps is None
                else tuple((g.rule, g.premises) for g in self.gold_steps),
                self.metadata, self.in_context,
            ),
        )

    @property
    def proofs_only(self) -> bool:
        return self.answer is None


def _flat(formulas: tuple[Formula, ...] | None) -> tuple[tuple[int | str, ...], ...] | None:
    return None if formulas is None else tuple(map(flatten, formulas))


def _unflat(flat: tuple[tuple[int | str, ...], ...] | None) -> tuple[Formula, ...] | None:
    return None if flat is None else tuple(map(unflatten, flat))


def _example_from_state(
    id: str, context: tuple[str, ...], query: str, chain_of_thought: tuple[str, ...],
    answer: bool | None, context_fol: Any, query_fol: Any, gold_fol: Any, gold_steps: Any,
    metadata: Mapping[str, Any], in_context: tuple[Example, ...],
) -> Example:
    return Example(
        id, context, query, chain_of_thought, answer, _unflat(context_fol),
        None if query_fol is None else unflatten(query_fol), _unflat(gold_fol),
        None if gold_steps is None else tuple(GoldStep(r, p) for r, p in gold_steps),
        metadata, in_context,
    )
