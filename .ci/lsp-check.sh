#!/usr/bin/env bash
# `archlint lsp` end to end: pytest-lsp's client (from PyPI) drives an editing session (Tests/LanguageServerE2E),
# raw bytes probe the framing, and a headless Neovim attaches and shows the diagnostic.
# Usage: .ci/lsp-check.sh path/to/archlint
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
archlint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
export ARCHLINT="$archlint"

if ! python3 -c 'import pytest_lsp' 2>/dev/null; then
  python3 -m pip install --quiet pytest-lsp 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages pytest-lsp
fi
if ! command -v nvim >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim
fi

echo "-- pytest-lsp session and raw frames"
status=0
python3 -m pytest -s -v -p no:cacheprovider "$here/Tests/LanguageServerE2E" || status=$?
# Exit 5 is pytest finding no tests: that must fail too, not pass unnoticed.
if [ "$status" -ne 0 ]; then echo "the language server's end-to-end tests failed (pytest status $status)" >&2; exit 1; fi

echo "-- Neovim, with docs/editors.md's snippet as its init.lua, attaches and shows the diagnostic"
app=$(mktemp -d)
trap 'rm -rf "$app"' EXIT
mkdir -p "$app/Domain" "$app/bin"
printf '{}\n' > "$app/.archlint.json"
printf 'import SwiftUI\n\nstruct Trip {}\n' > "$app/Domain/Trip.swift"
printf 'struct Stop {}\n' > "$app/Domain/Stop.swift"
# The snippet runs `archlint` from PATH, as an installed one would.
ln -s "$archlint" "$app/bin/archlint"
python3 - "$here/docs/editors.md" > "$app/init.lua" <<'PYTHON'
import re, sys
page = open(sys.argv[1]).read()
section = page[page.index("**Neovim**"):]
print(re.search(r"```lua\n(.*?)```", section, re.S).group(1))
PYTHON
(cd "$app" && PATH="$app/bin:$PATH" APP="$app" timeout 120 nvim --headless -i NONE -u "$app/init.lua" \
  -c "luafile $here/Tests/LanguageServerE2E/neovim_attach.lua" 2>&1) | tee "$app/neovim.log"
grep -q "\[domain-framework-import\]" "$app/neovim.log" || { echo "Neovim showed no domain-framework-import" >&2; exit 1; }
grep -q "archlint clients: 1, second buffer attached: true" "$app/neovim.log" \
  || { echo "Neovim did not share one archlint client between the project's buffers" >&2; exit 1; }
