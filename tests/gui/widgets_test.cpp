// Tests of the parts of the GUI that need no game library: the language choice, and the two
// board widgets' geometry and painting.
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QValueAxis>
#include <cmath>

#include "app_settings.hpp"
#include "qt_dialogs.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_charts.hpp"
#include "xiangqi_board_widget.hpp"

using gameai::gui::TetrisBoardWidget;
using gameai::gui::TetrisSnapshot;
using gameai::gui::XiangqiBoardWidget;
using gameai::gui::XiangqiSnapshot;

class WidgetsTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void languageFollowsSettingThenLocale_data();
  void languageFollowsSettingThenLocale();
  void qtsOwnDialogsSpeakTheLanguageToo();
  void tetrisPaintsCellsInPieceColours();
  void tetrisScalesWithWidget();
  void tetrisPaintsThePlanAndTheGarbageMeter();
  void xiangqiSquareGeometryRoundTrips();
  void xiangqiFlipMirrorsSquares();
  void xiangqiClickEmitsSquare();
  void xiangqiGlyphsAreTraditional();
  void liveChartKeepsBoundedResolution();
  void resultsChartCountsGames();
  void chartAxesEndOnRoundTicks_data();
  void chartAxesEndOnRoundTicks();
  void liveChartAxesAreRound();
};

void WidgetsTest::languageFollowsSettingThenLocale_data() {
  QTest::addColumn<QString>("setting");
  QTest::addColumn<QString>("locale");
  QTest::addColumn<QString>("expected");
  QTest::newRow("system zh_CN") << "system"
                                << "zh_CN"
                                << "zh_CN";
  QTest::newRow("system zh_SG") << "system"
                                << "zh_SG"
                                << "zh_CN";
  QTest::newRow("system de_DE") << "system"
                                << "de_DE"
                                << "";
  QTest::newRow("system zh_TW stays English") << "system"
                                              << "zh_TW"
                                              << "";
  QTest::newRow("forced English") << "en"
                                  << "zh_CN"
                                  << "";
  QTest::newRow("forced Chinese") << "zh_CN"
                                  << "en_US"
                                  << "zh_CN";
}

void WidgetsTest::languageFollowsSettingThenLocale() {
  QFETCH(QString, setting);
  QFETCH(QString, locale);
  QFETCH(QString, expected);
  QCOMPARE(gameai::gui::app_settings::resolveLanguage(setting, locale), expected);
}

// In Chinese, Qt's own file dialog is Chinese too: its columns, a folder's type, its dates (in
// the Chinese format, not the system's English one); back in English, English again.
void WidgetsTest::qtsOwnDialogsSpeakTheLanguageToo() {
  QTemporaryDir dir;
  QVERIFY(dir.isValid());
  QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("games")));
  auto& app = *QCoreApplication::instance();
  const auto typeAndDate = [&dir](QStringList* headers) {
    QFileDialog dialog(nullptr, QString(), dir.path());
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setViewMode(QFileDialog::Detail);
    dialog.show();
    auto* model = dialog.findChild<QFileSystemModel*>();
    auto* view = dialog.findChild<QTreeView*>();
    if (!model || !view) return QStringList();
    const QModelIndex folder = model->index(dir.filePath(QStringLiteral("games")));
    (void)QTest::qWaitFor(
        [&] { return !model->data(folder.siblingAtColumn(3)).toString().isEmpty(); }, 10000);
    for (int c = 0; c < 4; ++c) *headers << model->headerData(c, Qt::Horizontal).toString();
    // The date as the dialog's view shows it: through its delegate.
    const auto* dates =
        qobject_cast<gameai::gui::FileDateDelegate*>(view->itemDelegateForColumn(3));
    return QStringList{model->data(folder.siblingAtColumn(2)).toString(),
                       dates ? dates->text(folder.siblingAtColumn(3))
                             : model->data(folder.siblingAtColumn(3)).toString()};
  };
  QVERIFY(!gameai::gui::app_settings::installTranslation(app, QStringLiteral("zh_CN")).isEmpty());
  QStringList headers;
  const QStringList zh = typeAndDate(&headers);
  QCOMPARE(zh.size(), 2);
  QCOMPARE(headers.value(0), QStringLiteral("名称"));
  QCOMPARE(zh[0], QStringLiteral("文件夹"));
  const QDateTime modified = QFileInfo(dir.filePath(QStringLiteral("games"))).lastModified();
  QCOMPARE(zh[1],
           QLocale(QLocale::Chinese, QLocale::China).toString(modified, QLocale::ShortFormat));
  QCOMPARE(QLocale().language(), QLocale::Chinese);
  gameai::gui::app_settings::installTranslation(app, QStringLiteral("en"));
  headers.clear();
  const QStringList en = typeAndDate(&headers);
  QCOMPARE(headers.value(0), QStringLiteral("Name"));
  QCOMPARE(en.value(0), QStringLiteral("Folder"));
  QVERIFY(QLocale().language() != QLocale::Chinese);
}

