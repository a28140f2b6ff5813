"""Sentence parser: PrOntoQA sentences to logical forms (grammar reference §2-§5, §9, §10).

Whole-sentence parsing as in the original's main branch (§9), with pyverify's extensions:
all discourse prefixes of §10, ``Suppose`` = ``Assume``, ``isn't``/``aren't``, ``No N is A``,
markdown bullets, a lenient mode for number disagreement, and named failure reasons.
``parse_sentence`` never raises; anything outside the grammar is an ``UNPARSEABLE``
:class:`Parsed` whose ``reason`` says why.

Implementation: one compiled regex tokenises, then a hand-written pattern /
recursive-descent parser works on the token list. Results are memoised. The word lists
it shares with the tolerant reading are in :mod:`pyverify.language.words`; the tolerant
reading itself, tried once a sentence as written fails, in
:mod:`pyverify.language.tolerant`.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from pyverify.caches import PER_SENTENCE, BoundedCache
from pyverify.language.latex import (
    alias_definition,
    has_math,
    leading_formula,
    letter_definitions,
    render_math,
    statement_letters,
    trailing_formula,
)
from pyverify.language.lexicon import DEFAULT_LEXICON, PL, SG, Lexicon
from pyverify.language.split import SENTENCE_ENDS, Sentence, split_sentences
from pyverify.language.tolerant import (
    aside_lead,
    cites_context,
    given_remark,
    goal_announced,
    goal_heading,
    is_comment,
    paraphrases,
    plan_list,
    rereadings,
    unread_bracket,
    without_same_result,
)
from pyverify.language.words import (
    ASSUME_BY_FIRST,
    ASSUME_FIRST,
    BARE_CONTRADICTION,
    BARE_CONTRADICTION_FIRST,
    CITED_LABEL,
    CITED_MATH_LABEL,
    CONN,
    CONTRADICTION_TAILS,
    CONTRADICTS_BY_FIRST,
    COPULA,
    NOT_SIMPLE,
    PREFIX_FIRST,
    PREFIXES_BY_FIRST,
    PROVEN,
    QUOTE_MARKS,
    RELATIVE,
    RESERVED,
    SO_WORDS,
    match_start,
)
from pyverify.logic.formula import (
    And,
    Const,
    Formula,
    Kind,
    Not,
    Or,
    Pred,
    X,
    conjuncts,
    constants,
    instantiate_rule,
    negate,
    rule,
)
from pyverify.verify.results import StepKind

__all__ = [
    "Parsed",
    "ParsedStep",
    "parse_cot",
    "parse_query",
    "parse_sentence",
    "query_statement",
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
    """¬f; a double negation says what it negates (``Fae is not not a cat`` says
    ``Fae is a cat``), which the calculus of the verifier then judges."""
    return f.args[0] if f.kind is Kind.NOT else Not(f)


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
# A step or case label may be emphasised or a heading, as chat models write them
# ('**Step 1:** X', '**Case 2**: X', '**1.** X', '### Step 3: X'), or name what the step
# is ('Given: X', 'Rule 2: X', 'Premise: X', 'Fact 1: X').
# The word of a numbered case ('Case 1:', 'Option 2:', 'Possibility 1:', 'Scenario 3:').
_CASE_WORD = r"(?:[Cc]ase|[Oo]ption|[Pp]ossibility|[Ss]cenario)"
_NUMBERED = rf"(?:[Ss]tep|{_CASE_WORD})\s*\d+"  # 'Step 1', 'Case 2'
_LABEL = (
    rf"(?:{_NUMBERED}\s*(?:[:.)]|[—–](?=\s))"
    r"|\d+[.)]"
    r"|(?:[Gg]iven|[Rr]ule|[Ff]act|[Pp]remise|[Kk]nown|[Oo]bservation|[Dd]eduction"
    r"|[Ii]nference)\s*\d*\s*:)"
)
# A premise's tag in brackets before it ('(F) Polly is not a lorpus', '- (R1) Every …'),
# and a list's letters and roman numerals ('(b) Polly is a tumpus', '(ii) Each …').
_TAG = r"\([A-Z][A-Z0-9]{0,2}\)|\((?:[a-h]|i{1,3}|iv|vi{0,3}|ix|x)\)"
# A mark before a claim: a bullet, an arrow, the end-of-proof sign ('∎ Fae is a cat.'),
# a check mark.
_BULLET = re.compile(
    r"(?:(?:[-*•+>→⇒∎□■✓✔]|=>|->|#{1,6}|\(\d+\)|" + _TAG + "|" + _LABEL
    + r"|[*_]{1,3}(?:" + _LABEL + "|" + _NUMBERED + "|" + _TAG + r")[*_]{1,3}[:.)]?)(?:\s+|\Z))+"
)
_CASE = re.compile(_CASE_WORD + r"\s*\d")  # a case's bullet (_BULLET)
_CLAIMS = (StepKind.FACT, StepKind.RULE)
_CLEAN_FIRST = frozenset("-*•+>→⇒∎□■✓✔=(0123456789SsCc_`\"“”#")
# The first letters of the labels that name a step ('Given:', 'Rule 2:'): a sentence
# starting with one is matched against _BULLET only when a colon comes early.
_NAMED_LABEL_FIRST = frozenset("GgRrFfPpKkOoDdIi")
_EMPHASIS = "*_`\"“” \t"
_TRAILING = f"*_`\"“”'{SENTENCE_ENDS} \t\n\r"  # (what may follow a sentence's last word)
_CONTRACTIONS = {  # the tokeniser writes ’ as '
    "isn't": ("is", "not"),
    "aren't": ("are", "not"),
}
# ('that's' is left as it is elsewhere: 'That's a contradiction' is a phrase of its own)
_WHATEVER = frozenset({"everything", "anything", "something", "thing", "things"})
_ADJ = re.compile(r"[a-z][a-z-]*\Z")


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
    if not text.isascii():
        text = _plain(text)
    toks = _TOKEN.findall(text)
    if "'" in text:
        out: list[str] = []
        for t in toks:
            exp = _CONTRACTIONS.get(t)
            if exp is None and t.lower() == "that's" and out and out[-1].lower() in _WHATEVER:
                exp = ("that", "is")  # 'Everything that's sour is a cat' (a relative clause)
            if exp is None:
                out.append(t)
            else:
                out.extend(exp)
        return out
    return toks


def _plain(text: str) -> str:
    """Non-ASCII text as the word lists expect it: compatibility forms folded (NFKC:
    full-width letters, ligatures, no-break spaces), ’ written ', a hyphen written -
    ('eight‑legged' with U+2011, a no-break hyphen, which NFKC folds to U+2010), and
    emoji, other symbols and invisible format characters (zero-width spaces, a
    byte-order mark) dropped."""
    text = unicodedata.normalize("NFKC", text).replace("’", "'").replace("\u2010", "-")
    return "".join(
        c for c in text if c.isascii() or unicodedata.category(c) not in ("So", "Cf")
    )


@lru_cache(maxsize=4096)
def _suggest(word: str, lex: Lexicon, plural: bool | None = None) -> str:
    """Name the unknown noun and the nearest registered form of the clause's number.

    Cached, as an unknown word a model uses tends to recur in its other outputs. Only
    forms of a compatible length are compared: difflib's ratio is at most
    2·min(a, b)/(a + b) for lengths a and b, so a form shorter than 0.6 or longer than
    1/0.6 times the word cannot reach the 0.75 cutoff, and leaving it out changes no
    answer (identical on 15,000 words against the unfiltered comparison)."""
    flag = None if plural is None else (PL if plural else SG)
    n = len(word)
    cands = [
        f for f, (_, fl) in lex.forms.items()
        if (flag is None or fl & flag) and 5 * len(f) >= 3 * n and 3 * len(f) <= 5 * n
    ]
    close = difflib.get_close_matches(word, cands, n=1, cutoff=0.75)
    if close:
        return f'unknown noun "{word}" (did you mean "{close[0]}"?)'
    return f'unknown noun "{word}"'


def _word_fail(tok: str, low: str, ctx: _Ctx) -> _Fail:
    if low in RELATIVE:
        return _Fail("relative clause")
    if low in COPULA and tok != low:
        return _Fail(f'copula must be lowercase: "{tok}"')
    if low in COPULA:
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
    # 'Cats are a type of mammal', 'Every cat is a kind of mammal': the class itself,
    # in either number ('a type of' a plural subject's class, 'types of mammals')
    kind_of = e - s > 2 and low[s + 1] == "of" and low[s] in _KIND_OF
    if kind_of:
        s += 2
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
                if not _ADJ.match(low[i]) or low[i] in RESERVED:
                    raise _word_fail(toks[i], low[i], ctx)
            if _ADJ.match(last) and last not in RESERVED:
                raise _Fail(_suggest(last, lex, plural))
            raise _word_fail(toks[e - 1], last, ctx)
        if not _ADJ.match(last) or last in RESERVED:
            raise _word_fail(toks[s], last, ctx)
        if ctx.is_name(toks[e - 1]):  # 'Max is Fae': no property
            raise _Fail(f'proper name "{toks[e - 1]}" used as a property')
        return _pred(last, term)
    noun, flags = hit
    if kind_of:  # 'a type of mammal' agrees with either number
        pass
    elif plural:
        ctx.agree(bool(flags & PL) and not art, f'plural clause with "{" ".join(toks[s - art:e])}"')
    else:
        ctx.agree(bool(flags & SG), f'singular clause with "{" ".join(toks[s:e])}"')
    if k == e - s:
        return _pred(noun, term)
    ops = []
    for i in range(s, e - k):
        w = low[i]
        if not _ADJ.match(w) or w in RESERVED:
            raise _word_fail(toks[i], w, ctx)
        if w in lex.forms:
            raise _Fail(f'noun "{toks[i]}" used as an adjective')
        ops.append(_pred(w, term))
    ops.append(_pred(noun, term))
    return _and(tuple(ops))


_KIND_OF = frozenset({"type", "kind", "sort", "types", "kinds", "sorts"})


def _objlist(toks: list[str], low: list[str], s: int, e: int, term: Formula, plural: bool,
             ctx: _Ctx) -> Formula:
    """A predicate after the copula: ``[not]* item (sep item)*`` (§1 rule 4, §9)."""
    seg = low[s:e]
    if not RELATIVE.isdisjoint(seg):
        return _relative_object(toks, low, s, e, term, plural, ctx)
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
        if w == "," or (w in CONN and toks[i] == w):
            if i == start:
                raise _Fail("empty list operand")
            items.append((start, i))
            has_conn = False
            if w == ",":
                if i + 1 < e and low[i + 1] in CONN:
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
        # 'not both A and B', 'not either A or B': the 'not' scopes over the whole list
        spread = nots and want is None
        if spread and not (nots == 1 and all(toks[a] == "not" for a, _ in items[1:])):
            raise _Fail("negated list (scope of 'not' is ambiguous)")
        ops = tuple([_item(toks, low, a, b, term, plural, ctx) for a, b in items])
        if spread:  # 'not a cat, not a dog, and not red': each operand negated, as written
            ops = (_not(ops[0]), *ops[1:])
            if len(set(ops)) < len(ops):  # 'cannot be blue and not blue': not a list of two
                raise _Fail("negated list (scope of 'not' is ambiguous)")
            nots = 0
        f = _and(ops) if conn == "and" else _or(ops)
    for _ in range(nots):
        f = _not(f)
    return f


def _relative_object(toks: list[str], low: list[str], s: int, e: int, term: Formula,
                     plural: bool, ctx: _Ctx) -> Formula:
    """``a N that is L`` (``Sally is a wumpus that is moderate and bitter``, ``Rex is a
    number that is odd``; plural ``Ns that are L``): the class and what the clause says,
    one conjunction, the clause's operands first as an attributive adjective's are
    (``a moderate bitter wumpus`` is the same formula). Only an affirmative item before
    the clause: ``is not a N that is L`` leaves open what is denied."""
    r = next(i for i in range(s, e) if low[i] in RELATIVE)
    if (
        low[r] not in _SUBJECT_RELATIVE
        or r + 2 >= e
        or toks[r + 1] != ("are" if plural else "is")
        or not RELATIVE.isdisjoint(low[r + 1 : e])
        or any(low[i] in ("not", ",", "and", "or", "either", "both", "neither")
               for i in range(s, r))
    ):
        raise _Fail("relative clause")
    head = _item(toks, low, s, r, term, plural, ctx)
    clause = _objlist(toks, low, r + 2, e, term, plural, ctx)
    return _and((*conjuncts(clause), *conjuncts(head)))


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
                if not _ADJ.match(w) or w in RESERVED:
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
    if e - s > 1 and ctx.is_name(toks[e - 1]):
        # 'By the same rule, Rex is …', read as a rule about "rex"s: the words before
        # the entity's name are what is not read, not the name ('unknown noun "rex"')
        raise _Fail("unread words before the entity's name")
    if _ADJ.match(last) and last not in RESERVED:
        raise _Fail(_suggest(last, lex, None if s == 0 else toks[e:e + 1] == ["are"]))
    raise _word_fail(toks[e - 1], last, ctx)


def _copula(low: list[str], toks: list[str], s: int) -> int:
    for i in range(s, len(toks)):
        if toks[i] in COPULA:
            return i
    for i in range(s, len(toks)):
        if low[i] in COPULA:
            raise _Fail(f'copula must be lowercase: "{toks[i]}"')
    raise _Fail("no copula (is/are)")


def _quantified(toks: list[str], low: list[str], ctx: _Ctx) -> Formula:
    """``Every/Each/All/No`` + NP, or a bare plural NP, + copula + predicate (§2, §9)."""
    det = low[0]
    s = 1 if det in ("every", "each", "all", "no") else 0
    if s and low[1:2] == ["single"] and det != "no":  # 'Every single cat is a mammal'
        s = 2
    c = _copula(low, toks, s)
    if c - 1 > s and low[c - 1] in _SUBJECT_RELATIVE:
        return _restricted(toks, low, s, c, ctx)
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


_SUBJECT_RELATIVE = frozenset({"that", "which", "who"})


def _restricted(toks: list[str], low: list[str], s: int, c: int, ctx: _Ctx) -> Formula:
    """``Every N that is L is R`` (``All Ns that are L are R``, ``No N that is L is R``):
    the rule of ``Every L N is R`` when L is adjectives (the clause's operands before
    the class, as an attributive adjective's), with any list L the clause allows."""
    det = low[0]
    adjs, noun, flags = _np(toks, low, s, c - 1, ctx)
    plural = toks[c] == "are"
    if det in ("every", "each"):
        ctx.agree(not plural and bool(flags & SG), f'"{toks[0]} {" ".join(toks[s:c])}"')
    else:
        ctx.agree(bool(flags & (PL if plural else SG)), f'"{" ".join(toks[: c + 1])}"')
    head = [_pred(a, X) for a in adjs]
    head.append(_pred(noun, X))
    clause, cons = _split_rule(toks, low, c + 1, toks[c], plural, ctx)
    if det == "no":
        cons = _not(cons)
    return _rule(_and((*conjuncts(clause), *head)), cons)


def _split_rule(toks: list[str], low: list[str], s: int, copula: str, plural: bool,
                ctx: _Ctx) -> tuple[Formula, Formula]:
    """``L is R`` from token s on: the antecedent list and the consequent, trying each
    later ``copula`` as the split (the first that parses both sides)."""
    n = len(toks)
    first: _Fail | None = None
    for p in range(s + 1, n):
        if toks[p] != copula:
            continue
        try:
            return (_objlist(toks, low, s, p, X, plural, ctx),
                    _objlist(toks, low, p + 1, n, X, plural, ctx))
        except _Fail as exc:
            first = first or exc
    raise first or _Fail(f"no copula after '{' '.join(toks[:s])}'")


def _things_that(toks: list[str], low: list[str]) -> bool:
    """Whether a sentence opens with ``Things that are`` or ``All things that are``."""
    k = low[0] == "all"
    return low[k : k + 2] == ["things", "that"] and toks[k + 2 : k + 3] == ["are"]


def _everything(toks: list[str], low: list[str], ctx: _Ctx) -> Formula:
    """``Everything that is L is R`` (§2 R7-R10, R13): try each ``is`` as the split.
    Also ``Nothing that is L is R`` (every L is not R) and the plural ``Things that are
    L are R`` (``All things that are …``)."""
    if low[0] == "all":
        toks, low = toks[1:], low[1:]
    plural = low[0] == "things"
    ante, cons = _split_rule(toks, low, 3, "are" if plural else "is", plural, ctx)
    if low[0] == "nothing":
        cons = _not(cons)
    return _rule(ante, cons)


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
    starts = [i for i in range(s, n - 1) if toks[i + 1] in COPULA and ctx.is_name(toks[i])]
    if not starts or starts[0] != s:
        if n > s + 1 and low[s + 1] in COPULA:
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
            if low[b - 1] in CONN and toks[b - 1] == low[b - 1]:
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
    # a clause that is itself a list of the same connective adds its operands: 'Max is
    # snowy and cold, and Max is a wumpus' is the three-way conjunction a rule's
    # antecedent asks for, as 'Max is snowy, cold, and a wumpus' is
    kind = Kind.AND if conn == "and" else Kind.OR
    if any(f.kind is kind for f in ops):
        ops = [g for f in ops for g in (f.args if f.kind is kind else (f,))]
    return _and(tuple(ops)) if conn == "and" else _or(tuple(ops))


def _clause(toks: list[str], low: list[str], ctx: _Ctx) -> Formula:
    """A fact or a rule (§2, §3)."""
    if not toks:
        raise _Fail("empty sentence")
    w = low[0]
    if w in ("everything", "anything", "nothing") and low[1:3] == ["that", "is"] and (
        toks[2] == "is"
    ) or _things_that(toks, low):
        return _everything(toks, low, ctx)
    if w in ("every", "each", "all", "no"):
        return _quantified(toks, low, ctx)
    if ctx.is_name(toks[0]) or (w in ("either", "both") and len(toks) > 1
                                and ctx.is_name(toks[1])):
        return _fact(toks, low, ctx)
    if w in COPULA or w in ("does", "do"):
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


# The shortcut of _simple (below): the words that _sentence and _clause treat specially
# when they begin a sentence (words.NOT_SIMPLE are those that make it anything but a
# single clause anywhere).
_SPECIAL_FIRST = (
    PREFIX_FIRST
    | BARE_CONTRADICTION_FIRST
    | ASSUME_FIRST
    | frozenset({"try", "assume", "suppose", "let", "let's", "consider", "this", "backtrack",
                 "since", "because", "either", "both", "everything", "anything", "is", "are",
                 "does", "do", "a", "an", "the", "if", "when"})
)
_QUANTIFIERS = ("every", "each", "all", "no")
_EVERYTHING = ("everything", "anything")
# The words of words.NOT_SIMPLE that _simple takes: they only coordinate objects or clauses.
_COORDINATION = frozenset({",", "and", "or"})
# What may close a discourse marker or a lead-in: 'Therefore, X' / 'Therefore: X'.
_AFTER_MARKER = (",", ":")
# The first token of an arrow between the classes of a chain ('lempus → impus', '->' is
# '-', '>' as tokens).
_CHAIN_ARROWS = frozenset({"→", "⇒", "⟹", "⟶", "-", "="})
# Discourse markers stacked at the start of one sentence, in characters: far beyond any
# real sentence ('Therefore, from this, we can conclude that' is 42), and it bounds the
# recursion and the copying a hostile run of markers would cost.
_MAX_PREFIX = 200
# Tokens of one sentence. The parser tries split points ('Since X, Y' at each comma,
# premises at each 'and'), and on a run-on of such clauses the work grows with the cube
# of the length (400 chained 'Since X,' clauses took 8 s); real CoT sentences stay far
# below this, the longest OOD template ('Everything that is a A, a B, or a C is a D')
# at about 20.
_MAX_TOKENS = 400


def _simple(toks: list[str], low: list[str], ctx: _Ctx) -> tuple[Parsed, ...] | None:
    """The common sentence, one clause with at most a one-word marker (``So Fae is a
    cat.``, ``Every cat is a mammal.``, ``Fae is a cat or a dog.``, ``Fae is not a cat
    and Fae is not a dog.``, ``Everything that is a cat or a dog is a mammal.``), parsed
    without the dispatch of _sentence; None for any other sentence. Exactly what
    _sentence returns for it: the same clause parser is called with the same arguments
    (_sentence reaches _premises, whose first reading is the whole sentence as one
    clause), and a sentence that could take another branch of _sentence or _clause is
    refused (tests/language/test_parse_shortcut.py compares the two on generated
    corpora). A failure raises, and the caller then parses the sentence the long way, so
    reasons are the long way's too.
    """
    n = len(low)
    b = 0
    prefix = None
    if low[0] in PREFIX_FIRST:
        if match_start(low, PREFIXES_BY_FIRST) != 1:  # a longer marker, or none
            return None
        b = 2 if n > 1 and low[1] in _AFTER_MARKER else 1
        prefix = toks[0] + (toks[1] if b == 2 else "")
    if n - b < 3:
        return None
    # 'Everything that is A is B' (the rules of OOD proofs): what _clause reads it as
    # (_sentence gives no other branch a sentence starting with these words)
    everything = (
        low[b] in _EVERYTHING and n - b > 4 and low[b + 1] == "that" and toks[b + 2] == "is"
    )
    if low[b] in _SPECIAL_FIRST and not everything:
        return None
    copulas = 0
    coordinated = False  # a list of objects, or clauses of one fact
    for i in range(b, n):
        w = low[i]
        if w in NOT_SIMPLE:
            if w not in _COORDINATION and not (everything and i == b + 1):
                return None
            coordinated = True
        elif w == "is" or w == "are":
            if toks[i] != w:
                return None
            copulas += 1
    if copulas == 0:
        return None
    if b:
        toks, low = toks[b:], low[b:]
        n -= b
    if everything:
        f = _everything(toks, low, ctx)
    elif low[0] in _QUANTIFIERS:
        if copulas > 1:
            return None
        f = _quantified(toks, low, ctx)
    elif ctx.is_name(toks[0]):
        if toks[1] != "is":
            return None
        # several clauses ('Fae is a cat and Fae is a dog'): what _clause does, _fact
        f = _fact(toks, low, ctx) if coordinated else _simple_fact(toks, low, 0, n, ctx)
    elif copulas > 1:
        return None
    else:
        f = _quantified(toks, low, ctx)
    return (Parsed(_kind(f), f, prefix),)


def _both_remark(t: tuple[str, ...]) -> bool:
    """Whether words after a contradiction only say why it is one: ``X cannot be both
    A and B`` (``can't``, ``can not``), X a name or a pronoun."""
    k = 1 + (t[1:3] == ("can", "not"))
    return t[k : k + 3] in (("cannot", "be", "both"), ("can't", "be", "both"),
                             ("not", "be", "both"))


def _sentence(toks: list[str], low: list[str], ctx: _Ctx, prefix: str | None
              ) -> tuple[Parsed, ...]:
    if not toks:
        raise _Fail("empty sentence")
    t = tuple(low)
    if ";" in t:
        # two claims a tolerant reading found in one sentence ('The context states that A
        # and that B' as 'A; B'): each a step. (Text never has ';' here: split.py ends a
        # sentence at it.)
        i = t.index(";")
        if 0 < i < len(t) - 1:
            return (*_sentence(toks[:i], low[:i], ctx, prefix),
                    *_sentence(toks[i + 1 :], low[i + 1 :], ctx, "and"))
    if t == ("try", "again"):
        return (Parsed(StepKind.RESTART, None, prefix),)
    if t in BARE_CONTRADICTION:
        return (Parsed(StepKind.CONTRADICTION, None, prefix),)
    if low[0] in BARE_CONTRADICTION_FIRST and ("," in t or ":" in t):
        # 'This is a contradiction, so Fae is not a cat.': the contradiction, then the
        # conclusion, two steps
        c = t.index(",") if "," in t else len(t)
        if ":" in t[:c]:
            c = t.index(":")
        if t[:c] in BARE_CONTRADICTION and c + 1 < len(t):
            if t[c] == ":" and _both_remark(t[c + 1 :]):
                # 'This is a contradiction: Fae cannot be both a cat and not a cat.'
                return (Parsed(StepKind.CONTRADICTION, None, prefix),)
            rest = c + 1 + (low[c + 1] in SO_WORDS or low[c + 1] == "and")
            if rest < len(t):
                after = _sentence(toks[rest:], low[rest:], ctx, None)
                if t[c] == ":" and after[0].kind is StepKind.CONTRADICTION:
                    # 'Contradiction: this contradicts X.': one contradiction, not two
                    return after
                return (Parsed(StepKind.CONTRADICTION, None, prefix), *after)
    tail = _contradiction_tail(t)
    if tail:
        # 'Fae is a cat, which is a contradiction.': the claim (a sentence of its own
        # steps, 'A, so B, a contradiction'), then the contradiction, two steps
        claim = _sentence(toks[:-tail], low[:-tail], ctx, prefix)
        return (*claim, Parsed(StepKind.CONTRADICTION, None, None))
    if "contradiction" in t[2:-2]:
        split = _inner_contradiction(t)
        if split is not None:
            # 'Fae is not a cat, so this is a contradiction, so Fae is not a dog' ('… and
            # Fae is not a dog'): the claim, the contradiction, what follows, as steps
            end, tail, rest = split
            claim = _sentence(toks[: end - tail], low[: end - tail], ctx, prefix)
            return (*claim, Parsed(StepKind.CONTRADICTION, None, None),
                    *_sentence(toks[rest:], low[rest:], ctx, None))
    w = low[0]
    if w == "if" and len(low) > 6:
        conditional = _conditional(toks, low, ctx)
        if conditional is not None:
            return conditional
    if w in ASSUME_FIRST:
        k = match_start(low, ASSUME_BY_FIRST)
        if k and low[-1] == ":" and len(low) > k + 3:
            # '1. **Assume Alex is a rompus:**' (the case's lines follow): as without it
            toks, low, t = toks[:-1], low[:-1], t[:-1]
        if k:
            k += low[k : k + 1] == [":"]  # '**Suppose:** Fae is a cat.'
            c = low.index(":", k) if ":" in low[k:-1] else _so_comma(low, k)
            f = _clause(toks[k:c], low[k:c], ctx)
            if c == len(low):
                return (Parsed(StepKind.ASSUMPTION, f, prefix),)
            # 'Assume Fae is a cat: every cat is a mammal, so Fae is a mammal.', 'Assume
            # Fae is a cat, so Fae is a mammal.', '**Assume Sam is a cat:** By statement
            # 2, Sam is a mammal.' (what follows in a tolerant reading too)
            rest, rest_low = toks[c + 1 :], low[c + 1 :]
            if toks[c] == ":" and len(rest) > 2 and rest[1] in _CHAIN_ARROWS and (
                rest[0].isalpha() and not ctx.is_name(rest[0]) and len(constants(f)) == 1
            ):
                # 'Suppose Max is a lempus: lempus → impus → tumpus (…)': the chain is the
                # entity's ('Max is lempus → impus → …'), not the rules it passes through
                rest = [next(iter(constants(f))), "is", *rest]
                rest_low = [w.lower() for w in rest]
            return (Parsed(StepKind.ASSUMPTION, f, prefix),
                    *_consequent(rest, rest_low, ctx, None))
    if w in ("this", "that", "it") and len(low) > 1 and (
        low[1] == "contradicts" or low[1:3] == ["would", "contradict"]
    ):
        k = match_start(low, CONTRADICTS_BY_FIRST)
        return _contradicted(toks, low, k, ctx, prefix)
    if w == "backtrack" and len(low) > 1 and low[1] == "to":
        return (Parsed(StepKind.BACKTRACK, _clause(toks[2:], low[2:], ctx), prefix),)
    if "contradicts" in t and "which" in t:
        # 'Fae is a cat, which contradicts the fact that Fae is not a cat.': the claim,
        # then the contradiction, two steps
        i = t.index("which")
        if 1 < i < len(t) - 2 and low[i - 1] == "," and low[i + 1] == "contradicts":
            contradiction: tuple[Parsed, ...]
            if ("this", *t[i + 1 :]) in BARE_CONTRADICTION or _cites_a_step(t[i + 2 :]):
                # '…, which contradicts the premise': with what, it does not say ('…, which
                # contradicts Step 2': the step it cites)
                contradiction = (Parsed(StepKind.CONTRADICTION, None, "which"),)
            else:
                k = i + match_start(["this", *low[i + 1 :]], CONTRADICTS_BY_FIRST)
                contradiction = _contradicted(toks, low, k, ctx, "which")
            # the claim may be a sentence of its own steps ('A, so B, which contradicts …',
            # 'Since A, B, which contradicts …')
            claim = _sentence(toks[: i - 1], low[: i - 1], ctx, prefix)
            return (*claim, *contradiction)
    if w == "since" or w == "because":
        return _since(toks, low, ctx, prefix)
    k = match_start(low, PREFIXES_BY_FIRST)
    if not k and w == "no" and low[1:2] == [","] and len(low) > 4:
        k = 1  # 'No, Fae is not a cat.' (an answer to a question), as 'Yes, …'
    if k:
        comma = k < len(low) and low[k] in _AFTER_MARKER
        p = _text(toks[:k]) + (toks[k] if comma else "")
        rest = k + comma
        prefix = p if prefix is None else f"{prefix} {p}"
        if rest >= len(toks):
            raise _Fail("dangling conclusion marker")
        if len(prefix) > _MAX_PREFIX:  # 'So so so …': each one a level of recursion
            raise _Fail("too many discourse markers")
        return _sentence(toks[rest:], low[rest:], ctx, prefix)
    if w == "by" and (k := _cited_by(low, 0)) and k + 3 <= len(low):
        # 'So by rule 2 Sam is a lempus', 'By $L$ Sam is …': the premise cited, dropped
        # (the verifier finds it), as after a so-word inside a sentence
        k += low[k] in _AFTER_MARKER
        return _sentence(toks[k:], low[k:], ctx, prefix)
    if "by" in t:
        split = _and_by(toks, low, ctx, prefix)
        if split is not None:
            return split
    if "because" in t:
        b = t.index("because")
        e = b - 1 if b > 0 and low[b - 1] == "," else b
        try:
            y = _clause(toks[:e], low[:e], ctx)
        except _Fail as exc:
            # 'A, so B, because C': the reason is the last conclusion's
            if e == b or not SO_WORDS.intersection(low[:e]):
                raise
            try:
                ys = _sentence(toks[:e], low[:e], ctx, prefix)
            except _Fail:
                raise exc from None
            if len(ys) < 2 or any(y.formula is None or y.kind not in _CLAIMS for y in ys):
                raise exc from None
            xs = _premises(toks[b + 1:], low[b + 1:], ctx)
            return (*ys[:-1], *_premise_steps(xs, "because"), ys[-1])
        xs = _premises(toks[b + 1:], low[b + 1:], ctx)
        return (*_premise_steps(xs, "because"), Parsed(_kind(y), y, prefix))
    first: _Fail | None = None
    for i in range(1, len(low) - 1) if not SO_WORDS.isdisjoint(t) else ():
        if low[i] in SO_WORDS and (low[i - 1] in (",", "and") or low[i] == "so"):
            # 'X, so Y', 'X so Y', 'X, and hence Y'
            e = i - (low[i - 1] in (",", "and"))
            e -= e > 0 and low[i - 1] == "and" and low[e - 1] == ","
            try:
                xs = _premises(toks[:e], low[:e], ctx)
            except _Fail:
                continue  # not a 'X, so Y' split: report the whole-sentence failure
            j = i + 1 + (low[i + 1] == ",")
            # a marker after the so-word ('…, so by the same rule Y'): Y is judged as
            # written, as after a marker that opens a sentence
            k = match_start(low[j:], PREFIXES_BY_FIRST) or _cited_by(low, j)
            if k and j + k < len(low):
                j += k + (low[j + k] in _AFTER_MARKER)
            try:
                y = _clause(toks[j:], low[j:], ctx)
            except _Fail as exc:
                ys = _chained(toks[j:], low[j:], ctx, toks[i])
                if ys is None:
                    # 'A, so B, and lorpuses are feisty': the conclusion, then a premise
                    # the next step will use (clauses joined by 'and', each a step)
                    try:
                        ys = _premise_steps(_premises(toks[j:], low[j:], ctx), toks[i])
                    except _Fail:
                        first = first or exc
                        continue
            else:
                ys = (Parsed(_kind(y), y, toks[i]),)
            return (*_premise_steps(xs, prefix), *ys)
    try:
        fs = _premises(toks, low, ctx)
    except _Fail:
        if first is not None:
            raise first from None
        raise
    return _premise_steps(fs, prefix)


def _and_by(toks: list[str], low: list[str], ctx: _Ctx, prefix: str | None
            ) -> tuple[Parsed, ...] | None:
    """``X, and by the same rule Y`` (``by this rule``, ``by modus ponens``: a marker of
    PREFIXES that starts with "by"): X's steps, then Y's, as ``X, so by the same rule Y``
    is read; not the conjunction ``X and Y``, one step, whose Y a later step could then
    not contradict. None when the sentence has no such split."""
    for i in range(3, len(low) - 3):
        if low[i] != "by" or low[i - 1] != "and" or low[i - 2] != ",":
            continue
        k = match_start(low[i:], PREFIXES_BY_FIRST)
        if not k or i + k >= len(low):
            continue
        j = i + k + (low[i + k] in _AFTER_MARKER)
        try:
            xs = _premises(toks[: i - 2], low[: i - 2], ctx)
            ys = _sentence(toks[j:], low[j:], ctx, _text(toks[i : i + k]))
        except _Fail:
            return None
        return (*_premise_steps(xs, prefix), *ys)
    return None


def _so_comma(low: list[str], k: int) -> int:
    """Where ``, so`` (``, then``, ``, thus``, …) first follows k: what an assumption
    leads to in the same sentence ('Assume Fae is a cat, so Fae is a mammal'); the
    sentence's length when it does not."""
    return next((i for i in range(k + 2, len(low) - 2)
                 if low[i] == "," and (low[i + 1] in SO_WORDS or low[i + 1] == "then")),
                len(low))


def _cites_a_step(t: tuple[str, ...]) -> bool:
    """Whether words only cite a step by its number: ``step 2``, ``line 4``, ``(3)``."""
    words = [w for w in t if w not in ("(", ")", ".", "!")]
    return len(words) == 2 and words[0] in _STEP_WORDS and CITED_LABEL.match(words[1]) is not None


_STEP_WORDS = frozenset({"step", "line", "premise", "statement", "fact"})


def _conditional(toks: list[str], low: list[str], ctx: _Ctx) -> tuple[Parsed, ...] | None:
    """``If X, then Y`` about a named entity, as chat models write the cases of a proof
    by cases: X assumed (prefix "If"), then Y's steps under it (the checker sends the
    assumption as verify.pl's cond/2, which closes it after them, so Y stands only as a
    case result). None when X is no fact or no split works."""
    splits = [k for k in range(2, len(low) - 1) if low[k] == "then"] or [
        k for k in range(2, len(low) - 1) if low[k] == ","
    ]
    # 'If we assume (that) X, then Y': X after 'we assume'
    a = 1 + 2 * (low[1:2] == ["we"] and low[2:3] in (["assume"], ["suppose"]))
    a += a > 1 and low[a : a + 1] == ["that"]
    for k in splits:
        e = k - (low[k - 1] == ",") if low[k] == "then" else k
        try:
            x = _clause(toks[a:e], low[a:e], ctx)
        except _Fail:
            continue
        if x.kind is Kind.FORALL:
            return None  # 'If something is a cat, then …': no assumption about an entity
        j = k + 1 + (low[k] == "," and low[k + 1] == "then")
        # 'If we assume X, then Y' opens a case as 'Assume X, then Y' does (the case goes
        # on after the sentence); 'If X, then Y' is a conditional, closed after it
        return (Parsed(StepKind.ASSUMPTION, x, "If" if a == 1 else "If we assume"),
                *_consequent(toks[j:], low[j:], ctx, "then"))
    return None


def _consequent(toks: list[str], low: list[str], ctx: _Ctx, prefix: str | None
                ) -> tuple[Parsed, ...]:
    """The steps of what follows an assumption in its sentence (a conditional's Y, ``X``
    in ``Assume A: X``), in the grammar or else in a tolerant reading (``If X, then since
    R, Y, and since R2, Z``: a chain the grammar reads only as a sentence of its own);
    _Fail with the grammar's reason when neither reads it."""
    try:
        return _sentence(toks, low, ctx, prefix)
    except _Fail as exc:
        failure = exc
    read = _first_reading(rereadings(paraphrases(toks, ctx.is_name), ctx.is_name), ctx, prefix)
    if not isinstance(read, tuple):
        raise failure
    ys, alt = read
    ctx.warnings.extend(alt.warnings)
    return ys


def _first_reading(readings: Iterable[list[str]], ctx: _Ctx, prefix: str | None
                   ) -> tuple[tuple[Parsed, ...], _Ctx] | _Fail | None:
    """The steps of the first of ``readings`` the grammar takes, with the context it was
    read in (a new one, like ``ctx``); when none is taken, the first reading's failure
    (None when it had none: no readings, or the first broke the parser). A reading that
    breaks the parser (e.g. RecursionError) is no reading."""
    first: _Fail | None = None
    for k, reading in enumerate(readings):
        alt = _Ctx(ctx.lex, ctx.names, ctx.strict)
        try:
            return _sentence(reading, [t.lower() for t in reading], alt, prefix), alt
        except _Fail as exc:
            if k == 0:
                first = exc
        except Exception:  # (the caller's handler does not cover this one's try)
            continue
    return first


# Conclusions chained in one sentence ('X, so Y, so Z', 'X, so Y, and hence Z'): at most
# this many "so"-words, each a level of recursion over the rest of the sentence.
_MAX_CHAIN = 6


def _cited_by(low: list[str], j: int) -> int:
    """The length of ``by the (third) premise`` / ``by premise 3`` / ``by rule 2`` / ``from
    3,`` at j (a premise cited after a so-word: '…, so by the third premise Y'), else 0."""
    if low[j : j + 1] == ["from"] and low[j + 1 : j + 2] and low[j + 1].isdigit() and (
        low[j + 2 : j + 3] == [","]
    ):
        return 2  # '…, so from 3, Y': a step cited by its number
    k = j + (low[j : j + 1] == ["by"])
    if k == j:
        return 0
    label = low[k] if k < len(low) else ""
    if label[-1:].isdigit() and not label.isdigit() and CITED_LABEL.match(label):
        return k + 1 - j  # '…, so by P1 Y' ('by (P1)' goes whole as a remark: tolerant.py)
    if label == "$" and low[k + 2 : k + 3] == ["$"] and CITED_MATH_LABEL.match(low[k + 1]):
        return k + 3 - j  # '…, so by $L$ Y': a rule named by a letter ('Let $L$ denote …')
    k += low[k : k + 1] == ["the"]
    k += low[k : k + 1] in (["first"], ["second"], ["third"], ["fourth"], ["fifth"],
                            ["last"], ["same"], ["given"])
    if low[k + 1 : k + 2] == ["rule"] and k > j + 1 and low[k].isalpha():
        k += 1  # '…, so by the dumpus rule, Y': the rule named by what it yields
    if low[k : k + 1] not in (["premise"], ["rule"], ["fact"]):
        return 0
    k += 1
    k += k < len(low) and low[k].isdigit()
    return k - j


def _chained(toks: list[str], low: list[str], ctx: _Ctx, word: str) -> tuple[Parsed, ...] | None:
    """The steps of ``Y, so Z`` after the first 'so' of ``X, so Y, so Z``: Y, then Z
    from it (each a step); None when the rest is no such chain (or one of more than
    _MAX_CHAIN links)."""
    if not 0 < sum(w in SO_WORDS for w in low) < _MAX_CHAIN:
        return None
    try:
        steps = _sentence(toks, low, ctx, word)
    except _Fail:
        return None
    return steps if len(steps) > 1 and all(p.kind in _CLAIMS for p in steps) else None


def _contradiction_tail(t: tuple[str, ...]) -> int:
    """The length of the contradiction that ends the sentence (CONTRADICTION_TAILS),
    when a claim comes before it; else 0."""
    if "contradicting" not in t[-5:] and t[-1:] not in (
        ("contradiction",), ("impossible",), ("false",)
    ):
        return 0
    # the longest first: '-- contradiction' is no '- contradiction' after a claim ending in '-'
    return next((n for n in range(min(len(t) - 2, 8) - 1, 1, -1)
                 if t[-n:] in CONTRADICTION_TAILS), 0)


def _inner_contradiction(t: tuple[str, ...]) -> tuple[int, int, int] | None:
    """Where a contradiction tail (CONTRADICTION_TAILS) ends a claim inside a sentence
    and a conclusion follows it after ``, so`` (therefore, thus, hence), ``, and (so)``
    or ``and (so)``: (the tail's end, its length, where the conclusion starts); None when
    there is no such place."""
    for j in range(4, len(t) - 2):
        if t[j - 1] != "contradiction":
            continue
        k = j + (t[j] == ",")
        if t[k] not in SO_WORDS and t[k] != "and":
            continue
        if t[k] == "and" and k + 1 < len(t) and t[k + 1] in SO_WORDS:
            k += 1
        n = _contradiction_tail(t[:j])
        if n and k + 3 < len(t):
            return j, n, k + 1
    return None


def _contradicted(toks: list[str], low: list[str], k: int, ctx: _Ctx, prefix: str | None
                  ) -> tuple[Parsed, ...]:
    """The contradiction of ``This contradicts [with|the fact that] X`` (X from ``k``
    on), and of ``This contradicts X, so Y``: the contradiction with X, then Y, two steps
    as in ``This is a contradiction, so Y`` (the phrasing without "with" was as
    unparseable). X is one clause; each ``, so`` (therefore, thus, hence) is tried as the
    split. When none gives two readings, the failure is that of the first Y after an X
    that parses ('… Fae is a cat, so Fae is a wumpuss': the unknown noun), else that of
    the whole as one clause."""
    try:
        return (Parsed(StepKind.CONTRADICTION, _clause(toks[k:], low[k:], ctx), prefix),)
    except _Fail as whole:
        first: _Fail | None = None
        for i in range(k + 2, len(low) - 1):
            if low[i - 1] != "," or low[i] not in SO_WORDS:
                continue
            try:
                f = _clause(toks[k : i - 1], low[k : i - 1], ctx)
            except _Fail:
                continue
            j = i + 1 + (low[i + 1] == ",")
            try:
                ys = _sentence(toks[j:], low[j:], ctx, toks[i])
            except _Fail as exc:
                first = first or exc
                continue
            return (Parsed(StepKind.CONTRADICTION, f, prefix), *ys)
        raise (first or whole) from None


def _since(toks: list[str], low: list[str], ctx: _Ctx, prefix: str | None
           ) -> tuple[Parsed, ...]:
    """``Since X, Y`` (§4 H3, §10): try each comma, last first, as the split."""
    p = toks[0] if prefix is None else f"{prefix} {toks[0]}"
    n = len(low)
    cuts = [(i, i + 1) for i in range(n - 1, 1, -1) if low[i] == ","]
    if not cuts:
        # no comma: 'Since Fae is a cat Fae is a mammal' -- cut before a later 'C is'
        cuts = [(i, i) for i in range(n - 2, 2, -1)
                if toks[i + 1] in COPULA and ctx.is_name(toks[i])]
    if not cuts:
        raise _Fail("'Since' without a consequence")
    first: _Fail | None = None
    chains = []
    for c, d in cuts:
        try:
            xs = _premises(toks[1:c], low[1:c], ctx)
            if tuple(low[d:]) in PROVEN:
                return _premise_steps(xs, p)
            ys = _sentence(toks[d:], low[d:], ctx, None)
        except _Fail as exc:
            first = first or exc
            continue
        if any(y.formula is None or y.kind not in _CLAIMS for y in ys):
            first = first or _Fail("'Since' with a non-assertion consequence")
            continue
        if len(ys) != 1:
            # 'Since A, B, so C': the consequence goes on (taken when no cut gives one)
            chains.append((xs, ys))
            continue
        return (*_premise_steps(xs, p), ys[0])
    if chains:
        xs, ys = chains[0]
        return (*_premise_steps(xs, p), *ys)
    assert first is not None
    raise first


def _unparseable(reason: str, warnings: list[str] | None = None) -> tuple[Parsed, ...]:
    return (Parsed(StepKind.UNPARSEABLE, None, None, reason, tuple(warnings or ())),)


@lru_cache(maxsize=PER_SENTENCE)
def _parse_cached(text: str, lexicon: Lexicon, names: frozenset[str], strict: bool
                  ) -> tuple[Parsed, ...]:
    body = text.strip()
    marked = case = heading = False
    # a line all in bold ('**Final Answer**', '**Step 2: Combine.**') may be a title
    bold = body[:2] in ("**", "__") and body.rstrip(".:!?")[-2:] in ("**", "__")
    first = body[:1]
    if first in _CLEAN_FIRST or (first in _NAMED_LABEL_FIRST and ":" in body[:16]):
        m = _BULLET.match(body)
        bare = (body if m is None else body[m.end():]).lstrip(_EMPHASIS)
        if m is None and len(bare) < len(body):
            # a label inside emphasis that covers the sentence: '**Case 1: Fae is a cat.**'
            m = _BULLET.match(bare)
            if m:
                bare = bare[m.end():].lstrip(_EMPHASIS)
        if m:
            case = _CASE.search(m.group()) is not None
            heading = "#" in m.group()
        marked = m is not None or len(bare) < len(body)
        body = bare
        if case and body.rstrip(_EMPHASIS + " ")[-1:] == ":":
            # 'Case 1: Max is a dumpus:' heads the lines of its case: its claim, not a
            # goal whose proof follows ('**Max is a dumpus**:', a comment)
            body = body.rstrip(_EMPHASIS + " ")[:-1]
        if marked and not body.rstrip(_TRAILING):
            # only a list number or label ('**1.**' before its sentence): no claim
            return _LIST_LABEL
    end = body.rstrip(_TRAILING)
    if "?" in body[len(end):]:
        # 'Is Fae a cat?', 'So Fae is a mammal?': a question asserts nothing, so it is
        # no step (read as the claim without its '?', it counted as proving the goal)
        return _QUESTION
    body = end
    if body[:1] in ("$", "\\") and _QED.fullmatch(body):
        return _MARK  # '$\\blacksquare$', '\\qed': the end-of-proof sign, as '∎' is
    key = (body, lexicon, names, strict)
    out = _MARKED.get(key)
    if out is None:
        out = _parse_body(body, lexicon, names, strict)
        if marked:
            _MARKED.put(key, out)
    if (heading or bold) and len(out) == 1 and out[0].kind is _UNPARSEABLE_KIND and (
        _COPULA_WORD.search(body) is None or _GOAL_TITLE.match(body)
    ):
        # a Markdown heading or a line in bold with no claim in it ('## Step 1: Identify
        # the given fact', '### Summary', '**Final Answer**'), or one that names what the
        # lines below it show ('**1. Showing Alex is a grimpus**', '### Proof that Wren is
        # floral'): a title, not an unread step
        return _HEADING
    if case and out[0].prefix is None and out[0].kind in _CLAIMS and (
        len(out) == 1 or out[1].prefix in _CASE_LEADS_TO
    ):
        # 'Case 1: Fae is a cat.' opens a case of a proof by cases: what 'Case 1: Assume
        # Fae is a cat.' says (as a claim it was judged unsupported, and so was all that
        # rested on it), and so does 'Case 1: Fae is a cat, so Fae is a mammal' (its
        # first clause); one with a marker ('Case 1: So …', 'Case 1: Since X, Y') claims
        p = out[0]
        out = (Parsed(StepKind.ASSUMPTION, p.formula, None, None, p.warnings), *out[1:])
    return out


# (prefixes; 'and': 'Case 2 — Fae is sweet: everything sweet is a cat, so …', the colon
# read as ', and')
_CASE_LEADS_TO = frozenset({"so", "thus", "hence", "therefore", "then", "and"})
_UNREAD_BRACKET = "a bracket that is no remark (it may make a claim)"
_QUESTION = (Parsed(StepKind.COMMENT, None, None, "a question, not a claim"),)
_HEADING = (Parsed(StepKind.COMMENT, None, None, "a heading, not a claim"),)
_MATH_DELIMITER = (Parsed(StepKind.COMMENT, None, None, "a math delimiter"),)
_MARK = (Parsed(StepKind.COMMENT, None, None, "a mark, no words"),)
_BRACKET_END = (Parsed(StepKind.COMMENT, None, None, "the end of a bracket"),)
_LETTER = (Parsed(StepKind.COMMENT, None, None, "a letter, no words"),)
_CLOSING = frozenset({")", "]", "}"})
_COPULA_WORD = re.compile(r"\b(?:is|are|isn't|aren't|be)\b", re.I)
_QED = re.compile(r"\$*\\(?:blacksquare|square|qed|Box|hfill\s*\\blacksquare)\$*")
_GOAL_TITLE = re.compile(
    # ('## Step 1: Extract that Fae is a cat', '### Part B: Prove Fae is not a cat')
    r"(?:(?:part|step)\s+\w{1,3}\s*[:.]\s*)?"
    r"(?:showing|proving|proof\s+(?:that|of)|(?:to\s+)?(?:show|prove|derive|establish|extract)"
    r"(?:\s+that)?|goal)\b", re.I
)
_LIST_LABEL = (Parsed(StepKind.COMMENT, None, None, "a list number or step label, not a claim"),)


# Sentences with a list bullet or number or leading emphasis, memoised without them as
# well: chat models number and bullet their steps, each sample differently, and mix
# numbered and plain lines, so '- Fae is a cat.', '3. Fae is a cat.' and 'Fae is a
# cat.' are parsed once. Only marked sentences are stored (a second entry for every
# sentence would double what Python's garbage collector walks through: 7 % more work on
# a stream of new plain sentences), but a plain one is looked up too.
_MARKED = BoundedCache()


_CASE_REASONS = ("copula must be lowercase", "proper names are case-sensitive")
_WORD_RE = re.compile(r"[A-Za-z]+")
_RECASED = "read with its words in the grammar's case (names as the example spells them)"


def _parse_body(body: str, lexicon: Lexicon, names: frozenset[str], strict: bool
                ) -> tuple[Parsed, ...]:
    """The parse of a sentence without its bullet, list number, emphasis and final
    punctuation: what decides it."""
    if "particular" in body:
        # 'A and B, and in particular B': and-elimination, a conclusion of its own (it
        # was read as the conjunction '(A and B) and B')
        body = _IN_PARTICULAR.sub(", so in particular", body)
    out = _read_body(body, lexicon, names, strict)
    if len(out) == 1 and out[0].kind is _UNPARSEABLE_KIND and (
        out[0].reason or ""
    ).startswith(_CASE_REASONS):
        # 'Sally Is A Numpus', 'SALLY IS A NUMPUS', 'so sally is a vumpus': the words in
        # the case the grammar has them, a name as the example spells it
        spelled = {n.lower(): n for n in (*lexicon.names, *names)}
        recased = _WORD_RE.sub(lambda m: spelled.get(m[0].lower(), m[0].lower()), body)
        again = _read_body(recased, lexicon, names, strict)
        if not any(p.kind is _UNPARSEABLE_KIND for p in again):
            out = tuple(
                Parsed(p.kind, p.formula, p.prefix, p.reason, (*p.warnings, _RECASED))
                for p in again
            )
    negated = conjoined = False  # (one pass, no generator: this runs for every new sentence)
    for p in out:
        f = p.formula
        if f is not None:
            if f.kind is Kind.NOT:
                negated = True
            elif f.kind is Kind.AND:
                conjoined = True
    if negated:
        named = [_named_contradiction(p) for p in out]
        # '**Contradiction:** Sally can't be both a yumpus and not a yumpus': one
        # contradiction, not two
        out = tuple(p for k, p in enumerate(named) if p is out[k] or not any(
            q.kind is StepKind.CONTRADICTION for q in named[max(k - 1, 0) : k + 2] if q is not p
        ))
    if conjoined and len(out) > 1:
        out = _conjuncts_before_their_conjunction(out)
    return out


_REASON_LEADS = frozenset({"since", "given that"})  # (a bracket read as "because" may be a gloss)


def _conjuncts_before_their_conjunction(out: tuple[Parsed, ...]) -> tuple[Parsed, ...]:
    """``Alex is temperate and Alex is a yumpus, so Alex is temperate and a yumpus``
    (``Since A and B, A and B``): a conjunction given as the reason for itself states its
    conjuncts, the premises of the and-introduction that concludes it. Read as one
    conjunction, it was two facts conjoined in one step (not atomic), then a repeat. Only
    where the second is concluded from the first (a marker before it, or a reason's
    before the first): a formula and its gloss (``Given: A ∧ B ("A and B")``) say one
    thing twice."""
    steps: list[Parsed] = []
    for k, p in enumerate(out):
        f = p.formula
        nxt = out[k + 1].formula if k + 1 < len(out) else None
        if (
            p.kind is StepKind.FACT and f is not None and f.kind is Kind.AND and nxt is not None
            and out[k + 1].kind is StepKind.FACT and nxt.kind is Kind.AND
            and (out[k + 1].prefix is not None or (p.prefix or "").lower() in _REASON_LEADS)
            and frozenset(nxt.args) == frozenset(f.args) and all(a.is_literal for a in f.args)
        ):
            steps.extend(Parsed(StepKind.FACT, a, p.prefix if j == 0 else None, p.reason,
                                p.warnings) for j, a in enumerate(f.args))
        else:
            steps.append(p)
    return tuple(steps) if len(steps) != len(out) else out


_IN_PARTICULAR = re.compile(r"(?:,|\s[—–])\s+(?:and\s+)?in particular\b,?", re.I)


# Marks that say a claim is wrong: a fact or rule marked with one is not claimed (the
# other symbols _plain drops; a tick affirms). A contradiction so marked ('✗
# Contradiction with "X"', a case ruled out) is one.
_CROSS_MARKS = frozenset("✗✘❌❎✕✖🚫⛔")
_MARKED_WRONG = _unparseable("a claim marked wrong (✗): it is no claim of what it says")


def _read_body(body: str, lexicon: Lexicon, names: frozenset[str], strict: bool
               ) -> tuple[Parsed, ...]:
    out = _read_words(body, lexicon, names, strict)
    if not body.isascii() and not _CROSS_MARKS.isdisjoint(body) and any(
        p.kind is StepKind.FACT or p.kind is StepKind.RULE for p in out
    ):
        return _MARKED_WRONG
    return out


def _read_words(body: str, lexicon: Lexicon, names: frozenset[str], strict: bool
                ) -> tuple[Parsed, ...]:
    toks = _tokenise(body)
    if len(toks) > _MAX_TOKENS:
        return _unparseable("sentence too long")
    ctx = _Ctx(lexicon, names, strict)
    try:
        if not toks:
            if body.strip():  # '✓', '✅': a mark, no words
                return _MARK
            raise _Fail("empty sentence")
        if all(t in _CLOSING for t in toks):
            # ')' on its own: the end of a remark in brackets that ran over sentences
            return _BRACKET_END
        if len(toks) <= 2 and all(len(t) == 1 for t in toks) and any(t.isalpha() for t in toks):
            # one letter: a piece of an abbreviation the splitter cut at its full stops
            # ('**Q.', 'E.', 'D.**', '(e.', 'g.')
            return _LETTER
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
        try:
            readings = paraphrases(toks, ctx.is_name)
        except Exception as bug:  # never raise (contract); a bug becomes a named failure
            return _unparseable(f"internal parser error: {type(bug).__name__}: {bug}")
        read = _first_reading(rereadings(readings, ctx.is_name), ctx, None)
        if isinstance(read, tuple):
            out, ctx = read
        else:
            if read is not None:
                failure = read
            if toks and is_comment([t.lower() for t in toks]):
                # 'Looking at the rules, every cat is a mammal.': a claim after a lead-in
                # that reads like a comment is still a claim
                try:
                    claim = (_claim_after_lead(toks, lexicon, names, strict)
                             or _claim_before_remark(toks, lexicon, names, strict)
                             or _reason_of_plan(toks, lexicon, names, strict))
                except Exception:  # e.g. RecursionError: this handler is not covered
                    claim = None   # by the try above; never raise (contract)
                return claim or (Parsed(StepKind.COMMENT, None, None, "no logical content"),)
            if unread_bracket(toks) and (not readings or _reads_without_bracket(toks, ctx)):
                return _unparseable(_UNREAD_BRACKET, ctx.warnings)
            return _unparseable(failure.reason, ctx.warnings)
    except RecursionError:
        return _unparseable("sentence too deeply nested")
    except Exception as exc:  # never raise (contract); a bug becomes a named failure
        return _unparseable(f"internal parser error: {type(exc).__name__}: {exc}")
    if ctx.warnings:
        w = tuple(dict.fromkeys(ctx.warnings))
        out = tuple(Parsed(p.kind, p.formula, p.prefix, p.reason, p.warnings + w) for p in out)
    return out


_GIVEN_HINTS = ("given", "Given", "context", "stated", "premise", "known", "facts", "Facts",
                "It also")


def _given_lists(steps: list[ParsedStep], lexicon: Lexicon, names: frozenset[str],
                 strict: bool, context: Collection[Formula]) -> list[ParsedStep]:
    """``Sam is loud, Sam is brown, and Sam is dull (given).``, ``From the context: Sam is
    loud, Sam is brown, and …``, ``Facts: …``: whole clauses listed, each about a named
    entity, with a remark or a lead that the context gives them, as that many premises
    restated, each a step of its own (as ``We are told that A and that B``, tolerant.py
    _and_that), not their conjunction: a conjunction of context facts no step has stated
    is no one-step inference (Algorithm 1, seed 000), but these are premises quoted. Not
    when the conjunction is itself a context sentence (then it is that premise, quoted
    whole), nor for one clause (``Sam is loud, brown, and dull (given)``)."""
    out: list[ParsedStep] = []
    is_name: Callable[[str], bool] | None = None  # (made for the first candidate only)
    for k, step in enumerate(steps):
        p = step.parsed
        if p.kind is StepKind.FACT and p.formula is not None and (
            p.formula.kind is Kind.AND and p.formula not in context
        ) and (k + 1 == len(steps) or steps[k + 1].sentence != step.sentence) and (
            k == 0 or steps[k - 1].sentence != step.sentence
        ):
            if is_name is None:
                is_name = _Ctx(lexicon, names, strict).is_name
            parsed = _given_clauses(_tokenise(step.sentence), p.formula, lexicon, names,
                                    strict, is_name)
            if parsed is not None:
                out.extend(ParsedStep(step.sentence, step.start, step.end, q) for q in parsed)
                continue
        out.append(step)
    return out


def _given_clauses(toks: list[str], conj: Formula, lexicon: Lexicon, names: frozenset[str],
                   strict: bool, is_name: Callable[[str], bool]) -> tuple[Parsed, ...] | None:
    """The clauses of _given_lists' sentence, each parsed, when toks are that sentence
    (after a list number or bullet) and the clauses say what ``conj`` says; else None."""
    toks = [t for t in toks if t not in _EMPHASIS_TOKS]  # ("**Sam is loud**, **Sam is …")
    first = next((i for i, t in enumerate(toks) if t[:1].isalpha() and is_name(t)), None)
    if first is None:
        return None
    head = toks[:first]
    if head[:1] and head[0].lower() in ("step", "part") and ":" in head:
        head = head[head.index(":") + 1 :]  # ('Step 1: From the context, A, B, and C.')
    lead = [t.lower() for t in head if t[:1].isalpha()]
    if lead and lead[-1] == "about" and toks[first + 1 : first + 2] == [":"] and (
        first + 2 < len(toks) and is_name(toks[first + 2])
    ):
        lead, first = lead[:-1], first + 2  # ('**Facts about Wren:** A, and B.')
    if lead and toks[first - 1] == "that":
        lead = lead[:-1]  # ('The context also states that A, B, and C.')
        if not lead:
            return None
    elif lead and toks[first - 1] not in (":", ",") and lead[-1] not in ("says", "states"):
        return None  # (not 'The context says A, B, and C.')
    if lead and not cites_context(lead):
        return None  # ('From the context: A, B, and C.', 'Facts: A and B.', 'From the
        # context, A and B.')
    toks = toks[first:]
    end = len(toks)
    while end and toks[end - 1] in (".", "!"):
        end -= 1
    low = [t.lower() for t in toks]
    o = end
    c = max((i for i in range(end) if toks[i] == ","), default=0)
    if end > 3 and toks[end - 1] == ")" and "(" in toks[:end]:
        o = max(i for i in range(end) if toks[i] == "(")
        if not given_remark(low[o + 1 : end - 1]):
            return None
    elif c and given_remark(low[c + 1 : end]) and not is_name(toks[c + 1]):
        o = c  # ('Sally is a lorpus and Sally is bright, both given in the context.')
    elif not lead:
        return None  # (neither a lead nor a remark says the context gives them)
    if o < 7:
        return None
    clauses: list[list[str]] = []
    start = 0
    for k in range(1, o + 1):
        if k == o or (low[k] in (",", "and") and is_name(toks[k + 1])) or (
            low[k] == "," and low[k + 1] == "and" and k + 2 < o and is_name(toks[k + 2])
        ):
            if k > start:
                clauses.append(toks[start:k])
            start = k + 1
    if len(clauses) < 2 or any(
        len(c) < 3 or not is_name(c[0]) or c[1].lower() not in COPULA for c in clauses
    ):
        return None
    parsed = _parse_cached(" ; ".join(" ".join(c) for c in clauses), lexicon, names, strict)
    if len(parsed) != len(clauses) or any(
        p.kind is not StepKind.FACT or p.formula is None for p in parsed
    ) or tuple(c for p in parsed for c in conjuncts(p.formula)) != conjuncts(conj):
        return None
    return parsed


def _named_contradiction(p: Parsed) -> Parsed:
    """``Sally can't be both a yumpus and not a yumpus``, said of a claim or in a
    contradiction's bracket (``This contradicts step 1 (Rex can't be both blue and not
    blue)``): it names the contradiction between A and not A, a step that says 'this is
    a contradiction' (judged as that: valid only where A and not A both hold), not a
    claim of the tautology not (A and not A)."""
    f = p.formula
    if p.kind not in (StepKind.FACT, StepKind.CONTRADICTION) or f is None or (
        f.kind is not Kind.NOT
    ):
        return p
    inner = f.args[0]
    if inner.kind is not Kind.AND or len(inner.args) != 2 or negate(inner.args[0]) != (
        inner.args[1]
    ):
        return p
    return Parsed(StepKind.CONTRADICTION, None, p.prefix, p.reason, p.warnings)


def _reads_without_bracket(toks: list[str], ctx: _Ctx) -> bool:
    """Whether the sentence parses without its final bracket: its failure is then the
    bracket's ('Fae is a cat (this is false).'), not the rest's ('If X, then Y (Z).')."""
    toks = toks[: len(toks) - 1 - toks[::-1].index(_OPENING[toks[-1] == "]"])]
    try:
        _sentence(toks, [t.lower() for t in toks], _Ctx(ctx.lex, ctx.names, ctx.strict), None)
    except _Fail:
        return False
    return True


def _reason_of_plan(toks: list[str], lexicon: Lexicon, names: frozenset[str], strict: bool
                    ) -> tuple[Parsed, ...] | None:
    """The reason given for what the writer will do: ``We'll use proof by cases, since
    (the context tells us) Fae is a cat or a dog.`` as the claim after ``since`` (the
    disjunction the cases come from); ``Since Fae is a cat or a dog, and both cases give
    that X, we conclude:`` (what is concluded shown after the colon) as its first
    reason; ``Proof by cases on "Fae is a cat or a dog":`` as the disjunction named.
    Each only when all of it parses; else None."""
    # 'Since every case yields the same conclusion and D, we conclude:' as 'Since D, …'
    toks = without_same_result(toks) or toks
    reason = _plan_reason(toks, [t.lower() for t in toks])
    if reason is None:
        return None
    parsed = _parse_cached(" ".join(reason), lexicon, names, strict)
    return parsed if all(p.kind in _CLAIMS for p in parsed) else None


def _plan_reason(toks: list[str], low: list[str]) -> list[str] | None:
    """The words of _reason_of_plan's claim, else None."""
    if low[0] in ("since", "because") and low[-1] == ":" and "," in low:
        c = len(low) - 1 - low[::-1].index(",")
        if low[c + 1 : c + 2] in (["we"], ["i"], ["it"], ["therefore"], ["so"], ["thus"]):
            end = next((k for k in range(2, c) if low[k] == "," and low[k + 1] == "and"), c)
            return toks[1:end]
    rule = _rule_that_gives(toks, low)
    if rule is not None:
        return rule
    k = next((len(w) for w in (["proof", "by", "cases", "on"], ["by", "cases", "on"],
                               ["cases", "on"]) if low[: len(w)] == w), 0)
    if k and low[k : k + 1] in (['"'], ["“"]) and low[-1] == ":" and low[-2] in ('"', "”"):
        return toks[k + 1 : -2]
    return next((toks[k + 2 :] for k in range(2, len(toks) - 3)
                 if toks[k] == "," and low[k + 1] in ("since", "because")), None)


_EMPHASIS_TOKS = frozenset({"*", "_"})  # (as the tokeniser gives '**' and '__': one by one)
_PREMISE_WORDS = frozenset({"premise", "fact", "conjunction", "disjunction", "statement"})
_WE_GET_COLON = (["we", "get", ":"], ["we", "have", ":"], ["we", "obtain", ":"],
                 ["we", "can", "conclude", ":"], ["we", "know", ":"], ["we", "can", "infer", ":"])
_GIVES_COLON = (["gives", ":"], ["gives", "us", ":"], ["yields", ":"], ["tells", "us", ":"],
                ["implies", ":"])


def _quoted_at(low: list[str], k: int) -> int | None:
    """Where the quote that opens at k closes (it holds four words or more), else None."""
    if k >= len(low) or low[k] not in QUOTE_MARKS:
        return None
    q = next((j for j in range(k + 1, len(low)) if low[j] in QUOTE_MARKS), None)
    return q if q is not None and q - k >= 4 else None


def _past_emphasis(low: list[str], k: int) -> int:
    while k < len(low) and low[k] in _EMPHASIS_TOKS:
        k += 1
    return k


def _rule_that_gives(toks: list[str], low: list[str]) -> list[str] | None:
    """``The rule "R" (then) gives:`` and ``From the premise "P," we get:`` (what it gives
    shown after the colon) as R or P, the premise restated; else None."""
    if low[-1] != ":":
        return None
    if low[:2] == ["the", "rule"]:
        k = _past_emphasis(low, 2)
        q = _quoted_at(low, k)
        if q is None:
            return None
        v = _past_emphasis(low, q + 1)
        v += low[v : v + 1] in (["then"], ["now"], ["therefore"], ["thus"])
        return toks[k + 1 : q] if low[v:] in _GIVES_COLON else None
    if low[:2] == ["from", "the"] and low[2:3] != [] and low[2] in _PREMISE_WORDS:
        q = _quoted_at(low, 3)
        if q is None:
            return None
        v = q + 1 + (low[q + 1 : q + 2] == [","])
        return toks[4:q] if low[v:] in _WE_GET_COLON else None
    return None


def _claim_after_lead(toks: list[str], lexicon: Lexicon, names: frozenset[str], strict: bool
                      ) -> tuple[Parsed, ...] | None:
    """What follows the first comma or colon of a sentence that begins like a comment,
    when it parses (with every step understood), the lead-in as the first step's prefix;
    else None. Not what follows a goal announced (``To prove: X``) or the rest of a plan's
    list (``We need to show that X, Y, and Z``): those are no steps yet."""
    c = next((k for k, t in enumerate(toks) if t in _AFTER_MARKER), None)
    if c is None or c + 1 >= len(toks):
        return None
    low = [t.lower() for t in toks]
    if aside_lead(low[:c]) or (goal_announced(low, c) if toks[c] == ":" else plan_list(low, c)):
        # 'In reality, cats are blue.'; 'We want to prove: Fae is a cat.'; 'We need to
        # show that Fae is a cat, Fae is red, and …'
        return None
    dash = next((k for k, t in enumerate(toks[:c]) if t in ("—", "–")), None)
    if dash is not None:
        ctx = _Ctx(lexicon, names, strict)
        if any(ctx.is_name(t) and low[k + 1 : k + 2] in (["is"], ["are"])
               for k, t in enumerate(toks[dash:c], dash)):
            # a claim about the entity after a dash is no lead-in ('The rule about A — Rex
            # is A, so Rex is B, …': the claim would be lost as the prefix)
            return None
    parsed = _parse_cached(" ".join(toks[c + 1 :]), lexicon, names, strict)
    if any(p.kind is StepKind.UNPARSEABLE or p.kind is StepKind.COMMENT for p in parsed):
        return None
    lead = _text(toks[:c]) + toks[c]
    first = parsed[0]
    prefix = lead if first.prefix is None else f"{lead} {first.prefix}"
    return (Parsed(first.kind, first.formula, prefix, first.reason, first.warnings),
            *parsed[1:])


# Quotes and brackets in a sentence that reads like a comment mark what it mentions,
# which it does not claim.
_NO_MENTION = frozenset({'"', "“", "”", "(", ")", "[", "]"})


def _list_end(words: list[str]) -> bool:
    """Whether the words after a comma end a list (``or a cow:``, ``and small``): a few
    words, no verb, no determiner that starts a clause."""
    w = words[:-1] if words[-1:] == [":"] else words
    if w[:1] in (["and"], ["or"], ["nor"]):
        w = w[1:]
    return 0 < len(w) <= 4 and all(x.isalpha() for x in w) and _NOT_IN_LIST.isdisjoint(w)


_NOT_IN_LIST = frozenset({*COPULA, "makes", "make", "gives", "give", "means", "each",
                          "every", "all", "this", "that", "these", "which", "it", "so",
                          "we", "they", "here", "follows", "below", "above", "shown"})


def _claim_before_remark(toks: list[str], lexicon: Lexicon, names: frozenset[str],
                         strict: bool) -> tuple[Parsed, ...] | None:
    """What comes before the last comma of a sentence that reads like a comment, when what
    follows it is a comment of its own ('Polly is a wumpus, which is irrelevant here.',
    '…, so this does not matter') and what comes before parses (with every step
    understood) as a claim about a named entity; else None. A claim is judged whatever
    remark follows it: as a comment, the whole sentence passed unjudged, a false claim in
    it too. Only a sentence that starts with the entity (after a marker such as "So"), and
    quotes nothing: a rule or a premise named in a remark ('The other disjunction, "X," is
    not needed', 'Although felines are discordant, nothing says …') is mentioned there,
    not claimed."""
    low = [t.lower() for t in toks]
    k = match_start(low, PREFIXES_BY_FIRST)  # ('So Fae is a cat, which …')
    k += k < len(low) and low[k] == ","
    ctx = _Ctx(lexicon, names, strict)
    if k >= len(toks) or not ctx.is_name(toks[k]) or not _NO_MENTION.isdisjoint(low):
        # only a claim about the entity, not a rule or premise mentioned as not needed
        # ('The other premises (…) are not needed.'), nor a goal ('To prove that X, …')
        return None
    for c in range(len(toks) - 2, 1, -1):
        if toks[c] != ",":
            continue
        if _list_end(low[c + 1 :]):
            # not a remark but the end of a list that the sentence's colon ends ('Sally
            # is a cat, a dog, or a cow:'): the whole list is the claim
            end = len(toks) - (low[-1] == ":")
            parsed = _parse_cached(" ".join(toks[:end]), lexicon, names, strict)
            return parsed if all(p.kind in _CLAIMS for p in parsed) else None
        if not is_comment(low[c + 1 :]):
            return None  # (the remark must be all of what follows)
        parsed = _parse_cached(" ".join(toks[:c]), lexicon, names, strict)
        if all(p.kind is not StepKind.UNPARSEABLE and p.kind is not StepKind.COMMENT
               for p in parsed):
            return parsed
    return None


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


def query_statement(text: str) -> str:
    """A query without its lead-in: ``True or false: X`` / ``Prove: X`` / ``Is the
    following statement true or false? X`` → ``X``; any other text as it is."""
    m = _QUERY.match(text)
    return text[m.end():] if m else text


def parse_query(
    text: str, lexicon: Lexicon = DEFAULT_LEXICON, *, names: frozenset[str] = frozenset()
) -> Formula | None:
    """The LF of a query (§5 Q1/Q2): ``True or false: X`` / ``Prove: X`` / ``Is the
    following statement true or false? X``; None when the body is unparseable."""
    if not isinstance(text, str):
        return None
    parsed = parse_sentence(query_statement(text), lexicon, names=names)
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
    context: Collection[Formula] = (),
) -> list[ParsedStep]:
    """Split a chain of thought (§8) and parse each sentence.

    A ``Since`` sentence yields two steps with the same span; an unterminated sentence
    is parsed with a warning (evaluation reference §7 item 14). A reason in brackets
    after a claim's full stop (``Fae is a mammal. (from 2, cats are mammals)``) is that
    claim's reason, as it is before the stop: its steps come before the claim's.
    ``context``, the formulas of the example's context when known, tells a premise
    quoted whole from clauses listed as given (_given_lists).
    """
    steps: list[ParsedStep] = []
    new = tuple.__new__  # ParsedStep(...) without the Python-level __new__ frame
    names = _name_set(names)
    strict = bool(strict)
    brackets = "(" in text or "[" in text  # (one scan in C, not a test per sentence)
    math = has_math(text)
    aliases: dict[str, str] = {}  # 'Let $F$ denote Fae': F -> Fae
    letters: dict[str, str] = {}  # 'Let $R(x)$ mean "x is a rompus"': R -> rompus
    sentences = split_sentences(text, compat=compat)
    if brackets and not compat:
        sentences = _with_closers(text, sentences)
    for text_, start, end, terminated in sentences:
        if text_[:1] == "|" and text_.rstrip()[-1:] == "|":
            parsed = _table_row(text_, lexicon, names, strict)
        else:
            parsed = _parse_cached(text_, lexicon, names, strict)
        if parsed[-1].kind is _UNPARSEABLE_KIND and _PRONOUN.search(text_):
            parsed = _pronoun_read(text_, parsed, steps, lexicon, names, strict)
        if math and parsed[-1].kind in _NO_CLAIM:
            parsed = _definitions(text_, parsed, aliases, letters)
        if math and parsed[-1].kind is _UNPARSEABLE_KIND and has_math(text_):
            parsed = _math_read(text_, parsed, steps, aliases, letters, lexicon, names,
                                strict)
        if "ase " in text_[:16] and parsed[0].kind is not StepKind.ASSUMPTION and (
            case_class := _CASE_CLASS.match(text_) or _CASE_BRACKET.match(text_)
        ):
            parsed = _case_class_read(case_class, parsed, steps, lexicon, names, strict)
        if brackets and len(parsed) > 2 and ("(" in text_ or "[" in text_):
            parsed = _reasons_first(parsed)
        if brackets and text_[:1] in _OPENING and _bracketed(text_):
            if steps and steps[-1].parsed.kind in _CLAIMS and _all_claims(parsed):
                k = len(steps) - 1
                steps[k:k] = [
                    new(ParsedStep, (text_, start, end,
                                     Parsed(p.kind, p.formula, "because", None, p.warnings)))
                    for p in parsed
                ]
                continue
            terminated = True  # a bracket needs no full stop
        for p in parsed:
            if not terminated:
                p = Parsed(p.kind, p.formula, p.prefix, p.reason,
                           p.warnings + ("sentence not terminated by punctuation",))
            steps.append(new(ParsedStep, (text_, start, end, p)))
    if "**" in text or "#" in text:
        _headings_as_titles(text, steps)
        if "**" in text:
            _run_in_claims_after_reasons(text, steps)
    if ":\n" in text or ":**\n" in text:
        _goals_below(steps)
    if any(w in text for w in _GIVEN_HINTS):
        steps = _given_lists(steps, lexicon, names, strict, context)
    if " and " in text:
        steps = _premise_clauses(steps, context)
    if not text.isascii() and not _CROSS_MARKS.isdisjoint(text):
        _crossed_out(text, steps)
    if "alse?" in text or "alse:" in text or "ALSE" in text:
        _question_echoed(steps)
    return steps


