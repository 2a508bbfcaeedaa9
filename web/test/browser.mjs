// What the page tests share: a local server for the built page (build/wasm/site) and Debian's
// Chromium, headless, driven over the DevTools protocol (puppeteer-core), started once per test
// file; pages opened in English; waits for a state, never for a time; the colours the page paints
// with; and the helpers the tests use. Each *.test.mjs file is one tab's tests (site.test.mjs
// the page as a site); node's test runner runs each file in a process of its own.
//
// What the files check, together: keys move and drop pieces; A hands the game to the AI, which clears lines, and takes it
// back, the player owning the next piece; a hidden game pauses; the language menu gives the keys
// back and every word follows it; errors stay until a later action succeeds; the boards are drawn
// sharp at device pixel ratio 2 and show what the games hold (pixels, not only state); the bench
// workload gives the native signature, at no less than a third of the native speed per CPU second
// where an optimised native build is there to compare with (scripts/web.sh bench builds one);
// the same seed gives the same lines as `gameai tetris play`; xiangqi moves by clicks with legal
// dots, the engine answers, the list is in Chinese, undo takes back, bad levels are refused, the
// endings are in words, and the tab works with the server gone; each mode ends with its result
// (a sprint by keys, dig, marathon and ultra by the AI); on a 360 x 740 touch phone at
// ratio 3 the Tetris board and its buttons fit the screen, sharp, and taps and swipes play; a page
// whose files cannot be loaded says so; and no page ever logs a console error. The native
// comparisons use the built `gameai` (GAMEAI_BIN, else build/ci, build/release or build/dev) and
// are skipped without one.
// GAMEAI_WEB_SCREENSHOTS=DIR saves the pictures of the docs there.
//
// Every wait is for a state (the page's latest picture having handled every key sent, a number
// of the game's clock ticks, a move on the board) with a deadline far beyond any machine's
// slowness; nothing is measured by the wall clock, so a busy machine makes the test slower,
// never wrong.
import { after, afterEach, before } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { serve } from '../serve.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const SITE = process.env.GAMEAI_WEB_SITE || join(ROOT, 'build/wasm/site');

export const NATIVE = [process.env.GAMEAI_BIN, ...['ci', 'release', 'dev'].map((p) => join(ROOT, `build/${p}/apps/cli/gameai`))]
  .find((p) => p && existsSync(p));

// The optimised native program the bench's speed is compared with: the page's speed against a
// sanitized build (build/ci) or a debug one would say nothing. `bash scripts/web.sh test` and
// `bench` build one (build/play); without one the bench checks the signature only.
export const NATIVE_OPTIMISED = [process.env.GAMEAI_BENCH_BIN, join(ROOT, 'build/release/apps/cli/gameai'),
  join(ROOT, 'build/play/apps/cli/gameai-tetris-cli')].find((p) => p && existsSync(p));

export const SHOTS = process.env.GAMEAI_WEB_SCREENSHOTS;

// How long any one wait may take: far more than a slow machine needs, so only a page that never
// gets there fails (GAMEAI_WEB_DEADLINE_MS to fail sooner while working on the page).
export const DEADLINE = Number(process.env.GAMEAI_WEB_DEADLINE_MS) || 240000;

// The colours the page paints with (style of the desktop app), to check the pixels against.
export const TETRIS_COLORS = [null, '#2ec4dc', '#f0d020', '#a040e0', '#40c040', '#e03838', '#3070f0', '#f08c20', '#8a8f9c'];

export const TETRIS_BOARD = '#10121a';

export const XIANGQI_PIECE = '#f6ecd6';

export const XIANGQI_PIECE_SELECTED = '#fff6d8';

export const XIANGQI_BOARD = '#ecc98d';

export let server;

export let browser;

export let url;

export const consoleErrors = [];

// A new page at `path`, in English (the language a test chose before is forgotten).
export async function open(path = '', { dpr = 1, base = url, errors = consoleErrors, viewport = null, context = browser } = {}) {
  const page = await context.newPage();
  page.setDefaultTimeout(DEADLINE);
  await page.evaluateOnNewDocument(() => {
    localStorage.removeItem('gameai.language');
    // The choices an earlier test made are forgotten when the page opens; a reload keeps them.
    if (!sessionStorage.getItem('gameai.test.opened')) {
      sessionStorage.setItem('gameai.test.opened', '1');
      localStorage.removeItem('gameai.choices');
    }
  });
  await page.setViewport(viewport || { width: 1140, height: 760, deviceScaleFactor: dpr });
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${path}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
  await page.goto(base + path);
  return page;
}

