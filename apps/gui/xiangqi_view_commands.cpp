// The xiangqi page's commands that are not moves: menus, key bindings, settings, FEN in and out,
// and storing the game in the records store.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSpinBox>
#include <QTextStream>
#include <algorithm>

#include "game_sounds.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_opponent_box.hpp"
#include "xiangqi_view.hpp"

namespace gameai::gui {

void XiangqiView::populateMenus(QMenu* game, QMenu* ai, QMenu* view) {
  game->addActions({m_newAction, m_undoAction, m_redoAction});
  game->addSeparator();
  game->addActions({m_openGameAction, m_saveGameAction, m_reviewAction, m_reviewStoredAction});
  game->addSeparator();
  game->addActions({m_copyFenAction, m_pasteFenAction, m_loadFenAction, m_saveFenAction});
  ai->addAction(m_hintAction);
  ai->addAction(m_analyseAction);
  QMenu* level = ai->addMenu(tr("&Level"));
  for (int i = 1; i <= 10; ++i) {
    QAction* a = level->addAction(QString::number(i));
    a->setCheckable(true);
    a->setChecked(m_levelBox->value() == i);
    connect(a, &QAction::triggered, this, [this, i] { setLevel(i); });
  }
  QMenu* mode = ai->addMenu(tr("&Mode"));
  for (int i = 0; i < m_modeBox->count(); ++i) {
    QAction* a = mode->addAction(m_modeBox->itemText(i));
    a->setCheckable(true);
    a->setChecked(m_modeBox->currentIndex() == i);
    connect(a, &QAction::triggered, this, [this, i] { setMode(Mode(i)); });
  }
  view->addAction(m_flipAction);
  if (!m_soundsAction) {
    m_soundsAction = new QAction(tr("&Sounds"), this);
    m_soundsAction->setCheckable(true);
    m_soundsAction->setChecked(soundsEnabled());
    connect(m_soundsAction, &QAction::toggled, this, &XiangqiView::setSoundsEnabled);
  }
  view->addAction(m_soundsAction);
}

void XiangqiView::setSoundsEnabled(bool on) {
  m_sounds->setEnabled(on);
  if (m_soundsAction && m_soundsAction->isChecked() != on) m_soundsAction->setChecked(on);
}

bool XiangqiView::soundsEnabled() const {
  return m_sounds->enabled();
}

// The sound of the move just made: game over outranks check, which outranks a capture.
void XiangqiView::playMoveSound() {
  if (!m_sounds->enabled() || m_game.ply() == 0) return;
  const xiangqi::Move last = m_game.last_move();
  const bool captured =
      snapshot(m_game, m_game.ply() - 1).pieces[std::size_t(last.to_sq())] != xiangqi::NO_PIECE;
  if (m_game.over())
    m_sounds->play(GameSounds::Sound::GameOver);
  else if (m_game.position().in_check())
    m_sounds->play(GameSounds::Sound::Check);
  else
    m_sounds->play(captured ? GameSounds::Sound::Capture : GameSounds::Sound::Move);
}

QList<QPair<QString, QString>> XiangqiView::keyBindings() const {
  return {
      {tr("Click a piece, then a point"), tr("Move (or drag the piece)")},
      {m_undoAction->shortcut().toString(QKeySequence::NativeText), tr("Undo 悔棋")},
      {m_redoAction->shortcut().toString(QKeySequence::NativeText), tr("Redo")},
      {m_newAction->shortcut().toString(QKeySequence::NativeText), tr("New game")},
      {QStringLiteral("H"), tr("Hint: the engine's move as an arrow")},
      {QStringLiteral("F"), tr("Flip the board")},
      {QStringLiteral("A"), tr("Analysis: the engine's lines as arrows, until A again")},
      {m_copyFenAction->shortcut().toString(QKeySequence::NativeText), tr("Copy FEN")},
      {m_pasteFenAction->shortcut().toString(QKeySequence::NativeText), tr("Paste FEN")},
      {m_openGameAction->shortcut().toString(QKeySequence::NativeText),
       tr("Open a game (PGN, XQF)")},
      {m_saveGameAction->shortcut().toString(QKeySequence::NativeText), tr("Save the game as PGN")},
      {m_reviewAction->shortcut().toString(QKeySequence::NativeText),
       tr("Review the game with the engine")},
      {m_loadFenAction->shortcut().toString(QKeySequence::NativeText), tr("Open FEN file")},
      {m_saveFenAction->shortcut().toString(QKeySequence::NativeText), tr("Save FEN file")},
  };
}

void XiangqiView::saveSettings(QSettings& settings) const {
  settings.setValue(QStringLiteral("mode"), m_modeBox->currentIndex());
  settings.setValue(QStringLiteral("side"), m_sideBox->currentIndex());
  settings.setValue(QStringLiteral("level"), m_levelBox->value());
  settings.setValue(QStringLiteral("notation"), m_notationBox->currentIndex());
  m_opponentBox->save(settings);
  settings.setValue(QStringLiteral("clockMs"), m_clockBase);
  settings.setValue(QStringLiteral("clockIncrementMs"), m_clockIncrement);
  settings.setValue(QStringLiteral("sounds"), soundsEnabled());
}

void XiangqiView::loadSettings(const QSettings& settings) {
  m_levelBox->setValue(settings.value(QStringLiteral("level"), 3).toInt());
  m_opponentBox->load(settings);
  setClock(settings.value(QStringLiteral("clockMs"), 0).toLongLong(),
           settings.value(QStringLiteral("clockIncrementMs"), 0).toLongLong());
  if (m_game.ply() == 0) {  // the game not yet begun plays under the saved time control
    m_clock.reset(m_clockBase, m_clockIncrement);
    updateClocks();
  }
  setSoundsEnabled(settings.value(QStringLiteral("sounds"), false).toBool());
  m_notationBox->setCurrentIndex(
      std::clamp(settings.value(QStringLiteral("notation"), 0).toInt(), 0, 2));
  m_sideBox->setCurrentIndex(std::clamp(settings.value(QStringLiteral("side"), 0).toInt(), 0, 1));
  m_modeBox->setCurrentIndex(std::clamp(settings.value(QStringLiteral("mode"), 0).toInt(), 0, 2));
}

// Brings the stored game up to the game as it stands (finished or not): called after every
// move and when the game is left. A game continued after an undo at its end is stored again as
// a new game.
void XiangqiView::recordGame() {
  GameRecords::XiangqiSeats seats;
  const Mode mode = Mode(m_modeBox->currentIndex());
  const bool humanRed = m_sideBox->currentIndex() == 0;
  seats.redHuman = mode == Mode::HumanVsHuman || (mode == Mode::HumanVsComputer && humanRed);
  seats.blackHuman = mode == Mode::HumanVsHuman || (mode == Mode::HumanVsComputer && !humanRed);
  seats.level = m_levelBox->value();
  if (m_opponentBox->external())
    seats.externalEngine =
        (m_opponentBox->ucci() ? "ucci:" : "uci:") + m_opponentBox->command().toStdString();
  const QString before = m_records.lastError();
  m_records.syncXiangqi(m_game, seats);
  if (m_records.lastError() != before)
    Q_EMIT statusMessage(tr("The game was not recorded: %1").arg(m_records.lastError()));
}

bool XiangqiView::loadFen(const QString& fen, QString* error) {
  std::string why;
  cancelSearch();
  xiangqi::Game probe;
  if (!probe.reset(fen.trimmed().toStdString(), &why)) {
    if (error) *error = QString::fromStdString(why);
    return false;
  }
  recordGame();
  m_records.endXiangqi();
  if (!m_game.reset(fen.trimmed().toStdString(), &why)) {
    if (error) *error = QString::fromStdString(why);
    return false;
  }
  m_redName.clear();
  m_blackName.clear();
  m_clock.reset(m_clockBase, m_clockIncrement);
  updateClocks();
  m_selected = -1;
  m_viewPly = -1;
  clearEngineInfo();
  refreshMoveList();
  maybeStartComputer();
  refresh();
  return true;
}

void XiangqiView::copyFen() {
  QApplication::clipboard()->setText(QString::fromStdString(m_game.fen()));
  Q_EMIT statusMessage(tr("FEN copied to the clipboard."));
}

void XiangqiView::pasteFen() {
  QString error;
  const QString text = QApplication::clipboard()->text();
  if (!loadFen(text, &error))
    QMessageBox::warning(this, tr("Paste FEN"),
                         tr("The clipboard does not hold a valid FEN: %1").arg(error));
}

void XiangqiView::loadFenFromFile() {
  const QString path = QFileDialog::getOpenFileName(this, tr("Open FEN file"), {},
                                                    tr("FEN files (*.fen *.txt);;All files (*)"));
  if (path.isEmpty()) return;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
    QMessageBox::warning(this, tr("Open FEN file"),
                         tr("Cannot read %1: %2").arg(path, file.errorString()));
    return;
  }
  const QString line = QTextStream(&file).readLine();
  QString error;
  if (!loadFen(line, &error))
    QMessageBox::warning(this, tr("Open FEN file"),
                         tr("%1 does not start with a valid FEN: %2").arg(path, error));
}

void XiangqiView::saveFenToFile() {
  const QString path =
      QFileDialog::getSaveFileName(this, tr("Save FEN file"), QStringLiteral("position.fen"),
                                   tr("FEN files (*.fen);;All files (*)"));
  if (path.isEmpty()) return;
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Text | QIODevice::Truncate)) {
    QMessageBox::warning(this, tr("Save FEN file"),
                         tr("Cannot write %1: %2").arg(path, file.errorString()));
    return;
  }
  QTextStream(&file) << QString::fromStdString(m_game.fen()) << '\n';
  Q_EMIT statusMessage(tr("Saved %1").arg(path));
}

}  // namespace gameai::gui
