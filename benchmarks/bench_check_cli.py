"""End-to-end `pyverify check` throughput: files in, JSON records and summary out.

Prints figures; asserts nothing.

    python benchmarks/bench_check_cli.py            # 12,000 + 2,000 examples (~6 minutes)
    python benchmarks/bench_check_cli.py --quick    # 2,400 + 400 examples

What a user of the command line gets, as opposed to `bench_verify.py`'s library rates:
reading the examples and the predictions (JSONL), checking, writing one JSON record per
CoT, and the summary. 5-hop PrOntoQA examples with perturbed CoTs written by the
baseline reasoner, 1 and 16 per example. Measured in the same run on the same files:
  - the library alone (`Checker.check_many` on the examples and outputs already in
    memory, in a fresh process): the floor the command line adds its own work to;
  - `pyverify check -q --json OUT` in one process (`-j 1`), the baseline for
  - `pyverify check -q --json OUT -j N`, N = the cores this process may use.
  - the machine's own scaling: N processes spinning a pure-Python loop at once against
    one (cores of a virtual machine need not scale; this says what -j N could reach).
Rates are CoTs per wall-clock second, each the best of two runs. The command's figures
include starting Python and SWI-Prolog and, with -j N, spawning N workers that load
them too; the start-up time is printed (a run on a one-example file).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyverify.parallel import cpu_count  # noqa: E402

PYVERIFY = [sys.executable, "-c", "import sys; from pyverify.cli.main import cli; cli()"]


def pyverify(*args: str | Path) -> None:
    subprocess.run([*PYVERIFY, *map(str, args)], check=True, capture_output=True)


def make_files(directory: Path, n: int, samples: int, seed: int) -> tuple[Path, Path]:
    examples = directory / f"ex-{samples}.jsonl"
    predictions = directory / f"pred-{samples}.jsonl"
    pyverify("generate", "--hops", 5, "-n", n, "--seed", seed, "--ordering", "random",
             "-o", examples)
    pyverify("baseline", examples, "-o", predictions, "--samples", samples)
    return examples, predictions


def best_of_two(run: Callable[[], object]) -> float:
    times = []
    for _ in range(2):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def check_seconds(examples: Path, predictions: Path, jobs: int, *extra: str | Path) -> float:
    return best_of_two(
        lambda: pyverify("check", predictions, "--examples", examples, "-q", "-j", jobs, *extra)
    )


# The library's checking time alone, in a fresh process like the command's (its caches
# as cold), printed by the child.
LIBRARY = """
import sys, time
from pyverify.formats.readers import InputProblem, read_check_items
from pyverify.verify.checker import Checker
items = [i for i in read_check_items(sys.argv[2], sys.argv[1])
         if not isinstance(i, InputProblem)]
start = time.perf_counter()
for item in items:
    with Checker(item.example) as checker:
        checker.check_many(item.outputs)
print(time.perf_counter() - start)
"""


def library_seconds(examples: Path, predictions: Path) -> float:
    return min(
        float(
            subprocess.run(
                [sys.executable, "-c", LIBRARY, str(examples), str(predictions)],
                check=True, capture_output=True, text=True,
            ).stdout
        )
        for _ in range(2)
    )


SPIN = (
    "import time; t = time.perf_counter(); sum(range(30_000_000)); "
    "print(time.perf_counter() - t)"
)


def spin_scaling(jobs: int) -> float:
    """Throughput of ``jobs`` concurrent CPU-bound processes relative to one."""

    def run(n: int) -> float:
        procs = [
            subprocess.Popen([sys.executable, "-c", SPIN], stdout=subprocess.PIPE, text=True)
            for _ in range(n)
        ]
        return max(float(p.communicate()[0]) for p in procs)

    one = min(run(1) for _ in range(2))
    many = min(run(jobs) for _ in range(2))
    return jobs * one / many


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="a fifth of the examples")
    args = parser.parse_args()
    scale = 5 if args.quick else 1
    jobs = cpu_count()
    print("`pyverify check -q --json OUT`, 5-hop perturbed CoTs, CoTs per second")
    print(f"{'CoTs/example':>12} {'CoTs':>7} | {'library':>8} {'-j 1':>8} {f'-j {jobs}':>8} |"
          f" {'-j 1 ÷ library':>14} {f'-j {jobs} ÷ -j 1':>12}")
    print("-" * 80)
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        examples, predictions = make_files(directory, 1, 1, 900)
        startup = {j: check_seconds(examples, predictions, j) for j in (1, jobs)}
        for samples, n, seed in ((1, 12_000 // scale, 901), (16, 2_000 // scale, 902)):
            examples, predictions = make_files(directory, n, samples, seed)
            cots = n * samples
            library = cots / library_seconds(examples, predictions)
            rates = {
                j: cots / check_seconds(examples, predictions, j, "--json", directory / "o.jsonl")
                for j in (1, jobs)
            }
            print(f"{samples:>12} {cots:>7,} | {library:>8,.0f} {rates[1]:>8,.0f} "
                  f"{rates[jobs]:>8,.0f} | {rates[1] / library:>13.2f}x "
                  f"{rates[jobs] / rates[1]:>11.2f}x")
    print(f"start-up (a one-example file): -j 1 {startup[1]:.2f} s, "
          f"-j {jobs} {startup[jobs]:.2f} s")
    print(f"this machine: {jobs} concurrent pure-Python loops run {spin_scaling(jobs):.2f}x "
          "the throughput of one")


if __name__ == "__main__":
    main()
