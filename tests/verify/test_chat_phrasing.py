"""Chain-of-thought as chat models write it (numbered steps, Markdown, "Since X and Y",
"which means", "Case 1:", "In either case", "neither … nor", "**Answer:**") is verified
like the controlled English of the gold proofs: a faithful proof is strictly correct, a
proof missing a step is not. The phrasing is read; the logic is judged as usual."""

from __future__ import annotations

import pytest

from pyverify.example import Example
from pyverify.generate import OODConfig, PrOntoQAConfig, generate, generate_ood
from pyverify.verify import CheckOptions, ProofResult, Validity, check


def _ood_example(rule: str) -> Example:
    """The depth-1, width-2 example of ``rule`` the tests below write their proofs for
    (seed 3: Max, a lorpus or a tumpus, …)."""
    return next(iter(generate_ood(OODConfig(rule=rule, depth=1, width=2, n=1, seed=3),
                                  validate=False)))


def _lower_first(sentence: str) -> str:
    return sentence[0].lower() + sentence[1:]


@pytest.mark.parametrize("seed", range(6))
def test_chat_style_prontoqa_proof(seed: int) -> None:
    ex = next(iter(generate(PrOntoQAConfig(hops=3, n=1, seed=seed), validate=False)))
    g = [s.strip().rstrip(".") for s in ex.chain_of_thought]
    fact0, rule1, fact2, rule3, fact4, rule5, fact6 = g
    also = fact4.replace(" is ", " is also ", 1)
    chat = (
        "Let's think step by step.\n\n"
        f"1. From the context, we know that {fact0}.\n"
        f"2. Since {fact0} and {_lower_first(rule1)}, {fact2}.\n"
        f"3. **{rule3}.**\n"
        f"4. Therefore, {also}.\n"
        f"5. {rule5}, which means that {fact6}.\n\n"
        f"**Answer:** {ex.answer}"
    )
    result = check(ex, chat)
    assert result.proof_correct["strict"], [(s.sentence, s.step_class) for s in result.steps]
    assert result.label_predicted is ex.answer
    # "Let's think step by step." is a comment, which the metrics ignore; nothing is left
    # unparseable
    classes = [s.step_class.value for s in result.steps]
    assert classes[0] == "marker" and result.steps[0].kind.value == "comment"
    assert "unparseable" not in classes
    # the same phrasing with a hop left out: valid, not strict
    skipped = chat.replace(f"3. **{rule3}.**\n", "").replace(f"4. Therefore, {also}.\n", "")
    result = check(ex, skipped)
    assert not result.proof_correct["strict"] and result.proof_correct["valid"]


def test_chat_style_proof_by_cases_and_by_contradiction() -> None:
    ex = _ood_example("OrElim")
    assert ex.query == "Prove: Max is a gorpus."
    cases = (
        "We know that Max is a lorpus or a tumpus. Let's consider both cases.\n\n"
        "Case 1: Assume Max is a lorpus. Since every lorpus is a gorpus, Max is a gorpus.\n\n"
        "Case 2: Suppose Max is a tumpus. Each tumpus is a gorpus, which means Max is also a "
        "gorpus.\n\nIn either case, Max is a gorpus."
    )
    assert check(ex, cases).proof_correct["strict"]
    one_case = cases[: cases.index("Case 2")] + "In either case, Max is a gorpus."
    assert not check(ex, one_case).proof_correct["valid"]

    ex = _ood_example("ProofByContra")
    assert ex.query == "Prove: Max is not a lorpus and Max is not a gorpus."
    contra = (
        "Assume for contradiction that Max is a lorpus. Then Max is a gorpus or a lorpus. "
        "Everything that is a gorpus or a lorpus is a tumpus, so Max is a tumpus. This "
        "contradicts the fact that Max is not a tumpus. Therefore, Max cannot be a lorpus.\n\n"
        "Now assume Max is a gorpus. Max is a gorpus or a lorpus, and everything that is a "
        "gorpus or a lorpus is a tumpus, so Max is a tumpus. This is a contradiction, so Max "
        "is not a gorpus.\n\nHence, Max is neither a lorpus nor a gorpus."
    )
    assert check(ex, contra).proof_correct["strict"]
    # a contradiction claimed where there is none is invalid, and the proof is no longer
    # strict (its conclusion still follows by modus tollens, which is valid, not strict)
    unsound = contra.replace("Max is a gorpus or a lorpus, and everything that is a gorpus "
                             "or a lorpus is a tumpus, so Max is a tumpus. ", "")
    result = check(ex, unsound)
    claimed = [s for s in result.steps if s.sentence.startswith("This is a contradiction")]
    assert claimed and claimed[0].step_class.value == "invalid"
    assert not result.proof_correct["strict"]


