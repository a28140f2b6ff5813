"""JSON result records and the results file that ``--resume`` relies on."""

from __future__ import annotations

import io
import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.errors import InputError
from pyverify.example import Example
from pyverify.generate import OODConfig, PrOntoQAConfig, generate, generate_ood
from pyverify.generate.baseline import BaselineReasoner, shuffled_variants
from pyverify.logic import Const, Pred
from pyverify.report.json import (
    ResultsWriter,
    dumps_record,
    read_results,
    record_lines,
    result_record,
)
from pyverify.verify.checker import Checker, CheckOptions
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


def test_a_marker_step_has_no_validity() -> None:
    """Every step record's ``valid`` is one of the four validities, except a marker's (a
    sentence that makes no claim, which the metrics ignore): null, as its ``atomic``."""
    example = next(iter(generate(PrOntoQAConfig(hops=2, n=1, seed=4))))
    output = ("Let's think step by step. " + " ".join(example.chain_of_thought)
              + " Fae is blorp. True")
    record = result_record(Checker(example).check(output), example)
    steps = record["steps"]
    assert (steps[0]["class"], steps[0]["valid"], steps[0]["atomic"]) == ("marker", None, None)
    assert {s["valid"] for s in steps[1:]} == {"strict", "invalid"}  # ('Fae is blorp')
    assert json.loads(dumps_record(record))["steps"][0]["valid"] is None


def line(id: str, sample: int = 0) -> bytes:
    """A result line as ``pyverify check --json`` writes it."""
    return (dumps_record(result_record(RESULT, replace(EXAMPLE, id=id), sample)) + "\n").encode()


def test_writer_and_reader_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "out.jsonl"
    with ResultsWriter(path, sync_every=1) as writer:
        writer.write(result_record(RESULT, EXAMPLE))
        writer.write(result_record(RESULT, replace(EXAMPLE, id="b"), 1))
    with ResultsWriter(path, append=True) as writer:
        writer.write(result_record(RESULT, replace(EXAMPLE, id="c")))
    records = read_results(path)
    assert [(r["id"], r["sample"]) for r in records] == [("ex1", 0), ("b", 1), ("c", 0)]
    assert records[0] == result_record(RESULT, EXAMPLE)
    assert read_results(tmp_path / "missing.jsonl") == []


@pytest.mark.parametrize("tail", [b'{"id":"c","sam', b'{"i', line("c")[:-1], b"\0" * 40])
def test_truncated_last_line_is_dropped_and_repaired(tmp_path: Path, tail: bytes) -> None:
    """A last line cut short is an interrupted write (or, all NUL bytes, what a crash
    can leave): dropped, so its output is checked again."""
    path = tmp_path / "out.jsonl"
    good = line("a") + b"\n" + line("b")
    path.write_bytes(good + tail)
    assert [r["id"] for r in read_results(path)] == ["a", "b"]
    assert path.read_bytes() == good + tail  # reading alone changes nothing
    assert [r["id"] for r in read_results(path, repair=True)] == ["a", "b"]
    assert path.read_bytes() == good


def test_broken_middle_line_refuses_to_resume(tmp_path: Path) -> None:
    path = tmp_path / "out.jsonl"
    path.write_bytes(line("a") + b'{"id": \n' + line("b"))
    with pytest.raises(InputError, match=r"line 2 is not a result record \(not valid JSON\); "
                       "not resuming"):
        read_results(path, repair=True)
    path.write_bytes(line("a") + b"[1]\n" + line("b"))
    with pytest.raises(InputError, match=r"line 2 is not a result record \(not a JSON object\)"):
        read_results(path)
    deep = b"[" * 100_000 + b"]" * 100_000
    path.write_bytes(line("a") + deep + b"\n" + line("b"))
    with pytest.raises(InputError, match="line 2"):  # not a RecursionError
        read_results(path)


