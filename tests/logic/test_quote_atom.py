"""quote_atom round-trips every string through SWI-Prolog's reader (fuzz test).

Thousands of adversarial strings (quotes, backslashes, control characters, non-ASCII,
Prolog syntax, capitalised names that would otherwise be variables) are quoted, written
as `t(<atom>).` clauses, read back by a plain `swipl` process with read_term/2, and their
characters compared with the originals. Nothing read may be a variable or a compound.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from pyverify.logic import quote_atom

SPECIAL = [
    "'",
    '"',
    "\\",
    "\n",
    "\t",
    "\x00",
    "\x7f",
    "é",
    "→",
    "😀",
    "(",
    ")",
    ",",
    ".",
    "halt",
    ":-",
    "shell('ls')",
    "Bob",
    "_",
    "%",
    "/*",
    "0'a",
    " ",
    "\u2028",
]


def strings(n: int) -> list[str]:
    rnd = random.Random(42)
    out = ["", "Fae", "Bob", "_X", "halt", "a b", "painted lady", "Mersenne prime", "127"]
    for _ in range(n):
        parts = [
            rnd.choice(SPECIAL) if rnd.random() < 0.5 else chr(rnd.randrange(1, 0x3000))
            for _ in range(rnd.randrange(1, 12))
        ]
        out.append("".join(parts))
    return out


def read_back(texts: list[str], tmp_path: Path) -> list[str]:
    swipl = shutil.which("swipl")
    assert swipl, "SWI-Prolog is required: apt-get install -y swi-prolog-nox"
    src = tmp_path / "atoms.pl"
    src.write_text("".join(f"t({quote_atom(t)}).\n" for t in texts), encoding="ascii")
    goal = (
        "open('atoms.pl', read, S), "
        "repeat, read_term(S, T, []), "
        "( T == end_of_file -> ! ; "
        "  T = t(A), "
        "  ( atom(A) -> atom_codes(A, Cs), format('~w~n', [Cs]) ; format('BAD~n') ), fail ), "
        "halt"
    )
    proc = subprocess.run(
        [swipl, "-q", "-g", goal, "-t", "halt(1)"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    return [
        "".join(map(chr, json.loads(line))) if line != "BAD" else "<not an atom>"
        for line in proc.stdout.splitlines()
    ]


def test_quote_atom_round_trips_through_swipl(tmp_path: Path) -> None:
    texts = strings(3000)
    assert read_back(texts, tmp_path) == texts


@settings(max_examples=300)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",))))
def test_quoted_atoms_are_printable_ascii(text: str) -> None:
    quoted = quote_atom(text)
    assert quoted.isascii() and quoted.isprintable()