# ('Is the following statement true or false?', '**Question:** True or false?'; not 'So,
# is it true or false?', after which the writer's own answer may follow)
_ECHO_LEAD = re.compile(
    r"(?:\bfollowing\s+statement\s+(?:is\s+)?|\A[\W_]*(?:question[*_]*\s*:[*_\s]*)?)"
    r"true\s+or\s+false\s*[?:][*_\s]*\Z", re.I)
_ECHOED = Parsed(StepKind.COMMENT, None, None, "the question's statement, restated")


def _question_echoed(steps: list[ParsedStep]) -> None:
    """The sentence after ``Is the following statement true or false?`` (the question
    restated, Logic-LM's wording) states what is asked, not a step: a single fact there
    becomes a comment, as ``True or false: X`` is one."""
    for k in range(len(steps) - 1):
        if steps[k].parsed.kind is not StepKind.COMMENT or not _ECHO_LEAD.search(
            steps[k].sentence
        ):
            continue
        nxt = steps[k + 1]
        if nxt.parsed.kind is StepKind.FACT and (
            k + 2 == len(steps) or steps[k + 2].start != nxt.start  # (one step, no 'Since')
        ):
            steps[k + 1] = ParsedStep(nxt.sentence, nxt.start, nxt.end, _ECHOED)


