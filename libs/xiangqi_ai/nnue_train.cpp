#include "xiangqi_ai/nnue_train.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "common/distributed.hpp"
#include "common/rng.hpp"
#include "common/simd.hpp"
#include "common/thread_pool.hpp"
#include "common/timing.hpp"

namespace gameai::xiangqi_ai::nnue {

using namespace xiangqi;

namespace {

constexpr int CHUNK = 16;  // the hidden size is a multiple of this; inner loops run over it
constexpr int MAX_PIECES = 32;
constexpr double ADAM_BETA1 = 0.9;
constexpr double ADAM_BETA2 = 0.999;
constexpr double ADAM_EPSILON = 1e-8;
constexpr float LIMIT = static_cast<float>(WEIGHT_LIMIT);

// One position as the network reads it: its inputs from both perspectives and the target.
struct Sample {
  std::uint16_t own[MAX_PIECES];    // side to move's perspective
  std::uint16_t other[MAX_PIECES];  // the other side's
  int count = 0;
  int bucket = 0;
  float target = 0;
};

double sigmoid(double x) {
  return 1.0 / (1.0 + std::exp(-x));
}

bool make_sample(const PackedPosition& p, bool mirror, const TrainOptions& o, Sample& s) {
  Board board;
  if (!unpack(p, board)) return false;
  const Color us = board.side_to_move;
  s.count = 0;
  for (Square sq = 0; sq < SQUARE_NB; ++sq) {
    const Piece pc = board.squares[static_cast<std::size_t>(sq)];
    if (pc == NO_PIECE) continue;
    const Square at = mirror ? make_square(FILE_NB - 1 - file_of(sq), rank_of(sq)) : sq;
    s.own[s.count] = static_cast<std::uint16_t>(input_index(us, pc, at));
    s.other[s.count] = static_cast<std::uint16_t>(input_index(~us, pc, at));
    ++s.count;
  }
  s.bucket = output_bucket(s.count);
  const double expected = sigmoid(p.score / o.score_scale);
  const double points = p.result == GameResult::Win    ? 1.0
                        : p.result == GameResult::Draw ? 0.5
                                                       : 0.0;
  s.target = static_cast<float>(
      p.result == GameResult::Unknown ? expected : o.lambda * expected + (1 - o.lambda) * points);
  return true;
}

// Where each layer sits in one flat parameter vector (and in the gradient and moment vectors).
struct Layout {
  int hidden;
  std::size_t w1 = 0, b1, w2, b2, size;
  explicit Layout(int h) : hidden(h) {
    const auto hs = static_cast<std::size_t>(h);
    b1 = w1 + hs * INPUTS;
    w2 = b1 + hs;
    b2 = w2 + 2 * hs * OUTPUT_BUCKETS;
    size = b2 + OUTPUT_BUCKETS;
  }
};

// --- The kernels: loops of CHUNK floats, compiled once for the build's target and once for
// AVX2 where the CPU has it. ---

// 1 where 0 < a < 1, else 0; and clamp(a, 0, 1). Written as arithmetic on comparisons, without
// branches, so that the loops below vectorise.
GAMEAI_ALWAYS_INLINE float inside(float a) {
  return static_cast<float>(a > 0.0f) * static_cast<float>(a < 1.0f);
}
GAMEAI_ALWAYS_INLINE float clip(float a) {
  return a * inside(a) + static_cast<float>(a >= 1.0f);
}

GAMEAI_ALWAYS_INLINE void accumulate_body(const float* params, const Layout& l,
                                          const std::uint16_t* inputs, int count,
                                          float* __restrict acc) {
  const int h = l.hidden;
  const float* __restrict bias = params + l.b1;
  for (int c = 0; c < h; c += CHUNK)
    for (int k = 0; k < CHUNK; ++k) acc[c + k] = bias[c + k];
  for (int i = 0; i < count; ++i) {
    const float* __restrict row = params + l.w1 + static_cast<std::size_t>(inputs[i]) * h;
    for (int c = 0; c < h; c += CHUNK)
      for (int k = 0; k < CHUNK; ++k) acc[c + k] += row[c + k];
  }
}

GAMEAI_ALWAYS_INLINE float output_body(const float* __restrict w, const float* __restrict acc,
                                       int h) {
  float lanes[CHUNK] = {};
  for (int c = 0; c < h; c += CHUNK)
    for (int k = 0; k < CHUNK; ++k) {
      const float a = clip(acc[c + k]);
      lanes[k] += a * a * w[c + k];
    }
  float sum = 0;
  for (const float v : lanes) sum += v;
  return sum;
}

// Gradient of one perspective: the output weights' (g * h) and the accumulator's
// (g * w * 2a inside the clip), which the first layer's rows of the inputs receive.
GAMEAI_ALWAYS_INLINE void backward_body(const float* __restrict w, const float* __restrict acc,
                                        float g, int h, float* __restrict grad_w2,
                                        float* __restrict grad_b1, float* __restrict grad_acc) {
  for (int c = 0; c < h; c += CHUNK)
    for (int k = 0; k < CHUNK; ++k) {
      const float a = acc[c + k];
      const float clipped = clip(a);
      grad_w2[c + k] += g * clipped * clipped;
      const float d = g * w[c + k] * 2.0f * a * inside(a);
      grad_acc[c + k] = d;
      grad_b1[c + k] += d;
    }
}

GAMEAI_ALWAYS_INLINE void scatter_body(float* grad, const Layout& l, const std::uint16_t* inputs,
                                       int count, const float* __restrict grad_acc) {
  const int h = l.hidden;
  for (int i = 0; i < count; ++i) {
    float* __restrict row = grad + l.w1 + static_cast<std::size_t>(inputs[i]) * h;
    for (int c = 0; c < h; c += CHUNK)
      for (int k = 0; k < CHUNK; ++k) row[c + k] += grad_acc[c + k];
  }
}

// The forward pass (returns y) and, with `grad`, the backward pass of the squared error
// against the sample's target, added into grad; `loss` gets the sample's loss.
GAMEAI_ALWAYS_INLINE float sample_body(const float* params, const Layout& l, const Sample& s,
                                       float* scratch, float* grad, double& loss) {
  const int h = l.hidden;
  float* own = scratch;
  float* other = scratch + h;
  float* grad_acc = scratch + 2 * h;
  accumulate_body(params, l, s.own, s.count, own);
  accumulate_body(params, l, s.other, s.count, other);
  const float* w = params + l.w2 + static_cast<std::size_t>(s.bucket) * 2 * h;
  const float y = output_body(w, own, h) + output_body(w + h, other, h) +
                  params[l.b2 + static_cast<std::size_t>(s.bucket)];
  const float p = static_cast<float>(sigmoid(y));
  const float diff = p - s.target;
  loss += static_cast<double>(diff) * diff;
  if (grad == nullptr) return y;
  const float g = 2.0f * diff * p * (1.0f - p);
  float* gw = grad + l.w2 + static_cast<std::size_t>(s.bucket) * 2 * h;
  grad[l.b2 + static_cast<std::size_t>(s.bucket)] += g;
  backward_body(w, own, g, h, gw, grad + l.b1, grad_acc);
  scatter_body(grad, l, s.own, s.count, grad_acc);
  backward_body(w + h, other, g, h, gw + h, grad + l.b1, grad_acc);
  scatter_body(grad, l, s.other, s.count, grad_acc);
  return y;
}

float sample_portable(const float* params, const Layout& l, const Sample& s, float* scratch,
                      float* grad, double& loss) {
  return sample_body(params, l, s, scratch, grad, loss);
}

#if GAMEAI_SIMD_AVX2
GAMEAI_TARGET_AVX2 float sample_avx2(const float* params, const Layout& l, const Sample& s,
                                     float* scratch, float* grad, double& loss) {
  return sample_body(params, l, s, scratch, grad, loss);
}
#endif

float run_sample(const float* params, const Layout& l, const Sample& s, float* scratch, float* grad,
                 double& loss, common::SimdLevel level) {
#if GAMEAI_SIMD_AVX2
  if (level == common::SimdLevel::Avx2) return sample_avx2(params, l, s, scratch, grad, loss);
#endif
  (void)level;
  return sample_portable(params, l, s, scratch, grad, loss);
}

// A per-position decision (mirror or not) from the seed, the epoch and the index alone.
bool coin(std::uint64_t seed, int epoch, std::size_t index) {
  common::SplitMix64 mix(seed ^ (static_cast<std::uint64_t>(epoch) << 40) ^ index);
  return (mix.next() >> 63) != 0;
}

void initialise(std::vector<float>& params, const Layout& l, std::uint64_t seed) {
  common::Rng rng(seed);
  const auto uniform = [&rng](double a) { return static_cast<float>((2 * rng.uniform() - 1) * a); };
  for (std::size_t i = l.w1; i < l.b1; ++i) params[i] = uniform(0.1);
  for (std::size_t i = l.b1; i < l.w2; ++i) params[i] = 0.0f;
  for (std::size_t i = l.w2; i < l.b2; ++i) params[i] = uniform(1.0 / std::sqrt(2.0 * l.hidden));
  for (std::size_t i = l.b2; i < l.size; ++i) params[i] = 0.0f;
}

void dequantise(const Network& net, std::vector<float>& params, const Layout& l) {
  for (std::size_t i = 0; i < net.ft_weights.size(); ++i)
    params[l.w1 + i] = static_cast<float>(net.ft_weights[i]) / QA;
  for (std::size_t i = 0; i < net.ft_bias.size(); ++i)
    params[l.b1 + i] = static_cast<float>(net.ft_bias[i]) / QA;
  for (std::size_t i = 0; i < net.out_weights.size(); ++i)
    params[l.w2 + i] = static_cast<float>(net.out_weights[i]) / QB;
  for (std::size_t i = 0; i < net.out_bias.size(); ++i)
    params[l.b2 + i] = static_cast<float>(net.out_bias[i]) / (QA * QB);
}

Network quantise(const std::vector<float>& params, const Layout& l, const std::string& name) {
  Network net(l.hidden);
  const auto q = [](float v, double scale, double limit) {
    return std::clamp(std::round(static_cast<double>(v) * scale), -limit, limit);
  };
  for (std::size_t i = 0; i < net.ft_weights.size(); ++i)
    net.ft_weights[i] = static_cast<std::int16_t>(q(params[l.w1 + i], QA, 32767));
  for (std::size_t i = 0; i < net.ft_bias.size(); ++i)
    net.ft_bias[i] = static_cast<std::int16_t>(q(params[l.b1 + i], QA, 32767));
  for (std::size_t i = 0; i < net.out_weights.size(); ++i)
    net.out_weights[i] = static_cast<std::int16_t>(q(params[l.w2 + i], QB, 127));
  for (std::size_t i = 0; i < net.out_bias.size(); ++i)
    net.out_bias[i] = static_cast<std::int32_t>(q(params[l.b2 + i], double(QA) * QB, 2e9));
  net.set_name(name);
  return net;
}

constexpr std::size_t BLOCK = 1 << 16;  // records read at a time

// An epoch's training positions in the order they are trained on: the pieces in an order drawn
// from the seed and the epoch, read in blocks into a shuffle window of `capacity` positions,
// from which each position is drawn at random (the window refilled from the stream as it
// empties). Every position of [0, end) comes out once. Every process draws the same sequence.
class EpochStream {
 public:
  struct Entry {
    PackedPosition position;
    std::uint64_t index = 0;
  };

