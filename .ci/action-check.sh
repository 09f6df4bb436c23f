#!/usr/bin/env bash
# The GitHub Action's script (Scripts/action.sh) run with the variables GitHub sets, on the gallery (findings) and
# on a reference package (clean): annotations, SARIF valid against the schema, the job summary, the exit codes.
# Usage: .ci/action-check.sh ARCHLINT_BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
shared=${ARCHLINT_SHARED:-$(cd "$root/.." && pwd)/shared}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
cp "$1" "$work/bin/archlint"

run_action() {
  env -i PATH=/usr/bin:/bin HOME="$work" GITHUB_ACTIONS=true GITHUB_WORKSPACE="$root" \
    GITHUB_STEP_SUMMARY="$work/summary.md" GITHUB_OUTPUT="$work/output.txt" ARCHLINT_BIN="$work/bin/archlint" \
    "$@" bash Scripts/action.sh lint
}

status=0
run_action INPUT_PATH=SampleProjects/Violations INPUT_SARIF="$work/gallery.sarif" > "$work/gallery.log" 2>&1 \
  || status=$?
[ "$status" -eq 1 ] || { echo "action on the gallery: exit $status, expected 1" >&2; cat "$work/gallery.log"; exit 1; }
grep -q '^::error file=SampleProjects/Violations/' "$work/gallery.log"
echo "annotations: $(grep -c '^::' "$work/gallery.log")"
if [ -f "$shared/schemas/sarif-2.1.0.json" ]; then
  python3 .ci/validate-sarif.py "$shared/schemas/sarif-2.1.0.json" "$work/gallery.sarif"
else
  python3 -c 'import json, sys; assert json.load(open(sys.argv[1]))["version"] == "2.1.0"' "$work/gallery.sarif"
fi
grep -q '^## ArchLint' "$work/summary.md"
grep -q 'persisted-entity-logic' "$work/summary.md"
grep -qx 'exit-code=1' "$work/output.txt"

: > "$work/summary.md"
run_action INPUT_PATH=SampleProjects/TripPlanner INPUT_STRICT=true > "$work/clean.log" 2>&1 \
  || { echo "action on a clean package failed" >&2; cat "$work/clean.log"; exit 1; }
if grep -q '^::' "$work/clean.log"; then echo "annotations on a clean package" >&2; exit 1; fi
grep -q '^## ArchLint' "$work/summary.md"
grep -qx 'exit-code=0' "$work/output.txt"

status=0
run_action INPUT_PATH=SampleProjects/TripPlanner INPUT_CONFIG=missing.json > "$work/usage.log" 2>&1 || status=$?
[ "$status" -eq 2 ] || { echo "action with a missing configuration: exit $status, expected 2" >&2; exit 1; }
echo "action: findings exit 1 with annotations, SARIF and summary; clean exit 0; bad configuration exit 2"
python3 - <<'PY'
import re, yaml
action = yaml.safe_load(open("action.yml"))
assert action["runs"]["using"] == "composite"
used = set(re.findall(r"inputs\.([a-z-]+)", open("action.yml").read()))
assert used <= set(action["inputs"]), used - set(action["inputs"])
print("action.yml: composite, inputs", ", ".join(sorted(action["inputs"])))
PY
