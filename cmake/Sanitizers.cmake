# gameai::sanitizers — AddressSanitizer + UndefinedBehaviorSanitizer when GAMEAI_SANITIZE is on.
add_library(gameai_sanitizers INTERFACE)
add_library(gameai::sanitizers ALIAS gameai_sanitizers)
if(GAMEAI_SANITIZE)
  set(_san -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_compile_options(gameai_sanitizers INTERFACE ${_san})
  target_link_options(gameai_sanitizers INTERFACE ${_san})
endif()
