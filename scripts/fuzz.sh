#!/usr/bin/env bash
# Builds the libFuzzer targets (the `fuzz` preset: clang, ASan + UBSan) and runs each one for
# SECONDS (default 60) from its seed corpus in fuzz/corpus/NAME, one after the other, printing
# the executions and the result of every target. Exit status 1 if any target failed.
#
#   scripts/fuzz.sh [SECONDS] [NAME...]     e.g. scripts/fuzz.sh 20, scripts/fuzz.sh 600 fen pgn
#
# New inputs go to build/fuzz/corpus/NAME (the tree's corpus stays small); a failing input is
# written to build/fuzz/artifacts/NAME/ and named in the summary. Fix the bug, then copy the
# input into fuzz/corpus/NAME/ so every later run replays it first.
set -euo pipefail
cd "$(dirname "$0")/.."

each=${1:-60}
shift || true
if ! [[ "$each" =~ ^[0-9]+$ ]] || [ "$each" -lt 1 ]; then
  echo "fuzz.sh: SECONDS must be a positive whole number, not '$each'" >&2
  exit 2
fi

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for f in fuzz/*_fuzz.cpp; do
    n=$(basename "$f" .cpp)
    names+=("${n%_fuzz}")
  done
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
failed=0
total=0
summary=()
for name in "${names[@]}"; do
  bin=build/fuzz/fuzz/${name}_fuzz
  if [ ! -x "$bin" ]; then
    echo "fuzz.sh: no target '$name' (expected $bin)" >&2
    exit 2
  fi
  work=build/fuzz/corpus/$name
  artifacts=build/fuzz/artifacts/$name
  log=build/fuzz/logs/$name.log
  mkdir -p "$work" "$artifacts" "$(dirname "$log")" "fuzz/corpus/$name"
  echo "fuzz.sh: $name for ${each}s"
  set +e
  # A fixed seed (FUZZ_SEED, default 1; 0 picks a random one) makes a run repeat the mutations
  # of an earlier run as far as it gets, so a brief CI run retraces ground already covered.
  "$bin" -seed="${FUZZ_SEED:-1}" -max_total_time="$each" -timeout=20 -rss_limit_mb=2048 \
    -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "$work" "fuzz/corpus/$name" >"$log" 2>&1
  rc=$?
  set -e
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  if [ -z "$runs" ]; then
    runs=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
  fi
  runs=${runs:-0}
  total=$((total + runs))
  if [ "$rc" -eq 0 ]; then
    result="ok"
  else
    failed=1
    input=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
    kind=$(grep -o -m1 'ERROR: [A-Za-z]*: [a-z-]*\|ERROR: libFuzzer: [a-z-]*\|runtime error' "$log" \
      || echo "exit $rc")
    result="FAILED ($kind) input: ${input:-none}, log: $log"
  fi
  summary+=("$(printf '%-18s %8ss %12s runs  %s' "$name" "$each" "$runs" "$result")")
done

echo
echo "target              seconds     executions  result"
printf '%s\n' "${summary[@]}"
echo "total executions: $total"
exit "$failed"
