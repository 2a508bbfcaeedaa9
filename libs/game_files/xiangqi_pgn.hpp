#pragma once
// Xiangqi games as PGN, the way XBoard writes and reads them, with their variations and comments.
//
// XBoard keeps chess's PGN for its variants: the seven-tag roster (White = Red, Black =
// Black), [Variant "xiangqi"], [SetUp "1"] + [FEN "..."] for a game that does not start from the
// initial position, and moves as coordinates with files a-i and ranks 1-10 counted from Red's
// side ("h3e3" is ICCS h2e2), which is also what Fairy-Stockfish's UCI speaks. Xiangqi files
// name the first player [Red]: we write it before [White] and read either. Engine moves carry
// XBoard's comment "{score/depth seconds}" with the score in pawns; the game ends with
// "{reason} result". Reading accepts the same, plus long algebraic moves with a piece letter
// and "-" or "x" ("Ch3-e3", "Rxa10"), check marks and annotations, NAGs (skipped), comments in
// braces and after ';', and variations in parentheses, nested to any depth. A game is read into a
// XiangqiTree (xiangqi_tree.hpp) and written back from one, in any notation.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_files/game_record.hpp"
#include "game_files/xiangqi_tree.hpp"
#include "xiangqi/notation_parse.hpp"

namespace gameai::game_files {

// A move as the file writes it, where, the comments after it, and where it hangs in the game:
// after the move `parent` (an index into PgnGame::move_texts; -1: the start position).
struct PgnMoveText {
  std::string text;
  int line = 0;                       // 0 where the format has no lines (XQF)
  std::vector<std::string> comments;  // after it, in order; an engine's "score/depth time" too
  int parent = -1;
  bool variation = false;  // the first move of a variation: not its parent's main continuation
};

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in file order
  // Every move as written, the main line's and the variations', each after the move it follows.
  std::vector<PgnMoveText> move_texts;
  std::vector<std::string> start_comments;  // before the first move
  // Once resolved: the moves that replay legally, with their comments, scores and times.
  XiangqiTree tree;
  std::vector<XiangqiMove> moves;  // the tree's main line, ICCS text (ranks 0-9)
  std::string result = "*";        // "1-0", "0-1", "1/2-1/2", "*"
  std::string termination;         // the comment just before the result, if any
  int first_line = 0;              // where the game starts in the file, for messages
  std::string notation;            // how the moves were written: "iccs", "chinese", "xqf", ...
  std::string format = "pgn";      // the file's format: "pgn" or "xqf"
  std::string error;  // why the game cannot be imported ("file:line: ..."); empty if it can
  // What was left out on reading, each "file:line: what and why", for the user; the game
  // imports without it.
  std::vector<std::string> notes;

  // The tag's value, or "" when absent.
  std::string tag(std::string_view name) const;
};

// Whether write_pgn makes tag `name` from the stored game itself (Red, White, Black, Result, their
// types, Variant, SetUp, FEN, Termination, Format): an imported game stores every other tag of
// its file (GameSummary::tags) and export writes them back.
bool pgn_tag_from_game(std::string_view name) noexcept;

// The name a game's tags give Red (Red, else White) or Black, or "unknown".
std::string pgn_player_name(const PgnGame& game, bool red);

// A clock as PGN's TimeControl tag writes it, in whole seconds (rounded, at least 1): "300+5"
// for five minutes each and five seconds added per move, "300" for five minutes and no
// increment, "-" for no clock (base_ms <= 0). A game played on a clock stores it as its
// TimeControl tag (GameSummary::tags), which export writes and import keeps.
std::string pgn_time_control(std::int64_t base_ms, std::int64_t increment_ms);
// The clock a TimeControl tag gives, {base_ms, increment_ms}: "300+5" -> {300000, 5000}, "300"
// -> {300000, 0}, "-" -> {0, 0} (no clock); seconds may have decimals ("0.5"). Other forms
// (moves per period "40/7200", sandglass "*60", several periods joined by ':', "?") give
// std::nullopt: a clock this program does not keep.
std::optional<std::pair<std::int64_t, std::int64_t>> parse_pgn_time_control(std::string_view text);

// ICCS "h2e2" <-> XBoard "h3e3". Both return "" for text that is not a coordinate move.
std::string iccs_to_xboard(std::string_view iccs);
std::string xboard_to_iccs(std::string_view xboard);

// The text of each move in `notation`, replayed from `start_fen` (empty: the standard start) for
// the notations that need the position; a move that does not replay (a damaged record) and the
// moves after it are written in ICCS.
std::vector<std::string> xiangqi_move_texts(const std::string& start_fen,
                                            const std::vector<XiangqiMove>& moves,
                                            xiangqi::Notation notation);

// One stored game as PGN text (tags, moves, termination), ending with a blank line. Moves are
// written in `notation`; any but XBoard's adds a [Format "ICCS|WXF|Chinese"] tag. The
// seven-tag roster comes first: an imported game's Event, Site, Date and Round as its file gave
// them ("?" and "????.??.??", unknown, where it gave none), a game played here its id, the
// program, the day it started and "-"; then the game's other stored tags in their order. The
// tree's comment before the first move, its variations in parentheses after the move they are
// an alternative to, and every comment (pgn_comment_text) are written as well.
std::string write_pgn(const GameSummary& game, const XiangqiTree& tree,
                      xiangqi::Notation notation = xiangqi::Notation::Xboard);
// The same for a main line alone. A move that does not replay (a damaged record) and the moves
// after it are written in ICCS.
std::string write_pgn(const GameSummary& game, const std::vector<XiangqiMove>& moves,
                      xiangqi::Notation notation = xiangqi::Notation::Xboard);

// The text of every node's move in `notation` (indexed by node id; the root's is empty).
std::vector<std::string> xiangqi_node_texts(const XiangqiTree& tree, xiangqi::Notation notation);

// The moves of the line that starts at `first` (usually a variation), as PGN writes them: move
// numbers, `texts` (xiangqi_node_texts), engine and text comments, and the variations inside it
// in parentheses. Without the parentheses around the line itself.
std::string pgn_line_text(const XiangqiTree& tree, XiangqiNodeId first,
                          const std::vector<std::string>& texts);

// A comment as PGN can hold it between braces: '}' (which would end it) becomes ')', control
// characters but line breaks and tabs become spaces, and a '[' that starts a line is moved off
// the line start (a reader would take it for the next game's tags). Comments are stored as their
// files gave them; this is what export writes.
std::string pgn_comment_text(std::string_view comment);

// Reads XBoard's move comment "{+0.30/9 0.12}" (score in pawns, depth, seconds) or a time
// alone ("{1.50}", a decimal number of seconds) into the move and returns true; any other
// comment changes nothing and returns false.
bool apply_move_comment(std::string_view comment, XiangqiMove& move);

// Every game of a PGN file (UTF-8 text; see xiangqi_import.hpp for other encodings), its moves
// resolved in whichever notation it uses (xiangqi_import.hpp) into its tree. A game whose text
// is broken (a variation or comment that is never closed, a ')' that closes nothing, a tag
// without its ']'), or that holds a move, in its main line or in a variation, that cannot be
// read or is illegal, comes back with `error` set naming the line and the move. The other games are
// unaffected: an unclosed comment or variation ends at the next game's tags. A tag after moves
// starts the next game (files often omit the result). A variation whose first move number names an
// earlier move of its line ("2. 马八进七" after Black's second move, as Chinese files often write
// it) is an alternative to that move.
std::vector<PgnGame> read_pgn(std::string_view text, const std::string& source);

}  // namespace gameai::game_files
