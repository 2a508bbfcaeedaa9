#include "records/tetris_replay.hpp"

#include <gtest/gtest.h>

#include "common/rng.hpp"
#include "records/step_codec.hpp"
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
    const GameSummary game = store.game(id);
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
  const GameSummary game = store.game(id);
  ASSERT_GT(game.pieces, 40);
  // Flip one bit of the stored board hash of step 37 (the chunk at 32 holds steps 32..47).
  Statement read(store.database(),
                 "SELECT data FROM tetris_chunks WHERE game_id = ?1 AND first_step = 32");
  read.bind(1, id);
  ASSERT_TRUE(read.step());
  const auto blob = read.column_blob(0);
  std::vector<std::uint8_t> bytes(blob.begin(), blob.end());
  // Re-encode the chunk with step 37's hash changed.
  TetrisStep step;
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
  GameSummary game;
  game.id = 4;
  game.variant = "tengen";
  game.randomizer = "bag7";
  game.width = 10;
  game.height = 20;
  try {
    tetris_config(game);
    FAIL();
  } catch (const RecordsError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Invalid);
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
  TetrisRecorder recorder(store, tetris_setup(config, {PlayerInfo::Kind::Human, "human"}));
  common::Rng rng(8);
  tetris::InputPath path;
  std::vector<std::uint8_t> keys;
  for (int i = 0; i < 60 && !game.game_over(); ++i) {
    const tetris::MoveGenerator& moves = game.moves();
    ASSERT_FALSE(moves.empty());
    const std::size_t best = testing::lowest_move(moves, rng);
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
  const GameSummary stored = store.game(recorder.game_id());
  const TetrisReplayResult result = replay_tetris(store, stored);
  EXPECT_TRUE(result.exact()) << result.problem;
  EXPECT_EQ(result.steps, stored.pieces);
  EXPECT_EQ(result.lines, game.lines());
  // Keys were stored with each step.
  std::int64_t with_keys = 0;
  store.for_each_tetris_step(stored.id, [&](std::int64_t, const TetrisStep& s) {
    with_keys += !s.keys.empty();
    return true;
  });
  EXPECT_EQ(with_keys, stored.pieces);
}

}  // namespace
}  // namespace gameai::records