def _crossed_out(text: str, steps: list[ParsedStep]) -> None:
    """A cross after a claim's full stop, on the same line, alone or opening words that
    claim nothing (``Fae is a cat. ✗``, ``Fae is a cat. ❌ Incorrect.``), marks that
    claim wrong, as one inside its sentence does (_read_body): its facts and rules
    become unparseable."""
    for k, step in enumerate(steps):
        p = step.parsed
        if not k or (p.kind is not StepKind.COMMENT and p.kind is not _UNPARSEABLE_KIND) or (
            p.reason == _MARKED_WRONG[0].reason  # (a claim of its own, crossed out)
        ) or not (
            p.reason == _MARK[0].reason and not _CROSS_MARKS.isdisjoint(step.sentence)
            or step.sentence.lstrip("*_ ")[:1] in _CROSS_MARKS
        ):
            continue
        prev = steps[k - 1]
        if "\n" in text[prev.end : step.start]:
            continue
        j = k - 1
        while j >= 0 and steps[j].start == prev.start:  # every step of that sentence
            if steps[j].parsed.kind is StepKind.FACT or steps[j].parsed.kind is StepKind.RULE:
                s = steps[j]
                steps[j] = ParsedStep(s.sentence, s.start, s.end, _MARKED_WRONG[0])
            j -= 1


