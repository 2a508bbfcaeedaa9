#include "tetris_session.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace gameai::gui {

using namespace gameai::tetris;

namespace {

tetris::GameConfig configOf(const TetrisSettings& s) {
  GameConfig c = GameConfig::for_rules(s.rules, s.seed);
  c.width = s.width;
  c.height = s.height;
  c.scoring = s.scoring;
  return c;
}

// The AI front door's settings for the app's choices; lookahead only where the rules offer it.
tetris_ai::PlayerSettings playerSettingsOf(const TetrisSettings& s) {
  tetris_ai::PlayerSettings p;
  p.ai = s.evaluator;
  p.weights = s.weightsJson;
  p.weights_source = "the weights file";
  p.think_ms = s.thinkMs;
  if (!tetris_ai::supports_lookahead(s.rules)) return p;
  if (s.lookahead >= 2) {
    p.beam_width = 16;
    p.beam_depth = std::min(3, 1 + preview_length(s.rules));
  } else {
    p.lookahead = std::max(0, s.lookahead);
  }
  return p;
}

// The settings with the AI named: an empty name is the rules' default.
TetrisSettings withAi(TetrisSettings s) {
  if (s.evaluator.empty()) s.evaluator = TetrisSession::defaultAi(s.rules);
  return s;
}

tetris_ai::Player playerOf(const TetrisSettings& s) {
  try {
    return tetris_ai::Player(playerSettingsOf(s), s.rules, s.seed);
  } catch (const tetris_ai::PlayerError& e) {
    throw std::invalid_argument(e.what());
  }
}

// The four absolute cells of a placement, sorted.
std::array<std::pair<int, int>, 4> cellsOf(const Placement& p) {
  std::array<std::pair<int, int>, 4> cells;
  const Shape& s = p.cells_shape();
  for (size_t i = 0; i < 4; ++i) cells[i] = {s.cells[i].x + p.column, s.cells[i].y + p.row};
  std::sort(cells.begin(), cells.end());
  return cells;
}

}  // namespace

TetrisSession::TetrisSession(const TetrisSettings& settings)
    : m_settings(withAi(settings)),
      m_game(configOf(settings)),
      m_player(playerOf(m_settings)),
      m_colors(settings.width) {}

void TetrisSession::setAi(const TetrisSettings& settings) {
  TetrisSettings next = m_settings;
  next.evaluator = withAi(settings).evaluator;
  next.weightsJson = settings.weightsJson;
  next.lookahead = settings.lookahead;
  m_player = playerOf(next);
  m_settings = next;
}

std::string TetrisSession::aiWeightsJson() const {
  return m_player.weights_json().dump();
}

std::vector<std::string> TetrisSession::evaluatorNames() {
  std::vector<std::string> names;
  for (const std::string& name : tetris_ai::player_names())
    if (name != "linear") names.push_back(name);
  return names;
}

bool TetrisSession::aiPlaysRules(const std::string& name, RuleSet rules) {
  try {
    tetris_ai::PlayerSettings settings;
    settings.ai = name;
    tetris_ai::Player probe(settings, rules);
    return true;
  } catch (const tetris_ai::PlayerError&) {
    return false;
  }
}

std::string TetrisSession::defaultAi(RuleSet rules) {
  const std::string bot(tetris_ai::BOT_NAME);
  return aiPlaysRules(bot, rules) ? bot : std::string("eltetris");
}

