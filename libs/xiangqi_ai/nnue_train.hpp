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

#include <cstdint>
#include <functional>
#include <optional>
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
  std::size_t train_positions = 0;
  std::size_t validation_positions = 0;
  std::size_t skipped = 0;  // records that are no board
  double validation_loss_before = 0;
  double validation_loss_after = 0;      // of the float network
  double quantised_validation_loss = 0;  // of the network as the engine runs it
};

// Trains from `start`'s weights (dequantised) when given, else from random ones; throws
// std::invalid_argument for options out of range or a start network of another hidden size.
TrainReport train_network(const std::vector<PackedPosition>& data, const TrainOptions& options,
                          const Network* start = nullptr,
                          const std::function<void(const EpochReport&)>& on_epoch = {});

// The loss of `network` (as the engine runs it) on `data`, with the same target.
double network_loss(const Network& network, const std::vector<PackedPosition>& data,
                    const TrainOptions& options);

}  // namespace gameai::xiangqi_ai::nnue
