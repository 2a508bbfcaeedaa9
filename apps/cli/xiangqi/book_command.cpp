// `gameai xiangqi book build GAMES... --out FILE` and `gameai xiangqi book probe FEN`.

#include <fmt/core.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include <unordered_set>

#include "cli.hpp"
#include "game_files/error.hpp"
#include "game_files/xiangqi_import.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/notation.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/book.hpp"

namespace gameai::cli {
namespace {

double red_points(const std::string& result) {
  if (result == "1-0") return 1.0;
  if (result == "0-1") return 0.0;
  if (result == "1/2-1/2") return 0.5;
  return -1.0;  // unknown
}

struct BuildOptions {
  std::vector<std::string> files;
  std::string out;
  std::uint32_t min_count = 2;
  int plies = 40;
};

int run_build(const BuildOptions& opts) {
  const auto start = std::chrono::steady_clock::now();
  xiangqi_ai::BookBuilder builder;
  std::size_t skipped = 0, duplicates = 0;
  std::unordered_set<std::string> seen;  // a game in two collections counts once
  for (const std::string& path : opts.files) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("cannot read '" + path + "'");
    std::ostringstream bytes;
    bytes << in.rdbuf();
    std::vector<game_files::PgnGame> games;
    try {
      games = game_files::read_game_file(bytes.str(), path);
    } catch (const game_files::RecordsError& e) {
      throw InputError(e.what());
    }
    for (const game_files::PgnGame& game : games) {
      if (!game.error.empty()) {
        std::cerr << "gameai: skipped: " << game.error << "\n";
        ++skipped;
        continue;
      }
      const std::string fen = game.tag("FEN");
      if (!seen.insert(game_files::xiangqi_game_fingerprint(
                           fen, game_files::pgn_player_name(game, true),
                           game_files::pgn_player_name(game, false), game.moves))
               .second) {
        ++duplicates;
        continue;
      }
      std::vector<xiangqi::Move> moves;
      for (const auto& m : game.moves) moves.push_back(xiangqi::parse_iccs(m.move));
      if (!builder.add_game(fen.empty() ? xiangqi::START_FEN : std::string_view(fen), moves,
                            red_points(game.result), opts.plies))
        ++skipped;
    }
  }
  const xiangqi_ai::Book book = builder.build(opts.min_count);
  try {
    book.save(opts.out);
  } catch (const xiangqi_ai::BookError& e) {
    throw InputError(e.what());
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print(
      "book {}: {} entries ({} bytes) from {} games ({} duplicates, {} skipped), first "
      "{} plies, moves played at least {} times, in {:.2f} s\n",
      opts.out, book.entries(), book.to_bytes().size(), builder.games(), duplicates, skipped,
      opts.plies, opts.min_count, seconds);
  return EXIT_OK;
}

struct ProbeOptions {
  std::string fen;
  std::vector<std::string> moves;
  std::string book;
};

int run_probe(const ProbeOptions& opts) {
  xiangqi_ai::Book loaded;
  if (!opts.book.empty()) {
    try {
      loaded = xiangqi_ai::Book::load(opts.book);
    } catch (const xiangqi_ai::BookError& e) {
      throw InputError(e.what());
    }
  }
  const xiangqi_ai::Book& book = opts.book.empty() ? xiangqi_ai::Book::builtin() : loaded;
  xiangqi::Position pos;
  std::vector<xiangqi::StateInfo> states(opts.moves.size() + 1);
  std::string error;
  const std::string fen = opts.fen == "startpos" ? std::string(xiangqi::START_FEN) : opts.fen;
  if (!pos.set(fen, &states[0], &error)) throw InputError("bad FEN: " + error);
  for (std::size_t i = 0; i < opts.moves.size(); ++i) {
    const xiangqi::Move m = xiangqi::parse_any_notation(pos, opts.moves[i]);
    if (!m) throw InputError("'" + opts.moves[i] + "' is not a legal move in " + pos.fen());
    pos.do_move(m, states[i + 1]);
  }
  // Time many probes: one is far below the clock's resolution.
  constexpr int REPEAT = 1000;
  const auto start = std::chrono::steady_clock::now();
  std::size_t found = 0;
  for (int i = 0; i < REPEAT; ++i) found += book.probe(pos).size();
  const double micros =
      std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count() /
      REPEAT;
  const auto moves = book.probe(pos);
  std::uint64_t total = 0;
  for (const auto& m : moves) total += m.count;
  fmt::print("{}\n", pos.fen());
  if (moves.empty()) {
    fmt::print("not in the book ({} entries); probe took {:.1f} us\n", book.entries(), micros);
    return EXIT_OK;
  }
  fmt::print("{:<6} {:<8} {:<6} {:>6} {:>7} {:>7}\n", "MOVE", "CHINESE", "WXF", "COUNT", "WEIGHT",
             "SCORE");
  for (const auto& m : moves) {
    const std::string chinese = xiangqi::to_chinese(pos, m.move);
    // Chinese characters take two columns: pad by display width, not bytes.
    const std::size_t wide = chinese.size() / 3 * 2 + chinese.size() % 3;
    fmt::print("{:<6} {}{} {:<6} {:>6} {:>6.1f}% {:>7}\n", xiangqi::to_iccs(m.move), chinese,
               std::string(wide < 8 ? 8 - wide : 0, ' '), xiangqi::to_wxf(pos, m.move), m.count,
               100.0 * m.count / double(total),
               m.scored > 0 ? fmt::format("{:.0f}%", 100 * m.score) : std::string("-"));
  }
  fmt::print("{} moves from {} games; probe took {:.1f} us\n", moves.size(), total, micros);
  (void)found;
  return EXIT_OK;
}

}  // namespace

void add_book_command(CLI::App& xq) {
  auto* book = xq.add_subcommand("book", "opening book: build one from games, probe a position");
  book->require_subcommand(1);

  auto build_opts = std::make_shared<BuildOptions>();
  auto* build = book->add_subcommand(
      "build", "build a book from PGN or XQF files (positions by Zobrist key, mirrors merged)");
  build->add_option("GAMES", build_opts->files, "PGN or XQF files")->required();
  build->add_option("--out", build_opts->out, "the book file to write")
      ->required()
      ->option_text("FILE");
  build
      ->add_option("--min-count", build_opts->min_count,
                   "keep a move only if played at least N times there")
      ->capture_default_str()
      ->check(CLI::Range(1, 65535));
  build->add_option("--plies", build_opts->plies, "book depth: the first N plies of each game")
      ->capture_default_str()
      ->check(CLI::Range(1, 400));
  on_run(build, [build_opts] { return run_build(*build_opts); });

  auto probe_opts = std::make_shared<ProbeOptions>();
  auto* probe = book->add_subcommand("probe", "list the book moves of a position");
  probe->add_option("FEN", probe_opts->fen, "the position (FEN, or 'startpos')")->required();
  probe->add_option("--moves", probe_opts->moves, "then play these moves (ICCS, WXF or Chinese)");
  probe->add_option("--book", probe_opts->book, "book file (default: the built-in book)")
      ->option_text("FILE");
  on_run(probe, [probe_opts] { return run_probe(*probe_opts); });
}

[[maybe_unused]] const bool book_command_registered =
    register_command("xiangqi", 80, add_book_command);

}  // namespace gameai::cli
