"""JSON results: one line per checked output, written so that ``--resume`` can trust them.

A record is ``ProofResult.to_json()`` plus ``sample`` (the output's index among the
example's outputs), the example's metadata (hops, ontology, … for grouping) and, from
``pyverify check``, ``output_crc32`` (the checksum of the output checked, by which
``--resume`` knows which outputs are done even when the input was edited in between). The
writer flushes and fsyncs regularly; the reader tolerates a truncated last line (an
interrupted run) and cuts it off so appending continues on a line boundary.
"""

from __future__ import annotations

import json
import os
import stat
import time
import zlib
from collections.abc import Iterator, Mapping, Sequence
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from pyverify.errors import InputError
from pyverify.example import Example
from pyverify.logic import to_tptp
from pyverify.verify.results import ProofResult, StepClass, StepKind, StepResult, Validity

__all__ = [
    "MAX_RECORD_BYTES",
    "ResultsWriter",
    "dumps_record",
    "iter_results",
    "output_crc32",
    "read_results",
    "record_lines",
    "result_problem",
    "result_record",
]


def result_record(
    result: ProofResult, example: Example | None = None, sample: int = 0,
    output_crc32: int | None = None,
) -> dict[str, Any]:
    """The JSON record of one checked output; ``output_crc32`` (:func:`output_crc32` of
    the output checked) lets ``--resume`` tell which outputs of an id its records hold."""
    record = result.to_json()
    record["id"] = example.id if example is not None else result.id
    record["sample"] = sample
    if output_crc32 is not None:
        record["output_crc32"] = f"{output_crc32:08x}"
    metadata = dict(example.metadata) if example is not None else {}
    metadata.update(record.get("metadata") or {})
    record["metadata"] = metadata
    return record


def output_crc32(output: str) -> int:
    """The CRC-32 of an output's text (UTF-8; a lone surrogate kept as it is): what a
    record's ``output_crc32`` holds, in hex."""
    return zlib.crc32(output.encode("utf-8", "surrogatepass"))


def dumps_record(record: Mapping[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), default=str)


# ---------------------------------------------------------------- fast serialisation
# The JSON line of a checked output is written for every output of a run; built through
# a dict and json.dumps it costs more than checking the output (~170 µs for a 5-hop CoT,
# against ~165 µs to verify it). record_lines() writes the same bytes from pieces: the
# metadata once per example, fixed JSON for enum values and flags, json's own C string
# encoder for text. tests/report/test_json_results.py holds it to the reference above.

_LIT = {True: "true", False: "false", None: "null"}
_ENUM: dict[Any, str] = {
    m: json.dumps(m.value) for e in (Validity, StepKind, StepClass) for m in e
} | {None: "null"}


def _str(value: str | None) -> str:
    return "null" if value is None else encode_basestring(value)


def _int(value: int | None) -> str:
    return "null" if value is None else str(value)


def _ints(values: Sequence[int]) -> str:
    return ",".join(map(str, values)) if values else ""


def _strs(values: Sequence[str]) -> str:
    return ",".join(map(encode_basestring, values)) if values else ""


def _step_json(s: StepResult) -> str:
    return (
        f'{{"index":{s.index},"sentence":{encode_basestring(s.sentence)},'
        f'"span":[{s.start},{s.end}],"kind":{_ENUM[s.kind]},'
        f'"fol":{"null" if s.formula is None else encode_basestring(to_tptp(s.formula))},'
        f'"class":{_ENUM[s.step_class]},"valid":{_ENUM[s.validity]},'
        f'"atomic":{_LIT[s.atomic]},"hops":{_int(s.hops)},'
        f'"misleading":{_LIT[s.misleading]},"off_path":{_LIT[s.off_path]},'
        f'"repeat":{_LIT[s.repeat]},"non_adjacent":{_LIT[s.non_adjacent]},'
        f'"rule":{_str(s.rule)},"premises":{{"steps":[{_ints(s.premise_steps)}],'
        f'"context":[{_ints(s.premise_axioms)}]}},"prefix":{_str(s.prefix)},'
        f'"reason":{_str(s.reason)},"warnings":[{_strs(s.warnings) if s.warnings else ""}],'
        f'"entailed":{_LIT[s.entailed]},'
        f'"hypotheses":[{_ints(s.hypotheses) if s.hypotheses else ""}]}}'
    )