def test_proof_by_contradiction_in_chat_words() -> None:
    """'X, which contradicts the fact that Y', 'This is a contradiction because Y', 'our
    assumption that X is false', 'our assumption was wrong, and …', '… in either case'."""
    ex = _ood_example("ProofByContra")
    contra = (
        "Suppose Max is a lorpus. Then Max is a gorpus or a lorpus. Everything that is a "
        "gorpus or a lorpus is a tumpus, so Max is a tumpus, which contradicts our earlier "
        "conclusion that Max is not a tumpus. Therefore, our assumption that Max is a lorpus "
        "is false.\n\nNow suppose Max is a gorpus. Max is a gorpus or a lorpus. Everything "
        "that is a gorpus or a lorpus is a tumpus, so Max is a tumpus. This is a "
        "contradiction because Max is not a tumpus. So our assumption was wrong, and Max is "
        "not a gorpus.\n\nWe have shown that Max is not a lorpus and Max is not a gorpus."
    )
    result = check(ex, contra)
    assert result.proof_correct["strict"], [(s.sentence, s.step_class) for s in result.steps]
    assert "unparseable" not in [s.step_class.value for s in result.steps]
    # the assumption refuted the wrong way round says 'Max is a lorpus': no proof by
    # contradiction, and the conclusion then rests on modus tollens (valid, not strict)
    flipped = contra.replace("our assumption that Max is a lorpus is false",
                             "our assumption that Max is not a lorpus is false")
    result = check(ex, flipped)
    step = next(s for s in result.steps if "not a lorpus is false" in s.sentence)
    assert step.rule != "PbC" and not result.proof_correct["strict"]


@pytest.mark.parametrize("seed", range(4))
def test_verdict_on_the_quoted_query_concludes_the_proof(seed: int) -> None:
    """'Therefore, the statement "<query>" is true/false.' is the proof's conclusion and
    its label: the claim it makes (the query, or its negation) is judged like any step,
    and the label follows from that claim, not from the word alone."""
    ex = next(iter(generate(PrOntoQAConfig(hops=2, n=1, seed=seed), validate=False)))
    query = ex.query.split(":", 1)[1].strip().rstrip(".")
    body = " ".join(s.strip() for s in ex.chain_of_thought[:-1])  # no final sentence
    verdict = "true" if ex.answer else "false"
    result = check(ex, f'{body} Therefore, the statement "{query}" is {verdict}.')
    assert result.proof_correct["strict"] and result.label_predicted is ex.answer
    # the opposite verdict: an invalid final step and a wrong label
    wrong = "false" if ex.answer else "true"
    result = check(ex, f'{body} Therefore, the statement "{query}" is {wrong}.')
    assert not result.proof_correct["valid"] and result.label_predicted is (not ex.answer)
    assert result.steps[-1].validity.value == "invalid"
    # the same claim said through the query's negation: same label as the gold
    if not query.startswith(query.split()[0] + " is not "):
        negated = query.replace(" is ", " is not ", 1)
        result = check(ex, f'{body} So "{negated}" is {wrong}.')
        assert result.proof_correct["strict"] and result.label_predicted is ex.answer


def test_reasoning_model_format() -> None:
    """'<think>…</think>' then '<answer>…</answer>' or a final answer, as reasoning models
    and RL training formats write it: the tags are markup, the proof is judged as usual."""
    ex = next(iter(generate(PrOntoQAConfig(hops=3, n=1, seed=4), validate=False)))
    cot = " ".join(s.strip() for s in ex.chain_of_thought)
    for out in (f"<think>\nOkay, let me see. {cot}\n</think>\n\nThe answer is {ex.answer}.",
                f"<think>{cot}</think><answer>{ex.answer}</answer>"):
        result = check(ex, out)
        assert result.proof_correct["strict"] and result.label_predicted is ex.answer
        assert "unparseable" not in [s.step_class.value for s in result.steps]
    # a hop left out inside the think block is still a gap
    gapped = " ".join(s.strip() for s in ex.chain_of_thought[:1] + ex.chain_of_thought[3:])
    result = check(ex, f"<think>{gapped}</think><answer>{ex.answer}</answer>")
    assert not result.proof_correct["strict"] and result.proof_correct["valid"]


def _strict_classes(result: object) -> list[str]:
    """The step classes of a result that must be strictly correct with no step unread."""
    steps = result.steps  # type: ignore[attr-defined]
    classes = [s.step_class.value for s in steps]
    assert result.proof_correct["strict"], list(  # type: ignore[attr-defined]
        zip([s.sentence for s in steps], classes, strict=True)
    )
    assert "unparseable" not in classes
    return classes


