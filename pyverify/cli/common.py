"""What every command shares: turning user errors into ``Error: …`` and exit code 1."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import click

from pyverify.errors import PyverifyError


def error_message(exc: BaseException) -> str:
    """A one-line message for a user error (no traceback, no errno noise)."""
    if isinstance(exc, OSError) and exc.strerror:
        return f"{exc.filename}: {exc.strerror}" if exc.filename else exc.strerror
    return str(exc) or type(exc).__name__


@contextmanager
def user_errors() -> Iterator[None]:
    """Report library errors caused by the input as ``Error: …`` with exit code 1."""
    try:
        yield
    except (PyverifyError, ValueError, OSError) as exc:
        raise click.ClickException(error_message(exc)) from exc


def echo_error(message: str) -> None:
    click.echo(f"Error: {message}", err=True)
