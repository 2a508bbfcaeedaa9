#include "players.hpp"

#include "cli.hpp"
#include "records/game_record.hpp"
#include "terminal_player.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/external_engine.hpp"

namespace gameai::cli {
namespace {

using xiangqi_ai::Engine;
using xiangqi_ai::EngineProtocol;
using xiangqi_ai::ExternalEngine;

class AiPlayer : public Player {
 public:
  AiPlayer(std::string name, int level, int minimax_depth, std::uint64_t seed)
      : name_(std::move(name)), minimax_depth_(minimax_depth) {
    engine_.set_level(level);
    engine_.set_seed(seed);
    engine_.set_own_book(minimax_depth == 0);  // the minimax reference searches every move
    if (minimax_depth > 0) engine_.set_algorithm(xiangqi_ai::Algorithm::Minimax);
  }
  std::string name() const override { return name_; }
  void new_game() override { engine_.new_game(); }
  void set_seed(std::uint64_t seed) override { engine_.set_seed(seed); }
  std::optional<std::string> choose(const std::string& fen, const std::vector<std::string>& moves,
                                    std::int64_t movetime_ms, std::string& problem) override {
    problem = engine_.set_position(fen, moves);
    if (!problem.empty()) return std::nullopt;
    xiangqi_ai::SearchLimits limits;
    limits.movetime_ms = movetime_ms;
    if (minimax_depth_ > 0) limits.depth = minimax_depth_;
    const auto best = engine_.search(limits);
    if (best.move.empty()) {
      problem = name_ + " has no legal move";
      return std::nullopt;
    }
    note_ = {};
    if (!best.book) {  // a book move has no search score or depth
      note_.depth = best.depth;
      note_.score =
          best.score.is_mate() ? records::xiangqi_mate_score(best.score.mate) : best.score.cp;
    }
    return best.move;
  }
  SearchNote last_note() const override { return note_; }
  void set_weights(const xiangqi_ai::EvalWeights& weights) { engine_.set_weights(weights); }
  void set_eval(const PlayerEval& eval) {
    engine_.set_evaluation(eval.evaluation);
    if (eval.evaluation == xiangqi_ai::Evaluation::Network) {
      const std::string problem = engine_.set_eval_file(eval.net_file);
      if (!problem.empty()) throw InputError(problem);
    }
  }

 private:
  std::string name_;
  int minimax_depth_;
  Engine engine_;
  SearchNote note_;
};

class EnginePlayer : public Player {
 public:
  EnginePlayer(EngineProtocol protocol, const std::string& command) : engine_(protocol, command) {
    engine_.start();
  }
  std::string name() const override { return engine_.name(); }
  void new_game() override { engine_.new_game(); }
  bool claimed_draw() const override { return engine_.claimed_draw(); }
  std::optional<std::string> choose(const std::string& fen, const std::vector<std::string>& moves,
                                    std::int64_t movetime_ms, std::string& problem) override {
    return engine_.best_move(fen, moves, movetime_ms, problem);
  }

 private:
  ExternalEngine engine_;
};

int parse_suffix(const std::string& spec, std::size_t colon, int lo, int hi, int fallback,
                 const char* what) {
  if (colon == std::string::npos) return fallback;
  const std::string text = spec.substr(colon + 1);
  int value = 0;
  try {
    std::size_t used = 0;
    value = std::stoi(text, &used);
    if (used != text.size()) throw std::invalid_argument(text);
  } catch (const std::exception&) {
    throw UsageError("player '" + spec + "': " + what + " must be a number " + std::to_string(lo) +
                     ".." + std::to_string(hi));
  }
  if (value < lo || value > hi)
    throw UsageError("player '" + spec + "': " + what + " must be " + std::to_string(lo) + ".." +
                     std::to_string(hi));
  return value;
}

}  // namespace

std::string PlayerEval::label() const {
  if (evaluation == xiangqi_ai::Evaluation::Classical) return "classical";
  if (net_file.empty() || net_file == "<builtin>") return "";
  const auto slash = net_file.find_last_of('/');
  return slash == std::string::npos ? net_file : net_file.substr(slash + 1);
}

std::unique_ptr<Player> make_player(const std::string& spec, std::uint64_t seed, Terminal* terminal,
                                    const xiangqi_ai::EvalWeights* weights,
                                    const std::string& weights_name, const PlayerEval* eval) {
  const auto colon = spec.find(':');
  const std::string kind = spec.substr(0, colon);
  if (kind == "human" && colon == std::string::npos) {
    if (terminal == nullptr) throw UsageError("a human plays with 'gameai xiangqi play'");
    return make_human_player(*terminal, seed);
  }
  if (kind == "ai") {
    const int level = parse_suffix(spec, colon, 1, 10, 10, "the level");
    std::string name = spec == "ai" ? "ai:10" : spec;
    if (eval != nullptr && !eval->label().empty()) name += " [" + eval->label() + "]";
    if (weights != nullptr) name += " (" + weights_name + ")";
    auto player = std::make_unique<AiPlayer>(name, level, 0, seed);
    if (weights != nullptr) player->set_weights(*weights);
    if (eval != nullptr) player->set_eval(*eval);
    return player;
  }
  if (weights != nullptr) {
    throw UsageError("player '" + spec + "': a weights file applies to an ai[:LEVEL] player");
  }
  if (kind == "minimax") {
    const int depth = parse_suffix(spec, colon, 1, 6, 3, "the depth");
    auto player = std::make_unique<AiPlayer>("minimax:" + std::to_string(depth), 10, depth, seed);
    if (eval != nullptr) player->set_eval(*eval);
    return player;
  }
  if ((kind == "uci" || kind == "ucci") && colon != std::string::npos && colon + 1 < spec.size()) {
    try {
      return std::make_unique<EnginePlayer>(
          kind == "uci" ? EngineProtocol::Uci : EngineProtocol::Ucci, spec.substr(colon + 1));
    } catch (const std::runtime_error& e) {
      throw InputError(std::string("player '") + spec + "': " + e.what());
    }
  }
  throw UsageError("unknown player '" + spec +
                   "': use human, ai[:LEVEL], minimax[:DEPTH], uci:COMMAND or ucci:COMMAND");
}

}  // namespace gameai::cli
