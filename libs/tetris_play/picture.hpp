#pragma once
// What a front end draws of one moment of a game: a plain picture made from the rules library's
// Game and the settled cells' colours. The desktop app's board widget, the web page's canvas and
// the replay all draw this, and know colours and layout, never rules.
//
// Coordinates are the rules': x grows to the right, row 0 is the floor. The picture covers the
// visible board and `above` rows over it, where guideline pieces spawn and are drawn partly
// above the field.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "tetris/game.hpp"
#include "tetris/placement.hpp"
#include "tetris_play/cell_colors.hpp"

namespace gameai::tetris_play {

struct Point {
  int x = 0;
  int y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};
using PieceCells = std::array<Point, 4>;

// A piece in a box (hold, the queue): its kind (1..7) and cells in spawn orientation, y up.
struct PieceShape {
  int kind = 0;
  PieceCells cells{};
};

struct Picture {
  int width = 10;
  int height = 20;
  int above = 0;                     // rows shown above the visible board
  std::vector<std::uint8_t> cells;   // width x (height + above), row 0 the floor; kind_of()
  std::optional<PieceCells> active;  // the falling piece (classic: the piece being aimed)
  int active_kind = 0;
  std::optional<PieceCells> ghost;  // where a hard drop would land it
  // The AI's choice shown as a hint while a person plays, its plan after it (each placement on
  // the board as it is now: rows that earlier placements clear are skipped), and whether the
  // hint starts with the hold key.
  std::optional<PieceCells> hint;
  std::vector<PieceCells> hint_plan;
  bool hint_holds = false;
  std::optional<PieceCells> ai_target;  // where the AI is walking its piece
  std::optional<PieceShape> hold;
  bool hold_enabled = false;
  bool hold_used = false;  // hold already used for this piece
  std::vector<PieceShape> queue;
  std::int64_t score = 0;
  std::int64_t lines = 0;
  int level = 1;
  std::int64_t pieces = 0;
  bool game_over = false;
  bool ai = false;
  bool paused = false;
  bool waiting = false;   // a new game waiting for the player's first key
  bool finished = false;  // the mode's goal reached (a top-out is game_over)
  int countdown = 0;      // the countdown's "3", "2", "1" while it runs, else 0
  bool go = false;        // "go": the countdown ended a moment ago
  tetris::RuleSet rules = tetris::RuleSet::Guideline;
  // Versus: garbage rows waiting under the well, and how many rise after the next lock.
  bool garbage_meter = false;
  int garbage_incoming = 0;
  int garbage_due = 0;

  std::uint8_t at(int x, int y) const noexcept {
    if (x < 0 || x >= width || y < 0 || y >= height + above) return 0;
    return cells[static_cast<std::size_t>(y * width + x)];
  }
};

// The cells of a placement.
PieceCells cells_of(const tetris::Placement& p) noexcept;
PieceShape shape_of(tetris::Piece piece) noexcept;
// The rows above the visible board that a picture under `rules` shows.
int rows_shown_above(tetris::RuleSet rules) noexcept;

// The picture of `game` with its settled cells' colours: the board, the falling piece and its
// ghost, hold, the queue (under classic, where no piece falls, the current piece leads it) and
// the counters.
Picture picture_of(const tetris::Game& game, const CellColors& colors);

// The cells of `plan` (placements that follow `first` on `board`, each on the board the earlier
// ones leave) on the board as it is now: the rows each placement clears are skipped when the
// next one's rows are mapped back. Stops at a placement that does not fit.
std::vector<PieceCells> plan_cells(const tetris::Board& board, const tetris::Placement& first,
                                   std::span<const tetris::Placement> plan);

}  // namespace gameai::tetris_play
