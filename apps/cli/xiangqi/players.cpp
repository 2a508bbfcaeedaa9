#include "players.hpp"

#include "cli.hpp"
#include "terminal_player.hpp"

namespace gameai::cli {

std::unique_ptr<xiangqi_ai::Player> make_player(const std::string& spec, std::uint64_t seed,
                                                Terminal* terminal,
                                                const xiangqi_ai::EvalWeights* weights,
                                                const std::string& weights_name) {
  if (spec == "human") {
    if (terminal == nullptr) throw UsageError("a human plays with 'gameai xiangqi play'");
    if (weights != nullptr)
      throw UsageError("player 'human': a weights file applies to an ai[:LEVEL] player");
    return make_human_player(*terminal, seed);
  }
  try {
    return xiangqi_ai::make_player(spec, seed, weights, weights_name);
  } catch (const xiangqi_ai::PlayerSpecError& e) {
    const std::string message = e.what();
    // The library knows the computer players; a terminal also seats a person.
    if (terminal != nullptr && message.rfind("unknown player", 0) == 0)
      throw UsageError("unknown player '" + spec + "': use human, " +
                       xiangqi_ai::COMPUTER_PLAYER_SPECS);
    throw UsageError(message);
  } catch (const std::runtime_error& e) {
    throw InputError(e.what());
  }
}

records::XiangqiMove recorded_move(const xiangqi_ai::MoveNote& note) {
  std::optional<int> score;
  if (note.score)
    score = note.score->is_mate() ? records::xiangqi_mate_score(note.score->mate) : note.score->cp;
  return records::XiangqiMove(note.move, score, note.depth, note.time_ms);
}

std::vector<records::XiangqiMove> recorded_moves(const std::vector<xiangqi_ai::MoveNote>& notes) {
  std::vector<records::XiangqiMove> moves;
  moves.reserve(notes.size());
  for (const auto& note : notes) moves.push_back(recorded_move(note));
  return moves;
}

}  // namespace gameai::cli
