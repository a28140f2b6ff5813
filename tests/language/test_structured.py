"""An output that is a JSON object (structured output) is read as its reasoning and
answer (pyverify.language.structured)."""

from __future__ import annotations

import json

import pytest

from pyverify.generate import PrOntoQAConfig, generate
from pyverify.language.structured import JSON_NOTE, from_json_object
from pyverify.verify import check


@pytest.mark.parametrize(
    ("output", "text"),
    [
        ('{"reasoning": "Fae is a cat. Cats are mammals. Fae is a mammal.", "answer": "True"}',
         "Fae is a cat. Cats are mammals. Fae is a mammal.\n\nTrue"),
        ('  {"steps": ["Fae is a cat.", "Fae is a mammal."], "final_answer": false}\n',
         "Fae is a cat.\nFae is a mammal.\n\nFalse"),
        ('{"explanation": "Fae is a cat."}', "Fae is a cat."),
    ],
)
def test_the_reasoning_and_the_answer_are_read(output: str, text: str) -> None:
    assert from_json_object(output) == text


@pytest.mark.parametrize(
    "output",
    ["Fae is a cat. True", '{"answer": "True"}', '{"reasoning": 3}', '{not json}',
     '["Fae is a cat."]', '{"reasoning": "x"} and more', "{" * 5000 + "}" * 5000],
)
def test_anything_else_is_left_as_it_is(output: str) -> None:
    assert from_json_object(output) is None


def test_a_json_answer_is_checked_like_the_text_it_holds() -> None:
    (ex,) = generate(PrOntoQAConfig(hops=2, n=1, seed=5), validate=False)
    cot = " ".join(s.strip() for s in ex.chain_of_thought)
    plain = check(ex, f"{cot} {ex.answer}")
    wrapped = check(ex, json.dumps({"reasoning": cot, "answer": str(ex.answer)}))
    assert wrapped.label_correct is True and wrapped.label_status == "found"
    assert wrapped.proof_correct == plain.proof_correct == dict.fromkeys(plain.proof_correct,
                                                                         True)
    assert [s.step_class for s in wrapped.steps] == [s.step_class for s in plain.steps]
    assert JSON_NOTE in wrapped.warnings and JSON_NOTE not in plain.warnings
