# Fails when any C++ source under libs/, apps/, tests/, bench/ or fuzz/ differs from clang-format's
# layout, naming the files. Run: cmake -DCLANG_FORMAT=clang-format -DROOT=. -P cmake/FormatCheck.cmake
# One clang-format process reads every file (a process per file took most of the check's time);
# its diagnostics name the files that differ.
get_filename_component(ROOT "${ROOT}" ABSOLUTE)
file(GLOB_RECURSE files ${ROOT}/libs/*.cpp ${ROOT}/libs/*.hpp ${ROOT}/apps/*.cpp ${ROOT}/apps/*.hpp
     ${ROOT}/tests/*.cpp ${ROOT}/tests/*.hpp ${ROOT}/bench/*.cpp ${ROOT}/bench/*.hpp
     ${ROOT}/fuzz/*.cpp ${ROOT}/fuzz/*.hpp)
execute_process(COMMAND ${CLANG_FORMAT} --dry-run -Werror --ferror-limit=1 ${files}
                RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE diagnostics)
if(NOT rc EQUAL 0)
  string(REGEX MATCHALL "[^\n]+: error: code should be clang-formatted" lines "${diagnostics}")
  set(bad "")
  foreach(line IN LISTS lines)
    string(REGEX REPLACE ":[0-9]+:[0-9]+: error: code should be clang-formatted" "" f "${line}")
    file(RELATIVE_PATH rel ${ROOT} ${f})
    list(APPEND bad ${rel})
  endforeach()
  list(REMOVE_DUPLICATES bad)
  if(NOT bad)
    message(FATAL_ERROR "clang-format failed:\n${diagnostics}")
  endif()
  list(JOIN bad "\n  " text)
  message(FATAL_ERROR "not formatted (run clang-format -i on them):\n  ${text}")
endif()
list(LENGTH files n)
message(STATUS "${n} files formatted")
