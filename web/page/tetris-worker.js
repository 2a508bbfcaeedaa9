// The Tetris game and its AI, off the page's thread: this worker owns one instance of the
// WebAssembly module (the rules library, the AI front door and the page's clocks, all C++) and
// answers the page's messages. It never decides a rule itself.
//
// Page -> worker: {type: 'start', rules, seed, ai, lookahead, weights (the "linear" AI's)}, {type: 'press'|'release', key},
//   {type: 'ai', on}, {type: 'speed', speed}, {type: 'pause', on}, {type: 'hint', on},
//   {type: 'handling', das, arr, sdf, rotate180} (the player's key handling, kept for new games),
//   {type: 'ping'}, {type: 'bench', games, pieces}, {type: 'sameSeed', ai, seed, pieces},
//   {type: 'playUntil', pieces}, {type: 'restart', ...start's fields} (a new game whose countdown
//   starts at once), {type: 'runFile'}, {type: 'openRun', text}, {type: 'replayPicture', step},
//   {type: 'judge', key, mode, result, best} (a run's result against the best kept, or null);
//   `start` and `restart` carry the `mode`; each may carry `seq`, the page's count of its
//   messages.
//   {type: 'handling', das, arr, sdf, rotate180} (the player's key handling, kept for new games).
// Worker -> page: {type: 'ready', presets, speeds, timing}, {type: 'snapshot', snapshot, seq, frame},
//   {type: 'started', seq}, {type: 'error', message, seq}, {type: 'bench', result},
//   {type: 'sameSeed', result}, {type: 'runFile', text, seq} (the finished run as a run file,
//   a zen or endless run as it stands, else ""), {type: 'replay', info, seq} (a run file opened: {error} or what it holds),
//   {type: 'replayPicture', picture, step}, {type: 'judged', key, verdict, difference, newBest}
//   (tetris_play::compare_with_best's). A snapshot carries `run`: the mode's timers and,
//   once over, the run's result.
//
// A worker named 'versus' plays a versus match against the AI, or between two AIs, instead of
// the lone game: page -> worker {type: 'versusStart', ai, weights, thinkMs, speed, seed, firstTo,
// left} (weights: the "linear" AI's; left: {ai, weights, thinkMs, speed} for an AI on the left
// board; absent, the left board is the person's), {type: 'press' | 'release', key}, {type: 'pause', on}, {type: 'speed', speed, side},
// {type: 'ping'}, {type: 'versusFile'}, {type: 'openRun', text}, {type: 'replayPictures', step};
// worker -> page {type: 'versusFile', text, seq} (the last game finished, both boards, as a
// versus file, "" before any), {type: 'replay', info, seq} (a run or versus file opened: {error}
// or what it holds), {type: 'replayPictures', pictures, step} (each board after `step` pieces),
// {type: 'ready', presets, speeds}, {type: 'versus', snapshot, seq, frame}, {type: 'started',
// seq}, {type: 'error', message, seq}.
//
// The versus worker thinks for its AIs in a worker of its own, named 'versus-ai' (started by the
// versus worker itself), so that a long think never holds the match's clock: versus -> versus-ai
// {type: 'decide', text} (a request, tetris_remote_ai.hpp), versus-ai -> versus {type: 'ready'},
// {type: 'answer', text}. Until that worker is ready, or if it cannot start, the versus worker
// decides inline between its clock ticks.
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
const VERSUS_AI = self.name === 'versus-ai';
const FIT = self.name === 'fit';
let thinker = null;        // the versus worker's AI worker, once it is ready
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
      const side = (o) => ({ ai: String(o.ai || ''), weights: String(o.weights || ''), thinkMs: Number(o.thinkMs), speed: Number(o.speed) });
      const r = versus.start({ ...side(m), seed: Number(m.seed) || 0, firstTo: Number(m.firstTo), left: m.left ? side(m.left) : undefined });
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
    case 'speed': versus.setSpeed(m.speed | 0, m.side === 0 ? 0 : 1); return true;
    case 'ping': return true;
    case 'versusFile': post({ type: 'versusFile', text: versus.gameFile(Date.now()), seq }); return true;
    case 'openRun':
      if (!replay) replay = new module.Replay();
      post({ type: 'replay', info: replay.load(String(m.text)), seq });
      return false;
    case 'replayPictures':
      if (replay) post({ type: 'replayPictures', pictures: replay.pictures(Number(m.step) || 0), step: m.step });
      return false;
    default: return false;
  }
}

