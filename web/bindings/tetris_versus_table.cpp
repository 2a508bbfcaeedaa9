#include "tetris_versus_table.hpp"

#include <algorithm>
#include <utility>

#include "tetris/input.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_play/settings.hpp"
#include "tetris_table.hpp"

namespace gameai::web {

namespace {

std::string ai_error(const VersusAi& s) {
  const std::string ai = s.ai.empty() ? tetris_play::default_ai(tetris::RuleSet::Guideline) : s.ai;
  if (std::string error = ai_weights_error(ai, s.weights); !error.empty()) return error;
  if (!tetris_play::ai_plays_rules(ai, tetris::RuleSet::Guideline))
    return "the AI '" + ai + "' does not play the guideline rules of versus";
  if (s.think_ms < 1 || s.think_ms > VERSUS_MAX_THINK_MS)
    return "the think time must be 1 to " + std::to_string(VERSUS_MAX_THINK_MS) + " ms, not " +
           std::to_string(s.think_ms);
  if (s.speed < 0 || s.speed >= tetris_play::SPEED_COUNT)
    return "the speed must be a step from 0 to " + std::to_string(tetris_play::SPEED_COUNT - 1);
  return {};
}

tetris_play::Settings side_settings(const VersusAi& s) {
  tetris_play::Settings out;
  out.evaluator = s.ai;
  if (s.ai == "linear") out.weights_json = s.weights;
  out.think_ms = s.think_ms;
  return out;
}

}  // namespace

std::string versus_settings_error(const VersusSettings& s) {
  if (s.left)
    if (std::string error = ai_error(*s.left); !error.empty()) return "left: " + error;
  if (std::string error = ai_error({s.ai, s.think_ms, s.speed, s.weights}); !error.empty())
    return error;
  if (std::string error = tetris_play::Match::first_to_error(s.first_to); !error.empty())
    return error;
  return {};
}

VersusTable::VersusTable(const VersusSettings& s) : settings_(s), match_(s.first_to, s.seed) {
  deal();
}

// The match's game on its seed's pieces: you against the AI, waiting for your first key, or two
// AIs, who start at once.
void VersusTable::deal() {
  const tetris_play::Settings left =
      settings_.left ? side_settings(*settings_.left) : tetris_play::Settings{};
  const tetris_play::Settings right =
      side_settings({settings_.ai, settings_.think_ms, settings_.speed, settings_.weights});
  game_ = std::make_unique<tetris_play::Versus>(left, right, match_.game_seed(), !settings_.left);
  game_->side(1).set_speed(settings_.speed);
  if (settings_.left) game_->side(0).set_speed(settings_.left->speed);
  sent_ = {};
  ++serial_;
  told_steps_ = {};
  outstanding_ = {};
  steps_ = {};
  garbage_ = {};
}

void VersusTable::press(const std::string& key, double now) {
  if (const auto in = tetris::input_from_string(key)) game_->press(*in, now);
  tally(now);
}

void VersusTable::release(const std::string& key, double now) {
  if (const auto in = tetris::input_from_string(key)) game_->release(*in, now);
  tally(now);
}

void VersusTable::set_paused(bool paused, double now) {
  game_->set_paused(paused, now);
}

void VersusTable::set_speed(int speed, int side) {
  speed = std::clamp(speed, 0, tetris_play::SPEED_COUNT - 1);
  if (side == 0) {
    if (!settings_.left) return;  // your board has no pace
    settings_.left->speed = speed;
  } else {
    settings_.speed = speed;
  }
  game_->side(side).set_speed(speed);
}

void VersusTable::advance(double now) {
  if (between_games() && now >= next_game_at_) {
    match_.next_game();
    deal();
  }
  game_->advance(now);
  tally(now);  // the steps locked so far, which a request tells the AI worker
  for (int side = 0; side < 2; ++side) {
    auto request = game_->decision_request(side);
    if (!request) continue;
    if (!remote_) {
      game_->take_decision(side, tetris_play::decide(std::move(*request)), now);
      continue;
    }
    const std::size_t i = static_cast<std::size_t>(side);
    const RemoteBoard board{serial_, &game_->side(side).settings(), &steps_[i], &garbage_[i],
                            told_steps_[i]};
    requests_.push_back(encode_remote_request(side, board, *request));
    told_steps_[i] = steps_[i].size();
    outstanding_[i] = std::move(*request);
  }
  tally(now);
}

void VersusTable::set_remote(bool remote) {
  remote_ = remote;
  told_steps_ = {};  // the AI worker is told each board whole the next time
}

std::vector<std::string> VersusTable::take_requests() {
  return std::exchange(requests_, {});
}

void VersusTable::take_answer(const std::string& text, double now) {
  const std::optional<RemoteAnswer> answer = decode_remote_answer(text);
  if (!answer) return;
  const std::size_t i = static_cast<std::size_t>(answer->side);
  // An answer to a request of a game dealt since, or of another match, is dropped.
  if (!outstanding_[i] || outstanding_[i]->token != answer->token) return;
  tetris_play::DecisionRequest request = std::move(*std::exchange(outstanding_[i], {}));
  const bool flat_out =
      tetris_play::speed_pieces_per_second(game_->side(answer->side).speed()) <= 0;
  if (answer->decision && answer->decision->kind == tetris_play::DecisionKind::Move && flat_out) {
    // Asked at a pace, answered flat out (the speed changed while the AI thought): the move is
    // placed at once, as flat out places its pieces.
    tetris_play::Decision d = std::move(*answer->decision);
    d.kind = tetris_play::DecisionKind::Batch;
    if (d.choice) d.batch.push_back({d.choice->placement, d.choice->spin, d.choice->hold});
    game_->take_decision(answer->side, std::move(d), now);
  } else if (answer->decision) {
    // (Asked flat out and answered at a pace, the piece is still placed at once.)
    game_->take_decision(answer->side, *answer->decision, now);
  } else {
    // The AI worker's copy was out of step: this piece is decided here, the board sent whole
    // next time.
    ++mismatches_;
    told_steps_[i] = 0;
    game_->take_decision(answer->side, tetris_play::decide(std::move(request)), now);
  }
  tally(now);
}

game_files::TetrisVersusFile VersusTable::file_of_game() const {
  const tetris_play::Versus& v = *game_;
  game_files::TetrisVersusFile file;
  for (std::size_t i = 0; i < 2; ++i) {
    const tetris_play::Session& side = v.side(static_cast<int>(i));
    game_files::TetrisRunFile& board = file.boards[i];
    board.config = side.game().config();
    board.mode = "versus";
    if (i == 1 || settings_.left) {
      board.player_kind = "ai";
      board.player_name = tetris_play::player_settings(side.settings()).ai;
    }
    board.steps = steps_[i];
    board.garbage = garbage_[i];
  }
  file.game = match_.game_number();
  file.first_to = settings_.first_to;
  file.winner = v.winner();
  file.program = "gameai web page";
  return file;
}

std::string VersusTable::game_file(std::int64_t unix_ms) const {
  std::optional<game_files::TetrisVersusFile> file = last_;
  if (!file) return {};
  file->played_at_ms = unix_ms;
  return game_files::write_tetris_versus_file(*file);
}

// Each lock's attack counted; a game just won counted once, and the next one timed.
void VersusTable::tally(double now) {
  for (std::size_t side = 0; side < 2; ++side)
    for (const tetris_play::Sample& s : game_->side(static_cast<int>(side)).take_samples()) {
      if (s.attack) sent_[side] += s.attack->sent;
      game_files::TetrisRunStep step{s.step, s.score};
      step.record.board_hash &= 0xffffffffu;
      steps_[side].push_back(step);
      if (!s.garbage_holes.empty())
        garbage_[side].push_back(
            {static_cast<std::int64_t>(steps_[side].size()),
             std::vector<int>(s.garbage_holes.begin(), s.garbage_holes.end())});
    }
  if (game_->winner() >= 0 && match_.win_game(game_->winner())) {
    last_ = file_of_game();  // both boards as the game ended: neither moves from now on
    next_game_at_ = now + VERSUS_NEXT_GAME_MS;
  }
}

}  // namespace gameai::web
