// The xboard (CECP v2) side of ExternalEngine: the handshake, the game the engine keeps, and one
// move under a move time. See external_engine.hpp for the protocol as the driver speaks it.
#include <algorithm>
#include <limits>
#include <stdexcept>
#include <utility>

#include "common/timing.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/external_engine.hpp"

namespace gameai::xiangqi_ai {

namespace {

constexpr std::int64_t HANDSHAKE_MS = 10000;
// XBoard writes a mate in N as 100000 + N (and a mate against as -100000 - N).
constexpr std::int64_t XBOARD_MATE = 100000;

// The KEY=VALUE pairs of a `feature` line; a value is one word or a quoted text.
std::vector<std::pair<std::string, std::string>> features_of(const std::string& line) {
  std::vector<std::pair<std::string, std::string>> out;
  std::size_t i = line.find(' ');
  while (i != std::string::npos && i < line.size()) {
    while (i < line.size() && line[i] == ' ') ++i;
    const auto equals = line.find('=', i);
    if (equals == std::string::npos) break;
    const std::string key = line.substr(i, equals - i);
    std::string value;
    if (equals + 1 < line.size() && line[equals + 1] == '"') {
      const auto close = line.find('"', equals + 2);
      if (close == std::string::npos) break;
      value = line.substr(equals + 2, close - equals - 2);
      i = close + 1;
    } else {
      const auto end = line.find(' ', equals);
      value =
          line.substr(equals + 1, end == std::string::npos ? std::string::npos : end - equals - 1);
      i = end;
    }
    out.emplace_back(key, value);
  }
  return out;
}

// A line by which the engine refuses what it was told.
bool is_complaint(const std::string& line) {
  return line.starts_with("Illegal move") || line.starts_with("Error") ||
         line.starts_with("tellusererror");
}

std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    std::size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
    if (j > i) words.push_back(line.substr(i, j - i));
    i = j;
  }
  return words;
}

bool is_number(const std::string& word) {
  std::size_t i = word.starts_with('-') ? 1 : 0;
  if (i >= word.size()) return false;
  for (; i < word.size(); ++i)
    if (word[i] < '0' || word[i] > '9') return false;
  return true;
}

bool is_coordinate_move(const std::string& w) {
  return w.size() >= 4 && w[0] >= 'a' && w[0] <= 'i' && w[1] >= '0' && w[1] <= '9';
}

}  // namespace

void ExternalEngine::start_xboard() {
  process_.write_line("xboard");
  process_.write_line("protover 2");
  const std::int64_t deadline = common::now_ms() + HANDSHAKE_MS;
  std::optional<std::string> variants;
  for (bool done = false; !done;) {
    const std::int64_t left = deadline - common::now_ms();
    const auto line = left > 0 ? process_.read_line(left) : std::nullopt;
    if (!line) handshake_failed("protover 2");
    if (!line->starts_with("feature ")) continue;
    for (const auto& [key, value] : features_of(*line)) {
      if (key == "myname") name_ = value;
      if (key == "usermove") xboard_usermove_ = value == "1";
      if (key == "setboard") xboard_setboard_ = value == "1";
      if (key == "ping") xboard_ping_ = value == "1";
      if (key == "variants") variants = value;
      if (key == "done" && value == "1") done = true;
    }
  }
  if (variants) {
    const std::string list = "," + *variants + ",";
    if (list.find(",xiangqi,") == std::string::npos)
      throw std::runtime_error("engine '" + name_ +
                               "' does not play xiangqi (its variants: " + *variants + ")");
  }
  // Thinking lines, for the info handler. Some engines post without being asked and refuse the
  // command (Fairy-Stockfish: "Error (unkown command): post"), so what it says to it is ignored.
  process_.write_line("post");
  std::string ignored;
  if (!xboard_sync(HANDSHAKE_MS, ignored))
    throw std::runtime_error("engine '" + command_ + "' did not answer 'ping'");
  for (const auto& [name, value] : options_) {
    // A check goes as 1 or 0; a button has no value.
    std::string text = value == "true" ? "1" : value == "false" ? "0" : value;
    process_.write_line("option " + name + (text.empty() ? "" : "=" + text));
  }
  std::string complaint;
  if (!xboard_sync(HANDSHAKE_MS, complaint))
    throw std::runtime_error("engine '" + command_ + "' did not answer 'ping'");
  if (!complaint.empty())
    throw std::runtime_error("engine '" + name_ + "' refused its options: " + complaint);
}

