"""Sentence splitting with character offsets (grammar reference §8).

Default: ``.``, ``;``, ``!``, ``?`` (runs such as ``...`` or ``?!`` count once) and a
newline that ends a non-empty line end a sentence; closing emphasis or quotes right after
the terminator stay with its sentence (``**Fae is a cat.**``, ``"Fae is a cat."``); a
markup tag of a reasoning format (``<think>``, ``</reasoning>``) ends a sentence and is
part of none; the text after the last terminator is kept as an unterminated sentence. A
period between digits (``3.5``) or after a list number at the start of a sentence
(``1. Fae is …``, ``**1. Fae is …**``) is not a sentence end.

``compat=True`` reproduces the original: only ``.`` and ``;`` end sentences, newlines are
ordinary whitespace, and trailing text after the last terminator is dropped. (Spans
holding only a terminator are dropped in both modes.)
"""

from __future__ import annotations

import re
from typing import NamedTuple

__all__ = ["CLOSERS", "SENTENCE_ENDS", "Sentence", "split_sentences"]


class Sentence(NamedTuple):
    """``text == source[start:end]``; ``terminated`` is False when no punctuation ended it.

    A NamedTuple rather than a dataclass: the verifier splits every CoT it reads, and a
    tuple is several times cheaper to build."""

    text: str
    start: int
    end: int
    terminated: bool


# Closing emphasis and quotes that follow a terminator belong to its sentence.
CLOSERS = "*_`\"”’'"
# What ends a sentence: also an ellipsis character and the full-width forms of CJK text
# ('Fae is a cat… Fae is a feline．', 'Fae is a cat！')
SENTENCE_ENDS = ".;!?…。．！？；"
_TERMINATORS = rf"[{SENTENCE_ENDS}]+[{re.escape(CLOSERS)}]*"  # a terminator run and its closers
# Markup tags of reasoning formats ('<think>', '</reasoning>', '<step/>') end a sentence
# like a newline and belong to none.
_TAG = r"</?[A-Za-z][\w-]{0,30}\s*/?>"
_BOUNDARY = re.compile(rf"{_TERMINATORS}|\n|{_TAG}")
_BOUNDARY_COMPAT = re.compile(r"[.;]")


# Fast path: one regex match per sentence. A sentence starts at a non-space,
# non-terminator character and runs to its terminator run, to a newline, or to the end
# of the text. A period right after a digit ("3.5", a list number "1.") sends the text to
# the general splitter.
_SENTENCE = re.compile(rf"[^\s{SENTENCE_ENDS}][^{SENTENCE_ENDS}\n]*(?:{_TERMINATORS}|(?=\n)|\Z)")


def split_sentences(text: str, compat: bool = False) -> list[Sentence]:
    """Split ``text`` into sentences with offsets (§8)."""
    if not compat and "|" in text and (rows := list(_TABLE_ROW.finditer(text))):
        return _split_around_rows(text, rows)
    if compat or "<" in text or ".e." in text or ".g." in text:  # (tags; 'i.e.', 'e.g.')
        return _split_general(text, compat)
    out = []
    new = tuple.__new__  # Sentence(...) without the Python-level __new__ frame
    for m in _SENTENCE.finditer(text):
        sent = m.group()
        core = sent
        last = sent[-1]
        if last not in SENTENCE_ENDS and last in CLOSERS:  # '**Fae is a cat.**'
            core = sent.rstrip(CLOSERS)
            last = core[-1] if core else " "
        if last in SENTENCE_ENDS:
            if last == "." and len(core) > 1 and core[-2].isdigit():
                return _split_general(text, compat)
            out.append(new(Sentence, (sent, m.start(), m.end(), True)))
        else:
            sent = sent.rstrip()
            start = m.start()
            out.append(new(Sentence, (sent, start, start + len(sent), False)))
    return out


# A row of a Markdown table ('| 2 | Cats are mammals. | Fae is a mammal |'): one sentence,
# whatever terminators its cells hold (parse.py reads it cell by cell).
_TABLE_ROW = re.compile(r"^[ \t]*\|[^\n]*\|[ \t]*$", re.M)


