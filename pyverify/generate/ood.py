"""PrOntoQA-OOD generator: every deduction rule, width, depth and composition (issue 3).

Seed 002 §3 and A.4–A.7; gold chain-of-thought shapes of prontoqa-grammar.md §7; knobs
and file names of prontoqa-formats.md §1.1 and §3.1.

Per item: draw fresh names (:class:`~pyverify.generate.ood_rules.Vocab`), build the proof
tree of the configured rule (:mod:`~pyverify.generate.ood_rules`,
:mod:`~pyverify.generate.composed`) with its distractors, linearise it into the gold CoT
exactly as the original does (including ``Assume X.``, ``This contradicts with X.``,
``Since d1 or … or dn, C.`` and the ``"\\n\\n"`` that closes a subproof), lay out the
context, and validate (:mod:`~pyverify.generate.ood_validate`) before returning.

Knobs (:class:`OODConfig`):

* ``rule``: ModusPonens, AndIntro, AndElim, OrIntro, OrElim, ProofByContra, Composed.
* ``depth`` (≥ 1): ModusPonens — rule applications (hops); AndIntro / OrIntro —
  introduction steps, with a modus ponens between consecutive ones (the last step is the
  introduction, as in the original); AndElim — elimination steps, with a modus ponens
  between consecutive ones; OrElim — rule applications inside every case (the original
  supports 1 only); ProofByContra — rule applications from the or-introduced antecedent
  to the contradicted concept inside every case (the original supports 1 only);
  Composed — the paper's *minimum depth* (seed 002 A.5, Figures 10 and 15) and the
  original's ``hops``: the proof is built to height ``depth + 1`` as the original builds
  its subproofs "to depth 1 + hops", and a proof lower than ``depth`` is rejected, so
  the height (largest number of rule applications on a path from the goal to an axiom)
  is ``depth`` or ``depth + 1``. ``2hop_Composed`` proofs thus hold up to five rule types
  (Figure 15's "minimum depth 2 and four rule types").
* ``width`` (≥ 2): AndIntro — conjuncts of each introduction; AndElim — conjuncts of each
  conjunction; OrIntro — disjuncts; OrElim — cases; ProofByContra — disjuncts of the
  rule's antecedent (= cases = conjuncts of the goal); Composed — operands of every
  and/or and cases of every OrElim. Default (None): 3 for Composed, the operand count the
  original always uses there (formats §3.1), 2 for every other rule. ModusPonens has no
  width: its chains have one property per concept (the original's default width 2, and
  its width 3 crashes), so any other width is refused.
* ``distractors``: ``none`` (only what the proof uses), ``relevant`` (A.7 distractors per
  rule, several for OrElim and ProofByContra), ``irrelevant`` (the same distractor
  structure renamed off the proof: fresh concepts, another entity).
* ``ordering``: ``postorder`` (context rules in the order the proof uses them),
  ``preorder`` (reversed), ``random``; distractor rules sit next to the rule they branch
  from in the first two; the premise facts always come last, shuffled.
* ``adjectives``: attributive adjectives (``Each temperate wumpus is a hilpus``); default
  False = the paper's ``--no-adjectives``.
* ``proofs_only``: ``Prove:`` queries (default); False gives ``True or false:`` with a
  label, for every rule: the query is the goal (True) or its negation (False), a
  compound goal's negation written with De Morgan's laws (``Max is a lorpus or a
  gorpus`` for the goal ``Max is not a lorpus and Max is not a gorpus``).
* ``few_shot``: in-context examples per item; ``ood_demonstrations`` draws them from
  other rules / depths / widths as main's ``--OOD`` (formats §3.1).
* ``rule_types``: Composed only (minimum number of distinct rule types, default 3).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from typing import Any

from pyverify.errors import ConfigError, GenerationError
from pyverify.example import OOD_GENERATOR, Example, GoldStep
from pyverify.generate.composed import build_composed, composed_distractors
from pyverify.generate.config import check_request, items_in_batches, with_in_context
from pyverify.generate.ood_rules import (
    RULES,
    Built,
    Node,
    Vocab,
    _OutOfNames,
    build_and_elim,
    build_and_intro,
    build_modus_ponens,
    build_or_elim,
    build_or_intro,
    build_proof_by_contra,
    check_names,
    irrelevant,
)
from pyverify.generate.registry import GeneratorSpec, register
from pyverify.generate.seeding import derive_rng
from pyverify.language.realise import realise, realise_query
from pyverify.logic import Formula, negation, predicates

__all__ = [
    "DISTRACTOR_MODES",
    "OODConfig",
    "RULES",
    "generate_ood",
    "generate_ood_one",
    "ood_file_name",
]

GENERATOR_NAME = OOD_GENERATOR
GENERATOR_VERSION = "1.0"
SOURCE_DATASET = "pyverify-prontoqa-ood"
DISTRACTOR_MODES = ("none", "relevant", "irrelevant")
ORDERINGS = ("random", "preorder", "postorder")
#: Composed proofs are at most ``depth + 1`` high; the fictional names last for height 6.
COMPOSED_MAX_DEPTH = 5
COMPOSED_MAX_WIDTH = 4
#: Widths when none is given: the original's Composed proofs have 3 operands whatever its
#: --proof-width (formats §3.1), which file names and the reader assume too.
DEFAULT_WIDTH = {"Composed": 3}
#: Most distinct rule types a composed proof of each height can hold (found by search;
#: height 1 is one step on axioms; every height from 4 on holds all six).
MAX_TYPES_AT_HEIGHT = {1: 1, 2: 3, 3: 5}


def composed_heights(depth: int) -> tuple[int, int]:
    """The lowest and highest proof a Composed ``depth`` (minimum depth) allows."""
    return depth, depth + 1


def _check_int(name: str, value: object, minimum: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigError(f"{name} must be an integer, got {value!r}")
    if value < minimum:
        raise ConfigError(f"{name} must be >= {minimum}, got {value}")


def _check_choice(name: str, value: object, options: tuple[str, ...]) -> None:
    if value not in options:
        raise ConfigError(f"{name} must be one of {', '.join(options)}, got {value!r}")


@dataclass(frozen=True)
class OODConfig:
    """Knobs of the PrOntoQA-OOD generator (module docstring)."""

    rule: str = "ModusPonens"
    depth: int = 1
    width: int | None = None  # None: the rule's default (3 for Composed, else 2)
    distractors: str = "relevant"
    ordering: str = "random"
    adjectives: bool = False
    proofs_only: bool = True
    few_shot: int = 0
    ood_demonstrations: bool = False
    rule_types: int = 3
    seed: int = 0
    n: int = 100

    def __post_init__(self) -> None:
        _check_choice("rule", self.rule, RULES)
        _check_int("depth", self.depth, 1)
        if self.width is None:
            object.__setattr__(self, "width", DEFAULT_WIDTH.get(self.rule, 2))
        _check_int("width", self.width, 2)
        if self.rule == "ModusPonens" and self.width != 2:
            raise ConfigError(f"width applies to the rules with conjunctions, disjunctions "
                              f"or cases, not to rule='ModusPonens' (its chains have one "
                              f"property per concept), got width={self.width}")
        _check_int("few_shot", self.few_shot, 0)
        _check_int("rule_types", self.rule_types, 1)
        _check_int("seed", self.seed, 0)
        _check_int("n", self.n, 0)
        _check_choice("distractors", self.distractors, DISTRACTOR_MODES)
        _check_choice("ordering", self.ordering, ORDERINGS)
        for name in ("adjectives", "proofs_only", "ood_demonstrations"):
            if not isinstance(getattr(self, name), bool):
                raise ConfigError(f"{name} must be True or False, got {getattr(self, name)!r}")
        if self.ood_demonstrations and self.few_shot < 1:
            raise ConfigError("ood_demonstrations=True needs few_shot >= 1")
        if self.rule != "Composed":
            if self.rule_types != 3:
                raise ConfigError(f"rule_types applies to rule='Composed' only, got "
                                  f"rule_types={self.rule_types} with rule={self.rule!r}")
            check_names(self.rule, self.depth, self.width, self.distractors,
                        not self.proofs_only)
        else:
            self._check_composed()
        if self.ood_demonstrations:
            _check_demonstrations(self)

    def _check_composed(self) -> None:
        if self.depth > COMPOSED_MAX_DEPTH:
            raise ConfigError(f"depth={self.depth} is too deep for rule='Composed': its "
                              f"proofs are up to depth + 1 high and the fictional names "
                              f"last for depth <= {COMPOSED_MAX_DEPTH}")
        if self.width > COMPOSED_MAX_WIDTH:
            raise ConfigError(f"width={self.width} is too wide for rule='Composed': the "
                              f"fictional names last for width <= {COMPOSED_MAX_WIDTH}")
        if self.rule_types > 6:
            raise ConfigError(f"rule_types={self.rule_types}: there are only 6 deduction "
                              f"rules (ModusPonens, AndIntro, AndElim, OrIntro, OrElim, "
                              f"ProofByContra)")
        highest = composed_heights(self.depth)[1]
        limit = MAX_TYPES_AT_HEIGHT.get(highest)
        if limit is not None and self.rule_types > limit:
            raise ConfigError(
                f"rule_types={self.rule_types} is impossible at depth={self.depth}: its "
                f"proofs are at most {highest} high, which holds at most {limit} distinct "
                f"rule types (OrElim and ProofByContra need height 2, an introduction "
                f"never sits directly on its elimination, and all six types need height "
                f"4, i.e. depth >= 3)")

    def knobs(self) -> dict[str, Any]:
        return asdict(self)


# ---------------------------------------------------------------- linearisation


@dataclass(frozen=True)
class _Step:
    kind: str  # axiom | assume | derived | contradicts | since
    formula: Formula
    gold: GoldStep
    disjunction: Formula | None = None


def linearize(root: Node) -> tuple[list[_Step], list[Formula]]:
    """The gold CoT steps in the original's order, and every axiom in first-use order
    (including the ones the CoT leaves implicit: an OrElim disjunction premise and the
    fact a contradiction contradicts, when they are axioms)."""
    steps: list[_Step] = []
    axioms: dict[Formula, None] = {}
    assumed: dict[int, int] = {}  # id(assume node) -> step index

    def emit(step: _Step) -> int:
        steps.append(step)
        return len(steps) - 1

    def lin(node: Node) -> int:
        r = node.rule
        if r == "axiom":
            axioms.setdefault(node.conclusion, None)
            return emit(_Step("axiom", node.conclusion, GoldStep("axiom")))
        if r == "assume":
            if id(node) in assumed:
                return assumed[id(node)]
            return emit(_Step("assume", node.conclusion, GoldStep("assume")))
        if r == "MP":
            f = lin(node.premises[0])
            ru = lin(node.premises[1])
            return emit(_Step("derived", node.conclusion, GoldStep("MP", (f, ru))))
        if r == "AndI":
            n = len(node.premises)
            order = node.emit if node.emit is not None else tuple(reversed(range(n)))
            idx = [0] * n
            for i in order:
                idx[i] = lin(node.premises[i])
            return emit(_Step("derived", node.conclusion, GoldStep("AndI", tuple(idx))))
        if r in ("AndE", "OrI"):
            p = lin(node.premises[0])
            return emit(_Step("derived", node.conclusion, GoldStep(r, (p,))))
        if r == "OrE":
            disj = node.premises[0]
            d = implicit_or_lin(disj)
            finals = [hypothetical(case) for case in node.premises[1:]]
            prem = tuple(last for _, last in finals) + (() if d is None else (d,))
            return emit(_Step("since", node.conclusion, GoldStep("OrE", prem),
                              disj.conclusion))
        if r == "PbC":
            neg = node.premises[0]
            n_idx = implicit_or_lin(neg)
            a, y = hypothetical(node.premises[1])
            prem = (y,) + (() if n_idx is None else (n_idx,))
            k = emit(_Step("contradicts", neg.conclusion, GoldStep("contradicts", prem)))
            return emit(_Step("derived", node.conclusion, GoldStep("PbC", (a, k))))
        raise ValueError(f"unknown proof node rule {r!r}")

    def implicit_or_lin(node: Node) -> int | None:
        """A premise the CoT leaves implicit when it is an axiom (recorded, no step);
        otherwise its derivation's last step."""
        if node.rule == "axiom":
            axioms.setdefault(node.conclusion, None)
            return None
        return lin(node)

    def hypothetical(sub: Node) -> tuple[int, int]:
        """``Assume X.`` first, then the subproof; (assume index, last index)."""
        leaf = next(n for n in sub.walk() if n.rule == "assume")
        a = emit(_Step("assume", leaf.conclusion, GoldStep("assume")))
        assumed[id(leaf)] = a
        return a, lin(sub)

    lin(root)
    return steps, list(axioms)


