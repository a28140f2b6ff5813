"""The input formats of ``pyverify check`` give the same verdicts for the same outputs.

pyverify JSONL with ``--examples`` carries the logical forms; the original PrOntoQA JSON
and Logic-LM records carry only text, which pyverify reads. The same model outputs must
get the same proof metrics, label verdicts and per-step classes, validities and
formulas whichever way they come in (the real verifier, not a stand-in).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from pyverify.cli.main import cli

ENV = {"NO_COLOR": "1", "COLUMNS": "100"}


def run(*args: str | Path) -> Any:
    result = CliRunner().invoke(cli, [str(a) for a in args], env=ENV, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result


def verdicts(path: Path) -> list[tuple[Any, ...]]:
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return [
        (r["proof_correct"], r["label_correct"],
         [(s["class"], s["valid"], s["fol"]) for s in r["steps"]])
        for r in records
    ]


@pytest.mark.parametrize("knobs", [
    ["--hops", "3"],
    ["--hops", "5", "--ontology", "false"],
    ["--rule", "OrElim", "--width", "3"],
    ["--rule", "ProofByContra"],
])
def test_original_json_and_logic_lm_records_get_the_verdicts_of_jsonl(
    tmp_path: Path, knobs: list[str]
) -> None:
    examples, original = tmp_path / "ex.jsonl", tmp_path / "original.json"
    run("generate", *knobs, "-n", "16", "--seed", "3", "--few-shot", "1", "-o", examples)
    run("generate", *knobs, "-n", "16", "--seed", "3", "--few-shot", "1",
        "--format", "prontoqa-json", "-o", original)
    predictions = tmp_path / "pred.jsonl"
    run("baseline", examples, "-o", predictions, "--seed", "4")
    outputs = [json.loads(line)["model_output"]
               for line in predictions.read_text(encoding="utf-8").splitlines()]
    records = [json.loads(line) for line in examples.read_text(encoding="utf-8").splitlines()]

    run("check", predictions, "--examples", examples, "-q", "--json", tmp_path / "a.jsonl")
    expected = verdicts(tmp_path / "a.jsonl")
    assert {v[0]["strict"] for v in expected} == {True, False}  # errors among the outputs

    data = json.loads(original.read_text(encoding="utf-8"))
    assert len(data) == len(outputs)
    for key, output in zip(data, outputs, strict=True):
        data[key]["test_example"]["model_output"] = output
    original.write_text(json.dumps(data), encoding="utf-8")
    run("check", original, "-q", "--json", tmp_path / "b.jsonl")
    assert verdicts(tmp_path / "b.jsonl") == expected

    if records[0]["answer"] is None:  # Logic-LM's ProntoQA is True/False questions
        return
    logic_lm = [
        {"id": f"ProntoQA_{i}", "context": " ".join(r["context"]),
         "question": "Is the following statement true or false? "
                     + r["query"].split(":", 1)[1].strip(),
         "options": ["A) True", "B) False"], "answer": "A" if r["answer"] == "True" else "B",
         "explanation": r["chain_of_thought"], "model_output": output}
        for i, (r, output) in enumerate(zip(records, outputs, strict=True))
    ]
    (tmp_path / "logic_lm.json").write_text(json.dumps(logic_lm), encoding="utf-8")
    run("check", tmp_path / "logic_lm.json", "-q", "--json", tmp_path / "c.jsonl")
    assert verdicts(tmp_path / "c.jsonl") == expected
