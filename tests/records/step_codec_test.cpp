#include "records/step_codec.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "game_files/error.hpp"
#include "test_support.hpp"

namespace gameai::records {
namespace {

TEST(StepCodec, PlainStepTakesEightBytes) {
  StepEncoder encoder;
  game_files::TetrisStep step;
  step.piece = 2;
  step.rotation = 3;
  step.x = 4;
  step.y = 0;
  step.board_hash = 0x1122334455667788ull;
  encoder.add(step);
  ASSERT_EQ(encoder.bytes().size(), 8u);
  // head = T (2) | rotation L (3) << 3; hash low 32 bits little-endian.
  const std::vector<std::uint8_t> expected{0x1a, 4, 0, 0, 0x88, 0x77, 0x66, 0x55};
  EXPECT_EQ(std::vector<std::uint8_t>(encoder.bytes().begin(), encoder.bytes().end()), expected);
}

TEST(StepCodec, RoundTripsEveryField) {
  testing::SyntheticSteps source;
  std::vector<game_files::TetrisStep> written;
  StepEncoder encoder;
  for (int i = 0; i < 5000; ++i) {
    written.push_back(source.step(i));
    encoder.add(written.back());
  }
  StepDecoder decoder(encoder.bytes());
  game_files::TetrisStep step;
  std::size_t count = 0;
  while (decoder.next(step)) {
    ASSERT_LT(count, written.size());
    ASSERT_TRUE(testing::same_step(written[count], step)) << "step " << count;
    ++count;
  }
  EXPECT_EQ(count, written.size());
}

TEST(StepCodec, LargeAndNegativeScoreChangesSurvive) {
  StepEncoder encoder;
  const std::int64_t scores[] = {0, 1, 128, 127, 5'000'000'000'000, -3, 0};
  for (std::int64_t s : scores) {
    game_files::TetrisStep step;
    step.score_after = s;
    encoder.add(step);
  }
  StepDecoder decoder(encoder.bytes());
  game_files::TetrisStep step;
  for (std::int64_t s : scores) {
    ASSERT_TRUE(decoder.next(step));
    EXPECT_EQ(step.score_after, s);
  }
  EXPECT_FALSE(decoder.next(step));
}

TEST(StepCodec, ClearStartsANewSelfContainedChunk) {
  StepEncoder encoder;
  game_files::TetrisStep step;
  step.score_after = 300;
  encoder.add(step);
  encoder.clear();
  EXPECT_EQ(encoder.count(), 0u);
  encoder.add(step);
  StepDecoder decoder(encoder.bytes());
  game_files::TetrisStep read;
  ASSERT_TRUE(decoder.next(read));
  EXPECT_EQ(read.score_after, 300);
}

TEST(StepCodec, RejectsWhatCannotBeEncoded) {
  StepEncoder encoder;
  game_files::TetrisStep step;
  step.piece = 7;
  EXPECT_THROW(encoder.add(step), game_files::RecordsError);
  step.piece = 0;
  std::vector<std::uint8_t> keys(256, 1);
  step.keys = keys;
  EXPECT_THROW(encoder.add(step), game_files::RecordsError);
  EXPECT_EQ(encoder.count(), 0u);
}

TEST(StepCodec, DamagedBytesAreReportedAsCorrupt) {
  StepEncoder encoder;
  testing::SyntheticSteps source;
  encoder.add(source.step(0));  // carries keys and a score change
  const auto bytes = encoder.bytes();
  for (std::size_t cut = 1; cut < bytes.size(); ++cut) {
    StepDecoder decoder(bytes.first(cut));
    game_files::TetrisStep step;
    try {
      decoder.next(step);
      ADD_FAILURE() << "a chunk cut to " << cut << " bytes decoded";
    } catch (const game_files::RecordsError& e) {
      EXPECT_EQ(e.kind(), game_files::ErrorKind::Corrupt);
    }
  }
  std::vector<std::uint8_t> bad(bytes.begin(), bytes.end());
  bad[0] = static_cast<std::uint8_t>((bad[0] & ~7u) | 7u);  // piece 7 does not exist
  StepDecoder decoder(bad);
  game_files::TetrisStep step;
  EXPECT_THROW(decoder.next(step), game_files::RecordsError);
}

}  // namespace
}  // namespace gameai::records
