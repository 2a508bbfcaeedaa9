// The Tetris settings as a player uses them: the dialog opened from the page, a key caught by
// pressing it, a key another action has refused with that action named, DAS and the half-turn
// key changed; all of it in force at once, kept for a new page, and reset with one button.
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <functional>

#include "app_settings.hpp"
#include "tetris_controls.hpp"
#include "tetris_settings_dialog.hpp"
#include "tetris_view.hpp"

using gameai::gui::KeyCaptureButton;
using gameai::gui::TetrisAction;
using gameai::gui::TetrisControls;
using gameai::gui::TetrisSettingsDialog;
using gameai::gui::TetrisView;
namespace t = gameai::tetris;
namespace play = gameai::tetris_play;

namespace {

void showView(QWidget& view) {
  view.resize(1000, 760);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.activateWindow();
  view.setFocus();
}

// The page has the keyboard again after a dialog.
void refocus(QWidget& view) {
  view.activateWindow();
  view.setFocus();
  QTRY_VERIFY(view.isActiveWindow());
}

// Runs `fn` on the settings dialog once it is shown (the view's exec() waits meanwhile).
void onDialog(std::function<void(TetrisSettingsDialog&)> fn) {
  QTimer::singleShot(20, [fn] {
    auto* dialog = qobject_cast<TetrisSettingsDialog*>(QApplication::activeModalWidget());
    if (!dialog) {
      onDialog(fn);
      return;
    }
    fn(*dialog);
  });
}

// Clicks an action's key button and presses `key` on it, as a person does.
void catchKey(TetrisSettingsDialog& d, TetrisAction action, int slot, Qt::Key key) {
  KeyCaptureButton* button = d.keyButton(action, slot);
  QTest::mouseClick(button, Qt::LeftButton);
  QVERIFY(button->capturing());
  QTest::keyClick(button, key);
  QVERIFY(!button->capturing());
}

}  // namespace

class TetrisSettingsTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void settingsTakeEffectAndPersist();
  void theHalfTurnKeyIsAnOption();
  void resetRestoresTheDefaults();
  void badStoredKeysFallBackToTheDefaults();
  void keysAreNamedInChinese();
};

