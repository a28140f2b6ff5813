"""Generators by name (reasoning-gym's ``factory.py`` pattern).

A generator is a config dataclass that validates itself plus ``generate_one(config,
index)``; ``generate(config)`` yields items ``0 … n-1``. Later generators (PrOntoQA-OOD,
Multi-LogiEval) register themselves the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from pyverify.errors import ConfigError
from pyverify.example import Example


@dataclass(frozen=True)
class GeneratorSpec:
    """One registered generator."""

    name: str
    config_cls: type[Any]
    generate_one: Callable[..., Example]
    version: str

    def make_config(self, **knobs: Any) -> Any:
        """The generator's config from keyword knobs (validated by the config itself)."""
        try:
            return self.config_cls(**knobs)
        except TypeError as exc:  # unknown knob name
            raise ConfigError(f"{self.name}: {exc}") from exc

    def generate(self, config: Any, *, validate: bool = True) -> Iterator[Example]:
        for index in range(config.n):
            yield self.generate_one(config, index, validate=validate)


_REGISTRY: dict[str, GeneratorSpec] = {}


def register(spec: GeneratorSpec) -> GeneratorSpec:
    """Add a generator; a name can be registered once."""
    if spec.name in _REGISTRY and _REGISTRY[spec.name] is not spec:
        raise ValueError(f"generator {spec.name!r} is already registered")
    _REGISTRY[spec.name] = spec
    return spec


def get_generator(name: str) -> GeneratorSpec:
    """The generator registered under ``name``; ConfigError listing the known names."""
    _load_builtin()
    try:
        return _REGISTRY[name]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise ConfigError(f"unknown generator {name!r} (known: {known})") from None


def generator_names() -> list[str]:
    _load_builtin()
    return sorted(_REGISTRY)


def create(name: str, *, validate: bool = True, **knobs: Any) -> Iterator[Example]:
    """Generate a data set by generator name and knobs: ``create("prontoqa", hops=3)``."""
    spec = get_generator(name)
    return spec.generate(spec.make_config(**knobs), validate=validate)


def _load_builtin() -> None:
    # Importing a generator module registers it.
    import pyverify.generate.ood  # noqa: F401
    import pyverify.generate.prontoqa  # noqa: F401
