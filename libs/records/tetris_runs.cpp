#include "records/tetris_runs.hpp"

#include <array>
#include <charconv>
#include <memory>
#include <mutex>

#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"

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
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "a Tetris run ends 'finished' or 'topped_out', not '" + run.ended + "'");
  store.require_writable("record a Tetris run");
  Database& db = store.database();
  std::lock_guard lock(store.write_mutex());
  Transaction transaction(db);
  Statement game(db, "SELECT game FROM games WHERE id = ?1");
  game.bind(1, run.game_id);
  if (!game.step())
    throw game_files::RecordsError(game_files::ErrorKind::NotFound,
                                   "no game " + std::to_string(run.game_id) + " in '" + db.path() +
                                       "' to store a Tetris run with");
  if (game.column_text(0) != "tetris")
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "game " + std::to_string(run.game_id) + " in '" + db.path() + "' is not a Tetris game");
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

namespace {

std::optional<std::int64_t> game_with_tag(Store& store, const char* name,
                                          const std::string& value) {
  Statement query(store.database(),
                  "SELECT game_id FROM game_tags WHERE name = ?1 AND value = ?2 LIMIT 1");
  query.bind(1, std::string_view(name)).bind(2, value);
  if (!query.step()) return std::nullopt;
  return query.column_int(0);
}

game_files::PlayerInfo::Kind player_kind(const std::string& kind) {
  return kind == "ai"       ? game_files::PlayerInfo::Kind::Ai
         : kind == "engine" ? game_files::PlayerInfo::Kind::Engine
                            : game_files::PlayerInfo::Kind::Human;
}

// Options for storing `run`'s steps at once.
RecorderOptions recorder_options(const game_files::TetrisRunFile& run) {
  RecorderOptions options;
  options.batch_size = std::max<std::size_t>(1, run.steps.size());
  return options;
}

// The steps of `run` with the garbage that rose: a dig's cheese before the first step, a versus
// board's after the steps it followed.
void add_board(TetrisRecorder& recorder, const game_files::TetrisRunFile& run) {
  const auto holes_of = [](const std::vector<int>& holes) {
    return std::vector<std::uint8_t>(holes.begin(), holes.end());
  };
  if (!run.cheese.empty()) recorder.add_garbage(holes_of(run.cheese));
  std::size_t next_garbage = 0;
  for (std::size_t i = 0; i < run.steps.size(); ++i) {
    recorder.add_step(tetris_step(run.steps[i].record, run.steps[i].score_after));
    for (; next_garbage < run.garbage.size() &&
           run.garbage[next_garbage].after <= static_cast<std::int64_t>(i) + 1;
         ++next_garbage)
      recorder.add_garbage(holes_of(run.garbage[next_garbage].holes));
  }
}

TetrisSetup board_setup(const game_files::TetrisRunFile& run) {
  TetrisSetup setup = tetris_setup(run.config, {player_kind(run.player_kind), run.player_name,
                                                run.player_settings, run.player_weights_hash});
  setup.game_index = run.game_index;
  setup.source = RUN_FILE_SOURCE;
  setup.started_at_ms = run.played_at_ms;
  return setup;
}

}  // namespace

TetrisRunImport import_tetris_run(Store& store, const game_files::TetrisRunFile& run) {
  store.require_writable("import a Tetris run");
  const game_files::TetrisRunReplay replay = game_files::replay_tetris_run_file(run);
  if (!replay.exact())
    throw game_files::RecordsError(game_files::ErrorKind::Invalid,
                                   "the run does not replay: " + replay.problem);
  // The same game and steps are the same run, whoever saved the file and whenever.
  game_files::TetrisRunFile key = run;
  key.played_at_ms = 0;
  key.program.clear();
  key.result.reset();
  const std::string digest = weights_digest(game_files::write_tetris_run_file(key));
  if (const auto id = game_with_tag(store, RUN_DIGEST_TAG, digest)) return {*id, true};

  TetrisSetup setup = board_setup(run);
  setup.tags.emplace_back(RUN_DIGEST_TAG, digest);
  TetrisRecorder recorder(store, setup, recorder_options(run));
  add_board(recorder, run);
  const bool finished = run.result && run.result->end == "finished";
  recorder.finish(finished ? "finished" : "game_over", "imported from a run file");
  if (run.result && run.mode != "endless") {
    const game_files::TetrisRunFigures& r = *run.result;
    TetrisRun stored;
    stored.game_id = recorder.game_id();
    stored.mode = run.mode;
    stored.rules = std::string(tetris::rule_set_name(run.config.rules));
    stored.width = run.config.width;
    stored.height = run.config.height;
    stored.ended = r.end;
    stored.counts = r.counts;
    stored.time_ms = r.time_ms;
    stored.pieces = r.pieces;
    stored.keys = r.keys;
    stored.lines = r.lines;
    stored.score = r.score;
    stored.level = r.level;
    store_tetris_run(store, stored);
  }
  return {recorder.game_id(), false};
}

