// The xiangqi page: the board in the desktop app's look, moves by clicks with legal-move dots,
// the computer at a level 1-10 for either side or both, a hint from the engine at full strength,
// the board turned round, a clock, undo, stepping through the game, PGN files opened and saved,
// and the moves in the notation chosen (Chinese, WXF or ICCS; by default the language's). Legal moves, the notation, the verdict and the reading
// of a file's moves come from the rules worker; the computer's move and the hint from the engine
// worker (replaced whenever a search is no longer wanted), so the page never waits on a search.
//
// Everything xiangqi needs is loaded with the page, before its tab is opened: the worker's
// script, the module's script and its WebAssembly (compiled once). Every worker, the first and
// each one that replaces a stopped search, starts from those copies, so the tab works once the
// page has loaded even if the server is gone; if they cannot be loaded, the tab says so.
'use strict';

const Xiangqi = (() => {
  const NAMES = { 1: '帥', 2: '仕', 3: '相', 4: '傌', 5: '俥', 6: '炮', 7: '兵',
    9: '將', 10: '士', 11: '象', 12: '馬', 13: '車', 14: '砲', 15: '卒' };
  const RED_FILES = ['九', '八', '七', '六', '五', '四', '三', '二', '一'];
  let WIDTH = 610;        // the canvas's size in CSS pixels, as the HTML gives it
  let HEIGHT = 690;
  const STEP = 60;
  const LEFT = 64;
  const TOP = 72;
  const MATCH_PACE_MS = 500;      // two computers: a move at most every half second, to follow them
  let started = false;
  let code = null;        // {url, wasm}: the worker's code and the compiled module
  // The module on this thread too, for the play library that the desktop app shares: the clock,
  // the level bounds, the computer's move time, the clock presets and the undo rule.
  let playLib = null;
  let loadError = null;   // why they could not be loaded
  let canvas, ctx;
  let rules = null;
  let engine = null;
  let nextId = 1;
  const pending = new Map();
  let startFen = '';      // the game's start ("" the usual one)
  let startRed = true;    // Red moves first from it
  let moves = [];         // the game up to the position shown, ICCS
  let future = [];        // the moves stepped back over, next first
  // The game as a tree of moves (an opened file's variations and comments kept): {children:
  // [node...]}, a node {move (ICCS), chinese, wxf, before, comment, children}, where children[0]
  // continues the line and the others are its variations. `moves` then `future` are one line of
  // it, which syncTree() keeps it holding.
  let tree = { children: [] };
  let tags = [];          // an opened file's tags, written back when the game is saved
  let state = null;
  let selected = -1;
  let thinking = false;   // the engine looks for the computer's move
  let hinting = false;    // the engine looks for a hint
  let hint = null;        // {from, to, move, chinese, depth, score, mate, moverIsRed, at, pv}
  // The line of the search under way, as its last completed depth gave it: {who ('computer' or
  // 'hint'), depth, score, mate (the mover's view), moverIsRed, nodes, pv (ICCS), pvChinese,
  // pvWxf}.
  let live = null;
  let search = 0;         // the number of the latest search asked for; an older one's answer is dropped
  let paused = false;     // the computer does not play, the clock stands
  let turned = false;     // the board turned round from its usual side
  let notice = null;      // {key, vars}: a message on the last action (a file opened, a hint refused)
  let fileError = null;   // {name, error}: a file that could not be opened
  let seed = Math.floor(Math.random() * 1e9);
  let lastEngine = null;
  let levelValue = 4;
  let blackLevelValue = 4;
  let levelError = null;  // the refused level, shown until a valid one is chosen
  // The clock (the play library's, on performance.now()'s time): null until the module is loaded,
  // then one for every game, enabled when the game has a time control.
  let clock = null;

  async function fetchOk(file) {
    const r = await fetch(file);
    if (!r.ok) throw new Error(`${file}: ${r.status} ${r.statusText}`);
    return r;
  }

  async function loadCode() {
    const [script, glue, wasm] = await Promise.all([
      fetchOk('xiangqi-worker.js').then((r) => r.text()),
      fetchOk('gameai-xiangqi.js').then((r) => r.text()),
      fetchOk('gameai-xiangqi.wasm').then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b)),
    ]);
    const blob = new Blob([glue, '\n', script], { type: 'text/javascript' });
    return { url: URL.createObjectURL(blob), wasm, module: await loadModule(glue, wasm) };
  }

  // An instance of the module on this thread, from the copies loaded for the workers.
  async function loadModule(glue, wasm) {
    if (typeof createXiangqiModule === 'undefined') {
      const url = URL.createObjectURL(new Blob([glue], { type: 'text/javascript' }));
      await new Promise((resolve, reject) => {
        const s = document.createElement('script');
        s.src = url;
        s.onload = resolve;
        s.onerror = () => reject(new Error('gameai-xiangqi.js could not be run'));
        document.head.appendChild(s);
      });
    }
    return createXiangqiModule({
      instantiateWasm: (imports, done) => {
        WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm));
        return {};
      },
    });
  }

  function failed(reason) {
    if (loadError) return;
    loadError = String(reason || 'no answer');
    thinking = false;
    hinting = false;
    showStatus();
  }

  function makeWorker() {
    const w = new Worker(code.url);
    w.onmessage = (e) => {
      if (e.data.type === 'failed') { failed(e.data.message); return; }
      const p = pending.get(e.data.id);
      if (e.data.type === 'info') { if (p && p.onInfo) p.onInfo(e.data.info); return; }
      if (p) { pending.delete(e.data.id); p.resolve(e.data); }
    };
    w.onerror = (e) => { e.preventDefault(); failed(e.message); };
    w.postMessage({ type: 'load', wasm: code.wasm });
    return w;
  }

  // A request to a worker; `onInfo` takes a search's reports of each depth before its answer.
  function ask(worker, message, onInfo) {
    return new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, { resolve, worker, onInfo });
      worker.postMessage({ ...message, id });
    });
  }

  const side = () => document.getElementById('xq-side').value;  // 'red', 'black' or 'both'
  // Whether the computer plays the side (Red if `red`).
  const computerPlays = (red) => side() === 'both' || (side() === 'red' ? !red : red);
  const flipped = () => (side() === 'black') !== turned;
  const sameGame = (a) => a.join(' ') === moves.join(' ');
  // Red is to move after `n` moves of the game.
  const redAfter = (n) => (n % 2 === 0) === startRed;

  // The notation the moves are written in: the one chosen, or the language's (WXF in English,
  // Chinese in Chinese), as the desktop app offers them.
  function notation() {
    const chosen = document.getElementById('xq-notation').value;
    if (chosen === 'chinese' || chosen === 'wxf' || chosen === 'iccs') return chosen;
    return I18n.language() === 'zh_CN' ? 'chinese' : 'wxf';
  }
  // A move ({move or iccs (ICCS), chinese, wxf}) in that notation.
  function written(m) {
    const iccs = m.move || m.iccs || '';
    const n = notation();
    return (n === 'chinese' ? m.chinese : n === 'wxf' ? m.wxf : iccs) || iccs;
  }
  // A search's line ({pv, pvChinese, pvWxf}) in that notation.
  function lineWords(l) {
    const n = notation();
    return (n === 'chinese' ? l.pvChinese : n === 'wxf' ? l.pvWxf : l.pv) || l.pv || [];
  }

  // Whether `v` is a level: a whole number within the play library's bounds (the field's own
  // until the module is loaded, which then gives the field its bounds).
  function isLevel(v, field) {
    const [min, max] = playLib ? [playLib.XIANGQI_MIN_LEVEL, playLib.XIANGQI_MAX_LEVEL] : [Number(field.min), Number(field.max)];
    return Number.isInteger(v) && v >= min && v <= max;
  }

  // A level outside 1-10 (or not a whole number) is refused with a message; the field goes back
  // to the level the computer plays at.
  function levelChanged(id) {
    const field = document.getElementById(id);
    const v = Number(field.value);
    const current = id === 'xq-level' ? levelValue : blackLevelValue;
    if (field.value.trim() !== '' && isLevel(v, field)) {
      if (id === 'xq-level') levelValue = v; else blackLevelValue = v;
      levelError = null;
    } else {
      levelError = { value: field.value.trim() === '' ? '""' : field.value, level: current };
      field.value = String(current);
    }
    showStatus();
  }

  // The clock. Time runs for the side to move from the game's first move on (as xiangqi sites
  // start it: not while Red thinks over the first move), while the game goes on, is not paused and
  // shows its last position; a move made charges its side the time taken and adds the increment
  // (the first move's too), as on the desktop: the play library's clock keeps the times.
  const clockOn = () => !!(clock && clock.enabled());
  const running = () => (clockOn() && clock.running()) || null;   // 'red', 'black' or null
  const flagged = () => (clockOn() && clock.flagged()) || null;
  const clockShouldRun = () => !!(clockOn() && state && state.moves.length && sameGame(state.moves.map((m) => m.iccs)) && !state.over &&
    !flagged() && !paused && !future.length && !loadError);
  const timeLeft = (who) => clock.remaining(who === 'red', performance.now());
  // The clocks as the computer is told them: Red's and Black's time left and the increment (all 0
  // without a clock).
  const clockTimes = () => (clockOn() ? [timeLeft('red'), timeLeft('black'), clock.incrementMs()] : [0, 0, 0]);

  // The play library's clock presets: [{name ("5+3"), baseMs, incrementMs}], the clock menu's
  // choices besides "none" (the menu offers these, a page test sees to it).
  function clockPresets() {
    const list = playLib.xiangqiClockPresets();
    const out = [];
    for (let i = 0; i < list.size(); ++i) out.push(list.get(i));
    list.delete();
    return out;
  }

  // The clock of a new game: the time control chosen in the menu, or none.
  function resetClock() {
    if (!clock) return;
    const preset = clockPresets().find((p) => p.name === document.getElementById('xq-clock').value);
    clock.reset(preset ? preset.baseMs : 0, preset ? preset.incrementMs : 0);
  }

  function stopClock() {
    if (clock) clock.stop(performance.now());
  }

  function syncClock() {
    const who = clockShouldRun() ? (state.redToMove ? 'red' : 'black') : null;
    if (who === running()) return;
    stopClock();
    if (who) clock.start(who === 'red', performance.now());
  }

  // A move was made by `who` (the game's first, or on its running clock): its time taken is
  // charged, the increment added, and the other side's clock runs.
  function moveMade(who) {
    if (!clockOn() || !(running() === who || (!running() && !moves.length && !paused))) return;
    clock.moved(who === 'red', performance.now());
  }

  function tick() {
    if (running() && clock.checkFlag(performance.now())) {
      cancelSearch();
      refresh();
      return;
    }
    showClock();
  }

  // m:ss, the seconds begun counted (a clock shows 15:00 until a whole second has gone); under
  // 10 s, tenths as well (0:09.4).
  function clockText(ms) {
    const t = Math.max(0, ms);
    if (t < 10000) return `0:0${Math.floor(t / 1000)}.${Math.floor((t % 1000) / 100)}`;
    const s = Math.ceil(t / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }

  function showClock() {
    const box = document.getElementById('xq-clocks');
    box.hidden = !clockOn();
    if (!clockOn()) return;
    for (const who of ['red', 'black']) {
      const el = document.getElementById(`xq-clock-${who}`);
      el.textContent = clockText(timeLeft(who));
      el.classList.toggle('running', running() === who);
      el.classList.toggle('flagged', flagged() === who);
    }
  }

  // The level the computer plays the side at (Red if `red`).
  const levelOf = (red) => (side() === 'both' && !red ? blackLevelValue : levelValue);
  // The longest the computer thinks over the move of that side now: the play library's rule, the
  // desktop app's (the engine's level caps and, on a clock, its time manager).
  const moveTime = (red) => playLib.xiangqiMoveTime(levelOf(red), ...clockTimes(), red);

  // Board square (rank * 9 + file, rank 0 Red's back rank) to canvas point and back.
  /** @returns {[number, number]} */
  function point(sq) {
    let f = sq % 9, r = Math.floor(sq / 9);
    if (flipped()) { f = 8 - f; r = 9 - r; }
    return [LEFT + f * STEP, TOP + (9 - r) * STEP];
  }
  function squareAt(x, y) {
    let f = Math.round((x - LEFT) / STEP), r = 9 - Math.round((y - TOP) / STEP);
    if (f < 0 || f > 8 || r < 0 || r > 9) return -1;
    if (flipped()) { f = 8 - f; r = 9 - r; }
    return r * 9 + f;
  }

  function line(x1, y1, x2, y2) { ctx.beginPath(); ctx.moveTo(x1, y1); ctx.lineTo(x2, y2); ctx.stroke(); }

  function draw() {
    ctx = Canvas.fit(canvas, WIDTH, HEIGHT);
    ctx.fillStyle = '#efefef';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
    ctx.fillStyle = '#c8934e';
    ctx.beginPath(); ctx.roundRect(LEFT - 56, TOP - 60, 8 * STEP + 112, 9 * STEP + 120, 10); ctx.fill();
    ctx.fillStyle = '#ecc98d';
    ctx.fillRect(LEFT - 48, TOP - 52, 8 * STEP + 96, 9 * STEP + 104);
    ctx.strokeStyle = '#5b3a1a';
    ctx.lineWidth = 3;
    ctx.strokeRect(LEFT - 6, TOP - 6, 8 * STEP + 12, 9 * STEP + 12);
    ctx.lineWidth = 1.3;
    for (let r = 0; r < 10; ++r) line(LEFT, TOP + r * STEP, LEFT + 8 * STEP, TOP + r * STEP);
    for (let f = 0; f < 9; ++f) {
      if (f === 0 || f === 8) line(LEFT + f * STEP, TOP, LEFT + f * STEP, TOP + 9 * STEP);
      else { line(LEFT + f * STEP, TOP, LEFT + f * STEP, TOP + 4 * STEP); line(LEFT + f * STEP, TOP + 5 * STEP, LEFT + f * STEP, TOP + 9 * STEP); }
    }
    // The palaces.
    line(LEFT + 3 * STEP, TOP, LEFT + 5 * STEP, TOP + 2 * STEP); line(LEFT + 5 * STEP, TOP, LEFT + 3 * STEP, TOP + 2 * STEP);
    line(LEFT + 3 * STEP, TOP + 7 * STEP, LEFT + 5 * STEP, TOP + 9 * STEP); line(LEFT + 5 * STEP, TOP + 7 * STEP, LEFT + 3 * STEP, TOP + 9 * STEP);
    ctx.fillStyle = '#6b4420';
    ctx.font = '32px "WenQuanYi Micro Hei", "Noto Sans CJK SC", serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('楚 河', LEFT + 2 * STEP, TOP + 4.5 * STEP);
    ctx.fillText('漢 界', LEFT + 6 * STEP, TOP + 4.5 * STEP);
    // File numbers: Black's 1-9 at the top, Red's 九-一 at the bottom (swapped when flipped).
    ctx.font = '18px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
    for (let f = 0; f < 9; ++f) {
      const top = flipped() ? RED_FILES[8 - f] : String(f + 1);
      const bottom = flipped() ? String(9 - f) : RED_FILES[f];
      ctx.fillText(top, LEFT + f * STEP, TOP - 38);
      ctx.fillText(bottom, LEFT + f * STEP, TOP + 9 * STEP + 38);
    }
    if (!state) return;
    // The last move, bracketed at both ends.
    const last = state.moves[state.moves.length - 1];
    if (last) for (const sq of [last.from, last.to]) brackets(...point(sq));
    for (let sq = 0; sq < 90; ++sq) {
      const p = state.board[sq];
      if (p) piece(...point(sq), p, sq === selected, state.inCheck && sq === state.kingInCheck);
    }
    if (selected >= 0) {
      for (const [from, to] of state.legal) {
        if (from !== selected) continue;
        const [x, y] = point(to);
        ctx.fillStyle = 'rgba(40, 90, 200, 0.75)';
        ctx.strokeStyle = 'rgba(40, 90, 200, 0.85)';
        if (state.board[to]) { ctx.lineWidth = 4; ctx.beginPath(); ctx.arc(x, y, 30, 0, 2 * Math.PI); ctx.stroke(); }
        else { ctx.beginPath(); ctx.arc(x, y, 8, 0, 2 * Math.PI); ctx.fill(); }
      }
    }
    const h = shownHint();
    if (h) arrow(point(h.from), point(h.to));
  }

  // The hint: a green arrow from the piece to its destination, over the pieces.
  function arrow([x1, y1], [x2, y2]) {
    const a = Math.atan2(y2 - y1, x2 - x1);
    const len = Math.hypot(x2 - x1, y2 - y1) - 8;
    ctx.save();
    ctx.translate(x1, y1);
    ctx.rotate(a);
    ctx.fillStyle = 'rgba(20, 150, 60, 0.6)';  // the piece under it shows through
    ctx.strokeStyle = 'rgba(10, 90, 30, 0.8)';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(0, -6); ctx.lineTo(len - 22, -6); ctx.lineTo(len - 22, -16); ctx.lineTo(len, 0);
    ctx.lineTo(len - 22, 16); ctx.lineTo(len - 22, 6); ctx.lineTo(0, 6); ctx.closePath();
    ctx.fill(); ctx.stroke();
    ctx.beginPath(); ctx.arc(0, 0, 7, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    ctx.restore();
  }

  function brackets(x, y) {
    const d = 30, l = 10;
    ctx.strokeStyle = '#2f6fe0';
    ctx.lineWidth = 3;
    for (const [sx, sy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]]) {
      ctx.beginPath();
      ctx.moveTo(x + sx * d, y + sy * (d - l)); ctx.lineTo(x + sx * d, y + sy * d); ctx.lineTo(x + sx * (d - l), y + sy * d);
      ctx.stroke();
    }
  }

  function piece(x, y, p, chosen, check) {
    const red = p < 8;
    if (check) { ctx.fillStyle = 'rgba(230, 30, 30, 0.55)'; ctx.beginPath(); ctx.arc(x, y, 34, 0, 2 * Math.PI); ctx.fill(); }
    ctx.fillStyle = 'rgba(0,0,0,0.25)';
    ctx.beginPath(); ctx.arc(x + 2, y + 3, 27, 0, 2 * Math.PI); ctx.fill();
    ctx.fillStyle = chosen ? '#fff6d8' : '#f6ecd6';
    ctx.beginPath(); ctx.arc(x, y, 27, 0, 2 * Math.PI); ctx.fill();
    ctx.strokeStyle = chosen ? '#2f6fe0' : '#7a6a55';
    ctx.lineWidth = chosen ? 3 : 1.5;
    ctx.stroke();
    ctx.strokeStyle = red ? '#c0302a' : '#333';
    ctx.lineWidth = 1.5;
    ctx.beginPath(); ctx.arc(x, y, 22, 0, 2 * Math.PI); ctx.stroke();
    ctx.fillStyle = red ? '#c0302a' : '#222';
    ctx.font = 'bold 28px "WenQuanYi Micro Hei", "Noto Sans CJK SC", serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(NAMES[p], x, y + 1);
  }

  // The node after the moves `path` (the tree for none), or null when the tree has no such line.
  function nodeAt(path) {
    let n = tree;
    for (const m of path) if (!(n = n.children.find((c) => c.move === m))) return null;
    return n;
  }
  // The line on from `n`: its first children, in ICCS.
  function lineFrom(n) {
    const out = [];
    for (let k = n; k && k.children.length; k = k.children[0]) out.push(k.children[0].move);
    return out;
  }

  // Makes the tree hold the line shown (the moves, then the future): a line that leaves the tree
  // (a move played from a past position) replaces what followed there, and the tree ends where the
  // line ends (undo drops the moves taken back). The moves' Chinese come from the state.
  function syncTree() {
    let n = tree;
    [...moves, ...future].forEach((m, k) => {
      let next = n.children.find((c) => c.move === m);
      if (!next) { next = { move: m, chinese: '', wxf: '', before: '', comment: '', children: [] }; n.children = [next]; }
      if (state && k < state.moves.length && state.moves[k].iccs === m) Object.assign(next, { chinese: state.moves[k].chinese, wxf: state.moves[k].wxf });
      n = next;
    });
    n.children = [];
  }

  // Goes to the position after `path` (a move of the list clicked), the computer waiting; the
  // line ahead is the one that move is on.
  function goTo(path) {
    const n = nodeAt(path);
    if (!n) return;
    cancelSearch();
    stopClock();
    paused = true;
    notice = null;
    moves = path.slice();
    future = lineFrom(n);
    update();
  }

  const plyOffset = () => (startRed ? 0 : 1);
  const moveNumber = (ply) => Math.floor((ply + plyOffset()) / 2) + 1;
  const redPly = (ply) => (ply + plyOffset()) % 2 === 0;

  // The list's words of a move: its comment before it, the move (numbered when `numbered`: Red's
  // always, Black's after a break), to click, and its comment after it.
  function moveWords(box, node, path, ply, numbered) {
    if (node.before) box.append(commentSpan(node.before), ' ');
    const span = document.createElement('span');
    span.className = 'mv';
    const number = !numbered ? '' : redPly(ply) ? `${moveNumber(ply)}. ` : `${moveNumber(ply)}… `;
    span.textContent = number + written(node);
    if (path.join(' ') === moves.join(' ')) span.classList.add('current');
    span.addEventListener('click', () => goTo(path));
    box.append(span);
    if (node.comment) box.append(' ', commentSpan(node.comment));
  }
  function commentSpan(text) {
    const c = document.createElement('span');
    c.className = 'comment';
    c.textContent = text;
    return c;
  }

  // A variation in brackets: `node` (played after `path`, at `ply`) and the line after it, its
  // own variations nested.
  function variationWords(box, node, path, ply) {
    const v = document.createElement('span');
    v.className = 'variation';
    v.append('(');
    let at = node;
    let here = [...path, node.move];
    moveWords(v, at, here, ply, true);
    let numbered = !!node.comment;
    while (at.children.length) {
      const [main, ...others] = at.children;
      ++ply;
      v.append(' ');
      moveWords(v, main, [...here, main.move], ply, numbered || redPly(ply));
      for (const o of others) variationWords(v, o, here, ply);
      numbered = !!main.comment || others.length > 0;
      here = [...here, main.move];
      at = main;
    }
    v.append(')');
    box.append(' ', v);
  }

  // The move list: the game's main line in the notation chosen, a row a move number, each move's
  // comments and variations after it; the move shown highlighted; each move goes to its position.
  function showMoves() {
    const list = document.getElementById('xq-moves');
    list.innerHTML = '';
    let li = null;
    let path = [];
    let ply = 0;
    // Numbered from Red's move: a game that Black starts has an empty first half-move.
    for (let at = tree; at.children.length; at = at.children[0], ++ply) {
      const [main, ...others] = at.children;
      if (!li || redPly(ply)) {
        li = document.createElement('li');
        li.value = moveNumber(ply);
        list.appendChild(li);
        // Black's move on a row of its own: after a break, or first in a game Black starts.
        if (!redPly(ply)) { li.append(ply ? `${moveNumber(ply)}…` : '…'); if (ply) li.className = 'cont'; }
      }
      if (li.childNodes.length && li.lastChild.textContent.trim()) li.append('  ');
      moveWords(li, main, [...path, main.move], ply, false);
      for (const o of others) variationWords(li, o, path, ply);
      if (main.comment || others.length) li = null;  // Black's move goes on a row of its own
      path = [...path, main.move];
    }
    if (future.length) {
      const more = document.createElement('li');
      more.className = 'future';
      more.textContent = I18n.t(future.length === 1 ? '1 more move ▶' : '{n} more moves ▶', { n: future.length });
      list.appendChild(more);
    }
    const current = /** @type {HTMLElement} */ (list.querySelector('.mv.current'));
    if (current) list.scrollTop = Math.max(0, current.offsetTop - list.clientHeight / 2);
    else if (!moves.length) list.scrollTop = 0;
    // The comments of the position shown: the move that led to it, or the game's first.
    const n = nodeAt(moves);
    const words = !moves.length ? [tree.children.length ? tree.children[0].before : '']
      : n ? [n.before, n.comment] : [];
    const box = document.getElementById('xq-comment');
    box.textContent = words.filter(Boolean).join(' — ');
    box.hidden = !box.textContent;
  }

  // The end of the game in words, from the result and the reason the rules library gives.
  const ENDINGS = {
    checkmate: '{winner} wins: {loser} is checkmated',
    stalemate: '{winner} wins: {loser} has no legal move (stalemate loses)',
    'perpetual check': '{winner} wins: {loser} repeated with perpetual check',
    'perpetual chase': '{winner} wins: {loser} repeated with perpetual chase',
    repetition: 'Draw: the position repeated three times',
    '60-move rule': 'Draw: 60 moves without a capture',
    'no attacking pieces': 'Draw: neither side has a chariot, horse, cannon or soldier left',
  };
  function ending(s) {
    const words = ENDINGS[s.ending];
    if (!words || !['red', 'black', 'draw'].includes(s.result)) return s.reason;
    const red = I18n.t('Red'), black = I18n.t('Black');
    return I18n.t(words, { winner: s.result === 'red' ? red : black, loser: s.result === 'red' ? black : red });
  }

  // A score from the mover's side in words from Red's: who mates in how many moves, or pawns.
  function scoreWords(e) {
    if (e.mate) {
      // The search scores for the side it moved: a positive mate is that side's.
      const redMates = (e.mate > 0) === e.moverIsRed;
      const n = Math.abs(e.mate);
      return I18n.t(n === 1 ? '{side} mates in 1 move' : '{side} mates in {n} moves', { side: I18n.t(redMates ? 'Red' : 'Black'), n });
    }
    return `${I18n.t("score (Red's view)")} ${(e.score * (e.moverIsRed ? 1 : -1) / 100).toFixed(2)}`;
  }

  // The engine's last search: depth, the score from Red's point of view (or who mates, in how
  // many moves), nodes, and the line it expected.
  function engineLine(e) {
    if (!e || !e.move) return '';
    return `${I18n.t('depth')} ${e.depth}, ${scoreWords(e)}, ${I18n.t('nodes')} ${e.nodes}` +
      (e.line && e.line.pv.length ? `; ${I18n.t('line')}: ${lineWords(e.line).join(' ')}` : '');
  }

  // The search under way, as deep as it has gone: who searches, the depth, the score from Red's
  // point of view and its principal variation in the notation chosen.
  function liveLine(l) {
    if (!l) return '';
    const who = I18n.t(l.who === 'hint' ? 'Hint search' : "Computer's line");
    return `${who}: ${I18n.t('depth')} ${l.depth}, ${scoreWords(l)}: ${lineWords(l).join(' ')}`;
  }

  // The line a finished search ended on ({pv, pvChinese, pvWxf}), if it begins with the move it
  // chose (a low level's noise may choose another); null if not.
  const finalLine = (best) => (live && live.pv[0] === best.move ? { pv: live.pv, pvChinese: live.pvChinese, pvWxf: live.pvWxf } : null);

  // The hint for the position shown, if there is one.
  const shownHint = () => (hint && state && hint.at === moves.join(' ') && sameGame(state.moves.map((m) => m.iccs)) ? hint : null);

  const over = () => !state || state.over || !!flagged();

  function showStatus() {
    const el = document.getElementById('xq-status');
    if (loadError) {
      el.textContent = I18n.t('Xiangqi could not be loaded ({reason}). Reload the page when the server is reachable.', { reason: loadError });
    } else if (!state) el.textContent = I18n.t('Loading xiangqi…');
    else if (flagged()) {
      const red = I18n.t('Red'), black = I18n.t('Black');
      el.textContent = I18n.t('{winner} wins: {loser} ran out of time', { winner: flagged() === 'red' ? black : red, loser: flagged() === 'red' ? red : black });
    } else if (state.over) el.textContent = ending(state);
    else if (thinking) el.textContent = I18n.t('The computer is thinking…');
    else if (hinting) el.textContent = I18n.t('Looking for a good move…');
    else {
      el.textContent = I18n.t(state.redToMove ? 'Red to move' : 'Black to move') + (state.inCheck ? ' — ' + I18n.t('check') : '') +
        (paused && !state.over ? ' — ' + I18n.t('the computer waits') : '');
    }
    el.classList.toggle('error', !!loadError);
    const err = document.getElementById('xq-error');
    const errors = [];
    if (levelError) errors.push(I18n.t('The level must be a whole number from 1 to 10, not {value}: the computer plays at level {level}.', levelError));
    if (fileError) {
      errors.push(I18n.t('{file} could not be opened: {reason}. The game on the board is kept.',
        { file: fileError.name, reason: fileProblem(fileError.error) }));
    }
    err.textContent = errors.join(' ');
    err.hidden = !errors.length;
    const info = document.getElementById('xq-info');
    info.textContent = notice ? I18n.t(notice.key, notice.vars) : '';
    info.hidden = !notice;
    document.getElementById('xq-engine').textContent = engineLine(lastEngine);
    const lineBox = document.getElementById('xq-line');
    lineBox.textContent = liveLine(live);
    lineBox.hidden = !live;
    const h = shownHint();
    document.getElementById('xq-hint-text').textContent = h
      ? `${I18n.t('Hint')}: ${written(h)}${notation() === 'iccs' ? '' : ` (${h.move})`}, ${scoreWords(h)}, ${I18n.t('depth')} ${h.depth}` : '';
    // The buttons that can do something now.
    const hintButton = document.getElementById('xq-hint');
    hintButton.disabled = !code || over() || thinking || hinting;
    hintButton.title = thinking ? I18n.t('The computer is thinking: a hint comes on your move.') : '';
    const pause = document.getElementById('xq-pause');
    pause.textContent = I18n.t(paused ? 'Go on' : 'Pause');
    pause.disabled = !code || over();
    document.getElementById('xq-back').disabled = !moves.length;
    document.getElementById('xq-first').disabled = !moves.length;
    document.getElementById('xq-forward').disabled = !future.length;
    document.getElementById('xq-last').disabled = !future.length;
    document.getElementById('xq-save').disabled = !state;
    const both = side() === 'both';
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.xq-one'))) el.hidden = both;
    for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.xq-two'))) el.hidden = !both;
    showClock();
  }

  function refresh() { draw(); showMoves(); showStatus(); }

  async function update() {
    if (!code) return;
    const asked = moves.slice();
    const fen = startFen;
    const reply = await ask(rules, { type: 'state', fen, moves: asked });
    if (!sameGame(asked) || fen !== startFen) return;  // the game changed meanwhile: a newer answer comes
    state = reply.state;
    if (reply.error) moves = state.moves.map((m) => m.iccs);  // the legal start of a game given
    syncTree();
    selected = -1;
    syncClock();
    refresh();
    if (!over() && !paused && !future.length && computerPlays(state.redToMove) && !thinking) think();
  }

  async function think() {
    cancelSearch();
    thinking = true;
    const mine = ++search;
    showStatus();
    const asked = moves.slice();
    const moverIsRed = state.redToMove;
    const level = levelOf(moverIsRed);
    const began = performance.now();
    live = null;
    const reply = await ask(engine, { type: 'think', fen: startFen, moves: asked, level, seed, clock: clockTimes() },
      (info) => { if (mine === search) { live = { ...info, who: 'computer', moverIsRed }; showStatus(); } });
    // Two computers at the low levels answer in milliseconds: their moves are paced.
    const wait = side() === 'both' ? MATCH_PACE_MS - (performance.now() - began) : 0;
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    if (mine !== search || !sameGame(asked)) return;  // dropped, or the game changed meanwhile
    thinking = false;
    const line = finalLine(reply.best);
    live = null;
    if (flagged()) return;
    lastEngine = { ...reply.best, moverIsRed, line };
    if (reply.best.move) {
      moveMade(moverIsRed ? 'red' : 'black');
      moves.push(reply.best.move);
      future = [];
    }
    await update();
  }

  // A hint for the side to move: the engine at full strength for a few seconds, its move shown as
  // an arrow with its score. Refused while the computer thinks (its move comes first) and when the
  // game is over; a move, undo or a new game while it searches drops it.
  async function askHint() {
    if (!code || !state || over() || hinting) return;
    if (thinking) {
      notice = { key: 'The computer is thinking: a hint comes on your move.' };
      showStatus();
      return;
    }
    notice = null;
    hinting = true;
    const mine = ++search;
    showStatus();
    const asked = moves.slice();
    const moverIsRed = state.redToMove;
    live = null;
    const reply = await ask(engine, { type: 'think', fen: startFen, moves: asked, hint: true, seed },
      (info) => { if (mine === search) { live = { ...info, who: 'hint', moverIsRed }; showStatus(); } });
    if (mine !== search || !sameGame(asked)) return;
    hinting = false;
    const line = finalLine(reply.best);
    live = null;
    if (reply.best.move) {
      const legal = state.legal.find((l) => l[2] === reply.best.move);
      if (legal) hint = { ...reply.best, from: legal[0], to: legal[1], moverIsRed, at: asked.join(' '), line };
    }
    refresh();
  }

  // A search no longer wanted: the engine worker is replaced, its answer never comes.
  function cancelSearch() {
    ++search;
    live = null;
    if ((!thinking && !hinting) || !code) return;
    engine.terminate();
    for (const [id, p] of pending) if (p.worker === engine) pending.delete(id);
    engine = makeWorker();
    thinking = false;
    hinting = false;
  }

  // The side to move plays `iccs` (a click or a step forward).
  function playMove(iccs) {
    moveMade(state.redToMove ? 'red' : 'black');
    moves.push(iccs);
    notice = null;
    fileError = null;
    update();
  }

  function click(e) {
    if (over() || thinking) return;
    if (!paused && computerPlays(state.redToMove)) return;
    const sq = squareAt(...Canvas.pointOf(canvas, WIDTH, e));
    if (sq < 0) return;
    const move = selected >= 0 && state.legal.find(([f, t]) => f === selected && t === sq);
    if (move) {
      cancelSearch();
      selected = -1;
      // A move of the game's (its line or a variation) goes on along it; another replaces them.
      const known = nodeAt(moves);
      const next = known && known.children.find((c) => c.move === move[2]);
      future = next ? lineFrom(next) : [];
      playMove(move[2]);
      return;
    }
    const own = state.board[sq] && ((state.board[sq] < 8) === state.redToMove);
    selected = own ? sq : -1;
    draw();
  }

  // A new game from `fen` ("" the usual start) with `list` played (a file's `fileTree` of moves
  // holding it), on a fresh clock.
  function begin(fen, list, fileTags, fileTree) {
    cancelSearch();
    startFen = fen;
    startRed = !/^\S+\s+b\b/.test(fen);
    moves = list.slice();
    future = [];
    tree = fileTree || { children: [] };
    tags = fileTags || [];
    lastEngine = null;
    hint = null;
    selected = -1;
    resetClock();
    seed = Math.floor(Math.random() * 1e9);
    update();
  }

  function newGame() {
    levelError = null;
    fileError = null;
    notice = null;
    paused = false;
    begin('', []);
  }

  function undo() {
    cancelSearch();
    stopClock();
    // Against the computer: take back its reply and your move, so it is your turn again (the play
    // library's rule, the desktop app's).
    const n = playLib && !paused ? playLib.xiangqiTakeback(moves.length, redAfter(moves.length), computerPlays(true), computerPlays(false))
      : Math.min(1, moves.length);
    moves.splice(moves.length - n, n);
    future = [];
    if (clock) clock.liftFlag();
    notice = null;
    update();
  }

  // Steps through the game: back and forward one move, to its start and to its last move shown.
  // The computer waits meanwhile (Go on lets it play from the position shown).
  function step(where) {
    cancelSearch();
    stopClock();
    paused = true;
    notice = null;
    if (where === 'back' && moves.length) future.unshift(moves.pop());
    if (where === 'first') { future = [...moves, ...future]; moves = []; }
    if (where === 'forward' && future.length) moves.push(future.shift());
    if (where === 'last') { moves = [...moves, ...future]; future = []; }
    update();
  }

  function togglePause() {
    if (over()) return;
    paused = !paused;
    notice = null;
    if (paused) { if (thinking) cancelSearch(); stopClock(); refresh(); } else update();
  }

  function flip() {
    turned = !turned;
    draw();
  }

  // The game in PGN, as `gameai records export --notation iccs` writes it: written by the
  // WebAssembly module's game-file library (the rules worker), so a promise of the text.
  async function pgnText() {
    const name = (red) => (computerPlays(red) ? `gameai level ${side() === 'both' && !red ? blackLevelValue : levelValue}` : 'Player');
    let result = '*', termination = '';
    if (flagged()) { result = flagged() === 'red' ? '0-1' : '1-0'; termination = `${flagged() === 'red' ? 'Red' : 'Black'} lost on time`; }
    else if (state && state.over && !future.length && sameGame(lineFrom(tree))) {
      result = { red: '1-0', black: '0-1', draw: '1/2-1/2' }[state.result] || '*';
      termination = state.reason;
    }
    const now = new Date();
    const date = `${now.getFullYear()}.${String(now.getMonth() + 1).padStart(2, '0')}.${String(now.getDate()).padStart(2, '0')}`;
    const fileTag = (k) => tags.find(([t]) => t === k);
    const own = [['Event', 'gameai web game'], ['Site', 'gameai web page'], ['Date', date], ['Round', '-'],
      ['White', name(true)], ['Black', name(false)]];
    const out = tags.length ? tags.filter(([k]) => k !== 'TimeControl') : own;
    if (!tags.length) {
      out.push(['WhiteType', computerPlays(true) ? 'program' : 'human'], ['BlackType', computerPlays(false) ? 'program' : 'human']);
    }
    if (clockOn()) out.push(['TimeControl', clock.incrementMs() ? `${clock.baseMs() / 1000}+${clock.incrementMs() / 1000}` : `${clock.baseMs() / 1000}`]);
    else out.push(['TimeControl', fileTag('TimeControl') ? fileTag('TimeControl')[1] : '-']);
    const reply = await ask(rules, { type: 'write', game: { tags: out, tree, result, termination, fen: startFen } });
    if (reply.error) throw new Error(reply.error);
    return reply.text;
  }

  async function save() {
    if (!code) return;
    const text = await pgnText();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'application/x-chess-pgn' }));
    const d = new Date();
    const stamp = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}-${String(d.getHours()).padStart(2, '0')}${String(d.getMinutes()).padStart(2, '0')}`;
    a.download = `xiangqi-${stamp}.pgn`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 60000);
  }

  // A file's text: UTF-8, or GB18030 (Chinese files written on Windows) when it is not.
  function decode(bytes) {
    try { return new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch (e) { /* not UTF-8 */ }
    return new TextDecoder('gb18030').decode(bytes);
  }

  // Opens the first game of a PGN file: its main line is replayed and shown at its last move,
  // the computer waiting (step through it, play on by clicks, or Go on). A file that cannot be
  // read changes nothing on the board and says why.
  // A file's problem in the language chosen: the page's own ({key, vars}) or the game-file
  // library's message ({message}, English; translated where i18n.js knows its form).
  function fileProblem(error) {
    if (error.message === undefined) return I18n.t(error.key, { ...error.vars, notation: I18n.t((error.vars && error.vars.notation) || '') });
    const said = I18n.error(error.message);
    return said === error.message.charAt(0).toUpperCase() + error.message.slice(1) ? error.message : said;
  }

  async function open(file) {
    if (!code) return;
    let text;
    try { text = decode(await file.arrayBuffer()); } catch (e) {
      fileError = { name: file.name, error: { key: 'the browser could not read it ({reason})', vars: { reason: e instanceof Error ? e.message : String(e) } } };
      showStatus();
      return;
    }
    const reply = await ask(rules, { type: 'pgn', text });
    if (reply.error) {
      fileError = { name: file.name, error: reply.error };
      notice = null;
      showStatus();
      return;
    }
    const g = reply.game;
    fileError = null;
    levelError = null;
    paused = true;
    // How many variations and comments it has.
    let variations = 0, comments = 0;
    const count = (n) => { for (const c of n.children) { comments += Number(!!c.before) + Number(!!c.comment); count(c); } variations += Math.max(0, n.children.length - 1); };
    count(g.tree);
    const key = (g.more ? '{file}: the first game, {n} moves' : '{file}: {n} moves') +
      (variations || comments ? '; variations: {variations}, comments: {comments}' : '') + '; the computer waits (Go on).';
    notice = { key, vars: { file: file.name, n: g.moves.length, variations, comments } };
    begin(g.fen, g.moves, g.tags.filter(([k]) => !['Result', 'Variant', 'SetUp', 'FEN', 'Termination', 'Format'].includes(k)), g.tree);
  }

  // The game given as ICCS moves from the start (legal ones, up to the first that is not),
  // the computer replying if it is its turn.
  function play(list) {
    cancelSearch();
    startFen = '';
    startRed = true;
    moves = list.map(String);
    future = [];
    tree = { children: [] };
    lastEngine = null;
    update();
  }

  function init() {
    if (started) return;
    started = true;
    canvas = document.getElementById('xiangqi-board');
    [WIDTH, HEIGHT] = [canvas.width, canvas.height];
    ctx = Canvas.fit(canvas, WIDTH, HEIGHT);
    canvas.addEventListener('click', click);
    // The levels the fields hold (kept from the last visit, choices.js), where they are levels.
    for (const id of /** @type {const} */ (['xq-level', 'xq-level-black'])) {
      const v = Number(document.getElementById(id).value);
      if (isLevel(v, document.getElementById(id))) { if (id === 'xq-level') levelValue = v; else blackLevelValue = v; }
      else document.getElementById(id).value = String(id === 'xq-level' ? levelValue : blackLevelValue);
    }
    document.getElementById('xq-notation').addEventListener('change', refresh);
    document.getElementById('xq-level').addEventListener('change', () => levelChanged('xq-level'));
    document.getElementById('xq-level-black').addEventListener('change', () => levelChanged('xq-level-black'));
    document.getElementById('xq-new').addEventListener('click', newGame);
    document.getElementById('xq-undo').addEventListener('click', undo);
    document.getElementById('xq-hint').addEventListener('click', askHint);
    document.getElementById('xq-flip').addEventListener('click', flip);
    document.getElementById('xq-pause').addEventListener('click', togglePause);
    for (const where of ['first', 'back', 'forward', 'last']) document.getElementById(`xq-${where}`).addEventListener('click', () => step(where));
    document.getElementById('xq-side').addEventListener('change', newGame);
    document.getElementById('xq-clock').addEventListener('change', newGame);
    document.getElementById('xq-save').addEventListener('click', save);
    const file = document.getElementById('xq-file');
    document.getElementById('xq-open').addEventListener('click', () => file.click());
    file.addEventListener('change', () => { if (file.files.length) open(file.files[0]); file.value = ''; });
    // The desktop app's undo shortcut (its Ctrl+N belongs to the browser).
    document.addEventListener('keydown', (e) => {
      if (document.getElementById('page-xiangqi').classList.contains('hidden')) return;
      if (e.ctrlKey && e.key === 'z') { e.preventDefault(); undo(); }
    });
    Canvas.watch(() => draw(), canvas);
    setInterval(tick, 100);
    refresh();
    loadCode().then((c) => {
      playLib = c.module;
      for (const id of ['xq-level', 'xq-level-black']) {
        Object.assign(document.getElementById(id), { min: playLib.XIANGQI_MIN_LEVEL, max: playLib.XIANGQI_MAX_LEVEL });
      }
      clock = new playLib.XiangqiClock();
      resetClock();
      code = c;
      rules = makeWorker();
      engine = makeWorker();
      update();
    }, (err) => failed(err.message || err));
  }

  return {
    init, refresh: () => started && refresh(),
    state: () => state, thinking: () => thinking, hinting: () => hinting, moves: () => moves.slice(),
    future: () => future.slice(), hint: () => shownHint(), line: () => live, tree: () => tree, paused: () => paused, flipped,
    clock: () => (clockOn() ? { red: timeLeft('red'), black: timeLeft('black'), running: running(), flagged: flagged() } : null),
    moveTime: (red) => (playLib ? moveTime(red) : null), clockPresets: () => (playLib ? clockPresets() : null),
    notation, level: () => levelValue, blackLevel: () => blackLevelValue, loaded: () => !!code, failed: () => loadError,
    pgn: pgnText, play, squarePoint: (sq) => point(sq), size: () => [WIDTH, HEIGHT],
  };
})();
