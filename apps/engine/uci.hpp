#pragma once
// UCI as Pikafish speaks it (moves in ICCS coordinates, ranks 0-9).
//
// Commands: uci, isready, setoption name Hash|Threads|Level|Algorithm|Weights|Clear Hash|
// Ponder|UCI_Variant value V, ucinewgame, position startpos|fen F [moves ...], go [wtime btime winc
// binc movestogo depth nodes mate movetime infinite ponder searchmoves ... | perft N], stop,
// ponderhit, quit, and the extras d, bench [DEPTH], perft N, eval. A malformed line is answered
// with `info string error: ...` and changes nothing.

#include <string>

#include "protocol.hpp"

namespace gameai::engine {

class UciProtocol : public Protocol {
 public:
  UciProtocol(xiangqi_ai::Engine& engine, LineWriter& out);
  bool handle(const std::string& line) override;
  void finish() override;

 private:
  void error(const std::string& message);
  void cmd_uci();
  void cmd_setoption(const std::vector<std::string>& words);
  void cmd_position(const std::vector<std::string>& words);
  void cmd_go(const std::vector<std::string>& words);

  xiangqi_ai::Engine& engine_;
  LineWriter& out_;
  bool infinite_ = false;
};

// The `info` line for a search report, in UCI wording.
std::string uci_info_line(const xiangqi_ai::SearchInfo& info);

}  // namespace gameai::engine
