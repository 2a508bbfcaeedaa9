#include "xiangqi_ai/nnue_train.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <stdexcept>

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

// The mean loss of the float network over `samples`.
double mean_loss(const std::vector<float>& params, const Layout& l,
                 const std::vector<Sample>& samples, int threads) {
  if (samples.empty()) return 0;
  const auto workers = static_cast<unsigned>(std::max(1, threads));
  std::vector<double> losses(workers, 0.0);
  const common::SimdLevel level = common::simd_level();
  const std::size_t per = (samples.size() + workers - 1) / workers;
  common::parallel_for(workers, workers, [&](std::size_t t, unsigned) {
    std::vector<float> scratch(3 * static_cast<std::size_t>(l.hidden));
    double loss = 0;
    for (std::size_t i = t * per; i < std::min(samples.size(), (t + 1) * per); ++i)
      run_sample(params.data(), l, samples[i], scratch.data(), nullptr, loss, level);
    losses[t] = loss;
  });
  double total = 0;
  for (const double v : losses) total += v;
  return total / static_cast<double>(samples.size());
}

}  // namespace

double network_loss(const Network& network, const std::vector<PackedPosition>& data,
                    const TrainOptions& options) {
  const common::SimdLevel level = common::simd_level();
  const auto h = static_cast<std::size_t>(network.hidden());
  std::vector<std::int16_t> acc(2 * h);
  double total = 0;
  std::size_t used = 0;
  Sample s;
  for (const PackedPosition& p : data) {
    Board board;
    if (!make_sample(p, false, options, s) || !unpack(p, board)) continue;
    for (const Color c : {RED, BLACK}) {
      std::copy(network.ft_bias.begin(), network.ft_bias.end(), acc.begin() + c * h);
      for (Square sq = 0; sq < SQUARE_NB; ++sq) {
        const Piece pc = board.squares[static_cast<std::size_t>(sq)];
        if (pc == NO_PIECE) continue;
        const auto row = static_cast<std::size_t>(input_index(c, pc, sq)) * h;
        for (std::size_t k = 0; k < h; ++k)
          acc[c * h + k] = static_cast<std::int16_t>(acc[c * h + k] + network.ft_weights[row + k]);
      }
    }
    const int cp = network.evaluate(acc.data(), board.side_to_move, s.count, level);
    const double diff = sigmoid(static_cast<double>(cp) / OUTPUT_SCALE) - s.target;
    total += diff * diff;
    ++used;
  }
  return used == 0 ? 0 : total / static_cast<double>(used);
}

