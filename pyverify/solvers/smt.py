"""z3 adapter: entailment by refutation over pyverify formulas.

``premises ⊨ goal`` iff ``premises ∧ ¬goal`` is unsatisfiable (z3's ``socrates.py``
pattern). Solver answers map to three verdicts; ``unknown`` (timeout, memory limit,
incomplete quantifier reasoning) is its own verdict and never read as "not entailed".

Universal quantifiers are grounded over the named constants of the problem (plus Skolem
constants for existentials that occur outside every universal): for the function-free
formulas PrOntoQA-style theories use, that is the whole Herbrand universe, so the
answers equal those with real quantifiers and checks are several times faster
(../shared/DESIGN.md, "Solver facts"). When a problem has no constants at all, or an
existential sits under a universal (a Skolem *function* would be needed), the formulas
are passed to z3 with real quantifiers instead.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any

from pyverify.errors import SolverError
from pyverify.logic import Formula, Kind

try:
    import z3
except ImportError:  # pragma: no cover - exercised only without the dependency
    z3 = None

if TYPE_CHECKING:  # pragma: no cover
    import z3 as z3_types

_INSTALL_HINT = "the z3 backend needs the z3 solver: pip install z3-solver"


def _require_z3() -> Any:
    if z3 is None:
        raise SolverError(_INSTALL_HINT)
    return z3


class Verdict(str, Enum):
    """The outcome of one entailment check."""

    ENTAILED = "entailed"
    NOT_ENTAILED = "not-entailed"
    UNKNOWN = "unknown"


class _NeedsQuantifiers(Exception):
    """Grounding is not complete for this problem; use real quantifiers."""


class Z3Translation:
    """A walker from :class:`Formula` to z3 expressions, sharing declarations.

    One instance per solver: the Entity sort, predicate declarations (keyed by name and
    arity, so names may contain spaces, quotes or any unicode) and constants are made
    once and reused. With ``domain`` set, universals are grounded over it (and
    existentials outside every universal become fresh Skolem constants); with
    ``domain=None`` real quantifiers are emitted.
    """

    def __init__(self) -> None:
        zz = _require_z3()
        self._z3 = zz
        self.sort: z3_types.SortRef = zz.DeclareSort("Entity")
        self._preds: dict[tuple[str, int], Any] = {}
        self._consts: dict[str, Any] = {}

    def const(self, name: str) -> Any:
        c = self._consts.get(name)
        if c is None:
            c = self._z3.Const(name, self.sort)
            self._consts[name] = c
        return c

    def _pred(self, name: str, arity: int) -> Any:
        key = (name, arity)
        d = self._preds.get(key)
        if d is None:
            zz = self._z3
            if arity == 0:
                d = zz.Bool(f"{name}/0")
            else:
                d = zz.Function(f"{name}/{arity}", *([self.sort] * arity), zz.BoolSort())
            self._preds[key] = d
        return d

    def translate(
        self,
        formula: Formula,
        domain: Sequence[str] | None = None,
        skolems: Iterable[str] | None = None,
        polarity: bool = True,
    ) -> Any:
        """The z3 expression for ``formula``, to be asserted as is (``polarity`` True) or
        negated (False); polarity decides which quantifiers act universally.

        ``skolems`` yields fresh constant names for existentially-acting quantifiers
        outside every universal; :class:`_NeedsQuantifiers` is raised when grounding
        would be incomplete.
        """
        sk = iter(skolems) if skolems is not None else iter(())
        return self._tr(formula, {}, domain, sk, polarity, False)

    def _tr(
        self,
        f: Formula,
        env: dict[str, Any],
        domain: Sequence[str] | None,
        skolems: Iterable[str],
        pol: bool | None,
        under_universal: bool,
    ) -> Any:
        zz = self._z3
        k = f.kind
        if k is Kind.PRED:
            decl = self._pred(f.name, len(f.args))
            if not f.args:
                return decl
            return decl(*(self._term(a, env) for a in f.args))
        if k is Kind.NOT:
            inner = None if pol is None else not pol
            return zz.Not(self._tr(f.args[0], env, domain, skolems, inner, under_universal))
        if k is Kind.AND or k is Kind.OR:
            parts = [self._tr(a, env, domain, skolems, pol, under_universal) for a in f.args]
            return zz.And(*parts) if k is Kind.AND else zz.Or(*parts)
        if k is Kind.IMPLIES:
            ante_pol = None if pol is None else not pol
            a = self._tr(f.args[0], env, domain, skolems, ante_pol, under_universal)
            c = self._tr(f.args[1], env, domain, skolems, pol, under_universal)
            return zz.Implies(a, c)
        if k is Kind.IFF:
            a = self._tr(f.args[0], env, domain, skolems, None, under_universal)
            b = self._tr(f.args[1], env, domain, skolems, None, under_universal)
            return a == b
        if k is Kind.FORALL or k is Kind.EXISTS:
            return self._quantifier(f, env, domain, skolems, pol, under_universal)
        raise SolverError(f"cannot translate a bare term to z3: {f!r}")

    def _quantifier(
        self,
        f: Formula,
        env: dict[str, Any],
        domain: Sequence[str] | None,
        skolems: Iterable[str],
        pol: bool | None,
        under_universal: bool,
    ) -> Any:
        zz = self._z3
        is_forall = f.kind is Kind.FORALL
        body = f.args[0]
        if domain is None:
            var = zz.Const(f"{f.name}!{len(env)}", self.sort)
            inner = self._tr(body, {**env, f.name: var}, None, skolems, pol, under_universal)
            return zz.ForAll([var], inner) if is_forall else zz.Exists([var], inner)
        if pol is None:
            raise _NeedsQuantifiers  # under an iff: both polarities at once
        acts_universally = is_forall == pol
        if acts_universally:
            parts = [
                self._tr(body, {**env, f.name: self.const(c)}, domain, skolems, pol, True)
                for c in domain
            ]
            if not parts:
                raise _NeedsQuantifiers
            if len(parts) == 1:
                return parts[0]
            return zz.And(*parts) if is_forall else zz.Or(*parts)
        if under_universal:
            raise _NeedsQuantifiers  # a Skolem function would be needed
        name = next(iter(skolems), None)
        if name is None:
            raise _NeedsQuantifiers
        return self._tr(body, {**env, f.name: self.const(name)}, domain, skolems, pol, False)

    def _term(self, t: Formula, env: dict[str, Any]) -> Any:
        if t.kind is Kind.VAR:
            bound = env.get(t.name)
            if bound is None:
                # A free variable reads as an arbitrary (named) individual.
                return self.const(f"?{t.name}")
            return bound
        return self.const(t.name)


def to_z3(formula: Formula, domain: Sequence[str] | None = None) -> Any:
    """A z3 expression for one formula, with a fresh translation (no shared solver).

    ``domain`` grounds universals over those constant names (Skolem constants are not
    available here, so existentials must then act universally); ``None`` keeps real
    quantifiers. For checking, use :class:`Z3Checker`, which shares declarations.
    """
    return Z3Translation().translate(formula, domain)


class _Smt2Grounder:
    """Grounded formulas as SMT-LIB text with generated symbol names, parsed by z3 once.

    Building the text in Python and handing z3 one string is several times faster than
    constructing the same terms through z3's Python API, and the generated names
    (``c0``, ``p0``) make any constant or predicate name safe.
    """

    def __init__(self, domain: Sequence[str]) -> None:
        self.domain = list(domain)
        self._consts: dict[str, str] = {}
        self._preds: dict[tuple[str, int], str] = {}
        for name in self.domain:
            self._const(name)

    def _const(self, name: str) -> str:
        sym = self._consts.get(name)
        if sym is None:
            sym = f"c{len(self._consts)}"
            self._consts[name] = sym
        return sym

    def _pred(self, name: str, arity: int) -> str:
        sym = self._preds.get((name, arity))
        if sym is None:
            sym = f"p{len(self._preds)}"
            self._preds[(name, arity)] = sym
        return sym

    def text(self, f: Formula, skolems: Iterator[str], pol: bool) -> str:
        return self._tr(f, {}, skolems, pol, False)

    def _tr(self, f: Formula, env: dict[str, str], skolems: Iterator[str], pol: bool | None,
            under_universal: bool) -> str:
        k = f.kind
        if k is Kind.PRED:
            sym = self._pred(f.name, len(f.args))
            if not f.args:
                return sym
            args = " ".join(self._term(a, env) for a in f.args)
            return f"({sym} {args})"
        if k is Kind.NOT:
            inner = None if pol is None else not pol
            return f"(not {self._tr(f.args[0], env, skolems, inner, under_universal)})"
        if k is Kind.AND or k is Kind.OR:
            op = "and" if k is Kind.AND else "or"
            parts = " ".join(self._tr(a, env, skolems, pol, under_universal) for a in f.args)
            return f"({op} {parts})"
        if k is Kind.IMPLIES:
            ante_pol = None if pol is None else not pol
            a = self._tr(f.args[0], env, skolems, ante_pol, under_universal)
            c = self._tr(f.args[1], env, skolems, pol, under_universal)
            return f"(=> {a} {c})"
        if k is Kind.IFF:
            a = self._tr(f.args[0], env, skolems, None, under_universal)
            b = self._tr(f.args[1], env, skolems, None, under_universal)
            return f"(= {a} {b})"
        if k is Kind.FORALL or k is Kind.EXISTS:
            if pol is None:
                raise _NeedsQuantifiers
            body = f.args[0]
            is_forall = k is Kind.FORALL
            if is_forall == pol:
                parts = [
                    self._tr(body, {**env, f.name: self._const(c)}, skolems, pol, True)
                    for c in self.domain
                ]
                if len(parts) == 1:
                    return parts[0]
                return f"({'and' if is_forall else 'or'} {' '.join(parts)})"
            if under_universal:
                raise _NeedsQuantifiers
            name = next(skolems, None)
            if name is None:
                raise _NeedsQuantifiers
            return self._tr(body, {**env, f.name: self._const(name)}, skolems, pol, False)
        raise SolverError(f"cannot translate a bare term to z3: {f!r}")

    def _term(self, t: Formula, env: dict[str, str]) -> str:
        if t.kind is Kind.VAR:
            bound = env.get(t.name)
            return bound if bound is not None else self._const(f"?{t.name}")
        return self._const(t.name)

    def parse(self, assertions: Sequence[str]) -> list[Any]:
        """z3 expressions for the assertion texts, in order (one z3 parse call)."""
        zz = _require_z3()
        lines = ["(declare-sort E 0)"]
        lines += [f"(declare-fun {sym} () E)" for sym in self._consts.values()]
        for (_, arity), sym in self._preds.items():
            lines.append(f"(declare-fun {sym} ({' '.join(['E'] * arity)}) Bool)")
        lines += [f"(assert {a})" for a in assertions]
        return list(zz.parse_smt2_string("\n".join(lines)))


def _constant_names(formulas: Iterable[Formula]) -> list[str]:
    seen: dict[str, None] = {}
    for f in formulas:
        for node in f.walk():
            if node.kind is Kind.CONST:
                seen.setdefault(node.name, None)
    return list(seen)


def _existential_count(formula: Formula, pol: bool = True) -> int:
    """Upper bound on the Skolem constants ``formula`` needs when asserted with ``pol``."""
    k = formula.kind
    if k is Kind.NOT:
        return _existential_count(formula.args[0], not pol)
    if k is Kind.IMPLIES:
        return _existential_count(formula.args[0], not pol) + _existential_count(
            formula.args[1], pol
        )
    if k in (Kind.AND, Kind.OR, Kind.IFF):
        return sum(_existential_count(a, pol) for a in formula.args)
    if k in (Kind.FORALL, Kind.EXISTS):
        own = 0 if (k is Kind.FORALL) == pol else 1
        return own + _existential_count(formula.args[0], pol)
    return 0


class Z3Checker:
    """Entailment and consistency checks, every solver call bounded in time and memory."""

    def __init__(self, timeout_ms: int = 2000, memory_mb: int = 512) -> None:
        _require_z3()
        if timeout_ms <= 0:
            raise ValueError("timeout_ms must be positive")
        if memory_mb <= 0:
            raise ValueError("memory_mb must be positive")
        self.timeout_ms = timeout_ms
        self.memory_mb = memory_mb

    # ------------------------------------------------------------ public API

    def entails(self, premises: Sequence[Formula], goal: Formula) -> Verdict:
        """Whether ``premises ⊨ goal``: ``premises ∧ ¬goal`` unsat → ENTAILED."""
        return self.entails_batch(premises, [goal])[0]

    def consistent(self, formulas: Sequence[Formula]) -> bool | None:
        """True if satisfiable, False if not, None when z3 cannot tell."""
        formulas = list(formulas)
        try:
            return self._consistent(formulas, self._grounding_domain(formulas, [], 0))
        except _NeedsQuantifiers:
            return self._consistent(formulas, None)

    def entails_batch(
        self, premises: Sequence[Formula], goals: Sequence[Formula]
    ) -> list[Verdict]:
        """One verdict per goal; the premises are asserted once, each goal in push/pop."""
        premises, goals = list(premises), list(goals)
        if not goals:
            return []
        skolems_needed = max(_existential_count(g, False) for g in goals)
        try:
            domain = self._grounding_domain(premises, goals, skolems_needed)
            return self._batch(premises, goals, domain)
        except _NeedsQuantifiers:
            return self._batch(premises, goals, None)

    # ------------------------------------------------------------ internals

    def _solver(self) -> Any:
        zz = _require_z3()
        s = zz.Solver()
        s.set("timeout", self.timeout_ms)
        s.set("max_memory", self.memory_mb)
        return s

    def _grounding_domain(
        self, premises: Sequence[Formula], goals: Sequence[Formula], goal_skolems: int
    ) -> _Domain:
        names = _constant_names([*premises, *goals])
        if not names:
            raise _NeedsQuantifiers
        premise_skolems = sum(_existential_count(f, True) for f in premises)
        return _Domain(names, premise_skolems + goal_skolems)

    def _consistent(self, formulas: Sequence[Formula], domain: _Domain | None) -> bool | None:
        consistent, _ = self._run(formulas, [], domain, check_consistency=True)
        return consistent

    def _batch(
        self, premises: Sequence[Formula], goals: Sequence[Formula], domain: _Domain | None
    ) -> list[Verdict]:
        return self._run(premises, goals, domain, check_consistency=False)[1]

    def check_theory(
        self, premises: Sequence[Formula], goals: Sequence[Formula]
    ) -> tuple[bool | None, list[Verdict]]:
        """Consistency of ``premises`` and a verdict per goal, with one solver."""
        premises, goals = list(premises), list(goals)
        skolems_needed = max((_existential_count(g, False) for g in goals), default=0)
        try:
            domain = self._grounding_domain(premises, goals, skolems_needed)
            return self._run(premises, goals, domain, check_consistency=True)
        except _NeedsQuantifiers:
            return self._run(premises, goals, None, check_consistency=True)

    def _run(
        self,
        premises: Sequence[Formula],
        goals: Sequence[Formula],
        domain: _Domain | None,
        check_consistency: bool,
    ) -> tuple[bool | None, list[Verdict]]:
        zz = _require_z3()
        s = self._solver()
        if domain is not None:
            grounder = _Smt2Grounder(domain.names)
            fresh = iter(domain.fresh())
            texts = [grounder.text(p, fresh, True) for p in premises]
            # Goal Skolem constants are reused across goals: each lives in its own scope.
            texts += [f"(not {grounder.text(g, domain.goal_fresh(), False)})" for g in goals]
            exprs = grounder.parse(texts)
            premise_exprs, negated_goals = exprs[: len(premises)], exprs[len(premises) :]
        else:
            tr = Z3Translation()
            premise_exprs = [tr.translate(p, None, None, True) for p in premises]
            negated_goals = [zz.Not(tr.translate(g, None, None, False)) for g in goals]
        s.add(*premise_exprs)
        consistent: bool | None = None
        if check_consistency:
            result = s.check()
            consistent = True if result == zz.sat else False if result == zz.unsat else None
        verdicts: list[Verdict] = []
        for negated_goal in negated_goals:
            s.push()
            s.add(negated_goal)
            result = s.check()
            s.pop()
            if result == zz.unsat:
                verdicts.append(Verdict.ENTAILED)
            elif result == zz.sat:
                verdicts.append(Verdict.NOT_ENTAILED)
            else:
                verdicts.append(Verdict.UNKNOWN)
        return consistent, verdicts


class _Domain:
    """Grounding domain: named constants, then Skolem constants (premises', goals')."""

    def __init__(self, named: Sequence[str], skolem_count: int) -> None:
        taken = set(named)
        skolems: list[str] = []
        for i in itertools.count():
            if len(skolems) == skolem_count:
                break
            name = f"sk!{i}"
            if name not in taken:
                skolems.append(name)
        self.names: list[str] = [*named, *skolems]
        self._skolems = skolems
        self._premise_used = 0

    def fresh(self) -> Iterator[str]:
        """Skolem names for premises, never handed out twice."""
        while self._premise_used < len(self._skolems):
            self._premise_used += 1
            yield self._skolems[self._premise_used - 1]

    def goal_fresh(self) -> Iterator[str]:
        """Skolem names for one goal: those the premises left, from the same start."""
        return iter(self._skolems[self._premise_used :])
