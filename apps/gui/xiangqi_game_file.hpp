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

#include "records/xiangqi_pgn.hpp"
#include "xiangqi/game.hpp"

namespace gameai::gui {

// Every game of the file at `path`; empty with `error` set ("file: reason") when the file cannot
// be read or is not a game file at all. Games whose moves do not replay come back with their
// `error` set ("file:line: move N 'text' ...").
std::vector<records::PgnGame> readXiangqiGameFile(const QString& path, QString* error);

// One line naming a game of a file for the player to pick it: "3. Red – Black, Event, Date
// (42 moves)", moves counted as players count them, with the game's error if it has one.
QString describeXiangqiGame(const records::PgnGame& game, int index);

// Puts the game on `game` (its start position, all its moves, the cursor at the end); false with
// `error` set when it does not replay, leaving `game` as it was.
bool loadXiangqiGame(const records::PgnGame& pgn, xiangqi::Game& game, QString* error);

// Who played `red` (or Black's) side of a game of a file, as `records import` stores it: the
// name its tags give, a program when its WhiteType/BlackType tag says so, else a person.
records::PlayerInfo xiangqiFilePlayer(const records::PgnGame& game, bool red);

// What a saved game's header says besides its moves.
struct XiangqiPgnHeader {
  // The players, by name; a side not played by a person is written as a program.
  records::PlayerInfo red, black;
  // The game's id in the records store (0: not stored): its Event is then "gameai game ID", as
  // `gameai records export` writes it.
  std::int64_t storedId = 0;
  // Tags written as given in place of the app's own (Event, Site, Date, Round of an opened file).
  std::vector<std::pair<std::string, std::string>> tags;
};

// The PGN text of `game` (its moves up to the cursor, the result if it is over) with the moves
// in `notation`. A game neither stored nor from a file is a "Casual game".
std::string xiangqiGamePgn(const xiangqi::Game& game, const XiangqiPgnHeader& header,
                           xiangqi::Notation notation);

}  // namespace gameai::gui