def test_cases_with_reasons_in_brackets_and_contradictions_in_chat_words() -> None:
    """Numbered steps whose reason follows in brackets on the next line ('(from 2,
    lorpuses are gorpuses)'), remarks alone in brackets ('(premise)'), 'Assume, for the
    sake of contradiction, that X', 'X, which is a contradiction', 'our assumption is
    false: Y' and 'By the same reasoning, Y' (each step of which was unparseable)."""
    ex = _ood_example("OrElim")
    numbered = (
        "1. Max is a lorpus or a tumpus. (premise)\n2. Assume Max is a lorpus.\n"
        "3. Max is a gorpus. (from 2, lorpuses are gorpuses)\n4. Assume Max is a tumpus.\n"
        "5. Max is a gorpus. (from 4, tumpuses are gorpuses)\n"
        "6. Max is a gorpus. (disjunction elimination, 1, 3, 5)"
    )
    classes = _strict_classes(check(ex, numbered))
    result = check(ex, numbered)
    assert classes.count("marker") == 2
    # the reason is judged before the claim it supports, and is itself a step
    reason = next(i for i, s in enumerate(result.steps) if s.sentence.startswith("(from 2"))
    assert result.steps[reason + 1].sentence == "3. Max is a gorpus."
    # a wrong reason is an invalid step, not a remark, and no longer carries its claim
    wrong = check(ex, numbered.replace("(from 4, tumpuses are gorpuses)",
                                       "(from 4, gorpuses are tumpuses)"))
    cited = next(s for s in wrong.steps if s.sentence.startswith("(from 4"))
    assert cited.step_class.value == "invalid" and not wrong.proof_correct["strict"]

    ex = _ood_example("ProofByContra")
    contra = (
        "Assume, for the sake of contradiction, that Max is a lorpus. Then Max is a gorpus or "
        "a lorpus. Since everything that is a gorpus or a lorpus is a tumpus, Max is a tumpus. "
        "But Max is not a tumpus, which is a contradiction. Thus our assumption is false: Max "
        "is not a lorpus.\n\nFor the sake of contradiction, suppose Max is a gorpus. Then Max "
        "is a gorpus or a lorpus, so Max is a tumpus, a contradiction. Hence Max is not a "
        "gorpus.\n\nTherefore, Max is not a lorpus and Max is not a gorpus."
    )
    _strict_classes(check(ex, contra))
    # the second case skipped 'by the same reasoning' is read, and judged: no proof by
    # contradiction stands behind it
    skipped = contra[: contra.index("For the sake")] + (
        "By the same reasoning, Max is not a gorpus.\n\nTherefore, Max is not a lorpus and "
        "Max is not a gorpus."
    )
    result = check(ex, skipped)
    assert "unparseable" not in [s.step_class.value for s in result.steps]
    assert not result.proof_correct["strict"]


def _both_cases(case: str, end: str) -> str:
    """A proof of the ProofByContra example (_ood_example): ``case`` for each of its two
    disjuncts (``{c}`` the disjunct), then ``end``."""
    return " ".join(case.format(c=c) for c in ("lorpus", "gorpus")) + " " + end

def _strict_and_entailed(ex: Example, text: str, options: CheckOptions) -> ProofResult:
    """The result of ``text``, after asserting that it is strictly correct and that z3
    confirms every valid step (``options`` cross-check)."""
    result = check(ex, text, options)
    assert result.proof_correct["strict"], [(s.sentence, s.step_class) for s in result.steps]
    assert all(s.entailed for s in result.steps
               if s.validity is not None and s.validity.value in ("strict", "broad"))
    return result


