#include "xiangqi_ai/engine.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <random>
#include <sstream>
#include <thread>

#include "common/timing.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/perft.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi/rules.hpp"
#include "xiangqi_ai/book.hpp"
#include "xiangqi_ai/evaluate.hpp"
#include "xiangqi_ai/nnue.hpp"
#include "xiangqi_ai/options.hpp"
#include "xiangqi_ai/search.hpp"
#include "xiangqi_ai/timeman.hpp"
#include "xiangqi_ai/tt.hpp"

namespace gameai::xiangqi_ai {

using namespace xiangqi;

namespace {

// A position rebuilt from a game (FEN + moves), owning the StateInfo history it points into.
struct GamePosition {
  std::vector<StateInfo> states;
  Position pos;

  // Returns an error message, or empty on success.
  std::string set(std::string_view fen, const std::vector<std::string>& texts,
                  std::vector<Move>* moves_out) {
    states.assign(texts.size() + 1, StateInfo{});
    std::string error;
    if (!pos.set(fen, &states[0], &error)) return "bad FEN: " + error;
    for (std::size_t i = 0; i < texts.size(); ++i) {
      const Move m = parse_legal_iccs(pos, texts[i]);
      if (!m) {
        const bool well_formed = parse_iccs(texts[i]) != Move::none();
        return (well_formed ? "illegal move '" : "malformed move '") + texts[i] + "' (move " +
               std::to_string(i + 1) + " after the FEN)";
      }
      pos.do_move(m, states[i + 1]);
      if (moves_out) moves_out->push_back(m);
    }
    return {};
  }

  void set(const RootGame& game) {
    states.assign(game.moves.size() + 1, StateInfo{});
    pos.set(game.fen, &states[0]);
    for (std::size_t i = 0; i < game.moves.size(); ++i) pos.do_move(game.moves[i], states[i + 1]);
  }
};

// The default of a Spin of the option table, where the facade starts.
std::int64_t table_default(std::string_view name) {
  return find_option(name)->default_number();
}

}  // namespace

std::string_view evaluation_name(Evaluation e) {
  return e == Evaluation::Classical ? "classical" : "nnue";
}

bool parse_evaluation(std::string_view text, Evaluation& out) {
  if (text == "nnue") {
    out = Evaluation::Network;
  } else if (text == "classical") {
    out = Evaluation::Classical;
  } else {
    return false;
  }
  return true;
}

PositionReport inspect_game(std::string_view fen, const std::vector<std::string>& moves) {
  PositionReport report;
  Game game;
  std::string error;
  if (!game.reset(fen, &error)) {
    report.error = "bad FEN: " + error;
    return report;
  }
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (!game.play(moves[i], &error)) {
      report.error = error + " (move " + std::to_string(i + 1) + " after the FEN)";
      return report;
    }
  }
  report.fen = game.fen();
  report.red_to_move = game.side_to_move() == RED;
  report.over = game.over();
  report.result = game.result();
  report.reason = game.reason();
  report.text = game.status().text;
  return report;
}

struct Engine::Impl {
  mutable std::mutex mutex;  // guards the settings and the game below
  RootGame game{std::string(START_FEN), {}};
  TranspositionTable tt{static_cast<std::size_t>(table_default("Hash"))};
  HistoryTables histories;  // per search thread, kept between the moves of a game
  std::unique_ptr<Evaluator> evaluator = std::make_unique<Evaluator>();
  Evaluation evaluation = Evaluation::Network;
  std::shared_ptr<const nnue::Network> network = nnue::Network::builtin();
  std::string eval_file;  // empty: the built-in network
  int threads = static_cast<int>(table_default("Threads"));
  int multipv = static_cast<int>(table_default("MultiPV"));
  int level = static_cast<int>(table_default("Level"));
  Algorithm algorithm = Algorithm::Alphabeta;
  std::uint64_t seed = std::random_device{}();
  bool own_book = false;  // front ends that play from the book turn it on
  std::string book_file;  // empty: the built-in book
  std::shared_ptr<const Book> loaded_book;
  std::mt19937_64 book_rng{seed};
  InfoCallback on_info;
  BestMoveCallback on_bestmove;

  SearchControl control;
  std::thread thread;
  std::atomic<bool> searching{false};
  BestMove last;

  void join() {
    if (thread.joinable()) thread.join();
  }
};

Engine::Engine() : impl_(std::make_unique<Impl>()) {}

Engine::~Engine() {
  stop();
  wait();
}

std::string Engine::set_position(std::string_view fen, const std::vector<std::string>& moves) {
  GamePosition game;
  std::vector<Move> parsed;
  std::string error = game.set(fen, moves, &parsed);
  if (!error.empty()) return error;
  std::lock_guard lock(impl_->mutex);
  impl_->game.fen = std::string(fen);
  impl_->game.moves = std::move(parsed);
  return {};
}

