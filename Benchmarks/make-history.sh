#!/usr/bin/env bash
# Writes a git repository with N commits of a real project, for `Benchmarks/history.sh` on a machine that has no
# clone with a long history (the corpus's packages are copies without their .git).
#
# Usage: Benchmarks/make-history.sh SOURCE DEST [N]
#   SOURCE  a project folder (e.g. the corpus's swift-nio: 552 Swift files, 205,271 lines)
#   DEST    where the repository is written; must not exist
#   N       commits (default 100)
# The first commit holds SOURCE as it is. Each later commit changes the project the way day-to-day work does, in
# a fixed order (the same repository every time): three files get a new method at their end, every 7th commit
# adds a file, every 10th moves one to another folder and every 25th deletes one. SOURCE is only read.
set -euo pipefail
source_dir=${1:?usage: Benchmarks/make-history.sh SOURCE DEST [N]}
dest=${2:?usage: Benchmarks/make-history.sh SOURCE DEST [N]}
count=${3:-100}
[ -e "$dest" ] && { echo "make-history: $dest exists; give a new folder" >&2; exit 2; }
mkdir -p "$dest"
cp -R "$source_dir/." "$dest/"
cd "$dest"
rm -rf .git
git init -q -b main
git config user.name "History Benchmark"
git config user.email "history@archlint.invalid"
export GIT_AUTHOR_DATE="2026-01-01T00:00:00Z" GIT_COMMITTER_DATE="2026-01-01T00:00:00Z"
git add -A
git commit -q -m "Import"

mapfile -t files < <(git ls-files '*.swift' | LC_ALL=C sort)
total=${#files[@]}
for commit in $(seq 2 "$count"); do
  export GIT_AUTHOR_DATE="2026-01-01T00:$(printf %02d $((commit % 60))):00Z" GIT_COMMITTER_DATE="$GIT_AUTHOR_DATE"
  for step in 0 1 2; do
    file=${files[$(( (commit * 37 + step * 101) % total ))]}
    [ -f "$file" ] || continue
    printf '\nextension Never {\n    static func historyStep%d_%d() -> Int { %d }\n}\n' "$commit" "$step" "$commit" >> "$file"
    git add "$file"
  done
  if (( commit % 7 == 0 )); then
    mkdir -p Sources/HistoryAdded
    printf 'import Foundation\n\nstruct Added%d {\n    var value = %d\n    func doubled() -> Int { value * 2 }\n}\n' \
      "$commit" "$commit" > "Sources/HistoryAdded/Added$commit.swift"
    git add "Sources/HistoryAdded/Added$commit.swift"
  fi
  if (( commit % 10 == 0 )); then
    file=${files[$(( (commit * 53) % total ))]}
    if [ -f "$file" ]; then
      mkdir -p Sources/HistoryMoved
      git mv -k "$file" "Sources/HistoryMoved/$commit-$(basename "$file")"
    fi
  fi
  if (( commit % 25 == 0 )); then
    file=${files[$(( (commit * 71) % total ))]}
    [ -f "$file" ] && git rm -q "$file"
  fi
  git commit -q -m "Change $commit"
done
echo "make-history: $dest, $(git rev-list --count HEAD) commits, $(git ls-files '*.swift' | wc -l) Swift files"