// The requests of the match for the AI worker.
function ask() {
  if (!thinker) return;
  for (const text of versus.requests()) thinker.postMessage({ type: 'decide', text });
}

// The versus worker's own AI worker; the versus worker decides inline until it is ready.
function startThinker() {
  let w;
  try {
    w = new Worker('tetris-worker.js', { name: 'versus-ai' });
  } catch (e) {
    return;
  }
  w.onmessage = (e) => {
    const m = e.data;
    if (m.type === 'ready') {
      thinker = w;
      versus.setRemote(true);
    } else if (m.type === 'answer' && thinker) {
      versus.answer(m.text, performance.now());
      picture(false);
    }
  };
  w.onerror = (e) => {
    // No AI worker: the decisions are made here again.
    e.preventDefault();
    thinker = null;
    versus.setRemote(false);
  };
}

function handle(m) {
  const now = performance.now();
  if (Number.isFinite(m.seq)) seq = m.seq;
  if (VERSUS) {
    if (handleVersus(m, now)) picture(true);
    ask();
    return;
  }
  switch (m.type) {
    case 'start':
    case 'restart': {
      game.setMode(String(m.mode || 'endless'));
      game.setWeights(String(m.weights || ''));
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
    case 'judge':
      post({ type: 'judged', key: m.key, ...module.compareWithBest(String(m.mode), m.result || {}, m.best || null) });
      return;
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

let remoteAi = null;  // the versus AI worker's copies of the boards and its players

// The versus AI worker: answers each request as it comes, one at a time, in order. If its
// module cannot load it never says it is ready, and the versus worker goes on deciding inline.
function startAiWorker() {
  self.onmessage = (e) => {
    if (e.data.type === 'decide' && remoteAi) post({ type: 'answer', text: remoteAi.decide(String(e.data.text)) });
  };
  createTetrisModule().then((m) => {
    remoteAi = new m.RemoteAi();
    post({ type: 'ready' });
  }, () => self.close());
}

function startGameWorker() {
  self.onmessage = (e) => { if (game || versus) handle(e.data); else waiting.push(e.data); };
  createTetrisModule().then((m) => {
    module = m;
    if (VERSUS) {
      versus = new m.Versus();
      startThinker();
    } else {
      game = new m.Tetris();
      game.start('guideline', 1, 'eltetris', 1, performance.now());
    }
    post({ type: 'ready', presets: m.presets(), speeds: m.speeds(), timing: m.timing() });
    while (waiting.length) handle(waiting.shift());
    setInterval(() => {
      ++frame;
      (versus || game).advance(performance.now());
      picture(false);
      if (versus) ask();
    }, FRAME_MS);
  }, (err) => post({ type: 'error', message: 'the game could not load: ' + err }));
}

// The fit worker ("Learn my style", tetris-style.js): run files read and replayed one by one, the
// weights fitted, each stage's progress posted as it goes; one fit, then the page ends it.
function startFitWorker() {
  const waitingFits = [];
  let fitModule = null;
  const run = (m) => {
    const fit = new fitModule.Fit();
    const files = Array.isArray(m.files) ? m.files : [];
    const refused = [];
    files.forEach((f, i) => {
      const got = fit.add(String(f.text || ''));
      if (got.error) refused.push({ name: String(f.name || ''), error: got.error });
      post({ type: 'fitProgress', stage: 'read', done: i + 1, total: files.length });
    });
    let result;
    if (fit.placements() === 0) {
      result = { error: refused.length === 1 ? refused[0].error : 'no placements to learn from' };
    } else {
      result = fit.fit((iteration) => post({ type: 'fitProgress', stage: 'fit', done: iteration }));
    }
    fit.delete();
    post({ type: 'fitted', result, refused });
  };
  self.onmessage = (e) => { if (e.data.type === 'fit') { if (fitModule) run(e.data); else waitingFits.push(e.data); } };
  createTetrisModule().then((m) => {
    fitModule = m;
    while (waitingFits.length) run(waitingFits.shift());
  }, (err) => post({ type: 'fitted', result: { error: 'the game could not load: ' + err }, refused: [] }));
}

if (VERSUS_AI) startAiWorker();
else if (FIT) startFitWorker();
else startGameWorker();
