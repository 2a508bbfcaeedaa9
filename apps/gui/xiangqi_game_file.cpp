#include "xiangqi_game_file.hpp"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_game.hpp"

namespace gameai::gui {

std::vector<game_files::PgnGame> readXiangqiGameFile(const QString& path, QString* error) {
  const QString name = QFileInfo(path).fileName();
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    if (error)
      *error = QCoreApplication::translate("XiangqiGameFile", "Cannot read %1: %2")
                   .arg(name, file.errorString());
    return {};
  }
  const QByteArray bytes = file.readAll();
  std::vector<game_files::PgnGame> games;
  try {
    games = game_files::read_game_file(
        std::string_view(bytes.constData(), std::size_t(bytes.size())), name.toStdString());
  } catch (const game_files::RecordsError& e) {
    if (error) *error = QString::fromUtf8(e.what());
    return {};
  }
  if (games.empty() && error)
    *error = QCoreApplication::translate("XiangqiGameFile", "%1 holds no xiangqi game.").arg(name);
  return games;
}

QString describeXiangqiGame(const game_files::PgnGame& game, int index) {
  QStringList parts;
  parts << QString::fromStdString(game_files::pgn_player_name(game, true)) + QStringLiteral(" – ") +
               QString::fromStdString(game_files::pgn_player_name(game, false));
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
    const int moves = int(game_files::xiangqi_move_count(
        std::int64_t(game.moves.size()), game_files::xiangqi_first_seat(game.tag("FEN"))));
    text += QStringLiteral(" ") +
            QCoreApplication::translate("XiangqiGameFile", "(%n move(s))", nullptr, moves);
  }
  return text;
}

bool loadXiangqiGame(const game_files::PgnGame& pgn, xiangqi::Game& game, QString* error) {
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
                     .arg(QString::fromStdString(game_files::xiangqi_move_prefix(
                         std::int64_t(i), game_files::xiangqi_first_seat(replay.start_fen()))))
                     .arg(QString::fromStdString(pgn.moves[i].move), QString::fromStdString(why));
      return false;
    }
  }
  if (!fen.empty())
    game.reset(fen);
  else
    game.reset();
  for (const game_files::XiangqiMove& m : pgn.moves) game.play(m.move);
  return true;
}

XiangqiPgnHeader xiangqiFileHeader(const game_files::PgnGame& game) {
  // Who played each side, as `records import` stores it: the name the tags give, a program when
  // the WhiteType/BlackType tag says so, else a person.
  const auto player = [&game](bool red) {
    const bool program = game.tag(red ? "WhiteType" : "BlackType") == "program";
    return game_files::PlayerInfo(
        program ? game_files::PlayerInfo::Kind::Engine : game_files::PlayerInfo::Kind::Human,
        game_files::pgn_player_name(game, red), "{\"source\":\"" + game.format + "\"}");
  };
  XiangqiPgnHeader header;
  header.red = player(true);
  header.black = player(false);
  header.source = game.format;
  for (const auto& tag : game.tags)
    if (!game_files::pgn_tag_from_game(tag.first)) header.tags.push_back(tag);
  return header;
}

std::string xiangqiGamePgn(const xiangqi::Game& game, const game_files::XiangqiTree& tree,
                           const XiangqiPgnHeader& header, xiangqi::Notation notation) {
  game_files::GameSummary summary;
  summary.id = header.storedId;
  summary.game = game_files::GameKind::Xiangqi;
  summary.variant = "xiangqi";
  summary.start_fen = game.start_fen();
  summary.started_at_ms = QDateTime::currentMSecsSinceEpoch();
  summary.program_version = GAMEAI_VERSION;
  summary.players = {header.red, header.black};
  summary.source = header.source;
  summary.tags = header.tags;
  if (header.storedId == 0 && header.source.empty())
    summary.tags.insert(summary.tags.begin(), {"Event", "Casual game"});
  const game_files::XiangqiNodeId at = cursorNode(tree, game);
  if (game.over() && at != game_files::XiangqiTree::NONE &&
      tree.main_child(at) == game_files::XiangqiTree::NONE && tree.on_main_line(at)) {
    summary.finished = true;
    summary.result = std::string(xiangqi::result_name(game.result()));
    summary.reason = std::string(xiangqi::reason_name(game.reason()));
  }
  return game_files::write_pgn(summary, tree, notation);
}

}  // namespace gameai::gui
