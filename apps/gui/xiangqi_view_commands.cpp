// The xiangqi page's commands that are not moves: menus, key bindings, settings, sounds, FEN and
// game files in and out, the review window, and keeping the game in the records store.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <algorithm>
#include <stdexcept>

#include "game_files/xiangqi_pgn.hpp"
#include "game_files/xiangqi_replay.hpp"
#include "game_sounds.hpp"
#include "records/store.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_board_panel.hpp"
#include "xiangqi_editor.hpp"
#include "xiangqi_engine_panel.hpp"
#include "xiangqi_files.hpp"
#include "xiangqi_game_file.hpp"
#include "xiangqi_game_panel.hpp"
#include "xiangqi_opponent_box.hpp"
#include "xiangqi_review_dialog.hpp"
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
  if (m_game.ply() == 0) {  // the game not yet begun plays under the saved time control
    m_clock.reset(m_players->clockBaseMs(), m_players->clockIncrementMs());
    updateClocks();
  }
  setSoundsEnabled(settings.value(QStringLiteral("sounds"), false).toBool());
  m_sideSplitter->restoreState(settings.value(QStringLiteral("sidePanels")).toByteArray());
  m_gamePanel->setNotation(
      XiangqiNotation(std::clamp(settings.value(QStringLiteral("notation"), 0).toInt(), 0, 2)));
  m_boardPanel->setFlipped(m_players->humanSide() == xiangqi::BLACK);
  cancelSearch();
  maybeStartComputer();
  refresh();
}

std::string XiangqiView::timeControl() const {
  return game_files::pgn_time_control(m_clock.baseMs(), m_clock.incrementMs());
}

// Brings the stored game up to the game as it stands (finished or not): called after every
// move and when the game is left. A game continued after an undo at its end is stored again as
// a new game.
void XiangqiView::recordGame() {
  GameRecords::XiangqiSeats seats;
  seats.redHuman = m_players->humanPlays(xiangqi::RED);
  seats.blackHuman = m_players->humanPlays(xiangqi::BLACK);
  seats.level = m_players->level();
  seats.timeControl = timeControl();
  const XiangqiOpponentBox& opponent = m_players->opponent();
  seats.externalEngine = opponent.spec();
  const QString before = m_records.lastError();
  m_records.syncXiangqi(m_game, seats, m_tree);
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
  m_game.reset(fen.trimmed().toStdString());
  m_tree = game_files::XiangqiTree(m_game.start_fen());
  m_opened.reset();
  m_clock.reset(m_players->clockBaseMs(), m_players->clockIncrementMs());
  updateClocks();
  afterNewPosition();
  maybeStartComputer();
  refresh();
  return true;
}

