// The xiangqi page records a game move by move: each move is in the store (seen through a second
// connection, as after a crash) as soon as it is played, a takeback followed by another move
// replaces the stored tail, and a game left without an end stays unfinished and replays.
#include <QTest>

#include "game_files/xiangqi_replay.hpp"
#include "game_records.hpp"
#include "records/store.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::XiangqiSnapshot;
using gameai::gui::XiangqiView;
namespace records = gameai::records;
namespace game_files = gameai::game_files;

namespace {
void clickMove(XiangqiView& view, const char* from, const char* to) {
  auto* board = view.board();
  for (const char* name : {from, to}) {
    const int square = XiangqiSnapshot::square(name[0] - 'a', name[1] - '0');
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(square).toPoint());
  }
}

// The moves of game `id` as another process reading the file would see them now.
std::vector<std::string> storedMoves(records::Store& reader, std::int64_t id) {
  std::vector<std::string> out;
  for (const auto& m : reader.xiangqi_moves(id)) out.push_back(m.move);
  return out;
}
}  // namespace

class XiangqiRecordTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void everyMoveIsStoredAndTakebacksRewriteTheTail();
};

void XiangqiRecordTest::everyMoveIsStoredAndTakebacksRewriteTheTail() {
  gameai::gui::GameRecords reading;
  QVERIFY2(reading.store(), qPrintable(reading.lastError()));
  records::Store& reader = *reading.store();
  const auto newest = [&] {
    const auto games = reader.list_games({.game = game_files::GameKind::Xiangqi, .limit = 1});
    return games.empty() ? std::int64_t{0} : games[0].id;
  };
  const std::int64_t before = newest();
  std::int64_t id = 0;
  {
    XiangqiView view;
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setMode(XiangqiView::Mode::HumanVsHuman);
    view.newGame();
    clickMove(view, "h2", "e2");
    QCOMPARE(view.game().ply(), 1);
    id = newest();
    QVERIFY(id > before);  // the game row exists from the first move
    QCOMPARE(storedMoves(reader, id), (std::vector<std::string>{"h2e2"}));
    QVERIFY(!reader.game(id).finished);
    clickMove(view, "h9", "g7");
    clickMove(view, "h0", "g2");
    QCOMPARE(storedMoves(reader, id), (std::vector<std::string>{"h2e2", "h9g7", "h0g2"}));
    view.undo();
    QCOMPARE(view.game().ply(), 2);
    clickMove(view, "b0", "c2");
    QCOMPARE(view.game().ply(), 3);
    QCOMPARE(storedMoves(reader, id), (std::vector<std::string>{"h2e2", "h9g7", "b0c2"}));
    QCOMPARE(reader.game(id).plies, std::int64_t{3});
  }  // the page goes away mid-game: nothing finishes the game
  QCOMPARE(newest(), id);
  const game_files::GameSummary game = reader.game(id);
  QVERIFY(!game.finished);
  QCOMPARE(game.players.at(0).name, std::string("human"));
  const auto replay = game_files::replay_xiangqi(game, reader.xiangqi_moves(id));
  QCOMPARE(replay.plies, std::size_t{3});
  QCOMPARE(replay.final_fen,
           std::string("rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN1C4/9/R1BAKABNR b - - 3 2"));
}

QTEST_MAIN(XiangqiRecordTest)
#include "xiangqi_record_test.moc"
