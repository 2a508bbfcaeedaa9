#pragma once
// Storing imported xiangqi games: a game read from a file (game_files/xiangqi_import.hpp) goes
// into the store with its tree, tags and result. The same game imported twice is stored once.
//
//   records::XiangqiImporter importer(store);
//   for (game_files::PgnGame& game : game_files::read_game_file(bytes, "games.pgn"))
//     if (game.error.empty()) importer.import(game, "games.pgn");

#include <cstdint>
#include <string>
#include <unordered_map>

#include "game_files/xiangqi_pgn.hpp"
#include "records/store.hpp"

namespace gameai::records {

// Stores the game: its tree (every variation and comment), finished when it has a result other
// than "*" (the one after its moves, else its Result tag's), with its file's format and tags
// (pgn_tag_from_game), in one transaction, and returns its id. Throws RecordsError (invalid)
// with the game's `error`, or naming `source` and the game's first line when the game's variant
// is not xiangqi; nothing is stored then.
std::int64_t import_pgn_game(Store& store, const game_files::PgnGame& game,
                             const std::string& source);

// Stores games unless an identical one (same fingerprint) is already in the store.
class XiangqiImporter {
 public:
  // Reads the fingerprints of the xiangqi games already stored.
  explicit XiangqiImporter(Store& store);

  struct Outcome {
    std::int64_t id = 0;     // the new game, or the stored one it duplicates
    bool duplicate = false;  // nothing was stored
  };
  // Throws RecordsError (invalid) as import_pgn_game does.
  Outcome import(const game_files::PgnGame& game, const std::string& source);

 private:
  Store& store_;
  std::unordered_map<std::string, std::int64_t> known_;
};

}  // namespace gameai::records
