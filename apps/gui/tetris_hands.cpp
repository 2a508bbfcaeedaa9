#include "tetris_hands.hpp"

#include <algorithm>
#include <cstdlib>

namespace gameai::gui {

using tetris::Input;

bool TetrisHands::apply(TetrisSession& session, Input in, qint64 t) {
  const bool moved = session.input(in);
  if (moved) m_lastMoveAt = t;
  return moved;
}

void TetrisHands::shiftBy(TetrisSession& session, int cells, qint64 t) {
  const Input in = cells < 0 ? Input::Left : Input::Right;
  for (int i = 0; i < std::min(std::abs(cells), session.settings().width); ++i)
    if (!apply(session, in, t)) break;
}

bool TetrisHands::press(TetrisSession& session, int key, qint64 t) {
  switch (key) {
    case Qt::Key_Left:
      shiftBy(session, m_keys.press(KeyRepeat::Action::Left, t).shift, t);
      return true;
    case Qt::Key_Right:
      shiftBy(session, m_keys.press(KeyRepeat::Action::Right, t).shift, t);
      return true;
    case Qt::Key_Down:
      if (m_keys.press(KeyRepeat::Action::SoftDrop, t).soft_drop > 0)
        apply(session, Input::SoftDrop, t);
      return true;
    case Qt::Key_Space:
      apply(session, Input::HardDrop, t);
      return true;
    case Qt::Key_Up:
    case Qt::Key_X:
      apply(session, Input::RotateCw, t);
      return true;
    case Qt::Key_Z:
    case Qt::Key_Control:
      apply(session, Input::RotateCcw, t);
      return true;
    case Qt::Key_C:
    case Qt::Key_Shift:
      apply(session, Input::Hold, t);
      return true;
    default:
      return false;
  }
}

void TetrisHands::release(int key, qint64 t) {
  switch (key) {
    case Qt::Key_Left:
      m_keys.release(KeyRepeat::Action::Left, t);
      break;
    case Qt::Key_Right:
      m_keys.release(KeyRepeat::Action::Right, t);
      break;
    case Qt::Key_Down:
      m_keys.release(KeyRepeat::Action::SoftDrop, t);
      break;
    default:
      break;
  }
}

void TetrisHands::frame(TetrisSession& session, qint64 t) {
  if (!session.manualPlayPossible() || session.game().game_over()) return;
  const KeyRepeat::Moves due = m_keys.poll(t);
  if (due.shift != 0) shiftBy(session, due.shift, t);
  for (int i = 0; i < std::min(due.soft_drop, session.settings().height + 4); ++i)
    if (!apply(session, Input::SoftDrop, t)) break;
  if (t < m_nextGravityAt) return;
  const bool guideline = session.settings().rules == tetris::RuleSet::Guideline;
  if (guideline && session.resting() && t - m_lastMoveAt < LOCK_DELAY_MS) return;
  session.gravityTick();
  m_nextGravityAt = t + std::max<qint64>(1, qint64(session.game().gravity_ms()));
}

void TetrisHands::restart(const TetrisSession& session, qint64 t) {
  m_keys.releaseAll();
  m_lastMoveAt = t;
  m_nextGravityAt = t + qint64(session.game().gravity_ms());
}

}  // namespace gameai::gui
