// `gameai xiangqi datagen`: positions for training the evaluation network, from our engine's
// self-play or from stored games, labelled by its search.

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli.hpp"
#include "common/distributed.hpp"
#include "common/progress.hpp"
#include "common/timing.hpp"
#include "engine_flags.hpp"
#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_ai/datagen.hpp"
#include "xiangqi_ai/match.hpp"

namespace gameai::cli {
namespace {

using xiangqi_ai::nnue::PackedPosition;

// A game's positions as they travel to the root: index, result, plies, flags, then the records.
std::string encode_game(std::uint64_t index, const xiangqi_ai::DatagenGame& g) {
  std::string out(24 + g.positions.size() * xiangqi_ai::nnue::RECORD_BYTES, '\0');
  auto* p = reinterpret_cast<unsigned char*>(out.data());
  for (int i = 0; i < 8; ++i) p[i] = static_cast<unsigned char>(index >> (8 * i));
  p[8] = static_cast<unsigned char>(g.result);
  p[9] = g.adjudicated ? 1 : 0;
  for (int i = 0; i < 4; ++i) p[12 + i] = static_cast<unsigned char>(g.plies >> (8 * i));
  for (std::size_t i = 0; i < g.positions.size(); ++i)
    xiangqi_ai::nnue::encode(g.positions[i], p + 24 + i * xiangqi_ai::nnue::RECORD_BYTES);
  return out;
}

struct DecodedGame {
  std::uint64_t index = 0;
  xiangqi_ai::DatagenGame game;
};

DecodedGame decode_game(const std::string& text) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  DecodedGame d;
  for (int i = 0; i < 8; ++i) d.index |= std::uint64_t(p[i]) << (8 * i);
  d.game.result = static_cast<xiangqi::Result>(p[8]);
  d.game.adjudicated = p[9] != 0;
  std::uint32_t plies = 0;
  for (int i = 0; i < 4; ++i) plies |= std::uint32_t(p[12 + i]) << (8 * i);
  d.game.plies = static_cast<int>(plies);
  const std::size_t n = (text.size() - 24) / xiangqi_ai::nnue::RECORD_BYTES;
  for (std::size_t i = 0; i < n; ++i)
    d.game.positions.push_back(
        xiangqi_ai::nnue::decode(p + 24 + i * xiangqi_ai::nnue::RECORD_BYTES));
  return d;
}

// A game read from a file, to be labelled.
struct StoredGame {
  std::string fen;
  std::vector<std::string> moves;
  xiangqi::Result result = xiangqi::Result::None;
};

std::vector<StoredGame> read_stored_games(const std::vector<std::string>& paths,
                                          std::string& fingerprint_text) {
  std::vector<StoredGame> games;
  for (const std::string& path : paths) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path + ": cannot open the games file");
    std::ostringstream read_bytes;
    read_bytes << in.rdbuf();
    const std::string bytes = read_bytes.str();
    fingerprint_text += path + ":" + std::to_string(bytes.size()) + ";";
    std::vector<game_files::PgnGame> read;
    try {
      read = game_files::read_game_file(bytes, path);
    } catch (const game_files::RecordsError& e) {
      throw InputError(e.what());
    }
    for (const game_files::PgnGame& g : read) {
      if (!g.error.empty()) continue;
      StoredGame s;
      const std::string fen = g.tag("FEN");
      s.fen = fen.empty() ? std::string(xiangqi_ai::START_FEN) : fen;
      for (const auto& m : g.moves) s.moves.push_back(m.move);
      s.result = g.result == "1-0"       ? xiangqi::Result::RedWins
                 : g.result == "0-1"     ? xiangqi::Result::BlackWins
                 : g.result == "1/2-1/2" ? xiangqi::Result::Draw
                                         : xiangqi::Result::None;
      games.push_back(std::move(s));
    }
  }
  return games;
}

std::string rate_text(double per_second) {
  return common::format_si(per_second) + " positions/s";
}

