// Every recorded game replays exactly, board and score: AI games as `gameai tetris play --record`
// stores them, AI games walked key by key as the desktop app plays them, and scripted games of a
// restless person (holds, extra moves, soft drops, gravity) under all three rule sets, recorded
// from the rules library's history as the app records them.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/rng.hpp"
#include "records/schema.hpp"
#include "records/step_codec.hpp"
#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"
#include "test_support.hpp"
#include "tetris/game.hpp"
#include "tetris/randomizer.hpp"
#include "tetris_ai/auto_game.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::records {
namespace {

using tetris::Input;
using tetris::RuleSet;

constexpr RuleSet ALL_RULES[] = {RuleSet::Classic, RuleSet::Standard, RuleSet::Guideline};

struct Played {
  std::int64_t id = 0;
  std::int64_t pieces = 0;
  std::int64_t score = 0;
  std::int64_t lines = 0;
};

void expect_exact(Store& store, const Played& p, const std::string& what) {
  const game_files::GameSummary game = store.game(p.id);
  const TetrisReplayResult r = replay_tetris(store, game);
  EXPECT_TRUE(r.exact()) << what << ": " << r.problem;
  EXPECT_EQ(r.steps, p.pieces) << what;
  EXPECT_EQ(r.score, p.score) << what;
  EXPECT_EQ(r.lines, p.lines) << what;
  EXPECT_EQ(game.score, p.score) << what;
}

// A headless game of `gameai tetris play --record`.
Played play_headless(Store& store, RuleSet rules, const tetris_ai::PlayerSettings& settings,
                     std::uint64_t seed, std::uint64_t index, std::uint64_t pieces) {
  const tetris_ai::GameConfig config{rules, 10, 20, pieces};
  tetris_ai::AutoGame game(settings, config, seed, index);
  TetrisRecorder recorder(store,
                          tetris_play_setup(rules, 10, 20, seed, index,
                                            {game_files::PlayerInfo::Kind::Ai, settings.ai}));
  while (game.step()) recorder.add_step(tetris_step(game.last_step(), game.score()));
  recorder.finish(game.reached_limit() ? "piece_limit" : "game_over");
  return {recorder.game_id(), static_cast<std::int64_t>(game.pieces()), game.score(),
          static_cast<std::int64_t>(game.lines())};
}

// A game of the desktop app: a tetris::Game whose pieces are moved by keys, recorded from its
// history after every lock. `restless` adds what a person does: holds, moves that the AI then
// has to plan around, soft drops and gravity ticks.
Played play_keyed(Store& store, RuleSet rules, const tetris_ai::PlayerSettings& settings,
                  std::uint64_t seed, int pieces, bool restless) {
  tetris::GameConfig config = tetris::GameConfig::for_rules(rules, seed);
  config.scoring = tetris::ScoringKind::Guideline;  // drop points and levels in every rule set
  tetris::Game game(config);
  tetris_ai::Player player(settings, rules, seed);
  TetrisRecorder recorder(store,
                          tetris_setup(config, {game_files::PlayerInfo::Kind::Human, "human"}),
                          {.batch_size = 7, .max_interval_ms = 60'000});
  common::Rng rng(seed * 7 + 1);
  std::vector<std::uint8_t> keys;
  constexpr Input NOISE[] = {Input::Left,      Input::Right,    Input::RotateCw,
                             Input::RotateCcw, Input::SoftDrop, Input::Hold};
  while (game.pieces() < pieces && !game.game_over()) {
    const std::int64_t before = game.pieces();
    keys.clear();
    if (restless && tetris::has_falling_piece(rules)) {
      const int extra = static_cast<int>(rng.below(4));
      for (int i = 0; i < extra && game.pieces() == before; ++i) {
        const Input in = NOISE[rng.below(rules == RuleSet::Guideline ? 6 : 5)];
        if (rng.below(3) == 0) {
          game.gravity_tick();
        } else {
          game.input(in);
        }
      }
    }
    if (game.pieces() == before && !game.game_over()) {
      const auto choice = player.choose(game);
      if (!choice) break;
      if (rules == RuleSet::Classic) {
        EXPECT_TRUE(game.play(choice->placement).ok);
      } else {
        for (const Input in : choice->path) {
          keys.push_back(static_cast<std::uint8_t>(in));
          game.input(in);
          if (game.pieces() != before) break;
        }
      }
    }
    // Under standard a soft drop or gravity can lock a piece; record every lock.
    const auto& history = game.history();
    for (std::int64_t i = before; i < game.pieces(); ++i) {
      const tetris::StepRecord& step = history[static_cast<std::size_t>(i)];
      std::int64_t score_after = game.score();
      if (i + 1 < game.pieces()) ADD_FAILURE() << "two pieces locked in one turn";
      recorder.add_step(tetris_step(step, score_after, keys));
    }
  }
  recorder.finish(game.game_over() ? "game_over" : "stopped");
  return {recorder.game_id(), game.pieces(), game.score(), game.lines()};
}

TEST(ReplayProperty, HeadlessAiGamesOfEveryPlayerReplayExactly) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  int games = 0;
  for (const RuleSet rules : ALL_RULES) {
    for (const char* ai : {"eltetris", "dellacherie", "bcts", "compact"}) {
      tetris_ai::PlayerSettings settings;
      settings.ai = ai;
      const Played p = play_headless(store, rules, settings, 3, games, 400);
      expect_exact(store, p, std::string(tetris::rule_set_name(rules)) + " " + ai);
      ++games;
    }
    if (tetris_ai::supports_lookahead(rules)) {
      tetris_ai::PlayerSettings two;
      two.lookahead = 1;
      expect_exact(store, play_headless(store, rules, two, 4, 0, 300), "lookahead");
      tetris_ai::PlayerSettings beam;
      beam.beam_width = 4;
      beam.beam_depth = 2;
      expect_exact(store, play_headless(store, rules, beam, 4, 1, 300), "beam");
    }
  }
  EXPECT_EQ(games, 12);
}

TEST(ReplayProperty, KeyByKeyAndRestlessGamesReplayExactly) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  std::int64_t held = 0, spins = 0, soft = 0, hard = 0, max_level_lines = 0;
  for (const RuleSet rules : ALL_RULES) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      tetris_ai::PlayerSettings settings;
      settings.ai = seed % 2 == 0 ? "bcts" : "eltetris";
      const bool restless = seed > 2;
      const Played p = play_keyed(store, rules, settings, seed, 250, restless);
      expect_exact(store, p,
                   std::string(tetris::rule_set_name(rules)) + " seed " + std::to_string(seed) +
                       (restless ? " restless" : " keyed"));
      max_level_lines = std::max(max_level_lines, p.lines);
      store.for_each_tetris_step(p.id, [&](std::int64_t, const game_files::TetrisStep& s) {
        held += s.held;
        spins += s.spin != 0;
        soft += s.soft_rows;
        hard += s.hard_rows;
        return true;
      });
    }
  }
  // The games exercised what exact replay has to get right.
  EXPECT_GT(held, 10);
  EXPECT_GT(spins, 0);
  EXPECT_GT(soft, 100);
  EXPECT_GT(hard, 1000);
  EXPECT_GE(max_level_lines, 20);  // levels rose (guideline scoring multiplies by them)
}

