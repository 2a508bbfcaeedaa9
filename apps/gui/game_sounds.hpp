#pragma once
// The optional sound effects of the xiangqi page: a knock for a move, a lower one for a capture,
// a double beep for check and a falling phrase for the end of a game. Off by default; the
// QSoundEffect objects are only created once sounds are switched on, and with no audio device
// they simply stay silent. The WAV files are synthesised at build time (sound_tones.cpp) and
// embedded under :/sounds.

#include <QObject>
#include <QString>
#include <array>

class QSoundEffect;

namespace gameai::gui {

class GameSounds : public QObject {
  Q_OBJECT
 public:
  enum class Sound { Move, Capture, Check, GameOver };
  static constexpr int SOUND_COUNT = 4;

  explicit GameSounds(QObject* parent = nullptr);

  bool enabled() const { return m_enabled; }
  void setEnabled(bool on);
  void play(Sound sound);
  // The embedded file of a sound, e.g. ":/sounds/move.wav".
  static QString resourcePath(Sound sound);

 private:
  bool m_enabled = false;
  std::array<QSoundEffect*, SOUND_COUNT> m_effects{};
};

}  // namespace gameai::gui
