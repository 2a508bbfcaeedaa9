#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tetris/game.hpp"
#include "tetris/garbage_exchange.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_cell_colors.hpp"
#include "tetris_snapshot.hpp"

namespace gameai::gui {

// The choices that make a Tetris game in the app: the rules, the board, the seed, and the AI that
// plays when the player hands it the game.
struct TetrisSettings {
  tetris::RuleSet rules = tetris::RuleSet::Guideline;
  int width = 10;
  int height = 20;
  std::uint64_t seed = 1;
  tetris::ScoringKind scoring = tetris::ScoringKind::Guideline;
  std::string evaluator;    // empty: the rules' default (TetrisSession::defaultAi)
  std::string weightsJson;  // empty: the evaluator's published weights
  int lookahead = 1;        // 0 one piece, 1 piece + preview, 2 beam search
  int thinkMs = 20;         // the guideline bot's time per piece
};

// One Tetris game as the app plays it: the rules library's Game, the AI player (the Tetris AI's
// front door) that can take it over at any moment, and the colours of the settled cells (the rules
// board only knows filled or empty; the picture remembers which piece filled a cell, and is checked
// against the board after every lock so it can never disagree with the rules).
//
// The session is a value: the AI worker thread receives a copy, plays on it, and hands the copy
// back, so the game is never touched by two threads at once.
class TetrisSession {
 public:
  // Throws std::invalid_argument naming a bad board size, evaluator or weights.
  explicit TetrisSession(const TetrisSettings& settings = {});

  const tetris::Game& game() const { return m_game; }
  // Changes the AI of the running game (evaluator, weights, lookahead of `settings`); throws
  // std::invalid_argument and keeps the old AI when they are bad.
  void setAi(const TetrisSettings& settings);
  const TetrisSettings& settings() const { return m_settings; }
  // The weights the AI plays with, as JSON (kept with the game's records).
  std::string aiWeightsJson() const;
  bool manualPlayPossible() const { return tetris::has_falling_piece(m_settings.rules); }

  // One key of a player or of an AI key path; returns whether anything changed.
  bool input(tetris::Input in);
  // One row of gravity (locks a resting piece).
  bool gravityTick();
  // Whether the falling piece rests on the stack or the floor (the next gravity tick locks it).
  bool resting() const;

  // The AI's choice for the current piece from where it stands now, with the keys that take it
  // there (ending in HardDrop). nullopt when the game is over. Under classic there is no falling
  // piece: the path is empty and playAi() places the piece.
  struct AiMove {
    tetris::Placement target;
    tetris::InputPath path;
    bool hold = false;                    // the path starts with the hold key
    std::vector<tetris::Placement> plan;  // the bot's next placements after this one
  };
  std::optional<AiMove> aiMove();
  // The soft drops right before the final hard drop only walk the piece down a free column, which
  // the hard drop does in one key: the path the viewer watches leaves them out.
  static std::vector<tetris::Input> watchablePath(const tetris::InputPath& path);
  // The AI's whole decision for the current piece (hold, placement, spin, plan); in versus,
  // `incoming` garbage rows wait to rise under the stack.
  std::optional<tetris_ai::Choice> aiChoice(int incoming = 0);
  // Plays a decision: the hold key first if it holds, then the placement; false when the game
  // refuses it.
  bool playChoice(const tetris_ai::Choice& choice);
  // Decides and locks the current piece at once; false when the game is over.
  bool playAi();
  // Versus: hands the lock just made to the garbage exchange as player `side`, which may raise
  // garbage under the stack.
  tetris::LockAttack exchangeGarbage(tetris::GarbageExchange& exchange, int side);
  // Locks the current piece at a placement chosen earlier (classic has no key path to walk).
  bool play(const tetris::Placement& target);

  // Per locked piece: pieces so far, stack height after the lock, lines so far, and the step as
  // the rules recorded it with the score after it (for the records store).
  struct Sample {
    std::int64_t pieces = 0;
    int height = 0;
    std::int64_t lines = 0;
    std::int64_t score = 0;
    tetris::StepRecord step;
  };
  std::vector<Sample> takeSamples();

  TetrisSnapshot snapshot(const std::optional<tetris::Placement>& hint = std::nullopt) const;
  // The same, with the AI's whole hint: its placement, its plan after it, and the hold key.
  TetrisSnapshot snapshot(const std::optional<AiMove>& hint) const;

  // Every AI the app offers: the evaluator presets and the guideline bot.
  static std::vector<std::string> evaluatorNames();
  // Whether the AI library lets `name` play under `rules` (the bot plays guideline only).
  static bool aiPlaysRules(const std::string& name, tetris::RuleSet rules);
  // The AI a new game under `rules` starts with: the bot where it plays, else eltetris.
  static std::string defaultAi(tetris::RuleSet rules);
  // The rule set's name in the interface language; a stored variant name the rules library does
  // not know is shown as stored.
  static QString ruleSetName(tetris::RuleSet rules);
  static QString ruleSetName(const std::string& stored);

 private:
  void syncAfterChange(std::int64_t piecesBefore);
  void recordLock(const tetris::StepRecord& step);
  TetrisSettings m_settings;
  tetris::Game m_game;
  tetris_ai::Player m_player;
  TetrisCellColors m_colors;
  std::vector<Sample> m_samples;
};

}  // namespace gameai::gui
