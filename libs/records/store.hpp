#pragma once
// The records store: one SQLite connection to the user's records database, its queries, and
// the lock that writers on several threads share.
//
// Opening a store for writing applies the connection settings every writer of the file needs (WAL,
// so the GUI and the CLI can read while the other writes; foreign keys; a busy timeout;
// synchronous=NORMAL, which in WAL mode keeps every commit atomic and a killed process harmless),
// refuses files it cannot safely use (corrupt, foreign, newer schema), and migrates older ones
// forward. Opening it for reading changes nothing on disk (StoreOptions).
// Games are written through TetrisRecorder and XiangqiRecorder, which batch their steps.

#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "game_files/game_record.hpp"
#include "game_files/xiangqi_tree.hpp"
#include "records/sqlite.hpp"

namespace gameai::records {

// What `list` and `stats` filter on.
struct GameFilter {
  std::optional<game_files::GameKind> game;
  std::int64_t limit = 0;  // 0 = no limit
};

// One line of `records stats`: what one AI (or person) played under one rule set, counted by
// stretch: a game counts for every player who played a stretch of it, with the pieces, lines
// and points (Tetris) or moves (xiangqi) of its own stretches only.
struct StatsRow {
  game_files::GameKind game = game_files::GameKind::Tetris;
  std::string variant;
  std::string player;
  std::int64_t games = 0;     // games (xiangqi: seats) it played a stretch of
  std::int64_t finished = 0;  // of which finished
  std::int64_t steps = 0;     // pieces placed (Tetris), moves made (xiangqi)
  // Tetris, from its own stretches: lines in all, per game and the most in one game; points
  std::int64_t lines = 0;
  double mean_lines = 0;
  std::int64_t max_lines = 0;
  double mean_score = 0;
  // xiangqi, from this player's side, for the games it was playing when they ended
  std::int64_t wins = 0;
  std::int64_t draws = 0;
  std::int64_t losses = 0;
};

// How a store is opened. For writing (ReadWriteCreate, ReadWrite), unless the file exists and
// this process cannot write it or its directory: then it is opened for reading, as with ReadOnly.
// For reading (ReadOnly or Immutable), without any write: no PRAGMA that writes, no migration, and
// no file created beside the database. A file that another connection has open (its -wal file
// exists) is opened `mode=ro` and shares that connection's log; any other is opened
// `immutable=1`. A file of an older schema cannot be read as it is: with `migrate_to_read` and a
// file this process can write, it is migrated first by a read-write open, else refused.
struct StoreOptions {
  OpenMode mode = OpenMode::ReadWriteCreate;
  int busy_timeout_ms = 5000;
  bool migrate_to_read = false;
};

class Store {
 public:
  explicit Store(const std::string& path, StoreOptions options = {});
  Store(const Store&) = delete;
  Store& operator=(const Store&) = delete;

  const std::string& path() const noexcept { return db_.path(); }
  int schema_version();
  bool read_only() const noexcept { return read_only_; }

  // Newest first; players, stretches and tags filled in.
  std::vector<game_files::GameSummary> list_games(const GameFilter& filter);
  // Throws RecordsError (not_found) when there is no game `id`.
  game_files::GameSummary game(std::int64_t id);
  std::vector<StatsRow> stats(std::optional<game_files::GameKind> game);

  // Visits the stored steps of Tetris game `id` in order, with their index from 0. Returning
  // false from `visit` stops early.
  void for_each_tetris_step(
      std::int64_t id,
      const std::function<bool(std::int64_t, const game_files::TetrisStep&)>& visit);
  std::int64_t tetris_step_count(std::int64_t id);
  // The garbage that rose under the stack of Tetris game `id` (a versus board), by the step after
  // which it rose, in step order: each row's hole column, the topmost row first. Empty for a
  // game played alone. Throws RecordsError (corrupt) for an entry with no rows.
  std::vector<game_files::TetrisGarbage> tetris_garbage(std::int64_t id);
  // The main line of xiangqi game `id`: what replay, export as a list and the dataset read.
  std::vector<game_files::XiangqiMove> xiangqi_moves(std::int64_t id);
  // The whole move tree of xiangqi game `id`: its main line, variations and comments. Throws
  // RecordsError (not_found) when there is no game `id`, (corrupt) when a stored move is not
  // legal where it stands or a node's parent is missing.
  game_files::XiangqiTree xiangqi_tree(std::int64_t id);