# ---------------------------------------------------------------- realisation


def _mark_subproof_ends(sentences: list[str], kinds: list[str]) -> list[str]:
    """grammar §7: the sentence before an ``Assume``/``Since`` step and the one after a
    ``This contradicts`` step close a subproof and get ``"\\n\\n"``."""
    out = list(sentences)
    for i in range(len(out)):
        nxt = kinds[i + 1] if i + 1 < len(kinds) else None
        prev = kinds[i - 1] if i > 0 else None
        if nxt in ("assume", "since") or prev == "contradicts":
            out[i] += "\n\n"
    return out


def _body(sentence: str) -> str:
    return sentence[:-1] if sentence.endswith(".") else sentence


def _layout(config: OODConfig, gold_axioms: list[Formula], distractors: list[Formula],
            anchors: dict[Formula, Formula], rng: random.Random) -> list[Formula]:
    """Context order: rules (ordered, distractors next to their anchors), then facts."""
    rules = [f for f in gold_axioms if not f.is_ground]
    facts = [f for f in gold_axioms if f.is_ground]
    gold = set(gold_axioms)
    extra_rules = [f for f in distractors if not f.is_ground and f not in gold]
    extra_facts = [f for f in distractors if f.is_ground and f not in gold]
    if config.ordering == "preorder":
        rules.reverse()
    if config.ordering == "random":
        rules += extra_rules
        rng.shuffle(rules)
    else:
        for r in extra_rules:
            anchor = anchors.get(r)
            if anchor in rules:
                i = rules.index(anchor) + (1 if rng.random() < 0.5 else 0)
            else:
                i = rng.randrange(len(rules) + 1)
            rules.insert(i, r)
    facts += extra_facts
    rng.shuffle(facts)
    return list(dict.fromkeys(rules + facts))