def test_records_are_read_one_at_a_time_and_a_huge_line_is_refused_by_its_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """iter_results yields each record as it reads it (--resume over millions of records
    holds none of them; bench_input_memory.py measures it), raises at the first line that
    is no record, and refuses a line longer than MAX_RECORD_BYTES without reading it
    whole."""
    from pyverify.report import json as json_results

    path = tmp_path / "out.jsonl"
    path.write_bytes(line("a") + b"[1]\n" + line("b"))
    records = json_results.iter_results(path)
    assert next(records)["id"] == "a"
    with pytest.raises(InputError, match="line 2"):
        next(records)
    monkeypatch.setattr(json_results, "MAX_RECORD_BYTES", len(line("a")) + 10)
    path.write_bytes(line("a") + b"x" * 10_000 + b"\n" + line("b"))
    with pytest.raises(InputError, match=r"line 2 is longer than 0 MB; not resuming"):
        json_results.read_results(path, repair=True)
    assert path.read_bytes().startswith(line("a") + b"x" * 10_000)  # untouched


def _record(**fields: object) -> bytes:
    record = {**result_record(RESULT, EXAMPLE), **fields}
    return (json.dumps(record) + "\n").encode()


@pytest.mark.parametrize(
    ("content", "why"),
    [
        # any JSON object with an id was once taken as a finished output, and odd
        # fields made the summary raise
        (b'{"id": "ex1"}\n', "no 'sample' number"),
        (b'{"id": "ex1", "sample": 0, "model_output": "x"}\n', "'label_correct'"),
        (_record(id=7), "no string 'id'"),
        (_record(sample="0"), "no 'sample' number"),
        (_record(sample=True), "no 'sample' number"),
        (_record(label_correct="yes"), "'label_correct' is not true, false or null"),
        (_record(proof_correct={"strict": 1}), "'proof_correct' does not give"),
        (_record(first_error_class="oops"), "unknown 'first_error_class'"),
        (_record(metadata=[]), "no 'metadata' object"),
        (_record(steps="abc"), "'steps' are not step records"),
        (_record(steps=[{"class": 3}]), "'steps' are not step records"),
        (_record(steps=[{"class": "canonical", "reason": []}]), "'steps' are not step records"),
        # a foreign file's last line without its newline is no interrupted write of ours
        (b"hello", "not valid JSON"),
        (b'{"id": "ex1"}', "no 'sample' number"),
        (b"[" * 100_000, "not valid JSON"),
    ],
)
def test_a_file_of_other_records_is_refused_not_resumed(
    tmp_path: Path, content: bytes, why: str
) -> None:
    path = tmp_path / "out.jsonl"
    path.write_bytes(line("a") + content)
    with pytest.raises(InputError, match=f"line 2 is not a result record \\({re.escape(why)}"):
        read_results(path, repair=True)
    assert path.read_bytes() == line("a") + content  # untouched


# ------------------------------------------------------------------ record_lines


def reference_lines(results: list[ProofResult], example: Example) -> list[str]:
    return [dumps_record(result_record(r, example, k)) for k, r in enumerate(results)]


def test_record_lines_are_the_reference_bytes_for_real_checker_results() -> None:
    """Every field shape the checker produces: PrOntoQA baseline CoTs (wrong branches,
    skipped hops, invalid steps, labels missing), OOD CoTs with hypotheses and
    contradictions, shuffled CoTs, unparseable text with quotes, control characters and
    non-ASCII, and z3's verdicts (--cross-check)."""
    rnd = random.Random(5)
    reasoner = BaselineReasoner(p_wrong_branch=0.3, p_skip_hop=0.2, p_invalid=0.2, seed=2)
    junk = ['Il pleut. «Quoted» "x" \\ tab\there.', "Alex is a jompus\x00\u2028 é.", ""]
    examples = list(
        generate(PrOntoQAConfig(hops=3, n=6, seed=4, ontology="false"), validate=False)
    ) + [
        ex
        for rule in ("OrElim", "ProofByContra", "Composed")
        for ex in generate_ood(OODConfig(rule=rule, depth=2, n=4, seed=6), validate=False)
    ]
    n = 0
    for i, ex in enumerate(examples):
        outputs = shuffled_variants(list(ex.chain_of_thought), rnd, 4) + junk
        if ex.answer is not None:
            outputs += [reasoner.answer(ex, k) for k in range(4)]
        options = CheckOptions(cross_check=i % 3 == 0)
        with Checker(ex, options) as checker:
            results = checker.check_many(outputs)
        assert record_lines(results, ex, range(len(results))) == reference_lines(results, ex)
        n += len(results)
    assert n == 150


