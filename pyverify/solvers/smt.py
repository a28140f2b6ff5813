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
import os
import threading
import weakref
from collections.abc import Collection, Iterable, Iterator, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any

from pyverify.errors import SolverError, SolverUnavailable
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
        raise SolverUnavailable(_INSTALL_HINT)
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
    """Entailment and consistency checks, every solver call bounded in time and memory.

    Grounded problems (the usual case: named constants, universals only where they act
    universally) go to one long-lived solver per checker (z3's incremental SAT solver: a
    grounded problem is propositional, one Boolean per ground atom): the grounded z3
    expression of every (formula, polarity, positions of its constants in the domain) is
    made once and cached, and each call is one ``push`` … ``pop`` scope in which every
    case is one ``check`` under assumption literals (:meth:`satisfiable_cases`). The
    solver, its atoms and the cache are rebuilt every ``reset_every`` calls, when
    the cache holds more than ``cache_size`` expressions, after an ``unknown`` (a
    timeout or memory limit may leave the solver in any state) and in a forked child.
    Problems that need real quantifiers or Skolem constants use a fresh solver per call.
    A lock makes one checker safe to share between threads (z3 contexts are not).
    """

    def __init__(
        self,
        timeout_ms: int = 2000,
        memory_mb: int = 512,
        *,
        reset_every: int = 20_000,
        cache_size: int = 50_000,
    ) -> None:
        _require_z3()
        if timeout_ms <= 0:
            raise ValueError("timeout_ms must be positive")
        if memory_mb <= 0:
            raise ValueError("memory_mb must be positive")
        if reset_every <= 0 or cache_size <= 0:
            raise ValueError("reset_every and cache_size must be positive")
        self.timeout_ms = timeout_ms
        self.memory_mb = memory_mb
        self.reset_every = reset_every
        self.cache_size = cache_size
        self._lock = threading.Lock()
        self._session: _Session | None = None

    # ------------------------------------------------------------ public API

    def entails(self, premises: Sequence[Formula], goal: Formula) -> Verdict:
        """Whether ``premises ⊨ goal``: ``premises ∧ ¬goal`` unsat → ENTAILED."""
        return self.entails_batch(premises, [goal])[0]

    def consistent(self, formulas: Sequence[Formula]) -> bool | None:
        """True if satisfiable, False if not, None when z3 cannot tell."""
        formulas = list(formulas)
        try:
            return self._grounded_cases([((), ())], formulas)[0]
        except _NeedsQuantifiers:
            pass
        try:
            return self._consistent(formulas, self._grounding_domain(formulas, [], 0))
        except _NeedsQuantifiers:
            return self._consistent(formulas, None)

    def entails_batch(
        self, premises: Sequence[Formula], goals: Sequence[Formula]
    ) -> list[Verdict]:
        """One verdict per goal; the premises are asserted once, each goal in its own case."""
        premises, goals = list(premises), list(goals)
        if not goals:
            return []
        try:
            sat = self._grounded_cases([((), (g,)) for g in goals], premises)
            return [_verdict(r) for r in sat]
        except _NeedsQuantifiers:
            pass
        skolems_needed = max(_existential_count(g, False) for g in goals)
        try:
            domain = self._grounding_domain(premises, goals, skolems_needed)
            return self._batch(premises, goals, domain)
        except _NeedsQuantifiers:
            return self._batch(premises, goals, None)

    def check_theory(
        self, premises: Sequence[Formula], goals: Sequence[Formula]
    ) -> tuple[bool | None, list[Verdict]]:
        """Consistency of ``premises`` and a verdict per goal, in one solver scope."""
        premises, goals = list(premises), list(goals)
        try:
            sat = self._grounded_cases([((), ()), *(((), (g,)) for g in goals)], premises)
            return sat[0], [_verdict(r) for r in sat[1:]]
        except _NeedsQuantifiers:
            pass
        skolems_needed = max((_existential_count(g, False) for g in goals), default=0)
        try:
            domain = self._grounding_domain(premises, goals, skolems_needed)
            return self._run(premises, goals, domain, check_consistency=True)
        except _NeedsQuantifiers:
            return self._run(premises, goals, None, check_consistency=True)

    def satisfiable_cases(
        self,
        cases: Sequence[tuple[Sequence[Formula], Sequence[Formula]]],
        base: Sequence[Formula] = (),
    ) -> list[bool | None]:
        """For each case ``(asserted, negated)``: is ``⋀base ∧ ⋀asserted ∧ ⋀¬negated``
        satisfiable? True / False, or None when z3 cannot tell (never read as either).

        All cases share one grounding domain (every constant of ``base`` and of every
        case) and, when grounding is complete, one solver scope: ``base`` is asserted
        once, every other formula under one assumption literal, and each case is one
        ``check`` under its literals. Otherwise each case gets a fresh solver with real
        quantifiers / Skolem constants. ``premises ⊨ goal`` is the case
        ``(premises, [goal])`` being unsatisfiable.
        """
        base = list(base)
        cases = [(list(a), list(n)) for a, n in cases]
        if not cases:
            return []
        try:
            return self._grounded_cases(cases, base)
        except _NeedsQuantifiers:
            pass
        out: list[bool | None] = []
        for asserted, negated in cases:
            asserted = [*base, *asserted]
            if not negated:
                out.append(self.consistent(asserted))
            else:
                # ⋀A ∧ ¬g1 ∧ … ∧ ¬gk satisfiable  iff  A ⊭ (g1 ∨ … ∨ gk)
                from pyverify.logic import disj

                goal = negated[0] if len(negated) == 1 else disj(*negated)
                v = self.entails(asserted, goal)
                out.append(None if v is Verdict.UNKNOWN else v is Verdict.NOT_ENTAILED)
        return out

    def reset(self) -> None:
        """Drop the long-lived solver, its declarations and its expression cache."""
        with self._lock:
            self._drop_session()

    def _drop_session(self) -> None:
        if self._session is not None:
            if self._session.pid == os.getpid():
                self._session.close()
            self._session = None

    # ------------------------------------------------------------ long-lived solver

    def _grounded_cases(
        self,
        cases: Sequence[tuple[Sequence[Formula], Sequence[Formula]]],
        base: Sequence[Formula] = (),
    ) -> list[bool | None]:
        """:meth:`satisfiable_cases` on the long-lived solver; raises
        :class:`_NeedsQuantifiers` when grounding without Skolem constants is incomplete."""
        keyed: list[list[tuple[Formula, bool]]] = [
            [*((f, True) for f in asserted), *((g, False) for g in negated)]
            for asserted, negated in cases
        ]
        common: dict[tuple[Formula, bool], None] = dict.fromkeys((f, True) for f in base)
        order: dict[tuple[Formula, bool], None] = dict(common)
        for keys in keyed:
            order.update(dict.fromkeys(keys))
        with self._lock:
            session = self._current_session()
            # Translate everything first: _NeedsQuantifiers leaves the solver untouched.
            exprs = session.translate(order)
            out = session.check(exprs, common, keyed)
            if None in out:
                self._drop_session()  # a bound was hit: start afresh next time
        return out

    def _current_session(self) -> _Session:
        s = self._session
        if (
            s is None
            or s.calls >= self.reset_every
            or s.size() > self.cache_size
            or s.pid != os.getpid()
        ):
            self._drop_session()
            s = self._session = _Session(self.timeout_ms, self.memory_mb)
        return s

    # ------------------------------------------------------------ fresh-solver path

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


