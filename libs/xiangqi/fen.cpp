// FEN reading and writing for Position, in the form Pikafish and Fairy-Stockfish use:
// ten ranks from Black's back rank (rank 9) down to Red's (rank 0), then the side to move
// (`w` for Red, `b` for Black), two unused `-` fields, the plies since the last capture and the
// move number. Reading is strict about the board (every error names the rank or piece at fault)
// and lenient about the tail, which many tools shorten or leave out.

#include <charconv>
#include <vector>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

constexpr std::string_view PIECE_LETTERS = " KABNRCP kabnrcp";

Piece piece_from_letter(char ch) {
  switch (ch) {
    case 'H':
      return R_HORSE;
    case 'E':
      return R_ELEPHANT;
    case 'h':
      return B_HORSE;
    case 'e':
      return B_ELEPHANT;
    default:
      break;
  }
  const auto i = PIECE_LETTERS.find(ch);
  return i == std::string_view::npos || ch == ' ' ? NO_PIECE : Piece(i);
}

constexpr std::string_view COLOR_NAMES[2] = {"red", "black"};
constexpr std::string_view TYPE_NAMES[8] = {"",      "king",    "advisor", "elephant",
                                            "horse", "chariot", "cannon",  "soldier"};
constexpr int MAX_COUNT[8] = {0, 1, 2, 2, 2, 2, 2, 5};

std::string square_name(Square s) {
  return {char('a' + file_of(s)), char('0' + rank_of(s))};
}

// Whether a piece of this kind can ever stand on s in a game from the start position.
bool reachable(Piece pc, Square s) {
  const Color c = color_of(pc);
  const int f = file_of(s), r = relative_rank(c, s);
  switch (type_of(pc)) {
    case KING:
      return f >= 3 && f <= 5 && r <= 2;
    case ADVISOR:
      return (f == 4 && r == 1) || ((f == 3 || f == 5) && (r == 0 || r == 2));
    case ELEPHANT:
      return ((f == 0 || f == 4 || f == 8) && r == 2) || ((f == 2 || f == 6) && (r == 0 || r == 4));
    case SOLDIER:
      return r >= 5 || ((r == 3 || r == 4) && f % 2 == 0);
    default:
      return true;
  }
}

std::vector<std::string_view> split(std::string_view text) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    if (i > start) fields.push_back(text.substr(start, i - start));
  }
  return fields;
}

bool fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

}  // namespace

void Position::place(const Piece* board, Color side) noexcept {
  clear();
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (board[s] != NO_PIECE) {
      put_piece(board[s], s);
      if (type_of(board[s]) == KING) king_sq_[color_of(board[s])] = s;
    }
  side_ = side;
}

