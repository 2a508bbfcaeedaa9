#include "records/schema.hpp"

#include "records/tetris_replay.hpp"

#include <array>
#include <string>

namespace gameai::records {
namespace {

// Version 1: the games, their players, Tetris steps packed in chunks (see step_codec.hpp) and
// xiangqi moves one row per ply.
constexpr const char* SCHEMA_V1 = R"sql(
CREATE TABLE games (
  id              INTEGER PRIMARY KEY,
  game            TEXT    NOT NULL CHECK (game IN ('tetris', 'xiangqi')),
  variant         TEXT    NOT NULL,
  width           INTEGER,
  height          INTEGER,
  randomizer      TEXT,
  seed            INTEGER,
  start_fen       TEXT,
  started_at      INTEGER NOT NULL,
  ended_at        INTEGER,
  finished        INTEGER NOT NULL DEFAULT 0,
  result          TEXT,
  reason          TEXT,
  score           INTEGER NOT NULL DEFAULT 0,
  lines           INTEGER NOT NULL DEFAULT 0,
  pieces          INTEGER NOT NULL DEFAULT 0,
  plies           INTEGER NOT NULL DEFAULT 0,
  program_version TEXT    NOT NULL
);
CREATE TABLE players (
  game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat         INTEGER NOT NULL,
  kind         TEXT    NOT NULL CHECK (kind IN ('human', 'ai', 'engine')),
  name         TEXT    NOT NULL,
  settings     TEXT    NOT NULL DEFAULT '{}',
  weights_hash TEXT,
  PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE TABLE tetris_chunks (
  game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  first_step INTEGER NOT NULL,
  step_count INTEGER NOT NULL,
  data       BLOB    NOT NULL,
  PRIMARY KEY (game_id, first_step)
);
CREATE TABLE xiangqi_moves (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  ply     INTEGER NOT NULL,
  move    TEXT    NOT NULL,
  score   INTEGER,
  depth   INTEGER,
  time_ms INTEGER,
  PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
)sql";

// Version 2: indexes for `records list --game` and `records stats`, and the final position of a
// xiangqi game so that replay can prove it reaches the same FEN.
constexpr const char* SCHEMA_V2 = R"sql(
ALTER TABLE games ADD COLUMN final_fen TEXT;
CREATE INDEX games_by_kind ON games (game, variant, id);
CREATE INDEX players_by_name ON players (name, kind);
)sql";

// Version 3: the Tetris scoring table, which a replay needs to reproduce the score. Games
// stored before it used the guideline table, the only one then.
constexpr const char* SCHEMA_V3 = R"sql(
ALTER TABLE games ADD COLUMN scoring TEXT;
UPDATE games SET scoring = 'guideline' WHERE game = 'tetris';
)sql";

// Version 4: Tetris steps carry their drop rows (and headless AI games their spins), so that
// every stored game replays exactly, board and score; older steps are rewritten by replaying
// them (upgrade_tetris_steps).
// Version 5: who played each stretch of a game (hand-overs between a person, AIs, levels and
// engines), so that stats credit each player with what it played; a game stored before has one
// stretch per seat, its stored player's, from the first step. Tetris games of a numbered run keep
// the seed as typed and their index in the run (game_index; NULL: the seed deals the pieces
// itself, as every game stored before did).
constexpr const char* SCHEMA_V5 = R"sql(
CREATE TABLE stretches (
  game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat         INTEGER NOT NULL,
  from_step    INTEGER NOT NULL,
  kind         TEXT    NOT NULL CHECK (kind IN ('human', 'ai', 'engine')),
  name         TEXT    NOT NULL,
  settings     TEXT    NOT NULL DEFAULT '{}',
  weights_hash TEXT,
  lines_before INTEGER NOT NULL DEFAULT 0,
  score_before INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game_id, seat, from_step)
) WITHOUT ROWID;
CREATE INDEX stretches_by_name ON stretches (name, kind);
INSERT INTO stretches (game_id, seat, from_step, kind, name, settings, weights_hash)
  SELECT game_id, seat, 0, kind, name, settings, weights_hash FROM players;
ALTER TABLE games ADD COLUMN game_index INTEGER;
)sql";

// Version 6: a xiangqi move keeps the comment an imported game gave it.
constexpr const char* SCHEMA_V6 = R"sql(
ALTER TABLE xiangqi_moves ADD COLUMN comment TEXT;
)sql";

// Version 7: what an imported game's file says about it beyond its players, moves and result: the
// tags the store has no column for (Event, Site, Date, Round, Annotator, ...; PGN's tags, XQF's
// header fields), in file order, and the file's format. Games stored before keep none: what
// their files said was not kept.
constexpr const char* SCHEMA_V7 = R"sql(
CREATE TABLE game_tags (
  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name     TEXT    NOT NULL,
  value    TEXT    NOT NULL,
  PRIMARY KEY (game_id, position)
) WITHOUT ROWID;
ALTER TABLE games ADD COLUMN source TEXT;
)sql";