def _premise_clauses(steps: list[ParsedStep], context: Collection[Formula]
                     ) -> list[ParsedStep]:
    """``Max is floral and Max is bitter, so Max is a bitter floral sterpus`` (``Since A and
    B, C``): whole clauses about a name, joined as the reasons of a conclusion in the same
    sentence, are that many premises, each a step of its own, as they are when the grammar
    cannot read them as one clause (``Max is a cat and Max is bitter, so …``), not one
    conjunction no step stated (non-atomic by Algorithm 1, seed 000). Only where the text
    names the subject once per conjunct and once more for the conclusion, and not when the
    conjunction is itself a context sentence (then it is that premise restated)."""
    out: list[ParsedStep] = []
    for k, step in enumerate(steps):
        p = step.parsed
        f = p.formula
        if (p.kind is StepKind.FACT and f is not None and f.kind is Kind.AND
                and k + 1 < len(steps) and steps[k + 1].sentence == step.sentence
                and steps[k + 1].parsed.kind is StepKind.FACT
                and (k == 0 or steps[k - 1].sentence != step.sentence)
                and f not in context and all(
                    a.kind is Kind.PRED or (a.kind is Kind.NOT and a.args[0].kind is Kind.PRED)
                    for a in f.args)):
            subjects = {c for a in f.args for c in constants(a)}
            if len(subjects) == 1:
                name = next(iter(subjects))
                said = len(re.findall(rf"\b{re.escape(name)}\s+(?:is|are)\b", step.sentence))
                if said == len(f.args) + 1:
                    out.extend(ParsedStep(step.sentence, step.start, step.end,
                                          Parsed(StepKind.FACT, a, p.prefix if i == 0 else "and",
                                                 None, p.warnings))
                               for i, a in enumerate(f.args))
                    continue
        out.append(step)
    return out


