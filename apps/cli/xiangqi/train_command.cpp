// `gameai xiangqi train`: trains the evaluation network on positions files (datagen's).

#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli.hpp"
#include "common/distributed.hpp"
#include "common/progress.hpp"
#include "common/simd.hpp"
#include "common/thread_pool.hpp"
#include "common/timing.hpp"
#include "xiangqi_ai/nnue.hpp"
#include "xiangqi_ai/nnue_data.hpp"
#include "xiangqi_ai/nnue_train.hpp"

namespace gameai::cli {
namespace {

// The command line of `train`.
struct TrainCommandOptions {
  std::vector<std::string> data;
  std::string out;
  std::string start;
  std::string checkpoint;
  std::string resume;
  int threads = 0;
  bool no_mirror = false;
  xiangqi_ai::nnue::TrainOptions options;
};

int run_train(TrainCommandOptions o) {
  o.options.mirror = !o.no_mirror;
  o.options.threads = o.threads > 0 ? o.threads : static_cast<int>(common::hardware_threads());
  std::unique_ptr<xiangqi_ai::nnue::Network> from;
  if (!o.start.empty()) {
    try {
      if (o.start == "builtin") {
        const auto builtin = xiangqi_ai::nnue::Network::builtin();
        if (!builtin) throw InputError("--start builtin: this program has no built-in network");
        from = std::make_unique<xiangqi_ai::nnue::Network>(*builtin);
      } else {
        from =
            std::make_unique<xiangqi_ai::nnue::Network>(xiangqi_ai::nnue::Network::load(o.start));
      }
    } catch (const xiangqi_ai::nnue::NetworkError& e) {
      throw InputError(std::string("--start: ") + e.what());
    }
    if (from->hidden() != o.options.hidden) {
      std::cerr << "train: --start has hidden size " << from->hidden() << ": training that size"
                << std::endl;
      o.options.hidden = from->hidden();
    }
  }
  if (o.options.name.empty()) o.options.name = "trained";
  if (o.checkpoint.empty()) o.checkpoint = o.out + ".ckpt";
  const bool root = common::is_root();
  std::unique_ptr<xiangqi_ai::nnue::ShardSource> source;
  try {
    source = std::make_unique<xiangqi_ai::nnue::ShardSource>(xiangqi_ai::nnue::list_shards(o.data));
  } catch (const xiangqi_ai::nnue::DataError& e) {
    throw InputError(e.what());
  }
  if (source->size() == 0) throw InputError("the positions files hold no positions");
  std::optional<xiangqi_ai::nnue::Checkpoint> state;
  if (!o.resume.empty()) {
    try {
      state = xiangqi_ai::nnue::load_checkpoint(o.resume);
    } catch (const xiangqi_ai::nnue::CheckpointError& e) {
      throw InputError(std::string("--resume: ") + e.what());
    }
    o.options.hidden = state->hidden;
  }
  if (root) {
    std::cout << "Training a network of hidden size " << o.options.hidden << " on "
              << source->size() << " positions in " << source->shards().size()
              << (source->shards().size() == 1 ? " file" : " files") << ", " << o.options.threads
              << (o.options.threads == 1 ? " thread" : " threads");
    if (common::process_count() > 1)
      std::cout << " in each of " << common::process_count() << " processes";
    std::cout << " (" << common::simd_name(common::simd_level()) << "), a shuffle window of "
              << std::min<std::uint64_t>(o.options.buffer, source->size()) << " positions";
    if (state)
      std::cout << "; going on from " << o.resume << " at epoch " << state->epoch << ", batch "
                << state->batches_done + 1;
    std::cout << std::endl;
  }
  const common::Stopwatch clock;
  const InterruptGuard guard;
  xiangqi_ai::nnue::TrainControl control;
  control.stop = &interrupt_flag();
  control.checkpoint = o.checkpoint;
  control.resume = state ? &*state : nullptr;
  control.on_epoch = [root, &o](const xiangqi_ai::nnue::EpochReport& r) {
    if (!root) return;
    char line[200];
    std::snprintf(line, sizeof line,
                  "epoch %d/%d: loss %.6f, validation %.6f, %s positions/s, step %.2e", r.epoch,
                  o.options.epochs, r.train_loss, r.validation_loss,
                  common::format_si(r.positions_per_second).c_str(), r.rate);
    std::cout << line << std::endl;
    // Each epoch's network is written, so that a run cut short leaves the last one.
    r.network.save(o.out);
  };
  xiangqi_ai::nnue::TrainReport report;
  try {
    report = xiangqi_ai::nnue::train_network(*source, o.options, from.get(), control);
  } catch (const std::invalid_argument& e) {
    throw UsageError(o.resume.empty() ? e.what() : "--resume " + o.resume + ": " + e.what());
  } catch (const xiangqi_ai::nnue::DataError& e) {
    throw InputError(e.what());
  } catch (const xiangqi_ai::nnue::CheckpointError& e) {
    throw InputError(e.what());
  }
  if (!root) return report.stopped ? interrupted_status() : EXIT_OK;
  if (report.stopped) {
    std::cout << "interrupted: checkpoint written to " << o.checkpoint
              << "; run the same command with --resume " << o.checkpoint << " to go on"
              << std::endl;
    return interrupted_status();
  }
  try {
    report.network.save(o.out);
  } catch (const xiangqi_ai::nnue::NetworkError& e) {
    throw InputError(e.what());
  }
  char summary[300];
  std::snprintf(summary, sizeof summary,
                "Trained on %zu positions, validated on %zu (%zu records skipped); validation "
                "loss %.6f before, %.6f after (%.6f as the engine runs it)\n",
                report.train_positions, report.validation_positions, report.skipped,
                report.validation_loss_before, report.validation_loss_after,
                report.quantised_validation_loss);
  std::cout << summary << "Network '" << report.network.name() << "' (hidden size "
            << report.network.hidden() << ", " << report.network.to_bytes().size()
            << " bytes) written to " << o.out << " in " << common::format_duration(clock.seconds())
            << "\n";
  return EXIT_OK;
}

}  // namespace

void add_train_command(CLI::App& xq) {
  auto o = std::make_shared<TrainCommandOptions>();
  auto* cmd = xq.add_subcommand(
      "train", "train the evaluation network on positions files and write it for the engine");
  cmd->add_option("data", o->data,
                  "positions files, as 'gameai xiangqi datagen' writes them, or manifests: text "
                  "files listing positions files one a line (relative to the manifest)")
      ->required();
  cmd->add_option("--out", o->out,
                  "network file to write (for the engine's EvalFile option), after every epoch")
      ->required();
  cmd->add_option("--start", o->start,
                  "go on from this network's weights ('builtin' for the one in the program); "
                  "default: random weights")
      ->type_name("FILE");
  cmd->add_option("--hidden", o->options.hidden,
                  "accumulator size of each perspective (a multiple of 16, at most 512)")
      ->check(CLI::Validator(
          [](const std::string& text) -> std::string {
            int h = 0;
            if (!CLI::detail::lexical_cast(text, h) || h < xiangqi_ai::nnue::HIDDEN_STEP ||
                h > xiangqi_ai::nnue::MAX_HIDDEN || h % xiangqi_ai::nnue::HIDDEN_STEP != 0)
              return "must be a multiple of " + std::to_string(xiangqi_ai::nnue::HIDDEN_STEP) +
                     " from " + std::to_string(xiangqi_ai::nnue::HIDDEN_STEP) + " to " +
                     std::to_string(xiangqi_ai::nnue::MAX_HIDDEN) + ", not '" + text + "'";
            return {};
          },
          "16..512, a multiple of 16"))
      ->capture_default_str();
  cmd->add_option("--epochs", o->options.epochs, "passes over the training positions")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  cmd->add_option("--batch", o->options.batch, "positions per step")
      ->check(CLI::Range(1, 1 << 22))
      ->capture_default_str();
  cmd->add_option("--rate", o->options.learning_rate,
                  "Adam's step at the start (decays by a cosine)")
      ->check(number_in(1e-6, 1.0))
      ->capture_default_str();
  cmd->add_option("--final-rate", o->options.final_rate_share,
                  "the step at the end, as a share of --rate")
      ->check(number_in(0.0, 1.0))
      ->capture_default_str();
  cmd->add_option("--lambda", o->options.lambda,
                  "share of the search score in the target; the game's result has the rest")
      ->check(number_in(0.0, 1.0))
      ->capture_default_str();
  cmd->add_option("--score-scale", o->options.score_scale,
                  "centipawns of the scores per unit of the logistic curve")
      ->check(number_in(10.0, 10000.0))
      ->capture_default_str();
  cmd->add_option("--validation", o->options.validation_share,
                  "share of the positions (the last ones: the latest games) held out")
      ->check(number_in(0.0, 0.5))
      ->capture_default_str();
  cmd->add_option("--buffer", o->options.buffer,
                  "shuffle window, in positions: batches are drawn at random from it as the "
                  "files stream through; memory is about 40 bytes a position of it, whatever the "
                  "data's size")
      ->check(CLI::Range(std::size_t{1}, std::size_t{1} << 31))
      ->capture_default_str();
  cmd->add_option("--checkpoint", o->checkpoint,
                  "checkpoint written after every epoch and on Ctrl-C (default: OUT.ckpt)");
  cmd->add_option("--resume", o->resume,
                  "go on from this checkpoint (give the same data and options as the run that "
                  "wrote it)")
      ->type_name("CHECKPOINT");
  cmd->add_option("--threads", o->threads, "training threads (default: one per core)")
      ->check(CLI::Range(0, 256));
  cmd->add_option("--seed", o->options.seed, "seed of the starting weights and the order")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--name", o->options.name, "a name written into the network (31 bytes at most)");
  cmd->add_flag("--no-mirror", o->no_mirror, "do not mirror positions left to right at random");
  on_run(cmd, [o] { return run_train(*o); });
}

[[maybe_unused]] const bool train_command_registered =
    register_command("xiangqi", 76, add_train_command);

}  // namespace gameai::cli
