// gameai-gui: the desktop application. Plays Tetris (by hand, by the AI, or both in turn) and
// xiangqi against the computer.
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>
#include <cstdio>
#include <cstdlib>

#include "app_settings.hpp"
#include "main_window.hpp"
#include "tetris_view.hpp"
#include "xiangqi_view.hpp"

namespace {

// Without a display Qt would abort with a long plugin message; say it in one line instead. An
// explicit QT_QPA_PLATFORM (offscreen, vnc, ...) is the user's choice and is respected.
bool displayAvailable() {
  auto set = [](const char* name) {
    const char* v = std::getenv(name);
    return v != nullptr && *v != '\0';
  };
  return set("QT_QPA_PLATFORM") || set("DISPLAY") || set("WAYLAND_DISPLAY");
}

}  // namespace

int main(int argc, char** argv) {
  if (!displayAvailable()) {
    std::fputs(
        "gameai-gui: no display found (DISPLAY and WAYLAND_DISPLAY are unset); run it on a "
        "desktop, or watch the AI in the terminal: gameai tetris watch\n",
        stderr);
    return 1;
  }
  using namespace gameai::gui;
  QApplication app(argc, argv);
  QCoreApplication::setOrganizationName(QString::fromLatin1(app_settings::ORGANIZATION));
  QCoreApplication::setApplicationName(QString::fromLatin1(app_settings::APPLICATION));
  QCoreApplication::setApplicationVersion(QStringLiteral(GAMEAI_VERSION));
  QGuiApplication::setDesktopFileName(QStringLiteral("gameai-gui"));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/gameai-gui.svg")));

  QCommandLineParser parser;
  parser.setApplicationDescription(
      QStringLiteral("Tetris and xiangqi with computer players. Without options the window opens "
                     "on the game played last."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption tabOption(QStringLiteral("tab"),
                                     QStringLiteral("Open on a game: tetris or xiangqi."),
                                     QStringLiteral("game"));
  const QCommandLineOption languageOption(
      QStringLiteral("language"),
      QStringLiteral("Interface language for this run: en or zh_CN (default: the setting, "
                     "else the system locale)."),
      QStringLiteral("lang"));
  const QCommandLineOption demoOption(QStringLiteral("demo"),
                                      QStringLiteral("Let the computer play the opened game."));
  const QCommandLineOption shotOption(
      QStringLiteral("screenshot"),
      QStringLiteral("Save a picture of the window to FILE after the delay, then quit."),
      QStringLiteral("file"));
  const QCommandLineOption delayOption(QStringLiteral("screenshot-delay"),
                                       QStringLiteral("Milliseconds before the screenshot "
                                                      "(default 3000)."),
                                       QStringLiteral("ms"), QStringLiteral("3000"));
  const QCommandLineOption speedOption(
      QStringLiteral("ai-speed"),
      QStringLiteral("Speed of the Tetris AI, 0 (watchable) to 6 (as fast as the machine can)."),
      QStringLiteral("n"));
  parser.addOptions({tabOption, languageOption, demoOption, shotOption, delayOption, speedOption});
  parser.process(app);

  const QString tab = parser.value(tabOption);
  if (!tab.isEmpty() && tab != QLatin1String("tetris") && tab != QLatin1String("xiangqi")) {
    std::fprintf(stderr, "gameai-gui: --tab takes tetris or xiangqi, not '%s'\n", qPrintable(tab));
    return 2;
  }
  const QString language = parser.value(languageOption);
  if (!language.isEmpty() && language != QLatin1String("en") &&
      language != QLatin1String("zh_CN")) {
    std::fprintf(stderr, "gameai-gui: --language takes en or zh_CN, not '%s'\n",
                 qPrintable(language));
    return 2;
  }
  bool delayOk = false;
  const int delay = parser.value(delayOption).toInt(&delayOk);
  if (!delayOk || delay < 0) {
    std::fprintf(stderr, "gameai-gui: --screenshot-delay takes milliseconds, not '%s'\n",
                 qPrintable(parser.value(delayOption)));
    return 2;
  }
  int speed = -1;
  if (parser.isSet(speedOption)) {
    bool ok = false;
    speed = parser.value(speedOption).toInt(&ok);
    if (!ok || speed < 0 || speed >= TetrisView::SPEED_COUNT) {
      std::fprintf(stderr, "gameai-gui: --ai-speed takes 0 to %d, not '%s'\n",
                   TetrisView::SPEED_COUNT - 1, qPrintable(parser.value(speedOption)));
      return 2;
    }
  }
  app_settings::installTranslation(app, language);

  auto* tetris = new TetrisView;
  auto* xiangqi = new XiangqiView;
  MainWindow window({tetris, xiangqi});
  if (!tab.isEmpty()) window.showView(tab == QLatin1String("tetris") ? 0 : 1);
  window.show();
  if (parser.isSet(demoOption)) window.currentView()->startDemo();
  if (speed >= 0) tetris->setSpeed(speed);

  if (parser.isSet(shotOption)) {
    const QString file = parser.value(shotOption);
    QTimer::singleShot(delay, &window, [&window, file] {
      if (!window.grab().save(file)) {
        std::fprintf(stderr, "gameai-gui: cannot write the screenshot to %s\n", qPrintable(file));
        QCoreApplication::exit(1);
        return;
      }
      QCoreApplication::exit(0);
    });
  }
  return app.exec();
}
