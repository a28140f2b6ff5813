"""The README documents every command and option (sqlite-utils' test_docs pattern)."""

from __future__ import annotations

from pathlib import Path

import click
import pytest

from pyverify.cli.main import cli

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
COMMANDS = sorted(cli.commands)  # type: ignore[attr-defined]


def test_readme_starts_with_the_two_commands() -> None:
    assert [line.strip() for line in README.splitlines()[:2]] == [
        "bash scripts/run.sh demo", "bash scripts/run.sh test"]
    assert "exec bash scripts/run.sh test" in (ROOT / ".ci" / "run").read_text()


@pytest.mark.parametrize("name", COMMANDS)
def test_command_is_documented(name: str) -> None:
    assert f"### `pyverify {name}`" in README


@pytest.mark.parametrize(
    ("name", "option"),
    [
        (name, opt)
        for name in COMMANDS
        for param in cli.commands[name].params  # type: ignore[attr-defined]
        if isinstance(param, click.Option)
        for opt in param.opts + param.secondary_opts
        if opt.startswith("--") and opt != "--help"
    ],
)
def test_option_is_documented(name: str, option: str) -> None:
    section = README.split(f"### `pyverify {name}`", 1)[1].split("\n### ", 1)[0]
    assert option in section, f"{option} of `pyverify {name}` is not in its README section"
