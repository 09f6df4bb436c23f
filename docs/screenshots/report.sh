#!/usr/bin/env bash
# Renders the HTML report of the violations gallery with headless Chromium at 1280 and 390 pixels wide, light and
# dark, to docs/report-{1280,390}-{light,dark}.png, and the Markdown report as GitHub would show it (Python's
# `markdown` with tables, fenced code and Markdown inside <details>) to docs/markdown-report.png.
# The gallery is first given a history (a git repository in a scratch folder where its files arrive over twelve
# commits and a few leave again), so that the report shows the trend of `--history`.
# Needs chromium and Python's markdown. Usage: docs/screenshots/report.sh path/to/archlint
set -euo pipefail
archlint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The history: configuration and manifests first, then the Swift files in ten steps, one day apart; then three
# files with findings are removed.
gallery="$work/Violations"
mkdir -p "$gallery"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 GIT_AUTHOR_NAME="Gallery" GIT_AUTHOR_EMAIL="gallery@example.com"
export GIT_COMMITTER_NAME="Gallery" GIT_COMMITTER_EMAIL="gallery@example.com"
git -C "$gallery" init -q
step=0
commit() { # subject
  step=$((step + 1))
  export GIT_AUTHOR_DATE="2026-10-$(printf %02d "$step")T10:00:00+01:00"
  export GIT_COMMITTER_DATE="$GIT_AUTHOR_DATE"
  git -C "$gallery" add -A && git -C "$gallery" commit -q -m "$1"
}
(cd "$root/SampleProjects/Violations" && find . -type f ! -name '*.swift' -o -name Package.swift) | sort > "$work/first"
(cd "$root/SampleProjects/Violations" && find . -type f -name '*.swift' ! -name Package.swift) | sort > "$work/swift"
(cd "$root/SampleProjects/Violations" && tar cf - -T "$work/first") | tar xf - -C "$gallery"
commit "Set up the packages and the configuration"
total=$(wc -l < "$work/swift")
for part in $(seq 0 9); do
  sed -n "$((part * total / 10 + 1)),$(((part + 1) * total / 10))p" "$work/swift" > "$work/part"
  (cd "$root/SampleProjects/Violations" && tar cf - -T "$work/part") | tar xf - -C "$gallery"
  commit "Add $(sed -n 1p "$work/part" | cut -d/ -f2- | sed 's|/[^/]*$||') and more ($(wc -l < "$work/part") files)"
done
{ "$archlint" lint "$gallery" --format json 2> /dev/null || true; } | python3 -c '
import json, sys
files = sorted({f["file"] for f in json.load(sys.stdin)["findings"] if f["file"].endswith(".swift")})
print("\n".join(files[:3]))' > "$work/removed"
(cd "$gallery" && xargs rm -f < "$work/removed")
commit "Remove three legacy files"

cd "$gallery"
"$archlint" report --history 20 --format html --output "$work/report.html"
"$archlint" report --format markdown --output "$work/report.md"
cd "$root"

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
