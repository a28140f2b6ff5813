"""Answer-label extraction (evaluation reference §5, corrected per §7 items 1 and 14).

The original cuts the output at the first ``Q:`` and reads the last whitespace-separated
word, so ``True.`` scores wrong and a missing label is silently wrong. Here a label is a
trailing answer word (``True``/``False`` and the analyzer's synonyms ``t, yes, y, correct,
right`` / ``f, no, n, incorrect, wrong``) after the last sentence, optionally wrapped in
punctuation, quotes, markdown or an option letter and optionally introduced by a lead-in
(``The answer is``, ``Answer:``). A lowercase answer word that merely ends the last CoT
sentence (``… Fae is not wrong.``) is not a label; a capitalised ``True``/``False`` after
an unterminated sentence is (§7 item 14: ``… Alex is not shy True``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pyverify.language.words import STATEMENT_WORDS, VERDICT_ADVERBS

__all__ = ["LabelSplit", "double_quoted_verdicts", "label_word", "map_option_letter",
           "option_letter_label", "option_texts", "split_label"]

TRUE_WORDS = frozenset({"true", "t", "yes", "y", "correct", "right"})
FALSE_WORDS = frozenset({"false", "f", "no", "n", "incorrect", "wrong"})


@dataclass(frozen=True)
class LabelSplit:
    """``proof`` = the output without the label; ``status`` is "found" or "missing".

    ``claim`` marks a label given as a verdict on a quoted statement (``the statement
    "Fae is a cat" is true``): that sentence stays in the proof, where it is read as the
    claim it makes, and the verifier decides the label from that claim and the query."""

    proof: str
    label: bool | None
    status: str
    claim: bool = False
    #: where the verdict's sentence ends in ``proof`` when claims follow it (None: it
    #: is the last sentence)
    claim_end: int | None = None


_LEAD_END = re.compile(
    r"(?:^|(?<=[\s.,;:!?(\[*_\"'“”‘’]))"
    r"(?:(?:so|thus|therefore|hence|in\s+conclusion)\s*,?\s*)?"
    r"(?:the\s+)?(?:final\s+|correct\s+)?"
    r"(?:answer(?:\s+to\s+(?:the|this)\s+question)?|label|statement|claim|conclusion|query"
    r"|option)"  # ('Therefore, the correct option is B) False.', Logic-LM's prompts)
    r"(?:\s+is|\s*:)\s*:?\s*\Z"
    # '…, so it is **false**.' (the statement it answers, after a conclusion marker)
    r"|(?:^|(?<=[\s.,;:!?(\[*_\"'“”‘’]))(?:so|thus|therefore|hence)\s*,?\s*it\s+is\s*\Z",
    re.I,
)
# A Markdown heading as the lead-in: '### Answer' / '## Final answer:' on its own line
# (searched only when the window has a '#').
_HEADING_END = re.compile(
    r"(?:^|(?<=\n))[ \t]*#+[ \t]*(?:the\s+)?(?:final\s+)?answer[ \t]*:?[ \t]*\Z", re.I
)
_DANGLING_AND = re.compile(r"[\s,]*\band\s*\Z", re.I)
# split_label searches a pattern anchored at the end (\Z) only when the text ends as a
# match must (what tests/language/test_lang_split_labels.py holds each one to): Python's
# engine tries such a pattern from every start in its window, ~1,000 instructions a
# position, and the 80-character lead-in window alone cost ~90k, more than the rest of
# splitting a label off. _LEAD_END needs "is" or ":" last, _OPTION_END ")", _ECHO_END
# "or", _QUOTED_CLAIM_END "is" or an adverb, _DANGLING_AND "and" (ignoring trailing whitespace, and
# case where the pattern does).
_OPTION_END = re.compile(r"\(?[A-Ba-b]\)\s*\Z")
_ECHO_END = re.compile(r"\btrue\s+or\s*\Z", re.I)
_TRAIL_DECOR = " \t\r\n*_`\"'“”‘’)].!"
_LEAD_DECOR = " \t\r\n*_`\"'“”‘’([→⇒=>"
_LEAD_OPEN = " \t\r\n*_`([#"
_CANONICAL = frozenset({"True", "False", "TRUE", "FALSE"})
_ANSWER_WORDS = TRUE_WORDS | FALSE_WORDS
_LEAD_WINDOW = 80
# Unicode categories of what decorates a label: emoji and other symbols, variation
# selectors and joiners
_DECORATION = frozenset({"So", "Sk", "Mn", "Cf"})
_ANSWER_BLOCK_END = re.compile(r"<answer>\s*(.*?)\s*</answer>\s*\Z", re.I | re.S)
_BOXED_END = re.compile(
    r"(?:\$*|\\[(\[])\s*\\boxed\s*\{\s*(?:\\(?:text|textbf|mathrm|mathbf)\s*\{)?\s*([A-Za-z]+)"
    r"\s*\}?\s*\}\s*(?:\$*|\\[)\]])\s*\.?\s*\Z"
)
_QUOTED_CLAIM_END = re.compile(
    rf"[\"”]\s*(?:is|must\s+be)(?:\s+(?:{'|'.join(VERDICT_ADVERBS)}))?\Z", re.I
)
_QUOTED_CLAIM_LAST = ("is", "be", *VERDICT_ADVERBS)
# 'As Wren is multicellular, the statement that Wren is not multicellular is false.': the
# claim unquoted, after 'the statement that' (the parser reads it as tolerant.py's
# _quoted_claim does). Not across an answer's lead-in: in 'the claim that X does not
# hold, and the answer is False' the label is the answer's, not a verdict on the claim.
_THAT_CLAIM_END = re.compile(
    rf"\bthe\s+(?:{'|'.join(STATEMENT_WORDS)})\s+that"
    rf"\s(?:(?!\banswer\b)[^\"“”.!?;])+?\bis(?:\s+(?:{'|'.join(VERDICT_ADVERBS)}))?\Z",
    re.I,
)
_UNCLOSED_TAG = re.compile(r"</?[A-Za-z][\w-]{0,30}\s*/?\Z")  # a tag but its '>' (split.py)
_CLAIM_WORDS = frozenset({"true", "false", "correct", "incorrect"})
_SENTENCE_END = frozenset(".!?;")


def _search_end(
    pattern: re.Pattern[str], text: str, window: int
) -> tuple[int, re.Match[str] | None]:
    """``pattern`` searched in the last ``window`` characters of ``text`` (the patterns
    here are anchored at the end): the match and where it starts in ``text``."""
    tail = text[-window:]
    m = pattern.search(tail)
    return (len(text) - len(tail) + m.start(), m) if m is not None else (len(text), None)


def _rstrip_emoji(text: str, chars: str) -> str:
    """``text.rstrip(chars)``, and emoji and other symbols at its end as well."""
    text = text.rstrip(chars)
    while text and not text[-1].isascii() and unicodedata.category(text[-1]) in _DECORATION:
        text = text[:-1].rstrip(chars)
    return text


def label_word(word: str) -> bool | None:
    """True / False / None for one answer word (case-insensitive, §5)."""
    w = word.strip().lower()
    if w in TRUE_WORDS:
        return True
    if w in FALSE_WORDS:
        return False
    return None


_FULL_WIDTH = re.compile("[\uff01-\uff5e]")
_FOLD_FULL_WIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}


def split_label(output: str) -> LabelSplit:
    """Split a model output into proof text and label (§5, fixed per §7 item 1); a label
    followed by short remarks (``True. That's my answer.``, ``Answer: True`` and a
    ``Confidence: high`` line) is found before them (see :func:`_before_remarks`).
    Never raises. Full-width letters and punctuation (``Ｆａｌｓｅ``) are read as
    their ASCII forms, in the proof too (the same length: spans hold)."""
    if isinstance(output, str) and not output.isascii() and _FULL_WIDTH.search(output):
        output = output.translate(_FOLD_FULL_WIDTH)
    split = _split_label(output, True, True)
    if split.status == "missing" and isinstance(output, str) and not _no_answer_word(output):
        return _label_inside(output, split)
    return split


def _label_inside(output: str, split: LabelSplit) -> LabelSplit:
    """The label of an output that does not end in one (``split``): one before remarks or
    asides, one given first, stated in so many words, as a verdict on a quoted
    statement or with what it is about; else ``split``."""
    stem = _before_remarks(output)
    if stem is not None:
        inner = _split_label(stem, True, True)
        if inner.status == "found":
            return inner
    stem = _before_remarks(output, asides=True)
    if stem is not None:
        inner = _split_label(stem, True, True)
        if inner.status == "found":
            # past an aside on a rule the proof leaves out, or on the world: the aside is
            # kept as proof (it may make a claim), after the label's sentence
            end = inner.claim_end
            if inner.claim and end is None:
                end = len(inner.proof)
            gap = " " * max(len(stem) - len(inner.proof), 1)  # (offsets kept)
            return replace(inner, proof=inner.proof + gap + output[len(stem) :],
                           claim_end=end)
    return (_leading_label(output) or _stated_answer(output)
            or _stated_verdict(output) or _final_verdict(output) or split)


# Every label _label_inside finds is an answer word: "true" or "false" (its patterns may
# find those glued to a lead-in, 'answeristrue', and match 'ſ' for 's', which casefold()
# folds too), or another of _ANSWER_WORDS as a word of its own (what _split_label reads
# at the end of a sentence before remarks; a word at the end of the text, or glued to the
# "Q:" that cuts it, split_label has read before). _no_answer_word looks for them in one
# pass in C: the output's letters, lower case, every other character (non-ASCII ones
# too) a space.
_ANSWER_RUNS = frozenset(w.encode() for w in _ANSWER_WORDS - {"true", "false"})
_LETTERS_ONLY = bytes(
    c if 97 <= c <= 122 else c + 32 if 65 <= c <= 90 else 32 for c in range(256)
)


def _no_answer_word(output: str) -> bool:
    """Whether ``output`` has no answer word anywhere (see _ANSWER_RUNS), so that
    _label_inside cannot find a label: most outputs without a label at the end, all of a
    proofs-only set's (~6 µs instead of ~40 for the readings it skips)."""
    folded = output.casefold()
    if "true" in folded or "false" in folded:
        return False
    words = output.encode("ascii", "replace").translate(_LETTERS_ONLY)
    return _ANSWER_RUNS.isdisjoint(words.split())


