"""Generation-time checks for PrOntoQA-OOD examples (the OOD variant of validate.py).

* every context sentence, CoT sentence and the query parse back to their LFs; a CoT
  step equal to a context LF reuses that sentence; ``Assume X.`` parses to an
  ASSUMPTION of X, ``This contradicts with X.`` to a CONTRADICTION of X and
  ``Since D, C.`` to the two steps D and C;
* the gold steps are sound natural deduction with hypotheses (a structural check
  independent of any solver): every step is an axiom, a hypothesis or a named rule
  applied to earlier steps that are still in scope; a proof by cases discharges one
  hypothesis per disjunct of a disjunction that is an axiom or an earlier step; a proof
  by contradiction discharges its hypothesis only after a ``contradicts`` step that pairs
  a fact derived under it with its negation (an axiom or an earlier step); the last step
  depends on no open hypothesis;
* z3: the context is consistent, entails the goal (and the label's reading of the
  query), and the goal does not follow from the rules alone (no tautological goal);
* the gold CoT is strictly correct under pyverify's step verifier, only when
  ``pyverify.verify.checker.SUPPORTS_HYPOTHESES`` is True (hypothetical reasoning is being
  added to the verifier; without it the check is skipped).

The z3 check grounds the theory over the example's constants (every rule is
``∀x(A(x) → B(x))`` over unary predicates; :mod:`pyverify.solvers.ground`) and asks
one solver its three questions under assumption literals, of a whole batch at once;
it agrees with :class:`pyverify.solvers.smt.Z3Checker` (tested) and is about ten
times cheaper.
"""

from __future__ import annotations

import importlib

from pyverify.errors import GenerationError
from pyverify.example import Example
from pyverify.generate.validate import (
    check_alignment,
    check_context_round_trip,
    check_gold_cot,
    check_gold_cots,
)
from pyverify.language.parse import parse_query, parse_sentence
from pyverify.logic import Formula, Kind, Or, instantiate_rule, negate, negation, to_tptp
from pyverify.solvers.ground import GroundBatch
from pyverify.verify.results import StepKind


def _fail(ex: Example, what: str) -> GenerationError:
    return GenerationError(f"generated example {ex.id} failed validation: {what}")


def validate_ood_example(ex: Example, *, use_z3: bool = True, gold_cot: bool = True) -> None:
    """Raise GenerationError unless ``ex`` passes every check above (z3's and the gold
    CoT's left to the caller when ``use_z3`` / ``gold_cot`` is False)."""
    check_alignment(ex)
    disjunctions = check_structure(ex)
    check_round_trip(ex, disjunctions)
    if use_z3:
        check_z3(ex)
    if gold_cot:
        check_step_verifier(ex)


def validate_ood_examples(examples: list[Example]) -> None:
    """:func:`validate_ood_example` for several examples, with one z3 solver for all and
    their gold CoTs checked in one Prolog call."""
    for ex in examples:
        validate_ood_example(ex, use_z3=False, gold_cot=False)
    check_z3_many(examples)
    if hypotheses_supported():
        check_gold_cots(examples)


# ---------------------------------------------------------------- round trip


def _tp(f: Formula | None) -> str:
    return to_tptp(f) if f is not None else "nothing"


def check_round_trip(ex: Example, disjunctions: dict[int, Formula]) -> None:
    assert ex.context_fol is not None and ex.gold_fol is not None and ex.gold_steps is not None
    sentence_of = check_context_round_trip(ex)
    for i, (sentence, lf, step) in enumerate(
            zip(ex.chain_of_thought, ex.gold_fol, ex.gold_steps, strict=True)):
        parsed = parse_sentence(sentence)
        if step.rule == "assume":
            ok = len(parsed) == 1 and parsed[0].kind is StepKind.ASSUMPTION \
                and parsed[0].formula is lf
        elif step.rule == "contradicts":
            ok = len(parsed) == 1 and parsed[0].kind is StepKind.CONTRADICTION \
                and parsed[0].formula is lf
        elif step.rule == "OrE":
            ok = (len(parsed) == 2 and parsed[0].kind is StepKind.FACT
                  and parsed[0].formula is disjunctions[i]
                  and parsed[1].kind is StepKind.FACT and parsed[1].formula is lf)
        else:
            ok = len(parsed) == 1 and parsed[0].kind in (StepKind.FACT, StepKind.RULE) \
                and parsed[0].formula is lf
            if ok and lf in sentence_of and sentence_of[lf] != sentence.rstrip("\n"):
                raise _fail(ex, f"CoT step {sentence!r} does not reuse the context sentence "
                                f"{sentence_of[lf]!r}")
        if not ok:
            got = ", ".join(f"{p.kind.value}({_tp(p.formula)})" for p in parsed)
            raise _fail(ex, f"CoT sentence {sentence!r} ({step.rule}) parses to {got}, "
                            f"expected {_tp(lf)}")
    got_query = parse_query(ex.query)
    if got_query is not ex.query_fol:
        raise _fail(ex, f"query {ex.query!r} parses to {_tp(got_query)}")
    expected_prefix = "Prove: " if ex.answer is None else "True or false: "
    if not ex.query.startswith(expected_prefix):
        raise _fail(ex, f"query {ex.query!r} does not start with {expected_prefix!r}")


