#include "xiangqi_ai/weights.hpp"

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

namespace gameai::xiangqi_ai {
namespace {

constexpr const char* KIND_NAMES[PIECE_KINDS] = {"king",    "advisor", "elephant", "horse",
                                                 "chariot", "cannon",  "soldier"};

// Tables are written as the board looks from red's side: the first row is rank 9 (black's back
// rank), the last row rank 0. table_from_rows() flips them into rank-major order.
using Rows = std::array<int, BOARD_SQUARES>;

SquareTable table_from_rows(const Rows& rows) {
  SquareTable t{};
  for (int r = 0; r < 10; ++r)
    for (int f = 0; f < 9; ++f)
      t[static_cast<std::size_t>(r * 9 + f)] = rows[static_cast<std::size_t>((9 - r) * 9 + f)];
  return t;
}

// Kings want to stay on the back rank, in the middle of the palace.
constexpr Rows KING_ROWS = {
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, -25, -20, -25, 0, 0, 0,  //
    0, 0, 0, -10, -5,  -10, 0, 0, 0,  //
    0, 0, 0, 2,   8,   2,   0, 0, 0,  //
};
constexpr Rows ADVISOR_ROWS = {
    0, 0, 0, 0,  0, 0,  0, 0, 0,  //
    0, 0, 0, 0,  0, 0,  0, 0, 0,  //
    0, 0, 0, 0,  0, 0,  0, 0, 0,  //
    0, 0, 0, 0,  0, 0,  0, 0, 0,  //
    0, 0, 0, 0,  0, 0,  0, 0, 0,  //
    0, 0, 0, 0,  0, 0,  0, 0, 0,  //
    0, 0, 0, 0,  0, 0,  0, 0, 0,  //
    0, 0, 0, -3, 0, -3, 0, 0, 0,  //
    0, 0, 0, 0,  5, 0,  0, 0, 0,  //
    0, 0, 0, 0,  0, 0,  0, 0, 0,  //
};
constexpr Rows ELEPHANT_ROWS = {
    0,  0, 0,  0, 0, 0, 0,  0, 0,   //
    0,  0, 0,  0, 0, 0, 0,  0, 0,   //
    0,  0, 0,  0, 0, 0, 0,  0, 0,   //
    0,  0, 0,  0, 0, 0, 0,  0, 0,   //
    0,  0, 0,  0, 0, 0, 0,  0, 0,   //
    0,  0, -2, 0, 0, 0, -2, 0, 0,   //
    0,  0, 0,  0, 0, 0, 0,  0, 0,   //
    -3, 0, 0,  0, 6, 0, 0,  0, -3,  //
    0,  0, 0,  0, 0, 0, 0,  0, 0,   //
    0,  0, 0,  0, 0, 0, 0,  0, 0,   //
};
constexpr Rows HORSE_ROWS = {
    0,   -4, 4,  4,  -2,  4,  4,  -4, 0,    //
    0,   6,  14, 18, 6,   18, 14, 6,  0,    //
    6,   18, 20, 28, 22,  28, 20, 18, 6,    //
    6,   14, 24, 24, 28,  24, 24, 14, 6,    //
    2,   10, 16, 20, 20,  20, 16, 10, 2,    //
    0,   8,  14, 14, 16,  14, 14, 8,  0,    //
    0,   4,  8,  10, 8,   10, 8,  4,  0,    //
    0,   0,  4,  4,  2,   4,  4,  0,  0,    //
    -6,  0,  0,  0,  -8,  0,  0,  0,  -6,   //
    -10, -4, 0,  -4, -10, -4, 0,  -4, -10,  //
};
constexpr Rows CHARIOT_ROWS = {
    10,  14, 12, 16, 16, 16, 12, 14, 10,   //
    10,  16, 12, 20, 22, 20, 12, 16, 10,   //
    8,   12, 10, 16, 16, 16, 10, 12, 8,    //
    10,  16, 16, 20, 20, 20, 16, 16, 10,   //
    10,  16, 14, 18, 18, 18, 14, 16, 10,   //
    8,   14, 12, 16, 16, 16, 12, 14, 8,    //
    4,   10, 6,  12, 10, 12, 6,  10, 4,    //
    0,   6,  4,  10, 4,  10, 4,  6,  0,    //
    -4,  6,  0,  8,  0,  8,  0,  6,  -4,   //
    -10, 4,  0,  6,  0,  6,  0,  4,  -10,  //
};
constexpr Rows CANNON_ROWS = {
    6, 4, 0, -6, -10, -6, 0, 4, 6,  //
    4, 4, 0, -4, -6,  -4, 0, 4, 4,  //
    4, 4, 0, -4, 2,   -4, 0, 4, 4,  //
    0, 4, 4, 4,  8,   4,  4, 4, 0,  //
    0, 0, 4, 0,  8,   0,  4, 0, 0,  //
    0, 0, 0, 0,  8,   0,  0, 0, 0,  //
    0, 0, 0, 0,  6,   0,  0, 0, 0,  //
    2, 4, 6, 6,  14,  6,  6, 4, 2,  //
    0, 0, 4, 4,  6,   4,  4, 0, 0,  //
    0, 0, 0, 4,  4,   4,  0, 0, 0,  //
};
// Soldiers gain value as they cross the river and close in on the palace; on black's back rank
// they can no longer attack much.
constexpr Rows SOLDIER_ROWS = {
    2,  4,  6,  10, 12, 10, 6,  4,  2,   //
    20, 30, 40, 54, 62, 54, 40, 30, 20,  //
    20, 30, 38, 48, 54, 48, 38, 30, 20,  //
    16, 24, 30, 38, 42, 38, 30, 24, 16,  //
    10, 16, 20, 24, 28, 24, 20, 16, 10,  //
    -2, 0,  6,  0,  10, 0,  6,  0,  -2,  //
    0,  0,  0,  0,  2,  0,  0,  0,  0,   //
    0,  0,  0,  0,  0,  0,  0,  0,  0,   //
    0,  0,  0,  0,  0,  0,  0,  0,  0,   //
    0,  0,  0,  0,  0,  0,  0,  0,  0,   //
};

void read_int(const nlohmann::json& j, const char* name, int& out) {
  if (!j.contains(name)) return;
  if (!j[name].is_number_integer())
    throw std::runtime_error(std::string("weights: '") + name + "' must be an integer");
  out = j[name].get<int>();
}

void read_kinds(const nlohmann::json& j, const char* name, std::array<int, PIECE_KINDS>& out) {
  if (!j.contains(name)) return;
  const auto& obj = j[name];
  if (!obj.is_object())
    throw std::runtime_error(std::string("weights: '") + name + "' must be an object of pieces");
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    int k = 0;
    while (k < PIECE_KINDS && it.key() != KIND_NAMES[k]) ++k;
    if (k == PIECE_KINDS)
      throw std::runtime_error(std::string("weights: unknown piece '") + it.key() + "' in '" +
                               name + "'");
    if (!it->is_number_integer())
      throw std::runtime_error(std::string("weights: '") + name + "." + it.key() +
                               "' must be an integer");
    out[static_cast<std::size_t>(k)] = it->get<int>();
  }
}

// The scalar weights by their JSON names.
struct IntField {
  const char* name;
  int EvalWeights::*member;
};
constexpr IntField INT_FIELDS[] = {
    {"tempo", &EvalWeights::tempo},
    {"missing_advisor", &EvalWeights::missing_advisor},
    {"missing_elephant", &EvalWeights::missing_elephant},
    {"mobility_chariot", &EvalWeights::mobility_chariot},
    {"mobility_horse", &EvalWeights::mobility_horse},
    {"mobility_cannon", &EvalWeights::mobility_cannon},
    {"phase_chariot", &EvalWeights::phase_chariot},
    {"phase_minor", &EvalWeights::phase_minor},
};

// The per-kind weights by their JSON names.
struct KindsField {
  const char* name;
  std::array<int, PIECE_KINDS> EvalWeights::*member;
};
constexpr KindsField KINDS_FIELDS[] = {
    {"value_mg", &EvalWeights::value_mg},
    {"value_eg", &EvalWeights::value_eg},
};

}  // namespace