def test_conditionals_are_closed_cases() -> None:
    """'If X, then Y' (chat models write the cases of a proof by cases so): X is assumed
    for the sentence only. Both cases so written prove the goal by cases; one case, or a
    conditional alone, establishes nothing; and a later MP step is not tied to the
    conditional's assumption (it was a repeat resting on it while the assumption stayed
    open). z3 agrees with every valid step."""
    options = CheckOptions(cross_check=True)
    ex = _ood_example("OrElim")
    both = (
        "Max is a lorpus or a tumpus.\n"
        "- If Max is a lorpus, then Max is a gorpus (lorpuses are gorpuses).\n"
        "- If Max is a tumpus, then Max is a gorpus (tumpuses are gorpuses).\n"
        "Thus, in either case, Max is a gorpus."
    )
    result = _strict_and_entailed(ex, both, options)
    assert [s.rule for s in result.steps].count("assume") == 2
    one = both.replace("- If Max is a tumpus, then Max is a gorpus (tumpuses are gorpuses).\n",
                       "")
    result = check(ex, one, options)
    assert result.steps[-1].validity.value == "invalid"
    alone = "If Max is a lorpus, then Max is a gorpus (lorpuses are gorpuses). Max is a gorpus."
    assert check(ex, alone).steps[-1].validity.value == "invalid"

    # 'If X: A' heads a case as 'Case X: A' does: X is assumed until the next case (or a
    # discharge) closes it, so the case goes on after a semicolon and on the lines after
    # its own ('1. **If X:** R.\nHence, Y.', set 14); what it derives counts outside
    # only through the proof by cases
    semicolons = (
        "Max is a lorpus or a tumpus.\n"
        "- If Max is a lorpus: lorpuses are gorpuses; so Max is a gorpus.\n"
        "- If Max is a tumpus: tumpuses are gorpuses; so Max is a gorpus.\n"
        "Thus, in either case, Max is a gorpus."
    )
    _strict_and_entailed(ex, semicolons, options)
    lines = semicolons.replace("gorpuses; so", "gorpuses;\nso")
    _strict_and_entailed(ex, lines, options)
    one_case = "\n".join(semicolons.splitlines()[:2])
    assert check(ex, one_case, options).steps[-1].hypotheses != ()
    assert check(ex, one_case + "\nSo Max is a gorpus.", options).steps[-1].hypotheses != ()

    ex = next(iter(generate(PrOntoQAConfig(hops=1, n=1, seed=2), validate=False)))
    fact, rule, goal = (s.strip().rstrip(".") for s in ex.chain_of_thought)
    cot = f"If {fact}, then {goal}. {fact}. {rule}. So {goal}. {ex.answer}"
    result = check(ex, cot, options)
    assert result.proof_correct["strict"], [(s.sentence, s.step_class) for s in result.steps]
    assert result.steps[-1].hypotheses == ()


FAE = Example(
    id="fae",
    context=("Fae is a cat.", "Cats are carnivores.", "Every carnivore is not herbivorous.",
             "Carnivores are mammals.", "Every mammal is a vertebrate."),
    query="True or false: Fae is not herbivorous.",
    chain_of_thought=("Fae is a cat.", "Cats are carnivores.", "Fae is a carnivore.",
                      "Every carnivore is not herbivorous.", "Fae is not herbivorous."),
    answer=True,
)


def test_a_conditional_asserts_its_consequent_under_its_antecedent_only() -> None:
    """`If Fae is a dog, then Fae is a carnivore.` states carnivore(Fae) only where Fae is
    a dog (Algorithm 1, seed 000: only a step's own logical form joins S). The consequent
    followed from the earlier steps, so it was stored as an unconditional fact: a skipped
    hop became a strictly correct proof, and a conclusion stated only inside such a
    conditional a proof at all. It rests on the conditional's assumption now, whose
    antecedent is false here; one whose antecedent holds where it is written (and-
    introduction written as a conditional) assumes nothing, as before."""
    options = CheckOptions(cross_check=True)
    gold = " ".join(FAE.chain_of_thought[:4])
    inside = check(FAE, f"{gold} If Fae is a dog, then Fae is not herbivorous. True", options)
    assert inside.steps[-1].hypotheses == (inside.steps[-2].index,)
    assert not any(inside.proof_correct.values())
    skipped = ("Fae is a cat. Cats are carnivores. {}Every carnivore is not herbivorous. "
               "Fae is not herbivorous. True")
    plain = check(FAE, skipped.format(""), options)
    padded = check(FAE, skipped.format("If Fae is a dog, then Fae is a carnivore. "), options)
    metrics = {"strict": False, "skip": True, "broad": False, "valid": True}
    assert plain.proof_correct == padded.proof_correct == metrics
    assert not any(s.entailed is False for s in padded.steps)
    held = check(FAE, "Fae is a cat. Cats are carnivores. If Fae is a cat, then Fae is a "
                      "carnivore. Every "
                      "carnivore is not herbivorous. Fae is not herbivorous. True", options)
    assert all(held.proof_correct.values())


POLLY = Example(
    id="polly",
    context=("Every grimpus is metallic.", "Each grimpus is a yumpus.", "Every yumpus is a wumpus.",
             "Wumpuses are windy.", "Wumpuses are zumpuses.", "Each lorpus is not windy.",
             "Each zumpus is sweet.", "Polly is a grimpus."),
    query="True or false: Polly is windy.",
    chain_of_thought=("Polly is a grimpus.", "Each grimpus is a yumpus.", "Polly is a yumpus.",
                      "Every yumpus is a wumpus.", "Polly is a wumpus.", "Wumpuses are windy.",
                      "Polly is windy."),
    answer=True,
)


