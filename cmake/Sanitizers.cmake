# gameai::sanitizers — AddressSanitizer + UndefinedBehaviorSanitizer when GAMEAI_SANITIZE is on.
# With GAMEAI_FUZZ (clang only) every target also gets libFuzzer's coverage instrumentation
# (-fsanitize=fuzzer-no-link); the fuzz targets themselves link libFuzzer (fuzz/CMakeLists.txt).
add_library(gameai_sanitizers INTERFACE)
add_library(gameai::sanitizers ALIAS gameai_sanitizers)
if(GAMEAI_SANITIZE OR GAMEAI_FUZZ)
  set(_san -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_compile_options(gameai_sanitizers INTERFACE ${_san})
  target_link_options(gameai_sanitizers INTERFACE ${_san})
endif()
if(GAMEAI_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "GAMEAI_FUZZ needs clang++ (libFuzzer); configure with the fuzz preset")
  endif()
  target_compile_options(gameai_sanitizers INTERFACE -fsanitize=fuzzer-no-link)
endif()
