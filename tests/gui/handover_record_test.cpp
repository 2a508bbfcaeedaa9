// The desktop app records who played each stretch of a game: a Tetris game started by the player
// and handed to the AI credits the AI with its pieces, and a xiangqi game watched between two
// engines and then taken over is stored as who played each side from which move; a level change
// starts a new stretch for the computer's side.
#include <QTest>

#include "board_clicks.hpp"
#include "game_records.hpp"
#include "records/store.hpp"
#include "tetris_view.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::TetrisView;
using gameai::gui::XiangqiView;
namespace game_files = gameai::game_files;

namespace {

game_files::GameSummary newestGame(game_files::GameKind kind) {
  gameai::gui::GameRecords reading;
  if (!reading.store()) return {};
  const auto games = reading.store()->list_games({.game = kind, .limit = 1});
  return games.empty() ? game_files::GameSummary{} : games.front();
}

// Plays the first legal move of the position by clicking it, as the player would.
void clickSomeMove(XiangqiView& view) {
  const gameai::xiangqi::MoveList<gameai::xiangqi::LEGAL> moves(view.game().position());
  QVERIFY(moves.size() > 0);
  const std::string move = gameai::xiangqi::to_iccs(*moves.begin());
  gameai::gui::testing::clickSquare(view, move.substr(0, 2).c_str());
  gameai::gui::testing::clickSquare(view, move.substr(2, 2).c_str());
}

}  // namespace

class HandoverRecordTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void tetrisHandOverCreditsTheAi();
  void xiangqiTakeOverAndLevelChangeAreStored();
};

void HandoverRecordTest::tetrisHandOverCreditsTheAi() {
  std::int64_t mine = 0;
  std::int64_t total = 0;
  {
    TetrisView view;
    view.resize(1000, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.activateWindow();
    view.setFocus();
    for (int i = 0; i < 3; ++i) QTest::keyClick(&view, Qt::Key_Space);  // hard drops
    mine = view.session().game().pieces();
    QCOMPARE(mine, std::int64_t{3});
    view.setSpeed(TetrisView::SPEED_FASTEST_WALKED);
    view.toggleAi();
    QTRY_VERIFY_WITH_TIMEOUT(view.session().game().pieces() >= mine + 12, 30000);
    // Taken back and handed over again before a piece: still the AI's one stretch, now flat out
    // on the worker thread.
    view.toggleAi();
    view.setSpeed(TetrisView::SPEED_FLAT_OUT);
    view.toggleAi();
    const std::int64_t before = view.session().game().pieces();
    QTRY_VERIFY_WITH_TIMEOUT(view.session().game().pieces() >= before + 20, 30000);
    view.toggleAi();
    QTest::qWait(50);
    total = view.session().game().pieces();
  }
  const game_files::GameSummary game = newestGame(game_files::GameKind::Tetris);
  QCOMPARE(game.pieces, total);
  QCOMPARE(game.stretches.size(), std::size_t{2});
  QCOMPARE(game.stretches[0].player.name, std::string("human"));
  QCOMPARE(game.stretches[0].steps, mine);
  const game_files::Stretch& ai = game.stretches[1];
  QCOMPARE(ai.player.kind, game_files::PlayerInfo::Kind::Ai);
  QCOMPARE(ai.player.name, TetrisView().session().settings().evaluator);
  QCOMPARE(ai.from_step, mine);
  QCOMPARE(ai.steps, total - mine);
  QVERIFY(!ai.player.weights_hash.empty());
}

void HandoverRecordTest::xiangqiTakeOverAndLevelChangeAreStored() {
  {
    XiangqiView view;
    view.resize(900, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setLevel(1);
    view.setMode(XiangqiView::Mode::ComputerVsComputer);
    view.newGame();
    QTRY_VERIFY_WITH_TIMEOUT(view.game().ply() >= 2, 30000);
    // The person takes Red from the engines; Black stays with the engine.
    view.setHumanSide(gameai::xiangqi::RED);
    view.setMode(XiangqiView::Mode::HumanVsComputer);
    QTRY_VERIFY_WITH_TIMEOUT(view.game().side_to_move() == gameai::xiangqi::RED, 30000);
    const int takenAt = view.game().ply();
    clickSomeMove(view);
    QCOMPARE(view.game().ply(), takenAt + 1);
    QTRY_VERIFY_WITH_TIMEOUT(view.game().ply() == takenAt + 2, 30000);
    view.setLevel(2);
    clickSomeMove(view);
    QTRY_VERIFY_WITH_TIMEOUT(view.game().ply() == takenAt + 4, 30000);

    const game_files::GameSummary game = newestGame(game_files::GameKind::Xiangqi);
    QCOMPARE(game.plies, std::int64_t(takenAt + 4));
    std::vector<std::string> red, black;
    std::vector<std::int64_t> redFrom, blackFrom;
    for (const game_files::Stretch& s : game.stretches) {
      (s.seat == 0 ? red : black).push_back(s.player.name);
      (s.seat == 0 ? redFrom : blackFrom).push_back(s.from_step);
    }
    QCOMPARE(red, (std::vector<std::string>{"ai:1", "human"}));
    QCOMPARE(redFrom, (std::vector<std::int64_t>{0, takenAt}));
    QCOMPARE(black, (std::vector<std::string>{"ai:1", "ai:2"}));
    QCOMPARE(blackFrom, (std::vector<std::int64_t>{0, takenAt + 3}));
  }
}

QTEST_MAIN(HandoverRecordTest)
#include "handover_record_test.moc"
