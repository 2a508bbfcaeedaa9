#include "game_files/xiangqi_pgn.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game_file_data.hpp"
#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "game_files/xiangqi_replay.hpp"

namespace gameai::game_files {
namespace {

using testing::OPENING;

TEST(XiangqiPgn, CoordinatesShiftRanksByOne) {
  EXPECT_EQ(iccs_to_xboard("h2e2"), "h3e3");
  EXPECT_EQ(iccs_to_xboard("a9a8"), "a10a9");
  EXPECT_EQ(iccs_to_xboard("a0i9"), "a1i10");
  EXPECT_EQ(xboard_to_iccs("a10a9"), "a9a8");
  EXPECT_EQ(xboard_to_iccs("e1e2"), "e0e1");
  EXPECT_EQ(xboard_to_iccs("a0a1"), "");  // rank 0 does not exist in XBoard's numbering
  EXPECT_EQ(xboard_to_iccs("a11a1"), "");
  EXPECT_EQ(xboard_to_iccs("j1j2"), "");
  EXPECT_EQ(iccs_to_xboard("h2e"), "");
}

TEST(XiangqiPgn, WritesXBoardTagsMovesAndComments) {
  GameSummary game;
  game.id = 7;
  game.game = GameKind::Xiangqi;
  game.finished = true;
  game.result = "red";
  game.reason = "black resigns";
  game.program_version = "0.1.0";
  game.players = {PlayerInfo(PlayerInfo::Kind::Ai, "ai:5"),
                  PlayerInfo(PlayerInfo::Kind::Human, "Li Wei")};
  const std::string pgn = write_pgn(game, OPENING);
  EXPECT_EQ(
      pgn,
      "[Event \"gameai game 7\"]\n[Site \"gameai 0.1.0\"]\n[Date \"????.??.??\"]\n"
      "[Round \"-\"]\n[Red \"ai:5\"]\n[White \"ai:5\"]\n[Black \"Li Wei\"]\n"
      "[Result \"1-0\"]\n[WhiteType \"program\"]\n[BlackType \"human\"]\n[Variant \"xiangqi\"]\n"
      "[Termination \"black resigns\"]\n\n"
      "1. h3e3 {+0.20/10 1.50} 1... h10g8 2. h1g3 i10h10 {black resigns} 1-0\n\n");
}

// Whatever text a game's reason or players hold (an imported comment may span lines), the PGN
// written for it reads back as the same game.
TEST(XiangqiPgn, ControlCharactersAndBracesInTextStillReadBack) {
  GameSummary game;
  game.game = GameKind::Xiangqi;
  game.finished = true;
  game.result = "draw";
  game.reason = "agreed\n[Event \"x\"] {after} \t\r a long think";
  game.players = {PlayerInfo(PlayerInfo::Kind::Human, "Li\nWei"),
                  PlayerInfo(PlayerInfo::Kind::Human, std::string("N\0ull\"", 6))};
  const auto games = read_pgn(write_pgn(game, OPENING), "out.pgn");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].result, "1/2-1/2");
  ASSERT_EQ(games[0].moves.size(), OPENING.size());
  for (std::size_t i = 0; i < OPENING.size(); ++i)
    EXPECT_EQ(games[0].moves[i].move, OPENING[i].move);
  EXPECT_EQ(games[0].tag("White"), "Li Wei");
  EXPECT_EQ(games[0].tag("Termination"), "agreed [Event \"x\"] {after}    a long think");
  EXPECT_EQ(games[0].termination, "agreed [Event \"x\"] {after)    a long think");
}

