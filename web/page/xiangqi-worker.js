// Xiangqi off the page's thread: one instance of the WebAssembly module (the rules library and
// the search). The page keeps the game as a list of ICCS moves and sends it with each request,
// so a worker that is stopped mid-search (undo, new game) is simply replaced.
//
// Page -> worker: {id, type: 'state', moves} | {id, type: 'think', moves, level, seed, movetime}
// Worker -> page: {id, type: 'state', state, error} | {id, type: 'think', best}
'use strict';
importScripts('gameai-xiangqi.js');

let game = null;
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

self.onmessage = (e) => { if (game) handle(e.data); else waiting.push(e.data); };

createXiangqiModule().then((module) => {
  game = new module.Xiangqi();
  while (waiting.length) handle(waiting.shift());
});
