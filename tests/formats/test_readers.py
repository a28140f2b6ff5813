"""Every input format of ``pyverify check``, including broken lines and odd encodings."""

from __future__ import annotations

import io
import json
import random
import re
import tempfile
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import pyverify
from pyverify.errors import InputError
from pyverify.formats import readers
from pyverify.formats.readers import (
    CheckItem,
    InputProblem,
    example_from_record,
    metadata_from_file_name,
    read_check_items,
    read_examples,
)
from pyverify.language.labels import map_option_letter, split_label

CONTEXT = "Each numpus is liquid. Jompuses are dull. Alex is a jompus."
COT = ["Alex is a jompus.", "Jompuses are dull.", "Alex is dull."]
GOLD_OUTPUT = "Alex is a jompus. Jompuses are dull. Alex is dull. True"

TEST_EXAMPLE = {
    "question": CONTEXT,
    "query": "True or false: Alex is dull.",
    "chain_of_thought": COT,
    "answer": "True",
}

LOGIC_LM = {
    "id": "ProntoQA_1",
    "context": CONTEXT,
    "question": "Is the following statement true or false? Alex is dull.",
    "options": ["A) True", "B) False"],
    "answer": "A",
    "explanation": COT,
}


def write(path: Path, text: str | bytes) -> Path:
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def jsonl(*records: object) -> str:
    return "".join(json.dumps(r) + "\n" for r in records)


def items(*args: Path | None) -> list[CheckItem | InputProblem]:
    return list(read_check_items(*args))  # type: ignore[arg-type]


# --------------------------------------------------------------- original PrOntoQA JSON


def test_prontoqa_json_all_output_locations_any_keys(tmp_path: Path) -> None:
    document = {
        "example1": {
            "in_context_example0": {**TEST_EXAMPLE, "answer": "False"},
            "test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT},
        },
        # a gap in the numbering (the original's main crashes on it) and other places
        # for the prediction: value["model_output"] as a one-element list, value["output"]
        # with the "Output: " prefix main strips.
        "example3": {"test_example": TEST_EXAMPLE, "model_output": [GOLD_OUTPUT]},
        "my-key": {"test_example": TEST_EXAMPLE, "output": "Output: " + GOLD_OUTPUT},
    }
    path = write(tmp_path / "run.json", json.dumps(document, indent=1))
    got = items(path)
    assert [i.id for i in got if isinstance(i, CheckItem)] == ["example1", "example3", "my-key"]
    assert all(isinstance(i, CheckItem) and i.outputs == [GOLD_OUTPUT] for i in got)
    first = got[0]
    assert isinstance(first, CheckItem)
    ex = first.example
    assert ex.context == ("Each numpus is liquid.", "Jompuses are dull.", "Alex is a jompus.")
    assert ex.query == "True or false: Alex is dull."
    assert ex.chain_of_thought == tuple(COT)
    assert ex.answer is True
    assert ex.context_fol is None and ex.gold_fol is None
    assert [c.answer for c in ex.in_context] == [False]


def test_prontoqa_json_proofs_only_has_no_label(tmp_path: Path) -> None:
    test = {"question": CONTEXT, "query": "Prove: Alex is dull.", "chain_of_thought": COT}
    path = write(
        tmp_path / "p.json", json.dumps({"example1": {"test_example": test, "output": "x"}})
    )
    (item,) = items(path)
    assert isinstance(item, CheckItem)
    assert item.example.answer is None and item.example.proofs_only


def test_prontoqa_json_record_errors_name_the_key(tmp_path: Path) -> None:
    bad = {"question": CONTEXT, "chain_of_thought": COT, "model_output": "x"}
    document = {
        "example1": {"test_example": bad},
        "example2": {"test_example": {**TEST_EXAMPLE, "model_output": "y"}},
    }
    path = write(tmp_path / "run.json", json.dumps(document))
    problem, item = items(path)
    assert problem == InputProblem(1, "example 'example1': field 'query' is missing")
    assert isinstance(item, CheckItem) and item.id == "example2"


def test_prontoqa_jsonl_fallback_numbers_records(tmp_path: Path) -> None:
    # The original reads a file that is not JSON as one example object per line.
    line = {"test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT}}
    path = write(tmp_path / "run.jsonl", jsonl(line, line))
    assert [(i.id, i.line_no) for i in items(path) if isinstance(i, CheckItem)] == [
        ("example1", 1),
        ("example2", 2),
    ]


def test_broken_pretty_json_is_one_problem_with_its_line(tmp_path: Path) -> None:
    path = write(tmp_path / "run.json", '{\n "example1": {\n  "test_example": {,\n }\n}\n')
    assert items(path) == [
        InputProblem(
            3, "not valid JSON: Expecting property name enclosed in double quotes (column 20)"
        )
    ]


def test_empty_file(tmp_path: Path) -> None:
    assert items(write(tmp_path / "e.jsonl", "\n\n")) == [
        InputProblem(None, "the file holds no records")
    ]


# --------------------------------------------------------------- pyverify JSONL


def test_jsonl_examples_with_outputs_and_broken_lines(tmp_path: Path) -> None:
    lines = [
        json.dumps({"id": "a", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT}),
        '{"id": "b", "question": ',  # truncated
        "",
        json.dumps({"id": "c", **TEST_EXAMPLE, "model_output": "Alex is dull. True"}),
        "[1, 2",
        json.dumps({"id": "d", **TEST_EXAMPLE}),  # no model output
        json.dumps({"id": "e", "foo": 1}),
    ]
    path = write(tmp_path / "p.jsonl", "\n".join(lines) + "\n")
    got = items(path)
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.line_no) for i in got] == [
        ("a", 1),
        "line 2: not valid JSON: Expecting value (column 24)",
        ("c", 4),
        "line 5: not valid JSON: Expecting ',' delimiter (column 6)",
        "line 6: example 'd' has no model output",
        "line 7: unrecognised record (keys: foo, id)",
    ]


def test_jsonl_values_that_are_not_records_are_named_in_json_terms(tmp_path: Path) -> None:
    # A line holding an array is unfolded into its elements (a JSON array of records
    # written on one line); each element that is not an object is reported on its own,
    # with its index.
    lines = ["3", '"text"', "null", "true", "[[1], 2.5]",
             json.dumps({"id": "a", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT})]
    path = write(tmp_path / "p.jsonl", "\n".join(lines) + "\n")
    got = [str(i) if isinstance(i, InputProblem) else (i.id, i.line_no) for i in items(path)]
    assert got == [
        "line 1: a record must be a JSON object, not a number",
        "line 2: a record must be a JSON object, not a string",
        "line 3: a record must be a JSON object, not null",
        "line 4: a record must be a JSON object, not true",
        "line 5, entry 0: a record must be a JSON object, not an array",
        "line 5, entry 1: a record must be a JSON object, not a number",
        ("a", 6),
    ]


def test_jsonl_consecutive_records_of_one_example_are_grouped(tmp_path: Path) -> None:
    record = {"id": "a", **TEST_EXAMPLE}
    path = write(
        tmp_path / "p.jsonl",
        jsonl(
            {**record, "model_output": "one"},
            {**record, "model_output": "two"},
            {"id": "b", **TEST_EXAMPLE, "model_outputs": ["x", "y"]},
            {**record, "model_output": "three"},
        ),
    )
    got = [(i.id, i.outputs, i.first_sample, i.line_no) for i in items(path)]  # type: ignore[union-attr]
    assert got == [
        ("a", ["one", "two"], 0, 1),
        ("b", ["x", "y"], 0, 3),
        ("a", ["three"], 2, 4),
    ]


def test_predictions_joined_to_examples_by_id(tmp_path: Path) -> None:
    examples = write(
        tmp_path / "examples.jsonl",
        jsonl(
            {"id": "a", **TEST_EXAMPLE}, {"id": "b", **TEST_EXAMPLE}, {"id": "c", **TEST_EXAMPLE}
        ),
    )
    predictions = write(
        tmp_path / "predictions.jsonl",
        jsonl(
            {"id": "b", "model_output": "b0"},
            {"id": "a", "model_outputs": ["a0", "a1"]},
            {"id": "zzz", "model_output": "?"},
            {"id": "b", "sample": 1, "model_output": "b1"},
        ),
    )
    got = items(predictions, examples)
    assert got[0] == InputProblem(3, f"no example with id 'zzz' in {examples}")
    assert [(i.id, i.outputs, i.line_no) for i in got[1:]] == [  # type: ignore[union-attr]
        ("b", ["b0", "b1"], 1),
        ("a", ["a0", "a1"], 2),
    ]


def test_outputs_as_generation_pipelines_write_them(tmp_path: Path) -> None:
    """Other pipelines' field names, chat messages and conversations (the last assistant
    message; content as a string or as text parts)."""
    examples = write(tmp_path / "examples.jsonl",
                     jsonl(*({"id": i, **TEST_EXAMPLE} for i in "abcde")))
    chat = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Q?"},
            {"role": "assistant", "content": "draft"}, {"role": "assistant", "content": "a0"}]
    predictions = write(
        tmp_path / "predictions.jsonl",
        jsonl(
            {"id": "a", "response": chat},
            {"id": "b", "completions": ["b0", {"role": "assistant", "content": "b1"}]},
            {"id": "c", "generations": [{"text": "c0"}, {"text": "c1"}]},
            {"id": "d", "responses": [[{"role": "assistant", "content": [
                {"type": "text", "text": "d"}, {"type": "text", "text": "0"}]}]]},
            {"id": "e", "response": [{"role": "user", "content": "no reply"}]},
        ),
    )
    got = items(predictions, examples)
    assert [(i.id, i.outputs) for i in got if isinstance(i, CheckItem)] == [
        ("a", ["a0"]), ("b", ["b0", "b1"]), ("c", ["c0", "c1"]), ("d", ["d0"])
    ]
    (problem,) = [i for i in got if isinstance(i, InputProblem)]
    assert problem.line_no == 5 and "a message, or a list of them" in problem.message


def sample_major(tmp_path: Path, ids: str, k: int) -> tuple[Path, Path]:
    """An examples file and predictions written sample by sample: a0 b0 c0 a1 b1 c1 …"""
    examples = write(tmp_path / "ex.jsonl", jsonl(*({"id": i, **TEST_EXAMPLE} for i in ids)))
    predictions = write(
        tmp_path / "p.jsonl",
        jsonl(*({"id": i, "model_output": f"{i}{n}"} for n in range(k) for i in ids)),
    )
    return examples, predictions