// Only a comment that is exactly an engine's "score/depth [seconds]" sets them; any other text
// (a termination such as "0/9 done", numbers out of range) leaves the move as it was.
TEST(XiangqiPgn, OnlyExactEngineCommentsSetScoreDepthAndTime) {
  struct Case {
    std::string comment;
    std::optional<int> score, depth;
    std::int64_t time_ms;
  };
  const std::vector<Case> cases = {
      {"+0.30/9 0.12", 30, 9, 120},
      {"-1.25/12", -125, 12, 0},
      {"999.97/5 3", 99997, 5, 3000},
      {"0/9 done", std::nullopt, std::nullopt, 0},
      {" +0.30/9", std::nullopt, std::nullopt, 0},
      {"++0.30/9", std::nullopt, std::nullopt, 0},
      {"+0.30/-9", std::nullopt, std::nullopt, 0},
      {"+0.30/9 -1", std::nullopt, std::nullopt, 0},
      {"+0.30/99999999999", std::nullopt, std::nullopt, 0},
      {"+99999999999.99/2", std::nullopt, std::nullopt, 0},
      {"nan/3", std::nullopt, std::nullopt, 0},
      {"+0.30/9 1e300", std::nullopt, std::nullopt, 0},
      {"+0.30/9 0.12 extra", std::nullopt, std::nullopt, 0},
  };
  for (const Case& c : cases) {
    const auto games = read_pgn("1. h3e3 {" + c.comment + "} *\n", "c.pgn");
    ASSERT_EQ(games.size(), 1u) << c.comment;
    ASSERT_EQ(games[0].moves.size(), 1u) << c.comment;
    const XiangqiMove& m = games[0].moves[0];
    EXPECT_EQ(m.score, c.score) << c.comment;
    EXPECT_EQ(m.depth, c.depth) << c.comment;
    EXPECT_EQ(m.time_ms, c.time_ms) << c.comment;
  }
}

TEST(XiangqiPgn, ReadsWhatXBoardWritesIncludingNoise) {
  const std::string text =
      "[Event \"casual\"]\n[White \"fairy-stockfish\"]\n[Black \"me\"]\n"
      "[WhiteType \"program\"]\n[Result \"0-1\"]\n[Variant \"xiangqi\"]\n\n"
      "1. Ch3-e3 {+0.35/12 2.5} Hh10g8 $1 2. h1g3 (2. b1c3 b10c8) i10h10!\n"
      "; a line comment\n{Red resigns} 0-1\n\n"
      "[Event \"second\"]\n\n1. h3e3 *\n";
  const auto games = read_pgn(text, "games.pgn");
  ASSERT_EQ(games.size(), 2u);
  const PgnGame& first = games[0];
  EXPECT_EQ(first.tag("White"), "fairy-stockfish");
  EXPECT_EQ(first.result, "0-1");
  EXPECT_EQ(first.termination, "Red resigns");
  ASSERT_EQ(first.moves.size(), 4u);
  EXPECT_EQ(first.moves[0].move, "h2e2");
  EXPECT_EQ(first.moves[0].score, 35);
  EXPECT_EQ(first.moves[0].depth, 12);
  EXPECT_EQ(first.moves[0].time_ms, 2500);
  EXPECT_EQ(first.moves[1].move, "h9g7");
  EXPECT_EQ(first.moves[3].move, "i9h9");
  EXPECT_EQ(games[1].result, "*");
  EXPECT_EQ(games[1].first_line, 12);
}

