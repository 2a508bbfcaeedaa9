#include "records/xiangqi_pgn.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "records/xiangqi_import.hpp"
#include "records/xiangqi_recorder.hpp"
#include "records/xiangqi_replay.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

// C2=5 H8+7, H2+3 R9=8: a common opening, in ICCS.
const std::vector<XiangqiMove> OPENING{XiangqiMove("h2e2", 20, 10, 1500), XiangqiMove("h9g7"),
                                       XiangqiMove("h0g2"), XiangqiMove("i9h9")};

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
      "1. h3e3 {+0.20/10 1.50} h10g8 2. h1g3 i10h10 {black resigns} 1-0\n\n");
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

TEST(XiangqiPgn, ImportChecksLegalityAndRoundTrips) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto games = read_pgn(
      "[White \"a\"]\n[Black \"b\"]\n[WhiteType \"program\"]\n[Result \"1/2-1/2\"]\n"
      "1. h3e3 {+0.20/10 1.50} h10g8 2. h1g3 i10h10 1/2-1/2\n",
      "in.pgn");
  ASSERT_EQ(games.size(), 1u);
  const std::int64_t id = import_pgn_game(store, games[0], "in.pgn");
  const GameSummary game = store.game(id);
  EXPECT_TRUE(game.finished);
  EXPECT_EQ(game.result, "draw");
  EXPECT_EQ(game.players[0].kind, PlayerInfo::Kind::Engine);
  EXPECT_EQ(game.players[1].kind, PlayerInfo::Kind::Human);
  const auto moves = store.xiangqi_moves(id);
  ASSERT_EQ(moves.size(), 4u);
  EXPECT_EQ(moves[0].score, 20);
  // The stored final FEN is the replay's, and replay confirms it.
  const auto replay = replay_xiangqi(game, moves);
  EXPECT_TRUE(replay.final_matches);
  EXPECT_EQ(replay.final_fen, game.final_fen);
  // Exported again, it reads back to the same moves.
  const auto again = read_pgn(write_pgn(game, moves), "out.pgn");
  ASSERT_EQ(again.size(), 1u);
  ASSERT_EQ(again[0].moves.size(), moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    EXPECT_EQ(again[0].moves[i].move, moves[i].move);
    EXPECT_EQ(again[0].moves[i].score, moves[i].score);
  }
  EXPECT_EQ(again[0].result, "1/2-1/2");
}

