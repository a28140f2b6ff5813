"""Gold proofs rewritten sentence by sentence in chat-model words (lead-ins, numbered and
bulleted lines, Markdown emphasis, 'Suppose' for 'Assume', contradictions and refuted
assumptions in prose, a verdict on the quoted query) stay strictly correct with the
right label, over PrOntoQA of every ontology and depth and every OOD rule; the same
rewrite with one hop left out does not. The phrasing is read; the logic is judged as
usual, and the rewrites never let a gap through."""

from __future__ import annotations

import random
import re

import pytest

from pyverify.generate import OODConfig, PrOntoQAConfig, generate, generate_ood
from pyverify.generate.baseline import BaselineReasoner
from pyverify.verify import check

FACT_LEADS = ("So", "Therefore,", "Thus,", "Hence,", "This means that", "We can deduce that",
              "From this, we can conclude that", "Based on this,", "It follows that",
              "Consequently,", "That means", "In particular,", "Wait,", "Hmm, so",
              "Actually,", "And so", "Combining these facts,")
RULE_LEADS = ("We know that", "According to the premises,", "The context states that",
              "Recall that", "We also know that", "Looking at the rules,", "Rule:",
              "Okay, so")
LINE_STYLES = ("{n}. {s}", "- {s}", "**{s}**", "Step {n}: {s}", "{s}", "Fact {n}: {s}",
               "**Step {n}:** {s}")
NAME = re.compile(r"^[A-Z][a-z]+ is ")  # a fact about a named entity (names are singular)


def _lower_first(s: str) -> str:
    return s if NAME.match(s) else s[0].lower() + s[1:]


def _rewrite(sentence: str, rnd: random.Random) -> str:
    s = sentence.strip().rstrip(".")
    if s.startswith("Assume "):
        return rnd.choice(("Suppose {x}.", "Let's assume that {x}.", "Assume {x}.",
                           "Let us assume that {x}.",
                           "Assume, for the sake of contradiction, that {x}.",
                           "For the sake of argument, suppose {x}.")).format(x=s[len("Assume "):])
    if s.startswith("This contradicts with "):
        x = s[len("This contradicts with "):]
        return rnd.choice(("This is a contradiction because {x}.",
                           "This contradicts the fact that {x}.",
                           "This contradicts our earlier conclusion that {x}.")).format(x=x)
    if s.startswith(("Every", "Each", "Everything")) or not NAME.match(s):
        return f"{rnd.choice(RULE_LEADS)} {_lower_first(s)}."
    return f"{rnd.choice(FACT_LEADS)} {s}."


def chat_rewrite(cot: list[str], rnd: random.Random, query: str | None,
                 answer: bool | None) -> str:
    sentences = []
    for i, s in enumerate(cot):
        s = s.strip()
        refuted = re.match(r"^([A-Z][a-z]+) is not (.*)\.$", s)
        if i > 0 and cot[i - 1].strip().startswith("This contradicts") and refuted:
            # the conclusion of a proof by contradiction, in prose half of the time
            if rnd.random() < 0.5:
                name, rest = refuted.groups()
                sentences.append(f"Therefore, our assumption that {name} is {rest} is false.")
                continue
        sentences.append(_rewrite(s, rnd))
    lines = [rnd.choice(LINE_STYLES).format(n=i + 1, s=s) for i, s in enumerate(sentences)]
    text = "Let's think step by step.\n" + "\n".join(lines)
    if query is not None and answer is not None:
        verdict = "true" if answer else "false"
        text += f'\nTherefore, the statement "{query}" is {verdict}.'
    return text


def _query_text(query: str) -> str:
    return query.split(":", 1)[1].strip().rstrip(".")


