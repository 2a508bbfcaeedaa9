// The engine's options are declared once (xiangqi_ai/options.hpp): every protocol announces every
// row of the table, under its own name and spelling, with the table's type, default and range,
// and refuses a value outside that range; a protocol announces nothing the table does not hold
// besides its own few settings (UCI_Variant, usemillisec).

#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "transcript.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/options.hpp"

namespace gameai::engine {
namespace {

using testing::lines_starting;
using testing::run_transcript;
using xiangqi_ai::OptionRow;
using xiangqi_ai::OptionType;

// An option as a protocol announced it, in the table's terms.
struct Announced {
  std::string type;
  std::string default_value;
  std::optional<std::int64_t> min, max;
  std::vector<std::string> choices;
};

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

bool keyword(const std::string& w) {
  return w == "type" || w == "default" || w == "min" || w == "max" || w == "var";
}

// `option [name] NAME type T [default D] [min A] [max B] [var V]...`, as UCI and UCCI write it
// (the name may hold spaces in UCI).
std::map<std::string, Announced> parse_uci_style(const std::vector<std::string>& lines,
                                                 bool named) {
  std::map<std::string, Announced> found;
  for (const std::string& line : lines) {
    const auto w = words_of(line);
    std::size_t i = named ? 2 : 1;
    std::string name;
    for (; i < w.size() && w[i] != "type"; ++i) name += (name.empty() ? "" : " ") + w[i];
    Announced a;
    while (i + 1 < w.size()) {
      const std::string key = w[i++];
      std::string value = w[i++];
      // A default may hold spaces (a file name): it runs to the next keyword.
      while (key == "default" && i < w.size() && !keyword(w[i])) value += " " + w[i++];
      if (key == "type") a.type = value;
      if (key == "default") a.default_value = value;
      if (key == "min") a.min = std::stoll(value);
      if (key == "max") a.max = std::stoll(value);
      if (key == "var") a.choices.push_back(value);
    }
    found[name] = a;
  }
  return found;
}

// `feature option="NAME -TYPE ..."` as xboard writes it.
std::map<std::string, Announced> parse_xboard(const std::vector<std::string>& lines) {
  std::map<std::string, Announced> found;
  for (const std::string& line : lines) {
    const auto open = line.find('"');
    const auto close = line.rfind('"');
    const std::string body = line.substr(open + 1, close - open - 1);
    const auto dash = body.find(" -");
    const std::string name = body.substr(0, dash);
    const auto w = words_of(body.substr(dash + 2));
    Announced a;
    a.type = w[0];
    if (a.type == "spin") {
      a.default_value = w[1];
      a.min = std::stoll(w[2]);
      a.max = std::stoll(w[3]);
    } else if (a.type == "check") {
      a.default_value = w[1] == "1" ? "true" : "false";
    } else if (a.type == "combo") {
      for (std::size_t i = 1; i < w.size(); ++i) {
        if (w[i] == "///") continue;
        std::string choice = w[i];
        if (choice[0] == '*') {
          choice.erase(0, 1);
          a.default_value = choice;
        }
        a.choices.push_back(choice);
      }
    } else if (a.type == "string" || a.type == "file") {
      a.type = "string";
      a.default_value = w.size() > 1 ? w[1] : "";
    }
    found[name] = a;
  }
  return found;
}

void expect_row(const OptionRow& row, const std::map<std::string, Announced>& found,
                const std::string& name, const char* protocol) {
  const auto it = found.find(name);
  ASSERT_NE(it, found.end()) << protocol << " does not announce " << row.name << " (as " << name
                             << ")";
  const Announced& a = it->second;
  EXPECT_EQ(a.type, xiangqi_ai::option_type_name(row.type)) << protocol << " " << name;
  if (row.type != OptionType::Button) {
    EXPECT_EQ(a.default_value, row.default_value) << protocol << " " << name;
  }
  if (row.type == OptionType::Spin) {
    EXPECT_EQ(a.min, row.min) << protocol << " " << name;
    EXPECT_EQ(a.max, row.max) << protocol << " " << name;
  }
  EXPECT_EQ(a.choices, row.choices) << protocol << " " << name;
}

TEST(Options, TheTableIsWellFormed) {
  const auto& table = xiangqi_ai::option_table();
  ASSERT_FALSE(table.empty());
  for (const OptionRow& row : table) {
    EXPECT_EQ(xiangqi_ai::find_option(row.name), &row) << row.name;
    EXPECT_EQ(xiangqi_ai::find_ucci_option(row.ucci()), &row) << row.name;
    EXPECT_TRUE(row.effect) << row.name << " has no effect";
    EXPECT_FALSE(row.help.empty()) << row.name;
    std::string problem;
    if (row.type != OptionType::Button) {
      EXPECT_EQ(xiangqi_ai::checked_value(row, row.default_value, row.name, problem),
                row.default_value)
          << row.name << ": its default is not a value it takes: " << problem;
    }
    if (row.type == OptionType::Spin) {
      EXPECT_LE(row.min, row.default_number()) << row.name;
      EXPECT_LE(row.default_number(), row.max) << row.name;
      EXPECT_FALSE(xiangqi_ai::checked_value(row, std::to_string(row.max + 1), row.name, problem));
      EXPECT_EQ(
          problem.rfind(
              row.name + " must be " + std::to_string(row.min) + ".." + std::to_string(row.max), 0),
          0u)
          << problem;
    }
  }
}

// The facade starts where the table says: the GUI and the web page, which use a bare Engine,
// get the same hash size, threads and strength as a protocol's defaults.
TEST(Options, AnEngineStartsAtTheTablesDefaults) {
  xiangqi_ai::Engine engine;
  EXPECT_EQ(static_cast<std::int64_t>(engine.hash_mb()),
            xiangqi_ai::find_option("Hash")->default_number());
  EXPECT_EQ(engine.threads(), xiangqi_ai::find_option("Threads")->default_number());
  EXPECT_EQ(engine.level(), xiangqi_ai::find_option("Level")->default_number());
  EXPECT_EQ(engine.multipv(), xiangqi_ai::find_option("MultiPV")->default_number());
  xiangqi_ai::Evaluation evaluation{};
  ASSERT_TRUE(xiangqi_ai::parse_evaluation(xiangqi_ai::find_option("Evaluation")->default_value,
                                           evaluation));
  EXPECT_EQ(engine.evaluation(), evaluation);
  EXPECT_EQ(engine.eval_file(), xiangqi_ai::find_option("EvalFile")->default_value);
}

// A network file that does not load is refused by every protocol, which keeps the network in
// use; the evaluation can be switched to the classical one and back.
TEST(Options, EveryProtocolRefusesABadNetworkAndSwitchesTheEvaluation) {
  const auto uci = run_transcript({"uci", "setoption name EvalFile value /nonexistent/x.nnue",
                                   "eval", "setoption name Evaluation value classical", "eval",
                                   "setoption name Evaluation value fast",
                                   "setoption name Evaluation value NNUE", "eval", "isready"});
  const auto uci_errors = lines_starting(uci, "info string error: ");
  ASSERT_EQ(uci_errors.size(), 2u);
  EXPECT_NE(uci_errors[0].find("/nonexistent/x.nnue"), std::string::npos) << uci_errors[0];
  EXPECT_NE(uci_errors[0].find("EvalFile unchanged"), std::string::npos) << uci_errors[0];
  EXPECT_NE(uci_errors[1].find("Evaluation must be nnue or classical, not 'fast'"),
            std::string::npos)
      << uci_errors[1];
  const auto evals = lines_starting(uci, "info string eval ");
  ASSERT_EQ(evals.size(), 3u);
  EXPECT_NE(evals[0].find("nnue)"), std::string::npos) << evals[0];
  EXPECT_NE(evals[1].find("classical)"), std::string::npos) << evals[1];
  EXPECT_NE(evals[2].find("nnue)"), std::string::npos) << evals[2];

  const auto ucci = run_transcript({"ucci", "setoption evalfile /nonexistent/x.nnue",
                                    "setoption evaluation classical", "isready"});
  const auto ucci_errors = lines_starting(ucci, "info string error: ");
  ASSERT_EQ(ucci_errors.size(), 1u);
  EXPECT_NE(ucci_errors[0].find("evalfile unchanged"), std::string::npos) << ucci_errors[0];

  const auto xboard = run_transcript({"xboard", "protover 2", "option EvalFile=/nonexistent/x.nnue",
                                      "option Evaluation=classical", "ping 3"});
  const auto xboard_errors = lines_starting(xboard, "Error (");
  ASSERT_EQ(xboard_errors.size(), 1u);
  EXPECT_NE(xboard_errors[0].find("EvalFile unchanged"), std::string::npos) << xboard_errors[0];
  EXPECT_FALSE(lines_starting(xboard, "pong 3").empty());
}

TEST(Options, UciAnnouncesEveryRow) {
  const auto found = parse_uci_style(lines_starting(run_transcript({"uci"}), "option name "), true);
  for (const OptionRow& row : xiangqi_ai::option_table()) expect_row(row, found, row.name, "UCI");
  for (const auto& [name, a] : found)
    EXPECT_TRUE(xiangqi_ai::find_option(name) != nullptr || name == "UCI_Variant")
        << "UCI announces '" << name << "', which the table does not hold";
}

TEST(Options, UcciAnnouncesEveryRow) {
  const auto found = parse_uci_style(lines_starting(run_transcript({"ucci"}), "option "), false);
  for (const OptionRow& row : xiangqi_ai::option_table())
    expect_row(row, found, row.ucci(), "UCCI");
  for (const auto& [name, a] : found)
    EXPECT_TRUE(xiangqi_ai::find_ucci_option(name) != nullptr || name == "usemillisec")
        << "UCCI announces '" << name << "', which the table does not hold";
}

TEST(Options, XboardAnnouncesEveryRow) {
  const auto replies = run_transcript({"xboard", "protover 2"});
  const auto found = parse_xboard(lines_starting(replies, "feature option="));
  const std::string features = lines_starting(replies, "feature myname=").at(0);
  for (const OptionRow& row : xiangqi_ai::option_table()) {
    if (row.xboard_command == "memory") {
      EXPECT_NE(features.find("memory=1"), std::string::npos);
    } else if (row.xboard_command == "cores") {
      EXPECT_NE(features.find("smp=1"), std::string::npos);
    } else if (row.xboard_command.empty()) {
      expect_row(row, found, row.name, "xboard");
    } else {
      EXPECT_EQ(row.xboard_command, "hard") << row.name;  // hard/easy need no feature
    }
  }
  for (const auto& [name, a] : found)
    EXPECT_NE(xiangqi_ai::find_option(name), nullptr)
        << "xboard announces '" << name << "', which the table does not hold";
}

// Every protocol takes each spin's maximum and refuses one past it, naming the range.
TEST(Options, EveryProtocolKeepsTheRange) {
  for (const OptionRow& row : xiangqi_ai::option_table()) {
    if (row.type != OptionType::Spin) continue;
    const std::string range = std::to_string(row.min) + ".." + std::to_string(row.max);
    const std::string past = std::to_string(row.max + 1);
    const std::string top = std::to_string(row.max);
    const auto uci = run_transcript({"uci", "setoption name " + row.name + " value " + top,
                                     "setoption name " + row.name + " value " + past, "isready"});
    const auto uci_errors = lines_starting(uci, "info string error: ");
    ASSERT_EQ(uci_errors.size(), 1u) << row.name;
    EXPECT_NE(uci_errors[0].find(row.name + " must be " + range), std::string::npos)
        << uci_errors[0];
    const auto ucci = run_transcript({"ucci", "setoption " + row.ucci() + " " + top,
                                      "setoption " + row.ucci() + " " + past, "isready"});
    const auto ucci_errors = lines_starting(ucci, "info string error: ");
    ASSERT_EQ(ucci_errors.size(), 1u) << row.name;
    EXPECT_NE(ucci_errors[0].find(row.ucci() + " must be " + range), std::string::npos)
        << ucci_errors[0];
    if (!row.xboard_command.empty()) continue;  // memory and cores are brought into range
    const auto xboard = run_transcript({"xboard", "protover 2", "option " + row.name + "=" + top,
                                        "option " + row.name + "=" + past, "ping 1"});
    const auto xboard_errors = lines_starting(xboard, "Error (");
    ASSERT_EQ(xboard_errors.size(), 1u) << row.name;
    EXPECT_NE(xboard_errors[0].find(row.name + " must be " + range), std::string::npos)
        << xboard_errors[0];
  }
}

// Buttons, checks, combos and files set through xboard's `option` command.
TEST(Options, XboardSetsOptions) {
  const auto r =
      run_transcript({"xboard", "protover 2", "option Clear Hash", "option OwnBook=0",
                      "option Algorithm=minimax", "option Algorithm=negamax",
                      "option Weights=/nonexistent/w.json", "option Frobnicate=1", "ping 7"});
  const auto errors = lines_starting(r, "Error (");
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_NE(errors[0].find("Algorithm must be alphabeta or minimax, not 'negamax'"),
            std::string::npos)
      << errors[0];
  EXPECT_NE(errors[1].find("/nonexistent/w.json"), std::string::npos) << errors[1];
  EXPECT_NE(errors[1].find("Weights unchanged"), std::string::npos) << errors[1];
  EXPECT_NE(errors[2].find("unknown option"), std::string::npos) << errors[2];
  EXPECT_FALSE(lines_starting(r, "pong 7").empty());
}

}  // namespace
}  // namespace gameai::engine