// Turns a store written now into one as schema version 4 wrote it: no stretches, no Tetris runs or
// garbage, xiangqi moves as a list without comments, no game tags or source, and the seed of a
// numbered run's game stored as the seed of its pieces, without the game's index.
void make_version_4(Store& store) {
  Database& db = store.database();
  std::vector<std::pair<std::int64_t, std::uint64_t>> seeds;
  {
    Statement q(db, "SELECT id, seed, game_index FROM games WHERE game_index IS NOT NULL");
    while (q.step())
      seeds.emplace_back(q.column_int(0),
                         tetris::game_piece_seed(static_cast<std::uint64_t>(q.column_int(1)),
                                                 static_cast<std::uint64_t>(q.column_int(2))));
  }
  Statement update(db, "UPDATE games SET seed = ?2 WHERE id = ?1");
  for (const auto& [id, seed] : seeds) update.bind(1, id).bind(2, std::int64_t(seed)).run();
  db.exec(
      "DROP TABLE tetris_garbage; DROP TABLE tetris_runs; "
      "DROP TABLE game_tags; ALTER TABLE games DROP COLUMN source; "
      "DROP TABLE stretches; ALTER TABLE games DROP COLUMN game_index; "
      // Version 4 kept a xiangqi game's moves as a list, without comments: the main line.
      "CREATE TABLE xiangqi_moves (game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE "
      "CASCADE, ply INTEGER NOT NULL, move TEXT NOT NULL, score INTEGER, depth INTEGER, "
      "time_ms INTEGER, PRIMARY KEY (game_id, ply)) WITHOUT ROWID; "
      "INSERT INTO xiangqi_moves SELECT n.game_id, n.node - 1, n.move, n.score, n.depth, "
      "n.time_ms FROM xiangqi_nodes n JOIN games g ON g.id = n.game_id "
      "WHERE n.node BETWEEN 1 AND g.plies; "
      "DROP TABLE xiangqi_nodes; PRAGMA user_version = 4");
}

