#include "records/xiangqi_recorder.hpp"

#include <mutex>

namespace gameai::records {

XiangqiRecorder::XiangqiRecorder(Store& store, const XiangqiSetup& setup, RecorderOptions options)
    : store_(store), policy_(options) {
  GameSummary game;
  game.game = GameKind::Xiangqi;
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
    throw RecordsError(ErrorKind::Invalid, "xiangqi game " + std::to_string(game_id_) +
                                               " was already finished; cannot add moves");
  pending_.push_back(move);
  if (policy_.should_commit(pending_.size())) flush();
}

void XiangqiRecorder::flush() {
  if (pending_.empty() || finished_) return;
  commit(false, xiangqi::Result::None, {}, {});
}

void XiangqiRecorder::finish(xiangqi::Result result, std::string_view reason,
                             std::string_view final_fen) {
  if (finished_) return;
  commit(true, result, reason, final_fen);
  finished_ = true;
}

void XiangqiRecorder::rewrite(std::int64_t from_ply, std::span<const XiangqiMove> moves) {
  if (finished_)
    throw RecordsError(ErrorKind::Invalid, "xiangqi game " + std::to_string(game_id_) +
                                               " was already finished; cannot change its moves");
  if (from_ply < 0 || from_ply > plies())
    throw RecordsError(ErrorKind::Invalid, "xiangqi game " + std::to_string(game_id_) + " has " +
                                               std::to_string(plies()) +
                                               " moves; cannot rewrite from ply " +
                                               std::to_string(from_ply));
  if (from_ply >= committed_plies_) {
    pending_.resize(static_cast<std::size_t>(from_ply - committed_plies_));
    pending_.insert(pending_.end(), moves.begin(), moves.end());
  } else {
    pending_.assign(moves.begin(), moves.end());
    committed_plies_ = from_ply;
  }
  // Taking moves back is rare and deliberate: store the new line at once.
  commit(false, xiangqi::Result::None, {}, {});
}

void XiangqiRecorder::commit(bool finishing, xiangqi::Result result, std::string_view reason,
                             std::string_view final_fen) {
  // The moves and the totals go in one transaction; finishing marks the game in a second one,
  // so a process killed in between leaves a complete game still marked unfinished.
  store_.replace_xiangqi_moves(game_id_, committed_plies_, pending_);
  committed_plies_ += static_cast<std::int64_t>(pending_.size());
  pending_.clear();
  policy_.committed();
  if (!finishing) return;
  std::lock_guard lock(store_.write_mutex());
  Database& db = store_.database();
  Statement totals(db,
                   "UPDATE games SET finished = 1, ended_at = ?2, result = ?3, reason = ?4, "
                   "final_fen = ?5 WHERE id = ?1");
  totals.bind(1, game_id_).bind(2, unix_time_ms()).bind(3, xiangqi::result_name(result));
  totals.bind(4, reason);
  totals.bind(5, final_fen).run();
}

PlayerInfo xiangqi_player(std::string_view spec, std::int64_t movetime_ms) {
  PlayerInfo::Kind kind = PlayerInfo::Kind::Ai;
  if (spec == "human") kind = PlayerInfo::Kind::Human;
  if (spec.starts_with("uci:") || spec.starts_with("ucci:")) kind = PlayerInfo::Kind::Engine;
  std::string settings = "{}";
  if (movetime_ms > 0 && kind != PlayerInfo::Kind::Human)
    settings = "{\"movetime_ms\":" + std::to_string(movetime_ms) + "}";
  return {kind, std::string(spec), settings};
}

std::int64_t record_xiangqi_moves(Store& store, const XiangqiSetup& setup,
                                  const std::vector<XiangqiMove>& moves, xiangqi::Result result,
                                  std::string_view reason, std::string_view final_fen) {
  XiangqiRecorder recorder(store, setup,
                           {.batch_size = moves.size() + 1, .max_interval_ms = 3'600'000});
  for (const XiangqiMove& move : moves) recorder.add_move(move);
  recorder.finish(result, reason, final_fen);
  return recorder.game_id();
}

std::int64_t record_xiangqi_game(Store& store, const XiangqiSetup& setup,
                                 const std::vector<std::string>& moves, xiangqi::Result result,
                                 std::string_view reason, std::string_view final_fen) {
  std::vector<XiangqiMove> plain;
  plain.reserve(moves.size());
  for (const std::string& move : moves) plain.emplace_back(move);
  return record_xiangqi_moves(store, setup, plain, result, reason, final_fen);
}

}  // namespace gameai::records
