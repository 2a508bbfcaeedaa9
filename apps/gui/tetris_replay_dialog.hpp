#pragma once

#include <QDialog>
#include <QTimer>
#include <vector>

#include "records/game_record.hpp"
#include "tetris_snapshot.hpp"

class QLabel;
class QTreeWidget;
class QPushButton;
class QSlider;
class QSpinBox;

namespace gameai::gui {

class GameRecords;
class TetrisBoardWidget;

// Plays a stored Tetris game back. The records library replays the game exactly through the
// rules (checking every board against its stored hash); the dialog keeps the play session's
// picture of the game after every piece (hold and queue included) and who placed it, so play,
// pause, step and seeking are instant.
class TetrisReplayDialog : public QDialog {
  Q_OBJECT
 public:
  explicit TetrisReplayDialog(GameRecords& records, QWidget* parent = nullptr);

  // Loads stored game `id`; false (and a message in the dialog) when it cannot be replayed.
  bool loadGame(qint64 id);
  // The game shown as a run file (records/tetris_replay_file.hpp) at `path`; false (and a
  // message) when it cannot be written.
  bool saveRunFile(const QString& path);
  // Stores the run file at `path` in the records (an imported run, replayed first; one stored
  // before is found again) and shows it; false (and a message saying what is wrong) when the
  // file cannot be read or does not replay.
  bool openRunFile(const QString& path);
  qint64 currentGame() const { return m_game; }
  int frameCount() const { return int(m_frames.size()); }
  int currentFrame() const { return m_current; }
  // What the dialog says about the loaded game (steps, lines, whether every board reproduced).
  QString summary() const;
  void showFrame(int index);
  void setPlaying(bool playing);

  // Longer games are replayed up to this many pieces.
  static constexpr int MAX_FRAMES = 200000;

 private:
  void refreshList();
  void advance();
  void selectGame(qint64 id);

  GameRecords& m_records;
  QTreeWidget* m_list = nullptr;
  TetrisBoardWidget* m_board = nullptr;
  QPushButton* m_playButton = nullptr;
  QSlider* m_seek = nullptr;
  QSpinBox* m_speed = nullptr;
  QLabel* m_info = nullptr;
  QPushButton* m_saveButton = nullptr;
  qint64 m_game = 0;
  QTimer m_timer;
  std::vector<TetrisSnapshot> m_frames;
  std::vector<records::PlayerInfo> m_players;  // who placed the pieces of each frame
  int m_current = 0;
};

}  // namespace gameai::gui