bool Position::set(std::string_view fen, StateInfo* si, std::string* error) {
  const auto fields = split(fen);
  if (fields.empty()) return fail(error, "FEN is empty");
  if (fields.size() > 6)
    return fail(error, "FEN has " + std::to_string(fields.size()) +
                           " fields; expected at most 6 (board, side, -, -, plies, move)");

  Piece board[SQUARE_NB] = {};
  int rank = RANK_NB - 1, file = 0;
  const std::string_view placement = fields[0];
  for (const char ch : placement) {
    const std::string where = "FEN rank " + std::to_string(rank);
    if (ch == '/') {
      if (file != FILE_NB)
        return fail(error, where + " has " + std::to_string(file) + " files; expected 9");
      if (--rank < 0) return fail(error, "FEN board has more than 10 ranks");
      file = 0;
    } else if (ch >= '1' && ch <= '9') {
      file += ch - '0';
      if (file > FILE_NB) return fail(error, where + " has more than 9 files");
    } else {
      const Piece pc = piece_from_letter(ch);
      if (pc == NO_PIECE)
        return fail(error, where + ": '" + std::string(1, ch) +
                               "' is not a piece letter (KABNRCP, H/E for horse/elephant; "
                               "upper case for Red) or a digit 1-9");
      if (file >= FILE_NB) return fail(error, where + " has more than 9 files");
      board[make_square(file++, rank)] = pc;
    }
  }
  if (rank != 0)
    return fail(error, "FEN board has " + std::to_string(RANK_NB - rank) +
                           " ranks; expected 10 separated by '/'");
  if (file != FILE_NB)
    return fail(error, "FEN rank 0 has " + std::to_string(file) + " files; expected 9");

  int counts[PIECE_NB] = {};
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece pc = board[s];
    if (pc == NO_PIECE) continue;
    const std::string name =
        std::string(COLOR_NAMES[color_of(pc)]) + " " + std::string(TYPE_NAMES[type_of(pc)]);
    if (!reachable(pc, s))
      return fail(error, "FEN places a " + name + " on " + square_name(s) +
                             ", a square it can never reach");
    if (++counts[pc] > MAX_COUNT[type_of(pc)])
      return fail(error, "FEN has more than " + std::to_string(MAX_COUNT[type_of(pc)]) + " " +
                             name + (MAX_COUNT[type_of(pc)] > 1 ? "s" : ""));
  }
  for (Color c : {RED, BLACK})
    if (counts[make_piece(c, KING)] == 0)
      return fail(error, "FEN has no " + std::string(COLOR_NAMES[c]) + " king");

  Color side = RED;
  if (fields.size() > 1) {
    const std::string_view s = fields[1];
    if (s == "w" || s == "r" || s == "W" || s == "R")
      side = RED;
    else if (s == "b" || s == "B")
      side = BLACK;
    else
      return fail(error, "FEN side to move is '" + std::string(s) +
                             "'; expected w (or r) for Red, b for Black");
  }
  std::size_t next = 2;
  for (int unused = 0; unused < 2 && next < fields.size() && fields[next] == "-"; ++unused) ++next;
  int numbers[2] = {0, 1};
  const char* number_names[2] = {"plies since the last capture", "move number"};
  for (int i = 0; next < fields.size(); ++i, ++next) {
    if (i == 2)
      return fail(error, "FEN has an unexpected field '" + std::string(fields[next]) + "'");
    const std::string_view f = fields[next];
    const auto [end, ec] = std::from_chars(f.data(), f.data() + f.size(), numbers[i]);
    if (ec != std::errc() || end != f.data() + f.size() || numbers[i] < 0 || numbers[i] > 100000)
      return fail(error, "FEN " + std::string(number_names[i]) + " is '" + std::string(f) +
                             "'; expected a number from 0 to 100000");
  }

  // Validation passed: install the position, then refuse it if the side that just moved has
  // left its own king in check (including two kings facing each other on an open file).
  Piece saved_board[SQUARE_NB];
  for (Square s = 0; s < SQUARE_NB; ++s) saved_board[s] = board_[s];
  const Color saved_side = side_;
  const int saved_ply = game_ply_;
  place(board, side);
  if (attackers_to(side, king_sq_[~side])) {
    place(saved_board, saved_side);
    game_ply_ = saved_ply;
    return fail(error, "FEN position is illegal: " + std::string(COLOR_NAMES[~side]) +
                           " is not to move but is in check");
  }
  game_ply_ = 2 * (numbers[1] > 0 ? numbers[1] - 1 : 0) + (side == BLACK);
  *si = StateInfo{};
  si->rule60 = numbers[0];
  si->key = compute_key();
  si->checkers = attackers_to(~side, king_sq_[side]);
  st_ = si;
  return true;
}

std::string Position::fen() const {
  std::string out;
  for (int rank = RANK_NB - 1; rank >= 0; --rank) {
    int empty_run = 0;
    for (int file = 0; file < FILE_NB; ++file) {
      const Piece pc = board_[make_square(file, rank)];
      if (pc == NO_PIECE) {
        ++empty_run;
        continue;
      }
      if (empty_run) out += char('0' + empty_run);
      empty_run = 0;
      out += PIECE_LETTERS[pc];
    }
    if (empty_run) out += char('0' + empty_run);
    if (rank > 0) out += '/';
  }
  out += side_ == RED ? " w - - " : " b - - ";
  out += std::to_string(st_ ? st_->rule60 : 0);
  out += ' ';
  out += std::to_string(1 + game_ply_ / 2);
  return out;
}

}  // namespace gameai::xiangqi