TEST(XiangqiPgn, MalformedTextNamesFileLineAndToken) {
  // Broken text spoils the game it is in: its error names the file and the line.
  const auto error_of = [](const std::string& text) -> std::string {
    std::string errors;
    for (const PgnGame& game : read_pgn(text, "bad.pgn")) errors += game.error + "\n";
    return errors;
  };
  // A move that is not one spoils its game only, with the file, line and token named.
  const auto games =
      read_pgn("[Event \"x\"]\n\n1. h3e3 Zz9 *\n[Event \"y\"]\n1. h3e3 *\n", "bad.pgn");
  ASSERT_EQ(games.size(), 2u);
  // Zz9 is Black's answer to Red's first move: move 1, as players count.
  EXPECT_EQ(games[0].error.substr(0, 37), "bad.pgn:3: move 1, black: 'Zz9' is no")
      << games[0].error;
  EXPECT_EQ(games[1].error, "");
  EXPECT_NE(error_of("[Event \"x\n").find("bad.pgn:1: a tag without its closing ']'"),
            std::string::npos);
  EXPECT_NE(error_of("1. h3e3 {never closed\n")
                .find("bad.pgn:1: the comment opened at line 1 is not closed"),
            std::string::npos);
  EXPECT_NE(error_of("1. h3e3 (2. h1g3\n").find("variation"), std::string::npos);
  // A tag name cannot hold a control character: written back it would lose its name.
  static const char bad_tag[] = "[Event \"x\"]\n[\0\0Black \"y\"]\n";
  EXPECT_NE(error_of(std::string(bad_tag, sizeof bad_tag - 1))
                .find("bad.pgn:2: a tag name with a control character"),
            std::string::npos);
}

// Move text is wrapped at 79 columns, and a move number stays on the line of its move, in every
// notation: real games (the first thirty master games) and a file with variations and comments.
TEST(XiangqiPgn, LinesWrapAndNeverPartAMoveNumberFromItsMove) {
  const std::string data = GAMEAI_TEST_DATA_DIR;
  std::vector<PgnGame> games = read_pgn(
      testing::read_bytes(data + "/xiangqi/master-games-iccs.pgn"), "master-games-iccs.pgn");
  ASSERT_GE(games.size(), 30u);
  games.resize(30);
  for (PgnGame& g : read_pgn(testing::read_bytes(data + "/records/variations.pgn"), "v.pgn"))
    games.push_back(std::move(g));
  const auto is_number = [](std::string_view token) {
    std::size_t digits = 0;
    while (digits < token.size() && token[digits] >= '0' && token[digits] <= '9') ++digits;
    const std::string_view rest = token.substr(digits);
    return digits > 0 && (rest == "." || rest == "...");
  };
  int lines = 0;
  for (const PgnGame& g : games) {
    ASSERT_TRUE(g.error.empty()) << g.error;
    GameSummary summary;
    summary.game = GameKind::Xiangqi;
    for (const auto notation : {xiangqi::Notation::Xboard, xiangqi::Notation::Iccs,
                                xiangqi::Notation::Wxf, xiangqi::Notation::Chinese}) {
      const std::string pgn = write_pgn(summary, g.tree, notation);
      const std::string moves = pgn.substr(pgn.find("\n\n") + 2);
      std::size_t start = 0;
      while (start < moves.size()) {
        const std::size_t end = moves.find('\n', start);
        const std::string line = moves.substr(start, end - start);
        start = end == std::string::npos ? moves.size() : end + 1;
        if (line.empty()) continue;
        ++lines;
        const std::size_t space = line.rfind(' ');
        const std::string last = space == std::string::npos ? line : line.substr(space + 1);
        EXPECT_FALSE(is_number(last)) << to_string(notation) << ": " << line;
        if (line.find(' ') != std::string::npos && line.find('{') == std::string::npos) {
          EXPECT_LE(line.size(), 79u) << to_string(notation) << ": " << line;
        }
      }
    }
  }
  EXPECT_GT(lines, 30 * 4 * 2);  // the games do take several lines each
}

TEST(XiangqiPgn, TimeControlIsWrittenInPgnForm) {
  EXPECT_EQ(pgn_time_control(300000, 3000), "300+3");
  EXPECT_EQ(pgn_time_control(600000, 0), "600");  // sudden death: no "+0"
  EXPECT_EQ(pgn_time_control(30000, 1500), "30+2");
  EXPECT_EQ(pgn_time_control(200, 0), "1");  // a clock never reads as none
  EXPECT_EQ(pgn_time_control(0, 0), "-");
  EXPECT_EQ(pgn_time_control(0, 5000), "-");
}

