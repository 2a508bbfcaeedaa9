#pragma once
// XQF, the binary game format of XQStudio (象棋演播室) and the most common format of xiangqi
// game collections.
//
// The layout, as XQStudio describes it and ElephantEye's converter reads it: a 1024-byte header
// ("XQ", the version, four encryption keys from version 1.1 (byte 11) on, the 32 pieces' squares
// for a game that starts from a set-up position, the result, then length-prefixed GBK strings:
// title, event, date, site, Red, Black, annotator, author) followed by the move tree in
// pre-order: 4 bytes per node (origin, destination, flags, reserved), an optional comment, the
// first node being the root (the game's opening comment). A node's flags say whether its first
// child follows it and whether a next sibling (a variation) follows its subtree. From version
// 1.1 on every byte after the header is shifted by a 32-byte key stream derived from the header's
// keys, and the squares by offsets derived from them. The whole tree is read, variations and
// comments included. gameai reads XQF; it writes PGN.

#include <string>
#include <string_view>

#include "game_files/xiangqi_pgn.hpp"

namespace gameai::game_files {

// Whether the bytes are an XQF file (by content: the "XQ" signature and a whole header).
bool is_xqf(std::string_view bytes) noexcept;

// The game of an XQF file as a PgnGame (format "xqf"): tags (Event, or the title when the file
// names no event, Title beside an event, Date, Site, Red, Black, Annotator, Author, Result, FEN
// for a set-up position, Format "ICCS"), its move tree resolved and checked (`error` set naming
// the move when a move, in the main line or a variation, is illegal), the comments in UTF-8. Throws
// RecordsError (invalid) naming `source` and the byte offset when the file is damaged or
// truncated.
PgnGame read_xqf(std::string_view bytes, const std::string& source);

}  // namespace gameai::game_files
