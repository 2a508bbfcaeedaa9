// Tetris board files (tetris::parse_board) on arbitrary text, then the AI's view of the board.
//
// Properties: a refused text throws BoardParseError with a position and a message (never any
// other exception); an accepted board prints back to a text that reads as the same board; its
// features agree with the board (heights, hole counts within bounds); and on a board without
// full rows the AI's front door (tetris_ai::Player) picks, for every piece and every rule set, one
// of the placements the rules library's move generator offers.

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "property.hpp"
#include "tetris/board_io.hpp"
#include "tetris/movegen.hpp"
#include "tetris_ai/features.hpp"
#include "tetris_ai/player.hpp"

namespace {

using namespace gameai;

// What the AI makes of the board.
void check_ai(const tetris::Board& board) {
  const tetris_ai::BoardFeatures f = tetris_ai::board_features(board);
  REQUIRE(f.width == board.width());
  for (int x = 0; x < board.width(); ++x)
    REQUIRE(f.heights[static_cast<std::size_t>(x)] == board.column_height(x));
  const double holes = f[tetris_ai::HOLES];
  const double rows_with_holes = f[tetris_ai::ROWS_WITH_HOLES];
  REQUIRE(holes >= 0 && holes <= board.width() * board.height());
  REQUIRE(rows_with_holes >= 0 && rows_with_holes <= board.height());
  REQUIRE(rows_with_holes <= holes);
  for (int y = 0; y < board.height(); ++y)
    if (board.row(y) == board.full_row()) return;  // boards between pieces have no full rows

  static tetris::MoveGenerator moves;
  tetris_ai::PlayerSettings settings;
  settings.ai = "dellacherie";
  for (const tetris::RuleSet rules :
       {tetris::RuleSet::Classic, tetris::RuleSet::Standard, tetris::RuleSet::Guideline}) {
    tetris_ai::Player player(settings, rules);
    for (const tetris::Piece piece : tetris::ALL_PIECES) {
      const auto choice = player.choose(board, piece);
      moves.generate(rules, board, piece);
      REQUIRE(choice.has_value() == !moves.empty());
      if (!choice) continue;
      bool found = false;
      for (const tetris::Move& m : moves) found = found || m.placement == choice->placement;
      REQUIRE(found);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return -1;  // 40 rows of 16 cells with comments fit easily
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  tetris::Board board;
  try {
    board = tetris::parse_board(text);
  } catch (const tetris::BoardParseError& e) {
    REQUIRE(e.line() >= 1 && e.column() >= 1 && !e.message().empty());
    return 0;
  }
  REQUIRE(tetris::parse_board(tetris::format_board(board)) == board);
  REQUIRE(tetris::board_rows(board).size() == static_cast<std::size_t>(board.height()));
  check_ai(board);
  return 0;
}
