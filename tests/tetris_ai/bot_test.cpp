// The guideline bot: its board measurements worked by hand, its weights as JSON, and the moves a
// modern player must find (a T-spin double into a ready slot, a tetris into a well, hold).

#include "tetris_ai/bot.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include <atomic>
#include <chrono>
#include <ctime>
#include <future>

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <thread>

#include "tetris/board_io.hpp"
#include "tetris/game.hpp"
#include "tetris_ai/player.hpp"

namespace gameai::tetris_ai {
namespace {

using tetris::Piece;

tetris::Board board_of(const char* text) {
  tetris::Board small = tetris::parse_board(text);
  tetris::Board b(10, 20);
  for (int y = 0; y < small.height(); ++y)
    for (int x = 0; x < small.width(); ++x)
      if (small.filled(x, y)) b.set(x, y);
  return b;
}

// A T-spin double slot: the T points down into column 2 under the overhang at (1, 2); rows 0
// and 1 are full but for the T's cells.
const char* TSD =
    "..........\n"
    ".#........\n"
    "#...######\n"
    "##.#######\n";

TEST(BotFeatures, WorkedByHand) {
  const BotFeatures f = bot_features(board_of(TSD));
  EXPECT_EQ(f.tslot[2], 1);
  EXPECT_EQ(f.holes, 1);  // (1, 1), under the overhang: where the T's bar goes
  EXPECT_EQ(f.height, 3);
  const BotFeatures well =
      bot_features(board_of("..........\n"
                            "#########.\n"
                            "#########.\n"
                            "#########.\n"));
  EXPECT_EQ(well.well_column, 9);
  EXPECT_EQ(well.well_depth, 3);
  EXPECT_EQ(well.holes, 0);
  EXPECT_EQ(well.bumpiness, 0);
  EXPECT_EQ(well.row_transitions, 6);  // each row: filled to empty, empty to the wall
  // Garbage about to rise counts in the height: 3 + 9 rows reach 2 into the top half.
  const BotFeatures raised = bot_features(board_of(TSD), 9);
  EXPECT_EQ(raised.height, 12);
  EXPECT_EQ(raised.top_half, 2);
  EXPECT_EQ(raised.top_quarter, 0);
  EXPECT_EQ(raised.holes, f.holes);
  EXPECT_EQ(bot_features(board_of(TSD), 14).top_quarter, 2);
}

// A T-spin triple slot: rows 0 and 2 full but for column 2, row 1 but for columns 2 and 3 (the
// nub's cell under the overhang at (3, 2)). A T pointing up slides in over the overhang and
// turns into the slot by the kick two rows down, which it takes because the roof at (2, 4)
// stops the turn in place; without the roof the slot cannot be reached.
const char* TST =
    "###.......\n"
    "##........\n"
    "##.#######\n"
    "##..######\n"
    "##.#######\n";

std::string mirrored(const char* text) {
  std::string out;
  std::string line;
  for (const char* c = text; *c != '\0'; ++c) {
    if (*c == '\n') {
      out.append(line.rbegin(), line.rend());
      out += '\n';
      line.clear();
    } else {
      line += *c;
    }
  }
  return out;
}

TEST(BotFeatures, TSpinTripleSlot) {
  const BotFeatures f = bot_features(board_of(TST));
  EXPECT_EQ(f.tslot[3], 1);
  EXPECT_EQ(f.tslot[1] + f.tslot[2], 0);
  EXPECT_EQ(f.holes, 5);  // column 2 under the roof, rows 0-3, and the nub's cell (3, 1)
  EXPECT_EQ(bot_features(board_of(mirrored(TST).c_str())).tslot[3], 1);
  // No roof: the T turns in place above the shaft and cannot go down it.
  EXPECT_EQ(bot_features(board_of("..........\n"
                                  "..........\n"
                                  "##.#######\n"
                                  "##..######\n"
                                  "##.#######\n"))
                .tslot[3],
            0);
  // The nub's row has a second gap: three rows do not clear.
  EXPECT_EQ(bot_features(board_of("###.......\n"
                                  "##........\n"
                                  "##.#######\n"
                                  "##..#####.\n"
                                  "##.#######\n"))
                .tslot[3],
            0);
}

TEST(BotFeatures, PerfectClearInReach) {
  // 16 cells in two rows: one piece fills the other 4.
  EXPECT_EQ(bot_features(board_of("..........\n"
                                  "..........\n"
                                  "########..\n"
                                  "########..\n"))
                .pc_chance,
            1);
  // Four rows high with 6 cells: 34 empty cells, not a whole number of pieces.
  EXPECT_EQ(bot_features(board_of("#.........\n"
                                  "#.........\n"
                                  "#.........\n"
                                  "###.......\n"))
                .pc_chance,
            0);
  // A hole, or five rows: out of reach.
  EXPECT_EQ(bot_features(board_of("..........\n"
                                  "..........\n"
                                  "##########\n"
                                  "#.######..\n"))
                .pc_chance,
            0);
  EXPECT_EQ(bot_features(board_of("#.........\n"
                                  "#.........\n"
                                  "#.........\n"
                                  "#.........\n"
                                  "#.........\n"))
                .pc_chance,
            0);
  EXPECT_EQ(bot_features(tetris::Board(10, 20)).pc_chance, 0);
}

TEST(BotWeights, JsonRoundTripAndErrors) {
  BotWeights w;
  w.tspin2 = 1;
  w.well_column[3] = -2;
  nlohmann::json j;
  to_json(j, w);
  BotWeights back;
  from_json(j, back);
  EXPECT_EQ(back, w);
  EXPECT_THROW(from_json(nlohmann::json::parse(R"({"tspin4": 1})"), back), std::invalid_argument);
  EXPECT_THROW(from_json(nlohmann::json::parse(R"({"tslot": [1, 2]})"), back),
               std::invalid_argument);
  EXPECT_THROW(from_json(nlohmann::json::parse(R"({"holes": true})"), back), std::invalid_argument);
  EXPECT_EQ(back, w);
}

// Settings that decide by a node budget only (the same moves whatever the machine's speed).
BotSettings by_nodes(std::uint64_t nodes) {
  BotSettings settings;
  settings.think_ms = 0;
  settings.nodes = nodes;
  return settings;
}

BotDecision think(const char* board, Piece current, std::vector<Piece> queue,
                  std::optional<Piece> hold = std::nullopt, int threads = 1,
                  bool perfect_clears = true) {
  BotSettings settings = by_nodes(20000);
  settings.threads = threads;
  settings.perfect_clears = perfect_clears;
  Bot bot(settings);
  BotState state;
  state.board = board_of(board);
  state.current = current;
  state.queue = std::move(queue);
  state.hold = hold;
  const auto d = bot.think(state);
  EXPECT_TRUE(d.has_value());
  return d.value_or(BotDecision{});
}

TEST(Bot, TakesTheTSpinDouble) {
  const BotDecision d = think(TSD, Piece::T, {Piece::I, Piece::O, Piece::L, Piece::J, Piece::S});
  EXPECT_FALSE(d.first.hold);
  EXPECT_EQ(d.first.placement.piece, Piece::T);
  EXPECT_EQ(d.first.spin, tetris::Spin::Full);
  EXPECT_EQ(d.first.placement.rotation, tetris::Rotation::Reverse);
}

TEST(Bot, TakesTheTSpinTriple) {
  for (const std::string& board : {std::string(TST), mirrored(TST)}) {
    const BotDecision d =
        think(board.c_str(), Piece::T, {Piece::I, Piece::O, Piece::L, Piece::J, Piece::S});
    EXPECT_FALSE(d.first.hold);
    EXPECT_EQ(d.first.placement.piece, Piece::T);
    EXPECT_EQ(d.first.spin, tetris::Spin::Full);
    EXPECT_EQ(d.first.placement.row, 0);
    tetris::Board after = board_of(board.c_str());
    EXPECT_EQ(after.apply(d.first.placement).count, 3);
  }
}

TEST(Bot, HoldsForTheTetris) {
  // A four-deep well on the right; the I is in hold and an S is to place: hold the S, drop the I.
  const char* well =
      "#########.\n"
      "#########.\n"
      "#########.\n"
      "#########.\n";
  // The beam search finds it ...
  const BotDecision d =
      think(well, Piece::S, {Piece::Z, Piece::O, Piece::L, Piece::J, Piece::S}, Piece::I, 1, false);
  EXPECT_TRUE(d.first.hold);
  EXPECT_EQ(d.first.placement.piece, Piece::I);
  EXPECT_EQ(d.first.placement.column, 9);
  EXPECT_GE(d.plan.size(), 5u);
  // ... and the perfect-clear search first: that tetris empties the board.
  const BotDecision pc =
      think(well, Piece::S, {Piece::Z, Piece::O, Piece::L, Piece::J, Piece::S}, Piece::I);
  EXPECT_TRUE(pc.first.hold);
  EXPECT_EQ(pc.first.placement, d.first.placement);
  EXPECT_EQ(pc.plan.size(), 1u);
}

// Plays `plan` on `board` as a game would (hold moves included: only the placements matter
// here); the board left.
tetris::Board after_plan(tetris::Board board, const std::vector<PlanStep>& plan) {
  for (const PlanStep& step : plan) {
    EXPECT_TRUE(board.fits(step.placement));
    board.apply(step.placement);
  }
  return board;
}

TEST(Bot, FindsThePerfectClearInTheQueue) {
  // A 2 x 2 gap in two rows: hold the T, and the O behind it clears the board.
  const char* gap =
      "..........\n"
      "..........\n"
      "####..####\n"
      "####..####\n";
  const BotDecision d = think(gap, Piece::T, {Piece::O, Piece::L, Piece::J, Piece::S, Piece::Z});
  EXPECT_TRUE(d.first.hold);
  EXPECT_EQ(d.first.placement.piece, Piece::O);
  ASSERT_EQ(d.plan.size(), 1u);
  EXPECT_TRUE(after_plan(board_of(gap), d.plan).empty());

  // Four rows, six pieces to place out of seven known: the plan found leaves an empty board,
  // every placement staying inside the four rows.
  const char* low =
      "..........\n"
      "##......##\n"
      "###....###\n"
      "###....###\n";
  const std::vector<Piece> queue{Piece::O, Piece::T, Piece::S, Piece::J, Piece::L, Piece::Z};
  const BotDecision four = think(low, Piece::I, queue);
  ASSERT_FALSE(four.plan.empty());
  tetris::Board board = board_of(low);
  for (const PlanStep& step : four.plan) {
    EXPECT_LE(step.placement.row + step.placement.cells_shape().height, 4) << "above four rows";
    EXPECT_TRUE(board.fits(step.placement));
    board.apply(step.placement);
  }
  EXPECT_TRUE(board.empty()) << "the plan of " << four.plan.size() << " pieces";

  // The plan is followed: on the board its first placement leaves (the I over cells the next
  // pieces fill from the side), the rest of the queue still makes the perfect clear.
  tetris::Board next = board_of(low);
  next.apply(four.plan.front().placement);
  BotSettings settings = by_nodes(20000);
  Bot bot(settings);
  BotState state;
  state.board = next;
  state.current = four.plan.front().hold ? Piece::I : queue.front();
  state.queue.assign(queue.begin() + 1, queue.end());
  if (four.plan.front().hold) {
    state.current = queue[1];
    state.queue.assign(queue.begin() + 2, queue.end());
    state.hold = Piece::I;
  }
  const auto again = bot.think(state);
  ASSERT_TRUE(again.has_value());
  EXPECT_TRUE(after_plan(next, again->plan).empty());
  EXPECT_EQ(again->plan.size() + 1, four.plan.size());

  // When the empty cells cannot be whole pieces (17 filled), the beam search decides alone:
  // the same decision as without the perfect-clear search.
  const char* odd =
      "..........\n"
      "##......##\n"
      "###....###\n"
      "###.#..###\n";
  const BotDecision with = think(odd, Piece::I, queue);
  const BotDecision without = think(odd, Piece::I, queue, std::nullopt, 1, false);
  EXPECT_EQ(with.first.placement, without.first.placement);
  EXPECT_EQ(with.plan.size(), without.plan.size());
  EXPECT_EQ(with.nodes, without.nodes);
}

// A front end may send a long queue: the bot searches the first 31 previews of it.
TEST(Bot, SearchesAtMostThirtyOnePreviews) {
  std::vector<Piece> queue;
  for (int i = 0; i < 300; ++i)
    queue.push_back(tetris::ALL_PIECES[static_cast<std::size_t>(i % 7)]);
  BotSettings settings = by_nodes(20000);
  Bot bot(settings);
  BotState state;
  state.current = Piece::T;
  state.queue = queue;
  const auto d = bot.think(state);
  ASSERT_TRUE(d.has_value());
  EXPECT_GE(d->plan.size(), 1u);
  EXPECT_LE(d->plan.size(), 32u);
}

// On the CPU clock the budget is the deciding thread's CPU time, whatever the machine's load:
// the decision never uses much more than it was given. The budget is scaled to what the first
// narrow search costs on this build (a sanitized build is several times slower), so it always
// buys more than that search.
TEST(Bot, ACpuClockBudgetIsTheThreadsCpuTime) {
  BotState state;
  state.board = board_of(TSD);
  state.current = Piece::L;
  state.queue = {Piece::I, Piece::O, Piece::T, Piece::J, Piece::S};
  const auto cpu_ms = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) * 1e-6;
  };
  BotSettings narrow;
  narrow.think_ms = 0;  // the first narrow search alone
  narrow.cpu_clock = true;
  double start = cpu_ms();
  ASSERT_TRUE(Bot(narrow).think(state).has_value());
  const double first = cpu_ms() - start;

