#pragma once
// The options that choose an AI player and its game, shared by `gameai tetris play`, `watch`,
// `best`: --ai, --weights, --rules, --width, --height, --seed, --max-pieces, --lookahead,
// --noise, --beam. They are registered on a subcommand, then turned into the AI front door's
// tetris_ai::PlayerSettings, which checks them (its errors become UsageError / InputError with
// the library's message, which says what to fix).

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "tetris/rules.hpp"
#include "tetris_ai/auto_game.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::cli::tetris_cli {

struct AiOptions {
  std::string ai;  // empty: the rule set's default player (ai_name)
  std::string weights_file;
  std::string rules = "classic";
  int width = 10;
  int height = 20;
  std::uint64_t seed = 1;
  std::uint64_t max_pieces = 0;
  int lookahead = 0;
  double noise = 0;
  std::string beam;  // "W,D"
  int think_ms = 20;
  std::uint64_t nodes = 0;
  int search_threads = 1;
};

// Which option groups a subcommand takes.
struct AiOptionSet {
  bool game = true;    // --width --height --max-pieces (a board of the command's own)
  bool search = true;  // --lookahead --beam
};

void add_ai_options(CLI::App* command, AiOptions& options, AiOptionSet set = {});

// --rules as the rule set.
tetris::RuleSet rule_set(const AiOptions& options);
// --ai, or the rule set's own player when it was not given: the bot under guideline, El-Tetris
// under classic and standard.
std::string ai_name(const AiOptions& options);
// --ai, --weights, --lookahead, --beam as the player's settings, checked by making the player
// once: InputError for an unreadable or wrong weights file, UsageError for the rest.
tetris_ai::PlayerSettings make_player(const AiOptions& options);
// --rules, --width, --height, --max-pieces.
tetris_ai::GameConfig make_game_config(const AiOptions& options);

}  // namespace gameai::cli::tetris_cli
