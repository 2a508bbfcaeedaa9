#pragma once
// Bit tricks shared by the bitboard code of both games.

#include <bit>
#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace gameai::common {

constexpr int popcount(std::uint64_t x) noexcept {
  return std::popcount(x);
}
constexpr int lsb(std::uint64_t x) noexcept {
  return std::countr_zero(x);
}
constexpr int msb(std::uint64_t x) noexcept {
  return 63 - std::countl_zero(x);
}

// Clears the lowest set bit of x and returns its index. x must not be zero.
constexpr int pop_lsb(std::uint64_t& x) noexcept {
  const int index = std::countr_zero(x);
  x &= x - 1;
  return index;
}

// Parallel bit extract: gathers the bits of x selected by mask into the low bits of the result.
inline std::uint64_t pext(std::uint64_t x, std::uint64_t mask) noexcept {
#if defined(__BMI2__)
  return _pext_u64(x, mask);
#else
  std::uint64_t result = 0;
  for (std::uint64_t bit = 1; mask != 0; bit <<= 1) {
    if (x & mask & -mask) result |= bit;
    mask &= mask - 1;
  }
  return result;
#endif
}

}  // namespace gameai::common
