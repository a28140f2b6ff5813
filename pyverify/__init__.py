"""pyverify: a formal verifier and generator for the deductive reasoning of language models.

    >>> import pyverify
    >>> examples = list(pyverify.generate(hops=3, n=2, seed=1))
    >>> result = pyverify.check(examples[0], "Fae is a cat. ... True")
    >>> result.proof_correct["strict"]

Heavy layers (solvers, generators) are imported on first use.
"""

from typing import Any

__version__ = "0.1.0"

_LAZY = {
    "check": ("pyverify.verify.checker", "check"),
    "check_many": ("pyverify.verify.checker", "check_many"),
    "check_batch": ("pyverify.verify.checker", "check_batch"),
    "check_parallel": ("pyverify.verify.checker", "check_parallel"),
    "Checker": ("pyverify.verify.checker", "Checker"),
    "CheckOptions": ("pyverify.verify.checker", "CheckOptions"),
    "PrOntoQAConfig": ("pyverify.generate", "PrOntoQAConfig"),
    "OODConfig": ("pyverify.generate", "OODConfig"),
    "Example": ("pyverify.example", "Example"),
    "example_from_record": ("pyverify.formats.readers", "example_from_record"),
    "ProofResult": ("pyverify.verify.results", "ProofResult"),
    "StepResult": ("pyverify.verify.results", "StepResult"),
    "summarize": ("pyverify.analysis.metrics", "summarize"),
}


def __getattr__(name: str) -> Any:
    import importlib

    if name == "generate":
        # the package itself, which is callable: pyverify.generate(config or knobs)
        return importlib.import_module("pyverify.generate")
    if name in _LAZY:
        module, attr = _LAZY[name]
        return getattr(importlib.import_module(module), attr)
    raise AttributeError(f"module 'pyverify' has no attribute {name!r}")


__all__ = sorted(_LAZY) + ["__version__", "generate"]
