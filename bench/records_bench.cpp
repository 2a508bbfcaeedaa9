// What recording costs `gameai tetris play`: the same AI games (El-Tetris, one piece, classic
// 10x20, a fixed piece budget each) played without and with a TetrisRecorder writing every
// placement to a SQLite file, alternating so that both see the same machine load. Reports both
// rates in placements per second of wall time and their ratio (recorded / plain; the target is
// >= 0.8), the same ratio in thread CPU time (steadier on a shared machine, but blind to waits
// for the disk), and replays one recorded game to show the data is exact.
//
//   build/release/bench/bench_records --benchmark_repetitions=3
//
// GAMEAI_BENCH_DB=FILE records there instead of a scratch file under /tmp.

#include <benchmark/benchmark.h>
#include <time.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "common/timing.hpp"
#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"
#include "tetris_ai/auto_game.hpp"

namespace {

using namespace gameai;

constexpr std::uint64_t PIECES_PER_GAME = 100'000;
constexpr int GAMES = 4;

const tetris_ai::GameConfig CONFIG{tetris::RuleSet::Classic, 10, 20, PIECES_PER_GAME};
const tetris_ai::PlayerSettings PLAYER;  // eltetris, one piece

// One AI game exactly as `gameai tetris play` plays it (tetris_ai::AutoGame), with or without a
// recorder wired the way `--record` wires it.
std::uint64_t play(std::uint64_t seed, std::uint64_t index, records::Store* store) {
  tetris_ai::AutoGame game(PLAYER, CONFIG, seed, index);
  if (store == nullptr) {
    while (game.step()) {
    }
    return game.pieces();
  }
  records::TetrisRecorder recorder(
      *store, records::tetris_play_setup(CONFIG.rules, CONFIG.width, CONFIG.height, seed, index,
                                         {game_files::PlayerInfo::Kind::Ai, "eltetris"}));
  while (game.step()) recorder.add_step(records::tetris_step(game.last_step(), game.score()));
  recorder.finish("piece_limit");
  return game.pieces();
}

double thread_cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

void BM_RecordingOverhead(benchmark::State& state) {
  const char* env = std::getenv("GAMEAI_BENCH_DB");
  const std::string path =
      env != nullptr ? std::string(env)
                     : (std::filesystem::temp_directory_path() /
                        ("gameai-records-bench-" + std::to_string(::getpid()) + ".sqlite"))
                           .string();
  double plain_seconds = 0, recorded_seconds = 0, plain_cpu = 0, recorded_cpu = 0;
  std::uint64_t plain_pieces = 0, recorded_pieces = 0;
  {
    records::Store store(path);
    for (auto _ : state) {
      for (int g = 0; g < GAMES; ++g) {
        const auto index = static_cast<std::uint64_t>(g);
        common::Stopwatch plain;
        double cpu = thread_cpu_seconds();
        plain_pieces += play(1, index, nullptr);
        plain_seconds += plain.seconds();
        plain_cpu += thread_cpu_seconds() - cpu;
        common::Stopwatch recorded;
        cpu = thread_cpu_seconds();
        recorded_pieces += play(1, index, &store);
        recorded_seconds += recorded.seconds();
        recorded_cpu += thread_cpu_seconds() - cpu;
      }
    }
    const records::TetrisReplayResult replay =
        records::replay_tetris(store, store.list_games({}).front());
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
  state.counters["cpu_ratio"] = (static_cast<double>(recorded_pieces) / recorded_cpu) /
                                (static_cast<double>(plain_pieces) / plain_cpu);
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
    game_files::TetrisStep step;
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
