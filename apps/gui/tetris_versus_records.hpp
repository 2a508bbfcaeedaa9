#pragma once

#include <QString>
#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "game_records.hpp"
#include "tetris_play/session.hpp"

namespace gameai::records {
class TetrisRecorder;
}  // namespace gameai::records

namespace gameai::gui {

// The two boards of a versus game in the records store: each board a Tetris game from its first
// locked piece, with the garbage that rose under it after each piece (so that each replays
// exactly), tagged Versus left or right and Opponent: the other board's game id. A store that
// cannot be used, or fails, stops the recording; error() says why.
class TetrisVersusRecords {
 public:
  TetrisVersusRecords();
  ~TetrisVersusRecords();
  TetrisVersusRecords(const TetrisVersusRecords&) = delete;
  TetrisVersusRecords& operator=(const TetrisVersusRecords&) = delete;

  // `side`'s locked piece, on a board of `config` played by `player` (told with its first piece).
  void add(int side, const tetris::GameConfig& config, const game_files::PlayerInfo& player,
           const tetris_play::Sample& sample);
  // The game is over (or stopped): each board's result, and why.
  void finish(const char* left, const char* right, const std::string& reason);
  // A new game: the ids of the last one are forgotten.
  void newGame() { m_lastIds = {}; }
  // Commits the steps held in memory (each second: a crash loses little).
  void flush();
  // The stored game of `side` in this game, else in the game that ended last; 0 when none.
  std::int64_t gameId(int side) const;
  // Why the games are not stored, once known; else empty.
  const QString& error() const { return m_error; }

 private:
  GameRecords m_records;
  std::array<std::unique_ptr<records::TetrisRecorder>, 2> m_recorders;
  std::array<std::int64_t, 2> m_lastIds{};
  QString m_error;
};

}  // namespace gameai::gui