  EpochStream(const PositionSource& source, std::uint64_t end, std::uint64_t seed, int epoch,
              std::size_t capacity)
      : source_(source),
        capacity_(std::max<std::size_t>(1, capacity)),
        rng_(common::Rng::for_stream(seed ^ 0x5eedULL, static_cast<std::uint64_t>(epoch))) {
    std::vector<std::uint64_t> starts = source.piece_starts();
    starts.push_back(source.size());
    for (std::size_t i = 0; i + 1 < starts.size(); ++i) {
      const std::uint64_t b = starts[i], e = std::min(starts[i + 1], end);
      if (b < e) pieces_.push_back({b, e});
    }
    for (std::size_t i = pieces_.size(); i > 1; --i)
      std::swap(pieces_[i - 1], pieces_[rng_.below(static_cast<std::uint32_t>(i))]);
    if (!pieces_.empty()) next_ = pieces_[0].begin;
    window_.reserve(std::min<std::uint64_t>(capacity_, end));
    while (window_.size() < capacity_ && fetch(entry_)) window_.push_back(entry_);
  }

  // Appends up to `count` positions to `out`; false when the epoch has none left.
  bool next_batch(std::size_t count, std::vector<Entry>& out) {
    out.clear();
    while (out.size() < count && !window_.empty()) {
      const std::size_t j = rng_.below(static_cast<std::uint32_t>(window_.size()));
      out.push_back(window_[j]);
      if (fetch(entry_)) {
        window_[j] = entry_;
      } else {
        window_[j] = window_.back();
        window_.pop_back();
      }
    }
    return !out.empty();
  }

