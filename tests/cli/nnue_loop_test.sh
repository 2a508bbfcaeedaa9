#!/usr/bin/env bash
# scripts/nnue-loop.sh end to end, on a tiny scale, in a temporary directory:
# - round 1 starts from the classical evaluation and is kept (the SPRT's verdict is forced, so the
#   test does not depend on a real match's outcome); the network and the history are written;
# - round 2 goes on from round 1's network, relabels the stored games, trains on every round, and
#   its match fails: the script stops with an error and no verdict, and started again it goes on
#   with round 2 (its data kept) and discards it;
# - round 3 keeps round 2's labelling of the stored games (the network did not change);
# - the data of a round that is in the history is trained on, not resumed;
# - a round with a verdict is refused, and so are a bad round number and a missing program;
# - with MPIEXEC, round 1 again under LAUNCH="MPIEXEC -np 2": the same data files, byte for byte,
#   and a network trained and matched under the launcher.
# Usage: nnue_loop_test.sh GAMEAI SOURCE_DIR [MPIEXEC]
set -euo pipefail
gameai=$1
src=$2
mpiexec=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
w=$work/w

# The real program, but a match that fails (FAIL_MATCH=1) or whose verdict, after a real match
# that ran to its end, the test chooses (FORCE_H1=1).
cat >"$work/gameai" <<WRAP
#!/usr/bin/env bash
if [[ \$2 == match && \${FAIL_MATCH:-0} == 1 ]]; then echo "match: broken on purpose" >&2; exit 1; fi
"$gameai" "\$@"
status=\$?
if [[ \$2 == match && \$status == 0 && \${FORCE_H1:-0} == 1 ]]; then
  echo "SPRT verdict: H1 accepted (forced)"
fi
exit \$status
WRAP
chmod +x "$work/gameai"

fail() {
  echo "FAIL: $*"
  for f in "$w"/round-*.log; do
    echo "--- $f"
    cat "$f"
  done
  exit 1
}

# Runs the loop from $work with relative paths (they must be taken from there); the output is in
# $work/out and the status in $status.
loop() {
  status=0
  (cd "$work" && GAMEAI=gameai WORK=${LOOP_WORK:-w} NET=${LOOP_NET:-net.nnue} \
    HISTORY=${LOOP_HISTORY:-history.md} \
    MASTER="$src/tests/data/records/iccs.pgn" THREADS=2 GAMES=4 NODES=200 EPOCHS=2 HIDDEN=32 \
    MOVETIME=10 MAX_GAMES=2 bash "$src/scripts/nnue-loop.sh" "$@") >"$work/out" 2>&1 || status=$?
}
expect() {
  grep -q -- "$1" "$work/out" || {
    cat "$work/out"
    fail "expected '$1' in the script's output"
  }
}

# Round 1: classical data, a network trained from random weights, kept.
FORCE_H1=1 loop
[[ $status == 0 ]] || fail "round 1 exited with $status"
expect "round 1 kept"
[[ -s $w/round-1.bin && -s $w/master-1.bin ]] || fail "round 1 wrote no data"
cmp -s "$w/candidate-1.nnue" "$work/net.nnue" || fail "the kept candidate is not the network"
grep -q -- "datagen --out $w/round-1.bin .* --eval classical" "$w/round-1.log" ||
  fail "round 1's self-play did not use the classical evaluation"
grep -q -- "--from-games $src/tests/data/records/iccs.pgn .* --eval classical" "$w/round-1.log" ||
  fail "round 1 did not label the stored games"
grep -q "^SPRT verdict: none after 2 games" "$w/round-1.log" ||
  fail "round 1's match against the classical evaluation did not run to its end"
grep -q "^## Round 1 " "$work/history.md" || fail "round 1 is not in the history"
grep -q "xiangqi train $w/master-1.bin $w/round-1.bin .* --hidden 32" "$work/history.md" ||
  fail "the history lacks round 1's training command"
grep -q "| candidate-1.nnue | $(stat -c %s "$w/candidate-1.nnue") | " "$work/history.md" ||
  fail "the history lacks the network's size and checksum"
"$gameai" xiangqi analyse startpos --depth 2 --net "$work/net.nnue" | grep -q bestmove ||
  fail "the kept network does not play"
cp "$work/net.nnue" "$work/net-1.nnue"
cp "$work/history.md" "$work/history-1.md"

