#pragma once
// UCCI as ElephantEye speaks it (the Chinese Chess Computer Interface, moves in ICCS, ranks 0-9).
//
// Commands: ucci, isready, setoption NAME VALUE (the engine's options, xiangqi_ai/options.hpp,
// under their UCCI names: hashsize, threads, usebook, newgame, ...; and usemillisec), position
// startpos|fen F [moves ...], banmoves M..., go [ponder|draw] depth N|infinite | nodes N | time T
// [movestogo M | increment I] [opptime ...], ponderhit [draw], stop, quit (-> bye), plus d, bench,
// perft, probe. Times are in seconds unless `setoption usemillisec true`. A side without a legal
// move answers `nobestmove`. Errors are `info string error: ...` lines.

#include <string>
#include <vector>

#include "search_protocol.hpp"

namespace gameai::engine {

class UcciProtocol : public SearchProtocol {
 public:
  UcciProtocol(xiangqi_ai::Engine& engine, LineWriter& out);

 private:
  bool handle_own(const std::vector<std::string>& words) override;
  GoWord read_go_word(const std::vector<std::string>& words, std::size_t& i,
                      xiangqi_ai::SearchLimits& limits) override;
  std::string info_line(const xiangqi_ai::SearchInfo& info) const override;
  void position_set() override;
  void complete_limits(xiangqi_ai::SearchLimits& limits) override;
  void cmd_ucci();
  void cmd_setoption(const std::vector<std::string>& words);

  bool millisec_ = false;
  std::vector<std::string> ban_moves_;
};

}  // namespace gameai::engine
