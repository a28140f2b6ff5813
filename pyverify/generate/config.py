"""PrOntoQA generator configuration (prontoqa-formats.md §3, §3.1).

The dataclass validates itself: every bad value raises :class:`ConfigError` naming the
knob, and settings the vocabulary cannot satisfy are rejected here, before any item is
generated (evaluation reference §7 items 9 and 11: never loop, never crash mid-run).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from pyverify.errors import ConfigError

if TYPE_CHECKING:
    from pyverify.example import Example

ONTOLOGIES = ("fictional", "true", "false")
ORDERINGS = ("preorder", "postorder", "random")


def _check_int(name: str, value: object, minimum: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigError(f"{name} must be an integer, got {value!r}")
    if value < minimum:
        raise ConfigError(f"{name} must be >= {minimum}, got {value}")


def _check_bool(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise ConfigError(f"{name} must be True or False, got {value!r}")


@dataclass(frozen=True)
class PrOntoQAConfig:
    """Knobs of the ModusPonens PrOntoQA generator (seed 000 §3, §5.1).

    ``hops`` counts rule applications (a proof has 1 + hops steps counting the
    premise). ``distractors`` adds the A.2 distractor sentence (True/False data);
    ``distractor_parents`` adds the main branch's distractor parents too (a second
    parent concept, with its own property, for every proof node, where the vocabulary
    allows: not in seed 000's data, but in the original's later code). ``distinct_families``
    draws the chain's properties from pairwise different property families, so no
    entity is e.g. both hot and cold (evaluation reference §7 item 19); False allows
    repeated families (distinct adjectives), as the original does.
    """

    hops: int = 1
    ontology: str = "fictional"
    ordering: str = "postorder"
    distractors: bool = True
    few_shot: int = 0
    seed: int = 0
    n: int = 100
    proofs_only: bool = False
    distinct_families: bool = True
    distractor_parents: bool = False

    def __post_init__(self) -> None:
        _check_int("hops", self.hops, 1)
        _check_int("few_shot", self.few_shot, 0)
        _check_int("seed", self.seed, 0)
        _check_int("n", self.n, 0)
        for name in ("distractors", "proofs_only", "distinct_families", "distractor_parents"):
            _check_bool(name, getattr(self, name))
        if self.ontology not in ONTOLOGIES:
            known = ", ".join(ONTOLOGIES)
            raise ConfigError(f"ontology must be one of {known}, got {self.ontology!r}")
        if self.ordering not in ORDERINGS:
            known = ", ".join(ORDERINGS)
            raise ConfigError(f"ordering must be one of {known}, got {self.ordering!r}")
        # Vocabulary budget: raises ConfigError naming the knob to change.
        from pyverify.generate.ontology import check_budget

        check_budget(self)

    def knobs(self) -> dict[str, Any]:
        """Every knob, for metadata (JSON-serialisable). Every knob is a scalar, so a flat
        dict is what ``asdict`` would give, without its recursive copy (once per example)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}


def check_request(config: object, kind: type, index: object = None) -> None:
    """What every generator entry point checks first: a config of its own kind (the
    other kind would fail later, on a knob it lacks) and, when given, an item index that
    is a non-negative integer."""
    if not isinstance(config, kind):
        raise TypeError(
            f"this generator needs a {kind.__name__}, not {type(config).__name__}; "
            "pyverify.generate(config) accepts either kind"
        )
    if index is not None and (isinstance(index, bool) or not isinstance(index, int) or index < 0):
        raise ValueError(f"index must be a non-negative integer, got {index!r}")


#: Items validated together by :func:`items_in_batches` (z3's questions for all in one
#: solver where that is cheaper, their gold CoTs in one Prolog call).
VALIDATION_BATCH = 8

#: A test example and its in-context examples.
Item = tuple["Example", tuple["Example", ...]]


def items_in_batches(
    n: int, item: Callable[[int], Item], validate: Callable[[list[Example]], None] | None
) -> Iterator[Example]:
    """Items ``0 … n - 1`` made by ``item``, every example of each batch of
    :data:`VALIDATION_BATCH` items (tests and in-context examples) passed to ``validate``
    before the batch's items are yielded, each with its in-context examples attached."""
    for start in range(0, n, VALIDATION_BATCH):
        items = [item(i) for i in range(start, min(start + VALIDATION_BATCH, n))]
        if validate is not None:
            validate([ex for test, shots in items for ex in (*shots, test)])
        for test, shots in items:
            yield with_in_context(test, shots)


def with_in_context(test: Example, shots: tuple[Example, ...]) -> Example:
    return replace(test, in_context=shots) if shots else test
