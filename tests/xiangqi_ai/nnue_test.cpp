#include "xiangqi_ai/nnue.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

#include "common/rng.hpp"
#include "xiangqi/movegen.hpp"
#include "xiangqi/position.hpp"
#include "xiangqi_ai/engine.hpp"

namespace gameai::xiangqi_ai::nnue {
namespace {

using namespace xiangqi;
using common::SimdLevel;

// A network with random weights in the ranges a trained one has (the output weights within
// +-127, the first layer small enough that 32 pieces never overflow an accumulator).
Network random_network(int hidden, std::uint64_t seed) {
  Network net(hidden);
  common::Rng rng(seed);
  const auto between = [&rng](int lo, int hi) {
    return lo + static_cast<int>(rng.below(static_cast<std::uint32_t>(hi - lo + 1)));
  };
  for (auto& v : net.ft_bias) v = static_cast<std::int16_t>(between(-200, 200));
  for (auto& v : net.ft_weights) v = static_cast<std::int16_t>(between(-300, 300));
  for (auto& v : net.out_weights) v = static_cast<std::int16_t>(between(-127, 127));
  for (auto& v : net.out_bias) v = between(-50000, 50000);
  net.set_name("random");
  return net;
}

std::vector<SimdLevel> levels() {
  std::vector<SimdLevel> out{SimdLevel::Portable};
  if (common::simd_supported(SimdLevel::Avx2)) out.push_back(SimdLevel::Avx2);
  return out;
}

TEST(Nnue, InputsCoverEveryPieceAndSquareOnceFromEachSide) {
  std::vector<int> seen(INPUTS, 0);
  for (int pc = R_KING; pc <= B_SOLDIER; ++pc) {
    if (type_of(Piece(pc)) == NO_PIECE_TYPE) continue;
    for (Square s = 0; s < SQUARE_NB; ++s) {
      const int i = input_index(RED, Piece(pc), s);
      ASSERT_GE(i, 0);
      ASSERT_LT(i, INPUTS);
      ++seen[static_cast<std::size_t>(i)];
      // Black sees the board turned top to bottom with the colours swapped: a red piece on a0
      // is, for Black, an enemy piece on a9, as a black piece on a9 is for Red.
      const Square flipped = make_square(file_of(s), RANK_NB - 1 - rank_of(s));
      EXPECT_EQ(input_index(BLACK, Piece(pc ^ 8), flipped), i);
    }
  }
  for (const int n : seen) EXPECT_EQ(n, 1);
  EXPECT_EQ(output_bucket(32), OUTPUT_BUCKETS - 1);
  EXPECT_EQ(output_bucket(2), 0);
}

// The accumulators kept move by move equal a sum from scratch at every node of random games,
// through quiet moves, captures, king moves and null moves, on every SIMD path; and the paths
// give the same evaluation to the last bit.
TEST(Nnue, IncrementalUpdateEqualsFullRefreshOverRandomGames) {
  const Network net = random_network(64, 7);
  common::Rng rng(11);
  int quiet = 0, captures = 0, king_moves = 0, nulls = 0;
  for (int game = 0; game < 40; ++game) {
    StateInfo root_st;
    Position pos;
    ASSERT_TRUE(pos.set(START_FEN, &root_st));
    AccumulatorStack stack;
    stack.reset(net, pos, 200);
    std::vector<StateInfo> states(200);
    std::vector<Move> line;
    for (int ply = 0; ply < 160; ++ply) {
      const MoveList<LEGAL> moves(pos);
      if (moves.size() == 0) break;
      const bool null_move = !pos.in_check() && rng.below(10) == 0;
      if (null_move) {
        stack.push_null();
        pos.do_null_move(states[static_cast<std::size_t>(ply)]);
        line.push_back(Move::null());
        ++nulls;
      } else {
        const Move m = moves.begin()[rng.below(static_cast<std::uint32_t>(moves.size()))].move;
        (pos.capture(m) ? captures : quiet) += 1;
        king_moves += type_of(pos.moved_piece(m)) == KING ? 1 : 0;
        stack.push(pos, m);
        pos.do_move(m, states[static_cast<std::size_t>(ply)]);
        line.push_back(m);
      }
      // Evaluate only now and then, so that several pushes are applied at once (lazily).
      if (rng.below(3) != 0) continue;
      const std::int16_t* incremental = stack.current();
      for (const SimdLevel level : levels()) {
        std::vector<std::int16_t> fresh(net.accumulator_size());
        net.refresh(pos, fresh.data(), level);
        ASSERT_EQ(std::vector<std::int16_t>(incremental, incremental + fresh.size()), fresh)
            << "game " << game << " ply " << ply;
        EXPECT_EQ(net.evaluate(fresh.data(), pos.side_to_move(), popcount(pos.pieces()), level),
                  stack.evaluate(pos));
      }
      // Going back a few plies finds the parents' accumulators still right.
      const int back = static_cast<int>(rng.below(3));
      for (int i = 0; i < back && !line.empty(); ++i) {
        if (line.back() == Move::null())
          pos.undo_null_move();
        else
          pos.undo_move(line.back());
        line.pop_back();
        stack.pop();
        --ply;
      }
      std::vector<std::int16_t> fresh(net.accumulator_size());
      net.refresh(pos, fresh.data(), SimdLevel::Portable);
      const std::int16_t* now = stack.current();
      ASSERT_EQ(std::vector<std::int16_t>(now, now + fresh.size()), fresh);
    }
  }
  EXPECT_GT(quiet, 1000);
  EXPECT_GT(captures, 100);
  EXPECT_GT(king_moves, 50);
  EXPECT_GT(nulls, 100);
}

// The board turned top to bottom with the colours swapped and the other side to move: the same
// position for the side to move.
std::string colour_flipped(const std::string& fen) {
  const std::string board = fen.substr(0, fen.find(' '));
  std::vector<std::string> ranks(1);
  for (const char c : board) {
    if (c == '/')
      ranks.emplace_back();
    else
      ranks.back() += static_cast<char>(std::isalpha(static_cast<unsigned char>(c))
                                            ? (std::isupper(static_cast<unsigned char>(c))
                                                   ? std::tolower(static_cast<unsigned char>(c))
                                                   : std::toupper(static_cast<unsigned char>(c)))
                                            : c);
  }
  std::string out;
  for (auto it = ranks.rbegin(); it != ranks.rend(); ++it) out += (out.empty() ? "" : "/") + *it;
  const char side = fen[fen.find(' ') + 1];
  return out + (side == 'w' ? " b" : " w") + " - - 0 1";
}

TEST(Nnue, TheEvaluationIsTheSameForEitherSideInTheSameSituation) {
  const Network net = random_network(32, 3);
  for (const char* fen : {"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
                          "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
                          "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1"}) {
    StateInfo a_st, b_st;
    Position a, b;
    ASSERT_TRUE(a.set(fen, &a_st));
    ASSERT_TRUE(b.set(colour_flipped(fen), &b_st)) << colour_flipped(fen);
    EXPECT_EQ(net.evaluate(a), net.evaluate(b)) << fen;
  }
}

TEST(Nnue, AFileRoundTripsAndBadFilesAreRefusedWithAReason) {
  const Network net = random_network(32, 5);
  const std::string bytes = net.to_bytes();
  EXPECT_EQ(bytes.size(), HEADER_BYTES + 2 * 32 + 2 * 32 * INPUTS + 2 * 64 * OUTPUT_BUCKETS +
                              4 * OUTPUT_BUCKETS + 4);
  const Network back = Network::from_bytes(bytes, "net");
  EXPECT_EQ(back.name(), "random");
  EXPECT_EQ(back.ft_weights, net.ft_weights);
  EXPECT_EQ(back.out_bias, net.out_bias);

  const auto refused = [](const std::string& b, const std::string& words) {
    try {
      Network::from_bytes(b, "bad.nnue");
    } catch (const NetworkError& e) {
      const std::string what = e.what();
      EXPECT_NE(what.find("bad.nnue"), std::string::npos) << what;
      EXPECT_NE(what.find(words), std::string::npos) << what;
      return;
    }
    ADD_FAILURE() << "accepted: " << words;
  };
  refused(bytes.substr(0, bytes.size() - 10), "truncated");
  refused(bytes.substr(0, 20), "GQNN");
  refused(bytes + "x", "too long");
  std::string magic = bytes;
  magic[0] = 'X';
  refused(magic, "GQNN");
  std::string damaged = bytes;
  damaged[HEADER_BYTES + 100] ^= 1;
  refused(damaged, "checksum");
  std::string hidden = bytes;
  hidden[12] = 33;  // hidden size 33: not a multiple of 16
  refused(hidden, "hidden size 33");
  std::string inputs = bytes;
  inputs[8] = 1;  // another input count
  refused(inputs, "inputs");
  std::string version = bytes;
  version[4] = 9;
  refused(version, "version 9");
}

TEST(Nnue, AnEngineRefusesABadNetworkFileAndKeepsItsNetwork) {
  const auto dir = std::filesystem::temp_directory_path() / "gameai_nnue_test";
  std::filesystem::create_directories(dir);
  const std::string good = (dir / "good.nnue").string(), bad = (dir / "bad.nnue").string();
  random_network(32, 9).save(good);
  {
    std::ofstream out(bad, std::ios::binary);
    out << "GQNN and not much else";
  }
  Engine engine;
  EXPECT_EQ(engine.set_eval_file(good), "");
  EXPECT_EQ(engine.network_name(), "random");
  const int with_good = engine.static_eval();
  const std::string problem = engine.set_eval_file(bad);
  EXPECT_NE(problem.find("bad.nnue"), std::string::npos) << problem;
  EXPECT_EQ(engine.network_name(), "random");
  EXPECT_EQ(engine.eval_file(), good);
  EXPECT_EQ(engine.static_eval(), with_good);
  EXPECT_NE(engine.set_eval_file((dir / "missing.nnue").string()), "");
  EXPECT_EQ(engine.set_eval_file("<builtin>"), "");
  EXPECT_EQ(engine.eval_file(), "<builtin>");
  // The classical evaluation stays selectable, and searches with either.
  engine.set_evaluation(Evaluation::Classical);
  EXPECT_EQ(engine.evaluation(), Evaluation::Classical);
  SearchLimits limits;
  limits.depth = 4;
  EXPECT_FALSE(engine.search(limits).move.empty());
  engine.set_evaluation(Evaluation::Network);
  EXPECT_FALSE(engine.search(limits).move.empty());
  std::filesystem::remove_all(dir);
}

TEST(Nnue, TheSearchReadsTheNetworkItIsGiven) {
  // Two networks that disagree give two different searches; the same network, the same one.
  const auto dir = std::filesystem::temp_directory_path() / "gameai_nnue_search_test";
  std::filesystem::create_directories(dir);
  const std::string a = (dir / "a.nnue").string(), b = (dir / "b.nnue").string();
  random_network(32, 1).save(a);
  random_network(32, 2).save(b);
  SearchLimits limits;
  limits.depth = 5;
  const auto nodes_with = [&limits](const std::string& path) {
    Engine engine;
    engine.set_eval_file(path);
    return engine.search(limits).nodes;
  };
  EXPECT_EQ(nodes_with(a), nodes_with(a));
  EXPECT_NE(nodes_with(a), nodes_with(b));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace gameai::xiangqi_ai::nnue
