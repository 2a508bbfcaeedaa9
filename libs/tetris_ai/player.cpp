#include "tetris_ai/player.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

#include "tetris_ai/bot_eval.hpp"
#include "tetris_ai/column_board.hpp"

namespace gameai::tetris_ai {
namespace {

// nlohmann's messages start with "[json.exception.<kind>.<id>] "; the user needs the rest.
std::string json_message(const nlohmann::json::exception& e) {
  const std::string what = e.what();
  const auto close = what.find("] ");
  return close == std::string::npos ? what : what.substr(close + 2);
}

Evaluator make_evaluator(const PlayerSettings& s, tetris::RuleSet rules) {
  if (s.ai == BOT_NAME) return Evaluator();
  const Preset* preset = find_preset(s.ai);
  if (preset == nullptr) {
    throw PlayerError("unknown AI '" + s.ai + "'; expected one of: " + preset_names());
  }
  Evaluator evaluator(preset_for_rules(*preset, rules));
  if (s.weights.empty()) return evaluator;
  const std::string source = s.weights_source.empty() ? "weights" : s.weights_source;
  const nlohmann::json json = parse_weights(s.weights, source);
  try {
    evaluator.set_weights(json);
  } catch (const std::invalid_argument& e) {
    throw PlayerError(source + ": " + e.what() + " (for the " + s.ai + " AI)");
  } catch (const nlohmann::json::exception& e) {
    throw PlayerError(source + ": " + json_message(e) + " (for the " + s.ai + " AI)");
  }
  return evaluator;
}

std::unique_ptr<Bot> make_bot(const PlayerSettings& s, tetris::RuleSet rules) {
  if (s.ai != BOT_NAME) return nullptr;
  if (!plays_rules(s.ai, rules)) {
    std::string presets;
    for (const Preset& p : PRESETS) presets += (presets.empty() ? "" : ", ") + std::string(p.name);
    throw PlayerError("the bot plays the guideline rules (hold, previews, T-spins); under " +
                      std::string(tetris::rule_set_name(rules)) + " choose one of " + presets);
  }
  if (s.noise != 0) {
    throw PlayerError("the noise is for the one-piece players (" + preset_names() +
                      "), not the bot");
  }
  if (s.think_ms < 0 || s.think_ms > 3'600'000) {
    throw PlayerError("the think time must be 0.." + std::to_string(3'600'000) + " ms");
  }
  if (s.search_threads < 1 || s.search_threads > MAX_BOT_THREADS) {
    throw PlayerError("the bot's search threads must be 1.." + std::to_string(MAX_BOT_THREADS));
  }
  BotSettings settings;
  settings.think_ms = s.think_ms;
  settings.nodes = s.nodes;
  settings.threads = s.search_threads;
  settings.cpu_clock = s.cpu_clock;
  if (!s.weights.empty()) {
    const std::string source = s.weights_source.empty() ? "weights" : s.weights_source;
    const nlohmann::json json = parse_weights(s.weights, source);
    try {
      from_json(json, settings.weights);
    } catch (const std::invalid_argument& e) {
      throw PlayerError(source + ": " + e.what() + " (for the bot)");
    } catch (const nlohmann::json::exception& e) {
      throw PlayerError(source + ": " + json_message(e) + " (for the bot)");
    }
  }
  return std::make_unique<Bot>(settings);
}

SearchOptions make_search(const PlayerSettings& s, tetris::RuleSet rules) {
  if (s.lookahead < 0 || s.lookahead > 1) {
    throw PlayerError("lookahead must be 0 or 1, not " + std::to_string(s.lookahead));
  }
  if (s.beam_width < 0 || s.beam_width > MAX_BEAM_WIDTH) {
    throw PlayerError("the beam width must be 1.." + std::to_string(MAX_BEAM_WIDTH));
  }
  if (s.beam_width > 0 && (s.beam_depth < 1 || s.beam_depth > MAX_BEAM_DEPTH)) {
    throw PlayerError("the beam depth must be 1.." + std::to_string(MAX_BEAM_DEPTH));
  }
  if (s.beam_width > 0 && s.lookahead != 0) {
    throw PlayerError("use either lookahead or beam search, not both");
  }
  if (!supports_lookahead(rules) && (s.lookahead != 0 || s.beam_width > 0)) {
    throw PlayerError(
        "--lookahead and --beam are for the one-piece players under classic and "
        "standard; under " +
        std::string(tetris::rule_set_name(rules)) +
        " the bot searches hold and the previews itself (--think-ms, --nodes)");
  }
  if (!(s.noise >= 0 && s.noise <= 1)) {
    throw PlayerError("the noise is a share of the pieces, 0..1, not " + std::to_string(s.noise));
  }
  SearchOptions search;
  search.noise = s.noise;
  search.lookahead = s.lookahead;
  search.beam_width = s.beam_width;
  search.beam_depth = s.beam_width > 0 ? s.beam_depth : 0;
  search.rules = rules;
  return search;
}

// Every feature of placing `p` on `board`, hole details included (the controllers leave them 0
// when their weights ignore them), measured as `variant` says.
PlacementFeatures full_features(const tetris::Board& board, const tetris::Placement& p,
                                FeatureVariant variant) {
  FeatureCalculator calc;
  calc.reset(ColumnBoard(board), ALL_FEATURES, variant);
  return calc.evaluate(column_shape(p.piece, p.rotation), p.column, p.row);
}

bool parse_int(std::string_view text, int& out) {
  if (text.empty() || text.size() > 9) return false;
  int v = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + (c - '0');
  }
  out = v;
  return true;
}

}  // namespace

