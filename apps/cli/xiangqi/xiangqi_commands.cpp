// `gameai xiangqi ...`: perft, analyse, status, play and match on the command line.

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <sstream>

#include "board_view.hpp"
#include "book_command.hpp"
#include "cli.hpp"
#include "common/distributed.hpp"
#include "common/elo.hpp"
#include "common/progress.hpp"
#include "common/sprt.hpp"
#include "common/timing.hpp"
#include "datagen_command.hpp"
#include "game_runner.hpp"
#include "players.hpp"
#include "records/xiangqi_recorder.hpp"
#include "records_view.hpp"
#include "terminal_player.hpp"
#include "train_command.hpp"
#include "tune_data_command.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/perft.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/nnue.hpp"
#include "xiangqi_ai/tuner.hpp"
#include "xiangqi_ai/weights.hpp"

namespace gameai::cli {
namespace {

using xiangqi_ai::inspect_game;

// An evaluation weights file; a file that does not read is an input error naming the file and
// the key (after `context`, e.g. the option that named it).
xiangqi_ai::EvalWeights read_weights(const std::string& path, const std::string& context = {}) {
  try {
    return xiangqi_ai::EvalWeights::load(path);
  } catch (const std::runtime_error& e) {
    throw InputError(context + e.what());
  }
}

// --eval and --net (with `suffix`, e.g. "-b", for a second player) on a command.
void add_eval_options(CLI::App* cmd, PlayerEval& eval, std::string& eval_name,
                      const std::string& suffix, const std::string& whom) {
  cmd->add_option("--eval" + suffix, eval_name,
                  "evaluation of " + whom + ": nnue (the network, default) or classical")
      ->check(CLI::IsMember({"nnue", "classical"}));
  cmd->add_option("--net" + suffix, eval.net_file,
                  "network file for " + whom + " (default: the built-in network)")
      ->type_name("FILE");
}

// The evaluation options as given; a network file that does not read is an input error.
PlayerEval resolved_eval(PlayerEval eval, const std::string& eval_name, const std::string& option) {
  if (!eval_name.empty()) xiangqi_ai::parse_evaluation(eval_name, eval.evaluation);
  if (!eval.net_file.empty() && eval.evaluation == xiangqi_ai::Evaluation::Network) {
    try {
      xiangqi_ai::nnue::Network::load(eval.net_file);
    } catch (const xiangqi_ai::nnue::NetworkError& e) {
      throw InputError(option + ": " + e.what());
    }
  }
  return eval;
}

std::string resolve_fen(const std::string& fen) {
  return fen == "startpos" ? std::string(xiangqi_ai::START_FEN) : fen;
}

// "red wins", "black wins" or "draw", as `status` and `play` print a result.
std::string result_words(xiangqi::Result r) {
  if (r == xiangqi::Result::Draw) return "draw";
  return std::string(xiangqi::result_name(r)) + " wins";
}

// The result and how it came: "red wins: black is checkmated" as the rules word it, or
// "black wins (red loses: human resigned)" when the words say it from the other side.
std::string result_text(xiangqi::Result r, const std::string& text) {
  const std::string words = result_words(r);
  if (text.rfind(words, 0) == 0) return text;
  return text.empty() ? words : words + " (" + text + ")";
}

std::string json_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += c;
    }
  }
  return out;
}

std::string score_text(const xiangqi_ai::Score& s) {
  if (s.is_mate()) return "mate " + std::to_string(s.mate);
  std::ostringstream out;
  out << std::showpos << std::fixed << std::setprecision(2) << s.cp / 100.0;
  return out.str();
}

std::string elo_text(double v) {
  if (std::isinf(v)) return v > 0 ? "+inf" : "-inf";
  std::ostringstream out;
  out << std::showpos << std::fixed << std::setprecision(1) << v;
  return out.str();
}

