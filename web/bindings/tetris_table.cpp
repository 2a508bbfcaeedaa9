#include "tetris_table.hpp"

#include <algorithm>

#include "tetris/input.hpp"
#include "tetris_play/decision.hpp"

namespace gameai::web {
namespace {

tetris_play::Settings session_settings(const TableSettings& s) {
  tetris_play::Settings out;
  out.rules = *tetris::rule_set_from_string(s.rules);
  out.seed = s.seed;
  out.evaluator = s.ai;
  out.lookahead = s.lookahead;
  out.width = s.width;
  out.height = s.height;
  // The page may play all night: no history kept.
  out.record_history = false;
  return out;
}

}  // namespace

std::string settings_error(const TableSettings& s) {
  const auto rules = tetris::rule_set_from_string(s.rules);
  if (!rules) return "unknown rule set '" + s.rules + "'";
  const auto names = tetris_play::ai_names();
  if (std::find(names.begin(), names.end(), s.ai) == names.end())
    return "unknown AI '" + s.ai + "' (one of " + tetris_ai::preset_names() + ")";
  if (!tetris_play::ai_plays_rules(s.ai, *rules))
    return "the bot plays the guideline rules; under " + s.rules + " choose another AI";
  if (s.width < tetris::Board::MIN_WIDTH || s.width > tetris::Board::MAX_WIDTH ||
      s.height < tetris::Board::MIN_HEIGHT || s.height > tetris::Board::MAX_HEIGHT)
    return "board size must be 4-16 x 4-40";
  return {};
}

TetrisTable::TetrisTable(const TableSettings& s) : settings_(s), session_(session_settings(s)) {}

void TetrisTable::press(const std::string& key, double now) {
  if (const auto in = tetris::input_from_string(key)) session_.press(*in, now);
}

void TetrisTable::release(const std::string& key, double now) {
  if (const auto in = tetris::input_from_string(key)) session_.release(*in, now);
}

void TetrisTable::advance(double now) {
  session_.advance(now);
  if (auto request = session_.decision_request())
    session_.take_decision(tetris_play::decide(std::move(*request)), now);
  session_.take_samples();  // nothing on the page keeps them
}

}  // namespace gameai::web
