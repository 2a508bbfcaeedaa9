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
# step that fails stops the run, with its exit status. With both lint and page to run, the lint
# runs beside the page's tests, once the page is built (its output printed when both are done,
# kept in build/test-lint.log): the page's tests spend much of their time waiting on the
# browser's timers, CPU time that clang-tidy takes.
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
lint_pid=""
report() {
  local status=$?
  [ -z "$lint_pid" ] || kill -- "-$lint_pid" 2>/dev/null || kill "$lint_pid" 2>/dev/null || true
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

lint=(cmake --workflow --preset lint --fresh)
beside=""
[[ " ${steps[*]} " == *" lint "* && " ${steps[*]} " == *" page "* ]] && beside=yes

# The lint in its own process group (setsid), so that a failure elsewhere stops all of it.
start_lint() {
  mkdir -p build
  echo "test.sh: lint: ${lint[*]} (beside the page's tests; output in build/test-lint.log)"
  rm -f build/test-lint.time
  # It writes its own time when it ends, which may be long before the page's tests do.
  setsid -w bash -c 'start=$SECONDS; "$@" && echo $((SECONDS - start)) >build/test-lint.time' \
    lint "${lint[@]}" >build/test-lint.log 2>&1 &
  lint_pid=$!
}

finish_lint() {
  local status=0
  wait "$lint_pid" || status=$?
  lint_pid=""
  local took=0
  [ ! -f build/test-lint.time ] || took=$(cat build/test-lint.time)
  echo "test.sh: the lint's output:"
  cat build/test-lint.log
  current=lint
  [ "$status" -eq 0 ] || exit "$status"
  times+=("$(printf '%-10s %3d min %02d s  (beside page-test)' lint $((took / 60)) $((took % 60)))")
}

for s in "${steps[@]}"; do
  case "$s" in
    native) run_step native cmake --workflow --preset ci --fresh ;;
    lint) [ -n "$beside" ] || run_step lint "${lint[@]}" ;;  # beside: with the page's tests
    page)
      run_step page-build bash -c 'bash scripts/web.sh lint && bash scripts/web.sh test-build'
      [ -z "$beside" ] || start_lint
      run_step page-test bash scripts/web.sh test-run
      [ -z "$beside" ] || finish_lint
      ;;
  esac
done
