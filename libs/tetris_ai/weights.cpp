#include "tetris_ai/weights.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <utility>

namespace gameai::tetris_ai {
namespace {

// A weights struct described as (name, member) pairs, so reading and writing share one list.
template <class T, class Member>
struct Field {
  const char* name;
  Member T::*member;
};

template <class T, class Member, std::size_t N>
void write_fields(nlohmann::json& j, const T& w, const std::array<Field<T, Member>, N>& fields) {
  j = nlohmann::json::object();
  for (const auto& f : fields) j[f.name] = w.*(f.member);
}

template <class T, class Member, std::size_t N>
void read_fields(const nlohmann::json& j, T& w, const std::array<Field<T, Member>, N>& fields) {
  if (!j.is_object()) {
    throw std::invalid_argument("weights must be a JSON object of name: number pairs");
  }
  for (const auto& [key, value] : j.items()) {
    bool known = false;
    for (const auto& f : fields) {
      if (key != f.name) continue;
      known = true;
      if (!value.is_number()) {
        throw std::invalid_argument("weight \"" + key + "\" must be a number");
      }
      w.*(f.member) = value.template get<Member>();
    }
    if (!known) {
      std::string names;
      for (const auto& f : fields) names += std::string(names.empty() ? "" : ", ") + f.name;
      throw std::invalid_argument("unknown weight \"" + key + "\"; expected one of: " + names);
    }
  }
}

using LF = Field<LinearWeights, double>;
constexpr std::array<LF, 9> LINEAR_FIELDS{{
    {"landing_height", &LinearWeights::landing_height},
    {"rows_cleared", &LinearWeights::rows_cleared},
    {"eroded_cells", &LinearWeights::eroded_cells},
    {"row_transitions", &LinearWeights::row_transitions},
    {"column_transitions", &LinearWeights::column_transitions},
    {"holes", &LinearWeights::holes},
    {"well_sums", &LinearWeights::well_sums},
    {"hole_depth", &LinearWeights::hole_depth},
    {"rows_with_holes", &LinearWeights::rows_with_holes},
}};

using EF = Field<EltetrisWeights, double>;
constexpr std::array<EF, 6> ELTETRIS_FIELDS{{
    {"landing_height", &EltetrisWeights::landing_height},
    {"rows_cleared", &EltetrisWeights::rows_cleared},
    {"row_transitions", &EltetrisWeights::row_transitions},
    {"column_transitions", &EltetrisWeights::column_transitions},
    {"holes", &EltetrisWeights::holes},
    {"well_sums", &EltetrisWeights::well_sums},
}};

using DF = Field<DellacherieWeights, double>;
constexpr std::array<DF, 6> DELLACHERIE_FIELDS{{
    {"landing_height", &DellacherieWeights::landing_height},
    {"eroded_cells", &DellacherieWeights::eroded_cells},
    {"row_transitions", &DellacherieWeights::row_transitions},
    {"column_transitions", &DellacherieWeights::column_transitions},
    {"holes", &DellacherieWeights::holes},
    {"well_sums", &DellacherieWeights::well_sums},
}};

using BF = Field<BctsWeights, double>;
constexpr std::array<BF, 8> BCTS_FIELDS{{
    {"landing_height", &BctsWeights::landing_height},
    {"eroded_cells", &BctsWeights::eroded_cells},
    {"row_transitions", &BctsWeights::row_transitions},
    {"column_transitions", &BctsWeights::column_transitions},
    {"holes", &BctsWeights::holes},
    {"well_sums", &BctsWeights::well_sums},
    {"hole_depth", &BctsWeights::hole_depth},
    {"rows_with_holes", &BctsWeights::rows_with_holes},
}};

using CF = Field<CompactWeights, double>;
constexpr std::array<CF, 5> COMPACT_FIELDS{{
    {"depth", &CompactWeights::depth},
    {"extra_line", &CompactWeights::extra_line},
    {"neighbour", &CompactWeights::neighbour},
    {"gap_below", &CompactWeights::gap_below},
    {"deeper_gap", &CompactWeights::deeper_gap},
}};
constexpr const char* OWN_COLUMN_KEY = "deeper_gap_own_column";

}  // namespace

LinearWeights EltetrisWeights::linear() const noexcept {
  LinearWeights l;
  l.landing_height = landing_height;
  l.rows_cleared = rows_cleared;
  l.row_transitions = row_transitions;
  l.column_transitions = column_transitions;
  l.holes = holes;
  l.well_sums = well_sums;
  return l;
}

LinearWeights DellacherieWeights::linear() const noexcept {
  LinearWeights l;
  l.landing_height = landing_height;
  l.eroded_cells = eroded_cells;
  l.row_transitions = row_transitions;
  l.column_transitions = column_transitions;
  l.holes = holes;
  l.well_sums = well_sums;
  return l;
}

LinearWeights BctsWeights::linear() const noexcept {
  LinearWeights l;
  l.landing_height = landing_height;
  l.eroded_cells = eroded_cells;
  l.row_transitions = row_transitions;
  l.column_transitions = column_transitions;
  l.holes = holes;
  l.well_sums = well_sums;
  l.hole_depth = hole_depth;
  l.rows_with_holes = rows_with_holes;
  return l;
}

void to_json(nlohmann::json& j, const LinearWeights& w) {
  write_fields(j, w, LINEAR_FIELDS);
}
void from_json(const nlohmann::json& j, LinearWeights& w) {
  read_fields(j, w, LINEAR_FIELDS);
}
void to_json(nlohmann::json& j, const EltetrisWeights& w) {
  write_fields(j, w, ELTETRIS_FIELDS);
}
void from_json(const nlohmann::json& j, EltetrisWeights& w) {
  read_fields(j, w, ELTETRIS_FIELDS);
}
void to_json(nlohmann::json& j, const DellacherieWeights& w) {
  write_fields(j, w, DELLACHERIE_FIELDS);
}
void from_json(const nlohmann::json& j, DellacherieWeights& w) {
  read_fields(j, w, DELLACHERIE_FIELDS);
}
void to_json(nlohmann::json& j, const BctsWeights& w) {
  write_fields(j, w, BCTS_FIELDS);
}
void from_json(const nlohmann::json& j, BctsWeights& w) {
  read_fields(j, w, BCTS_FIELDS);
}

void to_json(nlohmann::json& j, const CompactWeights& w) {
  write_fields(j, w, COMPACT_FIELDS);
  j[OWN_COLUMN_KEY] = w.deeper_gap_own_column;
}

void from_json(const nlohmann::json& j, CompactWeights& w) {
  nlohmann::json numbers = j;
  if (j.is_object() && j.contains(OWN_COLUMN_KEY)) {
    const auto& flag = j.at(OWN_COLUMN_KEY);
    if (!flag.is_boolean()) {
      throw std::invalid_argument(std::string("weight \"") + OWN_COLUMN_KEY +
                                  "\" must be true or false");
    }
    w.deeper_gap_own_column = flag.get<bool>();
    numbers.erase(OWN_COLUMN_KEY);
  }
  read_fields(numbers, w, COMPACT_FIELDS);
}

}  // namespace gameai::tetris_ai
