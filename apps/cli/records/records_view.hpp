#pragma once
// Shared pieces of the `gameai records` front end: opening the store named by --db, turning
// RecordsError into the CLI's InputError (exit status 2), and the text and JSON shapes of a
// stored game.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "cli.hpp"
#include "game_files/game_record.hpp"
#include "records/store.hpp"
#include "xiangqi/notation_parse.hpp"

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
// The same for the commands that only read (list, show, stats, replay, export): the file is
// opened read-only and nothing is written, neither to it nor beside it, so a read-only file or
// directory reads as well as a writable one. A file of an older schema is migrated first when it
// can be written.
std::unique_ptr<records::Store> open_store_to_read(const std::string& db);

// Adds --notation chinese|wxf|iccs|xboard (xiangqi moves as `gameai xiangqi play` prints them;
// chinese by default) and reads its value.
void add_notation_option(CLI::App* command, std::string& notation);
xiangqi::Notation notation(const std::string& name);

// The games of `kind` a command works on, oldest first: those of `ids` (a UsageError naming an id
// that is a game of another kind), else every stored one.
std::vector<game_files::GameSummary> games_of_kind(records::Store& store,
                                                   const std::vector<std::int64_t>& ids,
                                                   game_files::GameKind kind);

// The --game option's value: no filter when empty, else a game kind ("tetris", "xiangqi").
std::optional<game_files::GameKind> game_option(const std::string& text);

// Runs `action`, reporting a RecordsError as bad input (status 2) with its message.
Action guarded(Action action);

// "2026-11-21 17:02:08 UTC"; "-" for 0.
std::string format_time(std::int64_t unix_ms);

// A player for one line of text: "eltetris (ai) {"lookahead":1}, preset weights". An AI's
// weights are named, not printed: "preset weights" when they are its preset's (for the game's
// rule set), else "custom weights" and their digest (`records show --json` gives them in full);
// other settings longer than 60 columns are left to --json.
std::string player_text(const game_files::GameSummary& game, const game_files::PlayerInfo& player);

// Player names joined for a table: "eltetris" or "ai:5 vs uci:fairy-stockfish"; a seat that
// changed hands names its players in the order they took it: "human+eltetris".
std::string players_text(const game_files::GameSummary& game);

// Columns a UTF-8 string takes in a terminal: CJK characters (Chinese names and notation) take
// two, other characters one.
std::size_t display_width(std::string_view text);

nlohmann::json to_json(const game_files::PlayerInfo& player);
nlohmann::json to_json(const game_files::GameSummary& game);
nlohmann::json to_json(const records::StatsRow& row);

}  // namespace gameai::cli::records_view
