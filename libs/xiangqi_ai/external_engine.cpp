#include "xiangqi_ai/external_engine.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <stdexcept>
#include <thread>

#include "common/timing.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi_ai {

ExternalEngine::ExternalEngine(EngineProtocol protocol, std::string command)
    : protocol_(protocol), command_(std::move(command)), name_(command_) {}

std::optional<std::string> ExternalEngine::wait_for(const std::string& prefix,
                                                    std::int64_t timeout_ms) {
  const std::int64_t deadline = common::now_ms() + timeout_ms;
  for (;;) {
    const std::int64_t left = deadline - common::now_ms();
    if (left <= 0) return std::nullopt;
    auto line = process_.read_line(left);
    if (!line) return std::nullopt;
    if (line->rfind(prefix, 0) == 0) return line;
    if (line->rfind("id name ", 0) == 0) name_ = line->substr(8);
  }
}

std::string_view protocol_name(EngineProtocol protocol) {
  switch (protocol) {
    case EngineProtocol::Uci:
      return "UCI";
    case EngineProtocol::Ucci:
      return "UCCI";
    case EngineProtocol::Xboard:
      return "xboard";
  }
  return {};
}

void ExternalEngine::handshake_failed(const std::string& greeting) {
  // A shell that could not run the command says so by its exit status.
  const auto status = process_.exited() ? process_.exit_status() : std::nullopt;
  if (status == 127) throw std::runtime_error("engine command '" + command_ + "' was not found");
  if (status == 126)
    throw std::runtime_error("engine command '" + command_ + "' could not be run (permission?)");
  if (process_.exited())
    throw std::runtime_error("engine '" + command_ + "' exited" +
                             (status ? " with status " + std::to_string(*status) : "") +
                             " without answering '" + greeting + "'");
  throw std::runtime_error("engine '" + command_ + "' did not answer '" + greeting + "' (is it " +
                           (protocol_ == EngineProtocol::Xboard ? "an " : "a ") +
                           std::string(protocol_name(protocol_)) + " xiangqi engine?)");
}

void ExternalEngine::start() {
  constexpr std::int64_t HANDSHAKE_MS = 10000;
  process_.start(command_);
  if (protocol_ == EngineProtocol::Xboard) {
    start_xboard();
    return;
  }
  const bool uci = protocol_ == EngineProtocol::Uci;
  process_.write_line(uci ? "uci" : "ucci");
  if (!wait_for(uci ? "uciok" : "ucciok", HANDSHAKE_MS)) handshake_failed(uci ? "uci" : "ucci");
  if (uci) {
    if (name_.find("Fairy-Stockfish") != std::string::npos) {
      rank_offset_ = 1;
      process_.write_line("setoption name UCI_Variant value xiangqi");
    }
  } else {
    process_.write_line("setoption usemillisec true");
  }
  for (const auto& [name, value] : options_)
    process_.write_line(uci ? "setoption name " + name + " value " + value
                            : "setoption " + name + " " + value);
  process_.write_line("isready");
  if (!wait_for("readyok", HANDSHAKE_MS))
    throw std::runtime_error("engine '" + command_ + "' did not answer 'isready'");
}

void ExternalEngine::drain() {
  constexpr std::int64_t DRAIN_MS = 5000;
  process_.write_line("isready");
  wait_for("readyok", DRAIN_MS);
}

void ExternalEngine::new_game() {
  if (protocol_ == EngineProtocol::Xboard) {
    process_.write_line("new");
    process_.write_line("variant xiangqi");
    process_.write_line("force");
    known_fen_ = xiangqi::START_FEN;
    known_moves_.clear();
    std::string complaint;
    xboard_sync(10000, complaint);
    return;
  }
  if (protocol_ == EngineProtocol::Uci) process_.write_line("ucinewgame");
  process_.write_line("isready");
  wait_for("readyok", 10000);
}

std::string ExternalEngine::to_engine(const std::string& move) const {
  if (rank_offset_ == 0 || move.size() != 4) return move;
  std::string out;
  out.reserve(6);
  out += move[0];
  out += std::to_string(move[1] - '0' + rank_offset_);
  out += move[2];
  out += std::to_string(move[3] - '0' + rank_offset_);
  return out;
}

std::string ExternalEngine::from_engine(const std::string& move) const {
  if (rank_offset_ == 0) return move;
  // Ranks 1-10: file letter, one or two digits, file letter, one or two digits.
  std::string out;
  std::size_t i = 0;
  for (int part = 0; part < 2; ++part) {
    if (i >= move.size()) return move;
    out += move[i++];
    std::size_t j = i;
    while (j < move.size() && move[j] >= '0' && move[j] <= '9') ++j;
    if (j == i) return move;
    const int rank = std::stoi(move.substr(i, j - i)) - rank_offset_;
    if (rank < 0 || rank > 9) return move;
    out += static_cast<char>('0' + rank);
    i = j;
  }
  return i == move.size() ? out : move;
}

