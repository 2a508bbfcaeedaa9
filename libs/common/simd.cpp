#include "common/simd.hpp"

#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace gameai::common {
namespace {

struct Choice {
  SimdLevel level;
  const char* warning;  // empty when GAMEAI_SIMD was honoured
};

Choice choose() noexcept {
  const bool avx2 = simd_supported(SimdLevel::Avx2);
  const char* env = std::getenv("GAMEAI_SIMD");
  const SimdLevel best = avx2 ? SimdLevel::Avx2 : SimdLevel::Portable;
  if (env == nullptr || *env == '\0') return {best, ""};
  const std::string_view want(env);
  if (want == "portable") return {SimdLevel::Portable, ""};
  if (want == "avx2") {
    if (avx2) return {SimdLevel::Avx2, ""};
    return {SimdLevel::Portable,
            "GAMEAI_SIMD=avx2, but this CPU or build has no AVX2: using portable"};
  }
  // The value given, named in the warning (cut short if it is very long).
  static char unknown[160];
  std::snprintf(unknown, sizeof unknown, "GAMEAI_SIMD=%.40s is neither portable nor avx2: using %s",
                env, avx2 ? "avx2 (the CPU's best)" : "portable");
  return {best, unknown};
}

const Choice& choice() noexcept {
  static const Choice c = choose();
  return c;
}

}  // namespace

bool simd_supported(SimdLevel level) noexcept {
  switch (level) {
    case SimdLevel::Portable:
      return true;
    case SimdLevel::Avx2:
#if GAMEAI_SIMD_AVX2
      return __builtin_cpu_supports("avx2") != 0;
#else
      return false;
#endif
  }
  return false;
}

SimdLevel simd_level() noexcept {
  return choice().level;
}

const char* simd_warning() noexcept {
  return choice().warning;
}

const char* simd_name(SimdLevel level) noexcept {
  return level == SimdLevel::Avx2 ? "avx2" : "portable";
}

}  // namespace gameai::common