def record_lines(
    results: Sequence[ProofResult], example: Example, samples: Sequence[int],
    crcs: Sequence[int] | None = None,
) -> list[str]:
    """``dumps_record(result_record(r, example, k, c))`` for each result, sample number
    and output checksum (``crcs``, None: none), byte for byte, for the results of a
    :class:`~pyverify.verify.checker.Checker` (whose fields have the types StepResult
    and ProofResult declare)."""
    lines = []
    meta_json = None
    options_seen: tuple[Any, str] | None = None  # a checker's results share one mapping
    tails = [f'"sample":{k}}}' for k in samples] if crcs is None else [
        f'"sample":{k},"output_crc32":"{c:08x}"}}' for k, c in zip(samples, crcs, strict=True)
    ]
    for result, tail in zip(results, tails, strict=True):
        if options_seen is None or options_seen[0] is not result.options:
            options_seen = (result.options, dumps_record(dict(result.options)))
        options = options_seen[1]
        if result.metadata == example.metadata or not result.metadata:
            if meta_json is None:
                meta_json = dumps_record(dict(example.metadata))
            meta = meta_json
        else:
            meta = dumps_record({**example.metadata, **result.metadata})
        proof_correct = ",".join(
            f"{encode_basestring(k)}:{_LIT[v]}" for k, v in result.proof_correct.items()
        )
        lines.append(
            f'{{"id":{encode_basestring(example.id)},"label_gold":{_LIT[result.label_gold]},'
            f'"label_predicted":{_LIT[result.label_predicted]},'
            f'"label_status":{encode_basestring(result.label_status)},'
            f'"label_correct":{_LIT[result.label_correct]},'
            f'"proof_correct":{{{proof_correct}}},'
            f'"conclusion_step":{_int(result.conclusion_step)},'
            f'"first_non_canonical":{_int(result.first_non_canonical)},'
            f'"first_error":{_int(result.first_error)},'
            f'"first_error_class":{_ENUM[result.first_error_class]},'
            f'"wrong_branch_lengths":[{_ints(result.wrong_branch_lengths)}],'
            f'"bound_hit":{_LIT[result.bound_hit]},"warnings":[{_strs(result.warnings)}],'
            f'"options":{options},"metadata":{meta},'
            f'"steps":[{",".join(map(_step_json, result.steps))}],{tail}'
        )
    return lines


class ResultsWriter:
    """Append JSON lines to a file, flushing and fsyncing every ``sync_every`` records
    or ``sync_seconds`` seconds, and on close."""

    def __init__(
        self,
        path: str | Path,
        append: bool = False,
        sync_every: int = 100,
        sync_seconds: float = 2.0,
    ) -> None:
        self.path = Path(path)
        self._fh: IO[str] = self.path.open("a" if append else "w", encoding="utf-8")
        # fsync is for files: a pipe or a device (/dev/null, /dev/stdout) refuses it
        self._durable = stat.S_ISREG(os.fstat(self._fh.fileno()).st_mode)
        self._sync_every = sync_every
        self._sync_seconds = sync_seconds
        self._unsynced = 0
        self._last_sync = time.monotonic()

    def write(self, record: Mapping[str, Any]) -> None:
        self.write_line(dumps_record(record))

    def write_line(self, line: str) -> None:
        """Write one already-serialised record (``dumps_record``)."""
        try:
            self._fh.write(line + "\n")
        except OSError as exc:
            raise self._named(exc) from None
        self._unsynced += 1
        if (
            self._unsynced >= self._sync_every
            or time.monotonic() - self._last_sync >= self._sync_seconds
        ):
            self.sync()

    def sync(self) -> None:
        try:
            self._fh.flush()
            if self._durable:
                os.fsync(self._fh.fileno())
        except OSError as exc:
            raise self._named(exc) from None
        self._unsynced = 0
        self._last_sync = time.monotonic()

    def _named(self, exc: OSError) -> OSError:
        """``exc`` with this file's name ('No space left on device' names no file)."""
        if exc.filename is None:
            exc.filename = str(self.path)
        return exc

    def close(self) -> None:
        if not self._fh.closed:
            try:
                self.sync()
            finally:
                try:
                    self._fh.close()
                except OSError:
                    pass  # (the write that failed was reported by sync)

    def __enter__(self) -> ResultsWriter:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