namespace {
QImage render(QWidget& w) {
  QImage image(w.size(), QImage::Format_ARGB32);
  w.render(&image);
  return image;
}

TetrisSnapshot bottomRowSnapshot() {
  TetrisSnapshot s;
  s.cells.fill(0, s.width * s.height);
  s.cells[(s.height - 1) * s.width + 0] = 1;  // I piece cell, bottom-left
  s.cells[(s.height - 1) * s.width + 9] = 5;  // Z piece cell, bottom-right
  return s;
}
}  // namespace

void WidgetsTest::tetrisPaintsCellsInPieceColours() {
  TetrisBoardWidget w;
  w.resize(440, 440);  // 10 + 2*5 + 2*0.8 + 2*0.6 = 22.8 units wide, 21.2 high: cell ~19.3 px
  w.setSnapshot(bottomRowSnapshot());
  const QImage image = render(w);
  const qreal cell = std::min(440 / 22.8, 440 / 21.2);
  const qreal left = (440 - 22.8 * cell) / 2 + 0.6 * cell + 5.8 * cell;
  const qreal top = (440 - 21.2 * cell) / 2 + 0.6 * cell;
  const int y = int(top + 19.5 * cell);
  QCOMPARE(image.pixelColor(int(left + 0.5 * cell), y), TetrisBoardWidget::colorOf(1));
  QCOMPARE(image.pixelColor(int(left + 9.5 * cell), y), TetrisBoardWidget::colorOf(5));
  QVERIFY(image.pixelColor(int(left + 4.5 * cell), y) != TetrisBoardWidget::colorOf(1));
}

void WidgetsTest::tetrisScalesWithWidget() {
  TetrisBoardWidget w;
  w.setSnapshot(bottomRowSnapshot());
  for (QSize size : {QSize(300, 300), QSize(900, 500), QSize(500, 900)}) {
    w.resize(size);
    const QImage image = render(w);
    // Count pixels of the I colour: it scales with the square of the cell size.
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
      for (int x = 0; x < image.width(); ++x)
        count += image.pixelColor(x, y) == TetrisBoardWidget::colorOf(1);
    const qreal cell = std::min(size.width() / 22.8, size.height() / 21.2);
    QVERIFY2(count > 0.4 * cell * cell && count < 1.1 * cell * cell,
             qPrintable(QStringLiteral("%1 px at cell %2").arg(count).arg(cell)));
  }
}

