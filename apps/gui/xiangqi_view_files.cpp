// The xiangqi page's game files: Open (PGN in any notation, XQF) and Save (PGN in a chosen
// notation). A file that cannot be read, or a game in it that does not replay, is reported with
// the file, line and move, and the game on the board stays as it was.
#include <QAction>
#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QSpinBox>
#include <algorithm>
#include <stdexcept>

#include "records/xiangqi_replay.hpp"
#include "xiangqi_game_file.hpp"
#include "xiangqi_opponent_box.hpp"
#include "xiangqi_review_dialog.hpp"
#include "xiangqi_view.hpp"

namespace gameai::gui {

namespace {
// The Save dialog's filters, one per notation, in the order of xiangqi::Notation.
QStringList pgnFilters() {
  return {XiangqiView::tr("PGN, Chinese moves 炮二平五 (*.pgn)"),
          XiangqiView::tr("PGN, WXF moves C2=5 (*.pgn)"),
          XiangqiView::tr("PGN, ICCS moves h2e2 (*.pgn)"),
          XiangqiView::tr("PGN, XBoard moves h3e3 (*.pgn)")};
}
}  // namespace

QStringList XiangqiView::gameFileChoices(const QString& path, QString* error) const {
  QStringList choices;
  const std::vector<records::PgnGame> games = readXiangqiGameFile(path, error);
  for (std::size_t i = 0; i < games.size(); ++i) choices << describeXiangqiGame(games[i], int(i));
  return choices;
}

bool XiangqiView::openGame(const QString& path, int index, QString* error) {
  const std::vector<records::PgnGame> games = readXiangqiGameFile(path, error);
  if (games.empty()) return false;
  if (index < 0 || std::size_t(index) >= games.size()) {
    if (error) *error = tr("%1 has no game %2.").arg(QFileInfo(path).fileName()).arg(index + 1);
    return false;
  }
  const records::PgnGame& chosen = games[std::size_t(index)];
  xiangqi::Game loaded;
  if (!loadXiangqiGame(chosen, loaded, error)) return false;
  // An opened game is for study: nobody's move is started for the computer until the player
  // chooses a mode that asks for one.
  cancelSearch();
  recordGame();
  m_records.endXiangqi();
  if (Mode(m_modeBox->currentIndex()) == Mode::ComputerVsComputer) setMode(Mode::HumanVsHuman);
  loadXiangqiGame(chosen, m_game, nullptr);
  m_clock.reset(m_clockBase, m_clockIncrement);
  updateClocks();
  m_redName = QString::fromStdString(records::pgn_player_name(chosen, true));
  m_blackName = QString::fromStdString(records::pgn_player_name(chosen, false));
  m_selected = -1;
  m_viewPly = -1;
  m_hintFrom = m_hintTo = -1;
  clearEngineInfo();
  refreshMoveList();
  maybeStartComputer();  // analysis, if on
  refresh();
  QString message =
      tr("Opened %1: %2").arg(QFileInfo(path).fileName(), describeXiangqiGame(chosen, index));
  for (const std::string& note : chosen.notes)
    message += QStringLiteral("; ") + QString::fromStdString(note);
  Q_EMIT statusMessage(message);
  return true;
}

bool XiangqiView::saveGame(const QString& path, xiangqi::Notation notation, QString* error) const {
  const Mode mode = Mode(m_modeBox->currentIndex());
  const bool humanRed = m_sideBox->currentIndex() == 0;
  const QString computer = m_opponentBox->external()
                               ? m_opponentBox->command()
                               : tr("gameai level %1").arg(m_levelBox->value());
  const auto seat = [&](bool red) -> QString {
    const QString& named = red ? m_redName : m_blackName;
    if (!named.isEmpty()) return named;
    const bool human =
        mode == Mode::HumanVsHuman || (mode == Mode::HumanVsComputer && humanRed == red);
    return human ? tr("Human") : computer;
  };
  const std::string text =
      xiangqiGamePgn(m_game, seat(true).toStdString(), seat(false).toStdString(), notation);
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
      file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.flush()) {
    if (error) *error = tr("Cannot write %1: %2").arg(path, file.errorString());
    return false;
  }
  return true;
}

