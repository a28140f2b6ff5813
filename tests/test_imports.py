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