# 'The answer is:', 'Final answer:', 'Answer' before an answer word; 'To answer your
# question:' (held-out set 141 #1); a 'Conclusion:' heading ('**Conclusion:** True,
# Polly is moderate.', set 246 #11).
_ANSWER_IS = (r"(?:(?:the\s+)?(?:final\s+|correct\s+)?(?:answer|option|choice)"
              r"(?:\s+to\s+(?:the|this)\s+question)?"
              r"\s*(?:is\s*)?:?"
              r"|to\s+answer\s+(?:your|the|this)\s+question\s*[:,]"
              r"|(?:final\s+)?conclusion\s*[*_]*:)")
# A label that opens the output, before its explanation ('**True**\n\nExplanation: …',
# 'Answer: False. Polly is …', 'The statement is **True**.'): the answer word, then the
# end of a sentence or line.
_LEADING = re.compile(
    rf"\A[\s*_#>`\"'“”]*(?:{_ANSWER_IS}[\s*_`]*|(?:the\s+)?(?:statement|claim)\s+is\s+[*_`]*)?"
    r"(true|false)[*_`\"'“”]*[ \t]*(?:[.!,:]|\n|\Z)",
    re.I,
)


def _blanked(output: str, m: re.Match[str]) -> LabelSplit:
    """The label that ``m`` matched (group 1, its answer word), the output the proof
    with the match blanked out, and the emphasis that opens it (``**Answer: False**``:
    the match starts at its word), so that every sentence keeps its offsets in the
    output."""
    start = m.start()
    while start > 0 and output[start - 1] in "*_":
        start -= 1
    proof = output[:start] + " " * (m.end() - start) + output[m.end() :]
    return LabelSplit(proof, m.group(1).lower() == "true", "found")


