"""``pyverify generate``: write a PrOntoQA data set (seed 000 §3, A.2)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import click

from pyverify.cli.common import user_errors
from pyverify.example import Example


@click.command("generate", short_help="Generate verified PrOntoQA examples.")
@click.option(
    "--hops",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Rule applications per proof (a proof has 1 + hops steps).",
)
@click.option(
    "--ontology",
    type=click.Choice(["fictional", "true", "false"]),
    default="fictional",
    show_default=True,
    help="Concept names of the ontology.",
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
    help="Add distractor sentences to the context.",
)
@click.option(
    "--few-shot",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="In-context examples per test example.",
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
@click.option("--proofs-only", is_flag=True, help="'Prove:' queries without a True/False label.")
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Output file.",
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
    hops: int,
    ontology: str,
    ordering: str,
    distractors: bool,
    few_shot: int,
    seed: int,
    n: int,
    proofs_only: bool,
    output: Path,
    fmt: str,
) -> None:
    """Generate PrOntoQA examples, each verified before it is written."""
    from pyverify.formats.writers import write_jsonl, write_prontoqa_json
    from pyverify.generate import PrOntoQAConfig, generate

    with user_errors():
        config = PrOntoQAConfig(
            hops=hops,
            ontology=ontology,
            ordering=ordering,
            distractors=distractors,
            few_shot=few_shot,
            seed=seed,
            n=n,
            proofs_only=proofs_only,
        )
        count = 0

        def counted(examples: Iterator[Example]) -> Iterator[Example]:
            nonlocal count
            for example in examples:
                count += 1
                yield example

        output.parent.mkdir(parents=True, exist_ok=True)
        # Write to a temporary file first: a failed run leaves no half-written data set.
        partial = output.with_name(output.name + ".partial")
        try:
            writer = write_jsonl if fmt == "jsonl" else write_prontoqa_json
            writer(counted(generate(config)), partial)
            os.replace(partial, output)
        finally:
            partial.unlink(missing_ok=True)
    click.echo(f"Wrote {count} examples to {output}", err=True)
