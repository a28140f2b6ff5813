"""Verification throughput and memory, single process. Prints figures; asserts nothing.

Rates are CoTs per CPU second, the median of three rounds.

    python benchmarks/bench_verify.py            # full run (a few minutes)
    python benchmarks/bench_verify.py --quick    # smaller, < 1 minute

For 1/3/5-hop examples and two kinds of model output (the gold CoT, and perturbed CoTs
written by the baseline reasoner: wrong branches, skipped hops, invalid steps, varied
phrasing; about 98 % of the 16 perturbed CoTs of an example are distinct, while the 16
gold CoTs are one text repeated, which check_many parses and checks once, as it does
for any repeated rollout), it measures CoTs per second
  - with one CoT per example (theory compiled, loaded and dropped for every CoT), and
  - with 16 CoTs per example (one theory, one Prolog call for all 16),
against two baselines measured in the same run on the same CoTs:
  - parse-only: label split + sentence split + parsing, the floor any verifier pays;
  - z3-per-step: a verifier that asks z3 whether each parsed step is entailed by the
    context (one solver, push/pop per step), the obvious alternative to Prolog.
Then it streams 100k CoTs (10k with --quick) through check_many and prints peak RSS at
checkpoints, to show memory stays flat.
"""

from __future__ import annotations

import argparse
import gc
import random
import resource
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pyverify.example import Example  # noqa: E402
from pyverify.generate import PrOntoQAConfig, generate  # noqa: E402
from pyverify.generate.baseline import BaselineReasoner  # noqa: E402
from pyverify.language.labels import split_label  # noqa: E402
from pyverify.language.parse import parse_cot  # noqa: E402
from pyverify.solvers.smt import Z3Checker  # noqa: E402
from pyverify.verify.checker import Checker, check, check_many  # noqa: E402
from pyverify.verify.results import StepKind  # noqa: E402

SAMPLES = 16


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def current_rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def examples_for(hops: int, n: int, seed: int) -> list[Example]:
    return list(
        generate(PrOntoQAConfig(hops=hops, n=n, seed=seed, ordering="random"), validate=False)
    )


def outputs_for(examples: list[Example], kind: str, k: int) -> list[list[str]]:
    if kind == "gold":
        return [
            [" ".join(s.strip() for s in ex.chain_of_thought) + f" {ex.answer}"] * k
            for ex in examples
        ]
    reasoner = BaselineReasoner(p_wrong_branch=0.2, p_skip_hop=0.15, p_invalid=0.1, seed=5)
    return [[reasoner.answer(ex, i) for i in range(k)] for ex in examples]


def timed(fn: Callable[[], int], rounds: int = 3) -> float:
    """CoTs per CPU second of fn (which returns how many CoTs it handled): the median of
    several rounds, on process CPU time (this machine's wall clock is noisy)."""
    rates = []
    for _ in range(rounds):
        gc.collect()
        t0 = time.process_time()
        n = fn()
        rates.append(n / max(time.process_time() - t0, 1e-9))
    return statistics.median(rates)


def one_per_example(examples: list[Example], outputs: list[list[str]]) -> int:
    for ex, outs in zip(examples, outputs, strict=True):
        check(ex, outs[0])
    return len(examples)


def many_per_example(examples: list[Example], outputs: list[list[str]]) -> int:
    n = 0
    for ex, outs in zip(examples, outputs, strict=True):
        check_many(ex, outs)
        n += len(outs)
    return n


def parse_only(examples: list[Example], outputs: list[list[str]]) -> int:
    n = 0
    for outs in outputs:
        for out in outs:
            parse_cot(split_label(out).proof)
            n += 1
    return n


def z3_per_step(examples: list[Example], outputs: list[list[str]], z3: Z3Checker) -> int:
    n = 0
    for ex, outs in zip(examples, outputs, strict=True):
        context = list(ex.context_fol or ())
        for out in outs:
            goals = [
                s.parsed.formula
                for s in parse_cot(split_label(out).proof)
                if s.parsed.kind in (StepKind.FACT, StepKind.RULE) and s.parsed.formula is not None
            ]
            z3.entails_batch(context, goals)
            n += 1
    return n


