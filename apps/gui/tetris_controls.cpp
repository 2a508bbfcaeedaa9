#include "tetris_controls.hpp"

#include <QKeySequence>
#include <QStringList>

namespace gameai::gui {

namespace {

// The names the settings file uses, by action.
constexpr const char* STORED_NAMES[TETRIS_ACTION_COUNT] = {
    "left", "right", "cw", "ccw", "180", "soft", "hard", "hold", "pause", "ai", "hint", "restart"};

TetrisAction actionAt(int i) {
  return static_cast<TetrisAction>(i);
}

}  // namespace

TetrisControls TetrisControls::defaults() {
  TetrisControls c;
  const auto set = [&c](TetrisAction a, int first, int second = 0) {
    c.keys[static_cast<std::size_t>(a)] = {first, second};
  };
  set(TetrisAction::Left, Qt::Key_Left);
  set(TetrisAction::Right, Qt::Key_Right);
  set(TetrisAction::RotateCw, Qt::Key_Up, Qt::Key_X);
  set(TetrisAction::RotateCcw, Qt::Key_Z, Qt::Key_Control);
  set(TetrisAction::Rotate180, Qt::Key_S);
  set(TetrisAction::SoftDrop, Qt::Key_Down);
  set(TetrisAction::HardDrop, Qt::Key_Space);
  set(TetrisAction::Hold, Qt::Key_C, Qt::Key_Shift);
  set(TetrisAction::Pause, Qt::Key_P, Qt::Key_Escape);
  set(TetrisAction::Ai, Qt::Key_A);
  set(TetrisAction::Hint, Qt::Key_H);
  set(TetrisAction::Restart, Qt::Key_R);
  return c;
}

TetrisControls TetrisControls::load(const QSettings& s) {
  TetrisControls c = defaults();
  const QString group = QStringLiteral("tetris/controls/");
  const auto number = [&](const char* name, int fallback) {
    bool ok = false;
    const int v = s.value(group + QLatin1String(name), fallback).toInt(&ok);
    return ok ? v : fallback;
  };
  c.handling =
      tetris_play::clamped({number("das", c.handling.das_ms), number("arr", c.handling.arr_ms),
                            number("sdf", c.handling.soft_drop_factor),
                            s.value(group + QStringLiteral("rotate180"), false).toBool()});
  // Keys: a stored list replaces an action's defaults only when every key in it is free.
  TetrisControls stored = c;
  for (int i = 0; i < TETRIS_ACTION_COUNT; ++i) {
    const QVariant v = s.value(group + QStringLiteral("keys/") + QLatin1String(STORED_NAMES[i]));
    if (!v.isValid()) continue;
    const QStringList list = v.toStringList();
    for (int slot = 0; slot < KEYS_PER_ACTION; ++slot)
      stored.keys[static_cast<std::size_t>(i)][static_cast<std::size_t>(slot)] =
          slot < list.size() ? list[slot].toInt() : 0;
  }
  // A hand-edited file may give one key to two actions: then the defaults are kept whole.
  for (int i = 0; i < TETRIS_ACTION_COUNT; ++i)
    for (int slot = 0; slot < KEYS_PER_ACTION; ++slot) {
      const int key = stored.keys[static_cast<std::size_t>(i)][static_cast<std::size_t>(slot)];
      if (key != 0 && stored.holder(key, actionAt(i), slot)) return c;
    }
  c.keys = stored.keys;
  return c;
}

TetrisControls TetrisControls::load() {
  return load(QSettings());
}

void TetrisControls::save(QSettings& s) const {
  const QString group = QStringLiteral("tetris/controls/");
  s.setValue(group + QStringLiteral("das"), handling.das_ms);
  s.setValue(group + QStringLiteral("arr"), handling.arr_ms);
  s.setValue(group + QStringLiteral("sdf"), handling.soft_drop_factor);
  s.setValue(group + QStringLiteral("rotate180"), handling.rotate_180);
  for (int i = 0; i < TETRIS_ACTION_COUNT; ++i) {
    QStringList list;
    for (int key : keys[static_cast<std::size_t>(i)]) list << QString::number(key);
    s.setValue(group + QStringLiteral("keys/") + QLatin1String(STORED_NAMES[i]), list);
  }
}

void TetrisControls::save() const {
  QSettings s;
  save(s);
}

std::optional<TetrisAction> TetrisControls::actionOf(int qtKey) const {
  if (qtKey == 0) return std::nullopt;
  for (int i = 0; i < TETRIS_ACTION_COUNT; ++i)
    for (int key : keys[static_cast<std::size_t>(i)])
      if (key == qtKey) return actionAt(i);
  return std::nullopt;
}

std::optional<tetris::Input> TetrisControls::inputOf(int qtKey) const {
  const std::optional<TetrisAction> action = actionOf(qtKey);
  if (!action) return std::nullopt;
  if (*action == TetrisAction::Rotate180 && !handling.rotate_180) return std::nullopt;
  return inputOfAction(*action);
}

std::optional<TetrisAction> TetrisControls::holder(int qtKey, TetrisAction action, int slot) const {
  if (qtKey == 0) return std::nullopt;
  for (int i = 0; i < TETRIS_ACTION_COUNT; ++i)
    for (int s = 0; s < KEYS_PER_ACTION; ++s) {
      if (actionAt(i) == action && s == slot) continue;
      if (keys[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)] == qtKey)
        return actionAt(i);
    }
  return std::nullopt;
}

