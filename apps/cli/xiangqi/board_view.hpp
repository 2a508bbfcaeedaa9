#pragma once
// The xiangqi board drawn for a terminal, and moves typed by a person.
//
// The board shows rank 9 (black's side) at the top, files a-i underneath, and the river between
// ranks 4 and 5; pieces are Chinese characters (red 帥仕相傌俥炮兵, black 將士象馬車砲卒) or
// letters (red upper case, black lower case: K A B N R C P).

#include <optional>
#include <string>

namespace gameai::cli {

// The board of `fen` (a valid FEN) as text lines.
std::string render_board(const std::string& fen, bool chinese);

// The legal move of `fen` that `text` spells in ICCS (h2e2, H2-E2), WXF (C2=5) or Chinese
// (炮二平五) notation, as ICCS; nullopt with `error` saying why not.
std::optional<std::string> parse_any_notation(const std::string& fen, const std::string& text,
                                              std::string& error);

}  // namespace gameai::cli
