#include "dataset/tetris_fit.hpp"

#include <algorithm>

#include "records/tetris_replay.hpp"
#include "tetris/rules.hpp"

namespace gameai::dataset {

bool PlayerSelection::matches(const game_files::PlayerInfo& p) const noexcept {
  if (!kind) return true;
  if (p.kind != *kind) return false;
  return name.empty() || p.name == name;
}

const game_files::PlayerInfo* step_player(const game_files::GameSummary& game, std::int64_t step) {
  const game_files::PlayerInfo* who = game.players.empty() ? nullptr : &game.players.front();
  for (const game_files::Stretch& s : game.stretches) {
    if (s.seat == 0 && s.from_step <= step) who = &s.player;
  }
  return who;
}

ChoiceSummary collect_choices(records::Store& store, std::span<const game_files::GameSummary> games,
                              const PlayerSelection& who, tetris_ai::ChoiceData& out,
                              const std::function<void(std::size_t)>& progress,
                              std::size_t max_decisions) {
  ChoiceSummary summary;
  for (std::size_t g = 0; g < games.size() && !summary.capped; ++g) {
    const game_files::GameSummary& game = games[g];
    const auto rules = tetris::rule_set_from_string(game.variant);
    if (game.game != game_files::GameKind::Tetris || !rules) {
      if (progress) progress(g + 1);
      continue;
    }
    std::int64_t added = 0;
    std::int64_t held = 0;
    std::int64_t not_legal = 0;
    std::int64_t no_placement = 0;
    const std::size_t before = out.size();
    const records::TetrisReplayResult result =
        records::replay_tetris(store, game, [&](const records::TetrisFrame& f) {
          if (max_decisions != 0 && out.size() >= max_decisions) {
            summary.capped = true;
            return false;
          }
          const game_files::PlayerInfo* player = step_player(game, f.index);
          if (player == nullptr || !who.matches(*player)) return true;
          const auto piece = static_cast<tetris::Piece>(f.step->piece);
          const tetris::Placement chosen{piece, tetris::rotation_from_int(f.step->rotation),
                                         f.step->x, f.step->y};
          switch (out.add(*f.board_before, piece, *rules, chosen,
                          static_cast<std::uint32_t>(summary.games))) {
            case tetris_ai::AddOutcome::Added:
              ++added;
              held += f.step->held ? 1 : 0;
              break;
            case tetris_ai::AddOutcome::NotLegal:
              ++not_legal;
              break;
            case tetris_ai::AddOutcome::NoPlacement:
              ++no_placement;
              break;
          }
          return true;
        });
    if (!result.exact()) {
      // A game that does not replay is left out whole: its recorded boards are not the ones the
      // player saw.
      summary.diverged.push_back(game.id);
      out.truncate(before);
      if (progress) progress(g + 1);
      continue;
    }
    summary.held += held;
    summary.not_legal += not_legal;
    summary.no_placement += no_placement;
    if (added > 0) {
      ++summary.games;
      summary.decisions += added;
      if (std::find(summary.rules.begin(), summary.rules.end(), game.variant) ==
          summary.rules.end()) {
        summary.rules.push_back(game.variant);
      }
    }
    if (progress) progress(g + 1);
  }
  return summary;
}

}  // namespace gameai::dataset
