"""A reasoning model's thinking (``<think>…</think>``): judged with the rest of the output
by default, left out with ``CheckOptions(thinking="skip")`` / ``check --thinking skip``,
in which case only the answer after it is judged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pyverify.cli.main import cli
from pyverify.generate import PrOntoQAConfig, generate
from pyverify.language.thinking import THINKING_OPEN_NOTE, without_thinking
from pyverify.verify import CheckOptions, check

SKIP = CheckOptions(thinking="skip")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("<think>Fae is a dog.</think>\nFae is a cat.", ["Fae is a cat."]),
        # the chat template opened the thinking in the prompt (DeepSeek-R1)
        ("Hmm, Fae is a dog.</think>Fae is a cat.", ["Fae is a cat."]),
        # the model stopped while thinking
        ("Fae is a cat. <think>Fae is a dog.", ["Fae is a cat."]),
        ("<THINKING>a</THINKING>Fae is a cat. <think>b</think> Fae is red.",
         ["Fae is a cat.", "Fae is red."]),
        ("Fae is a cat.", ["Fae is a cat."]),
        ("Fae is a cat<think>x</think>So Fae is red.", ["Fae is a cat", "So Fae is red."]),
    ],
)
def test_without_thinking_blanks_it_and_keeps_offsets(text: str, kept: list[str]) -> None:
    out, _ = without_thinking(text)
    assert len(out) == len(text)  # so every step's span still points into the output
    for sentence in kept:
        assert out[text.index(sentence) :].startswith(sentence)  # where it was
    assert " ".join(out.split()) == " ".join(kept)  # nothing else is left


def test_unclosed_thinking_is_reported() -> None:
    assert without_thinking("A. <think>B")[1] is True
    assert without_thinking("<think>A</think> B")[1] is False
    assert without_thinking("A</think> B")[1] is False


def _example():
    return next(iter(generate(PrOntoQAConfig(hops=3, n=1, seed=5), validate=False)))


def test_skip_judges_only_the_answer() -> None:
    """The thinking holds the whole gold path and a wrong rule; the answer after it skips
    two hops. Judged together, a correct path exists (the thinking's), so the proof is
    strictly correct and the wrong rule an invalid step beside it; with the thinking
    skipped, the answer's own proof is correct under skip only, and no step of the
    thinking is judged."""
    ex = _example()
    gold = ex.chain_of_thought
    thinking = f"<think>Okay, so {' '.join(gold)} Wait, every zumpus is a yumpus.</think>\n"
    answer = f"{gold[0]} {gold[-1]} The answer is {ex.answer}."
    whole = check(ex, thinking + answer)
    assert whole.proof_correct["strict"] and whole.label_correct
    assert "invalid" in [s.step_class.value for s in whole.steps]
    skipped = check(ex, thinking + answer, options=SKIP)
    assert skipped.proof_correct == {"strict": False, "skip": True, "broad": False,
                                     "valid": True}
    assert skipped.label_correct
    assert [s.sentence for s in skipped.steps] == [gold[0], gold[-1]]
    start = (thinking + answer).rindex(gold[-1])  # in the answer, where it was written
    assert (skipped.steps[-1].start, skipped.steps[-1].end) == (start, start + len(gold[-1]))


def test_skip_of_an_output_that_never_stops_thinking() -> None:
    ex = _example()
    r = check(ex, "<think>" + " ".join(ex.chain_of_thought), options=SKIP)
    assert r.steps == () or list(r.steps) == []
    assert not any(r.proof_correct.values())
    assert r.label_status == "missing"
    assert THINKING_OPEN_NOTE in r.warnings
    assert check(ex, "<think>" + " ".join(ex.chain_of_thought)).proof_correct["strict"]


def test_thinking_option_is_checked() -> None:
    with pytest.raises(ValueError, match="thinking must be one of"):
        CheckOptions(thinking="ignore")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_cli_thinking_skip(tmp_path: Path, jobs: str) -> None:
    ex = _example()
    examples, predictions = tmp_path / "ex.jsonl", tmp_path / "pred.jsonl"
    runner = CliRunner()
    env = {"COLUMNS": "100"}
    assert runner.invoke(cli, ["generate", "--hops", "3", "-n", "1", "--seed", "5",
                               "-o", str(examples)], env=env).exit_code == 0
    gold = ex.chain_of_thought
    output = f"<think>{' '.join(gold)}</think>\n{gold[0]} {gold[-1]} The answer is {ex.answer}."
    predictions.write_text(json.dumps({"id": ex.id, "model_output": output}) + "\n",
                           encoding="utf-8")
    records = {}
    for mode in ("check", "skip"):
        out = tmp_path / f"{mode}.jsonl"
        result = runner.invoke(cli, ["check", str(predictions), "--examples", str(examples),
                                     "-q", "-j", jobs, "--thinking", mode, "--json", str(out)],
                               env=env)
        assert result.exit_code == 0, result.output
        records[mode] = json.loads(out.read_text(encoding="utf-8"))
    assert records["check"]["proof_correct"]["strict"] is True
    assert records["skip"]["proof_correct"]["strict"] is False
    assert len(records["skip"]["steps"]) == 2


def test_reasoning_models_answers_are_judged_apart_from_their_thinking() -> None:
    """tests/verify/chat_outputs_11: whole reasoning-model outputs, each mistake put in
    the answer after the thinking. Judged whole, two flawed answers (an invalid step, a
    wrong branch kept in the final proof) are strictly correct: the thinking holds a
    correct path. Judged alone (thinking='skip'), they are not; the one flawed output
    still strictly correct makes its invalid step beside a correct path, which seed 000
    §4 counts correct either way."""
    from pyverify.formats.writers import example_from_json

    here = Path(__file__).parent / "chat_outputs_11"
    examples = {ex.id: ex for ex in map(example_from_json, (
        json.loads(line) for line in (here / "examples.jsonl").read_text().splitlines()))}
    outputs = [json.loads(line) for line in (here / "outputs.jsonl").read_text().splitlines()]
    rescued = {}
    for mode in ("check", "skip"):
        options = CheckOptions(thinking=mode)
        rescued[mode] = {
            i for i, o in enumerate(outputs)
            if o["intended"] != "correct" and not o["intended"].startswith("wrong label")
            and check(examples[o["id"]], o["model_output"], options=options).proof_correct[
                "strict"]
        }
    assert rescued == {"check": {34, 37, 40}, "skip": {34}}
    assert outputs[37]["intended"].startswith("invalid")
    assert outputs[40]["intended"].startswith("wrong branch")
