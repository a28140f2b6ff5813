#!/usr/bin/env bash
# Install what pyverify needs; quick (a few stat calls) when everything is already there.
#
# - SWI-Prolog from Debian's swi-prolog-nox when `swipl` is absent (as root, or via sudo);
# - a virtualenv in .venv (python3-venv is installed first if the venv module is broken);
# - pyverify itself, editable (so the Prolog programs in prolog/ are found), with the
#   test extras. A stamp file records the install; editing pyproject.toml redoes it.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python3}"
VENV="${VENV:-.venv}"
STAMP="$VENV/.pyverify-installed"

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        echo "error: '$*' needs root; run it as root (or install sudo)" >&2
        return 1
    fi
}

apt_install() {
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "error: please install $* with your package manager" >&2
        return 1
    fi
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

if ! command -v swipl >/dev/null 2>&1; then
    echo "bootstrap: installing SWI-Prolog (swi-prolog-nox)"
    apt_install swi-prolog-nox
fi

if [ ! -x "$VENV/bin/python" ]; then
    echo "bootstrap: creating $VENV"
    rm -rf "$VENV"
    if ! "$PYTHON" -m venv "$VENV" >/dev/null 2>&1; then
        rm -rf "$VENV"
        echo "bootstrap: installing python3-venv"
        apt_install python3-venv
        "$PYTHON" -m venv "$VENV"
    fi
fi

if [ ! -f "$STAMP" ] || [ pyproject.toml -nt "$STAMP" ]; then
    echo "bootstrap: installing pyverify into $VENV"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e '.[test]'
    touch "$STAMP"
fi
