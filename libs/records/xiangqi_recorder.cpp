#include "records/xiangqi_recorder.hpp"

#include <algorithm>
#include <mutex>

namespace gameai::records {

XiangqiRecorder::XiangqiRecorder(Store& store, const XiangqiSetup& setup, RecorderOptions options)
    : store_(store), policy_(options) {
  game_files::GameSummary game;
  game.game = game_files::GameKind::Xiangqi;
  game.variant = setup.variant;
  game.start_fen = setup.start_fen;
  game.started_at_ms = game_files::unix_time_ms();
  game.players = {setup.red, setup.black};
  game.source = setup.source;
  game.tags = setup.tags;
  game_id_ = store_.insert_game(game);
  policy_.committed();  // inserting the game row was the first commit
  first_seat_ = game_files::xiangqi_first_seat(setup.start_fen);
  players_ = {setup.red, setup.black};
  stretches_ = {{.seat = 0, .player = setup.red}, {.seat = 1, .player = setup.black}};
}

void XiangqiRecorder::hand_over(int seat, const game_files::PlayerInfo& player) {
  if (seat == 0 || seat == 1) players_[static_cast<std::size_t>(seat)] = player;
}

void XiangqiRecorder::credit(std::int64_t ply) {
  const int seat = static_cast<int>((ply + first_seat_) % 2);
  const game_files::PlayerInfo& now = players_[static_cast<std::size_t>(seat)];
  // The seat's stretch in effect at `ply`: its last one.
  auto current = stretches_.end();
  for (auto it = stretches_.begin(); it != stretches_.end(); ++it)
    if (it->seat == seat) current = it;
  if (current != stretches_.end() && game_files::same_player(current->player, now)) return;
  // A stretch in which the seat has not moved yet (the seat moves every other ply) changes hands
  // as a whole: a game taken back to its start and played by others.
  if (current != stretches_.end() && current->from_step > ply - 2) {
    current->player = now;
    return;
  }
  stretches_.push_back({.seat = seat, .from_step = ply, .player = now});
}

XiangqiRecorder::~XiangqiRecorder() {
  if (finished_) return;
  try {
    flush();
  } catch (const game_files::RecordsError&) {
    // A destructor cannot report; what was committed before stays valid and unfinished.
  }
}

void XiangqiRecorder::add_move(const game_files::XiangqiMove& move) {
  if (finished_)
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "xiangqi game " + std::to_string(game_id_) + " was already finished; cannot add moves");
  credit(plies());
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

void XiangqiRecorder::rewrite(std::int64_t from_ply,
                              std::span<const game_files::XiangqiMove> moves) {
  if (finished_)
    throw game_files::RecordsError(game_files::ErrorKind::Invalid,
                                   "xiangqi game " + std::to_string(game_id_) +
                                       " was already finished; cannot change its moves");
  if (from_ply < 0 || from_ply > plies())
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "xiangqi game " + std::to_string(game_id_) + " has " + std::to_string(plies()) +
            " moves; cannot rewrite from ply " + std::to_string(from_ply));
  // The replaced moves' stretches go; every seat keeps its first one, and the new moves are
  // credited to whoever holds their seat now.
  std::erase_if(stretches_, [&](const game_files::Stretch& s) {
    return s.from_step >= std::max<std::int64_t>(from_ply, 1);
  });
  for (std::size_t i = 0; i < moves.size(); ++i) credit(from_ply + static_cast<std::int64_t>(i));
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
  // The stretches from the first rewritten ply on go with the moves (a stretch from ply 0 may
  // have changed hands when the whole game was taken back).
  std::vector<game_files::Stretch> changed;
  for (const game_files::Stretch& s : stretches_)
    if (s.from_step >= committed_plies_) changed.push_back(s);
  store_.replace_xiangqi_moves(game_id_, committed_plies_, pending_, changed);
  committed_plies_ += static_cast<std::int64_t>(pending_.size());
  pending_.clear();
  policy_.committed();
  if (!finishing) return;
  std::lock_guard lock(store_.write_mutex());
  Database& db = store_.database();
  Statement totals(db,
                   "UPDATE games SET finished = 1, ended_at = ?2, result = ?3, reason = ?4, "
                   "final_fen = ?5 WHERE id = ?1");
  totals.bind(1, game_id_)
      .bind(2, game_files::unix_time_ms())
      .bind(3, xiangqi::result_name(result));
  totals.bind(4, reason);
  totals.bind(5, final_fen).run();
}

game_files::PlayerInfo xiangqi_player(std::string_view spec, std::int64_t movetime_ms) {
  game_files::PlayerInfo::Kind kind = game_files::PlayerInfo::Kind::Ai;
  if (spec == "human") kind = game_files::PlayerInfo::Kind::Human;
  if (spec.starts_with("uci:") || spec.starts_with("ucci:") || spec.starts_with("xboard:"))
    kind = game_files::PlayerInfo::Kind::Engine;
  std::string settings = "{}";
  if (movetime_ms > 0 && kind != game_files::PlayerInfo::Kind::Human)
    settings = "{\"movetime_ms\":" + std::to_string(movetime_ms) + "}";
  return {kind, std::string(spec), settings};
}

std::int64_t record_xiangqi_moves(Store& store, const XiangqiSetup& setup,
                                  const std::vector<game_files::XiangqiMove>& moves,
                                  xiangqi::Result result, std::string_view reason,
                                  std::string_view final_fen) {
  XiangqiRecorder recorder(store, setup,
                           {.batch_size = moves.size() + 1, .max_interval_ms = 3'600'000});
  for (const game_files::XiangqiMove& move : moves) recorder.add_move(move);
  recorder.finish(result, reason, final_fen);
  return recorder.game_id();
}

std::int64_t record_xiangqi_game(Store& store, const XiangqiSetup& setup,
                                 const std::vector<std::string>& moves, xiangqi::Result result,
                                 std::string_view reason, std::string_view final_fen) {
  std::vector<game_files::XiangqiMove> plain;
  plain.reserve(moves.size());
  for (const std::string& move : moves) plain.emplace_back(move);
  return record_xiangqi_moves(store, setup, plain, result, reason, final_fen);
}

}  // namespace gameai::records
