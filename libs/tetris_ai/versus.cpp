#include "tetris_ai/versus.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <exception>
#include <stdexcept>
#include <thread>

#include "common/rng.hpp"
#include "tetris/attack.hpp"
#include "tetris/garbage_exchange.hpp"

namespace gameai::tetris_ai {
namespace {

tetris::GameConfig versus_config(std::uint64_t seed) {
  return tetris::GameConfig::for_rules(tetris::RuleSet::Guideline, seed);
}

}  // namespace

std::optional<Choice> PlayerContestant::choose(tetris::Game& game) {
  const auto wall = std::chrono::steady_clock::now();
  timespec before{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &before);
  std::optional<Choice> choice = player_.choose(game);
  timespec after{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &after);
  ++time_.decisions;
  time_.cpu_ms += static_cast<double>(after.tv_sec - before.tv_sec) * 1e3 +
                  static_cast<double>(after.tv_nsec - before.tv_nsec) * 1e-6;
  time_.wall_ms +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall).count();
  return choice;
}

bool apply_choice(tetris::Game& game, const Choice& choice) {
  if (choice.hold && !game.input(tetris::Input::Hold)) return false;
  return game.play(choice.placement, choice.spin).ok;
}

VersusGame play_versus(Contestant& first, Contestant& second, const VersusOptions& options) {
  if (options.simultaneous && options.tell_incoming) {
    throw std::invalid_argument(
        "play_versus: simultaneous decisions need tell_incoming off (a decision would depend on "
        "the other player's move of the same turn)");
  }
  tetris::Game games[2] = {tetris::Game(versus_config(options.seed)),
                           tetris::Game(versus_config(options.seed))};
  Contestant* players[2] = {&first, &second};
  tetris::GarbageExchange garbage =
      tetris::GarbageExchange::for_game(games[0].board().width(), options.messiness, options.seed);
  VersusGame result;
  bool lost[2] = {false, false};
  const auto decide = [&](int p) {
    return games[p].game_over() ? std::nullopt : players[p]->choose(games[p]);
  };
  while (!lost[0] && !lost[1]) {
    if (result.pieces[0] >= options.max_pieces && result.pieces[1] >= options.max_pieces) break;
    std::optional<Choice> choices[2];
    if (options.simultaneous) {
      // The second player decides on a thread of its own while the first decides here.
      std::exception_ptr thrown;
      std::thread other([&] {
        try {
          choices[1] = decide(1);
        } catch (...) {
          thrown = std::current_exception();
        }
      });
      try {
        choices[0] = decide(0);
      } catch (...) {
        other.join();
        throw;
      }
      other.join();
      if (thrown) std::rethrow_exception(thrown);
    }
    for (int p = 0; p < 2 && !lost[0] && !lost[1]; ++p) {
      tetris::Game& game = games[p];
      if (!options.simultaneous) {
        if (options.tell_incoming) players[p]->incoming(garbage.incoming(p));
        choices[p] = decide(p);
      }
      const std::optional<Choice>& choice = choices[p];
      if (!choice) {
        result.forfeit[p] = players[p]->failure();
        lost[p] = true;
        break;
      }
      if (!apply_choice(game, *choice)) {
        result.forfeit[p] = "played a move the game refuses";
        lost[p] = true;
        break;
      }
      ++result.pieces[p];
      const tetris::LockAttack lock = garbage.after_lock(p, game);
      result.lines[p] += lock.event.lines;
      result.attack[p] += lock.sent;
      if (lock.rose > 0) players[p]->garbage_added(game);
      if (game.game_over()) lost[p] = true;
    }
  }
  result.result = lost[0] == lost[1] ? VersusResult::Draw
                  : lost[1]          ? VersusResult::FirstWins
                                     : VersusResult::SecondWins;
  return result;
}

SoloResult play_solo(Contestant& player, const SoloOptions& options) {
  tetris::Game game(versus_config(options.seed));
  tetris::GarbageHoles holes = tetris::cheese_holes(game.board().width(), options.seed);
  SoloResult r;
  tetris::AttackState chain;
  int b2b_run = 0;
  // Dig: ten rows of garbage stay on the board until `target` rows have risen.
  constexpr int DIG_ROWS = 10;
  std::int64_t added = 0;
  int garbage_left = 0;  // garbage rows at the bottom of the stack
  const auto refill = [&] {
    while (options.goal == SoloGoal::Dig && garbage_left < DIG_ROWS && added < options.target) {
      game.add_garbage(1, holes.next());
      ++garbage_left;
      ++added;
    }
    player.garbage_added(game);
  };
  if (options.goal == SoloGoal::Dig) refill();
  const std::int64_t piece_goal =
      options.goal == SoloGoal::Ultra ? options.target : options.max_pieces;
  while (!game.game_over() && r.pieces < piece_goal) {
    const auto choice = player.choose(game);
    if (!choice) break;
    // Which garbage rows this lock clears: the full rows below the garbage's top.
    tetris::Board placed = game.board();
    placed.place(choice->placement);
    if (!apply_choice(game, *choice)) break;
    ++r.pieces;
    // Keys pressed: a run of soft drops is one key held down.
    for (std::size_t k = 0; k < choice->path.size(); ++k) {
      const bool held_on = k > 0 && choice->path[k] == tetris::Input::SoftDrop &&
                           choice->path[k - 1] == tetris::Input::SoftDrop;
      r.keys += held_on ? 0 : 1;
    }
    const tetris::StepRecord& step = game.history().back();
    int garbage_cleared = 0;
    for (int y = 0; y < garbage_left; ++y) {
      if (placed.row(y) == placed.full_row()) ++garbage_cleared;
    }
    garbage_left -= garbage_cleared;
    r.garbage_cleared += garbage_cleared;
    r.lines += step.lines;
    const tetris::ClearEvent event =
        tetris::lock_event(step.lines, step.spin, game.board().empty());
    const bool b2b_before = chain.back_to_back;
    r.attack += tetris::attack(event, chain);
    if (step.lines > 0) {
      r.tspins += step.spin != tetris::Spin::None;
      r.tetrises += step.lines == 4;
      r.perfect_clears += event.perfect_clear;
      b2b_run = chain.back_to_back ? (b2b_before ? b2b_run + 1 : 0) : 0;
      r.max_b2b = std::max(r.max_b2b, b2b_run);
    }
    if (options.goal == SoloGoal::Sprint && r.lines >= options.target) {
      r.finished = true;
      break;
    }
    if (options.goal == SoloGoal::Dig) {
      if (garbage_left == 0 && added >= options.target) {
        r.finished = true;
        break;
      }
      if (step.lines > 0) refill();
    }
  }
  if (options.goal == SoloGoal::Ultra) r.finished = r.pieces >= options.target;
  return r;
}

}  // namespace gameai::tetris_ai