std::string Engine::fen() const {
  GamePosition game;
  std::lock_guard lock(impl_->mutex);
  game.set(impl_->game);
  return game.pos.fen();
}

bool Engine::red_to_move() const {
  GamePosition game;
  std::lock_guard lock(impl_->mutex);
  game.set(impl_->game);
  return game.pos.side_to_move() == RED;
}

std::string Engine::board_text() const {
  GamePosition game;
  {
    std::lock_guard lock(impl_->mutex);
    game.set(impl_->game);
  }
  static constexpr char LETTERS[] = ".KABNRCP.kabnrcp";
  std::ostringstream out;
  for (int r = RANK_NB - 1; r >= 0; --r) {
    out << r << "  ";
    for (int f = 0; f < FILE_NB; ++f)
      out << LETTERS[game.pos.piece_on(make_square(f, r))] << (f + 1 < FILE_NB ? " " : "");
    out << '\n';
    if (r == 5) out << "   ~~~~~~~~~~~~~~~~~\n";
  }
  out << "   a b c d e f g h i\n\n";
  out << "FEN: " << game.pos.fen() << '\n';
  out << "Key: " << std::hex << game.pos.key() << std::dec << '\n';
  out << "Side to move: " << (game.pos.side_to_move() == RED ? "red" : "black");
  return out.str();
}

void Engine::set_hash_mb(std::size_t megabytes) {
  wait();
  std::lock_guard lock(impl_->mutex);
  impl_->tt.resize(megabytes);
}
void Engine::set_threads(int threads) {
  std::lock_guard lock(impl_->mutex);
  impl_->threads = std::clamp(threads, 1, 256);
}
void Engine::set_multipv(int lines) {
  std::lock_guard lock(impl_->mutex);
  impl_->multipv = std::clamp(lines, 1, MAX_MULTIPV);
}
int Engine::multipv() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->multipv;
}
void Engine::set_level(int level) {
  std::lock_guard lock(impl_->mutex);
  impl_->level = std::clamp(level, MIN_LEVEL, MAX_LEVEL);
}
void Engine::set_algorithm(Algorithm algorithm) {
  std::lock_guard lock(impl_->mutex);
  impl_->algorithm = algorithm;
}
void Engine::set_weights(const EvalWeights& weights) {
  wait();
  std::lock_guard lock(impl_->mutex);
  impl_->evaluator = std::make_unique<Evaluator>(weights);
}
void Engine::set_evaluation(Evaluation evaluation) {
  std::lock_guard lock(impl_->mutex);
  impl_->evaluation = evaluation;
}
Evaluation Engine::evaluation() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->network ? impl_->evaluation : Evaluation::Classical;
}
std::string Engine::set_eval_file(const std::string& path) {
  std::shared_ptr<const nnue::Network> network;
  if (path.empty() || path == "<builtin>") {
    network = nnue::Network::builtin();
  } else {
    try {
      network = std::make_shared<const nnue::Network>(nnue::Network::load(path));
    } catch (const nnue::NetworkError& e) {
      return e.what();
    }
  }
  std::lock_guard lock(impl_->mutex);
  impl_->network = std::move(network);
  impl_->eval_file = path == "<builtin>" ? std::string() : path;
  return {};
}
std::string Engine::eval_file() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->eval_file.empty() ? "<builtin>" : impl_->eval_file;
}
std::string Engine::network_name() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->network ? impl_->network->name() : std::string();
}
void Engine::set_seed(std::uint64_t seed) {
  std::lock_guard lock(impl_->mutex);
  impl_->seed = seed;
  impl_->book_rng.seed(seed);
}
void Engine::set_own_book(bool on) {
  std::lock_guard lock(impl_->mutex);
  impl_->own_book = on;
}
std::string Engine::set_book_file(const std::string& path) {
  std::shared_ptr<const Book> book;
  if (!path.empty() && path != "<builtin>") {
    try {
      book = std::make_shared<const Book>(Book::load(path));
    } catch (const BookError& e) {
      return e.what();
    }
  }
  std::lock_guard lock(impl_->mutex);
  impl_->loaded_book = std::move(book);
  impl_->book_file = path == "<builtin>" ? std::string() : path;
  return {};
}
bool Engine::own_book() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->own_book;
}
std::string Engine::book_file() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->book_file.empty() ? "<builtin>" : impl_->book_file;
}
std::size_t Engine::hash_mb() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->tt.megabytes();
}
int Engine::threads() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->threads;
}
int Engine::level() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->level;
}
Algorithm Engine::algorithm() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->algorithm;
}

