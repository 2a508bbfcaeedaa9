// `gameai xiangqi match A B`: games between two computer players, colours alternating, with the
// first player's score and Elo difference, or an SPRT over game pairs. Ctrl-C stops the match
// and prints the score of the games that ended.

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>

#include "cli.hpp"
#include "common/distributed.hpp"
#include "common/elo.hpp"
#include "common/sprt.hpp"
#include "engine_flags.hpp"
#include "players.hpp"
#include "records/xiangqi_recorder.hpp"
#include "records_view.hpp"
#include "xiangqi_ai/match.hpp"
#include "xiangqi_text.hpp"

namespace gameai::cli {
namespace {

struct MatchOptions {
  std::string first, second, openings_file;
  int games = 10;
  TimeOptions time{300, {}};
  std::uint64_t seed = 1;
  int concurrency = 1;
  bool record = false;
  std::string db;
  std::string weights_a, weights_b;
  xiangqi_ai::PlayerEval eval_a, eval_b;
  std::string eval_name_a, eval_name_b;
  SprtOptions sprt;
  CLI::Option* games_option = nullptr;
};

// One ended game of a match as the match command prints it; it travels between processes
// under mpirun as a line of text.
struct EndedGame {
  int index = 0;
  std::string red, black;
  xiangqi::Result result = xiangqi::Result::None;
  std::string text;
  std::size_t plies = 0;

  std::string encode() const {
    return std::to_string(index) + '\n' + red + '\n' + black + '\n' +
           std::to_string(static_cast<int>(result)) + '\n' + text + '\n' + std::to_string(plies);
  }
  static EndedGame decode(const std::string& line) {
    std::istringstream in(line);
    EndedGame g;
    std::string field;
    std::getline(in, field);
    g.index = std::stoi(field);
    std::getline(in, g.red);
    std::getline(in, g.black);
    std::getline(in, field);
    g.result = static_cast<xiangqi::Result>(std::stoi(field));
    std::getline(in, g.text);
    std::getline(in, field);
    g.plies = static_cast<std::size_t>(std::stoull(field));
    return g;
  }
};

// The first player's points in a game, in halves (0, 1 or 2).
int first_half_points(const EndedGame& g) {
  const auto winner = xiangqi::winning_side(g.result);
  if (!winner) return 1;
  return (*winner == xiangqi::RED) == (g.index % 2 == 0) ? 2 : 0;
}

// The running SPRT of a match over game pairs (games 2k and 2k + 1: one opening, both colours).
class MatchSprt {
 public:
  explicit MatchSprt(common::PairSprt sprt) : sprt_(sprt) {}

  // Takes a game's result; when it completes a pair, updates the LLR and returns true.
  bool add(const EndedGame& g) {
    const int pair = g.index / 2;
    const auto other = half_points_.find(pair);
    if (other == half_points_.end()) {
      half_points_.emplace(pair, first_half_points(g));
      return false;
    }
    sprt_.add_pair(other->second + first_half_points(g));
    half_points_.erase(other);
    return true;
  }
  common::SprtVerdict verdict() const { return sprt_.verdict(); }
  std::string status() const { return sprt_status(sprt_); }
  const common::PairSprt& test() const { return sprt_; }