def _build_tree(config: OODConfig, rule_name: str, depth: int, width: int,
                rng: random.Random) -> tuple[Built, Vocab]:
    dis = config.distractors != "none"
    if rule_name == "Composed":
        pools = Vocab(rng)  # shuffled once; every construction attempt takes a copy
        lowest, highest = composed_heights(depth)
        built, v = build_composed(pools.copy, lowest, highest, width,
                                  config.rule_types if config.rule == "Composed" else 1, rng)
        if dis:
            composed_distractors(built, v)
        return built, v
    v = Vocab(rng)
    try:
        if rule_name == "ModusPonens":
            built = build_modus_ponens(v, depth, dis, not config.proofs_only)
        elif rule_name == "AndIntro":
            built = build_and_intro(v, depth, width, dis)
        elif rule_name == "AndElim":
            built = build_and_elim(v, depth, width, dis)
        elif rule_name == "OrIntro":
            built = build_or_intro(v, depth, width, dis)
        elif rule_name == "OrElim":
            built = build_or_elim(v, depth, width, dis)
        else:
            built = build_proof_by_contra(v, depth, width, dis)
    except _OutOfNames as exc:  # check_names bounds this; reaching it is a bug
        raise GenerationError(f"{rule_name} ran out of {exc.what} at depth={depth}, "
                              f"width={width}") from exc
    return built, v


