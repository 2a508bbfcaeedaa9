#pragma once
// UCCI as ElephantEye speaks it (the Chinese Chess Computer Interface, moves in ICCS, ranks 0-9).
//
// Commands: ucci, isready, setoption NAME VALUE (hashsize, threads, level, usemillisec,
// newgame), position startpos|fen F [moves ...], banmoves M..., go [ponder|draw] depth N|infinite
// | nodes N | time T [movestogo M | increment I] [opptime ...], ponderhit [draw], stop, quit (->
// bye), plus d, bench, perft. Times are in seconds unless `setoption usemillisec true`. A side
// without a legal move answers `nobestmove`. Errors are `info string error: ...` lines.

#include <string>
#include <vector>

#include "protocol.hpp"

namespace gameai::engine {

class UcciProtocol : public Protocol {
 public:
  UcciProtocol(xiangqi_ai::Engine& engine, LineWriter& out);
  bool handle(const std::string& line) override;
  void finish() override;

 private:
  void error(const std::string& message);
  void cmd_ucci();
  void cmd_setoption(const std::vector<std::string>& words);
  void cmd_position(const std::vector<std::string>& words);
  void cmd_go(const std::vector<std::string>& words);

  xiangqi_ai::Engine& engine_;
  LineWriter& out_;
  bool millisec_ = false;
  bool endless_ = false;
  std::vector<std::string> ban_moves_;
};

}  // namespace gameai::engine