# Round 1 again, under an MPI launcher: datagen and the labelling write the same files as one
# process; training and the match run under it too.
if [[ -n $mpiexec ]]; then
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
  export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
  LAUNCH="$mpiexec --oversubscribe -np 2" LOOP_WORK=m LOOP_NET=net-m.nnue \
    LOOP_HISTORY=history-m.md FORCE_H1=1 loop
  [[ $status == 0 ]] || { cat "$work/out"; fail "round 1 under mpirun exited with $status"; }
  m=$work/m
  grep -q -- "^+ $mpiexec --oversubscribe -np 2 $work/gameai xiangqi datagen --out $m/round-1.bin" \
    "$m/round-1.log" || fail "datagen did not run under the launcher"
  grep -q -- "^+ $mpiexec --oversubscribe -np 2 $work/gameai xiangqi train " "$m/round-1.log" ||
    fail "training did not run under the launcher"
  grep -q "in each of 2 processes" "$m/round-1.log" || fail "training ran in one process"
  grep -q -- "^+ $mpiexec --oversubscribe -np 2 $work/gameai xiangqi match " "$m/round-1.log" ||
    fail "the match did not run under the launcher"
  cmp -s "$w/round-1.bin" "$m/round-1.bin" || fail "self-play under mpirun wrote another file"
  cmp -s "$w/master-1.bin" "$m/master-1.bin" || fail "labelling under mpirun wrote another file"
  [[ $(grep -c "^SPRT verdict: none after 2 games" "$m/round-1.match") == 1 ]] ||
    fail "the match under mpirun did not report once"
  "$gameai" xiangqi analyse startpos --depth 2 --net "$work/net-m.nnue" | grep -q bestmove ||
    fail "the network trained under mpirun does not play"
fi

# Round 2 (the one after the history's last), cut short by a failing match.
FAIL_MATCH=1 loop
[[ $status == 2 ]] || fail "a failed match gave status $status, not 2"
expect "round 2: the match failed"
[[ ! -f $w/round-2.verdict ]] || fail "a round whose match failed has a verdict"
[[ -s $w/round-2.bin && -s $w/master-2.bin && -s $w/candidate-2.nnue ]] || fail "round 2 wrote no data"
grep -q -- "datagen --out $w/round-2.bin .* --net $w/start-2.nnue" "$w/round-2.log" ||
  fail "round 2's self-play did not use the current network"
cmp -s "$w/start-2.nnue" "$work/net-1.nnue" || fail "round 2 did not start from round 1's network"
grep -q -- "train $w/master-2.bin $w/round-1.bin $w/round-2.bin .* --start $w/start-2.nnue" \
  "$w/round-2.log" || fail "round 2 did not train on every round from the current network"
data2=$(sha256sum <"$w/round-2.bin")

# Started again, the script goes on with round 2: the data is whole, the match is played.
loop
[[ $status == 0 ]] || fail "round 2 started again exited with $status"
expect "round 2 discarded"
[[ $(sha256sum <"$w/round-2.bin") == "$data2" ]] || fail "round 2's data changed when resumed"
[[ $(grep -c "^# round 2," "$w/round-2.log") == 2 ]] || fail "round 2's log does not hold both runs"
grep -q "epoch 2/2: loss" "$w/round-2.log" || fail "round 2 did not train"
grep -q "^SPRT verdict: none after 2 games" "$w/round-2.match" || fail "round 2 played no SPRT"
cmp -s "$work/net.nnue" "$work/net-1.nnue" || fail "a discarded round replaced the network"
cmp -s "$work/history.md" "$work/history-1.md" || fail "a discarded round wrote to the history"

# Round 3: the same network as round 2, so the stored games are not labelled again.
loop
[[ $status == 0 ]] || fail "round 3 exited with $status"
expect "round 3 discarded"
[[ ! -f $w/master-3.bin ]] || fail "round 3 labelled the stored games again with the same network"
grep -q -- "train $w/master-2.bin $w/round-1.bin $w/round-2.bin $w/round-3.bin " "$w/round-3.log" ||
  fail "round 3 did not train on round 2's labelling and every round's self-play"

# Data of a round in the history (made elsewhere) is trained on, not taken for a round cut short.
printf '\n## Round 10 (elsewhere)\n' >>"$work/history.md"
cp "$w/round-1.bin" "$w/round-10.bin"
loop
[[ $status == 0 ]] || fail "round 11 exited with $status"
expect "round 11 discarded"
grep -q -- "train $w/master-2.bin $w/round-1.bin $w/round-2.bin $w/round-3.bin $w/round-10.bin $w/round-11.bin " \
  "$w/round-11.log" || fail "round 11 did not train on every round in order"
loop 10
[[ $status == 2 ]] || fail "running round 10 of the history gave status $status, not 2"
expect "round 10 was kept (in $work/history.md) already"

# Refused: a round with a verdict, a round that is not a number, a missing program.
loop 2
[[ $status == 2 ]] || fail "running round 2 again gave status $status, not 2"
expect "round 2 was discarded already"
loop two
[[ $status == 2 ]] || fail "a round that is not a number gave status $status"
expect "must be a number"
status=0
GAMEAI="$work/none" bash "$src/scripts/nnue-loop.sh" >"$work/out" 2>&1 || status=$?
[[ $status == 2 ]] || fail "a missing program gave status $status"
expect "no program at $work/none"
echo "nnue-loop: rounds kept, cut short and resumed, discarded and refused, as expected"
