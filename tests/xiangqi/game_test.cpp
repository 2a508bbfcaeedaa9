// The game model: endings as a table (FEN, moves, expected result and reason), and properties
// over random games and real master games: the status kept move by move equals game_status
// judged from scratch, and undo / redo restore the position, its key and its status.
#include "xiangqi/game.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "common/rng.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi {
namespace {

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The status of `fen` + the first `ply` moves, judged on a position built from nothing.
GameStatus status_from_scratch(const std::string& fen, const std::vector<Move>& moves, int ply) {
  Position pos;
  std::vector<StateInfo> states(std::size_t(ply) + 1);
  EXPECT_TRUE(pos.set(fen, &states[0]));
  for (int i = 0; i < ply; ++i) pos.do_move(moves[std::size_t(i)], states[std::size_t(i) + 1]);
  return game_status(pos);
}

void expect_same(const GameStatus& a, const GameStatus& b, const std::string& where) {
  EXPECT_EQ(a.over, b.over) << where;
  EXPECT_EQ(a.result, b.result) << where << ": " << a.text << " / " << b.text;
  EXPECT_EQ(a.reason, b.reason) << where << ": " << a.text << " / " << b.text;
  EXPECT_EQ(a.text, b.text) << where;
}

struct Ending {
  const char* name;
  const char* fen;
  const char* moves;
  Result result;
  Reason reason;
};

// The rules' endings as the game reports them after the last move (the positions are those of
// tests/xiangqi/rules_test.cpp, where the reasoning is spelt out).
const Ending ENDINGS[] = {
    {"checkmate", "3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 0 1", "b1b9", Result::RedWins,
     Reason::Checkmate},
    {"stalemate after a move", "3k5/R8/9/9/9/9/9/9/4R4/5K3 w - - 0 1", "e1e2", Result::RedWins,
     Reason::Stalemate},
    {"bare armies", "3k5/4a4/9/9/9/9/9/9/4A4/3AK4 w - - 0 1", "", Result::Draw,
     Reason::NoAttackers},
    {"120 plies", "3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 118 80", "f0f1 d9e9", Result::Draw,
     Reason::MoveLimit},
    {"perpetual check", "3k5/9/4R4/9/9/9/9/3N5/5K3/9 w - - 0 1",
     "e7d7 d9e9 d7e7 e9d9 e7d7 d9e9 d7e7 e9d9", Result::BlackWins, Reason::PerpetualCheck},
    {"mutual perpetual check", "4nk3/9/3c5/5r3/3C5/9/9/3K5/5R3/1C7 w - - 0 1",
     "d5f5 f6d6 f5d5 d6f6 d5f5 f6d6 f5d5 d6f6", Result::Draw, Reason::Repetition},
    {"quiet repetition", "4k4/9/4b4/9/9/9/7p1/3A4B/4K4/9 b - - 0 1",
     "h3g3 e1e0 g3h3 e0e1 h3g3 e1e0 g3h3 e0e1", Result::Draw, Reason::Repetition},
    {"perpetual chase", "3k5/9/5n3/9/9/P4R3/9/5A3/4K4/R1B2A3 b - - 0 1",
     "f7e5 f4e4 e5f7 e4f4 f7e5 f4e4 e5f7 e4f4", Result::BlackWins, Reason::PerpetualChase},
    {"check alternating with chase", "5k3/9/9/3r5/2b6/9/9/B8/4K4/5A3 b - - 0 1",
     "d6a6 e1d1 a6d6 d1e1 d6a6 e1d1 a6d6 d1e1", Result::RedWins, Reason::PerpetualChase},
    {"one repetition is not yet over", "3k5/9/4R4/9/9/9/9/3N5/5K3/9 w - - 0 1",
     "e7d7 d9e9 d7e7 e9d9", Result::None, Reason::None},
};

TEST(Game, EndingsTable) {
  for (const Ending& e : ENDINGS) {
    Game game;
    std::string error;
    ASSERT_TRUE(game.reset(e.fen, &error)) << e.name << ": " << error;
    for (const std::string& m : words(e.moves))
      ASSERT_TRUE(game.play(m, &error)) << e.name << ": " << error;
    EXPECT_EQ(game.result(), e.result) << e.name << ": " << game.status().text;
    EXPECT_EQ(game.reason(), e.reason) << e.name << ": " << game.status().text;
    EXPECT_EQ(game.over(), e.result != Result::None) << e.name;
    expect_same(game.status(), status_from_scratch(e.fen, game.moves(), game.ply()), e.name);
  }
}

TEST(Game, StartsAtTheStandardPosition) {
  const Game game;
  EXPECT_EQ(game.start_fen(), START_FEN);
  EXPECT_EQ(game.fen(), START_FEN);
  EXPECT_EQ(game.ply(), 0);
  EXPECT_FALSE(game.over());
  EXPECT_EQ(game.result(), Result::None);
  EXPECT_EQ(game.last_move(), Move::none());
}

TEST(Game, RefusesBadInputAndKeepsItsState) {
  Game game;
  ASSERT_TRUE(game.play("h2e2"));
  std::string error;
  EXPECT_FALSE(game.reset("rnbakabnr/9/1c5c1 w", &error));
  EXPECT_FALSE(error.empty());
  EXPECT_EQ(game.ply(), 1) << "a bad FEN changes nothing";
  EXPECT_EQ(game.start_fen(), START_FEN);

  const struct {
    const char* text;
    const char* says;
  } refused[] = {{"h2e3", "illegal move 'h2e3'"},
                 {"zz", "malformed move 'zz'"},
                 {"", "malformed move ''"},
                 {"e0e0", "malformed move 'e0e0'"},
                 {"a0a5", "illegal move 'a0a5'"}};
  for (const auto& r : refused) {
    error.clear();
    EXPECT_FALSE(game.play(r.text, &error)) << r.text;
    EXPECT_EQ(error, r.says);
    EXPECT_EQ(game.ply(), 1);
  }
  EXPECT_FALSE(game.play(Move::null()));
  EXPECT_FALSE(game.play(Move::none()));
  EXPECT_FALSE(game.play(Move(make_square(0, 4), make_square(0, 5)))) << "empty origin";
}

TEST(Game, UndoRedoAcrossARuling) {
  Game game;
  ASSERT_TRUE(game.reset("3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 0 1"));
  ASSERT_TRUE(game.play("b1b9"));
  ASSERT_TRUE(game.over());
  EXPECT_FALSE(game.play("d9e9")) << "checkmated: no legal move";
  EXPECT_TRUE(game.undo());
  EXPECT_FALSE(game.over());
  EXPECT_TRUE(game.redo());
  EXPECT_EQ(game.reason(), Reason::Checkmate) << "redo restores the stored status";
}

TEST(Game, PlayingOnAfterARepetitionIsJudgedPlyByPly) {
  Game game;
  ASSERT_TRUE(game.reset("4k4/9/4b4/9/9/9/7p1/3A4B/4K4/9 b - - 0 1"));
  for (const std::string& m : words("h3g3 e1e0 g3h3 e0e1 h3g3 e1e0 g3h3 e0e1")) game.play(m);
  ASSERT_EQ(game.reason(), Reason::Repetition);
  EXPECT_TRUE(game.play("h3h2")) << "a record may play on";
  EXPECT_FALSE(game.over());
  EXPECT_TRUE(game.undo());
  EXPECT_EQ(game.reason(), Reason::Repetition);
}

TEST(Game, EndedByTheFrontEndUntilTheCursorMoves) {
  Game game;
  ASSERT_TRUE(game.play("h2e2"));
  game.end(Result::RedWins, Reason::Forfeit, "red wins: black resigned");
  EXPECT_TRUE(game.over());
  EXPECT_EQ(game.result(), Result::RedWins);
  EXPECT_EQ(game.reason(), Reason::Forfeit);
  EXPECT_EQ(game.status().text, "red wins: black resigned");
  game.end(Result::Draw, Reason::PlyLimit, "draw");
  EXPECT_EQ(game.result(), Result::RedWins) << "an over game is not ended twice";
  EXPECT_TRUE(game.undo());
  EXPECT_FALSE(game.over()) << "taking the move back reopens the game";
  EXPECT_TRUE(game.redo());
  EXPECT_FALSE(game.over());
  EXPECT_TRUE(game.play("h9g7"));
}

TEST(Game, ResultTextRoundTrips) {
  const struct {
    Result result;
    const char* text;
    const char* score;
  } table[] = {{Result::None, "", "*"},
               {Result::RedWins, "red", "1-0"},
               {Result::BlackWins, "black", "0-1"},
               {Result::Draw, "draw", "1/2-1/2"}};
  for (const auto& row : table) {
    EXPECT_EQ(result_name(row.result), row.text);
    EXPECT_EQ(result_score(row.result), row.score);
    EXPECT_EQ(parse_result(row.text), row.result) << row.text;
  }
  for (const char* bad : {"Red", "1-0", "red ", "white", "game_over"})
    EXPECT_EQ(parse_result(bad), std::nullopt) << bad;
  EXPECT_EQ(winning_side(Result::RedWins), RED);
  EXPECT_EQ(winning_side(Result::BlackWins), BLACK);
  EXPECT_EQ(winning_side(Result::Draw), std::nullopt);
  EXPECT_EQ(win_for(BLACK), Result::BlackWins);
  EXPECT_EQ(reason_name(Reason::Forfeit), "forfeit");
  EXPECT_EQ(reason_name(Reason::PlyLimit), "ply limit");
}

// Plays a whole game, checking after every move that the kept status is the one judged from
// scratch; then walks it back to the start and forward again, checking that every ply restores
// its FEN, key and status.
void check_game(Game& game, const std::string& where) {
  const int plies = game.ply();
  std::vector<std::string> fens;
  std::vector<std::uint64_t> keys;
  for (int ply = plies; ply >= 0; --ply) {
    fens.push_back(game.fen());
    keys.push_back(game.key());
    expect_same(game.status(), status_from_scratch(game.start_fen(), game.moves(), ply),
                where + " ply " + std::to_string(ply));
    if (ply > 0) {
      ASSERT_TRUE(game.undo());
    }
  }
  EXPECT_FALSE(game.undo());
  EXPECT_EQ(game.fen(), game.start_fen()) << where;
  for (int ply = 1; ply <= plies; ++ply) {
    ASSERT_TRUE(game.redo()) << where;
    EXPECT_EQ(game.fen(), fens[std::size_t(plies - ply)]) << where << " ply " << ply;
    EXPECT_EQ(game.key(), keys[std::size_t(plies - ply)]) << where << " ply " << ply;
  }
  EXPECT_FALSE(game.redo());
  EXPECT_EQ(game.ply_count(), plies);
}

TEST(GameProperty, RandomGamesKeepTheStatusOfAJudgeFromScratch) {
  common::Rng rng(20240611);
  int finished = 0;
  int by_reason[16] = {};
  for (int g = 0; g < 60; ++g) {
    Game game;
    // Random moves, with a bias towards moving back and forth so that repetitions happen.
    while (!game.over() && game.ply() < 300) {
      const MoveList<LEGAL> legal(game.position());
      const Move back = game.ply() >= 2 ? game.moves()[std::size_t(game.ply() - 2)] : Move();
      const Move undo_back(back.to_sq(), back.from_sq());
      Move m = legal.begin()[rng.below(std::uint32_t(legal.size()))];
      if (back && rng.below(2) == 0 && legal.contains(undo_back)) m = undo_back;
      ASSERT_TRUE(game.play(m));
    }
    finished += game.over();
    ++by_reason[int(game.reason())];
    check_game(game, "random game " + std::to_string(g));
  }
  EXPECT_GT(finished, 30) << "most random games should reach an ending";
  for (const Reason r : {Reason::Repetition, Reason::Checkmate})
    EXPECT_GT(by_reason[int(r)], 0) << "no random game ended by " << reason_name(r);
}

TEST(GameProperty, UndoThenPlayingAnotherMoveDropsTheRest) {
  common::Rng rng(7);
  Game game;
  for (int i = 0; i < 40 && !game.over(); ++i) {
    const MoveList<LEGAL> legal(game.position());
    ASSERT_TRUE(game.play(legal.begin()[rng.below(std::uint32_t(legal.size()))]));
  }
  const int plies = game.ply();
  for (int i = 0; i < 10; ++i) ASSERT_TRUE(game.undo());
  EXPECT_EQ(game.ply_count(), plies) << "the undone moves wait for redo";
  const MoveList<LEGAL> legal(game.position());
  ASSERT_TRUE(game.play(legal.begin()[0]));
  EXPECT_EQ(game.ply_count(), plies - 9);
  EXPECT_FALSE(game.can_redo());
  check_game(game, "after a new branch");
}

// Real games: the master games of tests/data/xiangqi/master-games-iccs.pgn (ICCS coordinates,
// no results), each played through the model move by move.
TEST(GameProperty, MasterGamesKeepTheStatusOfAJudgeFromScratch) {
  std::ifstream in(std::string(GAMEAI_TEST_DATA_DIR) + "/xiangqi/master-games-iccs.pgn");
  ASSERT_TRUE(in) << "missing master games";
  int games = 0, plies = 0;
  std::string line;
  std::vector<std::string> moves;
  const auto play_game = [&] {
    if (moves.empty()) return;
    Game game;
    for (const std::string& m : moves) {
      std::string error;
      ASSERT_TRUE(game.play(m, &error)) << "game " << games + 1 << ": " << error;
    }
    plies += game.ply();
    ++games;
    check_game(game, "master game " + std::to_string(games));
    moves.clear();
  };
  while (std::getline(in, line)) {
    if (line.starts_with("[")) {
      play_game();
      continue;
    }
    for (const std::string& w : words(line))
      if (w.size() == 4 && parse_iccs(w)) moves.push_back(w);
  }
  play_game();
  EXPECT_EQ(games, 30);
  EXPECT_GT(plies, 2000);
}

}  // namespace
}  // namespace gameai::xiangqi
