#include "records/store.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <unordered_map>

#include "records/location.hpp"
#include "records/schema.hpp"
#include "records/step_codec.hpp"

namespace gameai::records {
namespace {

bool exists(const std::string& path) {
  std::error_code ignored;
  return std::filesystem::exists(path, ignored);
}

// Whether this process may write the file and create files beside it (-wal, -shm).
bool can_write(const std::string& path) {
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  const std::string dir = parent.empty() ? std::string(".") : parent.string();
  return ::access(path.c_str(), W_OK) == 0 && ::access(dir.c_str(), W_OK | X_OK) == 0;
}

// Whether the file's header says it is in WAL mode (read and write versions 2).
bool wal_header(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char header[20] = {};
  if (!in.read(header, sizeof header)) return false;
  return std::string_view(header, 16) == std::string_view("SQLite format 3\0", 16) &&
         header[18] == 2 && header[19] == 2;
}

// How a reader opens the file so that it creates nothing beside it: a WAL file that no connection
// has open (no -wal file) is read as it is on disk, immutable; one that is open shares its log
// (mode=ro; the -wal and -shm files exist already). A file in rollback mode creates no file
// beside it when read.
OpenMode reading_mode(const std::string& path) {
  if (exists(path + "-wal") || !wal_header(path)) return OpenMode::ReadOnly;
  return OpenMode::Immutable;
}

bool for_reading(OpenMode mode) {
  return mode == OpenMode::ReadOnly || mode == OpenMode::Immutable;
}

Database open_file(const std::string& path, const StoreOptions& options) {
  OpenMode mode = options.mode;
  if (for_reading(mode) || (exists(path) && !can_write(path)))
    mode = reading_mode(path);
  else if (mode == OpenMode::ReadWriteCreate)
    ensure_parent_directory(path);
  return Database(path, mode, options.busy_timeout_ms);
}

[[noreturn]] void needs_migration(const std::string& path, int version) {
  throw game_files::RecordsError(
      game_files::ErrorKind::ReadOnly,
      "records database '" + path + "' has schema version " + std::to_string(version) +
          " and must be upgraded to version " + std::to_string(SCHEMA_VERSION) +
          ", but it is read-only. Make the file and its directory writable (and "
          "run any records command once), or choose another file with --db FILE "
          "or GAMEAI_DB.");
}

game_files::PlayerInfo::Kind parse_player_kind(const std::string& text) {
  if (text == "ai") return game_files::PlayerInfo::Kind::Ai;
  if (text == "engine") return game_files::PlayerInfo::Kind::Engine;
  return game_files::PlayerInfo::Kind::Human;
}

constexpr const char* GAME_COLUMNS =
    "id, game, variant, width, height, randomizer, seed, start_fen, final_fen, started_at, "
    "ended_at, finished, result, reason, score, lines, pieces, plies, program_version, scoring, "
    "game_index, source";

game_files::GameSummary read_game(const Statement& row) {
  game_files::GameSummary game;
  game.id = row.column_int(0);
  game.game =
      game_files::parse_game_kind(row.column_text(1)).value_or(game_files::GameKind::Tetris);
  game.variant = row.column_text(2);
  game.width = static_cast<int>(row.column_int(3));
  game.height = static_cast<int>(row.column_int(4));
  game.randomizer = row.column_text(5);
  game.seed = static_cast<std::uint64_t>(row.column_int(6));
  game.start_fen = row.column_text(7);
  game.final_fen = row.column_text(8);
  game.started_at_ms = row.column_int(9);
  game.ended_at_ms = row.column_int(10);
  game.finished = row.column_int(11) != 0;
  game.result = row.column_text(12);
  game.reason = row.column_text(13);
  game.score = row.column_int(14);
  game.lines = row.column_int(15);
  game.pieces = row.column_int(16);
  game.plies = row.column_int(17);
  game.program_version = row.column_text(18);
  game.scoring = row.column_text(19);
  if (!row.is_null(20)) game.game_index = static_cast<std::uint64_t>(row.column_int(20));
  game.source = row.column_text(21);
  return game;
}

[[noreturn]] void no_such_game(const std::string& path, std::int64_t id) {
  throw game_files::RecordsError(game_files::ErrorKind::NotFound,
                                 "records database '" + path + "' has no game " +
                                     std::to_string(id) +
                                     "; 'gameai records list' shows the stored games.");
}

}  // namespace

Store::Store(const std::string& path, StoreOptions options) : db_(open_file(path, options)) {
  read_only_ = for_reading(db_.open_mode()) || db_.read_only();
  const int version = check_compatible(db_);
  if (read_only_) {
    if (version == SCHEMA_VERSION) return;
    if (!options.migrate_to_read || !can_write(path)) needs_migration(path, version);
    // Migrated by a short read-write open, then read as any other file.
    db_.close();
    {
      const Store writer(path, StoreOptions{.mode = OpenMode::ReadWrite,
                                            .busy_timeout_ms = options.busy_timeout_ms});
      if (writer.read_only()) needs_migration(path, version);
    }
    db_ = Database(path, reading_mode(path), options.busy_timeout_ms);
    check_compatible(db_);
    return;
  }
  db_.exec("PRAGMA foreign_keys = ON");
  // In WAL mode NORMAL syncs only at checkpoints: every commit stays atomic and survives a
  // killed process; a power cut may lose the last commits but never corrupts the file.
  db_.exec("PRAGMA synchronous = NORMAL");
  // WAL lets readers (the GUI's game list) work while another process records a game.
  db_.query_text("PRAGMA journal_mode = WAL");
  migrate(db_);
}

int Store::schema_version() {
  return records::schema_version(db_);
}

void Store::require_writable(const char* doing) const {
  if (read_only_)
    throw game_files::RecordsError(
        game_files::ErrorKind::ReadOnly,
        "records database '" + db_.path() + "' is read-only; cannot " + doing +
            ". Make it writable, or choose another file with --db FILE or "
            "GAMEAI_DB.");
}

std::vector<game_files::PlayerInfo> Store::players(std::int64_t id) {
  Statement query(db_,
                  "SELECT kind, name, settings, weights_hash FROM players WHERE game_id = ?1 "
                  "ORDER BY seat");
  query.bind(1, id);
  std::vector<game_files::PlayerInfo> players;
  while (query.step())
    players.emplace_back(parse_player_kind(query.column_text(0)), query.column_text(1),
                         query.column_text(2), query.column_text(3));
  return players;
}

std::vector<std::pair<std::string, std::string>> Store::tags(std::int64_t id) {
  Statement query(db_, "SELECT name, value FROM game_tags WHERE game_id = ?1 ORDER BY position");
  query.bind(1, id);
  std::vector<std::pair<std::string, std::string>> tags;
  while (query.step()) tags.emplace_back(query.column_text(0), query.column_text(1));
  return tags;
}

std::vector<game_files::Stretch> Store::stretches(const game_files::GameSummary& game) {
  Statement query(db_,
                  "SELECT seat, from_step, kind, name, settings, weights_hash, lines_before, "
                  "score_before FROM stretches WHERE game_id = ?1 ORDER BY seat, from_step");
  query.bind(1, game.id);
  std::vector<game_files::Stretch> out;
  while (query.step()) {
    game_files::Stretch s;
    s.seat = static_cast<int>(query.column_int(0));
    s.from_step = query.column_int(1);
    s.player = {parse_player_kind(query.column_text(2)), query.column_text(3), query.column_text(4),
                query.column_text(5)};
    s.lines_before = query.column_int(6);
    s.score_before = query.column_int(7);
    out.push_back(std::move(s));
  }
  // What each stretch played: up to the seat's next stretch, or the end of the game.
  const bool tetris = game.game == game_files::GameKind::Tetris;
  const std::int64_t length = tetris ? game.pieces : game.plies;
  const int first = tetris ? 0 : game_files::xiangqi_first_seat(game.start_fen);
  // The plies in [0, n) at which `seat` moves.
  const auto own_plies = [&](int seat, std::int64_t n) {
    const std::int64_t parity = (seat + first) % 2;
    return n <= 0 ? 0 : (n + 1 - parity) / 2;
  };
  for (std::size_t i = 0; i < out.size(); ++i) {
    game_files::Stretch& s = out[i];
    const bool last = i + 1 == out.size() || out[i + 1].seat != s.seat;
    const std::int64_t until = std::max(s.from_step, last ? length : out[i + 1].from_step);
    if (tetris) {
      s.steps = until - s.from_step;
      s.lines = (last ? game.lines : out[i + 1].lines_before) - s.lines_before;
      s.points = (last ? game.score : out[i + 1].score_before) - s.score_before;
    } else {
      s.steps = own_plies(s.seat, until) - own_plies(s.seat, s.from_step);
    }
  }
  return out;
}

void Store::write_stretches(std::int64_t id, std::span<const game_files::Stretch> stretches) {
  Statement insert(db_,
                   "INSERT OR REPLACE INTO stretches (game_id, seat, from_step, kind, name, "
                   "settings, weights_hash, lines_before, score_before) "
                   "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  Statement first(db_,
                  "UPDATE players SET kind = ?3, name = ?4, settings = ?5, weights_hash = ?6 "
                  "WHERE game_id = ?1 AND seat = ?2");
  for (const game_files::Stretch& s : stretches) {
    const game_files::PlayerInfo& p = s.player;
    const std::string_view settings = p.settings.empty() ? std::string_view("{}") : p.settings;
    insert.bind(1, id).bind(2, std::int64_t{s.seat}).bind(3, s.from_step);
    insert.bind(4, std::string_view(to_string(p.kind))).bind(5, p.name).bind(6, settings);
    if (p.weights_hash.empty())
      insert.bind_null(7);
    else
      insert.bind(7, p.weights_hash);
    insert.bind(8, s.lines_before).bind(9, s.score_before).run();
    if (s.from_step != 0) continue;
    // Who plays from the first step is the seat's player.
    first.bind(1, id).bind(2, std::int64_t{s.seat});
    first.bind(3, std::string_view(to_string(p.kind))).bind(4, p.name).bind(5, settings);
    if (p.weights_hash.empty())
      first.bind_null(6);
    else
      first.bind(6, p.weights_hash);
    first.run();
  }
}

std::vector<game_files::GameSummary> Store::list_games(const GameFilter& filter) {
  std::string sql = std::string("SELECT ") + GAME_COLUMNS + " FROM games";
  if (filter.game) sql += " WHERE game = ?1";
  sql += " ORDER BY id DESC LIMIT ?2";
  Statement query(db_, sql);
  if (filter.game) query.bind(1, std::string_view(to_string(*filter.game)));
  query.bind(2, filter.limit > 0 ? filter.limit : std::int64_t{-1});
  std::vector<game_files::GameSummary> games;
  while (query.step()) games.push_back(read_game(query));
  for (game_files::GameSummary& game : games) {
    game.players = players(game.id);
    game.stretches = stretches(game);
    game.tags = tags(game.id);
  }
  return games;
}

game_files::GameSummary Store::game(std::int64_t id) {
  Statement query(db_, std::string("SELECT ") + GAME_COLUMNS + " FROM games WHERE id = ?1");
  query.bind(1, id);
  if (!query.step()) no_such_game(db_.path(), id);
  game_files::GameSummary game = read_game(query);
  game.players = players(id);
  game.stretches = stretches(game);
  game.tags = tags(id);
  return game;
}

std::vector<StatsRow> Store::stats(std::optional<game_files::GameKind> game) {
  // Counted by stretch: each player is credited with the pieces, lines and points (Tetris) or
  // the moves (xiangqi) of its own stretches, up to the seat's next stretch or the game's end.
  std::vector<StatsRow> rows;
  if (!game || *game == game_files::GameKind::Tetris) {
    Statement query(db_, R"sql(
      WITH parts AS (
        SELECT g.id, g.variant, g.finished, s.name,
               coalesce(lead(s.from_step) OVER seat, g.pieces) - s.from_step AS pieces,
               coalesce(lead(s.lines_before) OVER seat, g.lines) - s.lines_before AS lines,
               coalesce(lead(s.score_before) OVER seat, g.score) - s.score_before AS points
        FROM games g JOIN stretches s ON s.game_id = g.id
        WHERE g.game = 'tetris'
        WINDOW seat AS (PARTITION BY s.game_id, s.seat ORDER BY s.from_step)),
      per_game AS (
        SELECT variant, name, max(finished) AS finished, sum(pieces) AS pieces,
               sum(lines) AS lines, sum(points) AS points
        FROM parts GROUP BY variant, name, id)
      SELECT variant, name, count(*), sum(finished), sum(pieces), sum(lines), avg(lines),
             max(lines), avg(points)
      FROM per_game GROUP BY variant, name ORDER BY variant, avg(lines) DESC, name)sql");
    while (query.step()) {
      StatsRow row;
      row.game = game_files::GameKind::Tetris;
      row.variant = query.column_text(0);
      row.player = query.column_text(1);
      row.games = query.column_int(2);
      row.finished = query.column_int(3);
      row.steps = query.column_int(4);
      row.lines = query.column_int(5);
      row.mean_lines = query.column_double(6);
      row.max_lines = query.column_int(7);
      row.mean_score = query.column_double(8);
      rows.push_back(std::move(row));
    }
  }
  if (!game || *game == game_files::GameKind::Xiangqi) {
    // A seat moves at the plies of one parity (Red's are the even ones unless Black starts);
    // own(n) counts its plies in [0, n). The result goes to whoever held the seat at the end.
    Statement query(db_, R"sql(
      WITH parts AS (
        SELECT g.id, g.variant, g.finished, g.result, s.seat, s.name, s.from_step,
               max(s.from_step, coalesce(lead(s.from_step) OVER seat, g.plies)) AS until,
               lead(s.from_step) OVER seat IS NULL AS holds_end,
               (s.seat + (instr(coalesce(g.start_fen, ''), ' b') > 0)) % 2 AS parity
        FROM games g JOIN stretches s ON s.game_id = g.id
        WHERE g.game = 'xiangqi'
        WINDOW seat AS (PARTITION BY s.game_id, s.seat ORDER BY s.from_step)),
      per_seat AS (
        SELECT variant, name, max(finished) AS finished,
               sum((until + 1 - parity) / 2 - (from_step + 1 - parity) / 2) AS moves,
               max(holds_end AND ((seat = 0 AND result = 'red') OR
                                  (seat = 1 AND result = 'black'))) AS won,
               max(holds_end AND result = 'draw') AS drawn,
               max(holds_end AND ((seat = 0 AND result = 'black') OR
                                  (seat = 1 AND result = 'red'))) AS lost
        FROM parts GROUP BY variant, name, id, seat)
      SELECT variant, name, count(*), sum(finished), sum(moves), sum(won), sum(drawn), sum(lost)
      FROM per_seat GROUP BY variant, name ORDER BY variant, name)sql");
    while (query.step()) {
      StatsRow row;
      row.game = game_files::GameKind::Xiangqi;
      row.variant = query.column_text(0);
      row.player = query.column_text(1);
      row.games = query.column_int(2);
      row.finished = query.column_int(3);
      row.steps = query.column_int(4);
      row.wins = query.column_int(5);
      row.draws = query.column_int(6);
      row.losses = query.column_int(7);
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

void Store::for_each_tetris_step(
    std::int64_t id,
    const std::function<bool(std::int64_t, const game_files::TetrisStep&)>& visit) {
  Statement query(db_,
                  "SELECT first_step, step_count, data FROM tetris_chunks WHERE game_id = ?1 "
                  "ORDER BY first_step");
  query.bind(1, id);
  std::int64_t index = 0;
  game_files::TetrisStep step;
  while (query.step()) {
    if (query.column_int(0) != index)
      throw game_files::RecordsError(game_files::ErrorKind::Corrupt,
                                     "records database '" + db_.path() + "': game " +
                                         std::to_string(id) + " misses steps from " +
                                         std::to_string(index));
    const std::int64_t end = index + query.column_int(1);
    StepDecoder decoder(query.column_blob(2));
    while (decoder.next(step)) {
      if (!visit(index, step)) return;
      ++index;
    }
    if (index != end)
      throw game_files::RecordsError(game_files::ErrorKind::Corrupt,
                                     "records database '" + db_.path() + "': a chunk of game " +
                                         std::to_string(id) +
                                         " holds a different number of steps than it says");
  }
}

std::vector<game_files::TetrisGarbage> Store::tetris_garbage(std::int64_t id) {
  Statement query(db_, "SELECT step, holes FROM tetris_garbage WHERE game_id = ?1 ORDER BY step");
  query.bind(1, id);
  std::vector<game_files::TetrisGarbage> out;
  while (query.step()) {
    const std::span<const std::uint8_t> holes = query.column_blob(1);
    if (holes.empty())
      throw game_files::RecordsError(game_files::ErrorKind::Corrupt,
                                     "records database '" + db_.path() + "': game " +
                                         std::to_string(id) + " has garbage without rows");
    out.push_back({query.column_int(0), std::vector<std::uint8_t>(holes.begin(), holes.end())});
  }
  return out;
}

std::int64_t Store::tetris_step_count(std::int64_t id) {
  Statement query(db_, "SELECT coalesce(sum(step_count), 0) FROM tetris_chunks WHERE game_id = ?1");
  query.bind(1, id);
  query.step();
  return query.column_int(0);
}

namespace {

game_files::XiangqiMove read_node_move(const Statement& row, int first_column) {
  game_files::XiangqiMove move;
  move.move = row.column_text(first_column);
  if (!row.is_null(first_column + 1))
    move.score = static_cast<int>(row.column_int(first_column + 1));
  if (!row.is_null(first_column + 2))
    move.depth = static_cast<int>(row.column_int(first_column + 2));
  move.time_ms = row.column_int(first_column + 3);
  if (!row.is_null(first_column + 4)) move.comment = row.column_text(first_column + 4);
  return move;
}

// The order in which a tree's nodes are stored (see schema.cpp, version 8): the start position,
// the main line, then the variations in pre-order, those branching earlier first.
std::vector<game_files::XiangqiNodeId> storage_order(const game_files::XiangqiTree& tree) {
  std::vector<game_files::XiangqiNodeId> order{game_files::XiangqiTree::ROOT};
  for (game_files::XiangqiNodeId at = tree.main_child(game_files::XiangqiTree::ROOT);
       at != game_files::XiangqiTree::NONE; at = tree.main_child(at))
    order.push_back(at);
  const std::size_t main_nodes = order.size();
  std::vector<game_files::XiangqiNodeId> stack;
  for (std::size_t i = 0; i < main_nodes; ++i) {
    const auto& kids = tree.children(order[i]);
    for (std::size_t k = 1; k < kids.size(); ++k) {
      stack.push_back(kids[k]);
      while (!stack.empty()) {
        const game_files::XiangqiNodeId at = stack.back();
        stack.pop_back();
        order.push_back(at);
        const auto& below = tree.children(at);
        stack.insert(stack.end(), below.rbegin(), below.rend());
      }
    }
  }
  return order;
}

}  // namespace

std::vector<game_files::XiangqiMove> Store::xiangqi_moves(std::int64_t id) {
  // Nodes 1, 2, ... each the child of the one before: the main line, up to the first variation.
  Statement query(db_,
                  "SELECT node, parent, move, score, depth, time_ms, comment FROM xiangqi_nodes "
                  "WHERE game_id = ?1 AND node >= 1 ORDER BY node");
  query.bind(1, id);
  std::vector<game_files::XiangqiMove> moves;
  while (query.step()) {
    const std::int64_t node = query.column_int(0);
    if (node != static_cast<std::int64_t>(moves.size()) + 1 || query.is_null(1) ||
        query.column_int(1) != node - 1)
      break;
    moves.push_back(read_node_move(query, 2));
  }
  return moves;
}

game_files::XiangqiTree Store::read_tree(std::int64_t id, const std::string& start_fen) {
  const std::string what =
      "records database '" + db_.path() + "': xiangqi game " + std::to_string(id);
  game_files::XiangqiTree tree = [&] {
    try {
      return game_files::XiangqiTree(start_fen);
    } catch (const game_files::RecordsError& e) {
      throw game_files::RecordsError(game_files::ErrorKind::Corrupt, what + ": " + e.what());
    }
  }();
  Statement query(db_,
                  "SELECT node, parent, move, score, depth, time_ms, comment FROM xiangqi_nodes "
                  "WHERE game_id = ?1 ORDER BY node");
  query.bind(1, id);
  // Stored node number -> tree node; a parent is always stored before its children.
  std::unordered_map<std::int64_t, game_files::XiangqiNodeId> nodes{
      {0, game_files::XiangqiTree::ROOT}};
  while (query.step()) {
    const std::int64_t node = query.column_int(0);
    game_files::XiangqiMove move = read_node_move(query, 2);
    if (node == 0) {
      tree.set_comment(game_files::XiangqiTree::ROOT, std::move(move.comment));
      continue;
    }
    const std::int64_t parent = query.is_null(1) ? -1 : query.column_int(1);
    const auto found = nodes.find(parent);
    if (found == nodes.end() || parent >= node)
      throw game_files::RecordsError(game_files::ErrorKind::Corrupt,
                                     what + ": move node " + std::to_string(node) +
                                         " follows node " + std::to_string(parent) +
                                         ", which is not stored before it");
    try {
      nodes[node] = tree.add_move(found->second, move);
    } catch (const game_files::RecordsError& e) {
      throw game_files::RecordsError(
          game_files::ErrorKind::Corrupt,
          what + ": move node " + std::to_string(node) + ": " + e.what());
    }
  }
  return tree;
}

game_files::XiangqiTree Store::xiangqi_tree(std::int64_t id) {
  Statement query(db_, "SELECT game, start_fen FROM games WHERE id = ?1");
  query.bind(1, id);
  if (!query.step()) no_such_game(db_.path(), id);
  if (query.column_text(0) != "xiangqi")
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        "game " + std::to_string(id) + " is a Tetris game, not a xiangqi game");
  const std::string start_fen = query.column_text(1);
  query.reset();
  return read_tree(id, start_fen);
}

void Store::write_tree(std::int64_t id, const game_files::XiangqiTree& tree) {
  Statement remove(db_, "DELETE FROM xiangqi_nodes WHERE game_id = ?1");
  remove.bind(1, id).run();
  Statement insert(db_,
                   "INSERT INTO xiangqi_nodes (game_id, node, parent, move, score, depth, "
                   "time_ms, comment) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
  const std::vector<game_files::XiangqiNodeId> order = storage_order(tree);
  std::unordered_map<game_files::XiangqiNodeId, std::int64_t> number;
  for (std::size_t i = 0; i < order.size(); ++i) {
    const game_files::XiangqiNodeId at = order[i];
    number[at] = static_cast<std::int64_t>(i);
    const game_files::XiangqiMove& m = tree.move(at);
    if (at == game_files::XiangqiTree::ROOT) {
      if (m.comment.empty()) continue;  // the start position is stored for its comment alone
      insert.bind(1, id).bind(2, std::int64_t{0}).bind_null(3).bind(4, std::string_view(""));
    } else {
      insert.bind(1, id).bind(2, static_cast<std::int64_t>(i)).bind(3, number[tree.parent(at)]);
      insert.bind(4, m.move);
      if (m.score) insert.bind(5, std::int64_t{*m.score});
      if (m.depth) insert.bind(6, std::int64_t{*m.depth});
      insert.bind(7, m.time_ms);
    }
    if (!m.comment.empty()) insert.bind(8, m.comment);
    insert.run();
  }
  Statement totals(db_, "UPDATE games SET plies = ?2 WHERE id = ?1");
  totals.bind(1, id).bind(2, static_cast<std::int64_t>(tree.main_line_length())).run();
}

void Store::delete_game(std::int64_t id) {
  require_writable("delete a game");
  std::lock_guard lock(write_mutex_);
  Transaction transaction(db_);
  Statement remove(db_, "DELETE FROM games WHERE id = ?1");
  remove.bind(1, id).run();
  if (db_.changes() == 0) no_such_game(db_.path(), id);
  transaction.commit();
}

void Store::replace_xiangqi_moves(std::int64_t id, std::int64_t from_ply,
                                  std::span<const game_files::XiangqiMove> moves,
                                  std::span<const game_files::Stretch> stretches) {
  require_writable("record a move");
  std::lock_guard lock(write_mutex_);
  Transaction transaction(db_);
  const XiangqiRow row = xiangqi_row(id);
  const std::string& what = row.what;
  if (row.finished)
    throw game_files::RecordsError(
        game_files::ErrorKind::Invalid,
        what + " is not an unfinished xiangqi game; its moves cannot be replaced");
  const std::int64_t plies = row.plies;
  if (from_ply < 0 || from_ply > plies)
    throw game_files::RecordsError(game_files::ErrorKind::Invalid,
                                   what + " has " + std::to_string(plies) +
                                       " moves; cannot replace from ply " +
                                       std::to_string(from_ply));
  Statement variations(db_, "SELECT count(*) FROM xiangqi_nodes WHERE game_id = ?1 AND node > ?2");
  variations.bind(1, id).bind(2, plies);
  variations.step();
  const bool tree = variations.column_int(0) > 0;
  variations.reset();
  if (tree) {
    // The variations keep their places: the tree is edited and stored again, renumbered.
    game_files::XiangqiTree game = read_tree(id, row.start_fen);
    game_files::XiangqiNodeId at = game.main_line_node(static_cast<std::size_t>(from_ply));
    if (game.main_child(at) != game_files::XiangqiTree::NONE) game.remove(game.main_child(at));
    if (moves.empty())
      while (!game.children(at).empty()) game.remove(game.children(at).front());
    for (const game_files::XiangqiMove& move : moves) {
      try {
        at = game.add_move(at, move);
      } catch (const game_files::RecordsError& e) {
        throw game_files::RecordsError(game_files::ErrorKind::Invalid, what + ": " + e.what());
      }
      game.set_move_info(at, move.score, move.depth, move.time_ms);
      game.set_comment(at, move.comment);
    }
    game.make_main_line(at);
    write_tree(id, game);
  } else {
    Statement remove(db_, "DELETE FROM xiangqi_nodes WHERE game_id = ?1 AND node > ?2");
    remove.bind(1, id).bind(2, from_ply).run();
    Statement insert(db_,
                     "INSERT INTO xiangqi_nodes (game_id, node, parent, move, score, depth, "
                     "time_ms, comment) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    std::int64_t ply = from_ply;
    for (const game_files::XiangqiMove& move : moves) {
      insert.bind(1, id).bind(2, ply + 1).bind(3, ply).bind(4, move.move);
      if (move.score) insert.bind(5, std::int64_t{*move.score});
      if (move.depth) insert.bind(6, std::int64_t{*move.depth});
      insert.bind(7, move.time_ms);
      if (!move.comment.empty()) insert.bind(8, move.comment);
      insert.run();
      ++ply;
    }
    Statement totals(db_, "UPDATE games SET plies = ?2 WHERE id = ?1");
    totals.bind(1, id).bind(2, ply).run();
  }
  // The stretches of the replaced moves go with them.
  drop_stretches_from(id, from_ply);
  write_stretches(id, stretches);
  transaction.commit();
}

std::int64_t Store::insert_game(const game_files::GameSummary& game) {
  require_writable("record a game");
  std::lock_guard lock(write_mutex_);
  Transaction transaction(db_);
  const std::int64_t id = insert_game_locked(game);
  transaction.commit();
  return id;
}

std::int64_t Store::insert_game_locked(const game_files::GameSummary& game) {
  Statement insert(db_, R"sql(
    INSERT INTO games (game, variant, width, height, randomizer, seed, start_fen, started_at,
                       finished, program_version, scoring, game_index, source)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, ?9, ?10, ?11, ?12))sql");
  insert.bind(1, std::string_view(to_string(game.game))).bind(2, game.variant);
  if (game.game == game_files::GameKind::Tetris) {
    insert.bind(3, std::int64_t{game.width}).bind(4, std::int64_t{game.height});
    insert.bind(5, game.randomizer).bind(6, static_cast<std::int64_t>(game.seed));
    insert.bind(10, game.scoring);
    if (game.game_index) insert.bind(11, static_cast<std::int64_t>(*game.game_index));
  } else {
    insert.bind(7, game.start_fen);
  }
  insert.bind(8, game.started_at_ms).bind(9, std::string_view(GAMEAI_VERSION));
  if (!game.source.empty()) insert.bind(12, game.source);
  insert.run();
  const std::int64_t id = db_.last_insert_rowid();
  Statement add_tag(
      db_, "INSERT INTO game_tags (game_id, position, name, value) VALUES (?1, ?2, ?3, ?4)");
  for (std::size_t i = 0; i < game.tags.size(); ++i) {
    add_tag.bind(1, id).bind(2, static_cast<std::int64_t>(i));
    add_tag.bind(3, game.tags[i].first).bind(4, game.tags[i].second).run();
  }
  Statement add_player(db_,
                       "INSERT INTO players (game_id, seat, kind, name, settings, weights_hash) "
                       "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  for (std::size_t seat = 0; seat < game.players.size(); ++seat) {
    const game_files::PlayerInfo& player = game.players[seat];
    add_player.bind(1, id).bind(2, static_cast<std::int64_t>(seat));
    add_player.bind(3, std::string_view(to_string(player.kind))).bind(4, player.name);
    add_player.bind(5, player.settings.empty() ? std::string_view("{}") : player.settings);
    if (player.weights_hash.empty())
      add_player.bind_null(6);
    else
      add_player.bind(6, player.weights_hash);
    add_player.run();
  }
  // Each seat's first stretch: its player from the first step.
  std::vector<game_files::Stretch> first;
  for (std::size_t seat = 0; seat < game.players.size(); ++seat)
    first.push_back({.seat = static_cast<int>(seat), .player = game.players[seat]});
  write_stretches(id, first);
  return id;
}

std::int64_t Store::insert_xiangqi_game(const game_files::GameSummary& game,
                                        const game_files::XiangqiTree& tree) {
  require_writable("record a game");
  std::lock_guard lock(write_mutex_);
  Transaction transaction(db_);
  const std::int64_t id = insert_game_locked(game);
  write_tree(id, tree);
  if (game.finished) {
    Statement finish(db_,
                     "UPDATE games SET finished = 1, ended_at = ?2, result = ?3, reason = ?4, "
                     "final_fen = ?5 WHERE id = ?1");
    finish.bind(1, id).bind(2, game.ended_at_ms).bind(3, game.result).bind(4, game.reason);
    finish.bind(5, game.final_fen).run();
  }
  transaction.commit();
  return id;
}

void Store::replace_xiangqi_tree(std::int64_t id, const game_files::XiangqiTree& tree) {
  require_writable("change a game's moves");
  std::lock_guard lock(write_mutex_);
  Transaction transaction(db_);
  const XiangqiRow row = xiangqi_row(id);
  const std::string& what = row.what;
  const bool finished = row.finished;
  const std::string& start_fen = row.start_fen;
  if (game_files::XiangqiTree(start_fen).start_position() != tree.start_position())
    throw game_files::RecordsError(game_files::ErrorKind::Invalid,
                                   what + " starts from '" +
                                       game_files::XiangqiTree(start_fen).start_position() +
                                       "', not from the tree's '" + tree.start_position() + "'");
  const std::vector<game_files::XiangqiMove> before = xiangqi_moves(id);
  const std::vector<game_files::XiangqiMove> after = tree.main_line();
  std::size_t same = 0;
  while (same < before.size() && same < after.size() && before[same].move == after[same].move)
    ++same;
  const bool changed = same < before.size() || before.size() != after.size();
  if (finished && changed)
    throw game_files::RecordsError(game_files::ErrorKind::Invalid,
                                   what + " is finished: its main line of " +
                                       std::to_string(before.size()) +
                                       " plies cannot change (ply " + std::to_string(same) +
                                       " differs); only its variations and comments can");
  write_tree(id, tree);
  // The stretches of the replaced moves go with them.
  if (same < before.size()) drop_stretches_from(id, static_cast<std::int64_t>(same));
  transaction.commit();
}

Store::XiangqiRow Store::xiangqi_row(std::int64_t id) {
  Statement check(db_, "SELECT game, finished, plies, start_fen FROM games WHERE id = ?1");
  check.bind(1, id);
  if (!check.step()) no_such_game(db_.path(), id);
  XiangqiRow row;
  row.what = "game " + std::to_string(id) + " in '" + db_.path() + "'";
  if (check.column_text(0) != "xiangqi")
    throw game_files::RecordsError(game_files::ErrorKind::Invalid,
                                   row.what + " is not a xiangqi game");
  row.finished = check.column_int(1) != 0;
  row.plies = check.column_int(2);
  row.start_fen = check.column_text(3);
  return row;
}

void Store::drop_stretches_from(std::int64_t id, std::int64_t from) {
  // Every seat keeps its stretch from step 0, which names its player.
  Statement drop(db_, "DELETE FROM stretches WHERE game_id = ?1 AND from_step >= ?2");
  drop.bind(1, id).bind(2, std::max<std::int64_t>(from, 1)).run();
}

void Store::vacuum() {
  require_writable("vacuum");
  std::lock_guard lock(write_mutex_);
  db_.exec("VACUUM");
  db_.query_text("PRAGMA wal_checkpoint(TRUNCATE)");
}

std::string Store::integrity_check() {
  Statement query(db_, "PRAGMA integrity_check");
  std::string report;
  while (query.step()) {
    if (!report.empty()) report += '\n';
    report += query.column_text(0);
  }
  return report;
}

std::string weights_digest(std::string_view weights_json) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (const char c : weights_json) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ull;
  }
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

}  // namespace gameai::records
