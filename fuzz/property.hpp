#pragma once
// REQUIRE(condition): a property a fuzz target checks. A failure prints the condition and its
// line, then aborts, which libFuzzer reports as a crash and saves the input that caused it.

#include <cstdio>
#include <cstdlib>

namespace gameai::fuzz {

[[noreturn]] inline void property_failed(const char* condition, const char* file, int line) {
  std::fprintf(stderr, "%s:%d: property failed: %s\n", file, line, condition);
  std::abort();
}

}  // namespace gameai::fuzz

#define REQUIRE(condition) \
  ((condition) ? void(0) : ::gameai::fuzz::property_failed(#condition, __FILE__, __LINE__))
