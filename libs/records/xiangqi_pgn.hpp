#pragma once
// Xiangqi games as PGN, the way XBoard writes and reads them.
//
// XBoard keeps chess's PGN for its variants: the seven-tag roster (White = Red, Black =
// Black), [Variant "xiangqi"], [SetUp "1"] + [FEN "..."] for a game that does not start from the
// initial position, and moves as coordinates with files a-i and ranks 1-10 counted from Red's
// side ("h3e3" is ICCS h2e2), which is also what Fairy-Stockfish's UCI speaks. Engine moves carry
// XBoard's comment "{score/depth seconds}" with the score in pawns; the game ends with
// "{reason} result". Reading accepts the same, plus long algebraic moves with a piece letter
// and "-" or "x" ("Ch3-e3", "Rxa10"), check marks and annotations, comments, NAGs and
// variations (skipped).

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "records/game_record.hpp"
#include "records/store.hpp"
#include "xiangqi/notation_parse.hpp"

namespace gameai::records {

// A move as the file writes it, where, and the comment after it.
struct PgnMoveText {
  std::string text;
  int line = 0;
  std::string comment;
};

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;  // in file order
  std::vector<PgnMoveText> move_texts;                    // the main line as written
  std::vector<XiangqiMove> moves;                         // ICCS text, ranks 0-9, once resolved
  std::vector<std::string> comments;  // [0] before the first move, [i] after move i; may be short
  std::string result = "*";           // "1-0", "0-1", "1/2-1/2", "*"
  std::string termination;            // the comment just before the result, if any
  int first_line = 0;                 // where the game starts in the file, for messages
  std::string notation;               // how the moves were written: "iccs", "chinese", "xqf", ...
  std::string format = "pgn";         // the file's format: "pgn" or "xqf"
  std::string error;  // why the game cannot be imported ("file:line: ..."); empty if it can
  std::vector<std::string> notes;  // what was left out on reading (variations), for the user

  // The tag's value, or "" when absent.
  std::string tag(std::string_view name) const;
};

// Whether write_pgn makes tag `name` from the stored game itself (White, Black, Result, their
// types, Variant, SetUp, FEN, Termination, Format): an imported game stores every other tag of
// its file (GameSummary::tags) and export writes them back.
bool pgn_tag_from_game(std::string_view name) noexcept;

// The name a game's tags give Red (White or Red) or Black, or "unknown".
std::string pgn_player_name(const PgnGame& game, bool red);

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
// program, the day it started and "-"; then the game's other stored tags in their order.
std::string write_pgn(const GameSummary& game, const std::vector<XiangqiMove>& moves,
                      xiangqi::Notation notation = xiangqi::Notation::Xboard);

// Reads XBoard's move comment "{+0.30/9 0.12}" (score in pawns, depth, seconds) into the move
// and returns true; any other comment changes nothing and returns false.
bool apply_move_comment(std::string_view comment, XiangqiMove& move);

// Every game of a PGN file (UTF-8 text; see xiangqi_import.hpp for other encodings), its moves
// resolved in whichever notation it uses (xiangqi_import.hpp): a game whose moves cannot be
// read or are illegal comes back with `error` set, the others are unaffected. A tag after moves
// starts the next game (files often omit the result). Throws RecordsError (invalid) naming
// `source` and the line only when the text's structure is broken (an unclosed tag, comment or
// variation).
std::vector<PgnGame> read_pgn(std::string_view text, const std::string& source);

// Checks that every move is legal from the game's start position, then stores the game
// (finished when it has a result other than "*": the one after its moves, else its Result tag's)
// with its file's format and tags (pgn_tag_from_game) and returns its id. Throws RecordsError
// (invalid) with the game's `error`, or naming `source` and the game's first line when a move is
// illegal; nothing is stored then.
std::int64_t import_pgn_game(Store& store, const PgnGame& game, const std::string& source);

}  // namespace gameai::records
