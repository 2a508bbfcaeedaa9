#!/usr/bin/env bash
# `mpirun -np 2 gameai ...` against one process: tune, play, match and an SPRT match must print the same results
# for the same seed (timing lines aside), and only rank 0 prints; xiangqi tune-data must write the
# same file.
# Usage: mpi_same_results.sh MPIEXEC GAMEAI
set -euo pipefail
mpiexec=$1
gameai=$2
# CI runs as root, which Open MPI refuses unless told otherwise.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
# Containers often lack the network interfaces Open MPI probes; two local ranks need none.
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# Lines that report timing differ between any two runs.
results() {
  grep -v -e 'decisions/s' -e ' s on ' -e '"seconds"' -e '"decisions_per_second"' "$1" || true
}

check() {
  local name=$1
  shift
  "$gameai" "$@" >"$work/$name.one" 2>"$work/$name.one.err"
  "$mpiexec" --oversubscribe -np 2 "$gameai" "$@" >"$work/$name.two" 2>"$work/$name.two.err"
  if [ ! -s "$work/$name.one" ]; then
    echo "FAIL $name: one process printed nothing"; cat "$work/$name.one.err"; status=1; return
  fi
  if ! diff <(results "$work/$name.one") <(results "$work/$name.two") >"$work/$name.diff"; then
    echo "FAIL $name: mpirun -np 2 differs from one process:"; cat "$work/$name.diff"
    cat "$work/$name.two.err"; status=1; return
  fi
  echo "ok $name ($(wc -l <"$work/$name.one") lines)"
}

check tune tetris tune --generations 2 --population 6 --games 2 --max-pieces 300 --seed 5 \
  --threads 1 --out "$work/weights.json"
check play tetris play --games 5 --max-pieces 3000 --seed 3 --threads 1
check play-json tetris play --games 3 --max-pieces 2000 --seed 4 --threads 2 --json
check match xiangqi match minimax:1 minimax:2 --games 6 --movetime 5000 --seed 2 \
  --openings "$(dirname "$0")/../data/xiangqi_ai/openings.txt"
check sprt xiangqi match minimax:2 minimax:1 --sprt 0,150 --games 200 --movetime 5000 \
  --openings "$(dirname "$0")/../data/xiangqi_ai/openings.txt"

# The positions file of tune-data: written by rank 0 alone, byte for byte the one process's.
data="xiangqi tune-data --games 4 --nodes 200 --depth 2 --seed 9 --threads 1 --out"
$gameai $data "$work/data.one" >/dev/null 2>&1 || { echo "FAIL tune-data: one process"; status=1; }
"$mpiexec" --oversubscribe -np 2 $gameai $data "$work/data.two" >/dev/null 2>&1 ||
  { echo "FAIL tune-data: mpirun -np 2"; status=1; }
if [ -s "$work/data.one" ] && cmp -s "$work/data.one" "$work/data.two"; then
  echo "ok tune-data ($(wc -l <"$work/data.one") positions)"
else
  echo "FAIL tune-data: mpirun -np 2 wrote another file (or none)"; status=1
fi
[ -s "$work/weights.json" ] || { echo "FAIL tune: no weights file"; status=1; }
exit $status
