"""``pyverify baseline``: answer examples with the built-in baseline reasoner."""

from __future__ import annotations

import json
import sys
from contextlib import nullcontext
from pathlib import Path

import click

from pyverify.cli.common import (
    InputPath,
    echo_error,
    error_message,
    input_file,
    refuse_overwriting,
    user_errors,
)
from pyverify.errors import PyverifyError
from pyverify.formats.readers import InputProblem, read_examples


@click.command("baseline", short_help="Answer examples with the baseline reasoner.")
@click.argument("examples", type=InputPath(allow_dash=True))
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path, allow_dash=True),
    help="Predictions file (JSONL records {id, sample, model_output}); - writes them to "
    "standard output.",
)
@click.option(
    "--samples",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Chains of thought per example.",
)
@click.option(
    "--seed", type=int, default=0, show_default=True, help="Seed of the reasoner's choices."
)
@click.option(
    "--style",
    type=click.Choice(["plain", "chat"]),
    default="plain",
    show_default=True,
    help="plain: the papers' controlled English; chat: the same steps as a chat model "
    "words them (preamble, lead-ins, numbered lines, a Markdown answer).",
)
@click.option("--p-wrong-branch", type=click.FloatRange(0, 1), default=0.15, show_default=True,
              help="Probability of following a wrong rule at a fork.")
@click.option("--p-skip-hop", type=click.FloatRange(0, 1), default=0.1, show_default=True,
              help="Probability, per hop, of leaving out its rule (or the whole hop).")
@click.option("--p-invalid", type=click.FloatRange(0, 1), default=0.05, show_default=True,
              help="Probability, per hop, of an invalid step (a converse rule or a fact "
              "the context does not entail).")
@click.option("--p-shortcut", type=click.FloatRange(0, 1), default=0.05, show_default=True,
              help="Probability, per hop, of writing two rules of the chain as one.")
@click.option("--p-label-flip", type=click.FloatRange(0, 1), default=0.05, show_default=True,
              help="Probability of giving the wrong True/False label.")
def command(examples: Path, output: Path, samples: int, seed: int, style: str,
            p_wrong_branch: float, p_skip_hop: float, p_invalid: float, p_shortcut: float,
            p_label_flip: float) -> None:
    """Write predictions for EXAMPLES (- reads standard input) with the baseline reasoner.

    The reasoner writes chains of thought the way seed 000 §5.4 says LLMs behave: mostly
    valid atomic steps, sometimes a wrong branch, a skipped hop, an invalid step or a
    shortcut rule (two rules of the chain as one, broadly valid). A
    PrOntoQA-OOD proof that is not one chain of modus ponens gets its gold proof with
    the errors of seed 002 A.3: a hypothesis stated as a fact, a contradiction's
    conclusion drawn at once, a distractor rule applied, a rule or step left out.
    """
    from pyverify.generate.baseline import BaselineReasoner

    refuse_overwriting({"--output": output}, {"examples": examples})
    problems = 0
    count = 0
    with user_errors():
        reasoner = BaselineReasoner(
            p_wrong_branch=p_wrong_branch, p_skip_hop=p_skip_hop, p_invalid=p_invalid,
            p_label_flip=p_label_flip, p_shortcut=p_shortcut, seed=seed, style=style,
        )
        to_stdout = str(output) == "-"
        if not to_stdout:
            output.parent.mkdir(parents=True, exist_ok=True)
        with (
            input_file(examples) as source,
            nullcontext(sys.stdout) if to_stdout
            else output.open("w", encoding="utf-8") as fh,
        ):
            for example in read_examples(source):
                if isinstance(example, InputProblem):
                    echo_error(str(example))
                    problems += 1
                    continue
                try:
                    answers = [reasoner.answer(example, index=k) for k in range(samples)]
                except (PyverifyError, ValueError) as exc:
                    echo_error(f"{example.id}: {error_message(exc)}")
                    problems += 1
                    continue
                for sample, text in enumerate(answers):
                    record = {"id": example.id, "sample": sample, "model_output": text}
                    fh.write(json.dumps(record, ensure_ascii=False) + "\n")
                    count += 1
    where = "standard output" if str(output) == "-" else output
    click.echo(f"Wrote {count} predictions to {where}", err=True)
    if problems:
        click.get_current_context().exit(1)
