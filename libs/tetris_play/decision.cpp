#include "tetris_play/decision.hpp"

#include <chrono>

namespace gameai::tetris_play {

Decision decide(DecisionRequest request) {
  Decision out;
  out.kind = request.kind;
  out.token = request.token;
  tetris_ai::Player& player = request.player;
  tetris::Game& game = request.game;
  player.set_incoming(request.incoming);
  if (request.kind != DecisionKind::Batch) {
    out.choice = player.choose(game);
    if (request.kind == DecisionKind::Move) out.player = std::move(player);
    return out;
  }
  const auto start = std::chrono::steady_clock::now();
  const auto budget = std::chrono::milliseconds(request.budget_ms);
  while (static_cast<int>(out.batch.size()) < request.max_pieces && !game.game_over()) {
    const std::optional<tetris_ai::Choice> choice = player.choose(game);
    if (!choice) break;
    if (choice->hold) game.input(tetris::Input::Hold);
    if (!game.play(choice->placement, choice->spin).ok) break;
    out.batch.push_back({choice->placement, choice->spin, choice->hold});
    player.set_incoming(0);  // garbage rises between the pieces of a batch only in versus
    if (std::chrono::steady_clock::now() - start >= budget) break;
  }
  out.player = std::move(player);
  return out;
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