 private:
  struct Piece {
    std::uint64_t begin, end;
  };

  bool fetch(Entry& e) {
    if (at_ == block_.size()) {
      while (piece_ < pieces_.size() && next_ == pieces_[piece_].end) {
        ++piece_;
        if (piece_ < pieces_.size()) next_ = pieces_[piece_].begin;
      }
      if (piece_ >= pieces_.size()) return false;
      const auto n =
          static_cast<std::size_t>(std::min<std::uint64_t>(BLOCK, pieces_[piece_].end - next_));
      block_.resize(n);
      source_.read(next_, n, block_.data());
      block_first_ = next_;
      next_ += n;
      at_ = 0;
    }
    e.position = block_[at_];
    e.index = block_first_ + at_;
    ++at_;
    return true;
  }

  const PositionSource& source_;
  std::size_t capacity_;
  common::Rng rng_;
  std::vector<Piece> pieces_;
  std::size_t piece_ = 0;
  std::uint64_t next_ = 0;
  std::vector<PackedPosition> block_;
  std::uint64_t block_first_ = 0;
  std::size_t at_ = 0;
  std::vector<Entry> window_;
  Entry entry_;
};

// This process's share [begin, end) of n items: contiguous, in rank order.
std::pair<std::size_t, std::size_t> my_share(std::size_t n) {
  const auto ranks = static_cast<std::size_t>(common::process_count());
  const auto rank = static_cast<std::size_t>(common::process_rank());
  return {n * rank / ranks, n * (rank + 1) / ranks};
}

// The float network's summed loss and the positions it counted over records [begin, end) of
// the source, shared over processes and threads.
std::pair<double, double> summed_loss(const std::vector<float>& params, const Layout& l,
                                      const PositionSource& source, std::uint64_t begin,
                                      std::uint64_t end, const TrainOptions& o, int threads) {
  double sums[2] = {0, 0};
  const common::SimdLevel level = common::simd_level();
  const auto workers = static_cast<std::size_t>(std::max(1, threads));
  std::vector<PackedPosition> block;
  for (std::uint64_t at = begin; at < end; at += BLOCK) {
    const auto n = static_cast<std::size_t>(std::min<std::uint64_t>(BLOCK, end - at));
    const auto [lo, hi] = my_share(n);
    if (lo == hi) continue;
    block.resize(hi - lo);
    source.read(at + lo, hi - lo, block.data());
    std::vector<double> losses(workers, 0.0), used(workers, 0.0);
    const std::size_t per = (block.size() + workers - 1) / workers;
    common::parallel_for(workers, static_cast<unsigned>(workers), [&](std::size_t t, unsigned) {
      std::vector<float> scratch(3 * static_cast<std::size_t>(l.hidden));
      Sample s;
      for (std::size_t i = t * per; i < std::min(block.size(), (t + 1) * per); ++i) {
        if (!make_sample(block[i], false, o, s)) continue;
        run_sample(params.data(), l, s, scratch.data(), nullptr, losses[t], level);
        used[t] += 1;
      }
    });
    for (std::size_t t = 0; t < workers; ++t) {
      sums[0] += losses[t];
      sums[1] += used[t];
    }
  }
  common::sum_over_processes(sums, 2);
  return {sums[0], sums[1]};
}

// The loss of the network as the engine runs it over records [begin, end).
double quantised_loss(const Network& network, const PositionSource& source, std::uint64_t begin,
                      std::uint64_t end, const TrainOptions& options) {
  const common::SimdLevel level = common::simd_level();
  const auto h = static_cast<std::size_t>(network.hidden());
  std::vector<std::int16_t> acc(2 * h);
  double total = 0;
  std::size_t used = 0;
  Sample s;
  std::vector<PackedPosition> block;
  for (std::uint64_t at = begin; at < end; at += BLOCK) {
    block.resize(static_cast<std::size_t>(std::min<std::uint64_t>(BLOCK, end - at)));
    source.read(at, block.size(), block.data());
    for (const PackedPosition& p : block) {
      Board board;
      if (!make_sample(p, false, options, s) || !unpack(p, board)) continue;
      for (const Color c : {RED, BLACK}) {
        std::copy(network.ft_bias.begin(), network.ft_bias.end(), acc.begin() + c * h);
        for (Square sq = 0; sq < SQUARE_NB; ++sq) {
          const Piece pc = board.squares[static_cast<std::size_t>(sq)];
          if (pc == NO_PIECE) continue;
          const auto row = static_cast<std::size_t>(input_index(c, pc, sq)) * h;
          for (std::size_t k = 0; k < h; ++k)
            acc[c * h + k] =
                static_cast<std::int16_t>(acc[c * h + k] + network.ft_weights[row + k]);
        }
      }
      const int cp = network.evaluate(acc.data(), board.side_to_move, s.count, level);
      const double diff = sigmoid(static_cast<double>(cp) / OUTPUT_SCALE) - s.target;
      total += diff * diff;
      ++used;
    }
  }
  return used == 0 ? 0 : total / static_cast<double>(used);
}

std::uint64_t fnv(std::uint64_t h, const void* data, std::size_t size) {
  const auto* p = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < size; ++i) h = (h ^ p[i]) * 0x100000001b3ULL;
  return h;
}
template <class T>
std::uint64_t fnv_value(std::uint64_t h, T v) {
  return fnv(h, &v, sizeof v);
}

constexpr char CHECKPOINT_MAGIC[4] = {'G', 'Q', 'T', 'C'};
constexpr std::uint32_t CHECKPOINT_VERSION = 1;

}  // namespace

