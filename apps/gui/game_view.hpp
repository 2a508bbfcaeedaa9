#pragma once
// One game's page in the main window. The window owns the menu bar and the status bar; each
// page fills the Game, AI and View menus with its own actions while it is the current page, and
// reports short status messages. Settings are saved per page under its own group.

#include <QSettings>
#include <QWidget>

class QMenu;

namespace gameai::gui {

class GameView : public QWidget {
  Q_OBJECT
 public:
  using QWidget::QWidget;

  virtual QString title() const = 0;
  virtual void populateMenus(QMenu* game, QMenu* ai, QMenu* view) = 0;
  // Rows of (key, action) for the Help > Key bindings dialog.
  virtual QList<QPair<QString, QString>> keyBindings() const = 0;
  virtual void saveSettings(QSettings& settings) const = 0;
  virtual void loadSettings(const QSettings& settings) = 0;
  // Sets the page playing by itself, for screenshots and for a first look: the computer plays.
  virtual void startDemo() = 0;

 Q_SIGNALS:
  void statusMessage(const QString& text);
  // A permanent summary (score, whose turn) shown on the right of the status bar.
  void statusSummary(const QString& text);
};

}  // namespace gameai::gui