std::optional<QString> TetrisControls::assign(TetrisAction action, int slot, int qtKey) {
  if (const std::optional<TetrisAction> other = holder(qtKey, action, slot)) {
    if (*other == action)
      return tr("%1 is already a key of %2.").arg(keyName(qtKey), actionName(action));
    return tr("%1 is already the key of %2: give that action another key first.")
        .arg(keyName(qtKey), actionName(*other));
  }
  keys[static_cast<std::size_t>(action)][static_cast<std::size_t>(slot)] = qtKey;
  return std::nullopt;
}

QString TetrisControls::actionName(TetrisAction action) {
  switch (action) {
    case TetrisAction::Left:
      return tr("Move left");
    case TetrisAction::Right:
      return tr("Move right");
    case TetrisAction::RotateCw:
      return tr("Rotate clockwise");
    case TetrisAction::RotateCcw:
      return tr("Rotate counter-clockwise");
    case TetrisAction::Rotate180:
      return tr("Rotate 180°");
    case TetrisAction::SoftDrop:
      return tr("Soft drop");
    case TetrisAction::HardDrop:
      return tr("Hard drop");
    case TetrisAction::Hold:
      return tr("Hold");
    case TetrisAction::Pause:
      return tr("Pause");
    case TetrisAction::Ai:
      return tr("Hand the game to the AI and back");
    case TetrisAction::Hint:
      return tr("Show the AI's hint");
    case TetrisAction::Restart:
      return tr("Restart");
  }
  return {};
}

QString TetrisControls::keyName(int qtKey) {
  switch (qtKey) {
    case 0:
      return tr("none");
    case Qt::Key_Space:
      return tr("Space");
    case Qt::Key_Left:
      return tr("←");
    case Qt::Key_Right:
      return tr("→");
    case Qt::Key_Up:
      return tr("↑");
    case Qt::Key_Down:
      return tr("↓");
    case Qt::Key_Shift:
      return tr("Shift");
    case Qt::Key_Control:
      return tr("Ctrl");
    case Qt::Key_Alt:
      return tr("Alt");
    case Qt::Key_Meta:
      return tr("Meta");
    case Qt::Key_Escape:
      return tr("Esc");
    case Qt::Key_Return:
    case Qt::Key_Enter:
      return tr("Enter");
    case Qt::Key_CapsLock:
      return tr("Caps Lock");
    case Qt::Key_Menu:
      return tr("Menu");
    default:
      return QKeySequence(qtKey).toString(QKeySequence::NativeText);
  }
}

QString TetrisControls::keysText(TetrisAction action) const {
  QStringList names;
  for (int key : keysOf(action))
    if (key != 0) names << keyName(key);
  if (names.isEmpty()) return tr("none");
  return names.size() == 1 ? names[0] : tr("%1 or %2").arg(names[0], names[1]);
}

std::optional<tetris::Input> TetrisControls::inputOfAction(TetrisAction action) {
  switch (action) {
    case TetrisAction::Left:
      return tetris::Input::Left;
    case TetrisAction::Right:
      return tetris::Input::Right;
    case TetrisAction::RotateCw:
      return tetris::Input::RotateCw;
    case TetrisAction::RotateCcw:
      return tetris::Input::RotateCcw;
    case TetrisAction::Rotate180:
      return tetris::Input::Rotate180;
    case TetrisAction::SoftDrop:
      return tetris::Input::SoftDrop;
    case TetrisAction::HardDrop:
      return tetris::Input::HardDrop;
    case TetrisAction::Hold:
      return tetris::Input::Hold;
    default:
      return std::nullopt;
  }
}

}  // namespace gameai::gui
