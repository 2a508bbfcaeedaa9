// What recording costs `gameai tetris play`: the same AI games (El-Tetris, one piece, classic
// 10x20, a fixed piece budget each) played without and with a TetrisRecorder writing every
// placement to a SQLite file, alternating so that both see the same machine load. Reports both
// rates in placements per second and their ratio (recorded / plain; the target is >= 0.8), and
// replays one recorded game to show the data is exact.
//
//   build/release/bench/bench_records --benchmark_repetitions=3
//
// GAMEAI_BENCH_DB=FILE records there instead of a scratch file under /tmp.

#include <benchmark/benchmark.h>
#include <unistd.h>

#include <bit>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "common/rng.hpp"
#include "common/timing.hpp"
#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"
#include "tetris/randomizer.hpp"
#include "tetris/scoring.hpp"
#include "tetris_ai/controller.hpp"

namespace {

using namespace gameai;

constexpr std::uint64_t PIECES_PER_GAME = 100'000;
constexpr int GAMES = 4;

// One AI game exactly as `gameai tetris play` plays it: the controller decides on the column
// board, the piece is added and full rows removed, the seed-000 score booked. With a recorder,
// each placement is recorded the way the integrated --record flag does it.
std::uint64_t play(std::uint64_t seed, std::uint64_t index, records::TetrisRecorder* recorder) {
  common::Rng stream = common::Rng::for_stream(seed, index);
  const std::uint64_t pieces_seed = stream.next();
  const std::uint64_t ties_seed = stream.next();
  tetris_ai::Controller controller(tetris_ai::Evaluator(tetris_ai::EvaluatorKind::Eltetris), {},
                                   ties_seed);
  tetris::Randomizer randomizer(tetris::RandomizerKind::Uniform, pieces_seed);
  tetris::Scorer scorer(tetris::ScoringKind::Seed000);
  tetris_ai::ColumnBoard board(10, 20);
  tetris::Piece current = randomizer.next();
  tetris::Piece next = randomizer.next();
  std::uint64_t pieces = 0;
  for (; pieces < PIECES_PER_GAME; ++pieces) {
    const std::optional<tetris_ai::Decision> d = controller.decide(board, current, {&next, 1});
    if (!d) break;
    const tetris::Placement& p = d->placement;
    board.add(tetris_ai::column_shape(p.piece, p.rotation), p.column, p.row);
    const std::uint64_t full = board.full_rows() & board.row_mask();
    if (full != 0) board.remove_rows(full);
    tetris::ClearEvent event;
    event.lines = std::popcount(full);
    scorer.lock(event);
    if (recorder != nullptr)
      recorder->add_step(records::tetris_step(board, p, event.lines, scorer.score()));
    current = next;
    next = randomizer.next();
  }
  if (recorder != nullptr) recorder->finish(pieces < PIECES_PER_GAME ? "game_over" : "piece_limit");
  return pieces;
}

records::TetrisSetup setup_for(std::uint64_t seed, std::uint64_t index) {
  tetris::GameConfig config = tetris::GameConfig::for_rules(tetris::RuleSet::Classic);
  config.scoring = tetris::ScoringKind::Seed000;
  config.seed = common::Rng::for_stream(seed, index).next();  // the piece stream's seed
  return records::tetris_setup(
      config, {records::PlayerInfo::Kind::ai, "eltetris",
               "{\"seed\":" + std::to_string(seed) + ",\"index\":" + std::to_string(index) + "}"});
}

void BM_RecordingOverhead(benchmark::State& state) {
  const char* env = std::getenv("GAMEAI_BENCH_DB");
  const std::string path =
      env != nullptr ? std::string(env)
                     : (std::filesystem::temp_directory_path() /
                        ("gameai-records-bench-" + std::to_string(::getpid()) + ".sqlite"))
                           .string();
  double plain_seconds = 0, recorded_seconds = 0;
  std::uint64_t plain_pieces = 0, recorded_pieces = 0;
  std::int64_t last_game = 0;
  {
    records::Store store(path);
    for (auto _ : state) {
      for (int g = 0; g < GAMES; ++g) {
        const auto index = static_cast<std::uint64_t>(g);
        common::Stopwatch plain;
        plain_pieces += play(1, index, nullptr);
        plain_seconds += plain.seconds();
        common::Stopwatch recorded;
        records::TetrisRecorder recorder(store, setup_for(1, index));
        recorded_pieces += play(1, index, &recorder);
        recorded_seconds += recorded.seconds();
        last_game = recorder.game_id();
      }
    }
    const records::TetrisReplayResult replay = records::replay_tetris(store, store.game(last_game));
    state.counters["replay_exact"] = replay.exact() ? 1 : 0;
  }
  if (env == nullptr) {
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
  }
  const double plain_rate = static_cast<double>(plain_pieces) / plain_seconds;
  const double recorded_rate = static_cast<double>(recorded_pieces) / recorded_seconds;
  state.counters["plain_per_s"] = plain_rate;
  state.counters["recorded_per_s"] = recorded_rate;
  state.counters["ratio"] = recorded_rate / plain_rate;
  state.counters["pieces"] = static_cast<double>(plain_pieces);
}
BENCHMARK(BM_RecordingOverhead)->Iterations(1)->Unit(benchmark::kMillisecond);

// The recorder alone: packing and committing synthetic steps, per step.
void BM_RecorderAddStep(benchmark::State& state) {
  const std::string path = (std::filesystem::temp_directory_path() /
                            ("gameai-records-steps-" + std::to_string(::getpid()) + ".sqlite"))
                               .string();
  {
    records::Store store(path);
    records::TetrisRecorder recorder(store, {});
    records::TetrisStep step;
    std::int64_t i = 0;
    for (auto _ : state) {
      step.piece = static_cast<std::uint8_t>(i % 7);
      step.x = static_cast<std::int8_t>(i % 8);
      step.board_hash = static_cast<std::uint64_t>(i++);
      recorder.add_step(step);
    }
    recorder.finish("stopped");
    state.SetItemsProcessed(state.iterations());
  }
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path + suffix);
}
BENCHMARK(BM_RecorderAddStep);

}  // namespace
