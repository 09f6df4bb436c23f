#!/usr/bin/env bash
# The real pre-commit framework against this repository's hook (a local repository reference at HEAD): it blocks a
# violating commit, passes a clean one, and `pre-commit run --all-files` fails on a violation already committed.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v pre-commit >/dev/null 2>&1; then
  python3 -m pip install --quiet pre-commit 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages pre-commit
fi
rev=$(git -C "$here" rev-parse HEAD)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="${PRE_COMMIT_HOME:-$here/.build/pre-commit}"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
export GIT_AUTHOR_NAME=ci GIT_AUTHOR_EMAIL=ci@example.com GIT_COMMITTER_NAME=ci GIT_COMMITTER_EMAIL=ci@example.com
cd "$work"
git init -q .
mkdir -p Domain Data
printf 'public struct Trip {}\n' > Domain/Trip.swift
printf 'import Foundation\nstruct TripStore {}\n' > Data/TripStore.swift
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $here
    rev: $rev
    hooks:
      - id: archlint
YAML
git add -A
pre-commit install > /dev/null
echo "-- a clean commit passes (the first run builds the hook)"
git commit -qm "clean start"

echo "-- a violating commit is blocked"
printf 'import SwiftUI\npublic struct Budget {}\n' > Domain/Budget.swift
git add Domain/Budget.swift
if git commit -qm "violation" > "$work/blocked.log" 2>&1; then
  cat "$work/blocked.log"; echo "the violating commit went through" >&2; exit 1
fi
grep -q "domain-framework-import" "$work/blocked.log" || { cat "$work/blocked.log"; exit 1; }

echo "-- a violation committed past the hook fails pre-commit run --all-files"
git commit -qm "violation, hook skipped" --no-verify
if pre-commit run --all-files > "$work/all.log" 2>&1; then
  cat "$work/all.log"; echo "pre-commit run --all-files passed with a committed violation" >&2; exit 1
fi
grep -q "Domain/Budget.swift" "$work/all.log" || { cat "$work/all.log"; exit 1; }

echo "-- the archlint-system hook runs the archlint on PATH, with no build"
installed=$(cd "$here" && swift build --show-bin-path)
sed -i.orig 's/- id: archlint$/- id: archlint-system/' .pre-commit-config.yaml && rm -f .pre-commit-config.yaml.orig
if PATH="$installed:$PATH" pre-commit run --all-files > "$work/system.log" 2>&1; then
  cat "$work/system.log"; echo "archlint-system passed with a committed violation" >&2; exit 1
fi
grep -q "Domain/Budget.swift" "$work/system.log" || { cat "$work/system.log"; exit 1; }
echo "pre-commit: ok"
