#include "dataset/tetris_export.hpp"

#include <string>

#include "records/tetris_replay.hpp"
#include "tetris_ai/column_board.hpp"
#include "tetris_ai/features.hpp"
#include "tetris_ai/weights.hpp"

namespace gameai::dataset {

using game_files::GameKind;
using game_files::GameSummary;
using game_files::PIECE_LETTERS;
using records::Store;
using records::TetrisFrame;
using records::TetrisReplayResult;

namespace {

std::string make_header() {
  std::string header = "game_id,step,rules,width,height,board,piece,preview,hold,rotation,x,y";
  for (const tetris_ai::Feature& f : tetris_ai::FEATURES) {
    header += ',';
    header += f.name;
  }
  return header + ",lines_cleared,score_after";
}

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

const std::string& tetris_csv_header() {
  static const std::string header = make_header();
  return header;
}

ExportSummary export_tetris(Store& store, std::span<const GameSummary> games, ExportFormat format,
                            std::ostream& out) {
  ExportSummary summary;
  if (format == ExportFormat::Csv) out << tetris_csv_header() << '\n';
  std::string line;
  tetris_ai::FeatureCalculator features;
  for (const GameSummary& game : games) {
    if (game.game != GameKind::Tetris) continue;
    ++summary.games;
    const bool json = format == ExportFormat::Jsonl;
    const TetrisReplayResult result =
        records::replay_tetris(store, game, [&](const TetrisFrame& f) {
          const tetris::Board& board = *f.board_before;
          features.reset(tetris_ai::ColumnBoard(board));
          const tetris::Piece piece = static_cast<tetris::Piece>(f.step->piece);
          const tetris_ai::PlacementFeatures pf = features.evaluate(
              tetris_ai::column_shape(piece, tetris::rotation_from_int(f.step->rotation)),
              f.step->x, f.step->y);
          line.clear();
          const auto field = [&](std::string_view name) {
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
          const auto number = [&](std::string_view name, auto value) {
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
          const char hold[2] = {
              f.hold_before ? PIECE_LETTERS[tetris::to_int(*f.hold_before)] : '\0', '\0'};
          text("hold", hold);
          number("rotation", std::int64_t{f.step->rotation});
          number("x", std::int64_t{f.step->x});
          number("y", std::int64_t{f.step->y});
          for (const tetris_ai::Feature& feature : tetris_ai::FEATURES) {
            number(feature.name, pf[feature]);
          }
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

}  // namespace gameai::dataset
