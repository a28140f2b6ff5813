"""66 outputs written in the styles of GPT-4o, Llama 3 8B, Claude, DeepSeek-R1, Mistral 7B
and a few-shot base model on 11 PrOntoQA and PrOntoQA-OOD examples (chat_outputs/), each
marked with what its writer meant: a correct proof, or the mistake put into it (a skipped
hop, a wrong branch, a wrong rule, a dropped case, a bogus contradiction, a wrong label).
The writer's intent is the truth here, independent of pyverify: a proof with a mistake in
it is never strictly correct, a correct proof is strictly correct unless its wording is
one pyverify does not read yet (the two known: an and-introduction written as 'the
context states that A and that B', and a reasoning-model draft; a third, a draft whose
answer re-derives canonically what its thinking claimed with a skipped hop, is strictly
correct since stop 21, as Algorithm 1 of seed 000 with its stricter condition judges it),
and no more steps are unparseable than now (38; 102 before stop 20's readings)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyverify.formats.writers import example_from_json
from pyverify.verify import check

DATA = Path(__file__).with_name("chat_outputs")
EXAMPLES = {
    ex.id: ex
    for ex in (example_from_json(json.loads(line))
               for line in (DATA / "examples.jsonl").read_text().splitlines())
}
OUTPUTS = [json.loads(line) for line in (DATA / "outputs.jsonl").read_text().splitlines()]
# outputs meant as correct proofs whose wording is not read yet (see the module docstring)
UNREAD = {2, 20}


@pytest.fixture(scope="module")
def results() -> list:
    return [check(EXAMPLES[o["id"]], o["model_output"]) for o in OUTPUTS]


def test_the_data_is_what_the_tests_expect() -> None:
    assert len(OUTPUTS) == 66 and len(EXAMPLES) == 11
    assert sum(o["intended"] == "correct" for o in OUTPUTS) == 50


def test_no_flawed_proof_is_strictly_correct(results: list) -> None:
    for o, r in zip(OUTPUTS, results, strict=True):
        wrong_label_only = o["intended"].startswith("correct chain")
        if o["intended"] != "correct" and not wrong_label_only:
            assert not r.proof_correct["strict"], (o["intended"], o["model_output"])


def test_a_wrong_label_is_caught(results: list) -> None:
    for o, r in zip(OUTPUTS, results, strict=True):
        if "wrong label" in o["intended"] or "wrong final label" in o["intended"]:
            assert r.label_correct is False, o["model_output"]


def test_correct_proofs_are_strictly_correct(results: list) -> None:
    judged = {i for i, (o, r) in enumerate(zip(OUTPUTS, results, strict=True))
              if o["intended"] == "correct" and not r.proof_correct["strict"]}
    assert judged == UNREAD


def test_unparseable_steps_do_not_grow(results: list) -> None:
    unparseable = sum(s.validity is not None and s.validity.value == "unparseable"
                      for r in results for s in r.steps)
    assert unparseable <= 38


def test_every_label_is_found(results: list) -> None:
    """Each True/False output gives its answer, one of them as 'So, the answer is:
    **False**.' before a last claim."""
    assert all(r.label_status == "found" for o, r in zip(OUTPUTS, results, strict=True)
               if EXAMPLES[o["id"]].answer is not None)
