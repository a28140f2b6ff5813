"""Generation-time checks: every example is verified before it is written (DESIGN.md).

* the context is consistent and the premise fact is needed (z3);
* the gold conclusion is entailed, and the query (True) or its negation (False) — or,
  proofs-only, the goal — is entailed while the other is not (z3);
* every gold step is an axiom from the context or a modus ponens on earlier steps,
  with the premises the step names (a structural check independent of any solver);
* every context sentence, CoT sentence and the query parse back to their LFs, and a CoT
  step equal to a context LF reuses that context sentence verbatim;
* the gold CoT plus its label is strictly correct under the step verifier
  (``pyverify.verify.check``), once that module is available.

A failure is a generator bug: GenerationError, never a silent skip.
"""

from __future__ import annotations

from pyverify.errors import GenerationError
from pyverify.example import Example
from pyverify.language.parse import parse_query, parse_sentence
from pyverify.logic import Formula, instantiate_rule, negate, to_tptp
from pyverify.solvers.smt import Verdict, Z3Checker
from pyverify.verify.results import ProofResult, StepKind

_CHECKER: Z3Checker | None = None


def _checker() -> Z3Checker:
    global _CHECKER
    if _CHECKER is None:
        _CHECKER = Z3Checker(timeout_ms=5000)
    return _CHECKER


def _fail(ex: Example, what: str) -> GenerationError:
    return GenerationError(f"generated example {ex.id} failed validation: {what}")


def check_alignment(ex: Example) -> None:
    """Every logical form is present and aligned 1:1 with its sentences (shared with the
    OOD validator)."""
    if ex.context_fol is None or ex.gold_fol is None or ex.gold_steps is None:
        raise _fail(ex, "missing logical forms")
    if ex.query_fol is None:
        raise _fail(ex, "missing query LF")
    if len(ex.context_fol) != len(ex.context):
        raise _fail(ex, "context and context_fol are not aligned")
    if len(ex.gold_fol) != len(ex.chain_of_thought) or len(ex.gold_steps) != len(ex.gold_fol):
        raise _fail(ex, "chain_of_thought, gold_fol and gold_steps are not aligned")


def validate_example(ex: Example, *, checker: Z3Checker | None = None,
                     gold_cot: bool = True) -> None:
    """Raise GenerationError unless ``ex`` passes every check above (the gold CoT's
    check left to the caller when ``gold_cot`` is False)."""
    check_alignment(ex)
    _check_round_trip(ex)
    _check_gold_structure(ex)
    _check_entailment(ex, checker or _checker())
    if gold_cot:
        check_gold_cot(ex)


def validate_examples(examples: list[Example]) -> None:
    """:func:`validate_example` for several examples, their gold CoTs checked in one
    Prolog call. (z3's cases stay one Z3Checker call per example: asked of a batch at
    once in one solver over grounded text, as the OOD validator does, they cost more
    here, 0.61-0.66 against 0.46-0.53 ms an example, the text of PrOntoQA's larger
    contexts taking longer to write and read than the checks it saves.)"""
    for ex in examples:
        validate_example(ex, gold_cot=False)
    check_gold_cots(examples)


def _parse_one(sentence: str) -> Formula | None:
    parsed = parse_sentence(sentence)
    if len(parsed) != 1 or parsed[0].kind not in (StepKind.FACT, StepKind.RULE):
        return None
    return parsed[0].formula


def check_context_round_trip(ex: Example) -> dict[Formula, str]:
    """Every context sentence parses back to its LF (shared with the OOD validator);
    returns the first sentence of each LF, which CoT steps must reuse verbatim."""
    assert ex.context_fol is not None
    sentence_of: dict[Formula, str] = {}
    for sentence, lf in zip(ex.context, ex.context_fol, strict=True):
        got = _parse_one(sentence)
        if got is not lf:
            raise _fail(ex, f"context sentence {sentence!r} parses to "
                            f"{to_tptp(got) if got else 'nothing'}, expected {to_tptp(lf)}")
        sentence_of.setdefault(lf, sentence)
    return sentence_of


def _check_round_trip(ex: Example) -> None:
    assert ex.context_fol is not None and ex.gold_fol is not None and ex.query_fol is not None
    sentence_of = check_context_round_trip(ex)
    for sentence, lf in zip(ex.chain_of_thought, ex.gold_fol, strict=True):
        got = _parse_one(sentence)
        if got is not lf:
            raise _fail(ex, f"CoT sentence {sentence!r} parses to "
                            f"{to_tptp(got) if got else 'nothing'}, expected {to_tptp(lf)}")
        if lf in sentence_of and sentence_of[lf] != sentence:
            raise _fail(ex, f"CoT step {sentence!r} does not reuse the context sentence "
                            f"{sentence_of[lf]!r}")
    got_query = parse_query(ex.query)
    if got_query is not ex.query_fol:
        raise _fail(ex, f"query {ex.query!r} parses to "
                        f"{to_tptp(got_query) if got_query else 'nothing'}")
    expected_prefix = "Prove: " if ex.answer is None else "True or false: "
    if not ex.query.startswith(expected_prefix):
        raise _fail(ex, f"query {ex.query!r} does not start with {expected_prefix!r}")


