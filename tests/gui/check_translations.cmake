# Fails when a string the app shows through tr() has no finished Simplified Chinese translation:
# runs lupdate over the app's sources into a copy of gameai_zh_CN.ts, where any new or changed
# source appears as unfinished, and names every such string.
#   cmake -DLUPDATE=... -DSOURCES=apps/gui -DTS=gameai_zh_CN.ts -DWORK=dir -P check_translations.cmake
file(MAKE_DIRECTORY "${WORK}")
set(copy "${WORK}/gameai_zh_CN.ts")
file(COPY_FILE "${TS}" "${copy}")
execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete "${SOURCES}" -ts "${copy}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${rc}): ${out}${err}")
endif()
file(STRINGS "${copy}" lines ENCODING UTF-8)
set(context "")
set(source "")
set(missing 0)
foreach(line IN LISTS lines)
  if(line MATCHES "<name>(.*)</name>")
    set(context "${CMAKE_MATCH_1}")
  elseif(line MATCHES "<source>([^<]*)")
    set(source "${CMAKE_MATCH_1}")
  elseif(line MATCHES "type=\"unfinished\"")
    math(EXPR missing "${missing} + 1")
    message("untranslated in ${context}: ${source}")
  endif()
endforeach()
if(missing GREATER 0)
  message(FATAL_ERROR "${missing} string(s) without a zh_CN translation; run "
                      "'cmake --build build/ci --target update_translations' and translate them "
                      "in apps/gui/translations/gameai_zh_CN.ts")
endif()
message("every tr() string has a zh_CN translation")
