#pragma once
// Learning what an unknown engine command is: which protocol it speaks and which options it has.
//
// The command is started and spoken to in UCI, then UCCI, then xboard (CECP v2), each in a fresh
// process, until one answers its handshake (`uciok`, `ucciok`, `feature ... done=1`) within the
// time given. The `id name` / `id author` lines (xboard: `feature myname="..."`) and every option
// line it announced are kept, so that a front end can show the options and later set them
// (ExternalEngine::set_options). The probe blocks for up to three times the timeout: a GUI runs
// it on a worker thread.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "xiangqi_ai/external_engine.hpp"
#include "xiangqi_ai/options.hpp"

namespace gameai::xiangqi_ai {

// One option as an engine announced it.
struct AnnouncedOption {
  std::string name;
  OptionType type = OptionType::Spin;
  std::string default_value;         // "" for `<empty>`; checks are "true" / "false"
  std::int64_t min = 0, max = 0;     // Spin
  std::vector<std::string> choices;  // Combo
};

// An option line in UCI (`option name Clear Hash type button`, `option name Hash type spin
// default 16 min 1 max 4096`), UCCI (`option hashsize type spin min 0 max 1024 default 16`) or
// xboard (`feature option="Hash -spin 16 1 4096"`) form; nullopt for any other line, and for an
// option line of an unknown type or without a name.
std::optional<AnnouncedOption> parse_option_line(std::string_view line);

// What an engine said when it was started.
struct EngineAnnouncement {
  EngineProtocol protocol = EngineProtocol::Uci;
  std::string name;  // the command when the engine gave none
  std::string author;
  std::vector<std::string> option_lines;  // as announced; xboard's one `feature option=` each
};

// Why a probe found no engine; what() says it in English for the command line.
struct ProbeError : std::runtime_error {
  enum class Kind {
    NoCommand,    // the command is empty
    NotFound,     // the shell's status 127
    NotRunnable,  // the shell's status 126: no permission, not a program
    Exited,       // ended without answering any protocol
    NoAnswer      // kept running but answered no handshake in time
  };
  ProbeError(Kind why, std::optional<int> exit_status, const std::string& what)
      : std::runtime_error(what), kind(why), status(exit_status) {}
  Kind kind;
  std::optional<int> status;  // Exited: the exit status, when it exited normally
};

// Starts `command` (through /bin/sh) and finds the protocol it speaks, giving each protocol
// `timeout_ms` to answer. Throws ProbeError.
EngineAnnouncement probe_engine(const std::string& command, std::int64_t timeout_ms);

}  // namespace gameai::xiangqi_ai
