// Tetris run files: written and read back exactly, replayed board by board, refused with a clear
// error when damaged, cut short or from a newer gameai; imported into the store (with their mode
// and result), replayed there, and written back from it.
#include "records/tetris_replay_file.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "cli_run.hpp"
#include "records/tetris_runs.hpp"
#include "test_support.hpp"
#include "tetris/attack.hpp"
#include "tetris_games.hpp"

#ifndef GAMEAI_TEST_DATA_DIR
#define GAMEAI_TEST_DATA_DIR "tests/data"
#endif

namespace gameai::records {
namespace {

// A run played by the lowest-placement policy on `rules`, with `cheese_rows` rows of cheese
// under the field, its steps as the rules record them (a game that keeps its history).
// With `garbage_every`, two garbage rows rise after every so many pieces (a versus board).
TetrisRunFile recorded_run(tetris::RuleSet rules, std::uint64_t seed, int pieces,
                           int cheese_rows = 0, int garbage_every = 0) {
  TetrisRunFile run;
  run.config = tetris::GameConfig::for_rules(rules, seed);
  run.mode = cheese_rows > 0 ? "dig" : "sprint";
  tetris::GarbageHoles holes = tetris::cheese_holes(run.config.width, seed);
  for (int i = 0; i < cheese_rows; ++i) run.cheese.push_back(holes.next());
  tetris::GameConfig config = run.config;
  config.record_history = true;
  tetris::Game game(config);
  for (const int hole : run.cheese) game.add_garbage(1, hole);
  common::Rng rng(seed);
  for (int i = 0; i < pieces && !game.game_over(); ++i) {
    const tetris::MoveGenerator& moves = game.moves();
    if (moves.empty()) break;
    const tetris::Move& move = moves[testing::lowest_move(moves, rng)];
    EXPECT_TRUE(game.play(move.placement, move.spin).ok);
    tetris::StepRecord record = game.history().back();
    record.board_hash &= 0xffffffffu;
    run.steps.push_back({record, game.score()});
    if (garbage_every > 0 && (i + 1) % garbage_every == 0 && !game.game_over()) {
      TetrisRunGarbage rows{static_cast<std::int64_t>(run.steps.size()), {}};
      for (int r = 0; r < 2; ++r) {
        rows.holes.push_back(holes.next());
        game.add_garbage(1, rows.holes.back());
      }
      run.garbage.push_back(rows);
    }
  }
  run.result = TetrisRunFigures{game.game_over() ? "topped_out" : "finished",
                                !game.game_over(),
                                61234,
                                static_cast<std::int64_t>(run.steps.size()),
                                250,
                                game.lines(),
                                game.score(),
                                game.level()};
  return run;
}

bool same_steps(const TetrisRunFile& a, const TetrisRunFile& b) {
  if (a.steps.size() != b.steps.size()) return false;
  for (std::size_t i = 0; i < a.steps.size(); ++i) {
    const tetris::StepRecord& x = a.steps[i].record;
    const tetris::StepRecord& y = b.steps[i].record;
    if (!(x.placement == y.placement) || x.spin != y.spin || x.held != y.held ||
        x.soft_rows != y.soft_rows || x.hard_rows != y.hard_rows || x.lines != y.lines ||
        (x.board_hash & 0xffffffffu) != (y.board_hash & 0xffffffffu) ||
        a.steps[i].score_after != b.steps[i].score_after)
      return false;
  }
  return true;
}

std::string read_error(const std::string& text) {
  const TetrisRunFileRead r = read_tetris_run_file(text);
  EXPECT_FALSE(r.file.has_value()) << text.substr(0, 200);
  return r.error;
}

class RunFile : public ::testing::TestWithParam<tetris::RuleSet> {};

TEST_P(RunFile, RoundTripsAndReplaysEveryBoard) {
  const TetrisRunFile run = recorded_run(GetParam(), 5, 300, 0, 9);
  ASSERT_GT(run.steps.size(), 30u);  // the policy tops out early, garbage rising
  ASSERT_FALSE(run.garbage.empty());
  const std::string text = write_tetris_run_file(run);
  const TetrisRunFileRead back = read_tetris_run_file(text);
  ASSERT_TRUE(back.file) << back.error;
  EXPECT_TRUE(same_steps(*back.file, run));
  EXPECT_EQ(back.file->config.rules, run.config.rules);
  EXPECT_EQ(back.file->config.randomizer, run.config.randomizer);
  EXPECT_EQ(back.file->config.seed, run.config.seed);
  EXPECT_EQ(back.file->mode, "sprint");
  EXPECT_EQ(back.file->result, run.result);
  EXPECT_EQ(back.file->garbage, run.garbage);
  // Written again, the very same text.
  EXPECT_EQ(write_tetris_run_file(*back.file), text);
  // Replayed: every step reproduces, and the game ends where the run did.
  std::int64_t last_score = -1;
  const TetrisRunReplay replay =
      replay_tetris_run_file(*back.file, [&](std::int64_t, const tetris::Game& after) {
        last_score = after.score();
        return true;
      });
  EXPECT_TRUE(replay.exact()) << replay.problem;
  EXPECT_EQ(replay.steps, static_cast<std::int64_t>(run.steps.size()));
  EXPECT_EQ(last_score, run.result->score);
}

INSTANTIATE_TEST_SUITE_P(AllRules, RunFile,
                         ::testing::Values(tetris::RuleSet::Classic, tetris::RuleSet::Standard,
                                           tetris::RuleSet::Guideline));

TEST(RunFileReplay, ADigReplaysOnItsCheeseAndNotWithout) {
  TetrisRunFile run = recorded_run(tetris::RuleSet::Guideline, 9, 60, 10);
  const TetrisRunFileRead back = read_tetris_run_file(write_tetris_run_file(run));
  ASSERT_TRUE(back.file) << back.error;
  EXPECT_EQ(back.file->cheese, run.cheese);
  EXPECT_TRUE(replay_tetris_run_file(*back.file).exact());
  run.cheese.clear();
  const TetrisRunReplay without = replay_tetris_run_file(run);
  EXPECT_FALSE(without.exact());
  EXPECT_EQ(without.diverged_at, 0);
}

TEST(RunFileReplay, AStepChangedIsFoundWhereItDiverges) {
  TetrisRunFile run = recorded_run(tetris::RuleSet::Guideline, 3, 80);
  run.steps[41].record.board_hash ^= 1;
  const TetrisRunReplay replay = replay_tetris_run_file(run);
  EXPECT_EQ(replay.diverged_at, 41);
  EXPECT_EQ(replay.steps, 41);
  EXPECT_NE(replay.problem.find("step 42 ("), std::string::npos) << replay.problem;
  EXPECT_NE(replay.problem.find("board differs"), std::string::npos) << replay.problem;
  run = recorded_run(tetris::RuleSet::Guideline, 3, 80);
  run.steps[10].score_after += 2;
  EXPECT_NE(replay_tetris_run_file(run).problem.find("the score is"), std::string::npos);
  // A placement the rules never dealt.
  run = recorded_run(tetris::RuleSet::Guideline, 3, 80);
  run.steps[0].record.placement.row = 12;
  EXPECT_NE(replay_tetris_run_file(run).problem.find("not legal"), std::string::npos);
}

TEST(RunFileRead, BadFilesAreRefusedWithWhatIsWrong) {
  const std::string good = write_tetris_run_file(recorded_run(tetris::RuleSet::Guideline, 2, 40));
  ASSERT_TRUE(read_tetris_run_file(good).file);
  EXPECT_NE(read_error("").find("empty"), std::string::npos);
  EXPECT_NE(read_error("   \n").find("empty"), std::string::npos);
  EXPECT_NE(read_error("[Event \"x\"]\n1. h2e2").find("not JSON"), std::string::npos);
  // Cut short anywhere: the file says so, whether or not the JSON still parses.
  for (const std::size_t at : {good.size() / 3, good.size() / 2, good.size() - 3}) {
    const std::string error = read_error(good.substr(0, at));
    EXPECT_NE(error.find("cut short"), std::string::npos) << at << ": " << error;
  }
  EXPECT_NE(read_error(R"({"format": "something-else", "version": 1})").find("\"format\""),
            std::string::npos);
  EXPECT_NE(read_error(R"({"version": 1})").find("not a Tetris run file"), std::string::npos);
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return text.replace(at, from.size(), to);
  };
  const std::string newer = read_error(with("\"version\": 1", "\"version\": 3"));
  EXPECT_NE(newer.find("version 3"), std::string::npos) << newer;
  EXPECT_NE(newer.find("update gameai"), std::string::npos) << newer;
  EXPECT_NE(read_error(with("\"rules\": \"guideline\"", "\"rules\": \"tengen\""))
                .find("unknown rule set \"tengen\""),
            std::string::npos);
  EXPECT_NE(read_error(with("\"width\": 10", "\"width\": 99")).find("\"width\" must be from 4"),
            std::string::npos);
  EXPECT_NE(read_error(with("\"width\": 10", "\"width\": \"ten\"")).find("whole number"),
            std::string::npos);
  EXPECT_NE(read_error(with("\"mode\": \"sprint\"", "\"mode\": \"race\"")).find("unknown mode"),
            std::string::npos);
  EXPECT_NE(read_error(with("\"seed\": 2,", "")).find("\"seed\" is missing"), std::string::npos);
  const std::string piece = read_error(with("{\"piece\":\"", "{\"piece\":\"Q\",\"was\":\""));
  EXPECT_NE(piece.find("step 1: \"piece\" must be one of"), std::string::npos) << piece;
  const std::string steps = read_error(with("\"steps\": [", "\"steps\": 7, \"x\": ["));
  EXPECT_FALSE(steps.empty());
  const std::string pieces = read_error(with("\"pieces\": 40", "\"pieces\": 41"));
  EXPECT_NE(pieces.find("cut short or was changed"), std::string::npos) << pieces;
}

TEST(RunFileRead, AFileThePageWroteReadsAndReplays) {
  // Downloaded from the web page after a 40-line sprint played by key events (web/test).
  std::ifstream in(std::string(GAMEAI_TEST_DATA_DIR) + "/records/page-sprint.gameai-run.json");
  ASSERT_TRUE(in) << "tests/data/records/page-sprint.gameai-run.json is missing";
  std::stringstream text;
  text << in.rdbuf();
  const TetrisRunFileRead r = read_tetris_run_file(text.str());
  ASSERT_TRUE(r.file) << r.error;
  EXPECT_EQ(r.file->mode, "sprint");
  ASSERT_TRUE(r.file->result);
  EXPECT_GE(r.file->result->lines, 40);
  EXPECT_TRUE(replay_tetris_run_file(*r.file).exact());
}

TEST(VersusFile, AFileThePageWroteReadsAndBothBoardsReplay) {
  // Downloaded from the web page's Versus tab after a match of two AIs (web/test).
  std::ifstream in(std::string(GAMEAI_TEST_DATA_DIR) + "/records/page-versus.gameai-run.json");
  ASSERT_TRUE(in) << "tests/data/records/page-versus.gameai-run.json is missing";
  std::stringstream text;
  text << in.rdbuf();
  const TetrisFileRead r = read_tetris_file(text.str());
  ASSERT_TRUE(r.versus) << r.error;
  EXPECT_GE(r.versus->winner, 0);
  EXPECT_FALSE(r.versus->boards[0].garbage.empty() && r.versus->boards[1].garbage.empty());
  EXPECT_EQ(r.versus->boards[0].config.seed, r.versus->boards[1].config.seed);
  EXPECT_TRUE(replay_tetris_versus_file(*r.versus).exact());
}

TEST(RunFileStore, ImportStoresTheGameAndItsRunAndReplaysThere) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const TetrisRunFile run = recorded_run(tetris::RuleSet::Guideline, 9, 60, 10, 7);
  ASSERT_TRUE(run.result);
  ASSERT_GE(run.garbage.size(), 3u);
  const TetrisRunImport imported = import_tetris_run(store, run);
  EXPECT_FALSE(imported.duplicate);
  const GameSummary game = store.game(imported.id);
  EXPECT_EQ(game.source, RUN_FILE_SOURCE);
  EXPECT_EQ(game.pieces, static_cast<std::int64_t>(run.steps.size()));
  const std::vector<TetrisGarbage> garbage = store.tetris_garbage(imported.id);
  ASSERT_FALSE(garbage.empty());
  EXPECT_EQ(garbage.front().step, -1);
  EXPECT_EQ(std::vector<int>(garbage.front().holes.begin(), garbage.front().holes.end()),
            run.cheese);
  EXPECT_EQ(garbage.size(), run.garbage.size() + 1);
  const TetrisReplayResult replay = replay_tetris(store, game);
  EXPECT_TRUE(replay.exact()) << replay.problem;
  EXPECT_EQ(replay.score, run.result->score);
  const auto stored = tetris_run(store, imported.id);
  ASSERT_TRUE(stored);
  EXPECT_EQ(stored->mode, "dig");
  EXPECT_EQ(stored->time_ms, 61234);
  EXPECT_EQ(stored->counts, run.result->counts);
  // The same run again is not stored twice.
  const TetrisRunImport again = import_tetris_run(store, run);
  EXPECT_TRUE(again.duplicate);
  EXPECT_EQ(again.id, imported.id);
  // Written back from the store: the same run.
  const TetrisRunFile out = tetris_run_file(store, imported.id);
  EXPECT_TRUE(same_steps(out, run));
  EXPECT_EQ(out.cheese, run.cheese);
  EXPECT_EQ(out.garbage, run.garbage);
  EXPECT_EQ(out.mode, "dig");
  EXPECT_EQ(out.result, run.result);
  EXPECT_TRUE(replay_tetris_run_file(out).exact());
}

