"""Verification throughput and memory, single process. Prints figures; asserts nothing.

Rates are CoTs per CPU second, the median of three rounds. Every round checks examples
it has never seen (a new generator seed per round), after a warm-up pass over yet other
examples of the same setting: the parser's and encoder's caches then hold what a long
stream of such examples leaves in them (the vocabulary, common sentences), but never this
round's CoTs. Re-checking the same CoTs round after round would measure cache hits, not
verification (it reads 20-30 % faster).

    python benchmarks/bench_verify.py            # full run (a few minutes)
    python benchmarks/bench_verify.py --quick    # smaller, < 1 minute

For 1/3/5-hop examples and two kinds of model output (the gold CoT, and perturbed CoTs
written by the baseline reasoner: wrong branches, skipped hops, invalid steps, varied
phrasing; about 98 % of the 16 perturbed CoTs of an example are distinct, while the 16
gold CoTs are one text repeated, which check_many parses and checks once, as it does
for any repeated rollout), and at 5 hops a third (the same perturbed CoTs in the
reasoner's chat style: preambles, lead-ins, numbered lines, Markdown answers, read by
the parser's tolerant reading), it measures CoTs per second
  - with one CoT per example (theory compiled, loaded and dropped for every CoT), and
  - with 16 CoTs per example (one theory, one Prolog call for all 16),
against two baselines measured in the same run on the same CoTs:
  - parse-only: label split + sentence split + parsing, the floor any verifier pays;
  - z3-per-step: a verifier that asks z3 whether each parsed step is entailed by the
    context (one solver, push/pop per step), the obvious alternative to Prolog.
Then it streams 100k CoTs (10k with --quick) of newly generated examples through
check_many and prints RSS at checkpoints, to show memory stays flat; and, the worst case,
200k sentences that are all new (random words), to show where the bounded caches stop
growing.
"""

from __future__ import annotations

import argparse
import functools
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
from pyverify.generate.baseline import BaselineReasoner, shuffled_variants  # noqa: E402
from pyverify.language.labels import split_label  # noqa: E402
from pyverify.language.parse import parse_cot  # noqa: E402
from pyverify.logic import constants  # noqa: E402
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
    reasoner = BaselineReasoner(p_wrong_branch=0.2, p_skip_hop=0.15, p_invalid=0.1, seed=5,
                                style="chat" if kind == "chat" else "plain")
    return [[reasoner.answer(ex, i) for i in range(k)] for ex in examples]


def timed(rounds: list[Callable[[], int]]) -> float:
    """CoTs per CPU second: the median over rounds (each a callable returning how many
    CoTs it handled, on data no earlier round saw), on process CPU time (this machine's
    wall clock is noisy)."""
    rates = []
    for fn in rounds:
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


ROUNDS = 3


