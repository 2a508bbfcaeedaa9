#include "tbp_contestant.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "common/timing.hpp"
#include "tbp.hpp"

namespace gameai::cli::tetris_cli {

using nlohmann::json;

TbpContestant::TbpContestant(const std::string& command, std::int64_t move_timeout_ms)
    : command_(command), timeout_ms_(move_timeout_ms) {
  process_.start(command);
  if (!read_message("info", 10'000)) {
    if (process_.exited()) {
      const std::optional<int> status = process_.exit_status();
      std::string why = "ended without a TBP info message";
      if (status == 127) {
        why = "could not be run: command not found (the shell's status 127)";
      } else if (status.has_value()) {
        why = "ended with status " + std::to_string(*status) + " without a TBP info message";
      }
      throw std::runtime_error("'" + command + "' " + why +
                               ": check that the command runs a Tetris bot (it is run by "
                               "/bin/sh -c)");
    }
    throw std::runtime_error("'" + command + "' sent no TBP info message within 10 s");
  }
  process_.write_line(json{{"type", "rules"}, {"randomizer", "seven_bag"}}.dump());
  if (!read_message("ready", 10'000)) {
    throw std::runtime_error("'" + command + "' did not accept the guideline rules");
  }
}

// The next message of `type`, skipping others; nullopt on timeout or exit.
std::optional<std::string> TbpContestant::read_message(const char* type, std::int64_t timeout_ms) {
  const std::int64_t deadline = common::now_ms() + timeout_ms;
  while (true) {
    const std::int64_t left = deadline - common::now_ms();
    if (left <= 0) return std::nullopt;
    const auto line = process_.read_line(left);
    if (!line) return std::nullopt;
    const json message = json::parse(*line, nullptr, false);
    if (message.is_object() && message.value("type", "") == type) return *line;
  }
}

std::optional<tetris_ai::Choice> TbpContestant::choose(tetris::Game& game) {
  failure_.clear();
  const auto fail = [this](std::string why) -> std::optional<tetris_ai::Choice> {
    failure_ = std::move(why);
    return std::nullopt;
  };
  json board = json::array();
  for (int y = 0; y < 40; ++y) {
    json row = json::array();
    for (int x = 0; x < 10; ++x) row.push_back(game.board().filled(x, y) ? json("G") : json());
    board.push_back(row);
  }
  json queue = json::array({std::string(tetris::piece_name(game.current()))});
  for (const tetris::Piece p : game.preview()) queue.push_back(std::string(tetris::piece_name(p)));
  const auto hold = game.hold();
  const int combo = game.scorer().combo() + 1;
  json start{{"type", "start"},
             {"hold", hold ? json(std::string(tetris::piece_name(*hold))) : json()},
             {"queue", queue},
             {"combo", combo < 0 ? 0 : combo},
             {"back_to_back", game.scorer().back_to_back()},
             {"board", board}};
  json bag = json::array();
  for (const tetris::Piece p : game.unseen_bag()) bag.push_back(std::string(tetris::piece_name(p)));
  if (!bag.empty()) start["randomizer"] = {{"type", "seven_bag"}, {"bag_state", bag}};
  process_.write_line(start.dump());
  process_.write_line(json{{"type", "suggest"}}.dump());
  const auto reply = read_message("suggestion", timeout_ms_);
  process_.write_line(json{{"type", "stop"}}.dump());
  if (!reply) {
    if (process_.exited()) return fail("the bot ended instead of suggesting a move");
    return fail("no suggestion within " + std::to_string(timeout_ms_ / 1000) + " s");
  }
  const json suggestion = json::parse(*reply, nullptr, false);
  if (!suggestion.contains("moves") || !suggestion["moves"].is_array()) {
    return fail("a suggestion without a list of moves");
  }
  // An empty list is the bot's way of saying it has no move: it has lost, not failed.
  if (suggestion["moves"].empty()) return std::nullopt;
  const json& move = suggestion["moves"][0];
  if (!move.contains("location") || !move["location"].is_object()) {
    return fail("a suggested move without a location");
  }
  const json& l = move["location"];
  if (!l.contains("type") || !l["type"].is_string() || !l.contains("orientation") ||
      !l["orientation"].is_string() || !l.contains("x") || !l["x"].is_number_integer() ||
      !l.contains("y") || !l["y"].is_number_integer()) {
    return fail("a suggested location without type, orientation, x and y");
  }
  const auto type = tetris::piece_from_string(l["type"].get<std::string>());
  const auto orientation = tbp::orientation_from_name(l["orientation"].get<std::string>());
  if (!type.has_value() || !orientation.has_value()) {
    return fail("a suggested location with an unknown piece type or orientation");
  }
  const tetris::Piece piece = type.value();
  tetris_ai::Choice c;
  c.placement =
      tbp::to_placement({piece, orientation.value(), l["x"].get<int>(), l["y"].get<int>()});
  const std::string spin = move.value("spin", "none");
  c.spin = spin == "full"   ? tetris::Spin::Full
           : spin == "mini" ? tetris::Spin::Mini
                            : tetris::Spin::None;
  c.hold = piece != game.current();
  return c;
}

}  // namespace gameai::cli::tetris_cli
