#include "xiangqi_file_controller.hpp"

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QWidget>
#include <stdexcept>

#include "game_files/xiangqi_pgn.hpp"
#include "game_files/xiangqi_replay.hpp"
#include "records/store.hpp"
#include "xiangqi_files.hpp"
#include "xiangqi_game_controller.hpp"
#include "xiangqi_game_file.hpp"
#include "xiangqi_review_dialog.hpp"

namespace gameai::gui {

XiangqiFileController::XiangqiFileController(XiangqiGameController& game, QWidget* page)
    : QObject(page), m_game(game), m_page(page), m_dialogs(new XiangqiFiles(page)) {}

void XiangqiFileController::warn(const QString& title, const QString& text) {
  m_dialogs->warn(title, text);
}

void XiangqiFileController::copyFen() {
  QApplication::clipboard()->setText(QString::fromStdString(m_game.game().fen()));
  Q_EMIT statusMessage(tr("FEN copied to the clipboard."));
}

void XiangqiFileController::pasteFen() {
  QString error;
  const QString text = QApplication::clipboard()->text();
  if (!m_game.loadFen(text, &error))
    warn(tr("Paste FEN"), tr("The clipboard does not hold a valid FEN: %1").arg(error));
}

void XiangqiFileController::loadFenFromFile() {
  QString path;
  const std::optional<QString> line = m_dialogs->askFenToOpen(&path);
  if (!line) return;
  QString error;
  if (!m_game.loadFen(*line, &error))
    warn(tr("Open FEN file"), tr("%1 does not start with a valid FEN: %2").arg(path, error));
}

void XiangqiFileController::saveFenToFile() {
  const QString path = m_dialogs->askFenToSave();
  if (path.isEmpty()) return;
  QString error;
  if (!XiangqiFiles::writeFile(path, m_game.game().fen() + '\n', &error))
    warn(tr("Save FEN file"), error);
  else
    Q_EMIT statusMessage(tr("Saved %1").arg(path));
}

QStringList XiangqiFileController::gameFileChoices(const QString& path, QString* error) const {
  return XiangqiFiles::gameChoices(path, error);
}

bool XiangqiFileController::openGame(const QString& path, int index, QString* error) {
  const std::vector<game_files::PgnGame> games = readXiangqiGameFile(path, error);
  if (games.empty()) return false;
  if (index < 0 || std::size_t(index) >= games.size()) {
    if (error) *error = tr("%1 has no game %2.").arg(QFileInfo(path).fileName()).arg(index + 1);
    return false;
  }
  const game_files::PgnGame& chosen = games[std::size_t(index)];
  if (!m_game.openGame(chosen, error)) return false;
  QString message =
      tr("Opened %1: %2").arg(QFileInfo(path).fileName(), describeXiangqiGame(chosen, index));
  for (const std::string& note : chosen.notes)
    message += QStringLiteral("; ") + QString::fromStdString(note);
  Q_EMIT statusMessage(message);
  return true;
}

bool XiangqiFileController::openGameOrSay(const QString& path, QString* why) {
  QString error;
  if (openGame(path, 0, &error)) return true;
  if (why) *why = error;
  warn(tr("Open game"), tr("The game cannot be opened; the board is unchanged.\n\n%1").arg(error));
  Q_EMIT statusMessage(error);
  return false;
}

void XiangqiFileController::openGameDialog() {
  const std::optional<XiangqiFiles::GameChoice> choice = m_dialogs->askGameToOpen();
  if (!choice) return;
  QString error;
  if (!openGame(choice->path, choice->index, &error))
    warn(tr("Open game"),
         tr("The game cannot be opened; the board is unchanged.\n\n%1").arg(error));
}

bool XiangqiFileController::saveGame(const QString& path, xiangqi::Notation notation,
                                     QString* error) const {
  return XiangqiFiles::writeFile(
      path, xiangqiGamePgn(m_game.game(), m_game.tree(), m_game.pgnHeader(), notation), error);
}

void XiangqiFileController::saveGameDialog() {
  const std::optional<XiangqiFiles::SaveChoice> choice = m_dialogs->askGameToSave(m_notation);
  if (!choice) return;
  QString error;
  if (!saveGame(choice->path, choice->notation, &error))
    warn(tr("Save game"), error);
  else
    Q_EMIT statusMessage(tr("Saved %1").arg(choice->path));
}

XiangqiReviewDialog* XiangqiFileController::reviewGame() {
  const xiangqi::Game& game = m_game.game();
  const std::vector<xiangqi::Move> moves(game.moves().begin(), game.moves().begin() + game.ply());
  const std::optional<XiangqiPgnHeader>& opened = m_game.opened();
  const QString players = opened
                              ? QString::fromStdString(opened->red.name) + QStringLiteral(" – ") +
                                    QString::fromStdString(opened->black.name)
                              : QString();
  auto* dialog = new XiangqiReviewDialog(game.start_fen(), moves, m_notation, players, m_page);
  if (!opened) dialog->setSubject([] { return tr("the game on the board"); });
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->show();
  return dialog;
}

QList<QPair<qint64, QString>> XiangqiFileController::storedGames(QString* error) {
  QList<QPair<qint64, QString>> games;
  records::Store* store = m_game.records().store();
  if (!store) {
    if (error) *error = m_game.records().lastError();
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

XiangqiReviewDialog* XiangqiFileController::reviewStoredGame(qint64 id, QString* error) {
  records::Store* store = m_game.records().store();
  if (!store) {
    if (error) *error = m_game.records().lastError();
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
  auto* dialog =
      new XiangqiReviewDialog(startFen, moves, m_notation, tr("stored game %1").arg(id), m_page);
  dialog->setSubject([id] { return tr("stored game %1").arg(id); });
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->show();
  return dialog;
}

void XiangqiFileController::reviewStoredGameDialog() {
  QString error;
  const QList<QPair<qint64, QString>> games = storedGames(&error);
  if (games.isEmpty()) {
    QMessageBox::information(m_page, tr("Review a stored game"),
                             error.isEmpty() ? tr("No xiangqi game is stored yet.") : error);
    return;
  }
  QStringList lines;
  for (const auto& game : games) lines << game.second;
  bool ok = false;
  const QString picked =
      QInputDialog::getItem(m_page, tr("Review a stored game"),
                            tr("Stored xiangqi games, newest first:"), lines, 0, false, &ok);
  if (!ok) return;
  const qsizetype index = lines.indexOf(picked);
  if (index < 0) return;
  if (!reviewStoredGame(games[index].first, &error)) warn(tr("Review a stored game"), error);
}

}  // namespace gameai::gui
