#!/usr/bin/env python3
"""Differential test of gameai's xiangqi move generator against Fairy-Stockfish.

Plays random games (seeded, so a run can be repeated) from the start position and from the
perft-table positions, and at every ply compares our legal move list with the one Fairy-Stockfish
gives for `go perft 1` in its xiangqi variant. Fairy-Stockfish's UCI output numbers ranks 1-10,
ours (ICCS) 0-9; moves are converted before comparing. Any difference is printed with the FEN and
the moves only one side produced, and the exit status is 1.

Usage:
  scripts/xiangqi_diff.py [--games N] [--plies N] [--seed S] [--movelist PATH] [--engine PATH]

--movelist is the `xiangqi_movelist` test tool (default: build/ci/tests/xiangqi/xiangqi_movelist).
Standard library only.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
UCI_MOVE = re.compile(r"^([a-i])(\d+)([a-i])(\d+):\s*\d+$")


class Ours:
    """The xiangqi_movelist tool in line mode: `FEN [moves ...]` in, `FEN<TAB>moves` out."""

    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)

    def query(self, fen, moves=()):
        line = fen + (" moves " + " ".join(moves) if moves else "")
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        reply = self.proc.stdout.readline().rstrip("\n")
        if not reply or reply.startswith("error:"):
            raise RuntimeError(f"xiangqi_movelist rejected {line!r}: {reply}")
        fen_after, _, move_text = reply.partition("\t")
        return fen_after, set(move_text.split())

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


class UciProcess:
    """An engine over UCI: lines in, and waiting for the reply that starts with a given word."""

    name = "engine"

    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.name} exited unexpectedly")
            if line.startswith(prefix):
                return line.strip()


class Fairy(UciProcess):
    """Fairy-Stockfish over UCI with UCI_Variant xiangqi."""

    name = "fairy-stockfish"

    def __init__(self, path):
        super().__init__(path)
        self.send("setoption name UCI_Variant value xiangqi")
        self.send("isready")
        self.wait_for("readyok")

    def legal_moves(self, fen):
        self.send("position fen " + fen)
        self.send("go perft 1")
        moves = set()
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish exited unexpectedly")
            line = line.strip()
            if line.startswith("Nodes searched"):
                return moves
            m = UCI_MOVE.match(line)
            if m:  # ranks 1-10 in its UCI output, 0-9 in ICCS
                moves.add(f"{m.group(1)}{int(m.group(2)) - 1}{m.group(3)}{int(m.group(4)) - 1}")

    def close(self):
        self.send("quit")
        self.proc.wait()


def start_positions():
    fens = [START_FEN]
    table = os.path.join(ROOT, "tests", "data", "xiangqi", "perft.epd")
    with open(table, encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                fens.append(line.split(";")[0].strip())
    return fens


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="random games to play (default 40)")
    parser.add_argument("--plies", type=int, default=200, help="longest game in plies (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--movelist", default=os.path.join(ROOT, "build", "ci", "tests", "xiangqi",
                                                           "xiangqi_movelist"))
    parser.add_argument("--engine", default="/usr/games/fairy-stockfish")
    args = parser.parse_args()
    for path, what in ((args.movelist, "--movelist"), (args.engine, "--engine")):
        if not os.access(path, os.X_OK):
            print(f"error: {what} {path} is not an executable; build xiangqi_movelist with "
                  "`cmake --build --preset ci --target xiangqi_movelist` or pass the path",
                  file=sys.stderr)
            return 2

    rng = random.Random(args.seed)
    ours, fairy = Ours(args.movelist), Fairy(args.engine)
    starts = start_positions()
    positions = moves_compared = mismatches = checkmated = 0
    began = time.time()
    try:
        for game in range(args.games):
            fen, legal = ours.query(starts[game % len(starts)])
            for _ in range(args.plies):
                theirs = fairy.legal_moves(fen)
                positions += 1
                moves_compared += len(legal)
                if legal != theirs:
                    mismatches += 1
                    print(f"MISMATCH {fen}\n  only ours:  {sorted(legal - theirs)}\n"
                          f"  only fairy: {sorted(theirs - legal)}")
                if not legal:
                    checkmated += 1
                    break
                fen, legal = ours.query(fen, [rng.choice(sorted(legal))])
    finally:
        ours.close()
        fairy.close()
    print(f"{positions} positions from {args.games} random games (seed {args.seed}), "
          f"{moves_compared} legal moves compared, {checkmated} games ended without a legal move, "
          f"{mismatches} mismatches, {time.time() - began:.1f} s")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