_GOAL_BELOW = Parsed(StepKind.COMMENT, None, None,
                     "the goal, announced on the line before: not yet a claim")


def _goals_below(steps: list[ParsedStep]) -> None:
    """The claim on the line after a lead-in that announces a goal (``We are asked to
    prove:``, ``**Goal:**``) as that goal, not a step: what ``We want to prove: Fae is a
    cat`` says on one line (tolerant.goal_announced), said on two. Only a claim that is
    all of its sentence, without a marker (``So Fae is a cat`` is a step)."""
    for i in range(len(steps) - 1):
        lead, nxt = steps[i], steps[i + 1]
        p = nxt.parsed
        if lead.parsed.kind is not StepKind.COMMENT or p.kind not in _CLAIMS or (
            p.prefix is not None
        ):
            continue
        words = [w.lower() for w in _tokenise(lead.sentence) if w.strip("*_#")]
        if not words or words[-1] != ":" or not goal_heading(words[:-1]):
            continue
        if i + 2 < len(steps) and steps[i + 2].sentence == nxt.sentence:
            continue  # (two claims in one sentence: a step, not a goal restated)
        steps[i + 1] = ParsedStep(nxt.sentence, nxt.start, nxt.end, _GOAL_BELOW)


_OPENING = ("(", "[")
# A heading at the start of a line: '### Step 1: Fae is a cat', '**2. Fae is a cat.**',
# '**Fae is a cat**' (all of the sentence bold, a line or a paragraph's run-in title; not
# '**Step 2:** Fae is a cat', a step with its label)
_HEADING_LINE = re.compile(r"(?:#{1,6}\s|\*\*(?:[^*]|\*(?!\*))*\*\*[.:]?\s*$)")
_TITLE_OF_BELOW = Parsed(StepKind.COMMENT, None, None,
                         "a heading: the claim it names is shown below it")


