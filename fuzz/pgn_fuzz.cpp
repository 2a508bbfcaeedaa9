// Xiangqi PGN import (read_pgn, import_pgn_game) into an in-memory records store.
//
// Properties: malformed text and illegal games are refused with RecordsError (no other
// exception, nothing half-stored); every imported game keeps its moves and result, and exporting
// it (write_pgn) gives PGN that reads back to the same moves, scores, depths and result (the
// result after the moves, or else the Result tag's, as import takes it), and to the same move
// tree: every variation where it was.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "game_files/error.hpp"
#include "game_files/xiangqi_pgn.hpp"
#include "property.hpp"
#include "records/store.hpp"
#include "records/xiangqi_importer.hpp"

namespace {

using namespace gameai::game_files;
using gameai::records::import_pgn_game;
using gameai::records::Store;

bool same_moves(const std::vector<XiangqiMove>& a, const std::vector<XiangqiMove>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].move != b[i].move || a[i].score != b[i].score || a[i].depth != b[i].depth)
      return false;
  return true;
}

// The same moves at the same places of the tree, with the same scores and depths (comments may
// change on export: a control character becomes a space).
bool same_tree(const XiangqiTree& a, const XiangqiTree& b) {
  const std::vector<XiangqiNodeId> x = a.preorder(), y = b.preorder();
  if (x.size() != y.size()) return false;
  for (std::size_t i = 0; i < x.size(); ++i) {
    const XiangqiMove &m = a.move(x[i]), &n = b.move(y[i]);
    if (m.move != n.move || m.score != n.score || m.depth != n.depth ||
        a.depth(x[i]) != b.depth(y[i]) || a.children(x[i]).size() != b.children(y[i]).size())
      return false;
  }
  return true;
}

bool is_result(std::string_view text) {
  return text == "1-0" || text == "0-1" || text == "1/2-1/2";
}

// The result a game is stored with: the one after its moves, else its Result tag's.
std::string result_of(const PgnGame& game) {
  if (is_result(game.result)) return game.result;
  const std::string tag = game.tag("Result");
  return is_result(tag) ? tag : "*";
}

void check_imported(Store& store, std::int64_t id, const PgnGame& game) {
  const std::vector<XiangqiMove> stored = store.xiangqi_moves(id);
  REQUIRE(stored.size() == game.moves.size());
  for (std::size_t i = 0; i < stored.size(); ++i) REQUIRE(stored[i].move == game.moves[i].move);
  const GameSummary summary = store.game(id);
  const std::string result = result_of(game);
  REQUIRE(summary.finished == (result != "*"));

  const XiangqiTree tree = store.xiangqi_tree(id);
  REQUIRE(same_tree(tree, game.tree));
  const std::string exported = write_pgn(summary, tree);
  const std::vector<PgnGame> again = read_pgn(exported, "exported");
  REQUIRE(again.size() == 1);
  REQUIRE(same_moves(again[0].moves, stored));
  REQUIRE(same_tree(again[0].tree, tree));
  REQUIRE(again[0].result == result);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 16384) return -1;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<PgnGame> games;
  try {
    games = read_pgn(text, "fuzz.pgn");
  } catch (const RecordsError& e) {
    REQUIRE(e.kind() == ErrorKind::Invalid && std::string(e.what()).rfind("fuzz.pgn:", 0) == 0);
    return 0;
  }
  Store store(":memory:");
  std::int64_t stored_games = 0;
  for (std::size_t i = 0; i < games.size() && i < 8; ++i) {
    std::int64_t id = 0;
    try {
      id = import_pgn_game(store, games[i], "fuzz.pgn");
    } catch (const RecordsError& e) {
      REQUIRE(e.kind() == ErrorKind::Invalid);
      continue;
    }
    ++stored_games;
    check_imported(store, id, games[i]);
  }
  REQUIRE(static_cast<std::int64_t>(store.list_games({}).size()) == stored_games);
  REQUIRE(store.integrity_check() == "ok");
  return 0;
}