def _examples() -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for ontology in ("fictional", "true", "false"):
        for hops in (1, 3, 5):
            config = PrOntoQAConfig(hops=hops, n=4, seed=20 + hops, ontology=ontology,
                                    ordering="random")
            out += [(f"{ontology}-{hops}-{i}", ex) for i, ex in enumerate(generate(config))]
    for rule, depth, width in (("ModusPonens", 2, 2), ("AndIntro", 2, 3), ("AndElim", 2, 3),
                               ("OrIntro", 2, 3), ("OrElim", 1, 3), ("ProofByContra", 1, 2),
                               ("OrElim", 2, 2), ("ProofByContra", 2, 3), ("Composed", 4, 3)):
        config = OODConfig(rule=rule, depth=depth, width=width, n=3, seed=7)
        out += [(f"{rule}-{depth}-{width}-{i}", ex) for i, ex in enumerate(generate_ood(config))]
    return out


EXAMPLES = _examples()


@pytest.mark.parametrize(("name", "ex"), EXAMPLES, ids=[n for n, _ in EXAMPLES])
def test_chat_rewrite_of_the_gold_proof_is_strictly_correct(name: str, ex) -> None:
    rnd = random.Random(name)
    cot = [s for s in ex.chain_of_thought if s.strip()]
    text = chat_rewrite(cot, rnd, _query_text(ex.query), ex.answer)
    result = check(ex, text)
    assert result.proof_correct["strict"], [(s.sentence, s.step_class.value)
                                            for s in result.steps]
    assert "unparseable" not in [s.step_class.value for s in result.steps]
    if ex.answer is not None:
        assert result.label_predicted is ex.answer


# PrOntoQA proofs with an inner hop (3 and 5 hops)
MULTI_HOP = [(n, ex) for n, ex in EXAMPLES
             if ex.answer is not None and len(ex.chain_of_thought) >= 5
             and "hops" in ex.metadata and ex.metadata.get("rule") in (None, "ModusPonens")
             and not n.startswith(("ModusPonens", "And", "Or", "Proof", "Composed"))]


def test_the_gap_test_has_examples() -> None:
    assert len(MULTI_HOP) >= 20


@pytest.mark.parametrize(("name", "ex"), MULTI_HOP, ids=[n for n, _ in MULTI_HOP])
def test_chat_rewrite_with_a_hop_left_out_is_not_strict(name: str, ex) -> None:
    """Leave out the rule and the fact of the first hop: the next fact is then a
    non-atomic step, valid but not strict."""
    cot = [s for s in ex.chain_of_thought if s.strip()]
    gapped = cot[:1] + cot[3:]  # the first hop's rule and fact
    result = check(ex, chat_rewrite(gapped, random.Random(name), None, None))
    assert not result.proof_correct["strict"] and result.proof_correct["valid"]


@pytest.mark.parametrize("ontology", ["fictional", "true", "false"])
def test_baseline_chat_style_is_judged_like_the_plain_style(ontology: str) -> None:
    """The baseline reasoner's chat style words the same steps differently (lead-ins,
    numbered or bulleted lines, a preamble, a Markdown answer or a verdict on the quoted
    query when that claim was derived): every answer gets the plain answer's proof
    metrics, label and step classes, and nothing is unparseable."""
    examples = list(generate(PrOntoQAConfig(hops=3, n=25, seed=3, ontology=ontology,
                                            ordering="random"), validate=False))
    plain = BaselineReasoner(seed=1, p_wrong_branch=0.3, p_skip_hop=0.3, p_invalid=0.2)
    chat = BaselineReasoner(seed=1, p_wrong_branch=0.3, p_skip_hop=0.3, p_invalid=0.2,
                            style="chat")
    quoted = 0
    for ex in examples:
        for i in range(3):
            a, text = check(ex, plain.answer(ex, i)), chat.answer(ex, i)
            b = check(ex, text)
            quoted += '"' in text
            assert (b.proof_correct, b.label_predicted) == (a.proof_correct, a.label_predicted)
            claims = [s.step_class for s in b.steps if s.step_class.value != "marker"]
            assert claims[: len(a.steps)] == [s.step_class for s in a.steps], text
            assert "unparseable" not in [c.value for c in claims]
    assert quoted > 0
