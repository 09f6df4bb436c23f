#!/usr/bin/env bash
# ArchLint's release artifacts, built from a clean copy of the committed HEAD (uncommitted changes are left out).
#
#   Scripts/release.sh OUTPUT_DIR       the binary (a static executable on Linux, universal on macOS), a tarball
#                                       with it and the README, the SwiftPM artifact bundle (folder and zip, with
#                                       its checksum) and a binary-only package serving both plugins from it
#   Scripts/release.sh install PREFIX   builds release and installs PREFIX/bin/archlint (what `make install` runs)
#
# The version comes from Sources/ArchLintEngine/ArchLintVersion.swift; the commit is written into the copy built,
# so `archlint --version` prints both.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

usage() { echo "usage: Scripts/release.sh OUTPUT_DIR | Scripts/release.sh install PREFIX" >&2; exit 2; }
[ $# -ge 1 ] || usage
mode=release
if [ "$1" = install ]; then
  [ $# -eq 2 ] || usage
  mode=install; target=$2
else
  [ $# -eq 1 ] || usage
  target=$1
fi

commit=$(git -C "$root" rev-parse --short=12 HEAD)

# Everything released comes from this copy: the binary, the version, the README, the licence and the plugins.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source="$work/archlint"
git clone --quiet --no-hardlinks "$root" "$source"
git -C "$source" checkout --quiet --detach "$commit"
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$source/Sources/ArchLintEngine/ArchLintVersion.swift")
[ -n "$version" ] || { echo "release.sh: no version in ArchLintVersion.swift" >&2; exit 1; }
sed -i.orig "s/public static let commit: String? = nil/public static let commit: String? = \"$commit\"/" \
  "$source/Sources/ArchLintEngine/ArchLintVersion+Commit.swift"
rm -f "$source/Sources/ArchLintEngine/ArchLintVersion+Commit.swift.orig"

case "$(uname -s)" in
  Linux)
    triple="$(uname -m)-unknown-linux-gnu"
    # A static executable, functions aligned: the flags Scripts/build-flags.sh explains and gives the benchmarks
    # and the Action (.ci/release-check.sh checks that the two agree). Written out here so that this script needs
    # no other file; the clean copy has never been built, so the flags reach every file.
    release_flags=(--static-swift-stdlib -Xswiftc -static-executable -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld -Xlinker -z -Xlinker nostart-stop-gc -Xswiftc -Xllvm -Xswiftc -align-all-functions=6)
    swift build --package-path "$source" -c release --product archlint "${release_flags[@]}"
    binary="$(swift build --package-path "$source" -c release "${release_flags[@]}" --show-bin-path)/archlint"
    if ldd "$binary" 2>&1 | grep -q '=>'; then
      echo "release.sh: the binary still links shared libraries:" >&2; ldd "$binary" >&2; exit 1
    fi
    triples="\"$triple\""
    ;;
  Darwin)
    triple="universal-apple-macosx"
    swift build --package-path "$source" -c release --product archlint --arch arm64 --arch x86_64
    binary="$(swift build --package-path "$source" -c release --arch arm64 --arch x86_64 --show-bin-path)/archlint"
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    ;;
  *) echo "release.sh: $(uname -s) is not supported" >&2; exit 1 ;;
esac
strip "$binary" 2>/dev/null || true
"$binary" --version

if [ "$mode" = install ]; then
  mkdir -p "$target/bin"
  install -m 755 "$binary" "$target/bin/archlint"
  echo "installed $target/bin/archlint ($("$target/bin/archlint" --version))"
  exit 0
fi

mkdir -p "$target"
output=$(cd "$target" && pwd)
name="archlint-$version-$triple"

# The tarball: the binary, the README, and the licence when the repository has one.
mkdir -p "$work/$name/bin"
install -m 755 "$binary" "$work/$name/bin/archlint"
cp "$source/README.md" "$work/$name/"
for licence in LICENSE LICENSE.md LICENSE.txt; do [ -f "$source/$licence" ] && cp "$source/$licence" "$work/$name/"; done
tar -C "$work" -czf "$output/$name.tar.gz" "$name"

# The artifact bundle: one variant per platform built here (run this on each platform and merge the variants
# for a bundle that serves both).
bundle="$output/archlint.artifactbundle"
rm -rf "$bundle" "$bundle.zip"
mkdir -p "$bundle/$name/bin"
install -m 755 "$binary" "$bundle/$name/bin/archlint"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "archlint": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {"path": "$name/bin/archlint", "supportedTriples": [$triples]}
      ]
    }
  }
}
JSON
(cd "$output" && zip -qry archlint.artifactbundle.zip archlint.artifactbundle)
checksum=$(swift package --package-path "$source" compute-checksum "$bundle.zip")
echo "$checksum  archlint.artifactbundle.zip" > "$bundle.zip.sha256"

# A package with no source to compile: both plugins, served by the bundle. Published, its binary target names the
# zip by URL and checksum instead of the folder.
package="$output/ArchLintBinary"
rm -rf "$package"
mkdir -p "$package/Plugins"
cp -R "$source/Plugins/ArchLintPlugin" "$source/Plugins/ArchLintBuildPlugin" "$package/Plugins/"
cp -R "$bundle" "$package/"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
// ArchLint $version ($commit) as a prebuilt binary: nothing to compile.
import PackageDescription

let package = Package(
    name: "ArchLint",
    products: [
        .plugin(name: "ArchLintPlugin", targets: ["ArchLintPlugin"]),
        .plugin(name: "ArchLintBuildPlugin", targets: ["ArchLintBuildPlugin"]),
    ],
    targets: [
        // Published: .binaryTarget(name: "archlint", url: "…/archlint.artifactbundle.zip", checksum: "$checksum")
        .binaryTarget(name: "archlint", path: "archlint.artifactbundle"),
        .plugin(
            name: "ArchLintPlugin",
            capability: .command(intent: .custom(verb: "archlint",
                                                 description: "Lint the package against clean-architecture rules")),
            dependencies: ["archlint"]
        ),
        .plugin(name: "ArchLintBuildPlugin", capability: .buildTool(), dependencies: ["archlint"]),
    ]
)
SWIFT

echo "archlint $version ($commit) for $triple in $output:"
(cd "$output" && ls -1d "$name.tar.gz" archlint.artifactbundle archlint.artifactbundle.zip \
  archlint.artifactbundle.zip.sha256 ArchLintBinary)
echo "checksum $checksum"
