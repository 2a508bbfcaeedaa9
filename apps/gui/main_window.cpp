#include "main_window.hpp"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "app_settings.hpp"
#include "game_records.hpp"
#include "game_view.hpp"
#include "xiangqi_engines_dialog.hpp"
#include "xiangqi_match_dialog.hpp"
#include "xiangqi_view.hpp"

namespace gameai::gui {

namespace {
// A one-line label that cuts its text short with "…" where it does not fit (the whole text is
// its tooltip), so that a long message never runs into the widgets beside it.
class ElidedLabel : public QLabel {
 public:
  using QLabel::QLabel;
  QSize minimumSizeHint() const override { return {0, QLabel::minimumSizeHint().height()}; }
  QSize sizeHint() const override { return {0, QLabel::sizeHint().height()}; }

 protected:
  void paintEvent(QPaintEvent*) override {
    QPainter painter(this);
    const QRect area = contentsRect();
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(area, Qt::AlignLeading | Qt::AlignVCenter | Qt::TextSingleLine,
                     fontMetrics().elidedText(text(), Qt::ElideRight, area.width()));
  }
};
}  // namespace

MainWindow::MainWindow(const QList<GameView*>& views, QWidget* parent)
    : QMainWindow(parent), m_views(views) {
  setWindowTitle(QStringLiteral("gameai"));
  setWindowIcon(QIcon(QStringLiteral(":/gameai-gui.svg")));
  m_tabs = new QTabWidget(this);
  m_tabs->setDocumentMode(true);
  for (GameView* view : m_views) {
    m_tabs->addTab(view, view->title());
    connect(view, &GameView::statusMessage, this,
            [this](const QString& text) { showStatusMessage(text); });
    connect(view, &GameView::statusSummary, this, [this, view](const QString& text) {
      m_summaries[view] = text;
      if (view == currentView()) m_summary->setText(text);
    });
  }
  setCentralWidget(m_tabs);

  m_gameMenu = menuBar()->addMenu(QString());
  m_aiMenu = menuBar()->addMenu(QString());
  m_viewMenu = menuBar()->addMenu(QString());
  m_helpMenu = menuBar()->addMenu(QString());
  m_keysAction = m_helpMenu->addAction(QString(), this, &MainWindow::showKeyBindings);
  m_keysAction->setShortcut(QKeySequence::HelpContents);
  m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
  m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);

  // The page's messages on the left, its summary on the right, a gap between them.
  m_message = new ElidedLabel(this);
  m_message->setObjectName(QStringLiteral("statusMessage"));
  m_messageTimer = new QTimer(this);
  m_messageTimer->setSingleShot(true);
  connect(m_messageTimer, &QTimer::timeout, m_message, [this] { showStatusMessage({}, 0); });
  statusBar()->addWidget(m_message, 1);
  m_summary = new QLabel(this);
  m_summary->setObjectName(QStringLiteral("statusSummary"));
  m_summary->setContentsMargins(12, 0, 4, 0);
  statusBar()->addPermanentWidget(m_summary);
  retranslateUi();
  showOwnMessage([] { return tr("Welcome. Press F1 for the key bindings."); });

  QSettings settings;
  for (GameView* view : m_views) {
    settings.beginGroup(view->objectName());
    view->loadSettings(settings);
    settings.endGroup();
  }
  // A default size that shows both games comfortably: two thirds of the screen, at most 1280x860.
  const QRect avail = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 860);
  resize(std::min(1280, avail.width() * 2 / 3 + 200), std::min(860, avail.height() * 5 / 6));
  restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
  restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
  const int tab = settings.value(QStringLiteral("window/tab"), 0).toInt();
  connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::rebuildMenus);
  m_tabs->setCurrentIndex(std::clamp(tab, 0, int(m_views.size()) - 1));
  rebuildMenus();
  QTimer::singleShot(0, this, &MainWindow::checkRecords);
}

// The pages outlive the window's members (they are its children): what they say while they close
// must not reach it.
MainWindow::~MainWindow() {
  for (GameView* view : m_views) disconnect(view, nullptr, this, nullptr);
}

