"""The fast path of split_sentences agrees with the general splitter (which it hands
over to when a period follows a digit: "3.5", "1. Fae …")."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.language.split import _split_general, split_sentences

ALPHABET = st.sampled_from(
    list("ab Fae is.;!?\n\t,'37*\"_”<>")
    + ["Alex is a cat", " So ", "\n\n", "1. ", "3.5", "².", "**", "<think>", "</think>", "a < b"]
)


@settings(max_examples=2000)
@given(st.lists(ALPHABET, max_size=40).map("".join))
def test_fast_path_equals_general(text: str) -> None:
    assert split_sentences(text) == _split_general(text, False)


@given(st.text(max_size=200))
def test_offsets_hold_on_any_text(text: str) -> None:
    for s in split_sentences(text):
        assert text[s.start : s.end] == s.text


@pytest.mark.parametrize("text", ["Fae is a cat… Fae is a feline…",
                                  "Fae is a cat． Fae is a feline．",
                                  "Fae is a cat！ Fae is a feline？",
                                  "Fae is a cat。Fae is a feline；"])
def test_ellipsis_and_full_width_ends_split(text: str) -> None:
    """Stop 45 audit: they ended no sentence, so two steps became one, unparseable."""
    sentences = split_sentences(text)
    assert [s.text[:-1] for s in sentences] == ["Fae is a cat", "Fae is a feline"]
    assert all(s.terminated and text[s.start : s.end] == s.text for s in sentences)