def _leading_label(output: str) -> LabelSplit | None:
    """The label of an output that gives it first and then its reasons, when it gives
    none at its end: all that follows is the proof, checked like any (no claim is
    passed over). None for any other output."""
    m = _LEADING.match(output)
    if m is None or not output[m.end() :].strip():
        return None
    return _blanked(output, m)


# Where a verdict's sentence may start (a word boundary), and a conclusion marker
# before it: 'So, the answer is …', 'So, the statement is …'.
_VERDICT_LEAD = r"(?:^|(?<=[\s.!:*#>]))(?:(?:so|thus|therefore|hence)\s*,?\s*)?"
# An answer stated in so many words inside the output ('So, the answer is: **False**.
# Sally is not muffled.', '**Answer: True** — Sally is muffled.'): 'answer' and the
# answer word, as a sentence of its own or before a dash, a bracket or a comma ('So the
# answer is: True, Sally is not cold.').
_ANSWER_STATED = re.compile(
    rf"{_VERDICT_LEAD}{_ANSWER_IS}"
    # ('**Final Answer:** **True** – Max is sweet.': emphasis closed and opened again)
    r"[\s*_`\"'“”]*(true|false)[*_`\"'“”]*\s*(?:[.!:,—–]|(?<=\s)-|(?=\()|\n|\Z)",
    re.I,
)
# what every match of _ANSWER_STATED holds
_ANSWER_WORD = re.compile("answer|conclusion", re.I)
_TAKEN_BACK = re.compile(
    r"\b(?:true|false|yes|no|correct|incorrect|wait|actually|but|however|mistake|sorry|"
    r"correction|instead|rather|reconsider|opposite|unsure|not\s+sure)\b",
    re.I,
)


# 'Hence, the statement is **true**: Polly is fruity.' (a verdict on the query, then claims;
# 'So, the statement is True, Sam is not large.' with a comma before a capital)
_STATEMENT_STATED = re.compile(
    _VERDICT_LEAD + r"(?:the\s+)?"
    r"(?:statement|claim)\s+is\s*[*_`]*(true|false)[*_`]*\s*(?::|[—–]|(?<=\s)-|,(?=\s*(?-i:[A-Z0-9])))",
    re.I,
)
# '**Conclusion:** The statement is **True**. Polly is fruity.': such a verdict as a
# sentence of its own, only where a line or a heading's colon starts it ('…, so the
# statement is true.' inside a proof is about a part of it: 'the "or" statement')
_STATEMENT_LINE = re.compile(
    r"(?:\A|(?<=\n)|(?<=:))[ \t*_#>]*(?:(?:so|thus|therefore|hence)\s*,?\s*)?"
    # ('Based on the rules provided, the statement is **True**.' opening the output)
    r"(?:(?:based\s+on|according\s+to)\s+the\s+(?:given\s+)?(?:rules|context|premises|"
    r"information|facts)(?:\s+(?:provided|given))?\s*,\s*)?(?:the\s+)?"
    r"(?:statement|claim)\s+is\s*[*_`]*(true|false)[*_`]*\s*[.!]",
    re.I,
)


def _stated_answer(output: str) -> LabelSplit | None:
    """The label of an output that states its answer in so many words (``the answer is
    False``) and then goes on with claims that neither give another label nor take it
    back (``Sally is not muffled.``): what follows is proof, checked like the rest. None
    for any other output (no such sentence, two of them, or a later word that may
    change the answer)."""
    m = None
    if _ANSWER_WORD.search(output) is not None:  # 2 µs on a 5-hop CoT; the pattern 18 µs
        m = _stated_once(_ANSWER_STATED, output)
    if m is None and ("statement is" in output or "claim is" in output):
        # ('the statement is true: X', '**Conclusion:** The statement is true. X'; also
        # when 'answer' is said otherwise: 'To answer this question, …', set 111 #10)
        m = _stated_once(_STATEMENT_STATED, output) or _stated_once(_STATEMENT_LINE, output)
    return None if m is None else _blanked(output, m)


def _stated_once(pattern: re.Pattern[str], output: str) -> re.Match[str] | None:
    """The one match of ``pattern`` in ``output``, when claims follow it that neither
    give another label nor take it back; else None."""
    found = list(pattern.finditer(output))
    if len(found) != 1:
        return None
    m = found[0]
    tail = output[m.end() :]
    return None if not tail.strip() or _takes_back(tail) else m


_SENTENCE_SPLIT = re.compile(r"(?<=[.!?\n])")


def _takes_back(tail: str) -> bool:
    """Whether what follows a stated answer may change it (_TAKEN_BACK): any of its
    sentences but an aside on the real world that gives no answer word ('It's worth
    noting that in reality sheep are not cats, but based on the premises, Alex is
    cold.': its 'but' sets the premises against the world, not against the answer), and
    but a 'no' inside a clause before a noun ('and no animal is unicellular', set 252
    #2: a determiner, no answer)."""
    if _TAKEN_BACK.search(tail) is None:
        return False
    return any(
        any(not _determiner_no(part, m) for m in _TAKEN_BACK.finditer(part))
        and not _unrelated_aside(part)
        for part in _SENTENCE_SPLIT.split(tail)
    )


_WORD_BEFORE = re.compile(r"[A-Za-z]\s+\Z")
_WORD_AFTER = re.compile(r"\s+[a-z]")