def throughput(quick: bool) -> None:
    n_examples = 40 if quick else 150
    z3 = Z3Checker()
    print("CoTs per second, single process (higher is better); each round on new examples")
    header = (
        f"{'hops':>4} {'output':>9} | {'1/example':>10} {'16/example':>11} | "
        f"{'parse-only':>10} {'z3/step':>8} | {'16/ex ÷ z3':>10} {'16/ex ÷ parse':>13}"
    )
    print(header)
    print("-" * len(header))
    seeds = iter(range(100, 10**6, 7))  # every set of examples below is a new one
    for hops in (1, 3, 5):
        warm = examples_for(hops, n_examples, seed=next(seeds))
        many_per_example(warm, outputs_for(warm, "perturbed", SAMPLES))  # Prolog, vocabulary
        for kind in ("gold", "perturbed", *(("chat",) if hops == 5 else ())):

            def rounds(
                measure: Callable[[list[Example], list[list[str]]], int], n: int = n_examples,
                kind: str = kind, hops: int = hops,
            ) -> list[Callable[[], int]]:
                """ROUNDS calls of measure, each on its own new examples (made here,
                outside the timed part)."""
                out = []
                for _ in range(ROUNDS):
                    ex = examples_for(hops, n, seed=next(seeds))
                    out.append(functools.partial(measure, ex, outputs_for(ex, kind, SAMPLES)))
                return out

            r1 = timed(rounds(one_per_example))
            r16 = timed(rounds(many_per_example))
            rp = timed(rounds(parse_only))
            few = max(5, n_examples // 5)
            rz = timed(rounds(lambda e, o: z3_per_step(e, o, z3), n=few))
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
    return shuffled_variants(list(ex.chain_of_thought), rnd, k)


def ood_throughput(quick: bool) -> None:
    from pyverify.generate.ood import OODConfig, generate_ood

    n_examples = 20 if quick else 60
    rnd = random.Random(3)
    print()
    print("PrOntoQA-OOD checking, CoTs per second (gold + randomly perturbed CoTs), "
          "each round on new examples")
    header = f"{'rule':>14} {'depth':>5} {'width':>5} | {'1/example':>10} {'16/example':>11}"
    print(header)
    print("-" * len(header))
    seeds = iter(range(5, 10**6, 11))
    for rule, depth, width in OOD_SETTINGS:
        data = []
        for _ in range(2 * ROUNDS + 1):  # a warm-up set, then new examples for every round
            config = OODConfig(rule=rule, depth=depth, width=width, seed=next(seeds), n=n_examples)
            # unvalidated, like examples_for(): validation parses every sentence of the
            # gold CoT, which would leave the very CoTs timed below in the parse cache
            examples = list(generate_ood(config, validate=False))
            data.append((examples, [ood_perturbed(ex, rnd, SAMPLES) for ex in examples]))
        many_per_example(*data[0])
        r1 = timed([lambda d=d: one_per_example(*d) for d in data[1 : ROUNDS + 1]])
        r16 = timed([lambda d=d: many_per_example(*d) for d in data[ROUNDS + 1 :]])
        print(f"{rule:>14} {depth:>5} {width:>5} | {r1:>10,.0f} {r16:>11,.0f}")
    print("target (issue 3): >= 2,000 CoTs/s for OrElim and ProofByContra")


def streaming(total: int) -> None:
    print()
    print(f"Streaming {total:,} CoTs through check_many (5 hops, perturbed, 16 per example, "
          "every example new)")
    n_examples = -(-total // SAMPLES)
    config = PrOntoQAConfig(hops=5, n=n_examples, seed=7, ordering="random")
    reasoner = BaselineReasoner(p_wrong_branch=0.2, p_skip_hop=0.15, p_invalid=0.1, seed=5)
    print(f"{'CoTs':>9} {'RSS MB':>8} {'peak MB':>8} {'CoTs/s':>8}")
    done = 0
    checkpoints = [total // 10, total // 4, total // 2, total]
    cpu = 0.0  # checking time only: generating the examples is not counted
    base = None
    for ex in generate(config, validate=False):
        outs = [reasoner.answer(ex, i) for i in range(SAMPLES)]
        t0 = time.process_time()
        with Checker(ex) as checker:
            results = checker.check_many(outs)
        cpu += time.process_time() - t0
        done += len(results)
        del results
        if base is None and done >= total // 10:
            base = current_rss_mb()
        while checkpoints and done >= checkpoints[0]:
            checkpoints.pop(0)
            print(f"{done:>9,} {current_rss_mb():>8.1f} {rss_mb():>8.1f} {done / cpu:>8,.0f}")
    growth = current_rss_mb() - (base or 0.0)
    print(f"RSS growth after the first 10%: {growth:+.1f} MB")


def all_new_sentences(total: int) -> None:
    """The worst case for memory: every sentence is one no cache has seen (random words
    as adjectives, so each parses to a new formula). RSS grows until the bounded caches
    are full, then stays flat; this prints where that bound lies."""
    print()
    print(f"Streaming {total:,} sentences that are all new (random words), 16 CoTs per call")
    rnd = random.Random(11)

    def word() -> str:
        return "".join(rnd.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(9))

    example = examples_for(5, 1, seed=7)[0]
    name = next(c for f in example.context_fol or () if f.is_ground for c in constants(f))
    print(f"{'sentences':>10} {'RSS MB':>8} {'sent./s':>8}")
    per_cot = 10
    done = 0
    cpu = 0.0
    checkpoints = [total // 8, total // 4, total // 2, 3 * total // 4, total]
    with Checker(example) as checker:
        while done < total:
            outs = [
                " ".join(
                    f"{name} is {word()}." if k % 2 else f"{name} is not {word()}."
                    for k in range(per_cot)
                )
                for _ in range(SAMPLES)
            ]
            t0 = time.process_time()
            checker.check_many(outs)
            cpu += time.process_time() - t0
            done += SAMPLES * per_cot
            while checkpoints and done >= checkpoints[0]:
                checkpoints.pop(0)
                print(f"{done:>10,} {current_rss_mb():>8.1f} {done / cpu:>8,.0f}")


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
    all_new_sentences(20_000 if args.quick else 200_000)


if __name__ == "__main__":
    main()
