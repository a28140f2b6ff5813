"""Verification throughput and memory, single process. Prints figures; asserts nothing.

Rates are CoTs per CPU second, the median of five rounds. Every round checks examples
it has never seen (a new generator seed per round), after a warm-up pass over yet other
examples of every setting: the parser's and encoder's caches then hold what a long
stream of such examples leaves in them (the vocabulary, common sentences), but never this
round's CoTs. Re-checking the same CoTs round after round would measure cache hits, not
verification (it reads 20-30 % faster). The rounds of all measures are interleaved
(round 1 of each, then round 2 of each, ...): this machine's speed drifts by up to 40 %
in phases of seconds, and five consecutive rounds of one measure would all fall in one
phase.

    python benchmarks/bench_verify.py            # full run (a few minutes)
    python benchmarks/bench_verify.py --quick    # smaller, < 1 minute

For 1/3/5-hop examples and two kinds of model output (the gold CoT, and perturbed CoTs
written by the baseline reasoner: wrong branches, skipped hops, invalid steps, varied
phrasing; about 98 % of the 16 perturbed CoTs of an example are distinct, while the 16
gold CoTs are one text repeated, which check_many parses and checks once, as it does
for any repeated rollout), and at 5 hops a third (the same perturbed CoTs in the
reasoner's chat style: preambles, lead-ins, numbered lines, Markdown answers, read by
the parser's tolerant reading), it measures CoTs per second
  - with one CoT per example (theory compiled, loaded and dropped for every CoT), one
    Prolog call per example (`check`), and the examples' checks sent to Prolog together
    (`check_parallel(jobs=1)`: a call per 64 examples, as `pyverify check` does), and
  - with 16 CoTs per example (one theory, one Prolog call for all 16),
against two baselines measured in the same run on CoTs of the same setting:
  - parse-only: label split + sentence split + parsing, the floor any verifier pays;
  - prolog-only: the Prolog call of 16/example alone (the outputs parsed and encoded
    beforehand, untimed); with parse-only it gives the floor of this division of work,
    the rate 16/example would reach if nothing but parsing and Prolog cost anything;
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
from pyverify.verify.checker import Checker, check, check_many, check_parallel  # noqa: E402
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
    # (p_shortcut=0: the perturbed CoTs of every earlier stop's figures had no shortcut rule)
    reasoner = BaselineReasoner(p_wrong_branch=0.2, p_skip_hop=0.15, p_invalid=0.1, seed=5,
                                p_shortcut=0,
                                style="chat" if kind == "chat" else "plain")
    return [[reasoner.answer(ex, i) for i in range(k)] for ex in examples]


Round = Callable[[], float]  # prepares its data (untimed), then returns CoTs per CPU second


def measured(prepare: Callable[[], tuple], measure: Callable[..., int]) -> Round:
    """A round: ``prepare()`` makes new data (not timed), then ``measure(*data)`` runs
    on it and the round returns CoTs per CPU second (process time: this machine's wall
    clock is noisy)."""

    def run() -> float:
        data = prepare()
        gc.collect()
        t0 = time.process_time()
        n = measure(*data)
        return n / max(time.process_time() - t0, 1e-9)

    return run


def interleaved(jobs: dict[str, list[Round]]) -> dict[str, float]:
    """The median rate of each job's rounds, run round-robin: the first round of every
    job, then the second of every job, and so on. This machine's speed drifts in phases
    of seconds (±40 %); the consecutive rounds of one job would all fall in one phase,
    while interleaved rounds sample several, so the medians are comparable between
    jobs and between runs."""
    rates: dict[str, list[float]] = {k: [] for k in jobs}
    for r in range(max(len(v) for v in jobs.values())):
        for k, rounds in jobs.items():
            if r < len(rounds):
                rates[k].append(rounds[r]())
    return {k: statistics.median(v) for k, v in rates.items()}


def one_per_example(examples: list[Example], outputs: list[list[str]]) -> int:
    for ex, outs in zip(examples, outputs, strict=True):
        check(ex, outs[0])
    return len(examples)


def one_per_example_together(examples: list[Example], outputs: list[list[str]]) -> int:
    """One CoT per example, as `pyverify check` checks them: the one-shot checks of 64
    examples at a time in one Prolog call."""
    for _ in check_parallel(((ex, outs[:1]) for ex, outs in zip(examples, outputs, strict=True)),
                            jobs=1):
        pass
    return len(examples)


def many_per_example(examples: list[Example], outputs: list[list[str]]) -> int:
    n = 0
    for ex, outs in zip(examples, outputs, strict=True):
        check_many(ex, outs)
        n += len(outs)
    return n


def prolog_requests(examples: list[Example], outputs: list[list[str]]) -> tuple:
    """The preparation of ``prolog_only``: every example's 16 outputs parsed and encoded
    into the one verify.pl goal that ``check_many`` sends (not timed)."""
    pairs = []
    for ex, outs in zip(examples, outputs, strict=True):
        checker = Checker(ex)
        pairs.append((checker, checker._request(outs, None)))
    return (pairs,)


def prolog_only(pairs: list) -> int:
    """The Prolog call of ``check_many`` alone (theory built, every step judged, the
    answer string returned): what the checks cost with parsing and results free."""
    n = 0
    for checker, request in pairs:
        out, error = checker._ask(request, True)
        if out is None:
            raise SystemExit(f"Prolog gave no answer: {error}")
        n += len(request.slots)
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


ROUNDS = 5


def throughput(quick: bool) -> None:
    n_examples = 40 if quick else 150
    z3 = Z3Checker()
    print("CoTs per second, single process (higher is better); each round on new examples,")
    print(f"the median of {ROUNDS} rounds interleaved with those of every other measure")
    header = (
        f"{'hops':>4} {'output':>9} | {'1/example':>10} {'together':>9} {'16/example':>11} | "
        f"{'parse-only':>10} {'prolog-only':>11} {'floor':>7} {'z3/step':>8} | "
        f"{'16/ex ÷ z3':>10} {'16/ex ÷ parse':>13}"
    )
    seeds = iter(range(100, 10**6, 7))  # every set of examples below is a new one
    few = max(5, n_examples // 5)
    measures: dict[str, tuple[Callable[..., int], int]] = {
        "1/ex": (one_per_example, n_examples),
        "1/ex together": (one_per_example_together, n_examples),
        "16/ex": (many_per_example, n_examples),
        "parse": (parse_only, n_examples),
        "prolog": (prolog_only, n_examples),
        "z3": (lambda e, o: z3_per_step(e, o, z3), few),
    }
    # data a measure needs beyond the examples and their outputs, made before its clock
    # starts
    before: dict[str, Callable[..., tuple]] = {"prolog": prolog_requests}
    rows = [(hops, kind) for hops in (1, 3, 5)
            for kind in ("gold", "perturbed", *(("chat",) if hops == 5 else ()))]
    for hops in (1, 3, 5):  # warm-up: Prolog, the vocabulary, common sentences
        warm = examples_for(hops, n_examples, seed=next(seeds))
        many_per_example(warm, outputs_for(warm, "perturbed", SAMPLES))

    def prepare(hops: int, kind: str, n: int, seed: int, m: str) -> tuple:
        ex = examples_for(hops, n, seed=seed)
        data = (ex, outputs_for(ex, kind, SAMPLES))
        return before[m](*data) if m in before else data

    jobs = {
        (hops, kind, m): [
            measured(functools.partial(prepare, hops, kind, n, next(seeds), m), fn)
            for _ in range(ROUNDS)
        ]
        for hops, kind in rows
        for m, (fn, n) in measures.items()
    }
    rate = interleaved(jobs)  # type: ignore[arg-type]
    print(header)
    print("-" * len(header))
    for hops, kind in rows:
        r1, rt, r16, rp, rl, rz = (rate[(hops, kind, m)] for m in measures)  # type: ignore[index]
        # (not for gold: its 16 outputs are one text, which check_many parses once and
        # parse-only 16 times)
        floor = "-" if kind == "gold" else f"{1 / (1 / rp + 1 / rl):,.0f}"
        print(
            f"{hops:>4} {kind:>9} | {r1:>10,.0f} {rt:>9,.0f} {r16:>11,.0f} | {rp:>10,.0f} "
            f"{rl:>11,.0f} {floor:>7} {rz:>8,.0f} | "
            f"{r16 / rz:>9.1f}x {r16 / rp:>12.2f}x"
        )
    print()
    print("targets (issue 2): >= 3,000 5-hop CoTs/s with 1/example; >= 15,000 with 16/example")
    print("(1/example: check() per example; together: check_parallel(jobs=1), one Prolog call")
    print(" per 64 examples, the way `pyverify check` checks one output per example)")
    print("(prolog-only: the Prolog call of 16/example alone; floor: parse-only and prolog-only")
    print(" one after the other, the rate 16/example would reach if nothing else cost anything;")
    print(" for distinct outputs only)")


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

    n_examples = 60 if quick else 150
    rnd = random.Random(3)
    print()
    print("PrOntoQA-OOD checking, CoTs per second (gold + randomly perturbed CoTs), each round "
          f"on new examples, the median of {ROUNDS} interleaved rounds")
    header = (f"{'rule':>14} {'depth':>5} {'width':>5} | {'1/example':>10} {'together':>9} "
              f"{'16/example':>11}")
    seeds = iter(range(5, 10**6, 11))

    def prepare(rule: str, depth: int, width: int, seed: int) -> tuple:
        config = OODConfig(rule=rule, depth=depth, width=width, seed=seed, n=n_examples)
        # unvalidated, like examples_for(): validation parses every sentence of the
        # gold CoT, which would leave the very CoTs timed below in the parse cache
        examples = list(generate_ood(config, validate=False))
        return examples, [ood_perturbed(ex, rnd, SAMPLES) for ex in examples]

    for setting in OOD_SETTINGS:  # warm-up
        many_per_example(*prepare(*setting, next(seeds)))
    jobs = {
        (setting, fn): [
            measured(functools.partial(prepare, *setting, next(seeds)), fn)
            for _ in range(ROUNDS)
        ]
        for setting in OOD_SETTINGS
        for fn in (one_per_example, one_per_example_together, many_per_example)
    }
    rate = interleaved(jobs)  # type: ignore[arg-type]
    print(header)
    print("-" * len(header))
    for setting in OOD_SETTINGS:
        rule, depth, width = setting
        r1, rt, r16 = (rate[(setting, fn)]  # type: ignore[index]
                       for fn in (one_per_example, one_per_example_together, many_per_example))
        print(f"{rule:>14} {depth:>5} {width:>5} | {r1:>10,.0f} {rt:>9,.0f} {r16:>11,.0f}")
    print("target (issue 3): >= 2,000 CoTs/s for OrElim and ProofByContra")


def streaming(total: int) -> None:
    print()
    print(f"Streaming {total:,} CoTs through check_many (5 hops, perturbed, 16 per example, "
          "every example new)")
    n_examples = -(-total // SAMPLES)
    config = PrOntoQAConfig(hops=5, n=n_examples, seed=7, ordering="random")
    reasoner = BaselineReasoner(p_wrong_branch=0.2, p_skip_hop=0.15, p_invalid=0.1, seed=5,
                                p_shortcut=0)
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


def looping_outputs(quick: bool) -> None:
    """Outputs that repeat their proof until the model's token limit: CPU seconds for
    one such output (parse and check, one check() call), against the same example's gold
    CoT checked once, scaled by the length (what a cost linear in the length would be).
    Every repetition's case assumptions are new, so each step scans more earlier steps:
    the cost per step grows with the length, until the output's solver budget
    (CheckOptions.output_inference_limit) cuts it off."""
    from pyverify.generate.ood import OODConfig, generate_ood

    print()
    print("Outputs that repeat their proof until a token limit: CPU seconds for one output "
          "(check), against the gold CoT once x the repetitions")
    header = (f"{'rule':>14} {'chars':>8} {'steps':>7} | {'seconds':>8} {'linear':>8} "
              f"{'ratio':>7} | {'bound hit':>9}")
    print(header)
    print("-" * len(header))
    settings = [("OrElim", 1, 3), ("ProofByContra", 1, 2), ("Composed", 4, 3)]
    lengths = (8_000, 32_000, 128_000) if quick else (8_000, 32_000, 128_000, 512_000)
    for rule, depth, width in settings:
        example = next(iter(generate_ood(
            OODConfig(rule=rule, depth=depth, width=width, seed=1, n=1), validate=False
        )))
        gold = " ".join(s.strip() for s in example.chain_of_thought)
        check(example, gold)  # warm-up: the engine, this example's sentences
        t0 = time.process_time()
        rounds = 20
        for _ in range(rounds):
            check(example, gold)
        once = (time.process_time() - t0) / rounds
        for chars in lengths:
            output = ((gold + " ") * (chars // len(gold) + 1))[:chars]
            t0 = time.process_time()
            result = check(example, output)
            seconds = time.process_time() - t0
            linear = once * chars / len(gold)
            print(f"{rule:>14} {chars:>8,} {len(result.steps):>7,} | {seconds:>8.2f} "
                  f"{linear:>8.3f} {seconds / linear:>6.1f}x | {result.bound_hit!s:>9}")


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
    looping_outputs(args.quick)
    streaming(args.stream or (10_000 if args.quick else 100_000))
    all_new_sentences(20_000 if args.quick else 200_000)


if __name__ == "__main__":
    main()
