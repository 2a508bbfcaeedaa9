// `gameai tetris tune`: learns linear evaluation weights by the noisy cross-entropy method and
// writes them as a weights file for `--ai linear --weights FILE`.

#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "common/distributed.hpp"
#include "common/thread_pool.hpp"
#include "tetris/board.hpp"
#include "tetris/rules.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_ai/tuner.hpp"

namespace gameai::cli::tetris_cli {
namespace {

struct TuneCommandOptions {
  tetris_ai::TuneOptions tune;
  std::string rules = "classic";
  int width = 10;
  int height = 20;
  std::uint64_t max_pieces = 5000;
  std::string out;
  std::string ai = "linear";
  std::string fitness = "attack";
  std::int64_t pieces = 0;  // 0: the tuner's default for the fitness
  std::int64_t garbage = 100;
  std::uint64_t nodes = 2000;
  std::string weights;
  std::string variant;  // empty: the starting weights' own
};

// `--ai bot`: the guideline bot's weights, by attack per piece, versus results or dig speed.
int tune_bot(const TuneCommandOptions& o, std::ofstream& out) {
  tetris_ai::BotTuneOptions b;
  b.search.generations = o.tune.generations;
  b.search.population = o.tune.population;
  b.search.elite_fraction = o.tune.elite_fraction;
  b.search.games = o.tune.games;
  b.search.seed = o.tune.seed;
  b.search.threads = o.tune.threads == 0 ? common::hardware_threads() : o.tune.threads;
  b.search.noise = 0;
  b.search.noise_decrease = 0;
  b.fitness = o.fitness == "versus" ? tetris_ai::BotFitness::Versus
              : o.fitness == "dig"  ? tetris_ai::BotFitness::Dig
                                    : tetris_ai::BotFitness::Attack;
  b.pieces = o.pieces;
  b.garbage = o.garbage;
  b.nodes = o.nodes;
  if (!o.weights.empty()) {
    try {
      tetris_ai::PlayerSettings s;
      s.ai = "bot";
      tetris_ai::load_weights_file(s, o.weights);
      // As `--weights FILE` plays them: the file over the defaults.
      tetris_ai::BotWeights start;
      tetris_ai::from_json(tetris_ai::parse_weights(s.weights, o.weights), start);
      b.start = start;
    } catch (const tetris_ai::PlayerError& e) {
      throw InputError(e.what());  // it names the file already
    } catch (const std::exception& e) {
      throw InputError(o.weights + ": " + e.what());
    }
  }
  const char* unit = b.fitness == tetris_ai::BotFitness::Attack ? "attack per piece"
                     : b.fitness == tetris_ai::BotFitness::Dig  ? "garbage rows a piece"
                                                                : "points";
  const tetris_ai::BotWeights w =
      tetris_ai::tune_bot(b, [unit](const tetris_ai::CrossEntropyReport& r) {
        char line[160];
        std::snprintf(line, sizeof line, "generation %d: best %.3f %s, elite mean %.3f\n",
                      r.generation, r.best_score, unit, r.elite_score);
        std::cout << line << std::flush;
      });
  nlohmann::json j;
  tetris_ai::to_json(j, w);
  std::cout << j.dump(2) << "\n";
  if (out.is_open()) out << j.dump(2) << "\n";
  return EXIT_OK;
}

}  // namespace

void add_tune_command(CLI::App& tetris) {
  auto o = std::make_shared<TuneCommandOptions>();
  CLI::App* cmd = tetris.add_subcommand(
      "tune",
      "Learn evaluation weights by the noisy cross-entropy method (linear: lines; bot: attack, "
      "versus or dig)");
  cmd->add_option("--generations", o->tune.generations, "Generations")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_option("--population", o->tune.population, "Weight vectors tried per generation")
      ->check(CLI::Range(2, 100000))
      ->capture_default_str();
  cmd->add_option("--elite", o->tune.elite_fraction, "Fraction of each generation kept")
      ->check(number_in(0.01, 1.0))
      ->capture_default_str();
  cmd->add_option("--games", o->tune.games, "Games per weight vector")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_option("--max-pieces", o->max_pieces, "Stop each game after N pieces (0: never)")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--rules", o->rules, "Rule set: classic or standard")
      ->check(CLI::IsMember({"classic", "standard"}))
      ->capture_default_str();
  cmd->add_option("--width", o->width, "Board width in columns")
      ->check(CLI::Range(tetris::Board::MIN_WIDTH, tetris::Board::MAX_WIDTH))
      ->capture_default_str();
  cmd->add_option("--height", o->height, "Board height in rows")
      ->check(CLI::Range(tetris::Board::MIN_HEIGHT, tetris::Board::MAX_HEIGHT))
      ->capture_default_str();
  cmd->add_option("--seed", o->tune.seed, "Random seed")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--threads", o->tune.threads, "Worker threads (0: one per hardware thread)")
      ->check(CLI::Range(0u, 1024u))
      ->capture_default_str();
  cmd->add_option("--out", o->out, "Write the learned weights to this JSON file")
      ->type_name("FILE");
  cmd->add_option(
         "--ai", o->ai,
         "linear (every feature of the table, by lines) or bot (the guideline bot's weights)")
      ->check(CLI::IsMember({"linear", "bot"}))
      ->capture_default_str();
  cmd->add_option("--fitness", o->fitness,
                  "bot: attack (lines sent per piece in an ultra), versus (points against the "
                  "starting weights) or dig (garbage rows dug per piece, from the dig weights)")
      ->check(CLI::IsMember({"attack", "versus", "dig"}))
      ->capture_default_str();
  cmd->add_option("--pieces", o->pieces,
                  "bot: pieces per game, default 300 (dig: the most a dig may take, default 10 a "
                  "row)")
      ->check(CLI::Range(std::int64_t{10}, std::int64_t{100000}));
  cmd->add_option("--garbage", o->garbage, "bot, dig: rows of cheese per game")
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{10000}))
      ->capture_default_str();
  cmd->add_option("--nodes", o->nodes, "bot: placements evaluated per piece")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 32))
      ->capture_default_str();
  cmd->add_option("--weights", o->weights,
                  "The weights to start from, as --ai linear or bot --weights FILE plays them "
                  "(default: linear all 0, bot built in, bot with --fitness dig its dig weights)")
      ->type_name("FILE");
  cmd->add_option("--feature-variant", o->variant,
                  "linear: how the features are measured, eltetris (nothing above the top row) or "
                  "mdptetris (the space above the board is empty); default: the starting weights' "
                  "own \"feature_variant\", else mdptetris")
      ->check(CLI::IsMember({"eltetris", "mdptetris"}));
  cmd->add_option("--deviation", o->tune.initial_deviation,
                  "linear: the first generation's standard deviation of every weight")
      ->check(number_in(0.001, 1e6))
      ->capture_default_str();
  on_run(cmd, [o, cmd] {
    if (o->ai != "bot") {
      for (const char* bot_only : {"--fitness", "--nodes", "--pieces", "--garbage"}) {
        if (cmd->count(bot_only) > 0) throw UsageError(std::string(bot_only) + " is for --ai bot");
      }
    }
    if (cmd->count("--garbage") > 0 && o->fitness != "dig") {
      throw UsageError("--garbage is for --ai bot --fitness dig");
    }
    if (o->ai == "bot") {
      std::ofstream out;
      if (!o->out.empty() && common::is_root()) {
        out.open(o->out);
        if (!out) throw InputError(o->out + ": cannot write the weights file");
      }
      return tune_bot(*o, out);
    }
    tetris_ai::TuneOptions t = o->tune;
    if (!o->weights.empty()) {
      // The weights `--ai linear --weights FILE` plays with (keys left out: El-Tetris's).
      try {
        tetris_ai::PlayerSettings s;
        s.ai = "linear";
        tetris_ai::load_weights_file(s, o->weights);
        const tetris_ai::Player start(s, tetris::RuleSet::Classic);
        const nlohmann::json json = start.weights_json();
        tetris_ai::from_json(json, t.start);
        // Only a file that names its variant sets it: linear's own default is El-Tetris's.
        const nlohmann::json file = tetris_ai::parse_weights(s.weights, o->weights);
        const std::string key(tetris_ai::VARIANT_KEY);
        if (file.is_object() && file.contains(key)) {
          t.variant = *tetris_ai::variant_from_string(json.at(key).get<std::string>());
        }
      } catch (const tetris_ai::PlayerError& e) {
        throw InputError(e.what());
      }
    }
    if (!o->variant.empty()) t.variant = *tetris_ai::variant_from_string(o->variant);
    t.game.rules = *tetris::rule_set_from_string(o->rules);
    t.game.width = o->width;
    t.game.height = o->height;
    t.game.max_pieces = o->max_pieces;
    if (t.threads == 0) t.threads = common::hardware_threads();
    std::ofstream out;
    if (!o->out.empty() && common::is_root()) {
      out.open(o->out);
      if (!out) throw InputError(o->out + ": cannot write the weights file");
    }
    const tetris_ai::LinearWeights w =
        tetris_ai::tune_weights(t, [](const tetris_ai::GenerationReport& r) {
          char line[200];
          std::snprintf(line, sizeof line,
                        "generation %d: best %.1f lines, elite mean %.1f lines (%.1f s, %.0f k "
                        "decisions/s)\n",
                        r.generation, r.best_mean_lines, r.elite_mean_lines, r.seconds,
                        r.seconds > 0 ? static_cast<double>(r.decisions) / r.seconds / 1000 : 0.0);
          std::cout << line << std::flush;
        });
    nlohmann::json j;
    tetris_ai::to_json(j, w);
    j[std::string(tetris_ai::VARIANT_KEY)] = std::string(tetris_ai::variant_name(t.variant));
    std::cout << j.dump(2) << "\n";
    if (out.is_open()) out << j.dump(2) << "\n";
    return EXIT_OK;
  });
}

[[maybe_unused]] const bool tune_command_registered =
    register_command("tetris", 60, add_tune_command);

}  // namespace gameai::cli::tetris_cli
