"""Text printers for formulas: TPTP-style (pyverify's serialisation) and Prolog terms.

TPTP is printed the way the original PrOntoQA code prints logical forms
(``![X1]:((wumpus(X1) => numpus(X1)))``, ``~bright(Wren)``, ``&``, ``|``), see
../shared/reference/prontoqa-grammar.md §0, so the two can be compared side by side.
"""

from __future__ import annotations

import re
from functools import lru_cache

from pyverify.caches import PER_SENTENCE
from pyverify.logic.formula import Formula, Kind

_BINARY = {Kind.AND: " & ", Kind.OR: " | ", Kind.IMPLIES: " => ", Kind.IFF: " <=> "}


@lru_cache(maxsize=PER_SENTENCE)
def to_tptp(formula: Formula) -> str:
    """Print in the original PrOntoQA's TPTP style; bound variables become X1, X2, …

    Memoised: formulas are interned and immutable, and readers and result writers print
    the same context sentences over and over."""
    return _tptp(formula, {}, [0])


def _tptp(f: Formula, bound: dict[str, str], counter: list[int]) -> str:
    k = f.kind
    if k is Kind.CONST:
        return f.name
    if k is Kind.VAR:
        return bound.get(f.name, f.name)
    if k is Kind.PRED:
        if not f.args:
            return f.name
        return f"{f.name}({','.join(_tptp(a, bound, counter) for a in f.args)})"
    if k is Kind.NOT:
        return "~" + _tptp(f.args[0], bound, counter)
    if k in _BINARY:
        return "(" + _BINARY[k].join(_tptp(a, bound, counter) for a in f.args) + ")"
    # quantifier
    counter[0] += 1
    name = f"X{counter[0]}"
    inner = dict(bound)
    inner[f.name] = name
    symbol = "!" if k is Kind.FORALL else "?"
    return f"{symbol}[{name}]:({_tptp(f.args[0], inner, counter)})"


# ---------------------------------------------------------------- Prolog

_PLAIN_ATOM = re.compile(r"[a-z][a-zA-Z0-9_]*\Z")


def quote_atom(text: str) -> str:
    """Quote a string as a Prolog atom that reads back as exactly ``text``.

    Plain lowercase identifiers are left bare; anything else is single-quoted with
    backslash, quote and every non-printable or non-ASCII character escaped as
    ``\\x<hex>\\`` so the result is pure printable ASCII. Fuzz-tested to round-trip
    through SWI-Prolog's reader.
    """
    if _PLAIN_ATOM.match(text):
        return text
    out = ["'"]
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == "'":
            out.append("\\'")
        elif 0x20 <= code < 0x7F:
            out.append(ch)
        else:
            out.append(f"\\x{code:x}\\")
    out.append("'")
    return "".join(out)


def to_prolog(formula: Formula) -> str:
    """A Prolog term for a formula: ``forall(x, implies(pred(cat,[x]), ...))``.

    Names are quoted atoms (never variables), so the term is pure data. Used for
    exporting theories and for golden files; the verifier itself passes integer ids.
    """
    k = formula.kind
    if k is Kind.CONST:
        return f"c({quote_atom(formula.name)})"
    if k is Kind.VAR:
        return f"v({quote_atom(formula.name)})"
    if k is Kind.PRED:
        args = ",".join(to_prolog(a) for a in formula.args)
        return f"pred({quote_atom(formula.name)},[{args}])"
    if k in (Kind.FORALL, Kind.EXISTS):
        q = "forall" if k is Kind.FORALL else "exists"
        return f"{q}({quote_atom(formula.name)},{to_prolog(formula.args[0])})"
    name = k.name.lower()
    if k in (Kind.AND, Kind.OR):
        return f"{name}([{','.join(to_prolog(a) for a in formula.args)}])"
    return f"{name}({','.join(to_prolog(a) for a in formula.args)})"
