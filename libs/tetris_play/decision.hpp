#pragma once
// The AI's part of a session, made to run anywhere: the session hands out a DecisionRequest (a
// copy of the game and of the AI, and a token naming the moment it was asked for), the front end
// runs decide() where it likes (a worker thread, a QThread, inline in a Web Worker), and hands
// the Decision back to the session, which applies it only if its token still matches: an answer
// to a game that moved on (the player took over, a new piece, a new game, another AI) is dropped.
//
//   if (auto request = session.decision_request())
//     session.take_decision(tetris_play::decide(std::move(*request)), now);

#include <cstdint>
#include <optional>
#include <vector>

#include "tetris/game.hpp"
#include "tetris/input.hpp"
#include "tetris/placement.hpp"
#include "tetris/spin.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_ai/versus.hpp"

namespace gameai::tetris_play {

enum class DecisionKind : std::uint8_t {
  Move,   // the AI's choice for the current piece, whose keys the session walks at its pace
  Batch,  // flat out: pieces placed on the copy for up to budget_ms, replayed by the session
  Hint,   // the AI's choice shown to a person who plays
};

struct DecisionRequest {
  DecisionKind kind = DecisionKind::Move;
  std::uint64_t token = 0;
  tetris::Game game;
  tetris_ai::Player player;
  int incoming = 0;    // versus: garbage rows waiting to rise under the stack
  int budget_ms = 0;   // Batch: how long to play
  int max_pieces = 1;  // Batch: the most pieces to place
};

// One piece a batch placed: the hold key first when `hold`, then the placement as `spin`.
struct PlacedPiece {
  tetris::Placement placement;
  tetris::Spin spin = tetris::Spin::None;
  bool hold = false;
};

struct Decision {
  DecisionKind kind = DecisionKind::Move;
  std::uint64_t token = 0;
  std::optional<tetris_ai::Choice> choice;  // Move, Hint: nullopt when the AI has no move
  std::vector<PlacedPiece> batch;           // Batch: in order
  std::optional<tetris_ai::Player> player;  // Move, Batch: the AI after deciding (its coin flips)
};

// Runs the request on its own copies; touches nothing else, so any thread may run it.
Decision decide(DecisionRequest request);

// The same decision made by another contestant instead of the request's AI (an external bot
// speaking the Tetris Bot Protocol): it is told the garbage waiting under its stack, then asked
// for each piece, a batch's pieces played on the request's copy one after the other. The
// decision carries no player. A contestant that fails gives no move (a batch ends there), and its
// failure() says why: the front end decides what a failure costs. Any thread may run it, one
// decision of a contestant at a time.
Decision decide_with(DecisionRequest request, tetris_ai::Contestant& contestant);

// The keys the viewer watches of an AI's path: the soft drops right before the final hard drop
// only walk the piece down a free column, which the hard drop does in one key.
std::vector<tetris::Input> watchable_path(const tetris::InputPath& path);

}  // namespace gameai::tetris_play