// Waits until fn(arg) is true in the page, polling (not by animation frames, which a hidden or
// busy page may skip).
export const until = (page, fn, arg) => page.waitForFunction(fn, { polling: 20, timeout: DEADLINE }, arg);

export const snapshot = (page) => page.evaluate(() => Tetris.snapshot());

// The page's picture once the worker has handled every message the page sent (the keys pressed
// so far included).
export async function settled(page) {
  await until(page, () => Tetris.settled());
  return snapshot(page);
}

// Lets the game's clock tick `n` times (at least 8 ms each) from now, asking for a picture each
// poll: a paused worker sends none of its own.
export async function ticks(page, n) {
  await page.evaluate(() => Tetris.post({ type: 'ping' }));
  const start = (await settled(page)).frame;
  await until(page, (target) => {
    if (Tetris.settled()) Tetris.post({ type: 'ping' });
    return Tetris.snapshot().frame >= target;
  }, start + n);
  return settled(page);
}

export async function press(page, key) {
  await page.keyboard.press(key);
  return settled(page);
}

export const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

export const near = (rgb, color) => rgb.every((v, i) => Math.abs(v - hex(color)[i]) <= 4);

// What the Tetris canvas shows, read in the page in one go with the picture it was drawn from:
// the colour at the centre of every board cell, by what the picture says is there.
export async function tetrisPixels(page) {
  await until(page, () => Tetris.drawn() === Tetris.snapshot());
  return page.evaluate(() => {
    const s = Tetris.drawn();
    const canvas = document.getElementById('tetris-board');
    const ctx = canvas.getContext('2d');
    const scale = canvas.width / Tetris.size()[0];
    const at = ([x, y]) => Array.from(ctx.getImageData(Math.floor(x * scale), Math.floor(y * scale), 1, 1).data.slice(0, 3));
    const active = new Set((s.active || []).map(([x, y]) => `${x},${y}`));
    const cells = [];
    for (let y = 0; y < s.height; ++y)
      for (let x = 0; x < s.width; ++x) {
        const kind = active.has(`${x},${y}`) ? s.activeKind : s.cells[y * s.width + x];
        cells.push({ x, y, kind, rgb: at(Tetris.cellCentre(x, y)) });
      }
    return { cells, covered: !!(s.paused || s.gameOver), backing: [canvas.width, canvas.height] };
  });
}

// Every cell shows its piece's colour, every empty one the board (a blank canvas fails).
export function checkTetrisPixels(p) {
  let filled = 0;
  for (const c of p.cells) {
    if (c.kind) ++filled;
    const want = c.kind ? TETRIS_COLORS[c.kind] : TETRIS_BOARD;
    assert.ok(near(c.rgb, want), `cell ${c.x},${c.y} (kind ${c.kind}) shows rgb(${c.rgb}), not ${want}`);
  }
  assert.ok(filled > 0, 'the board shows pieces');
}

// The colour just inside the rim of the piece on each of the 90 points, or the board's where
// there is none (24 px right and 4 down of the point, 4 up on the bottom rank, whose point is 6 px
// above the board's frame: clear of the lines, the frame, the river's words, the dots and the
// brackets).
export async function xiangqiPixels(page) {
  return page.evaluate(() => {
    const canvas = document.getElementById('xiangqi-board');
    const ctx = canvas.getContext('2d');
    const scale = canvas.width / Xiangqi.size()[0];
    const s = Xiangqi.state();
    const out = [];
    for (let sq = 0; sq < 90; ++sq) {
      const [x, y] = Xiangqi.squarePoint(sq);
      const dy = y > Xiangqi.size()[1] - 100 ? -4 : 4;
      out.push({ sq, piece: s.board[sq], rgb: Array.from(ctx.getImageData(Math.floor((x + 24) * scale), Math.floor((y + dy) * scale), 1, 1).data.slice(0, 3)) });
    }
    return out;
  });
}

export function checkXiangqiPixels(points) {
  for (const p of points) {
    const ok = p.piece ? near(p.rgb, XIANGQI_PIECE) || near(p.rgb, XIANGQI_PIECE_SELECTED) : near(p.rgb, XIANGQI_BOARD);
    assert.ok(ok, `square ${p.sq} (piece ${p.piece}) shows rgb(${p.rgb})`);
  }
}