// The records store is opened once at start, so that a store that cannot be used (not a SQLite
// file, a newer schema, a read-only folder) is said at once, in the status bar for the whole run
// and in a dialog, not found out later in the replay window.
void MainWindow::checkRecords() {
  GameRecords probe;
  if (probe.store()) return;
  const QString error = probe.lastError();
  m_recordsWarning = new QLabel(tr("Games are not recorded"), this);
  m_recordsWarning->setObjectName(QStringLiteral("recordsWarning"));
  m_recordsWarning->setStyleSheet(QStringLiteral("color: #b00020;"));
  m_recordsWarning->setToolTip(error);
  statusBar()->addPermanentWidget(m_recordsWarning);
  showOwnMessage([error] { return tr("Games are not recorded: %1").arg(error); }, 15000);
  auto* box = new QMessageBox(
      QMessageBox::Warning, tr("Records"),
      tr("Games are not recorded: the records store %1 cannot be used.").arg(probe.path()),
      QMessageBox::Close, this);
  box->setObjectName(QStringLiteral("recordsDialog"));
  box->setInformativeText(
      tr("%1\n\nStart gameai-gui with --db FILE (or set GAMEAI_DB) to use another file.")
          .arg(error));
  box->button(QMessageBox::Close)->setText(tr("Close"));
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

void MainWindow::showOwnMessage(std::function<QString()> message, int timeoutMs) {
  showStatusMessage(message(), timeoutMs);
  m_ownMessage = std::move(message);
}

void MainWindow::showStatusMessage(const QString& text, int timeoutMs) {
  m_ownMessage = nullptr;  // the pages say theirs again in a new language themselves
  m_message->setText(text);
  m_message->setToolTip(text);
  m_message->update();
  if (timeoutMs > 0 && !text.isEmpty())
    m_messageTimer->start(timeoutMs);
  else
    m_messageTimer->stop();
}

QString MainWindow::statusMessage() const {
  return m_message->text();
}

void MainWindow::retranslateUi() {
  m_gameMenu->setTitle(tr("&Game"));
  m_aiMenu->setTitle(tr("&AI"));
  m_viewMenu->setTitle(tr("&View"));
  m_helpMenu->setTitle(tr("&Help"));
  m_keysAction->setText(tr("&Key bindings"));
  m_aboutAction->setText(tr("&About gameai"));
  m_aboutQtAction->setText(tr("About &Qt"));
  if (m_recordsWarning) m_recordsWarning->setText(tr("Games are not recorded"));
  // A message of the window's own, said again in the new language (it keeps its timeout).
  if (m_ownMessage) {
    m_message->setText(m_ownMessage());
    m_message->setToolTip(m_message->text());
  }
  for (int i = 0; i < m_views.size(); ++i) m_tabs->setTabText(i, m_views[i]->title());
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    retranslateUi();
    // The pages retranslate their actions after the window (children get the event after it):
    // the menus are rebuilt once they have.
    QTimer::singleShot(0, this, &MainWindow::rebuildMenus);
  }
  QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString& language) {
  app_settings::setLanguage(language);
  app_settings::installTranslation(*QCoreApplication::instance());
}

GameView* MainWindow::currentView() const {
  return qobject_cast<GameView*>(m_tabs->currentWidget());
}

void MainWindow::showView(int index) {
  m_tabs->setCurrentIndex(index);
}

// The Game, AI and View menus belong to the page on show; the View menu also carries the
// window-wide entries (full screen, language).
void MainWindow::rebuildMenus() {
  // Submenus (speed, level, language) belong to the page that built them: drop them with it.
  for (QMenu* menu : {m_gameMenu, m_aiMenu, m_viewMenu}) {
    for (QMenu* sub : menu->findChildren<QMenu*>(Qt::FindDirectChildrenOnly)) sub->deleteLater();
    menu->clear();
  }
  GameView* view = currentView();
  if (view) {
    view->populateMenus(m_gameMenu, m_aiMenu, m_viewMenu);
    view->setFocus();
    if (view->inherits("gameai::gui::XiangqiView")) addEngineMenu();
  }
  m_gameMenu->addSeparator();
  QAction* quit = m_gameMenu->addAction(tr("&Quit"), this, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);
  m_viewMenu->addSeparator();
  QAction* full = m_viewMenu->addAction(tr("&Full screen"));
  full->setCheckable(true);
  full->setChecked(isFullScreen());
  full->setShortcut(QKeySequence::FullScreen);
  connect(full, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });
  buildLanguageMenu(m_viewMenu->addMenu(tr("&Language")));
  m_summary->setText(m_summaries.value(view));
}

