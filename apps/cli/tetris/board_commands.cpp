// `gameai tetris features` and `gameai tetris best`: the evaluation of one board file, for
// checking features by hand and asking an AI player for one move.

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "ai_options.hpp"
#include "cli.hpp"
#include "tetris/board_io.hpp"
#include "tetris/piece.hpp"
#include "tetris/rules.hpp"
#include "tetris/spin.hpp"
#include "tetris_ai/bot.hpp"
#include "tetris_ai/features.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_ai/weights.hpp"

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

// The features a board has by itself, in FEATURES order after the heights, as the seeds define
// them; then, under the name of each other variant, the features it measures otherwise.
nlohmann::ordered_json board_features_json(const tetris_ai::BoardFeatures& f,
                                           const tetris_ai::BoardFeatures& mdptetris) {
  nlohmann::ordered_json j;
  j["heights"] = heights_json(f);
  nlohmann::ordered_json other = nlohmann::ordered_json::object();
  for (const tetris_ai::Feature& feature : tetris_ai::FEATURES) {
    if (!feature.of_board()) continue;
    j[std::string(feature.name)] = static_cast<std::int64_t>(f[feature]);
    if (feature.by_variant) {
      other[std::string(feature.name)] = static_cast<std::int64_t>(mdptetris[feature]);
    }
  }
  j[std::string(tetris_ai::variant_name(tetris_ai::FeatureVariant::MdpTetris))] = other;
  return j;
}

