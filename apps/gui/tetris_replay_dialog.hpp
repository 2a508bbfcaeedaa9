#pragma once

#include <QDialog>
#include <QTimer>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "game_files/game_record.hpp"
#include "records/tetris_runs.hpp"
#include "tetris_play/versus_order.hpp"
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
// pause, step and seeking are instant. A versus game (tagged Versus and naming its Opponent's
// stored game) is shown with its opponent's board beside it, the left board on the left: each
// board replays exactly, with the garbage rising under it after the pieces it rose after, and a
// step is a piece of either board, in the order the garbage tells (tetris_play::versus_lock_order:
// the store keeps no time of a lock), else spread evenly over the match.
class TetrisReplayDialog : public QDialog {
  Q_OBJECT
 public:
  explicit TetrisReplayDialog(GameRecords& records, QWidget* parent = nullptr);

  // Loads stored game `id`; false (and a message in the dialog) when it cannot be replayed.
  bool loadGame(qint64 id);
  // The game shown as a run file (game_files/tetris_replay_file.hpp) at `path`; false (and a
  // message) when it cannot be written.
  bool saveRunFile(const QString& path);
  // Stores the run file at `path` in the records (an imported run, replayed first; one stored
  // before is found again) and shows it; false (and a message saying what is wrong) when the
  // file cannot be read or does not replay.
  bool openRunFile(const QString& path);
  qint64 currentGame() const { return m_game; }
  // Whether a versus game is shown (both boards), and the stored game of each board (0: none).
  bool versus() const { return m_ids[1] != 0; }
  qint64 boardGame(int side) const { return m_ids[size_t(side & 1)]; }
  // The board shown for side `side` (0 the left or only one, 1 the right), and the hash of the
  // board its replay ended on.
  TetrisBoardWidget* board(int side) const { return m_boards[size_t(side & 1)]; }
  std::uint64_t finalBoardHash(int side) const { return m_finalHashes[size_t(side & 1)]; }
  // Whether the versus game's steps follow the order its garbage tells.
  bool orderedByGarbage() const { return m_orderedByGarbage; }
  // The steps of the replay: a piece of the game, or of either board of a versus game.
  int frameCount() const { return int(m_timeline.size()); }
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
  // The frames of stored game `id` into side `side`; its summary line (whether it reproduced).
  QString loadFrames(int side, qint64 id);

  // One board's frames: the picture after each piece (the first before any) and who placed it;
  // each piece's lock as the garbage rules saw it, and the game's seed and width.
  struct Frames {
    std::vector<TetrisSnapshot> snapshots;
    std::vector<game_files::PlayerInfo> players;
    std::vector<tetris_play::VersusLock> locks;
    std::uint64_t seed = 0;
    int width = 0;
    std::optional<records::TetrisRun> run;  // the mode's run (its time), if one is stored
  };
  // What a board's timer shows at `frame`: what is left of the mode's goal at every step, the
  // run's time at its last step (the store keeps no time of a single piece).
  QVector<QPair<QString, QString>> timerRows(const Frames& frames, int frame) const;

  GameRecords& m_records;
  QTreeWidget* m_list = nullptr;
  std::array<TetrisBoardWidget*, 2> m_boards{};
  QPushButton* m_playButton = nullptr;
  QSlider* m_seek = nullptr;
  QSpinBox* m_speed = nullptr;
  QLabel* m_info = nullptr;
  QPushButton* m_saveButton = nullptr;
  qint64 m_game = 0;
  QTimer m_timer;
  std::array<Frames, 2> m_frames;
  std::array<qint64, 2> m_ids{};
  std::array<std::uint64_t, 2> m_finalHashes{};
  std::array<QString, 2> m_results;  // a versus board's end, as the overlay of its last frame
  // Each step's frame of each board (-1: no board).
  std::vector<std::array<int, 2>> m_timeline;
  bool m_orderedByGarbage = false;
  int m_current = 0;
};

}  // namespace gameai::gui
