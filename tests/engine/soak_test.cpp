// Soak: the real gameai-xiangqi fed 20,000 random and mutated protocol lines through pipes, in
// batches of 50, each batch followed by `isready` (xboard: `ping N`) that must be answered
// within REPLY_TIMEOUT_MS. The lines are commands of each protocol with random arguments, many
// of them mangled (bytes flipped, dropped or inserted, words swapped or repeated, numbers made
// huge or negative). Whatever they say, the engine must keep answering and never die.
//
// Commands whose legitimate work is unbounded are not sent (bench, perft deeper than 2, loading
// a weights file, tables or thread counts above 8), nor `quit`. Labelled `slow`.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "engine_process.hpp"
#include "protocol.hpp"

namespace gameai::engine {
namespace {

using testing::EngineProcess;

constexpr int BATCH = 50;
constexpr int REPLY_TIMEOUT_MS = 10'000;

const std::vector<std::string> FENS = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "3k5/9/9/2P1P4/2P1P4/9/9/9/9/5K3 b - - 57 120",
};
const std::vector<std::string> MOVES = {"h2e2", "h9g7", "h0g2", "i9h9", "b2b9", "a3a4",
                                        "c6c5", "e3e4", "zz",   "a0a9", "e0e1", "h7h0"};

class LineSource {
 public:
  LineSource(std::string protocol, std::uint64_t seed)
      : protocol_(std::move(protocol)), rng_(seed) {}

  // A command of the protocol, mangled about half of the time; never one that would take
  // unbounded time by what it asks.
  std::string next() {
    for (;;) {
      std::string line = command();
      if (pick(2) == 0) line = mutate(line);
      const auto words = split_words(line);
      if (!words.empty() && !costly(words)) return line;
    }
  }

 private:
  std::size_t pick(std::size_t n) {
    return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_);
  }

  std::string number() {
    static const std::vector<std::string> SPECIAL = {"0",
                                                     "1",
                                                     "-1",
                                                     "9223372036854775807",
                                                     "-9223372036854775808",
                                                     "999999999999",
                                                     "99999999999999999999",
                                                     "2147483648",
                                                     "4294967296",
                                                     "1e9",
                                                     "0x10",
                                                     "",
                                                     "+5",
                                                     "007"};
    if (pick(3) == 0) return SPECIAL[pick(SPECIAL.size())];
    return std::to_string(pick(5000));
  }

  std::string moves() {
    std::string text;
    for (std::size_t i = pick(5); i > 0; --i) text += " " + MOVES[pick(MOVES.size())];
    return text;
  }

  std::string position() {
    if (pick(2) == 0) return "position startpos" + (pick(2) ? " moves" + moves() : "");
    return "position fen " + FENS[pick(FENS.size())] + (pick(2) ? " moves" + moves() : "");
  }

  std::string command() {
    if (protocol_ == "xboard") {
      const std::vector<std::string> words = {
          "new",
          "force",
          "go",
          "playother",
          "undo",
          "remove",
          "?",
          "post",
          "nopost",
          "hint",
          "d",
          "variant xiangqi",
          "usermove " + MOVES[pick(MOVES.size())],
          MOVES[pick(MOVES.size())],
          "setboard " + FENS[pick(FENS.size())],
          "sd " + number(),
          "st " + number(),
          "time " + number(),
          "otim " + number(),
          "memory " + number(),
          "cores " + number(),
          "level " + number() + " " + number() + ":" + number() + " " + number(),
          "perft " + number(),
          "ping " + number(),
          "result 1-0 {x}",
          "protover 2"};
      return words[pick(words.size())];
    }
    const bool ucci = protocol_ == "ucci";
    std::vector<std::string> words = {
        position(),
        position(),
        "isready",
        "stop",
        "ponderhit",
        "d",
        "perft " + number(),
        "go depth " + number(),
        "go nodes " + number(),
        "go infinite",
        "go ponder",
        ucci ? "go time " + number() + " increment " + number() + " opptime " + number()
             : "go wtime " + number() + " btime " + number() + " winc " + number(),
        ucci ? "go depth infinite" : "go movetime " + number(),
        ucci ? "banmoves" + moves() : "go mate " + number(),
        ucci ? "setoption level " + number() : "setoption name Level value " + number(),
        ucci ? "setoption threads " + number() : "setoption name Threads value " + number(),
        ucci ? "setoption newgame" : "ucinewgame",
        ucci ? "probe" : "eval",
        ucci ? "setoption usemillisec true" : "go searchmoves" + moves(),
        ucci ? "ucci" : "uci"};
    return words[pick(words.size())];
  }

