#include "xiangqi/notation.hpp"

#include <algorithm>
#include <array>

#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi {
namespace {

int file_number(Color c, int file) {
  return c == RED ? FILE_NB - file : file + 1;
}

}  // namespace

MoveDescription describe_move(const Position& pos, Move m) {
  const Square from = m.from_sq(), to = m.to_sq();
  const Piece pc = pos.piece_on(from);
  MoveDescription d{};
  d.type = type_of(pc);
  d.color = color_of(pc);
  d.file_number = file_number(d.color, file_of(from));
  const int forward = relative_rank(d.color, to) - relative_rank(d.color, from);
  // Like pieces on the same file, and how many of them stand ahead of this one.
  d.tandem = 0;
  d.from_front = 0;
  int files_with_pawn_tandem = 0;
  for (int f = 0; f < FILE_NB; ++f) {
    int on_file = 0;
    for (int r = 0; r < RANK_NB; ++r) {
      const Square s = make_square(f, r);
      if (pos.piece_on(s) != pc) continue;
      ++on_file;
      if (f == file_of(from)) {
        ++d.tandem;
        if (relative_rank(d.color, s) > relative_rank(d.color, from)) ++d.from_front;
      }
    }
    if (on_file >= 2) ++files_with_pawn_tandem;
  }
  d.pawn_files = d.type == SOLDIER && files_with_pawn_tandem >= 2;
  const bool diagonal = d.type == ADVISOR || d.type == ELEPHANT || d.type == HORSE;
  if (file_of(from) == file_of(to)) {
    d.direction = forward > 0 ? '+' : '-';
    d.number = forward > 0 ? forward : -forward;
  } else {
    d.direction = diagonal ? (forward > 0 ? '+' : '-') : '=';
    d.number = file_number(d.color, file_of(to));
  }
  return d;
}

namespace {

// Advisors and elephants are never ambiguous (the direction tells two of them apart), so they
// keep their file number even in tandem, as is the custom.
bool uses_tandem_marker(const MoveDescription& d) {
  return d.tandem >= 2 && d.type != ADVISOR && d.type != ELEPHANT;
}

constexpr std::string_view WXF_LETTERS = " KAEHRCP";

std::string wxf_designator(const MoveDescription& d) {
  const char letter = WXF_LETTERS[d.type];
  const char digit = char('0' + d.file_number);
  if (!uses_tandem_marker(d)) return {letter, digit};
  const int n = d.tandem, k = d.from_front;
  if (d.type != SOLDIER) return {letter, k == 0 ? '+' : '-'};
  if (d.pawn_files) return {digit, k == 0 ? '+' : k == n - 1 ? '-' : digit};
  switch (n) {
    case 2:
      return {letter, k == 0 ? '+' : '-'};
    case 3:
      return {letter, k == 0 ? '+' : k == 1 ? digit : '-'};
    case 4:
      return k == 0 ? "++" : k == 1 ? "P+" : k == 2 ? "P-" : "--";
    default:
      return k == 0   ? "++"
             : k == 1 ? "P+"
             : k == 2 ? std::string{letter, digit}
             : k == 3 ? "P-"
                      : "--";
  }
}

constexpr std::array<std::string_view, 8> RED_NAMES = {"",   "帅", "仕", "相",
                                                       "马", "车", "炮", "兵"};
constexpr std::array<std::string_view, 8> BLACK_NAMES = {"",   "将", "士", "象",
                                                         "马", "车", "炮", "卒"};
constexpr std::array<std::string_view, 10> NUMERALS = {"",   "一", "二", "三", "四",
                                                       "五", "六", "七", "八", "九"};

std::string chinese_number(Color c, int n) {
  return c == RED ? std::string(NUMERALS[n]) : std::string(1, char('0' + n));
}

std::string chinese_designator(const MoveDescription& d) {
  const std::string name(d.color == RED ? RED_NAMES[d.type] : BLACK_NAMES[d.type]);
  if (!uses_tandem_marker(d)) return name + chinese_number(d.color, d.file_number);
  const int n = d.tandem, k = d.from_front;
  const std::string_view position = k == 0 ? "前" : k == n - 1 ? "后" : "中";
  if (d.pawn_files) return std::string(position) + chinese_number(d.color, d.file_number);
  if (d.type != SOLDIER || n <= 3) return std::string(position) + name;
  return std::string(NUMERALS[k + 1]) + name;  // four or five in a file: 一兵 (front) ... 五兵
}

}  // namespace

std::string to_wxf(const Position& pos, Move m) {
  const MoveDescription d = describe_move(pos, m);
  return wxf_designator(d) + d.direction + char('0' + d.number);
}

std::string to_chinese(const Position& pos, Move m) {
  const MoveDescription d = describe_move(pos, m);
  const std::string_view verb = d.direction == '+' ? "进" : d.direction == '-' ? "退" : "平";
  return chinese_designator(d) + std::string(verb) + chinese_number(d.color, d.number);
}

}  // namespace gameai::xiangqi
