#pragma once
// The three rule sets a game can be played under, chosen by name.
//
//  - classic: the research game of El-Tetris and the learning papers. A placement is a
//    (rotation, column) pair dropped straight down from above the board; it is legal when all
//    four cells end inside the board; the game ends when no placement is legal. There is no
//    falling piece to steer, so no inputs and no spawn position matter.
//  - standard: Colin Fahey's "standard Tetris", the game of Pierre Dellacherie's published
//    results. The piece spawns in rotation 0 with its top row in the board's top row, centred
//    as Fahey centres it (columns W/2-1 .. W/2+1, the I at W/2-2 .. W/2+1); the game ends when
//    that spawn position is blocked. Fahey's engine lets the piece fall one row, then rotates
//    it in place (no kicks), shifts it at that height and drops it; movegen does the same.
//    We use the SRS shapes and rotate them in their SRS box.
//  - guideline: the Tetris Guideline. SRS rotation with the official wall kicks, 7-bag, hold,
//    five-piece preview, soft and hard drop, T-spins, guideline scoring and gravity. Pieces
//    spawn in the two rows above the visible board (J L S T Z in columns 3-5 of 10, I in 3-6,
//    O in 4-5) and fall one row at once if they can; the game ends when the spawn position is
//    blocked (block out) or a piece locks wholly above the visible board (lock out).

#include <optional>
#include <string_view>

#include "tetris/board.hpp"
#include "tetris/piece.hpp"
#include "tetris/placement.hpp"

namespace gameai::tetris {

enum class RuleSet : std::uint8_t { Classic, Standard, Guideline };

std::string_view rule_set_name(RuleSet rules) noexcept;
// "classic", "standard" or "guideline"; nullopt for anything else.
std::optional<RuleSet> rule_set_from_string(std::string_view name) noexcept;

// Where a new piece appears (standard and guideline); for classic, the standard position,
// used only to describe drops as key sequences.
Placement spawn_placement(RuleSet rules, Piece piece, const Board& board) noexcept;

// The leftmost column of a new piece's cells (rotation 0) on a board `width` columns wide: the
// one definition of the spawn column, shared with the AI's fast paths.
int spawn_column(RuleSet rules, Piece piece, int width) noexcept;

// The falling piece's position right after spawning: under guideline and standard the piece
// falls one row at once if nothing is below it. nullopt when the spawn position itself is
// blocked, which ends the game.
std::optional<Placement> entry_placement(RuleSet rules, Piece piece, const Board& board) noexcept;

// Lock out: under guideline a piece that locks wholly above the visible board ends the game.
constexpr bool locks_out(RuleSet rules, const Board& board, const Placement& p) noexcept {
  return rules == RuleSet::Guideline && p.row >= board.height();
}

// Whether the rule set has a steerable falling piece (standard, guideline) and a hold slot.
constexpr bool has_falling_piece(RuleSet rules) noexcept {
  return rules != RuleSet::Classic;
}
constexpr bool has_hold(RuleSet rules) noexcept {
  return rules == RuleSet::Guideline;
}
// Pieces shown ahead of the current one.
constexpr int preview_length(RuleSet rules) noexcept {
  return rules == RuleSet::Guideline ? 5 : 1;
}

}  // namespace gameai::tetris
