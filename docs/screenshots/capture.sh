#!/usr/bin/env bash
# Captures the first run of `archlint lint` on the violations gallery in a real terminal (tmux, 132 columns) and
# renders the beginning and the summary to docs/first-run.png and docs/first-run-summary.png.
# Needs tmux and Python's Pillow. Usage: docs/screenshots/capture.sh path/to/archlint
set -euo pipefail
archlint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'tmux kill-session -t archlint-shot 2>/dev/null || true; rm -rf "$work"' EXIT
tmux new-session -d -s archlint-shot -x 132 -y 50 -c "$root"
tmux set-option -t archlint-shot history-limit 5000
tmux send-keys -t archlint-shot "clear; PS1='$ '; $archlint lint SampleProjects/Violations; tmux wait -S archlint-done" Enter
timeout 60 tmux wait archlint-done
tmux capture-pane -t archlint-shot -e -p -S - -E - > "$work/screen.txt"
total=$(wc -l < "$work/screen.txt")
python3 "$root/docs/screenshots/render.py" "$work/screen.txt" "$root/docs/first-run.png" 0 40
summary_start=$(grep -n "By rule" "$work/screen.txt" | tail -1 | cut -d: -f1)
python3 "$root/docs/screenshots/render.py" "$work/screen.txt" "$root/docs/first-run-summary.png" \
  "$((summary_start - 8))" "$total"
echo "wrote docs/first-run.png and docs/first-run-summary.png"
