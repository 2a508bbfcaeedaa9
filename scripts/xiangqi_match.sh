#!/bin/sh
# Strength measurements of the xiangqi engine, as quoted in docs/xiangqi-engine.md.
#
#   scripts/xiangqi_match.sh fsf [GAMES] [MOVETIME]      our engine against Fairy-Stockfish
#   scripts/xiangqi_match.sh levels [GAMES] [MOVETIME]   each level 2-10 against the level below
#   scripts/xiangqi_match.sh stop                        time from `stop` to `bestmove` (5 tries)
#
# GAMEAI points at the gameai executable (default: the ci build). Games use the 20 openings of
# tests/data/xiangqi_ai/openings.txt, each with both colours.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
gameai=${GAMEAI:-$here/build/ci/apps/cli/gameai}
engine=${ENGINE:-$here/build/ci/apps/engine/gameai-xiangqi}
openings=$here/tests/data/xiangqi_ai/openings.txt
mode=${1:-}
case $mode in
  fsf)
    games=${2:-40}
    movetime=${3:-300}
    fsf=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
    exec "$gameai" xiangqi match ai "uci:$fsf" --games "$games" --movetime "$movetime" \
      --openings "$openings"
    ;;
  levels)
    games=${2:-4}
    movetime=${3:-100}
    level=2
    while [ "$level" -le 10 ]; do
      echo "== level $level against level $((level - 1))"
      "$gameai" xiangqi match "ai:$level" "ai:$((level - 1))" --games "$games" \
        --movetime "$movetime" --openings "$openings" --seed "$level"
      level=$((level + 1))
    done
    ;;
  stop)
    exec python3 - "$engine" <<'PY'
import subprocess, sys, time
p = subprocess.Popen([sys.argv[1]], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
def send(line):
    p.stdin.write(line + "\n")
    p.stdin.flush()
send("uci")
while p.stdout.readline().strip() != "uciok":
    pass
worst = 0.0
for _ in range(5):
    send("position startpos")
    send("go infinite")
    time.sleep(0.5)
    start = time.time()
    send("stop")
    while not p.stdout.readline().startswith("bestmove"):
        pass
    worst = max(worst, (time.time() - start) * 1000)
send("quit")
p.wait()
print("worst stop -> bestmove: %.1f ms" % worst)
PY
    ;;
  *)
    echo "usage: $0 fsf [GAMES] [MOVETIME] | levels [GAMES] [MOVETIME] | stop" >&2
    exit 2
    ;;
esac
