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
//   | {id, type: 'pgn', text} (fen: the start position, "" for the usual one; clock: [Red's time
//   left, Black's, the increment] in ms, absent or zeros without a clock; hint: true for a hint,
//   the engine at full strength for the hint's time)
// Worker -> page: {id, type: 'state', state, error} | {id, type: 'think', best}, before which
//   come {id, type: 'info', info} (info: {depth, score, mate, nodes, pv, pvChinese, pvWxf}), one for each
//   depth the search completes, the score from the side to move's view |
//   {id, type: 'pgn', game, error} | {type: 'failed', message} when the module cannot start
'use strict';
if (typeof createXiangqiModule === 'undefined') importScripts('gameai-xiangqi.js');
if (typeof XiangqiPgn === 'undefined') importScripts('xiangqi-pgn.js');

let game = null;
let loading = false;
const waiting = [];

function replay(fen, moves) {
  if (game.reset(String(fen || ''))) game.reset('');
  for (const m of moves || []) if (!game.play(String(m))) return `illegal move '${m}'`;
  return '';
}

const NOTATION_NAMES = { iccs: 'ICCS', xboard: 'XBoard coordinates', wxf: 'WXF', chinese: 'Chinese notation' };

// The tree of moves under `node` (split()'s), read in `notation` from the position the game is
// in, each node as {move (ICCS), chinese, wxf, before, comment, children}; the game is left as it was.
// Throws {at, number} for the first move that is not legal.
function readTree(node, notation, ply) {
  const out = [];
  for (const child of node.children) {
    const iccs = game.readMove(child.text, notation);
    if (!iccs || !game.play(iccs)) throw { at: child, number: ply + 1 };
    const played = game.state().moves;
    let children;
    try { children = readTree(child, notation, ply + 1); } finally { game.undo(1); }
    const last = played[played.length - 1];
    out.push({ move: iccs, chinese: last.chinese, wxf: last.wxf, before: child.before, comment: child.comment, children });
  }
  return out;
}

const illegal = (at, number, notation) => ({ error: { key: 'line {line}: move {number}, {move}, is not a legal move ({notation})',
  vars: { line: at.line, number, move: at.text, notation: NOTATION_NAMES[notation] } } });

// The first game of a PGN file's text, its main line replayed: {fen, moves (ICCS), tree, tags,
// result, termination, notation, more} or {error: {key, vars}} (tree: the moves with their
// variations and comments, readTree's). The moves are read in the notation the game's Format tag
// names, else in each notation they may be in until one replays them all; when none does, the
// move where the notation that replayed furthest stopped is named, with its line. The variations
// are read in the main line's notation.
function readPgn(text) {
  const g = XiangqiPgn.split(String(text));
  if (g.error) return { error: g.error };
  const variant = XiangqiPgn.tag(g.tags, 'Variant');
  if (variant && variant.toLowerCase() !== 'xiangqi' && variant.toLowerCase() !== 'chinese chess') {
    return { error: { key: "the game's variant is {variant}, not xiangqi", vars: { variant } } };
  }
  const fen = XiangqiPgn.tag(g.tags, 'FEN');
  if (fen) {
    const bad = game.reset(fen);
    if (bad) return { error: { key: 'its FEN tag is not a xiangqi position ({reason})', vars: { reason: bad } } };
  }
  let first = null;  // the furthest failure
  for (const notation of XiangqiPgn.notations(g)) {
    game.reset(fen);
    const moves = [];
    let failedAt = -1;
    for (let k = 0; k < g.moves.length; ++k) {
      const iccs = game.readMove(g.moves[k].text, notation);
      if (!iccs || !game.play(iccs)) { failedAt = k; break; }
      moves.push(iccs);
    }
    if (failedAt < 0) {
      game.reset(fen);
      let tree;
      try { tree = { children: readTree(g.tree, notation, 0) }; } catch (e) {
        const bad = /** @type {{at?: object, number?: number}} */ (e);  // readTree's illegal move
        if (!bad || !bad.at) throw e;
        return illegal(bad.at, bad.number, notation);
      }
      return { fen, moves, tree, tags: g.tags, result: g.result, termination: g.termination, notation, more: g.more };
    }
    if (!first || failedAt > first.number - 1) first = { at: g.moves[failedAt], number: failedAt + 1, notation };
  }
  return illegal(first.at, first.number, first.notation);
}

function handle(m) {
  if (m.type === 'pgn') {
    const read = readPgn(m.text);
    self.postMessage({ id: m.id, type: 'pgn', game: read.error ? null : read, error: read.error || null });
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
    while (waiting.length) handle(waiting.shift());
  }, failed);
}

self.onmessage = (e) => {
  if (e.data.type === 'load') load(e.data.wasm);
  else if (game) handle(e.data);
  else { waiting.push(e.data); load(null); }
};
