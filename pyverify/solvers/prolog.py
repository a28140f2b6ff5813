"""SWI-Prolog backend through pyswip: one engine per process, guarded by one lock.

Design (../shared/DESIGN.md, solver facts):
- Cost lives at the boundary, so a whole batch of CoTs goes to Prolog in one call and
  comes back as one string of integers (pyswip's conversion of a 30-element list costs
  ~350 µs; a string ~70 µs; the low-level calls used here less still).
- pyswip is not thread-safe: every call holds ``PrologEngine.lock``.
- Untrusted text never reaches Prolog: goals are built only from integers and a fixed set
  of functors by :mod:`pyverify.solvers.encode`, and every goal string is checked against
  a whitelist before it is parsed (defence in depth).
- The interactive debugger is switched off (``debug_on_error``) so an error can never
  take the process over; every query is bounded by an inference limit per step and one
  per output of the batch (not by a time limit: on 9.0.4 a time limit firing inside an
  inference limit hangs the process), and the global stack is capped at 512 MB.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import threading
from pathlib import Path
from typing import ClassVar

from pyverify.errors import SolverError, SolverUnavailable

PROLOG_DIR = Path(
    os.environ.get("PYVERIFY_PROLOG_DIR", Path(__file__).resolve().parents[2] / "prolog")
)

# Goals sent to Prolog may contain only these characters: lowercase functor names,
# integers, brackets, commas and the separators of our own output. No quotes, no
# uppercase (variables are introduced by the adapter itself), no operators.
_SAFE_GOAL_CHARS = b"abcdefghijklmnopqrstuvwxyz_0123456789(),[] -"


def _safe_goal(text: str) -> bytes | None:
    """The goal text as bytes when every character is whitelisted, else None (one
    C-level pass: bytes.translate deletes the allowed characters, nothing may remain)."""
    try:
        data = text.encode("ascii")
    except UnicodeEncodeError:
        return None
    return None if data.translate(None, _SAFE_GOAL_CHARS) else data

_PL_Q_NODEBUG = 0x04
_PL_Q_CATCH_EXCEPTION = 0x08
# Values from SWI-Prolog.h (9.0).
_CVT_ATOM = 0x00000001
_CVT_STRING = 0x00000002
_CVT_WRITE = 0x00000080
_REP_UTF8 = 0x00100000
_BUF_DISCARDABLE = 0x0000


def _find_libswipl() -> None:
    """Set LIBSWIPL_PATH / SWI_HOME_DIR from Debian's layout when unset, for the
    ``swipl`` on the PATH when it is Debian's.

    Without them pyswip runs ``swipl --dump-runtime-variables`` on import (~13 ms in
    every process and worker), and a worker killed meanwhile left that swipl writing
    into a pipe nobody read: 'ERROR: … I/O error in write on stream user_output (Broken
    pipe)' on the run's stderr after it had ended. Debian puts the library in the
    multiarch directory (/usr/lib/x86_64-linux-gnu), not under the home."""
    if os.environ.get("LIBSWIPL_PATH"):
        return
    home = Path("/usr/lib/swi-prolog")
    swipl = shutil.which("swipl")
    if swipl is None or not os.path.realpath(swipl).startswith(f"{home}/"):
        return
    candidates = [
        *sorted(home.glob("lib/*/libswipl.so*")),
        *sorted(Path("/usr/lib").glob("*-linux-gnu/libswipl.so*")),
    ]
    for cand in candidates:
        if cand.exists():
            os.environ.setdefault("LIBSWIPL_PATH", str(cand))
            os.environ.setdefault("SWI_HOME_DIR", str(home))
            return


def _check_environment() -> None:
    """Raise SolverUnavailable, saying what to change, when LIBSWIPL_PATH or SWI_HOME_DIR
    name what cannot be SWI-Prolog: libswipl aborts the whole process (status 134,
    "Could not find system resources") on a wrong home, and pyswip would load another
    library than the one named, so that doctor reported one it did not use."""
    lib = os.environ.get("LIBSWIPL_PATH")
    if lib and not Path(lib).is_file():
        raise SolverUnavailable(
            f"LIBSWIPL_PATH={lib} is no file: unset it (pyverify finds Debian's libswipl "
            "itself) or point it at the library `swipl --dump-runtime-variables` names as "
            "PLLIBSWIPL"
        )
    home = os.environ.get("SWI_HOME_DIR")
    if home is not None and not (Path(home) / "boot.prc").is_file():
        raise SolverUnavailable(
            f"SWI_HOME_DIR={home} is no SWI-Prolog home (it has no boot.prc): unset it, "
            "or point it at the folder `swipl --dump-runtime-variables` names as PLBASE "
            "(Debian: /usr/lib/swi-prolog)"
        )
    if lib and home is None:
        raise SolverUnavailable(
            f"LIBSWIPL_PATH={lib} is set without SWI_HOME_DIR, so pyswip would ignore it "
            "and load another libswipl: set both (Debian: SWI_HOME_DIR=/usr/lib/swi-prolog)"
            " or neither"
        )


class PrologEngine:
    """The process's single SWI-Prolog engine with pyverify's programs loaded."""

    _instance: ClassVar[PrologEngine | None] = None
    _create_lock: ClassVar[threading.Lock] = threading.Lock()

    def __init__(self) -> None:
        if shutil.which("swipl") is None and not os.environ.get("LIBSWIPL_PATH"):
            raise SolverUnavailable(
                "SWI-Prolog is not installed: run `apt-get install -y swi-prolog-nox` "
                "(or `bash scripts/run.sh demo` in pyverify's source tree, which installs it)"
            )
        _find_libswipl()
        _check_environment()
        try:
            from pyswip import Prolog
            from pyswip import core as plcore
        except ImportError as exc:  # pragma: no cover - depends on the environment
            raise SolverUnavailable(
                f"pyswip is missing or broken ({exc}): run `pip install pyswip`"
            ) from exc
        self.lock = threading.RLock()
        self._prolog = Prolog()
        self._lib = plcore._lib
        lib = self._lib
        lib.PL_open_foreign_frame.restype = ctypes.c_size_t
        lib.PL_discard_foreign_frame.argtypes = [ctypes.c_size_t]
        lib.PL_new_term_refs.argtypes = [ctypes.c_int]
        lib.PL_new_term_refs.restype = ctypes.c_size_t
        lib.PL_chars_to_term.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
        lib.PL_predicate.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p]
        lib.PL_predicate.restype = ctypes.c_void_p
        lib.PL_call_predicate.argtypes = [
            ctypes.c_void_p,
            ctypes.c_int,
            ctypes.c_void_p,
            ctypes.c_size_t,
        ]
        lib.PL_put_integer.argtypes = [ctypes.c_size_t, ctypes.c_long]
        lib.PL_get_nchars.argtypes = [
            ctypes.c_size_t,
            ctypes.POINTER(ctypes.c_size_t),
            ctypes.POINTER(ctypes.c_char_p),
            ctypes.c_uint,
        ]
        lib.PL_get_string.argtypes = [
            ctypes.c_size_t,
            ctypes.POINTER(ctypes.c_char_p),
            ctypes.POINTER(ctypes.c_size_t),
        ]
        lib.PL_get_string.restype = ctypes.c_int
        lib.PL_exception.argtypes = [ctypes.c_size_t]
        lib.PL_exception.restype = ctypes.c_size_t
        lib.PL_clear_exception.restype = None
        self._preds: dict[tuple[str, int], int] = {}
        with self.lock:
            self._setup()

    @classmethod
    def instance(cls) -> PrologEngine:
        if cls._instance is None:
            with cls._create_lock:
                if cls._instance is None:
                    cls._instance = PrologEngine()
        return cls._instance

    def _setup(self) -> None:
        q = self._prolog.query
        for goal in (
            "set_prolog_flag(debug_on_error, false)",
            "set_prolog_flag(report_error, false)",
            "set_prolog_flag(stack_limit, 536870912)",
            # compile arithmetic inline (swipl -O): 8 % fewer inferences over 950
            # batches of PrOntoQA and OOD CoTs, identical answers
            "set_prolog_flag(optimise, true)",
        ):
            list(q(goal, catcherrors=True))
        path = PROLOG_DIR / "verify.pl"
        if not path.exists():
            raise SolverUnavailable(f"pyverify's Prolog program is missing: {path}")
        # A fixed path we control, quoted for Prolog.
        from pyverify.logic.printers import quote_atom

        list(q(f"consult({quote_atom(str(path))})", catcherrors=True))
        if not self.call_bool("current_predicate", "pv_verify:pv_check/4"):
            raise SolverUnavailable(f"could not load {path}")

    # ------------------------------------------------------------ low level

    def _predicate(self, name: str, arity: int, module: str) -> int:
        key = (f"{module}:{name}", arity)
        pred = self._preds.get(key)
        if pred is None:
            pred = self._lib.PL_predicate(name.encode(), arity, module.encode())
            self._preds[key] = pred
        return pred

    def call(self, name: str, args: list[str], *, module: str = "pv_verify") -> str | None:
        """Call ``module:name(Args..., Out)`` once; return Out as text, or None on failure.

        ``args`` are goal texts that must pass the whitelist; the last argument is a
        fresh variable that the predicate binds to a string. Raises SolverError when the
        call raised a Prolog exception.
        """
        goals = []
        for a in args:
            data = _safe_goal(a)
            if data is None:
                raise SolverError(f"refusing to send unsafe text to Prolog: {a[:60]!r}")
            goals.append(data)
        lib = self._lib
        with self.lock:
            fid = lib.PL_open_foreign_frame()
            try:
                n = len(args) + 1
                t0 = lib.PL_new_term_refs(n)
                for i, (a, data) in enumerate(zip(args, goals, strict=True)):
                    if not lib.PL_chars_to_term(data, t0 + i):
                        raise SolverError(
                            f"Prolog could not read an encoded goal argument ({a[:60]!r})"
                        )
                pred = self._predicate(name, n, module)
                ok = lib.PL_call_predicate(None, _PL_Q_NODEBUG | _PL_Q_CATCH_EXCEPTION, pred, t0)
                if not ok:
                    exc = lib.PL_exception(0)
                    if exc:
                        msg = self._term_text(exc, write=True)
                        lib.PL_clear_exception()
                        raise SolverError(f"Prolog raised: {msg}")
                    return None
                return self._term_text(t0 + n - 1)
            finally:
                lib.PL_discard_foreign_frame(fid)

    def _term_text(self, term: int, *, write: bool = False) -> str:
        """A term's text: a string in place (PL_get_string: no copy, no buffer), or any
        term through PL_get_nchars for atoms and error messages.

        PL_get_nchars costs ~0.5 KB of native memory per call when used from outside a
        foreign predicate (measured on 9.0.4, whatever the buffer flags), so results,
        which are always strings, never go through it."""
        length = ctypes.c_size_t()
        out = ctypes.c_char_p()
        if not write and self._lib.PL_get_string(term, ctypes.byref(out), ctypes.byref(length)):
            return ctypes.string_at(out, length.value).decode("latin-1")
        flags = _CVT_STRING | _CVT_ATOM | _REP_UTF8 | _BUF_DISCARDABLE
        if write:
            flags |= _CVT_WRITE
        if self._lib.PL_get_nchars(term, ctypes.byref(length), ctypes.byref(out), flags):
            return ctypes.string_at(out, length.value).decode("utf-8", "replace")
        return "<unprintable term>"

    def call_bool(self, name: str, *args: str) -> bool:
        """Run a fixed, trusted goal through pyswip's query API (setup and diagnostics)."""
        goal = f"{name}({', '.join(args)})"
        with self.lock:
            return bool(list(self._prolog.query(goal, maxresult=1, catcherrors=True)))

    # ------------------------------------------------------------ diagnostics

    def version(self) -> str:
        with self.lock:
            res = list(self._prolog.query("current_prolog_flag(version, V)", maxresult=1))
        v = int(res[0]["V"])
        return f"{v // 10000}.{v // 100 % 100}.{v % 100}"

    def library_path(self) -> str:
        """The libswipl this engine runs on (what pyswip loaded)."""
        path = getattr(self._lib, "_name", None)
        if isinstance(path, str) and os.path.isabs(path):
            return path
        try:
            out = subprocess.run(
                ["swipl", "--dump-runtime-variables"], capture_output=True, text=True, timeout=10
            ).stdout
        except (OSError, subprocess.TimeoutExpired):
            return "unknown"
        m = re.search(r'PLLIBDIR="([^"]+)"', out)
        return str(Path(m.group(1)) / "libswipl.so") if m else "unknown"

    def smoke_test(self) -> bool:
        """Load a two-rule theory, check a two-step CoT, unload it."""
        from pyverify.solvers.encode import SMOKE_TEST

        theory, cot, expected = SMOKE_TEST
        self.call("pv_load_goal", [theory])
        try:
            out = self.call("pv_check_goal", ["-1", "[" + cot + "]", "limits(100000,10000000)"])
        finally:
            self.call("pv_unload_goal", ["-1"])
        return out == expected
