#!/usr/bin/env bash
# `bash scripts/run.sh demo` / `bash scripts/run.sh test`: the README's two commands.
# A fresh Debian machine may have no make: install it (apt-get, as root or via sudo),
# then run the Makefile's target, which installs everything else (scripts/bootstrap.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v make >/dev/null 2>&1; then
    echo "run: installing make"
    if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends make
fi
exec make "${@:-demo}"
