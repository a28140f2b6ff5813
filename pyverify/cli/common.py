"""What every command shares: turning user errors into ``Error: …`` and exit code 1."""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import NoReturn

import click

from pyverify.errors import PyverifyError


def error_message(exc: BaseException) -> str:
    """A one-line message for a user error (no traceback, no errno noise)."""
    if isinstance(exc, OSError) and exc.strerror:
        return f"{exc.filename}: {exc.strerror}" if exc.filename else exc.strerror
    return str(exc) or type(exc).__name__


class InputPath(click.Path):
    """An input file. A missing one, or a directory, is an input error like any other
    (``Error: …``, exit code 1), not a usage error (click's exit code 2)."""

    def __init__(self, allow_dash: bool = False) -> None:
        super().__init__(dir_okay=False, allow_dash=allow_dash, path_type=Path)

    def convert(self, value: object, param: click.Parameter | None,
                ctx: click.Context | None) -> object:
        path = os.fsdecode(value) if isinstance(value, (str, bytes, os.PathLike)) else value
        if isinstance(path, str) and not (self.allow_dash and path == "-"):
            name = (param.opts[0] if isinstance(param, click.Option)
                    else param.human_readable_name if param is not None else "input")
            if os.path.isdir(path):
                raise click.ClickException(f"{name}: {path} is a directory, not a file")
            if not os.path.exists(path):
                raise click.ClickException(f"{name}: no such file: {path}")
        return super().convert(value, param, ctx)


@contextmanager
def input_file(path: Path | None) -> Iterator[Path | None]:
    """``path``, or for ``-`` standard input spooled to a temporary file (the readers
    look ahead to detect the format, then read from the start), removed afterwards."""
    if path is None or str(path) != "-":
        yield path
        return
    with tempfile.NamedTemporaryFile(prefix="pyverify-stdin-") as tmp:
        shutil.copyfileobj(sys.stdin.buffer, tmp, 1 << 20)
        tmp.flush()
        yield Path(tmp.name)


@contextmanager
def user_errors() -> Iterator[None]:
    """Report library errors caused by the input as ``Error: …`` with exit code 1."""
    try:
        yield
    except BrokenPipeError:
        stop_on_broken_pipe()
    except (PyverifyError, ValueError, OSError) as exc:
        raise click.ClickException(error_message(exc)) from exc


BROKEN_PIPE_STATUS = 141


def stop_on_broken_pipe() -> NoReturn:
    """The reader of stdout went away (`pyverify check … | head`): stop without a word,
    with the status a shell gives a process that SIGPIPE ended (128 + 13), and without
    Python's own complaint when it flushes stdout at exit. (Also a rich Console's
    ``on_broken_pipe``, which would exit with 1, the status of an input error.)"""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    raise SystemExit(BROKEN_PIPE_STATUS)


def echo_error(message: str) -> None:
    click.echo(f"Error: {message}", err=True)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:  # one does not exist (yet): the same path is the same file
        return a.resolve() == b.resolve()


def refuse_overwriting(
    outputs: Mapping[str, Path | None], inputs: Mapping[str, Path | None]
) -> None:
    """A usage error when an output option names an input file (or another output):
    opening it for writing would empty the input before it is read."""
    named = [(n, p) for n, p in inputs.items() if p is not None and str(p) != "-"]
    for name, path in outputs.items():
        if path is None:
            continue
        for other, source in named:
            if _same_file(path, source):
                raise click.UsageError(
                    f"{name} {path} is the {other} file: writing it would destroy it"
                )
        named.append((name, path))


@contextmanager
def replacing(target: Path) -> Iterator[Path]:
    """Where to write ``target``'s new content: a temporary file beside the file it
    names, renamed over that file once written (an interrupted write leaves the old
    content, never half a file), following a symbolic link rather than replacing it;
    or ``target`` itself when it is no regular file (``/dev/stdout``, a pipe), which a
    rename would replace."""
    real = Path(os.path.realpath(target))
    if real.exists() and not real.is_file():
        yield target
        return
    partial = real.with_name(real.name + ".partial")
    try:
        yield partial
        os.replace(partial, real)
    finally:
        partial.unlink(missing_ok=True)
