#pragma once
// The Players box of the xiangqi page: who plays (a person against the computer, two people, or
// the computer against itself), the person's side, the computer's strength and engine (built-in
// or external), and the time control for the next games. It holds the choices and says when one
// changes; the page decides what a change means for the game under way.

#include <QGroupBox>
#include <QSettings>
#include <array>
#include <utility>

#include "game_files/game_record.hpp"
#include "game_records.hpp"
#include "xiangqi/types.hpp"
#include "xiangqi_ai/external_engine.hpp"
#include "xiangqi_engine_runner.hpp"
#include "xiangqi_play/clock_presets.hpp"

class QComboBox;
class QFormLayout;
class QSpinBox;

namespace gameai::gui {

class XiangqiOpponentBox;

class XiangqiPlayersPanel : public QGroupBox {
  Q_OBJECT
 public:
  enum class Mode { HumanVsComputer, HumanVsHuman, ComputerVsComputer };
  // The clock box's presets, the page's too: minutes each, seconds per move.
  static constexpr auto CLOCK_PRESETS = xiangqi_play::CLOCK_PRESETS;

  explicit XiangqiPlayersPanel(QWidget* parent = nullptr);

  Mode mode() const;
  void setMode(Mode mode);
  xiangqi::Color humanSide() const;
  void setHumanSide(xiangqi::Color side);
  // Whether a person plays `side` in the mode chosen.
  bool humanPlays(xiangqi::Color side) const;
  int level() const;
  void setLevel(int level);
  const XiangqiOpponentBox& opponent() const { return *m_opponent; }
  // The computer's side is played by `command`, spoken to in `protocol`; empty: built-in engine.
  void setExternalEngine(const QString& command, xiangqi_ai::EngineProtocol protocol);
  // ... or by the engine manager's engine called `name`; false if it has none of that name.
  bool setManagedEngine(const QString& name);
  // The engine manager changed its engines.
  void reloadEngines();
  // The time control chosen for the next games: `baseMs` each plus `incrementMs` a move; 0: none.
  void setClock(qint64 baseMs, qint64 incrementMs);
  qint64 clockBaseMs() const { return m_clockBase; }
  qint64 clockIncrementMs() const { return m_clockIncrement; }
  // What the choices mean for a game. The computer's level and engine, as a search for its move
  // asks for them (`request`'s position is the caller's).
  void chooseEngine(XiangqiEngineRunner::Request& request) const;
  // Who plays each side, as the records store keeps a game (the time control is the game's).
  GameRecords::XiangqiSeats seats() const;
  // A side as a saved file names it: "Human", the external engine's command, or "gameai level
  // N". The same in every language, so that a file saved in Chinese reads the same in an
  // English tool (and imports as the same players).
  game_files::PlayerInfo player(xiangqi::Color side) const;

  // The names of the modes, as the Mode menu lists them.
  QStringList modeNames() const;

  void save(QSettings& settings) const;
  void load(const QSettings& settings);

 Q_SIGNALS:
  void modeChanged();
  void sideChanged();
  void levelChanged();
  // Another engine, protocol or command for the computer.
  void opponentChanged();
  // The player chose a time control (it applies from the next game).
  void clockChosen();

 protected:
  void changeEvent(QEvent* event) override;
  // Undo and redo belong to the game while the level box has focus: its text undo would
  // swallow Ctrl+Z.
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void retranslateUi();
  void onClockChoice(int index);
  static QString clockText(qint64 baseMs, qint64 incrementMs);

  QFormLayout* m_form = nullptr;
  QComboBox* m_modeBox = nullptr;
  QComboBox* m_sideBox = nullptr;
  QSpinBox* m_levelBox = nullptr;
  XiangqiOpponentBox* m_opponent = nullptr;
  QComboBox* m_clockBox = nullptr;
  qint64 m_clockBase = 0, m_clockIncrement = 0;
};

}  // namespace gameai::gui
