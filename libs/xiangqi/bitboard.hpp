#pragma once
// 90-square bitboards and the attack tables the move generator and the check test share.
//
// A Bitboard is a 128-bit integer whose bit s stands for square s (rank * 9 + file). Chariots and
// cannons look their moves up per line: a rank's occupancy is a 9-bit shift, a file's is gathered
// into 10 bits with one multiplication, and small tables give the points a chariot reaches and
// the point a cannon captures on. Rays are kept for scanning the lines through a king piece by
// piece. Horses and elephants look up their targets per leg or eye square; kings, advisors and
// soldiers use one precomputed mask per square. All tables, including the Zobrist keys, are built
// at compile time (constinit), so there is no start-up order problem and no initialisation call.

#include <bit>
#include <cstdint>

#include "xiangqi/types.hpp"

namespace gameai::xiangqi {

__extension__ using Bitboard = unsigned __int128;

constexpr Bitboard square_bb(Square s) noexcept {
  return Bitboard(1) << s;
}
constexpr bool has(Bitboard b, Square s) noexcept {
  return (b >> s) & 1;
}
constexpr int popcount(Bitboard b) noexcept {
  return std::popcount(std::uint64_t(b)) + std::popcount(std::uint64_t(b >> 64));
}
// Index of the lowest set bit; b must not be zero.
constexpr Square lsb(Bitboard b) noexcept {
  const auto low = std::uint64_t(b);
  return low ? std::countr_zero(low) : 64 + std::countr_zero(std::uint64_t(b >> 64));
}
// Index of the highest set bit; b must not be zero.
constexpr Square msb(Bitboard b) noexcept {
  const auto high = std::uint64_t(b >> 64);
  return high ? 127 - std::countl_zero(high) : 63 - std::countl_zero(std::uint64_t(b));
}
constexpr Square pop_lsb(Bitboard& b) noexcept {
  const Square s = lsb(b);
  b &= b - 1;
  return s;
}

// Ray directions: NORTH towards Black (rank + 1), EAST towards file i (file + 1).
enum Direction : std::uint8_t { NORTH, EAST, SOUTH, WEST };

struct AttackTables {
  Bitboard ray[4][SQUARE_NB];         // squares strictly beyond s in each direction
  Bitboard danger[SQUARE_NB];         // the four rays of s and its diagonal neighbours
  Bitboard palace[COLOR_NB];          // the nine palace points of each side
  Bitboard own_half[COLOR_NB];        // ranks 0-4 for Red, 5-9 for Black
  Bitboard king_steps[SQUARE_NB];     // orthogonal steps staying in the palace of s
  Bitboard advisor_steps[SQUARE_NB];  // diagonal steps staying in the palace of s
  // Elephant k-th move from s: the eye square and the target (empty mask when off the board or
  // across the river); an unused eye is s itself, which is always occupied.
  std::int8_t elephant_eye[SQUARE_NB][4];
  Bitboard elephant_to[SQUARE_NB][4];
  // Horse: the k-th orthogonal neighbour of s is the leg; both targets behind it.
  std::int8_t horse_leg[SQUARE_NB][4];
  Bitboard horse_to[SQUARE_NB][4];
  // Horses that attack s through the k-th diagonal neighbour of s (their leg square).
  std::int8_t horse_check_leg[SQUARE_NB][4];
  Bitboard horse_from[SQUARE_NB][4];
  Bitboard soldier_steps[COLOR_NB][SQUARE_NB];
  Bitboard soldier_attackers[COLOR_NB][SQUARE_NB];  // where a soldier of colour c attacks s
  // Sliders by line lookup: for a piece at index i of a rank (0-8) or file (0-9) and the line's
  // occupancy as a bit mask, the indices a chariot reaches and the index a cannon captures on.
  std::uint16_t rank_chariot[FILE_NB][512];
  std::uint16_t rank_cannon[FILE_NB][512];
  std::uint16_t file_chariot[RANK_NB][1024];
  std::uint16_t file_cannon[RANK_NB][1024];
  Bitboard file_spread[1024];  // file-index mask -> squares of file a
  std::uint64_t zobrist_piece[PIECE_NB][SQUARE_NB];
  std::uint64_t zobrist_side;  // xor-ed in when Black is to move
};

extern const AttackTables TABLES;

template <Direction D>
constexpr Square nearest(Bitboard b) noexcept {
  if constexpr (D == NORTH || D == EAST) {
    return lsb(b);
  } else {
    return msb(b);
  }
}

// Occupancy of rank r as 9 bits (bit i = file i).
inline unsigned rank_occupancy(Bitboard occupied, int r) noexcept {
  return unsigned(std::uint64_t(occupied >> (9 * r)) & 0x1FF);
}
// Occupancy of file f as 10 bits (bit i = rank i). Ranks 0-7 sit 9 bits apart in the low word
// after the shift, like a chess diagonal, and one multiplication gathers them into the top byte.
inline unsigned file_occupancy(Bitboard occupied, int f) noexcept {
  const Bitboard x = occupied >> f;
  const auto low = std::uint64_t(x), high = std::uint64_t(x >> 64);
  const auto ranks_0_7 = unsigned(((low & 0x8040201008040201ULL) * 0x0101010101010101ULL) >> 56);
  return ranks_0_7 | unsigned((high >> 8) & 1) << 8 | unsigned((high >> 17) & 1) << 9;
}

// Chariot moves along the rank and along the file of s, each up to and including the first piece.
inline Bitboard chariot_rank_attacks(Square s, Bitboard occupied) noexcept {
  const int r = rank_of(s);
  return Bitboard(TABLES.rank_chariot[file_of(s)][rank_occupancy(occupied, r)]) << (9 * r);
}
inline Bitboard chariot_file_attacks(Square s, Bitboard occupied) noexcept {
  const int f = file_of(s);
  return TABLES.file_spread[TABLES.file_chariot[rank_of(s)][file_occupancy(occupied, f)]] << f;
}

// Squares a chariot on s reaches, up to and including the first piece in each direction.
template <Direction D>
inline Bitboard chariot_ray(Square s, Bitboard occupied) noexcept {
  Bitboard r = TABLES.ray[D][s];
  const Bitboard blockers = r & occupied;
  if (blockers) r ^= TABLES.ray[D][nearest<D>(blockers)];
  return r;
}
inline Bitboard chariot_attacks(Square s, Bitboard occupied) noexcept {
  return chariot_rank_attacks(s, occupied) | chariot_file_attacks(s, occupied);
}

// The piece a cannon on s would capture in direction D: the second piece along the ray.
template <Direction D>
inline Bitboard cannon_target(Square s, Bitboard occupied) noexcept {
  const Bitboard blockers = TABLES.ray[D][s] & occupied;
  if (!blockers) return 0;
  const Bitboard beyond = TABLES.ray[D][nearest<D>(blockers)] & occupied;
  return beyond ? square_bb(nearest<D>(beyond)) : Bitboard(0);
}
// Squares a cannon on s captures on (whatever their colour): one screen, then the next piece.
inline Bitboard cannon_attacks(Square s, Bitboard occupied) noexcept {
  const int r = rank_of(s), f = file_of(s);
  return Bitboard(TABLES.rank_cannon[f][rank_occupancy(occupied, r)]) << (9 * r) |
         TABLES.file_spread[TABLES.file_cannon[r][file_occupancy(occupied, f)]] << f;
}

inline Bitboard horse_attacks(Square s, Bitboard occupied) noexcept {
  Bitboard b = 0;
  for (int k = 0; k < 4; ++k)
    if (!has(occupied, TABLES.horse_leg[s][k])) b |= TABLES.horse_to[s][k];
  return b;
}

inline Bitboard elephant_attacks(Square s, Bitboard occupied) noexcept {
  Bitboard b = 0;
  for (int k = 0; k < 4; ++k)
    if (!has(occupied, TABLES.elephant_eye[s][k])) b |= TABLES.elephant_to[s][k];
  return b;
}

// Horses (of either colour, from the `horses` set) that attack s given the occupancy.
inline Bitboard horse_attackers(Square s, Bitboard horses, Bitboard occupied) noexcept {
  Bitboard b = 0;
  for (int k = 0; k < 4; ++k)
    if (!has(occupied, TABLES.horse_check_leg[s][k])) b |= TABLES.horse_from[s][k];
  return b & horses;
}

}  // namespace gameai::xiangqi
