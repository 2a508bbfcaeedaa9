#include "xiangqi/notation_parse.hpp"

#include <array>
#include <cctype>
#include <utility>

#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/notation.hpp"

namespace gameai::xiangqi {
namespace {

// Chinese words and their canonical symbols (see notation_parse.hpp).
constexpr std::pair<std::string_view, char> CHINESE_TOKENS[] = {
    {"帅", 'K'}, {"帥", 'K'}, {"将", 'K'}, {"將", 'K'}, {"仕", 'A'}, {"士", 'A'},
    {"相", 'E'}, {"象", 'E'}, {"马", 'H'}, {"馬", 'H'}, {"傌", 'H'}, {"车", 'R'},
    {"車", 'R'}, {"俥", 'R'}, {"炮", 'C'}, {"砲", 'C'}, {"包", 'C'}, {"兵", 'P'},
    {"卒", 'P'}, {"进", '+'}, {"進", '+'}, {"退", '-'}, {"平", '='}, {"前", '+'},
    {"后", '-'}, {"後", '-'}, {"中", 'M'}, {"一", '1'}, {"二", '2'}, {"三", '3'},
    {"四", '4'}, {"五", '5'}, {"六", '6'}, {"七", '7'}, {"八", '8'}, {"九", '9'}};

bool is_piece_symbol(char c) {
  return piece_of_symbol(c) != NO_PIECE_TYPE;
}

bool is_digit(char c) {
  return c >= '1' && c <= '9';
}

bool is_marker(char c) {
  return c == '+' || c == '-' || c == 'M';
}

// Whether a piece that is the from_front-th (0 = most advanced) of `tandem` like pieces on its
// file is the one tandem marker `marker` names. With four or five soldiers in a file WXF writes
// ++ P+ (P3) P- --, so P+ and P- may also mean the second and the second-last.
bool marker_fits(char marker, const MoveDescription& d, bool lettered) {
  if (d.tandem < 2) return false;
  const int last = d.tandem - 1;
  const bool many_soldiers = lettered && d.type == SOLDIER && d.tandem >= 4;
  switch (marker) {
    case '+':
      return d.from_front == 0 || (many_soldiers && d.from_front == 1);
    case '-':
      return d.from_front == last || (many_soldiers && d.from_front == last - 1);
    default:
      return d.from_front > 0 && d.from_front < last;
  }
}

// Whether the move described by d fits designator `des` (one or two canonical symbols).
bool designator_fits(std::string_view des, const MoveDescription& d) {
  if (des.size() == 1) return is_marker(des[0]) && marker_fits(des[0], d, false);
  const char a = des[0], b = des[1];
  if (is_piece_symbol(a) && is_digit(b))
    return d.type == piece_of_symbol(a) && d.file_number == b - '0';
  if (is_piece_symbol(a) && is_marker(b))
    return d.type == piece_of_symbol(a) && marker_fits(b, d, true);
  if (is_marker(a) && is_piece_symbol(b))
    return d.type == piece_of_symbol(b) && marker_fits(a, d, true);
  if (is_marker(a) && is_marker(b)) {  // ++ and --: the first and last of a file of soldiers
    if (a != b || d.type != SOLDIER || d.tandem < 2) return false;
    return a == '+' ? d.from_front == 0 : a == '-' ? d.from_front == d.tandem - 1 : false;
  }
  if (is_marker(a) && is_digit(b))  // 前七: soldiers in tandem on two files
    return d.type == SOLDIER && d.file_number == b - '0' && marker_fits(a, d, false);
  if (is_digit(a) && is_marker(b))  // WXF 7+
    return d.type == SOLDIER && d.file_number == a - '0' && marker_fits(b, d, false);
  if (is_digit(a) && b == a)  // WXF 77: the middle soldier of a tandem on two files
    return d.type == SOLDIER && d.file_number == a - '0' && marker_fits('M', d, false);
  if (is_digit(a) && is_piece_symbol(b))  // 二兵: the second of a file, counted from the front
    return d.type == piece_of_symbol(b) && d.tandem >= a - '0' && d.from_front == a - '1';
  return false;
}

struct Coordinates {
  int from_file, from_rank, to_file, to_rank;  // ranks as written
};

// Reads a square (file letter, one or two rank digits) at text[i].
bool read_square(std::string_view text, std::size_t& i, int& file, int& rank) {
  if (i >= text.size()) return false;
  const char f = char(std::tolower(static_cast<unsigned char>(text[i])));
  if (f < 'a' || f > 'i') return false;
  file = f - 'a';
  ++i;
  std::size_t digits = 0;
  rank = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && digits < 2) {
    rank = rank * 10 + (text[i] - '0');
    ++i;
    ++digits;
  }
  return digits > 0;
}

bool read_coordinates_at(std::string_view text, std::size_t i, Coordinates& c) {
  if (!read_square(text, i, c.from_file, c.from_rank)) return false;
  if (i < text.size() && (text[i] == '-' || text[i] == 'x' || text[i] == 'X')) ++i;
  if (!read_square(text, i, c.to_file, c.to_rank)) return false;
  return i == text.size();
}

// Two squares with an optional piece letter before them and check or annotation marks after.
bool read_coordinates(std::string_view text, Coordinates& c) {
  while (!text.empty() &&
         (text.back() == '+' || text.back() == '#' || text.back() == '!' || text.back() == '?'))
    text.remove_suffix(1);
  if (read_coordinates_at(text, 0, c)) return true;
  return text.size() > 1 && std::isalpha(static_cast<unsigned char>(text[0])) &&
         read_coordinates_at(text, 1, c);
}

Move coordinates_move(std::string_view text, int base) {
  Coordinates c{};
  if (!read_coordinates(text, c)) return Move::none();
  const int from_rank = c.from_rank - base, to_rank = c.to_rank - base;
  if (from_rank < 0 || from_rank >= RANK_NB || to_rank < 0 || to_rank >= RANK_NB)
    return Move::none();
  const Square from = make_square(c.from_file, from_rank), to = make_square(c.to_file, to_rank);
  return from == to ? Move::none() : Move(from, to);
}

Move legal_or_none(const Position& pos, Move m) {
  return m && pos.pseudo_legal(m) && pos.legal(m) ? m : Move::none();
}

Move parse_described(const Position& pos, std::string_view text) {
  const std::string wanted = canonical_move_text(text);
  if (!has_described_shape(wanted)) return Move::none();
  const char direction = wanted[wanted.size() - 2];
  const char number = wanted.back();
  const std::string_view designator = std::string_view(wanted).substr(0, wanted.size() - 2);
  Move found = Move::none();
  int matches = 0;
  for (const ExtMove& em : MoveList<LEGAL>(pos)) {
    const MoveDescription d = describe_move(pos, em.move);
    if (d.direction != direction || d.number != number - '0' || !designator_fits(designator, d))
      continue;
    ++matches;
    found = em.move;
  }
  if (matches <= 1) return found;
  // Several fit: only the move whose own spelling this is.
  for (const ExtMove& em : MoveList<LEGAL>(pos))
    if (canonical_move_text(to_wxf(pos, em.move)) == wanted ||
        canonical_move_text(to_chinese(pos, em.move)) == wanted)
      return em.move;
  return Move::none();
}

}  // namespace

