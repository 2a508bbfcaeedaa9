#include "xiangqi_ai/match.hpp"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <thread>

#include "common/distributed.hpp"
#include "common/timing.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::xiangqi_ai {
namespace {

// On a clock: interrupts the mover once its flag has fallen, from a thread of its own, and keeps
// interrupting it every few milliseconds (a search may start just after an interruption) until
// the referee has its answer.
class FlagWatch {
 public:
  using Clock = std::chrono::steady_clock;
  FlagWatch() : thread_([this] { run(); }) {}
  ~FlagWatch() {
    {
      const std::lock_guard lock(mutex_);
      quit_ = true;
    }
    changed_.notify_all();
    thread_.join();
  }
  FlagWatch(const FlagWatch&) = delete;
  FlagWatch& operator=(const FlagWatch&) = delete;

  // Watches `mover`, whose flag falls at `deadline`.
  void arm(Player& mover, Clock::time_point deadline) {
    {
      const std::lock_guard lock(mutex_);
      mover_ = &mover;
      deadline_ = deadline;
      fell_ = false;
    }
    changed_.notify_all();
  }
  // Stops watching; true when the flag fell meanwhile.
  bool disarm() {
    const std::lock_guard lock(mutex_);
    mover_ = nullptr;
    return fell_;
  }