XiangqiEditor* XiangqiView::editPosition() {
  auto* editor = new XiangqiEditor(QString::fromStdString(m_game.fen()), board()->flipped(), this);
  editor->setAttribute(Qt::WA_DeleteOnClose);
  editor->setAnalyse(m_analysing);
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

void XiangqiView::copyFen() {
  QApplication::clipboard()->setText(QString::fromStdString(m_game.fen()));
  Q_EMIT statusMessage(tr("FEN copied to the clipboard."));
}

void XiangqiView::pasteFen() {
  QString error;
  const QString text = QApplication::clipboard()->text();
  if (!loadFen(text, &error))
    m_files->warn(tr("Paste FEN"), tr("The clipboard does not hold a valid FEN: %1").arg(error));
}

void XiangqiView::loadFenFromFile() {
  QString path;
  const std::optional<QString> line = m_files->askFenToOpen(&path);
  if (!line) return;
  QString error;
  if (!loadFen(*line, &error))
    m_files->warn(tr("Open FEN file"),
                  tr("%1 does not start with a valid FEN: %2").arg(path, error));
}

void XiangqiView::saveFenToFile() {
  const QString path = m_files->askFenToSave();
  if (path.isEmpty()) return;
  QString error;
  if (!XiangqiFiles::writeFile(path, m_game.fen() + '\n', &error))
    m_files->warn(tr("Save FEN file"), error);
  else
    Q_EMIT statusMessage(tr("Saved %1").arg(path));
}

QStringList XiangqiView::gameFileChoices(const QString& path, QString* error) const {
  return XiangqiFiles::gameChoices(path, error);
}

bool XiangqiView::openGame(const QString& path, int index, QString* error) {
  const std::vector<game_files::PgnGame> games = readXiangqiGameFile(path, error);
  if (games.empty()) return false;
  if (index < 0 || std::size_t(index) >= games.size()) {
    if (error) *error = tr("%1 has no game %2.").arg(QFileInfo(path).fileName()).arg(index + 1);
    return false;
  }
  const game_files::PgnGame& chosen = games[std::size_t(index)];
  xiangqi::Game loaded;
  if (!loadXiangqiGame(chosen, loaded, error)) return false;
  // An opened game is for study: nobody's move is started for the computer until the player
  // chooses a mode that asks for one.
  cancelSearch();
  recordGame();
  m_records.endXiangqi();
  if (m_players->mode() == Mode::ComputerVsComputer) setMode(Mode::HumanVsHuman);
  // The game is the tree's main line, the cursor at its end.
  m_tree = chosen.tree;
  m_tree.replay(m_tree.main_line_node(m_tree.main_line_length()), m_game);
  m_opened = xiangqiFileHeader(chosen);
  GameRecords::OpenedXiangqi opened{
      {}, m_opened->red, m_opened->black, m_opened->source, m_opened->tags};
  for (const game_files::XiangqiMove& m : chosen.moves) opened.moves.push_back(m.move);
  m_records.openedXiangqi(std::move(opened));
  // A game that names its time control is played on, from here, under it.
  if (const auto clock = game_files::parse_pgn_time_control(chosen.tag("TimeControl")))
    m_clock.reset(clock->first, clock->second);
  else
    m_clock.reset(m_players->clockBaseMs(), m_players->clockIncrementMs());
  updateClocks();
  afterNewPosition();
  maybeStartComputer();  // analysis, if on
  refresh();
  QString message =
      tr("Opened %1: %2").arg(QFileInfo(path).fileName(), describeXiangqiGame(chosen, index));
  for (const std::string& note : chosen.notes)
    message += QStringLiteral("; ") + QString::fromStdString(note);
  Q_EMIT statusMessage(message);
  return true;
}

bool XiangqiView::openGameOrSay(const QString& path, QString* why) {
  QString error;
  if (openGame(path, 0, &error)) return true;
  if (why) *why = error;
  m_files->warn(tr("Open game"),
                tr("The game cannot be opened; the board is unchanged.\n\n%1").arg(error));
  Q_EMIT statusMessage(error);
  return false;
}

void XiangqiView::openGameDialog() {
  const std::optional<XiangqiFiles::GameChoice> choice = m_files->askGameToOpen();
  if (!choice) return;
  QString error;
  if (!openGame(choice->path, choice->index, &error))
    m_files->warn(tr("Open game"),
                  tr("The game cannot be opened; the board is unchanged.\n\n%1").arg(error));
}

bool XiangqiView::saveGame(const QString& path, xiangqi::Notation notation, QString* error) const {
  XiangqiPgnHeader header;
  if (m_opened) {
    header = *m_opened;
  } else {
    // The names are the file's, not the interface's: the same in every language, so that a file
    // saved in Chinese reads the same in an English tool (and imports as the same players).
    const auto seat = [this](xiangqi::Color side) {
      using Kind = game_files::PlayerInfo::Kind;
      if (m_players->humanPlays(side)) return game_files::PlayerInfo(Kind::Human, "Human");
      const XiangqiOpponentBox& opponent = m_players->opponent();
      if (opponent.external())
        return game_files::PlayerInfo(Kind::Engine, opponent.command().toStdString());
      return game_files::PlayerInfo(Kind::Ai, "gameai level " + std::to_string(m_players->level()));
    };
    header.red = seat(xiangqi::RED);
    header.black = seat(xiangqi::BLACK);
    header.storedId = m_records.xiangqiGameId();
    header.tags = {{"TimeControl", timeControl()}};
  }
  return XiangqiFiles::writeFile(path, xiangqiGamePgn(m_game, m_tree, header, notation), error);
}

void XiangqiView::saveGameDialog() {
  const std::optional<XiangqiFiles::SaveChoice> choice =
      m_files->askGameToSave(m_gamePanel->notation());
  if (!choice) return;
  QString error;
  if (!saveGame(choice->path, choice->notation, &error))
    m_files->warn(tr("Save game"), error);
  else
    Q_EMIT statusMessage(tr("Saved %1").arg(choice->path));
}

XiangqiReviewDialog* XiangqiView::reviewGame() {
  const std::vector<xiangqi::Move> moves(m_game.moves().begin(),
                                         m_game.moves().begin() + m_game.ply());
  const QString players = m_opened
                              ? QString::fromStdString(m_opened->red.name) + QStringLiteral(" – ") +
                                    QString::fromStdString(m_opened->black.name)
                              : QString();
  auto* dialog =
      new XiangqiReviewDialog(m_game.start_fen(), moves, m_gamePanel->notation(), players, this);
  if (!m_opened) dialog->setSubject([] { return tr("the game on the board"); });
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->show();
  return dialog;
}

QList<QPair<qint64, QString>> XiangqiView::storedGames(QString* error) {
  QList<QPair<qint64, QString>> games;
  records::Store* store = m_records.store();
  if (!store) {
    if (error) *error = m_records.lastError();
    return games;
  }
  try {
    records::GameFilter filter;
    filter.game = game_files::GameKind::Xiangqi;
    filter.limit = 500;
    for (const game_files::GameSummary& g : store->list_games(filter)) {
      const auto name = [&g](std::size_t seat) {
        return seat < g.players.size() ? QString::fromStdString(g.players[seat].name)
                                       : QStringLiteral("?");
      };
      const QString when = QDateTime::fromMSecsSinceEpoch(g.started_at_ms)
                               .toString(QStringLiteral("yyyy-MM-dd hh:mm"));
      const int moves =
          int(game_files::xiangqi_move_count(g.plies, game_files::xiangqi_first_seat(g.start_fen)));
      QString line = QStringLiteral("#%1  %2  %3 – %4  ").arg(g.id).arg(when, name(0), name(1)) +
                     tr("%n move(s)", nullptr, moves);
      if (g.finished)
        line += QStringLiteral("  ") +
                QString::fromUtf8(xiangqi::result_score(game_files::xiangqi_result(g)).data());
      games.append({g.id, line});
    }
  } catch (const std::exception& e) {
    if (error) *error = QString::fromUtf8(e.what());
  }
  return games;
}

XiangqiReviewDialog* XiangqiView::reviewStoredGame(qint64 id, QString* error) {
  records::Store* store = m_records.store();
  if (!store) {
    if (error) *error = m_records.lastError();
    return nullptr;
  }
  std::string startFen;
  std::vector<xiangqi::Move> moves;
  try {
    const game_files::GameSummary summary = store->game(id);
    xiangqi::Game replay;
    std::string why;
    if (!summary.start_fen.empty() && !replay.reset(summary.start_fen, &why))
      throw std::runtime_error(why);
    for (const game_files::XiangqiMove& m : store->xiangqi_moves(id)) {
      if (!replay.play(m.move, &why))
        throw std::runtime_error(
            tr("move %1 '%2' does not replay: %3")
                .arg(QString::fromStdString(game_files::xiangqi_move_prefix(
                    replay.ply(), game_files::xiangqi_first_seat(replay.start_fen()))))
                .arg(QString::fromStdString(m.move), QString::fromStdString(why))
                .toStdString());
    }
    startFen = replay.start_fen();
    moves = replay.moves();
  } catch (const std::exception& e) {
    if (error) *error = tr("Stored game %1: %2").arg(id).arg(QString::fromUtf8(e.what()));
    return nullptr;
  }
  auto* dialog = new XiangqiReviewDialog(startFen, moves, m_gamePanel->notation(),
                                         tr("stored game %1").arg(id), this);
  dialog->setSubject([id] { return tr("stored game %1").arg(id); });
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->show();
  return dialog;
}

void XiangqiView::reviewStoredGameDialog() {
  QString error;
  const QList<QPair<qint64, QString>> games = storedGames(&error);
  if (games.isEmpty()) {
    QMessageBox::information(this, tr("Review a stored game"),
                             error.isEmpty() ? tr("No xiangqi game is stored yet.") : error);
    return;
  }
  QStringList lines;
  for (const auto& game : games) lines << game.second;
  bool ok = false;
  const QString picked =
      QInputDialog::getItem(this, tr("Review a stored game"),
                            tr("Stored xiangqi games, newest first:"), lines, 0, false, &ok);
  if (!ok) return;
  const qsizetype index = lines.indexOf(picked);
  if (index < 0) return;
  if (!reviewStoredGame(games[index].first, &error))
    m_files->warn(tr("Review a stored game"), error);
}

}  // namespace gameai::gui
