#include "xiangqi_ai/weights.hpp"

#include <filesystem>
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
    0, 0, 0, 0,    0,    0,    0, 0, 0,  //
    0, 0, 0, 0,    0,    0,    0, 0, 0,  //
    0, 0, 0, 0,    0,    0,    0, 0, 0,  //
    0, 0, 0, 0,    0,    0,    0, 0, 0,  //
    0, 0, 0, 0,    0,    0,    0, 0, 0,  //
    0, 0, 0, 0,    0,    0,    0, 0, 0,  //
    0, 0, 0, 0,    0,    0,    0, 0, 0,  //
    0, 0, 0, -121, -116, -121, 0, 0, 0,  //
    0, 0, 0, -57,  -30,  -57,  0, 0, 0,  //
    0, 0, 0, -6,   22,   -6,   0, 0, 0,  //
};
constexpr Rows KING_EG_ROWS = {
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, -6,  -8,  -6,  0, 0, 0,  //
    0, 0, 0, -25, -26, -25, 0, 0, 0,  //
    0, 0, 0, -48, -59, -48, 0, 0, 0,  //
};
constexpr Rows ADVISOR_ROWS = {
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, 0,   0,  0,   0, 0, 0,  //
    0, 0, 0, -49, 0,  -49, 0, 0, 0,  //
    0, 0, 0, 0,   -6, 0,   0, 0, 0,  //
    0, 0, 0, -44, 0,  -44, 0, 0, 0,  //
};
constexpr Rows ADVISOR_EG_ROWS = {
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, -14, 0,   -14, 0, 0, 0,  //
    0, 0, 0, 0,   -25, 0,   0, 0, 0,  //
    0, 0, 0, -12, 0,   -12, 0, 0, 0,  //
};
constexpr Rows ELEPHANT_ROWS = {
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, -32, 0, 0, 0, -32, 0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    -39, 0, 0,   0, 5, 0, 0,   0, -39,  //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, -24, 0, 0, 0, -24, 0, 0,    //
};
constexpr Rows ELEPHANT_EG_ROWS = {
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, -1, 0, 0,   0, -1, 0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 0,  0, -19, 0, 0,  0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, -5, 0, 0,   0, -5, 0, 0,  //
};
constexpr Rows HORSE_ROWS = {
    -50,  -63,  -47, -6,  19,   -6,  -47, -63,  -50,   //
    -42,  -18,  17,  -4,  -6,   -4,  17,  -18,  -42,   //
    1,    -29,  -32, 16,  59,   16,  -32, -29,  1,     //
    -46,  24,   -34, 28,  -49,  28,  -34, 24,   -46,   //
    -63,  -48,  -23, -7,  -31,  -7,  -23, -48,  -63,   //
    -85,  -58,  -21, -40, -25,  -40, -21, -58,  -85,   //
    -78,  -70,  -67, -55, -26,  -55, -67, -70,  -78,   //
    -79,  -62,  -63, -49, -67,  -49, -63, -62,  -79,   //
    -86,  -89,  -97, -81, -69,  -81, -97, -89,  -86,   //
    -116, -104, -86, -71, -198, -71, -86, -104, -116,  //
};
constexpr Rows HORSE_EG_ROWS = {
    16,  23,  34,  -32, -27, -32, 34,  23,  16,   //
    -1,  8,   -53, -34, -21, -34, -53, 8,   -1,   //
    -1,  -13, -32, -61, -57, -61, -32, -13, -1,   //
    0,   -42, -19, -43, -3,  -43, -19, -42, 0,    //
    26,  2,   -21, -31, -13, -31, -21, 2,   26,   //
    34,  1,   -19, -15, -21, -15, -19, 1,   34,   //
    30,  13,  -17, 0,   -32, 0,   -17, 13,  30,   //
    -54, -6,  -25, -5,  -16, -5,  -25, -6,  -54,  //
    -8,  10,  13,  -39, -83, -39, 13,  10,  -8,   //
    -26, -16, 5,   -55, 87,  -55, 5,   -16, -26,  //
};
constexpr Rows CHARIOT_ROWS = {
    -84,  -89,  -94,  -59,  -48,  -59,  -94,  -89,  -84,   //
    -83,  -74,  -79,  -66,  -9,   -66,  -79,  -74,  -83,   //
    -93,  -90,  -93,  -45,  -40,  -45,  -93,  -90,  -93,   //
    -91,  -88,  -75,  -76,  -92,  -76,  -75,  -88,  -91,   //
    -101, -98,  -82,  -86,  -78,  -86,  -82,  -98,  -101,  //
    -96,  -90,  -90,  -74,  -75,  -74,  -90,  -90,  -96,   //
    -118, -88,  -91,  -88,  -86,  -88,  -91,  -88,  -118,  //
    -131, -101, -93,  -89,  -103, -89,  -93,  -101, -131,  //
    -134, -111, -118, -104, -158, -104, -118, -111, -134,  //
    -148, -102, -112, -87,  -163, -87,  -112, -102, -148,  //
};
constexpr Rows CHARIOT_EG_ROWS = {
    -101, -67, -61, -109, -99,  -109, -61, -67, -101,  //
    -62,  -94, -74, -68,  -129, -68,  -74, -94, -62,   //
    -37,  -51, -35, -94,  -108, -94,  -35, -51, -37,   //
    -70,  -66, -85, -56,  -27,  -56,  -85, -66, -70,   //
    -63,  -58, -76, -56,  -47,  -56,  -76, -58, -63,   //
    -54,  -65, -76, -85,  -50,  -85,  -76, -65, -54,   //
    -46,  -67, -59, -59,  -52,  -59,  -59, -67, -46,   //
    -25,  -54, -44, -61,  -26,  -61,  -44, -54, -25,   //
    -35,  -76, -50, -56,  -19,  -56,  -50, -76, -35,   //
    -22,  -67, -63, -114, -42,  -114, -63, -67, -22,   //
};
constexpr Rows CANNON_ROWS = {
    -20, -32, -65, -71, -107, -71, -65, -32, -20,  //
    -52, -56, -80, -60, -81,  -60, -80, -56, -52,  //
    -35, -68, -86, -85, -80,  -85, -86, -68, -35,  //
    -45, -56, -50, -57, -40,  -57, -50, -56, -45,  //
    -51, -73, -68, -57, -7,   -57, -68, -73, -51,  //
    -53, -50, -45, -54, -19,  -54, -45, -50, -53,  //
    -56, -69, -35, -61, -19,  -61, -35, -69, -56,  //
    -49, -58, -44, -34, -15,  -34, -44, -58, -49,  //
    -60, -71, -42, -61, -23,  -61, -42, -71, -60,  //
    -82, -74, -65, -49, -8,   -49, -65, -74, -82,  //
};
constexpr Rows CANNON_EG_ROWS = {
    -55, -59, -49, -44, -46, -44, -49, -59, -55,  //
    -27, -44, -11, -55, -65, -55, -11, -44, -27,  //
    -45, -28, -30, -19, -43, -19, -30, -28, -45,  //
    -30, -20, -24, -46, -37, -46, -24, -20, -30,  //
    -22, -5,  -14, -26, -63, -26, -14, -5,  -22,  //
    -20, -23, -23, -31, -45, -31, -23, -23, -20,  //
    -16, 6,   -37, -30, -42, -30, -37, 6,   -16,  //
    -39, -16, -28, -55, -64, -55, -28, -16, -39,  //
    -17, -7,  -26, -9,  -31, -9,  -26, -7,  -17,  //
    20,  9,   -16, -7,  -14, -7,  -16, 9,   20,   //
};
// Soldiers gain value as they cross the river and close in on the palace; in the corners of
// black's back rank they are worth little.
constexpr Rows SOLDIER_ROWS = {
    -71, -30, 45,  68,  -47, 68,  45,  -30, -71,  //
    27,  65,  145, 227, 197, 227, 145, 65,  27,   //
    15,  58,  100, 134, 147, 134, 100, 58,  15,   //
    17,  25,  75,  91,  92,  91,  75,  25,  17,   //
    14,  33,  43,  65,  72,  65,  43,  33,  14,   //
    -9,  0,   12,  0,   24,  0,   12,  0,   -9,   //
    -19, 0,   -12, 0,   31,  0,   -12, 0,   -19,  //
    0,   0,   0,   0,   0,   0,   0,   0,   0,    //
    0,   0,   0,   0,   0,   0,   0,   0,   0,    //
    0,   0,   0,   0,   0,   0,   0,   0,   0,    //
};
constexpr Rows SOLDIER_EG_ROWS = {
    120, 18, 31, 34,  47,  34,  31, 18, 120,  //
    41,  45, 39, 46,  100, 46,  39, 45, 41,   //
    49,  53, 59, 105, 114, 105, 59, 53, 49,   //
    7,   53, 55, 62,  64,  62,  55, 53, 7,    //
    3,   26, 38, 61,  45,  61,  38, 26, 3,    //
    0,   0,  5,  0,   21,  0,   5,  0,  0,    //
    -8,  0,  6,  0,   -7,  0,   6,  0,  -8,   //
    0,   0,  0,  0,   0,   0,   0,  0,  0,    //
    0,   0,  0,  0,   0,   0,   0,  0,  0,    //
    0,   0,  0,  0,   0,   0,   0,  0,  0,    //
};

