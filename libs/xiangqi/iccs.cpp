#include "xiangqi/iccs.hpp"

#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi {
namespace {

Square parse_square(char file_ch, char rank_ch) noexcept {
  if (file_ch >= 'A' && file_ch <= 'I') file_ch = char(file_ch - 'A' + 'a');
  if (file_ch < 'a' || file_ch > 'i' || rank_ch < '0' || rank_ch > '9') return SQ_NONE;
  return make_square(file_ch - 'a', rank_ch - '0');
}

}  // namespace

std::string to_iccs(Move m) {
  if (!m.is_ok()) return "0000";
  const Square from = m.from_sq(), to = m.to_sq();
  return {char('a' + file_of(from)), char('0' + rank_of(from)), char('a' + file_of(to)),
          char('0' + rank_of(to))};
}

Move parse_iccs(std::string_view text) noexcept {
  if (text.size() == 5 && text[2] == '-') {
    const char compact[4] = {text[0], text[1], text[3], text[4]};
    return parse_iccs(std::string_view(compact, 4));
  }
  if (text.size() != 4) return Move::none();
  const Square from = parse_square(text[0], text[1]);
  const Square to = parse_square(text[2], text[3]);
  if (from == SQ_NONE || to == SQ_NONE || from == to) return Move::none();
  return Move(from, to);
}

Move parse_legal_iccs(const Position& pos, std::string_view text) noexcept {
  const Move m = parse_iccs(text);
  if (!m || !pos.pseudo_legal(m) || !pos.legal(m)) return Move::none();
  return m;
}

}  // namespace gameai::xiangqi
