#pragma once
// The application window: one tab per game, a menu bar whose Game, AI and View menus are filled
// by the current game's page, a Help menu with the key bindings and About, and a status bar. It
// keeps its geometry, the open tab and each page's settings with QSettings.

#include <QMainWindow>

class QLabel;
class QMenu;
class QTabWidget;

namespace gameai::gui {

class GameView;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  explicit MainWindow(const QList<GameView*>& views, QWidget* parent = nullptr);
  ~MainWindow() override;

  GameView* currentView() const;
  void showView(int index);

 protected:
  void closeEvent(QCloseEvent* event) override;

 private:
  void rebuildMenus();
  void showKeyBindings();
  void showAbout();
  void buildLanguageMenu(QMenu* menu);
  void saveSettings();
  void checkRecords();

  QList<GameView*> m_views;
  QTabWidget* m_tabs = nullptr;
  QMenu* m_gameMenu = nullptr;
  QMenu* m_aiMenu = nullptr;
  QMenu* m_viewMenu = nullptr;
  QLabel* m_summary = nullptr;
};

}  // namespace gameai::gui
