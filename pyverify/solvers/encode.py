"""Encode formulas as integer-only Prolog data for ``prolog/verify.pl``.

Predicate names and constants are mapped to integers that depend on their text alone
(:func:`symbol_id`); the strings produced here contain only fixed lowercase functors,
integers, brackets and commas, so text from a model can never become a Prolog atom or
goal (and the atom table cannot grow with untrusted input). Every encoding is a pure
function of an (interned) formula and is memoised in bounded caches.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache

from pyverify.caches import PER_SENTENCE
from pyverify.logic import Formula, Kind

_HASHED = 1 << 52  # ids of words outside the built-in vocabulary start here
# A literal l(P,C,S) whose ids are below this is sent as the one integer P*8192 + C*2 + S,
# a template t(P,S) as P*2 + S (verify.pl's packed_ground/2, packed_template/2): SWI-Prolog
# reads an integer for ~1,250 instructions and a compound term for ~1,400 more, and
# reading the goal was a third of the Prolog work of a one-shot 5-hop check. The sort
# keys stay those of the unpacked terms, which is what verify.pl compares.
_PACKED = 1 << 12
# A whole step or context sentence whose parts are packed is one integer too: a fact is
# its packed literal (below 2**25), a rule Ante -> Cons of packed templates is
# 2**26 + Ante*8192 + Cons (verify.pl's packed_step/2, axioms/4). A 5-hop theory is
# ~26 rules; sending each as one integer instead of r(A,C) halves the text read.
_RULE = 1 << 26


def _packed_rule(a: str, c: str) -> str | None:
    """One integer for the rule a -> c when both templates are packed, else None."""
    if a.isdigit() and c.isdigit():
        return str(_RULE | int(a) << 13 | int(c))
    return None


@lru_cache(maxsize=1)
def _vocabulary_ids() -> dict[str, int]:
    from pyverify.language.lexicon import VOCABULARY

    return {word: i for i, word in enumerate(VOCABULARY, start=1)}


@lru_cache(maxsize=PER_SENTENCE)
def symbol_id(name: str) -> int:
    """A stable integer for a predicate or constant name, a pure function of its text.

    A word of the built-in vocabulary (nouns, property adjectives, entity names) is its
    position in that sorted vocabulary, 1 to a few hundred; any other name is 2**52 plus
    52 bits of its BLAKE2b hash, so it can never equal a vocabulary id. Short ids keep
    the text sent to Prolog short (SWI-Prolog's reader costs ~150 instructions per
    character, and a one-shot check sends the whole theory: 16-digit ids made a 5-hop
    check 7 % dearer). Content-derived ids make every encoding a pure function of the
    formula, computed once per process and shared by all examples; two hashed names of
    a vocabulary of 10,000 collide with probability about 1e-8.
    """
    i = _vocabulary_ids().get(name)
    if i is not None:
        return i
    digest = hashlib.blake2b(name.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return _HASHED + (int.from_bytes(digest, "big") >> 12)


def _literal_parts(f: Formula) -> tuple[Formula, int] | None:
    """(atom, sign) of a unary literal, else None."""
    if f.kind is Kind.PRED and len(f.args) == 1:
        return f, 1
    if f.kind is Kind.NOT:
        inner = f.args[0]
        if inner.kind is Kind.PRED and len(inner.args) == 1:
            return inner, 0
    return None


# Operands of and/or are put in a canonical order so that conjunct and disjunct order
# never matters (seed 002 A.6). The order is Prolog's standard order of terms (arity,
# then name, then arguments), so that verify.pl instantiating a sorted rule template
# yields exactly the sorted ground formula: and/or (arity 1) < t/2 < l/3.
_SortKey = tuple


# Memoised per node (formulas are interned, so the key hashes by identity): a literal
# recurs in the disjunctions, conjunctions and negations built from it, which then cost
# one lookup per operand.
@lru_cache(maxsize=PER_SENTENCE)
def _ground(f: Formula) -> tuple[str, _SortKey] | None:
    lit = _literal_parts(f)
    if lit is not None:
        atom, sign = lit
        term = atom.args[0]
        if term.kind is not Kind.CONST:
            return None
        p, c = symbol_id(atom.name), symbol_id(term.name)
        text = str(p << 13 | c << 1 | sign) if p < _PACKED and c < _PACKED else f"l({p},{c},{sign})"
        return text, (3, "l", p, c, sign)
    if f.kind in (Kind.AND, Kind.OR):
        parts = [_ground(a) for a in f.args]
        if any(x is None for x in parts):
            return None
        return _compound(f.kind, parts)  # type: ignore[arg-type]
    return None


@lru_cache(maxsize=PER_SENTENCE)
def _template(f: Formula, var: str) -> tuple[str, _SortKey] | None:
    lit = _literal_parts(f)
    if lit is not None:
        atom, sign = lit
        term = atom.args[0]
        if term.kind is not Kind.VAR or term.name != var:
            return None
        p = symbol_id(atom.name)
        return str(p << 1 | sign) if p < _PACKED else f"t({p},{sign})", (2, "t", p, sign)
    if f.kind in (Kind.AND, Kind.OR):
        parts = [_template(a, var) for a in f.args]
        if any(x is None for x in parts):
            return None
        return _compound(f.kind, parts)  # type: ignore[arg-type]
    return None


def _compound(kind: Kind, parts: list[tuple[str, _SortKey]]) -> tuple[str, _SortKey]:
    parts = sorted(parts, key=lambda p: p[1])
    name = "and" if kind is Kind.AND else "or"
    return f"{name}([{','.join(p[0] for p in parts)}])", (1, name, [p[1] for p in parts])


def encode_ground(f: Formula) -> str | None:
    """``l(P,C,S)`` (packed, see _PACKED) / ``and([...])`` / ``or([...])`` for a ground
    formula, else None."""
    g = _ground(f)
    return None if g is None else g[0]


def encode_template(f: Formula, var: str) -> str | None:
    """``t(P,S)`` (packed, see _PACKED) / ``and([...])`` / ``or([...])`` for a formula
    over the bound variable."""
    t = _template(f, var)
    return None if t is None else t[0]


@lru_cache(maxsize=PER_SENTENCE)
def encode_rule(f: Formula) -> tuple[str, str] | None:
    """(antecedent, consequent) templates of ``∀x(A(x) → B(x))``, else None."""
    if f.kind is not Kind.FORALL or f.args[0].kind is not Kind.IMPLIES:
        return None
    ante, cons = f.args[0].args
    a = encode_template(ante, f.name)
    c = encode_template(cons, f.name)
    if a is None or c is None:
        return None
    return a, c


def formula_key(f: Formula) -> str | None:
    """A canonical key: equal for formulas equal up to conjunct / disjunct order."""
    if f.kind is Kind.FORALL:
        r = encode_rule(f)
        return None if r is None else f"r({r[0]},{r[1]})"
    return encode_ground(f)


@lru_cache(maxsize=PER_SENTENCE)
def encode_step(f: Formula | None, kind: str = "fact") -> str:
    """One CoT step for verify.pl: ``fact(F)`` / ``rule(A,C)`` (or one integer, see
    _RULE), ``assume(F)``, ``contra(F)`` / ``contra``, or ``skip`` (marker, unparseable,
    outside the calculus)."""
    if kind == "contra":
        if f is None:
            return "contra"
        g = encode_ground(f)
        return "skip" if g is None else f"contra({g})"
    if f is None:
        return "skip"
    if kind == "assume":
        g = encode_ground(f)
        return "skip" if g is None else f"assume({g})"
    if f.kind is Kind.FORALL:
        r = encode_rule(f)
        return "skip" if r is None else _packed_rule(*r) or f"rule({r[0]},{r[1]})"
    g = encode_ground(f)
    return "skip" if g is None else g if g.isdigit() else f"fact({g})"


@lru_cache(maxsize=PER_SENTENCE)
def _axiom(f: Formula) -> tuple[str, str | None]:
    """encode_axiom's text, and what decides the axiom's key in verify.pl's index: a
    fact's formula, a rule's consequent when it is a literal template; None for a rule
    with any other consequent (it may be indexed under several keys). (A fact's text
    and a consequent's may coincide: the theory is then only not called distinct.)"""
    if f.kind is Kind.FORALL:
        r = encode_rule(f)
        if r is None:
            return "n", "n"
        ante, cons = r
        packed = _packed_rule(ante, cons)
        if packed is not None:  # both templates packed literals
            return packed, cons
        return f"r({ante},{cons})", cons if cons.isdigit() or cons.startswith("t(") else None
    g = encode_ground(f)
    if g is None:
        return "n", "n"
    return (g if g.isdigit() else f"f({g})"), g


def encode_axiom(f: Formula) -> str:
    """One context sentence for verify.pl: ``f(F)``, ``r(A,C)`` (or one integer, as for a
    step, see _RULE), or ``n`` when it is outside the calculus (its index is its
    position in the theory)."""
    return _axiom(f)[0]


def encode_theory(tid: int, axioms: list[Formula]) -> tuple[str, list[int]]:
    """The ``theory(Tid, Axioms)`` term and the indices of axioms it could not encode.

    ``theory(Tid, Axioms, distinct)`` when no two facts are the same formula and no two
    rules have the same literal consequent (and none another consequent): then no key of
    verify.pl's index repeats, and it is built without sorting and grouping (~60k
    instructions of a 5-hop one-shot check). Sentences outside the calculus ("n") are
    not indexed: they count as one key however many there are."""
    parts = []
    keys = set()
    for f in axioms:
        text, key = _axiom(f)
        parts.append(text)
        keys.add(key)
    skipped = [j for j, p in enumerate(parts) if p == "n"]
    distinct = None not in keys and len(keys) + max(len(skipped) - 1, 0) == len(parts)
    return f"theory({tid},[{','.join(parts)}]{',distinct' if distinct else ''})", skipped


# A two-rule theory and a CoT over it, with the exact answer verify.pl must give
# (used by `pyverify doctor` and the engine's smoke test).
SMOKE_TEST = (
    "theory(-1,[f(0,l(0,0,1))],[r(1,t(0,1),t(1,1)),r(2,t(1,1),t(2,0))])",
    "[fact(l(0,0,1)),rule(t(0,1),t(1,1)),fact(l(1,0,1)),fact(l(2,0,0))]",
    "1 1 1 0 1 0 0;1 1 1 0 1 1 0;1 1 2 2 0 1 0 0;1 2 2 1 2 1 2 0",
)
