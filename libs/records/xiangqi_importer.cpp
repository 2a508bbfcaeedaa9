#include "records/xiangqi_importer.hpp"

#include <string_view>

#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "xiangqi/rules.hpp"

namespace gameai::records {
namespace {

game_files::PlayerInfo player_from_tags(const game_files::PgnGame& game, const char* name_tag,
                                        const char* type_tag) {
  const std::string name = game_files::pgn_player_name(game, std::string_view(name_tag) == "White");
  const bool program = game.tag(type_tag) == "program";
  return {program ? game_files::PlayerInfo::Kind::Engine : game_files::PlayerInfo::Kind::Human,
          name, R"({"source":")" + game.format + R"("})"};
}

bool is_result(std::string_view text) {
  return text == "1-0" || text == "0-1" || text == "1/2-1/2";
}

}  // namespace

std::int64_t import_pgn_game(Store& store, const game_files::PgnGame& game,
                             const std::string& source) {
  if (!game.error.empty())
    throw game_files::RecordsError(game_files::ErrorKind::Invalid, game.error);
  const std::string variant = game.tag("Variant");
  if (!variant.empty() && variant != "xiangqi" && variant != "Xiangqi")
    throw game_files::RecordsError(game_files::ErrorKind::Invalid,
                                   source + ":" + std::to_string(game.first_line) + ": variant '" +
                                       variant +
                                       "' is not xiangqi; only xiangqi games are imported");
  game_files::GameSummary summary;
  summary.game = game_files::GameKind::Xiangqi;
  summary.variant = "xiangqi";
  summary.start_fen = game.tag("FEN");
  summary.started_at_ms = game_files::unix_time_ms();
  summary.players = {player_from_tags(game, "White", "WhiteType"),
                     player_from_tags(game, "Black", "BlackType")};
  summary.source = game.format;
  for (const auto& [name, value] : game.tags)
    if (!game_files::pgn_tag_from_game(name)) summary.tags.emplace_back(name, value);
  // Files often end the moves without a result, or with "*", and give it in the Result tag.
  const std::string text = is_result(game.result) ? game.result : game.tag("Result");
  if (is_result(text)) {
    summary.finished = true;
    summary.ended_at_ms = summary.started_at_ms;
    summary.result = std::string(xiangqi::result_name(text == "1-0"   ? xiangqi::Result::RedWins
                                                      : text == "0-1" ? xiangqi::Result::BlackWins
                                                                      : xiangqi::Result::Draw));
    summary.reason = game.tag("Termination");
    if (summary.reason.empty()) summary.reason = game.termination;
    summary.final_fen = game.tree.fen(game.tree.main_line_node(game.tree.main_line_length()));
  }
  return store.insert_xiangqi_game(summary, game.tree);
}

XiangqiImporter::XiangqiImporter(Store& store) : store_(store) {
  GameFilter filter;
  filter.game = game_files::GameKind::Xiangqi;
  for (const game_files::GameSummary& game : store_.list_games(filter)) {
    // Named as the PGN export names a side, so an exported game is known when imported again.
    const std::string red = game_files::seat_players(game, 0);
    const std::string black = game_files::seat_players(game, 1);
    known_.emplace(game_files::xiangqi_game_fingerprint(game.start_fen, red, black,
                                                        store_.xiangqi_moves(game.id)),
                   game.id);
  }
}

XiangqiImporter::Outcome XiangqiImporter::import(const game_files::PgnGame& game,
                                                 const std::string& source) {
  if (!game.error.empty())
    throw game_files::RecordsError(game_files::ErrorKind::Invalid, game.error);
  const std::string key =
      game_files::xiangqi_game_fingerprint(game.tag("FEN"), game_files::pgn_player_name(game, true),
                                           game_files::pgn_player_name(game, false), game.moves);
  if (const auto found = known_.find(key); found != known_.end()) return {found->second, true};
  const std::int64_t id = import_pgn_game(store_, game, source);
  known_.emplace(key, id);
  return {id, false};
}

}  // namespace gameai::records
