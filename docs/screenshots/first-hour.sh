#!/usr/bin/env bash
# A team's first hour with ArchLint, in pictures: on three generated apps (first_hour_apps.py) — Harbor, with many
# findings; Pantry, a SwiftData app; Shelf, with no Domain — `archlint lint` then `archlint init` run in a real
# terminal (tmux, 110 columns), and the HTML report is rendered by headless Chromium at 1280 and 390 pixels.
# The end of each terminal run goes to docs/first-hour-<app>.png; everything is also written to OUT (default: a
# scratch folder) as <app>-terminal.png, <app>-init.png, <app>-1280.png and <app>-390.png.
# Needs tmux, chromium and Python's Pillow. Usage: docs/screenshots/first-hour.sh path/to/archlint [OUT]
set -euo pipefail
archlint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
out=${2:-$work/shots}
mkdir -p "$out"
out=$(cd "$out" && pwd)
trap 'tmux kill-session -t archlint-first-hour 2>/dev/null || true; rm -rf "$work"' EXIT
python3 "$root/docs/screenshots/first_hour_apps.py" "$work"
mkdir -p "$work/bin"
ln -s "$archlint" "$work/bin/archlint"

tmux new-session -d -s archlint-first-hour -x 110 -y 50
tmux set-option -t archlint-first-hour history-limit 20000
run() { # folder command… — runs in the tmux pane, waits, and prints what the pane shows, colours included
  tmux send-keys -t archlint-first-hour "clear; tmux clear-history; cd $1; PS1='\$ '; PATH=$work/bin:\$PATH; ${*:2}; tmux wait -S archlint-done" Enter
  timeout 120 tmux wait archlint-done
  tmux capture-pane -t archlint-first-hour -e -p -S - -E -
}

for app in Harbor Pantry Shelf; do
  run "$work/$app" archlint lint > "$work/$app-lint.txt"
  # The end of the run: from the summary by rule (or the top, with no finding) to the last line.
  start=$(grep -n "By rule" "$work/$app-lint.txt" | tail -1 | cut -d: -f1 || true)
  python3 "$root/docs/screenshots/render.py" "$work/$app-lint.txt" "$out/$app-terminal.png" "$(( ${start:-1} - 1 ))" \
    "$(wc -l < "$work/$app-lint.txt")"
  cp "$out/$app-terminal.png" "$root/docs/first-hour-$(echo "$app" | tr '[:upper:]' '[:lower:]').png"
  run "$work/$app" "archlint init && cat .archlint.json" > "$work/$app-init.txt"
  python3 "$root/docs/screenshots/render.py" "$work/$app-init.txt" "$out/$app-init.png"
  rm "$work/$app/.archlint.json"
  (cd "$work/$app" && "$archlint" report --format html --output "$work/$app.html")
  for width in 1280 390; do
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,2200" \
      --screenshot="$out/$app-$width.png" "file://$work/$app.html" 2> /dev/null
  done
done
echo "wrote docs/first-hour-{harbor,pantry,shelf}.png and, in $out, the terminal, init and report pictures"
