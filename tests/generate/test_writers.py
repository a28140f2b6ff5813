"""Writers: JSONL round trip, original JSON shape, byte-identical golden files."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from golden_files import assert_golden

from pyverify.errors import InputError
from pyverify.formats.writers import (
    example_from_json,
    example_to_json,
    write_jsonl,
    write_prontoqa_json,
)
from pyverify.generate import PrOntoQAConfig, generate
from pyverify.logic import to_tptp

GOLDEN_CONFIGS = {
    "prontoqa_3hop_fictional_1shot": PrOntoQAConfig(hops=3, n=3, few_shot=1, seed=7),
    "prontoqa_2hop_true_proofsonly": PrOntoQAConfig(
        hops=2, n=2, ontology="true", ordering="random", proofs_only=True, seed=3),
}


@pytest.mark.parametrize("name", sorted(GOLDEN_CONFIGS))
def test_golden_files_byte_for_byte(name: str) -> None:
    assert_golden(name, generate(GOLDEN_CONFIGS[name]))


def test_output_is_deterministic(tmp_path: Path) -> None:
    config = PrOntoQAConfig(hops=4, n=4, few_shot=2, ordering="random", seed=99)
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    write_jsonl(generate(config), a)
    write_jsonl(generate(config), b)
    assert a.read_bytes() == b.read_bytes()


def test_jsonl_round_trip() -> None:
    for config in (PrOntoQAConfig(hops=3, n=5, few_shot=2),
                   PrOntoQAConfig(hops=2, n=3, ontology="true", proofs_only=True),
                   PrOntoQAConfig(hops=5, n=3, ontology="false", ordering="preorder")):
        examples = list(generate(config))
        buf = io.StringIO()
        assert write_jsonl(examples, buf) == len(examples)
        lines = buf.getvalue().splitlines()
        assert len(lines) == len(examples)
        for line, ex in zip(lines, examples, strict=True):
            record = json.loads(line)
            assert record["fol"]["context"] == [to_tptp(f) for f in ex.context_fol]
            assert example_from_json(record) == ex


def test_jsonl_record_fields() -> None:
    ex = next(generate(PrOntoQAConfig(hops=2, n=1)))
    record = example_to_json(ex)
    assert record["question"] == " ".join(ex.context)
    assert record["answer"] in ("True", "False")
    assert set(record["fol"]) == {"context", "query", "gold"}
    assert record["fol"]["gold"][0] == {"fol": to_tptp(ex.gold_fol[0]), "rule": "axiom",
                                        "premises": []}
    assert record["fol"]["gold"][2]["rule"] == "MP"
    proof = next(generate(PrOntoQAConfig(hops=2, n=1, proofs_only=True)))
    assert example_to_json(proof)["answer"] is None


def test_reading_back_refuses_text_that_disagrees_with_fol() -> None:
    ex = next(generate(PrOntoQAConfig(hops=2, n=1)))
    record = example_to_json(ex)
    record["fol"]["context"][0] = "~" + record["fol"]["context"][0]
    with pytest.raises(InputError, match="parses to"):
        example_from_json(record)


def test_original_json_layout() -> None:
    examples = list(generate(PrOntoQAConfig(hops=1, n=2, few_shot=2)))
    buf = io.StringIO()
    write_prontoqa_json(examples, buf)
    text = buf.getvalue()
    assert text.startswith('{\n "example1": {\n  "in_context_example0": {\n   "question"')
    doc = json.loads(text)
    assert list(doc) == ["example1", "example2"]
    assert list(doc["example1"]) == ["in_context_example0", "in_context_example1",
                                     "test_example"]
    test = doc["example2"]["test_example"]
    assert list(test) == ["question", "query", "chain_of_thought", "answer"]
    assert test["answer"] in ("True", "False")
    proofs = io.StringIO()
    write_prontoqa_json(generate(PrOntoQAConfig(hops=1, n=1, proofs_only=True)), proofs)
    assert "answer" not in json.loads(proofs.getvalue())["example1"]["test_example"]
