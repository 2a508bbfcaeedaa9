#include "tetris/movegen.hpp"

#include <algorithm>
#include <bit>

#include "tetris/drops.hpp"
#include "tetris/kicks.hpp"

namespace gameai::tetris {

namespace {

constexpr std::uint16_t NO_PARENT = 0xFFFF;

// The turn sequence used by standard (and shown for classic) to reach rotation r from 0.
int turns_for(int r) noexcept {
  return r == 3 ? 1 : r;
}
bool turns_clockwise(int r) noexcept {
  return r != 3;
}

Placement at(const Placement& p, int dx, int dy) noexcept {
  return Placement{p.piece, p.rotation, static_cast<std::int8_t>(p.column + dx),
                   static_cast<std::int8_t>(p.row + dy)};
}

}  // namespace

void MoveGenerator::generate(RuleSet rules, const Board& board, Piece piece) noexcept {
  rules_ = rules;
  piece_ = piece;
  size_ = 0;
  if (rules == RuleSet::Classic) {
    generate_classic(board, piece);
    return;
  }
  const auto entry = entry_placement(rules, piece, board);
  if (!entry) return;
  generate_from(rules, board, *entry);
}

void MoveGenerator::generate_from(RuleSet rules, const Board& board,
                                  const Placement& start) noexcept {
  rules_ = rules;
  piece_ = start.piece;
  start_ = start;
  size_ = 0;
  if (rules == RuleSet::Guideline) {
    reachable(rules, board, start);
  } else if (rules == RuleSet::Standard) {
    generate_standard(board, start);
  } else {
    generate_classic(board, start.piece);
  }
}

void MoveGenerator::generate_classic(const Board& board, Piece piece) noexcept {
  DropList drops;
  generate_drops(board, piece, drops);
  start_ = spawn_placement(RuleSet::Standard, piece, board);
  for (const Placement& p : drops) {
    const int r = to_int(p.rotation);
    // Columns as seen from the standard spawn after turning in the box.
    Placement turned = start_;
    for (int t = 0; t < turns_for(r); ++t) turned = rotated_in_box(turned, turns_clockwise(r));
    Move m;
    m.placement = p;
    m.rotations = static_cast<std::uint8_t>(turns_for(r));
    m.shift = static_cast<std::int8_t>(p.column - turned.column);
    push(m);
  }
}

void MoveGenerator::generate_standard(const Board& board, const Placement& start) noexcept {
  for (int r = 0; r < distinct_rotations(start.piece); ++r) {
    Placement turned = start;
    bool ok = true;
    for (int t = 0; t < turns_for(r) && ok; ++t) {
      const auto result = rotate(RuleSet::Standard, board, turned, turns_clockwise(r));
      if (result) {
        turned = result->placement;
      } else {
        ok = false;
      }
    }
    if (!ok) continue;
    // Shift as far as the stack allows each way, dropping at every column passed.
    int left = 0;
    while (piece_fits(RuleSet::Standard, board, at(turned, left - 1, 0))) --left;
    int right = 0;
    while (piece_fits(RuleSet::Standard, board, at(turned, right + 1, 0))) ++right;
    for (int dx = left; dx <= right; ++dx) {
      Placement p = at(turned, dx, 0);
      while (board.fits(at(p, 0, -1))) p.row = static_cast<std::int8_t>(p.row - 1);
      Move m;
      m.placement = p;
      m.rotations = static_cast<std::uint8_t>(turns_for(r));
      m.last_rotation = r != 0 && dx == 0 && p.row == turned.row;
      m.shift = static_cast<std::int8_t>(dx);
      push(m);
    }
  }
}

namespace {

// Bit y of Columns[x]: the piece's lowest-leftmost cell at (x, y).
using Columns = std::array<std::uint64_t, Board::MAX_WIDTH>;

// Positions reachable from `from` by soft drops inside `fits`: an occluded fill downwards.
constexpr std::uint64_t fill_down(std::uint64_t from, std::uint64_t fits) noexcept {
  std::uint64_t g = fits;
  from |= g & (from >> 1);
  g &= g >> 1;
  from |= g & (from >> 2);
  g &= g >> 2;
  from |= g & (from >> 4);
  g &= g >> 4;
  from |= g & (from >> 8);
  g &= g >> 8;
  from |= g & (from >> 16);
  g &= g >> 16;
  from |= g & (from >> 32);
  return from;
}

constexpr std::uint64_t shift_rows(std::uint64_t bits, int dy) noexcept {
  return dy >= 0 ? bits << dy : bits >> -dy;
}

// The bitboard search of one piece (see the design note in movegen.hpp).
struct FastSearch {
  RuleSet rules;
  Piece piece;
  int width;
  int kicks;  // kick tests per rotation: 5 under guideline, 1 (in place) under standard
  Columns board{};
  std::array<Columns, ROTATION_COUNT> fits{};
  std::array<Columns, ROTATION_COUNT> reach{};

