#pragma once
// The evaluation network (NNUE: an efficiently updatable neural network).
//
// Inputs: for each perspective (Red's, Black's), one input per piece kind seen from that side
// (own or enemy, times seven piece types) and square, 14 x 90 = 1,260; Black's view is the board
// turned top to bottom, so each side sees its own pieces at the bottom. A position has at most
// 32 inputs set per perspective. The first layer (INPUTS -> H, shared by both perspectives) gives
// each perspective an accumulator of H int16 sums; a move changes two or three inputs, so the
// search updates the accumulators of the child from the parent's (add the piece on its new
// square, subtract it on the old one and subtract the captured piece) instead of summing the
// whole board again. The output layer reads both accumulators, the side to move's first,
// through the squared clipped ReLU v = clamp(a, 0, 1)^2, and has one set of weights for each
// of OUTPUT_BUCKETS ranges of material on the board (the opening, the middlegame and the
// endgame weigh the same features differently). The output times OUTPUT_SCALE is the
// evaluation in centipawns for the side to move.
//
// Quantised integers: the first layer's weights and biases are in units of 1/QA (int16), the
// output weights in units of 1/QB (int16, |w| <= 127) and the output bias in units of
// 1/(QA*QB) (int32). For an accumulator value a (clamped to 0..QA) and output weight w, a * w
// fits in int16 and (a * w) * a is summed in int32 lanes, each half in int64 at the end, so the
// portable, AVX2 and WebAssembly SIMD paths give the same number to the last bit.
//
// The file format (little-endian), docs/nnue.md: a 64-byte header ("GQNN", format version 1,
// inputs, hidden size H, output buckets, QA, QB, OUTPUT_SCALE as u32, then a 32-byte name),
// the first layer's biases (H int16) and weights (INPUTS rows of H int16), the output weights
// (OUTPUT_BUCKETS rows of 2H int16), the output biases (OUTPUT_BUCKETS int32) and an FNV-1a
// checksum (u32) of everything before it.

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/simd.hpp"
#include "xiangqi/position.hpp"

namespace gameai::xiangqi_ai::nnue {

inline constexpr int PIECE_INPUTS = 14;  // own and enemy, times seven piece types
inline constexpr int INPUTS = PIECE_INPUTS * xiangqi::SQUARE_NB;
inline constexpr int OUTPUT_BUCKETS = 8;
inline constexpr int QA = 255;
inline constexpr int QB = 64;
inline constexpr int OUTPUT_SCALE = 400;
// Hidden sizes a file may have: multiples of HIDDEN_STEP (the widest vector) up to MAX_HIDDEN,
// where the output sums are still sure not to overflow their int32 lanes.
inline constexpr int HIDDEN_STEP = 16;
inline constexpr int MAX_HIDDEN = 512;
// The largest weight magnitude the quantised layers can hold, in float units: the trainer clips
// to it.
inline constexpr double WEIGHT_LIMIT = 127.0 / QB;
inline constexpr std::size_t HEADER_BYTES = 64;
inline constexpr std::size_t NAME_BYTES = 32;

// The input that piece pc on square s sets in `perspective`'s half.
constexpr int input_index(xiangqi::Color perspective, xiangqi::Piece pc, xiangqi::Square s) {
  const int own = xiangqi::color_of(pc) == perspective ? 0 : 1;
  const xiangqi::Square oriented =
      perspective == xiangqi::RED
          ? s
          : xiangqi::make_square(xiangqi::file_of(s), xiangqi::RANK_NB - 1 - xiangqi::rank_of(s));
  return (own * 7 + (xiangqi::type_of(pc) - 1)) * xiangqi::SQUARE_NB + oriented;
}

// The output bucket for a board with `pieces` pieces on it (2..32).
constexpr int output_bucket(int pieces) {
  const int b = (pieces - 2) / 4;
  return b < 0 ? 0 : b >= OUTPUT_BUCKETS ? OUTPUT_BUCKETS - 1 : b;
}

// What a move changed on the board: `piece` went from `from` to `to`, taking `captured` there.
// piece == NO_PIECE for a null move (nothing changed).
struct DirtyPiece {
  xiangqi::Piece piece = xiangqi::NO_PIECE;
  xiangqi::Square from = 0;
  xiangqi::Square to = 0;
  xiangqi::Piece captured = xiangqi::NO_PIECE;
};

// Thrown for a network file or buffer that cannot be used; the message names the source and
// what is wrong with it.
class NetworkError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Network {
 public:
  // A network of the given hidden size with every parameter zero (the trainer fills it).
  explicit Network(int hidden);

