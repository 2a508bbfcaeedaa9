#include "records/tetris_replay.hpp"

#include <gtest/gtest.h>

#include <bit>

#include "common/rng.hpp"

#include "records/auto_game_recorder.hpp"
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
      replayed.push_back(board_fingerprint(frame.game_after->board()));
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
    EXPECT_EQ(e.kind(), ErrorKind::invalid);
    EXPECT_NE(std::string(e.what()).find("tengen"), std::string::npos);
  }
}

// A player that keeps its own column board (as tetris_ai::AutoGame does) records steps through
// the ColumnBoard overload; replay through tetris::Game must accept them.
TEST(TetrisReplayColumns, StepsFromAColumnBoardPlayerReplayExactly) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  tetris::GameConfig config = tetris::GameConfig::for_rules(tetris::RuleSet::Classic, 21);
  tetris::Game dealer(config);  // only deals pieces and checks legality
  tetris_ai::ColumnBoard board(config.width, config.height);
  TetrisRecorder recorder(store, tetris_setup(config, {PlayerInfo::Kind::ai, "columns"}));
  common::Rng rng(21);
  std::int64_t lines = 0;
  for (int i = 0; i < 150 && !dealer.game_over(); ++i) {
    const tetris::MoveGenerator& moves = dealer.moves();
    if (moves.empty()) break;
    const std::size_t best = testing::lowest_move(moves, rng);
    const tetris::Placement p = moves[best].placement;
    ASSERT_TRUE(dealer.play(p).ok);
    board.add(tetris_ai::column_shape(p.piece, p.rotation), p.column, p.row);
    const std::uint64_t full = board.full_rows() & board.row_mask();
    if (full != 0) board.remove_rows(full);
    const int cleared = std::popcount(full);
    lines += cleared;
    EXPECT_EQ(board_fingerprint(board), board_fingerprint(dealer.board())) << "step " << i;
    recorder.add_step(tetris_step(board, p, cleared, dealer.score()));
  }
  recorder.finish("piece_limit");
  EXPECT_GT(lines, 0);
  const TetrisReplayResult result = replay_tetris(store, store.game(recorder.game_id()));
  EXPECT_TRUE(result.exact()) << result.problem;
  EXPECT_EQ(result.lines, lines);
}

TEST(TetrisReplayColumns, FingerprintSeesEveryCellAndTheSize) {
  tetris::Board a(10, 20);
  tetris::Board b(10, 20);
  EXPECT_EQ(board_fingerprint(a), board_fingerprint(b));
  for (int x = 0; x < 10; ++x)
    for (int y = 0; y < 20; ++y) {
      b = a;
      b.set(x, y);
      EXPECT_NE(board_fingerprint(a) & 0xffffffffu, board_fingerprint(b) & 0xffffffffu);
    }
  EXPECT_NE(board_fingerprint(tetris::Board(10, 20)), board_fingerprint(tetris::Board(10, 21)));
}

// Game `index` of `gameai tetris play --seed 5`, played by tetris_ai::AutoGame and recorded
// with AutoGameRecorder as `--record` does: replay through tetris::Game must agree.
TEST(TetrisReplayColumns, AutoGameRecordedGameReplaysExactly) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  for (const tetris::RuleSet rules : {tetris::RuleSet::Classic, tetris::RuleSet::Standard}) {
    const tetris_ai::GameConfig config{rules, 10, 20, 2000};
    tetris_ai::AutoGame game(tetris_ai::Evaluator(tetris_ai::EvaluatorKind::Eltetris), {}, config,
                             5, 2);
    AutoGameRecorder recorder(store, config, 5, 2, {PlayerInfo::Kind::ai, "eltetris"});
    while (const auto d = game.step()) recorder.placed(game, *d);
    recorder.ended(game);
    const GameSummary stored = store.game(recorder.game_id());
    EXPECT_EQ(stored.scoring, "seed000");
    EXPECT_EQ(stored.result, "piece_limit");
    const TetrisReplayResult result = replay_tetris(store, stored);
    EXPECT_TRUE(result.exact()) << tetris::rule_set_name(rules) << ": " << result.problem;
    EXPECT_EQ(result.steps, 2000);
    EXPECT_EQ(result.lines, static_cast<std::int64_t>(game.lines()));
    EXPECT_EQ(result.score, game.score());
    EXPECT_EQ(result.score_differs_at, -1);
  }
}

// A person's guideline game, steered key by key (moves' key paths replayed through input()),
// recorded from the game's history with the key path: replay reproduces it.
TEST(TetrisReplayKeys, KeyByKeyGuidelineGameRecordedFromHistoryReplays) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  tetris::GameConfig config = tetris::GameConfig::for_rules(tetris::RuleSet::Guideline, 8);
  tetris::Game game(config);
  TetrisRecorder recorder(store, tetris_setup(config, {PlayerInfo::Kind::human, "human"}));
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
