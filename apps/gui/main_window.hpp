#pragma once
// The application window: one tab per game, a menu bar whose Game, AI and View menus are filled
// by the current game's page, a Help menu with the key bindings and About, and a status bar (a
// page's messages on the left, cut short with "…" where they do not fit, and its summary on the
// right). It keeps its geometry, the open tab and each page's settings with QSettings. Choosing a
// language in View > Language switches the whole application to it at once.

#include <QHash>
#include <QMainWindow>
#include <functional>

class QAction;
class QLabel;
class QMenu;
class QTabWidget;
class QTimer;

namespace gameai::gui {

class GameView;
class XiangqiEnginesDialog;
class XiangqiMatchDialog;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(const QList<GameView*>& views, QWidget* parent = nullptr);
  ~MainWindow() override;

  GameView* currentView() const;
  void showView(int index);
  // Shows `text` on the left of the status bar for `timeoutMs` (0: until the next message).
  void showStatusMessage(const QString& text, int timeoutMs = 5000);
  // The message shown now ("" when none), whole.
  QString statusMessage() const;
  // Switches the interface to `language` ("system", "en" or "zh_CN") now and keeps the choice.
  void setLanguage(const QString& language);

 protected:
  void closeEvent(QCloseEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void retranslateUi();
  void rebuildMenus();
  void showKeyBindings();
  void showAbout();
  void buildLanguageMenu(QMenu* menu);
  void addEngineMenu();
  void saveSettings();
  void checkRecords();

  QList<GameView*> m_views;
  QHash<GameView*, QString> m_summaries;  // each page's last summary
  // A message of the window's own (welcome, records), made again on a language change.
  std::function<QString()> m_ownMessage;
  void showOwnMessage(std::function<QString()> message, int timeoutMs = 5000);
  QTabWidget* m_tabs = nullptr;
  QMenu* m_gameMenu = nullptr;
  QMenu* m_aiMenu = nullptr;
  QMenu* m_viewMenu = nullptr;
  QMenu* m_helpMenu = nullptr;
  QAction* m_keysAction = nullptr;
  QAction* m_aboutAction = nullptr;
  QAction* m_aboutQtAction = nullptr;
  QLabel* m_message = nullptr;
  QTimer* m_messageTimer = nullptr;
  QLabel* m_summary = nullptr;
  QLabel* m_recordsWarning = nullptr;
  XiangqiEnginesDialog* m_enginesDialog = nullptr;
  XiangqiMatchDialog* m_matchDialog = nullptr;
};

}  // namespace gameai::gui
