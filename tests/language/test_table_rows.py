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