// CPU seconds used so far by the browser's Web Worker threads (the bench runs in one): the fair
// measure on a machine shared with other work, as the native bench reports decisions per CPU
// second. Linux /proc, 100 ticks a second; null where no such thread is found.
export function workerCpuSeconds() {
  const procs = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      procs.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* the process ended meanwhile */ }
  }
  const root = browser.process().pid;
  const inside = (pid) => { for (let p = pid; p > 1; p = procs.get(p) ?? 0) if (p === root) return true; return false; };
  let ticks = 0;
  let found = false;
  for (const [pid] of procs) {
    if (!inside(pid)) continue;
    let tasks;
    try { tasks = readdirSync(`/proc/${pid}/task`); } catch { continue; }
    for (const tid of tasks) {
      try {
        if (!readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('DedicatedWorker')) continue;
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(f[11]) + Number(f[12]);
        found = true;
      } catch { /* the thread ended meanwhile */ }
    }
  }
  return found ? ticks / 100 : null;
}

before(async () => {
  assert.ok(existsSync(join(SITE, 'gameai-tetris.wasm')), 'build the page first: bash scripts/web.sh build');
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  server = await serve(SITE, 0);
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--no-first-run'],
    protocolTimeout: 2 * DEADLINE,  // one wait of DEADLINE is one call to the browser
  });
});

// A test that failed half-way leaves no page behind to take the CPU from the next ones.
afterEach(async () => {
  for (const page of await browser.pages()) if (page.url() !== 'about:blank') await page.close();
});

after(async () => {
  await browser?.close();
  server?.close();
});

// A phone: 360 x 740 CSS pixels at device pixel ratio 3, a touch screen.
export const PHONE = { width: 360, height: 740, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

// Where the page is laid out on the screen: the Tetris board and its buttons, what scrolls
// sideways, and the board's backing store against its shown size.
export const phoneLayout = (page) => page.evaluate(() => {
  const canvas = document.getElementById('tetris-board');
  const c = canvas.getBoundingClientRect();
  const pad = document.getElementById('touch-pad').getBoundingClientRect();
  return {
    board: [c.left, c.top, c.right, c.bottom], padBottom: pad.bottom, shown: [c.width, c.height],
    backing: [canvas.width, canvas.height], scrollWidth: document.documentElement.scrollWidth,
    bodyWidth: document.body.scrollWidth, width: innerWidth, height: innerHeight, ratio: devicePixelRatio,
  };
});

// The centre of an element, in CSS pixels of the viewport.
export async function centreOf(page, selector) {
  const r = await page.$eval(selector, (el) => { const b = el.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; });
  return { x: r[0], y: r[1] };
}

export async function tap(page, selector) {
  const { x, y } = await centreOf(page, selector);
  await page.touchscreen.tap(x, y);
  return settled(page);
}

export const columns = (s) => s.active.map((c) => c[0]);

// A finger's touches on the screen as the browser's own touch events, each stamped with its time
// (seconds after the first): a tap or a flick is judged by its time stamps, which a slow machine
// sending the events late does not change. steps: [type, x, y, seconds].
export async function touches(page, steps) {
  const session = await page.createCDPSession();
  const t0 = Date.now() / 1000;
  for (const [type, x, y, dt] of steps)
    await session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }], timestamp: t0 + dt });
  await session.detach();
}

export const tapAt = (page, x, y) => touches(page, [['touchStart', x, y, 0], ['touchEnd', x, y, 0.05]]);

// The versus match's picture once its worker has handled every message the page sent.
export async function versusSettled(page) {
  await until(page, () => TetrisVersus.settled());
  return page.evaluate(() => TetrisVersus.snapshot());
}

// What the versus canvas shows at the centre of every cell of both boards, by what the picture
// it was drawn from holds there.
export async function versusPixels(page) {
  await until(page, () => TetrisVersus.drawn() === TetrisVersus.snapshot());
  return page.evaluate(() => {
    const m = TetrisVersus.drawn();
    const canvas = document.getElementById('versus-board');
    const ctx = canvas.getContext('2d');
    const scale = canvas.width / TetrisVersus.size()[0];
    const cells = [];
    m.sides.forEach((s, side) => {
      const active = new Set((s.active || []).map(([x, y]) => `${x},${y}`));
      for (let y = 0; y < s.height; ++y)
        for (let x = 0; x < s.width; ++x) {
          const [px, py] = TetrisVersus.cellCentre(side, x, y);
          cells.push({ x, y: `${y} of side ${side}`, kind: active.has(`${x},${y}`) ? s.activeKind : s.cells[y * s.width + x],
            rgb: Array.from(ctx.getImageData(Math.floor(px * scale), Math.floor(py * scale), 1, 1).data.slice(0, 3)) });
        }
    });
    return { cells, covered: m.winner >= 0 || m.paused || !m.started };
  });
}

