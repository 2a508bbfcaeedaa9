#pragma once
// The vocabulary of xiangqi: colours, piece types, pieces, squares and moves.
//
// The board has 9 files (a-i, left to right from Red's side) and 10 ranks (0-9); rank 0 is Red's
// back rank, rank 9 Black's. A square is rank * 9 + file, so a0 = 0, i0 = 8, a9 = 81, i9 = 89.
// These are the coordinates of ICCS / UCI move text (`h2e2`) and of the FEN that Pikafish and
// Fairy-Stockfish write. Plain enums in the Stockfish manner keep indexing into tables cheap.

#include <cstdint>

namespace gameai::xiangqi {

enum Color : std::uint8_t { RED, BLACK, COLOR_NB = 2 };

constexpr Color operator~(Color c) noexcept {
  return Color(c ^ 1);
}

enum PieceType : std::uint8_t {
  NO_PIECE_TYPE,
  KING,
  ADVISOR,
  ELEPHANT,
  HORSE,
  CHARIOT,
  CANNON,
  SOLDIER,
  PIECE_TYPE_NB = 8
};

// A piece is colour * 8 + type, so Red pieces are 1-7 and Black pieces 9-15; 0 is an empty square.
enum Piece : std::uint8_t {
  NO_PIECE,
  R_KING = 1,
  R_ADVISOR,
  R_ELEPHANT,
  R_HORSE,
  R_CHARIOT,
  R_CANNON,
  R_SOLDIER,
  B_KING = 9,
  B_ADVISOR,
  B_ELEPHANT,
  B_HORSE,
  B_CHARIOT,
  B_CANNON,
  B_SOLDIER,
  PIECE_NB = 16
};

constexpr Piece make_piece(Color c, PieceType pt) noexcept {
  return Piece((c << 3) | pt);
}
constexpr PieceType type_of(Piece p) noexcept {
  return PieceType(p & 7);
}
// Meaningful only for p != NO_PIECE.
constexpr Color color_of(Piece p) noexcept {
  return Color(p >> 3);
}

using Square = int;
constexpr int FILE_NB = 9;
constexpr int RANK_NB = 10;
constexpr int SQUARE_NB = 90;
constexpr Square SQ_NONE = 90;

constexpr Square make_square(int file, int rank) noexcept {
  return rank * FILE_NB + file;
}
constexpr int file_of(Square s) noexcept {
  return s % FILE_NB;
}
constexpr int rank_of(Square s) noexcept {
  return s / FILE_NB;
}
constexpr bool is_ok(Square s) noexcept {
  return s >= 0 && s < SQUARE_NB;
}
// Rank counted from the given side's back rank (0 for its own back rank).
constexpr int relative_rank(Color c, Square s) noexcept {
  return c == RED ? rank_of(s) : RANK_NB - 1 - rank_of(s);
}

// A move in 16 bits: origin in bits 0-6, destination in bits 7-13. Xiangqi has no promotions,
// castling or en passant, so that is all a move needs. Move::none() (0) is "no move";
// Move::null() (a1 to a1, never a real move) is the pass that null-move pruning plays.
class Move {
 public:
  constexpr Move() noexcept = default;
  constexpr explicit Move(std::uint16_t raw) noexcept : data_(raw) {}
  constexpr Move(Square from, Square to) noexcept : data_(std::uint16_t(from | (to << 7))) {}

  static constexpr Move none() noexcept { return Move(std::uint16_t(0)); }
  static constexpr Move null() noexcept { return Move(Square(9), Square(9)); }

  constexpr Square from_sq() const noexcept { return Square(data_ & 0x7F); }
  constexpr Square to_sq() const noexcept { return Square(data_ >> 7); }
  constexpr std::uint16_t raw() const noexcept { return data_; }
  // True for a move with distinct on-board squares (not none() or null()).
  constexpr bool is_ok() const noexcept {
    return from_sq() != to_sq() && from_sq() < SQUARE_NB && to_sq() < SQUARE_NB;
  }
  constexpr explicit operator bool() const noexcept { return data_ != 0; }
  constexpr bool operator==(const Move&) const noexcept = default;

 private:
  std::uint16_t data_ = 0;
};

}  // namespace gameai::xiangqi
