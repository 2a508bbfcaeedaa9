#include "tetris/movegen.hpp"

#include <algorithm>

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

void MoveGenerator::reachable(RuleSet rules, const Board& board, const Placement& start) noexcept {
  rules_ = rules;
  piece_ = start.piece;
  start_ = start;
  size_ = 0;
  if (!piece_fits(rules, board, start)) return;
  const bool track_spin = start.piece == Piece::T && rules == RuleSet::Guideline;
  // Only a T under guideline uses the spin variants; clear just the part of the tables used.
  const auto used = static_cast<std::ptrdiff_t>((track_spin ? VARIANTS : 1) * POSITIONS);
  std::fill(parent_.begin(), parent_.begin() + used, NO_PARENT);
  std::fill(emitted_.begin(), emitted_.begin() + used, std::uint8_t{0});

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
    // Resting: emit once per distinct cells (and spin kind for a T).
    const Placement same_cells = canonical(p);
    const Spin spin =
        track_spin ? detect_spin(board, p, variant > 0, variant == 2 ? 4 : 0) : Spin::None;
    const int key = static_cast<int>(spin) * POSITIONS + position_index(same_cells);
    auto& done = emitted_[static_cast<std::size_t>(key)];
    if (done) continue;
    done = 1;
    Move m;
    m.placement = same_cells;
    m.spin = spin;
    m.last_rotation = s != start_state && (via_[static_cast<std::size_t>(s)] == Input::RotateCw ||
                                           via_[static_cast<std::size_t>(s)] == Input::RotateCcw);
    m.state = static_cast<std::uint16_t>(s);
    int rotations = 0;
    for (int at_state = s; at_state != start_state;
         at_state = parent_[static_cast<std::size_t>(at_state)]) {
      const Input in = via_[static_cast<std::size_t>(at_state)];
      rotations += (in == Input::RotateCw || in == Input::RotateCcw) ? 1 : 0;
    }
    m.rotations = static_cast<std::uint8_t>(rotations);
    push(m);
  }
}

void MoveGenerator::path(std::size_t i, InputPath& out) const noexcept {
  out.clear();
  const Move& m = moves_[i];
  if (rules_ == RuleSet::Guideline) {
    const int start_state = position_index(start_);
    for (int s = m.state; s != start_state; s = parent_[static_cast<std::size_t>(s)]) {
      out.push_back(via_[static_cast<std::size_t>(s)]);
    }
    std::reverse(out.begin(), out.end());
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
