#include "game_records.hpp"

#include <optional>

#include "records/error.hpp"
#include "records/location.hpp"
#include "records/store.hpp"
#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"
#include "records/xiangqi_recorder.hpp"
#include "xiangqi/iccs.hpp"

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

void GameRecords::startTetris(const tetris::GameConfig& config, bool aiStarted,
                              const std::string& aiSettings) {
  finishTetris("stopped");
  // The game is stored from its first locked piece: a game with no move leaves no record.
  m_pendingTetris = PendingTetris{config, aiStarted, aiSettings};
}

void GameRecords::addTetrisStep(const tetris::StepRecord& step, std::int64_t scoreAfter) {
  if (!m_tetris && m_pendingTetris) {
    const PendingTetris pending = *m_pendingTetris;
    m_pendingTetris.reset();
    records::Store* s = store();
    if (!s) return;
    const records::PlayerInfo player =
        pending.aiStarted
            ? records::PlayerInfo(records::PlayerInfo::Kind::Ai, "gui-ai", pending.aiSettings)
            : records::PlayerInfo(records::PlayerInfo::Kind::Human, "human", pending.aiSettings);
    try {
      m_tetris = std::make_unique<records::TetrisRecorder>(
          *s, records::tetris_setup(pending.config, player));
    } catch (const std::exception& e) {
      fail(e);
    }
  }
  if (!m_tetris) return;
  const records::TetrisStep out = records::tetris_step(step, scoreAfter);
  try {
    m_tetris->add_step(out);
  } catch (const std::exception& e) {
    fail(e);
    m_tetris.reset();
  }
}

void GameRecords::setTetrisAiPlaying(bool on) {
  if (m_pendingTetris) m_pendingTetris->aiStarted = on;
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

void GameRecords::flushTetris() {
  if (!m_tetris) return;
  try {
    m_tetris->flush();
  } catch (const std::exception& e) {
    fail(e);
  }
}

void GameRecords::syncXiangqi(const xiangqi::Game& game, const XiangqiSeats& seats) {
  std::vector<std::string> moves;
  moves.reserve(std::size_t(game.ply()));
  for (int i = 0; i < game.ply(); ++i)
    moves.push_back(xiangqi::to_iccs(game.moves()[std::size_t(i)]));
  if (m_xiangqi && m_xiangqi->finished()) {
    if (moves == m_xiangqiStored) return;
    endXiangqi();  // continued after an undo at its end: a new game
  }
  if (!m_xiangqi && moves.empty()) return;
  try {
    if (!m_xiangqi) {
      records::Store* s = store();
      if (!s) return;
      const std::string level = "{\"level\":" + std::to_string(seats.level) + "}";
      auto seat = [&](bool human) {
        if (human) return records::PlayerInfo(records::PlayerInfo::Kind::Human, "human");
        if (!seats.externalEngine.empty()) return records::xiangqi_player(seats.externalEngine);
        return records::PlayerInfo(records::PlayerInfo::Kind::Ai,
                                   "ai:" + std::to_string(seats.level), level);
      };
      records::XiangqiSetup setup;
      if (game.start_fen() != xiangqi::START_FEN) setup.start_fen = game.start_fen();
      setup.red = seat(seats.redHuman);
      setup.black = seat(seats.blackHuman);
      // A person moves every few seconds: commit each move as it is played.
      m_xiangqi = std::make_unique<records::XiangqiRecorder>(
          *s, setup, records::RecorderOptions{.batch_size = 1});
      m_xiangqiStored.clear();
    }
    std::size_t same = 0;
    while (same < m_xiangqiStored.size() && same < moves.size() &&
           m_xiangqiStored[same] == moves[same])
      ++same;
    if (same < m_xiangqiStored.size()) {
      std::vector<records::XiangqiMove> tail;
      for (std::size_t i = same; i < moves.size(); ++i) tail.emplace_back(moves[i]);
      m_xiangqi->rewrite(static_cast<std::int64_t>(same), tail);
    } else {
      for (std::size_t i = same; i < moves.size(); ++i)
        m_xiangqi->add_move(records::XiangqiMove(moves[i]));
    }
    m_xiangqiStored = std::move(moves);
    if (game.over()) m_xiangqi->finish(game.result(), game.status().text, game.fen());
  } catch (const std::exception& e) {
    fail(e);
    m_xiangqi.reset();
    m_xiangqiStored.clear();
  }
}

void GameRecords::endXiangqi() {
  m_xiangqi.reset();
  m_xiangqiStored.clear();
}

}  // namespace gameai::gui
