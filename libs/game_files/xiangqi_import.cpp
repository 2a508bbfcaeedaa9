#include "game_files/xiangqi_import.hpp"

#include <iconv.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <memory>
#include <optional>

#include "game_files/error.hpp"
#include "game_files/xqf.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/notation_parse.hpp"
#include "xiangqi/position.hpp"

namespace gameai::game_files {
namespace {

bool valid_utf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t extra = 0;
    if (c < 0x80)
      extra = 0;
    else if ((c & 0xE0) == 0xC0 && c >= 0xC2)
      extra = 1;
    else if ((c & 0xF0) == 0xE0)
      extra = 2;
    else if ((c & 0xF8) == 0xF0 && c <= 0xF4)
      extra = 3;
    else
      return false;
    if (text.size() - i <= extra) return false;
    for (std::size_t k = 1; k <= extra; ++k)
      if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return false;
    i += extra + 1;
  }
  return true;
}

// Why text is not a move of pos in `notation`: illegal there, or not a move at all.
std::string why_not(const xiangqi::Position& pos, std::string_view text,
                    xiangqi::Notation notation) {
  const bool coordinates =
      notation == xiangqi::Notation::Iccs || notation == xiangqi::Notation::Xboard;
  if (coordinates) {
    const xiangqi::Move m = notation == xiangqi::Notation::Xboard
                                ? xiangqi::parse_xboard(xiangqi::fold_full_width(text))
                                : xiangqi::parse_iccs(xiangqi::fold_full_width(text));
    if (m) {
      std::string why = "(";
      why += xiangqi::to_iccs(m);
      why += ") is not legal in ";
      why += pos.fen();
      return why;
    }
  } else if (xiangqi::canonical_move_text(text).size() >= 3) {
    return "is not legal (or not unique) in " + pos.fen();
  }
  static constexpr const char* EXAMPLES[] = {"炮二平五", "C2=5", "h2e2", "h3e3"};
  return std::string("is not a move in ") + xiangqi::to_string(notation) + " notation (like " +
         EXAMPLES[static_cast<int>(notation)] + ")";
}

// One attempt at replaying the texts in one notation.
struct Attempt {
  XiangqiTree tree;
  std::string error;     // empty when every move was read and legal
  std::size_t read = 0;  // moves read
};

// "games.pgn:12: " or, for a format without lines, "games.xqf: ".
std::string where(const std::string& source, int line) {
  std::string out = source;
  if (line > 0) {
    out += ':';
    out += std::to_string(line);
  }
  out += ": ";
  return out;
}

// The comments after a move: an engine's "score/depth time" (the first one only) fills the
// move's score, depth and time; the others, joined by a space, are its comment.
void apply_comments(const std::vector<std::string>& comments, XiangqiMove& move) {
  bool scored = false;
  for (const std::string& comment : comments) {
    if (!scored && apply_move_comment(comment, move)) {
      scored = true;
      continue;
    }
    if (comment.empty()) continue;
    if (!move.comment.empty()) move.comment += ' ';
    move.comment += comment;
  }
}

// Replays the move texts in `notation` into a tree, walking the texts depth first with the
// position of each move's parent. A move that cannot be read or played, in the main line or in
// a variation, spoils the attempt.
Attempt replay_texts(const PgnGame& game, xiangqi::Notation notation, const std::string& source) {
  const std::string fen = game.tag("FEN");
  const int line = game.first_line;
  Attempt attempt;
  try {
    attempt.tree = XiangqiTree(fen);
  } catch (const RecordsError& e) {
    attempt.error =
        where(source, line) + "the FEN tag '" + fen + "' is not a position: " + e.what();
    return attempt;
  }
  XiangqiTree& tree = attempt.tree;
  const int first_seat = xiangqi_first_seat(tree.start_position());
  XiangqiMove start;
  apply_comments(game.start_comments, start);
  tree.set_comment(XiangqiTree::ROOT, start.comment);
  // Each text's children, its main continuation first.
  const std::size_t n = game.move_texts.size();
  std::vector<std::vector<int>> children(n + 1);  // [0]: the start position's, [i + 1]: text i's
  for (const bool variations : {false, true})
    for (std::size_t i = 0; i < n; ++i) {
      const PgnMoveText& t = game.move_texts[i];
      if (t.variation == variations)
        children[static_cast<std::size_t>(t.parent + 1)].push_back(static_cast<int>(i));
    }
  xiangqi::Position pos;
  std::deque<xiangqi::StateInfo> states(1);
  pos.set(tree.start_position(), &states.back());
  struct Frame {
    int text;  // -1: the start position
    XiangqiNodeId node;
    std::size_t next = 0;
    bool main_line;
    xiangqi::Move m;
  };
  std::vector<Frame> stack{{-1, XiangqiTree::ROOT, 0, true, xiangqi::Move::none()}};
  while (!stack.empty()) {
    Frame& f = stack.back();
    const auto& kids = children[static_cast<std::size_t>(f.text + 1)];
    if (f.next == kids.size()) {
      if (f.text >= 0) {
        pos.undo_move(f.m);
        states.pop_back();
      }
      stack.pop_back();
      continue;
    }
    const int index = kids[f.next];
    const bool main_line = f.main_line && f.next == 0;
    ++f.next;
    const PgnMoveText& text = game.move_texts[static_cast<std::size_t>(index)];
    const xiangqi::Move m = xiangqi::parse_move(pos, text.text, notation);
    const std::int64_t ply = tree.depth(f.node);
    if (!m) {
      // A move that cannot be played spoils the game, in its main line or in a variation alike:
      // what the file says cannot be kept as it says it.
      attempt.error = where(source, text.line) + xiangqi_move_label(ply, first_seat) +
                      (main_line ? "" : " of a variation") + ": '" + text.text + "' " +
                      why_not(pos, text.text, notation) + " (game from line " +
                      std::to_string(line) + ")";
      return attempt;
    }
    XiangqiMove move(xiangqi::to_iccs(m));
    apply_comments(text.comments, move);
    const XiangqiNodeId existing = tree.find_child(f.node, move.move);
    const XiangqiNodeId node = tree.add_move(f.node, move);
    if (existing != XiangqiTree::NONE && !move.comment.empty() &&
        tree.comment(node) != move.comment)
      tree.set_comment(node, tree.comment(node) + ' ' + move.comment);
    ++attempt.read;
    states.emplace_back();
    pos.do_move(m, states.back());
    stack.push_back({index, node, 0, main_line, m});
  }
  return attempt;
}