// Stores written before schema version 4 kept no spin for headless AI games and no drop rows for
// games steered key by key (their scores held the drop points all the same). Opening such a
// store brings its steps forward, and every game then replays exactly.
TEST(ReplayProperty, OlderStoresAreBroughtForwardAndReplay) {
  testing::TempDir dir;
  const std::string path = dir.file("old.sqlite");
  std::vector<Played> games;
  std::int64_t stripped = 0;
  {
    Store store(path);
    tetris_ai::PlayerSettings settings;
    for (std::uint64_t i = 0; i < 3; ++i) {
      games.push_back(play_headless(store, RuleSet::Guideline, settings, 1, i, 300));
    }
    games.push_back(play_keyed(store, RuleSet::Guideline, settings, 5, 200, true));
    games.push_back(play_keyed(store, RuleSet::Standard, settings, 6, 200, true));
    // Rewrite every chunk as the older recorder wrote it.
    Statement read(store.database(), "SELECT game_id, first_step, data FROM tetris_chunks");
    struct Row {
      std::int64_t game, first;
      std::vector<std::uint8_t> data;
    };
    std::vector<Row> rows;
    while (read.step()) {
      const auto blob = read.column_blob(2);
      rows.push_back({read.column_int(0), read.column_int(1), {blob.begin(), blob.end()}});
    }
    Statement write(store.database(),
                    "UPDATE tetris_chunks SET data = ?3 WHERE game_id = ?1 AND first_step = ?2");
    for (const Row& row : rows) {
      StepDecoder decoder(row.data);
      StepEncoder encoder;
      game_files::TetrisStep step;
      while (decoder.next(step)) {
        stripped += step.spin != 0 || step.soft_rows != 0 || step.hard_rows != 0;
        if (row.game <= games[2].id) step.spin = 0;  // the headless games
        step.soft_rows = 0;
        step.hard_rows = 0;
        encoder.add(step);
      }
      write.reset();
      write.bind(1, row.game).bind(2, row.first).bind_blob(3, encoder.bytes()).run();
    }
    make_version_4(store);
    store.database().exec("PRAGMA user_version = 3");
  }
  ASSERT_GT(stripped, 100);
  {
    // The file is an older store now; opening it as a Store upgrades it.
    Database db(path, OpenMode::ReadOnly, 1000);
    EXPECT_EQ(schema_version(db), 3);
  }
  Store store(path);
  EXPECT_EQ(schema_version(store.database()), SCHEMA_VERSION);
  for (const Played& p : games) expect_exact(store, p, "game " + std::to_string(p.id));
}

// Schema version 5 adds who played each stretch and keeps a run's seed as typed with the game's
// index. A version 4 store's games (headless, steered key by key, played by a person and by an
// AI) are brought forward as one stretch of their stored player each, and every one replays
// exactly with the seed it had.
TEST(ReplayProperty, VersionFourStoresGainStretchesAndReplay) {
  testing::TempDir dir;
  const std::string path = dir.file("v4.sqlite");
  std::vector<Played> games;
  {
    Store store(path);
    tetris_ai::PlayerSettings settings;
    for (const RuleSet rules : ALL_RULES)
      games.push_back(play_headless(store, rules, settings, 9, games.size(), 200));
    games.push_back(play_keyed(store, RuleSet::Guideline, settings, 11, 150, true));
    games.push_back(play_keyed(store, RuleSet::Standard, settings, 12, 150, false));
    make_version_4(store);
  }
  {
    Database db(path, OpenMode::ReadOnly, 1000);
    ASSERT_EQ(schema_version(db), 4);
    EXPECT_EQ(db.query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'stretches'"), 0);
  }
  Store store(path);
  EXPECT_EQ(schema_version(store.database()), SCHEMA_VERSION);
  for (const Played& p : games) {
    expect_exact(store, p, "game " + std::to_string(p.id));
    const game_files::GameSummary game = store.game(p.id);
    EXPECT_FALSE(game.game_index.has_value());  // the stored seed deals the pieces itself
    ASSERT_EQ(game.stretches.size(), 1u);
    const game_files::Stretch& only = game.stretches[0];
    EXPECT_EQ(only.from_step, 0);
    EXPECT_EQ(only.player.name, game.players[0].name);
    EXPECT_EQ(only.player.kind, game.players[0].kind);
    EXPECT_EQ(only.steps, p.pieces);
    EXPECT_EQ(only.lines, p.lines);
    EXPECT_EQ(only.points, p.score);
  }
}

// A game of a numbered run keeps the seed as typed and its index; the rules library deals the
// same pieces from them as `gameai tetris play` did.
TEST(ReplayProperty, RunGamesKeepTheTypedSeedAndTheirIndex) {
  testing::TempDir dir;
  Store store(dir.file("seed.sqlite"));
  tetris_ai::PlayerSettings settings;
  const Played p = play_headless(store, RuleSet::Guideline, settings, 5, 3, 200);
  const game_files::GameSummary game = store.game(p.id);
  EXPECT_EQ(game.seed, 5u);
  ASSERT_TRUE(game.game_index.has_value());
  EXPECT_EQ(*game.game_index, 3u);
  EXPECT_EQ(tetris_piece_seed(game), tetris::game_piece_seed(5, 3));
  expect_exact(store, p, "game 3 of seed 5");
}

}  // namespace
}  // namespace gameai::records
