"""``pyverify check``: verify model chains of thought step by step and summarise them."""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
from array import array
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures.process import BrokenProcessPool
from contextlib import closing, contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import click
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from pyverify.analysis.metrics import Outcome, RunningSummary, Summary
from pyverify.cli.common import (
    InputPath,
    echo_error,
    error_message,
    input_file,
    refuse_overwriting,
    replacing,
    stop_on_broken_pipe,
    user_errors,
)
from pyverify.errors import PyverifyError
from pyverify.example import Example
from pyverify.formats.readers import CheckItem, InputProblem, read_check_items
from pyverify.language.thinking import THINKING_VALUES
from pyverify.parallel import BATCH_OUTPUTS, batched, cpu_count, ordered_map
from pyverify.report.json import ResultsWriter, iter_results, output_crc32, record_lines
from pyverify.report.terminal import ProofReport, SummaryReport
from pyverify.verify.results import ProofResult, Validity

if TYPE_CHECKING:  # the verifier loads the solvers, which --help does not need
    from pyverify.verify.checker import CheckOptions

# CheckOptions.calculus's values (checker.CALCULI; not imported: --help loads no solver)
CALCULI = ("auto", "modus-ponens", "natural-deduction")


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


def load_checker(options: CheckOptions) -> Callable[[Example], Any]:
    """A factory of Checkers (context managers) for one example each.

    Imported late: the verifier loads the solvers, which ``--help`` does not need.
    """
    from pyverify.verify.checker import Checker

    return lambda example: Checker(example, options)


