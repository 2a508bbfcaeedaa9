// gameai-gui: the desktop application. Plays Tetris (by hand, by the AI, or both in turn) and
// xiangqi against the computer.
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QPointer>
#include <QTimer>
#include <cstdio>
#include <cstdlib>
#include <optional>

#include "app_settings.hpp"
#include "game_records.hpp"
#include "main_window.hpp"
#include "tetris_versus_window.hpp"
#include "tetris_view.hpp"
#include "xiangqi_review_dialog.hpp"
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

// What the command line asked for; parsed before the display is needed, so that --help,
// --version and usage errors work on a machine without one.
struct Options {
  QString tab;
  QString language;
  QString screenshot;
  QString db;
  int delay = 3000;
  int speed = -1;
  bool demo = false;
  QString open;  // a xiangqi game file to open
  bool review = false;
  bool analyse = false;
  bool versus = false;
};

// Parses the arguments; returns the exit code when the program ends here (help, version, usage
// error), nullopt when the window should open.
std::optional<int> parseOptions(const QStringList& arguments, Options& out) {
  using gameai::gui::TetrisView;
  QCommandLineParser parser;
  parser.setApplicationDescription(
      QStringLiteral("Tetris and xiangqi with computer players. Without options the window opens "
                     "on the game played last."));
  const QCommandLineOption helpOption(QStringList{QStringLiteral("h"), QStringLiteral("help")},
                                      QStringLiteral("Show this help and exit."));
  const QCommandLineOption versionOption(
      QStringList{QStringLiteral("v"), QStringLiteral("version")},
      QStringLiteral("Show the version and exit."));
  const QCommandLineOption tabOption(QStringLiteral("tab"),
                                     QStringLiteral("Open on a game: tetris or xiangqi."),
                                     QStringLiteral("game"));
  const QCommandLineOption languageOption(
      QStringLiteral("language"),
      QStringLiteral("Interface language for this run: en or zh_CN (default: the setting, "
                     "else the system locale)."),
      QStringLiteral("lang"));
  const QCommandLineOption dbOption(
      QStringLiteral("db"),
      QStringLiteral("The records database (default: $GAMEAI_DB, else the user's data folder)."),
      QStringLiteral("file"));
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
      QStringLiteral("Speed of the Tetris AI, 0 (1 piece a second) to 6 (as fast as the "
                     "machine can)."),
      QStringLiteral("n"));
  const QCommandLineOption openOption(
      QStringLiteral("open"),
      QStringLiteral("Open a xiangqi game file (PGN in any notation, or XQF): its first game."),
      QStringLiteral("file"));
  const QCommandLineOption reviewOption(
      QStringLiteral("review"), QStringLiteral("Open the review window on the xiangqi game."));
  const QCommandLineOption analyseOption(
      QStringLiteral("analyse"), QStringLiteral("Analyse the xiangqi position (analysis mode)."));
  const QCommandLineOption versusOption(
      QStringLiteral("versus"),
      QStringLiteral("Open Tetris versus (with --demo: the AI against the AI)."));
  parser.addOptions({helpOption, versionOption, tabOption, languageOption, dbOption, demoOption,
                     shotOption, delayOption, speedOption, versusOption, openOption, reviewOption,
                     analyseOption});
  auto usage = [](const QString& message) {
    std::fprintf(stderr, "gameai-gui: %s\nTry 'gameai-gui --help'.\n", qPrintable(message));
    return 2;
  };
  if (!parser.parse(arguments)) return usage(parser.errorText());
  if (parser.isSet(helpOption)) {
    // Without an application object Qt cannot know the program's name.
    QString help = parser.helpText();
    help.replace(QStringLiteral("<executable_name>"), QStringLiteral("gameai-gui"));
    std::fputs(qPrintable(help), stdout);
    return 0;
  }
  if (parser.isSet(versionOption)) {
    std::printf("gameai-gui %s\n", GAMEAI_VERSION);
    return 0;
  }
  if (!parser.positionalArguments().isEmpty())
    return usage(
        QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().first()));

  out.tab = parser.value(tabOption);
  if (!out.tab.isEmpty() && out.tab != QLatin1String("tetris") &&
      out.tab != QLatin1String("xiangqi"))
    return usage(QStringLiteral("--tab takes tetris or xiangqi, not '%1'").arg(out.tab));
  out.language = parser.value(languageOption);
  if (!out.language.isEmpty() && out.language != QLatin1String("en") &&
      out.language != QLatin1String("zh_CN"))
    return usage(QStringLiteral("--language takes en or zh_CN, not '%1'").arg(out.language));
  out.db = parser.value(dbOption);
  if (parser.isSet(dbOption) && out.db.isEmpty())
    return usage(QStringLiteral("--db takes a file name"));
  bool delayOk = false;
  out.delay = parser.value(delayOption).toInt(&delayOk);
  if (!delayOk || out.delay < 0)
    return usage(QStringLiteral("--screenshot-delay takes milliseconds, not '%1'")
                     .arg(parser.value(delayOption)));
  if (parser.isSet(speedOption)) {
    bool ok = false;
    out.speed = parser.value(speedOption).toInt(&ok);
    if (!ok || out.speed < 0 || out.speed >= TetrisView::SPEED_COUNT)
      return usage(QStringLiteral("--ai-speed takes 0 to %1, not '%2'")
                       .arg(TetrisView::SPEED_COUNT - 1)
                       .arg(parser.value(speedOption)));
  }
  out.screenshot = parser.value(shotOption);
  out.demo = parser.isSet(demoOption);
  out.open = parser.value(openOption);
  out.review = parser.isSet(reviewOption);
  out.analyse = parser.isSet(analyseOption);
  out.versus = parser.isSet(versusOption);
  return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace gameai::gui;
  QStringList arguments;
  for (int i = 0; i < argc; ++i) arguments << QString::fromLocal8Bit(argv[i]);
  Options options;
  if (const std::optional<int> code = parseOptions(arguments, options)) return *code;
  if (!displayAvailable()) {
    std::fputs(
        "gameai-gui: no display found (DISPLAY and WAYLAND_DISPLAY are unset); run it on a "
        "desktop, or watch the AI in the terminal: gameai tetris watch\n",
        stderr);
    return 1;
  }
  if (!options.db.isEmpty()) GameRecords::setDatabasePath(options.db);
  QApplication app(argc, argv);
  QCoreApplication::setOrganizationName(QString::fromLatin1(app_settings::ORGANIZATION));
  QCoreApplication::setApplicationName(QString::fromLatin1(app_settings::APPLICATION));
  QCoreApplication::setApplicationVersion(QStringLiteral(GAMEAI_VERSION));
  QGuiApplication::setDesktopFileName(QStringLiteral("gameai-gui"));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/gameai-gui.svg")));
  app_settings::installTranslation(app, options.language);

  auto* tetris = new TetrisView;
  auto* xiangqi = new XiangqiView;
  MainWindow window({tetris, xiangqi});
  if (!options.tab.isEmpty()) window.showView(options.tab == QLatin1String("tetris") ? 0 : 1);
  window.show();
  if (options.demo) window.currentView()->startDemo();
  if (options.speed >= 0) tetris->setSpeed(options.speed);
  // The screenshot shows the window asked for (versus, review), else the main window.
  QPointer<QWidget> shown = &window;
  if (options.versus) {
    TetrisVersusWindow* versus = tetris->showVersus();
    if (options.demo) versus->setMode(TetrisVersusWindow::Mode::AiVsAi);
    if (options.speed >= 0) versus->setSpeed(options.speed);
    shown = versus;
  }
  if (!options.open.isEmpty()) {
    window.showView(1);
    // A file that cannot be opened is said in the window, which opens all the same.
    QString error;
    if (!xiangqi->openGameOrSay(options.open, &error))
      std::fprintf(stderr, "gameai-gui: %s\n", qPrintable(error));
  }
  if (options.analyse) {
    window.showView(1);
    xiangqi->setAnalysing(true);
  }
  if (options.review) {
    window.showView(1);
    shown = xiangqi->reviewGame();
  }

  if (!options.screenshot.isEmpty()) {
    const QString file = options.screenshot;
    QTimer::singleShot(options.delay, &window, [&window, shown, file] {
      QWidget* target = shown ? shown.data() : &window;
      if (!target->grab().save(file)) {
        std::fprintf(stderr, "gameai-gui: cannot write the screenshot to %s\n", qPrintable(file));
        QCoreApplication::exit(1);
        return;
      }
      QCoreApplication::exit(0);
    });
  }
  return app.exec();
}