# ---------------------------------------------------------------- structure


def _constant(f: Formula) -> Formula | None:
    return next((n for n in f.walk() if n.kind is Kind.CONST), None)


def check_structure(ex: Example) -> dict[int, Formula]:
    """Natural deduction with hypotheses; returns the disjunction of every OrE step."""
    assert ex.context_fol is not None and ex.gold_fol is not None and ex.gold_steps is not None
    context = set(ex.context_fol)
    gold, steps = ex.gold_fol, ex.gold_steps
    hyps: list[frozenset[int]] = []
    closed: set[int] = set()
    disjunctions: dict[int, Formula] = {}

    def bad(i: int, what: str) -> GenerationError:
        return _fail(ex, f"gold step {i} ({steps[i].rule} {_tp(gold[i])}): {what}")

    def established(f: Formula, i: int) -> bool:
        """An axiom, or an earlier step still in scope."""
        return f in context or any(gold[j] is f and not (hyps[j] & closed) for j in range(i))

    for i, (lf, step) in enumerate(zip(gold, steps, strict=True)):
        prem = step.premises
        if any(p >= i or p < 0 for p in prem):
            raise bad(i, "uses a premise that is not earlier")
        for p in prem:
            if hyps[p] & closed:
                raise bad(i, f"uses step {p}, which depends on a discharged hypothesis")
        deps = frozenset().union(*(hyps[p] for p in prem)) if prem else frozenset()
        r = step.rule
        if r == "axiom":
            if lf not in context or prem:
                raise bad(i, "not a context axiom")
        elif r == "assume":
            if prem or not lf.is_ground:
                raise bad(i, "a hypothesis has no premises and is ground")
            deps = frozenset({i})
        elif r == "MP":
            if len(prem) != 2:
                raise bad(i, "needs two premises")
            fact, rule_f = gold[prem[0]], gold[prem[1]]
            term = _constant(fact)
            inst = instantiate_rule(rule_f, term) if term is not None else None
            if inst is None or inst != (fact, lf):
                raise bad(i, f"not modus ponens on {_tp(fact)} and {_tp(rule_f)}")
        elif r == "AndI":
            ops = [gold[p] for p in prem]
            if lf.kind is not Kind.AND or len(ops) != len(lf.args) or set(ops) != set(lf.args):
                raise bad(i, "not the conjunction of its premises")
        elif r == "AndE":
            if len(prem) != 1 or gold[prem[0]].kind is not Kind.AND \
                    or lf not in gold[prem[0]].args:
                raise bad(i, "not a conjunct of its premise")
        elif r == "OrI":
            if len(prem) != 1 or lf.kind is not Kind.OR or gold[prem[0]] not in lf.args:
                raise bad(i, "its premise is not one of its disjuncts")
        elif r == "OrE":
            cases = [p for p in prem if gold[p] is lf]
            others = [p for p in prem if gold[p] is not lf]
            if len(cases) < 2 or len(others) > 1:
                raise bad(i, "needs two or more cases and at most one disjunction step")
            discharged = []
            for p in cases:
                open_h = sorted(hyps[p] - closed)
                if not open_h:
                    raise bad(i, f"case {p} depends on no hypothesis")
                discharged.append(open_h[-1])
            disj = Or(*[gold[a] for a in discharged])
            if len(set(discharged)) != len(discharged):
                raise bad(i, "two cases share one hypothesis")
            if others:
                if gold[others[0]] is not disj:
                    raise bad(i, f"step {others[0]} is not the disjunction {_tp(disj)}")
            elif not established(disj, i):
                raise bad(i, f"the disjunction {_tp(disj)} is neither an axiom nor established")
            disjunctions[i] = disj
            deps = deps - set(discharged)
            closed.update(discharged)
        elif r == "contradicts":
            if not prem or gold[prem[0]] is not negate(lf) and negate(gold[prem[0]]) is not lf:
                raise bad(i, "its first premise is not the negation of the contradicted fact")
            if len(prem) == 2:
                if gold[prem[1]] is not lf:
                    raise bad(i, "its second premise is not the contradicted fact")
            elif lf not in context:
                raise bad(i, "contradicts a fact that is not in the context")
        elif r == "PbC":
            if len(prem) != 2 or steps[prem[0]].rule != "assume" \
                    or steps[prem[1]].rule != "contradicts":
                raise bad(i, "needs (hypothesis, contradiction) premises")
            a, k = prem
            if a not in hyps[k] or lf is not negate(gold[a]) or lf.kind is not Kind.NOT:
                raise bad(i, "does not negate the hypothesis the contradiction depends on")
            deps = hyps[k] - {a}
            closed.add(a)
        else:
            raise bad(i, f"unknown rule {r!r}")
        hyps.append(deps)
    if hyps and hyps[-1]:
        raise _fail(ex, f"the last step still depends on hypotheses {sorted(hyps[-1])}")
    if ex.answer is None and ex.query_fol is not gold[-1]:
        raise _fail(ex, "the proofs-only query is not the gold conclusion")
    if ex.answer is not None:
        expected = ex.query_fol if ex.answer else negation(ex.query_fol)
        if expected is not gold[-1]:
            raise _fail(ex, "the label does not match the gold conclusion")
    return disjunctions