def _verdict(satisfiable: bool | None) -> Verdict:
    """The entailment verdict of a refutation case ``premises ∧ ¬goal``."""
    if satisfiable is False:
        return Verdict.ENTAILED
    if satisfiable is True:
        return Verdict.NOT_ENTAILED
    return Verdict.UNKNOWN


def _release(core: Any, ref: Any, held: list[Any]) -> None:
    """Drop the references a session holds (run when it is collected or reset)."""
    for a in held:
        try:
            core.Z3_dec_ref(ref, a)
        except Exception:  # pragma: no cover - context already gone at exit
            return
    held.clear()


class _Session:
    """One long-lived solver with its grounded-expression cache.

    Grounded problems are propositional: the atoms ``p(c1, …, cn)`` of a grounded
    formula share no structure z3 could use (there is no equality, and distinct ground
    atoms can take any truth values together), so each is one Boolean constant and the
    solver is z3's incremental SAT solver (``QF_FD``), several times cheaper per check
    than the SMT core for such small problems. The timeout and memory bound apply to
    every check as before.

    Calls go through z3's C API (``z3core``) directly: z3py's wrappers cost more than
    the small checks themselves. Every grounded subformula is built once per
    (formula, polarity, variable binding, canonical renaming of its constants) and
    kept: the session holds one reference to each raw AST it caches (so children never
    need their own), released when the session is reset or collected.
    """

    def __init__(self, timeout_ms: int, memory_mb: int) -> None:
        zz = _require_z3()
        self._z3 = zz
        self._core = zz.z3core
        self.ctx = zz.main_ctx()
        self.ref = self.ctx.ref()
        self.solver = zz.SolverFor("QF_FD", ctx=self.ctx)
        self.solver.set("timeout", timeout_ms)
        self.solver.set("max_memory", memory_mb)
        self.sref = self.solver.solver
        self._bool = self._core.Z3_mk_bool_sort(self.ref)
        self.exprs: dict[tuple[tuple[Formula, bool], Any], Any] = {}
        self._facts: dict[
            tuple[Formula, bool], tuple[dict[str, None], bool, tuple[str, ...]]
        ] = {}
        self._canon: list[str] = []  # "#0", "#1", …: the domain's constants by position
        self._nodes: dict[tuple[Any, ...], Any] = {}
        self._atoms: dict[tuple[str, tuple[str, ...]], Any] = {}
        self._guards: list[Any] = []
        self._guarded: dict[tuple[int, int], Any] = {}  # (case literal, expr) → implication
        self._held: list[Any] = []
        self._finalizer = weakref.finalize(self, _release, self._core, self.ref, self._held)
        self.calls = 0
        self.pid = os.getpid()

    def close(self) -> None:
        self._finalizer()

    def size(self) -> int:
        return (len(self.exprs) + len(self._facts) + len(self._nodes) + len(self._atoms)
                + len(self._guarded))

    def _keep(self, raw: Any) -> Any:
        self._core.Z3_inc_ref(self.ref, raw)
        self._held.append(raw)
        return raw

    def facts(self, key: tuple[Formula, bool]) -> tuple[dict[str, None], bool, tuple[str, ...]]:
        """For ``key = (f, pol)``, cached: the constants of ``f`` (in order), whether
        asserting it with polarity ``pol`` needs Skolem constants, and the names its
        grounding can depend on (its constants, then ``?v`` for each variable ``v``:
        a free variable reads as the individual named ``?v``)."""
        hit = self._facts.get(key)
        if hit is None:
            f, pol = key
            consts = dict.fromkeys(_constant_names([f]))
            names = dict(consts)
            for node in f.walk():
                if node.kind is Kind.VAR:
                    names.setdefault(f"?{node.name}", None)
            hit = self._facts[key] = (consts, _existential_count(f, pol) > 0, tuple(names))
        return hit

    def translate(
        self, keys: Collection[tuple[Formula, bool]]
    ) -> dict[tuple[Formula, bool], Any]:
        """The raw AST of grounded ``f`` (pol True) or ``¬f`` (pol False) for each
        ``(f, pol)`` in ``keys``, all grounded over one domain: every constant of every
        formula, in order of first occurrence.

        Raises :class:`_NeedsQuantifiers` when grounding without Skolem constants is
        incomplete (a formula needs a Skolem constant, sits under an iff, or there is
        no constant at all); otherwise the expressions are those of
        :class:`Z3Translation` (universals acting universally expanded over the
        domain), one Boolean constant per ground atom, built through the C API.

        Each is built over canonical individuals (the domain's ``i``-th constant
        becomes ``#i``), a renaming that changes no answer, and cached under the
        positions of the names the formula uses: formulas that differ only in their
        constants share one expression.
        """
        facts, fact = self._facts, self.facts
        names: dict[str, None] = {}
        used: list[tuple[str, ...]] = []
        for k in keys:
            consts, needs_skolems, depends = facts.get(k) or fact(k)
            if needs_skolems:
                raise _NeedsQuantifiers
            names.update(consts)
            used.append(depends)
        if not names:
            raise _NeedsQuantifiers
        n = len(names)
        index = {c: i for i, c in enumerate(names)}
        pos = index.get
        cache = self.exprs
        out: dict[tuple[Formula, bool], Any] = {}
        for k, depends in zip(keys, used, strict=True):
            if not depends:
                sig: Any = n
            elif len(depends) == 1:
                sig = (n, pos(depends[0], -1))
            else:
                sig = (n, *[pos(x, -1) for x in depends])
            e = cache.get((k, sig))
            if e is None:
                e = self._build(k, sig, depends, index)
            out[k] = e
        return out

    def _build(self, fkey: tuple[Formula, bool], sig: Any, depends: tuple[str, ...],
               index: dict[str, int]) -> Any:
        f, pol = fkey
        canon = self._canon
        while len(canon) < len(index):
            canon.append(f"#{len(canon)}")
        # Canonical names start with "#"; a free variable's "?v" keeps its own name
        # unless a constant has that name, so no two individuals are merged.
        rename = {c: canon[i] for c, i in index.items()}
        e = self._ground(f, (), (rename, tuple(canon[: len(index)]), (depends, sig)), pol)
        if not pol:
            e = self._keep(self._core.Z3_mk_not(self.ref, e))
        self.exprs[fkey, sig] = e
        return e

    def _atom(self, name: str, args: tuple[str, ...]) -> Any:
        """The Boolean constant standing for the ground atom ``name(args)`` (numbered
        symbols: no predicate or constant name can clash with another)."""
        key = (name, args)
        hit = self._atoms.get(key)
        if hit is None:
            core, ref = self._core, self.ref
            sym = core.Z3_mk_int_symbol(ref, len(self._atoms))
            hit = self._atoms[key] = self._keep(core.Z3_mk_const(ref, sym, self._bool))
        return hit

    def _ground(self, f: Formula, env: tuple[tuple[str, str], ...],
                domain: tuple[dict[str, str], tuple[str, ...], Any], pol: bool | None) -> Any:
        """Raw AST of ``f`` under the variable binding ``env`` (kept by the session);
        ``domain`` is (renaming of names to canonical individuals, the canonical domain,
        a key for the renaming: the names the top-level formula uses and their
        positions, which fixes the renaming of every name in ``f``)."""
        k = f.kind
        if k is Kind.PRED:
            # A free variable reads as the named individual "?x", as in Z3Translation.
            bound = dict(env)
            rename = domain[0]
            return self._atom(f.name, tuple(
                (bound.get(a.name) or rename.get(f"?{a.name}", f"?{a.name}"))
                if a.kind is Kind.VAR else rename[a.name]
                for a in f.args
            ))
        node_key = (f, pol, env, domain[2])
        hit = self._nodes.get(node_key)
        if hit is not None:
            return hit
        core, ref = self._core, self.ref
        if k is Kind.NOT:
            inner = self._ground(f.args[0], env, domain, None if pol is None else not pol)
            raw = core.Z3_mk_not(ref, inner)
        elif k is Kind.AND or k is Kind.OR:
            parts = [self._ground(a, env, domain, pol) for a in f.args]
            raw = self._nary(k is Kind.AND, parts)
        elif k is Kind.IMPLIES:
            a = self._ground(f.args[0], env, domain, None if pol is None else not pol)
            c = self._ground(f.args[1], env, domain, pol)
            raw = core.Z3_mk_implies(ref, a, c)
        elif k is Kind.IFF:
            a = self._ground(f.args[0], env, domain, None)
            b = self._ground(f.args[1], env, domain, None)
            raw = core.Z3_mk_eq(ref, a, b)
        elif k is Kind.FORALL or k is Kind.EXISTS:
            is_forall = k is Kind.FORALL
            if pol is None or is_forall != pol or not domain[1]:
                raise _NeedsQuantifiers  # under an iff, or acting existentially
            parts = [
                self._ground(f.args[0], (*env, (f.name, c)), domain, pol) for c in domain[1]
            ]
            if len(parts) == 1:
                self._nodes[node_key] = parts[0]
                return parts[0]
            raw = self._nary(is_forall, parts)
        else:
            raise SolverError(f"cannot translate a bare term to z3: {f!r}")
        hit = self._nodes[node_key] = self._keep(raw)
        return hit

    def _nary(self, is_and: bool, parts: list[Any]) -> Any:
        arr = (self._z3.Ast * len(parts))(*parts)
        mk = self._core.Z3_mk_and if is_and else self._core.Z3_mk_or
        return mk(self.ref, len(parts), arr)

    def guard(self, i: int) -> Any:
        """The raw AST of assumption literal ``i`` (a named constant: atoms are
        numbered, so the two cannot clash)."""
        while len(self._guards) <= i:
            g = self._z3.Bool(f"case!{len(self._guards)}", self.ctx)
            self._guards.append(self._keep(g.as_ast()))
        return self._guards[i]

    def check(
        self,
        exprs: dict[tuple[Formula, bool], Any],
        common: dict[tuple[Formula, bool], None],
        cases: list[list[tuple[Formula, bool]]],
    ) -> list[bool | None]:
        """One scope: ``common`` asserted, every other formula behind an assumption
        literal (all in one conjunction, one assert), one check per case."""
        core, ref, sref = self._core, self.ref, self.sref
        self.calls += 1
        guard_of: dict[tuple[Formula, bool], Any] = {}
        parts = [exprs[k] for k in common]
        guarded = self._guarded
        for keys in cases:
            for k in keys:
                if k in common or k in guard_of:
                    continue
                i = len(guard_of)
                g = guard_of[k] = self.guard(i)
                e = exprs[k]
                imp = guarded.get((i, e.value))
                if imp is None:
                    imp = guarded[i, e.value] = self._keep(core.Z3_mk_implies(ref, g, e))
                parts.append(imp)
        Ast = self._z3.Ast
        core.Z3_solver_push(ref, sref)
        try:
            if parts:
                conj = core.Z3_mk_and(ref, len(parts), (Ast * len(parts))(*parts))
                core.Z3_inc_ref(ref, conj)
                try:
                    core.Z3_solver_assert(ref, sref, conj)
                finally:
                    core.Z3_dec_ref(ref, conj)
            out: list[bool | None] = []
            for keys in cases:
                lits = [guard_of[k] for k in keys if k not in common]
                if lits:
                    arr = (Ast * len(lits))(*lits)
                    r = core.Z3_solver_check_assumptions(ref, sref, len(lits), arr)
                else:
                    r = core.Z3_solver_check(ref, sref)
                out.append(True if r == 1 else False if r == -1 else None)
            return out
        finally:
            core.Z3_solver_pop(ref, sref, 1)


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