@click.command("check", short_help="Verify model chains of thought step by step.")
@click.argument(
    "predictions", type=InputPath(allow_dash=True)
)
@click.option(
    "--examples",
    type=InputPath(allow_dash=True),
    help="Examples that prediction records {id, model_output} refer to (- reads standard "
    "input).",
)
@click.option("--steps", is_flag=True, help="Add a table of every step's class, rule, premises.")
@click.option(
    "--json",
    "json_out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write one JSON result per checked output to this file.",
)
@click.option(
    "--summary",
    "summary_out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the summary (accuracies with Wilson intervals, distributions, groups) to "
    "this file as JSON.",
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
    "--jobs",
    "-j",
    type=click.IntRange(min=0),
    default=1,
    show_default=True,
    help="Worker processes, each with its own Prolog engine (0: one per CPU core). "
    "Output and --json records keep the input order.",
)
@click.option(
    "--adjacency",
    is_flag=True,
    help="OOD adjacency: a modus ponens / tollens or and-elimination step separated from "
    "its premises makes the proof incorrect (default: only flagged non-adjacent).",
)
@click.option(
    "--thinking",
    type=click.Choice(THINKING_VALUES),
    default="check",
    show_default=True,
    help="A reasoning model's <think>...</think>: check it as part of the chain of thought, "
    "or skip it and judge only the answer after it.",
)
@click.option(
    "--calculus",
    type=click.Choice(CALCULI),
    default="auto",
    show_default=True,
    help="The rules whose steps are strictly valid: modus-ponens (PrOntoQA, seed 000: "
    "and/or rules and modus tollens are broadly valid), natural-deduction (PrOntoQA-OOD), "
    "or auto, each example's dataset.",
)
def command(
    predictions: Path,
    examples: Path | None,
    steps: bool,
    json_out: Path | None,
    summary_out: Path | None,
    resume: bool,
    quiet: bool,
    limit: int | None,
    cross_check: bool,
    jobs: int,
    adjacency: bool,
    thinking: str,
    calculus: str,
) -> None:
    """Verify the chains of thought in PREDICTIONS and print a report and a summary.

    PREDICTIONS is the original PrOntoQA JSON with model outputs, pyverify JSONL
    (examples with a model_output field, or {id, model_output} records joined to
    --examples), or Logic-LM / Hugging Face renma/ProntoQA records (JSON array or JSONL).
    The summary is grouped per deduction rule when the examples carry one (PrOntoQA-OOD
    JSONL, or an original file named like 1hop_OrElim_3proofwidth_random_noadj.json).
    Any input may be gzip, bzip2 or xz compressed; PREDICTIONS - reads standard input.
    """
    if resume and json_out is None:
        raise click.UsageError("--resume needs --json OUT")
    if str(predictions) == "-" and examples is not None and str(examples) == "-":
        raise click.UsageError("PREDICTIONS and --examples cannot both be standard input (-)")
    for name, path in (("--json", json_out), ("--summary", summary_out)):
        if path is not None and str(path) == "-":
            raise click.UsageError(f"{name} wants a file name: standard output (-) holds "
                                   "the report")
    refuse_overwriting(
        {"--json": json_out, "--summary": summary_out},
        {"predictions": predictions, "examples": examples},
    )
    if summary_out is not None:  # found out now, not after a long run
        folder = summary_out.parent
        if not folder.is_dir() or not os.access(folder, os.W_OK):
            raise click.UsageError(f"--summary: cannot write to the folder {folder}")
    jobs = jobs or cpu_count()
    from pyverify.verify.checker import CheckOptions  # (the solvers: not for --help)

    options = CheckOptions(cross_check=cross_check, adjacency=adjacency, thinking=thinking,
                           calculus=calculus)
    console = Console(highlight=False)
    console.on_broken_pipe = stop_on_broken_pipe  # type: ignore[method-assign]
    problems = 0
    running = RunningSummary(GROUP_BY)  # counts only: flat memory on any number of outputs
    disagreements = 0
    with user_errors():
        from pyverify.verify.checker import require_solvers

        require_solvers(options)  # (in the workers too: the same machine)
        done = DoneOutputs()
        if resume and json_out is not None:
            # the records already written count in the summary too
            # (one record at a time: nothing is written before all of them are read)
            settings = options.settings()
            for n, r in enumerate(iter_results(json_out, True), 1):
                _require_same_options(json_out, n, r, settings)
                done.add(str(r["id"]), int(r.get("sample", 0)), _record_crc(r))
                running.add(summary_outcome(r))
        writer = ResultsWriter(json_out, append=resume) if json_out is not None else None
        stderr_tty = sys.stderr.isatty()
        show_progress = stderr_tty and (quiet or not sys.stdout.isatty())
        try:
            with (
                input_file(predictions) as source,
                input_file(examples) as examples_source,
                _progress(show_progress) as progress,
                _sigterm_raises(),
            ):
                task = progress.add_task("check", total=None) if progress is not None else None
                stdin = "standard input" if str(examples) == "-" else None
                items = read_check_items(source, examples_source, lazy=True, examples_name=stdin)
                units = _units(items, done, limit)
                checked = (
                    _checked(units, load_checker(options), not quiet)
                    if jobs == 1
                    else _checked_in_parallel(units, options, not quiet, jobs)
                )
                failed = None  # the group whose check raised: reported once, not per part
                # closed here, not when collected: stops the workers on any exit
                with closing(checked):
                    for entry, outcome in checked:
                        if isinstance(entry, InputProblem):
                            echo_error(str(entry))
                            problems += 1
                            continue
                        if isinstance(outcome, Exception):
                            item = entry[0]
                            group = (item.id, item.line_no, item.entry, item.first_sample)
                            if group != failed:
                                failed = group
                                echo_error(str(InputProblem(
                                    item.line_no, error_message(outcome), entry=item.entry
                                )))
                                problems += 1
                            continue
                        item, _, numbered = entry
                        for checked_output in outcome:
                            disagreements += checked_output.disagreements
                            running.add(checked_output.outcome)
                            if writer is not None:
                                writer.write_line(checked_output.line)
                            sample = checked_output.sample if numbered else None
                            if not quiet:
                                console.print(ProofReport(checked_output.result, steps, sample))
                                console.print()
                            if checked_output.truncated is not None:
                                where = "" if sample is None else f" sample {sample}"
                                line_no, at = item.places.get(
                                    checked_output.sample, (item.line_no, item.entry))
                                echo_error(str(InputProblem(
                                    line_no,
                                    f"'{item.id}'{where}: {checked_output.truncated}",
                                    entry=at,
                                )))
                                problems += 1
                            if progress is not None and task is not None:
                                progress.advance(task)
        except (BrokenProcessPool, Terminated) as exc:
            # Everything received so far is written; --resume continues from there.
            where = (f"; the results so far are in {json_out}, continue with --resume"
                     if json_out is not None else "")
            if isinstance(exc, Terminated):
                echo_error(f"stopped by SIGTERM{where}")
                click.get_current_context().exit(128 + signal.SIGTERM)
            raise PyverifyError(f"a worker process died{where}") from None
        finally:
            if writer is not None:
                writer.close()
        summary = running.summary()
        if summary_out is not None:
            _write_summary(summary_out, summary, options)
        console.print(SummaryReport(summary))  # a full disk or closed stdout: an Error
    if disagreements:
        echo_error(f"z3 disagrees with Prolog on {disagreements} steps (a pyverify bug)")
    if problems or disagreements:
        click.get_current_context().exit(1)


class Terminated(BaseException):
    """SIGTERM arrived (a BaseException, like KeyboardInterrupt: no ``except Exception``
    on the way may take it for an error of one example)."""


