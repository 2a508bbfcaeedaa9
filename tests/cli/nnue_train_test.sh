#!/usr/bin/env bash
# `gameai xiangqi train` on shards and manifests, stopped and resumed, under mpirun, and refusing
# bad input; `gameai xiangqi datagen` stopped by Ctrl-C and killed:
# - a manifest (paths relative to it) trains the network its files give;
# - Ctrl-C writes a checkpoint and exits 130; --resume ends with the uninterrupted run's network;
# - a shard of another format version, a truncated shard, a manifest naming a missing file and a
#   start network of another architecture are refused, naming the file;
# - datagen stopped by Ctrl-C or killed goes on to the file an uninterrupted run writes;
# - with MPIEXEC, `mpirun -np 2` trains to the validation loss of one process (within 0.5 %).
# Usage: nnue_train_test.sh GAMEAI [MPIEXEC]
set -euo pipefail
gameai=$1
mpiexec=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none

fail() {
  echo "FAIL: $*"
  exit 1
}
# Waits (without a fixed sleep) until `test` holds, for at most a minute.
wait_until() {
  local tries=0
  until eval "$1"; do
    tries=$((tries + 1))
    [[ $tries -lt 6000 ]] || fail "timed out waiting for: $1"
    sleep 0.01
  done
}
datagen() { "$gameai" xiangqi datagen --eval classical --nodes 200 --threads 2 "$@"; }

datagen --games 8 --seed 1 --out a.bin >/dev/null 2>&1
datagen --games 8 --seed 2 --out b.bin >/dev/null 2>&1
mkdir lists
printf '# the two shards\n../a.bin\n\n../b.bin  # the latest games\n' >lists/all.list

base=(xiangqi train --hidden 32 --seed 4)
train=("${base[@]}" --batch 64 --threads 2)
"$gameai" "${train[@]}" a.bin b.bin --epochs 2 --out direct.nnue >direct.out 2>&1 ||
  fail "training on two files: $(cat direct.out)"
"$gameai" "${train[@]}" lists/all.list --epochs 2 --out listed.nnue --buffer 100 >listed.out 2>&1 ||
  fail "training on a manifest: $(cat listed.out)"
grep -q "in 2 files.*a shuffle window of 100 positions" listed.out || fail "$(cat listed.out)"
grep -q "epoch 2/2: loss .* validation .* positions/s" listed.out || fail "$(cat listed.out)"
"$gameai" "${train[@]}" lists/all.list --epochs 2 --out same.nnue >same.out 2>&1
cmp -s direct.nnue same.nnue || fail "a manifest of the files trained another network"

# Ctrl-C in the middle, then --resume: the uninterrupted run's network, bit for bit.
long=("${base[@]}" a.bin b.bin --batch 32 --threads 2)
long+=(--epochs 20)
"$gameai" "${long[@]}" --out whole.nnue >whole.out 2>&1 || fail "$(cat whole.out)"
"$gameai" "${long[@]}" --out cut.nnue >cut.out 2>&1 &
pid=$!
wait_until 'grep -q "epoch 1/20" cut.out'
kill -INT $pid
status=0
wait $pid || status=$?
[[ $status == 130 ]] || fail "Ctrl-C gave status $status: $(tail -n 3 cut.out)"
grep -q "interrupted: checkpoint written to cut.nnue.ckpt" cut.out || fail "$(tail -n 3 cut.out)"
"$gameai" "${long[@]}" --out cut.nnue --resume cut.nnue.ckpt >resume.out 2>&1 ||
  fail "resuming: $(tail -n 3 resume.out)"
grep -q "going on from cut.nnue.ckpt at epoch" resume.out || fail "$(head -n 1 resume.out)"
cmp -s whole.nnue cut.nnue || fail "a run stopped and resumed trained another network"
"$gameai" "${base[@]}" a.bin b.bin --batch 32 --threads 2 --epochs 19 --out other.nnue --resume cut.nnue.ckpt >other.out 2>&1 &&
  fail "a checkpoint was resumed with other options"
