#!/bin/sh
# Strength measurements of the xiangqi engine, as quoted in docs/measurements/xiangqi-engine.md.
#
#   scripts/xiangqi_match.sh fsf [GAMES] [MOVETIME]      our engine against Fairy-Stockfish
#   scripts/xiangqi_match.sh levels [GAMES] [MOVETIME]   each level 2-10 against the level below
#   scripts/xiangqi_match.sh stop                        time from `stop` to `bestmove` (UCI, UCCI)
#
# GAMEAI points at the gameai executable (default: the ci build). Games use the 20 openings of
# tests/data/xiangqi_ai/openings.txt, each with both colours. CONCURRENCY (default 1) games are
# played at a time: at most one per idle core, since every engine searches on one thread.
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
      --openings "$openings" --concurrency "${CONCURRENCY:-1}"
    ;;
  levels)
    games=${2:-4}
    movetime=${3:-100}
    level=2
    while [ "$level" -le 10 ]; do
      echo "== level $level against level $((level - 1))"
      "$gameai" xiangqi match "ai:$level" "ai:$((level - 1))" --games "$games" \
        --movetime "$movetime" --openings "$openings" --seed "$level" \
        --concurrency "${CONCURRENCY:-1}"
      level=$((level + 1))
    done
    ;;
  stop)
    # As tests/engine/stop_test.cpp does: once the search has reported depth 3 and run 60 ms
    # more, `stop` is sent and the clock runs until `bestmove` is read; 7 tries per protocol.
    exec python3 - "$engine" <<'PY'
import subprocess, sys, time
def measure(protocol, ok, go):
    p = subprocess.Popen([sys.argv[1]], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    def send(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()
    def until(prefix):
        while not p.stdout.readline().startswith(prefix):
            pass
    send(protocol)
    until(ok)
    times = []
    for _ in range(7):
        send("position startpos")
        send(go)
        until("info depth 3")
        time.sleep(0.06)
        start = time.time()
        send("stop")
        until("bestmove")
        times.append((time.time() - start) * 1000)
    send("quit")
    p.wait()
    times.sort()
    print("%s %s: stop -> bestmove median %.1f ms, worst %.1f ms (%s)"
          % (protocol, go, times[3], times[-1], " ".join("%.1f" % t for t in times)))
measure("uci", "uciok", "go infinite")
measure("ucci", "ucciok", "go depth infinite")
PY
    ;;
  *)
    echo "usage: $0 fsf [GAMES] [MOVETIME] | levels [GAMES] [MOVETIME] | stop" >&2
    exit 2
    ;;
esac
