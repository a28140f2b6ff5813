"""First-order formulas: the AST, its constructors and printers."""

from pyverify.logic.formula import (
    And,
    Const,
    Exists,
    ForAll,
    Formula,
    Iff,
    Implies,
    Kind,
    Not,
    Or,
    Pred,
    Var,
    X,
    conj,
    constants,
    disj,
    instantiate_rule,
    negate,
    predicates,
    rule,
    substitute,
    universal_rule,
)
from pyverify.logic.printers import quote_atom, to_prolog, to_tptp

__all__ = [
    "And", "Const", "Exists", "ForAll", "Formula", "Iff", "Implies", "Kind", "Not", "Or",
    "Pred", "Var", "X", "conj", "constants", "disj", "instantiate_rule", "negate",
    "predicates", "quote_atom", "rule", "substitute", "to_prolog", "to_tptp",
    "universal_rule",
]
