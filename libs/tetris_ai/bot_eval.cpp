#include "tetris_ai/bot_eval.hpp"

#include <algorithm>
#include <bit>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

#include "tetris/piece.hpp"

namespace gameai::tetris_ai {
namespace {

struct Scalar {
  std::string_view name;
  double BotWeights::*member;
};

constexpr Scalar SCALARS[] = {
    {"holes", &BotWeights::holes},
    {"holes_sq", &BotWeights::holes_sq},
    {"covered", &BotWeights::covered},
    {"covered_sq", &BotWeights::covered_sq},
    {"bumpiness", &BotWeights::bumpiness},
    {"bumpiness_sq", &BotWeights::bumpiness_sq},
    {"row_transitions", &BotWeights::row_transitions},
    {"height", &BotWeights::height},
    {"top_half", &BotWeights::top_half},
    {"top_quarter", &BotWeights::top_quarter},
    {"well_depth", &BotWeights::well_depth},
    {"attack", &BotWeights::attack},
    {"back_to_back", &BotWeights::back_to_back},
    {"b2b_clear", &BotWeights::b2b_clear},
    {"clear1", &BotWeights::clear1},
    {"clear2", &BotWeights::clear2},
    {"clear3", &BotWeights::clear3},
    {"clear4", &BotWeights::clear4},
    {"tspin1", &BotWeights::tspin1},
    {"tspin2", &BotWeights::tspin2},
    {"tspin3", &BotWeights::tspin3},
    {"mini1", &BotWeights::mini1},
    {"mini2", &BotWeights::mini2},
    {"perfect_clear", &BotWeights::perfect_clear},
    {"pc_chance", &BotWeights::pc_chance},
    {"combo_attack", &BotWeights::combo_attack},
    {"wasted_t", &BotWeights::wasted_t},
    {"incoming", &BotWeights::incoming},
};

template <std::size_t N>
void read_array(const nlohmann::json& value, const std::string& key, std::array<double, N>& out) {
  if (!value.is_array() || value.size() != N) {
    throw std::invalid_argument("weight \"" + key + "\" must be an array of " + std::to_string(N) +
                                " numbers");
  }
  for (std::size_t i = 0; i < N; ++i) {
    if (!value[i].is_number()) {
      throw std::invalid_argument("weight \"" + key + "\" must be an array of numbers");
    }
    out[i] = value[i].get<double>();
  }
}

}  // namespace

std::vector<double> to_vector(const BotWeights& w) {
  std::vector<double> v;
  for (const Scalar& s : SCALARS) v.push_back(w.*(s.member));
  v.insert(v.end(), w.well_column.begin(), w.well_column.end());
  v.insert(v.end(), w.tslot.begin(), w.tslot.end());
  return v;
}

BotWeights from_vector(const std::vector<double>& v) noexcept {
  BotWeights w;
  std::size_t i = 0;
  for (const Scalar& s : SCALARS) {
    if (i < v.size()) w.*(s.member) = v[i];
    ++i;
  }
  for (double& x : w.well_column) {
    if (i < v.size()) x = v[i];
    ++i;
  }
  for (double& x : w.tslot) {
    if (i < v.size()) x = v[i];
    ++i;
  }
  return w;
}

void to_json(nlohmann::json& j, const BotWeights& w) {
  j = nlohmann::json::object();
  for (const Scalar& s : SCALARS) j[std::string(s.name)] = w.*(s.member);
  j["well_column"] = w.well_column;
  j["tslot"] = w.tslot;
}

void from_json(const nlohmann::json& j, BotWeights& w) {
  if (!j.is_object()) throw std::invalid_argument("weights must be a JSON object");
  BotWeights read = w;
  for (const auto& [key, value] : j.items()) {
    if (key == "well_column") {
      read_array(value, key, read.well_column);
      continue;
    }
    if (key == "tslot") {
      read_array(value, key, read.tslot);
      continue;
    }
    const Scalar* found = nullptr;
    for (const Scalar& s : SCALARS) {
      if (s.name == key) found = &s;
    }
    if (found == nullptr) {
      std::string names = "well_column, tslot";
      for (const Scalar& s : SCALARS) names += ", " + std::string(s.name);
      throw std::invalid_argument("unknown weight \"" + key + "\"; expected one of: " + names);
    }
    if (!value.is_number()) throw std::invalid_argument("weight \"" + key + "\" must be a number");
    read.*(found->member) = value.get<double>();
  }
  w = read;
}

BotFeatures bot_features(const tetris::Board& board, int raised) noexcept {
  BotFeatures f;
  const int w = board.width();
  const std::array<std::uint64_t, tetris::Board::MAX_WIDTH> cols = board.columns();
  const int top = board.max_height() + std::max(raised, 0);
  const auto h = [&](int x) { return board.column_height(x); };
  f.height = top;
  const int half = board.height() / 2;
  const int quarter = board.height() * 3 / 4;
  f.top_half = top > half ? top - half : 0;
  f.top_quarter = top > quarter ? top - quarter : 0;
  // The well: the lowest column (the leftmost of equals).
  int well = 0;
  for (int x = 1; x < w; ++x) {
    if (h(x) < h(well)) well = x;
  }
  f.well_column = well;
  std::uint64_t others = ~std::uint64_t{0};
  for (int x = 0; x < w; ++x) {
    if (x != well) others &= cols[static_cast<std::size_t>(x)];
  }
  const int well_height = h(well);
  int depth = 0;
  while (depth < 15 && ((others >> (well_height + depth)) & 1u) != 0) ++depth;
  f.well_depth = depth;
  for (int x = 0; x < w; ++x) {
    const std::uint64_t c = cols[static_cast<std::size_t>(x)];
    const std::uint64_t below = (std::uint64_t{1} << h(x)) - 1;
    std::uint64_t holes = ~c & below;
    f.holes += std::popcount(holes);
    while (holes != 0) {
      const int y = std::countr_zero(holes);
      holes &= holes - 1;
      f.covered += std::popcount(c >> y);
    }
    if (x + 1 < w) {
      const int a = x == well ? -1 : h(x);
      const int b = x + 1 == well ? -1 : h(x + 1);
      if (a >= 0 && b >= 0) {
        const int d = a > b ? a - b : b - a;
        f.bumpiness += d;
        f.bumpiness_sq += d * d;
      }
    }
  }
  const unsigned full = (1u << w) - 1;
  for (int y = 0; y < top; ++y) {
    const unsigned row = board.row(y);
    // Walls count as filled: transitions between neighbours, and at both walls.
    const unsigned walled = (row << 1) | 1u | (1u << (w + 1));
    f.row_transitions += std::popcount((walled ^ (walled >> 1)) & ((full << 1) | 1u));
  }
  // T-spin slots: a T pointing down (rotation 2) with its stem at column cx, row y = the
  // column's height, that fits, has three of its four box corners filled, including both upper
  // ones (the overhang that makes it a spin), and would clear `n` rows.
  for (int cx = 1; cx + 1 < w; ++cx) {
    const int y = h(cx);
    if (y + 2 > board.height()) continue;
    const auto filled = [&](int x, int yy) { return board.filled(x, yy); };
    if (filled(cx - 1, y + 1) || filled(cx, y + 1) || filled(cx + 1, y + 1)) continue;
    const bool top_left = filled(cx - 1, y + 2);
    const bool top_right = filled(cx + 1, y + 2);
    const bool bottom_left = filled(cx - 1, y);
    const bool bottom_right = filled(cx + 1, y);
    if (!(top_left || top_right) || top_left + top_right + bottom_left + bottom_right < 3) continue;
    const unsigned stem_row = board.row(y) | (1u << cx);
    const unsigned bar_row = board.row(y + 1) | (7u << (cx - 1));
    const int rows = (stem_row == full) + (bar_row == full);
    ++f.tslot[static_cast<std::size_t>(rows)];
  }
  // T-spin triple slots: rows y and y + 2 full but for column cx, row y + 1 full but for cx
  // and one neighbour nx (the nub's cell, under the overhang of row y + 2). An upright T fills
  // it and clears three rows; it turns in by the kick two rows down from a T pointing up over
  // the overhang (its centre at (nx, y + 3), those cells empty), which takes that kick only when
  // a roof at (cx, y + 4) stops the turn in place.
  for (int y = 0; y + 4 < top; ++y) {
    const unsigned r0 = board.row(y);
    const unsigned missing = full & ~r0;
    if (std::popcount(missing) != 1 || board.row(y + 2) != r0) continue;
    const int cx = std::countr_zero(missing);
    const unsigned r1 = board.row(y + 1);
    const unsigned nub = full & ~r1 & ~missing;
    if ((r1 & missing) != 0 || std::popcount(nub) != 1) continue;
    if (nub != (missing << 1) && nub != (missing >> 1)) continue;
    const int nx = std::countr_zero(nub);
    const int far = nx + (nx - cx);
    if (far < 0 || far >= w || !board.filled(cx, y + 4)) continue;
    if (board.filled(cx, y + 3) || board.filled(nx, y + 3) || board.filled(far, y + 3) ||
        board.filled(nx, y + 4)) {
      continue;
    }
    ++f.tslot[3];
  }
  // A perfect clear in reach: no holes, at most four rows, and an empty area of whole pieces
  // below some height of at most four rows.
  if (f.holes == 0 && top > 0 && top <= 4) {
    const int cells = board.cell_count();
    for (int rows = top; rows <= 4 && f.pc_chance == 0; ++rows) {
      if ((w * rows - cells) % 4 == 0) f.pc_chance = 1;
    }
  }
  return f;
}

BotWeights dig_weights() noexcept {
  BotWeights w;
  // Turned off: a dig clears its rows one hole at a time.
  w.well_depth = 0;
  w.well_column = {};
  w.tslot = {0, 0, 0, 0};
  w.back_to_back = 0;
  w.b2b_clear = 0;
  w.clear2 = 0;
  w.clear3 = 0;
  w.clear4 = 0;
  w.tspin1 = 0;
  w.tspin2 = 0;
  w.tspin3 = 0;
  w.mini1 = 0;
  w.mini2 = 0;
  w.wasted_t = 0;
  // Tuned by `gameai tetris tune --ai bot --fitness dig` (docs/measurements/tetris.md).
  w.holes = -179;
  w.holes_sq = -6;
  w.covered = -63;
  w.covered_sq = -1.4;
  w.bumpiness = -31;
  w.bumpiness_sq = -5;
  w.row_transitions = -5.4;
  w.height = -63;
  w.top_half = -158;
  w.top_quarter = -588;
  w.combo_attack = 35;
  w.perfect_clear = 2470;
  w.pc_chance = 123;
  return w;
}

double board_value(const BotFeatures& f, const BotWeights& w) noexcept {
  double v = w.holes * f.holes + w.holes_sq * f.holes * f.holes;
  v += w.covered * f.covered + w.covered_sq * f.covered * f.covered;
  v += w.bumpiness * f.bumpiness + w.bumpiness_sq * f.bumpiness_sq;
  v += w.row_transitions * f.row_transitions;
  v += w.height * f.height + w.top_half * f.top_half + w.top_quarter * f.top_quarter;
  v += w.well_depth * f.well_depth;
  if (f.well_column >= 0 && f.well_column < 10) {
    v += w.well_column[static_cast<std::size_t>(f.well_column)];
  }
  for (std::size_t i = 0; i < 4; ++i) v += w.tslot[i] * f.tslot[i];
  v += w.pc_chance * f.pc_chance;
  return v;
}

double placement_reward(const tetris::ClearEvent& event, tetris::Piece piece,
                        tetris::AttackState& state, const BotWeights& w, int* sent_out) noexcept {
  const bool b2b_before = state.back_to_back;
  const int combo_before = state.combo;
  const int sent = tetris::attack(event, state);
  if (sent_out != nullptr) *sent_out = sent;
  double r = w.attack * sent;
  const bool spin_clear = event.spin != tetris::Spin::None && event.lines > 0;
  if (piece == tetris::Piece::T && !spin_clear) r += w.wasted_t;
  if (event.lines > 0) {
    if (event.perfect_clear) r += w.perfect_clear;
    const int combo = combo_before + 1;
    r += w.combo_attack * tetris::COMBO_BONUS[static_cast<std::size_t>(combo < 10 ? combo : 10)];
    if (b2b_before && state.back_to_back) r += w.b2b_clear;
    switch (event.spin) {
      case tetris::Spin::Full:
        r += event.lines == 1 ? w.tspin1 : event.lines == 2 ? w.tspin2 : w.tspin3;
        break;
      case tetris::Spin::Mini:
        r += event.lines == 1 ? w.mini1 : w.mini2;
        break;
      case tetris::Spin::None:
        r += event.lines == 1   ? w.clear1
             : event.lines == 2 ? w.clear2
             : event.lines == 3 ? w.clear3
                                : w.clear4;
        break;
    }
  }
  return r;
}

}  // namespace gameai::tetris_ai
