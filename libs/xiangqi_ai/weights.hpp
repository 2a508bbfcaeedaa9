#pragma once
// The evaluation's tunable numbers: piece values and piece-square tables, loadable from JSON.
//
// Values are in centipawns, with a middlegame and an endgame value per piece blended by the
// game phase (how many chariots, horses and cannons are left), and likewise a middlegame table
// `pst` and an endgame table `pst_eg` per piece. Piece-square tables are given for red with
// rank 0 on red's back rank, as `pst[kind_index(pt)][rank * 9 + file]`; black uses the mirror
// image. The order is xiangqi::PieceType's: king, advisor, elephant, horse, chariot, cannon,
// soldier. Mobility counts the squares chariots, horses and cannons can reach (legs and screens
// respected).
//
// The built-in numbers are fitted by `gameai xiangqi tune` to our own depth-8 search scores of
// quiet positions from self-play (`gameai xiangqi tune-data`), starting from an earlier fit to
// Fairy-Stockfish's depth-8 scores (docs/xiangqi-engine.md, Measurements). A piece's worth on a
// square is its value plus its table entry; how the fit splits the two is arbitrary.

#include <array>
#include <cstddef>
#include <string>

#include "xiangqi/types.hpp"

namespace gameai::xiangqi_ai {

inline constexpr int PIECE_KINDS = xiangqi::SOLDIER - xiangqi::KING + 1;
inline constexpr int BOARD_SQUARES = xiangqi::SQUARE_NB;

// The row of the per-piece arrays below that holds piece type pt (KING..SOLDIER).
constexpr std::size_t kind_index(xiangqi::PieceType pt) noexcept {
  return static_cast<std::size_t>(pt - xiangqi::KING);
}

using SquareTable = std::array<int, BOARD_SQUARES>;

struct EvalWeights {
  std::array<int, PIECE_KINDS> value_mg{};
  std::array<int, PIECE_KINDS> value_eg{};
  std::array<SquareTable, PIECE_KINDS> pst{};
  std::array<SquareTable, PIECE_KINDS> pst_eg{};
  int tempo = 14;             // bonus for the side to move
  int missing_advisor = 50;   // per missing advisor, times enemy attackers (horse, chariot)
  int missing_elephant = -6;  // per missing elephant, times enemy cannons
  int mobility_chariot = 3;   // per square a chariot reaches (empty or enemy)
  int mobility_horse = 7;     // per square a horse reaches: a hobbled horse is weak
  int mobility_cannon = 1;    // per empty square a cannon can move to
  // Pressure on the enemy palace: per palace point a chariot or horse attacks, or a cannon
  // attacks over a screen; and a cannon on the enemy king's file with nothing between them.
  int palace_chariot = -1;
  int palace_horse = 1;
  int palace_cannon = 4;
  int hollow_cannon = 25;
  // Threats, per enemy piece (king aside) attacked and undefended, and per enemy chariot attacked
  // by a horse, cannon, soldier, advisor or elephant; for the side to move and for the other.
  int hanging_mover = -1;
  int hanging_waiting = 15;
  int chariot_threat_mover = 7;
  int chariot_threat_waiting = 9;
  int phase_chariot = 6;  // phase weight of each chariot; horse and cannon below
  int phase_minor = 3;

  // The bounds from_json enforces: every weight lies in [-MAX_WEIGHT, MAX_WEIGHT] and the phase
  // weights in [0, MAX_PHASE_WEIGHT], so that no sum the evaluation forms can overflow.
  static constexpr int MAX_WEIGHT = 10'000;
  static constexpr int MAX_PHASE_WEIGHT = 100;

  // The built-in defaults.
  static EvalWeights defaults();

  // Reads weights from JSON (any field may be omitted and keeps its default). Throws
  // std::runtime_error (and no other exception) naming the bad field: malformed JSON, unknown
  // fields, wrong types, a table that is not 90 entries long, a number outside the bounds above.
  static EvalWeights from_json(const std::string& text);
  std::string to_json() const;
  static EvalWeights load(const std::string& path);
  void save(const std::string& path) const;

  bool operator==(const EvalWeights&) const = default;
};

// The scalar weights by their JSON names. `linear`: the evaluation is linear in the weight (all
// but the phase weights), so the tuner can fit it.
struct ScalarWeight {
  const char* name;
  int EvalWeights::*member;
  bool linear;
};
inline constexpr ScalarWeight SCALAR_WEIGHTS[] = {
    {"tempo", &EvalWeights::tempo, true},
    {"missing_advisor", &EvalWeights::missing_advisor, true},
    {"missing_elephant", &EvalWeights::missing_elephant, true},
    {"mobility_chariot", &EvalWeights::mobility_chariot, true},
    {"mobility_horse", &EvalWeights::mobility_horse, true},
    {"mobility_cannon", &EvalWeights::mobility_cannon, true},
    {"palace_chariot", &EvalWeights::palace_chariot, true},
    {"palace_horse", &EvalWeights::palace_horse, true},
    {"palace_cannon", &EvalWeights::palace_cannon, true},
    {"hollow_cannon", &EvalWeights::hollow_cannon, true},
    {"hanging_mover", &EvalWeights::hanging_mover, true},
    {"hanging_waiting", &EvalWeights::hanging_waiting, true},
    {"chariot_threat_mover", &EvalWeights::chariot_threat_mover, true},
    {"chariot_threat_waiting", &EvalWeights::chariot_threat_waiting, true},
    {"phase_chariot", &EvalWeights::phase_chariot, false},
    {"phase_minor", &EvalWeights::phase_minor, false},
};

}  // namespace gameai::xiangqi_ai
