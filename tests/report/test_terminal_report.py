"""Terminal reports rendered to a fixed-width console without colour (rich's test style)."""

from __future__ import annotations

from io import StringIO

from rich.console import Console

from pyverify.analysis import summarize
from pyverify.report.terminal import CLASS_STYLES, ProofReport, SummaryReport
from pyverify.verify.results import ProofResult, StepClass, StepKind, StepResult, Validity


def render(renderable: object, width: int = 100) -> str:
    console = Console(file=StringIO(), width=width, color_system=None)
    console.print(renderable)
    text = console.file.getvalue()  # type: ignore[attr-defined]
    # Tables pad their rows to the table width; compare without trailing blanks.
    return "\n".join(line.rstrip() for line in text.splitlines()) + "\n"


STEPS = (
    StepResult(
        0,
        "Fae is a cat.",
        0,
        13,
        StepKind.FACT,
        validity=Validity.STRICT,
        atomic=True,
        hops=1,
        rule="axiom",
        premise_axioms=(4,),
    ),
    StepResult(
        1,
        "Cats are carnivores.",
        14,
        34,
        StepKind.RULE,
        validity=Validity.STRICT,
        atomic=True,
        hops=1,
        rule="axiom",
        premise_axioms=(0,),
    ),
    StepResult(
        2,
        "Fae is a carnivore.",
        35,
        54,
        StepKind.FACT,
        validity=Validity.STRICT,
        atomic=True,
        hops=1,
        rule="MP",
        premise_steps=(0, 1),
    ),
    StepResult(
        3,
        "Fae is a mammal.",
        55,
        71,
        StepKind.FACT,
        validity=Validity.STRICT,
        atomic=False,
        hops=2,
        misleading=True,
        off_path=True,
        rule="MP",
        premise_steps=(2,),
        premise_axioms=(1,),
    ),
    StepResult(
        4,
        "Carnivores are cats.",
        72,
        92,
        StepKind.RULE,
        validity=Validity.INVALID,
        reason="not provable from the context and earlier steps",
    ),
    StepResult(
        5,
        "Fae is blorp",
        93,
        105,
        StepKind.UNPARSEABLE,
        validity=Validity.UNPARSEABLE,
        reason="unknown word 'blorp'",
        warnings=("no final period",),
    ),
)

RESULT = ProofResult(
    id="example7",
    steps=STEPS,
    proof_correct={"strict": False, "skip": False, "broad": False, "valid": False},
    label_gold=True,
    label_predicted=None,
    label_status="missing",
    first_error=3,
)


def test_proof_report() -> None:
    assert render(ProofReport(RESULT)) == (
        "example7\n"
        "  Fae is a cat. Cats are carnivores. Fae is a carnivore. Fae is a mammal. Carnivores are "
        "cats. Fae\n"
        "is blorp\n"
        "  label: missing (gold True) ✗   proof: strict ✗ skip ✗ broad ✗ valid ✗\n"
        "  steps: 3 canonical, 1 non-atomic misleading, 1 invalid, 1 unparseable; first error: #3 "
        "(non-atomic\n"
        "misleading)\n"
    )


def test_proof_report_with_steps() -> None:
    assert render(ProofReport(RESULT, show_steps=True, sample=2), width=120) == (
        "example7 (sample 2)\n"
        "  Fae is a cat. Cats are carnivores. Fae is a carnivore. Fae is a mammal. Carnivores are "
        "cats. Fae is blorp\n"
        "  label: missing (gold True) ✗   proof: strict ✗ skip ✗ broad ✗ valid ✗\n"
        "  steps: 3 canonical, 1 non-atomic misleading, 1 invalid, 1 unparseable; first error: #3 "
        "(non-atomic misleading)\n"
        "#   sentence               class                   rule    premises    hops   notes\n"
        + "─"
        * 120
        + "\n"
        "0   Fae is a cat.          canonical               axiom   ctx 4          1\n"
        "1   Cats are carnivores.   canonical               axiom   ctx 0          1\n"
        "2   Fae is a carnivore.    canonical               MP      #0, #1         1\n"
        "3   Fae is a mammal.       non-atomic misleading   MP      #2, ctx 1      2   off path\n"
        "4   Carnivores are cats.   invalid                                            "
        "not provable from the context and earlier\n"
        "                                                                              steps\n"
        "5   Fae is blorp           unparseable                                        "
        "unknown word 'blorp'; no final period\n"
    )


def test_proof_report_labels() -> None:
    proofs_only = ProofResult(
        "p",
        STEPS[:3],
        dict.fromkeys(("strict", "skip", "broad", "valid"), True),
        None,
        None,
        "not-applicable",
    )
    lines = render(ProofReport(proofs_only)).splitlines()
    assert lines[2] == "  label: n/a (proofs only)   proof: strict ✓ skip ✓ broad ✓ valid ✓"
    assert lines[3] == "  steps: 3 canonical"
    found = ProofResult(
        "f",
        STEPS[:1],
        dict.fromkeys(("strict", "skip", "broad", "valid"), False),
        True,
        False,
        "found",
        bound_hit=True,
    )
    lines = render(ProofReport(found)).splitlines()
    assert lines[2] == "  label: False (gold True) ✗   proof: strict ✗ skip ✗ broad ✗ valid ✗"
    assert lines[3] == "  steps: 1 canonical; solver bound hit"


