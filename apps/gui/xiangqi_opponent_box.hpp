#pragma once
// Who the computer's side is: the built-in engine, one of the engines of the engine manager
// (xiangqi_engines.hpp), played with the option values set there, or "external engine…",
// another xiangqi program (Pikafish, Fairy-Stockfish, ElephantEye, our own gameai-xiangqi, ...)
// started from a typed shell command and spoken to in UCI, UCCI or xboard. The command can be
// typed or browsed for; the choice is kept in the settings with the rest of the xiangqi page.

#include <QSettings>
#include <QString>
#include <QWidget>
#include <string>
#include <utility>
#include <vector>

#include "xiangqi_engines.hpp"

class QComboBox;
class QLineEdit;
class QToolButton;

namespace gameai::gui {

class XiangqiOpponentBox : public QWidget {
  Q_OBJECT
 public:
  explicit XiangqiOpponentBox(QWidget* parent = nullptr);

  // True when another program plays: a managed engine, or a typed command that is not empty.
  bool external() const;
  QString command() const;  // the program's command, trimmed; empty for the built-in engine
  xiangqi_ai::EngineProtocol protocol() const;
  // The option values the program is started with: a managed engine's (ManagedEngine::
  // settings()); none for a typed command.
  std::vector<std::pair<std::string, std::string>> engineOptions() const;
  // The player spec the records name it by ("uci:COMMAND", "xboard:COMMAND"); "" when built in.
  std::string spec() const;
  // The chosen managed engine's name; empty when none is chosen.
  QString managedEngine() const;

  // A typed command; an empty one selects the built-in engine.
  void setExternal(const QString& command, xiangqi_ai::EngineProtocol protocol);
  // Chooses the managed engine called `name`; false (and no change) if the manager has none.
  bool setManagedEngine(const QString& name);
  // Reads the manager's engines again from the settings, after the manager changed them; the
  // chosen engine stays chosen while it is there, with its new values.
  void reloadEngines();

  void save(QSettings& settings) const;
  void load(const QSettings& settings);

 Q_SIGNALS:
  // The opponent changed: another choice, protocol, or a command the user finished editing.
  void changed();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslateUi();
  void browse();
  void updateEnabled();
  // Fills the choice list from m_engines and selects `managed` (a name) or the `kind` row.
  void fillChoices(int kind, const QString& managed);
  int kind() const;  // BUILT_IN, EXTERNAL or MANAGED
  const ManagedEngine* chosenEngine() const;

  std::vector<ManagedEngine> m_engines;
  QComboBox* m_kind = nullptr;
  QLineEdit* m_command = nullptr;
  QToolButton* m_browse = nullptr;
  QComboBox* m_protocol = nullptr;
};

}  // namespace gameai::gui