// The command line of `datagen`.
struct DatagenCommandOptions {
  std::string out;
  std::uint64_t games = 1000;
  int threads = 1;
  double minutes = 0;
  std::string openings_file;
  std::string eval_name = "nnue";
  std::string net_file;
  std::vector<std::string> from_games;
  int skip_plies = 10;
  xiangqi_ai::DatagenOptions options;
};

int run_datagen(DatagenCommandOptions o) {
  xiangqi_ai::parse_evaluation(o.eval_name, o.options.evaluation);
  o.options.eval_file = o.net_file;
  std::string fingerprint_extra;
  std::vector<StoredGame> stored;
  if (!o.from_games.empty()) {
    stored = read_stored_games(o.from_games, fingerprint_extra);
    if (stored.empty()) throw InputError("--from-games: the files hold no readable game");
    o.games = stored.size();
    fingerprint_extra += "skip " + std::to_string(o.skip_plies);
  }
  if (!o.openings_file.empty()) {
    try {
      for (const xiangqi_ai::Opening& opening : xiangqi_ai::read_openings(o.openings_file))
        o.options.openings.push_back({opening.fen, opening.moves});
    } catch (const xiangqi_ai::OpeningsError& e) {
      throw InputError(e.what());
    }
  }
  o.options.min_random_plies = std::min(o.options.min_random_plies, o.options.max_random_plies);
  const unsigned workers = static_cast<unsigned>(o.threads);
  std::vector<std::unique_ptr<xiangqi_ai::Datagen>> players;
  try {
    for (unsigned t = 0; t < workers; ++t)
      players.push_back(std::make_unique<xiangqi_ai::Datagen>(o.options));
  } catch (const std::runtime_error& e) {
    throw InputError(flag_name("EvalFile") + ": " + e.what());
  }
  const std::string network = players[0]->network_name();
  const std::uint64_t fingerprint =
      xiangqi_ai::datagen_fingerprint(o.options, network + fingerprint_extra);

  // The root alone writes; it opens (or resumes) the file before any game.
  std::unique_ptr<xiangqi_ai::nnue::DataWriter> writer;
  std::uint64_t begin = 0;
  if (common::is_root()) {
    try {
      writer = std::make_unique<xiangqi_ai::nnue::DataWriter>(o.out, fingerprint);
    } catch (const xiangqi_ai::nnue::DataError& e) {
      throw InputError(e.what());
    }
    begin = writer->header().games;
    if (begin > 0)
      std::cerr << "datagen: " << o.out << " holds " << begin << " games ("
                << writer->header().positions << " positions); going on from game " << begin + 1
                << std::endl;
  }
  // Every process goes on from the root's count (element 0 of a shared array is the root's).
  if (common::process_count() > 1) common::share_bytes(&begin, sizeof begin, 1);
  const std::uint64_t start_games = begin;
  const std::uint64_t start_positions = writer ? writer->header().positions : 0;
  const common::Stopwatch clock;
  const bool distributed = common::process_count() > 1;
  const auto deadline_passed = [&] { return o.minutes > 0 && clock.seconds() >= o.minutes * 60; };

  std::uint64_t red = 0, black = 0, draws = 0, adjudicated = 0, plies = 0, played = 0;
  std::int64_t last_report = -1;
  std::uint64_t last_reported_games = ~std::uint64_t{0};
  // A line every ten seconds or so (after a round), and a last one unless it would repeat.
  const auto report_progress = [&](bool final) {
    const double seconds = clock.seconds();
    const auto tick = static_cast<std::int64_t>(seconds / 10);
    if (final ? begin == last_reported_games : tick == last_report) return;
    last_report = tick;
    last_reported_games = begin;
    const std::uint64_t done = begin - start_games;
    const std::uint64_t positions = writer ? writer->header().positions : 0;
    std::string eta;
    if (done > 0 && begin < o.games)
      eta = ", about " +
            common::format_duration(seconds * static_cast<double>(o.games - begin) /
                                    static_cast<double>(done)) +
            " left";
    std::cerr << "datagen: games " << begin << "/" << o.games << ", "
              << counted(positions, "position", "positions") << ", "
              << rate_text(static_cast<double>(positions - start_positions) /
                           std::max(seconds, 1e-3))
              << ", " << common::format_duration(seconds) << eta << std::endl;
  };

  // Appends finished games, in game order, to the file (the root's).
  const auto commit = [&](const std::vector<DecodedGame>& decoded) {
    std::vector<PackedPosition> records;
    for (const DecodedGame& d : decoded) {
      records.insert(records.end(), d.game.positions.begin(), d.game.positions.end());
      ++played;
      plies += static_cast<std::uint64_t>(d.game.plies);
      adjudicated += d.game.adjudicated ? 1 : 0;
      const auto winner = xiangqi::winning_side(d.game.result);
      ++(d.game.result == xiangqi::Result::None ? draws
         : !winner                              ? draws
         : *winner == xiangqi::RED              ? red
                                                : black);
    }
    try {
      writer->append(records, decoded.size());
    } catch (const xiangqi_ai::nnue::DataError& e) {
      throw InputError(e.what());
    }
    begin += decoded.size();
  };

  // Rounds of games: each process plays its share of the round on its threads, the root
  // appends the round in game order and rewrites the header. One process appends each game as
  // soon as the games before it are written, so that a killed run loses only the games under
  // way (and those finished after one still under way); under mpirun a killed run loses its
  // round. Ctrl-C stops the claiming of new games: the games under way end and are written.
  const InterruptGuard guard;
  const std::atomic<bool>& interrupted = interrupt_flag();
  const std::uint64_t round = 32 * workers * static_cast<std::uint64_t>(common::process_count());
  while (begin < o.games) {
    const std::uint64_t end = std::min(o.games, begin + round);
    std::vector<std::uint64_t> mine;
    for (std::uint64_t i = begin; i < end; ++i)
      if (common::owns_job(i)) mine.push_back(i);
    std::vector<std::string> results(mine.size());
    std::vector<xiangqi_ai::DatagenGame> done_games(distributed ? 0 : mine.size());
    std::vector<char> done(mine.size(), 0);
    std::size_t written = 0;
    std::mutex write_mutex;
    std::atomic<std::size_t> next{0};
    std::vector<std::thread> pool;
    std::exception_ptr failure;
    std::mutex failure_mutex;
    for (unsigned t = 0; t < workers; ++t)
      pool.emplace_back([&, t] {
        for (;;) {
          // One process stops claiming games at the deadline; the games claimed are the
          // round's first ones, so the file stays a run of whole games.
          if ((!distributed && deadline_passed()) || interrupted.load()) return;
          const std::size_t k = next.fetch_add(1);
          if (k >= mine.size()) return;
          try {
            const std::uint64_t index = mine[k];
            const xiangqi_ai::DatagenGame g =
                stored.empty() ? players[t]->play(index)
                               : players[t]->label(stored[index].fen, stored[index].moves,
                                                   stored[index].result, o.skip_plies);
            std::lock_guard lock(write_mutex);
            if (distributed) {
              results[k] = encode_game(index, g);
              done[k] = 1;
              continue;
            }
            // One process: this game and the finished ones after it, while they follow on.
            done_games[k] = g;
            done[k] = 1;
            std::vector<DecodedGame> run;
            for (; written < mine.size() && done[written]; ++written)
              run.push_back({mine[written], std::move(done_games[written])});
            if (!run.empty()) commit(run);
          } catch (...) {
            std::lock_guard lock(failure_mutex);
            if (!failure) failure = std::current_exception();
            return;
          }
        }
      });
    for (auto& t : pool) t.join();
    if (failure) std::rethrow_exception(failure);
    if (!distributed) {
      report_progress(false);
    } else {
      std::vector<std::string> finished;
      for (std::size_t k = 0; k < mine.size() && done[k]; ++k) finished.push_back(results[k]);
      finished = common::gather_on_root(finished);
      if (common::is_root()) {
        std::vector<DecodedGame> decoded;
        for (const std::string& text : finished) decoded.push_back(decode_game(text));
        std::sort(decoded.begin(), decoded.end(),
                  [](const DecodedGame& a, const DecodedGame& b) { return a.index < b.index; });
        std::size_t count = 0;
        while (count < decoded.size() && decoded[count].index == begin + count) ++count;
        decoded.resize(count);  // only a run of whole games is written
        commit(decoded);
        report_progress(false);
      } else {
        begin = end;
      }
    }
    const bool stop =
        common::broadcast_from_root(deadline_passed() || interrupted.load() || begin < end);
    if (stop) break;
  }
  if (!common::is_root()) return interrupted.load() ? interrupted_status() : EXIT_OK;
  report_progress(true);
  const std::uint64_t positions = writer->header().positions - start_positions;
  char summary[240];
  std::snprintf(summary, sizeof summary,
                "Wrote %llu positions from %llu games (red won %llu, black %llu, %llu drawn or "
                "unknown; %llu adjudicated; %.0f plies a game) to ",
                static_cast<unsigned long long>(positions), static_cast<unsigned long long>(played),
                static_cast<unsigned long long>(red), static_cast<unsigned long long>(black),
                static_cast<unsigned long long>(draws),
                static_cast<unsigned long long>(adjudicated),
                played == 0 ? 0.0 : static_cast<double>(plies) / static_cast<double>(played));
  std::cout << summary << o.out << " in " << common::format_duration(clock.seconds())
            << "; it holds " << writer->header().games << " games, " << writer->header().positions
            << " positions\n";
  if (interrupted.load()) {
    std::cout << "interrupted: the games under way were ended and written; run the same "
                 "command to go on"
              << std::endl;
    return interrupted_status();
  }
  return EXIT_OK;
}

}  // namespace

