#include "tetris_settings_dialog.hpp"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "tetris_play/timing.hpp"

namespace gameai::gui {

KeyCaptureButton::KeyCaptureButton(QWidget* parent) : QPushButton(parent) {
  setMinimumWidth(110);
  connect(this, &QPushButton::clicked, this, &KeyCaptureButton::startCapture);
}

void KeyCaptureButton::setKey(int qtKey) {
  m_key = qtKey;
  if (!m_capturing) setText(TetrisControls::keyName(qtKey));
}

void KeyCaptureButton::startCapture() {
  m_capturing = true;
  setText(tr("Press a key..."));
  setFocus(Qt::OtherFocusReason);  // the next key comes here; losing the focus ends the catch
}

void KeyCaptureButton::stopCapture() {
  if (!m_capturing) return;
  m_capturing = false;
  setText(TetrisControls::keyName(m_key));
}

// While catching, every key (Tab, Space, Enter and the app's shortcuts included) is the answer.
bool KeyCaptureButton::event(QEvent* event) {
  if (m_capturing && event->type() == QEvent::ShortcutOverride) {
    event->accept();
    return true;
  }
  if (m_capturing && event->type() == QEvent::KeyPress) {
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->isAutoRepeat()) return true;
    const int k = key->key();
    stopCapture();
    if (k == Qt::Key_Escape) return true;  // keep the old key
    Q_EMIT keyCaught(k == Qt::Key_Backspace || k == Qt::Key_Delete ? 0 : k);
    return true;
  }
  if (m_capturing && event->type() == QEvent::KeyRelease) return true;
  return QPushButton::event(event);
}

void KeyCaptureButton::focusOutEvent(QFocusEvent* event) {
  stopCapture();
  QPushButton::focusOutEvent(event);
}

