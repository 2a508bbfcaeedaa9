#pragma once
// A square by its ICCS name ("e0" is Red's king's square), for tests that name squares.

#include "xiangqi/types.hpp"

namespace gameai::xiangqi::testing {

inline Square sq(const char* name) {
  return make_square(name[0] - 'a', name[1] - '0');
}

}  // namespace gameai::xiangqi::testing
