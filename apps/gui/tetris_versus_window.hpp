#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <array>
#include <optional>
#include <vector>

#include "rate_meter.hpp"
#include "tetris/garbage_exchange.hpp"
#include "tetris_hands.hpp"
#include "tetris_session.hpp"

class QComboBox;
class QLabel;
class QSpinBox;

namespace gameai::gui {

class TetrisBoardWidget;

// Versus: two guideline boards side by side on the same pieces, you against the AI or the AI
// against another AI, with the garbage rules of the rules library (tetris::GarbageExchange): a
// lock's attack cancels the garbage waiting for its player, the rest waits beside the
// opponent's well (the meter) and rises one piece later with one hole. The first to top out
// loses. Each AI decides on a worker thread from a copy of its side, and its pieces lock at the
// chosen pieces per second, so the window never waits for an AI, however long it thinks.
class TetrisVersusWindow : public QWidget {
  Q_OBJECT
 public:
  enum class Mode { HumanVsAi, AiVsAi };

  explicit TetrisVersusWindow(QWidget* parent = nullptr);
  ~TetrisVersusWindow() override;

  // The controls; a changed mode, opponent or think time starts a new match, the speed applies
  // at once.
  void setMode(Mode mode);
  Mode mode() const;
  void setOpponent(int side, const QString& ai);
  void setThinkMs(int ms);
  void setSpeed(int speed);  // an index of TetrisView::PIECES_PER_SECOND, or its last + 1: max

  const TetrisSession& side(int i) const { return m_sides[size_t(i)].session; }
  const tetris::GarbageExchange& garbage() const { return m_garbage; }
  TetrisBoardWidget* board(int i) const { return m_sides[size_t(i)].board; }
  QString attackText(int i) const;
  // -1 while the match goes on, else the winning side (0 left, 1 right).
  int winner() const { return m_winner; }
  bool started() const { return m_started; }
  // Whether side `i`'s AI is thinking on the worker right now.
  bool thinking(int i) const { return m_sides[size_t(i)].pending; }
  // What a lock did, as the window shows it: "T-spin double · B2B · combo 2 · sent 5".
  static QString describe(const tetris::LockAttack& lock);

 public Q_SLOTS:
  void newMatch();

 Q_SIGNALS:
  void matchOver(int winner);

 protected:
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  void hideEvent(QHideEvent* event) override;

 private:
  struct Side {
    TetrisSession session;
    TetrisBoardWidget* board = nullptr;
    QLabel* name = nullptr;
    QLabel* attack = nullptr;
    bool human = false;
    qint64 sent = 0;
    RateMeter rates;
    // The AI: the pending request (answers to older ids are dropped), the decision in hand and
    // its keys, walked over the piece's time from startAt; when the last piece was due.
    quint64 requestId = 0;
    bool pending = false;
    std::optional<tetris_ai::Choice> choice;
    std::vector<tetris::Input> path;
    size_t pathPos = 0;
    qint64 startAt = 0;
    qint64 lastLockAt = 0;
  };
  void frame();
  void aiFrame(int side, qint64 t);
  void requestChoice(int side);
  void afterLocks(int side);
  void finish(int loser);
  void updateBoards();
  void start();
  void setPaused(bool paused);
  void loadSettings();
  void saveSettings() const;
  TetrisSettings sideSettings(int side) const;
  QString sideName(int side) const;
  qint64 pieceMs() const;
  qint64 now() const { return m_clock.elapsed(); }

  std::array<Side, 2> m_sides;
  tetris::GarbageExchange m_garbage{10, 0.3, 1};
  TetrisHands m_hands;
  QComboBox* m_modeBox = nullptr;
  std::array<QComboBox*, 2> m_aiBoxes{};
  QSpinBox* m_thinkBox = nullptr;
  QComboBox* m_speedBox = nullptr;
  QLabel* m_result = nullptr;
  QTimer m_frameTimer;
  QElapsedTimer m_clock;
  bool m_started = false;
  bool m_paused = false;
  int m_winner = -1;
  qint64 m_activeMs = 0;  // playing time of the match, pauses left out
  qint64 m_lastFrameAt = 0;
};

}  // namespace gameai::gui
