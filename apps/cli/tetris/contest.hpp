#pragma once
// What the guideline contests share (`gameai tetris versus`, `sprint`, `ultra`, `dig`): their
// options, the players they seat (ours, named as --ai takes them, or another bot over the Tetris
// Bot Protocol, `tbp:COMMAND`), and the lines of their reports.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <memory>
#include <string>

#include "tbp/external_bot.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::cli::tetris_cli {

struct ContestOptions {
  std::uint64_t games = 10;
  std::uint64_t seed = 1;
  int think_ms = 20;
  std::uint64_t nodes = 0;
  int search_threads = 1;
  unsigned threads = 1;
  bool json = false;
  std::string weights;    // for the (first) player
  std::string weights_b;  // versus: for the second player
  int think_ms_b = -1;    // versus: the second player's budget (-1: as the first's)
  std::int64_t nodes_b = -1;
  // How long a TBP bot may take to answer a suggest before it forfeits the game.
  std::int64_t tbp_timeout_ms = 10'000;
  std::string clock = "wall";  // what --think-ms counts: "wall" or "cpu"
};

// `versus` seats two players (A and B); `sprint`, `ultra` and `dig` one.
void add_contest_options(CLI::App* cmd, ContestOptions& o, bool versus);

// Whether `name` is `tbp:COMMAND`: another bot, spoken to through the Tetris Bot Protocol.
bool is_tbp(const std::string& name);

// A player named as --ai takes it, checked for the guideline rules; a TBP bot is started once
// here, so that a command that does not run is said before any game.
tetris_ai::PlayerSettings settings_for(const std::string& name, const ContestOptions& o,
                                       const std::string& weights);

// Player `name` for game `index`: ours, or a TBP bot started for the game (which is told the
// position and asked for its move `think_ms` later).
std::unique_ptr<tetris_ai::Contestant> contestant(const std::string& name,
                                                  const tetris_ai::PlayerSettings& settings,
                                                  const ContestOptions& o, std::size_t index);

// What a player was given, for the report: its time (or nodes) a piece and its threads.
std::string given(const std::string& name, const ContestOptions& o);

// A TBP bot's exchanges over the games, for the report.
struct TbpTotals {
  std::string bot;  // the name it gave
  std::uint64_t games = 0;
  tbp::ExchangeCounts counts;
  void add(const tbp::ExternalBot& b);
  std::string text() const;
};

// "100.2 ms of CPU (1020 ms on the wall clock) a piece".
std::string time_text(const tetris_ai::DecisionTime& t);

// The games played at a time: --threads (0: one per hardware thread), at most --games.
unsigned threads_for(const ContestOptions& o);

}  // namespace gameai::cli::tetris_cli
