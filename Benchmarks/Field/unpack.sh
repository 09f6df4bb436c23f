#!/usr/bin/env bash
# Extracts the field set's apps from their bare git snapshots into $FIELD_DIR (default /work/field), one folder each,
# at the commit apps.tsv pins. Only the app's root folder is extracted, and of it only what ArchLint reads (Swift
# files) and the Core Data models: snapshots leave out large binaries, which `git archive` could not write.
# With names, only those apps.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
field=${FIELD_DIR:-/work/field}
mirror=${MIRROR_DIR:-/work/.mirror}
mkdir -p "$field"
status=0
while IFS=$'\t' read -r name repository commit licence root lines kind layers; do
  [ "$name" = "name" ] && continue
  [ -z "$name" ] && continue
  if [ "$#" -gt 0 ]; then
    wanted=0
    for argument in "$@"; do [ "$argument" = "$name" ] && wanted=1; done
    [ "$wanted" = 1 ] || continue
  fi
  gitdir="$mirror/${repository/\//+}/repo"
  if [ ! -d "$gitdir" ]; then
    echo "$name: no snapshot of $repository at $gitdir (fetch it first)" >&2
    status=1
    continue
  fi
  target="$field/$name"
  if [ -f "$target/.field-commit" ] && [ "$(cat "$target/.field-commit")" = "$commit:$root" ]; then
    continue
  fi
  rm -rf "$target.partial"
  mkdir -p "$target.partial"
  prefix=""
  [ "$root" = "." ] || prefix="$root/"
  mapfile -d '' paths < <(git --git-dir="$gitdir" ls-tree -r -z --name-only "$commit" -- "${prefix:-.}" \
    | grep -z -E '\.swift$|\.xcdatamodel/contents$' || true)
  if [ "${#paths[@]}" -eq 0 ] \
     || ! git --git-dir="$gitdir" archive --format=tar "$commit" -- "${paths[@]}" | tar -x -C "$target.partial"; then
    echo "$name: cannot extract $repository@${commit:0:12}" >&2
    status=1
    rm -rf "$target.partial"
    continue
  fi
  if [ -n "$prefix" ]; then
    mv "$target.partial/$root" "$target.partial.root"
    rm -rf "$target.partial"
    mv "$target.partial.root" "$target.partial"
  fi
  echo "$commit:$root" > "$target.partial/.field-commit"
  rm -rf "$target"
  mv "$target.partial" "$target"
  echo "$name: $repository@${commit:0:12} → $target"
done < "$here/apps.tsv"
exit "$status"
