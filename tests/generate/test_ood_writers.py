"""PrOntoQA-OOD output: the original JSON (formats §1), pyverify JSONL, golden files and
the original file names (formats §1.1)."""

from __future__ import annotations

import io
import json

import pytest
from golden_files import assert_golden

from pyverify.formats.writers import (
    example_from_json,
    example_to_json,
    write_jsonl,
    write_prontoqa_json,
)
from pyverify.generate import OODConfig, generate_ood, ood_file_name

GOLDEN_CONFIGS = {
    "ood_orelim_2hop_2width_1shot": OODConfig(rule="OrElim", depth=2, width=2, few_shot=1,
                                              n=2, seed=1),
    "ood_proofbycontra_2hop_3width": OODConfig(rule="ProofByContra", depth=2, width=3, n=2,
                                               seed=2, distractors="irrelevant"),
    "ood_composed_2hop_ood_demos": OODConfig(rule="Composed", depth=2, width=3, few_shot=2,
                                             ood_demonstrations=True, n=2, seed=3),
}


def _render(config: OODConfig) -> tuple[str, str]:
    examples = list(generate_ood(config))
    jsonl, original = io.StringIO(), io.StringIO()
    write_jsonl(examples, jsonl)
    write_prontoqa_json(examples, original)
    return jsonl.getvalue(), original.getvalue()


@pytest.mark.parametrize("name", sorted(GOLDEN_CONFIGS))
def test_golden_files_byte_for_byte(name: str) -> None:
    assert_golden(name, generate_ood(GOLDEN_CONFIGS[name]))


def test_original_json_shape_proofs_only() -> None:
    config = OODConfig(rule="OrElim", depth=1, width=3, few_shot=2, n=3)
    doc = json.loads(_render(config)[1])
    assert list(doc) == ["example1", "example2", "example3"]
    for entry in doc.values():
        assert list(entry) == ["in_context_example0", "in_context_example1", "test_example"]
        for obj in entry.values():
            assert list(obj) == ["question", "query", "chain_of_thought"]  # no answer key
            assert obj["query"].startswith("Prove: ")
            assert obj["chain_of_thought"][0].startswith("Assume ")
            assert obj["chain_of_thought"][-1].startswith("Since ")


def test_original_json_with_labels() -> None:
    doc = json.loads(_render(OODConfig(rule="AndElim", depth=2, proofs_only=False, n=4))[1])
    for entry in doc.values():
        assert entry["test_example"]["answer"] in ("True", "False")
        assert entry["test_example"]["query"].startswith("True or false: ")


@pytest.mark.parametrize("rule", ["OrElim", "ProofByContra", "Composed", "AndIntro"])
def test_jsonl_round_trip(rule: str) -> None:
    for ex in generate_ood(OODConfig(rule=rule, depth=2, width=3, few_shot=1, n=3)):
        record = json.loads(json.dumps(example_to_json(ex)))
        assert example_from_json(record) == ex
        assert record["metadata"]["rule"] == rule
        assert [g["rule"] for g in record["fol"]["gold"]] == [s.rule for s in ex.gold_steps]


@pytest.mark.parametrize(("knobs", "name"), [
    ({"rule": "OrElim", "depth": 1, "width": 3, "few_shot": 8, "ood_demonstrations": True},
     "1hop_OOD_OrElim_3proofwidth_random_noadj.json"),
    ({"rule": "OrElim", "depth": 1, "width": 3, "few_shot": 8},
     "1hop_OrElim_3proofwidth_random_noadj.json"),
    ({"rule": "ModusPonens", "depth": 2, "few_shot": 8, "ood_demonstrations": True},
     "2hop_OOD_ModusPonens_random_noadj.json"),
    ({"rule": "AndIntro", "depth": 2, "width": 3, "few_shot": 8, "ood_demonstrations": True},
     "2hop_OOD_AndIntro_3proofwidth_random_noadj.json"),
    ({"rule": "ProofByContra", "depth": 1, "few_shot": 8, "ood_demonstrations": True},
     "1hop_OOD_ProofByContra_random_noadj.json"),
    ({"rule": "Composed", "depth": 2, "width": 3, "few_shot": 8, "ood_demonstrations": True},
     "2hop_OOD_Composed_random_noadj.json"),
    ({"rule": "Composed", "depth": 4, "width": 3, "few_shot": 8, "rule_types": 4,
      "ood_demonstrations": True}, "4hop_OOD_Composed_4ruletypes_random_noadj.json"),
    ({"rule": "ModusPonens", "depth": 3, "few_shot": 2, "proofs_only": False,
      "ordering": "postorder", "adjectives": True}, "3hop_2shot.json"),
    ({"rule": "ModusPonens", "depth": 3, "few_shot": 8, "ordering": "postorder",
      "adjectives": True, "distractors": "none", "seed": 5},
     "3hop_ProofsOnly_nodistractor_seed5.json"),
    ({"rule": "AndElim", "depth": 2, "few_shot": 0, "ordering": "preorder",
      "distractors": "irrelevant"}, "2hop_AndElim_0shot_preorder_irrelevantdistractor_noadj.json"),
])
def test_original_file_names(knobs: dict, name: str) -> None:
    assert ood_file_name(OODConfig(**knobs)) == name