  BotSettings settings;
  settings.think_ms = std::max(15, static_cast<int>(4 * first));
  settings.cpu_clock = true;
  Bot bot(settings);
  start = cpu_ms();
  const auto d = bot.think(state);
  const double used = cpu_ms() - start;
  ASSERT_TRUE(d.has_value());
  EXPECT_GE(d->searches, 2);
  // The first narrow search always finishes; past it, the budget holds to a node's expansion.
  EXPECT_LT(used, settings.think_ms + std::max(10.0, first)) << used << " of " << settings.think_ms;
}

// A node budget buys one search as wide as it pays for, beyond the first narrow one, and
// doubling the budget buys a notably wider beam.
TEST(Bot, SpendsTheNodeBudgetOnAWideSearch) {
  BotSettings settings;
  settings.think_ms = 0;
  BotState state;
  state.board = board_of(TSD);
  state.current = Piece::L;
  state.queue = {Piece::I, Piece::O, Piece::T, Piece::J, Piece::S};
  int widths[2] = {0, 0};
  for (int i = 0; i < 2; ++i) {
    settings.nodes = i == 0 ? 25000 : 50000;
    Bot bot(settings);
    const auto d = bot.think(state);
    ASSERT_TRUE(d.has_value());
    EXPECT_GE(d->searches, 2);
    EXPECT_LE(d->nodes, settings.nodes);
    EXPECT_GT(d->nodes, settings.nodes / 2);
    widths[i] = d->width;
  }
  EXPECT_GT(widths[0], 8);
  EXPECT_GT(widths[1], widths[0] * 3 / 2);
}

