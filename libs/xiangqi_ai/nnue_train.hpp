#pragma once
// Trains the evaluation network (nnue.hpp) on labelled positions (nnue_data.hpp).
//
// The network is trained in floating point with the shape the engine runs: for each perspective
// a = b1 + the first layer's rows of the position's inputs, h = clamp(a, 0, 1)^2, and the output
// y = w2[bucket] . (h_side_to_move, h_other) + b2[bucket]. The target is an expected result,
//   t = lambda * sigmoid(score / score_scale) + (1 - lambda) * result
// (result 1, 0.5, 0 for a win, draw, loss of the side to move; positions of unknown result use
// the score alone), and the loss is the mean of (sigmoid(y) - t)^2. The optimiser is Adam on
// mini-batches with a cosine-decaying step; the first layer's gradient is gathered only for the
// inputs a position sets (about 32 of 1,260 per perspective). Every position is mirrored left to
// right at random (xiangqi's board is symmetric), which doubles the data for free. Threads split
// each batch and their gradients are summed in a fixed order, so a run is reproducible for a
// given seed and thread count. The validation positions are the last share of the data (the
// latest games, distinct from the training games). The result is quantised to the engine's
// integers, with the float weights clipped during training to what the integers can hold.
//
// The positions are streamed, never all held: each epoch visits the shards (the pieces of the
// source) in an order drawn from the seed and the epoch, reads them in blocks, and draws the
// batches at random from a shuffle window of `buffer` positions, refilled as it empties; every
// training position is used once an epoch. Under mpirun every process draws the same batches,
// takes its share of each, and the gradients are summed over the processes (MPI allreduce), so
// that N processes train the network one process trains, up to the order of float additions.
// A checkpoint (the weights, Adam's moments and the place in the schedule) is written after
// every epoch and when stopped; resumed with the same data, options, threads and processes, the
// run goes on to the network an uninterrupted run gives, bit for bit.

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "xiangqi_ai/nnue.hpp"
#include "xiangqi_ai/nnue_data.hpp"

namespace gameai::xiangqi_ai::nnue {

struct TrainOptions {
  int hidden = 256;
  int epochs = 20;
  int batch = 16384;
  double learning_rate = 0.001;
  double final_rate_share = 0.05;  // the step at the end, as a share of learning_rate
  double lambda = 0.75;            // the score's share in the target; the result has the rest
  double score_scale = 400;        // centipawns of the scores per unit of the logistic curve
  double validation_share = 0.02;
  std::size_t buffer = std::size_t{1} << 21;  // the shuffle window, in positions (40 bytes each)
  int threads = 1;
  std::uint64_t seed = 1;
  bool mirror = true;
  std::string name;  // written into the network file
};

struct EpochReport {
  int epoch = 0;
  double train_loss = 0;
  double validation_loss = 0;
  double seconds = 0;               // this epoch's
  double positions_per_second = 0;  // this epoch's training positions
  double rate = 0;                  // the step at the epoch's end
  Network network{HIDDEN_STEP};     // the network as it stands, quantised
};

struct TrainReport {
  Network network{HIDDEN_STEP};
  bool stopped = false;  // by TrainControl::stop, before the last epoch ended
  std::size_t train_positions = 0;
  std::size_t validation_positions = 0;
  std::size_t skipped = 0;  // records that are no board
  double validation_loss_before = 0;
  double validation_loss_after = 0;      // of the float network
  double quantised_validation_loss = 0;  // of the network as the engine runs it
};

// Where the positions come from: records numbered from 0, in pieces (the shards) whose order
// each epoch shuffles.
class PositionSource {
 public:
  virtual ~PositionSource() = default;
  virtual std::uint64_t size() const = 0;
  // The first record of each piece, in order.
  virtual std::vector<std::uint64_t> piece_starts() const = 0;
  // Records [first, first + count), within one piece or across pieces.
  virtual void read(std::uint64_t first, std::size_t count, PackedPosition* out) const = 0;
};

// Records in memory, as one piece.
class MemorySource final : public PositionSource {
 public:
  explicit MemorySource(const std::vector<PackedPosition>& data) : data_(data) {}
  std::uint64_t size() const override { return data_.size(); }
  std::vector<std::uint64_t> piece_starts() const override { return {0}; }
  void read(std::uint64_t first, std::size_t count, PackedPosition* out) const override;

 private:
  const std::vector<PackedPosition>& data_;
};

// Positions files (list_shards), one piece each, read as they are needed.
class ShardSource final : public PositionSource {
 public:
  explicit ShardSource(std::vector<Shard> shards);
  std::uint64_t size() const override { return starts_.back(); }
  std::vector<std::uint64_t> piece_starts() const override;
  void read(std::uint64_t first, std::size_t count, PackedPosition* out) const override;
  const std::vector<Shard>& shards() const noexcept { return shards_; }

 private:
  std::vector<Shard> shards_;
  std::vector<std::uint64_t> starts_;  // each shard's first record, and the total at the end
};

// The records [0, end) of `source` in the order epoch `epoch` trains on them (every one once),
// as a window of `buffer` positions shuffles them: for tests and people.
std::vector<std::uint64_t> epoch_order(const PositionSource& source, std::uint64_t end,
                                       std::uint64_t seed, int epoch, std::size_t buffer);

// The state of a run between two batches: enough to go on as if it had not stopped.
struct Checkpoint {
  std::uint64_t fingerprint = 0;  // of the options and the data's layout (train_fingerprint)
  int hidden = 0;
  int epoch = 1;                   // the epoch to go on with
  std::uint64_t batches_done = 0;  // of that epoch
  std::int64_t step = 0;           // Adam's steps so far
  double epoch_loss = 0;           // the epoch's summed loss so far
  double epoch_used = 0;           // and the positions it summed
  double validation_loss_before = 0;
  std::vector<float> params, m, v;
};

// Writes (through a temporary file and a rename, so that a crash leaves the last whole one) and
// reads a checkpoint; CheckpointError names the file and the problem.
class CheckpointError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
void save_checkpoint(const Checkpoint& c, const std::string& path);
Checkpoint load_checkpoint(const std::string& path);

// What must be the same for a checkpoint to be resumed: the options that shape the run (not the
// threads or the name) and the sizes of the data's pieces.
std::uint64_t train_fingerprint(const TrainOptions& options, const PositionSource& source);

struct TrainControl {
  // Checked between batches (the root's, under mpirun): when set, the run writes its checkpoint
  // and returns with TrainReport::stopped.
  const std::atomic<bool>* stop = nullptr;
  // Written after every epoch and when stopped (by the root alone); empty: none.
  std::string checkpoint;
  // Go on from this state (its fingerprint must match; std::invalid_argument otherwise).
  const Checkpoint* resume = nullptr;
  std::function<void(const EpochReport&)> on_epoch;
  // After every batch, with the steps so far (tests stop a run here).
  std::function<void(std::int64_t step)> on_batch;
};

// Trains from `start`'s weights (dequantised) when given, else from random ones; throws
// std::invalid_argument for options out of range or a start network of another hidden size.
TrainReport train_network(const PositionSource& source, const TrainOptions& options,
                          const Network* start = nullptr, const TrainControl& control = {});
TrainReport train_network(const std::vector<PackedPosition>& data, const TrainOptions& options,
                          const Network* start = nullptr,
                          const std::function<void(const EpochReport&)>& on_epoch = {});

// The loss of `network` (as the engine runs it) on `data`, with the same target.
double network_loss(const Network& network, const std::vector<PackedPosition>& data,
                    const TrainOptions& options);

}  // namespace gameai::xiangqi_ai::nnue