def _check_gold_structure(ex: Example) -> None:
    assert ex.context_fol is not None and ex.gold_fol is not None and ex.gold_steps is not None
    context = set(ex.context_fol)
    for i, (lf, step) in enumerate(zip(ex.gold_fol, ex.gold_steps, strict=True)):
        if any(p >= i or p < 0 for p in step.premises):
            raise _fail(ex, f"gold step {i} uses a premise that is not earlier")
        if step.rule == "axiom":
            if lf not in context or step.premises:
                raise _fail(ex, f"gold step {i} ({to_tptp(lf)}) is not a context axiom")
        elif step.rule == "MP":
            if len(step.premises) != 2:
                raise _fail(ex, f"gold MP step {i} needs two premises")
            fact, rule_f = (ex.gold_fol[p] for p in step.premises)
            term = fact.args[0] if fact.kind.name == "PRED" and fact.args else None
            inst = instantiate_rule(rule_f, term) if term is not None else None
            if inst is None or inst != (fact, lf):
                raise _fail(ex, f"gold step {i} ({to_tptp(lf)}) is not modus ponens on "
                                f"{to_tptp(fact)} and {to_tptp(rule_f)}")
        else:
            raise _fail(ex, f"gold step {i} has unknown rule {step.rule!r}")


def _check_entailment(ex: Example, checker: Z3Checker) -> None:
    """z3's part of the checks, as four satisfiability cases in one solver scope.

    With P the context, R its rules (P without the ground facts), g the gold conclusion,
    e the expected answer (the query, or its negation for False) and o = ¬e:

    * ``P ∧ ¬o`` sat: o is not entailed, and P is consistent (a model of P ∧ ¬o is one
      of P), so no separate consistency check is needed;
    * ``P ∧ ¬g`` unsat: g is entailed;
    * ``P ∧ ¬e`` unsat: e is entailed (skipped when e is g, as it is whenever the
      query is the conclusion);
    * ``R ∧ ¬e`` sat: e does not follow without the premise facts.

    Any other answer, ``unknown`` included, rejects the example; the checks are then
    rerun one by one only to say which one failed and why.
    """
    assert ex.context_fol is not None and ex.gold_fol is not None and ex.query_fol is not None
    premises = list(ex.context_fol)
    goal = ex.gold_fol[-1]
    expected = ex.query_fol if ex.answer is not False else negate(ex.query_fol)
    opposite = negate(expected)
    rules_only = [f for f in premises if not f.is_ground]
    facts = [f for f in premises if f.is_ground]
    # The rules are in every case (asserted once); the facts and the negated goals each
    # sit behind an assumption literal.
    cases: list[tuple[list[Formula], list[Formula]]] = [
        (facts, [opposite]),
        (facts, [goal]),
        ([], [expected]),
    ]
    wanted: list[bool] = [True, False, True]
    if expected is not goal:
        cases.append((facts, [expected]))
        wanted.append(False)
    got = checker.satisfiable_cases(cases, base=rules_only)
    if got != wanted:
        _explain_entailment_failure(ex, checker, premises, rules_only, goal, expected, got)


def _explain_entailment_failure(
    ex: Example,
    checker: Z3Checker,
    premises: list[Formula],
    rules_only: list[Formula],
    goal: Formula,
    expected: Formula,
    fast: list[bool | None],
) -> None:
    """Raise the GenerationError naming the first failing check (checked one by one)."""
    opposite = negate(expected)
    consistent, verdicts = checker.check_theory(premises, [goal, expected, opposite])
    if consistent is not True:
        raise _fail(ex, "context is inconsistent" if consistent is False
                    else "z3 could not decide the context's consistency")
    if verdicts[0] is not Verdict.ENTAILED:
        raise _fail(ex, f"gold conclusion {to_tptp(goal)} is {verdicts[0].value}")
    if verdicts[1] is not Verdict.ENTAILED:
        raise _fail(ex, f"label {ex.answer} is not supported: {to_tptp(expected)} is "
                        f"{verdicts[1].value}")
    if verdicts[2] is not Verdict.NOT_ENTAILED:
        raise _fail(ex, f"{to_tptp(opposite)} is {verdicts[2].value}: the label is ambiguous")
    # The question must need its premise facts (no query provable from the rules alone).
    without_facts = checker.entails(rules_only, expected)
    if without_facts is not Verdict.NOT_ENTAILED:
        raise _fail(ex, f"{to_tptp(expected)} follows without the premise facts"
                    if without_facts is Verdict.ENTAILED
                    else f"z3 could not decide whether {to_tptp(expected)} follows without "
                         f"the premise facts")
    # Never accept on a disagreement (e.g. a bound hit only in the first run).
    raise _fail(ex, f"z3 answered the combined checks inconsistently ({fast}); "
                    f"rerun one by one they pass")


def check_gold_cot(ex: Example) -> None:
    """The gold CoT plus label must be strictly correct under pyverify's own checker
    (all four metrics) with the label read back right; shared with the OOD validator."""
    from pyverify.verify import checker  # looked up per call: tests may stand in for it

    _require_strictly_correct(ex, checker.check(ex, _gold_output(ex)))


def check_gold_cots(examples: list[Example]) -> None:
    """:func:`check_gold_cot` for several examples, their checks in one Prolog call
    (``check_batch``: the same results, without a call per example)."""
    from pyverify.verify import checker

    results = checker.check_batch([(ex, [_gold_output(ex)]) for ex in examples])
    for ex, (result,) in zip(examples, results, strict=True):
        _require_strictly_correct(ex, result)


def _gold_output(ex: Example) -> str:
    output = " ".join(s.strip() for s in ex.chain_of_thought)
    if ex.answer is not None:
        output += " True" if ex.answer else " False"
    return output


def _require_strictly_correct(ex: Example, result: ProofResult) -> None:
    if not all(result.proof_correct.get(m, False) for m in ("strict", "skip", "broad", "valid")):
        raise _fail(ex, f"gold CoT is not strictly correct: {result.proof_correct}")
    if ex.answer is not None and result.label_correct is not True:
        raise _fail(ex, f"gold label not read back correctly ({result.label_status})")
