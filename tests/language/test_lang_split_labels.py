"""Sentence splitting (§8) and label extraction (eval ref §5, §7 items 1, 14); lexicon data."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.language.labels import LabelSplit, option_letter_label, split_label
from pyverify.language.lexicon import (
    DEFAULT_LEXICON,
    ENTITY_NAMES,
    FICTIONAL_IRRELEVANT,
    FICTIONAL_MAIN,
    PROPERTY_FAMILIES,
    PROPERTY_FAMILIES_V1,
    plural,
)
from pyverify.language.split import split_sentences


def texts(text: str, compat: bool = False) -> list[str]:
    return [s.text for s in split_sentences(text, compat)]


def test_split_basic_and_offsets() -> None:
    text = "Fae is a cat. Fae is 3.5 big; ok! Is it? trailing"
    sents = split_sentences(text)
    assert [s.text for s in sents] == ["Fae is a cat.", "Fae is 3.5 big;", "ok!", "Is it?",
                                       "trailing"]
    assert [s.terminated for s in sents] == [True, True, True, True, False]
    for s in sents:
        assert text[s.start:s.end] == s.text


def test_split_compat_reproduces_original() -> None:
    text = "Fae is a cat. Is it? Fae is 3.5 big; ok! trailing"
    assert texts(text, compat=True) == ["Fae is a cat.", "Is it? Fae is 3.", "5 big;"]


def test_split_newlines_and_gold_suffixes() -> None:
    text = "Sam is a wumpus.\n\n Assume Sam is a sterpus. Try again.\n Fae is a cat\nFae is a dog."
    sents = split_sentences(text)
    assert [s.text for s in sents] == ["Sam is a wumpus.", "Assume Sam is a sterpus.",
                                       "Try again.", "Fae is a cat", "Fae is a dog."]
    assert sents[3].terminated is False
    assert texts("Sam is a wumpus.\n\n Assume x.", compat=True) == ["Sam is a wumpus.",
                                                                    "Assume x."]


def test_split_list_numbering_and_ellipsis() -> None:
    assert texts("1. Fae is a cat.\n2. Fae is a dog.") == ["1. Fae is a cat.", "2. Fae is a dog."]
    assert texts("Fae is a cat... Really?!") == ["Fae is a cat...", "Really?!"]


def test_split_keeps_i_e_and_e_g_in_their_sentence() -> None:
    # 28 held-out outputs cut a sentence at 'i.' or 'e.' (stop 29), leaving 'e.' and ', …'
    assert texts("Fae is a cat, i.e., a feline. Fae is red.") == [
        "Fae is a cat, i.e., a feline.", "Fae is red."]
    assert texts("Other rules (e.g. cats are dogs) do not apply. So Fae is red.") == [
        "Other rules (e.g. cats are dogs) do not apply.", "So Fae is red."]
    assert texts("Fae is a cat. E.g. Fae is red.") == ["Fae is a cat.", "E.g. Fae is red."]
    # only as words of their own: 'tie.' ends its sentence
    assert texts("Wren is a tie.e. Fae.") == ["Wren is a tie.", "e.", "Fae."]


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab 3.;!?\n\t,")), st.booleans())
def test_split_offsets_property(text: str, compat: bool) -> None:
    prev = 0
    for s in split_sentences(text, compat):
        assert text[s.start:s.end] == s.text
        assert s.text == s.text.strip() and s.text
        assert s.start >= prev
        prev = s.end
    if not compat:
        covered = [False] * len(text)
        for s in split_sentences(text):
            covered[s.start:s.end] = [True] * (s.end - s.start)
        # nothing but whitespace and bare terminators is lost
        assert all(c or text[i].isspace() or text[i] in ".;!?" for i, c in enumerate(covered))
    # never split inside a number
    assert all(not s.text.startswith("5") for s in split_sentences("It is 3.5 wide.", False))


COT = "Every dumpus is not shy. Alex is not shy."

LABELS = [
    (" True", True), (" TRUE", True), ("\nTrue", True), (" true", True), (" True.", True),
    (" yes.", True), (" False", False), (" False.", False), (" (A) True", True),
    (" The answer is False.", False), (" The answer is True", True), (" Answer: True", True),
    (" **True**", True), (" **False**.", False), (" True\n\nQ: next question", True),
    (" So the answer is false.", False), (" correct", True), (" incorrect.", False),
    (" no", False), (" 'True'", True), (" Final answer: FALSE", False),
    # Markdown as chat models write it: the lead-in's emphasis or heading goes too
    ("\n\n**Answer:** False", False), ("\n**Final answer: True**", True),
    (" (Answer: True)", True), ("\n\n### Answer\nTrue", True),
    ("\n## Final answer:\n**False**", False),
    # LaTeX from math-tuned models, arrows
    (" \\boxed{True}", True), (" $\\boxed{\\text{False}}$", False),
    (" Final answer: \\boxed{False}", False), (" The answer is $\\boxed{\\textbf{True}}$.", True),
    (" → True", True), (" => False", False),
    # emoji around the label
    (" True ✅", True), (" The answer is False. 🎉", False), (" ✅ **Answer: True** ✔️", True),
    # a negated label word is the other label (the original reads the last word: True)
    (" The answer is not True.", False), (" Not True", False), (" Answer: not true", False),
    (" The answer isn't true.", False), (" The answer is not **False**.", True),
    (" never True", False),
    # 'it' after a conclusion marker: the statement the output answers
    (" So it is **false**.", False), (" Therefore, it is true.", True),
]


def test_it_is_after_a_clause_is_a_label_only_after_a_conclusion_marker() -> None:
    assert split_label("Alex is not shy, so it is false.") == LabelSplit(
        "Alex is not shy,", False, "found")
    assert split_label("Alex is not shy and it is false.").status == "missing"


@pytest.mark.parametrize(("tail", "label", "claim"), [
    # the last sentence a verdict on what it is about: the claim stays a step
    (" Therefore, it is true that Alex is not shy.", True, True),
    (" So it is false that Alex is shy.", False, True),
    # the label opening the last line, the claim restated after it
    ("\n\n**True** - Alex is not shy.", True, False),
    ("\nFalse: Alex is not shy.", False, False),
])  # fmt: skip
def test_a_final_verdict_with_what_it_is_about(tail: str, label: bool, claim: bool) -> None:
    split = split_label(COT + tail)
    assert (split.label, split.status, split.claim) == (label, "found", claim)
    assert len(split.proof) == len(COT + tail)  # nothing cut: every sentence keeps its place
    assert split_label(COT + "\nTrue - Alex is shy, or rather not.").status == "missing"


def test_label_lead_in_joined_by_and() -> None:
    assert split_label("Alex is not shy, and the statement is false.") == LabelSplit(
        "Alex is not shy", False, "found"
    )


@pytest.mark.parametrize(("tail", "label"), LABELS)
def test_label_found(tail: str, label: bool) -> None:
    assert split_label(COT + tail) == LabelSplit(COT, label, "found")


@pytest.mark.parametrize(
    "output",
    [COT, COT + " ", COT + "\n\nQ: True", "Alex is not shy", "Fae is not wrong.",
     "Every cat is a dog. Fae is correct.", "", COT + " True or false"],
)
def test_label_missing(output: str) -> None:
    res = split_label(output)
    assert res.label is None and res.status == "missing"


def test_reasoning_format_tags() -> None:
    """'<think>…</think><answer>…</answer>' (RL reasoning formats): tags end sentences and
    belong to none; the label is what the answer block says, the proof what precedes it."""
    text = "<think>\nOkay. Fae is a cat. Every cat is a mammal</think> Fae is a mammal."
    assert [s.text for s in split_sentences(text)] == [
        "Okay.", "Fae is a cat.", "Every cat is a mammal", "Fae is a mammal."
    ]
    assert all(text[s.start:s.end] == s.text for s in split_sentences(text))
    assert [s.text for s in split_sentences("a < b. 3 > 2.")] == ["a < b.", "3 > 2."]
    out = "<think>Fae is a cat.</think>\n<answer>The answer is False.</answer>"
    assert split_label(out) == LabelSplit("<think>Fae is a cat.</think>\n", False, "found")
    assert split_label("<reasoning>Fae is a cat.</reasoning><answer>True</answer>").label
    assert split_label("Fae is a cat. <answer>Fae is a dog</answer>").status == "missing"
    # a bare label after the closing tag: the tag's '>' is no '=>' lead-in (it was read
    # as one, and '</think' became a step of the proof)
    for out in ("<think>Fae is a cat.</think>\nTrue", "<think>Fae is a cat.</think>True"):
        assert split_label(out) == LabelSplit("<think>Fae is a cat.</think>", True, "found")
    assert split_label("Fae is a cat. => True") == LabelSplit("Fae is a cat.", True, "found")


def test_a_box_around_anything_else_is_left_alone() -> None:
    assert split_label("Fae is a cat. \\boxed{Fae}") == LabelSplit(
        "Fae is a cat. \\boxed{Fae}", None, "missing"
    )


def test_label_missing_keeps_proof() -> None:
    assert split_label(COT + " True or false").proof == COT
    assert split_label(COT).proof == COT
    assert split_label(COT + "\n\nQ: True").proof == COT


@pytest.mark.parametrize(
    ("tail", "label"),
    [(' Therefore, the statement "Alex is not shy" is true.', True),
     (' So “Alex is not shy” is false.', False), (' Thus, "Alex is shy" is True.', True),
     (' The claim "Alex is shy." is incorrect.**', False),
     (' Therefore, the statement "Alex is not shy" is not true.', False),
     (' So "Alex is shy" is not false.', True),
     ('\n\nThe statement "Alex is not shy" is therefore false.', False),
     (' The statement "Alex is shy" is thus TRUE.', True),
     # unquoted, after 'the statement that' (a Command R+ output of held-out set 10)
     (' As Alex is shy, the statement that Alex is not shy is false.', False),
     (' So the claim that Alex is shy is therefore true.', True),
     # 'must be' as 'is' (held-out set 110 #8)
     (' Since Alex is shy, the statement "Alex is not shy" must be false.', False)],
)
def test_label_as_verdict_on_a_quoted_statement(tail: str, label: bool) -> None:
    # the sentence is a step as well (the parser reads the claim it makes), so it stays
    assert split_label(COT + tail) == LabelSplit((COT + tail).rstrip(), label, "found", True)


def test_a_verdict_with_its_source_and_a_concession() -> None:
    # held-out set 109 #13: the verdict, where it holds, and a remark on the real world
    out = (COT + ' So the statement "Alex is not shy" is true according to the given '
           'premises, even though the word is normally said of people.')
    assert split_label(out) == LabelSplit(out, True, "found", True, len(out))


@pytest.mark.parametrize(
    "aside",
    [  # held-out set 135 #9: an aside on the world after the verdict, of any length
     " This also agrees with ordinary mathematics, where every integer is a real number "
     "with no imaginary part.",
     " This also matches the real world, where animals are multicellular organisms."],
)
def test_a_verdict_then_a_long_aside_on_the_world(aside: str) -> None:
    # the label, and the aside kept as proof (it may make a claim)
    verdict = ' Therefore, the statement "Alex is not shy" is false.'
    split = split_label(COT + verdict + aside)
    assert (split.label, split.status) == (False, "found")
    assert split.proof.rstrip().endswith(aside.strip())


def test_a_verdict_on_the_statement_then_a_comma_and_the_claim() -> None:
    # held-out set 144 #10: 'So, the statement is True, X' (a capital after the comma);
    # not '…, since X', which is its reason
    out = COT + " So, the statement is True, Alex is not shy."
    assert (split_label(out).label, split_label(out).status) == (True, "found")
    assert split_label(COT + " So the statement is true, since Alex is a wumpus.").label is None


@pytest.mark.parametrize("lead", ["So, to answer your question: ", "To answer the question, "])
def test_an_answer_after_to_answer_the_question(lead: str) -> None:
    # held-out set 141 #1: the answer, then the claim, then remarks
    out = COT + " " + lead + "True, Alex is not shy.\n\nI hope this helps!"
    split = split_label(out)
    assert (split.label, split.status) == (True, "found")
    assert "Alex is not shy." in split.proof[len(COT):]


def test_an_aside_that_gives_an_answer_word_is_no_remark() -> None:
    out = COT + " So the statement is true. In the real world, though, the answer is no."
    assert split_label(out).label is False


@pytest.mark.parametrize("opening", ["", "To answer this question, we trace Alex. "])
def test_a_verdict_then_the_claim_it_is_about(opening: str) -> None:
    # held-out set 111 #10: the label and its lead-in are blanked, the claim stays a step;
    # the word 'answer' said otherwise ('To answer this question') hid the verdict
    lead = "Therefore, the statement is **true**: "
    split = split_label(opening + COT + "\n\n" + lead + "Alex is not shy.")
    assert (split.label, split.status) == (True, "found")
    assert split.proof == opening + COT + "\n\n" + " " * len(lead) + "Alex is not shy."


def test_an_aside_on_odd_premises_after_the_verdict_keeps_it() -> None:
    # held-out set 113 #12: its 'but' sets the premises against the world, not the answer
    out = (COT + ' Therefore, the statement "Alex is not shy" is **True**.\n\nIt\'s worth '
           "noting that some of these premises are unusual, but within the logic of this "
           "context the conclusion follows.")
    assert split_label(out).label is True
    taken_back = out.replace("the conclusion follows", "the answer is actually False")
    assert split_label(taken_back).label is not True


def test_an_answer_after_a_claim_that_clause_is_the_answer() -> None:
    # held-out set 102 #38: 'the answer is False' answers; it is no verdict on the claim
    # (read as one, the claim '131071 is not imaginary', the query, made the label True)
    claim = COT + " Therefore, the claim that Alex is shy does not hold"
    for joint, proof in ((", and", claim), (", so", claim + ",")):
        out = f"{claim}{joint} the answer is False."
        assert split_label(out) == LabelSplit(proof, False, "found")


def test_negated_label_keeps_what_precedes_it_in_the_proof() -> None:
    # the verdict said first and its reason are one label sentence, no step of the proof
    # (its first words were once left as the unparseable step 'False, because it is')
    for tail, label in ((" False, because it is not True", False),
                        (" False because it is not True.", False),
                        ("\n**True**, since it is not False.", True),
                        (" True, as it is not False", True)):
        assert split_label(COT + tail) == LabelSplit(COT, label, "found"), tail
    # words that are not the verdict stay in the proof
    assert split_label(COT + " Alex is shy because it is not True") == LabelSplit(
        COT + " Alex is shy because it is", False, "found"
    )
    # a verdict that the negated word contradicts is no restatement of it: kept
    assert split_label(COT + " True, because it is not True.").proof.endswith(
        "True, because it is")
    # a negated lowercase word that merely ends a sentence is still no label
    assert split_label("Alex is not wrong.") == LabelSplit("Alex is not wrong.", None, "missing")
    # one negation is read; a run of them costs no recursion per word
    assert split_label("not " * 5000 + "True").label is False


@pytest.mark.parametrize(
    ("tail", "label"),
    [
        # a lead-in under a negation answers with the other label (the lead-in alone
        # read the label word as written)
        (" It is false that the answer is True.", False),
        (" It is not true that the answer is True.", False),
        (" It's not the case that the answer is False.", True),
        (" It is false that **the answer is False**", True),
        (" It is false that the answer is not True.", True),
        # a label contrasted with the one after it (the last word, the contrasted one,
        # was read)
        (" The answer is True rather than False.", True),
        (" True rather than False", True),
        (" The answer is False, instead of True.", False),
        (" Answer: True as opposed to False", True),
    ],
)  # fmt: skip
def test_label_under_a_negation_or_before_a_contrast(tail: str, label: bool) -> None:
    assert split_label(COT + tail) == LabelSplit(COT, label, "found")


@pytest.mark.parametrize(
    "tail",
    [" The answer is neither True nor False.", " Neither True nor False.",
     " So it is True, and the opposite would be False.", " It is both True and False.",
     " The answer is True rather than True.", " rather than False"],
)
def test_no_label_or_two_labels_in_one_sentence_is_missing(tail: str) -> None:
    """'neither True nor False' gives no label, and a sentence that gives both leaves
    the answer a guess: both were read as the last label word, False."""
    assert split_label(COT + tail) == LabelSplit(COT + tail, None, "missing")


def test_a_label_offered_as_an_alternative_is_no_second_label() -> None:
    # the options echoed, a negated mention: the sentence still gives one label
    for tail, label in [(" Answer (True or False): False", False), (" TRUE/FALSE: TRUE", True),
                        (" The answer is not True but False.", False)]:
        res = split_label(COT + tail)
        assert (res.label, res.status) == (label, "found"), tail


@pytest.mark.parametrize(
    ("tail", "label"),
    [(" True. That's my answer.", True), (" The answer is True. I hope this helps!", True),
     (" Answer: True\nConfidence: high", True), (" False. This is my final answer.", False),
     (" **False**\n\n---", False), (" True. Thanks! Hope this helps. Let me know.", True),
     (" <answer>True</answer>\nConfidence: 90%", True),
     (" True (but I am not sure).", True), (" Answer: False (confidence: high)", False),
     (" True (probably) (I think)", True)],
)
def test_label_before_short_remarks(tail: str, label: bool) -> None:
    """A short remark or metadata line after the label hid it (the last word was no
    answer word, so the label was missing); the remarks state no claim, and go with it.
    A hedge in brackets after the label is no retraction: the answer given is still the
    label (a bracket with a claim's verb or an answer word is no remark)."""
    res = split_label(COT + tail)
    assert (res.proof.rstrip(), res.label, res.status) == (COT, label, "found")


@pytest.mark.parametrize(
    "tail",
    # a remark that may take the answer back, state a claim or hedge with a negation; a
    # later label; four remarks
    [" True. Wait, let me check that.", " True. Alex is shy.", " True (since Alex is shy).",
     " True. I don't know.", " True. The opposite.", " True. Thanks! Hope this helps. Let me "
     "know. Bye.", "\n\n**True**\n\nExplanation: Alex is not shy, as every dumpus is not shy."],
)
def test_label_before_a_claim_or_a_retraction_is_missing(tail: str) -> None:
    assert split_label(COT + tail) == LabelSplit(COT + tail, None, "missing")


def test_a_later_label_after_remarks_wins() -> None:
    assert split_label(COT + " True. Actually, False. Hope this helps.").label is False


def test_label_after_unterminated_sentence() -> None:
    # eval ref §7 item 14
    assert split_label("Every dumpus is not shy. Alex is not shy True") == LabelSplit(
        "Every dumpus is not shy. Alex is not shy", True, "found")


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_split_label_never_raises(text: str) -> None:
    res = split_label(text)
    assert res.status in ("found", "missing")
    assert (res.label is None) == (res.status == "missing")


def test_option_letter_label() -> None:
    opts = ["A) True", "B) False"]
    assert option_letter_label("The correct option is: A", opts) is True
    assert option_letter_label("The correct option is: B", opts) is False
    assert option_letter_label("So the answer is (B).", opts) is False
    assert option_letter_label("Fae is a cat.", opts) is None
    assert option_letter_label("The correct option is: C", opts) is None


def test_the_correct_option_with_its_text_is_all_label() -> None:
    """Logic-LM's answer sentence leaves no step behind (it left 'Therefore, the correct
    option is' as an unparseable step)."""
    for text in ("Max is not sour. Therefore, the correct option is B) False.",
                 "Max is not sour. The correct option is (B) False."):
        res = split_label(text)
        assert (res.proof, res.label, res.status) == ("Max is not sour.", False, "found")


# ------------------------------------------------------------------ lexicon


def test_lexicon_contents() -> None:
    assert len(ENTITY_NAMES) == 9 and len(FICTIONAL_MAIN) == 17 and len(FICTIONAL_IRRELEVANT) >= 21
    for n in FICTIONAL_MAIN:
        assert plural(n) == n + "es"
    assert plural("worpus") == "worpus" and plural("sorpus") == "sorpus"
    assert plural("sheep") == "sheep" and plural("bacteria") == "bacteria"
    assert plural("painted lady") == "painted ladies"
    assert plural("Mersenne prime") == "Mersenne primes"
    assert plural("tabby") == "tabbies" and plural("butterfly") == "butterflies"
    for n in ["person", "bird", "mouse", "tree", "cat", "dog", "animal", "mammal"]:
        assert DEFAULT_LEXICON.is_noun(n)
    assert not DEFAULT_LEXICON.is_noun("carnivorous")
    assert len(DEFAULT_LEXICON.nouns) >= 100
    assert PROPERTY_FAMILIES["weather"] == ["windy", "sunny", "overcast", "rainy", "snowy"]
    assert "sound" not in PROPERTY_FAMILIES_V1 and len(PROPERTY_FAMILIES) == 13
    # no property word is registered as a noun (it would change how sentences parse)
    for fam in PROPERTY_FAMILIES.values():
        for a in fam:
            assert not DEFAULT_LEXICON.is_noun(a), a


def test_lexicon_extended_is_a_copy() -> None:
    lex = DEFAULT_LEXICON.extended(nouns=["blorp", ("glim", "glimmen")], names=["Zed"])
    assert lex.plural("blorp") == "blorps" and lex.plural("glim") == "glimmen"
    assert lex.is_name("Zed") and not DEFAULT_LEXICON.is_name("Zed")
    assert not DEFAULT_LEXICON.is_noun("blorp")
    assert hash(lex) != hash(DEFAULT_LEXICON)


@pytest.mark.parametrize("compat", [False])
def test_split_keeps_closing_emphasis_and_quotes(compat: bool) -> None:
    text = '- **Fae is a cat.**\n**Every cat is a mammal.** "Fae is a mammal." True'
    assert [s.text for s in split_sentences(text, compat)] == [
        "- **Fae is a cat.**",
        "**Every cat is a mammal.**",
        '"Fae is a mammal."',
        "True",
    ]
    # a bare terminator is still dropped, and what follows it starts a sentence
    assert [s.text for s in split_sentences(". **Fae is a cat.**")] == ["**Fae is a cat.**"]


# split_label searches its end-anchored patterns only when the text ends as a match
# must; these are those endings (after trailing whitespace, in any case where the
# pattern ignores case). A text built from the words the patterns are made of, with
# whitespace, colons and brackets between them, must never match without its ending.
_LABEL_PIECES = ["the", "final", "answer", "is", "IS", "Is", ":", "so", "in", "conclusion",
                 ",", "statement", "query", "true", "TRUE", "or", "OR", "and", "AND", "(",
                 ")", "a", "B", "c", '"', "”", "Fae", ".", "#", " ", "\t", "\n", "\u00a0",
                 "\x1c", "\u2003", "therefore", "Thus"]


def _ends(text: str, *endings: str) -> bool:
    return text.rstrip().lower().endswith(endings)


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from(_LABEL_PIECES), max_size=12),
       st.lists(st.sampled_from(["", " ", "  ", "\n"]), min_size=12, max_size=12))
