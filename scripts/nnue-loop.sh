#!/usr/bin/env bash
# One round of the evaluation network's loop (docs/nnue.md): datagen -> train -> SPRT against the
# current network (or the classical evaluation when there is none) -> keep or discard.
#
#   scripts/nnue-loop.sh [ROUND]
#
# Without ROUND it goes on with a round that was cut short (its data written, no verdict yet), or
# else starts the round after the last one in HISTORY or WORK. A round with a verdict is not run
# again.
#
# Settings come from the environment (defaults in brackets; relative paths are taken from the
# directory the script is started in, the defaults from the repository's root):
#   GAMEAI    the gameai program [build/release/apps/cli/gameai]
#   WORK      where data and candidate networks go, outside git [nnue-work]
#   NET       the current network, replaced when a candidate is kept [data/nnue/xiangqi.nnue]
#   HISTORY   where a kept round's commands and result are appended [data/nnue/README.md]
#   THREADS   cores to use [all]
#   GAMES     self-play games of the round [2000]      NODES   nodes a move [5000]
#   MASTER    stored games whose positions the current network's search labels, once for each
#             network [data/xiangqi-master-games-iccs.pgn; empty: none]
#   EPOCHS    training passes [20]                     RATE    the training step at the start [0.001]
#   LAMBDA    the search score's share of the target [0.75]
#   HIDDEN    accumulator size of a network trained from random weights [256]
#   FRESH     1: train from random weights (needed to change HIDDEN) [0]
#   MOVETIME  ms a move in the SPRT [200]               SPRT    Elo bounds [0,10]
#   MAX_GAMES most SPRT games [4000]
#   LAUNCH    a launcher the round's commands run under, e.g. "mpirun -np 4", "mpirun --hostfile
#             hosts -np 64" or "srun" (docs/distributed.md); THREADS is then each process's [none]
# Every round's self-play data stays in WORK and is trained on again, with the latest labelling of
# the stored games; the round's network starts from the current one (unless FRESH=1). A kept
# network replaces NET and the commands that made it are appended to HISTORY; rebuild to compile
# it in.
set -euo pipefail