bool plays_rules(std::string_view ai, tetris::RuleSet rules) noexcept {
  if (ai == BOT_NAME) return rules == tetris::RuleSet::Guideline;
  return find_preset(ai) != nullptr;
}

std::string preset_names(std::string_view separator) {
  std::string names;
  for (const std::string& n : player_names()) {
    if (!names.empty()) names += separator;
    names += n;
  }
  return names;
}

std::vector<std::string> player_names() {
  std::vector<std::string> names;
  for (const Preset& p : PRESETS) names.emplace_back(p.name);
  names.emplace_back(BOT_NAME);
  return names;
}

// The last key read names a number out of range (such as 1e400, which stops the parser before
// any value reaches us); a syntax error gives its line and column instead. A weight given twice
// is an error: JSON would keep the last silently.
nlohmann::json parse_weights(const std::string& text, const std::string& source) {
  std::string last_key;
  std::vector<std::string> keys;
  std::string repeated;
  const nlohmann::json::parser_callback_t track =
      [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        if (depth == 1 && event == nlohmann::json::parse_event_t::key) {
          last_key = parsed.get<std::string>();
          if (repeated.empty() && std::find(keys.begin(), keys.end(), last_key) != keys.end()) {
            repeated = last_key;
          }
          keys.push_back(last_key);
        }
        return true;
      };
  nlohmann::json json;
  try {
    json = nlohmann::json::parse(text, track);
  } catch (const nlohmann::json::exception& e) {
    constexpr int NUMBER_OUT_OF_RANGE = 406;
    const bool at_key = e.id == NUMBER_OUT_OF_RANGE && !last_key.empty();
    const std::string where = at_key ? " (at weight \"" + last_key + "\")" : "";
    throw PlayerError(source + ": not a valid weights file: " + json_message(e) + where);
  }
  if (!repeated.empty()) {
    throw PlayerError(source + ": weight \"" + repeated + "\" is given twice; keep one");
  }
  return json;
}

void load_weights_file(PlayerSettings& settings, const std::string& path) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    throw PlayerError(path + ": is a directory, not a weights file");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw PlayerError(path + ": cannot open the weights file");
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw PlayerError(path + ": cannot read the weights file");
  settings.weights = text.str();
  settings.weights_source = path;
  if (settings.weights.find_first_not_of(" \t\r\n") == std::string::npos) {
    throw PlayerError(path + ": the weights file is empty");
  }
}

