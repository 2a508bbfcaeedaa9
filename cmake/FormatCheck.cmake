# Fails when any C++ source under libs/, apps/, tests/, bench/ or fuzz/ differs from clang-format's
# layout, naming the files. Run: cmake -DCLANG_FORMAT=clang-format -DROOT=. -P cmake/FormatCheck.cmake
file(GLOB_RECURSE files ${ROOT}/libs/*.cpp ${ROOT}/libs/*.hpp ${ROOT}/apps/*.cpp ${ROOT}/apps/*.hpp
     ${ROOT}/tests/*.cpp ${ROOT}/tests/*.hpp ${ROOT}/bench/*.cpp ${ROOT}/bench/*.hpp
     ${ROOT}/fuzz/*.cpp ${ROOT}/fuzz/*.hpp)
set(bad "")
foreach(f IN LISTS files)
  execute_process(COMMAND ${CLANG_FORMAT} --dry-run -Werror ${f} RESULT_VARIABLE rc
                  OUTPUT_QUIET ERROR_QUIET)
  if(NOT rc EQUAL 0)
    file(RELATIVE_PATH rel ${ROOT} ${f})
    list(APPEND bad ${rel})
  endif()
endforeach()
if(bad)
  list(JOIN bad "\n  " text)
  message(FATAL_ERROR "not formatted (run clang-format -i on them):\n  ${text}")
endif()
list(LENGTH files n)
message(STATUS "${n} files formatted")
