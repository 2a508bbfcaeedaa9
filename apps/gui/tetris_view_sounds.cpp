// The Tetris page's sound effects and callouts: the switch and the volume in the panel, and what
// the session's events turn into each frame.
#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <algorithm>
#include <optional>

#include "game_sounds.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_play/events.hpp"
#include "tetris_view.hpp"

namespace gameai::gui {

QLayout* TetrisView::buildSoundsRow(QWidget* panel) {
  m_sounds = new GameSounds(this);
  m_soundsBox = new QCheckBox(panel);
  m_soundsBox->setObjectName(QStringLiteral("sounds"));
  m_volumeLabel = new QLabel(panel);
  m_volumeSlider = new QSlider(Qt::Horizontal, panel);
  m_volumeSlider->setObjectName(QStringLiteral("soundVolume"));
  m_volumeSlider->setRange(0, 100);
  m_volumeSlider->setValue(m_sounds->volume());
  m_volumeSlider->setEnabled(false);
  m_volumeLabel->setBuddy(m_volumeSlider);
  connect(m_soundsBox, &QCheckBox::toggled, this, &TetrisView::setSoundsEnabled);
  connect(m_volumeSlider, &QSlider::valueChanged, this, &TetrisView::setSoundVolume);
  // A volume chosen is heard at once.
  connect(m_volumeSlider, &QSlider::sliderReleased, this,
          [this] { m_sounds->play(GameSounds::Sound::TetrisClear); });
  auto* row = new QHBoxLayout;
  row->addWidget(m_soundsBox);
  row->addWidget(m_volumeLabel);
  row->addWidget(m_volumeSlider, 1);
  return row;
}

void TetrisView::retranslateSounds() {
  m_soundsBox->setText(tr("Sounds"));
  m_volumeLabel->setText(tr("Volume"));
  m_volumeSlider->setToolTip(tr("Volume of the sound effects"));
}

void TetrisView::setSoundsEnabled(bool on) {
  m_sounds->setEnabled(on);
  m_volumeSlider->setEnabled(on);
  if (m_soundsBox->isChecked() != on) m_soundsBox->setChecked(on);
}

bool TetrisView::soundsEnabled() const {
  return m_sounds->enabled();
}

void TetrisView::setSoundVolume(int volume) {
  m_sounds->setVolume(volume);
  if (m_volumeSlider->value() != m_sounds->volume()) m_volumeSlider->setValue(m_sounds->volume());
}

void TetrisView::takeEvents() {
  std::optional<GameSounds::Sound> loudest;
  tetris_play::Event e;
  while (m_session.events().pop(e)) {
    m_board->showCallout(e);
    loudest = GameSounds::louder(loudest, e);
  }
  if (loudest) m_sounds->play(*loudest);
}

}  // namespace gameai::gui
