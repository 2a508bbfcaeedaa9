#include "records/tetris_replay.hpp"

#include <gtest/gtest.h>

#include "common/rng.hpp"
#include "records/step_codec.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

// Plays a game with a simple policy over all legal moves (spins and holds included under
// guideline), recording every placement as a front end would. Returns the game id.
std::int64_t play_and_record(Store& store, tetris::RuleSet rules, std::uint64_t seed,
                             int max_pieces, std::vector<std::uint64_t>* hashes = nullptr) {
  tetris::GameConfig config = tetris::GameConfig::for_rules(rules, seed);
  tetris::Game game(config);
  TetrisRecorder recorder(store, tetris_setup(config, {PlayerInfo::Kind::ai, "random"}),
                          {.batch_size = 16, .max_interval_ms = 60'000});
  common::Rng rng(seed);
  for (int i = 0; i < max_pieces && !game.game_over(); ++i) {
    const tetris::MoveGenerator& moves = game.moves();
    if (moves.empty()) break;
    // The lowest placement, ties broken at random: long enough games to clear lines.
    std::size_t best = rng.below(static_cast<std::uint32_t>(moves.size()));
    for (std::size_t m = 0; m < moves.size(); ++m)
      if (moves[m].placement.row < moves[best].placement.row) best = m;
    const tetris::Move& move = moves[best];
    const tetris::PlayResult result = game.play(move.placement, move.spin);
    EXPECT_TRUE(result.ok);
    recorder.add_step(tetris_step(game, move.placement, result));
    if (hashes) hashes->push_back(game.board().hash());
  }
  recorder.finish(game.game_over() ? "game_over" : "piece_limit");
  return recorder.game_id();
}

class TetrisReplay : public ::testing::TestWithParam<tetris::RuleSet> {};

TEST_P(TetrisReplay, ReproducesEveryBoardOfRecordedGames) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    std::vector<std::uint64_t> hashes;
    const std::int64_t id = play_and_record(store, GetParam(), seed, 400, &hashes);
    const GameSummary game = store.game(id);
    std::vector<std::uint64_t> replayed;
    const TetrisReplayResult result = replay_tetris(store, game, [&](const TetrisFrame& frame) {
      replayed.push_back(frame.game_after->board().hash());
      EXPECT_EQ(static_cast<int>(frame.step->piece), tetris::to_int(frame.piece));
      return true;
    });
    EXPECT_TRUE(result.exact()) << result.problem;
    EXPECT_EQ(result.score_differs_at, -1);
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
  const std::int64_t id = play_and_record(store, tetris::RuleSet::Classic, 11, 200);
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
    EXPECT_EQ(e.kind(), ErrorKind::invalid);
    EXPECT_NE(std::string(e.what()).find("tengen"), std::string::npos);
  }
}

}  // namespace
}  // namespace gameai::records
