#!/usr/bin/env bash
# Counts the instructions of one `archlint lint` run under callgrind and prints each phase's share.
#
# Usage: Benchmarks/profile.sh [PATH]   (default: the whole corpus; a whole-corpus run takes about two minutes)
# Environment: ARCHLINT_CORPUS, BENCH_WORK, BENCH_ARCHLINT as for run.sh. The profile is kept in
# $BENCH_WORK/callgrind.out for callgrind_annotate.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=${BENCH_WORK:-/tmp/archlint-bench}
corpus=${ARCHLINT_CORPUS:-$work/corpus}
target=${1:-$corpus}
mkdir -p "$work"

if ! command -v valgrind > /dev/null 2>&1; then
    echo "installing valgrind…" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo_=; else sudo_=sudo; fi
    $sudo_ apt-get update -qq > /dev/null 2>&1 || true
    DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq valgrind > /dev/null 2>&1 \
        || { echo "profile.sh: cannot install valgrind" >&2; exit 1; }
fi
[ -e "$target" ] || { echo "profile.sh: no $target (set ARCHLINT_CORPUS or give a path)" >&2; exit 1; }

cd "$repo"
if [ -z "${BENCH_ARCHLINT:-}" ]; then
    swift build -c release --product archlint > "$work/profile-build.log" 2>&1 \
        || { echo "profile.sh: release build failed (see $work/profile-build.log)" >&2; exit 1; }
fi
archlint=${BENCH_ARCHLINT:-$(swift build -c release --show-bin-path)/archlint}
demangle() { if command -v swift > /dev/null 2>&1; then swift demangle --simplified; else cat; fi; }

out=$work/callgrind.out
echo "profiling: $archlint lint $target" >&2
valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$archlint" lint "$target" --format json --output /dev/null --quiet 2> "$work/callgrind.log" || true
callgrind_annotate --inclusive=yes --threshold=100 "$out" 2> /dev/null | demangle | sed 's/ \[[^]]*\]$//' > "$work/callgrind.inclusive.txt"
callgrind_annotate --auto=no --threshold=100 "$out" 2> /dev/null | demangle | sed 's/ \[[^]]*\]$//' > "$work/callgrind.self.txt"