def test_scattered_samples_are_grouped_by_id(tmp_path: Path) -> None:
    examples, predictions = sample_major(tmp_path, "abc", 4)
    got = items(predictions, examples)
    assert [(i.id, i.outputs, i.first_sample) for i in got] == [  # type: ignore[union-attr]
        (i, [f"{i}{n}" for n in range(4)], 0) for i in "abc"
    ]


def test_grouping_holds_back_a_bounded_number_of_outputs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past JOIN_BUFFER held-back outputs the oldest group goes out; later samples of its
    id form new groups numbered on, so every output comes out once, in its place."""
    monkeypatch.setattr(readers, "JOIN_BUFFER", 4)
    examples, predictions = sample_major(tmp_path, "abc", 5)
    pulled = 0
    numbered = []
    for item in readers.read_check_items(predictions, examples):
        assert isinstance(item, CheckItem)
        pulled += len(item.outputs)
        numbered += [(item.id, item.first_sample + n, o) for n, o in enumerate(item.outputs)]
    assert pulled == 15
    assert sorted(numbered) == [(i, n, f"{i}{n}") for i in "abc" for n in range(5)]
    assert len({(i, n) for i, n, _ in numbered}) == 15
    # bounded: the first group left after at most JOIN_BUFFER + 1 outputs were read
    first = next(iter(readers.read_check_items(predictions, examples)))
    assert isinstance(first, CheckItem) and first.outputs == ["a0", "a1"]


def test_groups_are_bounded_in_characters_and_consecutive_records_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The join buffer counted outputs only (50,000 outputs of a megabyte would be held
    back whole), and consecutive records of one id grew one group without any bound: both
    go out at the limit, the rest of the id's samples numbered on in new groups."""
    monkeypatch.setattr(readers, "JOIN_BUFFER", 4)
    monkeypatch.setattr(readers, "JOIN_BUFFER_CHARS", 10)
    examples = write(tmp_path / "ex.jsonl", jsonl({"id": "a", **TEST_EXAMPLE}))
    predictions = write(tmp_path / "p.jsonl", jsonl(
        *({"id": "a", "model_output": f"{n:04d}"} for n in range(7))
    ))
    got = items(predictions, examples)
    assert [(i.outputs, i.first_sample) for i in got] == [  # type: ignore[union-attr]
        (["0000", "0001", "0002"], 0), (["0003", "0004", "0005"], 3), (["0006"], 6)
    ]
    record = {"id": "s", **TEST_EXAMPLE}
    consecutive = write(tmp_path / "c.jsonl", jsonl(
        *({**record, "model_output": f"{n}"} for n in range(10)),
    ))
    got = items(consecutive)
    assert [(i.outputs, i.first_sample) for i in got] == [  # type: ignore[union-attr]
        (["0", "1", "2", "3"], 0), (["4", "5", "6", "7"], 4), (["8", "9"], 8)
    ]


def test_predictions_without_examples_file(tmp_path: Path) -> None:
    path = write(tmp_path / "p.jsonl", jsonl({"id": "a", "model_output": "x"}))
    assert items(path) == [
        InputProblem(1, "prediction for 'a' needs an examples file (--examples)")
    ]


def test_examples_file_problems_name_the_file(tmp_path: Path) -> None:
    examples = write(tmp_path / "ex.jsonl", jsonl({"id": "a", **TEST_EXAMPLE}) + "oops\n")
    predictions = write(tmp_path / "p.jsonl", jsonl({"id": "a", "model_output": "x"}))
    problem, item = items(predictions, examples)
    assert str(problem) == f"{examples}: line 2: not valid JSON: Expecting value (column 1)"
    assert isinstance(item, CheckItem) and item.outputs == ["x"]


def test_chain_of_thought_given_as_one_string(tmp_path: Path) -> None:
    record = {"id": "a", **TEST_EXAMPLE, "chain_of_thought": " ".join(COT)}
    assert example_from_record(record, "x").chain_of_thought == tuple(COT)


@pytest.mark.parametrize(
    ("answer", "expected"), [("True", True), ("false", False), (True, True), (None, None)]
)
def test_answer_values(answer: object, expected: bool | None) -> None:
    assert example_from_record({**TEST_EXAMPLE, "answer": answer}, "x").answer is expected


def test_bad_answer_is_an_input_error() -> None:
    with pytest.raises(InputError, match="field 'answer' must be"):
        example_from_record({**TEST_EXAMPLE, "answer": "maybe"}, "x")


def test_cp1252_fallback(tmp_path: Path) -> None:
    record = {"id": "caf\u00e9", **TEST_EXAMPLE, "model_output": "Alex is dull \u2019. True"}
    raw = json.dumps(record, ensure_ascii=False).encode("cp1252") + b"\n"
    (item,) = items(write(tmp_path / "p.jsonl", raw))
    assert isinstance(item, CheckItem)
    assert item.id == "caf\u00e9" and item.outputs == ["Alex is dull \u2019. True"]


def test_utf8_bom(tmp_path: Path) -> None:
    raw = b"\xef\xbb\xbf" + jsonl({"id": "a", **TEST_EXAMPLE, "model_output": "x"}).encode()
    (item,) = items(write(tmp_path / "p.jsonl", raw))
    assert isinstance(item, CheckItem) and item.id == "a"


@pytest.mark.parametrize("chunk", [1, 3, 1 << 20])
def test_every_line_end_ends_a_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chunk: int
) -> None:
    """A JSONL file with old Mac line ends (a lone ``\\r``) was read as one line: one
    "line 1: Extra data" error and no record checked. ``\\r``, ``\\n`` and ``\\r\\n`` end a
    line, also mixed and wherever a read of the file ends (``chunk``); a ``\\r`` inside a
    JSON string is escaped, so no record is cut."""
    monkeypatch.setattr(readers, "_CHUNK", chunk)
    good = [json.dumps({"id": k, **TEST_EXAMPLE, "model_output": f"Alex is dull.\r{k}"})
            for k in "abcd"]
    text = good[0] + "\r" + good[1] + "\r{broken\r\n" + good[2] + "\n\r" + good[3] + "\r"
    got = items(write(tmp_path / "mac.jsonl", text.encode()))
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.line_no) for i in got] == [
        ("a", 1),
        ("b", 2),
        "line 3: not valid JSON: Expecting property name enclosed in double quotes (column 2)",
        ("c", 4),
        ("d", 6),
    ]
    assert got[0].outputs == ["Alex is dull.\ra"]  # type: ignore[union-attr]
    pretty = "{\r \"example1\": {\r  \"test_example\": {,\r }\r}\r"
    assert items(write(tmp_path / "run.json", pretty)) == [
        InputProblem(
            3, "not valid JSON: Expecting property name enclosed in double quotes (column 20)"
        )
    ]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from([b"a", b"xyz", b"\n", b"\r", b"\r\n", b"\xe9", b"b" * 50])),
    st.sampled_from([1, 2, 3, 7, 64]),
)
def test_raw_lines_are_bytes_splitlines_at_any_chunk_size(
    parts: list[bytes], chunk: int
) -> None:
    """Lines (a \\r\\n cut in two by a read, lines many reads long) are what
    bytes.splitlines makes of the whole stream; the pieces under them hold every byte."""
    data = b"".join(parts)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(readers, "_CHUNK", chunk)
        assert list(readers._raw_lines(io.BytesIO(data))) == data.splitlines(keepends=True)
        pieces = list(readers._raw_pieces(io.BytesIO(data)))
    assert b"".join(p for p, _ in pieces) == data
    unended = bool(data) and not data.endswith((b"\n", b"\r"))
    assert sum(ends for _, ends in pieces) == len(data.splitlines()) - unended


# --------------------------------------------------------------- Logic-LM / renma/ProntoQA


def test_logic_lm_array(tmp_path: Path) -> None:
    records = [
        {**LOGIC_LM, "model_output": "Alex is a jompus. The correct option is: A"},
        {**LOGIC_LM, "id": "ProntoQA_2", "answer": "B", "model_output": "Alex is dull. True"},
    ]
    path = write(tmp_path / "dev.json", json.dumps(records, indent=2))
    first, second = items(path)
    assert isinstance(first, CheckItem) and isinstance(second, CheckItem)
    ex = first.example
    assert ex.id == "ProntoQA_1"
    assert ex.query == "True or false: Alex is dull."
    assert ex.context[-1] == "Alex is a jompus."
    assert ex.chain_of_thought == tuple(COT)
    assert ex.answer is True and second.example.answer is False
    # (outputs as written: the Checker reads a letter through the example's options)
    assert first.outputs == ["Alex is a jompus. The correct option is: A"]
    assert second.outputs == ["Alex is dull. True"]
    assert [pyverify.check(i.example, i.outputs[0]).label_predicted
            for i in (first, second)] == [True, True]


def test_logic_lm_jsonl_and_other_datasets(tmp_path: Path) -> None:
    path = write(
        tmp_path / "dev.jsonl",
        jsonl(
            {**LOGIC_LM, "model_output": "B"},
            {**LOGIC_LM, "id": "FOLIO_3", "model_output": "A"},
        ),
    )
    item, problem = items(path)
    assert isinstance(item, CheckItem) and item.outputs == ["B"]
    assert problem == InputProblem(
        2, "record 'FOLIO_3': Logic-LM dataset 'FOLIO' is not supported (only ProntoQA)"
    )


