#include "records/tetris_replay.hpp"

#include <gtest/gtest.h>

#include "common/rng.hpp"
#include "records/step_codec.hpp"
#include "records/tetris_recorder.hpp"
#include "test_support.hpp"
#include "tetris_games.hpp"

namespace gameai::records {
namespace {

class TetrisReplay : public ::testing::TestWithParam<tetris::RuleSet> {};

TEST_P(TetrisReplay, ReproducesEveryBoardOfRecordedGames) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    std::vector<std::uint64_t> hashes;
    const std::int64_t id = testing::play_and_record(store, GetParam(), seed, 400, &hashes);
    const game_files::GameSummary game = store.game(id);
    std::vector<std::uint64_t> replayed;
    const TetrisReplayResult result = replay_tetris(store, game, [&](const TetrisFrame& frame) {
      replayed.push_back(frame.game_after->board().hash());
      EXPECT_EQ(static_cast<int>(frame.step->piece), tetris::to_int(frame.piece));
      return true;
    });
    EXPECT_TRUE(result.exact()) << result.problem;
    EXPECT_EQ(result.steps, game.pieces);
    EXPECT_EQ(result.score, game.score);
    EXPECT_EQ(result.lines, game.lines);
    EXPECT_EQ(result.game_over, game.result == "game_over");
    EXPECT_EQ(replayed, hashes);  // full 64-bit hashes, every step
  }
}

INSTANTIATE_TEST_SUITE_P(AllRules, TetrisReplay,
                         ::testing::Values(tetris::RuleSet::Classic, tetris::RuleSet::Standard,
                                           tetris::RuleSet::Guideline));

TEST(TetrisReplayDamage, AlteredStepIsReportedWhereItDiverges) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id = testing::play_and_record(store, tetris::RuleSet::Classic, 11, 200);
  const game_files::GameSummary game = store.game(id);
  ASSERT_GT(game.pieces, 40);
  // Flip one bit of the stored board hash of step 37 (the chunk at 32 holds steps 32..47).
  Statement read(store.database(),
                 "SELECT data FROM tetris_chunks WHERE game_id = ?1 AND first_step = 32");
  read.bind(1, id);
  ASSERT_TRUE(read.step());
  const auto blob = read.column_blob(0);
  std::vector<std::uint8_t> bytes(blob.begin(), blob.end());
  // Re-encode the chunk with step 37's hash changed.
  game_files::TetrisStep step;
  StepDecoder again(bytes);
  StepEncoder encoder;
  for (int i = 0; again.next(step); ++i) {
    if (i == 5) step.board_hash ^= 1;
    encoder.add(step);
  }
  Statement write(store.database(),
                  "UPDATE tetris_chunks SET data = ?2 WHERE game_id = ?1 AND first_step = 32");
  write.bind(1, id).bind_blob(2, encoder.bytes()).run();
  const TetrisReplayResult result = replay_tetris(store, game);
  EXPECT_FALSE(result.exact());
  EXPECT_EQ(result.diverged_at, 37);
  EXPECT_NE(result.problem.find("board differs"), std::string::npos) << result.problem;
  EXPECT_EQ(result.steps, 37);
}

TEST(TetrisReplayDamage, UnknownRuleSetIsAClearError) {
  game_files::GameSummary game;
  game.id = 4;
  game.variant = "tengen";
  game.randomizer = "bag7";
  game.width = 10;
  game.height = 20;
  try {
    tetris_config(game);
    FAIL();
  } catch (const game_files::RecordsError& e) {
    EXPECT_EQ(e.kind(), game_files::ErrorKind::Invalid);
    EXPECT_NE(std::string(e.what()).find("tengen"), std::string::npos);
  }
}

TEST(TetrisReplayFingerprint, SeesEveryCellAndTheSize) {
  tetris::Board a(10, 20);
  tetris::Board b(10, 20);
  EXPECT_EQ(a.hash(), b.hash());
  for (int x = 0; x < 10; ++x)
    for (int y = 0; y < 20; ++y) {
      b = a;
      b.set(x, y);
      EXPECT_NE(a.hash() & 0xffffffffu, b.hash() & 0xffffffffu);
    }
  EXPECT_NE(tetris::Board(10, 20).hash(), tetris::Board(10, 21).hash());
}

// Stored fingerprints must never change: these values were stored by earlier versions.
TEST(TetrisReplayFingerprint, KeepsItsStoredValues) {
  EXPECT_EQ(tetris::Board(10, 20).hash(), 0x7136d2217710dedaull);
}

