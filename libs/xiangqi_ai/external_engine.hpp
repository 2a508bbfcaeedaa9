#pragma once
// Another xiangqi engine run as a child process and spoken to through pipes, in UCI, UCCI or
// xboard (CECP v2).
//
// Used by `gameai xiangqi play` and `match` for players written `uci:COMMAND`, `ucci:COMMAND` and
// `xboard:COMMAND`, and by the GUI's external and managed engines (COMMAND goes to /bin/sh, so
// arguments are allowed). The child's output only ever reaches us through a pipe. Every read has a
// deadline, so a hung engine costs its game rather than the whole run. Fairy-Stockfish's UCI mode
// writes ranks 1-10; it is recognised by its `id name` and its moves are translated to and from the
// ICCS ranks 0-9 used everywhere else. In xboard mode it writes ranks 0-9, as our own engine's
// xboard front end and XBoard itself do for a board of ten ranks, so xboard moves are not
// translated.
//
// An xboard engine keeps the game itself. The driver tells it `new`, `variant xiangqi`, `force`,
// `setboard FEN` (when the game does not start from the start position) and the moves, then `st`
// and `go`, and reads `move M`; when the next position continues the game the engine knows, only
// the new moves are sent. `st` counts whole seconds, so a move time is kept as UCCI's is: `?`
// (move now) when it has passed.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/child_process.hpp"
#include "xiangqi_ai/time_control.hpp"

namespace gameai::xiangqi_ai {

using common::ChildProcess;

enum class EngineProtocol { Uci, Ucci, Xboard };

std::string_view protocol_name(EngineProtocol protocol);  // "UCI", "UCCI", "xboard"

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
  // under UCI, `setoption N V` under UCCI, `option N=V` under xboard (checks as 1 or 0).
  void set_options(std::vector<std::pair<std::string, std::string>> options) {
    options_ = std::move(options);
  }
  void new_game();
  // The engine's move (ICCS) for the game `fen` + `moves` within `time`, or nullopt with
  // `problem` set if it crashed, timed out or had no move (`nobestmove`, `(none)`). With a time
  // per move T, UCI engines get `go movetime T`; UCCI engines `go depth UCCI_GO_DEPTH` and `stop`
  // after T, and after a `stop` an `isready` whose `readyok` ends whatever the stop still brings
  // (an idle ElephantEye answers it with `nobestmove`). On a clock (go_command) the engine plans
  // its own time and is stopped only when cancelled. xboard engines get `st` and `go` and `?` after
  // T, or `level`, `time` and `otim` on a clock; an `Illegal move`, `Error` or `tellusererror`
  // line, a result claim other than a draw, or `resign` is the problem (resigned() then says
  // true). `cancelled`, when
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
  // True when the last best_move() had no move because the engine resigned (xboard `resign`).
  bool resigned() const { return resigned_; }
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
  // Why start() failed, for the protocol's handshake `greeting`.
  [[noreturn]] void handshake_failed(const std::string& greeting);
  void start_xboard();
  // Sends `ping N` (when the engine takes it) and reads up to `pong N`, keeping the first line
  // by which it refused something in `complaint`; false on a timeout.
  bool xboard_sync(std::int64_t timeout_ms, std::string& complaint);
  void xboard_send_move(const std::string& move);
  std::optional<std::string> xboard_best_move(const std::string& fen,
                                              const std::vector<std::string>& moves,
                                              const MoveTime& time, std::string& problem,
                                              const std::function<bool()>& cancelled);

  EngineProtocol protocol_;
  std::string command_;
  std::string name_;
  int rank_offset_ = 0;  // 1 for engines that write ranks 1-10
  bool claimed_draw_ = false;
  bool resigned_ = false;
  // xboard: the features it announced, and the game it has been told (start FEN + moves; an
  // empty FEN when unknown, e.g. after a failed move).
  bool xboard_usermove_ = false;
  bool xboard_setboard_ = true;
  bool xboard_ping_ = false;
  int xboard_pings_ = 0;
  std::string known_fen_;
  std::vector<std::string> known_moves_;
  ChildProcess process_;
  std::function<void(const std::string&)> info_handler_;
  std::vector<std::pair<std::string, std::string>> options_;
};

}  // namespace gameai::xiangqi_ai
