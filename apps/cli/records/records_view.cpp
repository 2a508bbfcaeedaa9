#include "records_view.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <vector>

#include "game_files/error.hpp"
#include "records/location.hpp"
#include "tetris/rules.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::cli::records_view {

void add_db_option(CLI::App* command, std::string& db) {
  command->add_option("--db", db, DB_HELP)->option_text("FILE");
}

namespace {

std::unique_ptr<records::Store> open_path(const std::string& db, bool must_exist,
                                          records::StoreOptions options) {
  const std::optional<std::string> explicit_path =
      db.empty() ? std::nullopt : std::optional<std::string>(db);
  const std::string path = records::database_path(explicit_path);
  std::error_code ec;
  if (must_exist && !std::filesystem::exists(path, ec))
    throw InputError("no records database at '" + path +
                     "': nothing has been recorded there yet (check --db or GAMEAI_DB)");
  if (std::filesystem::is_directory(path, ec))
    throw InputError("'" + path + "' is a directory, not a records database (check --db)");
  // An empty file is no database: opening it would write a new one's tables into it.
  if (must_exist && std::filesystem::is_regular_file(path, ec) &&
      std::filesystem::file_size(path, ec) == 0 && !ec)
    throw InputError("'" + path + "' is an empty file, not a records database (check --db)");
  try {
    return std::make_unique<records::Store>(path, options);
  } catch (const game_files::RecordsError& e) {
    throw InputError(e.what());
  }
}

}  // namespace

std::unique_ptr<records::Store> open_store(const std::string& db, Create create) {
  records::StoreOptions options;
  if (create == Create::No) options.mode = records::OpenMode::ReadWrite;
  return open_path(db, create == Create::No, options);
}

std::unique_ptr<records::Store> open_store_to_read(const std::string& db) {
  return open_path(db, true, {.mode = records::OpenMode::ReadOnly, .migrate_to_read = true});
}

std::vector<game_files::GameSummary> games_of_kind(records::Store& store,
                                                   const std::vector<std::int64_t>& ids,
                                                   game_files::GameKind kind) {
  std::vector<game_files::GameSummary> games;
  if (!ids.empty()) {
    std::vector<std::int64_t> seen;
    for (const std::int64_t id : ids) {
      // An id given twice is one game: counted twice it would be fitted, exported or measured
      // twice over.
      if (std::find(seen.begin(), seen.end(), id) != seen.end()) continue;
      seen.push_back(id);
      game_files::GameSummary game = store.game(id);
      if (game.game != kind)
        throw UsageError(fmt::format("game {} is a {} game, not {}", id,
                                     game_files::to_string(game.game),
                                     game_files::to_string(kind)));
      games.push_back(std::move(game));
    }
    return games;
  }
  records::GameFilter filter;
  filter.game = kind;
  games = store.list_games(filter);
  std::reverse(games.begin(), games.end());  // oldest first, as they were played
  return games;
}

void add_notation_option(CLI::App* command, std::string& notation) {
  command
      ->add_option("--notation", notation,
                   "xiangqi moves as chinese (炮二平五), wxf (C2=5), iccs (h2e2) or xboard (h3e3)")
      ->capture_default_str()
      ->check(CLI::IsMember({"chinese", "wxf", "iccs", "xboard"}, CLI::ignore_case));
}

xiangqi::Notation notation(const std::string& name) {
  return xiangqi::parse_notation_name(name).value_or(xiangqi::Notation::Chinese);
}

std::optional<game_files::GameKind> game_option(const std::string& text) {
  if (text.empty()) return std::nullopt;
  return game_files::parse_game_kind(text);
}

Action guarded(Action action) {
  return [action = std::move(action)]() -> int {
    try {
      return action();
    } catch (const game_files::RecordsError& e) {
      throw InputError(e.what());
    }
  };
}

std::string format_time(std::int64_t unix_ms) {
  return game_files::format_utc(unix_ms, "%Y-%m-%d %H:%M:%S UTC", "-");
}

std::string players_text(const game_files::GameSummary& game) {
  std::string text;
  for (std::size_t seat = 0; seat < game.players.size(); ++seat) {
    if (!text.empty()) text += " vs ";
    text += game_files::seat_players(game, static_cast<int>(seat));
  }
  return text.empty() ? "-" : text;
}

namespace {

// Whether `weights` are the weights of preset `name` under the game's rule set today.
bool preset_weights(const game_files::GameSummary& game, const std::string& name,
                    const nlohmann::json& weights) {
  if (game.game != game_files::GameKind::Tetris) return false;
  const auto rules = tetris::rule_set_from_string(game.variant);
  if (!rules) return false;
  try {
    tetris_ai::PlayerSettings settings;
    settings.ai = name;
    return tetris_ai::Player(settings, *rules).weights_json() == weights;
  } catch (const std::exception&) {
    return false;  // not a preset (any more), or not one for these rules
  }
}

}  // namespace

