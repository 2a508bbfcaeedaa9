// The run-time choice of vector instructions: the portable level always runs, the chosen level
// is one the CPU has, and the names are those GAMEAI_SIMD takes.

#include "common/simd.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace gameai::common {
namespace {

TEST(Simd, TheChosenLevelRunsHere) {
  EXPECT_TRUE(simd_supported(SimdLevel::Portable));
  EXPECT_TRUE(simd_supported(simd_level()));
  // Without GAMEAI_SIMD the best level is chosen; with it, what it names where possible.
  const char* env = std::getenv("GAMEAI_SIMD");
  if (env == nullptr) {
    EXPECT_EQ(simd_level(),
              simd_supported(SimdLevel::Avx2) ? SimdLevel::Avx2 : SimdLevel::Portable);
    EXPECT_EQ(std::string(simd_warning()), "");
  }
}

TEST(Simd, NamesAreWhatTheEnvironmentTakes) {
  EXPECT_EQ(std::string(simd_name(SimdLevel::Portable)), "portable");
  EXPECT_EQ(std::string(simd_name(SimdLevel::Avx2)), "avx2");
}

}  // namespace
}  // namespace gameai::common
