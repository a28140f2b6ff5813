"""``pyverify``: the click group; each command lives in its own module."""

from __future__ import annotations

import click

from pyverify.cli import baseline, check, doctor, generate


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="pyverify", prog_name="pyverify")
def cli() -> None:
    """Generate PrOntoQA questions with gold proofs and verify chains of thought step by
    step with SWI-Prolog and z3."""


for _module in (generate, baseline, check, doctor):
    cli.add_command(_module.command)
