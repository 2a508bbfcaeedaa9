// The xiangqi page: the board in the desktop app's look, moves by clicks with legal-move dots,
// the computer at a level 1-10, undo, and the move list in Chinese notation. Legal moves, the
// notation and the verdict come from the rules worker; the computer's move from the engine
// worker (replaced whenever a search is no longer wanted).
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
  const MIN_LEVEL = 1;
  const MAX_LEVEL = 10;
  let started = false;
  let code = null;        // {url, wasm}: the worker's code and the compiled module
  let loadError = null;   // why they could not be loaded
  let canvas, ctx;
  let rules = null;
  let engine = null;
  let nextId = 1;
  const pending = new Map();
  let moves = [];
  let state = null;
  let selected = -1;
  let thinking = false;
  let seed = Math.floor(Math.random() * 1e9);
  let lastEngine = null;
  let levelValue = 4;
  let levelError = null;  // the refused level, shown until a valid one is chosen

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
    return { url: URL.createObjectURL(blob), wasm };
  }

  function failed(reason) {
    if (loadError) return;
    loadError = String(reason || 'no answer');
    thinking = false;
    showStatus();
  }

  function makeWorker() {
    const w = new Worker(code.url);
    w.onmessage = (e) => {
      if (e.data.type === 'failed') { failed(e.data.message); return; }
      const p = pending.get(e.data.id);
      if (p) { pending.delete(e.data.id); p(e.data); }
    };
    w.onerror = (e) => { e.preventDefault(); failed(e.message); };
    w.postMessage({ type: 'load', wasm: code.wasm });
    return w;
  }

  function ask(worker, message) {
    return new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ ...message, id });
    });
  }

  const humanIsRed = () => document.getElementById('xq-side').value === 'red';
  const flipped = () => !humanIsRed();

  // A level outside 1-10 (or not a whole number) is refused with a message; the field goes back
  // to the level the computer plays at.
  function levelChanged() {
    const field = document.getElementById('xq-level');
    const v = Number(field.value);
    if (field.value.trim() !== '' && Number.isInteger(v) && v >= MIN_LEVEL && v <= MAX_LEVEL) {
      levelValue = v;
      levelError = null;
    } else {
      levelError = field.value.trim() === '' ? '""' : field.value;
      field.value = String(levelValue);
    }
    showStatus();
  }

  // Board square (rank * 9 + file, rank 0 Red's back rank) to canvas point and back.
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

  function showMoves() {
    const list = document.getElementById('xq-moves');
    list.innerHTML = '';
    const ms = state ? state.moves : [];
    for (let i = 0; i < ms.length; i += 2) {
      const li = document.createElement('li');
      li.textContent = ms[i].chinese + (ms[i + 1] ? '  ' + ms[i + 1].chinese : '');
      list.appendChild(li);
    }
    list.scrollTop = list.scrollHeight;
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

  // The engine's last search: depth, the score from Red's point of view (or who mates, in how
  // many moves), nodes.
  function engineLine(e) {
    if (!e || !e.move) return '';
    let value;
    if (e.mate) {
      // The search scores for the side it moved: a positive mate is that side's.
      const redMates = (e.mate > 0) === e.moverIsRed;
      const n = Math.abs(e.mate);
      value = I18n.t(n === 1 ? '{side} mates in 1 move' : '{side} mates in {n} moves', { side: I18n.t(redMates ? 'Red' : 'Black'), n });
    } else {
      value = `${I18n.t("score (Red's view)")} ${(e.score * (e.moverIsRed ? 1 : -1) / 100).toFixed(2)}`;
    }
    return `${I18n.t('depth')} ${e.depth}, ${value}, ${I18n.t('nodes')} ${e.nodes}`;
  }

  function showStatus() {
    const el = document.getElementById('xq-status');
    if (loadError) {
      el.textContent = I18n.t('Xiangqi could not be loaded ({reason}). Reload the page when the server is reachable.', { reason: loadError });
    } else if (!state) el.textContent = I18n.t('Loading xiangqi…');
    else if (state.over) el.textContent = ending(state);
    else if (thinking) el.textContent = I18n.t('The computer is thinking…');
    else el.textContent = I18n.t(state.redToMove ? 'Red to move' : 'Black to move') + (state.inCheck ? ' — ' + I18n.t('check') : '');
    el.classList.toggle('error', !!loadError);
    const err = document.getElementById('xq-error');
    err.textContent = levelError === null ? ''
      : I18n.t('The level must be a whole number from 1 to 10, not {value}: the computer plays at level {level}.', { value: levelError, level: levelValue });
    err.hidden = levelError === null;
    document.getElementById('xq-engine').textContent = engineLine(lastEngine);
  }

  function refresh() { draw(); showMoves(); showStatus(); }

  async function update() {
    if (!code) return;
    const asked = moves.slice();
    const reply = await ask(rules, { type: 'state', moves: asked });
    if (asked.join(' ') !== moves.join(' ')) return;  // the game changed meanwhile: a newer answer comes
    state = reply.state;
    if (reply.error) moves = state.moves.map((m) => m.iccs);  // the legal start of a game given
    selected = -1;
    refresh();
    const computerToMove = state.redToMove !== humanIsRed();
    if (!state.over && computerToMove && !thinking) think();
  }

  async function think() {
    thinking = true;
    showStatus();
    const asked = moves.slice();
    const moverIsRed = state.redToMove;
    const reply = await ask(engine, { type: 'think', moves: asked, level: levelValue, seed });
    thinking = false;
    if (asked.join(' ') !== moves.join(' ')) return;  // the game changed meanwhile
    lastEngine = { ...reply.best, moverIsRed };
    if (reply.best.move) moves.push(reply.best.move);
    await update();
  }

  // A search no longer wanted: the engine worker is replaced, its answer never comes.
  function cancelThinking() {
    if (!thinking || !code) return;
    engine.terminate();
    for (const [id] of pending) pending.delete(id);
    engine = makeWorker();
    thinking = false;
  }

  function click(e) {
    if (!state || state.over || thinking) return;
    if (state.redToMove !== humanIsRed()) return;
    const sq = squareAt(...Canvas.pointOf(canvas, WIDTH, e));
    if (sq < 0) return;
    const move = selected >= 0 && state.legal.find(([f, t]) => f === selected && t === sq);
    if (move) {
      moves.push(move[2]);
      selected = -1;
      update();
      return;
    }
    const own = state.board[sq] && ((state.board[sq] < 8) === state.redToMove);
    selected = own ? sq : -1;
    draw();
  }

  function newGame() {
    cancelThinking();
    levelError = null;
    moves = [];
    lastEngine = null;
    seed = Math.floor(Math.random() * 1e9);
    update();
  }

  function undo() {
    cancelThinking();
    // Against the computer: take back its reply and your move, so it is your turn again.
    let n = 1;
    if (state && moves.length >= 2 && state.redToMove === humanIsRed()) n = 2;
    moves.splice(Math.max(0, moves.length - n), n);
    if (moves.length && (moves.length % 2 === 0) !== humanIsRed()) moves.pop();
    update();
  }

  // The game given as ICCS moves from the start (legal ones, up to the first that is not),
  // the computer replying if it is its turn.
  function play(list) {
    cancelThinking();
    moves = list.map(String);
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
    document.getElementById('xq-level').addEventListener('change', levelChanged);
    document.getElementById('xq-new').addEventListener('click', newGame);
    document.getElementById('xq-undo').addEventListener('click', undo);
    document.getElementById('xq-side').addEventListener('change', newGame);
    // The desktop app's undo shortcut (its Ctrl+N belongs to the browser).
    document.addEventListener('keydown', (e) => {
      if (document.getElementById('page-xiangqi').classList.contains('hidden')) return;
      if (e.ctrlKey && e.key === 'z') { e.preventDefault(); undo(); }
    });
    Canvas.watch(() => draw());
    refresh();
    loadCode().then((c) => {
      code = c;
      rules = makeWorker();
      engine = makeWorker();
      update();
    }, (err) => failed(err.message || err));
  }

  return {
    init, refresh: () => started && refresh(),
    state: () => state, thinking: () => thinking, moves: () => moves.slice(),
    level: () => levelValue, loaded: () => !!code, failed: () => loadError,
    play, squarePoint: (sq) => point(sq), size: () => [WIDTH, HEIGHT],
  };
})();
