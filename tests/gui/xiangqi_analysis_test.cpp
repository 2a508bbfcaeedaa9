// Analysis mode on the xiangqi page: an endless search whose line is listed with its score and
// drawn as arrows, restarted by every move on the board, with the window answering throughout;
// the computer does not move meanwhile, and plays again when analysis is turned off. A hint is
// searched at full strength whatever the level played against.
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QImage>
#include <QLabel>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cstdlib>
#include <set>
#include <utility>

#include "board_clicks.hpp"
#include "xiangqi_ai/levels.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_searches.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::XiangqiSearches;
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
  void analyseBoxStaysAfterAnalysisIsTurnedOff();
  void linesBoxShowsEveryLineWhole();
  void rowOfTwoLinesIsNamedBesideItsFirst();
  void hintIsSearchedAtFullStrength();
};

namespace {
// Whether `widget` is shown with room to be seen: visible, not squeezed, inside its window.
bool onScreen(const QWidget* widget) {
  if (!widget->isVisible() || widget->height() < widget->minimumSizeHint().height()) return false;
  const QRect inWindow(widget->mapTo(widget->window(), QPoint(0, 0)), widget->size());
  return widget->window()->rect().contains(inWindow);
}

// The top of the text drawn in `label`, in the coordinates of `in`: its first row of pixels with
// ink (darker than the background), or -1 when it is blank.
int inkTop(QLabel* label, const QWidget* in) {
  const QImage image = label->grab().toImage();
  const qreal ratio = image.devicePixelRatio();
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if (qGray(image.pixel(x, y)) < 110) return label->mapTo(in, QPoint(0, int(y / ratio))).y();
  return -1;
}
}  // namespace

// Pressing A twice switches analysis on and off; the box that does the same stays where it is,
// and after a new game too.
void XiangqiAnalysisTest::analyseBoxStaysAfterAnalysisIsTurnedOff() {
  XiangqiView view;
  gameai::gui::testing::showRedAgainstComputer(view, 1);
  QVERIFY(!QTest::currentTestFailed());
  view.activateWindow();
  QTRY_VERIFY(view.isActiveWindow());
  auto* box = view.findChild<QCheckBox*>(QStringLiteral("analyse"));
  QVERIFY(box != nullptr);
  QTRY_VERIFY(onScreen(box));
  QTest::keyClick(&view, Qt::Key_A);
  QVERIFY(view.analysing());
  QVERIFY(box->isChecked());
  QTRY_VERIFY_WITH_TIMEOUT(view.analysisTexts().value(0).contains(QStringLiteral("  d")), 20000);
  QTest::keyClick(&view, Qt::Key_A);
  QVERIFY(!view.analysing());
  QVERIFY(!box->isChecked());
  QTRY_VERIFY(onScreen(box));
  view.newGame();
  QTRY_VERIFY(onScreen(box));
  // The box itself switches analysis on and off again.
  box->click();
  QVERIFY(view.analysing());
  box->click();
  QVERIFY(!view.analysing());
  QTRY_VERIFY(onScreen(box));
}

// The analysis lines wrap in a narrow panel; each gets the rows it needs (two at most: a longer
// line shows the moves that fit, the whole line as a tooltip), none cut off or scrolled away.
void XiangqiAnalysisTest::linesBoxShowsEveryLineWhole() {
  XiangqiView view;
  gameai::gui::testing::showRedAgainstComputer(view, 1);
  QVERIFY(!QTest::currentTestFailed());
  auto* notation = view.findChild<QComboBox*>(QStringLiteral("notation"));
  notation->setCurrentIndex(2);  // ICCS: the longest lines
  view.setAnalysing(true);
  const auto deep = [&view] {
    for (const QString& row : view.analysisTexts())
      if (row.count(QLatin1Char(' ')) < 10) return false;
    return true;
  };
  QTRY_VERIFY_WITH_TIMEOUT(deep(), 30000);
  auto* box = view.findChild<QWidget*>(QStringLiteral("analysisLines"));
  QVERIFY(box != nullptr && box->isVisible());
  const QList<QLabel*> rows = box->findChildren<QLabel*>();
  QCOMPARE(int(rows.size()), XiangqiView::ANALYSIS_LINES);
  QTRY_VERIFY([&rows] {
    for (const QLabel* row : rows)
      if (!row->isVisible() || row->height() < row->heightForWidth(row->width())) return false;
    return true;
  }());
  bool wrapped = false;
  for (const QLabel* row : rows) {
    QVERIFY(onScreen(row));
    wrapped = wrapped || row->heightForWidth(row->width()) > row->fontMetrics().lineSpacing() + 2;
  }
  QVERIFY2(wrapped, "the lines are long enough to wrap");
  view.setAnalysing(false);
}

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
  // The label shows the moves, or as many as fit its two rows and the whole list as a tooltip.
  const auto shows = [label](const QString& text) {
    const QString shown = gameai::gui::testing::shownText(label);
    return shown == text || (label->toolTip() == text && shown.endsWith(QStringLiteral(" …")) &&
                             text.startsWith(shown.chopped(2)));
  };
  QVERIFY2(shows(start), qPrintable(label->text()));
  auto* notation = view.findChild<QComboBox*>(QStringLiteral("notation"));
  QVERIFY(notation != nullptr);
  notation->setCurrentIndex(1);  // WXF
  QVERIFY2(view.bookText().startsWith(QStringLiteral("C2=5 ")), qPrintable(view.bookText()));
  QVERIFY2(shows(view.bookText()), qPrintable(label->text()));
  QVERIFY(view.loadFen(QStringLiteral("4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1")));
  QCOMPARE(view.bookText(), gameai::gui::XiangqiAnalysisController::tr("not in the book"));
  QCOMPARE(gameai::gui::testing::shownText(label), view.bookText());
}

