#include "xiangqi_ai/weights.hpp"

#include <gtest/gtest.h>

#include <stdexcept>

namespace gameai::xiangqi_ai {
namespace {

TEST(EvalWeights, JsonRoundTrip) {
  EvalWeights w = EvalWeights::defaults();
  w.tempo = 7;
  w.value_mg[kind_index(xiangqi::CANNON)] = 471;
  w.pst[kind_index(xiangqi::HORSE)][40] = -13;
  w.pst_eg[kind_index(xiangqi::SOLDIER)][58] = 41;
  EXPECT_EQ(EvalWeights::from_json(w.to_json()), w);
}

TEST(EvalWeights, MissingFieldsKeepDefaults) {
  const EvalWeights w = EvalWeights::from_json(R"({"value_mg": {"chariot": 1000}})");
  EvalWeights expected = EvalWeights::defaults();
  expected.value_mg[kind_index(xiangqi::CHARIOT)] = 1000;
  EXPECT_EQ(w, expected);
}

TEST(EvalWeights, DefaultsAreSensible) {
  const EvalWeights w = EvalWeights::defaults();
  const auto v = [&](xiangqi::PieceType pt) { return w.value_mg[kind_index(pt)]; };
  EXPECT_GT(v(xiangqi::CHARIOT), v(xiangqi::CANNON));
  EXPECT_GT(v(xiangqi::CANNON), v(xiangqi::ADVISOR));
  EXPECT_GT(v(xiangqi::HORSE), v(xiangqi::SOLDIER));
  // Soldiers are worth nothing extra before they could ever stand on their own back ranks.
  EXPECT_EQ(w.pst[kind_index(xiangqi::SOLDIER)][0], 0);
  // A crossed central soldier is worth more than one at home.
  EXPECT_GT(w.pst[kind_index(xiangqi::SOLDIER)][6 * 9 + 4],
            w.pst[kind_index(xiangqi::SOLDIER)][3 * 9 + 4]);
}

TEST(EvalWeights, BadInputNamesTheField) {
  const auto message = [](const char* json) {
    try {
      EvalWeights::from_json(json);
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message("{").find("not valid JSON"), std::string::npos);
  EXPECT_NE(message("[1]").find("object"), std::string::npos);
  EXPECT_NE(message(R"({"tempo": "x"})").find("tempo"), std::string::npos);
  EXPECT_NE(message(R"({"value_mg": {"queen": 9}})").find("queen"), std::string::npos);
  EXPECT_NE(message(R"({"pst": {"horse": [1, 2]}})").find("90"), std::string::npos);
  EXPECT_NE(message(R"({"pst_eg": {"horse": [1, 2]}})").find("'pst_eg.horse'"), std::string::npos);
  EXPECT_NE(message(R"({"pst_eg": {"rook": []}})").find("unknown piece 'rook' in 'pst_eg'"),
            std::string::npos);
  // A misspelt field is an error, not silently ignored.
  EXPECT_NE(message(R"({"mobility_horses": 7})").find("unknown field 'mobility_horses'"),
            std::string::npos);
  EXPECT_THROW(EvalWeights::load("/nonexistent/weights.json"), std::runtime_error);
}

}  // namespace
}  // namespace gameai::xiangqi_ai