TrainReport train_network(const std::vector<PackedPosition>& data, const TrainOptions& o,
                          const Network* start,
                          const std::function<void(const EpochReport&)>& on_epoch) {
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

  // The records that are boards, split into training and validation (the latest games).
  TrainReport report;
  std::vector<std::size_t> usable;
  usable.reserve(data.size());
  {
    Sample s;
    for (std::size_t i = 0; i < data.size(); ++i) {
      if (make_sample(data[i], false, o, s))
        usable.push_back(i);
      else
        ++report.skipped;
    }
  }
  const auto held = static_cast<std::size_t>(static_cast<double>(usable.size()) *
                                             std::clamp(o.validation_share, 0.0, 0.5));
  std::vector<std::size_t> train(usable.begin(), usable.end() - static_cast<std::ptrdiff_t>(held));
  std::vector<Sample> validation(held);
  std::vector<PackedPosition> validation_records;
  for (std::size_t i = 0; i < held; ++i) {
    const PackedPosition& p = data[usable[train.size() + i]];
    make_sample(p, false, o, validation[i]);
    validation_records.push_back(p);
  }
  report.train_positions = train.size();
  report.validation_positions = validation.size();

  std::vector<float> params(l.size);
  if (start != nullptr)
    dequantise(*start, params, l);
  else
    initialise(params, l, o.seed);
  std::vector<float> m(l.size, 0.0f), v(l.size, 0.0f);
  std::vector<std::vector<float>> grads(static_cast<std::size_t>(threads),
                                        std::vector<float>(l.size));
  report.validation_loss_before = mean_loss(params, l, validation, threads);

  const std::size_t batch = static_cast<std::size_t>(o.batch);
  const std::size_t batches_per_epoch = (train.size() + batch - 1) / batch;
  const double total_steps = static_cast<double>(batches_per_epoch) * o.epochs;
  common::Rng shuffle_rng(o.seed ^ 0x5eedULL);
  std::int64_t step = 0;
  double rate = o.learning_rate;
  for (int epoch = 1; epoch <= o.epochs; ++epoch) {
    const common::Stopwatch clock;
    // Fisher-Yates with our own generator: the same order on every platform.
    for (std::size_t i = train.size(); i > 1; --i)
      std::swap(train[i - 1], train[shuffle_rng.below(static_cast<std::uint32_t>(i))]);
    double epoch_loss = 0;
    for (std::size_t begin = 0; begin < train.size(); begin += batch) {
      const std::size_t end = std::min(train.size(), begin + batch);
      const std::size_t n = end - begin;
      const std::size_t per =
          (n + static_cast<std::size_t>(threads) - 1) / static_cast<std::size_t>(threads);
      std::vector<double> losses(static_cast<std::size_t>(threads), 0.0);
      common::parallel_for(
          static_cast<std::size_t>(threads), static_cast<unsigned>(threads),
          [&](std::size_t t, unsigned) {
            std::vector<float>& g = grads[t];
            std::fill(g.begin(), g.end(), 0.0f);
            std::vector<float> scratch(3 * static_cast<std::size_t>(l.hidden));
            Sample s;
            double loss = 0;
            for (std::size_t i = begin + t * per; i < std::min(end, begin + (t + 1) * per); ++i) {
              const std::size_t index = train[i];
              make_sample(data[index], o.mirror && coin(o.seed, epoch, index), o, s);
              run_sample(params.data(), l, s, scratch.data(), g.data(), loss, level);
            }
            losses[t] = loss;
          });
      for (const double loss : losses) epoch_loss += loss;

      // Adam over every parameter, the threads' gradients summed in thread order.
      ++step;
      const double progress = static_cast<double>(step) / total_steps;
      const double floor = o.learning_rate * o.final_rate_share;
      rate = floor + 0.5 * (o.learning_rate - floor) * (1 + std::cos(3.14159265358979 * progress));
      const double c1 = 1 - std::pow(ADAM_BETA1, static_cast<double>(step));
      const double c2 = 1 - std::pow(ADAM_BETA2, static_cast<double>(step));
      const auto step_size = static_cast<float>(rate * std::sqrt(c2) / c1);
      const auto inv_n = static_cast<float>(1.0 / static_cast<double>(n));
      const std::size_t slice =
          (l.size + static_cast<std::size_t>(threads) - 1) / static_cast<std::size_t>(threads);
      common::parallel_for(
          static_cast<std::size_t>(threads), static_cast<unsigned>(threads),
          [&](std::size_t t, unsigned) {
            const std::size_t lo = t * slice, hi = std::min(l.size, lo + slice);
            for (std::size_t j = lo; j < hi; ++j) {
              float g = 0;
              for (const auto& gt : grads) g += gt[j];
              g *= inv_n;
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
    }
    EpochReport r;
    r.epoch = epoch;
    r.train_loss = train.empty() ? 0 : epoch_loss / static_cast<double>(train.size());
    r.validation_loss = mean_loss(params, l, validation, threads);
    r.seconds = clock.seconds();
    r.positions_per_second = static_cast<double>(train.size()) / std::max(1e-9, r.seconds);
    r.rate = rate;
    r.network = quantise(params, l, o.name);
    report.validation_loss_after = r.validation_loss;
    if (on_epoch) on_epoch(r);
  }
  report.network = quantise(params, l, o.name);
  report.quantised_validation_loss = network_loss(report.network, validation_records, o);
  return report;
}

}  // namespace gameai::xiangqi_ai::nnue
