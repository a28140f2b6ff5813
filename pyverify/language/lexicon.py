"""Nouns, plurals and proper names (grammar reference §6, §9, §11).

The original registers every noun with its plural; every unregistered word is an
adjective (§9). Compound nouns (``painted lady``, ``Mersenne prime``) are single
predicates matched longest-first; some nouns have invariant plurals (``sheep``,
``worpus``). The data lives in ``pyverify/data/lexicon.json``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from importlib import resources

from pyverify.language.words import RESERVED

__all__ = [
    "BOTH",
    "DEFAULT_LEXICON",
    "ENTITY_NAMES",
    "FALSE_ONTOLOGIES",
    "FICTIONAL_EXTRA",
    "FICTIONAL_IRRELEVANT",
    "FICTIONAL_MAIN",
    "FICTIONAL_V1",
    "Lexicon",
    "NUMBER_ENTITIES",
    "PL",
    "PROPERTY_FAMILIES",
    "PROPERTY_FAMILIES_V1",
    "SG",
    "TRUE_ONTOLOGIES",
    "plural",
    "regular_plural",
]

# Number flags of a surface form.
SG = 1
PL = 2
BOTH = SG | PL


def regular_plural(noun: str) -> str:
    """English regular plural, applied to the last word (``real number`` → ``real numbers``)."""
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        return noun + "es"
    if len(noun) > 1 and noun.endswith("y") and noun[-2] not in "aeiou":
        return noun[:-1] + "ies"
    return noun + "s"



class Lexicon:
    """Registered nouns (singular ↔ plural) and proper names.

    Instances are immutable after construction and hashed by identity, so they can key
    the parser's memo table. ``forms`` maps a lowercased surface form (one or more
    words joined by single spaces) to ``(singular predicate name, number flags)``.
    """

    __slots__ = ("plurals", "names", "forms", "max_words", "_first_words", "__weakref__")

    plurals: dict[str, str]
    names: frozenset[str]
    forms: dict[str, tuple[str, int]]
    max_words: int

    def __init__(
        self,
        nouns: Iterable[str | tuple[str, str]] = (),
        names: Iterable[str] = (),
        irregular: dict[str, str] | None = None,
    ) -> None:
        irregular = irregular or {}
        self.plurals = {}
        self.forms = {}
        self.max_words = 1
        self.names = frozenset(names)
        for spec in nouns:
            self._add(spec, irregular)

    def _add(self, spec: str | tuple[str, str], irregular: dict[str, str]) -> None:
        if isinstance(spec, tuple):
            sg, pl = spec
        else:
            sg = spec
            pl = irregular.get(sg) or regular_plural(sg)
        sg = " ".join(sg.split())
        pl = " ".join(pl.split())
        if not sg:
            return
        self.plurals[sg] = pl
        ksg, kpl = sg.lower(), pl.lower()
        # a form already registered as the other number becomes ambiguous (BOTH)
        old = self.forms.get(ksg)
        self.forms[ksg] = (sg, SG | (old[1] if old and old[0] == sg else 0))
        old = self.forms.get(kpl)
        self.forms[kpl] = (sg, PL | (old[1] if old and old[0] == sg else 0))
        self.max_words = max(self.max_words, sg.count(" ") + 1, pl.count(" ") + 1)
        regular = regular_plural(ksg)
        if regular != kpl and regular not in self.forms:
            # what a model writes for a noun whose plural is invariant ('Worpuses are
            # grimpuses' for the original's 'Worpus are grimpuses') is read too
            self.forms[regular] = (sg, PL)

    # ------------------------------------------------------------ queries
    def lookup(self, form: str) -> tuple[str, int] | None:
        """``(singular, number flags)`` of a lowercased surface form, or None."""
        return self.forms.get(form)

    def is_noun(self, word: str) -> bool:
        return word.lower() in self.forms

    def plural(self, noun: str) -> str:
        """The plural of a registered singular noun (regular plural otherwise)."""
        pl = self.plurals.get(noun)
        if pl is not None:
            return pl
        hit = self.forms.get(noun.lower())
        if hit is not None:
            return self.plurals[hit[0]]
        return regular_plural(noun)

    def singular(self, form: str) -> str | None:
        hit = self.forms.get(form.lower())
        return hit[0] if hit else None

    def is_name(self, token: str) -> bool:
        return token in self.names

    @property
    def nouns(self) -> tuple[str, ...]:
        return tuple(self.plurals)

    def extended(
        self, nouns: Iterable[str | tuple[str, str]] = (), names: Iterable[str] = ()
    ) -> Lexicon:
        """A copy with extra nouns (singular, or ``(singular, plural)``) and names."""
        new = object.__new__(Lexicon)
        new.plurals = dict(self.plurals)
        new.forms = dict(self.forms)
        new.max_words = self.max_words
        new.names = self.names | frozenset(names)
        for spec in nouns:
            if isinstance(spec, str) and spec in new.plurals:
                continue
            new._add(spec, {})
        return new

    def __repr__(self) -> str:
        return f"Lexicon({len(self.plurals)} nouns, {len(self.names)} names)"


# ---------------------------------------------------------------- default data


def _load() -> dict[str, object]:
    text = resources.files("pyverify").joinpath("data/lexicon.json").read_text("utf-8")
    data: dict[str, object] = json.loads(text)
    return data


_DATA = _load()


def _strs(key: str) -> list[str]:
    value = _DATA[key]
    assert isinstance(value, list)
    return [str(v) for v in value]


ENTITY_NAMES: tuple[str, ...] = tuple(_strs("entity_names"))
NUMBER_ENTITIES: tuple[str, ...] = tuple(_strs("number_entities"))
FICTIONAL_V1: tuple[str, ...] = tuple(_strs("fictional_v1"))
FICTIONAL_MAIN: tuple[str, ...] = FICTIONAL_V1 + tuple(_strs("fictional_main_extra"))
FICTIONAL_IRRELEVANT: tuple[str, ...] = tuple(_strs("fictional_irrelevant"))
# More names of the same shape, for PrOntoQA-OOD proofs and distractors that need more
# concepts than the original's 39 (composed proofs of depth 4 with all their A.7
# distractors).
FICTIONAL_EXTRA: tuple[str, ...] = tuple(_strs("fictional_extra"))
TRUE_ONTOLOGIES: tuple[tuple[str, ...], ...] = tuple(
    tuple(chain) for chain in _DATA["true_ontologies"]  # type: ignore[attr-defined]
)
FALSE_ONTOLOGIES: tuple[tuple[str, ...], ...] = tuple(
    tuple(chain) for chain in _DATA["false_ontologies"]  # type: ignore[attr-defined]
)
PROPERTY_FAMILIES_V1: dict[str, list[str]] = dict(_DATA["property_families_v1"])  # type: ignore[arg-type]
PROPERTY_FAMILIES: dict[str, list[str]] = {
    **PROPERTY_FAMILIES_V1,
    **dict(_DATA["property_families_main_extra"]),  # type: ignore[arg-type]
}
_IRREGULAR: dict[str, str] = dict(_DATA["irregular_plurals"])  # type: ignore[arg-type]


def _default_nouns() -> list[str]:
    seen: dict[str, None] = {}
    for n in FICTIONAL_MAIN + FICTIONAL_IRRELEVANT + FICTIONAL_EXTRA:
        seen[n] = None
    for chain in TRUE_ONTOLOGIES + FALSE_ONTOLOGIES:
        for n in chain:
            seen[n] = None
    for n in _strs("real_nouns_extra"):
        seen[n] = None
    return list(seen)


DEFAULT_LEXICON: Lexicon = Lexicon(
    _default_nouns(), names=ENTITY_NAMES + NUMBER_ENTITIES, irregular=_IRREGULAR
)


# Every word the built-in vocabulary puts into formulas (nouns, property adjectives,
# entity names), in sorted order: the Prolog encoding gives each its position as a short
# integer id (pyverify.solvers.encode.symbol_id), a pure function of the package data.
VOCABULARY: tuple[str, ...] = tuple(
    sorted(
        {
            *DEFAULT_LEXICON.plurals,
            *DEFAULT_LEXICON.names,
            *(adj for family in PROPERTY_FAMILIES.values() for adj in family),
        }
    )
)


def plural(noun: str, lexicon: Lexicon = DEFAULT_LEXICON) -> str:
    """The plural of ``noun`` (§11: fictional names take ``es``; exceptions listed in data)."""
    return lexicon.plural(noun)


# ---------------------------------------------------------------- an example's own words

_WORD = re.compile(r"[^\W\d_][\w'-]*|\d+|[,;:.!?]")
#: Words that end a noun phrase after its article ('a dax and a wug', 'a dax, so …').
_NP_END = frozenset({",", ";", ":", ".", "!", "?", "and", "or", "but", "is", "are", "so"})
_DETERMINERS = frozenset({"every", "each", "no", "all"})


def singular_of(plural_form: str) -> str:
    """The singular a regular plural comes from (``daxes`` → ``dax``, ``wugs`` → ``wug``,
    ``berries`` → ``berry``): the inverse of :func:`regular_plural`, for nouns only ever
    seen in the plural."""
    if plural_form.endswith("ies") and len(plural_form) > 4:
        return plural_form[:-3] + "y"
    if plural_form.endswith(("ses", "xes", "zes", "ches", "shes")):
        return plural_form[:-2]
    return plural_form[:-1] if plural_form.endswith("s") else plural_form


def context_vocabulary(sentences: Iterable[str], lexicon: Lexicon) -> Lexicon:
    """``lexicon`` with the nouns and proper names an example's context uses that it
    lacks (grammar reference §9 and §11, **extend**: a capitalised subject of the context
    is a name, every noun of the context is registered for that example), read from
    positions where nothing else can stand: ``X is …`` with a capitalised ``X`` (a name);
    the last word of ``Every|Each|No … is`` and of a noun phrase after ``a``/``an`` (a
    singular noun); the subject of ``Xs are …`` (a plural noun). Other unknown words stay
    adjectives, as in the original (§9), and a reserved word (words.RESERVED: ``every``,
    ``true``, ``it``, …) is neither. The same lexicon when nothing is new."""
    known = lexicon.forms
    nouns: dict[str, str | tuple[str, str]] = {}
    names: set[str] = set()

    def noun(word: str, sg: bool) -> None:
        low = word.lower()
        if low in known or low in RESERVED or not low.isalpha():
            return
        if sg:
            nouns.setdefault(low, low)
        else:
            single = singular_of(low)
            if single not in known and single not in nouns:
                nouns[single] = (single, low)

    for sentence in sentences:
        toks = _WORD.findall(sentence)
        if len(toks) < 3:
            continue
        first, second = toks[0], toks[1].lower()
        if second == "is" and first[:1].isupper() and first.lower() not in known \
                and first.lower() not in RESERVED and first not in lexicon.names:
            names.add(first)
        elif second == "are" and first[:1].isupper():
            noun(first, sg=False)
        if first.lower() in _DETERMINERS and "is" in toks[2:]:
            end = toks.index("is", 2)
            noun(toks[end - 1], sg=True)
        for i, tok in enumerate(toks):
            if tok.lower() in ("a", "an"):
                j = i + 1
                while j < len(toks) and toks[j].lower() not in _NP_END:
                    j += 1
                if j > i + 1 and "of" not in (t.lower() for t in toks[i + 1:j]):
                    noun(toks[j - 1], sg=True)
    if not nouns and not names:
        return lexicon
    return lexicon.extended(nouns=list(nouns.values()), names=names)
