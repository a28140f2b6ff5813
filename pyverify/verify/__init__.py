"""Step classification and proof metrics (Algorithm 1 and Table 2 of seed 000).

The result types are imported eagerly; the checker (which needs the language and solver
layers) lazily, so that ``pyverify.language`` can use :class:`StepKind` without a cycle.
"""

from typing import Any

from pyverify.verify.results import (
    METRICS,
    ProofResult,
    StepClass,
    StepKind,
    StepResult,
    Validity,
)

_LAZY = {
    "CheckOptions", "Checker", "check", "check_batch", "check_many", "check_parallel",
    "check_together",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        from pyverify.verify import checker

        return getattr(checker, name)
    raise AttributeError(f"module 'pyverify.verify' has no attribute {name!r}")


__all__ = [
    "METRICS", "CheckOptions", "Checker", "ProofResult", "StepClass", "StepKind",
    "StepResult", "Validity", "check", "check_batch", "check_many", "check_parallel",
    "check_together",
]