def test_end_anchored_label_patterns_need_their_endings(pieces: list[str], gaps: list[str]
                                                        ) -> None:
    from pyverify.language import labels as L

    text = "".join(p + g for p, g in zip(pieces, gaps, strict=False))
    if L._LEAD_END.search(text):
        assert _ends(text, "is", ":"), text
    if L._OPTION_END.search(text):
        assert _ends(text, ")"), text
    if L._ECHO_END.search(text):
        assert _ends(text, "or"), text
    if L._QUOTED_CLAIM_END.search(text):
        assert text.lower().endswith(L._QUOTED_CLAIM_LAST), text
    if L._DANGLING_AND.search(text):
        assert _ends(text, "and"), text


@pytest.mark.parametrize("text,name,endings", [
    ("So the final answer is  ", "_LEAD_END", ("is",)),
    ("Answer IS :\n", "_LEAD_END", (":",)),
    ("The statement:", "_LEAD_END", (":",)),
    ("option (B)\t", "_OPTION_END", (")",)),
    ("a) ", "_OPTION_END", (")",)),
    ("True OR \n", "_ECHO_END", ("or",)),
    ('the statement "Fae is a cat" is', "_QUOTED_CLAIM_END", ("is",)),
    ('the statement "Fae is a cat" IS therefore', "_QUOTED_CLAIM_END", ("therefore",)),
    ("Fae is a cat, AND ", "_DANGLING_AND", ("and",)),
])
def test_end_anchored_label_patterns_match_with_their_endings(
    text: str, name: str, endings: tuple[str, ...]
) -> None:
    from pyverify.language import labels as L

    assert getattr(L, name).search(text)
    assert _ends(text, *endings)