// Every weight is bounded so that no sum the evaluation forms can overflow an int: piece values,
// tables and per-feature weights lie in [-MAX_WEIGHT, MAX_WEIGHT], phase weights in
// [0, MAX_PHASE_WEIGHT]. `field` names the value in messages ("pst.horse entry 3").
int checked_int(const nlohmann::json& value, const std::string& field, int low, int high) {
  const std::string range = std::to_string(low) + ".." + std::to_string(high);
  if (!value.is_number_integer())
    throw std::runtime_error("weights: '" + field + "' must be an integer " + range + ", not " +
                             (value.is_number() ? "a fraction" : std::string(value.type_name())));
  // Unsigned JSON integers above INT64_MAX and signed ones alike are compared without narrowing.
  const bool in_range = value.is_number_unsigned()
                            ? value.get<std::uint64_t>() <= static_cast<std::uint64_t>(high)
                            : value.get<std::int64_t>() >= low && value.get<std::int64_t>() <= high;
  if (!in_range)
    throw std::runtime_error("weights: '" + field + "' is " + value.dump() + "; expected " + range);
  return static_cast<int>(value.get<std::int64_t>());
}

int checked_weight(const nlohmann::json& value, const std::string& field, bool phase) {
  return phase ? checked_int(value, field, 0, EvalWeights::MAX_PHASE_WEIGHT)
               : checked_int(value, field, -EvalWeights::MAX_WEIGHT, EvalWeights::MAX_WEIGHT);
}

