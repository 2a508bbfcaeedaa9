#include "records/tetris_runs.hpp"

#include <mutex>

namespace gameai::records {
namespace {

constexpr const char* COLUMNS =
    "game_id, mode, rules, width, height, ended, counts, time_ms, pieces, keys, lines, score, "
    "level";

TetrisRun read_run(const Statement& row) {
  TetrisRun r;
  r.game_id = row.column_int(0);
  r.mode = row.column_text(1);
  r.rules = row.column_text(2);
  r.width = static_cast<int>(row.column_int(3));
  r.height = static_cast<int>(row.column_int(4));
  r.ended = row.column_text(5);
  r.counts = row.column_int(6) != 0;
  r.time_ms = row.column_int(7);
  r.pieces = row.column_int(8);
  r.keys = row.column_int(9);
  r.lines = row.column_int(10);
  r.score = row.column_int(11);
  r.level = static_cast<int>(row.column_int(12));
  return r;
}

}  // namespace

void store_tetris_run(Store& store, const TetrisRun& run) {
  if (run.ended != "finished" && run.ended != "topped_out")
    throw RecordsError(ErrorKind::Invalid,
                       "a Tetris run ends 'finished' or 'topped_out', not '" + run.ended + "'");
  store.require_writable("record a Tetris run");
  Database& db = store.database();
  std::lock_guard lock(store.write_mutex());
  Transaction transaction(db);
  Statement game(db, "SELECT game FROM games WHERE id = ?1");
  game.bind(1, run.game_id);
  if (!game.step())
    throw RecordsError(ErrorKind::NotFound, "no game " + std::to_string(run.game_id) + " in '" +
                                                db.path() + "' to store a Tetris run with");
  if (game.column_text(0) != "tetris")
    throw RecordsError(ErrorKind::Invalid, "game " + std::to_string(run.game_id) + " in '" +
                                               db.path() + "' is not a Tetris game");
  Statement insert(db, std::string("INSERT OR REPLACE INTO tetris_runs (") + COLUMNS +
                           ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)");
  insert.bind(1, run.game_id).bind(2, run.mode).bind(3, run.rules);
  insert.bind(4, std::int64_t{run.width}).bind(5, std::int64_t{run.height}).bind(6, run.ended);
  insert.bind(7, std::int64_t{run.counts ? 1 : 0}).bind(8, run.time_ms).bind(9, run.pieces);
  insert.bind(10, run.keys).bind(11, run.lines).bind(12, run.score);
  insert.bind(13, std::int64_t{run.level}).run();
  transaction.commit();
}

std::optional<TetrisRun> tetris_run(Store& store, std::int64_t game_id) {
  Statement query(store.database(),
                  std::string("SELECT ") + COLUMNS + " FROM tetris_runs WHERE game_id = ?1");
  query.bind(1, game_id);
  if (!query.step()) return std::nullopt;
  return read_run(query);
}

std::optional<TetrisRun> best_tetris_run(Store& store, const std::string& mode,
                                         const std::string& rules, int width, int height,
                                         RunOrder order) {
  const char* by = order == RunOrder::LeastTime ? "time_ms ASC" : "score DESC";
  Statement query(store.database(),
                  std::string("SELECT ") + COLUMNS +
                      " FROM tetris_runs WHERE mode = ?1 AND rules = ?2 AND width = ?3 AND "
                      "height = ?4 AND counts = 1 ORDER BY " +
                      by + ", game_id ASC LIMIT 1");
  query.bind(1, mode).bind(2, rules).bind(3, std::int64_t{width}).bind(4, std::int64_t{height});
  if (!query.step()) return std::nullopt;
  return read_run(query);
}

}  // namespace gameai::records
