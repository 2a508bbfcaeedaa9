// The WebAssembly modules' factories (emscripten's MODULARIZE, built from web/bindings), which the
// workers load with importScripts (and xiangqi.js on the page's own thread). What a module holds is the C++ bindings' (embind), which
// TypeScript cannot see: the module itself stays untyped. Not shipped; only the type check reads it.

/** gameai-tetris.js */
declare function createTetrisModule(options?: object): Promise<any>;
/** gameai-xiangqi.js */
declare function createXiangqiModule(options?: object): Promise<any>;