@settings(max_examples=2000, deadline=None)
@given(st.text(alphabet=st.sampled_from("ab .;!?\n\t,*_\"'”3")))
def test_split_fast_path_equals_general_splitter(text: str) -> None:
    """split_sentences reads plain text with one regex match per sentence; the general
    splitter (numbers, tags, compat mode) must read it the same way."""
    from pyverify.language.split import _split_general

    assert split_sentences(text) == _split_general(text, False)


@pytest.mark.parametrize(
    ("output", "label", "proof"),
    [
        ("**True**\n\nExplanation: Fae is a cat.", True, "\nExplanation: Fae is a cat."),
        ("True. Fae is a cat, so Fae is a mammal.", True, " Fae is a cat, so Fae is a mammal."),
        ("Answer: False. Fae is a dog.", False, " Fae is a dog."),
        ("The answer is True.\nFae is a cat.", True, "\nFae is a cat."),
        ("False, because Fae is a dog.", False, " because Fae is a dog."),
        ("The statement is **True**.\n\nFae is a cat.", True, "\n\nFae is a cat."),
    ],
)
def test_a_label_given_first_is_read_and_the_rest_is_the_proof(
    output: str, label: bool, proof: str
) -> None:
    """A label that opens the output, before its reasons, when none ends it (it was
    missing): every reason after it is the proof, checked as usual, and keeps its offsets
    in the output (the label is blanked out)."""
    split = split_label(output)
    assert (split.label, split.status) == (label, "found")
    assert split.proof.strip() == proof.strip() and len(split.proof) == len(output)
    assert output.endswith(split.proof.lstrip(" "))


