"""An independent reference implementation of step classification for the PrOntoQA
fragment (Algorithm 1 and Table 2 of seed 000), written for the tests only.

It shares no code with ``prolog/verify.pl``: where the checker searches derivations by
iterative deepening in Prolog, this computes the cheapest derivation of every literal at
once, by relaxing costs to a fixpoint (Bellman-Ford over literals), and finds broadly
valid rules by breadth-first search over a plain adjacency list. The two are written
from the same definition, the README's "How a step is judged":

- a step's cost is the number of deduction-rule applications of its cheapest derivation
  from the context and the earlier valid steps: an earlier step costs 0, a context
  sentence 1 (Ax), a Hop 1 more than its premises (Algorithm 1 of seed 000), modus
  tollens 2 more (it is never atomic);
- a fact is strictly valid when a cheapest derivation uses strictly valid steps only,
  broadly valid when every cheapest derivation rests on a broadly-valid step, invalid
  when it has no derivation;
- a rule is a repeat (cost 0, the validity of the earlier statement), a context sentence
  (strict, cost 1), broadly valid when a path of context rules and earlier rule steps
  leads from its antecedent to its consequent (cost: the path's length), else invalid;
- atomic means strictly valid with cost at most 1; invalid steps are forgotten.

Literals are ``(predicate, constant, sign)`` and rules ``((p, s), (q, t))`` for
``∀x(p(x)^s → q(x)^t)`` with ``s = 1`` (the fragment PrOntoQA generates).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

INF = float("inf")

Literal = tuple[str, str, int]
Template = tuple[str, int]
Rule = tuple[Template, Template]


@dataclass(frozen=True)
class Verdict:
    validity: str  # "strict" | "broad" | "invalid"
    cost: int | None


@dataclass
class Theory:
    facts: dict[Literal, int]  # context fact -> its context index
    rules: dict[Rule, int]  # context rule -> its context index


@dataclass
class OracleState:
    facts: dict[Literal, str] = field(default_factory=dict)  # earlier valid fact -> flag
    rules: dict[Rule, str] = field(default_factory=dict)  # earlier valid rule -> flag


def fact_costs(
    theory: Theory, state: OracleState, constant: str, broad: bool, tollens: bool = True
) -> dict[Literal, int]:
    """The cheapest cost of every derivable literal about ``constant``; with
    ``broad=False`` only strictly valid earlier steps may be used (``tollens=False``
    leaves out modus tollens, for the tests' coverage check)."""
    usable_facts = {f for f, flag in state.facts.items() if broad or flag == "strict"}
    # a rule stated earlier is free; a context rule costs one Ax application
    rule_cost: dict[Rule, int] = {r: 1 for r in theory.rules}
    for r, flag in state.rules.items():
        if broad or flag == "strict":
            rule_cost[r] = 0
    cost: dict[Literal, int] = {}

    def get(lit: Literal) -> float:
        return cost.get(lit, INF)

    for lit in theory.facts:
        if lit[1] == constant:
            cost[lit] = 1
    for lit in usable_facts:
        if lit[1] == constant:
            cost[lit] = 0
    changed = True
    while changed:
        changed = False
        for ((p, s), (q, t)), rc in rule_cost.items():
            # Hop (modus ponens): p(c)^s, ∀x(p(x)^s → q(x)^t) ⊢ q(c)^t
            c = 1 + rc + get((p, constant, s))
            if c < get((q, constant, t)):
                cost[(q, constant, t)] = c
                changed = True
            # modus tollens: ¬q(c)^t, ∀x(p(x) → q(x)^t) ⊢ ¬p(c)
            if tollens and s == 1:
                c = 2 + rc + get((q, constant, 1 - t))
                if c < get((p, constant, 0)):
                    cost[(p, constant, 0)] = c
                    changed = True
    return cost


def rule_path(theory: Theory, state: OracleState, rule: Rule) -> int | None:
    """The length of a shortest path of one or more rules (context rules and earlier
    rule steps) from the rule's antecedent to its consequent."""
    edges: dict[Template, set[Template]] = {}
    for a, b in list(theory.rules) + list(state.rules):
        edges.setdefault(a, set()).add(b)
    start, goal = rule
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        node, n = queue.popleft()
        for nxt in edges.get(node, ()):
            if nxt == goal:
                return n + 1
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, n + 1))
    return None


def classify_fact(
    theory: Theory, state: OracleState, lit: Literal, tollens: bool = True
) -> Verdict:
    broad = fact_costs(theory, state, lit[1], True, tollens).get(lit)
    if broad is None:
        return Verdict("invalid", None)
    strict = fact_costs(theory, state, lit[1], False, tollens).get(lit)
    return Verdict("strict" if strict == broad else "broad", broad)


def classify_rule(theory: Theory, state: OracleState, rule: Rule) -> Verdict:
    if rule in state.rules:
        return Verdict(state.rules[rule], 0)
    if rule in theory.rules:
        return Verdict("strict", 1)
    n = rule_path(theory, state, rule)
    return Verdict("invalid", None) if n is None else Verdict("broad", n)


def judge(theory: Theory, steps: list[Literal | Rule], tollens: bool = True) -> list[Verdict]:
    """Every step of a CoT in order; valid steps join the state (the first statement of
    a formula keeps its validity)."""
    state = OracleState()
    out = []
    for step in steps:
        if isinstance(step[0], tuple):
            v = classify_rule(theory, state, step)  # type: ignore[arg-type]
            if v.validity != "invalid":
                state.rules.setdefault(step, v.validity)  # type: ignore[arg-type]
        else:
            v = classify_fact(theory, state, step, tollens)  # type: ignore[arg-type]
            if v.validity != "invalid":
                state.facts.setdefault(step, v.validity)  # type: ignore[arg-type]
        out.append(v)
    return out


def premises_derive(
    goal: Literal | Rule, facts: list[Literal], rules: list[Rule]
) -> bool:
    """Whether ``goal`` follows from exactly these premises (facts and rules, used as
    given) by Hop and modus tollens for a literal, or by a path of rules for a rule."""
    theory = Theory(facts={}, rules={})
    state = OracleState(
        facts={f: "strict" for f in facts}, rules={r: "strict" for r in rules}
    )
    if isinstance(goal[0], tuple):
        return goal in state.rules or rule_path(theory, state, goal) is not None  # type: ignore[arg-type]
    return goal in fact_costs(theory, state, goal[1], broad=True)  # type: ignore[index]