  FastSearch(RuleSet r, const Board& b, Piece p) noexcept
      : rules(r),
        piece(p),
        width(b.width()),
        kicks(r == RuleSet::Guideline ? KICK_TESTS : 1),
        board(b.columns()) {
    // Guideline pieces may move in the buffer rows; standard pieces stay below the top.
    const int top = r == RuleSet::Guideline ? Board::STORED_ROWS : b.height();
    for (int rot = 0; rot < ROTATION_COUNT; ++rot) {
      const Shape& s = shape(p, rotation_from_int(rot));
      if (top < s.height) continue;
      const std::uint64_t rows = (std::uint64_t{1} << (top - s.height + 1)) - 1;
      for (int x = 0; x + s.width <= width; ++x) {
        std::uint64_t blocked = 0;
        for (int i = 0; i < s.width; ++i) {
          const std::uint64_t col = board[static_cast<std::size_t>(x + i)];
          for (int k = s.bottom[static_cast<std::size_t>(i)];
               k <= s.top[static_cast<std::size_t>(i)]; ++k) {
            blocked |= col >> k;
          }
        }
        fits[static_cast<std::size_t>(rot)][static_cast<std::size_t>(x)] = ~blocked & rows;
      }
    }
  }

  // Soft drops and sideways moves within one rotation, to a fixed point.
  void flood(int rot) noexcept {
    Columns& r = reach[static_cast<std::size_t>(rot)];
    const Columns& f = fits[static_cast<std::size_t>(rot)];
    bool changed = true;
    while (changed) {
      changed = false;
      for (int x = 0; x < width; ++x) {
        const auto ux = static_cast<std::size_t>(x);
        std::uint64_t v = fill_down(r[ux], f[ux]);
        if (x > 0) v |= fill_down(r[ux - 1] & f[ux], f[ux]);
        if (v != r[ux]) {
          r[ux] = v;
          changed = true;
        }
      }
      for (int x = width - 2; x >= 0; --x) {
        const auto ux = static_cast<std::size_t>(x);
        const std::uint64_t v = r[ux] | fill_down(r[ux + 1] & f[ux], f[ux]);
        if (v != r[ux]) {
          r[ux] = v;
          changed = true;
        }
      }
    }
  }

  // Where rotating the positions `from` of rotation `rot` (clockwise or not) lands, each source
  // taking its first kick that fits: kicks 0-3 into `plain`, kick 4 into `fifth`.
  void rotate_all(int rot, bool clockwise, const Columns& from, Columns& plain,
                  Columns& fifth) const noexcept {
    const Rotation fr = rotation_from_int(rot);
    const Rotation to = clockwise ? rotate_cw(fr) : rotate_ccw(fr);
    const Shape& s0 = shape(piece, fr);
    const Shape& s1 = shape(piece, to);
    const KickTests& tests = srs_kicks(piece, fr, to);
    const Columns& f = fits[static_cast<std::size_t>(to_int(to))];
    Columns left = from;
    for (int k = 0; k < kicks; ++k) {
      const Kick kick =
          rules == RuleSet::Guideline ? tests[static_cast<std::size_t>(k)] : Kick{0, 0};
      const int ox = s1.box_x - s0.box_x + kick.dx;
      const int oy = s1.box_y - s0.box_y + kick.dy;
      Columns& into = k == 4 ? fifth : plain;
      for (int x = 0; x < width; ++x) {
        const auto ux = static_cast<std::size_t>(x);
        if (left[ux] == 0) continue;
        const int tx = x + ox;
        if (tx < 0 || tx >= width) continue;
        const std::uint64_t hit = shift_rows(left[ux], oy) & f[static_cast<std::size_t>(tx)];
        into[static_cast<std::size_t>(tx)] |= hit;
        left[ux] &= ~shift_rows(hit, -oy);
      }
    }
  }

