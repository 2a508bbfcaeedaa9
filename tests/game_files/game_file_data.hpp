#pragma once
// The game files under tests/data/records/ and what the tests compare of them.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "game_files/game_record.hpp"
#include "xiangqi/notation_parse.hpp"

namespace gameai::game_files::testing {

inline std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

inline std::string data_file(const std::string& name) {
  return std::string(GAMEAI_TEST_DATA_DIR) + "/records/" + name;
}

inline std::vector<std::string> iccs(const std::vector<XiangqiMove>& moves) {
  std::vector<std::string> out;
  for (const XiangqiMove& m : moves) out.push_back(m.move);
  return out;
}

// C2=5 H8+7, H2+3 R9=8: a common opening, in ICCS.
inline const std::vector<XiangqiMove> OPENING{XiangqiMove("h2e2", 20, 10, 1500),
                                              XiangqiMove("h9g7"), XiangqiMove("h0g2"),
                                              XiangqiMove("i9h9")};

inline constexpr xiangqi::Notation ALL_NOTATIONS[] = {
    xiangqi::Notation::Xboard, xiangqi::Notation::Iccs, xiangqi::Notation::Wxf,
    xiangqi::Notation::Chinese};

}  // namespace gameai::game_files::testing
