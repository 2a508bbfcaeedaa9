// Who played each stretch of a game: hand-overs recorded by TetrisRecorder and XiangqiRecorder,
// read back with what each stretch played, and counted per player by `records stats`.
#include <gtest/gtest.h>

#include <algorithm>

#include "game_files/xiangqi_import.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "records/tetris_recorder.hpp"
#include "records/xiangqi_importer.hpp"
#include "records/xiangqi_recorder.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

const StatsRow* row_of(const std::vector<StatsRow>& rows, const std::string& player) {
  const auto it =
      std::find_if(rows.begin(), rows.end(), [&](const StatsRow& r) { return r.player == player; });
  return it == rows.end() ? nullptr : &*it;
}

const game_files::PlayerInfo HUMAN{game_files::PlayerInfo::Kind::Human, "human"};
const game_files::PlayerInfo ELTETRIS{game_files::PlayerInfo::Kind::Ai, "eltetris",
                                      R"({"lookahead":1})", "abc"};

// A person starts, hands the game to the AI for most of it and takes it back for the end: each
// is credited with its own pieces, lines and points, not the one who started.
TEST(Stretches, TetrisHandOversCreditEachPlayerWithItsOwnPieces) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  TetrisSetup setup;
  setup.player = HUMAN;
  TetrisRecorder recorder(store, setup, {.batch_size = 64, .max_interval_ms = 3'600'000});
  testing::SyntheticSteps steps;
  std::int64_t i = 0;
  std::int64_t lines[3] = {0, 0, 0};
  std::int64_t score_at[4] = {0, 0, 0, 0};
  const auto play = [&](int stretch, std::int64_t n) {
    for (const std::int64_t end = i + n; i < end; ++i) {
      const game_files::TetrisStep s = steps.step(i);
      lines[stretch] += s.lines_cleared;
      recorder.add_step(s);
    }
    score_at[stretch + 1] = steps.score;
  };
  play(0, 100);
  recorder.hand_over(ELTETRIS);
  recorder.hand_over(HUMAN);  // back at once: nothing played, nothing stored
  recorder.hand_over(ELTETRIS);
  play(1, 1000);
  recorder.hand_over(HUMAN);
  play(2, 30);
  recorder.hand_over(ELTETRIS);  // the game ends before the AI places a piece
  recorder.finish("game_over");

  const game_files::GameSummary game = store.game(recorder.game_id());
  ASSERT_EQ(game.stretches.size(), 3u);
  EXPECT_EQ(game.players[0].name, "human");
  const std::int64_t from[] = {0, 100, 1100}, pieces[] = {100, 1000, 30};
  for (std::size_t k = 0; k < 3; ++k) {
    const game_files::Stretch& s = game.stretches[k];
    EXPECT_EQ(s.from_step, from[k]);
    EXPECT_EQ(s.player.name, k == 1 ? "eltetris" : "human");
    EXPECT_EQ(s.steps, pieces[k]);
    EXPECT_EQ(s.lines, lines[k]);
    EXPECT_EQ(s.points, score_at[k + 1] - score_at[k]);
  }
  EXPECT_EQ(game.stretches[1].player.settings, R"({"lookahead":1})");
  EXPECT_EQ(game.stretches[1].player.weights_hash, "abc");

  const auto rows = store.stats(game_files::GameKind::Tetris);
  ASSERT_EQ(rows.size(), 2u);
  const StatsRow* ai = row_of(rows, "eltetris");
  const StatsRow* person = row_of(rows, "human");
  ASSERT_TRUE(ai && person);
  EXPECT_EQ(ai->games, 1);
  EXPECT_EQ(ai->steps, 1000);
  EXPECT_EQ(ai->lines, lines[1]);
  EXPECT_EQ(person->steps, 130);
  EXPECT_EQ(person->lines, lines[0] + lines[2]);
  EXPECT_DOUBLE_EQ(person->mean_score, double(score_at[1] + score_at[3] - score_at[2]));
}

