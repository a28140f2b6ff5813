"""Linear concept ontologies for ModusPonens PrOntoQA (seed 000 §3, Figure 2; A.2).

An ontology is a chain of concepts, most specific first, each with one property
(negated with probability 1/3), of the paper's shape and size (a random extent above and
below the proof, at most 10 concepts where the proof allows), plus distractors: the A.2
concept that carries the negation of the queried property and is disconnected from the
chain, and, on request (``distractor_parents``), main-style distractor parents (a
second ``Every X is a D.`` edge from a proof node, with its own property) where the
vocabulary allows. Chains are built constructively to exactly the requested number of
hops, so there is no rejection sampling; everything the vocabulary cannot satisfy is
rejected by :func:`check_budget` before generation.

Vocabularies:
* fictional: the main branch's 17 names, extended with the 21 "irrelevant" names when a
  long chain needs more (hops are not capped at 5);
* false: one of the three lists of 10 real nouns, fed to the same random chain builder;
* true: three hand-built real chains with fixed, real-world-true properties and
  distractors (grammar reference §6; evaluation reference §7 item 10: distractors are
  supported here, using real nouns consistent with the chains).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from pyverify.caches import PER_SENTENCE
from pyverify.errors import ConfigError
from pyverify.language.lexicon import (
    ENTITY_NAMES,
    FALSE_ONTOLOGIES,
    FICTIONAL_IRRELEVANT,
    FICTIONAL_MAIN,
    NUMBER_ENTITIES,
    PROPERTY_FAMILIES,
)
from pyverify.logic import Formula, Not, Pred, X, rule

if TYPE_CHECKING:  # pragma: no cover
    from pyverify.generate.config import PrOntoQAConfig

P_NEGATED = 1 / 3  # §3.1: negated with weight 0.5 against 1 un-negated
#: Seed 000 §3: ontologies of "as few as 3 concepts to as many as 10".
PAPER_CONCEPTS = 10


@dataclass(frozen=True)
class Concept:
    """A concept node with at most one property (``negated`` → "Every N is not A")."""

    name: str
    prop: str | None = None
    negated: bool = False

    def property_literal(self, term: Formula = X) -> Formula | None:
        if self.prop is None:
            return None
        atom = Pred(self.prop, term)
        return Not(atom) if self.negated else atom

    def property_rule(self) -> Formula | None:
        return None if self.prop is None else unary_rule(self.name, self.prop, self.negated)


@lru_cache(maxsize=PER_SENTENCE)
def unary_rule(ante: str, cons: str, negated: bool = False) -> Formula:
    """``∀x(ante(x) → cons(x))``, or ``→ ¬cons(x)`` when ``negated``. Memoised: every
    generated example builds a few dozen such rules from one vocabulary, so the same
    ones recur (five interned nodes each, otherwise built and checked every time)."""
    lit = Pred(cons, X)
    return rule(Pred(ante, X), Not(lit) if negated else lit)


@dataclass(frozen=True)
class ChainOntology:
    """A linear ontology with its proof window and distractors.

    ``chain[i]`` is a subtype of ``chain[i + 1]``. The proof starts at ``chain[start]``
    (the premise ``chain[start](entity)``), climbs ``hops - 1`` edges to ``chain[top]``
    and ends with ``top``'s property. ``parents`` maps a chain index to its distractor
    parent; ``a2`` is the A.2 distractor concept (its property is the negation of the
    conclusion), or None.
    """

    kind: str
    chain: tuple[Concept, ...]
    start: int
    hops: int
    entity: str
    parents: tuple[tuple[int, Concept], ...] = ()
    a2: Concept | None = None

    @property
    def top(self) -> int:
        return self.start + self.hops - 1

    @property
    def parent_map(self) -> dict[int, Concept]:
        return dict(self.parents)

    def conclusion(self) -> Formula:
        lit = self.chain[self.top].property_literal(self.entity_term)
        assert lit is not None  # guaranteed by construction
        return lit

    @property
    def entity_term(self) -> Formula:
        from pyverify.logic import Const

        return Const(self.entity)

    def edge(self, i: int) -> Formula:
        return unary_rule(self.chain[i].name, self.chain[i + 1].name)

    def parent_edge(self, i: int) -> Formula:
        return unary_rule(self.chain[i].name, self.parent_map[i].name)

    def premise(self) -> Formula:
        return Pred(self.chain[self.start].name, self.entity_term)

    def a2_rule(self) -> Formula | None:
        return None if self.a2 is None else self.a2.property_rule()

    def concept_names(self) -> list[str]:
        names = [c.name for c in self.chain] + [c.name for _, c in self.parents]
        if self.a2 is not None:
            names.append(self.a2.name)
        return names


# ---------------------------------------------------------------- true ontologies
# Chains most specific first. Properties: (adjective, negated) options, all true of the
# node in the real world; the A.2 map names a real concept of which the negated
# property is true; distractor parents are real supertypes outside the chain.
# "optional" nodes are dropped at random when the hop count allows.


@dataclass(frozen=True)
class _TrueChain:
    name: str
    nodes: tuple[str, ...]
    properties: dict[str, tuple[tuple[str, bool], ...]]
    optional: frozenset[str]
    a2: dict[str, str]
    parents: dict[str, tuple[str, tuple[str, bool] | None]]
    number_entities: bool = False


TRUE_CHAINS: tuple[_TrueChain, ...] = (
    _TrueChain(
        name="animal-vertebrate",
        nodes=("tabby", "cat", "feline", "carnivore", "mammal", "vertebrate", "chordate",
               "bilaterian", "animal"),
        properties={
            "carnivore": (("carnivorous", False), ("herbivorous", True)),
            "mammal": (("furry", False), ("warm-blooded", False), ("cold-blooded", True)),
            "animal": (("multicellular", False), ("unicellular", True)),
        },
        optional=frozenset({"tabby", "chordate", "bilaterian"}),
        a2={"carnivorous": "sheep", "herbivorous": "sheep", "furry": "snake",
            "warm-blooded": "snake", "cold-blooded": "snake", "multicellular": "bacteria",
            "unicellular": "bacteria"},
        parents={"animal": ("organism", None), "mammal": ("creature", ("mortal", False))},
    ),
    _TrueChain(
        name="animal-arthropod",
        nodes=("painted lady", "butterfly", "lepidopteran", "insect", "arthropod",
               "protostome", "invertebrate", "animal"),
        properties={
            "insect": (("six-legged", False), ("eight-legged", True)),
            "arthropod": (("segmented", False), ("small", False), ("bony", True)),
            "animal": (("multicellular", False), ("unicellular", True)),
        },
        optional=frozenset({"painted lady", "protostome"}),
        a2={"six-legged": "spider", "eight-legged": "spider", "segmented": "nematode",
            "small": "whale", "bony": "whale", "multicellular": "bacteria",
            "unicellular": "bacteria"},
        parents={"animal": ("organism", None), "insect": ("creature", ("mortal", False))},
    ),
    _TrueChain(
        name="number",
        nodes=("Mersenne prime", "prime number", "natural number", "integer", "real number",
               "number"),
        properties={
            "Mersenne prime": (("odd", False), ("even", True)),
            "prime number": (("prime", False), ("composite", True)),
            "natural number": (("positive", False), ("negative", True)),
            "real number": (("real", False), ("imaginary", True)),
        },
        optional=frozenset(),
        a2={"odd": "even number", "even": "even number", "prime": "composite number",
            "composite": "composite number", "positive": "negative number",
            "negative": "negative number", "real": "imaginary number",
            "imaginary": "imaginary number"},
        parents={"Mersenne prime": ("odd number", None), "integer": ("rational number", None),
                 "real number": ("complex number", None),
                 "natural number": ("whole number", None)},
        number_entities=True,
    ),
)


def _true_windows(nodes: tuple[str, ...], chain: _TrueChain, hops: int) -> list[int]:
    """Start indices whose proof window of ``hops`` nodes ends at a node with a property."""
    return [
        s for s in range(len(nodes) - hops + 1) if nodes[s + hops - 1] in chain.properties
    ]


def max_true_hops() -> int:
    return max(
        max((t - s + 1 for t, n in enumerate(c.nodes) if n in c.properties for s in range(t + 1)),
            default=0)
        for c in TRUE_CHAINS
    )


# ---------------------------------------------------------------- budget


def _families() -> list[tuple[str, list[str]]]:
    return [(k, list(v)) for k, v in PROPERTY_FAMILIES.items()]


def _a2_needed(config: PrOntoQAConfig) -> bool:
    return config.distractors and not config.proofs_only


def check_budget(config: PrOntoQAConfig) -> None:
    """Raise ConfigError, naming the knob, when the vocabulary cannot serve ``config``."""
    hops = config.hops
    if config.ontology == "true":
        limit = max_true_hops()
        if hops > limit:
            raise ConfigError(
                f"hops={hops} is too many for ontology='true': the longest hand-built real "
                f"chain supports at most {limit} hops (use ontology='fictional' or 'false')"
            )
        return
    nouns_needed = hops + 1 + (1 if _a2_needed(config) else 0)
    if config.ontology == "false":
        pool = min(len(c) for c in FALSE_ONTOLOGIES)
        if nouns_needed > pool:
            most = pool - 1 - (1 if _a2_needed(config) else 0)
            raise ConfigError(
                f"hops={hops} is too many for ontology='false': its noun lists have {pool} "
                f"nouns and a {hops}-hop chain needs {nouns_needed} "
                f"(at most hops={most} with these settings; use ontology='fictional')"
            )
    else:
        pool = len(FICTIONAL_MAIN) + len(FICTIONAL_IRRELEVANT)
        if nouns_needed > pool:
            raise ConfigError(
                f"hops={hops} is too many for ontology='fictional': {nouns_needed} concept "
                f"names needed, {pool} available"
            )
    concepts = hops + 1
    if config.distinct_families:
        families = len(PROPERTY_FAMILIES)
        if concepts > families:
            raise ConfigError(
                f"hops={hops} needs {concepts} properties from distinct families but there "
                f"are {families} families: lower hops or set distinct_families=False "
                f"(--no-distinct-families)"
            )
    else:
        adjectives = sum(len(v) for v in PROPERTY_FAMILIES.values())
        if concepts > adjectives:
            raise ConfigError(
                f"hops={hops} needs {concepts} distinct adjectives, {adjectives} exist"
            )


# ---------------------------------------------------------------- construction


def build_ontology(config: PrOntoQAConfig, rng: random.Random) -> ChainOntology:
    """A chain ontology for one item, drawn from ``rng`` (no rejection sampling)."""
    if config.ontology == "true":
        return _build_true(config, rng)
    return _build_random(config, rng)


def _draw_property(
    rng: random.Random,
    families: list[tuple[str, list[str]]],
    used_families: set[str],
    used_adjectives: set[str],
    distinct: bool,
) -> tuple[str, bool] | None:
    """An unused adjective (from an unused family when ``distinct``), negated w.p. 1/3.

    Family names are unique (the keys of PROPERTY_FAMILIES)."""
    if distinct:  # pick the family first so every family is equally likely
        fams = [
            (fam, adjs)
            for fam, adjs in families
            if fam not in used_families and not used_adjectives.issuperset(adjs)
        ]
        if not fams:
            return None
        fam, adjs = rng.choice(fams)
        adj = rng.choice([a for a in adjs if a not in used_adjectives])
    else:
        options = [
            (fam, adj) for fam, adjs in families for adj in adjs if adj not in used_adjectives
        ]
        if not options:
            return None
        fam, adj = rng.choice(options)
    used_families.add(fam)
    used_adjectives.add(adj)
    return adj, rng.random() < P_NEGATED


def _build_random(config: PrOntoQAConfig, rng: random.Random) -> ChainOntology:
    hops = config.hops
    a2_wanted = _a2_needed(config)
    if config.ontology == "false":
        pool = list(rng.choice(FALSE_ONTOLOGIES))
    else:
        minimum = hops + 1 + (1 if a2_wanted else 0)
        pool = list(FICTIONAL_MAIN)
        if minimum > len(pool):
            pool += list(FICTIONAL_IRRELEVANT)
    rng.shuffle(pool)
    families = _families()
    n_families = len(families) if config.distinct_families else sum(len(a) for _, a in families)

    # The chain as seed 000 §3 draws it (evaluation reference §3.1): built from the top,
    # each node has a child with probability 1 - 1/(2 (hops + 2)), and the example is
    # kept when the chain is long enough for the proof and one node above it (the fork
    # past the proof's last hop), i.e. hops + 1 + X nodes with X geometric; at most the
    # paper's 10 concepts with the A.2 one (more only when the proof needs them) and what
    # the names and families allow. The start is uniform over the nodes it may be.
    # (with distractor parents, one name and one property for each proof node first)
    parents_wanted = hops if config.distractor_parents else 0
    spare = min(len(pool) - (hops + 1) - (1 if a2_wanted else 0) - parents_wanted,
                n_families - hops - parents_wanted,
                max(0, PAPER_CONCEPTS - (hops + 1) - (1 if a2_wanted else 0)))
    spare = max(spare, 0)
    extra = 0
    stop = 1 / (2 * (hops + 2))
    while extra < spare and rng.random() >= stop:
        extra += 1
    length = hops + 1 + extra
    below = rng.randrange(extra + 1)
    names = [pool.pop() for _ in range(length)]

    used_families: set[str] = set()
    used_adjectives: set[str] = set()
    chain: list[Concept] = []
    for name in names[:-1]:
        drawn = _draw_property(rng, families, used_families, used_adjectives,
                               config.distinct_families)
        assert drawn is not None  # guaranteed by check_budget and `spare`
        chain.append(Concept(name, drawn[0], drawn[1]))
    # the root has no property, as in the original and the paper's Figures 7 and 11 (the
    # proof's last node is below it: it always has a parent, the fork past the proof)
    chain.append(Concept(names[-1]))

    start = below
    top = start + hops - 1
    conclusion_adj = chain[top].prop
    a2 = None
    if a2_wanted:
        # A.2: a fresh concept with the negation of the queried property.
        a2 = Concept(pool.pop(), conclusion_adj, not chain[top].negated)

    parents: list[tuple[int, Concept]] = []
    if config.distractor_parents:
        # main-style distractor parents on proof nodes, as far as names and families last
        for i in rng.sample(range(start, top + 1), hops):
            if not pool:
                break
            drawn = _draw_property(rng, families, used_families, used_adjectives,
                                   config.distinct_families)
            if drawn is None:
                break
            parents.append((i, Concept(pool.pop(), drawn[0], drawn[1])))
        parents.sort()

    entity = rng.choice(ENTITY_NAMES)
    return ChainOntology(config.ontology, tuple(chain), start, hops, entity, tuple(parents), a2)


def _build_true(config: PrOntoQAConfig, rng: random.Random) -> ChainOntology:
    hops = config.hops
    usable = [c for c in TRUE_CHAINS if _true_windows(c.nodes, c, hops)]
    spec = rng.choice(usable)
    # Drop optional nodes at random when the proof still fits; else keep the full chain.
    kept = tuple(n for n in spec.nodes if n not in spec.optional or rng.random() < 0.5)
    nodes = kept if _true_windows(kept, spec, hops) else spec.nodes
    start = rng.choice(_true_windows(nodes, spec, hops))
    chain = []
    for name in nodes:
        options = spec.properties.get(name)
        if options:
            adj, negated = rng.choice(options)
            chain.append(Concept(name, adj, negated))
        else:
            chain.append(Concept(name))
    top = start + hops - 1
    conclusion = chain[top]
    assert conclusion.prop is not None
    a2 = None
    if _a2_needed(config):
        a2 = Concept(spec.a2[conclusion.prop], conclusion.prop, not conclusion.negated)
    parents: list[tuple[int, Concept]] = []
    if config.distractor_parents:
        for i in range(start, top + 1):
            entry = spec.parents.get(nodes[i])
            if entry is None or (a2 is not None and entry[0] == a2.name):
                continue
            prop = entry[1]
            parents.append((i, Concept(entry[0], prop[0], prop[1]) if prop else Concept(entry[0])))
    if spec.number_entities:
        entity = rng.choice(NUMBER_ENTITIES)
    else:
        entity = rng.choice(ENTITY_NAMES)
    return ChainOntology("true", tuple(chain), start, hops, entity, tuple(parents), a2)