TEST(RunFileStore, ARunThatDoesNotReplayIsNotStored) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  TetrisRunFile run = recorded_run(tetris::RuleSet::Guideline, 4, 50);
  run.steps[20].score_after = 1;
  try {
    import_tetris_run(store, run);
    FAIL() << "imported";
  } catch (const RecordsError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Invalid);
    EXPECT_NE(std::string(e.what()).find("step 21"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(store.list_games({}).empty());
}

TEST(RunFileStore, AStoredGameOfARecorderIsWrittenAsAFileThatReplays) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id = testing::play_and_record(store, tetris::RuleSet::Standard, 7, 120);
  const TetrisRunFile file = tetris_run_file(store, id);
  EXPECT_EQ(file.mode, "endless");
  EXPECT_FALSE(file.result);
  EXPECT_EQ(file.player_kind, "ai");
  EXPECT_EQ(file.player_name, "lowest");
  const TetrisRunFileRead back = read_tetris_run_file(write_tetris_run_file(file));
  ASSERT_TRUE(back.file) << back.error;
  EXPECT_TRUE(replay_tetris_run_file(*back.file).exact());
}

TEST(RunFileCli, ImportThenReplayAndExport) {
  testing::TempDir dir;
  const std::string db = dir.file("cli.sqlite");
  const std::string path = dir.file("run.json");
  std::ofstream(path) << write_tetris_run_file(recorded_run(tetris::RuleSet::Guideline, 6, 70, 10));
  const auto imported = cli_test::run_gameai("records import " + path + " --db " + db);
  ASSERT_EQ(imported.status, 0) << imported.out;
  EXPECT_NE(imported.out.find("as game 1 (dig"), std::string::npos) << imported.out;
  const auto replayed = cli_test::run_gameai("records replay 1 --db " + db);
  EXPECT_EQ(replayed.status, 0) << replayed.out;
  const auto again = cli_test::run_gameai("records import " + path + " --db " + db);
  EXPECT_EQ(again.status, 0);
  EXPECT_NE(again.out.find("already stored as game 1"), std::string::npos) << again.out;
  const std::string out = dir.file("out.json");
  const auto exported = cli_test::run_gameai(
      "records export --game tetris --format run --id 1 --out " + out + " --db " + db);
  ASSERT_EQ(exported.status, 0) << exported.out;
  std::ifstream written(out);
  std::stringstream text;
  text << written.rdbuf();
  const TetrisRunFileRead back = read_tetris_run_file(text.str());
  ASSERT_TRUE(back.file) << back.error;
  EXPECT_TRUE(replay_tetris_run_file(*back.file).exact());
  // A damaged file: a clear error, status 2, nothing stored.
  std::ofstream(path) << "{\"format\": \"gameai-tetris-run\", \"version\": 1, \"rules\": \"gu";
  const auto bad = cli_test::run_gameai("records import " + path + " --db " + db);
  EXPECT_EQ(bad.status, 2);
  EXPECT_NE(bad.out.find("cut short"), std::string::npos) << bad.out;
}

