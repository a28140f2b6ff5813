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
import threading
import time
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
        initializer=_start_worker,
        initargs=(os.getpid(), initializer, initargs),
    )
    finished = False
    try:
        for item in it:
            pending.append(executor.submit(fn, item))
            if len(pending) >= window:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
        finished = True
    finally:
        if not finished:
            # Closed early, or an exception (a signal turned into one, Ctrl-C): the
            # running items' results would be thrown away, so their workers stop now
            # rather than finish them first. The pending futures are not cancelled
            # here: the executor fails them when it sees its workers gone, and on
            # Python 3.11 it raises InvalidStateError on a cancelled one, which ends
            # its manager thread before it unblocks its feeder thread (a hang at exit).
            _stop_workers(executor)
        executor.shutdown(wait=True, cancel_futures=True)


def _stop_workers(executor: ProcessPoolExecutor) -> None:
    """Kill the workers of an executor whose results are no longer wanted (SIGKILL: no
    code of theirs runs), so that its shutdown cannot hang.

    A worker killed while it writes a result leaves part of a message in the result
    pipe, and the executor's manager thread then waits for the rest forever: the
    parent's own end of that pipe is open, so no EOF ever comes, and ``shutdown`` joins
    that thread (1 in 4-8 SIGTERMs of ``check -j 2`` hung so). Once the workers are gone
    the parent's write end is closed: the reader sees EOF, the manager thread treats the
    pool as broken and ends (it also unblocks its feeder thread)."""
    processes = list((getattr(executor, "_processes", None) or {}).values())
    for process in processes:
        process.kill()
    for process in processes:
        process.join(5)
    results = getattr(executor, "_result_queue", None)
    writer = getattr(results, "_writer", None)
    if writer is not None and not any(p.is_alive() for p in processes):
        writer.close()


#: How often a worker looks whether the process that started it is still there.
PARENT_POLL_SECONDS = 0.5


def _start_worker(
    parent: int, initializer: Callable[..., Any] | None, initargs: tuple[Any, ...]
) -> None:
    """A worker's start: a thread that ends the worker when its parent is gone (killed,
    even with SIGKILL, which leaves no chance to stop the workers: they would wait on
    their task queue forever), then the caller's initializer."""
    threading.Thread(
        target=_exit_with_parent, args=(parent,), daemon=True, name="pyverify-parent-watch"
    ).start()
    if initializer is not None:
        initializer(*initargs)


def _exit_with_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_POLL_SECONDS)
    os._exit(1)
