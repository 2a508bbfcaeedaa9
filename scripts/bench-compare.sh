#!/usr/bin/env bash
# Compares `gameai tetris bench` of this checkout with another revision's, in alternating runs on
# the same machine: each pair's decisions per CPU second, their ratio, and the median ratio. On a
# shared machine a rate alone says as much about the neighbours as about the code; runs taken in
# turn see the same neighbours, so their ratio is the fair comparison.
#
#   bash scripts/bench-compare.sh REVISION [PAIRS]    # e.g. bash scripts/bench-compare.sh v0.1 10
#
# Both sides are built the same way (-O2 without debug information, the command line only): REVISION from
# its committed files in build/compare-<commit>/, this checkout as it stands (uncommitted
# changes included) in build/compare-this/, brought up to date on every run. Extra arguments for the bench (e.g.
# --rules guideline) go in BENCH_ARGS. The order inside a pair alternates, so that neither side
# always runs first. Exits 1 when a build or a bench fails or the two benches' signatures differ
# (they then decide differently, and their rates measure different games).
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."

usage="usage: bash scripts/bench-compare.sh REVISION [PAIRS]"
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "bench-compare: expected a revision and at most a pair count; $usage" >&2
  exit 2
fi
rev=$1
pairs=${2:-10}
if ! [[ "$pairs" =~ ^[1-9][0-9]*$ ]]; then
  echo "bench-compare: PAIRS must be a whole number of at least 1, not '$pairs'; $usage" >&2
  exit 2
fi
if ! sha=$(git rev-parse --verify --quiet "$rev^{commit}"); then
  echo "bench-compare: '$rev' is not a commit of this repository (try a hash from git log); $usage" >&2
  exit 2
fi
short=${sha:0:12}
read -ra bench_args <<<"${BENCH_ARGS:-}"

# Configures and builds the command line from source directory $1 into $2/build; on failure
# prints the end of the build log.
build() {
  local src=$1 out=$2 log=$2/build.log
  mkdir -p "$out"
  if ! { cmake -S "$src" -B "$out/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g0" -DGAMEAI_BUILD_GUI=OFF \
    -DGAMEAI_BUILD_TESTS=OFF -DGAMEAI_BUILD_BENCH=OFF &&
    cmake --build "$out/build" --target gameai; } >"$log" 2>&1; then
    echo "bench-compare: the build in $out failed; the end of $log:" >&2
    tail -n 40 "$log" >&2
    exit 1
  fi
}

there_dir=build/compare-$short
there=$there_dir/build/apps/cli/gameai
if [ ! -x "$there" ]; then
  echo "bench-compare: building $rev ($short) in $there_dir ..." >&2
  rm -rf "$there_dir/src"
  mkdir -p "$there_dir/src"
  git archive "$sha" | tar -x -C "$there_dir/src"
  build "$there_dir/src" "$there_dir"
fi
echo "bench-compare: bringing this checkout's build (build/compare-this) up to date ..." >&2
build "$PWD" build/compare-this
here=build/compare-this/build/apps/cli/gameai

# One bench run of binary $1, labelled $2: prints "<decisions per CPU second> <signature>" of
# the outer JSON object (with --rules guideline, the guideline workload's).
bench() {
  local out rate sig
  if ! out=$("$1" tetris bench --json "${bench_args[@]}" 2>&1); then
    echo "bench-compare: the bench of $2 failed:" >&2
    echo "$out" >&2
    exit 1
  fi
  rate=$(sed -nE 's/^\{[^{}]*"decisions_per_cpu_second": *([0-9.eE+-]+).*/\1/p' <<<"$out")
  sig=$(sed -nE 's/^\{[^{}]*"signature": *([0-9]+).*/\1/p' <<<"$out")
  if ! [[ "$rate" =~ ^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$ && "$sig" =~ ^[0-9]+$ ]]; then
    echo "bench-compare: the bench of $2 gave no decisions_per_cpu_second and signature:" >&2
    echo "$out" >&2
    exit 1
  fi
  echo "$rate $sig"
}

echo "tetris bench${BENCH_ARGS:+ $BENCH_ARGS}: decisions per CPU second, $pairs pair(s) taken in turn"
printf '%-6s %14s %14s %8s\n' pair "$short" this ratio
ratios=()
mismatch=""
for ((i = 1; i <= pairs; ++i)); do
  # Plain assignments, so that a failed bench stops the script.
  if ((i % 2)); then
    run_a=$(bench "$there" "$short")
    run_b=$(bench "$here" "this checkout")
  else
    run_b=$(bench "$here" "this checkout")
    run_a=$(bench "$there" "$short")
  fi
  read -r a sig_a <<<"$run_a"
  read -r b sig_b <<<"$run_b"
  [ "$sig_a" = "$sig_b" ] || mismatch="$sig_a against $sig_b lines"
  ratio=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", b / a }')
  ratios+=("$ratio")
  printf '%-6s %14.0f %14.0f %8s\n' "$i" "$a" "$b" "$ratio"
done
printf '%s\n' "${ratios[@]}" | sort -g | awk '{ r[NR] = $1 } END {
  m = NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
  printf "median ratio %.2f (this checkout against the other), from %.2f to %.2f\n", m, r[1], r[NR]
}'
if [ -n "$mismatch" ]; then
  echo "bench-compare: the signatures differ ($mismatch): the two decide differently, so their" \
    "rates measure different games" >&2
  exit 1
fi
