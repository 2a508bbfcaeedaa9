#include "dataset/tetris_export.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "test_support.hpp"
#include "tetris_games.hpp"

namespace gameai::records {
namespace {

using dataset::export_tetris;
using dataset::ExportFormat;
using dataset::ExportSummary;
using dataset::tetris_csv_header;

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, separator)) parts.push_back(part);
  return parts;
}

// Holes counted cell by cell: empty cells below the highest filled cell of their column.
int reference_holes(const std::vector<std::uint32_t>& rows, int width) {
  int holes = 0;
  for (int x = 0; x < width; ++x) {
    bool covered = false;
    for (int y = static_cast<int>(rows.size()) - 1; y >= 0; --y) {
      const bool filled = (rows[static_cast<std::size_t>(y)] >> x) & 1u;
      if (filled)
        covered = true;
      else if (covered)
        ++holes;
    }
  }
  return holes;
}

int cells(const std::vector<std::uint32_t>& rows) {
  int n = 0;
  for (std::uint32_t r : rows) n += __builtin_popcount(r);
  return n;
}

TEST(TetrisExport, CsvRowsDescribeEachPlacementConsistently) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id = testing::play_and_record(store, tetris::RuleSet::Classic, 5, 120);
  const auto games = store.list_games({});
  std::ostringstream out;
  const ExportSummary summary = export_tetris(store, games, ExportFormat::Csv, out);
  const game_files::GameSummary game = store.game(id);
  EXPECT_EQ(summary.games, 1);
  EXPECT_EQ(summary.rows, game.pieces);
  EXPECT_EQ(summary.diverged_games, 0);
  const auto lines = split(out.str(), '\n');
  ASSERT_EQ(static_cast<std::int64_t>(lines.size()), game.pieces + 1);
  const auto header = split(lines[0], ',');
  EXPECT_EQ(lines[0], tetris_csv_header());
  const auto column = [&](const std::string& name) {
    return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
  };
  std::vector<std::vector<std::uint32_t>> boards;
  std::vector<std::vector<std::string>> fields;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    auto f = split(lines[i], ',');
    ASSERT_EQ(f.size(), header.size()) << lines[i];
    std::string board = f[column("board")];
    ASSERT_GE(board.size(), 2u);
    std::vector<std::uint32_t> rows;
    for (const auto& r : split(board.substr(1, board.size() - 2), ' '))
      rows.push_back(static_cast<std::uint32_t>(std::stoul(r)));
    ASSERT_EQ(rows.size(), 20u);
    EXPECT_EQ(f[column("step")], std::to_string(i - 1));
    EXPECT_EQ(f[column("preview")].size(), 1u);  // classic shows one piece ahead
    boards.push_back(rows);
    fields.push_back(f);
  }
  ASSERT_FALSE(boards.empty());
  EXPECT_EQ(cells(boards.front()), 0);  // the game starts on an empty board
  std::int64_t lines_total = 0;
  for (std::size_t i = 0; i + 1 < boards.size(); ++i) {
    const int cleared = std::stoi(fields[i][column("lines_cleared")]);
    lines_total += cleared;
    // The next row's board is this placement's result: 4 cells added, full rows removed...
    EXPECT_EQ(cells(boards[i + 1]), cells(boards[i]) + 4 - 10 * cleared) << "step " << i;
    // ...and its holes are what the exported features say.
    EXPECT_EQ(std::stoi(fields[i][column("holes")]), reference_holes(boards[i + 1], 10))
        << "step " << i;
    EXPECT_EQ(fields[i][column("rows_cleared")], fields[i][column("lines_cleared")]);
    // The preview shown at step i is the piece placed at step i + 1.
    EXPECT_EQ(fields[i][column("preview")], fields[i + 1][column("piece")]);
  }
  EXPECT_GT(lines_total, 0);
}

TEST(TetrisExport, JsonLinesCarryTheSameValuesAsCsv) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  testing::play_and_record(store, tetris::RuleSet::Guideline, 9, 60);
  const auto games = store.list_games({});
  std::ostringstream csv, jsonl;
  export_tetris(store, games, ExportFormat::Csv, csv);
  const ExportSummary summary = export_tetris(store, games, ExportFormat::Jsonl, jsonl);
  const auto csv_lines = split(csv.str(), '\n');
  const auto json_lines = split(jsonl.str(), '\n');
  ASSERT_EQ(static_cast<std::int64_t>(json_lines.size()), summary.rows);
  ASSERT_EQ(csv_lines.size(), json_lines.size() + 1);
  const auto header = split(csv_lines[0], ',');
  for (std::size_t i = 0; i < json_lines.size(); ++i) {
    const auto row = nlohmann::json::parse(json_lines[i]);
    const auto f = split(csv_lines[i + 1], ',');
    ASSERT_EQ(row.size(), header.size());
    EXPECT_EQ(row["preview"].get<std::string>().size(), 5u);  // guideline shows five
    for (std::size_t c = 0; c < header.size(); ++c) {
      const auto& value = row[header[c]];
      std::string text;
      if (value.is_string())
        text = value.get<std::string>();
      else if (value.is_array()) {
        text = "\"";
        for (std::size_t k = 0; k < value.size(); ++k)
          text += (k ? " " : "") + std::to_string(value[k].get<int>());
        text += "\"";
      } else if (value.is_number_float()) {
        const double d = value.get<double>();
        text = d == static_cast<double>(static_cast<std::int64_t>(d))
                   ? std::to_string(static_cast<std::int64_t>(d))
                   : std::to_string(static_cast<std::int64_t>(d)) + ".5";
      } else
        text = value.dump();
      EXPECT_EQ(text, f[c]) << header[c] << " in row " << i;
    }
  }
}

}  // namespace
}  // namespace gameai::records