def throughput(quick: bool) -> None:
    n_examples = 40 if quick else 150
    z3 = Z3Checker()
    print("CoTs per second, single process (higher is better)")
    header = (
        f"{'hops':>4} {'output':>9} | {'1/example':>10} {'16/example':>11} | "
        f"{'parse-only':>10} {'z3/step':>8} | {'16/ex ÷ z3':>10} {'16/ex ÷ parse':>13}"
    )
    print(header)
    print("-" * len(header))
    for hops in (1, 3, 5):
        examples = examples_for(hops, n_examples, seed=100 + hops)
        for kind in ("gold", "perturbed"):
            outs = outputs_for(examples, kind, SAMPLES)
            one_per_example(examples[:5], outs[:5])  # warm-up: Prolog start, caches
            r1 = timed(lambda e=examples, o=outs: one_per_example(e, o))
            r16 = timed(lambda e=examples, o=outs: many_per_example(e, o))
            rp = timed(lambda e=examples, o=outs: parse_only(e, o))
            few = max(5, n_examples // 5)
            rz = timed(lambda e=examples[:few], o=outs[:few]: z3_per_step(e, o, z3))
            print(
                f"{hops:>4} {kind:>9} | {r1:>10,.0f} {r16:>11,.0f} | {rp:>10,.0f} {rz:>8,.0f} | "
                f"{r16 / rz:>9.1f}x {r16 / rp:>12.2f}x"
            )
    print()
    print("targets (issue 2): >= 3,000 5-hop CoTs/s with 1/example; >= 15,000 with 16/example")


# The PrOntoQA-OOD paper's settings (prontoqa-formats.md §1.1): width 3 for the and/or
# rules, depth 2 for ModusPonens/AndIntro/AndElim/OrIntro, depth 1 for OrElim and
# ProofByContra, and composed proofs at depth 2 and 4.
OOD_SETTINGS = [
    ("ModusPonens", 2, 2),
    ("AndIntro", 2, 3),
    ("AndElim", 2, 3),
    ("OrIntro", 2, 3),
    ("OrElim", 1, 3),
    ("ProofByContra", 1, 2),
    ("Composed", 2, 3),
    ("Composed", 4, 3),
]


def ood_perturbed(ex: Example, rnd: random.Random, k: int) -> list[str]:
    """Gold plus k-1 CoTs with random sentence deletions, duplications and swaps."""
    gold = [s.strip() for s in ex.chain_of_thought]
    outs = [" ".join(gold)]
    while len(outs) < k:
        s = gold[:]
        for _ in range(rnd.randint(1, 2)):
            i, j = rnd.randrange(len(s)), rnd.randrange(len(s))
            op = rnd.choice(("delete", "duplicate", "swap"))
            if op == "delete" and len(s) > 1:
                del s[i]
            elif op == "duplicate":
                s.insert(j, s[i])
            else:
                s[i], s[j] = s[j], s[i]
        outs.append(" ".join(s))
    return outs


def ood_throughput(quick: bool) -> None:
    from pyverify.generate.ood import OODConfig, generate_ood

    n_examples = 20 if quick else 60
    rnd = random.Random(3)
    print()
    print("PrOntoQA-OOD checking, CoTs per second (gold + randomly perturbed CoTs)")
    header = f"{'rule':>14} {'depth':>5} {'width':>5} | {'1/example':>10} {'16/example':>11}"
    print(header)
    print("-" * len(header))
    for rule, depth, width in OOD_SETTINGS:
        config = OODConfig(rule=rule, depth=depth, width=width, seed=5, n=n_examples)
        examples = list(generate_ood(config))
        outs = [ood_perturbed(ex, rnd, SAMPLES) for ex in examples]
        one_per_example(examples[:3], outs[:3])
        r1 = timed(lambda e=examples, o=outs: one_per_example(e, o))
        r16 = timed(lambda e=examples, o=outs: many_per_example(e, o))
        print(f"{rule:>14} {depth:>5} {width:>5} | {r1:>10,.0f} {r16:>11,.0f}")
    print("target (issue 3): >= 2,000 CoTs/s for OrElim and ProofByContra")


def streaming(total: int) -> None:
    print()
    print(f"Streaming {total:,} CoTs through check_many (5 hops, perturbed, 16 per example)")
    examples = examples_for(5, 50, seed=7)
    outs = outputs_for(examples, "perturbed", SAMPLES)
    print(f"{'CoTs':>9} {'RSS MB':>8} {'peak MB':>8} {'CoTs/s':>8}")
    done = 0
    checkpoints = {total // 10, total // 4, total // 2, total}
    t0 = time.perf_counter()
    base = None
    while done < total:
        for ex, o in zip(examples, outs, strict=True):
            with Checker(ex) as checker:
                results = checker.check_many(o)
            done += len(results)
            del results
            if base is None and done >= total // 10:
                base = current_rss_mb()
            if any(done - len(o) < c <= done for c in checkpoints):
                rate = done / (time.perf_counter() - t0)
                print(f"{done:>9,} {current_rss_mb():>8.1f} {rss_mb():>8.1f} {rate:>8,.0f}")
            if done >= total:
                break
    growth = current_rss_mb() - (base or 0.0)
    print(f"RSS growth after the first 10%: {growth:+.1f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="smaller run (< 1 minute)")
    parser.add_argument(
        "--stream", type=int, default=None, help="CoTs to stream for the memory run"
    )
    args = parser.parse_args()
    throughput(args.quick)
    ood_throughput(args.quick)
    streaming(args.stream or (10_000 if args.quick else 100_000))


if __name__ == "__main__":
    main()
