"""``pyverify check`` plumbing through click's runner with exact output.

These tests replace the verifier by a small deterministic fake (a sentence is canonical
iff it is in the gold CoT), so they pin the CLI's own behaviour: formats, errors, exit
codes, ``--json``, ``--resume``, ``--limit``. The tests at the end run the real verifier.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import TracebackType
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.cli import check as check_module
from pyverify.cli.main import cli
from pyverify.errors import InputError
from pyverify.example import Example
from pyverify.report.json import output_crc32
from pyverify.verify.results import METRICS, ProofResult, StepKind, StepResult, Validity

ENV = {"NO_COLOR": "1", "COLUMNS": "100", "TERM": "dumb"}

CONTEXT = "Each numpus is liquid. Jompuses are dull. Alex is a jompus."
COT = ["Alex is a jompus.", "Jompuses are dull.", "Alex is dull."]
GOLD_OUTPUT = "Alex is a jompus. Jompuses are dull. Alex is dull. True"
EXAMPLE = {
    "question": CONTEXT,
    "query": "True or false: Alex is dull.",
    "chain_of_thought": COT,
    "answer": "True",
}


class FakeChecker:
    """Canonical iff the sentence is in the gold CoT, invalid otherwise; label = last word."""

    calls: list[tuple[str, int]] = []

    def __init__(self, example: Example) -> None:
        if example.id == "explodes":
            raise InputError("context sentence 0 is not PrOntoQA English")
        self.example = example

    def __enter__(self) -> FakeChecker:
        return self

    def __exit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        return None

    def check_many(self, outputs: list[str], *, once: bool = False) -> list[ProofResult]:
        FakeChecker.calls.append((self.example.id, len(outputs)))
        return [self._check(o) for o in outputs]

    def _check(self, output: str) -> ProofResult:
        *body, last = output.split()
        sentences = [s.strip() + "." for s in " ".join(body).split(".") if s.strip()]
        steps = tuple(
            StepResult(
                i,
                s,
                0,
                0,
                StepKind.FACT,
                validity=Validity.STRICT
                if s in self.example.chain_of_thought
                else Validity.INVALID,
                atomic=True,
            )
            for i, s in enumerate(sentences)
        )
        correct = [s.sentence for s in steps] == list(self.example.chain_of_thought)
        first_error = next((s.index for s in steps if not s.canonical), None)
        predicted = {"True": True, "False": False}.get(last)
        return ProofResult(
            id=self.example.id,
            steps=steps,
            proof_correct=dict.fromkeys(METRICS, correct),
            label_gold=self.example.answer,
            label_predicted=predicted,
            label_status="found" if predicted is not None else "missing",
            first_error=None if correct else first_error,
        )


@pytest.fixture
def fake_verifier(monkeypatch: pytest.MonkeyPatch) -> type[FakeChecker]:
    FakeChecker.calls = []
    monkeypatch.setattr(check_module, "load_checker", lambda options: FakeChecker)
    return FakeChecker


def run(*args: str | Path) -> Any:
    return CliRunner().invoke(cli, [str(a) for a in args], env=ENV, catch_exceptions=False)


def jsonl(path: Path, *records: dict[str, Any]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


SUMMARY_2_OF_3 = """\
Summary (n = 3)
 metric                  value   95% CI (Wilson)   k / n
─────────────────────────────────────────────────────────
 label accuracy          0.667   [0.208, 0.939]    2 / 3
 strict proof accuracy   0.667   [0.208, 0.939]    2 / 3
 skip proof accuracy     0.667   [0.208, 0.939]    2 / 3
 broad proof accuracy    0.667   [0.208, 0.939]    2 / 3
 valid proof accuracy    0.667   [0.208, 0.939]    2 / 3

Step classes (n = 9 steps)
 class       count   fraction
──────────────────────────────
 canonical       8      0.889
 invalid         1      0.111

First error (n = 1 proofs not strictly correct)
 class     count   fraction
────────────────────────────
 invalid       1      1.000
