#pragma once
// Another xiangqi engine run as a child process and spoken to through pipes, in UCI or UCCI.
//
// Used by `gameai xiangqi play` and `match` for players written `uci:COMMAND` and
// `ucci:COMMAND`, and by the GUI's "external engine" opponent (COMMAND goes to /bin/sh, so
// arguments are allowed). The child's output only ever reaches us through a pipe. Every read has a
// deadline, so a hung engine costs its game rather than the whole run. Fairy-Stockfish's UCI mode
// writes ranks 1-10; it is recognised by its `id name` and its moves are translated to and from the
// ICCS ranks 0-9 used everywhere else.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/child_process.hpp"
#include "xiangqi_ai/time_control.hpp"

namespace gameai::xiangqi_ai {

using common::ChildProcess;

enum class EngineProtocol { Uci, Ucci };

// The depth a UCCI engine is sent with each `go`, before it is stopped at the move time: the most
// ElephantEye searches (its UCCI_MAX_DEPTH), more than any engine reaches in a move's time.
inline constexpr int UCCI_GO_DEPTH = 32;

// An engine process driven move by move.
class ExternalEngine {
 public:
  ExternalEngine(EngineProtocol protocol, std::string command);

  // Starts the process and completes the handshake; throws std::runtime_error naming the
  // command if it does not answer.
  void start();
  // Option values (name, value) sent after the handshake by start(): `setoption name N value V`
  // under UCI, `setoption N V` under UCCI.
  void set_options(std::vector<std::pair<std::string, std::string>> options) {
    options_ = std::move(options);
  }
  void new_game();
  // The engine's move (ICCS) for the game `fen` + `moves` within `time`, or nullopt with
  // `problem` set if it crashed, timed out or had no move (`nobestmove`, `(none)`). With a time
  // per move T, UCI engines get `go movetime T`; UCCI engines `go depth UCCI_GO_DEPTH` and `stop`
  // after T, and after a `stop` an `isready` whose `readyok` ends whatever the stop still brings
  // (an idle ElephantEye answers it with `nobestmove`). On a clock (go_command) the engine plans
  // its own time and is stopped only when cancelled. `cancelled`, when
  // given, is asked every few milliseconds (from this thread): once it says true the engine is
  // told `stop` and its reply is read and discarded, so the process is ready for the next
  // position at once; the result is then nullopt with `problem` "cancelled".
  std::optional<std::string> best_move(const std::string& fen,
                                       const std::vector<std::string>& moves, const MoveTime& time,
                                       std::string& problem,
                                       const std::function<bool()>& cancelled = {});
  // The `go` line best_move() sends for `time`: `go movetime T` (UCI) or `go depth
  // UCCI_GO_DEPTH` (UCCI) for a time per move; on a clock `go wtime W btime B winc I binc I
  // [movestogo N]` (UCI) or `go time T increment I opptime O oppincrement I` (UCCI, with
  // `movestogo N` in place of the increment when the clock has periods; milliseconds, as
  // `setoption usemillisec true` asked for).
  std::string go_command(const MoveTime& time) const;
  const std::string& name() const { return name_; }
  // True when the last best_move() had no move because the engine answered `nobestmove`: with
  // legal moves on the board that is a claim of a draw, for the referee to judge.
  bool claimed_draw() const { return claimed_draw_; }
  // A move as this engine writes it (e.g. in an `info ... pv` line) in ICCS ranks 0-9.
  std::string from_engine(const std::string& move) const;
  // Called with every `info ...` line the engine writes while it searches (depth, score, pv),
  // from the thread that called best_move().
  void set_info_handler(std::function<void(const std::string&)> handler) {
    info_handler_ = std::move(handler);
  }

 private:
  std::optional<std::string> wait_for(const std::string& prefix, std::int64_t timeout_ms);
  // Sends `isready` and reads everything up to its `readyok`.
  void drain();
  std::string to_engine(const std::string& move) const;

  EngineProtocol protocol_;
  std::string command_;
  std::string name_;
  int rank_offset_ = 0;  // 1 for engines that write ranks 1-10
  bool claimed_draw_ = false;
  ChildProcess process_;
  std::function<void(const std::string&)> info_handler_;
  std::vector<std::pair<std::string, std::string>> options_;
};

}  // namespace gameai::xiangqi_ai