// A versus game: two boards on the same pieces, each with the garbage that rose under it.
TetrisVersusFile versus_game() {
  TetrisVersusFile v;
  v.boards[0] = recorded_run(tetris::RuleSet::Guideline, 12, 45, 0, 6);
  v.boards[1] = recorded_run(tetris::RuleSet::Guideline, 12, 50, 0, 4);
  for (TetrisRunFile& b : v.boards) {
    b.mode = "versus";
    b.result.reset();
  }
  v.boards[0].player_name = "human";
  v.boards[1].player_kind = "ai";
  v.boards[1].player_name = "bot";
  v.game = 2;
  v.first_to = 3;
  v.winner = 1;
  v.played_at_ms = 1700000000000;
  v.program = "gameai web page";
  return v;
}

TEST(VersusFile, RoundTripsBothBoardsWhichReplay) {
  const TetrisVersusFile v = versus_game();
  ASSERT_FALSE(v.boards[0].garbage.empty());
  const std::string text = write_tetris_versus_file(v);
  EXPECT_NE(text.find("\"version\": 2"), std::string::npos);
  EXPECT_NE(text.find("\"side\": \"left\""), std::string::npos) << text.substr(0, 600);
  const TetrisFileRead back = read_tetris_file(text);
  ASSERT_TRUE(back.versus) << back.error;
  EXPECT_FALSE(back.run);
  EXPECT_EQ(back.versus->game, 2);
  EXPECT_EQ(back.versus->first_to, 3);
  EXPECT_EQ(back.versus->winner, 1);
  EXPECT_EQ(back.versus->played_at_ms, v.played_at_ms);
  EXPECT_EQ(back.versus->program, v.program);
  for (std::size_t i = 0; i < 2; ++i) {
    const TetrisRunFile& b = back.versus->boards[i];
    EXPECT_TRUE(same_steps(b, v.boards[i])) << i;
    EXPECT_EQ(b.garbage, v.boards[i].garbage) << i;
    EXPECT_EQ(b.mode, "versus");
    EXPECT_EQ(b.player_name, v.boards[i].player_name);
    EXPECT_EQ(b.config.seed, 12u);
    EXPECT_TRUE(replay_tetris_run_file(b).exact()) << i;
  }
  EXPECT_TRUE(replay_tetris_versus_file(*back.versus).exact());
  // A lone run still reads as one, written as version 1; the lone reader refuses a versus file.
  TetrisRunFile alone = v.boards[0];
  alone.mode = "endless";
  const std::string lone = write_tetris_run_file(alone);
  EXPECT_NE(lone.find("\"version\": 1"), std::string::npos);
  EXPECT_TRUE(read_tetris_file(lone).run);
  EXPECT_NE(read_tetris_run_file(text).error.find("versus file holds two boards"),
            std::string::npos);
}

