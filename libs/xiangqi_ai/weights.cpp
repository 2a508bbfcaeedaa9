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
    0, 0, 0, -67, -70, -67, 0, 0, 0,  //
    0, 0, 0, -27, -19, -27, 0, 0, 0,  //
    0, 0, 0, 7,   20,  7,   0, 0, 0,  //
};
constexpr Rows ADVISOR_ROWS = {
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, -11, 0,  -11, 0, 0, 0,  //
    0, 0, 0, 0,   15, 0,   0, 0, 0,  //
    0, 0, 0, -18, 0,  -18, 0, 0, 0,  //
};
constexpr Rows ELEPHANT_ROWS = {
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, -15, 0, 0, 0, -15, 0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    -20, 0, 0,   0, 6, 0, 0,   0, -20,  //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, -13, 0, 0, 0, -13, 0, 0,    //
};
constexpr Rows HORSE_ROWS = {
    -6,  -127, -21,  63,  34,  63,  -21,  -127, -6,   //
    -18, 2,    4,    -24, -23, -24, 4,    2,    -18,  //
    -5,  1,    -23,  -30, 32,  -30, -23,  1,    -5,   //
    -49, -5,   -24,  2,   -54, 2,   -24,  -5,   -49,  //
    -35, -41,  -25,  -1,  -28, -1,  -25,  -41,  -35,  //
    -1,  -41,  -14,  -24, -32, -24, -14,  -41,  -1,   //
    -83, -62,  -71,  -57, -40, -57, -71,  -62,  -83,  //
    -79, -81,  -50,  -26, -57, -26, -50,  -81,  -79,  //
    -94, -56,  -111, -71, -80, -71, -111, -56,  -94,  //
    -86, -99,  -29,  -59, -64, -59, -29,  -99,  -86,  //
};
constexpr Rows CHARIOT_ROWS = {
    -71,  -103, -88,  -73, -4,   -73, -88,  -103, -71,   //
    -34,  -69,  -47,  -51, 17,   -51, -47,  -69,  -34,   //
    -73,  -79,  -65,  -21, -18,  -21, -65,  -79,  -73,   //
    -87,  -76,  -66,  -61, -53,  -61, -66,  -76,  -87,   //
    -87,  -92,  -70,  -72, -44,  -72, -70,  -92,  -87,   //
    -81,  -91,  -82,  -60, -74,  -60, -82,  -91,  -81,   //
    -86,  -88,  -75,  -65, -35,  -65, -75,  -88,  -86,   //
    -135, -112, -108, -65, -81,  -65, -108, -112, -135,  //
    -139, -118, -143, -96, -166, -96, -143, -118, -139,  //
    -142, -107, -122, -79, -28,  -79, -122, -107, -142,  //
};
constexpr Rows CANNON_ROWS = {
    -19, -22, -78, -38, 43,  -38, -78, -22, -19,  //
    -67, -46, -70, -69, -36, -69, -70, -46, -67,  //
    -48, -48, -73, -91, -54, -91, -73, -48, -48,  //
    -57, -49, -35, -48, -32, -48, -35, -49, -57,  //
    -41, -67, -70, -63, 5,   -63, -70, -67, -41,  //
    -38, -29, -33, -44, -4,  -44, -33, -29, -38,  //
    -59, -35, -54, -55, -23, -55, -54, -35, -59,  //
    -44, -39, -32, -46, -5,  -46, -32, -39, -44,  //
    -15, -51, -32, -50, -20, -50, -32, -51, -15,  //
    -65, -90, -46, -65, -22, -65, -46, -90, -65,  //
};
// Soldiers gain value as they cross the river and close in on the palace; in the corners of
// black's back rank they are worth little.
constexpr Rows SOLDIER_ROWS = {
    -85, -12, 85,  49,  155, 49,  85,  -12, -85,  //
    10,  70,  81,  104, 160, 104, 81,  70,  10,   //
    33,  44,  70,  114, 155, 114, 70,  44,  33,   //
    13,  47,  68,  74,  78,  74,  68,  47,  13,   //
    25,  46,  42,  85,  77,  85,  42,  46,  25,   //
    -3,  0,   6,   0,   27,  0,   6,   0,   -3,   //
    -20, 0,   -16, 0,   29,  0,   -16, 0,   -20,  //
    0,   0,   0,   0,   0,   0,   0,   0,   0,    //
    0,   0,   0,   0,   0,   0,   0,   0,   0,    //
    0,   0,   0,   0,   0,   0,   0,   0,   0,    //
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
    {"palace_chariot", &EvalWeights::palace_chariot},
    {"palace_horse", &EvalWeights::palace_horse},
    {"palace_cannon", &EvalWeights::palace_cannon},
    {"hollow_cannon", &EvalWeights::hollow_cannon},
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
  w.value_mg = {0, 143, 163, 346, 792, 443, 74};
  w.value_eg = {0, 86, 56, 207, 527, 209, 78};
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
