#include "game_records.hpp"

#include <nlohmann/json.hpp>
#include <optional>

#include "game_files/error.hpp"
#include "records/location.hpp"
#include "records/store.hpp"
#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"
#include "records/xiangqi_recorder.hpp"
#include "tetris_ai/player.hpp"
#include "tetris_play/session.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi_engine_runner.hpp"
#include "xiangqi_game.hpp"
#include "xiangqi_play/levels.hpp"

namespace gameai::gui {

namespace {
std::optional<std::string>& databasePathSetting() {
  static std::optional<std::string> path;
  return path;
}
}  // namespace

void GameRecords::setDatabasePath(const QString& path) {
  databasePathSetting() = path.toStdString();
}

GameRecords::GameRecords() = default;

GameRecords::~GameRecords() {
  // A game still running when the app closes stays in the store, marked unfinished.
  m_tetris.reset();
  m_xiangqi.reset();
}

bool GameRecords::fail(const std::exception& e) {
  m_error = QString::fromUtf8(e.what());
  return false;
}

records::Store* GameRecords::store() {
  if (!m_store && !m_triedOpen) {
    m_triedOpen = true;
    try {
      const std::string path = records::database_path(databasePathSetting());
      records::ensure_parent_directory(path);
      m_store = std::make_unique<records::Store>(path);
    } catch (const std::exception& e) {
      fail(e);
    }
  }
  return m_store.get();
}

QString GameRecords::path() const {
  try {
    return QString::fromStdString(records::database_path(databasePathSetting()));
  } catch (const std::exception&) {
    return {};
  }
}

void GameRecords::startTetris(const tetris::GameConfig& config,
                              const game_files::PlayerInfo& player,
                              std::vector<std::uint8_t> startGarbage) {
  finishTetris("stopped");
  // The game is stored from its first locked piece: a game with no move leaves no record.
  m_pendingTetris = PendingTetris{config, player, std::move(startGarbage)};
}

game_files::PlayerInfo GameRecords::tetrisPlayer(const tetris_play::Session& session,
                                                 bool aiPlays) {
  if (!aiPlays) return {game_files::PlayerInfo::Kind::Human, "human"};
  const tetris_play::Settings& s = session.settings();
  const nlohmann::json weights = nlohmann::json::parse(session.ai_weights_json());
  nlohmann::json settings = {{"weights", weights}};
  if (tetris_ai::supports_lookahead(s.rules)) settings["lookahead"] = s.lookahead;
  return {game_files::PlayerInfo::Kind::Ai, s.evaluator, settings.dump(),
          records::weights_digest(weights.dump())};
}

void GameRecords::addTetrisStep(const tetris::StepRecord& step, std::int64_t scoreAfter,
                                std::span<const std::uint8_t> garbageHoles) {
  if (!m_tetris && m_pendingTetris) {
    const PendingTetris pending = *m_pendingTetris;
    m_pendingTetris.reset();
    records::Store* s = store();
    if (!s) return;
    try {
      m_tetris = std::make_unique<records::TetrisRecorder>(
          *s, records::tetris_setup(pending.config, pending.player));
      m_tetris->add_garbage(pending.startGarbage);
    } catch (const std::exception& e) {
      fail(e);
    }
  }
  if (!m_tetris) return;
  const game_files::TetrisStep out = records::tetris_step(step, scoreAfter);
  try {
    m_tetris->add_step(out);
    m_tetris->add_garbage(garbageHoles);
  } catch (const std::exception& e) {
    fail(e);
    m_tetris.reset();
  }
}

void GameRecords::setTetrisPlayer(const game_files::PlayerInfo& player) {
  if (m_pendingTetris) m_pendingTetris->player = player;
  if (m_tetris) m_tetris->hand_over(player);
}

void GameRecords::finishTetris(const char* result) {
  m_pendingTetris.reset();
  if (!m_tetris) return;
  try {
    m_tetris->finish(result);
  } catch (const std::exception& e) {
    fail(e);
  }
  m_tetris.reset();
}

std::int64_t GameRecords::tetrisGameId() const {
  return m_tetris ? m_tetris->game_id() : 0;
}

std::optional<records::TetrisRun> GameRecords::bestTetrisRun(const std::string& mode,
                                                             const std::string& rules, int width,
                                                             int height, records::RunOrder order) {
  records::Store* s = store();
  if (!s) return std::nullopt;
  try {
    return records::best_tetris_run(*s, mode, rules, width, height, order);
  } catch (const std::exception& e) {
    fail(e);
    return std::nullopt;
  }
}

bool GameRecords::storeTetrisRun(const records::TetrisRun& run) {
  records::Store* s = store();
  if (!s) return false;
  try {
    records::store_tetris_run(*s, run);
    return true;
  } catch (const std::exception& e) {
    return fail(e);
  }
}

void GameRecords::flushTetris() {
  if (!m_tetris) return;
  try {
    m_tetris->flush();
  } catch (const std::exception& e) {
    fail(e);
  }
}

namespace {

// Whether the tree holds more than its main line: a variation or a comment.
bool annotated(const game_files::XiangqiTree& tree) {
  if (tree.variation_count() > 0) return true;
  for (const game_files::XiangqiNodeId node : tree.preorder())
    if (!tree.comment(node).empty()) return true;
  return false;
}

}  // namespace

void GameRecords::syncXiangqi(const xiangqi::Game& game, const XiangqiSeats& seats,
                              const game_files::XiangqiTree& tree) {
  syncXiangqiMoves(game, seats);
  storeXiangqiTree(tree);
}

void GameRecords::storeXiangqiTree(const game_files::XiangqiTree& tree) {
  if (!m_xiangqi) return;
  game_files::XiangqiNodeId at = game_files::XiangqiTree::ROOT;
  for (const std::string& move : m_xiangqiStored) {
    at = tree.find_child(at, move);
    if (at == game_files::XiangqiTree::NONE) return;  // the line stored is no longer in the tree
  }
  const game_files::XiangqiTree played = playedTree(tree, at);
  const bool more = annotated(played);
  if (!more && !m_xiangqiTreeStored) return;  // the recorder's main line is all there is
  try {
    m_xiangqi->flush();
    m_store->replace_xiangqi_tree(m_xiangqi->game_id(), played);
    m_xiangqiTreeStored = more;
  } catch (const std::exception& e) {
    fail(e);
  }
}

void GameRecords::syncXiangqiMoves(const xiangqi::Game& game, const XiangqiSeats& seats) {
  std::vector<std::string> moves;
  moves.reserve(std::size_t(game.ply_count()));
  for (int i = 0; i < game.ply_count(); ++i)
    moves.push_back(xiangqi::to_iccs(game.moves()[std::size_t(i)]));
  if (m_xiangqi && m_xiangqi->finished()) {
    if (moves == m_xiangqiStored) return;
    endXiangqi();  // continued after an undo at its end: a new game
  }
  if (!m_xiangqi && moves.empty()) return;
  // An opened game that was only looked at (its moves, or fewer of them) is the file's record.
  std::size_t fromFile = 0;
  if (!m_xiangqi && m_openedXiangqi) {
    const std::vector<std::string>& opened = m_openedXiangqi->moves;
    while (fromFile < opened.size() && fromFile < moves.size() &&
           opened[fromFile] == moves[fromFile])
      ++fromFile;
    if (fromFile == moves.size()) return;
  }
  const std::string level = "{\"level\":" + std::to_string(seats.level) + "}";
  auto seat = [&](bool human) {
    if (human) return game_files::PlayerInfo(game_files::PlayerInfo::Kind::Human, "human");
    // An external engine plays at the level's time per move: a new level is a new stretch.
    if (!seats.externalEngine.empty())
      return records::xiangqi_player(
          seats.externalEngine, xiangqi_play::external_move_time_ms(seats.level, {}, xiangqi::RED));
    return game_files::PlayerInfo(game_files::PlayerInfo::Kind::Ai,
                                  "ai:" + std::to_string(seats.level), level);
  };
  const game_files::PlayerInfo red = seat(seats.redHuman);
  const game_files::PlayerInfo black = seat(seats.blackHuman);
  try {
    if (!m_xiangqi) {
      records::Store* s = store();
      if (!s) return;
      records::XiangqiSetup setup;
      if (game.start_fen() != xiangqi::START_FEN) setup.start_fen = game.start_fen();
      setup.red = m_openedXiangqi ? m_openedXiangqi->red : red;
      setup.black = m_openedXiangqi ? m_openedXiangqi->black : black;
      if (m_openedXiangqi) {
        setup.source = m_openedXiangqi->source;
        setup.tags = m_openedXiangqi->tags;
      } else if (!seats.timeControl.empty()) {
        setup.tags = {{"TimeControl", seats.timeControl}};
      }
      // A person moves every few seconds: commit each move as it is played.
      m_xiangqi = std::make_unique<records::XiangqiRecorder>(
          *s, setup, records::RecorderOptions{.batch_size = 1});
      m_xiangqiStored.clear();
      m_xiangqiTreeStored = false;
      // The file's moves, by the file's players.
      for (std::size_t i = 0; i < fromFile; ++i) {
        m_xiangqi->add_move(game_files::XiangqiMove(moves[i]));
        m_xiangqiStored.push_back(moves[i]);
      }
    }
    // The moves added now were played by the seats as they are now.
    m_xiangqi->hand_over(0, red);
    m_xiangqi->hand_over(1, black);
    std::size_t same = 0;
    while (same < m_xiangqiStored.size() && same < moves.size() &&
           m_xiangqiStored[same] == moves[same])
      ++same;
    if (same < m_xiangqiStored.size()) {
      std::vector<game_files::XiangqiMove> tail;
      for (std::size_t i = same; i < moves.size(); ++i) tail.emplace_back(moves[i]);
      m_xiangqi->rewrite(static_cast<std::int64_t>(same), tail);
    } else {
      for (std::size_t i = same; i < moves.size(); ++i)
        m_xiangqi->add_move(game_files::XiangqiMove(moves[i]));
    }
    m_xiangqiStored = std::move(moves);
    if (game.over()) m_xiangqi->finish(game.result(), game.status().text, game.fen());
  } catch (const std::exception& e) {
    fail(e);
    m_xiangqi.reset();
    m_xiangqiStored.clear();
  }
}

void GameRecords::openedXiangqi(OpenedXiangqi opened) {
  endXiangqi();
  m_openedXiangqi = std::move(opened);
}

std::int64_t GameRecords::xiangqiGameId() const {
  return m_xiangqi ? m_xiangqi->game_id() : 0;
}

void GameRecords::endXiangqi() {
  m_xiangqi.reset();
  m_xiangqiStored.clear();
  m_xiangqiTreeStored = false;
  m_openedXiangqi.reset();
}

}  // namespace gameai::gui
