#include "ai_options.hpp"

#include <charconv>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "cli.hpp"
#include "tetris/board.hpp"
#include "tetris/rules.hpp"

namespace gameai::cli::tetris_cli {
namespace {

constexpr int MAX_BEAM_WIDTH = 4096;

std::vector<std::string> evaluator_names() {
  return {tetris_ai::EVALUATOR_NAMES.begin(), tetris_ai::EVALUATOR_NAMES.end()};
}

bool parse_int(const std::string& text, int& out) {
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, out);
  return ec == std::errc{} && ptr == end;
}

}  // namespace

void add_ai_options(CLI::App* command, AiOptions& o, AiOptionSet set) {
  command->add_option("--ai", o.ai, "Evaluator: compact, eltetris, dellacherie, bcts or linear")
      ->check(CLI::IsMember(evaluator_names()))
      ->capture_default_str();
  command
      ->add_option("--weights", o.weights_file,
                   "JSON file of weights for the evaluator (keys as in docs/tetris.md; missing "
                   "keys keep their defaults)")
      ->type_name("FILE");
  command->add_option("--rules", o.rules, "Rule set: classic, standard or guideline")
      ->check(CLI::IsMember({"classic", "standard", "guideline"}))
      ->capture_default_str();
  command->add_option("--seed", o.seed, "Random seed; game i is reproducible from (seed, i)")
      ->capture_default_str();
  if (set.game) {
    command->add_option("--width", o.width, "Board width in columns")
        ->check(CLI::Range(tetris::Board::MIN_WIDTH, tetris::Board::MAX_WIDTH))
        ->capture_default_str();
    command->add_option("--height", o.height, "Board height in rows")
        ->check(CLI::Range(tetris::Board::MIN_HEIGHT, tetris::Board::MAX_HEIGHT))
        ->capture_default_str();
    command->add_option("--max-pieces", o.max_pieces, "Stop each game after N pieces (0: never)")
        ->capture_default_str();
  }
  if (set.search) {
    command
        ->add_option("--lookahead", o.lookahead,
                     "0: best placement of the current piece; 1: best pair with the preview piece")
        ->check(CLI::Range(0, 1))
        ->capture_default_str();
    command
        ->add_option("--beam", o.beam,
                     "Beam search W,D: keep the W best sequences of D pieces (current + D-1 "
                     "preview)")
        ->type_name("W,D");
  }
}

tetris_ai::Evaluator make_evaluator(const AiOptions& o) {
  const auto kind = tetris_ai::evaluator_from_name(o.ai);
  if (!kind) throw UsageError("unknown --ai '" + o.ai + "'");
  tetris_ai::Evaluator evaluator(*kind);
  if (o.weights_file.empty()) return evaluator;
  std::ifstream in(o.weights_file);
  if (!in) throw InputError(o.weights_file + ": cannot open the weights file");
  nlohmann::json json;
  try {
    json = nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error& e) {
    throw InputError(o.weights_file + ": not valid JSON (" + e.what() + ")");
  }
  try {
    evaluator.set_weights(json);
  } catch (const std::invalid_argument& e) {
    throw InputError(o.weights_file + ": " + e.what() + " (for --ai " + o.ai + ")");
  }
  return evaluator;
}

tetris_ai::SearchOptions make_search(const AiOptions& o) {
  tetris_ai::SearchOptions search;
  search.lookahead = o.lookahead;
  if (o.beam.empty()) return search;
  const auto comma = o.beam.find(',');
  int width = 0;
  int depth = 0;
  if (comma == std::string::npos || !parse_int(o.beam.substr(0, comma), width) ||
      !parse_int(o.beam.substr(comma + 1), depth)) {
    throw UsageError("--beam takes W,D (two whole numbers, e.g. --beam 8,3), not '" + o.beam + "'");
  }
  if (width < 1 || width > MAX_BEAM_WIDTH) {
    throw UsageError("--beam width must be 1.." + std::to_string(MAX_BEAM_WIDTH));
  }
  if (depth < 1 || depth > tetris_ai::AutoGame::MAX_PREVIEW + 1) {
    throw UsageError("--beam depth must be 1.." +
                     std::to_string(tetris_ai::AutoGame::MAX_PREVIEW + 1));
  }
  if (o.lookahead != 0) throw UsageError("use either --lookahead or --beam, not both");
  search.beam_width = width;
  search.beam_depth = depth;
  return search;
}

tetris_ai::GameConfig make_game_config(const AiOptions& o) {
  tetris_ai::GameConfig config;
  const auto rules = tetris::rule_set_from_string(o.rules);
  if (!rules) throw UsageError("unknown --rules '" + o.rules + "'");
  if (!tetris_ai::controller_supports(*rules, make_search(o))) {
    throw UsageError("under --rules " + o.rules +
                     " the AI plays one piece at a time: drop --lookahead and --beam");
  }
  config.rules = *rules;
  config.width = o.width;
  config.height = o.height;
  config.max_pieces = o.max_pieces;
  return config;
}

}  // namespace gameai::cli::tetris_cli
