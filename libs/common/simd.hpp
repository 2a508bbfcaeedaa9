#pragma once
// The vector instructions the hot loops run with, chosen when the program starts.
//
// The portable copy is the build's own target (x86-64-v2 by default: every x86-64 CPU made since
// 2009, SSE4.2 and POPCNT; the CPU it is built on with GAMEAI_NATIVE). Where the CPU also has
// AVX2, the loops written for the vectoriser (the Tetris drop lanes and their bounds)
// run a second copy compiled for AVX2, which handles twice the lanes per instruction. Both
// copies give identical results. GAMEAI_SIMD=portable in the environment keeps the portable
// copy (to compare the two); GAMEAI_SIMD=avx2 asks for AVX2 and falls back to portable where the
// CPU lacks it (simd_warning() then says so, for the program to print).

namespace gameai::common {

// GAMEAI_SIMD_AVX2 is 1 when this build carries AVX2 copies; GAMEAI_TARGET_AVX2 marks a
// function compiled for AVX2 (call it only when simd_supported(SimdLevel::Avx2)). It must not
// add FMA: fused multiply-adds round differently, and the copies must agree to the last bit.
#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#define GAMEAI_SIMD_AVX2 1
#define GAMEAI_TARGET_AVX2 __attribute__((target("avx2")))
#else
#define GAMEAI_SIMD_AVX2 0
#define GAMEAI_TARGET_AVX2
#endif

// Forces a function's body into its callers, so that one body compiles once per target.
#if defined(__GNUC__) || defined(__clang__)
#define GAMEAI_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define GAMEAI_ALWAYS_INLINE inline
#endif

enum class SimdLevel { Portable, Avx2 };

// Whether this build and this CPU can run `level`.
bool simd_supported(SimdLevel level) noexcept;

// The level the hot loops use: the best supported, unless GAMEAI_SIMD says otherwise. Decided
// once, on the first call.
SimdLevel simd_level() noexcept;

// Why GAMEAI_SIMD was not followed as written, or "" when it was (or is unset).
const char* simd_warning() noexcept;

// "portable" or "avx2".
const char* simd_name(SimdLevel level) noexcept;

}  // namespace gameai::common
