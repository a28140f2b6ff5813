"""Byte-for-byte golden files of generated data (both output formats)."""

from __future__ import annotations

import io
import os
from collections.abc import Iterable
from pathlib import Path

from pyverify.example import Example
from pyverify.formats.writers import write_jsonl, write_prontoqa_json

GOLDEN = Path(__file__).parent / "golden"


def assert_golden(name: str, examples: Iterable[Example]) -> None:
    """The examples written as pyverify JSONL and as the original JSON equal the golden
    files ``golden/<name>.jsonl`` / ``.json`` byte for byte; with the environment variable
    PYVERIFY_REGENERATE_GOLDEN set, the files are rewritten first."""
    examples = list(examples)
    jsonl, original = io.StringIO(), io.StringIO()
    write_jsonl(examples, jsonl)
    write_prontoqa_json(examples, original)
    jsonl_path, json_path = GOLDEN / f"{name}.jsonl", GOLDEN / f"{name}.json"
    if os.environ.get("PYVERIFY_REGENERATE_GOLDEN"):
        jsonl_path.write_text(jsonl.getvalue(), encoding="utf-8", newline="\n")
        json_path.write_text(original.getvalue(), encoding="utf-8", newline="\n")
    assert jsonl_path.read_bytes() == jsonl.getvalue().encode("utf-8")
    assert json_path.read_bytes() == original.getvalue().encode("utf-8")
