#pragma once
// The xiangqi engines the app knows: the built-in engine and the external ones the user added in
// the engine manager (xiangqi_engines_dialog.hpp), kept in the settings under xiangqi/engines.
//
// An external engine is a shell command. What it is and which options it has is learnt by
// probing (xiangqi_ai/engine_probe.hpp: UCI, then UCCI, then xboard, each in a fresh process);
// this file holds the Qt side of it: the announcement in Qt types, the error messages in the
// user's language, and the engines as the settings keep them. The built-in engine is described
// by the same structures from xiangqi_ai::option_table(), so the manager shows both alike. The
// probe blocks: the dialog runs it on a worker thread.

#include <QMap>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xiangqi_ai/external_engine.hpp"
#include "xiangqi_ai/options.hpp"

namespace gameai::gui {

// The protocols an engine can answer; the app plays all three (the library's ExternalEngine).
using EngineProtocolKind = xiangqi_ai::EngineProtocol;

QString protocolName(EngineProtocolKind protocol);  // "UCI", "UCCI", "xboard"

// One option as an engine announced it (xiangqi_ai::AnnouncedOption in Qt types).
struct AnnouncedOption {
  QString name;
  xiangqi_ai::OptionType type = xiangqi_ai::OptionType::Spin;
  QString defaultValue;
  qint64 min = 0, max = 0;  // Spin
  QStringList choices;      // Combo
};

// An option line in UCI, UCCI or xboard form (xiangqi_ai::parse_option_line); nullopt for any
// other line.
std::optional<AnnouncedOption> parseOptionLine(const QString& line);

// What an engine said when it was started.
struct EngineAnnouncement {
  EngineProtocolKind protocol = EngineProtocolKind::Uci;
  QString name, author;
  QStringList optionLines;  // as announced, parsed again by ManagedEngine::options()
};

// Starts `command` and finds the protocol it speaks, giving each protocol `timeoutMs` to answer.
// Throws std::runtime_error with a message for the user, in the user's language: the command
// was not found, could not be run, exited, or answered no protocol in time.
EngineAnnouncement probeEngine(const QString& command, int timeoutMs);

// An external engine as the manager keeps it.
struct ManagedEngine {
  QString name;  // shown; the engine's `id name` unless the user changed it
  QString command;
  EngineProtocolKind protocol = EngineProtocolKind::Uci;
  QString author;
  QStringList optionLines;
  QMap<QString, QString> values;  // option values the user set (the others keep the default)

  std::vector<AnnouncedOption> options() const;
  // The values to send at start, in announcement order (buttons and defaults left out).
  std::vector<std::pair<std::string, std::string>> settings() const;
  // The player spec the records store names it by: "uci:COMMAND", "ucci:COMMAND" or
  // "xboard:COMMAND".
  std::string spec() const;
};

std::vector<ManagedEngine> loadEngines(QSettings& settings);
// The engine called `name` among `engines`, or nullptr.
const ManagedEngine* findEngine(const std::vector<ManagedEngine>& engines, const QString& name);
void saveEngines(QSettings& settings, const std::vector<ManagedEngine>& engines);

// The built-in engine's options, from xiangqi_ai::option_table().
std::vector<AnnouncedOption> builtInOptions();

}  // namespace gameai::gui
