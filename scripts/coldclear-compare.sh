#!/usr/bin/env bash
# Sprint, ultra and dig side by side: gameai's guideline bot and the Tetris Bot Protocol bots
# Cold Clear 1 and Cold Clear 2, each at the same time a piece on the CPU clock, one thread, on the
# same pieces (the same seeds), and one table of the results.
#
#   bash scripts/coldclear-compare.sh COLD_CLEAR_BIN_DIR [GAMES]     # GAMES per mode, default 10
#
# COLD_CLEAR_BIN_DIR holds the built bots `cold-clear-tbp` (Cold Clear 1, its tbp crate) and
# `cold-clear-2`; this script fetches and builds nothing.
# Environment: GAMEAI, the gameai executable (default build/release/apps/cli/gameai, else
# build/ci/apps/cli/gameai); THINK_MS, the time a piece (default 100); PIECES, an ultra's pieces
# (default 1000); SEED (default 1); THREADS, games played at a time (default 1; the CPU clock keeps
# the budgets fair at any load). Each run's command is printed before the table, so that any cell
# can be run again on its own.
# Exits 1 when a run did not finish a game, 2 on a usage error or a missing program.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."

usage="usage: bash scripts/coldclear-compare.sh COLD_CLEAR_BIN_DIR [GAMES]"
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "coldclear-compare: expected Cold Clear's bin directory and at most a game count; $usage" >&2
  exit 2
fi
dir=$(cd "$1" 2>/dev/null && pwd) || {
  echo "coldclear-compare: '$1' is not a directory; $usage" >&2
  exit 2
}
games=${2:-10}
if ! [[ "$games" =~ ^[1-9][0-9]*$ ]]; then
  echo "coldclear-compare: GAMES must be a whole number of at least 1, not '$games'; $usage" >&2
  exit 2
fi
for bot in cold-clear-tbp cold-clear-2; do
  if [ ! -x "$dir/$bot" ]; then
    echo "coldclear-compare: $dir has no executable $bot; build the Cold Clears into it first" >&2
    exit 2
  fi
done
gameai=${GAMEAI:-}
if [ -z "$gameai" ]; then
  for g in build/release/apps/cli/gameai build/ci/apps/cli/gameai; do
    if [ -x "$g" ]; then
      gameai=$g
      break
    fi
  done
fi
if [ -z "$gameai" ] || [ ! -x "$gameai" ]; then
  echo "coldclear-compare: no gameai executable (build it, or set GAMEAI)" >&2
  exit 2
fi
command -v node >/dev/null || {
  echo "coldclear-compare: node is needed to read the JSON results (bash scripts/install-deps.sh)" >&2
  exit 2
}
for v in THINK_MS PIECES SEED THREADS; do
  value=${!v:-1}
  if ! [[ "$value" =~ ^[0-9]+$ ]]; then
    echo "coldclear-compare: $v must be a whole number, not '$value'" >&2
    exit 2
  fi
done
think=${THINK_MS:-100}
pieces=${PIECES:-1000}
seed=${SEED:-1}
threads=${THREADS:-1}

players=(bot "tbp:$dir/cold-clear-tbp" "tbp:$dir/cold-clear-2")
names=("gameai bot" "Cold Clear 1" "Cold Clear 2")
modes=(sprint ultra dig)
goal=("--lines 40" "--pieces $pieces" "--garbage 100")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
echo "each player: $think ms of CPU a piece, one thread; games a mode: $games; seed $seed"
for m in 0 1 2; do
  for p in 0 1 2; do
    # shellcheck disable=SC2206
    cmd=("$gameai" tetris "${modes[$m]}" ${goal[$m]} --ai "${players[$p]}" --games "$games"
      --seed "$seed" --think-ms "$think" --clock cpu --threads "$threads" --json)
    echo "\$ ${cmd[*]}"
    if ! "${cmd[@]}" > "$out/$m-$p.json" 2> "$out/$m-$p.err"; then
      status=1
      sed 's/^/  /' "$out/$m-$p.err" >&2
    fi
  done
done

node - "$out" "$games" <<'EOF'
const fs = require('fs');
const [dir, games] = process.argv.slice(2);
const names = ['gameai bot', 'Cold Clear 1', 'Cold Clear 2'];
const read = (m, p) => {
  try {
    return JSON.parse(fs.readFileSync(`${dir}/${m}-${p}.json`, 'utf8').trim().split('\n').pop());
  } catch (e) {
    return null;
  }
};
const cell = (j, f) => (j ? f(j) : 'failed');
const rows = [
  ['40-line sprint: pieces', 0, (j) => `${j.mean_pieces.toFixed(1)} ± ${j.stderr_pieces.toFixed(1)}`],
  ['ultra: lines sent a piece', 1, (j) => j.attack_per_piece.toFixed(3)],
  ['ultra: T-spins a game', 1, (j) => j.tspins.toFixed(1)],
  ['ultra: tetrises a game', 1, (j) => j.tetrises.toFixed(1)],
  ['dig 100 rows: pieces', 2, (j) => j.mean_pieces.toFixed(1)],
  ['dig 100 rows: most pieces in a game', 2, (j) => String(j.max_pieces)],
];
console.log(`\n| games a mode: ${games} | ${names.join(' | ')} |`);
console.log(`|---|${names.map(() => '---').join('|')}|`);
for (const [label, m, f] of rows) {
  console.log(`| ${label} | ${[0, 1, 2].map((p) => cell(read(m, p), f)).join(' | ')} |`);
}
EOF
exit $status
