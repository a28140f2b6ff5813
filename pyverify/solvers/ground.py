"""z3 on grounded theories, many in one solver: the OOD generator's validation.

A generated example's context is ground facts and rules ``∀x(A(x) → B(x))`` over unary
predicates. Such a theory is universal and monadic, so by Herbrand's theorem grounding
every rule at the constants of the problem is exact: an entailment or a consistency
question has the same answer as with real quantifiers (tests compare the two with
:class:`pyverify.solvers.smt.Z3Checker`). The grounded theory is written as SMT-LIB
text, which z3 reads far faster than it builds expressions through its Python API, and
the theories of a batch share one ``QF_FD`` solver, each example's atoms under its own
prefix. Questions are asked under selector literals: ``facts`` (the context's ground
facts) and ``not<k>`` (the negation of the k-th formula the caller asks about).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from pyverify.caches import PER_SENTENCE
from pyverify.logic import Formula, Kind, constants

_TAG = "\x00"  # replaced by an example's prefix (a theory's text is memoised without it)

#: A question: the selectors assumed, and whether the answer must be "satisfiable".
Question = tuple[tuple[Any, ...], bool]


def _smt(f: Formula, atoms: list[str], var: str | None = None, const: str = "") -> str:
    """SMT-LIB text of ``f`` with the variable ``var`` read as the constant ``const``."""
    k = f.kind
    if k is Kind.PRED:
        arg = f.args[0]
        name = const if arg.kind is Kind.VAR and arg.name == var else arg.name
        a = f"|{_TAG}{f.name}@{name}|"
        atoms.append(a)
        return a
    if k is Kind.NOT:
        return f"(not {_smt(f.args[0], atoms, var, const)})"
    if k in (Kind.AND, Kind.OR, Kind.IMPLIES):
        op = {Kind.AND: "and", Kind.OR: "or", Kind.IMPLIES: "=>"}[k]
        return f"({op} {' '.join(_smt(a, atoms, var, const) for a in f.args)})"
    raise ValueError(f"no propositional encoding for {f}")


@lru_cache(maxsize=PER_SENTENCE)
def _ground_text(f: Formula, consts: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """SMT-LIB text of a fact, or of a rule ``∀x(A → B)`` instantiated at every constant
    (written directly from the rule, without building the instances), with the atoms it
    uses (names carry the tag placeholder). ValueError for any other formula."""
    atoms: list[str] = []
    if f.is_ground:
        return _smt(f, atoms), tuple(atoms)
    if f.kind is not Kind.FORALL or f.args[0].kind is not Kind.IMPLIES:
        raise ValueError(f"not a ∀x(A → B) rule: {f}")
    parts = [_smt(f.args[0], atoms, f.name, c) for c in consts]
    return " ".join(parts) if len(parts) == 1 else f"(and {' '.join(parts)})", tuple(atoms)


def theory_text(context: Sequence[Formula], negated: Sequence[Formula], tag: str) -> str:
    """SMT-LIB text of one example: the rules of ``context`` asserted, its ground facts
    under the selector ``facts<tag>``, the negation of ``negated[k]`` under
    ``not<k><tag>``. ValueError when a formula is neither ground nor ``∀x(A → B)``."""
    consts = tuple(sorted(set().union(*(constants(f) for f in (*context, *negated)))))
    atoms: dict[str, None] = {}
    body = []
    for f in context:
        text, used = _ground_text(f, consts)
        atoms.update(dict.fromkeys(used))
        body.append(f"(assert {text})" if not f.is_ground else f"(assert (=> facts{tag} {text}))")
    for k, f in enumerate(negated):
        text, used = _ground_text(f, consts)
        atoms.update(dict.fromkeys(used))
        body.append(f"(assert (=> not{k}{tag} (not {text})))")
    decls = [f"(declare-const {a} Bool)" for a in atoms]
    decls.append(f"(declare-const facts{tag} Bool)")
    decls.extend(f"(declare-const not{k}{tag} Bool)" for k in range(len(negated)))
    return ("".join(decls) + "".join(body)).replace(_TAG, tag)


@lru_cache(maxsize=1)
def _z3() -> Any:
    import z3

    return z3


class GroundBatch:
    """The grounded theories of a batch of examples in one z3 solver (example i under
    the prefix ``e<i>.``), each given as ``(context, negated)`` (:func:`theory_text`).
    ValueError when a formula cannot be grounded."""

    def __init__(self, theories: Sequence[tuple[Sequence[Formula], Sequence[Formula]]],
                 timeout_ms: int = 5000) -> None:
        z3 = self.z3 = _z3()
        text = "".join(theory_text(c, n, f"e{i}.") for i, (c, n) in enumerate(theories))
        self.solver = z3.SolverFor("QF_FD")
        self.solver.set("timeout", timeout_ms)
        self.solver.from_string(text)
        self._negated = [len(n) for _, n in theories]

    def facts(self, i: int) -> Any:
        """Example i's selector of its context's ground facts."""
        return self.z3.Bool(f"factse{i}.")

    def negated(self, i: int, k: int) -> Any:
        """Example i's selector of the negation of its k-th negated formula."""
        if not 0 <= k < self._negated[i]:
            raise IndexError(f"example {i} has {self._negated[i]} negated formulas")
        return self.z3.Bool(f"not{k}e{i}.")

    def satisfiable(self, *selectors: Any) -> bool | None:
        """True / False, or None when z3 answers unknown (a bound hit)."""
        got = self.solver.check(*selectors)
        return True if got == self.z3.sat else False if got == self.z3.unsat else None

    def all_hold(self, questions: Sequence[Sequence[Question]]) -> bool:
        """Whether every example's questions (``questions[i]``, each ``(selectors,
        satisfiable wanted)``) get the wanted answer, in at most one solver call per
        place in the longest list of wanted-satisfiable questions, plus one. The examples
        share no atom, so the j-th satisfiable questions of all of them hold at once iff
        each holds; and once some satisfiable question of every example has held (so its
        rules are consistent), no unsatisfiable question is satisfiable iff their
        disjunction is not. False, never a wrong True, when an answer is unknown or an
        example has no question wanted satisfiable: the caller then asks one by one."""
        z3 = self.z3
        sat = [[s for s, want in qs if want] for qs in questions]
        if not all(sat):
            return False
        for j in range(max(len(s) for s in sat)):
            together = [sel for s in sat if j < len(s) for sel in s[j]]
            if self.satisfiable(*together) is not True:
                return False
        unsat = [z3.And(*s) for qs in questions for s, want in qs if not want]
        if not unsat:
            return True
        some = z3.Bool("some.")  # (example atoms are all named …e<i>.)
        self.solver.add(z3.Implies(some, z3.Or(*unsat)))
        return self.satisfiable(some) is False
