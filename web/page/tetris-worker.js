// The Tetris game and its AI, off the page's thread: this worker owns one instance of the
// WebAssembly module (the rules library, the AI front door and the page's clocks, all C++) and
// answers the page's messages. It never decides a rule itself.
//
// Page -> worker: {type: 'start', rules, seed, ai, lookahead}, {type: 'press'|'release', key},
//   {type: 'ai', on}, {type: 'speed', speed}, {type: 'pause', on}, {type: 'hint', on},
//   {type: 'handling', das, arr, sdf, rotate180} (the player's key handling, kept for new games),
//   {type: 'ping'}, {type: 'bench', games, pieces}, {type: 'sameSeed', ai, seed, pieces},
//   {type: 'playUntil', pieces}; each may carry `seq`, the page's count of its messages.
// Worker -> page: {type: 'ready', presets, speeds, timing}, {type: 'snapshot', snapshot, seq, frame},
//   {type: 'started', seq}, {type: 'error', message, seq}, {type: 'bench', result},
//   {type: 'sameSeed', result}
//
// Every message is handled whole before the game's clocks advance again, and a snapshot goes
// back at once with the `seq` of the last message handled: the page knows which of its
// commands a picture already shows (a picture taken before "take the game back" still shows
// the AI playing, and the page drops it). `frame` counts the clock's ticks, so a test can wait
// for the game to have had time to move without reading a wall clock.
'use strict';
if (typeof createTetrisModule === 'undefined') importScripts('gameai-tetris.js');

const FRAME_MS = 8;        // how often the game's clocks are advanced
const PICTURE_MS = 16;     // how often a picture goes to the page (one display frame)
let module = null;
let game = null;
let hint = false;
let paused = false;
let seq = 0;
let frame = 0;
let lastPicture = 0;
const waiting = [];

function post(message) { self.postMessage(message); }

function picture(force) {
  const now = performance.now();
  // A paused game does not change: pictures go out only to answer a message.
  if (!force && (paused || now - lastPicture < PICTURE_MS)) return;
  lastPicture = now;
  post({ type: 'snapshot', snapshot: game.snapshot(hint), seq, frame });
}

function handle(m) {
  const now = performance.now();
  if (Number.isFinite(m.seq)) seq = m.seq;
  switch (m.type) {
    case 'start': {
      const r = game.start(String(m.rules), Number(m.seed) || 0, String(m.ai), m.lookahead | 0, now);
      if (r.error) post({ type: 'error', message: r.error, seq });
      else {
        // A new game is not paused, whatever the last one was; the page says again if it is.
        paused = false;
        post({ type: 'started', seq });
      }
      break;
    }
    case 'press': game.press(String(m.key), now); break;
    case 'release': game.release(String(m.key), now); break;
    case 'ai': game.setAi(!!m.on, now); break;
    case 'speed': game.setSpeed(m.speed | 0); break;
    case 'handling': game.setHandling(m.das | 0, m.arr | 0, m.sdf | 0, !!m.rotate180); break;
    case 'pause': paused = !!m.on; game.setPaused(paused, now); break;
    case 'hint': hint = !!m.on; break;
    case 'ping': break;
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
  post({ type: 'ready', presets: m.presets(), speeds: m.speeds(), timing: m.timing() });
  while (waiting.length) handle(waiting.shift());
  setInterval(() => {
    ++frame;
    game.advance(performance.now());
    picture(false);
  }, FRAME_MS);
}, (err) => post({ type: 'error', message: 'the game could not load: ' + err }));