def _determiner_no(text: str, m: re.Match[str]) -> bool:
    """Whether the match is a 'no' between two words, the second in lower case ('and no
    animal'), not one that answers ('No, wait', 'the answer is no')."""
    return m.group().lower() == "no" and _WORD_BEFORE.search(text, 0, m.start()) is not None and (
        _WORD_AFTER.match(text, m.end()) is not None)


# 'the statement "X" is true|false.' (its sentence's end), for _stated_verdict
_VERDICT_STATED = re.compile(
    rf"\bthe\s+(?:{'|'.join(STATEMENT_WORDS)})\s+[\"“][^\"“”]{{3,200}}[\"”]\s+"
    rf"(?:is|must\s+be)(?:\s+(?:{'|'.join(VERDICT_ADVERBS)}))?\s*[*_`]*(true|false)[*_`]*"
    # (its reason may follow: '… is FALSE, because Sam is a lempus.', '…, as Sam is a
    # lempus.'; or where it comes from: '… is true based on the given context.'; then a
    # concession: '…, even though "overcast" is normally said of the sky.')
    rf"(\s*,?\s+(?:because|since|as)\s[^.!\n]{{3,300}})?"
    r"(\s*,?\s+(?:based\s+on|according\s+to|given)\s+the\s+(?:given\s+)?"
    r"(?:context|premises|information|facts|rules))?"
    r"(?:\s*,\s+(?:even\s+though|although|though)\s[^.!\n]{3,300})?\s*(?:[.!]|\n|\Z)",
    re.I,
)


# A statement in single quotes that a verdict follows ('the statement 'Sam is rainy' is
# true'); an apostrophe inside a word ('isn't') is no quote mark.
_SINGLE_QUOTED_VERDICT = re.compile(
    r"(?<![\w'’])['‘]([A-Z](?:[^'’\"\n]|(?<=\w)['’](?=\w)){2,300}?)['’]"
    r"(?=\s+(?:is|must\s+be)\b)"
)


def double_quoted_verdicts(output: str) -> str:
    """``output`` with a statement that a verdict follows in double quotes where it has
    single ones (``the statement 'X' is true`` as ``the statement "X" is true``, which is
    what the label and the parser read as a verdict on a claim); the same length, so
    spans hold. Anything else unchanged."""
    if "' is" not in output and "’ is" not in output and "' must" not in output and (
        "’ must" not in output
    ):
        return output
    return _SINGLE_QUOTED_VERDICT.sub(lambda m: f'"{m.group(1)}"', output)


def _quoted(verdict: str) -> str:
    """The statement a _VERDICT_STATED match quotes, in lower case."""
    m = _QUOTE.search(verdict)
    return "" if m is None else m.group(1).lower()


_QUOTE = re.compile(r"[\"“]([^\"“”]+)[\"”]")


def _stated_verdict(output: str) -> LabelSplit | None:
    """The label of an output that gives its verdict on a quoted statement (``Therefore,
    the statement "Rex is not blue" is false.``) and then goes on with claims that
    neither give another label nor take it back (``Rex is blue.``): as at the end, the
    verdict's sentence is a step, read as the claim it makes, and the verifier decides
    the label from that claim and the query (``claim_end``: where that sentence ends).
    So too such a verdict with its reason that ends the output (``… is false, because
    Rex is blue.``), and the same verdict said first and again later (the later one
    read). None for any other output (no such sentence, two that differ, or a later
    word that may change the answer)."""
    if '"' not in output and "“" not in output:
        return None
    found = list(_VERDICT_STATED.finditer(output))
    if not found or len({(_quoted(m.group(0)), m.group(1).lower()) for m in found}) != 1:
        return None  # (the same verdict on the same statement may be said twice: first
    m = found[-1]    # and last, set 210 #4)
    if output[m.end() :].strip():
        if _takes_back(output[m.end() :]):
            return None
    elif m.group(2) is None and m.group(3) is None:
        # at the end only with its reason ('… is FALSE, because Sam is a lempus.') or its
        # source ('… is true based on the given context.'): the end-of-output reading
        # looks for the verdict in the last word, and found none
        return None
    return LabelSplit(output, m.group(1).lower() == "true", "found", claim=True,
                      claim_end=m.end())


# The output's last sentence a verdict with what it is about: 'Therefore, it is true that
# Rex is nervous.' (the parser reads the claim, X or X negated), or a line that opens with
# the label and restates the claim after a dash or colon ('**True** - Sam is opaque.').
# Both are matched from where they must start (the last 'it is', the last line's start):
# every output without a label at its end, all of a proofs-only set's, comes here.
_IT_IS_THAT = re.compile(
    r"it\s+is\s+(?:(?:therefore|indeed|clearly)\s+)?[*_`]*(true|false)[*_`]*\s+that\s+"
    r"[^.!?\n]{3,200}[.!]?[*_`]*\s*\Z",
    re.I,
)
_LABEL_LINE = re.compile(
    r"[ \t*_#>]*(true|false)[*_`]*[ \t]*(?:[-—–:]|[*_`]+[ \t]*[-—–:])[ \t]*[^\n]{3,200}\Z",
    re.I,
)


def _final_verdict(output: str) -> LabelSplit | None:
    """The label of an output whose last sentence gives its verdict with what it is
    about (_IT_IS_THAT: a step, read as the claim it makes, which the verifier compares
    with the query; _LABEL_LINE: the label, then the claim restated, which stays in the
    proof). None for any other output."""
    text = output.rstrip()
    tail = text[-260:]
    k = tail.lower().rfind("it is ")
    if k >= 0 and (k == 0 or tail[k - 1] in " \t\n.!:*#>,") and (
        m := _IT_IS_THAT.match(tail, k)
    ) is not None:
        return LabelSplit(output, m.group(1).lower() == "true", "found", claim=True,
                          claim_end=len(text))
    start = text.rfind("\n") + 1
    if text[start : start + 12].lstrip(" \t*_#>")[:1] not in ("T", "t", "F", "f"):
        return None
    m = _LABEL_LINE.match(text, start)
    if m is not None and not _TAKEN_BACK.search(text, m.end(1)):
        # the label and its lead-in blanked (every sentence keeps its offsets)
        claim = len(text) - len(text[m.end(1) :].lstrip("*_` \t-—–:"))
        proof = text[:start] + " " * (claim - start) + text[claim:]
        return LabelSplit(proof, m.group(1).lower() == "true", "found")
    return None


