#include "qt_dialogs.hpp"

#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QLocale>
#include <QPointer>
#include <QTreeView>

namespace gameai::gui {

namespace {

// Strings Qt asks its translators for that Debian's qtbase_zh_CN.qm (Qt 6.4) does not have, with
// Qt's own contexts and disambiguations: lupdate lists them in our .ts files, whose translator
// then answers for them.
[[maybe_unused]] constexpr const char* QT_MISSING_FOLDER[2] =
    QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms");
[[maybe_unused]] constexpr const char* QT_MISSING[] = {
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QShortcut", "Control"),
};

// The date column of QFileSystemModel.
constexpr int DATE_COLUMN = 3;

const QFileSystemModel* fileModelOf(const QModelIndex& index) {
  return qobject_cast<const QFileSystemModel*>(index.model());
}

// Gives each file dialog's detail view the date delegate when the dialog is shown.
class DialogWatcher : public QObject {
 public:
  using QObject::QObject;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Show)
      if (auto* dialog = qobject_cast<QFileDialog*>(watched))
        for (QTreeView* view : dialog->findChildren<QTreeView*>())
          if (!qobject_cast<FileDateDelegate*>(view->itemDelegateForColumn(DATE_COLUMN)))
            view->setItemDelegateForColumn(DATE_COLUMN, new FileDateDelegate(view));
    return QObject::eventFilter(watched, event);
  }
};

}  // namespace

QString FileDateDelegate::text(const QModelIndex& index) {
  const QFileSystemModel* model = fileModelOf(index);
  if (model && index.column() == DATE_COLUMN) {
    const QDateTime modified = model->lastModified(index);
    if (modified.isValid()) return QLocale().toString(modified, QLocale::ShortFormat);
  }
  return index.data().toString();
}

void FileDateDelegate::initStyleOption(QStyleOptionViewItem* option,
                                       const QModelIndex& index) const {
  QStyledItemDelegate::initStyleOption(option, index);
  if (fileModelOf(index) && index.column() == DATE_COLUMN) option->text = text(index);
}

namespace qt_dialogs {

void install(QCoreApplication& app) {
  static QPointer<QObject> watcher;
  if (watcher) return;
  watcher = new DialogWatcher(&app);
  app.installEventFilter(watcher);
}

}  // namespace qt_dialogs

}  // namespace gameai::gui