def _build(config: OODConfig, rng: random.Random, example_id: str, index: int,
           rule_name: str, depth: int, width: int, proofs_only: bool) -> Example:
    built, v = _build_tree(config, rule_name, depth, width, rng)
    steps, gold_axioms = linearize(built.root)
    distractors = built.distractors
    if config.distractors == "irrelevant":
        gold_preds: set[str] = set()
        for f in gold_axioms:
            gold_preds |= predicates(f)
        for s in steps:
            gold_preds |= predicates(s.formula)
        try:
            distractors, complete = irrelevant(
                v, gold_preds, distractors, partial=rule_name == "Composed"
            )
        except _OutOfNames as exc:  # names_needed bounds this; reaching it is a bug
            raise GenerationError(f"{rule_name} ran out of {exc.what} renaming its "
                                  f"irrelevant distractors") from exc
        if not complete:  # Composed only: recorded in the metadata below
            built.info["distractors_complete"] = False
        anchors: dict[Formula, Formula] = {}
    else:
        anchors = built.anchors
    if config.distractors == "none":
        distractors = []
    ctx_fol = _layout(config, gold_axioms, distractors, anchors, rng)
    adj = config.adjectives
    ctx_sentences = [realise(f, rng, adjectives=adj) for f in ctx_fol]
    sentence_of = dict(zip(ctx_fol, ctx_sentences, strict=True))

    def say(f: Formula) -> str:
        return sentence_of.get(f) or realise(f, rng, adjectives=adj)

    cot: list[str] = []
    for s in steps:
        if s.kind == "assume":
            cot.append(f"Assume {say(s.formula)}")
        elif s.kind == "contradicts":
            cot.append(f"This contradicts with {say(s.formula)}")
        elif s.kind == "since":
            assert s.disjunction is not None
            cot.append(f"Since {_body(say(s.disjunction))}, {say(s.formula)}")
        else:
            cot.append(say(s.formula))
    cot = _mark_subproof_ends(cot, [s.kind for s in steps])
    goal = built.root.conclusion
    if proofs_only:
        query_fol, answer = goal, None
    elif rng.random() < 0.5:
        query_fol, answer = goal, True
    else:
        query_fol, answer = negation(goal), False
    query = realise_query(query_fol, proofs_only, rng, adjectives=adj)
    metadata: dict[str, Any] = {
        "source_dataset": SOURCE_DATASET,
        "source_index": index,
        "generator": GENERATOR_NAME,
        "generator_version": GENERATOR_VERSION,
        **config.knobs(),
        "rule": rule_name,
        "depth": depth,
        "width": width,
        "width_applies": rule_name != "ModusPonens",
        "proofs_only": proofs_only,
        "distractor_mode": config.distractors,
        "entity": v.entity.name,
        "proof_height": built.root.height(),
        "proof_rule_types": built.root.rule_types(),
        "distractor_sentences": len(distractors),
    }
    if rule_name == "Composed":
        metadata["composed_attempts"] = built.info.get("attempts")
        # False when the concept names ran out before every step got its A.7 distractor
        metadata["distractors_complete"] = built.info.get("distractors_complete", True)
    return Example(
        id=example_id,
        context=tuple(ctx_sentences),
        query=query,
        chain_of_thought=tuple(cot),
        answer=answer,
        context_fol=tuple(ctx_fol),
        query_fol=query_fol,
        gold_fol=tuple(s.formula for s in steps),
        gold_steps=tuple(s.gold for s in steps),
        metadata=metadata,
    )


