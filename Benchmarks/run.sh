#!/usr/bin/env bash
# Measures archlint against the fixed corpus and prints one Markdown table (see Benchmarks/README.md).
#
# Usage: Benchmarks/run.sh                    the table below
#        Benchmarks/run.sh --against REV      this build and REV's, at the same moment (see Benchmarks/README.md)
#        Benchmarks/run.sh --effects-cost     this build and the same commit with its effects analysis left out
# Environment:
#   ARCHLINT_CORPUS      an existing corpus folder (default: $BENCH_WORK/corpus, made by make-corpus.sh)
#   ARCHLINT_MAKE_CORPUS the corpus script (default: <repo>/../shared/corpus/make-corpus.sh)
#   BENCH_WORK           scratch folder for subsets, the staged repository and builds (default: /tmp/archlint-bench)
#   BENCH_RUNS           timed runs per measurement, after one warm-up (default: 5; the median is reported)
#   BENCH_SWIFT_FORMAT   swift-format binary (default: the toolchain's, else the one on PATH)
#   BENCH_SKIP_BUILD=1   use the release binaries already built
#   BENCH_ARCHLINT       measure this archlint binary instead of the package's release build
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The flags of a release build (static Swift libraries, aligned functions): what is measured is what ships.
source "$repo/Scripts/build-flags.sh"
work=${BENCH_WORK:-/tmp/archlint-bench}
against=
without_effects=
while [ $# -gt 0 ]; do
    case "$1" in
        --against) [ $# -ge 2 ] || { echo "run.sh: --against needs a revision" >&2; exit 2; }; against=$2; shift 2 ;;
        --against=*) against=${1#--against=}; shift ;;
        --effects-cost) against=HEAD; without_effects=1; shift ;;
        *) echo "usage: Benchmarks/run.sh [--against REV | --effects-cost]" >&2; exit 2 ;;
    esac
done
# A same-moment comparison wants more rounds than the table's single command.
if [ -n "$against" ]; then runs=${BENCH_RUNS:-20}; else runs=${BENCH_RUNS:-5}; fi
make_corpus=${ARCHLINT_MAKE_CORPUS:-$repo/../shared/corpus/make-corpus.sh}
corpus=${ARCHLINT_CORPUS:-$work/corpus}
mkdir -p "$work"
log=$work/log.txt
: > "$log"

say() { printf '%s\n' "$*" >&2; }
die() { say "run.sh: $*"; exit 1; }

# --- tools -------------------------------------------------------------------------------------------------
need_package() { # command package
    command -v "$1" > /dev/null 2>&1 && return 0
    [ -x "$1" ] && return 0
    command -v apt-get > /dev/null 2>&1 || die "$1 is missing and apt-get is not available"
    say "installing $2…"
    if [ "$(id -u)" -eq 0 ]; then sudo_=; else sudo_=sudo; fi
    $sudo_ apt-get update -qq >> "$log" 2>&1 || true
    DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq "$2" >> "$log" 2>&1 || die "cannot install $2"
}
need_package /usr/bin/time time
need_package git git
# hyperfine times wall and CPU to the millisecond; without it, /usr/bin/time (10 ms steps) stands in.
hyperfine=
if command -v hyperfine > /dev/null 2>&1 || need_package hyperfine hyperfine 2> /dev/null; then
    hyperfine=$(command -v hyperfine || true)
fi
swift_format=${BENCH_SWIFT_FORMAT:-}
if [ -z "$swift_format" ]; then
    swift_bin=$(dirname "$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)")
    for candidate in "$swift_bin/swift-format" /opt/swift/usr/bin/swift-format "$(command -v swift-format || true)"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then swift_format=$candidate; break; fi
    done
fi

# --- build -------------------------------------------------------------------------------------------------
cd "$repo"
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then
    say "building archlint (release, as Scripts/build-flags.sh says)…"
    # A statically linked standard library spares every run the dynamic linker's symbol lookups (about 3 ms).
    release_build "$repo" --product archlint >> "$log" 2>&1 || die "release build failed (see $log)"
