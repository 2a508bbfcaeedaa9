#!/usr/bin/env bash
# One round of the evaluation network's loop (docs/nnue.md): datagen -> train -> SPRT against the
# network in data/nnue/ (or the classical evaluation when there is none) -> keep or discard.
#
#   scripts/nnue-loop.sh [ROUND]
#
# Settings come from the environment (defaults in brackets):
#   GAMEAI    the gameai program [build/release/apps/cli/gameai]
#   WORK      where data and candidate networks go, outside git [nnue-work]
#   THREADS   cores to use [all]
#   GAMES     self-play games of the round [2000]      NODES   nodes a move [5000]
#   EPOCHS    training passes [20]                     HIDDEN  accumulator size [256]
#   LAMBDA    the search score's share of the target [0.75]
#   MOVETIME  ms a move in the SPRT [200]               SPRT    Elo bounds [0,10]
#   MAX_GAMES most SPRT games [4000]                   FRESH   1: train from random weights
# Every round's data stays in WORK and is trained on again; the round's network starts from the
# one in data/nnue/ (unless FRESH=1). Kept networks replace data/nnue/xiangqi.nnue and the
# commands that made them are appended to data/nnue/HISTORY.md; rebuild to compile them in.
set -euo pipefail
cd "$(dirname "$0")/.."

GAMEAI=${GAMEAI:-build/release/apps/cli/gameai}
WORK=${WORK:-nnue-work}
THREADS=${THREADS:-$(nproc)}
GAMES=${GAMES:-2000}
NODES=${NODES:-5000}
EPOCHS=${EPOCHS:-20}
HIDDEN=${HIDDEN:-256}
LAMBDA=${LAMBDA:-0.75}
MOVETIME=${MOVETIME:-200}
SPRT=${SPRT:-0,10}
MAX_GAMES=${MAX_GAMES:-4000}
FRESH=${FRESH:-0}
OPENINGS=tests/data/xiangqi_ai/openings.txt
CURRENT=data/nnue/xiangqi.nnue

if [[ ! -x $GAMEAI ]]; then
  echo "nnue-loop: no program at $GAMEAI: build it (cmake --preset release && cmake --build" \
    "build/release --target gameai) or set GAMEAI" >&2
  exit 2
fi
mkdir -p "$WORK"
round=${1:-$(($(ls "$WORK"/round-*.bin 2>/dev/null | wc -l) + 1))}
data="$WORK/round-$round.bin"
candidate="$WORK/candidate-$round.nnue"
log="$WORK/round-$round.log"

# Step 1. Self-play data, searched with the current network (the classical evaluation when there
# is none yet). A run cut short goes on where it stopped when started again.
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
echo "+ ${datagen[*]}" | tee "$log"
"${datagen[@]}" 2>&1 | tee -a "$log"

# Step 2. Train on every round's data.
train=("$GAMEAI" xiangqi train "$WORK"/round-*.bin --out "$candidate" --epochs "$EPOCHS"
  --hidden "$HIDDEN" --lambda "$LAMBDA" --threads "$THREADS" --name "round $round"
  "${start[@]}")
echo "+ ${train[*]}" | tee -a "$log"
"${train[@]}" 2>&1 | tee -a "$log"

# Step 3. The candidate against the network in use (or the classical evaluation).
match=("$GAMEAI" xiangqi match ai ai --net "$candidate" "${opponent[@]}" --sprt "$SPRT"
  --games "$MAX_GAMES" --movetime "$MOVETIME" --concurrency "$THREADS" --openings "$OPENINGS"
  --seed "$round")
echo "+ ${match[*]}" | tee -a "$log"
"${match[@]}" 2>&1 | tee -a "$log" | grep -E "^(Score|Elo|SPRT|LLR)" || true

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
  } >>data/nnue/HISTORY.md
  echo "nnue-loop: round $round kept: $CURRENT replaced (rebuild to compile it in)"
else
  echo "nnue-loop: round $round discarded (the SPRT did not accept it); its data stays in $WORK"
fi
