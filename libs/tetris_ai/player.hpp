#pragma once
// The front door of the Tetris AI: every front end (the command line, the desktop app, the
// headless simulator, the tuner, the web page) asks a Player where the current piece goes and by
// which keys, and nothing else of this library.
//
// A player is made from PlayerSettings (what a user chooses: a preset by name, weights as JSON,
// the search) and the rule set, and is checked once, here: an unknown preset, a weights file
// with an unknown key or a value out of range, or a search the rule set does not offer all throw
// PlayerError with a message that names what to fix. Under `classic` and `standard` the
// controllers of controller.hpp place the piece (one piece, piece + next, beam search); under
// `guideline` the player chooses among every resting place tetris::MoveGenerator reaches from
// the falling piece, tucks and spins included, and walks there by the shortest key path.
//
//   tetris_ai::PlayerSettings settings;            // eltetris, one piece
//   settings.ai = "bcts";
//   tetris_ai::Player player(settings, game.rules());
//   if (auto choice = player.choose(game)) game.play(choice->placement, choice->spin);

#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tetris/board.hpp"
#include "tetris/game.hpp"
#include "tetris/input.hpp"
#include "tetris/movegen.hpp"
#include "tetris/placement.hpp"
#include "tetris/rules.hpp"
#include "tetris/spin.hpp"
#include "tetris_ai/bot.hpp"
#include "tetris_ai/controller.hpp"
#include "tetris_ai/evaluator.hpp"
#include "tetris_ai/features.hpp"

namespace gameai::tetris_ai {

// What a user chooses about an AI player.
struct PlayerSettings {
  std::string ai = "eltetris";  // a preset name (PRESETS)
  std::string weights;          // a JSON object overriding the preset's weights; "" for none
  std::string weights_source;   // where `weights` came from, named in errors ("mine.json")
  int lookahead = 0;            // 0: the current piece alone; 1: with the next piece
  int beam_width = 0;           // > 0: beam search keeping this many sequences ...
  int beam_depth = 0;           // ... of this many pieces, the current one included
  // The share of pieces (0..1) the one-piece players place at a random legal placement instead
  // (a noisy player, to test learning from recorded games; the seed draws them).
  double noise = 0;
  // The guideline bot (ai "bot") thinks this long, or this many nodes, per piece (0: no limit
  // of that kind; both 0: one narrow search).
  int think_ms = 20;
  std::uint64_t nodes = 0;
  // Threads sharing each of the bot's decisions (1..MAX_BOT_THREADS); with a node budget the
  // bot plays the same moves whatever the count.
  int search_threads = 1;
  // think_ms counts the CPU time the bot's deciding thread uses, not the wall clock (fair
  // against another program on a busy machine: bot.hpp).
  bool cpu_clock = false;
  friend bool operator==(const PlayerSettings&, const PlayerSettings&) = default;
};

// A setting the user must change; the message says which and why.
class PlayerError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

inline constexpr int MAX_BEAM_WIDTH = 4096;
inline constexpr int MAX_BEAM_DEPTH = 32;  // the current piece and up to 31 previews

// The name of the guideline bot (bot.hpp), beside the presets of the one-piece players.
inline constexpr std::string_view BOT_NAME = "bot";

// A cheese dig: the bot plays with its dig weights (bot_eval.hpp) unless `p` already has weights.
// Returns whether `p` now holds them (its weights_source is then DIG_WEIGHTS_SOURCE).
inline constexpr std::string_view DIG_WEIGHTS_SOURCE = "the bot's dig weights";
bool use_dig_weights(PlayerSettings& p);

// Whether the player named `ai` plays under `rules` (no exception: the browser's module cannot
// catch one): the bot plays the guideline rules only, the presets all three; false for a name
// that is neither.
bool plays_rules(std::string_view ai, tetris::RuleSet rules) noexcept;

// Every player name: the presets in PRESETS order, then the bot.
std::string preset_names(std::string_view separator = ", ");
std::vector<std::string> player_names();

// Whether players under `rules` may look ahead (--lookahead 1, beam search): under guideline
// the player chooses among every key-reachable resting place and looks at one piece.
constexpr bool supports_lookahead(tetris::RuleSet rules) noexcept {
  return rules != tetris::RuleSet::Guideline;
}

// Reads a weights file into settings.weights (and its name into weights_source). Throws
// PlayerError naming the file when it cannot be read; its content is checked by Player.
void load_weights_file(PlayerSettings& settings, const std::string& path);

// Parses the text of weights (from `source`, named in errors) as JSON. Throws PlayerError on a
// syntax error (with its line and column), a number out of range (with its key) or a key given
// twice; which keys and values a player takes is checked when the player is made.
nlohmann::json parse_weights(const std::string& text, const std::string& source);

// Parses "W,D" into settings' beam width and depth; PlayerError when malformed.
void parse_beam(PlayerSettings& settings, std::string_view text);

// One decision: where the piece locks, as which spin, whether the hold key comes first, the keys
// that take it there from where it stands (ending with HardDrop; empty under classic, where
// pieces are dropped, not steered), and how the evaluator scored it (for lookahead and beam
// search, the summed score of the best sequence it starts).
struct Choice {
  tetris::Placement placement;
  tetris::Spin spin = tetris::Spin::None;
  bool hold = false;
  tetris::InputPath path;
  double score = 0;
  PlacementFeatures features;
  std::vector<tetris::Placement> plan;  // the bot's planned placements, this one first
  std::vector<bool> plan_holds;         // whether the hold key comes before each of them
};

class Player {
 public:
  // `seed` drives the random tie-breaks of the compact preset. Throws PlayerError.
  Player(const PlayerSettings& settings, tetris::RuleSet rules, std::uint64_t seed = 0);
  Player(const Player& other);
  Player& operator=(const Player& other);
  Player(Player&&) noexcept = default;
  Player& operator=(Player&&) noexcept = default;
  ~Player();