fi
bin=$(release_bin_path "$repo")
archlint=${BENCH_ARCHLINT:-$bin/archlint}
[ -x "$archlint" ] || die "no $archlint"

# The lexer benchmark is the package's LexerBenchmark product; until the package declares it, a scratch
# package with the same lexer sources and a minimal driver stands in.
lexer_bench=
if [ -n "$against" ]; then
    : # the comparison times whole runs only
elif grep -q '"LexerBenchmark"' Package.swift; then
    if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then
        say "building LexerBenchmark (release)…"
        release_build "$repo" --product LexerBenchmark >> "$log" 2>&1 || die "LexerBenchmark build failed (see $log)"
    fi
    lexer_bench=$bin/LexerBenchmark
    lexer_source="LexerBenchmark product"
else
    scratch=$work/lexer-package
    mkdir -p "$scratch/Sources/LexerThroughput"
    ln -sfn "$repo/Sources/ArchLintLexer" "$scratch/Sources/ArchLintLexer"
    cat > "$scratch/Package.swift" << 'EOF'
// swift-tools-version:6.0
import PackageDescription
let package = Package(name: "LexerThroughput", targets: [
    .target(name: "ArchLintLexer"),
    .executableTarget(name: "LexerThroughput", dependencies: ["ArchLintLexer"]),
])
EOF
    cat > "$scratch/Sources/LexerThroughput/main.swift" << 'EOF'
// Lexes every *.swift file under a folder, all in memory, on one thread; best of 5.
import ArchLintLexer
import Foundation
var sources: [SourceText] = []
let folder = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : ".")
for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
    .allObjects ?? [] where url.pathExtension == "swift" {
    if let data = FileManager.default.contents(atPath: url.path) { sources.append(SourceText(bytes: [UInt8](data))) }
}
let bytes = sources.reduce(0) { $0 + $1.bytes.count }
var best = Double.infinity
var tokens = 0
for _ in 0..<5 {
    var count = 0
    let elapsed = ContinuousClock().measure { for source in sources { count += Lexer.tokenize(source).count } }
    tokens = count
    best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
}
print("lexer: \(sources.count) files, \(bytes) bytes, \(tokens) tokens, "
      + String(format: "%.1f MB/s", best > 0 ? Double(bytes) / 1_000_000 / best : 0))
EOF
    if [ "${BENCH_SKIP_BUILD:-0}" != 1 ] || [ ! -x "$scratch/.build/release/LexerThroughput" ]; then
        say "building the stand-in lexer benchmark (release)…"
        swift build -c release --package-path "$scratch" >> "$log" 2>&1 || die "lexer benchmark build failed (see $log)"
    fi
    lexer_bench=$scratch/.build/release/LexerThroughput
    lexer_source="stand-in driver (package has no LexerBenchmark product)"
fi

# --- corpus and subsets ------------------------------------------------------------------------------------
if [ ! -f "$corpus/.complete" ]; then
    [ -f "$make_corpus" ] || die "no corpus at $corpus and no $make_corpus; set ARCHLINT_CORPUS"
    say "materialising the corpus…"
fi
[ -f "$make_corpus" ] && bash "$make_corpus" "$corpus" >> "$log" 2>&1
[ -f "$corpus/.complete" ] || die "the corpus at $corpus is incomplete"
corpus=$(cd "$corpus" && pwd -P)

# swift-nio's Sources alone, copied out of its package: linted in place, the run would index all of swift-nio.
nio_standalone=$work/nio-standalone/Sources
if [ ! -f "$work/nio-standalone/.complete" ] || [ "$(cat "$work/nio-standalone/.complete")" != "$corpus" ]; then
    rm -rf "$work/nio-standalone"; mkdir -p "$work/nio-standalone"
    cp -a "$corpus/swift-nio/Sources" "$nio_standalone"
    echo "$corpus" > "$work/nio-standalone/.complete"
