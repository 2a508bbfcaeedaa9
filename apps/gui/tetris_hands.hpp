#pragma once

#include <QtGlobal>

#include "key_repeat.hpp"
#include "tetris_session.hpp"

namespace gameai::gui {

// A person's hands on a falling piece: the game keys (arrows, Space, X/Z/Up, C/Shift), their
// DAS/ARR repeat, gravity, and the guideline's lock delay (a resting piece locks 0.5 s after its
// last move), applied to a TetrisSession. Time comes in explicitly, as in KeyRepeat.
class TetrisHands {
 public:
  static constexpr int LOCK_DELAY_MS = 500;

  // A key pressed at `t`; false when it is not a game key (nothing happened).
  bool press(TetrisSession& session, int key, qint64 t);
  void release(int key, qint64 t);
  // The repeats, the gravity and the lock that came due by `t`.
  void frame(TetrisSession& session, qint64 t);
  // The timing starts afresh at `t` (a new game, the end of a pause).
  void restart(const TetrisSession& session, qint64 t);
  void releaseAll() { m_keys.releaseAll(); }

 private:
  bool apply(TetrisSession& session, tetris::Input in, qint64 t);
  void shiftBy(TetrisSession& session, int cells, qint64 t);

  KeyRepeat m_keys;
  qint64 m_nextGravityAt = 0;
  qint64 m_lastMoveAt = 0;
};

}  // namespace gameai::gui
