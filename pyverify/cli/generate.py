"""``pyverify generate``: write a PrOntoQA (seed 000 §3, A.2) or PrOntoQA-OOD (seed 002 §3,
A.4–A.7) data set.

``--rule ModusPonens`` (the default) with only the PrOntoQA knobs is the PrOntoQA
generator (:class:`~pyverify.generate.PrOntoQAConfig`). Any other rule, or any OOD-only
knob given on the command line (``--width``, ``--distractor-mode``,
``--adjectives/--no-adjectives``, ``--ood-demonstrations``,
``--rule-types``), goes through :class:`~pyverify.generate.OODConfig`.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource

from pyverify.cli.common import replacing, user_errors
from pyverify.example import OOD_RULES, Example

DISTRACTOR_MODES = ("none", "relevant", "irrelevant")
#: Parameters that only the OOD generator has: giving any of them selects it.
OOD_ONLY = (
    "width",
    "distractor_mode",
    "adjectives",
    "ood_demonstrations",
    "rule_types",
)


def _given(ctx: click.Context, name: str) -> bool:
    source = ctx.get_parameter_source(name)
    return source is not None and source is not ParameterSource.DEFAULT


def prontoqa_file_name(config: Any, fmt: str) -> str:
    """The original generator's name for a ModusPonens data set (formats §1.1), e.g.
    ``3hop_ProofsOnly_2shot_random.json``; pyverify JSONL ends in ``.jsonl``."""
    parts = [f"{config.hops}hop"]
    if config.proofs_only:
        parts.append("ProofsOnly")
    if config.few_shot != 8:
        parts.append(f"{config.few_shot}shot")
    if config.ordering != "postorder":
        parts.append(config.ordering)
    if config.ontology != "fictional":
        parts.append(f"{config.ontology}ontology")
    if not config.distractors:
        parts.append("nodistractor")
    if config.distractor_parents:
        parts.append("distractorparents")  # pyverify's name for main's relevant parents
    if not config.distinct_families:
        parts.append("nodistinctfamilies")  # pyverify's own knob
    if config.seed != 0:
        parts.append(f"seed{config.seed}")
    return "_".join(parts) + _extension(fmt)


def _extension(fmt: str) -> str:
    return ".json" if fmt == "prontoqa-json" else ".jsonl"


def _ood_distractors(ctx: click.Context, distractors: bool, mode: str | None) -> str:
    """``--distractor-mode``, or what ``--distractors/--no-distractors`` means for OOD."""
    if mode is None:
        return "relevant" if distractors else "none"
    if _given(ctx, "distractors") and distractors != (mode != "none"):
        flag = "--distractors" if distractors else "--no-distractors"
        raise click.ClickException(f"{flag} contradicts --distractor-mode {mode}")
    return mode


@click.command("generate", short_help="Generate verified PrOntoQA examples.")
@click.option(
    "--rule",
    type=click.Choice(OOD_RULES),
    default="ModusPonens",
    show_default=True,
    help="Deduction rule of the proofs; every rule but ModusPonens is PrOntoQA-OOD.",
)
@click.option(
    "--hops",
    "--depth",
    "hops",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Rule applications per proof (a ModusPonens proof has 1 + hops steps); for OOD "
    "rules the proof depth; for Composed the minimum depth (proofs are built N + 1 high, "
    "as the original's).",
)
@click.option(
    "--width",
    type=click.IntRange(min=2),
    help="OOD: conjuncts / disjuncts / cases per rule application.  [default: 3 for "
    "Composed, 2 otherwise; ModusPonens has none]",
)
@click.option(
    "--ontology",
    type=click.Choice(["fictional", "true", "false"]),
    default="fictional",
    show_default=True,
    help="Concept names of the ontology (ModusPonens only; OOD is fictional).",
)
@click.option(
    "--ordering",
    type=click.Choice(["preorder", "postorder", "random"]),
    default="postorder",
    show_default=True,
    help="Order of the context sentences.",
)
@click.option(
    "--distractors/--no-distractors",
    default=True,
    show_default=True,
    help="Add distractor sentences to the context (OOD: relevant / none).",
)
@click.option(
    "--distractor-parents/--no-distractor-parents",
    default=False,
    show_default=True,
    help="PrOntoQA: also give every proof node a distractor parent concept with its own "
    "property (the original's later code; seed 000's data has only the A.2 sentence).",
)
@click.option(
    "--distinct-families/--no-distinct-families",
    default=True,
    show_default=True,
    help="PrOntoQA: the chain's properties come from pairwise different families (no "
    "entity is both hot and cold); --no-distinct-families allows repeats, as the original "
    "does, and chains longer than 12 hops.",
)
@click.option(
    "--distractor-mode",
    type=click.Choice(DISTRACTOR_MODES),
    help="OOD distractors: none, relevant (A.7) or irrelevant (renamed off the proof).  "
    "[default: relevant]",
)
@click.option(
    "--adjectives/--no-adjectives",
    default=False,
    show_default=True,
    help="OOD: attributive adjectives ('Each temperate wumpus is a hilpus').",
)
@click.option(
    "--few-shot",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="In-context examples per test example.",
)
@click.option(
    "--ood-demonstrations",
    is_flag=True,
    help="OOD: draw the in-context examples from other rules, depths or widths.",
)
@click.option(
    "--rule-types",
    type=click.IntRange(min=1),
    help="Composed: minimum number of distinct deduction rules in a proof.  [default: 3]",
)
@click.option(
    "--seed",
    type=int,
    default=0,
    show_default=True,
    help="Every example is reproducible from (seed, index).",
)
@click.option(
    "-n",
    "n",
    type=click.IntRange(min=1),
    default=100,
    show_default=True,
    help="Number of examples.",
)
@click.option(
    "--proofs-only/--no-proofs-only",
    default=None,
    help="'Prove:' queries without a True/False label.  [default: off for the PrOntoQA "
    "generator, on for OOD]",
)
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(),
    help="Output file, or a directory (existing, or written with a trailing /): the file "
    "is then named as the original generator names it (3hop_0shot.jsonl, "
    "1hop_OrElim_0shot_3proofwidth_noadj.json); - for standard output.",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["jsonl", "prontoqa-json"]),
    default="jsonl",
    show_default=True,
    help="pyverify JSONL, or the original PrOntoQA JSON.",
)
def command(
    rule: str,
    hops: int,
    width: int | None,
    ontology: str,
    ordering: str,
    distractors: bool,
    distractor_parents: bool,
    distinct_families: bool,
    distractor_mode: str | None,
    adjectives: bool,
    few_shot: int,
    ood_demonstrations: bool,
    rule_types: int | None,
    seed: int,
    n: int,
    proofs_only: bool | None,
    output: str,
    fmt: str,
) -> None:
    """Generate PrOntoQA or PrOntoQA-OOD examples, each verified before it is written."""
    from pyverify.formats.writers import write_jsonl, write_prontoqa_json
    from pyverify.generate import OODConfig, PrOntoQAConfig, generate, generate_ood, ood_file_name

    ctx = click.get_current_context()
    ood = rule != "ModusPonens" or any(_given(ctx, name) for name in OOD_ONLY)
    with user_errors():
        source: Callable[[], Iterator[Example]]
        if ood:
            if ontology != "fictional":
                raise click.ClickException(
                    f"--ontology {ontology} applies to the PrOntoQA generator only; "
                    f"PrOntoQA-OOD (--rule {rule}) uses fictional concept names"
                )
            if distractor_parents:
                raise click.ClickException(
                    f"--distractor-parents applies to the PrOntoQA generator only; for "
                    f"PrOntoQA-OOD (--rule {rule}) use --distractor-mode"
                )
            if not distinct_families:
                raise click.ClickException(
                    f"--no-distinct-families applies to the PrOntoQA generator only; "
                    f"PrOntoQA-OOD (--rule {rule}) always draws the adjectives of one "
                    f"conjunction or disjunction from different families"
                )
            if rule_types is not None and rule != "Composed":
                # OODConfig refuses any other value; its default must not pass unnoticed
                raise click.ClickException(
                    f"rule_types applies to rule='Composed' only, got rule_types={rule_types} "
                    f"with rule={rule!r}"
                )
            optional = {"width": width, "rule_types": rule_types}
            ood_config = OODConfig(
                rule=rule,
                depth=hops,
                distractors=_ood_distractors(ctx, distractors, distractor_mode),
                ordering=ordering,
                adjectives=adjectives,
                proofs_only=True if proofs_only is None else proofs_only,
                few_shot=few_shot,
                ood_demonstrations=ood_demonstrations,
                seed=seed,
                n=n,
                **{k: v for k, v in optional.items() if v is not None},
            )
            file_name = ood_file_name(ood_config).removesuffix(".json") + _extension(fmt)

            def source() -> Iterator[Example]:
                return generate_ood(ood_config)
        else:
            config = PrOntoQAConfig(
                hops=hops,
                ontology=ontology,
                ordering=ordering,
                distractors=distractors,
                few_shot=few_shot,
                seed=seed,
                n=n,
                proofs_only=bool(proofs_only),
                distinct_families=distinct_families,
                distractor_parents=distractor_parents,
            )
            file_name = prontoqa_file_name(config, fmt)

            def source() -> Iterator[Example]:
                return generate(config)

        count = 0

        def counted(examples: Iterator[Example]) -> Iterator[Example]:
            nonlocal count
            for example in examples:
                count += 1
                yield example

        writer = write_jsonl if fmt == "jsonl" else write_prontoqa_json
        if output == "-":  # standard output, as `pyverify check -` reads standard input
            stdout = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n")
            try:
                writer(counted(source()), stdout)
                stdout.flush()
            finally:
                stdout.detach()  # leave the process's stdout open
            where = "standard output"
        else:
            # a trailing separator means a directory even when it does not exist yet
            # (pathlib would drop it and write a file of that name)
            target = Path(output)
            if output.endswith(("/", os.sep)) or target.is_dir():
                target.mkdir(parents=True, exist_ok=True)
                target = target / file_name
            target.parent.mkdir(parents=True, exist_ok=True)
            # a failed run leaves no half-written data set
            with replacing(target) as partial:
                writer(counted(source()), partial)
            where = str(target)
    click.echo(f"Wrote {count} examples to {where}", err=True)
