"""The parser's shortcut for single-clause sentences (parse._simple) returns exactly what
the full dispatch (parse._sentence) returns, on every sentence it accepts: the generator's
sentences (PrOntoQA of every ontology, every OOD rule), the baseline reasoner's perturbed
CoTs, and word salad built from the words that decide which branch a sentence takes.
A sentence the shortcut rejects (None) or fails on (_Fail) goes the full way anyway."""

from __future__ import annotations

import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.generate import OODConfig, PrOntoQAConfig, generate, generate_ood
from pyverify.generate.baseline import BaselineReasoner
from pyverify.language import parse as P
from pyverify.language.labels import split_label
from pyverify.language.lexicon import DEFAULT_LEXICON
from pyverify.language.split import split_sentences

# Extra proper names that collide with words the dispatch treats specially.
TRICKY_NAMES = frozenset({"So", "Then", "Every", "No", "Wumpus", "Since", "First"})


def shortcut_agrees(sentence: str, names: frozenset[str], strict: bool) -> str:
    """'taken', 'declined' or 'failed'; asserts agreement when taken."""
    toks = P._tokenise(sentence.strip().rstrip(P._TRAILING))
    if not toks:
        return "declined"
    low = [t.lower() for t in toks]
    fast_ctx = P._Ctx(DEFAULT_LEXICON, names, strict)
    try:
        fast = P._simple(toks, low, fast_ctx)
    except P._Fail:
        return "failed"
    if fast is None:
        return "declined"
    full_ctx = P._Ctx(DEFAULT_LEXICON, names, strict)
    assert P._sentence(toks, low, full_ctx, None) == fast, sentence
    assert fast_ctx.warnings == full_ctx.warnings, sentence
    return "taken"


@functools.lru_cache(maxsize=1)
def corpus() -> tuple[str, ...]:
    sentences: set[str] = set()
    for ontology in ("fictional", "true", "false"):
        for hops in (1, 3, 5):
            config = PrOntoQAConfig(hops=hops, n=40, seed=hops, ontology=ontology,
                                    ordering="random")
            for ex in generate(config, validate=False):
                sentences.update(ex.context)
                sentences.update(ex.chain_of_thought)
    for rule in ("ModusPonens", "AndIntro", "AndElim", "OrIntro", "OrElim", "ProofByContra",
                 "Composed"):
        config = OODConfig(rule=rule, n=40, seed=3, depth=4 if rule == "Composed" else 1)
        for ex in generate_ood(config, validate=False):
            sentences.update(ex.context)
            sentences.update(ex.chain_of_thought)
    reasoner = BaselineReasoner(p_wrong_branch=0.3, p_skip_hop=0.3, p_invalid=0.3, seed=1)
    for ex in generate(PrOntoQAConfig(hops=4, n=40, seed=11, ordering="random"),
                       validate=False):
        for i in range(4):
            proof = split_label(reasoner.answer(ex, i)).proof
            sentences.update(s.text for s in split_sentences(proof))
    return tuple(sorted(sentences))


@pytest.mark.parametrize("strict", [True, False])
@pytest.mark.parametrize("names", [frozenset(), TRICKY_NAMES])
def test_shortcut_equals_full_dispatch_on_generated_sentences(
    names: frozenset[str], strict: bool
) -> None:
    outcomes = [shortcut_agrees(s, names, strict) for s in corpus()]
    # not vacuous: most generated sentences are single clauses and take the shortcut,
    # and the 'Since' sentences and Assume steps of OOD proofs do not
    assert outcomes.count("taken") > 0.6 * len(outcomes)
    assert outcomes.count("declined") > 0.02 * len(outcomes)


def test_shortcut_covers_the_common_shapes() -> None:
    for sentence in ("Every wumpus is a tumpus.", "So Fae is not a cat.",
                     "Therefore, Fae is a mammal.", "Wumpuses are not tumpuses.",
                     "Each painted lady is an insect.", "Fae is hot.", "No cat is a dog.",
                     # lists and clauses of one fact: the new sentences of OOD examples
                     "Fae is a cat and a mammal.", "Fae is a cat, a dog, or a mammal.",
                     "Fae is not a cat and Fae is not a dog.", "Every cat is a dog or a fox.",
                     "Everything that is a cat or a dog is a mammal.",
                     "So anything that is a cat is a mammal and a dog."):
        assert shortcut_agrees(sentence, frozenset(), True) == "taken", sentence
    for sentence in ("Every cat is a dog and every dog is a fox.",
                     "Since Fae is a cat, Fae is a mammal.",
                     "Assume Fae is a cat.", "Fae is a cat, so Fae is a mammal.",
                     "So so Fae is a cat.", "Everything that is a cat, which is a dog."):
        assert shortcut_agrees(sentence, frozenset(), True) == "declined", sentence


WORDS = ["Fae", "Alex", "So", "so", "Then", "Therefore", ",", "Every", "every", "Each",
         "All", "No", "is", "are", "Is", "not", "a", "an", "the", "cat", "cats", "wumpus",
         "wumpuses", "painted", "lady", "ladies", "hot", "bright", "and", "or", "because",
         "Since", "that", "This", "Assume", "First", "In", "either", "case", "Everything",
         "anything",
         "isn't", "must", "be", "Wumpus", "127", "Let's"]


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=9), st.booleans(), st.booleans())
def test_shortcut_equals_full_dispatch_on_word_salad(
    words: list[str], strict: bool, tricky: bool
) -> None:
    shortcut_agrees(" ".join(words), TRICKY_NAMES if tricky else frozenset(), strict)