void add_perft(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("perft", "count the move sequences of DEPTH plies from FEN");
  static std::string fen;
  static int depth = 1;
  static bool divide = false;
  cmd->add_option("fen", fen, "the position (FEN, or 'startpos')")->required();
  cmd->add_option("depth", depth, "plies to count")->required()->check(CLI::Range(1, 12));
  cmd->add_flag("--divide", divide, "also print the count below each legal move");
  on_run(cmd, [] {
    xiangqi::StateInfo st;
    xiangqi::Position pos;
    std::string error;
    if (!pos.set(resolve_fen(fen), &st, &error)) throw InputError("bad FEN: " + error);
    common::Stopwatch clock;
    std::uint64_t total = 0;
    if (divide) {
      for (const auto& e : xiangqi::perft_divide(pos, depth)) {
        std::cout << xiangqi::to_iccs(e.move) << ": " << e.nodes << "\n";
        total += e.nodes;
      }
      std::cout << "\n";
    } else {
      total = xiangqi::perft(pos, depth);
    }
    const double seconds = clock.seconds();
    std::cout << "Nodes searched: " << total << "\n"
              << "Time: " << std::fixed << std::setprecision(3) << seconds << " s\n"
              << "Nodes/second: " << common::format_si(seconds > 0 ? total / seconds : 0) << "\n";
    return EXIT_OK;
  });
}

void add_analyse(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("analyse", "search a position and print score and best line");
  static std::string fen;
  static std::vector<std::string> moves;
  static int depth = 0;
  static std::int64_t movetime = 0;
  static int threads = 1;
  static int hash = 64;
  static int multipv = 1;
  static std::string weights;
  static PlayerEval eval;
  static std::string eval_name;
  cmd->add_option("fen", fen, "the position (FEN, or 'startpos')")->required();
  cmd->add_option("--weights", weights,
                  "classical evaluation weights (JSON; omitted fields keep defaults)");
  add_eval_options(cmd, eval, eval_name, "", "the search");
  cmd->add_option("--moves", moves, "moves played from the FEN (ICCS, e.g. h2e2)");
  auto* d = cmd->add_option("--depth", depth, "search this many plies")->check(CLI::Range(1, 100));
  cmd->add_option("--movetime", movetime, "search this many milliseconds (default 3000)")
      ->check(CLI::Range(1, 86400000))
      ->excludes(d);
  cmd->add_option("--threads", threads, "search threads")->check(CLI::Range(1, 64));
  cmd->add_option("--hash", hash, "transposition table size in MiB")->check(CLI::Range(1, 4096));
  cmd->add_option("--multipv", multipv, "show this many best lines, best first")
      ->check(CLI::Range(1, xiangqi_ai::MAX_MULTIPV));
  on_run(cmd, [] {
    xiangqi_ai::Engine engine;
    engine.set_multipv(multipv);
    const std::string problem = engine.set_position(resolve_fen(fen), moves);
    if (!problem.empty()) throw InputError(problem);
    engine.set_threads(threads);
    engine.set_hash_mb(static_cast<std::size_t>(hash));
    if (!weights.empty()) {
      engine.set_weights(read_weights(weights));
    }
    const PlayerEval chosen = resolved_eval(eval, eval_name, "--net");
    engine.set_evaluation(chosen.evaluation);
    if (const std::string refused = engine.set_eval_file(chosen.net_file); !refused.empty())
      throw InputError("--net: " + refused);
    engine.on_info([](const xiangqi_ai::SearchInfo& info) {
      std::cout << "depth " << std::setw(2) << info.depth;
      if (multipv > 1) std::cout << "  line " << info.multipv;
      std::cout << "  score " << std::setw(7) << score_text(info.score) << "  nodes "
                << std::setw(9) << info.nodes << "  nps " << std::setw(7)
                << common::format_si(static_cast<double>(info.nps)) << "  time " << info.time_ms
                << " ms  pv";
      for (const auto& m : info.pv) std::cout << ' ' << m;
      std::cout << std::endl;
    });
    xiangqi_ai::SearchLimits limits;
    limits.depth = depth;
    limits.movetime_ms = depth == 0 && movetime == 0 ? 3000 : movetime;
    const auto best = engine.search(limits);
    if (best.move.empty()) {
      std::cout << "no legal move: the side to move has lost\n";
      return EXIT_OK;
    }
    std::cout << "bestmove " << best.move;
    if (!best.ponder.empty()) std::cout << " ponder " << best.ponder;
    std::cout << "  (score " << score_text(best.score) << ", depth " << best.depth << ")\n";
    return EXIT_OK;
  });
}

