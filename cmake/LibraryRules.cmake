# gameai_add_library(NAME <name> SOURCES <files...> [DEPS <targets...>])
#
# Defines the static library gameai_<name> with the alias gameai::<name>. Libraries hold rules
# and AI only: they may not link Qt, print to the terminal or read stdin. Both are checked here,
# at configure time, so a violation fails the build instead of slipping into a front end's job.
function(gameai_add_library)
  cmake_parse_arguments(ARG "" "NAME" "SOURCES;DEPS" ${ARGN})
  set(target gameai_${ARG_NAME})
  add_library(${target} STATIC ${ARG_SOURCES})
  add_library(gameai::${ARG_NAME} ALIAS ${target})
  target_include_directories(${target} PUBLIC ${PROJECT_SOURCE_DIR}/libs)
  target_link_libraries(${target} PUBLIC ${ARG_DEPS} gameai::options gameai::sanitizers
                                  PRIVATE gameai::warnings)
  foreach(dep IN LISTS ARG_DEPS)
    if(dep MATCHES "^Qt")
      message(FATAL_ERROR "libs/${ARG_NAME} links ${dep}: libraries must not depend on Qt")
    endif()
  endforeach()
  file(GLOB_RECURSE files CONFIGURE_DEPENDS
       ${CMAKE_CURRENT_SOURCE_DIR}/*.hpp ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp)
  foreach(f IN LISTS files)
    file(STRINGS ${f} bad REGEX
         "std::(cout|cerr|cin|clog|printf|puts)|[^_a-z](printf|puts|scanf|getchar)\\(|[^_a-zA-Z0-9](stdout|stderr|stdin)[^_a-zA-Z0-9]|#include <(iostream|Q[A-Za-z]+)>")
    if(bad)
      message(FATAL_ERROR "${f}: libraries must not print, read stdin or use Qt:\n${bad}")
    endif()
  endforeach()
endfunction()
