#include "game_files/game_record.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>

namespace gameai::game_files {

const char* to_string(GameKind kind) noexcept {
  return kind == GameKind::Tetris ? "tetris" : "xiangqi";
}

std::optional<GameKind> parse_game_kind(const std::string& text) noexcept {
  if (text == "tetris") return GameKind::Tetris;
  if (text == "xiangqi") return GameKind::Xiangqi;
  return std::nullopt;
}

const char* to_string(PlayerInfo::Kind kind) noexcept {
  switch (kind) {
    case PlayerInfo::Kind::Human:
      return "human";
    case PlayerInfo::Kind::Ai:
      return "ai";
    case PlayerInfo::Kind::Engine:
      return "engine";
  }
  return "human";
}

bool same_player(const PlayerInfo& a, const PlayerInfo& b) noexcept {
  return a.kind == b.kind && a.name == b.name && a.settings == b.settings &&
         a.weights_hash == b.weights_hash;
}

std::int64_t xiangqi_move_number(std::int64_t ply, int first_seat) noexcept {
  return (ply + first_seat) / 2 + 1;
}

int xiangqi_ply_seat(std::int64_t ply, int first_seat) noexcept {
  return static_cast<int>((ply + first_seat) % 2);
}

std::string xiangqi_move_label(std::int64_t ply, int first_seat) {
  return "move " + std::to_string(xiangqi_move_number(ply, first_seat)) +
         (xiangqi_ply_seat(ply, first_seat) == 0 ? ", red" : ", black");
}

std::string xiangqi_move_prefix(std::int64_t ply, int first_seat) {
  return std::to_string(xiangqi_move_number(ply, first_seat)) +
         (xiangqi_ply_seat(ply, first_seat) == 0 ? "." : "...");
}

std::int64_t xiangqi_move_count(std::int64_t plies, int first_seat) noexcept {
  return plies <= 0 ? 0 : xiangqi_move_number(plies - 1, first_seat);
}

std::string GameSummary::tag(std::string_view name) const {
  for (const auto& [key, value] : tags)
    if (key == name) return value;
  return {};
}

std::string seat_players(const GameSummary& game, int seat) {
  std::string text;
  std::vector<const std::string*> named;
  for (const Stretch& s : game.stretches) {
    if (s.seat != seat || s.steps == 0) continue;
    if (std::find_if(named.begin(), named.end(),
                     [&](const std::string* n) { return *n == s.player.name; }) != named.end())
      continue;
    named.push_back(&s.player.name);
    text += (text.empty() ? "" : "+") + s.player.name;
  }
  if (text.empty() && seat >= 0 && static_cast<std::size_t>(seat) < game.players.size())
    text = game.players[static_cast<std::size_t>(seat)].name;
  return text;
}

int xiangqi_first_seat(const std::string& start_fen) noexcept {
  // The side to move is the field after the board, which holds no spaces.
  const std::size_t space = start_fen.find(' ');
  if (space == std::string::npos || space + 1 >= start_fen.size()) return 0;
  const bool black =
      start_fen[space + 1] == 'b' && (space + 2 == start_fen.size() || start_fen[space + 2] == ' ');
  return black ? 1 : 0;
}

int xiangqi_mate_score(int moves) noexcept {
  return moves >= 0 ? XIANGQI_MATE_SCORE - moves : -XIANGQI_MATE_SCORE - moves;
}

std::string xiangqi_score_text(int score) {
  // Anything within 1000 of the bound is a mate score; no evaluation comes near it.
  constexpr int MATE_RANGE = XIANGQI_MATE_SCORE - 1000;
  if (score > MATE_RANGE) return "mate " + std::to_string(XIANGQI_MATE_SCORE - score);
  if (score < -MATE_RANGE) return "mated " + std::to_string(XIANGQI_MATE_SCORE + score);
  // In pawns, as `gameai xiangqi analyse` and the PGN comments write it.
  char text[32];
  std::snprintf(text, sizeof text, "%+.2f", score / 100.0);
  return text;
}

std::int64_t unix_time_ms() noexcept {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

std::string format_utc(std::int64_t unix_ms, const char* format, const char* if_unset) {
  if (unix_ms == 0) return if_unset;
  const auto seconds = static_cast<std::time_t>(unix_ms / 1000);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[64];
  const std::size_t n = std::strftime(text, sizeof text, format, &utc);
  return {text, n};
}

}  // namespace gameai::game_files
