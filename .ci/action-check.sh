#!/usr/bin/env bash
# The GitHub Action's script (Scripts/action.sh) run with the variables GitHub sets, on the gallery (findings) and
# on a reference package (clean): annotations, SARIF valid against the schema, the job summary, the exit codes, what
# an unwritable summary or SARIF file does, and the key the build is cached by.
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

# A job summary that cannot be written is a warning, whatever the format: the clean lint still passes, says
# exit-code=0, and leaves no temporary file behind.
mkdir -p "$work/tmp"
status=0
run_action INPUT_PATH=SampleProjects/TripPlanner INPUT_FORMAT=xcode TMPDIR="$work/tmp" \
  GITHUB_STEP_SUMMARY="$work/missing/summary.md" > "$work/summary-unwritable.log" 2>&1 || status=$?
[ "$status" -eq 0 ] || { echo "unwritable summary: exit $status, expected 0" >&2; cat "$work/summary-unwritable.log"; exit 1; }
grep -q '^::warning::the job summary could not be written' "$work/summary-unwritable.log"
grep -qx 'exit-code=0' "$work/output.txt"
[ -z "$(ls -A "$work/tmp")" ] || { echo "temporary files left: $(ls -A "$work/tmp")" >&2; exit 1; }

# A SARIF file asked for and not written fails the step (exit 2, as lint's own --output) and is never said to be
# written.
status=0
run_action INPUT_PATH=SampleProjects/TripPlanner INPUT_SARIF="$work/missing/archlint.sarif" \
  > "$work/sarif-unwritable.log" 2>&1 || status=$?
[ "$status" -eq 2 ] || { echo "unwritable SARIF: exit $status, expected 2" >&2; cat "$work/sarif-unwritable.log"; exit 1; }
if grep -q 'SARIF written' "$work/sarif-unwritable.log"; then echo "claims an unwritten SARIF" >&2; exit 1; fi
grep -q '^::error::the SARIF file .* could not be written' "$work/sarif-unwritable.log"
grep -qx 'exit-code=2' "$work/output.txt"
echo "action: an unwritable summary is a warning (exit 0); an unwritable SARIF fails the step (exit 2)"

# The build is keyed by what it is built from: the release asked for, else the sources, so a moving ref gets a
# new build when (and only when) its code changes.
for copy in same changed; do
  mkdir -p "$work/$copy/Scripts"
  cp -R Package.swift Sources "$work/$copy/"
  cp Scripts/action.sh "$work/$copy/Scripts/"
done
echo "// one more line" >> "$work/changed/Sources/archlint/main.swift"
here_key=$(env -i PATH=/usr/bin:/bin bash Scripts/action.sh key)
same_key=$(env -i PATH=/usr/bin:/bin bash "$work/same/Scripts/action.sh" key)
changed_key=$(env -i PATH=/usr/bin:/bin bash "$work/changed/Scripts/action.sh" key)
echo "$here_key" | grep -Eqx 'source-[0-9a-f]{40}'
[ "$here_key" = "$same_key" ] || { echo "the same sources gave keys $here_key and $same_key" >&2; exit 1; }
[ "$here_key" != "$changed_key" ] || { echo "changed sources kept the key $here_key" >&2; exit 1; }
[ "$(env -i PATH=/usr/bin:/bin INPUT_VERSION=1.2.3 GITHUB_OUTPUT="$work/key.txt" bash Scripts/action.sh key)" \
  = release-1.2.3 ]
grep -qx 'key=release-1.2.3' "$work/key.txt"
echo "action: build key $here_key, another for changed sources, release-1.2.3 for a version"

python3 - <<'PY'
import re, yaml
action = yaml.safe_load(open("action.yml"))
assert action["runs"]["using"] == "composite"
used = set(re.findall(r"inputs\.([a-z-]+)", open("action.yml").read()))
assert used <= set(action["inputs"]), used - set(action["inputs"])
steps = action["runs"]["steps"]
key = next(step for step in steps if step.get("id") == "key")
cache = next(step for step in steps if step.get("uses", "").startswith("actions/cache@"))
assert "action.sh\" key" in key["run"], key
# The cache entry and the binary's folder are named by the build key, never by a ref that moves.
assert "steps.key.outputs.key" in cache["with"]["key"] and "action_ref" not in cache["with"]["key"], cache
assert "steps.key.outputs.key" in cache["with"]["path"], cache
for step in steps:
    if "ARCHLINT_BIN=" in step.get("run", ""):
        assert step["env"]["ARCHLINT_KEY"] == "${{ steps.key.outputs.key }}" and "$ARCHLINT_KEY" in step["run"], step
print("action.yml: composite, inputs", ", ".join(sorted(action["inputs"])) + "; build keyed by", cache["with"]["key"])
PY
