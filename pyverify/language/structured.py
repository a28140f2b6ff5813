"""An output that is a JSON object, as a model asked for structured output writes it
(``{"reasoning": "Wren is a jompus. …", "answer": "False"}``), read as the text it holds:
its reasoning, then its answer on a line of its own, which the label reader finds as it
finds any final label.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["JSON_NOTE", "from_json_object"]

#: The fields that hold the reasoning, and those that hold the answer, in the order they
#: are looked for (the first present wins).
REASONING_FIELDS = ("reasoning", "explanation", "rationale", "chain_of_thought", "cot",
                    "thoughts", "thought", "thinking", "analysis", "proof", "steps", "solution")
ANSWER_FIELDS = ("answer", "final_answer", "label", "prediction", "verdict", "result",
                 "conclusion")
#: The result warning of an output read so (its step spans are into the text read).
JSON_NOTE = "the output is a JSON object: its reasoning and answer fields were read"
_MAX_CHARS = 2_000_000  # json.loads of more than the checker reads of an output is waste


def from_json_object(output: str) -> str | None:
    """The reasoning and the answer of an output that is one JSON object with a
    reasoning field (a string, or a list of strings: one step each), as text; None for
    any other output (no object, no such field, not valid JSON)."""
    text = output.strip()
    if not (text.startswith("{") and text.endswith("}")) or len(text) > _MAX_CHARS:
        return None
    try:
        value: Any = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict):
        return None
    reasoning = next((value[k] for k in REASONING_FIELDS if k in value), None)
    if isinstance(reasoning, list) and all(isinstance(s, str) for s in reasoning):
        reasoning = "\n".join(reasoning)
    if not isinstance(reasoning, str):
        return None
    answer = next((value[k] for k in ANSWER_FIELDS if k in value), None)
    if isinstance(answer, bool):
        answer = str(answer)
    if not isinstance(answer, str) or not answer.strip():
        return reasoning
    return f"{reasoning.rstrip()}\n\n{answer.strip()}"
