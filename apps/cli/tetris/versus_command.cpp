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
#include "tbp_contestant.hpp"
#include "tetris/randomizer.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::cli::tetris_cli {
namespace {

// How long a TBP bot may take over one suggestion before it loses the game.
constexpr std::int64_t TBP_MOVE_TIMEOUT_MS = 10'000;

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
                  "The bot's time per piece in milliseconds (0: no time limit)")
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
}

// `tbp:COMMAND`: another bot, spoken to through the Tetris Bot Protocol.
constexpr std::string_view TBP_PREFIX = "tbp:";
bool is_tbp(const std::string& name) {
  return name.rfind(TBP_PREFIX, 0) == 0;
}

// A player named as --ai takes it, checked for the guideline rules.
tetris_ai::PlayerSettings settings_for(const std::string& name, const ContestOptions& o,
                                       const std::string& weights, bool versus) {
  if (is_tbp(name) && !versus)
    throw UsageError("a TBP bot ('" + name +
                     "') plays only in `gameai tetris versus`; --ai takes " +
                     tetris_ai::preset_names());
  if (is_tbp(name)) {
    if (name.size() == TBP_PREFIX.size()) throw UsageError("tbp: needs a command, e.g. tbp:./bot");
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
    throw UsageError(
        "unknown player '" + name + "'; expected one of: " + tetris_ai::preset_names() +
        (versus ? ", or tbp:COMMAND (another bot, over the Tetris Bot Protocol)" : ""));
  }
  return make_player(ai);
}

unsigned threads_for(const ContestOptions& o) {
  const unsigned t = o.threads == 0 ? common::hardware_threads() : o.threads;
  return static_cast<unsigned>(std::min<std::uint64_t>(t, o.games));
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
  cmd->add_option("--weights-b", o->contest.weights_b, "Weights file for the second player")
      ->type_name("FILE");
  cmd->add_option("--think-ms-b", o->contest.think_ms_b,
                  "The second player's time per piece (default: --think-ms)")
      ->check(CLI::Range(0, 3'600'000));
  cmd->add_option("--nodes-b", o->contest.nodes_b,
                  "The second player's placements per piece (default: --nodes)")
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
    const tetris_ai::PlayerSettings a = settings_for(o->a, o->contest, o->contest.weights, true);
    ContestOptions second = o->contest;
    if (second.think_ms_b >= 0) second.think_ms = second.think_ms_b;
    if (second.nodes_b >= 0) second.nodes = static_cast<std::uint64_t>(second.nodes_b);
    const tetris_ai::PlayerSettings b = settings_for(o->b, second, o->contest.weights_b, true);
    const std::uint64_t games = o->contest.games;
    std::vector<tetris_ai::VersusGame> results(games);
    // Each game's line; with an SPRT they wait to be printed in game order.
    std::vector<std::string> lines(games);
    std::mutex print;
    const auto play = [&](std::size_t i) {
      // Games 2k and 2k + 1 share a piece sequence, A moving first in one and second in the other.
      tetris_ai::VersusOptions v;
      v.seed = tetris::game_piece_seed(o->contest.seed, i / 2);
      v.messiness = o->messiness;
      v.max_pieces = o->max_pieces;
      const auto contestant =
          [&](const std::string& name,
              const tetris_ai::PlayerSettings& s) -> std::unique_ptr<tetris_ai::Contestant> {
        if (is_tbp(name)) {
          try {
            return std::make_unique<TbpContestant>(name.substr(TBP_PREFIX.size()),
                                                   TBP_MOVE_TIMEOUT_MS);
          } catch (const std::runtime_error& e) {
            throw InputError(std::string("player '") + name + "': " + e.what());
          }
        }
        return std::make_unique<tetris_ai::PlayerContestant>(
            tetris_ai::Player(s, tetris::RuleSet::Guideline, i));
      };
      const auto pa = contestant(o->a, a);
      const auto pb = contestant(o->b, b);
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
    std::printf("%s vs %s, %s: %s, %s, %s for %s; Elo %+.0f +- %.0f\n", o->a.c_str(), o->b.c_str(),
                counted(played, "game", "games").c_str(), counted(wins, "win", "wins").c_str(),
                counted(draws, "draw", "draws").c_str(), counted(losses, "loss", "losses").c_str(),
                o->a.c_str(), elo.difference, elo.error_95);
    if (results.size() >= 2) {
      std::printf(
          "pairs of games on one sequence, %s's points 0, 1/2, 1, 3/2, 2: %d/%d/%d/%d/%d%s\n",
          o->a.c_str(), pairs[0], pairs[1], pairs[2], pairs[3], pairs[4],
          results.size() % 2 == 0 ? " (the Elo error is theirs)" : "");
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
  cmd->add_option("--ai", o->ai, "Player: " + tetris_ai::preset_names())->capture_default_str();
  cmd->add_option(c.target_option, o->target, c.target_help)
      ->check(CLI::Range(std::int64_t{1}, std::int64_t{100000}))
      ->capture_default_str();
  add_contest_options(cmd, o->contest, false);
  const tetris_ai::SoloGoal goal = c.goal;
  on_run(cmd, [o, goal] {
    const tetris_ai::PlayerSettings settings =
        settings_for(o->ai, o->contest, o->contest.weights, false);
    std::vector<tetris_ai::SoloResult> results(o->contest.games);
    std::vector<double> seconds(o->contest.games);  // each game's wall time
    common::parallel_for(o->contest.games, threads_for(o->contest), [&](std::size_t i, unsigned) {
      tetris_ai::PlayerContestant player(
          tetris_ai::Player(settings, tetris::RuleSet::Guideline, i));
      tetris_ai::SoloOptions s;
      s.goal = goal;
      s.target = o->target;
      s.seed = tetris::game_piece_seed(o->contest.seed, i);
      const common::Stopwatch clock;
      results[i] = tetris_ai::play_solo(player, s);
      seconds[i] = clock.seconds();
    });
    double total_seconds = 0;
    for (const double t : seconds) total_seconds += t;
    const double n = static_cast<double>(results.size());
    double pieces = 0, keys = 0, attack = 0, lines = 0;
    double tspins = 0, tetrises = 0, pcs = 0;
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

[[maybe_unused]] const bool registered = register_command("tetris", 70, add_versus_commands);

}  // namespace gameai::cli::tetris_cli
