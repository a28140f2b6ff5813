"""The thinking of a reasoning model's output (``<think>…</think>``), left out when only
the answer after it is to be judged (``CheckOptions(thinking="skip")``).

A reasoning model thinks aloud before it answers: it re-reads premises, tries a wrong
rule and backs off, doubts, repeats itself. By default pyverify judges all of that as
chain of thought, as the papers judge a model's whole output (a detour or an invalid
step beside a correct path leaves the proof correct, seed 000 §4). An RL reward may
instead want the proof the model gives as its answer: then the thinking is blanked out,
character for character, so every step's span still points into the output as written.
"""

from __future__ import annotations

import re

__all__ = ["THINKING_OPEN_NOTE", "THINKING_VALUES", "without_thinking"]

#: The values of CheckOptions.thinking.
THINKING_VALUES = ("check", "skip")
#: The result warning of an output whose thinking never closes (the model stopped while
#: thinking, e.g. at its token limit): with the thinking left out, nothing is left.
THINKING_OPEN_NOTE = "the output ends inside its thinking (<think> never closed): no answer"

_OPEN = re.compile(r"<think(?:ing)?\s*>", re.I)
_CLOSE = re.compile(r"</think(?:ing)?\s*>", re.I)


def without_thinking(text: str) -> tuple[str, bool]:
    """``text`` with its thinking blanked out, and whether a thinking span never closed.

    - ``<think> … </think>`` (or ``<thinking>``), tags included;
    - everything before a ``</think>`` that no ``<think>`` opened (the chat template
      opened it in the prompt, as for DeepSeek-R1);
    - everything from a ``<think>`` that is never closed.

    Each span becomes a newline (the sentence before it ends there, as at the tag) and
    spaces, newlines kept, so the text keeps its length and every offset into it."""
    if "<" not in text:
        return text, False
    spans: list[tuple[int, int]] = []
    pos = 0
    close = _CLOSE.search(text)
    opening = _OPEN.search(text)
    if close is not None and (opening is None or close.start() < opening.start()):
        spans.append((0, close.end()))
        pos = close.end()
    unclosed = False
    while (opening := _OPEN.search(text, pos)) is not None:
        close = _CLOSE.search(text, opening.end())
        if close is None:
            spans.append((opening.start(), len(text)))
            unclosed = True
            break
        spans.append((opening.start(), close.end()))
        pos = close.end()
    if not spans:
        return text, False
    pieces = []
    last = 0
    for a, b in spans:
        pieces.append(text[last:a])
        pieces.append("\n" + re.sub(r"[^\n]", " ", text[a + 1 : b]))
        last = b
    pieces.append(text[last:])
    return "".join(pieces), unclosed
