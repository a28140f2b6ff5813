"""``pyverify check``: verify model chains of thought step by step and summarise them."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from pyverify.analysis.metrics import Outcome, summarize
from pyverify.cli.common import echo_error, error_message, user_errors
from pyverify.errors import PyverifyError
from pyverify.example import Example
from pyverify.formats.readers import CheckItem, InputProblem, read_check_items
from pyverify.report.json import ResultsWriter, read_results, result_record
from pyverify.report.terminal import ProofReport, SummaryReport

GROUP_BY = ("rule", "hops", "width", "ontology")


def group_metadata(metadata: Mapping[str, Any]) -> dict[str, Any]:
    """The metadata the summary groups by, one name per knob whatever the source.

    ``rule`` comes from pyverify's OOD JSONL or an original file's name (readers); an OOD
    example's proof depth is its ``hops`` (the original names it so: ``2hop_OrElim…``);
    ``width`` only where the rule has one (not ModusPonens).
    """
    out = {k: metadata[k] for k in ("rule", "hops", "ontology") if k in metadata}
    if "rule" in metadata:
        if "hops" not in out and "depth" in metadata:
            out["hops"] = metadata["depth"]
        if (
            "width" in metadata
            and metadata.get("width_applies", True)
            and metadata["rule"] != "ModusPonens"
        ):
            out["width"] = metadata["width"]
    return out


def summary_outcome(record: Mapping[str, Any]) -> Outcome:
    """What the summary needs of one result record, grouped by :func:`group_metadata`."""
    outcome = Outcome.from_json(record)
    return replace(outcome, metadata=group_metadata(outcome.metadata))


@contextmanager
def _progress(enabled: bool) -> Iterator[Progress | None]:
    """A progress display on stderr, only when it cannot garble the report on stdout."""
    if not enabled:
        yield None
        return
    progress = Progress(
        SpinnerColumn(),
        TextColumn("checked {task.completed} outputs"),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        transient=True,
    )
    with progress:
        yield progress


def load_checker(cross_check: bool, adjacency: bool = False) -> Callable[[Example], Any]:
    """A factory of Checkers (context managers) for one example each.

    Imported late: the verifier loads the solvers, which ``--help`` does not need.
    """
    from pyverify.verify.checker import Checker, CheckOptions

    options = CheckOptions(cross_check=cross_check, adjacency=adjacency)
    return lambda example: Checker(example, options)


@click.command("check", short_help="Verify model chains of thought step by step.")
@click.argument("predictions", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--examples",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Examples that prediction records {id, model_output} refer to.",
)
@click.option("--steps", is_flag=True, help="Add a table of every step's class, rule, premises.")
@click.option(
    "--json",
    "json_out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write one JSON result per checked output to this file.",
)
@click.option(
    "--resume",
    is_flag=True,
    help="Continue an interrupted --json run: skip outputs already in the file.",
)
@click.option("--quiet", "-q", is_flag=True, help="Print only the summary.")
@click.option("--limit", type=click.IntRange(min=0), help="Check only the first N examples.")
@click.option(
    "--cross-check",
    is_flag=True,
    help="Confirm with z3 that every step Prolog calls valid is entailed.",
)
@click.option(
    "--adjacency",
    is_flag=True,
    help="OOD adjacency: a modus ponens / tollens or and-elimination step separated from "
    "its premises makes the proof incorrect (default: only flagged non-adjacent).",
)
def command(
    predictions: Path,
    examples: Path | None,
    steps: bool,
    json_out: Path | None,
    resume: bool,
    quiet: bool,
    limit: int | None,
    cross_check: bool,
    adjacency: bool,
) -> None:
    """Verify the chains of thought in PREDICTIONS and print a report and a summary.

    PREDICTIONS is the original PrOntoQA JSON with model outputs, pyverify JSONL
    (examples with a model_output field, or {id, model_output} records joined to
    --examples), or Logic-LM / Hugging Face renma/ProntoQA records (JSON array or JSONL).
    The summary is grouped per deduction rule when the examples carry one (PrOntoQA-OOD
    JSONL, or an original file named like 1hop_OrElim_3proofwidth_random_noadj.json).
    """
    if resume and json_out is None:
        raise click.UsageError("--resume needs --json OUT")
    make_checker = load_checker(cross_check, adjacency)
    console = Console(highlight=False)
    problems = 0
    outcomes: list[Outcome] = []
    disagreements = 0
    with user_errors():
        done: set[tuple[str, int]] = set()
        if resume and json_out is not None:
            done = {(str(r["id"]), int(r.get("sample", 0))) for r in read_results(json_out, True)}
        writer = ResultsWriter(json_out, append=resume) if json_out is not None else None
        stderr_tty = sys.stderr.isatty()
        show_progress = stderr_tty and (quiet or not sys.stdout.isatty())
        checked_examples = 0
        try:
            with _progress(show_progress) as progress:
                task = progress.add_task("check", total=None) if progress is not None else None
                for entry in read_check_items(predictions, examples):
                    if isinstance(entry, InputProblem):
                        echo_error(str(entry))
                        problems += 1
                        continue
                    if limit is not None and checked_examples >= limit:
                        break
                    checked_examples += 1
                    try:
                        records = _check_item(make_checker, entry, done)
                    except (PyverifyError, ValueError) as exc:
                        echo_error(str(InputProblem(entry.line_no, error_message(exc))))
                        problems += 1
                        continue
                    for result, record in records:
                        disagreements += _disagreements(record)
                        if writer is not None:
                            writer.write(record)
                        else:
                            outcomes.append(summary_outcome(record))
                        if not quiet:
                            multi = len(entry.outputs) > 1
                            console.print(
                                ProofReport(result, steps, record["sample"] if multi else None)
                            )
                            console.print()
                        if progress is not None and task is not None:
                            progress.advance(task)
        finally:
            if writer is not None:
                writer.close()
        if json_out is not None:
            outcomes = [summary_outcome(r) for r in read_results(json_out)]
        summary = summarize(outcomes, GROUP_BY)
    console.print(SummaryReport(summary))
    if disagreements:
        echo_error(f"z3 disagrees with Prolog on {disagreements} steps (a pyverify bug)")
    if problems or disagreements:
        click.get_current_context().exit(1)


def _check_item(
    make_checker: Callable[[Example], Any], item: CheckItem, done: set[tuple[str, int]]
) -> list[tuple[Any, dict[str, Any]]]:
    """Check the outputs of one example not already in ``done``; return (result, record)."""
    todo = [
        (item.first_sample + i, output)
        for i, output in enumerate(item.outputs)
        if (item.id, item.first_sample + i) not in done
    ]
    if not todo:
        return []
    # One theory per example, all its outputs in one call, dropped afterwards.
    with make_checker(item.example) as checker:
        results = checker.check_many([output for _, output in todo])
    return [
        (result, result_record(result, item.example, sample))
        for (sample, _), result in zip(todo, results, strict=True)
    ]


def _disagreements(record: dict[str, Any]) -> int:
    """Steps Prolog calls valid that z3 (when it was asked) says are not entailed."""
    return sum(
        1
        for s in record.get("steps", [])
        if s.get("valid") in ("strict", "broad") and s.get("entailed") is False
    )