void read_int(const nlohmann::json& j, const ScalarWeight& weight, int& out) {
  if (!j.contains(weight.name)) return;
  out = checked_weight(j[weight.name], weight.name, !weight.linear);
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
    out[static_cast<std::size_t>(k)] = checked_weight(*it, name + ("." + it.key()), false);
  }
}

// The per-kind weights by their JSON names.
struct KindsField {
  const char* name;
  std::array<int, PIECE_KINDS> EvalWeights::*member;
};
constexpr KindsField KINDS_FIELDS[] = {
    {"value_mg", &EvalWeights::value_mg},
    {"value_eg", &EvalWeights::value_eg},
};

struct TableField {
  const char* name;
  std::array<SquareTable, PIECE_KINDS> EvalWeights::*member;
};
constexpr TableField TABLE_FIELDS[] = {
    {"pst", &EvalWeights::pst},
    {"pst_eg", &EvalWeights::pst_eg},
};

// A JSON object of piece name -> 90 integers, for the pieces it names.
void read_tables(const nlohmann::json& j, const std::string& name,
                 std::array<SquareTable, PIECE_KINDS>& tables) {
  if (!j.contains(name)) return;
  const auto& obj = j[name];
  if (!obj.is_object())
    throw std::runtime_error("weights: '" + name + "' must be an object of pieces");
  for (auto it = obj.begin(); it != obj.end(); ++it) {
    int k = 0;
    while (k < PIECE_KINDS && it.key() != KIND_NAMES[k]) ++k;
    const std::string field = name + "." + it.key();
    if (k == PIECE_KINDS)
      throw std::runtime_error("weights: unknown piece '" + it.key() + "' in '" + name + "'");
    if (!it->is_array() || it->size() != BOARD_SQUARES)
      throw std::runtime_error("weights: '" + field + "' must be an array of 90 integers, not " +
                               (it->is_array() ? "an array of " + std::to_string(it->size())
                                               : std::string(it->type_name())));
    for (std::size_t s = 0; s < BOARD_SQUARES; ++s)
      tables[static_cast<std::size_t>(k)][s] =
          checked_weight((*it)[s], field + " entry " + std::to_string(s), false);
  }
}

}  // namespace

