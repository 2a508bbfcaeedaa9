#include "xiangqi_ai/engine_probe.hpp"

#include <algorithm>

#include "common/child_process.hpp"
#include "common/timing.hpp"

namespace gameai::xiangqi_ai {

namespace {

std::vector<std::string> split_words(std::string_view text) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r')) ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text[j] != '\t' && text[j] != '\r') ++j;
    if (j > i) words.emplace_back(text.substr(i, j - i));
    i = j;
  }
  return words;
}

std::string join(const std::vector<std::string>& words, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to; ++i) {
    if (i > from) out += ' ';
    out += words[i];
  }
  return out;
}

std::string trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t\r");
  return std::string(text.substr(first, last - first + 1));
}

// A number, or nullopt for anything else ("16", "-5"; not "16k").
std::optional<std::int64_t> to_number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  try {
    std::size_t used = 0;
    const long long value = std::stoll(text, &used);
    if (used != text.size()) return std::nullopt;
    return value;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// The types UCI, UCCI and xboard write (xboard with a leading '-'); xboard's file and path and
// UCCI's label are strings, its save and reset buttons.
std::optional<OptionType> type_named(std::string_view text) {
  if (!text.empty() && text.front() == '-') text.remove_prefix(1);
  if (text == "spin" || text == "slider") return OptionType::Spin;
  if (text == "check") return OptionType::Check;
  if (text == "combo") return OptionType::Combo;
  if (text == "string" || text == "file" || text == "path" || text == "label")
    return OptionType::String;
  if (text == "button" || text == "save" || text == "reset") return OptionType::Button;
  return std::nullopt;
}

// The text between `key="` and the next '"' in `line`, or nullopt.
std::optional<std::string> quoted_value(std::string_view line, std::string_view key,
                                        std::size_t from = 0) {
  const std::string opening = std::string(key) + "=\"";
  const auto start = line.find(opening, from);
  if (start == std::string_view::npos) return std::nullopt;
  const auto begin = start + opening.size();
  const auto end = line.find('"', begin);
  if (end == std::string_view::npos) return std::nullopt;
  return std::string(line.substr(begin, end - begin));
}

// xboard's `option="NAME -TYPE VALUES"`: the name runs up to the first word that begins with '-'
// and names a type.
std::optional<AnnouncedOption> parse_xboard_option(std::string_view text) {
  const std::vector<std::string> words = split_words(text);
  std::size_t t = 1;
  while (t < words.size() && !(words[t].front() == '-' && type_named(words[t]))) ++t;
  if (t >= words.size()) return std::nullopt;
  AnnouncedOption o;
  o.name = join(words, 0, t);
  o.type = *type_named(words[t]);
  const std::string rest = join(words, t + 1, words.size());
  switch (o.type) {
    case OptionType::Spin: {
      if (words.size() != t + 4) return std::nullopt;
      const auto value = to_number(words[t + 1]), min = to_number(words[t + 2]),
                 max = to_number(words[t + 3]);
      if (!value || !min || !max) return std::nullopt;
      o.default_value = words[t + 1];
      o.min = *min;
      o.max = *max;
      break;
    }
    case OptionType::Check:
      if (rest != "0" && rest != "1") return std::nullopt;
      o.default_value = rest == "1" ? "true" : "false";
      break;
    case OptionType::Combo: {
      std::size_t from = 0;
      for (;;) {
        const auto bar = rest.find("///", from);
        std::string choice = trimmed(std::string_view(rest).substr(
            from, bar == std::string::npos ? std::string::npos : bar - from));
        if (!choice.empty() && choice.front() == '*') {
          choice.erase(0, 1);
          o.default_value = choice;
        }
        if (!choice.empty()) o.choices.push_back(choice);
        if (bar == std::string::npos) break;
        from = bar + 3;
      }
      if (o.choices.empty()) return std::nullopt;
      if (o.default_value.empty()) o.default_value = o.choices.front();
      break;
    }
    case OptionType::String:
      o.default_value = rest == "<empty>" ? std::string() : rest;
      break;
    case OptionType::Button:
      break;
  }
  return o;
}

}  // namespace