  const PlayerSettings& settings() const noexcept { return settings_; }
  tetris::RuleSet rules() const noexcept { return rules_; }
  std::string_view name() const noexcept {
    return bot_ ? BOT_NAME : controller_.evaluator().name();
  }
  bool is_bot() const noexcept { return bot_ != nullptr; }
  // The weights in use, every key (a preset's with the overrides applied).
  nlohmann::json weights_json() const;
  // How many preview pieces the player looks at.
  int preview_used() const noexcept { return controller_.preview_used(); }

  // The move for the game's current piece from where it stands now. When the player hands over
  // a piece that is already past the way to the controller's placement, the best placement still
  // reachable by the same evaluator. nullopt when the game is over.
  std::optional<Choice> choose(tetris::Game& game);
  // From another thread: ends the bot's search under way early (it still returns a move), and
  // lets later searches run their budget again (bot.hpp). Nothing for the other players.
  void cancel() noexcept {
    if (bot_) bot_->cancel();
  }
  void resume() noexcept {
    if (bot_) bot_->resume();
  }
  // Versus: the garbage rows waiting to rise under the game's stack, for the next choose(game)
  // (the bot cancels them with attack and counts them in its height; 0 outside versus).
  void set_incoming(int rows) noexcept { incoming_ = rows; }

  // The choice for `piece` entering `board` (the `best` command): from the spawn position.
  std::optional<Choice> choose(const tetris::Board& board, tetris::Piece piece,
                               std::span<const tetris::Piece> preview = {});

  // The move for a position as a front end knows it, not from a tetris::Game (the Tetris Bot
  // Protocol's question): board, current piece, queue, hold and attack chain. No key path; the
  // one-piece players ignore the hold.
  std::optional<Choice> choose(const BotState& position);

  // The headless simulator's fast path (classic and standard): the controller's decision on the
  // column form of the board, without a key path.
  std::optional<Decision> decide(const ColumnBoard& board, tetris::Piece piece,
                                 std::span<const tetris::Piece> preview) {
    return controller_.decide(board, piece, preview);
  }
  // The best of the moves in `moves` of their piece on `board` (guideline), with its index.
  std::optional<Choice> choose_move(const tetris::Board& board, const tetris::MoveGenerator& moves,
                                    bool with_path);

 private:
  tetris::MoveGenerator& generator();
  std::optional<Choice> bot_choice(tetris::Game& game);

  PlayerSettings settings_;
  tetris::RuleSet rules_;
  Controller controller_;
  std::unique_ptr<tetris::MoveGenerator> generator_;  // made on first use (about 150 KB)
  std::vector<tetris::Placement> candidates_;         // choose_move's buffer, kept
  std::unique_ptr<Bot> bot_;                          // the guideline bot, when ai is "bot"
  int incoming_ = 0;
};

}  // namespace gameai::tetris_ai
