#include "dataset/tetris_run_fit.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

#include "tetris/game.hpp"
#include "tetris_ai/feature_table.hpp"

namespace gameai::dataset {

RunChoices add_run_choices(const game_files::TetrisRunFile& run, std::uint32_t group,
                           tetris_ai::ChoiceData& out) {
  RunChoices got;
  got.rules = std::string(tetris::rule_set_name(run.config.rules));
  if (run.player_kind != "human") {
    got.error = run.player_name.rfind("human+", 0) == 0
                    ? "the AI played part of this game, so its placements are not all yours"
                    : "this game was played by the AI '" + run.player_name + "', not by a person";
    return got;
  }
  const std::size_t before = out.size();
  // The steps replayed as replay_tetris_run_file replays them, each placement taken on the board
  // it was made on.
  tetris::Game game = game_files::tetris_run_start(run);
  std::size_t next_garbage = 0;
  for (std::size_t i = 0; i < run.steps.size(); ++i) {
    game_files::clear_zen_top_out(run, game);
    const tetris::Board board = game.board();
    const tetris::Placement& chosen = run.steps[i].record.placement;
    const std::string problem = game_files::replay_tetris_run_step(game, run.steps[i]);
    if (!problem.empty()) {
      out.truncate(before);
      got = RunChoices{};
      got.rules = std::string(tetris::rule_set_name(run.config.rules));
      got.error =
          "the game does not replay at step " + std::to_string(i + 1) + " (" + problem + ")";
      return got;
    }
    switch (out.add(board, chosen.piece, run.config.rules, chosen, group)) {
      case tetris_ai::AddOutcome::Added:
        ++got.decisions;
        got.held += run.steps[i].record.held ? 1 : 0;
        break;
      case tetris_ai::AddOutcome::NotLegal:
        ++got.not_legal;
        break;
      case tetris_ai::AddOutcome::NoPlacement:
        ++got.no_placement;
        break;
    }
    const auto done = static_cast<std::int64_t>(i) + 1;
    for (; next_garbage < run.garbage.size() && run.garbage[next_garbage].after <= done;
         ++next_garbage)
      for (const int hole : run.garbage[next_garbage].holes) game.add_garbage(1, hole);
  }
  if (got.decisions == 0) {
    got.error = run.steps.empty() ? "the game has no pieces placed"
                                  : "none of the game's placements can be learnt from";
  }
  return got;
}

RunChoices add_run_file_choices(std::string_view text, std::uint32_t group,
                                tetris_ai::ChoiceData& out) {
  const game_files::TetrisFileRead read = game_files::read_tetris_file(text);
  if (read.run) return add_run_choices(*read.run, group, out);
  if (read.versus) {
    for (const game_files::TetrisRunFile& board : read.versus->boards)
      if (board.player_kind == "human") return add_run_choices(board, group, out);
    RunChoices got;
    got.error = "no person played this versus game: both boards are the AI's";
    return got;
  }
  RunChoices got;
  got.error = read.error;
  return got;
}

RunFit fit_run_choices(const tetris_ai::ChoiceData& data,
                       const std::function<void(int, double)>& progress) {
  RunFit out;
  out.placements = data.size();
  tetris_ai::Split split = tetris_ai::split_by_group(data, RUN_FIT_HOLDOUT_EVERY);
  out.held_out = !split.held_out.empty() && !split.fit.empty();
  if (!out.held_out) {  // fewer than 5 games: fit them all and measure on them
    split.fit.insert(split.fit.end(), split.held_out.begin(), split.held_out.end());
    split.held_out.clear();
  }
  tetris_ai::FitOptions options;
  options.progress = progress;
  const tetris_ai::FitResult fit = tetris_ai::fit_weights(data, split.fit, options);
  out.weights = fit.weights;
  out.fitted = split.fit.size();
  out.slip_share = fit.slip_share;
  out.agreement =
      tetris_ai::agreement(data, out.held_out ? split.held_out : split.fit, fit.weights);
  nlohmann::json j;
  tetris_ai::to_json(j, fit.weights);
  j[std::string(tetris_ai::VARIANT_KEY)] = std::string(tetris_ai::variant_name(data.variant()));
  out.weights_json = j.dump(2) + "\n";
  return out;
}

std::string linear_weights_error(std::string_view text) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) return "the weights are not JSON";
  if (!j.is_object()) return "the weights are not a JSON object";
  for (const auto& [key, value] : j.items()) {
    if (key == tetris_ai::VARIANT_KEY) {
      if (!value.is_string() || !tetris_ai::variant_from_string(value.get<std::string>()))
        return "\"" + key + "\" must be \"eltetris\" or \"mdptetris\"";
      continue;
    }
    bool known = false;
    for (const tetris_ai::Feature& f : tetris_ai::FEATURES) known = known || f.name == key;
    if (!known) return "\"" + key + "\" is not a feature's name";
    if (!value.is_number() || !std::isfinite(value.get<double>()))
      return "the weight \"" + key + "\" is not a number";
  }
  return {};
}

}  // namespace gameai::dataset