TetrisVersusImport import_tetris_versus(Store& store, const game_files::TetrisVersusFile& versus) {
  store.require_writable("import a Tetris versus game");
  // Both boards replay before either is stored: a file is stored whole or not at all.
  const game_files::TetrisRunReplay replay = game_files::replay_tetris_versus_file(versus);
  if (!replay.exact())
    throw game_files::RecordsError(game_files::ErrorKind::Invalid,
                                   "the versus game does not replay: " + replay.problem);
  game_files::TetrisVersusFile key = versus;
  key.played_at_ms = 0;
  key.program.clear();
  for (game_files::TetrisRunFile& board : key.boards) {
    board.played_at_ms = 0;
    board.program.clear();
  }
  const std::string digest = weights_digest(game_files::write_tetris_versus_file(key));
  if (const auto id = game_with_tag(store, RUN_DIGEST_TAG, digest)) {
    TetrisVersusImport out{{*id, 0}, true};
    Statement opponent(store.database(),
                       "SELECT value FROM game_tags WHERE game_id = ?1 AND name = 'Opponent'");
    opponent.bind(1, *id);
    if (opponent.step()) {
      const std::string value = opponent.column_text(0);
      std::from_chars(value.data(), value.data() + value.size(), out.ids[1]);
    }
    return out;
  }
  // As the desktop records a versus game: each board a Tetris game tagged with its side, and
  // the two naming each other (Opponent: the other's id).
  const char* sides[] = {"left", "right"};
  std::array<std::unique_ptr<TetrisRecorder>, 2> recorders;
  for (std::size_t i = 0; i < 2; ++i) {
    const game_files::TetrisRunFile& run = versus.boards[i];
    TetrisSetup setup = board_setup(run);
    setup.tags = {{"Versus", sides[i]}};
    if (i == 0) setup.tags.emplace_back(RUN_DIGEST_TAG, digest);
    if (i == 1) setup.tags.emplace_back("Opponent", std::to_string(recorders[0]->game_id()));
    recorders[i] = std::make_unique<TetrisRecorder>(store, setup, recorder_options(run));
  }
  recorders[0]->add_tag("Opponent", std::to_string(recorders[1]->game_id()));
  const std::string why = versus.winner < 0 ? "the game was stopped before its end"
                                            : std::string("the ") + sides[1 - versus.winner] +
                                                  " board topped out; imported from a versus file";
  TetrisVersusImport out;
  for (std::size_t i = 0; i < 2; ++i) {
    add_board(*recorders[i], versus.boards[i]);
    const char* result = versus.winner < 0                      ? "stopped"
                         : versus.winner == static_cast<int>(i) ? "won"
                                                                : "game_over";
    recorders[i]->finish(result, why);
    out.ids[i] = recorders[i]->game_id();
  }
  return out;
}

game_files::TetrisRunFile tetris_run_file(Store& store, std::int64_t id) {
  const game_files::GameSummary game = store.game(id);
  if (game.game != game_files::GameKind::Tetris)
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "game " + std::to_string(id) + " in '" + store.path() + "' is not a Tetris game");
  game_files::TetrisRunFile run;
  run.config = tetris_config(game);
  run.config.seed = game.seed;
  run.game_index = game.game_index;
  for (const game_files::TetrisGarbage& g : store.tetris_garbage(id)) {
    std::vector<int> holes(g.holes.begin(), g.holes.end());
    if (g.step < 0)
      run.cheese.insert(run.cheese.end(), holes.begin(), holes.end());
    else
      run.garbage.push_back({g.step + 1, std::move(holes)});
  }
  if (!game.players.empty()) {
    const game_files::PlayerInfo& p = game.players.front();
    run.player_kind = to_string(p.kind);
    run.player_name = p.name;
    run.player_settings = p.settings;
    run.player_weights_hash = p.weights_hash;
  }
  run.played_at_ms = game.started_at_ms;
  run.program = "gameai " + game.program_version;
  store.for_each_tetris_step(id, [&](std::int64_t, const game_files::TetrisStep& step) {
    run.steps.push_back({step_record(step), step.score_after});
    return true;
  });
  if (const auto stored = tetris_run(store, id)) {
    run.mode = stored->mode;
    run.result =
        game_files::TetrisRunFigures{stored->ended, stored->counts, stored->time_ms, stored->pieces,
                                     stored->keys,  stored->lines,  stored->score,   stored->level};
  }
  return run;
}

}  // namespace gameai::records
