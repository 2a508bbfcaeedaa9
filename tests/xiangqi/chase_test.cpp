// Repetition rulings on published examples: every line of tests/data/xiangqi/repetition_rulings.txt
// (Fairy-Stockfish's chasing-rule tests, AXF rule-book diagrams 39 and 106 as those tests encode
// them, positions from play that referee programs rule on, and one illustrating AXF rule 32) is
// played move by move up to the position's third occurrence, and game_status() and rule_judge()
// must give the ruling the line records for our rules. Where a published ruling differs from ours
// the data file explains why, and a test checks that the explanations and the rulings stay in
// step.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <fstream>
#include <map>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "xiangqi/iccs.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi/rules.hpp"

namespace gameai::xiangqi {
namespace {

struct RulingCase {
  std::string name, fen;
  std::vector<std::string> moves;
  std::string published;   // "red", "black", "draw", or "over" (the source gives no winner)
  std::string ours;        // "red", "black" or "draw"
  std::string reason;      // reason_name() of our ruling
  bool explained = false;  // the comment above the line says why ours differs ("OURS DIFFERS")
};

// gtest prints a failing parameter with this: the line's name, not its bytes.
void PrintTo(const RulingCase& c, std::ostream* os) {
  *os << c.name;
}

std::string trim(std::string s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
  while (!s.empty() && s.front() == ' ') s.erase(s.begin());
  return s;
}

std::vector<RulingCase> load_rulings() {
  std::vector<RulingCase> cases;
  std::ifstream in(GAMEAI_TEST_DATA_DIR "/xiangqi/repetition_rulings.txt");
  std::string line;
  bool explained = false;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    if (line[0] == '#') {
      if (line.find("OURS DIFFERS") != std::string::npos) explained = true;
      continue;
    }
    std::vector<std::string> fields;
    std::istringstream row(line);
    for (std::string field; std::getline(row, field, ';');) fields.push_back(trim(field));
    RulingCase c;
    if (fields.size() == 6) {
      c.name = fields[0];
      c.fen = fields[1];
      std::istringstream moves(fields[2]);
      for (std::string m; moves >> m;) c.moves.push_back(m);
      c.published = fields[3];
      c.ours = fields[4];
      c.reason = fields[5];
    } else {
      c.name = "MalformedLine" + std::to_string(cases.size());
    }
    c.explained = explained;
    explained = false;
    cases.push_back(c);
  }
  return cases;
}

std::string winner(Result r) {
  return std::string(result_name(r));
}

class RepetitionRuling : public ::testing::TestWithParam<RulingCase> {};

// Plays the line; the game must not be over while no position has occurred three times, and must
// end with our ruling at the last move.
TEST_P(RepetitionRuling, PlayedToTheThirdOccurrence) {
  const RulingCase& c = GetParam();
  ASSERT_FALSE(c.moves.empty()) << "malformed line in repetition_rulings.txt";
  std::deque<StateInfo> states(1);
  Position pos;
  std::string error;
  ASSERT_TRUE(pos.set(c.fen, &states.back(), &error)) << c.fen << ": " << error;
  std::map<std::uint64_t, int> seen{{pos.key(), 1}};
  int most = 1;
  for (const std::string& text : c.moves) {
    if (most < 3) {
      EXPECT_FALSE(game_status(pos).over) << "over early, before " << text;
    }
    const Move m = parse_legal_iccs(pos, text);
    ASSERT_TRUE(m) << text << " is not legal in " << pos.fen();
    states.emplace_back();
    pos.do_move(m, states.back());
    most = std::max(most, ++seen[pos.key()]);
  }
  ASSERT_EQ(most, 3) << "the line should end at a third occurrence";
  ASSERT_EQ(seen[pos.key()], 3) << "the last position should be the repeated one";

  const std::string fen_before = pos.fen();
  const std::uint64_t key_before = pos.key();
  const GameStatus s = game_status(pos);
  EXPECT_TRUE(s.over);
  EXPECT_EQ(winner(s.result), c.ours) << s.text;
  EXPECT_EQ(reason_name(s.reason), c.reason) << s.text;
  EXPECT_EQ(pos.fen(), fen_before) << "judging must leave the position as it was";
  EXPECT_EQ(pos.key(), key_before);

  // The search's view of the same position: WIN/LOSS/DRAW for the side to move.
  const Verdict v = rule_judge(pos, 0);
  const std::string mover = pos.side_to_move() == RED ? "red" : "black";
  const Outcome expected = c.ours == "draw"  ? Outcome::Draw
                           : c.ours == mover ? Outcome::Win
                                             : Outcome::Loss;
  EXPECT_EQ(v.outcome, expected);
  EXPECT_EQ(v.reason, s.reason);
}

// The published ruling agrees with ours unless the data file explains the difference; if a change
// to the rules makes an explained case agree (or breaks an agreeing one), this says so.
TEST_P(RepetitionRuling, DifferencesFromThePublishedRulingAreExplained) {
  const RulingCase& c = GetParam();
  const bool agrees = c.published == c.ours || c.published == "over";
  EXPECT_EQ(agrees, !c.explained) << c.name << ": published " << c.published << ", ours " << c.ours;
}

std::string case_name(const ::testing::TestParamInfo<RulingCase>& param) {
  return param.param.name;
}

INSTANTIATE_TEST_SUITE_P(Published, RepetitionRuling, ::testing::ValuesIn(load_rulings()),
                         case_name);

TEST(RepetitionRulingTable, CoversTheCases) {
  const std::vector<RulingCase> cases = load_rulings();
  ASSERT_GE(cases.size(), 30u) << "repetition_rulings.txt missing or truncated";
  std::map<std::string, int> by_reason;
  for (const RulingCase& c : cases) ++by_reason[c.reason];
  EXPECT_GE(by_reason["perpetual chase"], 10);
  EXPECT_GE(by_reason["perpetual check"], 2);
  EXPECT_GE(by_reason["repetition"], 8);
}

}  // namespace
}  // namespace gameai::xiangqi
