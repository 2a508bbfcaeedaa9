// gameai-tetris-bot: the guideline Tetris bot for any Tetris Bot Protocol front end. It reads
// one JSON message per line on standard input and writes its replies on standard output;
// problems go to standard error, one line each, and the bot keeps its state.
//
// It thinks between messages, as TBP bots do: as soon as a message changes the position
// (`start`, `play`, `new_piece`) a search of it starts on a thread of its own, within the
// budget; `suggest` answers with that search's move, waiting for it to finish if the front end
// asks before the budget is spent. A search whose position changed is cancelled.

#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>

#include "cli.hpp"
#include "tbp/bot_session.hpp"

namespace {

constexpr const char* USAGE =
    "Usage: gameai-tetris-bot [--think-ms MS] [--nodes N] [--threads T] [--weights FILE] [--help | "
    "--version]\n"
    "\n"
    "The gameai guideline Tetris bot (hold, five previews, T-spins), speaking the Tetris Bot\n"
    "Protocol on standard input and output: info, rules -> ready, start, suggest -> suggestion,\n"
    "play, new_piece, stop, quit. It searches each position from the moment it knows it (start,\n"
    "play, new_piece) and answers suggest with that search's move, once it has finished.\n"
    "\n"
    "  --think-ms MS   time per piece in milliseconds, from the moment the position is known\n"
    "                  (default 100)\n"
    "  --nodes N       placements evaluated per piece (default: no limit)\n"
    "  --threads T     threads sharing each search (default 1)\n"
    "  --weights FILE  the bot's weights as JSON (keys as in docs/tetris.md)\n";

bool number(const char* text, std::int64_t max, std::int64_t& out) {
  char* end = nullptr;
  errno = 0;
  const long long v = std::strtoll(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || v < 0 || v > max) return false;
  out = v;
  return true;
}

// The search of the current position, on a thread of its own.
class Thinker {
 public:
  explicit Thinker(gameai::tbp::TbpSession& session) : session_(session) {}
  ~Thinker() { cancel(); }
  Thinker(const Thinker&) = delete;
  Thinker& operator=(const Thinker&) = delete;

  // After each message: a changed position is searched afresh.
  void update() {
    if (session_.version() == version_ && (thread_.joinable() || done_)) return;
    cancel();
    version_ = session_.version();
    const std::optional<gameai::tetris_ai::BotState> position = session_.position();
    if (!position) return;
    session_.player().resume();
    thread_ = std::thread([this, position] { choice_ = session_.player().choose(*position); });
  }
  // The suggestion for the position searched (the search finished first).
  std::optional<std::string> suggestion() {
    if (session_.version() != version_ || (!thread_.joinable() && !done_)) return std::nullopt;
    if (thread_.joinable()) thread_.join();
    done_ = true;
    return gameai::tbp::TbpSession::suggestion(choice_);
  }

 private:
  void cancel() {
    if (thread_.joinable()) {
      session_.player().cancel();
      thread_.join();
    }
    done_ = false;
    choice_.reset();
  }

  gameai::tbp::TbpSession& session_;
  std::thread thread_;
  std::uint64_t version_ = ~std::uint64_t{0};
  bool done_ = false;
  std::optional<gameai::tetris_ai::Choice> choice_;
};

// Whether `line` is a `suggest` message.
bool is_suggest(const std::string& line) {
  const nlohmann::json m = nlohmann::json::parse(line, nullptr, false);
  return m.is_object() && m.contains("type") && m["type"] == "suggest";
}

}  // namespace

// What no command catches (memory running out, say) still ends with a message, not an abort.
int main(int argc, char** argv) try {
  gameai::tetris_ai::PlayerSettings settings;
  settings.ai = std::string(gameai::tetris_ai::BOT_NAME);
  settings.think_ms = 100;
  CLI::App app{"the gameai guideline Tetris bot", "gameai-tetris-bot"};
  std::string think_ms, nodes, threads, weights;
  CLI::Option* think_ms_option = app.add_option("--think-ms", think_ms)->type_name("MS");
  CLI::Option* nodes_option = app.add_option("--nodes", nodes)->type_name("N");
  CLI::Option* threads_option = app.add_option("--threads", threads)->type_name("T");
  CLI::Option* weights_option = app.add_option("--weights", weights)->type_name("FILE");
  if (const std::optional<int> status = gameai::cli::parse_program(
          app, argc, argv, USAGE, std::string("gameai-tetris-bot ") + GAMEAI_VERSION))
    return *status;
  std::int64_t n = 0;
  if (think_ms_option->count() > 0) {
    if (!number(think_ms.c_str(), 3'600'000, n)) {
      std::cerr << "gameai-tetris-bot: --think-ms takes a whole number 0..3600000, not '"
                << think_ms << "'\n";
      return gameai::cli::EXIT_USAGE;
    }
    settings.think_ms = static_cast<int>(n);
  }
  if (nodes_option->count() > 0) {
    if (!number(nodes.c_str(), std::int64_t{1} << 40, n)) {
      std::cerr << "gameai-tetris-bot: --nodes takes a whole number >= 0, not '" << nodes << "'\n";
      return gameai::cli::EXIT_USAGE;
    }
    settings.nodes = static_cast<std::uint64_t>(n);
  }
  if (threads_option->count() > 0) {
    if (!number(threads.c_str(), gameai::tetris_ai::MAX_BOT_THREADS, n) || n < 1) {
      std::cerr << "gameai-tetris-bot: --threads takes a whole number 1.."
                << gameai::tetris_ai::MAX_BOT_THREADS << ", not '" << threads << "'\n";
      return gameai::cli::EXIT_USAGE;
    }
    settings.search_threads = static_cast<int>(n);
  }
  if (weights_option->count() > 0) {
    try {
      gameai::tetris_ai::load_weights_file(settings, weights);
    } catch (const std::exception& e) {
      std::cerr << "gameai-tetris-bot: " << e.what() << "\n";
      return gameai::cli::EXIT_USAGE;
    }
  }
  try {
    gameai::tbp::TbpSession session(settings);
    Thinker thinker(session);
    std::cout << session.info() << std::endl;
    std::string line;
    while (!session.quit() && std::getline(std::cin, line)) {
      if (line.empty()) continue;
      // A suggest for the position being searched takes that search's move; anything else
      // (a malformed suggest too) goes to the session, which searches there if it must.
      if (is_suggest(line)) {
        if (const std::optional<std::string> answer = thinker.suggestion()) {
          std::cout << *answer << std::endl;
          continue;
        }
      }
      const gameai::tbp::Output out = session.handle(line);
      for (const auto& e : out.errors) std::cerr << e << "\n";
      for (const auto& m : out.messages) std::cout << m << "\n";
      std::cout.flush();
      thinker.update();
    }
  } catch (const std::exception& e) {
    std::cerr << "gameai-tetris-bot: " << e.what() << "\n";
    return 2;
  }
  return 0;
} catch (const std::exception& e) {
  std::cerr << "gameai-tetris-bot: " << e.what() << "\n";
  return EXIT_FAILURE;
} catch (...) {
  std::cerr << "gameai-tetris-bot: "
               "stopped by an unknown error\n";
  return EXIT_FAILURE;
}
