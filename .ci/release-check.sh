#!/usr/bin/env bash
# Release and integration checks: Scripts/release.sh makes the static binary and the artifact bundle from HEAD
# alone (uncommitted edits in the checkout it runs in reach no artifact); the binary runs on the gallery with no
# Swift toolchain on PATH; a consumer package linted by the build-tool plugin prints findings as build diagnostics,
# built once against this package's source and once against the binary-only package (which compiles no ArchLint
# code); the GitHub Action's script runs with the environment GitHub sets.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "-- the release script builds with the flags the benchmarks measure"
source Scripts/build-flags.sh
grep -qF -- "release_flags=(${release_build_flags[*]})" Scripts/release.sh \
  || { echo "Scripts/release.sh and Scripts/build-flags.sh disagree on the release flags" >&2; exit 1; }

echo "-- release script, run in a checkout with uncommitted changes that must not reach the artifacts"
# The script under test is this one, committed or not; the rest of the checkout is HEAD, then edited.
git clone --quiet --no-hardlinks "$root" "$work/checkout"
git -C "$work/checkout" checkout --quiet --detach "$(git rev-parse HEAD)"
cp Scripts/release.sh "$work/checkout/Scripts/release.sh"
version_file="$work/checkout/Sources/ArchLintEngine/ArchLintVersion.swift"
committed=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$version_file")
sed -i.orig 's/static let current = ".*"/static let current = "99.99.99"/' "$version_file" && rm -f "$version_file.orig"
echo "UNCOMMITTED README line" >> "$work/checkout/README.md"
echo "// UNCOMMITTED plugin line" >> "$work/checkout/Plugins/ArchLintPlugin/plugin.swift"
bash "$work/checkout/Scripts/release.sh" "$work/release"
binary=$(ls "$work"/release/archlint.artifactbundle/archlint-*/bin/archlint)
tarball=$(ls "$work/release/archlint-$committed-"*.tar.gz)
if ls "$work/release" | grep -q 99.99.99 || grep -q 99.99.99 "$work/release/archlint.artifactbundle/info.json"; then
  echo "the artifacts took the uncommitted version" >&2; exit 1
fi
"$binary" --version | grep -q "^$committed "
if tar -xzOf "$tarball" "$(basename "$tarball" .tar.gz)/README.md" | grep -q UNCOMMITTED \
  || grep -rq UNCOMMITTED "$work/release/ArchLintBinary"; then
  echo "the artifacts took an uncommitted README or plugin" >&2; exit 1
fi
tar -tzf "$tarball" | grep -q '/bin/archlint$'
python3 - "$work/release/archlint.artifactbundle/info.json" <<'PY'
import json, sys
info = json.load(open(sys.argv[1]))
variants = info["artifacts"]["archlint"]["variants"]
assert info["schemaVersion"] == "1.0" and variants and all(v["supportedTriples"] for v in variants), info
PY
expected=$(cut -d' ' -f1 "$work/release/archlint.artifactbundle.zip.sha256")
actual=$(swift package compute-checksum "$work/release/archlint.artifactbundle.zip")
[ "$expected" = "$actual" ] || { echo "artifact bundle checksum $expected, recomputed $actual" >&2; exit 1; }

echo "-- the static binary without a toolchain"
if [ "$(uname -s)" = Linux ]; then
  if ldd "$binary" | grep -E 'libswift|libFoundation|libdispatch'; then echo "links a Swift library" >&2; exit 1; fi
fi
status=0
env -i PATH=/usr/bin:/bin HOME="$work" "$binary" lint SampleProjects/Violations --format xcode > "$work/static.txt" \
  || status=$?
[ "$status" -eq 1 ] || { echo "static binary: exit $status on the gallery, expected 1" >&2; exit 1; }
"$(swift build --show-bin-path)/archlint" lint SampleProjects/Violations --format xcode > "$work/built.txt" || true
diff "$work/built.txt" "$work/static.txt"
env -i PATH=/usr/bin:/bin "$binary" --version | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+ \([0-9a-f]{12}\)$'
echo "static binary: $(env -i "$binary" --version), $(wc -l < "$work/static.txt") findings on the gallery"

# A consumer app: a Domain file that reads files itself (two errors), then the same file as a protocol (clean).
consumer() {
  local folder=$1 dependency=$2 package=$3
  mkdir -p "$folder/Sources/Trips/Domain" "$folder/Sources/Trips/Data"
  cat > "$folder/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [$dependency],
    targets: [
        .executableTarget(name: "Trips", plugins: [.plugin(name: "ArchLintBuildPlugin", package: "$package")]),
    ]
)
SWIFT
  printf 'struct Trip {\n    var name: String\n}\n' > "$folder/Sources/Trips/Data/Trip.swift"
  printf 'print("trips")\n' > "$folder/Sources/Trips/main.swift"
  cat > "$folder/Sources/Trips/Domain/TripStore.swift" <<'SWIFT'
import Foundation

struct TripStore {
    func load() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: "/tmp/trips.json"))
    }
}
SWIFT
}

check_consumer() {
  local folder=$1
  local status=0
  (cd "$folder" && swift build) > "$folder/violating.log" 2>&1 || status=$?
  grep -E "Sources/Trips/Domain/TripStore.swift:5:[0-9]+: error: .*\[domain-io-api\]" "$folder/violating.log"
  [ "$status" -ne 0 ] || { echo "the build passed with an error finding" >&2; cat "$folder/violating.log"; exit 1; }
  printf 'protocol TripStore {\n    func load() throws -> [UInt8]\n}\n' > "$folder/Sources/Trips/Domain/TripStore.swift"
  (cd "$folder" && swift build) > "$folder/clean.log" 2>&1 || { cat "$folder/clean.log"; exit 1; }
  if grep -E ": (error|warning): .*\[[a-z-]+\]" "$folder/clean.log"; then echo "findings on a clean file" >&2; exit 1; fi
  grep -E "ArchLint Trips|Build complete" "$folder/clean.log"
}

echo "-- build-tool plugin, ArchLint built from source"
mkdir -p "$work/source"
ln -s "$root" "$work/source/archlint"
consumer "$work/from-source" ".package(path: \"$work/source/archlint\")" archlint
check_consumer "$work/from-source"

echo "-- build-tool plugin, ArchLint from the artifact bundle"
consumer "$work/from-binary" ".package(path: \"$work/release/ArchLintBinary\")" ArchLintBinary
check_consumer "$work/from-binary"
if grep -E "Compiling (ArchLint|archlint)" "$work/from-binary/violating.log" "$work/from-binary/clean.log"; then
  echo "the binary-only package compiled ArchLint" >&2; exit 1
fi
echo "build log of the binary consumer (nothing of ArchLint is compiled):"
grep -E "^\[[0-9]+/[0-9]+\]" "$work/from-binary/violating.log" | head -20

echo "-- GitHub Action"
bash .ci/action-check.sh "$binary"
echo "release checks passed"
