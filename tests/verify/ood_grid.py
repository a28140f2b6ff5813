"""PrOntoQA-OOD examples of every rule over a grid of depths and widths (test helper)."""

from __future__ import annotations

from collections.abc import Iterator

from pyverify.example import OOD_RULES, Example
from pyverify.generate.ood import OODConfig, generate_ood_one

# (depth, width); Composed needs depth 2 or more, ModusPonens has no width (always 2)
GRID = ((1, 2), (2, 3), (3, 2))


def ood_examples(n: int) -> Iterator[Example]:
    """n examples of each rule at each grid point (seeded by the depth)."""
    for rule_name in OOD_RULES:
        for depth, width in GRID:
            if rule_name == "Composed" and depth < 2:
                continue
            config = OODConfig(rule=rule_name, depth=depth, seed=depth, n=n,
                               width=2 if rule_name == "ModusPonens" else width)
            for index in range(n):
                yield generate_ood_one(config, index)
