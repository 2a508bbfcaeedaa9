// `gameai xiangqi tune-data`: training positions for `gameai xiangqi tune` from our engine's own
// games, labelled by its own deeper search.

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "common/distributed.hpp"
#include "common/progress.hpp"
#include "common/timing.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_ai/tune_data.hpp"

namespace gameai::cli {
namespace {

// One game's share of the file, as it travels from its process to the root under mpirun.
struct GameLines {
  std::uint64_t index = 0;
  xiangqi::Result result = xiangqi::Result::Draw;
  int plies = 0;
  std::size_t positions = 0;
  std::string lines;  // "FEN;SCORE\n" for each position

  std::string encode() const {
    return std::to_string(index) + ' ' + std::to_string(static_cast<int>(result)) + ' ' +
           std::to_string(plies) + ' ' + std::to_string(positions) + '\n' + lines;
  }
  static GameLines decode(const std::string& text) {
    GameLines g;
    const auto end = text.find('\n');
    std::istringstream head(text.substr(0, end));
    int result = 0;
    head >> g.index >> result >> g.plies >> g.positions;
    g.result = static_cast<xiangqi::Result>(result);
    g.lines = text.substr(end + 1);
    return g;
  }
};

std::string score_text(double cp) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.0f", cp);
  return buf;
}

// The command line of `tune-data`.
struct TuneDataCommandOptions {
  std::string out;
  int games = 100;
  int threads = 1;
  xiangqi_ai::TuneDataOptions options;
};

int run_tune_data(const TuneDataCommandOptions& o) {
  // The root alone writes: open the file before hours of games, to fail at once.
  std::ofstream file;
  if (common::is_root()) {
    file.open(o.out, std::ios::binary);
    if (!file) throw InputError(o.out + ": cannot write the positions file");
  }
  const auto count = static_cast<std::size_t>(o.games);
  std::size_t mine = 0;
  for (std::size_t i = 0; i < count; ++i) mine += common::owns_job(i) ? 1 : 0;
  std::vector<std::unique_ptr<xiangqi_ai::TuneDataPlayer>> players;
  for (int t = 0; t < o.threads; ++t)
    players.push_back(std::make_unique<xiangqi_ai::TuneDataPlayer>(o.options));
  // Progress on stderr, from the root (under mpirun: its own share of the games).
  std::atomic<std::size_t> positions{0};
  common::ProgressMeter meter(
      mine,
      [](const common::ProgressSnapshot& p) {
        if (!common::is_root()) return;
        std::string eta;
        if (p.done > 0 && p.done < p.total)
          eta = ", about " +
                common::format_duration(p.elapsed_seconds * static_cast<double>(p.total - p.done) /
                                        static_cast<double>(p.done)) +
                " left";
        std::cerr << "tune-data: games " << p.done << "/" << p.total << ", " << p.detail << ", "
                  << common::format_duration(p.elapsed_seconds) << eta << std::endl;
      },
      10000);
  std::vector<GameLines> played(count);
  const common::Stopwatch clock;
  common::distributed_for(
      count, static_cast<unsigned>(o.threads), [&](std::size_t index, unsigned worker) {
        const auto game = players[worker]->play(index);
        GameLines& g = played[index];
        g.index = index;
        g.result = game.result;
        g.plies = game.plies;
        g.positions = game.samples.size();
        for (const auto& s : game.samples) g.lines += s.fen + ';' + score_text(s.target) + '\n';
        positions += g.positions;
        meter.advance(1, [&] { return counted(positions.load(), "position", "positions"); });
      });
  meter.finish(counted(positions.load(), "position", "positions"));
  // Every game's lines to the root, which writes them in game order.
  std::vector<std::string> texts;
  for (std::size_t i = 0; i < count; ++i)
    if (common::owns_job(i)) texts.push_back(played[i].encode());
  texts = common::gather_on_root(texts);
  if (!common::is_root()) return EXIT_OK;
  std::vector<GameLines> all;
  for (const std::string& t : texts) all.push_back(GameLines::decode(t));
  std::sort(all.begin(), all.end(),
            [](const GameLines& a, const GameLines& b) { return a.index < b.index; });
  std::size_t total = 0, plies = 0;
  int red = 0, black = 0, draws = 0;
  for (const GameLines& g : all) {
    file << g.lines;
    total += g.positions;
    plies += static_cast<std::size_t>(g.plies);
    const auto winner = xiangqi::winning_side(g.result);
    ++(!winner ? draws : *winner == xiangqi::RED ? red : black);
  }
  file.flush();
  if (!file) throw InputError(o.out + ": could not write all positions (disk full?)");
  char summary[200];
  std::snprintf(summary, sizeof summary,
                "Wrote %zu positions from %d games (red won %d, black %d, %d drawn; %.0f plies "
                "a game) to ",
                total, o.games, red, black, draws,
                all.empty() ? 0.0 : static_cast<double>(plies) / static_cast<double>(all.size()));
  std::cout << summary << o.out << " in " << common::format_duration(clock.seconds()) << "\n";
  return EXIT_OK;
}

}  // namespace

void add_tune_data_command(CLI::App& xq) {
  auto o = std::make_shared<TuneDataCommandOptions>();
  auto* cmd = xq.add_subcommand(
      "tune-data",
      "play our engine against itself and write positions labelled by its own deeper search, "
      "for 'gameai xiangqi tune'");
  cmd->add_option("--out", o->out,
                  "file to write: 'FEN;SCORE' lines, the score in centipawns for "
                  "the side to move")
      ->required();
  cmd->add_option("--games", o->games, "self-play games to play")
      ->check(CLI::Range(1, 10000000))
      ->capture_default_str();
  cmd->add_option("--nodes", o->options.nodes, "nodes searched for each move of the games")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1000000000}))
      ->capture_default_str();
  cmd->add_option("--depth", o->options.depth, "depth of the search that scores each position")
      ->check(CLI::Range(1, 30))
      ->capture_default_str();
  cmd->add_option("--seed", o->options.seed,
                  "seed: game i depends only on the seed and i (its random opening moves, the "
                  "positions sampled)")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--threads", o->threads, "games played at a time (each engine on one thread)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--blend", o->options.blend,
                  "share L of the game's result in each score: p = (1-L)/(1+exp(-S/400)) + "
                  "L*R, with S the search score and R 1, 0.5 or 0 as the side to move won, drew "
                  "or lost; the score written is 400*ln(p/(1-p)), within +-2000")
      ->check(number_in(0.0, 1.0))
      ->capture_default_str();
  cmd->add_option("--sample", o->options.sample_share,
                  "chance that a position past the opening plies is kept")
      ->check(number_in(0.01, 1.0))
      ->capture_default_str();
  on_run(cmd, [o] { return run_tune_data(*o); });
}

[[maybe_unused]] const bool tune_data_command_registered =
    register_command("xiangqi", 70, add_tune_data_command);

}  // namespace gameai::cli
