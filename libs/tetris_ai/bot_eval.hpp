#pragma once
// The modern-play evaluation of the guideline bot: how good a board is to keep playing on, and
// how good each clear was, in one plain struct of weights with JSON.
//
// A search node's value is the sum of the rewards of the placements that led to it plus the
// value of the board it reached:
//  - board: holes (empty cells under the top of their column) and the filled cells above them,
//    bumpiness and its square (the well column left out), row transitions, the stack's height
//    and how far it reaches into the top half and top quarter of the field, the well (the
//    lowest column: how many rows deep the rest of the field is filled beside it, capped at 15,
//    and which column it is in), T-spin slots ready for the next T (a T pointing down fits
//    under an overhang with three corners filled, and would clear 1 or 2 rows; an upright T
//    fits in a one-wide shaft with its nub under an overhang, the triple's slot), and whether
//    a perfect clear is still in reach (a low board without holes);
//  - placement: the attack it sends (attack.hpp: lines, back-to-back, combo, perfect clear),
//    the kind of clear (singles, doubles and triples cost, tetrises and T-spins pay), keeping
//    back-to-back, and a T placed without a spin clear (a wasted T).
// The defaults start from the published relative sizes of the strongest open bots' weights, with
// T-spin singles and doubles, their slots and the back-to-back chain worth more: measured, that
// sends more per piece in an ultra and digs garbage in fewer pieces (docs/tetris.md).

#include <array>
#include <nlohmann/json_fwd.hpp>
#include <vector>

#include "tetris/attack.hpp"
#include "tetris/board.hpp"
#include "tetris/placement.hpp"
#include "tetris/scoring.hpp"

namespace gameai::tetris_ai {

struct BotWeights {
  // Board shape.
  double holes = -173;
  double holes_sq = -3;
  double covered = -17;
  double covered_sq = -1;
  double bumpiness = -24;
  double bumpiness_sq = -7;
  double row_transitions = -5;
  double height = -39;
  double top_half = -150;
  double top_quarter = -511;
  double well_depth = 57;
  std::array<double, 10> well_column{20, 23, 20, 50, 59, 21, 59, 10, -10, 24};
  std::array<double, 4> tslot{8, 250, 300, 407};  // slots clearing 0, 1, 2, 3 rows
  // Placements.
  double attack = 0;          // per line sent, beside the clear kinds below
  double back_to_back = 100;  // while a back-to-back chain is open (the state, not a clear)
  double b2b_clear = 150;
  double clear1 = 0;
  double clear2 = -50;
  double clear3 = -58;
  double clear4 = 390;
  double tspin1 = 300;
  double tspin2 = 600;
  double tspin3 = 602;
  double mini1 = -158;
  double mini2 = -93;
  double perfect_clear = 2000;
  double pc_chance = 100;     // a board a perfect clear can still come from (BotFeatures)
  double combo_attack = 150;  // per line of combo bonus sent
  double wasted_t = -152;
  // Versus: rows of height each garbage row waiting to rise counts as (cancelled by attack).
  double incoming = 1;
  friend bool operator==(const BotWeights&, const BotWeights&) = default;
};

// The weights the bot digs with (a cheese race: garbage rows with one hole each to clear, no
// opponent): nothing for T-spins, their slots, back-to-back, tetrises or a well (a dig clears its
// rows one hole at a time), no cost for doubles and triples, and the rest tuned for digging by
// the garbage rows dug per piece (`gameai tetris tune --ai bot --fitness dig`): a filled cell over
// a hole costs 63 rather than 17, since every row over a hole must be cleared before the hole can
// be filled; height costs more, and a combo pays a quarter as much. Measured against the
// defaults in docs/measurements/tetris.md: about 20 pieces fewer for 100 rows at 100 000 nodes
// a piece, and 10 fewer at 10 000.
BotWeights dig_weights() noexcept;

// JSON: every field (arrays as arrays); reading throws std::invalid_argument naming an unknown
// key or a wrong value and leaves `w` unchanged then.
void to_json(nlohmann::json& j, const BotWeights& w);
void from_json(const nlohmann::json& j, BotWeights& w);

// The weights as one vector (the tuner's form), in a fixed order: the scalars, then
// well_column, then tslot.
std::vector<double> to_vector(const BotWeights& w);
BotWeights from_vector(const std::vector<double>& v) noexcept;

// The measurements of a board the weights apply to (exposed for tests and the tuner).
struct BotFeatures {
  int holes = 0;
  int covered = 0;
  int bumpiness = 0;
  int bumpiness_sq = 0;
  int row_transitions = 0;
  int height = 0;
  int top_half = 0;
  int top_quarter = 0;
  int well_depth = 0;
  int well_column = -1;
  std::array<int, 4> tslot{};
  // 1 when a perfect clear is still in reach: no holes, at most four rows high, and the empty
  // cells up to some height of at most four rows are a whole number of pieces.
  int pc_chance = 0;
  friend bool operator==(const BotFeatures&, const BotFeatures&) = default;
};

// `raised`: rows of garbage about to rise under the stack, counted in its height.
BotFeatures bot_features(const tetris::Board& board, int raised = 0) noexcept;
double board_value(const BotFeatures& f, const BotWeights& w) noexcept;

// The reward of one lock: `event` from chain state `before` (updated), for a placement of
// `piece`; the lines it sends go to `sent` when given.
double placement_reward(const tetris::ClearEvent& event, tetris::Piece piece,
                        tetris::AttackState& state, const BotWeights& w,
                        int* sent = nullptr) noexcept;

}  // namespace gameai::tetris_ai