grep -q "other data or options" other.out || fail "$(cat other.out)"

# Bad input: each refused with status 2, naming the file.
refused() {
  local expected=$1
  shift
  local status=0
  "$gameai" "$@" >bad.out 2>&1 || status=$?
  [[ $status == 2 ]] || fail "$* gave status $status: $(cat bad.out)"
  grep -q -- "$expected" bad.out || fail "$* did not say '$expected': $(cat bad.out)"
}
cp a.bin version2.bin
printf '\x02' | dd of=version2.bin bs=1 seek=4 conv=notrunc status=none
refused "version2.bin: positions format version 2" "${train[@]}" a.bin version2.bin --out x.nnue
head -c 1000 a.bin >cut.bin
refused "cut.bin: truncated: the header counts" "${train[@]}" cut.bin --out x.nnue
printf '../a.bin\n../missing.bin\n' >lists/missing.list
refused "lists/missing.list:2: lists/../missing.bin: no such positions file" \
  "${train[@]}" lists/missing.list --out x.nnue
cp direct.nnue wide.nnue
printf '\xed\x04' | dd of=wide.nnue bs=1 seek=8 conv=notrunc status=none  # 1261 inputs
refused "wide.nnue: a network of 1261 inputs" "${train[@]}" a.bin --start wide.nnue --out x.nnue
refused "--resume: whole.nnue: not a training checkpoint" "${train[@]}" a.bin --resume whole.nnue \
  --out x.nnue
[[ ! -e x.nnue ]] || fail "refused input wrote a network"

# datagen: Ctrl-C ends the games under way and writes them; a killed run keeps the games it
# wrote; each goes on to the file one uninterrupted run writes.
games=(--games 12 --seed 3)
datagen "${games[@]}" --out whole.bin >/dev/null 2>&1
for signal in INT KILL; do
  rm -f part.bin
  "$gameai" xiangqi datagen --eval classical --nodes 200 --threads 2 "${games[@]}" \
    --out part.bin >part.out 2>&1 &
  pid=$!
  wait_until '[[ -f part.bin && $(stat -c %s part.bin) -gt 32 ]]'
  kill -$signal $pid
  status=0
  wait $pid || status=$?
  if [[ $signal == INT ]]; then
    [[ $status == 130 ]] || fail "datagen stopped by Ctrl-C gave status $status: $(cat part.out)"
    grep -q "interrupted: the games under way were ended and written" part.out ||
      fail "$(cat part.out)"
  fi
  datagen "${games[@]}" --out part.bin >part.out 2>&1 || fail "resuming datagen: $(cat part.out)"
  cmp -s whole.bin part.bin || fail "datagen stopped by SIG$signal and resumed wrote another file"
done

# mpirun -np 2 against one process: the same validation loss within 0.5 %.
if [[ -n $mpiexec ]]; then
  spread=("${base[@]}" --batch 64 a.bin b.bin --epochs 3 --threads 1)
  "$gameai" "${spread[@]}" --out one.nnue >one.out 2>&1 || fail "$(cat one.out)"
  "$mpiexec" --oversubscribe -np 2 "$gameai" "${spread[@]}" --out two.nnue >two.out 2>&1 ||
    fail "mpirun: $(cat two.out)"
  grep -q "1 thread in each of 2 processes" two.out || fail "$(head -n 1 two.out)"
  [[ $(grep -c "^epoch" two.out) == 3 ]] || fail "only the root reports: $(cat two.out)"
  loss() { sed -n 's/.*(\([0-9.]*\) as the engine runs it).*/\1/p' "$1"; }
  awk -v a="$(loss one.out)" -v b="$(loss two.out)" \
    'BEGIN { d = a - b; if (d < 0) d = -d; exit !(a > 0 && d <= 0.005 * a) }' ||
    fail "validation loss $(loss two.out) under mpirun, $(loss one.out) in one process"
  echo "mpirun -np 2: validation loss $(loss two.out), one process $(loss one.out)"
fi
echo "nnue train: manifests, resume, bad input, datagen interrupted and mpirun as expected"
