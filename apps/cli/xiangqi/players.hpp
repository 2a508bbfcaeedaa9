#pragma once
// The players of `gameai xiangqi play` and `match`: a person at the terminal (`human`) or one of
// the library's computer players (xiangqi_ai/player.hpp), and the moves they play as the records
// store keeps them.

#include <CLI/CLI.hpp>
#include <cstdint>
#include <memory>
#include <string>

#include "game_files/game_record.hpp"
#include "xiangqi_ai/match.hpp"
#include "xiangqi_ai/player.hpp"

namespace gameai::cli {

struct Terminal;

// Builds the player a spec names: `human` (needs a terminal to play on) or a computer player.
// Throws UsageError for a spec it does not understand and InputError if an engine cannot be
// started or does not answer, or a network file cannot be used. `weights` (with `weights_name`)
// replaces the classical evaluation's weights of an `ai` player; for any other player it is a
// UsageError. `eval` chooses the evaluation of an `ai` or `minimax` player.
std::unique_ptr<xiangqi_ai::Player> make_player(const std::string& spec, std::uint64_t seed,
                                                Terminal* terminal = nullptr,
                                                const xiangqi_ai::EvalWeights* weights = nullptr,
                                                const std::string& weights_name = {},
                                                const xiangqi_ai::PlayerEval* eval = nullptr);

// --eval and --net on `cmd` (with `suffix`, e.g. "-b", for a second player), for `whom`; they
// write `eval_name` and `eval.net_file`. The flags are the option table's Evaluation and EvalFile
// rows (engine_flags.hpp).
void add_eval_options(CLI::App* cmd, xiangqi_ai::PlayerEval& eval, std::string& eval_name,
                      const std::string& suffix, const std::string& whom);

// The evaluation the options chose. A network file that does not load is an InputError that
// names the option (--net, or --net-b for `suffix` "-b"): a match stops before its first game.
xiangqi_ai::PlayerEval resolved_eval(xiangqi_ai::PlayerEval eval, const std::string& eval_name,
                                     const std::string& suffix);

// --movetime and --tc on `cmd` (one or the other): a time per move in milliseconds, default
// `movetime`, or a clock `[MOVES/]BASE[+INCREMENT]` in seconds. `what` says who the move time is
// for ("per move for both players").
struct TimeOptions {
  std::int64_t movetime = 0;
  std::string clock;                          // --tc as written
  const CLI::Option* clock_option = nullptr;  // --tc itself, to tell `--tc ""` from no --tc
  // The time control chosen; a clock that does not parse is a UsageError saying what is wrong.
  xiangqi_ai::TimeControl time_control() const;
};
void add_time_options(CLI::App* cmd, TimeOptions& options, const std::string& what);

// A move as the records store keeps it (a mate as game_files::xiangqi_mate_score).
game_files::XiangqiMove recorded_move(const xiangqi_ai::MoveNote& note);
std::vector<game_files::XiangqiMove> recorded_moves(const std::vector<xiangqi_ai::MoveNote>& notes);

}  // namespace gameai::cli
