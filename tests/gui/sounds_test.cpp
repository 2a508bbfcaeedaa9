// The optional sound effects: the embedded WAV files synthesised at build time are well-formed
// and audible, sounds are off unless switched on, the choice is kept in the settings, and a game
// played with sounds on works on the offscreen platform with no audio device.
#include <QFile>
#include <QSet>
#include <QSettings>
#include <QTest>
#include <QtEndian>

#include "board_clicks.hpp"
#include "game_sounds.hpp"
#include "xiangqi_view.hpp"

using gameai::gui::GameSounds;
using gameai::gui::XiangqiView;

using gameai::gui::testing::clickSquare;

class SoundsTest : public QObject {
  Q_OBJECT
 private Q_SLOTS:
  void init() { QSettings().clear(); }
  void embeddedFilesArePcmWav();
  void soundsAreOffByDefaultAndKept();
  void gameWithSoundsOnNeedsNoAudioDevice();
};

void SoundsTest::embeddedFilesArePcmWav() {
  QSet<QByteArray> seen;
  for (int i = 0; i < GameSounds::SOUND_COUNT; ++i) {
    const QString path = GameSounds::resourcePath(GameSounds::Sound(i));
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QByteArray wav = file.readAll();
    QVERIFY2(wav.size() > 44, qPrintable(path));
    QCOMPARE(wav.mid(0, 4), QByteArray("RIFF"));
    QCOMPARE(wav.mid(8, 8), QByteArray("WAVEfmt "));
    const auto u16 = [&wav](int at) { return qFromLittleEndian<quint16>(wav.constData() + at); };
    const auto u32 = [&wav](int at) { return qFromLittleEndian<quint32>(wav.constData() + at); };
    QCOMPARE(u32(4), quint32(wav.size() - 8));
    QCOMPARE(u16(20), quint16(1));   // PCM
    QCOMPARE(u16(22), quint16(1));   // mono
    QCOMPARE(u16(34), quint16(16));  // bits per sample
    QCOMPARE(wav.mid(36, 4), QByteArray("data"));
    const quint32 dataBytes = u32(40);
    QCOMPARE(dataBytes, quint32(wav.size() - 44));
    // Short (under a second) and audible: the loudest sample is well above silence.
    const quint32 rate = u32(24);
    QVERIFY(dataBytes / 2 < rate);
    int loudest = 0;
    for (quint32 at = 44; at + 1 < quint32(wav.size()); at += 2)
      loudest = std::max(loudest, std::abs(int(qint16(u16(int(at))))));
    QVERIFY2(loudest > 8000, qPrintable(path));
    seen.insert(wav);
  }
  QCOMPARE(seen.size(), GameSounds::SOUND_COUNT);  // all different
}

void SoundsTest::soundsAreOffByDefaultAndKept() {
  {
    XiangqiView view;
    QVERIFY(!view.soundsEnabled());
    view.setSoundsEnabled(true);
    QSettings settings;
    view.saveSettings(settings);
  }
  XiangqiView view;
  QVERIFY(!view.soundsEnabled());
  QSettings settings;
  view.loadSettings(settings);
  QVERIFY(view.soundsEnabled());
}

void SoundsTest::gameWithSoundsOnNeedsNoAudioDevice() {
  XiangqiView view;
  view.resize(900, 700);
  view.show();
  QVERIFY(QTest::qWaitForWindowExposed(&view));
  view.setSoundsEnabled(true);
  view.setMode(XiangqiView::Mode::HumanVsHuman);
  view.newGame();
  // 炮二平五, 炮8平5, then the cannon takes the central soldier with check.
  const char* moves[][2] = {{"h2", "e2"}, {"h7", "e7"}, {"e2", "e6"}};
  for (const auto& m : moves) {
    clickSquare(view, m[0]);
    clickSquare(view, m[1]);
  }
  QCOMPARE(view.game().ply(), 3);
  QVERIFY(view.game().position().in_check());
  QTest::qWait(50);  // let the effects start (or fail quietly) on the event loop
  view.setSoundsEnabled(false);
  QCOMPARE(view.game().ply(), 3);
}

QTEST_MAIN(SoundsTest)
#include "sounds_test.moc"