PieceType piece_of_symbol(char symbol) noexcept {
  switch (symbol) {
    case 'K':
      return KING;
    case 'A':
      return ADVISOR;
    case 'E':
      return ELEPHANT;
    case 'H':
      return HORSE;
    case 'R':
      return CHARIOT;
    case 'C':
      return CANNON;
    case 'P':
      return SOLDIER;
    default:
      return NO_PIECE_TYPE;
  }
}

bool has_described_shape(std::string_view canonical) noexcept {
  if (canonical.size() < 3 || canonical.size() > 4) return false;
  const char direction = canonical[canonical.size() - 2];
  return (direction == '+' || direction == '-' || direction == '=') && is_digit(canonical.back());
}

const char* to_string(Notation notation) noexcept {
  switch (notation) {
    case Notation::Chinese:
      return "chinese";
    case Notation::Wxf:
      return "wxf";
    case Notation::Iccs:
      return "iccs";
    case Notation::Xboard:
      return "xboard";
  }
  return "?";
}

std::optional<Notation> parse_notation_name(std::string_view name) noexcept {
  std::string lower;
  for (char c : name) lower += char(std::tolower(static_cast<unsigned char>(c)));
  for (Notation n : {Notation::Chinese, Notation::Wxf, Notation::Iccs, Notation::Xboard})
    if (lower == to_string(n)) return n;
  return std::nullopt;
}

