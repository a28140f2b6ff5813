"""A Markdown table of steps (a format models answer in when asked for steps): each
row's statement is a step, a justification that states a rule is its reason."""

from __future__ import annotations

from pyverify.language.parse import parse_cot

TABLE = """| Step | Statement | Justification |
|---|---|---|
| 1 | Alex is a sterpus | Given |
| 2 | Alex is a lempus | Sterpuses are lempuses (1) |
| 3 | Alex is a numpus | From step 2 |
| 4 | Contradiction | Alex is not a lempus (given) vs 3 |
| 5 | Case 1: assume Sam is a sterpus | Case from step 1 |
| 6 | Alex is a wumpuss | Given |"""


def test_rows_are_steps_and_rules_in_the_justification_are_their_reasons() -> None:
    steps = parse_cot(TABLE, names=frozenset({"Alex", "Sam"}))
    assert [(s.parsed.kind.value, s.parsed.prefix, str(s.parsed.formula)) for s in steps] == [
        ("comment", None, "None"), ("comment", None, "None"),
        ("fact", None, "sterpus(Alex)"),
        ("rule", "because", "![X1]:((sterpus(X1) => lempus(X1)))"),
        ("fact", None, "lempus(Alex)"),
        ("fact", None, "numpus(Alex)"),
        ("contradiction", None, "None"),
        ("assumption", None, "sterpus(Sam)"),
        ("unparseable", None, "None"),  # a statement that does not parse stays unread
    ]
    assert steps[0].parsed.reason == "a table header, not a claim"
    row = "| 2 | Alex is a lempus | Sterpuses are lempuses (1) |"
    assert steps[3].sentence == steps[4].sentence == row


PREMISES_FIRST = """To determine if Fae is large:

| Step | Premise used | Conclusion |
|---|---|---|
| 1 | Fae is a lempus. | Fae is a lempus |
| 2 | Lempuses are lorpuses. | Fae is a lorpus |

Since Fae is a lorpus, Fae is a lorpus."""


def test_a_row_with_full_stops_is_one_sentence_and_premises_come_first() -> None:
    """A Qwen 2.5 table (held-out set 12): a full stop inside a cell cut the row in two,
    and the row '| 2 | Lempuses are lorpuses. | Fae is a lorpus |' gives the premise and
    then what it gives."""
    steps = parse_cot(PREMISES_FIRST, names=frozenset({"Fae"}))
    rows = [s for s in steps if s.sentence.startswith("|")]
    assert [s.sentence for s in rows][2:] == [
        "| 1 | Fae is a lempus. | Fae is a lempus |",
        "| 2 | Lempuses are lorpuses. | Fae is a lorpus |",
        "| 2 | Lempuses are lorpuses. | Fae is a lorpus |",
    ]
    assert [(s.parsed.kind.value, s.parsed.prefix) for s in rows][2:] == [
        ("fact", None), ("rule", None), ("fact", "so")]
    for s in steps:  # the spans still point into the text
        assert PREMISES_FIRST[s.start : s.end] == s.sentence


CASES_IN_CELLS = """| Case | Chain |
|------|-------|
| 1 – cat | Assume Alex is a cat. Every cat is a wumpus, so Alex is a wumpus. |
| 2 | Alex is a wumpus. | Cats are wumpuses. |
| 3. | Assume Alex is a dog. Dogs are wumpuses, so Alex is a wumpus. |
| Alex is a dog | Dogs are wumpuses. Alex is a wumpus. |
| Clash | impus vs. (F) |"""


def test_a_cell_of_several_sentences_after_labels_is_read_sentence_by_sentence() -> None:
    """Held-out set 194 #42: a proof by cases in a table whose last cell holds each
    case's sentences. After cells that are labels (no claim, no full stop but a list
    number's), that cell's sentences are steps of their own, each with its offsets; a
    row whose first cells claim something, or whose last cell is no sentences ('impus
    vs. (F)'), stays one sentence, read cell by cell."""
    steps = parse_cot(CASES_IN_CELLS, names=frozenset({"Alex"}))
    got = [(s.sentence, s.parsed.kind.value, str(s.parsed.formula)) for s in steps]
    assert got[2:8] == [
        ("| 1 – cat |", "comment", "None"),
        ("Assume Alex is a cat.", "assumption", "cat(Alex)"),
        ("Every cat is a wumpus, so Alex is a wumpus.", "rule",
         "![X1]:((cat(X1) => wumpus(X1)))"),
        ("Every cat is a wumpus, so Alex is a wumpus.", "fact", "wumpus(Alex)"),
        ("| 2 | Alex is a wumpus. | Cats are wumpuses. |", "rule",
         "![X1]:((cat(X1) => wumpus(X1)))"),
        ("| 2 | Alex is a wumpus. | Cats are wumpuses. |", "fact", "wumpus(Alex)"),
    ]
    assert [s.sentence for s in steps[8:10]] == ["| 3. |", "Assume Alex is a dog."]
    assert {s.sentence for s in steps[-3:]} >= {
        "| Alex is a dog | Dogs are wumpuses. Alex is a wumpus. |", "| Clash | impus vs. (F) |"}
    for s in steps:
        assert CASES_IN_CELLS[s.start : s.end] == s.sentence


def test_a_row_that_says_where_its_statement_comes_from_first() -> None:
    """Held-out set 200 #13: '| 1 | Given | Alex is a butterfly. |', the source before
    the statement: the statement is the step (it was unread)."""
    steps = parse_cot("| Step | Rule | Conclusion |\n|---|---|---|\n| 1 | Given | Alex is a "
                      "cat. |\n| 2 | Cats are sour. | Alex is sour. |", names=frozenset({"Alex"}))
    assert [(s.parsed.kind.value, str(s.parsed.formula)) for s in steps[2:]] == [
        ("fact", "cat(Alex)"), ("rule", "![X1]:((cat(X1) => sour(X1)))"),
        ("fact", "sour(Alex)")]
