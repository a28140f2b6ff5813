"""Surface realisation of formulas, exactly as the original generator emits them.

Grammar reference §1 (rules 1-9), §2 (context rules R1-R14), §3 (facts) and §5 (queries).
With ``rng=None`` every random choice takes its first option (singular ``Every`` rule,
Oxford-comma lists); with an ``rng`` the choices are drawn as §1 describes.
"""

from __future__ import annotations

import random

from pyverify.language.lexicon import DEFAULT_LEXICON, Lexicon
from pyverify.logic.formula import Formula, Kind

__all__ = ["article", "realise", "realise_query", "RealiseError"]


class RealiseError(ValueError):
    """The formula has no rendering in the original grammar."""


def article(word: str) -> str:
    """``a`` or ``an`` (§1 rule 3: ``an`` before a vowel letter, except ``eu``)."""
    w = word.lower()
    if w[:1] in ("a", "e", "i", "o", "u") and not w.startswith("eu"):
        return "an"
    return "a"


def _literal(f: Formula) -> tuple[bool, Formula]:
    """``(positive, atom)`` of a literal; raises for anything else."""
    if f.kind is Kind.PRED and len(f.args) == 1:
        return True, f
    if f.kind is Kind.NOT and f.args[0].kind is Kind.PRED and len(f.args[0].args) == 1:
        return False, f.args[0]
    raise RealiseError(f"not a unary literal: {f}")


