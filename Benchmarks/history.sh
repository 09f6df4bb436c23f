#!/usr/bin/env bash
# `archlint report --history N` over a real git history: wall time and peak memory, median of BENCH_RUNS runs,
# beside one plain lint of the same project's HEAD.
#
# Usage: Benchmarks/history.sh REPOSITORY [N]
#   REPOSITORY  a git work tree (e.g. a clone of swift-nio); N commits (default 100)
# Environment: BENCH_RUNS (default 5), BENCH_ARCHLINT (a binary; default: a release build of this package).
# The repository is only read: the history comes from git's objects, never from a checkout.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The flags of a release build (static Swift libraries, aligned functions): what is measured is what ships.
source "$repo/Scripts/build-flags.sh"
target=${1:?usage: Benchmarks/history.sh REPOSITORY [N]}
count=${2:-100}
runs=${BENCH_RUNS:-5}
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
command -v /usr/bin/time > /dev/null || { apt-get update -qq && apt-get install -y -qq time > /dev/null; }
archlint=${BENCH_ARCHLINT:-}
if [ -z "$archlint" ]; then
  release_build "$repo" --product archlint > /dev/null
  archlint="$(release_bin_path "$repo")/archlint"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints "seconds peak-KiB" of one run of the command given.
measure() {
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" > /dev/null 2> "$work/stderr" || true
  cat "$work/time"
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

files=$(git -C "$target" ls-files '*.swift' | wc -l)
lines=$(git -C "$target" ls-files -z '*.swift' | (cd "$target" && xargs -0 cat) | wc -l)
echo "repository: $target at $(git -C "$target" rev-parse --short HEAD): $files Swift files, $lines lines"

: > "$work/history" ; : > "$work/lint"
for _ in $(seq "$runs"); do
  (cd "$target" && measure "$archlint" report --history "$count" --format json) >> "$work/history"
  (cd "$target" && measure "$archlint" lint . --format json) >> "$work/lint"
done
(cd "$target" && "$archlint" report --history "$count" --format json > /dev/null 2> "$work/summary") || true
echo "history of $count commits: $(cut -d' ' -f1 "$work/history" | median) s wall, peak $(cut -d' ' -f2 "$work/history" | median) KiB"
echo "one lint of HEAD:          $(cut -d' ' -f1 "$work/lint" | median) s wall, peak $(cut -d' ' -f2 "$work/lint" | median) KiB"
echo "archlint says: $(cat "$work/summary")"
