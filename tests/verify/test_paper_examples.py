"""Seed 000's own examples as golden tests: Table 2 (every step class), Figure 1,
Figure 7 (Alex) and Figure 11 (Polly).

Examples are built from the papers' text alone (no logical forms given), so these tests
also exercise context parsing and gold-CoT parsing.
"""

from __future__ import annotations

import pytest

from pyverify.example import Example
from pyverify.language.split import split_sentences
from pyverify.verify import StepClass, check
from pyverify.verify.checker import Checker


def make_example(context: str, query: str, gold: str, answer: bool | None) -> Example:
    return Example(
        id="paper",
        context=tuple(s.text for s in split_sentences(context)),
        query=query,
        chain_of_thought=tuple(s.text for s in split_sentences(gold)),
        answer=answer,
    )


FIG1 = make_example(
    "Each cat is a carnivore. Every carnivore is not herbivorous. Carnivores are mammals. "
    "All mammals are warm-blooded. Mammals are vertebrates. Every vertebrate is an animal. "
    "Animals are multicellular. Fae is a cat.",
    "True or false: Fae is not herbivorous.",
    "Fae is a cat. Cats are carnivores. Fae is a carnivore. Every carnivore is not "
    "herbivorous. Fae is not herbivorous.",
    True,
)

C = StepClass
# Table 2 of seed 000 (with the evaluation reference's reading of its last two rows):
# (model output, the class of every step, strict/skip/broad/valid).
TABLE2 = {
    "canonical": (
        "Fae is a cat. Cats are carnivores. Fae is a carnivore. Every carnivore is not "
        "herbivorous. Fae is not herbivorous. True",
        [C.CANONICAL] * 5,
        (True, True, True, True),
    ),
    "strictly-valid atomic misleading": (
        "Fae is a cat. Cats are carnivores. Fae is a carnivore. Every carnivore is a mammal. "
        "Fae is a mammal.",
        [C.CANONICAL] * 3 + [C.STRICT_ATOMIC_MISLEADING] * 2,
        (False, False, False, False),
    ),
    "strictly-valid non-atomic correct": (
        "Fae is a cat. Fae is a carnivore. Every carnivore is not herbivorous. "
        "Fae is not herbivorous. True",
        [C.CANONICAL, C.STRICT_NONATOMIC_CORRECT, C.CANONICAL, C.CANONICAL],
        (False, True, False, True),
    ),
    "strictly-valid non-atomic misleading": (
        "Fae is a cat. Cats are carnivores. Fae is a carnivore. Fae is a mammal.",
        [C.CANONICAL] * 3 + [C.STRICT_NONATOMIC_MISLEADING],
        (False, False, False, False),
    ),
    "broadly-valid correct": (
        "Fae is a cat. Every cat is not herbivorous. Fae is not herbivorous. True",
        [C.CANONICAL, C.BROAD_CORRECT, C.BROAD_CORRECT],
        (False, False, True, True),
    ),
    "broadly-valid misleading": (
        "Fae is a cat. Every cat is a mammal. Fae is a mammal.",
        [C.CANONICAL, C.BROAD_MISLEADING, C.BROAD_MISLEADING],
        (False, False, False, False),
    ),
    "invalid": (
        "Fae is a cat. Carnivores are cats. Fae is not herbivorous. True",
        [C.CANONICAL, C.INVALID, C.STRICT_NONATOMIC_CORRECT],
        (False, True, False, True),
    ),
    "unparseable": (
        "Fae is a cat who likes fish. Fae is not herbivorous. True",
        [C.UNPARSEABLE, C.STRICT_NONATOMIC_CORRECT],
        # the conclusion follows from the context alone in one non-atomic step
        (False, True, False, True),
    ),
}


@pytest.mark.parametrize("row", list(TABLE2), ids=list(TABLE2))
def test_table2_row(row: str) -> None:
    output, classes, metrics = TABLE2[row]
    result = check(FIG1, output)
    assert [s.step_class for s in result.steps] == classes
    got = tuple(result.proof_correct[m] for m in ("strict", "skip", "broad", "valid"))
    assert got == metrics


def test_table2_rows_cover_every_class() -> None:
    seen = {c for _, classes, _ in TABLE2.values() for c in classes}
    assert seen == set(StepClass) - {StepClass.MARKER}


def test_figure1_gold_label_and_premises() -> None:
    result = check(FIG1, " ".join(FIG1.chain_of_thought) + " True")
    assert result.label_correct is True
    assert result.first_error is None
    hop = result.steps[2]  # Fae is a carnivore: from steps 0 and 1
    assert hop.rule == "MP" and hop.premise_steps == (0, 1) and hop.hops == 1
    assert result.steps[0].rule == "axiom" and result.steps[0].premise_axioms == (7,)