_CLASSES = frozenset(c.value for c in StepClass)
_PROOF_MEASURES = ("strict", "skip", "broad", "valid")
#: What a result line starts with, whichever writer wrote it (``record_lines`` or
#: ``dumps_record(result_record(…))``): a cut last line that starts otherwise is no
#: interrupted write of ours.
_RECORD_START = b'{"id":'


def _optional(value: Any, kind: type) -> bool:
    return value is None or isinstance(value, kind)


def result_problem(record: Any) -> str | None:
    """Why a JSON value is not a result record of ``pyverify check``, or None if it is:
    what ``--resume`` takes as a finished output and summarises must have the fields,
    with the types, that the writers give it."""
    if not isinstance(record, dict):
        return "not a JSON object"
    sample = record.get("sample")
    proof = record.get("proof_correct")
    steps = record.get("steps")
    problems = (
        (not isinstance(record.get("id"), str), "no string 'id'"),
        (type(sample) is not int or sample < 0, "no 'sample' number"),
        ("label_correct" not in record or not _optional(record["label_correct"], bool),
         "'label_correct' is not true, "
         "false or null"),
        (not isinstance(proof, dict)
         or any(type(proof.get(m)) is not bool for m in _PROOF_MEASURES),
         "'proof_correct' does not give strict, skip, broad and valid"),
        (record.get("first_error_class") is not None
         and record.get("first_error_class") not in _CLASSES, "unknown 'first_error_class'"),
        (not isinstance(record.get("metadata"), dict), "no 'metadata' object"),
        (not _optional(record.get("options"), dict), "'options' is not an object"),
        (not isinstance(steps, list) or not all(
            isinstance(st, dict)
            and st.get("class") in _CLASSES
            and _optional(st.get("rule"), str)
            and _optional(st.get("reason"), str)
            for st in steps
        ), "'steps' are not step records"),
    )
    return next((why for bad, why in problems if bad), None)


def read_results(path: str | Path, repair: bool = False) -> list[dict[str, Any]]:
    """Read a results file of ``pyverify check --json``: :func:`iter_results` as a list."""
    return list(iter_results(path, repair))


#: The longest line read as a record: a longer one (a damaged file, one line of
#: gigabytes) is refused by its start, not read whole.
MAX_RECORD_BYTES = 256 << 20


def iter_results(path: str | Path, repair: bool = False) -> Iterator[dict[str, Any]]:
    """The records of a results file of ``pyverify check --json``, one line at a time
    (``--resume`` over millions of records holds none of them: reading the file and its
    records whole took gigabytes).

    Every line must be a result record (:func:`result_problem`), except a last line
    without its newline that starts as the writers' lines do (or is all NUL bytes, what a
    crash can leave): that is an interrupted write, dropped (and, once every record has
    been read, cut off if ``repair``). Anything else means the file is not ours or was
    damaged: that raises InputError rather than silently dropping, redoing or skipping
    records (records before it have been yielded by then: a caller acts on none of them
    until the iteration ends, as ``check --resume`` does).
    """
    p = Path(path)
    if not p.exists():
        return
    good_end = pos = 0
    line_no = 0
    with p.open("rb") as fh:
        while chunk := fh.readline(MAX_RECORD_BYTES + 1):
            line_no += 1
            pos += len(chunk)
            nl = chunk.endswith(b"\n")
            if not nl and len(chunk) > MAX_RECORD_BYTES:
                raise InputError(f"{p}: line {line_no} is longer than "
                                 f"{MAX_RECORD_BYTES >> 20} MB; not resuming")
            if not chunk.strip():
                good_end = pos
                continue
            try:
                record = json.loads(chunk.decode("utf-8"))
                why = result_problem(record)
            except (ValueError, RecursionError):  # RecursionError: nested too deeply
                record, why = None, "not valid JSON"
            if why is None and nl:
                good_end = pos
                yield record
                continue
            cut = chunk.lstrip()
            if not nl and (record is None or why is None) and (
                cut.startswith(_RECORD_START) or _RECORD_START.startswith(cut)
                or not cut.strip(b"\0")
            ):
                break  # an interrupted write
            raise InputError(f"{p}: line {line_no} is not a result record ({why}); not resuming")
        size = fh.seek(0, os.SEEK_END)
    if repair and good_end < size:
        with p.open("r+b") as fh:
            fh.truncate(good_end)
