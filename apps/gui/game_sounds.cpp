#include "game_sounds.hpp"

#include <QSoundEffect>
#include <QUrl>
#include <algorithm>

#include "tetris_play/events.hpp"

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
    case Sound::TetrisMove:
      return QStringLiteral(":/sounds/tetris_move.wav");
    case Sound::TetrisRotate:
      return QStringLiteral(":/sounds/tetris_rotate.wav");
    case Sound::TetrisLock:
      return QStringLiteral(":/sounds/tetris_lock.wav");
    case Sound::TetrisClear:
      return QStringLiteral(":/sounds/tetris_clear.wav");
    case Sound::TetrisSpin:
      return QStringLiteral(":/sounds/tetris_spin.wav");
    case Sound::TetrisPerfectClear:
      return QStringLiteral(":/sounds/tetris_perfect.wav");
    case Sound::TetrisTopOut:
      return QStringLiteral(":/sounds/tetris_topout.wav");
  }
  return {};
}

std::optional<GameSounds::Sound> GameSounds::soundOf(const tetris_play::Event& e) {
  using tetris_play::EventKind;
  switch (e.kind) {
    case EventKind::Move:
    case EventKind::Hold:
      if (e.by_ai) return std::nullopt;
      return Sound::TetrisMove;
    case EventKind::Rotate:
      if (e.by_ai) return std::nullopt;
      return Sound::TetrisRotate;
    case EventKind::Lock:
      if (e.perfect_clear) return Sound::TetrisPerfectClear;
      if (e.spin != tetris::Spin::None) return Sound::TetrisSpin;
      return e.lines > 0 ? Sound::TetrisClear : Sound::TetrisLock;
    case EventKind::TopOut:
      return Sound::TetrisTopOut;
    case EventKind::HardDrop:
    case EventKind::Finished:
      break;
  }
  return std::nullopt;
}

std::optional<GameSounds::Sound> GameSounds::louder(std::optional<Sound> loudest,
                                                    const tetris_play::Event& event) {
  const std::optional<Sound> sound = soundOf(event);
  return sound && (!loudest || *sound > *loudest) ? sound : loudest;
}

void GameSounds::setVolume(int volume) {
  m_volume = std::clamp(volume, 0, 100);
  for (QSoundEffect* effect : m_effects)
    if (effect) effect->setVolume(float(m_volume) / 100.0f);
}

void GameSounds::setEnabled(bool on) {
  m_enabled = on;
  if (!on)
    for (QSoundEffect* effect : m_effects)
      if (effect) effect->stop();
}

void GameSounds::play(Sound sound) {
  if (!m_enabled) return;
  Q_EMIT played(sound);
  QSoundEffect*& effect = m_effects[std::size_t(sound)];
  if (!effect) {
    // Loaded on first use, so a session with sounds off never touches the audio system.
    effect = new QSoundEffect(this);
    effect->setSource(QUrl(QLatin1String("qrc") + resourcePath(sound)));
    effect->setVolume(float(m_volume) / 100.0f);
  }
  // A new xiangqi sound cuts the last one short; Tetris sounds come too fast for that (a move
  // would cut off the clear before it).
  if (sound < Sound::TetrisMove)
    for (QSoundEffect* other : m_effects)
      if (other && other != effect) other->stop();
  effect->play();
}

}  // namespace gameai::gui