std::vector<std::uint64_t> epoch_order(const PositionSource& source, std::uint64_t end,
                                       std::uint64_t seed, int epoch, std::size_t buffer) {
  EpochStream stream(source, end, seed, epoch, buffer);
  std::vector<std::uint64_t> order;
  std::vector<EpochStream::Entry> batch;
  while (stream.next_batch(1024, batch))
    for (const EpochStream::Entry& e : batch) order.push_back(e.index);
  return order;
}

void MemorySource::read(std::uint64_t first, std::size_t count, PackedPosition* out) const {
  std::copy_n(data_.begin() + static_cast<std::ptrdiff_t>(first), count, out);
}

ShardSource::ShardSource(std::vector<Shard> shards) : shards_(std::move(shards)) {
  starts_.push_back(0);
  for (const Shard& s : shards_) starts_.push_back(starts_.back() + s.positions);
}

std::vector<std::uint64_t> ShardSource::piece_starts() const {
  return {starts_.begin(), starts_.end() - 1};
}

void ShardSource::read(std::uint64_t first, std::size_t count, PackedPosition* out) const {
  while (count > 0) {
    const auto it = std::upper_bound(starts_.begin(), starts_.end(), first) - 1;
    const auto shard = static_cast<std::size_t>(it - starts_.begin());
    const std::uint64_t offset = first - *it;
    const auto n =
        static_cast<std::size_t>(std::min<std::uint64_t>(count, shards_[shard].positions - offset));
    read_shard_records(shards_[shard], offset, n, out);
    out += n;
    first += n;
    count -= n;
  }
}

