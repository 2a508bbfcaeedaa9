// The Tetris page: draws the pictures the worker sends and forwards the player's keys. The game,
// its rules, its clocks and the AI all live in the worker's WebAssembly module.
//
// The page numbers its messages (`seq`); each picture says the last one the worker had handled.
// A picture taken before the page's latest hand-over, pause or new game is dropped: after A
// takes the game back, no picture of the AI still playing is shown, and the snapshot the page
// holds is the game as its latest command left it (or older, never half-way).
'use strict';

const Tetris = (() => {
  // Piece colours by kind (1 I .. 7 L, 8 a cell the rules filled without a piece), as the
  // desktop app paints them.
  const COLORS = Canvas.COLORS;
  // Two layouts of the same picture, in drawing units: the desktop app's (HOLD and the counters
  // left of the board, NEXT right) and a narrow one for a phone (the same board between two slim
  // columns), each shown scaled to the width the page has (canvas.js).
  const LAYOUTS = {
    wide: { width: 760, boardX: 222, left: 30, col: 166, next: 580, title: 17, holdH: 104, preview: 24,
      nextH: 104, nextStep: 118, statsY: 200, statsStep: 52, valueY: 24, labelFont: 14, valueFont: 21, badgeH: 32, badgeFont: 15 },
    narrow: { width: 528, boardX: 104, left: 8, col: 88, next: 432, title: 14, holdH: 60, preview: 14,
      nextH: 62, nextStep: 72, statsY: 148, statsStep: 44, valueY: 19, labelFont: 12, valueFont: 16, badgeH: 26, badgeFont: 12 },
  };
  // The narrow layout where style.css folds the panel below the board.
  const narrowScreen = window.matchMedia('(max-width: 700px)');
  let L = LAYOUTS.wide;
  let WIDTH = L.width;    // the drawing's size (CSS pixels where the page is wide enough)
  let BOARD_X = L.boardX;
  const HEIGHT = 764;
  const CELL = 32;
  // The visible board's top: room above it for the rows where guideline pieces enter (the
  // snapshot's `above`, at most two), so a spawning piece is seen whole.
  const BOARD_Y = 28 + 2 * CELL;
  // The keys are the player's (TetrisSettings: two per action, kept in the browser).
  // The AI's speed steps in pieces per second (0: flat out), as the module defines them.
  let speeds = [1, 2, 3, 5, 10, 30, 0];
  const speedText = (v) => I18n.speed(speeds[v]);
  const MAX_SEED = 2 ** 53 - 1;

  let worker = null;
  let canvas = null;
  let ctx = null;
  let snap = null;       // the latest picture the page accepted
  let drawn = null;      // the picture on the canvas now
  let drawnConcealed = false;  // drawn without its stack and previews (a timed run paused)
  let ready = false;
  let ai = false;        // the page's choice: the worker follows it message by message
  let gameRules = 'guideline';  // the rules of the game being played, for the status line
  let userPaused = false;
  let settingsPaused = false;  // the settings paused the game when they opened
  let touchScreen = false;  // the on-screen controls are shown (touch.js): the board says "tap"
  let hiddenPaused = false;  // the Tetris tab is not shown, or the whole page is hidden
  let hint = false;
  let sent = 0;          // messages sent to the worker
  let settledAt = 0;     // the seq of the latest hand-over, pause or new game
  // Pieces and lines per second over the last RATE_WINDOW_MS of playing time (the run's clock,
  // which stands while the game is paused), as the desktop app's rate meter measures them:
  // samples {ms, pieces, lines}, the oldest at or before the window's start.
  const RATE_WINDOW_MS = 3000;
  const RATE_MIN_SPAN_MS = 200;
  let samples = [];
  let rates = { pps: 0, lps: 0 };  // the rates drawn
  let error = null;      // {text, vars} or {raw}: the error shown until a later action succeeds
  const errors = [];
  const watchers = [];   // called with each picture the page accepts

  function send(message) {
    const seq = ++sent;
    worker.postMessage({ ...message, seq });
    return seq;
  }
  // A message after which pictures taken earlier no longer show the game.
  function command(message) { settledAt = send(message); }

  // The Tetris drawing shared with the Versus tab (canvas.js), on this board's context.
  const block = (x, y, size, kind) => Canvas.block(ctx, x, y, size, kind);
  const pieceIn = (piece, x, y, w, h, size) => Canvas.pieceIn(ctx, piece, x, y, w, h, size);
  const panelBox = (x, y, w, h) => Canvas.panel(ctx, x, y, w, h, 8);

  function outline(x, y, size, color, dashed) {
    ctx.save();
    ctx.strokeStyle = color;
    ctx.lineWidth = 2;
    if (dashed) ctx.setLineDash([4, 3]);
    ctx.strokeRect(x + 2, y + 2, size - 4, size - 4);
    ctx.restore();
  }

  // The top-left corner of board cell (x, y), row 0 at the bottom, in CSS pixels.
  const cellAt = (s, x, y) => [BOARD_X + x * CELL, BOARD_Y + (s.height - 1 - y) * CELL];

  function draw() {
    requestAnimationFrame(draw);
    if (!snap || !canvas || canvas.offsetParent === null) return;
    L = narrowScreen.matches ? LAYOUTS.narrow : LAYOUTS.wide;
    WIDTH = L.width;
    BOARD_X = L.boardX;
    ctx = Canvas.fit(canvas, WIDTH, HEIGHT);
    const s = TetrisModes.replayPicture() || snap;  // a run file replayed, else the game
    ctx.fillStyle = '#1b1e29';
    ctx.fillRect(0, 0, WIDTH, HEIGHT);
    const bw = s.width * CELL, bh = s.height * CELL;
    // A run against the clock paused shows neither its stack, nor its piece, nor what comes
    // (hold and previews), as guideline games hide them: a pause is not time to plan in.
    const concealed = s === snap && !!s.paused && !!s.run && s.run.mode !== 'endless';
    // The board and its grid.
    Canvas.board(ctx, BOARD_X, BOARD_Y, s.width, s.height, CELL);
    if (!concealed) drawPlay(s);
    // HOLD and the counters on the left, NEXT on the right.
    ctx.fillStyle = '#c8ccd8';
    ctx.font = `bold ${L.title}px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif`;
    ctx.fillText(I18n.t('HOLD'), L.left, 46);
    ctx.fillText(I18n.t('NEXT'), L.next, 46);
    panelBox(L.left, 58, L.col, L.holdH);
    if (s.holdEnabled && s.hold && !concealed) {
      ctx.globalAlpha = s.holdUsed ? 0.4 : 1;
      pieceIn(s.hold, L.left, 58, L.col, L.holdH, L.preview);
      ctx.globalAlpha = 1;
    }
    drawCounters(s);
    (s.queue || []).slice(0, 5).forEach((p, i) => {
      panelBox(L.next, 58 + i * L.nextStep, L.col, L.nextH);
      if (!concealed) pieceIn(p, L.next, 58 + i * L.nextStep, L.col, L.nextH, L.preview);
    });
    drawn = s;
    drawnConcealed = concealed;
    TetrisSounds.draw(ctx, BOARD_X, BOARD_Y, bw, bh, performance.now());
    if (!TetrisModes.drawOverlay(ctx, s, BOARD_X, BOARD_Y, bw, bh) && (s.gameOver || s.paused)) {
      ctx.fillStyle = 'rgba(10,12,18,0.72)';
      ctx.fillRect(BOARD_X, BOARD_Y + bh / 2 - 40, bw, 80);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 22px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText(I18n.t(s.gameOver ? 'Game over' : 'Paused'), BOARD_X + bw / 2, BOARD_Y + bh / 2 - 4);
      ctx.font = '14px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
      const touchWords = s.gameOver ? 'Tap the board: new game' : 'Tap the board: go on';
      const keyWords = s.gameOver ? I18n.t('N or Enter: new game') : I18n.t('{key}: go on', { key: TetrisSettings.keysText('pause') });
      ctx.fillText(touchScreen ? I18n.t(touchWords) : keyWords, BOARD_X + bw / 2, BOARD_Y + bh / 2 + 22);
      ctx.textAlign = 'left';
    }
  }

  // The settled cells, the rows above the board, the ghost, the hint and the falling piece.
  function drawPlay(s) {
    for (let y = 0; y < s.height; ++y)
      for (let x = 0; x < s.width; ++x) {
        const k = s.cells[y * s.width + x];
        if (k) block(...cellAt(s, x, y), CELL, k);
      }
    // The rows above the visible board: only what is in them is drawn, as guideline games do.
    const above = s.above || 0;
    for (let y = s.height; y < s.height + above; ++y)
      for (let x = 0; x < s.width; ++x) {
        const k = s.cells[y * s.width + x];
        if (k) block(...cellAt(s, x, y), CELL, k);
      }
    const visible = (c) => c[1] < s.height + above;
    if (s.ghost) for (const c of s.ghost.filter(visible)) outline(...cellAt(s, c[0], c[1]), CELL, COLORS[s.activeKind] || '#888');
    if (s.hint) for (const c of s.hint.filter(visible)) outline(...cellAt(s, c[0], c[1]), CELL, '#ffffff', true);
    if (s.active) for (const c of s.active.filter(visible)) block(...cellAt(s, c[0], c[1]), CELL, s.activeKind);
  }

  // The rates a run file replayed shows: its run's own (its time over its pieces and lines), or
  // without a result, the replay's pace.
  function replayRates() {
    const info = TetrisModes.replayState().info;
    const r = info.result;
    if (r && r.timeMs > 0) return { pps: r.pieces * 1000 / r.timeMs, lps: r.lines * 1000 / r.timeMs };
    return { pps: 1000 / TetrisModes.replayPace(), lps: 0 };
  }

  // The counters, the badge of who plays, the rules and the mode's timer, on the left.
  function drawCounters(s) {
    // A run that is over shows its own rates, the same as its result; a replay its run's; one
    // being played, those of its last seconds.
    const over = s.run && s.run.over && s.run.result;
    rates = TetrisModes.replaying() ? replayRates()
      : over ? { pps: over.pps, lps: over.timeMs > 0 ? over.lines / (over.timeMs / 1000) : 0 } : measured();
    const { pps, lps } = rates;
    const rows = [['Score', Number(s.score).toLocaleString('en')], ['Lines', s.lines], ['Level', s.level],
      ['Pieces', s.pieces], ['Pieces/s', pps.toFixed(2)], ['Lines/s', lps.toFixed(1)]];
    let y = L.statsY;
    for (const [label, value] of rows) {
      ctx.fillStyle = '#a9aebf';
      ctx.font = `${L.labelFont}px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif`;
      ctx.fillText(I18n.t(label), L.left, y);
      ctx.fillStyle = '#f2f4f8';
      ctx.font = `bold ${L.valueFont}px "DejaVu Sans", sans-serif`;
      ctx.fillText(String(value), L.left, y + L.valueY);
      y += L.statsStep;
    }
    ctx.fillStyle = s.ai ? '#2f6fe0' : '#3a3f52';
    ctx.beginPath(); ctx.roundRect(L.left, y, L.col, L.badgeH, 6); ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.font = `${L.badgeFont}px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif`;
    ctx.textAlign = 'center';
    ctx.fillText(I18n.t(TetrisModes.replaying() ? 'Replay' : s.ai ? 'AI playing' : 'You play'), L.left + L.col / 2, y + L.badgeH * 0.66);
    ctx.textAlign = 'left';
    ctx.fillStyle = '#a9aebf';
    ctx.fillText(I18n.t(s.rules), L.left, y + L.badgeH + 26);
    // The mode's timer and what is left, under the rules.
    let ty = y + L.badgeH + 26 + L.statsStep * 0.75;
    for (const [label, value] of TetrisModes.timerRows(s.run)) {
      ctx.fillStyle = '#a9aebf';
      ctx.font = `${L.labelFont}px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif`;
      ctx.fillText(I18n.t(label), L.left, ty);
      ctx.fillStyle = '#f2f4f8';
      ctx.font = `bold ${L.valueFont}px "DejaVu Sans", sans-serif`;
      ctx.fillText(String(value), L.left, ty + L.valueY);
      ty += L.statsStep;
    }
  }

  // Each picture accepted: the counts at the run's playing time (pauses left out, so neither the
  // settings, nor a replay, nor a hidden tab lowers the rates; a hand-over keeps them going).
  function measure(s) {
    const ms = s.run && Number.isFinite(s.run.timeMs) ? s.run.timeMs : 0;
    const last = samples[samples.length - 1];
    if (last && (ms < last.ms || s.pieces < last.pieces)) samples = [];  // a new game
    const sample = { ms, pieces: s.pieces, lines: s.lines };
    if (samples.length && samples[samples.length - 1].ms === ms) samples[samples.length - 1] = sample;
    else samples.push(sample);
    while (samples.length > 2 && samples[1].ms <= ms - RATE_WINDOW_MS) samples.shift();
  }
  function measured() {
    if (samples.length < 2) return { pps: 0, lps: 0 };
    const first = samples[0], last = samples[samples.length - 1];
    const span = last.ms - first.ms;
    if (span < RATE_MIN_SPAN_MS) return { pps: 0, lps: 0 };
    return { pps: (last.pieces - first.pieces) * 1000 / span, lps: (last.lines - first.lines) * 1000 / span };
  }

  // The status line says who plays and how to change it; an error stays above it until a later
  // action succeeds. Both are kept as words to translate, so a language change rewrites them.
  function showStatus() {
    const text = TetrisModes.replaying() ? 'A run file is replayed: {back} {on} a piece back or on, {play} play or pause, {close} close.'
      : ai ? 'The AI plays. Press {key} to take over.'
      : gameRules === 'classic' ? 'Classic rules: aim the piece with {left} {right} and {cw}, drop it with {hard}.'
        : 'You play. Press {key} to hand the game to the AI.';
    const k = (a) => TetrisSettings.keysText(a);
    document.getElementById('tetris-status').textContent = I18n.t(text, {
      key: k('ai'), left: k('left'), right: k('right'), cw: k('cw'), hard: k('hard'), back: '←', on: '→', play: I18n.t('Space'), close: 'Esc',
    });
    const el = document.getElementById('tetris-error');
    el.textContent = error ? (error.raw !== undefined ? I18n.error(error.raw) : I18n.t(error.text, error.vars)) : '';
    el.hidden = !error;
  }
  function fail(e) { error = e; showStatus(); }

  function setAi(on) {
    ai = on;
    command({ type: 'ai', on });
    showKeys();
    showStatus();
  }

  let replayPaused = false;  // a run file is replayed over the game
  function sendPause() { command({ type: 'pause', on: userPaused || hiddenPaused || replayPaused }); }

  // Pauses the game while it cannot be seen (another tab of the page, or the page itself
  // hidden); shown again, it goes on unless the player had paused it.
  function setHidden(hidden) {
    if (hidden === hiddenPaused || !worker) return;
    hiddenPaused = hidden;
    sendPause();
  }

  // type 'restart': the same, its countdown starting at once (R).
  function newGame(type) {
    const seedField = document.getElementById('seed');
    const seed = Number(seedField.value);
    if (seedField.value.trim() === '' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
      fail({ text: 'The seed must be a whole number from 0 to {max}, not {value}.', vars: { max: MAX_SEED, value: seedField.value || '""' } });
      return;
    }
    samples = [];
    TetrisSounds.reset();
    userPaused = false;
    TetrisModes.leaving();  // an unfinished zen or endless run stays downloadable
    command({
      type: type === 'restart' ? 'restart' : 'start', mode: TetrisModes.mode(), rules: document.getElementById('rules').value, seed,
      ...TetrisStyle.ai(document.getElementById('evaluator').value || 'eltetris'),
      lookahead: Number(document.getElementById('lookahead').value),
    });
    gameRules = document.getElementById('rules').value;
    TetrisModes.started();
    showStatus();
    if (hiddenPaused || replayPaused) sendPause();
  }

  // Demo mode: when the AI loses and the series box is ticked, the next seed's game starts after a
  // moment, so the AI can play all night.
  let restartPending = false;
  function demo() {
    if (!snap.gameOver || !snap.ai || restartPending || !document.getElementById('series').checked) return;
    restartPending = true;
    setTimeout(() => {
      restartPending = false;
      if (!ai || !snap.gameOver) return;
      const seed = document.getElementById('seed');
      seed.value = String((Number(seed.value) || 0) + 1);
      newGame();
    }, 800);
  }

  function speedChanged() {
    const v = Number(document.getElementById('speed').value);
    document.getElementById('speed-label').textContent = speedText(v);
    send({ type: 'speed', speed: v });
  }

  function onKey(e, down) {
    if (document.getElementById('page-tetris').classList.contains('hidden')) return;
    // The browser's and the system's shortcuts (Ctrl, Alt or Meta with another key) stay theirs.
    if ((e.ctrlKey && e.key !== 'Control') || e.metaKey || (e.altKey && e.key !== 'Alt')) return;
    const t = e.target;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA') && t.type !== 'range' && t.type !== 'checkbox') return;
    if (TetrisModes.onKey(e, down)) return;  // a run file replayed has the keys
    const action = TetrisSettings.actionOf(e);
    if (action && TetrisSettings.isGameKey(action)) {
      e.preventDefault();
      if (down && e.repeat) return;  // the worker repeats held keys itself (DAS/ARR)
      send({ type: down ? 'press' : 'release', key: action });
      return;
    }
    if (!down) return;
    const k = e.key.toLowerCase();
    const act = action === 'ai' ? () => setAi(!ai)
      : action === 'hint' ? () => { hint = !hint; document.getElementById('hint-box').checked = hint; send({ type: 'hint', on: hint }); }
        : action === 'pause' ? () => { userPaused = !userPaused; sendPause(); }
          : (k === 'n' || k === 'enter') && snap && (snap.gameOver || (snap.run && snap.run.over)) ? newGame
            : action === 'restart' ? () => newGame('restart') : null;
    if (!act) return;
    e.preventDefault();
    if (!e.repeat) act();  // a held A hands the game over once, not back and forth
  }

  // The player's handling goes to the worker (which keeps it for the next games too), and the
  // panel's words name the player's keys.
  function sendHandling() {
    if (worker) send({ type: 'handling', ...TetrisSettings.handling() });
    showKeys();
    showStatus();  // it names keys too
  }

  function showKeys() {
    const k = (a) => TetrisSettings.keysText(a);
    const c = TetrisSettings.controls();
    const parts = [
      [`${k('left')} ${k('right')}`, I18n.t('shift (held: {das} ms DAS, {arr} ms ARR)', { das: c.das, arr: c.arr })],
      [k('soft'), I18n.t('soft drop')], [k('hard'), I18n.t('hard drop')], [k('cw'), I18n.t('rotate clockwise')],
      [k('ccw'), I18n.t('counter-clockwise')], ...(c.rotate180 ? [[k('180'), I18n.t('180° rotation')]] : []),
      [k('hold'), I18n.t('hold')], [k('pause'), I18n.t('pause')], [k('ai'), I18n.t('the AI plays')],
      [k('hint'), I18n.t('hint')], [k('restart'), I18n.t('restart')], [I18n.t('N/Enter'), I18n.t('new game')],
    ];
    document.getElementById('keys-help').textContent = parts.map(([key, what]) => `${key} ${what}`).join(' · ');
    // With the on-screen controls (a phone), no key is named: there is no keyboard to press it on.
    const named = (words, key) => (touchScreen ? I18n.t(words) : I18n.t(`${words}  ({key})`, { key }));
    document.getElementById('ai-button').textContent = named(ai ? 'Take the game back' : 'Hand the game to the AI', k('ai'));
    document.getElementById('hint-label').textContent = named("Show the AI's choice as a hint", k('hint'));
  }

  // The game waits while the settings are open; closed, it goes on as it was (still paused only
  // if the player had paused it).
  function openSettings() {
    if (!TetrisSettings.isOpen() && !userPaused) { userPaused = true; settingsPaused = true; sendPause(); }
    TetrisSettings.open();
  }
  function settingsClosed() {
    if (settingsPaused) { settingsPaused = false; userPaused = false; sendPause(); }
    canvas.focus();
  }

  function onMessage(e) {
    const m = e.data;
    if (TetrisModes.onMessage(m)) return;
    if (m.type === 'snapshot') {
      // What happened counts even in a picture that is dropped: its sounds and callouts.
      if (m.snapshot) TetrisSounds.take(m.snapshot.events, performance.now());
      if (!(m.seq >= settledAt) || !m.snapshot) return;  // taken before the page's latest command
      snap = m.snapshot;
      snap.seq = m.seq;
      snap.frame = m.frame;
      for (const w of watchers) w(snap);
      measure(snap);
      TetrisModes.seen(snap);
      demo();
    } else if (m.type === 'started') {
      if (error) { error = null; showStatus(); }
    } else if (m.type === 'ready') {
      ready = true;
      if (m.speeds) {
        speeds = m.speeds;
        document.getElementById('speed').max = String(speeds.length - 1);
      }
      TetrisSettings.setTiming(m.timing);
      sendHandling();
      const sel = document.getElementById('evaluator');
      sel.innerHTML = '';
      // The AI a link asked for, if the worker has it (else the link is told, and El-Tetris plays).
      // Without one, the AI chosen last time (choices.js).
      const kept = Choices.get('evaluator');
      // "Plays like me" too, once the person's weights are learnt (tetris-style.js).
      const offered = TetrisStyle.learnt() ? m.presets.concat([TetrisStyle.ME]) : m.presets;
      const chosen = options.ai && m.presets.includes(options.ai) ? options.ai : !options.ai && offered.includes(kept) ? kept : 'eltetris';
      if (options.ai && chosen !== options.ai && options.refused) options.refused('ai', options.ai, m.presets);
      for (const name of m.presets) {
        const o = document.createElement('option');
        o.value = o.textContent = name;
        if (name === chosen) o.selected = true;
        sel.appendChild(o);
      }
      TetrisStyle.menu(sel);
      if (chosen === TetrisStyle.ME) sel.value = chosen;
      speedChanged();
      newGame();
    } else if (m.type === 'error') {
      errors.push(m.message);
      fail({ raw: m.message });
    }
  }

  // options: {ai: the AI a link asked for, refused(name, value, choices): told when it is not one}
  let options = {};
  function init(opts) {
    options = opts || {};
    canvas = document.getElementById('tetris-board');
    ctx = Canvas.fit(canvas, WIDTH, HEIGHT);
    worker = new Worker('tetris-worker.js');
    worker.onmessage = onMessage;
    worker.onerror = (e) => {
      e.preventDefault();
      errors.push(String(e.message));
      fail({ text: 'The game could not be loaded ({reason}). Reload the page when the server is reachable.', vars: { reason: e.message || 'no answer' } });
    };
    TetrisStyle.init();
    TetrisSettings.init({ change: sendHandling, close: settingsClosed });
    document.getElementById('tetris-settings-button').addEventListener('click', openSettings);
    document.addEventListener('keydown', (e) => onKey(e, true));
    document.addEventListener('keyup', (e) => onKey(e, false));
    document.getElementById('ai-button').addEventListener('click', () => { setAi(!ai); canvas.focus(); });
    document.getElementById('hint-box').addEventListener('change', (e) => { hint = /** @type {HTMLInputElement} */ (e.target).checked; send({ type: 'hint', on: hint }); canvas.focus(); });
    document.getElementById('new-game').addEventListener('click', () => { newGame(); canvas.focus(); });
    document.getElementById('speed').addEventListener('input', speedChanged);
    TetrisModes.init({
      send, focus: () => canvas.focus(),
      pause: (on) => { replayPaused = on; sendPause(); showStatus(); },
    });
    for (const id of ['evaluator', 'lookahead', 'mode']) document.getElementById(id).addEventListener('change', () => { newGame(); canvas.focus(); });
    const evaluator = document.getElementById('evaluator');
    evaluator.addEventListener('change', () => Choices.keep(evaluator));
    TetrisSounds.init();
    setAi(false);
    requestAnimationFrame(draw);
    canvas.focus();
  }

  // The words of the panel again, in the language just chosen.
  function refresh() {
    document.getElementById('speed-label').textContent = speedText(Number(document.getElementById('speed').value));
    showKeys();
    TetrisSettings.show();
    TetrisModes.refresh();
    TetrisStyle.refresh();
    showStatus();
  }

  // What the browser test reads and drives.
  return {
    init,
    refresh,
    setHidden,
    focus: () => canvas && canvas.focus(),
    snapshot: () => snap,
    watch: (fn) => watchers.push(fn),
    drawn: () => drawn,
    drawnConcealed: () => drawnConcealed,
    // The pieces and lines per second drawn last.
    rates: () => ({ ...rates }),
    // Whether the page's latest picture shows every message it has sent handled.
    settled: () => !!snap && snap.seq === sent,
    ready: () => ready,
    errors: () => errors.slice(),
    post: (m) => send(m),
    openSettings,
    // The on-screen controls (touch.js): a key by the worker's name held and let go, the pause
    // as P, and a tap on the board, which starts the next game after a loss and ends a pause.
    press: (key) => send({ type: 'press', key }),
    release: (key) => send({ type: 'release', key }),
    togglePause: () => { userPaused = !userPaused; sendPause(); },
    tapBoard: () => {
      if (!snap) return false;
      // A game lost, or a run over (a sprint finished: no key on a phone says R or N).
      if ((snap.gameOver || (snap.run && snap.run.over)) && !ai) { newGame(); return true; }
      // A run waiting for its first key: the tap is that key (it starts the countdown, moving
      // nothing).
      if (snap.run && snap.run.waiting && !snap.paused) { send({ type: 'press', key: 'soft' }); send({ type: 'release', key: 'soft' }); return true; }
      if (userPaused) { userPaused = false; sendPause(); return true; }
      return false;
    },
    setTouchScreen: (on) => { touchScreen = !!on; if (TetrisSettings.controls()) showKeys(); },
    touchScreen: () => touchScreen,
    // The game key (the worker's name) a keyboard key plays, or undefined (tetris-versus.js).
    actionFor: (key) => { const a = TetrisSettings.actionOf({ key }); return a && TetrisSettings.isGameKey(a) ? a : undefined; },
    cellSize: () => CELL,
    boardMiddle: () => L.boardX + (((snap && snap.width) || 10) * CELL) / 2,
    // The centre of board cell (x, y) of the picture on the canvas, in CSS pixels.
    cellCentre: (x, y) => { const [cx, cy] = cellAt(drawn, x, y); return [cx + CELL / 2, cy + CELL / 2]; },
    colors: () => COLORS.slice(),
    size: () => [WIDTH, HEIGHT],
    request: (m, type) => new Promise((resolve) => {
      const w = new Worker('tetris-worker.js');
      w.onmessage = (e) => { if (e.data.type === type) { resolve(e.data.result); w.terminate(); } };
      w.postMessage(m);
    }),
    speedText: () => speeds.map((_, i) => speedText(i)),
  };
})();