def test_nested_conditionals_close_together_and_a_disjunct_that_holds_assumes_nothing() -> None:
    """'If X, then if Y, then Z.': both conditionals end with Z, and only the inner one
    was closed, so X stayed usable after the sentence (a later step rested on it, and
    one the context contradicts was valid). An antecedent 'X or Y' whose X holds where
    it is written assumes nothing, as 'Since X, …' does not (the consequent is then
    judged like one after 'Since')."""
    options = CheckOptions(cross_check=True)
    nested = check(POLLY, "Polly is a grimpus. If Polly is a wumpus, then if Polly is a "
                          "zumpus, then Polly is sweet. Wumpuses are windy. Polly is windy. "
                          "True", options)
    assert nested.steps[-1].hypotheses == () and nested.steps[-1].premise_steps != (1, 4)
    assert nested.steps[-1].atomic is False  # (via the unstated grimpus chain)
    contradicted = check(POLLY, "If Polly is a lorpus, then if Polly is a yumpus, then "
                                "Polly is metallic. Polly is not windy. False", options)
    assert contradicted.steps[-1].validity is Validity.INVALID
    since = check(POLLY, "Polly is a grimpus. Each grimpus is a yumpus. Polly is a yumpus. "
                         "Since Polly is a yumpus, Polly is a wumpus. Wumpuses are windy. "
                         "Polly is windy. True", options)
    either = check(POLLY, "Polly is a grimpus. Each grimpus is a yumpus. Polly is a yumpus. "
                          "If Polly is a yumpus or Polly is a lorpus, then Polly is a wumpus. "
                          "Wumpuses are windy. Polly is windy. True", options)
    assert either.proof_correct == since.proof_correct
    assert all(s.hypotheses == () for s in either.steps)


GOALS = ("We want to prove: {g}.", "We need to show: **{g}**.", "To prove: {g}.",
         "Prove: {g}.", "Goal: {g}.", "**Goal:** {g}.", "Claim 1: {g}.", "So, to prove: {g}.",
         "What we need to establish: {g}.")


@pytest.mark.parametrize("lead", GOALS)
def test_a_goal_announced_is_no_step(lead: str) -> None:
    """'We want to prove: X' states what is to be shown: no claim of X (read as one, it
    put the conclusion first, valid under skip before any step led to it). A colon
    after a claim or a plain lead-in still introduces a step."""
    ex = next(iter(generate(PrOntoQAConfig(hops=3, n=1, seed=5), validate=False)))
    goal = ex.chain_of_thought[-1].strip().rstrip(".")
    r = check(ex, lead.format(g=goal) + f" The answer is {ex.answer}.")
    assert [s.step_class.value for s in r.steps] == ["marker"]
    assert not any(r.proof_correct.values())
    gold = " ".join(ex.chain_of_thought[:-1])
    r = check(ex, lead.format(g=goal) + f" {gold} So {goal}."
              + f" The answer is {ex.answer}.")
    assert r.proof_correct["strict"]
    assert check(ex, f"We know: {goal}.").steps[0].step_class.value != "marker"


def test_a_wrong_branch_from_a_gold_conjunction_in_another_order_is_misleading() -> None:
    """Utility compares a premise with the gold proof up to the order of its conjuncts
    (seed 002 A.6: operand order does not matter), as validity does: a wrong branch that
    starts from the gold conjunction restated in another order is misleading (it was
    not, since the reordered conjunction was no gold formula by identity)."""
    ex = next(iter(generate_ood(OODConfig(rule="AndElim", depth=1, width=3, n=1, seed=1707,
                                          ordering="random"), validate=False)))
    assert ex.chain_of_thought[0] == "Alex is discordant, a lorpus, and a storpus."
    cot = ("Alex is a storpus, a lorpus, and discordant. Storpuses are fruity and fompuses, "
           "so Alex is fruity and a fompus. Alex is discordant.")
    detour = check(ex, cot).steps[2]
    assert detour.sentence.endswith("Alex is fruity and a fompus.")
    assert detour.misleading and detour.validity.value == "strict"
    assert not check(ex, cot.replace("storpus, a lorpus, and discordant",
                                     "discordant, a lorpus, and a storpus")).steps[0].misleading


