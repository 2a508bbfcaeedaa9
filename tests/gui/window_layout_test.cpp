// The main window's size is the user's: playing (R in a sprint, a sprint's result, the versus
// window) never makes it grow. The xiangqi page has a minimum size at which every box and a few
// rows of the move list show, and in a large window its side panel takes a share of the room.
// With GAMEAI_LAYOUT_SHOTS=DIR the windows are saved there as PNGs at each size, to look at.
#include <QAbstractItemView>
#include <QComboBox>
#include <QSettings>
#include <QSplitter>
#include <QTest>
#include <QTreeView>

#include "main_window.hpp"
#include "tetris_keys.hpp"
#include "tetris_versus_window.hpp"
#include "tetris_view.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_move_tree.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::MainWindow;
using gameai::gui::TetrisView;
using gameai::gui::XiangqiView;

class WindowLayoutTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() {
    QSettings settings;
    settings.clear();
    settings.setValue(QStringLiteral("tetris/mode"), QStringLiteral("sprint"));
  }
  void theWindowKeepsItsSizeThroughSprintsAndVersus();
  void theXiangqiPageHasAMinimumSizeAndGrows();
};

namespace {

// Lets every layout request and resize the window asked for take place.
void settle() {
  for (int i = 0; i < 5; ++i) {
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
  }
}

// Saves `window` as DIR/NAME.png when GAMEAI_LAYOUT_SHOTS names a folder.
void shoot(QWidget& window, const char* name) {
  const QString dir = qEnvironmentVariable("GAMEAI_LAYOUT_SHOTS");
  if (!dir.isEmpty()) window.grab().save(dir + QLatin1Char('/') + QLatin1String(name) + ".png");
}

}  // namespace

void WindowLayoutTest::theWindowKeepsItsSizeThroughSprintsAndVersus() {
  auto* tetris = new TetrisView;
  MainWindow window({tetris, new XiangqiView});
  window.showView(0);
  window.resize(1266, 833);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  settle();
  const QSize size = window.size();
  QCOMPARE(size, QSize(1266, 833));
  QCOMPARE(tetris->mode(), gameai::tetris_play::Mode::Sprint);
  const auto check = [&](const char* when) {
    settle();
    QVERIFY2(window.size() == size,
             qPrintable(QStringLiteral("%1: %2x%3, the page asks for at least %4x%5")
                            .arg(QLatin1String(when))
                            .arg(window.width())
                            .arg(window.height())
                            .arg(tetris->minimumSizeHint().width())
                            .arg(tetris->minimumSizeHint().height())));
  };
  // R starts a sprint at once (its countdown), a few pieces fall, R again.
  for (int round = 0; round < 2; ++round) {
    QTest::keyClick(tetris, Qt::Key_R);
    check("R");
    QTRY_VERIFY_WITH_TIMEOUT(!tetris->session().waiting(), 10000);
    for (int i = 0; i < 3; ++i) gameai::gui::testing::playPieceByKeys(*tetris);
    check("pieces");
  }
  // A sprint played to its end shows its result.
  tetris->setSpeed(TetrisView::SPEED_FLAT_OUT);
  tetris->setAiPlaying(true);
  QTRY_VERIFY_WITH_TIMEOUT(tetris->lastResult().has_value(), 60000);
  check("result");
  shoot(window, "tetris-result");
  QTest::keyClick(tetris, Qt::Key_R);
  check("R after the result");
  // The versus window opened and closed.
  auto* versus = tetris->showVersus();
  QVERIFY(QTest::qWaitForWindowExposed(versus));
  settle();
  versus->close();
  window.activateWindow();
  check("versus");
  QTest::keyClick(tetris, Qt::Key_R);
  check("R after versus");
}

void WindowLayoutTest::theXiangqiPageHasAMinimumSizeAndGrows() {
  auto* xiangqi = new XiangqiView;
  MainWindow window({new TetrisView, xiangqi});
  window.showView(1);
  window.resize(500, 350);
  window.show();
  QVERIFY(QTest::qWaitForWindowExposed(&window));
  settle();
  shoot(window, "xiangqi-smallest");
  // The window cannot be made so small that a box is cut or the move list goes.
  for (QComboBox* box : xiangqi->findChildren<QComboBox*>()) {
    if (!box->isVisibleTo(xiangqi)) continue;
    QVERIFY2(box->width() >= box->minimumSizeHint().width() &&
                 box->height() >= box->minimumSizeHint().height(),
             qPrintable(QStringLiteral("%1: %2x%3, needs %4x%5 (window %6x%7)")
                            .arg(box->objectName())
                            .arg(box->width())
                            .arg(box->height())
                            .arg(box->minimumSizeHint().width())
                            .arg(box->minimumSizeHint().height())
                            .arg(window.width())
                            .arg(window.height())));
  }
  auto* tree = xiangqi->findChild<gameai::gui::XiangqiMoveTree*>();
  QVERIFY(tree != nullptr);
  const int row = tree->fontMetrics().lineSpacing();
  QVERIFY2(tree->height() >= 4 * row, qPrintable(QString::number(tree->height())));
  auto* board = xiangqi->findChild<gameai::gui::XiangqiBoardWidget*>();
  QVERIFY(board != nullptr);
  QVERIFY(board->width() >= board->minimumSizeHint().width());
  QVERIFY(board->height() >= board->minimumSizeHint().height());

  // In a large window the side panel is wider and the move list longer than at the default size.
  auto* splitter = xiangqi->findChild<QSplitter*>(QStringLiteral("xiangqiSideSplitter"));
  QVERIFY(splitter != nullptr);
  QWidget* side = splitter->parentWidget();  // the side panel: players, moves, engine
  QVERIFY(side != nullptr && side != xiangqi);
  window.resize(1266, 833);
  settle();
  const int sideAtDefault = side->width(), treeAtDefault = tree->height();
  shoot(window, "xiangqi-default");
  window.resize(1600, 1000);
  settle();
  shoot(window, "xiangqi-large");
  QVERIFY2(side->width() > sideAtDefault + 50,
           qPrintable(QStringLiteral("%1 then %2").arg(sideAtDefault).arg(side->width())));
  QVERIFY2(tree->height() > treeAtDefault + 100,
           qPrintable(QStringLiteral("%1 then %2").arg(treeAtDefault).arg(tree->height())));
  // No wide gap between the board and the panel: the board's squares use its width.
  QVERIFY2(board->width() - board->height() * 9 / 10 < 200,
           qPrintable(QStringLiteral("board %1x%2").arg(board->width()).arg(board->height())));
}

QTEST_MAIN(WindowLayoutTest)
#include "window_layout_test.moc"
