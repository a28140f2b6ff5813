"""``pyverify doctor``: is everything pyverify needs installed and working?"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Callable
from importlib import metadata

import click

from pyverify.cli.common import error_message

APT_HINT = (
    "install SWI-Prolog: apt-get install -y swi-prolog-nox (or run `bash scripts/run.sh demo`)"
)


def _package_version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _z3_check() -> str:
    """One entailment through pyverify's z3 adapter: cat(fae), cat → mammal ⊨ mammal(fae)."""
    from pyverify.logic import Const, Pred, X, rule
    from pyverify.solvers.smt import Verdict, Z3Checker

    fae = Const("fae")
    verdict = Z3Checker().entails(
        [Pred("cat", fae), rule(Pred("cat", X), Pred("mammal", X))], Pred("mammal", fae)
    )
    if verdict is not Verdict.ENTAILED:
        raise RuntimeError(f"z3 answered {verdict.value} on a one-step entailment")
    import z3  # type: ignore[import-untyped]

    return f"ok (z3 {z3.get_version_string()})"


def _prolog_rows() -> list[tuple[str, str]]:
    from pyverify.solvers.prolog import PrologEngine

    engine = PrologEngine.instance()
    rows = [("SWI-Prolog", engine.version()), ("libswipl", engine.library_path())]
    if not engine.smoke_test():
        raise RuntimeError("the Prolog smoke test gave a wrong answer")
    rows.append(("Prolog query", "ok"))
    return rows


def _executable_version(swipl: str) -> str | None:
    """What ``swipl --version`` says ('SWI-Prolog version 9.0.4 for x86_64-linux'), for
    when the library will not load: which SWI-Prolog is installed is half the answer."""
    try:
        out = subprocess.run([swipl, "--version"], capture_output=True, text=True,
                             timeout=10, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"version\s+(\S+)", out)
    return m.group(1) if m else None


def diagnose(
    which: Callable[[str], str | None] = shutil.which,
    version: Callable[[str], str | None] = _package_version,
    prolog: Callable[[], list[tuple[str, str]]] = _prolog_rows,
    z3_check: Callable[[], str] = _z3_check,
    executable_version: Callable[[str], str | None] = _executable_version,
) -> tuple[list[tuple[str, str]], list[str]]:
    """The rows to print and the problems found, each problem with how to fix it."""
    rows: list[tuple[str, str]] = []
    problems: list[str] = []
    pyswip_version = version("pyswip")
    z3_version = version("z3-solver")
    swipl = which("swipl")
    if swipl is None:
        rows.append(("SWI-Prolog", "missing"))
        problems.append(f"swipl is not on PATH: {APT_HINT}")
    if pyswip_version is None:
        problems.append("pyswip is not installed: pip install pyswip")
    if swipl is not None and pyswip_version is not None:
        try:
            rows.extend(prolog())
        except Exception as exc:  # any failure here is what doctor is for
            installed = executable_version(swipl)
            if installed is not None:
                rows.append(("SWI-Prolog", f"{installed} ({swipl}; its library did not load)"))
            rows.append(("Prolog query", "failed"))
            problems.append(f"Prolog does not work: {error_message(exc)}")
    rows.append(("pyswip", pyswip_version or "missing"))
    rows.append(("z3-solver", z3_version or "missing"))
    if z3_version is None:
        problems.append("z3 is not installed: pip install z3-solver")
    else:
        try:
            rows.append(("z3 check", z3_check()))
        except Exception as exc:  # any failure here is what doctor is for
            rows.append(("z3 check", "failed"))
            problems.append(f"z3 does not work: {error_message(exc)}")
    return rows, problems


@click.command("doctor", short_help="Check that SWI-Prolog, pyswip and z3 work.")
def command() -> None:
    """Check SWI-Prolog, pyswip and z3; exit 1 with how to fix what is missing."""
    rows, problems = diagnose()
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        click.echo(f"{name:<{width}}  {value}")
    for problem in problems:
        click.echo(f"Error: {problem}", err=True)
    if problems:
        click.get_current_context().exit(1)
