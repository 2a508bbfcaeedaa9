#pragma once
// A key pressed and released at the same moment of a session's clock.

#include "tetris/input.hpp"
#include "tetris_play/session.hpp"

namespace gameai::tetris_play::testing {

// Whether the session took the key.
inline bool tap(Session& s, tetris::Input key, double t) {
  const bool taken = s.press(key, t);
  s.release(key, t);
  return taken;
}

}  // namespace gameai::tetris_play::testing