// The hint's plan is painted faint in its cells, the hold box is marked when the hint holds, and
// the versus garbage meter fills one cell a row from the floor, due rows in red.
void WidgetsTest::tetrisPaintsThePlanAndTheGarbageMeter() {
  TetrisBoardWidget w;
  w.resize(440, 440);
  const qreal cell = std::min(440 / 22.8, 440 / 21.2);
  const qreal left = (440 - 22.8 * cell) / 2 + 0.6 * cell + 5.8 * cell;
  const qreal top = (440 - 21.2 * cell) / 2 + 0.6 * cell;
  TetrisSnapshot plain = bottomRowSnapshot();
  w.setSnapshot(plain);
  const QImage without = render(w);
  TetrisSnapshot planned = plain;
  planned.hintPlan = {{QPoint(4, 10), QPoint(5, 10), QPoint(4, 11), QPoint(5, 11)}};
  planned.hintHolds = true;
  w.setSnapshot(planned);
  const QImage with = render(w);
  const auto differs = [&](const QRectF& r) {
    for (int y = int(r.top()); y < int(r.bottom()); ++y)
      for (int x = int(r.left()); x < int(r.right()); ++x)
        if (with.pixelColor(x, y) != without.pixelColor(x, y)) return true;
    return false;
  };
  QVERIFY(differs(QRectF(left + 4 * cell, top + 10 * cell, cell, cell)));               // plan cell
  QVERIFY(!differs(QRectF(left + 7 * cell, top + 10 * cell, cell, cell)));              // beside it
  QVERIFY(differs(QRectF(left - 5.8 * cell, top + 0.9 * cell, 5 * cell, 3.2 * cell)));  // hold

  TetrisSnapshot versus = plain;
  versus.garbageMeter = true;
  versus.garbageIncoming = 5;
  versus.garbageDue = 2;
  w.setSnapshot(versus);
  const QImage meter = render(w);
  const int x = int(left - 0.5 * cell);
  QCOMPARE(meter.pixelColor(x, int(top + 19.5 * cell)), QColor(0xe8, 0x3a, 0x3a));   // due
  QCOMPARE(meter.pixelColor(x, int(top + 16.5 * cell)), QColor(0xf0, 0x8c, 0x1e));   // waiting
  QVERIFY(meter.pixelColor(x, int(top + 14.5 * cell)) != QColor(0xf0, 0x8c, 0x1e));  // above
}

void WidgetsTest::xiangqiSquareGeometryRoundTrips() {
  XiangqiBoardWidget w;
  w.resize(450, 500);
  for (int sq = 0; sq < gameai::xiangqi::SQUARE_NB; ++sq)
    QCOMPARE(w.squareAt(w.squareCenter(sq)), sq);
  // Red's back rank is at the bottom, file a on the left.
  const QPointF a0 = w.squareCenter(XiangqiSnapshot::square(0, 0));
  const QPointF i9 = w.squareCenter(XiangqiSnapshot::square(8, 9));
  QVERIFY(a0.x() < i9.x());
  QVERIFY(a0.y() > i9.y());
  // Points between intersections belong to no square.
  const QPointF between = (w.squareCenter(0) + w.squareCenter(10)) / 2;
  QCOMPARE(w.squareAt(between), -1);
}

void WidgetsTest::xiangqiFlipMirrorsSquares() {
  XiangqiBoardWidget w;
  w.resize(450, 500);
  const QPointF before = w.squareCenter(XiangqiSnapshot::square(0, 0));
  w.setFlipped(true);
  const QPointF after = w.squareCenter(XiangqiSnapshot::square(8, 9));
  QCOMPARE(after, before);
  for (int sq = 0; sq < gameai::xiangqi::SQUARE_NB; ++sq)
    QCOMPARE(w.squareAt(w.squareCenter(sq)), sq);
}

void WidgetsTest::xiangqiClickEmitsSquare() {
  XiangqiBoardWidget w;
  w.resize(450, 500);
  QSignalSpy spy(&w, &XiangqiBoardWidget::squareClicked);
  const int sq = XiangqiSnapshot::square(4, 0);
  QTest::mouseClick(&w, Qt::LeftButton, {}, w.squareCenter(sq).toPoint());
  QCOMPARE(spy.count(), 1);
  QCOMPARE(spy.at(0).at(0).toInt(), sq);
  // A click off the board emits nothing.
  QTest::mouseClick(&w, Qt::LeftButton, {}, QPoint(1, 1));
  QCOMPARE(spy.count(), 1);
}