std::uint64_t train_fingerprint(const TrainOptions& o, const PositionSource& source) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  h = fnv_value(h, o.hidden);
  h = fnv_value(h, o.epochs);
  h = fnv_value(h, o.batch);
  h = fnv_value(h, o.learning_rate);
  h = fnv_value(h, o.final_rate_share);
  h = fnv_value(h, o.lambda);
  h = fnv_value(h, o.score_scale);
  h = fnv_value(h, o.validation_share);
  h = fnv_value(h, static_cast<std::uint64_t>(o.buffer));
  h = fnv_value(h, o.seed);
  h = fnv_value(h, o.mirror);
  for (const std::uint64_t start : source.piece_starts()) h = fnv_value(h, start);
  return fnv_value(h, source.size());
}

void save_checkpoint(const Checkpoint& c, const std::string& path) {
  const std::string temporary = path + ".tmp";
  std::FILE* file = std::fopen(temporary.c_str(), "wb");
  if (file == nullptr) throw CheckpointError(path + ": cannot write the checkpoint");
  const std::uint64_t count = c.params.size();
  bool ok = std::fwrite(CHECKPOINT_MAGIC, 1, 4, file) == 4;
  const auto put = [&](const void* data, std::size_t size) {
    ok = ok && std::fwrite(data, 1, size, file) == size;
  };
  put(&CHECKPOINT_VERSION, 4);
  put(&c.fingerprint, 8);
  put(&c.hidden, 4);
  put(&c.epoch, 4);
  put(&c.batches_done, 8);
  put(&c.step, 8);
  put(&c.epoch_loss, 8);
  put(&c.epoch_used, 8);
  put(&c.validation_loss_before, 8);
  put(&count, 8);
  for (const auto* v : {&c.params, &c.m, &c.v}) put(v->data(), v->size() * sizeof(float));
  ok = std::fclose(file) == 0 && ok;
  std::error_code ec;
  if (ok) std::filesystem::rename(temporary, path, ec);
  if (!ok || ec) {
    std::filesystem::remove(temporary, ec);
    throw CheckpointError(path + ": could not write the whole checkpoint (disk full?)");
  }
}

