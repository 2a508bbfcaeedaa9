#pragma once
// The play session's pictures and events as the page reads them (tetris_bindings.cpp), shared by
// the lone game, its replay and the versus match.

#include <emscripten/val.h>

#include "tetris_play/picture.hpp"
#include "tetris_play/session.hpp"

namespace gameai::web {

// The session's events since the last call, drained: [{kind, ai, lines, spin, b2b, combo, pc,
// attack}, ...] (kind "move", "rotate", "hold", "hard", "lock", "topout", "finished"; the lock
// fields on locks only), for the page's sounds and callouts.
emscripten::val events_of(tetris_play::Session& session);

// A piece's four cells as [[x, y], ...], row 0 the floor.
emscripten::val cells_of(const tetris_play::PieceCells& cells);
// A piece in hold or the queue: {kind, cells}.
emscripten::val piece_picture(const tetris_play::PieceShape& piece);
// A board's picture as the page draws it, on the Tetris tab and on each side of the Versus tab:
// {width, height, above, cells, active, activeKind, ghost, hint, hintPlan, hintHolds,
// holdEnabled, hold, holdUsed, queue, score, lines, level, pieces, gameOver, rules, incoming,
// due} (incoming, due: the garbage rows waiting, and those that rise after the next piece).
emscripten::val picture_object(const tetris_play::Picture& p);

}  // namespace gameai::web