fi

# --- same-moment comparison with another revision ------------------------------------------------------
if [ -n "$against" ]; then
    old_commit=$(git -C "$repo" rev-parse --verify --quiet "$against^{commit}") || die "no revision $against"
    old_short=$(git -C "$repo" rev-parse --short "$old_commit")
    new_short=$(git -C "$repo" rev-parse --short HEAD)
    [ -n "$(git -C "$repo" status --porcelain -- Sources Package.swift)" ] && new_short="$new_short+changes"
    # The revision's files, extracted once into a folder of their own (its build is kept there for later runs).
    old_tree=$work/against-$old_short
    [ -n "$without_effects" ] && old_tree=$work/without-effects-$old_short
    if [ ! -f "$old_tree/.extracted" ]; then
        say "extracting $old_short…"
        rm -rf "$old_tree"; mkdir -p "$old_tree"
        git -C "$repo" archive --format=tar "$old_commit" | tar -x -C "$old_tree" || die "cannot extract $against"
        if [ -n "$without_effects" ]; then
            # The same commit with no effects facts read in pass 1 and no ProjectEffects in the index: every
            # call then reaches nothing, so findings of view-body-logic and n-plus-one-await differ.
            python3 - "$old_tree" <<'PATCH' || die "cannot leave the effects analysis out of $old_short"
import os, sys
root = sys.argv[1]
# Each edit: the file, the lines it may find (as revisions wrote them), and what replaces the one found.
edits = [("FileDeclarations.swift",
          ["effects = isAppCode ? known ?? EffectFacts(file: file) : EffectFacts()"], "effects = EffectFacts()"),
         ("ProjectIndex+Building.swift",
          ["found.effects = ProjectEffects(", "index.effects = ProjectEffects("], "_ = sources; _ = (")]
# Found by name: the files sit in a subfolder of Sources/ArchLintRules in later revisions.
found = {name: os.path.join(folder, name) for folder, _, names in os.walk(f"{root}/Sources/ArchLintRules")
         for name in names}
for name, olds, new in edits:
    path = found.get(name, name)
    text = open(path).read()
    old = next((old for old in olds if old in text), None)
    if old is None:
        sys.exit(f"{path}: none of {olds}")
    open(path, "w").write(text.replace(old, new))
PATCH
            old_short="$old_short without effects"
        fi
        touch "$old_tree/.extracted"
    fi
    [ -n "$without_effects" ] && old_short="${old_short% without effects} without effects"
    say "building $old_short (release, as that revision's own releases were built)…"
    revision_release_build "$old_tree" --product archlint >> "$log" 2>&1 \
        || die "release build of $old_short failed (see $log)"
    old_archlint=$(revision_release_bin_path "$old_tree")/archlint
    file_count=$(find "$corpus" -type f -name '*.swift' | wc -l)
    say "timing $old_short and $new_short in $runs alternating rounds…"
    echo "## archlint $new_short against $old_short"
    echo
    echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || uname -m)); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "- builds: \`swift build -c release FLAGS --product archlint\`, each in its own build folder, with the flags of its own releases: $new_short \`${release_build_flags[*]}\`, $old_short \`$(revision_release_flags "$old_tree")\`; each run: \`archlint lint FOLDER --format json --output /dev/null --quiet\`; floor: \`find FOLDER -type f -name '*.swift' -print0 | xargs -0 cat > /dev/null\`"
    echo "- $runs rounds after a warm-up, the three commands' order turning each round; medians, the 10th–90th percentile spread, and medians of per-round ratios"
    echo
    python3 "$repo/Benchmarks/paired.py" "$runs" "\`$old_short\`" "$old_archlint" "\`$new_short\`" "$archlint" \
        "corpus ($file_count files)=$corpus" "swift-nio Sources, standalone=$nio_standalone"
    echo
    echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    exit 0
fi

