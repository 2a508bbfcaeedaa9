#include "records/tetris_recorder.hpp"

#include <mutex>
#include <span>

namespace gameai::records {
namespace {

// Bytes a chunk takes in the common case (see step_codec.hpp), reserved once.
constexpr std::size_t BYTES_PER_STEP = 10;

}  // namespace

TetrisRecorder::TetrisRecorder(Store& store, const TetrisSetup& setup, RecorderOptions options)
    : store_(store), policy_(options), encoder_(options.batch_size * BYTES_PER_STEP) {
  game_files::GameSummary game;
  game.game = game_files::GameKind::Tetris;
  game.variant = setup.rules;
  game.width = setup.width;
  game.height = setup.height;
  game.randomizer = setup.randomizer;
  game.scoring = setup.scoring;
  game.seed = setup.seed;
  game.game_index = setup.game_index;
  game.started_at_ms = setup.started_at_ms > 0 ? setup.started_at_ms : game_files::unix_time_ms();
  game.players = {setup.player};
  game.source = setup.source;
  game.tags = setup.tags;
  tags_stored_ = static_cast<int>(setup.tags.size());
  game_id_ = store_.insert_game(game);
  policy_.committed();  // inserting the game row was the first commit
  player_ = setup.player;
  stretch_player_ = setup.player;
}

void TetrisRecorder::add_garbage(std::span<const std::uint8_t> holes) {
  const std::int64_t step = steps() - 1;  // -1: before the first step
  if (holes.empty()) return;
  // More rows after a step whose rows are stored already: its row is written again, whole.
  if (garbage_.empty() && last_garbage_.step == step && !last_garbage_.holes.empty())
    garbage_.push_back(last_garbage_);
  if (!garbage_.empty() && garbage_.back().step == step)
    garbage_.back().holes.insert(garbage_.back().holes.end(), holes.begin(), holes.end());
  else
    garbage_.push_back({step, std::vector<std::uint8_t>(holes.begin(), holes.end())});
}

void TetrisRecorder::add_tag(std::string name, std::string value) {
  tags_.emplace_back(std::move(name), std::move(value));
}

void TetrisRecorder::hand_over(const game_files::PlayerInfo& player) {
  player_ = player;
  const std::int64_t at = steps();
  // A controller that played no step is forgotten.
  if (!handovers_.empty() && handovers_.back().from_step == at) handovers_.pop_back();
  const game_files::PlayerInfo& last =
      handovers_.empty() ? stretch_player_ : handovers_.back().player;
  if (game_files::same_player(player, last)) return;
  handovers_.push_back({.seat = 0,
                        .from_step = at,
                        .player = player,
                        .lines_before = lines_,
                        .score_before = score_});
}

TetrisRecorder::~TetrisRecorder() {
  if (finished_) return;
  try {
    flush();
  } catch (const game_files::RecordsError&) {
    // A destructor cannot report; what was committed before stays valid and unfinished.
  }
}

void TetrisRecorder::flush() {
  if (encoder_.count() == 0) return;  // a pending hand-over waits for its first step
  commit(false, {}, {});
}

void TetrisRecorder::finish(std::string_view result, std::string_view reason) {
  if (finished_) return;
  commit(true, result, reason);
  finished_ = true;
}

void TetrisRecorder::commit(bool finishing, std::string_view result, std::string_view reason) {
  if (finished_)
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "Tetris game " + std::to_string(game_id_) + " was already finished; cannot add steps");
  std::lock_guard lock(store_.write_mutex());
  Database& db = store_.database();
  Transaction transaction(db);
  const auto count = static_cast<std::int64_t>(encoder_.count());
  if (count > 0) {
    Statement chunk(db,
                    "INSERT INTO tetris_chunks (game_id, first_step, step_count, data) "
                    "VALUES (?1, ?2, ?3, ?4)");
    chunk.bind(1, game_id_).bind(2, committed_steps_).bind(3, count);
    chunk.bind_blob(4, encoder_.bytes()).run();
  }
  Statement totals(db, finishing ? "UPDATE games SET score = ?2, lines = ?3, pieces = ?4, "
                                   "finished = 1, ended_at = ?5, result = ?6, reason = ?7 "
                                   "WHERE id = ?1"
                                 : "UPDATE games SET score = ?2, lines = ?3, pieces = ?4 "
                                   "WHERE id = ?1");
  totals.bind(1, game_id_).bind(2, score_).bind(3, lines_).bind(4, committed_steps_ + count);
  if (finishing) totals.bind(5, game_files::unix_time_ms()).bind(6, result).bind(7, reason);
  totals.run();
  // The hand-overs whose first step is stored now; the others wait for theirs.
  const std::int64_t stored = committed_steps_ + count;
  std::size_t ready = 0;
  while (ready < handovers_.size() && handovers_[ready].from_step < stored) ++ready;
  if (ready > 0) store_.write_stretches(game_id_, std::span(handovers_).first(ready));
  // The garbage of the steps stored now.
  std::size_t garbage_ready = 0;
  if (!garbage_.empty()) {
    Statement rows(db,
                   "INSERT OR REPLACE INTO tetris_garbage (game_id, step, holes) "
                   "VALUES (?1, ?2, ?3)");
    for (; garbage_ready < garbage_.size() && garbage_[garbage_ready].step < stored;
         ++garbage_ready) {
      rows.bind(1, game_id_).bind(2, garbage_[garbage_ready].step);
      rows.bind_blob(3, garbage_[garbage_ready].holes).run();
      rows.reset();
    }
  }
  if (!tags_.empty()) {
    Statement tag(db,
                  "INSERT INTO game_tags (game_id, position, name, value) VALUES (?1, ?2, ?3, ?4)");
    for (std::size_t i = 0; i < tags_.size(); ++i) {
      tag.bind(1, game_id_).bind(2, tags_stored_ + static_cast<std::int64_t>(i));
      tag.bind(3, tags_[i].first).bind(4, tags_[i].second).run();
      tag.reset();
    }
  }
  transaction.commit();
  tags_stored_ += static_cast<int>(tags_.size());
  tags_.clear();
  if (garbage_ready > 0) last_garbage_ = garbage_[garbage_ready - 1];
  garbage_.erase(garbage_.begin(), garbage_.begin() + static_cast<std::ptrdiff_t>(garbage_ready));
  if (ready > 0) stretch_player_ = handovers_[ready - 1].player;
  handovers_.erase(handovers_.begin(), handovers_.begin() + static_cast<std::ptrdiff_t>(ready));
  committed_steps_ += count;
  encoder_.clear();
  policy_.committed();
}

}  // namespace gameai::records
