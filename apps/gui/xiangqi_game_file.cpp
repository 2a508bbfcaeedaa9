#include "xiangqi_game_file.hpp"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include "records/error.hpp"
#include "records/xiangqi_import.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_game.hpp"

namespace gameai::gui {

namespace {
// Gives the header tag `name` of a PGN text from write_pgn the value `value` (escaped as PGN
// escapes it); a tag the header does not have is left out.
void setPgnTag(std::string& pgn, const std::string& name, const std::string& value) {
  const std::size_t headerEnd = pgn.find("\n\n");
  const std::string opening = "[" + name + " \"";
  std::size_t at = pgn.rfind(opening, 0) == 0 ? 0 : pgn.find("\n" + opening);
  if (at == std::string::npos || at > headerEnd) return;
  if (at != 0) ++at;
  const std::size_t end = pgn.find('\n', at);
  std::string escaped;
  for (const char c : value) {
    if (c == '"' || c == '\\') escaped += '\\';
    if (c != '\n' && c != '\r') escaped += c;
  }
  pgn.replace(at, end - at, opening + escaped + "\"]");
}

bool blackFirst(const records::PgnGame& game) {
  return records::xiangqi_first_seat(game.tag("FEN")) == 1;
}
}  // namespace

std::vector<records::PgnGame> readXiangqiGameFile(const QString& path, QString* error) {
  const QString name = QFileInfo(path).fileName();
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    if (error)
      *error = QCoreApplication::translate("XiangqiGameFile", "Cannot read %1: %2")
                   .arg(name, file.errorString());
    return {};
  }
  const QByteArray bytes = file.readAll();
  std::vector<records::PgnGame> games;
  try {
    games = records::read_game_file(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                                    name.toStdString());
  } catch (const records::RecordsError& e) {
    if (error) *error = QString::fromUtf8(e.what());
    return {};
  }
  if (games.empty() && error)
    *error = QCoreApplication::translate("XiangqiGameFile", "%1 holds no xiangqi game.").arg(name);
  return games;
}

QString describeXiangqiGame(const records::PgnGame& game, int index) {
  QStringList parts;
  parts << QString::fromStdString(records::pgn_player_name(game, true)) + QStringLiteral(" – ") +
               QString::fromStdString(records::pgn_player_name(game, false));
  for (const char* tag : {"Event", "Date"}) {
    const std::string value = game.tag(tag);
    if (!value.empty() && value != "?" && value.find("??") == std::string::npos)
      parts << QString::fromStdString(value);
  }
  QString text = QStringLiteral("%1. ").arg(index + 1) + parts.join(QStringLiteral(", "));
  if (!game.error.empty())
    text +=
        QStringLiteral(" — ") + QCoreApplication::translate("XiangqiGameFile", "cannot be read: %1")
                                    .arg(QString::fromStdString(game.error));
  else {
    const int moves = moveCount(int(game.moves.size()), blackFirst(game));
    text += QStringLiteral(" ") +
            QCoreApplication::translate("XiangqiGameFile", "(%n move(s))", nullptr, moves);
  }
  return text;
}

bool loadXiangqiGame(const records::PgnGame& pgn, xiangqi::Game& game, QString* error) {
  if (!pgn.error.empty()) {
    if (error) *error = QString::fromStdString(pgn.error);
    return false;
  }
  // Replayed on a scratch game first, so a game that fails leaves the board as it was.
  xiangqi::Game replay;
  std::string why;
  const std::string fen = pgn.tag("FEN");
  if (!fen.empty() && !replay.reset(fen, &why)) {
    if (error)
      *error = QCoreApplication::translate("XiangqiGameFile", "the FEN tag is not a position: %1")
                   .arg(QString::fromStdString(why));
    return false;
  }
  for (std::size_t i = 0; i < pgn.moves.size(); ++i) {
    if (!replay.play(pgn.moves[i].move, &why)) {
      if (error)
        *error = QCoreApplication::translate("XiangqiGameFile", "move %1 '%2' is not legal: %3")
                     .arg(QString::fromStdString(moveNumberText(int(i), blackMovesFirst(replay))))
                     .arg(QString::fromStdString(pgn.moves[i].move), QString::fromStdString(why));
      return false;
    }
  }
  if (!fen.empty())
    game.reset(fen);
  else
    game.reset();
  for (const records::XiangqiMove& m : pgn.moves) game.play(m.move);
  return true;
}

records::PlayerInfo xiangqiFilePlayer(const records::PgnGame& game, bool red) {
  const bool program = game.tag(red ? "WhiteType" : "BlackType") == "program";
  return {program ? records::PlayerInfo::Kind::Engine : records::PlayerInfo::Kind::Human,
          records::pgn_player_name(game, red), "{\"source\":\"pgn\"}"};
}

std::string xiangqiGamePgn(const xiangqi::Game& game, const XiangqiPgnHeader& header,
                           xiangqi::Notation notation) {
  records::GameSummary summary;
  summary.id = header.storedId;
  summary.game = records::GameKind::Xiangqi;
  summary.variant = "xiangqi";
  summary.start_fen = game.start_fen();
  summary.started_at_ms = QDateTime::currentMSecsSinceEpoch();
  summary.program_version = GAMEAI_VERSION;
  summary.players = {header.red, header.black};
  if (game.over()) {
    summary.finished = true;
    summary.result = std::string(xiangqi::result_name(game.result()));
    summary.reason = std::string(xiangqi::reason_name(game.reason()));
  }
  std::vector<records::XiangqiMove> moves;
  for (int i = 0; i < game.ply(); ++i)
    moves.emplace_back(xiangqi::to_iccs(game.moves()[std::size_t(i)]));
  std::string text = records::write_pgn(summary, moves, notation);
  if (header.storedId == 0) setPgnTag(text, "Event", "Casual game");
  for (const auto& [name, value] : header.tags) setPgnTag(text, name, value);
  return text;
}

}  // namespace gameai::gui
