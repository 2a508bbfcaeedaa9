#pragma once
// The engine's view of a whole game, for the review window: every position of the game is
// searched in turn on a worker thread (a private engine at full strength, a fixed time per
// position), and each result is posted back to this object's thread as it is found, so the
// window fills the graph while the player steps through the game. Destroying the object stops
// the search within milliseconds.

#include <QFuture>
#include <QObject>
#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "xiangqi/types.hpp"

namespace gameai::gui {

class XiangqiGameAnalysis : public QObject {
  Q_OBJECT
 public:
  // One searched position: the score from Red's point of view in centipawns (a forced mate is
  // +-MATE_CP, so it plots at the top or bottom), and the engine's move there (ICCS; empty when
  // the side to move has none).
  struct Eval {
    bool done = false;
    int redCp = 0;
    int mate = 0;  // moves to mate, from Red's point of view (positive: Red mates); 0 if none
    std::string best;
  };
  static constexpr int MATE_CP = 1000;  // also the cap of ordinary scores

  explicit XiangqiGameAnalysis(QObject* parent = nullptr);
  ~XiangqiGameAnalysis() override;

  // Searches the positions before and after every move of `moves` from `startFen`, each for
  // `moveTimeMs`. A running analysis is abandoned first.
  void start(const std::string& startFen, const std::vector<xiangqi::Move>& moves, int moveTimeMs);
  void stop();
  bool running() const;
  int positionCount() const { return int(m_evals.size()); }
  int analysedCount() const { return m_analysed; }
  const Eval& eval(int ply) const { return m_evals[std::size_t(ply)]; }
  // How much the move that reached position `ply` (1..) lost for the side that played it, in
  // centipawns by the engine's scores before and after it; 0 until both are known.
  int loss(int ply) const;

 Q_SIGNALS:
  void analysed(int ply);
  void finished();

 private:
  struct Worker;
  std::shared_ptr<Worker> m_worker;
  QFuture<void> m_future;
  std::vector<Eval> m_evals;
  std::vector<bool> m_redToMove;
  int m_analysed = 0;
  int m_generation = 0;  // results of an abandoned analysis that arrive late are dropped
};

}  // namespace gameai::gui
