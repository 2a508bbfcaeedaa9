// `gameai records replay ID`: plays a stored game again through the rules libraries, proving
// that it reproduces (every Tetris board hash, the final xiangqi position), and shows it in the
// terminal at a chosen speed.

#include <fmt/core.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "board_view.hpp"
#include "cli.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "game_files/xiangqi_replay.hpp"
#include "records/tetris_replay.hpp"
#include "records_view.hpp"
#include "tetris/board_io.hpp"
#include "tetris_picture.hpp"
#include "xiangqi/iccs.hpp"
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
  std::string notation;  // xiangqi; "" = chinese, wxf with --letters
  bool letters = false;  // xiangqi pieces drawn as letters
};

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

// The board as `gameai xiangqi play` draws it: Chinese characters (letters with --letters), in
// colour on a terminal unless NO_COLOR is set, the last move marked.
BoardStyle xiangqi_style(const ReplayOptions& opts) {
  const char* no_color = std::getenv("NO_COLOR");
  BoardStyle style;
  style.chinese = !opts.letters;
  style.colour = stdout_is_terminal() && (no_color == nullptr || *no_color == '\0');
  return style;
}

int replay_xiangqi_game(records::Store& store, const game_files::GameSummary& game,
                        const ReplayOptions& opts) {
  const auto moves = store.xiangqi_moves(game.id);
  const xiangqi::Notation notation =
      !opts.notation.empty() ? view::notation(opts.notation)
                             : (opts.letters ? xiangqi::Notation::Wxf : xiangqi::Notation::Chinese);
  const auto texts = game_files::xiangqi_move_texts(game.start_fen, moves, notation);
  const int first = game_files::xiangqi_first_seat(game.start_fen);
  const BoardStyle style = xiangqi_style(opts);
  const std::string players =
      game_files::seat_players(game, 0) + " vs " + game_files::seat_players(game, 1);
  Animation animation(opts.speed);
  const auto result = game_files::replay_xiangqi(
      game, moves,
      [&](std::size_t ply, const game_files::XiangqiMove& move, const xiangqi::Position& pos) {
        if (!animation.live()) return;
        const auto index = static_cast<std::int64_t>(ply);
        animation.frame(fmt::format("game {}  {}\n{}: {}  (ply {} of {})\n\n{}", game.id, players,
                                    game_files::xiangqi_move_label(index, first), texts[ply],
                                    ply + 1, moves.size(),
                                    render_board(pos, xiangqi::parse_iccs(move.move), style)));
      });
  if (!animation.live() && !opts.quiet) {
    // The moves as PGN numbers them, a move (Red's and Black's plies) never split across lines.
    std::string line;
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
      const auto index = static_cast<std::int64_t>(ply);
      std::string token = texts[ply];
      if (game_files::xiangqi_ply_seat(index, first) == 0 || ply == 0) {
        token = game_files::xiangqi_move_prefix(index, first) + " " + token;
        if (ply + 1 < moves.size() && game_files::xiangqi_ply_seat(index, first) == 0)
          token += " " + texts[++ply];
      }
      if (!line.empty() && view::display_width(line) + 1 + view::display_width(token) > 78) {
        fmt::print("{}\n", line);
        line.clear();
      }
      line += (line.empty() ? "" : " ") + token;
    }
    if (!line.empty()) fmt::print("{}\n", line);
    std::vector<xiangqi::StateInfo> states(1);
    xiangqi::Position final_pos;
    final_pos.set(result.final_fen, &states[0]);
    const xiangqi::Move last =
        moves.empty() ? xiangqi::Move::none() : xiangqi::parse_iccs(moves.back().move);
    fmt::print("\n{}", render_board(final_pos, last, style));
  }
  fmt::print("game {}: replayed {} ({}) to {}\n", game.id,
             counted(static_cast<unsigned long long>(game_files::xiangqi_move_count(
                         static_cast<std::int64_t>(result.plies), first)),
                     "move", "moves"),
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
std::string player_at(const game_files::GameSummary& game, std::int64_t index) {
  std::string name = game.players.empty() ? "?" : game.players[0].name;
  for (const auto& s : game.stretches)
    if (s.seat == 0 && s.from_step <= index) name = s.player.name;
  return name;
}

int replay_tetris_game(records::Store& store, const game_files::GameSummary& game,
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
  replay
      ->add_option("--notation", opts->notation,
                   "xiangqi moves as chinese (炮二平五), wxf (C2=5), iccs (h2e2) or xboard (h3e3) "
                   "(default: chinese, wxf with --letters)")
      ->check(CLI::IsMember({"chinese", "wxf", "iccs", "xboard"}, CLI::ignore_case));
  replay->add_flag("--letters", opts->letters,
                   "draw xiangqi pieces as letters instead of Chinese characters (and print moves "
                   "in WXF)");
  on_run(replay, view::guarded([opts] {
           auto store = view::open_store_to_read(opts->db);
           const auto game = store->game(opts->id);
           if (game.game == game_files::GameKind::Xiangqi)
             return replay_xiangqi_game(*store, game, *opts);
           return replay_tetris_game(*store, game, *opts);
         }));
}

[[maybe_unused]] const bool registered =
    register_command("records", 40, add_records_replay_command);

}  // namespace gameai::cli