def _headings_as_titles(text: str, steps: list[ParsedStep]) -> None:
    """A heading that states a claim (``### Step 1: Fae is a cat``, ``**1. Fae is not a
    dog.**``) which a later step states again, as the title of what follows, not a
    step: a proof's outline names each result before deriving it, and read as a claim
    the heading would be judged before its derivation (non-atomic, or invalid). A
    heading said nowhere else stays a claim; so does a sentence that is not all heading
    or does not start its line, and a conclusion in bold (``**Thus, Fae is a cat.**``:
    its marker makes it a step, emphasised)."""
    later: dict[object, int] = {}
    for i in range(len(steps) - 1, -1, -1):
        step = steps[i]
        p = step.parsed
        if p.kind is not StepKind.FACT or p.formula is None:
            continue
        if p.prefix is None and (step.start == 0 or text[step.start - 1] == "\n") and (
            _HEADING_LINE.match(step.sentence)
        ) and (
            i == 0 or steps[i - 1].sentence != step.sentence
        ) and (
            i + 1 == len(steps) or steps[i + 1].sentence != step.sentence  # (one claim alone)
        ) and later.get(p.formula, -1) > i:
            steps[i] = ParsedStep(step.sentence, step.start, step.end, _TITLE_OF_BELOW)
        else:
            later[p.formula] = i


