#include "terminal_player.hpp"

#include <algorithm>
#include <cctype>
#include <iomanip>
#include <optional>
#include <sstream>

#include "move_input.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::cli {
namespace {

using xiangqi::Move;

std::string help_text(bool chinese) {
  return "Type a move: " + move_formats(chinese) +
         ".\n"
         "Moves are printed the way you last typed one.\n"
         "Commands:\n"
         "  undo     take back your last move and the reply to it\n"
         "  hint     the engine's suggestion\n"
         "  flip     turn the board around\n"
         "  board    draw the board again\n"
         "  fen      the position as FEN\n"
         "  resign   give the game up\n"
         "  quit     leave the game unfinished (so does end of input, Ctrl-D)\n"
         "  help     this list\n";
}

// What a clock shows: "4:59.8" (minutes, seconds and tenths), "12.3 s" under a minute.
std::string clock_text(std::int64_t ms) {
  const std::int64_t tenths = ms / 100;
  std::ostringstream out;
  if (tenths < 600) {
    out << tenths / 10 << "." << tenths % 10 << " s";
  } else {
    out << tenths / 600 << ":" << std::setw(2) << std::setfill('0') << (tenths / 10) % 60 << "."
        << tenths % 10;
  }
  return out.str();
}

// A search score from the mover's view, in words: "+0.35 for red", "red mates in 3".
std::string score_words(const xiangqi_ai::Score& s, const std::string& side) {
  if (s.is_mate())
    return side + (s.mate > 0 ? " mates in " + std::to_string(s.mate)
                              : " is mated in " + std::to_string(-s.mate));
  std::ostringstream out;
  out << std::showpos << std::fixed << std::setprecision(2) << s.cp / 100.0 << " for " << side;
  return out.str();
}

class HumanPlayer : public xiangqi_ai::Player {
 public:
  HumanPlayer(Terminal& terminal, std::uint64_t seed) : t_(terminal), seed_(seed) {}
  std::string name() const override { return "human"; }
  Request request() const override { return request_; }

  std::optional<std::string> choose(const std::string& fen, const std::vector<std::string>& moves,
                                    const xiangqi_ai::MoveTime& time,
                                    std::string& problem) override {
    request_ = Request::None;
    xiangqi::Game game;
    game.reset(fen);
    for (const std::string& m : moves) game.play(m);
    const xiangqi::Position& pos = game.position();
    const std::string side = pos.side_to_move() == xiangqi::RED ? "red" : "black";
    t_.out << render_board(pos, game.last_move(), t_.style);
    t_.board_is_current = true;
    for (;;) {
      // The central cannon, each side's most common first move, as the example.
      const bool red = pos.side_to_move() == xiangqi::RED;
      t_.out << side << " to move" << (pos.in_check() ? ", in check" : "")
             << (time.clocked() ? ", " + clock_text(time.own_ms()) + " left" : "") << " ("
             << (t_.style.chinese ? (red ? "炮二平五, " : "炮8平5, ") : "")
             << (red ? "C2=5, h2e2" : "C8=5, h7e7") << " or help)> " << std::flush;
      std::string line;
      if (!std::getline(t_.in, line)) {
        t_.out << "\n";
        request_ = Request::Leave;
        problem = side + " left the game";
        return std::nullopt;
      }
      std::string word;
      for (const char c : line)
        if (c != ' ' && c != '\t' && c != '\r')
          word += char(std::tolower(static_cast<unsigned char>(c)));
      if (word.empty()) continue;
      if (word == "help" || word == "?") {
        t_.out << help_text(t_.style.chinese);
      } else if (word == "fen") {
        t_.out << game.fen() << "\n";
      } else if (word == "flip") {
        t_.style.flipped = !t_.style.flipped;
        t_.out << render_board(pos, game.last_move(), t_.style);
      } else if (word == "board") {
        t_.out << render_board(pos, game.last_move(), t_.style);
      } else if (word == "hint") {
        // On a clock a hint takes a twentieth of the clock, from 0.1 to 3 seconds.
        hint(fen, moves, pos,
             time.clocked() ? std::clamp<std::int64_t>(time.own_ms() / 20, 100, 3000)
                            : time.movetime_ms);
      } else if (word == "undo") {
        if (moves.size() < 2) {
          t_.out << "Nothing to take back: you have not moved yet.\n";
          continue;
        }
        request_ = Request::TakeBack;
        return std::nullopt;
      } else if (word == "resign") {
        request_ = Request::Resign;
        problem = side + " resigned";
        return std::nullopt;
      } else if (word == "quit" || word == "exit") {
        request_ = Request::Leave;
        problem = side + " left the game";
        return std::nullopt;
      } else {
        const TypedMove typed = read_typed_move(pos, line, t_.notation);
        if (typed.move) {
          t_.notation = typed.notation;
          return xiangqi::to_iccs(typed.move);
        }
        t_.out << typed.error << "\n";
      }
    }
  }