def test_cases_headed_by_if_lines() -> None:
    """Mistral's layout (held-out set 17): a line 'If X:' heads the lines of its case,
    the disjunction is cited in the plan ('the two possibilities given by the statement
    "A or B"'), and the conclusion restates the cases' agreement ('Since A or B, and in
    both cases C, we conclude that C')."""
    options = CheckOptions(cross_check=True)
    ex = _ood_example("OrElim")
    cot = (
        'To prove that Max is a gorpus, we can consider the two possibilities given by the '
        'statement "Max is a lorpus or a tumpus."\n\n'
        "1. **If Max is a lorpus:**\n   - Every lorpus is a gorpus.\n"
        "   - Therefore, Max is a gorpus.\n\n"
        "2. **If Max is a tumpus:**\n   - Each tumpus is a gorpus.\n"
        "   - Therefore, Max is a gorpus.\n\n"
        "Since Max is either a lorpus or a tumpus, and in both cases Max is a gorpus, we "
        "conclude that Max is a gorpus."
    )
    result = _strict_and_entailed(ex, cot, options)
    assert [s.rule for s in result.steps].count("assume") == 2
    # one case only: the conclusion rests on that case's assumption, still open
    one = cot[: cot.index("2. **If")] + cot[cot.index("Since Max is either"):]
    result = check(ex, one, options)
    assert result.steps[-1].hypotheses and not result.proof_correct["valid"]


@pytest.mark.parametrize("seed", range(4))
def test_a_verdict_on_the_quoted_query_before_more_claims(seed: int) -> None:
    """'Therefore, the statement "Q" is true. X.' (held-out set 17): the label is read
    from the verdict's sentence, as the claim it makes against the query, not from the
    claim after it; the proof keeps both."""
    ex = next(iter(generate(PrOntoQAConfig(hops=2, n=1, seed=seed), validate=False)))
    query = ex.query.removeprefix("True or false: ").rstrip(".")
    cot = " ".join(s.strip() for s in ex.chain_of_thought)
    first = ex.chain_of_thought[0].strip()
    verdict = "true" if ex.answer else "false"
    result = check(ex, f'{cot} Therefore, the statement "{query}" is {verdict}. {first}')
    assert result.label_status == "found" and result.label_correct
    assert result.proof_correct["strict"]
    flipped = "false" if ex.answer else "true"  # the verdict decides, not the claim after it
    result = check(ex, f'{cot} Therefore, the statement "{query}" is {flipped}. {first}')
    assert result.label_status == "found" and result.label_correct is False

def test_a_conditional_after_a_skipped_hop_does_not_restate_its_antecedent() -> None:
    """'Since Alex is a shumpus, Alex is an impus. If Alex is an impus, then …' (held-out
    set 68 #64, a skipped hop): the conditional's antecedent rests on nothing new, but it
    proves nothing either, so the disjunction after it rests on the skipped hop: correct
    under skip and valid, not strict (the antecedent was taken as a canonical statement
    of 'Max is a lorpus'). With the hop written out, strict."""
    ex = next(iter(generate_ood(OODConfig(rule="OrIntro", depth=2, width=2, n=1, seed=3),
                                validate=False)))
    assert ex.chain_of_thought[-1] == "Max is a lorpus or bitter."  # (seed 3)
    rule = "Everything that is a gorpus or metallic is a lorpus."
    conditional = "If Max is a lorpus, then Max is a lorpus or bitter."
    skipped = f"Max is a gorpus. {rule} Since Max is a gorpus, Max is a lorpus. {conditional}"
    result = check(ex, skipped)
    assert {m for m, ok in result.proof_correct.items() if ok} == {"skip", "valid"}
    written_out = ("Max is a gorpus. Max is a gorpus or metallic. "
                   f"{rule} Max is a lorpus. {conditional}")
    assert check(ex, written_out).proof_correct["strict"]


def test_a_conditional_on_what_already_holds_assumes_nothing_new() -> None:
    """'Assume X. … If X, Y.' (held-out set 17): the conditional's antecedent is the open
    assumption, so Y rests on that assumption, as it would written 'So Y', and the proof
    by contradiction goes on from it (Y under a conditional of its own was closed after
    the sentence, and the next step, 'So Z', needed two applications). The same for an
    antecedent that is a context fact: it is then an item, as if restated. z3 agrees with
    every valid step."""
    options = CheckOptions(cross_check=True)
    ex = _ood_example("ProofByContra")
    cot = (
        "Assume Max is a lorpus. Max is a gorpus or a lorpus. Everything that is a gorpus or "
        "a lorpus is a tumpus. This means that if Max is a gorpus or a lorpus, Max is a "
        "tumpus. So Max is a tumpus. This contradicts with Max is not a tumpus. Max is not a "
        "lorpus.\n\n"
        "Assume Max is a gorpus. Max is a gorpus or a lorpus. Everything that is a gorpus or a "
        "lorpus is a tumpus. Max is a tumpus. This contradicts with Max is not a tumpus. Max "
        "is not a gorpus.\n\nMax is not a lorpus and Max is not a gorpus."
    )
    result = _strict_and_entailed(ex, cot, options)
    (cond,) = [s for s in result.steps if s.prefix == "If"]
    assert cond.hypotheses == (0,)  # the open assumption's, not a new one

    ex = _ood_example("OrElim")  # 'Max is a lorpus or a tumpus' is a context fact
    cot = ("If Max is a lorpus or a tumpus, then Max is a lorpus or a tumpus. "
           "Assume Max is a lorpus. Every lorpus is a gorpus. Max is a gorpus. "
           "Assume Max is a tumpus. Each tumpus is a gorpus. Max is a gorpus. "
           "Since Max is a lorpus or a tumpus, Max is a gorpus.")
    result = _strict_and_entailed(ex, cot, options)
    assert result.steps[0].hypotheses == ()
    # a conditional on what does not hold is a closed case, as before: it proves nothing
    cot = "If Max is a gorpus, then Max is a gorpus. Max is a gorpus."
    assert check(ex, cot).steps[-1].validity.value == "invalid"



