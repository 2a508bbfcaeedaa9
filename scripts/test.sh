#!/usr/bin/env bash
# The whole test suite, as CI runs it (.ci/run), from a fresh clone or an earlier build:
#
#   1. native    `cmake --workflow --preset ci --fresh`: every library, program and test, the
#                desktop app's too, built under AddressSanitizer and UndefinedBehaviorSanitizer with
#                warnings as errors, and the whole test suite run there (the fuzz targets' corpora
#                and mutations among them: ctest -R Fuzz.)
#   2. lint      `cmake --workflow --preset lint --fresh`: clang-tidy over libs/ and apps/
#   3. page      `bash scripts/web.sh lint` (ESLint and TypeScript over the page's JavaScript),
#                then `bash scripts/web.sh test` (the WebAssembly build, tested in Chromium, its
#                speed against the optimised native Tetris program, build/play), timed as
#                page-build (test-build) and page-test (test-run)
#
#   scripts/test.sh [STEP...]     e.g. scripts/test.sh lint page; no STEP runs them all
#
# Each step's time is printed at the end, so a slow run says where its time went. The first
# step that fails stops the run, with its exit status. (The lint is not run beside the page's
# tests: the AI's marathon at level 15 gravity must keep up in real time, and lost a game to
# clang-tidy on the same two cores.)
set -euo pipefail
cd "$(dirname "$0")/.."

steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(native lint page)
for s in "${steps[@]}"; do
  case "$s" in
    native | lint | page) ;;
    *) echo "test.sh: no step '$s' (the steps: native, lint, page)" >&2; exit 2 ;;
  esac
done

times=()
current=""
report() {
  local status=$?
  echo
  [ "$status" -eq 0 ] || [ -z "$current" ] || echo "test.sh: step '$current' failed (exit $status)"
  [ ${#times[@]} -gt 0 ] || return 0
  echo "test.sh: where the time went"
  printf '  %s\n' "${times[@]}"
}
trap report EXIT

run_step() {
  local name=$1
  shift
  local start=$SECONDS
  current=$name
  echo "test.sh: $name: $*"
  "$@"
  local took=$((SECONDS - start))
  times+=("$(printf '%-10s %3d min %02d s' "$name" $((took / 60)) $((took % 60)))")
}

for s in "${steps[@]}"; do
  case "$s" in
    native) run_step native cmake --workflow --preset ci --fresh ;;
    lint) run_step lint cmake --workflow --preset lint --fresh ;;
    page)
      run_step page-build bash -c 'bash scripts/web.sh lint && bash scripts/web.sh test-build'
      run_step page-test bash scripts/web.sh test-run
      ;;
  esac
done
