#include "tbp.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "tetris/rules.hpp"

namespace gameai::tbp {
namespace {

using nlohmann::json;

// The rotation centre inside the piece's SRS box, per orientation: JLSTZ turn about their middle
// cell; the I's and O's centres are the cells TBP names (middle-left, middle-top, ... for the I;
// bottom-left, top-left, top-right, bottom-right for the O).
struct Centre {
  int x;
  int y;
};
Centre centre(tetris::Piece piece, tetris::Rotation r) noexcept {
  const int i = tetris::to_int(r);
  if (piece == tetris::Piece::I) {
    constexpr Centre I[4] = {{1, 2}, {2, 2}, {2, 1}, {1, 1}};
    return I[i];
  }
  if (piece == tetris::Piece::O) {
    constexpr Centre O[4] = {{0, 0}, {0, 1}, {1, 1}, {1, 0}};
    return O[i];
  }
  return {1, 1};
}

std::optional<tetris::Piece> piece_of(const json& j) {
  if (!j.is_string()) return std::nullopt;
  return tetris::piece_from_string(j.get<std::string>());
}

json location_json(const tetris::Placement& p) {
  const Location l = to_location(p);
  return {{"type", std::string(tetris::piece_name(l.piece))},
          {"orientation", std::string(orientation_name(l.orientation))},
          {"x", l.x},
          {"y", l.y}};
}

// Reads a `move` object; nullopt when it is not one.
struct Move {
  tetris::Placement placement;
  tetris::Spin spin;
};
std::optional<Move> move_of(const json& m, std::string& problem) {
  if (!m.is_object() || !m.contains("location") || !m["location"].is_object()) {
    problem = "a move needs a location object";
    return std::nullopt;
  }
  const json& l = m["location"];
  const auto piece = l.contains("type") ? piece_of(l["type"]) : std::nullopt;
  const auto orientation = l.contains("orientation") && l["orientation"].is_string()
                               ? orientation_from_name(l["orientation"].get<std::string>())
                               : std::nullopt;
  if (!piece || !orientation || !l.contains("x") || !l.contains("y") ||
      !l["x"].is_number_integer() || !l["y"].is_number_integer()) {
    problem =
        "a location needs type (I O T S Z J L), orientation (north east south west) and "
        "whole-number x and y";
    return std::nullopt;
  }
  const auto x = l["x"].get<std::int64_t>();
  const auto y = l["y"].get<std::int64_t>();
  if (x < -2 || x > 12 || y < -2 || y > 42) {
    problem = "the location is off the board";
    return std::nullopt;
  }
  Move out;
  out.placement = to_placement({*piece, *orientation, static_cast<int>(x), static_cast<int>(y)});
  out.spin = tetris::Spin::None;
  if (m.contains("spin")) {
    const std::string spin = m["spin"].is_string() ? m["spin"].get<std::string>() : "";
    if (spin == "mini") {
      out.spin = tetris::Spin::Mini;
    } else if (spin == "full") {
      out.spin = tetris::Spin::Full;
    } else if (spin != "none") {
      problem = "spin must be none, mini or full";
      return std::nullopt;
    }
  }
  return out;
}

}  // namespace

std::string_view orientation_name(tetris::Rotation r) noexcept {
  constexpr std::string_view NAMES[4] = {"north", "east", "south", "west"};
  return NAMES[tetris::to_int(r)];
}

std::optional<tetris::Rotation> orientation_from_name(std::string_view name) noexcept {
  for (int r = 0; r < 4; ++r) {
    if (orientation_name(tetris::rotation_from_int(r)) == name) return tetris::rotation_from_int(r);
  }
  return std::nullopt;
}

Location to_location(const tetris::Placement& p) noexcept {
  const tetris::Shape& s = p.cells_shape();
  const Centre c = centre(p.piece, p.rotation);
  return {p.piece, p.rotation, p.column - s.box_x + c.x, p.row - s.box_y + c.y};
}

tetris::Placement to_placement(const Location& l) noexcept {
  const tetris::Shape& s = tetris::shape(l.piece, l.orientation);
  const Centre c = centre(l.piece, l.orientation);
  return tetris::canonical(tetris::Placement{l.piece, l.orientation,
                                             static_cast<std::int8_t>(l.x - c.x + s.box_x),
                                             static_cast<std::int8_t>(l.y - c.y + s.box_y)});
}

TbpSession::TbpSession(const tetris_ai::PlayerSettings& settings)
    : player_(settings, tetris::RuleSet::Guideline) {}

std::string TbpSession::info() const {
  return json{{"type", "info"},
              {"name", "gameai"},
              {"version", GAMEAI_VERSION},
              {"author", "gameai"},
              {"features", json::array()}}
      .dump();
}

Output TbpSession::handle(std::string_view line) {
  Output out;
  const auto error = [&](const std::string& what) {
    out.errors.push_back("gameai-tetris-bot: " + what);
    return out;
  };
  json m;
  try {
    m = json::parse(line);
  } catch (const json::exception& e) {
    // The parser's message without its "[json.exception.parse_error.101] " tag.
    std::string why = e.what();
    if (why.rfind("[json.exception.", 0) == 0 && why.find("] ") != std::string::npos) {
      why.erase(0, why.find("] ") + 2);
    }
    return error("not a JSON message: " + why);
  }
  if (!m.is_object() || !m.contains("type") || !m["type"].is_string()) {
    return error("a message is a JSON object with a \"type\" string");
  }
  const std::string type = m["type"].get<std::string>();
  if (type == "quit") {
    quit_ = true;
    return out;
  }
  if (type == "rules") {
    rules_ = true;
    const bool bag =
        !m.contains("randomizer") || m["randomizer"] == "seven_bag" || m["randomizer"] == "uniform";
    out.messages.push_back(bag ? json{{"type", "ready"}}.dump()
                               : json{{"type", "error"}, {"reason", "unsupported_rules"}}.dump());
    return out;
  }
  // TBP: messages of an unknown type are ignored, in any state.
  if (type != "start" && type != "stop" && type != "suggest" && type != "play" &&
      type != "new_piece") {
    return out;
  }
  if (!rules_) return error("'" + type + "' before 'rules': send rules first");
  if (type == "stop") {
    running_ = false;
    return out;
  }
  if (type == "start") {
    if (!m.contains("board") || !m["board"].is_array() || m["board"].size() != 40) {
      return error("start: board must be 40 rows (row 0 at the bottom) of 10 cells");
    }
    tetris::Board board(10, 20);
    for (int y = 0; y < 40; ++y) {
      const json& row = m["board"][static_cast<std::size_t>(y)];
      if (!row.is_array() || row.size() != 10) {
        return error("start: board row " + std::to_string(y) + " must have 10 cells");
      }
      for (int x = 0; x < 10; ++x) {
        const json& cell = row[static_cast<std::size_t>(x)];
        if (cell.is_null()) continue;
        if (!cell.is_string()) {
          return error("start: a cell is null or a string (a piece letter or G)");
        }
        board.set(x, y);
      }
    }
    std::vector<tetris::Piece> queue;
    if (!m.contains("queue") || !m["queue"].is_array()) return error("start: queue must be a list");
    for (const json& p : m["queue"]) {
      const auto piece = piece_of(p);
      if (!piece) return error("start: queue pieces are I, O, T, S, Z, J or L");
      queue.push_back(*piece);
    }
    std::optional<tetris::Piece> hold;
    if (m.contains("hold") && !m["hold"].is_null()) {
      hold = piece_of(m["hold"]);
      if (!hold) return error("start: hold is null or a piece");
    }
    tetris::AttackState attack;
    if (m.contains("combo")) {
      if (!m["combo"].is_number_integer() || m["combo"].get<std::int64_t>() < 0 ||
          m["combo"].get<std::int64_t>() > 1000) {
        return error("start: combo must be a whole number 0..1000");
      }
      // TBP counts consecutive clears; our chain counts the clears after the first.
      attack.combo = static_cast<int>(m["combo"].get<std::int64_t>()) - 1;
    }
    if (m.contains("back_to_back")) {
      if (!m["back_to_back"].is_boolean())
        return error("start: back_to_back must be true or false");
      attack.back_to_back = m["back_to_back"].get<bool>();
    }
    // The randomizer's state after the queue (TBP's seven_bag: the pieces left in the bag);
    // any other randomizer leaves the next pieces unknown.
    std::optional<std::vector<tetris::Piece>> bag;
    if (m.contains("randomizer")) {
      const json& r = m["randomizer"];
      if (!r.is_object() || !r.contains("type") || !r["type"].is_string()) {
        return error("start: randomizer is an object with a \"type\" string");
      }
      if (r["type"] == "seven_bag") {
        if (!r.contains("bag_state") || !r["bag_state"].is_array() || r["bag_state"].size() > 7) {
          return error("start: a seven_bag randomizer's bag_state is a list of at most 7 pieces");
        }
        std::vector<tetris::Piece> left;
        for (const json& p : r["bag_state"]) {
          const auto kind = piece_of(p);
          if (!kind) return error("start: bag_state pieces are I, O, T, S, Z, J or L");
          if (std::find(left.begin(), left.end(), *kind) != left.end()) {
            return error("start: bag_state holds each piece at most once");
          }
          left.push_back(*kind);
        }
        bag = std::move(left);
      }
    }
    board_ = board;
    bag_ = std::move(bag);
    queue_ = std::move(queue);
    hold_ = hold;
    attack_ = attack;
    running_ = true;
    return out;
  }
  if (!running_) return error("'" + type + "' while not calculating: send start first");
  if (type == "new_piece") {
    const auto piece = m.contains("piece") ? piece_of(m["piece"]) : std::nullopt;
    if (!piece) return error("new_piece: piece must be I, O, T, S, Z, J or L");
    queue_.push_back(*piece);
    if (bag_) {
      // The new piece comes out of the bag (a fresh one when it was empty); a piece the bag
      // cannot hold means the front end's randomizer is not a 7-bag after all.
      if (bag_->empty()) bag_->assign(tetris::ALL_PIECES.begin(), tetris::ALL_PIECES.end());
      const auto it = std::find(bag_->begin(), bag_->end(), *piece);
      if (it == bag_->end()) {
        bag_.reset();
        out.errors.push_back(
            "gameai-tetris-bot: new_piece: " + std::string(tetris::piece_name(*piece)) +
            " cannot come from the 7-bag start described; the bag is no longer followed");
      } else {
        bag_->erase(it);
      }
    }
    return out;
  }
  if (type == "suggest") {
    json moves = json::array();
    if (!queue_.empty()) {
      tetris_ai::BotState position;
      position.board = board_;
      position.current = queue_.front();
      position.queue.assign(queue_.begin() + 1, queue_.end());
      position.hold = hold_;
      position.attack = attack_;
      if (bag_) {
        position.bag = bag_->empty() ? std::vector<tetris::Piece>(tetris::ALL_PIECES.begin(),
                                                                  tetris::ALL_PIECES.end())
                                     : *bag_;
      }
      if (const auto choice = player_.choose(position)) {
        constexpr const char* SPIN[3] = {"none", "mini", "full"};
        moves.push_back({{"location", location_json(choice->placement)},
                         {"spin", SPIN[static_cast<int>(choice->spin)]}});
      }
    }
    out.messages.push_back(json{{"type", "suggestion"}, {"moves", moves}}.dump());
    return out;
  }
  if (type == "play") {
    std::string problem;
    const auto move = m.contains("move") ? move_of(m["move"], problem) : std::nullopt;
    if (!move) return error("play: " + (problem.empty() ? "needs a move" : problem));
    if (queue_.empty()) return error("play: the queue is empty");
    const tetris::Piece piece = move->placement.piece;
    std::vector<tetris::Piece> queue = queue_;
    std::optional<tetris::Piece> hold = hold_;
    if (piece != queue.front()) {
      // A hold: the held piece, or with the hold empty the piece after the current one.
      if (hold && *hold == piece) {
        hold = queue.front();
        queue.erase(queue.begin());
      } else if (!hold && queue.size() >= 2 && queue[1] == piece) {
        hold = queue.front();
        queue.erase(queue.begin(), queue.begin() + 2);
      } else {
        return error("play: a " + std::string(tetris::piece_name(piece)) +
                     " is neither the current piece nor reachable by hold");
      }
    } else {
      queue.erase(queue.begin());
    }
    if (!board_.fits(move->placement)) return error("play: the piece does not fit there");
    tetris::Board board = board_;
    const tetris::LineClear clear = board.apply(move->placement);
    const tetris::ClearEvent event = tetris::lock_event(clear.count, move->spin, board.empty());
    tetris::attack(event, attack_);
    board_ = board;
    queue_ = std::move(queue);
    hold_ = hold;
    return out;
  }
  return out;
}

}  // namespace gameai::tbp
