#pragma once
// The common ground of UCI and UCCI. In both, the GUI keeps the game: it sends a position and a
// `go`, the engine searches on its own thread and answers `bestmove`. The two differ only in
// wording (option and go-parameter names, how scores and times are written, what a lost position
// answers), which the subclasses supply; everything else is here once: the command loop,
// `position`, `stop`, `ponderhit`, the go parameters both share, setting the engine's options
// (declared once in xiangqi_ai/options.hpp) and the extras (d, perft, bench).
//
// A running search ends by its limits, by `stop`, or by the next command that changes what is
// searched or needs the engine idle (position, go, a new game, perft, bench, a new hash size,
// quit, end of input): such a command stops it first, as a GUI expects, and its bestmove is still
// written. Nothing ever waits for a search to end by itself, so a search with huge limits can
// never leave `stop` unread. Replies that need no idle engine (`isready`, `d`, options that apply
// from the next go) come at once. Every refusal is an `info string error: ...` line naming the
// command, and leaves the engine as it was.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol.hpp"

namespace gameai::engine {

class SearchProtocol : public Protocol {
 public:
  bool handle(const std::string& line) final;
  void finish() final;

 protected:
  // How the protocol words the replies that the shared commands write.
  struct Wording {
    std::string_view no_move;  // the answer to go when the side to move has no legal move
    std::string_view quit;     // the answer to quit ("" for none)
  };

  // What the protocol made of one `go` parameter.
  enum class GoWord { Read, Refused, Unknown };

  SearchProtocol(xiangqi_ai::Engine& engine, LineWriter& out, Wording wording);

  // The protocol's own commands (handshake, setoption, ...), tried before the shared ones;
  // returns false if `words[0]` is not one of them.
  virtual bool handle_own(const std::vector<std::string>& words) = 0;
  // Reads the protocol's own `go` parameter at words[i] into `limits`, moving `i` onto its
  // last word. UNKNOWN leaves it to the shared ones (ponder, depth N, nodes N); REFUSED means
  // an error was reported and the whole `go` is dropped.
  virtual GoWord read_go_word(const std::vector<std::string>& words, std::size_t& i,
                              xiangqi_ai::SearchLimits& limits) = 0;
  // The progress line for one finished iteration.
  virtual std::string info_line(const xiangqi_ai::SearchInfo& info) const = 0;
  // Called after `position` has set a new position.
  virtual void position_set() {}
  // Last touches to the limits of a `go` about to start.
  virtual void complete_limits(xiangqi_ai::SearchLimits& limits) { (void)limits; }

  void error(const std::string& message);

  // The non-negative number after the go parameter words[i] (`i` moves onto it), or nullopt
  // after reporting that the parameter needs one.
  std::optional<std::int64_t> go_number(const std::vector<std::string>& words, std::size_t& i);

  // Sets an option of the engine's table from `value` (stopping a running search first when the
  // option needs an idle engine), or reports what is wrong, naming the option as the protocol
  // calls it (`shown`) and what it takes.
  void set_option(const xiangqi_ai::OptionRow& row, const std::string& value,
                  const std::string& shown);

  // Stops a running search and waits until it has written its bestmove.
  void stop_search();

  // Stops a running search and forgets what earlier searches learnt.
  void new_game();

  // `d`, `perft N`, `bench [DEPTH]`; returns false if `words` is none of them.
  bool run_extra(const std::vector<std::string>& words);

  xiangqi_ai::Engine& engine_;
  LineWriter& out_;
  xiangqi_ai::EngineOptions options_;

 private:
  void cmd_position(const std::vector<std::string>& words);
  void cmd_go(const std::vector<std::string>& words);

  Wording wording_;
};

}  // namespace gameai::engine
