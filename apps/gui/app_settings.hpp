#pragma once
// Application-wide settings: the user-interface language and the folder file dialogs start in.
// The language setting is "system" (follow the locale), "en" or "zh_CN". Choosing another one
// takes effect at once: the translators are swapped, Qt sends every window a LanguageChange
// event, and each window, menu and page sets its texts again.

#include <QByteArray>
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
// the system locale, in place of any installed before; returns the language installed ("" for
// English).
QString installTranslation(QCoreApplication& app, const QString& forced = {});
// The language installed now: "zh_CN" or "" (English).
QString installedLanguage();

// The folder a file dialog starts in: the folder of the file chosen last in any file dialog of
// the app, else the user's documents folder (else the home folder).
QString fileDialogFolder();
// `file` (or folder) was just chosen in a file dialog: the next dialog starts in its folder.
void rememberFileDialogFolder(const QString& file);

// The Tetris weights fitted to the player's own games (Learn my style, tetris_style.hpp): one
// JSON object with the fit's figures and the weights; empty when none was fitted.
QByteArray tetrisStyle();
void setTetrisStyle(const QByteArray& json);

}  // namespace app_settings
}  // namespace gameai::gui
