#!/usr/bin/env python3
"""Training positions for `gameai xiangqi tune`, scored by Fairy-Stockfish.

Without Fairy-Stockfish, `gameai xiangqi tune-data --out FILE` writes the same kind of file from
our engine's own games, each position scored by our own deeper search (optionally blended with
the game's result), on threads and under mpirun; see docs/xiangqi-engine.md. This script is for
labels from a stronger reference engine.

Plays games of gameai-xiangqi against itself at a small node budget, each opened with a few random
legal moves so that no two games are alike, and samples positions from them. Every sampled
position is then scored by a reference engine (Fairy-Stockfish in its xiangqi variant, searched
to a fixed depth), and written as one line `FEN;SCORE`, the score in the reference engine's
centipawns from the side to move's point of view. Decided positions (mate scores) and the
opening plies are left out; the tuner itself skips positions in check and those with a winning
capture.

Usage:
  scripts/xiangqi_tune_data.py --out FILE [--games N] [--nodes N] [--depth N] [--jobs N] [--seed S]

Needs the built engine and the xiangqi_movelist tool (build/ci), and fairy-stockfish
(`apt-get install fairy-stockfish`). Standard library only.
"""

import argparse
import multiprocessing
import os
import random
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xiangqi_diff import ROOT, START_FEN, Fairy, Ours, UciProcess  # noqa: E402

SCORE = re.compile(r"\bscore (cp|mate) (-?\d+)")


class Engine(UciProcess):
    """gameai-xiangqi over UCI, asked for a move at a fixed node budget."""

    name = "gameai-xiangqi"

    def best_move(self, fen, nodes):
        self.send("position fen " + fen)
        self.send(f"go nodes {nodes}")
        reply = self.wait_for("bestmove").split()
        return reply[1] if len(reply) > 1 and reply[1] != "(none)" else None

    def close(self):
        self.send("quit")
        self.proc.wait()


class Reference(Fairy):
    """The reference engine's score for a position, or None for a mate score."""

    def score(self, fen, depth):
        self.send("position fen " + fen)
        self.send(f"go depth {depth}")
        last = None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("fairy-stockfish exited unexpectedly")
            m = SCORE.search(line)
            if m:
                last = m
            if line.startswith("bestmove"):
                break
        if last is None or last.group(1) == "mate":
            return None
        return int(last.group(2))


def play_games(job):
    """One worker: plays its share of games and returns the sampled, scored positions."""
    args, first, count = job
    rng = random.Random(args.seed * 1000003 + first)
    movelist = Ours(args.movelist)
    engine = Engine(args.engine)
    reference = Reference(args.reference)
    lines = []
    try:
        for game in range(first, first + count):
            fen, legal = movelist.query(START_FEN)
            opening = rng.randint(2, 10)
            for ply in range(args.plies):
                if not legal:
                    break
                if ply >= opening + 4 and rng.random() < args.sample:
                    score = reference.score(fen, args.depth)
                    if score is not None:
                        lines.append(f"{fen};{score}")
                if ply < opening or rng.random() < 0.02:
                    move = rng.choice(sorted(legal))
                else:
                    move = engine.best_move(fen, args.nodes)
                    if move is None:
                        break
                fen, legal = movelist.query(fen, [move])
            print(f"game {game + 1}: {len(lines)} positions so far in this job", file=sys.stderr,
                  flush=True)
    finally:
        movelist.close()
        engine.close()
        reference.close()
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True, help="file to write (FEN;SCORE lines)")
    parser.add_argument("--games", type=int, default=200, help="games to play (default 200)")
    parser.add_argument("--plies", type=int, default=160, help="longest game (default 160)")
    parser.add_argument("--nodes", type=int, default=4000,
                        help="gameai-xiangqi's node budget per move (default 4000)")
    parser.add_argument("--depth", type=int, default=8,
                        help="reference search depth for each score (default 8)")
    parser.add_argument("--sample", type=float, default=0.5,
                        help="share of positions kept (default 0.5)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    build = os.path.join(ROOT, "build", "ci")
    parser.add_argument("--engine", default=os.path.join(build, "apps", "engine", "gameai-xiangqi"))
    parser.add_argument("--movelist",
                        default=os.path.join(build, "tests", "xiangqi", "xiangqi_movelist"))
    parser.add_argument("--reference", default="/usr/games/fairy-stockfish")
    args = parser.parse_args()
    for path, what in ((args.engine, "--engine"), (args.movelist, "--movelist"),
                       (args.reference, "--reference")):
        if not os.access(path, os.X_OK):
            print(f"error: {what} {path} is not an executable; build with "
                  "`cmake --build --preset ci`, install fairy-stockfish, or pass the path",
                  file=sys.stderr)
            return 2
    if args.games < 1 or args.jobs < 1 or args.depth < 1 or not 0 < args.sample <= 1:
        print("error: --games, --jobs and --depth must be at least 1, --sample in (0, 1]",
              file=sys.stderr)
        return 2

    jobs = min(args.jobs, args.games)
    shares = [(args, i * args.games // jobs, (i + 1) * args.games // jobs - i * args.games // jobs)
              for i in range(jobs)]
    began = time.time()
    with multiprocessing.Pool(jobs) as pool:
        results = pool.map(play_games, shares)
    with open(args.out, "w", encoding="utf-8") as f:
        for lines in results:
            for line in lines:
                f.write(line + "\n")
    total = sum(len(r) for r in results)
    print(f"{total} positions from {args.games} games written to {args.out} "
          f"in {time.time() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
