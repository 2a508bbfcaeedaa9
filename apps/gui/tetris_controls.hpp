#pragma once
// The player's Tetris controls: the key handling (DAS, ARR, soft-drop factor, the half-turn key)
// and the keys of every action, two per action, kept in the application's settings. The Tetris
// page and the versus window read them; the settings dialog edits them.

#include <QCoreApplication>
#include <QSettings>
#include <QString>
#include <array>
#include <optional>

#include "tetris/input.hpp"
#include "tetris_play/timing.hpp"

namespace gameai::gui {

// Every action a key can do on the Tetris page: the game's keys, then the page's own.
enum class TetrisAction {
  Left,
  Right,
  RotateCw,
  RotateCcw,
  Rotate180,
  SoftDrop,
  HardDrop,
  Hold,
  Pause,
  Ai,
  Hint,
  Restart
};
inline constexpr int TETRIS_ACTION_COUNT = 12;
inline constexpr int KEYS_PER_ACTION = 2;

struct TetrisControls {
  Q_DECLARE_TR_FUNCTIONS(TetrisControls)

 public:
  tetris_play::Handling handling;
  // Qt::Key values, 0 for none, by action.
  std::array<std::array<int, KEYS_PER_ACTION>, TETRIS_ACTION_COUNT> keys{};

  // Arrows, Space, X or Up, Z or Ctrl, S (half turn), C or Shift; P or Esc, A, H, R.
  static TetrisControls defaults();
  // As stored under "tetris/controls" (defaults for what is missing or bad); save() stores them.
  static TetrisControls load(const QSettings& settings);
  static TetrisControls load();
  void save(QSettings& settings) const;
  void save() const;

  // The action of a key, if any.
  std::optional<TetrisAction> actionOf(int qtKey) const;
  // The game key of a keyboard key, if it has one (the half turn only while it is on).
  std::optional<tetris::Input> inputOf(int qtKey) const;
  // The action other than `action` / `slot` that already has `qtKey`.
  std::optional<TetrisAction> holder(int qtKey, TetrisAction action, int slot) const;
  // Gives `action` the key in `slot` (0 clears it). Refuses a key another action has: returns
  // the message that says which.
  std::optional<QString> assign(TetrisAction action, int slot, int qtKey);
  const std::array<int, KEYS_PER_ACTION>& keysOf(TetrisAction action) const {
    return keys[static_cast<std::size_t>(action)];
  }

  // The action and the key as the interface names them ("Rotate clockwise", "Space", "Ctrl"): in
  // Chinese 空格 and 回车, as players there say them, and the keycaps' own letters for Shift,
  // Ctrl and Esc (as Qt's own Chinese translation keeps them); keys not named here, Qt's names.
  static QString actionName(TetrisAction action);
  static QString keyName(int qtKey);
  // An action's keys for the key bindings list: "Z or Ctrl", or "none".
  QString keysText(TetrisAction action) const;
  static std::optional<tetris::Input> inputOfAction(TetrisAction action);

  friend bool operator==(const TetrisControls&, const TetrisControls&) = default;
};

}  // namespace gameai::gui
