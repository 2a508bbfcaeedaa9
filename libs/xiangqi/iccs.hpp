#pragma once
// ICCS / UCI coordinate move text: origin and destination as file letter a-i and rank digit 0-9,
// e.g. `h2e2` (Red's cannon to the centre). This is what Pikafish, Fairy-Stockfish (UCCI mode)
// and ElephantEye exchange; the upper-case dashed ICCS form `H2-E2` is read as well.

#include <string>
#include <string_view>

#include "xiangqi/position.hpp"
#include "xiangqi/types.hpp"

namespace gameai::xiangqi {

// `h2e2`; "0000" for Move::none() or Move::null(), as UCI writes a missing move.
std::string to_iccs(Move m);

// The move the text spells, or Move::none() if the text is not four (or, with a dash, five)
// characters naming two different squares. Says nothing about legality.
Move parse_iccs(std::string_view text) noexcept;

// The legal move of `pos` the text spells, or Move::none() if it is malformed or not legal.
Move parse_legal_iccs(const Position& pos, std::string_view text) noexcept;

}  // namespace gameai::xiangqi
