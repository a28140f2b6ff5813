"""Proof trees and the per-rule builders of PrOntoQA-OOD (seed 002 §3, A.4, A.7).

A proof is a tree of :class:`Node` s, as in the original generator: leaves are axioms
(context sentences) or hypotheses (``assume``); inner nodes are one deduction step.
``premises`` per rule:

* ``MP``   — ``(fact subproof, rule axiom)``;
* ``AndI`` — the conjunct subproofs in conjunct order (``emit`` = the order the CoT states
  them; default reversed, as the original);
* ``AndE`` / ``OrI`` — ``(subproof of the conjunction / of the disjunct,)``;
* ``OrE``  — ``(disjunction subproof, case 1, …, case n)``; case i contains the leaf
  ``assume`` of disjunct i;
* ``PbC``  — ``(subproof of ¬Y, hypothetical subproof of Y)``; the latter contains the leaf
  ``assume X`` and the node concludes ``¬X``.

Each builder returns a :class:`Built`: the tree, the distractor axioms (A.7) and, per
distractor rule, the gold axiom it sits next to in pre/postorder contexts. Every name is
fresh (drawn from :class:`Vocab`), so distractors never conclude a predicate of the proof
(A.7) and the builders need no rejection sampling; the budget is checked up front by
:func:`names_needed`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from pyverify.errors import ConfigError
from pyverify.example import OOD_RULES
from pyverify.language.lexicon import (
    ENTITY_NAMES,
    FICTIONAL_EXTRA,
    FICTIONAL_IRRELEVANT,
    FICTIONAL_MAIN,
    PROPERTY_FAMILIES,
)
from pyverify.logic import And, Const, Formula, Kind, Not, Or, Pred, X, rule, substitute

RULES = OOD_RULES
#: Gold step rule names (GoldStep.rule) of the tree nodes.
STEP_RULES = ("axiom", "assume", "MP", "AndI", "AndE", "OrI", "OrE", "PbC")
#: Rule-type name of each inner node, as the original names them (composed metadata).
RULE_TYPE = {"MP": "ModusPonens", "AndI": "AndIntro", "AndE": "AndElim", "OrI": "OrIntro",
             "OrE": "OrElim", "PbC": "ProofByContra"}


@dataclass(eq=False)
class Node:
    """One proof step (see the module docstring for ``premises``)."""

    rule: str
    conclusion: Formula
    premises: tuple[Node, ...] = ()
    emit: tuple[int, ...] | None = None

    def walk(self) -> Iterator[Node]:
        stack = [self]
        while stack:
            n = stack.pop()
            yield n
            stack.extend(reversed(n.premises))

    def height(self) -> int:
        """Rule applications on the longest path to a leaf (a leaf has height 0)."""
        if not self.premises:
            return 0
        return 1 + max(p.height() for p in self.premises)

    def rule_types(self) -> list[str]:
        seen: dict[str, None] = {}
        for n in self.walk():
            if n.rule in RULE_TYPE:
                seen.setdefault(RULE_TYPE[n.rule], None)
        return list(seen)


def axiom(f: Formula) -> Node:
    return Node("axiom", f)


def mp(fact: Node, rule_f: Formula, conclusion: Formula) -> Node:
    return Node("MP", conclusion, (fact, axiom(rule_f)))


@dataclass
class Built:
    """A builder's result."""

    root: Node
    distractors: list[Formula] = field(default_factory=list)
    anchors: dict[Formula, Formula] = field(default_factory=dict)
    info: dict[str, object] = field(default_factory=dict)


# ---------------------------------------------------------------- vocabulary


