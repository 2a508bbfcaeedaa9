#pragma once
// One Tetris game as the web page plays it: a tetris_play::Session (the same session as the
// desktop app's and the terminal's) with the page's choices by name, and the AI's decisions run
// inline: the module already lives in a Web Worker, off the page's thread. Kept free of embind so
// that the native tests drive the very same code as the page.

#include <cstdint>
#include <string>

#include "tetris_play/picture.hpp"
#include "tetris_play/session.hpp"

namespace gameai::web {

// What the page chooses for a new game.
struct TableSettings {
  std::string rules = "guideline";  // classic, standard or guideline
  std::uint64_t seed = 1;
  std::string ai = "eltetris";  // an AI by name (tetris_play::ai_names())
  int lookahead = 1;            // 0 one piece, 1 piece + next, 2 beam search (not guideline)
  int width = 10;
  int height = 20;
};

// The reason `s` cannot make a game, or "" when it can (checked before anything that could
// throw is built: the module is compiled without exception catching).
std::string settings_error(const TableSettings& s);

class TetrisTable {
 public:
  // `s` must pass settings_error.
  explicit TetrisTable(const TableSettings& s);

  const TableSettings& settings() const { return settings_; }
  tetris_play::Session& session() { return session_; }
  const tetris_play::Session& session() const { return session_; }

  // A key by name: left, right, soft, hard, cw, ccw, hold; unknown names are ignored.
  void press(const std::string& key, double now_ms);
  void release(const std::string& key, double now_ms);
  // Everything due by now_ms, and the decision the session asks for, run here.
  void advance(double now_ms);

 private:
  TableSettings settings_;
  tetris_play::Session session_;
};

}  // namespace gameai::web
