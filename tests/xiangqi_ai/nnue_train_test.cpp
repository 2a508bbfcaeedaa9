#include "xiangqi_ai/nnue_train.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <vector>

#include "common/rng.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/datagen.hpp"
#include "xiangqi_ai/nnue_data.hpp"

namespace gameai::xiangqi_ai::nnue {
namespace {

using namespace xiangqi;

// Material for the side to move, in centipawns: the synthetic "search score".
int material(const Position& pos) {
  static constexpr int VALUE[PIECE_TYPE_NB] = {0, 0, 200, 200, 400, 900, 450, 100};
  int score = 0;
  for (Bitboard b = pos.pieces(); b;) {
    const Square s = pop_lsb(b);
    const Piece pc = pos.piece_on(s);
    score += (color_of(pc) == pos.side_to_move() ? 1 : -1) * VALUE[type_of(pc)];
  }
  return score;
}

// Positions of random games, scored by material and "won" by the side ahead.
std::vector<PackedPosition> synthetic_positions(int count, std::uint64_t seed) {
  common::Rng rng(seed);
  std::vector<PackedPosition> out;
  while (static_cast<int>(out.size()) < count) {
    std::vector<StateInfo> states(80);
    Position pos;
    pos.set(START_FEN, &states[0]);
    const int plies = 2 + static_cast<int>(rng.below(40));
    for (int ply = 1; ply < plies; ++ply) {
      const MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      pos.do_move(moves.begin()[rng.below(static_cast<std::uint32_t>(moves.size()))].move,
                  states[static_cast<std::size_t>(ply)]);
      if (pos.in_check() || rng.below(4) != 0) continue;
      const int score = material(pos);
      const GameResult result = score > 150    ? GameResult::Win
                                : score < -150 ? GameResult::Loss
                                               : GameResult::Draw;
      out.push_back(pack(pos, score, result));
    }
  }
  out.resize(static_cast<std::size_t>(count));
  return out;
}

int evaluate_fen(const Network& net, const char* fen) {
  StateInfo st;
  Position pos;
  EXPECT_TRUE(pos.set(fen, &st)) << fen;
  return net.evaluate(pos);
}

TEST(NnueData, PositionsPackIntoThirtyTwoBytesAndBack) {
  const auto positions = synthetic_positions(300, 1);
  for (const PackedPosition& p : positions) {
    unsigned char bytes[RECORD_BYTES];
    encode(p, bytes);
    const PackedPosition q = decode(bytes);
    Board board;
    ASSERT_TRUE(unpack(q, board));
    StateInfo st;
    Position pos;
    ASSERT_TRUE(pos.set(to_fen(board), &st)) << to_fen(board);
    const PackedPosition again = pack(pos, q.score, q.result);
    EXPECT_EQ(again.occupied, p.occupied);
    EXPECT_EQ(again.pieces, p.pieces);
    EXPECT_EQ(again.score, p.score);
    EXPECT_EQ(again.result, p.result);
    EXPECT_EQ(again.flags, p.flags);
  }
  PackedPosition bad = positions[0];
  bad.pieces[0] = 0;  // a code of no piece
  Board board;
  EXPECT_FALSE(unpack(bad, board));
}

TEST(NnueData, AFileIsResumedWhereItsHeaderSaysAndOnlyWithItsSettings) {
  const auto dir = std::filesystem::temp_directory_path() / "gameai_nnue_data_test";
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "positions.bin").string();
  std::filesystem::remove(path);
  const auto positions = synthetic_positions(50, 2);
  {
    DataWriter writer(path, 42);
    writer.append({positions.begin(), positions.begin() + 20}, 3);
    writer.append({positions.begin() + 20, positions.begin() + 30}, 2);
  }
  // A batch written but not counted (a crash before the header was rewritten) is cut away.
  {
    std::ofstream tail(path, std::ios::binary | std::ios::app);
    tail << std::string(RECORD_BYTES * 3, 'x');
  }
  {
    DataWriter writer(path, 42);
    EXPECT_EQ(writer.header().games, 5u);
    EXPECT_EQ(writer.header().positions, 30u);
    writer.append({positions.begin() + 30, positions.end()}, 4);
  }
  DataHeader header;
  const auto back = read_positions(path, &header);
  EXPECT_EQ(header.games, 9u);
  ASSERT_EQ(back.size(), positions.size());
  for (std::size_t i = 0; i < back.size(); ++i) EXPECT_EQ(back[i].pieces, positions[i].pieces);
  EXPECT_THROW(DataWriter(path, 43), DataError);
  // A file cut short is refused by the reader, naming what it holds.
  std::filesystem::resize_file(path, DATA_HEADER_BYTES + RECORD_BYTES * 10);
  try {
    read_positions(path);
    ADD_FAILURE() << "a truncated file was read";
  } catch (const DataError& e) {
    EXPECT_NE(std::string(e.what()).find("truncated"), std::string::npos) << e.what();
  }
  {
    std::ofstream other(path, std::ios::binary | std::ios::trunc);
    other << "not positions at all, but long enough to have a header";
  }
  EXPECT_THROW(read_positions(path), DataError);
  std::filesystem::remove_all(dir);
}

// A tiny network learns material from a small synthetic set: its loss falls, and it orders a
// won, an equal and a lost position correctly as the engine runs it (quantised).
TEST(NnueTrain, ATinyNetworkLearnsMaterialAndOrdersPositions) {
  const auto data = synthetic_positions(6000, 3);
  TrainOptions options;
  options.hidden = 32;
  options.epochs = 30;
  options.batch = 256;
  options.learning_rate = 0.01;
  options.lambda = 0.5;
  options.validation_share = 0.1;
  options.threads = 2;
  options.name = "tiny";
  std::vector<EpochReport> epochs;
  const TrainReport report = train_network(
      data, options, nullptr, [&epochs](const EpochReport& r) { epochs.push_back(r); });
  ASSERT_EQ(epochs.size(), 30u);
  EXPECT_LT(epochs.back().train_loss, 0.7 * epochs.front().train_loss);
  EXPECT_LT(report.validation_loss_after, 0.5 * report.validation_loss_before);
  EXPECT_LT(report.quantised_validation_loss, 1.2 * report.validation_loss_after + 1e-4);
  const Network& net = report.network;
  EXPECT_EQ(net.name(), "tiny");
  const int won =
      evaluate_fen(net, "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
  const int equal =
      evaluate_fen(net, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
  const int lost =
      evaluate_fen(net, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 w");
  EXPECT_GT(won, equal + 100);
  EXPECT_GT(equal, lost + 100);
  EXPECT_LT(std::abs(equal), 150);
  // Training on from the result goes on where it stopped: the loss does not jump back.
  TrainOptions more = options;
  more.epochs = 1;
  const TrainReport again = train_network(data, more, &net);
  EXPECT_LT(again.validation_loss_before, 1.5 * report.quantised_validation_loss + 1e-4);
}

TEST(NnueTrain, OptionsOutOfRangeAreRefused) {
  const auto data = synthetic_positions(10, 4);
  TrainOptions options;
  options.hidden = 40;
  EXPECT_THROW(train_network(data, options), std::invalid_argument);
  options.hidden = 32;
  const Network other(64);
  EXPECT_THROW(train_network(data, options, &other), std::invalid_argument);
}

// A source of records in pieces, which counts the records it was asked for at once.
class CountingSource final : public PositionSource {
 public:
  CountingSource(const std::vector<PackedPosition>& data, std::vector<std::uint64_t> starts)
      : data_(data), starts_(std::move(starts)) {}
  std::uint64_t size() const override { return data_.size(); }
  std::vector<std::uint64_t> piece_starts() const override { return starts_; }
  void read(std::uint64_t first, std::size_t count, PackedPosition* out) const override {
    largest_read = std::max(largest_read, count);
    std::copy_n(data_.begin() + static_cast<std::ptrdiff_t>(first), count, out);
  }
  mutable std::size_t largest_read = 0;

 private:
  const std::vector<PackedPosition>& data_;
  std::vector<std::uint64_t> starts_;
};

// Each epoch trains on every position once, in an order the seed and the epoch choose, through
// a window of the size asked for: a small window keeps positions near their piece, and the
// pieces come in another order each epoch.
TEST(NnueTrain, AnEpochStreamsEveryPositionOnceThroughItsWindow) {
  const auto data = synthetic_positions(3000, 7);
  const CountingSource source(data, {0, 1000, 1800, 2500});
  for (const std::size_t window : {std::size_t{1}, std::size_t{50}, std::size_t{5000}}) {
    const auto order = epoch_order(source, 2900, 9, 1, window);
    ASSERT_EQ(order.size(), 2900u) << window;
    std::vector<std::uint64_t> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t i = 0; i < sorted.size(); ++i) ASSERT_EQ(sorted[i], i) << window;
    EXPECT_EQ(order, epoch_order(source, 2900, 9, 1, window));
    EXPECT_NE(order, epoch_order(source, 2900, 9, 2, window));
    if (window == 1) {
      // No shuffling within the pieces: each piece in file order, the pieces in a drawn order.
      for (std::size_t i = 1; i < order.size(); ++i) {
        if (order[i] != order[i - 1] + 1) {
          EXPECT_TRUE(order[i] == 0 || order[i] == 1000 || order[i] == 1800 || order[i] == 2500)
              << order[i];
        }
      }
    }
    if (window == 50) {
      // The first draws come from the window's first fill: the first piece's first positions.
      const std::uint64_t first_piece = order[0] < 1000   ? 0
                                        : order[0] < 1800 ? 1000
                                        : order[0] < 2500 ? 1800
                                                          : 2500;
      for (std::size_t i = 0; i < 20; ++i) EXPECT_LT(order[i], first_piece + 70) << i;
    }
  }
}

// A small window trains as well as one that holds every position: the same number of steps on
// the same positions, losses of the same size.
TEST(NnueTrain, ASmallWindowTrainsAsWellAsAWholeShuffle) {
  const auto data = synthetic_positions(4000, 8);
  TrainOptions options;
  options.hidden = 32;
  options.epochs = 6;
  options.batch = 128;
  options.learning_rate = 0.01;
  options.validation_share = 0.1;
  options.threads = 2;
  std::vector<double> whole, small;
  const TrainReport a = train_network(data, options, nullptr, [&whole](const EpochReport& r) {
    whole.push_back(r.validation_loss);
  });
  options.buffer = 64;
  const TrainReport b = train_network(data, options, nullptr, [&small](const EpochReport& r) {
    small.push_back(r.validation_loss);
  });
  ASSERT_EQ(whole.size(), small.size());
  EXPECT_EQ(a.train_positions, b.train_positions);
  EXPECT_EQ(a.train_positions, 3600u);
  for (std::size_t i = 0; i < whole.size(); ++i) EXPECT_NEAR(small[i], whole[i], 0.2 * whole[i]);
  EXPECT_LT(small.back(), 0.7 * b.validation_loss_before);
}

// A run stopped in the middle of an epoch writes a checkpoint; resumed, it ends with the network
// an uninterrupted run gives, bit for bit. Another data set or options are refused.
TEST(NnueTrain, ARunStoppedAndResumedGivesTheSameNetwork) {
  const auto data = synthetic_positions(2000, 9);
  const CountingSource source(data, {0, 700, 1500});
  TrainOptions options;
  options.hidden = 32;
  options.epochs = 3;
  options.batch = 100;
  options.learning_rate = 0.01;
  options.buffer = 300;
  options.threads = 2;
  const TrainReport whole = train_network(source, options);
  ASSERT_FALSE(whole.stopped);
  EXPECT_LE(source.largest_read, std::size_t{1} << 16);

  const std::string path =
      (std::filesystem::temp_directory_path() / "gameai_nnue_checkpoint_test.ckpt").string();
  std::atomic<bool> stop{false};
  TrainControl control;
  control.stop = &stop;
  control.checkpoint = path;
  control.on_batch = [&stop](std::int64_t step) { stop = step == 27; };  // epoch 2, batch 7
  const TrainReport first = train_network(source, options, nullptr, control);
  ASSERT_TRUE(first.stopped);
  const Checkpoint saved = load_checkpoint(path);
  EXPECT_EQ(saved.epoch, 2);
  EXPECT_EQ(saved.batches_done, 7u);
  EXPECT_EQ(saved.step, 27);
  TrainControl again;
  again.resume = &saved;
  again.checkpoint = path;
  const TrainReport resumed = train_network(source, options, nullptr, again);
  EXPECT_FALSE(resumed.stopped);
  EXPECT_EQ(resumed.network.to_bytes(), whole.network.to_bytes());
  EXPECT_EQ(resumed.validation_loss_after, whole.validation_loss_after);
  EXPECT_EQ(load_checkpoint(path).epoch, 4);

  TrainOptions other = options;
  other.batch = 99;
  EXPECT_THROW(train_network(source, other, nullptr, again), std::invalid_argument);
  const CountingSource fewer(data, {0, 700});
  EXPECT_THROW(train_network(fewer, options, nullptr, again), std::invalid_argument);
  {
    std::ofstream cut(path, std::ios::binary | std::ios::trunc);
    cut << "GQTC";
  }
  EXPECT_THROW(load_checkpoint(path), CheckpointError);
  std::filesystem::remove(path);
}

// Self-play positions: the same game index gives the same positions whatever came before, and
// every position kept is quiet and labelled with the game's result from its side's view.
TEST(Datagen, AGameDependsOnItsIndexAloneAndKeepsQuietPositions) {
  DatagenOptions options;
  options.nodes = 300;
  options.max_plies = 80;
  options.seed = 5;
  options.evaluation = Evaluation::Classical;
  Datagen first(options), second(options);
  const DatagenGame a = first.play(2);
  second.play(0);
  const DatagenGame b = second.play(2);
  ASSERT_FALSE(a.positions.empty());
  ASSERT_EQ(a.positions.size(), b.positions.size());
  const auto winner = winning_side(a.result);
  for (std::size_t i = 0; i < a.positions.size(); ++i) {
    EXPECT_EQ(a.positions[i].pieces, b.positions[i].pieces);
    EXPECT_EQ(a.positions[i].score, b.positions[i].score);
    Board board;
    ASSERT_TRUE(unpack(a.positions[i], board));
    StateInfo st;
    Position pos;
    ASSERT_TRUE(pos.set(to_fen(board), &st));
    EXPECT_FALSE(pos.in_check());
    const GameResult expected = !winner                         ? GameResult::Draw
                                : *winner == pos.side_to_move() ? GameResult::Win
                                                                : GameResult::Loss;
    EXPECT_EQ(a.positions[i].result, expected);
  }
  // Stored games: the positions past the skipped plies, with the result given (or unknown).
  const DatagenGame labelled = first.label(
      std::string(START_FEN), {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"}, Result::None, 2);
  ASSERT_FALSE(labelled.positions.empty());
  EXPECT_LE(labelled.positions.size(), 5u);
  for (const PackedPosition& p : labelled.positions) EXPECT_EQ(p.result, GameResult::Unknown);
}

}  // namespace
}  // namespace gameai::xiangqi_ai::nnue
