#pragma once
// Seeded random numbers that give the same sequence with every compiler and standard library.
//
// std::mt19937 is portable but std::uniform_int_distribution is not (each standard library maps
// raw output to a range differently), so games seeded with the same number would differ between
// platforms. We use SplitMix64 to expand a seed and xoshiro256** as the generator, with our own
// unbiased range reduction (Lemire's multiply-and-reject), all fully specified here.

#include <cstdint>

namespace gameai::common {

// SplitMix64 (Steele, Lea, Flood 2014): a tiny generator used to seed others.
class SplitMix64 {
 public:
  constexpr explicit SplitMix64(std::uint64_t seed) noexcept : state_(seed) {}
  constexpr std::uint64_t next() noexcept {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t state_;
};

// xoshiro256** 1.0 (Blackman, Vigna 2018). Satisfies UniformRandomBitGenerator.
class Rng {
 public:
  using result_type = std::uint64_t;

  constexpr explicit Rng(std::uint64_t seed = 0) noexcept { reseed(seed); }

  // A generator for stream `index` of a seed: games of a run are reproducible from
  // (seed, index) whatever order or thread they are played on.
  static constexpr Rng for_stream(std::uint64_t seed, std::uint64_t index) noexcept {
    SplitMix64 mix(seed ^ (index * 0xD1B54A32D192ED03ULL + 0x8CB92BA72F3D8DD7ULL));
    return Rng(mix.next());
  }

  constexpr void reseed(std::uint64_t seed) noexcept {
    SplitMix64 mix(seed);
    for (auto& word : s_) word = mix.next();
  }

  static constexpr result_type min() noexcept { return 0; }
  static constexpr result_type max() noexcept { return ~std::uint64_t{0}; }

  constexpr result_type operator()() noexcept { return next(); }

  constexpr std::uint64_t next() noexcept {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, bound), bound > 0, without modulo bias (Lemire 2019).
  constexpr std::uint32_t below(std::uint32_t bound) noexcept {
    std::uint64_t m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
    auto low = std::uint32_t(m);
    if (low < bound) {
      const std::uint32_t threshold = std::uint32_t(-bound) % bound;
      while (low < threshold) {
        m = std::uint64_t(std::uint32_t(next() >> 32)) * bound;
        low = std::uint32_t(m);
      }
    }
    return std::uint32_t(m >> 32);
  }

  // Uniform double in [0, 1) with 53 random bits.
  constexpr double uniform() noexcept { return double(next() >> 11) * 0x1.0p-53; }

  // True with probability 1/2.
  constexpr bool coin() noexcept { return (next() >> 63) != 0; }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) noexcept {
    return (x << k) | (x >> (64 - k));
  }
  std::uint64_t s_[4]{};
};

}  // namespace gameai::common
