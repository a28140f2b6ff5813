"""Work spread over processes, results in input order, input read lazily.

pyswip is not thread-safe and SWI-Prolog keeps one engine per process, so the way to
use several cores is several processes, each with its own engine. Workers are *spawned*
(not forked): a forked child of a process whose SWI-Prolog engine is running could
inherit its locks mid-use.

:func:`ordered_map` is the one primitive: ``fn`` over an iterable in ``jobs`` worker
processes, yielding results in input order, with at most ``window`` items submitted and
not yet yielded, so an input of any length is read only as fast as it is consumed
(``multiprocessing.Pool.imap`` reads its whole input ahead, which would hold millions
of records in memory).
"""

from __future__ import annotations

import multiprocessing
import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

__all__ = ["BATCH_OUTPUTS", "batched", "cpu_count", "ordered_map"]

#: Model outputs per batch sent to a checking worker: enough to amortise the pickling
#: and the round trip, few enough that results stream back in input order.
BATCH_OUTPUTS = 64


def cpu_count() -> int:
    """The cores this process may run on (its affinity mask, not the machine's total)."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def batched(
    items: Iterable[T], size: int, weight: Callable[[T], int]
) -> Iterator[list[T]]:
    """Consecutive items in lists whose weights add up to at least ``size`` (the last
    may weigh less): one inter-process round trip per list rather than per item."""
    batch: list[T] = []
    total = 0
    for item in items:
        batch.append(item)
        total += weight(item)
        if total >= size:
            yield batch
            batch, total = [], 0
    if batch:
        yield batch


def ordered_map(
    fn: Callable[[T], R],
    items: Iterable[T],
    *,
    jobs: int,
    window: int | None = None,
    initializer: Callable[..., Any] | None = None,
    initargs: tuple[Any, ...] = (),
) -> Iterator[R]:
    """``fn(item)`` for every item, computed in ``jobs`` spawned processes, in input order.

    ``fn``, ``initializer`` and the items must be picklable (module-level functions).
    An exception raised by ``fn`` is re-raised here, at that item's place in the order;
    a worker that dies (a crash in native code) raises
    ``concurrent.futures.process.BrokenProcessPool``. Closing the generator early cancels
    what has not started and waits for the workers to exit.
    """
    if jobs < 1:
        raise ValueError("jobs must be at least 1")
    window = window or 4 * jobs
    it = iter(items)
    pending: deque[Future[R]] = deque()
    executor = ProcessPoolExecutor(
        max_workers=jobs,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=initializer,
        initargs=initargs,
    )
    try:
        for item in it:
            pending.append(executor.submit(fn, item))
            if len(pending) >= window:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        for f in pending:
            f.cancel()
        executor.shutdown(wait=True, cancel_futures=True)
