"""JSON results: one line per checked output, written so that ``--resume`` can trust them.

A record is ``ProofResult.to_json()`` plus ``sample`` (the output's index among the
example's outputs) and the example's metadata (hops, ontology, … for grouping). The
writer flushes and fsyncs regularly; the reader tolerates a truncated last line (an
interrupted run) and cuts it off so appending continues on a line boundary.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Mapping
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from pyverify.errors import InputError
from pyverify.example import Example
from pyverify.verify.results import ProofResult

__all__ = ["ResultsWriter", "dumps_record", "read_results", "result_record"]


def result_record(
    result: ProofResult, example: Example | None = None, sample: int = 0
) -> dict[str, Any]:
    """The JSON record of one checked output."""
    record = result.to_json()
    record["id"] = example.id if example is not None else result.id
    record["sample"] = sample
    metadata = dict(example.metadata) if example is not None else {}
    metadata.update(record.get("metadata") or {})
    record["metadata"] = metadata
    return record


def dumps_record(record: Mapping[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"), default=str)


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
        self._sync_every = sync_every
        self._sync_seconds = sync_seconds
        self._unsynced = 0
        self._last_sync = time.monotonic()

    def write(self, record: Mapping[str, Any]) -> None:
        self.write_line(dumps_record(record))

    def write_line(self, line: str) -> None:
        """Write one already-serialised record (``dumps_record``)."""
        self._fh.write(line + "\n")
        self._unsynced += 1
        if (
            self._unsynced >= self._sync_every
            or time.monotonic() - self._last_sync >= self._sync_seconds
        ):
            self.sync()

    def sync(self) -> None:
        self._fh.flush()
        os.fsync(self._fh.fileno())
        self._unsynced = 0
        self._last_sync = time.monotonic()

    def close(self) -> None:
        if not self._fh.closed:
            self.sync()
            self._fh.close()

    def __enter__(self) -> ResultsWriter:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def read_results(path: str | Path, repair: bool = False) -> list[dict[str, Any]]:
    """Read a results file; a broken *last* line is dropped (and cut off if ``repair``).

    A broken line anywhere else means the file is not ours or was damaged: that raises
    InputError rather than silently dropping or redoing records.
    """
    p = Path(path)
    if not p.exists():
        return []
    data = p.read_bytes()
    records: list[dict[str, Any]] = []
    good_end = 0
    pos = 0
    line_no = 0
    while pos < len(data):
        nl = data.find(b"\n", pos)
        end = len(data) if nl < 0 else nl + 1
        line_no += 1
        chunk = data[pos:end]
        pos = end
        if not chunk.strip():
            good_end = end
            continue
        try:
            record = json.loads(chunk.decode("utf-8"))
            if not isinstance(record, dict) or "id" not in record:
                raise ValueError("not a result record")
            complete = nl >= 0
        except ValueError:
            record, complete = None, False
        if record is not None and complete:
            records.append(record)
            good_end = end
            continue
        if pos < len(data):
            raise InputError(f"{p}: line {line_no} is not a result record; not resuming")
    if repair and good_end < len(data):
        with p.open("r+b") as fh:
            fh.truncate(good_end)
    return records