void add_status(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("status", "play MOVEs from FEN and say whether the game is over");
  static std::string fen;
  static std::vector<std::string> moves;
  static bool json = false;
  cmd->add_option("fen", fen, "the position (FEN, or 'startpos')")->required();
  cmd->add_option("moves", moves, "moves in ICCS (h2e2)");
  cmd->add_flag("--json", json, R"(print {"over":..,"result":..,"reason":..})");
  on_run(cmd, [] {
    const auto report = inspect_game(resolve_fen(fen), moves);
    if (!report.error.empty()) throw InputError(report.error);
    if (json) {
      const std::string result(xiangqi::result_name(report.result));
      std::cout << "{\"over\":" << (report.over ? "true" : "false")
                << ",\"result\":" << (report.over ? "\"" + result + "\"" : std::string("null"))
                << ",\"reason\":\"" << json_escape(report.over ? report.text : "in progress")
                << "\"}\n";
    } else if (report.over) {
      std::cout << "over: " << result_text(report.result, report.text) << "\n";
    } else {
      std::cout << "in progress: " << (report.red_to_move ? "red" : "black") << " to move\n"
                << "fen: " << report.fen << "\n";
    }
    return EXIT_OK;
  });
}

// `text` as a sentence, with the sides' names capitalised ("Black wins: Red is checkmated").
std::string capitalise_sides(std::string text) {
  if (!text.empty()) text[0] = char(std::toupper(static_cast<unsigned char>(text[0])));
  for (const std::string side : {"red", "black"}) {
    for (std::size_t at = text.find(side); at != std::string::npos; at = text.find(side, at + 1)) {
      const auto letter = [&](std::size_t i) {
        return std::isalpha(static_cast<unsigned char>(text[i])) != 0;
      };
      const std::size_t end = at + side.size();
      if ((at == 0 || !letter(at - 1)) && (end == text.size() || !letter(end)))
        text[at] = char(std::toupper(static_cast<unsigned char>(text[at])));
    }
  }
  return text;
}

void add_play(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("play", "play a game: people, our engine or other engines");
  static std::string red = "human", black = "ai";
  static std::string fen = std::string(xiangqi_ai::START_FEN);
  static std::int64_t movetime = 1000;
  static bool letters = false;
  static std::uint64_t seed = 0;
  static std::string notation_name;
  const char* players = "human, ai[:LEVEL 1-10], minimax[:DEPTH], uci:COMMAND or ucci:COMMAND";
  cmd->add_option("--red", red, std::string("red player: ") + players)->capture_default_str();
  cmd->add_option("--black", black, std::string("black player: ") + players)->capture_default_str();
  cmd->add_option("--fen", fen, "start position");
  cmd->add_option("--movetime", movetime, "milliseconds per computer move (and per hint)")
      ->check(CLI::Range(1, 3600000))
      ->capture_default_str();
  cmd->add_flag("--letters", letters,
                "draw pieces as letters instead of Chinese characters (and print moves in WXF)");
  cmd->add_option("--notation", notation_name,
                  "print moves as chinese, wxf, iccs or xboard until a person types another "
                  "(default: chinese, wxf with --letters)")
      ->check(CLI::IsMember({"chinese", "wxf", "iccs", "xboard"}, CLI::ignore_case));
  cmd->add_option("--seed", seed, "seed for the low levels' randomness (default: random)")
      ->check(whole_number<std::uint64_t>());
  static bool record = false;
  static std::string db;
  cmd->add_flag("--record", record, "store the game, move by move, in the records database");
  records_view::add_db_option(cmd, db);
  static PlayerEval eval;
  static std::string eval_name;
  add_eval_options(cmd, eval, eval_name, "", "the ai players");
  on_run(cmd, [] {
    const std::uint64_t s = seed != 0 ? seed : std::random_device{}();
    const PlayerEval chosen = resolved_eval(eval, eval_name, "--net");
    const char* no_color = std::getenv("NO_COLOR");
    Terminal terminal{std::cin, std::cout, {}, xiangqi::Notation::Chinese};
    terminal.style.chinese = !letters;
    terminal.style.colour = stdout_is_terminal() && (no_color == nullptr || *no_color == '\0');
    // A person playing Black alone sees the board from Black's side.
    terminal.style.flipped = black == "human" && red != "human";
    if (letters) terminal.notation = xiangqi::Notation::Wxf;
    if (!notation_name.empty()) terminal.notation = *xiangqi::parse_notation_name(notation_name);
    auto red_player = make_player(red, s, &terminal, nullptr, {}, &chosen);
    auto black_player = make_player(black, s + 1, &terminal, nullptr, {}, &chosen);
    const std::string start = resolve_fen(fen);
    if (const auto r = inspect_game(start, {}); !r.error.empty()) throw InputError(r.error);
    std::unique_ptr<records::Store> store;
    std::optional<records::XiangqiRecorder> recorder;
    if (record) {
      store = records_view::open_store(db, records_view::Create::Yes);
      records::XiangqiSetup setup;
      setup.start_fen = start;
      setup.red = records::xiangqi_player(red, movetime);
      setup.black = records::xiangqi_player(black, movetime);
      // Moves come seconds apart: commit each one, so a killed session loses none.
      recorder.emplace(*store, setup, records::RecorderOptions{.batch_size = 1});
    }
    MovePrinter printer(terminal, start);
    const auto outcome = play_game(
        *red_player, *black_player, start, {}, movetime,
        [&](const std::vector<std::string>& moves, const records::XiangqiMove& last) {
          printer.moved(moves.back());
          if (recorder) recorder->add_move(last);
        },
        [&](const std::vector<std::string>& moves, const std::vector<std::string>& taken_back) {
          printer.took_back(taken_back);
          if (recorder) recorder->rewrite(static_cast<std::int64_t>(moves.size()), {});
        });
    // A game a player left stays unfinished in the records, as one cut off would.
    if (recorder && outcome.result != xiangqi::Result::None)
      recorder->finish(outcome.result, outcome.text, outcome.final_fen);
    if (!terminal.board_is_current)
      std::cout << render_board(printer.game().position(), printer.game().last_move(),
                                terminal.style);
    if (outcome.result == xiangqi::Result::None)
      std::cout << "Unfinished: " << capitalise_sides(outcome.text) << "\n";
    else
      std::cout << capitalise_sides(result_text(outcome.result, outcome.text)) << "\n";
    return EXIT_OK;
  });
}

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
  explicit MatchSprt(common::PairSprt sprt) : sprt_(std::move(sprt)) {}

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