std::string player_text(const game_files::GameSummary& game, const game_files::PlayerInfo& player) {
  std::string text = player.name + " (" + game_files::to_string(player.kind) + ")";
  nlohmann::json settings = nlohmann::json::parse(player.settings, nullptr, false);
  std::string weights;
  if (settings.is_object() && settings.contains("weights")) {
    weights = preset_weights(game, player.name, settings["weights"])
                  ? "preset weights"
                  : "custom weights " + player.weights_hash;
    settings.erase("weights");
  } else if (!player.weights_hash.empty()) {
    weights = "weights " + player.weights_hash;
  }
  const std::string shown = settings.is_discarded() ? player.settings : settings.dump();
  if (shown != "{}" && shown != "null" && !shown.empty())
    text += " " + (display_width(shown) <= 60 ? shown : std::string("{...}"));
  if (!weights.empty()) text += ", " + weights;
  return text;
}

nlohmann::json to_json(const game_files::PlayerInfo& player) {
  nlohmann::json settings = nlohmann::json::parse(player.settings, nullptr, false);
  if (settings.is_discarded()) settings = player.settings;
  return {{"kind", game_files::to_string(player.kind)},
          {"name", player.name},
          {"settings", settings},
          {"weights_hash", player.weights_hash.empty() ? nlohmann::json(nullptr)
                                                       : nlohmann::json(player.weights_hash)}};
}

nlohmann::json to_json(const game_files::GameSummary& game) {
  nlohmann::json players = nlohmann::json::array();
  for (const auto& player : game.players) players.push_back(to_json(player));
  const bool tetris = game.game == game_files::GameKind::Tetris;
  nlohmann::json stretches = nlohmann::json::array();
  for (const auto& s : game.stretches) {
    nlohmann::json one{{"seat", s.seat},
                       {tetris ? "from_step" : "from_ply", s.from_step},
                       {"player", to_json(s.player)},
                       {tetris ? "pieces" : "moves", s.steps}};
    if (tetris) {
      one["lines"] = s.lines;
      one["points"] = s.points;
    }
    stretches.push_back(std::move(one));
  }
  nlohmann::json out{
      {"id", game.id},
      {"game", game_files::to_string(game.game)},
      {"variant", game.variant},
      {"players", players},
      {"stretches", stretches},
      {"started_at", format_time(game.started_at_ms)},
      {"ended_at",
       game.ended_at_ms ? nlohmann::json(format_time(game.ended_at_ms)) : nlohmann::json(nullptr)},
      {"finished", game.finished},
      {"result", game.result.empty() ? nlohmann::json(nullptr) : nlohmann::json(game.result)},
      {"reason", game.reason},
      {"program_version", game.program_version}};
  if (!game.source.empty()) out["source"] = game.source;
  if (!game.tags.empty()) {
    nlohmann::json tags = nlohmann::json::object();
    for (const auto& [name, value] : game.tags)
      if (!tags.contains(name)) tags[name] = value;
    out["tags"] = tags;
  }
  if (game.game == game_files::GameKind::Tetris) {
    out["width"] = game.width;
    out["height"] = game.height;
    out["randomizer"] = game.randomizer;
    out["scoring"] = game.scoring;
    out["seed"] = game.seed;
    out["game_index"] =
        game.game_index ? nlohmann::json(*game.game_index) : nlohmann::json(nullptr);
    out["score"] = game.score;
    out["lines"] = game.lines;
    out["pieces"] = game.pieces;
  } else {
    out["start_fen"] =
        game.start_fen.empty() ? nlohmann::json(nullptr) : nlohmann::json(game.start_fen);
    out["final_fen"] =
        game.final_fen.empty() ? nlohmann::json(nullptr) : nlohmann::json(game.final_fen);
    out["plies"] = game.plies;
  }
  return out;
}

nlohmann::json to_json(const records::StatsRow& row) {
  nlohmann::json out{{"game", game_files::to_string(row.game)},
                     {"variant", row.variant},
                     {"player", row.player},
                     {"games", row.games},
                     {"finished", row.finished}};
  if (row.game == game_files::GameKind::Tetris) {
    out["pieces"] = row.steps;
    out["lines"] = row.lines;
    out["mean_lines"] = row.mean_lines;
    out["max_lines"] = row.max_lines;
    out["mean_score"] = row.mean_score;
  } else {
    out["moves"] = row.steps;
    out["wins"] = row.wins;
    out["draws"] = row.draws;
    out["losses"] = row.losses;
  }
  return out;
}

std::size_t display_width(std::string_view text) {
  std::size_t width = 0;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const std::size_t length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4;
    char32_t cp = length == 1 ? byte : byte & (0x3F >> (length - 1));
    for (std::size_t k = 1; k < length && i + k < text.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    const bool wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
                      (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
                      (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
                      (cp >= 0xFFE0 && cp <= 0xFFE6);
    width += wide ? 2 : 1;
    i += length;
  }
  return width;
}

}  // namespace gameai::cli::records_view
