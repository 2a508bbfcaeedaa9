#include "game_sounds.hpp"

#include <QSoundEffect>
#include <QUrl>

namespace gameai::gui {

GameSounds::GameSounds(QObject* parent) : QObject(parent) {}

QString GameSounds::resourcePath(Sound sound) {
  switch (sound) {
    case Sound::Move:
      return QStringLiteral(":/sounds/move.wav");
    case Sound::Capture:
      return QStringLiteral(":/sounds/capture.wav");
    case Sound::Check:
      return QStringLiteral(":/sounds/check.wav");
    case Sound::GameOver:
      return QStringLiteral(":/sounds/gameover.wav");
  }
  return {};
}

void GameSounds::setEnabled(bool on) {
  m_enabled = on;
  if (!on)
    for (QSoundEffect* effect : m_effects)
      if (effect) effect->stop();
}

void GameSounds::play(Sound sound) {
  if (!m_enabled) return;
  QSoundEffect*& effect = m_effects[std::size_t(sound)];
  if (!effect) {
    // Loaded on first use, so a session with sounds off never touches the audio system.
    effect = new QSoundEffect(this);
    effect->setSource(QUrl(QLatin1String("qrc") + resourcePath(sound)));
    effect->setVolume(0.6f);
  }
  for (QSoundEffect* other : m_effects)
    if (other && other != effect) other->stop();
  effect->play();
}

}  // namespace gameai::gui
