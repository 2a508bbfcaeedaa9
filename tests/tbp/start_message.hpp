#pragma once
// A TBP "start" message for the tests of both sides of the protocol: an empty hold, the queue
// S I O T L J, and four rows of garbage with the right-hand column open.

#include <nlohmann/json.hpp>

namespace gameai::tbp::testing {

inline nlohmann::json start_message() {
  using nlohmann::json;

  json board = json::array();
  for (int y = 0; y < 40; ++y) {
    json row = json::array();
    for (int x = 0; x < 10; ++x) row.push_back(y < 4 && x < 9 ? json("G") : json());
    board.push_back(row);
  }
  return {{"type", "start"}, {"hold", nullptr},       {"queue", {"S", "I", "O", "T", "L", "J"}},
          {"combo", 0},      {"back_to_back", false}, {"board", board}};
}

}  // namespace gameai::tbp::testing