// A person's play by key events, as a script: for each piece the drop that leaves the lowest,
// flattest stack with the fewest holes (the rows it clears counting for it), reached by turning
// the piece where it enters (X clockwise, Z the other way), shifting it (← →) and dropping it
// (Space). The piece's shapes are learnt by turning it on the board the first time it comes.
export const PLAYER_WEIGHTS = { height: -0.51, lines: 0.76, holes: -0.36, bumps: -0.18 };

export function bestDrop(s, shapes) {
  const W = s.width, H = s.height + (s.above || 0);
  const full = (cells, x, y) => x < 0 || x >= W || y < 0 || (y < H && cells[y * W + x] !== 0);
  let best = null;
  shapes.forEach((shape, turns) => {
    const w = Math.max(...shape.map((c) => c[0])) + 1, h = Math.max(...shape.map((c) => c[1])) + 1;
    for (let x = 0; x + w <= W; ++x) {
      let y = H - h;
      if (shape.some(([cx, cy]) => full(s.cells, x + cx, y + cy))) continue;
      while (!shape.some(([cx, cy]) => full(s.cells, x + cx, y - 1 + cy))) --y;
      const cells = s.cells.slice();
      for (const [cx, cy] of shape) cells[(y + cy) * W + x + cx] = 9;
      const kept = [];
      let lines = 0;
      for (let r = 0; r < H; ++r) {
        const row = cells.slice(r * W, r * W + W);
        if (row.every((k) => k !== 0)) ++lines; else kept.push(row);
      }
      const heights = Array.from({ length: W }, (_, cx) => {
        for (let r = kept.length - 1; r >= 0; --r) if (kept[r][cx]) return r + 1;
        return 0;
      });
      let holes = 0;
      for (let cx = 0; cx < W; ++cx) for (let r = 0; r < heights[cx]; ++r) if (!kept[r][cx]) ++holes;
      let bumps = 0;
      for (let cx = 1; cx < W; ++cx) bumps += Math.abs(heights[cx] - heights[cx - 1]);
      const value = PLAYER_WEIGHTS.height * heights.reduce((a, b) => a + b, 0) + PLAYER_WEIGHTS.lines * lines +
        PLAYER_WEIGHTS.holes * holes + PLAYER_WEIGHTS.bumps * bumps;
      if (!best || value > best.value) best = { value, turns, x };
    }
  });
  return best;
}

export const shapeOf = (cells) => {
  const x0 = Math.min(...cells.map((c) => c[0])), y0 = Math.min(...cells.map((c) => c[1]));
  return cells.map(([x, y]) => [x - x0, y - y0]);
};

export async function playRunByKeys(page, maxPieces = 300) {
  const learnt = {};
  let s = await settled(page);
  for (let n = 0; n < maxPieces && !s.run.over; ++n) {
    if (!learnt[s.activeKind]) {
      const shapes = [];
      for (let turn = 0; turn < 4; ++turn) {
        shapes.push(shapeOf(s.active));
        s = await press(page, 'x');
      }
      learnt[s.activeKind] = shapes;
    }
    const drop = bestDrop(s, learnt[s.activeKind]);
    assert.ok(drop, `a place for piece ${s.pieces + 1}`);
    const turns = drop.turns === 3 ? ['z'] : Array(drop.turns).fill('x');
    for (const k of turns) await page.keyboard.press(k);
    s = await settled(page);
    const dx = drop.x - Math.min(...s.active.map((c) => c[0]));
    for (let i = 0; i < Math.abs(dx); ++i) await page.keyboard.press(dx < 0 ? 'ArrowLeft' : 'ArrowRight');
    s = await press(page, ' ');
    assert.ok(!s.gameOver, `the run topped out at piece ${s.pieces}`);
  }
  return s;
}

// A run's end as the page shows it: the result on the panel, over the board, with its words.
export async function runEnded(page) {
  await until(page, () => Tetris.snapshot().run.over && TetrisModes.result() !== null);
  const s = await snapshot(page);
  const shown = await page.evaluate(() => ({
    title: document.getElementById('run-result-title').textContent,
    details: document.getElementById('run-result-details').textContent,
    best: document.getElementById('run-result-best').textContent,
  }));
  return { s, r: s.run.result, shown };
}

