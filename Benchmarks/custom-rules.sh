#!/usr/bin/env bash
# The corpus linted with and without 20 custom rules (Benchmarks/custom-rules.json), side by side.
#
# Usage: Benchmarks/custom-rules.sh
# Environment: ARCHLINT_CORPUS (the corpus folder; default: made with make-corpus.sh), BENCH_WORK (scratch,
# default /tmp/archlint-bench), BENCH_RUNS (runs of each, default 20), BENCH_ARCHLINT (a binary; default: a
# release build).
# The corpus is hard-linked into a scratch folder that gets the configuration: the corpus itself is not touched.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The flags of a release build (static Swift libraries, aligned functions): what is measured is what ships.
source "$repo/Scripts/build-flags.sh"
work=${BENCH_WORK:-/tmp/archlint-bench}
runs=${BENCH_RUNS:-20}
corpus=${ARCHLINT_CORPUS:-$work/corpus}
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
mkdir -p "$work"
[ -d "$corpus" ] || bash "$repo/../shared/corpus/make-corpus.sh" "$corpus"
archlint=${BENCH_ARCHLINT:-}
if [ -z "$archlint" ]; then
  release_build "$repo" --product archlint > /dev/null
  archlint="$(release_bin_path "$repo")/archlint"
fi

plain="$work/custom-rules/plain" custom="$work/custom-rules/custom"
rm -rf "$work/custom-rules"
mkdir -p "$work/custom-rules"
cp -al "$corpus" "$plain"
cp -al "$corpus" "$custom"
cp "$repo/Benchmarks/custom-rules.json" "$custom/.archlint.json"

# The two runs alternate, and which goes first turns each round, so that the drift of a shared machine falls on both
# alike; the median of each is reported.
python3 - "$archlint" "$plain" "$custom" "$runs" <<'PY'
import resource, statistics, subprocess, sys, time
archlint, plain, custom, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def once(folder):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([archlint, "lint", folder, "--quiet", "--format", "summary"], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
for folder in (plain, custom):
    once(folder)
samples = {plain: [], custom: []}
for round in range(runs):
    # Which of the two runs first turns each round: the second run of a pair finds the same files' pages (hard
    # links) warm and the machine a moment later, and neither should always be the custom rules' run.
    for folder in ((plain, custom) if round % 2 == 0 else (custom, plain)):
        samples[folder].append(once(folder))
(wp, cp), (wc, cc) = [(statistics.median(w for w, _ in samples[f]), statistics.median(c for _, c in samples[f]))
                      for f in (plain, custom)]
ratios = [c[0] / p[0] for p, c in zip(samples[plain], samples[custom])]
print(f"no custom rules: wall {wp:.3f} s, CPU {cp:.3f} s")
print(f"20 custom rules: wall {wc:.3f} s, CPU {cc:.3f} s")
print(f"custom rules cost: wall {100 * (wc / wp - 1):+.1f} %, CPU {100 * (cc / cp - 1):+.1f} % "
      f"(median of paired runs: {100 * (statistics.median(ratios) - 1):+.1f} %)")
PY
"$archlint" lint "$custom" --format summary 2>/dev/null | tail -25 || true
