#include "tbp/external_bot.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <thread>

#include "common/timing.hpp"
#if defined(__linux__)
#include <dirent.h>
#endif
#include "tetris/attack.hpp"
#include "tetris/rules.hpp"
#include "tetris/scoring.hpp"

namespace gameai::tbp {
namespace {

using nlohmann::json;

// "10 s", "500 ms".
std::string duration(std::int64_t ms) {
  return ms % 1000 == 0 ? std::to_string(ms / 1000) + " s" : std::to_string(ms) + " ms";
}

// A line as quoted in a message: at most 60 characters.
std::string quoted(const std::string& line) {
  std::string out = "'";
  if (line.size() > 60) {
    out.append(line, 0, 57);
    out += "...";
  } else {
    out += line;
  }
  out += '\'';
  return out;
}

// The game's position as `start` tells it.
Position position_of(const tetris::Game& game) {
  Position p;
  p.board = game.board();
  const auto preview = game.preview();
  p.queue.reserve(1 + preview.size());
  p.queue.push_back(game.current());
  for (const tetris::Piece piece : preview) p.queue.push_back(piece);
  p.hold = game.hold();
  p.attack.back_to_back = game.scorer().back_to_back();
  p.attack.combo = game.scorer().combo();
  const std::vector<tetris::Piece> bag = game.unseen_bag();
  if (!bag.empty()) p.bag = bag;
  return p;
}

// A bot that has used no CPU for this long is taken to wait for its question.
constexpr double IDLE_SECONDS = 0.3;

}  // namespace

void GroupCpuClock::find() {
  pids_.clear();
#if defined(__linux__)
  DIR* proc = opendir("/proc");
  if (proc == nullptr) return;
  while (const dirent* entry = readdir(proc)) {
    const char* name = entry->d_name;
    if (name[0] < '0' || name[0] > '9') continue;
    const std::string path = std::string("/proc/") + name + "/stat";
    FILE* f = std::fopen(path.c_str(), "r");
    if (f == nullptr) continue;
    char buffer[512];
    const std::size_t n = std::fread(buffer, 1, sizeof buffer - 1, f);
    std::fclose(f);
    buffer[n] = '\0';
    // "pid (comm) state ppid pgrp ...": the command may hold spaces and parentheses, so read
    // after its last ')'.
    const char* close = std::strrchr(buffer, ')');
    int ppid = 0;
    int pgrp = 0;
    char state = 0;
    if (close != nullptr && std::sscanf(close + 1, " %c %d %d", &state, &ppid, &pgrp) == 3 &&
        pgrp == group_) {
      pids_.push_back(std::atoi(name));
    }
  }
  closedir(proc);
#endif
}

double GroupCpuClock::seconds() const {
  double total = 0;
#if defined(__linux__)
  for (const int pid : pids_) {
    clockid_t clock{};
    timespec t{};
    if (clock_getcpuclockid(pid, &clock) != 0 || clock_gettime(clock, &t) != 0) continue;
    total += static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
  }
#endif
  return total;
}

ExternalBot::ExternalBot(const std::string& command, const ExternalBotOptions& options)
    : command_(command), options_(options) {
  try {
    process_.start(command);
  } catch (const std::runtime_error& e) {
    throw ExternalBotError(e.what());
  }
  const auto info = read_message("info", nullptr, options_.start_timeout_ms);
  if (!info) {
    if (process_.exited()) {
      const std::optional<int> status = process_.exit_status();
      std::string why = "ended without a TBP info message";
      if (status == 127) {
        why = "could not be run: command not found (the shell's status 127)";
      } else if (status.has_value()) {
        why = "ended with status " + std::to_string(*status) + " without a TBP info message";
      }
      throw ExternalBotError("'" + command + "' " + why +
                             ": check that the command runs a Tetris bot (it is run by "
                             "/bin/sh -c)");
    }
    throw ExternalBotError("'" + command + "' did not start as a TBP bot: " + failure_);
  }
  if (info->contains("name") && (*info)["name"].is_string()) {
    name_ = (*info)["name"].get<std::string>();
    if (info->contains("version") && (*info)["version"].is_string()) {
      name_ += " " + (*info)["version"].get<std::string>();
    }
  }
  failure_.clear();
  send(json{{"type", "rules"}, {"randomizer", "seven_bag"}});
  if (!read_message("ready", "rules", options_.start_timeout_ms)) {
    throw ExternalBotError("'" + command + "' did not accept the guideline rules: " + failure_);
  }
  generator_ = std::make_unique<tetris::MoveGenerator>();
  cpu_ = GroupCpuClock(process_.pid());
  cpu_.find();
}

ExternalBot::~ExternalBot() {
  if (!process_.exited()) {
    if (started_) send(json{{"type", "stop"}});
    send(json{{"type", "quit"}});
  }
  process_.terminate(300);
}

std::string ExternalBot::who() const {
  return name_.empty() ? "the bot" : "'" + name_ + "'";
}

std::string ExternalBot::ended() const {
  const std::optional<int> status = process_.exit_status();
  if (!status) return "ended (killed by a signal: it crashed or was killed)";
  std::string text = "ended with status " + std::to_string(*status);
  // The shell that ran the command says a signal as 128 + its number.
  if (*status > 128 && *status < 128 + 65) {
    text += " (killed by signal " + std::to_string(*status - 128) + ", " +
            strsignal(*status - 128) + ": it crashed or was killed)";
  }
  return text;
}

std::optional<tetris_ai::Choice> ExternalBot::fail(std::string why) {
  if (failure_.empty()) failure_ = std::move(why);
  return std::nullopt;
}

bool ExternalBot::send(const json& message) {
  return process_.write_line(message.dump());
}

std::optional<json> ExternalBot::read_message(const char* type, const char* answering,
                                              std::int64_t timeout_ms) {
  const std::string what = answering != nullptr ? std::string("answering '") + answering + "'"
                                                : std::string("when it started");
  const std::int64_t deadline = common::now_ms() + timeout_ms;
  while (true) {
    const std::int64_t left = deadline - common::now_ms();
    const auto line = left > 0 ? process_.read_line(left) : std::nullopt;
    if (!line) {
      if (process_.exited()) {
        failure_ = who() + " " + ended() + " instead of " +
                   (answering != nullptr ? std::string("answering '") + answering + "'"
                                         : std::string("sending its '") + type + "'");
      } else {
        failure_ = who() + " sent no '" + type + "' " + what + " within " + duration(timeout_ms);
      }
      return std::nullopt;
    }
    if (line->empty()) continue;
    json message = json::parse(*line, nullptr, false);
    if (message.is_discarded() || !message.is_object() || !message.contains("type") ||
        !message["type"].is_string()) {
      failure_ = who() + " sent a line that is not a TBP message (a JSON object with a type) " +
                 what + ": " + quoted(*line);
      return std::nullopt;
    }
    const std::string kind = message["type"].get<std::string>();
    if (kind == type) return message;
    if (kind == "error") {
      const std::string reason = message.contains("reason") && message["reason"].is_string()
                                     ? message["reason"].get<std::string>()
                                     : std::string("no reason given");
      failure_ = who() + " sent an error " + what + ": " + reason;
      return std::nullopt;
    }
    // Messages of other types are the bot's own business (TBP: unknown types are ignored).
  }
}

bool ExternalBot::tell(const tetris::Game& game) {
  std::vector<tetris::Piece> queue{game.current()};
  queue.insert(queue.end(), game.preview().begin(), game.preview().end());
  // The game went on from the bot's last move when the board, hold and chain are what that move
  // made and the queue begins with the pieces the bot knows.
  const bool follows =
      started_ && last_.has_value() && game.board() == view_.board && game.hold() == view_.hold &&
      game.scorer().back_to_back() == view_.attack.back_to_back &&
      game.scorer().combo() == view_.attack.combo && queue.size() >= view_.queue.size() &&
      std::equal(view_.queue.begin(), view_.queue.end(), queue.begin());
  if (follows) {
    bool ok = send(json{{"type", "play"}, {"move", *last_}});
    ++counts_.plays;
    for (std::size_t i = view_.queue.size(); i < queue.size(); ++i) {
      ok = ok &&
           send(json{{"type", "new_piece"}, {"piece", std::string(tetris::piece_name(queue[i]))}});
      ++counts_.new_pieces;
    }
    view_.queue = std::move(queue);
    return ok;
  }
  if (started_) send(json{{"type", "stop"}});
  const Position position = position_of(game);
  started_ = true;
  ++counts_.starts;
  view_.board = position.board;
  view_.queue = position.queue;
  view_.hold = position.hold;
  view_.attack = position.attack;
  return send(start_json(position));
}

std::optional<tetris_ai::Choice> ExternalBot::first_playable(tetris::Game& game, const json& moves,
                                                             std::string& why) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    std::string problem;
    const std::optional<Move> move = parse_move(moves[i], problem);
    if (move) {
      const tetris::Piece piece = move->placement.piece;
      const bool hold = piece != game.current();
      const tetris::MoveGenerator* list = nullptr;
      if (!hold) {
        list = &game.moves();
      } else if (!game.can_hold()) {
        problem = "it holds, and the hold is used up";
      } else if (game.hold() ? *game.hold() == piece : game.preview().front() == piece) {
        // The held piece (or the next one, into an empty hold) enters afresh.
        generator_->generate(tetris::RuleSet::Guideline, game.board(), piece);
        list = generator_.get();
      } else {
        problem = std::string("a ") + std::string(tetris::piece_name(piece)) +
                  " is neither the current piece nor reachable by hold";
      }
      // The move that locks these cells: as the spin claimed when the game offers it, else the
      // highest spin the game finds for them.
      std::optional<std::size_t> found;
      if (list != nullptr) {
        for (std::size_t k = 0; k < list->size(); ++k) {
          const tetris::Move& m = (*list)[k];
          if (m.placement != move->placement) continue;
          if (m.spin == move->spin) {
            found = k;
            break;
          }
          if (!found || m.spin > (*list)[*found].spin) found = k;
        }
        if (!found) problem = "no way of the guideline's moves reaches that place";
      }
      if (found) {
        const tetris::Move& m = (*list)[*found];
        tetris_ai::Choice c;
        c.placement = m.placement;
        c.spin = m.spin;
        c.hold = hold;
        list->path(*found, c.path);
        counts_.skipped += static_cast<int>(i);
        counts_.spins_overruled += m.spin != move->spin;
        chosen_ = moves[i];
        claimed_spin_ = move->spin;
        return c;
      }
    }
    if (why.empty()) {
      why = "its first move " + quoted(moves[i].dump()) + " cannot be played: " + problem;
    }
  }
  return std::nullopt;
}