# ---------------------------------------------------------------- demonstrations

_OOD_POOL = {
    # formats §3.1 (main's --OOD): the other rules, with these exclusions
    "ModusPonens": ("AndIntro", "AndElim", "OrIntro"),
    "AndIntro": ("ModusPonens", "AndElim", "OrIntro", "OrElim"),
    "AndElim": ("ModusPonens", "AndIntro", "OrIntro", "OrElim", "ProofByContra"),
    "OrIntro": ("ModusPonens", "AndIntro", "AndElim", "OrElim"),
    "OrElim": ("ModusPonens", "AndIntro", "AndElim", "OrIntro", "ProofByContra"),
    "ProofByContra": ("ModusPonens", "AndIntro", "AndElim", "OrIntro", "OrElim"),
}


def demonstration_plan(config: OODConfig, test: Example, rng: random.Random
                       ) -> list[tuple[str, int, int]]:
    """``(rule, depth, width)`` of each in-context example."""
    k = config.few_shot
    if not config.ood_demonstrations:
        return [(config.rule, config.depth, config.width)] * k
    if config.rule == "Composed":
        pool = tuple(test.metadata["proof_rule_types"])
        rules = list(pool[:k]) if k < len(pool) else list(pool)
        rng.shuffle(rules)
        rules += [rng.choice(pool) for _ in range(k - len(rules))]
        rng.shuffle(rules)
    else:
        pool = _OOD_POOL[config.rule]
        rules = [rng.choice(pool) for _ in range(k)]
    return [(r, *demonstration_shape(config, r)) for r in rules]