XiangqiReviewDialog* XiangqiView::reviewGame() {
  const std::vector<xiangqi::Move> moves(m_game.moves().begin(),
                                         m_game.moves().begin() + m_game.ply());
  const QString title = m_redName.isEmpty() && m_blackName.isEmpty()
                            ? tr("the game on the board")
                            : m_redName + QStringLiteral(" – ") + m_blackName;
  auto* dialog = new XiangqiReviewDialog(
      m_game.start_fen(), moves, XiangqiNotation(m_notationBox->currentIndex()), title, this);
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
    filter.game = records::GameKind::Xiangqi;
    filter.limit = 500;
    for (const records::GameSummary& g : store->list_games(filter)) {
      const auto name = [&g](std::size_t seat) {
        return seat < g.players.size() ? QString::fromStdString(g.players[seat].name)
                                       : QStringLiteral("?");
      };
      const QString when = QDateTime::fromMSecsSinceEpoch(g.started_at_ms)
                               .toString(QStringLiteral("yyyy-MM-dd hh:mm"));
      QString line = QStringLiteral("#%1  %2  %3 – %4  ").arg(g.id).arg(when, name(0), name(1)) +
                     tr("%n move(s)", nullptr, int(g.plies));
      if (g.finished)
        line += QStringLiteral("  ") +
                QString::fromUtf8(xiangqi::result_score(records::xiangqi_result(g)).data());
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
    const records::GameSummary summary = store->game(id);
    xiangqi::Game replay;
    std::string why;
    if (!summary.start_fen.empty() && !replay.reset(summary.start_fen, &why))
      throw std::runtime_error(why);
    for (const records::XiangqiMove& m : store->xiangqi_moves(id)) {
      if (!replay.play(m.move, &why))
        throw std::runtime_error(
            tr("move %1 '%2' does not replay: %3")
                .arg(replay.ply() + 1)
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
      new XiangqiReviewDialog(startFen, moves, XiangqiNotation(m_notationBox->currentIndex()),
                              tr("stored game %1").arg(id), this);
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
    QMessageBox::warning(this, tr("Review a stored game"), error);
}

void XiangqiView::openGameFile() {
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open game"), {}, tr("Xiangqi games (*.pgn *.xqf *.PGN *.XQF);;All files (*)"));
  if (path.isEmpty()) return;
  QString error;
  const QStringList choices = gameFileChoices(path, &error);
  if (choices.isEmpty()) {
    QMessageBox::warning(this, tr("Open game"), error);
    return;
  }
  int index = 0;
  if (choices.size() > 1) {
    bool ok = false;
    const QString picked =
        QInputDialog::getItem(this, tr("Open game"),
                              tr("%1 holds %n game(s); which one?", nullptr, int(choices.size()))
                                  .arg(QFileInfo(path).fileName()),
                              choices, 0, false, &ok);
    if (!ok) return;
    index = int(choices.indexOf(picked));
  }
  if (!openGame(path, index, &error))
    QMessageBox::warning(this, tr("Open game"),
                         tr("The game cannot be opened; the board is unchanged.\n\n%1").arg(error));
}

void XiangqiView::saveGameFile() {
  const QStringList filters = pgnFilters();
  QString filter = filters.value(m_notationBox->currentIndex(), filters.first());
  QString path = QFileDialog::getSaveFileName(this, tr("Save game"), QStringLiteral("game.pgn"),
                                              filters.join(QStringLiteral(";;")), &filter);
  if (path.isEmpty()) return;
  if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pgn");
  const auto notation = xiangqi::Notation(std::max<qsizetype>(0, filters.indexOf(filter)));
  QString error;
  if (!saveGame(path, notation, &error))
    QMessageBox::warning(this, tr("Save game"), error);
  else
    Q_EMIT statusMessage(tr("Saved %1").arg(path));
}

}  // namespace gameai::gui
