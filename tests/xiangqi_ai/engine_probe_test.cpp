// Option lines of the three protocols parsed by hand, and probes of real processes: our own
// gameai-xiangqi, small scripted engines that answer one protocol only, a program that never
// answers, and commands that cannot run. No test waits on a fixed time: a probe ends at the
// engine's answer, its exit, or the (short) timeout the test gives.
#include "xiangqi_ai/engine_probe.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "xiangqi_ai/options.hpp"

namespace gameai::xiangqi_ai {
namespace {

TEST(ParseOptionLine, UciSpinWithItsRange) {
  const auto o = parse_option_line("option name Hash type spin default 16 min 1 max 4096");
  ASSERT_TRUE(o);
  EXPECT_EQ(o->name, "Hash");
  EXPECT_EQ(o->type, OptionType::Spin);
  EXPECT_EQ(o->default_value, "16");
  EXPECT_EQ(o->min, 1);
  EXPECT_EQ(o->max, 4096);
}

TEST(ParseOptionLine, UciNamesWithSpacesAndButtons) {
  const auto button = parse_option_line("option name Clear Hash type button");
  ASSERT_TRUE(button);
  EXPECT_EQ(button->name, "Clear Hash");
  EXPECT_EQ(button->type, OptionType::Button);
  const auto spin =
      parse_option_line("option name Skill Level type spin default -5 min -20 max 20");
  ASSERT_TRUE(spin);
  EXPECT_EQ(spin->name, "Skill Level");
  EXPECT_EQ(spin->default_value, "-5");
  EXPECT_EQ(spin->min, -20);
}

TEST(ParseOptionLine, UciCheckComboAndString) {
  const auto check = parse_option_line("option name Ponder type check default false");
  ASSERT_TRUE(check);
  EXPECT_EQ(check->type, OptionType::Check);
  EXPECT_EQ(check->default_value, "false");
  const auto combo = parse_option_line(
      "option name Analysis Contempt type combo default Both var Off var White var Black var Both");
  ASSERT_TRUE(combo);
  EXPECT_EQ(combo->name, "Analysis Contempt");
  EXPECT_EQ(combo->default_value, "Both");
  EXPECT_EQ(combo->choices, (std::vector<std::string>{"Off", "White", "Black", "Both"}));
  // `<empty>` is the empty string; a string default may hold spaces.
  const auto empty = parse_option_line("option name SyzygyPath type string default <empty>");
  ASSERT_TRUE(empty);
  EXPECT_EQ(empty->type, OptionType::String);
  EXPECT_EQ(empty->default_value, "");
  const auto spaced = parse_option_line("option name Book File type string default my book.bin");
  ASSERT_TRUE(spaced);
  EXPECT_EQ(spaced->name, "Book File");
  EXPECT_EQ(spaced->default_value, "my book.bin");
}

TEST(ParseOptionLine, UcciOneWordNamesAndTheirOrder) {
  // ElephantEye writes min and max before the default.
  const auto spin = parse_option_line("option hashsize type spin min 0 max 1024 default 16");
  ASSERT_TRUE(spin);
  EXPECT_EQ(spin->name, "hashsize");
  EXPECT_EQ(spin->default_value, "16");
  EXPECT_EQ(spin->max, 1024);
  const auto check = parse_option_line("option usemillisec type check default true");
  ASSERT_TRUE(check);
  EXPECT_EQ(check->default_value, "true");
  const auto combo =
      parse_option_line("option idle type combo var none var small var medium default none");
  ASSERT_TRUE(combo);
  EXPECT_EQ(combo->choices.size(), 3u);
  EXPECT_EQ(combo->default_value, "none");
  const auto label = parse_option_line("option bookfiles type label default BOOK.DAT");
  ASSERT_TRUE(label);
  EXPECT_EQ(label->type, OptionType::String);
}

TEST(ParseOptionLine, XboardFeatureForms) {
  const auto spin = parse_option_line("feature option=\"Skill Level -spin 20 -20 20\"");
  ASSERT_TRUE(spin);
  EXPECT_EQ(spin->name, "Skill Level");
  EXPECT_EQ(spin->type, OptionType::Spin);
  EXPECT_EQ(spin->default_value, "20");
  EXPECT_EQ(spin->min, -20);
  EXPECT_EQ(spin->max, 20);
  const auto check = parse_option_line("feature option=\"Ponder -check 1\"");
  ASSERT_TRUE(check);
  EXPECT_EQ(check->default_value, "true");
  // The starred choice is the default; without a star the first one is.
  const auto combo = parse_option_line("feature option=\"Style -combo Solid /// *Risky /// Wild\"");
  ASSERT_TRUE(combo);
  EXPECT_EQ(combo->choices, (std::vector<std::string>{"Solid", "Risky", "Wild"}));
  EXPECT_EQ(combo->default_value, "Risky");
  const auto plain = parse_option_line("feature option=\"Analysis Contempt -combo Both /// Off\"");
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->name, "Analysis Contempt");
  EXPECT_EQ(plain->default_value, "Both");
  const auto button = parse_option_line("feature option=\"Clear Hash -button\"");
  ASSERT_TRUE(button);
  EXPECT_EQ(button->type, OptionType::Button);
  EXPECT_EQ(button->name, "Clear Hash");
  const auto empty = parse_option_line("feature option=\"SyzygyPath -string <empty>\"");
  ASSERT_TRUE(empty);
  EXPECT_EQ(empty->default_value, "");
  const auto file = parse_option_line("feature option=\"EvalFile -file xiangqi.nnue\"");
  ASSERT_TRUE(file);
  EXPECT_EQ(file->type, OptionType::String);
  EXPECT_EQ(file->default_value, "xiangqi.nnue");
}

TEST(ParseOptionLine, MalformedLinesAreNone) {
  for (const char* line : {
           "", "id name gameai", "option", "option name Hash",
           "option name type spin",                          // no name
           "option name Broken type nonsense",               // unknown type
           "option name Hash type spin default 16 min one",  // not a number
           "option name Ponder type check default maybe",
           "option name Hash type spin default 16 colour red",  // unknown keyword
           "feature done=1",
           "feature option=\"Hash -spin 16 1\"",  // a spin needs value, min and max
           "feature option=\"Hash -colour 16\"", "feature option=\"Ponder -check yes\"",
           "feature option=\"Style -combo\"",
           "feature option=\"-spin 1 2 3\"",       // no name
           "feature option=\"Hash -spin 16 1 64",  // unterminated
       })
    EXPECT_FALSE(parse_option_line(line)) << line;
}

// Answers only the first greeting it gets that is `greeting`; exits on any other, as an engine
// that does not know the command might.
std::string fake_engine(const std::string& greeting, const std::string& answer) {
  return "read l; [ \"$l\" = " + greeting + " ] || exit 0; " + answer +
         "; while read l; do case \"$l\" in ping*) echo \"pong ${l#ping }\";; quit) exit 0;; esac; "
         "done";
}

TEST(ProbeEngine, OurEngineAnswersUciWithItsWholeOptionTable) {
  const EngineAnnouncement a = probe_engine(GAMEAI_ENGINE_PATH, 10000);
  EXPECT_EQ(a.protocol, EngineProtocol::Uci);
  EXPECT_EQ(a.name.rfind("gameai-xiangqi", 0), 0u) << a.name;
  EXPECT_FALSE(a.author.empty());
  std::vector<std::string> names;
  for (const auto& line : a.option_lines) {
    const auto o = parse_option_line(line);
    ASSERT_TRUE(o) << line;
    names.push_back(o->name);
  }
  for (const OptionRow& row : option_table())
    EXPECT_NE(std::find(names.begin(), names.end(), row.name), names.end()) << row.name;
}

TEST(ProbeEngine, AnEngineThatSpeaksOnlyUcciIsFoundByTheSecondTry) {
  const EngineAnnouncement a =
      probe_engine(fake_engine("ucci",
                               "echo 'id name Fake UCCI'; echo 'id author Someone';"
                               " echo 'option usemillisec type check default true'; echo ucciok"),
                   5000);
  EXPECT_EQ(a.protocol, EngineProtocol::Ucci);
  EXPECT_EQ(a.name, "Fake UCCI");
  EXPECT_EQ(a.author, "Someone");
  EXPECT_EQ(a.option_lines,
            (std::vector<std::string>{"option usemillisec type check default true"}));
}

TEST(ProbeEngine, AnEngineThatSpeaksOnlyXboardIsFoundByTheThirdTry) {
  const EngineAnnouncement a = probe_engine(
      fake_engine(
          "xboard",
          "read l; echo 'feature done=0'; echo 'feature myname=\"Fake XB 1.0\" ping=1 "
          "option=\"Skill Level -spin 20 0 20\" option=\"Ponder -check 0\"';"
          " echo 'feature option=\"Style -combo Solid /// *Risky\"'; echo 'feature done=1'"),
      5000);
  EXPECT_EQ(a.protocol, EngineProtocol::Xboard);
  EXPECT_EQ(a.name, "Fake XB 1.0");
  // One option a line, even where the engine announced two on one feature line.
  ASSERT_EQ(a.option_lines.size(), 3u);
  EXPECT_EQ(a.option_lines[0], "feature option=\"Skill Level -spin 20 0 20\"");
  EXPECT_EQ(parse_option_line(a.option_lines[1])->name, "Ponder");
  EXPECT_EQ(parse_option_line(a.option_lines[2])->default_value, "Risky");
}

TEST(ProbeEngine, OurEngineIsAnXboardEngineToo) {
  // Our engine answers whatever it is spoken to in first; the xboard try alone shows what it
  // announces there. A wrapper that refuses `uci` and `ucci` makes the probe reach it.
  const std::string command = std::string(
                                  "read l; [ \"$l\" = xboard ] || exit 0; { echo xboard; "
                                  "cat; } | ") +
                              GAMEAI_ENGINE_PATH;
  const EngineAnnouncement a = probe_engine(command, 10000);
  EXPECT_EQ(a.protocol, EngineProtocol::Xboard);
  EXPECT_EQ(a.name.rfind("gameai-xiangqi", 0), 0u) << a.name;
  std::vector<std::string> names;
  for (const auto& line : a.option_lines) {
    const auto o = parse_option_line(line);
    ASSERT_TRUE(o) << line;
    names.push_back(o->name);
  }
  // xboard sets the hash size with its own command; the other options are announced.
  EXPECT_NE(std::find(names.begin(), names.end(), "Algorithm"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "Hash"), names.end());
}

ProbeError probe_error(const std::string& command, std::int64_t timeout_ms) {
  try {
    probe_engine(command, timeout_ms);
  } catch (const ProbeError& e) {
    return e;
  }
  ADD_FAILURE() << "'" << command << "' was taken for an engine";
  return ProbeError(ProbeError::Kind::NoCommand, std::nullopt, "");
}

TEST(ProbeEngine, ACommandThatDoesNotExistIsNamed) {
  const ProbeError e = probe_error("/no/such/engine-program --flag", 5000);
  EXPECT_EQ(e.kind, ProbeError::Kind::NotFound);
  EXPECT_NE(std::string(e.what()).find("'/no/such/engine-program --flag' was not found"),
            std::string::npos)
      << e.what();
}

TEST(ProbeEngine, AFileThatIsNotAProgramCannotBeRun) {
  const ProbeError e = probe_error("/etc/passwd", 5000);
  EXPECT_EQ(e.kind, ProbeError::Kind::NotRunnable) << e.what();
  EXPECT_NE(std::string(e.what()).find("could not be run"), std::string::npos) << e.what();
}

TEST(ProbeEngine, AProgramThatExitsSaysWithWhichStatus) {
  const ProbeError e = probe_error("exit 3", 5000);
  EXPECT_EQ(e.kind, ProbeError::Kind::Exited);
  EXPECT_EQ(e.status, 3);
  EXPECT_NE(std::string(e.what()).find("exited with status 3 without answering"), std::string::npos)
      << e.what();
}

TEST(ProbeEngine, AProgramThatNeverAnswersRunsOutOfTime) {
  // Reads everything and says nothing; each protocol gets its 200 ms.
  const ProbeError e = probe_error("cat > /dev/null", 200);
  EXPECT_EQ(e.kind, ProbeError::Kind::NoAnswer);
  EXPECT_NE(std::string(e.what()).find("answered none of UCI, UCCI and xboard within 200 ms"),
            std::string::npos)
      << e.what();
}

TEST(ProbeEngine, AnEmptyCommandIsRefused) {
  EXPECT_EQ(probe_error("  ", 200).kind, ProbeError::Kind::NoCommand);
}

}  // namespace
}  // namespace gameai::xiangqi_ai
