#pragma once
// One xiangqi game: where it started, the moves played, and how it stands. This is the model the
// command-line referee, the desktop app, the xboard adapter, the engine facade's game report and
// the records all keep; none of them holds a game of its own.
//
// The game owns its Position and the StateInfo chain behind it, so playing a move costs one
// do_move and one ruling on the live position (game_status: the legal moves, then rule_judge's
// walk back over the plies since the last capture). The status after each move is stored, so
// undo and redo restore it without judging again and nothing is ever replayed from the start.
// A cursor allows taking moves back (undo) and forward again (redo); playing after an undo drops
// the moves beyond the cursor. The game does not stop a front end from playing on after a ruling
// (a record may go on past a repetition an arbiter let pass); each ply keeps its own status. A
// front end may end the game itself (a player forfeits, the ply limit is reached) with end();
// moving the cursor lifts such an ending again.

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi/position.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi/types.hpp"

namespace gameai::xiangqi {

class Game {
 public:
  Game();  // the standard start position
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  // Starts over from a FEN. On a malformed or illegal FEN nothing changes, false is returned and
  // *error (if given) says what is wrong.
  bool reset(std::string_view fen, std::string* error = nullptr);
  void reset();  // the standard start position

  // The start position as the game normalised it (Position::fen of the FEN given to reset).
  const std::string& start_fen() const noexcept { return start_fen_; }
  const Position& position() const noexcept { return pos_; }
  std::string fen() const { return pos_.fen(); }
  Color side_to_move() const noexcept { return pos_.side_to_move(); }
  std::uint64_t key() const noexcept { return pos_.key(); }

  // Every move known, including those beyond the cursor that redo would play again.
  const std::vector<Move>& moves() const noexcept { return moves_; }
  int ply() const noexcept { return ply_; }  // moves played up to the cursor
  int ply_count() const noexcept { return int(moves_.size()); }
  Move last_move() const noexcept { return ply_ > 0 ? moves_[std::size_t(ply_ - 1)] : Move(); }

  bool is_legal(Move m) const noexcept;
  // Plays a legal move at the cursor and drops the moves beyond it. Returns false, changing
  // nothing, for an illegal move.
  bool play(Move m);
  // The same for ICCS text (`h2e2`); on failure *error (if given) says whether the text is
  // malformed or names the illegal move.
  bool play(std::string_view iccs, std::string* error = nullptr);

  bool can_undo() const noexcept { return ply_ > 0; }
  bool can_redo() const noexcept { return ply_ < ply_count(); }
  // Each returns false, changing nothing, when there is no move to take back or play again.
  bool undo();
  bool redo();

  // How the game stands at the cursor: the rules' ruling, or the ending given to end().
  const GameStatus& status() const noexcept {
    return ended_.over ? ended_ : statuses_[std::size_t(ply_)];
  }
  bool over() const noexcept { return status().over; }
  Result result() const noexcept { return status().result; }
  Reason reason() const noexcept { return status().reason; }

  // Ends a game the rules have not ended, for a reason the front end knows: FORFEIT (a player
  // resigned, crashed, timed out or answered with an illegal move) or PLY_LIMIT. `text` says it
  // in words, as GameStatus::text does. Ignored when the game is already over.
  void end(Result result, Reason reason, std::string text);

 private:
  void judge();  // stores the status at the cursor

  std::string start_fen_;
  std::vector<Move> moves_;
  std::vector<GameStatus> statuses_;  // statuses_[i]: after the first i moves, for i <= size
  GameStatus ended_;                  // an ending given to end(), while the cursor stays put
  int ply_ = 0;
  Position pos_;
  std::deque<StateInfo> states_;  // stable addresses: each StateInfo links to its previous
};

}  // namespace gameai::xiangqi