class Vocab:
    """Fresh concept names and adjectives for one example.

    Proof concepts come from the front of the pool (main's 17 names first), distractor
    concepts from the back (the 22 "irrelevant" names first), so ``irrelevant`` mode
    distractors use the irrelevant names as in the original. Adjectives are drawn with
    pairwise different families inside one conjunction (evaluation reference §7 item 19).

    ``adj_plan``, when a builder sets it, is the sizes of the adjective draws still to come
    (:func:`adjective_draws`). A random choice of families that would leave too few of
    them for those draws is replaced by the families with the most adjectives left, so a
    plan :func:`check_names` accepts never runs out mid-proof; every other choice is the
    random one, unchanged.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        main = list(FICTIONAL_MAIN)
        extra = list(FICTIONAL_EXTRA)
        irr = list(FICTIONAL_IRRELEVANT)
        rng.shuffle(main)
        rng.shuffle(extra)
        rng.shuffle(irr)
        # front: main names, then the extra ones; back: irrelevant names, then extra ones
        self.nouns = main + extra + irr[::-1]
        self.adj_pool: dict[str, list[str]] = {}
        for fam, adjs in PROPERTY_FAMILIES.items():
            pool = list(adjs)
            rng.shuffle(pool)
            self.adj_pool[fam] = pool
        names = list(ENTITY_NAMES)
        rng.shuffle(names)
        self.entity = Const(names[0])
        self.other_entity = Const(names[1])
        self.adj_plan: list[int] | None = None

    def copy(self) -> Vocab:
        """An unused copy with the same shuffled pools (cheap: composed proofs retry
        their construction, and reshuffling every pool per attempt dominated)."""
        other = object.__new__(Vocab)
        other.rng = self.rng
        other.nouns = list(self.nouns)
        other.adj_pool = {fam: list(pool) for fam, pool in self.adj_pool.items()}
        other.entity = self.entity
        other.other_entity = self.other_entity
        other.adj_plan = None if self.adj_plan is None else list(self.adj_plan)
        return other

    def noun(self) -> str:
        if not self.nouns:
            raise _OutOfNames("concept names")
        return self.nouns.pop(0)

    def dnoun(self) -> str:
        if not self.nouns:
            raise _OutOfNames("concept names")
        return self.nouns.pop()

    def adjs(self, k: int) -> list[str]:
        """``k`` unused adjectives from pairwise different families."""
        fams = [f for f, pool in self.adj_pool.items() if pool]
        if len(fams) < k:
            raise _OutOfNames("adjectives from distinct families")
        chosen = self.rng.sample(fams, k)
        plan = self.adj_plan
        if plan is not None and k in plan:
            plan.remove(k)
            left = [len(pool) - (fam in chosen) for fam, pool in self.adj_pool.items()]
            if not adjectives_fit(left, plan):
                # the random families would run dry before the draws still to come
                # (which then failed mid-proof): the k fullest families keep every
                # servable plan servable (ties go to the random choice)
                ranked = chosen + [f for f in fams if f not in chosen]
                ranked.sort(key=lambda f: -len(self.adj_pool[f]))
                chosen = ranked[:k]
                self.rng.shuffle(chosen)
        return [self.adj_pool[f].pop() for f in chosen]

    def adj(self) -> str:
        return self.adjs(1)[0]

    def atom(self, noun: bool = True) -> str:
        return self.noun() if noun else self.adj()


class _OutOfNames(Exception):
    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


def _p(name: str, term: Formula = X) -> Formula:
    return Pred(name, term)


def _open(f: Formula, c: Formula) -> Formula:
    """The formula with the entity ``c`` replaced by the variable x."""
    return substitute(f, c, X)


# ---------------------------------------------------------------- name budget

N_NOUNS = len(FICTIONAL_MAIN) + len(FICTIONAL_EXTRA) + len(FICTIONAL_IRRELEVANT)
N_FAMILIES = len(PROPERTY_FAMILIES)
N_ADJECTIVES = sum(len(v) for v in PROPERTY_FAMILIES.values())


def names_needed(rule_name: str, depth: int, width: int, distractors: str,
                 labelled: bool) -> tuple[int, int]:
    """``(concept names, adjectives)`` one example of the rule uses (exact for the
    builders below; ``irrelevant`` adds one fresh name per proof predicate that its
    distractors mention)."""
    d, w = depth, width
    dis = distractors != "none"
    irr = distractors == "irrelevant"
    lab = 1 if labelled else 0
    if rule_name == "ModusPonens":
        nouns, adjs = d, 1
        if dis:
            nouns, adjs = nouns + d + 2 + lab, adjs + d + 1
        if irr:
            nouns, adjs = nouns + d, adjs + lab
    elif rule_name == "AndIntro":
        nouns, adjs = d, (w - 1) * d
        if dis:
            nouns, adjs = nouns + d, adjs + (w - 1) * d
        if irr:
            nouns += d
    elif rule_name == "AndElim":
        n_adj = w - 2 if dis else w - 1
        nouns, adjs = d, n_adj * d
        if dis:
            nouns += 2 * d + 2 + (1 if n_adj == 0 else 0)
            adjs += d + n_adj + 1
    elif rule_name == "OrIntro":
        nouns, adjs = d, (w - 1) * d
        if dis:
            nouns, adjs = nouns + d + 2, adjs + (w - 1) * d + 1
        if irr:
            nouns += d
    elif rule_name == "OrElim":
        dead = w if d > 1 else 0
        nouns, adjs = 1 + w * d, 0
        if dis:
            nouns, adjs = nouns + 4 + dead, adjs + dead
        if irr:
            nouns += w + 1 + dead
    elif rule_name == "ProofByContra":
        nouns, adjs = w + d, 0
        if dis:
            nouns, adjs = nouns + 4 + (d - 1), adjs + (d - 1)
        if irr:
            nouns += w + (d - 1)
    else:
        raise ValueError(rule_name)
    return nouns, adjs


#: Adjectives per property family, the capacities the draws of :func:`adjective_draws`
#: share.
FAMILY_SIZES = tuple(len(v) for v in PROPERTY_FAMILIES.values())
#: Builders that draw several adjectives at once (from pairwise different families).
_GROUP_DRAWS = ("AndIntro", "AndElim", "OrIntro")


def adjective_draws(rule_name: str, depth: int, width: int, distractors: str,
                    labelled: bool) -> list[int]:
    """The size of every :meth:`Vocab.adjs` draw one example of the rule makes, in no
    particular order; they add up to :func:`names_needed`'s adjectives. Only AndIntro,
    AndElim and OrIntro draw groups (a conjunction's or disjunction's adjectives); the
    other rules draw one adjective at a time."""
    d, w = depth, width
    dis = distractors != "none"
    if rule_name == "AndIntro":
        return [w - 1] * (2 * d if dis else d)
    if rule_name == "AndElim":
        n_adj = w - 2 if dis else w - 1
        return [n_adj] * d + ([1] * d + [n_adj, 1] if dis else [])
    if rule_name == "OrIntro":
        return [w - 1] * (2 * d if dis else d) + ([1] if dis else [])
    return [1] * names_needed(rule_name, depth, width, distractors, labelled)[1]


def adjectives_fit(capacities: Iterable[int], draws: Iterable[int]) -> bool:
    """Whether draws of these sizes, each from pairwise different families, can all be
    served by families holding ``capacities`` adjectives (Gale–Ryser: for every t, the t
    largest draws take at most Σ min(capacity, t))."""
    caps = list(capacities)
    total = 0
    for t, k in enumerate(sorted(draws, reverse=True), start=1):
        total += k
        if total > sum(min(c, t) for c in caps):
            return False
    return True


def check_names(rule_name: str, depth: int, width: int, distractors: str,
                labelled: bool) -> None:
    nouns, adjs = names_needed(rule_name, depth, width, distractors, labelled)
    if nouns > N_NOUNS:
        raise ConfigError(
            f"depth={depth}, width={width} is too large for rule={rule_name!r} with "
            f"distractors={distractors!r}: it needs up to {nouns} fictional concept names and "
            f"{N_NOUNS} exist (lower depth or width, or set distractors='none')")
    if adjs > N_ADJECTIVES:
        raise ConfigError(
            f"depth={depth}, width={width} is too large for rule={rule_name!r} with "
            f"distractors={distractors!r}: it needs up to {adjs} adjectives and "
            f"{N_ADJECTIVES} exist (lower depth or width)")
    if rule_name in _GROUP_DRAWS and width - 1 > N_FAMILIES:
        raise ConfigError(f"width={width} needs {width - 1} adjectives from distinct "
                          f"property families and there are {N_FAMILIES}")
    draws = adjective_draws(rule_name, depth, width, distractors, labelled)
    if not adjectives_fit(FAMILY_SIZES, draws):
        groups = sum(1 for k in draws if k > 1)
        raise ConfigError(
            f"depth={depth}, width={width} is too large for rule={rule_name!r} with "
            f"distractors={distractors!r}: it draws {groups} groups of up to {max(draws)} "
            f"adjectives, each from pairwise different property families, and the "
            f"{N_FAMILIES} families ({min(FAMILY_SIZES)} to {max(FAMILY_SIZES)} adjectives "
            f"each) cannot supply them all (lower depth or width)")


# ---------------------------------------------------------------- distractor helpers


def _dead_end(v: Vocab, ante: Formula, anchors: dict[Formula, Formula], anchor: Formula,
              out: list[Formula]) -> str:
    """``ante → D`` and ``D → ±adjective`` with fresh D: a branch that leads nowhere."""
    d = v.dnoun()
    r = rule(ante, _p(d))
    out.append(r)
    anchors[r] = anchor
    prop = _p(v.adj())
    out.append(rule(_p(d), Not(prop) if v.rng.random() < 1 / 3 else prop))
    return d


def irrelevant(
    v: Vocab, gold_preds: set[str], distractors: list[Formula], *, partial: bool = False
) -> tuple[list[Formula], bool]:
    """Rename the distractors off the proof: every proof predicate becomes a fresh one of
    the same kind and the entity another entity (the original's ``irrelevant`` mode).

    Returns the renamed distractors and whether all of them could be renamed. When the
    names run out, ``partial=True`` keeps the ones already renamed (a half-renamed one
    would still mention the proof, so it is dropped); otherwise _OutOfNames propagates.
    """
    mapping: dict[str, str] = {}
    from pyverify.language.lexicon import DEFAULT_LEXICON

    def rename(f: Formula) -> Formula:
        if f.kind is Kind.PRED:
            name = f.name
            if name in gold_preds:
                if name not in mapping:
                    mapping[name] = v.dnoun() if name in DEFAULT_LEXICON.plurals else v.adj()
                name = mapping[name]
            args = tuple(v.other_entity if a is v.entity else a for a in f.args)
            return Pred(name, *args)
        if not f.args or f.is_term:
            return f
        return Formula(f.kind, f.name, tuple(rename(a) for a in f.args))

    out = []
    for f in distractors:
        try:
            out.append(rename(f))
        except _OutOfNames:
            if not partial:
                raise
            return out, False
    return out, True


# ---------------------------------------------------------------- builders


def build_modus_ponens(v: Vocab, depth: int, distractors: bool, labelled: bool) -> Built:
    """Premise ``N0(c)``, rules ``N_k → N_k+1`` and a last (negated) property rule."""
    c = v.entity
    nouns = [v.noun() for _ in range(depth)]
    node = axiom(_p(nouns[0], c))
    rules_used: list[Formula] = []
    for k in range(depth - 1):
        r = rule(_p(nouns[k]), _p(nouns[k + 1]))
        rules_used.append(r)
        node = mp(node, r, _p(nouns[k + 1], c))
    prop = v.adj()
    negated = v.rng.random() < 1 / 3
    lit = Not(_p(prop)) if negated else _p(prop)
    last = rule(_p(nouns[-1]), lit)
    rules_used.append(last)
    node = mp(node, last, substitute(lit, X, c))
    built = Built(node)
    if distractors:
        out, anchors = built.distractors, built.anchors
        for k in range(depth):  # a distractor parent on every proof node
            _dead_end(v, _p(nouns[k]), anchors, rules_used[k], out)
        # a separate two-node ontology with a premise about the same entity
        d0 = v.dnoun()
        out.append(_p(d0, c))
        _dead_end(v, _p(d0), anchors, rules_used[0], out)
        if labelled:  # the v1 (A.2) sentence: a concept with the opposite property
            e = v.dnoun()
            out.append(rule(_p(e), _p(prop) if negated else Not(_p(prop))))
    return built


def build_and_intro(v: Vocab, depth: int, width: int, distractors: bool) -> Built:
    """Per hop: the current fact and ``width − 1`` premise adjectives, their conjunction,
    then (except after the last hop) a rule with that conjunctive antecedent."""
    v.adj_plan = adjective_draws("AndIntro", depth, width,
                                "relevant" if distractors else "none", False)
    c = v.entity
    built = Built(axiom(_p(v.noun(), c)))
    node = built.root
    current = node.conclusion.name
    for k in range(depth):
        adjs = v.adjs(width - 1)
        conj = And(*[_p(a) for a in adjs], _p(current))
        facts = [axiom(_p(a, c)) for a in adjs]
        node = Node("AndI", substitute(conj, X, c), (*facts, node))
        anchor: Formula | None = None
        if k < depth - 1:
            nxt = v.noun()
            anchor = rule(conj, _p(nxt))
            node = mp(node, anchor, _p(nxt, c))
            current = nxt
        if distractors:
            dadjs = v.adjs(width - 1)
            dconj = And(*[_p(a) for a in dadjs], _p(conj.args[-1].name))
            r = rule(dconj, _p(v.dnoun()))
            built.distractors.append(r)
            built.distractors.extend(_p(a, c) for a in dadjs)
            if anchor is not None:
                built.anchors[r] = anchor
    built.root = node
    return built


def build_and_elim(v: Vocab, depth: int, width: int, distractors: bool) -> Built:
    """A conjunction premise; per hop an elimination of the chain noun, then a rule with
    a conjunctive consequent; the last elimination picks any non-distractor conjunct."""
    v.adj_plan = adjective_draws("AndElim", depth, width,
                                "relevant" if distractors else "none", False)
    c = v.entity
    n_adj = width - 2 if distractors else width - 1
    out: list[Formula] = []
    anchors: dict[Formula, Formula] = {}

    def conjunction(noun: str) -> tuple[Formula, list[str]]:
        ops = [_p(a) for a in v.adjs(n_adj)]
        nouns = [noun]
        if distractors:
            nouns.append(v.dnoun())
            v.rng.shuffle(nouns)
        return And(*ops, *[_p(n) for n in nouns]), [n for n in nouns if n != noun]

    noun = v.noun()
    conj, dnouns = conjunction(noun)
    node = axiom(substitute(conj, X, c))
    anchor_rule: Formula | None = None
    first_rule: Formula | None = None
    for k in range(depth):
        for dn in dnouns:
            r = rule(_p(dn), And(_p(v.adj()), _p(v.dnoun())))
            out.append(r)
            if anchor_rule is not None:
                anchors[r] = anchor_rule
        if k == depth - 1:
            options = [op for op in conj.args if op.name not in dnouns]
            target = v.rng.choice(options)
            node = Node("AndE", substitute(target, X, c), (node,))
            break
        node = Node("AndE", _p(noun, c), (node,))
        nxt = v.noun()
        conj, dnouns = conjunction(nxt)
        anchor_rule = rule(_p(noun), conj)
        first_rule = first_rule or anchor_rule
        node = mp(node, anchor_rule, substitute(conj, X, c))
        noun = nxt
    built = Built(node, out, anchors)
    if distractors:
        # a distractor conjunction premise about the same entity, with its own rule
        dn = v.dnoun()
        ops = [_p(a, c) for a in v.adjs(n_adj)] + [_p(dn, c)]
        if len(ops) < 2:
            ops.append(_p(v.dnoun(), c))
        out.append(And(*ops))
        r = rule(_p(dn), And(_p(v.adj()), _p(v.dnoun())))
        out.append(r)
        if first_rule is not None:
            anchors[r] = first_rule
    return built


def build_or_intro(v: Vocab, depth: int, width: int, distractors: bool) -> Built:
    """Per hop: a disjunction containing the current fact at a random position, then
    (except after the last hop) a rule with that disjunctive antecedent."""
    v.adj_plan = adjective_draws("OrIntro", depth, width,
                                "relevant" if distractors else "none", False)
    c = v.entity
    built = Built(axiom(_p(v.noun(), c)))
    node = built.root
    current = node.conclusion.name
    for k in range(depth):
        ops = [_p(a) for a in v.adjs(width - 1)]
        ops.insert(v.rng.randrange(width), _p(current))
        disj = Or(*ops)
        node = Node("OrI", substitute(disj, X, c), (node,))
        anchor: Formula | None = None
        if k < depth - 1:
            nxt = v.noun()
            anchor = rule(disj, _p(nxt))
            node = mp(node, anchor, _p(nxt, c))
        if distractors:
            dops = [_p(a) for a in v.adjs(width - 1)]
            dops.insert(v.rng.randrange(width), _p(current))
            r = rule(Or(*dops), _p(v.dnoun()))
            built.distractors.append(r)
            if anchor is not None:
                built.anchors[r] = anchor
        if k < depth - 1:
            current = nxt
    built.root = node
    if distractors:  # a distractor premise whose disjunctive rule leads elsewhere
        f = v.dnoun()
        built.distractors.append(_p(f, c))
        built.distractors.append(rule(Or(_p(f), _p(v.adj())), _p(v.dnoun())))
    return built


def build_or_elim(v: Vocab, depth: int, width: int, distractors: bool) -> Built:
    """Premise ``B1 ∨ … ∨ Bw``; case i: ``Assume Bi`` and ``depth`` rule applications
    along its own chain to the shared root R; then ``Since B1 or … or Bw, R``."""
    c = v.entity
    root_name = v.noun()
    children = [v.noun() for _ in range(width)]
    chains = [[ch] + [v.noun() for _ in range(depth - 1)] + [root_name] for ch in children]
    disj = Or(*[_p(ch, c) for ch in children])
    cases = []
    case_rules: list[list[Formula]] = []
    for chain in chains:
        node = Node("assume", _p(chain[0], c))
        rs = []
        for a, b in zip(chain, chain[1:], strict=False):
            r = rule(_p(a), _p(b))
            rs.append(r)
            node = mp(node, r, _p(b, c))
        cases.append(node)
        case_rules.append(rs)
    root = Node("OrE", _p(root_name, c), (axiom(disj), *cases))
    built = Built(root)
    if distractors:
        out, anchors = built.distractors, built.anchors
        # a second root with the same children (provable by cases too, not the goal)
        root2 = v.dnoun()
        for ch, rs in zip(children, case_rules, strict=True):
            r = rule(_p(ch), _p(root2))
            out.append(r)
            anchors[r] = rs[0]
        # more children of the real root, with nothing said about them
        for _ in range(2):
            r = rule(_p(v.dnoun()), _p(root_name))
            out.append(r)
            anchors[r] = case_rules[v.rng.randrange(width)][-1]
        # a distractor disjunction sharing one disjunct: its new disjunct only reaches root2
        e = v.dnoun()
        r = rule(_p(e), _p(root2))
        out.append(r)
        dops = [_p(e, c), _p(v.rng.choice(children), c)]
        v.rng.shuffle(dops)
        out.append(Or(*dops))
        # a dead end from one intermediate node of every case chain
        for chain, rs in zip(chains, case_rules, strict=True):
            if len(chain) > 2:
                k = v.rng.randrange(1, len(chain) - 1)
                _dead_end(v, _p(chain[k]), anchors, rs[k], out)
    return built


def build_proof_by_contra(v: Vocab, depth: int, width: int, distractors: bool) -> Built:
    """Premise ``¬R(c)``, rule ``B1 ∨ … ∨ Bw → M1`` and a chain ``M1 → … → R`` of
    ``depth`` rule applications in all; per child: assume it, or-introduce the antecedent,
    climb to R, contradict ``¬R(c)``, conclude ``¬Bi``; finally the conjunction."""
    c = v.entity
    children = [v.noun() for _ in range(width)]
    chain = [v.noun() for _ in range(depth)]  # M1 … M_{d-1}, R
    root_name = chain[-1]
    ante = Or(*[_p(ch) for ch in children])
    disj_rule = rule(ante, _p(chain[0]))
    chain_rules = [rule(_p(a), _p(b)) for a, b in zip(chain, chain[1:], strict=False)]
    premise = Not(_p(root_name, c))
    order = list(range(width))
    v.rng.shuffle(order)
    subproofs = []
    for i in order:
        node = Node("assume", _p(children[i], c))
        node = Node("OrI", substitute(ante, X, c), (node,))
        node = mp(node, disj_rule, _p(chain[0], c))
        for r, b in zip(chain_rules, chain[1:], strict=True):
            node = mp(node, r, _p(b, c))
        subproofs.append(Node("PbC", Not(_p(children[i], c)), (axiom(premise), node)))
    goal = And(*[s.conclusion for s in subproofs])
    root = Node("AndI", goal, tuple(subproofs), emit=tuple(range(width)))
    built = Built(root)
    if distractors:
        out, anchors = built.distractors, built.anchors
        # a second root rule with the same children
        r = rule(ante, _p(v.dnoun()))
        out.append(r)
        anchors[r] = disj_rule
        # a "synonymous" structure: another negated premise with its own disjunctive rule
        s = v.dnoun()
        out.append(Not(_p(s, c)))
        r2 = rule(Or(_p(v.dnoun()), _p(v.dnoun())), _p(s))
        out.append(r2)
        anchors[r2] = disj_rule
        # dead ends from the chain nodes below R
        for k in range(len(chain) - 1):
            _dead_end(v, _p(chain[k]), anchors, chain_rules[k], out)
    return built