std::string ExternalEngine::go_command(const MoveTime& time) const {
  const bool uci = protocol_ == EngineProtocol::Uci;
  if (!time.clocked())
    return uci ? "go movetime " + std::to_string(time.movetime_ms)
               : "go depth " + std::to_string(UCCI_GO_DEPTH);
  const auto ms = [](std::int64_t value) {
    return std::to_string(std::max<std::int64_t>(1, value));
  };
  const std::string inc = std::to_string(time.increment_ms);
  std::string go;
  if (uci) {
    go = "go wtime " + ms(time.clock_ms[0]) + " btime " + ms(time.clock_ms[1]) + " winc " + inc +
         " binc " + inc;
    if (time.moves_to_go > 0) go += " movestogo " + std::to_string(time.moves_to_go);
    return go;
  }
  // UCCI gives a clock either periods (movestogo) or an increment, not both.
  go = "go time " + ms(time.clock_ms[time.mover]);
  go +=
      time.moves_to_go > 0 ? " movestogo " + std::to_string(time.moves_to_go) : " increment " + inc;
  go += " opptime " + ms(time.clock_ms[1 - time.mover]);
  if (time.moves_to_go == 0) go += " oppincrement " + inc;
  return go;
}

std::optional<std::string> ExternalEngine::best_move(const std::string& fen,
                                                     const std::vector<std::string>& moves,
                                                     const MoveTime& time, std::string& problem,
                                                     const std::function<bool()>& cancelled) {
  if (protocol_ == EngineProtocol::Xboard)
    return xboard_best_move(fen, moves, time, problem, cancelled);
  std::string position = "position fen " + fen;
  if (!moves.empty()) {
    position += " moves";
    for (const auto& m : moves) {
      position += ' ';
      position += to_engine(m);
    }
  }
  process_.write_line(position);
  claimed_draw_ = false;
  // UCI has a move time. UCCI has none: given `go time T movestogo 1` an engine budgets only part
  // of T for safety, and `go depth infinite` is no UCCI (ElephantEye reads it as depth 0 and
  // answers nobestmove at once). So the move time is emulated as UCCI GUIs do: search to a depth
  // no engine reaches in a move's time (ElephantEye's limit), then `stop` when T has passed.
  // On a clock the engine plans its own time and is stopped by no one but `cancelled`.
  const bool uci = protocol_ == EngineProtocol::Uci;
  process_.write_line(go_command(time));
  const std::int64_t start = common::now_ms();
  const std::int64_t stop_at = uci || time.clocked() ? -1 : start + time.movetime_ms;
  // Generous slack: a loaded machine delays replies, but a hung engine must not stall the run.
  const std::int64_t budget = time.clocked() ? time.own_ms() : time.movetime_ms;
  const std::int64_t timeout = 3 * budget + 2000;
  std::int64_t deadline = start + timeout;
  // How often a cancellation is looked for while the engine thinks.
  constexpr std::int64_t CANCEL_POLL_MS = 20;
  bool stop_sent = false;
  bool was_cancelled = false;
  for (;;) {
    const std::int64_t now = common::now_ms();
    if (!stop_sent && cancelled && cancelled()) {
      was_cancelled = true;
      // The reply to `stop` comes at once from an engine that works; a slow one gets a short
      // grace rather than the whole move's slack.
      deadline = std::min(deadline, now + 2000);
    }
    if (!stop_sent && (was_cancelled || (stop_at >= 0 && now >= stop_at))) {
      process_.write_line("stop");
      stop_sent = true;
    }
    std::int64_t until = deadline;
    if (!stop_sent && stop_at >= 0) until = std::min(until, stop_at);
    if (!stop_sent && cancelled) until = std::min(until, now + CANCEL_POLL_MS);
    const std::int64_t left = until - now;
    auto line = left > 0 ? process_.read_line(left) : std::nullopt;
    if (!line && !process_.exited() && common::now_ms() < deadline) continue;
    if (!line) {
      problem = process_.exited() ? "engine '" + name_ + "' exited"
                                  : "engine '" + name_ + "' gave no move within " +
                                        std::to_string(timeout) + " ms";
      return std::nullopt;
    }
    const bool answer = line->rfind("bestmove", 0) == 0 || *line == "nobestmove";
    // A `stop` that crossed the engine's answer is answered again by an idle UCCI engine
    // (ElephantEye says `nobestmove`): read up to `readyok`, so that it is not taken for the
    // answer to the next position.
    if (answer && stop_sent && !uci) drain();
    if (was_cancelled && answer) {
      problem = "cancelled";
      return std::nullopt;
    }
    if (*line == "nobestmove") {
      // With legal moves on the board (the referee asks only then) this claims a draw, as
      // ElephantEye does under its own 50-move rule; the referee rules on the claim.
      claimed_draw_ = true;
      problem = "engine '" + name_ + "' has no move (nobestmove)";
      return std::nullopt;
    }
    if (info_handler_ && line->rfind("info ", 0) == 0) info_handler_(*line);
    if (line->rfind("bestmove ", 0) == 0) {
      const std::string rest = line->substr(9);
      const std::string move = rest.substr(0, rest.find(' '));
      if (move == "(none)" || move == "0000") {
        problem = "engine '" + name_ + "' has no move";
        return std::nullopt;
      }
      return from_engine(move);
    }
  }
}

}  // namespace gameai::xiangqi_ai