TEST(XiangqiPgn, TimeControlIsReadFromItsTag) {
  using Clock = std::pair<std::int64_t, std::int64_t>;
  EXPECT_EQ(parse_pgn_time_control("300+3"), Clock(300000, 3000));
  EXPECT_EQ(parse_pgn_time_control("600"), Clock(600000, 0));
  EXPECT_EQ(parse_pgn_time_control(" 30+1.5 "), Clock(30000, 1500));
  EXPECT_EQ(parse_pgn_time_control("0.25"), Clock(250, 0));
  EXPECT_EQ(parse_pgn_time_control("-"), Clock(0, 0));
  // What the writer writes, the reader reads back.
  EXPECT_EQ(parse_pgn_time_control(pgn_time_control(300000, 3000)), Clock(300000, 3000));
  // Clocks this program does not keep, and text that is no clock.
  for (const char* other : {"40/7200", "*60", "40/7200:1800", "?", "", "0", "+5", "300+", "5m",
                            "-300", "300+-1", "1.2345", "300+3+1"})
    EXPECT_EQ(parse_pgn_time_control(other), std::nullopt) << other;
}

TEST(XiangqiReplay, ReachesTheStoredFinalPositionOrSaysItDoesNot) {
  std::vector<std::string> seen;
  const auto replay = replay_xiangqi(
      "", OPENING,
      [&](std::size_t, const XiangqiMove& m, const xiangqi::Position&) { seen.push_back(m.move); });
  EXPECT_EQ(seen.size(), 4u);
  EXPECT_EQ(replay.plies, 4u);
  EXPECT_EQ(replay.final_fen,
            "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3");
  GameSummary game;
  game.final_fen = replay.final_fen;
  EXPECT_TRUE(replay_xiangqi(game, OPENING).final_matches);
  game.final_fen = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
  EXPECT_FALSE(replay_xiangqi(game, OPENING).final_matches);
}

TEST(XiangqiReplay, IllegalStoredMoveIsReportedAsDamage) {
  GameSummary game;
  game.id = 3;
  try {
    replay_xiangqi(game, {XiangqiMove("h2e2"), XiangqiMove("h2e2")});
    FAIL();
  } catch (const RecordsError& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Corrupt);
    EXPECT_NE(std::string(e.what()).find("move 1, black, 'h2e2', is not legal"), std::string::npos)
        << e.what();
  }
}

// Xiangqi files name the sides Red and Black; Western tools White and Black. A game is written
// with Red (and White beside it), and read from either, Red first where both are given.
TEST(XiangqiPgn, RedIsWrittenAndEitherRedOrWhiteIsRead) {
  GameSummary game;
  game.game = GameKind::Xiangqi;
  game.players = {PlayerInfo(PlayerInfo::Kind::Human, "Human"),
                  PlayerInfo(PlayerInfo::Kind::Ai, "gameai level 3")};
  const std::string pgn = write_pgn(game, OPENING);
  EXPECT_NE(pgn.find("[Red \"Human\"]\n[White \"Human\"]\n[Black \"gameai level 3\"]\n"),
            std::string::npos)
      << pgn;
  const auto written = read_pgn(pgn, "out.pgn");
  ASSERT_EQ(written.size(), 1u);
  EXPECT_EQ(pgn_player_name(written[0], true), "Human");
  EXPECT_EQ(pgn_player_name(written[0], false), "gameai level 3");
  const auto red = read_pgn("[Red \"胡荣华\"]\n[Black \"杨官璘\"]\n\n1. h2e2 *\n", "red.pgn");
  const auto white = read_pgn("[White \"Hu\"]\n[Black \"Yang\"]\n\n1. h2e2 *\n", "white.pgn");
  const auto both = read_pgn("[Red \"胡荣华\"]\n[White \"?\"]\n\n1. h2e2 *\n", "both.pgn");
  ASSERT_EQ(red.size() + white.size() + both.size(), 3u);
  EXPECT_EQ(pgn_player_name(red[0], true), "胡荣华");
  EXPECT_EQ(pgn_player_name(red[0], false), "杨官璘");
  EXPECT_EQ(pgn_player_name(white[0], true), "Hu");
  EXPECT_EQ(pgn_player_name(both[0], true), "胡荣华");
  EXPECT_EQ(pgn_player_name(both[0], false), "unknown");
}