  void run(const Placement& start) noexcept {
    reach[static_cast<std::size_t>(to_int(start.rotation))]
         [static_cast<std::size_t>(start.column)] = std::uint64_t{1} << start.row;
    unsigned pending = 1u << to_int(start.rotation);
    const int rotations = piece == Piece::O ? 1 : ROTATION_COUNT;
    // The positions of each rotation already turned: a later pass turns only the new ones (each
    // position lands where it lands whatever else is turned with it).
    std::array<Columns, ROTATION_COUNT> turned{};
    while (pending != 0) {
      const int rot = std::countr_zero(pending);
      pending &= pending - 1;
      flood(rot);
      if (rotations == 1) continue;
      const auto ur = static_cast<std::size_t>(rot);
      Columns fresh{};
      for (int x = 0; x < width; ++x) {
        const auto ux = static_cast<std::size_t>(x);
        fresh[ux] = reach[ur][ux] & ~turned[ur][ux];
        turned[ur][ux] = reach[ur][ux];
      }
      for (const bool clockwise : {true, false}) {
        Columns landed{};
        rotate_all(rot, clockwise, fresh, landed, landed);
        const int to = to_int(clockwise ? rotate_cw(rotation_from_int(rot))
                                        : rotate_ccw(rotation_from_int(rot)));
        Columns& target = reach[static_cast<std::size_t>(to)];
        bool grew = false;
        for (int x = 0; x < width; ++x) {
          const auto ux = static_cast<std::size_t>(x);
          if ((landed[ux] & ~target[ux]) != 0) {
            target[ux] |= landed[ux];
            grew = true;
          }
        }
        if (grew) pending |= 1u << to;
      }
    }
  }
};

}  // namespace

void MoveGenerator::reachable(RuleSet rules, const Board& board, const Placement& start) noexcept {
  rules_ = rules;
  piece_ = start.piece;
  start_ = start;
  board_ = board;
  searched_ = false;
  size_ = 0;
  if (!piece_fits(rules, board, start)) return;
  FastSearch fast(rules, board, start.piece);
  fast.run(start);
  const bool track_spin = start.piece == Piece::T && rules == RuleSet::Guideline;
  const int distinct = distinct_rotations(start.piece);

  // How each position was last entered (T under guideline): by a move, a rotation, or a
  // rotation on the fifth kick.
  std::array<Columns, ROTATION_COUNT> moved{};
  std::array<Columns, ROTATION_COUNT> turned{};
  std::array<Columns, ROTATION_COUNT> fifth{};
  if (track_spin) {
    for (int rot = 0; rot < ROTATION_COUNT; ++rot) {
      const auto ur = static_cast<std::size_t>(rot);
      const Columns& r = fast.reach[ur];
      const Columns& f = fast.fits[ur];
      for (int x = 0; x < fast.width; ++x) {
        const auto ux = static_cast<std::size_t>(x);
        std::uint64_t m = (r[ux] >> 1) & f[ux];
        if (x > 0) m |= r[ux - 1] & f[ux];
        if (x + 1 < fast.width) m |= r[ux + 1] & f[ux];
        moved[ur][ux] = m;
      }
      for (const bool clockwise : {true, false}) {
        const int to = to_int(clockwise ? rotate_cw(rotation_from_int(rot))
                                        : rotate_ccw(rotation_from_int(rot)));
        fast.rotate_all(rot, clockwise, r, turned[static_cast<std::size_t>(to)],
                        fifth[static_cast<std::size_t>(to)]);
      }
    }
    moved[static_cast<std::size_t>(to_int(start.rotation))]
         [static_cast<std::size_t>(start.column)] |= std::uint64_t{1} << start.row;
  }

  for (int rot = 0; rot < distinct; ++rot) {
    const auto ur = static_cast<std::size_t>(rot);
    for (int x = 0; x < fast.width; ++x) {
      const auto ux = static_cast<std::size_t>(x);
      // Resting: reached, and one row down does not fit. Rotations r and r + 2 of I, S and Z
      // (and every rotation of O) cover the same cells at the same corner.
      std::uint64_t resting = 0;
      for (int same = rot; same < ROTATION_COUNT; same += distinct) {
        const auto us = static_cast<std::size_t>(same);
        resting |= fast.reach[us][ux] & ~(fast.fits[us][ux] << 1);
      }
      while (resting != 0) {
        const int y = std::countr_zero(resting);
        resting &= resting - 1;
        const std::uint64_t bit = std::uint64_t{1} << y;
        Move m;
        m.placement = Placement{start.piece, rotation_from_int(rot), static_cast<std::int8_t>(x),
                                static_cast<std::int8_t>(y)};
        if (!track_spin) {
          push(m);
          continue;
        }
        // Up to three moves: plain, and what a rotation into this position counts as.
        bool emitted[3] = {false, false, false};
        if ((moved[ur][ux] & bit) != 0) {
          emitted[0] = true;
          push(m);
        }
        for (int variant = 1; variant <= 2; ++variant) {
          const Columns& via = variant == 1 ? turned[ur] : fifth[ur];
          if ((via[ux] & bit) == 0) continue;
          const Spin spin = detect_spin(board, m.placement, true, variant == 2 ? 4 : 0);
          if (emitted[static_cast<int>(spin)]) continue;
          emitted[static_cast<int>(spin)] = true;
          Move turn = m;
          turn.spin = spin;
          turn.last_rotation = true;
          push(turn);
        }
      }
    }
  }
}

void MoveGenerator::reachable_by_search(RuleSet rules, const Board& board,
                                        const Placement& start) noexcept {
  rules_ = rules;
  piece_ = start.piece;
  start_ = start;
  board_ = board;
  searched_ = false;
  size_ = 0;
  if (!piece_fits(rules, board, start)) return;
  search();
  for (std::size_t i = 0; i < order_size_; ++i) {
    const int key = order_[i];
    const int pos = key % POSITIONS;
    Move m;
    m.placement = Placement{start.piece, rotation_from_int(pos / (Board::MAX_WIDTH * ROWS)),
                            static_cast<std::int8_t>((pos / ROWS) % Board::MAX_WIDTH),
                            static_cast<std::int8_t>(pos % ROWS)};
    m.spin = static_cast<Spin>(key / POSITIONS);
    const int s = found_[static_cast<std::size_t>(key)];
    m.last_rotation =
        s != position_index(start) && (via_[static_cast<std::size_t>(s)] == Input::RotateCw ||
                                       via_[static_cast<std::size_t>(s)] == Input::RotateCcw);
    m.state = static_cast<std::uint16_t>(s);
    push(m);
  }
}

void MoveGenerator::search() const noexcept {
  searched_ = true;
  order_size_ = 0;
  const RuleSet rules = rules_;
  const Board& board = board_;
  const Placement start = start_;
  const bool track_spin = start.piece == Piece::T && rules == RuleSet::Guideline;
  // Only a T under guideline uses the spin variants; clear just the part of the tables used.
  const auto used = static_cast<std::ptrdiff_t>((track_spin ? VARIANTS : 1) * POSITIONS);
  std::fill(parent_.begin(), parent_.begin() + used, NO_PARENT);
  std::fill(found_.begin(), found_.begin() + VARIANTS * POSITIONS, NO_PARENT);

  const int start_state = position_index(start);
  int head = 0;
  int tail = 0;
  parent_[static_cast<std::size_t>(start_state)] = static_cast<std::uint16_t>(start_state);
  queue_[static_cast<std::size_t>(tail++)] = static_cast<std::uint16_t>(start_state);

  auto visit = [&](const Placement& p, int variant, int from, Input via) {
    const int s = variant * POSITIONS + position_index(p);
    auto& parent = parent_[static_cast<std::size_t>(s)];
    if (parent != NO_PARENT) return;
    parent = static_cast<std::uint16_t>(from);
    via_[static_cast<std::size_t>(s)] = via;
    queue_[static_cast<std::size_t>(tail++)] = static_cast<std::uint16_t>(s);
  };

  while (head < tail) {
    const int s = queue_[static_cast<std::size_t>(head++)];
    const int variant = s / POSITIONS;
    const int pos = s % POSITIONS;
    const Placement p{start.piece, rotation_from_int(pos / (Board::MAX_WIDTH * ROWS)),
                      static_cast<std::int8_t>((pos / ROWS) % Board::MAX_WIDTH),
                      static_cast<std::int8_t>(pos % ROWS)};

    const Placement left = at(p, -1, 0);
    if (piece_fits(rules, board, left)) visit(left, 0, s, Input::Left);
    const Placement right = at(p, 1, 0);
    if (piece_fits(rules, board, right)) visit(right, 0, s, Input::Right);
    for (const bool clockwise : {true, false}) {
      if (const auto turned = rotate(rules, board, p, clockwise)) {
        const int v = !track_spin ? 0 : (turned->kick == 4 ? 2 : 1);
        visit(turned->placement, v, s, clockwise ? Input::RotateCw : Input::RotateCcw);
      }
    }
    const Placement down = at(p, 0, -1);
    if (board.fits(down)) {
      visit(down, 0, s, Input::SoftDrop);
      continue;
    }
    // Resting: the first state to reach these cells (and spin kind, for a T) keeps its path.
    const Spin spin =
        track_spin ? detect_spin(board, p, variant > 0, variant == 2 ? 4 : 0) : Spin::None;
    const int key = static_cast<int>(spin) * POSITIONS + position_index(canonical(p));
    auto& first = found_[static_cast<std::size_t>(key)];
    if (first != NO_PARENT) continue;
    first = static_cast<std::uint16_t>(s);
    order_[order_size_++] = static_cast<std::uint16_t>(key);
  }
}

void MoveGenerator::path(std::size_t i, InputPath& out) const noexcept {
  out.clear();
  const Move& m = moves_[i];
  if (rules_ == RuleSet::Guideline) {
    if (!searched_) search();
    const int key = static_cast<int>(m.spin) * POSITIONS + position_index(m.placement);
    const int start_state = position_index(start_);
    const int state = found_[static_cast<std::size_t>(key)];
    if (state == NO_PARENT) return;  // not reachable: cannot happen for a generated move
    for (int s = state; s != start_state; s = parent_[static_cast<std::size_t>(s)]) {
      out.push_back(via_[static_cast<std::size_t>(s)]);
    }
    // The path was built backwards: soft drops at its end only fall straight down, which the
    // hard drop does in one key, so they are left out.
    std::size_t drop = 0;
    while (drop < out.size() && out[drop] == Input::SoftDrop) ++drop;
    InputPath forward;
    for (std::size_t k = out.size(); k > drop; --k) forward.push_back(out[k - 1]);
    out = forward;
  } else {
    const int r = to_int(m.placement.rotation);
    for (int t = 0; t < m.rotations; ++t) {
      out.push_back(turns_clockwise(r) ? Input::RotateCw : Input::RotateCcw);
    }
    const Input step = m.shift < 0 ? Input::Left : Input::Right;
    for (int k = 0; k < (m.shift < 0 ? -m.shift : m.shift); ++k) out.push_back(step);
  }
  out.push_back(Input::HardDrop);
}

}  // namespace gameai::tetris
