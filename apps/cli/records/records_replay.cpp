// `gameai records replay ID`: plays a stored game again through the rules libraries, proving
// that it reproduces (every Tetris board hash, the final xiangqi position), and shows it in the
// terminal at a chosen speed.

#include <fmt/core.h>

#include <chrono>
#include <csignal>
#include <iostream>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "cli.hpp"
#include "records/tetris_replay.hpp"
#include "records/xiangqi_replay.hpp"
#include "records_view.hpp"
#include "tetris/board_io.hpp"
#include "tetris_picture.hpp"
#include "xiangqi/position.hpp"

namespace gameai::cli {
namespace {

namespace view = records_view;

struct ReplayOptions {
  std::string db;
  std::int64_t id = 0;
  double speed = 4;  // moves or pieces per second; 0 = no animation
  std::int64_t from = 0;
  bool quiet = false;
};

// The position as text, Black at the top, with file letters and ICCS rank numbers.
std::string xiangqi_board_text(const xiangqi::Position& pos) {
  static constexpr char LETTERS[] = " KABNRCP";
  std::string out = "   a b c d e f g h i\n";
  for (int rank = xiangqi::RANK_NB - 1; rank >= 0; --rank) {
    out += fmt::format("{}  ", rank);
    for (int file = 0; file < xiangqi::FILE_NB; ++file) {
      const xiangqi::Piece piece = pos.piece_on(xiangqi::make_square(file, rank));
      char c = '.';
      if (piece != xiangqi::NO_PIECE) {
        c = LETTERS[xiangqi::type_of(piece)];
        if (xiangqi::color_of(piece) == xiangqi::BLACK) c = static_cast<char>(c - 'A' + 'a');
      }
      out += c;
      out += file + 1 < xiangqi::FILE_NB ? " " : "\n";
    }
    if (rank == 5) out += "   ~~~~~~~~~~~~~~~~~\n";  // the river
  }
  return out;
}

extern "C" void restore_cursor_and_exit(int) {
  static const char SHOW_CURSOR[] = "\x1b[?25h\n";
  [[maybe_unused]] const auto written = ::write(STDOUT_FILENO, SHOW_CURSOR, sizeof SHOW_CURSOR - 1);
  ::_exit(130);
}

// Waits between frames; frames are drawn only on a live terminal with a positive speed.
// Ctrl-C during the animation shows the cursor again before leaving.
class Animation {
 public:
  explicit Animation(double speed) : live_(live_terminal() && speed > 0), speed_(speed) {
    if (!live_) return;
    std::signal(SIGINT, restore_cursor_and_exit);
    std::cout << "\x1b[?25l";  // hide the cursor while drawing
  }
  ~Animation() {
    if (live_) std::cout << "\x1b[?25h" << std::flush;
  }
  bool live() const { return live_; }
  // Draws `text` from the top left, clearing the screen first unless the text covers what it
  // drew before (a board frame redrawn in place does not flicker).
  void frame(const std::string& text, bool clear = true) {
    std::cout << (clear ? "\x1b[H\x1b[2J" : "\x1b[H") << text << std::flush;
    std::this_thread::sleep_for(std::chrono::duration<double>(1.0 / speed_));
  }

