#include "tetris_ai/weights.hpp"

#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <utility>

namespace gameai::tetris_ai {
namespace {

constexpr double MAX_WEIGHT = 1e9;

// A weights struct described as (name, field) pairs, so reading and writing share one list.
template <class T>
struct Field {
  std::string_view name;
  double& (*ref)(T&) noexcept;
};

template <std::size_t I>
double& linear_ref(LinearWeights& w) noexcept {
  return w[I];
}
// One field per feature, named as FEATURES names it.
constexpr auto LINEAR_FIELDS = []<std::size_t... I>(std::index_sequence<I...>) {
  return std::array<Field<LinearWeights>, FEATURE_COUNT>{{{FEATURES[I].name, &linear_ref<I>}...}};
}
(std::make_index_sequence<FEATURE_COUNT>{});

template <double CompactWeights::*M>
double& compact_ref(CompactWeights& w) noexcept {
  return w.*M;
}
constexpr std::array<Field<CompactWeights>, 5> COMPACT_FIELDS{{
    {"depth", &compact_ref<&CompactWeights::depth>},
    {"extra_line", &compact_ref<&CompactWeights::extra_line>},
    {"neighbour", &compact_ref<&CompactWeights::neighbour>},
    {"gap_below", &compact_ref<&CompactWeights::gap_below>},
    {"deeper_gap", &compact_ref<&CompactWeights::deeper_gap>},
}};
constexpr const char* OWN_COLUMN_KEY = "deeper_gap_own_column";

template <class T, std::size_t N>
void write_fields(nlohmann::json& j, const T& w, const std::array<Field<T>, N>& fields) {
  j = nlohmann::json::object();
  T copy = w;
  for (const auto& f : fields) j[std::string(f.name)] = f.ref(copy);
}

template <class T, std::size_t N>
std::string field_names(const std::array<Field<T>, N>& fields) {
  std::string names;
  for (const auto& f : fields)
    names += std::string(names.empty() ? "" : ", ") + std::string(f.name);
  return names;
}

// Reads into a copy and assigns only when every key was good.
template <class T, std::size_t N>
void read_fields(const nlohmann::json& j, T& w, const std::array<Field<T>, N>& fields,
                 std::string_view skip = {}) {
  if (!j.is_object()) {
    throw std::invalid_argument("weights must be a JSON object of name: number pairs");
  }
  T read = w;
  for (const auto& [key, value] : j.items()) {
    if (!skip.empty() && key == skip) continue;
    const Field<T>* field = nullptr;
    for (const auto& f : fields) {
      if (key == f.name) field = &f;
    }
    if (field == nullptr) {
      const std::string also = skip.empty() ? "" : ", " + std::string(skip);
      throw std::invalid_argument("unknown weight \"" + key +
                                  "\"; expected one of: " + field_names(fields) + also);
    }
    if (!value.is_number()) throw std::invalid_argument("weight \"" + key + "\" must be a number");
    const double v = value.template get<double>();
    // Larger weights would let a score overflow to infinity (or, with opposite signs, to NaN),
    // and then no placement compares better than another.
    if (!(std::abs(v) <= MAX_WEIGHT)) {
      throw std::invalid_argument("weight \"" + key + "\" is " + value.dump() +
                                  "; weights must be between -1e9 and 1e9");
    }
    field->ref(read) = v;
  }
  w = read;
}

}  // namespace

std::array<double, FEATURE_COUNT> to_array(const LinearWeights& w) noexcept {
  return w.values;
}

LinearWeights from_array(const std::array<double, FEATURE_COUNT>& a) noexcept {
  return LinearWeights{a};
}

void to_json(nlohmann::json& j, const LinearWeights& w) {
  write_fields(j, w, LINEAR_FIELDS);
}

void from_json(const nlohmann::json& j, LinearWeights& w) {
  read_fields(j, w, LINEAR_FIELDS, VARIANT_KEY);
}

void to_json(nlohmann::json& j, const CompactWeights& w) {
  write_fields(j, w, COMPACT_FIELDS);
  j[OWN_COLUMN_KEY] = w.deeper_gap_own_column;
}

void from_json(const nlohmann::json& j, CompactWeights& w) {
  CompactWeights read = w;
  if (j.is_object() && j.contains(OWN_COLUMN_KEY)) {
    const auto& flag = j.at(OWN_COLUMN_KEY);
    if (!flag.is_boolean()) {
      throw std::invalid_argument(std::string("weight \"") + OWN_COLUMN_KEY +
                                  "\" must be true or false");
    }
    read.deeper_gap_own_column = flag.get<bool>();
  }
  read_fields(j, read, COMPACT_FIELDS, OWN_COLUMN_KEY);
  w = read;
}

}  // namespace gameai::tetris_ai