"""


def strip(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.splitlines()) + "\n"


def three_examples(tmp_path: Path) -> Path:
    document = {
        "example1": {"test_example": {**EXAMPLE, "model_output": GOLD_OUTPUT}},
        "example2": {
            "test_example": EXAMPLE,
            "model_output": "Alex is a jompus. Dull things are jompuses. Alex is dull. False",
        },
        "example4": {"test_example": EXAMPLE, "output": ["Output: " + GOLD_OUTPUT]},
    }
    path = tmp_path / "run.json"
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    return path


def test_check_prontoqa_json_exact_output(tmp_path: Path, fake_verifier: Any) -> None:
    result = run("check", three_examples(tmp_path))
    assert result.exit_code == 0
    assert result.stderr == ""
    assert strip(result.stdout) == (
        "example1\n"
        "  Alex is a jompus. Jompuses are dull. Alex is dull.\n"
        "  label: True (gold True) ✓   proof: strict ✓ skip ✓ broad ✓ valid ✓\n"
        "  steps: 3 canonical\n"
        "\n"
        "example2\n"
        "  Alex is a jompus. Dull things are jompuses. Alex is dull.\n"
        "  label: False (gold True) ✗   proof: strict ✗ skip ✗ broad ✗ valid ✗\n"
        "  steps: 2 canonical, 1 invalid; first error: #1 (invalid)\n"
        "\n"
        "example4\n"
        "  Alex is a jompus. Jompuses are dull. Alex is dull.\n"
        "  label: True (gold True) ✓   proof: strict ✓ skip ✓ broad ✓ valid ✓\n"
        "  steps: 3 canonical\n"
        "\n" + SUMMARY_2_OF_3
    )


def test_check_steps_table(tmp_path: Path, fake_verifier: Any) -> None:
    path = jsonl(tmp_path / "p.jsonl", {"id": "a", **EXAMPLE, "model_output": GOLD_OUTPUT})
    result = run("check", path, "--steps", "--quiet")
    assert "#   sentence" not in result.stdout  # --quiet wins
    result = run("check", path, "--steps")
    assert strip(result.stdout).startswith(
        "a\n"
        "  Alex is a jompus. Jompuses are dull. Alex is dull.\n"
        "  label: True (gold True) ✓   proof: strict ✓ skip ✓ broad ✓ valid ✓\n"
        "  steps: 3 canonical\n"
        "#   sentence             class       rule   premises   hops   notes\n"
        "───────────────────────────────────────────────────────────────────\n"
        "0   Alex is a jompus.    canonical\n"
        "1   Jompuses are dull.   canonical\n"
        "2   Alex is dull.        canonical\n"
        "\n"
        "Summary (n = 1)\n"
    )


def test_quiet_prints_only_the_summary(tmp_path: Path, fake_verifier: Any) -> None:
    result = run("check", three_examples(tmp_path), "--quiet")
    assert result.exit_code == 0
    assert strip(result.stdout) == SUMMARY_2_OF_3


def test_malformed_lines_are_reported_and_the_rest_is_checked(
    tmp_path: Path, fake_verifier: Any
) -> None:
    path = tmp_path / "p.jsonl"
    good = json.dumps({"id": "a", **EXAMPLE, "model_output": GOLD_OUTPUT})
    lines = [good, '{"id": "b", "question": ', good.replace('"a"', '"c"'), "{}", ""]
    path.write_text("\n".join(lines), encoding="utf-8")
    result = run("check", path, "-q")
    assert result.exit_code == 1
    assert result.stderr == (
        "Error: line 2: not valid JSON: Expecting value (column 24)\n"
        "Error: line 4: unrecognised record (keys: none)\n"
    )
    assert result.stdout.startswith("Summary (n = 2)\n")
    assert "Traceback" not in result.output


def test_compressed_input_and_a_truncated_end(tmp_path: Path, fake_verifier: Any) -> None:
    """A gzip file (recognised by its bytes) is checked like the plain one; cut short,
    what comes before the cut is checked and the cut is an input error."""
    import gzip

    good = json.dumps({"id": "a", **EXAMPLE, "model_output": GOLD_OUTPUT})
    plain = "".join(good.replace('"a"', f'"r{k}"') + "\n" for k in range(400)).encode()
    whole = tmp_path / "p.jsonl.gz"
    whole.write_bytes(gzip.compress(plain))
    (tmp_path / "p.jsonl").write_bytes(plain)
    result = run("check", whole, "-q")
    assert result.exit_code == 0 and result.stderr == ""
    assert result.stdout == run("check", tmp_path / "p.jsonl", "-q").stdout
    assert result.stdout.startswith("Summary (n = 400)\n")
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(whole.read_bytes()[:-20])
    result = run("check", cut, "-q")
    assert result.exit_code == 1
    assert "the compressed file is damaged or truncated here" in result.stderr
    assert result.stdout.startswith("Summary (n = ")
    assert "Traceback" not in result.output


def test_standard_input(tmp_path: Path, fake_verifier: Any) -> None:
    """PREDICTIONS - reads standard input, plain or compressed, like the file."""
    import gzip

    path = jsonl(
        tmp_path / "p.jsonl",
        *({"id": f"r{k}", **EXAMPLE, "model_output": GOLD_OUTPUT} for k in range(3)),
    )
    expected = run("check", path, "--steps")
    assert expected.exit_code == 0
    for data in (path.read_bytes(), gzip.compress(path.read_bytes())):
        result = CliRunner().invoke(cli, ["check", "-", "--steps"], input=data, env=ENV,
                                    catch_exceptions=False)
        assert result.exit_code == 0
        assert result.stdout == expected.stdout


def test_checker_input_error_is_reported_with_its_line(tmp_path: Path, fake_verifier: Any) -> None:
    path = jsonl(
        tmp_path / "p.jsonl",
        {"id": "explodes", **EXAMPLE, "model_output": GOLD_OUTPUT},
        {"id": "fine", **EXAMPLE, "model_output": GOLD_OUTPUT},
    )
    result = run("check", path, "-q")
    assert result.exit_code == 1
    assert result.stderr == "Error: line 1: context sentence 0 is not PrOntoQA English\n"
    assert result.stdout.startswith("Summary (n = 1)\n")


def test_errors_of_json_array_entries_name_the_entry(tmp_path: Path, fake_verifier: Any) -> None:
    """An error of an entry of a pretty-printed JSON array (Logic-LM's format) named no
    place at all. It names the entry's index and the line the entry starts on."""
    entries = [
        {"id": "explodes", **EXAMPLE, "model_output": GOLD_OUTPUT},
        {"id": "fine", **EXAMPLE, "model_output": GOLD_OUTPUT},
        "text",
    ]
    path = tmp_path / "p.json"
    path.write_text(json.dumps(entries, indent=1), encoding="utf-8")
    result = run("check", path, "-q")
    assert result.exit_code == 1
    assert result.stderr == (
        "Error: line 2, entry 0: context sentence 0 is not PrOntoQA English\n"
        "Error: line 26, entry 2: a record must be a JSON object, not a string\n"
    )
    assert result.stdout.startswith("Summary (n = 1)\n")


def test_predictions_joined_by_id_and_limit(tmp_path: Path, fake_verifier: Any) -> None:
    examples = jsonl(tmp_path / "ex.jsonl", *({"id": f"e{i}", **EXAMPLE} for i in range(5)))
    predictions = jsonl(
        tmp_path / "pred.jsonl", *({"id": f"e{i}", "model_output": GOLD_OUTPUT} for i in range(5))
    )
    result = run("check", predictions, "--examples", examples, "--limit", "2", "-q")
    assert result.exit_code == 0
    assert result.stdout.startswith("Summary (n = 2)\n")
    assert fake_verifier.calls == [("e0", 1), ("e1", 1)]


def test_samples_are_checked_in_one_call_and_numbered(tmp_path: Path, fake_verifier: Any) -> None:
    examples = jsonl(tmp_path / "ex.jsonl", {"id": "e", **EXAMPLE})
    predictions = jsonl(
        tmp_path / "pred.jsonl",
        {"id": "e", "model_output": GOLD_OUTPUT},
        {"id": "e", "model_output": "Alex is dull. True"},
    )
    out = tmp_path / "out.jsonl"
    result = run("check", predictions, "--examples", examples, "--json", out)
    assert result.exit_code == 0
    assert fake_verifier.calls == [("e", 2)]
    assert strip(result.stdout).startswith("e (sample 0)\n")
    assert "\ne (sample 1)\n" in result.stdout
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["id"], r["sample"], r["proof_correct"]["strict"]) for r in records] == [
        ("e", 0, True),
        ("e", 1, False),
    ]