// A budget beyond what the widest beam uses values its best leaves two unseen pieces deep:
// those nodes are spent, and within the budget; without deep values they are not.
TEST(Bot, SpendsTheBudgetLeftOnDeepValues) {
  BotSettings settings = by_nodes(60000);
  settings.max_width = 16;
  BotState state;
  state.board = board_of(TSD);
  state.current = Piece::L;
  state.queue = {Piece::I, Piece::O, Piece::T, Piece::J, Piece::S};
  std::uint64_t nodes[2] = {0, 0};
  for (int deepen = 0; deepen < 2; ++deepen) {
    settings.deepen = deepen == 1;
    Bot bot(settings);
    const auto d = bot.think(state);
    ASSERT_TRUE(d.has_value());
    EXPECT_EQ(d->width, 16);
    EXPECT_LE(d->nodes, settings.nodes);
    EXPECT_EQ(d->first.placement, d->plan.front().placement);
    nodes[deepen] = d->nodes;
    // The leaves are judged in parallel but taken in order: the same decision for any threads.
    for (const int threads : {2, 3}) {
      BotSettings shared = settings;
      shared.threads = threads;
      Bot many(shared);
      const auto m = many.think(state);
      ASSERT_TRUE(m.has_value());
      EXPECT_EQ(m->nodes, d->nodes);
      EXPECT_EQ(m->score, d->score);
      EXPECT_EQ(m->first.placement, d->first.placement);
      EXPECT_EQ(m->first.hold, d->first.hold);
    }
  }
  EXPECT_LT(nodes[0], settings.nodes / 2);
  EXPECT_GT(nodes[1], settings.nodes * 3 / 4);
}