  std::string mutate(std::string line) {
    for (std::size_t k = 1 + pick(3); k > 0; --k) {
      switch (pick(6)) {
        case 0:
          if (!line.empty()) line[pick(line.size())] ^= static_cast<char>(1u << pick(8));
          break;
        case 1:
          if (!line.empty()) line.erase(pick(line.size()), 1);
          break;
        case 2:
          line.insert(pick(line.size() + 1), 1, static_cast<char>(pick(256)));
          break;
        case 3: {
          auto words = split_words(line);
          if (words.size() > 1) std::swap(words[pick(words.size())], words[pick(words.size())]);
          if (!words.empty()) words.push_back(words[pick(words.size())]);
          line.clear();
          for (const auto& w : words) {
            if (!line.empty()) line += ' ';
            line += w;
          }
          break;
        }
        case 4:
          line += ' ';
          line += number();
          break;
        default:
          line = line.substr(0, pick(line.size() + 1));
          break;
      }
    }
    std::replace(line.begin(), line.end(), '\n', ' ');  // one line stays one line
    return line;
  }

  static bool costly(const std::vector<std::string>& words) {
    if (words[0] == "quit" || words[0] == "bye" || words[0] == "exit") return true;
    for (std::size_t i = 0; i < words.size(); ++i) {
      const std::string w = lower(words[i]);
      if (w.find("bench") != std::string::npos || w.find("weights") != std::string::npos)
        return true;
      if (w == "perft" && (i + 1 >= words.size() || parse_int(words[i + 1]).value_or(0) > 2))
        return true;
      if (w == "hash" || w == "hashsize" || w == "memory" || w == "threads" || w == "cores")
        for (const auto& v : words)
          if (parse_int(v).value_or(0) > 8) return true;
    }
    return false;
  }

  std::string protocol_;
  std::mt19937_64 rng_;
};

struct SoakFigures {
  int lines = 0;
  int batches = 0;
  double worst_reply_ms = 0;
  std::size_t replies = 0;
};

// Runs `lines` lines of `protocol` through one engine process; fails on the first batch whose
// readiness check goes unanswered.
SoakFigures soak(const std::string& protocol, int lines, std::uint64_t seed) {
  SoakFigures figures;
  EngineProcess engine(GAMEAI_ENGINE_PATH);
  EXPECT_TRUE(engine.running());
  engine.send(protocol);
  LineSource source(protocol, seed);
  std::vector<std::string> sent;
  while (figures.lines < lines) {
    sent.clear();
    for (int i = 0; i < BATCH && figures.lines < lines; ++i, ++figures.lines) {
      sent.push_back(source.next());
      // Reading what the engine wrote before each line keeps both pipes flowing: an engine
      // blocked on a full output pipe reads no input, and a full input pipe would block us.
      while (const auto line = engine.read_line(0)) ++figures.replies;
      if (!engine.send(sent.back())) {
        ADD_FAILURE() << protocol << ": the engine stopped reading after: " << sent.back();
        return figures;
      }
    }
    const std::string token = std::to_string(++figures.batches);
    const bool xboard = protocol == "xboard";
    const auto start = EngineProcess::Clock::now();
    engine.send(xboard ? "ping " + token : "isready");
    std::vector<std::string> seen;
    const auto reply =
        engine.read_until(xboard ? "pong " + token : "readyok", REPLY_TIMEOUT_MS, &seen);
    const double ms =
        std::chrono::duration<double, std::milli>(EngineProcess::Clock::now() - start).count();
    figures.worst_reply_ms = std::max(figures.worst_reply_ms, ms);
    figures.replies += seen.size();
    if (!reply) {
      std::string batch;
      for (const auto& l : sent) batch += "\n  " + l;
      ADD_FAILURE() << protocol << ": no answer to the readiness check after batch "
                    << figures.batches << ":" << batch;
      return figures;
    }
  }
  EXPECT_TRUE(engine.running()) << protocol;
  return figures;
}

TEST(Soak, TwentyThousandRandomAndMutatedLines) {
  const auto start = std::chrono::steady_clock::now();
  int total = 0;
  for (const auto& [protocol, lines] : std::vector<std::pair<std::string, int>>{
           {"uci", 10'000}, {"ucci", 5'000}, {"xboard", 5'000}}) {
    const SoakFigures f = soak(protocol, lines, 20261123);
    total += f.lines;
    std::printf("soak %s: %d lines in %d batches, %zu replies, worst readiness reply %.1f ms\n",
                protocol.c_str(), f.lines, f.batches, f.replies, f.worst_reply_ms);
  }
  std::printf("soak: %d lines in %.1f s\n", total,
              std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  EXPECT_EQ(total, 20'000);
}

}  // namespace
}  // namespace gameai::engine
