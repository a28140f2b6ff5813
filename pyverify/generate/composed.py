"""Composed PrOntoQA-OOD proofs: deduction rules combined recursively (seed 002 §3, A.5).

As in the original: pick a rule allowed for the requested conclusion, generate a subproof
for each premise one level lower, stop with an axiom at depth 0. Constraints kept from
the original (and made explicit):

* no introduction directly above or below its matching elimination (AndIntro's
  premises are never AndElim and AndElim's premise never AndIntro; likewise OrIntro /
  OrElim; ProofByContra's subproofs contain no ProofByContra directly below it);
* OrElim and ProofByContra need two levels (the cases or the contradiction need a step)
  and never occur inside a hypothesis;
* the hypothesis of a case or of a contradiction is an atomic axiom leaf of that subproof
  (so the subproof really uses it), stated first in its subproof;
* every name is fresh, so no distractor and no other branch proves a hypothesis, a goal
  is never an axiom, and no goal is a tautology (validated by z3 all the same).

Where the original re-samples names until its checks pass, this builder draws fresh
names, so it retries only to reach ``rule_types`` distinct rule types and the lowest
height (bounded; exhausting the bound is a GenerationError naming the knobs).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pyverify.errors import GenerationError
from pyverify.generate.ood_rules import (
    RULE_TYPE,
    Built,
    Node,
    Vocab,
    _OutOfNames,
    _p,
    axiom,
    mp,
)
from pyverify.logic import And, Formula, Kind, Not, Or, X, rule, substitute

ANY = "any"  # any conclusion
LIT = "lit"  # a literal
_BRANCHING = ("AndI", "OrE", "PbC")
#: Attempts with the full budget of branching steps; later ones allow fewer (smaller
#: proofs, which keep within the names when the large ones run out of them).
FULL_BRANCHING_ATTEMPTS = 100
#: Every accepted setting succeeds in at least ~5% of its attempts, so this bound is
#: never reached in practice (a bound of 200 was: about one item in 500 at five or six
#: rule types) and still stops a few seconds in.
MAX_ATTEMPTS = 2000


class _Retry(Exception):
    pass


def _positive(f: Formula) -> bool:
    """Only positive atoms, possibly under one and/or (renderable in rule positions)."""
    if f.kind is Kind.PRED:
        return True
    return f.kind in (Kind.AND, Kind.OR) and all(a.kind is Kind.PRED for a in f.args)


class _Composer:
    def __init__(self, v: Vocab, width: int, rng: random.Random, max_branching: int) -> None:
        self.v = v
        self.c = v.entity
        self.w = width
        self.rng = rng
        self.used: set[str] = set()
        self.branching = 0
        self.max_branching = max_branching

    # ------------------------------------------------------------ atoms
    def fresh(self, positive: bool = True) -> Formula:
        name = self.v.noun() if self.rng.random() < 0.7 else self.v.adj()
        atom = _p(name, self.c)
        return atom if positive else Not(atom)

    def conclusion(self, spec: Formula | str, pos: bool) -> Formula:
        if isinstance(spec, Formula):
            return spec
        return self.fresh(pos or self.rng.random() >= 0.25)

    def literal(self, spec: Formula | str, pos: bool) -> Formula:
        if spec == LIT:
            return self.fresh(pos or self.rng.random() >= 0.25)
        return self.conclusion(spec, pos)

    # ------------------------------------------------------------ recursion
    def candidates(self, spec: Formula | str, depth: int, hyp: bool, banned: tuple[str, ...],
                   pos: bool) -> list[str]:
        if depth == 0:
            return []
        fixed = spec if isinstance(spec, Formula) else None
        compound = fixed is not None and fixed.kind in (Kind.AND, Kind.OR)
        out = []
        if fixed is None or not compound or _positive(fixed):
            out.append("MP")
        if spec == ANY:
            out += ["AndI", "OrI"]
        if not compound:
            out.append("AndE")
            if not hyp and depth >= 2:
                out.append("OrE")
                if fixed is None and not pos:
                    out.append("PbC")
        out = [r for r in out if r not in banned]
        if self.branching >= self.max_branching:
            out = [r for r in out if r not in _BRANCHING]
        return out

    def gen(self, spec: Formula | str, depth: int, hyp: bool, banned: tuple[str, ...],
            pos: bool) -> Node:
        cands = self.candidates(spec, depth, hyp, banned, pos)
        while cands:
            weights = [3.0 if RULE_TYPE[r] not in self.used else 1.0 for r in cands]
            r = self.rng.choices(cands, weights)[0]
            try:
                node = self._step(r)(spec, depth, hyp, pos)
            except _Retry:
                cands.remove(r)
                continue
            self.used.add(RULE_TYPE[r])
            return node
        return axiom(self.conclusion(spec, pos) if spec != LIT else self.fresh(True))

    def _step(self, r: str) -> Callable[[Formula | str, int, bool, bool], Node]:
        return {"MP": self._mp, "AndI": self._and_i, "AndE": self._and_e, "OrI": self._or_i,
                "OrE": self._or_e, "PbC": self._pbc}[r]

    def _mp(self, spec: Formula | str, depth: int, hyp: bool, pos: bool) -> Node:
        premise = self.gen(ANY, depth - 1, hyp, (), True)
        ante = premise.conclusion
        if not _positive(ante):
            raise _Retry
        concl = self.conclusion(spec, pos)
        r = rule(substitute(ante, self.c, X), substitute(concl, self.c, X))
        return mp(premise, r, concl)

    def _and_i(self, spec: Formula | str, depth: int, hyp: bool, pos: bool) -> Node:
        self.branching += 1
        subs = [self.gen(LIT, depth - 1, hyp, ("AndE",), pos) for _ in range(self.w)]
        if any(s.conclusion.kind in (Kind.AND, Kind.OR) for s in subs):
            raise _Retry
        return Node("AndI", And(*[s.conclusion for s in subs]), tuple(subs))

    def _and_e(self, spec: Formula | str, depth: int, hyp: bool, pos: bool) -> Node:
        target = self.literal(spec, pos)
        ops = [self.fresh(True) for _ in range(self.w - 1)]
        ops.insert(self.rng.randrange(self.w), target)
        conj = And(*ops)
        sub = self.gen(conj, depth - 1, hyp, ("AndI",), target.kind is Kind.PRED)
        return Node("AndE", target, (sub,))

    def _or_i(self, spec: Formula | str, depth: int, hyp: bool, pos: bool) -> Node:
        sub = self.gen(LIT, depth - 1, hyp, ("OrE",), pos)
        if sub.conclusion.kind in (Kind.AND, Kind.OR):
            raise _Retry
        ops = [self.fresh(True) for _ in range(self.w - 1)]
        ops.insert(self.rng.randrange(self.w), sub.conclusion)
        return Node("OrI", Or(*ops), (sub,))

    def _hypothetical(self, goal: Formula, depth: int, banned: tuple[str, ...],
                      pos: bool) -> Node:
        """A subproof of ``goal`` under a hypothesis: one of its atomic axiom leaves
        (never the goal) becomes ``assume``."""
        for _ in range(4):
            sub = self.gen(goal, depth, True, banned, pos)
            leaves = [n for n in sub.walk() if n.rule == "axiom"
                      and n.conclusion.kind is Kind.PRED and n.conclusion is not goal]
            if leaves:
                leaf = self.rng.choice(leaves)
                leaf.rule = "assume"
                return sub
        raise _Retry

    def _or_e(self, spec: Formula | str, depth: int, hyp: bool, pos: bool) -> Node:
        self.branching += 1
        goal = self.literal(spec, pos)
        cases = [self._hypothetical(goal, depth - 1, ("OrI",), goal.kind is Kind.PRED)
                 for _ in range(self.w)]
        assumed = [next(n for n in case.walk() if n.rule == "assume").conclusion
                   for case in cases]
        disj = Or(*assumed)
        disj_sub = self.gen(disj, depth - 1, hyp, ("OrI",), True)
        return Node("OrE", goal, (disj_sub, *cases))

    def _pbc(self, spec: Formula | str, depth: int, hyp: bool, pos: bool) -> Node:
        self.branching += 1
        y = self.fresh(True)
        first = self.gen(Not(y), depth - 1, hyp, ("PbC",), False)
        second = self._hypothetical(y, depth - 1, ("PbC",), True)
        x = next(n for n in second.walk() if n.rule == "assume").conclusion
        return Node("PbC", Not(x), (first, second))


def build_composed(v_factory: Callable[[], Vocab], lowest: int, highest: int, width: int,
                   rule_types: int, rng: random.Random) -> tuple[Built, Vocab]:
    """A composed proof of height between ``lowest`` and ``highest`` (built to ``highest``,
    as the original builds to depth 1 + hops) with at least ``rule_types`` distinct rule
    types; bounded retries, then GenerationError."""
    # at most two branching steps (AndIntro, OrElim, ProofByContra) keep the proof
    # within the names; all six rule types need three
    branching = 3 if rule_types >= 6 else 2
    # the fewer steps allowed later still reach the rule types: five of them need two
    # branching rules (only ModusPonens, AndElim and OrIntro do not branch), six all three
    fewer = max(1, rule_types - 3)
    for attempt in range(MAX_ATTEMPTS):
        v = v_factory()
        comp = _Composer(v, width, rng,
                         branching if attempt < FULL_BRANCHING_ATTEMPTS else fewer)
        try:
            root = comp.gen(ANY, highest, False, (), False)
        except _OutOfNames:
            continue
        types = root.rule_types()
        if len(types) >= rule_types and root.height() >= lowest:
            return Built(root, info={"rule_types": types, "attempts": attempt + 1}), v
    raise GenerationError(
        f"no composed proof with rule_types={rule_types} and height >= {lowest} found in "
        f"{MAX_ATTEMPTS} attempts at height <= {highest}, width={width}: lower rule_types or "
        f"raise depth")


def composed_distractors(built: Built, v: Vocab) -> None:
    """A.7 distractors for every step of the tree, each with a fresh consequent. When the
    names run out it stops, and says so: ``built.info["distractors_complete"]`` is False
    (the example's metadata carries it; the proof itself is complete)."""
    c = v.entity
    out, anchors = built.distractors, built.anchors

    def add(f: Formula, anchor: Formula | None = None) -> None:
        if f not in out:
            out.append(f)
            if anchor is not None:
                anchors[f] = anchor

    def op(f: Formula) -> Formula:
        return substitute(f, c, X)

    try:
        for n in built.root.walk():
            if n.rule == "MP":
                r = n.premises[1].conclusion
                ante = r.args[0].args[0]
                add(rule(ante, _p(v.dnoun())), r)
            elif n.rule == "AndE":
                for o in n.premises[0].conclusion.args:
                    if o is not n.conclusion and o.kind is Kind.PRED:
                        add(rule(op(o), _p(v.dnoun())))
            elif n.rule in ("AndI", "OrI"):
                known = next((p.conclusion for p in n.premises
                              if p.conclusion.kind is Kind.PRED), None)
                if known is None:
                    continue
                ops = [_p(v.dnoun()) for _ in range(len(n.conclusion.args) - 1)]
                ops.insert(v.rng.randrange(len(ops) + 1), op(known))
                ante = And(*ops) if n.rule == "AndI" else Or(*ops)
                add(rule(ante, _p(v.dnoun())))
                if n.rule == "AndI":
                    for o in ops:
                        if o is not op(known):
                            add(substitute(o, X, c))
            elif n.rule == "OrE":
                disj = n.premises[0].conclusion
                i = v.rng.randrange(len(disj.args))
                e = _p(v.dnoun(), c)
                new = Or(*disj.args[:i], e, *disj.args[i + 1:])
                add(new)
                d2 = _p(v.dnoun())
                for o in new.args:
                    add(rule(op(o), d2))
                add(rule(op(disj.args[i]), d2))
            elif n.rule == "PbC":
                s = v.dnoun()
                add(Not(_p(s, c)))
                add(rule(_p(v.dnoun()), _p(s)))
    except _OutOfNames:
        built.info["distractors_complete"] = False
    else:
        built.info["distractors_complete"] = True
