// FEN text to and from a Setup (strict about the board, every error naming the rank or letter at
// fault; lenient about the tail, which many tools shorten or leave out), and the rules a set-up
// position must keep. The check for attacks uses Position's own attack tables, so "in check" here
// means exactly what it means during a game.

#include "xiangqi/setup.hpp"

#include <charconv>

#include "xiangqi/position.hpp"

namespace gameai::xiangqi {
namespace {

constexpr std::string_view PIECE_LETTERS = " KABNRCP kabnrcp";
constexpr std::string_view COLOR_NAMES[COLOR_NB] = {"red", "black"};
constexpr std::string_view TYPE_NAMES[PIECE_TYPE_NB] = {"",      "general", "advisor", "elephant",
                                                        "horse", "chariot", "cannon",  "soldier"};
constexpr std::string_view TYPE_PLURALS[PIECE_TYPE_NB] = {
    "", "generals", "advisors", "elephants", "horses", "chariots", "cannons", "soldiers"};
constexpr int MAX_COUNT[PIECE_TYPE_NB] = {0, 1, 2, 2, 2, 2, 2, 5};

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

std::string capitalised(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = char(text[0] - 'a' + 'A');
  return text;
}

// The problem with a piece of this kind on s, or nothing (TooManyPieces stands for "none").
bool square_problem(Piece pc, Square s, SetupProblem* problem) {
  const Color c = color_of(pc);
  const int f = file_of(s), r = relative_rank(c, s);
  switch (type_of(pc)) {
    case KING:
      *problem = SetupProblem::GeneralOutsidePalace;
      return !(f >= 3 && f <= 5 && r <= 2);
    case ADVISOR:
      *problem = SetupProblem::AdvisorOffPoint;
      return !((f == 4 && r == 1) || ((f == 3 || f == 5) && (r == 0 || r == 2)));
    case ELEPHANT:
      *problem = SetupProblem::ElephantOffPoint;
      return !(((f == 0 || f == 4 || f == 8) && r == 2) ||
               ((f == 2 || f == 6) && (r == 0 || r == 4)));
    case SOLDIER:
      if (r < 3) {
        *problem = SetupProblem::SoldierBehindStart;
        return true;
      }
      *problem = SetupProblem::SoldierOffFile;
      return r <= 4 && f % 2 != 0;
    default:
      return false;
  }
}

std::string square_text(SetupProblem problem, Piece pc, Square s) {
  const std::string who = "The " + piece_name(pc) + " on " + square_name(s);
  switch (problem) {
    case SetupProblem::GeneralOutsidePalace:
      return who + " is outside its palace (files d-f, its own three back ranks).";
    case SetupProblem::AdvisorOffPoint:
      return who + " is not on one of its palace's five points (the corners and the centre).";
    case SetupProblem::ElephantOffPoint:
      return who + " is not on one of the seven points an elephant can reach on its own side.";
    case SetupProblem::SoldierBehindStart:
      return who + " is behind the rank soldiers start on.";
    case SetupProblem::SoldierOffFile:
      return who + " is off the soldier files (a, c, e, g, i) before crossing the river.";
    default:
      return who + ".";
  }
}

}  // namespace

std::string piece_name(Piece pc) {
  if (pc == NO_PIECE || type_of(pc) == NO_PIECE_TYPE) return "empty square";
  return std::string(COLOR_NAMES[color_of(pc)]) + " " + std::string(TYPE_NAMES[type_of(pc)]);
}

std::string square_name(Square s) {
  if (!is_ok(s)) return "-";
  return {char('a' + file_of(s)), char('0' + rank_of(s))};
}

Setup start_setup() {
  Setup setup;
  parse_fen(START_FEN, &setup);
  return setup;
}

bool parse_fen(std::string_view fen, Setup* setup, std::string* error) {
  const auto fields = split(fen);
  if (fields.empty()) return fail(error, "FEN is empty");
  if (fields.size() > 6)
    return fail(error, "FEN has " + std::to_string(fields.size()) +
                           " fields; expected at most 6 (board, side, -, -, plies, move)");

  Setup out;
  int rank = RANK_NB - 1, file = 0;
  for (const char ch : fields[0]) {
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
      out.board[std::size_t(make_square(file++, rank))] = pc;
    }
  }
  if (rank != 0)
    return fail(error, "FEN board has " + std::to_string(RANK_NB - rank) +
                           " ranks; expected 10 separated by '/'");
  if (file != FILE_NB)
    return fail(error, "FEN rank 0 has " + std::to_string(file) + " files; expected 9");

