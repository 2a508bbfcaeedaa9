#!/usr/bin/env bash
# Compares `gameai tetris bench` of this checkout with another revision's, in alternating runs on
# the same machine: each pair's decisions per CPU second, their ratio, and the median ratio. On a
# shared machine a rate alone says as much about the neighbours as about the code; runs taken in
# turn see the same neighbours, so their ratio is the fair comparison.
#
#   bash scripts/bench-compare.sh REVISION [PAIRS]    # e.g. bash scripts/bench-compare.sh v0.1 10
#
# Both sides are built with the ci preset's compiler flags (-O2): this checkout in build/ci (built
# if missing), REVISION from its committed files in build/compare-<commit>/. Extra arguments for
# the bench (e.g. --rules guideline) go in BENCH_ARGS.
set -euo pipefail
cd "$(dirname "$0")/.."

usage="usage: bash scripts/bench-compare.sh REVISION [PAIRS]"
rev=${1:-}
pairs=${2:-10}
if [ -z "$rev" ]; then
  echo "bench-compare: no revision given; $usage" >&2
  exit 2
fi
if ! [[ "$pairs" =~ ^[1-9][0-9]*$ ]]; then
  echo "bench-compare: PAIRS must be a whole number of at least 1, not '$pairs'; $usage" >&2
  exit 2
fi
if ! sha=$(git rev-parse --verify --quiet --short "$rev^{commit}"); then
  echo "bench-compare: '$rev' is not a commit of this repository (try a hash from git log); $usage" >&2
  exit 2
fi

here=build/ci/apps/cli/gameai
if [ ! -x "$here" ]; then
  echo "bench-compare: building this checkout (build/ci) ..." >&2
  cmake --preset ci >/dev/null
  cmake --build --preset ci --target gameai >/dev/null
fi

dir=build/compare-$sha
there=$dir/build/apps/cli/gameai
if [ ! -x "$there" ]; then
  echo "bench-compare: building $rev ($sha) in $dir ..." >&2
  rm -rf "$dir"
  mkdir -p "$dir/src"
  git archive "$sha" | tar -x -C "$dir/src"
  cmake -S "$dir/src" -B "$dir/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g0" -DGAMEAI_BUILD_GUI=OFF -DGAMEAI_BUILD_TESTS=OFF \
    -DGAMEAI_BUILD_BENCH=OFF >/dev/null
  cmake --build "$dir/build" --target gameai >/dev/null
fi

# One bench run: "<decisions per CPU second> <signature>", of the outer object (with
# --rules guideline, the guideline workload's).
bench() {
  # shellcheck disable=SC2086
  "$1" tetris bench --json ${BENCH_ARGS:-} |
    sed -E 's/^\{[^{}]*"signature":([0-9]+)[^{}]*"decisions_per_cpu_second":([0-9.eE+-]+).*/\2 \1/'
}

echo "tetris bench${BENCH_ARGS:+ $BENCH_ARGS}: decisions per CPU second, $pairs pairs taken in turn"
printf '%-6s %14s %14s %8s\n' pair "$sha" this ratio
ratios=()
for ((i = 1; i <= pairs; ++i)); do
  read -r a sig_a < <(bench "$there")
  read -r b sig_b < <(bench "$here")
  if [ "$sig_a" != "$sig_b" ]; then
    echo "bench-compare: the signatures differ ($sig_a against $sig_b lines): the two decide" \
      "differently, so their rates measure different games" >&2
  fi
  ratio=$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", b / a }')
  ratios+=("$ratio")
  printf '%-6s %14.0f %14.0f %8s\n' "$i" "$a" "$b" "$ratio"
done
printf '%s\n' "${ratios[@]}" | sort -g | awk '{ r[NR] = $1 } END {
  m = NR % 2 ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
  printf "median ratio %.2f (this checkout against the other), from %.2f to %.2f\n", m, r[1], r[NR]
}'
