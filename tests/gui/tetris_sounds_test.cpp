// The Tetris page's sounds and callouts as a player meets them: sounds off by default, the
// switch and the volume kept; a piece moved asks for the move's sound; and clears played by
// keys each ask for their sound and show their callout ("2 Combo", "Tetris!", "+1") over the
// well, as the game's own scorer counts them, until it fades. With GAMEAI_CALLOUT_SCREENSHOT=FILE
// the page with its first callout is saved there as a PNG
// (docs/screenshots/gui-tetris-callout.png).
#include <QCheckBox>
#include <QImage>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include "game_sounds.hpp"
#include "tetris/attack.hpp"
#include "tetris_board_widget.hpp"
#include "tetris_keys.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_view.hpp"

using gameai::gui::GameSounds;
using gameai::gui::TetrisBoardWidget;
using gameai::gui::TetrisView;
namespace play = gameai::tetris_play;
namespace t = gameai::tetris;

namespace {

using gameai::gui::testing::qtKeyOf;
const auto showView = gameai::gui::testing::showTetrisView;

using gameai::gui::testing::playPieceByKeys;

QImage render(QWidget& w) {
  QImage image(w.size(), QImage::Format_ARGB32);
  w.render(&image);
  return image;
}

}  // namespace

class TetrisSoundsTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void soundsAreOffByDefaultAndKept();
  void clearsShowTheirCalloutAndAskForTheirSound();
};

void TetrisSoundsTest::soundsAreOffByDefaultAndKept() {
  {
    TetrisView view;
    QVERIFY(!view.soundsEnabled());
    auto* box = view.findChild<QCheckBox*>(QStringLiteral("sounds"));
    auto* volume = view.findChild<QSlider*>(QStringLiteral("soundVolume"));
    QVERIFY(box && volume);
    QVERIFY(!volume->isEnabled());
    box->setChecked(true);
    QVERIFY(view.soundsEnabled());
    QVERIFY(volume->isEnabled());
    volume->setValue(35);
    QCOMPARE(view.sounds()->volume(), 35);
    QSettings settings;
    view.saveSettings(settings);
  }
  TetrisView view;
  QVERIFY(!view.soundsEnabled());
  QSettings settings;
  view.loadSettings(settings);
  QVERIFY(view.soundsEnabled());
  QCOMPARE(view.sounds()->volume(), 35);
  QVERIFY(view.findChild<QCheckBox*>(QStringLiteral("sounds"))->isChecked());
}

// Each lock is checked against the game's own counts: the lines it cleared (the lines counter),
// the combo and back-to-back (the scorer's chain), the spin (the lock itself) and the attack
// (the guideline table on a chain kept here). Played until a clear with a callout has been seen
// and checked, which the AI's play reaches within its first few dozen pieces.
void TetrisSoundsTest::clearsShowTheirCalloutAndAskForTheirSound() {
  TetrisView view;
  showView(view);
  view.setSoundsEnabled(true);
  QSignalSpy played(view.sounds(), &GameSounds::played);
  QTest::keyClick(&view, Qt::Key_Right);  // starts the game, and moves the piece
  QVERIFY(!view.waitingForStart());
  QVERIFY(!played.isEmpty());
  QCOMPARE(played.last().at(0).value<GameSounds::Sound>(), GameSounds::Sound::TetrisMove);

  t::AttackState chain;
  int callouts = 0;
  for (int piece = 0; piece < 400 && callouts < 2 && !view.session().over(); ++piece) {
    const std::int64_t lines = view.session().game().lines();
    const std::int64_t pieces = view.session().game().pieces();
    played.clear();
    playPieceByKeys(view);
    if (view.session().game().pieces() == pieces) continue;  // the game ended
    const t::PlayResult& lock = view.session().game().last_lock();
    const int cleared = int(view.session().game().lines() - lines);
    QCOMPARE(lock.lines, cleared);
    const bool b2bBefore = chain.back_to_back;
    const int attack = t::attack({cleared, lock.spin, lock.perfect_clear}, chain);
    QCOMPARE(chain.combo, view.session().game().scorer().combo());
    QVERIFY(!played.isEmpty());
    const auto sound = played.last().at(0).value<GameSounds::Sound>();
    const GameSounds::Sound want = lock.perfect_clear ? GameSounds::Sound::TetrisPerfectClear
                                   : lock.spin != t::Spin::None ? GameSounds::Sound::TetrisSpin
                                   : cleared > 0                ? GameSounds::Sound::TetrisClear
                                                                : GameSounds::Sound::TetrisLock;
    QCOMPARE(sound, want);
    const bool b2b = cleared > 0 && b2bBefore && chain.back_to_back;
    const bool notable = lock.spin != t::Spin::None || cleared >= 4 || b2b ||
                         (cleared > 0 && chain.combo >= 1) || lock.perfect_clear;
    if (!notable) continue;
    // The callout of this lock is on the board now.
    const QString shown = view.board()->callout();
    QVERIFY2(!shown.isEmpty(), qPrintable(QStringLiteral("piece %1").arg(piece)));
    if (cleared >= 4 && lock.spin == t::Spin::None)
      QVERIFY(shown.startsWith(QStringLiteral("Tetris!")));
    if (b2b) QVERIFY2(shown.contains(QStringLiteral("Back-to-Back")), qPrintable(shown));
    if (cleared > 0 && chain.combo >= 1)
      QVERIFY2(shown.contains(QStringLiteral("%1 Combo").arg(chain.combo)), qPrintable(shown));
    if (attack > 0) QVERIFY2(shown.endsWith(QStringLiteral("+%1").arg(attack)), qPrintable(shown));
    // It is drawn: the board differs from the same board without it.
    const QImage with = render(*view.board());
    QCOMPARE(view.board()->callout(), shown);
    ++callouts;
    if (const QByteArray shot = qgetenv("GAMEAI_CALLOUT_SCREENSHOT");
        !shot.isEmpty() && callouts == 1)
      QVERIFY(view.grab().save(QString::fromLocal8Bit(shot)));
    if (callouts == 1) {
      // And it fades away on its own, the game paused meanwhile.
      view.setPaused(true);
      QTRY_VERIFY_WITH_TIMEOUT(view.board()->callout().isEmpty(), 10000);
      QVERIFY(render(*view.board()) != with);
      view.setPaused(false);
    }
  }
  QVERIFY2(callouts >= 2, "the AI's play had a clear worth a callout");
}

QTEST_MAIN(TetrisSoundsTest)
#include "tetris_sounds_test.moc"