// --- The cases the page's own PGN reader and writer were tested on (web/test/pgn.test.mjs, until
// the page read and wrote PGN through this library), each checked here on the library.

// The main line as the file writes it: each move the first, non-variation continuation of the one
// before.
std::vector<std::string> main_line_texts(const PgnGame& game) {
  std::vector<std::string> out;
  int at = -1;
  for (bool found = true; found;) {
    found = false;
    for (std::size_t i = 0; i < game.move_texts.size(); ++i) {
      const PgnMoveText& t = game.move_texts[i];
      if (t.parent == at && !t.variation) {
        out.push_back(t.text);
        at = static_cast<int>(i);
        found = true;
        break;
      }
    }
  }
  return out;
}

// A tree as text: each move, its comment in braces, its continuations in parentheses (the main
// one first), siblings apart by a space; the root's comment in braces before it.
std::string shape(const XiangqiTree& tree, XiangqiNodeId node = XiangqiTree::ROOT) {
  std::string out;
  if (node == XiangqiTree::ROOT && !tree.comment(node).empty())
    out += "{" + tree.comment(node) + "} ";
  bool first = true;
  for (const XiangqiNodeId child : tree.children(node)) {
    if (!first) out += ' ';
    first = false;
    out += tree.move(child).move;
    if (!tree.comment(child).empty()) out += "{" + tree.comment(child) + "}";
    if (!tree.children(child).empty()) out += "(" + shape(tree, child) + ")";
  }
  return out;
}

std::vector<PgnGame> read_data(const char* name) {
  return read_pgn(testing::read_bytes(testing::data_file(name)), name);
}

struct FirstGameCase {
  const char* file;
  std::vector<std::pair<std::string, std::string>> tags;  // all of them; empty: not checked
  std::size_t moves;                                      // in the main line; 0: not checked
  std::vector<std::string> first;                         // the first moves as written
  const char* last;                                       // the main line's last; "": not checked
  const char* result;
  std::size_t games;  // in the file
  const char* notation;
};

