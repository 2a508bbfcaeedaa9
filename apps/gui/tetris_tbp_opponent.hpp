#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <memory>

#include "tetris_play/decision.hpp"

namespace gameai::gui {

// A TBP bot playing one side of one versus game: another Tetris bot, run as a program speaking
// the Tetris Bot Protocol (tbp::ExternalBot: Cold Clear, our gameai-tetris-bot), given the same
// think time per piece as our AIs. The process starts with the side's first decision and is asked
// one decision at a time, each on a worker thread, so that the window never waits for it, however
// long it takes to start or to answer. A bot that fails (it does not start, gives no answer in
// time, crashes, or chooses a move the game cannot play) says why in the answer.
//
// retire() ends it: no answer comes back after it, and the process ends on a worker (a bot may
// take a moment to leave) once no worker asks it any more.
class TetrisTbpOpponent : public QObject {
  Q_OBJECT
 public:
  // A decision, or why the bot failed.
  struct Answer {
    tetris_play::Decision decision;
    QString failure;
  };

  TetrisTbpOpponent(const QString& command, int thinkMs, QObject* parent = nullptr);
  ~TetrisTbpOpponent() override;

  const QString& command() const { return m_command; }
  // The name the bot gave in its `info`, once it answered; else empty.
  const QString& name() const { return m_name; }
  // Asks the bot for `request`'s decision on a worker; `done` gets the answer on this object's
  // thread, unless the opponent was retired (or deleted) first.
  void ask(tetris_play::DecisionRequest request, std::function<void(Answer)> done);
  // No more answers; deleted once the event loop gets to it.
  void retire();

 private:
  struct Bot;  // the process, shared with the worker asking it
  std::shared_ptr<Bot> m_bot;
  QString m_command;
  QString m_name;
  bool m_retired = false;
};

}  // namespace gameai::gui
