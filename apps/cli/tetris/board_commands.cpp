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
#include "tetris/movegen.hpp"
#include "tetris/piece.hpp"
#include "tetris_ai/controller.hpp"
#include "tetris_ai/features.hpp"
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

nlohmann::ordered_json board_features_json(const tetris_ai::BoardFeatures& f) {
  nlohmann::ordered_json j;
  j["heights"] = heights_json(f);
  j["holes"] = f.holes;
  j["row_transitions"] = f.row_transitions;
  j["column_transitions"] = f.column_transitions;
  j["well_sums"] = f.well_sums;
  j["hole_depth"] = f.hole_depth;
  j["rows_with_holes"] = f.rows_with_holes;
  return j;
}

void print_features_text(const tetris_ai::BoardFeatures& f) {
  std::cout << "heights           ";
  for (int x = 0; x < f.width; ++x) std::cout << ' ' << f.heights[static_cast<std::size_t>(x)];
  std::cout << "\nholes              " << f.holes << "\nrow_transitions    " << f.row_transitions
            << "\ncolumn_transitions " << f.column_transitions << "\nwell_sums          "
            << f.well_sums << "\nhole_depth         " << f.hole_depth << "\nrows_with_holes    "
            << f.rows_with_holes << "\n";
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
    const tetris_ai::BoardFeatures f = tetris_ai::board_features(tetris_ai::ColumnBoard(board));
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
    const tetris_ai::Evaluator evaluator = make_evaluator(ai);
    const tetris::RuleSet rules = make_game_config(ai).rules;
    tetris_ai::SearchOptions search;
    search.rules = rules == tetris::RuleSet::Standard ? tetris_ai::PlacementRules::Standard
                                                      : tetris_ai::PlacementRules::Classic;
    tetris_ai::Controller controller(evaluator, search, ai.seed);
    const tetris_ai::ColumnBoard columns(board);
    std::optional<tetris_ai::Decision> decision;
    if (rules == tetris::RuleSet::Guideline) {
      // Every resting place the guideline's moves reach from the spawn (tucks and spins too).
      auto generator = std::make_unique<tetris::MoveGenerator>();
      generator->generate(rules, board, *piece);
      std::vector<tetris::Placement> candidates;
      for (const auto& m : *generator) candidates.push_back(m.placement);
      decision = controller.choose(columns, candidates);
    } else {
      decision = controller.decide(columns, *piece);
    }
    if (!decision) {
      if (o->json) {
        std::cout << R"({"game_over":true})"
                  << "\n";
      } else {
        std::cout << "game over: " << tetris::piece_name(*piece) << " has no legal placement\n";
      }
      return EXIT_OK;
    }
    const tetris::Placement& p = decision->placement;
    tetris_ai::FeatureCalculator calc;
    calc.reset(columns);
    tetris_ai::ColumnBoard after;
    const tetris_ai::PlacementFeatures f =
        calc.evaluate(tetris_ai::column_shape(p.piece, p.rotation), p.column, p.row, &after);
    const tetris_ai::BoardFeatures bf = tetris_ai::board_features(after);
    const auto rows = tetris::board_rows(after.to_board());
    if (o->json) {
      nlohmann::ordered_json features;
      features["landing_height"] = f.landing_height;
      features["rows_cleared"] = f.rows_cleared;
      features["eroded_cells"] = f.eroded_cells;
      features["row_transitions"] = f.row_transitions;
      features["column_transitions"] = f.column_transitions;
      features["holes"] = f.holes;
      features["well_sums"] = f.well_sums;
      features["hole_depth"] = f.hole_depth;
      features["rows_with_holes"] = f.rows_with_holes;
      features["heights"] = heights_json(bf);
      nlohmann::ordered_json j;
      j["rotation"] = tetris::to_int(p.rotation);
      j["column"] = p.column;
      j["score"] = decision->score;
      j["lines_cleared"] = f.rows_cleared;
      j["features"] = features;
      j["board"] = rows;
      std::cout << j.dump() << "\n";
    } else {
      std::cout << o->ai.ai << " puts " << tetris::piece_name(*piece) << " in rotation "
                << tetris::rotation_name(p.rotation) << " at column " << int(p.column) << " (score "
                << decision->score << ", " << f.rows_cleared << " lines cleared):\n";
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
