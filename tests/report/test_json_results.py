"""JSON result records and the results file that ``--resume`` relies on."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyverify.errors import InputError
from pyverify.example import Example
from pyverify.report.json import ResultsWriter, dumps_record, read_results, result_record
from pyverify.verify.results import ProofResult, StepKind, StepResult, Validity

STEP = StepResult(
    0,
    "Alex is a jompus.",
    0,
    17,
    StepKind.FACT,
    validity=Validity.STRICT,
    atomic=True,
    hops=1,
    rule="axiom",
    premise_axioms=(2,),
)
RESULT = ProofResult(
    "r",
    (STEP,),
    dict.fromkeys(("strict", "skip", "broad", "valid"), True),
    True,
    True,
    "found",
    metadata={"checker": "x"},
)
EXAMPLE = Example(
    "ex1",
    ("Alex is a jompus.",),
    "True or false: Alex is a jompus.",
    ("Alex is a jompus.",),
    True,
    metadata={"hops": 1, "ontology": "fictional"},
)


def test_result_record_has_the_required_fields() -> None:
    record = result_record(RESULT, EXAMPLE, sample=3)
    assert record["id"] == "ex1"
    assert record["sample"] == 3
    assert record["label_correct"] is True
    assert record["proof_correct"] == {"strict": True, "skip": True, "broad": True, "valid": True}
    assert record["metadata"] == {"hops": 1, "ontology": "fictional", "checker": "x"}
    (step,) = record["steps"]
    assert {k: step[k] for k in ("sentence", "class", "valid", "atomic", "misleading")} == {
        "sentence": "Alex is a jompus.",
        "class": "canonical",
        "valid": "strict",
        "atomic": True,
        "misleading": False,
    }
    assert step["premises"] == {"steps": [], "context": [2]}
    assert json.loads(dumps_record(record)) == record
    assert "\n" not in dumps_record({"id": "a\nb"})


def test_writer_and_reader_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "out.jsonl"
    with ResultsWriter(path, sync_every=1) as writer:
        writer.write({"id": "a", "sample": 0})
        writer.write({"id": "b", "sample": 0})
    with ResultsWriter(path, append=True) as writer:
        writer.write({"id": "c", "sample": 0})
    assert [r["id"] for r in read_results(path)] == ["a", "b", "c"]
    assert read_results(tmp_path / "missing.jsonl") == []


@pytest.mark.parametrize("tail", [b'{"id": "c", "sam', b'{"id": "c"}', b"\xff\xfe"])
def test_truncated_last_line_is_dropped_and_repaired(tmp_path: Path, tail: bytes) -> None:
    path = tmp_path / "out.jsonl"
    good = b'{"id": "a"}\n\n{"id": "b"}\n'
    path.write_bytes(good + tail)
    assert [r["id"] for r in read_results(path)] == ["a", "b"]
    assert path.read_bytes() == good + tail  # reading alone changes nothing
    assert [r["id"] for r in read_results(path, repair=True)] == ["a", "b"]
    assert path.read_bytes() == good


def test_broken_middle_line_refuses_to_resume(tmp_path: Path) -> None:
    path = tmp_path / "out.jsonl"
    path.write_bytes(b'{"id": "a"}\n{"id": \n{"id": "b"}\n')
    with pytest.raises(InputError, match="line 2 is not a result record; not resuming"):
        read_results(path, repair=True)
    path.write_bytes(b'{"id": "a"}\n[1]\n{"id": "b"}\n')
    with pytest.raises(InputError, match="line 2"):
        read_results(path)