void Engine::new_game() {
  wait();
  std::lock_guard lock(impl_->mutex);
  impl_->tt.clear();
  for (auto& h : impl_->histories) h->clear();
}

void Engine::on_info(InfoCallback callback) {
  std::lock_guard lock(impl_->mutex);
  impl_->on_info = std::move(callback);
}
void Engine::on_bestmove(BestMoveCallback callback) {
  std::lock_guard lock(impl_->mutex);
  impl_->on_bestmove = std::move(callback);
}

void Engine::go(const SearchLimits& requested) {
  stop();
  wait();
  Impl& s = *impl_;
  std::unique_lock lock(s.mutex);
  SearchLimits limits = requested;
  SearchOptions options;
  const LevelSettings level = level_settings(s.level);
  options.algorithm = s.level < MAX_LEVEL ? level.algorithm : s.algorithm;
  options.threads = s.threads;
  options.multipv = s.multipv;
  options.eval_noise_cp = level.eval_noise_cp;
  options.noise_seed = s.seed;
  // The search holds its own reference, so a network loaded meanwhile cannot pull this one away.
  std::shared_ptr<const nnue::Network> network =
      s.evaluation == Evaluation::Network ? s.network : nullptr;
  options.network = network.get();
  // The level's depth and time caps (levels.hpp); which side moves matters on a clock.
  {
    StateInfo st;
    Position pos;
    pos.set(s.game.fen, &st);
    const bool red = (pos.side_to_move() == RED) == (s.game.moves.size() % 2 == 0);
    limits = level_limits(limits, s.level, red);
  }
  // Step 0. A book move, when the position is in the book and a move to play is wanted.
  Move book_move = Move::none();
  if (s.own_book && !requested.endless() && requested.depth == 0 && requested.nodes == 0 &&
      requested.mate == 0 && requested.search_moves.empty() && requested.ban_moves.empty()) {
    const Book& book = s.loaded_book ? *s.loaded_book : Book::builtin();
    if (!book.empty()) {
      GamePosition here;
      here.set(s.game);
      const double random = std::uniform_real_distribution<double>(0.0, 1.0)(s.book_rng);
      book_move = book.choose(here.pos, random);
    }
  }
  s.control.stop = false;
  s.control.pondering = limits.ponder;
  s.control.clock_start_ms = common::now_ms();
  s.searching = true;
  RootGame game = s.game;
  auto job = [this, game = std::move(game), limits, options, book_move, network] {
    Impl& st = *impl_;
    InfoCallback on_info;
    BestMoveCallback on_bestmove;
    {
      std::lock_guard guard(st.mutex);
      on_info = st.on_info;
      on_bestmove = st.on_bestmove;
    }
    BestMove best;
    if (book_move) {
      best.move = to_iccs(book_move);
      best.book = true;
    } else {
      Search search(st.tt, *st.evaluator, &st.histories);
      best = search.run(game, limits, options, st.control, on_info);
    }
    {
      std::lock_guard guard(st.mutex);
      st.last = best;
    }
    if (on_bestmove) on_bestmove(best);
    st.searching = false;
  };
#if defined(__EMSCRIPTEN__)
  // WebAssembly without shared memory has no threads: the search runs here, and go() returns
  // when it is done (the browser edition calls it from a Web Worker).
  lock.unlock();
  job();
#else
  s.thread = std::thread(std::move(job));
#endif
}

void Engine::stop() {
  impl_->control.pondering = false;
  impl_->control.stop = true;
}

void Engine::ponderhit() {
  impl_->control.clock_start_ms = common::now_ms();
  impl_->control.pondering = false;
}

void Engine::wait() {
  impl_->join();
}

bool Engine::searching() const {
  return impl_->searching.load();
}

BestMove Engine::search(const SearchLimits& limits) {
  go(limits);
  wait();
  std::lock_guard lock(impl_->mutex);
  return impl_->last;
}

std::vector<std::pair<std::string, std::uint64_t>> Engine::perft_divide(int depth) const {
  GamePosition game;
  {
    std::lock_guard lock(impl_->mutex);
    game.set(impl_->game);
  }
  std::vector<std::pair<std::string, std::uint64_t>> out;
  for (const PerftEntry& e : xiangqi::perft_divide(game.pos, std::max(1, depth)))
    out.emplace_back(to_iccs(e.move), e.nodes);
  return out;
}

int Engine::static_eval() const {
  GamePosition game;
  std::lock_guard lock(impl_->mutex);
  game.set(impl_->game);
  if (impl_->evaluation == Evaluation::Network && impl_->network)
    return impl_->network->evaluate(game.pos);
  return impl_->evaluator->evaluate(game.pos);
}

}  // namespace gameai::xiangqi_ai
