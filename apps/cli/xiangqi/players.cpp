#include "players.hpp"

#include <cctype>

#include "cli.hpp"
#include "engine_flags.hpp"
#include "terminal_player.hpp"
#include "xiangqi_ai/nnue.hpp"

namespace gameai::cli {

xiangqi_ai::TimeControl TimeOptions::time_control() const {
  if (clock.find_first_not_of(" \t") == std::string::npos) {
    if (clock_option != nullptr && clock_option->count() > 0)
      throw UsageError(
          "--tc: the time control is empty (write [MOVES/]BASE[+INCREMENT] in seconds, e.g. "
          "60+0.5)");
    return xiangqi_ai::TimeControl::per_move(movetime);
  }
  try {
    return xiangqi_ai::parse_clock(clock);
  } catch (const xiangqi_ai::TimeControlError& e) {
    throw UsageError(std::string("--tc: ") + e.what());
  }
}

void add_time_options(CLI::App* cmd, TimeOptions& options, const std::string& what) {
  auto* movetime = cmd->add_option("--movetime", options.movetime, "milliseconds " + what)
                       ->check(CLI::Range(1, 3600000))
                       ->capture_default_str();
  options.clock_option =
      cmd->add_option(
             "--tc", options.clock,
             "play on a clock instead: [MOVES/]BASE[+INCREMENT] in seconds, e.g. 60+0.5 (a "
             "minute each and half a second a move) or 40/60+0.6 (a minute per 40 moves); "
             "a side whose time runs out loses")
          ->type_name("CLOCK")
          ->excludes(movetime);
}

std::unique_ptr<xiangqi_ai::Player> make_player(const std::string& spec, std::uint64_t seed,
                                                Terminal* terminal,
                                                const xiangqi_ai::EvalWeights* weights,
                                                const std::string& weights_name,
                                                const xiangqi_ai::PlayerEval* eval) {
  if (spec == "human") {
    if (terminal == nullptr) throw UsageError("a human plays with 'gameai xiangqi play'");
    if (weights != nullptr)
      throw UsageError("player 'human': a weights file applies to an ai[:LEVEL] player");
    return make_human_player(*terminal, seed);
  }
  try {
    return xiangqi_ai::make_player(spec, seed, weights, weights_name, eval);
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

void add_eval_options(CLI::App* cmd, xiangqi_ai::PlayerEval& eval, std::string& eval_name,
                      const std::string& suffix, const std::string& whom) {
  add_row_flag(cmd, "Evaluation", eval_name, suffix,
               "evaluation of " + whom + ": nnue (the network, default) or classical");
  add_row_flag(cmd, "EvalFile", eval.net_file, suffix,
               "network file for " + whom + " (default: the built-in network)");
}

xiangqi_ai::PlayerEval resolved_eval(xiangqi_ai::PlayerEval eval, const std::string& eval_name,
                                     const std::string& suffix) {
  std::string name = eval_name;
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (!name.empty()) xiangqi_ai::parse_evaluation(name, eval.evaluation);
  if (!eval.net_file.empty() && eval.net_file != "<builtin>" &&
      eval.evaluation == xiangqi_ai::Evaluation::Network) {
    try {
      xiangqi_ai::nnue::Network::load(eval.net_file);
    } catch (const xiangqi_ai::nnue::NetworkError& e) {
      throw InputError(flag_name("EvalFile", suffix) + ": " + e.what());
    }
  }
  return eval;
}

game_files::XiangqiMove recorded_move(const xiangqi_ai::MoveNote& note) {
  std::optional<int> score;
  if (note.score)
    score =
        note.score->is_mate() ? game_files::xiangqi_mate_score(note.score->mate) : note.score->cp;
  return game_files::XiangqiMove(note.move, score, note.depth, note.time_ms);
}

std::vector<game_files::XiangqiMove> recorded_moves(
    const std::vector<xiangqi_ai::MoveNote>& notes) {
  std::vector<game_files::XiangqiMove> moves;
  moves.reserve(notes.size());
  for (const auto& note : notes) moves.push_back(recorded_move(note));
  return moves;
}

}  // namespace gameai::cli
