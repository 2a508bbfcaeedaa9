#pragma once
// A Tetris run as a file: what the web page offers as "Download this run", what the desktop app
// saves from its replay dialog and what `gameai records import` stores. One JSON object:
//
//   {"format": "gameai-tetris-run", "version": 1,
//    "rules": "guideline", "width": 10, "height": 20, "randomizer": "bag7",
//    "scoring": "guideline", "seed": 7, "game_index": 0 (optional), "mode": "sprint",
//    "cheese": [3, 8, ...] (dig: the hole of each garbage row raised under the field before the
//    first piece, in the order they rose, each pushing those before it up: the last is the
//    bottom row; optional),
//    "garbage": [{"after": 12, "holes": [4, 4]}, ...] (versus: garbage rows that rose under the
//    stack after the 12th step, each hole in the order the rows rose; optional),
//    "player": {"kind": "human", "name": "human"},
//    "played_at_ms": 1700000000000 (optional), "program": "gameai 1.2" (optional),
//    "steps": [{"piece": "T", "rotation": "R", "x": 3, "y": 0, "spin": "full", "hold": true,
//               "lines": 2, "soft": 1, "hard": 17, "score": 1234, "hash": 305419896}, ...],
//    "result": {"end": "finished", "counts": true, "time_ms": 61234, "pieces": 101, "keys": 250,
//               "lines": 40, "score": 9000, "level": 5} (optional)}
//
// A step is one locked piece as the records store keeps it (step_codec.hpp): the placement (x the
// leftmost column of its cells, y the lowest row, row 0 the floor, before full rows go), its spin
// ("none", "mini", "full"; default none), whether hold was pressed first (default false), the
// lines it cleared, the rows of soft and hard drop (default 0), the score after it and the low
// 32 bits of the board's hash after it. Replay plays the steps on the game the header describes
// and checks every board and score, so a file replays exactly or says at which step it does not.
//
// A versus game is one file with both boards (version 2; a lone run is still written as version
// 1, which every version reads):
//
//   {"format": "gameai-tetris-run", "version": 2,
//    "versus": {"game": 1, "first_to": 3, "winner": "left"} (winner "left", "right" or "none"
//    for a game stopped before its end; game: its number in the match, from 1),
//    "played_at_ms": ..., "program": ... (optional),
//    "boards": [{"side": "left", "opponent": "right", ...a run file's fields but format and
//                version...},
//               {"side": "right", "opponent": "left", ...}]}
//
// Each board holds its own rules, seed, player, the garbage that rose under it and its steps, so
// it replays alone exactly as a lone run does; its mode is "versus" and it has no result.
//
// This part has no store and throws nothing, so the browser's module (compiled without
// exception catching) reads and writes files with the very same code: bad input comes back as an
// error text that names what to fix.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tetris/game.hpp"

namespace gameai::game_files {

inline constexpr std::string_view TETRIS_RUN_FORMAT = "gameai-tetris-run";
// The newest version read and written: 2, for versus files; a lone run is written as version 1.
inline constexpr int TETRIS_RUN_VERSION = 2;
inline constexpr int TETRIS_RUN_BOARD_VERSION = 1;

// Garbage rows that rose under the stack after step `after` (counted from 1): each row's hole
// column in the order the rows rose (the topmost first).
struct TetrisRunGarbage {
  std::int64_t after = 0;
  std::vector<int> holes;
  friend bool operator==(const TetrisRunGarbage&, const TetrisRunGarbage&) = default;
};

struct TetrisRunStep {
  tetris::StepRecord record;  // board_hash: the low 32 bits
  std::int64_t score_after = 0;
};

// The figures of the run at its end, as tetris_play::RunResult and the store's TetrisRun hold
// them.
struct TetrisRunFigures {
  std::string end = "finished";  // "finished" or "topped_out"
  bool counts = false;           // may stand as a personal best
  std::int64_t time_ms = 0;
  std::int64_t pieces = 0;
  std::int64_t keys = 0;
  std::int64_t lines = 0;
  std::int64_t score = 0;
  int level = 1;
  friend bool operator==(const TetrisRunFigures&, const TetrisRunFigures&) = default;
};

struct TetrisRunFile {
  tetris::GameConfig config;  // seed: as written (see game_index); record_history unused
  std::optional<std::uint64_t> game_index;
  std::string mode = "endless";
  std::vector<int> cheese;
  std::vector<TetrisRunGarbage> garbage;  // in step order
  std::string player_kind = "human";      // "human", "ai" or "engine"
  std::string player_name = "human";
  std::string player_settings = "{}";  // a JSON object
  std::string player_weights_hash;
  std::int64_t played_at_ms = 0;  // Unix time; 0 unknown
  std::string program;
  std::vector<TetrisRunStep> steps;
  std::optional<TetrisRunFigures> result;
};

// The file's text (one step per line).
std::string write_tetris_run_file(const TetrisRunFile& run);

struct TetrisRunFileRead {
  std::optional<TetrisRunFile> file;
  std::string error;  // what is wrong, when file is empty
};
// Reads a file's text; never throws. A versus file is refused with a word that says so.
TetrisRunFileRead read_tetris_run_file(std::string_view text);

// A versus game's two boards, left (0) and right (1); each board's mode is "versus".
struct TetrisVersusFile {
  std::array<TetrisRunFile, 2> boards;
  int game = 1;      // the game's number in its match, from 1
  int first_to = 1;  // the games that win the match
  int winner = -1;   // 0 left, 1 right, -1 none (stopped before its end)
  std::int64_t played_at_ms = 0;
  std::string program;
};

std::string write_tetris_versus_file(const TetrisVersusFile& versus);

// A file of either kind, read: `run` for a lone run, `versus` for a versus game, else `error`.
struct TetrisFileRead {
  std::optional<TetrisRunFile> run;
  std::optional<TetrisVersusFile> versus;
  std::string error;
};
TetrisFileRead read_tetris_file(std::string_view text);

// The game a file's steps are played on: its config with the pieces of game_index, and the cheese
// laid.
tetris::Game tetris_run_start(const TetrisRunFile& run);

struct TetrisRunReplay {
  std::int64_t steps = 0;         // steps replayed and checked
  std::int64_t diverged_at = -1;  // the first step that did not reproduce, -1 none
  std::string problem;            // what differed there
  bool exact() const noexcept { return diverged_at < 0; }
};

// Zen (the play session's mode without top-out): a game that topped out goes on, its board
// emptied, score and lines kept. Called before each step; true when it emptied the board.
bool clear_zen_top_out(const TetrisRunFile& run, tetris::Game& game);

// Plays `step` (number `index`) on `game`, checking the placement, the lines, the board hash and
// the score; "" when it reproduces, else what differed.
std::string replay_tetris_run_step(tetris::Game& game, const TetrisRunStep& step);

// Replays both boards of a versus file; the first that does not reproduce, its problem prefixed
// by "the left board: " or "the right board: ".
TetrisRunReplay replay_tetris_versus_file(const TetrisVersusFile& versus);

// Replays the whole file from tetris_run_start; `visit` (optional) sees the game after each step
// and returns false to stop.
TetrisRunReplay replay_tetris_run_file(
    const TetrisRunFile& run,
    const std::function<bool(std::int64_t index, const tetris::Game& after)>& visit = {});

}  // namespace gameai::game_files