std::string format_move(const Position& pos, Move m, Notation notation) {
  switch (notation) {
    case Notation::Chinese:
      return to_chinese(pos, m);
    case Notation::Wxf:
      return to_wxf(pos, m);
    case Notation::Iccs:
      return to_iccs(m);
    case Notation::Xboard:
      return to_xboard(m);
  }
  return to_iccs(m);
}

Move parse_move(const Position& pos, std::string_view text, Notation notation) {
  switch (notation) {
    case Notation::Iccs:
      return legal_or_none(pos, coordinates_move(fold_full_width(text), 0));
    case Notation::Xboard:
      return legal_or_none(pos, coordinates_move(fold_full_width(text), 1));
    case Notation::Chinese:
    case Notation::Wxf:
      return parse_described(pos, text);
  }
  return Move::none();
}

std::string to_xboard(Move m) {
  if (!m.is_ok()) return "0000";
  const Square from = m.from_sq(), to = m.to_sq();
  return char('a' + file_of(from)) + std::to_string(rank_of(from) + 1) + char('a' + file_of(to)) +
         std::to_string(rank_of(to) + 1);
}

Move parse_xboard(std::string_view text) noexcept {
  return coordinates_move(text, 1);
}

std::string fold_full_width(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto b0 = static_cast<unsigned char>(text[i]);
    if (b0 == 0xEF && i + 2 < text.size()) {
      // U+FF01..U+FF5E are EF BC 81..EF BC BF and EF BD 80..EF BD 9E.
      const auto b1 = static_cast<unsigned char>(text[i + 1]);
      const auto b2 = static_cast<unsigned char>(text[i + 2]);
      const int cp = ((b0 & 0x0F) << 12) | ((b1 & 0x3F) << 6) | (b2 & 0x3F);
      if (cp >= 0xFF01 && cp <= 0xFF5E) {
        out += char(cp - 0xFEE0);
        i += 2;
        continue;
      }
    }
    if (b0 == 0xE3 && text.substr(i, 3) == "\u3000") {
      out += ' ';
      i += 2;
      continue;
    }
    out += text[i];
  }
  return out;
}

std::string canonical_move_text(std::string_view text) {
  const std::string folded = fold_full_width(text);
  std::string out;
  std::size_t i = 0;
  while (i < folded.size()) {
    const char c = folded[i];
    if (c == ' ' || c == '\t' || c == '!' || c == '?') {
      ++i;
      continue;
    }
    if (static_cast<unsigned char>(c) < 0x80) {
      char u = char(std::toupper(static_cast<unsigned char>(c)));
      if (u == '.') u = '=';
      if (u == 'N') u = 'H';
      if (u == 'B') u = 'E';
      if (!is_piece_symbol(u) && !is_digit(u) && u != '+' && u != '-' && u != '=') return {};
      out += u;
      ++i;
      continue;
    }
    bool matched = false;
    for (const auto& [spelling, symbol] : CHINESE_TOKENS)
      if (std::string_view(folded).substr(i, spelling.size()) == spelling) {
        out += symbol;
        i += spelling.size();
        matched = true;
        break;
      }
    if (!matched) return {};
  }
  return out;
}

CoordinateHint coordinate_hint(std::string_view text) noexcept {
  CoordinateHint hint;
  Coordinates c{};
  if (!read_coordinates(text, c)) return hint;
  hint.coordinates = c.from_rank <= 10 && c.to_rank <= 10;
  hint.needs_iccs = c.from_rank == 0 || c.to_rank == 0;
  hint.needs_xboard = c.from_rank == 10 || c.to_rank == 10;
  return hint;
}

// The parsers of notation.hpp: each reads both described notations.
Move parse_wxf(const Position& pos, std::string_view text) {
  return parse_described(pos, text);
}

Move parse_chinese(const Position& pos, std::string_view text) {
  return parse_described(pos, text);
}

Move parse_any_notation(const Position& pos, std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  if (const Move m = parse_legal_iccs(pos, text)) return m;
  return parse_described(pos, text);
}

}  // namespace gameai::xiangqi
