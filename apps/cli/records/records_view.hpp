#pragma once
// Shared pieces of the `gameai records` front end: opening the store named by --db, turning
// RecordsError into the CLI's InputError (exit status 2), and the text and JSON shapes of a
// stored game.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "cli.hpp"
#include "records/game_record.hpp"
#include "records/store.hpp"

namespace gameai::cli::records_view {

inline constexpr const char* DB_HELP =
    "records database (default: $GAMEAI_DB, else $XDG_DATA_HOME/gameai/records.sqlite, else "
    "~/.local/share/gameai/records.sqlite)";

// Adds the --db FILE option every records subcommand takes.
void add_db_option(CLI::App* command, std::string& db);

// Opens the store at --db (or the default location); a store that cannot be used is an
// InputError naming the file and the problem. Only commands that add games create it;
// the others report a missing database as an error (InputError) instead of creating an empty
// one, so a mistyped path never looks like "no games stored".
enum class Create { No, Yes };
std::unique_ptr<records::Store> open_store(const std::string& db, Create create = Create::No);

// Runs `action`, reporting a RecordsError as bad input (status 2) with its message.
Action guarded(Action action);

// "2026-11-21 17:02:08 UTC"; "-" for 0.
std::string format_time(std::int64_t unix_ms);

// Player names joined for a table: "eltetris" or "ai:5 vs uci:fairy-stockfish"; a seat that
// changed hands names its players in the order they took it: "human+eltetris".
std::string players_text(const records::GameSummary& game);

// Columns a UTF-8 string takes in a terminal: CJK characters (Chinese names and notation) take
// two, other characters one.
std::size_t display_width(std::string_view text);

nlohmann::json to_json(const records::PlayerInfo& player);
nlohmann::json to_json(const records::GameSummary& game);
nlohmann::json to_json(const records::StatsRow& row);

}  // namespace gameai::cli::records_view
