#pragma once
// Fitting a player's linear weights from the placements it chose.
//
// The model is a conditional logit: in a position (board, piece) the player picks placement j
// among the legal placements with probability exp(w . f_j) / sum_k exp(w . f_k), where f_j holds
// the features of FEATURES (feature_table.hpp) measured as `--ai linear` measures them; a share
// of slips, placements chosen at random, may be mixed in (FitOptions::slips). The
// weights w that make the recorded choices most likely, with a small ridge penalty (which keeps
// them finite when the weights separate every choice from the others, as a deterministic player's
// do), are found by Newton's method on the concave log-likelihood. The features are scaled to unit
// spread for the solve and the weights scaled back, so the penalty treats every feature alike.
//
// A player with weights w places a piece where w . f is highest (the first such placement in
// generation order on a tie): the fitted weights' choices are measured the same way, so their
// agreement with the recording is the agreement `--ai linear --weights FITTED` would have.
//
// ChoiceData keeps each decision's candidate placements as rows of features (one float each: a
// feature is an integer or a half) and, for reporting, whether the stock players (El-Tetris,
// Dellacherie) choose the recorded placement there. Under `guideline` the candidates are the
// resting places of the placed piece reachable from its spawn position; the choice whether to hold
// and the previews are outside the model.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "tetris/board.hpp"
#include "tetris/movegen.hpp"
#include "tetris/piece.hpp"
#include "tetris/placement.hpp"
#include "tetris/rules.hpp"
#include "tetris_ai/controller.hpp"
#include "tetris_ai/weights.hpp"

namespace gameai::tetris_ai {

// Why a decision was not added.
enum class AddOutcome : std::uint8_t {
  Added,
  NoPlacement,  // the piece has no legal placement there
  NotLegal,     // the recorded placement is not among the legal ones
};

// The recorded decisions of one player, ready to fit.
class ChoiceData {
 public:
  explicit ChoiceData(FeatureVariant variant = FeatureVariant::ElTetris);
  ChoiceData(ChoiceData&&) noexcept;
  ChoiceData& operator=(ChoiceData&&) noexcept;
  ~ChoiceData();

  FeatureVariant variant() const noexcept { return variant_; }

  // Adds the decision to place `piece` on `board` at `chosen` under `rules`; `group` names the
  // game it comes from (the held-out split is by group). Placements covering the same cells count
  // once.
  AddOutcome add(const tetris::Board& board, tetris::Piece piece, tetris::RuleSet rules,
                 const tetris::Placement& chosen, std::uint32_t group);

  // Drops the decisions from `count` on (those of a game found unusable after they were added).
  void truncate(std::size_t count) noexcept;

  std::size_t size() const noexcept { return decisions_.size(); }
  bool empty() const noexcept { return decisions_.empty(); }
  // Candidates over all decisions.
  std::size_t candidate_count() const noexcept { return features_.size() / FEATURE_COUNT; }

  struct Decision {
    std::uint32_t first = 0;   // its first candidate's row
    std::uint16_t count = 0;   // candidates
    std::uint16_t chosen = 0;  // the recorded one, from 0
    std::uint32_t group = 0;
    bool eltetris_agrees = false;     // El-Tetris's weights choose the recorded placement
    bool dellacherie_agrees = false;  // Dellacherie's weights and tie-break do
  };
  const Decision& decision(std::size_t i) const noexcept { return decisions_[i]; }
  // The features of candidate `row`.
  std::span<const float> candidate(std::size_t row) const noexcept {
    return {features_.data() + row * FEATURE_COUNT, FEATURE_COUNT};
  }
  // The candidate of decision `i` that `weights` choose: the first of the highest scores.
  std::size_t choice(std::size_t i, const LinearWeights& weights) const noexcept;

 private:
  FeatureVariant variant_;
  std::vector<float> features_;
  std::vector<Decision> decisions_;
  std::unique_ptr<tetris::MoveGenerator> moves_;  // guideline candidates (about 150 KB)
  std::vector<tetris::Placement> candidates_;
  Controller eltetris_;
  Controller dellacherie_;
};

struct FitOptions {
  // The ridge penalty: ridge / 2 x |w|^2 per decision, on the features scaled to unit spread.
  double ridge = 1e-4;
  int max_iterations = 100;
  // Stops when an iteration improves the mean log-likelihood by less than this.
  double tolerance = 1e-10;
  // Whether some placements may be slips: chosen at random rather than by the weights (a
  // misdrop, a key pressed too early). The model is then a mixture, the logit with probability
  // 1 - s and a uniformly random legal placement with probability s, fitted by
  // expectation-maximisation: a few slips no longer drag the weights towards placements the
  // player would not choose.
  bool slips = true;
  int max_slip_rounds = 30;
  // Called after every iteration with its number (from 1) and the mean log-likelihood.
  std::function<void(int, double)> progress;
};

struct FitResult {
  LinearWeights weights;
  // Mean per decision, penalty excluded: of the model (the mixture, with slips), and of the
  // logit alone.
  double log_likelihood = 0;
  double logit_log_likelihood = 0;
  double slip_share = 0;  // the share s of slips, with FitOptions::slips
  int iterations = 0;     // Newton iterations in all
  bool converged = false;
};

// The weights that best explain `decisions` (indices into `data`); all zero when there are none.
FitResult fit_weights(const ChoiceData& data, std::span<const std::size_t> decisions,
                      const FitOptions& options = {});

// The mean log-likelihood of the recorded choices of `decisions` under `weights` (0 when none).
double mean_log_likelihood(const ChoiceData& data, std::span<const std::size_t> decisions,
                           const LinearWeights& weights);

// How often weights choose what the player chose.
struct Agreement {
  std::size_t positions = 0;
  std::size_t agreed = 0;
  // The positions where El-Tetris's or Dellacherie's weights choose otherwise than the player.
  std::size_t contested = 0;
  std::size_t contested_agreed = 0;
  // The stock players' own agreement, over all positions.
  std::size_t eltetris_agreed = 0;
  std::size_t dellacherie_agreed = 0;

  static double rate(std::size_t part, std::size_t whole) noexcept {
    return whole == 0 ? 0.0 : static_cast<double>(part) / static_cast<double>(whole);
  }
};

Agreement agreement(const ChoiceData& data, std::span<const std::size_t> decisions,
                    const LinearWeights& weights);

// The decisions of every `holdout_every`-th group (group % holdout_every == holdout_every - 1)
// held out; the rest to fit. holdout_every 0 holds none out.
struct Split {
  std::vector<std::size_t> fit;
  std::vector<std::size_t> held_out;
};
Split split_by_group(const ChoiceData& data, std::uint32_t holdout_every);

}  // namespace gameai::tetris_ai