 private:
  common::PairSprt sprt_;
  std::map<int, int> half_points_;  // first game of a pair waiting for the second
};

int run_match(MatchOptions& o) {
  const xiangqi_ai::TimeControl time = o.time.time_control();
  std::optional<MatchSprt> sprt;
  if (auto test = make_sprt(o.sprt)) {
    sprt.emplace(*test);
    if (o.games_option->count() == 0) o.games = 20000;
  }
  std::vector<xiangqi_ai::Opening> openings;
  if (!o.openings_file.empty()) {
    try {
      openings = xiangqi_ai::read_openings(o.openings_file);
    } catch (const xiangqi_ai::OpeningsError& e) {
      throw InputError(e.what());
    }
  }
  if (o.record && common::process_count() > 1)
    throw UsageError("--record stores games from one process: run it without mpirun");
  std::unique_ptr<records::Store> store;
  if (o.record) store = records_view::open_store(o.db, records_view::Create::Yes);
  if (o.first == "human" || o.second == "human")
    throw UsageError("match is for computer players; use 'play' to play yourself");
  if (time.clocked() && common::is_root())
    std::cout << "time control " << xiangqi_ai::time_control_text(time)
              << " (seconds: [moves/]base+increment)" << std::endl;
  // Weights files are read once, before any game: a bad file stops the match at the start.
  std::optional<xiangqi_ai::EvalWeights> first_weights, second_weights;
  if (!o.weights_a.empty()) first_weights = read_weights(o.weights_a, flag_name("Weights") + ": ");
  if (!o.weights_b.empty())
    second_weights = read_weights(o.weights_b, flag_name("Weights", "-b") + ": ");
  // So are the networks.
  const xiangqi_ai::PlayerEval first_eval = resolved_eval(o.eval_a, o.eval_name_a, "");
  const xiangqi_ai::PlayerEval second_eval = resolved_eval(o.eval_b, o.eval_name_b, "-b");
  const auto base_name = [](const std::string& path) {
    return std::filesystem::path(path).filename().string();
  };
  std::string first_name = o.first, second_name = o.second;
  const auto make_pair = [&](int slot) {
    xiangqi_ai::PlayerPair pair{
        make_player(o.first, xiangqi_ai::first_seed(o.seed, slot), nullptr,
                    first_weights ? &*first_weights : nullptr, base_name(o.weights_a), &first_eval),
        make_player(o.second, xiangqi_ai::second_seed(o.seed, slot), nullptr,
                    second_weights ? &*second_weights : nullptr, base_name(o.weights_b),
                    &second_eval)};
    first_name = pair.first->name();
    second_name = pair.second->name();
    return pair;
  };
  int w = 0, d = 0, l = 0, played = 0;
  std::map<int, int> half_points;  // the first player's, by game index
  const auto print = [&](const EndedGame& g) {
    const int points = first_half_points(g);
    half_points[g.index] = points;
    ++(points == 2 ? w : points == 1 ? d : l);
    ++played;
    std::cout << "game " << g.index + 1 << "/" << o.games << ": " << g.red << " (red) vs "
              << g.black << " (black): " << xiangqi::result_score(g.result) << " {" << g.text
              << "} " << counted(g.plies, "ply", "plies") << "  [W/D/L " << w << "/" << d << "/"
              << l << "]" << std::endl;
    if (sprt && sprt->add(g)) std::cout << sprt->status() << std::endl;
  };
  const bool distributed = common::process_count() > 1;
  // Games waiting to be printed in game order: under mpirun or in an SPRT's round.
  std::vector<std::string> ended;
  const xiangqi_ai::GameReporter report =
      [&](int index, const std::string& red, const std::string& black,
          const xiangqi_ai::Opening& opening, const xiangqi_ai::GameOutcome& outcome) {
        if (store) {
          const bool a_red = index % 2 == 0;
          records::XiangqiSetup setup;
          setup.start_fen = opening.fen;
          setup.red = records::xiangqi_player(a_red ? o.first : o.second, time.movetime_ms);
          setup.black = records::xiangqi_player(a_red ? o.second : o.first, time.movetime_ms);
          if (time.clocked())
            setup.tags = {{"TimeControl", xiangqi_ai::pgn_time_control_tag(time)}};
          records::record_xiangqi_moves(*store, setup, recorded_moves(outcome.details),
                                        outcome.result, outcome.text, outcome.final_fen);
        }
        const EndedGame g{index, red, black, outcome.result, outcome.text, outcome.moves.size()};
        if (distributed || sprt) {
          ended.push_back(g.encode());
        } else {
          print(g);
        }
      };
  // The root prints the games every process has ended since the last call, in game order, as
  // one process playing them one at a time would. With an SPRT it stops at the pair that
  // reaches a verdict (the round's later games are left out) and returns true.
  const auto print_in_order = [&] {
    std::vector<EndedGame> all;
    for (const std::string& line : common::gather_on_root(ended))
      all.push_back(EndedGame::decode(line));
    ended.clear();
    std::sort(all.begin(), all.end(),
              [](const EndedGame& a, const EndedGame& b) { return a.index < b.index; });
    for (const EndedGame& g : all) {
      print(g);
      if (sprt && sprt->verdict() != common::SprtVerdict::None) return true;
    }
    return false;
  };
  const std::atomic<bool>& stop = interrupt_flag();
  {
    const InterruptGuard guard;
    if (sprt) {
      // Rounds of `concurrency` pairs per process; the root decides after each round whether
      // the match goes on, so the games counted do not depend on the number of processes.
      const int slots = std::max(1, o.concurrency);
      std::vector<xiangqi_ai::PlayerPair> pairs;
      for (int slot = 0; slot < slots; ++slot) pairs.push_back(make_pair(slot));
      const int round = 2 * slots * common::process_count();
      for (int begin = 0; begin < o.games; begin += round) {
        xiangqi_ai::play_games(pairs, begin, std::min(o.games, begin + round), time, openings,
                               report, o.seed, &stop);
        if (common::broadcast_from_root(print_in_order() || stop.load())) break;
      }
    } else {
      xiangqi_ai::run_match(make_pair, o.concurrency, o.games, time, openings, report, o.seed,
                            &stop);
      if (distributed) print_in_order();
    }
  }
  if (!common::is_root()) return EXIT_OK;
  const bool stopped = stop.load();
  if (stopped)
    std::cout << "interrupted: " << played << " of " << counted(o.games, "game", "games")
              << " finished\n";
  // Games 2k and 2k + 1 play one opening with the colours swapped: when every game finished in
  // a whole pair, the error comes from the pairs (pentanomial), which counts what the two games
  // of a pair share; otherwise from the games.
  std::array<int, 5> pairs{};
  bool whole_pairs = !half_points.empty();
  for (const auto& [index, points] : half_points) {
    if (index % 2 == 1) continue;
    const auto second = half_points.find(index + 1);
    if (second == half_points.end()) {
      whole_pairs = false;
      break;
    }
    ++pairs[static_cast<std::size_t>(points + second->second)];
  }
  whole_pairs = whole_pairs && half_points.size() % 2 == 0;
  const auto elo = whole_pairs ? common::estimate_elo_pairs(pairs) : common::estimate_elo(w, d, l);
  std::cout << "Score of " << first_name << " vs " << second_name << ": W/D/L " << w << "/" << d
            << "/" << l << " (" << std::fixed << std::setprecision(1) << 100 * elo.score << " %)\n"
            << "Elo difference: " << common::describe_elo(elo)
            << (std::isfinite(elo.error_95) ? " (95 % confidence; " : " (")
            << (whole_pairs
                    ? counted(int(half_points.size() / 2), "pair", "pairs") + ", pentanomial"
                    : counted(played, "game", "games"))
            << ")\n";
  if (sprt) {
    std::cout << sprt->status() << "\n";
    std::cout << sprt_verdict_text(sprt->test(), played) << "\n";
  }
  return stopped ? interrupted_status() : EXIT_OK;
}

void add_match(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("match", "play games between two players and estimate Elo");
  auto o = std::make_shared<MatchOptions>();
  cmd->add_option("first", o->first, "first player (its W/D/L and Elo are reported)")->required();
  cmd->add_option("second", o->second, "second player")->required();
  o->games_option = cmd->add_option("--games", o->games,
                                    "number of games (colours alternate); with --sprt the most to "
                                    "play (default then 20000)")
                        ->check(CLI::Range(1, 100000))
                        ->capture_default_str();
  add_time_options(cmd, o->time, "per move for both players");
  cmd->add_option("--openings", o->openings_file,
                  "openings file: one 'FEN [moves ...]' or move list a line, each played with "
                  "both colours");
  cmd->add_option("--seed", o->seed, "seed for the low levels' randomness")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--concurrency", o->concurrency,
                  "games played at the same time (each engine searches on one thread; use at "
                  "most one game per core so that timing stays fair)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_flag("--record", o->record, "store every game in the records database");
  records_view::add_db_option(cmd, o->db);
  add_row_flag(cmd, "Weights", o->weights_a, "",
               "evaluation weights file (JSON, as 'xiangqi tune' writes) for the first player, an "
               "ai[:LEVEL]");
  add_row_flag(cmd, "Weights", o->weights_b, "-b", "evaluation weights file for the second player");
  add_eval_options(cmd, o->eval_a, o->eval_name_a, "", "the first player");
  add_eval_options(cmd, o->eval_b, o->eval_name_b, "-b", "the second player");
  add_sprt_options(cmd, o->sprt, "the first player");
  on_run(cmd, [o] { return run_match(*o); });
}

[[maybe_unused]] const bool match_command_registered = register_command("xiangqi", 50, add_match);

}  // namespace
}  // namespace gameai::cli
