#!/usr/bin/env bash
# Renders the HTML report of the violations gallery with headless Chromium at 1280 and 390 pixels wide, light and
# dark, to docs/report-{1280,390}-{light,dark}.png, and the Markdown report as GitHub would show it (Python's
# `markdown` with tables, fenced code and Markdown inside <details>) to docs/markdown-report.png.
# Needs chromium and Python's markdown. Usage: docs/screenshots/report.sh path/to/archlint
set -euo pipefail
archlint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$root"
"$archlint" report SampleProjects/Violations --format html --output "$work/report.html"
"$archlint" report SampleProjects/Violations --format markdown --output "$work/report.md"

shoot() { # url width height output [dark]
  local flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$2,$3" --screenshot="$4")
  # Both switches: the first is what recent Chromium reads for prefers-color-scheme, the second older builds.
  [ "${5:-}" = dark ] && flags+=(--force-dark-mode --blink-settings=preferredColorScheme=0)
  chromium "${flags[@]}" "$1" 2>/dev/null
}
shoot "file://$work/report.html" 1280 2400 docs/report-1280-light.png
shoot "file://$work/report.html" 1280 2400 docs/report-1280-dark.png dark
shoot "file://$work/report.html" 390 2400 docs/report-390-light.png
shoot "file://$work/report.html" 390 2400 docs/report-390-dark.png dark

python3 - "$work/report.md" "$work/markdown.html" <<'PY'
import sys, markdown
# GitHub renders Markdown inside <details> when blank lines set it apart; Python's markdown does so for blocks
# marked markdown="1" (md_in_html).
text = open(sys.argv[1], encoding="utf-8").read().replace("<details>", '<details markdown="1">')
body = markdown.markdown(text, extensions=["tables", "fenced_code", "md_in_html"])
style = """body{font:15px/1.5 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;max-width:860px;margin:24px auto;
padding:0 16px;color:#1f2328}table{border-collapse:collapse}th,td{border:1px solid #d1d9e0;padding:4px 10px}
code{background:#eff1f3;padding:1px 4px;border-radius:4px;font-size:13px}pre{background:#f6f8fa;padding:12px}
details{margin:8px 0}summary{cursor:pointer}"""
open(sys.argv[2], "w", encoding="utf-8").write(
    f'<!DOCTYPE html><meta charset="utf-8"><style>{style}</style>'
    # GitHub shows a comment's <details> closed; they are opened here so the screenshot shows what is inside.
    + body.replace("<details", "<details open"))
PY
shoot "file://$work/markdown.html" 1000 2400 docs/markdown-report.png
echo "wrote docs/report-{1280,390}-{light,dark}.png and docs/markdown-report.png"