 private:
  bool live_;
  double speed_;
};

int replay_xiangqi_game(records::Store& store, const records::GameSummary& game,
                        const ReplayOptions& opts) {
  const auto moves = store.xiangqi_moves(game.id);
  Animation animation(opts.speed);
  const auto result = records::replay_xiangqi(
      game, moves,
      [&](std::size_t ply, const records::XiangqiMove& move, const xiangqi::Position& pos) {
        if (animation.live())
          animation.frame(fmt::format("game {}  {} vs {}\nply {}/{}: {}\n\n{}", game.id,
                                      game.players.size() > 0 ? game.players[0].name : "?",
                                      game.players.size() > 1 ? game.players[1].name : "?", ply + 1,
                                      moves.size(), move.move, xiangqi_board_text(pos)));
      });
  if (!animation.live() && !opts.quiet) {
    std::string line;
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
      if (ply % 2 == 0) line += fmt::format("{}. ", ply / 2 + 1);
      line += moves[ply].move + " ";
    }
    if (!line.empty()) fmt::print("{}\n", line);
    std::vector<xiangqi::StateInfo> states(1);
    xiangqi::Position final_pos;
    final_pos.set(result.final_fen, &states[0]);
    fmt::print("\n{}", xiangqi_board_text(final_pos));
  }
  fmt::print("game {}: replayed {} to {}\n", game.id,
             counted(static_cast<unsigned long long>(result.plies), "ply", "plies"),
             result.final_fen);
  if (!result.final_matches)
    throw InputError(fmt::format("game {} does not replay to its stored final position {}", game.id,
                                 game.final_fen));
  fmt::print("{}\n", game.final_fen.empty()
                         ? "(the game is unfinished: no final position was stored to compare)"
                         : "the final position matches the stored one");
  return EXIT_OK;
}

// Who was playing step `index`: the stretch it falls in.
std::string player_at(const records::GameSummary& game, std::int64_t index) {
  std::string name = game.players.empty() ? "?" : game.players[0].name;
  for (const auto& s : game.stretches)
    if (s.seat == 0 && s.from_step <= index) name = s.player.name;
  return name;
}

int replay_tetris_game(records::Store& store, const records::GameSummary& game,
                       const ReplayOptions& opts) {
  // The animation draws the board as `tetris watch` does, in the pieces' colours, compact in a
  // short terminal; a terminal too small for it is told the size it needs.
  if (live_terminal() && opts.speed > 0) {
    const auto size = terminal_size();
    if (size && !fitting_layout(*size, game.width, game.height))
      throw InputError("records replay " + size_needed(*size, game.width, game.height) +
                       "; enlarge the terminal, or replay without animation with --speed 0");
  }
  Animation animation(opts.speed);
  tetris::Board last;
  ColourBoard colours(game.width, game.height);
  std::optional<BoardLayout> drawn;
  const auto result = records::replay_tetris(store, game, [&](const records::TetrisFrame& f) {
    last = f.game_after->board();
    colours.lock(records::step_record(*f.step).placement);
    if (animation.live() && f.index >= opts.from) {
      const tetris::Game& after = *f.game_after;
      const auto size = terminal_size();
      const auto layout = size ? fitting_layout(*size, game.width, game.height) : BoardLayout::Full;
      if (!layout) {
        animation.frame("the terminal is too small: records replay " +
                        size_needed(*size, game.width, game.height));
        return true;
      }
      const tetris::Piece next = f.preview_count > 0 ? f.preview[0] : after.current();
      const std::vector<std::string> panel{fmt::format("   game {}", game.id),
                                           "   " + player_at(game, f.index),
                                           fmt::format("   step {}/{}", f.index + 1, game.pieces),
                                           "   next",
                                           "   " + piece_picture(next, 0, true),
                                           "   " + piece_picture(next, 1, true),
                                           fmt::format("   lines  {}", after.lines()),
                                           fmt::format("   score  {}", after.score())};
      if (drawn != layout) std::cout << "\x1b[2J";
      drawn = layout;
      animation.frame(render_board(colours, panel, true, *layout), false);
    }
    return true;
  });
  if (!animation.live() && !opts.quiet && result.steps > 0)
    fmt::print("{}\n", tetris::format_board(last));
  if (!result.exact())
    throw InputError(fmt::format("game {} does not replay exactly: {}", game.id, result.problem));
  fmt::print("game {}: replayed {} of {}; every board and score matched the record\n", game.id,
             result.steps,
             counted(static_cast<unsigned long long>(game.pieces), "stored step", "stored steps"));
  fmt::print("lines {}, score {}{}\n", result.lines, result.score,
             result.game_over ? ", game over" : "");
  return EXIT_OK;
}

}  // namespace

void add_records_replay_command(CLI::App& records) {
  auto opts = std::make_shared<ReplayOptions>();
  CLI::App* replay = records.add_subcommand(
      "replay", "Replay a stored game through the rules, checking that it reproduces exactly");
  replay->add_option("ID", opts->id, "game id (see 'gameai records list')")
      ->required()
      ->check(whole_number<std::int64_t>(1));
  view::add_db_option(replay, opts->db);
  replay
      ->add_option("--speed", opts->speed,
                   "moves (xiangqi) or pieces (Tetris) per second when animating on a terminal; "
                   "0 = no animation")
      ->capture_default_str()
      ->check(number_in(0.0, 1000000.0));
  replay->add_option("--from", opts->from, "start the animation at this step (Tetris)")
      ->check(whole_number<std::int64_t>(0));
  replay->add_flag("--quiet", opts->quiet,
                   "without animation, print only the verdict (not the final board and moves)");
  on_run(replay, view::guarded([opts] {
           auto store = view::open_store(opts->db);
           const auto game = store->game(opts->id);
           if (game.game == records::GameKind::Xiangqi)
             return replay_xiangqi_game(*store, game, *opts);
           return replay_tetris_game(*store, game, *opts);
         }));
}

[[maybe_unused]] const bool registered =
    register_command("records", 40, add_records_replay_command);

}  // namespace gameai::cli
