#include "records/tetris_replay.hpp"

#include <string_view>
#include <vector>

#include "game_files/error.hpp"
#include "records/step_codec.hpp"
#include "records/tetris_runs.hpp"
#include "tetris/randomizer.hpp"

namespace gameai::records {
namespace {

constexpr std::uint64_t STORED_HASH_MASK = 0xffffffffull;

std::string step_text(const game_files::TetrisStep& s) {
  return std::string(1, game_files::PIECE_LETTERS[s.piece]) + " rotation " + "0R2L"[s.rotation] +
         " at column " + std::to_string(s.x) + ", row " + std::to_string(s.y);
}

}  // namespace

TetrisSetup tetris_setup(const tetris::GameConfig& config, const game_files::PlayerInfo& player) {
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

game_files::TetrisStep tetris_step(const tetris::StepRecord& record, std::int64_t score_after,
                                   std::span<const std::uint8_t> keys) {
  game_files::TetrisStep step;
  const tetris::Placement& p = record.placement;
  step.piece = static_cast<std::uint8_t>(tetris::to_int(p.piece));
  step.rotation = static_cast<std::uint8_t>(tetris::to_int(p.rotation));
  step.x = p.column;
  step.y = p.row;
  step.lines_cleared = static_cast<std::uint8_t>(record.lines);
  step.spin = static_cast<std::uint8_t>(record.spin);
  step.held = record.held;
  step.soft_rows = static_cast<std::uint16_t>(record.soft_rows);
  step.hard_rows = static_cast<std::uint16_t>(record.hard_rows);
  step.score_after = score_after;
  step.board_hash = record.board_hash;
  if (keys.size() <= MAX_KEYS_PER_STEP) step.keys = keys;
  return step;
}

game_files::TetrisStep tetris_step(const tetris::Game& game, std::span<const std::uint8_t> keys) {
  if (game.history().empty())
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "no locked piece to record: the game keeps no history (record_history)");
  return tetris_step(game.history().back(), game.score(), keys);
}

tetris::StepRecord step_record(const game_files::TetrisStep& step) noexcept {
  tetris::StepRecord r;
  r.placement = tetris::Placement{static_cast<tetris::Piece>(step.piece),
                                  tetris::rotation_from_int(step.rotation), step.x, step.y};
  r.spin = static_cast<tetris::Spin>(step.spin);
  r.held = step.held;
  r.soft_rows = step.soft_rows;
  r.hard_rows = step.hard_rows;
  r.lines = step.lines_cleared;
  r.board_hash = step.board_hash;
  return r;
}

TetrisSetup tetris_play_setup(tetris::RuleSet rules, int width, int height, std::uint64_t seed,
                              std::uint64_t index, const game_files::PlayerInfo& player) {
  tetris::GameConfig config = tetris::GameConfig::for_rules(rules);
  config.width = width;
  config.height = height;
  config.scoring = rules == tetris::RuleSet::Guideline ? tetris::ScoringKind::Guideline
                                                       : tetris::ScoringKind::Seed000;
  config.seed = seed;
  TetrisSetup setup = tetris_setup(config, player);
  setup.game_index = index;
  return setup;
}

std::uint64_t tetris_piece_seed(const game_files::GameSummary& game) noexcept {
  return game.game_index ? tetris::game_piece_seed(game.seed, *game.game_index) : game.seed;
}

tetris::GameConfig tetris_config(const game_files::GameSummary& game) {
  const auto invalid = [&](const std::string& what) {
    return game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "stored Tetris game " + std::to_string(game.id) + " cannot be replayed: " + what);
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
  config.seed = tetris_piece_seed(game);
  config.record_history = false;
  return config;
}

TetrisReplayResult replay_tetris(Store& store, const game_files::GameSummary& game,
                                 const std::function<bool(const TetrisFrame&)>& visit) {
  if (game.game != game_files::GameKind::Tetris)
    throw game_files::RecordsError(game_files::ErrorKind::Invalid,
                                   "game " + std::to_string(game.id) + " is not a Tetris game");
  tetris::Game replay(tetris_config(game));
  TetrisReplayResult result;
  TetrisFrame frame;
  tetris::Board before;
  // The garbage that rose under the stack (a versus board, a dig's cheese before step 0), each
  // row raised as it rose, the topmost first.
  const std::vector<game_files::TetrisGarbage> garbage = store.tetris_garbage(game.id);
  std::size_t next_garbage = 0;
  const auto raise = [&](std::int64_t after) -> std::string {
    for (; next_garbage < garbage.size() && garbage[next_garbage].step <= after; ++next_garbage)
      for (const std::uint8_t hole : garbage[next_garbage].holes) {
        if (hole >= replay.config().width)
          return "a garbage row's hole (column " + std::to_string(hole) + ") is off the board";
        replay.add_garbage(1, hole);
      }
    return {};
  };
  if (std::string bad = raise(-1); !bad.empty()) {
    result.diverged_at = 0;
    result.problem = "before step 0: " + bad;
    return result;
  }
  // A zen run goes on after a top-out on an emptied board (tetris_play's zen mode).
  const std::optional<TetrisRun> run = tetris_run(store, game.id);
  const bool zen = run && run->mode == "zen";
  store.for_each_tetris_step(game.id, [&](std::int64_t index, const game_files::TetrisStep& step) {
    const auto diverge = [&](const std::string& what) {
      result.diverged_at = index;
      result.problem = "step " + std::to_string(index) + " (" + step_text(step) + "): " + what;
      return false;
    };
    if (zen && replay.game_over())
      replay.set_board(tetris::Board(replay.config().width, replay.config().height));
    if (replay.game_over()) return diverge("the replayed game was already over");
    before = replay.board();
    frame.piece = replay.current();
    const auto preview = replay.preview();
    frame.preview_count = static_cast<int>(preview.size());
    std::copy(preview.begin(), preview.end(), frame.preview.begin());
    frame.hold_before = replay.hold();
    const tetris::PlayResult played = replay.replay(step_record(step));
    if (!played.ok) return diverge("the placement is not legal in the replayed game");
    if (played.lines != step.lines_cleared)
      return diverge("cleared " + std::to_string(played.lines) + " lines, the record says " +
                     std::to_string(step.lines_cleared));
    const std::uint64_t hash = replay.board().hash() & STORED_HASH_MASK;
    if (hash != step.board_hash)
      return diverge("the board differs from the recorded one (hash " + std::to_string(hash) +
                     ", recorded " + std::to_string(step.board_hash) + ")");
    if (replay.score() != step.score_after)
      return diverge("the score is " + std::to_string(replay.score()) + ", the record says " +
                     std::to_string(step.score_after));
    if (std::string bad = raise(index); !bad.empty()) return diverge(bad);
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

namespace {

// One stored chunk of a game being upgraded.
struct Chunk {
  std::int64_t first_step = 0;
  std::vector<game_files::TetrisStep> steps;
  std::vector<std::vector<std::uint8_t>> keys;  // the steps' key paths, owned
};

// Plays `step` of an old record on `game`: as stored if that replays with its score, else with
// the best spin the moves offer, its drop rows taken from the stored score. False when it
// cannot be made to replay.
bool upgrade_step(tetris::Game& game, game_files::TetrisStep& step) {
  const std::int64_t before = game.score();
  tetris::StepRecord record = step_record(step);
  for (const tetris::Spin spin :
       {record.spin, tetris::Spin::Full, tetris::Spin::Mini, tetris::Spin::None}) {
    record.spin = spin;
    tetris::Game probe = game;
    const tetris::PlayResult r = probe.replay(record);
    if (!r.ok || r.lines != step.lines_cleared) continue;
    if ((probe.board().hash() & STORED_HASH_MASK) != step.board_hash) continue;
    // What the stored score holds beyond the lock's own points was paid for dropping.
    const std::int64_t drop_points = step.score_after - (before + r.points);
    if (game.config().scoring == tetris::ScoringKind::Guideline) {
      if (drop_points < 0 || drop_points / 2 > tetris::MAX_DROP_ROWS) continue;
      record.hard_rows = static_cast<int>(drop_points / 2);
      record.soft_rows = static_cast<int>(drop_points % 2);
    } else if (drop_points != 0) {
      continue;
    }
    const tetris::PlayResult played = game.replay(record);
    if (!played.ok || game.score() != step.score_after) return false;
    step.spin = static_cast<std::uint8_t>(record.spin);
    step.soft_rows = static_cast<std::uint16_t>(record.soft_rows);
    step.hard_rows = static_cast<std::uint16_t>(record.hard_rows);
    return true;
  }
  return false;
}

}  // namespace

std::int64_t upgrade_tetris_steps(Database& db) {
  std::vector<std::int64_t> ids;
  {
    Statement q(db, "SELECT id FROM games WHERE game = 'tetris' AND variant <> 'classic'");
    while (q.step()) ids.push_back(q.column_int(0));
  }
  std::int64_t rewritten = 0;
  for (const std::int64_t id : ids) {
    game_files::GameSummary summary;
    {
      Statement q(db,
                  "SELECT variant, width, height, randomizer, seed, coalesce(scoring, "
                  "'guideline') FROM games WHERE id = ?1");
      q.bind(1, id);
      if (!q.step()) continue;
      summary.id = id;
      summary.variant = q.column_text(0);
      summary.width = static_cast<int>(q.column_int(1));
      summary.height = static_cast<int>(q.column_int(2));
      summary.randomizer = q.column_text(3);
      summary.seed = static_cast<std::uint64_t>(q.column_int(4));
      summary.scoring = q.column_text(5);
    }
    tetris::GameConfig config;
    try {
      config = tetris_config(summary);
    } catch (const game_files::RecordsError&) {
      continue;  // replay reports it
    }
    std::vector<Chunk> chunks;
    {
      Statement q(db,
                  "SELECT first_step, data FROM tetris_chunks WHERE game_id = ?1 ORDER BY "
                  "first_step");
      q.bind(1, id);
      while (q.step()) {
        Chunk chunk;
        chunk.first_step = q.column_int(0);
        StepDecoder decoder(q.column_blob(1));
        game_files::TetrisStep step;
        try {
          while (decoder.next(step)) {
            chunk.keys.emplace_back(step.keys.begin(), step.keys.end());
            chunk.steps.push_back(step);
          }
        } catch (const game_files::RecordsError&) {
          break;  // a damaged chunk stays as it is; replay reports it
        }
        chunks.push_back(std::move(chunk));
      }
    }
    tetris::Game game(config);
    bool changed = false;
    bool ok = true;
    std::size_t upgraded_chunks = 0;
    for (Chunk& chunk : chunks) {
      for (std::size_t i = 0; i < chunk.steps.size() && ok; ++i) {
        game_files::TetrisStep& step = chunk.steps[i];
        const game_files::TetrisStep old = step;
        if (game.game_over() || !upgrade_step(game, step)) {
          ok = false;
          break;
        }
        changed = changed || step.spin != old.spin || step.soft_rows != old.soft_rows ||
                  step.hard_rows != old.hard_rows;
      }
      if (!ok) break;
      ++upgraded_chunks;
    }
    if (!changed) continue;
    StepEncoder encoder;
    Statement update(db,
                     "UPDATE tetris_chunks SET data = ?1 WHERE game_id = ?2 AND first_step = ?3");
    for (std::size_t c = 0; c < upgraded_chunks; ++c) {
      Chunk& chunk = chunks[c];
      encoder.clear();
      for (std::size_t i = 0; i < chunk.steps.size(); ++i) {
        chunk.steps[i].keys = chunk.keys[i];
        encoder.add(chunk.steps[i]);
      }
      update.reset();
      update.bind_blob(1, encoder.bytes()).bind(2, id).bind(3, chunk.first_step);
      update.run();
    }
    ++rewritten;
  }
  return rewritten;
}

}  // namespace gameai::records
