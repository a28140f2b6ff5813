"""The long-lived grounded solver: expressions cached by the positions of their constants
must still give every call the answers of its own constants."""

from __future__ import annotations

import pytest

from pyverify.logic import And, Const, ForAll, Implies, Not, Pred, Var, X, rule
from pyverify.solvers.smt import Verdict, Z3Checker

E, N = Verdict.ENTAILED, Verdict.NOT_ENTAILED
FAE, REX = Const("Fae"), Const("Rex")
Y = Var("y")


def P(name: str, t=X):  # noqa: ANN001, ANN201 - tiny test helper
    return Pred(name, t)


CHAIN = [rule(P("a"), P("b")), rule(P("b"), P("c"))]
SYMMETRIC = ForAll("x", ForAll("y", Implies(Pred("likes", X, Y), Pred("likes", Y, X))))

# (premises, goals, verdicts), asked in this order of one checker: later calls reuse the
# expressions of earlier ones with other constants in the same positions.
CALLS = [
    ([*CHAIN, P("a", FAE)], [P("c", FAE), P("c", REX)], [E, N]),
    ([*CHAIN, P("a", REX)], [P("c", FAE), P("c", REX)], [N, E]),
    ([P("zz", REX), *CHAIN, P("a", FAE)], [P("c", REX), P("c", FAE)], [N, E]),
    ([Pred("likes", FAE, REX), SYMMETRIC], [Pred("likes", REX, FAE), Pred("likes", FAE, FAE)],
     [E, N]),
    ([Pred("likes", REX, FAE), SYMMETRIC], [Pred("likes", FAE, REX), Pred("likes", REX, REX)],
     [E, N]),
    ([SYMMETRIC, Pred("likes", REX, FAE)], [Pred("likes", REX, REX), Pred("likes", FAE, REX)],
     [N, E]),
    # one subformula, ¬p(Fae), under two formulas whose constants come in other orders
    ([And(Not(P("p", FAE)), P("s", REX))], [Not(P("p", FAE)), Not(P("p", REX))], [E, N]),
    ([And(P("s", REX), Not(P("p", FAE)))], [Not(P("p", FAE)), Not(P("p", REX))], [E, N]),
    # constants named like the session's canonical individuals ("#0") or like a free
    # variable's individual ("?x": the free variable x reads as it, as before)
    ([*CHAIN, P("a", Const("#0")), P("q", FAE)],
     [P("c", Const("#0")), P("c", FAE), Not(P("a", FAE))], [E, N, N]),
    ([P("q", FAE), *CHAIN, P("a", Const("#0"))], [P("c", Const("#0")), P("c", FAE)], [E, N]),
    ([*CHAIN, P("a", Const("?x")), P("q", FAE)], [P("c", X), P("c", Const("?x")), P("c", FAE)],
     [E, E, N]),
    ([*CHAIN, P("a", X), P("q", FAE)], [P("c", X), P("c", Const("?x")), P("c", FAE)], [E, E, N]),
    ([*CHAIN, P("a", Const("#1")), P("q", FAE)], [P("c", Const("#1")), P("c", FAE)], [E, N]),
    ([P("q", Const("#1")), *CHAIN, P("a", FAE)], [P("c", Const("#1")), P("c", FAE)], [N, E]),
]


@pytest.mark.parametrize("kwargs", [{}, {"reset_every": 3}, {"cache_size": 10}])
def test_cached_expressions_follow_each_calls_constants(kwargs: dict[str, int]) -> None:
    checker = Z3Checker(**kwargs)
    for _ in range(2):
        for premises, goals, want in CALLS:
            assert checker.entails_batch(premises, goals) == want
            assert checker.satisfiable_cases(
                [([], [g]) for g in goals], base=premises
            ) == [v is N for v in want]
    # the same answers from fresh checkers, one call each
    for premises, goals, want in CALLS:
        assert Z3Checker().entails_batch(premises, goals) == want