def test_many_samples_of_one_id_are_checked_in_bounded_parts(
    tmp_path: Path, fake_verifier: Any
) -> None:
    """All the samples of an id were checked in one call, every result and its JSON line
    held until it returned (50,000 samples: 1.65 GB RSS). They go in parts of at most 64
    outputs, fewer when they are long, numbered and reported as one group; with -j 2 a
    part travels to a worker without the rest of its group."""
    examples = jsonl(tmp_path / "ex.jsonl", {"id": "e", **EXAMPLE})
    predictions = jsonl(
        tmp_path / "pred.jsonl", *({"id": "e", "model_output": GOLD_OUTPUT} for _ in range(150))
    )
    out = tmp_path / "out.jsonl"
    result = run("check", predictions, "--examples", examples, "--json", out)
    assert result.exit_code == 0
    assert fake_verifier.calls == [("e", 64), ("e", 64), ("e", 22)]
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["sample"] for r in records] == list(range(150))
    assert "\ne (sample 149)\n" in result.stdout
    assert result.stdout.startswith("e (sample 0)\n")
    assert strip(result.stdout).endswith(strip(run("check", predictions, "--examples", examples,
                                                   "-q").stdout))
    fake_verifier.calls.clear()
    long_output = "Alex is a jompus. " * 6_000 + "True"  # 108,004 characters: weighs 28
    predictions = jsonl(
        tmp_path / "long.jsonl", *({"id": "e", "model_output": long_output} for _ in range(5))
    )
    assert run("check", predictions, "--examples", examples, "-q").exit_code == 0
    assert fake_verifier.calls == [("e", 3), ("e", 2)]
    from pyverify.cli.check import _units
    from pyverify.formats.readers import read_check_items

    units = list(_units(read_check_items(predictions, examples), set(), None))
    assert [(u[0].outputs, len(u[1]), u[2]) for u in units] == [([], 3, True), ([], 2, True)]


def test_json_records(tmp_path: Path, fake_verifier: Any) -> None:
    out = tmp_path / "out.jsonl"
    result = run("check", three_examples(tmp_path), "-q", "--json", out)
    assert result.exit_code == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in records] == ["example1", "example2", "example4"]
    second = records[1]
    assert second["label_correct"] is False
    assert second["proof_correct"] == dict.fromkeys(METRICS, False)
    assert [(s["sentence"], s["class"], s["valid"]) for s in second["steps"]] == [
        ("Alex is a jompus.", "canonical", "strict"),
        ("Dull things are jompuses.", "invalid", "invalid"),
        ("Alex is dull.", "canonical", "strict"),
    ]
    assert {"atomic", "misleading", "premises"} <= set(second["steps"][0])
    assert strip(result.stdout) == SUMMARY_2_OF_3


