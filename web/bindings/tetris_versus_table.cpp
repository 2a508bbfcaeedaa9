#include "tetris_versus_table.hpp"

#include <algorithm>

#include "tetris/input.hpp"
#include "tetris_play/decision.hpp"
#include "tetris_play/settings.hpp"

namespace gameai::web {

std::string versus_settings_error(const VersusSettings& s) {
  const std::string ai = s.ai.empty() ? tetris_play::default_ai(tetris::RuleSet::Guideline) : s.ai;
  const auto names = tetris_play::ai_names();
  if (std::find(names.begin(), names.end(), ai) == names.end())
    return "unknown AI '" + ai + "' (one of " + tetris_ai::preset_names() + ")";
  if (!tetris_play::ai_plays_rules(ai, tetris::RuleSet::Guideline))
    return "the AI '" + ai + "' does not play the guideline rules of versus";
  if (s.think_ms < 1 || s.think_ms > VERSUS_MAX_THINK_MS)
    return "the think time must be 1 to " + std::to_string(VERSUS_MAX_THINK_MS) + " ms, not " +
           std::to_string(s.think_ms);
  if (std::string error = tetris_play::Match::first_to_error(s.first_to); !error.empty())
    return error;
  if (s.speed < 0 || s.speed >= tetris_play::SPEED_COUNT)
    return "the speed must be a step from 0 to " + std::to_string(tetris_play::SPEED_COUNT - 1);
  return {};
}

VersusTable::VersusTable(const VersusSettings& s) : settings_(s), match_(s.first_to, s.seed) {
  deal();
}

// The match's game: you against the AI on its seed's pieces, waiting for your first key.
void VersusTable::deal() {
  tetris_play::Settings you;
  tetris_play::Settings ai;
  ai.evaluator = settings_.ai;
  ai.think_ms = settings_.think_ms;
  game_ = std::make_unique<tetris_play::Versus>(you, ai, match_.game_seed(), true);
  game_->side(1).set_speed(settings_.speed);
  sent_ = {};
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

void VersusTable::set_speed(int speed) {
  settings_.speed = std::clamp(speed, 0, tetris_play::SPEED_COUNT - 1);
  game_->side(1).set_speed(settings_.speed);
}

void VersusTable::advance(double now) {
  if (between_games() && now >= next_game_at_) {
    match_.next_game();
    deal();
  }
  game_->advance(now);
  for (int side = 0; side < 2; ++side)
    if (auto request = game_->decision_request(side))
      game_->take_decision(side, tetris_play::decide(std::move(*request)), now);
  tally(now);
}

// Each lock's attack counted; a game just won counted once, and the next one timed.
void VersusTable::tally(double now) {
  for (int side = 0; side < 2; ++side)
    for (const tetris_play::Sample& s : game_->side(side).take_samples())
      if (s.attack) sent_[static_cast<std::size_t>(side)] += s.attack->sent;
  if (game_->winner() >= 0 && match_.win_game(game_->winner()))
    next_game_at_ = now + VERSUS_NEXT_GAME_MS;
}

}  // namespace gameai::web