// A person's guideline game, steered key by key (moves' key paths replayed through input()),
// recorded from the game's history with the key path: replay reproduces it.
TEST(TetrisReplayKeys, KeyByKeyGuidelineGameRecordedFromHistoryReplays) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  tetris::GameConfig config = tetris::GameConfig::for_rules(tetris::RuleSet::Guideline, 8);
  tetris::Game game(config);
  TetrisRecorder recorder(store,
                          tetris_setup(config, {game_files::PlayerInfo::Kind::Human, "human"}));
  common::Rng rng(8);
  tetris::InputPath path;
  std::vector<std::uint8_t> keys;
  for (int i = 0; i < 60 && !game.game_over(); ++i) {
    const tetris::MoveGenerator& moves = game.moves();
    ASSERT_FALSE(moves.empty());
    const std::size_t best = game_files::testing::lowest_move(moves, rng);
    moves.path(best, path);
    keys.clear();
    const std::size_t locked_before = game.history().size();
    for (const tetris::Input in : path) {
      keys.push_back(static_cast<std::uint8_t>(in));
      game.input(in);
    }
    ASSERT_EQ(game.history().size(), locked_before + 1) << "the path did not lock the piece";
    recorder.add_step(tetris_step(game, keys));
  }
  recorder.finish(game.game_over() ? "game_over" : "stopped");
  const game_files::GameSummary stored = store.game(recorder.game_id());
  const TetrisReplayResult result = replay_tetris(store, stored);
  EXPECT_TRUE(result.exact()) << result.problem;
  EXPECT_EQ(result.steps, stored.pieces);
  EXPECT_EQ(result.lines, game.lines());
  // Keys were stored with each step.
  std::int64_t with_keys = 0;
  store.for_each_tetris_step(stored.id, [&](std::int64_t, const game_files::TetrisStep& s) {
    with_keys += !s.keys.empty();
    return true;
  });
  EXPECT_EQ(with_keys, stored.pieces);
}

// A board that got garbage (a versus board; a dig's cheese before the first piece): the rows are
// stored where they rose, hole by hole, and the replay raises them there, reproducing every board.
// Small batches make the recorder commit between a step and the garbage after it, and rows that
// rise after a step already committed with rows are added to them.
TEST(TetrisReplayGarbage, RowsRiseInTheReplayWhereTheyRoseInTheGame) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  tetris::GameConfig config = tetris::GameConfig::for_rules(tetris::RuleSet::Guideline, 5);
  tetris::Game game(config);
  TetrisRecorder recorder(store, tetris_setup(config, {game_files::PlayerInfo::Kind::Ai, "lowest"}),
                          {.batch_size = 3, .max_interval_ms = 60'000});
  const std::vector<std::uint8_t> cheese = {2, 7, 7};
  for (const std::uint8_t hole : cheese) game.add_garbage(1, hole);
  recorder.add_garbage(cheese);
  common::Rng rng(5);
  std::vector<std::uint64_t> hashes;
  int risen = 0;
  for (int i = 0; i < 60 && !game.game_over(); ++i) {
    const tetris::MoveGenerator& moves = game.moves();
    ASSERT_FALSE(moves.empty());
    const tetris::Move& move = moves[game_files::testing::lowest_move(moves, rng)];
    ASSERT_TRUE(game.play(move.placement, move.spin).ok);
    recorder.add_step(tetris_step(game));
    if (i % 7 == 3) {
      const std::uint8_t hole = static_cast<std::uint8_t>(i % 10);
      game.add_garbage(1, hole);
      recorder.add_garbage(std::vector<std::uint8_t>{hole});
      ++risen;
      if (i % 2 == 0) {
        recorder.flush();  // the step and its first row are stored: the next row joins them
        game.add_garbage(1, 9 - hole);
        recorder.add_garbage(std::vector<std::uint8_t>{static_cast<std::uint8_t>(9 - hole)});
        ++risen;
      }
    }
    hashes.push_back(game.board().hash());
  }
  recorder.finish("piece_limit");
  const std::vector<game_files::TetrisGarbage> stored = store.tetris_garbage(recorder.game_id());
  ASSERT_FALSE(stored.empty());
  EXPECT_EQ(stored.front().step, -1);
  EXPECT_EQ(stored.front().holes, cheese);
  int rows = 0;
  for (const game_files::TetrisGarbage& g : stored) rows += static_cast<int>(g.holes.size());
  EXPECT_EQ(rows, risen + 3);
  std::vector<std::uint64_t> replayed;
  const TetrisReplayResult result =
      replay_tetris(store, store.game(recorder.game_id()), [&](const TetrisFrame& frame) {
        replayed.push_back(frame.game_after->board().hash());
        return true;
      });
  EXPECT_TRUE(result.exact()) << result.problem;
  EXPECT_EQ(replayed, hashes);

  // Without its garbage the same game no longer replays: the stored rows are what it needs.
  store.database().exec("DELETE FROM tetris_garbage WHERE step >= 0");
  EXPECT_FALSE(replay_tetris(store, store.game(recorder.game_id())).exact());
  // A hole off the board is named.
  store.database().exec("UPDATE tetris_garbage SET holes = x'0c' WHERE step = -1");
  const TetrisReplayResult bad = replay_tetris(store, store.game(recorder.game_id()));
  EXPECT_FALSE(bad.exact());
  EXPECT_NE(bad.problem.find("off the board"), std::string::npos) << bad.problem;
}

}  // namespace
}  // namespace gameai::records
