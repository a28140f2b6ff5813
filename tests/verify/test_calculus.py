"""Strictly valid = provable with the rules of the gold proofs (§4 of seed 000): Ax and
Hop in PrOntoQA (A.1), the natural-deduction rules of the generator in PrOntoQA-OOD
(seed 002). ``CheckOptions.calculus`` and its ``auto`` choice per example."""

from __future__ import annotations

import pytest

from pyverify.cli import check as check_command
from pyverify.example import Example
from pyverify.generate import OODConfig, PrOntoQAConfig, generate, generate_ood
from pyverify.verify import CheckOptions, Validity, check
from pyverify.verify.checker import (
    CALCULI,
    MODUS_PONENS,
    NATURAL_DEDUCTION,
    Checker,
    example_calculus,
)

# The paper's own Table 2 context (seed 000), with a dog for modus tollens.
CONTEXT = ("Dogs are herbivorous.", "Cats are carnivores.",
           "Every carnivore is not herbivorous.", "Fae is a cat.")
GOLD = ("Fae is a cat.", "Cats are carnivores.", "Fae is a carnivore.",
        "Every carnivore is not herbivorous.", "Fae is not herbivorous.")
EXAMPLE = Example("table2", CONTEXT, "True or false: Fae is not herbivorous.", GOLD, True)
DOG = Example("dog", CONTEXT, "True or false: Fae is not a dog.",
              (*GOLD, "Dogs are herbivorous.", "Fae is not a dog."), True)

ND = CheckOptions(calculus=NATURAL_DEDUCTION, cross_check=True)
MP = CheckOptions(calculus=MODUS_PONENS, cross_check=True)
AUTO = CheckOptions(cross_check=True)


def classes(result):  # type: ignore[no-untyped-def]
    return [(s.sentence, s.step_class.value, s.rule) for s in result.steps]


def test_modus_tollens_in_prontoqa_is_broadly_valid() -> None:
    output = " ".join(DOG.chain_of_thought) + " True"
    for options in (AUTO, MP):
        result = check(DOG, output, options)
        assert classes(result)[-1] == ("Fae is not a dog.", "broad-correct", "MT")
        assert result.proof_correct == {"strict": False, "skip": False, "broad": True,
                                        "valid": True}
        assert result.steps[-1].entailed is True
    result = check(DOG, output, ND)
    assert classes(result)[-1] == ("Fae is not a dog.", "strict-nonatomic-correct", "MT")
    assert result.proof_correct == {"strict": False, "skip": True, "broad": False,
                                    "valid": True}


def test_and_or_introduction_in_prontoqa_is_broadly_valid_and_never_atomic() -> None:
    output = ("Fae is a cat. Cats are carnivores. Fae is a carnivore. Fae is a cat and a "
              "carnivore. Fae is a cat or a dog. Every carnivore is not herbivorous. Fae is "
              "not herbivorous. True")
    got = {c[0]: c[1:] for c in classes(check(EXAMPLE, output, AUTO))}
    assert got["Fae is a cat and a carnivore."] == ("broad-misleading", "AndI")
    assert got["Fae is a cat or a dog."] == ("broad-misleading", "OrI")
    assert got["Fae is not herbivorous."] == ("canonical", "MP")  # the path is untouched
    result = check(EXAMPLE, output, AUTO)
    assert all(s.atomic is False for s in result.steps if s.validity is Validity.BROAD)
    assert result.proof_correct["strict"] is True
    got = {c[0]: c[1:] for c in classes(check(EXAMPLE, output, ND))}
    assert got["Fae is a cat and a carnivore."] == ("strict-atomic-misleading", "AndI")
    assert got["Fae is a cat or a dog."] == ("strict-atomic-misleading", "OrI")


def test_and_elimination_in_prontoqa_is_broadly_valid_unless_a_hop_gives_it() -> None:
    # 'Fae is a carnivore' after the conjunction: Hop from #0 and #1 gives it, atomic
    output = ("Fae is a cat. Cats are carnivores. Fae is a cat and a carnivore. Fae is a "
              "carnivore. True")
    result = check(EXAMPLE, output, AUTO)
    assert classes(result)[3] == ("Fae is a carnivore.", "canonical", "MP")
    # with the rule left unstated, and-elimination (1 application) beats Ax + Hop (2)
    output = "Fae is a carnivore and a cat. Fae is a carnivore. True"
    nd = check(EXAMPLE, output, ND).steps[1]
    mp = check(EXAMPLE, output, AUTO).steps[1]
    assert (nd.validity, nd.rule, nd.hops) == (Validity.STRICT, "AndE", 1)
    assert (mp.validity, mp.rule, mp.atomic) == (Validity.BROAD, "AndE", False)


def test_prontoqa_gold_proofs_stay_strictly_correct_and_ood_ones_keep_their_rules() -> None:
    for ex in generate(PrOntoQAConfig(hops=3, n=10, seed=2), validate=False):
        assert Checker(ex).calculus == MODUS_PONENS
        result = check(ex, " ".join(ex.chain_of_thought) + f" {ex.answer}")
        assert all(result.proof_correct.values())
    for rule in ("AndIntro", "OrElim", "ProofByContra", "ModusPonens"):
        width = 2 if rule == "ModusPonens" else 3  # (ModusPonens has no width)
        for ex in generate_ood(OODConfig(rule=rule, depth=2, width=width, n=4, seed=2)):
            assert Checker(ex).calculus == NATURAL_DEDUCTION
            result = check(ex, " ".join(ex.chain_of_thought))
            assert all(result.proof_correct.values()), rule


def test_auto_takes_the_calculus_of_the_example_s_dataset() -> None:
    assert example_calculus(EXAMPLE) == MODUS_PONENS  # no metadata, simple sentences
    ood = next(iter(generate_ood(OODConfig(rule="OrElim", n=1), validate=False)))
    bare = Example(ood.id, ood.context, ood.query, ood.chain_of_thought, ood.answer,
                   context_fol=ood.context_fol, gold_fol=ood.gold_fol)
    assert example_calculus(bare) == NATURAL_DEDUCTION  # its disjunction says so
    assert Checker(Example("t", ood.context, ood.query, ood.chain_of_thought, None)
                   ).calculus == NATURAL_DEDUCTION  # read from the sentences alone
    for metadata, want in (({"rule": "OrElim"}, NATURAL_DEDUCTION),
                           ({"rule": "ModusPonens"}, MODUS_PONENS),
                           ({"rule": "ModusPonens", "ood_demonstrations": True},
                            NATURAL_DEDUCTION),
                           ({"generator": "prontoqa-ood", "rule": "ModusPonens"},
                            NATURAL_DEDUCTION),
                           ({"generator": "prontoqa"}, MODUS_PONENS)):
        ex = Example("m", CONTEXT, EXAMPLE.query, GOLD, True, metadata=metadata)
        assert example_calculus(ex) == want, metadata
        assert example_calculus(ex, MODUS_PONENS) == MODUS_PONENS
        assert example_calculus(ex, NATURAL_DEDUCTION) == NATURAL_DEDUCTION


def test_the_choices_are_checked_and_the_cli_offers_the_same() -> None:
    with pytest.raises(ValueError, match="calculus must be one of"):
        CheckOptions(calculus="sequent")
    assert check_command.CALCULI == CALCULI
    assert CheckOptions().settings()["calculus"] == "auto"