void print_features_text(const tetris_ai::BoardFeatures& f,
                         const tetris_ai::BoardFeatures& mdptetris) {
  std::cout << "heights           ";
  for (int x = 0; x < f.width; ++x) std::cout << ' ' << f.heights[static_cast<std::size_t>(x)];
  std::cout << "\n";
  for (const tetris_ai::Feature& feature : tetris_ai::FEATURES) {
    if (!feature.of_board()) continue;
    std::string name(feature.name);
    name.resize(19, ' ');
    std::cout << name << f[feature];
    if (feature.by_variant) {
      std::cout << "  (" << tetris_ai::variant_name(tetris_ai::FeatureVariant::MdpTetris) << ": "
                << mdptetris[feature] << ")";
    }
    std::cout << "\n";
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
  std::string queue;
  std::string hold;
  bool json = false;
};

// "OTSZL" (or "O,T,S,Z,L", any case) as pieces; UsageError naming the option otherwise.
std::vector<tetris::Piece> parse_pieces(const std::string& text, const char* option) {
  std::vector<tetris::Piece> pieces;
  for (const char c : text) {
    if (c == ',' || c == ' ') continue;
    const auto p = tetris::piece_from_string(std::string(1, c));
    if (!p) {
      throw UsageError(std::string(option) +
                       " takes pieces I, O, T, S, Z, J, L (e.g. OTSZL), not '" + text + "'");
    }
    pieces.push_back(*p);
  }
  return pieces;
}

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
    const tetris_ai::BoardFeatures m =
        tetris_ai::board_features(board, tetris_ai::FeatureVariant::MdpTetris);
    if (o->json) {
      std::cout << board_features_json(f, m).dump() << "\n";
    } else {
      print_features_text(f, m);
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
  cmd->add_option("--queue", o->queue,
                  "The previews after it, nearest first (e.g. OTSZL): the bot searches them, "
                  "--lookahead and --beam use them")
      ->type_name("PIECES");
  cmd->add_option("--hold", o->hold, "The held piece (the guideline bot; it may hold --piece)")
      ->type_name("PIECE");
  add_ai_options(cmd, o->ai, AiOptionSet{false, true});
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
    const std::vector<tetris::Piece> queue = parse_pieces(o->queue, "--queue");
    std::optional<tetris::Piece> hold;
    if (!o->hold.empty()) {
      hold = tetris::piece_from_string(o->hold);
      if (!hold) {
        throw UsageError("--hold must be one of I, O, T, S, Z, J, L, not '" + o->hold + "'");
      }
    }
    AiOptions ai = o->ai;
    ai.width = board.width();
    ai.height = board.height();
    tetris_ai::Player player(make_player(ai), rule_set(ai), ai.seed);
    if (hold && !player.is_bot()) {
      throw UsageError("--hold is for the guideline bot (--rules guideline, --ai bot)");
    }
    const bool uses_queue = player.is_bot() || player.preview_used() > 0;
    if (!queue.empty() && !uses_queue) {
      std::cerr << "gameai: note: " << ai_name(ai)
                << " looks at the current piece only, so --queue is not used (the bot under "
                   "guideline, or --lookahead 1 or --beam under classic and standard, use it)\n";
    }
    // The position as a front end knows it; the bot may hold, the one-piece players place it.
    tetris_ai::BotState state;
    state.board = board;
    state.current = *piece;
    state.queue = queue;
    state.hold = hold;
    const std::optional<tetris_ai::Choice> choice = player.choose(state);
    // A piece that can only lock wholly above the field loses as surely as one with no move.
    if (!choice || tetris::locks_out(player.rules(), board, choice->placement)) {
      if (o->json) {
        std::cout << R"({"game_over":true})"
                  << "\n";
      } else {
        std::cout << "game over: " << tetris::piece_name(*piece)
                  << " has no placement that locks inside the field\n";
      }
      return EXIT_OK;
    }
    const tetris::Placement& p = choice->placement;
    const tetris_ai::PlacementFeatures& f = choice->features;
    tetris::Board after = board;
    after.apply(p);
    const tetris_ai::BoardFeatures bf = tetris_ai::board_features(after);
    const auto rows = tetris::board_rows(after);
    const bool perfect_clear = f[tetris_ai::ROWS_CLEARED] > 0 && after.empty();
    // The bot's plan: the placements it means to make, this one first, and where it ends.
    nlohmann::ordered_json plan = nlohmann::ordered_json::array();
    tetris::Board end = board;
    bool plan_fits = true;
    for (std::size_t i = 0; i < choice->plan.size(); ++i) {
      const tetris::Placement& step = choice->plan[i];
      const bool held = i < choice->plan_holds.size() && choice->plan_holds[i];
      plan.push_back({{"hold", held},
                      {"piece", std::string(tetris::piece_name(step.piece))},
                      {"rotation", tetris::to_int(step.rotation)},
                      {"column", step.column},
                      {"row", step.row}});
      plan_fits = plan_fits && end.fits(step);
      if (plan_fits) end.apply(step);
    }
    const bool plan_clears_all = plan_fits && !choice->plan.empty() && end.empty();
    if (o->json) {
      nlohmann::ordered_json features;
      for (const tetris_ai::Feature& feature : tetris_ai::FEATURES) {
        const double value = f[feature];
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
      j["lines_cleared"] = static_cast<std::int64_t>(f[tetris_ai::ROWS_CLEARED]);
      j["features"] = features;
      j["board"] = rows;
      if (player.is_bot()) {
        j["piece"] = std::string(tetris::piece_name(p.piece));
        j["hold"] = choice->hold;
        j["spin"] = std::string(tetris::spin_name(choice->spin));
        j["perfect_clear"] = perfect_clear;
        j["plan"] = plan;
        j["plan_perfect_clear"] = plan_clears_all;
      }
      std::cout << j.dump() << "\n";
    } else {
      std::cout << ai_name(o->ai);
      if (choice->hold) std::cout << " holds " << tetris::piece_name(*piece) << " and";
      std::cout << " puts " << tetris::piece_name(p.piece) << " in rotation "
                << tetris::rotation_name(p.rotation) << " at column " << int(p.column);
      if (choice->spin != tetris::Spin::None) {
        std::cout << " (" << tetris::spin_name(choice->spin) << " T-spin)";
      }
      std::cout << " (score " << choice->score << ", "
                << counted(static_cast<unsigned long long>(f[tetris_ai::ROWS_CLEARED]), "line",
                           "lines")
                << " cleared" << (perfect_clear ? ", a perfect clear" : "") << "):\n";
      for (const auto& r : rows) std::cout << r << "\n";
      if (choice->plan.size() > 1) {
        std::cout << "plan:";
        for (std::size_t i = 0; i < choice->plan.size(); ++i) {
          const tetris::Placement& step = choice->plan[i];
          if (i < choice->plan_holds.size() && choice->plan_holds[i]) std::cout << " hold,";
          std::cout << " " << tetris::piece_name(step.piece) << " "
                    << tetris::rotation_name(step.rotation) << "@" << int(step.column);
        }
        std::cout << (plan_clears_all ? " (a perfect clear)" : "") << "\n";
      }
    }
    return EXIT_OK;
  });
}

}  // namespace

void add_board_commands(CLI::App& tetris) {
  add_features(tetris);
  add_best(tetris);
}

[[maybe_unused]] const bool board_commands_registered =
    register_command("tetris", 30, add_board_commands);

}  // namespace gameai::cli::tetris_cli
