#pragma once
// Xiangqi game files for the xiangqi page: Open reads PGN in any notation (Chinese, WXF, ICCS,
// XBoard; UTF-8 or GBK) and XQF, told apart by content, as libs/records reads them; Save writes
// PGN in the notation the player chooses. Reading never touches the game on the board: a file is
// read into a list of games, and only a game that replays whole is put on the board.

#include <QString>
#include <QStringList>
#include <string>
#include <vector>

#include "records/xiangqi_pgn.hpp"
#include "xiangqi/game.hpp"

namespace gameai::gui {

// Every game of the file at `path`; empty with `error` set ("file: reason") when the file cannot
// be read or is not a game file at all. Games whose moves do not replay come back with their
// `error` set ("file:line: move N 'text' ...").
std::vector<records::PgnGame> readXiangqiGameFile(const QString& path, QString* error);

// One line naming a game of a file for the player to pick it: "3. Red – Black, Event, Date
// (42 moves)", with the game's error if it has one.
QString describeXiangqiGame(const records::PgnGame& game, int index);

// Puts the game on `game` (its start position, all its moves, the cursor at the end); false with
// `error` set when it does not replay, leaving `game` as it was.
bool loadXiangqiGame(const records::PgnGame& pgn, xiangqi::Game& game, QString* error);

// The PGN text of `game` (its moves up to the cursor, the result if it is over) with the moves
// in `notation` and the players named `red` and `black`.
std::string xiangqiGamePgn(const xiangqi::Game& game, const std::string& red,
                           const std::string& black, xiangqi::Notation notation);

}  // namespace gameai::gui
