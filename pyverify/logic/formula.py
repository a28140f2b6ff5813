"""Immutable, interned first-order formulas.

Every node is built through the constructors below and interned: structurally equal
formulas are the *same* object, so equality is identity and hashing is cheap (the
verifier compares and hashes formulas millions of times). Formulas know nothing about
solvers; printers and backend conversions are walkers in other modules (pysmt style).

Covers what the three seeds need: constants, variables, n-ary predicates (unary and
binary in practice), not / and / or / implies / iff, forall / exists.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Iterator
from enum import IntEnum
from functools import lru_cache

from pyverify.caches import PER_SENTENCE


class Kind(IntEnum):
    """Node kinds. Terms first, then atoms, connectives and quantifiers."""

    CONST = 0
    VAR = 1
    PRED = 2
    NOT = 3
    AND = 4
    OR = 5
    IMPLIES = 6
    IFF = 7
    FORALL = 8
    EXISTS = 9


TERM_KINDS = frozenset({Kind.CONST, Kind.VAR})
CONNECTIVE_KINDS = frozenset({Kind.NOT, Kind.AND, Kind.OR, Kind.IMPLIES, Kind.IFF})
QUANTIFIER_KINDS = frozenset({Kind.FORALL, Kind.EXISTS})


class _Forget:
    """Weak-reference callback: drop a dead node's entry from the intern table, unless
    the key has been re-interned meanwhile."""

    __slots__ = ("key",)

    def __init__(self, key: tuple[Kind, str, tuple[Formula, ...]]) -> None:
        self.key = key

    def __call__(self, ref: weakref.ref[Formula]) -> None:
        if _TABLE.get(self.key) is ref:
            del _TABLE[self.key]


# The intern table: structure -> weak reference to the one live node with it. A plain
# dict of weakrefs (C-level lookups) instead of WeakValueDictionary (Python-level), so
# that a formula no longer referenced anywhere is freed and memory stays flat.
_TABLE: dict[tuple[Kind, str, tuple[Formula, ...]], weakref.ref[Formula]] = {}
_KINDS = tuple(Kind)


class Formula:
    """One node of a formula or term.

    ``name`` is the constant, variable or predicate name, or the bound variable of a
    quantifier; ``args`` are the children (terms of a predicate, operands of a
    connective, the body of a quantifier).
    """

    # No __eq__/__hash__: nodes are interned, so object identity *is* structural equality,
    # and object's C-level id hash keeps set and dict lookups out of Python code.
    __slots__ = ("kind", "name", "args", "_has_var", "__weakref__")

    kind: Kind
    name: str
    args: tuple[Formula, ...]
    _has_var: bool  # computed once: some node below is a variable

    def __new__(cls, kind: Kind, name: str = "", args: tuple[Formula, ...] = ()) -> Formula:
        key = (kind, name, args)
        ref = _TABLE.get(key)
        node = ref() if ref is not None else None
        if node is None:
            node = object.__new__(cls)
            object.__setattr__(node, "kind", kind)
            object.__setattr__(node, "name", name)
            object.__setattr__(node, "args", args)
            object.__setattr__(
                node, "_has_var", kind is Kind.VAR or any(a._has_var for a in args)
            )
            _TABLE[key] = weakref.ref(node, _Forget(key))
        return node

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError("Formula nodes are immutable")

    def __reduce__(self) -> tuple[object, tuple[tuple[int | str, ...]]]:
        # A whole formula pickles as one flat tuple of ints and strings (C-level pickling,
        # one Python call per formula rather than per node: examples travel to `pyverify
        # check --jobs` workers), and unpickling rebuilds it through __new__, so it is
        # interned again in the receiving process.
        return (unflatten, (flatten(self),))

    def __repr__(self) -> str:
        from pyverify.logic.printers import to_tptp

        return f"Formula({to_tptp(self)})"

    def __str__(self) -> str:
        from pyverify.logic.printers import to_tptp

        return to_tptp(self)

    # Convenience predicates used all over the verifier.
    @property
    def is_term(self) -> bool:
        return self.kind in TERM_KINDS

    @property
    def is_atom(self) -> bool:
        return self.kind is Kind.PRED

    @property
    def is_literal(self) -> bool:
        """An atom or a negated atom."""
        return self.kind is Kind.PRED or (self.kind is Kind.NOT and self.args[0].kind is Kind.PRED)

    @property
    def is_ground(self) -> bool:
        """No variable anywhere below (a quantified formula is not ground)."""
        return not self._has_var

    def walk(self) -> Iterator[Formula]:
        """Pre-order traversal of all nodes (terms included)."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.args))


