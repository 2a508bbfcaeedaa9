#include "tetris/attack.hpp"

namespace gameai::tetris {

int attack(const ClearEvent& event, AttackState& state) noexcept {
  if (event.lines <= 0) {
    state.combo = -1;
    return 0;
  }
  // Lines sent by [spin][lines cleared].
  constexpr int BASE[3][5] = {
      {0, 0, 1, 2, 4},  // no spin
      {0, 0, 1, 2, 4},  // mini (a mini clears at most two lines)
      {0, 2, 4, 6, 4},  // full T-spin
  };
  const int lines = event.lines > 4 ? 4 : event.lines;
  int sent = BASE[static_cast<int>(event.spin)][lines];
  const bool difficult = lines == 4 || event.spin != Spin::None;
  if (difficult && state.back_to_back) ++sent;
  state.back_to_back = difficult;
  ++state.combo;
  sent += COMBO_BONUS[static_cast<std::size_t>(state.combo < 10 ? state.combo : 10)];
  if (event.perfect_clear) sent += PERFECT_CLEAR_ATTACK;
  return sent;
}

}  // namespace gameai::tetris
