#include "tetris_play/decision.hpp"

#include <chrono>

namespace gameai::tetris_play {

namespace {

// A decision of `kind` for `game`, each choice asked of `choose`, the incoming garbage told by
// `incoming` (a batch's later pieces see none: garbage rises between them only in versus).
template <typename Choose, typename Incoming>
Decision decide_on(DecisionKind kind, std::uint64_t token, tetris::Game& game, int incoming_rows,
                   int budget_ms, int max_pieces, Choose&& choose, Incoming&& incoming) {
  Decision out;
  out.kind = kind;
  out.token = token;
  incoming(incoming_rows);
  if (kind != DecisionKind::Batch) {
    out.choice = choose(game);
    return out;
  }
  const auto start = std::chrono::steady_clock::now();
  const auto budget = std::chrono::milliseconds(budget_ms);
  while (static_cast<int>(out.batch.size()) < max_pieces && !game.game_over()) {
    const std::optional<tetris_ai::Choice> choice = choose(game);
    if (!choice) break;
    if (choice->hold) game.input(tetris::Input::Hold);
    if (!game.play(choice->placement, choice->spin).ok) break;
    out.batch.push_back({choice->placement, choice->spin, choice->hold});
    incoming(0);
    if (std::chrono::steady_clock::now() - start >= budget) break;
  }
  return out;
}

}  // namespace

Decision decide(DecisionRequest request) {
  tetris_ai::Player& player = request.player;
  Decision out = decide_on(
      request.kind, request.token, request.game, request.incoming, request.budget_ms,
      request.max_pieces, [&](tetris::Game& game) { return player.choose(game); },
      [&](int rows) { player.set_incoming(rows); });
  if (request.kind != DecisionKind::Hint) out.player = std::move(player);
  return out;
}

Decision decide_with(DecisionRequest request, tetris_ai::Contestant& contestant) {
  return decide_on(
      request.kind, request.token, request.game, request.incoming, request.budget_ms,
      request.max_pieces,
      [&](tetris::Game& game) -> std::optional<tetris_ai::Choice> {
        if (!contestant.failure().empty()) return std::nullopt;
        return contestant.choose(game);
      },
      [&](int rows) { contestant.incoming(rows); });
}

std::vector<tetris::Input> watchable_path(const tetris::InputPath& path) {
  std::vector<tetris::Input> keys(path.begin(), path.end());
  if (keys.empty() || keys.back() != tetris::Input::HardDrop) return keys;
  auto last = keys.end() - 1;
  auto first = last;
  while (first != keys.begin() && *(first - 1) == tetris::Input::SoftDrop) --first;
  keys.erase(first, last);
  return keys;
}

}  // namespace gameai::tetris_play