@pytest.mark.parametrize(
    "output",
    ["True or false: Fae is a cat. Fae is a cat.", "True that Fae is a cat.",
     "Truely, Fae is a cat."],
)
def test_no_label_is_read_from_an_echo_or_a_word_at_the_start(output: str) -> None:
    assert split_label(output).status == "missing"


def test_a_label_at_the_end_wins_over_one_at_the_start() -> None:
    split = split_label("True. Fae is a cat. So the answer is False.")
    assert split.label is False


@pytest.mark.parametrize(
    ("tail", "label", "rest"),
    [(" So, the answer is: **False**. Alex is shy.", False, "Alex is shy."),
     ("\n\n**Answer: True**\n\nAlex is shy because every dumpus is shy.", True,
      "Alex is shy because every dumpus is shy."),
     ("\n\nSo the answer is **False**: Alex is not shy.", False, "Alex is not shy."),
     ("\n\n**Answer: True** — by the rules, Alex is shy.", True, "by the rules, Alex is shy."),
     ("\n\n**Answer:** True (Alex is shy).", True, "(Alex is shy)."),
     ("\n\nAnswer: False - Alex is not shy.", False, "Alex is not shy."),
     # emphasis closed and opened again between the lead-in and the word (set 177)
     ("\n\n**Final Answer:** **True** – Alex is shy.", True, "Alex is shy."),
     # a 'Conclusion:' heading before the answer word (set 246)
     ("\n\n**Conclusion:** True, Alex is shy.", True, "Alex is shy."),
     ("\n\nConclusion: False — Alex is not shy.", False, "Alex is not shy.")],
)
def test_an_answer_stated_before_more_claims(tail: str, label: bool, rest: str) -> None:
    """'The answer is X' in so many words, then claims: the label is X, and the claims
    after it are proof (the answer sentence blanked, so offsets stay those of the
    output)."""
    res = split_label(COT + tail)
    assert (res.label, res.status) == (label, "found")
    assert res.proof.startswith(COT) and res.proof.rstrip().endswith(rest)
    assert len(res.proof) == len(COT + tail)


