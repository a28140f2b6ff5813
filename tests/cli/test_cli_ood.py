"""PrOntoQA-OOD through the command line (issue 3): ``generate --rule …`` and the per-rule
summary of ``check``, with the real generator and verifier."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from pyverify.cli import generate as generate_module
from pyverify.cli.main import cli
from pyverify.generate.ood import DISTRACTOR_MODES, RULES

ENV = {"NO_COLOR": "1", "COLUMNS": "100", "TERM": "dumb"}
OOD_RULES = [r for r in RULES if r != "ModusPonens"]


def run(*args: str | Path) -> Any:
    return CliRunner().invoke(cli, [str(a) for a in args], env=ENV, catch_exceptions=False)


def strip(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.splitlines()) + "\n"


def records(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def gold_predictions(examples: list[dict[str, Any]], path: Path) -> Path:
    """Prediction records whose model output is the example's own gold CoT."""
    lines = [
        json.dumps({"id": ex["id"], "model_output": " ".join(ex["chain_of_thought"])})
        for ex in examples
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_cli_choices_are_the_generators() -> None:
    # generate.py does not import the generators (so that `--help` does not import z3):
    # its choices must still be theirs.
    choices = {p.name: p.type.choices for p in generate_module.command.params
               if hasattr(p.type, "choices")}
    assert tuple(choices["rule"]) == RULES
    assert generate_module.DISTRACTOR_MODES == DISTRACTOR_MODES


PER_RULE_TABLE = """\
Modus tollens: 0 steps in 0 of 14 proofs

By rule, width (hops = 2): proof accuracy over its Wilson 95% interval; MT = proofs using modus
tollens
rule          width n      strict        skip       broad       valid MT
────────────────────────────────────────────────────────────────────────
AndElim       2     2       1.000       1.000       1.000       1.000  0
                      0.342–1.000 0.342–1.000 0.342–1.000 0.342–1.000

AndIntro      2     2       1.000       1.000       1.000       1.000  0
                      0.342–1.000 0.342–1.000 0.342–1.000 0.342–1.000

Composed      3     2       1.000       1.000       1.000       1.000  0
                      0.342–1.000 0.342–1.000 0.342–1.000 0.342–1.000

ModusPonens   —     2       1.000       1.000       1.000       1.000  0
                      0.342–1.000 0.342–1.000 0.342–1.000 0.342–1.000

OrElim        2     2       1.000       1.000       1.000       1.000  0
                      0.342–1.000 0.342–1.000 0.342–1.000 0.342–1.000

OrIntro       2     2       1.000       1.000       1.000       1.000  0
                      0.342–1.000 0.342–1.000 0.342–1.000 0.342–1.000

ProofByContra 2     2       1.000       1.000       1.000       1.000  0
                      0.342–1.000 0.342–1.000 0.342–1.000 0.342–1.000
"""


def test_generate_every_ood_rule_and_check_its_gold_cots(tmp_path: Path) -> None:
    examples: list[dict[str, Any]] = []
    for rule in OOD_RULES:
        out = tmp_path / f"{rule}.jsonl"
        result = run("generate", "--rule", rule, "--depth", "2", "-n", "2", "-o", out)
        assert result.exit_code == 0, result.output
        assert result.stderr == f"Wrote 2 examples to {out}\n"
        got = records(out)
        assert [r["metadata"]["rule"] for r in got] == [rule, rule]
        assert all(r["query"].startswith("Prove: ") and r["answer"] is None for r in got)
        examples += got
    # ModusPonens through the OOD generator: an OOD-only knob selects it.
    out = tmp_path / "mp.jsonl"
    assert run("generate", "--distractor-mode", "relevant", "--hops", "2", "-n", "2",
               "-o", out).exit_code == 0  # fmt: skip
    mp = records(out)
    assert [r["metadata"]["generator"] for r in mp] == ["prontoqa-ood"] * 2
    examples += mp
    all_examples = tmp_path / "all.jsonl"
    all_examples.write_text("".join(json.dumps(e) + "\n" for e in examples), encoding="utf-8")
    predictions = gold_predictions(examples, tmp_path / "pred.jsonl")
    out = tmp_path / "results.jsonl"
    result = run("check", predictions, "--examples", all_examples, "-q", "--json", out,
                 "--cross-check")  # fmt: skip
    assert result.exit_code == 0, result.output
    assert " strict proof accuracy   1.000   [0.785, 1.000]      14 / 14" in result.stdout
    assert strip(result.stdout).endswith(PER_RULE_TABLE)
    assert all(r["proof_correct"]["strict"] for r in records(out))


def test_every_ood_rule_generates_true_or_false_queries(tmp_path: Path) -> None:
    """`--no-proofs-only` for every rule (issue 3: queries in both forms); the file gets
    `_TrueFalse`, and the gold CoT followed by the gold label is read back as correct."""
    examples: list[dict[str, Any]] = []
    for rule in OOD_RULES:
        result = run("generate", "--rule", rule, "--depth", "2", "--no-proofs-only", "-n", "6",
                     "--seed", "3", "-o", f"{tmp_path}/")
        assert result.exit_code == 0, result.output
        (out,) = tmp_path.glob(f"2hop_{rule}_TrueFalse_*.jsonl")
        got = records(out)
        assert all(r["query"].startswith("True or false: ") for r in got)
        assert all(r["answer"] in ("True", "False") for r in got)
        examples += got
        out.unlink()
    assert {r["answer"] for r in examples} == {"True", "False"}
    all_examples = tmp_path / "all.jsonl"
    all_examples.write_text("".join(json.dumps(e) + "\n" for e in examples), encoding="utf-8")
    predictions = tmp_path / "pred.jsonl"
    predictions.write_text("".join(
        json.dumps({"id": ex["id"], "model_output": " ".join(ex["chain_of_thought"])
                    + " " + ex["answer"]}) + "\n"
        for ex in examples), encoding="utf-8")
    out = tmp_path / "results.jsonl"
    result = run("check", predictions, "--examples", all_examples, "-q", "--json", out)
    assert result.exit_code == 0, result.output
    assert " label accuracy          1.000 " in result.stdout
    assert all(r["label_correct"] is True and r["proof_correct"]["strict"] for r in records(out))


def test_plain_prontoqa_keeps_its_generator_and_depth_is_hops(tmp_path: Path) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    result = run("generate", "--rule", "ModusPonens", "--hops", "2", "-n", "2", "-o", a)
    assert result.exit_code == 0
    assert run("generate", "--depth", "2", "-n", "2", "-o", b).exit_code == 0
    assert a.read_bytes() == b.read_bytes()
    assert [r["metadata"]["generator"] for r in records(a)] == ["prontoqa"] * 2
    assert all(r["query"].startswith("True or false: ") for r in records(a))


def test_generate_into_a_directory_uses_the_original_names(tmp_path: Path) -> None:
    result = run("generate", "--rule", "OrElim", "--width", "3", "--ordering", "random", "-n",
                 "2", "--format", "prontoqa-json", "-o", tmp_path)  # fmt: skip
    assert result.exit_code == 0, result.output
    path = tmp_path / "1hop_OrElim_0shot_3proofwidth_random_noadj.json"
    assert result.stderr == f"Wrote 2 examples to {path}\n"
    document = json.loads(path.read_text(encoding="utf-8"))
    assert list(document) == ["example1", "example2"]
    test = document["example1"]["test_example"]
    assert set(test) == {"question", "query", "chain_of_thought"}  # proofs only: no answer
    assert test["chain_of_thought"][0].startswith("Assume ")
    assert run("generate", "--hops", "3", "-n", "1", "-o", tmp_path).exit_code == 0
    assert (tmp_path / "3hop_0shot.jsonl").exists()


def test_original_ood_json_gets_its_rule_from_the_file_name(tmp_path: Path) -> None:
    run("generate", "--rule", "OrElim", "--width", "3", "-n", "3", "--seed", "4",
        "--format", "prontoqa-json", "-o", tmp_path / "gen.json")  # fmt: skip
    document = json.loads((tmp_path / "gen.json").read_text(encoding="utf-8"))
    for value in document.values():
        test = value["test_example"]
        test["model_output"] = " ".join(test["chain_of_thought"])
    # The model run as the original writes it, under the original's file name.
    path = tmp_path / "1hop_OrElim_3proofwidth_random_noadj.json"
    path.write_text(json.dumps(document, indent=1), encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = run("check", path, "-q", "--json", out)
    assert result.exit_code == 0, result.output
    assert [r["metadata"] for r in records(out)] == [
        {"source_format": "prontoqa-json", "rule": "OrElim", "hops": 1, "width": 3}
    ] * 3
    assert strip(result.stdout).endswith(
        "By rule (hops = 1, width = 3): proof accuracy over its Wilson 95% interval; "
        "MT = proofs using modus\n"
        "tollens\n"
        "rule   n      strict        skip       broad       valid MT\n"
        "───────────────────────────────────────────────────────────\n"
        "OrElim 3       1.000       1.000       1.000       1.000  0\n"
        "         0.439–1.000 0.439–1.000 0.439–1.000 0.439–1.000\n"
    )
    # Without a rule-bearing name there is no per-rule table.
    plain = tmp_path / "run.json"
    plain.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    assert "By rule" not in run("check", plain, "-q").stdout


# A real PrOntoQA-OOD OrElim example (formats §1), with the gold CoT as the model output.
OR_ELIM = {
    "question": "Each shumpus is a wumpus. Impuses are grimpuses. Vumpuses are grimpuses. Each "
    "dumpus is a wumpus. Each sterpus is a grimpus. Sterpuses are wumpuses. Each vumpus is a "
    "wumpus. Sam is an impus or a vumpus. Sam is a vumpus or a sterpus.",
    "query": "Prove: Sam is a wumpus.",
    "chain_of_thought": [
        "Assume Sam is a vumpus.",
        "Each vumpus is a wumpus.",
        "Sam is a wumpus.\n\n",
        "Assume Sam is a sterpus.",
        "Sterpuses are wumpuses.",
        "Sam is a wumpus.\n\n",
        "Since Sam is a vumpus or a sterpus, Sam is a wumpus.",
    ],  # fmt: skip
}


OR_ELIM_STEPS = (
    """\
#   sentence                                    class       rule     premises     hyp   hops   notes
"""
    + "─" * 100
    + """
0   Assume Sam is a vumpus.                     canonical   assume                #0       0
1   Each vumpus is a wumpus.                    canonical   axiom    ctx 6                 1
2   Sam is a wumpus.                            canonical   MP       #0, #1       #0       1
3   Assume Sam is a sterpus.                    canonical   assume                #3       0
4   Sterpuses are wumpuses.                     canonical   axiom    ctx 5                 1
5   Sam is a wumpus.                            canonical   MP       #3, #4       #3       1
6   Since Sam is a vumpus or a sterpus, Sam     canonical   axiom    ctx 8                 1
    is a wumpus.
7   Since Sam is a vumpus or a sterpus, Sam     canonical   OrE      #2, #5, #6            1
    is a wumpus."""
)


def test_steps_table_lists_open_hypotheses(tmp_path: Path) -> None:
    output = " ".join(OR_ELIM["chain_of_thought"])
    path = tmp_path / "1hop_OrElim_random_noadj.json"
    path.write_text(json.dumps({"example1": {"test_example": {**OR_ELIM, "model_output": output}}}))
    result = run("check", path, "--steps")
    assert result.exit_code == 0, result.output
    table = strip(result.stdout).split("  steps: 8 canonical\n", 1)[1].split("\n\n", 1)[0]
    assert table == OR_ELIM_STEPS
    assert "\nOrElim 1       1.000 " in result.stdout


MT_ROW = """\
By rule (hops = 1, width = 2): proof accuracy over its Wilson 95% interval; MT = proofs using modus
tollens
rule          n      strict        skip       broad       valid MT
──────────────────────────────────────────────────────────────────
ProofByContra 1       0.000       1.000       0.000       1.000  1
                0.000–0.793 0.207–1.000 0.000–0.793 0.207–1.000
"""


def test_modus_tollens_is_counted(tmp_path: Path) -> None:
    # evaluation reference §4: modus tollens is valid, never atomic (counted under skip).
    document = {"example1": {"test_example": {
        "question": "Everything that is a brimpus or a grimpus is a shumpus. Polly is not a "
        "shumpus.",
        "query": "Prove: Polly is not a grimpus and Polly is not a brimpus.",
        "chain_of_thought": [],
        "model_output": "Polly is not a shumpus. Everything that is a brimpus or a grimpus is a "
        "shumpus. Polly is not a grimpus and Polly is not a brimpus.",
    }}}  # fmt: skip
    path = tmp_path / "1hop_ProofByContra_random_noadj.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    result = run("check", path, "--steps")
    assert result.exit_code == 0, result.output
    text = strip(result.stdout)
    assert "  label: n/a (proofs only)   proof: strict ✗ skip ✓ broad ✗ valid ✓\n" in text
    assert "   MT      #0, #1        2\n" in text
    assert "\nModus tollens: 1 step in 1 of 1 proofs\n" in text
    assert text.endswith(MT_ROW)


ADJACENT = {
    "question": "Each numpus is liquid. Jompuses are dull. Alex is a jompus.",
    "query": "True or false: Alex is dull.",
    "chain_of_thought": ["Alex is a jompus.", "Jompuses are dull.", "Alex is dull."],
    "answer": "True",
}


def test_adjacency_makes_a_separated_step_fail_the_proof(tmp_path: Path) -> None:
    separated = "Alex is a jompus. Jompuses are dull. Each numpus is liquid. Alex is dull. True"
    adjacent = "Alex is a jompus. Jompuses are dull. Alex is dull. Each numpus is liquid. True"
    path = tmp_path / "run.json"
    path.write_text(json.dumps({
        "example1": {"test_example": {**ADJACENT, "model_output": separated}},
        "example2": {"test_example": {**ADJACENT, "model_output": adjacent}},
    }), encoding="utf-8")  # fmt: skip
    default = strip(run("check", path, "--steps").stdout)
    strict = strip(run("check", path, "--steps", "--adjacency").stdout)
    flagged = "3   Alex is dull.            canonical   MP      #0, #1        1   non-adjacent\n"
    assert flagged in default and flagged in strict
    verdicts = [line for line in default.splitlines() if line.startswith("  label:")]
    assert verdicts == [
        "  label: True (gold True) ✓   proof: strict ✓ skip ✓ broad ✓ valid ✓",
        "  label: True (gold True) ✓   proof: strict ✓ skip ✓ broad ✓ valid ✓",
    ]
    verdicts = [line for line in strict.splitlines() if line.startswith("  label:")]
    assert verdicts == [
        "  label: True (gold True) ✓   proof: strict ✗ skip ✗ broad ✗ valid ✗",
        "  label: True (gold True) ✓   proof: strict ✓ skip ✓ broad ✓ valid ✓",
    ]
    assert " strict proof accuracy   0.500   [0.095, 0.905]    1 / 2" in strict
    assert " strict proof accuracy   1.000   [0.342, 1.000]    2 / 2" in default


@pytest.mark.parametrize(
    ("args", "message"),
    [
        # --rule-types was silently ignored for every rule but Composed
        (["--rule", "OrElim", "--rule-types", "3"],
         "Error: rule_types applies to rule='Composed' only, got rule_types=3 with "
         "rule='OrElim'\n"),
        (["--hops", "3", "--rule-types", "2"],
         "Error: rule_types applies to rule='Composed' only, got rule_types=2 with "
         "rule='ModusPonens'\n"),
        (["--rule", "Composed", "--depth", "2", "--rule-types", "6"],
         "Error: rule_types=6 is impossible at depth=2: its proofs are at most 3 high, which "
         "holds at most 5 distinct rule types (OrElim and ProofByContra need height 2, an "
         "introduction never sits directly on its elimination, and all six types need "
         "height 4, i.e. depth >= 3)\n"),
        (["--ood-demonstrations"], "Error: ood_demonstrations=True needs few_shot >= 1\n"),
        (["--rule", "ModusPonens", "--width", "3"],
         "Error: width applies to the rules with conjunctions, disjunctions or cases, not to "
         "rule='ModusPonens' (its chains have one property per concept), got width=3\n"),
        (["--rule", "OrElim", "--ontology", "true"],
         "Error: --ontology true applies to the PrOntoQA generator only; PrOntoQA-OOD "
         "(--rule OrElim) uses fictional concept names\n"),
        (["--rule", "OrElim", "--no-distractors", "--distractor-mode", "relevant"],
         "Error: --no-distractors contradicts --distractor-mode relevant\n"),
    ],
)  # fmt: skip
def test_generate_ood_config_errors(tmp_path: Path, args: list[str], message: str) -> None:
    out = tmp_path / "x.jsonl"
    result = run("generate", *args, "-o", out)
    assert result.exit_code == 1
    assert result.stderr == message
    assert result.stdout == ""
    assert not list(tmp_path.iterdir())  # nothing written


def test_no_distractors_means_mode_none_for_ood(tmp_path: Path) -> None:
    out = tmp_path / "x.jsonl"
    result = run("generate", "--rule", "AndElim", "--no-distractors", "-n", "1", "-o", out)
    assert result.exit_code == 0
    (record,) = records(out)
    assert record["metadata"]["distractor_mode"] == "none"
    assert record["metadata"]["distractor_sentences"] == 0


def test_output_with_a_trailing_slash_is_a_new_directory(tmp_path: Path) -> None:
    """`-o data/` (as in the README) creates the directory and names the file as the
    original generator does; pathlib alone would write a file called `data`."""
    target = tmp_path / "data"
    result = run(
        "generate",
        "--rule",
        "OrElim",
        "--depth",
        "1",
        "--width",
        "3",
        "--ordering",
        "random",
        "-n",
        "3",
        "-o",
        f"{target}/",
    )
    assert result.exit_code == 0, result.output
    assert target.is_dir()
    assert [p.name for p in target.iterdir()] == [
        "1hop_OrElim_0shot_3proofwidth_random_noadj.jsonl"
    ]
