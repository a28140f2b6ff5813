"""z3 adapter: entailment by refutation, grounding vs real quantifiers, unknown, names."""

from __future__ import annotations

import pytest
import z3  # a required dependency: without it this module must fail, not be skipped

from pyverify.logic import And, Const, Exists, ForAll, Implies, Not, Or, Pred, Var, X, rule
from pyverify.solvers.smt import Verdict, Z3Checker, to_z3

FAE = Const("Fae")
REX = Const("Rex")


def P(name: str, t=X):  # noqa: ANN001, ANN201 - tiny test helper
    return Pred(name, t)


@pytest.fixture()
def checker() -> Z3Checker:
    return Z3Checker(timeout_ms=2000)


def chain(names: list[str]) -> list:
    return [rule(P(a), P(b)) for a, b in zip(names, names[1:], strict=False)]


def test_modus_ponens_chain(checker: Z3Checker) -> None:
    premises = [*chain(["cat", "feline", "carnivore", "mammal"]), P("cat", FAE)]
    assert checker.entails(premises, P("mammal", FAE)) is Verdict.ENTAILED
    assert checker.entails(premises, P("feline", FAE)) is Verdict.ENTAILED
    assert checker.entails(premises, Not(P("mammal", FAE))) is Verdict.NOT_ENTAILED
    # Nothing is said about Rex.
    assert checker.entails(premises, P("mammal", REX)) is Verdict.NOT_ENTAILED
    # The converse does not follow.
    assert checker.entails(chain(["cat", "mammal"]) + [P("mammal", FAE)], P("cat", FAE)) is (
        Verdict.NOT_ENTAILED
    )


def test_negated_property_and_modus_tollens(checker: Z3Checker) -> None:
    premises = [rule(P("carnivore"), Not(P("herbivorous"))), P("carnivore", FAE)]
    assert checker.entails(premises, Not(P("herbivorous", FAE))) is Verdict.ENTAILED
    assert checker.entails(premises, P("herbivorous", FAE)) is Verdict.NOT_ENTAILED
    mt = [rule(P("cat"), P("mammal")), Not(P("mammal", FAE))]
    assert checker.entails(mt, Not(P("cat", FAE))) is Verdict.ENTAILED


def test_rule_goal_transitivity(checker: Z3Checker) -> None:
    premises = [*chain(["cat", "feline", "mammal"]), P("cat", FAE)]
    assert checker.entails(premises, rule(P("cat"), P("mammal"))) is Verdict.ENTAILED
    assert checker.entails(premises, rule(P("mammal"), P("cat"))) is Verdict.NOT_ENTAILED
    # Pure rule theory without constants: falls back to real quantifiers.
    rules_only = chain(["a", "b", "c", "d"])
    assert checker.entails(rules_only, rule(P("a"), P("d"))) is Verdict.ENTAILED
    assert checker.entails(rules_only, rule(P("d"), P("a"))) is Verdict.NOT_ENTAILED


def test_and_or(checker: Z3Checker) -> None:
    premises = [
        rule(And(P("a"), P("b")), P("c")),
        rule(Or(P("d"), P("e")), P("a")),
        P("e", FAE),
        P("b", FAE),
    ]
    assert checker.entails(premises, P("c", FAE)) is Verdict.ENTAILED
    assert checker.entails(premises, And(P("a", FAE), P("b", FAE))) is Verdict.ENTAILED
    assert checker.entails(premises, Or(P("d", FAE), P("x", FAE))) is Verdict.NOT_ENTAILED
    # Case analysis: from a disjunction, each case giving the goal.
    cases = [rule(P("d"), P("g")), rule(P("e"), P("g")), Or(P("d", FAE), P("e", FAE))]
    assert checker.entails(cases, P("g", FAE)) is Verdict.ENTAILED


def test_inconsistent_premises(checker: Z3Checker) -> None:
    premises = [rule(P("a"), P("b")), rule(P("a"), Not(P("b"))), P("a", FAE)]
    assert checker.consistent(premises) is False
    # ex falso: everything is entailed
    assert checker.entails(premises, P("zzz", REX)) is Verdict.ENTAILED
    assert checker.consistent(premises[:2]) is True  # no a-thing exists: fine


