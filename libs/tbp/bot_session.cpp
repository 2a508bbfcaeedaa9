#include "tbp/bot_session.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "tetris/rules.hpp"

namespace gameai::tbp {

using nlohmann::json;

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

std::optional<tetris_ai::BotState> TbpSession::position() const {
  if (!running_ || queue_.empty()) return std::nullopt;
  tetris_ai::BotState p;
  p.board = board_;
  p.current = queue_.front();
  p.queue.assign(queue_.begin() + 1, queue_.end());
  p.hold = hold_;
  p.attack = attack_;
  if (bag_) {
    p.bag = bag_->empty()
                ? std::vector<tetris::Piece>(tetris::ALL_PIECES.begin(), tetris::ALL_PIECES.end())
                : *bag_;
  }
  return p;
}

std::string TbpSession::suggestion(const std::optional<tetris_ai::Choice>& choice) {
  json moves = json::array();
  if (choice) moves.push_back(move_json(choice->placement, choice->spin));
  return json{{"type", "suggestion"}, {"moves", moves}}.dump();
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
    return error("not a JSON message: " + json_error(e));
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
    ++version_;
    return out;
  }
  if (type == "start") {
    std::string problem;
    std::optional<Position> position = parse_start(m, problem);
    if (!position) return error("start: " + problem);
    board_ = position->board;
    bag_ = std::move(position->bag);
    queue_ = std::move(position->queue);
    hold_ = position->hold;
    attack_ = position->attack;
    running_ = true;
    ++version_;
    return out;
  }
  if (!running_) return error("'" + type + "' while not calculating: send start first");
  if (type == "new_piece") {
    const auto piece = m.contains("piece") ? piece_of(m["piece"]) : std::nullopt;
    if (!piece) return error("new_piece: piece must be I, O, T, S, Z, J or L");
    queue_.push_back(*piece);
    ++version_;
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
    const std::optional<tetris_ai::BotState> now = position();
    out.messages.push_back(suggestion(now ? player_.choose(*now) : std::nullopt));
    return out;
  }
  if (type == "play") {
    std::string problem;
    const auto move = m.contains("move") ? parse_move(m["move"], problem) : std::nullopt;
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
    ++version_;
    hold_ = hold;
    return out;
  }
  return out;
}

}  // namespace gameai::tbp
