#include "app_settings.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QStandardPaths>
#include <QTranslator>

#include "qt_dialogs.hpp"

namespace gameai::gui::app_settings {

namespace {
// The translators installed by installTranslation, removed when another language is chosen.
struct Installed {
  QPointer<QTranslator> ours;
  QPointer<QTranslator> qt;
  QString language;
};
Installed& installed() {
  static Installed state;
  return state;
}
}  // namespace

QString language() {
  return QSettings().value(QStringLiteral("language"), QStringLiteral("system")).toString();
}

void setLanguage(const QString& language) {
  QSettings().setValue(QStringLiteral("language"), language);
}

QString resolveLanguage(const QString& setting, const QString& systemLocaleName) {
  if (setting == QLatin1String("zh_CN")) return setting;
  if (setting == QLatin1String("en")) return {};
  // Simplified Chinese for mainland and Singapore locales; every other locale gets English.
  if (systemLocaleName.startsWith(QLatin1String("zh_CN")) ||
      systemLocaleName.startsWith(QLatin1String("zh_SG")) ||
      systemLocaleName.startsWith(QLatin1String("zh_Hans")) ||
      systemLocaleName == QLatin1String("zh"))
    return QStringLiteral("zh_CN");
  return {};
}

QString installTranslation(QCoreApplication& app, const QString& forced) {
  QString lang = resolveLanguage(forced.isEmpty() ? language() : forced, QLocale::system().name());
  Installed& now = installed();
  for (QPointer<QTranslator>* old : {&now.ours, &now.qt}) {
    if (*old) {
      QCoreApplication::removeTranslator(*old);
      delete old->data();
    }
  }
  now.language = lang;
  qt_dialogs::install(app);
  // Numbers and dates (the file dialog's Date Modified column too) in the interface's language:
  // the system's own formats while they are of that language, else the language's.
  const QLocale system = QLocale::system();
  if (lang.isEmpty())
    QLocale::setDefault(system.language() == QLocale::Chinese
                            ? QLocale(QLocale::English, QLocale::UnitedStates)
                            : system);
  else
    QLocale::setDefault(
        system.language() == QLocale::Chinese &&
                system.script() != QLocale::TraditionalChineseScript
            ? system
            : QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China));
  // English is the source language; its file only adds the plural forms ("1 game", "2 games").
  auto* ours = new QTranslator(&app);
  if (ours->load(QStringLiteral(":/i18n/gameai_%1.qm")
                     .arg(lang.isEmpty() ? QStringLiteral("en") : lang))) {
    QCoreApplication::installTranslator(ours);
    now.ours = ours;
  } else {
    delete ours;
  }
  if (lang.isEmpty()) return {};
  // Qt's own strings (standard buttons, About Qt) from the system's Qt translations.
  auto* qt = new QTranslator(&app);
  if (qt->load(QStringLiteral("qtbase_%1").arg(lang),
               QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
    QCoreApplication::installTranslator(qt);
    now.qt = qt;
  } else {
    delete qt;
  }
  return lang;
}

QString installedLanguage() {
  return installed().language;
}

QString fileDialogFolder() {
  QString last = QSettings().value(QStringLiteral("files/lastFolder")).toString();
  if (!last.isEmpty() && QFileInfo(last).isDir()) return last;
  QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  if (!documents.isEmpty() && QFileInfo(documents).isDir()) return documents;
  return QDir::homePath();
}

void rememberFileDialogFolder(const QString& file) {
  if (file.isEmpty()) return;
  const QFileInfo info(file);
  QSettings().setValue(QStringLiteral("files/lastFolder"),
                       info.isDir() ? info.absoluteFilePath() : info.absolutePath());
}

QByteArray tetrisStyle() {
  return QSettings().value(QStringLiteral("tetris/style")).toByteArray();
}

void setTetrisStyle(const QByteArray& json) {
  QSettings settings;
  if (json.isEmpty())
    settings.remove(QStringLiteral("tetris/style"));
  else
    settings.setValue(QStringLiteral("tetris/style"), json);
}

}  // namespace gameai::gui::app_settings