std::optional<tetris_ai::Choice> ExternalBot::choose(tetris::Game& game) {
  failure_.clear();
  if (game.game_over()) return std::nullopt;
  if (process_.exited()) return fail(who() + " " + ended() + " before it was asked for a move");
  const double cpu_before = cpu_.seconds();
  const auto told = std::chrono::steady_clock::now();
  if (!tell(game)) return fail(who() + " " + ended() + " before it was asked for a move");
  const double budget = options_.think_ms / 1000.0;
  if (!options_.cpu_clock) {
    std::this_thread::sleep_until(told + std::chrono::milliseconds(options_.think_ms));
  } else if (budget > 0) {
    // Until the bot has used its CPU time, or stopped using any (it waits to be asked), or the
    // answer timeout has passed on the wall clock.
    double last = cpu_before;
    auto last_change = told;
    while (true) {
      std::this_thread::sleep_for(std::chrono::microseconds(500));
      const double used = cpu_.seconds();
      const auto now = std::chrono::steady_clock::now();
      if (used - cpu_before >= budget) break;
      if (used != last) {
        last = used;
        last_change = now;
      } else if (std::chrono::duration<double>(now - last_change).count() >= IDLE_SECONDS) {
        break;
      }
      if (now - told >= std::chrono::milliseconds(options_.answer_timeout_ms)) break;
    }
  }
  const auto asked = std::chrono::steady_clock::now();
  send(json{{"type", "suggest"}});
  ++counts_.suggests;
  const auto reply = read_message("suggestion", "suggest", options_.answer_timeout_ms);
  if (!reply) return std::nullopt;
  const double answer_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - asked).count();
  counts_.answer_ms_total += answer_ms;
  counts_.answer_ms_max = std::max(counts_.answer_ms_max, answer_ms);
  ++time_.decisions;
  time_.cpu_ms += (cpu_.seconds() - cpu_before) * 1e3;
  time_.wall_ms +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - told).count();
  if (!reply->contains("moves") || !(*reply)["moves"].is_array()) {
    return fail(who() + " answered 'suggest' with a suggestion without a list of moves");
  }
  const json& moves = (*reply)["moves"];
  std::string why;
  std::optional<tetris_ai::Choice> choice = first_playable(game, moves, why);
  if (!choice) {
    if (!moves.empty()) {
      return fail(who() + " answered 'suggest' with no move the game can play (" +
                  std::to_string(moves.size()) + " suggested; " + why + ")");
    }
    // An empty list: the bot resigns. When the piece had no place left at all, the game was
    // lost anyway and that is no failure.
    if (game.moves().empty()) return std::nullopt;
    return fail(who() + " answered 'suggest' with an empty list of moves (it resigned)");
  }
  // What the bot must believe once the move is played: the board, hold, queue and chain.
  if (choice->hold) {
    if (!view_.hold) view_.queue.erase(view_.queue.begin());
    view_.hold = game.current();
  }
  view_.queue.erase(view_.queue.begin());
  // The chain as the bot counts it, from the spin it claimed: where the game judged the spin
  // otherwise, the chain differs and the bot is told the position afresh.
  const tetris::LineClear clear = view_.board.apply(choice->placement);
  tetris::attack(tetris::lock_event(clear.count, claimed_spin_, view_.board.empty()), view_.attack);
  last_ = chosen_;
  return choice;
}

}  // namespace gameai::tbp