// Version 8: a xiangqi game is a tree of moves (variations and comments, as PGN and XQF files
// and players keep them), one row per node: node 0 is the start position (stored only for the
// comment before the first move), nodes 1..plies the main line (node p + 1 is ply p, with parent
// p: the rows of xiangqi_moves, renumbered), then the variations in pre-order, each variation's
// moves in order and its own variations after it. A node's children are the rows naming it as
// parent, in the order of their numbers: the first is the main continuation. So the main line
// reads as a range of the primary key, and the same tree is always stored the same way.
constexpr const char* SCHEMA_V8 = R"sql(
CREATE TABLE xiangqi_nodes (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  node    INTEGER NOT NULL,
  parent  INTEGER,
  move    TEXT    NOT NULL,
  score   INTEGER,
  depth   INTEGER,
  time_ms INTEGER,
  comment TEXT,
  PRIMARY KEY (game_id, node)
) WITHOUT ROWID;
INSERT INTO xiangqi_nodes (game_id, node, parent, move, score, depth, time_ms, comment)
  SELECT game_id, ply + 1, ply, move, score, depth, time_ms, comment FROM xiangqi_moves;
DROP TABLE xiangqi_moves;
)sql";

// Version 9: the mode of play of a Tetris run (sprint, ultra, dig, marathon, ...) and its result,
// one row per stored game played in a mode, for personal bests per mode, rules and board size.
// `counts` says whether the run may stand as a personal best (a person played it alone, to the
// mode's goal). Games stored before have none: they were played without a mode.
constexpr const char* SCHEMA_V9 = R"sql(
CREATE TABLE tetris_runs (
  game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  mode    TEXT    NOT NULL,
  rules   TEXT    NOT NULL,
  width   INTEGER NOT NULL,
  height  INTEGER NOT NULL,
  ended   TEXT    NOT NULL CHECK (ended IN ('finished', 'topped_out')),
  counts  INTEGER NOT NULL,
  time_ms INTEGER NOT NULL,
  pieces  INTEGER NOT NULL,
  keys    INTEGER NOT NULL,
  lines   INTEGER NOT NULL,
  score   INTEGER NOT NULL,
  level   INTEGER NOT NULL
);
CREATE INDEX tetris_runs_by_mode ON tetris_runs (mode, rules, width, height, counts);
)sql";

// Version 10: the garbage that rose under a Tetris stack in versus, so that each board of a versus
// game replays exactly: for a step after which garbage rose, one byte per risen row giving its
// hole's column, the topmost row first. Games stored before had none (versus was not stored).
constexpr const char* SCHEMA_V10 = R"sql(
CREATE TABLE tetris_garbage (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  step    INTEGER NOT NULL,
  holes   BLOB    NOT NULL,
  PRIMARY KEY (game_id, step)
) WITHOUT ROWID;
)sql";

constexpr std::array<Migration, 10> MIGRATIONS{{
    {1, "games, players, tetris_chunks, xiangqi_moves", SCHEMA_V1, nullptr},
    {2, "final_fen column; indexes for list and stats", SCHEMA_V2, nullptr},
    {3, "scoring column for Tetris games", SCHEMA_V3, nullptr},
    {4, "Tetris steps with spins and drop rows", nullptr, upgrade_tetris_steps},
    {5, "stretches (who played each part of a game); Tetris game_index", SCHEMA_V5, nullptr},
    {6, "comments of xiangqi moves", SCHEMA_V6, nullptr},
    {7, "tags and source format of imported games", SCHEMA_V7, nullptr},
    {8, "xiangqi games as move trees: variations and comments", SCHEMA_V8, nullptr},
    {9, "Tetris runs in a mode of play and their results", SCHEMA_V9, nullptr},
    {10, "garbage risen under Tetris stacks in versus", SCHEMA_V10, nullptr},
}};

}  // namespace

std::span<const Migration> migrations() {
  return MIGRATIONS;
}

int schema_version(Database& db) {
  return static_cast<int>(db.query_int("PRAGMA user_version"));
}

void migrate(Database& db, int target_version) {
  for (const Migration& step : MIGRATIONS) {
    if (step.to_version > target_version) break;
    if (schema_version(db) >= step.to_version) continue;
    Transaction transaction(db);
    // Re-read under the write lock: another process may have migrated meanwhile.
    if (schema_version(db) >= step.to_version) continue;
    if (step.sql != nullptr) db.exec(step.sql);
    if (step.upgrade != nullptr) step.upgrade(db);
    if (step.to_version == 1) db.exec("PRAGMA application_id = " + std::to_string(APPLICATION_ID));
    db.exec("PRAGMA user_version = " + std::to_string(step.to_version));
    transaction.commit();
  }
}

int check_compatible(Database& db) {
  const int version = schema_version(db);
  if (version > SCHEMA_VERSION)
    throw game_files::RecordsError(
        game_files::ErrorKind::NewerSchema,
        "records database '" + db.path() + "' has schema version " + std::to_string(version) +
            ", written by a newer gameai; this program "
            "knows versions up to " +
            std::to_string(SCHEMA_VERSION) +
            ". It was left untouched: upgrade gameai, or choose another file "
            "with --db FILE or GAMEAI_DB.");
  const std::int64_t application = db.query_int("PRAGMA application_id");
  const std::int64_t tables = db.query_int("SELECT count(*) FROM sqlite_schema");
  const bool ours = application == APPLICATION_ID || (application == 0 && tables == 0);
  if (!ours)
    throw game_files::RecordsError(
        game_files::ErrorKind::NotARecords,
        "'" + db.path() +
            "' is a SQLite database but not a gameai records "
            "store. It was left untouched; choose another file with --db FILE or "
            "GAMEAI_DB.");
  return version;
}

}  // namespace gameai::records