  // Reads a network; throws NetworkError naming `source` when the bytes are not one (wrong
  // magic or version, sizes this program does not use, a truncated or overlong file, a
  // checksum that does not match).
  static Network from_bytes(std::string_view bytes, const std::string& source);
  static Network load(const std::string& path);
  // The network compiled into the program (data/nnue/), or null in a build without one.
  static std::shared_ptr<const Network> builtin();

  std::string to_bytes() const;
  // Throws NetworkError when the file cannot be written.
  void save(const std::string& path) const;

  int hidden() const noexcept { return hidden_; }
  const std::string& name() const noexcept { return name_; }
  void set_name(std::string name);  // kept to NAME_BYTES - 1 bytes

  // An accumulator is 2 * hidden() int16: Red's half, then Black's.
  std::size_t accumulator_size() const noexcept { return 2 * static_cast<std::size_t>(hidden_); }
  void refresh(const xiangqi::Position& pos, std::int16_t* acc, common::SimdLevel level) const;
  void update(const std::int16_t* parent, std::int16_t* child, const DirtyPiece& dirty,
              common::SimdLevel level) const;
  // Centipawns for `side_to_move`, within +-limit, from an accumulator of a board with
  // `pieces` pieces.
  int evaluate(const std::int16_t* acc, xiangqi::Color side_to_move, int pieces,
               common::SimdLevel level) const;
  // The whole evaluation from scratch (for one-off questions and tests).
  int evaluate(const xiangqi::Position& pos) const;

  // The quantised parameters, for the trainer and the tests.
  std::vector<std::int16_t> ft_bias;      // H
  std::vector<std::int16_t> ft_weights;   // INPUTS x H
  std::vector<std::int16_t> out_weights;  // OUTPUT_BUCKETS x 2H
  std::vector<std::int32_t> out_bias;     // OUTPUT_BUCKETS

 private:
  int hidden_;
  std::string name_;
};

// The accumulators of the positions along the search's current line, one per ply, brought up to
// date lazily: push() records what a move changes, and only evaluate() applies the changes, from
// the nearest position whose accumulator is known. Storage is allocated once, in reset().
class AccumulatorStack {
 public:
  // Starts a line at `root`, for up to `max_plies` pushes.
  void reset(const Network& network, const xiangqi::Position& root, int max_plies);
  // Before pos.do_move(m): remember what m changes.
  void push(const xiangqi::Position& pos, xiangqi::Move m) noexcept;
  void push_null() noexcept;
  void pop() noexcept { --top_; }
  // The network's evaluation of pos, the position at the top of the line.
  int evaluate(const xiangqi::Position& pos) noexcept;
  // The top accumulator, brought up to date (for tests).
  const std::int16_t* current() noexcept;
  int height() const noexcept { return top_; }

 private:
  std::int16_t* slot(int i) noexcept {
    return storage_.data() + static_cast<std::size_t>(i) * width_;
  }
  const Network* network_ = nullptr;
  common::SimdLevel level_ = common::SimdLevel::Portable;
  std::size_t width_ = 0;
  std::vector<std::int16_t> storage_;
  std::vector<DirtyPiece> dirty_;
  std::vector<std::uint8_t> computed_;
  int top_ = 0;
};

}  // namespace gameai::xiangqi_ai::nnue