void TetrisSettingsTest::settingsTakeEffectAndPersist() {
  TetrisView view;
  showView(view);
  QCOMPARE(view.session().settings().handling, play::Handling{});
  bool ran = false;
  onDialog([&ran](TetrisSettingsDialog& d) {
    d.findChild<QSpinBox*>(QStringLiteral("das"))->setValue(300);
    d.findChild<QSpinBox*>(QStringLiteral("arr"))->setValue(0);  // to the wall at once
    d.findChild<QSpinBox*>(QStringLiteral("sdf"))->setValue(0);  // soft drop at once
    // J as the second key of "move left"...
    catchKey(d, TetrisAction::Left, 1, Qt::Key_J);
    QVERIFY(d.message().isEmpty());
    // Where the rows and the dialog stand: a refusal shown does not move them.
    const auto layout = [&d] {
      QList<QRect> out{d.geometry()};
      for (int i = 0; i < gameai::gui::TETRIS_ACTION_COUNT; ++i)
        out << d.keyButton(static_cast<TetrisAction>(i), 0)->geometry();
      return out;
    };
    QCoreApplication::sendPostedEvents();
    const QList<QRect> before = layout();
    // The room for a refusal of two lines is there before any is shown (a long one wraps: on a
    // desktop's fonts the one below does).
    auto* message = d.findChild<QLabel*>(QStringLiteral("message"));
    QVERIFY(message != nullptr);
    QVERIFY2(message->height() >= 2 * message->fontMetrics().lineSpacing(),
             qPrintable(QString::number(message->height())));
    // ...and Space refused for "move right": hard drop has it.
    catchKey(d, TetrisAction::Right, 1, Qt::Key_Space);
    QVERIFY2(d.message().contains(QStringLiteral("Hard drop")), qPrintable(d.message()));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCOMPARE(layout(), before);
    QCOMPARE(d.keyButton(TetrisAction::Right, 1)->text(), QStringLiteral("none"));
    // Esc while catching keeps the old key.
    catchKey(d, TetrisAction::Hint, 0, Qt::Key_Escape);
    QCOMPARE(d.keyButton(TetrisAction::Hint, 0)->key(), int(Qt::Key_H));
    // The AI's key moves from A to F.
    catchKey(d, TetrisAction::Ai, 0, Qt::Key_F);
    ran = true;
    d.accept();
  });
  view.showSettings();
  QVERIFY(ran);
  // In force at once, through the session.
  const play::Handling wanted{300, 0, play::SOFT_DROP_INSTANT, false};
  QCOMPARE(view.session().settings().handling, wanted);
  QCOMPARE(view.controls().keysOf(TetrisAction::Left)[1], int(Qt::Key_J));
  QVERIFY(view.keyBindings().first().first.contains(QStringLiteral("J")));
  // The remapped key plays: J moves the piece left (and starts the waiting game), once P has
  // ended the pause the dialog made.
  refocus(view);
  QVERIFY(view.paused());
  QTest::keyClick(&view, Qt::Key_P);
  QVERIFY(!view.paused());
  QTest::keyClick(&view, Qt::Key_J);
  QVERIFY(!view.waitingForStart());
  const int column = view.session().game().falling()->column;
  QTest::keyClick(&view, Qt::Key_J);
  QCOMPARE(view.session().game().falling()->column, column - 1);
  // F hands the game to the AI now; A no longer does.
  QTest::keyClick(&view, Qt::Key_A);
  QVERIFY(!view.aiPlaying());
  QTest::keyClick(&view, Qt::Key_F);
  QVERIFY(view.aiPlaying());
  QTest::keyClick(&view, Qt::Key_F);
  QVERIFY(!view.aiPlaying());

  // A new page (as after a restart of the app) reads them back from the settings.
  TetrisView again;
  QCOMPARE(again.controls(), view.controls());
  QCOMPARE(again.session().settings().handling, wanted);
  QCOMPARE(TetrisControls::load(QSettings()).keysOf(TetrisAction::Left)[1], int(Qt::Key_J));
}

void TetrisSettingsTest::theHalfTurnKeyIsAnOption() {
  TetrisView view;
  showView(view);
  QTest::keyClick(&view, Qt::Key_Left);  // starts the game
  const auto before = *view.session().game().falling();
  QTest::keyClick(&view, Qt::Key_S);  // the half-turn key, off by default: nothing happens
  QCOMPARE(view.session().game().falling()->rotation, before.rotation);
  onDialog([](TetrisSettingsDialog& d) {
    d.findChild<QCheckBox*>(QStringLiteral("rotate180"))->setChecked(true);
    d.accept();
  });
  view.showSettings();
  QVERIFY(view.session().settings().handling.rotate_180);
  refocus(view);
  QTest::keyClick(&view, Qt::Key_P);  // unpause after the dialog
  QVERIFY(!view.paused());
  QTest::keyClick(&view, Qt::Key_S);
  const auto after = *view.session().game().falling();
  if (before.piece != t::Piece::O)
    QCOMPARE(after.rotation, t::rotate_cw(t::rotate_cw(before.rotation)));
  else
    QCOMPARE(after.rotation, t::Rotation::Reverse);
}

void TetrisSettingsTest::resetRestoresTheDefaults() {
  TetrisControls changed = TetrisControls::defaults();
  changed.handling = {50, 10, 40, true};
  QVERIFY(!changed.assign(TetrisAction::Hold, 1, Qt::Key_V));
  changed.save();
  TetrisView view;
  QCOMPARE(view.controls(), changed);
  onDialog([](TetrisSettingsDialog& d) {
    QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("das"))->value(), 50);
    QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("reset")), Qt::LeftButton);
    QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("das"))->value(), 167);
    QCOMPARE(d.keyButton(TetrisAction::Hold, 1)->key(), int(Qt::Key_Shift));
    d.accept();
  });
  view.showSettings();
  QCOMPARE(view.controls(), TetrisControls::defaults());
  QCOMPARE(TetrisControls::load(), TetrisControls::defaults());
  // Cancel keeps what was there.
  onDialog([](TetrisSettingsDialog& d) {
    d.findChild<QSpinBox*>(QStringLiteral("das"))->setValue(99);
    d.reject();
  });
  view.showSettings();
  QCOMPARE(view.controls(), TetrisControls::defaults());
}

