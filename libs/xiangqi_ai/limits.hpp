#pragma once
// What a search is asked to do and what it reports back, in protocol-neutral terms.
//
// The protocol front ends (UCI, UCCI, xboard), the command line and the GUI all translate their
// own wording into SearchLimits and read SearchInfo / BestMove back; moves cross this boundary
// as ICCS text ("h2e2", ranks 0-9) so that no front end needs the search's internals.

#include <cstdint>
#include <string>
#include <vector>

namespace gameai::xiangqi_ai {

// Limits for one search. Zero means "not given"; with nothing given the search runs until
// stopped, as with `infinite`.
struct SearchLimits {
  std::int64_t time_ms[2] = {0, 0};       // remaining clock for red [0] and black [1]
  std::int64_t inc_ms[2] = {0, 0};        // increment per move for red and black
  int moves_to_go = 0;                    // moves until the next time control
  std::int64_t movetime_ms = 0;           // exactly this long per move
  int depth = 0;                          // iterations of iterative deepening
  std::uint64_t nodes = 0;                // stop after about this many nodes
  int mate = 0;                           // look for a mate in this many moves
  bool infinite = false;                  // until stop (or ponderhit, then by the clock)
  bool ponder = false;                    // pondering: like infinite until ponderhit
  std::vector<std::string> search_moves;  // only these root moves (UCI searchmoves)
  std::vector<std::string> ban_moves;     // never these root moves (UCCI banmoves)

  bool uses_clock() const { return time_ms[0] > 0 || time_ms[1] > 0; }
  // True when nothing but `stop` (or `ponderhit`) ends the search.
  bool endless() const {
    return infinite || ponder ||
           (movetime_ms == 0 && depth == 0 && nodes == 0 && mate == 0 && !uses_clock());
  }
};

// A score from the side to move's point of view: centipawns, or a forced mate in `mate` moves
// (positive: the side to move mates; negative: it is mated).
struct Score {
  int cp = 0;
  int mate = 0;  // 0 when the score is not a mate score
  bool is_mate() const { return mate != 0; }
};

// A score this large without being a mate is a win by the rules (perpetual check or chase): the
// position is decided, not something an evaluation should learn (datagen and tune-data leave
// such positions out).
inline constexpr int DECIDED_CP = 10000;

// One progress report, sent when an iteration of iterative deepening completes.
struct SearchInfo {
  int multipv = 1;  // which line this is (1 = the best), when several are searched (MultiPV)
  int depth = 0;
  int seldepth = 0;
  Score score;
  std::uint64_t nodes = 0;
  std::int64_t time_ms = 0;
  std::uint64_t nps = 0;
  int hashfull = 0;  // per mille of the transposition table in use
  std::vector<std::string> pv;
};

// The answer of a search. `move` is empty when the side to move has no legal move.
struct BestMove {
  std::string move;
  std::string ponder;
  Score score;
  int depth = 0;
  std::uint64_t nodes = 0;
  std::int64_t time_ms = 0;
  bool book = false;  // played from the opening book, without a search
};

}  // namespace gameai::xiangqi_ai
