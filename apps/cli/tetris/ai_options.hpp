#pragma once
// The options that choose an AI player and its game, shared by `gameai tetris play`, `watch`,
// `best` and `tune`: --ai, --weights, --rules, --width, --height, --seed, --max-pieces,
// --lookahead, --beam. They are registered on a subcommand, then checked and turned into the
// library's Evaluator, SearchOptions and GameConfig (throwing UsageError / InputError with a
// message that says what to fix).

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>

#include "tetris_ai/auto_game.hpp"
#include "tetris_ai/evaluator.hpp"

namespace gameai::cli::tetris_cli {

struct AiOptions {
  std::string ai = "eltetris";
  std::string weights_file;
  std::string rules = "classic";
  int width = 10;
  int height = 20;
  std::uint64_t seed = 1;
  std::uint64_t max_pieces = 0;
  int lookahead = 0;
  std::string beam;  // "W,D"
};

// Which option groups a subcommand takes.
struct AiOptionSet {
  bool game = true;    // --width --height --max-pieces (a board of the command's own)
  bool search = true;  // --lookahead --beam
};

void add_ai_options(CLI::App* command, AiOptions& options, AiOptionSet set = {});

// The evaluator with --weights applied; InputError when the weights file is unreadable or
// wrong.
tetris_ai::Evaluator make_evaluator(const AiOptions& options);
// --lookahead / --beam as search options; UsageError for a malformed --beam.
tetris_ai::SearchOptions make_search(const AiOptions& options);
// --rules, --width, --height, --max-pieces; UsageError for search options the rules do not
// support (lookahead and beam under guideline).
tetris_ai::GameConfig make_game_config(const AiOptions& options);

}  // namespace gameai::cli::tetris_cli
