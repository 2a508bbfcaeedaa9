#include "tetris_play/settings.hpp"

#include <algorithm>

namespace gameai::tetris_play {

std::string default_ai(tetris::RuleSet rules) {
  const std::string bot(tetris_ai::BOT_NAME);
  return ai_plays_rules(bot, rules) ? bot : std::string("eltetris");
}

bool ai_plays_rules(const std::string& name, tetris::RuleSet rules) {
  return tetris_ai::plays_rules(name, rules);
}

std::vector<std::string> ai_names() {
  std::vector<std::string> names;
  for (const std::string& name : tetris_ai::player_names())
    if (name != "linear") names.push_back(name);
  return names;
}

Settings normalised(Settings s) {
  if (s.evaluator.empty()) s.evaluator = default_ai(s.rules);
  if (!tetris_ai::supports_lookahead(s.rules)) s.lookahead = 0;
  s.lookahead = std::clamp(s.lookahead, 0, 2);
  return s;
}

tetris_ai::PlayerSettings player_settings(const Settings& s) {
  tetris_ai::PlayerSettings p;
  p.ai = s.evaluator.empty() ? default_ai(s.rules) : s.evaluator;
  p.weights = s.weights_json;
  p.weights_source = "the weights file";
  // The bot digs cheese with its dig weights, as `gameai tetris dig` measures it.
  if (s.mode == Mode::Dig) tetris_ai::use_dig_weights(p);
  p.think_ms = s.think_ms;
  if (!tetris_ai::supports_lookahead(s.rules)) return p;
  if (s.lookahead >= 2) {
    p.beam_width = 16;
    p.beam_depth = std::min(3, 1 + tetris::preview_length(s.rules));
  } else {
    p.lookahead = std::max(0, s.lookahead);
  }
  return p;
}

bool plays_dig_weights(const Settings& s) {
  return player_settings(s).weights_source == tetris_ai::DIG_WEIGHTS_SOURCE;
}

}  // namespace gameai::tetris_play