def test_unparseable_step_carries_a_reason() -> None:
    result = check(FIG1, TABLE2["unparseable"][0])
    assert result.steps[0].reason


# Figure 7 of seed 000: 5 hops, top-down; InstructGPT's wrong answer.
FIG7 = make_example(
    "Every vumpus is a numpus. Each vumpus is dull. Dumpuses are vumpuses. Every dumpus is "
    "not hot. Every impus is a dumpus. Impuses are brown. Wumpuses are impuses. Wumpuses are "
    "opaque. Tumpuses are wumpuses. Tumpuses are small. Every vumpus is hot. Zumpuses are "
    "tumpuses. Zumpuses are feisty. Rompuses are zumpuses. Every rompus is not kind. Each "
    "jompus is a rompus. Jompuses are sour. Alex is a zumpus.",
    "True or false: Alex is hot.",
    "Alex is a zumpus. Zumpuses are tumpuses. Alex is a tumpus. Tumpuses are wumpuses. Alex "
    "is a wumpus. Wumpuses are impuses. Alex is an impus. Every impus is a dumpus. Alex is a "
    "dumpus. Every dumpus is not hot. Alex is not hot.",
    False,
)
FIG7_PREDICTED = (
    "Alex is a zumpus. Zumpuses are tumpuses. Alex is a tumpus. Tumpuses are wumpuses. Alex is "
    "a wumpus. Wumpuses are impuses. Alex is an impus. Every impus is a dumpus. Alex is a "
    "dumpus. Dumpuses are vumpuses. Alex is a vumpus. Every vumpus is a numpus. Alex is a "
    "numpus. Numpuses are jompuses. Alex is a jompus. Jompuses are rompuses. Alex is a rompus. "
    "Rompuses are zumpuses. Alex is a zumpus. Zumpuses are feisty. Alex is feisty. True"
)


def test_figure7_alex() -> None:
    """The caption: most steps canonical, one misleading step (the wrong branch, purple)
    that makes the proof fail, and eventually an invalid step (red)."""
    result = check(FIG7, FIG7_PREDICTED)
    classes = [s.step_class for s in result.steps]
    # The first nine steps follow the gold proof.
    assert classes[:9] == [C.CANONICAL] * 9
    # The purple step: the model restates a context rule that leaves the gold proof.
    assert result.steps[9].sentence == "Dumpuses are vumpuses."
    assert classes[9] is C.STRICT_ATOMIC_MISLEADING
    assert result.first_error == 9
    # pyverify also marks the fact derived from it (evaluation reference §1, §6) ...
    assert classes[10] is C.STRICT_ATOMIC_MISLEADING
    # ... and then the walk goes on with valid steps off the gold proof,
    assert classes[11:13] == [C.CANONICAL, C.CANONICAL]
    assert result.steps[11].off_path and result.steps[12].off_path
    # until the red step: "Numpuses are jompuses." is in no context sentence.
    assert result.steps[13].sentence == "Numpuses are jompuses."
    assert classes[13] is C.INVALID
    assert classes[14] is C.INVALID  # Alex is a jompus: only via the invalid rule
    # The walk goes on: a context rule, Alex is a rompus (only via the invalid steps), a
    # context rule, and back to the gold fact Alex is a zumpus (a repeat): 9 steps after
    # the misleading step (Figure 10's measure).
    assert classes[15:19] == [C.CANONICAL, C.INVALID, C.CANONICAL, C.CANONICAL]
    assert result.steps[18].rule == "repeat" and result.wrong_branch_lengths == (9,)
    # From that gold fact the model branches off again: `Zumpuses are feisty.` leaves the
    # gold proof from its fact zumpus(Alex), as `Dumpuses are vumpuses.` did from
    # dumpus(Alex). The caption counts one misleading step; by §1 of the evaluation
    # reference (and by the original's own test: a context rule whose antecedent is the
    # last correct gold fact) this second branch is misleading too (README difference 8).
    assert result.steps[19].sentence == "Zumpuses are feisty."
    assert classes[19:] == [C.STRICT_ATOMIC_MISLEADING, C.STRICT_ATOMIC_MISLEADING]
    assert result.proof_correct == {"strict": False, "skip": False, "broad": False, "valid": False}
    assert result.label_predicted is True and result.label_correct is False


