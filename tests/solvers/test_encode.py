"""The integer encoding: canonical operand order agrees with Prolog's standard order of
terms, so instantiating a sorted template gives the sorted ground formula."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.language.lexicon import VOCABULARY
from pyverify.logic import And, Const, Not, Or, Pred, X, conj, disj, rule
from pyverify.solvers.encode import (
    encode_axiom,
    encode_ground,
    encode_step,
    encode_template,
    encode_theory,
    symbol_id,
)

# Names outside the vocabulary (hashed ids: l/3 and t/2 terms) and inside it (small ids:
# sent packed into one integer, unpacked by verify.pl on entry).
names = st.sampled_from(
    ["a", "b", "c", "d", "e", "f", "wumpus", "yumpus", "cat", "mammal", "painted lady", "red"]
)


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

    t = encode_template(template, "x")
    g = encode_ground(substitute(template, X, Const("Fae")))
    assert t and g
    fae = symbol_id("Fae")
    proc = run_verify_pl(
        f"pv_verify:packed_template({t}, T), pv_verify:packed_ground({g}, G), "
        f"pv_verify:instantiate(T, {fae}, I), ( I == G -> halt(0) ; halt(1) )"
    )
    assert proc.returncode == 0, (t, g, proc.stderr)


def run_verify_pl(goal: str) -> subprocess.CompletedProcess[str]:
    """Run a goal in a fresh swipl with prolog/verify.pl loaded: exit 0 when it holds."""
    swipl = shutil.which("swipl")
    assert swipl
    verify = Path(__file__).resolve().parents[2] / "prolog" / "verify"
    return subprocess.run(
        [swipl, "-q", "-g", f"use_module('{verify}')", "-g", goal, "-t", "halt(2)"],
        capture_output=True,
        text=True,
        timeout=30,
    )


def test_small_ids_are_packed_and_unpack_to_the_terms() -> None:
    """A literal or template of vocabulary words is one integer; verify.pl unpacks it to
    the l/3 or t/2 term a hashed name is sent as."""
    cat, fae = symbol_id("cat"), symbol_id("Fae")
    assert encode_ground(Not(Pred("cat", Const("Fae")))) == str(cat * 8192 + fae * 2)
    assert encode_template(Pred("cat", X), "x") == str(cat * 2 + 1)
    assert encode_ground(Pred("a", Const("Fae"))) == f"l({symbol_id('a')},{fae},1)"
    proc = run_verify_pl(
        f"pv_verify:packed_ground({cat * 8192 + fae * 2}, G), G == l({cat},{fae},0), "
        f"pv_verify:packed_template({cat * 2 + 1}, T), T == t({cat},1), "
        f"pv_verify:packed_ground(l(9,8,1), L), L == l(9,8,1) -> halt(0) ; halt(1)"
    )
    assert proc.returncode == 0, proc.stderr


def test_steps_and_context_sentences_of_packed_parts_are_one_integer() -> None:
    """A fact of packed parts is its literal, a rule 2**26 + Ante*8192 + Cons, as a CoT
    step and as a context sentence alike; verify.pl unpacks both to the terms."""
    cat, mammal, fae = symbol_id("cat"), symbol_id("mammal"), symbol_id("Fae")
    cat_rule = rule(Pred("cat", X), Not(Pred("mammal", X)))
    packed_rule = str((1 << 26) + (cat * 2 + 1) * 8192 + mammal * 2)
    fact = Pred("cat", Const("Fae"))
    assert encode_step(cat_rule) == encode_axiom(cat_rule) == packed_rule
    assert encode_step(fact) == encode_axiom(fact) == str(cat * 8192 + fae * 2 + 1)
    hashed = rule(Pred("a", X), Pred("cat", X))
    assert encode_step(hashed) == f"rule(t({symbol_id('a')},1),{cat * 2 + 1})"
    assert encode_axiom(hashed) == f"r(t({symbol_id('a')},1),{cat * 2 + 1})"
    proc = run_verify_pl(
        f"pv_verify:packed_step({packed_rule}, R), R == rule(t({cat},1),t({mammal},0)), "
        f"pv_verify:packed_step({encode_step(fact)}, F), F == fact(l({cat},{fae},1)), "
        f"pv_verify:build_theory(theory(1,[{encode_axiom(fact)},{packed_rule}]), Th), "
        f"pv_verify:th_fact(Th, l({cat},{fae},1), 0), "
        f"pv_verify:th_rule(Th, t({cat},1), t({mammal},0), 1) -> halt(0) ; halt(1)"
    )
    assert proc.returncode == 0, proc.stderr


def test_theory_is_called_distinct_only_when_no_index_key_repeats() -> None:
    """``theory(Tid, Axioms, distinct)`` promises verify.pl that no two facts are the same
    formula and no two rules share a literal consequent (its index is then built
    without grouping); a promise broken all the same (keys are hashes) is caught there,
    and the theory indexes as without it."""
    fae = Const("Fae")
    cat, dog, mammal = (Pred(n, X) for n in ("cat", "dog", "mammal"))
    fact = Pred("cat", fae)
    outside = Pred("cat", X)  # an open formula: outside the calculus, "n"

    def distinct(*axioms) -> bool:  # type: ignore[no-untyped-def]
        return encode_theory(0, list(axioms))[0].endswith(",distinct)")

    assert distinct(fact, rule(cat, mammal), rule(mammal, Not(dog)), outside, outside)
    assert not distinct(fact, rule(cat, mammal), rule(dog, mammal))  # same consequent
    assert not distinct(fact, Pred("cat", fae), rule(cat, mammal))  # the same fact twice
    assert not distinct(fact, rule(cat, conj([mammal, dog])))  # several keys per rule
    plain, _ = encode_theory(1, [fact, rule(cat, mammal), rule(dog, mammal)])
    assert plain.endswith("])")
    # a theory wrongly called distinct is indexed as it would be without the word
    false_word = plain[:-1] + ",distinct)"
    proc = run_verify_pl(
        f"pv_verify:build_theory({plain}, th(_, F, FI, R, RI)), "
        f"pv_verify:build_theory({false_word}, th(_, F, FI2, R, RI2)), "
        f"FI2 == FI, RI2 == RI, get_dict(_, RI, [_, _]) -> halt(0) ; halt(1)"
    )
    assert proc.returncode == 0, proc.stderr


def test_operand_order_is_ignored() -> None:
    fae = Const("Fae")
    a, b = Pred("a", fae), Not(Pred("b", fae))
    assert encode_ground(And(a, b)) == encode_ground(And(b, a))
    assert encode_ground(Or(a, b)) == encode_ground(Or(b, a))
    assert encode_ground(And(a, b)) != encode_ground(Or(a, b))


def test_symbol_ids_are_stable_distinct_and_small() -> None:
    names = [f"w{i}" for i in range(20000)] + ["Fae", "painted lady", "é→😀", "halt", "X"]
    ids = {symbol_id(n) for n in names}
    assert len(ids) == len(names)
    # The built-in vocabulary gets its 1-based sorted position; anything else a hash
    # offset into a range of its own, so the two can never meet.
    for word in ("Fae", "wumpus", "painted lady", VOCABULARY[0], VOCABULARY[-1]):
        assert symbol_id(word) == VOCABULARY.index(word) + 1
    assert all(symbol_id(w) <= len(VOCABULARY) for w in VOCABULARY)
    outside = [n for n in names if n not in VOCABULARY]
    assert all(2**52 <= symbol_id(n) < 2**53 for n in outside)
    assert symbol_id("halt") == 2**52 + 506133314343203  # pinned: a function of the text


def test_symbol_ids_are_the_same_in_another_process() -> None:
    """Ids depend on the text alone, not on hash randomisation or the order of use."""
    names = ["zeta", "Fae", "é→😀", "wumpus", "qq"]
    code = (
        "import sys; from pyverify.solvers.encode import symbol_id; "
        f"print([symbol_id(n) for n in {list(reversed(names))!r}])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True,
        env={**os.environ, "PYTHONHASHSEED": "12345"},
    ).stdout
    assert out.strip() == str([symbol_id(n) for n in reversed(names)])
