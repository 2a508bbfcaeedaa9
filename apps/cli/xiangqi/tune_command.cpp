// `gameai xiangqi tune POSITIONS --out FILE`: fits the evaluation weights to scored positions.

#include <iomanip>
#include <iostream>
#include <memory>

#include "cli.hpp"
#include "xiangqi_ai/tuner.hpp"
#include "xiangqi_ai/weights.hpp"

namespace gameai::cli {
namespace {

struct TuneCommandOptions {
  std::string data, out, start_file;
  xiangqi_ai::TuneOptions options;
  bool keep_tactical = false;
};

int run_tune(TuneCommandOptions& o) {
  xiangqi_ai::TuneOptions& options = o.options;
  options.skip_tactical = !o.keep_tactical;
  std::vector<xiangqi_ai::TuneSample> samples;
  xiangqi_ai::EvalWeights start = xiangqi_ai::EvalWeights::defaults();
  try {
    samples = xiangqi_ai::load_tune_samples(o.data);
    if (!o.start_file.empty()) start = xiangqi_ai::EvalWeights::load(o.start_file);
  } catch (const std::runtime_error& e) {
    throw InputError(e.what());
  }
  std::cout << "Read " << samples.size() << " positions from " << o.data << std::endl;
  const auto report =
      xiangqi_ai::tune_weights(samples, start, options, [&](const xiangqi_ai::TuneProgress& p) {
        std::cout << "epoch " << p.epoch << "/" << options.epochs << ": error " << std::fixed
                  << std::setprecision(6) << p.train_error << " (held out " << p.validation_error
                  << ")" << std::endl;
      });
  report.weights.save(o.out);
  std::cout << std::fixed << std::setprecision(6) << "Used " << report.positions_used
            << " positions (" << report.positions_skipped << " skipped: in check, decided or "
            << "tactical), " << report.parameters << " parameters, target scale "
            << std::setprecision(1) << report.target_scale << "\n"
            << std::setprecision(6) << "Error before " << report.train_error_before << ", after "
            << report.train_error_after << " (held out " << report.validation_error_before << " -> "
            << report.validation_error_after << ")\nWeights written to " << o.out << "\n";
  return EXIT_OK;
}

void add_tune(CLI::App& xq) {
  auto* cmd = xq.add_subcommand(
      "tune", "fit the evaluation weights to scored positions and write them as a weights file");
  auto o = std::make_shared<TuneCommandOptions>();
  xiangqi_ai::TuneOptions& options = o->options;
  cmd->add_option("positions", o->data,
                  "training file: 'FEN;SCORE' lines, the score in centipawns for the side to "
                  "move ('gameai xiangqi tune-data' writes one)")
      ->required();
  cmd->add_option("--out", o->out, "weights file to write (JSON, for the engine's Weights option)")
      ->required();
  cmd->add_option("--start", o->start_file, "weights to start from (default: the built-in ones)");
  cmd->add_option("--epochs", options.epochs, "passes of gradient descent")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  cmd->add_option("--rate", options.learning_rate, "step size in centipawns")
      ->check(number_in(0.001, 100.0))
      ->capture_default_str();
  cmd->add_option("--eval-scale", options.eval_scale,
                  "our centipawns per unit of the logistic curve")
      ->check(number_in(10.0, 10000.0))
      ->capture_default_str();
  cmd->add_option("--target-scale", options.target_scale,
                  "the scores' centipawns per logistic unit (default: fitted to the starting "
                  "weights)")
      ->check(number_in(10.0, 10000.0));
  cmd->add_option("--validation", options.validation_share,
                  "share of positions held out to measure over-fitting")
      ->check(number_in(0.0, 0.5))
      ->capture_default_str();
  cmd->add_option("--l2", options.regularisation,
                  "penalty on each weight's squared change from the start, per 100 cp (keeps "
                  "rarely seen table entries near their start)")
      ->check(number_in(0.0, 1.0))
      ->capture_default_str();
  cmd->add_flag("--keep-tactical", o->keep_tactical,
                "also use positions where a capture wins material at once");
  on_run(cmd, [o] { return run_tune(*o); });
}

[[maybe_unused]] const bool tune_command_registered = register_command("xiangqi", 60, add_tune);

}  // namespace
}  // namespace gameai::cli