// A hand-over before the first piece is who plays from the start.
TEST(Stretches, TetrisHandOverBeforeTheFirstPieceIsTheSeatsPlayer) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  TetrisSetup setup;
  setup.player = HUMAN;
  TetrisRecorder recorder(store, setup);
  recorder.hand_over(ELTETRIS);
  testing::SyntheticSteps steps;
  for (int i = 0; i < 10; ++i) recorder.add_step(steps.step(i));
  recorder.finish("stopped");
  const game_files::GameSummary game = store.game(recorder.game_id());
  ASSERT_EQ(game.stretches.size(), 1u);
  EXPECT_EQ(game.stretches[0].player.name, "eltetris");
  EXPECT_EQ(game.players[0].name, "eltetris");
}

// The desktop app's demo: the engine at level 4 plays both sides, then a person takes Red and an
// external engine Black; later the level of a computer side changes from 3 to 8.
TEST(Stretches, XiangqiTakeOverAndLevelChangeAreStoredPerSeat) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiSetup setup;
  setup.red = xiangqi_player("ai:4");
  setup.black = xiangqi_player("ai:4");
  XiangqiRecorder recorder(store, setup, {.batch_size = 1});
  const char* moves[] = {"h2e2", "h9g7", "h0g2", "i9h9", "b2c2", "b9c7", "g3g4", "c6c5"};
  for (int ply = 0; ply < 4; ++ply) recorder.add_move(game_files::XiangqiMove(moves[ply]));
  recorder.hand_over(0, xiangqi_player("human"));
  recorder.hand_over(1, xiangqi_player("uci:pikafish"));
  for (int ply = 4; ply < 8; ++ply) recorder.add_move(game_files::XiangqiMove(moves[ply]));
  recorder.finish(xiangqi::Result::RedWins, "black resigns", "fen");

  const game_files::GameSummary game = store.game(recorder.game_id());
  ASSERT_EQ(game.stretches.size(), 4u);
  EXPECT_EQ(game.stretches[0].player.name, "ai:4");
  EXPECT_EQ(game.stretches[0].steps, 2);
  EXPECT_EQ(game.stretches[1].player.name, "human");
  EXPECT_EQ(game.stretches[1].from_step, 4);
  EXPECT_EQ(game.stretches[1].steps, 2);
  EXPECT_EQ(game.stretches[2].seat, 1);
  EXPECT_EQ(game.stretches[2].player.name, "ai:4");
  EXPECT_EQ(game.stretches[2].steps, 2);
  EXPECT_EQ(game.stretches[3].player.name, "uci:pikafish");
  EXPECT_EQ(game.stretches[3].player.kind, game_files::PlayerInfo::Kind::Engine);
  EXPECT_EQ(game.stretches[3].from_step, 5);

  const auto rows = store.stats(game_files::GameKind::Xiangqi);
  const StatsRow* engine = row_of(rows, "ai:4");
  const StatsRow* person = row_of(rows, "human");
  const StatsRow* pikafish = row_of(rows, "uci:pikafish");
  ASSERT_TRUE(engine && person && pikafish);
  EXPECT_EQ(engine->games, 2);  // both seats, four moves, and neither held a seat at the end
  EXPECT_EQ(engine->steps, 4);
  EXPECT_EQ(engine->wins + engine->draws + engine->losses, 0);
  EXPECT_EQ(person->wins, 1);
  EXPECT_EQ(person->steps, 2);
  EXPECT_EQ(pikafish->losses, 1);

  // PGN names each side by who played it, its type by who held it at the end; importing the
  // export finds the game already stored.
  const std::string pgn =
      game_files::write_pgn(game, store.xiangqi_moves(game.id), xiangqi::Notation::Xboard);
  EXPECT_NE(pgn.find("[White \"ai:4+human\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[Black \"ai:4+uci:pikafish\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[WhiteType \"human\"]"), std::string::npos) << pgn;
  XiangqiImporter importer(store);
  const auto games = game_files::read_game_file(pgn, "export.pgn");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_TRUE(importer.import(games[0], "export.pgn").duplicate);

  XiangqiSetup levels;
  levels.red = xiangqi_player("human");
  levels.black = xiangqi_player("ai:3");
  XiangqiRecorder second(store, levels, {.batch_size = 1});
  second.add_move(game_files::XiangqiMove(moves[0]));
  second.add_move(game_files::XiangqiMove(moves[1]));
  second.hand_over(1, xiangqi_player("ai:8"));
  second.add_move(game_files::XiangqiMove(moves[2]));
  second.add_move(game_files::XiangqiMove(moves[3]));
  const game_files::GameSummary changed = store.game(second.game_id());
  ASSERT_EQ(changed.stretches.size(), 3u);
  EXPECT_EQ(changed.stretches[2].player.name, "ai:8");
  EXPECT_EQ(changed.stretches[2].from_step, 3);
}

