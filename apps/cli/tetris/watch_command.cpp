// `gameai tetris watch`: one AI game animated in the terminal until it ends or Ctrl-C.
//
// The game is the play session every front end drives (tetris_play::Session), handed to the AI
// at --fps pieces a second: game 0 of the seed, dealt and scored as `tetris play` deals and
// scores it. On a terminal it is drawn on the alternate screen with the cursor hidden; a guard
// puts both back however the command ends (game over, piece limit, Ctrl-C, an error). When
// standard output is not a terminal nothing is animated: the game is played at full speed and its
// final board and totals are printed, so use --max-pieces there.

#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "ai_options.hpp"
#include "cli.hpp"
#include "tetris_picture.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_play/session.hpp"

namespace gameai::cli::tetris_cli {
namespace {

volatile std::sig_atomic_t interrupted = 0;

extern "C" void on_interrupt(int) {
  interrupted = 1;
}

// Switches to the alternate screen and hides the cursor; undoes both and the signal handler
// when it goes out of scope.
class TerminalGuard {
 public:
  TerminalGuard() {
    previous_ = std::signal(SIGINT, on_interrupt);
    // Keys arrive one at a time and unechoed, so that `q` quits without Enter.
    keys_ = ::isatty(STDIN_FILENO) == 1 && ::tcgetattr(STDIN_FILENO, &saved_) == 0;
    if (keys_) {
      termios raw = saved_;
      raw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO);
      raw.c_cc[VMIN] = 0;
      raw.c_cc[VTIME] = 0;
      ::tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    }
    std::cout << "\x1b[?1049h\x1b[?25l\x1b[2J" << std::flush;
  }
  ~TerminalGuard() {
    std::cout << "\x1b[0m\x1b[?25h\x1b[?1049l" << std::flush;
    if (keys_) ::tcsetattr(STDIN_FILENO, TCSANOW, &saved_);
    std::signal(SIGINT, previous_);
  }
  // True once `q` has been pressed.
  bool quit_pressed() const {
    if (!keys_) return false;
    pollfd ready{STDIN_FILENO, POLLIN, 0};
    char key = 0;
    while (::poll(&ready, 1, 0) > 0 && ::read(STDIN_FILENO, &key, 1) == 1) {
      if (key == 'q' || key == 'Q') return true;
    }
    return false;
  }
  TerminalGuard(const TerminalGuard&) = delete;
  TerminalGuard& operator=(const TerminalGuard&) = delete;

 private:
  void (*previous_)(int) = SIG_DFL;
  termios saved_{};
  bool keys_ = false;
};

// The side panel: the next piece, lines, score and pieces.
std::vector<std::string> panel_of(const tetris::Game& game, bool colour) {
  const tetris::Piece next = game.preview().empty() ? game.current() : game.preview().front();
  return {"   next",
          "   " + piece_picture(next, 0, colour),
          "   " + piece_picture(next, 1, colour),
          "",
          "   lines  " + std::to_string(game.lines()),
          "   score  " + std::to_string(game.score()),
          "   pieces " + std::to_string(game.pieces())};
}

struct WatchOptions {
  AiOptions ai;
  int fps = 20;
};

}  // namespace

void add_watch_command(CLI::App& tetris) {
  auto o = std::make_shared<WatchOptions>();
  CLI::App* cmd = tetris.add_subcommand(
      "watch", "Watch one AI game animated in the terminal (q or Ctrl-C stops)");
  add_ai_options(cmd, o->ai);
  cmd->add_option("--fps", o->fps, "Pieces drawn per second")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  on_run(cmd, [o] {
    const tetris_ai::GameConfig config = make_game_config(o->ai);
    // Game 0 of the seed, as `tetris play` deals, scores and decides it.
    tetris_play::Settings settings;
    settings.rules = config.rules;
    settings.width = config.width;
    settings.height = config.height;
    settings.seed = tetris::game_piece_seed(o->ai.seed, 0);
    settings.ai_seed = tetris_ai::game_tie_seed(o->ai.seed, 0);
    settings.scoring = config.rules == tetris::RuleSet::Guideline ? tetris::ScoringKind::Guideline
                                                                  : tetris::ScoringKind::Seed000;
    settings.record_history = false;
    tetris_play::Session session(settings, make_player(o->ai));
    session.set_pieces_per_second(o->fps);
    const tetris::Game& game = session.game();
    const auto reached_limit = [&] {
      return config.max_pieces != 0 && std::uint64_t(game.pieces()) >= config.max_pieces;
    };
    ColourBoard colours(config.width, config.height);
    // The pieces locked since the last look go into the picture; true when there were any.
    const auto follow = [&] {
      const std::vector<tetris_play::Sample> locked = session.take_samples();
      for (const tetris_play::Sample& s : locked) colours.lock(s.step.placement);
      return !locked.empty();
    };
    bool quit = false;  // `q` pressed: a normal end, status 0

    if (!live_terminal()) {
      while (!reached_limit() && session.play_ai()) {
      }
      follow();
      std::cout << render_board(colours, panel_of(game, false), false);
    } else {
      // A terminal too small for the board even in the compact layout is told what it needs
      // before anything is drawn.
      const auto size = terminal_size();
      if (size && !fitting_layout(*size, config.width, config.height))
        throw InputError("tetris watch " + size_needed(*size, config.width, config.height) +
                         "; enlarge the terminal or choose a smaller --height");
      interrupted = 0;
      TerminalGuard guard;
      const auto start = std::chrono::steady_clock::now();
      const auto now_ms = [&start] {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count();
      };
      // The layout follows the terminal's size as it is resized.
      std::optional<BoardLayout> drawn;
      const auto draw = [&] {
        const auto now = terminal_size();
        const auto layout =
            now ? fitting_layout(*now, config.width, config.height) : BoardLayout::Full;
        if (!layout) {
          std::cout << "\x1b[H\x1b[2J"
                    << "the terminal is too small: tetris watch "
                    << size_needed(*now, config.width, config.height) << std::flush;
          return;
        }
        if (drawn != layout) std::cout << "\x1b[2J";
        drawn = layout;
        std::cout << render_board(colours, panel_of(game, true), true, *layout) << std::flush;
      };
      draw();
      session.set_ai(true, now_ms());
      while (!interrupted && !session.over() && !reached_limit()) {
        if (guard.quit_pressed()) {
          quit = true;
          break;
        }
        // The AI decides here, between the frames: the terminal has nothing else to do.
        session.advance(now_ms());
        if (auto request = session.decision_request())
          session.take_decision(tetris_play::decide(std::move(*request)), now_ms());
        session.advance(now_ms());
        if (follow()) draw();
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
      }
      if (!interrupted && !quit) std::this_thread::sleep_for(std::chrono::seconds(1));
    }
    std::cout << (interrupted || quit ? "stopped"
                  : reached_limit()   ? "piece limit"
                                      : "game over")
              << ": " << game.lines() << " lines, " << game.pieces() << " pieces, score "
              << game.score() << "\n";
    return interrupted ? 130 : EXIT_OK;
  });
}

[[maybe_unused]] const bool watch_command_registered =
    register_command("tetris", 20, add_watch_command);

}  // namespace gameai::cli::tetris_cli
