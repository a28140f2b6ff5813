"""Throughput of PrOntoQA generation with and without validation (issue 2).

    python benchmarks/bench_generate.py [--n N] [--quick] [--hops 1,3,5]
        [--ontologies fictional,true,false]

Prints figures, asserts nothing. Per (hops, ontology):

* ``val/s``   examples per second of ``generate(config)`` (validation on: the path
  every example ``pyverify generate`` writes takes, validated in batches of
  ``VALIDATION_BATCH``), per second of this process's CPU time (one core; other load on
  the machine does not count against it);
* ``one/s``   the same item by item, ``generate_one(config, i)`` (each example validated
  on its own: ``validate_example``);
* ``wall/s``  ``val/s`` per second of wall-clock time;
* ``raw/s``   the same run's baseline, ``generate(config, validate=False)`` (CPU time);
* ``ratio``   val/s ÷ raw/s;

Throughput is the median of ``--rounds`` rounds; each round generates ``n`` new
examples per pass (a seed of its own: every validated example is new, as in a real
run) and runs the passes back to back.
* ``z3 / prolog / parse / struct``  the share of validation time per stage, measured
  in a separate pass that times each stage of ``validate_examples`` on batches (the
  stage wrappers add a few µs per example, so that pass is not used for the throughput
  figures);
* ``ms/val``  mean validation time per example in that pass.

Peak RSS of the process is printed at the end. Only the standard library and
pyverify's own dependencies are used.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import os
import platform
import resource
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from pyverify.generate import PrOntoQAConfig, generate, generate_one
from pyverify.generate import validate as validate_mod
from pyverify.generate.config import VALIDATION_BATCH

# validate_examples's stages, by the module-level function that runs each one.
STAGES = (
    ("z3", "_check_entailment"),
    ("prolog", "check_gold_cots"),
    ("parse", "_check_round_trip"),
    ("struct", "_check_gold_structure"),
)


@contextlib.contextmanager
def timed_stages(totals: dict[str, float]) -> Iterator[None]:
    """Wrap each stage function of the validate module so its time adds to ``totals``."""
    originals: dict[str, Callable[..., Any]] = {}
    for label, attr in STAGES:
        fn = getattr(validate_mod, attr, None)
        if fn is None:  # a renamed stage must not silently read 0%
            raise SystemExit(f"validate.{attr} is gone: update STAGES in {__file__}")
        originals[attr] = fn
        totals.setdefault(label, 0.0)

        def wrapper(*args: Any, _fn: Callable[..., Any] = fn, _label: str = label,
                    **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return _fn(*args, **kwargs)
            finally:
                totals[_label] += time.perf_counter() - t0

        setattr(validate_mod, attr, wrapper)
    try:
        yield
    finally:
        for attr, fn in originals.items():
            setattr(validate_mod, attr, fn)


def rate(config: PrOntoQAConfig, validate: bool, one: bool = False) -> tuple[float, float]:
    """(examples per CPU second, examples per wall-clock second) of ``generate(config)``,
    or with ``one`` of ``generate_one`` item by item."""
    gc.collect()
    c0, t0 = time.process_time(), time.perf_counter()
    if one:
        for i in range(config.n):
            generate_one(config, i, validate=validate)
    else:
        for _ in generate(config, validate=validate):
            pass
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    return config.n / max(cpu, 1e-9), config.n / max(wall, 1e-9)


def rates(config: PrOntoQAConfig, rounds: int) -> tuple[float, float, float, float]:
    """Medians over rounds of (validated CPU rate, item-by-item validated CPU rate,
    validated wall rate, raw CPU rate), every pass on examples of a seed of its own."""
    val_cpu, one_cpu, val_wall, raw_cpu = [], [], [], []
    for r in range(rounds):
        seed = config.seed + 1000 * (r + 1)
        raw_cpu.append(rate(replace(config, seed=seed + 500), validate=False)[0])
        cpu, wall = rate(replace(config, seed=seed), validate=True)
        val_cpu.append(cpu)
        val_wall.append(wall)
        one_cpu.append(rate(replace(config, seed=seed + 250), validate=True, one=True)[0])
    return (statistics.median(val_cpu), statistics.median(one_cpu),
            statistics.median(val_wall), statistics.median(raw_cpu))


def stage_shares(config: PrOntoQAConfig) -> tuple[dict[str, float], float]:
    examples = list(generate(config, validate=False))
    totals: dict[str, float] = {}
    gc.collect()
    with timed_stages(totals):
        t0 = time.perf_counter()
        for k in range(0, len(examples), VALIDATION_BATCH):
            validate_mod.validate_examples(examples[k : k + VALIDATION_BATCH])
        total = time.perf_counter() - t0
    shares = {k: v / total for k, v in totals.items()}
    return shares, 1000 * total / len(examples)


def peak_rss_mb() -> float:
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb / 1024 if sys.platform != "darwin" else kb / 2**20


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=None, help="examples per setting and pass")
    ap.add_argument("--quick", action="store_true", help="small n, finishes in < 30 s")
    ap.add_argument("--hops", default="1,3,5")
    ap.add_argument("--ontologies", default="fictional,true,false")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args(argv)
    n = args.n if args.n is not None else (60 if args.quick else 400)
    hops_list = [int(h) for h in args.hops.split(",")]
    ontologies = args.ontologies.split(",")

    print(f"pyverify generation benchmark: n={n} per setting and round, {args.rounds} "
          f"rounds, seed={args.seed}, "
          f"python {platform.python_version()}, pid {os.getpid()}")
    # Warm-up: imports, Prolog start-up, z3 context, parse caches of the vocabulary.
    t0 = time.perf_counter()
    for ont in ontologies:
        cfg = PrOntoQAConfig(hops=max(hops_list), ontology=ont, seed=args.seed + 1)
        for i in range(5):
            generate_one(cfg, i)
    print(f"warm-up {time.perf_counter() - t0:.2f} s, RSS after warm-up {peak_rss_mb():.0f} MB")
    print()
    header = (f"{'hops':>4} {'ontology':<9} {'val/s':>7} {'one/s':>7} {'wall/s':>7} "
              f"{'raw/s':>7} {'ratio':>6} {'ms/val':>7} {'z3':>5} {'prolog':>6} {'parse':>5} "
              f"{'struct':>6}")
    print(header)
    print("-" * len(header))
    worst = None
    for hops in hops_list:
        for ont in ontologies:
            cfg = PrOntoQAConfig(hops=hops, ontology=ont, seed=args.seed, n=n)
            val, one, wall, raw = rates(cfg, args.rounds)
            shares, ms = stage_shares(cfg)
            if hops == 5 and (worst is None or val < worst[0]):
                worst = (val, ont)
            pct = {k: f"{100 * shares.get(k, 0.0):4.0f}%" for k, _ in STAGES}
            print(f"{hops:>4} {ont:<9} {val:7.0f} {one:7.0f} {wall:7.0f} {raw:7.0f} "
                  f"{val / raw:6.3f} "
                  f"{ms:7.3f} {pct['z3']:>5} {pct['prolog']:>6} {pct['parse']:>5} "
                  f"{pct['struct']:>6}", flush=True)
    print()
    if worst is not None:
        print(f"slowest 5-hop setting: {worst[1]} at {worst[0]:.0f} validated ex/s per CPU "
              f"second (target >= 500)")
    print(f"peak RSS {peak_rss_mb():.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
