# The lint build (preset `lint`): the target gameai_lint runs clang-tidy with the checked-in
# .clang-tidy over every library and program source, from this build's compile_commands.json.
# Unity batches are what it reads (the preset builds in batches), so each header is parsed once
# per batch, not once per file; findings are still reported at the source file's line. Any
# finding fails the target, naming the file, line and check.
find_program(GAMEAI_RUN_CLANG_TIDY NAMES run-clang-tidy run-clang-tidy-14 REQUIRED)
find_program(GAMEAI_CLANG_TIDY NAMES clang-tidy clang-tidy-14 REQUIRED)
cmake_host_system_information(RESULT _cores QUERY NUMBER_OF_LOGICAL_CORES)
# The sources of libs/ and apps/ (and their unity batches), not Qt's generated moc files.
set(_files "^(?!.*(_autogen|\.rcc)).*/(libs|apps)/")
add_custom_target(gameai_lint
  COMMAND ${GAMEAI_RUN_CLANG_TIDY} -quiet -j ${_cores} -p ${CMAKE_BINARY_DIR}
          -clang-tidy-binary ${GAMEAI_CLANG_TIDY}
          # clang's default constexpr budget is too small for the attack tables (cmake/Warnings.cmake)
          -extra-arg=-fconstexpr-steps=100000000 "${_files}"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
  COMMENT "clang-tidy over libs/ and apps/ (.clang-tidy names the checks)"
  VERBATIM USES_TERMINAL)
