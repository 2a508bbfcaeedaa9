#pragma once
// The searches the xiangqi page asks of its engine: the computer's move, a hint for the player,
// and the endless analysis of the position on the board. One runs at a time: starting one
// abandons the one before, and the reports of an abandoned search are dropped, so that a move
// found for an earlier position is never played into the game. The engine itself (built-in or
// external) runs off the GUI thread in XiangqiEngineRunner.

#include <QObject>
#include <QString>

#include "xiangqi_engine_runner.hpp"

namespace gameai::gui {

class XiangqiSearches : public QObject {
  Q_OBJECT
 public:
  enum class Kind { None, Move, Hint, Analysis };
  Q_ENUM(Kind)

  explicit XiangqiSearches(QObject* parent = nullptr);
  ~XiangqiSearches() override;

  // Starts a search of `kind` (not None); its id is filled in here.
  void start(Kind kind, XiangqiEngineRunner::Request request);
  // Abandons the running search: nothing more is reported for it.
  void cancel();
  // The search whose reports are awaited; None when nothing is.
  Kind running() const { return m_kind; }
  // Whether the engine is still working, on the running search or on one it was told to drop.
  bool busy() const;
  // Ends every search for good (the page is closing).
  void shutDown();

 Q_SIGNALS:
  // The running Move or Hint search found its move (an analysis ends only when abandoned).
  void bestMove(gameai::gui::XiangqiSearches::Kind kind, int from, int to);
  // A report of the running search: scoreCp from the side to move's view, mate non-zero for a
  // forced mate in that many moves (negative: the side to move is mated), `pv` in ICCS, `line`
  // which line this is (1 = the best) when several are searched.
  void info(gameai::gui::XiangqiSearches::Kind kind, int depth, int scoreCp, int mate, qint64 nodes,
            const QString& pv, int line);
  // The engine failed (it could not be started, it died, it answered nonsense).
  void failed(const QString& message);

 private:
  XiangqiEngineRunner* m_runner = nullptr;
  Kind m_kind = Kind::None;
  quint64 m_id = 0;  // the running search's request id; 0 when none
  quint64 m_nextId = 1;
};

}  // namespace gameai::gui
