"""Every module of the package imports on its own (no cycles, no missing names)."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys

import pytest

import pyverify

MODULES = sorted(m.name for m in pkgutil.walk_packages(pyverify.__path__, prefix="pyverify."))


def test_found_the_modules() -> None:
    assert {"pyverify.cli.main", "pyverify.formats.readers", "pyverify.analysis.metrics"} <= set(
        MODULES
    )


@pytest.mark.parametrize("name", MODULES)
def test_module_imports_in_a_fresh_interpreter(name: str) -> None:
    # A fresh interpreter: an import that only works after another module was imported
    # first (a hidden cycle or ordering dependency) fails here.
    result = subprocess.run(
        [sys.executable, "-c", f"import {name}"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("name", MODULES)
def test_module_imports(name: str) -> None:
    importlib.import_module(name)


def test_cli_help_does_not_load_the_solvers() -> None:
    code = (
        "import sys; from click.testing import CliRunner; from pyverify.cli.main import cli; "
        "r = CliRunner().invoke(cli, ['--help']); assert r.exit_code == 0, r.output; "
        "loaded = [m for m in ('pyswip', 'z3') if m in sys.modules]; "
        "assert not loaded, loaded"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def _rebound_names(source: str) -> list[str]:
    """Module-level names a module's source defines more than once (a def, a class or an
    assignment to a plain name)."""
    import ast
    from collections import Counter

    names: Counter[str] = Counter()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names[node.name] += 1
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and (
            node.value is not None
        ):
            names[node.target.id] += 1
    return sorted(n for n, k in names.items() if k > 1)


def test_no_module_defines_a_name_twice() -> None:
    """A second definition of a module-level name replaces the first for every function,
    those written for the first too: tolerant.py had two _CONFLICTS lists, and the reader
    of 'This is at odds with X' used the later one, which lacked those words (and a new
    _SOURCE_WORDS once broke 'We know from the context that X' the same way)."""
    from pathlib import Path

    root = Path(pyverify.__file__).parent
    rebound = {
        str(path.relative_to(root)): names
        for path in sorted(root.rglob("*.py"))
        if (names := _rebound_names(path.read_text("utf-8")))
    }
    assert rebound == {}
    assert _rebound_names("A = 1\ndef f(): return A\nA = 2\n") == ["A"]