# ---------------------------------------------------------------- z3


def check_z3(ex: Example) -> None:
    check_z3_many([ex])


def check_z3_many(examples: list[Example]) -> None:
    """z3, one solver for a batch (:class:`~pyverify.solvers.ground.GroundBatch`):
    consistent context, goal entailed, goal not entailed by the rules alone. The three
    questions are asked of the whole batch at once, and example by example only when
    some answer is not the expected one, to say which example fails and why (z3's
    Python call costs ~80 µs of the ~100 a check takes here: 3 calls a batch of 8
    instead of 24)."""
    if not examples:
        return
    theories = []
    for ex in examples:
        assert ex.context_fol is not None and ex.gold_fol is not None
        theories.append((ex.context_fol, [ex.gold_fol[-1]]))
    batch = GroundBatch(theories)
    questions = [
        [((batch.facts(i),), True), ((batch.facts(i), batch.negated(i, 0)), False),
         ((batch.negated(i, 0),), True)]
        for i in range(len(examples))
    ]
    if len(examples) > 1 and batch.all_hold(questions):
        return
    for i, ex in enumerate(examples):
        goal = theories[i][1][0]
        facts, notgoal = batch.facts(i), batch.negated(i, 0)
        if batch.satisfiable(facts) is not True:
            raise _fail(ex, "context is inconsistent (z3)")
        if batch.satisfiable(facts, notgoal) is not False:
            raise _fail(ex, f"gold conclusion {_tp(goal)} is not entailed (z3)")
        if batch.satisfiable(notgoal) is not True:
            raise _fail(ex, f"{_tp(goal)} follows from the rules alone: tautological goal (z3)")


def reference_z3_verdicts(ex: Example) -> tuple[bool | None, list[str]]:
    """The same questions through :class:`pyverify.solvers.smt.Z3Checker` (tests)."""
    from pyverify.generate.validate import _checker

    assert ex.context_fol is not None and ex.gold_fol is not None
    goal = ex.gold_fol[-1]
    consistent, verdicts = _checker().check_theory(list(ex.context_fol), [goal])
    rules_only = [f for f in ex.context_fol if not f.is_ground]
    alone = _checker().entails(rules_only, goal)
    return consistent, [verdicts[0].value, alone.value]


# ---------------------------------------------------------------- step verifier


def hypotheses_supported() -> bool:
    """Whether the step verifier declares hypothesis support (``SUPPORTS_HYPOTHESES``)."""
    try:
        checker = importlib.import_module("pyverify.verify.checker")
    except ImportError:
        return False
    return getattr(checker, "SUPPORTS_HYPOTHESES", False) is True


def check_step_verifier(ex: Example) -> None:
    """The gold CoT is strictly correct under pyverify's checker (when it supports
    hypotheses): the same check as for PrOntoQA examples."""
    if not hypotheses_supported():
        return
    check_gold_cot(ex)


__all__ = ["check_round_trip", "check_structure", "check_step_verifier", "check_z3",
           "hypotheses_supported", "reference_z3_verdicts", "validate_ood_example",
           "validate_ood_examples", "check_z3_many"]
