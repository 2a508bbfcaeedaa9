#include "xiangqi_ai/nnue.hpp"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>

#include "xiangqi_ai/evaluate.hpp"

#if GAMEAI_SIMD_AVX2
#include <immintrin.h>
#endif
#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace gameai::xiangqi_ai::nnue {

using namespace xiangqi;

extern const unsigned char BUILTIN_NETWORK[];
extern const std::size_t BUILTIN_NETWORK_SIZE;

namespace {

constexpr char MAGIC[4] = {'G', 'Q', 'N', 'N'};
constexpr std::uint32_t VERSION = 1;

std::uint32_t fnv1a(const unsigned char* data, std::size_t size) {
  std::uint32_t h = 2166136261u;
  for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 16777619u;
  return h;
}

std::size_t payload_bytes(int hidden) {
  const auto h = static_cast<std::size_t>(hidden);
  return 2 * h + 2 * h * INPUTS + 2 * 2 * h * OUTPUT_BUCKETS + 4 * OUTPUT_BUCKETS;
}

class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  std::uint32_t u32() {
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i)
      v |= std::uint32_t(static_cast<unsigned char>(bytes_[at_++])) << (8 * i);
    return v;
  }
  std::int16_t i16() {
    const auto lo = static_cast<unsigned char>(bytes_[at_++]);
    const auto hi = static_cast<unsigned char>(bytes_[at_++]);
    return static_cast<std::int16_t>(std::uint16_t(lo | (hi << 8)));
  }
  std::string_view take(std::size_t n) {
    const std::string_view s = bytes_.substr(at_, n);
    at_ += n;
    return s;
  }

 private:
  std::string_view bytes_;
  std::size_t at_ = 0;
};

void put_u32(std::string& out, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) out += static_cast<char>((v >> (8 * i)) & 0xFF);
}
void put_i16(std::string& out, std::int16_t v) {
  const auto u = static_cast<std::uint16_t>(v);
  out += static_cast<char>(u & 0xFF);
  out += static_cast<char>(u >> 8);
}

// The rows of the first layer that a dirty piece adds and subtracts in one perspective.
struct RowChange {
  const std::int16_t* add;
  const std::int16_t* sub1;
  const std::int16_t* sub2;  // null without a capture
};

// --- The portable path: plain loops the compiler may vectorise for the build's own target (not
// used by the WebAssembly build, which always has SIMD). ---

[[maybe_unused]] void update_portable(const std::int16_t* parent, std::int16_t* child,
                                      const RowChange& c, int n) {
  if (c.sub2 != nullptr) {
    for (int i = 0; i < n; ++i)
      child[i] = static_cast<std::int16_t>(parent[i] + c.add[i] - c.sub1[i] - c.sub2[i]);
  } else {
    for (int i = 0; i < n; ++i)
      child[i] = static_cast<std::int16_t>(parent[i] + c.add[i] - c.sub1[i]);
  }
}

[[maybe_unused]] void add_row_portable(std::int16_t* acc, const std::int16_t* row, int n) {
  for (int i = 0; i < n; ++i) acc[i] = static_cast<std::int16_t>(acc[i] + row[i]);
}

[[maybe_unused]] std::int64_t output_sum_portable(const std::int16_t* acc,
                                                  const std::int16_t* weights, int n) {
  std::int64_t sum = 0;
  for (int i = 0; i < n; ++i) {
    const int v = std::clamp<int>(acc[i], 0, QA);
    sum += static_cast<std::int64_t>(v * weights[i]) * v;
  }
  return sum;
}

// --- AVX2: sixteen int16 lanes at a time. ---

#if GAMEAI_SIMD_AVX2
GAMEAI_TARGET_AVX2 void update_avx2(const std::int16_t* parent, std::int16_t* child,
                                    const RowChange& c, int n) {
  for (int i = 0; i < n; i += 16) {
    __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(parent + i));
    v = _mm256_add_epi16(v, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c.add + i)));
    v = _mm256_sub_epi16(v, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c.sub1 + i)));
    if (c.sub2 != nullptr)
      v = _mm256_sub_epi16(v, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(c.sub2 + i)));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(child + i), v);
  }
}

GAMEAI_TARGET_AVX2 void add_row_avx2(std::int16_t* acc, const std::int16_t* row, int n) {
  for (int i = 0; i < n; i += 16) {
    auto* p = reinterpret_cast<__m256i*>(acc + i);
    _mm256_storeu_si256(
        p, _mm256_add_epi16(_mm256_loadu_si256(p),
                            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(row + i))));
  }
}

