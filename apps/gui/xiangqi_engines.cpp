#include "xiangqi_engines.hpp"

#include <QCoreApplication>
#include <QRegularExpression>
#include <stdexcept>

#include "common/child_process.hpp"
#include "common/timing.hpp"

namespace gameai::gui {

using xiangqi_ai::OptionType;

QString protocolName(EngineProtocolKind protocol) {
  switch (protocol) {
    case EngineProtocolKind::Uci:
      return QStringLiteral("UCI");
    case EngineProtocolKind::Ucci:
      return QStringLiteral("UCCI");
    case EngineProtocolKind::Xboard:
      return QStringLiteral("xboard");
  }
  return {};
}

namespace {

std::optional<OptionType> typeNamed(const QString& text) {
  const QString t = text.startsWith(QLatin1Char('-')) ? text.mid(1) : text;
  if (t == QLatin1String("spin") || t == QLatin1String("slider")) return OptionType::Spin;
  if (t == QLatin1String("check")) return OptionType::Check;
  if (t == QLatin1String("combo")) return OptionType::Combo;
  if (t == QLatin1String("string") || t == QLatin1String("file") || t == QLatin1String("path") ||
      t == QLatin1String("label"))
    return OptionType::String;
  if (t == QLatin1String("button") || t == QLatin1String("save") || t == QLatin1String("reset"))
    return OptionType::Button;
  return std::nullopt;
}

// xboard's `option="NAME -TYPE VALUES"`.
std::optional<AnnouncedOption> parseXboardOption(const QString& text) {
  static const QRegularExpression form(QStringLiteral("^(.+?)\\s+(-[a-z]+)\\s*(.*)$"));
  const auto m = form.match(text.trimmed());
  if (!m.hasMatch()) return std::nullopt;
  const auto type = typeNamed(m.captured(2));
  if (!type) return std::nullopt;
  AnnouncedOption o;
  o.name = m.captured(1);
  o.type = *type;
  const QString rest = m.captured(3).trimmed();
  const QStringList words = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  if (o.type == OptionType::Spin) {
    if (words.size() >= 3) {
      o.defaultValue = words[0];
      o.min = words[1].toLongLong();
      o.max = words[2].toLongLong();
    }
  } else if (o.type == OptionType::Check) {
    o.defaultValue = rest == QLatin1String("1") ? QStringLiteral("true") : QStringLiteral("false");
  } else if (o.type == OptionType::Combo) {
    for (QString choice : rest.split(QStringLiteral("///"))) {
      choice = choice.trimmed();
      if (choice.startsWith(QLatin1Char('*'))) {
        choice = choice.mid(1);
        o.defaultValue = choice;
      }
      if (!choice.isEmpty()) o.choices << choice;
    }
    if (o.defaultValue.isEmpty() && !o.choices.isEmpty()) o.defaultValue = o.choices.front();
  } else if (o.type == OptionType::String) {
    o.defaultValue = rest;
  }
  return o;
}

}  // namespace

std::optional<AnnouncedOption> parseOptionLine(const QString& line) {
  static const QRegularExpression xboard(QStringLiteral("option=\"([^\"]*)\""));
  if (line.startsWith(QLatin1String("feature "))) {
    const auto m = xboard.match(line);
    return m.hasMatch() ? parseXboardOption(m.captured(1)) : std::nullopt;
  }
  const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  if (words.size() < 3 || words[0] != QLatin1String("option")) return std::nullopt;
  AnnouncedOption o;
  int i = 1;
  if (words[1] == QLatin1String("name")) {  // UCI: the name runs up to `type`
    QStringList name;
    for (i = 2; i < words.size() && words[i] != QLatin1String("type"); ++i) name << words[i];
    o.name = name.join(QLatin1Char(' '));
  } else {  // UCCI: one word
    o.name = words[1];
    i = 2;
  }
  if (o.name.isEmpty() || i >= words.size() || words[i] != QLatin1String("type") ||
      i + 1 >= words.size())
    return std::nullopt;
  const auto type = typeNamed(words[i + 1]);
  if (!type) return std::nullopt;
  o.type = *type;
  // The remaining keywords, each taking the words up to the next one.
  const QStringList keys = {QStringLiteral("default"), QStringLiteral("min"), QStringLiteral("max"),
                            QStringLiteral("var")};
  for (i += 2; i < words.size();) {
    const QString key = words[i++];
    QStringList value;
    while (i < words.size() && !keys.contains(words[i])) value << words[i++];
    const QString text = value.join(QLatin1Char(' '));
    if (key == QLatin1String("default"))
      o.defaultValue = text == QLatin1String("<empty>") ? QString() : text;
    else if (key == QLatin1String("min"))
      o.min = text.toLongLong();
    else if (key == QLatin1String("max"))
      o.max = text.toLongLong();
    else if (key == QLatin1String("var"))
      o.choices << text;
  }
  if (o.type == OptionType::Check && o.defaultValue.isEmpty())
    o.defaultValue = QStringLiteral("false");
  return o;
}

namespace {

struct Attempt {
  EngineProtocolKind protocol;
  std::vector<std::string> greeting;
  QString done;  // the line (prefix) that ends the handshake
};

// Runs one handshake; the announcement, or nullopt with `exitStatus` set when the process ended.
std::optional<EngineAnnouncement> attempt(const std::string& command, const Attempt& a,
                                          int timeoutMs, std::optional<int>& exitStatus,
                                          bool& exited) {
  common::ChildProcess process;
  process.start(command);
  for (const auto& line : a.greeting) process.write_line(line);
  EngineAnnouncement out;
  out.protocol = a.protocol;
  static const QRegularExpression myname(QStringLiteral("myname=\"([^\"]*)\""));
  const std::int64_t deadline = common::now_ms() + timeoutMs;
  for (;;) {
    const std::int64_t left = deadline - common::now_ms();
    const auto raw = left > 0 ? process.read_line(left) : std::nullopt;
    if (!raw) {
      exited = process.exited();
      if (exited) exitStatus = process.exit_status();
      process.terminate();
      return std::nullopt;
    }
    const QString line = QString::fromStdString(*raw).trimmed();
    if (line.startsWith(QLatin1String("id name ")))
      out.name = line.mid(8).trimmed();
    else if (line.startsWith(QLatin1String("id author ")))
      out.author = line.mid(10).trimmed();
    if (a.protocol == EngineProtocolKind::Xboard && line.startsWith(QLatin1String("feature "))) {
      const auto m = myname.match(line);
      if (m.hasMatch()) out.name = m.captured(1);
      // One option a line, whatever else the engine's feature line held.
      static const QRegularExpression option(QStringLiteral("option=\"[^\"]*\""));
      for (auto it = option.globalMatch(line); it.hasNext();)
        out.optionLines << QStringLiteral("feature ") + it.next().captured(0);
      if (line.contains(QLatin1String("done=1"))) break;
    } else if (parseOptionLine(line)) {
      out.optionLines << line;
    }
    if (a.protocol != EngineProtocolKind::Xboard && line == a.done) break;
  }
  process.write_line("quit");
  process.terminate();
  return out;
}

}  // namespace

EngineAnnouncement probeEngine(const QString& command, int timeoutMs) {
  const std::string cmd = command.trimmed().toStdString();
  if (cmd.empty())
    throw std::runtime_error(
        QCoreApplication::translate("XiangqiEngines", "No command given.").toStdString());
  const Attempt attempts[] = {
      {EngineProtocolKind::Uci, {"uci"}, QStringLiteral("uciok")},
      {EngineProtocolKind::Ucci, {"ucci"}, QStringLiteral("ucciok")},
      {EngineProtocolKind::Xboard, {"xboard", "protover 2"}, QString()},
  };
  bool anyExited = false;
  std::optional<int> lastStatus;
  for (const Attempt& a : attempts) {
    std::optional<int> status;
    bool exited = false;
    if (auto found = attempt(cmd, a, timeoutMs, status, exited)) {
      if (found->name.isEmpty()) found->name = command.trimmed();
      return *found;
    }
    // The shell's own answers: no such command, or not a program it may run.
    if (status == 127)
      throw std::runtime_error(
          QCoreApplication::translate("XiangqiEngines", "The command '%1' was not found.")
              .arg(command)
              .toStdString());
    if (status == 126)
      throw std::runtime_error(
          QCoreApplication::translate("XiangqiEngines",
                                      "The command '%1' could not be run (is it executable?).")
              .arg(command)
              .toStdString());
    anyExited = anyExited || exited;
    if (exited) lastStatus = status;
  }
  const QString seconds = QString::number(timeoutMs / 1000.0, 'g', 3);
  if (anyExited)
    throw std::runtime_error(
        QCoreApplication::translate(
            "XiangqiEngines", "'%1' exited (status %2) without answering UCI, UCCI or xboard.")
            .arg(command, lastStatus ? QString::number(*lastStatus) : QStringLiteral("?"))
            .toStdString());
  throw std::runtime_error(
      QCoreApplication::translate("XiangqiEngines",
                                  "'%1' answered none of UCI, UCCI and xboard within %2 s each.")
          .arg(command, seconds)
          .toStdString());
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
  return (protocol == EngineProtocolKind::Ucci ? "ucci:" : "uci:") + command.toStdString();
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