// The xiangqi page's AI menu also opens the engine manager and the engine matches, windows of
// their own that stay open beside the board.
void MainWindow::addEngineMenu() {
  m_aiMenu->addSeparator();
  m_aiMenu->addAction(tr("&Engines…"), this, [this] {
    if (!m_enginesDialog) {
      m_enginesDialog = new XiangqiEnginesDialog(this);
      // The opponent box offers the manager's engines, with the values set there.
      connect(m_enginesDialog, &XiangqiEnginesDialog::enginesChanged, this, [this] {
        for (XiangqiView* view : findChildren<XiangqiView*>()) view->reloadEngines();
      });
    }
    m_enginesDialog->show();
    m_enginesDialog->raise();
  });
  m_aiMenu->addAction(tr("Engine &match…"), this, [this] {
    // A new match window reads the engines as the manager keeps them now.
    if (m_matchDialog && !m_matchDialog->running()) {
      m_matchDialog->deleteLater();
      m_matchDialog = nullptr;
    }
    if (!m_matchDialog) {
      m_matchDialog = new XiangqiMatchDialog(this);
      // Its move list is written in the notation the page's move list uses, and follows it.
      if (XiangqiView* page = findChild<XiangqiView*>()) {
        m_matchDialog->setNotation(page->notation());
        connect(page, &XiangqiView::notationChanged, m_matchDialog,
                [dialog = m_matchDialog, page] { dialog->setNotation(page->notation()); });
      }
    }
    m_matchDialog->show();
    m_matchDialog->raise();
  });
}

void MainWindow::buildLanguageMenu(QMenu* menu) {
  auto* group = new QActionGroup(menu);
  const QString current = app_settings::language();
  const QPair<QString, QString> choices[] = {
      {QStringLiteral("system"), tr("System default")},
      {QStringLiteral("en"), QStringLiteral("English")},
      {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
  };
  for (const auto& [code, label] : choices) {
    QAction* a = menu->addAction(label);
    a->setCheckable(true);
    a->setChecked(code == current);
    group->addAction(a);
    connect(a, &QAction::triggered, this, [this, code = code] { setLanguage(code); });
  }
}

void MainWindow::showKeyBindings() {
  GameView* view = currentView();
  if (!view) return;
  QDialog dialog(this);
  dialog.setWindowTitle(tr("Key bindings: %1").arg(view->title()));
  auto* layout = new QVBoxLayout(&dialog);
  const auto rows = view->keyBindings();
  auto* table = new QTableWidget(int(rows.size()), 2, &dialog);
  table->setHorizontalHeaderLabels({tr("Key"), tr("Action")});
  table->verticalHeader()->hide();
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->horizontalHeader()->setStretchLastSection(true);
  for (int i = 0; i < rows.size(); ++i) {
    table->setItem(i, 0, new QTableWidgetItem(rows[i].first));
    table->setItem(i, 1, new QTableWidgetItem(rows[i].second));
  }
  table->resizeColumnsToContents();
  layout->addWidget(table);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
  // Ours, not Qt's: Qt's own translations may not be installed.
  buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  layout->addWidget(buttons);
  dialog.resize(460, 420);
  dialog.exec();
}

void MainWindow::showAbout() {
  QMessageBox::about(
      this, tr("About gameai"),
      tr("<h3>gameai %1</h3>"
         "<p>Computer players for Tetris and Xiangqi (Chinese chess).</p>"
         "<p>Play Tetris by hand and hand the game to the AI and back at any moment; "
         "play xiangqi against the computer at a strength from 1 to 10.</p>")
          .arg(QStringLiteral(GAMEAI_VERSION)));
}

void MainWindow::saveSettings() {
  QSettings settings;
  settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
  settings.setValue(QStringLiteral("window/state"), saveState());
  settings.setValue(QStringLiteral("window/tab"), m_tabs->currentIndex());
  for (GameView* view : m_views) {
    settings.beginGroup(view->objectName());
    view->saveSettings(settings);
    settings.endGroup();
  }
}

void MainWindow::closeEvent(QCloseEvent* event) {
  saveSettings();
  event->accept();
}

}  // namespace gameai::gui
