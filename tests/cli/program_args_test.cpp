// The command lines of gameai-xiangqi and gameai-tetris-bot, parsed by the command-line library
// (cli.hpp's parse_program) with their own usage texts: help, version, the checks of their values
// and the words they do not take, each with the message and exit status a user sees.

#include <sys/wait.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace {

struct ProgramRun {
  int status = -1;
  std::string out;  // standard output and standard error together
};

ProgramRun run(const std::string& program, const std::string& args) {
  ProgramRun r;
  const std::string command = program + " " + args + " < /dev/null 2>&1";
  if (FILE* pipe = ::popen(command.c_str(), "r")) {
    char buffer[4096];
    std::size_t n = 0;
    while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) r.out.append(buffer, n);
    const int raw = ::pclose(pipe);
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  }
  return r;
}

struct Case {
  const char* args;
  int status;
  const char* expected;  // the start of the output
  bool usage = false;    // the usage text follows (help, and words the program does not take)
};

void expect_cases(const std::string& program, const Case* begin, const Case* end,
                  const std::string& usage) {
  for (const Case* c = begin; c != end; ++c) {
    const ProgramRun r = run(program, c->args);
    EXPECT_EQ(r.status, c->status) << c->args << "\n" << r.out;
    EXPECT_EQ(r.out.rfind(c->expected, 0), 0u) << c->args << "\n" << r.out;
    EXPECT_EQ(r.out.find(usage) != std::string::npos, c->usage) << c->args << "\n" << r.out;
  }
}

TEST(ProgramArgs, EngineHelpVersionAndMistakes) {
  const std::string usage = "Usage: gameai-xiangqi [bench [DEPTH [LINES]] | --help | --version]";
  const Case cases[] = {
      {"--help", 0, "Usage: gameai-xiangqi", true},
      {"-h", 0, "Usage: gameai-xiangqi", true},
      {"bench --help", 0, "Usage: gameai-xiangqi", true},
      {"--version", 0, "gameai-xiangqi "},
      {"bench 0", 2, "gameai-xiangqi: bench depth must be a number 1..64, not '0'\n"},
      {"bench x", 2, "gameai-xiangqi: bench depth must be a number 1..64, not 'x'\n"},
      {"bench 65", 2, "gameai-xiangqi: bench depth must be a number 1..64, not '65'\n"},
      {"bench 3 0", 2, "gameai-xiangqi: bench lines (MultiPV) must be a number 1.."},
      {"bench 3 abc", 2, "gameai-xiangqi: bench lines (MultiPV) must be a number 1.."},
      {"--frobnicate", 2, "gameai-xiangqi: unknown argument '--frobnicate'\n", true},
      {"uci", 2, "gameai-xiangqi: unknown argument 'uci'\n", true},
      {"bench 1 2 3", 2, "gameai-xiangqi: unknown argument '3'\n", true},
  };
  expect_cases(GAMEAI_ENGINE_PATH, std::begin(cases), std::end(cases), usage);
}

TEST(ProgramArgs, BotHelpVersionAndMistakes) {
  const std::string usage = "Usage: gameai-tetris-bot [--think-ms MS] [--nodes N]";
  const Case cases[] = {
      {"--help", 0, "Usage: gameai-tetris-bot", true},
      {"-h", 0, "Usage: gameai-tetris-bot", true},
      {"--version", 0, "gameai-tetris-bot "},
      {"--think-ms x", 2,
       "gameai-tetris-bot: --think-ms takes a whole number 0..3600000, not 'x'\n"},
      {"--think-ms 3600001", 2,
       "gameai-tetris-bot: --think-ms takes a whole number 0..3600000, not '3600001'\n"},
      {"--nodes -1", 2, "gameai-tetris-bot: --nodes takes a whole number >= 0, not '-1'\n"},
      {"--threads 0", 2, "gameai-tetris-bot: --threads takes a whole number 1.."},
      {"--weights /nonexistent.json", 2,
       "gameai-tetris-bot: /nonexistent.json: cannot open the weights file\n"},
      {"--frobnicate", 2, "gameai-tetris-bot: unknown argument '--frobnicate'\n", true},
      {"--think-ms", 2, "gameai-tetris-bot: --think-ms: 1 required MS missing\n", true},
  };
  expect_cases(GAMEAI_TETRIS_BOT_PATH, std::begin(cases), std::end(cases), usage);
  // Values it takes: the bot introduces itself and ends with its input.
  const ProgramRun r = run(GAMEAI_TETRIS_BOT_PATH, "--think-ms 0 --nodes 100 --threads 1");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("\"type\":\"info\""), std::string::npos) << r.out;
}

}  // namespace