def test_entries_of_a_json_array_are_reported_with_their_index(tmp_path: Path) -> None:
    """Bad entries of a Logic-LM JSON array were reported with no place at all (a
    pretty-printed array has no line per entry), and an id-less record was blamed on the
    dataset its made-up id named ("Logic-LM dataset 'example6' is not supported"). An
    entry is named by its index and the line its value starts on."""
    record = {**LOGIC_LM, "model_output": "Alex is dull. True"}
    no_id = {k: v for k, v in record.items() if k != "id"}
    entries = [record, 5, {**record, "id": "ProntoQA_3", "answer": "C"}, {"foo": 1}, no_id]
    text = json.dumps(entries, indent=1)
    starts = [n for n, line in enumerate(text.splitlines(), 1) if line[:2] in (" {", " 5")]
    assert starts == [2, 18, 19, 35, 38]
    got = items(write(tmp_path / "dev.json", text))
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.line_no, i.entry)
            for i in got] == [
        ("ProntoQA_1", 2, 0),
        "line 18, entry 1: a record must be a JSON object, not a number",
        "line 19, entry 2: record 'ProntoQA_3': field 'answer' must be \"True\" or \"False\", "
        "not 'C'",
        "line 35, entry 3: unrecognised record (keys: foo)",
        "line 38, entry 4: field 'id' is missing (a Logic-LM record's id names its dataset: "
        "ProntoQA_1)",
    ]
    assert got[1] == InputProblem(18, "a record must be a JSON object, not a number", entry=1)
    # an array on one JSONL line: its line and the index
    second = {**record, "id": "ProntoQA_2"}
    path = write(tmp_path / "dev.jsonl", jsonl(record) + json.dumps([second, 7]) + "\n")
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.line_no, i.entry)
            for i in items(path)] == [
        ("ProntoQA_1", 1, None),
        ("ProntoQA_2", 2, 0),
        "line 2, entry 1: a record must be a JSON object, not a number",
    ]
    # a prediction array (on one line) joined to an examples file
    examples = write(tmp_path / "ex.json", json.dumps([LOGIC_LM]))
    predictions = write(tmp_path / "p.json", json.dumps(
        [{"id": "ProntoQA_1", "model_output": "x"}, {"id": "ProntoQA_9", "model_output": "y"}]
    ))
    assert [str(p) for p in items(predictions, examples) if isinstance(p, InputProblem)] == [
        f"line 1, entry 1: no example with id 'ProntoQA_9' in {examples}"
    ]
    broken_examples = write(tmp_path / "bad.json", json.dumps([LOGIC_LM, [1]]))
    assert [str(p) for p in items(predictions, broken_examples)][:1] == [
        f"{broken_examples}: line 1, entry 1: a record must be a JSON object, not an array"
    ]


def test_logic_lm_examples_joined_to_predictions(tmp_path: Path) -> None:
    """Predictions keyed by id get their option letters mapped through the example's
    options too, as the records that carry their own model_output do."""
    reversed_options = {**LOGIC_LM, "id": "ProntoQA_2", "options": ["A) False", "B) True"],
                        "answer": "B"}
    examples = write(tmp_path / "dev.json", json.dumps([LOGIC_LM, reversed_options]))
    predictions = write(tmp_path / "p.jsonl", jsonl(
        {"id": "ProntoQA_1", "model_output": "x"},
        {"id": "ProntoQA_2", "model_output": "Alex is dull. The correct option is: B"},
        {"id": "ProntoQA_1", "model_output": "Alex is dull. The correct option is: A"},
    ))
    first, second = items(predictions, examples)
    assert isinstance(first, CheckItem) and first.example.answer is True
    assert first.outputs == ["x", "Alex is dull. The correct option is: A"]
    assert isinstance(second, CheckItem) and second.example.answer is True
    assert second.outputs == ["Alex is dull. The correct option is: B"]
    # B of reversed options is True
    assert pyverify.check(second.example, second.outputs[0]).label_predicted is True


@pytest.mark.parametrize(
    ("output", "expected"),
    [
        # (the letter becomes the option's text, its lead words stay: the label reader
        # reads them as it reads 'The answer is False')
        ("Max is not sour. The correct option is: B",
         "Max is not sour. The correct option is: False"),
        ("Max is not sour. The correct option is: (A).",
         "Max is not sour. The correct option is: True."),
        ("Max is sour.\nAnswer: B", "Max is sour.\nAnswer: False"),
        ("the answer is a", "the answer is True"),
        ("Max is sour. (B)", "Max is sour. False"),
        ("Max is sour. B", "Max is sour. False"),
        ("Max is sour. True", "Max is sour. True"),
        ("Max is sour. The correct option is: C", "Max is sour. The correct option is: C"),
        # in Markdown emphasis (stop 45: these were left as they were, label missing)
        ("Max is sour. The correct option is: **B**",
         "Max is sour. The correct option is: **False**"),
        ("Max is sour. **The correct option is: B**",
         "Max is sour. **The correct option is: False**"),
        ("Max is sour.\n**Answer: B**", "Max is sour.\n**Answer: False**"),
        # anywhere an answer is given (stop 45 audit: each was missing)
        ("The correct option is: B.\nExplanation: Max is sour.",
         "The correct option is: False.\nExplanation: Max is sour."),
        ("**B) False**\n\nMax is sour.", "**False**\n\nMax is sour."),
        ("Max is sour. Therefore, B.", "Max is sour. Therefore, False"),
        ("Max is sour. The final answer is $\\boxed{B}$.",
         "Max is sour. The final answer is $\\boxed{False}$."),
        ("Max is sour.\nFinal answer: B", "Max is sour.\nFinal answer: False"),
        ("Max is sour. So the correct option is: A (True).",
         "Max is sour. So the correct option is: True."),
        ("Max is sour. The correct option is: b", "Max is sour. The correct option is: False"),
        # an article is no letter
        ("The answer is a bit unclear. Max is sour.", "The answer is a bit unclear. Max is sour."),
    ],
)
@pytest.mark.parametrize("options", [["A) True", "B) False"], ["A. True", "B. False"],
                                     ["(A) True", "(B) False"], ["A: True", "B: False"]])
def test_map_option_letter(output: str, expected: str, options: list[str]) -> None:
    """Every way of writing the options that the gold answer's letter is read through
    maps the model's letter too (stop 45: "A. True" mapped the gold "B", not the
    model's); and the label read from the mapped text is the option's."""
    mapped = map_option_letter(output, options)
    assert mapped == expected
    if mapped != output:  # (each gives one option: True or False)
        assert split_label(mapped).label is ("True" in mapped)


def test_map_option_letter_without_options() -> None:
    assert map_option_letter("The correct option is: A", None) == "The correct option is: A"


# --------------------------------------------------------------- read_examples


def test_read_examples_any_format(tmp_path: Path) -> None:
    path = write(
        tmp_path / "mixed.jsonl",
        jsonl(
            {"id": "a", **TEST_EXAMPLE},
            LOGIC_LM,
            {"example7": {"test_example": TEST_EXAMPLE}},
            {"id": "p", "model_output": "x"},
        ),
    )
    got = list(read_examples(path))
    assert [getattr(e, "id", None) for e in got[:3]] == ["a", "ProntoQA_1", "example7"]
    assert got[3] == InputProblem(4, "record 'p' holds no example (question)")


# --------------------------------------------------------------- original text log (§2.2)

LOG = """\
Q: Zumpuses are mean. Polly is a zumpus. True or false: Polly is mean.
A: Polly is a zumpus. Zumpuses are mean. Polly is mean. True

Q: Each numpus is liquid. Jompuses are dull. Alex is a jompus. True or false: Alex is dull.
A:

Predicted answer: Alex is a jompus. Jompuses are dull.
Alex is dull. True

Expected answer: Alex is a jompus. Jompuses are dull. Alex is dull.
 True
n: 1, (beta prior) mean: 0.5, 95% lower bound: 0.0, 95% upper bound: 1.0
  (normal approximation) mean: 0.5, 95% lower bound: 0.0, 95% upper bound: 1.0

Q: Each numpus is liquid. Jompuses are dull. Alex is a jompus. Prove: Alex is dull.
A:

Predicted answer: CONTEXT_TOO_LONG_ERROR

Expected answer: Alex is a jompus. Jompuses are dull. Alex is dull.
n: 2, (beta prior) mean: 0.5, 95% lower bound: 0.0, 95% upper bound: 1.0, logprobs: null
  (normal approximation) mean: 0.5, 95% lower bound: 0.0, 95% upper bound: 1.0

Q: Each numpus is liquid. Jompuses are dull. Alex is a jompus. Prove: Alex is dull.
A:

Predicted answer: Alex is dull.
Q: Something the model went on with.

Expected answer: Alex is a jompus. Jompuses are dull.
 Alex is dull.
n: 3, (beta prior) mean: 0.5, 95% lower bound: 0.0, 95% upper bound: 1.0
  (normal approximation) mean: 0.5, 95% lower bound: 0.0, 95% upper bound: 1.0

Q: Alex is a jompus. True or false: Alex is dull.
A:

Predicted answer: Alex is
"""


def test_original_text_log(tmp_path: Path) -> None:
    got = items(write(tmp_path / "gpt_5hop.log", LOG))
    first, too_long, third, unfinished = got
    assert isinstance(first, CheckItem) and isinstance(third, CheckItem)
    assert (first.id, first.line_no) == ("trial1", 7)
    assert first.example.context == (
        "Each numpus is liquid.",
        "Jompuses are dull.",
        "Alex is a jompus.",
    )
    assert first.example.query == "True or false: Alex is dull."
    assert first.example.chain_of_thought == tuple(COT)
    assert first.example.answer is True
    assert first.outputs == ["Alex is a jompus. Jompuses are dull.\nAlex is dull. True"]
    assert too_long == InputProblem(
        18, "trial2: the model run gave CONTEXT_TOO_LONG_ERROR; skipped"
    )
    assert third.example.query == "Prove: Alex is dull." and third.example.answer is None
    assert third.example.chain_of_thought == tuple(COT)
    assert third.outputs == ["Alex is dull.\nQ: Something the model went on with."]
    assert unfinished == InputProblem(38, "the log ends inside a trial (no 'n:' line)")


@pytest.mark.parametrize(
    ("name", "metadata"),
    [
        ("1hop_OrElim_3proofwidth_random_noadj.json", {"rule": "OrElim", "hops": 1, "width": 3}),
        (
            "2hop_OOD_Composed_random_noadj.json",
            {"rule": "Composed", "hops": 2, "width": 3, "ood_demonstrations": True},
        ),
        (
            "2hop_OOD_ModusPonens_random_noadj.json",
            {"rule": "ModusPonens", "hops": 2, "ood_demonstrations": True},
        ),
        ("1hop_ProofByContra_random_noadj.json", {"rule": "ProofByContra", "hops": 1, "width": 2}),
        ("4hop_OOD_Composed_2ruletypes_random_noadj.json",
         {"rule": "Composed", "hops": 4, "width": 3, "ood_demonstrations": True}),
        ("5hop.json", {"rule": "ModusPonens", "hops": 5}),
        ("3hop_2shot.json", {"rule": "ModusPonens", "hops": 3}),
        ("/runs/x/2hop_AndIntro_3proofwidth.json", {"rule": "AndIntro", "hops": 2, "width": 3}),
        ("1hop_OrElim_3proofwidth_random_noadj.json.gz", {"rule": "OrElim", "hops": 1, "width": 3}),
        ("5hop.json.xz", {"rule": "ModusPonens", "hops": 5}),
        ("run.json", {}),
        ("gpt_textdavinci002_5hop.log", {}),
        ("5hop_results.txt", {}),
    ],
)  # fmt: skip
def test_metadata_from_file_name(name: str, metadata: dict[str, object]) -> None:
    assert metadata_from_file_name(name) == metadata


