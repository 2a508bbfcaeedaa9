// Run files in the desktop app's replay dialog: a run the web page downloaded opens (stored in
// the records, replayed exactly, to its last board), is found again rather than stored twice,
// saves back as a file that reads the same, and a damaged file is refused with what is wrong; a
// versus file the page wrote opens too, its two boards stored as a recorded versus game and shown
// side by side.
// With GAMEAI_MODE_SCREENSHOTS=DIR, the Tetris page in ultra, dig, marathon and zen is saved
// there (docs/screenshots/tetris-<mode>.png).
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "game_files/tetris_replay_file.hpp"
#include "game_records.hpp"
#include "records/store.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_replay_dialog.hpp"
#include "tetris_view.hpp"

#ifndef GAMEAI_PAGE_RUN
#error "GAMEAI_PAGE_RUN names the run file the web page wrote"
#endif
#ifndef GAMEAI_PAGE_VERSUS
#error "GAMEAI_PAGE_VERSUS names the versus file the web page wrote"
#endif

namespace {

QByteArray bytesOf(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class TetrisRunFileTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() {
    QVERIFY(m_dir.isValid());
    // A records store of each test's own.
    gameai::gui::GameRecords::setDatabasePath(
        m_dir.filePath(QStringLiteral("records-%1.sqlite").arg(++m_stores)));
  }

  void aPageRunOpensReplaysAndSavesBack() {
    gameai::gui::GameRecords records;
    gameai::gui::TetrisReplayDialog dialog(records);
    const QString page = QStringLiteral(GAMEAI_PAGE_RUN);
    const auto run = gameai::game_files::read_tetris_run_file(bytesOf(page).toStdString());
    QVERIFY2(run.file, run.error.c_str());
    QVERIFY2(dialog.openRunFile(page), qPrintable(dialog.summary()));
    QVERIFY2(dialog.summary().contains(QStringLiteral("every board reproduced")),
             qPrintable(dialog.summary()));
    QCOMPARE(dialog.frameCount(), int(run.file->steps.size()) + 1);
    auto* board = dialog.findChild<gameai::gui::TetrisBoardWidget*>();
    QVERIFY(board);
    dialog.showFrame(dialog.frameCount() - 1);
    QCOMPARE(qint64(board->snapshot().score), run.file->result->score);
    QCOMPARE(qint64(board->snapshot().lines), run.file->result->lines);
    const qint64 id = dialog.currentGame();
    // Opened again: the same game, not a second one.
    QVERIFY(dialog.openRunFile(page));
    QCOMPARE(dialog.currentGame(), id);
    QCOMPARE(records.store()->list_games({}).size(), std::size_t(1));
    // Saved as a file: the same run.
    const QString saved = m_dir.filePath(QStringLiteral("saved.json"));
    QVERIFY2(dialog.saveRunFile(saved), qPrintable(dialog.summary()));
    const auto back = gameai::game_files::read_tetris_run_file(bytesOf(saved).toStdString());
    QVERIFY2(back.file, back.error.c_str());
    QCOMPARE(back.file->mode, std::string("sprint"));
    QCOMPARE(back.file->steps.size(), run.file->steps.size());
    QCOMPARE(back.file->result, run.file->result);
    QVERIFY(gameai::game_files::replay_tetris_run_file(*back.file).exact());
  }

  void aPageVersusFileStoresBothBoardsAndShowsThem() {
    gameai::gui::GameRecords records;
    gameai::gui::TetrisReplayDialog dialog(records);
    const QString page = QStringLiteral(GAMEAI_PAGE_VERSUS);
    const auto read = gameai::game_files::read_tetris_file(bytesOf(page).toStdString());
    QVERIFY2(read.versus, read.error.c_str());
    QVERIFY2(dialog.openRunFile(page), qPrintable(dialog.summary()));
    QVERIFY2(dialog.summary().contains(QStringLiteral("every board reproduced")),
             qPrintable(dialog.summary()));
    // Shown as a recorded versus game is: both boards, a frame for each lock of either.
    QCOMPARE(dialog.frameCount(),
             int(read.versus->boards[0].steps.size() + read.versus->boards[1].steps.size()) + 1);
    const qint64 left = dialog.currentGame();
    const auto games = records.store()->list_games({});
    QCOMPARE(games.size(), std::size_t(2));
    const auto tag = [&](qint64 id, const std::string& name) {
      for (const auto& [n, value] : records.store()->game(id).tags)
        if (n == name) return value;
      return std::string();
    };
    QCOMPARE(tag(left, "Versus"), std::string("left"));
    const qint64 right = std::stoll(tag(left, "Opponent"));
    QCOMPARE(tag(right, "Versus"), std::string("right"));
    QCOMPARE(tag(right, "Opponent"), std::to_string(left));
    QCOMPARE(records.store()->game(right).pieces,
             std::int64_t(read.versus->boards[1].steps.size()));
    // Opened again: nothing more stored.
    QVERIFY(dialog.openRunFile(page));
    QCOMPARE(dialog.currentGame(), left);
    QCOMPARE(records.store()->list_games({}).size(), std::size_t(2));
  }

  void aDamagedFileIsRefusedWithWhatIsWrong() {
    gameai::gui::GameRecords records;
    gameai::gui::TetrisReplayDialog dialog(records);
    const QByteArray whole = bytesOf(QStringLiteral(GAMEAI_PAGE_RUN));
    const QString cut = m_dir.filePath(QStringLiteral("cut.json"));
    QFile file(cut);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(whole.left(whole.size() / 2));
    file.close();
    QVERIFY(!dialog.openRunFile(cut));
    QVERIFY2(dialog.summary().contains(QStringLiteral("cut short")), qPrintable(dialog.summary()));
    QVERIFY(!dialog.openRunFile(m_dir.filePath(QStringLiteral("missing.json"))));
    QVERIFY2(dialog.summary().startsWith(QStringLiteral("Cannot read")),
             qPrintable(dialog.summary()));
    QVERIFY(records.store()->list_games({}).empty());
  }

  // The AI group names the weights the AI plays with: the bot's dig weights in a dig only.
  void theWeightsLabelNamesTheDigWeights() {
    gameai::gui::TetrisView view;
    view.loadSettings(QSettings());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* label = view.findChild<QLabel*>(QStringLiteral("weights"));
    QVERIFY(label != nullptr);
    view.setMode(gameai::tetris_play::Mode::Dig);
    QTest::keyClick(&view, Qt::Key_R);
    QTRY_COMPARE(view.session().settings().mode, gameai::tetris_play::Mode::Dig);
    QCOMPARE(label->text(), QStringLiteral("dig weights"));
    view.setMode(gameai::tetris_play::Mode::Sprint);
    QTest::keyClick(&view, Qt::Key_R);
    QTRY_COMPARE(view.session().settings().mode, gameai::tetris_play::Mode::Sprint);
    QCOMPARE(label->text(), QStringLiteral("published"));
  }

  void modeScreenshots() {
    const QByteArray dir = qgetenv("GAMEAI_MODE_SCREENSHOTS");
    if (dir.isEmpty()) QSKIP("GAMEAI_MODE_SCREENSHOTS names no directory");
    for (const auto mode : {gameai::tetris_play::Mode::Ultra, gameai::tetris_play::Mode::Dig,
                            gameai::tetris_play::Mode::Marathon, gameai::tetris_play::Mode::Zen}) {
      gameai::gui::TetrisView view;
      view.loadSettings(QSettings());
      view.setMode(mode);
      view.setSpeed(3);
      view.resize(1100, 780);
      view.show();
      QVERIFY(QTest::qWaitForWindowExposed(&view));
      QTest::keyClick(&view, Qt::Key_R);
      QTest::keyClick(&view, Qt::Key_A);  // the AI plays from the countdown's end
      // A dig while cheese is left (the bot digs ten rows out in a few seconds).
      const std::int64_t pieces = mode == gameai::tetris_play::Mode::Dig ? 8 : 25;
      QTRY_VERIFY_WITH_TIMEOUT(view.session().game().pieces() >= pieces, 60000);
      const QString name = QString::fromUtf8(gameai::tetris_play::mode_name(mode).data());
      QVERIFY(view.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/tetris-") + name +
                               QStringLiteral(".png")));
    }
  }

 private:
  QTemporaryDir m_dir;
  int m_stores = 0;
};

QTEST_MAIN(TetrisRunFileTest)
#include "tetris_run_file_test.moc"
