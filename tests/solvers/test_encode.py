"""The integer encoding: canonical operand order agrees with Prolog's standard order of
terms, so instantiating a sorted template gives the sorted ground formula."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.logic import And, Const, Not, Or, Pred, X, conj, disj
from pyverify.solvers.encode import SymbolTable, encode_ground, encode_template

names = st.sampled_from(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"])


def literal(var):  # type: ignore[no-untyped-def]
    return st.builds(
        lambda n, neg: Not(Pred(n, var)) if neg else Pred(n, var), names, st.booleans()
    )


def formulas(var):  # type: ignore[no-untyped-def]
    return st.recursive(
        literal(var),
        lambda inner: st.builds(
            lambda ops, is_and: (conj if is_and else disj)(ops),
            st.lists(inner, min_size=2, max_size=3, unique=True),
            st.booleans(),
        ),
        max_leaves=6,
    )


@settings(max_examples=60, deadline=None)
@given(formulas(X))
def test_template_instance_order_matches_prolog(template) -> None:  # type: ignore[no-untyped-def]
    from pyverify.logic import substitute

    table = SymbolTable()
    for i in range(12):  # ids 0..11, so that two-digit ids occur
        table.pred("abcdefghijkl"[i])
    t = encode_template(template, "x", table)
    g = encode_ground(substitute(template, X, Const("Fae")), table)
    assert t and g
    swipl = shutil.which("swipl")
    assert swipl
    goal = f"T = {t}, G = {g}, pv_verify:instantiate(T, 0, I), ( I == G -> halt(0) ; halt(1) )"
    verify = Path(__file__).resolve().parents[2] / "prolog" / "verify"
    proc = subprocess.run(
        [swipl, "-q", "-g", f"use_module('{verify}')", "-g", goal, "-t", "halt(2)"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert proc.returncode == 0, (t, g, proc.stderr)


def test_operand_order_is_ignored() -> None:
    table = SymbolTable()
    fae = Const("Fae")
    a, b = Pred("a", fae), Not(Pred("b", fae))
    assert encode_ground(And(a, b), table) == encode_ground(And(b, a), table)
    assert encode_ground(Or(a, b), table) == encode_ground(Or(b, a), table)
    assert encode_ground(And(a, b), table) != encode_ground(Or(a, b), table)