@pytest.mark.parametrize(
    "tail",
    [" The answer is True. Wait, Alex is not shy.", " The answer is True. Alex is shy. "
     "Actually, no.", " The answer is True. So the answer is False, as Alex is shy.",
     " The answer is True. But Alex is not shy.", " The answer is true-ish. Alex is shy.",
     " Conclusion: True, but wait, Alex is not shy."],
)
def test_an_answer_stated_then_taken_back_or_restated_is_missing(tail: str) -> None:
    assert split_label(COT + tail).status == "missing"


@pytest.mark.parametrize(
    ("output", "label"),
    [  # held-out sets 16 and 17
     (COT + ' Therefore, the statement "Alex is not shy" is false. Alex is shy.', False),
     ('The statement "Alex is shy" is **true**.\n\n' + COT, True),
     (COT + ' So the claim "Alex is shy" is true.\nAlex is a dumpus, and dumpuses are shy.',
      True)],
)
def test_a_verdict_on_a_quoted_statement_before_more_claims(output: str, label: bool) -> None:
    """'the statement "X" is true|false', then claims: the label is the verdict's, the
    whole output is proof (the verdict's sentence too: the verifier reads it as the
    claim it makes, and ``claim_end`` says where it ends)."""
    res = split_label(output)
    assert (res.label, res.status, res.claim, res.proof) == (label, "found", True, output)
    assert output[: res.claim_end].rstrip().endswith((".", "**."))
    assert "statement" in output[: res.claim_end] or "claim" in output[: res.claim_end]


