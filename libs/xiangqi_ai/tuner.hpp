#pragma once
// Fits the evaluation weights to scored positions (the Texel method, with a reference engine's
// scores as targets).
//
// Each training position carries a target score from the side to move's view, a deeper search:
// our own (tune_data.hpp, `gameai xiangqi tune-data`) or a stronger engine's
// (scripts/xiangqi_tune_data.py, Fairy-Stockfish). Both the target
// and our static evaluation are mapped to an expected result by a logistic curve, and the weights
// are moved by gradient descent (Adam) to make the two agree in the least-squares sense.
//
// The evaluation is linear in every weight tuned here (piece values, piece-square tables, tempo,
// mobility and palace safety; the phase weights are left alone), so each position's gradient is
// fixed: it is measured once per weight by evaluating the position with that weight raised, with
// the real Evaluator, so the tuner can never drift from what the engine computes. Piece-square
// entries are tuned in mirrored pairs (file f with file 8 - f), keeping the tables symmetric.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "xiangqi_ai/weights.hpp"

namespace gameai::xiangqi_ai {

struct TuneSample {
  std::string fen;
  double target = 0;  // centipawns of the reference engine, side to move's view
};

// Reads `FEN;SCORE` lines ('#' comments and blank lines skipped). Throws std::runtime_error
// naming the file and line of the first malformed entry.
std::vector<TuneSample> load_tune_samples(const std::string& path);

struct TuneOptions {
  int epochs = 3000;
  double learning_rate = 1.0;     // Adam step, in centipawns
  double eval_scale = 400;        // our centipawns per logistic unit
  double target_scale = 0;        // the targets' centipawns per logistic unit; 0: fitted first
  double validation_share = 0.1;  // every k-th position held out to watch for over-fitting
  bool skip_tactical = true;      // leave out positions where a capture wins material at once
  // Weight of the penalty on each parameter's squared change from the start (per 100 cp): keeps
  // rarely seen entries, such as a piece on a square it seldom reaches, near their start.
  double regularisation = 0;
};

struct TuneProgress {
  int epoch = 0;
  double train_error = 0;
  double validation_error = 0;
};

struct TuneReport {
  EvalWeights weights;
  std::size_t positions_used = 0;     // training + validation
  std::size_t positions_skipped = 0;  // illegal, in check or tactical
  int parameters = 0;
  double target_scale = 0;
  double train_error_before = 0, train_error_after = 0;
  double validation_error_before = 0, validation_error_after = 0;
};

// Fits `start` to the samples. `on_progress` (may be empty) is called every few epochs.
TuneReport tune_weights(const std::vector<TuneSample>& samples, const EvalWeights& start,
                        const TuneOptions& options,
                        const std::function<void(const TuneProgress&)>& on_progress = {});

}  // namespace gameai::xiangqi_ai
