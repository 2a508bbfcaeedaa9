#include "board_view.hpp"

#include <sstream>

#include "xiangqi/iccs.hpp"
#include "xiangqi/notation.hpp"
#include "xiangqi/position.hpp"

namespace gameai::cli {

using namespace xiangqi;

std::string render_board(const std::string& fen, bool chinese) {
  StateInfo st;
  Position pos;
  if (!pos.set(fen, &st)) return "(invalid position: " + fen + ")";
  static const char* const CHINESE[PIECE_NB] = {"", "帥", "仕", "相", "傌", "俥", "炮", "兵",
                                                "", "將", "士", "象", "馬", "車", "砲", "卒"};
  static constexpr char LETTERS[] = ".KABNRCP.kabnrcp";
  std::ostringstream out;
  for (int r = RANK_NB - 1; r >= 0; --r) {
    out << r << " ";
    for (int f = 0; f < FILE_NB; ++f) {
      const Piece pc = pos.piece_on(make_square(f, r));
      if (chinese)
        out << (pc == NO_PIECE ? "．" : CHINESE[pc]);
      else
        out << ' ' << LETTERS[pc];
    }
    out << '\n';
    if (r == 5) out << (chinese ? "  ～～～～ 楚河  漢界 ～～～～\n" : "  ~~~~~~~~~~~~~~~~~~\n");
  }
  out << (chinese ? "  ａｂｃｄｅｆｇｈｉ" : "   a b c d e f g h i");
  out << "\n" << (pos.side_to_move() == RED ? "red" : "black") << " to move";
  return out.str();
}

std::optional<std::string> parse_any_notation(const std::string& fen, const std::string& text,
                                              std::string& error) {
  StateInfo st;
  Position pos;
  if (!pos.set(fen, &st, &error)) return std::nullopt;
  const Move m = xiangqi::parse_any_notation(pos, text);
  if (m) return to_iccs(m);
  if (parse_iccs(text))
    error = "'" + text + "' is not a legal move here";
  else
    error = "'" + text + "' is not a legal move: write it as h2e2 (ICCS), C2=5 (WXF) or 炮二平五";
  return std::nullopt;
}

}  // namespace gameai::cli
