// The xiangqi page: the board in the desktop app's look, moves by clicks with legal-move dots,
// the computer at a level 1-10, undo, and the move list in Chinese notation. Legal moves, the
// notation and the verdict come from the rules worker; the computer's move from the engine
// worker (replaced whenever a search is no longer wanted).
'use strict';

const Xiangqi = (() => {
  const NAMES = { 1: '帥', 2: '仕', 3: '相', 4: '傌', 5: '俥', 6: '炮', 7: '兵',
    9: '將', 10: '士', 11: '象', 12: '馬', 13: '車', 14: '砲', 15: '卒' };
  const RED_FILES = ['九', '八', '七', '六', '五', '四', '三', '二', '一'];
  const STEP = 60;
  const LEFT = 64;
  const TOP = 72;
  let started = false;
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

  function makeWorker() {
    const w = new Worker('xiangqi-worker.js');
    w.onmessage = (e) => {
      const p = pending.get(e.data.id);
      if (p) { pending.delete(e.data.id); p(e.data); }
    };
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
  const level = () => Math.max(1, Math.min(10, Number(document.getElementById('xq-level').value) || 4));
  const flipped = () => !humanIsRed();

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
    const W = canvas.width, H = canvas.height;
    ctx.fillStyle = '#efefef';
    ctx.fillRect(0, 0, W, H);
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

  function showStatus() {
    const el = document.getElementById('xq-status');
    if (!state) { el.textContent = ''; return; }
    if (state.over) el.textContent = state.reason;
    else if (thinking) el.textContent = I18n.t('The computer is thinking…');
    else el.textContent = I18n.t(state.redToMove ? 'Red to move' : 'Black to move') + (state.inCheck ? ' — ' + I18n.t('check') : '');
    const e = lastEngine;
    document.getElementById('xq-engine').textContent = e && e.move
      ? `${I18n.t('depth')} ${e.depth}, ${I18n.t("score (Red's view)")} ${e.mate ? I18n.t('mate in') + ' ' + e.mate * e.redView : (e.score * e.redView / 100).toFixed(2)}, ${I18n.t('nodes')} ${e.nodes}` : '';
  }

  function refresh() { draw(); showMoves(); showStatus(); }

  async function update() {
    const reply = await ask(rules, { type: 'state', moves });
    state = reply.state;
    selected = -1;
    refresh();
    const computerToMove = state.redToMove !== humanIsRed();
    if (!state.over && computerToMove && !thinking) think();
  }

  async function think() {
    thinking = true;
    showStatus();
    const asked = moves.slice();
    const reply = await ask(engine, { type: 'think', moves: asked, level: level(), seed });
    thinking = false;
    if (asked.join(' ') !== moves.join(' ')) return;  // the game changed meanwhile
    // The search scores for the side it moved; the panel speaks from Red's point of view.
    lastEngine = { ...reply.best, redView: humanIsRed() ? -1 : 1 };
    if (reply.best.move) moves.push(reply.best.move);
    await update();
  }

  // A search no longer wanted: the engine worker is replaced, its answer never comes.
  function cancelThinking() {
    if (!thinking) return;
    engine.terminate();
    for (const [id] of pending) pending.delete(id);
    engine = makeWorker();
    thinking = false;
  }

  function click(e) {
    if (!state || state.over || thinking) return;
    if (state.redToMove !== humanIsRed()) return;
    const rect = canvas.getBoundingClientRect();
    const sq = squareAt((e.clientX - rect.left) * canvas.width / rect.width, (e.clientY - rect.top) * canvas.height / rect.height);
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

  function init() {
    if (started) return;
    started = true;
    canvas = document.getElementById('xiangqi-board');
    ctx = canvas.getContext('2d');
    rules = makeWorker();
    engine = makeWorker();
    canvas.addEventListener('click', click);
    document.getElementById('xq-new').addEventListener('click', newGame);
    document.getElementById('xq-undo').addEventListener('click', undo);
    document.getElementById('xq-side').addEventListener('change', newGame);
    // The desktop app's undo shortcut (its Ctrl+N belongs to the browser).
    document.addEventListener('keydown', (e) => {
      if (document.getElementById('page-xiangqi').classList.contains('hidden')) return;
      if (e.ctrlKey && e.key === 'z') { e.preventDefault(); undo(); }
    });
    draw();
    update();
  }

  return {
    init, refresh: () => started && refresh(),
    state: () => state, thinking: () => thinking, moves: () => moves.slice(),
    squarePoint: (sq) => point(sq),
  };
})();