def test_contradictions_named_by_a_label_or_a_dash() -> None:
    """Held-out set 18: '* **Contradiction:** We are given that X.' (Gemini) and '- But
    we are told **X** — contradiction.' (Qwen3): the other half, then the contradiction,
    which the proof by contradiction rests on."""
    options = CheckOptions(cross_check=True)
    ex = _ood_example("ProofByContra")
    for other in ("* **Contradiction:** We are given that Max is not a tumpus.",
                  "- But we are told **Max is not a tumpus** — contradiction."):
        cot = (
            "**Part 1: Max is not a lorpus**\n* **Assume:** Max is a lorpus.\n"
            "* Then Max is a gorpus or a lorpus.\n"
            "* **Rule:** Everything that is a gorpus or a lorpus is a tumpus.\n"
            f"* **Therefore:** Max is a tumpus.\n{other}\n"
            "So our assumption is wrong, and Max is not a lorpus.\n\n"
            "**Part 2: Max is not a gorpus**\n* **Assume:** Max is a gorpus.\n"
            "* Then Max is a gorpus or a lorpus.\n"
            "* **Rule:** Everything that is a gorpus or a lorpus is a tumpus.\n"
            f"* **Therefore:** Max is a tumpus.\n{other}\nSo Max is not a gorpus.\n\n"
            "**Conclusion:** Max is not a lorpus and Max is not a gorpus."
        )
        result = _strict_and_entailed(ex, cot, options)
        assert [s.rule for s in result.steps].count("contradiction") == 2


@pytest.mark.parametrize("cot", [
    "Max is metallic and Max is a gorpus, so Max is metallic and a gorpus.",
    "Since Max is a gorpus and Max is metallic, Max is metallic and a gorpus.",
])
def test_a_conjunction_concluded_from_its_conjuncts(cot: str) -> None:
    """'A and B, so A and B' (sets 43-46; 'Since A and B, A and B'): the two facts, then
    the and-introduction, a strictly correct proof that z3 confirms step by step; read
    as one conjunction the two facts were conjoined in one step, not atomic. A conjunct
    that is not given is still judged as such."""
    options = CheckOptions(cross_check=True)
    ex = _ood_example("AndIntro")
    result = _strict_and_entailed(ex, cot, options)
    assert [s.rule for s in result.steps] == ["axiom", "axiom", "AndI"]
    assert all(s.atomic for s in result.steps)
    result = check(ex, cot.replace("gorpus", "worpus"), options)
    assert not result.proof_correct["strict"]
    assert [s.step_class.value for s in result.steps].count("invalid") >= 1


def test_cases_written_as_conditionals_with_chains() -> None:
    """'If we assume X, then since R, Y, and since R2, Z.' (sets 45 and 46: the grammar
    read a conditional's consequent only as a sentence of its own, so such cases were
    unparseable and the proof by cases unjudged): each case's steps under its
    assumption, the cases' conclusion discharging them, z3 agreeing with every valid
    step; with one case dropped, the conclusion rests on the case's open assumption and
    the proof is not correct."""
    options = CheckOptions(cross_check=True)
    ex = _ood_example("OrElim")
    cases = [
        "If we assume Max is a lorpus, then since every lorpus is a jelpus, Max is a jelpus, "
        "and since every lorpus is a gorpus, Max is a gorpus.",
        "If Max is a tumpus, then since each tumpus is a gorpus, Max is a gorpus.",
    ]
    end = "Since Max is a gorpus in both possible cases, Max is a gorpus."
    result = _strict_and_entailed(ex, f"Max is a lorpus or a tumpus. {' '.join(cases)} {end}",
                                  options)
    assert [s.kind.value for s in result.steps].count("assumption") == 2
    result = check(ex, f"Max is a lorpus or a tumpus. {cases[0]} {end}", options)
    assert not result.proof_correct["valid"]
    assert result.steps[-1].hypotheses  # (it rests on the case left open)
    # 'If we assume X, then Y' opens the case, which goes on after its sentence (set 51
    # #54); 'If X, then Y' closes it there, and the case's next sentence rests on nothing
    for opening, strict in (("If we assume", True), ("If", False)):
        cot = (f"Max is a lorpus or a tumpus. {opening} Max is a lorpus, then Max is a "
               "jelpus. Every lorpus is a gorpus, so Max is a gorpus. " + cases[1] + " " + end)
        assert check(ex, cot, options).proof_correct["strict"] is strict


