// Xiangqi off the page's thread: one instance of the WebAssembly module (the rules library and
// the search). The page keeps the game as a list of ICCS moves and sends it with each request,
// so a worker that is stopped mid-search (undo, new game) is simply replaced.
//
// The page loads this script, the module's script and its WebAssembly once, with the page, and
// starts every worker from those copies (this script after the module's, in one blob): a worker
// started after the server has gone works as the first did. Loaded on its own, the script
// fetches the module itself.
//
// Page -> worker: {type: 'load', wasm} first (wasm: a compiled WebAssembly.Module, or null),
//   then {id, type: 'state', moves} | {id, type: 'think', moves, level, seed, movetime}
// Worker -> page: {id, type: 'state', state, error} | {id, type: 'think', best} |
//   {type: 'failed', message} when the module cannot start
'use strict';
if (typeof createXiangqiModule === 'undefined') importScripts('gameai-xiangqi.js');

let game = null;
let loading = false;
const waiting = [];

function replay(moves) {
  game.reset('');
  for (const m of moves || []) if (!game.play(String(m))) return `illegal move '${m}'`;
  return '';
}

function handle(m) {
  const error = replay(m.moves);
  if (m.type === 'think' && !error) {
    const best = game.think(m.level | 0, Number(m.movetime) || 0, Number(m.seed) || 0);
    self.postMessage({ id: m.id, type: 'think', best });
    return;
  }
  self.postMessage({ id: m.id, type: 'state', state: game.state(), error });
}

function failed(err) { self.postMessage({ type: 'failed', message: String((err && err.message) || err) }); }

function load(wasm) {
  if (loading) return;
  loading = true;
  const options = {};
  if (wasm) {
    options.instantiateWasm = (imports, done) => {
      WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm), failed);
      return {};
    };
  }
  createXiangqiModule(options).then((module) => {
    game = new module.Xiangqi();
    while (waiting.length) handle(waiting.shift());
  }, failed);
}

self.onmessage = (e) => {
  if (e.data.type === 'load') load(e.data.wasm);
  else if (game) handle(e.data);
  else { waiting.push(e.data); load(null); }
};