// cancel() ends a search as if its budget had run out: what the first narrow search found is
// played, and resume() gives the next search its whole budget again (the same decision as a
// fresh bot's). From another thread, it cuts a search far too wide to finish soon.
TEST(Bot, ACancelledSearchPlaysItsFirstNarrowSearch) {
  BotSettings settings = by_nodes(60000);
  BotState state;
  state.board = board_of(TSD);
  state.current = Piece::L;
  state.queue = {Piece::I, Piece::O, Piece::T, Piece::J, Piece::S};
  Bot fresh(settings);
  const auto whole = fresh.think(state);
  ASSERT_TRUE(whole.has_value());
  Bot bot(settings);
  bot.cancel();
  const auto cut = bot.think(state);
  ASSERT_TRUE(cut.has_value());
  EXPECT_LT(cut->width, whole->width);
  EXPECT_LT(cut->nodes, whole->nodes / 4);
  EXPECT_EQ(cut->first.placement, cut->plan.front().placement);
  bot.resume();
  const auto again = bot.think(state);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->nodes, whole->nodes);
  EXPECT_EQ(again->width, whole->width);
  EXPECT_EQ(again->score, whole->score);
  EXPECT_EQ(again->first.placement, whole->first.placement);

  // Some seconds of search at the least (a beam of 4096 over 31 previews), cancelled as soon as
  // it has started.
  BotSettings wide = by_nodes(2'000'000'000);
  wide.max_width = 4096;
  Bot slow(wide);
  BotState deep = state;
  for (int i = 0; i < 26; ++i)
    deep.queue.push_back(tetris::ALL_PIECES[static_cast<std::size_t>(i % 7)]);
  std::atomic<bool> started{false};
  auto result = std::async(std::launch::async, [&] {
    started = true;
    return slow.think(deep);
  });
  while (!started) std::this_thread::yield();
  slow.cancel();
  ASSERT_EQ(result.wait_for(std::chrono::seconds(60)), std::future_status::ready);
  const auto stopped = result.get();
  ASSERT_TRUE(stopped.has_value());
  EXPECT_LT(stopped->width, wide.max_width);
}

