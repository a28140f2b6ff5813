"""pyverify.parallel.ordered_map: input order, lazy input, errors in place."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pyverify.parallel import cpu_count, ordered_map


def test_results_come_in_input_order() -> None:
    items = [(-1) ** i * i for i in range(200)]
    assert list(ordered_map(abs, items, jobs=2, window=3)) == [abs(x) for x in items]


def test_input_is_read_only_a_window_ahead() -> None:
    pulled = 0

    def source() -> Iterator[int]:
        nonlocal pulled
        for i in range(10_000):
            pulled += 1
            yield -i

    results = ordered_map(abs, source(), jobs=2, window=4)
    assert [next(results) for _ in range(3)] == [0, 1, 2]
    # the window plus the three consumed, not the whole input (Pool.imap reads it all)
    assert pulled <= 4 + 3
    results.close()  # cancels what is pending and stops the workers


def test_an_error_is_raised_at_its_place_in_the_order() -> None:
    got = []
    with pytest.raises(ValueError, match="invalid literal"):
        for value in ordered_map(int, ["1", "2", "x", "4"], jobs=2):
            got.append(value)
    assert got == [1, 2]


def test_jobs_must_be_positive() -> None:
    with pytest.raises(ValueError):
        list(ordered_map(abs, [1], jobs=0))
    assert cpu_count() >= 1


def test_a_worker_that_dies_is_reported_not_waited_for() -> None:
    import os
    from concurrent.futures.process import BrokenProcessPool

    with pytest.raises(BrokenProcessPool):
        list(ordered_map(os._exit, [3, 4], jobs=1))