const FirstGameCase FIRST_GAMES[] = {
    {"iccs.pgn",
     {{"Event", "5 Ram Cup 1989"}, {"Red", "Hu Ronghua"}, {"Black", "Lu Qin"}},
     98,
     {"h2e2", "h9g7", "h0g2"},
     "d5e5",
     "*",
     1,
     "iccs"},                                                           // a rank 0 is ICCS
    {"xboard-export.pgn", {}, 63, {"h3e3"}, "c5b7", "*", 2, "xboard"},  // a rank 10 is XBoard
    {"iccs-dash.pgn", {}, 0, {"H2-E2", "H9-G7"}, "", "*", 1, "iccs"},
    // The variation in parentheses after the fourth move is left out of the main line.
    {"chinese-utf8.pgn",
     {},
     0,
     {"炮二平五", "马８进７", "马二进三", "卒７进１", "炮八平六"},
     "",
     "*",
     2,
     "chinese"},
    {"wxf-ascii.pgn", {}, 0, {"C2.5", "H8+7"}, "", "*", 1, "wxf"},
    {"variations.pgn", {}, 5, {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0"}, "i0h0", "1-0", 2, "iccs"},
};

TEST(XiangqiPgnPageCases, FirstGamesTheirTagsMovesResultAndNotation) {
  for (const FirstGameCase& c : FIRST_GAMES) {
    SCOPED_TRACE(c.file);
    const auto games = read_data(c.file);
    ASSERT_EQ(games.size(), c.games);
    const PgnGame& g = games[0];
    EXPECT_EQ(g.error, "");
    if (!c.tags.empty()) {
      EXPECT_EQ(g.tags, c.tags);
    }
    const std::vector<std::string> texts = main_line_texts(g);
    EXPECT_EQ(texts.size(), g.moves.size());
    if (c.moves > 0) {
      EXPECT_EQ(g.moves.size(), c.moves);
    }
    ASSERT_GE(texts.size(), c.first.size());
    EXPECT_EQ(
        std::vector<std::string>(texts.begin(), texts.begin() + std::ptrdiff_t(c.first.size())),
        c.first);
    if (*c.last) {
      EXPECT_EQ(texts.back(), c.last);
    }
    EXPECT_EQ(std::find(texts.begin(), texts.end(), "$1"), texts.end()) << "a NAG is no move";
    EXPECT_EQ(g.result, c.result);
    EXPECT_EQ(g.notation, c.notation);
  }
}

TEST(XiangqiPgnPageCases, EachMoveKnowsItsLine) {
  const auto exported = read_data("xboard-export.pgn");
  ASSERT_GE(exported[0].move_texts.size(), 12u);
  EXPECT_EQ(exported[0].tag("Event"), "gameai game 2");
  EXPECT_EQ(exported[0].move_texts[11].line, 13);
  // variations.pgn: the first move and the variation's "1... c6c5", both on line 10.
  const auto games = read_data("variations.pgn");
  ASSERT_FALSE(games.empty());
  EXPECT_EQ(games[0].move_texts.front().line, 10);
  const auto c6c5 = std::find_if(games[0].move_texts.begin(), games[0].move_texts.end(),
                                 [](const PgnMoveText& t) { return t.text == "c6c5"; });
  ASSERT_NE(c6c5, games[0].move_texts.end());
  EXPECT_EQ(c6c5->line, 10);
}

// Comments holding parentheses, ';' comments, '%' lines, "1..." numbers, NAGs and annotation
// marks; the comment before the result says how the game ended.
TEST(XiangqiPgnPageCases, OddTokensAreSkippedAndTheEndingKept) {
  const auto games = read_pgn(
      "[Event \"x\"]\n% escaped line (\n1. h2e2 {a ( in a comment} ; rest ( of line\n"
      "1... h9g7 $14 2.h0g2!? {Red resigns} 0-1\n",
      "odd.pgn");
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0].error, "");
  EXPECT_EQ(testing::iccs(games[0].moves), (std::vector<std::string>{"h2e2", "h9g7", "h0g2"}));
  EXPECT_EQ(games[0].result, "0-1");
  EXPECT_EQ(games[0].termination, "Red resigns");
}

const char* const VARIATIONS_SHAPE =
    "{A comment before the first move} h2e2{the central cannon}(h9g7(h0g2(i9h9{the rook comes "
    "out}(i0h0)) b0c2(i9h9(a0b0) h7i7{rare a second comment}(i0i1)))) c3c4{the pawn opening}("
    "g6g5(b2c2) c6c5(b0c2))";