# A line that opens with a claim in bold, its sentence all of it: '* **Fae is a cat.**'
_BOLD_CLAIM = re.compile(r"(?:[-*+]\s+|\d+[.)]\s+)?\*\*[^*]+\*\*\s*$")


def _run_in_claims_after_reasons(text: str, steps: list[ParsedStep]) -> None:
    """A claim in bold that opens its line, followed on that line by the rule that gives
    it and its premise (``* **Polly is not a grimpus.** Polly is a gorpus, and gorpuses
    are not grimpuses.``, set 252 #64): the claim is the conclusion of what follows it,
    and is judged after it (before them it was a hop with no premise stated, non-atomic).
    Only where the next sentence, on the same line and without a marker (but 'and'
    between its clauses), states a rule that yields the claim (_yields)."""
    i = 0
    while i < len(steps) - 1:
        step = steps[i]
        p = step.parsed
        f = p.formula
        if (p.kind is not StepKind.FACT or f is None or p.prefix is not None
                or not f.is_literal or not (step.start == 0 or text[step.start - 1] == "\n")
                or not _BOLD_CLAIM.match(step.sentence)
                or (i > 0 and steps[i - 1].sentence == step.sentence)
                or steps[i + 1].sentence == step.sentence):
            i += 1
            continue
        nxt = steps[i + 1]
        j = i + 1
        while j < len(steps) and steps[j].start == nxt.start:
            j += 1
        reasons = steps[i + 1 : j]
        if "\n" in text[step.end : nxt.start] or not any(
            r.parsed.kind is StepKind.RULE and _yields(r.parsed.formula, f) for r in reasons
        ) or any((r.parsed.prefix or "and").lower() != "and" or r.parsed.kind not in _CLAIMS
                 for r in reasons):
            i += 1
            continue
        steps[i:j] = [*reasons, step]
        i = j


def _yields(rule: Formula | None, claim: Formula) -> bool:
    """Whether ``rule`` (∀x(A(x) → C(x))) instantiated at the claim's one entity has the
    claim as its consequent."""
    names = constants(claim)
    if rule is None or len(names) != 1:
        return False
    parts = instantiate_rule(rule, Const(next(iter(names))))
    return parts is not None and parts[1] is claim


def _reasons_first(parsed: tuple[Parsed, ...]) -> tuple[Parsed, ...]:
    """A sentence's steps with each rule given in brackets after the claim it yields put
    before that claim: ``Then Fae is a zumpus (wumpuses are zumpuses), hence a jompus
    (each zumpus is a jompus)``, ``Rex is a dumpus → zumpus (dumpuses are zumpuses) → …``
    and ``lempus → impus → tumpus (lempuses are impuses, every impus is a tumpus)`` give
    their reasons as ``Fae is a zumpus because wumpuses are zumpuses`` does (its steps:
    the rule, then the claim), and as a bracket at the sentence's end does. The claim is
    the nearest one before the rule, past facts and rules only; a rule that yields none
    of them stays where it is."""
    out = list(parsed)
    moved = False
    for i in range(1, len(out)):
        r = out[i]
        if r.kind is not StepKind.RULE:
            continue
        for j in range(i - 1, -1, -1):
            f = out[j]
            if f.kind is StepKind.RULE:
                continue
            if f.kind is not StepKind.FACT or f.formula is None:
                break
            if len(constants(f.formula)) != 1:
                break
            if _yields(r.formula, f.formula):
                out[j + 1 : i + 1] = out[j:i]
                out[j] = r
                moved = True
                break
    return tuple(out) if moved else parsed


_DISPLAY_DELIMITERS = re.compile(r"\$|\\[\[\]]|\\\\|\\(?=\s|$)|\}")
_UNPARSEABLE_KIND = StepKind.UNPARSEABLE

# A subject pronoun for the entity ('Max is a cat, so he is a mammal.', 'Since Fae is a
# wumpus, it is a tumpus.', 'They are a rompus.') and the verb after it, which the name
# replaces, the verb put in the singular.
_PRONOUN = re.compile(
    r"\b(he|she|it|they)(\s+(?:is|isn't|are|aren't|must|also|would|should|will|can|"
    r"cannot|can't|has|have|was|were|therefore|thus|then|too|satisfies|meets|fulfils|"
    r"fulfills)\b|'s\b|'re\b|['’]d\b)",
    re.I,
)
_SINGULAR = {"are": "is", "aren't": "isn't", "have": "has", "were": "was", "'re": "is",
             "'s": "is", "'d": "would", "’d": "would"}  # ("Then she'd be a cat")


def _pronoun_read(
    text: str,
    parsed: tuple[Parsed, ...],
    steps: list[ParsedStep],
    lexicon: Lexicon,
    names: frozenset[str],
    strict: bool,
) -> tuple[Parsed, ...]:
    """A sentence the grammar rejected, read with its subject pronouns replaced by the
    entity they stand for: the last proper name written before the pronoun in the same
    sentence, else the entity of the latest claim about one entity (PrOntoQA's CoTs are
    about one entity, and models write 'he', 'she', 'it' or 'they' for it). The reading
    is taken only when every part of it parses; each step then carries a warning that
    says how the pronoun was read. Else the sentence's own failure stands."""
    known = lexicon.names | names
    pieces = []
    notes = []
    last = 0
    for m in _PRONOUN.finditer(text):
        before = [w for w in _CAPITALISED.findall(text, 0, m.start()) if w in known]
        pronoun = m.group(1).lower()
        if not before and pronoun in ("it", "they") and _GENERIC.search(text, 0, m.start()):
            return parsed  # 'Every cat is a mammal, so it is an animal': the class's
        # 'they' after a rule may be its class ('Cats are mammals. They are furry.'),
        # unless what it is said to be is one thing ('So they are a mammal.')
        one = pronoun != "they" or _ONE_THING.match(text, m.end()) is not None
        name = before[-1] if before else _latest_entity(steps, one)
        if name is None:
            return parsed
        verb = m.group(2).strip()
        verb = _SINGULAR.get(verb.lower(), verb)
        pieces.append(f"{text[last:m.start()]}{name} {verb}")
        notes.append(f'"{m.group(1)}" read as {name}')
        last = m.end()
    alt = _parse_cached("".join(pieces) + text[last:], lexicon, names, strict)
    if any(p.kind is _UNPARSEABLE_KIND for p in alt):
        return parsed
    note = "; ".join(notes)
    return tuple(Parsed(p.kind, p.formula, p.prefix, p.reason, (*p.warnings, note)) for p in alt)


_TABLE_RULE = re.compile(r"^:?-{2,}:?$")
_CELL_REFS = re.compile(r"\s*\((?:steps?\s*)?[\d,\s\-–and&]+\)\s*$", re.I)
# '| 2 | Stella is a grimpus. | 1 + "Shumpuses are grimpuses." |': the rows it uses, first
_CELL_LEAD_REFS = re.compile(r"^\s*(?:(?:steps?\s*)?\(?\d+\)?\s*(?:\+|,|and|&)\s*)+", re.I)
_TABLE_HEADER = (Parsed(StepKind.COMMENT, None, None, "a table header, not a claim"),)
_LABEL_CELL = re.compile(r"(?i)step\s*\d+\.?|\(?[a-z]{1,2}\d+[a-z]?\)?\.?|\(\d+\)")
_GIVEN_CELL = re.compile(r"(?i)(?:given(?: fact| premise)?|premise(?: \d+)?|(?:from )?(?:the )?"
                         r"context|stated|fact)\.?")


