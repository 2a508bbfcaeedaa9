#pragma once
// The plain data of a game record, in a file or in the records store: a game's metadata, its
// players, a Tetris step and a xiangqi move. These types know nothing of the game rules;
// replay (xiangqi_replay.hpp, records/tetris_replay.hpp) connects them to the rules.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gameai::game_files {

enum class GameKind { Tetris, Xiangqi };

const char* to_string(GameKind kind) noexcept;
// "tetris" or "xiangqi"; anything else is std::nullopt.
std::optional<GameKind> parse_game_kind(const std::string& text) noexcept;

// Who played a seat: a person, one of our AIs (with the settings that make it reproducible and
// a hash of its weights), or an external engine (name = its command line).
struct PlayerInfo {
  enum class Kind { Human, Ai, Engine };
  PlayerInfo() = default;
  PlayerInfo(Kind kind_, std::string name_, std::string settings_ = "{}",
             std::string weights_hash_ = {})
      : kind(kind_),
        name(std::move(name_)),
        settings(std::move(settings_)),
        weights_hash(std::move(weights_hash_)) {}
  Kind kind = Kind::Human;
  std::string name;             // "human", evaluator or level ("eltetris", "ai:5"), command
  std::string settings = "{}";  // JSON object: controller, depth, movetime, ...
  std::string weights_hash;     // hex digest of the weights JSON; empty when not applicable
};

const char* to_string(PlayerInfo::Kind kind) noexcept;
// The same player: kind, name, settings and weights all equal.
bool same_player(const PlayerInfo& a, const PlayerInfo& b) noexcept;

// A stretch of a game: from step `from_step` on (a Tetris placement, a xiangqi ply) seat `seat`
// was played by `player`, until that seat's next stretch. A game starts with one stretch per seat;
// each hand-over (a person giving the Tetris game to the AI or taking it back, another AI or
// other AI settings, another engine level, an external engine taking a side) starts another.
// `lines_before` and `score_before` are the Tetris game's totals when the stretch began. The
// store fills in what the stretch played when it reads it: `steps` (the pieces, or the seat's
// own plies) and for Tetris the `lines` cleared and the `points` scored in it.
struct Stretch {
  int seat = 0;
  std::int64_t from_step = 0;
  PlayerInfo player;
  std::int64_t lines_before = 0;
  std::int64_t score_before = 0;
  std::int64_t steps = 0;
  std::int64_t lines = 0;
  std::int64_t points = 0;
};

struct GameSummary;
// Who played `seat` of `game`: its players in the order they took it, joined by '+' ("human",
// "human+eltetris"); a seat without stretches names its player.
std::string seat_players(const GameSummary& game, int seat);

// The seat that moves at ply 0 of a xiangqi game starting at `start_fen`: 0 (Red) unless the
// FEN says Black is to move.
int xiangqi_first_seat(const std::string& start_fen) noexcept;

// Xiangqi moves are counted as players count them: a move is Red's ply and Black's answer, so ply
// 0 is move 1 for Red and ply 3 move 2 for Black (when Red starts; in a position with Black to
// move, ply 0 is Black's move 1). `first_seat` is xiangqi_first_seat of the start position.
// The number of the move that ply `ply` (from 0) belongs to.
std::int64_t xiangqi_move_number(std::int64_t ply, int first_seat) noexcept;
// Whose ply it is: 0 (Red) or 1 (Black).
int xiangqi_ply_seat(std::int64_t ply, int first_seat) noexcept;
// "move 2, black": ply `ply` named for a person.
std::string xiangqi_move_label(std::int64_t ply, int first_seat);
// "2." for Red's ply, "2..." for Black's, as PGN numbers them.
std::string xiangqi_move_prefix(std::int64_t ply, int first_seat);
// How many moves a game of `plies` plies has, as players count them (the last move's number).
std::int64_t xiangqi_move_count(std::int64_t plies, int first_seat) noexcept;