 private:
  void run() {
    constexpr auto AGAIN = std::chrono::milliseconds(10);
    std::unique_lock lock(mutex_);
    while (!quit_) {
      if (mover_ == nullptr) {
        changed_.wait(lock);
      } else if (Clock::now() >= deadline_) {
        fell_ = true;
        mover_->interrupt();
        changed_.wait_for(lock, AGAIN);
      } else {
        changed_.wait_until(lock, deadline_);
      }
    }
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  Player* mover_ = nullptr;
  Clock::time_point deadline_;
  bool fell_ = false;
  bool quit_ = false;
  std::thread thread_;  // last: started once the rest is set up
};

// Both sides' clocks during a clock game.
struct Clocks {
  std::int64_t left_ms[2] = {0, 0};
  int moves[2] = {0, 0};  // moves each side has made on the clock
};

}  // namespace

GameOutcome play_game(Player& red, Player& black, const std::string& fen,
                      const std::vector<std::string>& opening, const TimeControl& time,
                      const MoveObserver& on_move, const TakeBackObserver& on_take_back,
                      const std::atomic<bool>* stop) {
  using xiangqi::Reason;
  using xiangqi::Result;
  GameOutcome outcome;
  xiangqi::Game game;
  std::string error;
  const auto finish = [&] {
    outcome.result = game.result();
    outcome.reason = game.reason();
    outcome.text = game.status().text;
    outcome.final_fen = game.fen();
    return outcome;
  };
  bool bad = !game.reset(fen, &error);
  for (std::size_t i = 0; !bad && i < opening.size(); ++i) bad = !game.play(opening[i], &error);
  if (bad) {
    outcome.result = Result::Draw;
    outcome.text = "bad opening: " + error;
    return outcome;
  }
  outcome.moves = opening;
  for (const std::string& move : opening)
    outcome.details.push_back(MoveNote{move, std::nullopt, std::nullopt, 0, std::nullopt});
  const auto stopped = [stop] { return stop != nullptr && stop->load(); };
  const auto abandon = [&] {
    finish();
    outcome.result = Result::None;
    outcome.reason = Reason::None;
    outcome.text = "the game was interrupted";
    outcome.interrupted = true;
    return outcome;
  };
  red.new_game();
  black.new_game();
  const bool clocked = time.clocked();
  std::optional<FlagWatch> flag_watch;
  if (clocked) flag_watch.emplace();
  // The clocks before each move the players made, to restore on a take-back.
  std::vector<Clocks> clock_history;
  Clocks clocks;
  clocks.left_ms[0] = clocks.left_ms[1] = time.base_ms;
  while (!game.over()) {
    if (stopped()) return abandon();
    if (game.ply() >= MAX_PLIES) {
      game.end(Result::Draw, Reason::PlyLimit,
               "draw: " + std::to_string(MAX_PLIES) + " plies played");
      break;
    }
    const xiangqi::Color us = game.side_to_move();
    Player& mover = us == xiangqi::RED ? red : black;
    const std::string side(xiangqi::result_name(xiangqi::win_for(us)));  // "red"
    // "red loses: ...": the words of a forfeit, completed below.
    std::string loses = side + " loses: ";
    std::string problem;
    const int side_index = us == xiangqi::RED ? 0 : 1;
    MoveTime move_time(time.movetime_ms);
    if (clocked) {
      move_time.movetime_ms = 0;
      for (int s = 0; s < 2; ++s)
        move_time.clock_ms[s] = std::max<std::int64_t>(1, clocks.left_ms[s]);
      move_time.increment_ms = time.increment_ms;
      move_time.moves_to_go =
          time.moves > 0 ? time.moves - clocks.moves[side_index] % time.moves : 0;
      move_time.mover = side_index;
      flag_watch->arm(mover,
                      FlagWatch::Clock::now() +
                          std::chrono::milliseconds(clocks.left_ms[side_index] + CLOCK_GRACE_MS));
    }
    const common::Stopwatch clock;
    auto move = mover.choose(fen, outcome.moves, move_time, problem);
    if (!move && mover.claimed_draw()) {
      // A draw claim. The game ends the moment our rules give a draw (the 60-move rule,
      // repetition, bare material), so a claim made while it goes on is one they do not give:
      // the claim is refused and the player asked to play on; claiming again forfeits.
      problem.clear();
      move = mover.choose(fen, outcome.moves, move_time, problem);
      if (!move && mover.claimed_draw()) {
        problem = mover.name() + " claimed a draw (nobestmove) that the rules do not give (" +
                  std::to_string(game.position().rule60_count()) +
                  " plies without a capture; the 60-move rule needs 120)";
      }
    }
    const std::int64_t took_ms = clock.millis();
    const bool flag_fell = clocked && flag_watch->disarm();
    if (stopped()) return abandon();
    if (clocked && (flag_fell || took_ms > clocks.left_ms[side_index] + CLOCK_GRACE_MS)) {
      const std::string left =
          std::to_string(std::max<std::int64_t>(0, clocks.left_ms[side_index]));
      // Interrupted by the watcher: what the player took after that (an engine that does not
      // answer `stop` is waited for a little) is not what lost it the game.
      game.end(xiangqi::win_for(~us), Reason::Forfeit,
               flag_fell ? side + " loses on time: " + mover.name() +
                               " was still thinking when its " + left + " ms ran out"
                         : side + " loses on time: " + mover.name() + " took " +
                               std::to_string(took_ms) + " ms with " + left + " ms on its clock");
      break;
    }
    if (!move && mover.request() == Player::Request::TakeBack) {
      if (outcome.moves.size() >= opening.size() + 2) {
        const std::vector<std::string> taken(outcome.moves.end() - 2, outcome.moves.end());
        game.undo();
        game.undo();
        outcome.moves.resize(outcome.moves.size() - 2);
        outcome.details.resize(outcome.details.size() - 2);
        // The clocks go back to where they stood before the move taken back first.
        if (clocked) {
          clocks = clock_history[clock_history.size() - 2];
          clock_history.resize(clock_history.size() - 2);
        }
        if (on_take_back) on_take_back(outcome.moves, taken);
      }
      continue;
    }
    if (!move && mover.request() == Player::Request::Resign) {
      game.end(xiangqi::win_for(~us), Reason::Forfeit,
               std::string(xiangqi::result_name(xiangqi::win_for(~us))) + " wins: " + side +
                   " resigned");
      break;
    }
    if (!move && mover.request() == Player::Request::Leave) {
      finish();
      outcome.result = Result::None;
      outcome.reason = Reason::None;
      outcome.text = side + " left the game";
      return outcome;
    }
    if (!move) {
      game.end(xiangqi::win_for(~us), Reason::Forfeit, loses.append(problem));
      break;
    }
    if (!game.play(*move)) {
      game.end(xiangqi::win_for(~us), Reason::Forfeit,
               loses.append("illegal move '").append(*move).append("' by ").append(mover.name()));
      break;
    }
    outcome.moves.push_back(*move);
    std::optional<std::int64_t> clock_after;
    if (clocked) {
      clock_history.push_back(clocks);
      // An answer within the grace leaves the clock at zero before the increment.
      std::int64_t& left = clocks.left_ms[side_index];
      left = std::max<std::int64_t>(0, left - took_ms) + time.increment_ms;
      ++clocks.moves[side_index];
      if (time.moves > 0 && clocks.moves[side_index] % time.moves == 0) left += time.base_ms;
      clock_after = left;
    }
    const SearchNote note = mover.last_note();
    outcome.details.push_back({*move, note.score, note.depth, took_ms, clock_after});
    if (on_move) on_move(outcome.moves, outcome.details.back());
  }
  return finish();
}

std::vector<Opening> read_openings(const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))
    throw OpeningsError("openings file '" + path + "' is a directory");
  std::ifstream in(path);
  if (!in) throw OpeningsError("cannot open openings file '" + path + "'");
  std::vector<Opening> openings;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    Opening o;
    const auto moves_at = line.find(" moves");
    const bool starts_with_move = line.size() >= 4 && line[1] >= '0' && line[1] <= '9';
    std::string move_text;
    if (starts_with_move) {
      o.fen = std::string(xiangqi_ai::START_FEN);
      move_text = line;
    } else {
      o.fen = line.substr(0, moves_at);
      if (moves_at != std::string::npos) move_text = line.substr(moves_at + 6);
    }
    std::string word;
    for (char c : move_text + " ") {
      if (c == ' ') {
        if (!word.empty()) o.moves.push_back(word);
        word.clear();
      } else {
        word += c;
      }
    }
    const auto report = xiangqi_ai::inspect_game(o.fen, o.moves);
    if (!report.error.empty())
      throw OpeningsError(path + ":" + std::to_string(number) + ": " + report.error);
    if (report.over)
      throw OpeningsError(path + ":" + std::to_string(number) + ": the game is already over");
    openings.push_back(std::move(o));
  }
  if (openings.empty()) throw OpeningsError("openings file '" + path + "' has no openings");
  return openings;
}

