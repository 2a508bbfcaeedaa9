#pragma once
// The app's door to the records store (libs/records): the user's one SQLite file, shared with the
// command line. Every game is recorded as it is played. If the store cannot be opened (read-only
// disk, a newer schema) the app keeps working and says once why nothing is recorded.

#include <QString>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game_files/game_record.hpp"
#include "game_files/xiangqi_tree.hpp"
#include "records/tetris_runs.hpp"
#include "tetris/game.hpp"
#include "xiangqi/game.hpp"

namespace gameai::records {
class Store;
class TetrisRecorder;
class XiangqiRecorder;
}  // namespace gameai::records

namespace gameai::tetris_play {
class Session;
}  // namespace gameai::tetris_play

namespace gameai::gui {

class GameRecords {
 public:
  GameRecords();
  ~GameRecords();

  // The database every GameRecords opens from now on (gameai-gui --db); by default the records
  // library's choice ($GAMEAI_DB, else the user's data folder).
  static void setDatabasePath(const QString& path);

  // The store, opened on first use; nullptr (and lastError() says why) when it cannot be used.
  records::Store* store();
  QString lastError() const { return m_error; }
  QString path() const;

  // Tetris: one recorder per game, made at the game's first locked piece (a game with no move is
  // not stored). Every hand-over (the AI takes the game or gives it back, another AI or other AI
  // settings) is told with setTetrisPlayer and stored as a stretch from the next piece on.
  // `startGarbage`: the garbage rows the game begins with (dig), each row's hole, topmost first.
  void startTetris(const tetris::GameConfig& config, const game_files::PlayerInfo& player,
                   std::vector<std::uint8_t> startGarbage = {});
  void setTetrisPlayer(const game_files::PlayerInfo& player);
  // Who plays `session`: the person, or its AI with the settings and weights it plays with (named
  // as the command line names it: "bot", "eltetris", ...).
  static game_files::PlayerInfo tetrisPlayer(const tetris_play::Session& session, bool aiPlays);
  // `garbageHoles`: the garbage rows that rose right after the step (versus), topmost first.
  void addTetrisStep(const tetris::StepRecord& step, std::int64_t scoreAfter,
                     std::span<const std::uint8_t> garbageHoles = {});
  void finishTetris(const char* result);
  // Commits the Tetris steps still held in memory; called every second so that a crash while
  // the player ponders loses nothing already played.
  void flushTetris();
  // The stored id of the Tetris game being recorded; 0 while none is (no piece locked yet).
  std::int64_t tetrisGameId() const;
  // Runs in a mode of play (records/tetris_runs.hpp): the personal best of a mode, rules and
  // board size (nullopt when no run counts yet, or the store cannot be used), and a finished
  // run stored with its game (false when it could not be: lastError() says why).
  std::optional<records::TetrisRun> bestTetrisRun(const std::string& mode, const std::string& rules,
                                                  int width, int height, records::RunOrder order);
  bool storeTetrisRun(const records::TetrisRun& run);

  // Xiangqi: the game as it stands (the line the game is on, the moves after its cursor too: a
  // move taken back is in the move tree still; its result once over), kept current in the store
  // move by move. The game row is created at the first move and stays unfinished until the game
  // is over, so a crash loses nothing played; a takeback followed by another move replaces the
  // stored main line from the first move that differs (the move tree keeps the old line as a
  // variation). The moves added are
  // credited to the seats as they are now: a seat that changed hands (a person taking over from
  // the engine, another level, an external engine) starts a new stretch.
  struct XiangqiSeats {
    bool redHuman = true;
    bool blackHuman = true;
    int level = 0;
    std::string externalEngine;  // "uci:COMMAND", "xboard:COMMAND", ... when an engine plays
    // The game's clock as PGN's TimeControl tag writes it ("300+3", "-" for none), stored with a
    // game played here when it is created.
    std::string timeControl;
  };
  // `tree` is the game's move tree: once the game is stored, its variations and comments are
  // stored with it (playedTree: the game's line is the main line).
  void syncXiangqi(const xiangqi::Game& game, const XiangqiSeats& seats,
                   const game_files::XiangqiTree& tree);
  // The move tree of the game being recorded was edited (variations, comments): stored with it,
  // the moves stored staying its main line. Nothing is stored while no game is recorded or when
  // the tree no longer holds the line stored.
  void storeXiangqiTree(const game_files::XiangqiTree& tree);
  // The game on the board was opened from a file: its first moves (ICCS) were played by `red` and
  // `black` as the file names them, and the file says more about it (`source`, its format, and
  // `tags`, as `records import` keeps them). It is a record already, not a game played here: it
  // is stored only once a move is played after those moves (or in place of one of them), with
  // the file's moves credited to the file's players and the new ones to the seats.
  struct OpenedXiangqi {
    std::vector<std::string> moves;
    game_files::PlayerInfo red, black;
    std::string source;
    std::vector<std::pair<std::string, std::string>> tags;
  };
  void openedXiangqi(OpenedXiangqi opened);
  // The game being recorded is left: the next syncXiangqi starts a new one. An unfinished game
  // stays in the store as it was last synced, marked unfinished.
  void endXiangqi();
  // The stored id of the xiangqi game being recorded; 0 while none is.
  std::int64_t xiangqiGameId() const;

 private:
  bool fail(const std::exception& e);
  // The game's line, its result once over: the stored main line, by the recorder.
  void syncXiangqiMoves(const xiangqi::Game& game, const XiangqiSeats& seats);

  std::unique_ptr<records::Store> m_store;
  struct PendingTetris {
    tetris::GameConfig config;
    game_files::PlayerInfo player;
    std::vector<std::uint8_t> startGarbage;
  };
  std::optional<PendingTetris> m_pendingTetris;
  std::unique_ptr<records::TetrisRecorder> m_tetris;
  std::unique_ptr<records::XiangqiRecorder> m_xiangqi;
  std::vector<std::string> m_xiangqiStored;  // the moves m_xiangqi holds, in ICCS
  bool m_xiangqiTreeStored = false;          // whether its game holds variations or comments
  std::optional<OpenedXiangqi> m_openedXiangqi;
  QString m_error;
  bool m_triedOpen = false;
};

}  // namespace gameai::gui