# Figure 11 of seed 000: self-consistency samples for one example.
FIG11 = make_example(
    "Each rompus is a wumpus. Every rompus is not opaque. Every jompus is a rompus. Every "
    "jompus is not sour. Vumpuses are jompuses. Each vumpus is not earthy. Yumpuses are "
    "vumpuses. Each yumpus is angry. Each tumpus is a yumpus. Tumpuses are large. Numpuses are "
    "tumpuses. Numpuses are not cold. Every zumpus is a numpus. Dumpuses are not angry. "
    "Zumpuses are shy. Impuses are zumpuses. Impuses are luminous. Polly is an impus.",
    "True or false: Polly is angry.",
    "Polly is an impus. Impuses are zumpuses. Polly is a zumpus. Every zumpus is a numpus. "
    "Polly is a numpus. Numpuses are tumpuses. Polly is a tumpus. Each tumpus is a yumpus. "
    "Polly is a yumpus. Each yumpus is angry. Polly is angry.",
    True,
)
FIG11_SAMPLES = [
    "Polly is an impus. Impuses are zumpuses. Polly is a zumpus. Zumpuses are numpuses. Polly is "
    "a numpus. Numpuses are tumpuses. Polly is a tumpus. Every tumpus is a yumpus. Polly is a "
    "yumpus. Yumpuses are vumpuses. Polly is a vumpus. Vumpuses are jompuses. Polly is a jompus. "
    "Each jompus is a rompus. Polly is a rompus. Rompuses are wumpuses. Polly is a wumpus. "
    "Wumpuses are not angry. Polly is not angry. False",
    "Polly is an impus. Impuses are zumpuses. Polly is a zumpus. Zumpuses are numpuses. Polly is "
    "a numpus. Numpuses are tumpuses. Polly is a tumpus. Each tumpus is a yumpus. Polly is a "
    "yumpus. Yumpuses are angry. Polly is angry. True",
    "Polly is an impus. Impuses are zumpuses. Polly is a zumpus. Zumpuses are numpuses. Polly is "
    "a numpus. Numpuses are tumpuses. Polly is a tumpus. Each tumpus is a yumpus. Polly is a "
    "yumpus. Yumpuses are vumpuses. Polly is a vumpus. Vumpuses are jompuses. Polly is a jompus. "
    "Every jompus is a rompus. Polly is a rompus. Rompuses are not angry. Polly is not angry. "
    "False",
]


def test_figure11_polly_samples() -> None:
    with Checker(FIG11) as checker:
        wrong1, right, wrong2 = checker.check_many(FIG11_SAMPLES)
    # The sample that follows the gold proof is all canonical and correct.
    assert all(s.canonical for s in right.steps)
    assert right.proof_correct["strict"] and right.label_correct
    for wrong, invalid_rule in (
        (wrong1, "Wumpuses are not angry."),
        (wrong2, "Rompuses are not angry."),
    ):
        classes = [s.step_class for s in wrong.steps]
        assert classes[:9] == [C.CANONICAL] * 9
        assert wrong.steps[9].sentence == "Yumpuses are vumpuses."
        assert classes[9] is C.STRICT_ATOMIC_MISLEADING  # purple: the wrong branch
        rule = next(s for s in wrong.steps if s.sentence == invalid_rule)
        assert rule.step_class is C.INVALID  # red: no such rule in the context
        assert classes[-1] is C.INVALID  # Polly is not angry
        assert not any(wrong.proof_correct.values())
        assert wrong.label_correct is False
        # The branch never returns to the gold proof.
        assert wrong.wrong_branch_lengths == ()


def test_wrong_branch_length_when_the_cot_returns() -> None:
    """Figure 10: steps after a misleading step until the CoT is back on the gold proof."""
    out = (
        "Fae is a cat. Cats are carnivores. Fae is a carnivore. Carnivores are mammals. "
        "Fae is a mammal. Every carnivore is not herbivorous. Fae is not herbivorous. True"
    )
    result = check(FIG1, out)
    assert result.steps[3].step_class is C.STRICT_ATOMIC_MISLEADING
    assert result.wrong_branch_lengths == (2,)
    assert result.proof_correct["strict"]


def test_unterminated_last_sentence_is_checked() -> None:
    """Evaluation reference §7 item 14: `… Fae is not herbivorous True` (no period): the
    original never parses the last sentence; pyverify does, with a warning."""
    gold = " ".join(FIG1.chain_of_thought)
    result = check(FIG1, gold[:-1] + " True")
    assert result.proof_correct["strict"] and result.label_correct
    assert "sentence not terminated by punctuation" in result.steps[-1].warnings