# "size path" of every Swift file, in path order.
(cd "$corpus" && find . -type f -name '*.swift' -printf '%s %p\n' | LC_ALL=C sort -k2) > "$work/files.txt"
file_count=$(wc -l < "$work/files.txt")
corpus_bytes=$(awk '{ total += $1 } END { print total }' "$work/files.txt")

# A subset walks the files in path order and takes a file when that brings it closer to its share (a quarter,
# a half) of both the files and the bytes seen so far (bytes counted in average file sizes), so it holds that
# share of each and a part of every repository. Files are hard-linked (copied across file systems) into folders
# of their own: the linter does not follow links out of its root.
make_subset() { # name share
    local dest=$work/subset-$1 stamp=$work/subset-$1/.complete
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$corpus $file_count $2" ]; then return; fi
    rm -rf "$dest"; mkdir -p "$dest"
    awk -v share="$2" -v mean="$((corpus_bytes / file_count))" '{
        seen += $1; files++
        byteGap = (kept - share * seen) / mean; fileGap = taken - share * files
        byteGapIfTaken = byteGap + $1 / mean; fileGapIfTaken = fileGap + 1
        if (byteGapIfTaken ^ 2 + fileGapIfTaken ^ 2 < byteGap ^ 2 + fileGap ^ 2) {
            kept += $1; taken++; print substr($0, index($0, " ") + 1)
        }
    }' "$work/files.txt" > "$work/subset-$1.txt"
    (cd "$corpus" && tr '\n' '\0' < "$work/subset-$1.txt" | xargs -0 cp --parents -l -t "$dest" 2>/dev/null) \
        || (cd "$corpus" && tr '\n' '\0' < "$work/subset-$1.txt" | xargs -0 cp --parents -t "$dest")
    echo "$corpus $file_count $2" > "$stamp"
}
make_subset quarter 0.25
make_subset half 0.5
subset_bytes() { (cd "$1" && find . -type f -name '*.swift' -print0 | xargs -0 cat | wc -c); }
quarter_bytes=$(subset_bytes "$work/subset-quarter")
half_bytes=$(subset_bytes "$work/subset-half")
quarter_files=$(wc -l < "$work/subset-quarter.txt")
half_files=$(wc -l < "$work/subset-half.txt")
load_before=$(cut -d' ' -f1-3 /proc/loadavg)

# A git repository holding a copy of the whole corpus as one project, with one changed file staged.
staged_repo=$work/staged-repo
staged_file=swift-nio/Sources/NIOCore/Channel.swift
if [ ! -f "$staged_repo/.bench-complete" ] || [ "$(cat "$staged_repo/.bench-complete")" != "$corpus $file_count" ]; then
    say "making the staged repository…"
    rm -rf "$staged_repo"; mkdir -p "$staged_repo"
    cp -a "$corpus/." "$staged_repo/"
    git -C "$staged_repo" init -q
    git -C "$staged_repo" add -A
    git -C "$staged_repo" -c user.name=bench -c user.email=bench@localhost commit -q -m corpus
    echo "$corpus $file_count" > "$staged_repo/.bench-complete"
fi
git -C "$staged_repo" checkout -q -- "$staged_file"
printf '\n// a staged change\n' >> "$staged_repo/$staged_file"
git -C "$staged_repo" add -- "$staged_file"