class _Realiser:
    __slots__ = ("rng", "lex", "adjectives")

    def __init__(self, rng: random.Random | None, lex: Lexicon, adjectives: bool) -> None:
        self.rng = rng
        self.lex = lex
        self.adjectives = adjectives

    # -------------------------------------------------------------- choices
    def coin(self) -> bool:
        """True = the first option (§1: each binary choice is 1/2)."""
        return self.rng is None or self.rng.random() < 0.5

    def is_noun(self, name: str) -> bool:
        return name in self.lex.plurals

    def noun_form(self, name: str, plural: bool) -> str:
        return self.lex.plural(name) if plural else name

    # -------------------------------------------------------------- pieces
    def join(self, items: list[str], conn: str) -> str:
        """§1 rule 4: two items ``X and Y``; more: Oxford comma or repeated connective."""
        if len(items) == 1:
            return items[0]
        if len(items) == 2:
            return f"{items[0]} {conn} {items[1]}"
        if self.coin():
            return ", ".join(items[:-1]) + f", {conn} " + items[-1]
        return f" {conn} ".join(items)

    def obj(self, atom: Formula, plural: bool) -> str:
        """§1 rule 2: ``a N`` / ``Ns`` for a noun, bare ``A`` for an adjective."""
        name = atom.name
        if self.is_noun(name):
            if plural:
                return self.lex.plural(name)
            return f"{article(name)} {name}"
        return name

    def attributive(self, ops: tuple[Formula, ...]) -> list[str] | None:
        """Names of ``adj* noun`` if ``ops`` are positive atoms with exactly one noun, last."""
        if not self.adjectives or len(ops) < 2:
            return None
        names = []
        for op in ops:
            if op.kind is not Kind.PRED:
                return None
            names.append(op.name)
        if not self.is_noun(names[-1]) or any(self.is_noun(n) for n in names[:-1]):
            return None
        return names

    def attributive_obj(self, names: list[str], plural: bool) -> str:
        head = " ".join(names[:-1])
        if plural:
            return f"{head} {self.lex.plural(names[-1])}"
        return f"{article(names[0])} {head} {names[-1]}"

    def predicate(self, f: Formula, plural: bool) -> str:
        """The part after the copula for an open formula (x free): §1 rules 2, 4, 6."""
        if f.kind in (Kind.PRED, Kind.NOT):
            pos, atom = _literal(f)
            return self.obj(atom, plural) if pos else "not " + self.obj(atom, plural)
        if f.kind is Kind.AND:
            names = self.attributive(f.args)
            if names is not None:
                return self.attributive_obj(names, plural)
        if f.kind in (Kind.AND, Kind.OR):
            items = []
            for op in f.args:
                pos, atom = _literal(op)
                if not pos:
                    raise RealiseError(f"negated operand inside a compound predicate: {f}")
                items.append(self.obj(atom, plural))
            return self.join(items, "and" if f.kind is Kind.AND else "or")
        raise RealiseError(f"no rendering for predicate {f}")

    # -------------------------------------------------------------- sentences
    def rule(self, ante: Formula, cons: Formula) -> str:
        """§1 rules 1, 5, 6 and §2 R1-R13."""
        if ante.kind is Kind.PRED:
            names: list[str] | None = [ante.name] if self.is_noun(ante.name) else None
        else:
            names = self.attributive(ante.args) if ante.kind is Kind.AND else None
        if names is None:
            # §1 rule 5: everything else is `Everything that is … is …` (always singular)
            left, right = self.predicate(ante, False), self.predicate(cons, False)
            return f"Everything that is {left} is {right}"
        if self.coin():  # singular
            det = "Every" if self.coin() else "Each"
            subj = " ".join(names)
            return f"{det} {subj} is {self.predicate(cons, False)}"
        subj = " ".join(names[:-1] + [self.lex.plural(names[-1])])
        return f"{subj} are {self.predicate(cons, True)}"

    def fact(self, f: Formula) -> str:
        """§3: atomic facts, NP coordination (§3.2), clause coordination (§3.3)."""
        if f.kind in (Kind.PRED, Kind.NOT):
            pos, atom = _literal(f)
            ent = self.entity(atom)
            neg = "" if pos else "not "
            return f"{ent} is {neg}{self.obj(atom, False)}"
        if f.kind not in (Kind.AND, Kind.OR):
            raise RealiseError(f"no rendering for {f}")
        conn = "and" if f.kind is Kind.AND else "or"
        lits = [_literal(op) if op.kind in (Kind.PRED, Kind.NOT) else None for op in f.args]
        flat = all(lit is not None for lit in lits)
        if flat:
            ents = {self.entity(lit[1]) for lit in lits if lit is not None}
            if len(ents) == 1 and all(lit is not None and lit[0] for lit in lits):
                ent = ents.pop()
                if f.kind is Kind.AND:
                    names = self.attributive(f.args)
                    if names is not None:
                        return f"{ent} is {self.attributive_obj(names, False)}"
                items = [self.obj(op, False) for op in f.args]
                return f"{ent} is {self.join(items, conn)}"
        # clause coordination; each operand rendered as its own clause
        return self.join([self.fact(op) for op in f.args], conn)

    def entity(self, atom: Formula) -> str:
        term = atom.args[0]
        if term.kind is not Kind.CONST:
            raise RealiseError(f"not a ground atom: {atom}")
        return term.name

    def sentence(self, f: Formula) -> str:
        if f.kind is Kind.FORALL:
            body = f.args[0]
            if body.kind is not Kind.IMPLIES or f.name != "x":
                raise RealiseError(f"only ∀x(A → B) rules are rendered: {f}")
            return self.rule(body.args[0], body.args[1])
        return self.fact(f)


def _finish(text: str) -> str:
    """§1 rule 8: capitalise the first character and end with a period."""
    return text[:1].upper() + text[1:] + "."


def realise(
    formula: Formula,
    rng: random.Random | None = None,
    lexicon: Lexicon = DEFAULT_LEXICON,
    *,
    adjectives: bool = True,
) -> str:
    """The sentence the original generator emits for ``formula`` (§1-§3).

    ``adjectives=False`` mimics ``--no-adjectives`` (lists instead of attributive NPs,
    §1 rules 5 and 6). Raises :class:`RealiseError` for formulas outside the grammar.
    """
    return _finish(_Realiser(rng, lexicon, adjectives).sentence(formula))


def realise_query(
    formula: Formula,
    proofs_only: bool,
    rng: random.Random | None = None,
    lexicon: Lexicon = DEFAULT_LEXICON,
    *,
    adjectives: bool = True,
) -> str:
    """§5: ``True or false: <fact>.`` or, for proofs-only data, ``Prove: <fact>.``."""
    body = _Realiser(rng, lexicon, adjectives).sentence(formula)
    return ("Prove: " if proofs_only else "True or false: ") + body + "."
