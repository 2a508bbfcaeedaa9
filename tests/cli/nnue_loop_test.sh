#!/usr/bin/env bash
# scripts/nnue-loop.sh end to end, on a tiny scale: round 1 starts from the classical evaluation
# and is kept (the SPRT's verdict is forced, so the test does not hang on a real match's outcome),
# round 2 goes on from round 1's network and is discarded. Each round must write its data and its
# candidate, train on every round's data, and replace the network and append to the history only
# when kept.
# Usage: nnue_loop_test.sh GAMEAI SOURCE_DIR
set -euo pipefail
gameai=$1
src=$2
work=$(mktemp -d)
trap "rm -rf \"$work\"" EXIT

# The real program, but a match whose verdict the test chooses (FORCE_H1=1).
cat >"$work/gameai" <<WRAP
#!/usr/bin/env bash
"$gameai" "\$@"
status=\$?
if [[ \$2 == match && \${FORCE_H1:-0} == 1 ]]; then echo "SPRT verdict: H1 accepted (forced)"; fi
exit \$status
WRAP
chmod +x "$work/gameai"

fail() {
  echo "FAIL: $*"
  for f in "$work"/w/round-*.log; do echo "--- $f"; cat "$f"; done
  exit 1
}

loop() {
  GAMEAI="$work/gameai" WORK="$work/w" NET="$work/net.nnue" HISTORY="$work/history.md" \
    MASTER="$src/tests/data/records/iccs.pgn" THREADS=2 GAMES=4 NODES=200 EPOCHS=2 HIDDEN=32 \
    MOVETIME=10 MAX_GAMES=2 bash "$src/scripts/nnue-loop.sh" "$@" >"$work/out" 2>&1 ||
    { cat "$work/out"; fail "nnue-loop.sh $* exited with an error"; }
}

# Round 1: classical data, a network trained from random weights, kept.
FORCE_H1=1 loop
grep -q "round 1 kept" "$work/out" || { cat "$work/out"; fail "round 1 was not kept"; }
[[ -s $work/w/round-1.bin && -s $work/w/master-1.bin ]] || fail "round 1 wrote no data"
cmp -s "$work/w/candidate-1.nnue" "$work/net.nnue" || fail "the kept candidate is not the network"
grep -q -- "datagen --out $work/w/round-1.bin .* --eval classical" "$work/w/round-1.log" ||
  fail "round 1's self-play did not use the classical evaluation"
grep -q -- "--from-games $src/tests/data/records/iccs.pgn" "$work/w/round-1.log" ||
  fail "round 1 did not label the stored games"
grep -q -- "--eval-b classical" "$work/w/round-1.log" || fail "round 1 was not matched with classical"
grep -q "^## Round 1 " "$work/history.md" || fail "round 1 is not in the history"
grep -q "xiangqi train $work/w/master-1.bin $work/w/round-1.bin " "$work/history.md" ||
  fail "the history lacks round 1's training command"
"$gameai" xiangqi analyse startpos --depth 2 --net "$work/net.nnue" | grep -q bestmove ||
  fail "the kept network does not play"

# Round 2 (numbered by the data so far): the network of round 1 makes the data and starts the
# training on both rounds' files; the real SPRT cannot decide in one pair, so it is discarded.
cp "$work/net.nnue" "$work/round-1.nnue"
cp "$work/history.md" "$work/history-1.md"
FORCE_H1=0 loop
grep -q "round 2 discarded" "$work/out" || { cat "$work/out"; fail "round 2 was not discarded"; }
[[ -s $work/w/round-2.bin && -s $work/w/candidate-2.nnue ]] || fail "round 2 wrote no data"
grep -q -- "datagen --out $work/w/round-2.bin .* --net $work/net.nnue" "$work/w/round-2.log" ||
  fail "round 2's self-play did not use the current network"
grep -q -- "train $work/w/master-1.bin $work/w/master-2.bin $work/w/round-1.bin $work/w/round-2.bin .* --start $work/net.nnue" \
  "$work/w/round-2.log" || fail "round 2 did not train on every round from the current network"
grep -q "epoch 2/2: loss" "$work/w/round-2.log" || fail "round 2 did not train"
grep -q "^SPRT" "$work/w/round-2.log" || fail "round 2 played no SPRT"
cmp -s "$work/net.nnue" "$work/round-1.nnue" || fail "a discarded round replaced the network"
cmp -s "$work/history.md" "$work/history-1.md" || fail "a discarded round wrote to the history"

# Bad settings stop before any work.
if GAMEAI="$work/none" bash "$src/scripts/nnue-loop.sh" >"$work/out" 2>&1; then fail "no program"; fi
grep -q "no program at $work/none" "$work/out" || fail "no message for a missing program"
if GAMEAI="$work/gameai" WORK="$work/w" bash "$src/scripts/nnue-loop.sh" two >"$work/out" 2>&1; then
  fail "a round that is not a number"
fi
grep -q "must be a number" "$work/out" || fail "no message for a bad round"
echo "nnue-loop: two rounds, one kept and one discarded, as expected"
