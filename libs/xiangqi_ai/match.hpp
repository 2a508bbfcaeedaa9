#pragma once
// One game between two players (player.hpp), refereed by the rules library, and a match of many.
//
// The referee keeps the game in one xiangqi::Game: it asks the side to move for a move, plays it
// there (which refuses an illegal move and judges the position reached, without replaying the
// game) and stops when the game is over. A player that answers with an illegal move, crashes,
// times out or resigns loses by forfeit. A game still going after MAX_PLIES plies is drawn (the
// 60-move rule normally ends such games long before).
//
// Games are played with a fixed time per move or on a clock (time_control.hpp). On a clock the
// referee keeps both sides' clocks: it measures with a steady clock how long the mover takes,
// subtracts that from its clock and adds the increment (and the base again after each period's
// moves). A mover still thinking CLOCK_GRACE_MS after its clock ran out is interrupted, and one
// that answers after that loses on time (Reason::Forfeit, "red loses on time: ..."). The grace
// covers what the referee measures beyond the player's own thinking: the pipe to an engine
// process and the switch between processes, which a loaded machine stretches. Front ends (the
// command line's play and match, the GUI's engine-against-engine games) all play through here.

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "xiangqi/rules.hpp"
#include "xiangqi_ai/limits.hpp"
#include "xiangqi_ai/player.hpp"
#include "xiangqi_ai/time_control.hpp"

namespace gameai::xiangqi_ai {

inline constexpr int MAX_PLIES = 600;
// How far past zero a clock may run before its flag falls (see above).
inline constexpr std::int64_t CLOCK_GRACE_MS = 100;

// One move of a game as played: the time the mover took, on a clock what the mover had left
// after it (increment included) and, for a player that searched, the score (mover's view) and
// depth of its search.
struct MoveNote {
  std::string move;
  std::optional<Score> score;
  std::optional<int> depth;
  std::int64_t time_ms = 0;
  std::optional<std::int64_t> clock_ms;
};

struct GameOutcome {
  xiangqi::Result result = xiangqi::Result::None;
  xiangqi::Reason reason = xiangqi::Reason::None;
  std::string text;  // the ending in words: "black wins: red is checkmated"
  std::string final_fen;
  std::vector<std::string> moves;
  std::vector<MoveNote> details;  // one per move in `moves` (an opening's moves: the move alone)
  bool interrupted = false;       // abandoned because the match was stopped (Result::None)
};

// Called after each move with the moves so far and the details of the last one.
using MoveObserver =
    std::function<void(const std::vector<std::string>& moves, const MoveNote& last)>;

// Called when a player took moves back: the moves now played and those taken back, in order.
using TakeBackObserver = std::function<void(const std::vector<std::string>& moves,
                                            const std::vector<std::string>& taken_back)>;

// A player who resigns loses ("black wins: red resigned"); one who leaves ends the game
// unfinished (Result::None, "red left the game"); one who asks to take back gets their own last
// move and the reply to it taken back (never the opening) and is asked again. Once `stop` is set
// the game ends unfinished at the next move, marked interrupted. `time` is a time per move
// (a number of milliseconds converts to one) or a clock, which starts after the opening.
GameOutcome play_game(Player& red, Player& black, const std::string& fen,
                      const std::vector<std::string>& opening, const TimeControl& time,
                      const MoveObserver& on_move = {}, const TakeBackObserver& on_take_back = {},
                      const std::atomic<bool>* stop = nullptr);

// An opening: a start FEN and moves played from it before the players take over.
struct Opening {
  std::string fen;
  std::vector<std::string> moves;
};

// A file of openings that cannot be used; the message names the file and line.
struct OpeningsError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads openings, one a line: `FEN`, `FEN moves M ...` or just moves from the start position;
// blank lines and lines starting with # are skipped. Throws OpeningsError.
std::vector<Opening> read_openings(const std::string& path);

struct MatchResult {
  int wins = 0, draws = 0, losses = 0;  // for the first player
};

// Plays `games` games between two players, colours alternating (game 2k: the first player is
// red), opening i / 2 of the list for game i (so each opening is played with both colours, and
// games 2k and 2k + 1 form a pair). `concurrency` games run at a time, each slot with its own
// pair of players from `make_pair(slot)` (engines keep state between moves, so slots cannot
// share them). Before game i the players are reseeded from `seed` and i, so a game is the same
// whichever slot or process plays it. Under mpirun this process plays only the games it owns
// (common/distributed.hpp) and the result counts those. Reports come one at a time, in the
// order games finish. Once `stop` is set no game starts, the games under way are abandoned at
// once (their players interrupted) and not reported, and the call returns.
using GameReporter = std::function<void(int index, const std::string& red, const std::string& black,
                                        const Opening& opening, const GameOutcome& outcome)>;
using PlayerPair = std::pair<std::unique_ptr<Player>, std::unique_ptr<Player>>;
MatchResult run_match(const std::function<PlayerPair(int slot)>& make_pair, int concurrency,
                      int games, const TimeControl& time, const std::vector<Opening>& openings,
                      const GameReporter& report, std::uint64_t seed = 1,
                      const std::atomic<bool>* stop = nullptr);

// Games begin .. end - 1 of such a match, one slot per pair of players: for a match played in
// rounds (an SPRT), with the same players from round to round.
MatchResult play_games(std::vector<PlayerPair>& pairs, int begin, int end, const TimeControl& time,
                       const std::vector<Opening>& openings, const GameReporter& report,
                       std::uint64_t seed, const std::atomic<bool>* stop = nullptr);

// The seeds of game `index` for the first and the second player.
std::uint64_t first_seed(std::uint64_t seed, int index);
std::uint64_t second_seed(std::uint64_t seed, int index);

}  // namespace gameai::xiangqi_ai
