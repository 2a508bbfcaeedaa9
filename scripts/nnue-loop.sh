#!/usr/bin/env bash
# One round of the evaluation network's loop (docs/nnue.md): datagen -> train -> SPRT against the
# current network (or the classical evaluation when there is none) -> keep or discard.
#
#   scripts/nnue-loop.sh [ROUND]
#
# Settings come from the environment (defaults in brackets):
#   GAMEAI    the gameai program [build/release/apps/cli/gameai]
#   WORK      where data and candidate networks go, outside git [nnue-work]
#   NET       the current network, replaced when a candidate is kept [data/nnue/xiangqi.nnue]
#   HISTORY   where a kept round's commands and result are appended [data/nnue/README.md]
#   THREADS   cores to use [all]
#   GAMES     self-play games of the round [2000]      NODES   nodes a move [5000]
#   MASTER    stored games whose positions are labelled too, each round once
#             [data/xiangqi-master-games-iccs.pgn; empty: none]
#   EPOCHS    training passes [20]                     HIDDEN  accumulator size [256]
#   RATE      the training step at the start [0.001]   LAMBDA  the search score's share [0.75]
#   MOVETIME  ms a move in the SPRT [200]               SPRT    Elo bounds [0,10]
#   MAX_GAMES most SPRT games [4000]                   FRESH   1: train from random weights
# Every round's data stays in WORK and is trained on again; the round's network starts from the
# current one (unless FRESH=1). A kept network replaces NET and the commands that made it are
# appended to HISTORY; rebuild to compile it in.
set -euo pipefail
cd "$(dirname "$0")/.."

GAMEAI=${GAMEAI:-build/release/apps/cli/gameai}
WORK=${WORK:-nnue-work}
CURRENT=${NET:-data/nnue/xiangqi.nnue}
HISTORY=${HISTORY:-data/nnue/README.md}
THREADS=${THREADS:-$(nproc)}
GAMES=${GAMES:-2000}
NODES=${NODES:-5000}
MASTER=${MASTER-data/xiangqi-master-games-iccs.pgn}
EPOCHS=${EPOCHS:-20}
HIDDEN=${HIDDEN:-256}
RATE=${RATE:-0.001}
LAMBDA=${LAMBDA:-0.75}
MOVETIME=${MOVETIME:-200}
SPRT=${SPRT:-0,10}
MAX_GAMES=${MAX_GAMES:-4000}
FRESH=${FRESH:-0}
OPENINGS=tests/data/xiangqi_ai/openings.txt

if [[ ! -x $GAMEAI ]]; then
  echo "nnue-loop: no program at $GAMEAI: build it (cmake --preset release && cmake --build" \
    "build/release --target gameai) or set GAMEAI" >&2
  exit 2
fi
if [[ -n $MASTER && ! -f $MASTER ]]; then
  echo "nnue-loop: no games file at $MASTER: set MASTER to one, or to nothing" >&2
  exit 2
fi

# Prints a command as it can be pasted into a shell (words with spaces or quotes in quotes).
show() {
  local line='+' word
  for word in "$@"; do
    if [[ $word =~ ^[A-Za-z0-9_./,:=@+-]+$ ]]; then
      line+=" $word"
    else
      line+=" '${word//\'/\'\\\'\'}'"
    fi
  done
  echo "$line"
}

mkdir -p "$WORK"
round=${1:-$(($(find "$WORK" -maxdepth 1 -name 'round-*.bin' | wc -l) + 1))}
if [[ ! $round =~ ^[1-9][0-9]*$ ]]; then
  echo "nnue-loop: the round must be a number from 1, not '$round'" >&2
  exit 2
fi
data="$WORK/round-$round.bin"
master="$WORK/master-$round.bin"
candidate="$WORK/candidate-$round.nnue"
log="$WORK/round-$round.log"

# Step 1. Self-play data, searched with the current network (the classical evaluation when there
# is none yet), and the stored games' positions labelled by the same search. A run cut short goes
# on where it stopped when started again.
if [[ -f $CURRENT ]]; then
  eval_args=(--net "$CURRENT")
  opponent=(--net-b "$CURRENT")
  start=(--start "$CURRENT")
else
  eval_args=(--eval classical)
  opponent=(--eval-b classical)
  start=()
fi
[[ $FRESH == 1 ]] && start=()
datagen=("$GAMEAI" xiangqi datagen --out "$data" --games "$GAMES" --nodes "$NODES"
  --threads "$THREADS" --seed "$round" --openings "$OPENINGS" "${eval_args[@]}")
show "${datagen[@]}" | tee "$log"
"${datagen[@]}" 2>&1 | tee -a "$log"
if [[ -n $MASTER ]]; then
  label=("$GAMEAI" xiangqi datagen --out "$master" --from-games "$MASTER" --nodes "$NODES"
    --threads "$THREADS" --seed "$round" "${eval_args[@]}")
  show "${label[@]}" | tee -a "$log"
  "${label[@]}" 2>&1 | tee -a "$log"
fi

# Step 2. Train on every round's data; the self-play files come last, so that the positions held
# out for validation are the latest self-play games.
shopt -s nullglob
files=("$WORK"/master-*.bin "$WORK"/round-*.bin)
train=("$GAMEAI" xiangqi train "${files[@]}" --out "$candidate" --epochs "$EPOCHS"
  --hidden "$HIDDEN" --rate "$RATE" --lambda "$LAMBDA" --threads "$THREADS" --name "round $round"
  "${start[@]}")
show "${train[@]}" | tee -a "$log"
"${train[@]}" 2>&1 | tee -a "$log"

# Step 3. The candidate against the network in use (or the classical evaluation).
match=("$GAMEAI" xiangqi match ai ai --net "$candidate" "${opponent[@]}" --sprt "$SPRT"
  --games "$MAX_GAMES" --movetime "$MOVETIME" --concurrency "$THREADS" --openings "$OPENINGS"
  --seed "$round")
show "${match[@]}" | tee -a "$log"
"${match[@]}" 2>&1 | tee -a "$log" | grep -E "^(Score|Elo|SPRT)" || true

# Step 4. Keep or discard.
if grep -q "H1 accepted" "$log"; then
  cp "$candidate" "$CURRENT"
  {
    echo
    echo "## Round $round ($(date -u +%Y-%m-%d))"
    echo
    echo '```'
    grep '^+ ' "$log" | sed 's/^+ //'
    echo '```'
    echo
    grep -E "^(Score|Elo|SPRT verdict)" "$log" | sed 's/^/    /'
  } >>"$HISTORY"
  echo "nnue-loop: round $round kept: $CURRENT replaced (rebuild to compile it in)"
else
  echo "nnue-loop: round $round discarded (the SPRT did not accept it); its data stays in $WORK"
fi
