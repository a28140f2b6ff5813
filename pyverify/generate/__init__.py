"""Generators: ontologies, PrOntoQA (ModusPonens), distractors, a baseline reasoner.

Every item is reproducible from ``(seed, index)``; generators are registered by name
(``create("prontoqa", hops=3, n=10)``) and every generated example is validated.
"""

import dataclasses
import sys
import types
from collections.abc import Iterator

from pyverify.example import Example
from pyverify.generate.config import PrOntoQAConfig
from pyverify.generate.ood import OODConfig, generate_ood, generate_ood_one, ood_file_name
from pyverify.generate.prontoqa import generate, generate_one
from pyverify.generate.registry import create, generator_names, get_generator
from pyverify.generate.validate import validate_example

__all__ = [
    "OODConfig",
    "PrOntoQAConfig",
    "create",
    "generate",
    "generate_one",
    "generate_ood",
    "generate_ood_one",
    "generator_names",
    "get_generator",
    "ood_file_name",
    "validate_example",
]


class _CallableModule(types.ModuleType):
    """Makes ``pyverify.generate(...)`` callable while it stays a package, so the public
    API is the same whether or not the subpackage has been imported."""

    def __call__(
        self, config: PrOntoQAConfig | OODConfig | None = None, /, **knobs: object
    ) -> Iterator[Example]:
        """Generate examples: ``pyverify.generate(PrOntoQAConfig(...))``,
        ``pyverify.generate(OODConfig(...))``, or knobs directly
        (``pyverify.generate(hops=3, n=10)``, ``pyverify.generate(rule="OrElim", n=5)``):
        ModusPonens knobs make a PrOntoQA config, any other rule an OOD config."""
        if config is None:
            rule = knobs.get("rule", "ModusPonens")
            if rule == "ModusPonens" and not set(knobs) - _PRONTOQA_KNOBS:
                knobs.pop("rule", None)
                config = PrOntoQAConfig(**knobs)  # type: ignore[arg-type]
            else:
                if "hops" in knobs:  # (as `pyverify generate --hops` is --depth for OOD)
                    if "depth" in knobs:
                        raise TypeError("pass hops or depth, not both (hops is depth)")
                    knobs["depth"] = knobs.pop("hops")
                only_prontoqa = sorted(set(knobs) & _PRONTOQA_KNOBS - _OOD_KNOBS - {"rule"})
                if only_prontoqa:
                    raise TypeError(
                        f"{', '.join(only_prontoqa)} appl{'y' if len(only_prontoqa) > 1 else 'ies'}"
                        f" to the PrOntoQA generator (rule='ModusPonens') only, not to "
                        f"rule={rule!r}"
                    )
                unknown = sorted(set(knobs) - _OOD_KNOBS - _PRONTOQA_KNOBS)
                if unknown:
                    raise TypeError(
                        f"unknown knob{'s' if len(unknown) > 1 else ''} "
                        f"{', '.join(map(repr, unknown))}: PrOntoQAConfig takes "
                        f"{', '.join(sorted(_PRONTOQA_KNOBS - {'rule'}))}; OODConfig takes "
                        f"{', '.join(sorted(_OOD_KNOBS))}"
                    )
                config = OODConfig(**knobs)  # type: ignore[arg-type]
        elif knobs:
            raise TypeError("pass either a config or knobs, not both")
        if isinstance(config, OODConfig):
            return generate_ood(config)
        return generate(config)


_PRONTOQA_KNOBS = {f.name for f in dataclasses.fields(PrOntoQAConfig)} | {"rule"}
_OOD_KNOBS = {f.name for f in dataclasses.fields(OODConfig)}
sys.modules[__name__].__class__ = _CallableModule
