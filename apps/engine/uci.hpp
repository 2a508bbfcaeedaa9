#pragma once
// UCI as Pikafish speaks it (moves in ICCS coordinates, ranks 0-9).
//
// Commands: uci, isready, setoption name N [value V] (the engine's options, xiangqi_ai/options.hpp,
// and UCI_Variant), ucinewgame, position
// startpos|fen F [moves ...], go [wtime btime winc binc movestogo depth nodes mate movetime
// infinite ponder searchmoves ... | perft N], stop, ponderhit, quit, and the extras d, bench
// [DEPTH], perft N, eval. A malformed line is answered with `info string error: ...` and changes
// nothing.

#include <string>
#include <vector>

#include "search_protocol.hpp"

namespace gameai::engine {

class UciProtocol : public SearchProtocol {
 public:
  UciProtocol(xiangqi_ai::Engine& engine, LineWriter& out);

 private:
  bool handle_own(const std::vector<std::string>& words) override;
  GoWord read_go_word(const std::vector<std::string>& words, std::size_t& i,
                      xiangqi_ai::SearchLimits& limits) override;
  std::string info_line(const xiangqi_ai::SearchInfo& info) const override;
  void cmd_uci();
  void cmd_setoption(const std::vector<std::string>& words);
};

}  // namespace gameai::engine
