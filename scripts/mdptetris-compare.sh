#!/usr/bin/env bash
# Cross-checks gameai's classic game and its BCTS player against MDPTetris, the program in which
# Thiery and Scherrer learned BCTS: the same weights (MDPTetris's data/features/record_du.dat)
# play on 10 x 10, 10 x 12 and 10 x 14 boards in both programs, and the mean lines of each pair
# must agree within three standard errors. Each program deals its own random pieces, so only the
# means can agree, not the games.
#
#   bash scripts/mdptetris-compare.sh MDPTETRIS_DIR [GAMES]     # GAMES per board, default 500
#
# MDPTETRIS_DIR is a built copy of MDPTetris (github.com/brunoscherrer/mdptetris); this script
# fetches and builds nothing. To build it: `apt-get install libgsl-dev`, then in that directory
# `./configure && make -C src CFLAGS="-O2 -fcommon" mdptetris_play_games`.
# Environment: GAMEAI, the gameai executable (default build/release/apps/cli/gameai, else
# build/ci/apps/cli/gameai); HEIGHTS, the board heights (default "10 12 14"); THREADS, gameai's
# threads (default 2); SEED, gameai's seed (default 1; MDPTetris seeds itself from the clock).
# Prints one line per board and exits 1 when some pair differs by more than three standard
# errors, 2 on a usage error or a missing program.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."

usage="usage: bash scripts/mdptetris-compare.sh MDPTETRIS_DIR [GAMES]"
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "mdptetris-compare: expected MDPTetris's directory and at most a game count; $usage" >&2
  exit 2
fi
dir=$(cd "$1" 2>/dev/null && pwd) || {
  echo "mdptetris-compare: '$1' is not a directory; $usage" >&2
  exit 2
}
games=${2:-500}
if ! [[ "$games" =~ ^[1-9][0-9]*$ ]] || [ "$games" -lt 2 ]; then
  echo "mdptetris-compare: GAMES must be a whole number of at least 2, not '$games'; $usage" >&2
  exit 2
fi
mdp=$dir/src/mdptetris_play_games
weights=$dir/data/features/record_du.dat
if [ ! -x "$mdp" ] || [ ! -f "$weights" ] || [ ! -f "$dir/data/pieces4.dat" ]; then
  echo "mdptetris-compare: $dir has no built src/mdptetris_play_games (or no data/pieces4.dat," \
    "data/features/record_du.dat); build it there with ./configure && make -C src" \
    "CFLAGS=\"-O2 -fcommon\" mdptetris_play_games" >&2
  exit 2
fi
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
  echo "mdptetris-compare: no gameai executable (build one, or set GAMEAI=path)" >&2
  exit 2
fi
threads=${THREADS:-2}
seed=${SEED:-1}
read -ra heights <<<"${HEIGHTS:-10 12 14}"

stats=$(mktemp)
trap 'rm -f "$stats"' EXIT

# Mean and standard error of the mean of whitespace-separated numbers on standard input.
mean_se() {
  awk '{ for (i = 1; i <= NF; ++i) { n++; s += $i; q += $i * $i } }
       END { m = s / n; v = (q - n * m * m) / (n - 1); if (v < 0) v = 0;
             printf "%.1f %.1f\n", m, sqrt(v / n) }'
}

status=0
printf "%-8s %28s %28s %8s\n" board "MDPTetris mean +- s.e." "gameai mean +- s.e." "diff/se"
for h in "${heights[@]}"; do
  # MDPTetris prints the games' lines on one line, then "Mean score: ..."; it reads its pieces
  # from data/pieces4.dat in the working directory.
  scores=$(cd "$dir/data" && "$mdp" "$weights" "$games" 10 "$h" "$stats" |
    awk '/^Mean score/ { print prev; exit } { prev = $0 }')
  read -r m1 s1 <<<"$(mean_se <<<"$scores")"
  json=$("$gameai" tetris play --ai bcts --width 10 --height "$h" --games "$games" \
    --max-pieces 0 --seed "$seed" --threads "$threads" --json)
  m2=$(sed -n 's/.*"mean_lines": *\([0-9.e+-]*\).*/\1/p' <<<"$json")
  s2=$(sed -n 's/.*"standard_error": *\([0-9.e+-]*\).*/\1/p' <<<"$json")
  if [ -z "$m2" ] || [ -z "$s2" ]; then
    echo "mdptetris-compare: $gameai printed no mean_lines and standard_error" >&2
    exit 2
  fi
  z=$(awk -v a="$m1" -v b="$m2" -v x="$s1" -v y="$s2" \
    'BEGIN { s = sqrt(x * x + y * y); z = s > 0 ? (b - a) / s : 0; printf "%+.2f", z }')
  printf "%-8s %28s %28s %8s\n" "10x$h" "$m1 +- $s1" "$(printf '%.1f +- %.1f' "$m2" "$s2")" "$z"
  if awk -v z="$z" 'BEGIN { exit !(z > 3 || z < -3) }'; then status=1; fi
done
if [ $status -eq 0 ]; then
  echo "every board agrees within three standard errors ($games games each)"
else
  echo "some board differs by more than three standard errors ($games games each)"
fi
exit $status