def demonstration_shape(config: OODConfig, rule: str) -> tuple[int, int]:
    """``(depth, width)`` of an OOD demonstration of ``rule`` (formats §3.1)."""
    depth, width = config.depth, config.width
    if config.rule == "ModusPonens":
        depth, width = 1, 4
    elif config.rule in ("OrElim", "ProofByContra"):
        depth = 3
    elif config.rule == "Composed":
        depth = min(config.depth, 3)
    if rule in ("OrElim", "ProofByContra"):
        depth = 1
    return depth, width


def _check_demonstrations(config: OODConfig) -> None:
    """Every rule an OOD demonstration may be drawn from fits the names at its shape (a
    composed test proof may use any of the six rules), so no demonstration runs out of
    names mid-run."""
    pool = RULES[:-1] if config.rule == "Composed" else _OOD_POOL[config.rule]
    for rule in pool:
        depth, width = demonstration_shape(config, rule)
        try:
            check_names(rule, depth, width, config.distractors, not config.proofs_only)
        except ConfigError as exc:
            raise ConfigError(
                f"ood_demonstrations=True with rule={config.rule!r}, depth={config.depth}, "
                f"width={config.width}: its in-context examples include {rule} proofs of "
                f"depth={depth}, width={width}, which cannot be generated: {exc}") from None


def _unvalidated(config: OODConfig, index: int) -> tuple[Example, tuple[Example, ...]]:
    check_request(config, OODConfig, index)
    example_id = ood_example_id(config, index)
    test = _build(config, derive_rng(config.seed, index, "test"), example_id, index,
                  config.rule, config.depth, config.width, config.proofs_only)
    plan = demonstration_plan(config, test, derive_rng(config.seed, index, "demonstrations"))
    shots = tuple(
        _build(config, derive_rng(config.seed, index, f"in-context:{k}"),
               f"{example_id}/in-context-{k}", index, r, d, w, config.proofs_only)
        for k, (r, d, w) in enumerate(plan)
    )
    return test, shots