// variations.pgn's first game:
// 1. h2e2 {the central cannon} (1. c3c4 {the pawn opening} 1... g6g5 (1... c6c5 2. b0c2) 2. b2c2)
// 1... h9g7 2. h0g2 (2. b0c2 i9h9 (2... h7i7 {rare} {a second comment} 3. i0i1) 3. a0b0)
// 2... i9h9 {the rook comes out} 3. i0h0 1-0, with a comment before the first move.
TEST(XiangqiPgnPageCases, VariationsAndCommentsAreATreeWrittenBackAsRead) {
  const auto games = read_data("variations.pgn");
  ASSERT_EQ(games.size(), 2u);
  const PgnGame& g = games[0];
  EXPECT_EQ(shape(g.tree), VARIATIONS_SHAPE);
  EXPECT_EQ(g.termination, "") << "the last move's comment is not the ending: a move precedes";
  GameSummary summary;
  summary.game = GameKind::Xiangqi;
  summary.source = "pgn";
  summary.tags = g.tags;
  summary.finished = true;
  summary.result = "red";
  summary.reason = "Black resigns";
  const std::string text = write_pgn(summary, g.tree, xiangqi::Notation::Iccs);
  std::string flat = text;
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    EXPECT_LT(end - start, 80u) << text.substr(start, end - start);
  }
  std::replace(flat.begin(), flat.end(), '\n', ' ');
  EXPECT_NE(
      flat.find("  {A comment before the first move} 1. h2e2 {the central cannon} (1. c3c4 {"),
      std::string::npos)
      << text;
  EXPECT_NE(flat.find("(1... c6c5 2. b0c2) 2. b2c2) 1... h9g7 2. h0g2 (2. b0c2 i9h9 (2... h7i7 "),
            std::string::npos)
      << text;
  EXPECT_EQ(text.substr(text.size() - 22), " {Black resigns} 1-0\n\n") << text;
  const auto back = read_pgn(text, "back.pgn");
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(shape(back[0].tree), VARIATIONS_SHAPE);
  EXPECT_EQ(back[0].termination, "Black resigns");
}

TEST(XiangqiPgnPageCases, AClosingBraceCannotEndACommentEarly) {
  XiangqiTree tree;
  tree.set_comment(tree.add_move(XiangqiTree::ROOT, XiangqiMove("h2e2")), "a } b");
  GameSummary summary;
  summary.game = GameKind::Xiangqi;
  const auto back = read_pgn(write_pgn(summary, tree, xiangqi::Notation::Iccs), "brace.pgn");
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(shape(back[0].tree), "h2e2{a ) b}");
}

// A game Black starts: its variation of the first move numbered "1...".
TEST(XiangqiPgnPageCases, AGameBlackStartsNumbersItsFirstMoveWithDots) {
  const std::string fen = "4k4/9/9/9/9/9/9/9/4A4/4K2c1 b - - 0 1";
  const auto games = read_pgn(
      "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n1... h0h5 (1... h0h1 {check}) 2. e0f0 *\n", "b.pgn");
  ASSERT_EQ(games.size(), 1u);
  ASSERT_EQ(games[0].error, "");
  EXPECT_EQ(shape(games[0].tree), "h0h5(e0f0) h0h1{check}");
  GameSummary summary;
  summary.game = GameKind::Xiangqi;
  summary.start_fen = fen;
  const std::string text = write_pgn(summary, games[0].tree, xiangqi::Notation::Iccs);
  EXPECT_NE(text.find("[SetUp \"1\"]\n[FEN \"" + fen + "\"]"), std::string::npos) << text;
  const std::string end = "\n\n1... h0h5 (1... h0h1 {check}) 2. e0f0 *\n\n";
  EXPECT_EQ(text.substr(text.size() - end.size()), end) << text;
}

struct BrokenCase {
  std::string text;
  const char* error;  // what the message says after "<file>:"; "": the game reads
};

// variations-bad.pgn's games, each on its own as the page read them, and broken texts.
std::vector<BrokenCase> broken_cases() {
  const std::string file = testing::read_bytes(testing::data_file("variations-bad.pgn"));
  std::vector<std::string> parts;
  for (std::size_t at = 0, next; at < file.size(); at = next + 1) {
    next = file.find("\n[Event", at);
    if (next == std::string::npos) next = file.size();
    parts.push_back(file.substr(at, next - at));
  }
  EXPECT_EQ(parts.size(), 5u);
  parts.resize(5);
  return {
      {parts[0], "4: the variation opened at line 4 is not closed (a ')' is missing)"},
      {parts[1], "4: a ')' that closes no variation"},
      {parts[2], "4: the comment opened at line 4 is not closed (a '}' is missing)"},
      {"[Event \"no end\n1. h2e2 *", "1: a tag without its closing ']'"},
      {parts[4], ""},
  };
}