  // Throws RecordsError (not_found) when there is no game `id`.
  void delete_game(std::int64_t id);
  void vacuum();
  // "ok" or SQLite's list of problems.
  std::string integrity_check();

  // Inserts a new game row with its players, source and tags (one transaction) and returns its
  // id. Used by the recorders; `game.id` is ignored.
  std::int64_t insert_game(const game_files::GameSummary& game);
  // Stores a whole xiangqi game at once, in one transaction (an imported file): the game row as
  // insert_game does, its move tree, and when `game.finished` its result, reason, end time and
  // final FEN. Returns its id.
  std::int64_t insert_xiangqi_game(const game_files::GameSummary& game,
                                   const game_files::XiangqiTree& tree);
  // Makes `tree` the move tree of xiangqi game `id` (variations and comments edited, a game's
  // main line extended or changed), in one transaction. The tree must start from the game's
  // start position, and a finished game's main line must stay as it is (only its variations and
  // comments change). When an unfinished game's main line changes from ply k on, its stretches
  // from ply max(k, 1) on are dropped, as replace_xiangqi_moves does. Throws RecordsError
  // (not_found) when there is no game `id`, (invalid) when it is not a xiangqi game or the tree
  // breaks those rules.
  void replace_xiangqi_tree(std::int64_t id, const game_files::XiangqiTree& tree);

  // Makes the stored main line of unfinished xiangqi game `id` its first `from_ply` moves
  // followed by `moves` (ply from_ply onwards), in one transaction: how a game whose player took
  // moves back and played others is kept current. The main line's old continuation from
  // `from_ply` goes; variations that branch before it stay (those at the end of the new main
  // line go with the old continuation). Throws RecordsError (not_found) when there is
  // no game `id`, (invalid) when it is not an unfinished xiangqi game or has fewer than
  // `from_ply` moves stored.
  // The stretches from ply max(from_ply, 1) on are replaced by `stretches` in the same
  // transaction (a stretch from ply 0 replaces the seat's first one).
  void replace_xiangqi_moves(std::int64_t id, std::int64_t from_ply,
                             std::span<const game_files::XiangqiMove> moves,
                             std::span<const game_files::Stretch> stretches = {});

  // For the recorders, inside their transaction with the write mutex held: stores the hand-overs
  // `stretches` of game `id`, each replacing a stretch of the same seat from the same step; a
  // stretch from step 0 is also the seat's player.
  void write_stretches(std::int64_t id, std::span<const game_files::Stretch> stretches);
  // The stretches of `game` (its id, kind, length and totals as read), with what each played.
  std::vector<game_files::Stretch> stretches(const game_files::GameSummary& game);

  // For the recorders: the connection and the lock that serialises its transactions.
  Database& database() noexcept { return db_; }
  std::mutex& write_mutex() noexcept { return write_mutex_; }
  // Throws RecordsError (read_only) when the store was opened read-only.
  void require_writable(const char* doing) const;

 private:
  std::vector<game_files::PlayerInfo> players(std::int64_t id);
  std::vector<std::pair<std::string, std::string>> tags(std::int64_t id);
  // With the write mutex held and a transaction open:
  std::int64_t insert_game_locked(const game_files::GameSummary& game);
  game_files::XiangqiTree read_tree(std::int64_t id, const std::string& start_fen);
  // Replaces every node row of game `id` by `tree`'s and sets its plies.
  void write_tree(std::int64_t id, const game_files::XiangqiTree& tree);
  // Xiangqi game `id`'s row, for a change to its moves; throws RecordsError (not_found) when
  // there is no game `id`, (invalid) when it is not a xiangqi game.
  struct XiangqiRow {
    std::string what;  // "game 7 in 'records.sqlite'", for messages
    bool finished = false;
    std::int64_t plies = 0;
    std::string start_fen;
  };
  XiangqiRow xiangqi_row(std::int64_t id);
  // Drops the stretches that start at or after ply `from` (every seat keeps its first one).
  void drop_stretches_from(std::int64_t id, std::int64_t from);

  Database db_;
  std::mutex write_mutex_;
  bool read_only_ = false;
};

// A short stable digest (16 hex digits, FNV-1a 64) of an AI's weights JSON, for
// PlayerInfo::weights_hash.
std::string weights_digest(std::string_view weights_json);

}  // namespace gameai::records
