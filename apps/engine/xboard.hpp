#pragma once
// xboard / CECP (protocol version 2) with `feature variants="xiangqi"`, so that XBoard
// (`xboard -variant xiangqi -fcp gameai-xiangqi`) plays against the engine directly.
//
// Unlike UCI, the xboard engine keeps the game itself, in one xiangqi::Game: it receives the moves
// one by one (usermove), knows which side it plays (new, go, force, playother) and moves on its
// own turn; the game judges each move as it is played.
// Errors follow CECP: `Illegal move: M` and `Error (reason): command`. After a move that ends
// the game the result is claimed, e.g. `1-0 {red wins: black has no legal move}`.
//
// `analyze` searches the game's position without end, printing thinking lines, until `exit`;
// moves, `undo`, `setboard` and `new` restart it on the new position, `.` reports progress.
// With `hard` the engine ponders: after its move it searches the position after the reply it
// expects, and if that reply comes the search goes on under the clock (`easy` turns it off).
//
// The engine's options (xiangqi_ai/options.hpp) are offered as `feature option="NAME -TYPE ..."`
// and set with `option NAME=VALUE`, except those xboard has its own command for: the hash size
// (`memory`), threads (`cores`) and pondering (`hard`/`easy`).
//
// Moves are coordinates with files a-i and ranks 0-9 from Red's side (`h2e2`), as ICCS writes
// them: XBoard counts the ranks of a board with exactly ten from 0.

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "protocol.hpp"
#include "xiangqi/game.hpp"

namespace gameai::engine {

// xboard's own time control, `level MPS BASE INC`: MPS moves in each period of BASE (0: the whole
// game in one period), BASE as minutes or minutes:seconds ("5", "0:40", "1:30"), INC seconds
// added after each move, whole or decimal ("0", "2", "0.3"). Classical controls (MPS > 0) give
// each side BASE again after every MPS moves; xboard sends the clocks themselves with
// `time`/`otim` before each move.
struct XboardLevel {
  int moves_per_session = 0;
  std::int64_t base_ms = 0;
  std::int64_t increment_ms = 0;
};

// The level a `level` command's three words give, or nullopt if one is malformed. Times far beyond
// any clock are capped (MAX_PROTOCOL_NUMBER), as other protocol numbers are.
std::optional<XboardLevel> parse_xboard_level(const std::string& mps, const std::string& base,
                                              const std::string& inc);

// The moves left to the next time control for a side that has made `own_moves` moves under a
// level of `moves_per_session` moves a period, counting this one: 20, 19, ..., 1, then 20 again.
// 0 (none) without periods.
int xboard_moves_to_go(int moves_per_session, int own_moves);

class XboardProtocol : public Protocol {
 public:
  XboardProtocol(xiangqi_ai::Engine& engine, LineWriter& out);
  ~XboardProtocol() override;
  bool handle(const std::string& line) override;
  void finish() override;

 private:
  enum class Side { Red, Black, None };

  void cmd_usermove(const std::string& move);
  void cmd_option(const std::string& line);
  // xboard's own command for an option of the table (`memory`, `cores`, `hard`, `easy`): a
  // number for a Spin, brought into the option's range; on or off for a Check.
  void cmd_option_command(const xiangqi_ai::OptionRow& row, const std::vector<std::string>& words,
                          const std::string& line);
  void cmd_level(const std::vector<std::string>& words);
  void think_if_our_turn();
  // The limits of a move searched for the side to move `extra_plies` after the game's position.
  xiangqi_ai::SearchLimits limits_locked(int extra_plies) const;
  // Installs the callback that plays the answer of the search of `generation`.
  void play_answers_of(std::uint64_t generation);
  void analyze_position();
  // Runs on its own thread: starts the ponder searches the bestmove callback asks for (a search
  // cannot be started from its predecessor's callback).
  void ponder_loop();
  void halt();
  // Claims the result if the game is over after the current moves; returns true if it was.
  bool claim_result_locked();
  bool red_to_move_locked() const { return game_.side_to_move() == xiangqi::RED; }
  // The moves up to the game's cursor in ICCS, as the engine facade takes them.
  std::vector<std::string> move_texts_locked() const;

  xiangqi_ai::Engine& engine_;
  LineWriter& out_;
  xiangqi_ai::EngineOptions options_;
  mutable std::mutex mutex_;  // guards the game state below, shared with the search callback
  xiangqi::Game game_;
  Side engine_side_ = Side::Black;
  bool post_ = false;
  bool analyzing_ = false;
  bool ponder_enabled_ = false;       // `hard`
  std::string ponder_move_;           // the reply a ponder search under way expects
  std::uint64_t ponder_request_ = 0;  // the generation a ponder search should start under
  bool closing_ = false;
  xiangqi_ai::SearchInfo last_info_;  // for `.` in analyze mode
  std::uint64_t generation_ = 0;      // bumped whenever a running search's answer must be dropped
  std::mutex start_mutex_;            // orders starting a ponder search against halt()
  std::condition_variable ponder_wanted_;
  std::thread ponder_thread_;
  // Time control.
  int moves_per_session_ = 0;
  std::int64_t increment_ms_ = 0;
  std::int64_t fixed_ms_ = 0;  // `st`: seconds per move
  int max_depth_ = 0;          // `sd`
  std::int64_t own_clock_ms_ = 0;
  std::int64_t opp_clock_ms_ = 0;
};

}  // namespace gameai::engine
