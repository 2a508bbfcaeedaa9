// The xiangqi evaluation weights JSON (EvalWeights::from_json) on arbitrary text.
//
// Properties: bad input throws std::runtime_error (no other exception) whose message starts with
// "weights: "; good input gives weights within the documented bounds that write back to JSON
// reading as the same weights.

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "property.hpp"
#include "xiangqi_ai/weights.hpp"

namespace {

using gameai::xiangqi_ai::EvalWeights;

bool within_bounds(const EvalWeights& w) {
  const auto ok = [](int v) {
    return v >= -EvalWeights::MAX_WEIGHT && v <= EvalWeights::MAX_WEIGHT;
  };
  for (int v : w.value_mg) REQUIRE(ok(v));
  for (int v : w.value_eg) REQUIRE(ok(v));
  for (const auto& table : w.pst)
    for (int v : table) REQUIRE(ok(v));
  for (const auto& table : w.pst_eg)
    for (int v : table) REQUIRE(ok(v));
  return w.phase_chariot >= 0 && w.phase_chariot <= EvalWeights::MAX_PHASE_WEIGHT &&
         w.phase_minor >= 0 && w.phase_minor <= EvalWeights::MAX_PHASE_WEIGHT && ok(w.tempo);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 65536) return -1;  // a full weights file is about 10 KB
  const std::string text(reinterpret_cast<const char*>(data), size);
  EvalWeights w;
  try {
    w = EvalWeights::from_json(text);
  } catch (const std::runtime_error& e) {
    REQUIRE(std::string(e.what()).rfind("weights: ", 0) == 0);
    return 0;
  }
  REQUIRE(within_bounds(w));
  REQUIRE(EvalWeights::from_json(w.to_json()) == w);
  return 0;
}
