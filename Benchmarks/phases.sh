#!/usr/bin/env bash
# Wall time of each step of a lint, for two commits side by side.
#
# Usage: Benchmarks/phases.sh OLD_REV [NEW_REV]   (NEW_REV defaults to HEAD)
# Environment: ARCHLINT_CORPUS (the folder linted), BENCH_WORK, BENCH_RUNS (alternating rounds, default 15).
#
# Each commit is extracted into $BENCH_WORK/phases-<commit> and built as run.sh builds it (a release build with
# the flags of that revision's own releases, Scripts/build-flags.sh). Both builds lint the folder in alternating
# rounds with ARCHLINT_PHASE_TIMES=1, under which a run writes a mark at the end of each step of `LintEngine.lint`
# and after `Project.lint` to standard error, and the median milliseconds of each step are printed. Revisions
# from before the marks were built in print none, and the script stops.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The flags of a release build (static Swift libraries, aligned functions): what is measured is what ships.
source "$repo/Scripts/build-flags.sh"
work=${BENCH_WORK:-/tmp/archlint-bench}
corpus=${ARCHLINT_CORPUS:-$work/corpus}
runs=${BENCH_RUNS:-15}
[ $# -ge 1 ] || { echo "usage: Benchmarks/phases.sh OLD_REV [NEW_REV]" >&2; exit 2; }
[ -d "$corpus" ] || { echo "phases.sh: no folder $corpus (set ARCHLINT_CORPUS)" >&2; exit 1; }
mkdir -p "$work"

build_revision() {
    local commit short tree
    commit=$(git -C "$repo" rev-parse --verify --quiet "$1^{commit}") || { echo "phases.sh: no revision $1" >&2; exit 1; }
    short=$(git -C "$repo" rev-parse --short "$commit")
    tree=$work/phases-$short
    if [ ! -f "$tree/.extracted" ]; then
        rm -rf "$tree"; mkdir -p "$tree"
        git -C "$repo" archive --format=tar "$commit" | tar -x -C "$tree"
        touch "$tree/.extracted"
    fi
    echo "building $short…" >&2
    revision_release_build "$tree" --product archlint > "$work/phases-$short.log" 2>&1 \
        || { echo "phases.sh: build of $short failed (see $work/phases-$short.log)" >&2; exit 1; }
    echo "$(revision_release_bin_path "$tree")/archlint $short"
}

read -r old_bin old_short < <(build_revision "$1")
read -r new_bin new_short < <(build_revision "${2:-HEAD}")
python3 - "$old_bin" "$old_short" "$new_bin" "$new_short" "$corpus" "$runs" << 'TIME'
import collections, os, statistics, subprocess, sys, time
old_bin, old, new_bin, new, folder, runs = sys.argv[1:7]
builds = {old: old_bin, new: new_bin}
steps = {name: collections.defaultdict(list) for name in builds}
names = ["start", "layers", "pass 1", "index", "pass 2", "summary", "free", "report and exit", "whole run"]
for round in range(int(runs)):
    for name in (list(builds) if round % 2 == 0 else list(builds)[::-1]):
        begun = time.monotonic_ns()
        run = subprocess.run([builds[name], "lint", folder, "--format", "json", "--output", "/dev/null", "--quiet"],
                             capture_output=True, text=True, env={**os.environ, "ARCHLINT_PHASE_TIMES": "1"})
        ended = time.monotonic_ns()
        marks = [line for line in run.stderr.splitlines() if line.startswith("phase ")]
        if len(marks) != 7:
            sys.exit(f"phases.sh: {name} printed {len(marks)} marks, not 7")
        times = [int(line.rsplit(" at ", 1)[1]) for line in marks]
        steps[name]["start"].append((times[0] - begun) / 1e6)
        for line, at, before in zip(marks[1:], times[1:], times):
            steps[name][line[len("phase "):].rsplit(" at ", 1)[0]].append((at - before) / 1e6)
        steps[name]["report and exit"].append((ended - times[-1]) / 1e6)
        steps[name]["whole run"].append((ended - begun) / 1e6)
print(f"| step (ms, median of {runs}) | `{old}` | `{new}` |")
print("| --- | ---: | ---: |")
for step in names:
    cells = [f"{statistics.median(steps[name][step]):.1f} (mean {statistics.mean(steps[name][step]):.1f})"
             for name in builds]
    print(f"| {step} | " + " | ".join(cells) + " |")
TIME
