// `gameai tetris versus`: two players on the same pieces with garbage under the guideline rules
// (hold, five previews), game pairs on one sequence; wins, draws, losses and the Elo of A
// (tetris_ai/versus.hpp has the rules).

#include <array>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli.hpp"
#include "common/elo.hpp"
#include "common/thread_pool.hpp"
#include "contest.hpp"
#include "tbp/external_bot.hpp"
#include "tetris/randomizer.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::cli::tetris_cli {
namespace {

struct VersusOptions {
  std::string a;
  std::string b;
  ContestOptions contest;
  double messiness = 0.3;
  std::int64_t max_pieces = 1500;
  SprtOptions sprt;
  const CLI::Option* games_option = nullptr;  // --games, to tell its default from a choice
};

// "Elo +120 +- 40", or a one-sided bound when the interval has no finite end on one side.
std::string elo_text(const common::EloEstimate& elo) {
  return "Elo " + common::describe_elo(elo);
}

int run_versus(VersusOptions& o) {
  std::optional<common::PairSprt> sprt = make_sprt(o.sprt);
  if (sprt && o.games_option->count() == 0) o.contest.games = 20000;
  const tetris_ai::PlayerSettings a = settings_for(o.a, o.contest, o.contest.weights);
  ContestOptions second = o.contest;
  if (second.think_ms_b >= 0) second.think_ms = second.think_ms_b;
  if (second.nodes_b >= 0) second.nodes = static_cast<std::uint64_t>(second.nodes_b);
  const tetris_ai::PlayerSettings b = settings_for(o.b, second, o.contest.weights_b);
  const std::uint64_t games = o.contest.games;
  std::vector<tetris_ai::VersusGame> results(games);
  // Against a TBP bot neither side is told the garbage waiting (the protocol has no message
  // for it), and both decide at once, each on its own core, each for its own time a piece.
  const bool external = is_tbp(o.a) || is_tbp(o.b);
  const std::string given_a = "A " + given(o.a, o.contest);
  const std::string given_b = "B " + given(o.b, second);
  const std::string information =
      external ? "neither is told the garbage waiting (the protocol has no message for it); "
                 "both decide each turn at once, a thread each"
               : "each is told the garbage waiting; they decide in turn";
  if (!o.contest.json) {
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
    v.seed = tetris::game_piece_seed(o.contest.seed, i / 2);
    v.messiness = o.messiness;
    v.max_pieces = o.max_pieces;
    v.tell_incoming = !external;
    v.simultaneous = external;
    const auto pa = contestant(o.a, a, o.contest, i);
    const auto pb = contestant(o.b, b, second, i);
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
      forfeits +=
          std::string("; ") + (p == 0 ? "A (" + o.a : "B (" + o.b) + ") forfeits: " + g.forfeit[p];
    }
    if (o.contest.json && !forfeits.empty()) {
      const std::lock_guard lock(print);
      std::fprintf(stderr, "gameai: game %zu: %s\n", i, forfeits.c_str() + 2);
    }
    if (!o.contest.json) {
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
  const unsigned threads = threads_for(o.contest);
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
      common::parallel_for(end - begin, threads, [&](std::size_t j, unsigned) { play(begin + j); });
      for (std::size_t i = begin; i < end && !decided; ++i) {
        if (!o.contest.json) std::printf("%s\n", lines[i].c_str());
        if (i % 2 == 1) {
          sprt->add_pair(halves(i - 1) + halves(i));
          if (!o.contest.json) std::printf("%s\n", sprt_status(*sprt).c_str());
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
  if (o.contest.json) {
    nlohmann::ordered_json j;
    j["wins"] = wins;
    j["draws"] = draws;
    j["losses"] = losses;
    j["elo"] = std::isfinite(elo.difference) ? nlohmann::json(elo.difference) : nlohmann::json();
    j["elo_error"] = std::isfinite(elo.error_95) ? nlohmann::json(elo.error_95) : nlohmann::json();
    // The 95 % interval's ends (null where it has none: a clean sweep bounds one side only).
    j["elo_lower"] = std::isfinite(elo.lower) ? nlohmann::json(elo.lower) : nlohmann::json();
    j["elo_upper"] = std::isfinite(elo.upper) ? nlohmann::json(elo.upper) : nlohmann::json();
    j["score"] = elo.score;
    j["given"] = {{"a", given_a.substr(2)}, {"b", given_b.substr(2)}, {"information", information}};
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
  std::printf("%s vs %s, %s: %s, %s, %s for %s (score %.1f %%); %s\n", o.a.c_str(), o.b.c_str(),
              counted(played, "game", "games").c_str(), counted(wins, "win", "wins").c_str(),
              counted(draws, "draw", "draws").c_str(), counted(losses, "loss", "losses").c_str(),
              o.a.c_str(), 100 * elo.score, elo_text(elo).c_str());
  if (results.size() >= 2) {
    std::printf("pairs of games on one sequence, %s's points 0, 1/2, 1, 3/2, 2: %d/%d/%d/%d/%d%s\n",
                o.a.c_str(), pairs[0], pairs[1], pairs[2], pairs[3], pairs[4],
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
}

void add_versus(CLI::App& tetris) {
  auto o = std::make_shared<VersusOptions>();
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
  o->games_option = cmd->get_option("--games");
  on_run(cmd, [o] { return run_versus(*o); });
}

}  // namespace

[[maybe_unused]] const bool versus_command_registered = register_command("tetris", 70, add_versus);

}  // namespace gameai::cli::tetris_cli
