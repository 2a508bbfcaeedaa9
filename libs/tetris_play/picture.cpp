#include "tetris_play/picture.hpp"

#include <algorithm>

#include "tetris_play/timing.hpp"

namespace gameai::tetris_play {

using tetris::Board;

PieceCells cells_of(const tetris::Placement& p) noexcept {
  PieceCells out{};
  const tetris::Shape& s = p.cells_shape();
  for (std::size_t i = 0; i < 4; ++i) out[i] = {s.cells[i].x + p.column, s.cells[i].y + p.row};
  return out;
}

PieceShape shape_of(tetris::Piece piece) noexcept {
  PieceShape out;
  out.kind = kind_of(piece);
  const tetris::Shape& s = tetris::shape(piece, tetris::Rotation::Spawn);
  for (std::size_t i = 0; i < 4; ++i) out.cells[i] = {s.cells[i].x, s.cells[i].y};
  return out;
}

int rows_shown_above(tetris::RuleSet rules) noexcept {
  return rules == tetris::RuleSet::Guideline ? GUIDELINE_ROWS_SHOWN_ABOVE : 0;
}

Picture picture_of(const tetris::Game& game, const CellColors& colors) {
  Picture s;
  const int w = game.config().width, h = game.config().height;
  s.width = w;
  s.height = h;
  s.above = rows_shown_above(game.rules());
  s.rules = game.rules();
  const int rows = std::min(h + s.above, Board::STORED_ROWS);
  s.cells.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h + s.above), 0);
  for (int y = 0; y < rows; ++y)
    for (int x = 0; x < w; ++x) s.cells[static_cast<std::size_t>(y * w + x)] = colors.at(x, y);
  if (const auto f = game.falling()) {
    s.active = cells_of(*f);
    s.active_kind = kind_of(f->piece);
    if (const auto g = game.ghost()) s.ghost = cells_of(*g);
  }
  s.hold_enabled = tetris::has_hold(game.rules());
  if (const auto held = game.hold()) s.hold = shape_of(*held);
  s.hold_used = s.hold_enabled && !game.can_hold();
  if (!tetris::has_falling_piece(game.rules()) && !game.game_over())
    s.queue.push_back(shape_of(game.current()));
  for (const tetris::Piece p : game.preview()) s.queue.push_back(shape_of(p));
  s.score = game.score();
  s.lines = game.lines();
  s.level = game.level();
  s.pieces = game.pieces();
  s.game_over = game.game_over();
  return s;
}

std::vector<PieceCells> plan_cells(const Board& board, const tetris::Placement& first,
                                   std::span<const tetris::Placement> plan) {
  std::vector<PieceCells> out;
  Board b = board;
  // now_row[y]: the row of the board as it is now that row y of the simulated board was.
  std::array<int, Board::STORED_ROWS> now_row{};
  for (int y = 0; y < Board::STORED_ROWS; ++y) now_row[static_cast<std::size_t>(y)] = y;
  const auto place = [&](const tetris::Placement& p) {
    const tetris::LineClear clear = b.apply(p);
    if (clear.count == 0) return;
    std::array<int, Board::STORED_ROWS> kept{};
    std::size_t n = 0;
    for (int y = 0; y < Board::STORED_ROWS; ++y)
      if (((clear.rows >> y) & 1u) == 0) kept[n++] = now_row[static_cast<std::size_t>(y)];
    for (int next = kept[n - 1] + 1; n < kept.size(); ++n, ++next) kept[n] = next;
    now_row = kept;
  };
  if (!b.fits(first)) return out;
  place(first);
  for (const tetris::Placement& p : plan) {
    if (!b.fits(p)) break;
    PieceCells cells = cells_of(p);
    for (Point& c : cells) c.y = now_row[static_cast<std::size_t>(c.y)];
    out.push_back(cells);
    place(p);
  }
  return out;
}

}  // namespace gameai::tetris_play
