// The Tetris game and its AI, off the page's thread: this worker owns one instance of the
// WebAssembly module (the rules library, the AI front door and the page's clocks, all C++) and
// answers the page's messages. It never decides a rule itself.
//
// Page -> worker: {type: 'start', rules, seed, ai, lookahead}, {type: 'press'|'release', key},
//   {type: 'ai', on}, {type: 'speed', speed}, {type: 'pause', on}, {type: 'hint', on},
//   {type: 'handling', das, arr, sdf, rotate180} (the player's key handling, kept for new games),
//   {type: 'ping'}, {type: 'bench', games, pieces}, {type: 'sameSeed', ai, seed, pieces},
//   {type: 'playUntil', pieces}, {type: 'restart', ...start's fields} (a new game whose countdown
//   starts at once), {type: 'runFile'}, {type: 'openRun', text}, {type: 'replayPicture', step};
//   `start` and `restart` carry the `mode`; each may carry `seq`, the page's count of its
//   messages.
//   {type: 'handling', das, arr, sdf, rotate180} (the player's key handling, kept for new games).
// Worker -> page: {type: 'ready', presets, speeds, timing}, {type: 'snapshot', snapshot, seq, frame},
//   {type: 'started', seq}, {type: 'error', message, seq}, {type: 'bench', result},
//   {type: 'sameSeed', result}, {type: 'runFile', text, seq} (the finished run as a run file,
//   a zen or endless run as it stands, else ""), {type: 'replay', info, seq} (a run file opened: {error} or what it holds),
//   {type: 'replayPicture', picture, step}. A snapshot carries `run`: the mode's timers and,
//   once over, the run's result.
//
// A worker named 'versus' plays a versus match against the AI instead of the lone game:
// page -> worker {type: 'versusStart', ai, thinkMs, speed, seed, firstTo}, {type: 'press' |
// 'release', key}, {type: 'pause', on}, {type: 'speed', speed}, {type: 'ping'}; worker -> page
// {type: 'ready', presets, speeds}, {type: 'versus', snapshot, seq, frame}, {type: 'started',
// seq}, {type: 'error', message, seq}.
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
let replay = null;  // the run file opened, shown step by step
let versus = null;         // the versus worker's match (tetris_versus_bindings.cpp)
const VERSUS = self.name === 'versus';
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
  if (VERSUS) post({ type: 'versus', snapshot: versus.snapshot(), events: versus.events(), seq, frame });
  else {
    const snapshot = game.snapshot(hint);
    snapshot.run = game.run(now);
    post({ type: 'snapshot', snapshot, seq, frame });
  }
}

// The versus worker's messages; false for one it does not take.
function handleVersus(m, now) {
  switch (m.type) {
    case 'versusStart': {
      const r = versus.start(String(m.ai), m.thinkMs | 0, m.speed | 0, Number(m.seed) || 0, m.firstTo | 0);
      if (r.error) post({ type: 'error', message: r.error, seq });
      else {
        paused = false;
        post({ type: 'started', seq });
      }
      return true;
    }
    case 'press': versus.press(String(m.key), now); return true;
    case 'release': versus.release(String(m.key), now); return true;
    case 'pause': paused = !!m.on; versus.setPaused(paused, now); return true;
    case 'speed': versus.setSpeed(m.speed | 0); return true;
    case 'ping': return true;
    default: return false;
  }
}

function handle(m) {
  const now = performance.now();
  if (Number.isFinite(m.seq)) seq = m.seq;
  if (VERSUS) {
    if (handleVersus(m, now)) picture(true);
    return;
  }
  switch (m.type) {
    case 'start':
    case 'restart': {
      game.setMode(String(m.mode || 'endless'));
      const r = game.start(String(m.rules), Number(m.seed) || 0, String(m.ai), m.lookahead | 0, now);
      if (r.error) post({ type: 'error', message: r.error, seq });
      else {
        // A new game is not paused, whatever the last one was; the page says again if it is.
        paused = false;
        if (m.type === 'restart') game.begin(now);
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
    case 'runFile': post({ type: 'runFile', text: game.runFile(now, Date.now()), seq }); return;
    case 'openRun':
      if (!replay) replay = new module.Replay();
      post({ type: 'replay', info: replay.load(String(m.text)), seq });
      return;
    case 'replayPicture':
      if (replay) post({ type: 'replayPicture', picture: replay.picture(Number(m.step) || 0), step: m.step });
      return;
    case 'bench': post({ type: 'bench', result: module.bench(m.games || 8, m.pieces || 250000) }); return;
    case 'sameSeed':
      post({ type: 'sameSeed', result: module.sameSeed(String(m.ai), Number(m.seed) || 0, Number(m.pieces) || 1) });
      return;
    default: return;
  }
  picture(true);
}

self.onmessage = (e) => { if (game || versus) handle(e.data); else waiting.push(e.data); };

createTetrisModule().then((m) => {
  module = m;
  if (VERSUS) versus = new m.Versus();
  else {
    game = new m.Tetris();
    game.start('guideline', 1, 'eltetris', 1, performance.now());
  }
  post({ type: 'ready', presets: m.presets(), speeds: m.speeds(), timing: m.timing() });
  while (waiting.length) handle(waiting.shift());
  setInterval(() => {
    ++frame;
    (versus || game).advance(performance.now());
    picture(false);
  }, FRAME_MS);
}, (err) => post({ type: 'error', message: 'the game could not load: ' + err }));