def test_steps_are_coloured_by_class() -> None:
    console = Console(file=StringIO(), width=200, color_system="standard", force_terminal=True)
    styles = {
        seg.text: str(seg.style)
        for seg in console.render(ProofReport(RESULT))
        if seg.text.strip().endswith((".", "blorp"))
    }
    assert styles["Fae is a cat."] == "green"
    assert styles["Fae is a mammal."] == "magenta"
    assert styles["Carnivores are cats."] == "red"
    assert styles["Fae is blorp"] == "dim red"
    assert {c.value for c in StepClass} <= set(CLASS_STYLES)


def test_summary_report() -> None:
    other = ProofResult(
        "g",
        STEPS[:3],
        dict.fromkeys(("strict", "skip", "broad", "valid"), True),
        True,
        True,
        "found",
    )
    assert render(SummaryReport(summarize([RESULT, other]))) == (
        "Summary (n = 2)\n"
        " metric                  value   95% CI (Wilson)   k / n\n"
        "─────────────────────────────────────────────────────────\n"
        " label accuracy          0.500   [0.095, 0.905]    1 / 2\n"
        " strict proof accuracy   0.500   [0.095, 0.905]    1 / 2\n"
        " skip proof accuracy     0.500   [0.095, 0.905]    1 / 2\n"
        " broad proof accuracy    0.500   [0.095, 0.905]    1 / 2\n"
        " valid proof accuracy    0.500   [0.095, 0.905]    1 / 2\n"
        "\n"
        "Step classes (n = 9 steps)\n"
        " class                   count   fraction\n"
        "──────────────────────────────────────────\n"
        " canonical                   6      0.667\n"
        " non-atomic misleading       1      0.111\n"
        " invalid                     1      0.111\n"
        " unparseable                 1      0.111\n"
        "\n"
        "Unparseable steps by reason (n = 1)\n"
        " reason                 count   fraction\n"
        "─────────────────────────────────────────\n"
        " unknown word 'blorp'       1      1.000\n"
        "\n"
        "First error (n = 1 proofs not strictly correct)\n"
        " class                   count   fraction\n"
        "──────────────────────────────────────────\n"
        " non-atomic misleading       1      1.000\n"
    )


def test_summary_report_empty_and_grouped() -> None:
    text = render(SummaryReport(summarize([])))
    assert " strict proof accuracy       —   undefined (n = 0)   0 / 0" in text
    a = ProofResult(
        "a",
        STEPS[:3],
        dict.fromkeys(("strict", "skip", "broad", "valid"), True),
        True,
        True,
        "found",
        metadata={"hops": 1},
    )
    b = ProofResult(
        "b",
        STEPS[:3],
        dict.fromkeys(("strict", "skip", "broad", "valid"), True),
        True,
        True,
        "found",
        metadata={"hops": 3},
    )
    text = render(SummaryReport(summarize([a, b], ("hops", "ontology"))))
    assert "First error: none (no proof is incorrect)\n" in text
    assert text.endswith(
        "By hops\n"
        " hops   n   label   strict    skip   broad   valid\n"
        "───────────────────────────────────────────────────\n"
        " 1      1   1.000    1.000   1.000   1.000   1.000\n"
        " 3      1   1.000    1.000   1.000   1.000   1.000\n"
    )


def _incorrect_proof(kind: StepKind, validity: Validity, reasons: list[str]) -> ProofResult:
    """A proof correct under no metric whose steps have these reasons."""
    steps = tuple(StepResult(i, "x", 0, 1, kind, validity=validity, reason=r)
                  for i, r in enumerate(reasons))
    return ProofResult("u", steps, dict.fromkeys(("strict", "skip", "broad", "valid"), False),
                       True, None, "missing")


def test_unparseable_reasons_table_shows_the_most_frequent_kinds() -> None:
    reasons = [f'unexpected word "w{i}"' for i in range(10) for _ in range(10 - i)]
    reasons += ['unknown noun "wumpuss" (did you mean "wumpus"?)', 'unknown noun "blorp"']
    result = _incorrect_proof(StepKind.UNPARSEABLE, Validity.UNPARSEABLE, reasons)
    text = render(SummaryReport(summarize([result])))
    table = text[text.index("Unparseable steps by reason"):text.index("First error")]
    assert table == (
        "Unparseable steps by reason (n = 57)\n"
        " reason                 count   fraction\n"
        "─────────────────────────────────────────\n"
        ' unexpected word "w0"      10      0.175\n'
        ' unexpected word "w1"       9      0.158\n'
        ' unexpected word "w2"       8      0.140\n'
        ' unexpected word "w3"       7      0.123\n'
        ' unexpected word "w4"       6      0.105\n'
        ' unexpected word "w5"       5      0.088\n'
        ' unexpected word "w6"       4      0.070\n'
        ' unexpected word "w7"       3      0.053\n'
        " (3 other reasons)          5      0.088\n"
        "\n"
    )


