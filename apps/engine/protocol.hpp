#pragma once
// Shared pieces of the three protocol front ends of gameai-xiangqi (UCI, UCCI, xboard).
//
// A front end owns no search logic: it splits each input line into words, turns them into calls
// on the Engine facade and writes the replies. Replies may come from two threads at once (the
// input loop and the search thread's callbacks), so every line goes out through LineWriter,
// which writes whole lines under a lock and flushes each one.

#include <cstdint>
#include <initializer_list>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi_ai/engine.hpp"
#include "xiangqi_ai/options.hpp"

namespace gameai::engine {

// Writes complete lines to a stream, one thread at a time, flushing after each.
class LineWriter {
 public:
  explicit LineWriter(std::ostream& out) : out_(out) {}
  void line(std::string_view text);

 private:
  std::ostream& out_;
  std::mutex mutex_;
};

// A protocol front end: handle() takes one input line and returns false once the session ends.
class Protocol {
 public:
  virtual ~Protocol() = default;
  virtual bool handle(const std::string& line) = 0;
  // Called at end of input: stops a running search and waits for its answer.
  virtual void finish() = 0;
};

// True if `word` is one of `list`.
bool one_of(std::string_view word, std::initializer_list<std::string_view> list);

std::vector<std::string> split_words(std::string_view line);
std::string lower(std::string_view text);

// Parses a whole non-negative or signed integer; nullopt if `text` is not one.
std::optional<std::int64_t> parse_int(std::string_view text);

// The largest time (ms) or count a protocol line can set, about 31 years in milliseconds. Larger
// numbers are read as this, so that converting units (s, cs -> ms) can never overflow.
inline constexpr std::int64_t MAX_PROTOCOL_NUMBER = 1'000'000'000'000;
// parse_int, with values above MAX_PROTOCOL_NUMBER (however many digits) read as
// MAX_PROTOCOL_NUMBER.
std::optional<std::int64_t> parse_count(std::string_view text);
// Moves to the next time control are capped here (the time manager plans for at most 50).
inline constexpr std::int64_t MAX_MOVES_TO_GO = 1000;
// Search depths are capped here (the search itself stops short of its ply limit, 120).
inline constexpr int MAX_GO_DEPTH = 127;
// `go mate N` searches at most 2N + MATE_DEPTH_SLACK plies: a mate in N moves is 2N - 1 plies
// deep, and reductions may hide it at exactly that depth.
inline constexpr int MATE_DEPTH_SLACK = 2;

// Splits `position startpos|fen F... [moves ...]` (words after the command) into FEN and moves.
// Returns an error message, or empty on success.
std::string parse_position_args(const std::vector<std::string>& words, std::size_t first,
                                std::string& fen, std::vector<std::string>& moves);

// The moves of `moves` (ICCS) that are legal in the engine's position, for `searchmoves` and
// `banmoves`; `problem` names the ones that are not. A bad move is dropped rather than passed
// on, where it could make a position with legal moves look like one without.
std::vector<std::string> legal_root_moves(const xiangqi_ai::Engine& engine,
                                          const std::vector<std::string>& moves,
                                          std::string& problem);

// `bestmove M [ponder P]`, or `none_reply` when the side to move had no legal move.
std::string bestmove_line(const xiangqi_ai::BestMove& best, std::string_view none_reply);

// The engine name announced by every protocol.
std::string engine_name();

// Runs the engine's `bench`: fixed positions to `depth` on one thread, writing a line per
// position and the totals (the node count is the engine's behaviour signature).
// The bench at `depth` with `multipv` lines; above one line it also runs one line at the same
// depth and prints the time ratio, the cost of the extra lines.
void run_bench(LineWriter& out, int depth, int multipv = 1);

// Writes the perft divide of the engine's position: each move with its count, then the total.
void run_perft(xiangqi_ai::Engine& engine, LineWriter& out, int depth);

// The extras every protocol understands: `d`, `bench [DEPTH]`, `perft N`. Returns false if
// `words` is none of them; sets `problem` when it is one but malformed.
bool handle_extra(const std::vector<std::string>& words, xiangqi_ai::Engine& engine,
                  LineWriter& out, std::string& problem);

}  // namespace gameai::engine