def _table_row(text: str, lexicon: Lexicon, names: frozenset[str], strict: bool
               ) -> tuple[Parsed, ...]:
    """A row of a Markdown table of steps (``| 2 | Fae is a mammal | Cats are mammals (1)
    |``): its statement is the step; a justification that states a rule (and the facts
    it applies to) comes before it as its reason (as a bracketed reason does), any other
    is a remark. A row that opens with a rule (``| 2 | Cats are mammals. | Fae is a
    mammal |``, premises then conclusions) gives the rule, then what the later cells
    claim. The header and the rule under it are no claims; a number or 'Step N' cell is
    dropped."""
    cells = [c.strip() for c in text.strip().strip("|").split("|")]
    if all(_TABLE_RULE.match(c) or not c for c in cells):
        return _TABLE_HEADER
    if cells and (cells[0].isdigit() or _LABEL_CELL.fullmatch(cells[0])):
        cells = cells[1:]  # '| 2 |', '| Step 2 |', '| P1 |', '| (R2) |': where it stands
    if len(cells) > 1 and _GIVEN_CELL.fullmatch(cells[0]):
        cells = cells[1:]  # '| 1 | Given | Alex is a cat. |': where it comes from, first
    if not cells or not cells[0]:
        return _unparseable("an empty table row")
    claim = _parse_cached(cells[0], lexicon, names, strict)
    if claim[-1].kind is _UNPARSEABLE_KIND:
        if _COPULA_WORD.search(" ".join(cells)) is None:
            return _TABLE_HEADER  # '| Step | Statement | Justification |'
        return claim
    reasons: list[Parsed] = []
    after: list[Parsed] = []
    premise_first = all(p.kind is StepKind.RULE for p in claim)
    for cell in cells[1:]:
        cell = _CELL_LEAD_REFS.sub("", _CELL_REFS.sub("", cell))
        if not cell:
            continue
        why = _parse_cached(cell, lexicon, names, strict)
        if all(p.kind is StepKind.RULE for p in why):
            reasons.extend(Parsed(p.kind, p.formula, "because", None, p.warnings) for p in why)
        elif premise_first and all(p.kind in _CLAIMS for p in why):
            # '| 2 | Lempuses are lorpuses. | Fae is a lorpus |': a premise, then what it
            # gives (a table of premises and conclusions)
            after.extend(Parsed(p.kind, p.formula, "so", None, p.warnings) for p in why)
        elif any(p.kind is StepKind.RULE for p in why) and all(p.kind in _CLAIMS for p in why):
            # '| 3 | Fae is red. | Cats are red, and Fae is a cat. |': the rule and the
            # fact it applies to, restated as the claim's reasons
            reasons.extend(Parsed(p.kind, p.formula, "because", None, p.warnings) for p in why)
    return (*reasons, *claim, *after)


def _math_read(
    text: str,
    parsed: tuple[Parsed, ...],
    steps: list[ParsedStep],
    aliases: dict[str, str],
    letters: dict[str, str],
    lexicon: Lexicon,
    names: frozenset[str],
    strict: bool,
) -> tuple[Parsed, ...]:
    """A sentence the grammar rejected, read with its LaTeX logic rendered in English
    (:mod:`pyverify.language.latex`): taken only when all of it then parses, with a
    warning that says so. ``Let $F$ denote Fae.`` names an entity by a letter for the
    rest of the CoT (a comment); ``letters`` are the predicate letters defined so far
    (parse_cot)."""
    if not _DISPLAY_DELIMITERS.sub("", text).strip(" .\n"):
        # the '$$' or '\]' that closes a display formula on its own line
        return _MATH_DELIMITER

    def entity(letter: str) -> str | None:
        if letter in aliases:
            return aliases[letter]
        seen = {c for s in steps if s.parsed.formula is not None
                for c in constants(s.parsed.formula) if c[:1] == letter}
        return next(iter(seen)) if len(seen) == 1 else None

    def is_noun(word: str) -> bool:
        return lexicon.lookup(word) is not None

    glossed = trailing_formula(text)
    if glossed is None and (lead := leading_formula(text)) is not None:
        glossed = (f"{lead[0]} {lead[2]}".strip(), lead[1])
    if glossed is not None:
        said = _gloss_read(*glossed, lambda f: render_math(f, is_noun, entity, letters),
                           lexicon, names, strict)
        if said is not None:
            return said
    try:
        rendered = render_math(text, is_noun, entity, letters)
    except Exception:  # never raise (contract): a span it cannot read is no reading
        rendered = None
    if rendered is None:
        return parsed
    rendered = rendered.strip()
    rendered = rendered[:1].upper() + rendered[1:]
    alt = _parse_cached(rendered, lexicon, names, strict)
    if any(p.kind is _UNPARSEABLE_KIND for p in alt) and ": " in rendered:
        # 'so $S(c)$: c is a sterpus.': a formula glossed in the words after it, which
        # say it again once it is rendered: the sentence read once
        head, _, tail = rendered.rpartition(": ")
        said = tail.rstrip(" .!").strip()
        if said and head.lower().endswith(said.lower()):
            alt = _parse_cached(head + tail[len(tail.rstrip(" .!")) :], lexicon, names, strict)
    if any(p.kind is _UNPARSEABLE_KIND for p in alt) and ": " in rendered:
        # 'Every cat is a mammal: $cat(F) \Rightarrow mammal(F)$': the claim, then the
        # formula that instantiates it, each read on its own
        head, _, tail = rendered.partition(": ")
        alt = (*_parse_cached(head, lexicon, names, strict),
               *_parse_cached(tail[:1].upper() + tail[1:], lexicon, names, strict))
    if any(p.kind is _UNPARSEABLE_KIND for p in alt) and _GLOSS_DASH.search(rendered):
        alt = _glossed(rendered, lexicon, names, strict) or alt
    if any(p.kind is _UNPARSEABLE_KIND for p in alt):
        return parsed
    note = f"math read as: {rendered}"
    return tuple(Parsed(p.kind, p.formula, p.prefix, p.reason, (*p.warnings, note)) for p in alt)


def _gloss_read(
    words: str,
    formula: str,
    render: Callable[[str], str | None],
    lexicon: Lexicon,
    names: frozenset[str],
    strict: bool,
) -> tuple[Parsed, ...] | None:
    """A sentence of words and a formula that glosses them (``Assume Rex is a rompus,
    $R(\\text{Rex})$.``, ``Then $D(\\text{Rex})$ holds: Rex is a rompus or a lempus.``):
    the words' steps, when the formula says what the last of them says (read as one
    sentence, the two were a conjunction of a claim with itself, or no reading) or is in
    letters the text never defined (with a warning that says so); a bare contradiction
    (``This contradicts step 1, $\\neg F(\\text{Fae})$``) with the formula as what it
    contradicts. None when the words do not parse, or the formula says something else."""
    said = _parse_cached(words, lexicon, names, strict)
    last = said[-1]
    bare = last.kind is StepKind.CONTRADICTION and last.formula is None
    if any(p.kind is _UNPARSEABLE_KIND for p in said) or not (last.formula or bare):
        return None
    try:
        rendered = render(formula)
    except Exception:  # never raise (contract)
        rendered = None
    if rendered is None:
        note = f"the formula with it is not read: {formula}"
        return tuple(Parsed(p.kind, p.formula, p.prefix, p.reason, (*p.warnings, note))
                     for p in said)
    same = _parse_cached(rendered[:1].upper() + rendered[1:], lexicon, names, strict)
    if len(same) == 1 and same[0].kind is StepKind.FACT and bare:
        return (*said[:-1], Parsed(StepKind.CONTRADICTION, same[0].formula, last.prefix,
                                   last.reason, last.warnings))
    if len(same) == 1 and same[0].formula is last.formula:
        return said
    return None


_NO_CLAIM = frozenset({StepKind.UNPARSEABLE, StepKind.COMMENT})


def _definitions(
    text: str, parsed: tuple[Parsed, ...], aliases: dict[str, str], letters: dict[str, str]
) -> tuple[Parsed, ...]:
    """A sentence that makes no claim, read for the letters it defines for the rest of
    the CoT: an entity's (``Let $F$ denote Fae.``, into ``aliases``) and predicates'
    (``Let $R(x)$ mean "x is a rompus"``, into ``letters``; latex.letter_definitions).
    An unread sentence that defines some is a comment that says what; else ``parsed``."""
    said = []
    alias = alias_definition(text)
    if alias is not None:
        aliases[alias[0]] = alias[1]
        said.append(f"{alias[0]} stands for {alias[1]}")
    defined = letter_definitions(text)
    letters.update(defined)
    said.extend(f"{c} stands for {w}" for c, w in defined)
    said.extend(f"{c} stands for a statement" for c in statement_letters(text))
    if said and parsed[-1].kind is _UNPARSEABLE_KIND:
        return (Parsed(StepKind.COMMENT, None, None, ", ".join(said)),)
    return parsed


_GLOSS_DASH = re.compile(r"\s[—–-]\s")
_GLOSS_QUOTES = "\"“”'*_ "


def _glossed(rendered: str, lexicon: Lexicon, names: frozenset[str], strict: bool
             ) -> tuple[Parsed, ...] | None:
    """``$\\text{Numpus}(\\text{Sam})$ — "Sam is a numpus."``, a formula glossed in words
    after a dash (as rendered: 'Sam is a numpus — "Sam is a numpus."'): the formula's
    steps, when formula and gloss each parse and say the same; else None."""
    head, tail = _GLOSS_DASH.split(rendered, maxsplit=1)
    tail = tail.strip().strip(_GLOSS_QUOTES).rstrip(".").strip(_GLOSS_QUOTES)
    if not head.strip() or not tail:
        return None
    said = _parse_cached(head, lexicon, names, strict)
    gloss = _parse_cached(tail[:1].upper() + tail[1:], lexicon, names, strict)
    if [p.formula for p in said] != [p.formula for p in gloss] or any(
        p.formula is None for p in said
    ):
        return None
    return said


_CAPITALISED = re.compile(r"\b(?:[A-Z][a-z]+|\d+)\b")  # names: 'Fae', '31'
_GENERIC = re.compile(r"\b(?:every|each|all|any|everything|anything|something)\b", re.I)
_ONE_THING = re.compile(r"(?:\s+(?:not|also|be|not\s+be))*\s+an?\s", re.I)


# A case named by its class ('• Case lorpus: Lorpuses are rompuses, so …'), maybe after
# a list number ('2. **Case 2 (jompus):** …').
_CASE_LEAD = r"[\s\-*•+>]*(?:\d{1,2}[.)]\s+)?[*_]*"
_CASE_CLASS = re.compile(_CASE_LEAD + r"[Cc]ase\s+([A-Za-z][a-z-]*)[*_]*\s*:[*_]*\s*")
# 'Case 1 (impus): …', '**Case 2 (Rex is a shumpus):** …': the case in brackets after its
# number, a class or what is assumed
_CASE_BRACKET = re.compile(
    _CASE_LEAD + _CASE_WORD + r"\s*\d+\s*\(\s*([^()]{1,80}?)\s*\)[*_]*\s*:[*_]*\s*"
)


def _case_class_read(
    m: re.Match[str],
    parsed: tuple[Parsed, ...],
    steps: list[ParsedStep],
    lexicon: Lexicon,
    names: frozenset[str],
    strict: bool,
) -> tuple[Parsed, ...]:
    """``Case lorpus: A, so B`` as ``Assume Rex is a lorpus.`` and then ``A, so B``: a case
    of a proof by cases named by its class (a noun of the lexicon), about the entity of
    the latest claim about one. Else the sentence as it was read (a name, an adjective or
    any other word after 'Case' is no class: 'Case analysis: …'). ``m`` is the sentence's
    _CASE_CLASS match."""
    word = m.group(1).lower()
    if " " in word:  # 'Case 2 (Rex is a shumpus):' names what it assumes
        said = m.group(1).rstrip(".")
    else:
        hit = lexicon.lookup(word)
        entity = _latest_entity(steps, True)
        if hit is None or not hit[1] & SG or word in RESERVED or entity is None:
            return parsed
        said = f"{entity} is {'an' if word[:1] in 'aeiou' else 'a'} {word}"
    assumed = _parse_cached(f"Assume {said}.", lexicon, names, strict)
    if len(assumed) != 1 or assumed[0].kind is not StepKind.ASSUMPTION:
        return parsed
    note = f'"{m.group().strip(" -*•+>_:")}" read as: Assume {said}'
    a = assumed[0]
    first = Parsed(a.kind, a.formula, a.prefix, a.reason, (*a.warnings, note))
    rest = m.string[m.end() :].strip()
    return (first, *_parse_cached(rest, lexicon, names, strict)) if rest else (first,)


def _latest_entity(steps: list[ParsedStep], past_rules: bool) -> str | None:
    """The one constant of the latest claim about a named entity; when ``past_rules`` is
    false, only if no rule was claimed after it. None when there is none."""
    for step in reversed(steps):
        f = step.parsed.formula
        if f is None:
            continue
        if f.kind is Kind.FORALL:
            if past_rules:
                continue
            return None
        found = constants(f)
        return next(iter(found)) if len(found) == 1 else None
    return None


def _bracketed(text: str) -> bool:
    """Whether a sentence is one bracket, maybe with a full stop after it."""
    body = text.rstrip().rstrip(".!;")
    return body[-1:] in (")", "]") and body.count(body[0]) == 1


def _with_closers(text: str, sentences: list[Sentence]) -> list[Sentence]:
    """The sentences, with a bracket whose sentence ended before its closer put back
    together: ``3. Max is a jompus. (Everything that is overcast or a yumpus is a
    jompus.)`` splits after ``jompus.``, leaving ``)`` a sentence of its own; joined, the
    bracket is read as the reason it gives (as without the full stop in it)."""
    out: list[Sentence] = []
    for s in sentences:
        if (
            out and s.text in _CLOSING and (prev := out[-1]).terminated
            and prev.text[:1] == _OPEN_OF[s.text] and prev.text.count(_OPEN_OF[s.text]) == 1
            and s.text not in prev.text
        ):
            out[-1] = Sentence(text[prev.start : s.end], prev.start, s.end, True)
        else:
            out.append(s)
    return out


_OPEN_OF = {")": "(", "]": "[", "}": "{"}


def _all_claims(parsed: tuple[Parsed, ...]) -> bool:
    return all(p.kind in _CLAIMS and p.prefix is None for p in parsed)

