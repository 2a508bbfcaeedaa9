#include "tetris_versus_records.hpp"

#include "records/tetris_recorder.hpp"
#include "records/tetris_replay.hpp"

namespace gameai::gui {

TetrisVersusRecords::TetrisVersusRecords() = default;
TetrisVersusRecords::~TetrisVersusRecords() = default;

void TetrisVersusRecords::add(int side, const tetris::GameConfig& config,
                              const game_files::PlayerInfo& player,
                              const tetris_play::Sample& sample) {
  std::unique_ptr<records::TetrisRecorder>& recorder = m_recorders[size_t(side & 1)];
  if (!recorder) {
    if (!m_error.isEmpty()) return;
    records::Store* store = m_records.store();
    if (!store) {
      m_error = m_records.lastError();
      return;
    }
    try {
      records::TetrisSetup setup = records::tetris_setup(config, player);
      setup.tags = {{"Versus", (side & 1) == 0 ? "left" : "right"}};
      const std::unique_ptr<records::TetrisRecorder>& other = m_recorders[size_t(1 - (side & 1))];
      if (other) setup.tags.emplace_back("Opponent", std::to_string(other->game_id()));
      recorder = std::make_unique<records::TetrisRecorder>(*store, setup);
      if (other) other->add_tag("Opponent", std::to_string(recorder->game_id()));
    } catch (const std::exception& e) {
      m_error = QString::fromUtf8(e.what());
      return;
    }
  }
  try {
    recorder->add_step(records::tetris_step(sample.step, sample.score));
    recorder->add_garbage(sample.garbage_holes);
  } catch (const std::exception& e) {
    m_error = QString::fromUtf8(e.what());
    recorder.reset();
  }
}

void TetrisVersusRecords::finish(const char* left, const char* right, const std::string& reason) {
  const char* results[] = {left, right};
  for (int i = 0; i < 2; ++i) {
    std::unique_ptr<records::TetrisRecorder>& recorder = m_recorders[size_t(i)];
    if (!recorder) continue;
    m_lastIds[size_t(i)] = recorder->game_id();
    try {
      recorder->finish(results[i], reason);
    } catch (const std::exception& e) {
      m_error = QString::fromUtf8(e.what());
    }
    recorder.reset();
  }
}

void TetrisVersusRecords::flush() {
  for (auto& recorder : m_recorders) try {
      if (recorder) recorder->flush();
    } catch (const std::exception& e) {
      m_error = QString::fromUtf8(e.what());
      recorder.reset();
    }
}

std::int64_t TetrisVersusRecords::gameId(int side) const {
  const std::unique_ptr<records::TetrisRecorder>& recorder = m_recorders[size_t(side & 1)];
  return recorder ? recorder->game_id() : m_lastIds[size_t(side & 1)];
}

}  // namespace gameai::gui
