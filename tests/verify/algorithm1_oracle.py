"""An independent reference implementation of step classification (Algorithm 1 and
Table 2 of seed 000, with the and/or rules and modus tollens of seed 002), written for
the tests only, for CoTs without assumptions.

It shares no code with ``prolog/verify.pl``: where the checker searches derivations by
iterative deepening in Prolog, this computes the cheapest derivation of every formula at
once, by relaxing costs to a fixpoint (Bellman-Ford over the formulas about one entity).
The two are written from the same definition, the README's "How a step is judged":

- a step's cost is the number of deduction-rule applications of its cheapest derivation
  from the context and the earlier valid steps: an earlier step costs 0, a context
  sentence 1 (Ax); modus ponens (Hop, Algorithm 1 of seed 000) costs 1 more than its
  premises, one more when the literal is one conjunct of the rule's consequent;
  and-introduction, and-elimination (from a stated or context conjunction) and
  or-introduction 1; modus tollens 2 (it is never atomic), one more for one disjunct of
  a disjunctive antecedent;
- a fact is strictly valid when a cheapest derivation uses strictly valid steps only,
  broadly valid when every cheapest derivation rests on a broadly-valid step, invalid
  when it has no derivation;
- a rule is a repeat (cost 0, the validity of the earlier statement), a context sentence
  (strict, cost 1), broadly valid when rules of the context and earlier rule steps chain
  from each case of its antecedent (a disjunct; all conjuncts together) to each conjunct
  of its consequent (cost: the sum of the cheapest chains; a rule with a conjunctive
  antecedent applies once all its conjuncts are reached, at 1 more than their sum),
  else invalid;
- atomic means strictly valid with cost at most 1; invalid steps are forgotten;
- in the modus-ponens calculus (``mp=True``: PrOntoQA, seed 000 §4) a strictly valid
  derivation uses Ax and Hop only (modus ponens, also with a whole compound
  consequent); one that needs and/or introduction or elimination or modus tollens is
  broadly valid.

Ground formulas are literals ``(predicate, constant, sign)`` or ``("and" | "or",
frozenset of literals)``; templates are ``(predicate, sign)`` or ``("and" | "or",
frozenset of templates)``; rules are ``(antecedent template, consequent template)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

INF = float("inf")

Literal = tuple[str, str, int]
Ground = Any  # a Literal or ("and" | "or", frozenset[Literal])
Template = Any  # (predicate, sign) or ("and" | "or", frozenset of them)
Rule = tuple[Template, Template]


def is_compound(x: Ground | Template) -> bool:
    return isinstance(x[1], frozenset)


def is_rule(x: Ground | Rule) -> bool:
    return len(x) == 2 and isinstance(x[0], tuple)


def parts(t: Template | Ground) -> frozenset:  # type: ignore[type-arg]
    """The operands of a compound, or the literal itself."""
    return t[1] if is_compound(t) else frozenset([t])


def instantiate(t: Template, c: str) -> Ground:
    if is_compound(t):
        return (t[0], frozenset((p, c, s) for p, s in t[1]))
    return (t[0], c, t[1])


def constant_of(g: Ground) -> str:
    return next(iter(g[1]))[1] if is_compound(g) else g[1]


@dataclass(frozen=True)
class Verdict:
    validity: str  # "strict" | "broad" | "invalid"
    cost: int | None


@dataclass
class Theory:
    facts: dict[Ground, int]  # context fact -> its context index
    rules: dict[Rule, int]  # context rule -> its context index


@dataclass
class OracleState:
    facts: dict[Ground, str] = field(default_factory=dict)  # earlier valid fact -> flag
    rules: dict[Rule, str] = field(default_factory=dict)  # earlier valid rule -> flag


def fact_costs(
    theory: Theory,
    state: OracleState,
    constant: str,
    broad: bool,
    tollens: bool = True,
    extra: tuple[Ground, ...] = (),
    mp: bool = False,
) -> dict[Ground, int]:
    """The cheapest cost of every derivable formula about ``constant`` (literals, and the
    compounds that occur in the theory, the steps or ``extra``); with ``broad=False``
    only strictly valid earlier steps may be used (``tollens=False`` leaves out modus
    tollens, for the tests' coverage check), and with ``mp`` too modus ponens alone."""
    only_mp = mp and not broad
    tollens = tollens and not only_mp
    items = {f for f, flag in state.facts.items() if broad or flag == "strict"}
    # a rule stated earlier is free; a context rule costs one Ax application
    rule_cost: dict[Rule, int] = {r: 1 for r in theory.rules}
    for r, flag in state.rules.items():
        if broad or flag == "strict":
            rule_cost[r] = 0
    c = constant
    known = [f for f in (*theory.facts, *items) if is_compound(f) and f[0] == "and"]

    universe: set[Ground] = set(extra)
    preds = set()
    for a, b in rule_cost:
        for t in (a, b):
            preds.update(p for p, _ in parts(t))
            if is_compound(t):
                universe.add(instantiate(t, c))
        if tollens and is_compound(a) and a[0] == "or":
            universe.add(("and", frozenset((q, c, 0) for q, s in a[1] if s == 1)))
    for f in (*theory.facts, *state.facts, *extra):
        preds.update(p for p, _, _ in parts(f))
        if is_compound(f):
            universe.add(f)
    universe = {g for g in universe if constant_of(g) == c}
    universe.update((p, c, s) for p in preds for s in (0, 1))

    cost: dict[Ground, float] = {}
    for f in theory.facts:
        cost[f] = 1
    for f in items:
        cost[f] = 0

    def get(g: Ground) -> float:
        return cost.get(g, INF)

    def best(g: Ground) -> float:
        out = get(g)
        if is_compound(g):
            ops = [get(f) for f in g[1]]
            if not only_mp:
                out = min(out, 1 + (sum(ops) if g[0] == "and" else min(ops)))  # intro
            for (a, b), rc in rule_cost.items():
                if is_compound(b) and instantiate(b, c) == g:  # the whole consequent
                    out = min(out, 1 + rc + get(instantiate(a, c)))
                if tollens and g[0] == "and" and is_compound(a) and a[0] == "or":
                    # ∀x(A1 ∨ … ∨ An → B), ¬B(c) ⊢ ¬A1(c) ∧ … ∧ ¬An(c)
                    if g == ("and", frozenset((q, c, 0) for q, s in a[1] if s == 1)):
                        for q, t in _conjuncts(b):
                            out = min(out, 2 + rc + get((q, c, 1 - t)))
            return out
        p, _, s = g
        for (a, b), rc in rule_cost.items():
            if not is_compound(b) and b == (p, s):  # Hop
                out = min(out, 1 + rc + get(instantiate(a, c)))
            elif is_compound(b) and b[0] == "and" and (p, s) in b[1] and not only_mp:
                out = min(out, 2 + rc + get(instantiate(a, c)))
            if tollens and s == 0:
                if a == (p, 1):
                    elim = 0
                elif is_compound(a) and a[0] == "or" and (p, 1) in a[1]:
                    elim = 1
                else:
                    continue
                for q, t in _conjuncts(b):
                    out = min(out, 2 + rc + elim + get((q, c, 1 - t)))
        for k in known if not only_mp else ():  # and-elimination from a conjunction
            if g in k[1]:
                out = min(out, 1 + get(k))
        return out

    changed = True
    while changed:
        changed = False
        for g in universe:
            b = best(g)
            if b < get(g):
                cost[g] = b
                changed = True
    return {g: int(k) for g, k in cost.items() if k < INF and constant_of(g) == c}


def _conjuncts(t: Template) -> list[tuple[str, int]]:
    """The literal conjuncts of a consequent (none for a disjunction)."""
    if is_compound(t):
        return list(t[1]) if t[0] == "and" else []
    return [t]


def rule_chain_cost(theory: Theory, state: OracleState, rule: Rule) -> int | None:
    """The cost of the cheapest chains of rules (context rules and earlier rule steps)
    from each case of the rule's antecedent to each conjunct of its consequent."""
    rules = list(theory.rules) + list(state.rules)
    ante, cons = rule
    goals = _conjuncts(cons)
    if not goals:
        return None
    if is_compound(ante):
        cases = [[t] for t in ante[1]] if ante[0] == "or" else [list(ante[1])]
    else:
        cases = [[ante]]
    total = 0
    for case in cases:
        cost: dict[tuple[str, int], float] = {t: 0 for t in case}
        changed = True
        while changed:
            changed = False
            for a, b in rules:
                if is_compound(a):
                    ks = [cost.get(t, INF) for t in a[1]]
                    k = sum(ks) if a[0] == "and" else min(ks)
                else:
                    k = cost.get(a, INF)
                for t in _conjuncts(b):
                    if 1 + k < cost.get(t, INF):
                        cost[t] = 1 + k
                        changed = True
        for g in goals:
            if g in case or cost.get(g, INF) == INF:
                return None
            total += int(cost[g])
    return total


def classify_fact(
    theory: Theory, state: OracleState, g: Ground, tollens: bool = True, mp: bool = False
) -> Verdict:
    c = constant_of(g)
    broad = fact_costs(theory, state, c, True, tollens, extra=(g,)).get(g)
    if broad is None:
        return Verdict("invalid", None)
    strict = fact_costs(theory, state, c, False, tollens, extra=(g,), mp=mp).get(g)
    return Verdict("strict" if strict == broad else "broad", broad)


def classify_rule(theory: Theory, state: OracleState, rule: Rule) -> Verdict:
    if rule in state.rules:
        return Verdict(state.rules[rule], 0)
    if rule in theory.rules:
        return Verdict("strict", 1)
    n = rule_chain_cost(theory, state, rule)
    return Verdict("invalid", None) if n is None else Verdict("broad", n)


def judge(theory: Theory, steps: list[Ground | Rule], tollens: bool = True,
          mp: bool = False) -> list[Verdict]:
    """Every step of a CoT in order; valid steps join the state (the first statement of
    a formula keeps its validity).

    A restatement (cost 0) of a step that is not canonical (not strictly valid in one
    application from canonical steps) is judged instead by a derivation in at most one
    application from canonical steps, when one exists: a CoT that jumps to a fact and then
    writes the hops out has written a path of canonical steps to it (§4 of seed 000)."""
    state = OracleState()
    canonical: dict[Ground | Rule, bool] = {}  # of the latest statement of each formula
    out = []
    for step in steps:
        if is_rule(step):
            v = classify_rule(theory, state, step)
            if v.validity != "invalid":
                state.rules.setdefault(step, v.validity)
                if v.cost != 0:
                    canonical[step] = v.validity == "strict" and v.cost == 1
        else:
            v = classify_fact(theory, state, step, tollens, mp)
            if v.cost == 0 and not canonical[step]:
                again = _canonical_cost(theory, state, canonical, step, tollens, mp,
                                        without=step)
                if again is not None:  # a new, strictly valid statement of the fact
                    v = Verdict("strict", again)
                    state.facts[step] = "strict"
                    canonical[step] = True
            elif v.validity != "invalid":
                cost = _canonical_cost(theory, state, canonical, step, tollens, mp)
                state.facts.setdefault(step, v.validity)
                canonical[step] = v.validity == "strict" and cost == v.cost
        out.append(v)
    return out


def _canonical_cost(
    theory: Theory,
    state: OracleState,
    canonical: dict[Ground | Rule, bool],
    g: Ground,
    tollens: bool,
    mp: bool = False,
    without: Ground | None = None,
) -> int | None:
    """The cost of g from the canonical earlier steps (and the context), if at most 1."""
    only = OracleState(
        facts={f: "strict" for f, flag in state.facts.items()
               if flag == "strict" and canonical[f] and f != without},
        rules={r: "strict" for r, flag in state.rules.items() if flag == "strict" and canonical[r]},
    )
    cost = fact_costs(theory, only, constant_of(g), False, tollens, extra=(g,), mp=mp).get(g)
    return cost if cost is not None and cost <= 1 else None
