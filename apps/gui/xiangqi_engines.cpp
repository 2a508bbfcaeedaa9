#include "xiangqi_engines.hpp"

#include <QCoreApplication>
#include <stdexcept>

#include "xiangqi_ai/engine_probe.hpp"

namespace gameai::gui {

using xiangqi_ai::OptionType;

QString protocolName(EngineProtocolKind protocol) {
  return QString::fromUtf8(xiangqi_ai::protocol_name(protocol));
}

std::optional<AnnouncedOption> parseOptionLine(const QString& line) {
  const auto parsed = xiangqi_ai::parse_option_line(line.toStdString());
  if (!parsed) return std::nullopt;
  AnnouncedOption o;
  o.name = QString::fromStdString(parsed->name);
  o.type = parsed->type;
  o.defaultValue = QString::fromStdString(parsed->default_value);
  o.min = parsed->min;
  o.max = parsed->max;
  for (const std::string& choice : parsed->choices) o.choices << QString::fromStdString(choice);
  return o;
}

EngineAnnouncement probeEngine(const QString& command, int timeoutMs) {
  using Kind = xiangqi_ai::ProbeError::Kind;
  const QString shown = command.trimmed();
  try {
    const xiangqi_ai::EngineAnnouncement a =
        xiangqi_ai::probe_engine(shown.toStdString(), timeoutMs);
    EngineAnnouncement out;
    out.protocol = a.protocol;
    out.name = QString::fromStdString(a.name);
    out.author = QString::fromStdString(a.author);
    for (const std::string& line : a.option_lines) out.optionLines << QString::fromStdString(line);
    return out;
  } catch (const xiangqi_ai::ProbeError& e) {
    QString message;
    switch (e.kind) {
      case Kind::NoCommand:
        message = QCoreApplication::translate("XiangqiEngines", "No command given.");
        break;
      case Kind::NotFound:
        message = QCoreApplication::translate("XiangqiEngines", "The command '%1' was not found.")
                      .arg(shown);
        break;
      case Kind::NotRunnable:
        message = QCoreApplication::translate(
                      "XiangqiEngines", "The command '%1' could not be run (is it executable?).")
                      .arg(shown);
        break;
      case Kind::Exited:
        message =
            QCoreApplication::translate(
                "XiangqiEngines", "'%1' exited (status %2) without answering UCI, UCCI or xboard.")
                .arg(shown, e.status ? QString::number(*e.status) : QStringLiteral("?"));
        break;
      case Kind::NoAnswer:
        message =
            QCoreApplication::translate(
                "XiangqiEngines", "'%1' answered none of UCI, UCCI and xboard within %2 s each.")
                .arg(shown, QString::number(timeoutMs / 1000.0, 'g', 3));
        break;
    }
    throw std::runtime_error(message.toStdString());
  }
}

std::vector<AnnouncedOption> ManagedEngine::options() const {
  std::vector<AnnouncedOption> out;
  for (const QString& line : optionLines)
    if (auto o = parseOptionLine(line)) out.push_back(*o);
  return out;
}

std::vector<std::pair<std::string, std::string>> ManagedEngine::settings() const {
  std::vector<std::pair<std::string, std::string>> out;
  for (const AnnouncedOption& o : options()) {
    if (o.type == OptionType::Button || !values.contains(o.name)) continue;
    const QString value = values.value(o.name);
    if (value == o.defaultValue) continue;
    out.emplace_back(o.name.toStdString(), value.toStdString());
  }
  return out;
}

std::string ManagedEngine::spec() const {
  return protocolName(protocol).toLower().toStdString() + ":" + command.toStdString();
}

const ManagedEngine* findEngine(const std::vector<ManagedEngine>& engines, const QString& name) {
  for (const ManagedEngine& e : engines)
    if (e.name == name) return &e;
  return nullptr;
}

std::vector<ManagedEngine> loadEngines(QSettings& settings) {
  std::vector<ManagedEngine> out;
  const int n = settings.beginReadArray(QStringLiteral("xiangqi/engines"));
  for (int i = 0; i < n; ++i) {
    settings.setArrayIndex(i);
    ManagedEngine e;
    e.name = settings.value(QStringLiteral("name")).toString();
    e.command = settings.value(QStringLiteral("command")).toString();
    const QString protocol = settings.value(QStringLiteral("protocol")).toString();
    e.protocol = protocol == QLatin1String("ucci")     ? EngineProtocolKind::Ucci
                 : protocol == QLatin1String("xboard") ? EngineProtocolKind::Xboard
                                                       : EngineProtocolKind::Uci;
    e.author = settings.value(QStringLiteral("author")).toString();
    e.optionLines = settings.value(QStringLiteral("options")).toStringList();
    const QVariantMap values = settings.value(QStringLiteral("values")).toMap();
    for (auto it = values.begin(); it != values.end(); ++it) e.values[it.key()] = it->toString();
    if (!e.command.isEmpty()) out.push_back(std::move(e));
  }
  settings.endArray();
  return out;
}

void saveEngines(QSettings& settings, const std::vector<ManagedEngine>& engines) {
  settings.remove(QStringLiteral("xiangqi/engines"));
  settings.beginWriteArray(QStringLiteral("xiangqi/engines"), static_cast<int>(engines.size()));
  for (int i = 0; i < static_cast<int>(engines.size()); ++i) {
    const ManagedEngine& e = engines[static_cast<std::size_t>(i)];
    settings.setArrayIndex(i);
    settings.setValue(QStringLiteral("name"), e.name);
    settings.setValue(QStringLiteral("command"), e.command);
    settings.setValue(QStringLiteral("protocol"), protocolName(e.protocol).toLower());
    settings.setValue(QStringLiteral("author"), e.author);
    settings.setValue(QStringLiteral("options"), e.optionLines);
    QVariantMap values;
    for (auto it = e.values.begin(); it != e.values.end(); ++it) values[it.key()] = *it;
    settings.setValue(QStringLiteral("values"), values);
  }
  settings.endArray();
}

std::vector<AnnouncedOption> builtInOptions() {
  std::vector<AnnouncedOption> out;
  for (const xiangqi_ai::OptionRow& row : xiangqi_ai::option_table()) {
    AnnouncedOption o;
    o.name = QString::fromStdString(row.name);
    o.type = row.type;
    o.defaultValue = QString::fromStdString(row.default_value);
    o.min = row.min;
    o.max = row.max;
    for (const auto& c : row.choices) o.choices << QString::fromStdString(c);
    out.push_back(std::move(o));
  }
  return out;
}

}  // namespace gameai::gui
