#include "ai_options.hpp"

#include <string>
#include <vector>

#include "cli.hpp"
#include "tetris/board.hpp"
#include "tetris/rules.hpp"
#include "tetris_play/settings.hpp"

namespace gameai::cli::tetris_cli {
void add_ai_options(CLI::App* command, AiOptions& o, AiOptionSet set) {
  command
      ->add_option("--ai", o.ai,
                   "AI player: " + tetris_ai::preset_names() +
                       " (default: bot under guideline, eltetris otherwise)")
      ->check(CLI::IsMember(tetris_ai::player_names()));
  command
      ->add_option("--weights", o.weights_file,
                   "JSON file of weights for the AI (keys as in docs/tetris.md; missing keys keep "
                   "the preset's values)")
      ->type_name("FILE");
  command->add_option("--rules", o.rules, "Rule set: classic, standard or guideline")
      ->check(CLI::IsMember({"classic", "standard", "guideline"}))
      ->capture_default_str();
  command->add_option("--seed", o.seed, "Random seed; game i is reproducible from (seed, i)")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  if (set.game) {
    command->add_option("--width", o.width, "Board width in columns")
        ->check(CLI::Range(tetris::Board::MIN_WIDTH, tetris::Board::MAX_WIDTH))
        ->capture_default_str();
    command->add_option("--height", o.height, "Board height in rows")
        ->check(CLI::Range(tetris::Board::MIN_HEIGHT, tetris::Board::MAX_HEIGHT))
        ->capture_default_str();
    command->add_option("--max-pieces", o.max_pieces, "Stop each game after N pieces (0: never)")
        ->check(whole_number<std::uint64_t>())
        ->capture_default_str();
  }
  if (set.search) {
    command
        ->add_option("--think-ms", o.think_ms,
                     "The bot's time per piece in milliseconds (0: no time limit)")
        ->check(CLI::Range(0, 3'600'000))
        ->capture_default_str();
    command
        ->add_option("--nodes", o.nodes, "The bot's placements evaluated per piece (0: no limit)")
        ->check(whole_number<std::uint64_t>())
        ->capture_default_str();
    command
        ->add_option("--search-threads", o.search_threads,
                     "Threads sharing each of the bot's decisions")
        ->check(CLI::Range(1, tetris_ai::MAX_BOT_THREADS))
        ->capture_default_str();
    command
        ->add_option("--lookahead", o.lookahead,
                     "0: best placement of the current piece; 1: best pair with the preview piece")
        ->check(CLI::Range(0, 1))
        ->capture_default_str();
    command
        ->add_option("--noise", o.noise,
                     "Share of pieces (0..1) placed at a random legal placement instead: a noisy "
                     "player, e.g. to test 'tetris fit'")
        ->check(number_in(0, 1))
        ->capture_default_str();
    command
        ->add_option("--beam", o.beam,
                     "Beam search W,D: keep the W best sequences of D pieces (current + D-1 "
                     "preview)")
        ->type_name("W,D");
  }
}

tetris::RuleSet rule_set(const AiOptions& o) {
  const auto rules = tetris::rule_set_from_string(o.rules);
  if (!rules) throw UsageError("unknown --rules '" + o.rules + "'");
  return *rules;
}

std::string ai_name(const AiOptions& o) {
  if (!o.ai.empty()) return o.ai;
  return tetris_play::default_ai(rule_set(o));
}

tetris_ai::PlayerSettings make_player(const AiOptions& o) {
  tetris_ai::PlayerSettings settings;
  settings.ai = ai_name(o);
  settings.lookahead = o.lookahead;
  settings.noise = o.noise;
  settings.think_ms = o.think_ms;
  settings.nodes = o.nodes;
  settings.search_threads = o.search_threads;
  try {
    if (!o.beam.empty()) tetris_ai::parse_beam(settings, o.beam);
  } catch (const tetris_ai::PlayerError& e) {
    throw UsageError(std::string("--beam: ") + e.what());
  }
  if (!o.weights_file.empty()) {
    try {
      tetris_ai::load_weights_file(settings, o.weights_file);
    } catch (const tetris_ai::PlayerError& e) {
      throw InputError(e.what());
    }
  }
  try {
    tetris_ai::Player check(settings, rule_set(o));
  } catch (const tetris_ai::PlayerError& e) {
    // The weights file's problems name the file; the rest are choices on the command line.
    const std::string what = e.what();
    if (!o.weights_file.empty() && what.rfind(o.weights_file + ":", 0) == 0) throw InputError(what);
    throw UsageError(what);
  }
  return settings;
}

tetris_ai::GameConfig make_game_config(const AiOptions& o) {
  tetris_ai::GameConfig config;
  config.rules = rule_set(o);
  config.width = o.width;
  config.height = o.height;
  config.max_pieces = o.max_pieces;
  return config;
}

}  // namespace gameai::cli::tetris_cli