@pytest.mark.parametrize(
    ("said", "unsaid"),
    [  # set 45: a contradiction said of the assumption (it was an unread step between the
       # contradiction and the discharge, which was then not atomic)
     ("Max is a tumpus. But Max is not a tumpus. Since assuming Max is a {c} leads to a "
      "contradiction, the assumption must be false. Therefore, Max is not a {c}.",
      "Max is a tumpus. But Max is not a tumpus. "),
     # set 23 #51: one named as A and not A (it was read as the claim 'not a tumpus and
     # not a tumpus')
     ("Max is a tumpus. Max can't be both a tumpus and not a tumpus. Max is not a {c}.",
      "Max is a tumpus. ")],
)
def test_a_contradiction_said_in_other_words(said: str, unsaid: str) -> None:
    """'Since assuming X leads to a contradiction, …' and 'Max can't be both a tumpus and
    not a tumpus.' say there is a contradiction: proof by contradiction rests on each as
    on 'This is a contradiction.', and z3 agrees with every valid step; where there is
    none (the case's derivation left out), it is invalid and discharges nothing."""
    options = CheckOptions(cross_check=True)
    ex = _ood_example("ProofByContra")
    cot = _both_cases("Assume Max is a {c}. Max is a gorpus or a lorpus. Everything that is a "
                      "gorpus or a lorpus is a tumpus. " + said,
                      "Max is not a lorpus and Max is not a gorpus.")
    result = _strict_and_entailed(ex, cot, options)
    assert [s.rule for s in result.steps].count("PbC") == 2
    result = check(ex, cot.replace(unsaid, "", 1), options)
    assert not result.proof_correct["strict"]
    assert [s.kind.value for s in result.steps if s.step_class.value == "invalid"][:1] == [
        "contradiction"]
    assert [s.rule for s in result.steps].count("PbC") == 1


@pytest.mark.parametrize(
    ("ending", "wrong", "invalid"),
    [  # set 22: the contradiction right after the conditional
     ("But that contradicts Max not being a tumpus. So Max is not a {c}.",
      "Max not being a gerpus", "But that contradicts Max not being a gerpus"),
     # set 29: a claim and the contradiction in the sentence after it
     ("But Max is not a tumpus, so this is a contradiction and Max cannot be a {c}.",
      "Max is not a gerpus", "But Max is not a gerpus, so this is a contradiction")],
)
def test_a_contradiction_after_a_conditional_ends_it(ending: str, wrong: str,
                                                    invalid: str) -> None:
    """'If X were A, then … X would be B. But that contradicts X not being B. So X is not
    A.' (set 22): the conditional's assumption was closed after its sentence, so its
    conclusion was no longer there to contradict, and the proof by contradiction failed.
    The contradiction right after the conditional is its last step, and so are a claim
    and the contradiction of the sentence after it ('But X is not B, so this is a
    contradiction and X cannot be A', set 29); the next step discharges X, and z3 agrees
    with every valid step. A contradiction with something the conditional did not
    derive the negation of is still invalid there, and discharges nothing."""
    options = CheckOptions(cross_check=True)
    ex = _ood_example("ProofByContra")
    cot = _both_cases("If Max were a {c}, then Max would be a gorpus or a lorpus, and "
                      "everything that is a gorpus or a lorpus is a tumpus, so Max would be a "
                      "tumpus. " + ending, "So Max is not a lorpus and Max is not a gorpus.")
    result = _strict_and_entailed(ex, cot, options)
    assert [s.rule for s in result.steps].count("PbC") == 2
    right = wrong.replace("gerpus", "tumpus")
    bogus = cot.replace(right, wrong, 1)
    result = check(ex, bogus, options)
    assert not result.proof_correct["strict"]
    assert [(s.kind.value, s.sentence[: len(invalid)]) for s in result.steps
            if s.step_class.value == "invalid"] == [("contradiction", invalid)]
    assert [s.rule for s in result.steps].count("PbC") == 1
