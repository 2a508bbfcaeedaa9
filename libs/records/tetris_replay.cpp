#include "records/tetris_replay.hpp"

#include <string_view>

#include "records/error.hpp"
#include "tetris_ai/auto_game.hpp"

namespace gameai::records {
namespace {

constexpr std::uint64_t STORED_HASH_MASK = 0xffffffffull;

std::string step_text(const TetrisStep& s) {
  return std::string(1, PIECE_LETTERS[s.piece]) + " rotation " + "0R2L"[s.rotation] +
         " at column " + std::to_string(s.x) + ", row " + std::to_string(s.y);
}

}  // namespace

std::uint64_t board_fingerprint(const tetris::Board& board) noexcept {
  return board_fingerprint(tetris_ai::ColumnBoard(board));
}

TetrisSetup tetris_setup(const tetris::GameConfig& config, const PlayerInfo& player) {
  TetrisSetup setup;
  setup.rules = std::string(tetris::rule_set_name(config.rules));
  setup.width = config.width;
  setup.height = config.height;
  setup.randomizer = std::string(tetris::randomizer_name(config.randomizer));
  setup.scoring = std::string(tetris::scoring_name(config.scoring));
  setup.seed = config.seed;
  setup.player = player;
  return setup;
}

TetrisStep tetris_step(const tetris::Game& game, const tetris::Placement& placement,
                       const tetris::PlayResult& result, bool held,
                       std::span<const std::uint8_t> keys) {
  TetrisStep step;
  step.piece = static_cast<std::uint8_t>(tetris::to_int(placement.piece));
  step.rotation = static_cast<std::uint8_t>(tetris::to_int(placement.rotation));
  step.x = placement.column;
  step.y = placement.row;
  step.lines_cleared = static_cast<std::uint8_t>(result.lines);
  step.spin = static_cast<std::uint8_t>(result.spin);
  step.held = held;
  step.score_after = game.score();
  step.board_hash = board_fingerprint(game.board());
  if (keys.size() <= MAX_KEYS_PER_STEP) step.keys = keys;
  return step;
}

TetrisSetup tetris_play_setup(tetris::RuleSet rules, int width, int height, std::uint64_t seed,
                              std::uint64_t index, const PlayerInfo& player) {
  tetris::GameConfig config = tetris::GameConfig::for_rules(rules);
  config.width = width;
  config.height = height;
  config.scoring = rules == tetris::RuleSet::Guideline ? tetris::ScoringKind::Guideline
                                                       : tetris::ScoringKind::Seed000;
  config.seed = tetris_ai::AutoGame::piece_seed(seed, index);
  return tetris_setup(config, player);
}

TetrisStep tetris_step(const tetris::Game& game, std::span<const std::uint8_t> keys) {
  if (game.history().empty())
    throw RecordsError(ErrorKind::invalid,
                       "no locked piece to record: the game keeps no history (record_history)");
  const tetris::StepRecord& last = game.history().back();
  tetris::PlayResult result;
  result.ok = true;
  result.lines = last.lines;
  result.spin = last.spin;
  return tetris_step(game, last.placement, result, last.held, keys);
}

tetris::GameConfig tetris_config(const GameSummary& game) {
  const auto invalid = [&](const std::string& what) {
    return RecordsError(ErrorKind::invalid, "stored Tetris game " + std::to_string(game.id) +
                                                " cannot be replayed: " + what);
  };
  tetris::GameConfig config;
  const auto rules = tetris::rule_set_from_string(game.variant);
  if (!rules) throw invalid("unknown rule set '" + game.variant + "'");
  const auto randomizer = tetris::randomizer_from_string(game.randomizer);
  if (!randomizer) throw invalid("unknown randomizer '" + game.randomizer + "'");
  const auto scoring =
      tetris::scoring_from_string(game.scoring.empty() ? "guideline" : game.scoring);
  if (!scoring) throw invalid("unknown scoring '" + game.scoring + "'");
  if (!tetris::Board::valid_size(game.width, game.height))
    throw invalid("board size " + std::to_string(game.width) + "x" + std::to_string(game.height) +
                  " is out of range");
  config.rules = *rules;
  config.randomizer = *randomizer;
  config.scoring = *scoring;
  config.width = game.width;
  config.height = game.height;
  config.seed = game.seed;
  config.record_history = false;
  return config;
}

TetrisReplayResult replay_tetris(Store& store, const GameSummary& game,
                                 const std::function<bool(const TetrisFrame&)>& visit) {
  if (game.game != GameKind::tetris)
    throw RecordsError(ErrorKind::invalid,
                       "game " + std::to_string(game.id) + " is not a Tetris game");
  tetris::Game replay(tetris_config(game));
  TetrisReplayResult result;
  TetrisFrame frame;
  tetris::Board before;
  store.for_each_tetris_step(game.id, [&](std::int64_t index, const TetrisStep& step) {
    const auto diverge = [&](const std::string& what) {
      result.diverged_at = index;
      result.problem = "step " + std::to_string(index) + " (" + step_text(step) + "): " + what;
      return false;
    };
    if (replay.game_over()) return diverge("the replayed game was already over");
    before = replay.board();
    frame.piece = replay.current();
    const auto preview = replay.preview();
    frame.preview_count = static_cast<int>(preview.size());
    std::copy(preview.begin(), preview.end(), frame.preview.begin());
    frame.hold_before = replay.hold();
    const tetris::Placement placement{static_cast<tetris::Piece>(step.piece),
                                      tetris::rotation_from_int(step.rotation), step.x, step.y};
    const tetris::PlayResult played = replay.play(placement, static_cast<tetris::Spin>(step.spin));
    if (!played.ok) return diverge("the placement is not legal in the replayed game");
    if (played.lines != step.lines_cleared)
      return diverge("cleared " + std::to_string(played.lines) + " lines, the record says " +
                     std::to_string(step.lines_cleared));
    const std::uint64_t hash = board_fingerprint(replay.board()) & STORED_HASH_MASK;
    if (hash != step.board_hash)
      return diverge("the board differs from the recorded one (hash " + std::to_string(hash) +
                     ", recorded " + std::to_string(step.board_hash) + ")");
    if (result.score_differs_at < 0 && replay.score() != step.score_after)
      result.score_differs_at = index;
    result.steps = index + 1;
    if (!visit) return true;
    frame.index = index;
    frame.step = &step;
    frame.board_before = &before;
    frame.game_after = &replay;
    return visit(frame);
  });
  result.score = replay.score();
  result.lines = replay.lines();
  result.game_over = replay.game_over();
  return result;
}

}  // namespace gameai::records
