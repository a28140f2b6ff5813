"""Memory of reading large inputs, against a baseline measured in the same run. Prints
figures; asserts nothing.

    python benchmarks/bench_input_memory.py            # ~100 MB files, 1M outputs
    python benchmarks/bench_input_memory.py --quick    # ~20 MB files, 200k outputs

  - JSON documents: peak traced memory (tracemalloc) of reading every record of a
    pretty-printed JSON array and of the same array on one line, through the reader
    `pyverify check` uses, against `json.load` of the same file (what reading it whole
    costs: the baseline);
  - `--resume`: what remembering the outputs already done costs, as `pyverify check`
    keeps it (`DoneOutputs`: a bitmask of sample numbers and an array of output
    checksums per id) against a set of (id, sample) pairs (the baseline, which holds no
    checksum), at 16 samples an id and at one;
  - `--resume`: reading the results file, one record at a time as `pyverify check` does
    (`iter_results`, keeping what it keeps: `DoneOutputs` and the running summary)
    against reading the file and its records whole (`read_results`, the baseline).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import tracemalloc
import zlib
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyverify.cli.check import DoneOutputs  # noqa: E402
from pyverify.formats import readers  # noqa: E402

OUTPUT = ("Rex is a lorpus. Lorpuses are shumpuses, so Rex is a shumpus. Each shumpus is a "
          "gorpus, so Rex is a gorpus. Gorpuses are not liquid, so Rex is not liquid. True")


def traced_peak(run: Callable[[], object]) -> tuple[float, object]:
    """Peak traced memory (MB) while ``run`` runs, and what it returned."""
    tracemalloc.start()
    try:
        result = run()
        return tracemalloc.get_traced_memory()[1] / 1e6, result
    finally:
        tracemalloc.stop()


def write_array(path: Path, records: int, indent: int | None) -> None:
    body = [{"id": f"prontoqa-5hop-fictional-s1-{i}", "model_output": OUTPUT,
             "meta": {"sample": i % 16, "tags": ["a", "b"]}} for i in range(records)]
    with path.open("w", encoding="utf-8") as fh:
        json.dump(body, fh, indent=indent)


def documents(records: int) -> None:
    print("Reading every record of a JSON array: peak traced memory, MB")
    print(f"{'file':>22} {'size MB':>8} | {'json.load':>10} {'pyverify':>9} {'ratio':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        for name, indent in (("pretty-printed", 2), ("one line", None)):
            path = Path(tmp) / "array.json"
            write_array(path, records, indent)
            size = path.stat().st_size / 1e6

            def load(path: Path = path) -> int:
                with path.open(encoding="utf-8") as fh:
                    return len(json.load(fh))

            def stream(path: Path = path) -> int:
                return sum(1 for _ in readers._json_values(path))

            whole, n_whole = traced_peak(load)
            streamed, n_streamed = traced_peak(stream)
            assert n_whole == n_streamed == records, (n_whole, n_streamed)
            print(f"{name:>22} {size:8.1f} | {whole:10.1f} {streamed:9.1f} "
                  f"{streamed / whole:6.3f}x")


def remembered(ids: int, samples: int, kind: type) -> object:
    """``samples`` outputs of each of ``ids`` ids, remembered as done: in a set of pairs
    (``set``) or in a :class:`DoneOutputs`."""
    done = kind()
    add = done.add
    for i in range(ids):
        key = f"prontoqa-5hop-fictional-s{i % 97}-{i}"
        for k in range(samples):
            if kind is set:
                add((key, k))
            else:  # (with each output's checksum, as records since stop 44 carry it)
                add(key, k, zlib.crc32(f"{key}/{k}".encode()))
    return done


def resume(outputs: int) -> None:
    print()
    print("--resume: the outputs already done, kept in memory (tracemalloc, bytes an output)")
    print(f"{'samples an id':>14} {'outputs':>10} | {'set of pairs':>12} {'DoneOutputs':>11} "
          f"{'ratio':>7}")
    for samples in (16, 1):
        ids = outputs // samples

        base = traced_peak(partial(remembered, ids, samples, set))[0] * 1e6 / (ids * samples)
        ours = traced_peak(partial(remembered, ids, samples, DoneOutputs))[0] * 1e6 / (
            ids * samples
        )
        print(f"{samples:>14} {ids * samples:>10,} | {base:12.0f} {ours:11.0f} "
              f"{ours / base:6.3f}x")


def results_file(path: Path, records: int) -> int:
    """A results file of ``records`` records of real checked 3-hop outputs (one CoT
    checked, its record line written under new ids); its size in bytes."""
    from pyverify.generate import PrOntoQAConfig, generate
    from pyverify.report.json import record_lines
    from pyverify.verify.checker import check

    ex = next(iter(generate(PrOntoQAConfig(hops=3, n=1, seed=3), validate=False)))
    line = record_lines([check(ex, " ".join(ex.chain_of_thought))], ex, [0])[0]
    head = '{"id":' + json.dumps(ex.id)
    assert line.startswith(head)
    with path.open("w", encoding="utf-8") as fh:
        for i in range(records):
            fh.write('{"id":' + json.dumps(f"{ex.id}-{i}") + line[len(head):] + "\n")
    return path.stat().st_size


def resumed_streaming(path: Path) -> int:
    from pyverify.analysis.metrics import RunningSummary
    from pyverify.cli.check import GROUP_BY, _record_crc, summary_outcome
    from pyverify.report.json import iter_results

    done, running = DoneOutputs(), RunningSummary(GROUP_BY)
    n = 0
    for r in iter_results(path):
        done.add(str(r["id"]), int(r.get("sample", 0)), _record_crc(r))
        running.add(summary_outcome(r))
        n += 1
    return n


def resumed_whole(path: Path) -> int:
    from pyverify.report.json import read_results

    return len(read_results(path))


def resume_file(records: int) -> None:
    print()
    print("--resume: reading the results file (tracemalloc peak, MB)")
    print(f"{'records':>9} {'file MB':>8} | {'whole':>8} {'streamed':>9} {'ratio':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in (records // 4, records):
            path = Path(tmp) / f"results-{n}.jsonl"
            size = results_file(path, n) / 1e6
            base, got = traced_peak(partial(resumed_whole, path))
            ours, got2 = traced_peak(partial(resumed_streaming, path))
            assert got == got2 == n
            print(f"{n:>9,} {size:8.1f} | {base:8.1f} {ours:9.1f} {ours / base:6.3f}x")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="a fifth of the sizes")
    args = parser.parse_args()
    scale = 5 if args.quick else 1
    documents(400_000 // scale)
    resume(1_000_000 // scale)
    resume_file(40_000 // scale)


if __name__ == "__main__":
    main()
