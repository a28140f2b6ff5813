"""Sentence splitting with character offsets (grammar reference §8).

Default: ``.``, ``;``, ``!``, ``?`` (runs such as ``...`` or ``?!`` count once) and a
newline that ends a non-empty line end a sentence; the text after the last terminator is
kept as an unterminated sentence. A period between digits (``3.5``) or after a list
number at the start of a sentence (``1. Fae is …``) is not a sentence end.

``compat=True`` reproduces the original: only ``.`` and ``;`` end sentences, newlines are
ordinary whitespace, and trailing text after the last terminator is dropped. (Spans
holding only a terminator are dropped in both modes.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Sentence", "split_sentences"]


@dataclass(frozen=True)
class Sentence:
    """``text == source[start:end]``; ``terminated`` is False when no punctuation ended it."""

    text: str
    start: int
    end: int
    terminated: bool


_BOUNDARY = re.compile(r"[.;!?]+|\n")
_BOUNDARY_COMPAT = re.compile(r"[.;]")


def split_sentences(text: str, compat: bool = False) -> list[Sentence]:
    """Split ``text`` into sentences with offsets (§8)."""
    out: list[Sentence] = []
    n = len(text)
    seg = 0
    for m in (_BOUNDARY_COMPAT if compat else _BOUNDARY).finditer(text):
        a, b = m.span()
        s = seg
        while s < a and text[s].isspace():
            s += 1
        if text[a] == "\n":
            if s < a:
                e = a
                while e > s and text[e - 1].isspace():
                    e -= 1
                out.append(Sentence(text[s:e], s, e, False))
            seg = b
            continue
        if not compat and b - a == 1 and text[a] == "." and b < n:
            nxt = text[b]
            if nxt.isdigit() and a > 0 and text[a - 1].isdigit():
                continue  # inside a number: 3.5
            if s < a and nxt in " \t" and text[s:a].isdigit():
                continue  # list numbering: "1. Fae is a cat."
        if s < a:  # else a bare terminator: dropped
            out.append(Sentence(text[s:b], s, b, True))
        seg = b
    if not compat:
        e = len(text.rstrip())
        s = seg
        while s < e and text[s].isspace():
            s += 1
        if s < e:
            out.append(Sentence(text[s:e], s, e, False))
    return out
