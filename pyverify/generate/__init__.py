"""Generators: ontologies, PrOntoQA (ModusPonens), distractors, a baseline reasoner.

Every item is reproducible from ``(seed, index)``; generators are registered by name
(``create("prontoqa", hops=3, n=10)``) and every generated example is validated.
"""

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