// Versus: garbage waiting to rise counts in the height of every plan until attack cancels it.
// With eight rows waiting on a TSD board the T-spin double (four lines sent) is still taken,
// and the best plan is worth less than with nothing waiting; weighed at 0 it changes nothing.
TEST(Bot, GarbageWaitingIsCancelledByAttack) {
  BotSettings settings = by_nodes(20000);
  BotState state;
  state.board = board_of(TSD);
  state.current = Piece::T;
  state.queue = {Piece::I, Piece::O, Piece::L, Piece::J, Piece::S};
  Bot calm(settings);
  const auto quiet = calm.think(state);
  state.incoming = 8;
  Bot pressed(settings);
  const auto under = pressed.think(state);
  ASSERT_TRUE(quiet && under);
  EXPECT_EQ(under->first.spin, tetris::Spin::Full);
  EXPECT_LT(under->score, quiet->score);
  // Weighing waiting garbage at 0 rows of height ignores it.
  settings.weights.incoming = 0;
  Bot blind(settings);
  const auto ignored = blind.think(state);
  ASSERT_TRUE(ignored);
  EXPECT_EQ(ignored->score, quiet->score);
}

// Threads split the work of each level; with a node budget the plan, score and node count are
// those of one thread.
TEST(Bot, ThreadsGiveTheSameDecisionForANodeBudget) {
  const std::vector<Piece> queue = {Piece::I, Piece::O, Piece::L, Piece::J, Piece::S};
  const BotDecision one = think(TSD, Piece::Z, queue, Piece::T, 1);
  for (const int threads : {2, 3}) {
    const BotDecision many = think(TSD, Piece::Z, queue, Piece::T, threads);
    EXPECT_EQ(many.nodes, one.nodes);
    EXPECT_EQ(many.width, one.width);
    EXPECT_EQ(many.score, one.score);
    ASSERT_EQ(many.plan.size(), one.plan.size());
    for (std::size_t i = 0; i < one.plan.size(); ++i) {
      EXPECT_EQ(many.plan[i].placement, one.plan[i].placement);
      EXPECT_EQ(many.plan[i].hold, one.plan[i].hold);
    }
  }
}

