// The referee of `gameai xiangqi play` and `match`, with scripted players: it stops at the
// rules' ending with its result and reason, a player with no move or an illegal one loses by
// forfeit, the opening is played before the players take over, and a bad opening is refused.
#include "game_runner.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "xiangqi_ai/engine.hpp"

namespace gameai::cli {
namespace {

using xiangqi::Reason;
using xiangqi::Result;

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// Answers its moves in order, whatever the position; then has no move. `!undo`, `!resign` and
// `!leave` ask for what a person at the terminal asks for.
class ScriptedPlayer : public Player {
 public:
  explicit ScriptedPlayer(const std::string& moves) : moves_(words(moves)) {}
  std::string name() const override { return "scripted"; }
  void new_game() override { next_ = 0; }
  Request request() const override { return request_; }
  std::optional<std::string> choose(const std::string&, const std::vector<std::string>&,
                                    std::int64_t, std::string& problem) override {
    request_ = Request::None;
    if (next_ >= moves_.size()) {
      problem = "out of moves";
      return std::nullopt;
    }
    const std::string& word = moves_[next_++];
    if (word == "!undo") request_ = Request::TakeBack;
    if (word == "!resign") request_ = Request::Resign;
    if (word == "!leave") request_ = Request::Leave;
    if (request_ != Request::None) return std::nullopt;
    return word;
  }

 private:
  std::vector<std::string> moves_;
  std::size_t next_ = 0;
  Request request_ = Request::None;
};

struct RefereeCase {
  const char* name;
  const char* fen;
  const char* opening;
  const char* red;
  const char* black;
  Result result;
  Reason reason;
  const char* text;
  std::size_t plies;
};

const RefereeCase CASES[] = {
    {"checkmate", "3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 0 1", "", "b1b9", "", Result::RedWins,
     Reason::Checkmate, "red wins: black is checkmated", 1},
    {"illegal move", "startpos", "", "h2e3", "", Result::BlackWins, Reason::Forfeit,
     "red loses: illegal move 'h2e3' by scripted", 0},
    {"malformed move", "startpos", "", "h2e2", "zz", Result::RedWins, Reason::Forfeit,
     "black loses: illegal move 'zz' by scripted", 1},
    {"no move", "startpos", "", "h2e2", "", Result::RedWins, Reason::Forfeit,
     "black loses: out of moves", 1},
    {"repetition", "4k4/9/4b4/9/9/9/7p1/3A4B/4K4/9 b - - 0 1", "", "e1e0 e0e1 e1e0 e0e1",
     "h3g3 g3h3 h3g3 g3h3", Result::Draw, Reason::Repetition,
     "draw: the position repeated three times", 8},
    {"opening then mate", "3k5/R8/9/9/9/9/9/9/1R7/5K3 w - - 0 1", "f0f1 d9e9 f1f0 e9d9", "b1b9", "",
     Result::RedWins, Reason::Checkmate, "red wins: black is checkmated", 5},
    {"bad opening", "startpos", "h2e2 h2e2", "", "", Result::Draw, Reason::None,
     "bad opening: illegal move 'h2e2'", 0},
};

TEST(Referee, EndingsTable) {
  for (const RefereeCase& c : CASES) {
    ScriptedPlayer red(c.red), black(c.black);
    const std::string fen =
        std::string(c.fen) == "startpos" ? std::string(xiangqi::START_FEN) : std::string(c.fen);
    int observed = 0;
    const GameOutcome o = play_game(
        red, black, fen, words(c.opening), 10,
        [&](const std::vector<std::string>&, const records::XiangqiMove&) { ++observed; });
    EXPECT_EQ(o.result, c.result) << c.name << ": " << o.text;
    EXPECT_EQ(o.reason, c.reason) << c.name << ": " << o.text;
    EXPECT_EQ(o.text, c.text) << c.name;
    EXPECT_EQ(o.moves.size(), c.plies) << c.name;
    EXPECT_EQ(o.details.size(), o.moves.size()) << c.name;
    EXPECT_EQ(std::size_t(observed), c.plies - (o.moves.empty() ? 0 : words(c.opening).size()))
        << c.name << ": the observer sees the players' moves, not the opening";
    if (c.reason != Reason::None) {
      const auto report = xiangqi_ai::inspect_game(fen, o.moves);
      EXPECT_EQ(o.final_fen, report.fen) << c.name;
    }
  }
}

// A take-back removes the asker's last move and the reply (never the opening, and nothing when
// there is not a move of each to take back); resigning loses; leaving ends the game unfinished.
TEST(Referee, TakeBackResignAndLeave) {
  const std::string start(xiangqi::START_FEN);
  ScriptedPlayer red("!undo h2e2 !undo b2e2 !resign"), black("h9g7 b9c7");
  std::vector<std::string> taken;
  int observed = 0;
  const GameOutcome o = play_game(
      red, black, start, {"c3c4", "c6c5"}, 10,
      [&](const std::vector<std::string>&, const records::XiangqiMove&) { ++observed; },
      [&](const std::vector<std::string>& moves, const std::vector<std::string>& back) {
        EXPECT_EQ(moves, words("c3c4 c6c5"));
        taken.insert(taken.end(), back.begin(), back.end());
      });
  EXPECT_EQ(taken, words("h2e2 h9g7"));
  EXPECT_EQ(observed, 4);
  EXPECT_EQ(o.moves, words("c3c4 c6c5 b2e2 b9c7"));
  EXPECT_EQ(o.details.size(), o.moves.size());
  EXPECT_EQ(o.result, Result::BlackWins);
  EXPECT_EQ(o.reason, Reason::Forfeit);
  EXPECT_EQ(o.text, "black wins: red resigned");
  EXPECT_EQ(o.final_fen, xiangqi_ai::inspect_game(start, o.moves).fen);

  ScriptedPlayer leaver("h2e2 !leave"), other("h9g7");
  const GameOutcome left = play_game(leaver, other, start, {}, 10);
  EXPECT_EQ(left.result, Result::None);
  EXPECT_EQ(left.text, "red left the game");
  EXPECT_EQ(left.moves, words("h2e2 h9g7"));
  EXPECT_EQ(left.final_fen, xiangqi_ai::inspect_game(start, left.moves).fen);
}

}  // namespace
}  // namespace gameai::cli
