#include "xiangqi_game_analysis.hpp"

#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "xiangqi/game.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::gui {

// What the worker thread shares with the GUI thread: the stop flag and the engine to stop.
struct XiangqiGameAnalysis::Worker {
  std::atomic<bool> stop{false};
  xiangqi_ai::Engine engine;
};

XiangqiGameAnalysis::XiangqiGameAnalysis(QObject* parent) : QObject(parent) {}

XiangqiGameAnalysis::~XiangqiGameAnalysis() {
  stop();
}

void XiangqiGameAnalysis::stop() {
  if (m_worker) {
    m_worker->stop = true;
    m_worker->engine.stop();
  }
  m_future.waitForFinished();
  m_worker.reset();
}

bool XiangqiGameAnalysis::running() const {
  return m_future.isRunning();
}

void XiangqiGameAnalysis::start(const std::string& startFen,
                                const std::vector<xiangqi::Move>& moves, int moveTimeMs) {
  stop();
  m_evals.assign(moves.size() + 1, Eval{});
  m_redToMove.clear();
  xiangqi::Game game;
  if (!game.reset(startFen)) game.reset();
  std::vector<std::string> iccs;
  for (const xiangqi::Move m : moves) {
    m_redToMove.push_back(game.side_to_move() == xiangqi::RED);
    game.play(m);
    iccs.push_back(xiangqi::to_iccs(m));
  }
  m_redToMove.push_back(game.side_to_move() == xiangqi::RED);
  m_analysed = 0;
  const int generation = ++m_generation;
  auto worker = std::make_shared<Worker>();  // its engine at the option table's defaults
  m_worker = worker;
  const std::vector<bool> redToMove = m_redToMove;
  m_future = QtConcurrent::run([this, worker, startFen, iccs, redToMove, moveTimeMs, generation] {
    for (std::size_t ply = 0; ply <= iccs.size() && !worker->stop; ++ply) {
      const std::vector<std::string> prefix(iccs.begin(), iccs.begin() + std::ptrdiff_t(ply));
      Eval eval;
      eval.done = true;
      if (worker->engine.set_position(startFen, prefix).empty()) {
        const xiangqi_ai::PositionReport report = xiangqi_ai::inspect_game(startFen, prefix);
        const int sign = redToMove[ply] ? 1 : -1;
        if (report.over) {
          // A finished game scores its result.
          const auto winner = xiangqi::winning_side(report.result);
          eval.redCp = !winner ? 0 : *winner == xiangqi::RED ? MATE_CP : -MATE_CP;
        } else {
          xiangqi_ai::SearchLimits limits;
          limits.movetime_ms = moveTimeMs;
          const xiangqi_ai::BestMove best = worker->engine.search(limits);
          if (worker->stop) return;
          eval.best = best.move;
          eval.mate = sign * best.score.mate;
          eval.redCp = best.score.is_mate() ? (eval.mate > 0 ? MATE_CP : -MATE_CP)
                                            : std::clamp(sign * best.score.cp, -MATE_CP, MATE_CP);
        }
      }
      QMetaObject::invokeMethod(
          this,
          [this, ply = int(ply), eval, generation] {
            if (generation != m_generation) return;
            m_evals[std::size_t(ply)] = eval;
            m_analysed = ply + 1;
            Q_EMIT analysed(ply);
            if (m_analysed == int(m_evals.size())) Q_EMIT finished();
          },
          Qt::QueuedConnection);
    }
  });
}

int XiangqiGameAnalysis::loss(int ply) const {
  if (ply < 1 || ply >= int(m_evals.size())) return 0;
  const Eval& before = m_evals[std::size_t(ply - 1)];
  const Eval& after = m_evals[std::size_t(ply)];
  if (!before.done || !after.done) return 0;
  const int sign = m_redToMove[std::size_t(ply - 1)] ? 1 : -1;
  return std::max(0, sign * (before.redCp - after.redCp));
}

}  // namespace gameai::gui
