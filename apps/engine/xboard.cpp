#include "xboard.hpp"

#include <algorithm>
#include <sstream>

#include "xiangqi/iccs.hpp"
#include "xiangqi/rules.hpp"

namespace gameai::engine {

using xiangqi_ai::SearchLimits;

namespace {

// XBoard shows mate scores as 100000 + moves to mate.
constexpr int XBOARD_MATE = 100000;

// xboard's command that lets the engine ponder (`easy` takes the leave back).
constexpr std::string_view PONDER_COMMAND = "hard";

bool looks_like_move(const std::string& w) {
  return w.size() == 4 && w[0] >= 'a' && w[0] <= 'i' && w[1] >= '0' && w[1] <= '9' && w[2] >= 'a' &&
         w[2] <= 'i' && w[3] >= '0' && w[3] <= '9';
}

// `feature option="NAME -TYPE ..."` for a row of the option table, or "" for one that xboard sets
// with its own command.
std::string option_feature(const xiangqi_ai::OptionRow& row) {
  using xiangqi_ai::OptionType;
  if (!row.xboard_command.empty()) return {};
  std::string text = row.name + " -";
  switch (row.type) {
    case OptionType::Spin:
      text += "spin " + row.default_value + " " + std::to_string(row.min) + " " +
              std::to_string(row.max);
      break;
    case OptionType::Check:
      text += std::string("check ") + (row.default_value == "true" ? "1" : "0");
      break;
    case OptionType::Combo:
      text += "combo";
      for (std::size_t i = 0; i < row.choices.size(); ++i)
        text += (i == 0 ? " " : " /// ") +
                std::string(row.choices[i] == row.default_value ? "*" : "") + row.choices[i];
      break;
    case OptionType::String:
      text += (row.is_path ? "file " : "string ") + row.default_value;
      break;
    case OptionType::Button:
      text += "button";
      break;
  }
  return "feature option=\"" + text + "\"";
}

// "5" or "5:30" (minutes[:seconds]) in milliseconds; nullopt if malformed.
std::optional<std::int64_t> parse_base(const std::string& text) {
  const auto colon = text.find(':');
  const auto minutes = parse_count(text.substr(0, colon));
  if (!minutes || *minutes < 0) return std::nullopt;
  std::int64_t seconds = 0;
  if (colon != std::string::npos) {
    const auto s = parse_int(text.substr(colon + 1));
    if (!s || *s < 0 || *s > 59) return std::nullopt;
    seconds = *s;
  }
  return (std::min(*minutes, MAX_PROTOCOL_NUMBER / 60'000) * 60 + seconds) * 1000;
}

// "3", "0.3" or "2.25" seconds in milliseconds (decimals past the third are dropped); nullopt if
// malformed.
std::optional<std::int64_t> parse_increment(const std::string& text) {
  if (text.empty() || text.front() == '-') return std::nullopt;  // not even "-0.5"
  const auto point = text.find('.');
  const auto whole = parse_count(text.substr(0, point));
  if (!whole || *whole < 0) return std::nullopt;
  std::int64_t ms = std::min(*whole, MAX_PROTOCOL_NUMBER / 1000) * 1000;
  if (point == std::string::npos) return ms;
  const std::string fraction = text.substr(point + 1);
  if (fraction.empty() || fraction.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  for (std::size_t i = 0, scale = 100; i < fraction.size() && i < 3; ++i, scale /= 10)
    ms += (fraction[i] - '0') * static_cast<std::int64_t>(scale);
  return ms;
}

}  // namespace

std::optional<XboardLevel> parse_xboard_level(const std::string& mps, const std::string& base,
                                              const std::string& inc) {
  const auto moves = parse_count(mps);
  const auto base_ms = parse_base(base);
  const auto increment_ms = parse_increment(inc);
  if (!moves || *moves < 0 || !base_ms || !increment_ms) return std::nullopt;
  return XboardLevel{static_cast<int>(std::min(*moves, MAX_MOVES_TO_GO)), *base_ms, *increment_ms};
}

int xboard_moves_to_go(int moves_per_session, int own_moves) {
  if (moves_per_session <= 0) return 0;
  return moves_per_session - std::max(0, own_moves) % moves_per_session;
}

XboardProtocol::XboardProtocol(xiangqi_ai::Engine& engine, LineWriter& out)
    : engine_(engine), out_(out), options_(engine) {
  options_.apply_defaults();
  engine_.on_info([this](const xiangqi_ai::SearchInfo& info) {
    {
      std::lock_guard lock(mutex_);
      last_info_ = info;
      if (!post_ && !analyzing_) return;
    }
    std::ostringstream s;
    int score = info.score.cp;
    if (info.score.is_mate())
      score = info.score.mate > 0 ? XBOARD_MATE + info.score.mate : -XBOARD_MATE + info.score.mate;
    s << info.depth << ' ' << score << ' ' << info.time_ms / 10 << ' ' << info.nodes;
    for (const auto& m : info.pv) s << ' ' << m;
    out_.line(s.str());
  });
  ponder_thread_ = std::thread([this] { ponder_loop(); });
}

XboardProtocol::~XboardProtocol() {
  halt();
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  ponder_wanted_.notify_all();
  ponder_thread_.join();
}

std::vector<std::string> XboardProtocol::move_texts_locked() const {
  std::vector<std::string> texts;
  texts.reserve(std::size_t(game_.ply()));
  for (int i = 0; i < game_.ply(); ++i)
    texts.push_back(xiangqi::to_iccs(game_.moves()[std::size_t(i)]));
  return texts;
}

void XboardProtocol::halt() {
  std::lock_guard start(start_mutex_);
  {
    std::lock_guard lock(mutex_);
    ++generation_;
    ponder_move_.clear();
    ponder_request_ = 0;
  }
  engine_.stop();
  engine_.wait();
}

bool XboardProtocol::claim_result_locked() {
  if (!game_.over()) return false;
  out_.line(std::string(xiangqi::result_score(game_.result())) + " {" + game_.status().text + "}");
  engine_side_ = Side::None;
  return true;
}

xiangqi_ai::SearchLimits XboardProtocol::limits_locked(int extra_plies) const {
  SearchLimits limits;
  const bool red = red_to_move_locked() == (extra_plies % 2 == 0);
  const int own = red ? 0 : 1;
  if (fixed_ms_ > 0) {
    limits.movetime_ms = fixed_ms_;
  } else if (own_clock_ms_ > 0) {
    limits.time_ms[own] = own_clock_ms_;
    limits.time_ms[1 - own] = opp_clock_ms_;
    limits.inc_ms[own] = increment_ms_;
    // The side to move has made half the plies so far (rounded down) whichever side it is.
    limits.moves_to_go = xboard_moves_to_go(moves_per_session_, (game_.ply() + extra_plies) / 2);
  } else if (max_depth_ == 0) {
    limits.movetime_ms = 5000;  // no time control given at all: think five seconds
  }
  limits.depth = max_depth_;
  return limits;
}

void XboardProtocol::play_answers_of(std::uint64_t generation) {
  engine_.on_bestmove([this, generation](const xiangqi_ai::BestMove& best) {
    std::lock_guard lock(mutex_);
    if (generation != generation_ || best.move.empty()) return;
    ponder_move_.clear();
    game_.play(best.move);
    out_.line("move " + best.move);
    if (claim_result_locked()) return;
    // Think on the opponent's time about the reply the search expects.
    if (ponder_enabled_ && !best.ponder.empty() && engine_side_ != Side::None) {
      ponder_move_ = best.ponder;
      ponder_request_ = ++generation_;
      ponder_wanted_.notify_one();
    }
  });
}

void XboardProtocol::think_if_our_turn() {
  SearchLimits limits;
  std::uint64_t generation = 0;
  {
    std::lock_guard lock(mutex_);
    const Side to_move = red_to_move_locked() ? Side::Red : Side::Black;
    if (engine_side_ != to_move) return;
    const std::string problem = engine_.set_position(game_.start_fen(), move_texts_locked());
    if (!problem.empty()) {
      out_.line("Error (cannot search): " + problem);
      return;
    }
    limits = limits_locked(0);
    generation = ++generation_;
  }
  play_answers_of(generation);
  engine_.go(limits);
}

void XboardProtocol::ponder_loop() {
  std::unique_lock lock(mutex_);
  for (;;) {
    ponder_wanted_.wait(lock, [this] { return closing_ || ponder_request_ != 0; });
    if (closing_) return;
    const std::uint64_t generation = ponder_request_;
    ponder_request_ = 0;
    lock.unlock();
    {
      std::lock_guard start(start_mutex_);
      SearchLimits limits;
      bool ready = false;
      {
        std::lock_guard state(mutex_);
        if (generation == generation_ && !ponder_move_.empty()) {
          std::vector<std::string> moves = move_texts_locked();
          moves.push_back(ponder_move_);
          if (engine_.set_position(game_.start_fen(), moves).empty()) {
            limits = limits_locked(1);
            limits.ponder = true;
            ready = true;
          } else {
            ponder_move_.clear();
          }
        }
      }
      if (ready) {
        play_answers_of(generation);
        engine_.go(limits);
      }
    }
    lock.lock();
  }
}

void XboardProtocol::analyze_position() {
  {
    std::lock_guard lock(mutex_);
    if (!analyzing_) return;
    const std::string problem = engine_.set_position(game_.start_fen(), move_texts_locked());
    if (!problem.empty()) {
      out_.line("Error (cannot analyze): " + problem);
      return;
    }
    ++generation_;
    last_info_ = {};
  }
  engine_.on_bestmove([](const xiangqi_ai::BestMove&) {});  // analysis never moves
  SearchLimits limits;
  limits.infinite = true;
  engine_.go(limits);
}

bool XboardProtocol::handle(const std::string& line) {
  const auto words = split_words(line);
  if (words.empty()) return true;
  const std::string& cmd = words[0];
  const auto arg_int = [&](std::size_t i) {
    return i < words.size() ? parse_count(words[i]) : std::nullopt;
  };
  if (cmd == "quit") {
    halt();
    return false;
  }
  if (one_of(cmd, {"xboard", "accepted", "rejected", "random", "computer", "name", "rating", "ics",
                   "draw", "white", "black", "hint", "bk"})) {
    return true;  // nothing to do for these
  }
  if (const xiangqi_ai::OptionRow* row = xiangqi_ai::find_xboard_option(cmd)) {
    cmd_option_command(*row, words, line);
    return true;
  }
  if (cmd == "analyze") {
    halt();
    {
      std::lock_guard lock(mutex_);
      analyzing_ = true;
      engine_side_ = Side::None;
    }
    analyze_position();
    return true;
  }
  if (cmd == "exit") {
    bool was = false;
    {
      std::lock_guard lock(mutex_);
      was = analyzing_;
      analyzing_ = false;
    }
    if (was) halt();
    return true;
  }
  if (cmd == ".") {
    std::lock_guard lock(mutex_);
    if (analyzing_) {
      // stat01: time (centiseconds) nodes depth moves-left total-moves
      out_.line("stat01: " + std::to_string(last_info_.time_ms / 10) + " " +
                std::to_string(last_info_.nodes) + " " + std::to_string(last_info_.depth) + " 0 0");
    }
    return true;
  }
  if (cmd == "protover") {
    out_.line("feature done=0");
    out_.line("feature myname=\"" + engine_name() +
              "\" variants=\"xiangqi\" setboard=1 usermove=1 ping=1 san=0 sigint=0 sigterm=0 "
              "colors=0 analyze=1 memory=1 smp=1 debug=1");
    for (const xiangqi_ai::OptionRow& row : xiangqi_ai::option_table()) {
      const std::string feature = option_feature(row);
      if (!feature.empty()) out_.line(feature);
    }
    out_.line("feature done=1");
  } else if (cmd == "new") {
    halt();
    std::lock_guard lock(mutex_);
    game_.reset();
    engine_side_ = Side::Black;
    analyzing_ = false;
    fixed_ms_ = 0;
    max_depth_ = 0;
    engine_.new_game();
  } else if (cmd == "variant") {
    if (words.size() < 2 || words[1] != "xiangqi")
      out_.line("Error (unsupported variant): " + line);
  } else if (cmd == "force") {
    halt();
    std::lock_guard lock(mutex_);
    engine_side_ = Side::None;
  } else if (cmd == "go") {
    halt();
    {
      std::lock_guard lock(mutex_);
      engine_side_ = red_to_move_locked() ? Side::Red : Side::Black;
    }
    think_if_our_turn();
  } else if (cmd == "playother") {
    halt();
    std::lock_guard lock(mutex_);
    engine_side_ = red_to_move_locked() ? Side::Black : Side::Red;
  } else if (cmd == "setboard") {
    halt();
    std::string fen;
    for (std::size_t i = 1; i < words.size(); ++i) fen += (i > 1 ? " " : "") + words[i];
    {
      std::lock_guard lock(mutex_);
      std::string error;
      if (!game_.reset(fen, &error)) out_.line("tellusererror Illegal position: bad FEN: " + error);
    }
    analyze_position();
  } else if (cmd == "usermove") {
    if (words.size() != 2) {
      out_.line("Error (usermove needs one move): " + line);
    } else {
      cmd_usermove(words[1]);
    }
  } else if (looks_like_move(cmd) && words.size() == 1) {
    cmd_usermove(cmd);
  } else if (cmd == "undo" || cmd == "remove") {
    halt();
    {
      std::lock_guard lock(mutex_);
      const int count = cmd == "undo" ? 1 : 2;
      if (game_.ply() < count) {
        out_.line("Error (no move to take back): " + cmd);
      } else {
        for (int i = 0; i < count; ++i) game_.undo();
      }
    }
    analyze_position();
  } else if (cmd == "?") {
    engine_.stop();
  } else if (cmd == "ping") {
    out_.line("pong " + (words.size() > 1 ? words[1] : std::string()));
  } else if (cmd == "post" || cmd == "nopost") {
    std::lock_guard lock(mutex_);
    post_ = cmd == "post";
  } else if (cmd == "level") {
    cmd_level(words);
  } else if (cmd == "st") {
    const auto v = arg_int(1);
    if (!v || *v <= 0) {
      out_.line("Error (st needs seconds > 0): " + line);
    } else {
      std::lock_guard lock(mutex_);
      fixed_ms_ = *v * 1000;
    }
  } else if (cmd == "sd") {
    const auto v = arg_int(1);
    if (!v || *v <= 0 || *v > 127) {
      out_.line("Error (sd needs a depth 1..127): " + line);
    } else {
      std::lock_guard lock(mutex_);
      max_depth_ = static_cast<int>(*v);
    }
  } else if (cmd == "time" || cmd == "otim") {
    const auto v = arg_int(1);
    if (!v || *v < 0) {
      out_.line("Error (" + cmd + " needs centiseconds): " + line);
    } else {
      std::lock_guard lock(mutex_);
      (cmd == "time" ? own_clock_ms_ : opp_clock_ms_) = *v * 10;
    }
  } else if (cmd == "option") {
    cmd_option(line);
  } else if (cmd == "result") {
    halt();
    std::lock_guard lock(mutex_);
    engine_side_ = Side::None;
  } else if (cmd == "d") {
    std::lock_guard lock(mutex_);
    out_.line("# " + game_.fen());
  } else if (cmd == "perft" || cmd == "bench") {
    // The extras of every protocol, on the game as xboard has it (a search is stopped first).
    halt();
    std::string problem;
    {
      std::lock_guard lock(mutex_);
      problem = engine_.set_position(game_.start_fen(), move_texts_locked());
    }
    if (problem.empty()) handle_extra(words, engine_, out_, problem);
    if (!problem.empty()) out_.line("Error (" + problem + "): " + line);
  } else {
    out_.line("Error (unknown command): " + cmd);
  }
  return true;
}

void XboardProtocol::cmd_usermove(const std::string& move) {
  bool hit = false, over = false;
  {
    std::lock_guard lock(mutex_);
    if (!ponder_move_.empty() && move == ponder_move_ && !analyzing_) {
      // The reply the engine pondered on: its search goes on, now for the move to play.
      hit = game_.play(move);
      ponder_move_.clear();
      if (hit) over = claim_result_locked();
    } else if (engine_side_ == (red_to_move_locked() ? Side::Red : Side::Black)) {
      // A move arriving on the engine's own turn: treat it as the opponent taking over.
      engine_side_ = Side::None;
    }
  }
  if (hit) {
    if (over) {
      halt();
    } else {
      engine_.ponderhit();
    }
    return;
  }
  halt();
  {
    std::lock_guard lock(mutex_);
    if (!game_.play(move)) {
      out_.line("Illegal move: " + move);
      return;
    }
    if (!analyzing_ && claim_result_locked()) return;
  }
  think_if_our_turn();
  analyze_position();
}

void XboardProtocol::cmd_option_command(const xiangqi_ai::OptionRow& row,
                                        const std::vector<std::string>& words,
                                        const std::string& line) {
  const std::string& cmd = words[0];
  if (row.type == xiangqi_ai::OptionType::Check) {
    const bool on = cmd == row.xboard_command;
    if (row.stops_search) halt();
    options_.set(row, on ? "true" : "false", row.name);
    // xboard's `hard` is the engine's leave to ponder, which this protocol does itself.
    if (row.xboard_command != PONDER_COMMAND) return;
    {
      std::lock_guard lock(mutex_);
      ponder_enabled_ = on;
      if (ponder_enabled_ || ponder_move_.empty()) return;
    }
    halt();  // `easy` ends a ponder search under way
    return;
  }
  // A Spin: `memory 64`, `cores 4`.
  const auto v = words.size() > 1 ? parse_count(words[1]) : std::nullopt;
  if (!v || *v < 1) {
    out_.line("Error (" + cmd + " needs " + (row.unit.empty() ? "a count" : row.unit) +
              "): " + line);
    return;
  }
  if (row.stops_search) halt();
  options_.set(row, std::to_string(std::clamp(*v, row.min, row.max)), row.name);
}

void XboardProtocol::cmd_option(const std::string& line) {
  // option NAME[=VALUE]; the name may hold spaces ("Clear Hash").
  std::string rest = line.substr(line.find("option") + 6);
  const auto first = rest.find_first_not_of(" \t");
  rest = first == std::string::npos ? "" : rest.substr(first);
  while (!rest.empty() && (rest.back() == '\r' || rest.back() == ' ')) rest.pop_back();
  const auto equals = rest.find('=');
  const std::string name = rest.substr(0, equals);
  std::string value = equals == std::string::npos ? "" : rest.substr(equals + 1);
  const xiangqi_ai::OptionRow* row = xiangqi_ai::find_option(name);
  if (row == nullptr || !row->xboard_command.empty()) {
    out_.line("Error (unknown option): " + name);
    return;
  }
  // xboard sends a check as 1 or 0.
  if (row->type == xiangqi_ai::OptionType::Check && (value == "1" || value == "0"))
    value = value == "1" ? "true" : "false";
  std::string problem;
  if (!xiangqi_ai::checked_value(*row, value, row->name, problem)) {
    out_.line("Error (" + problem + "): option " + rest);
    return;
  }
  if (row->stops_search) halt();
  problem = options_.set(*row, value, row->name);
  if (!problem.empty())
    out_.line("Error (" + problem + ", " + name + " unchanged): option " + rest);
}

void XboardProtocol::cmd_level(const std::vector<std::string>& words) {
  if (words.size() != 4) {
    out_.line("Error (level needs MPS BASE INC): level");
    return;
  }
  const std::optional<XboardLevel> level = parse_xboard_level(words[1], words[2], words[3]);
  if (!level) {
    out_.line("Error (level needs MPS BASE INC): level " + words[1] + " " + words[2] + " " +
              words[3]);
    return;
  }
  std::lock_guard lock(mutex_);
  moves_per_session_ = level->moves_per_session;
  increment_ms_ = level->increment_ms;
  fixed_ms_ = 0;
  own_clock_ms_ = opp_clock_ms_ = level->base_ms;
}

void XboardProtocol::finish() {
  // The game goes on no further: a move found now would answer nobody.
  halt();
}

}  // namespace gameai::engine