@pytest.mark.parametrize(
    "tail",
    [' The statement "Alex is shy" is true. Wait, Alex is not shy.',
     ' The statement "Alex is shy" is true. The statement "Alex is not shy" is false. Alex '
     "is shy.", ' The statement "Alex is shy" is true. But Alex is not shy.'],
)
def test_a_verdict_on_a_quoted_statement_taken_back_or_repeated_is_missing(tail: str) -> None:
    assert split_label(COT + tail).status == "missing"


@pytest.mark.parametrize(
    ("output", "label", "proof_end"),
    [  # held-out set 20
     (COT + " Therefore, the answer to the question is false.", False, COT),
     (COT + "\n\nHence, the statement is **true**: Alex is shy.", True, "Alex is shy.")],
)
def test_a_verdict_on_the_question_in_other_words(output: str, label: bool,
                                                  proof_end: str) -> None:
    """'the answer to the question is X' as 'the answer is X'; 'the statement is X:'
    followed by claims as 'the answer is X' followed by claims (the verdict blanked, the
    claims kept as proof)."""
    res = split_label(output)
    assert (res.label, res.status) == (label, "found")
    assert res.proof.rstrip().endswith(proof_end.rstrip())


@pytest.mark.parametrize(
    ("output", "label", "proof_end"),
    [  # held-out sets 29 and 30 (stop 26)
     (COT + " So the answer is: True, Alex is shy.", True, "Alex is shy."),
     (COT + ' Therefore, the statement "Alex is shy" is TRUE.\n\nIt\'s worth noting that in '
      "reality wumpuses are not shy, but based on the premises given, Alex is shy.\n\nI hope "
      "this helps!", True, "I hope this helps!"),
     # set 50: an aside on a premise the proof leaves out, whose 'but' sets it against
     # the entity
     (COT + ' Therefore, the statement "Alex is shy" is true.\n\nIt\'s also worth noting that '
      "the context says every tumpus is red, but Alex is never said to be a tumpus, so that "
      "rule doesn't apply here.", True, "so that rule doesn't apply here.")],
)
def test_a_stated_answer_before_a_restatement_or_a_real_world_aside(
    output: str, label: bool, proof_end: str
) -> None:
    """The answer stated before a comma and a restatement; a verdict on a quoted statement
    followed by an aside on the real world whose 'but' sets the premises against the
    world (not against the answer): the label, and what follows kept as proof."""
    res = split_label(output)
    assert (res.label, res.status) == (label, "found")
    assert res.proof.rstrip().endswith(proof_end)


def test_a_real_world_aside_that_gives_another_answer_takes_it_back() -> None:
    """An aside on the real world that gives an answer word may change the answer: no
    label (as for any later word that may take the answer back)."""
    output = (COT + ' Therefore, the statement "Alex is shy" is true. In reality, however, '
              "the answer would be false, and Alex is not shy.")
    assert split_label(output).status == "missing"
    # nor an aside on a rule that does not apply, when it says 'true' or 'false' itself
    output = (COT + ' Therefore, the statement "Alex is shy" is true. That rule does not '
              "apply, but if it did, it would be false.")
    assert split_label(output).status == "missing"