# Paths given in the environment are relative to where the script was started.
absolute() { if [[ -z $1 || $1 == /* ]]; then echo "$1"; else echo "$PWD/$1"; fi; }
for name in GAMEAI WORK NET HISTORY MASTER; do
  [[ -n ${!name:-} ]] && printf -v "$name" '%s' "$(absolute "${!name}")"
done
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
read -r -a launch <<<"${LAUNCH:-}"
OPENINGS=tests/data/xiangqi_ai/openings.txt

die() {
  echo "nnue-loop: $*" >&2
  exit 2
}
[[ -x $GAMEAI ]] || die "no program at $GAMEAI: build it (cmake --preset release && cmake" \
  "--build build/release --target gameai) or set GAMEAI"
[[ -z $MASTER || -f $MASTER ]] || die "no games file at $MASTER: set MASTER to one, or to nothing"
[[ -d $(dirname "$CURRENT") ]] || die "no directory for the network $CURRENT"
[[ -d $(dirname "$HISTORY") ]] || die "no directory for the history $HISTORY"
mkdir -p "$WORK"

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

# The numbers N of the files WORK/PREFIX-N.bin, in order.
numbered() {
  find "$WORK" -maxdepth 1 -name "$1-*.bin" | sed "s/.*$1-\([0-9]*\)\.bin\$/\1/" | sort -n
}
# The rounds in WORK with data, in order.
rounds() { numbered round; }

# The rounds recorded in HISTORY (kept, from here or elsewhere).
recorded() { grep -o '^## Round [0-9]*' "$HISTORY" 2>/dev/null | grep -o '[0-9]*$' || true; }
# A round's verdict: kept, discarded, or nothing yet.
verdict() {
  if [[ -f $WORK/round-$1.verdict ]]; then
    cat "$WORK/round-$1.verdict"
  elif recorded | grep -qx "$1"; then
    echo "kept (in $HISTORY)"
  fi
}

if [[ $# -gt 0 ]]; then
  round=$1
  [[ $round =~ ^[1-9][0-9]*$ ]] || die "the round must be a number from 1, not '$round'"
else
  round=
  for r in $(rounds); do
    if [[ -z $(verdict "$r") ]]; then
      round=$r
      break
    fi
  done
  if [[ -z $round ]]; then
    last=$( (recorded; rounds) | sort -n | tail -n 1)
    round=$((${last:-0} + 1))
  fi
fi
if [[ -n $(verdict "$round") ]]; then
  die "round $round was $(verdict "$round") already; start the next round"
fi
data="$WORK/round-$round.bin"
candidate="$WORK/candidate-$round.nnue"
log="$WORK/round-$round.log"
echo "# round $round, $(date -u '+%Y-%m-%d %H:%M:%S UTC')" | tee -a "$log"

# The network the round starts from, kept beside its data (the current one is replaced when the
# round is kept, and the history names this copy).
start_net="$WORK/start-$round.nnue"
if [[ -f $CURRENT ]]; then
  [[ -f $start_net ]] || cp "$CURRENT" "$start_net"
  eval_args=(--net "$start_net")
  opponent=(--net-b "$start_net")
  start=(--start "$start_net")
else
  eval_args=(--eval classical)
  opponent=(--eval-b classical)
  start=()
fi
[[ $FRESH == 1 ]] && start=()
net_id=classical
[[ -f $start_net ]] && net_id=$(sha256sum "$start_net" | cut -c1-64)

# Step 1. Self-play data, searched with the current network (the classical evaluation when there
# is none yet), and the stored games' positions labelled by the same search unless a round before
# labelled them with this network. A run cut short goes on where it stopped when started again.
datagen=("${launch[@]}" "$GAMEAI" xiangqi datagen --out "$data" --games "$GAMES" --nodes "$NODES"
  --threads "$THREADS" --seed "$round" --openings "$OPENINGS" "${eval_args[@]}")
show "${datagen[@]}" | tee -a "$log"
"${datagen[@]}" 2>&1 | tee -a "$log"
if [[ -n $MASTER ]] && ! grep -qxF "$net_id $MASTER" "$WORK"/master-*.id 2>/dev/null; then
  master="$WORK/master-$round.bin"
  label=("${launch[@]}" "$GAMEAI" xiangqi datagen --out "$master" --from-games "$MASTER" --nodes "$NODES"
    --threads "$THREADS" --seed "$round" "${eval_args[@]}")
  show "${label[@]}" | tee -a "$log"
  "${label[@]}" 2>&1 | tee -a "$log"
  echo "$net_id $MASTER" >"$WORK/master-$round.id"
fi

# Step 2. Train on every round's self-play and the latest labelling of the stored games. The
# self-play files come last, in round order, so that the positions held out for validation are
# the latest games. The files stream through a shuffle window (memory does not grow with the
# data); a checkpoint after each epoch lets a training cut short go on (--resume) when the
# script is started again.
files=()
latest_master=$(numbered master | tail -n 1)
[[ -n $latest_master ]] && files+=("$WORK/master-$latest_master.bin")
for r in $(rounds); do files+=("$WORK/round-$r.bin"); done
train=("${launch[@]}" "$GAMEAI" xiangqi train "${files[@]}" --out "$candidate" --epochs "$EPOCHS" --rate "$RATE"
  --lambda "$LAMBDA" --threads "$THREADS" --name "round $round")
if [[ ${#start[@]} -gt 0 ]]; then train+=("${start[@]}"); else train+=(--hidden "$HIDDEN"); fi
checkpoint="$candidate.ckpt"
[[ -f $checkpoint && ! -f $WORK/round-$round.trained ]] && train+=(--resume "$checkpoint")
if [[ -f $WORK/round-$round.trained ]]; then
  echo "# round $round: trained already ($candidate)" | tee -a "$log"
else
  show "${train[@]}" | tee -a "$log"
  if ! "${train[@]}" 2>&1 | tee -a "$log"; then
    die "round $round: the training stopped (its checkpoint is $checkpoint); run the script" \
      "again to go on from it, or remove it to train again from the start"
  fi
  touch "$WORK/round-$round.trained"
fi

# Step 3. The candidate against the network in use (or the classical evaluation). Its report goes
# to a file of its own, so that only this run's verdict counts.
match=("${launch[@]}" "$GAMEAI" xiangqi match ai ai --net "$candidate" "${opponent[@]}" --sprt "$SPRT"
  --games "$MAX_GAMES" --movetime "$MOVETIME" --concurrency "$THREADS" --openings "$OPENINGS"
  --seed "$round")
show "${match[@]}" | tee -a "$log"
report="$WORK/round-$round.match"
if ! "${match[@]}" >"$report" 2>&1; then
  cat "$report" >>"$log"
  tail -n 5 "$report" >&2
  die "round $round: the match failed (its output is in $log); run the script again to play it again"
fi
cat "$report" >>"$log"
grep -E "^(Score|Elo|SPRT)" "$report" || true

# Step 4. Keep or discard. The history is written first and the network replaced in one rename,
# so that a kept network is never without its record or half copied.
if grep -q "^SPRT verdict: H1 accepted" "$report"; then
  {
    echo
    echo "## Round $round ($(date -u +%Y-%m-%d))"
    echo
    echo '```'
    grep '^+ ' "$log" | sed 's/^+ //'
    echo '```'
    echo
    echo "| file | bytes | sha256 |"
    echo "|---|---|---|"
    for f in "${files[@]}" "$start_net" "$candidate"; do
      [[ -f $f ]] && echo "| $(basename "$f") | $(stat -c %s "$f") | $(sha256sum "$f" | cut -c1-64) |"
    done
    echo
    { grep '^Trained on' "$log" | tail -n 1; grep -E "^(Score|Elo|SPRT verdict)" "$report"; } |
      sed 's/^/    /'
  } >>"$HISTORY"
  cp "$candidate" "$CURRENT.new"
  mv "$CURRENT.new" "$CURRENT"
  echo kept >"$WORK/round-$round.verdict"
  echo "nnue-loop: round $round kept: $CURRENT replaced (rebuild to compile it in)"
else
  echo discarded >"$WORK/round-$round.verdict"
  echo "nnue-loop: round $round discarded (the SPRT did not accept it); its data stays in $WORK"
fi