# A function inlined into several files is listed once per file; its largest entry is its inclusive cost.
# Phases nest (suppressions and rules are inside the rule plan; simpleName is inside index and rules).
awk '
    BEGIN {
        n = 0
        label[++n] = "find files (main thread)"; pattern[n] = "FileDiscovery.discover(under:forceExclude:)"
        label[++n] = "  subfolder walks";        pattern[n] = "closure #2 in Walk.walkSubfolders(of:logical:entries:)"
        label[++n] = "read files";               pattern[n] = "static SourceReader.load("
        # A phase whose entry point was renamed lists both names, `|` between them, so older builds profile too.
        label[++n] = "lexer";                    pattern[n] = "static Lexer.tokenizeNotingStructure(|static Lexer.tokenize("
        label[++n] = "outline";                  pattern[n] = "ScannerState.run()"
        label[++n] = "  bracket matching";       pattern[n] = "BracketMatcher.init(tokens:structure:source:)|BracketMatcher.init(tokens:source:)"
        label[++n] = "layers from paths and manifests"; pattern[n] = "LintEngine.layers(paths:manifests:)"
        label[++n] = "  module map (manifests)"; pattern[n] = "ModuleMap.init(manifests:configuration:"
        label[++n] = "  folder table";           pattern[n] = "FolderTable.init(paths:modules:layering:)"
        label[++n] = "  layers found by name";   pattern[n] = "FolderTable.layersFoundByName(paths:)"
        label[++n] = "token survey (awaits, loops, watched words, directives)"; pattern[n] = "TokenSurvey.init("
        label[++n] = "per-file declaration facts"; pattern[n] = "FileDeclarations.init(file:layer:module:"
        label[++n] = "  networking and entity facts"; pattern[n] = "static FileFacts.scan("
        label[++n] = "  effects facts (members, no bodies)"; pattern[n] = "EffectFacts.walk(_:owner:file:depth:scratch:)"
        label[++n] = "  type names used (layers using a type)"; pattern[n] = "FileDeclarations.mentionedNames(in:declared:)"
        label[++n] = "awaits-in-a-loop facts";   pattern[n] = "FileDeclarations.awaitsInALoop("
        label[++n] = "separate apps";            pattern[n] = "SeparateApps.leavingOutOfLayers("
        label[++n] = "project index";            pattern[n] = "ProjectIndex.build(declarations:"
        label[++n] = "  project effects";        pattern[n] = "ProjectEffects.init(files:index:"
        label[++n] = "rule plan (all rules)";    pattern[n] = "RulePlan.check(_:index:"
        label[++n] = "  effects on demand (calls read, fixed points)"; pattern[n] = "EffectSolver.withSettled"
        label[++n] = "  suppressions";           pattern[n] = "Suppressions.init(file:)"
        label[++n] = "module-dependency";        pattern[n] = "ModuleDependencies.findings()"
        label[++n] = "rule catalog (startup)";   pattern[n] = "RuleCatalog.all.unsafeMutableAddressor"
        label[++n] = "report";                   pattern[n] = "Reporter.report(_:options:) in conformance"
    }
    /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 + 0; next }
    /^ *[0-9,]+ \( *[0-9.]+%\)  / {
        cost = $1; gsub(",", "", cost); cost += 0
        for (i = 1; i <= n; i++) {
            alternatives = split(pattern[i], names, "|")
            for (a = 1; a <= alternatives; a++) if (index($0, names[a]) && cost > best[i]) best[i] = cost
        }
        if (match($0, /protocol witness for Rule\.check\(_:in:\) in conformance [A-Za-z]+/)) {
            rule = substr($0, RSTART, RLENGTH); sub(/.* /, "", rule)
            if (cost > rules[rule]) rules[rule] = cost
        }
    }
    function grouped(value,    text) {
        text = sprintf("%.0f", value)
        while (text ~ /[0-9][0-9][0-9][0-9]/) sub(/[0-9][0-9][0-9]($|,)/, ",&", text)
        return text
    }
    function row(name, value) { printf "| %s | %s | %.1f%% |\n", name, grouped(value), 100 * value / total }
    END {
        if (total == 0) { print "profile.sh: no profile was recorded" > "/dev/stderr"; exit 1 }
        printf "| phase | instructions | share |\n| --- | ---: | ---: |\n"
        row("whole run", total)
        for (i = 1; i <= n; i++) {
            row(label[i], best[i])
            if (label[i] != "rule plan (all rules)") continue
            # Each rule, most expensive first.
            count = 0
            for (rule in rules) order[++count] = rule
            for (a = 1; a <= count; a++) for (b = a + 1; b <= count; b++)
                if (rules[order[b]] > rules[order[a]]) { t = order[a]; order[a] = order[b]; order[b] = t }
            for (a = 1; a <= count; a++) row("  rule " order[a], rules[order[a]])
        }
        # Costs spread over every phase: reference counting, hashing and allocation in the runtime (their own
        # instructions, wherever they are called from).
        while ((getline line < selfCosts) > 0) {
            if (line !~ /^ *[0-9,]+ \( *[0-9.]+%\)  /) continue
            cost = line; sub(/^ */, "", cost); sub(/ .*/, "", cost); gsub(",", "", cost); cost += 0
            if (line ~ /:swift_(retain|release|bridgeObjectRetain|bridgeObjectRelease)(\x27[0-9]+)?$/) counting += cost
            if (line ~ /Hasher/) hashing += cost
            if (line ~ /:(malloc|free|_int_malloc|_int_free|swift_slowAlloc|swift_allocObject)$/) allocating += cost
        }
        row("reference counting (own instructions)", counting)
        row("hashing (own instructions)", hashing)
        row("allocation (own instructions)", allocating)
    }
' selfCosts="$work/callgrind.self.txt" "$work/callgrind.inclusive.txt"
