// Analysis mode on the xiangqi page: an endless search whose line is listed with its score and
// drawn as arrows, restarted by every move on the board, with the window answering throughout;
// the computer does not move meanwhile, and plays again when analysis is turned off.
#include <QComboBox>
#include <QLabel>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <set>
#include <utility>

#include "board_clicks.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::XiangqiSnapshot;
using gameai::gui::XiangqiView;
using gameai::gui::testing::clickSquare;

namespace {
// Whether the snapshot shows an analysis arrow from a piece of `side` (the side to move).
bool bestArrowFrom(const XiangqiSnapshot& s, gameai::xiangqi::Color side) {
  if (s.arrows.empty() || s.arrows[0].reply) return false;
  const gameai::xiangqi::Piece piece = s.pieces[std::size_t(s.arrows[0].from)];
  return piece != gameai::xiangqi::NO_PIECE && gameai::xiangqi::color_of(piece) == side;
}
}  // namespace

class XiangqiAnalysisTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void linesAreListedAndDrawnAndFollowTheBoard();
  void bookMovesAreShown();
};

// The engine panel shows the built-in book's moves for the position, in the move list's
// notation, and says when the position has left the book.
void XiangqiAnalysisTest::bookMovesAreShown() {
  XiangqiView view;
  view.newGame();
  const QString start = view.bookText();
  QVERIFY2(start.startsWith(QStringLiteral("炮二平五 ")), qPrintable(start));
  QVERIFY2(start.contains(QStringLiteral("%")), qPrintable(start));
  auto* label = view.findChild<QLabel*>(QStringLiteral("bookMoves"));
  QVERIFY(label != nullptr);
  QCOMPARE(label->text(), start);
  auto* notation = view.findChild<QComboBox*>(QStringLiteral("notation"));
  QVERIFY(notation != nullptr);
  notation->setCurrentIndex(1);  // WXF
  QVERIFY2(view.bookText().startsWith(QStringLiteral("C2=5 ")), qPrintable(view.bookText()));
  QCOMPARE(label->text(), view.bookText());
  QVERIFY(view.loadFen(QStringLiteral("4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1")));
  QCOMPARE(view.bookText(), XiangqiView::tr("not in the book"));
  QCOMPARE(label->text(), view.bookText());
}

void XiangqiAnalysisTest::linesAreListedAndDrawnAndFollowTheBoard() {
  XiangqiView view;
  gameai::gui::testing::showRedAgainstComputer(view, 1);
  QVERIFY(!QTest::currentTestFailed());
  int ticks = 0;
  QTimer timer;
  connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
  timer.start(10);

  view.setAnalysing(true);
  QVERIFY(view.analysing());
  QCOMPARE(view.analysisTexts().size(), XiangqiView::ANALYSIS_LINES);
  // The line arrives with a score and a depth, and its first move is drawn as an arrow from a
  // red piece, the engine's expected reply greyed from a black one.
  QTRY_VERIFY_WITH_TIMEOUT(view.analysisTexts().value(0).contains(QStringLiteral("  d")), 20000);
  QVERIFY2(view.analysisTexts()[0].contains(QLatin1Char('.')),  // "+0.35"
           qPrintable(view.analysisTexts()[0]));
  QTRY_VERIFY_WITH_TIMEOUT(bestArrowFrom(view.board()->snapshot(), gameai::xiangqi::RED), 20000);
  // Every line is searched (MultiPV): each row gets its own line, each line its own first move
  // as an arrow.
  const auto allLines = [&view] {
    for (const QString& row : view.analysisTexts())
      if (!row.contains(QStringLiteral("  d"))) return false;
    return true;
  };
  QTRY_VERIFY_WITH_TIMEOUT(allLines(), 20000);
  std::set<std::pair<int, int>> firstMoves;
  for (const XiangqiSnapshot::Arrow& a : view.board()->snapshot().arrows)
    if (!a.reply) firstMoves.insert({a.from, a.to});
  QCOMPARE(int(firstMoves.size()), XiangqiView::ANALYSIS_LINES);
  // The search goes on and deepens: later reports replace the line.
  const QString first = view.analysisTexts()[0];
  QTRY_VERIFY_WITH_TIMEOUT(view.analysisTexts()[0] != first, 20000);

  // A move on the board restarts the analysis from the new position; the computer, although
  // Black is its side, does not answer while analysis is on.
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QCOMPARE(view.game().ply(), 1);
  QVERIFY(!bestArrowFrom(view.board()->snapshot(), gameai::xiangqi::RED));
  QTRY_VERIFY_WITH_TIMEOUT(bestArrowFrom(view.board()->snapshot(), gameai::xiangqi::BLACK), 20000);
  QVERIFY(!view.thinking());
  QCOMPARE(view.game().ply(), 1);
  // Undo goes back and the analysis follows.
  view.undo();
  QCOMPARE(view.game().ply(), 0);
  QTRY_VERIFY_WITH_TIMEOUT(bestArrowFrom(view.board()->snapshot(), gameai::xiangqi::RED), 20000);
  // While the engine searches on, the window keeps answering: a 10 ms timer keeps firing.
  const int before = ticks;
  QTest::qWait(400);
  QVERIFY2(ticks - before > 15, qPrintable(QString::number(ticks - before)));

  // Analysis off: no arrows, and the computer plays its side again.
  view.setAnalysing(false);
  QVERIFY(view.board()->snapshot().arrows.empty());
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 20000);
}

QTEST_MAIN(XiangqiAnalysisTest)
#include "xiangqi_analysis_test.moc"
