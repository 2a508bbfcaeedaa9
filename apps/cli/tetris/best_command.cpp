// `gameai tetris best`: asks an AI player for one move on a board file.

#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "ai_options.hpp"
#include "board_file.hpp"
#include "cli.hpp"
#include "tetris/board_io.hpp"
#include "tetris/piece.hpp"
#include "tetris/rules.hpp"
#include "tetris/spin.hpp"
#include "tetris_ai/bot.hpp"
#include "tetris_ai/features.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::cli::tetris_cli {
namespace {

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

int run_best(const BestOptions& o) {
  const auto piece = tetris::piece_from_string(o.piece);
  if (!piece) throw UsageError("--piece must be one of I, O, T, S, Z, J, L, not '" + o.piece + "'");
  const tetris::Board board = load_board(o.board);
  for (int y = 0; y < board.height(); ++y) {
    if (board.row(y) == board.full_row()) {
      throw InputError(o.board + ": row " + std::to_string(y) +
                       " (counting from 0 at the bottom) is full; boards between pieces have "
                       "no full rows");
    }
  }
  const std::vector<tetris::Piece> queue = parse_pieces(o.queue, "--queue");
  std::optional<tetris::Piece> hold;
  if (!o.hold.empty()) {
    hold = tetris::piece_from_string(o.hold);
    if (!hold) {
      throw UsageError("--hold must be one of I, O, T, S, Z, J, L, not '" + o.hold + "'");
    }
  }
  AiOptions ai = o.ai;
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
    if (o.json) {
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
  if (o.json) {
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
    std::cout << ai_name(o.ai);
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
  on_run(cmd, [o] { return run_best(*o); });
}

}  // namespace

[[maybe_unused]] const bool best_command_registered = register_command("tetris", 35, add_best);

}  // namespace gameai::cli::tetris_cli
