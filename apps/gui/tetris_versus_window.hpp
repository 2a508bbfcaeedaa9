#pragma once

#include <QTimer>
#include <QWidget>
#include <array>
#include <memory>

#include "game_clock.hpp"
#include "game_records.hpp"
#include "rate_meter.hpp"
#include "tetris/garbage_exchange.hpp"
#include "tetris_controls.hpp"
#include "tetris_play/match.hpp"
#include "tetris_play/versus.hpp"
#include "tetris_play/versus_match.hpp"
#include "tetris_style.hpp"
#include "tetris_versus_records.hpp"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace gameai::gui {

class GameSounds;
class TetrisBoardWidget;
class TetrisTbpOpponent;

}  // namespace gameai::gui

namespace gameai::gui {

// Versus: two guideline boards side by side on the same pieces, you against the AI or the AI
// against another AI: a view over the play session's versus match (tetris_play::VersusMatch:
// game after game of tetris_play::Versus, the next one dealt by itself between two AIs, each
// board tallied, a forfeit deciding the match), which stores each board in the records, shows
// it, and plays the person's keys. Each AI decides on a worker thread from a copy of its side,
// and its pieces lock at the chosen pieces per second, so the window never waits for an AI,
// however long it thinks. Either AI may be another Tetris bot (TetrisTbpOpponent); a bot that
// fails forfeits the match, and the window says why.
class TetrisVersusWindow : public QWidget {
  Q_OBJECT
 public:
  enum class Mode { HumanVsAi, AiVsAi };

  explicit TetrisVersusWindow(QWidget* parent = nullptr);
  ~TetrisVersusWindow() override;

  // The controls; a changed mode, opponent or think time starts a new match, the speed applies
  // from the next piece.
  void setMode(Mode mode);
  Mode mode() const;
  // `ai`: an AI's name, or LIKE_ME_AI for the weights fitted to the person's games.
  void setOpponent(int side, const QString& ai);
  // The fitted weights kept in the settings read again (after AI > Learn my style): "Plays like
  // me" is offered in both lists while there are some; a side playing them starts a new match.
  void reloadStyle();
  // Side `side` is played by the TBP bot `command` (run with /bin/sh -c), as when a person picks
  // "TBP bot..." in the side's list and types the command; a new match starts.
  void setTbpOpponent(int side, const QString& command);
  // The side's TBP command, empty when one of our AIs plays it.
  QString tbpCommand(int side) const;
  // Why the match ended other than by a top-out (a bot's forfeit), else empty.
  QString resultText() const;
  // The stored game of side `i` in this match (each board is a Tetris game in the records
  // store, from its first locked piece, tagged Versus left/right and Opponent: the other
  // board's game id); 0 while none is stored.
  std::int64_t recordedGameId(int i) const;
  void setThinkMs(int ms);
  void setSpeed(int speed);  // a speed step of the session (tetris_play::SPEED_...)
  // A match is won by the first side to win `games` games (1: a single game); a change starts
  // a new match. The games won so far by each side, and whether the match is decided.
  void setFirstTo(int games);
  int firstTo() const { return match().first_to(); }
  int score(int side) const { return match().score(side); }
  bool matchDecided() const { return match().over(); }
  // The game being played is the match's `gameNumber()`th (from 1).
  int gameNumber() const { return match().game_number(); }
  // The score, each game's seed, the match's winner (a forfeit decides it).
  const tetris_play::Match& match() const { return m_match->match(); }
  // The clock the game reads: a test runs it faster to wait a countdown or the gravity out.
  GameClock& gameClock() { return m_clock; }

  const tetris_play::Session& side(int i) const { return game().side(i); }
  const tetris::GarbageExchange& garbage() const { return game().garbage(); }
  TetrisBoardWidget* board(int i) const { return m_sides[size_t(i)].board; }
  QString attackText(int i) const;
  // -1 while the match goes on, else the winning side (0 left, 1 right).
  int winner() const { return game().winner(); }
  // Whether the match is paused (P); a match that is over is never paused.
  bool paused() const { return game().paused(); }
  bool started() const { return game().started(); }
  // Whether side `i`'s AI is thinking on the worker right now.
  bool thinking(int i) const { return game().side(i).deciding(); }
  // The sounds of the board watched (the left one: the person's, or the left AI's between two
  // AIs), played as the Tetris page plays its own: on or off and at the volume chosen there
  // (kept in the settings, or the page's own sounds shared by setSounds).
  GameSounds* sounds() const { return m_sounds; }
  void setSounds(GameSounds* sounds);
  // What a lock did, as the window shows it: "T-spin double · B2B · combo 2 · sent 5".
  static QString describe(const tetris::LockAttack& lock);

 public Q_SLOTS:
  // A new match: the score back to 0 - 0, and its first game.
  void newMatch();
  // The next game of the match (after a game ended and the match is not decided).
  void nextGame();

 Q_SIGNALS:
  // A game ended (`winner` won it); when that decided the match, matchOver follows.
  void gameOver(int winner);
  void matchOver(int winner);

 protected:
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  void hideEvent(QHideEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  struct Side {
    TetrisBoardWidget* board = nullptr;
    QLabel* name = nullptr;
    QLabel* attack = nullptr;
    tetris::LockAttack lastAttack;
    RateMeter rates;
    TetrisTbpOpponent* tbp = nullptr;  // the TBP bot playing this side in this game
    QString tbpCommand;  // the side's last TBP command, kept while another AI plays it
    int lastAi = 0;      // the list's entry before the last choice (a cancelled command reverts)
  };
  void aiChosen(int side, int index);
  bool askTbpCommand(int side);
  void updateTbpItem(int side);
  bool isTbp(int side) const;
  void frame();
  void requestDecision(int side);
  void requestTbpDecision(int side, tetris_play::DecisionRequest request);
  void afterLocks(int side);
  game_files::PlayerInfo playerOf(int side) const;
  // The boards made ready for the game the match has just dealt.
  void dealt();
  void finish();
  const tetris_play::Versus& game() const { return m_match->game(); }
  void updateBoards();
  void setPaused(bool paused);
  void retranslate();
  void loadSettings();
  void saveSettings() const;
  tetris_play::Settings sideSettings(int side) const;
  TetrisControls m_controls;
  std::optional<TetrisStyle> m_style;
  void updateStyleItems();
  QString sideName(int side) const;
  double now() const { return m_clock.now(); }

  std::unique_ptr<tetris_play::VersusMatch> m_match;
  int m_dealt = 0;  // the match's game the boards are ready for (VersusMatch::dealt)
  std::array<Side, 2> m_sides;
  QComboBox* m_modeBox = nullptr;
  std::array<QComboBox*, 2> m_aiBoxes{};
  QSpinBox* m_thinkBox = nullptr;
  QSpinBox* m_firstToBox = nullptr;
  QLabel* m_scoreLabel = nullptr;
  QComboBox* m_speedBox = nullptr;
  QPushButton* m_newButton = nullptr;
  std::array<QLabel*, 6> m_controlLabels{};  // match, left AI, opponent, think time, speed,
                                             // first to
  QLabel* m_result = nullptr;
  GameSounds* m_sounds = nullptr;
  QTimer m_frameTimer;
  GameClock m_clock;
  // The game's end is shown (and its records finished).
  bool gameCounted() const { return m_finished == m_match->dealt(); }
  int m_finished = 0;  // the last game whose end was shown
  QString m_forfeit;   // the forfeit that ended the match, as shown
  TetrisVersusRecords m_records;
  QTimer m_flushTimer;
};

}  // namespace gameai::gui
