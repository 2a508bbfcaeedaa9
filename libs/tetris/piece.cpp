#include "tetris/piece.hpp"

namespace gameai::tetris {

namespace {
constexpr std::string_view PIECE_NAMES[PIECE_COUNT] = {"I", "O", "T", "S", "Z", "J", "L"};
constexpr std::string_view ROTATION_NAMES[ROTATION_COUNT] = {"0", "R", "2", "L"};
}  // namespace

std::string_view piece_name(Piece p) noexcept {
  return PIECE_NAMES[static_cast<std::size_t>(p)];
}

char piece_char(Piece p) noexcept {
  return PIECE_NAMES[static_cast<std::size_t>(p)][0];
}

std::string_view rotation_name(Rotation r) noexcept {
  return ROTATION_NAMES[static_cast<std::size_t>(r)];
}

std::optional<Piece> piece_from_char(char c) noexcept {
  const char upper = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
  for (Piece p : ALL_PIECES) {
    if (piece_char(p) == upper) return p;
  }
  return std::nullopt;
}

std::optional<Piece> piece_from_string(std::string_view s) noexcept {
  if (s.size() != 1) return std::nullopt;
  return piece_from_char(s[0]);
}

}  // namespace gameai::tetris
