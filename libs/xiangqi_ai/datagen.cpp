#include "xiangqi_ai/datagen.hpp"

#include <cstdlib>
#include <cstring>

#include "common/rng.hpp"
#include "xiangqi/game.hpp"
#include "xiangqi/iccs.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi_ai/book.hpp"
#include "xiangqi_ai/nnue.hpp"

namespace gameai::xiangqi_ai {

namespace {

using xiangqi::Color;
using xiangqi::Result;

// A position waiting for the game's result.
struct PendingRecord {
  nnue::PackedPosition record;
  Color mover = xiangqi::RED;
};

nnue::GameResult result_for(Result result, Color mover) {
  if (result == Result::None) return nnue::GameResult::Unknown;
  const auto winner = xiangqi::winning_side(result);
  if (!winner) return nnue::GameResult::Draw;
  return *winner == mover ? nnue::GameResult::Win : nnue::GameResult::Loss;
}

std::vector<nnue::PackedPosition> finish(std::vector<PendingRecord>& pending, Result result) {
  std::vector<nnue::PackedPosition> out;
  out.reserve(pending.size());
  for (PendingRecord& p : pending) {
    p.record.result = result_for(result, p.mover);
    out.push_back(p.record);
  }
  return out;
}

class Fnv64 {
 public:
  void add(const std::string& text) {
    for (const char c : text) h_ = (h_ ^ static_cast<unsigned char>(c)) * 0x100000001b3ULL;
    h_ = (h_ ^ 0xFF) * 0x100000001b3ULL;  // separates the fields
  }
  void add(double v) { add(std::to_string(v)); }
  std::uint64_t value() const { return h_; }