# Remarks after the label: at most this many sentences or lines of at most this many
# words, none of them an answer word or one of these, which may state a claim ("is",
# "every", "so": the parser reads nothing without them), or take the answer back
# ("wait", "actually", "opposite"); a remark that gives a label is no remark, so a later
# label is never passed over.
_REMARKS_MAX = 3
_REMARK_WORDS_MAX = 10
_REMARK_BLOCKERS = frozenset(
    {"is", "are", "be", "been", "was", "were", "must", "cannot", "not", "never", "nor",
     "neither", "every", "each", "all", "since", "because", "so", "therefore", "thus", "hence",
     "assume", "suppose", "contradiction", "contradicts", "try", "backtrack", "wait",
     "actually", "but", "however", "although", "though", "unless", "except", "mistake",
     "sorry", "correction", "scratch", "retract", "revise", "reconsider", "opposite",
     "instead", "rather", "reverse", "change", "changed"}
)
_FINAL_ANSWER = re.compile(r"(?:this|that|it)\s+(?:is|was)\s+(?:my|the)\s+(?:final\s+)?answer",
                           re.I)


def _before_remarks(output: str, asides: bool = False) -> str | None:
    """The output up to the end of the sentence or line before its last remarks (see
    _REMARKS_MAX), to look for a label in; None when it does not end in a remark. The
    remarks go with the label: they state no claim, so the proof loses none. With
    ``asides``, a sentence that says nothing of the question (_unrelated_aside) counts
    as a remark too (the caller keeps it in the proof)."""
    q = output.find("Q:")
    text = (output if q == -1 else output[:q]).rstrip()
    end = len(text)
    for _ in range(_REMARKS_MAX):
        body = _rstrip_emoji(text[:end], _TRAIL_DECOR + "?;:")
        if text[:end].rstrip(" .!").endswith(")"):
            # a hedge in brackets after the label: 'True (but I am not sure).'
            o = body.rfind("(")
            if o > 0 and _is_bracket_remark(body[o + 1 :]):
                end = len(body[:o].rstrip())
                continue
        k = max(body.rfind(c) for c in ".!?;\n")
        if k < 0 or not (_is_remark(body[k + 1 :]) or (
            asides and _unrelated_aside(body[k + 1 :])  # ('Note that cats are not red, but
        )):                                             # that rule doesn't apply here.')
            break
        end = k + 1
    return text[:end] if end < len(text) else None


_CLAIM_VERBS = frozenset({"is", "are", "be", "been", "was", "were", "must", "cannot", "isn't",
                          "aren't"})


def _is_bracket_remark(inner: str) -> bool:
    """Whether a bracket after the label is a remark: a few words, no answer word and no
    claim's verb ('but I am not sure', 'probably', 'confidence: high'; not '(since Fae
    is a cat)', whose claim the proof should hold); or an aside on the real world, of any
    length ('(Some of these rules don't match the real world, but we only need the given
    premises here.)'), which says nothing of the question."""
    if _unrelated_aside(inner):
        return True
    words = _words(inner)
    return 0 < len(words) <= _REMARK_WORDS_MAX and not any(
        w in _ANSWER_WORDS or w in _CLAIM_VERBS for w in words
    )


_REAL_WORLD = re.compile(
    r"\b(?:real[- ]world|in reality|in real life|real life|(?:ordinary|standard|real|actual"
    r"|usual)\s+(?:mathematics|maths?|arithmetic|biology|zoology))\b",
    re.I,
)
# An aside on what the proof leaves out ('It's also worth noting that the context says
# every bacterium is unicellular, but Sally is never said to be one, so that rule doesn't
# apply here.'): its 'but' sets a premise against the entity, not against the answer.
_NOT_USED = re.compile(
    r"\b(?:(?:does|do)(?:n't|n’t| not) (?:apply|matter|affect)|"
    r"can(?:not|n't|n’t| not) be applied|"
    r"(?:is|are)(?:n't|n’t| not) (?:needed|used|relevant|applicable)|irrelevant|"
    r"plays? no role|(?:is|are)\s+(?:a\s+|just\s+a\s+)?"
    r"(?:distractors?|red\s+herrings?))\b",
    re.I,
)


# An aside on how odd the premises are ('It's worth noting that some of these premises
# are unusual (…), but within the logic of this context the conclusion follows.'): its
# 'but' sets the premises against the world too.
_ODD_PREMISES = re.compile(
    r"\b(?:premises|statements|rules|facts|premise|statement|rule)\s+(?:are|is|seem|seems)"
    r"\s+(?:(?:very|quite|rather|a\s+bit)\s+)?(?:unusual|strange|odd|counterintuitive|"
    r"unrealistic|fictional|made[- ]up|whimsical|nonsensical)\b",
    re.I,
)


def _unrelated_aside(text: str) -> bool:
    """Whether text speaks of the real world, of a premise the proof does not use
    (_NOT_USED) or of how odd the premises are (_ODD_PREMISES), and gives no answer word
    (_ANSWER_WORDS): an aside that says nothing of the question, in a bracket after the
    label (_is_bracket_remark) or after a stated answer (_takes_back)."""
    if (_REAL_WORLD.search(text) is None and _NOT_USED.search(text) is None
            and _ODD_PREMISES.search(text) is None):
        return False
    words = _words(text)
    # ('no' inside, before a noun, is a determiner: 'a real number with no imaginary part')
    return not any(w in _ANSWER_WORDS and not (w == "no" and 0 < i < len(words) - 1)
                   for i, w in enumerate(words))