// Move text is wrapped at 79 columns, and a move number stays on the line of its move, in every
// notation: real games (the first thirty master games) and a file with variations and comments.
TEST(XiangqiPgn, LinesWrapAndNeverPartAMoveNumberFromItsMove) {
  const std::string data = GAMEAI_TEST_DATA_DIR;
  std::vector<PgnGame> games = read_pgn(
      testing::file_bytes(data + "/xiangqi/master-games-iccs.pgn"), "master-games-iccs.pgn");
  ASSERT_GE(games.size(), 30u);
  games.resize(30);
  for (PgnGame& g : read_pgn(testing::file_bytes(data + "/records/variations.pgn"), "v.pgn"))
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

TEST(XiangqiPgn, IllegalMoveIsRefusedAndNothingIsStored) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const auto games = read_pgn("[Result \"1-0\"]\n1. h3e3 h10h1 1-0\n", "in.pgn");
  try {
    import_pgn_game(store, games[0], "in.pgn");
    FAIL() << "an illegal move was imported";
  } catch (const RecordsError& e) {
    EXPECT_NE(std::string(e.what()).find("h9h0"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("in.pgn:2: move 1, black: 'h10h1'"), std::string::npos)
        << e.what();
  }
  EXPECT_TRUE(store.list_games({}).empty());
}

// What a PGN file says about a game beyond its moves is kept: the roster's Event, Site, Date and
// Round, the players (named by the Red tag of Chinese files), any other tag in its order, and the
// result that only the Result tag gives (the moves end without one). Export writes them back as
// they came, and the exported file imports as the same game.
TEST(XiangqiPgn, ImportKeepsTheGameDetailsAndExportWritesThemBack) {
  const std::string text =
      "[Event \"全国象棋个人赛\"]\n[Site \"北京\"]\n[Date \"1960.10.01\"]\n[Round \"3\"]\n"
      "[Red \"胡荣华\"]\n[Black \"杨官璘\"]\n[Result \"1-0\"]\n[Opening \"中炮对屏风马\"]\n\n"
      "1. h2e2 h9g7 2. h0g2 i9h9\n";
  const auto games = read_pgn(text, "details.pgn");
  ASSERT_EQ(games.size(), 1u);
  ASSERT_EQ(games[0].error, "");
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  const std::int64_t id = import_pgn_game(store, games[0], "details.pgn");
  const GameSummary game = store.game(id);
  EXPECT_EQ(game.source, "pgn");
  EXPECT_TRUE(game.finished);
  EXPECT_EQ(game.result, "red");
  const std::vector<std::pair<std::string, std::string>> tags{{"Event", "全国象棋个人赛"},
                                                              {"Site", "北京"},
                                                              {"Date", "1960.10.01"},
                                                              {"Round", "3"},
                                                              {"Opening", "中炮对屏风马"}};
  EXPECT_EQ(game.tags, tags);
  const std::string pgn = write_pgn(game, store.xiangqi_moves(id), xiangqi::Notation::Iccs);
  EXPECT_EQ(pgn.substr(0, pgn.find("[WhiteType")),
            "[Event \"全国象棋个人赛\"]\n[Site \"北京\"]\n[Date \"1960.10.01\"]\n[Round \"3\"]\n"
            "[Red \"胡荣华\"]\n[White \"胡荣华\"]\n[Black \"杨官璘\"]\n[Result \"1-0\"]\n"
            "[Opening \"中炮对屏风马\"]\n");
  const auto again = read_pgn(pgn, "export.pgn");
  ASSERT_EQ(again.size(), 1u);
  XiangqiImporter importer(store);
  EXPECT_TRUE(importer.import(again[0], "export.pgn").duplicate);
  const std::int64_t copy = import_pgn_game(store, again[0], "export.pgn");
  EXPECT_EQ(store.game(copy).tags, tags);
  EXPECT_EQ(write_pgn(store.game(copy), store.xiangqi_moves(copy), xiangqi::Notation::Iccs)
                .substr(0, pgn.find("[WhiteType")),
            pgn.substr(0, pgn.find("[WhiteType")));
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

// A game played on a 5+3 clock keeps its time control: stored with the game as its TimeControl
// tag, exported among its tags, and kept by the import of the exported file.
TEST(XiangqiPgn, TimeControlRoundTripsThroughStoreExportAndImport) {
  testing::TempDir dir;
  Store store(dir.file("r.sqlite"));
  XiangqiSetup setup;
  setup.red = PlayerInfo(PlayerInfo::Kind::Human, "human");
  setup.black = PlayerInfo(PlayerInfo::Kind::Ai, "ai:5");
  setup.tags = {{"TimeControl", pgn_time_control(300000, 3000)}};
  std::vector<std::string> moves;
  for (const XiangqiMove& m : OPENING) moves.push_back(m.move);
  const std::int64_t id =
      record_xiangqi_game(store, setup, moves, xiangqi::Result::RedWins, "black resigns", "");
  const GameSummary game = store.game(id);
  EXPECT_EQ(game.tag("TimeControl"), "300+3");
  EXPECT_TRUE(game.source.empty());  // played here: the roster is the program's
  const std::string pgn = write_pgn(game, store.xiangqi_moves(id), xiangqi::Notation::Chinese);
  EXPECT_NE(pgn.find("[Result \"1-0\"]\n[TimeControl \"300+3\"]\n"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[Event \"gameai game " + std::to_string(id) + "\"]"), std::string::npos);

  const auto again = read_pgn(pgn, "export.pgn");
  ASSERT_EQ(again.size(), 1u);
  ASSERT_EQ(again[0].error, "");
  EXPECT_EQ(again[0].tag("TimeControl"), "300+3");
  Store other(dir.file("other.sqlite"));
  const std::int64_t copy = import_pgn_game(other, again[0], "export.pgn");
  EXPECT_EQ(other.game(copy).tag("TimeControl"), "300+3");
  const std::string exported =
      write_pgn(other.game(copy), other.xiangqi_moves(copy), xiangqi::Notation::Chinese);
  EXPECT_NE(exported.find("[TimeControl \"300+3\"]\n"), std::string::npos) << exported;
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

}  // namespace
}  // namespace gameai::records