bool ExternalEngine::xboard_sync(std::int64_t timeout_ms, std::string& complaint) {
  if (!xboard_ping_) return true;
  const std::string pong = "pong " + std::to_string(++xboard_pings_);
  process_.write_line("ping " + std::to_string(xboard_pings_));
  const std::int64_t deadline = common::now_ms() + timeout_ms;
  for (;;) {
    const std::int64_t left = deadline - common::now_ms();
    const auto line = left > 0 ? process_.read_line(left) : std::nullopt;
    if (!line) return false;
    if (*line == pong) return true;
    if (complaint.empty() && is_complaint(*line)) complaint = *line;
  }
}

void ExternalEngine::xboard_send_move(const std::string& move) {
  process_.write_line((xboard_usermove_ ? "usermove " : "") + to_engine(move));
}

std::optional<std::string> ExternalEngine::xboard_best_move(
    const std::string& fen, const std::vector<std::string>& moves, const MoveTime& time,
    std::string& problem, const std::function<bool()>& cancelled) {
  claimed_draw_ = false;
  resigned_ = false;
  const auto fail = [&](std::string why) {
    known_fen_.clear();  // the engine's game is no longer known: the next move starts it anew
    problem = std::move(why);
    return std::nullopt;
  };
  process_.write_line("force");
  const bool continues = !known_fen_.empty() && fen == known_fen_ &&
                         moves.size() >= known_moves_.size() &&
                         std::equal(known_moves_.begin(), known_moves_.end(), moves.begin());
  if (!continues) {
    process_.write_line("new");
    process_.write_line("variant xiangqi");
    process_.write_line("force");
    known_moves_.clear();
    if (fen != xiangqi::START_FEN) {
      if (!xboard_setboard_) {
        known_fen_.clear();
        problem = "engine '" + name_ + "' cannot be given a position (it has no setboard)";
        return std::nullopt;
      }
      process_.write_line("setboard " + fen);
    }
    known_fen_ = fen;
  }
  for (std::size_t i = known_moves_.size(); i < moves.size(); ++i) xboard_send_move(moves[i]);
  known_moves_ = moves;
  std::string complaint;
  if (!xboard_sync(HANDSHAKE_MS, complaint))
    return fail(process_.exited() ? "engine '" + name_ + "' exited"
                                  : "engine '" + name_ + "' did not answer 'ping'");
  if (!complaint.empty()) return fail("engine '" + name_ + "' refused the game: " + complaint);

  // `st` takes whole seconds; the move time itself is kept by `?` once it has passed. On a clock
  // the engine is told the increment (`level 0 BASE INC`, as if the clock had no periods, so it
  // never plans to spend a period's time on one move) and both clocks in centiseconds, and plans
  // its own time.
  const bool clocked = time.clocked();
  if (clocked) {
    const std::int64_t own = std::max<std::int64_t>(1, time.own_ms());
    const std::int64_t opp = std::max<std::int64_t>(1, time.clock_ms[1 - time.mover]);
    const std::int64_t seconds = (own + 999) / 1000;
    const std::string ss = std::to_string(seconds % 60);
    process_.write_line("level 0 " + std::to_string(seconds / 60) + ":" +
                        (ss.size() < 2 ? "0" : "") + ss + " " +
                        std::to_string(time.increment_ms / 1000));
    process_.write_line("time " + std::to_string((own + 9) / 10));
    process_.write_line("otim " + std::to_string((opp + 9) / 10));
  } else {
    process_.write_line("st " +
                        std::to_string(std::max<std::int64_t>(1, (time.movetime_ms + 999) / 1000)));
  }
  process_.write_line("go");
  const std::int64_t start = common::now_ms();
  const std::int64_t budget = clocked ? time.own_ms() : time.movetime_ms;
  const std::int64_t move_now_at =
      clocked ? std::numeric_limits<std::int64_t>::max() : start + time.movetime_ms;
  // Generous slack: a loaded machine delays replies, but a hung engine must not stall the run.
  const std::int64_t timeout = 3 * budget + 2000;
  std::int64_t deadline = start + timeout;
  constexpr std::int64_t CANCEL_POLL_MS = 20;
  bool move_now_sent = false;
  bool was_cancelled = false;
  for (;;) {
    const std::int64_t now = common::now_ms();
    if (!move_now_sent && cancelled && cancelled()) {
      was_cancelled = true;
      deadline = std::min(deadline, now + 2000);
    }
    if (!move_now_sent && (was_cancelled || now >= move_now_at)) {
      process_.write_line("?");
      move_now_sent = true;
    }
    std::int64_t until = deadline;
    if (!move_now_sent) until = std::min(until, move_now_at);
    if (!move_now_sent && cancelled) until = std::min(until, now + CANCEL_POLL_MS);
    const std::int64_t left = until - now;
    auto line = left > 0 ? process_.read_line(left) : std::nullopt;
    if (!line && !process_.exited() && common::now_ms() < deadline) continue;
    if (!line)
      return fail(process_.exited() ? "engine '" + name_ + "' exited"
                                    : "engine '" + name_ + "' gave no move within " +
                                          std::to_string(timeout) + " ms");
    while (!line->empty() && (line->back() == '\r' || line->back() == ' ')) line->pop_back();
    const std::vector<std::string> words = words_of(*line);
    if (words.empty()) continue;
    if (words[0] == "move" && words.size() >= 2) {
      if (was_cancelled) return fail("cancelled");
      const std::string move = from_engine(words[1]);
      known_moves_.push_back(move);
      return move;
    }
    if (words[0] == "resign") {
      resigned_ = true;
      return fail("engine '" + name_ + "' resigned");
    }
    if (words[0] == "1/2-1/2") {
      claimed_draw_ = true;
      return fail("engine '" + name_ + "' claims a draw: " + *line);
    }
    if (words[0] == "1-0" || words[0] == "0-1")
      return fail("engine '" + name_ + "' claims the result " + *line);
    if (is_complaint(*line)) return fail("engine '" + name_ + "' says: " + *line);
    // A thinking line, `DEPTH SCORE TIME NODES PV...`, goes to the handler as UCI's `info`.
    if (info_handler_ && words.size() >= 4 && is_number(words[1]) && is_number(words[2]) &&
        is_number(words[3])) {
      std::string depth = words[0];
      while (!depth.empty() && (depth.back() < '0' || depth.back() > '9')) depth.pop_back();
      if (!is_number(depth)) continue;
      const std::int64_t score = std::stoll(words[1]);
      std::string info = "info depth " + depth + " score ";
      if (score >= XBOARD_MATE)
        info += "mate " + std::to_string(score - XBOARD_MATE);
      else if (score <= -XBOARD_MATE)
        info += "mate " + std::to_string(score + XBOARD_MATE);
      else
        info += "cp " + words[1];
      info += " time " + std::to_string(std::stoll(words[2]) * 10) + " nodes " + words[3];
      // Extra numbers may come before the moves (Fairy-Stockfish: seldepth, nps, tbhits).
      std::size_t first = 4;
      while (first < words.size() && is_number(words[first])) ++first;
      std::string pv;
      for (std::size_t i = first; i < words.size() && is_coordinate_move(words[i]); ++i)
        pv += " " + from_engine(words[i]);
      if (!pv.empty()) info += " pv" + pv;
      info_handler_(info);
    }
  }
}

}  // namespace gameai::xiangqi_ai