@pytest.mark.parametrize(
    ("output", "label"),
    [  # held-out set 31: the verdict on a line (or after a heading's colon) of its own
     (COT + "\n\n**Conclusion:** The statement is **True**. Alex is shy.", True),
     (COT + "\nThe statement is false.\nAlex is not shy.", False),
     # after where the verdict comes from, opening the output (set 177)
     ("Based on the rules provided, the statement is **True**.\n\n" + COT
      + "\n\nSo Alex is shy.", True)],
)
def test_a_statement_verdict_on_its_own_line_before_a_restatement(output: str,
                                                                   label: bool) -> None:
    res = split_label(output)
    assert (res.label, res.status) == (label, "found")
    assert res.proof.rstrip().endswith("shy.")


def test_a_statement_verdict_inside_a_proof_line_is_no_label() -> None:
    """'…, so the statement is true.' inside a line speaks of a part ('the "or"
    statement'), not of the query: no label from it."""
    output = "Alex is a dumpus, so the statement is true. Alex is a dumpus or shy."
    assert split_label(output).status == "missing"


def test_a_quoted_verdict_that_names_its_source_ends_the_output() -> None:
    """'… the statement "X" is true based on the given context.' (set 42): the source
    after the verdict is no claim, so the verdict is the label."""
    output = (COT + '\n\nIn conclusion, the statement "Alex is shy" is true based on the '
              "given context.")
    res = split_label(output)
    assert (res.label, res.status, res.claim) == (True, "found", True)


@pytest.mark.parametrize(
    "reason", [", because Alex is shy.", ", since Alex is shy.", ", as Alex is shy."])
def test_a_quoted_verdict_with_its_reason_ends_the_output(reason: str) -> None:
    """'… the statement "X" is false, as Y.' (set 184): the reason after the verdict is
    part of its sentence, which is the label's."""
    output = COT + ' In conclusion, the statement "Alex is not shy" is false' + reason
    res = split_label(output)
    assert (res.label, res.status, res.claim) == (False, "found", True)
    assert output[: res.claim_end].endswith(reason)


@pytest.mark.parametrize(
    ("output", "aside", "label"),
    [  # held-out sets 104 and 178: the label, then an aside on a rule the proof leaves out
     (COT + ' So it is **false**.', "\n\nNote that the context also says cats are not shy, "
      "but nothing indicates that Alex is a cat, so that rule doesn't apply here.", False),
     (COT + " True.", "\nThe rule about cats is irrelevant here, since Alex is not known to "
      "be a cat.", True),
     # set 195: the rule said not to matter
     (COT + " So it is **True**.", '\n\nNote that the rule "Cats are not shy" doesn\'t matter '
      "here, because nothing says Alex is a cat.", True),
     # set 230: the rule said not to affect the answer
     (COT + ' Therefore, the statement "Alex is shy" is true.', "\n\nIt's worth noting that "
      'the statement "Each cat is not shy" does not affect this, since there is no '
      "information saying that Alex is a cat.", True),
     # set 231: the rule said not to be applicable
     (COT + ' Therefore, the statement "Alex is shy" is true.', "\n\nNote: The context also "
      "states that every cat is shy, but we are never told that Alex is a cat, so that rule "
      "cannot be applied to Alex.", True)],
)
def test_a_label_before_an_aside_on_an_unused_rule(output: str, aside: str,
                                                   label: bool) -> None:
    """The label is read past the aside, and the aside stays in the proof (it may make a
    claim), the label's words not."""
    res = split_label(output + aside)
    assert (res.label, res.status) == (label, "found")
    assert res.proof.startswith(COT) and res.proof.endswith(aside.strip())
    assert "false" not in res.proof and "True" not in res.proof


def test_an_unused_rule_aside_with_an_answer_word_stops_the_label() -> None:
    """An aside after the label that says 'true' or 'false' itself may change the answer:
    no label is read past it."""
    output = (COT + " So it is **false**.\n\nNote that the rule about cats doesn't apply "
              "here, but if it did, the statement would be true.")
    assert split_label(output).status == "missing"


def test_a_label_before_a_bracket_that_calls_a_rule_a_distractor() -> None:
    """Held-out set 179: '(The rule "R" is a distractor: …)' after the label says nothing
    of the question."""
    output = (COT + " So that statement is **False**.\n\n(The rule \"Cats are shy\" is a "
              "distractor: nothing in the context says Alex is a cat.)")
    res = split_label(output)
    assert (res.label, res.status) == (False, "found")


@pytest.mark.parametrize(
    ("ending", "label"),
    [  # held-out set 210 #2: a claim that 'cannot be true' (can't, could not, must not)
     (" Because Alex is shy, the claim that Alex is not shy cannot be true.", False),
     (' So the statement "Alex is not shy" can\'t be true.', False),
     (' So the statement "Alex is shy" must not be false.', True),
     (" So the answer cannot be true.", False),
     # (neighbours: no claim or answer before the negation: no label)
     (" It cannot be true.", None)],
)
def test_a_claim_that_cannot_be_true(ending: str, label: bool | None) -> None:
    res = split_label(COT + ending)
    assert res.label is label
    assert res.status == ("missing" if label is None else "found")


def test_the_same_verdict_said_first_and_again_later() -> None:
    """Held-out set 210 #4: 'the statement "X" is false' opens the output and, after the
    proof, ends it, followed by a reason; the later one is read. Two verdicts that
    differ give no label."""
    verdict = ' the statement "Alex is not shy" is false.'
    output = "Based on the context," + verdict + " " + COT + " Therefore," + verdict + (
        " Alex is shy because he is a cat.")
    res = split_label(output)
    assert (res.label, res.status, res.claim) == (False, "found", True)
    assert output[: res.claim_end].endswith("Therefore," + verdict)
    other = output.replace("Therefore, the statement \"Alex is not shy\" is false",
                           "Therefore, the statement \"Alex is not shy\" is true")
    assert split_label(other).status == "missing"