void WidgetsTest::xiangqiGlyphsAreTraditional() {
  QCOMPARE(XiangqiBoardWidget::pieceGlyph(gameai::xiangqi::R_KING), QStringLiteral("帥"));
  QCOMPARE(XiangqiBoardWidget::pieceGlyph(gameai::xiangqi::B_KING), QStringLiteral("將"));
  QCOMPARE(XiangqiBoardWidget::pieceGlyph(gameai::xiangqi::R_CHARIOT), QStringLiteral("俥"));
  QCOMPARE(XiangqiBoardWidget::pieceGlyph(gameai::xiangqi::B_SOLDIER), QStringLiteral("卒"));
  QCOMPARE(XiangqiBoardWidget::pieceGlyph(gameai::xiangqi::NO_PIECE), QString());
}

void WidgetsTest::liveChartKeepsBoundedResolution() {
  gameai::gui::TetrisLiveChart chart;
  for (qint64 piece = 1; piece <= 10000; ++piece)
    chart.addSample(piece, int(piece % 17), piece / 3);
  chart.flush();
  // 10000 samples halve the resolution three times (stride 8): 1250 points kept.
  QVERIFY(chart.pointCount() <= gameai::gui::TetrisLiveChart::MAX_POINTS);
  QCOMPARE(chart.pointCount(), qsizetype(10000 / 8));
  chart.clear();
  QCOMPARE(chart.pointCount(), qsizetype(0));
  chart.addSample(1, 3, 0);
  QCOMPARE(chart.pointCount(), qsizetype(1));  // a new game starts at full resolution again
}

void WidgetsTest::resultsChartCountsGames() {
  gameai::gui::TetrisResultsChart chart;
  chart.addResult(120);
  chart.addResult(80);
  QCOMPARE(chart.results(), (QVector<qint64>{120, 80}));
  QVERIFY(chart.chart()->title().contains(QStringLiteral("100")));  // the mean
  chart.clear();
  QVERIFY(chart.results().isEmpty());
}

void WidgetsTest::chartAxesEndOnRoundTicks_data() {
  QTest::addColumn<double>("max");
  QTest::addColumn<double>("top");
  QTest::addColumn<int>("ticks");
  QTest::newRow("10") << 10.0 << 10.0 << 6;        // 0 2 4 6 8 10
  QTest::newRow("20") << 20.0 << 20.0 << 5;        // 0 5 10 15 20
  QTest::newRow("11") << 11.0 << 15.0 << 4;        // 0 5 10 15
  QTest::newRow("3944") << 3944.0 << 4000.0 << 5;  // 0 1000 ... 4000
  QTest::newRow("7888") << 7888.0 << 8000.0 << 5;  // 0 2000 ... 8000
  QTest::newRow("1") << 1.0 << 1.0 << 6;           // 0 0.2 ... 1
  QTest::newRow("0") << 0.0 << 1.0 << 6;
  QTest::newRow("123456") << 123456.0 << 150000.0 << 4;
}

void WidgetsTest::chartAxesEndOnRoundTicks() {
  QFETCH(double, max);
  QFETCH(double, top);
  QFETCH(int, ticks);
  const gameai::gui::RoundScale scale = gameai::gui::roundScale(max);
  QCOMPARE(scale.top, top);
  QCOMPARE(scale.ticks, ticks);
  const double step = scale.top / (scale.ticks - 1);
  const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
  QVERIFY2(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 ||
               std::abs(mantissa - 5) < 1e-9,
           qPrintable(QString::number(step)));
}

void WidgetsTest::liveChartAxesAreRound() {
  gameai::gui::TetrisLiveChart chart;
  chart.flush();
  QCOMPARE(chart.piecesAxis()->max(), 10.0);
  // Three ticks at most, so the small chart's numbers are never cut to "…": 0 5 10, not 0 4 7 10.
  QCOMPARE(chart.piecesAxis()->tickCount(), 3);
  for (qint64 piece = 1; piece <= 3944; ++piece) chart.addSample(piece, 5, piece * 2);
  chart.flush();
  QCOMPARE(chart.piecesAxis()->max(), 4000.0);
  QCOMPARE(chart.piecesAxis()->tickCount(), 3);  // 0 2000 4000
  QCOMPARE(chart.linesAxis()->max(), 10000.0);   // 7888 x 1.1
}

QTEST_MAIN(WidgetsTest)
#include "widgets_test.moc"
