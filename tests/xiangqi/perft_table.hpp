#pragma once
// Reads tests/data/xiangqi/perft.epd: one position a line, `FEN ;D1 n1 ;D2 n2 ...`.

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace gameai::xiangqi::testing {

struct PerftCase {
  std::string fen;
  int depth;
  std::uint64_t nodes;
};

inline std::vector<PerftCase> load_perft_table() {
  std::vector<PerftCase> cases;
  std::ifstream in(GAMEAI_TEST_DATA_DIR "/xiangqi/perft.epd");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string fen, part;
    std::getline(fields, fen, ';');
    while (!fen.empty() && fen.back() == ' ') fen.pop_back();
    while (std::getline(fields, part, ';')) {
      std::istringstream entry(part);
      std::string tag;
      std::uint64_t nodes = 0;
      entry >> tag >> nodes;
      cases.push_back({fen, std::stoi(tag.substr(1)), nodes});
    }
  }
  return cases;
}

}  // namespace gameai::xiangqi::testing