// A hand-edited settings file: values out of range are brought into range, and keys given to
// two actions leave the defaults in place.
void TetrisSettingsTest::badStoredKeysFallBackToTheDefaults() {
  QSettings s;
  s.setValue(QStringLiteral("tetris/controls/das"), 100000);
  s.setValue(QStringLiteral("tetris/controls/arr"), QStringLiteral("fast"));
  s.setValue(QStringLiteral("tetris/controls/keys/left"),
             QStringList{QString::number(Qt::Key_Space), QStringLiteral("0")});
  const TetrisControls c = TetrisControls::load(s);
  QCOMPARE(c.handling.das_ms, play::MAX_DAS_MS);
  QCOMPARE(c.handling.arr_ms, 33);
  QCOMPARE(c.keys, TetrisControls::defaults().keys);
}

// In Chinese the keys read as players there name them: 空格 and 回车 in the dialog's buttons, the
// key bindings list and the panel's words; Shift, Ctrl and Esc as their keycaps (and Qt's own
// Chinese) have them. GAMEAI_SETTINGS_SCREENSHOT=FILE saves the dialog in Chinese.
void TetrisSettingsTest::keysAreNamedInChinese() {
  QCOMPARE(gameai::gui::app_settings::installTranslation(*qApp, QStringLiteral("zh_CN")),
           QStringLiteral("zh_CN"));
  TetrisView view;
  showView(view);
  QCOMPARE(TetrisControls::keyName(Qt::Key_Space), QStringLiteral("空格"));
  QCOMPARE(TetrisControls::keyName(Qt::Key_Return), QStringLiteral("回车"));
  QCOMPARE(TetrisControls::keyName(Qt::Key_Left), QStringLiteral("←"));
  QCOMPARE(view.controls().keysText(TetrisAction::Hold), QStringLiteral("C 或 Shift"));
  bool ran = false;
  onDialog([&ran](TetrisSettingsDialog& d) {
    QCOMPARE(d.keyButton(TetrisAction::HardDrop, 0)->text(), QStringLiteral("空格"));
    catchKey(d, TetrisAction::Restart, 1, Qt::Key_Return);
    QCOMPARE(d.keyButton(TetrisAction::Restart, 1)->text(), QStringLiteral("回车"));
    // A key taken is refused in Chinese, the key named in Chinese.
    catchKey(d, TetrisAction::Hint, 1, Qt::Key_Space);
    QVERIFY2(d.message().contains(QStringLiteral("空格")), qPrintable(d.message()));
    if (const QByteArray shot = qgetenv("GAMEAI_SETTINGS_SCREENSHOT"); !shot.isEmpty())
      QVERIFY(d.grab().save(QString::fromLocal8Bit(shot)));
    ran = true;
    d.accept();
  });
  view.showSettings();
  QVERIFY(ran);
  QStringList keys;
  for (const auto& [key, what] : view.keyBindings()) keys << key;
  QVERIFY2(keys.contains(QStringLiteral("空格")), qPrintable(keys.join(QLatin1Char('|'))));
  QVERIFY2(keys.contains(QStringLiteral("R 或 回车")), qPrintable(keys.join(QLatin1Char('|'))));
  gameai::gui::app_settings::installTranslation(*qApp, QStringLiteral("en"));
  QCOMPARE(TetrisControls::keyName(Qt::Key_Space), QStringLiteral("Space"));
  QCOMPARE(view.controls().keysText(TetrisAction::Restart), QStringLiteral("R or Enter"));
}

QTEST_MAIN(TetrisSettingsTest)
#include "tetris_settings_test.moc"