void add_datagen_command(CLI::App& xq) {
  auto o = std::make_shared<DatagenCommandOptions>();
  auto* cmd = xq.add_subcommand(
      "datagen",
      "write positions for training the evaluation network: our engine's self-play games (or "
      "stored games with --from-games), each position scored by its search");
  cmd->add_option("--out", o->out,
                  "positions file to write, or to go on with when it exists (32 bytes a "
                  "position; docs/nnue.md)")
      ->required();
  cmd->add_option("--games", o->games,
                  "games to play in all (a resumed file counts the games it holds); with "
                  "--from-games, every game of the files")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1000000000}))
      ->capture_default_str();
  cmd->add_option("--nodes", o->options.nodes, "nodes searched for each move")
      ->check(CLI::Range(std::uint64_t{100}, std::uint64_t{1000000000}))
      ->capture_default_str();
  cmd->add_option("--depth", o->options.depth, "depth cap of each search (0: none)")
      ->check(CLI::Range(0, 64))
      ->capture_default_str();
  cmd->add_option("--seed", o->options.seed, "seed: game i depends only on the seed and i")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--threads", o->threads, "games played at a time (each search on one thread)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--minutes", o->minutes,
                  "stop after about this long (the file is whole; run again to go on)")
      ->check(number_in(0.0, 1e7));
  cmd->add_option("--openings", o->openings_file,
                  "openings file ('FEN [moves ...]' or moves, one a line): half the games "
                  "start from one of its lines");
  cmd->add_option("--book-share", o->options.book_share,
                  "share of games that go on with moves of the opening book")
      ->check(number_in(0.0, 1.0))
      ->capture_default_str();
  cmd->add_option("--random-plies", o->options.max_random_plies,
                  "random moves after the opening: 2 to this many")
      ->check(CLI::Range(2, 40))
      ->capture_default_str();
  add_row_flag(cmd, "Evaluation", o->eval_name, "", "evaluation of the searches: nnue or classical")
      ->capture_default_str();
  add_row_flag(cmd, "EvalFile", o->net_file, "",
               "network file for --eval nnue (default: the built-in one)");
  cmd->add_option("--from-games", o->from_games,
                  "label the positions of these games (PGN or XQF, as 'records export' or "
                  "'records import' read them) instead of playing")
      ->type_name("FILE");
  cmd->add_option("--skip-plies", o->skip_plies, "with --from-games: leave out the first plies")
      ->check(CLI::Range(0, 1000))
      ->capture_default_str();
  on_run(cmd, [o] { return run_datagen(*o); });
}

[[maybe_unused]] const bool datagen_command_registered =
    register_command("xiangqi", 74, add_datagen_command);

}  // namespace gameai::cli
