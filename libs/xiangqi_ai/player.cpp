#include "xiangqi_ai/player.hpp"

#include <algorithm>

#include "xiangqi_ai/levels.hpp"

namespace gameai::xiangqi_ai {

EnginePlayer::EnginePlayer(std::string name, int level, int minimax_depth, std::uint64_t seed)
    : name_(std::move(name)), minimax_depth_(minimax_depth) {
  engine_.set_level(level);
  engine_.set_seed(seed);
  engine_.set_own_book(minimax_depth == 0);  // the minimax reference searches every move
  if (minimax_depth > 0) engine_.set_algorithm(Algorithm::Minimax);
}

std::string EnginePlayer::set_eval(const PlayerEval& eval) {
  engine_.set_evaluation(eval.evaluation);
  if (eval.evaluation != Evaluation::Network) return {};
  return engine_.set_eval_file(eval.net_file);
}

std::string PlayerEval::label() const {
  if (evaluation == Evaluation::Classical) return std::string(evaluation_name(evaluation));
  if (net_file.empty() || net_file == "<builtin>") return {};
  const auto slash = net_file.find_last_of('/');
  return slash == std::string::npos ? net_file : net_file.substr(slash + 1);
}

void EnginePlayer::new_game() {
  interrupted_ = false;
  engine_.new_game();
}

std::optional<std::string> EnginePlayer::choose(const std::string& fen,
                                                const std::vector<std::string>& moves,
                                                const MoveTime& time, std::string& problem) {
  if (interrupted_) {
    problem = "interrupted";
    return std::nullopt;
  }
  problem = engine_.set_position(fen, moves);
  if (!problem.empty()) return std::nullopt;
  SearchLimits limits;
  if (time.clocked()) {
    // As a UCI `go wtime btime winc binc movestogo`: the engine's time manager plans the move.
    for (int side = 0; side < 2; ++side) {
      limits.time_ms[side] = std::max<std::int64_t>(1, time.clock_ms[side]);
      limits.inc_ms[side] = time.increment_ms;
    }
    limits.moves_to_go = time.moves_to_go;
  } else {
    limits.movetime_ms = time.movetime_ms;
  }
  if (minimax_depth_ > 0) limits.depth = minimax_depth_;
  const BestMove best = engine_.search(limits);
  if (best.move.empty()) {
    problem = name_ + " has no legal move";
    return std::nullopt;
  }
  note_ = {};
  if (!best.book) {  // a book move has no search score or depth
    note_.depth = best.depth;
    note_.score = best.score;
  }
  return best.move;
}

void EnginePlayer::interrupt() {
  interrupted_ = true;
  engine_.stop();
}

ExternalPlayer::ExternalPlayer(EngineProtocol protocol, const std::string& command,
                               std::vector<std::pair<std::string, std::string>> options)
    : engine_(protocol, command) {
  engine_.set_options(std::move(options));
  engine_.start();
}

void ExternalPlayer::new_game() {
  interrupted_ = false;
  engine_.new_game();
}

std::optional<std::string> ExternalPlayer::choose(const std::string& fen,
                                                  const std::vector<std::string>& moves,
                                                  const MoveTime& time, std::string& problem) {
  if (interrupted_) {
    problem = "interrupted";
    return std::nullopt;
  }
  return engine_.best_move(fen, moves, time, problem, [this] { return interrupted_.load(); });
}

namespace {

// The number after `spec`'s colon, from `lo` to `hi`; `fallback` without a colon.
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
    throw PlayerSpecError("player '" + spec + "': " + what + " must be a number " +
                          std::to_string(lo) + ".." + std::to_string(hi));
  }
  if (value < lo || value > hi)
    throw PlayerSpecError("player '" + spec + "': " + what + " must be " + std::to_string(lo) +
                          ".." + std::to_string(hi));
  return value;
}

}  // namespace

std::unique_ptr<Player> make_player(const std::string& spec, std::uint64_t seed,
                                    const EvalWeights* weights, const std::string& weights_name,
                                    const PlayerEval* eval) {
  // The evaluation the player searches with; a network that cannot be used ends the building.
  const auto use_eval = [&](EnginePlayer& player) {
    if (eval == nullptr) return;
    if (const std::string problem = player.set_eval(*eval); !problem.empty())
      throw std::runtime_error("player '" + spec + "': " + problem);
  };
  const auto colon = spec.find(':');
  const std::string kind = spec.substr(0, colon);
  if (kind == "ai") {
    const int level = parse_suffix(spec, colon, MIN_LEVEL, MAX_LEVEL, MAX_LEVEL, "the level");
    std::string name = spec == "ai" ? "ai:" + std::to_string(MAX_LEVEL) : spec;
    if (eval != nullptr && !eval->label().empty()) name += " [" + eval->label() + "]";
    if (weights != nullptr) name += " (" + weights_name + ")";
    auto player = std::make_unique<EnginePlayer>(name, level, 0, seed);
    if (weights != nullptr) player->set_weights(*weights);
    use_eval(*player);
    return player;
  }
  if (weights != nullptr)
    throw PlayerSpecError("player '" + spec + "': a weights file applies to an ai[:LEVEL] player");
  if (kind == "minimax") {
    const int depth = parse_suffix(spec, colon, 1, 6, 3, "the depth");
    auto player =
        std::make_unique<EnginePlayer>("minimax:" + std::to_string(depth), MAX_LEVEL, depth, seed);
    use_eval(*player);
    return player;
  }
  if ((kind == "uci" || kind == "ucci" || kind == "xboard") && colon != std::string::npos &&
      colon + 1 < spec.size()) {
    const EngineProtocol protocol = kind == "uci"    ? EngineProtocol::Uci
                                    : kind == "ucci" ? EngineProtocol::Ucci
                                                     : EngineProtocol::Xboard;
    try {
      return std::make_unique<ExternalPlayer>(protocol, spec.substr(colon + 1));
    } catch (const std::runtime_error& e) {
      throw std::runtime_error("player '" + spec + "': " + e.what());
    }
  }
  throw PlayerSpecError("unknown player '" + spec + "': use " + COMPUTER_PLAYER_SPECS);
}

}  // namespace gameai::xiangqi_ai
