#include "records_view.hpp"

#include <charconv>
#include <ctime>
#include <filesystem>

#include "records/error.hpp"
#include "records/location.hpp"

namespace gameai::cli::records_view {

CLI::Validator whole_number_at_least(long long min) {
  return CLI::Validator(
      [min](std::string& text) -> std::string {
        long long value = 0;
        const char* end = text.data() + text.size();
        const auto [ptr, ec] = std::from_chars(text.data(), end, value);
        if (ec != std::errc() || ptr != end || value < min)
          return "'" + text + "' is not a whole number of at least " + std::to_string(min);
        return {};
      },
      "INT>=" + std::to_string(min));
}

void add_db_option(CLI::App* command, std::string& db) {
  command->add_option("--db", db, DB_HELP)->option_text("FILE");
}

std::unique_ptr<records::Store> open_store(const std::string& db, Create create) {
  const std::optional<std::string> explicit_path =
      db.empty() ? std::nullopt : std::optional<std::string>(db);
  const std::string path = records::database_path(explicit_path);
  records::StoreOptions options;
  if (create == Create::no) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) {
      throw InputError("no records database at '" + path +
                       "': nothing has been recorded there yet (check --db or GAMEAI_DB)");
    }
    options.mode = records::OpenMode::read_write;
  }
  try {
    return std::make_unique<records::Store>(path, options);
  } catch (const records::RecordsError& e) {
    throw InputError(e.what());
  }
}

Action guarded(Action action) {
  return [action = std::move(action)]() -> int {
    try {
      return action();
    } catch (const records::RecordsError& e) {
      throw InputError(e.what());
    }
  };
}

std::string format_time(std::int64_t unix_ms) {
  return records::format_utc(unix_ms, "%Y-%m-%d %H:%M:%S UTC", "-");
}

std::string players_text(const records::GameSummary& game) {
  std::string text;
  for (const auto& player : game.players) {
    if (!text.empty()) text += " vs ";
    text += player.name;
  }
  return text.empty() ? "-" : text;
}

nlohmann::json to_json(const records::GameSummary& game) {
  nlohmann::json players = nlohmann::json::array();
  for (const auto& player : game.players) {
    nlohmann::json settings = nlohmann::json::parse(player.settings, nullptr, false);
    if (settings.is_discarded()) settings = player.settings;
    players.push_back(
        {{"kind", records::to_string(player.kind)},
         {"name", player.name},
         {"settings", settings},
         {"weights_hash", player.weights_hash.empty() ? nlohmann::json(nullptr)
                                                      : nlohmann::json(player.weights_hash)}});
  }
  nlohmann::json out{
      {"id", game.id},
      {"game", records::to_string(game.game)},
      {"variant", game.variant},
      {"players", players},
      {"started_at", format_time(game.started_at_ms)},
      {"ended_at",
       game.ended_at_ms ? nlohmann::json(format_time(game.ended_at_ms)) : nlohmann::json(nullptr)},
      {"finished", game.finished},
      {"result", game.result.empty() ? nlohmann::json(nullptr) : nlohmann::json(game.result)},
      {"reason", game.reason},
      {"program_version", game.program_version}};
  if (game.game == records::GameKind::tetris) {
    out["width"] = game.width;
    out["height"] = game.height;
    out["randomizer"] = game.randomizer;
    out["scoring"] = game.scoring;
    out["seed"] = game.seed;
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
  nlohmann::json out{{"game", records::to_string(row.game)},
                     {"variant", row.variant},
                     {"player", row.player},
                     {"games", row.games},
                     {"finished", row.finished}};
  if (row.game == records::GameKind::tetris) {
    out["mean_lines"] = row.mean_lines;
    out["max_lines"] = row.max_lines;
    out["mean_score"] = row.mean_score;
  } else {
    out["wins"] = row.wins;
    out["draws"] = row.draws;
    out["losses"] = row.losses;
  }
  return out;
}

}  // namespace gameai::cli::records_view
