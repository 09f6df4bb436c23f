#!/usr/bin/env bash
# The GitHub Action's steps (action.yml), runnable anywhere with the variables GitHub sets.
#
#   Scripts/action.sh key       prints (and writes as the `key` output) what identifies the archlint to install:
#                               the release $INPUT_VERSION when one is given, else a hash of the sources this
#                               checkout builds, so a moving ref such as @main gets a new build when its code changes
#   Scripts/action.sh install   puts an archlint binary at $ARCHLINT_BIN: downloads the release tarball of
#                               $INPUT_VERSION when one is given, else builds this checkout (static, release)
#   Scripts/action.sh lint      runs `archlint lint` on $INPUT_PATH with GitHub annotations, writes SARIF to
#                               $INPUT_SARIF when set, appends a Markdown summary to $GITHUB_STEP_SUMMARY (lint
#                               does it itself with the github format), and exits with lint's status (0 clean,
#                               1 findings, 2 usage or configuration error, a SARIF file that could not be written
#                               included); a summary that cannot be written is a warning
#
# Inputs (empty means unset): INPUT_PATH (default .), INPUT_CONFIG, INPUT_FORMAT (default github), INPUT_BASELINE
# (a file, or "none" for --no-baseline), INPUT_STRICT (true/false), INPUT_SARIF, INPUT_VERSION.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=${ARCHLINT_BIN:-}

key() {
  local key
  if [ -n "${INPUT_VERSION:-}" ]; then
    key="release-$INPUT_VERSION"
  else
    # A downloaded action has no .git and GitHub gives a composite action no commit of its own: the sources the
    # build reads stand for it, names and contents, and the script that builds them.
    local sha256=(sha256sum)
    command -v sha256sum > /dev/null || sha256=(shasum -a 256)
    key="source-$(cd "$here" && find Package.swift Sources Scripts/action.sh -type f -print0 | LC_ALL=C sort -z \
      | xargs -0 "${sha256[@]}" | "${sha256[@]}" | cut -c1-40)"
  fi
  echo "$key"
  if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "key=$key" >> "$GITHUB_OUTPUT"; fi
}

install() {
  : "${ARCHLINT_BIN:?ARCHLINT_BIN names where the archlint binary goes}"
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
    source "$here/Scripts/build-flags.sh"
    release_build "$here" --product archlint
    cp "$(release_bin_path "$here")/archlint" "$bin"
  fi
  echo "archlint $("$bin" --version) installed at $bin"
}

# Text for a workflow command (`::warning::…`): GitHub reads %, CR and LF in it as encodings.
command_text() {
  local text=${1//%/%25}
  text=${text//$'\r'/%0D}
  printf '%s' "${text//$'\n'/%0A}"
}

# Appends the Markdown report to the job summary; fails when it cannot, leaving no temporary file behind.
append_summary() {
  local summary status=0
  summary=$(mktemp) || return 1
  "$bin" lint "$@" --quiet --format markdown --output "$summary" || status=$?
  if [ "$status" -le 1 ] && { cat "$summary" && echo; } >> "$GITHUB_STEP_SUMMARY"; then status=0; else status=1; fi
  rm -f "$summary"
  return "$status"
}

lint() {
  : "${ARCHLINT_BIN:?ARCHLINT_BIN names where the archlint binary goes}"
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
    local sarif=0
    "$bin" lint "$path" "${options[@]}" --quiet --format sarif --output "$INPUT_SARIF" || sarif=$?
    if [ "$sarif" -le 1 ]; then
      echo "SARIF written to $INPUT_SARIF"
    else
      # Asked for and not written: the upload after this step would fail on a missing file, so this one fails,
      # as lint does when its --output cannot be written.
      echo "::error::$(command_text "the SARIF file $INPUT_SARIF could not be written (archlint exit $sarif)")"
      status=2
    fi
  fi
  # With --format github, archlint lint appends the Markdown report to $GITHUB_STEP_SUMMARY itself, and a
  # summary it cannot write is a warning; so it is here.
  if [ "$status" -le 1 ] && [ -n "${GITHUB_STEP_SUMMARY:-}" ] && [ "${INPUT_FORMAT:-github}" != github ]; then
    append_summary "$path" "${options[@]}" \
      || echo "::warning::$(command_text "the job summary could not be written to $GITHUB_STEP_SUMMARY")"
  fi
  if [ -n "${GITHUB_OUTPUT:-}" ]; then echo "exit-code=$status" >> "$GITHUB_OUTPUT"; fi
  return "$status"
}

case "${1:-}" in
  key) key ;;
  install) install ;;
  lint) lint ;;
  *) echo "usage: Scripts/action.sh key|install|lint" >&2; exit 2 ;;
esac