def generate_ood_one(config: OODConfig, index: int, *, validate: bool = True) -> Example:
    """Item ``index`` of the data set ``config`` describes, with its in-context examples.

    The test example draws from ``(seed, index, "test")``, in-context example k from
    ``(seed, index, "in-context:k")`` and the OOD demonstration plan from
    ``(seed, index, "demonstrations")``. With ``validate`` every example is checked
    (:func:`pyverify.generate.ood_validate.validate_ood_example`); a failure raises
    GenerationError.
    """
    test, shots = _unvalidated(config, index)
    if validate:
        from pyverify.generate.ood_validate import validate_ood_examples

        validate_ood_examples([*shots, test])
    return with_in_context(test, shots)


def generate_ood(config: OODConfig, *, validate: bool = True) -> Iterator[Example]:
    """Items ``0 … config.n - 1``, each validated before it is yielded (in batches:
    :func:`~pyverify.generate.config.items_in_batches`; the items equal
    :func:`generate_ood_one`'s)."""
    check_request(config, OODConfig)  # now, not when the first item is asked for
    from pyverify.generate.ood_validate import validate_ood_examples

    return items_in_batches(config.n, lambda i: _unvalidated(config, i),
                            validate_ood_examples if validate else None)


def ood_example_id(config: OODConfig, index: int) -> str:
    return (f"prontoqa-ood-{config.rule}-d{config.depth}-w{config.width}-"
            f"{config.distractors}-s{config.seed}-{index}")


# ---------------------------------------------------------------- file names

DEFAULT_SHOTS = 8


def ood_file_name(config: OODConfig) -> str:
    """The original generator's file name for these knobs (formats §1.1), e.g.
    ``1hop_OOD_OrElim_3proofwidth_random_noadj.json``.

    Suffix order as main writes them: ``_OOD``, ``_<Rule>`` (every rule but ModusPonens,
    and ModusPonens under ``_OOD``), ``_ProofsOnly`` (ModusPonens proofs-only without
    ``_OOD``), ``_<k>shot`` (k ≠ 8), ``_<w>proofwidth`` (width ≠ 2; Composed: ≠ 3, the
    original's fixed operand count; never for ModusPonens), ``_<r>ruletypes`` (Composed,
    r ≠ 3), ``_random`` / ``_preorder``, ``_nodistractor`` / ``_irrelevantdistractor``,
    ``_noadj``, ``_seed<s>`` (s ≠ 0, pyverify's default). pyverify's labelled data where
    main writes proofs only (every rule but ModusPonens, and ModusPonens under ``_OOD``)
    adds ``_TrueFalse`` after the rule.
    """
    parts = [f"{config.depth}hop"]
    if config.ood_demonstrations:
        parts.append("OOD")
    if config.rule != "ModusPonens" or config.ood_demonstrations:
        parts.append(config.rule)
        if not config.proofs_only:
            parts.append("TrueFalse")
    elif config.proofs_only:
        parts.append("ProofsOnly")
    if config.few_shot != DEFAULT_SHOTS:
        parts.append(f"{config.few_shot}shot")
    if config.rule != "ModusPonens" and config.width != DEFAULT_WIDTH.get(config.rule, 2):
        parts.append(f"{config.width}proofwidth")
    if config.rule == "Composed" and config.rule_types != 3:
        parts.append(f"{config.rule_types}ruletypes")
    if config.ordering != "postorder":
        parts.append(config.ordering)
    if config.distractors == "none":
        parts.append("nodistractor")
    elif config.distractors == "irrelevant":
        parts.append("irrelevantdistractor")
    if not config.adjectives:
        parts.append("noadj")
    if config.seed != 0:
        parts.append(f"seed{config.seed}")
    return "_".join(parts) + ".json"


SPEC = register(
    GeneratorSpec(
        name=GENERATOR_NAME,
        config_cls=OODConfig,
        generate_one=generate_ood_one,
        version=GENERATOR_VERSION,
    )
)