TetrisSettingsDialog::TetrisSettingsDialog(const TetrisControls& controls, QWidget* parent)
    : QDialog(parent), m_controls(controls) {
  setObjectName(QStringLiteral("tetrisSettings"));
  setWindowTitle(tr("Tetris settings"));
  auto* layout = new QVBoxLayout(this);

  auto* handling = new QGroupBox(tr("Handling"), this);
  auto* form = new QFormLayout(handling);
  m_das = new QSpinBox(handling);
  m_das->setObjectName(QStringLiteral("das"));
  m_das->setRange(0, tetris_play::MAX_DAS_MS);
  m_das->setSuffix(tr(" ms"));
  m_das->setToolTip(tr("Delayed auto shift: how long a held move key waits before it repeats."));
  m_arr = new QSpinBox(handling);
  m_arr->setObjectName(QStringLiteral("arr"));
  m_arr->setRange(0, tetris_play::MAX_ARR_MS);
  m_arr->setSuffix(tr(" ms"));
  m_arr->setSpecialValueText(tr("0 (to the wall at once)"));
  m_arr->setToolTip(tr("Auto repeat rate: the time between the repeated moves of a held key."));
  m_sdf = new QSpinBox(handling);
  m_sdf->setObjectName(QStringLiteral("sdf"));
  m_sdf->setRange(tetris_play::SOFT_DROP_INSTANT, tetris_play::MAX_SOFT_DROP_FACTOR);
  m_sdf->setPrefix(tr("× "));
  m_sdf->setSpecialValueText(tr("∞ (at once)"));
  m_sdf->setToolTip(tr("Soft drop falls this many times as fast as gravity."));
  m_rotate180 = new QCheckBox(tr("Offer the 180° rotation key (guideline rules)"), handling);
  m_rotate180->setObjectName(QStringLiteral("rotate180"));
  auto* lock = new QLabel(tr("%1 ms after landing, restarted by at most %2 moves or rotations "
                             "(guideline rules)")
                              .arg(tetris_play::LOCK_DELAY_MS)
                              .arg(tetris_play::MAX_LOCK_RESETS),
                          handling);
  lock->setWordWrap(true);
  form->addRow(tr("DAS"), m_das);
  form->addRow(tr("ARR"), m_arr);
  form->addRow(tr("Soft drop speed"), m_sdf);
  form->addRow(m_rotate180);
  form->addRow(tr("Lock delay"), lock);
  layout->addWidget(handling);

  auto* keys = new QGroupBox(tr("Keys (click, then press the new key; Backspace: none)"), this);
  auto* grid = new QGridLayout(keys);
  for (int i = 0; i < TETRIS_ACTION_COUNT; ++i) {
    const auto action = static_cast<TetrisAction>(i);
    grid->addWidget(new QLabel(TetrisControls::actionName(action), keys), i, 0);
    for (int slot = 0; slot < KEYS_PER_ACTION; ++slot) {
      auto* button = new KeyCaptureButton(keys);
      button->setObjectName(QStringLiteral("key_%1_%2").arg(i).arg(slot));
      connect(button, &KeyCaptureButton::keyCaught, this,
              [this, action, slot](int key) { caught(action, slot, key); });
      m_buttons[static_cast<std::size_t>(i)][static_cast<std::size_t>(slot)] = button;
      grid->addWidget(button, i, 1 + slot);
    }
  }
  layout->addWidget(keys);

  m_message = new QLabel(this);
  m_message->setObjectName(QStringLiteral("message"));
  m_message->setWordWrap(true);
  m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
  m_message->setAlignment(Qt::AlignLeading | Qt::AlignTop);
  // Room for two lines is kept whether a message shows or not, so that a refusal appearing
  // never squeezes the rows above it.
  m_message->setFixedHeight(2 * m_message->fontMetrics().lineSpacing() + 2 * m_message->margin() +
                            4);
  layout->addWidget(m_message);

  auto* buttons = new QDialogButtonBox(
      QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
  buttons->button(QDialogButtonBox::RestoreDefaults)->setText(tr("Reset to defaults"));
  buttons->button(QDialogButtonBox::RestoreDefaults)->setObjectName(QStringLiteral("reset"));
  // Enter and Space belong to the keys being caught, not to a default button.
  for (QAbstractButton* b : buttons->buttons())
    if (auto* push = qobject_cast<QPushButton*>(b)) {
      push->setAutoDefault(false);
      push->setDefault(false);
    }
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
    m_controls = TetrisControls::defaults();
    display(m_controls);
    m_message->setText(tr("Every setting is back to its default; OK keeps them."));
  });
  layout->addWidget(buttons);
  display(m_controls);
}

void TetrisSettingsDialog::display(const TetrisControls& c) {
  m_das->setValue(c.handling.das_ms);
  m_arr->setValue(c.handling.arr_ms);
  m_sdf->setValue(c.handling.soft_drop_factor);
  m_rotate180->setChecked(c.handling.rotate_180);
  for (int i = 0; i < TETRIS_ACTION_COUNT; ++i)
    for (int slot = 0; slot < KEYS_PER_ACTION; ++slot)
      m_buttons[static_cast<std::size_t>(i)][static_cast<std::size_t>(slot)]->setKey(
          c.keys[static_cast<std::size_t>(i)][static_cast<std::size_t>(slot)]);
}

void TetrisSettingsDialog::caught(TetrisAction action, int slot, int qtKey) {
  if (const std::optional<QString> refused = m_controls.assign(action, slot, qtKey)) {
    m_message->setText(*refused);
    return;
  }
  m_message->clear();
  keyButton(action, slot)->setKey(qtKey);
}

TetrisControls TetrisSettingsDialog::controls() const {
  TetrisControls c = m_controls;
  c.handling = tetris_play::clamped(
      {m_das->value(), m_arr->value(), m_sdf->value(), m_rotate180->isChecked()});
  return c;
}

KeyCaptureButton* TetrisSettingsDialog::keyButton(TetrisAction action, int slot) const {
  return m_buttons[static_cast<std::size_t>(action)][static_cast<std::size_t>(slot)];
}

QString TetrisSettingsDialog::message() const {
  return m_message->text();
}

}  // namespace gameai::gui
