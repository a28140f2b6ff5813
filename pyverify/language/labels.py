"""Answer-label extraction (evaluation reference §5, corrected per §7 items 1 and 14).

The original cuts the output at the first ``Q:`` and reads the last whitespace-separated
word, so ``True.`` scores wrong and a missing label is silently wrong. Here a label is a
trailing answer word (``True``/``False`` and the analyzer's synonyms ``t, yes, y, correct,
right`` / ``f, no, n, incorrect, wrong``) after the last sentence, optionally wrapped in
punctuation, quotes, markdown or an option letter and optionally introduced by a lead-in
(``The answer is``, ``Answer:``). A lowercase answer word that merely ends the last CoT
sentence (``… Fae is not wrong.``) is not a label; a capitalised ``True``/``False`` after
an unterminated sentence is (§7 item 14: ``… Alex is not shy True``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["LabelSplit", "label_word", "option_letter_label", "split_label"]

TRUE_WORDS = frozenset({"true", "t", "yes", "y", "correct", "right"})
FALSE_WORDS = frozenset({"false", "f", "no", "n", "incorrect", "wrong"})


@dataclass(frozen=True)
class LabelSplit:
    """``proof`` = the output without the label; ``status`` is "found" or "missing"."""

    proof: str
    label: bool | None
    status: str


_LEAD = (
    r"(?:(?:so|thus|therefore|hence|in\s+conclusion)\s*,?\s*)?"
    r"(?:the\s+)?(?:final\s+|correct\s+)?"
    r"(?:answer|label|statement|claim|conclusion|query)"
    r"(?:\s+is|\s*:)\s*:?\s*"
)
_TAIL = re.compile(
    r"(?P<lead>" + _LEAD + r")?"
    r"[\s*_`\"'“”‘’(\[]*"
    r"(?:\(?[A-Ba-b]\)\s*)?"
    r"[*_`\"'“”‘’\[]*"
    r"(?P<word>true|false|yes|no|correct|incorrect|right|wrong|t|f|y|n)\b"
    r"[\s*_`\"'“”‘’)\].!]*\Z",
    re.I,
)
_ECHO = re.compile(r"\btrue\s+or\s+false\s*[:?.]?\s*\Z", re.I)
_CANONICAL = frozenset({"True", "False", "TRUE", "FALSE"})
_TAIL_WINDOW = 160


def label_word(word: str) -> bool | None:
    """True / False / None for one answer word (case-insensitive, §5)."""
    w = word.strip().lower()
    if w in TRUE_WORDS:
        return True
    if w in FALSE_WORDS:
        return False
    return None


def split_label(output: str) -> LabelSplit:
    """Split a model output into proof text and label (§5, fixed per §7 item 1). Never raises."""
    if not isinstance(output, str):
        return LabelSplit("", None, "missing")
    q = output.find("Q:")
    text = (output if q == -1 else output[:q]).rstrip()
    base = max(0, len(text) - _TAIL_WINDOW)
    tail = text[base:]
    echo = _ECHO.search(tail)
    if echo is not None:
        # the model echoed "True or false" (the original reads it as `false`)
        return LabelSplit(text[: base + echo.start()].rstrip(), None, "missing")
    m = _TAIL.search(tail)
    while m is not None:
        start = base + m.start()
        word = m.group("word")
        before = text[:start].rstrip()
        boundary = (
            not before
            or before[-1] in ".!?;:\n"
            or "\n" in text[len(before):start + 1]
            or m.group("lead") is not None
            or word in _CANONICAL
        )
        if boundary and (len(word) > 1 or not before or before[-1] in ".!?;:\n"):
            return LabelSplit(before, label_word(word), "found")
        # try a later start (e.g. skip a lead-in-less false positive)
        m = _TAIL.search(tail, m.start() + 1)
    return LabelSplit(text, None, "missing")


_OPTION_CHOICE = re.compile(
    r"(?:option|answer|choice)(?:\s+is)?\s*:?\s*\(?([A-Za-z])\)?(?![A-Za-z])", re.I
)
_TRAILING_LETTER = re.compile(r"(?:^|[\s:(])\(?([A-Z])\)?[\s.*]*\Z")
_OPTION_TEXT = re.compile(r"\s*\(?([A-Za-z])\s*[).:]\s*(.*)\Z", re.S)


def option_letter_label(output: str, options: Sequence[str]) -> bool | None:
    """Map a chosen option letter to a label through ``options``.

    ``"The correct option is: A"`` with ``["A) True", "B) False"]`` → True. Returns None
    when no letter is found or the option's text is not an answer word. Never raises.
    """
    if not isinstance(output, str):
        return None
    q = output.find("Q:")
    text = output if q == -1 else output[:q]
    letter = None
    for m in _OPTION_CHOICE.finditer(text):
        letter = m.group(1).upper()
    if letter is None:
        m2 = _TRAILING_LETTER.search(text.rstrip())
        if m2 is None:
            return None
        letter = m2.group(1)
    for opt in options:
        if not isinstance(opt, str):
            continue
        om = _OPTION_TEXT.match(opt)
        if om and om.group(1).upper() == letter:
            return label_word(om.group(2).strip().strip(".*\"'"))
    return None