def _words(text: str) -> list[str]:
    return [w.lower().replace("’", "'") for w in _WORD.findall(text)]


def _is_remark(segment: str) -> bool:
    """Whether a sentence or line after the label is a remark (see _REMARKS_MAX)."""
    words = _WORD.findall(segment)
    if len(words) > _REMARK_WORDS_MAX:
        return False
    if _FINAL_ANSWER.fullmatch(" ".join(words)):  # 'This is my final answer.'
        return True
    for w in words:
        w = w.lower().replace("’", "'")
        if w in _ANSWER_WORDS or w in _REMARK_BLOCKERS or w.endswith("n't"):
            return False
    return True


def _split_label(output: str, negation: bool, contrast: bool) -> LabelSplit:
    """:func:`split_label`; ``negation`` False reads a label word without looking at
    what precedes it in its sentence, a negation or another label (what
    :func:`_negated_label` reads the text without the negation by), ``contrast`` False
    without looking for a contrast (what :func:`_contrasted_label` reads the text before
    one by). Each inner reading turns one of them off, so none recurses further."""
    if not isinstance(output, str):
        return LabelSplit("", None, "missing")
    q = output.find("Q:")
    text = (output if q == -1 else output[:q]).rstrip()
    if text.endswith(">") and "<" in text:
        # '<think>…</think><answer>True</answer>' (RL reasoning formats): the label is what
        # the answer block says, the proof is everything before it
        start, block = _search_end(_ANSWER_BLOCK_END, text, 400)
        if block is not None and "<" not in block.group(1):
            inner = split_label(block.group(1))
            if inner.label is not None:
                return LabelSplit(text[:start], inner.label, "found")
    if text.endswith(("}", "$", "}.", "$.", "\\)", "\\).", "\\]", "\\].")) and (
        "boxed" in text[-40:]
    ):
        # LaTeX as math-tuned models write it: '\boxed{True}', '$\boxed{\text{False}}$',
        # '\(\boxed{\text{False}}\)';
        # the box is part of the label, so only the text before it can be proof
        start, boxed = _search_end(_BOXED_END, text, 60)
        if boxed is not None and boxed.group(1).lower() in _ANSWER_WORDS:
            text = text[:start] + " " + boxed.group(1)
    t = _rstrip_emoji(text, _TRAIL_DECOR)  # 'True ✅', 'The answer is False. 🎉'
    i = len(t)
    while i > 0 and t[i - 1].isalpha():
        i -= 1
    word = t[i:]
    low = word.lower()
    if low not in _ANSWER_WORDS:
        return LabelSplit(text, None, "missing")
    head = t[:i]
    negated = _negated_label(text, head, word) if negation else None
    if negated is not None:
        return negated
    if negation:
        judged = _contrasted_label(text, head, word) if contrast else None
        if judged is not None:
            return judged
        if _other_label(head, label_word(low)):
            # 'So it is True, and the opposite would be False.': which one is the answer
            # is a guess (the last word read False)
            return LabelSplit(text, None, "missing")
    if low == "false" and head.rstrip()[-2:].lower() == "or":
        cut, echo = _search_end(_ECHO_END, head, 30)
        if echo is not None:  # the model echoed "True or false" (the original reads `false`)
            return LabelSplit(text[:cut].rstrip(), None, "missing")
    b = _rstrip_emoji(head, _LEAD_DECOR)
    if head[len(b) : len(b) + 1] == ">" and _UNCLOSED_TAG.search(b[-34:]):
        # '</think>\nTrue': the '>' closes a tag (no '=>' lead-in), which ends a sentence
        return LabelSplit(head[: len(b) + 1], label_word(low), "found")
    if b[-1:] in _SENTENCE_END:
        # The common case, a label after a finished sentence: none of the patterns
        # below (option letter, lead-in, echoed query) can end in a terminator.
        return LabelSplit(b, label_word(low), "found")
    if (
        low in _CLAIM_WORDS
        and b.lower().endswith(_QUOTED_CLAIM_LAST)
        and (_QUOTED_CLAIM_END.search(b[-24:]) or _THAT_CLAIM_END.search(b[-200:]))
    ):
        # 'Therefore, the statement "Fae is a cat" is true.' (also 'is therefore true',
        # and 'the statement that Fae is a cat is true'):
        # the label, and a step too (the parser reads the sentence as its quoted claim),
        # so it stays in the proof
        return LabelSplit(text, label_word(low), "found", claim=True)
    if b.rstrip().endswith(")"):
        start, opt = _search_end(_OPTION_END, b, 8)
        if opt is not None:
            b = b[:start].rstrip(_LEAD_DECOR)
    last = b.rstrip()[-2:].lower()
    start, lead = (
        _search_end(_LEAD_END, b, _LEAD_WINDOW) if last == "is" or last[-1:] == ":" else (0, None)
    )
    if lead is None and "#" in b[-_LEAD_WINDOW:]:
        start, lead = _search_end(_HEADING_END, b, _LEAD_WINDOW)
    if lead is not None:
        # with the emphasis or bracket that opened the lead-in ('**Answer:** True') and
        # a conjunction that joined it to the proof ('…, and the statement is false')
        b = _rstrip_emoji(b[:start], _LEAD_OPEN)
        label = label_word(low)
        if b.rstrip()[-4:].lower() == "that":
            # 'It is false that the answer is True.' answers False (the lead-in alone
            # read True); the frame goes with the lead-in
            start, frame = _search_end(_NEGATED_FRAME, b, 60)
            if frame is not None:
                b, label = _rstrip_emoji(b[:start], _LEAD_OPEN), not label
        if b.rstrip()[-3:].lower() == "and":
            b = _DANGLING_AND.sub("", b)
        return LabelSplit(b, label, "found")
    before = b.rstrip()
    if not before or before[-1] in ".!?;:" or "\n" in head[len(before):]:
        return LabelSplit(before, label_word(low), "found")
    if len(before) < len(head) and (word in _CANONICAL or (
        low in ("true", "false") and before.rsplit(None, 1)[-1].lower() not in _COPULAS
    )):
        # §7 item 14: a label after an unterminated last sentence, capitalised or not
        # ('… Fae is shy true'), unless a copula makes it the sentence's own word; a
        # connective that was all of that sentence goes with the label ('… Fae is shy.
        # Therefore false': no step 'Therefore')
        m = _BARE_LEAD.search(before)
        return LabelSplit(before if m is None else before[: m.start(1)].rstrip(),
                          label_word(low), "found")
    return LabelSplit(text, None, "missing")


