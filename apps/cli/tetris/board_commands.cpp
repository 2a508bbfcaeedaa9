// `gameai tetris features` and `gameai tetris best`: the evaluation of one board file, for
// checking features by hand and asking an AI player for one move.

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "ai_options.hpp"
#include "cli.hpp"
#include "tetris/board_io.hpp"
#include "tetris/piece.hpp"
#include "tetris_ai/features.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_ai/weights.hpp"
#include "tetris_commands.hpp"

namespace gameai::cli::tetris_cli {
namespace {

// Loads a board file, turning parse errors (whose message names the file, line and column)
// into InputError, exit status 2.
tetris::Board load_board(const std::string& path) {
  try {
    return tetris::load_board_file(path);
  } catch (const tetris::BoardParseError& e) {
    throw InputError(e.what());
  }
}

nlohmann::ordered_json heights_json(const tetris_ai::BoardFeatures& f) {
  nlohmann::ordered_json heights = nlohmann::ordered_json::array();
  for (int x = 0; x < f.width; ++x) heights.push_back(f.heights[static_cast<std::size_t>(x)]);
  return heights;
}

// The features a board has by itself, in FEATURES order after the heights.
nlohmann::ordered_json board_features_json(const tetris_ai::BoardFeatures& f) {
  nlohmann::ordered_json j;
  j["heights"] = heights_json(f);
  for (const tetris_ai::Feature& feature : tetris_ai::FEATURES) {
    if (feature.of_board != nullptr) j[std::string(feature.name)] = feature.of_board(f);
  }
  return j;
}

void print_features_text(const tetris_ai::BoardFeatures& f) {
  std::cout << "heights           ";
  for (int x = 0; x < f.width; ++x) std::cout << ' ' << f.heights[static_cast<std::size_t>(x)];
  std::cout << "\n";
  for (const tetris_ai::Feature& feature : tetris_ai::FEATURES) {
    if (feature.of_board == nullptr) continue;
    std::string name(feature.name);
    name.resize(19, ' ');
    std::cout << name << feature.of_board(f) << "\n";
  }
}

struct FeaturesOptions {
  std::string board;
  bool json = false;
};

struct BestOptions {
  AiOptions ai;
  std::string board;
  std::string piece;
  bool json = false;
};

void add_features(CLI::App& tetris) {
  auto o = std::make_shared<FeaturesOptions>();
  CLI::App* cmd = tetris.add_subcommand(
      "features", "Print the evaluation features of a board file (heights, holes, ...)");
  cmd->add_option("--board", o->board, "Board file: rows top first, '.' empty, '#' filled")
      ->required()
      ->type_name("FILE");
  cmd->add_flag("--json", o->json, "Print one JSON object");
  on_run(cmd, [o] {
    const tetris::Board board = load_board(o->board);
    const tetris_ai::BoardFeatures f = tetris_ai::board_features(board);
    if (o->json) {
      std::cout << board_features_json(f).dump() << "\n";
    } else {
      print_features_text(f);
    }
    return EXIT_OK;
  });
}

void add_best(CLI::App& tetris) {
  auto o = std::make_shared<BestOptions>();
  CLI::App* cmd =
      tetris.add_subcommand("best", "Ask an AI player where it puts a piece on a board file");
  cmd->add_option("--board", o->board, "Board file: rows top first, '.' empty, '#' filled")
      ->required()
      ->type_name("FILE");
  cmd->add_option("--piece", o->piece, "The piece to place: I, O, T, S, Z, J or L")->required();
  add_ai_options(cmd, o->ai, AiOptionSet{false, false});
  cmd->add_flag("--json", o->json, "Print one JSON object");
  on_run(cmd, [o] {
    const auto piece = tetris::piece_from_string(o->piece);
    if (!piece)
      throw UsageError("--piece must be one of I, O, T, S, Z, J, L, not '" + o->piece + "'");
    const tetris::Board board = load_board(o->board);
    for (int y = 0; y < board.height(); ++y) {
      if (board.row(y) == board.full_row()) {
        throw InputError(o->board + ": row " + std::to_string(y) +
                         " (counting from 0 at the bottom) is full; boards between pieces have "
                         "no full rows");
      }
    }
    AiOptions ai = o->ai;
    ai.width = board.width();
    ai.height = board.height();
    tetris_ai::Player player(make_player(ai), rule_set(ai), ai.seed);
    const std::optional<tetris_ai::Choice> choice = player.choose(board, *piece);
    if (!choice) {
      if (o->json) {
        std::cout << R"({"game_over":true})"
                  << "\n";
      } else {
        std::cout << "game over: " << tetris::piece_name(*piece) << " has no legal placement\n";
      }
      return EXIT_OK;
    }
    const tetris::Placement& p = choice->placement;
    const tetris_ai::PlacementFeatures& f = choice->features;
    tetris::Board after = board;
    after.apply(p);
    const tetris_ai::BoardFeatures bf = tetris_ai::board_features(after);
    const auto rows = tetris::board_rows(after);
    if (o->json) {
      nlohmann::ordered_json features;
      for (const tetris_ai::Feature& feature : tetris_ai::FEATURES) {
        const double value = feature.of_placement(f);
        if (feature.whole) {
          features[std::string(feature.name)] = static_cast<std::int64_t>(value);
        } else {
          features[std::string(feature.name)] = value;
        }
      }
      features["heights"] = heights_json(bf);
      nlohmann::ordered_json j;
      j["rotation"] = tetris::to_int(p.rotation);
      j["column"] = p.column;
      j["score"] = choice->score;
      j["lines_cleared"] = f.rows_cleared;
      j["features"] = features;
      j["board"] = rows;
      std::cout << j.dump() << "\n";
    } else {
      std::cout << o->ai.ai << " puts " << tetris::piece_name(*piece) << " in rotation "
                << tetris::rotation_name(p.rotation) << " at column " << int(p.column) << " (score "
                << choice->score << ", " << f.rows_cleared << " lines cleared):\n";
      for (const auto& r : rows) std::cout << r << "\n";
    }
    return EXIT_OK;
  });
}

}  // namespace

void add_board_commands(CLI::App& tetris) {
  add_features(tetris);
  add_best(tetris);
}

}  // namespace gameai::cli::tetris_cli