 private:
  std::uint64_t h_ = 0xcbf29ce484222325ULL;
};

}  // namespace

std::uint64_t datagen_fingerprint(const DatagenOptions& o, const std::string& network_name) {
  Fnv64 h;
  h.add("datagen 1");
  for (const double v :
       {double(o.seed), double(o.nodes), double(o.depth), o.openings_share, o.book_share,
        double(o.max_book_plies), double(o.min_random_plies), double(o.max_random_plies),
        double(o.max_plies), double(o.win_cp), double(o.win_plies), double(o.draw_cp),
        double(o.draw_plies), double(o.draw_after)})
    h.add(v);
  h.add(std::string(evaluation_name(o.evaluation)));
  h.add(o.evaluation == Evaluation::Network ? network_name : std::string());
  for (const DatagenOpening& opening : o.openings) {
    h.add(opening.fen);
    for (const std::string& m : opening.moves) h.add(m);
  }
  return h.value();
}

Datagen::Datagen(const DatagenOptions& options)
    : options_(options), engine_(std::make_unique<Engine>()) {
  engine_->set_threads(1);
  engine_->set_hash_mb(options_.hash_mb);
  engine_->set_evaluation(options_.evaluation);
  if (!options_.eval_file.empty()) {
    const std::string problem = engine_->set_eval_file(options_.eval_file);
    if (!problem.empty()) throw nnue::NetworkError(problem);
  }
}

Datagen::~Datagen() = default;

std::string Datagen::network_name() const {
  return engine_->network_name();
}

Datagen::Searched Datagen::search(const std::string& fen, const std::vector<std::string>& moves,
                                  const xiangqi::Position& pos) {
  engine_->set_position(fen, moves);
  SearchLimits limits;
  limits.nodes = options_.nodes;
  limits.depth = options_.depth;
  const BestMove best = engine_->search(limits);
  Searched s;
  s.move = best.move;
  if (best.move.empty()) return s;
  s.score = best.score.is_mate() ? (best.score.mate > 0 ? DECIDED_CP : -DECIDED_CP) : best.score.cp;
  const xiangqi::Move m = xiangqi::parse_iccs(best.move);
  s.keep = !pos.in_check() && !best.score.is_mate() && std::abs(best.score.cp) < DECIDED_CP &&
           !pos.capture(m);
  return s;
}

DatagenGame Datagen::play(std::uint64_t index) {
  common::Rng rng = common::Rng::for_stream(options_.seed, index);
  engine_->new_game();
  DatagenGame out;

  // Step 1. The opening: a line of the openings file or the start position, then book moves,
  // then random moves. None of these positions is kept.
  std::string fen(START_FEN);
  std::vector<std::string> moves;
  if (!options_.openings.empty() && rng.uniform() < options_.openings_share) {
    const DatagenOpening& o =
        options_.openings[rng.below(static_cast<std::uint32_t>(options_.openings.size()))];
    fen = o.fen;
    moves = o.moves;
  }
  xiangqi::Game game;
  if (!game.reset(fen)) return out;
  for (const std::string& m : moves)
    if (!game.play(m)) return out;
  if (rng.uniform() < options_.book_share) {
    const int plies =
        static_cast<int>(rng.below(static_cast<std::uint32_t>(options_.max_book_plies + 1)));
    for (int i = 0; i < plies && !game.over(); ++i) {
      const xiangqi::Move m = Book::builtin().choose(game.position(), rng.uniform());
      if (!m) break;
      const std::string text = xiangqi::to_iccs(m);
      if (!game.play(text)) break;
      moves.push_back(text);
    }
  }
  const int span = std::max(0, options_.max_random_plies - options_.min_random_plies);
  const int random_plies =
      options_.min_random_plies + static_cast<int>(rng.below(static_cast<std::uint32_t>(span + 1)));
  for (int i = 0; i < random_plies && !game.over(); ++i) {
    const xiangqi::MoveList<xiangqi::LEGAL> legal(game.position());
    if (legal.size() == 0) break;
    const std::string text =
        xiangqi::to_iccs(legal.begin()[rng.below(static_cast<std::uint32_t>(legal.size()))].move);
    game.play(text);
    moves.push_back(text);
  }

  // Step 2. The engine plays both sides; each searched position may be kept.
  std::vector<PendingRecord> pending;
  int winning_run = 0, drawn_run = 0;
  Result adjudicated = Result::None;
  for (int ply = static_cast<int>(moves.size()); ply < options_.max_plies && !game.over(); ++ply) {
    const xiangqi::Position& pos = game.position();
    const Searched s = search(fen, moves, pos);
    if (s.move.empty()) break;
    if (s.keep)
      pending.push_back({nnue::pack(pos, s.score, nnue::GameResult::Unknown), pos.side_to_move()});
    // Step 3. Adjudication on the scores of the searches in a row.
    winning_run = std::abs(s.score) >= options_.win_cp ? winning_run + 1 : 0;
    drawn_run =
        ply >= options_.draw_after && std::abs(s.score) <= options_.draw_cp ? drawn_run + 1 : 0;
    if (winning_run >= options_.win_plies) {
      const Color mover = pos.side_to_move();
      adjudicated = xiangqi::win_for(s.score > 0 ? mover : ~mover);
    } else if (drawn_run >= options_.draw_plies) {
      adjudicated = Result::Draw;
    }
    if (!game.play(s.move)) break;
    moves.push_back(s.move);
    if (adjudicated != Result::None) break;
  }

  out.plies = static_cast<int>(moves.size());
  out.adjudicated = adjudicated != Result::None;
  out.result = adjudicated != Result::None ? adjudicated
               : game.over()               ? game.result()
                                           : Result::Draw;
  out.positions = finish(pending, out.result);
  return out;
}

DatagenGame Datagen::label(const std::string& fen, const std::vector<std::string>& moves,
                           Result result, int skip_plies) {
  engine_->new_game();
  DatagenGame out;
  xiangqi::Game game;
  if (!game.reset(fen)) return out;
  std::vector<std::string> played;
  std::vector<PendingRecord> pending;
  for (std::size_t i = 0; i <= moves.size() && !game.over(); ++i) {
    if (static_cast<int>(i) >= skip_plies) {
      const xiangqi::Position& pos = game.position();
      const Searched s = search(fen, played, pos);
      if (s.keep)
        pending.push_back(
            {nnue::pack(pos, s.score, nnue::GameResult::Unknown), pos.side_to_move()});
    }
    if (i == moves.size() || !game.play(moves[i])) break;
    played.push_back(moves[i]);
  }
  out.plies = static_cast<int>(played.size());
  out.result = result;
  out.positions = finish(pending, result);
  return out;
}

}  // namespace gameai::xiangqi_ai