# --- measuring ---------------------------------------------------------------------------------------------
# measure NAME COMMAND…: one warm-up, then $runs timed runs; sets NAME_wall (median), NAME_cpu (user + system:
# hyperfine's mean, or the median under /usr/bin/time) and NAME_rss (median peak RSS of /usr/bin/time runs).
commands=()
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
measure() {
    local name=$1; shift
    local count=${MEASURE_RUNS:-$runs} times=$work/times-$name.txt
    commands+=("$name: $*")
    say "measuring $name ($count runs)…"
    "$@" > /dev/null 2>> "$log" || true
    : > "$times"
    local rss_runs=$count
    if [ -n "$hyperfine" ]; then rss_runs=$(( count < 3 ? count : 3 )); fi
    for _ in $(seq "$rss_runs"); do
        /usr/bin/time -a -o "$times" -f "%e %U %S %M" "$@" > /dev/null 2>> "$log" || true
    done
    # /usr/bin/time notes a non-zero exit on its own line; keep only the numbers.
    grep -E '^[0-9.]+ [0-9.]+ [0-9.]+ [0-9]+$' "$times" > "$times.clean" || die "no timings for $name (see $log)"
    printf -v "${name}_rss" '%s' "$(awk '{ print $4 }' "$times.clean" | median)"
    if [ -n "$hyperfine" ]; then
        local json=$work/hyperfine-$name.json
        "$hyperfine" --shell=bash --style=none --warmup 1 --runs "$count" --ignore-failure \
            --export-json "$json" -- "$(printf '%q ' "$@")" >> "$log" 2>&1 || die "hyperfine failed on $name (see $log)"
        local figures
        figures=$(python3 -c 'import json, sys; r = json.load(open(sys.argv[1]))["results"][0]
print("%.3f %.3f" % (r["median"], r["user"] + r["system"]))' "$json") || die "cannot read $json"
        printf -v "${name}_wall" '%s' "${figures% *}"
        printf -v "${name}_cpu" '%s' "${figures#* }"
    else
        printf -v "${name}_wall" '%s' "$(awk '{ print $1 }' "$times.clean" | median)"
        printf -v "${name}_cpu" '%s' "$(awk '{ print $2 + $3 }' "$times.clean" | median)"
    fi
}

say "measuring the lexer…"
lexer_line=$("$lexer_bench" "$corpus" 2>> "$log" | grep '^lexer:' | tail -1) || true
lexer_mbs=$(printf '%s\n' "$lexer_line" | sed -n 's/.* \([0-9.]*\) MB\/s.*/\1/p')
commands+=("lexer: $lexer_bench $corpus ($lexer_source)")

json=(--format json --output /dev/null --quiet)
measure full "$archlint" lint "$corpus" "${json[@]}"
measure half "$archlint" lint "$work/subset-half" "${json[@]}"
measure quarter "$archlint" lint "$work/subset-quarter" "${json[@]}"
measure floor sh -c "find '$corpus' -type f -name '*.swift' -print0 | xargs -0 cat > /dev/null"
measure staged env -C "$staged_repo" "$archlint" lint --staged "${json[@]}"
nio=$nio_standalone
measure nio "$archlint" lint "$nio" "${json[@]}"
if [ -n "$swift_format" ]; then
    # swift-format takes tens of seconds: fewer runs, on every core like archlint.
    MEASURE_RUNS=${BENCH_SWIFT_FORMAT_RUNS:-3} measure swiftformat "$swift_format" lint -r -p "$nio"
fi

# --- report ------------------------------------------------------------------------------------------------
# Verdicts compare the measured figures themselves, not the rounded ratios shown.
calc() { awk "BEGIN { printf \"$1\", $2 }"; }
verdict() { awk "BEGIN { print ($1) ? \"yes\" : \"**no**\" }"; }
mb() { calc '%.1f' "$1 / 1000000"; }
mib() { calc '%.0f' "$1 / 1024"; }

full_mbs=$(calc '%.0f' "$corpus_bytes / 1000000 / ($full_wall > 0 ? $full_wall : 0.001)")
floor_ratio=$(calc '%.2f' "$full_wall / ($floor_wall > 0 ? $floor_wall : 0.001)")
floor_cpu_ratio=$(calc '%.1f' "$full_cpu / ($floor_cpu > 0 ? $floor_cpu : 0.001)")
scale_ratio=$(calc '%.2f' "$full_wall / ($quarter_wall > 0 ? $quarter_wall : 0.001)")
scale_cpu_ratio=$(calc '%.2f' "$full_cpu / ($quarter_cpu > 0 ? $quarter_cpu : 0.001)")
bytes_ratio=$(calc '%.2f' "$corpus_bytes / $quarter_bytes")

echo "## archlint benchmark"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit: $(git -C "$repo" rev-parse --short HEAD 2>/dev/null || echo '?')"
echo "- machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //' || uname -m)), memory $(free -h | awk '/^Mem:/ { print $2 }'); load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- corpus: $corpus: $file_count files, $(mb "$corpus_bytes") MB; half: $half_files files, $(mb "$half_bytes") MB; quarter: $quarter_files files, $(mb "$quarter_bytes") MB"
if [ -n "$hyperfine" ]; then
    echo "- timed with hyperfine: wall = median of $runs runs after a warm-up (swift-format: ${BENCH_SWIFT_FORMAT_RUNS:-3}), CPU = mean user + system; peak RSS = median of 3 runs under /usr/bin/time"
else
    echo "- timed with /usr/bin/time (10 ms steps): each figure is the median of $runs runs after a warm-up (swift-format: ${BENCH_SWIFT_FORMAT_RUNS:-3}); CPU = user + sys"
fi
echo
echo "| measure | wall s | CPU s | peak RSS MB | derived | target | met |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
if [ -n "$lexer_mbs" ]; then
    echo "| lexer alone, 1 thread | | | | $lexer_mbs MB/s | ≥ 300 MB/s | $(verdict "$lexer_mbs >= 300") |"
else
    echo "| lexer alone, 1 thread | | | | not measured (see $log) | ≥ 300 MB/s | |"
fi
echo "| archlint, whole corpus | $full_wall | $full_cpu | $(mib "$full_rss") | $full_mbs MB/s | ≤ 0.35 s, ≤ 150 MB | $(verdict "$full_wall <= 0.35 && $full_rss <= 150 * 1024") |"
echo "| archlint, half corpus | $half_wall | $half_cpu | $(mib "$half_rss") | | | |"
echo "| archlint, quarter corpus | $quarter_wall | $quarter_cpu | $(mib "$quarter_rss") | full/quarter: wall ${scale_ratio}×, CPU ${scale_cpu_ratio}× (bytes ${bytes_ratio}×) | ≤ 4.4× | $(verdict "$full_wall <= 4.4 * $quarter_wall") |"
echo "| floor: cat every file | $floor_wall | $floor_cpu | $(mib "$floor_rss") | full/floor: wall ${floor_ratio}×, CPU ${floor_cpu_ratio}× | ≤ 2× | $(verdict "$full_wall <= 2 * $floor_wall") |"
echo "| archlint --staged, 1 changed file | $staged_wall | $staged_cpu | $(mib "$staged_rss") | | ≤ 0.35 s | $(verdict "$staged_wall <= 0.35") |"
echo "| archlint, swift-nio/Sources | $nio_wall | $nio_cpu | $(mib "$nio_rss") | | | |"
if [ -n "$swift_format" ]; then
    sf_ratio=$(calc '%.0f' "$swiftformat_wall / ($nio_wall > 0 ? $nio_wall : 0.001)")
    sf_cpu_ratio=$(calc '%.0f' "$swiftformat_cpu / ($nio_cpu > 0 ? $nio_cpu : 0.001)")
    echo "| swift-format lint -r -p, swift-nio/Sources | $swiftformat_wall | $swiftformat_cpu | $(mib "$swiftformat_rss") | archlint faster: wall ${sf_ratio}×, CPU ${sf_cpu_ratio}× | ≥ 200× | $(verdict "$swiftformat_wall >= 200 * $nio_wall") |"
else
    echo "| swift-format lint, swift-nio/Sources | | | | swift-format not found | ≥ 200× | |"
fi
echo
echo "Commands:"
echo
echo '```'
echo "$lexer_line"
for command in "${commands[@]}"; do echo "$command"; done
echo "staged: $staged_file has one more line, staged, in a git repository holding a copy of the corpus"
echo '```'