// The book's moves take two rows at the start; "Book" is written beside the first, not half-way
// down between them.
void XiangqiAnalysisTest::rowOfTwoLinesIsNamedBesideItsFirst() {
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.newGame();
  auto* book = view.findChild<QLabel*>(QStringLiteral("bookMoves"));
  auto* panel = view.findChild<QWidget*>(QStringLiteral("engine"));
  QVERIFY(book != nullptr && panel != nullptr);
  QLabel* name = nullptr;
  for (QLabel* label : panel->findChildren<QLabel*>())
    if (label->text() == QStringLiteral("Book")) name = label;
  QVERIFY(name != nullptr);
  QTRY_VERIFY(book->height() >= 2 * book->fontMetrics().lineSpacing());
  const int nameTop = inkTop(name, panel);
  const int bookTop = inkTop(book, panel);
  QVERIFY(nameTop >= 0 && bookTop >= 0);
  // Chinese and Latin capitals start within a few pixels of each other on one row.
  QVERIFY2(
      std::abs(nameTop - bookTop) <= name->fontMetrics().lineSpacing() / 3,
      qPrintable(
          QStringLiteral("\"Book\" at y=%1, its first line at y=%2").arg(nameTop).arg(bookTop)));
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
  // While the engine searches on, the window keeps answering: a 10 ms timer fires 20 times within
  // 1.5 s (a generous bound, as the machines that run the tests are shared and busy).
  const int before = ticks;
  QElapsedTimer waited;
  waited.start();
  QTRY_VERIFY_WITH_TIMEOUT(ticks - before >= 20, 10000);
  QVERIFY2(waited.elapsed() <= 1500,
           qPrintable(QStringLiteral("20 ticks in %1 ms").arg(waited.elapsed())));
  QVERIFY(view.analysing());

  // Analysis off: no arrows, and the computer plays its side again.
  view.setAnalysing(false);
  QVERIFY(view.board()->snapshot().arrows.empty());
  clickSquare(view, "h2");
  clickSquare(view, "e2");
  QTRY_COMPARE_WITH_TIMEOUT(view.game().ply(), 2, 20000);
}

// Playing level 1 (minimax to depth 1), the hint is still the best move to be found: in a mate in
// two, which a search of three plies is needed to see, the hint searches deeper than level 1
// and reports the mate.
void XiangqiAnalysisTest::hintIsSearchedAtFullStrength() {
  XiangqiView view;
  gameai::gui::testing::showRedAgainstComputer(view, 1);
  QVERIFY(!QTest::currentTestFailed());
  // a7a8 leaves the black general only its back rank, then a rook mates on it.
  QVERIFY(view.loadFen(QStringLiteral("4k4/9/R8/9/9/9/9/9/9/3K4R w - - 0 1")));
  auto* searches = view.findChild<XiangqiSearches*>();
  QVERIFY(searches != nullptr);
  int deepest = 0, mateAtDeepest = 0;
  connect(
      searches, &XiangqiSearches::info, &view,
      [&](XiangqiSearches::Kind kind, int depth, int, int mate, qint64, const QString&, int line) {
        if (kind != XiangqiSearches::Kind::Hint || line != 1 || depth < deepest) return;
        deepest = depth;
        mateAtDeepest = mate;
      });
  QString status;
  connect(&view, &XiangqiView::statusMessage, &view, [&](const QString& text) { status = text; });
  view.hint();
  QVERIFY(!status.isEmpty());  // the search is announced
  QTRY_VERIFY_WITH_TIMEOUT(view.board()->snapshot().hintFrom >= 0, 20000);
  QVERIFY2(status.isEmpty(), qPrintable(status));  // and the announcement goes with the hint
  QVERIFY2(deepest > gameai::xiangqi_ai::level_settings(1).max_depth,
           qPrintable(QString::number(deepest)));
  QCOMPARE(mateAtDeepest, 2);
  QCOMPARE(view.game().ply(), 0);  // shown, not played
}

QTEST_MAIN(XiangqiAnalysisTest)
#include "xiangqi_analysis_test.moc"
