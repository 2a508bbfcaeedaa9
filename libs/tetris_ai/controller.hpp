#pragma once
// Controllers: given the board, the current piece and the preview queue, choose where the
// current piece goes.
//
//  - one-piece (lookahead 0): the best placement of the current piece alone;
//  - two-piece (lookahead 1): every placement of the current piece followed by the best
//    placement of the first preview piece; the pair with the best summed score wins and its
//    first placement is played;
//  - beam search (width W, depth D): the current piece and D - 1 preview pieces are placed in
//    turn, keeping the W best partial sequences (by summed score) at every depth; the first
//    placement of the best full sequence is played.
//
// Placements are the rule set's drops: `classic` allows every (rotation, column) whose cells end
// inside the board; `standard` (Fahey's) lets the piece enter at its spawn position, fall one
// row, turn in place without kicks, slide at that height and drop (see standard_entry). The search
// works on ColumnBoard and a FeatureCalculator and allocates nothing per decision once its beam
// buffers have grown to the chosen width.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "common/rng.hpp"
#include "tetris/board.hpp"
#include "tetris/placement.hpp"
#include "tetris/rules.hpp"
#include "tetris_ai/evaluator.hpp"
#include "tetris_ai/features.hpp"

namespace gameai::tetris_ai {

struct SearchOptions {
  int lookahead = 0;   // 0 or 1 (ignored when beam_width > 0)
  int beam_width = 0;  // 0 = no beam search
  int beam_depth = 0;  // pieces per sequence, current piece included
  // The drops decide() generates: classic or standard (under guideline the moves come from
  // tetris::MoveGenerator and choose() picks among them).
  tetris::RuleSet rules = tetris::RuleSet::Classic;
  // The share of decisions, 0..1, that place the piece at a legal placement drawn uniformly at
  // random instead (a noisy player, for testing what learns from recorded games); the draws
  // come from the controller's seed.
  double noise = 0;
};

// The placement a controller chose, with its own score and features (for two-piece and beam
// search, `score` is the summed score of the best sequence it starts). The detail features
// (feature_table.hpp) are 0 unless the evaluator weighs them.
struct Decision {
  tetris::Placement placement;
  double score = 0;
  PlacementFeatures features;
};

class Controller {
 public:
  // `seed` drives the random tie-breaks of evaluators that use them (compact).
  Controller(Evaluator evaluator, SearchOptions options, std::uint64_t seed = 0);

  const Evaluator& evaluator() const noexcept { return evaluator_; }
  const SearchOptions& options() const noexcept { return options_; }
  // How many preview pieces decide() looks at.
  int preview_used() const noexcept;

  // The placement for `piece`; nullopt when it has no legal placement (the game is over).
  std::optional<Decision> decide(const tetris::Board& board, tetris::Piece piece,
                                 std::span<const tetris::Piece> preview = {});
  std::optional<Decision> decide(const ColumnBoard& board, tetris::Piece piece,
                                 std::span<const tetris::Piece> preview = {});

  // The best of `candidates` (placements of one piece on `board`) by this evaluator and its
  // tie-break, looking no further ahead: for rule sets whose moves come from
  // tetris::MoveGenerator (guideline). nullopt when there are none.
  std::optional<Decision> choose(const ColumnBoard& board,
                                 std::span<const tetris::Placement> candidates);

 private:
  struct Node {
    ColumnBoard board;
    double score = 0;
    tetris::Placement first;
    PlacementFeatures first_features;
    double first_score = 0;
    std::uint64_t rank = 0;
  };
  struct Child {
    std::uint32_t parent = 0;
    std::uint8_t rotation = 0;
    std::int8_t column = 0;
    std::int8_t row = 0;
    double score = 0;
    std::uint64_t rank = 0;
  };

  std::optional<Decision> one_piece(const ColumnBoard& board, tetris::Piece piece);
  std::optional<Decision> two_piece(const ColumnBoard& board, tetris::Piece piece,
                                    tetris::Piece next);
  std::optional<Decision> beam(const ColumnBoard& board, tetris::Piece piece,
                               std::span<const tetris::Piece> preview, int width, int depth);
  // The best score of any placement of `piece` on the board the calculator holds.
  std::optional<double> best_score(const FeatureCalculator& calc, tetris::Piece piece);
  double score(const FeatureCalculator& calc, const ColumnShape& shape, int x, int y,
               PlacementFeatures& features) const noexcept;
  std::uint64_t rank(tetris::Piece piece, int rotation, int column, int order) noexcept;
  // With probability options_.noise, `chosen` among `candidates` drawn at random.
  bool draw_noise() noexcept;
  Decision noisy(const ColumnBoard& board, const tetris::Placement& p);

  Evaluator evaluator_;
  SearchOptions options_;
  common::Rng rng_;
  FeatureSet measured_;  // the features the evaluator needs (FeatureCalculator::reset)
  // Whether the drop lanes' lower bounds bound scores from above: no feature they bound from
  // below (DropPath::Bound) has a positive weight.
  bool prune_lanes_;
  FeatureCalculator calc_;
  FeatureCalculator inner_;
  std::vector<Node> nodes_;
  std::vector<Node> next_nodes_;
  std::vector<Child> children_;
};

// Every placement of `piece` the controllers consider under `rules`, in their order (rotation,
// then column). The same set as tetris::MoveGenerator gives for classic and standard.
void legal_placements(const ColumnBoard& board, tetris::Piece piece, tetris::RuleSet rules,
                      tetris::DropList& out) noexcept;

// Where a piece enters under the `standard` rules (tetris::entry_placement's rule, on the
// column form): its rotation box's lower-left corner, and whether the spawn position is free
// (when it is not, the game is over).
struct StandardEntry {
  bool open = false;
  int box_x = 0;
  int box_y = 0;
};
StandardEntry standard_entry(const ColumnBoard& board, tetris::Piece piece) noexcept;

}  // namespace gameai::tetris_ai
