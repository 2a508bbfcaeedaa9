// The xiangqi page's menus, key bindings, settings, sounds and the position editor.
#include <QAction>
#include <QMenu>
#include <QSplitter>
#include <algorithm>

#include "game_files/xiangqi_pgn.hpp"
#include "game_files/xiangqi_replay.hpp"
#include "game_sounds.hpp"
#include "xiangqi_board_panel.hpp"
#include "xiangqi_board_widget.hpp"
#include "xiangqi_editor.hpp"
#include "xiangqi_game_panel.hpp"
#include "xiangqi_view.hpp"

namespace gameai::gui {

void XiangqiView::populateMenus(QMenu* game, QMenu* ai, QMenu* view) {
  game->addActions({m_newAction, m_undoAction, m_redoAction});
  game->addSeparator();
  game->addActions({m_openGameAction, m_saveGameAction, m_reviewAction, m_reviewStoredAction});
  game->addSeparator();
  game->addActions(
      {m_copyFenAction, m_pasteFenAction, m_loadFenAction, m_saveFenAction, m_editPositionAction});
  ai->addAction(m_hintAction);
  ai->addAction(m_analyseAction);
  QMenu* level = ai->addMenu(tr("&Level"));
  for (int i = 1; i <= 10; ++i) {
    QAction* a = level->addAction(QString::number(i));
    a->setCheckable(true);
    a->setChecked(m_players->level() == i);
    connect(a, &QAction::triggered, this, [this, i] { setLevel(i); });
  }
  QMenu* mode = ai->addMenu(tr("&Mode"));
  const QStringList modes = m_players->modeNames();
  for (int i = 0; i < modes.size(); ++i) {
    QAction* a = mode->addAction(modes[i]);
    a->setCheckable(true);
    a->setChecked(int(m_players->mode()) == i);
    connect(a, &QAction::triggered, this, [this, i] { setMode(Mode(i)); });
  }
  view->addAction(m_flipAction);
  view->addAction(m_soundsAction);
}

void XiangqiView::setSoundsEnabled(bool on) {
  m_sounds->setEnabled(on);
  if (m_soundsAction->isChecked() != on) m_soundsAction->setChecked(on);
}

bool XiangqiView::soundsEnabled() const {
  return m_sounds->enabled();
}

// The sound of the move just made: game over outranks check, which outranks a capture.
void XiangqiView::playMoveSound() {
  const xiangqi::Game& game = m_game->game();
  if (!m_sounds->enabled() || game.ply() == 0) return;
  const xiangqi::Move last = game.last_move();
  const bool captured =
      snapshot(game, game.ply() - 1).pieces[std::size_t(last.to_sq())] != xiangqi::NO_PIECE;
  if (game.over())
    m_sounds->play(GameSounds::Sound::GameOver);
  else if (game.position().in_check())
    m_sounds->play(GameSounds::Sound::Check);
  else
    m_sounds->play(captured ? GameSounds::Sound::Capture : GameSounds::Sound::Move);
}

QList<QPair<QString, QString>> XiangqiView::keyBindings() const {
  const auto key = [](const QAction* action) {
    return action->shortcut().toString(QKeySequence::NativeText);
  };
  return {
      {tr("Click a piece, then a point"), tr("Move (or drag the piece)")},
      {key(m_undoAction), tr("Undo 悔棋")},
      {key(m_redoAction), tr("Redo")},
      {key(m_newAction), tr("New game")},
      {key(m_hintAction), tr("Hint: the engine's move as an arrow")},
      {key(m_flipAction), tr("Flip the board")},
      {key(m_analyseAction), tr("Analysis: the engine's lines as arrows, until A again")},
      {key(m_copyFenAction), tr("Copy FEN")},
      {key(m_pasteFenAction), tr("Paste FEN")},
      {key(m_openGameAction), tr("Open a game (PGN, XQF)")},
      {key(m_saveGameAction), tr("Save the game as PGN")},
      {key(m_reviewAction), tr("Review the game with the engine")},
      {key(m_loadFenAction), tr("Open FEN file")},
      {key(m_saveFenAction), tr("Save FEN file")},
      {key(m_editPositionAction), tr("Edit position")},
  };
}

void XiangqiView::saveSettings(QSettings& settings) const {
  m_players->save(settings);
  settings.setValue(QStringLiteral("notation"), int(m_gamePanel->notation()));
  settings.setValue(QStringLiteral("sounds"), soundsEnabled());
  settings.setValue(QStringLiteral("sidePanels"), m_sideSplitter->saveState());
}

void XiangqiView::loadSettings(const QSettings& settings) {
  {
    // The choices are applied together below, once the clock is set for the game not begun.
    const QSignalBlocker block(m_players);
    m_players->load(settings);
  }
  m_game->applyClockChoice();  // the game not yet begun plays under the saved time control
  setSoundsEnabled(settings.value(QStringLiteral("sounds"), false).toBool());
  m_sideSplitter->restoreState(settings.value(QStringLiteral("sidePanels")).toByteArray());
  m_gamePanel->setNotation(
      XiangqiNotation(std::clamp(settings.value(QStringLiteral("notation"), 0).toInt(), 0, 2)));
  m_boardPanel->setFlipped(m_players->humanSide() == xiangqi::BLACK);
  m_game->cancelSearch();
  m_game->maybeStartComputer();
  refresh();
}

XiangqiEditor* XiangqiView::editPosition() {
  auto* editor = new XiangqiEditor(QString::fromStdString(game().fen()), board()->flipped(), this);
  editor->setAttribute(Qt::WA_DeleteOnClose);
  editor->setAnalyse(analysing());
  connect(editor, &XiangqiEditor::positionChosen, this, [this](const QString& fen, bool analyse) {
    QString error;
    if (!loadFen(fen, &error)) {
      m_files->warn(tr("Edit position"), error);
      return;
    }
    setAnalysing(analyse);
  });
  editor->open();
  return editor;
}

}  // namespace gameai::gui
