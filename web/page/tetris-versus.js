// The Versus tab: you against the AI, or an AI against another, on two guideline boards with the
// same pieces, garbage between them, game after game until one side has won the match (first to
// N). The match, its
// rules and the AI run in a Web Worker of their own (tetris-worker.js named 'versus', over the
// play session's versus); this page draws the pictures it sends and forwards the keys, which are
// the Tetris tab's.
//
// As on the Tetris tab, the page numbers its messages and drops a picture taken before its
// latest new match or pause.
'use strict';

const TetrisVersus = (() => {
  I18n.add({
    'Versus': '对战', 'Versus match': '对战比赛', 'Left board': '左边棋盘', 'Right board': '右边棋盘', 'Think time': '思考时间',
    'First to': '先胜', 'New match': '新比赛', 'You': '你', 'The AI ({ai})': 'AI（{ai}）',
    'You {you} – {ai} the AI, first to {n}': '你 {you} – {ai} AI，先胜 {n} 局',
    'Game {n}: press a game key to start.': '第 {n} 局：按一个游戏键开始。',
    'Game {n}: tap a button to start.': '第 {n} 局：点一个按键开始。',
    'Game {n}.': '第 {n} 局。',
    'You win game {n}. The next one comes in a moment.': '你赢了第 {n} 局。下一局马上开始。',
    'The AI wins game {n}. The next one comes in a moment.': 'AI 赢了第 {n} 局。下一局马上开始。',
    'You win the match {you}–{ai}. N: a new match.': '你以 {you}–{ai} 赢得比赛。N：新比赛。',
    'The AI wins the match {ai}–{you}. N: a new match.': 'AI 以 {ai}–{you} 赢得比赛。N：新比赛。',
    'The match is paused. {key}: go on.': '比赛暂停。{key}：继续。',
    'Left {left} – {right} right, first to {n}': '左 {left} – {right} 右，先胜 {n} 局',
    'Game {n}: the AIs play.': '第 {n} 局：两个 AI 对战。',
    'Download this game (both boards)': '下载这一局（双方棋盘）',
    'Replay of versus game {game}: piece {step} of {steps}': '对战第 {game} 局回放：第 {step} / {steps} 个方块',
    'The left board won.': '左边棋盘获胜。', 'The right board won.': '右边棋盘获胜。', 'Stopped before its end.': '未下完就停止了。',
    'The left AI wins game {n}. The next one comes in a moment.': '左边的 AI 赢了第 {n} 局。下一局马上开始。',
    'The right AI wins game {n}. The next one comes in a moment.': '右边的 AI 赢了第 {n} 局。下一局马上开始。',
    'The left AI wins the match {left}–{right}. N: a new match.': '左边的 AI 以 {left}–{right} 赢得比赛。N：新比赛。',
    'The right AI wins the match {right}–{left}. N: a new match.': '右边的 AI 以 {right}–{left} 赢得比赛。N：新比赛。',
    'Press a key to start': '按键开始', 'Tap a button to start': '点按键开始',
    'Topped out': '顶出', 'Wins the game': '赢下这局', 'Wins the match': '赢得比赛',
    'sent': '发送', 'Paused': '暂停', '{n} ms': '{n} 毫秒',
    'The number of games to win must be a whole number from 1 to 99, not {value}.': '获胜局数必须是 1 到 99 的整数，不能是 {value}。',
    'versus-help': '双方的方块相同。你消的行会给 AI 送去垃圾行（四消 4 行、T 旋双消 4 行，背靠背和连击更多）；AI 送来的在你棋盘左边的红色计量条里等待，除非你先消行，否则会在你下一个方块之后升起。先顶出的一方输掉这局。按键（包括暂停）与俄罗斯方块页相同；N 开始新比赛。',
  });

  const COLORS = Canvas.COLORS;
  // Two layouts, in drawing units, each shown scaled to the width the page has (canvas.js): side
  // by side at the same size, each board with its hold, garbage meter and NEXT; and for a phone,
  // your board as large as the Tetris tab's narrow one and the AI's at half its size beside it,
  // with its meter only. Per side: x its left edge, cell, hold and next (the columns' widths,
  // 0 for none), the meter's width, the name's font.
  const LAYOUTS = {
    wide: { width: 772, sides: [{ x: 12, cell: 22, hold: 60, next: 60, meter: 8, name: 16 },
      { x: 396, cell: 22, hold: 60, next: 60, meter: 8, name: 16 }], score: [386, 24] },
    narrow: { width: 492, sides: [{ x: 6, cell: 22, hold: 56, next: 56, meter: 8, name: 16 },
      { x: 364, cell: 11, hold: 0, next: 0, meter: 6, name: 11 }], score: [431, 380] },
  };
  const narrowScreen = window.matchMedia('(max-width: 700px)');
  let L = LAYOUTS.wide;
  let WIDTH = L.width;
  const HEIGHT = 580;
  const BOARD_Y = 84;  // the boards' top: room above for the rows where pieces enter
  // Where side i's meter and board begin.
  const meterX = (g) => g.x + (g.hold ? g.hold + 6 : 0);
  const boardX = (g) => meterX(g) + g.meter + 4;
  const MAX_SEED = 2 ** 53 - 1;
  // The think times an AI may be given, in ms (20 by default).
  const THINK_MS = [10, 20, 50, 100, 200, 1000];
  // An AI's name on its board: the person's own weights are "Plays like me".
  const aiName = (name) => (name === 'linear' ? I18n.t('Plays like me') : name);
  // The garbage meter: rows waiting, rows that rise after the next piece, no garbage.
  const METER = { waiting: '#8a1f1f', due: '#ff4a3d', empty: '#12141c' };

  let worker = null;
  let canvas = null;
  let ctx = null;
  let snap = null;
  let drawn = null;
  let ready = false;
  let sent = 0;
  let settledAt = 0;
  let userPaused = false;
  let hiddenPaused = true;  // the tab starts hidden
  let started = false;      // init() ran
  let error = null;
  const errors = [];
  let fileText = '';  // the last game finished, both boards, as a versus file
  let replay = null;  // a versus file replayed: a ReplayControl with {info, pictures}
  let openError = null;
  let replayText = '';  // the file last opened, handed to the Tetris tab when it has one board

  function send(message) {
    const seq = ++sent;
    worker.postMessage({ ...message, seq });
    return seq;
  }
  function command(message) { settledAt = send(message); }

  // The Tetris tab's drawing (canvas.js), on this board's context.
  const block = (x, y, size, kind) => Canvas.block(ctx, x, y, size, kind);
  const pieceIn = (piece, x, y, w, h, size) => Canvas.pieceIn(ctx, piece, x, y, w, h, size);
  const box = (x, y, w, h) => Canvas.panel(ctx, x, y, w, h, 6);
  const font = (size, bold) => `${bold ? 'bold ' : ''}${size}px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif`;

  // The top-left corner of cell (x, y) of side i's board, row 0 at the bottom.
  const cellAt = (i, s, x, y) => {
    const g = L.sides[i];
    return [boardX(g) + x * g.cell, BOARD_Y + (s.height - 1 - y) * g.cell];
  };

  function banner(i, s, title) {
    const g = L.sides[i], bx = boardX(g), bw = s.width * g.cell, mid = BOARD_Y + (s.height * g.cell) / 2;
    ctx.fillStyle = 'rgba(10,12,18,0.75)';
    ctx.fillRect(bx, mid - 36, bw, 52);
    ctx.fillStyle = '#fff';
    ctx.textAlign = 'center';
    // As large as fits the board's width.
    ctx.font = font(20, true);
    const size = Math.min(20, Math.floor((20 * (bw - 12)) / ctx.measureText(title).width));
    ctx.font = font(size, true);
    ctx.fillText(title, bx + bw / 2, mid - 2);
    ctx.textAlign = 'left';
  }

  function drawSide(i, s, m) {
    const g = L.sides[i], CELL = g.cell, ox = g.x, bx = boardX(g), bw = s.width * CELL, bh = s.height * CELL;
    ctx.fillStyle = '#f2f4f8';
    ctx.font = font(g.name, true);
    ctx.textAlign = 'center';
    ctx.fillText(m.names ? m.names[i] : i === 0 && m.person ? I18n.t('You') : I18n.t('The AI ({ai})', { ai: aiName(i === 0 ? m.aiLeft : m.ai) }), bx + bw / 2, 24);
    ctx.textAlign = 'left';
    ctx.fillStyle = '#c8ccd8';
    ctx.font = font(12, true);
    if (g.hold) {
      ctx.fillText(I18n.t('HOLD'), ox, 56);
      box(ox, 62, g.hold, 44);
      if (s.hold) {
        ctx.globalAlpha = s.holdUsed ? 0.4 : 1;
        pieceIn(s.hold, ox, 62, g.hold, 44, 12);
        ctx.globalAlpha = 1;
      }
    }
    if (g.next) {
      ctx.fillStyle = '#c8ccd8';
      ctx.fillText(I18n.t('NEXT'), bx + bw + 6, 56);
      (s.queue || []).slice(0, 5).forEach((p, k) => {
        box(bx + bw + 6, 62 + k * 52, g.next, 44);
        pieceIn(p, bx + bw + 6, 62 + k * 52, g.next, 44, 12);
      });
    }
    // The board, its grid and its cells.
    Canvas.board(ctx, bx, BOARD_Y, s.width, s.height, CELL);
    for (let y = 0; y < s.height + (s.above || 0); ++y)
      for (let x = 0; x < s.width; ++x) {
        const k = s.cells[y * s.width + x];
        if (k) block(...cellAt(i, s, x, y), CELL, k);
      }
    const shown = (c) => c[1] < s.height + (s.above || 0);
    if (s.ghost) {
      ctx.strokeStyle = COLORS[s.activeKind] || '#888';
      ctx.lineWidth = 2;
      for (const c of s.ghost.filter(shown)) { const [x, y] = cellAt(i, s, c[0], c[1]); ctx.strokeRect(x + 1.5, y + 1.5, CELL - 3, CELL - 3); }
    }
    if (s.active) for (const c of s.active.filter(shown)) block(...cellAt(i, s, c[0], c[1]), CELL, s.activeKind);
    // The garbage meter: the rows waiting for this side, the ones due after its next piece brighter.
    const mx = meterX(g);
    ctx.fillStyle = METER.empty;
    ctx.fillRect(mx, BOARD_Y, g.meter, bh);
    const rows = Math.min(s.incoming || 0, s.height), due = Math.min(s.due || 0, rows);
    ctx.fillStyle = METER.waiting;
    ctx.fillRect(mx, BOARD_Y + bh - rows * CELL, g.meter, rows * CELL);
    ctx.fillStyle = METER.due;
    ctx.fillRect(mx, BOARD_Y + bh - due * CELL, g.meter, due * CELL);
    // The counters under the board: on one line, or one a line under a small board.
    ctx.fillStyle = '#a9aebf';
    const counters = [`${I18n.t('Lines')} ${s.lines}`, `${I18n.t('Pieces')} ${s.pieces}`, ...(m.sent ? [`${I18n.t('sent')} ${m.sent[i]}`] : [])];
    if (g.next) {
      ctx.font = font(13);
      ctx.fillText(counters.join('  ·  '), bx, BOARD_Y + bh + 26);
    } else {
      ctx.font = font(11);
      counters.forEach((text, k) => ctx.fillText(text, bx, BOARD_Y + bh + 20 + k * 16));
    }
    // What the moment says on this board.
    if (m.winner >= 0) {
      if (m.winner === i) banner(i, s, I18n.t(m.matchWinner === i ? 'Wins the match' : 'Wins the game'));
      else banner(i, s, I18n.t('Topped out'));
    } else if (m.paused) banner(i, s, I18n.t('Paused'));
    else if (!m.started && i === 0 && m.person) banner(i, s, I18n.t(Tetris.touchScreen() ? 'Tap a button to start' : 'Press a key to start'));
  }

  // A versus file replayed, as a picture of the match: both boards after the step shown.
  function replayView() {
    if (!replay || !replay.pictures) return null;
    const v = replay.info.versus;
    const over = replay.step >= replay.info.steps;
    return {
      sides: replay.pictures, names: v.players.map((p) => (p === 'human' ? I18n.t('You') : I18n.t('The AI ({ai})', { ai: p }))),
      winner: over ? v.winner : -1, matchWinner: -1, paused: false, started: true, score: null,
    };
  }

  function draw() {
    requestAnimationFrame(draw);
    const shown = replayView() || snap;
    if (!shown || !shown.sides || !canvas || canvas.offsetParent === null) return;
    L = narrowScreen.matches ? LAYOUTS.narrow : LAYOUTS.wide;
    WIDTH = L.width;
    ctx = Canvas.fit(canvas, WIDTH, HEIGHT);
    drawn = shown;
    ctx.fillStyle = '#1b1e29';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
    shown.sides.forEach((s, i) => drawSide(i, s, shown));
    if (shown !== snap) return;  // a replay: no callouts, no score
    // The callout of your last clear, over your board.
    if (typeof TetrisSounds !== 'undefined') {
      const g = L.sides[0], s = snap.sides[0];
      TetrisSounds.draw(ctx, boardX(g), BOARD_Y, s.width * g.cell, s.height * g.cell, performance.now());
    }
    // The match's score: between the boards, or under the AI's small one.
    ctx.fillStyle = '#f2f4f8';
    ctx.font = font(18, true);
    ctx.textAlign = 'center';
    ctx.fillText(`${snap.score[0]} : ${snap.score[1]}`, ...L.score);
    ctx.textAlign = 'left';
  }

  function showStatus() {
    const m = snap && snap.sides ? snap : null;
    const score = document.getElementById('vs-score');
    const status = document.getElementById('vs-status');
    if (m && !m.person) {
      // Two AIs: the left one against the right one.
      const v = { n: m.game, left: m.score[0], right: m.score[1], key: TetrisSettings.keysText('pause') };
      score.textContent = I18n.t('Left {left} – {right} right, first to {n}', { ...v, n: m.firstTo });
      status.textContent = I18n.t(m.matchWinner === 0 ? 'The left AI wins the match {left}–{right}. N: a new match.'
        : m.matchWinner === 1 ? 'The right AI wins the match {right}–{left}. N: a new match.'
          : m.winner === 0 ? 'The left AI wins game {n}. The next one comes in a moment.'
            : m.winner === 1 ? 'The right AI wins game {n}. The next one comes in a moment.'
              : m.paused ? 'The match is paused. {key}: go on.' : 'Game {n}: the AIs play.', v);
    } else if (m) {
      score.textContent = I18n.t('You {you} – {ai} the AI, first to {n}', { you: m.score[0], ai: m.score[1], n: m.firstTo });
      const v = { n: m.game, you: m.score[0], ai: m.score[1], key: TetrisSettings.keysText('pause') };
      status.textContent = I18n.t(m.matchWinner === 0 ? 'You win the match {you}–{ai}. N: a new match.'
        : m.matchWinner === 1 ? 'The AI wins the match {ai}–{you}. N: a new match.'
          : m.winner === 0 ? 'You win game {n}. The next one comes in a moment.'
            : m.winner === 1 ? 'The AI wins game {n}. The next one comes in a moment.'
              : m.paused ? 'The match is paused. {key}: go on.'
                : !m.started ? (Tetris.touchScreen() ? 'Game {n}: tap a button to start.' : 'Game {n}: press a game key to start.')
                  : 'Game {n}.', v);
    } else {
      score.textContent = '';
      status.textContent = '';
    }
    const el = document.getElementById('vs-error');
    el.textContent = error ? (error.raw !== undefined ? I18n.error(error.raw) : I18n.t(error.text, error.vars)) : '';
    el.hidden = !error;
  }
  function fail(e) { error = e; showStatus(); }

  function sendPause() { command({ type: 'pause', on: userPaused || hiddenPaused || !!replay }); }

  // --- A versus file replayed on the boards ------------------------------------------------
  function replayStatus() {
    const err = document.getElementById('vs-error');
    if (openError) {
      err.textContent = I18n.t('This run file cannot be opened: {reason}', { reason: I18n.error(openError) });
      err.hidden = false;
    }
    document.getElementById('vs-replay-bar').hidden = !replay;
    if (!replay) return;
    const v = replay.info.versus;
    let text = I18n.t('Replay of versus game {game}: piece {step} of {steps}', { game: v.game, step: replay.step, steps: replay.info.steps });
    if (replay.step >= replay.info.steps)
      text += ' · ' + I18n.t(v.winner === 0 ? 'The left board won.' : v.winner === 1 ? 'The right board won.' : 'Stopped before its end.');
    document.getElementById('vs-replay-status').textContent = text;
    document.getElementById('vs-replay-play').textContent = I18n.t(replay.playing ? 'Pause' : 'Play');
  }
  function openText(text) {
    replayText = text;
    send({ type: 'openRun', text });
  }
  function openFile(file) {
    ReplayControl.readFile(file, openText, (reason) => { openError = reason; replayStatus(); });
  }
  function closeReplay() {
    if (!replay) return;
    replay.stop();
    replay = null;
    sendPause();
    replayStatus();
    showStatus();
  }

  function newMatch() {
    if (typeof TetrisSounds !== 'undefined') TetrisSounds.reset();
    const seedField = document.getElementById('vs-seed');
    const seed = Number(seedField.value);
    if (seedField.value.trim() === '' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
      fail({ text: 'The seed must be a whole number from 0 to {max}, not {value}.', vars: { max: MAX_SEED, value: seedField.value || '""' } });
      return;
    }
    const firstField = document.getElementById('vs-first-to');
    const firstTo = Number(firstField.value);
    if (!/^[1-9]\d?$/.test(firstField.value.trim())) {
      fail({ text: 'The number of games to win must be a whole number from 1 to 99, not {value}.', vars: { value: firstField.value || '""' } });
      return;
    }
    userPaused = false;
    const value = (id) => document.getElementById(id).value;
    const leftAi = value('vs-left');
    document.getElementById('vs-left-ai').hidden = !leftAi;
    command({
      type: 'versusStart', ...TetrisStyle.ai(value('vs-ai')), seed, firstTo, thinkMs: Number(value('vs-think')), speed: Number(value('vs-speed')),
      left: leftAi ? { ...TetrisStyle.ai(leftAi), thinkMs: Number(value('vs-left-think')), speed: Number(value('vs-left-speed')) } : undefined,
    });
    if (hiddenPaused) sendPause();
  }

  function download() { if (fileText) ReplayControl.save(fileText, 'versus'); }

  function onKey(e, down) {
    if (document.getElementById('page-versus').classList.contains('hidden')) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA') && t.type !== 'range' && t.type !== 'checkbox') return;
    if (replay) { replay.key(e, down); return; }  // a replay shown has the keys (replay.js)
    const key = Tetris.actionFor(e.key);
    if (key) {
      e.preventDefault();
      if (down && e.repeat) return;  // the worker repeats held keys itself (DAS/ARR)
      send({ type: down ? 'press' : 'release', key });
      return;
    }
    if (!down || e.repeat) return;
    const k = e.key.toLowerCase();
    if (TetrisSettings.actionOf(e) === 'pause') { e.preventDefault(); togglePause(); }  // the keys set for it
    else if (k === 'n' || (k === 'enter' && snap && snap.matchWinner >= 0)) { e.preventDefault(); newMatch(); }
  }

  function togglePause() { userPaused = !userPaused; sendPause(); }

  function onMessage(e) {
    const m = e.data;
    if (m.type === 'versus') {
      // Your board's sounds and callouts, as on the Tetris tab (events come drained, so even a
      // picture dropped below still has its events heard).
      if (m.events && typeof TetrisSounds !== 'undefined') TetrisSounds.take(m.events, performance.now());
      if (!(m.seq >= settledAt) || !m.snapshot || !m.snapshot.sides) return;
      const before = snap;
      snap = m.snapshot;
      snap.seq = m.seq;
      snap.frame = m.frame;
      if (!before || before.winner !== snap.winner || before.started !== snap.started || before.paused !== snap.paused ||
          before.game !== snap.game || before.matchWinner !== snap.matchWinner) showStatus();
      // A game just over: its file, for "Download this game".
      if (snap.winner >= 0 && (!before || before.winner < 0 || before.game !== snap.game)) send({ type: 'versusFile' });
    } else if (m.type === 'versusFile') {
      if (m.text) fileText = m.text;
      document.getElementById('vs-download').hidden = !fileText;
    } else if (m.type === 'replay') {
      if (m.info.error) { openError = m.info.error; replayStatus(); return; }
      if (!m.info.versus) {
        // One board: the Tetris tab's replay.
        document.getElementById('tab-tetris').click();
        TetrisModes.openText(replayText);
        return;
      }
      openError = null;
      fail(null);
      if (replay) replay.stop();
      // A piece of each board every quarter of a second (a versus file keeps no times).
      replay = Object.assign(ReplayControl.create(m.info.steps, {
        show: (step) => send({ type: 'replayPictures', step }),
        status: replayStatus, pace: () => 250, close: closeReplay,
      }), { info: m.info, pictures: null });
      sendPause();  // the match waits under the replay
      replay.go(0);
      replay.tick();
      canvas.focus();
    } else if (m.type === 'replayPictures') {
      if (replay && m.step === replay.step) replay.pictures = m.pictures;
    } else if (m.type === 'started') {
      if (error) { error = null; showStatus(); }
    } else if (m.type === 'ready') {
      ready = true;
      // The left board: yours (the first choice, kept) or an AI's; the right board: an AI's.
      const left = document.getElementById('vs-left');
      while (left.options.length > 1) left.remove(1);
      const ai = document.getElementById('vs-ai');
      ai.innerHTML = '';
      for (const select of [left, ai])
        for (const name of m.presets) {
          const o = document.createElement('option');
          o.value = o.textContent = name;
          select.appendChild(o);
        }
      // "Plays like me", once the person's weights are learnt (tetris-style.js).
      TetrisStyle.menu(left);
      TetrisStyle.menu(ai);
      // The guideline rules' own AI, the bot, where the module has it.
      ai.value = m.presets.includes('bot') ? 'bot' : m.presets[0];
      for (const id of /** @type {const} */ (['vs-speed', 'vs-left-speed'])) {
        const speed = document.getElementById(id);
        speed.innerHTML = '';
        m.speeds.forEach((pps, i) => {
          const o = document.createElement('option');
          o.value = String(i);
          o.dataset.pps = String(pps);
          speed.appendChild(o);
        });
        speed.value = '2';  // 3 pieces a second: a match a person can win
      }
      // The players and speeds chosen last time (choices.js).
      Choices.watch(['vs-left', 'vs-ai', 'vs-speed', 'vs-left-speed']);
      optionWords();
      newMatch();
    } else if (m.type === 'error') {
      errors.push(m.message);
      fail({ raw: m.message });
    }
  }

  function optionWords() {
    for (const o of [...document.getElementById('vs-speed').options, ...document.getElementById('vs-left-speed').options]) {
      const pps = Number(o.dataset.pps);
      o.textContent = I18n.speed(pps);
    }
    for (const o of [...document.getElementById('vs-think').options, ...document.getElementById('vs-left-think').options])
      o.textContent = I18n.t('{n} ms', { n: o.value });
  }

  function setHidden(hidden) {
    if (hidden === hiddenPaused || !worker) return;
    hiddenPaused = hidden;
    sendPause();
  }

  function init() {
    if (started) return;
    started = true;
    canvas = document.getElementById('versus-board');
    ctx = Canvas.fit(canvas, WIDTH, HEIGHT);
    worker = new Worker('tetris-worker.js', { name: 'versus' });
    worker.onmessage = onMessage;
    worker.onerror = (e) => {
      e.preventDefault();
      errors.push(String(e.message));
      fail({ text: 'The game could not be loaded ({reason}). Reload the page when the server is reachable.', vars: { reason: e.message || 'no answer' } });
    };
    sendPause();
    for (const id of /** @type {const} */ (['vs-think', 'vs-left-think'])) {
      const select = document.getElementById(id);
      for (const ms of THINK_MS) select.add(new Option(String(ms), String(ms), ms === 20, ms === 20));
    }
    Choices.watch(['vs-think', 'vs-left-think']);
    document.addEventListener('keydown', (e) => onKey(e, true));
    document.addEventListener('keyup', (e) => onKey(e, false));
    document.getElementById('vs-new').addEventListener('click', () => { newMatch(); canvas.focus(); });
    document.getElementById('vs-download').addEventListener('click', () => { download(); canvas.focus(); });
    const input = document.getElementById('vs-open-run');
    input.addEventListener('change', () => { openFile(input.files[0]); input.value = ''; });
    document.getElementById('vs-open-run-button').addEventListener('click', () => input.click());
    document.getElementById('vs-replay-close').addEventListener('click', closeReplay);
    document.getElementById('vs-replay-play').addEventListener('click', () => { if (replay) replay.toggle(); });
    for (const id of ['vs-left', 'vs-left-think', 'vs-ai', 'vs-think', 'vs-first-to'])
      document.getElementById(id).addEventListener('change', () => { newMatch(); canvas.focus(); });
    document.getElementById('vs-speed').addEventListener('change', (e) => { send({ type: 'speed', speed: Number(/** @type {HTMLSelectElement} */ (e.target).value), side: 1 }); canvas.focus(); });
    document.getElementById('vs-left-speed').addEventListener('change', (e) => { send({ type: 'speed', speed: Number(/** @type {HTMLSelectElement} */ (e.target).value), side: 0 }); canvas.focus(); });
    optionWords();
    requestAnimationFrame(draw);
  }

  function refresh() {
    if (!started) return;
    optionWords();
    showStatus();
  }

  // What the page, the touch buttons and the browser test use.
  return {
    init, refresh, setHidden, focus: () => canvas && canvas.focus(),
    snapshot: () => snap, drawn: () => drawn, gameFile: () => fileText,
    // A versus file opened here (the Tetris tab hands its versus files over).
    openText,
    replayState: () => (replay ? { steps: replay.info.steps, step: replay.step, versus: replay.info.versus } : null),
    replayPictures: () => (replay ? replay.pictures : null), ready: () => ready, errors: () => errors.slice(),
    settled: () => !!snap && snap.seq === sent,
    post: (m) => send(m),
    press: (key) => send({ type: 'press', key }),
    release: (key) => send({ type: 'release', key }),
    togglePause,
    size: () => [WIDTH, HEIGHT],
    cellCentre: (side, x, y) => {
      const [cx, cy] = cellAt(side, drawn.sides[side], x, y), half = L.sides[side].cell / 2;
      return [cx + half, cy + half];
    },
    // The middle of the garbage meter's row `row` (0 the bottom) beside side's board.
    meterCentre: (side, row) => {
      const g = L.sides[side];
      return [meterX(g) + g.meter / 2, BOARD_Y + (drawn.sides[side].height - row) * g.cell - g.cell / 2];
    },
    meterColors: () => ({ ...METER }),
  };
})();