_BARE_LEAD = re.compile(
    r"(?:^|[.!?;:\n])\s*((?:and\s+)?(?:so|therefore|thus|hence|then|consequently)[,:]?)$",
    re.I)
_COPULAS = frozenset({"is", "are", "was", "were", "be", "been", "being", "not", "isn't",
                      "aren't", "wasn't", "weren't"})


def _negated_label(text: str, head: str, word: str) -> LabelSplit | None:
    """A label word negated by the word before it (``The answer is not True.``, ``False,
    because it is not True``, ``Answer: isn't true``): the label as the text without the
    negation would give it, flipped (in a True/False question "not True" answers False).
    None when there is no such negation, or when the text without it has no label (``…
    Fae is not wrong.`` ends a sentence; it gives no label)."""
    b = head.rstrip(_LEAD_DECOR)
    j = len(b)
    while j > 0 and (b[j - 1].isalpha() or b[j - 1] in "'’"):
        j -= 1
    prev = b[j:].lower().replace("’", "'")
    if prev == "be" and (m := _CANNOT_BE.search(b[:j])) is not None:
        # 'the claim that X cannot be true' (can't, can not, could not, must not): read as
        # 'the claim that X is true', flipped
        stem = b[: m.start()] + " is"
    elif not (prev in _NEGATORS or prev.endswith("n't")):
        return None
    else:
        stem = b[:j] + prev[: -len("n't")] if prev.endswith("n't") and prev != "can't" else b[:j]
    inner = _split_label(stem + (" " if stem[-1:].isalpha() else "") + word, False, False)
    if inner.status != "found" or inner.label is None:
        return None
    if inner.claim:  # 'the statement "X" is not true': the sentence states the claim
        return LabelSplit(text, not inner.label, "found", claim=True)
    proof = inner.proof
    m = _VERDICT_BECAUSE.search(proof)
    if m is not None and (m.group("word").lower() == "true") is (not inner.label):
        # 'False, because it is not True': the verdict said first is part of the label's
        # sentence, not a step ('False, because it is' was left as an unparseable one)
        proof = proof[: m.start()].rstrip()
    return LabelSplit(proof, not inner.label, "found")


_NEGATORS = frozenset({"not", "never", "cannot"})
# The start of 'False, because it is not True' once its last words are read as the label.
_VERDICT_BECAUSE = re.compile(
    r"(?:^|(?<=[.!?:;\n]))[\s*_]*(?P<word>true|false)[\s*_]*[.,:]?\s+"
    r"(?:because|since|as)\s+(?:it|this|that)\s+is\s*\Z",
    re.I,
)
_CANNOT_BE = re.compile(r"\s(?:cannot|can['’]t|can\s+not|could\s+not|couldn['’]t|must\s+not)\s+\Z",
                        re.I)
# A lead-in under a negation: 'It is false that the answer is True.' (searched only when
# the text before the lead-in ends in "that").
_NEGATED_FRAME = re.compile(
    r"(?:^|(?<=[\s.,;:!?(\[*_\"'“”‘’]))it(?:\s+is|['’]s)\s+"
    r"(?:not\s+true|not\s+the\s+case|false|untrue|incorrect|wrong)\s+that\s*\Z",
    re.I,
)
# A label contrasted with the one after it: 'True rather than False' (searched only when
# the text ends in "than", "of" or "to").
_CONTRAST_END = re.compile(r"\b(?:rather\s+than|instead\s+of|as\s+opposed\s+to)\s*\Z", re.I)
_SENTENCE_WINDOW = 300  # characters of the label's sentence searched for another label
_WORD = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?")
# What makes a label word in a sentence no answer of its own: a negation ('not True'),
# an alternative ('True or False', 'either True', 'True/False'), a contrast ('rather
# than True').
_NOT_ANSWERING = frozenset({"not", "never", "cannot", "or", "nor", "either", "neither", "than",
                            "of", "to", "true", "false"})


def _contrasted_label(text: str, head: str, word: str) -> LabelSplit | None:
    """A label word after "nor" or a contrast: ``neither True nor False`` gives no label
    (missing); ``True rather than False`` / ``instead of`` / ``as opposed to`` gives the
    label before the contrast, when there is one and it is the other label (else
    missing). None when the word follows neither."""
    b = head.rstrip(_LEAD_DECOR)
    last = b[-4:].lower()
    if last == " nor" or b.lower() == "nor":
        return LabelSplit(text, None, "missing")
    if not last.endswith(("than", " of", " to")):
        return None
    start, m = _search_end(_CONTRAST_END, b, 30)
    if m is None:
        return None
    inner = _split_label(b[:start].rstrip(" \t\r\n,"), True, False)
    if inner.label is None or inner.label == label_word(word):
        return LabelSplit(text, None, "missing")
    return inner


