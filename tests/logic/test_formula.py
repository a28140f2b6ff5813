"""The formula AST: interning, immutability, memory, pickling, substitution, printers."""

from __future__ import annotations

import gc
import pickle
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pyverify.logic.formula as formula_module
from pyverify.logic import (
    And,
    Const,
    Exists,
    ForAll,
    Formula,
    Iff,
    Implies,
    Not,
    Or,
    Pred,
    Var,
    X,
    constants,
    instantiate_rule,
    negate,
    predicates,
    rule,
    substitute,
    to_prolog,
    to_tptp,
)


def test_structurally_equal_formulas_are_one_object() -> None:
    a = rule(Pred("cat", X), Not(Pred("herbivorous", X)))
    b = ForAll("x", Implies(Pred("cat", Var("x")), Not(Pred("herbivorous", Var("x")))))
    assert a is b and a == b and hash(a) == hash(b)
    assert Pred("cat", Const("Fae")) is not Pred("cat", Const("Rex"))
    assert len({a, b, Pred("cat", Const("Fae"))}) == 2


def test_nodes_are_immutable() -> None:
    f = Pred("cat", Const("Fae"))
    with pytest.raises(AttributeError):
        f.name = "dog"  # type: ignore[misc]


def test_unreferenced_formulas_are_freed() -> None:
    gc.collect()
    before = len(formula_module._TABLE)
    made = [Pred(f"p{i}", Const("Fae")) for i in range(2000)]
    assert len(formula_module._TABLE) >= before + 2000
    del made
    gc.collect()
    assert len(formula_module._TABLE) <= before + 1  # Const("Fae") may survive


def test_pickle_reinterns() -> None:
    f = And(Pred("cat", Const("Fae")), Or(Pred("a", Const("Fae")), Pred("b", Const("Fae"))))
    assert pickle.loads(pickle.dumps(f)) is f


_names = st.sampled_from(["cat", "dog", "é ü", "x'y", ""])
_terms = st.one_of(
    st.builds(Const, _names.filter(bool)), st.builds(Var, st.sampled_from(["x", "y"]))
)
_formulas = st.recursive(
    st.builds(lambda n, ts: Pred(n, *ts), _names.filter(bool), st.lists(_terms, max_size=2)),
    lambda inner: st.one_of(
        st.builds(Not, inner),
        st.builds(lambda a, b: And(a, b), inner, inner),
        st.builds(lambda a, b: Or(a, b), inner, inner),
        st.builds(Implies, inner, inner),
        st.builds(Iff, inner, inner),
        st.builds(lambda b: ForAll("x", b), inner),
        st.builds(lambda b: Exists("y", b), inner),
    ),
    max_leaves=8,
)


@settings(max_examples=200, deadline=None)
@given(st.lists(_formulas, min_size=1, max_size=4))
def test_pickle_round_trips_any_formula(fs: list[Formula]) -> None:
    """Formulas pickle flat (one tuple per formula); loading rebuilds the same nodes."""
    assert pickle.loads(pickle.dumps(fs)) == fs
    assert all(a is b for a, b in zip(pickle.loads(pickle.dumps(fs)), fs, strict=True))


def test_pickle_loads_in_another_process() -> None:
    f = ForAll("x", Implies(Pred("cat", X), Not(Pred("dog", X))))
    code = "import pickle, sys; print(pickle.loads(sys.stdin.buffer.read()))"
    out = subprocess.run(
        [sys.executable, "-c", code], input=pickle.dumps(f), capture_output=True, check=True
    ).stdout.decode()
    assert out.strip() == str(f)


def test_constructor_checks() -> None:
    with pytest.raises(ValueError):
        And(Pred("cat", X))
    with pytest.raises(ValueError):
        Pred("cat", Pred("dog", X))
    with pytest.raises(ValueError):
        Not(Const("Fae"))


def test_substitution_and_instantiation() -> None:
    r = rule(And(Pred("slow", X), Pred("lempus", X)), Pred("jompus", X))
    fae = Const("Fae")
    ante, cons = instantiate_rule(r, fae)  # type: ignore[misc]
    assert ante is And(Pred("slow", fae), Pred("lempus", fae))
    assert cons is Pred("jompus", fae)
    inner = ForAll("x", Pred("p", X))
    assert substitute(inner, X, fae) is inner  # x is bound there
    assert constants(ante) == {"Fae"} and predicates(r) == {"slow", "lempus", "jompus"}
    assert negate(Not(cons)) is cons and negate(cons) is Not(cons)


def test_tptp_matches_the_original_style() -> None:
    assert (
        to_tptp(rule(Pred("wumpus", X), Pred("numpus", X))) == "![X1]:((wumpus(X1) => numpus(X1)))"
    )
    assert to_tptp(Not(Pred("bright", Const("Wren")))) == "~bright(Wren)"
    fae = Const("Alex")
    assert to_tptp(And(Pred("rompus", fae), Pred("impus", fae))) == "(rompus(Alex) & impus(Alex))"
    assert to_tptp(Pred("prime number", Const("127"))) == "prime number(127)"


def test_prolog_term_quotes_names() -> None:
    assert to_prolog(Pred("Fae's cat", Const("Bob"))) == "pred('Fae\\'s cat',[c('Bob')])"


def test_is_ground() -> None:
    fae = Const("Fae")
    assert Pred("cat", fae).is_ground
    assert And(Pred("cat", fae), Not(Pred("dog", fae))).is_ground
    assert not Pred("cat", X).is_ground
    assert not rule(Pred("cat", X), Pred("dog", X)).is_ground
    assert not And(Pred("cat", fae), Pred("dog", X)).is_ground