@pytest.mark.parametrize("cut", [0, 1, 2, 3])
def test_resume_after_interruption_matches_an_uninterrupted_run(
    tmp_path: Path, fake_verifier: Any, cut: int
) -> None:
    predictions = jsonl(
        tmp_path / "p.jsonl",
        *({"id": f"e{i}", **EXAMPLE, "model_output": GOLD_OUTPUT} for i in range(4)),
        {"id": "e4", **EXAMPLE, "model_outputs": [GOLD_OUTPUT, "Alex is dull. False"]},
    )
    full = tmp_path / "full.jsonl"
    assert run("check", predictions, "-q", "--json", full).exit_code == 0
    complete = full.read_bytes()
    lines = complete.splitlines(keepends=True)
    # An interrupted run: `cut` complete records, then half of the next one.
    partial = tmp_path / "partial.jsonl"
    partial.write_bytes(b"".join(lines[:cut]) + lines[cut][: len(lines[cut]) // 2])
    fake_verifier.calls = []
    result = run("check", predictions, "-q", "--json", partial, "--resume")
    assert result.exit_code == 0
    assert partial.read_bytes() == complete  # nothing dropped, nothing duplicated
    assert sum(n for _, n in fake_verifier.calls) == len(lines) - cut  # nothing redone
    fresh = run("check", predictions, "-q", "--json", tmp_path / "again.jsonl")
    assert result.stdout == fresh.stdout  # the summary covers every record in OUT
    assert result.stdout.startswith("Summary (n = 6)\n")


def test_summary_json(tmp_path: Path, fake_verifier: Any) -> None:
    """--summary writes what the terminal summary shows, as JSON; after --resume it covers
    every record, like the printed summary; an unwritable folder is refused up front."""
    from pyverify.analysis.metrics import summarize
    from pyverify.report.json import read_results

    predictions = jsonl(
        tmp_path / "p.jsonl",
        *({"id": f"e{i}", **EXAMPLE, "model_output": GOLD_OUTPUT} for i in range(3)),
        {"id": "e3", **EXAMPLE, "model_output": "Alex is dull. False"},
    )
    out, summary = tmp_path / "r.jsonl", tmp_path / "s.json"
    result = run("check", predictions, "-q", "--json", out, "--summary", summary)
    assert result.exit_code == 0
    written = json.loads(summary.read_text(encoding="utf-8"))
    assert written["n"] == 4 and written["proof_accuracy"]["strict"]["k"] == 3
    # the options that decided the verdicts it counts
    assert written.pop("options") == {"adjacency": False, "thinking": "check",
                                      "compat_split": False, "strict_grammar": True,
                                      "cross_check": False, "calculus": "auto"}
    assert written == json.loads(json.dumps(
        summarize((check_module.summary_outcome(r) for r in read_results(out, True)),
                  check_module.GROUP_BY).to_json()
    ))
    lines = out.read_bytes().splitlines(keepends=True)
    out.write_bytes(b"".join(lines[:2]))  # an interrupted run
    summary.unlink()
    assert run("check", predictions, "-q", "--json", out, "--resume",
               "--summary", summary).exit_code == 0
    assert {k: v for k, v in json.loads(summary.read_text(encoding="utf-8")).items()
            if k != "options"} == written
    result = run("check", predictions, "-q", "--summary", tmp_path / "no" / "s.json")
    assert result.exit_code == 2 and "cannot write to the folder" in result.stderr
    assert not (tmp_path / "no").exists()


def test_resume_of_a_complete_file_checks_nothing(tmp_path: Path, fake_verifier: Any) -> None:
    out = tmp_path / "out.jsonl"
    run("check", three_examples(tmp_path), "-q", "--json", out)
    before = out.read_bytes()
    fake_verifier.calls = []
    result = run("check", three_examples(tmp_path), "--json", out, "--resume")
    assert result.exit_code == 0
    assert fake_verifier.calls == []
    assert out.read_bytes() == before
    assert strip(result.stdout) == SUMMARY_2_OF_3


@given(st.lists(st.tuples(st.sampled_from(["a", "b", "ex-1", ""]),
                          st.integers(-3, 5000) | st.integers(-10**12, 10**12)), max_size=60),
       st.lists(st.tuples(st.sampled_from(["a", "b", "ex-1", "c"]),
                          st.integers(-3, 5000) | st.integers(-10**12, 10**12)), max_size=60))
@settings(max_examples=300, deadline=None)
def test_the_done_outputs_of_resume_are_the_pairs_added(
    added: list[tuple[str, int]], asked: list[tuple[str, int]]
) -> None:
    """--resume keeps the sample numbers done as one bitmask per id (with the outputs'
    checksums ~20 bytes an output at 16 samples an id, ~95 as a set of pairs): it holds
    exactly the pairs added, also for negative and huge sample numbers (kept as pairs:
    no integer of their size)."""
    done = check_module.DoneOutputs()
    for id_, sample in added:
        done.add(id_, sample)
    for key in asked + added:
        assert (key in done) == (key in set(added))


@given(st.lists(st.tuples(st.sampled_from(["a", "b"]), st.sampled_from("xyz")), max_size=12),
       st.lists(st.tuples(st.sampled_from(["a", "b"]), st.sampled_from("xyz")), max_size=12))
@settings(max_examples=300, deadline=None)
def test_resume_claims_each_done_output_once_and_numbers_the_rest_apart(
    done_outputs: list[tuple[str, str]], inputs: list[tuple[str, str]]
) -> None:
    """--resume by checksum: of the outputs of an id, as many of each text are skipped as
    OUT holds records of it; every other output gets a sample number no record of its id
    holds and no other output of this run gets."""
    from collections import Counter

    done = check_module.DoneOutputs()
    numbers: dict[str, set[int]] = {}
    for id_, text in done_outputs:
        k = len(numbers.setdefault(id_, set()))
        numbers[id_].add(k)
        done.add(id_, k, output_crc32(text))
    left = Counter(done_outputs)
    seen: Counter[str] = Counter()
    for id_, text in inputs:
        sample = done.claim(id_, seen[id_], text)
        seen[id_] += 1
        if left[(id_, text)] > 0:
            assert sample is None
            left[(id_, text)] -= 1
        else:
            assert sample is not None and sample not in numbers.setdefault(id_, set())
            numbers[id_].add(sample)


def test_resume_refuses_a_damaged_results_file(tmp_path: Path, fake_verifier: Any) -> None:
    out = tmp_path / "out.jsonl"
    run("check", three_examples(tmp_path), "-q", "--json", out)
    first, second, *_ = out.read_text(encoding="utf-8").splitlines()
    for bad, why in (("not json", "not valid JSON"), ('{"id": "x"}', "no 'sample' number")):
        out.write_text(f"{first}\n{bad}\n{second}\n", encoding="utf-8")
        result = run("check", three_examples(tmp_path), "--json", out, "--resume")
        assert result.exit_code == 1
        assert result.stderr == (
            f"Error: {out}: line 2 is not a result record ({why}); not resuming\n"
        )
        assert out.read_text(encoding="utf-8") == f"{first}\n{bad}\n{second}\n"


def test_resume_needs_json(tmp_path: Path, fake_verifier: Any) -> None:
    result = run("check", three_examples(tmp_path), "--resume")
    assert result.exit_code == 2
    assert result.stderr.endswith("Error: --resume needs --json OUT\n")


def test_missing_input_file_is_an_input_error(tmp_path: Path) -> None:
    """Exit code 1 as for every input error (click's own check says 2, a usage error)."""
    result = run("check", tmp_path / "nope.jsonl")
    assert result.exit_code == 1
    assert result.stderr == f"Error: PREDICTIONS: no such file: {tmp_path / 'nope.jsonl'}\n"
    result = run("check", three_examples(tmp_path), "--examples", tmp_path)
    assert result.exit_code == 1
    assert result.stderr == f"Error: --examples: {tmp_path} is a directory, not a file\n"
    result = run("baseline", tmp_path / "nope.jsonl", "-o", tmp_path / "p.jsonl")
    assert result.exit_code == 1
    assert result.stderr == f"Error: EXAMPLES: no such file: {tmp_path / 'nope.jsonl'}\n"
    assert not (tmp_path / "p.jsonl").exists()


def test_unwritable_json_output_is_a_user_error(tmp_path: Path, fake_verifier: Any) -> None:
    result = run("check", three_examples(tmp_path), "--json", tmp_path / "no" / "dir" / "o.jsonl")
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: ")
    assert "No such file or directory" in result.stderr


@pytest.mark.parametrize(("name", "text"), [("empty.jsonl", ""), ("empty.json", "[]\n"),
                                            ("blank.json", " [ ]")])
def test_empty_input(tmp_path: Path, fake_verifier: Any, name: str, text: str) -> None:
    """An empty file and an empty JSON array alike (the array exited 0)."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = run("check", path, "-q")
    assert result.exit_code == 1
    assert result.stderr == "Error: the file holds no records\n"
    assert "undefined (n = 0)" in result.stdout


@pytest.mark.parametrize("what", ["generate", "check"])
def test_a_closed_pipe_stops_quietly(tmp_path: Path, what: str) -> None:
    """`… | head` printed `Error: Broken pipe` and exited 1, the status of an input
    error: now nothing, and 141, what a shell reports for a process SIGPIPE ended."""
    import subprocess
    import sys

    command = ["generate", "-n", "300", "-o", "-"]
    if what == "check":
        examples, predictions = tmp_path / "ex.jsonl", tmp_path / "pred.jsonl"
        assert run("generate", "-n", "200", "-o", examples).exit_code == 0
        assert run("baseline", examples, "-o", predictions).exit_code == 0
        command = ["check", str(predictions), "--examples", str(examples), "--steps"]
    proc = subprocess.Popen([sys.executable, "-c", "from pyverify.cli.main import cli; cli()",
                             *command], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.read(10)
    proc.stdout.close()
    assert proc.wait(timeout=120) == 141
    assert proc.stderr.read() == b""


# ------------------------------------------------------------------ with the real verifier


def test_real_verifier_gold_and_perturbed(tmp_path: Path) -> None:
    document = {
        "example1": {"test_example": {**EXAMPLE, "model_output": GOLD_OUTPUT}},
        "example2": {
            "test_example": EXAMPLE,
            "model_output": "Alex is a jompus. Alex is dull. True.",
        },
    }
    path = tmp_path / "run.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = run("check", path, "--json", out, "-q")
    assert result.exit_code == 0, result.output
    first, second = (json.loads(line) for line in out.read_text().splitlines())
    assert first["proof_correct"] == dict.fromkeys(METRICS, True)
    assert [s["class"] for s in first["steps"]] == ["canonical"] * 3
    assert first["label_correct"] is True
    # The rule left out: the conclusion is strictly valid but not atomic (F/T/F/T).
    assert second["proof_correct"] == {"strict": False, "skip": True, "broad": False, "valid": True}
    assert [s["class"] for s in second["steps"]] == ["canonical", "strict-nonatomic-correct"]
    assert second["label_correct"] is True  # "True." is a label (eval ref §7 item 1)


def test_resume_refuses_results_judged_with_other_options(tmp_path: Path) -> None:
    """Every record says with which options it was judged; --resume with others would
    append verdicts of another semantics (a thinking-skipped answer next to a whole
    output judged), so it stops before checking or writing anything."""
    thought = f"<think>Alex is a jompus, so Alex is dull.</think> {GOLD_OUTPUT}"
    predictions = jsonl(
        tmp_path / "p.jsonl",
        *({"id": f"e{i}", **EXAMPLE, "model_output": thought} for i in range(3)),
    )
    out = tmp_path / "out.jsonl"
    assert run("check", predictions, "-q", "--limit", "2", "--json", out,
               "--thinking", "skip").exit_code == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["options"] for r in records] == [{
        "adjacency": False, "thinking": "skip", "compat_split": False,
        "strict_grammar": True, "cross_check": False, "calculus": "auto",
    }] * 2
    before = out.read_bytes()
    result = run("check", predictions, "-q", "--json", out, "--resume")
    assert result.exit_code == 2
    assert "holds results checked with other options (record 1: thinking='skip' " \
           "there, 'check' now)" in " ".join(result.stderr.split())
    assert out.read_bytes() == before
    result = run("check", predictions, "-q", "--json", out, "--resume", "--thinking", "skip",
                 "--calculus", "natural-deduction")
    assert result.exit_code == 2  # (judged in another calculus: refused too)
    assert "calculus='auto' there, 'natural-deduction' now" in " ".join(result.stderr.split())
    result = run("check", predictions, "-q", "--json", out, "--resume", "--thinking", "skip")
    assert result.exit_code == 0
    assert len(out.read_text().splitlines()) == 3
    assert result.stdout.startswith("Summary (n = 3)")


def test_real_verifier_generate_baseline_check(tmp_path: Path) -> None:
    examples, predictions, out = (tmp_path / n for n in ("ex.jsonl", "pred.jsonl", "out.jsonl"))
    assert run("generate", "--hops", "2", "-n", "5", "--seed", "3", "-o", examples).exit_code == 0
    assert run("baseline", examples, "-o", predictions, "--samples", "2").exit_code == 0
    result = run("check", predictions, "--examples", examples, "--json", out, "--cross-check")
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [(r["id"], r["sample"]) for r in records] == [
        (f"prontoqa-2hop-fictional-s3-{i}", k) for i in range(5) for k in range(2)
    ]
    assert "Summary (n = 10)" in result.stdout
    # Gold CoTs from the examples file, checked as predictions, are all strictly correct.
    gold = jsonl(
        tmp_path / "gold.jsonl",
        *(
            {
                **json.loads(line),
                "model_output": " ".join(json.loads(line)["chain_of_thought"])
                + " "
                + json.loads(line)["answer"],
            }
            for line in examples.read_text().splitlines()
        ),
    )
    result = run("check", gold, "-q", "--json", tmp_path / "gold-out.jsonl")
    assert result.exit_code == 0, result.output
    assert " strict proof accuracy   1.000   [0.566, 1.000]    5 / 5" in result.stdout
    assert " label accuracy          1.000   [0.566, 1.000]    5 / 5" in result.stdout


def test_jobs_give_the_same_report_records_and_errors_as_one_process(tmp_path: Path) -> None:
    """--jobs 2 (spawned workers, chunks of outputs) against the sequential run: the
    same stdout (step tables included), the same errors in the same order, the same
    records byte for byte; and --resume in parallel completes an interrupted file."""
    examples, predictions = tmp_path / "ex.jsonl", tmp_path / "pred.jsonl"
    assert run("generate", "--hops", "3", "-n", "40", "--seed", "5", "-o", examples).exit_code == 0
    assert run("baseline", examples, "-o", predictions, "--samples", "3").exit_code == 0
    lines = predictions.read_text(encoding="utf-8").splitlines(keepends=True)
    # input errors in two different chunks: a broken line and an id with no example
    lines.insert(7, "{not json\n")
    lines.insert(90, json.dumps({"id": "nowhere", "model_output": GOLD_OUTPUT}) + "\n")
    predictions.write_text("".join(lines), encoding="utf-8")

    outs = {j: tmp_path / f"out{j}.jsonl" for j in (1, 2)}
    results = {
        j: run("check", predictions, "--examples", examples, "--steps", "--json", out, "-j", j)
        for j, out in outs.items()
    }
    assert results[1].exit_code == results[2].exit_code == 1  # the two input errors
    assert results[2].stdout == results[1].stdout
    assert results[2].stderr == results[1].stderr
    assert results[1].stderr.count("Error: ") == 2
    assert outs[2].read_bytes() == outs[1].read_bytes()
    records = outs[1].read_text(encoding="utf-8").splitlines(keepends=True)
    assert len(records) == 120

    partial = tmp_path / "partial.jsonl"
    partial.write_text("".join(records[:50]) + records[50][:100], encoding="utf-8")
    resumed = run(
        "check", predictions, "--examples", examples, "-q", "--json", partial, "--resume", "-j", 2
    )
    assert resumed.exit_code == 1
    assert partial.read_bytes() == outs[1].read_bytes()


def test_an_invalid_example_is_reported_where_its_outputs_are_checked(tmp_path: Path) -> None:
    """Examples are decoded where they are checked (in the workers with -j 2), so an
    examples-file record whose logical forms disagree with its text is reported once per
    group of its outputs, naming both files' lines; the other examples are checked, one
    that no output refers to is never decoded, and -j 1 and -j 2 say the same."""
    examples, predictions = tmp_path / "ex.jsonl", tmp_path / "pred.jsonl"
    assert run("generate", "--hops", "2", "-n", "3", "--seed", "4", "-o", examples).exit_code == 0
    assert run("baseline", examples, "-o", predictions, "--samples", "2").exit_code == 0
    records = [json.loads(line) for line in examples.read_text(encoding="utf-8").splitlines()]
    records[1]["fol"]["context"][0] = "~" + records[1]["fol"]["context"][0]
    jsonl(examples, *records, {**records[1], "id": "unused"})  # never decoded: no error
    sentence, tptp = records[1]["context"][0], records[1]["fol"]["context"][0]
    expected = (
        f"Error: line 3: its example ({examples}: line 2): record '{records[1]['id']}': "
        f"sentence {sentence!r} parses to {tptp[1:]}, the record says {tptp}\n"
    )
    for jobs in (1, 2):
        result = run("check", predictions, "--examples", examples, "-q", "-j", jobs)
        assert result.exit_code == 1
        assert result.stderr == expected
        assert result.stdout.startswith("Summary (n = 4)\n")


def test_outcome_from_the_result_is_the_outcome_resume_reads_from_json() -> None:
    """A fresh run summarises results directly, --resume summarises JSON records: the
    two must agree (metadata grouping, classes, rules, first error, labels)."""
    from pyverify.generate import OODConfig, PrOntoQAConfig, generate, generate_ood
    from pyverify.generate.baseline import BaselineReasoner
    from pyverify.report.json import record_lines
    from pyverify.verify.checker import Checker

    reasoner = BaselineReasoner(p_wrong_branch=0.3, p_skip_hop=0.3, p_invalid=0.2, seed=1)
    examples = list(generate(PrOntoQAConfig(hops=2, n=5, seed=2), validate=False))
    examples += list(generate_ood(OODConfig(rule="OrElim", n=3, seed=2), validate=False))
    n = 0
    for ex in examples:
        outputs = [" ".join(ex.chain_of_thought), "Nonsense here. True"]
        if ex.answer is not None:
            outputs += [reasoner.answer(ex, k) for k in range(3)]
        with Checker(ex) as checker:
            results = checker.check_many(outputs)
        lines = record_lines(results, ex, range(len(results)))
        for result, line in zip(results, lines, strict=True):
            from_json = check_module.summary_outcome(json.loads(line))
            assert check_module.result_outcome(result, ex) == from_json
            n += 1
    assert n == 5 * 5 + 3 * 2


def test_hostile_input_lines_are_reported_and_the_rest_is_checked(tmp_path: Path) -> None:
    """No traceback and nothing lost: JSON nested too deeply, wrong field types, a lone
    surrogate, NUL bytes and a 20,000-sentence output, beside an ordinary record."""
    record = {**EXAMPLE, "id": "ok", "model_output": GOLD_OUTPUT}
    lines = [
        "[" * 100_000 + "]" * 100_000,
        json.dumps({**record, "id": "num", "model_output": 42}),
        json.dumps({**record, "id": {"a": 1}}),
        '{"id": "nan", "model_output": NaN}',
        json.dumps({**record, "id": "sur", "model_output": "\ud800 Alex is dull. True"}),
        json.dumps({**record, "id": "nul", "model_output": "Alex\x00 is dull.\x00 True"}),
        json.dumps({**record, "id": "big", "model_output": "Alex is a cat. " * 20_000 + "True"}),
        json.dumps(record),
    ]
    path = tmp_path / "hostile.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = run("check", path, "-q", "--json", out)
    assert result.exit_code == 1
    assert result.stderr.splitlines() == [
        "Error: line 1: not valid JSON: nested too deeply (column 1)",
        "Error: line 2: field 'model_output' must be a string, a message, or a list of them",
        # never a made-up id in its place (a prediction would join another example)
        "Error: line 3: field 'id' must be a string or an integer, not a dict",
        "Error: line 4: field 'model_output' must be a string, a message, or a list of them",
    ]
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == ["sur", "nul", "big", "ok"]
    assert records[0]["steps"][0]["sentence"].startswith("\ufffd")
    assert len(records[2]["steps"]) == 20_000
    assert records[3]["proof_correct"] == dict.fromkeys(METRICS, True)


def test_an_output_beyond_the_limit_is_checked_in_part_and_reported(tmp_path: Path) -> None:
    """One 10 MB output (580,000 sentences) took 1.25 GB RSS. An output is checked up to
    20,000 sentences (1,000,000 characters): its record says so in its warnings, the
    report flags it, and it is an input error with its line (exit 1); its label is still
    read from its end."""
    big = "Alex is a jompus. " * 20_001 + "True"
    record = {**EXAMPLE, "id": "big", "model_output": big}
    path = tmp_path / "big.jsonl"
    path.write_text(json.dumps(record) + "\n" + json.dumps({**record, "id": "ok",
                    "model_output": GOLD_OUTPUT}) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = run("check", path, "--json", out)
    assert result.exit_code == 1
    note = "output truncated: only its first 20,000 sentences are checked (the limit per output)"
    assert result.stderr == f"Error: line 1: 'big': {note}\n"
    assert "; output truncated: the rest not checked\n" in strip(result.stdout)
    first, second = (json.loads(line) for line in out.read_text().splitlines())
    assert len(first["steps"]) == 20_000 and first["warnings"] == [note]
    assert first["label_predicted"] is True
    assert second["warnings"] == [] and second["proof_correct"] == dict.fromkeys(METRICS, True)


def test_an_output_that_is_an_input_is_refused_before_anything_is_written(
    tmp_path: Path, fake_verifier: Any
) -> None:
    """``--json IN`` once emptied IN before reading it (so did ``--examples X --json X``,
    and ``--summary IN`` replaced it after the run); a link to the input is the input."""
    predictions = three_examples(tmp_path)
    before = predictions.read_bytes()
    link = tmp_path / "link.json"
    link.symlink_to(predictions)
    examples = jsonl(tmp_path / "ex.jsonl", {"id": "a", **EXAMPLE})
    cases = [
        (("--json", predictions), f"--json {predictions} is the predictions file"),
        (("--json", link), f"--json {link} is the predictions file"),
        (("--summary", predictions), f"--summary {predictions} is the predictions file"),
        (("--examples", examples, "--json", examples), f"--json {examples} is the examples file"),
        (("--json", tmp_path / "o", "--summary", tmp_path / "o"),
         f"--summary {tmp_path / 'o'} is the --json file"),
    ]
    for options, message in cases:
        result = run("check", predictions, "-q", *options)
        assert result.exit_code == 2, options
        assert result.stderr.endswith(f"Error: {message}: writing it would destroy it\n")
        assert predictions.read_bytes() == before
    assert examples.read_text(encoding="utf-8").startswith('{"id": "a"')
    assert fake_verifier.calls == [] and not (tmp_path / "o").exists()


def test_summary_through_a_link_or_into_a_pipe_keeps_the_link_and_the_pipe(
    tmp_path: Path, fake_verifier: Any
) -> None:
    """The summary is written beside its target and renamed over it: that once replaced
    a symbolic link by a file, and a named pipe (or a device) by a file too."""
    import os
    import threading

    real = tmp_path / "real.json"
    link = tmp_path / "s.json"
    link.symlink_to(real)
    assert run("check", three_examples(tmp_path), "-q", "--summary", link).exit_code == 0
    assert link.is_symlink() and json.loads(real.read_text(encoding="utf-8"))["n"] == 3
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    read: list[str] = []

    def drain() -> None:
        with open(fifo, encoding="utf-8") as fh:
            read.append(fh.read())

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    assert run("check", three_examples(tmp_path), "-q", "--summary", fifo).exit_code == 0
    reader.join(timeout=30)
    assert not reader.is_alive() and json.loads(read[0])["n"] == 3
    assert not fifo.is_file()


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux /proc)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGKILL"])
def test_a_killed_parallel_run_leaves_no_workers_and_resumes(tmp_path: Path, sig: str) -> None:
    """``check -j 2`` killed mid-run: its workers once waited on their task queue
    forever. Now SIGTERM closes the results file and stops them (exit 143), and after
    SIGKILL, which leaves the parent no say, they notice it is gone and exit; either way
    --resume then completes the file to what an uninterrupted run writes."""
    import signal
    import subprocess
    import sys
    import time

    examples, predictions = tmp_path / "ex.jsonl", tmp_path / "pred.jsonl"
    assert run("generate", "--hops", "5", "-n", "300", "--seed", "3", "-o", examples).exit_code == 0
    assert run("baseline", examples, "-o", predictions, "--samples", "8").exit_code == 0
    out = tmp_path / "out.jsonl"
    command = [sys.executable, "-c", "from pyverify.cli.main import cli; cli()", "check",
               str(predictions), "--examples", str(examples), "-q", "-j", "2"]
    main = subprocess.Popen([*command, "--json", str(out)], stderr=subprocess.PIPE, text=True)
    workers: set[int] = set()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not (out.exists() and out.stat().st_size > 0):
        workers |= _children(main.pid)
        time.sleep(0.05)
    workers |= _children(main.pid)
    assert main.poll() is None, "the run ended before it could be killed"
    main.send_signal(getattr(signal, sig))
    _, stderr = main.communicate(timeout=60)
    if sig == "SIGTERM":
        assert main.returncode == 143
        # nothing after it: a worker killed while pyswip's import ran `swipl
        # --dump-runtime-variables` left that swipl to print a broken-pipe error here
        assert stderr.endswith(
            f"Error: stopped by SIGTERM; the results so far are in {out}, continue with "
            "--resume\n"
        )
    else:
        assert main.returncode == -signal.SIGKILL
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and any(_alive(p) for p in workers):
        time.sleep(0.1)
    assert len(workers) >= 2 and not any(_alive(p) for p in workers)
    written = len(out.read_text(encoding="utf-8").splitlines())
    assert 0 < written < 2400
    resumed = subprocess.run([*command, "--json", str(out), "--resume"], capture_output=True)
    assert resumed.returncode == 0, resumed.stderr
    whole = tmp_path / "whole.jsonl"
    assert run("check", predictions, "--examples", examples, "-q", "--json", whole).exit_code == 0
    assert out.read_bytes() == whole.read_bytes()


def test_untrusted_text_is_printed_literally(tmp_path: Path) -> None:
    """Metadata values went to the summary as rich markup (``[/]`` raised MarkupError
    after the whole run) and escape sequences in ids and outputs reached the terminal
    (clearing it, hiding text); ``--json /dev/null`` failed at fsync."""
    record = {**EXAMPLE, "metadata": {"rule": "[/]", "hops": "[bold red]x"}}
    path = jsonl(
        tmp_path / "p.jsonl",
        {**record, "id": "a\x1b[2J", "model_output": "Alex is a jompus.\x1b]0;t\x07 True"},
        {**record, "id": "b", "model_output": GOLD_OUTPUT},
    )
    result = run("check", path, "--json", "/dev/null")
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.stdout and "\x07" not in result.stdout
    assert "a\\x1b[2J" in result.stdout
    assert "\\x1b]0;" in result.stdout and "\\x07" in result.stdout
    assert "[/]" in result.stdout and "[bold red]x" in result.stdout


def test_resume_after_a_repaired_line_checks_it_once_and_nothing_twice(
    tmp_path: Path, fake_verifier: Any
) -> None:
    """A broken line is reported and the rest checked; after the user repairs it, --resume
    checks that output only. By place (id, sample) the repaired output passed for done
    and the one after it was checked twice: records are matched by output_crc32."""
    outputs = [GOLD_OUTPUT, "Alex is a jompus. Alex is dull. False", "Alex is dull. True"]
    lines = [json.dumps({"id": "e0", **EXAMPLE, "model_output": o}) for o in outputs]
    broken = tmp_path / "broken.jsonl"
    broken.write_text(f"{lines[0]}\n{lines[1][:40]}\n{lines[2]}\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    first = run("check", broken, "-q", "--json", out)
    assert first.exit_code == 1 and first.stderr.startswith("Error: line 2: not valid JSON")
    repaired = tmp_path / "repaired.jsonl"
    repaired.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    fake_verifier.calls = []
    result = run("check", repaired, "-q", "--json", out, "--resume")
    assert result.exit_code == 0 and result.stdout.startswith("Summary (n = 3)\n")
    assert sum(n for _, n in fake_verifier.calls) == 1
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert sorted(r["output_crc32"] for r in records) == sorted(
        f"{output_crc32(o):08x}" for o in outputs)
    assert sorted(r["sample"] for r in records) == [0, 1, 2]
    # and a run on the repaired file from the start gives the same records, in its order
    again = tmp_path / "again.jsonl"
    run("check", repaired, "-q", "--json", again)
    by_crc = {r["output_crc32"]: r["steps"] for r in records}
    assert all(by_crc[r["output_crc32"]] == r["steps"]
               for r in map(json.loads, again.read_text(encoding="utf-8").splitlines()))


def test_resume_of_records_without_checksums_goes_by_place(
    tmp_path: Path, fake_verifier: Any
) -> None:
    """Results written before records had output_crc32 are resumed by (id, sample)."""
    predictions = jsonl(tmp_path / "p.jsonl",
                        *({"id": f"e{i}", **EXAMPLE, "model_output": GOLD_OUTPUT}
                          for i in range(3)))
    out = tmp_path / "out.jsonl"
    run("check", predictions, "-q", "--json", out)
    old = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()][:2]
    for r in old:
        del r["output_crc32"]
    out.write_text("".join(json.dumps(r) + "\n" for r in old), encoding="utf-8")
    fake_verifier.calls = []
    result = run("check", predictions, "-q", "--json", out, "--resume")
    assert result.exit_code == 0 and fake_verifier.calls == [("e2", 1)]
    assert [json.loads(line)["id"] for line in out.read_text().splitlines()] == ["e0", "e1", "e2"]


def test_an_output_error_names_the_line_of_its_own_record(tmp_path: Path) -> None:
    """The samples of one id on several lines: a truncated output is reported at its own
    line, not at the line of the id's first record."""
    big = "Alex is a jompus. " * 20_001 + "True"
    path = jsonl(tmp_path / "p.jsonl", {**EXAMPLE, "id": "a", "model_output": GOLD_OUTPUT},
                 {**EXAMPLE, "id": "a", "model_output": big})
    result = run("check", path, "-q")
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: line 2: 'a' sample 1: output truncated")
