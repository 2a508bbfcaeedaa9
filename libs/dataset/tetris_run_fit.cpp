#include "dataset/tetris_run_fit.hpp"

#include <cstddef>
#include <exception>

#include "tetris/board.hpp"
#include "tetris/game.hpp"

namespace gameai::dataset {

RunChoices collect_run_choices(const records::TetrisRunFile& run, tetris_ai::ChoiceData& out,
                               std::uint32_t group) {
  RunChoices choices;
  const std::size_t before = out.size();
  const auto fail = [&](std::string error) {
    out.truncate(before);
    RunChoices failed;
    failed.error = std::move(error);
    return failed;
  };
  try {
    tetris::Game game = records::tetris_run_start(run);
    const tetris::RuleSet rules = run.config.rules;
    std::size_t next_garbage = 0;
    for (std::size_t i = 0; i < run.steps.size(); ++i) {
      // The board the player saw: a zen run's topped-out stack is cleared first, as it was then.
      records::clear_zen_top_out(run, game);
      const tetris::Board board = game.board();
      const records::TetrisRunStep& step = run.steps[i];
      const std::string problem = records::replay_tetris_run_step(game, step);
      if (!problem.empty())
        return fail("step " + std::to_string(i + 1) + " does not replay (" + problem + ")");
      const tetris::Placement& chosen = step.record.placement;
      switch (out.add(board, chosen.piece, rules, chosen, group)) {
        case tetris_ai::AddOutcome::Added:
          ++choices.decisions;
          choices.held += step.record.held ? 1 : 0;
          break;
        case tetris_ai::AddOutcome::NotLegal:
          ++choices.not_legal;
          break;
        case tetris_ai::AddOutcome::NoPlacement:
          ++choices.no_placement;
          break;
      }
      // The garbage that rose after this step (versus).
      const auto done = static_cast<std::int64_t>(i) + 1;
      for (; next_garbage < run.garbage.size() && run.garbage[next_garbage].after <= done;
           ++next_garbage)
        for (const int hole : run.garbage[next_garbage].holes) game.add_garbage(1, hole);
    }
  } catch (const std::exception& e) {
    return fail(e.what());
  }
  return choices;
}

}  // namespace gameai::dataset
