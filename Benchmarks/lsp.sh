#!/usr/bin/env bash
# Times `archlint lsp` from `didChange` to `publishDiagnostics`, debounce 0, 100 edits each: on a generated layered
# app of 400 files and on the corpus's largest packages. Prints one Markdown table (see Benchmarks/README.md).
#
# Usage: Benchmarks/lsp.sh
# Environment:
#   ARCHLINT_CORPUS      an existing corpus folder (default: $BENCH_WORK/corpus, made by make-corpus.sh)
#   ARCHLINT_MAKE_CORPUS the corpus script (default: <repo>/../shared/corpus/make-corpus.sh)
#   BENCH_WORK           scratch folder (default: /tmp/archlint-bench)
#   BENCH_EDITS          edits per project (default: 100)
#   BENCH_SKIP_BUILD=1   use the release binary already built
#   BENCH_ARCHLINT       measure this archlint binary instead of the package's release build
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The flags of a release build (static Swift libraries, aligned functions): what is measured is what ships.
source "$repo/Scripts/build-flags.sh"
work=${BENCH_WORK:-/tmp/archlint-bench}
edits=${BENCH_EDITS:-100}
make_corpus=${ARCHLINT_MAKE_CORPUS:-$repo/../shared/corpus/make-corpus.sh}
corpus=${ARCHLINT_CORPUS:-$work/corpus}
mkdir -p "$work"
log=$work/lsp-log.txt
: > "$log"
say() { printf '%s\n' "$*" >&2; }
die() { say "lsp.sh: $*"; exit 1; }

cd "$repo"
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ] && [ -z "${BENCH_ARCHLINT:-}" ]; then
    say "building archlint (release, Swift libraries linked in)…"
    release_build "$repo" --product archlint >> "$log" 2>&1 || die "build failed (see $log)"
fi
archlint=${BENCH_ARCHLINT:-$(release_bin_path "$repo")/archlint}
[ -x "$archlint" ] || die "no archlint at $archlint"

if [ ! -f "$corpus/.complete" ] && [ ! -d "$corpus/swift-syntax" ]; then
    [ -f "$make_corpus" ] || die "no corpus at $corpus and no corpus script at $make_corpus"
    bash "$make_corpus" "$corpus" >> "$log" 2>&1 || die "the corpus script failed (see $log)"
fi

app=$work/lsp-app
rm -rf "$app"
python3 "$repo/Benchmarks/LanguageServer/make-app.py" "$app"
# Files written in the last 2 s are read at every lint (their times may not have moved yet); an editor's project
# has settled long before, so the measurement waits that out.
sleep 3

measure() { # label root file line
    local result
    result=$(python3 "$repo/Benchmarks/LanguageServer/latency.py" "$archlint" "$2" "$3" "$4" "$edits") \
        || die "measuring $1 failed"
    python3 - "$1" "$3" "$result" <<'PY'
import json, sys
label, file, result = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
print(f"| {label} | {result['files']} | `{file}` | {result['cold_ms']} | {result['median_ms']} | "
      f"{result['p90_ms']} | {result['worst_ms']} |")
PY
}

echo "| project | Swift files | edited file | first lint ms | median ms | p90 ms | worst ms |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
# A Domain file gains and loses `import SwiftUI`: the issue's own example.
measure "generated layered app" "$app" "Domain/Trips/Trips0Item.swift" "import SwiftUI"
# The corpus has no layers: a suppression naming no rule gives (and takes back) an `unused-suppression` finding.
measure "corpus: swift-syntax (most files)" "$corpus/swift-syntax" \
    "Sources/SwiftParser/Expressions.swift" "// archlint:disable:next no-such-rule"
measure "corpus: swift-protobuf (most bytes)" "$corpus/swift-protobuf" \
    "Sources/SwiftProtobuf/Message.swift" "// archlint:disable:next no-such-rule"
