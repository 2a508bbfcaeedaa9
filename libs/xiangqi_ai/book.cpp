#include "xiangqi_ai/book.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include "xiangqi/movegen.hpp"

namespace gameai::xiangqi_ai {

// Defined in the builtin_book.cpp that CMake generates from data/master-book.bin.
extern const unsigned char BUILTIN_BOOK[];
extern const std::size_t BUILTIN_BOOK_SIZE;

using namespace xiangqi;

namespace {

constexpr std::string_view MAGIC = "GQBK";
constexpr std::uint16_t VERSION = 1;
constexpr std::uint16_t FLAG_MIRRORED = 1;
constexpr std::size_t HEADER_SIZE = 16, ENTRY_SIZE = 16;

Square mirror_square(Square s) noexcept {
  return make_square(FILE_NB - 1 - file_of(s), rank_of(s));
}

void put(std::string& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out += char((value >> (8 * i)) & 0xFF);
}

std::uint64_t get(std::string_view in, std::size_t at, int bytes) {
  std::uint64_t value = 0;
  for (int i = 0; i < bytes; ++i)
    value |= std::uint64_t(static_cast<unsigned char>(in[at + std::size_t(i)])) << (8 * i);
  return value;
}

}  // namespace

Move mirror_move(Move m) noexcept {
  return Move(mirror_square(m.from_sq()), mirror_square(m.to_sq()));
}

BookKey book_key(const Position& pos) noexcept {
  std::uint64_t mirrored = pos.side_to_move() == BLACK ? TABLES.zobrist_side : 0;
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (const Piece pc = pos.piece_on(s); pc != NO_PIECE)
      mirrored ^= TABLES.zobrist_piece[pc][mirror_square(s)];
  return mirrored < pos.key() ? BookKey{mirrored, true} : BookKey{pos.key(), false};
}

Book Book::from_bytes(std::string_view bytes, const std::string& source) {
  if (bytes.size() < HEADER_SIZE || bytes.substr(0, 4) != MAGIC)
    throw BookError(source + ": not a gameai opening book (no 'GQBK' header)");
  const auto version = std::uint16_t(get(bytes, 4, 2));
  if (version != VERSION)
    throw BookError(source + ": book format version " + std::to_string(version) +
                    " is not known to this program (it reads version 1)");
  const std::uint64_t count = get(bytes, 8, 4);
  if (bytes.size() != HEADER_SIZE + count * ENTRY_SIZE)
    throw BookError(source + ": book is " + std::to_string(bytes.size()) +
                    " bytes but its header "
                    "announces " +
                    std::to_string(count) + " entries (truncated or damaged)");
  Book book;
  book.entries_.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t at = HEADER_SIZE + i * ENTRY_SIZE;
    const Entry e{get(bytes, at, 8), std::uint16_t(get(bytes, at + 8, 2)),
                  std::uint16_t(get(bytes, at + 10, 2)), std::uint16_t(get(bytes, at + 12, 2)),
                  std::uint16_t(get(bytes, at + 14, 2))};
    if (!book.entries_.empty() && e.key < book.entries_.back().key)
      throw BookError(source + ": book entries are not sorted by key (entry " + std::to_string(i) +
                      ")");
    book.entries_.push_back(e);
  }
  return book;
}

const Book& Book::builtin() {
  static const Book book = [] {
    try {
      return from_bytes(
          std::string_view(reinterpret_cast<const char*>(BUILTIN_BOOK), BUILTIN_BOOK_SIZE),
          "built-in book");
    } catch (const BookError&) {
      return Book();  // no book was built in
    }
  }();
  return book;
}

Book Book::load(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw BookError("cannot read book file '" + path + "'");
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return from_bytes(bytes.str(), path);
}

