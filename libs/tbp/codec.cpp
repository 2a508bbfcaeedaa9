#include "tbp/codec.hpp"

#include <algorithm>

#include "tetris/piece.hpp"

namespace gameai::tbp {
namespace {

using nlohmann::json;

// TBP's board: 40 rows of 10 cells.
constexpr int TBP_WIDTH = 10;
constexpr int TBP_ROWS = 40;

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

json piece_json(tetris::Piece p) {
  return std::string(tetris::piece_name(p));
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

std::optional<tetris::Piece> piece_of(const json& j) {
  if (!j.is_string()) return std::nullopt;
  return tetris::piece_from_string(j.get<std::string>());
}

std::string json_error(const json::exception& e) {
  std::string why = e.what();
  if (why.rfind("[json.exception.", 0) == 0 && why.find("] ") != std::string::npos) {
    why.erase(0, why.find("] ") + 2);
  }
  return why;
}

std::optional<Move> parse_move(const json& m, std::string& problem) {
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
  if (x < -2 || x > TBP_WIDTH + 2 || y < -2 || y > TBP_ROWS + 2) {
    problem =
        "the location (" + std::to_string(x) + ", " + std::to_string(y) + ") is off the board";
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

json move_json(const tetris::Placement& placement, tetris::Spin spin) {
  const Location l = to_location(placement);
  return {{"location",
           {{"type", piece_json(l.piece)},
            {"orientation", std::string(orientation_name(l.orientation))},
            {"x", l.x},
            {"y", l.y}}},
          {"spin", std::string(tetris::spin_name(spin))}};
}

json start_json(const Position& p) {
  json board = json::array();
  for (int y = 0; y < TBP_ROWS; ++y) {
    json row = json::array();
    for (int x = 0; x < TBP_WIDTH; ++x) {
      const bool filled = x < p.board.width() && p.board.filled(x, y);
      row.push_back(filled ? json("G") : json());
    }
    board.push_back(std::move(row));
  }
  json queue = json::array();
  for (const tetris::Piece piece : p.queue) queue.push_back(piece_json(piece));
  json start{{"type", "start"},
             {"hold", p.hold ? piece_json(*p.hold) : json()},
             {"queue", queue},
             {"combo", std::max(0, p.attack.combo + 1)},
             {"back_to_back", p.attack.back_to_back},
             {"board", board}};
  if (p.bag) {
    json bag = json::array();
    if (p.bag->empty()) {
      for (const tetris::Piece piece : tetris::ALL_PIECES) bag.push_back(piece_json(piece));
    } else {
      for (const tetris::Piece piece : *p.bag) bag.push_back(piece_json(piece));
    }
    start["randomizer"] = {{"type", "seven_bag"}, {"bag_state", bag}};
  }
  return start;
}

std::optional<Position> parse_start(const json& m, std::string& problem) {
  const auto fail = [&](std::string why) -> std::optional<Position> {
    problem = std::move(why);
    return std::nullopt;
  };
  if (!m.contains("board") || !m["board"].is_array() || m["board"].size() != TBP_ROWS) {
    return fail("board must be 40 rows (row 0 at the bottom) of 10 cells");
  }
  Position p;
  for (int y = 0; y < TBP_ROWS; ++y) {
    const json& row = m["board"][static_cast<std::size_t>(y)];
    if (!row.is_array() || row.size() != TBP_WIDTH) {
      return fail("board row " + std::to_string(y) + " must have 10 cells");
    }
    for (int x = 0; x < TBP_WIDTH; ++x) {
      const json& cell = row[static_cast<std::size_t>(x)];
      if (cell.is_null()) continue;
      if (!cell.is_string()) return fail("a cell is null or a string (a piece letter or G)");
      p.board.set(x, y);
    }
  }
  if (!m.contains("queue") || !m["queue"].is_array()) return fail("queue must be a list");
  for (const json& j : m["queue"]) {
    const auto piece = piece_of(j);
    if (!piece) return fail("queue pieces are I, O, T, S, Z, J or L");
    p.queue.push_back(*piece);
  }
  if (m.contains("hold") && !m["hold"].is_null()) {
    p.hold = piece_of(m["hold"]);
    if (!p.hold) return fail("hold is null or a piece");
  }
  if (m.contains("combo")) {
    if (!m["combo"].is_number_integer() || m["combo"].get<std::int64_t>() < 0 ||
        m["combo"].get<std::int64_t>() > 1000) {
      return fail("combo must be a whole number 0..1000");
    }
    p.attack.combo = static_cast<int>(m["combo"].get<std::int64_t>()) - 1;
  }
  if (m.contains("back_to_back")) {
    if (!m["back_to_back"].is_boolean()) return fail("back_to_back must be true or false");
    p.attack.back_to_back = m["back_to_back"].get<bool>();
  }
  // The randomizer's state after the queue (seven_bag: the pieces left in the bag); any other
  // randomizer leaves the next pieces unknown.
  if (m.contains("randomizer")) {
    const json& r = m["randomizer"];
    if (!r.is_object() || !r.contains("type") || !r["type"].is_string()) {
      return fail("randomizer is an object with a \"type\" string");
    }
    if (r["type"] == "seven_bag") {
      if (!r.contains("bag_state") || !r["bag_state"].is_array() || r["bag_state"].size() > 7) {
        return fail("a seven_bag randomizer's bag_state is a list of at most 7 pieces");
      }
      std::vector<tetris::Piece> left;
      for (const json& j : r["bag_state"]) {
        const auto kind = piece_of(j);
        if (!kind) return fail("bag_state pieces are I, O, T, S, Z, J or L");
        if (std::find(left.begin(), left.end(), *kind) != left.end()) {
          return fail("bag_state holds each piece at most once");
        }
        left.push_back(*kind);
      }
      p.bag = std::move(left);
    }
  }
  return p;
}

}  // namespace gameai::tbp