def _split_around_rows(text: str, rows: list[re.Match[str]]) -> list[Sentence]:
    """The sentences of a text with table rows: each row whole, the rest as usual."""
    out: list[Sentence] = []
    pos = 0
    for m in rows:
        out.extend(_shifted(split_sentences(text[pos : m.start()]), pos))
        row = m.group().strip()
        start = m.start() + m.group().index(row)
        out.extend(_row_sentences(row, start))
        pos = m.end()
    out.extend(_shifted(split_sentences(text[pos:]), pos))
    return out


def _row_sentences(row: str, start: int) -> list[Sentence]:
    """A table row as one sentence; but a row whose last cell is prose of several
    sentences after cells that are labels (``| 1 – dumpus | Assume Stella is a dumpus.
    Every dumpus is a gorpus, so … |``) as the labels' row, then the cell's sentences,
    each read as a step of its own."""
    whole = [Sentence(row, start, start + len(row), True)]
    bar = row.rstrip("|").rstrip().rfind("|")
    labels = row[1:bar]
    if bar <= 0 or _TERMINATOR_CHARS.isdisjoint(row[bar:]) or (
        _TERMINATOR_CHARS.intersection(_NUMBERED.sub("", labels)) or _CLAIM.search(labels)
    ):
        return whole
    inner = split_sentences(row[bar + 1 : -1])
    if len(inner) < 2 or not all(s.terminated for s in inner[:-1]) or any(
        len(s.text.split()) < 3 for s in inner  # ('| … | impus vs. (F) |')
    ):
        return whole
    return [Sentence(row[: bar + 1], start, start + bar + 1, True),
            *_shifted(inner, start + bar + 1)]


_TERMINATOR_CHARS = frozenset(SENTENCE_ENDS)
_NUMBERED = re.compile(r"\d+\.")  # ('| 1. | …', '| Step 2. | …')
_CLAIM = re.compile(r"\b(?:is|are|isn't|aren't)\b", re.I)  # (a label states nothing)


def _shifted(sentences: list[Sentence], offset: int) -> list[Sentence]:
    return [Sentence(s.text, s.start + offset, s.end + offset, s.terminated) for s in sentences]


def _abbreviation(text: str, a: int) -> bool:
    """Whether the period at ``a`` is one of the two of 'i.e.' or 'e.g.' (any case), which
    end no sentence."""
    for start in (a - 1, a - 3):
        if start >= 0 and text[start : start + 4].lower() in ("i.e.", "e.g.") and (
            start == 0 or not text[start - 1].isalnum()
        ):
            return True
    return False


def _split_general(text: str, compat: bool) -> list[Sentence]:
    """The general splitter (numbers, list numbering, compat mode)."""
    out: list[Sentence] = []
    n = len(text)
    seg = 0
    for m in (_BOUNDARY_COMPAT if compat else _BOUNDARY).finditer(text):
        a, b = m.span()
        body = text[seg:a].lstrip()
        s = a - len(body)
        if text[a] == "\n" or text[a] == "<":  # a line break or a tag
            body = body.rstrip()
            if body:
                out.append(Sentence(body, s, s + len(body), False))
            seg = b
            continue
        if not compat and b - a == 1 and text[a] == "." and b < n:
            nxt = text[b]
            if nxt.isdigit() and a > 0 and text[a - 1].isdigit():
                continue  # inside a number: 3.5
            if body and nxt in " \t" and body.lstrip("*_").isdigit():
                continue  # list numbering: "1. Fae is a cat.", "**1. Fae is a cat.**"
            if _abbreviation(text, a):
                continue  # 'i.e.', 'e.g.': "Fae is a cat, i.e., a feline."
        if body:
            out.append(Sentence(text[s:b], s, b, True))
            seg = b
        else:  # a bare terminator, dropped; closers after it start the next segment
            seg = a + len(m.group().rstrip(CLOSERS))
    if not compat:
        body = text[seg:].strip()
        if body:
            s = seg + (len(text) - seg - len(text[seg:].lstrip()))
            out.append(Sentence(body, s, s + len(body), False))
    return out
