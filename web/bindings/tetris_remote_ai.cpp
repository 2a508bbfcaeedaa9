#include "tetris_remote_ai.hpp"

#include "tetris_table.hpp"

#include <nlohmann/json.hpp>

#include <string_view>
#include <utility>

namespace gameai::web {
namespace {

using nlohmann::json;

// Reading a field never throws (the module cannot catch): a missing or mistyped one is nullopt.
std::optional<std::int64_t> int_at(const json& o, std::string_view key) {
  const auto it = o.find(key);
  if (it == o.end() || !it->is_number_integer()) return std::nullopt;
  return it->get<std::int64_t>();
}
std::optional<std::uint64_t> u64_at(const json& o, std::string_view key) {
  const auto it = o.find(key);
  if (it == o.end() || !it->is_string()) return std::nullopt;
  const std::string& s = it->get_ref<const std::string&>();
  if (s.empty() || s.size() > 20) return std::nullopt;
  std::uint64_t v = 0;
  for (const char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return v;
}
std::string text_at(const json& o, std::string_view key) {
  const auto it = o.find(key);
  return it != o.end() && it->is_string() ? it->get<std::string>() : std::string();
}
bool ints(const json& a, std::size_t n) {
  if (!a.is_array() || a.size() != n) return false;
  for (const json& v : a)
    if (!v.is_number_integer()) return false;
  return true;
}

json placement_json(const tetris::Placement& p) {
  return json::array({tetris::to_int(p.piece), tetris::to_int(p.rotation), p.column, p.row});
}
std::optional<tetris::Placement> placement_of(const json& a) {
  if (!ints(a, 4)) return std::nullopt;
  const int piece = a[0].get<int>(), rotation = a[1].get<int>();
  if (piece < 0 || piece >= tetris::PIECE_COUNT || rotation < 0 ||
      rotation >= tetris::ROTATION_COUNT)
    return std::nullopt;
  tetris::Placement p;
  p.piece = tetris::ALL_PIECES[static_cast<std::size_t>(piece)];
  p.rotation = tetris::rotation_from_int(rotation);
  p.column = static_cast<std::int8_t>(std::clamp(a[2].get<int>(), -64, 64));
  p.row = static_cast<std::int8_t>(std::clamp(a[3].get<int>(), -64, 127));
  return p;
}
std::optional<tetris::Spin> spin_of(std::int64_t v) {
  if (v < 0 || v > 2) return std::nullopt;
  return static_cast<tetris::Spin>(v);
}

std::string answer_text(int side, const tetris_play::Decision& d) {
  json out = json::object();
  out["side"] = side;
  out["kind"] = static_cast<int>(d.kind);
  out["token"] = std::to_string(d.token);
  if (d.choice) {
    json path = json::array();
    for (const tetris::Input in : d.choice->path) path.push_back(static_cast<int>(in));
    out["choice"] = {{"at", placement_json(d.choice->placement)},
                     {"spin", static_cast<int>(d.choice->spin)},
                     {"hold", d.choice->hold},
                     {"path", path}};
  }
  json batch = json::array();
  for (const tetris_play::PlacedPiece& p : d.batch)
    batch.push_back({{"at", placement_json(p.placement)},
                     {"spin", static_cast<int>(p.spin)},
                     {"hold", p.hold}});
  out["batch"] = batch;
  return out.dump();
}

std::string mismatch_text(int side, std::uint64_t token, const std::string& why) {
  json out = json::object();
  out["side"] = side;
  out["token"] = std::to_string(token);
  out["mismatch"] = why;
  return out.dump();
}

}  // namespace

std::string encode_remote_request(int side, const RemoteBoard& board,
                                  const tetris_play::DecisionRequest& r) {
  const tetris::Game& g = r.game;
  const tetris::GameConfig& c = g.config();
  const tetris_play::Settings& s = *board.settings;
  json out = json::object();
  out["side"] = side;
  out["serial"] = board.serial;
  out["kind"] = static_cast<int>(r.kind);
  out["token"] = std::to_string(r.token);
  out["incoming"] = r.incoming;
  out["budget"] = r.budget_ms;
  out["max"] = r.max_pieces;
  out["ai"] = s.evaluator;
  if (!s.weights_json.empty()) out["weights"] = s.weights_json;
  out["think"] = s.think_ms;
  out["playerSeed"] = std::to_string(s.ai_seed.value_or(s.seed));
  out["config"] = {{"rules", static_cast<int>(c.rules)},
                   {"width", c.width},
                   {"height", c.height},
                   {"randomizer", static_cast<int>(c.randomizer)},
                   {"scoring", static_cast<int>(c.scoring)},
                   {"seed", std::to_string(c.seed)}};
  out["from"] = board.from_steps;
  json steps = json::array();
  for (std::size_t i = board.from_steps; i < board.steps->size(); ++i) {
    const tetris_play::VersusStep& step = (*board.steps)[i];
    const tetris::StepRecord& rec = step.record;
    steps.push_back(
        json::array({placement_json(rec.placement), static_cast<int>(rec.spin), rec.held ? 1 : 0,
                     rec.soft_rows, rec.hard_rows, rec.lines, std::to_string(step.score_after),
                     std::to_string(rec.board_hash)}));
  }
  out["steps"] = steps;
  json garbage = json::array();
  for (const tetris_play::VersusGarbage& rows : *board.garbage)
    if (rows.after > static_cast<std::int64_t>(board.from_steps))
      garbage.push_back(json::array({rows.after, rows.holes}));
  out["garbage"] = garbage;
  out["hash"] = std::to_string(g.board().hash());
  out["current"] = tetris::to_int(g.current());
  out["hold"] = g.hold() ? tetris::to_int(*g.hold()) : -1;
  out["canHold"] = g.can_hold();
  out["pieces"] = g.pieces();
  if (const auto f = g.falling()) out["falling"] = placement_json(*f);
  return out.dump();
}

std::optional<RemoteAnswer> decode_remote_answer(const std::string& text) {
  const json doc = json::parse(text, nullptr, false);
  if (!doc.is_object()) return std::nullopt;
  const auto side = int_at(doc, "side");
  if (!side || (*side != 0 && *side != 1)) return std::nullopt;
  RemoteAnswer out;
  out.side = static_cast<int>(*side);
  const auto token = u64_at(doc, "token");
  if (!token) return std::nullopt;
  out.token = *token;
  if (const std::string why = text_at(doc, "mismatch"); !why.empty()) {
    out.mismatch = why;
    return out;
  }
  const auto kind = int_at(doc, "kind");
  if (!kind || *kind < 0 || *kind > 2) return std::nullopt;
  tetris_play::Decision d;
  d.kind = static_cast<tetris_play::DecisionKind>(*kind);
  d.token = *token;
  if (const auto it = doc.find("choice"); it != doc.end() && it->is_object()) {
    const auto at = placement_of(it->value("at", json()));
    const auto spin = spin_of(int_at(*it, "spin").value_or(-1));
    const auto path = it->find("path");
    if (!at || !spin || path == it->end() || !path->is_array() || path->size() > tetris::MAX_PATH)
      return std::nullopt;
    tetris_ai::Choice choice;
    choice.placement = *at;
    choice.spin = *spin;
    const auto hold = it->find("hold");
    choice.hold = hold != it->end() && hold->is_boolean() && hold->get<bool>();
    for (const json& in : *path) {
      if (!in.is_number_integer() || in.get<int>() < 0 || in.get<int>() >= tetris::INPUT_COUNT)
        return std::nullopt;
      choice.path.push_back(static_cast<tetris::Input>(in.get<int>()));
    }
    choice.plan = {choice.placement};
    choice.plan_holds = {choice.hold};
    d.choice = std::move(choice);
  }
  if (const auto it = doc.find("batch"); it != doc.end() && it->is_array()) {
    for (const json& p : *it) {
      if (!p.is_object()) return std::nullopt;
      const auto at = placement_of(p.value("at", json()));
      const auto spin = spin_of(int_at(p, "spin").value_or(-1));
      if (!at || !spin) return std::nullopt;
      const auto hold = p.find("hold");
      d.batch.push_back({*at, *spin, hold != p.end() && hold->is_boolean() && hold->get<bool>()});
    }
  }
  out.decision = std::move(d);
  return out;
}

std::string RemoteAi::decide(const std::string& request) {
  const json doc = json::parse(request, nullptr, false);
  const auto side_at = doc.is_object() ? int_at(doc, "side") : std::nullopt;
  if (!side_at || (*side_at != 0 && *side_at != 1)) return mismatch_text(0, 0, "not a request");
  const int side_index = static_cast<int>(*side_at);
  Side& side = sides_[static_cast<std::size_t>(side_index)];
  const auto token = u64_at(doc, "token");
  const auto fail = [&](const std::string& why) {
    ++mismatches_;
    side.serial = -1;  // the whole board next time
    side.game.reset();
    return mismatch_text(side_index, token.value_or(0), why);
  };
  const auto serial = int_at(doc, "serial");
  const auto from = int_at(doc, "from");
  const auto kind = int_at(doc, "kind");
  const auto player_seed = u64_at(doc, "playerSeed");
  const auto think = int_at(doc, "think");
  const json config = doc.value("config", json());
  if (!serial || !from || *from < 0 || !kind || *kind < 0 || *kind > 2 || !token || !player_seed ||
      !think || !config.is_object())
    return fail("a request without its fields");

  // A new game, or a board sent whole: a new copy, and a new player as the session makes one.
  if (*serial != side.serial || *from == 0) {
    const auto rules = int_at(config, "rules"), width = int_at(config, "width"),
               height = int_at(config, "height"), randomizer = int_at(config, "randomizer"),
               scoring = int_at(config, "scoring");
    const auto seed = u64_at(config, "seed");
    if (!rules || !width || !height || !randomizer || !scoring || !seed || *rules < 0 ||
        *rules > 2 || *width < tetris::Board::MIN_WIDTH || *width > tetris::Board::MAX_WIDTH ||
        *height < tetris::Board::MIN_HEIGHT || *height > tetris::Board::MAX_HEIGHT ||
        *randomizer < 0 || *randomizer > 1 || *scoring < 0 || *scoring > 1)
      return fail("a request with a bad game");
    if (*from != 0) return fail("the copy of game " + std::to_string(*serial) + " is missing");
    tetris::GameConfig c;
    c.rules = static_cast<tetris::RuleSet>(*rules);
    c.width = static_cast<int>(*width);
    c.height = static_cast<int>(*height);
    c.randomizer = static_cast<tetris::RandomizerKind>(*randomizer);
    c.scoring = static_cast<tetris::ScoringKind>(*scoring);
    c.seed = *seed;
    c.record_history = true;
    side.game.emplace(c);
    side.steps = 0;
    side.serial = static_cast<int>(*serial);
    tetris_play::Settings s;
    s.rules = c.rules;
    s.evaluator = text_at(doc, "ai");
    if (s.evaluator == "linear") {
      // The weights were checked where the match was set up; a request's are checked again, as
      // the player cannot be made from bad ones without an exception.
      s.weights_json = text_at(doc, "weights");
      if (!ai_weights_error(s.evaluator, s.weights_json).empty())
        return fail("a request with bad weights");
    }
    s.think_ms = static_cast<int>(*think);
    const tetris_ai::PlayerSettings ps = tetris_play::player_settings(s);
    if (!tetris_ai::plays_rules(ps.ai, c.rules))
      return fail("an AI that does not play these rules");
    side.player.emplace(ps, c.rules, *player_seed);
  }
  if (static_cast<std::size_t>(*from) != side.steps)
    return fail("the copy has " + std::to_string(side.steps) + " steps, not " +
                std::to_string(*from));

  // The pieces locked since, each checked as a run file's step is, with the garbage after it.
  tetris::Game& game = *side.game;
  const json steps = doc.value("steps", json::array());
  const json garbage = doc.value("garbage", json::array());
  if (!steps.is_array() || !garbage.is_array()) return fail("a request without its steps");
  std::size_t next_garbage = 0;
  for (const json& s : steps) {
    if (!s.is_array() || s.size() != 8 || !s[7].is_string() || !s[6].is_string())
      return fail("a bad step");
    const auto at = placement_of(s[0]);
    json fields = json::array({s[1], s[2], s[3], s[4], s[5]});
    if (!at || !ints(fields, 5)) return fail("a bad step");
    game_files::TetrisRunStep step;
    step.record.placement = *at;
    const auto spin = spin_of(s[1].get<std::int64_t>());
    if (!spin) return fail("a bad step");
    step.record.spin = *spin;
    step.record.held = s[2].get<int>() != 0;
    step.record.soft_rows = s[3].get<int>();
    step.record.hard_rows = s[4].get<int>();
    step.record.lines = s[5].get<int>();
    const json numbers = {{"score", s[6]}, {"hash", s[7]}};
    const auto score = u64_at(numbers, "score"), hash = u64_at(numbers, "hash");
    if (!score || !hash) return fail("a bad step");
    step.score_after = static_cast<std::int64_t>(*score);
    step.record.board_hash = *hash;
    if (const std::string problem = game_files::replay_tetris_run_step(game, step);
        !problem.empty())
      return fail("step " + std::to_string(side.steps + 1) + ": " + problem);
    ++side.steps;
    for (; next_garbage < garbage.size(); ++next_garbage) {
      const json& g = garbage[next_garbage];
      if (!g.is_array() || g.size() != 2 || !g[0].is_number_integer() || !g[1].is_array())
        return fail("bad garbage");
      if (g[0].get<std::int64_t>() != static_cast<std::int64_t>(side.steps)) break;
      for (const json& hole : g[1]) {
        if (!hole.is_number_integer() || hole.get<int>() < 0 ||
            hole.get<int>() >= game.config().width)
          return fail("bad garbage");
        game.add_garbage(1, hole.get<int>());
      }
    }
  }
  if (next_garbage != garbage.size()) return fail("garbage after no step sent");

  // The copy must be the board asked about: its hash, its pieces, where the piece falls.
  const auto hash = u64_at(doc, "hash");
  const auto current = int_at(doc, "current");
  const auto hold = int_at(doc, "hold");
  const auto pieces = int_at(doc, "pieces");
  if (!hash || *hash != game.board().hash() || !current ||
      *current != tetris::to_int(game.current()) || !hold ||
      *hold != (game.hold() ? tetris::to_int(*game.hold()) : -1) || !pieces ||
      *pieces != game.pieces())
    return fail("the copy is not the board at step " + std::to_string(side.steps));
  tetris::Game copy = game;
  if (const auto it = doc.find("falling"); it != doc.end()) {
    const auto want = placement_of(*it);
    if (!want) return fail("a bad falling piece");
    // Gravity may have taken the piece down while the request waited: the same rows down here.
    for (int rows = 0;
         rows < 64 && copy.falling() && copy.falling()->row > want->row &&
         copy.falling()->column == want->column && copy.falling()->rotation == want->rotation;
         ++rows)
      if (!copy.input(tetris::Input::SoftDrop)) break;
    if (!copy.falling() || !(*copy.falling() == *want))
      return fail("the falling piece is not where it was asked about");
  }
  const auto incoming = int_at(doc, "incoming");
  const auto budget = int_at(doc, "budget");
  const auto max_pieces = int_at(doc, "max");
  tetris_play::DecisionRequest r{static_cast<tetris_play::DecisionKind>(*kind),
                                 *token,
                                 std::move(copy),
                                 *side.player,
                                 static_cast<int>(incoming.value_or(0)),
                                 static_cast<int>(budget.value_or(0)),
                                 static_cast<int>(max_pieces.value_or(1))};
  tetris_play::Decision d = tetris_play::decide(std::move(r));
  if (d.player) side.player = std::move(*d.player);
  d.player.reset();
  return answer_text(side_index, d);
}

}  // namespace gameai::web
