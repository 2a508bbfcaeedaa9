#include "tetris_table.hpp"

#include <algorithm>

#include "dataset/tetris_run_fit.hpp"
#include "tetris/input.hpp"
#include "tetris_play/decision.hpp"

namespace gameai::web {
namespace {

tetris_play::Settings session_settings(const TableSettings& s) {
  tetris_play::Settings out;
  out.rules = *tetris::rule_set_from_string(s.rules);
  out.seed = s.seed;
  out.evaluator = s.ai;
  if (s.ai == "linear") out.weights_json = s.weights;
  out.lookahead = s.lookahead;
  out.width = s.width;
  out.height = s.height;
  out.mode = tetris_play::mode_from_name(s.mode).value_or(tetris_play::Mode::Endless);
  if (out.mode != tetris_play::Mode::Endless) {
    // As on the desktop: the first key starts the countdown, then the pieces fall.
    out.wait_for_start = true;
    out.countdown_ms = tetris_play::COUNTDOWN_MS;
  }
  return out;
}

// An endless game keeps its first pieces for its run file; past them (the AI may play all night)
// it keeps none and offers no file. Its game's own history is dropped as the table takes each
// step, so it never grows.
constexpr std::size_t MAX_ENDLESS_STEPS = 100000;

}  // namespace

std::string ai_weights_error(const std::string& ai, const std::string& weights) {
  if (ai == "linear") {
    if (weights.empty()) return "the linear AI plays with weights, and none were given";
    if (std::string error = dataset::linear_weights_error(weights); !error.empty())
      return "the linear AI's weights: " + error;
    return {};
  }
  const auto names = tetris_play::ai_names();
  if (std::find(names.begin(), names.end(), ai) == names.end())
    return "unknown AI '" + ai + "' (one of " + tetris_ai::preset_names() + ")";
  return {};
}

std::string settings_error(const TableSettings& s) {
  const auto rules = tetris::rule_set_from_string(s.rules);
  if (!rules) return "unknown rule set '" + s.rules + "'";
  if (std::string error = ai_weights_error(s.ai, s.weights); !error.empty()) return error;
  if (!tetris_play::ai_plays_rules(s.ai, *rules))
    return "the bot plays the guideline rules; under " + s.rules + " choose another AI";
  if (s.width < tetris::Board::MIN_WIDTH || s.width > tetris::Board::MAX_WIDTH ||
      s.height < tetris::Board::MIN_HEIGHT || s.height > tetris::Board::MAX_HEIGHT)
    return "board size must be 4-16 x 4-40";
  if (!tetris_play::mode_from_name(s.mode))
    return "unknown mode '" + s.mode + "' (endless, marathon, sprint, ultra, dig or zen)";
  return {};
}

TetrisTable::TetrisTable(const TableSettings& s)
    : settings_(s), session_(session_settings(s)), keeps_steps_(true) {
  // The cheese a dig starts on, in the order the rows rose.
  for (const std::uint8_t hole : session_.start_garbage()) cheese_.push_back(hole);
}

void TetrisTable::press(const std::string& key, double now) {
  if (const auto in = tetris::input_from_string(key)) session_.press(*in, now);
}

void TetrisTable::release(const std::string& key, double now) {
  if (const auto in = tetris::input_from_string(key)) session_.release(*in, now);
}

void TetrisTable::advance(double now) {
  session_.advance(now);
  if (auto request = session_.decision_request()) {
    tetris_play::Decision decision = tetris_play::decide(std::move(*request));
    session_.take_decision(std::move(decision), clock_ ? std::max(now, clock_()) : now);
  }
  collect();
}

void TetrisTable::collect() {
  for (const tetris_play::Sample& sample : session_.take_samples()) {
    ai_played_ = ai_played_ || sample.by_ai;
    if (!keeps_steps_) continue;
    if (session_.settings().mode == tetris_play::Mode::Endless &&
        steps_.size() >= MAX_ENDLESS_STEPS) {
      keeps_steps_ = false;
      steps_ = {};
      garbage_ = {};
      continue;
    }
    steps_.push_back({sample.step, sample.score});
    if (!sample.garbage_holes.empty())
      garbage_.push_back(
          {static_cast<std::int64_t>(steps_.size()),
           std::vector<int>(sample.garbage_holes.begin(), sample.garbage_holes.end())});
  }
  if (session_.settings().mode == tetris_play::Mode::Endless) session_.forget_history();
}

std::string TetrisTable::run_file(double now, std::int64_t unix_ms) {
  collect();
  const tetris_play::Settings& s = session_.settings();
  // Zen never ends by itself and endless only at a top-out: their runs so far are files too.
  const bool so_far = s.mode == tetris_play::Mode::Zen || s.mode == tetris_play::Mode::Endless;
  if (!keeps_steps_ || !(session_.over() || so_far)) return {};
  game_files::TetrisRunFile run;
  run.config = session_.game().config();
  run.mode = std::string(tetris_play::mode_name(s.mode));
  run.cheese = cheese_;
  if (ai_played_) {
    run.player_kind = "ai";
    run.player_name = "human+" + s.evaluator;
  }
  run.played_at_ms = unix_ms;
  run.program = "gameai web page";
  run.steps = steps_;
  run.garbage = garbage_;
  for (game_files::TetrisRunStep& step : run.steps) step.record.board_hash &= 0xffffffffu;
  const tetris_play::RunResult r = session_.result(now);
  // A zen run ends where the player stops it; an endless game still played has no result yet.
  if (r.end == tetris_play::RunEnd::Playing && s.mode != tetris_play::Mode::Zen)
    return game_files::write_tetris_run_file(run);
  run.result = game_files::TetrisRunFigures{
      r.end == tetris_play::RunEnd::ToppedOut ? "topped_out" : "finished",
      r.counts,
      static_cast<std::int64_t>(r.time_ms + 0.5),
      r.pieces,
      r.keys,
      r.lines,
      r.score,
      r.level};
  return game_files::write_tetris_run_file(run);
}

std::string RunReplay::load(const std::string& text) {
  game_files::TetrisFileRead read = game_files::read_tetris_file(text);
  if (read.run) {
    const game_files::TetrisRunReplay check = game_files::replay_tetris_run_file(*read.run);
    if (!check.exact()) return "the run does not replay: " + check.problem;
    boards_[0] = Board{std::move(*read.run), std::nullopt, tetris_play::CellColors(), 0};
    boards_[1] = Board{game_files::TetrisRunFile{}, std::nullopt, tetris_play::CellColors(), 0};
    versus_.reset();
  } else if (read.versus) {
    const game_files::TetrisRunReplay check = game_files::replay_tetris_versus_file(*read.versus);
    if (!check.exact()) return "the versus game does not replay: " + check.problem;
    for (std::size_t i = 0; i < 2; ++i)
      boards_[i] = Board{read.versus->boards[i], std::nullopt, tetris_play::CellColors(), 0};
    versus_ = std::move(read.versus);
  } else {
    return read.error;
  }
  for (int i = 0; i < boards(); ++i) picture(0, i);
  return {};
}

std::int64_t RunReplay::steps() const {
  std::int64_t most = 0;
  for (int i = 0; i < boards(); ++i)
    most = std::max(
        most, static_cast<std::int64_t>(boards_[static_cast<std::size_t>(i)].file.steps.size()));
  return most;
}

tetris_play::Picture RunReplay::picture(std::int64_t step, int board) {
  Board& b = boards_[static_cast<std::size_t>(std::clamp(board, 0, boards() - 1))];
  const game_files::TetrisRunFile& file = b.file;
  step = std::clamp<std::int64_t>(step, 0, static_cast<std::int64_t>(file.steps.size()));
  if (!b.game || step < b.shown) {
    b.game.emplace(game_files::tetris_run_start(file));
    b.colors = tetris_play::CellColors(file.config.width);
    b.colors.raise(static_cast<int>(file.cheese.size()), b.game->board());
    b.shown = 0;
  }
  for (; b.shown < step; ++b.shown) {
    if (game_files::clear_zen_top_out(file, *b.game))
      b.colors = tetris_play::CellColors(file.config.width);
    const game_files::TetrisRunStep& s = file.steps[static_cast<std::size_t>(b.shown)];
    b.game->replay(s.record);  // load() checked that every step replays
    b.colors.lock(s.record.placement, s.record.lines, b.game->board());
    for (const game_files::TetrisRunGarbage& g : file.garbage) {
      if (g.after != b.shown + 1) continue;
      for (const int hole : g.holes) b.game->add_garbage(1, hole);
      b.colors.raise(static_cast<int>(g.holes.size()), b.game->board());
    }
  }
  // As the desktop's replay: no falling piece, the place the next piece went shown as its ghost.
  tetris_play::Picture p = tetris_play::picture_of(*b.game, b.colors);
  p.active.reset();
  p.ghost.reset();
  p.active_kind = 0;
  if (b.shown < static_cast<std::int64_t>(file.steps.size())) {
    const tetris::Placement& next = file.steps[static_cast<std::size_t>(b.shown)].record.placement;
    p.ghost = tetris_play::cells_of(next);
    p.active_kind = tetris_play::kind_of(next.piece);
  }
  return p;
}

}  // namespace gameai::web