// Through the front door: every choice under guideline walks, hold key included, to where it
// says, and the bot survives with hold and previews.
TEST(Bot, PlaysAGuidelineGameThroughTheFrontDoor) {
  PlayerSettings settings;
  settings.ai = "bot";
  settings.think_ms = 0;
  settings.nodes = 3000;
  Player player(settings, tetris::RuleSet::Guideline);
  EXPECT_EQ(player.name(), "bot");
  tetris::Game game(tetris::GameConfig::for_rules(tetris::RuleSet::Guideline, 9));
  int holds = 0;
  for (int i = 0; i < 100; ++i) {
    ASSERT_FALSE(game.game_over());
    const auto c = player.choose(game);
    ASSERT_TRUE(c.has_value());
    const std::int64_t before = game.pieces();
    for (const tetris::Input in : c->path) game.input(in);
    ASSERT_EQ(game.pieces(), before + 1);
    EXPECT_EQ(game.history().back().placement, tetris::canonical(c->placement));
    EXPECT_EQ(game.history().back().spin, c->spin);
    EXPECT_EQ(game.history().back().held, c->hold);
    holds += c->hold;
  }
  EXPECT_GT(game.lines(), 30);
  EXPECT_GT(holds, 0);
  PlayerSettings classic = settings;
  EXPECT_THROW(Player(classic, tetris::RuleSet::Classic), PlayerError);
  PlayerSettings threads = settings;
  threads.search_threads = 0;
  EXPECT_THROW(Player(threads, tetris::RuleSet::Guideline), PlayerError);
  threads.search_threads = MAX_BOT_THREADS + 1;
  EXPECT_THROW(Player(threads, tetris::RuleSet::Guideline), PlayerError);
}

}  // namespace
}  // namespace gameai::tetris_ai