// One row of the games table. For Tetris, seat 0 is the only player; for xiangqi seat 0 is Red
// and seat 1 Black.
struct GameSummary {
  std::int64_t id = 0;
  GameKind game = GameKind::Tetris;
  std::string variant;  // Tetris rule set ("classic", "standard", "guideline") or "xiangqi"
  int width = 0;        // Tetris only
  int height = 0;       // Tetris only
  std::string randomizer;
  std::string scoring;  // Tetris scoring table ("guideline", "seed000")
  // Tetris: the seed as the player typed it (`gameai tetris play --seed S`) and, for a game of a
  // numbered run, its index in the run: the pieces come from tetris::game_piece_seed(seed,
  // game_index). Without an index (the desktop app's games, records stored before schema 5) the
  // seed deals the pieces itself.
  std::uint64_t seed = 0;
  std::optional<std::uint64_t> game_index;
  std::string start_fen;           // xiangqi only; empty = the standard start position
  std::string final_fen;           // xiangqi only, set when the game finishes
  std::int64_t started_at_ms = 0;  // Unix time
  std::int64_t ended_at_ms = 0;    // 0 while unfinished
  bool finished = false;
  // Tetris: "game_over", "stopped", ...; xiangqi: a xiangqi::Result as xiangqi::result_name writes
  // it ("red", "black", "draw"), read back with xiangqi_result() (xiangqi_replay.hpp).
  std::string result;
  std::string reason;  // free text ("checkmate", "perpetual check", "piece limit reached")
  std::int64_t score = 0;
  std::int64_t lines = 0;
  std::int64_t pieces = 0;  // Tetris steps stored
  std::int64_t plies = 0;   // xiangqi moves stored
  std::string program_version;
  std::vector<PlayerInfo> players;  // per seat, who played it first
  std::vector<Stretch> stretches;   // per seat in order of from_step: who played what
  // An imported game: the format of its file ("pgn", "xqf"), and the tags the file gave it beyond
  // what the other fields hold (Event, Site, Date, Round, Annotator, ...) in file order, which
  // export writes back. A game played here has no source, and as tags at most its TimeControl
  // (pgn_time_control: the desktop app's clock).
  std::string source;
  std::vector<std::pair<std::string, std::string>> tags;

  // The value of tag `name`, or "" when the game has none.
  std::string tag(std::string_view name) const;
};

// One Tetris placement. `piece` indexes "IOTSZJL" and `rotation` 0..3 (0 = spawn, 1 = R,
// 2 = 2, 3 = L); x is the leftmost column of the piece's cells and y the lowest row of its cells
// (row 0 at the bottom), both before full rows are removed. `keys` is the input path that
// reached the placement (empty for plain drops); soft_rows and hard_rows are the rows the piece
// was soft- and hard-dropped (guideline scoring pays for them); `board_hash` is the hash of the
// board after the placement and line clears, so that replay can prove it reproduces every board.
struct TetrisStep {
  std::uint8_t piece = 0;
  std::uint8_t rotation = 0;
  std::int8_t x = 0;
  std::int8_t y = 0;
  std::uint8_t lines_cleared = 0;
  std::uint8_t spin = 0;  // 0 none, 1 T-spin mini, 2 T-spin (guideline)
  bool held = false;      // the hold key was used before this placement
  std::uint16_t soft_rows = 0;
  std::uint16_t hard_rows = 0;
  std::int64_t score_after = 0;
  std::uint64_t board_hash = 0;  // only the low 32 bits are stored
  std::span<const std::uint8_t> keys;
};

// Garbage rows that rose under a versus board's stack right after step `step` (its index from 0):
// each row's hole column, the topmost row first.
struct TetrisGarbage {
  std::int64_t step = 0;
  std::vector<std::uint8_t> holes;
};

inline constexpr const char* PIECE_LETTERS = "IOTSZJL";

// One xiangqi ply in ICCS text ("h2e2"). Score (centipawns from the mover's view, or a mate score
// as below) and depth of the search that chose the move are present for our engine's moves only;
// time_ms is the wall-clock time the mover took.
struct XiangqiMove {
  XiangqiMove() = default;
  explicit XiangqiMove(std::string move_, std::optional<int> score_ = std::nullopt,
                       std::optional<int> depth_ = std::nullopt, std::int64_t time_ms_ = 0)
      : move(std::move(move_)), score(score_), depth(depth_), time_ms(time_ms_) {}
  std::string move;
  std::optional<int> score;
  std::optional<int> depth;
  std::int64_t time_ms = 0;
  std::string comment;  // the annotation after the move in an imported game (PGN, XQF)
};

// A forced mate is stored in XiangqiMove::score as +-(XIANGQI_MATE_SCORE - moves): mate in 3 for
// the mover is 99997, being mated in 2 is -99998. Centipawn scores stay far below that range.
inline constexpr int XIANGQI_MATE_SCORE = 100000;
// The stored score for a mate in `moves` (positive: the mover mates; negative: it is mated).
int xiangqi_mate_score(int moves) noexcept;
// "+0.35", "-1.20", "mate 3" or "mated 2": a stored score (centipawns) as `records show` prints
// it, in pawns like `gameai xiangqi analyse` and PGN.
std::string xiangqi_score_text(int score);

// Wall-clock time as stored in started_at / ended_at: milliseconds since the Unix epoch.
std::int64_t unix_time_ms() noexcept;
// That time in UTC, formatted by strftime `format`; `if_unset` when unix_ms is 0.
std::string format_utc(std::int64_t unix_ms, const char* format, const char* if_unset);

}  // namespace gameai::game_files
