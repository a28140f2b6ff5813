"""Sentence parser: PrOntoQA sentences to logical forms (grammar reference §2-§5, §9, §10).

Whole-sentence parsing as in the original's main branch (§9), with pyverify's extensions:
all discourse prefixes of §10, ``Suppose`` = ``Assume``, ``isn't``/``aren't``, ``No N is A``,
markdown bullets, a lenient mode for number disagreement, and named failure reasons.
``parse_sentence`` never raises; anything outside the grammar is an ``UNPARSEABLE``
:class:`Parsed` whose ``reason`` says why.

Implementation: one compiled regex tokenises, then a hand-written pattern /
recursive-descent parser works on the token list. Results are memoised.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from pyverify.caches import PER_SENTENCE
from pyverify.language.lexicon import DEFAULT_LEXICON, PL, SG, Lexicon
from pyverify.language.split import split_sentences
from pyverify.logic.formula import (
    And,
    Const,
    Formula,
    Kind,
    Not,
    Or,
    Pred,
    X,
    rule,
)
from pyverify.verify.results import StepKind

__all__ = [
    "Parsed",
    "ParsedStep",
    "parse_cot",
    "parse_query",
    "parse_sentence",
]


@dataclass(frozen=True)
class Parsed:
    """One logical step read from a sentence.

    ``kind`` is FACT (ground formula), RULE (∀x), ASSUMPTION (``formula`` = the assumed
    fact), CONTRADICTION (``formula`` = X of ``This contradicts with X``, or None),
    BACKTRACK, RESTART, COMMENT (no logical content: ``Let's think step by step.``) or
    UNPARSEABLE (``reason`` says why). ``prefix`` is a discourse
    marker (``Therefore,``, ``Since`` …), metadata only (§10).
    """

    kind: StepKind
    formula: Formula | None
    prefix: str | None = None
    reason: str | None = None
    warnings: tuple[str, ...] = ()


class ParsedStep(NamedTuple):
    """A parsed sentence of a CoT with its character span in the CoT text (a NamedTuple:
    one is built per sentence of every CoT checked)."""

    sentence: str
    start: int
    end: int
    parsed: Parsed


# Bounded caches of formula constructors: they keep recently built (interned) nodes alive
# and skip the constructor checks, which dominate an unmemoised parse.
@lru_cache(maxsize=16384)
def _pred(name: str, term: Formula) -> Formula:
    return Pred(name, term)


@lru_cache(maxsize=4096)
def _const(name: str) -> Formula:
    return Const(name)


@lru_cache(maxsize=16384)
def _not(f: Formula) -> Formula:
    return Not(f)


@lru_cache(maxsize=16384)
def _and(ops: tuple[Formula, ...]) -> Formula:
    return ops[0] if len(ops) == 1 else And(*ops)


@lru_cache(maxsize=16384)
def _or(ops: tuple[Formula, ...]) -> Formula:
    return ops[0] if len(ops) == 1 else Or(*ops)


@lru_cache(maxsize=16384)
def _rule(ante: Formula, cons: Formula) -> Formula:
    return rule(ante, cons)


class _Fail(Exception):
    """Internal parse failure carrying a named reason."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# ---------------------------------------------------------------- tokens

_TOKEN = re.compile(r"\d+(?:\.\d+)*|\w[\w'’-]*|[^\w\s]")
# Markdown bullets / numbering at the start of a sentence, and decorations around it.
_BULLET = re.compile(
    r"(?:(?:[-*•+]|\d+[.)]|\(\d+\)|(?:[Ss]tep|[Cc]ase)\s*\d+\s*[:.)])\s+)+"
)
_CLEAN_FIRST = frozenset("-*•+(0123456789SsCc_`\"“”")
_EMPHASIS = "*_`\"“” \t"
_TRAILING = "*_`\"“”'.;!?… \t\n\r"
_CONTRACTIONS = {
    "isn't": ("is", "not"),
    "isn’t": ("is", "not"),
    "aren't": ("are", "not"),
    "aren’t": ("are", "not"),
}
_ADJ = re.compile(r"[a-z][a-z-]*\Z")
_COPULA = ("is", "are")
_CONN = ("and", "or")
_RELATIVE = frozenset({"who", "which", "that", "whom", "whose", "where"})
# Function words never read as adjective predicates.
_RESERVED = frozenset(
    {
        "is", "are", "not", "a", "an", "the", "and", "or", "every", "each", "all", "no",
        "either", "both", "neither", "nor", "because", "since", "so", "therefore", "thus",
        "hence", "if", "then", "it", "this", "these", "those", "there", "be", "was", "were",
        "am", "of", "to", "in", "on", "with", "than", "as", "also", "but", "some", "any",
        "everything", "anything", "something", "nothing", "we", "they", "he", "she", "i",
        "you", "true", "false", "does", "do", "can", "must",
    }
    | _RELATIVE
)

# §10 conclusion and discourse markers (lowercased token sequences), longest first.
_PREFIXES: tuple[tuple[str, ...], ...] = tuple(
    sorted(
        (
            ("therefore",), ("so",), ("thus",), ("hence",), ("consequently",),
            ("as", "a", "result"), ("it", "follows", "that"),
            ("we", "can", "conclude", "that"), ("this", "means", "that"), ("this", "means"),
            ("in", "conclusion"), ("then",), ("this", "proves"), ("this", "proves", "that"),
            ("however",), ("according", "to", "the", "given", "information"),
            ("we", "know", "that"), ("this", "implies", "that"), ("this", "implies"),
            # ordering and framing words of chat-model CoTs
            ("first",), ("next",), ("finally",), ("now",), ("also",), ("additionally",),
            ("furthermore",), ("moreover",), ("in", "addition"), ("clearly",),
            ("note", "that"), ("recall", "that"), ("it", "is", "given", "that"),
            ("we", "are", "told", "that"), ("we", "are", "given", "that"),
            ("from", "the", "context"), ("based", "on", "the", "context"),
            ("according", "to", "the", "context"), ("this", "shows", "that"),
            ("from", "this"), ("from", "these", "facts"), ("from", "the", "above"),
            ("based", "on", "this"), ("based", "on", "these", "facts"), ("given", "this"),
            ("we", "can", "deduce", "that"), ("we", "can", "infer", "that"),
            ("we", "conclude", "that"), ("we", "can", "say", "that"), ("we", "know"),
            ("we", "have", "shown", "that"), ("we", "have", "proven", "that"),
            ("we", "have", "proved", "that"), ("but",),
            ("according", "to", "the", "premises"), ("according", "to", "the", "facts"),
            ("according", "to", "the", "rules"), ("according", "to", "the", "information"),
            ("the", "context", "states", "that"), ("the", "context", "says", "that"),
            ("it", "is", "stated", "that"), ("this", "tells", "us", "that"),
            ("by", "modus", "ponens"), ("by", "modus", "tollens"),
            ("applying", "this", "rule"), ("applying", "the", "rule"),
            # the conclusion of a proof by cases or by contradiction
            ("in", "either", "case"), ("in", "both", "cases"), ("in", "all", "cases"),
            ("in", "any", "case"), ("in", "every", "case"), ("either", "way"),
            ("regardless", "of", "the", "case"), ("by", "contradiction"),
        ),
        key=len,
        reverse=True,
    )
)
_ASSUME = (
    ("assume", "for", "the", "sake", "of", "contradiction", "that"),
    ("suppose", "for", "the", "sake", "of", "contradiction", "that"),
    ("assume", "for", "contradiction", "that"), ("suppose", "for", "contradiction", "that"),
    ("let's", "consider", "the", "case", "where"), ("let", "us", "consider", "the", "case",
                                                     "where"),
    ("consider", "the", "case", "where"), ("consider", "the", "case", "that"),
    ("let", "us", "assume", "that"), ("let", "us", "assume"), ("let's", "assume", "that"),
    ("let's", "assume"), ("assume", "that"), ("suppose", "that"), ("assume",), ("suppose",),
)
# 'This contradicts [with] [the|our] [earlier|…] fact|conclusion|… that X', longest first
_CONTRADICTS = tuple(
    sorted(
        {
            ("this", "contradicts", *w, *d, *a, n, "that")
            for w in ((), ("with",))
            for d in (("the",), ("our",))
            for a in ((), ("earlier",), ("previous",), ("given",), ("known",))
            for n in ("fact", "conclusion", "statement", "premise", "claim")
        }
        | {("this", "contradicts", "with"), ("this", "contradicts", "that"),
           ("this", "contradicts")},
        key=lambda p: (-len(p), p),
    )
)
_BARE_CONTRADICTION = frozenset(
    {
        ("this", "is", "a", "contradiction"),
        ("contradiction",),
        ("we", "have", "a", "contradiction"),
        ("this", "leads", "to", "a", "contradiction"),
    }
)
_BARE_CONTRADICTION_FIRST = frozenset(p[0] for p in _BARE_CONTRADICTION)
_PROVEN = frozenset(
    {
        ("the", "statement", "is", "proven"),
        ("the", "statement", "is", "proved"),
        ("the", "proof", "is", "complete"),
    }
)
_SO_WORDS = frozenset({"so", "therefore", "thus", "hence"})


class _Ctx:
    __slots__ = ("lex", "names", "strict", "warnings")

    def __init__(self, lex: Lexicon, names: frozenset[str], strict: bool) -> None:
        self.lex = lex
        self.names = names
        self.strict = strict
        self.warnings: list[str] = []

    def is_name(self, tok: str) -> bool:
        return tok in self.lex.names or tok in self.names or tok[:1].isdigit()

    def agree(self, ok: bool, what: str) -> None:
        """§9: number agreement is enforced in strict mode, a warning in lenient mode."""
        if not ok:
            msg = f"number disagreement: {what}"
            if self.strict:
                raise _Fail(msg)
            self.warnings.append(msg)


def _tokenise(text: str) -> list[str]:
    toks = _TOKEN.findall(text)
    if "'" in text or "’" in text:
        out: list[str] = []
        for t in toks:
            exp = _CONTRACTIONS.get(t)
            if exp is None:
                out.append(t)
            else:
                out.extend(exp)
        return out
    return toks


@lru_cache(maxsize=4096)
def _suggest(word: str, lex: Lexicon, plural: bool | None = None) -> str:
    """Name the unknown noun and the nearest registered form of the clause's number.

    Cached: difflib compares the word with every registered form (~0.4 ms with the
    default lexicon, 25 times a normal parse), and an unknown word a model uses tends
    to recur in its other outputs."""
    flag = None if plural is None else (PL if plural else SG)
    cands = [f for f, (_, fl) in lex.forms.items() if flag is None or fl & flag]
    close = difflib.get_close_matches(word, cands, n=1, cutoff=0.75)
    if close:
        return f'unknown noun "{word}" (did you mean "{close[0]}"?)'
    return f'unknown noun "{word}"'


def _word_fail(tok: str, low: str, ctx: _Ctx) -> _Fail:
    if low in _RELATIVE:
        return _Fail("relative clause")
    if low in _COPULA and tok != low:
        return _Fail(f'copula must be lowercase: "{tok}"')
    if low in _COPULA:
        return _Fail('unexpected copula "' + tok + '"')
    if ctx.is_name(tok):
        return _Fail(f'proper name "{tok}" in object position')
    return _Fail(f'unexpected word "{tok}"')


# ---------------------------------------------------------------- objects


def _item(toks: list[str], low: list[str], s: int, e: int, term: Formula, plural: bool,
          ctx: _Ctx) -> Formula:
    """One list operand: ``[not] [a|an] A* N`` or a bare adjective ``A`` (§9)."""
    if s < e and low[s] == "not" and toks[s] == "not":
        return _not(_item(toks, low, s + 1, e, term, plural, ctx))
    art = s < e and low[s] in ("a", "an")
    if art:
        s += 1
    if s >= e:
        raise _Fail("dangling article" if art else "empty operand")
    lex = ctx.lex
    k = min(lex.max_words, e - s)
    hit = None
    while k > 0:
        form = low[e - 1] if k == 1 else " ".join(low[e - k:e])
        hit = lex.forms.get(form)
        if hit is not None:
            break
        k -= 1
    if hit is None:
        last = low[e - 1]
        if art or e - s > 1:
            for i in range(s, e - 1):
                if not _ADJ.match(low[i]) or low[i] in _RESERVED:
                    raise _word_fail(toks[i], low[i], ctx)
            if _ADJ.match(last) and last not in _RESERVED:
                raise _Fail(_suggest(last, lex, plural))
            raise _word_fail(toks[e - 1], last, ctx)
        if not _ADJ.match(last) or last in _RESERVED:
            raise _word_fail(toks[s], last, ctx)
        return _pred(last, term)
    noun, flags = hit
    if plural:
        ctx.agree(bool(flags & PL) and not art, f'plural clause with "{" ".join(toks[s - art:e])}"')
    else:
        ctx.agree(bool(flags & SG), f'singular clause with "{" ".join(toks[s:e])}"')
    if k == e - s:
        return _pred(noun, term)
    ops = []
    for i in range(s, e - k):
        w = low[i]
        if not _ADJ.match(w) or w in _RESERVED:
            raise _word_fail(toks[i], w, ctx)
        if w in lex.forms:
            raise _Fail(f'noun "{toks[i]}" used as an adjective')
        ops.append(_pred(w, term))
    ops.append(_pred(noun, term))
    return _and(tuple(ops))


def _objlist(toks: list[str], low: list[str], s: int, e: int, term: Formula, plural: bool,
             ctx: _Ctx) -> Formula:
    """A predicate after the copula: ``[not]* item (sep item)*`` (§1 rule 4, §9)."""
    seg = low[s:e]
    if not _RELATIVE.isdisjoint(seg):
        raise _Fail("relative clause")
    nots = 0
    while s < e and toks[s] == "not":
        nots += 1
        s += 1
    want = None
    if s < e and low[s] in ("either", "both"):
        want = "or" if low[s] == "either" else "and"
        s += 1
    if "," not in seg and "and" not in seg and "or" not in seg and want is None:
        f = _item(toks, low, s, e, term, plural, ctx)
        for _ in range(nots):
            f = _not(f)
        return f
    # split into operands at ',' / 'and' / 'or'
    items: list[tuple[int, int]] = []
    conn: str | None = None
    start = s
    i = s
    last_sep_has_conn = False
    while i < e:
        w = low[i]
        if w == "," or (w in _CONN and toks[i] == w):
            if i == start:
                raise _Fail("empty list operand")
            items.append((start, i))
            has_conn = False
            if w == ",":
                if i + 1 < e and low[i + 1] in _CONN:
                    i += 1
                    w = low[i]
                    has_conn = True
            else:
                has_conn = True
            if has_conn:
                if conn is not None and conn != w:
                    raise _Fail("mixed 'and' and 'or' in one list")
                conn = w
            last_sep_has_conn = has_conn
            start = i + 1
        i += 1
    if start >= e:
        raise _Fail("dangling connective" if items else "missing predicate")
    items.append((start, e))
    if len(items) == 1:
        if want is not None:
            raise _Fail(f'"{"either" if want == "or" else "both"}" without a list')
        f = _item(toks, low, s, e, term, plural, ctx)
    else:
        if not last_sep_has_conn:
            raise _Fail("list without a connective")
        if want is not None and want != conn:
            raise _Fail("either/both does not match the connective")
        if nots:
            raise _Fail("negated list (scope of 'not' is ambiguous)")
        ops = tuple([_item(toks, low, a, b, term, plural, ctx) for a, b in items])
        f = _and(ops) if conn == "and" else _or(ops)
    for _ in range(nots):
        f = _not(f)
    return f


# ---------------------------------------------------------------- clauses


def _np(toks: list[str], low: list[str], s: int, e: int, ctx: _Ctx
        ) -> tuple[list[str], str, int]:
    """A rule subject ``A* N`` → (adjectives, noun, number flags of the written form)."""
    if s >= e:
        raise _Fail("missing subject noun")
    lex = ctx.lex
    k = min(lex.max_words, e - s)
    while k > 0:
        form = low[e - 1] if k == 1 else " ".join(low[e - k:e])
        hit = lex.forms.get(form)
        if hit is not None:
            adjs = low[s:e - k]
            for j, w in enumerate(adjs):
                if not _ADJ.match(w) or w in _RESERVED:
                    raise _word_fail(toks[s + j], w, ctx)
                if w in lex.forms:
                    raise _Fail(f'noun "{toks[s + j]}" used as an adjective')
            return adjs, hit[0], hit[1]
        k -= 1
    last = low[e - 1]
    if e - s == 1 and s == 0:
        tok = toks[0]
        for name in ctx.lex.names | ctx.names:
            if name.lower() == last:
                raise _Fail(f'proper names are case-sensitive: "{tok}" (did you mean "{name}"?)')
        if tok[:1].isupper() and tok[1:].islower():
            raise _Fail(f'unknown name "{tok}"')
    if _ADJ.match(last) and last not in _RESERVED:
        raise _Fail(_suggest(last, lex, None if s == 0 else toks[e:e + 1] == ["are"]))
    raise _word_fail(toks[e - 1], last, ctx)


def _copula(low: list[str], toks: list[str], s: int) -> int:
    for i in range(s, len(toks)):
        if toks[i] in _COPULA:
            return i
    for i in range(s, len(toks)):
        if low[i] in _COPULA:
            raise _Fail(f'copula must be lowercase: "{toks[i]}"')
    raise _Fail("no copula (is/are)")


def _quantified(toks: list[str], low: list[str], ctx: _Ctx) -> Formula:
    """``Every/Each/All/No`` + NP, or a bare plural NP, + copula + predicate (§2, §9)."""
    det = low[0]
    s = 1 if det in ("every", "each", "all", "no") else 0
    c = _copula(low, toks, s)
    adjs, noun, flags = _np(toks, low, s, c, ctx)
    plural = toks[c] == "are"
    subj = " ".join(toks[s:c])
    if det in ("every", "each"):
        ctx.agree(not plural, f'"{toks[0]} {subj} are"')
        ctx.agree(bool(flags & SG), f'"{toks[0]} {subj}"')
    elif det == "no":
        ctx.agree(bool(flags & (PL if plural else SG)), f'"{toks[0]} {subj} {toks[c]}"')
    else:
        ctx.agree(bool(flags & PL), f'"{subj}" is not plural')
        ctx.agree(plural, f'"{subj} is"')
    cons = _objlist(toks, low, c + 1, len(toks), X, plural, ctx)
    if det == "no":
        cons = _not(cons)
    ante = _pred(noun, X)
    if adjs:
        ante = _and((*[_pred(a, X) for a in adjs], ante))
    return _rule(ante, cons)


def _everything(toks: list[str], low: list[str], ctx: _Ctx) -> Formula:
    """``Everything that is L is R`` (§2 R7-R10, R13): try each ``is`` as the split."""
    n = len(toks)
    first: _Fail | None = None
    for p in range(4, n):
        if toks[p] != "is":
            continue
        try:
            ante = _objlist(toks, low, 3, p, X, False, ctx)
            cons = _objlist(toks, low, p + 1, n, X, False, ctx)
        except _Fail as exc:
            first = first or exc
            continue
        return _rule(ante, cons)
    raise first or _Fail("no copula after 'Everything that is'")


def _simple_fact(toks: list[str], low: list[str], s: int, e: int, ctx: _Ctx) -> Formula:
    """``C is [not] <objects>`` (§3.1, §3.2)."""
    if e - s < 3:
        raise _Fail("incomplete clause")
    ctx.agree(toks[s + 1] == "is", f'"{toks[s]} {toks[s + 1]}"')
    return _objlist(toks, low, s + 2, e, _const(toks[s]), False, ctx)


def _fact(toks: list[str], low: list[str], ctx: _Ctx) -> Formula:
    """A fact, possibly clause-coordinated (§3.3): clauses start at ``C is``."""
    n = len(toks)
    s = 0
    want = None
    if low[0] in ("either", "both"):
        want = "or" if low[0] == "either" else "and"
        s = 1
    starts = [i for i in range(s, n - 1) if toks[i + 1] in _COPULA and ctx.is_name(toks[i])]
    if not starts or starts[0] != s:
        if n > s + 1 and low[s + 1] in _COPULA:
            raise _Fail(f'copula must be lowercase: "{toks[s + 1]}"')
        raise _Fail("no subject")
    if len(starts) == 1:
        if want is not None:
            # 'Either Fae is …' with one clause: let the object list check it
            raise _Fail(f'"{toks[0]}" without a second clause')
        return _simple_fact(toks, low, s, n, ctx)
    conn: str | None = None
    ops: list[Formula] = []
    ends = starts[1:] + [n]
    for k, (a, b) in enumerate(zip(starts, ends, strict=True)):
        if b != n:
            # strip the separator before the next clause: ',' | ', and' | 'and'
            has_conn = False
            if low[b - 1] in _CONN and toks[b - 1] == low[b - 1]:
                w = low[b - 1]
                has_conn = True
                b -= 1
                if conn is not None and conn != w:
                    raise _Fail("mixed 'and' and 'or' in one list")
                conn = w
            if low[b - 1] == ",":
                b -= 1
            elif not has_conn:
                raise _Fail("clauses without a connective")
            if k == len(starts) - 2 and not has_conn:
                raise _Fail("list without a connective")
        ops.append(_simple_fact(toks, low, a, b, ctx))
    if want is not None and want != conn:
        raise _Fail("either/both does not match the connective")
    return _and(tuple(ops)) if conn == "and" else _or(tuple(ops))


def _clause(toks: list[str], low: list[str], ctx: _Ctx) -> Formula:
    """A fact or a rule (§2, §3)."""
    if not toks:
        raise _Fail("empty sentence")
    w = low[0]
    if w in ("every", "each", "all", "no"):
        return _quantified(toks, low, ctx)
    if w in ("everything", "anything") and low[1:3] == ["that", "is"] and toks[2] == "is":
        return _everything(toks, low, ctx)
    if ctx.is_name(toks[0]) or (w in ("either", "both") and len(toks) > 1
                                and ctx.is_name(toks[1])):
        return _fact(toks, low, ctx)
    if w in _COPULA or w in ("does", "do"):
        raise _Fail("inverted question")
    if w in ("a", "an", "the"):
        raise _Fail("indefinite or definite subject")
    if w in ("if", "when"):
        raise _Fail("conditional sentence")
    return _quantified(toks, low, ctx)


# ---------------------------------------------------------------- sentences


def _kind(f: Formula) -> StepKind:
    return StepKind.RULE if f.kind is Kind.FORALL else StepKind.FACT


# Premises joined by "and" that are no single clause ('Since Fae is a cat and every cat is
# a mammal, ...'): split only when there are at most this many "and"s, so that a long
# hostile sentence cannot make the search over split points blow up.
_MAX_AND_SPLIT = 4


def _premises(toks: list[str], low: list[str], ctx: _Ctx) -> tuple[Formula, ...]:
    """One clause, or else clauses joined by "and" / ", and" (a fact and a rule, two
    rules, …), each a premise of its own: ``Since Fae is a cat and every cat is a
    mammal, Fae is a mammal`` gives the fact, the rule and the conclusion as steps. A
    single clause wins when there is one (``Fae is a cat and a mammal`` is a conjunction).
    """
    try:
        return (_clause(toks, low, ctx),)
    except _Fail as exc:
        if not 0 < low.count("and") <= _MAX_AND_SPLIT:
            raise
        whole = exc
    for i in range(1, len(low) - 1):
        if low[i] != "and":
            continue
        e = i - 1 if low[i - 1] == "," else i
        try:
            left = _clause(toks[:e], low[:e], ctx)
            rest = _premises(toks[i + 1:], low[i + 1:], ctx)
        except _Fail:
            continue
        return (left, *rest)
    raise whole


def _premise_steps(xs: tuple[Formula, ...], prefix: str | None) -> tuple[Parsed, ...]:
    """The premise steps of a Since / because / so sentence (the prefix on the first)."""
    return tuple(Parsed(_kind(x), x, prefix if k == 0 else "and") for k, x in enumerate(xs))


def _text(toks: list[str]) -> str:
    return " ".join(toks).replace(" ,", ",")


_Patterns = dict[str, tuple[tuple[str, ...], ...]]


def _by_first(pats: tuple[tuple[str, ...], ...]) -> _Patterns:
    """Word patterns by their first word, each group in the order of ``pats`` (so the
    first match in a group is the first match of a scan of all of them)."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for p in pats:
        out.setdefault(p[0], []).append(p)
    return {w: tuple(ps) for w, ps in out.items()}


_ASSUME_BY_FIRST = _by_first(_ASSUME)
_CONTRADICTS_BY_FIRST = _by_first(_CONTRADICTS)
_PREFIXES_BY_FIRST = _by_first(_PREFIXES)


def _match(low: list[str], pats: _Patterns) -> int:
    """Length of the first pattern (of those indexed by _by_first) that ``low`` starts
    with, else 0."""
    for p in pats.get(low[0], ()) if low else ():
        if tuple(low[: len(p)]) == p:
            return len(p)
    return 0


_PREFIX_FIRST = frozenset(p[0] for p in _PREFIXES)


# The shortcut of _simple (below): one-word discourse markers, and the words that make a
# sentence anything but a single clause (a list, a 'because' / 'so' / 'since' sentence),
# or that _sentence and _clause treat specially when they begin it.
_SIMPLE_MARKERS = frozenset(w for w, ps in _PREFIXES_BY_FIRST.items() if ps == ((w,),))
_NOT_SIMPLE = frozenset({",", "and", "or", "because", "since", "either", "both", "neither",
                         "nor"}) | _SO_WORDS | _RELATIVE
_SPECIAL_FIRST = (
    _PREFIX_FIRST
    | _BARE_CONTRADICTION_FIRST
    | frozenset({"try", "assume", "suppose", "let", "let's", "consider", "this", "backtrack",
                 "since", "because", "either", "both", "everything", "anything", "is", "are",
                 "does", "do", "a", "an", "the", "if", "when"})
)
_QUANTIFIERS = ("every", "each", "all", "no")


def _simple(toks: list[str], low: list[str], ctx: _Ctx) -> tuple[Parsed, ...] | None:
    """The common sentence, one clause with at most a one-word marker (``So Fae is a
    cat.``, ``Every cat is a mammal.``), parsed without the dispatch of _sentence; None
    for any other sentence. Exactly what _sentence returns for it: the same clause parser
    is called with the same arguments, and a sentence that could take another branch of
    _sentence or _clause is refused (tests/language/test_parse_shortcut.py compares the
    two on generated corpora). A failure raises, and the caller then parses the sentence
    the long way, so reasons are the long way's too.
    """
    n = len(low)
    b = 0
    prefix = None
    if low[0] in _SIMPLE_MARKERS:
        b = 2 if n > 1 and low[1] == "," else 1
        prefix = toks[0] + ("," if b == 2 else "")
    if n - b < 3 or low[b] in _SPECIAL_FIRST:
        return None
    copulas = 0
    for i in range(b, n):
        w = low[i]
        if w in _NOT_SIMPLE:
            return None
        if w == "is" or w == "are":
            if toks[i] != w:
                return None
            copulas += 1
    if copulas != 1:
        return None
    if b:
        toks, low = toks[b:], low[b:]
        n -= b
    if low[0] in _QUANTIFIERS:
        f = _quantified(toks, low, ctx)
    elif ctx.is_name(toks[0]):
        if toks[1] != "is":
            return None
        f = _simple_fact(toks, low, 0, n, ctx)
    else:
        f = _quantified(toks, low, ctx)
    return (Parsed(_kind(f), f, prefix),)


def _sentence(toks: list[str], low: list[str], ctx: _Ctx, prefix: str | None
              ) -> tuple[Parsed, ...]:
    if not toks:
        raise _Fail("empty sentence")
    t = tuple(low)
    if t == ("try", "again"):
        return (Parsed(StepKind.RESTART, None, prefix),)
    if t in _BARE_CONTRADICTION:
        return (Parsed(StepKind.CONTRADICTION, None, prefix),)
    if "," in t and low[0] in _BARE_CONTRADICTION_FIRST:
        # 'This is a contradiction, so Fae is not a cat.': the contradiction, then the
        # conclusion, two steps
        c = t.index(",")
        if t[:c] in _BARE_CONTRADICTION and c + 1 < len(t):
            rest = c + 1 + (low[c + 1] in _SO_WORDS or low[c + 1] == "and")
            if rest < len(t):
                return (Parsed(StepKind.CONTRADICTION, None, prefix),
                        *_sentence(toks[rest:], low[rest:], ctx, None))
    w = low[0]
    if w in ("assume", "suppose", "let", "let's", "consider"):
        k = _match(low, _ASSUME_BY_FIRST)
        if k:
            f = _clause(toks[k:], low[k:], ctx)
            return (Parsed(StepKind.ASSUMPTION, f, prefix),)
    if w == "this" and len(low) > 1 and low[1] == "contradicts":
        k = _match(low, _CONTRADICTS_BY_FIRST)
        f = _clause(toks[k:], low[k:], ctx)
        return (Parsed(StepKind.CONTRADICTION, f, prefix),)
    if w == "backtrack" and len(low) > 1 and low[1] == "to":
        return (Parsed(StepKind.BACKTRACK, _clause(toks[2:], low[2:], ctx), prefix),)
    if w == "since" or w == "because":
        return _since(toks, low, ctx, prefix)
    k = _match(low, _PREFIXES_BY_FIRST)
    if k:
        comma = k < len(low) and low[k] == ","
        p = _text(toks[:k]) + ("," if comma else "")
        rest = k + comma
        prefix = p if prefix is None else f"{prefix} {p}"
        if rest >= len(toks):
            raise _Fail("dangling conclusion marker")
        return _sentence(toks[rest:], low[rest:], ctx, prefix)
    if "contradicts" in t and "which" in t:
        # 'Fae is a cat, which contradicts the fact that Fae is not a cat.': the claim,
        # then the contradiction, two steps
        i = t.index("which")
        if 1 < i < len(t) - 2 and low[i - 1] == "," and low[i + 1] == "contradicts":
            k = i + _match(["this", *low[i + 1 :]], _CONTRADICTS_BY_FIRST)
            f = _clause(toks[k:], low[k:], ctx)
            # the claim may be a sentence of its own steps ('A, so B, which contradicts …')
            claim = _sentence(toks[: i - 1], low[: i - 1], ctx, prefix)
            return (*claim, Parsed(StepKind.CONTRADICTION, f, "which"))
    if "because" in t:
        b = t.index("because")
        e = b - 1 if b > 0 and low[b - 1] == "," else b
        y = _clause(toks[:e], low[:e], ctx)
        xs = _premises(toks[b + 1:], low[b + 1:], ctx)
        return (*_premise_steps(xs, "because"), Parsed(_kind(y), y, prefix))
    first: _Fail | None = None
    for i in range(1, len(low) - 1) if not _SO_WORDS.isdisjoint(t) else ():
        if low[i] in _SO_WORDS and (low[i - 1] == "," or low[i] == "so"):
            e = i - 1 if low[i - 1] == "," else i
            try:
                xs = _premises(toks[:e], low[:e], ctx)
            except _Fail:
                continue  # not a 'X, so Y' split: report the whole-sentence failure
            try:
                j = i + 1 + (low[i + 1] == ",")
                y = _clause(toks[j:], low[j:], ctx)
            except _Fail as exc:
                first = first or exc
                continue
            return (*_premise_steps(xs, prefix), Parsed(_kind(y), y, toks[i]))
    try:
        fs = _premises(toks, low, ctx)
    except _Fail:
        if first is not None:
            raise first from None
        raise
    return _premise_steps(fs, prefix)


def _since(toks: list[str], low: list[str], ctx: _Ctx, prefix: str | None
           ) -> tuple[Parsed, ...]:
    """``Since X, Y`` (§4 H3, §10): try each comma, last first, as the split."""
    p = toks[0] if prefix is None else f"{prefix} {toks[0]}"
    n = len(low)
    cuts = [(i, i + 1) for i in range(n - 1, 1, -1) if low[i] == ","]
    if not cuts:
        # no comma: 'Since Fae is a cat Fae is a mammal' -- cut before a later 'C is'
        cuts = [(i, i) for i in range(n - 2, 2, -1)
                if toks[i + 1] in _COPULA and ctx.is_name(toks[i])]
    if not cuts:
        raise _Fail("'Since' without a consequence")
    first: _Fail | None = None
    for c, d in cuts:
        try:
            xs = _premises(toks[1:c], low[1:c], ctx)
            if tuple(low[d:]) in _PROVEN:
                return _premise_steps(xs, p)
            ys = _sentence(toks[d:], low[d:], ctx, None)
        except _Fail as exc:
            first = first or exc
            continue
        if len(ys) != 1 or ys[0].formula is None or ys[0].kind not in (
            StepKind.FACT, StepKind.RULE
        ):
            first = first or _Fail("'Since' with a non-assertion consequence")
            continue
        return (*_premise_steps(xs, p), ys[0])
    assert first is not None
    raise first


# The tolerant reading (:func:`_paraphrases`): adverbs that add nothing to the logic after
# a copula ("Fae is also a cat"), at the end ("as well", "too"), a modal ("Fae must be a
# cat"), and connectives that mean "so" or "because".
_FILLER_ADVERBS = frozenset(
    {"also", "therefore", "thus", "hence", "indeed", "consequently", "clearly", "certainly",
     "necessarily", "definitely", "then", "still", "surely"}
)
_SO_PHRASES = (
    (",", "which", "means", "that"), (",", "which", "means"), (",", "which", "implies", "that"),
    (",", "which", "implies"), (",", "meaning", "that"), (",", "meaning"),
    (",", "which", "shows", "that"),
)
_CASES_ENDINGS = (
    ("in", "either", "case"), ("in", "both", "cases"), ("in", "all", "cases"),
    ("in", "any", "case"), ("in", "every", "case"), ("either", "way"),
)
_AS_REASON_FIRST = frozenset({"every", "each", "all", "everything", "the"})
_CANNOT = (("cannot", "be"), ("can't", "be"), ("can’t", "be"), ("can", "not", "be"))


_STATEMENT_WORDS = frozenset(
    {"statement", "claim", "hypothesis", "conclusion", "proposition", "query", "assertion"}
)
_CLAIM_VERDICTS = {"true": True, "correct": True, "false": False, "incorrect": False}


def _quoted_claim(toks: list[str], low: list[str], ctx: _Ctx) -> list[str] | None:
    """``[Therefore,] [the statement] "X" is true`` as ``[Therefore,] X``; with ``is
    false`` X negated (``not`` added after, or removed from after, its copula) when X is
    one clause about a named entity, the only case where that is the negation. None for
    any other sentence."""
    if len(low) < 6 or low[-2] != "is" or low[-1] not in _CLAIM_VERDICTS:
        return None
    if toks[-3] not in ('"', "”"):
        return None
    opening = [k for k in range(len(toks) - 3) if toks[k] in ('"', "“")]
    # none: the quote began the sentence, and went with the sentence's opening emphasis
    o = opening[0] if opening else -1
    inner = toks[o + 1 : -3]
    while inner and inner[-1] in (".", "!"):
        inner = inner[:-1]
    lead = toks[:o] if o >= 0 else []
    if len(lead) >= 2 and lead[-2].lower() == "the" and lead[-1].lower() in _STATEMENT_WORDS:
        lead = lead[:-2]
    if not inner:
        return None
    if _CLAIM_VERDICTS[low[-1]]:
        return [*lead, *inner]
    negated = _negated(inner, ctx)
    return None if negated is None else [*lead, *negated]


def _negated(clause: list[str], ctx: _Ctx) -> list[str] | None:
    """``C is [not] …`` with ``not`` added after, or removed from after, the copula: the
    negation of a single clause about a named entity (of a rule or a list it would not
    be), else None."""
    low = [t.lower() for t in clause]
    copulas = [k for k, w in enumerate(clause) if w in _COPULA]
    if (
        len(copulas) != 1
        or copulas[0] != 1
        or len(clause) < 3
        or not ctx.is_name(clause[0])
        or not _NOT_SIMPLE.isdisjoint(low)
    ):
        return None
    if low[2] == "not":
        return [*clause[:2], *clause[3:]]
    return [*clause[:2], "not", *clause[2:]]


_OWNERS = frozenset({"our", "the", "this", "my", "that"})
_REFUTED = frozenset({"false", "wrong", "incorrect", "invalid", "impossible"})
_THEN = frozenset({",", "and", "so", "therefore", "thus", "hence"})


def _assumption_verdict(toks: list[str], low: list[str], ctx: _Ctx) -> list[str] | None:
    """The conclusion of a proof by contradiction as chat models write it: ``[So,] our
    assumption that X is false`` as ``[So,] X`` negated (a clause about a named entity,
    see _negated), ``[So,] our assumption was wrong, and Y`` as ``[So,] Y``. None for
    any other sentence."""
    if "assumption" not in low:
        return None
    a = low.index("assumption")
    if a < 1 or low[a - 1] not in _OWNERS or a + 2 >= len(low):
        return None
    lead = toks[: a - 1]
    if low[a + 1] == "that":
        if len(low) < a + 5 or low[-2] not in ("is", "was") or low[-1] not in _REFUTED:
            return None
        negated = _negated(toks[a + 2 : -2], ctx)
        return None if negated is None else [*lead, *negated]
    if low[a + 1] in ("is", "was") and low[a + 2] in _REFUTED:
        k = a + 3
        while k < len(low) and low[k] in _THEN:
            k += 1
        if k == a + 3 or k >= len(low):
            return None
        return [*lead, *toks[k:]]
    return None


def _replace_first(
    toks: list[str], phrase: tuple[str, ...], new: tuple[str, ...], *, after: int
) -> list[str] | None:
    """``toks`` with the first occurrence of ``phrase`` (lowercase, not at the start and
    followed by at least ``after`` tokens) replaced by ``new``; None when there is none."""
    low = [t.lower() for t in toks]
    n = len(phrase)
    for i in range(1, len(low) - n - after + 1):
        if tuple(low[i : i + n]) == phrase:
            return [*toks[:i], *new, *toks[i + n :]]
    return None


def _paraphrases(toks: list[str], ctx: _Ctx) -> list[list[str]]:
    """Readings of a sentence the grammar rejected, in the controlled grammar's words:
    final remarks in brackets dropped (``Fae is a cat (given) [1].``), filler adverbs
    dropped (``Fae is also a cat``, ``… as well``), ``A or B or both`` as ``A or B``,
    ``must (not) be`` / ``cannot be`` as ``is``/``are`` (``not``), ``X is neither A nor B``
    as ``X is not A and X is not B``, ``, which means (that)`` / ``, meaning`` as ``, so``,
    ``Y, as X`` / ``Y, since X`` as ``Y because X``, ``Given that X, Y`` and ``Using the
    rule that X, Y`` as ``Since X, Y``, ``the statement "X" is true`` as ``X`` (``… is
    false``: X negated, for a fact about a named entity), ``our assumption that X is
    false`` likewise, ``This is a contradiction because X`` as ``This contradicts with
    X``, ``… in either case`` without its ending. Empty when none applies; tried only
    after the sentence as written failed."""
    low = [t.lower() for t in toks]
    out = list(toks)
    changed = False
    claim = _quoted_claim(out, low, ctx) or _assumption_verdict(out, low, ctx)
    if claim is not None:
        out, low, changed = claim, [t.lower() for t in claim], True
    if low[:4] == ["this", "is", "a", "contradiction"] and low[4:5] in (
        ["because"], ["since"], ["as"], ["with"]
    ):
        # 'This is a contradiction because X' says what 'This contradicts with X' says
        out, changed = [out[0], "contradicts", "with", *out[5:]], True
        low = [t.lower() for t in out]
    for ending in _CASES_ENDINGS:  # 'Fae is a mammal in either case.'
        if len(low) > len(ending) + 2 and tuple(low[-len(ending):]) == ending:
            out, changed = out[: -len(ending)], True
            low = low[: -len(ending)]
            break
    brackets = {")": "(", "]": "["}
    while out and out[-1] in brackets and brackets[out[-1]] in out[1:]:
        # final remarks in brackets: 'Fae is a cat (given) [premise 1].'
        cut = len(out) - 1 - out[::-1].index(brackets[out[-1]])
        out, changed = out[:cut], True
    low = [t.lower() for t in out]
    if low[:2] == ["given", "that"]:
        out, changed = ["Since", *out[2:]], True
    elif (
        len(low) > 4
        and low[0] in ("using", "by", "applying", "given")
        and low[1] in ("the", "this")
        and low[2] in ("rule", "fact", "premise")
        and low[3] == "that"
    ):
        # 'Using the rule that every cat is a mammal, Fae is a mammal.'
        out, changed = ["Since", *out[4:]], True
    keep: list[str] = []
    for t in out:
        w = t.lower()
        prev = keep[-1].lower() if keep else ""
        if w in _FILLER_ADVERBS and prev in ("is", "are", "not", "be", "we", "can"):
            changed = True
            continue
        keep.append(t)
    out = keep
    while out and [t.lower() for t in out[-2:]] == ["as", "well"]:
        out, changed = out[:-2], True
    while len(out) > 2 and out[-1].lower() in ("too", "also"):
        out, changed = out[:-1], True
    if [t.lower() for t in out[-2:]] == ["or", "both"]:  # an inclusive 'or' said twice
        out, changed = out[:-2], True
    for neg in _CANNOT:  # 'Fae cannot be a cat': 'Fae is not a cat' (must, below)
        new = _replace_first(out, neg, ("must", "not", "be"), after=0)
        if new is not None:
            out, changed = new, True
    low = [t.lower() for t in out]
    if "neither" in low and "nor" in low:
        # 'Fae is neither a cat nor a dog': 'Fae is not a cat and Fae is not a dog'
        i, j = low.index("neither"), low.index("nor")
        if 1 < i < j - 1 and low[i - 1] in _COPULA and j < len(low) - 1:
            # the subject starts after a prefix's comma ('Hence, Fae is neither …')
            s0 = max((k + 1 for k in range(i - 1) if low[k] == ","), default=0)
            subject = out[s0 : i - 1]
            cop = out[i - 1]
            out = [*out[:s0], *subject, cop, "not", *out[i + 1 : j], "and", *subject, cop,
                   "not", *out[j + 1 :]]
            changed = True
    for phrase in _SO_PHRASES:
        new = _replace_first(out, phrase, (",", "so"), after=1)
        if new is not None:
            out, changed = new, True
    low = [t.lower() for t in out]
    for i in range(1, len(low) - 1):
        if low[i - 1] == "," and low[i] in ("as", "since") and (
            ctx.is_name(out[i + 1]) or low[i + 1] in _AS_REASON_FIRST
        ):
            out = [*out[: i - 1], "because", *out[i + 1 :]]
            low = [t.lower() for t in out]
            changed = True
            break
    if "must" not in low:
        return [out] if changed else []
    readings = []
    for cop in _COPULA:  # 'must be' as 'is', then as 'are' (number agreement decides)
        alt: list[str] = []
        k = 0
        while k < len(out):
            if low[k] == "must" and low[k + 1 : k + 2] == ["be"]:
                alt.append(cop)
                k += 2
            elif low[k] == "must" and low[k + 1 : k + 3] == ["not", "be"]:
                alt.extend((cop, "not"))
                k += 3
            else:
                alt.append(out[k])
                k += 1
        readings.append(alt)
    return readings


# Sentences about the reasoning rather than steps of it ("Let's think step by step.",
# "We need to determine whether …"): recognised by how they begin, once the sentence as
# written and its tolerant readings have failed, and kept as comments, which the metrics
# ignore like Backtrack / Try again.
_COMMENT_STARTS: tuple[tuple[str, ...], ...] = (
    ("let's",), ("let", "us"), ("we", "need"), ("we", "want"), ("we", "have", "to"),
    ("we", "must"), ("we", "will"), ("we", "are", "asked"), ("we", "can", "now"),
    ("i", "need"), ("i", "will"), ("i'll",), ("to", "determine"), ("to", "answer"),
    ("to", "prove"), ("to", "check"), ("to", "solve"), ("to", "figure"),
    ("the", "question", "asks"), ("the", "query", "asks"), ("the", "question", "is"),
    ("here", "is"), ("here's",), ("step", "by", "step"), ("looking", "at"),
)
_COMMENT_SKIP = frozenset({"first", "now", "next", "so", "ok", "okay", "alright", "well", ",",
                           "therefore", "thus", "hence"})


def _is_comment(low: list[str]) -> bool:
    """Whether a sentence that failed to parse begins like a comment (an ``Assume`` that
    failed, e.g. over a misspelt noun, stays unparseable, with its reason)."""
    k = 0
    while k < len(low) and low[k] in _COMMENT_SKIP:
        k += 1
    if _match(low[k:], _ASSUME_BY_FIRST):
        return False
    if low[k + 1 : k + 2] == ["assumption"] and low[k] in _OWNERS:
        # 'Therefore, our assumption was wrong.' (what was refuted is the next step); one
        # that says more ('our assumption that … is false') is a claim
        tail = low[k + 2 :]
        return len(tail) == 2 and tail[0] in ("is", "was") and tail[1] in _REFUTED
    rest = tuple(low[k : k + 4])
    return any(rest[: len(c)] == c for c in _COMMENT_STARTS)


def _unparseable(reason: str, warnings: list[str] | None = None) -> tuple[Parsed, ...]:
    return (Parsed(StepKind.UNPARSEABLE, None, None, reason, tuple(warnings or ())),)


@lru_cache(maxsize=PER_SENTENCE)
def _parse_cached(text: str, lexicon: Lexicon, names: frozenset[str], strict: bool
                  ) -> tuple[Parsed, ...]:
    body = text.strip()
    if body[:1] in _CLEAN_FIRST:
        m = _BULLET.match(body)
        if m:
            body = body[m.end():]
        body = body.lstrip(_EMPHASIS)
    body = body.rstrip(_TRAILING)
    toks = _tokenise(body)
    ctx = _Ctx(lexicon, names, strict)
    try:
        if not toks:
            raise _Fail("empty sentence")
        low = [t.lower() for t in toks]
        try:
            out = _simple(toks, low, ctx)
        except _Fail:
            out = None
            ctx = _Ctx(lexicon, names, strict)
        if out is None:
            out = _sentence(toks, low, ctx, None)
    except _Fail as exc:
        # the tolerant readings; when they fail too, the first one's reason, which
        # names what is left once the filler words are gone ('Fae is also a wumpuss.':
        # the unknown noun, not the "also")
        failure = exc
        for k, reading in enumerate(_paraphrases(toks, ctx)):
            alt = _Ctx(lexicon, names, strict)
            try:
                out = _sentence(reading, [t.lower() for t in reading], alt, None)
            except _Fail as exc2:
                if k == 0:
                    failure = exc2
                continue
            except Exception:  # e.g. RecursionError: the try above does not cover this
                continue  # handler, and a reading that breaks the parser is no reading
            ctx = alt
            break
        else:
            if _is_comment([t.lower() for t in toks]):
                return (Parsed(StepKind.COMMENT, None, None, "no logical content"),)
            return _unparseable(failure.reason, ctx.warnings)
    except RecursionError:
        return _unparseable("sentence too deeply nested")
    except Exception as exc:  # never raise (contract); a bug becomes a named failure
        return _unparseable(f"internal parser error: {type(exc).__name__}: {exc}")
    if ctx.warnings:
        w = tuple(dict.fromkeys(ctx.warnings))
        out = tuple(Parsed(p.kind, p.formula, p.prefix, p.reason, p.warnings + w) for p in out)
    return out


def parse_sentence(
    text: str,
    lexicon: Lexicon = DEFAULT_LEXICON,
    *,
    names: frozenset[str] = frozenset(),
    strict: bool = True,
) -> tuple[Parsed, ...]:
    """Parse one sentence into one or more :class:`Parsed` steps. Never raises.

    ``Since X, Y.`` / ``Y because X.`` / ``X, so Y.`` give ``(X, Y)``; ``Since X, the
    statement is proven.`` gives ``X`` (§4, §10). ``names`` are extra proper names
    (capitalised subjects seen in the context, §9 extend). ``strict=False`` parses number
    disagreements and records them as warnings (§9).
    """
    if not isinstance(text, str):
        return _unparseable(f"not a string: {type(text).__name__}")
    return _parse_cached(text, lexicon, _name_set(names), bool(strict))


def _name_set(names: object) -> frozenset[str]:
    """``names`` as the frozenset the parse cache is keyed on (nothing when unusable)."""
    if isinstance(names, frozenset):
        return names
    try:
        return frozenset(names)  # type: ignore[call-overload]
    except TypeError:
        return frozenset()


_QUERY = re.compile(
    r"^\s*(?:true\s+or\s+false\s*[:?]|prove\s*:|is\s+the\s+following\s+statement\s+true\s+or"
    r"\s+false\s*[?:]?)\s*",
    re.I,
)


def parse_query(
    text: str, lexicon: Lexicon = DEFAULT_LEXICON, *, names: frozenset[str] = frozenset()
) -> Formula | None:
    """The LF of a query (§5 Q1/Q2): ``True or false: X`` / ``Prove: X`` / ``Is the
    following statement true or false? X``; None when the body is unparseable."""
    if not isinstance(text, str):
        return None
    m = _QUERY.match(text)
    body = text[m.end():] if m else text
    parsed = parse_sentence(body, lexicon, names=names)
    if len(parsed) == 1 and parsed[0].kind in (StepKind.FACT, StepKind.RULE):
        return parsed[0].formula
    return None


def parse_cot(
    text: str,
    lexicon: Lexicon = DEFAULT_LEXICON,
    *,
    names: frozenset[str] = frozenset(),
    compat: bool = False,
    strict: bool = True,
) -> list[ParsedStep]:
    """Split a chain of thought (§8) and parse each sentence.

    A ``Since`` sentence yields two steps with the same span; an unterminated sentence
    is parsed with a warning (evaluation reference §7 item 14).
    """
    steps: list[ParsedStep] = []
    new = tuple.__new__  # ParsedStep(...) without the Python-level __new__ frame
    names = _name_set(names)
    strict = bool(strict)
    for text_, start, end, terminated in split_sentences(text, compat=compat):
        for p in _parse_cached(text_, lexicon, names, strict):
            if not terminated:
                p = Parsed(p.kind, p.formula, p.prefix, p.reason,
                           p.warnings + ("sentence not terminated by punctuation",))
            steps.append(new(ParsedStep, (text_, start, end, p)))
    return steps