GAMEAI_TARGET_AVX2 std::int64_t output_sum_avx2(const std::int16_t* acc,
                                                const std::int16_t* weights, int n) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i top = _mm256_set1_epi16(QA);
  __m256i sum = _mm256_setzero_si256();
  for (int i = 0; i < n; i += 16) {
    const __m256i a = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(acc + i));
    const __m256i w = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(weights + i));
    const __m256i v = _mm256_min_epi16(_mm256_max_epi16(a, zero), top);
    sum = _mm256_add_epi32(sum, _mm256_madd_epi16(_mm256_mullo_epi16(v, w), v));
  }
  alignas(32) std::int32_t lanes[8];
  _mm256_store_si256(reinterpret_cast<__m256i*>(lanes), sum);
  std::int64_t total = 0;
  for (const std::int32_t lane : lanes) total += lane;
  return total;
}
#endif

// --- WebAssembly SIMD (the browser edition): eight int16 lanes at a time. ---

#if defined(__wasm_simd128__)
void update_wasm(const std::int16_t* parent, std::int16_t* child, const RowChange& c, int n) {
  for (int i = 0; i < n; i += 8) {
    v128_t v = wasm_i16x8_sub(wasm_i16x8_add(wasm_v128_load(parent + i), wasm_v128_load(c.add + i)),
                              wasm_v128_load(c.sub1 + i));
    if (c.sub2 != nullptr) v = wasm_i16x8_sub(v, wasm_v128_load(c.sub2 + i));
    wasm_v128_store(child + i, v);
  }
}

void add_row_wasm(std::int16_t* acc, const std::int16_t* row, int n) {
  for (int i = 0; i < n; i += 8)
    wasm_v128_store(acc + i, wasm_i16x8_add(wasm_v128_load(acc + i), wasm_v128_load(row + i)));
}

std::int64_t output_sum_wasm(const std::int16_t* acc, const std::int16_t* weights, int n) {
  const v128_t zero = wasm_i16x8_splat(0);
  const v128_t top = wasm_i16x8_splat(QA);
  v128_t sum = wasm_i32x4_splat(0);
  for (int i = 0; i < n; i += 8) {
    const v128_t v = wasm_i16x8_min(wasm_i16x8_max(wasm_v128_load(acc + i), zero), top);
    sum = wasm_i32x4_add(sum,
                         wasm_i32x4_dot_i16x8(wasm_i16x8_mul(v, wasm_v128_load(weights + i)), v));
  }
  return std::int64_t{wasm_i32x4_extract_lane(sum, 0)} + wasm_i32x4_extract_lane(sum, 1) +
         wasm_i32x4_extract_lane(sum, 2) + wasm_i32x4_extract_lane(sum, 3);
}
#endif

void update_rows(const std::int16_t* parent, std::int16_t* child, const RowChange& c, int n,
                 common::SimdLevel level) {
#if defined(__wasm_simd128__)
  (void)level;
  update_wasm(parent, child, c, n);
#else
#if GAMEAI_SIMD_AVX2
  if (level == common::SimdLevel::Avx2) return update_avx2(parent, child, c, n);
#endif
  (void)level;
  update_portable(parent, child, c, n);
#endif
}

void add_row(std::int16_t* acc, const std::int16_t* row, int n, common::SimdLevel level) {
#if defined(__wasm_simd128__)
  (void)level;
  add_row_wasm(acc, row, n);
#else
#if GAMEAI_SIMD_AVX2
  if (level == common::SimdLevel::Avx2) return add_row_avx2(acc, row, n);
#endif
  (void)level;
  add_row_portable(acc, row, n);
#endif
}

std::int64_t output_sum(const std::int16_t* acc, const std::int16_t* weights, int n,
                        common::SimdLevel level) {
#if defined(__wasm_simd128__)
  (void)level;
  return output_sum_wasm(acc, weights, n);
#else
#if GAMEAI_SIMD_AVX2
  if (level == common::SimdLevel::Avx2) return output_sum_avx2(acc, weights, n);
#endif
  (void)level;
  return output_sum_portable(acc, weights, n);
#endif
}

}  // namespace

Network::Network(int hidden)
    : ft_bias(static_cast<std::size_t>(hidden)),
      ft_weights(static_cast<std::size_t>(hidden) * INPUTS),
      out_weights(static_cast<std::size_t>(hidden) * 2 * OUTPUT_BUCKETS),
      out_bias(OUTPUT_BUCKETS),
      hidden_(hidden) {}

void Network::set_name(std::string name) {
  if (name.size() >= NAME_BYTES) name.resize(NAME_BYTES - 1);
  name_ = std::move(name);
}