EvalWeights EvalWeights::defaults() {
  EvalWeights w;
  w.value_mg = {0, 129, 141, 290, 682, 368, 58};
  w.value_eg = {0, 85, 61, 235, 583, 236, 79};
  w.pst = {table_from_rows(KING_ROWS),     table_from_rows(ADVISOR_ROWS),
           table_from_rows(ELEPHANT_ROWS), table_from_rows(HORSE_ROWS),
           table_from_rows(CHARIOT_ROWS),  table_from_rows(CANNON_ROWS),
           table_from_rows(SOLDIER_ROWS)};
  w.pst_eg = {table_from_rows(KING_EG_ROWS),     table_from_rows(ADVISOR_EG_ROWS),
              table_from_rows(ELEPHANT_EG_ROWS), table_from_rows(HORSE_EG_ROWS),
              table_from_rows(CHARIOT_EG_ROWS),  table_from_rows(CANNON_EG_ROWS),
              table_from_rows(SOLDIER_EG_ROWS)};
  return w;
}

EvalWeights EvalWeights::from_json(const std::string& text) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    // Syntax errors and numbers beyond a double's range (1e400) alike.
    throw std::runtime_error(std::string("weights: not valid JSON: ") + e.what());
  }
  if (!j.is_object()) throw std::runtime_error("weights: the top level must be a JSON object");
  for (auto it = j.begin(); it != j.end(); ++it) {
    bool known = false;
    for (const auto& f : TABLE_FIELDS) known = known || it.key() == f.name;
    for (const auto& f : SCALAR_WEIGHTS) known = known || it.key() == f.name;
    for (const auto& f : KINDS_FIELDS) known = known || it.key() == f.name;
    if (!known) throw std::runtime_error("weights: unknown field '" + it.key() + "'");
  }
  EvalWeights w = defaults();
  for (const auto& f : KINDS_FIELDS) read_kinds(j, f.name, w.*f.member);
  for (const auto& f : SCALAR_WEIGHTS) read_int(j, f, w.*f.member);
  for (const auto& f : TABLE_FIELDS) read_tables(j, f.name, w.*f.member);
  return w;
}

std::string EvalWeights::to_json() const {
  nlohmann::json j;
  for (int k = 0; k < PIECE_KINDS; ++k) {
    const auto i = static_cast<std::size_t>(k);
    for (const auto& f : KINDS_FIELDS) j[f.name][KIND_NAMES[k]] = (this->*f.member)[i];
    for (const auto& f : TABLE_FIELDS) j[f.name][KIND_NAMES[k]] = (this->*f.member)[i];
  }
  for (const auto& f : SCALAR_WEIGHTS) j[f.name] = this->*f.member;
  return j.dump(2);
}

EvalWeights EvalWeights::load(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw std::runtime_error(path + ": is a directory, not a weights file");
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot open the weights file");
  std::ostringstream text;
  text << in.rdbuf();
  if (text.str().find_first_not_of(" \t\r\n") == std::string::npos)
    throw std::runtime_error(path + ": the weights file is empty");
  try {
    return from_json(text.str());
  } catch (const std::runtime_error& e) {
    // from_json's messages start "weights: "; here the file is named instead.
    std::string what = e.what();
    const std::string prefix = "weights: ";
    if (what.rfind(prefix, 0) == 0) what.erase(0, prefix.size());
    throw std::runtime_error(path + ": " + what);
  }
}

void EvalWeights::save(const std::string& path) const {
  std::ofstream out(path);
  if (!out) throw std::runtime_error("weights: cannot write '" + path + "'");
  out << to_json() << '\n';
  if (!out) throw std::runtime_error("weights: error writing '" + path + "'");
}

}  // namespace gameai::xiangqi_ai
