#!/usr/bin/env bash
# The GitHub Action's steps (action.yml), runnable anywhere with the variables GitHub sets.
#
#   Scripts/action.sh install   puts an archlint binary at $ARCHLINT_BIN: downloads the release tarball of
#                               $INPUT_VERSION when one is given, else builds this checkout (static, release)
#   Scripts/action.sh lint      runs `archlint lint` on $INPUT_PATH with GitHub annotations, writes SARIF to
#                               $INPUT_SARIF when set, appends a Markdown summary to $GITHUB_STEP_SUMMARY (lint
#                               does it itself with the github format), and exits with lint's status (0 clean,
#                               1 findings, 2 usage or configuration error)
#
# Inputs (empty means unset): INPUT_PATH (default .), INPUT_CONFIG, INPUT_FORMAT (default github), INPUT_BASELINE
# (a file, or "none" for --no-baseline), INPUT_STRICT (true/false), INPUT_SARIF, INPUT_VERSION.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=${ARCHLINT_BIN:?ARCHLINT_BIN names where the archlint binary goes}

install() {
  if [ -x "$bin" ]; then echo "archlint $("$bin" --version) from the cache"; return; fi
  mkdir -p "$(dirname "$bin")"
  if [ -n "${INPUT_VERSION:-}" ]; then
    local triple name url
    triple="$(uname -m)-unknown-linux-gnu"
    [ "$(uname -s)" = Darwin ] && triple=universal-apple-macosx
    name="archlint-$INPUT_VERSION-$triple"
    url="${GITHUB_SERVER_URL:-https://github.com}/${GITHUB_ACTION_REPOSITORY:?}/releases/download/v$INPUT_VERSION/$name.tar.gz"
    curl --fail --silent --show-error --location "$url" | tar -xzf - -C "$(dirname "$bin")" "$name/bin/archlint"
    mv "$(dirname "$bin")/$name/bin/archlint" "$bin"
  else
    local flags=()
    [ "$(uname -s)" = Linux ] && flags=(--static-swift-stdlib)
    swift build --package-path "$here" -c release --product archlint "${flags[@]}"
    cp "$(swift build --package-path "$here" -c release "${flags[@]}" --show-bin-path)/archlint" "$bin"
  fi
  echo "archlint $("$bin" --version) installed at $bin"
}

lint() {
  cd "${GITHUB_WORKSPACE:-.}"
  local path=${INPUT_PATH:-.}
  local options=()
  [ -n "${INPUT_CONFIG:-}" ] && options+=(--config "$INPUT_CONFIG")
  case "${INPUT_BASELINE:-}" in
    "") ;;
    none) options+=(--no-baseline) ;;
    *) options+=(--baseline "$INPUT_BASELINE") ;;
  esac
  [ "${INPUT_STRICT:-false}" = true ] && options+=(--strict)

  local status=0
  "$bin" lint "$path" "${options[@]}" --format "${INPUT_FORMAT:-github}" || status=$?
  if [ "$status" -le 1 ] && [ -n "${INPUT_SARIF:-}" ]; then
    "$bin" lint "$path" "${options[@]}" --quiet --format sarif --output "$INPUT_SARIF" || true
    echo "SARIF written to $INPUT_SARIF"
  fi
  # With --format github, archlint lint appends the Markdown report to $GITHUB_STEP_SUMMARY itself.
  if [ "$status" -le 1 ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ "${INPUT_FORMAT:-github}" != github ]; then
    local summary
    summary=$(mktemp)
    "$bin" lint "$path" "${options[@]}" --quiet --format markdown --output "$summary" || true
    { cat "$summary"; echo; } >> "$GITHUB_STEP_SUMMARY"
    rm -f "$summary"
  fi
  if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "exit-code=$status" >> "$GITHUB_OUTPUT"; fi
  return "$status"
}

case "${1:-}" in
  install) install ;;
  lint) lint ;;
  *) echo "usage: Scripts/action.sh install|lint" >&2; exit 2 ;;
esac
