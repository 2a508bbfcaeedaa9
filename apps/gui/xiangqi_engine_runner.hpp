#pragma once
// Runs a xiangqi search off the GUI thread and reports back with queued signals, so the window
// keeps painting and answering clicks while the computer thinks. Each request carries an id;
// the view ignores reports for ids it no longer waits for (after undo, new game or stop), which
// makes cancelling safe without waiting for the search to unwind. A request that names an
// external engine (a UCI, UCCI or xboard program) is answered by that program instead: it is
// started on first use, kept for later moves, and spoken to on a one-thread pool so requests queue
// in order.

#include <QObject>
#include <QString>
#include <QThreadPool>
#include <atomic>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "xiangqi/types.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/external_engine.hpp"
#include "xiangqi_play/levels.hpp"

namespace gameai::gui {

class XiangqiEngineRunner : public QObject {
  Q_OBJECT
 public:
  struct Request {
    quint64 id = 0;
    std::string startFen;
    std::vector<xiangqi::Move> moves;
    int level = 5;          // 1..10
    int moveTimeMs = 0;     // 0: the level (and the clock) decide
    bool infinite = false;  // search until cancelled (analysis); built-in engine only
    int lines = 1;          // principal variations searched and reported (MultiPV)
    // Playing on the clock: time left for Red [0] and Black [1] and the increment, in ms;
    // 0: no clock (the level or moveTimeMs decides).
    qint64 clockMs[2] = {0, 0};
    qint64 incrementMs = 0;
    QString externalCommand;  // empty: the built-in engine
    xiangqi_ai::EngineProtocol externalProtocol = xiangqi_ai::EngineProtocol::Uci;
    // Option values the external engine is started with (ExternalEngine::set_options).
    std::vector<std::pair<std::string, std::string>> externalOptions;
  };

  // The limits the built-in engine searches `request` under: the play library's rule for a move
  // at a level (xiangqi_play::move_limits, the page's too), a fixed move time, or no limit for an
  // analysis.
  static xiangqi_ai::SearchLimits searchLimits(const Request& request);
  // The move time an external engine is given for `request` (xiangqi_play::external_move_time_ms
  // unless the request fixes it).
  static qint64 externalMoveTimeMs(const Request& request);

  explicit XiangqiEngineRunner(QObject* parent = nullptr);
  ~XiangqiEngineRunner() override;

  void go(const Request& request);
  // Asks the running search to finish now with the best move found so far.
  void stop();
  // Abandons the running request: the built-in search is stopped, an external engine is told
  // `stop` and its reply read and thrown away, and nothing more is reported for the request.
  void cancel();
  bool busy() const;

 Q_SIGNALS:
  // scoreCp is from the side to move's view; mate is non-zero for a forced mate in that many
  // moves (negative: the side to move is mated).
  // `line` is which line this is when several are searched (1 = the best; Request::lines).
  void info(quint64 id, int depth, int scoreCp, int mate, qint64 nodes, const QString& pv,
            int line);
  void bestMove(quint64 id, int from, int to);
  void failed(quint64 id, const QString& message);

 private:
  void goExternal(const Request& request);
  // Runs on m_externalPool: (re)starts the program if needed and asks it for a move.
  void askExternal(const Request& request, const std::vector<std::string>& moves);

  std::unique_ptr<xiangqi_ai::Engine> m_engine;
  // Touched only from m_externalPool's single thread.
  std::unique_ptr<xiangqi_ai::ExternalEngine> m_external;
  QString m_externalKey;  // protocol, command and options of m_external
  QThreadPool m_externalPool;
  std::atomic<quint64> m_activeId{0};
};

}  // namespace gameai::gui