def test_repeated_samples_are_checked_once_and_reported_each() -> None:
    """check_many parses and checks identical outputs once; every output still gets its
    own result (own id, own step objects), equal to checking it alone."""
    samples = [FIG11_SAMPLES[1], FIG11_SAMPLES[0], FIG11_SAMPLES[1], FIG11_SAMPLES[1]]
    with Checker(FIG11) as checker:
        results = checker.check_many(samples, ids=["a", "b", "c", "d"])
        alone = [checker.check(s) for s in samples]
    assert [r.id for r in results] == ["a", "b", "c", "d"]
    for r, a in zip(results, alone, strict=True):
        assert [s.to_json() for s in r.steps] == [s.to_json() for s in a.steps]
        assert r.proof_correct == a.proof_correct and r.label_correct == a.label_correct
    assert results[0].steps[0] is not results[2].steps[0]
    assert results[0].metadata is not results[2].metadata


def test_a_jump_written_out_afterwards_is_a_canonical_path() -> None:
    """§4 of seed 000: a proof is correct when *a* path of steps reaches the conclusion.
    A CoT that jumps to a fact, then writes the hops out and restates it, has written a
    path of canonical steps: the restatement is judged by its one-step derivation, not
    as a repeat of the jump, and the proof is strictly correct (it was "skip" only)."""
    out = (
        "Fae is a cat. Fae is a mammal. Cats are carnivores. Fae is a carnivore. "
        "Carnivores are mammals. Fae is a mammal. Every carnivore is not herbivorous. "
        "Fae is not herbivorous. True"
    )
    ex = make_example(
        "Each cat is a carnivore. Every carnivore is not herbivorous. Carnivores are mammals. "
        "Fae is a cat.",
        "True or false: Fae is a mammal.",
        "Fae is a cat. Cats are carnivores. Fae is a carnivore. Carnivores are mammals. "
        "Fae is a mammal.",
        True,
    )
    result = check(ex, out)
    jump, again = result.steps[1], result.steps[5]
    assert jump.step_class is C.STRICT_NONATOMIC_CORRECT and jump.hops == 4
    assert again.step_class is C.CANONICAL and again.rule == "MP"
    assert again.premise_steps == (3, 4)
    assert result.proof_correct == {"strict": True, "skip": True, "broad": True, "valid": True}
    # without the restatement the conclusion rests on the jump
    short = check(ex, "Fae is a cat. Fae is a mammal. True")
    assert short.proof_correct == {"strict": False, "skip": True, "broad": False, "valid": True}


def test_a_repeat_of_a_canonical_step_stays_a_repeat() -> None:
    out = " ".join(FIG1.chain_of_thought) + " Fae is a carnivore. True"
    result = check(FIG1, out)
    assert result.steps[-1].rule == "repeat" and result.steps[-1].premise_steps == (2,)


CAT_CHAIN = make_example(
    "Each cat is a carnivore. Carnivores are mammals. Mammals are animals. Fae is a cat.",
    "True or false: Fae is an animal.",
    "Fae is a cat. Cats are carnivores. Fae is a carnivore. Carnivores are mammals. "
    "Fae is a mammal. Mammals are animals. Fae is an animal.",
    True,
)


def test_a_shortcut_written_out_afterwards_is_a_canonical_path() -> None:
    """The same for a broadly-valid shortcut (Table 2's 'Every cat is a mammal'): once the
    hops are written out, the restated fact is canonical and later steps rest on it."""
    ex = CAT_CHAIN
    out = (
        "Fae is a cat. Every cat is a mammal. Fae is a mammal. Cats are carnivores. "
        "Fae is a carnivore. Carnivores are mammals. Fae is a mammal. Mammals are animals. "
        "Fae is an animal. True"
    )
    result = check(ex, out)
    assert [s.validity.value for s in result.steps[1:3]] == ["broad", "broad"]
    again = result.steps[6]
    assert again.step_class is C.CANONICAL and again.premise_steps == (4, 5)
    assert result.steps[8].premise_steps == (6, 7)
    assert result.proof_correct["strict"]


def test_two_routes_are_credited_by_the_one_the_restatement_takes() -> None:
    """A documented limitation (README, "How a step is judged"): the metrics follow one
    derivation per step. A broadly-valid shortcut, then a strict non-atomic route to the
    same fact, restated: the restatement repeats the shortcut, so the proof counts under
    broad, not under skip."""
    ex = CAT_CHAIN
    out = (
        "Fae is a cat. Every cat is a mammal. Fae is a mammal. Fae is a carnivore. "
        "Fae is a mammal. Mammals are animals. Fae is an animal. True"
    )
    result = check(ex, out)
    assert result.steps[4].rule == "repeat" and result.steps[4].validity.value == "broad"
    assert result.proof_correct == {"strict": False, "skip": False, "broad": True, "valid": True}
