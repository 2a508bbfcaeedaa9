#include "contest.hpp"

#include <algorithm>
#include <cstdio>
#include <string_view>

#include "ai_options.hpp"
#include "cli.hpp"
#include "common/thread_pool.hpp"
#include "tetris/rules.hpp"

namespace gameai::cli::tetris_cli {
namespace {

// The prefix of a player that is another bot, spoken to through the Tetris Bot Protocol.
constexpr std::string_view TBP_PREFIX = "tbp:";

}  // namespace

void add_contest_options(CLI::App* cmd, ContestOptions& o, bool versus) {
  cmd->add_option("--games", o.games, "Number of games")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{100000}))
      ->capture_default_str();
  cmd->add_option("--seed", o.seed, "Random seed; game i is reproducible from (seed, i)")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--think-ms", o.think_ms,
                  std::string(versus ? "Player A's" : "The player's") +
                      " time per piece in milliseconds (0: no time limit; a TBP bot is then "
                      "asked at once)")
      ->check(CLI::Range(0, 3'600'000))
      ->capture_default_str();
  cmd->add_option("--nodes", o.nodes, "The bot's placements evaluated per piece (0: no limit)")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--search-threads", o.search_threads,
                  "Threads sharing each of the bot's decisions (beside --threads)")
      ->check(CLI::Range(1, tetris_ai::MAX_BOT_THREADS))
      ->capture_default_str();
  cmd->add_option("--threads", o.threads, "Games played at a time (0: one per hardware thread)")
      ->check(CLI::Range(0u, 256u))
      ->capture_default_str();
  cmd->add_flag("--json", o.json, "Print one JSON object");
  cmd->add_option("--weights", o.weights,
                  versus ? "Weights file for player A" : "Weights file for the player")
      ->type_name("FILE");
  cmd->add_option("--clock", o.clock,
                  "What the time per piece counts: wall (the wall clock) or cpu (the CPU time "
                  "each player's search uses, a TBP bot's whole program: fair on a busy machine)")
      ->check(CLI::IsMember({"wall", "cpu"}))
      ->capture_default_str();
  cmd->add_option("--tbp-timeout", o.tbp_timeout_ms,
                  "Milliseconds a TBP bot may take to answer a suggest before it forfeits the "
                  "game")
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{3'600'000}))
      ->capture_default_str();
}

bool is_tbp(const std::string& name) {
  return name.rfind(TBP_PREFIX, 0) == 0;
}

// A player named as --ai takes it, checked for the guideline rules; a TBP bot is started once
// here, so that a command that does not run is said before any game.
tetris_ai::PlayerSettings settings_for(const std::string& name, const ContestOptions& o,
                                       const std::string& weights) {
  if (is_tbp(name)) {
    if (name.size() == TBP_PREFIX.size()) throw UsageError("tbp: needs a command, e.g. tbp:./bot");
    try {
      tbp::ExternalBotOptions options;
      options.think_ms = 0;
      const tbp::ExternalBot probe(name.substr(TBP_PREFIX.size()), options);
    } catch (const tbp::ExternalBotError& e) {
      throw UsageError(std::string("player '") + name + "': " + e.what());
    }
    return {};
  }
  AiOptions ai;
  ai.ai = name;
  ai.weights_file = weights;
  ai.rules = "guideline";
  ai.think_ms = o.think_ms;
  ai.nodes = o.nodes;
  ai.search_threads = o.search_threads;
  const auto names = tetris_ai::player_names();
  if (std::find(names.begin(), names.end(), name) == names.end()) {
    throw UsageError("unknown player '" + name + "'; expected one of: " +
                     tetris_ai::preset_names() + ", or tbp:COMMAND for a Tetris Bot Protocol bot");
  }
  tetris_ai::PlayerSettings settings = make_player(ai);
  settings.cpu_clock = o.clock == "cpu";
  return settings;
}

