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

#: The deduction rules of PrOntoQA-OOD examples (seed 002 §3; ``metadata["rule"]``, and
#: the rule suffix of the original's file names).
OOD_RULES = ("ModusPonens", "AndIntro", "AndElim", "OrIntro", "OrElim", "ProofByContra",
             "Composed")


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

    @property
    def proofs_only(self) -> bool:
        return self.answer is None