void parse_beam(PlayerSettings& settings, std::string_view text) {
  const auto comma = text.find(',');
  int width = 0;
  int depth = 0;
  if (comma == std::string_view::npos || !parse_int(text.substr(0, comma), width) ||
      !parse_int(text.substr(comma + 1), depth)) {
    throw PlayerError("the beam takes W,D (two whole numbers, e.g. 8,3), not '" +
                      std::string(text) + "'");
  }
  if (width < 1 || width > MAX_BEAM_WIDTH) {
    throw PlayerError("the beam width must be 1.." + std::to_string(MAX_BEAM_WIDTH));
  }
  if (depth < 1 || depth > MAX_BEAM_DEPTH) {
    throw PlayerError("the beam depth must be 1.." + std::to_string(MAX_BEAM_DEPTH));
  }
  settings.beam_width = width;
  settings.beam_depth = depth;
}

Player::Player(const PlayerSettings& settings, tetris::RuleSet rules, std::uint64_t seed)
    : settings_(settings),
      rules_(rules),
      controller_(make_evaluator(settings, rules), make_search(settings, rules), seed),
      bot_(make_bot(settings, rules)) {}

Player::Player(const Player& other)
    : settings_(other.settings_),
      rules_(other.rules_),
      controller_(other.controller_),
      bot_(other.bot_ ? std::make_unique<Bot>(other.bot_->settings()) : nullptr) {}

Player& Player::operator=(const Player& other) {
  if (this != &other) {
    Player copy(other);
    *this = std::move(copy);
  }
  return *this;
}

Player::~Player() = default;

nlohmann::json Player::weights_json() const {
  if (bot_) {
    nlohmann::json j;
    to_json(j, bot_->settings().weights);
    return j;
  }
  return controller_.evaluator().weights_json();
}

// The bot's decision for the game, with the key path that carries it out: the hold key first
// when it holds, then the path of the piece that enters.
std::optional<Choice> Player::bot_choice(tetris::Game& game) {
  BotState state;
  state.board = game.board();
  state.current = game.current();
  const auto preview = game.preview();
  state.queue.assign(preview.begin(), preview.end());
  state.hold = game.hold();
  state.hold_allowed = game.can_hold();
  state.attack = {game.scorer().back_to_back(), game.scorer().combo()};
  state.bag = game.unseen_bag();
  state.incoming = incoming_;
  const auto falling = game.falling();
  const auto entry = tetris::entry_placement(rules_, game.current(), game.board());
  if (falling && (!entry || *falling != *entry)) state.falling = falling;
  std::optional<Choice> choice = choose(state);
  if (!choice) return std::nullopt;
  Choice& c = *choice;
  const auto walk = [&](tetris::Game& g) {
    const tetris::MoveGenerator& moves = g.moves();
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (moves[i].placement == c.placement && moves[i].spin == c.spin) {
        tetris::InputPath tail;
        moves.path(i, tail);
        for (const tetris::Input in : tail) c.path.push_back(in);
        return;
      }
    }
  };
  if (c.hold) {
    tetris::Game held = game;
    held.input(tetris::Input::Hold);
    c.path.push_back(tetris::Input::Hold);
    walk(held);
  } else {
    walk(game);
  }
  return choice;
}

tetris::MoveGenerator& Player::generator() {
  if (!generator_) generator_ = std::make_unique<tetris::MoveGenerator>();
  return *generator_;
}

std::optional<Choice> Player::choose_move(const tetris::Board& board,
                                          const tetris::MoveGenerator& moves, bool with_path) {
  candidates_.clear();
  for (const tetris::Move& m : moves) candidates_.push_back(m.placement);
  const std::optional<Decision> d = controller_.choose(ColumnBoard(board), candidates_);
  if (!d) return std::nullopt;
  // The same cells may be reached as a plain lock, a mini and a full T-spin: take the best
  // spin, as tetris::Game::play does.
  std::size_t best = moves.size();
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i].placement != d->placement) continue;
    if (best == moves.size() ||
        static_cast<int>(moves[i].spin) > static_cast<int>(moves[best].spin)) {
      best = i;
    }
  }
  Choice c;
  c.placement = d->placement;
  c.spin = moves[best].spin;
  c.score = d->score;
  c.features = d->features;
  if (with_path) {
    moves.path(best, c.path);
    c.features = full_features(board, c.placement, controller_.evaluator().variant());
  }
  return c;
}

