// `gameai xiangqi play`: a game at the terminal between people, our engine or other engines.

#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <random>

#include "board_view.hpp"
#include "cli.hpp"
#include "players.hpp"
#include "records/xiangqi_recorder.hpp"
#include "records_view.hpp"
#include "terminal_player.hpp"
#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/match.hpp"
#include "xiangqi_text.hpp"

namespace gameai::cli {
namespace {

struct PlayOptions {
  std::string red = "human", black = "ai";
  std::string fen = std::string(xiangqi_ai::START_FEN);
  TimeOptions time{1000, {}};
  bool letters = false;
  std::uint64_t seed = 0;
  std::string notation_name;
  bool record = false;
  std::string db;
  xiangqi_ai::PlayerEval eval;
  std::string eval_name;
};

int run_play(const PlayOptions& o) {
  const xiangqi_ai::TimeControl time = o.time.time_control();
  const std::uint64_t s = o.seed != 0 ? o.seed : std::random_device{}();
  const char* no_color = std::getenv("NO_COLOR");
  Terminal terminal{std::cin, std::cout, {}, xiangqi::Notation::Chinese};
  terminal.style.chinese = !o.letters;
  terminal.style.colour = stdout_is_terminal() && (no_color == nullptr || *no_color == '\0');
  // A person playing Black alone sees the board from Black's side.
  terminal.style.flipped = o.black == "human" && o.red != "human";
  if (o.letters) terminal.notation = xiangqi::Notation::Wxf;
  if (!o.notation_name.empty()) terminal.notation = *xiangqi::parse_notation_name(o.notation_name);
  const xiangqi_ai::PlayerEval eval = resolved_eval(o.eval, o.eval_name, "");
  auto red_player = make_player(o.red, s, &terminal, nullptr, {}, &eval);
  auto black_player = make_player(o.black, s + 1, &terminal, nullptr, {}, &eval);
  const std::string start = resolve_fen(o.fen);
  if (const auto r = xiangqi_ai::inspect_game(start, {}); !r.error.empty())
    throw InputError(r.error);
  std::unique_ptr<records::Store> store;
  std::optional<records::XiangqiRecorder> recorder;
  if (o.record) {
    store = records_view::open_store(o.db, records_view::Create::Yes);
    records::XiangqiSetup setup;
    setup.start_fen = start;
    setup.red = records::xiangqi_player(o.red, time.movetime_ms);
    setup.black = records::xiangqi_player(o.black, time.movetime_ms);
    if (time.clocked()) setup.tags = {{"TimeControl", xiangqi_ai::pgn_time_control_tag(time)}};
    // Moves come seconds apart: commit each one, so a killed session loses none.
    recorder.emplace(*store, setup, records::RecorderOptions{.batch_size = 1});
  }
  MovePrinter printer(terminal, start);
  const auto outcome = xiangqi_ai::play_game(
      *red_player, *black_player, start, {}, time,
      [&](const std::vector<std::string>& moves, const xiangqi_ai::MoveNote& last) {
        printer.moved(moves.back());
        if (recorder) recorder->add_move(recorded_move(last));
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
}

void add_play(CLI::App& xq) {
  auto* cmd = xq.add_subcommand("play", "play a game: people, our engine or other engines");
  auto o = std::make_shared<PlayOptions>();
  const std::string players = std::string("human, ") + xiangqi_ai::COMPUTER_PLAYER_SPECS;
  cmd->add_option("--red", o->red, "red player: " + players)->capture_default_str();
  cmd->add_option("--black", o->black, "black player: " + players)->capture_default_str();
  cmd->add_option("--fen", o->fen, "start position");
  add_time_options(cmd, o->time, "per computer move (and per hint)");
  cmd->add_flag("--letters", o->letters,
                "draw pieces as letters instead of Chinese characters (and print moves in WXF)");
  cmd->add_option("--notation", o->notation_name,
                  "print moves as chinese, wxf, iccs or xboard until a person types another "
                  "(default: chinese, wxf with --letters)")
      ->check(CLI::IsMember({"chinese", "wxf", "iccs", "xboard"}, CLI::ignore_case));
  cmd->add_option("--seed", o->seed, "seed for the low levels' randomness (default: random)")
      ->check(whole_number<std::uint64_t>());
  cmd->add_flag("--record", o->record, "store the game, move by move, in the records database");
  records_view::add_db_option(cmd, o->db);
  add_eval_options(cmd, o->eval, o->eval_name, "", "the ai players");
  on_run(cmd, [o] { return run_play(*o); });
}

[[maybe_unused]] const bool play_command_registered = register_command("xiangqi", 40, add_play);

}  // namespace
}  // namespace gameai::cli
