#include "xiangqi_ai/weights.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

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

// Numbers out of range, of the wrong type or in arrays of the wrong size are refused with a
// std::runtime_error naming the field, never any other exception or a silently narrowed value.
struct BadNumber {
  std::string json;
  std::string mentions;
};

const std::vector<BadNumber> BAD_NUMBERS = {
    {R"({"tempo": 1e400})", "not valid JSON"},
    {R"({"tempo": -1e400})", "not valid JSON"},
    {R"({"tempo": 1e30})", "'tempo' must be an integer"},
    {R"({"tempo": 2.5})", "'tempo' must be an integer -10000..10000, not a fraction"},
    {R"({"tempo": 4294967297})", "'tempo' is 4294967297; expected -10000..10000"},
    {R"({"tempo": 18446744073709551615})", "'tempo' is 18446744073709551615"},
    {R"({"tempo": -9223372036854775808})", "'tempo' is -9223372036854775808"},
    {R"({"tempo": 10001})", "'tempo' is 10001"},
    {R"({"tempo": null})", "'tempo' must be an integer -10000..10000, not null"},
    {R"({"tempo": [1]})", "not array"},
    {R"({"phase_minor": -1})", "'phase_minor' is -1; expected 0..100"},
    {R"({"phase_chariot": 101})", "'phase_chariot' is 101"},
    {R"({"value_mg": {"chariot": 3000000000}})", "'value_mg.chariot' is 3000000000"},
    {R"({"value_eg": {"horse": true}})", "'value_eg.horse' must be an integer"},
    {R"({"value_eg": [1, 2]})", "'value_eg' must be an object of pieces"},
    {R"({"pst": {"horse": 5}})", "'pst.horse' must be an array of 90 integers, not number"},
    {R"({"pst": {"horse": [)" +
         [] {
           std::string zeros = "0";
           for (int i = 1; i < 100000; ++i) zeros += ",0";
           return zeros;
         }() +
         "]}}",
     "'pst.horse' must be an array of 90 integers, not an array of 100000"},
    {R"({"pst": {"cannon": [)" +
         [] {
           std::string row = "-99999999999";
           for (int i = 1; i < 90; ++i) row += ",0";
           return row;
         }() +
         "]}}",
     "'pst.cannon entry 0' is -99999999999"},
};

TEST(EvalWeights, OutOfRangeAndWrongTypesNameTheField) {
  for (const BadNumber& bad : BAD_NUMBERS) {
    std::string message = "no error";
    try {
      EvalWeights::from_json(bad.json);
    } catch (const std::runtime_error& e) {
      message = e.what();
    }
    EXPECT_NE(message.find(bad.mentions), std::string::npos)
        << bad.json.substr(0, 60) << " -> " << message;
  }
}

TEST(EvalWeights, BoundsThemselvesAreAccepted) {
  const EvalWeights w = EvalWeights::from_json(
      R"({"tempo": -10000, "hanging_mover": 10000, "phase_minor": 0, "phase_chariot": 100})");
  EXPECT_EQ(w.tempo, -10000);
  EXPECT_EQ(w.hanging_mover, 10000);
  EXPECT_EQ(w.phase_minor, 0);
  EXPECT_EQ(w.phase_chariot, 100);
}

}  // namespace
}  // namespace gameai::xiangqi_ai