def test_existentials_and_skolem_fallback(checker: Z3Checker) -> None:
    # ∃x cat(x), ∀x(cat→mammal) ⊨ ∃x mammal(x)   (no named constants → quantifiers)
    premises = [Exists("x", P("cat")), rule(P("cat"), P("mammal"))]
    assert checker.entails(premises, Exists("x", P("mammal"))) is Verdict.ENTAILED
    # with a named constant: grounding + Skolem constant for the premise's ∃
    premises2 = [*premises, P("dog", FAE)]
    assert checker.entails(premises2, Exists("x", P("mammal"))) is Verdict.ENTAILED
    assert checker.entails(premises2, P("mammal", FAE)) is Verdict.NOT_ENTAILED
    # ∀x∃y loves(x,y) needs a Skolem function → real quantifiers, same answer
    y = Var("y")
    loves = [ForAll("x", Exists("y", Pred("loves", X, y))), P("person", FAE)]
    goal = Exists("y", Pred("loves", FAE, y))
    assert checker.entails(loves, goal) is Verdict.ENTAILED


def test_batch_matches_single(checker: Z3Checker) -> None:
    premises = [*chain(["a", "b", "c"]), P("a", FAE)]
    goals = [
        P("c", FAE),
        Not(P("c", FAE)),
        rule(P("a"), P("c")),
        rule(P("c"), P("a")),
        P("a", REX),
        Implies(P("c", REX), P("c", REX)),
    ]
    batch = checker.entails_batch(premises, goals)
    assert batch == [checker.entails(premises, g) for g in goals]
    assert batch == [
        Verdict.ENTAILED,
        Verdict.NOT_ENTAILED,
        Verdict.ENTAILED,
        Verdict.NOT_ENTAILED,
        Verdict.NOT_ENTAILED,
        Verdict.ENTAILED,
    ]
    assert checker.entails_batch(premises, []) == []


@pytest.mark.parametrize(
    "name",
    ["painted lady", "Mersenne prime", "it's", 'say "hi"', "a|b", "größe", "猫", "x y z"],
)
def test_names_with_spaces_quotes_unicode(checker: Z3Checker, name: str) -> None:
    ent = Const(f"{name} entity")
    premises = [rule(P(name), P("animal")), P(name, ent)]
    assert checker.entails(premises, P("animal", ent)) is Verdict.ENTAILED
    assert checker.entails(premises, P(name, FAE)) is Verdict.NOT_ENTAILED


def test_names_do_not_collide_across_arity_or_sort(checker: Z3Checker) -> None:
    # A unary and a binary predicate of the same name are different symbols.
    premises = [Pred("likes", FAE), Pred("likes", FAE, REX)]
    assert checker.consistent(premises) is True
    assert checker.entails(premises, Pred("likes", REX)) is Verdict.NOT_ENTAILED


def test_unknown_is_its_own_verdict() -> None:
    # A hard pigeonhole instance with a 1 ms budget cannot be decided: UNKNOWN, not False.
    holes, pigeons = 9, 10
    atoms = {(p, h): Pred(f"in_{p}_{h}") for p in range(pigeons) for h in range(holes)}
    premises = [Or(*[atoms[p, h] for h in range(holes)]) for p in range(pigeons)]
    for h in range(holes):
        for p in range(pigeons):
            for q in range(p + 1, pigeons):
                premises.append(Not(And(atoms[p, h], atoms[q, h])))
    fast = Z3Checker(timeout_ms=1)
    verdict = fast.entails(premises, Pred("never"))
    assert verdict is Verdict.UNKNOWN
    assert fast.consistent(premises) is None


def test_checker_rejects_bad_bounds() -> None:
    with pytest.raises(ValueError):
        Z3Checker(timeout_ms=0)
    with pytest.raises(ValueError):
        Z3Checker(memory_mb=0)


def test_to_z3_grounds_or_quantifies() -> None:
    f = rule(P("cat"), P("mammal"))
    grounded = to_z3(f, domain=["Fae", "Rex"])
    assert z3.is_and(grounded)
    assert "ForAll" not in str(grounded)
    quantified = to_z3(f)
    assert z3.is_quantifier(quantified)


# ---------------------------------------------------------------- long-lived solver