// Taking moves back drops the stretches of the moves taken back; the moves played instead are
// credited to whoever holds their seat now.
TEST(Stretches, XiangqiRewriteReplacesTheStretchesOfTheMovesTakenBack) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiSetup setup;
  setup.red = xiangqi_player("human");
  setup.black = xiangqi_player("ai:3");
  XiangqiRecorder recorder(store, setup, {.batch_size = 1});
  recorder.add_move(game_files::XiangqiMove("h2e2"));
  recorder.hand_over(1, xiangqi_player("ai:8"));
  recorder.add_move(game_files::XiangqiMove("h9g7"));
  recorder.add_move(game_files::XiangqiMove("h0g2"));
  recorder.hand_over(1, xiangqi_player("ai:3"));
  const std::vector<game_files::XiangqiMove> instead{game_files::XiangqiMove("b9c7"),
                                                     game_files::XiangqiMove("b0c2")};
  recorder.rewrite(1, instead);
  const game_files::GameSummary game = store.game(recorder.game_id());
  ASSERT_EQ(game.stretches.size(), 2u);
  EXPECT_EQ(game.stretches[1].player.name, "ai:3");
  EXPECT_EQ(game.stretches[1].steps, 1);
  EXPECT_EQ(store.database().query_int("SELECT count(*) FROM stretches WHERE name = 'ai:8'"), 0);
}

// A game taken back to its start and played by others is theirs from the first move: no stretch
// of the players who no longer made a move is left.
TEST(Stretches, XiangqiGameTakenBackToTheStartChangesHandsWhole) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiSetup setup;
  setup.red = xiangqi_player("ai:2");
  setup.black = xiangqi_player("ai:2");
  XiangqiRecorder recorder(store, setup, {.batch_size = 1});
  recorder.add_move(game_files::XiangqiMove("h2e2"));
  recorder.add_move(game_files::XiangqiMove("h9g7"));
  recorder.hand_over(0, xiangqi_player("human"));
  recorder.hand_over(1, xiangqi_player("ai:6"));
  const std::vector<game_files::XiangqiMove> instead{game_files::XiangqiMove("b2e2"),
                                                     game_files::XiangqiMove("b9c7")};
  recorder.rewrite(0, instead);
  const game_files::GameSummary game = store.game(recorder.game_id());
  ASSERT_EQ(game.stretches.size(), 2u);
  EXPECT_EQ(game.stretches[0].player.name, "human");
  EXPECT_EQ(game.stretches[1].player.name, "ai:6");
  EXPECT_EQ(game.stretches[1].from_step, 0);
  EXPECT_EQ(game.stretches[1].steps, 1);
  EXPECT_EQ(game.players[1].name, "ai:6");
}

// A game that Black starts (a set-up position) credits Black's stretch with the first ply.
TEST(Stretches, XiangqiSeatToMoveFirstComesFromTheStartPosition) {
  EXPECT_EQ(game_files::xiangqi_first_seat(""), 0);
  EXPECT_EQ(game_files::xiangqi_first_seat(XIANGQI_START_FEN), 0);
  EXPECT_EQ(game_files::xiangqi_first_seat("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1"), 1);
  EXPECT_EQ(game_files::xiangqi_first_seat("4k4/9/9/9/9/9/9/9/9/4K4 b"), 1);
}

}  // namespace
}  // namespace gameai::records
