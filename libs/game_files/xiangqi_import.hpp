#pragma once
// Importing xiangqi game files as players have them: PGN in any of the four notations (see
// xiangqi/notation_parse.hpp), in UTF-8 or GBK/GB18030, and XQStudio's binary XQF (xqf.hpp),
// told apart by content. The same game imported twice is stored once.
//
//   records::XiangqiImporter importer(store);
//   for (game_files::PgnGame& game : game_files::read_game_file(bytes, "games.pgn"))
//     if (game.error.empty()) importer.import(game, "games.pgn");

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "game_files/xiangqi_pgn.hpp"

namespace gameai::game_files {

// The text of a game file as UTF-8: a UTF-8 byte order mark is dropped, valid UTF-8 is kept
// as it is, anything else is read as GB18030 (which contains GBK and GB2312). Throws
// RecordsError (invalid) naming `source` when the bytes are neither.
std::string decode_game_text(std::string_view bytes, const std::string& source);

// Fills game.moves from game.move_texts: the notation is the `Format` tag's (ICCS, WXF,
// Chinese, XBoard) when present, else chosen from the moves (coordinates with a rank 0 are
// ICCS, with a rank 10 XBoard, with neither whichever replays; anything else is WXF or
// Chinese). Every move is checked for legality from the `FEN` tag's position (or the start).
// Never throws: a game that cannot be read gets `error` ("file:line: move N 'text' ...").
void resolve_pgn_moves(PgnGame& game, const std::string& source);

// Every game of a file's bytes: XQF when the content is XQF (xqf.hpp), else PGN text in UTF-8
// or GBK. Throws RecordsError (invalid) naming `source` when the file as a whole is unreadable.
std::vector<PgnGame> read_game_file(std::string_view bytes, const std::string& source);

// A digest (16 hex digits) identifying a game: its start position, players and moves.
std::string xiangqi_game_fingerprint(const std::string& start_fen, const std::string& red,
                                     const std::string& black,
                                     const std::vector<XiangqiMove>& moves);

}  // namespace gameai::game_files
