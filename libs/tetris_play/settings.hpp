#pragma once
// What a front end chooses for a game it plays: the rules and the board, the seed, the player's
// key handling, and the AI that takes the game over when asked (and gives the hint). The AI a
// rule set starts with and the mapping from the front ends' "lookahead" choice to the AI's
// search are made here, once, for the desktop app, the web page and the terminal.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tetris/rules.hpp"
#include "tetris/scoring.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_play/mode.hpp"
#include "tetris_play/timing.hpp"

namespace gameai::tetris_play {

struct Settings {
  tetris::RuleSet rules = tetris::RuleSet::Guideline;
  int width = 10;
  int height = 20;
  std::uint64_t seed = 1;  // deals the pieces
  tetris::ScoringKind scoring = tetris::ScoringKind::Guideline;
  // One tetris::StepRecord per locked piece in the game's history (the records store and versus
  // garbage need them); off for a page that may play all night.
  bool record_history = true;
  // A new game waits for the player's first key (or for the AI) before the pieces fall.
  bool wait_for_start = false;
  // The mode of play (mode.hpp) and the countdown before the pieces fall (0: none; front ends
  // use COUNTDOWN_MS). The countdown starts when the game starts: at the first key or
  // start() with wait_for_start, else at the session's first time.
  Mode mode = Mode::Endless;
  double countdown_ms = 0;
  Handling handling;

  // The AI: a player name (tetris_ai::player_names(); empty: default_ai(rules)), weights as
  // JSON overriding the preset's (empty: published), the search, the bot's time per piece.
  std::string evaluator;
  std::string weights_json;
  int lookahead = 1;  // 0 the current piece, 1 with the next, 2 beam search; where rules offer it
  int think_ms = 20;
  std::optional<std::uint64_t> ai_seed;  // the compact player's coin flips; default: seed
};

// The AI a new game under `rules` starts with: the guideline bot where it plays, else eltetris.
std::string default_ai(tetris::RuleSet rules);
// Whether the AI library lets `name` play under `rules` (the bot plays guideline only); throws
// nothing, so the browser's module may ask.
bool ai_plays_rules(const std::string& name, tetris::RuleSet rules);
// Every AI a front end offers by name: the evaluator presets and the bot (not "linear", the
// tuner's starting point).
std::vector<std::string> ai_names();

// The settings as a front end shows them: the AI named (the rules' default for an empty name),
// lookahead 0 where the rules offer none.
Settings normalised(Settings settings);
// The AI front door's settings for these choices; lookahead and beam search only where the
// rules offer them (beam: 16 sequences of up to 3 pieces, the ones the rules show).
tetris_ai::PlayerSettings player_settings(const Settings& settings);
// Whether player_settings gives the AI the bot's dig weights: the bot, a dig, no weights file
// (what a front end names as the weights the AI plays with).
bool plays_dig_weights(const Settings& settings);

}  // namespace gameai::tetris_play
