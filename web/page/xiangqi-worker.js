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
//   then {id, type: 'state', fen, moves} | {id, type: 'think', fen, moves, level, seed, clock, hint}
//   | {id, type: 'pgn', text} | {id, type: 'write', game} (fen: the start position, "" for the
//   usual one; clock: [Red's time left, Black's, the increment] in ms, absent or zeros without a
//   clock; hint: true for a hint, the engine at full strength for the hint's time)
// Worker -> page: {id, type: 'state', state, error} | {id, type: 'think', best}, before which
//   come {id, type: 'info', info} (info: {depth, score, mate, nodes, pv, pvChinese, pvWxf}), one for each
//   depth the search completes, the score from the side to move's view |
//   {id, type: 'pgn', game, error} | {id, type: 'write', text, error} | {type: 'failed', message}
//   when the module cannot start
'use strict';
if (typeof createXiangqiModule === 'undefined') importScripts('gameai-xiangqi.js');

let game = null;
let files = null;  // the module's game-file functions: readPgn, writePgn
let loading = false;
const waiting = [];

function replay(fen, moves) {
  if (game.reset(String(fen || ''))) game.reset('');
  for (const m of moves || []) if (!game.play(String(m))) return `illegal move '${m}'`;
  return '';
}

const tag = (tags, name) => { const t = tags.find(([k]) => k === name); return t ? t[1] : ''; };

// The first game of a PGN file's text, read by the game-files library as the desktop app reads
// it: {fen, moves (ICCS), tree, tags, result, termination, notation, more} or {error} (tree: the
// moves with their variations and comments, {children: [{move (ICCS), chinese, wxf, before,
// comment, children}]}). error: {key, vars} for what the page says itself, {message} for the
// library's message (naming the line and the move).
function readPgn(text) {
  const games = files.readPgn(String(text));
  if (!games.length) return { error: { key: 'the file holds no game', vars: {} } };
  const g = games[0];
  const variant = tag(g.tags, 'Variant');
  if (variant && variant.toLowerCase() !== 'xiangqi' && variant.toLowerCase() !== 'chinese chess') {
    return { error: { key: "the game's variant is {variant}, not xiangqi", vars: { variant } } };
  }
  if (g.error) return { error: { message: g.error } };
  return { fen: g.fen, moves: g.moves, tree: g.tree, tags: g.tags, result: g.result, termination: g.termination,
    notation: g.notation, more: games.length > 1 };
}

function handle(m) {
  if (m.type === 'pgn') {
    const read = readPgn(m.text);
    self.postMessage({ id: m.id, type: 'pgn', game: read.error ? null : read, error: read.error || null });
    return;
  }
  if (m.type === 'write') {
    const written = files.writePgn(m.game);
    self.postMessage({ id: m.id, type: 'write', text: written.text || '', error: written.error || null });
    return;
  }
  const error = replay(m.fen, m.moves);
  if (m.type === 'think' && !error) {
    const [red, black, inc] = Array.isArray(m.clock) ? m.clock.map((t) => Number(t) || 0) : [0, 0, 0];
    const best = game.think(m.level | 0, red, black, inc, !!m.hint, Number(m.seed) || 0,
      (info) => self.postMessage({ id: m.id, type: 'info', info }));
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
    files = module;
    while (waiting.length) handle(waiting.shift());
  }, failed);
}

self.onmessage = (e) => {
  if (e.data.type === 'load') load(e.data.wasm);
  else if (game) handle(e.data);
  else { waiting.push(e.data); load(null); }
};
