#include "records/auto_game_recorder.hpp"

namespace gameai::records {

AutoGameRecorder::AutoGameRecorder(Store& store, const tetris_ai::GameConfig& config,
                                   std::uint64_t seed, std::uint64_t index,
                                   const PlayerInfo& player, RecorderOptions options)
    : recorder_(store,
                tetris_play_setup(config.rules, config.width, config.height, seed, index, player),
                options) {}

void AutoGameRecorder::ended(const tetris_ai::AutoGame& game) {
  recorder_.finish(game.reached_limit() ? "piece_limit" : "game_over",
                   game.reached_limit() ? "piece limit reached" : "no legal placement");
}

}  // namespace gameai::records