// From now on the Tetris worker's clock (performance.now, the only time its game reads) runs RATE
// times as fast as the wall clock, going on from the time it read last (a later call changes the
// rate again; 1 is the wall clock's pace): a countdown or a timed run of minutes passes in a
// moment, every rule that reads the clock unchanged.
export async function setTetrisClockRate(page, rate) {
  const worker = page.workers().find((w) => w.url().includes('tetris-worker'));
  assert.ok(worker, 'the Tetris worker is running');
  await worker.evaluate((k) => {
    if (!self.testClock) {
      const real = performance.now.bind(performance);
      self.testClock = { real, base: real(), at: real(), rate: 1 };
      performance.now = () => { const c = self.testClock; return c.base + (c.real() - c.at) * c.rate; };
    }
    const c = self.testClock;
    const now = performance.now();
    Object.assign(c, { base: now, at: c.real(), rate: k });
  }, rate);
}

// Runs START (the key or tap that starts a run's countdown) and waits the countdown out on a
// clock twenty times as fast, then sets the clock back to the wall clock's pace: the run as it
// is after "3, 2, 1, go", without the three seconds. (Taking screenshots, the countdown keeps its
// pace, to be seen.)
export async function quickCountdown(page, start) {
  await setTetrisClockRate(page, SHOTS ? 1 : 20);
  await start();
  await until(page, () => { const r = Tetris.snapshot().run; return !r.waiting && r.countdown === 0 && !r.go; });
  await setTetrisClockRate(page, 1);
}

// Clicks on a xiangqi point, wherever and however large the board is shown.
export async function clickSquare(page, sq) {
  const board = await (await page.$('#xiangqi-board')).boundingBox();
  const [x, y] = await page.evaluate((s) => Xiangqi.squarePoint(s), sq);
  const scale = board.width / (await page.evaluate(() => Xiangqi.size()[0]));
  await page.mouse.click(board.x + x * scale, board.y + y * scale);
}

// The page may be reloading (a change of viewport to a phone's reloads it) and have no state yet.
export const xiangqiAt = (page, n) => until(page, (k) => Xiangqi.moves().length === k && !Xiangqi.thinking() && Xiangqi.state() !== null && Xiangqi.state().moves.length === k, n);

// A game the engine at level 4 won against seed 001's depth-1 minimax
// (`gameai xiangqi play --red ai:4 --black minimax:1 --movetime 200 --seed 1`): the last move,
// a5a9, mates.
export const MATE_GAME = ('h2e2 b7b0 a0b0 h7e7 h0g2 e7e3 g2e3 h9g7 e3f5 c9e7 f5g7 i9h9 g7h9 b9c7 i0h0 a9b9 ' +
  'b2b8 b9b8 b0b8 d9e8 h9g7 c6c5 f0e1 c7b5 b8b5 c5c4 c3c4 e6e5 b5e5 a6a5 e5a5 g6g5 a5a9').split(' ');

// The colour the canvas shows at a point of the board's drawing (CSS pixels).
export const canvasAt = (page, [x, y]) => page.evaluate(([px, py]) => {
  const canvas = document.getElementById('xiangqi-board');
  const scale = canvas.width / Xiangqi.size()[0];
  return Array.from(canvas.getContext('2d').getImageData(Math.floor(px * scale), Math.floor(py * scale), 1, 1).data.slice(0, 3));
}, [x, y]);

// A line the engine reports: its moves legal-looking in the three notations, as many of each.
export function checkLine(l) {
  assert.ok(l.pv.length >= 1 && l.pv.length === l.pvChinese.length && l.pv.length === l.pvWxf.length, JSON.stringify(l));
  for (const m of l.pv) assert.match(m, /^[a-i]\d[a-i]\d$/);
  for (const m of l.pvChinese) assert.match(m, /^\S{2}[进退平][一二三四五六七八九1-9]$/);
  for (const m of l.pvWxf) assert.match(m, /^[KAEHRCP+\-1-9][1-9+-][+\-=][1-9]$/);
}

// `text` matched literally inside a regular expression (WXF moves hold +).
export const esc = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Waits until `dir` holds a finished download ending in `suffix`, and returns its path.
export async function downloaded(dir, suffix) {
  for (const start = Date.now(); Date.now() - start < DEADLINE; await new Promise((r) => setTimeout(r, 50))) {
    const f = readdirSync(dir).find((n) => n.endsWith(suffix));
    if (f) return join(dir, f);
  }
  throw new Error(`no ${suffix} file downloaded into ${dir}`);
}

// --- What players met, round 3 (issue 49) ----------------------------------------------------

// Whether the element is shown whole inside the window, with nothing to scroll to reach it.
export const inView = (page, selector) => page.$eval(selector, (el) => {
  const r = el.getBoundingClientRect();
  return !el.hidden && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
});

export const pageScrolls = (page) => page.evaluate(() => document.scrollingElement.scrollHeight > innerHeight);

export const DESKTOP = { width: 1366, height: 800, deviceScaleFactor: 1 };