Network Network::from_bytes(std::string_view bytes, const std::string& source) {
  const auto fail = [&source](const std::string& what) {
    return NetworkError(source + ": " + what);
  };
  if (bytes.size() < HEADER_BYTES || std::memcmp(bytes.data(), MAGIC, 4) != 0)
    throw fail("not a network file (it does not start with 'GQNN')");
  Reader in(bytes.substr(4));
  const std::uint32_t version = in.u32();
  if (version != VERSION)
    throw fail("network format version " + std::to_string(version) + ", this program reads " +
               std::to_string(VERSION));
  const std::uint32_t inputs = in.u32(), hidden = in.u32(), buckets = in.u32();
  const std::uint32_t qa = in.u32(), qb = in.u32(), scale = in.u32();
  if (inputs != INPUTS || buckets != OUTPUT_BUCKETS || qa != QA || qb != QB ||
      scale != OUTPUT_SCALE)
    throw fail("a network of " + std::to_string(inputs) + " inputs, " + std::to_string(buckets) +
               " output buckets, QA " + std::to_string(qa) + ", QB " + std::to_string(qb) +
               " and scale " + std::to_string(scale) + "; this program uses " +
               std::to_string(INPUTS) + ", " + std::to_string(OUTPUT_BUCKETS) + ", " +
               std::to_string(QA) + ", " + std::to_string(QB) + " and " +
               std::to_string(OUTPUT_SCALE));
  if (hidden < HIDDEN_STEP || hidden > MAX_HIDDEN || hidden % HIDDEN_STEP != 0)
    throw fail("hidden size " + std::to_string(hidden) + " is not a multiple of " +
               std::to_string(HIDDEN_STEP) + " from " + std::to_string(HIDDEN_STEP) + " to " +
               std::to_string(MAX_HIDDEN));
  const std::size_t expected = HEADER_BYTES + payload_bytes(static_cast<int>(hidden)) + 4;
  if (bytes.size() != expected)
    throw fail(std::string(bytes.size() < expected ? "truncated" : "too long") + ": " +
               std::to_string(bytes.size()) + " bytes, a network of hidden size " +
               std::to_string(hidden) + " has " + std::to_string(expected));
  const auto* raw = reinterpret_cast<const unsigned char*>(bytes.data());
  Reader tail(bytes.substr(expected - 4));
  if (tail.u32() != fnv1a(raw, expected - 4))
    throw fail("the checksum does not match: the file is damaged");

  Network net(static_cast<int>(hidden));
  const std::string_view name = in.take(NAME_BYTES);
  net.set_name(std::string(name.substr(0, std::min(name.find('\0'), name.size()))));
  for (auto& v : net.ft_bias) v = in.i16();
  for (auto& v : net.ft_weights) v = in.i16();
  for (auto& v : net.out_weights) v = in.i16();
  for (auto& v : net.out_bias) v = static_cast<std::int32_t>(in.u32());
  for (const std::int16_t w : net.out_weights)
    if (w < -127 || w > 127)
      throw fail("an output weight of " + std::to_string(w) + " is beyond +-127");
  return net;
}

Network Network::load(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw NetworkError(path + ": cannot open the network file");
  std::ostringstream bytes;
  bytes << file.rdbuf();
  return from_bytes(bytes.str(), path);
}

std::shared_ptr<const Network> Network::builtin() {
  static const std::shared_ptr<const Network> net = []() -> std::shared_ptr<const Network> {
    if (BUILTIN_NETWORK_SIZE == 0) return nullptr;
    return std::make_shared<const Network>(from_bytes(
        std::string_view(reinterpret_cast<const char*>(BUILTIN_NETWORK), BUILTIN_NETWORK_SIZE),
        "the built-in network"));
  }();
  return net;
}

std::string Network::to_bytes() const {
  std::string out(MAGIC, 4);
  for (const std::uint32_t v :
       {VERSION, std::uint32_t(INPUTS), std::uint32_t(hidden_), std::uint32_t(OUTPUT_BUCKETS),
        std::uint32_t(QA), std::uint32_t(QB), std::uint32_t(OUTPUT_SCALE)})
    put_u32(out, v);
  std::string name = name_;
  name.resize(NAME_BYTES, '\0');
  out += name;
  for (const auto v : ft_bias) put_i16(out, v);
  for (const auto v : ft_weights) put_i16(out, v);
  for (const auto v : out_weights) put_i16(out, v);
  for (const auto v : out_bias) put_u32(out, static_cast<std::uint32_t>(v));
  put_u32(out, fnv1a(reinterpret_cast<const unsigned char*>(out.data()), out.size()));
  return out;
}

