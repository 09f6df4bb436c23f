#!/usr/bin/env bash
# Extracts the apps of the field sets from their bare git snapshots, one folder each, at the commit each set's
# apps.tsv pins: the field set (apps.tsv) into $FIELD_DIR (default /work/field), each other set (<set>/apps.tsv:
# independent, set2, set3, set4) into $FIELD_DIR/<set>. Only the app's root folder is extracted, and of it only what
# ArchLint reads (Swift files) and the Core Data models: snapshots leave out large binaries, which `git archive`
# could not write. `--set field|independent|set2|set3|set4|all` (default all) picks the sets; with names, only those
# apps.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
field=${FIELD_DIR:-/work/field}
mirror=${MIRROR_DIR:-/work/.mirror}
set_name=all
if [ "${1:-}" = "--set" ]; then
  set_name=${2:?--set takes field, independent, set2, set3, set4 or all}
  shift 2
fi
other_sets=(independent set2 set3 set4)
case "$set_name" in
  field|independent|set2|set3|set4|all) ;;
  *) echo "unpack.sh: --set takes field, independent, set2, set3, set4 or all, not $set_name" >&2; exit 2 ;;
esac
wanted_names=("$@")
status=0

# Extracts the apps listed in the apps.tsv $1 into the folder $2.
unpack_set() {
  local list=$1 target_dir=$2
  mkdir -p "$target_dir"
  while IFS=$'\t' read -r name repository commit licence root lines kind layers; do
    [ "$name" = "name" ] && continue
    [ -z "$name" ] && continue
    if [ "${#wanted_names[@]}" -gt 0 ]; then
      wanted=0
      for argument in "${wanted_names[@]}"; do [ "$argument" = "$name" ] && wanted=1; done
      [ "$wanted" = 1 ] || continue
    fi
    gitdir="$mirror/${repository/\//+}/repo"
    [ -d "$gitdir/.git" ] && gitdir="$gitdir/.git"
    if [ ! -d "$gitdir" ]; then
      echo "$name: no snapshot of $repository at $gitdir (fetch it first)" >&2
      status=1
      continue
    fi
    target="$target_dir/$name"
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
  done < "$list"
}

if [ "$set_name" = field ] || [ "$set_name" = all ]; then
  unpack_set "$here/apps.tsv" "$field"
fi
for other in "${other_sets[@]}"; do
  if [ "$set_name" = "$other" ] || [ "$set_name" = all ]; then
    unpack_set "$here/$other/apps.tsv" "$field/$other"
  fi
done
exit "$status"
