#include "app_settings.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace gameai::gui::app_settings {

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
  const QString lang =
      resolveLanguage(forced.isEmpty() ? language() : forced, QLocale::system().name());
  // English is the source language; its file only adds the plural forms ("1 game", "2 games").
  auto* ours = new QTranslator(&app);
  if (ours->load(
          QStringLiteral(":/i18n/gameai_%1.qm").arg(lang.isEmpty() ? QStringLiteral("en") : lang)))
    QCoreApplication::installTranslator(ours);
  else
    delete ours;
  if (lang.isEmpty()) return {};
  // Qt's own strings (standard buttons, About Qt) from the system's Qt translations.
  auto* qt = new QTranslator(&app);
  if (qt->load(QStringLiteral("qtbase_%1").arg(lang),
               QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
    QCoreApplication::installTranslator(qt);
  else
    delete qt;
  return lang;
}

}  // namespace gameai::gui::app_settings
