// `gameai tetris versus`, `sprint`, `ultra` and `dig`: guideline games with hold and five
// previews, between two players on the same pieces, or one player against the clock's usual
// measures (tetris_ai/versus.hpp has the rules).

#include <array>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "ai_options.hpp"
#include "cli.hpp"
#include "common/elo.hpp"
#include "common/stats.hpp"
#include "common/thread_pool.hpp"
#include "common/timing.hpp"
#include "tbp/external_bot.hpp"
#include "tetris/randomizer.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::cli::tetris_cli {
namespace {

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

// `tbp:COMMAND`: another bot, spoken to through the Tetris Bot Protocol.
constexpr std::string_view TBP_PREFIX = "tbp:";
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

// A TBP bot's exchanges over the games, for the report.
struct TbpTotals {
  std::string bot;  // the name it gave
  std::uint64_t games = 0;
  tbp::ExchangeCounts counts;
  void add(const tbp::ExternalBot& b) {
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
  std::string text() const {
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
};

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

// "Elo +120 +- 40", or a one-sided bound when the interval has no finite end on one side.
std::string elo_text(const common::EloEstimate& elo) {
  return "Elo " + common::describe_elo(elo);
}

void add_versus(CLI::App& tetris) {
  struct Options {
    std::string a;
    std::string b;
    ContestOptions contest;
    double messiness = 0.3;
    std::int64_t max_pieces = 1500;
    SprtOptions sprt;
  };
  auto o = std::make_shared<Options>();
  CLI::App* cmd = tetris.add_subcommand(
      "versus", "Two players on the same pieces with garbage; wins, draws, losses and Elo of A");
  cmd->add_option("A", o->a, "First player (as --ai takes it, e.g. bot, or tbp:COMMAND)")
      ->required();
  cmd->add_option("B", o->b, "Second player (e.g. eltetris, or tbp:COMMAND for any TBP bot)")
      ->required();
  add_contest_options(cmd, o->contest, true);
  cmd->add_option("--weights-b", o->contest.weights_b, "Weights file for player B")
      ->type_name("FILE");
  cmd->add_option("--think-ms-b", o->contest.think_ms_b,
                  "Player B's time per piece, a TBP bot's too (default: --think-ms)")
      ->check(CLI::Range(0, 3'600'000));
  cmd->add_option("--nodes-b", o->contest.nodes_b,
                  "Player B's placements per piece (default: --nodes)")
      ->check(CLI::Range(std::int64_t{0}, std::int64_t{1} << 40));
  cmd->add_option("--messiness", o->messiness,
                  "Chance that a garbage batch moves its hole to another column")
      ->check(number_in(0.0, 1.0))
      ->capture_default_str();
  cmd->add_option("--max-pieces", o->max_pieces, "Pieces per player before a game is drawn")
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{1} << 40))
      ->capture_default_str();
  add_sprt_options(cmd, o->sprt, "A");
  CLI::Option* games_option = cmd->get_option("--games");
  on_run(cmd, [o, games_option] {
    std::optional<common::PairSprt> sprt = make_sprt(o->sprt);
    if (sprt && games_option->count() == 0) o->contest.games = 20000;
    const tetris_ai::PlayerSettings a = settings_for(o->a, o->contest, o->contest.weights);
    ContestOptions second = o->contest;
    if (second.think_ms_b >= 0) second.think_ms = second.think_ms_b;
    if (second.nodes_b >= 0) second.nodes = static_cast<std::uint64_t>(second.nodes_b);
    const tetris_ai::PlayerSettings b = settings_for(o->b, second, o->contest.weights_b);
    const std::uint64_t games = o->contest.games;
    std::vector<tetris_ai::VersusGame> results(games);
    // Against a TBP bot neither side is told the garbage waiting (the protocol has no message
    // for it), and both decide at once, each on its own core, each for its own time a piece.
    const bool external = is_tbp(o->a) || is_tbp(o->b);
    const std::string given_a = "A " + given(o->a, o->contest);
    const std::string given_b = "B " + given(o->b, second);
    const std::string information =
        external ? "neither is told the garbage waiting (the protocol has no message for it); "
                   "both decide each turn at once, a thread each"
                 : "each is told the garbage waiting; they decide in turn";
    if (!o->contest.json) {
      std::printf("%s; %s; %s\n", given_a.c_str(), given_b.c_str(), information.c_str());
      std::fflush(stdout);
    }
    TbpTotals tbp_totals[2];
    tetris_ai::DecisionTime time_used[2];
    // Each game's line; with an SPRT they wait to be printed in game order.
    std::vector<std::string> lines(games);
    std::mutex print;
    const auto play = [&](std::size_t i) {
      // Games 2k and 2k + 1 share a piece sequence, A moving first in one and second in the other.
      tetris_ai::VersusOptions v;
      v.seed = tetris::game_piece_seed(o->contest.seed, i / 2);
      v.messiness = o->messiness;
      v.max_pieces = o->max_pieces;
      v.tell_incoming = !external;
      v.simultaneous = external;
      const auto pa = contestant(o->a, a, o->contest, i);
      const auto pb = contestant(o->b, b, second, i);
      const bool a_first = i % 2 == 0;
      tetris_ai::VersusGame g =
          a_first ? tetris_ai::play_versus(*pa, *pb, v) : tetris_ai::play_versus(*pb, *pa, v);
      if (!a_first) {
        std::swap(g.pieces[0], g.pieces[1]);
        std::swap(g.attack[0], g.attack[1]);
        std::swap(g.lines[0], g.lines[1]);
        std::swap(g.forfeit[0], g.forfeit[1]);
        if (g.result != tetris_ai::VersusResult::Draw) {
          g.result = g.result == tetris_ai::VersusResult::FirstWins
                         ? tetris_ai::VersusResult::SecondWins
                         : tetris_ai::VersusResult::FirstWins;
        }
      }
      results[i] = g;
      {
        const std::lock_guard lock(print);
        if (const auto* bot = dynamic_cast<const tbp::ExternalBot*>(pa.get())) {
          tbp_totals[0].add(*bot);
        }
        if (const auto* bot = dynamic_cast<const tbp::ExternalBot*>(pb.get())) {
          tbp_totals[1].add(*bot);
        }
        time_used[0] += pa->time_used();
        time_used[1] += pb->time_used();
      }
      // A player that failed (an external bot that ended, hung or answered nonsense) loses the
      // game, as in engine tournaments; say so where the results go, and on stderr with --json.
      std::string forfeits;
      for (int p = 0; p < 2; ++p) {
        if (g.forfeit[p].empty()) continue;
        forfeits += std::string("; ") + (p == 0 ? "A (" + o->a : "B (" + o->b) +
                    ") forfeits: " + g.forfeit[p];
      }
      if (o->contest.json && !forfeits.empty()) {
        const std::lock_guard lock(print);
        std::fprintf(stderr, "gameai: game %zu: %s\n", i, forfeits.c_str() + 2);
      }
      if (!o->contest.json) {
        const char* what = g.result == tetris_ai::VersusResult::FirstWins    ? "A wins"
                           : g.result == tetris_ai::VersusResult::SecondWins ? "B wins"
                                                                             : "draw";
        char line[160];
        std::snprintf(line, sizeof line,
                      "game %zu: %s (A %lld pieces, %lld sent; B %lld pieces, %lld sent", i, what,
                      static_cast<long long>(g.pieces[0]), static_cast<long long>(g.attack[0]),
                      static_cast<long long>(g.pieces[1]), static_cast<long long>(g.attack[1]));
        lines[i] = line + forfeits + ")";
        if (!sprt) {
          const std::lock_guard lock(print);
          std::printf("%s\n", lines[i].c_str());
          std::fflush(stdout);
        }
      }
    };
    // A's points in game i, in halves.
    const auto halves = [&](std::size_t i) {
      return results[i].result == tetris_ai::VersusResult::FirstWins ? 2
             : results[i].result == tetris_ai::VersusResult::Draw    ? 1
                                                                     : 0;
    };
    std::size_t played = games;
    const unsigned threads = threads_for(o->contest);
    if (!sprt) {
      common::parallel_for(games, threads, [&](std::size_t i, unsigned) { play(i); });
    } else {
      // Rounds of one pair per thread; the games are taken in order, pair by pair, and the match
      // stops at the pair that reaches a verdict (the round's later games are left out), so the
      // games counted do not depend on the number of threads.
      const std::size_t round = 2 * std::size_t{threads};
      bool decided = false;
      for (std::size_t begin = 0; begin < games && !decided; begin += round) {
        const std::size_t end = std::min<std::size_t>(games, begin + round);
        common::parallel_for(end - begin, threads,
                             [&](std::size_t j, unsigned) { play(begin + j); });
        for (std::size_t i = begin; i < end && !decided; ++i) {
          if (!o->contest.json) std::printf("%s\n", lines[i].c_str());
          if (i % 2 == 1) {
            sprt->add_pair(halves(i - 1) + halves(i));
            if (!o->contest.json) std::printf("%s\n", sprt_status(*sprt).c_str());
            if (sprt->verdict() != common::SprtVerdict::None) {
              decided = true;
              played = i + 1;
            }
          }
        }
        std::fflush(stdout);
      }
      results.resize(played);
    }
    int wins = 0, draws = 0, losses = 0;
    for (const auto& g : results) {
      wins += g.result == tetris_ai::VersusResult::FirstWins;
      losses += g.result == tetris_ai::VersusResult::SecondWins;
      draws += g.result == tetris_ai::VersusResult::Draw;
    }
    // Games 2k and 2k + 1 share a sequence: A's points over each pair (0, 1/2, .., 2), and the
    // error from the pairs (pentanomial), as both games of a pair meet the same pieces. An odd
    // game out leaves the error to the games alone.
    std::array<int, 5> pairs{};
    for (std::size_t k = 0; k + 1 < results.size(); k += 2) {
      ++pairs[static_cast<std::size_t>(halves(k) + halves(k + 1))];
    }
    const common::EloEstimate elo = results.size() % 2 == 0
                                        ? common::estimate_elo_pairs(pairs)
                                        : common::estimate_elo(wins, draws, losses);
    if (o->contest.json) {
      nlohmann::ordered_json j;
      j["wins"] = wins;
      j["draws"] = draws;
      j["losses"] = losses;
      j["elo"] = std::isfinite(elo.difference) ? nlohmann::json(elo.difference) : nlohmann::json();
      j["elo_error"] =
          std::isfinite(elo.error_95) ? nlohmann::json(elo.error_95) : nlohmann::json();
      // The 95 % interval's ends (null where it has none: a clean sweep bounds one side only).
      j["elo_lower"] = std::isfinite(elo.lower) ? nlohmann::json(elo.lower) : nlohmann::json();
      j["elo_upper"] = std::isfinite(elo.upper) ? nlohmann::json(elo.upper) : nlohmann::json();
      j["score"] = elo.score;
      j["given"] = {
          {"a", given_a.substr(2)}, {"b", given_b.substr(2)}, {"information", information}};
      if (sprt) {
        const common::SprtVerdict v = sprt->verdict();
        j["sprt"] = {{"llr", sprt->llr()},
                     {"lower", sprt->bounds().lower},
                     {"upper", sprt->bounds().upper},
                     {"pairs", sprt->pairs()},
                     {"verdict", v == common::SprtVerdict::H1   ? nlohmann::json("H1")
                                 : v == common::SprtVerdict::H0 ? nlohmann::json("H0")
                                                                : nlohmann::json()}};
      }
      std::cout << j.dump() << "\n";
      return EXIT_OK;
    }
    std::printf("%s vs %s, %s: %s, %s, %s for %s (score %.1f %%); %s\n", o->a.c_str(), o->b.c_str(),
                counted(played, "game", "games").c_str(), counted(wins, "win", "wins").c_str(),
                counted(draws, "draw", "draws").c_str(), counted(losses, "loss", "losses").c_str(),
                o->a.c_str(), 100 * elo.score, elo_text(elo).c_str());
    if (results.size() >= 2) {
      std::printf(
          "pairs of games on one sequence, %s's points 0, 1/2, 1, 3/2, 2: %d/%d/%d/%d/%d%s\n",
          o->a.c_str(), pairs[0], pairs[1], pairs[2], pairs[3], pairs[4],
          results.size() % 2 == 0 ? " (the Elo error is theirs)" : "");
    }
    std::printf("time used: A %s; B %s\n", time_text(time_used[0]).c_str(),
                time_text(time_used[1]).c_str());
    for (int p = 0; p < 2; ++p) {
      if (tbp_totals[p].games > 0) {
        std::printf("%s %s\n", p == 0 ? "A" : "B", tbp_totals[p].text().c_str());
      }
    }
    // The test's last state is the line printed after the last pair.
    if (sprt) std::printf("%s\n", sprt_verdict_text(*sprt, played).c_str());
    return EXIT_OK;
  });
}

struct SoloCommand {
  const char* name;
  const char* help;
  tetris_ai::SoloGoal goal;
  const char* target_option;
  const char* target_help;
  std::int64_t target;
};

void add_solo(CLI::App& tetris, const SoloCommand& c) {
  struct Options {
    std::string ai = "bot";
    ContestOptions contest;
    std::int64_t target = 0;
  };
  auto o = std::make_shared<Options>();
  o->target = c.target;
  CLI::App* cmd = tetris.add_subcommand(c.name, c.help);
  cmd->footer("Played under the guideline rules (SRS, 7-bag) with hold and five previews.");
  cmd->add_option(
         "--ai", o->ai,
         "Player: " + tetris_ai::preset_names() + ", or tbp:COMMAND for a Tetris Bot Protocol bot")
      ->capture_default_str();
  cmd->add_option(c.target_option, o->target, c.target_help)
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{100000}))
      ->capture_default_str();
  add_contest_options(cmd, o->contest, false);
  const tetris_ai::SoloGoal goal = c.goal;
  on_run(cmd, [o, goal] {
    tetris_ai::PlayerSettings settings = settings_for(o->ai, o->contest, o->contest.weights);
    // The bot digs with its dig weights unless a weights file says otherwise.
    const bool dig_weights = goal == tetris_ai::SoloGoal::Dig && o->contest.weights.empty() &&
                             tetris_ai::use_dig_weights(settings);
    if (!o->contest.json) {
      std::printf("player %s%s\n", given(o->ai, o->contest).c_str(),
                  dig_weights ? ", its dig weights" : "");
      std::fflush(stdout);
    }
    std::vector<tetris_ai::SoloResult> results(o->contest.games);
    std::vector<double> seconds(o->contest.games, 0.0);
    TbpTotals tbp_totals;
    tetris_ai::DecisionTime time_used;
    std::mutex lock;
    common::parallel_for(o->contest.games, threads_for(o->contest), [&](std::size_t i, unsigned) {
      const auto player = contestant(o->ai, settings, o->contest, i);
      tetris_ai::SoloOptions s;
      s.goal = goal;
      s.target = o->target;
      s.seed = tetris::game_piece_seed(o->contest.seed, i);
      const common::Stopwatch clock;
      results[i] = tetris_ai::play_solo(*player, s);
      seconds[i] = clock.seconds();
      const std::lock_guard guard(lock);
      time_used += player->time_used();
      if (const auto* bot = dynamic_cast<const tbp::ExternalBot*>(player.get())) {
        tbp_totals.add(*bot);
      }
      // A TBP bot that failed ends its game there: say why.
      if (const std::string why = player->failure(); !why.empty()) {
        std::fprintf(stderr, "gameai: game %zu: %s forfeits: %s\n", i, o->ai.c_str(), why.c_str());
      }
    });
    const double n = static_cast<double>(results.size());
    double pieces = 0, keys = 0, attack = 0, lines = 0;
    double tspins = 0, tetrises = 0, pcs = 0;
    double total_seconds = 0;
    for (const double t : seconds) total_seconds += t;
    int max_b2b = 0;
    std::int64_t unfinished = 0;
    for (const auto& r : results) {
      pieces += static_cast<double>(r.pieces);
      keys += static_cast<double>(r.keys);
      attack += static_cast<double>(r.attack);
      lines += static_cast<double>(r.lines);
      tspins += static_cast<double>(r.tspins);
      tetrises += static_cast<double>(r.tetrises);
      pcs += static_cast<double>(r.perfect_clears);
      max_b2b = std::max(max_b2b, r.max_b2b);
      unfinished += !r.finished;
    }
    const double mean = pieces / n;
    // Standard errors over the games: of the pieces, and of each game's own attack per piece.
    std::vector<double> game_pieces, game_rates;
    for (const auto& r : results) {
      game_pieces.push_back(static_cast<double>(r.pieces));
      game_rates.push_back(
          r.pieces > 0 ? static_cast<double>(r.attack) / static_cast<double>(r.pieces) : 0.0);
    }
    const double stderr_pieces = common::standard_error(game_pieces);
    const double stderr_rate = common::standard_error(game_rates);
    nlohmann::ordered_json j;
    if (goal == tetris_ai::SoloGoal::Sprint) {
      j["mean_pieces"] = mean;
      j["stderr_pieces"] = stderr_pieces;
      j["mean_keys"] = keys / n;
    } else if (goal == tetris_ai::SoloGoal::Ultra) {
      j["attack_per_piece"] = pieces > 0 ? attack / pieces : 0.0;
      j["tspins"] = tspins / n;
      j["tetrises"] = tetrises / n;
      j["perfect_clears"] = pcs / n;
      j["max_b2b"] = max_b2b;
      j["lines"] = lines / n;
    } else {
      j["mean_pieces"] = mean;
      j["max_pieces"] = *std::max_element(game_pieces.begin(), game_pieces.end());
      if (o->ai == tetris_ai::BOT_NAME) j["weights"] = dig_weights ? "dig" : "file";
    }
    // How fast the player plays: wall time per game, and pieces per second of that time.
    j["seconds_per_game"] = total_seconds / n;
    j["pieces_per_second"] = total_seconds > 0 ? pieces / total_seconds : 0.0;
    if (o->contest.json) {
      std::cout << j.dump() << "\n";
    } else {
      for (const auto& [key, value] : j.items()) std::cout << key << ": " << value.dump() << "\n";
      if (n > 1 && goal == tetris_ai::SoloGoal::Ultra) {
        std::printf("standard error of attack_per_piece: %.4f\n", stderr_rate);
      } else if (n > 1 && goal == tetris_ai::SoloGoal::Dig) {
        std::printf("standard error of mean_pieces: %.2f\n", stderr_pieces);
      }
      std::printf("time used: %s\n", time_text(time_used).c_str());
      if (tbp_totals.games > 0) std::printf("%s\n", tbp_totals.text().c_str());
      std::cout << counted(o->contest.games, "game", "games") << ", " << unfinished
                << " not finished";
      if (unfinished > 0) {
        std::cout << (goal == tetris_ai::SoloGoal::Ultra
                          ? " (topped out before the last piece"
                          : " (topped out, or not done within 5000 pieces")
                  << "; counted in the figures as far as they got)";
      }
      std::cout << "\n";
    }
    if (unfinished > 0 && o->contest.json) {
      std::cerr << "gameai: " << unfinished << " of " << o->contest.games
                << " games not finished (counted as far as they got)\n";
    }
    return unfinished == 0 ? EXIT_OK : EXIT_FAILURE_STATUS;
  });
}

}  // namespace

void add_versus_commands(CLI::App& tetris) {
  add_versus(tetris);
  // Solo measures: guideline rules, hold and five previews, 7-bag; no garbage but dig's.
  add_solo(tetris, {"sprint", "40-line sprint: pieces (and keys) to clear the lines",
                    tetris_ai::SoloGoal::Sprint, "--lines", "Lines to clear", 40});
  add_solo(tetris,
           {"ultra", "A fixed number of pieces, no garbage: attack per piece, T-spins, tetrises",
            tetris_ai::SoloGoal::Ultra, "--pieces", "Pieces to play", 1000});
  add_solo(tetris, {"dig", "Cheese race: pieces to clear garbage rows with one hole each",
                    tetris_ai::SoloGoal::Dig, "--garbage", "Garbage rows to clear", 100});
}

[[maybe_unused]] const bool versus_command_registered =
    register_command("tetris", 70, add_versus_commands);

}  // namespace gameai::cli::tetris_cli
