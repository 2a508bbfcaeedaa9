// gameai-tetris-bot: the guideline Tetris bot for any Tetris Bot Protocol front end. It reads
// one JSON message per line on standard input and writes its replies on standard output;
// problems go to standard error, one line each, and the bot keeps its state.

#include <cstring>
#include <iostream>
#include <string>

#include "tbp/bot_session.hpp"

namespace {

constexpr const char* USAGE =
    "Usage: gameai-tetris-bot [--think-ms MS] [--nodes N] [--threads T] [--weights FILE] [--help | "
    "--version]\n"
    "\n"
    "The gameai guideline Tetris bot (hold, five previews, T-spins), speaking the Tetris Bot\n"
    "Protocol on standard input and output: info, rules -> ready, start, suggest -> suggestion,\n"
    "play, new_piece, stop, quit.\n"
    "\n"
    "  --think-ms MS   time per suggestion in milliseconds (default 100)\n"
    "  --nodes N       placements evaluated per suggestion (default: no limit)\n"
    "  --threads T     threads sharing each suggestion (default 1)\n"
    "  --weights FILE  the bot's weights as JSON (keys as in docs/tetris.md)\n";

bool number(const char* text, std::int64_t max, std::int64_t& out) {
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || v < 0 || v > max) return false;
  out = v;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  gameai::tetris_ai::PlayerSettings settings;
  settings.ai = std::string(gameai::tetris_ai::BOT_NAME);
  settings.think_ms = 100;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::cout << USAGE;
      return 0;
    }
    if (arg == "--version") {
      std::cout << "gameai-tetris-bot " << GAMEAI_VERSION << "\n";
      return 0;
    }
    if ((arg == "--think-ms" || arg == "--nodes" || arg == "--threads" || arg == "--weights") &&
        i + 1 < argc) {
      const char* value = argv[++i];
      std::int64_t n = 0;
      if (arg == "--weights") {
        try {
          gameai::tetris_ai::load_weights_file(settings, value);
        } catch (const std::exception& e) {
          std::cerr << "gameai-tetris-bot: " << e.what() << "\n";
          return 2;
        }
      } else if (arg == "--threads") {
        if (!number(value, gameai::tetris_ai::MAX_BOT_THREADS, n) || n < 1) {
          std::cerr << "gameai-tetris-bot: --threads takes a whole number 1.."
                    << gameai::tetris_ai::MAX_BOT_THREADS << ", not '" << value << "'\n";
          return 2;
        }
        settings.search_threads = static_cast<int>(n);
      } else if (!number(value, arg == "--think-ms" ? 3'600'000 : std::int64_t{1} << 40, n)) {
        std::cerr << "gameai-tetris-bot: " << arg << " takes a whole number "
                  << (arg == "--think-ms" ? "0..3600000" : ">= 0") << ", not '" << value << "'\n";
        return 2;
      } else if (arg == "--think-ms") {
        settings.think_ms = static_cast<int>(n);
      } else {
        settings.nodes = static_cast<std::uint64_t>(n);
      }
      continue;
    }
    std::cerr << "gameai-tetris-bot: unknown argument '" << arg << "'\n" << USAGE;
    return 2;
  }
  try {
    gameai::tbp::TbpSession session(settings);
    std::cout << session.info() << std::endl;
    std::string line;
    while (!session.quit() && std::getline(std::cin, line)) {
      if (line.empty()) continue;
      const gameai::tbp::Output out = session.handle(line);
      for (const auto& e : out.errors) std::cerr << e << "\n";
      for (const auto& m : out.messages) std::cout << m << "\n";
      std::cout.flush();
    }
  } catch (const std::exception& e) {
    std::cerr << "gameai-tetris-bot: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
