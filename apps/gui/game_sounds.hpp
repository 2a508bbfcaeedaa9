#pragma once
// The optional sound effects. Xiangqi: a knock for a move, a lower one for a capture, a double
// beep for check and a falling phrase for the end of a game. Tetris: a tick for a move, a click for
// a turn, a thud for a lock, a rising pair for a clear, a brighter phrase for a T-spin, a run up
// for a perfect clear and a falling one for a top-out. Off by default; the QSoundEffect objects
// are only created once sounds are switched on, and with no audio device they simply stay
// silent. The WAV files are synthesised at build time (sound_tones.cpp) and embedded under
// :/sounds.

#include <QObject>
#include <QString>
#include <array>
#include <optional>

namespace gameai::tetris_play {
struct Event;
}

class QSoundEffect;

namespace gameai::gui {

class GameSounds : public QObject {
  Q_OBJECT
 public:
  enum class Sound {
    Move,
    Capture,
    Check,
    GameOver,
    TetrisMove,
    TetrisRotate,
    TetrisLock,
    TetrisClear,
    TetrisSpin,
    TetrisPerfectClear,
    TetrisTopOut,
  };
  Q_ENUM(Sound)
  static constexpr int SOUND_COUNT = 11;
  // The sound of a Tetris event, if it has one (a person's move or turn, not the AI's).
  static std::optional<Sound> soundOf(const tetris_play::Event& event);
  // Of the sounds of a frame's events only the loudest is played; they rank by their order (a
  // top-out outranks a perfect clear, ... a move). `loudest` so far, with `event`'s sound.
  static std::optional<Sound> louder(std::optional<Sound> loudest, const tetris_play::Event& event);

  explicit GameSounds(QObject* parent = nullptr);

  bool enabled() const { return m_enabled; }
  void setEnabled(bool on);
  // 0..100 (60 unless set).
  int volume() const { return m_volume; }
  void setVolume(int volume);
  // Plays it when sounds are on, and says so (played), device or not.
  void play(Sound sound);
  // The embedded file of a sound, e.g. ":/sounds/move.wav".
  static QString resourcePath(Sound sound);

 Q_SIGNALS:
  void played(gameai::gui::GameSounds::Sound sound);

 private:
  bool m_enabled = false;
  int m_volume = 60;
  std::array<QSoundEffect*, SOUND_COUNT> m_effects{};
};

}  // namespace gameai::gui
