#pragma once
// How a xiangqi game ends, answered in one place for the GUI, the match runner and the search.
//
//  - No legal move: the side to move loses, checkmated or stalemated alike.
//  - Repetition (Asian / AXF rules): a side that checked on every one of its moves through the
//    repeated cycle loses (perpetual check); failing that, a side that chased an enemy piece on
//    every move loses (perpetual chase); both or neither sides doing so is a draw.
//  - 60 moves (120 plies) without a capture: draw.
//  - Neither side has a chariot, horse, cannon or soldier left: draw.
//
// A chase, as Pikafish and Fairy-Stockfish judge it: after the move, one of the mover's pieces
// (not its king or a soldier) can legally capture an enemy piece (not the king, and not a soldier
// still on its own side of the river) that it could not chase before the move, and the capture
// would win the piece: the victim is worth more than the attacker (a chariot attacked by a horse or
// cannon; a chariot, cannon or horse attacked by an advisor or elephant) or no enemy piece could
// legally take back. Legality decides every pin, including a capture after which another piece
// gives check, uncovered or over the capturer as a cannon's screen (only a recapture that also
// answers the check counts) and the facing kings (a king may not take back
// onto a file where it would face the other, a guard between the kings may not leave the file). A
// like piece able to capture the attacker first is not chased, unless the attacker's capture
// would come with such a check. A chariot that is the leg of an enemy horse's check on its king
// does not chase that horse (AXF rule 19). A move that gives check is judged as a check.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi {

enum class Outcome : std::uint8_t { None, Win, Draw, Loss };  // for the side to move

enum class Reason : std::uint8_t {
  None,
  Checkmate,
  Stalemate,
  PerpetualCheck,
  PerpetualChase,
  Repetition,
  MoveLimit,
  NoAttackers,
  // Endings the rules do not rule on, given by a front end (Game::end).
  Forfeit,  // a player resigned, crashed, ran out of time or answered with an illegal move
  PlyLimit  // the referee's cap on a game's length was reached
};

// Short lower-case name: "checkmate", "perpetual check", "60-move rule", ...
std::string_view reason_name(Reason r) noexcept;

struct Verdict {
  Outcome outcome = Outcome::None;
  Reason reason = Reason::None;
};

// The rulings the search needs at a node, cheap when nothing applies (a walk back over the
// positions since the last capture, comparing keys). `ply` is the distance from the search root:
// a position that repeats once inside the tree (the earlier occurrence after the root) is ruled
// on at once, one reached before the root only at its third occurrence. Also applies the 60-move
// and no-attacking-pieces draws; does not look for checkmate except at the 60-move limit.
// The position is left exactly as it was (judging a chase replays the repeated cycle).
Verdict rule_judge(Position& pos, int ply);

// Squares of the side-to-move's pieces that the opponent's last move chased (see above).
// Empty at the root of the history and after a null move.
Bitboard chased_pieces(Position& pos);

enum class Result : std::uint8_t { None, RedWins, BlackWins, Draw };

struct GameStatus {
  bool over = false;
  Result result = Result::None;
  Reason reason = Reason::None;
  std::string text;  // e.g. "black wins: red is checkmated", "draw: 60 moves without a capture"
};

// Whether the game is over in this position (repetition counted at the third occurrence).
GameStatus game_status(Position& pos);

// The text of a result where one is stored or printed, and back: "red", "black", "draw", or ""
// for Result::None. parse_result reads exactly what result_name writes; any other text is
// std::nullopt.
std::string_view result_name(Result r) noexcept;
std::optional<Result> parse_result(std::string_view text) noexcept;

// The score as PGN and the xboard protocol write it: "1-0", "0-1", "1/2-1/2", or "*" for
// Result::None (unfinished).
std::string_view result_score(Result r) noexcept;

// The side that wins, or std::nullopt for a draw or an unfinished game.
std::optional<Color> winning_side(Result r) noexcept;
// RED_WINS or BLACK_WINS.
Result win_for(Color c) noexcept;

}  // namespace gameai::xiangqi
