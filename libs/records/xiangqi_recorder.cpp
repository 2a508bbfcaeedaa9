#include "records/xiangqi_recorder.hpp"

#include <mutex>

namespace gameai::records {

XiangqiRecorder::XiangqiRecorder(Store& store, const XiangqiSetup& setup, RecorderOptions options)
    : store_(store), policy_(options) {
  GameSummary game;
  game.game = GameKind::xiangqi;
  game.variant = setup.variant;
  game.start_fen = setup.start_fen;
  game.started_at_ms = unix_time_ms();
  game.players = {setup.red, setup.black};
  game_id_ = store_.insert_game(game);
  policy_.committed();  // inserting the game row was the first commit
}

XiangqiRecorder::~XiangqiRecorder() {
  if (finished_) return;
  try {
    flush();
  } catch (const RecordsError&) {
    // A destructor cannot report; what was committed before stays valid and unfinished.
  }
}

void XiangqiRecorder::add_move(const XiangqiMove& move) {
  if (finished_)
    throw RecordsError(ErrorKind::invalid, "xiangqi game " + std::to_string(game_id_) +
                                               " was already finished; cannot add moves");
  pending_.push_back(move);
  if (policy_.should_commit(pending_.size())) flush();
}

void XiangqiRecorder::flush() {
  if (pending_.empty() || finished_) return;
  commit(false, {}, {}, {});
}

void XiangqiRecorder::finish(std::string_view result, std::string_view reason,
                             std::string_view final_fen) {
  if (finished_) return;
  commit(true, result, reason, final_fen);
  finished_ = true;
}

void XiangqiRecorder::commit(bool finishing, std::string_view result, std::string_view reason,
                             std::string_view final_fen) {
  std::lock_guard lock(store_.write_mutex());
  Database& db = store_.database();
  Transaction transaction(db);
  Statement insert(db,
                   "INSERT INTO xiangqi_moves (game_id, ply, move, score, depth, time_ms) "
                   "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  std::int64_t ply = committed_plies_;
  for (const XiangqiMove& move : pending_) {
    insert.bind(1, game_id_).bind(2, ply++).bind(3, move.move);
    if (move.score) insert.bind(4, std::int64_t{*move.score});
    if (move.depth) insert.bind(5, std::int64_t{*move.depth});
    insert.bind(6, move.time_ms);
    insert.run();
  }
  Statement totals(db, finishing ? "UPDATE games SET plies = ?2, finished = 1, ended_at = ?3, "
                                   "result = ?4, reason = ?5, final_fen = ?6 WHERE id = ?1"
                                 : "UPDATE games SET plies = ?2 WHERE id = ?1");
  totals.bind(1, game_id_).bind(2, ply);
  if (finishing) {
    totals.bind(3, unix_time_ms()).bind(4, result).bind(5, reason);
    totals.bind(6, final_fen);
  }
  totals.run();
  transaction.commit();
  committed_plies_ = ply;
  pending_.clear();
  policy_.committed();
}

PlayerInfo xiangqi_player(std::string_view spec, std::int64_t movetime_ms) {
  PlayerInfo::Kind kind = PlayerInfo::Kind::ai;
  if (spec == "human") kind = PlayerInfo::Kind::human;
  if (spec.starts_with("uci:") || spec.starts_with("ucci:")) kind = PlayerInfo::Kind::engine;
  std::string settings = "{}";
  if (movetime_ms > 0 && kind != PlayerInfo::Kind::human)
    settings = "{\"movetime_ms\":" + std::to_string(movetime_ms) + "}";
  return {kind, std::string(spec), settings};
}

std::int64_t record_xiangqi_game(Store& store, const XiangqiSetup& setup,
                                 const std::vector<std::string>& moves, std::string_view result,
                                 std::string_view reason, std::string_view final_fen) {
  XiangqiRecorder recorder(store, setup,
                           {.batch_size = moves.size() + 1, .max_interval_ms = 3'600'000});
  for (const std::string& move : moves) recorder.add_move(XiangqiMove(move));
  recorder.finish(result, reason, final_fen);
  return recorder.game_id();
}

}  // namespace gameai::records