def _label_without_the_shortcut(output: str) -> LabelSplit:
    """split_label as it reads without _no_answer_word: every reading of a label inside
    the output tried."""
    from pyverify.language.labels import _label_inside, _split_label

    split = _split_label(output, True, True)
    return _label_inside(output, split) if split.status == "missing" else split


_GLUED = [
    # answer words glued to a lead-in, after a "Q:", beside non-ASCII characters
    "Answeristrue. Fae is a cat.", "The answertrue, Fae is a cat.", "Fae is a cat. yesQ: next",
    "Fae is a cat. The answer is falſe, Fae is a cat.", "Fae is a cat.✅yes", "noQ:",
    "Fae is a cat.\nNo", "Fae is a cat. (y)", "**Conclusion:**TRUE. Fae is a cat.",
    "Fae is a cat. That's right.", "Fae is a cat; wrong", "Fae isn't", "Fae is a cat. n",
    # another answer word, before remarks (found by _before_remarks alone)
    "Fae is a cat. Yes. That's my final answer.", "Fae is a cat. No (but I am not sure).",
    "Fae is a cat.\nCorrect\nConfidence: high",
    # no answer word anywhere: the shortcut answers
    "Fae is a cat. Every cat is a mammal. Fae is a mammal.", "Assume Fae is a cat.\n\nFae is",
    "Fae is a cattrue", "Fae is a cat. Not so. Notrue", "Fae — café. ñyes", "",
]


@pytest.mark.parametrize("output", _GLUED)
def test_the_no_answer_word_shortcut_reads_as_every_reading_does(output: str) -> None:
    """split_label skips the readings of a label inside the output when it has no answer
    word at all (_no_answer_word: most outputs of a proofs-only set); what they would
    find, glued words and non-ASCII neighbours too, is the same."""
    assert split_label(output) == _label_without_the_shortcut(output)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(
    ["Fae is a cat", ".", " ", "\n", "Q:", "answer", "is", ":", "true", "False", "TRUE", "yes",
     "no", "n", "t", "y", "correct", "wrong", "right", "ſ", "é", "✅", "**", "(", ")", "'",
     "the statement", '"', "it is", "that", "So", ",", "—", "<answer>", "</answer>",
     "\\boxed{", "}", "not", "real world", "Confidence: high"]), max_size=14))
def test_the_no_answer_word_shortcut_property(pieces: list[str]) -> None:
    output = "".join(pieces)
    assert split_label(output) == _label_without_the_shortcut(output)


def test_the_no_answer_word_shortcut_on_the_chat_output_corpus() -> None:
    """Every output of the held-out corpus (tests/verify/chat_outputs*): the label read
    with the shortcut is the label read without it."""
    import json
    from pathlib import Path

    from pyverify.language.labels import _no_answer_word

    root = Path(__file__).resolve().parents[1] / "verify"
    outputs = [
        json.loads(line)["model_output"]
        for path in sorted(root.glob("chat_outputs*/outputs.jsonl"))
        for line in path.read_text("utf-8").splitlines()
    ]
    assert len(outputs) > 10_000
    skipped = [o for o in outputs if _no_answer_word(o)]
    assert len(skipped) > 1_000  # (the proofs-only outputs, mostly)
    for output in skipped:
        assert split_label(output) == _label_without_the_shortcut(output), output[-300:]


@pytest.mark.parametrize(
    ("output", "label"),
    [  # held-out set 252 #2: a verdict, then its reason with 'no' before a noun
     (COT + ' Therefore, the statement "Alex is not shy" is true. Since Alex is a cat, and no'
      " cat is shy, Alex cannot be shy.", True),
     # (neighbour: a 'no' that answers takes the verdict back)
     (COT + ' Therefore, the statement "Alex is not shy" is true. No, wait, Alex is shy.',
      None),
     # held-out set 254 #20: 'the answer to the question is:', then the claim and a remark
     (COT + " So, the answer to the question is: False. Alex is not shy.\n\nPlease let me"
      " know if you have any further questions!", False)],
)
def test_a_stated_answer_then_its_reason(output: str, label: bool | None) -> None:
    assert split_label(output).label is label


def test_the_emphasis_that_opens_a_stated_answer_is_blanked_with_it() -> None:
    """Held-out set 155 #40: '**Answer: False**' before the claim again; the '**' before
    'Answer' was left in the proof, at the start of the next sentence."""
    output = COT + "\n\n**Answer: False**\n\nAlex is not shy, because every dumpus is not shy."
    res = split_label(output)
    assert res.label is False and "*" not in res.proof and len(res.proof) == len(output)


@pytest.mark.parametrize(("text", "label", "proof"), [
    ("Fae is shy true", True, "Fae is shy"),
    ("Fae is shy false", False, "Fae is shy"),
    ("Fae is shy True", True, "Fae is shy"),
    ("Fae is true", None, "Fae is true"),  # (a copula: the sentence's own word)
    # a connective that was all of the last sentence goes with the label (it was left
    # behind as an unparseable step)
    ("Fae is shy. Therefore false", False, "Fae is shy."),
    ("Fae is shy. So True", True, "Fae is shy."),
    ("Fae is shy.\nThus, true", True, "Fae is shy."),
])
def test_a_lowercase_label_after_an_unterminated_sentence(
    text: str, label: bool | None, proof: str
) -> None:
    """Issue 2 lists both a final sentence without a period and the label `true`; the two
    together were no label, and `true` a word of the last step."""
    split = split_label(text)
    assert (split.label, split.proof) == (label, proof)
