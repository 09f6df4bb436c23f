#!/usr/bin/env bash
# Builds the libFuzzer target (lexer, outline, rules and engine with coverage and AddressSanitizer) into
# .build/fuzz/ and runs it for the given number of seconds (default 60) on one core.
# Usage: Benchmarks/Fuzz/run.sh [seconds] [extra libFuzzer flags…]
# Environment: FUZZ_OUT (build and work folder; default .build/fuzz), CORPUS_SOURCE (Swift files to seed from; default /work/corpus, else made by make-corpus.sh),
#              SWIFTC (default: swiftc on PATH), MAX_LEN (default 8192).
set -euo pipefail
seconds=${1:-60}
shift $(( $# > 0 ? 1 : 0 ))
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${FUZZ_OUT:-$root/.build/fuzz}
swiftc=${SWIFTC:-swiftc}
mkdir -p "$out/modules" "$out/corpus" "$out/seeds" "$out/artifacts"

# Each library is its own module, as in the package, compiled whole-module with the fuzzer's coverage.
flags=(-O -swift-version 6 -parse-as-library -sanitize=fuzzer,address -I "$out/modules" -g)
build_module() {
    local name=$1
    local sources=()
    while IFS= read -r -d '' file; do sources+=("$file"); done \
        < <(find "$root/Sources/$name" -name '*.swift' -print0 | sort -z)
    local newest
    newest=$(ls -t "${sources[@]}" | head -1)
    if [ -f "$out/modules/$name.o" ] && [ "$out/modules/$name.o" -nt "$newest" ] \
        && [ "$out/modules/$name.o" -nt "$0" ] && [ -z "${rebuilt:-}" ]; then
        return
    fi
    rebuilt=1
    echo "fuzz: compiling $name (${#sources[@]} files)"
    "$swiftc" "${flags[@]}" -module-name "$name" -wmo -c "${sources[@]}" \
        -emit-module -emit-module-path "$out/modules/$name.swiftmodule" -o "$out/modules/$name.o"
    # The compiler leaves an unchanged object untouched; mark it current so that the next run skips it.
    touch "$out/modules/$name.o"
}
for module in ArchLintLexer ArchLintOutline ArchLintRules ArchLintEngine; do build_module "$module"; done
target="$root/Benchmarks/Fuzz/FuzzTarget.swift"
checks="$root/Tests/ArchLintOutlineTests/RoundTripCheck.swift"
if [ -n "${rebuilt:-}" ] || [ ! -x "$out/archlint-fuzz" ] || [ "$target" -nt "$out/archlint-fuzz" ] \
    || [ "$checks" -nt "$out/archlint-fuzz" ]; then
    echo "fuzz: linking $out/archlint-fuzz"
    "$swiftc" "${flags[@]}" -use-ld=lld -module-name ArchLintFuzz "$target" "$checks" \
        "$out"/modules/ArchLintLexer.o "$out"/modules/ArchLintOutline.o \
        "$out"/modules/ArchLintRules.o "$out"/modules/ArchLintEngine.o -o "$out/archlint-fuzz"
fi

# Seeds: small real-world files, the sample projects and every Swift block of the rule documents.
if [ ! -f "$out/seeds/.complete" ]; then
    source_dir=${CORPUS_SOURCE:-/work/corpus}
    if [ ! -d "$source_dir" ] && [ -x "$root/../shared/corpus/make-corpus.sh" ]; then
        source_dir="$out/source-corpus"
        "$root/../shared/corpus/make-corpus.sh" "$source_dir"
    fi
    count=0
    if [ -d "$source_dir" ]; then
        while IFS= read -r -d '' file; do
            cp "$file" "$out/seeds/corpus-$count.swift"; count=$((count + 1))
        done < <(find "$source_dir" -type f -name '*.swift' -size -8k -print0 | sort -z)
    fi
    while IFS= read -r -d '' file; do
        cp "$file" "$out/seeds/sample-$count.swift"; count=$((count + 1))
    done < <(find "$root/SampleProjects" -type f -name '*.swift' -print0 | sort -z)
    awk -v dir="$out/seeds" '
        /^```swift/ { inside = 1; n += 1; name = FILENAME; sub(/.*\//, "", name); sub(/\.md$/, "", name)
                      file = sprintf("%s/rule-%s-%d.swift", dir, name, n); next }
        /^```/ && inside { inside = 0; close(file); next }
        inside { print > file }
    ' "$root"/Rules/*.md 2>/dev/null || true
    touch "$out/seeds/.complete"
    echo "fuzz: $(ls "$out/seeds" | wc -l) seed files"
fi

cd "$out"
# Swift's own crash backtracer and AddressSanitizer's report get in each other's way; keep the latter.
export SWIFT_BACKTRACE=enable=no
exec ./archlint-fuzz "$out/corpus" "$out/seeds" -max_len="${MAX_LEN:-8192}" -max_total_time="$seconds" \
    -timeout=20 -rss_limit_mb=4096 -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@"
