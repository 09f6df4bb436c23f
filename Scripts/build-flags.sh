# How a release build of archlint is made: sourced by Scripts/action.sh and the benchmarks, so that what is measured
# is what ships (Scripts/release.sh writes the same flags out; .ci/release-check.sh checks that they agree).
#
# On Linux: a static executable — the Swift runtime, Foundation and the C libraries linked in, so the binary runs
# on any Linux of its architecture, with no toolchain, no libstdc++ and no dynamic loader's work at each start
# (linked by the toolchain's lld, which leaves no warning about glibc functions a static binary cannot use fully;
# with `-z nostart-stop-gc`, which the Swift driver adds whenever it picks lld itself, so that section garbage
# collection keeps the runtime's metadata sections whole) —
# and each function of ArchLint's own code starting at a 64-byte boundary. Without the last, the lexer's loop sits
# wherever the code linked before it ends, and its speed moves with that: the same code with its lexer 16 bytes off
# a boundary linted the corpus 3 % slower (Benchmarks/README.md, "How archlint is built for measuring").
case "$(uname -s)" in
  Linux) release_build_flags=(--static-swift-stdlib -Xswiftc -static-executable -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld -Xlinker -z -Xlinker nostart-stop-gc -Xswiftc -Xllvm -Xswiftc -align-all-functions=6) ;;
  *) release_build_flags=() ;;
esac

# `release_build PACKAGE [ARGUMENTS…]` builds the package at PACKAGE for release, in a build folder of its own:
# SwiftPM does not compile again what it compiled before when only the flags change, so a folder shared with other
# builds could link code built without them.
release_build() {
  local package=$1
  shift
  swift build --package-path "$package" --scratch-path "$package/.build/release-build" -c release \
    "${release_build_flags[@]}" "$@"
}

# `release_bin_path PACKAGE` prints where `release_build PACKAGE` puts its products.
release_bin_path() {
  swift build --package-path "$1" --scratch-path "$1/.build/release-build" -c release "${release_build_flags[@]}" \
    --show-bin-path
}

# `revision_release_flags TREE` prints the flags the revision extracted at TREE built its releases with: those of
# its own Scripts/build-flags.sh, or, for a revision older than that file, the Swift libraries linked in and
# functions aligned (what every release had then). `revision_release_build TREE ARGS…` builds it so. Built with
# today's flags, a revision whose allocator settings needed the dynamic loader (before `-static-executable`)
# would lose them, and a comparison with it would flatter today's build.
revision_release_flags() {
  if [ -f "$1/Scripts/build-flags.sh" ]; then
    (source "$1/Scripts/build-flags.sh" && echo "${release_build_flags[*]}")
  else
    echo "--static-swift-stdlib -Xswiftc -Xllvm -Xswiftc -align-all-functions=6"
  fi
}

revision_release_build() {
  local tree=$1
  shift
  local flags
  flags=$(revision_release_flags "$tree")
  # shellcheck disable=SC2086  # the flags are words without spaces
  swift build --package-path "$tree" --scratch-path "$tree/.build/release-build" -c release $flags "$@"
}

revision_release_bin_path() {
  revision_release_build "$1" --show-bin-path
}
