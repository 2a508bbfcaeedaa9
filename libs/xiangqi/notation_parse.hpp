#pragma once
// Reading moves as players write them, and the four notations a game file may use.
//
// WXF and Chinese are read through one canonical ASCII spelling: full-width forms are folded to
// ASCII (`Ｃ２＝５`), Chinese words become WXF symbols (炮 C, 进 +, 退 -, 平 =, 前 +, 后 -, 中 M,
// 一..九 and digits 1..9, traditional and simplified characters, either colour's piece names),
// `.` is `=`, N/B are H/E. The designator may be a piece and its file (`C2`), a piece with a
// tandem marker before or after it (`C+`, `+C`, 前炮), a tandem marker with a file (`+7`, `7+`,
// 前七), an index in a file of soldiers (一兵, `++`, `P+`) or a bare marker (`+`). The move is
// the one legal move matching that description; when the text fits several (a middle soldier
// written `P3`), the one whose printed spelling it is wins, and otherwise it is refused.

#include <optional>
#include <string>
#include <string_view>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi {

// The notations of a game file: Chinese (炮二平五), WXF (C2=5), ICCS (h2e2, ranks 0-9) and the
// coordinates XBoard writes (h3e3, ranks 1-10).
enum class Notation { Chinese, Wxf, Iccs, Xboard };

const char* to_string(Notation notation) noexcept;
// "chinese", "wxf", "iccs" or "xboard", any case; std::nullopt otherwise.
std::optional<Notation> parse_notation_name(std::string_view name) noexcept;

// Legal move m of pos written in `notation`.
std::string format_move(const Position& pos, Move m, Notation notation);

// The legal move of pos that `text` denotes in `notation`, or Move::none(). Chinese and WXF read
// each other's spellings (see above); ICCS accepts `h2e2`, `H2-E2`; XBoard accepts `h3e3`,
// `h3-e3` and long algebraic with a piece letter (`Ch3-e3`, `Rxa10`).
Move parse_move(const Position& pos, std::string_view text, Notation notation);

// `h3e3` for ICCS h2e2; "0000" for a move that is not on the board.
std::string to_xboard(Move m);
// The move XBoard coordinates spell (a piece letter, `-`, `x`, `+`, `#`, `!`, `?` allowed), or
// Move::none(). Says nothing about legality.
Move parse_xboard(std::string_view text) noexcept;

// Text with full-width ASCII forms (U+FF01..U+FF5E) and the ideographic space folded to ASCII.
std::string fold_full_width(std::string_view text);

// The canonical ASCII spelling of a WXF or Chinese move (see above), or "" when the text holds
// something neither notation uses.
std::string canonical_move_text(std::string_view text);

// The piece a symbol of a canonical spelling names (K A E H R C P), or NO_PIECE_TYPE.
PieceType piece_of_symbol(char symbol) noexcept;

// Whether a canonical spelling has the shape of a described move: a designator of one or two
// symbols, a direction (+, - or =) and a number 1-9. Says nothing about the position.
bool has_described_shape(std::string_view canonical) noexcept;

// What a move token looks like, to choose a notation for a game: coordinates (two squares,
// `h2e2`, `h10h9`, `Ch3-e3`), a rank number only XBoard has (10) or only ICCS has (0), or words.
struct CoordinateHint {
  bool coordinates = false;   // the token is two squares
  bool needs_iccs = false;    // a rank 0 appears
  bool needs_xboard = false;  // a rank 10 appears
};
CoordinateHint coordinate_hint(std::string_view text) noexcept;

}  // namespace gameai::xiangqi
