#pragma once
// Records a xiangqi game as it is played (`gameai xiangqi play/match --record`, the desktop app).
//
//   records::XiangqiSetup setup;  // variant, start_fen, red, black
//   setup.red = {game_files::PlayerInfo::Kind::Human, "human"};
//   setup.black = {game_files::PlayerInfo::Kind::Ai, "ai:5", R"({"level":5})"};
//   records::XiangqiRecorder recorder(store, setup);
//   ... after each move: recorder.add_move(game_files::XiangqiMove("h2e2", 35, 12, 300));
//   recorder.finish(xiangqi::Result::RedWins, "red wins: black is checkmated", final_fen);
//
// Same guarantees as TetrisRecorder: the game row exists from the start, moves are committed in
// batches (a human game, one move every few seconds, commits every move), an unfinished game
// stays marked unfinished and replays up to its last stored move.

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game_files/game_record.hpp"
#include "records/batch_policy.hpp"
#include "records/store.hpp"
#include "xiangqi/rules.hpp"

namespace gameai::records {

inline constexpr const char* XIANGQI_START_FEN =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

struct XiangqiSetup {
  std::string variant = "xiangqi";
  std::string start_fen;  // empty = the standard start position
  game_files::PlayerInfo red;
  game_files::PlayerInfo black;
  // An imported game: its file's format and tags (GameSummary::source and tags).
  std::string source;
  std::vector<std::pair<std::string, std::string>> tags;
};

class XiangqiRecorder {
 public:
  XiangqiRecorder(Store& store, const XiangqiSetup& setup,
                  RecorderOptions options = {.batch_size = 64, .max_interval_ms = 1000});
  ~XiangqiRecorder();
  XiangqiRecorder(const XiangqiRecorder&) = delete;
  XiangqiRecorder& operator=(const XiangqiRecorder&) = delete;

  // Appends the next ply, played by whoever holds the side to move (see hand_over).
  void add_move(const game_files::XiangqiMove& move);
  // From its next move on, `seat` (0 Red, 1 Black) is played by `player`: a person taking over
  // from the engine, another level, an external engine. Stored with that seat's first move; a
  // hand-over that makes no move leaves nothing.
  void hand_over(int seat, const game_files::PlayerInfo& player);
  void flush();
  // The game's moves are now its first `from_ply` moves followed by `moves`: for a player who
  // took moves back (undo, clicking an earlier move) and played on. Commits at once. The new
  // moves are credited to the seats' players as they are now; the stretches of the replaced
  // moves are dropped.
  void rewrite(std::int64_t from_ply, std::span<const game_files::XiangqiMove> moves);
  // `result` is stored as xiangqi::result_name writes it ("red", "black", "draw"; "" for
  // Result::None, unknown); `reason` in words; `final_fen` the position reached, which replay
  // checks.
  void finish(xiangqi::Result result, std::string_view reason, std::string_view final_fen);

  std::int64_t game_id() const noexcept { return game_id_; }
  std::int64_t plies() const noexcept {
    return committed_plies_ + static_cast<std::int64_t>(pending_.size());
  }
  bool finished() const noexcept { return finished_; }

 private:
  void commit(bool finishing, xiangqi::Result result, std::string_view reason,
              std::string_view final_fen);
  // Starts a stretch at ply `ply` when the seat moving there has changed hands.
  void credit(std::int64_t ply);

  Store& store_;
  int first_seat_ = 0;                             // the seat that moves at ply 0
  std::vector<game_files::Stretch> stretches_;     // every stretch, in order of from_step per seat
  std::array<game_files::PlayerInfo, 2> players_;  // who holds each seat now
  BatchPolicy policy_;
  std::vector<game_files::XiangqiMove> pending_;
  std::int64_t game_id_ = 0;
  std::int64_t committed_plies_ = 0;
  bool finished_ = false;
};

// The PlayerInfo for a player given on the command line as `human`, `ai[:LEVEL]`,
// `minimax[:DEPTH]` (our engine: kind ai) or `uci:COMMAND` / `ucci:COMMAND` (kind engine), with
// the time per move in its settings when given.
game_files::PlayerInfo xiangqi_player(std::string_view spec, std::int64_t movetime_ms = 0);

// Stores a whole game at once (a match runner that learns the moves when the game ends): the
// moves (with their scores and times when known), the result and reason, the final FEN. One
// transaction; returns the game id.
std::int64_t record_xiangqi_moves(Store& store, const XiangqiSetup& setup,
                                  const std::vector<game_files::XiangqiMove>& moves,
                                  xiangqi::Result result, std::string_view reason,
                                  std::string_view final_fen);
// record_xiangqi_moves for bare ICCS moves.
std::int64_t record_xiangqi_game(Store& store, const XiangqiSetup& setup,
                                 const std::vector<std::string>& moves, xiangqi::Result result,
                                 std::string_view reason, std::string_view final_fen);

}  // namespace gameai::records