namespace {

// Game i of a match: its opening and whether the first player has red.
const Opening& opening_of(int i, const std::vector<Opening>& openings, const Opening& start) {
  return openings.empty() ? start : openings[static_cast<std::size_t>(i / 2) % openings.size()];
}

void tally(MatchResult& result, const GameOutcome& outcome, bool a_red) {
  const auto winner = xiangqi::winning_side(outcome.result);
  if (!winner)
    ++result.draws;
  else if ((*winner == xiangqi::RED) == a_red)
    ++result.wins;
  else
    ++result.losses;
}

}  // namespace

std::uint64_t first_seed(std::uint64_t seed, int index) {
  return seed + static_cast<std::uint64_t>(index) * 1000003;
}

std::uint64_t second_seed(std::uint64_t seed, int index) {
  return first_seed(seed, index) * 7919 + 1;
}

MatchResult run_match(const std::function<PlayerPair(int slot)>& make_pair, int concurrency,
                      int games, const TimeControl& time, const std::vector<Opening>& openings,
                      const GameReporter& report, std::uint64_t seed,
                      const std::atomic<bool>* stop) {
  concurrency = std::clamp(concurrency, 1, std::max(1, games));
  std::vector<PlayerPair> pairs;
  for (int slot = 0; slot < concurrency; ++slot) pairs.push_back(make_pair(slot));
  return play_games(pairs, 0, games, time, openings, report, seed, stop);
}

namespace {

// While games are played: once `stop` is set, interrupts every player until the games end (a
// player may start a search just after an interruption, so it is asked again every few ms).
class StopWatcher {
 public:
  StopWatcher(std::vector<PlayerPair>& pairs, const std::atomic<bool>* stop) {
    if (stop == nullptr) return;
    thread_ = std::thread([this, &pairs, stop] {
      constexpr auto POLL = std::chrono::milliseconds(10);
      std::unique_lock lock(mutex_);
      while (!done_) {
        // A flag set by a signal handler cannot notify: it is looked at every few ms.
        done_changed_.wait_for(lock, POLL);
        if (done_ || !stop->load()) continue;
        for (PlayerPair& pair : pairs) {
          pair.first->interrupt();
          pair.second->interrupt();
        }
      }
    });
  }
  ~StopWatcher() {
    if (!thread_.joinable()) return;
    {
      const std::lock_guard lock(mutex_);
      done_ = true;
    }
    done_changed_.notify_all();
    thread_.join();
  }
  StopWatcher(const StopWatcher&) = delete;
  StopWatcher& operator=(const StopWatcher&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable done_changed_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace

MatchResult play_games(std::vector<PlayerPair>& pairs, int begin, int end, const TimeControl& time,
                       const std::vector<Opening>& openings, const GameReporter& report,
                       std::uint64_t seed, const std::atomic<bool>* stop) {
  MatchResult result;
  const Opening start{std::string(START_FEN), {}};
  std::atomic<int> next{begin};
  std::mutex mutex;
  std::exception_ptr failure;
  const auto stopped = [stop] { return stop != nullptr && stop->load(); };
  // One slot takes the next unplayed game until none is left; a failure ends every slot.
  const auto play_slot = [&](std::size_t slot) {
    Player& a = *pairs[slot].first;
    Player& b = *pairs[slot].second;
    for (int i = next++; i < end && !stopped(); i = next++) {
      if (!common::owns_job(static_cast<std::size_t>(i))) continue;
      a.set_seed(first_seed(seed, i));
      b.set_seed(second_seed(seed, i));
      const Opening& o = opening_of(i, openings, start);
      const bool a_red = i % 2 == 0;
      Player& red = a_red ? a : b;
      Player& black = a_red ? b : a;
      try {
        const GameOutcome outcome = play_game(red, black, o.fen, o.moves, time, {}, {}, stop);
        if (outcome.interrupted) return;
        const std::lock_guard lock(mutex);
        tally(result, outcome, a_red);
        if (report) report(i, red.name(), black.name(), o, outcome);
      } catch (...) {
        const std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        next = end;
        return;
      }
    }
  };
  {
    const StopWatcher watcher(pairs, stop);
    std::vector<std::thread> threads;
    for (std::size_t slot = 1; slot < pairs.size(); ++slot) threads.emplace_back(play_slot, slot);
    play_slot(0);
    for (auto& t : threads) t.join();
  }
  if (failure) std::rethrow_exception(failure);
  return result;
}

}  // namespace gameai::xiangqi_ai