Checkpoint load_checkpoint(const std::string& path) {
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr) throw CheckpointError(path + ": cannot open the checkpoint");
  Checkpoint c;
  char magic[4] = {};
  std::uint32_t version = 0;
  std::uint64_t count = 0;
  bool ok = std::fread(magic, 1, 4, file) == 4 && std::memcmp(magic, CHECKPOINT_MAGIC, 4) == 0;
  if (!ok) {
    std::fclose(file);
    throw CheckpointError(path + ": not a training checkpoint (it does not start with 'GQTC')");
  }
  const auto get = [&](void* data, std::size_t size) {
    ok = ok && std::fread(data, 1, size, file) == size;
  };
  get(&version, 4);
  if (ok && version != CHECKPOINT_VERSION) {
    std::fclose(file);
    throw CheckpointError(path + ": checkpoint format version " + std::to_string(version) +
                          "; this program reads version " + std::to_string(CHECKPOINT_VERSION));
  }
  get(&c.fingerprint, 8);
  get(&c.hidden, 4);
  get(&c.epoch, 4);
  get(&c.batches_done, 8);
  get(&c.step, 8);
  get(&c.epoch_loss, 8);
  get(&c.epoch_used, 8);
  get(&c.validation_loss_before, 8);
  get(&count, 8);
  if (ok && c.hidden >= HIDDEN_STEP && c.hidden <= MAX_HIDDEN && count == Layout(c.hidden).size) {
    for (auto* v : {&c.params, &c.m, &c.v}) {
      v->resize(static_cast<std::size_t>(count));
      get(v->data(), v->size() * sizeof(float));
    }
    char extra = 0;
    ok = ok && std::fread(&extra, 1, 1, file) == 0;
  } else {
    ok = false;
  }
  std::fclose(file);
  if (!ok) throw CheckpointError(path + ": truncated or damaged checkpoint");
  return c;
}

double network_loss(const Network& network, const std::vector<PackedPosition>& data,
                    const TrainOptions& options) {
  return quantised_loss(network, MemorySource(data), 0, data.size(), options);
}

TrainReport train_network(const std::vector<PackedPosition>& data, const TrainOptions& options,
                          const Network* start,
                          const std::function<void(const EpochReport&)>& on_epoch) {
  TrainControl control;
  control.on_epoch = on_epoch;
  return train_network(MemorySource(data), options, start, control);
}

