#pragma once
// Another Tetris bot, run as a child process that speaks the Tetris Bot Protocol, driven as the
// protocol's front ends drive one (codec.hpp): a tetris_ai::Contestant for versus games and the
// one-player measures.
//
// The flow. The bot is started, sends `info`, is told the rules (`rules` with the 7-bag
// randomizer) and answers `ready`. Its game then begins with one `start` (board, queue from the
// current piece on, hold, combo, back-to-back, the bag's state after the queue). For each piece
// the bot thinks from the moment it knows the position until `think_ms` later, when it is asked
// to `suggest`; the move chosen is sent back as `play`, followed by a `new_piece` for each piece
// the game has revealed past what the bot knew. Only when the game changed outside the bot's
// own moves (garbage rose under the stack, or anything else that makes the game differ from what
// the bot must believe) is it told `stop` and `start` again. A bot that keeps a search tree
// (both Cold Clears do) keeps it from piece to piece.
//
// The suggestion's moves are read in order and the first one the game can play is played (the
// piece must be the current one or reachable by hold, the place reachable by the guideline's
// moves). Whether it is a spin is the game's judgement: a move whose claimed spin differs is
// played as the spin the game finds (the claimed one when the game offers both). The bot is
// told back its own move as it wrote it, so that a bot that looks the move up in its search
// tree finds it; where the game judged the spin otherwise, the attack chain differs from the
// bot's and the next position is sent whole (`start`). When none of the moves can be played, or the
// bot answers a line that is not JSON, says nothing within the answer timeout or ends, the bot
// forfeits the game: choose() returns nullopt and failure() says what happened, naming the message
// and the bot. Nothing here waits without a deadline, so a bot that hangs costs its game, never the
// run.

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/child_process.hpp"
#include "tbp/codec.hpp"
#include "tetris/game.hpp"
#include "tetris/movegen.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::tbp {

// A command that cannot be run as a TBP bot (not found, ended, no `info`, refused the rules):
// the message says which and what to check.
class ExternalBotError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct ExternalBotOptions {
  // The bot's time per piece: from the moment it is told the position (`start`, or `play` and
  // `new_piece`) until it is asked to `suggest`. 0: asked at once (a bot that searches only when
  // asked, such as gameai-tetris-bot, then spends its own budget on the answer).
  int think_ms = 20;
  // How long the bot may take to answer `suggest` before it forfeits the game, and to send its
  // `info` and `ready` when it starts.
  std::int64_t answer_timeout_ms = 10'000;
  std::int64_t start_timeout_ms = 10'000;
  // think_ms counts the CPU time the bot's program uses (all its processes and threads) from
  // the moment it is told the position, instead of the wall clock: on a machine busy with other
  // work each side then gets the computation it was given. A bot that stops using CPU before
  // its time is asked then (it waits to be asked: gameai-tetris-bot does).
  bool cpu_clock = false;
};

// What was said to the bot over a game, and how it answered.
struct ExchangeCounts {
  int starts = 0;              // positions sent whole: the first, and after garbage rose
  int suggests = 0;            // moves asked for
  int plays = 0;               // moves told back
  int new_pieces = 0;          // pieces revealed to it one by one
  int skipped = 0;             // suggested moves passed over because the game cannot play them
  int spins_overruled = 0;     // moves played as another spin than the one claimed
  double answer_ms_total = 0;  // time from `suggest` to the suggestion, summed ...
  double answer_ms_max = 0;    // ... and the longest
};

// The CPU time used by the processes of one process group (a bot and whatever its shell
// started), read from the processes' CPU clocks; Linux only (elsewhere it reads 0).
class GroupCpuClock {
 public:
  explicit GroupCpuClock(int group) : group_(group) {}
  // Finds the group's processes (under /proc).
  void find();
  // Their CPU time, in seconds, summed (a process that has ended counts no more).
  double seconds() const;

 private:
  int group_;
  std::vector<int> pids_;
};

class ExternalBot : public tetris_ai::Contestant {
 public:
  // Starts `/bin/sh -c command`, reads its `info` and agrees the rules. Throws ExternalBotError
  // naming the command when it does not answer as a TBP bot.
  ExternalBot(const std::string& command, const ExternalBotOptions& options);
  // Stops the bot's game, tells it to quit and ends the process (and whatever it started).
  ~ExternalBot() override;
  ExternalBot(const ExternalBot&) = delete;
  ExternalBot& operator=(const ExternalBot&) = delete;

  std::optional<tetris_ai::Choice> choose(tetris::Game& game) override;
  std::string failure() const override { return failure_; }

  // The name and version the bot gave in `info` ("Cold Clear 2 0.1.0").
  const std::string& bot_name() const noexcept { return name_; }
  const ExchangeCounts& counts() const noexcept { return counts_; }
  tetris_ai::DecisionTime time_used() const override { return time_; }

 private:
  // The bot's view of its game after the last move it was told.
  struct View {
    tetris::Board board{10, 20};
    std::vector<tetris::Piece> queue;  // every piece it knows, the current one first
    std::optional<tetris::Piece> hold;
    tetris::AttackState attack;
  };
  // Tells the bot where the game stands: `start` the first time and whenever the game is not
  // what the bot's moves made it, else `play` and `new_piece`. False when the bot has gone.
  bool tell(const tetris::Game& game);
  bool send(const nlohmann::json& message);
  // The next message of `type`, skipping messages of other types; nullopt with failure_ set
  // on a line that is not a JSON object, an `error` message, timeout or the bot's end.
  std::optional<nlohmann::json> read_message(const char* type, const char* answering,
                                             std::int64_t timeout_ms);
  // The first move of `moves` the game can play, as a choice; nullopt when there is none
  // (`why` says why the first one could not be played).
  std::optional<tetris_ai::Choice> first_playable(tetris::Game& game, const nlohmann::json& moves,
                                                  std::string& why);
  // Why the process ended, in words, for a message.
  std::string ended() const;
  std::string who() const;
  std::optional<tetris_ai::Choice> fail(std::string why);

  std::string command_;
  ExternalBotOptions options_;
  common::ChildProcess process_;
  std::string name_;
  std::string failure_;
  ExchangeCounts counts_;
  tetris_ai::DecisionTime time_;
  GroupCpuClock cpu_{-1};
  bool started_ = false;
  View view_;
  // The last move chosen, as the bot wrote it (a bot may look its own move up in its tree:
  // the same cells written otherwise, a symmetric piece's other orientation, would not be
  // found), told to it with the next position unless the game moved on otherwise; nullopt
  // before the first.
  std::optional<nlohmann::json> last_;
  nlohmann::json chosen_;
  tetris::Spin claimed_spin_ = tetris::Spin::None;
  std::unique_ptr<tetris::MoveGenerator> generator_;  // the held piece's moves
};

}  // namespace gameai::tbp
