#pragma once
// The Tetris Bot Protocol (TBP) on the wire: what both sides of it read and write.
//
// TBP is one JSON object per line, both ways (github tetris-bot-protocol/tbp-spec, with its
// `randomizer` extension). The bot announces itself (`info`), accepts the rules (`rules` ->
// `ready`), takes a position (`start`: a board of 40 rows of 10 cells, row 0 at the bottom, the
// queue with the current piece first, hold, combo, back_to_back and the 7-bag's state after the
// queue), answers `suggest` with `suggestion` (moves in order of preference, each a `location`
// -- piece `type`, `orientation` north/east/south/west and the x, y of the piece's SRS rotation
// centre -- and a `spin`), and follows the game with `play` and `new_piece` until `stop`; `quit`
// ends it. Whether a move holds is inferred from the piece it places.
//
// This file is the codec alone: locations and placements, moves and positions as JSON. The bot
// side is bot_session.hpp, the front end's side (running another bot) external_bot.hpp.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tetris/attack.hpp"
#include "tetris/board.hpp"
#include "tetris/piece.hpp"
#include "tetris/placement.hpp"
#include "tetris/spin.hpp"

namespace gameai::tbp {

// A TBP location from a placement, and back (nullopt outside a 10 x 40 board).
struct Location {
  tetris::Piece piece = tetris::Piece::I;
  tetris::Rotation orientation = tetris::Rotation::Spawn;
  int x = 0;
  int y = 0;
};
Location to_location(const tetris::Placement& p) noexcept;
tetris::Placement to_placement(const Location& l) noexcept;

std::string_view orientation_name(tetris::Rotation r) noexcept;  // "north", "east", ...
std::optional<tetris::Rotation> orientation_from_name(std::string_view name) noexcept;

// A move as TBP writes it: where the piece locks and the spin claimed.
struct Move {
  tetris::Placement placement;
  tetris::Spin spin = tetris::Spin::None;
};

// Reads a TBP move object; nullopt with `problem` set when it is not one (a location needs a
// piece type, an orientation and whole-number x and y near the board; spin is none, mini or
// full, none when left out).
std::optional<Move> parse_move(const nlohmann::json& move, std::string& problem);
nlohmann::json move_json(const tetris::Placement& placement, tetris::Spin spin);

// A position as `start` gives it. `combo` is TBP's: the consecutive line clears made (0 after a
// piece that cleared none), which is the attack chain's combo + 1.
struct Position {
  tetris::Board board{10, 20};
  std::vector<tetris::Piece> queue;  // the current piece first
  std::optional<tetris::Piece> hold;
  tetris::AttackState attack;
  // The 7-bag after the queue (seven_bag's bag_state; all seven when the queue ends a bag);
  // nullopt: not said.
  std::optional<std::vector<tetris::Piece>> bag;
};

// The `start` message for `position` (the board's rows above its height are sent empty; a bag
// that is empty is sent as the seven pieces of the next one, as the extension wants a list that
// is not empty).
nlohmann::json start_json(const Position& position);
// Reads a `start` message; nullopt with `problem` set when it is malformed.
std::optional<Position> parse_start(const nlohmann::json& start, std::string& problem);

// The piece named by a JSON string ("I", "O", ...), nullopt for anything else.
std::optional<tetris::Piece> piece_of(const nlohmann::json& j);

// The parser's message without nlohmann's "[json.exception.parse_error.101] " tag.
std::string json_error(const nlohmann::json::exception& e);

}  // namespace gameai::tbp
