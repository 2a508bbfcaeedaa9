#pragma once
// The Tetris settings: the key handling (DAS, ARR, soft-drop speed, instant included, the
// half-turn key), the guideline's lock delay shown, and two keys for every action, each caught
// by pressing it. A key another action has is refused with a message naming that action. The
// dialog edits a copy of the controls; the caller stores and applies what it returns on OK.

#include <QDialog>
#include <QPushButton>
#include <array>

#include "tetris_controls.hpp"

class QCheckBox;
class QLabel;
class QSpinBox;

namespace gameai::gui {

// A button that shows a key and, once clicked, catches the next key pressed (Esc: keep the old
// one, Backspace or Delete: none).
class KeyCaptureButton : public QPushButton {
  Q_OBJECT

 public:
  explicit KeyCaptureButton(QWidget* parent = nullptr);
  bool capturing() const { return m_capturing; }
  void setKey(int qtKey);
  int key() const { return m_key; }
  void startCapture();

 Q_SIGNALS:
  void keyCaught(int qtKey);

 protected:
  bool event(QEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;

 private:
  void stopCapture();
  int m_key = 0;
  bool m_capturing = false;
};

class TetrisSettingsDialog : public QDialog {
  Q_OBJECT

 public:
  explicit TetrisSettingsDialog(const TetrisControls& controls, QWidget* parent = nullptr);
  TetrisControls controls() const;
  // The button of an action's key (slot 0 or 1), for tests and screenshots.
  KeyCaptureButton* keyButton(TetrisAction action, int slot) const;
  // What the last refused key was refused for ("" when the last key was taken).
  QString message() const;

 private:
  void display(const TetrisControls& controls);
  void caught(TetrisAction action, int slot, int qtKey);

  TetrisControls m_controls;
  QSpinBox* m_das = nullptr;
  QSpinBox* m_arr = nullptr;
  QSpinBox* m_sdf = nullptr;
  QCheckBox* m_rotate180 = nullptr;
  QLabel* m_message = nullptr;
  std::array<std::array<KeyCaptureButton*, KEYS_PER_ACTION>, TETRIS_ACTION_COUNT> m_buttons{};
};

}  // namespace gameai::gui