std::uint64_t fnv1a(std::uint64_t hash, std::string_view text) {
  for (char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

}  // namespace

std::string decode_game_text(std::string_view bytes, const std::string& source) {
  if (bytes.substr(0, 3) == "\xEF\xBB\xBF") bytes.remove_prefix(3);
  if (valid_utf8(bytes)) return std::string(bytes);
  iconv_t cd = iconv_open("UTF-8", "GB18030");
  if (reinterpret_cast<std::intptr_t>(cd) == -1)
    throw RecordsError(ErrorKind::Invalid,
                       source + ": the file is not UTF-8 and this system cannot convert GB18030");
  const std::unique_ptr<void, int (*)(iconv_t)> guard(cd, iconv_close);
  std::string out(bytes.size() * 2 + 16, '\0');
  std::string in(bytes);
  char* in_ptr = in.data();
  std::size_t in_left = in.size();
  char* out_ptr = out.data();
  std::size_t out_left = out.size();
  while (in_left > 0) {
    if (iconv(cd, &in_ptr, &in_left, &out_ptr, &out_left) != static_cast<std::size_t>(-1)) break;
    if (errno == E2BIG) {
      const std::size_t used = static_cast<std::size_t>(out_ptr - out.data());
      out.resize(out.size() * 2);
      out_ptr = out.data() + used;
      out_left = out.size() - used;
      continue;
    }
    const std::size_t offset = static_cast<std::size_t>(in_ptr - in.data());
    throw RecordsError(ErrorKind::Invalid, source + ": byte " + std::to_string(offset) +
                                               " is neither UTF-8 nor GBK/GB18030 text");
  }
  out.resize(static_cast<std::size_t>(out_ptr - out.data()));
  return out;
}

void resolve_pgn_moves(PgnGame& game, const std::string& source) {
  game.moves.clear();
  game.error.clear();
  game.tree = XiangqiTree();
  const std::string format = game.tag("Format");
  std::vector<xiangqi::Notation> tries;
  if (const auto named = xiangqi::parse_notation_name(format)) {
    tries.push_back(*named);
  } else {
    std::size_t coordinate_count = 0;
    bool iccs = false, xboard = false, ascii = true;
    for (const PgnMoveText& t : game.move_texts) {
      const xiangqi::CoordinateHint hint = xiangqi::coordinate_hint(t.text);
      coordinate_count += hint.coordinates;
      iccs = iccs || hint.needs_iccs;
      xboard = xboard || hint.needs_xboard;
      for (char c : xiangqi::fold_full_width(t.text))
        ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    }
    // The notation most moves are written in; a stray token then fails in that notation.
    const bool coordinates =
        !game.move_texts.empty() && 2 * coordinate_count >= game.move_texts.size();
    if (!coordinates)
      tries.push_back(ascii ? xiangqi::Notation::Wxf : xiangqi::Notation::Chinese);
    else if (iccs && !xboard)
      tries.push_back(xiangqi::Notation::Iccs);
    else if (xboard && !iccs)
      tries.push_back(xiangqi::Notation::Xboard);
    else
      tries = {xiangqi::Notation::Iccs, xiangqi::Notation::Xboard};
  }
  // The first notation that reads every move; else the one that read the most.
  std::optional<Attempt> best;
  std::size_t best_index = 0;
  for (std::size_t i = 0; i < tries.size(); ++i) {
    Attempt attempt = replay_texts(game, tries[i], source);
    const bool perfect = attempt.error.empty();
    if (!best || perfect || attempt.read > best->read) {
      best = std::move(attempt);
      best_index = i;
    }
    if (perfect) break;
  }
  game.notation = xiangqi::to_string(tries[best_index]);
  if (!best->error.empty()) {
    game.error = best->error;
    return;
  }
  game.tree = std::move(best->tree);
  game.moves = game.tree.main_line();
}

std::vector<PgnGame> read_game_file(std::string_view bytes, const std::string& source) {
  if (is_xqf(bytes)) return {read_xqf(bytes, source)};
  return read_pgn(decode_game_text(bytes, source), source);
}

std::string xiangqi_game_fingerprint(const std::string& start_fen, const std::string& red,
                                     const std::string& black,
                                     const std::vector<XiangqiMove>& moves) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  const bool standard = start_fen.empty() || start_fen == xiangqi::START_FEN;
  hash = fnv1a(hash, standard ? std::string_view() : std::string_view(start_fen));
  hash = fnv1a(hash, "\n" + red + "\n" + black + "\n");
  for (const XiangqiMove& m : moves) hash = fnv1a(hash, m.move + " ");
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

}  // namespace gameai::game_files
