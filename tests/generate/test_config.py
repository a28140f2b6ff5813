"""PrOntoQAConfig validation and vocabulary budget: errors name the knob, never loop."""

from __future__ import annotations

import time

import pytest

from pyverify.errors import ConfigError
from pyverify.generate import PrOntoQAConfig, create, generator_names, get_generator
from pyverify.generate.ontology import max_true_hops


@pytest.mark.parametrize(
    ("knobs", "knob"),
    [
        ({"hops": 0}, "hops"),
        ({"hops": "3"}, "hops"),
        ({"hops": True}, "hops"),
        ({"ontology": "imaginary"}, "ontology"),
        ({"ordering": "inorder"}, "ordering"),
        ({"distractors": "yes"}, "distractors"),
        ({"few_shot": -1}, "few_shot"),
        ({"seed": -5}, "seed"),
        ({"n": -1}, "n"),
        ({"proofs_only": 1}, "proofs_only"),
        ({"distinct_families": None}, "distinct_families"),
    ],
)
def test_bad_knobs_raise_config_error_naming_the_knob(knobs: dict, knob: str) -> None:
    with pytest.raises(ConfigError, match=knob):
        PrOntoQAConfig(**knobs)


def test_config_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        PrOntoQAConfig(hops=-1)


def test_fictional_hops_are_not_capped_at_five() -> None:
    PrOntoQAConfig(hops=12)
    PrOntoQAConfig(hops=20, distinct_families=False)
    with pytest.raises(ConfigError, match="distinct_families"):
        PrOntoQAConfig(hops=13)


def test_true_ontology_limit_is_a_clear_error() -> None:
    PrOntoQAConfig(hops=max_true_hops(), ontology="true")
    start = time.perf_counter()
    with pytest.raises(ConfigError, match="ontology='true'"):
        PrOntoQAConfig(hops=max_true_hops() + 1, ontology="true")
    assert time.perf_counter() - start < 0.1


def test_false_ontology_name_budget_is_checked_before_generating() -> None:
    # The original loops forever at >= 4 hops (evaluation reference §7 item 9).
    PrOntoQAConfig(hops=8, ontology="false")
    PrOntoQAConfig(hops=9, ontology="false", distractors=False)
    start = time.perf_counter()
    with pytest.raises(ConfigError, match="hops=9"):
        PrOntoQAConfig(hops=9, ontology="false")
    with pytest.raises(ConfigError, match="ontology='false'"):
        PrOntoQAConfig(hops=30, ontology="false")
    assert time.perf_counter() - start < 0.1


def test_registry() -> None:
    assert "prontoqa" in generator_names()
    spec = get_generator("prontoqa")
    assert spec.config_cls is PrOntoQAConfig
    with pytest.raises(ConfigError, match="unknown generator"):
        get_generator("nope")
    with pytest.raises(ConfigError, match="prontoqa"):
        spec.make_config(hopz=3)
    items = list(create("prontoqa", hops=2, n=3))
    assert [ex.metadata["source_index"] for ex in items] == [0, 1, 2]
