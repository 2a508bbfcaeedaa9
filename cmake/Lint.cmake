# The lint build (preset `lint`): the target gameai_lint runs clang-tidy with the checked-in
# .clang-tidy over every library and program source, from this build's compile_commands.json.
# Unity batches are what it reads (the preset builds in batches), so each header is parsed once
# per batch, not once per file; findings are still reported at the source file's line. Any
# finding fails the target, naming the file, line and check.
find_program(GAMEAI_RUN_CLANG_TIDY NAMES run-clang-tidy run-clang-tidy-14 REQUIRED)
find_program(GAMEAI_CLANG_TIDY NAMES clang-tidy clang-tidy-14 REQUIRED)
cmake_host_system_information(RESULT _cores QUERY NUMBER_OF_LOGICAL_CORES)
# The sources of libs/ and apps/ (and their unity batches), not Qt's generated moc files: the
# libraries with every check of .clang-tidy, the programs without performance-unnecessary-value-
# param, which there spends about 60 % of the lint's time on CLI11's, Qt's and nlohmann/json's
# template instantiations (13 s of the Tetris command line's 21 s; 0.5 s of the xiangqi search
# library's 23 s), where a parameter taken by value is command-line or window glue, off every hot
# path (.clang-tidy says why the check is there).
set(_libs "^(?!.*(_autogen|\.rcc)).*/libs/")
set(_apps "^(?!.*(_autogen|\.rcc)).*/apps/")
set(_run ${GAMEAI_RUN_CLANG_TIDY} -quiet -j ${_cores} -p ${CMAKE_BINARY_DIR}
         -clang-tidy-binary ${GAMEAI_CLANG_TIDY}
         # clang's default constexpr budget is too small for the attack tables (cmake/Warnings.cmake)
         -extra-arg=-fconstexpr-steps=100000000)
add_custom_target(gameai_lint
  COMMAND ${_run} "${_libs}"
  COMMAND ${_run} -checks=-performance-unnecessary-value-param "${_apps}"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
  COMMENT "clang-tidy over libs/ and apps/ (.clang-tidy names the checks)"
  VERBATIM USES_TERMINAL)
