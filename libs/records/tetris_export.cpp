#include "records/tetris_export.hpp"

#include <string>

#include "records/tetris_replay.hpp"
#include "tetris_ai/column_board.hpp"
#include "tetris_ai/features.hpp"

namespace gameai::records {
namespace {

constexpr const char* HEADER =
    "game_id,step,rules,width,height,board,piece,preview,hold,rotation,x,y,landing_height,"
    "rows_cleared,eroded_cells,row_transitions,column_transitions,holes,well_sums,hole_depth,"
    "rows_with_holes,lines_cleared,score_after";

// Appends the decimal form of v (std::to_string would allocate a temporary per number).
void append(std::string& line, std::int64_t v) {
  char digits[24];
  int n = 0;
  const bool negative = v < 0;
  auto u = negative ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  do {
    digits[n++] = static_cast<char>('0' + u % 10);
    u /= 10;
  } while (u != 0);
  if (negative) line += '-';
  while (n > 0) line += digits[--n];
}

void append(std::string& line, double v) {
  // Landing heights are multiples of 0.5; print them exactly and briefly.
  const auto twice = static_cast<std::int64_t>(v * 2);
  append(line, twice / 2);
  if (twice % 2 != 0) line += ".5";
}

}  // namespace

const char* tetris_csv_header() noexcept {
  return HEADER;
}

ExportSummary export_tetris(Store& store, std::span<const GameSummary> games, ExportFormat format,
                            std::ostream& out) {
  ExportSummary summary;
  if (format == ExportFormat::csv) out << HEADER << '\n';
  std::string line;
  tetris_ai::FeatureCalculator features;
  for (const GameSummary& game : games) {
    if (game.game != GameKind::tetris) continue;
    ++summary.games;
    const bool json = format == ExportFormat::jsonl;
    const TetrisReplayResult result = replay_tetris(store, game, [&](const TetrisFrame& f) {
      const tetris::Board& board = *f.board_before;
      features.reset(tetris_ai::ColumnBoard(board));
      const tetris::Piece piece = static_cast<tetris::Piece>(f.step->piece);
      const tetris_ai::PlacementFeatures pf = features.evaluate(
          tetris_ai::column_shape(piece, tetris::rotation_from_int(f.step->rotation)), f.step->x,
          f.step->y);
      line.clear();
      const auto field = [&](const char* name) {
        if (json) {
          line += line.empty() ? "{\"" : ",\"";
          line += name;
          line += "\":";
        } else if (!line.empty()) {
          line += ',';
        }
      };
      const auto text = [&](const char* name, std::string_view value) {
        field(name);
        if (json) line += '"';
        line += value;
        if (json) line += '"';
      };
      const auto number = [&](const char* name, auto value) {
        field(name);
        append(line, value);
      };
      number("game_id", game.id);
      number("step", f.index);
      text("rules", game.variant);
      number("width", std::int64_t{game.width});
      number("height", std::int64_t{game.height});
      field("board");
      line += json ? '[' : '"';
      for (int y = 0; y < game.height; ++y) {
        if (y > 0) line += json ? ',' : ' ';
        append(line, std::int64_t{board.row(y)});
      }
      line += json ? ']' : '"';
      const char letter[2] = {PIECE_LETTERS[f.step->piece], '\0'};
      text("piece", letter);
      std::string preview;
      for (int i = 0; i < f.preview_count; ++i)
        preview += PIECE_LETTERS[tetris::to_int(f.preview[static_cast<std::size_t>(i)])];
      text("preview", preview);
      const char hold[2] = {f.hold_before ? PIECE_LETTERS[tetris::to_int(*f.hold_before)] : '\0',
                            '\0'};
      text("hold", hold);
      number("rotation", std::int64_t{f.step->rotation});
      number("x", std::int64_t{f.step->x});
      number("y", std::int64_t{f.step->y});
      number("landing_height", pf.landing_height);
      number("rows_cleared", std::int64_t{pf.rows_cleared});
      number("eroded_cells", std::int64_t{pf.eroded_cells});
      number("row_transitions", std::int64_t{pf.row_transitions});
      number("column_transitions", std::int64_t{pf.column_transitions});
      number("holes", std::int64_t{pf.holes});
      number("well_sums", std::int64_t{pf.well_sums});
      number("hole_depth", std::int64_t{pf.hole_depth});
      number("rows_with_holes", std::int64_t{pf.rows_with_holes});
      number("lines_cleared", std::int64_t{f.step->lines_cleared});
      number("score_after", f.step->score_after);
      if (json) line += '}';
      line += '\n';
      out << line;
      ++summary.rows;
      return true;
    });
    if (!result.exact()) ++summary.diverged_games;
  }
  return summary;
}

}  // namespace gameai::records