EvalWeights EvalWeights::defaults() {
  EvalWeights w;
  w.value_mg = {0, 120, 120, 400, 920, 460, 35};
  w.value_eg = {0, 110, 110, 450, 960, 420, 70};
  w.pst = {table_from_rows(KING_ROWS),     table_from_rows(ADVISOR_ROWS),
           table_from_rows(ELEPHANT_ROWS), table_from_rows(HORSE_ROWS),
           table_from_rows(CHARIOT_ROWS),  table_from_rows(CANNON_ROWS),
           table_from_rows(SOLDIER_ROWS)};
  return w;
}

EvalWeights EvalWeights::from_json(const std::string& text) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw std::runtime_error(std::string("weights: not valid JSON: ") + e.what());
  }
  if (!j.is_object()) throw std::runtime_error("weights: the top level must be a JSON object");
  for (auto it = j.begin(); it != j.end(); ++it) {
    bool known = it.key() == "pst";
    for (const auto& f : INT_FIELDS) known = known || it.key() == f.name;
    for (const auto& f : KINDS_FIELDS) known = known || it.key() == f.name;
    if (!known) throw std::runtime_error("weights: unknown field '" + it.key() + "'");
  }
  EvalWeights w = defaults();
  for (const auto& f : KINDS_FIELDS) read_kinds(j, f.name, w.*f.member);
  for (const auto& f : INT_FIELDS) read_int(j, f.name, w.*f.member);
  if (j.contains("pst")) {
    const auto& obj = j["pst"];
    if (!obj.is_object()) throw std::runtime_error("weights: 'pst' must be an object of pieces");
    for (auto it = obj.begin(); it != obj.end(); ++it) {
      int k = 0;
      while (k < PIECE_KINDS && it.key() != KIND_NAMES[k]) ++k;
      if (k == PIECE_KINDS)
        throw std::runtime_error("weights: unknown piece '" + it.key() + "' in 'pst'");
      if (!it->is_array() || it->size() != BOARD_SQUARES)
        throw std::runtime_error("weights: 'pst." + it.key() + "' must be an array of 90 integers");
      for (std::size_t s = 0; s < BOARD_SQUARES; ++s) {
        if (!(*it)[s].is_number_integer())
          throw std::runtime_error("weights: 'pst." + it.key() + "' entry " + std::to_string(s) +
                                   " must be an integer");
        w.pst[static_cast<std::size_t>(k)][s] = (*it)[s].get<int>();
      }
    }
  }
  return w;
}

std::string EvalWeights::to_json() const {
  nlohmann::json j;
  for (int k = 0; k < PIECE_KINDS; ++k) {
    const auto i = static_cast<std::size_t>(k);
    for (const auto& f : KINDS_FIELDS) j[f.name][KIND_NAMES[k]] = (this->*f.member)[i];
    j["pst"][KIND_NAMES[k]] = pst[i];
  }
  for (const auto& f : INT_FIELDS) j[f.name] = this->*f.member;
  return j.dump(2);
}

EvalWeights EvalWeights::load(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("weights: cannot open '" + path + "'");
  std::ostringstream text;
  text << in.rdbuf();
  return from_json(text.str());
}

void EvalWeights::save(const std::string& path) const {
  std::ofstream out(path);
  if (!out) throw std::runtime_error("weights: cannot write '" + path + "'");
  out << to_json() << '\n';
  if (!out) throw std::runtime_error("weights: error writing '" + path + "'");
}

}  // namespace gameai::xiangqi_ai
