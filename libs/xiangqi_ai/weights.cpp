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
    0, 0, 0, -158, -125, -158, 0, 0, 0,  //
    0, 0, 0, -66,  -29,  -66,  0, 0, 0,  //
    0, 0, 0, -9,   20,   -9,   0, 0, 0,  //
};
constexpr Rows KING_EG_ROWS = {
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 0,   0,   0,   0, 0, 0,  //
    0, 0, 0, 28,  16,  28,  0, 0, 0,  //
    0, 0, 0, -3,  -10, -3,  0, 0, 0,  //
    0, 0, 0, -29, -44, -29, 0, 0, 0,  //
};
constexpr Rows ADVISOR_ROWS = {
    0, 0, 0, 0,   0, 0,   0, 0, 0,  //
    0, 0, 0, 0,   0, 0,   0, 0, 0,  //
    0, 0, 0, 0,   0, 0,   0, 0, 0,  //
    0, 0, 0, 0,   0, 0,   0, 0, 0,  //
    0, 0, 0, 0,   0, 0,   0, 0, 0,  //
    0, 0, 0, 0,   0, 0,   0, 0, 0,  //
    0, 0, 0, 0,   0, 0,   0, 0, 0,  //
    0, 0, 0, -38, 0, -38, 0, 0, 0,  //
    0, 0, 0, 0,   4, 0,   0, 0, 0,  //
    0, 0, 0, -35, 0, -35, 0, 0, 0,  //
};
constexpr Rows ADVISOR_EG_ROWS = {
    0, 0, 0, 0, 0,  0, 0, 0, 0,  //
    0, 0, 0, 0, 0,  0, 0, 0, 0,  //
    0, 0, 0, 0, 0,  0, 0, 0, 0,  //
    0, 0, 0, 0, 0,  0, 0, 0, 0,  //
    0, 0, 0, 0, 0,  0, 0, 0, 0,  //
    0, 0, 0, 0, 0,  0, 0, 0, 0,  //
    0, 0, 0, 0, 0,  0, 0, 0, 0,  //
    0, 0, 0, 4, 0,  4, 0, 0, 0,  //
    0, 0, 0, 0, -9, 0, 0, 0, 0,  //
    0, 0, 0, 8, 0,  8, 0, 0, 0,  //
};
constexpr Rows ELEPHANT_ROWS = {
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, -29, 0, 0, 0, -29, 0, 0,    //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    -34, 0, 0,   0, 7, 0, 0,   0, -34,  //
    0,   0, 0,   0, 0, 0, 0,   0, 0,    //
    0,   0, -22, 0, 0, 0, -22, 0, 0,    //
};
constexpr Rows ELEPHANT_EG_ROWS = {
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 12, 0, 0,   0, 12, 0, 0,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    6, 0, 0,  0, -10, 0, 0,  0, 6,  //
    0, 0, 0,  0, 0,   0, 0,  0, 0,  //
    0, 0, 9,  0, 0,   0, 9,  0, 0,  //
};
constexpr Rows HORSE_ROWS = {
    -61,  -58, -32, 34,  -75,  34,  -32, -58, -61,   //
    -66,  -32, 1,   -6,  -14,  -6,  1,   -32, -66,   //
    3,    -35, -34, 19,  79,   19,  -34, -35, 3,     //
    -59,  2,   -49, 16,  -55,  16,  -49, 2,   -59,   //
    -52,  -48, -23, 0,   -29,  0,   -23, -48, -52,   //
    -84,  -53, -29, -34, -30,  -34, -29, -53, -84,   //
    -78,  -67, -67, -64, -30,  -64, -67, -67, -78,   //
    -77,  -70, -53, -42, -48,  -42, -53, -70, -77,   //
    -89,  -74, -92, -73, -60,  -73, -92, -74, -89,   //
    -122, -96, -84, -71, -148, -71, -84, -96, -122,  //
};
constexpr Rows HORSE_EG_ROWS = {
    -14, -51, -16, -72, 41,   -72, -16, -51, -14,  //
    -4,  -20, -46, -56, -40,  -56, -46, -20, -4,   //
    -5,  -22, -51, -95, -49,  -95, -51, -22, -5,   //
    -11, -35, -37, -57, -14,  -57, -37, -35, -11,  //
    -11, 5,   -36, -43, -45,  -43, -36, 5,   -11,  //
    19,  -12, -24, -8,  -25,  -8,  -24, -12, 19,   //
    -13, -10, -32, -21, -36,  -21, -32, -10, -13,  //
    -18, -21, -43, -5,  -101, -5,  -43, -21, -18,  //
    -33, -27, -54, -54, -167, -54, -54, -27, -33,  //
    -10, -4,  -24, -35, 142,  -35, -24, -4,  -10,  //
};
constexpr Rows CHARIOT_ROWS = {
    -88,  -85,  -70,  -28,  -36,  -28,  -70,  -85,  -88,   //
    -105, -79,  -80,  -52,  27,   -52,  -80,  -79,  -105,  //
    -83,  -90,  -79,  -32,  -30,  -32,  -79,  -90,  -83,   //
    -94,  -89,  -74,  -74,  -83,  -74,  -74,  -89,  -94,   //
    -107, -99,  -74,  -88,  -74,  -88,  -74,  -99,  -107,  //
    -114, -95,  -87,  -78,  -84,  -78,  -87,  -95,  -114,  //
    -123, -100, -93,  -79,  -74,  -79,  -93,  -100, -123,  //
    -130, -107, -104, -87,  -113, -87,  -104, -107, -130,  //
    -135, -118, -132, -104, -140, -104, -132, -118, -135,  //
    -141, -105, -121, -89,  -219, -89,  -121, -105, -141,  //
};
constexpr Rows CHARIOT_EG_ROWS = {
    -106, -114, -136, -168, -111, -168, -136, -114, -106,  //
    -102, -121, -103, -136, -111, -136, -103, -121, -102,  //
    -85,  -85,  -74,  -64,  -120, -64,  -74,  -85,  -85,   //
    -62,  -55,  -87,  -100, -53,  -100, -87,  -55,  -62,   //
    -56,  -63,  -91,  -73,  -66,  -73,  -91,  -63,  -56,   //
    -49,  -59,  -80,  -93,  -52,  -93,  -80,  -59,  -49,   //
    -36,  -50,  -81,  -74,  -64,  -74,  -81,  -50,  -36,   //
    -2,   -26,  -46,  -69,  0,    -69,  -46,  -26,  -2,    //
    -8,   -96,  -61,  -76,  11,   -76,  -61,  -96,  -8,    //
    -55,  -18,  -106, -141, -31,  -141, -106, -18,  -55,   //
};
constexpr Rows CANNON_ROWS = {
    -22, -26, -54, -59, -75, -59, -54, -26, -22,  //
    -66, -48, -61, -60, -78, -60, -61, -48, -66,  //
    -36, -59, -64, -74, -55, -74, -64, -59, -36,  //
    -48, -51, -46, -53, -16, -53, -46, -51, -48,  //
    -42, -73, -68, -67, 1,   -67, -68, -73, -42,  //
    -54, -46, -39, -52, -8,  -52, -39, -46, -54,  //
    -77, -57, -59, -55, -9,  -55, -59, -57, -77,  //
    -48, -54, -40, -33, -14, -33, -40, -54, -48,  //
    -55, -66, -47, -58, -19, -58, -47, -66, -55,  //
    -65, -90, -66, -48, 8,   -48, -66, -90, -65,  //
};
constexpr Rows CANNON_EG_ROWS = {
    -45, -59, -28, -37, -36, -37, -28, -59, -45,  //
    -31, -39, -47, -43, -6,  -43, -47, -39, -31,  //
    -64, -58, -65, -43, -42, -43, -65, -58, -64,  //
    -50, -30, -64, -37, -41, -37, -64, -30, -50,  //
    -32, -19, -22, -12, -34, -12, -22, -19, -32,  //
    -15, -29, -53, -38, -34, -38, -53, -29, -15,  //
    -9,  -22, -61, -43, -52, -43, -61, -22, -9,   //
    -27, -42, -45, -61, -46, -61, -45, -42, -27,  //
    -20, -8,  -36, -9,  -29, -9,  -36, -8,  -20,  //
    -11, -6,  -66, -5,  -12, -5,  -66, -6,  -11,  //
};
// Soldiers gain value as they cross the river and close in on the palace; in the corners of
// black's back rank they are worth little.
constexpr Rows SOLDIER_ROWS = {
    10,  -1, 50,  76,  3,   76,  50,  -1, 10,   //
    18,  76, 122, 224, 273, 224, 122, 76, 18,   //
    -3,  32, 83,  154, 169, 154, 83,  32, -3,   //
    18,  31, 71,  95,  97,  95,  71,  31, 18,   //
    17,  39, 49,  66,  76,  66,  49,  39, 17,   //
    -15, 0,  8,   0,   21,  0,   8,   0,  -15,  //
    -30, 0,  -15, 0,   18,  0,   -15, 0,  -30,  //
    0,   0,  0,   0,   0,   0,   0,   0,  0,    //
    0,   0,  0,   0,   0,   0,   0,   0,  0,    //
    0,   0,  0,   0,   0,   0,   0,   0,  0,    //
};
constexpr Rows SOLDIER_EG_ROWS = {
    -63, 11, 60, 52,  55,  52,  60, 11, -63,  //
    79,  46, 56, 54,  120, 54,  56, 46, 79,   //
    24,  53, 67, 108, 129, 108, 67, 53, 24,   //
    19,  42, 58, 65,  74,  65,  58, 42, 19,   //
    21,  26, 40, 62,  56,  62,  40, 26, 21,   //
    19,  0,  5,  0,   31,  0,   5,  0,  19,   //
    11,  0,  21, 0,   20,  0,   21, 0,  11,   //
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
  w.value_mg = {0, 131, 143, 305, 705, 392, 70};
  w.value_eg = {0, 78, 54, 213, 506, 211, 69};
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
  if (text.str().empty()) throw std::runtime_error(path + ": the weights file is empty");
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
