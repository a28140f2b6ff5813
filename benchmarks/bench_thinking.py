"""Reasoning-model outputs judged whole (`--thinking check`) against their answers alone
(`--thinking skip`): outputs per CPU second and steps judged. Prints figures; asserts
nothing.

    python benchmarks/bench_thinking.py

The outputs are tests/verify/chat_outputs_11: 70 whole outputs of reasoning models
(`<think>` self-talk, then the answer). Each round checks all 70 once per mode, the two
modes alternating round by round (this machine's speed drifts in phases of seconds);
rates are the median of the rounds, after a warm-up round of each mode, so the parser's
caches hold these sentences in both (what a stream of such outputs leaves in them).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pyverify.formats.writers import example_from_json  # noqa: E402
from pyverify.verify import CheckOptions, check  # noqa: E402

DATA = ROOT / "tests" / "verify" / "chat_outputs_11"
ROUNDS = 7


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def main() -> None:
    examples = {ex.id: ex for ex in map(example_from_json, _lines(DATA / "examples.jsonl"))}
    outputs = [(examples[o["id"]], o["model_output"]) for o in _lines(DATA / "outputs.jsonl")]
    modes = {mode: CheckOptions(thinking=mode) for mode in ("check", "skip")}
    rates: dict[str, list[float]] = {mode: [] for mode in modes}
    steps: dict[str, int] = {}
    for r in range(ROUNDS + 1):
        for mode, options in modes.items():
            t0 = time.process_time()
            judged = sum(len(check(ex, out, options=options).steps) for ex, out in outputs)
            seconds = time.process_time() - t0
            steps[mode] = judged
            if r:  # round 0 warms the caches
                rates[mode].append(len(outputs) / seconds)
    print(f"{len(outputs)} reasoning-model outputs (tests/verify/chat_outputs_11), "
          f"median of {ROUNDS} interleaved rounds, one process")
    print(f"{'--thinking':>10} | {'outputs/s':>9} | {'steps judged':>12}")
    print("-" * 38)
    median = {mode: statistics.median(v) for mode, v in rates.items()}
    for mode in modes:
        print(f"{mode:>10} | {median[mode]:>9,.0f} | {steps[mode]:>12,}")
    print(f"skip / check: {median['skip'] / median['check']:.2f}x the outputs per second, "
          f"{steps['skip'] / steps['check']:.2f}x the steps")


if __name__ == "__main__":
    main()
