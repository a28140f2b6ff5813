"""Compact LF builders for the language tests (not a test module)."""

from __future__ import annotations

from pyverify.logic import And, Const, Formula, Not, Or, Pred, X, rule


def f(spec: object, term: Formula = X) -> Formula:
    """'wumpus' → wumpus(t); '~bright' → ¬bright(t); ('&', a, b) / ('|', a, b)."""
    if isinstance(spec, Formula):
        return spec
    if isinstance(spec, str):
        if spec.startswith("~"):
            return Not(f(spec[1:], term))
        return Pred(spec, term)
    assert isinstance(spec, tuple)
    op, *rest = spec
    ops = [f(s, term) for s in rest]
    return And(*ops) if op == "&" else Or(*ops)


def R(ante: object, cons: object) -> Formula:
    """∀x(ante(x) → cons(x))."""
    return rule(f(ante), f(cons))


def G(entity: str, spec: object) -> Formula:
    """A ground formula about one entity."""
    return f(spec, Const(entity))