// Player `name` for game `index`: ours, or a TBP bot started for the game (which is told the
// position and asked for its move `think_ms` later).
std::unique_ptr<tetris_ai::Contestant> contestant(const std::string& name,
                                                  const tetris_ai::PlayerSettings& settings,
                                                  const ContestOptions& o, std::size_t index) {
  if (is_tbp(name)) {
    tbp::ExternalBotOptions options;
    options.think_ms = o.think_ms;
    options.answer_timeout_ms = o.tbp_timeout_ms;
    options.cpu_clock = o.clock == "cpu";
    try {
      return std::make_unique<tbp::ExternalBot>(name.substr(TBP_PREFIX.size()), options);
    } catch (const tbp::ExternalBotError& e) {
      throw InputError(std::string("player '") + name + "': " + e.what());
    }
  }
  return std::make_unique<tetris_ai::PlayerContestant>(
      tetris_ai::Player(settings, tetris::RuleSet::Guideline, index));
}

// What a player was given, for the report: its time (or nodes) a piece and its threads.
std::string given(const std::string& name, const ContestOptions& o) {
  const std::string ms = std::to_string(o.think_ms) + (o.clock == "cpu" ? " ms of CPU" : " ms");
  if (is_tbp(name)) {
    return name + ": " +
           (o.think_ms > 0 ? ms + " a piece from the position to 'suggest'"
                           : std::string("asked at once, its own budget")) +
           ", its own threads";
  }
  std::string budget;
  if (o.think_ms > 0) budget = ms;
  if (o.nodes > 0) budget += (budget.empty() ? "" : " or ") + std::to_string(o.nodes) + " nodes";
  if (budget.empty()) budget = "no limit";
  return name + ": " + budget + " a piece, " +
         counted(static_cast<unsigned long long>(o.search_threads), "search thread",
                 "search threads");
}

void TbpTotals::add(const tbp::ExternalBot& b) {
  if (bot.empty()) bot = b.bot_name();
  ++games;
  const tbp::ExchangeCounts& c = b.counts();
  counts.starts += c.starts;
  counts.suggests += c.suggests;
  counts.plays += c.plays;
  counts.new_pieces += c.new_pieces;
  counts.skipped += c.skipped;
  counts.spins_overruled += c.spins_overruled;
  counts.answer_ms_total += c.answer_ms_total;
  counts.answer_ms_max = std::max(counts.answer_ms_max, c.answer_ms_max);
}

std::string TbpTotals::text() const {
  char line[400];
  const double n = static_cast<double>(std::max<std::uint64_t>(games, 1));
  std::snprintf(line, sizeof line,
                "'%s': per game %.1f starts (1 + one after each rise of garbage), %.0f "
                "suggests, %.0f plays, %.0f new pieces; suggestions answered in %.1f ms on "
                "average (at most %.0f ms); %d suggested moves passed over, %d played as "
                "another spin",
                bot.c_str(), counts.starts / n, counts.suggests / n, counts.plays / n,
                counts.new_pieces / n,
                counts.suggests > 0 ? counts.answer_ms_total / counts.suggests : 0.0,
                counts.answer_ms_max, counts.skipped, counts.spins_overruled);
  return line;
}

// "100.2 ms of CPU (1020 ms on the wall clock) a piece".
std::string time_text(const tetris_ai::DecisionTime& t) {
  if (t.decisions == 0) return "no decision";
  char text[120];
  const double n = static_cast<double>(t.decisions);
  std::snprintf(text, sizeof text, "%.1f ms of CPU (%.1f ms on the wall clock) a piece",
                t.cpu_ms / n, t.wall_ms / n);
  return text;
}

unsigned threads_for(const ContestOptions& o) {
  const unsigned t = o.threads == 0 ? common::hardware_threads() : o.threads;
  return static_cast<unsigned>(std::min<std::uint64_t>(t, o.games));
}

}  // namespace gameai::cli::tetris_cli
