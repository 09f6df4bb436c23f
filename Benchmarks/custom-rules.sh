#!/usr/bin/env bash
# The corpus linted with and without 20 custom rules (Benchmarks/custom-rules.json), side by side.
#
# Usage: Benchmarks/custom-rules.sh
# Environment: ARCHLINT_CORPUS (the corpus folder; default: made with make-corpus.sh), BENCH_WORK (scratch,
# default /tmp/archlint-bench), BENCH_RUNS (default 10), BENCH_ARCHLINT (a binary; default: a release build).
# The corpus is hard-linked into a scratch folder that gets the configuration: the corpus itself is not touched.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${BENCH_WORK:-/tmp/archlint-bench}
runs=${BENCH_RUNS:-10}
corpus=${ARCHLINT_CORPUS:-$work/corpus}
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
mkdir -p "$work"
[ -d "$corpus" ] || bash "$repo/../shared/corpus/make-corpus.sh" "$corpus"
archlint=${BENCH_ARCHLINT:-}
if [ -z "$archlint" ]; then
  swift build --package-path "$repo" -c release --static-swift-stdlib --product archlint > /dev/null
  archlint="$(swift build --package-path "$repo" -c release --show-bin-path)/archlint"
fi

plain="$work/custom-rules/plain" custom="$work/custom-rules/custom"
rm -rf "$work/custom-rules"
mkdir -p "$work/custom-rules"
cp -al "$corpus" "$plain"
cp -al "$corpus" "$custom"
cp "$repo/Benchmarks/custom-rules.json" "$custom/.archlint.json"

lint() { "$archlint" lint "$1" --quiet --format summary > /dev/null 2>&1 || true; }
if command -v hyperfine > /dev/null; then
  hyperfine --warmup 2 --runs "$runs" -N --export-json "$work/custom-rules.json" \
    -n "no custom rules" "$archlint lint $plain --quiet --format summary" \
    -n "20 custom rules" "$archlint lint $custom --quiet --format summary" -i > /dev/null
  python3 - "$work/custom-rules.json" <<'PY'
import json, sys, statistics
results = json.load(open(sys.argv[1]))["results"]
wall = [statistics.median(r["times"]) for r in results]
cpu = [r["user"] + r["system"] for r in results]
for r, w, c in zip(results, wall, cpu):
    print(f"{r['command']}: wall {w:.3f} s, CPU {c:.3f} s")
print(f"custom rules cost: wall {100 * (wall[1] / wall[0] - 1):+.1f} %, CPU {100 * (cpu[1] / cpu[0] - 1):+.1f} %")
PY
else
  for name in plain custom; do
    folder=${!name}
    lint "$folder"
    start=$(date +%s.%N)
    for _ in $(seq "$runs"); do lint "$folder"; done
    echo "$name: $(echo "($(date +%s.%N) - $start) / $runs" | bc -l | cut -c1-5) s a run"
  done
fi
"$archlint" lint "$custom" --format summary 2>/dev/null | tail -25 || true
