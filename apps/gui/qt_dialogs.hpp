#pragma once
// Qt's own dialogs (the file dialog above all) in the interface's language, as far as Qt leaves
// it to the application. Qt's translations (qtbase_*.qm) are installed beside ours by
// app_settings::installTranslation; this adds what they leave out:
// - the few strings Debian's Qt 6.4 translations lack (a folder's type, "Drive"), translated in
//   our own .ts files under Qt's contexts;
// - the dates of the file dialog's Date Modified column, which Qt writes in the system's locale
//   whatever the language: a delegate on the dialog's detail view writes them in QLocale(),
//   which follows the interface language.

#include <QStyledItemDelegate>

class QCoreApplication;

namespace gameai::gui {

// Formats the Date Modified column of a file dialog's detail view in the default QLocale.
class FileDateDelegate : public QStyledItemDelegate {
  Q_OBJECT
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  // The text shown for `index`: its date in QLocale()'s short format on the date column, else
  // what the model says.
  static QString text(const QModelIndex& index);

 protected:
  void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

namespace qt_dialogs {
// Watches the application's windows: every Qt file dialog shown gets the date delegate. Once
// per application; later calls do nothing.
void install(QCoreApplication& app);
}  // namespace qt_dialogs

}  // namespace gameai::gui
