// The translation unit that builds the tests' precompiled header (tests/CMakeLists.txt); the
// header list lives there, so this file holds nothing of its own.
