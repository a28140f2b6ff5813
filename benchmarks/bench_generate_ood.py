"""Throughput of PrOntoQA-OOD generation, validated (issue 3).

    python benchmarks/bench_generate_ood.py [--n N] [--rules ModusPonens,OrElim,...]

Prints figures, asserts nothing. One row per rule at the paper's settings (formats §1.1:
proofs-only, random ordering, no adjectives, relevant distractors; ModusPonens 2 hops;
AndIntro / AndElim / OrIntro 2 hops width 3; OrElim 1 hop width 3; ProofByContra 1 hop
width 2; Composed at the original's 2hop and 4hop settings: minimum depth 2 and 4, proofs
built to 3 and 5 high, width 3, 3 rule types), plus OrElim and ProofByContra at depth 4
width 4 (beyond the original). Columns:

* ``val/s``   validated examples per CPU second of ``generate_ood(config)`` (the path every
  written example takes; validation in batches of 8 per z3 solver);
* ``raw/s``   the same without validation;
* ``one/s``   ``generate_ood_one(config, i)`` item by item (one z3 solver per item);
* ``z3 / parse / struct``  share of validation time per stage, from a separate pass;
* ``ms/val``  validation time per example in that pass (parse caches are warm by then,
  so the parse share is a lower bound).

The target (issue 3) is >= 300 validated examples/s per rule at the paper's settings.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time

from pyverify.generate.ood import OODConfig, generate_ood, generate_ood_one
from pyverify.generate.ood_validate import (
    check_round_trip,
    check_structure,
    check_z3_many,
    hypotheses_supported,
)

SETTINGS: dict[str, dict[str, object]] = {
    "ModusPonens": {"rule": "ModusPonens", "depth": 2},
    "AndIntro": {"rule": "AndIntro", "depth": 2, "width": 3},
    "AndElim": {"rule": "AndElim", "depth": 2, "width": 3},
    "OrIntro": {"rule": "OrIntro", "depth": 2, "width": 3},
    "OrElim": {"rule": "OrElim", "depth": 1, "width": 3},
    "ProofByContra": {"rule": "ProofByContra", "depth": 1, "width": 2},
    "Composed-d2": {"rule": "Composed", "depth": 2, "width": 3, "rule_types": 3},
    "Composed": {"rule": "Composed", "depth": 4, "width": 3, "rule_types": 3},
    "OrElim-d4w4": {"rule": "OrElim", "depth": 4, "width": 4},
    "ProofByContra-d4w4": {"rule": "ProofByContra", "depth": 4, "width": 4},
}


def _rate(fn, n: int) -> float:
    """Items per CPU second of this process (one core; like the other benchmarks, so
    other load on this shared machine does not count against it)."""
    t = time.process_time()
    fn()
    return n / (time.process_time() - t)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=600)
    ap.add_argument("--rules", default=",".join(SETTINGS))
    args = ap.parse_args(argv)
    print(f"python {platform.python_version()} on {platform.machine()}, n={args.n}; "
          f"step verifier in validation: {'yes' if hypotheses_supported() else 'no'}")
    print(f"{'setting':20s} {'val/s':>7s} {'raw/s':>7s} {'one/s':>7s} {'z3':>5s} "
          f"{'parse':>6s} {'struct':>6s} {'ms/val':>7s}")
    for name in args.rules.split(","):
        # Every pass below generates examples no other pass made (its own seed or
        # indices), so no pass is served by caches another one filled.
        def cfg(seed: int, n: int = args.n, name: str = name) -> OODConfig:
            return OODConfig(n=n, ordering="random", seed=seed, **SETTINGS[name])  # type: ignore[arg-type]

        list(generate_ood(cfg(1, 16)))  # warm-up
        config = cfg(0)
        m = max(args.n // 3, 1)
        val = _rate(lambda c=config: list(generate_ood(c)), args.n)
        raw_config, one_config = cfg(2), cfg(3)
        raw = _rate(lambda c=raw_config: list(generate_ood(c, validate=False)), args.n)
        one = _rate(lambda c=one_config, k=m: [generate_ood_one(c, i) for i in range(k)], m)
        examples = list(generate_ood(config, validate=False))
        times = {"z3": 0.0, "parse": 0.0, "struct": 0.0}
        for i in range(0, len(examples), 8):
            batch = examples[i:i + 8]
            t0 = time.perf_counter()
            disj = [check_structure(ex) for ex in batch]
            t1 = time.perf_counter()
            for ex, d in zip(batch, disj, strict=True):
                check_round_trip(ex, d)
            t2 = time.perf_counter()
            check_z3_many(batch)
            t3 = time.perf_counter()
            times["struct"] += t1 - t0
            times["parse"] += t2 - t1
            times["z3"] += t3 - t2
        total = sum(times.values())
        share = {k: f"{v / total:.0%}" for k, v in times.items()}
        print(f"{name:20s} {val:7.0f} {raw:7.0f} {one:7.0f} {share['z3']:>5s} "
              f"{share['parse']:>6s} {share['struct']:>6s} {total / len(examples) * 1e3:7.2f}")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