TEST(VersusFile, CutOrDamagedFilesAreRefusedWithWhatIsWrong) {
  const std::string good = write_tetris_versus_file(versus_game());
  for (const std::size_t at : {good.size() / 4, good.size() / 2, good.size() - 4}) {
    const TetrisFileRead r = read_tetris_file(good.substr(0, at));
    EXPECT_FALSE(r.versus || r.run) << at;
    EXPECT_NE(r.error.find("cut short"), std::string::npos) << at << ": " << r.error;
  }
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return read_tetris_file(text.replace(at, from.size(), to)).error;
  };
  EXPECT_NE(with("\"side\": \"left\"", "\"side\": \"right\"").find("the left board: \"side\""),
            std::string::npos);
  EXPECT_NE(with("\"winner\": \"right\"", "\"winner\": \"both\"").find("\"winner\" must be"),
            std::string::npos);
  EXPECT_NE(with("\"version\": 2", "\"version\": 1").find("version 2 or later"), std::string::npos);
  const std::string rules = with("\"rules\": \"guideline\"", "\"rules\": \"tengen\"");
  EXPECT_NE(rules.find("the left board: unknown rule set"), std::string::npos) << rules;
}

TEST(VersusFile, ImportStoresBothBoardsLinkedAsTheDesktopRecordsThem) {
  testing::TempDir dir;
  Store store(dir.file("v.sqlite"));
  const TetrisVersusFile v = versus_game();
  const TetrisVersusImport imported = import_tetris_versus(store, v);
  EXPECT_FALSE(imported.duplicate);
  const auto tag = [&](std::int64_t id, const std::string& name) {
    for (const auto& [n, value] : store.game(id).tags)
      if (n == name) return value;
    return std::string();
  };
  EXPECT_EQ(tag(imported.ids[0], "Versus"), "left");
  EXPECT_EQ(tag(imported.ids[1], "Versus"), "right");
  EXPECT_EQ(tag(imported.ids[0], "Opponent"), std::to_string(imported.ids[1]));
  EXPECT_EQ(tag(imported.ids[1], "Opponent"), std::to_string(imported.ids[0]));
  for (std::size_t i = 0; i < 2; ++i) {
    const GameSummary game = store.game(imported.ids[i]);
    EXPECT_EQ(game.pieces, static_cast<std::int64_t>(v.boards[i].steps.size()));
    EXPECT_EQ(game.result, i == 1 ? "won" : "game_over");
    EXPECT_EQ(store.tetris_garbage(imported.ids[i]).size(), v.boards[i].garbage.size());
    const TetrisReplayResult replay = replay_tetris(store, game);
    EXPECT_TRUE(replay.exact()) << i << ": " << replay.problem;
    // Each board written back from the store is the board of the file.
    const TetrisRunFile out = tetris_run_file(store, imported.ids[i]);
    EXPECT_TRUE(same_steps(out, v.boards[i]));
    EXPECT_EQ(out.garbage, v.boards[i].garbage);
  }
  const TetrisVersusImport again = import_tetris_versus(store, v);
  EXPECT_TRUE(again.duplicate);
  EXPECT_EQ(again.ids, imported.ids);
  EXPECT_EQ(store.list_games({}).size(), 2u);
}