void Network::save(const std::string& path) const {
  const std::string bytes = to_bytes();
  std::ofstream file(path, std::ios::binary);
  if (!file) throw NetworkError(path + ": cannot write the network file");
  file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  file.close();
  if (!file) throw NetworkError(path + ": could not write the whole network file (disk full?)");
}

void Network::refresh(const Position& pos, std::int16_t* acc, common::SimdLevel level) const {
  const auto h = static_cast<std::size_t>(hidden_);
  for (const Color c : {RED, BLACK}) {
    std::int16_t* half = acc + c * h;
    std::copy(ft_bias.begin(), ft_bias.end(), half);
    for (Bitboard b = pos.pieces(); b;) {
      const Square s = pop_lsb(b);
      const auto row = static_cast<std::size_t>(input_index(c, pos.piece_on(s), s)) * h;
      add_row(half, ft_weights.data() + row, hidden_, level);
    }
  }
}

void Network::update(const std::int16_t* parent, std::int16_t* child, const DirtyPiece& dirty,
                     common::SimdLevel level) const {
  const auto h = static_cast<std::size_t>(hidden_);
  const auto row = [&](Color c, Piece pc, Square s) {
    return ft_weights.data() + static_cast<std::size_t>(input_index(c, pc, s)) * h;
  };
  for (const Color c : {RED, BLACK}) {
    const RowChange change{row(c, dirty.piece, dirty.to), row(c, dirty.piece, dirty.from),
                           dirty.captured != NO_PIECE ? row(c, dirty.captured, dirty.to) : nullptr};
    update_rows(parent + c * h, child + c * h, change, hidden_, level);
  }
}

int Network::evaluate(const std::int16_t* acc, Color side_to_move, int pieces,
                      common::SimdLevel level) const {
  const auto h = static_cast<std::size_t>(hidden_);
  const int bucket = output_bucket(pieces);
  const std::int16_t* w = out_weights.data() + static_cast<std::size_t>(bucket) * 2 * h;
  const std::int64_t sum = output_sum(acc + side_to_move * h, w, hidden_, level) +
                           output_sum(acc + (~side_to_move) * h, w + h, hidden_, level);
  const std::int64_t out = sum / QA + out_bias[static_cast<std::size_t>(bucket)];
  const std::int64_t cp = out * OUTPUT_SCALE / (QA * QB);
  return static_cast<int>(std::clamp<std::int64_t>(cp, -EVAL_LIMIT, EVAL_LIMIT));
}

int Network::evaluate(const Position& pos) const {
  std::vector<std::int16_t> acc(accumulator_size());
  const common::SimdLevel level = common::simd_level();
  refresh(pos, acc.data(), level);
  return evaluate(acc.data(), pos.side_to_move(), popcount(pos.pieces()), level);
}

void AccumulatorStack::reset(const Network& network, const Position& root, int max_plies) {
  network_ = &network;
  level_ = common::simd_level();
  width_ = network.accumulator_size();
  const auto slots = static_cast<std::size_t>(max_plies) + 1;
  if (storage_.size() < slots * width_) storage_.resize(slots * width_);
  dirty_.assign(slots, DirtyPiece{});
  computed_.assign(slots, 0);
  top_ = 0;
  network.refresh(root, slot(0), level_);
  computed_[0] = 1;
}

void AccumulatorStack::push(const Position& pos, Move m) noexcept {
  ++top_;
  const auto t = static_cast<std::size_t>(top_);
  dirty_[t] = {pos.piece_on(m.from_sq()), m.from_sq(), m.to_sq(), pos.piece_on(m.to_sq())};
  computed_[t] = 0;
}

void AccumulatorStack::push_null() noexcept {
  ++top_;
  const auto t = static_cast<std::size_t>(top_);
  dirty_[t] = DirtyPiece{};
  computed_[t] = 0;
}

const std::int16_t* AccumulatorStack::current() noexcept {
  int known = top_;
  while (!computed_[static_cast<std::size_t>(known)]) --known;
  for (int i = known + 1; i <= top_; ++i) {
    const DirtyPiece& d = dirty_[static_cast<std::size_t>(i)];
    if (d.piece == NO_PIECE)
      std::copy(slot(i - 1), slot(i - 1) + width_, slot(i));
    else
      network_->update(slot(i - 1), slot(i), d, level_);
    computed_[static_cast<std::size_t>(i)] = 1;
  }
  return slot(top_);
}

int AccumulatorStack::evaluate(const Position& pos) noexcept {
  const std::int16_t* acc = current();
  return network_->evaluate(acc, pos.side_to_move(), popcount(pos.pieces()), level_);
}

}  // namespace gameai::xiangqi_ai::nnue
