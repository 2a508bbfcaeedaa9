// A versus match on a fake clock, as both front ends drive it: when the next game is dealt by
// itself, each board tallied as a run file keeps it, and a forfeit deciding the match.
#include "tetris_play/versus_match.hpp"

#include <gtest/gtest.h>

#include <optional>

namespace {

using gameai::tetris::Input;
namespace play = gameai::tetris_play;

play::VersusMatchSettings settings(bool person, int first_to, bool person_asks_next = false) {
  play::VersusMatchSettings s;
  s.sides[0].evaluator = "eltetris";
  s.sides[1].evaluator = person ? "eltetris" : "dellacherie";
  s.speeds = {play::SPEED_FLAT_OUT, play::SPEED_FLAT_OUT};
  s.person = person;
  s.first_to = first_to;
  s.seed = 5;
  s.person_asks_next = person_asks_next;
  return s;
}

// One frame: the clock, the person's hard drop (which soon tops the person out), each AI's
// decision. Returns the time of the next frame.
double frame(play::VersusMatch& m, double t) {
  if (m.settings().person && m.game().winner() < 0) {
    m.press(Input::HardDrop, t);
    m.release(Input::HardDrop, t);
  }
  m.advance(t);
  for (int side = 0; side < 2; ++side)
    if (auto r = m.game().decision_request(side))
      m.take_decision(side, play::decide(std::move(*r)), t);
  return t + 16;
}

// Plays the game on the boards to its end; returns the time of the frame after it.
double play_game(play::VersusMatch& m, double t) {
  const int game = m.match().game_number();
  while (m.game().winner() < 0 && t < 1e7) t = frame(m, t);
  EXPECT_EQ(m.match().game_number(), game);
  return t;
}

// When the next game comes by itself: VERSUS_NEXT_GAME_MS after a game's end, between two AIs
// always, after a person's game unless the person is to ask (the desktop's N), never once the
// match is decided.
TEST(VersusMatch, TheNextGameIsDealtByItselfAfterTheDelayUnlessAPersonAsksOrTheMatchIsDecided) {
  struct Row {
    bool person;
    bool person_asks_next;
    int first_to;
    bool by_itself;
  };
  const Row rows[] = {
      {true, false, 2, true},   // the page against you
      {true, true, 2, false},   // the desktop against you: N deals it
      {false, true, 2, true},   // two AIs: always
      {false, false, 2, true},  //
      {true, false, 1, false},  // the match is decided
      {false, false, 1, false},
  };
  for (const Row& row : rows) {
    SCOPED_TRACE(testing::Message() << "person " << row.person << " asks " << row.person_asks_next
                                    << " first to " << row.first_to);
    play::VersusMatch m(settings(row.person, row.first_to, row.person_asks_next));
    EXPECT_EQ(m.dealt(), 1);
    EXPECT_FALSE(m.next_game_at());
    EXPECT_FALSE(m.ended_at());
    double t = play_game(m, 0);
    ASSERT_GE(m.game().winner(), 0);
    if (row.person) {
      EXPECT_EQ(m.game().winner(), 1);
    }
    ASSERT_TRUE(m.ended_at());
    EXPECT_EQ(*m.ended_at(), t - 16);
    EXPECT_EQ(m.match().score(m.game().winner()), 1);
    if (!row.by_itself) {
      EXPECT_FALSE(m.next_game_at());
      for (const double end = t + 3 * play::VERSUS_NEXT_GAME_MS; t < end;) t = frame(m, t);
      EXPECT_EQ(m.dealt(), 1);
      EXPECT_EQ(m.match().game_number(), 1);
      // Asked for, the next game comes at once while the match is open.
      EXPECT_EQ(m.next_game(t), row.first_to > 1);
      EXPECT_EQ(m.dealt(), row.first_to > 1 ? 2 : 1);
      continue;
    }
    ASSERT_TRUE(m.next_game_at());
    const double at = *m.next_game_at();
    EXPECT_EQ(at, *m.ended_at() + play::VERSUS_NEXT_GAME_MS);
    EXPECT_EQ(play::VERSUS_NEXT_GAME_MS, 1500);
    for (; t < at; t += 16) m.advance(t);
    EXPECT_EQ(m.dealt(), 1);
    m.advance(at);
    EXPECT_EQ(m.dealt(), 2);
    EXPECT_EQ(m.match().game_number(), 2);
    EXPECT_EQ(m.game().winner(), -1);
    EXPECT_FALSE(m.ended_at());
    EXPECT_FALSE(m.next_game_at());
    EXPECT_EQ(m.board(0).steps.size() + m.board(1).steps.size(),
              static_cast<std::size_t>(m.game().side(0).game().pieces() +
                                       m.game().side(1).game().pieces()));
    // The game before stays as it ended.
    ASSERT_TRUE(m.last_end());
    EXPECT_EQ(m.last_end()->game, 1);
  }
}

// Each board's locks as a run file keeps them: one step per locked piece with the score after
// it and the board's hash cut to 32 bits, the garbage rows that rose after each step, the attack
// sent; the same locks handed once to the front end; the game's end kept as it ended.
TEST(VersusMatch, EachBoardIsTalliedLockByLockAsARunFileKeepsIt) {
  struct Row {
    bool person;
    std::uint64_t seed;
  };
  for (const Row row : {Row{false, 5}, Row{false, 11}, Row{true, 3}}) {
    SCOPED_TRACE(testing::Message() << "person " << row.person << " seed " << row.seed);
    play::VersusMatchSettings s = settings(row.person, 2);
    s.seed = row.seed;
    play::VersusMatch m(s);
    std::array<std::vector<play::Sample>, 2> locks;
    double t = 0;
    while (m.game().winner() < 0 && t < 1e7) {
      t = frame(m, t);
      for (int i = 0; i < 2; ++i)
        for (play::Sample& sample : m.take_locks(i)) locks[std::size_t(i)].push_back(sample);
    }
    ASSERT_GE(m.game().winner(), 0);
    std::int64_t rose_total = 0;
    for (int i = 0; i < 2; ++i) {
      const play::VersusBoard& board = m.board(i);
      const std::vector<play::Sample>& mine = locks[std::size_t(i)];
      ASSERT_EQ(board.steps.size(), mine.size());
      EXPECT_EQ(static_cast<std::int64_t>(board.steps.size()), m.game().side(i).game().pieces());
      std::int64_t sent = 0;
      std::size_t garbage = 0;
      for (std::size_t k = 0; k < mine.size(); ++k) {
        const play::VersusStep& step = board.steps[k];
        EXPECT_EQ(step.score_after, mine[k].score);
        EXPECT_EQ(step.record.placement, mine[k].step.placement);
        EXPECT_EQ(step.record.lines, mine[k].step.lines);
        EXPECT_EQ(step.record.board_hash, mine[k].step.board_hash & 0xffffffffu);
        ASSERT_TRUE(mine[k].attack);
        sent += mine[k].attack->sent;
        rose_total += mine[k].attack->rose;
        if (mine[k].garbage_holes.empty()) continue;
        ASSERT_LT(garbage, board.garbage.size());
        EXPECT_EQ(board.garbage[garbage].after, static_cast<std::int64_t>(k + 1));
        EXPECT_EQ(board.garbage[garbage].holes,
                  std::vector<int>(mine[k].garbage_holes.begin(), mine[k].garbage_holes.end()));
        ++garbage;
      }
      EXPECT_EQ(garbage, board.garbage.size());
      EXPECT_EQ(board.sent, sent);
      ASSERT_TRUE(m.last_end());
      EXPECT_EQ(m.last_end()->boards[std::size_t(i)].steps.size(), board.steps.size());
      EXPECT_EQ(m.last_end()->configs[std::size_t(i)].seed, m.match().game_seed());
    }
    if (!row.person) {
      EXPECT_GT(rose_total, 0) << "two AIs raise garbage under each other";
    }
    EXPECT_EQ(m.last_end()->winner, m.game().winner());
    EXPECT_EQ(m.last_end()->forfeited, -1);
    // Taken once: nothing more once the game is over.
    m.advance(t + 100);
    EXPECT_TRUE(m.take_locks(0).empty());
    EXPECT_TRUE(m.take_locks(1).empty());
  }
}

// A forfeit (a bot that failed) gives the game and the match to the other side at once, whatever
// the score, before the first key or during play; none after the game's end.
TEST(VersusMatch, AForfeitDecidesTheMatchAtOnce) {
  struct Row {
    bool person;
    int side;
    int games_before;  // games played to their end before the forfeit
    bool started;      // the game under way when it comes
  };
  const Row rows[] = {
      {false, 1, 0, true}, {false, 0, 0, true}, {true, 1, 0, false},
      {true, 1, 1, true},  {false, 1, 1, true},
  };
  for (const Row& row : rows) {
    SCOPED_TRACE(testing::Message() << "person " << row.person << " side " << row.side << " after "
                                    << row.games_before << " game(s)");
    play::VersusMatch m(settings(row.person, 3, row.person));
    double t = 0;
    for (int g = 0; g < row.games_before; ++g) {
      t = play_game(m, t);
      ASSERT_TRUE(m.next_game(t));
    }
    const std::array<int, 2> score = m.match().score();
    // (A few frames: the person's hard drops top the person out after a dozen pieces or so.)
    for (int k = 0; row.started && k < (row.person ? 3 : 20); ++k) t = frame(m, t);
    EXPECT_EQ(m.game().started(), row.started);
    EXPECT_TRUE(m.forfeit(row.side, t));
    EXPECT_EQ(m.game().winner(), 1 - row.side);
    EXPECT_EQ(m.match().winner(), 1 - row.side);
    EXPECT_EQ(m.match().forfeited(), row.side);
    EXPECT_EQ(m.match().score(1 - row.side), score[std::size_t(1 - row.side)] + 1);
    EXPECT_EQ(m.match().score(row.side), score[std::size_t(row.side)]);
    ASSERT_TRUE(m.ended_at());
    EXPECT_EQ(*m.ended_at(), t);
    ASSERT_TRUE(m.last_end());
    EXPECT_EQ(m.last_end()->forfeited, row.side);
    EXPECT_EQ(m.last_end()->winner, 1 - row.side);
    EXPECT_FALSE(m.next_game_at());
    EXPECT_FALSE(m.next_game(t));
    EXPECT_FALSE(m.forfeit(1 - row.side, t));
    EXPECT_EQ(m.match().winner(), 1 - row.side);
    // Nothing moves after it.
    const auto pieces = m.game().side(1 - row.side).game().pieces();
    for (int k = 0; k < 20; ++k) t = frame(m, t);
    EXPECT_EQ(m.game().side(1 - row.side).game().pieces(), pieces);
  }
}

}  // namespace