# ---------------------------------------------------------------- constructors


@lru_cache(maxsize=PER_SENTENCE)
def flatten(f: Formula) -> tuple[int | str, ...]:
    """The nodes of ``f`` in post-order, three items each: kind, name, number of args
    (a picklable form made of ints and strings; :func:`unflatten` inverts it)."""
    out: list[int | str] = []
    stack: list[tuple[Formula, bool]] = [(f, False)]
    while stack:
        node, done = stack.pop()
        if done or not node.args:
            out += (node.kind.value, node.name, len(node.args))
            continue
        stack.append((node, True))
        stack.extend((a, False) for a in reversed(node.args))
    return tuple(out)


@lru_cache(maxsize=PER_SENTENCE)
def unflatten(flat: tuple[int | str, ...]) -> Formula:
    """Inverse of :func:`flatten`."""
    values: list[Formula] = []
    for i in range(0, len(flat), 3):
        kind, name, n = flat[i], flat[i + 1], flat[i + 2]
        args = tuple(values[len(values) - n :]) if n else ()  # type: ignore[operator]
        if n:
            del values[len(values) - n :]  # type: ignore[operator]
        values.append(Formula(_KINDS[kind], name, args))  # type: ignore[index,arg-type]
    (formula,) = values
    return formula


def Const(name: str) -> Formula:
    if not name:
        raise ValueError("a constant needs a name")
    return Formula(Kind.CONST, name)


def Var(name: str) -> Formula:
    if not name:
        raise ValueError("a variable needs a name")
    return Formula(Kind.VAR, name)


def Pred(name: str, *terms: Formula) -> Formula:
    if not name:
        raise ValueError("a predicate needs a name")
    for t in terms:
        if t.kind not in TERM_KINDS:  # is_term, without the property call
            raise ValueError(f"predicate arguments must be terms, got {t!r}")
    return Formula(Kind.PRED, name, tuple(terms))


def Not(operand: Formula) -> Formula:
    _check_formula(operand)
    return Formula(Kind.NOT, "", (operand,))


def And(*operands: Formula) -> Formula:
    """An n-ary conjunction (n >= 2); operand order is kept."""
    return _nary(Kind.AND, operands)


def Or(*operands: Formula) -> Formula:
    """An n-ary disjunction (n >= 2); operand order is kept."""
    return _nary(Kind.OR, operands)


def Implies(antecedent: Formula, consequent: Formula) -> Formula:
    _check_formula(antecedent)
    _check_formula(consequent)
    return Formula(Kind.IMPLIES, "", (antecedent, consequent))


def Iff(left: Formula, right: Formula) -> Formula:
    _check_formula(left)
    _check_formula(right)
    return Formula(Kind.IFF, "", (left, right))


def ForAll(var: str, body: Formula) -> Formula:
    _check_formula(body)
    return Formula(Kind.FORALL, var, (body,))


def Exists(var: str, body: Formula) -> Formula:
    _check_formula(body)
    return Formula(Kind.EXISTS, var, (body,))


def conj(operands: Iterable[Formula]) -> Formula:
    """And(...) of a list, or its only element when it has one."""
    ops = tuple(operands)
    return ops[0] if len(ops) == 1 else And(*ops)


def conjuncts(f: Formula) -> tuple[Formula, ...]:
    """The operands of a conjunction, or the formula itself (what conj() undoes)."""
    return f.args if f.kind is Kind.AND else (f,)


