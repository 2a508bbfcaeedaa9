#!/usr/bin/env bash
# scripts/coldclear-compare.sh with two stand-ins for the Cold Clears (the scripted TBP bot,
# honest or crashing): the table has every row and column, a bot that fails shows in the exit
# status, and a bad directory or count is a usage error.
#   coldclear_compare_test.sh SOURCE_DIR GAMEAI FAKE_TBP_BOT
set -euo pipefail
src=$1
gameai=$2
fake=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
bots() {
  for b in cold-clear-tbp cold-clear-2; do
    printf '#!/bin/sh\nexec "%s" %s\n' "$fake" "$1" > "$dir/$b"
    chmod +x "$dir/$b"
  done
}
run() {
  GAMEAI=$gameai THINK_MS=0 PIECES=12 bash "$src/scripts/coldclear-compare.sh" "$@"
}

bots honest
out=$(run "$dir" 1 2> "$dir/err") || fail "status $? with honest bots: $(cat "$dir/err")"
grep -qF '| games a mode: 1 | gameai bot | Cold Clear 1 | Cold Clear 2 |' <<< "$out" ||
  fail "no table header in: $out"
for row in '40-line sprint: pieces' 'ultra: lines sent a piece' 'ultra: T-spins a game' \
  'ultra: tetrises a game' 'dig 100 rows: pieces' 'dig 100 rows: most pieces in a game'; do
  line=$(grep -F "| $row |" <<< "$out") || fail "no row '$row' in: $out"
  # Three cells, each a figure.
  cells=$(awk -F'|' '{print NF - 3}' <<< "$line")
  [ "$cells" = 3 ] || fail "row '$row' has $cells cells: $line"
  grep -q 'failed' <<< "$line" && fail "a cell failed: $line"
done
[ "$(grep -c '^\$ ' <<< "$out")" = 9 ] || fail "expected the nine commands run, in: $out"

# A bot that crashes at its third suggest: its runs end early, and the status says so.
bots "crash 3"
status=0
run "$dir" 1 > "$dir/out" 2> "$dir/err" || status=$?
[ "$status" = 1 ] || fail "status $status with crashing bots (expected 1): $(cat "$dir/err")"
grep -q 'forfeits' "$dir/err" || fail "no forfeit named on stderr: $(cat "$dir/err")"

# Usage errors: status 2 and a message naming what to fix.
status=0
run "$dir/none" > /dev/null 2> "$dir/err" || status=$?
[ "$status" = 2 ] && grep -q 'is not a directory' "$dir/err" || fail "missing dir: $status"
status=0
run "$dir" 0 > /dev/null 2> "$dir/err" || status=$?
[ "$status" = 2 ] && grep -q 'GAMES must be' "$dir/err" || fail "zero games: $status"
rm "$dir/cold-clear-2"
status=0
run "$dir" 1 > /dev/null 2> "$dir/err" || status=$?
[ "$status" = 2 ] && grep -q 'no executable cold-clear-2' "$dir/err" || fail "no bot: $status"
echo "coldclear-compare: ok"
