#pragma once
// The versus AI's thinking in a Web Worker of its own, so that a long think never stalls the
// match's clock (the page's WebAssembly has no threads). The match worker keeps the match; for
// each decision a side asks for, it sends the AI worker a request naming the side's board as
// a run file's steps do (the pieces locked since the last request and the garbage that rose
// under them) with the falling piece and the board's hash; the AI worker keeps a copy of each
// side's game from those steps (replayed and checked, as a run file is), its own player for each
// side, decides as the session would (tetris_play::decide) and answers with the decision, which
// the match worker hands to the session (whose token check drops an answer to a game that moved
// on). A copy that does not match the board it is asked about is said so, and the match worker
// then decides that piece itself and sends the whole board next time.
//
// Requests and answers are JSON text. Kept free of embind so that the native tests drive the
// very same code as the page.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game_files/tetris_replay_file.hpp"
#include "tetris/game.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_play/settings.hpp"
#include "tetris_play/versus_match.hpp"

namespace gameai::web {

// One side's board as the AI worker is told it: everything since `from_steps` steps.
struct RemoteBoard {
  int serial = 0;                                   // the game (a new game starts the copy again)
  const tetris_play::Settings* settings = nullptr;  // the side's: its rules, seed and AI
  const std::vector<tetris_play::VersusStep>* steps = nullptr;
  const std::vector<tetris_play::VersusGarbage>* garbage = nullptr;
  std::size_t from_steps = 0;  // steps the AI worker already has of this game
};

// The request for `side`'s decision `r`, on `board`.
std::string encode_remote_request(int side, const RemoteBoard& board,
                                  const tetris_play::DecisionRequest& r);

// An answer from the AI worker: the side and its decision, or `mismatch` (the worker's copy
// is not the board: decide here, and send the whole board next time).
struct RemoteAnswer {
  int side = 0;
  std::uint64_t token = 0;  // the request's
  std::optional<tetris_play::Decision> decision;
  std::string mismatch;
};
// nullopt for text that is not an answer.
std::optional<RemoteAnswer> decode_remote_answer(const std::string& text);

// The AI worker's side: the copies of both boards and the two players.
class RemoteAi {
 public:
  // Answers a request (encode_remote_request's text).
  std::string decide(const std::string& request);
  // Copies found not to match their board, so far.
  int mismatches() const { return mismatches_; }

 private:
  struct Side {
    int serial = -1;
    std::optional<tetris::Game> game;
    std::size_t steps = 0;
    std::optional<tetris_ai::Player> player;
    std::string player_key;  // the AI, think time and seed the player was made for
  };
  std::array<Side, 2> sides_;
  int mismatches_ = 0;
};

}  // namespace gameai::web