def disj(operands: Iterable[Formula]) -> Formula:
    """Or(...) of a list, or its only element when it has one."""
    ops = tuple(operands)
    return ops[0] if len(ops) == 1 else Or(*ops)


def _nary(kind: Kind, operands: tuple[Formula, ...]) -> Formula:
    if len(operands) < 2:
        raise ValueError(f"{kind.name} needs at least two operands")
    for op in operands:
        _check_formula(op)
    return Formula(kind, "", operands)


def _check_formula(f: Formula) -> None:
    # Runs for every connective built: type() and the kind set, not isinstance/is_term.
    if type(f) is not Formula or f.kind in TERM_KINDS:
        raise ValueError(f"expected a formula, got {f!r}")


# ---------------------------------------------------------------- operations


X = Var("x")


def substitute(formula: Formula, var: Formula, term: Formula) -> Formula:
    """Replace every free occurrence of ``var`` by ``term``."""
    if formula is var:
        return term
    if not formula.args:
        return formula
    if formula.kind in QUANTIFIER_KINDS and formula.name == var.name:
        return formula  # var is bound here
    new_args = tuple(substitute(a, var, term) for a in formula.args)
    if new_args == formula.args:
        return formula
    return Formula(formula.kind, formula.name, new_args)


@lru_cache(maxsize=PER_SENTENCE)
def constants(formula: Formula) -> frozenset[str]:
    """The constant names in ``formula``, memoised per node (formulas are interned): a
    literal recurs in the compound formulas built from it, which then cost a lookup per
    operand instead of a walk."""
    if formula.kind is Kind.CONST:
        return frozenset((formula.name,))
    args = formula.args
    if len(args) == 1:
        return constants(args[0])
    return frozenset().union(*map(constants, args))


def predicates(formula: Formula) -> frozenset[str]:
    return frozenset(n.name for n in formula.walk() if n.kind is Kind.PRED)


def negate(formula: Formula) -> Formula:
    """¬φ, removing a double negation instead of adding one."""
    return formula.args[0] if formula.kind is Kind.NOT else Not(formula)


def negation(formula: Formula) -> Formula:
    """¬φ with the negation pushed through conjunctions and disjunctions onto their
    literals (De Morgan: ¬(A ∧ B) is ¬A ∨ ¬B, ¬(A ∨ B) is ¬A ∧ ¬B), the form in which
    the grammar can say it (``Max is not a wumpus or Max is not a lorpus``); any other
    formula as :func:`negate` negates it. ``negation(negation(φ)) is φ`` for and/or
    over literals."""
    if formula.kind is Kind.AND:
        return Or(*[negation(a) for a in formula.args])
    if formula.kind is Kind.OR:
        return And(*[negation(a) for a in formula.args])
    return negate(formula)


def universal_rule(formula: Formula) -> tuple[Formula, Formula] | None:
    """``(antecedent, consequent)`` of ``∀x(A(x) → B(x))`` (with x free), else None."""
    if formula.kind is Kind.FORALL and formula.args[0].kind is Kind.IMPLIES:
        body = formula.args[0]
        return body.args[0], body.args[1]
    return None


@lru_cache(maxsize=PER_SENTENCE)
def instantiate_rule(formula: Formula, term: Formula) -> tuple[Formula, Formula] | None:
    """``(A(c), B(c))`` of a universal rule ``∀x(A(x) → B(x))`` at the term c.

    Memoised (formulas are interned, so the key hashes by identity): the verifier's
    utility check and the generators' gold-proof checks instantiate the same rules at
    the same entities over and over."""
    parts = universal_rule(formula)
    if parts is None:
        return None
    var = Var(formula.name)
    return substitute(parts[0], var, term), substitute(parts[1], var, term)


def rule(antecedent: Formula, consequent: Formula, var: str = "x") -> Formula:
    """``∀var(antecedent → consequent)``."""
    return ForAll(var, Implies(antecedent, consequent))