TEST(VersusFile, ABoardThatDoesNotReplayIsRefusedAndNothingIsStored) {
  testing::TempDir dir;
  Store store(dir.file("v.sqlite"));
  for (int side = 0; side < 2; ++side) {
    TetrisVersusFile v = versus_game();
    v.boards[static_cast<std::size_t>(side)].garbage.front().holes.front() ^= 1;  // another hole
    try {
      import_tetris_versus(store, v);
      FAIL() << "imported";
    } catch (const RecordsError& e) {
      EXPECT_EQ(e.kind(), ErrorKind::Invalid);
      EXPECT_NE(std::string(e.what()).find(side == 0 ? "the left board: " : "the right board: "),
                std::string::npos)
          << e.what();
    }
    EXPECT_TRUE(store.list_games({}).empty()) << side;
  }
}

TEST(VersusFileCli, ImportStoresBothBoardsAndRefusesABadOneWhole) {
  testing::TempDir dir;
  const std::string db = dir.file("cli.sqlite");
  const std::string path = dir.file("versus.json");
  std::ofstream(path) << write_tetris_versus_file(versus_game());
  const auto imported = cli_test::run_gameai("records import " + path + " --db " + db);
  ASSERT_EQ(imported.status, 0) << imported.out;
  const TetrisVersusFile v = versus_game();
  EXPECT_NE(
      imported.out.find("as games 1 (left, human, " + std::to_string(v.boards[0].steps.size()) +
                        " pieces) and 2 (right, bot, " + std::to_string(v.boards[1].steps.size()) +
                        " pieces): versus game 2, right won"),
      std::string::npos)
      << imported.out;
  EXPECT_EQ(cli_test::run_gameai("records replay 1 --db " + db).status, 0);
  EXPECT_EQ(cli_test::run_gameai("records replay 2 --db " + db).status, 0);
  const auto again = cli_test::run_gameai("records import " + path + " --db " + db);
  EXPECT_NE(again.out.find("already stored as games 1 and 2"), std::string::npos) << again.out;
  TetrisVersusFile bad = versus_game();
  bad.boards[1].steps[10].score_after += 1;
  bad.program = "changed";
  std::ofstream(path) << write_tetris_versus_file(bad);
  const auto refused = cli_test::run_gameai("records import " + path + " --db " + db);
  EXPECT_EQ(refused.status, 2);
  EXPECT_NE(refused.out.find("the right board: "), std::string::npos) << refused.out;
  Store store(db);
  EXPECT_EQ(store.list_games({}).size(), 2u);
}

}  // namespace
}  // namespace gameai::records
