#pragma once
// Xiangqi game files for the xiangqi page: Open reads PGN in any notation (Chinese, WXF, ICCS,
// XBoard; UTF-8 or GBK) and XQF, told apart by content, as libs/records reads them; Save writes
// PGN in the notation the player chooses. Reading never touches the game on the board: a file is
// read into a list of games, and only a game that replays whole is put on the board.

#include <QString>
#include <QStringList>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "game_files/xiangqi_pgn.hpp"
#include "xiangqi/game.hpp"

namespace gameai::gui {

// Every game of the file at `path`; empty with `error` set ("file: reason") when the file cannot
// be read or is not a game file at all. Games whose moves do not replay come back with their
// `error` set ("file:line: move N 'text' ...").
std::vector<game_files::PgnGame> readXiangqiGameFile(const QString& path, QString* error);

// One line naming a game of a file for the player to pick it: "3. Red – Black, Event, Date
// (42 moves)", moves counted as players count them, with the game's error if it has one.
QString describeXiangqiGame(const game_files::PgnGame& game, int index);

// Puts the game on `game` (its start position, all its moves, the cursor at the end); false with
// `error` set when it does not replay, leaving `game` as it was.
bool loadXiangqiGame(const game_files::PgnGame& pgn, xiangqi::Game& game, QString* error);

// What a saved game's header says besides its moves.
struct XiangqiPgnHeader {
  // The players, by name; a side not played by a person is written as a program.
  game_files::PlayerInfo red, black;
  // The game's id in the records store (0: not stored): its Event is then "gameai game ID", as
  // `gameai records export` writes it.
  std::int64_t storedId = 0;
  // A game opened from a file: its format ("pgn", "xqf") and the tags it had that the game does
  // not make itself (Event, Site, Date, Round, ...), written back as they were.
  std::string source;
  std::vector<std::pair<std::string, std::string>> tags;
};

// The header of a game opened from `game`: its players and tags, as `records import` keeps them.
XiangqiPgnHeader xiangqiFileHeader(const game_files::PgnGame& game);

// The PGN text of the game on the board with the moves in `notation`: its whole move `tree`
// (the main line, the variations in parentheses, the comments), and the result if the game is
// over at the end of the main line. A game neither stored nor from a file is a "Casual game".
std::string xiangqiGamePgn(const xiangqi::Game& game, const game_files::XiangqiTree& tree,
                           const XiangqiPgnHeader& header, xiangqi::Notation notation);

}  // namespace gameai::gui