 private:
  void hint(const std::string& fen, const std::vector<std::string>& moves,
            const xiangqi::Position& pos, std::int64_t movetime_ms) {
    if (!engine_) {
      engine_.emplace();
      engine_->set_seed(seed_);
    }
    engine_->set_position(fen, moves);
    xiangqi_ai::SearchLimits limits;
    limits.movetime_ms = movetime_ms;
    const auto best = engine_->search(limits);
    const Move m = xiangqi::parse_legal_iccs(pos, best.move);
    if (!m) {
      t_.out << "No hint: there is no legal move.\n";
      return;
    }
    const std::string side = pos.side_to_move() == xiangqi::RED ? "red" : "black";
    t_.out << "Hint: " << xiangqi::format_move(pos, m, t_.notation) << " ("
           << (best.book ? "opening book"
               : best.score.is_mate()
                   ? score_words(best.score, side)
                   : score_words(best.score, side) + ", depth " + std::to_string(best.depth))
           << ")\n";
  }

  Terminal& t_;
  std::uint64_t seed_;
  std::optional<xiangqi_ai::Engine> engine_;
  Request request_ = Request::None;
};

}  // namespace

std::unique_ptr<xiangqi_ai::Player> make_human_player(Terminal& terminal, std::uint64_t seed) {
  return std::make_unique<HumanPlayer>(terminal, seed);
}

MovePrinter::MovePrinter(Terminal& terminal, const std::string& start_fen) : terminal_(terminal) {
  game_.reset(start_fen);
  black_first_ = game_.side_to_move() == xiangqi::BLACK;
}

std::string MovePrinter::number(int ply) const {
  const int index = ply + (black_first_ ? 1 : 0);
  return std::to_string(index / 2 + 1) + (index % 2 == 0 ? ". " : "... ");
}

void MovePrinter::moved(const std::string& iccs) {
  const Move m = xiangqi::parse_legal_iccs(game_.position(), iccs);
  if (!m) return;
  terminal_.board_is_current = false;
  terminal_.out << number(game_.ply())
                << xiangqi::format_move(game_.position(), m, terminal_.notation) << std::endl;
  game_.play(m);
}

void MovePrinter::took_back(const std::vector<std::string>& taken_back) {
  terminal_.board_is_current = false;
  for (std::size_t i = 0; i < taken_back.size(); ++i) game_.undo();
  terminal_.out << "Taken back:";
  for (std::size_t i = 0; i < taken_back.size(); ++i) {
    const Move m = xiangqi::parse_legal_iccs(game_.position(), taken_back[i]);
    terminal_.out << " " << xiangqi::format_move(game_.position(), m, terminal_.notation);
    game_.play(m);
  }
  for (std::size_t i = 0; i < taken_back.size(); ++i) game_.undo();
  terminal_.out << "\n";
}

}  // namespace gameai::cli
