# gameai::warnings — the warning set every target of the project compiles with.
add_library(gameai_warnings INTERFACE)
add_library(gameai::warnings ALIAS gameai_warnings)
target_compile_options(gameai_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual
  -Wnull-dereference -Wimplicit-fallthrough
  $<$<BOOL:${GAMEAI_WARNINGS_AS_ERRORS}>:-Werror>)

# gameai::options — optimisation settings shared by every target.
add_library(gameai_options INTERFACE)
add_library(gameai::options ALIAS gameai_options)
target_compile_features(gameai_options INTERFACE cxx_std_20)
# The attack tables are computed at compile time; clang's default constexpr budget is too small.
if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  target_compile_options(gameai_options INTERFACE -fconstexpr-steps=100000000)
endif()
if(GAMEAI_NATIVE)
  target_compile_options(gameai_options INTERFACE -march=native)
else()
  # x86-64-v2 gives POPCNT and SSE4.2 on every x86-64 CPU made since 2009.
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
    target_compile_options(gameai_options INTERFACE -march=x86-64-v2)
  endif()
endif()
