# The WebAssembly build (preset `wasm`): what Emscripten needs beyond its own toolchain file to
# build the libraries the browser edition uses. Only included when EMSCRIPTEN is set.
#
# Emscripten searches packages inside its own sysroot only, where Debian's header-only
# nlohmann-json is not; a one-line package config in the build tree names its headers through a
# link, so find_package(nlohmann_json) works unchanged and no host header directory (/usr/include)
# ever reaches the compiler.
find_path(GAMEAI_NLOHMANN_INCLUDE nlohmann/json.hpp
  PATHS /usr/include /usr/local/include NO_CMAKE_FIND_ROOT_PATH REQUIRED)
set(_wasm_include ${CMAKE_BINARY_DIR}/wasm-include)
file(MAKE_DIRECTORY ${_wasm_include})
if(NOT EXISTS ${_wasm_include}/nlohmann)
  file(CREATE_LINK ${GAMEAI_NLOHMANN_INCLUDE}/nlohmann ${_wasm_include}/nlohmann SYMBOLIC)
endif()
set(_nlohmann_config ${CMAKE_BINARY_DIR}/wasm-packages/nlohmann_json)
file(WRITE ${_nlohmann_config}/nlohmann_jsonConfig.cmake
  "if(NOT TARGET nlohmann_json::nlohmann_json)\n"
  "  add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)\n"
  "  set_target_properties(nlohmann_json::nlohmann_json PROPERTIES\n"
  "    INTERFACE_INCLUDE_DIRECTORIES \"${_wasm_include}\")\n"
  "endif()\n")
set(nlohmann_json_DIR ${_nlohmann_config} CACHE PATH "nlohmann-json for the wasm build" FORCE)

# The xiangqi attack tables are computed at compile time, past clang's default step limit.
add_compile_options(-fconstexpr-steps=100000000)

# WebAssembly SIMD (every current browser has it) and link-time optimisation across the libraries:
# together about 1.4 times the AI's decisions per second of a plain -O3 build.
add_compile_options(-msimd128 -flto)
add_link_options(-flto)