def test_steps_the_solver_did_not_judge_are_counted_under_invalid_and_named() -> None:
    reasons = ["not judged: solver bound hit (inference limit of the step)",
               "not judged: solver bound hit (inference limit of the output)",
               "not provable from the context and the earlier steps"]
    result = _incorrect_proof(StepKind.FACT, Validity.INVALID, reasons)
    text = render(SummaryReport(summarize([result])))
    table = text[text.index("Step classes"):text.index("First error")]
    assert table == (
        "Step classes (n = 3 steps)\n"
        " class     count   fraction\n"
        "────────────────────────────\n"
        " invalid       3      1.000\n"
        "2 of the invalid steps were not judged, in 1 output: the solver hit a bound (each "
        "step's reason\nnames it; their records have bound_hit)\n"
        "\n"
    )
    assert "not judged" not in render(SummaryReport(summarize([RESULT])))
    # the outputs are counted, and merged across groups
    summary = summarize([result, RESULT, result])
    assert (summary.not_judged, summary.outputs_not_judged) == (4, 2)
    assert summary.to_json()["outputs_with_steps_not_judged"] == 2


def test_a_sentence_with_several_steps_is_shown_once_in_its_worst_colour() -> None:
    since = "Since Fae is a cat, Fae is a dog."
    steps = (
        StepResult(0, since, 0, 33, StepKind.FACT, validity=Validity.STRICT, atomic=True,
                   hops=1, rule="axiom"),
        StepResult(1, since, 0, 33, StepKind.FACT, validity=Validity.INVALID),
        StepResult(2, "Fae is a cat.", 34, 47, StepKind.FACT, validity=Validity.STRICT,
                   atomic=True, hops=0, rule="repeat"),
    )
    result = ProofResult("s", steps, dict.fromkeys(("strict", "skip", "broad", "valid"),
                                                   False), True, None, "missing")
    cot = ProofReport(result)._cot()
    assert cot.plain == f"  {since} Fae is a cat."
    styles = {cot.plain[span.start : span.end]: span.style for span in cot.spans}
    assert styles == {since: CLASS_STYLES["invalid"], "Fae is a cat.": CLASS_STYLES["canonical"]}


def test_the_cot_is_shown_in_the_order_of_its_text() -> None:
    """A reason in brackets after a claim's full stop is judged before the claim (its
    steps come first), but the CoT is shown as the model wrote it."""
    from pyverify.generate import OODConfig, generate_ood
    from pyverify.verify import check

    ex = next(iter(generate_ood(OODConfig(rule="OrElim", depth=1, width=2, n=1, seed=3),
                                validate=False)))
    text = "Assume Max is a lorpus.\nMax is a gorpus. (from 1, lorpuses are gorpuses)"
    result = check(ex, text)
    assert [s.sentence for s in result.steps][1:] == [
        "(from 1, lorpuses are gorpuses)", "Max is a gorpus."
    ]
    assert ProofReport(result)._cot().plain == "  " + text.replace("\n", " ")


def test_per_rule_table_fits_80_columns_with_thousands_of_proofs() -> None:
    """The four intervals of a per-rule row are all shown whole on an 80-column terminal
    (and so whenever stdout is piped), with a rule, hops and width column and thousands
    of proofs a group: none is cut off with an ellipsis or folded."""
    results = [
        ProofResult(
            f"{rule}-{hops}-{width}-{i}",
            STEPS[:3],
            {"strict": i % 3 == 0, "skip": i % 2 == 0, "broad": i % 3 == 0, "valid": i % 2 == 0},
            None,
            None,
            "not-applicable",
            metadata={"rule": rule, "hops": hops, "width": width},
        )
        for rule in ("ProofByContra", "OrElim")
        for hops in (1, 2)
        for width in (2, 3)
        for i in range(1600)
    ]
    text = render(SummaryReport(summarize(results, ("rule", "hops", "width"))), width=80)
    table = text.split("using modus tollens\n", 1)[1]  # (the table below its heading)
    assert "…" not in table
    assert max(len(line) for line in table.splitlines()) <= 80
    rows = [line for line in table.splitlines() if line.startswith("ProofByContra")]
    assert len(rows) == 4
    assert all("1600" in row and "0.334" in row and "0.500" in row for row in rows)
    # (534 / 1600 strict and broad, 800 / 1600 skip and valid, in each of the 8 groups)
    assert table.count("0.311–0.357") == 16 and table.count("0.476–0.524") == 16
