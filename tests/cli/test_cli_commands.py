"""``pyverify generate``, ``baseline``, ``doctor`` and the group itself, through CliRunner."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from pyverify.cli import doctor as doctor_module
from pyverify.cli.main import cli

ENV = {"NO_COLOR": "1", "COLUMNS": "100"}


def run(*args: str | Path) -> Any:
    return CliRunner().invoke(cli, [str(a) for a in args], env=ENV, catch_exceptions=False)


def test_help_lists_every_command() -> None:
    result = run("--help")
    assert result.exit_code == 0
    assert result.stdout.endswith(
        "Commands:\n"
        "  baseline  Answer examples with the baseline reasoner.\n"
        "  check     Verify model chains of thought step by step.\n"
        "  doctor    Check that SWI-Prolog, pyswip and z3 work.\n"
        "  generate  Generate verified PrOntoQA examples.\n"
    )
    for name in cli.commands:  # type: ignore[attr-defined]
        assert run(name, "--help").exit_code == 0


def test_version() -> None:
    assert re.fullmatch(r"pyverify, version \S+\n", run("--version").stdout)


# ----------------------------------------------------------------------------- generate


def test_generate_jsonl_is_reproducible(tmp_path: Path) -> None:
    a, b = tmp_path / "sub" / "a.jsonl", tmp_path / "b.jsonl"
    result = run("generate", "--hops", "2", "-n", "3", "--seed", "7", "-o", a)
    assert result.exit_code == 0
    assert result.stderr == f"Wrote 3 examples to {a}\n"
    assert result.stdout == ""
    run("generate", "--hops", "2", "-n", "3", "--seed", "7", "-o", b)
    assert a.read_bytes() == b.read_bytes()
    records = [json.loads(line) for line in a.read_text().splitlines()]
    assert len(records) == 3
    assert all(r["query"].startswith("True or false: ") for r in records)
    assert all(r["metadata"]["hops"] == 2 and r["metadata"]["seed"] == 7 for r in records)


@pytest.mark.parametrize("fmt", ["jsonl", "prontoqa-json"])
def test_generate_to_standard_output(tmp_path: Path, fmt: str) -> None:
    """``-o -`` wrote a file named ``-``; it is standard output (``check -`` reads
    standard input), the same bytes as a file, and no file is written."""
    knobs = ("generate", "--hops", "2", "-n", "3", "--few-shot", "1", "--format", fmt)
    result = run(*knobs, "-o", "-")
    assert result.exit_code == 0
    assert result.stderr == "Wrote 3 examples to standard output\n"
    assert run(*knobs, "-o", tmp_path / "f").exit_code == 0
    assert result.stdout_bytes == (tmp_path / "f").read_bytes()
    assert not Path("-").exists()


def test_generate_knobs_and_prontoqa_json(tmp_path: Path) -> None:
    out = tmp_path / "3hop.json"
    result = run(
        "generate", "--hops", "3", "--ontology", "false", "--ordering", "random",
        "--no-distractors", "--few-shot", "2", "--proofs-only", "-n", "2", "--seed", "1",
        "-o", out, "--format", "prontoqa-json",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    document = json.loads(out.read_text())
    assert list(document) == ["example1", "example2"]
    value = document["example1"]
    assert set(value) == {"in_context_example0", "in_context_example1", "test_example"}
    assert value["test_example"]["query"].startswith("Prove: ")
    assert "answer" not in value["test_example"]


def test_generate_bad_config_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    out = tmp_path / "x.jsonl"
    result = run("generate", "--hops", "60", "--ontology", "true", "-o", out)
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: hops=60 is too many for ontology='true'")
    assert not out.exists() and not list(tmp_path.iterdir())  # no half-written file


def test_generate_more_hops_than_property_families(tmp_path: Path) -> None:
    """Past 12 hops the chain's properties cannot all come from different families. The
    error used to name a knob the command line did not have (distinct_families=False);
    --no-distinct-families now reaches it (evaluation reference §7 item 19)."""
    result = run("generate", "--hops", "20", "-n", "2", "-o", tmp_path / "x.jsonl")
    assert result.exit_code == 1
    assert result.stderr == (
        "Error: hops=20 needs 21 properties from distinct families but there are 13 "
        "families: lower hops or set distinct_families=False (--no-distinct-families)\n"
    )
    result = run("generate", "--hops", "20", "--no-distinct-families", "-n", "2", "-o",
                 f"{tmp_path}/data/")
    assert result.exit_code == 0, result.output
    out = tmp_path / "data" / "20hop_0shot_nodistinctfamilies.jsonl"
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [len(r["chain_of_thought"]) for r in records] == [41, 41]
    assert all(r["metadata"]["distinct_families"] is False for r in records)
    result = run("generate", "--rule", "OrElim", "--no-distinct-families", "-o", out)
    assert result.exit_code == 1
    assert result.stderr.startswith(
        "Error: --no-distinct-families applies to the PrOntoQA generator only")


def test_generate_rejects_bad_option_values(tmp_path: Path) -> None:
    result = run("generate", "--hops", "0", "-o", tmp_path / "x.jsonl")
    assert result.exit_code == 2
    assert "Invalid value for '--hops'" in result.stderr
    assert run("generate", "--ontology", "x", "-o", tmp_path / "x.jsonl").exit_code == 2


# ----------------------------------------------------------------------------- baseline


def test_baseline_writes_prediction_records(tmp_path: Path) -> None:
    examples, predictions = tmp_path / "ex.jsonl", tmp_path / "pred.jsonl"
    run("generate", "--hops", "2", "-n", "3", "--seed", "2", "-o", examples)
    result = run("baseline", examples, "-o", predictions, "--samples", "2", "--seed", "5")
    assert result.exit_code == 0
    assert result.stderr == f"Wrote 6 predictions to {predictions}\n"
    records = [json.loads(line) for line in predictions.read_text().splitlines()]
    ids = [json.loads(line)["id"] for line in examples.read_text().splitlines()]
    assert [(r["id"], r["sample"]) for r in records] == [(i, k) for i in ids for k in range(2)]
    assert all(isinstance(r["model_output"], str) and r["model_output"] for r in records)
    again = tmp_path / "again.jsonl"
    run("baseline", examples, "-o", again, "--samples", "2", "--seed", "5")
    assert again.read_bytes() == predictions.read_bytes()


def test_baseline_reads_and_writes_standard_streams(tmp_path: Path) -> None:
    """``-`` is standard input for EXAMPLES and standard output for -o, as for generate
    and check (stop 45 audit: `-o -` wrote a file named '-', `baseline -` found none),
    and the same predictions as with files; check --examples - joins them."""
    examples, predictions = tmp_path / "ex.jsonl", tmp_path / "pred.jsonl"
    run("generate", "--hops", "2", "-n", "3", "--seed", "2", "-o", examples)
    run("baseline", examples, "-o", predictions, "--seed", "5")
    piped = CliRunner().invoke(cli, ["baseline", "-", "-o", "-", "--seed", "5"],
                               input=examples.read_bytes(), env=ENV, catch_exceptions=False)
    assert piped.exit_code == 0
    assert piped.stdout == predictions.read_text()
    assert piped.stderr == "Wrote 3 predictions to standard output\n"
    assert not (Path.cwd() / "-").exists()
    joined = CliRunner().invoke(cli, ["check", str(predictions), "--examples", "-", "-q"],
                                input=examples.read_bytes(), env=ENV, catch_exceptions=False)
    assert joined.exit_code == 0
    assert joined.stdout == run("check", predictions, "--examples", examples, "-q").stdout
    # problems in examples read from standard input name it, not the spooled copy
    bad = CliRunner().invoke(cli, ["check", str(predictions), "--examples", "-", "-q"],
                             input=b"garbage\n", env=ENV, catch_exceptions=False)
    assert bad.exit_code == 1
    assert bad.stderr.startswith(
        "Error: standard input: line 1: not valid JSON: Expecting value (column 1)\n"
        "Error: line 1: no example with id 'prontoqa-2hop-fictional-s2-0' in standard input\n")
    both = CliRunner().invoke(cli, ["check", "-", "--examples", "-"], input=b"", env=ENV)
    assert both.exit_code == 2
    assert "PREDICTIONS and --examples cannot both be standard input (-)" in both.stderr
    for option in ("--json", "--summary"):
        refused = run("check", predictions, "--examples", examples, option, "-")
        assert refused.exit_code == 2
        assert f"{option} wants a file name: standard output (-) holds the report" in (
            refused.stderr)


def test_baseline_chat_style(tmp_path: Path) -> None:
    examples, predictions = tmp_path / "ex.jsonl", tmp_path / "pred.jsonl"
    run("generate", "--hops", "2", "-n", "3", "--seed", "2", "-o", examples)
    result = run("baseline", examples, "-o", predictions, "--style", "chat", "--seed", "5")
    assert result.exit_code == 0
    outputs = [json.loads(line)["model_output"] for line in predictions.read_text().splitlines()]
    plain = tmp_path / "plain.jsonl"
    run("baseline", examples, "-o", plain, "--seed", "5")
    assert outputs != [json.loads(line)["model_output"] for line in plain.read_text().splitlines()]
    assert all("**Answer:**" in o or "the statement" in o for o in outputs)
    assert run("baseline", examples, "-o", plain, "--style", "x").exit_code == 2


def test_baseline_answers_ood_examples(tmp_path: Path) -> None:
    # Proofs by cases and by contradiction are not one chain of modus ponens: the
    # reasoner writes their gold proofs with OOD errors (it used to fail on most).
    examples, predictions = tmp_path / "ex.jsonl", tmp_path / "pred.jsonl"
    for rule in ("OrElim", "ProofByContra", "Composed"):
        out = tmp_path / f"{rule}.jsonl"
        depth = "3" if rule == "Composed" else "1"
        assert run("generate", "--rule", rule, "--depth", depth, "-n", "4", "-o", out
                   ).exit_code == 0
        with examples.open("a", encoding="utf-8") as f:
            f.write(out.read_text(encoding="utf-8"))
    result = run("baseline", examples, "-o", predictions, "--samples", "3", "--seed", "2")
    assert (result.exit_code, result.stderr) == (0, f"Wrote 36 predictions to {predictions}\n")
    result = run("check", predictions, "--examples", examples, "-q", "--json",
                 tmp_path / "r.jsonl")
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert len(records) == 36
    assert {r["proof_correct"]["strict"] for r in records} == {True, False}


def test_baseline_reports_examples_it_cannot_answer(tmp_path: Path) -> None:
    # A Logic-LM record carries no logical forms; a broken line is reported too.
    record = {
        "id": "ProntoQA_1",
        "context": "Jompuses are dull. Alex is a jompus.",
        "question": "Is the following statement true or false? Alex is dull.",
        "options": ["A) True", "B) False"],
        "answer": "A",
        "explanation": ["Alex is a jompus.", "Jompuses are dull.", "Alex is dull."],
    }
    examples = tmp_path / "dev.jsonl"
    examples.write_text(json.dumps(record) + "\n{\n", encoding="utf-8")
    result = run("baseline", examples, "-o", tmp_path / "pred.jsonl")
    assert result.exit_code == 1
    assert result.stderr == (
        "Error: ProntoQA_1: example ProntoQA_1 has no logical forms to reason over\n"
        "Error: line 2: not valid JSON: Expecting property name enclosed in double quotes "
        "(column 2)\n"
        f"Wrote 0 predictions to {tmp_path / 'pred.jsonl'}\n"
    )


# ----------------------------------------------------------------------------- doctor


def test_doctor_on_this_machine() -> None:
    result = run("doctor")
    assert result.exit_code == 0, result.output
    names = [line.split("  ")[0] for line in result.stdout.splitlines()]
    assert names == ["SWI-Prolog", "libswipl", "Prolog query", "pyswip", "z3-solver", "z3 check"]
    assert re.search(r"^SWI-Prolog +\d+\.\d+\.\d+$", result.stdout, re.M)
    assert re.search(r"^Prolog query +ok$", result.stdout, re.M)
    assert re.search(r"^z3 check +ok \(z3 \d+\.\d+\.\d+\)$", result.stdout, re.M)


def fake_diagnose(
    monkeypatch: pytest.MonkeyPatch, missing: set[str], prolog_fails: bool = False
) -> None:
    real = doctor_module.diagnose

    def prolog() -> list[tuple[str, str]]:
        if prolog_fails:
            raise RuntimeError("libswipl.so: cannot open shared object file")
        return [("SWI-Prolog", "9.0.4"), ("libswipl", "/lib/libswipl.so"), ("Prolog query", "ok")]

    monkeypatch.setattr(
        doctor_module,
        "diagnose",
        lambda: real(
            which=lambda name: None if name in missing else f"/usr/bin/{name}",
            version=lambda name: None if name in missing else "1.2.3",
            prolog=prolog,
            z3_check=lambda: "ok (z3 4.13.0)",
            executable_version=lambda path: "9.0.4",
        ),
    )


def test_doctor_all_present(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_diagnose(monkeypatch, set())
    result = run("doctor")
    assert result.exit_code == 0
    assert result.stdout == (
        "SWI-Prolog    9.0.4\n"
        "libswipl      /lib/libswipl.so\n"
        "Prolog query  ok\n"
        "pyswip        1.2.3\n"
        "z3-solver     1.2.3\n"
        "z3 check      ok (z3 4.13.0)\n"
    )
    assert result.stderr == ""


def test_doctor_without_swipl(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_diagnose(monkeypatch, {"swipl"})
    result = run("doctor")
    assert result.exit_code == 1
    assert result.stdout == (
        "SWI-Prolog  missing\npyswip      1.2.3\nz3-solver   1.2.3\nz3 check    ok (z3 4.13.0)\n"
    )
    assert result.stderr == (
        "Error: swipl is not on PATH: install SWI-Prolog: apt-get install -y swi-prolog-nox "
        "(or run `bash scripts/run.sh demo`)\n"
    )


@pytest.mark.parametrize(("env", "says"), [
    ({"SWI_HOME_DIR": "/nonexistent"}, "SWI_HOME_DIR=/nonexistent is no SWI-Prolog home"),
    ({"LIBSWIPL_PATH": "/nonexistent/libswipl.so"},
     "LIBSWIPL_PATH=/nonexistent/libswipl.so is no file"),
])
def test_a_wrong_prolog_environment_is_reported_not_fatal(
    env: dict[str, str], says: str
) -> None:
    """A SWI_HOME_DIR that is no SWI-Prolog home made libswipl abort the process (status
    134, 'Could not find system resources') in doctor, check and the API alike; a
    LIBSWIPL_PATH that names nothing was shown by doctor as the library in use. Both are
    now errors that say what to set (a real process: the engine is per process)."""
    import os
    import subprocess
    import sys

    main = "import sys; from pyverify.cli.main import cli; sys.argv[0] = 'pyverify'; cli()"
    done = subprocess.run([sys.executable, "-c", main, "doctor"], env={**os.environ, **env},
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 1
    assert f"Error: Prolog does not work: {says}" in done.stderr
    assert "Prolog query  failed" in done.stdout
    assert re.search(r"^SWI-Prolog +\d+\.\d+\.\d+ \(\S+swipl; its library did not load\)$",
                     done.stdout, re.M)


def test_doctor_without_pyswip_and_z3(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_diagnose(monkeypatch, {"pyswip", "z3-solver"})
    result = run("doctor")
    assert result.exit_code == 1
    assert result.stdout == "pyswip     missing\nz3-solver  missing\n"
    assert result.stderr == (
        "Error: pyswip is not installed: pip install pyswip\n"
        "Error: z3 is not installed: pip install z3-solver\n"
    )


def test_doctor_when_prolog_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_diagnose(monkeypatch, set(), prolog_fails=True)
    result = run("doctor")
    assert result.exit_code == 1
    # what is installed, from the executable (stop 45: nothing was shown)
    assert result.stdout.startswith(
        "SWI-Prolog    9.0.4 (/usr/bin/swipl; its library did not load)\n"
        "Prolog query  failed\n")
    assert result.stderr == (
        "Error: Prolog does not work: libswipl.so: cannot open shared object file\n"
    )


def test_generate_through_a_link_keeps_the_link(tmp_path: Path) -> None:
    real = tmp_path / "data.jsonl"
    link = tmp_path / "latest.jsonl"
    link.symlink_to(real)
    assert run("generate", "--hops", "1", "-n", "2", "-o", link).exit_code == 0
    assert link.is_symlink() and len(real.read_text(encoding="utf-8").splitlines()) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data.jsonl", "latest.jsonl"]


def test_baseline_refuses_to_write_over_its_examples(tmp_path: Path) -> None:
    examples = tmp_path / "ex.jsonl"
    run("generate", "--hops", "1", "-n", "2", "-o", examples)
    before = examples.read_bytes()
    result = run("baseline", examples, "-o", examples)
    assert result.exit_code == 2
    assert result.stderr.endswith(
        f"Error: --output {examples} is the examples file: writing it would destroy it\n"
    )
    assert examples.read_bytes() == before


NO_SWIPL = (
    "SWI-Prolog is not installed: run `apt-get install -y swi-prolog-nox` (or `bash "
    "scripts/run.sh demo` in pyverify's source tree, which installs it)"
)


def test_without_swi_prolog_check_stops_with_an_error(tmp_path: Path) -> None:
    """Nothing can be judged without SWI-Prolog: `pyverify check` says so and exits 1
    before it reads its input or opens --json OUT (it used to report every step "not
    judged", exit 0), and the API raises SolverUnavailable. A real process whose PATH
    has no swipl (the engine is per process, so not in this one)."""
    import subprocess
    import sys

    from pyverify.formats.writers import write_jsonl
    from pyverify.generate import PrOntoQAConfig, generate

    ex = next(iter(generate(PrOntoQAConfig(hops=2, n=1), validate=False)))
    examples = tmp_path / "ex.jsonl"
    with examples.open("w", encoding="utf-8") as f:
        write_jsonl([ex], f)
    out = tmp_path / "out.jsonl"
    env = {"PATH": "/nonexistent", "HOME": str(tmp_path), "NO_COLOR": "1"}
    main = "import sys; from pyverify.cli.main import cli; sys.argv[0] = 'pyverify'; cli()"
    done = subprocess.run(
        [sys.executable, "-c", main, "check", str(examples), "-q", "--json", str(out)],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (1, "", f"Error: {NO_SWIPL}\n")
    assert not out.exists()
    api = (
        "import sys, pyverify\n"
        "from pyverify.formats.readers import read_examples\n"
        "ex = next(e for e in read_examples(sys.argv[1]))\n"
        "try:\n"
        "    pyverify.check(ex, 'x')\n"
        "except pyverify.errors.SolverUnavailable as exc:\n"
        "    print(exc)\n"
    )
    done = subprocess.run([sys.executable, "-c", api, str(examples)], env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert (done.returncode, done.stdout) == (0, NO_SWIPL + "\n"), done.stderr