void add_match(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("match", "play games between two players and estimate Elo");
  static std::string first, second, openings_file;
  static int games = 10;
  static std::int64_t movetime = 300;
  static std::uint64_t seed = 1;
  cmd->add_option("first", first, "first player (its W/D/L and Elo are reported)")->required();
  cmd->add_option("second", second, "second player")->required();
  auto* games_option =
      cmd->add_option("--games", games,
                      "number of games (colours alternate); with --sprt the most to play "
                      "(default then 20000)")
          ->check(CLI::Range(1, 100000))
          ->capture_default_str();
  cmd->add_option("--movetime", movetime, "milliseconds per move for both players")
      ->check(CLI::Range(1, 3600000))
      ->capture_default_str();
  cmd->add_option("--openings", openings_file,
                  "openings file: one 'FEN [moves ...]' or move list a line, each played with "
                  "both colours");
  cmd->add_option("--seed", seed, "seed for the low levels' randomness")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  static int concurrency = 1;
  cmd->add_option("--concurrency", concurrency,
                  "games played at the same time (each engine searches on one thread; use at "
                  "most one game per core so that timing stays fair)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  static bool record = false;
  static std::string db;
  cmd->add_flag("--record", record, "store every game in the records database");
  records_view::add_db_option(cmd, db);
  static std::string weights_a, weights_b;
  cmd->add_option("--weights", weights_a,
                  "evaluation weights file (JSON, as 'xiangqi tune' writes) for the first player, "
                  "an ai[:LEVEL]")
      ->type_name("FILE");
  cmd->add_option("--weights-b", weights_b, "evaluation weights file for the second player")
      ->type_name("FILE");
  static PlayerEval eval_a, eval_b;
  static std::string eval_name_a, eval_name_b;
  add_eval_options(cmd, eval_a, eval_name_a, "", "the first player");
  add_eval_options(cmd, eval_b, eval_name_b, "-b", "the second player");
  static SprtOptions sprt_options;
  add_sprt_options(cmd, sprt_options, "the first player");
  on_run(cmd, [games_option] {
    std::optional<MatchSprt> sprt;
    if (auto test = make_sprt(sprt_options)) {
      sprt.emplace(std::move(*test));
      if (games_option->count() == 0) games = 20000;
    }
    std::vector<Opening> openings;
    if (!openings_file.empty()) openings = read_openings(openings_file);
    if (record && common::process_count() > 1)
      throw UsageError("--record stores games from one process: run it without mpirun");
    std::unique_ptr<records::Store> store;
    if (record) store = records_view::open_store(db, records_view::Create::Yes);
    if (first == "human" || second == "human")
      throw UsageError("match is for computer players; use 'play' to play yourself");
    // Weights files are read once, before any game: a bad file stops the match at the start.
    std::optional<xiangqi_ai::EvalWeights> first_weights, second_weights;
    if (!weights_a.empty()) first_weights = read_weights(weights_a, "--weights: ");
    if (!weights_b.empty()) second_weights = read_weights(weights_b, "--weights-b: ");
    const PlayerEval first_eval = resolved_eval(eval_a, eval_name_a, "--net");
    const PlayerEval second_eval = resolved_eval(eval_b, eval_name_b, "--net-b");
    const auto base_name = [](const std::string& path) {
      return std::filesystem::path(path).filename().string();
    };
    std::string first_name, second_name;
    const auto make_pair = [&](int slot) {
      PlayerPair pair{
          make_player(first, first_seed(seed, slot), nullptr,
                      first_weights ? &*first_weights : nullptr, base_name(weights_a), &first_eval),
          make_player(second, second_seed(seed, slot), nullptr,
                      second_weights ? &*second_weights : nullptr, base_name(weights_b),
                      &second_eval)};
      first_name = pair.first->name();
      second_name = pair.second->name();
      return pair;
    };
    int w = 0, d = 0, l = 0, played = 0;
    const auto print = [&](const EndedGame& g) {
      const int points = first_half_points(g);
      ++(points == 2 ? w : points == 1 ? d : l);
      ++played;
      std::cout << "game " << g.index + 1 << "/" << games << ": " << g.red << " (red) vs "
                << g.black << " (black): " << xiangqi::result_score(g.result) << " {" << g.text
                << "} " << counted(g.plies, "ply", "plies") << "  [W/D/L " << w << "/" << d << "/"
                << l << "]" << std::endl;
      if (sprt && sprt->add(g)) std::cout << sprt->status() << std::endl;
    };
    const bool distributed = common::process_count() > 1;
    // Games waiting to be printed in game order: under mpirun or in an SPRT's round.
    std::vector<std::string> ended;
    const GameReporter report = [&](int index, const std::string& red, const std::string& black,
                                    const Opening& opening, const GameOutcome& o) {
      if (store) {
        const bool a_red = index % 2 == 0;
        records::XiangqiSetup setup;
        setup.start_fen = opening.fen;
        setup.red = records::xiangqi_player(a_red ? first : second, movetime);
        setup.black = records::xiangqi_player(a_red ? second : first, movetime);
        records::record_xiangqi_moves(*store, setup, o.details, o.result, o.text, o.final_fen);
      }
      const EndedGame g{index, red, black, o.result, o.text, o.moves.size()};
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
    if (sprt) {
      // Rounds of `concurrency` pairs per process; the root decides after each round whether
      // the match goes on, so the games counted do not depend on the number of processes.
      const int slots = std::max(1, concurrency);
      std::vector<PlayerPair> pairs;
      for (int slot = 0; slot < slots; ++slot) pairs.push_back(make_pair(slot));
      const int round = 2 * slots * common::process_count();
      for (int begin = 0; begin < games; begin += round) {
        play_games(pairs, begin, std::min(games, begin + round), movetime, openings, report, seed);
        if (common::broadcast_from_root(print_in_order())) break;
      }
    } else {
      run_match(make_pair, concurrency, games, movetime, openings, report, seed);
      if (distributed) print_in_order();
    }
    if (!common::is_root()) return EXIT_OK;
    const auto elo = common::estimate_elo(w, d, l);
    std::cout << "Score of " << first_name << " vs " << second_name << ": W/D/L " << w << "/" << d
              << "/" << l << " (" << std::fixed << std::setprecision(1) << 100 * elo.score
              << " %)\n"
              << "Elo difference: " << elo_text(elo.difference) << " +/- "
              << (std::isinf(elo.error_95) ? std::string("inf") : elo_text(elo.error_95).substr(1))
              << " (95 % confidence)\n";
    if (sprt) {
      std::cout << sprt->status() << "\n";
      std::cout << sprt_verdict_text(sprt->test(), played) << "\n";
    }
    return EXIT_OK;
  });
}

void add_tune(CLI::App& xq) {
  auto* cmd = xq.add_subcommand(
      "tune", "fit the evaluation weights to scored positions and write them as a weights file");
  static std::string data, out, start_file;
  static xiangqi_ai::TuneOptions options;
  cmd->add_option("positions", data,
                  "training file: 'FEN;SCORE' lines, the score in centipawns for the side to "
                  "move ('gameai xiangqi tune-data' writes one)")
      ->required();
  cmd->add_option("--out", out, "weights file to write (JSON, for the engine's Weights option)")
      ->required();
  cmd->add_option("--start", start_file, "weights to start from (default: the built-in ones)");
  cmd->add_option("--epochs", options.epochs, "passes of gradient descent")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--rate", options.learning_rate, "step size in centipawns")
      ->check(number_in(0.001, 100.0))
      ->capture_default_str();
  cmd->add_option("--eval-scale", options.eval_scale,
                  "our centipawns per unit of the logistic curve")
      ->check(number_in(10.0, 10000.0))
      ->capture_default_str();
  cmd->add_option("--target-scale", options.target_scale,
                  "the scores' centipawns per logistic unit (default: fitted to the starting "
                  "weights)")
      ->check(number_in(10.0, 10000.0));
  cmd->add_option("--validation", options.validation_share,
                  "share of positions held out to measure over-fitting")
      ->check(number_in(0.0, 0.5))
      ->capture_default_str();
  cmd->add_option("--l2", options.regularisation,
                  "penalty on each weight's squared change from the start, per 100 cp (keeps "
                  "rarely seen table entries near their start)")
      ->check(number_in(0.0, 1.0))
      ->capture_default_str();
  static bool keep_tactical = false;
  cmd->add_flag("--keep-tactical", keep_tactical,
                "also use positions where a capture wins material at once");
  on_run(cmd, [] {
    options.skip_tactical = !keep_tactical;
    std::vector<xiangqi_ai::TuneSample> samples;
    xiangqi_ai::EvalWeights start = xiangqi_ai::EvalWeights::defaults();
    try {
      samples = xiangqi_ai::load_tune_samples(data);
      if (!start_file.empty()) start = xiangqi_ai::EvalWeights::load(start_file);
    } catch (const std::runtime_error& e) {
      throw InputError(e.what());
    }
    std::cout << "Read " << samples.size() << " positions from " << data << std::endl;
    const auto report =
        xiangqi_ai::tune_weights(samples, start, options, [](const xiangqi_ai::TuneProgress& p) {
          std::cout << "epoch " << p.epoch << "/" << options.epochs << ": error " << std::fixed
                    << std::setprecision(6) << p.train_error << " (held out " << p.validation_error
                    << ")" << std::endl;
        });
    report.weights.save(out);
    std::cout << std::fixed << std::setprecision(6) << "Used " << report.positions_used
              << " positions (" << report.positions_skipped << " skipped: in check, decided or "
              << "tactical), " << report.parameters << " parameters, target scale "
              << std::setprecision(1) << report.target_scale << "\n"
              << std::setprecision(6) << "Error before " << report.train_error_before << ", after "
              << report.train_error_after << " (held out " << report.validation_error_before
              << " -> " << report.validation_error_after << ")\nWeights written to " << out << "\n";
    return EXIT_OK;
  });
}

}  // namespace

// Registers `gameai xiangqi ...`.
void add_xiangqi_commands(CLI::App& app) {
  auto* xq = app.add_subcommand("xiangqi", "xiangqi (Chinese chess): rules, engine, games");
  xq->require_subcommand(1);
  add_perft(*xq);
  add_analyse(*xq);
  add_status(*xq);
  add_play(*xq);
  add_match(*xq);
  add_tune(*xq);
  add_tune_data_command(*xq);
  add_datagen_command(*xq);
  add_train_command(*xq);
  add_book_command(*xq);
}

}  // namespace gameai::cli