def _other_label(head: str, label: bool | None) -> bool:
    """Whether the sentence the label word ends gives the other label too, as a
    capitalised answer word not negated, contrasted or offered as an alternative (``So
    it is True, and the opposite would be False``)."""
    sentence = head[-_SENTENCE_WINDOW:]
    sentence = sentence[max(sentence.rfind(c) for c in ".!?;\n") + 1 :]
    if "True" not in sentence and "False" not in sentence and "TRUE" not in sentence and (
        "FALSE" not in sentence
    ):
        return False
    words = _WORD.findall(sentence)
    for j, w in enumerate(words):
        if w in _CANONICAL and label_word(w) != label:
            prev = words[j - 1].lower().replace("’", "'") if j else ""
            nxt = words[j + 1].lower() if j + 1 < len(words) else ""
            if prev not in _NOT_ANSWERING and not prev.endswith("n't") and nxt not in (
                "or", "true", "false"
            ):
                return True
    return False


_OPTION_CHOICE = re.compile(
    r"(?:option|answer|choice)(?:\s+is)?\s*:?\s*\(?([A-Za-z])\)?(?![A-Za-z])", re.I
)
_TRAILING_LETTER = re.compile(r"(?:^|[\s:(])\(?([A-Z])\)?[\s.*]*\Z")
# An option as Logic-LM writes it, "A) True"; also "(A) True", "A. True", "A: True".
_OPTION_TEXT = re.compile(r"\s*\(?([A-Za-z])\s*[).:]\s*(.*)\Z", re.S)
# A letter chosen: 'The correct option is: **B**', 'Answer: (B)', 'Final answer: B',
# '\boxed{B}', 'option b.'; with what may restate the option after it (' (True)', ') True').
_OPTION_CHOSEN = re.compile(
    r"(?P<lead>\b(?:(?:correct|final|right)\s+)?(?:option|answer|choice)(?:\s+is)?[\s*_]*:?"
    r"[\s*_]*|\\boxed\{\s*(?:\\text\{\s*)?)"
    r"\(?(?P<letter>[A-Za-z])\)?(?![\w'’])"
    r"(?P<end>(?=[\s*_]*(?:[.!}]|\Z|\n)))?"
    r"(?P<echo>\s*(?:[-–—:]\s*)?\(?[*_]*(?:true|false)[*_]*\)?)?",
    re.I,
)
# An option written out: 'B) False', '(B) False', '**B) False**'.
_OPTION_WRITTEN = re.compile(r"(?<![\w(])\(?(?P<letter>[A-Z])\)\s*(?P<text>True|False)\b")
# A letter alone at the end: 'Therefore, B.', '**B.**', '(B)', 'B'.
_BARE_OPTION = re.compile(r"(?:^|(?<=[\s,:]))[*_]*\(?(?P<bare>[A-Z])\)?[*_]*\s*[.!]?[*_]*\s*\Z")
_OPENING_EMPHASIS = re.compile(r"(?:^|(?<=\s))[*_]+\Z")


def option_texts(options: object) -> dict[str, str]:
    """The text of each option by its letter: ``["A) True", "B. False"]`` → ``{"A":
    "True", "B": "False"}``; anything that is no list of such strings gives none."""
    texts: dict[str, str] = {}
    if isinstance(options, (list, tuple)):
        for option in options:
            m = _OPTION_TEXT.match(option) if isinstance(option, str) else None
            if m:
                texts[m.group(1).upper()] = m.group(2).strip()
    return texts


def map_option_letter(output: str, options: object) -> str:
    """An output that answers with option letters, with the options' texts in their
    place, wherever it gives them: after ``option``, ``answer`` or ``choice`` (``The
    correct option is: **B**``, ``Final answer: B``, ``\\boxed{B}``; a restatement of
    the option's text after the letter goes with it: ``A (True)``), as an option written
    out (``B) False``), and a letter alone at the end (``Therefore, B.``). The label is
    then read from the text as from any other output.

    ``options`` are Logic-LM's ``["A) True", "B) False"]``, or what :func:`option_texts`
    made of them (a caller that maps many outputs reads the options once); an output
    with no letter answer, or only letters that are not options, is returned unchanged.
    """
    texts = options if isinstance(options, dict) else option_texts(options)
    if not texts:
        return output

    def chosen(m: re.Match[str]) -> str:
        letter = m.group("letter")
        text = texts.get(letter.upper())
        if text is None or (letter.islower() and m.group("end") is None):
            return m.group(0)  # ('the answer is a bit …': an article)
        echo = m.group("echo")
        rest = "" if echo is None or echo.strip(" -–—:()*_").lower() == text.lower() else (
            echo)
        return f"{m.group('lead')}{text}{rest}"

    out = _OPTION_CHOSEN.sub(chosen, output)
    out = _OPTION_WRITTEN.sub(
        lambda m: m.group("text") if texts.get(m.group("letter")) == m.group("text")
        else m.group(0), out)
    body = out.rstrip()
    m = _BARE_OPTION.search(body)
    if m is not None and m.group("bare") in texts:
        head = _OPENING_EMPHASIS.sub("", body[: m.start()]).rstrip()  # ('**B**')
        out = f"{head} {texts[m.group('bare')]}" if head else texts[m.group("bare")]
    return out


def option_letter_label(output: str, options: Sequence[str]) -> bool | None:
    """Map a chosen option letter to a label through ``options``.

    ``"The correct option is: A"`` with ``["A) True", "B) False"]`` → True. Returns None
    when no letter is found or the option's text is not an answer word. Never raises.
    """
    if not isinstance(output, str):
        return None
    q = output.find("Q:")
    text = output if q == -1 else output[:q]
    letter = None
    for m in _OPTION_CHOICE.finditer(text):
        letter = m.group(1).upper()
    if letter is None:
        m2 = _TRAILING_LETTER.search(text.rstrip())
        if m2 is None:
            return None
        letter = m2.group(1)
    text_of = option_texts(list(options))
    if letter not in text_of:
        return None
    return label_word(text_of[letter].strip(".*\"'"))