QString TetrisSession::ruleSetName(RuleSet rules) {
  switch (rules) {
    case RuleSet::Guideline:
      return QCoreApplication::translate("gameai::gui::TetrisSession", "guideline");
    case RuleSet::Standard:
      return QCoreApplication::translate("gameai::gui::TetrisSession", "standard");
    case RuleSet::Classic:
      return QCoreApplication::translate("gameai::gui::TetrisSession", "classic");
  }
  const auto name = rule_set_name(rules);
  return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

QString TetrisSession::ruleSetName(const std::string& stored) {
  if (const auto rules = rule_set_from_string(stored)) return ruleSetName(*rules);
  return QString::fromStdString(stored);
}

bool TetrisSession::input(Input in) {
  const std::int64_t before = m_game.pieces();
  const bool changed = m_game.input(in);
  syncAfterChange(before);
  return changed;
}

bool TetrisSession::gravityTick() {
  const std::int64_t before = m_game.pieces();
  const bool changed = m_game.gravity_tick();
  syncAfterChange(before);
  return changed;
}

bool TetrisSession::resting() const {
  const auto f = m_game.falling();
  if (!f) return false;
  Placement below = *f;
  below.row = std::int8_t(below.row - 1);
  return below.row < 0 || !m_game.board().fits(below);
}

void TetrisSession::syncAfterChange(std::int64_t piecesBefore) {
  const auto& history = m_game.history();
  const std::int64_t locked = m_game.pieces() - piecesBefore;
  for (std::int64_t i = locked; i > 0; --i)
    if (history.size() >= size_t(i)) recordLock(history[history.size() - size_t(i)]);
}

void TetrisSession::recordLock(const StepRecord& step) {
  m_colors.lock(step.placement, step.lines, m_game.board());
  Sample sample;
  sample.pieces = m_game.pieces();
  sample.height = m_game.board().max_height();
  sample.lines = m_game.lines();
  sample.score = m_game.score();
  sample.step = step;
  m_samples.push_back(sample);
}

std::vector<TetrisSession::Sample> TetrisSession::takeSamples() {
  std::vector<Sample> out;
  out.swap(m_samples);
  return out;
}

std::optional<TetrisSession::AiMove> TetrisSession::aiMove() {
  const auto choice = m_player.choose(m_game);
  if (!choice) return std::nullopt;
  AiMove move;
  move.target = choice->placement;
  if (manualPlayPossible()) move.path = choice->path;
  move.hold = choice->hold;
  if (choice->plan.size() > 1) move.plan.assign(choice->plan.begin() + 1, choice->plan.end());
  return move;
}

std::vector<Input> TetrisSession::watchablePath(const InputPath& path) {
  std::vector<Input> keys(path.begin(), path.end());
  if (keys.empty() || keys.back() != Input::HardDrop) return keys;
  auto last = keys.end() - 1;
  auto first = last;
  while (first != keys.begin() && *(first - 1) == Input::SoftDrop) --first;
  keys.erase(first, last);
  return keys;
}

std::optional<tetris_ai::Choice> TetrisSession::aiChoice(int incoming) {
  m_player.set_incoming(incoming);
  return m_player.choose(m_game);
}

bool TetrisSession::playChoice(const tetris_ai::Choice& choice) {
  const std::int64_t before = m_game.pieces();
  if (choice.hold) m_game.input(Input::Hold);  // the bot plays the held piece (or the next)
  const bool ok = m_game.play(choice.placement, choice.spin).ok;
  syncAfterChange(before);
  return ok;
}

bool TetrisSession::playAi() {
  const auto choice = aiChoice();
  return choice && playChoice(*choice);
}

tetris::LockAttack TetrisSession::exchangeGarbage(tetris::GarbageExchange& exchange, int side) {
  const tetris::LockAttack lock = exchange.after_lock(side, m_game);
  if (lock.rose > 0) m_colors.raise(lock.rose, m_game.board());
  return lock;
}

bool TetrisSession::play(const Placement& target) {
  const std::int64_t before = m_game.pieces();
  const bool ok = m_game.play(target).ok;
  syncAfterChange(before);
  return ok;
}

TetrisSnapshot TetrisSession::snapshot(const std::optional<Placement>& hint) const {
  TetrisSnapshot s;
  const int w = m_settings.width, h = m_settings.height;
  s.width = w;
  s.height = h;
  s.cells.resize(w * h);
  // The snapshot counts rows from the top of the visible board; the rules from the floor.
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) s.cells[(h - 1 - y) * w + x] = m_colors.at(x, y);
  auto toScreen = [h](const Placement& p) {
    QVector<QPoint> cells;
    for (const auto& [x, y] : cellsOf(p)) cells.append(QPoint(x, h - 1 - y));
    return cells;
  };
  if (const auto f = m_game.falling()) {
    s.active = toScreen(*f);
    s.activeKind = to_int(f->piece) + 1;
    Placement ghost = *f;
    while (ghost.row > 0) {
      Placement below = ghost;
      below.row = std::int8_t(below.row - 1);
      if (!m_game.board().fits(below)) break;
      ghost = below;
    }
    s.ghost = toScreen(ghost);
  }
  if (hint) s.hint = toScreen(*hint);
  auto preview = [](Piece p) {
    TetrisPieceShape shape;
    shape.kind = to_int(p) + 1;
    for (const Cell& c : tetris::shape(p, Rotation::Spawn).cells)
      shape.cells.append(QPoint(c.x, -c.y));
    return shape;
  };
  s.holdEnabled = has_hold(m_settings.rules);
  if (const auto held = m_game.hold()) s.hold = preview(*held);
  s.holdUsed = s.holdEnabled && !m_game.can_hold();
  // Under classic there is no falling piece: the current piece waits at the head of the queue.
  if (!manualPlayPossible() && !m_game.game_over()) s.queue.append(preview(m_game.current()));
  for (Piece p : m_game.preview()) s.queue.append(preview(p));
  s.score = m_game.score();
  s.lines = m_game.lines();
  s.level = m_game.level();
  s.pieces = m_game.pieces();
  s.gameOver = m_game.game_over();
  s.ruleSet = ruleSetName(m_settings.rules);
  return s;
}

TetrisSnapshot TetrisSession::snapshot(const std::optional<AiMove>& hint) const {
  if (!hint) return snapshot(std::optional<Placement>());
  TetrisSnapshot s = snapshot(std::optional<Placement>(hint->target));
  const int h = m_settings.height;
  for (const Placement& p : hint->plan) {
    QVector<QPoint> cells;
    for (const auto& [x, y] : cellsOf(p)) cells.append(QPoint(x, h - 1 - y));
    s.hintPlan.append(cells);
  }
  s.hintHolds = hint->hold;
  return s;
}

}  // namespace gameai::gui
