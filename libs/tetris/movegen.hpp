#pragma once
// Move generation: every legal placement of the current piece under a rule set, each with the
// key sequence that brings it there (the Cold Clear shape: one entry point, the rules library
// knows nothing of evaluation).
//
// Design note. All three generators start from the piece's entry position (rules.hpp) and end
// every path with HardDrop, so a path can be replayed key by key through Game::input().
//  - classic: generate_drops() (drops.hpp); the path shown for a drop is the standard one
//    (turn at the top, shift, drop), for display only, since classic pieces fall from above.
//  - standard: Fahey's procedure: turn in place (0, cw, cw cw or ccw, each turn must fit),
//    shift left or right at that height as far as the stack allows, then drop.
//  - guideline: reachable(): every falling-piece position the moves left, right, rotate cw,
//    rotate ccw (with SRS kicks) and soft drop (one row) reach, so tucks, slides under
//    overhangs and spins are found. A position is resting when a soft drop would be blocked;
//    each distinct resting placement is returned once, except that a T may be returned up to
//    three times: plain, as a T-spin mini and as a T-spin, when it can arrive there both ways
//    (by a move, by a rotation, by a rotation that used the fifth kick).
//
//    The positions are found on bitboards, the way the fastest bots do it: the board is kept
//    as one 64-bit word per column, and for each rotation a "fits" map (bit y of word x: the
//    piece fits with its lowest-leftmost cell at (x, y)) comes from a few shifts per column.
//    Soft drops are an occluded fill down each column, left and right moves an and with the
//    neighbouring column, and a rotation moves a whole column's positions by the kick's
//    offset at once, keeping only the sources whose earlier kicks failed. The sets grow to a
//    fixed point in a handful of passes. Key paths are not needed to choose a move, so they
//    are built only when asked for: path() runs a breadth-first search over the same moves
//    (ties broken in the move order above), which gives every move a shortest key sequence.
// The generator keeps its tables in fixed arrays (about 200 KB): create one per thread and
// reuse it; generate() never allocates.

#include <array>
#include <cstdint>

#include "tetris/board.hpp"
#include "tetris/input.hpp"
#include "tetris/placement.hpp"
#include "tetris/rules.hpp"
#include "tetris/spin.hpp"

namespace gameai::tetris {

// A legal move: the placement the piece locks at and, for a T under guideline, the kind of
// spin the lock counts as.
struct Move {
  Placement placement;
  Spin spin = Spin::None;
  // Number of rotation inputs on the path, and whether the last movement was a rotation.
  std::uint8_t rotations = 0;
  bool last_rotation = false;
  // classic and standard: columns shifted after turning (negative = left), what Fahey's
  // engine and Dellacherie's tie-break call the translation.
  std::int8_t shift = 0;
  // guideline: the search state the path is rebuilt from.
  std::uint16_t state = 0;
};

class MoveGenerator {
 public:
  static constexpr int ROWS = Board::STORED_ROWS;
  static constexpr int POSITIONS = ROTATION_COUNT * Board::MAX_WIDTH * ROWS;
  // Search variants: arrived by a non-rotation, by a rotation, by a rotation with kick 4.
  static constexpr int VARIANTS = 3;
  static constexpr int STATES = POSITIONS * VARIANTS;

  MoveGenerator() = default;

  // The legal moves of `piece` entering `board` under `rules`; empty when the game is over
  // (classic: no drop fits; standard, guideline: the spawn position is blocked).
  void generate(RuleSet rules, const Board& board, Piece piece) noexcept;

  // From a falling piece at `start` (standard and guideline; `start` must fit): standard
  // uses Fahey's turn-shift-drop procedure, guideline the full search.
  void generate_from(RuleSet rules, const Board& board, const Placement& start) noexcept;

  // Every resting place reachable from `start` as described above, under the movement rules of
  // `rules` (standard: no kicks, stay below the top; guideline: SRS kicks).
  void reachable(RuleSet rules, const Board& board, const Placement& start) noexcept;

  // The same moves found by the breadth-first search itself (slower; the reference the fast
  // search is tested against), in the order the search reaches them.
  void reachable_by_search(RuleSet rules, const Board& board, const Placement& start) noexcept;

  void clear() noexcept { size_ = 0; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  const Move& operator[](std::size_t i) const noexcept { return moves_[i]; }
  const Move* begin() const noexcept { return moves_.data(); }
  const Move* end() const noexcept { return moves_.data() + size_; }

  // The inputs, from the start position, that bring the piece to rest at move i and lock it;
  // the last input is HardDrop. The first call after a guideline generate() runs the search
  // that finds the paths (tens of microseconds); later calls reuse it.
  void path(std::size_t i, InputPath& out) const noexcept;

 private:
  void push(const Move& m) noexcept { moves_[size_++] = m; }
  // The breadth-first search from start_ on board_ under rules_: fills parent_, via_, found_
  // (the state each resting (spin, placement) was first reached in) and order_ (those keys in
  // the order the search reached them).
  void search() const noexcept;
  void generate_standard(const Board& board, const Placement& start) noexcept;
  void generate_classic(const Board& board, Piece piece) noexcept;

  static int position_index(const Placement& p) noexcept {
    return (to_int(p.rotation) * Board::MAX_WIDTH + p.column) * ROWS + p.row;
  }

  RuleSet rules_ = RuleSet::Classic;
  Piece piece_ = Piece::I;
  Placement start_{};
  std::size_t size_ = 0;
  std::array<Move, STATES> moves_{};
  // The board the moves were generated on, for path()'s search.
  Board board_{};
  // Search tables, indexed by variant * POSITIONS + position; found_ by spin * POSITIONS +
  // position (NO_STATE: not reached). Filled by search(), lazily for path().
  mutable bool searched_ = false;
  mutable std::array<std::uint16_t, STATES> parent_{};
  mutable std::array<Input, STATES> via_{};
  mutable std::array<std::uint16_t, STATES> queue_{};
  mutable std::array<std::uint16_t, STATES> found_{};
  mutable std::array<std::uint16_t, STATES> order_{};
  mutable std::size_t order_size_ = 0;
};

}  // namespace gameai::tetris