@contextmanager
def _sigterm_raises() -> Iterator[None]:
    """While checking, SIGTERM raises :class:`Terminated`: the results file is synced
    and closed and the workers stopped, instead of the process vanishing mid-write (a
    handler can only be set in the main thread; elsewhere the default stays)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: object) -> None:
        raise Terminated

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _require_same_options(
    path: Path, n: int, record: dict[str, Any], settings: dict[str, Any]
) -> None:
    """Refuse to resume a results file whose records were judged with other options
    (``--thinking``, ``--adjacency``, ``--cross-check``, ``--calculus``): appending
    would mix two semantics in one file and one summary. A record that carries no
    options (written before records did) is taken as it is."""
    theirs = record.get("options")
    if not theirs or theirs == settings:
        return
    differ = ", ".join(
        f"{k}={theirs.get(k)!r} there, {v!r} now"
        for k, v in settings.items() if theirs.get(k) != v
    ) or "other settings"
    raise click.UsageError(
        f"--resume: {path} holds results checked with other options (record {n}: "
        f"{differ}); resume with the options of that run, or write to a new --json file"
    )


def _record_crc(record: dict[str, Any]) -> int | None:
    """A results record's ``output_crc32`` (None when it has none or it is not 8 hex
    digits: resumed by place then)."""
    crc = record.get("output_crc32")
    if isinstance(crc, str) and len(crc) == 8:
        try:
            return int(crc, 16)
        except ValueError:
            return None
    return None


def _write_summary(path: Path, summary: Summary, options: CheckOptions) -> None:
    """The summary as one JSON document, never half written (:func:`replacing`), with the
    options that decide the verdicts it counts."""
    with replacing(path) as target:
        target.write_text(json.dumps({**summary.to_json(), "options": options.settings()},
                                     indent=1)
                          + "\n", encoding="utf-8")


Todo = list[tuple[int, str]]  # (sample number, model output) still to check
# The example's group without its outputs (a part of a large group travels to a worker
# without the rest), the outputs to check, and whether the report numbers them (the group
# has several).
Unit = tuple[CheckItem, Todo, bool]

#: The most outputs of one example checked in one call, and (counted as outputs, one per
#: UNIT_CHARS / UNIT_OUTPUTS characters) their length: every result and its JSON line of a
#: call are held until it returns, and 50,000 samples of one id once made one call
#: (1.65 GB RSS). A long output alone may weigh more (CheckOptions caps it).
UNIT_OUTPUTS = BATCH_OUTPUTS
UNIT_CHARS = 256_000
_CHARS_PER_OUTPUT = UNIT_CHARS // UNIT_OUTPUTS


def _output_weight(output: str) -> int:
    """An output counted as outputs: one, and one more per :data:`_CHARS_PER_OUTPUT`
    characters (what a unit and a worker's batch hold at most :data:`UNIT_OUTPUTS` of)."""
    return 1 + len(output) // _CHARS_PER_OUTPUT


class DoneOutputs:
    """The outputs already in the results (``--resume``): by id, the sample numbers in
    use (one integer whose bit k says that sample k is taken) and the checksums of the
    outputs done (``output_crc32``): ~20 bytes an output at 16 samples an id, ~175 at
    one (a set of (id, sample) pairs, which holds no checksum: 95 and 172;
    benchmarks/bench_input_memory.py).

    An output is done when its id holds an unclaimed record of the same checksum, not
    when its place is: a broken line that the user repaired between the runs shifts the
    places of an id's later outputs, and by place the repaired output would have passed
    for done and another been checked twice. A results file written before records had
    checksums is resumed by place (id, sample) as it was. A sample number that no bit
    should stand for (negative, or from :data:`MAX_BIT` on, which a damaged or hostile
    file may hold) is kept as a pair, so no such number makes an integer of its size."""

    MAX_BIT = 1 << 12
    __slots__ = ("_bits", "_crcs", "_pairs", "by_place")

    def __init__(self) -> None:
        self._bits: dict[str, int] = {}
        self._pairs: set[tuple[str, int]] = set()
        # (an id's one checksum as an int, several in an array: 1M ids of one output
        # each took ~240 bytes an output with an array apiece)
        self._crcs: dict[str, int | array[int]] = {}
        self.by_place = False  # some record has no checksum: resume by place

    def add(self, id: str, sample: int, crc: int | None = None) -> None:
        """Sample ``sample`` of ``id`` is in the results, of the output whose checksum
        is ``crc`` (None: unknown)."""
        self.take_number(id, sample)
        if crc is None:
            self.by_place = True
            return
        held = self._crcs.get(id)
        if held is None:
            self._crcs[id] = crc
        elif isinstance(held, int):
            self._crcs[id] = array("I", (held, crc))
        else:
            held.append(crc)

    def take_number(self, id: str, sample: int) -> None:
        if 0 <= sample < self.MAX_BIT:
            self._bits[id] = self._bits.get(id, 0) | (1 << sample)
        else:
            self._pairs.add((id, sample))

    def __contains__(self, key: tuple[str, int]) -> bool:
        """Whether sample number ``key[1]`` of id ``key[0]`` is taken."""
        id, sample = key
        if 0 <= sample < self.MAX_BIT:
            return (self._bits.get(id, 0) >> sample) & 1 == 1
        return key in self._pairs

    def claim(self, id: str, sample: int, output: str) -> int | None:
        """None when this output of ``id`` (its ``sample``-th in the input) is done (and
        its record is now claimed), else the sample number to give its result: its
        place, unless a record of another output holds that number (then the next free
        one)."""
        if self.by_place:
            return None if (id, sample) in self else sample
        held = self._crcs.get(id)
        if held is not None:
            crc = output_crc32(output)
            if isinstance(held, int):
                if held == crc:
                    del self._crcs[id]
                    return None
            elif crc in held:
                held.remove(crc)
                return None
        if (id, sample) in self:
            sample = self._bits.get(id, 0).bit_length()
            while (id, sample) in self:
                sample += 1
        self.take_number(id, sample)
        return sample

    def __bool__(self) -> bool:
        return bool(self._bits) or bool(self._pairs)


def _units(
    entries: Iterator[CheckItem | InputProblem], done: DoneOutputs, limit: int | None
) -> Iterator[InputProblem | Unit]:
    """Input problems, and per example the outputs not already in ``done`` (--resume), in
    parts of at most :data:`UNIT_OUTPUTS` outputs or :data:`UNIT_CHARS` characters; with
    ``limit``, those of the first ``limit`` example ids (an id's samples may come in
    several groups), stopping at the first group of any further id."""
    ids: set[str] = set()
    resuming = bool(done)
    for entry in entries:
        if isinstance(entry, InputProblem):
            yield entry
            continue
        if limit is not None and entry.id not in ids:
            if len(ids) >= limit:
                return
            ids.add(entry.id)
        # (the group without its outputs, its places by sample number: CheckItem.places)
        places: dict[int, tuple[int | None, int | None]] = {}
        group = replace(entry, outputs=[], places=places)
        numbered = len(entry.outputs) > 1
        todo: Todo = []
        weight = 0
        for i, output in enumerate(entry.outputs):
            sample = entry.first_sample + i
            if resuming:
                claimed = done.claim(entry.id, sample, output)
                if claimed is None:  # (its record is in OUT)
                    continue
                sample = claimed
            if i in entry.places:
                places[sample] = entry.places[i]
            todo.append((sample, output))
            weight += _output_weight(output)
            if weight >= UNIT_OUTPUTS:
                yield group, todo, numbered
                todo, weight = [], 0
        if todo:
            yield group, todo, numbered


class Checked(NamedTuple):
    """One checked output: the result (only when it will be printed), its JSON line,
    its summary outcome, the steps on which z3 disagreed with Prolog, and the warning
    that only part of the output was checked (None when all of it was)."""

    result: Any
    line: str
    outcome: Outcome
    sample: int
    disagreements: int
    truncated: str | None = None


def _checked_outputs(
    example: Example, unit: Unit, results: list[ProofResult], keep_results: bool
) -> list[Checked]:
    """Everything per output of a unit (JSON line, summary outcome) from its results,
    made here, once; the result object itself is kept only when it will be printed."""
    samples = [sample for sample, _ in unit[1]]
    lines = record_lines(results, example, samples,
                         [output_crc32(output) for _, output in unit[1]])
    return [
        Checked(
            result if keep_results else None,
            line,
            result_outcome(result, example),
            sample,
            _disagreements(result),
            result.truncated,
        )
        for result, line, sample in zip(results, lines, samples, strict=True)
    ]


def result_outcome(result: ProofResult, example: Example) -> Outcome:
    """What :func:`summary_outcome` reads from the result's JSON record, from the result."""
    return Outcome.from_result(result, group_metadata({**example.metadata, **result.metadata}))


Checking = tuple[InputProblem | Unit, list[Checked] | Exception | None]


def _checked(
    units: Iterator[InputProblem | Unit],
    make_checker: Callable[[Example], Any],
    keep_results: bool,
) -> Iterator[Checking]:
    """Each unit with its checked outputs, or the input error it raised, in input order:
    the units of about :data:`BATCH_OUTPUTS` outputs at a time, checked in one Prolog
    call when their checkers are pyverify's (:func:`_checked_together`)."""
    for chunk in batched(units, BATCH_OUTPUTS, _unit_outputs):
        yield from _checked_together(chunk, make_checker, keep_results)


def _checked_together(
    chunk: list[InputProblem | Unit],
    make_checker: Callable[[Example], Any],
    keep_results: bool,
) -> list[Checking]:
    """What :func:`_checked` yields for a chunk of units. Their one-shot checks go to
    Prolog in one call (:func:`~pyverify.verify.checker.check_together`: a call of its
    own cost a 5-hop example with one output 15-25 % of its check); a unit whose example
    or checker cannot be made is reported alone, and when the checkers are not all
    pyverify Checkers (a plug-in) or the joint check raised, each unit is checked on its
    own, so an error is reported on the unit that raised it."""
    from pyverify.verify.checker import Checker, check_together

    out: list[Checking] = []
    ready: list[tuple[int, Unit, Example, Any]] = []  # (place in out, unit, example, checker)
    for unit in chunk:
        out.append((unit, None))
        if isinstance(unit, InputProblem):
            continue
        try:
            example = unit[0].decoded()
            ready.append((len(out) - 1, unit, example, make_checker(example)))
        except (PyverifyError, ValueError) as exc:
            out[-1] = (unit, exc)
    together = None
    if ready and all(type(checker) is Checker for *_, checker in ready):
        try:
            together = check_together(
                [(checker, [o for _, o in unit[1]]) for _, unit, _, checker in ready]
            )
        except (PyverifyError, ValueError):
            together = None
    for j, (k, unit, example, checker) in enumerate(ready):
        try:
            if together is not None:
                results = together[j]
            else:
                with checker:
                    results = checker.check_many([o for _, o in unit[1]], once=True)
            out[k] = (unit, _checked_outputs(example, unit, results, keep_results))
        except (PyverifyError, ValueError) as exc:
            out[k] = (unit, exc)
    return out


# ---------------------------------------------------------------- several processes
# Units travel to spawned workers in chunks (one inter-process round trip per chunk, not
# per example); each worker builds its Checkers with the options its initializer got.

_worker_checker: Callable[[Example], Any] | None = None


def _init_worker(options: CheckOptions) -> None:
    global _worker_checker
    _worker_checker = load_checker(options)


def _unit_outputs(unit: InputProblem | Unit) -> int:
    """A unit's weight in a batch for a worker: its outputs, long ones counted as several
    (as :func:`_units` counts them)."""
    if isinstance(unit, InputProblem):
        return 1
    return sum(_output_weight(output) for _, output in unit[1])


def _check_chunk(
    chunk: tuple[list[InputProblem | Unit], bool],
) -> list[list[Checked] | Exception | None]:
    """A worker's share: what :func:`_checked` pairs with each unit of the chunk, without
    the units (the parent has them: sending each example back cost as much again as
    sending it, ~150 µs of pickling a 5-hop example on each side)."""
    units, keep_results = chunk
    assert _worker_checker is not None
    out: list[list[Checked] | Exception | None] = []
    for _, checked in _checked(iter(units), _worker_checker, keep_results):
        if isinstance(checked, Exception):  # re-created: any exception pickles as this
            checked = PyverifyError(error_message(checked))
        out.append(checked)
    return out


def _checked_in_parallel(
    units: Iterator[InputProblem | Unit],
    options: CheckOptions,
    keep_results: bool,
    jobs: int,
) -> Iterator[tuple[InputProblem | Unit, list[Checked] | Exception | None]]:
    """What :func:`_checked` yields, computed in ``jobs`` processes, in the same order:
    each chunk is kept here until its results come back (in the order the chunks went
    out), and paired with them."""
    sent: deque[list[InputProblem | Unit]] = deque()

    def chunks() -> Iterator[tuple[list[InputProblem | Unit], bool]]:
        for chunk in batched(units, BATCH_OUTPUTS, _unit_outputs):
            sent.append(chunk)
            yield chunk, keep_results

    for results in ordered_map(
        _check_chunk, chunks(), jobs=jobs, initializer=_init_worker, initargs=(options,)
    ):
        yield from zip(sent.popleft(), results, strict=True)


def _disagreements(result: ProofResult) -> int:
    """Steps Prolog calls valid that z3 (when it was asked) says are not entailed."""
    return sum(
        1
        for s in result.steps
        if (s.validity is Validity.STRICT or s.validity is Validity.BROAD)
        and s.entailed is False
    )
