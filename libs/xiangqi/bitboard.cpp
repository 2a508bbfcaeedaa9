#include "xiangqi/bitboard.hpp"

#include <initializer_list>

namespace gameai::xiangqi {
namespace {

constexpr bool on_board(int file, int rank) {
  return file >= 0 && file < FILE_NB && rank >= 0 && rank < RANK_NB;
}
constexpr bool in_palace(int file, int rank) {
  return file >= 3 && file <= 5 && (rank <= 2 || rank >= 7);
}
constexpr bool same_half(int rank_a, int rank_b) {
  return (rank_a <= 4) == (rank_b <= 4);
}

constexpr int ORTHO[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};  // NORTH, EAST, SOUTH, WEST
constexpr int DIAG[4][2] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};

constexpr AttackTables make_tables() {
  AttackTables t{};
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const int f = file_of(s), r = rank_of(s);
    const Bitboard here = square_bb(s);
    if (r <= 4)
      t.own_half[RED] |= here;
    else
      t.own_half[BLACK] |= here;
    if (in_palace(f, r)) t.palace[r <= 2 ? RED : BLACK] |= here;

    for (int d = 0; d < 4; ++d) {
      for (int ff = f + ORTHO[d][0], rr = r + ORTHO[d][1]; on_board(ff, rr);
           ff += ORTHO[d][0], rr += ORTHO[d][1])
        t.ray[d][s] |= square_bb(make_square(ff, rr));
      t.danger[s] |= t.ray[d][s];
    }

    for (int k = 0; k < 4; ++k) {
      // Kings and advisors: one step, staying in the palace they stand in.
      const int kf = f + ORTHO[k][0], kr = r + ORTHO[k][1];
      if (in_palace(f, r) && on_board(kf, kr) && in_palace(kf, kr) && same_half(r, kr))
        t.king_steps[s] |= square_bb(make_square(kf, kr));
      const int af = f + DIAG[k][0], ar = r + DIAG[k][1];
      if (on_board(af, ar)) t.danger[s] |= square_bb(make_square(af, ar));
      if (in_palace(f, r) && on_board(af, ar) && in_palace(af, ar) && same_half(r, ar))
        t.advisor_steps[s] |= square_bb(make_square(af, ar));

      // Elephants: two diagonal steps, blocked by a piece on the eye, never across the river.
      const int ef = f + 2 * DIAG[k][0], er = r + 2 * DIAG[k][1];
      t.elephant_eye[s][k] = std::int8_t(s);
      if (on_board(ef, er) && same_half(r, er)) {
        t.elephant_eye[s][k] = std::int8_t(make_square(af, ar));
        t.elephant_to[s][k] = square_bb(make_square(ef, er));
      }

      // Horses: one orthogonal step (the leg, which must be empty), then one diagonal step
      // outwards. Seen from the target, the leg is a diagonal neighbour of the target.
      const int lf = f + ORTHO[k][0], lr = r + ORTHO[k][1];
      t.horse_leg[s][k] = std::int8_t(s);
      if (on_board(lf, lr)) {
        t.horse_leg[s][k] = std::int8_t(make_square(lf, lr));
        for (int side : {-1, 1}) {
          const int hf = lf + ORTHO[k][0] + (ORTHO[k][0] == 0 ? side : 0);
          const int hr = lr + ORTHO[k][1] + (ORTHO[k][1] == 0 ? side : 0);
          if (on_board(hf, hr)) t.horse_to[s][k] |= square_bb(make_square(hf, hr));
        }
      }
      t.horse_check_leg[s][k] = std::int8_t(s);
      if (on_board(af, ar)) {
        t.horse_check_leg[s][k] = std::int8_t(make_square(af, ar));
        // A horse on (af + DIAG.x, ar) or (af, ar + DIAG.y) passes its leg (af, ar).
        const int sources[2][2] = {{af + DIAG[k][0], ar}, {af, ar + DIAG[k][1]}};
        for (const auto& src : sources)
          if (on_board(src[0], src[1]))
            t.horse_from[s][k] |= square_bb(make_square(src[0], src[1]));
      }
    }

    // Soldiers: one step forward; sideways as well once across the river.
    for (Color c : {RED, BLACK}) {
      const int forward = c == RED ? 1 : -1;
      const bool crossed = c == RED ? r >= 5 : r <= 4;
      if (on_board(f, r + forward)) t.soldier_steps[c][s] |= square_bb(make_square(f, r + forward));
      if (crossed) {
        if (f > 0) t.soldier_steps[c][s] |= square_bb(s - 1);
        if (f < FILE_NB - 1) t.soldier_steps[c][s] |= square_bb(s + 1);
      }
    }
  }
  for (Color c : {RED, BLACK})
    for (Square from = 0; from < SQUARE_NB; ++from)
      for (Square to = 0; to < SQUARE_NB; ++to)
        if (has(t.soldier_steps[c][from], to)) t.soldier_attackers[c][to] |= square_bb(from);

  // Line lookups: slide from index i over a line of n points with occupancy `occ`.
  auto slide = [](int i, unsigned occ, int n, bool cannon) {
    unsigned reach = 0;
    for (int step : {-1, 1}) {
      bool screened = false;
      for (int j = i + step; j >= 0 && j < n; j += step) {
        const bool occupied = (occ >> j) & 1;
        if (!cannon) {
          reach |= 1u << j;
          if (occupied) break;
        } else if (occupied) {
          if (screened) {
            reach |= 1u << j;
            break;
          }
          screened = true;
        }
      }
    }
    return std::uint16_t(reach);
  };
  for (int i = 0; i < FILE_NB; ++i)
    for (unsigned occ = 0; occ < 512; ++occ) {
      t.rank_chariot[i][occ] = slide(i, occ, FILE_NB, false);
      t.rank_cannon[i][occ] = slide(i, occ, FILE_NB, true);
    }
  for (int i = 0; i < RANK_NB; ++i)
    for (unsigned occ = 0; occ < 1024; ++occ) {
      t.file_chariot[i][occ] = slide(i, occ, RANK_NB, false);
      t.file_cannon[i][occ] = slide(i, occ, RANK_NB, true);
    }
  for (unsigned mask = 0; mask < 1024; ++mask)
    for (int r = 0; r < RANK_NB; ++r)
      if ((mask >> r) & 1) t.file_spread[mask] |= square_bb(make_square(0, r));

  // Zobrist keys from a fixed SplitMix64 stream, so keys (and anything hashed with them) are the
  // same on every build.
  std::uint64_t state = 0x5851F42D4C957F2DULL;
  auto next = [&state] {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (int p = 0; p < PIECE_NB; ++p)
    for (Square s = 0; s < SQUARE_NB; ++s) t.zobrist_piece[p][s] = next();
  t.zobrist_side = next();
  return t;
}

}  // namespace

constinit const AttackTables TABLES = make_tables();

}  // namespace gameai::xiangqi