  if (fields.size() > 1) {
    const std::string_view s = fields[1];
    if (s == "w" || s == "r" || s == "W" || s == "R")
      out.side_to_move = RED;
    else if (s == "b" || s == "B")
      out.side_to_move = BLACK;
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
  out.rule60 = numbers[0];
  out.move_number = numbers[1];
  *setup = out;
  return true;
}

std::string write_fen(const Setup& setup) {
  std::string out;
  for (int rank = RANK_NB - 1; rank >= 0; --rank) {
    int empty_run = 0;
    for (int file = 0; file < FILE_NB; ++file) {
      const Piece pc = setup.board[std::size_t(make_square(file, rank))];
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
  out += setup.side_to_move == RED ? " w - - " : " b - - ";
  out += std::to_string(setup.rule60);
  out += ' ';
  out += std::to_string(setup.move_number);
  return out;
}

std::vector<SetupIssue> check_setup(const Setup& setup) {
  std::vector<SetupIssue> issues;
  int counts[PIECE_NB] = {};
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece pc = setup.board[std::size_t(s)];
    if (pc != NO_PIECE && type_of(pc) != NO_PIECE_TYPE) ++counts[pc];
  }

  // Piece counts.
  for (Color c : {RED, BLACK})
    for (int t = KING; t <= SOLDIER; ++t) {
      const Piece pc = make_piece(c, PieceType(t));
      if (counts[pc] <= MAX_COUNT[t]) continue;
      SetupIssue issue{
          SetupProblem::TooManyPieces, pc, SQ_NONE, SQ_NONE, counts[pc], MAX_COUNT[t], {}};
      issue.text = capitalised(std::string(COLOR_NAMES[c])) + " has " + std::to_string(counts[pc]) +
                   " " + std::string(TYPE_PLURALS[t]) +
                   (t == KING ? "; a side has exactly one."
                              : "; at most " + std::to_string(MAX_COUNT[t]) + " are allowed.");
      issues.push_back(std::move(issue));
    }
  for (Color c : {RED, BLACK}) {
    const Piece king = make_piece(c, KING);
    if (counts[king] == 0)
      issues.push_back({SetupProblem::NoGeneral, king, SQ_NONE, SQ_NONE, 0, 1,
                        capitalised(std::string(COLOR_NAMES[c])) + " has no general."});
  }

  // Squares.
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece pc = setup.board[std::size_t(s)];
    if (pc == NO_PIECE || type_of(pc) == NO_PIECE_TYPE) continue;
    SetupProblem problem = SetupProblem::TooManyPieces;
    if (square_problem(pc, s, &problem))
      issues.push_back({problem, pc, s, SQ_NONE, 0, 0, square_text(problem, pc, s)});
  }

  // Facing generals and the side not to move in check: only judged with one general each.
  if (counts[R_KING] != 1 || counts[B_KING] != 1) return issues;
  Position pos;
  pos.place(setup.board.data(), setup.side_to_move);
  const Square red_king = pos.king_square(RED), black_king = pos.king_square(BLACK);
  const Bitboard kings = pos.pieces(KING);
  if (pos.attackers_to(RED, black_king) & kings)
    issues.push_back({SetupProblem::GeneralsFacing, R_KING, red_king, black_king, 0, 0,
                      "The generals face each other on file " +
                          std::string(1, char('a' + file_of(red_king))) + " (" +
                          square_name(red_king) + " and " + square_name(black_king) +
                          ") with no piece between them."});
  const Color mover = setup.side_to_move, waiting = ~mover;
  const Square target = pos.king_square(waiting);
  for (Bitboard b = pos.attackers_to(mover, target) & ~kings; b;) {
    const Square s = pop_lsb(b);
    const Piece pc = pos.piece_on(s);
    issues.push_back({SetupProblem::NotToMoveInCheck, pc, s, target, 0, 0,
                      "The " + piece_name(make_piece(waiting, KING)) + " on " +
                          square_name(target) + " is in check from the " + piece_name(pc) + " on " +
                          square_name(s) + ", but " + capitalised(std::string(COLOR_NAMES[mover])) +
                          " is to move: the side not to move cannot be in check."});
  }
  return issues;
}

}  // namespace gameai::xiangqi