std::string Book::to_bytes() const {
  std::string out(MAGIC);
  put(out, VERSION, 2);
  put(out, FLAG_MIRRORED, 2);
  put(out, entries_.size(), 4);
  put(out, 0, 4);
  for (const Entry& e : entries_) {
    put(out, e.key, 8);
    put(out, e.move, 2);
    put(out, e.count, 2);
    put(out, e.half_points, 2);
    put(out, e.scored, 2);
  }
  return out;
}

void Book::save(const std::string& path) const {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  const std::string bytes = to_bytes();
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.flush();
  if (!out) throw BookError("cannot write book file '" + path + "'");
}

std::vector<BookMove> Book::probe(const Position& pos) const {
  std::vector<BookMove> out;
  const BookKey key = book_key(pos);
  auto it = std::lower_bound(entries_.begin(), entries_.end(), key.key,
                             [](const Entry& e, std::uint64_t k) { return e.key < k; });
  for (; it != entries_.end() && it->key == key.key; ++it) {
    Move m(it->move);
    if (key.mirrored) m = mirror_move(m);
    if (!m.is_ok() || !pos.pseudo_legal(m) || !pos.legal(m)) continue;  // a key collision
    BookMove bm;
    bm.move = m;
    bm.count = it->count;
    bm.scored = it->scored;
    bm.score = it->scored > 0 ? it->half_points / (2.0 * it->scored) : 0.5;
    out.push_back(bm);
  }
  return out;
}

Move Book::choose(const Position& pos, double random) const {
  const std::vector<BookMove> moves = probe(pos);
  std::uint64_t total = 0;
  for (const BookMove& m : moves) total += m.count;
  if (total == 0) return Move::none();
  auto pick = static_cast<std::uint64_t>(random * double(total));
  for (const BookMove& m : moves) {
    if (pick < m.count) return m.move;
    pick -= m.count;
  }
  return moves.back().move;
}

bool BookBuilder::add_game(std::string_view start_fen, const std::vector<Move>& moves,
                           double red_points, int max_plies) {
  Position pos;
  std::vector<StateInfo> states(moves.size() + 1);
  if (!pos.set(start_fen, &states[0])) return false;
  ++games_;
  const std::size_t plies = std::min(moves.size(), std::size_t(std::max(0, max_plies)));
  for (std::size_t ply = 0; ply < plies; ++ply) {
    const Move m = moves[ply];
    if (!pos.pseudo_legal(m) || !pos.legal(m)) return false;
    const BookKey key = book_key(pos);
    Stats& stats = positions_[key.key][(key.mirrored ? mirror_move(m) : m).raw()];
    ++stats.count;
    if (red_points >= 0) {
      const double mover = pos.side_to_move() == RED ? red_points : 1.0 - red_points;
      stats.half_points += static_cast<std::uint32_t>(std::lround(mover * 2));
      ++stats.scored;
    }
    pos.do_move(m, states[ply + 1]);
  }
  return true;
}

Book BookBuilder::build(std::uint32_t min_count) const {
  Book book;
  const auto clamp16 = [](std::uint32_t v) {
    return std::uint16_t(std::min<std::uint32_t>(v, 0xFFFF));
  };
  for (const auto& [key, moves] : positions_)
    for (const auto& [move, stats] : moves) {
      if (stats.count < std::max<std::uint32_t>(min_count, 1)) continue;
      // Scale a long count down together with its score so that both stay consistent.
      const std::uint32_t scale = std::max<std::uint32_t>(1, (stats.count + 0xFFFE) / 0xFFFF);
      book.entries_.push_back({key, move, clamp16(stats.count / scale),
                               clamp16(stats.half_points / scale), clamp16(stats.scored / scale)});
    }
  std::sort(book.entries_.begin(), book.entries_.end(),
            [](const Book::Entry& a, const Book::Entry& b) {
              if (a.key != b.key) return a.key < b.key;
              if (a.count != b.count) return a.count > b.count;
              return a.move < b.move;
            });
  return book;
}

}  // namespace gameai::xiangqi_ai