TEST(XiangqiPgnPageCases, ABrokenGameIsRefusedNamingTheLine) {
  for (const BrokenCase& c : broken_cases()) {
    SCOPED_TRACE(c.text);
    const auto games = read_pgn(c.text, "bad.pgn");
    ASSERT_EQ(games.size(), 1u);
    if (*c.error == '\0')
      EXPECT_EQ(games[0].error, "");
    else
      EXPECT_EQ(games[0].error.rfind("bad.pgn:" + std::string(c.error), 0), 0u) << games[0].error;
  }
  // A file that holds no game: nothing to open.
  EXPECT_TRUE(read_pgn("", "empty.pgn").empty());
  EXPECT_TRUE(read_pgn("   \n; only a comment\n", "comment.pgn").empty());
}

TEST(XiangqiPgnPageCases, WhatThePageWritesReadsBackTagsEscapedLinesShort) {
  const std::vector<std::string> moves = testing::iccs(read_data("iccs.pgn").at(0).moves);
  GameSummary game;
  game.game = GameKind::Xiangqi;
  game.source = "pgn";
  game.tags = {{"Event", "A \"quoted\" \\ name"}, {"TimeControl", "900+10"}};
  game.players = {PlayerInfo(PlayerInfo::Kind::Human, "Player"),
                  PlayerInfo(PlayerInfo::Kind::Engine, "gameai level 4")};
  game.finished = true;
  game.result = "black";
  game.reason = "Red lost on time";
  std::vector<XiangqiMove> list;
  for (const std::string& m : moves) list.emplace_back(m);
  const std::string text = write_pgn(game, list, xiangqi::Notation::Iccs);
  std::size_t start = 0;
  for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
    EXPECT_LT(end - start, 80u) << text.substr(start, end - start);
  EXPECT_EQ(
      text.rfind("[Event \"A \\\"quoted\\\" \\\\ name\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                 "[Round \"?\"]\n[Red \"Player\"]\n[White \"Player\"]\n"
                 "[Black \"gameai level 4\"]\n[Result \"0-1\"]\n[TimeControl \"900+10\"]\n",
                 0),
      0u)
      << text;
  EXPECT_NE(text.find("[Variant \"xiangqi\"]\n[Termination \"Red lost on time\"]\n"
                      "[Format \"ICCS\"]\n\n1. h2e2 h9g7 2. h0g2"),
            std::string::npos)
      << text;
  // The ending before the result, a space or a line break apart.
  std::string tail = text.substr(text.size() - 25);
  std::replace(tail.begin(), tail.begin() + 23, '\n', ' ');
  EXPECT_EQ(tail, " {Red lost on time} 0-1\n\n") << text;
  const auto back = read_pgn(text, "back.pgn");
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(testing::iccs(back[0].moves), moves);
  EXPECT_EQ(back[0].result, "0-1");
  EXPECT_EQ(back[0].tag("Event"), "A \"quoted\" \\ name");
  EXPECT_EQ(back[0].notation, "iccs");
}

// A game from a set-up position with Black to move numbers Black's first move "1...".
TEST(XiangqiPgnPageCases, ASetUpPositionIsWrittenWithItsFen) {
  const std::string fen = "4k4/9/9/9/9/9/9/9/4A4/4K2c1 b - - 0 1";
  GameSummary game;
  game.game = GameKind::Xiangqi;
  game.start_fen = fen;
  const std::string text = write_pgn(game, {XiangqiMove("h0h5")}, xiangqi::Notation::Iccs);
  EXPECT_NE(text.find("[SetUp \"1\"]\n[FEN \"" + fen + "\"]"), std::string::npos) << text;
  const std::string end = "\n\n1... h0h5 *\n\n";
  EXPECT_EQ(text.substr(text.size() - end.size()), end) << text;
  const auto back = read_pgn(text, "setup.pgn");
  ASSERT_EQ(back.size(), 1u);
  EXPECT_EQ(testing::iccs(back[0].moves), (std::vector<std::string>{"h0h5"}));
}

}  // namespace
}  // namespace gameai::game_files