std::optional<AnnouncedOption> parse_option_line(std::string_view line) {
  if (line.starts_with("feature ")) {
    const auto text = quoted_value(line, "option");
    return text ? parse_xboard_option(*text) : std::nullopt;
  }
  const std::vector<std::string> words = split_words(line);
  if (words.size() < 3 || words[0] != "option") return std::nullopt;
  AnnouncedOption o;
  std::size_t i = 1;
  if (words[1] == "name") {  // UCI: the name runs up to `type`
    for (i = 2; i < words.size() && words[i] != "type"; ++i) {
    }
    o.name = join(words, 2, i);
  } else {  // UCCI: one word
    o.name = words[1];
    i = 2;
  }
  if (o.name.empty() || i + 1 >= words.size() || words[i] != "type") return std::nullopt;
  const auto type = type_named(words[i + 1]);
  if (!type || words[i + 1].front() == '-') return std::nullopt;
  o.type = *type;
  // The remaining keywords, each taking the words up to the next one.
  const auto is_key = [](const std::string& w) {
    return w == "default" || w == "min" || w == "max" || w == "var";
  };
  for (i += 2; i < words.size();) {
    const std::string& key = words[i++];
    if (!is_key(key)) return std::nullopt;
    const std::size_t from = i;
    while (i < words.size() && !is_key(words[i])) ++i;
    const std::string text = join(words, from, i);
    if (key == "default") {
      o.default_value = text == "<empty>" ? std::string() : text;
    } else if (key == "var") {
      o.choices.push_back(text);
    } else {
      const auto number = to_number(text);
      if (!number) return std::nullopt;
      (key == "min" ? o.min : o.max) = *number;
    }
  }
  if (o.type == OptionType::Spin && !to_number(o.default_value)) return std::nullopt;
  if (o.type == OptionType::Check && o.default_value.empty()) o.default_value = "false";
  if (o.type == OptionType::Check && o.default_value != "true" && o.default_value != "false")
    return std::nullopt;
  return o;
}

namespace {

struct Attempt {
  EngineProtocol protocol;
  std::vector<std::string> greeting;
  std::string done;  // the line that ends a UCI or UCCI handshake
};

// One handshake in a fresh process: the announcement, or nullopt with `exited` (and the exit
// status, when there is one) set when the process ended first.
std::optional<EngineAnnouncement> attempt(const std::string& command, const Attempt& a,
                                          std::int64_t timeout_ms, bool& exited,
                                          std::optional<int>& status) {
  common::ChildProcess process;
  process.start(command);
  for (const auto& line : a.greeting) process.write_line(line);
  EngineAnnouncement out;
  out.protocol = a.protocol;
  const bool xboard = a.protocol == EngineProtocol::Xboard;
  const std::int64_t deadline = common::now_ms() + timeout_ms;
  for (;;) {
    const std::int64_t left = deadline - common::now_ms();
    const auto raw = left > 0 ? process.read_line(left) : std::nullopt;
    if (!raw) {
      exited = process.exited();
      if (exited) status = process.exit_status();
      process.terminate();
      return std::nullopt;
    }
    const std::string line = trimmed(*raw);
    if (line.starts_with("id name "))
      out.name = trimmed(std::string_view(line).substr(8));
    else if (line.starts_with("id author "))
      out.author = trimmed(std::string_view(line).substr(10));
    if (xboard && line.starts_with("feature ")) {
      if (auto name = quoted_value(line, "myname")) out.name = *name;
      // One option a line, whatever else the engine's feature line held.
      for (std::size_t from = 0;;) {
        const auto at = line.find("option=\"", from);
        if (at == std::string::npos) break;
        const auto text = quoted_value(line, "option", at);
        if (!text) break;
        out.option_lines.push_back("feature option=\"" + *text + "\"");
        from = at + 8 + text->size() + 1;
      }
      // done=1 ends the handshake; xboard words are separated by spaces.
      const auto words = split_words(line);
      if (std::find(words.begin(), words.end(), "done=1") != words.end()) break;
    } else if (!xboard && parse_option_line(line)) {
      out.option_lines.push_back(line);
    }
    if (!xboard && line == a.done) break;
  }
  process.write_line("quit");
  process.terminate();
  return out;
}

}  // namespace

EngineAnnouncement probe_engine(const std::string& command, std::int64_t timeout_ms) {
  const std::string cmd = trimmed(command);
  if (cmd.empty()) throw ProbeError(ProbeError::Kind::NoCommand, std::nullopt, "no command given");
  const Attempt attempts[] = {
      {EngineProtocol::Uci, {"uci"}, "uciok"},
      {EngineProtocol::Ucci, {"ucci"}, "ucciok"},
      {EngineProtocol::Xboard, {"xboard", "protover 2"}, ""},
  };
  bool any_exited = false;
  std::optional<int> last_status;
  for (const Attempt& a : attempts) {
    bool exited = false;
    std::optional<int> status;
    if (auto found = attempt(cmd, a, timeout_ms, exited, status)) {
      if (found->name.empty()) found->name = cmd;
      return *found;
    }
    // The shell's own answers: no such command, or not a program it may run.
    if (status == 127)
      throw ProbeError(ProbeError::Kind::NotFound, status,
                       "the command '" + cmd + "' was not found");
    if (status == 126)
      throw ProbeError(ProbeError::Kind::NotRunnable, status,
                       "the command '" + cmd + "' could not be run (is it executable?)");
    if (exited) {
      any_exited = true;
      last_status = status;
    }
  }
  if (any_exited)
    throw ProbeError(ProbeError::Kind::Exited, last_status,
                     "'" + cmd + "' exited" +
                         (last_status ? " with status " + std::to_string(*last_status) : "") +
                         " without answering UCI, UCCI or xboard");
  throw ProbeError(ProbeError::Kind::NoAnswer, std::nullopt,
                   "'" + cmd + "' answered none of UCI, UCCI and xboard within " +
                       std::to_string(timeout_ms) + " ms each");
}

}  // namespace gameai::xiangqi_ai
