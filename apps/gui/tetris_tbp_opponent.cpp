#include "tetris_tbp_opponent.hpp"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <mutex>
#include <string>

#include "tbp/external_bot.hpp"

namespace gameai::gui {

struct TetrisTbpOpponent::Bot {
  std::mutex mutex;
  std::string command;
  tbp::ExternalBotOptions options;
  std::unique_ptr<tbp::ExternalBot> bot;
};

namespace {

// What the worker brings back: the decision or the failure, and the name the bot gave.
struct WorkerAnswer {
  tetris_play::Decision decision;
  std::string failure;
  std::string name;
};

WorkerAnswer askBot(auto& bot, tetris_play::DecisionRequest&& request) {
  WorkerAnswer answer;
  const std::lock_guard lock(bot.mutex);
  if (!bot.bot) {
    try {
      bot.bot = std::make_unique<tbp::ExternalBot>(bot.command, bot.options);
    } catch (const std::exception& e) {
      answer.decision.kind = request.kind;
      answer.decision.token = request.token;
      answer.failure = e.what();
      return answer;
    }
  }
  answer.decision = tetris_play::decide_with(std::move(request), *bot.bot);
  answer.failure = bot.bot->failure();
  answer.name = bot.bot->bot_name();
  return answer;
}

}  // namespace

TetrisTbpOpponent::TetrisTbpOpponent(const QString& command, int thinkMs, QObject* parent)
    : QObject(parent), m_bot(std::make_shared<Bot>()), m_command(command) {
  m_bot->command = command.toStdString();
  m_bot->options.think_ms = thinkMs;
}

// The bot ends on a worker, after any worker still asking it.
TetrisTbpOpponent::~TetrisTbpOpponent() {
  (void)QtConcurrent::run([old = std::move(m_bot)]() mutable { old.reset(); });
}

void TetrisTbpOpponent::ask(tetris_play::DecisionRequest request,
                            std::function<void(Answer)> done) {
  auto* watcher = new QFutureWatcher<WorkerAnswer>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, done = std::move(done)] {
    watcher->deleteLater();
    if (m_retired) return;
    WorkerAnswer answer = watcher->result();
    if (!answer.name.empty()) m_name = QString::fromStdString(answer.name);
    done({std::move(answer.decision), QString::fromStdString(answer.failure)});
  });
  watcher->setFuture(QtConcurrent::run([bot = m_bot, request = std::move(request)]() mutable {
    return askBot(*bot, std::move(request));
  }));
}

void TetrisTbpOpponent::retire() {
  m_retired = true;
  deleteLater();
}

}  // namespace gameai::gui
