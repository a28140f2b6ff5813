"""Rich renderables for the terminal: one checked CoT, and the summary of a run.

Report objects render themselves (``__rich_console__``), so nothing outside this package
imports rich. Step colours follow the classes of Table 2 (seed 000): canonical green,
misleading magenta, non-atomic yellow, broadly valid cyan, invalid red, unparseable dim
red, markers grey. Every colour is doubled by text (the class column, the legend counts)
so the report reads the same with ``NO_COLOR``.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich import box
from rich.console import Console, ConsoleOptions, RenderResult
from rich.table import Table
from rich.text import Text

from pyverify.analysis.metrics import NO_ERROR_STEP, Proportion, Summary
from pyverify.verify.results import METRICS, ProofResult, StepClass, StepResult

__all__ = ["CLASS_LABELS", "CLASS_STYLES", "ProofReport", "SummaryReport"]

CLASS_STYLES: dict[str, str] = {
    StepClass.CANONICAL.value: "green",
    StepClass.STRICT_ATOMIC_MISLEADING.value: "magenta",
    StepClass.STRICT_NONATOMIC_CORRECT.value: "yellow",
    StepClass.STRICT_NONATOMIC_MISLEADING.value: "magenta",
    StepClass.BROAD_CORRECT.value: "cyan",
    StepClass.BROAD_MISLEADING.value: "magenta",
    StepClass.INVALID.value: "red",
    StepClass.UNPARSEABLE.value: "dim red",
    StepClass.MARKER.value: "grey50",
    NO_ERROR_STEP: "grey50",
}

CLASS_LABELS: dict[str, str] = {
    StepClass.CANONICAL.value: "canonical",
    StepClass.STRICT_ATOMIC_MISLEADING.value: "misleading",
    StepClass.STRICT_NONATOMIC_CORRECT.value: "non-atomic",
    StepClass.STRICT_NONATOMIC_MISLEADING.value: "non-atomic misleading",
    StepClass.BROAD_CORRECT.value: "broadly valid",
    StepClass.BROAD_MISLEADING.value: "broadly valid misleading",
    StepClass.INVALID.value: "invalid",
    StepClass.UNPARSEABLE.value: "unparseable",
    StepClass.MARKER.value: "marker",
    NO_ERROR_STEP: "no error step (conclusion missing)",
}

# Worst first: the colour of a sentence that holds several steps.
_SEVERITY = {
    c.value: k
    for k, c in enumerate(
        (
            StepClass.INVALID,
            StepClass.UNPARSEABLE,
            StepClass.BROAD_MISLEADING,
            StepClass.STRICT_NONATOMIC_MISLEADING,
            StepClass.STRICT_ATOMIC_MISLEADING,
            StepClass.BROAD_CORRECT,
            StepClass.STRICT_NONATOMIC_CORRECT,
            StepClass.CANONICAL,
            StepClass.MARKER,
        )
    )
}

_YES, _NO = "✓", "✗"


def _label_text(value: bool | None) -> str:
    return "—" if value is None else "True" if value else "False"


def _premises(step: StepResult) -> str:
    parts = [f"#{i}" for i in step.premise_steps] + [f"ctx {i}" for i in step.premise_axioms]
    return ", ".join(parts)


def _hypotheses(step: StepResult) -> str:
    """The open hypotheses a step rests on: the indices of their ``Assume`` steps."""
    return ", ".join(f"#{i}" for i in step.hypotheses)


# Control characters of untrusted text (ids, model outputs, metadata): an escape
# sequence would reach the terminal as is (rich's Text strips only some), clearing the
# screen or hiding text; they are shown escaped, and line breaks as spaces.
_CONTROLS = {c: f"\\x{c:02x}" for c in (*range(32), *range(127, 160))} | {
    ord("\n"): " ", ord("\r"): " ", ord("\t"): " "
}


def _printable(text: str) -> str:
    return text.translate(_CONTROLS)


def _plain(text: str) -> Text:
    """Untrusted text as a table cell: printable, and never read as rich markup (a
    metadata value ``[/]`` raised MarkupError, ``[bold red]x`` restyled the table)."""
    return Text(_printable(text))


def _notes(step: StepResult) -> Text:
    flags = [
        name
        for name, on in (
            ("off path", step.off_path),
            ("non-adjacent", step.non_adjacent),
            ("repeat", step.repeat),
        )
        if on
    ]
    return _plain("; ".join([*([step.reason] if step.reason else []), *flags, *step.warnings]))


class ProofReport:
    """One checked chain of thought: the coloured CoT, the label and the four metrics."""

    def __init__(
        self, result: ProofResult, show_steps: bool = False, sample: int | None = None
    ) -> None:
        self.result = result
        self.show_steps = show_steps
        self.sample = sample

    def _header(self) -> Text:
        title = Text(_printable(self.result.id), style="bold")
        if self.sample is not None:
            title.append(f" (sample {self.sample})", style="bold")
        return title

    def _cot(self) -> Text:
        """The CoT, each sentence once, in the order of the text: a sentence that holds
        several steps ('Since X, Y') takes the colour of its worst step. (Steps are in
        the order they are judged: a reason in brackets after a claim's full stop comes
        before the claim.)"""
        text = Text("  ")
        steps = sorted(self.result.steps, key=lambda s: s.start)  # stable
        i = 0
        while i < len(steps):
            j = i + 1
            while j < len(steps) and (steps[j].start, steps[j].end, steps[j].sentence) == (
                steps[i].start, steps[i].end, steps[i].sentence
            ):
                j += 1
            worst = min((s.step_class.value for s in steps[i:j]), key=_SEVERITY.__getitem__)
            if i:
                text.append(" ")
            text.append(_printable(steps[i].sentence.strip()), style=CLASS_STYLES[worst])
            i = j
        return text

    def _verdict(self) -> Text:
        r = self.result
        text = Text("  label: ")
        if r.label_status == "not-applicable" or r.label_gold is None:
            text.append("n/a (proofs only)")
        else:
            predicted = "missing" if r.label_status == "missing" else _label_text(r.label_predicted)
            ok = bool(r.label_correct)
            text.append(f"{predicted} (gold {_label_text(r.label_gold)}) ")
            text.append(_YES if ok else _NO, style="green" if ok else "red")
        text.append("   proof:")
        for metric in METRICS:
            ok = bool(r.proof_correct.get(metric))
            text.append(f" {metric} ")
            text.append(_YES if ok else _NO, style="green" if ok else "red")
        return text

    def _classes(self) -> Text:
        counts: dict[str, int] = {}
        for step in self.result.steps:
            counts[step.step_class.value] = counts.get(step.step_class.value, 0) + 1
        text = Text("  steps: ")
        for i, (cls, k) in enumerate(counts.items()):
            if i:
                text.append(", ")
            text.append(f"{k} {CLASS_LABELS[cls]}", style=CLASS_STYLES[cls])
        if self.result.first_error is not None:
            fe = self.result.steps[self.result.first_error]
            text.append(f"; first error: #{fe.index} ({CLASS_LABELS[fe.step_class.value]})")
        if self.result.bound_hit:
            text.append("; solver bound hit", style="red")
        if self.result.truncated is not None:
            text.append("; output truncated: the rest not checked", style="red")
        return text

    def _table(self) -> Table:
        """One row per step; the ``hyp`` column (open hypotheses, ``#i`` = the ``Assume``
        step) appears only when some step rests on a hypothesis."""
        hypothetical = any(step.hypotheses for step in self.result.steps)
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
        for name, justify in (
            ("#", "right"),
            ("sentence", "left"),
            ("class", "left"),
            ("rule", "left"),
            ("premises", "left"),
            *((("hyp", "left"),) if hypothetical else ()),
            ("hops", "right"),
            ("notes", "left"),
        ):
            table.add_column(name, justify=justify)  # type: ignore[arg-type]
        for step in self.result.steps:
            style = CLASS_STYLES[step.step_class.value]
            table.add_row(
                str(step.index),
                Text(_printable(step.sentence.strip()), style=style),
                Text(CLASS_LABELS[step.step_class.value], style=style),
                step.rule or "",
                _premises(step),
                *((_hypotheses(step),) if hypothetical else ()),
                "" if step.hops is None else str(step.hops),
                _notes(step),
            )
        return table

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self._header()
        yield self._cot()
        yield self._verdict()
        yield self._classes()
        if self.show_steps:
            yield self._table()


def _fmt(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f}"


def _ci(p: Proportion) -> str:
    interval = p.interval
    return "undefined (n = 0)" if interval is None else f"[{interval[0]:.3f}, {interval[1]:.3f}]"


def _share(k: int, n: int) -> str:
    return _fmt(k / n if n else None)


def _value_ci(p: Proportion) -> str:
    """A value over its Wilson interval, for the two-line cells of the per-rule table."""
    interval = p.interval
    if interval is None:
        return "—"
    return f"{_fmt(p.value)}\n{interval[0]:.3f}–{interval[1]:.3f}"


#: The group key that switches the grouped table to the per-rule layout (with intervals).
RULE_KEY = "rule"


class SummaryReport:
    """The summary of a run: accuracies with Wilson 95% intervals and distributions."""

    def __init__(self, summary: Summary) -> None:
        self.summary = summary

    @staticmethod
    def _table(*columns: tuple[str, str]) -> Table:
        table = Table(box=box.SIMPLE_HEAD, show_edge=False)
        for name, justify in columns:
            table.add_column(name, justify=justify)  # type: ignore[arg-type]
        return table

    def _accuracies(self) -> Table:
        s = self.summary
        table = self._table(
            ("metric", "left"), ("value", "right"), ("95% CI (Wilson)", "left"), ("k / n", "right")
        )
        rows = [("label accuracy", s.label)]
        rows += [(f"{m} proof accuracy", s.proof[m]) for m in METRICS]
        for name, p in rows:
            table.add_row(name, _fmt(p.value), _ci(p), f"{p.k} / {p.n}")
        return table

    def _distribution(self, counts: dict[str, int], total: int) -> Table:
        table = self._table(("class", "left"), ("count", "right"), ("fraction", "right"))
        for cls, k in counts.items():
            style = CLASS_STYLES.get(cls, "")
            table.add_row(Text(CLASS_LABELS.get(cls, cls), style=style), str(k), _share(k, total))
        return table

    def _groups(self) -> Table:
        s = self.summary
        table = self._table(
            *((key, "left") for key in s.group_keys),
            ("n", "right"),
            ("label", "right"),
            *((m, "right") for m in METRICS),
        )
        for key, g in s.groups.items():
            cells: Iterable[str | Text] = [
                *(_plain("—" if v is None else str(v)) for v in key),
                str(g.n),
                _fmt(g.label.value),
                *(_fmt(g.proof[m].value) for m in METRICS),
            ]
            table.add_row(*cells)
        return table

    def _varying_keys(self) -> list[int]:
        """Indices of the group keys whose value differs between groups (the others are
        named once in the heading, which keeps the table within 80 columns)."""
        s = self.summary
        keys = list(s.groups)
        return [i for i in range(len(s.group_keys)) if len({k[i] for k in keys}) > 1] or [0]

    def _constant_keys(self, varying: list[int]) -> str:
        s = self.summary
        first = next(iter(s.groups), ())
        return _printable(", ".join(
            f"{name} = {'—' if first[i] is None else first[i]}"
            for i, name in enumerate(s.group_keys)
            if i not in varying and first
        ))

    def _rule_groups(self, varying: list[int]) -> Table:
        """Per rule (and hops, width, … where present, as columns when they vary): n, the
        four proof accuracies, each over its Wilson 95% interval, and the proofs that use
        modus tollens."""
        s = self.summary
        table = self._table(
            *((s.group_keys[i], "left") for i in varying),
            ("n", "right"),
            *((m, "right") for m in METRICS),
            ("MT", "right"),
        )
        table.show_lines = True
        # no padding, so one space between columns (the box's divider): the four
        # intervals (11 characters each) then fit 80 columns (a terminal's width, and
        # rich's when stdout is piped) with thousands of proofs and a rule, hops and width
        # column; a cell too wide still folds rather than being cut off
        table.padding = 0
        table.pad_edge = False
        for column in table.columns:
            column.overflow = "fold"
        for key, g in s.groups.items():
            table.add_row(
                *(_plain("—" if key[i] is None else str(key[i])) for i in varying),
                str(g.n),
                *(_value_ci(g.proof[m]) for m in METRICS),
                str(g.mt_proofs),
            )
        return table

    def _reasons(self, top: int = 8) -> Table:
        """The most frequent kinds of unparseable sentence, with their share of them."""
        s = self.summary
        total = sum(s.unparseable_reasons.values())
        table = self._table(("reason", "left"), ("count", "right"), ("fraction", "right"))
        items = list(s.unparseable_reasons.items())
        for reason, k in items[:top]:
            table.add_row(_plain(reason), str(k), _share(k, total))
        if len(items) > top:
            rest = sum(k for _, k in items[top:])
            table.add_row(f"({len(items) - top} other reasons)", str(rest), _share(rest, total))
        return table

    def _modus_tollens(self) -> Text:
        s = self.summary
        return Text(
            f"Modus tollens: {s.mt_steps} step{'' if s.mt_steps == 1 else 's'} "
            f"in {s.mt_proofs} of {s.n} proofs"
        )

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        s = self.summary
        by_rule = RULE_KEY in s.group_keys
        yield Text(f"Summary (n = {s.n})", style="bold")
        yield self._accuracies()
        yield Text("")
        if s.n_steps:
            yield Text(f"Step classes (n = {s.n_steps} steps)", style="bold")
            yield self._distribution(s.step_classes, s.n_steps)
            if s.not_judged:
                outputs = s.outputs_not_judged
                yield Text(
                    f"{s.not_judged} of the invalid steps {'was' if s.not_judged == 1 else 'were'}"
                    f" not judged, in {outputs} output{'' if outputs == 1 else 's'}: the solver"
                    f" hit a bound (each step's reason names it; their records have"
                    f" bound_hit)",
                    style="red",
                )
        else:
            yield Text("Step classes: no steps", style="bold")
        if s.unparseable_reasons:
            yield Text("")
            yield Text(
                f"Unparseable steps by reason (n = {sum(s.unparseable_reasons.values())})",
                style="bold",
            )
            yield self._reasons()
        yield Text("")
        if s.n_incorrect:
            yield Text(
                f"First error (n = {s.n_incorrect} proofs not strictly correct)", style="bold"
            )
            yield self._distribution(s.first_errors, s.n_incorrect)
        else:
            yield Text("First error: none (no proof is incorrect)", style="bold")
        if by_rule or s.mt_steps:
            yield Text("")
            yield self._modus_tollens()
        if by_rule:
            yield Text("")
            varying = self._varying_keys()
            constant = self._constant_keys(varying)
            yield Text(
                "By "
                + ", ".join(s.group_keys[i] for i in varying)
                + (f" ({constant})" if constant else "")
                + ": proof accuracy over its Wilson 95% interval; MT = proofs using "
                "modus tollens",
                style="bold",
            )
            yield self._rule_groups(varying)
        elif len(s.groups) > 1:
            yield Text("")
            yield Text("By " + ", ".join(s.group_keys), style="bold")
            yield self._groups()