TrainReport train_network(const PositionSource& source, const TrainOptions& o, const Network* start,
                          const TrainControl& control) {
  if (o.hidden < HIDDEN_STEP || o.hidden > MAX_HIDDEN || o.hidden % HIDDEN_STEP != 0)
    throw std::invalid_argument("the hidden size must be a multiple of " +
                                std::to_string(HIDDEN_STEP) + " from " +
                                std::to_string(HIDDEN_STEP) + " to " + std::to_string(MAX_HIDDEN));
  if (start != nullptr && start->hidden() != o.hidden)
    throw std::invalid_argument("the starting network has hidden size " +
                                std::to_string(start->hidden()) + ", not " +
                                std::to_string(o.hidden));
  if (o.epochs < 1 || o.batch < 1) throw std::invalid_argument("epochs and batch must be >= 1");
  const Layout l(o.hidden);
  const int threads = std::max(1, o.threads);
  const common::SimdLevel level = common::simd_level();
  const std::uint64_t fingerprint = train_fingerprint(o, source);
  if (control.resume != nullptr &&
      (control.resume->fingerprint != fingerprint || control.resume->hidden != o.hidden))
    throw std::invalid_argument(
        "the checkpoint was made with other data or options (the same files, in the same "
        "order, and the same --hidden, --epochs, --batch, --rate, --final-rate, --lambda, "
        "--score-scale, --validation, --buffer, --seed and mirroring are needed)");

  // The last share of the records (the latest games) is held out.
  TrainReport report;
  const std::uint64_t total = source.size();
  const auto held = static_cast<std::uint64_t>(static_cast<double>(total) *
                                               std::clamp(o.validation_share, 0.0, 0.5));
  const std::uint64_t train_end = total - held;

  Checkpoint state;
  state.fingerprint = fingerprint;
  state.hidden = o.hidden;
  if (control.resume != nullptr) {
    state = *control.resume;
  } else {
    state.params.assign(l.size, 0.0f);
    if (start != nullptr)
      dequantise(*start, state.params, l);
    else
      initialise(state.params, l, o.seed);
    state.m.assign(l.size, 0.0f);
    state.v.assign(l.size, 0.0f);
  }
  std::vector<float>& params = state.params;
  std::vector<float>& m = state.m;
  std::vector<float>& v = state.v;
  std::vector<std::vector<float>> grads(static_cast<std::size_t>(threads),
                                        std::vector<float>(l.size));
  const auto validation = [&] {
    const auto [sum, used] = summed_loss(params, l, source, train_end, total, o, threads);
    report.validation_positions = static_cast<std::size_t>(used);
    return used == 0 ? 0.0 : sum / used;
  };
  if (control.resume == nullptr) state.validation_loss_before = validation();
  report.validation_loss_before = state.validation_loss_before;
  const auto write_checkpoint = [&] {
    if (!control.checkpoint.empty() && common::is_root())
      save_checkpoint(state, control.checkpoint);
  };

  const std::size_t batch = static_cast<std::size_t>(o.batch);
  const std::uint64_t batches_per_epoch = (train_end + batch - 1) / batch;
  const double total_steps = static_cast<double>(batches_per_epoch) * o.epochs;
  double rate = o.learning_rate;
  std::vector<EpochStream::Entry> entries;
  for (int epoch = state.epoch; epoch <= o.epochs; ++epoch) {
    const common::Stopwatch clock;
    EpochStream stream(source, train_end, o.seed, epoch, o.buffer);
    std::uint64_t batch_index = 0;
    std::uint64_t trained = 0;  // positions this process's clock saw trained
    while (stream.next_batch(batch, entries)) {
      // A resumed epoch draws the batches it had trained again, without training on them.
      if (batch_index++ < state.batches_done) continue;
      const std::size_t n = entries.size();
      // Plain variables, not a structured binding: the threads' lambda captures them, which
      // clang 14 (the fuzz build's compiler) does not allow for bindings.
      const std::pair<std::size_t, std::size_t> range = my_share(n);
      const std::size_t lo = range.first;
      const std::size_t hi = range.second;
      const std::size_t share = hi - lo;
      const std::size_t per =
          (share + static_cast<std::size_t>(threads) - 1) / static_cast<std::size_t>(threads);
      std::vector<double> losses(static_cast<std::size_t>(threads), 0.0),
          used(static_cast<std::size_t>(threads), 0.0);
      common::parallel_for(
          static_cast<std::size_t>(threads), static_cast<unsigned>(threads),
          [&](std::size_t t, unsigned) {
            std::vector<float>& g = grads[t];
            std::fill(g.begin(), g.end(), 0.0f);
            std::vector<float> scratch(3 * static_cast<std::size_t>(l.hidden));
            Sample s;
            double loss = 0;
            for (std::size_t i = lo + t * per; i < std::min(hi, lo + (t + 1) * per); ++i) {
              const EpochStream::Entry& e = entries[i];
              if (!make_sample(e.position, o.mirror && coin(o.seed, epoch, e.index), o, s))
                continue;
              run_sample(params.data(), l, s, scratch.data(), g.data(), loss, level);
              used[t] += 1;
            }
            losses[t] = loss;
          });
      double sums[2] = {0, 0};
      for (std::size_t t = 0; t < losses.size(); ++t) {
        sums[0] += losses[t];
        sums[1] += used[t];
      }

      // The threads' gradients summed in thread order, then over the processes.
      const std::size_t slice =
          (l.size + static_cast<std::size_t>(threads) - 1) / static_cast<std::size_t>(threads);
      if (threads > 1)
        common::parallel_for(static_cast<std::size_t>(threads), static_cast<unsigned>(threads),
                             [&](std::size_t t, unsigned) {
                               const std::size_t lo2 = t * slice,
                                                 hi2 = std::min(l.size, lo2 + slice);
                               for (std::size_t j = lo2; j < hi2; ++j)
                                 for (std::size_t k = 1; k < grads.size(); ++k)
                                   grads[0][j] += grads[k][j];
                             });
      common::sum_over_processes(grads[0].data(), l.size);
      common::sum_over_processes(sums, 2);
      state.epoch_loss += sums[0];
      state.epoch_used += sums[1];
      trained += n;

      // Adam over every parameter.
      ++state.step;
      const double progress = static_cast<double>(state.step) / total_steps;
      const double floor = o.learning_rate * o.final_rate_share;
      rate = floor + 0.5 * (o.learning_rate - floor) * (1 + std::cos(3.14159265358979 * progress));
      const double c1 = 1 - std::pow(ADAM_BETA1, static_cast<double>(state.step));
      const double c2 = 1 - std::pow(ADAM_BETA2, static_cast<double>(state.step));
      const auto step_size = static_cast<float>(rate * std::sqrt(c2) / c1);
      const auto inv_n = static_cast<float>(1.0 / static_cast<double>(n));
      const std::vector<float>& gsum = grads[0];
      common::parallel_for(
          static_cast<std::size_t>(threads), static_cast<unsigned>(threads),
          [&](std::size_t t, unsigned) {
            const std::size_t lo2 = t * slice, hi2 = std::min(l.size, lo2 + slice);
            for (std::size_t j = lo2; j < hi2; ++j) {
              const float g = gsum[j] * inv_n;
              m[j] = static_cast<float>(ADAM_BETA1) * m[j] + static_cast<float>(1 - ADAM_BETA1) * g;
              v[j] = static_cast<float>(ADAM_BETA2) * v[j] +
                     static_cast<float>(1 - ADAM_BETA2) * g * g;
              float p = params[j] -
                        step_size * m[j] / (std::sqrt(v[j]) + static_cast<float>(ADAM_EPSILON));
              // The output bias is held by int32; everything else is clipped
              // to what its integers hold.
              if (j < l.b2) p = std::clamp(p, -LIMIT, LIMIT);
              params[j] = p;
            }
          });
      state.batches_done = batch_index;
      if (control.on_batch) control.on_batch(state.step);
      const bool stop =
          common::broadcast_from_root(control.stop != nullptr && control.stop->load());
      if (stop && batch_index < batches_per_epoch) {
        state.epoch = epoch;
        write_checkpoint();
        report.stopped = true;
        report.network = quantise(params, l, o.name);
        report.train_positions = static_cast<std::size_t>(train_end);
        report.validation_loss_after = report.validation_loss_before;
        return report;
      }
    }
    // Every process holds the root's weights from here on, whatever MPI's order of additions.
    common::broadcast_bytes_from_root(params.data(), params.size() * sizeof(float));
    EpochReport r;
    r.epoch = epoch;
    r.train_loss = state.epoch_used == 0 ? 0 : state.epoch_loss / state.epoch_used;
    r.validation_loss = validation();
    r.seconds = clock.seconds();
    r.positions_per_second = static_cast<double>(trained) / std::max(1e-9, r.seconds);
    r.rate = rate;
    r.network = quantise(params, l, o.name);
    report.validation_loss_after = r.validation_loss;
    report.train_positions = static_cast<std::size_t>(state.epoch_used);
    report.skipped =
        static_cast<std::size_t>(train_end - static_cast<std::uint64_t>(state.epoch_used));
    state.epoch = epoch + 1;
    state.batches_done = 0;
    state.epoch_loss = 0;
    state.epoch_used = 0;
    write_checkpoint();
    if (control.on_epoch) control.on_epoch(r);
    if (epoch < o.epochs &&
        common::broadcast_from_root(control.stop != nullptr && control.stop->load())) {
      report.stopped = true;
      report.network = r.network;
      return report;
    }
  }
  report.network = quantise(params, l, o.name);
  report.quantised_validation_loss =
      common::is_root() ? quantised_loss(report.network, source, train_end, total, o) : 0;
  return report;
}

}  // namespace gameai::xiangqi_ai::nnue
