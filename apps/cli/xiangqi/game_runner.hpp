#pragma once
// One game between two players, refereed by the rules module, and a match of many games.
//
// The referee keeps the game in one xiangqi::Game: it asks the side to move for a move, plays it
// there (which refuses an illegal move and judges the position reached, without replaying the
// game) and stops when the game is over. A player that answers with an illegal move, crashes,
// times out or resigns loses by forfeit. A game still going after MAX_PLIES plies is drawn (the
// 60-move rule normally ends such games long before).

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "players.hpp"
#include "records/game_record.hpp"
#include "xiangqi/rules.hpp"

namespace gameai::cli {

inline constexpr int MAX_PLIES = 600;

struct GameOutcome {
  xiangqi::Result result = xiangqi::Result::None;
  xiangqi::Reason reason = xiangqi::Reason::None;
  std::string text;  // the ending in words: "black wins: red is checkmated"
  std::string final_fen;
  std::vector<std::string> moves;
  // One per move in `moves`, as the records store keeps it: the time the mover took and, for
  // our engine, the score and depth of its search (opening moves: the move alone).
  std::vector<records::XiangqiMove> details;
};

// Called after each move with the moves so far and the details of the last one.
using MoveObserver =
    std::function<void(const std::vector<std::string>& moves, const records::XiangqiMove& last)>;

// Called when a player took moves back: the moves now played and those taken back, in order.
using TakeBackObserver = std::function<void(const std::vector<std::string>& moves,
                                            const std::vector<std::string>& taken_back)>;

// A player who resigns loses ("black wins: red resigned"); one who leaves ends the game
// unfinished (Result::None, "red left the game"); one who asks to take back gets their own last
// move and the reply to it taken back (never the opening) and is asked again.
GameOutcome play_game(Player& red, Player& black, const std::string& fen,
                      const std::vector<std::string>& opening, std::int64_t movetime_ms,
                      const MoveObserver& on_move = {}, const TakeBackObserver& on_take_back = {});

// An opening: a start FEN and moves played from it before the players take over.
struct Opening {
  std::string fen;
  std::vector<std::string> moves;
};

// Reads openings, one a line: `FEN`, `FEN moves M ...` or just moves from the start position;
// blank lines and lines starting with # are skipped. Throws InputError naming the file and line.
std::vector<Opening> read_openings(const std::string& path);

struct MatchResult {
  int wins = 0, draws = 0, losses = 0;  // for the first player
};

// Plays `games` games between two players, colours alternating (game 2k: the first player is
// red), opening i / 2 of the list for game i (so each opening is played with both colours).
// `concurrency` games run at a time, each slot with its own pair of players from
// `make_pair(slot)` (engines keep state between moves, so slots cannot share them). Reports come
// one at a time, in the order games finish.
using GameReporter = std::function<void(int index, const std::string& red, const std::string& black,
                                        const Opening& opening, const GameOutcome& outcome)>;
using PlayerPair = std::pair<std::unique_ptr<Player>, std::unique_ptr<Player>>;
MatchResult run_match(const std::function<PlayerPair(int slot)>& make_pair, int concurrency,
                      int games, std::int64_t movetime_ms, const std::vector<Opening>& openings,
                      const GameReporter& report);

}  // namespace gameai::cli
