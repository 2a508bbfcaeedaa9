// A scripted TBP bot for the front end's tests: our bot (a small node budget) behind the
// protocol, misbehaving as told.
//
//   fake_tbp_bot MODE [N] [--transcript FILE]
//
// MODE: honest; nonjson, illegal, hang, crash or empty at the Nth suggest (default 1), answering
// a line that is not JSON, a move no piece can make, nothing at all, by aborting, or an empty
// list of moves; bad-first (an unplayable move before each real one); wrong-spin (every move
// claimed as a full spin); refuse-rules (an error instead of ready). --transcript appends each
// line received to FILE as "MILLISECONDS LINE", the time counted from the bot's start.

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "tbp/bot_session.hpp"

int main(int argc, char** argv) {
  using nlohmann::json;
  const std::string mode = argc > 1 ? argv[1] : "honest";
  int at = 1;
  std::string transcript;
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--transcript" && i + 1 < argc) {
      transcript = argv[++i];
    } else {
      at = std::atoi(argv[i]);
    }
  }
  std::ofstream log;
  if (!transcript.empty()) log.open(transcript, std::ios::app);
  const auto begin = std::chrono::steady_clock::now();

  gameai::tetris_ai::PlayerSettings settings;
  settings.ai = "bot";
  settings.think_ms = 0;
  settings.nodes = 300;
  gameai::tbp::TbpSession session(settings);
  std::cout << session.info() << std::endl;
  int suggests = 0;
  std::string line;
  while (!session.quit() && std::getline(std::cin, line)) {
    if (log.is_open()) {
      const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now() - begin)
                          .count();
      log << ms << " " << line << std::endl;
    }
    const json message = json::parse(line, nullptr, false);
    const std::string type =
        message.is_object() && message.contains("type") ? message.value("type", "") : "";
    if (type == "rules" && mode == "refuse-rules") {
      std::cout << R"({"type":"error","reason":"unsupported_rules"})" << std::endl;
      continue;
    }
    if (type == "suggest" && ++suggests == at) {
      if (mode == "nonjson") {
        std::cout << "thinking very hard" << std::endl;
        continue;
      }
      if (mode == "illegal") {
        std::cout << R"({"type":"suggestion","moves":[{"location":{"type":"T",)"
                     R"("orientation":"north","x":4,"y":30},"spin":"none"}]})"
                  << std::endl;
        continue;
      }
      if (mode == "hang") {
        std::this_thread::sleep_for(std::chrono::hours(1));
      }
      if (mode == "crash") std::abort();
      if (mode == "empty") {
        std::cout << R"({"type":"suggestion","moves":[]})" << std::endl;
        continue;
      }
    }
    const gameai::tbp::Output out = session.handle(line);
    for (const std::string& m : out.messages) {
      json reply = json::parse(m);
      if (reply["type"] == "suggestion" && !reply["moves"].empty()) {
        if (mode == "bad-first") {
          // A T in the air above the stack: no piece stops there.
          reply["moves"].insert(
              reply["moves"].begin(),
              json{{"location", {{"type", "T"}, {"orientation", "north"}, {"x", 4}, {"y", 30}}},
                   {"spin", "none"}});
        } else if (mode == "wrong-spin") {
          for (json& move : reply["moves"]) move["spin"] = "full";
        }
      }
      std::cout << reply.dump() << std::endl;
    }
  }
  return 0;
}
