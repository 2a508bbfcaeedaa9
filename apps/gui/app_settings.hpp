#pragma once
// Application-wide settings and the user-interface language. The language setting is "system"
// (follow the locale), "en" or "zh_CN"; it takes effect at the next start, as in most desktop
// applications, because every widget's text is set when the widget is built.

#include <QString>

class QCoreApplication;

namespace gameai::gui {

namespace app_settings {

constexpr const char* ORGANIZATION = "gameai";
constexpr const char* APPLICATION = "gameai-gui";

QString language();
void setLanguage(const QString& language);
// The translation to load for a language setting and the system locale: "zh_CN" or "" (English).
QString resolveLanguage(const QString& setting, const QString& systemLocaleName);
// Loads the embedded translation for `forced` if given, else for the language setting and
// the system locale; returns the language installed ("" for English).
QString installTranslation(QCoreApplication& app, const QString& forced = {});

}  // namespace app_settings
}  // namespace gameai::gui