text = st.text(max_size=20)
maybe_bool = st.sampled_from([None, True, False])
maybe_int = st.none() | st.integers(-5, 10**12)
ints = st.lists(st.integers(0, 10**6), max_size=4).map(tuple)


@st.composite
def steps(draw: st.DrawFn, index: int) -> StepResult:
    return StepResult(
        index,
        draw(text),
        draw(st.integers(0, 500)),
        draw(st.integers(0, 500)),
        draw(st.sampled_from(list(StepKind))),
        draw(st.none() | st.builds(lambda w: Pred("p" + w, Const("c")), text)),
        draw(st.none() | st.sampled_from(list(Validity))),
        draw(maybe_bool),
        draw(maybe_int),
        draw(st.booleans()),
        draw(st.booleans()),
        draw(st.booleans()),
        draw(st.booleans()),
        draw(st.none() | text),
        draw(ints),
        draw(ints),
        draw(st.none() | text),
        draw(st.none() | text),
        draw(st.lists(text, max_size=2).map(tuple)),
        draw(maybe_bool),
        draw(ints),
    )


@st.composite
def results(draw: st.DrawFn) -> ProofResult:
    n = draw(st.integers(0, 4))
    return ProofResult(
        id=draw(text),
        steps=tuple(draw(steps(i)) for i in range(n)),
        proof_correct={m: draw(st.booleans()) for m in ("strict", "skip", "broad", "valid")},
        label_gold=draw(maybe_bool),
        label_predicted=draw(maybe_bool),
        label_status=draw(st.sampled_from(["found", "missing", "not-applicable"])),
        conclusion_step=draw(maybe_int),
        first_non_canonical=draw(maybe_int),
        first_error=draw(st.none() | st.integers(0, n - 1)) if n else None,
        wrong_branch_lengths=draw(ints),
        bound_hit=draw(st.booleans()),
        warnings=draw(st.lists(text, max_size=2).map(tuple)),
        metadata=draw(st.dictionaries(text, st.integers() | text | st.floats(), max_size=3)),
    )


@settings(max_examples=300, deadline=None)
@given(st.lists(results(), min_size=1, max_size=3), st.dictionaries(text, text, max_size=3))
def test_record_lines_are_the_reference_bytes_for_any_field_values(
    drawn: list[ProofResult], metadata: dict[str, str]
) -> None:
    example = Example("ex \u00e9\"", (), "q", (), None, metadata=metadata)
    assert record_lines(drawn, example, range(len(drawn))) == reference_lines(drawn, example)


def test_a_failed_write_names_the_file(tmp_path: Path) -> None:
    """Stop 45 audit: `--json /dev/full` printed `Error: No space left on device`, no
    file named. The error now carries the results file's name, whichever call fails."""
    import errno

    class Full(io.StringIO):
        def write(self, s: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

        def flush(self) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

    path = tmp_path / "out.jsonl"
    writer = ResultsWriter(path)
    writer._fh.close()
    writer._fh = Full()
    for call in (lambda: writer.write_line("{}"), writer.sync, writer.close):
        with pytest.raises(OSError) as info:
            call()
        assert (info.value.filename, info.value.strerror) == (str(path),
                                                              "No space left on device")
