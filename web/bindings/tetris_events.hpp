#pragma once
// The play session's pictures and events as the page reads them (tetris_bindings.cpp), shared by
// the lone game and the versus match.

#include <emscripten/val.h>

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

}  // namespace gameai::web