std::optional<Choice> Player::choose(tetris::Game& game) {
  if (game.game_over()) return std::nullopt;
  if (bot_) return bot_choice(game);
  if (rules_ == tetris::RuleSet::Classic) {
    const auto d = controller_.decide(ColumnBoard(game.board()), game.current(), game.preview());
    if (!d) return std::nullopt;
    Choice c;
    c.placement = d->placement;
    c.score = d->score;
    c.features = full_features(game.board(), c.placement, controller_.evaluator().variant());
    return c;
  }
  const tetris::MoveGenerator& moves = game.moves();
  if (moves.empty()) return std::nullopt;
  if (rules_ == tetris::RuleSet::Standard) {
    const auto d = controller_.decide(ColumnBoard(game.board()), game.current(), game.preview());
    if (d) {
      const tetris::Placement want = tetris::canonical(d->placement);
      for (std::size_t i = 0; i < moves.size(); ++i) {
        if (moves[i].placement != want) continue;
        Choice c;
        c.placement = moves[i].placement;
        c.spin = moves[i].spin;
        c.score = d->score;
        c.features = full_features(game.board(), c.placement, controller_.evaluator().variant());
        moves.path(i, c.path);
        return c;
      }
    }
  }
  return choose_move(game.board(), moves, true);
}

std::optional<Choice> Player::choose(const BotState& position) {
  if (!bot_) return choose(position.board, position.current, position.queue);
  const std::optional<BotDecision> d = bot_->think(position);
  if (!d) return std::nullopt;
  Choice c;
  c.placement = d->first.placement;
  c.spin = d->first.spin;
  c.hold = d->first.hold;
  c.score = d->score;
  c.features = full_features(position.board, c.placement, controller_.evaluator().variant());
  for (const PlanStep& step : d->plan) {
    c.plan.push_back(step.placement);
    c.plan_holds.push_back(step.hold);
  }
  return c;
}

std::optional<Choice> Player::choose(const tetris::Board& board, tetris::Piece piece,
                                     std::span<const tetris::Piece> preview) {
  if (bot_) {
    BotState state;
    state.board = board;
    state.current = piece;
    state.queue.assign(preview.begin(), preview.end());
    state.hold_allowed = false;
    std::optional<Choice> choice = choose(state);
    if (!choice) return std::nullopt;
    Choice& c = *choice;
    tetris::MoveGenerator& moves = generator();
    moves.generate(rules_, board, piece);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (moves[i].placement == c.placement && moves[i].spin == c.spin) moves.path(i, c.path);
    }
    return choice;
  }
  if (rules_ == tetris::RuleSet::Guideline) {
    tetris::MoveGenerator& moves = generator();
    moves.generate(rules_, board, piece);
    if (moves.empty()) return std::nullopt;
    return choose_move(board, moves, true);
  }
  const auto d = controller_.decide(ColumnBoard(board), piece, preview);
  if (!d) return std::nullopt;
  Choice c;
  c.placement = d->placement;
  c.score = d->score;
  c.features = full_features(board, c.placement, controller_.evaluator().variant());
  if (rules_ == tetris::RuleSet::Standard) {
    tetris::MoveGenerator& moves = generator();
    moves.generate(rules_, board, piece);
    const tetris::Placement want = tetris::canonical(d->placement);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (moves[i].placement == want) {
        c.spin = moves[i].spin;
        moves.path(i, c.path);
        break;
      }
    }
  }
  return c;
}

bool use_dig_weights(PlayerSettings& p) {
  if (p.ai != BOT_NAME || !p.weights.empty()) return false;
  p.weights = nlohmann::json(dig_weights()).dump();
  p.weights_source = std::string(DIG_WEIGHTS_SOURCE);
  return true;
}

}  // namespace gameai::tetris_ai