def test_original_file_name_goes_into_each_example(tmp_path: Path) -> None:
    document = {
        "example1": {
            "in_context_example0": TEST_EXAMPLE,
            "test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT},
        },
        "example2": {"test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT}},
    }
    path = write(tmp_path / "5hop.json", json.dumps(document))
    got = [i.example.metadata for i in items(path) if isinstance(i, CheckItem)]
    expected = {"source_format": "prontoqa-json", "rule": "ModusPonens", "hops": 5}
    assert got == [expected, expected]
    (example, _) = [e for e in read_examples(path) if not isinstance(e, InputProblem)]
    assert example.metadata == expected
    # Another name: nothing added.
    other = write(tmp_path / "model-run.json", json.dumps(document))
    assert [i.example.metadata for i in items(other) if isinstance(i, CheckItem)] == [
        {"source_format": "prontoqa-json"}
    ] * 2
    # The original's JSONL fallback (one example object per line) is named the same way.
    line = {"test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT}}
    fallback = write(tmp_path / "1hop_OrElim_random_noadj.json", jsonl(line))
    assert [i.example.metadata for i in items(fallback) if isinstance(i, CheckItem)] == [
        {"source_format": "prontoqa-json", "rule": "OrElim", "hops": 1, "width": 2}
    ]


def test_file_name_does_not_touch_pyverify_or_logic_lm_records(tmp_path: Path) -> None:
    record = {
        "id": "ProntoQA_1",
        "context": CONTEXT,
        "question": "Is the following statement true or false? Alex is dull.",
        "options": ["A) True", "B) False"],
        "answer": "A",
        "model_output": GOLD_OUTPUT,
    }
    path = write(tmp_path / "5hop.json", json.dumps([record]))
    (item,) = items(path)
    assert isinstance(item, CheckItem)
    assert item.example.metadata == {"source_format": "logic-lm",
                                     "options": ["A) True", "B) False"]}


# --------------------------------------------------------------- hostile JSON


def test_json_nested_too_deeply_is_an_input_problem_not_a_crash(tmp_path: Path) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    record = json.dumps({"id": "a", **TEST_EXAMPLE, "model_output": "x"})
    nested_field = record[:-1] + ', "extra": ' + "[" * 50_000 + "]" * 50_000 + "}"
    path = write(tmp_path / "p.jsonl", "\n".join([deep, nested_field, record]) + "\n")
    got = items(path)
    assert got[:2] == [
        InputProblem(1, "not valid JSON: nested too deeply (column 1)"),
        InputProblem(2, "not valid JSON: nested too deeply (column 1)"),
    ]
    assert isinstance(got[2], CheckItem) and got[2].outputs == ["x"]
    # a whole document (not JSON lines) nested too deeply
    document = write(tmp_path / "d.json", '{"a": ' * 30_000 + "1" + "}" * 30_000)
    (problem,) = items(document)
    assert isinstance(problem, InputProblem) and "nested too deeply" in problem.message


def test_lone_surrogate_escapes_become_replacement_characters(tmp_path: Path) -> None:
    """JSON may escape half a surrogate pair; such a string could be neither printed nor
    written back, so it is read with U+FFFD in its place (valid pairs are kept)."""
    record = {"id": "a\\ud800", **TEST_EXAMPLE, "model_output": "\\udfff Fae \\ud83d\\ude00"}
    path = write(tmp_path / "p.jsonl", json.dumps(record).replace("\\\\", "\\") + "\n")
    (item,) = items(path)
    assert isinstance(item, CheckItem)
    assert item.id == "a\ufffd"
    assert item.outputs == ["\ufffd Fae \U0001f600"]
    item.outputs[0].encode("utf-8")  # encodable


def test_gold_premises_that_are_not_step_indices_are_input_problems(tmp_path: Path) -> None:
    from pyverify.formats.writers import example_to_json
    from pyverify.generate import OODConfig, generate_ood

    record = example_to_json(next(generate_ood(OODConfig(rule="OrElim", n=1, seed=3))))
    lines = []
    for bad in (["x"], [1e999], [True], [-1], [99], 3):
        broken = json.loads(json.dumps(record))
        broken["fol"]["gold"][2]["premises"] = bad
        lines.append(json.dumps({**broken, "model_output": "x"}))
    broken = json.loads(json.dumps(record))
    broken["fol"]["gold"][0] = "not an object"
    lines.append(json.dumps({**broken, "model_output": "x"}))
    lines.append(json.dumps({**record, "model_output": "x"}))
    got = items(write(tmp_path / "p.jsonl", "\n".join(lines) + "\n"))
    assert [type(g).__name__ for g in got] == ["InputProblem"] * 7 + ["CheckItem"]
    assert "'premises' are indices of chain_of_thought steps" in got[0].message  # type: ignore[union-attr]


def test_randomly_damaged_files_never_make_the_reader_raise(tmp_path: Path) -> None:
    """Byte flips, inserted escapes and control bytes, cuts: every damaged record is an
    InputProblem or a CheckItem, and checking one raises only the per-example errors
    that `pyverify check` reports and moves past."""
    import random

    from pyverify.errors import PyverifyError
    from pyverify.formats.writers import example_to_json
    from pyverify.generate import PrOntoQAConfig, generate
    from pyverify.verify.checker import Checker

    examples = list(generate(PrOntoQAConfig(hops=2, n=6, seed=8), validate=False))
    ex_lines = [json.dumps(example_to_json(ex)).encode() for ex in examples]
    pred_lines = [
        json.dumps({"id": ex.id, "model_output": " ".join(ex.chain_of_thought) + " True"}).encode()
        for ex in examples
    ]
    junk = [b"\\u0000", b"\\ud800", b"\xff\xfe", b"\x00", b"NaN", b"[[[[", b"}", b'"', b"\\",
            "\u2028".encode(), b"\r", b"1e999", b"-0", b"null", b"true", b"[" * 5000]
    rnd = random.Random(11)

    def damaged(lines: list[bytes]) -> bytes:
        out = []
        for line in lines:
            b = bytearray(line)
            for _ in range(rnd.randint(0, 3)):
                if not b:
                    break
                i, op = rnd.randrange(len(b)), rnd.random()
                if op < 0.3:
                    b[i] = rnd.randrange(256)
                elif op < 0.6:
                    b[i:i] = rnd.choice(junk)
                elif op < 0.8:
                    del b[i : i + rnd.randint(1, 20)]
                else:
                    del b[i:]
            out.append(bytes(b))
        return b"\n".join(out) + b"\n"

    checked = {False: 0, True: 0}
    for _ in range(120):
        ex_path = write(tmp_path / "ex.jsonl", damaged(ex_lines))
        pred_path = write(tmp_path / "pred.jsonl", damaged(pred_lines))
        for lazy in (False, True):  # lazy: the example is decoded where it is checked
            for entry in read_check_items(pred_path, ex_path, lazy=lazy):
                assert isinstance(entry, (CheckItem, InputProblem))
                if isinstance(entry, CheckItem):
                    try:
                        with Checker(entry.decoded()) as checker:
                            checker.check_many(entry.outputs)
                        checked[lazy] += 1
                    except (PyverifyError, ValueError):
                        pass
    # the damage leaves many records intact (not a vacuous test), and what an eager read
    # drops as a broken example, a lazy one finds when it decodes the example
    assert checked[True] == checked[False] > 50


def test_lazy_reading_leaves_pyverify_examples_to_whoever_checks_them(tmp_path: Path) -> None:
    """``lazy=True`` (what ``pyverify check`` reads with): a pyverify JSONL example comes
    pending, and decodes to the example an eager read gives, also after pickling (it
    travels so to a worker); records embedding one example with different outputs and
    sample numbers still make one group; other formats are read as before."""
    import pickle

    from pyverify.formats.readers import PendingExample
    from pyverify.formats.writers import example_to_json, write_jsonl
    from pyverify.generate import OODConfig, generate_ood

    examples = list(generate_ood(OODConfig(rule="OrElim", n=3, seed=4, few_shot=1)))
    ex_path = tmp_path / "1hop_OrElim_3proofwidth_random_noadj.jsonl"  # names metadata too
    write_jsonl(examples, ex_path)
    predictions = write(
        tmp_path / "pred.jsonl",
        jsonl(*({"id": ex.id, "model_output": f"out {ex.id}"} for ex in examples)),
    )
    eager = items(predictions, ex_path)
    lazy = list(read_check_items(predictions, ex_path, lazy=True))
    assert [type(i.example) for i in lazy] == [PendingExample] * 3  # type: ignore[union-attr]
    for e, item in zip(eager, lazy, strict=True):
        assert isinstance(e, CheckItem) and isinstance(item, CheckItem)
        assert item.decoded() == e.example == e.decoded()
        assert pickle.loads(pickle.dumps(item)).decoded() == e.example

    embedded = write(
        tmp_path / "embedded.jsonl",
        jsonl(*({**example_to_json(examples[0]), "sample": k, "model_output": f"o{k}"}
                for k in range(3)),
              {**TEST_EXAMPLE, "id": "plain", "model_output": "p"}),
    )
    got = list(read_check_items(embedded, lazy=True))
    assert [(i.id, i.outputs, type(i.example).__name__) for i in got] == [  # type: ignore[union-attr]
        (examples[0].id, ["o0", "o1", "o2"], "PendingExample"),
        ("plain", ["p"], "Example"),
    ]
    assert [i.decoded() for i in got] == [i.decoded() for i in items(embedded)]  # type: ignore[union-attr]


def test_a_lazily_read_invalid_example_fails_where_it_is_decoded(tmp_path: Path) -> None:
    """An eager read reports an examples-file record whose logical forms disagree with its
    text at once, and its predictions as having no example; a lazy read yields them, and
    decoding raises an InputError that names the examples file and line."""
    from pyverify.formats.writers import example_to_json
    from pyverify.generate import PrOntoQAConfig, generate

    good, bad = (example_to_json(ex) for ex in generate(PrOntoQAConfig(hops=1, n=2, seed=3)))
    bad["fol"]["context"][0] = "~" + bad["fol"]["context"][0]
    ex_path = write(tmp_path / "ex.jsonl", jsonl(good, bad))
    predictions = write(
        tmp_path / "pred.jsonl",
        jsonl({"id": bad["id"], "model_output": "x"}, {"id": good["id"], "model_output": "y"}),
    )
    eager = items(predictions, ex_path)
    assert [type(e).__name__ for e in eager] == ["InputProblem", "InputProblem", "CheckItem"]
    assert eager[0].source == str(ex_path) and eager[0].line_no == 2  # type: ignore[union-attr]
    assert eager[1].message.startswith(f"no example with id '{bad['id']}'")  # type: ignore[union-attr]

    first, second = read_check_items(predictions, ex_path, lazy=True)
    assert isinstance(first, CheckItem) and isinstance(second, CheckItem)
    assert second.decoded() == eager[2].example  # type: ignore[union-attr]
    with pytest.raises(InputError) as raised:
        first.decoded()
    assert str(raised.value) == (
        f"its example ({ex_path}: line 2): {eager[0].message}"  # type: ignore[union-attr]
    )


def test_examples_beyond_the_live_limit_are_kept_packed_and_come_back_equal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pyverify.formats.writers import write_jsonl
    from pyverify.generate import PrOntoQAConfig, generate

    monkeypatch.setattr(readers, "LIVE_EXAMPLES", 2)
    examples = list(generate(PrOntoQAConfig(hops=2, n=5, seed=6), validate=False))
    ex_path = tmp_path / "ex.jsonl"
    write_jsonl(examples, ex_path)
    predictions = write(
        tmp_path / "p.jsonl", jsonl(*({"id": ex.id, "model_output": "x"} for ex in examples))
    )
    got = items(predictions, ex_path)
    assert [i.example for i in got] == examples  # type: ignore[union-attr]
    store = readers._ExampleStore()
    for ex in examples:
        store[ex.id] = ex
    assert len(store._live) == 2 and len(store._packed) == 3
    assert all(ex.id in store and store[ex.id] == ex for ex in examples)


# --------------------------------------------------------------- compressed input

def _compress(kind: str, data: bytes) -> bytes:
    import bz2
    import gzip
    import lzma

    if kind == "bzip2":  # 100 kB blocks: a cut keeps the blocks before it
        return bz2.compress(data, compresslevel=1)
    return {"gzip": gzip.compress, "xz": lzma.compress}[kind](data)


def _plain_inputs() -> dict[str, bytes]:
    document = {"example1": {"test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT}}}
    record = {"id": "a", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT}
    return {
        "jsonl": jsonl(record, {**record, "id": "b"}).encode() + b"{broken\n",
        "json": json.dumps(document, indent=1).encode(),
        "log": LOG.encode(),
        "logic-lm": json.dumps([{**LOGIC_LM, "model_output": "The correct option is: A"}]).encode(),
    }


@pytest.mark.parametrize("kind", ["gzip", "bzip2", "xz"])
def test_compressed_input_reads_like_the_plain_file(tmp_path: Path, kind: str) -> None:
    """Recognised by its first bytes, whatever the file is called."""
    for fmt, data in _plain_inputs().items():
        plain = items(write(tmp_path / f"{fmt}.txt", data))
        packed = items(write(tmp_path / f"{fmt}.data", _compress(kind, data)))
        assert packed == plain, fmt
        assert any(isinstance(i, CheckItem) for i in packed)


def test_compressed_examples_file_joins_predictions(tmp_path: Path) -> None:
    record = {"id": "a", **TEST_EXAMPLE}
    ex_path = write(tmp_path / "ex.jsonl.gz", _compress("gzip", jsonl(record).encode()))
    pred_path = write(tmp_path / "pred.jsonl", jsonl({"id": "a", "model_output": GOLD_OUTPUT}))
    (got,) = items(pred_path, ex_path)
    assert isinstance(got, CheckItem) and got.outputs == [GOLD_OUTPUT]
    assert got.example.chain_of_thought == tuple(COT)


@pytest.mark.parametrize("kind", ["gzip", "bzip2", "xz"])
def test_truncated_or_damaged_compressed_file_is_read_up_to_the_damage(
    tmp_path: Path, kind: str
) -> None:
    record = {"id": "a", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT}
    lines = [json.dumps({**record, "id": f"r{k}"}) + "\n" for k in range(3000)]
    packed = _compress(kind, "".join(lines).encode())
    cut = write(tmp_path / "cut.gz", packed[: len(packed) * 2 // 3])
    got = items(cut)
    read = [i for i in got if isinstance(i, CheckItem)]
    assert 0 < len(read) < 3000
    assert [i.id for i in read] == [f"r{k}" for k in range(len(read))]
    *_, last = got
    assert isinstance(last, InputProblem) and "damaged or truncated" in last.message
    assert last.line_no is not None and last.line_no > len(read)
    # a flipped byte in the middle: never an exception, the damage is reported
    flipped = bytearray(packed)
    flipped[len(flipped) // 2] ^= 0xFF
    got = items(write(tmp_path / "flip.gz", bytes(flipped)))
    assert all(isinstance(i, (CheckItem, InputProblem)) for i in got)
    assert any(isinstance(i, InputProblem) for i in got)
    # a whole JSON document that is cut: what was read before the damage, then the damage
    doc = _compress(kind, _plain_inputs()["json"])  # one pretty-printed document
    *read, last = items(write(tmp_path / "doc.gz", doc[: len(doc) - 8]))
    assert all(isinstance(i, CheckItem) for i in read)
    assert isinstance(last, InputProblem) and "damaged or truncated here" in last.message


# --------------------------------------------------------------- hostile structure


def _pyverify_record() -> dict[str, object]:
    from pyverify.formats.writers import example_to_json
    from pyverify.generate import PrOntoQAConfig, generate

    (example,) = generate(PrOntoQAConfig(hops=1, n=1, seed=2, few_shot=1), validate=False)
    return {**example_to_json(example), "model_output": GOLD_OUTPUT}


def test_in_context_entries_that_are_not_plain_examples_are_input_problems(
    tmp_path: Path,
) -> None:
    """An ``in_context`` entry that is no object once raised AttributeError, and one
    nested 400 deep made ``check -j 2`` crash pickling it (RecursionError)."""
    good = _pyverify_record()
    assert good["in_context"]
    nested: dict[str, object] = {**good}
    for _ in range(400):
        nested = {**good, "in_context": [nested]}
    deep_metadata: object = 1
    for _ in range(800):
        deep_metadata = {"a": deep_metadata}
    records = [
        {**good, "id": "number", "in_context": [3]},
        {**good, "id": "nested", "in_context": nested["in_context"]},
        {**good, "id": "deep", "metadata": deep_metadata},
        {**good, "id": "fine"},
    ]
    got = items(write(tmp_path / "p.jsonl", jsonl(*records)))
    in_context = (
        "every 'in_context' entry must be an example record without 'in_context' of its own"
    )
    assert got[:3] == [
        InputProblem(1, f"record 'number': {in_context}"),
        InputProblem(2, f"record 'nested': {in_context}"),
        InputProblem(3, "record 'deep': field 'metadata' is nested more than 64 levels deep"),
    ]
    assert isinstance(got[3], CheckItem) and got[3].id == "fine"
    assert len(got[3].example.in_context) == 1


def test_one_bad_entry_of_a_prontoqa_document_is_reported_under_its_key(
    tmp_path: Path,
) -> None:
    """The document was recognised only when every entry held a test example: one bad
    entry made the whole file one unrecognised record."""
    entry = {"test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT}}
    document = {"example1": entry, "example2": 7, "example3": {"foo": 1}, "example4": entry}
    got = items(write(tmp_path / "run.json", json.dumps(document, indent=1)))
    assert got[1:3] == [
        InputProblem(15, "example2: a record must be a JSON object, not a number"),
        InputProblem(16, "example3: unrecognised record (keys: foo)"),
    ]
    assert [i.id for i in got if isinstance(i, CheckItem)] == ["example1", "example4"]


def test_a_repeated_key_is_reported_not_silently_collapsed(tmp_path: Path) -> None:
    """JSON keeps the last value of a repeated key: a PrOntoQA document with two
    ``example1`` entries lost the first without a word (exit 0), and a record with two
    ``model_output`` fields had one of them checked. A repeated entry key is reported
    (the first entry is read), a record that repeats a key anywhere is reported and not
    checked: which value is meant?"""
    entry = json.dumps({"test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT}})
    twice = json.dumps(TEST_EXAMPLE)[:-1] + ', "model_output": "a", "model_output": "b"}'
    document = (
        f'{{\n "example1": {entry},\n "example2": {{"test_example": {twice}}},\n'
        f' "example1": {{"test_example": {json.dumps(TEST_EXAMPLE)}, "output": "x"}},\n'
        f' "example3": {entry}\n}}\n'
    )
    got = items(write(tmp_path / "run.json", document))
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.outputs) for i in got] == [
        ("example1", [GOLD_OUTPUT]),
        "line 3: example2: field 'test_example.model_output' appears more than once in the "
        "record (keys must be unique)",
        "line 4: a second entry 'example1' is ignored (keys must be unique)",
        ("example3", [GOLD_OUTPUT]),
    ]
    record = json.dumps({"id": "a", **TEST_EXAMPLE})[:-1]
    lines = [
        record + ', "model_output": "x"}',
        record + ', "model_output": "x", "model_output": "y"}',
        f'[{record}, "model_output": "x"}}, {record}, "model_output": ["x", {{"text": "y", '
        '"text": "z"}], "metadata": {"a": 1, "a": 2, "b": 1, "b": 1}}]',
    ]
    got = items(write(tmp_path / "p.jsonl", "\n".join(lines) + "\n"))
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.line_no) for i in got] == [
        ("a", 1),
        "line 2: field 'model_output' appears more than once in the record "
        "(keys must be unique)",
        ("a", 3),
        "line 3, entry 1: fields 'metadata.a', 'metadata.b', 'model_output[1].text' appear "
        "more than once in the record (keys must be unique)",
    ]


@pytest.mark.parametrize("kind", ["gzip", "bzip2", "xz"])
def test_damage_before_the_first_line_is_reported_as_damage(tmp_path: Path, kind: str) -> None:
    packed = _compress(kind, b'{"id": "a", "model_output": "x"}\n' * 10)
    (problem,) = items(write(tmp_path / "cut.gz", packed[:12]))
    assert isinstance(problem, InputProblem)
    assert problem.message.startswith("the compressed file is damaged or truncated here")


def test_logic_lm_gold_letter_is_read_through_the_options(tmp_path: Path) -> None:
    swapped = {**LOGIC_LM, "options": ["A) False", "B) True"], "model_output": "B"}
    records = [swapped, {**swapped, "id": "ProntoQA_2", "answer": "(B)"}]
    first, second = items(write(tmp_path / "dev.json", json.dumps(records)))
    assert isinstance(first, CheckItem) and isinstance(second, CheckItem)
    assert first.example.answer is False and second.example.answer is True
    assert first.outputs == ["B"]
    assert pyverify.check(first.example, "B").label_predicted is True  # (B) True


def test_a_named_pipe_is_read_once(tmp_path: Path) -> None:
    """The reader opens its input several times (format detection, then reading); a
    named pipe (or ``<(…)``) is spooled once instead of reading empty the second time."""
    import os
    import threading

    records = jsonl(*({"id": f"r{k}", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT}
                      for k in range(30)))
    fifo = tmp_path / "1hop_OrElim_3proofwidth_random_noadj.jsonl"
    os.mkfifo(fifo)

    def feed() -> None:
        with open(fifo, "w", encoding="utf-8") as fh:
            fh.write(records)

    got: list[CheckItem | InputProblem] = []
    # in threads that may stay blocked: reading the pipe a second time once hung
    writer = threading.Thread(target=feed, daemon=True)
    reader = threading.Thread(target=lambda: got.extend(items(fifo)), daemon=True)
    writer.start()
    reader.start()
    reader.join(timeout=30)
    assert not reader.is_alive(), "the reader blocked on the pipe"
    assert [i.id for i in got if isinstance(i, CheckItem)] == [f"r{k}" for k in range(30)]
    assert all(isinstance(i, CheckItem) for i in got)
    # the pipe's own name still says the rule
    assert got[0].example.metadata["rule"] == "OrElim"  # type: ignore[union-attr]


def test_ids_are_never_made_up_or_shifted(tmp_path: Path) -> None:
    """A prediction with a null, float or list id was joined to the example whose
    made-up id (``exampleN``) it happened to get; an id-less record's id counted only
    the lines that parsed, so fixing a broken line shifted the ids after it (and
    --resume then skipped one record and checked another twice); a second example of
    one id silently replaced the first."""
    document = {f"example{k}": {"test_example": TEST_EXAMPLE} for k in (1, 2, 3)}
    examples = write(tmp_path / "doc.json", json.dumps(document))
    predictions = write(tmp_path / "p.jsonl", jsonl(
        {"id": "example1", "model_output": GOLD_OUTPUT},
        {"id": None, "model_output": GOLD_OUTPUT},
        {"id": 2.0, "model_output": GOLD_OUTPUT},
        {"id": True, "model_output": GOLD_OUTPUT},
    ))
    got = items(predictions, examples)
    assert [i.id for i in got if isinstance(i, CheckItem)] == ["example1"]
    assert [str(p) for p in got if isinstance(p, InputProblem)] == [
        "line 2: field 'id' must be a string or an integer, not null",
        "line 3: field 'id' must be a string or an integer, not a number",
        "line 4: field 'id' must be a string or an integer, not true",
    ]
    record = {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT}
    broken = write(tmp_path / "b.jsonl", jsonl(record) + "{broken\n" + jsonl(record))
    fixed = write(tmp_path / "f.jsonl", jsonl(record, record, record))
    assert [i.id for i in items(broken) if isinstance(i, CheckItem)] == ["example1", "example3"]
    assert [i.id for i in items(fixed)] == ["example1", "example2", "example3"]
    twice = write(tmp_path / "twice.jsonl", jsonl(
        {"id": "a", **TEST_EXAMPLE}, {"id": "a", **TEST_EXAMPLE, "answer": "False"}
    ))
    got = items(write(tmp_path / "pa.jsonl", jsonl({"id": "a", "model_output": "x"})), twice)
    assert got[0] == InputProblem(
        None, "a second example with id 'a' is ignored (ids must be unique)", str(twice)
    )
    assert isinstance(got[1], CheckItem) and got[1].example.answer is True


# --------------------------------------------------------------- streamed JSON documents
#
# A JSON array and a PrOntoQA object are parsed a record at a time (readers._DocumentText);
# the reference for every record, error message and place is json.loads of the whole text.

_SPACES = [" ", "\t", "\n", "\r\n", "\r", "   ", ""]
_LINE_END = re.compile(r"\r\n|\r|\n")
_SCALARS = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)
_KEYS = st.text().filter(lambda k: k not in ("test_example", "question"))


def _place(text: str, pos: int) -> tuple[int, int]:
    """Line and column of ``text[pos]`` (the reference, by regex, as _raw_lines ends lines)."""
    ends = list(_LINE_END.finditer(text, 0, pos))
    return len(ends) + 1, pos - (ends[-1].end() if ends else 0) + 1


def _render(value: object, rnd: random.Random, ascii_only: bool) -> str:
    """``value`` as JSON with random whitespace (any line ends) between its tokens."""

    def space() -> str:
        return "".join(rnd.choice(_SPACES) for _ in range(rnd.randint(0, 2)))

    if isinstance(value, list):
        return "[" + space() + ",".join(
            space() + _render(v, rnd, ascii_only) + space() for v in value
        ) + "]"
    if isinstance(value, dict):
        return "{" + space() + ",".join(
            f"{space()}{json.dumps(k, ensure_ascii=ascii_only)}{space()}:{space()}"
            f"{_render(v, rnd, ascii_only)}{space()}"
            for k, v in value.items()
        ) + "}"
    return json.dumps(value, ensure_ascii=ascii_only)


def _document(
    records: list[object], keys: list[str] | None, rnd: random.Random, ascii_only: bool
) -> tuple[str, list[int], list[int]]:
    """A JSON array of ``records`` (with ``keys``: an object of them) with random
    whitespace, a line end after its opening bracket (so that its first line is no JSON
    value of its own, which would make the file JSON lines), and where each record's value
    starts and ends."""
    out = rnd.choice(["", "\n", " \r\n "]) + ("{" if keys else "[")
    out += rnd.choice(["\n", "\r\n", "\r"])
    starts, ends = [], []
    for i, record in enumerate(records):
        out += ("," if i else "") + rnd.choice(_SPACES)
        if keys:
            out += json.dumps(keys[i], ensure_ascii=ascii_only) + rnd.choice(_SPACES) + ":"
            out += rnd.choice(_SPACES)
        starts.append(len(out))
        out += _render(record, rnd, ascii_only)
        ends.append(len(out))
        out += rnd.choice(_SPACES)
    return out + ("}" if keys else "]") + rnd.choice(["", "\n", "\r\n \n"]), starts, ends


def _streamed(path: Path) -> list[object]:
    return list(readers._json_values(path))


def _write_encoded(path: Path, text: str, kind: str, bom: bool) -> Path:
    data = (b"\xef\xbb\xbf" if bom else b"") + text.encode("utf-8")
    return write(path, data if kind == "plain" else _compress(kind, data))


_DOCUMENTS = st.fixed_dictionaries({
    "records": st.lists(_VALUES, max_size=6),
    "prontoqa": st.booleans(),
    "keys": st.lists(_KEYS, min_size=6, max_size=6, unique=True),
    "seed": st.integers(0, 2**32),
    "ascii_only": st.booleans(),
    "chunk": st.sampled_from([1, 2, 7, 64, 1 << 20]),
    "kind": st.sampled_from(["plain", "plain", "gzip", "bzip2", "xz"]),
    "bom": st.booleans(),
})


def _example_records(doc: dict[str, Any]) -> tuple[list[object], list[str] | None]:
    """The records and keys of a drawn document: a PrOntoQA object's first entry is an
    example (else the object is one record, read whole)."""
    records = list(doc["records"])
    if not doc["prontoqa"]:
        return records, None
    first = records[0] if records and isinstance(records[0], dict) else {}
    records = [{**first, "test_example": TEST_EXAMPLE}, *records[1:]]
    return records, doc["keys"][: len(records)]


@settings(max_examples=200, deadline=None)
@given(_DOCUMENTS)
def test_a_streamed_document_reads_as_json_loads_of_the_whole_text(doc: dict[str, Any]) -> None:
    """Arrays and PrOntoQA objects of any JSON values, any whitespace and line ends, ASCII
    or raw unicode, a BOM, compressed, read in chunks down to a byte (values straddle
    every read): the records, keys, indices and values are json.loads's, in order, each
    with the line its value starts on."""
    rnd = random.Random(doc["seed"])
    records, keys = _example_records(doc)
    text, starts, _ = _document(records, keys, rnd, doc["ascii_only"])
    whole = json.loads(text)
    values = list(whole.items()) if keys else list(enumerate(whole))
    expected = [
        (_place(text, start)[0], key if keys else None, None if keys else key, value)
        for start, (key, value) in zip(starts, values, strict=True)
    ]
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        mp.setattr(readers, "_CHUNK", doc["chunk"])
        path = _write_encoded(Path(tmp) / "doc.json", text, doc["kind"], doc["bom"])
        assert _streamed(path) == expected


@settings(max_examples=200, deadline=None)
@given(_DOCUMENTS, st.data())
def test_a_syntax_error_keeps_the_records_before_it(
    doc: dict[str, Any], data: st.DataObject
) -> None:
    """A document broken after its first record (a byte inserted, or the file cut): the
    records before the break are read, then one problem with json.loads's message, line
    and column for the whole text, and nothing after it."""
    rnd = random.Random(doc["seed"])
    records, keys = _example_records(doc)
    assume(records)
    text, starts, ends = _document(records, keys, rnd, doc["ascii_only"])
    at = data.draw(st.integers(ends[0] + 1, len(text)))
    junk = data.draw(st.sampled_from(["", ",", "]", "}", ":", "x", '"', "[", "{", "\\", "1"]))
    broken = text[:at] + junk + (text[at:] if junk else "")  # no junk: the file is cut
    try:
        json.loads(broken)
    except json.JSONDecodeError as exc:
        line, column = _place(broken, exc.pos)
        problem = InputProblem(line, f"not valid JSON: {exc.msg} (column {column})")
    else:
        assume(False)
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        mp.setattr(readers, "_CHUNK", doc["chunk"])
        got = _streamed(_write_encoded(Path(tmp) / "doc.json", broken, doc["kind"], doc["bom"]))
    *read, last = got
    assert last == problem
    intact = sum(end < at for end in ends)
    assert 1 <= intact <= len(read)
    assert [r[3] for r in read[:intact]] == records[:intact]  # type: ignore[index]
    assert not any(isinstance(r, InputProblem) and "JSON" in r.message for r in read)


@settings(max_examples=300, deadline=None)
@given(_VALUES, st.integers(0, 2**32))
def test_a_value_cut_short_is_read_on_not_taken_as_it_is(value: object, seed: int) -> None:
    """Where the text read so far ends in the middle of a value, the streamed parser
    must read on, and only there: no prefix of valid JSON may fail with an error taken
    for one in the text (readers._cut_short), nor parse to a value taken for all of it
    (readers._complete) that is not, or a valid file would read as broken, or read
    ``1.5`` as ``1``, at some chunk size."""
    text = _render(value, random.Random(seed), ascii_only=False)
    for whole in (text, '[-Infinity, "\\ud83d\\ude00", 1.5e-7, NaN, "\\\\\\"", 0]', "-1.5E+7"):
        complete = json.JSONDecoder().raw_decode(whole)
        for cut in range(len(whole)):
            try:
                value_end = json.JSONDecoder().raw_decode(whole[:cut])
            except json.JSONDecodeError as exc:
                assert readers._cut_short(exc), (whole[:cut], exc)
            else:
                if readers._complete(whole[:cut], value_end[1]):
                    assert value_end == complete, whole[:cut]


def test_streamed_array_hand_cases(tmp_path: Path) -> None:
    """An empty array, entries that are no records, trailing garbage after the array
    (reported after the records), a top-level scalar (JSON lines), a BOM, CRLF and CR."""
    assert items(write(tmp_path / "empty.json", "[\r\n]\r\n")) == [
        InputProblem(None, "the file holds no records")]  # (as an empty file)
    entries = write(tmp_path / "scalars.json", '[\n 1,\n "a",\n null,\n [2]\n]\n')
    assert [str(i) for i in items(entries)] == [
        "line 2, entry 0: a record must be a JSON object, not a number",
        "line 3, entry 1: a record must be a JSON object, not a string",
        "line 4, entry 2: a record must be a JSON object, not null",
        "line 5, entry 3: a record must be a JSON object, not an array",
    ]
    record = json.dumps({"id": "a", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT}, indent=1)
    trailing = write(tmp_path / "trailing.json", f"[\n{record}\n]\n\n ]x\n")
    *good, problem = items(trailing)
    assert [i.id for i in good] == ["a"]  # type: ignore[union-attr]
    assert problem == InputProblem(record.count("\n") + 5, "not valid JSON: Extra data (column 2)")
    assert [str(i) for i in items(write(tmp_path / "scalar.json", "\n\n  42  \n"))] == [
        "line 3: a record must be a JSON object, not a number"
    ]
    for line_end in ("\r\n", "\r"):
        ended = record.replace("\n", line_end)
        text = f"[{line_end}{ended},{line_end}{ended.replace('a', 'b', 1)}{line_end}]"
        raw = b"\xef\xbb\xbf" + text.encode()
        got = items(write(tmp_path / "crlf.json", raw))
        assert [(i.id, i.line_no, i.entry) for i in got] == [  # type: ignore[union-attr]
            ("a", 2, 0), ("b", record.count("\n") + 3, 1)
        ]


def test_a_syntax_error_after_records_names_its_line_and_column(tmp_path: Path) -> None:
    """The whole document failed with that one error and no record was read."""
    records = [json.dumps({"id": f"r{k}", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT})
               for k in range(5)]
    records[3] = records[3].replace('"query"', '"query" "x"')
    text = "[\r\n  " + ",\r\n  ".join(records) + "\r\n]\r\n"
    got = items(write(tmp_path / "broken.json", text))
    column = 3 + records[3].index('"x"')  # the record starts in column 3
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.line_no) for i in got] == [
        ("r0", 2), ("r1", 3), ("r2", 4),
        f"line 5: not valid JSON: Expecting ':' delimiter (column {column})",
    ]
    with pytest.raises(json.JSONDecodeError) as exc:
        json.loads(text)
    assert _place(text, exc.value.pos) == (5, column)


@pytest.mark.parametrize("kind", ["gzip", "bzip2", "xz"])
def test_a_truncated_compressed_array_is_read_up_to_the_damage(
    tmp_path: Path, kind: str
) -> None:
    record = {"id": "a", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT}
    entries = [{**record, "id": f"r{k}"} for k in range(3000)]
    packed = _compress(kind, json.dumps(entries, indent=1).encode())
    got = items(write(tmp_path / "cut.json.gz", packed[: len(packed) * 2 // 3]))
    *read, last = got
    assert 0 < len(read) < 3000
    assert [(i.id, i.entry) for i in read] == [(f"r{k}", k) for k in range(len(read))]  # type: ignore[union-attr]
    assert isinstance(last, InputProblem)
    assert last.message.startswith("the compressed file is damaged or truncated here")
    assert last.line_no is not None and last.line_no > read[-1].line_no  # type: ignore[union-attr, operator]


def test_repeated_keys_lone_surrogates_and_deep_nesting_in_a_streamed_array(
    tmp_path: Path,
) -> None:
    """What json.loads of the whole text made of them, record by record."""
    record = json.dumps({"id": "a", **TEST_EXAMPLE})[:-1]
    text = (
        f'[\n{record}, "model_output": "x"}},\n'
        f'{record}, "model_output": "x", "model_output": "y"}},\n'
        f'{record.replace(chr(34) + "a", chr(34) + "b", 1)}, "model_output": "\\ud800 x"}},\n'
        + "[" * 100_000 + "]" * 100_000 + "\n]\n"
    )
    got = items(write(tmp_path / "p.json", text))
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.outputs) for i in got] == [
        ("a", ["x"]),
        "line 3, entry 1: field 'model_output' appears more than once in the record "
        "(keys must be unique)",
        ("b", ["\ufffd x"]),
        "line 5: not valid JSON: nested too deeply (column 1)",
    ]


def test_cp1252_is_decided_on_the_whole_streamed_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A byte that is not UTF-8 at the end makes the whole file cp1252, as when it was
    decoded whole: also the records read before that byte is reached."""
    monkeypatch.setattr(readers, "_CHUNK", 7)
    raw = '[\n{"id": "caf\u00e9"},\n{"id": "\u2019"}\n]\n'.encode("utf-8")
    raw = raw.replace("\u2019".encode(), b"\x92")
    assert [v[3]["id"] for v in _streamed(write(tmp_path / "p.json", raw))] == [  # type: ignore[index]
        "caf\u00c3\u00a9", "\u2019"
    ]


def test_an_object_is_a_prontoqa_document_by_its_first_member(tmp_path: Path) -> None:
    """An object whose first member is an example streams as a PrOntoQA document; any
    other object is read whole as before (its records have no line)."""
    entry = {"test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT}}
    streamed = {"example1": entry, "example2": 7}
    got = items(write(tmp_path / "s.json", json.dumps(streamed, indent=1)))
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.line_no) for i in got] == [
        ("example1", 2), f"line {json.dumps(entry, indent=1).count(chr(10)) + 3}: "
        "example2: a record must be a JSON object, not a number",
    ]
    whole = {"example1": 7, "example2": entry}  # the first member decides nothing
    got = items(write(tmp_path / "w.json", json.dumps(whole, indent=1)))
    assert [str(i) if isinstance(i, InputProblem) else (i.id, i.line_no) for i in got] == [
        "example1: a record must be a JSON object, not a number", ("example2", None),
    ]
    record = {"id": "a", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT}  # one record
    (item,) = items(write(tmp_path / "r.json", json.dumps(record, indent=1)))
    assert isinstance(item, CheckItem) and (item.id, item.line_no) == ("a", None)



def _records_and_peak(path: Path, log_check: bool = False) -> tuple[int, int]:
    """How many values the reader yields for ``path``, and its peak traced memory (with
    ``log_check``, the log-format check counted in as well)."""
    tracemalloc.start()
    try:
        if log_check:
            assert not readers._is_log(path)
        count = sum(1 for _ in readers._json_values(path))
        return count, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_large_array_streams_in_bounded_memory(tmp_path: Path) -> None:
    """A ~90 MB pretty-printed array: the reader's peak memory (tracemalloc) stays under a
    tenth of the file (it is ~4 MB: the record and a chunk; reading the document whole
    took ~2.4 times the file)."""
    record = {"id": "r", "model_output": GOLD_OUTPUT * 40, "more": [1, 2.5, None, True]}
    body = json.dumps(record, indent=2)
    path = tmp_path / "big.json"
    with path.open("w", encoding="utf-8") as fh:
        fh.write("[\n")
        for k in range(40):
            fh.write(",\n".join([body] * 1000) + (",\n" if k < 39 else "\n]\n"))
    size = path.stat().st_size
    assert size > 80_000_000
    count, peak = _records_and_peak(path)
    assert count == 40_000
    assert peak < size / 10, f"peak {peak:,} bytes for a file of {size:,}"


# --------------------------------------------------------------- a JSON document on one line
#
# A first line longer than readers._LONG_LINE is streamed as a document; the reference is
# the same file read with the first line whole (a long _LONG_LINE), as JSON lines.

_RECORD = {"id": "a", **TEST_EXAMPLE, "model_output": GOLD_OUTPUT}


def _read_both(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[list[object], list[object]]:
    """What the reader makes of ``path`` with its first line read whole, and streamed."""
    whole = _streamed(path)
    monkeypatch.setattr(readers, "_LONG_LINE", 4)
    head = readers._head(path, 1)
    assert isinstance(head, list) and not head[0].whole  # the first line is streamed
    streamed = _streamed(path)
    monkeypatch.undo()
    return whole, streamed


@pytest.mark.parametrize("chunk", [5, 1 << 20])
@pytest.mark.parametrize("kind", ["plain", "gzip"])
def test_an_array_on_one_line_streams_as_its_line_of_json_lines_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chunk: int, kind: str
) -> None:
    """Read whole, a long first line that is a JSON value made the file JSON lines, and
    held it (a 200 MB array on one line took 1.6 GB). Streamed, its records are the same:
    each with line 1 and its index, and the lines after it are read as JSON lines, with
    the same line numbers, blank and broken lines, arrays on a line."""
    monkeypatch.setattr(readers, "_CHUNK", chunk)
    entries = [{**_RECORD, "id": f"r{k}"} for k in range(40)] + [7]
    text = json.dumps(entries) + "\r\n\n" + jsonl(_RECORD) + "{broken\r" + json.dumps([_RECORD])
    for body in (json.dumps(entries), json.dumps(entries) + "\n", text):
        data = _compress(kind, body.encode()) if kind == "gzip" else body.encode()
        path = write(tmp_path / "one.json", data)
        whole, streamed = _read_both(path, monkeypatch)
        assert streamed == whole
    assert streamed[:41] == [(1, None, k, entry) for k, entry in enumerate(entries)]
    assert streamed[41:] == [
        (3, None, None, _RECORD),
        InputProblem(
            4, "not valid JSON: Expecting property name enclosed in double quotes (column 2)"
        ),
        (5, None, 0, _RECORD),
    ]


@settings(max_examples=200, deadline=None)
@given(
    _DOCUMENTS,
    st.lists(st.one_of(_VALUES.map(json.dumps), st.sampled_from(["", " ", "{x", "[1,"]))),
    st.sampled_from(["\n", "\r\n", "\r"]),
)
def test_a_document_on_one_line_reads_as_the_line_read_whole(
    doc: dict[str, Any], lines: list[str], line_end: str
) -> None:
    """Any array or PrOntoQA object on one line, then any lines (JSON values, blank or
    broken), compressed or not, read in chunks down to a byte: streamed, the same records
    and problems, with the same lines, as with the first line read whole."""
    records, keys = _example_records(doc)
    value = dict(zip(keys, records, strict=True)) if keys else records
    first = json.dumps(value, ensure_ascii=doc["ascii_only"])
    assume(len(first) > 4)  # longer than _read_both's _LONG_LINE
    text = line_end.join([first, *lines])
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        mp.setattr(readers, "_CHUNK", doc["chunk"])
        path = _write_encoded(Path(tmp) / "doc.json", text, doc["kind"], doc["bom"])
        whole, streamed = _read_both(path, mp)
    assert streamed == whole


def test_a_prontoqa_object_on_one_line_streams(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Examples under their keys, a repeated key reported where it is, a broken entry
    under its key: as when the line was read whole; also when lines follow it."""
    entry = {"test_example": {**TEST_EXAMPLE, "model_output": GOLD_OUTPUT}}
    members = [f'"example{k}": {json.dumps(entry)}' for k in range(30)]
    members[7] = '"example3": {"test_example": 1}'
    members[9] = '"example9": {"test_example": 1, "test_example": 2}'
    line = "{" + ", ".join(members) + "}"
    for text in (line, "\n \n" + line + "\n" + jsonl(_RECORD)):
        whole, streamed = _read_both(write(tmp_path / "run.json", text), monkeypatch)
        assert streamed == whole
        first = text.count("\n", 0, text.index("{")) + 1
        assert streamed[7] == InputProblem(
            first, "a second entry 'example3' is ignored (keys must be unique)"
        )
        assert streamed[9] == InputProblem(
            first, "example9: field 'test_example' appears more than once in the record "
            "(keys must be unique)"
        )
        assert [v[:2] for v in streamed[:3]] == [(first, f"example{k}") for k in range(3)]
    assert streamed[-1] == (first + 1, None, None, _RECORD)
    got = items(write(tmp_path / "run.json", line))
    assert str(got[9]) == (
        "line 1: example9: field 'test_example' appears more than once in the record "
        "(keys must be unique)"
    )


def test_a_long_first_line_that_is_one_record_is_read_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An object that is no PrOntoQA document is one record, read whole either way: on a
    line of its own, a line of JSON lines (line 1); spread over lines, the whole file."""
    record = {**_RECORD, "model_output": "x" * 100}
    for text, line in ((json.dumps(record), 1), (jsonl(record, {**record, "id": "b"}), 1),
                       (json.dumps(record)[:-1] + "\n}\n", None)):
        whole, streamed = _read_both(write(tmp_path / "r.json", text), monkeypatch)
        assert streamed == whole
        assert streamed[0] == (line, None, None, record)


def test_an_array_on_one_line_cut_short_keeps_the_records_before_the_cut(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entries = [{**_RECORD, "id": f"r{k}"} for k in range(10)]
    text = json.dumps(entries)
    cut = text.index('{"id": "r7"') + 30
    monkeypatch.setattr(readers, "_LONG_LINE", 64)
    got = _streamed(write(tmp_path / "cut.json", text[:cut]))
    assert got[:-1] == [(1, None, k, entry) for k, entry in enumerate(entries[:7])]
    with pytest.raises(json.JSONDecodeError) as exc:  # the reference: json on the line
        json.loads(text[:cut])
    assert got[-1] == InputProblem(
        1, f"not valid JSON: {exc.value.msg} (column {exc.value.colno})"
    )
    # the array left open and JSON lines after it: no JSON value of its own, the line
    # starts a document (as when it was read whole), which the next line breaks
    got = _streamed(write(tmp_path / "cut.json", text[:cut] + '"}\n' + jsonl(_RECORD)))
    assert len(got) == 9 and got[-1] == InputProblem(
        2, "not valid JSON: Expecting ',' delimiter (column 1)"
    )
    # a compressed file cut short: the records before the damage (there were none)
    many = [{**_RECORD, "id": f"r{k}"} for k in range(3000)]
    packed = _compress("gzip", json.dumps(many).encode())
    *read, last = _streamed(write(tmp_path / "cut.json.gz", packed[: len(packed) // 2]))
    assert 0 < len(read) < 3000
    assert read == [(1, None, k, entry) for k, entry in enumerate(many[: len(read)])]
    assert isinstance(last, InputProblem) and last.line_no == 1
    assert last.message.startswith("the compressed file is damaged or truncated here")


def test_a_long_first_line_is_never_held_whole(tmp_path: Path) -> None:
    """A ~60 MB array on one line: the format detection (log or JSON, lines or document)
    and the reading together peak (tracemalloc) far below the file's size: ~8 MB, a few
    chunks (the detection holds a first line of up to _LONG_LINE, and a chunk more). The
    detection and the reading each held the line (whole and parsed: ~8 times the file)."""
    body = json.dumps({"id": "r", "model_output": GOLD_OUTPUT * 40})
    path = tmp_path / "one.json"
    with path.open("w", encoding="utf-8") as fh:
        fh.write("[" + ",".join([body] * 28_000) + "]\n")
    size = path.stat().st_size
    assert size > 60_000_000
    count, peak = _records_and_peak(path, log_check=True)
    assert count == 28_000
    assert peak < size / 6, f"peak {peak:,} bytes for a file of {size:,}"


def test_a_jsonl_line_longer_than_the_bound_is_reported_and_the_rest_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A JSON-lines file whose one line is longer than MAX_LINE_BYTES (a damaged file, a
    record of gigabytes): that line is an input problem with its number, not held whole,
    and the lines after it are read."""
    short = json.dumps({"id": "a", "model_output": GOLD_OUTPUT})
    monkeypatch.setattr(readers, "MAX_LINE_BYTES", len(short) + 100)
    long = json.dumps({"id": "b", "model_output": GOLD_OUTPUT * 50})
    path = tmp_path / "p.jsonl"
    path.write_text("\n".join([short, long, short.replace('"a"', '"c"')]) + "\n",
                    encoding="utf-8")
    got = list(readers._lines(path))
    assert got[0] == (1, short + "\n")
    assert isinstance(got[1], InputProblem) and got[1].line_no == 2
    assert "longer than 0 MB: not read" in got[1].message
    assert got[2][0] == 3 and '"c"' in got[2][1]


def test_outputs_of_a_group_keep_the_place_of_their_own_record(tmp_path: Path) -> None:
    """An error about one output (cut at the output limit) was reported at the line of
    its group's first record; each output of a group now keeps where it was read."""
    record = {"id": "a", **TEST_EXAMPLE}
    path = write(tmp_path / "p.jsonl", jsonl({**record, "model_output": "one"},
                                             {**record, "model_outputs": ["two", "three"]}))
    (item,) = items(path)
    assert isinstance(item, CheckItem) and item.outputs == ["one", "two", "three"]
    assert item.line_no == 1 and item.places == {1: (2, None), 2: (2, None)}


def test_a_second_example_with_the_same_id_is_an_input_problem(tmp_path: Path) -> None:
    """Two different examples under one id in a self-contained file were checked as
    samples of one example; the second is refused, as it is from --examples."""
    other = {**TEST_EXAMPLE, "query": "True or false: Alex is not dull."}
    path = write(tmp_path / "p.jsonl", jsonl({"id": "a", **TEST_EXAMPLE, "model_output": "x"},
                                             {"id": "a", **other, "model_output": "y"},
                                             {"id": "a", **TEST_EXAMPLE, "model_output": "z"}))
    first, problem, third = items(path)
    assert problem == InputProblem(
        2, "a second example with id 'a' (another question) is not checked (ids must be unique)"
    )
    assert isinstance(first, CheckItem) and first.outputs == ["x"]
    assert isinstance(third, CheckItem) and (third.outputs, third.first_sample) == (["z"], 1)


def test_logic_lm_ids_and_options(tmp_path: Path) -> None:
    """A record with the fields of Logic-LM's ProntoQA is read whatever its id looks
    like; only the ids of Logic-LM's other datasets are refused, and options that are no
    list of strings are an input problem (an answer letter could not be mapped)."""
    path = write(tmp_path / "dev.jsonl", jsonl(
        {**LOGIC_LM, "id": "test_1", "model_output": "The correct option is: A"},
        {**LOGIC_LM, "id": 7, "model_output": "B"},
        {**LOGIC_LM, "id": "ProofWriter_RelNeg-OWA-D5-1029_Q1", "model_output": "A"},
        {**LOGIC_LM, "id": "logical_deduction_12", "model_output": "A"},
        {**LOGIC_LM, "id": "ProntoQA_2", "options": "A) True", "model_output": "A"},
    ))
    first, second, *problems = items(path)
    assert isinstance(first, CheckItem) and first.outputs == ["The correct option is: A"]
    assert isinstance(second, CheckItem) and (second.id, second.outputs) == ("7", ["B"])
    assert [str(p) for p in problems] == [
        "line 3: record 'ProofWriter_RelNeg-OWA-D5-1029_Q1': Logic-LM dataset 'ProofWriter' "
        "is not supported (only ProntoQA)",
        "line 4: record 'logical_deduction_12': Logic-LM dataset 'logical_deduction' is not "
        "supported (only ProntoQA)",
        "line 5: record 'ProntoQA_2': field 'options' must be a list of strings like "
        "\"A) True\", not a string",
    ]


def test_an_integer_id_joins_examples_and_predictions(tmp_path: Path) -> None:
    """A pyverify JSONL example with an integer id was refused ("must be a str") although
    a prediction's integer id is read: the two now join."""
    from pyverify.formats.writers import example_to_json
    from pyverify.generate import PrOntoQAConfig, generate

    generated = example_to_json(next(iter(generate(PrOntoQAConfig(hops=1, n=1, seed=1)))))
    examples = write(tmp_path / "examples.jsonl", jsonl(
        {**generated, "id": 0}, {"id": 1, **TEST_EXAMPLE}))
    predictions = write(tmp_path / "predictions.jsonl", jsonl(
        {"id": 0, "model_output": "a"}, {"id": 1, "model_output": "b"}))
    got = items(predictions, examples)
    assert [(i.id, i.outputs) for i in got if isinstance(i, CheckItem)] == [
        ("0", ["a"]), ("1", ["b"])]