def test_satisfiable_cases_match_one_by_one_checks(checker: Z3Checker) -> None:
    rules = chain(["a", "b", "c"])
    facts = [P("a", FAE)]
    cases = [
        (facts, []),  # consistent
        (facts, [P("c", FAE)]),  # c(Fae) entailed → unsat
        (facts, [Not(P("c", FAE))]),  # ¬c(Fae) not entailed → sat
        ([], [P("c", FAE)]),  # without the fact: not entailed → sat
        ([*facts, Not(P("b", FAE))], []),  # inconsistent
        (facts, [P("zz", REX), P("yy", FAE)]),  # ⋀¬g: sat (both free)
        (facts, [P("zz", REX), P("b", FAE)]),  # ¬b(Fae) contradicts: unsat
    ]
    want_all = [True, False, True, True, False, True, False]
    assert checker.satisfiable_cases(cases, base=rules) == want_all
    fresh = Z3Checker()
    for (asserted, negated), want in zip(cases, want_all, strict=True):
        if not negated:
            assert fresh.consistent([*rules, *asserted]) is want
        elif len(negated) == 1:
            verdict = fresh.entails([*rules, *asserted], negated[0])
            assert (verdict is Verdict.NOT_ENTAILED) is want
    assert checker.satisfiable_cases([]) == []


def test_satisfiable_cases_fall_back_to_quantifiers(checker: Z3Checker) -> None:
    # No constants anywhere: the grounded solver cannot be used, real quantifiers are.
    rules = chain(["a", "b", "c"])
    got = checker.satisfiable_cases(
        [([], [rule(P("a"), P("c"))]), ([], [rule(P("c"), P("a"))])], base=rules
    )
    assert got == [False, True]
    # An existential premise needs a Skolem constant: the fresh-solver path answers.
    case = ([Exists("x", P("cat")), P("dog", FAE)], [Exists("x", P("mammal"))])
    got = checker.satisfiable_cases([case], base=[rule(P("cat"), P("mammal"))])
    assert got == [False]


def test_long_lived_solver_gives_the_same_answers_across_resets() -> None:
    premises = [*chain(["cat", "feline", "mammal"]), P("cat", FAE)]
    goals = [P("mammal", FAE), Not(P("mammal", FAE)), P("mammal", REX), rule(P("cat"), P("mammal"))]
    want = [Verdict.ENTAILED, Verdict.NOT_ENTAILED, Verdict.NOT_ENTAILED, Verdict.ENTAILED]
    for kwargs in ({}, {"reset_every": 1}, {"cache_size": 1}):
        c = Z3Checker(**kwargs)
        for _ in range(3):
            assert c.entails_batch(premises, goals) == want
            assert c.check_theory(premises, goals) == (True, want)
            # no scope leaks between calls: an inconsistent call, then a consistent one
            assert c.consistent([*premises, Not(P("mammal", FAE))]) is False
            assert c.consistent(premises) is True
        c.reset()
        assert c.entails_batch(premises, goals) == want
    with pytest.raises(ValueError):
        Z3Checker(reset_every=0)


def test_unknown_on_the_grounded_path_is_its_own_verdict() -> None:
    # Pigeonhole over a named constant: grounded, long-lived solver, 1 ms budget.
    holes, pigeons = 8, 9
    atoms = {(p, h): Pred(f"in_{p}_{h}", FAE) for p in range(pigeons) for h in range(holes)}
    premises = [Or(*[atoms[p, h] for h in range(holes)]) for p in range(pigeons)]
    for h in range(holes):
        for p in range(pigeons):
            for q in range(p + 1, pigeons):
                premises.append(Not(And(atoms[p, h], atoms[q, h])))
    fast = Z3Checker(timeout_ms=1)
    assert fast.satisfiable_cases([(premises, [])]) == [None]
    assert fast.entails(premises, P("never", FAE)) is Verdict.UNKNOWN
    assert fast.consistent(premises) is None
    # after an unknown the solver is rebuilt; easy questions still get answers
    assert fast.entails([rule(P("a"), P("b")), P("a", FAE)], P("b", FAE)) is Verdict.ENTAILED


def test_checker_is_usable_from_threads() -> None:
    import threading

    c = Z3Checker()
    premises = [*chain(["a", "b", "c", "d"]), P("a", FAE)]
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(30):
                assert c.entails(premises, P("d", FAE)) is Verdict.ENTAILED
                assert c.entails(premises, P("d", REX)) is Verdict.NOT_ENTAILED
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
