// The Tetris game and its AI, off the page's thread: this worker owns one instance of the
// WebAssembly module (the rules library, the AI front door and the page's clocks, all C++) and
// answers the page's messages. It never decides a rule itself.
//
// Page -> worker: {type: 'start', rules, seed, ai, lookahead}, {type: 'press'|'release', key},
//   {type: 'ai', on}, {type: 'speed', speed}, {type: 'pause', on}, {type: 'hint', on},
//   {type: 'bench', games, pieces}, {type: 'sameSeed', ai, seed, pieces}, {type: 'playUntil', pieces}
// Worker -> page: {type: 'ready', presets, speeds}, {type: 'snapshot', snapshot}, {type: 'error', message},
//   {type: 'bench', result}, {type: 'sameSeed', result}
'use strict';
importScripts('gameai-tetris.js');

const FRAME_MS = 8;        // how often the game's clocks are advanced
const PICTURE_MS = 16;     // how often a picture goes to the page (one display frame)
let module = null;
let game = null;
let hint = false;
let lastPicture = 0;
const waiting = [];

function post(message) { self.postMessage(message); }

function picture(force) {
  const now = performance.now();
  if (!force && now - lastPicture < PICTURE_MS) return;
  lastPicture = now;
  post({ type: 'snapshot', snapshot: game.snapshot(hint) });
}

function handle(m) {
  const now = performance.now();
  switch (m.type) {
    case 'start': {
      const r = game.start(String(m.rules), Number(m.seed) || 0, String(m.ai), m.lookahead | 0, now);
      if (r.error) post({ type: 'error', message: r.error });
      break;
    }
    case 'press': game.press(String(m.key), now); break;
    case 'release': game.release(String(m.key), now); break;
    case 'ai': game.setAi(!!m.on, now); break;
    case 'speed': game.setSpeed(m.speed | 0); break;
    case 'pause': game.setPaused(!!m.on, now); break;
    case 'hint': hint = !!m.on; break;
    case 'playUntil': game.playAiUntil(Number(m.pieces) || 0); break;
    case 'bench': post({ type: 'bench', result: module.bench(m.games || 8, m.pieces || 250000) }); return;
    case 'sameSeed':
      post({ type: 'sameSeed', result: module.sameSeed(String(m.ai), Number(m.seed) || 0, Number(m.pieces) || 1) });
      return;
    default: return;
  }
  picture(true);
}

self.onmessage = (e) => { if (game) handle(e.data); else waiting.push(e.data); };

createTetrisModule().then((m) => {
  module = m;
  game = new m.Tetris();
  game.start('guideline', 1, 'eltetris', 1, performance.now());
  post({ type: 'ready', presets: m.presets(), speeds: m.speeds() });
  while (waiting.length) handle(waiting.shift());
  setInterval(() => { game.advance(performance.now()); picture(false); }, FRAME_MS);
}, (err) => post({ type: 'error', message: 'the game could not load: ' + err }));
