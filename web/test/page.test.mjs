// The browser edition in a real browser: Debian's Chromium, headless, driven over the DevTools
// protocol (puppeteer-core), loading the built page (build/wasm/site) from a local server.
//
// Checks: keys move and drop pieces; A hands the game to the AI, which clears lines, and takes it
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
import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { serve } from '../serve.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = process.env.GAMEAI_WEB_SITE || join(ROOT, 'build/wasm/site');
const NATIVE = [process.env.GAMEAI_BIN, ...['ci', 'release', 'dev'].map((p) => join(ROOT, `build/${p}/apps/cli/gameai`))]
  .find((p) => p && existsSync(p));
// The optimised native program the bench's speed is compared with: the page's speed against a
// sanitized (ci) or debug build would say nothing. `bash scripts/web.sh bench` builds one
// (build/play); without one the bench checks the signature only.
const NATIVE_OPTIMISED = [process.env.GAMEAI_BENCH_BIN, join(ROOT, 'build/release/apps/cli/gameai'),
  join(ROOT, 'build/play/apps/cli/gameai-tetris-cli')].find((p) => p && existsSync(p));
const SHOTS = process.env.GAMEAI_WEB_SCREENSHOTS;
// How long any one wait may take: far more than a slow machine needs, so only a page that never
// gets there fails (GAMEAI_WEB_DEADLINE_MS to fail sooner while working on the page).
const DEADLINE = Number(process.env.GAMEAI_WEB_DEADLINE_MS) || 240000;

// The colours the page paints with (style of the desktop app), to check the pixels against.
const TETRIS_COLORS = [null, '#2ec4dc', '#f0d020', '#a040e0', '#40c040', '#e03838', '#3070f0', '#f08c20', '#8a8f9c'];
const TETRIS_BOARD = '#10121a';
const XIANGQI_PIECE = '#f6ecd6';
const XIANGQI_PIECE_SELECTED = '#fff6d8';
const XIANGQI_BOARD = '#ecc98d';

let server;
let browser;
let url;
const consoleErrors = [];

// A new page at `path`, in English (the language a test chose before is forgotten).
async function open(path = '', { dpr = 1, base = url, errors = consoleErrors, viewport = null, context = browser } = {}) {
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
const until = (page, fn, arg) => page.waitForFunction(fn, { polling: 20, timeout: DEADLINE }, arg);

const snapshot = (page) => page.evaluate(() => Tetris.snapshot());

// The page's picture once the worker has handled every message the page sent (the keys pressed
// so far included).
async function settled(page) {
  await until(page, () => Tetris.settled());
  return snapshot(page);
}

// Lets the game's clock tick `n` times (at least 8 ms each) from now, asking for a picture each
// poll: a paused worker sends none of its own.
async function ticks(page, n) {
  await page.evaluate(() => Tetris.post({ type: 'ping' }));
  const start = (await settled(page)).frame;
  await until(page, (target) => {
    if (Tetris.settled()) Tetris.post({ type: 'ping' });
    return Tetris.snapshot().frame >= target;
  }, start + n);
  return settled(page);
}

async function press(page, key) {
  await page.keyboard.press(key);
  return settled(page);
}

const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const near = (rgb, color) => rgb.every((v, i) => Math.abs(v - hex(color)[i]) <= 4);

// What the Tetris canvas shows, read in the page in one go with the picture it was drawn from:
// the colour at the centre of every board cell, by what the picture says is there.
async function tetrisPixels(page) {
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
function checkTetrisPixels(p) {
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
async function xiangqiPixels(page) {
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

function checkXiangqiPixels(points) {
  for (const p of points) {
    const ok = p.piece ? near(p.rgb, XIANGQI_PIECE) || near(p.rgb, XIANGQI_PIECE_SELECTED) : near(p.rgb, XIANGQI_BOARD);
    assert.ok(ok, `square ${p.sq} (piece ${p.piece}) shows rgb(${p.rgb})`);
  }
}

// CPU seconds used so far by the browser's Web Worker threads (the bench runs in one): the fair
// measure on a machine shared with other work, as the native bench reports decisions per CPU
// second. Linux /proc, 100 ticks a second; null where no such thread is found.
function workerCpuSeconds() {
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

test('tetris: keys play pieces on a sharp board that shows them (device pixel ratio 2)', async () => {
  // A window tall enough for the board at its full size (a lower one shows it smaller, style.css).
  const page = await open('index.html', { viewport: { width: 1140, height: 860, deviceScaleFactor: 2 } });
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  let s = await settled(page);
  assert.equal(s.rules, 'guideline');
  assert.equal(s.queue.length, 5);
  assert.equal(s.pieces, 0);
  // One backing pixel per device pixel: twice the CSS pixels each way at ratio 2.
  const [width, height] = await page.evaluate(() => Tetris.size());
  assert.deepEqual(await page.$eval('#tetris-board', (c) => [c.width, c.height, c.getBoundingClientRect().width]), [2 * width, 2 * height, width]);
  // A held left key slides the piece to the wall (DAS then ARR), a hard drop locks it there.
  await page.keyboard.down('ArrowLeft');
  await until(page, () => Math.min(...Tetris.snapshot().active.map((c) => c[0])) === 0);
  await page.keyboard.up('ArrowLeft');
  s = await settled(page);
  assert.deepEqual(s.ghost.map((c) => c[0]).sort(), s.active.map((c) => c[0]).sort());
  await press(page, ' ');
  // Three more pieces: rotate, shift right, hold, drop.
  for (const keys of [['ArrowUp', ' '], ['ArrowRight', 'ArrowRight', ' '], ['c', ' ']])
    for (const k of keys) await press(page, k);
  s = await settled(page);
  assert.equal(s.pieces, 4, 'four pieces played by keys');
  assert.ok(s.hold, 'the hold slot has a piece');
  assert.ok(s.cells.some((k) => k > 0));
  assert.equal(s.ai, false);
  // The canvas shows the four pieces and the falling one in their colours.
  const pixels = await tetrisPixels(page);
  assert.deepEqual(pixels.backing, [2 * width, 2 * height]);
  checkTetrisPixels(pixels);

  // H shows the AI's choice for the piece in play as a second ghost.
  await press(page, 'h');
  await until(page, () => Tetris.snapshot().hint);
  await press(page, 'h');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

// The settings panel as a player uses it, in a browser profile of its own (its storage is not the
// other tests'): DAS changed, J caught as a second key for left, Space refused for right (hard drop
// has it), the 180° key turned on; the worker plays with them, and after a reload they are still
// there and J still plays. Reset gives the defaults back.
test('tetris: handling and keys set in the panel survive a reload, and a remapped key plays', async () => {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(DEADLINE);
    await page.setViewport({ width: 1140, height: 760 });
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`settings: ${m.text()}`); });
    page.on('pageerror', (e) => consoleErrors.push(`settings: ${e.message}`));
    await page.goto(url + 'index.html');
    const ready = () => until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
    await ready();
    let s = await settled(page);
    assert.deepEqual(s.handling, { das: 167, arr: 33, sdf: 20, rotate180: false });
    await page.click('#tetris-settings-button');
    await until(page, () => TetrisSettings.isOpen());
    assert.equal((await settled(page)).paused, true, 'the game waits while the panel is open');
    assert.match(await page.$eval('#ts-lock', (el) => el.textContent), /500 ms after landing, restarted by at most 15 moves/);
    await page.click('#ts-das', { clickCount: 3 });
    await page.keyboard.type('300');
    await page.keyboard.press('Tab');
    await page.click('#ts-key-left-1');
    assert.equal(await page.$eval('#ts-key-left-1', (el) => el.textContent), 'Press a key…');
    await page.keyboard.press('j');
    assert.equal(await page.$eval('#ts-key-left-1', (el) => el.textContent), 'J');
    await page.click('#ts-key-right-1');
    await page.keyboard.press(' ');
    assert.match(await page.$eval('#ts-message', (el) => el.textContent), /Space is already the key of Hard drop/);
    assert.equal(await page.$eval('#ts-key-right-1', (el) => el.textContent), 'none');
    await page.click('#ts-180');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-tetris-settings.png') });
    await page.click('#ts-close');
    s = await settled(page);
    assert.deepEqual(s.handling, { das: 300, arr: 33, sdf: 20, rotate180: true });
    assert.match(await page.$eval('#keys-help', (el) => el.textContent), /← or J → shift \(held: 300 ms DAS/);

    // Reloaded: the settings are there, the worker has them, and J plays.
    await page.reload();
    await ready();
    s = await settled(page);
    assert.deepEqual(s.handling, { das: 300, arr: 33, sdf: 20, rotate180: true });
    const left = Math.min(...s.active.map((c) => c[0]));
    s = await press(page, 'j');
    assert.equal(Math.min(...s.active.map((c) => c[0])), left - 1, 'J moved the piece left');
    if (s.activeKind !== 2) {  // an O looks the same half a turn on
      const cells = (p) => p.active.map((c) => c.join(',')).sort().join(' ');
      const before = cells(s);
      s = await press(page, 's');
      assert.notEqual(cells(s), before, 'S turned the piece half a turn');
    }
    // One button gives every default back.
    await page.click('#tetris-settings-button');
    await page.click('#ts-reset');
    await page.click('#ts-close');
    s = await settled(page);
    assert.deepEqual(s.handling, { das: 167, arr: 33, sdf: 20, rotate180: false });
    assert.deepEqual(await page.evaluate(() => TetrisSettings.controls().keys.left), ['ArrowLeft', '']);
    await page.close();
  } finally {
    await context.close();
  }
  assert.deepEqual(consoleErrors, []);
});

test('tetris settings in Chinese: keys named as players there name them (空格, 回车); a key typed through an input method is caught and plays', async () => {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(DEADLINE);
    await page.setViewport({ width: 1140, height: 760 });
    page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(`settings zh: ${m.text()}`); });
    page.on('pageerror', (e) => consoleErrors.push(`settings zh: ${e.message}`));
    await page.goto(url + 'index.html?game=tetris');
    await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
    await page.select('#language', 'zh_CN');
    const help = await page.$eval('#keys-help', (el) => el.textContent);
    assert.match(help, /空格 硬降/, help);
    assert.match(help, /C 或 Shift /, help);
    await page.click('#tetris-settings-button');
    await until(page, () => TetrisSettings.isOpen());
    assert.equal(await page.$eval('#ts-key-hard-0', (el) => el.textContent), '空格');
    await page.click('#ts-key-restart-1');
    assert.equal(await page.$eval('#ts-key-restart-1', (el) => el.textContent), '请按一个键…');
    await page.keyboard.press('Enter');
    assert.equal(await page.$eval('#ts-key-restart-1', (el) => el.textContent), '回车');
    await page.click('#ts-key-hint-1');
    await page.keyboard.press(' ');
    assert.match(await page.$eval('#ts-message', (el) => el.textContent), /^空格/);
    // A Chinese input method on: the browser names every key 'Process'; its place says which.
    await page.click('#ts-key-left-1');
    await page.evaluate(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Process', code: 'KeyJ', bubbles: true })));
    assert.equal(await page.$eval('#ts-key-left-1', (el) => el.textContent), 'J');
    await page.click('#ts-key-ai-0');
    await page.keyboard.press('f');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-tetris-settings-zh.png') });
    await page.click('#ts-close');
    // The status line names the keys as they are now, under the classic rules too.
    assert.match(await page.$eval('#tetris-status', (el) => el.textContent), /按 F /);
    assert.match(await page.$eval('#keys-help', (el) => el.textContent), /R 或 回车 重新开始/);
    let s = await settled(page);  // the pause the panel made ended with it
    assert.equal(s.paused, false);
    await page.select('#rules', 'classic');
    await page.click('#new-game');
    await until(page, () => Tetris.snapshot().rules === 'classic');
    assert.equal(await page.$eval('#tetris-status', (el) => el.textContent), '经典规则：用 ← 或 J → 和 ↑ 或 X 瞄准方块，用 空格 落下。');
    await page.select('#rules', 'guideline');
    await page.click('#new-game');
    await until(page, () => Tetris.snapshot().rules === 'guideline' && Tetris.settled());
    s = await snapshot(page);
    const left = Math.min(...s.active.map((c) => c[0]));
    for (const type of ['keydown', 'keyup'])
      await page.evaluate((t) => document.dispatchEvent(new KeyboardEvent(t, { key: 'Process', code: 'KeyJ', bubbles: true })), type);
    await until(page, (x) => Math.min(...Tetris.snapshot().active.map((c) => c[0])) === x - 1 && Tetris.settled(), left);
    await page.close();
  } finally {
    await context.close();
  }
  assert.deepEqual(consoleErrors, []);
});

// A phone: 360 x 740 CSS pixels at device pixel ratio 3, a touch screen.
const PHONE = { width: 360, height: 740, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

// Where the page is laid out on the screen: the Tetris board and its buttons, what scrolls
// sideways, and the board's backing store against its shown size.
const phoneLayout = (page) => page.evaluate(() => {
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
async function centreOf(page, selector) {
  const r = await page.$eval(selector, (el) => { const b = el.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; });
  return { x: r[0], y: r[1] };
}

async function tap(page, selector) {
  const { x, y } = await centreOf(page, selector);
  await page.touchscreen.tap(x, y);
  return settled(page);
}

const columns = (s) => s.active.map((c) => c[0]);

// A finger's touches on the screen as the browser's own touch events, each stamped with its time
// (seconds after the first): a tap or a flick is judged by its time stamps, which a slow machine
// sending the events late does not change. steps: [type, x, y, seconds].
async function touches(page, steps) {
  const session = await page.createCDPSession();
  const t0 = Date.now() / 1000;
  for (const [type, x, y, dt] of steps)
    await session.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }], timestamp: t0 + dt });
  await session.detach();
}
const tapAt = (page, x, y) => touches(page, [['touchStart', x, y, 0], ['touchEnd', x, y, 0.05]]);

test('tetris on a phone (360 x 740, touch, ratio 3): the whole board and its buttons on the screen, sharp, played by taps and swipes; the Versus and xiangqi tabs fit too', async (t) => {
  // A browser context of its own: no settings kept by another test's page.
  const context = await browser.createBrowserContext();
  t.after(() => context.close());
  const page = await open('index.html', { viewport: PHONE, context });
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active && Tetris.drawn());
  assert.equal(await page.evaluate(() => Touch.buttons()), true, 'a touch screen shows the buttons');
  assert.equal(await page.evaluate(() => Touch.swipe()), false, 'swipes are off until chosen');
  // With no keyboard the AI's button and the hint's box name no key.
  assert.equal(await page.$eval('#ai-button', (el) => el.textContent), 'Hand the game to the AI');
  assert.equal(await page.$eval('#hint-label', (el) => el.textContent), "Show the AI's choice as a hint");
  // The board and the buttons fit the screen: nothing scrolls sideways, nothing is cut off.
  const l = await phoneLayout(page);
  assert.equal(l.width, 360);
  assert.ok(l.scrollWidth <= 360 && l.bodyWidth <= 360, `the page is ${l.scrollWidth} px wide`);
  assert.ok(l.board[0] >= 0 && l.board[2] <= 360 && l.board[1] >= 0, `the board is at ${l.board}`);
  assert.ok(l.padBottom <= 740, `the buttons end at ${l.padBottom}`);
  assert.ok(l.shown[0] > 300, `the board is shown ${l.shown[0]} px wide`);
  // A finger on the board or its buttons neither scrolls nor zooms the page; nor does the page
  // bounce or reload when pulled past its end.
  assert.deepEqual(await page.evaluate(() => ['#tetris-board', '#touch-pad', '#touch-pad button']
    .map((q) => getComputedStyle(document.querySelector(q)).touchAction)), ['none', 'none', 'none']);
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).overscrollBehaviorY), 'none');
  // Sharp: one backing pixel per device pixel of the size shown.
  assert.equal(l.ratio, 3);
  assert.ok(Math.abs(l.backing[0] - 3 * l.shown[0]) <= 1 && Math.abs(l.backing[1] - 3 * l.shown[1]) <= 1,
    `backing ${l.backing} for ${l.shown} CSS pixels`);

  // Taps: a tap on ◀ shifts the piece one column, ↻ turns it, ⤓ drops it.
  let s = await settled(page);
  const start = Math.min(...columns(s));
  s = await tap(page, '#touch-pad [data-key=left]');
  assert.equal(Math.min(...columns(s)), start - 1, 'one tap, one column');
  const before = JSON.stringify(s.active);
  s = await tap(page, '#touch-pad [data-key=cw]');
  assert.notEqual(JSON.stringify(s.active), before, 'the piece turned');
  s = await tap(page, '#touch-pad [data-key=hard]');
  assert.equal(s.pieces, 1, 'one piece played by taps');
  // A button held down repeats as a held key: ▶ held slides the piece to the wall.
  const right = await centreOf(page, '#touch-pad [data-key=right]');
  await page.touchscreen.touchStart(right.x, right.y);
  await until(page, () => Math.max(...Tetris.snapshot().active.map((c) => c[0])) === Tetris.snapshot().width - 1);
  await page.touchscreen.touchEnd();
  await settled(page);
  s = await tap(page, '#touch-pad [data-key=hold]');
  assert.ok(s.hold, 'the hold button holds the piece');
  s = await tap(page, '#touch-pad [data-key=hard]');
  assert.equal(s.pieces, 2);
  // The canvas shows the pieces where the game has them, at this size and ratio.
  checkTetrisPixels(await tetrisPixels(page));
  // Pause by its button; a tap on the board goes on.
  await tap(page, '#pad-pause');
  await until(page, () => Tetris.snapshot().paused);
  const board = await centreOf(page, '#tetris-board');
  await tapAt(page, board.x, board.y);
  await until(page, () => Tetris.settled() && !Tetris.snapshot().paused);

  // Swipes, once chosen: a drag of three columns' width moves the piece three columns, a tap on
  // the board's right half turns it, a flick down drops it.
  await page.$eval('#touch-swipe', (el) => el.click());
  assert.equal(await page.evaluate(() => Touch.swipe()), true);
  s = await settled(page);
  const from = Math.min(...columns(s));
  const cell = l.shown[0] / (await page.evaluate(() => Tetris.size()[0])) * 32;
  await page.touchscreen.touchStart(board.x, board.y);
  for (let i = 1; i <= 6; ++i) await page.touchscreen.touchMove(board.x - i * cell * 0.5 - 1, board.y);
  await page.touchscreen.touchEnd();
  s = await settled(page);
  assert.equal(Math.min(...columns(s)), Math.max(0, from - 3), 'a drag of three columns, three columns');
  const shape = JSON.stringify(s.active);
  await tapAt(page, board.x + cell * 2, board.y);
  s = await settled(page);
  assert.notEqual(JSON.stringify(s.active), shape, 'a tap turned the piece');
  const pieces = s.pieces;
  await touches(page, [['touchStart', board.x, board.y - 4 * cell, 0], ['touchMove', board.x, board.y - cell, 0.05],
    ['touchMove', board.x, board.y + 2 * cell, 0.1], ['touchEnd', board.x, board.y + 2 * cell, 0.15]]);
  await until(page, (n) => Tetris.settled() && Tetris.snapshot().pieces === n + 1, pieces);

  // In Chinese, the panel below the board still fits the screen's width.
  await page.select('#language', 'zh_CN');
  assert.ok((await phoneLayout(page)).scrollWidth <= 360);
  if (SHOTS) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.select('#language', 'en');
    await page.screenshot({ path: join(SHOTS, 'web-phone-tetris.png') });
  }
  // The Versus tab on the same phone: it fits, and its own buttons play (the first starts the game).
  await page.click('#tab-versus');
  await until(page, () => TetrisVersus.snapshot() && TetrisVersus.snapshot().sides);
  assert.equal(await page.$eval('#vs-touch-pad', (el) => el.hidden), false);
  assert.ok((await phoneLayout(page)).scrollWidth <= 360);
  await versusSettled(page);
  const left = await centreOf(page, '#vs-touch-pad [data-key=left]');
  await page.touchscreen.tap(left.x, left.y);
  await until(page, () => TetrisVersus.settled() && TetrisVersus.snapshot().started);
  const { x: hx, y: hy } = await centreOf(page, '#vs-touch-pad [data-key=hard]');
  await page.touchscreen.tap(hx, hy);
  await until(page, () => TetrisVersus.settled() && TetrisVersus.snapshot().sides[0].pieces === 1);
  // Its narrow layout (your board large, the AI's small beside it) shows both boards' cells.
  assert.equal(await page.evaluate(() => TetrisVersus.size()[0]), 492);
  const vs = await versusPixels(page);
  assert.equal(vs.covered, false);
  checkTetrisPixels(vs);
  // The xiangqi tab on the same phone: its board fits and is as sharp.
  await page.click('#tab-xiangqi');
  await until(page, () => Xiangqi.state());
  // The board is drawn again for the size it is shown at once the browser has laid the tab out
  // (a resize observer's call, a frame or more after the click): wait for that state; if it never
  // comes, the checks below say what the board looks like.
  await until(page, () => {
    const canvas = document.getElementById('xiangqi-board');
    const r = canvas.getBoundingClientRect();
    return r.width > 0 && Math.abs(canvas.width - 3 * r.width) <= 1 && Math.abs(canvas.height - 3 * r.height) <= 1;
  }).catch(() => {});
  const x = await page.evaluate(() => {
    const canvas = document.getElementById('xiangqi-board');
    const r = canvas.getBoundingClientRect();
    return { shown: [r.width, r.height], right: r.right, backing: [canvas.width, canvas.height], scrollWidth: document.documentElement.scrollWidth };
  });
  assert.ok(x.scrollWidth <= 360 && x.right <= 360, JSON.stringify(x));
  assert.ok(Math.abs(x.backing[0] - 3 * x.shown[0]) <= 1 && Math.abs(x.backing[1] - 3 * x.shown[1]) <= 1, JSON.stringify(x));
  checkXiangqiPixels(await xiangqiPixels(page));
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris modes on a phone: a tap on the board starts a sprint\'s countdown and, once the run is over, a new one', async (t) => {
  const context = await browser.createBrowserContext();
  t.after(() => context.close());
  const page = await open('index.html?game=tetris&mode=sprint&seed=4', { viewport: PHONE, context });
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && Tetris.drawn());
  assert.equal((await settled(page)).run.waiting, true);
  const board = await centreOf(page, '#tetris-board');
  await tapAt(page, board.x, board.y);
  await until(page, () => { const r = Tetris.snapshot().run; return !r.waiting; });
  assert.equal((await snapshot(page)).pieces, 0, 'the tap moved nothing');
  await until(page, () => { const r = Tetris.snapshot().run; return r.countdown === 0 && !r.go; });
  // The AI finishes the sprint flat out; given back, a tap on the board starts the next one.
  await page.evaluate(() => Tetris.post({ type: 'speed', speed: 6 }));
  await page.keyboard.press('a');
  await until(page, () => Tetris.snapshot().run.over);
  await page.keyboard.press('a');
  await until(page, () => TetrisModes.result() !== null && !Tetris.snapshot().ai);
  await tapAt(page, board.x, board.y);
  await until(page, () => { const x = Tetris.snapshot(); return x.run.waiting && x.pieces === 0 && !x.run.over; });
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris on a desktop: no on-screen buttons unless chosen, and chosen they play; a narrow window at ratio 2 redrawn sharp', async (t) => {
  const context = await browser.createBrowserContext();
  t.after(() => context.close());
  const page = await open('index.html', { context });
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  assert.equal(await page.evaluate(() => Touch.buttons()), false);
  assert.equal(await page.$eval('#touch-pad', (el) => el.hidden), true);
  await page.$eval('#touch-buttons', (el) => el.click());
  assert.equal(await page.$eval('#touch-pad', (el) => el.hidden), false);
  await settled(page);
  await page.click('#touch-pad [data-key=hard]');
  await until(page, () => Tetris.settled() && Tetris.snapshot().pieces === 1);
  assert.equal((await settled(page)).pieces, 1, 'a click on ⤓ dropped one piece');
  // The window made narrow and moved to a screen of ratio 2: the narrow layout, redrawn sharp at
  // the size now shown; and back.
  const backingFits = ([width, ratio]) => {
    const c = document.getElementById('tetris-board');
    const r = c.getBoundingClientRect();
    return Tetris.size()[0] === width && Math.abs(c.width - r.width * ratio) <= 1 && Math.abs(c.height - r.height * ratio) <= 1;
  };
  await page.setViewport({ width: 600, height: 900, deviceScaleFactor: 2 });
  await until(page, backingFits, [528, 2]);
  checkTetrisPixels(await tetrisPixels(page));
  await page.setViewport({ width: 1140, height: 860, deviceScaleFactor: 1 });  // tall enough for its full size
  await until(page, backingFits, [760, 1]);
  assert.deepEqual(await page.$eval('#tetris-board', (c) => [c.width, c.height]), [760, 764]);
  // The choice is kept: the next load shows the buttons again.
  await page.reload();
  await until(page, () => Tetris.ready());
  assert.equal(await page.evaluate(() => Touch.buttons()), true);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

// The versus match's picture once its worker has handled every message the page sent.
async function versusSettled(page) {
  await until(page, () => TetrisVersus.settled());
  return page.evaluate(() => TetrisVersus.snapshot());
}

// What the versus canvas shows at the centre of every cell of both boards, by what the picture
// it was drawn from holds there.
async function versusPixels(page) {
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

test('versus: a match against the AI, first to 2: both boards drawn, paused while hidden, the garbage meter, games follow on, the AI wins 2-0, its last game downloaded and imported by gameai, N starts another', async () => {
  const page = await open('index.html#versus');
  await until(page, () => TetrisVersus.ready() && TetrisVersus.snapshot() && TetrisVersus.snapshot().sides);
  let m = await versusSettled(page);
  assert.equal(m.firstTo, 3, 'first to 3 unless chosen');
  assert.equal(m.ai, 'bot');
  await page.$eval('#vs-first-to', (el) => { el.value = '2'; el.dispatchEvent(new Event('change')); });
  m = await versusSettled(page);
  assert.equal(m.firstTo, 2);
  assert.deepEqual(m.score, [0, 0]);
  assert.equal(m.started, false, 'the game waits for the first key');
  assert.match(await page.$eval('#vs-status', (el) => el.textContent), /^Game 1: press a game key to start\.$/);
  // Both boards start with the same pieces.
  assert.deepEqual(m.sides[0].queue, m.sides[1].queue);
  const frame = m.frame;
  await until(page, (f) => TetrisVersus.snapshot().frame > f + 20, frame);
  assert.equal((await versusSettled(page)).sides[1].pieces, 0, 'the AI waits too');
  // A first drop starts the game; one piece moved by hand shows both boards drawn as they are.
  await page.keyboard.press('ArrowLeft');
  m = await versusSettled(page);
  assert.equal(m.started, true);
  await page.keyboard.press(' ');
  await versusSettled(page);
  // Your board's moves and locks ask for their sounds, as on the Tetris tab.
  await until(page, () => TetrisSounds.requested().slice(-1)[0] === 'lock');
  assert.ok((await page.evaluate(() => TetrisSounds.requested())).includes('move'));
  const pixels = await versusPixels(page);
  assert.equal(pixels.covered, false);
  checkTetrisPixels(pixels);
  // The match pauses while another tab is shown, and goes on when its own is.
  await page.click('#tab-tetris');
  assert.equal((await versusSettled(page)).paused, true);
  await page.click('#tab-versus');
  assert.equal((await versusSettled(page)).paused, false);
  // The AI, flat out, sends garbage; paused, the red meter left of your board shows the rows
  // waiting for you, and nothing above them.
  await page.select('#vs-speed', '6');
  await until(page, () => TetrisVersus.snapshot().sides[0].incoming > 0);
  await page.keyboard.press('p');
  m = await versusSettled(page);
  assert.equal(m.paused, true);
  // The pause keys are the Tetris settings' own, and the status line names them.
  const pauseKeys = await page.evaluate(() => TetrisSettings.keysText('pause'));
  assert.match(pauseKeys, /P/);
  await until(page, (t) => document.getElementById('vs-status').textContent === t, `The match is paused. ${pauseKeys}: go on.`);
  assert.ok(m.sides[1].pieces > 0 && m.sent[1] > 0, 'the AI played and sent');
  const meter = await page.evaluate(async () => {
    const m = TetrisVersus.snapshot();
    while (TetrisVersus.drawn() !== m) await new Promise((r) => requestAnimationFrame(r));
    const canvas = document.getElementById('versus-board');
    const scale = canvas.width / TetrisVersus.size()[0];
    const at = (row) => {
      const [x, y] = TetrisVersus.meterCentre(0, row);
      return Array.from(canvas.getContext('2d').getImageData(Math.floor(x * scale), Math.floor(y * scale), 1, 1).data.slice(0, 3));
    };
    const incoming = Math.min(m.sides[0].incoming, m.sides[0].height);
    return { incoming, due: m.sides[0].due, colors: TetrisVersus.meterColors(), rows: [...Array(m.sides[0].height).keys()].map(at) };
  });
  meter.rows.forEach((rgb, row) => {
    const want = row >= meter.incoming ? meter.colors.empty : row < meter.due ? meter.colors.due : meter.colors.waiting;
    assert.ok(near(rgb, want), `meter row ${row} (${meter.incoming} waiting, ${meter.due} due) shows rgb(${rgb}), not ${want}`);
  });
  await page.keyboard.press('p');
  await page.select('#vs-speed', '2');
  assert.equal((await versusSettled(page)).paused, false);
  for (let game = 1; game <= 2; ++game) {
    // Hard drops straight down top the left board out: the AI wins the game.
    await until(page, (n) => TetrisVersus.snapshot().game === n, game);
    for (let i = 0; i < 200 && (await versusSettled(page)).winner < 0; ++i) await page.keyboard.press(' ');
    m = await versusSettled(page);
    assert.equal(m.winner, 1, `game ${game}: the AI wins`);
    assert.deepEqual(m.score, [0, game]);
    assert.ok(m.sides[0].gameOver);
  }
  assert.equal(m.matchWinner, 1);
  assert.equal(await page.$eval('#vs-status', (el) => el.textContent), 'The AI wins the match 2–0. N: a new match.');
  assert.equal(await page.$eval('#vs-score', (el) => el.textContent), 'You 0 – 2 the AI, first to 2');
  await page.select('#language', 'zh_CN');
  assert.equal(await page.$eval('#vs-status', (el) => el.textContent), 'AI 以 2–0 赢得比赛。N：新比赛。');
  await page.select('#language', 'en');
  // The last game, both boards, as one file: downloaded, it is what `gameai records import`
  // stores as two linked games.
  await until(page, () => TetrisVersus.gameFile() !== '' && !document.getElementById('vs-download').hidden);
  const text = await page.evaluate(() => TetrisVersus.gameFile());
  const file = JSON.parse(text);
  assert.deepEqual([file.format, file.version, file.versus], ['gameai-tetris-run', 2, { game: 2, first_to: 2, winner: 'right' }]);
  assert.deepEqual(file.boards.map((b) => [b.side, b.opponent, b.player.name, b.steps.length]),
    [['left', 'right', 'human', m.sides[0].pieces], ['right', 'left', 'bot', m.sides[1].pieces]]);
  const dir = mkdtempSync(join(tmpdir(), 'gameai-versus-'));
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
    await page.click('#vs-download');
    const saved = await downloaded(dir, '.json');
    assert.match(saved, /\/gameai-versus-[-\d]+\.json$/);
    assert.equal(readFileSync(saved, 'utf8'), text);
    mkdirSync(join(ROOT, 'build/wasm'), { recursive: true });
    writeFileSync(join(ROOT, 'build/wasm/page-versus.gameai-run.json'), text);
    if (NATIVE) {
      const db = join(dir, 'v.sqlite');
      const out = execFileSync(NATIVE, ['records', 'import', saved, '--db', db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      const pieces = (n) => `${n} piece${n === 1 ? '' : 's'}`;
      assert.match(out, new RegExp(`as games 1 \\(left, human, ${pieces(m.sides[0].pieces)}\\) and 2 \\(right, bot, ${pieces(m.sides[1].pieces)}\\): versus game 2, right won`));
      for (const id of ['1', '2']) execFileSync(NATIVE, ['records', 'replay', id, '--db', db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // No third game after the match; N starts a new one.
  const after = (await versusSettled(page)).frame;
  await until(page, (f) => TetrisVersus.snapshot().frame > f + 200, after);
  assert.equal((await versusSettled(page)).game, 2);
  await page.keyboard.press('n');
  m = await versusSettled(page);
  assert.deepEqual([m.game, m.score, m.matchWinner], [1, [0, 0], -1]);
  // A bad number of games is refused and the match kept.
  await page.$eval('#vs-first-to', (el) => { el.value = '120'; el.dispatchEvent(new Event('change')); });
  assert.equal(await page.$eval('#vs-error', (el) => el.textContent), 'The number of games to win must be a whole number from 1 to 99, not 120.');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('versus: two AIs, each at its own think time and speed, play a match to its end: a winner, the score, no key pressed', async () => {
  const page = await open('index.html#versus');
  await until(page, () => TetrisVersus.ready() && TetrisVersus.snapshot() && TetrisVersus.snapshot().sides);
  assert.equal(await page.$eval('#vs-left-ai', (el) => el.hidden), true, 'your board has no think time');
  // Both flat out, first to 2; choosing the left board's AI starts the match.
  await page.select('#vs-left-speed', '6');
  await page.select('#vs-left-think', '10');
  await page.select('#vs-speed', '6');
  await page.$eval('#vs-first-to', (el) => { el.value = '2'; el.dispatchEvent(new Event('change')); });
  await page.select('#vs-left', 'eltetris');
  let m = await versusSettled(page);
  assert.equal(await page.$eval('#vs-error', (el) => el.textContent), '');
  assert.deepEqual([m.person, m.aiLeft, m.ai, m.firstTo, m.score], [false, 'eltetris', 'bot', 2, [0, 0]]);
  assert.equal(await page.$eval('#vs-left-ai', (el) => el.hidden), false);
  // Nobody presses a key: both boards play at once.
  await until(page, () => { const s = TetrisVersus.snapshot(); return s.started && s.sides[0].pieces > 0 && s.sides[1].pieces > 0; });
  assert.match(await page.$eval('#vs-status', (el) => el.textContent), /^Game \d: the AIs play\.$|wins game/);
  // The match goes on game after game until one side has won 2.
  await until(page, () => TetrisVersus.snapshot().matchWinner >= 0);
  m = await versusSettled(page);
  const w = m.matchWinner, l = 1 - w;
  assert.equal(m.score[w], 2);
  assert.ok(m.score[l] >= 0 && m.score[l] < 2);
  assert.equal(m.game, 2 + m.score[l]);
  assert.ok(m.sides[l].gameOver, 'the loser of the last game topped out');
  const side = w === 0 ? 'left' : 'right';
  assert.equal(await page.$eval('#vs-status', (el) => el.textContent),
    `The ${side} AI wins the match ${m.score[w]}–${m.score[l]}. N: a new match.`);
  assert.equal(await page.$eval('#vs-score', (el) => el.textContent), `Left ${m.score[0]} – ${m.score[1]} right, first to 2`);
  await page.select('#language', 'zh_CN');
  assert.equal(await page.$eval('#vs-status', (el) => el.textContent),
    `${w === 0 ? '左边' : '右边'}的 AI 以 ${m.score[w]}–${m.score[l]} 赢得比赛。N：新比赛。`);
  await page.select('#language', 'en');
  // The last game as a file: both AIs' boards, garbage under them, which gameai stores.
  await until(page, () => TetrisVersus.gameFile() !== '');
  const text = await page.evaluate(() => TetrisVersus.gameFile());
  const file = JSON.parse(text);
  assert.deepEqual(file.versus, { game: m.game, first_to: 2, winner: side });
  assert.deepEqual(file.boards.map((b) => [b.player.kind, b.player.name]), [['ai', 'eltetris'], ['ai', 'bot']]);
  assert.ok(file.boards.some((b) => (b.garbage || []).length > 0), 'garbage rose under a board');
  mkdirSync(join(ROOT, 'build/wasm'), { recursive: true });
  const saved = join(ROOT, 'build/wasm/page-versus-ai.gameai-run.json');
  writeFileSync(saved, text);
  if (NATIVE) {
    const dir = mkdtempSync(join(tmpdir(), 'gameai-versus-'));
    try {
      const out = execFileSync(NATIVE, ['records', 'import', saved, '--db', join(dir, 'v.sqlite')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      assert.match(out, new RegExp(`as games 1 \\(left, eltetris, .*\\) and 2 \\(right, bot, .*\\): versus game ${m.game}, ${side} won`));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // Opened on the Tetris tab, the file is replayed on this one: both boards, piece by piece, to the
  // boards the game ended on.
  await page.click('#tab-tetris');
  await (await page.$('#open-run')).uploadFile(saved);
  await until(page, () => TetrisVersus.replayState() !== null && !document.getElementById('page-versus').classList.contains('hidden'));
  const steps = Math.max(...file.boards.map((b) => b.steps.length));
  assert.equal(await page.evaluate(() => TetrisVersus.replayState().steps), steps);
  await page.keyboard.press('End');
  await until(page, (n) => { const p = TetrisVersus.replayPictures(); return TetrisVersus.replayState().step === n && p && p.length === 2 && p[0].pieces > 0; }, steps);
  const ends = await page.evaluate(() => TetrisVersus.replayPictures().map((p) => [p.pieces, p.lines]));
  assert.deepEqual(ends, m.sides.map((x) => [x.pieces, x.lines]));
  assert.equal(await page.$eval('#vs-replay-status', (el) => el.textContent),
    `Replay of versus game ${m.game}: piece ${steps} of ${steps} · The ${side} board won.`);
  await until(page, () => TetrisVersus.drawn() && TetrisVersus.drawn().names);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-versus-replay.png') });
  await page.keyboard.press('Escape');
  await until(page, () => TetrisVersus.replayState() === null);
  // A file cut short is refused, and says so.
  const cut = join(ROOT, 'build/wasm/page-versus-cut.gameai-run.json');
  writeFileSync(cut, text.slice(0, text.length >> 1));
  await (await page.$('#vs-open-run')).uploadFile(cut);
  await until(page, () => !document.getElementById('vs-error').hidden);
  assert.match(await page.$eval('#vs-error', (el) => el.textContent), /^This run file cannot be opened: .*cut short/);
  // You again: the next match waits for your key.
  await page.select('#vs-left', '');
  m = await versusSettled(page);
  assert.deepEqual([m.person, m.started, m.score], [true, false, [0, 0]]);
  assert.equal(await page.$eval('#vs-left-ai', (el) => el.hidden), true);
  if (SHOTS) {
    // Two AIs at 3 pieces a second, a game under way.
    await page.select('#vs-left-speed', '2');
    await page.select('#vs-speed', '2');
    await page.$eval('#vs-first-to', (el) => { el.value = '3'; el.dispatchEvent(new Event('change')); });
    await page.select('#vs-left', 'eltetris');
    await until(page, () => TetrisVersus.snapshot().sides[1].pieces >= 14);
    await page.screenshot({ path: join(SHOTS, 'web-versus.png') });
  }
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('versus: the AI thinks in a worker of its own: with a think time of 1000 ms your board moves and the clock runs while it thinks', async () => {
  const page = await open('index.html#versus');
  await until(page, () => TetrisVersus.ready() && TetrisVersus.snapshot() && TetrisVersus.snapshot().sides);
  await page.select('#vs-think', '1000');
  let m = await versusSettled(page);
  assert.deepEqual([m.ai, m.started, m.thinking], ['bot', false, [false, false]]);
  await page.keyboard.press('ArrowLeft');
  const left = (s) => Math.min(...s.sides[0].active.map((c) => c[0]));
  let seen = 0;
  for (let tries = 0; tries < 8 && !seen; ++tries) {
    // A settled picture with the bot thinking over a piece.
    await until(page, () => { const s = TetrisVersus.snapshot(); return TetrisVersus.settled() && s.thinking[1] && s.sides[0].active; });
    const before = await page.evaluate(() => TetrisVersus.snapshot());
    await page.keyboard.press('ArrowRight');
    // Some clock ticks later (8 ms at least each), your piece has moved.
    await until(page, (f) => TetrisVersus.settled() && TetrisVersus.snapshot().frame > f + 4, before.frame);
    const after = await page.evaluate(() => TetrisVersus.snapshot());
    // Still the same thought (the bot has placed nothing since): else it ended first, try again.
    if (!after.thinking[1] || after.sides[1].pieces !== before.sides[1].pieces || !after.sides[0].active ||
        after.sides[0].pieces !== before.sides[0].pieces) continue;
    assert.equal(left(after), left(before) + 1, 'your key was handled while the AI thought');
    assert.ok(after.frame > before.frame + 4);
    seen = after.frame - before.frame;
  }
  assert.ok(seen > 0, 'no thought of the AI outlasted a key and five clock ticks');
  // And the AI's thoughts come back as its moves.
  await until(page, () => TetrisVersus.snapshot().sides[1].pieces >= 2);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: A hands the game to the AI, which clears lines; taken back, the player owns the next piece', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  // The AI takes over mid-piece and plays flat out until lines are cleared.
  await page.$eval('#speed', (el) => { el.value = '6'; el.dispatchEvent(new Event('input')); });
  await press(page, 'a');
  await until(page, () => Tetris.snapshot().lines >= 20);
  let s = await snapshot(page);
  assert.equal(s.ai, true);
  assert.ok(s.lines >= 20 && !s.gameOver, `the AI cleared ${s.lines} lines`);

  // Taken back by a held A (the key repeats): the game is the player's, and from the moment the
  // key went down the page shows no picture of the AI playing.
  await page.evaluate(() => {
    window.pictures = [];
    Tetris.watch((p) => window.pictures.push({ ai: p.ai, pieces: p.pieces, afterKey: !!window.keyDown }));
    document.addEventListener('keydown', () => { window.keyDown = true; }, { once: true });
  });
  await page.keyboard.down('a');
  await page.keyboard.down('a');  // the key's repeat
  await page.keyboard.up('a');
  s = await settled(page);
  assert.equal(s.ai, false, 'a held A takes the game back once');
  const pictures = await page.evaluate(() => window.pictures);
  assert.deepEqual(pictures.filter((p) => p.afterKey && p.ai), [], 'no picture of the AI playing after the key');

  // The next piece is the player's, even mid-path: a new game (level 1, the AI still on) where the
  // AI walks its keys at the slowest pace, taken back while it steers its second piece.
  await page.$eval('#speed', (el) => { el.value = '0'; el.dispatchEvent(new Event('input')); });
  await press(page, 'a');
  await page.click('#new-game');
  await until(page, () => Tetris.settled() && Tetris.snapshot().pieces >= 1 && Tetris.snapshot().ai);
  const before = await press(page, 'a');
  assert.equal(before.ai, false);
  assert.ok(!before.hint, 'the AI\'s plan is dropped');
  // The game's clock runs on (60 ticks: an AI still playing would have pressed keys); the piece
  // stays the player's: no piece placed, not shifted, not turned (gravity may lower it).
  s = await ticks(page, 60);
  assert.equal(s.pieces, before.pieces, 'the AI stopped');
  assert.deepEqual(s.active.map((c) => [c[0], c[1] - s.active[0][1]]), before.active.map((c) => [c[0], c[1] - before.active[0][1]]));
  // The player's keys steer it and drop it where they choose.
  s = await press(page, 'ArrowLeft');
  const target = s.ghost.map(([x, y]) => [x, y]);
  const kind = s.activeKind;
  s = await press(page, ' ');
  assert.equal(s.pieces, before.pieces + 1, 'a hard drop by the player');
  if (s.lines === before.lines) for (const [x, y] of target) assert.equal(s.cells[y * s.width + x], kind, `the player's piece at ${x},${y}`);
  checkTetrisPixels(await tetrisPixels(page));

  // The picture of the docs: a fresh game, the AI walking its key paths at 25 ms a key.
  if (SHOTS) {
    await page.$eval('#speed', (el) => { el.value = '3'; el.dispatchEvent(new Event('input')); });
    await page.click('#new-game');
    await until(page, () => Tetris.snapshot().pieces === 0);
    await press(page, 'a');
    await until(page, () => Tetris.snapshot().pieces >= 30);
    // The whole page, tabs and board (taller than the window: the focus scrolls the board into view).
    await page.screenshot({ path: join(SHOTS, 'web-tetris.png'), fullPage: true });
  }
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: the game pauses while its tab or the page is hidden, and goes on when shown', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  await page.$eval('#speed', (el) => { el.value = '5'; el.dispatchEvent(new Event('input')); });
  await press(page, 'a');
  await until(page, () => Tetris.snapshot().pieces >= 3);
  // The Xiangqi tab: the AI stops while the clock ticks on.
  await page.click('#tab-xiangqi');
  let s = await settled(page);
  assert.equal(s.paused, true, 'paused on the Xiangqi tab');
  assert.equal((await ticks(page, 40)).pieces, s.pieces, 'no piece played on the Xiangqi tab');
  await page.click('#tab-tetris');
  s = await settled(page);
  assert.equal(s.paused, false);
  await until(page, (n) => Tetris.snapshot().pieces > n, s.pieces);
  // The page hidden (another browser tab, a minimised window), then shown again.
  const setHidden = (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await setHidden(true);
  s = await settled(page);
  assert.equal(s.paused, true, 'paused while the page is hidden');
  assert.equal((await ticks(page, 40)).pieces, s.pieces, 'no piece played while hidden');
  await setHidden(false);
  assert.equal((await settled(page)).paused, false);
  // A game the player paused stays paused across a change of tab.
  await press(page, 'p');
  await page.click('#tab-xiangqi');
  await page.click('#tab-tetris');
  assert.equal((await settled(page)).paused, true, 'still paused: the player paused it');
  assert.equal((await press(page, 'p')).paused, false);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: the language menu gives the keys back, and every word follows the language', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  let s = await settled(page);
  const left = Math.min(...s.active.map((c) => c[0]));
  // Chosen by keyboard in the menu, then ← is for the game: the piece moves, the language stays.
  await page.focus('#language');
  await page.keyboard.press('ArrowDown');
  await until(page, () => document.documentElement.lang === 'zh-CN');
  s = await press(page, 'ArrowLeft');
  assert.equal(await page.$eval('#language', (el) => el.value), 'zh_CN', 'the language stays');
  assert.equal(Math.min(...s.active.map((c) => c[0])), left - 1, 'the piece moved left');
  // The panel, the status line and the speed in Chinese: no word left in English.
  // (AI, WXF and ICCS are written so in Chinese too.)
  assert.deepEqual(await page.$$eval('[data-i18n]', (els) => els.filter((e) => e.textContent === e.dataset.i18n && !['AI', 'WXF', 'ICCS'].includes(e.dataset.i18n))
    .map((e) => e.dataset.i18n)), []);
  assert.equal(await page.$eval('#tetris-status', (el) => el.textContent), '你在玩。按 A 把游戏交给 AI。');
  assert.equal(await page.$eval('#ai-button', (el) => el.textContent), '把游戏交给 AI  (A)');
  assert.match(await page.$eval('#speed-label', (el) => el.textContent), /[\u4e00-\u9fff]/u);
  // A refused setting in Chinese: the bot plays the guideline rules only.
  await page.select('#rules', 'standard');
  await page.select('#evaluator', 'bot');
  await until(page, () => document.getElementById('tetris-error').textContent !== '');
  assert.match(await page.$eval('#tetris-error', (el) => el.textContent), /^bot 只按指南规则玩；在标准规则下请选择其他 AI$/);
  // And back to English, every word again.
  await page.select('#language', 'en');
  assert.equal(await page.$eval('#tetris-status', (el) => el.textContent), 'You play. Press A to hand the game to the AI.');
  assert.match(await page.$eval('.keys p', (el) => el.textContent), /^← → shift/);
  assert.match(await page.$eval('#tetris-error', (el) => el.textContent), /^The bot plays the guideline rules/);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: standard rules, bad settings refused with a message that stays until a later success', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot());
  await page.select('#rules', 'standard');
  await page.click('#new-game');
  await until(page, () => Tetris.settled() && Tetris.snapshot().rules === 'standard');
  const s = await snapshot(page);
  assert.equal(s.queue.length, 1);
  assert.equal(s.holdEnabled, false);
  assert.equal((await press(page, ' ')).pieces, 1);
  // Nothing the page sends can break the game: unknown settings and keys are refused or ignored.
  await page.evaluate(() => {
    Tetris.post({ type: 'start', rules: 'tetris99', seed: 1, ai: 'eltetris', lookahead: 0 });
    Tetris.post({ type: 'start', rules: 'classic', seed: -5, ai: 'no-such-ai', lookahead: 9 });
    Tetris.post({ type: 'press', key: 'warp' });
  });
  await page.select('#evaluator', 'bot');
  await until(page, () => Tetris.errors().length === 3);
  const errors = await page.evaluate(() => Tetris.errors());
  assert.match(errors[0], /unknown rule set 'tetris99'/);
  assert.match(errors[1], /unknown AI 'no-such-ai'/);
  assert.match(errors[2], /the bot plays the guideline rules/);
  const error = () => page.$eval('#tetris-error', (el) => (el.hidden ? '' : el.textContent));
  assert.match(await error(), /guideline rules/);
  assert.equal((await settled(page)).rules, 'standard', 'the game goes on');
  // A setting that works starts the game and clears the message.
  await page.select('#evaluator', 'eltetris');
  await until(page, () => document.getElementById('tetris-error').hidden);
  assert.equal(await error(), '');
  // A seed that is not a whole number from 0 is refused the same way, and a good one clears it.
  await page.$eval('#seed', (el) => { el.value = '-5'; });
  await page.click('#new-game');
  assert.match(await error(), /seed must be a whole number from 0/);
  await page.$eval('#seed', (el) => { el.value = '3'; });
  await page.click('#new-game');
  await until(page, () => document.getElementById('tetris-error').hidden);
  // The guideline bot behind the same front door, under its rules.
  await page.select('#rules', 'guideline');
  await page.select('#evaluator', 'bot');
  await until(page, () => Tetris.settled() && Tetris.snapshot().rules === 'guideline');
  assert.equal(await error(), '');
  await press(page, 'a');
  await until(page, () => Tetris.snapshot().pieces >= 5);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: a game lost by hand, then the AI in demo mode starts the next seed\'s game', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  for (let i = 0; i < 80 && !(await settled(page)).gameOver; ++i) await press(page, ' ');
  const lost = await snapshot(page);
  assert.ok(lost.gameOver, 'hard drops in one column top out');
  await page.keyboard.press('a');
  await until(page, () => !Tetris.snapshot().gameOver && Tetris.snapshot().ai);
  assert.equal(await page.$eval('#seed', (el) => el.value), '2');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: a clear worth it is called out over the board and to screen readers, with its sound; the sound switch and volume are kept', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  assert.equal(await page.$eval('#sounds-box', (el) => el.checked), false, 'sounds are off at first');
  assert.equal(await page.$eval('#sounds-volume', (el) => el.disabled), true);
  await page.click('#sounds-box');
  await page.$eval('#sounds-volume', (el) => { el.value = '30'; el.dispatchEvent(new Event('input')); });
  assert.deepEqual(await page.evaluate(() => TetrisSounds.settings()), { on: true, volume: 0.3 });
  await page.reload();
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  assert.equal(await page.$eval('#sounds-box', (el) => el.checked), true, 'kept over a reload');
  assert.equal(await page.$eval('#sounds-volume', (el) => el.value), '30');
  // A person's move asks for the move's sound.
  await press(page, 'ArrowLeft');
  await until(page, () => TetrisSounds.requested().includes('move'));
  // The AI plays 150 pieces at once; the last clear worth a callout among them is called out.
  await page.evaluate(() => Tetris.post({ type: 'playUntil', pieces: 150 }));
  await settled(page);
  await until(page, () => document.getElementById('tetris-callout').textContent !== '');
  const said = await page.$eval('#tetris-callout', (el) => el.textContent);
  assert.match(said, /^(T-Spin|Tetris!|Back-to-Back|\d+ Combo|Perfect Clear)( · (Back-to-Back|\d+ Combo|Perfect Clear|\+\d+))*$/);
  const asked = await page.evaluate(() => TetrisSounds.requested());
  assert.ok(asked.some((s) => ['clear', 'tspin', 'perfect'].includes(s)), `a clear's sound among ${asked}`);
  if (SHOTS) {
    // A callout on the board, as it shows while the AI plays.
    await page.evaluate(() => TetrisSounds.take([{ kind: 'lock', ai: false, lines: 2, spin: 'full', b2b: true, combo: 2, pc: false, attack: 7 }], performance.now()));
    await page.screenshot({ path: join(SHOTS, 'web-tetris-callout.png') });
  }
  // In Chinese.
  await page.evaluate(() => { I18n.set('zh_CN'); TetrisSounds.take([{ kind: 'lock', ai: true, lines: 4, spin: 'none', b2b: true, combo: 3, pc: false, attack: 7 }], performance.now()); });
  assert.equal(await page.$eval('#tetris-callout', (el) => el.textContent), '四消！ · 连续技 · 3 连击 · +7');
  await page.evaluate(() => { I18n.set('en'); localStorage.removeItem('gameai.tetris.sounds'); });
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

// A person's play by key events, as a script: for each piece the drop that leaves the lowest,
// flattest stack with the fewest holes (the rows it clears counting for it), reached by turning
// the piece where it enters (X clockwise, Z the other way), shifting it (← →) and dropping it
// (Space). The piece's shapes are learnt by turning it on the board the first time it comes.
const PLAYER_WEIGHTS = { height: -0.51, lines: 0.76, holes: -0.36, bumps: -0.18 };
function bestDrop(s, shapes) {
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
const shapeOf = (cells) => {
  const x0 = Math.min(...cells.map((c) => c[0])), y0 = Math.min(...cells.map((c) => c[1]));
  return cells.map(([x, y]) => [x - x0, y - y0]);
};
async function playRunByKeys(page, maxPieces = 300) {
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

test('tetris modes: a 40-line sprint played by keys ends with its time and pieces, its best kept across a reload; R restarts at once', async () => {
  const page = await open('index.html?game=tetris&mode=sprint&rules=guideline&seed=7');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && Tetris.snapshot().active);
  assert.equal(await page.$eval('#mode', (el) => el.value), 'sprint', 'the link chose the mode');
  assert.equal(await page.$eval('#mode-best', (el) => el.textContent), 'No personal best yet in this mode and rules.');
  let s = await settled(page);
  assert.equal(s.run.mode, 'sprint');
  assert.equal(s.run.waiting, true, 'a sprint waits for the first key');
  // The first key starts the countdown: 3, 2, 1, go, and the pieces fall.
  await page.keyboard.press('ArrowDown');
  await until(page, () => { const x = Tetris.snapshot().run; return x.countdown > 0 || !x.waiting; });
  if (SHOTS && (await snapshot(page)).run.countdown > 0) await page.screenshot({ path: join(SHOTS, 'web-tetris-countdown.png') });
  await until(page, () => { const r = Tetris.snapshot().run; return !r.waiting && r.countdown === 0; });
  s = await playRunByKeys(page);
  assert.ok(s.run.over, 'the sprint ended');
  const r = s.run.result;
  assert.equal(r.end, 'finished');
  assert.ok(r.lines >= 40 && r.lines <= 43, `${r.lines} lines`);
  assert.equal(r.pieces, s.pieces);
  assert.ok(r.timeMs > 0 && r.counts, 'played alone to its goal: it counts');
  assert.ok(Math.abs(r.pps - r.pieces * 1000 / r.timeMs) < 1e-9);
  // The result: on the panel and over the board, the first best of this mode and rules.
  await until(page, () => TetrisModes.result() !== null && TetrisModes.runFile() !== '');
  const time = await page.evaluate((ms) => TetrisModes.time(ms), r.timeMs);
  assert.match(time, /^\d+:\d\d\.\d{3}$/);
  assert.equal(await page.$eval('#run-result-title', (el) => el.textContent), `40-line sprint: ${time}`);
  const details = await page.$eval('#run-result-details', (el) => el.textContent);
  assert.ok(details.startsWith(`${time} · ${r.pieces} pieces · ${r.pps.toFixed(2)} pieces/s · ${r.kpp.toFixed(2)} keys/piece · `), details);
  assert.equal(await page.$eval('#run-result-best', (el) => el.textContent), 'First personal best!');
  assert.equal(await page.$eval('#download-run', (el) => el.hidden), false);
  const best = await page.evaluate(() => TetrisModes.bests()['sprint/guideline/10x20']);
  assert.equal(best.timeMs, Math.round(r.timeMs));
  if (SHOTS) {
    await until(page, () => Tetris.drawn() === Tetris.snapshot());
    await page.screenshot({ path: join(SHOTS, 'web-tetris-sprint.png') });
  }
  // The run as a file: what `gameai records import` stores and replays.
  const text = await page.evaluate(() => TetrisModes.runFile());
  const file = JSON.parse(text);
  assert.equal(file.format, 'gameai-tetris-run');
  assert.equal(file.mode, 'sprint');
  assert.equal(file.seed, 7);
  assert.equal(file.steps.length, r.pieces);
  assert.deepEqual(file.player, { kind: 'human', name: 'human' });
  mkdirSync(join(ROOT, 'build/wasm'), { recursive: true });
  const saved = join(ROOT, 'build/wasm/page-sprint.gameai-run.json');
  writeFileSync(saved, text);
  if (NATIVE) {
    const dir = mkdtempSync(join(tmpdir(), 'gameai-run-'));
    try {
      const db = join(dir, 'r.sqlite');
      const out = execFileSync(NATIVE, ['records', 'import', saved, '--db', db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      assert.match(out, new RegExp(`as game 1 \\(sprint, guideline, ${r.pieces} pieces, ${r.lines} lines, ${r.score} points`));
      execFileSync(NATIVE, ['records', 'replay', '1', '--db', db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // The file opened on the page replays the run to its last board.
  await (await page.$('#open-run')).uploadFile(saved);
  await until(page, () => TetrisModes.replayState() !== null);
  assert.equal(await page.evaluate(() => TetrisModes.replayState().steps), r.pieces);
  await page.keyboard.press('End');
  await until(page, (end) => { const p = TetrisModes.replayPicture(); return p && p.pieces === end.pieces && p.score === end.score; }, r);
  assert.match(await page.$eval('#replay-status', (el) => el.textContent), new RegExp(`piece ${r.pieces} of ${r.pieces}`));
  await page.keyboard.press('Escape');
  await until(page, () => TetrisModes.replayState() === null);
  // A file cut short is refused, and says so.
  const cut = join(ROOT, 'build/wasm/page-sprint-cut.gameai-run.json');
  writeFileSync(cut, text.slice(0, text.length >> 1));
  await (await page.$('#open-run')).uploadFile(cut);
  await until(page, () => TetrisModes.openError() !== null);
  assert.match(await page.$eval('#open-run-error', (el) => el.textContent), /^This run file cannot be opened: .*cut short/);
  // R: a new sprint at once, its countdown running.
  await press(page, 'r');
  await until(page, () => { const x = Tetris.snapshot(); return x.pieces === 0 && !x.run.waiting && !x.run.over; });
  assert.equal(await page.$eval('#run-result', (el) => el.hidden), true);
  // The best is still there after a reload.
  await page.reload();
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run);
  assert.equal(await page.$eval('#mode-best', (el) => el.textContent), `Personal best: ${time}`);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris modes: ultra counts its time down, dig starts on 10 rows of cheese, marathon on 150 lines to go, zen keeps time; a replay is drawn', async () => {
  const page = await open('index.html?game=tetris&mode=ultra&seed=3');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && Tetris.snapshot().active);
  const start = async (mode) => {
    if ((await snapshot(page)).run.mode !== mode) {
      await page.select('#mode', mode);
      await until(page, (m) => Tetris.snapshot().run.mode === m && Tetris.settled(), mode);
    }
    await press(page, 'r');  // R: the countdown at once
    await until(page, () => { const r = Tetris.snapshot().run; return !r.waiting && r.countdown === 0 && !r.go; });
    return playRunByKeys(page, 12);
  };
  let s = await start('ultra');
  assert.ok(s.run.timeLeftMs < 120000 && s.run.timeLeftMs > 0, `${s.run.timeLeftMs} ms left`);
  assert.equal(s.pieces, 12);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-tetris-ultra.png') });
  s = await start('dig');
  assert.ok(s.run.left > 0 && s.run.left <= 10, `${s.run.left} rows left`);
  assert.equal(s.cells.slice(0, s.width).filter((k) => k === 8).length, s.width - 1, 'a row of cheese with one hole');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-tetris-dig.png') });
  s = await start('marathon');
  assert.equal(s.run.left, 150 - s.lines);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-tetris-marathon.png') });
  s = await start('zen');
  assert.ok(s.run.timeMs > 0);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-tetris-zen.png') });
  // A run file made natively replayed on the page, half-way.
  const saved = join(ROOT, 'build/wasm/page-sprint.gameai-run.json');
  if (existsSync(saved)) {
    await (await page.$('#open-run')).uploadFile(saved);
    await until(page, () => TetrisModes.replayState() !== null);
    await page.keyboard.press(' ');
    // Paused, back to the start (on a slow machine the replay has walked on a few pieces meanwhile).
    await until(page, () => !TetrisModes.replayState().playing);
    await page.keyboard.press('Home');
    const half = await page.evaluate(() => TetrisModes.replayState().steps >> 1);
    for (let i = 0; i < half; ++i) await page.keyboard.press('ArrowRight');
    await until(page, (n) => { const p = TetrisModes.replayPicture(); return p && p.pieces === n; }, half);
    if (SHOTS) {
      await until(page, () => Tetris.drawn() === TetrisModes.replayPicture());
      await page.screenshot({ path: join(SHOTS, 'web-tetris-replay.png') });
    }
  }
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris modes: a zen run is downloaded as it stands, through its top-outs, imported and replayed; R keeps the run it replaced', async () => {
  const page = await open('index.html?game=tetris&mode=zen&rules=guideline&seed=3');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && Tetris.snapshot().active);
  assert.equal(await page.$eval('#download-so-far', (el) => el.hidden), true, 'nothing to download before a piece');
  await press(page, 'r');  // R: the countdown at once
  await until(page, () => { const r = Tetris.snapshot().run; return !r.waiting && r.countdown === 0 && !r.go; });
  // Hard drops in the middle: the stack tops out, zen empties the board and the run goes on.
  let s = await settled(page);
  let emptied = 0;
  for (let i = 0; i < 40; ++i) {
    const before = s.pieces;
    await page.keyboard.press(' ');
    await until(page, (n) => Tetris.snapshot().pieces > n && Tetris.settled(), before);
    const next = await snapshot(page);
    if (next.cells.filter((k) => k).length + 4 < s.cells.filter((k) => k).length) ++emptied;
    s = next;
  }
  assert.ok(emptied >= 1, 'the stack topped out and was cleared away');
  assert.equal(s.run.over, false);
  assert.equal(await page.$eval('#download-so-far', (el) => !el.hidden && el.textContent), 'Download the run so far');
  await page.click('#download-so-far');
  await until(page, () => TetrisModes.saved() !== null);
  const saved = await page.evaluate(() => TetrisModes.saved());
  assert.match(saved.name, /^gameai-zen-.*\.json$/);
  const file = JSON.parse(saved.text);
  assert.equal(file.mode, 'zen');
  assert.ok(file.steps.length >= 40, `${file.steps.length} steps`);
  assert.equal(file.result.end, 'finished');
  assert.equal(file.result.counts, false);
  const path = join(ROOT, 'build/wasm/page-zen.gameai-run.json');
  writeFileSync(path, saved.text);
  if (NATIVE) {
    const dir = mkdtempSync(join(tmpdir(), 'gameai-run-'));
    try {
      const db = join(dir, 'r.sqlite');
      const out = execFileSync(NATIVE, ['records', 'import', path, '--db', db], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      assert.match(out, new RegExp(`as game 1 \\(zen, guideline, ${file.steps.length} pieces`));
      execFileSync(NATIVE, ['records', 'replay', '1', '--db', db, '--speed', '0'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // R: a new zen run; the one it replaced stays downloadable until the new one has a piece.
  await press(page, 'r');
  await until(page, () => TetrisModes.leftRun() !== '');
  assert.equal(JSON.parse(await page.evaluate(() => TetrisModes.leftRun())).steps.length, s.pieces);
  assert.equal(await page.$eval('#download-so-far', (el) => !el.hidden && el.textContent), 'Download the previous run');
  // The file opened on the page replays the run to its last board, top-outs and all.
  await (await page.$('#open-run')).uploadFile(path);
  await until(page, () => TetrisModes.replayState() !== null);
  assert.equal(await page.evaluate(() => TetrisModes.replayState().steps), file.steps.length);
  await page.keyboard.press('End');
  await until(page, (n) => { const p = TetrisModes.replayPicture(); return p && p.pieces === n; }, file.steps.length);
  const last = await page.evaluate(() => TetrisModes.replayPicture());
  assert.equal(last.score, file.result.score);
  await page.keyboard.press('Escape');
  await until(page, () => TetrisModes.replayState() === null);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

// A run's end as the page shows it: the result on the panel, over the board, with its words.
async function runEnded(page) {
  await until(page, () => Tetris.snapshot().run.over && TetrisModes.result() !== null);
  const s = await snapshot(page);
  const shown = await page.evaluate(() => ({
    title: document.getElementById('run-result-title').textContent,
    details: document.getElementById('run-result-details').textContent,
    best: document.getElementById('run-result-best').textContent,
  }));
  return { s, r: s.run.result, shown };
}

// From now on the Tetris worker's clock (performance.now, the only time its game reads) runs
// SCALE times as fast as the wall clock, continuously from this moment: a timed run of minutes is
// played in seconds, every rule that reads the clock unchanged.
async function hurryTetrisClock(page, scale) {
  const worker = page.workers().find((w) => w.url().includes('tetris-worker'));
  assert.ok(worker, 'the Tetris worker is running');
  await worker.evaluate((k) => {
    const real = performance.now.bind(performance);
    const t0 = real();
    performance.now = () => t0 + (real() - t0) * k;
  }, scale);
}

test('tetris modes played to their end by the AI: dig when its cheese is gone, by time; marathon at 150 lines and ultra at two minutes, by points; no personal best', async () => {
  // Dig, handed to the AI flat out: ten rows of cheese dug out, the time is the result; a run the
  // AI played is no personal best. (The sprint test plays a best by keys.)
  let page = await open('index.html?game=tetris&mode=dig&rules=guideline&seed=4');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && Tetris.snapshot().active);
  await page.$eval('#speed', (el) => { el.value = '6'; el.dispatchEvent(new Event('input')); });
  await press(page, 'r');
  await until(page, () => { const x = Tetris.snapshot().run; return !x.waiting && x.countdown === 0 && !x.go; });
  await press(page, 'a');
  let { s, r, shown } = await runEnded(page);
  assert.equal(r.end, 'finished');
  assert.equal(s.run.left, 0, 'no cheese left');
  assert.ok(!s.cells.includes(8), 'no garbage cell on the board');
  assert.ok(!r.counts && r.timeMs > 0 && r.pieces === s.pieces && r.lines >= 10, JSON.stringify(r));
  const time = await page.evaluate((ms) => TetrisModes.time(ms), r.timeMs);
  assert.equal(shown.title, `Cheese dig (10 rows): ${time}`);
  assert.equal(shown.best, 'Not a personal best: the AI played or showed its hint.');
  assert.equal((await page.evaluate(() => TetrisModes.bests()))['dig/guideline/10x20'], undefined);
  // Marathon, handed to the AI flat out: it finishes at 150 lines, level 15, scored by points, and
  // a run the AI played is no personal best.
  await page.select('#mode', 'marathon');
  await until(page, () => Tetris.snapshot().run.mode === 'marathon' && Tetris.settled());
  await page.$eval('#speed', (el) => { el.value = '6'; el.dispatchEvent(new Event('input')); });
  await press(page, 'r');
  await until(page, () => { const x = Tetris.snapshot().run; return !x.waiting && x.countdown === 0 && !x.go; });
  await press(page, 'a');
  ({ s, r, shown } = await runEnded(page));
  assert.equal(r.end, 'finished');
  assert.ok(r.lines >= 150 && r.lines <= 153, `${r.lines} lines`);
  assert.equal(r.level, 15);
  assert.equal(r.score, s.score);
  assert.ok(!r.counts, 'the AI played it');
  assert.equal(shown.title, `Marathon (15 levels): ${r.score.toLocaleString('en')} points`);
  assert.equal(shown.best, 'Not a personal best: the AI played or showed its hint.');
  // Ultra, the AI again: two minutes of play, on the game's own clock, which runs ten times as
  // fast as the wall clock from here on (the game sees only its own clock).
  await page.select('#mode', 'ultra');
  await until(page, () => Tetris.snapshot().run.mode === 'ultra' && Tetris.settled());
  await hurryTetrisClock(page, 10);
  await press(page, 'r');
  await until(page, () => { const x = Tetris.snapshot().run; return !x.waiting && x.countdown === 0 && !x.go; });
  await press(page, 'a');
  ({ s, r, shown } = await runEnded(page));
  assert.equal(r.end, 'finished', 'the AI played to the end of the time');
  assert.equal(Math.round(r.timeMs), 120000);
  assert.equal(s.run.timeLeftMs, 0);
  assert.ok(r.pieces > 20 && r.score === s.score && r.score > 0, JSON.stringify(r));
  assert.equal(shown.title, `2-minute ultra: ${r.score.toLocaleString('en')} points`);
  assert.equal(shown.best, 'Not a personal best: the AI played or showed its hint.');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('bench: the native signature, at least a third of the native speed per CPU second', async () => {
  const page = await open('bench.html');
  await page.waitForFunction(() => Bench.result(), { timeout: 10 * DEADLINE, polling: 1000 });
  const web = await page.evaluate(() => Bench.result());
  // The bench's worker stays up after its run: its thread's CPU time is the bench's.
  const workerCpu = workerCpuSeconds();
  assert.match(await page.$eval('#out', (el) => el.textContent), /799985 lines \(the native signature\)/);
  // The page on a phone, in both languages: its words stay inside their box.
  await page.setViewport({ width: 400, height: 800 });
  assert.ok(await page.$eval('meta[name=viewport]', (el) => el.content.includes('width=device-width')));
  const fits = () => page.$eval('#out', (el) => el.scrollWidth <= el.clientWidth && document.documentElement.scrollWidth <= 400);
  assert.ok(await fits(), 'the output fits a 400 px screen');
  assert.match(await page.$eval('main p', (el) => el.textContent), /^The workload of gameai tetris bench/);
  await page.select('#language', 'zh_CN');
  assert.match(await page.$eval('#out', (el) => el.textContent), /^工作量 +eltetris，单方块/);
  assert.equal(await page.$eval('h1', (el) => el.textContent), '俄罗斯方块 AI 速度测试');
  assert.ok(await fits());
  await page.close();
  assert.equal(web.decisions, 2000000);
  assert.equal(web.signature, 799985, 'the browser plays exactly the native games');
  const webCpu = workerCpu ? web.decisions / workerCpu : null;
  let line = `browser ${Math.round(web.decisionsPerSecond)} decisions/s wall` +
    (webCpu ? `, ${Math.round(webCpu)} per CPU second of its worker` : ' (no worker thread found for the CPU time)');
  if (NATIVE && NATIVE !== NATIVE_OPTIMISED) {
    // Any native build plays the same games: the signature, whatever its speed.
    const native = JSON.parse(execFileSync(NATIVE, ['tetris', 'bench', '--json'], { encoding: 'utf8' }));
    assert.equal(native.signature, web.signature);
  }
  if (!NATIVE_OPTIMISED) {
    line += '; no optimised native build to compare the speed with (bash scripts/web.sh bench builds one)';
  } else {
    const native = JSON.parse(execFileSync(NATIVE_OPTIMISED, ['tetris', 'bench', '--json'], { encoding: 'utf8' }));
    assert.equal(native.signature, web.signature);
    // The engine's speed in the page against the native program's, by the CPU time each used:
    // what another program on the machine takes from both is not counted. The wall-clock ratio
    // is printed, not judged: a busy machine can slow one run and not the other.
    const ratio = web.decisionsPerSecond / native.decisions_per_second;
    line += `; native ${Math.round(native.decisions_per_second)} wall, ` +
      `${Math.round(native.decisions_per_cpu_second)} per CPU second; browser/native ${ratio.toFixed(2)} by the wall clock`;
    if (webCpu) {
      const cpuRatio = webCpu / native.decisions_per_cpu_second;
      line += `, ${cpuRatio.toFixed(2)} per CPU second`;
      assert.ok(cpuRatio >= 1 / 3, line);
    }
  }
  console.log(`# ${line}`);
  assert.deepEqual(consoleErrors, []);
});

test('same seed: the lines after N pieces equal gameai tetris play', async (t) => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready());
  for (const [seed, pieces] of [[7, 3000], [2026, 10000]]) {
    const web = await page.evaluate((m) => Tetris.request(m, 'sameSeed'), { type: 'sameSeed', ai: 'eltetris', seed, pieces });
    assert.equal(web.simulatorPieces, pieces);
    assert.equal(web.pageLines, web.simulatorLines, 'the page\'s game and the simulator agree');
    if (!NATIVE) { t.diagnostic('no native gameai: compared the browser\'s two paths only'); continue; }
    const native = JSON.parse(execFileSync(NATIVE, ['tetris', 'play', '--ai', 'eltetris', '--seed', String(seed),
      '--games', '1', '--max-pieces', String(pieces), '--json'], { encoding: 'utf8' }));
    assert.equal(web.simulatorLines, native.games[0].lines, `seed ${seed}`);
    console.log(`# seed ${seed}, ${pieces} pieces: ${native.games[0].lines} lines natively, ${web.simulatorLines} in the browser`);
  }
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('first load: the whole site under 1 MB of WebAssembly and script, compressed', () => {
  // Both games load with the page (xiangqi too, so its tab needs no server once the page is up).
  const files = ['index.html', 'style.css', 'i18n.js', 'canvas.js', 'tetris.js', 'tetris-style.js', 'xiangqi.js', 'page.js',
    'tetris-worker.js', 'gameai-tetris.js', 'gameai-tetris.wasm', 'xiangqi-worker.js', 'gameai-xiangqi.js', 'gameai-xiangqi.wasm',
    'icon.svg', 'manifest.webmanifest', 'sw.js'];
  const size = (pack) => files.reduce((n, f) => n + pack(readFileSync(join(SITE, f))).length, 0);
  const gz = size((b) => gzipSync(b, { level: 9 }));
  const br = size((b) => brotliCompressSync(b));
  console.log(`# first load ${size((b) => b)} bytes, ${gz} gzip, ${br} brotli`);
  assert.ok(gz < 1000000, `first load ${gz} bytes gzip`);
});

// Clicks on a xiangqi point, wherever and however large the board is shown.
async function clickSquare(page, sq) {
  const board = await (await page.$('#xiangqi-board')).boundingBox();
  const [x, y] = await page.evaluate((s) => Xiangqi.squarePoint(s), sq);
  const scale = board.width / (await page.evaluate(() => Xiangqi.size()[0]));
  await page.mouse.click(board.x + x * scale, board.y + y * scale);
}

// The page may be reloading (a change of viewport to a phone's reloads it) and have no state yet.
const xiangqiAt = (page, n) => until(page, (k) => Xiangqi.moves().length === k && !Xiangqi.thinking() && Xiangqi.state() !== null && Xiangqi.state().moves.length === k, n);

test('xiangqi: legal dots, a move by clicks answered by the engine, Chinese move list, undo, a sharp board', async () => {
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state());
  await page.$eval('#xq-level', (el) => { el.value = '3'; el.dispatchEvent(new Event('change')); });
  const state = () => page.evaluate(() => Xiangqi.state());
  let s = await state();
  assert.equal(s.legal.length, 44, 'the opening position has 44 legal moves');
  // The 32 pieces are on the canvas, and nothing else is.
  checkXiangqiPixels(await xiangqiPixels(page));
  // An illegal destination changes nothing; the cannon h2 to e2 is played and answered.
  await clickSquare(page, 25);
  await clickSquare(page, 26 + 9 * 3);
  assert.equal((await state()).moves.length, 0);
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  await xiangqiAt(page, 2);
  s = await state();
  assert.equal(s.moves[0].chinese, '炮二平五');
  assert.match(s.moves[1].chinese, /^[车马炮象相士卒将砲車馬包][1-9前后中][进退平][1-9]$/u);
  // In English the list is in WXF; Chinese notation chosen, in Chinese.
  assert.ok((await page.$eval('#xq-moves', (el) => el.textContent)).includes('C2=5'));
  await page.select('#xq-notation', 'chinese');
  const text = await page.$eval('#xq-moves', (el) => el.textContent);
  assert.ok(text.includes('炮二平五'));
  checkXiangqiPixels(await xiangqiPixels(page));
  // A screen of device pixel ratio 2: the backing store doubles and the board is drawn again.
  await page.setViewport({ width: 1140, height: 760, deviceScaleFactor: 2 });
  await until(page, () => document.getElementById('xiangqi-board').width === 1220);
  assert.equal(await page.$eval('#xiangqi-board', (c) => c.getBoundingClientRect().width), 610);
  checkXiangqiPixels(await xiangqiPixels(page));
  // A second move (the horse b0 to c2), so there is a move to undo by button and one by key.
  await clickSquare(page, 1);
  await clickSquare(page, 20);
  await xiangqiAt(page, 4);
  if (SHOTS) {
    // One more move so the picture shows a game under way, with the dots of a selected chariot.
    await clickSquare(page, 7);
    await clickSquare(page, 24);
    await xiangqiAt(page, 6);
    await clickSquare(page, 0);
    await page.setViewport({ width: 1140, height: 760, deviceScaleFactor: 1 });
    await until(page, () => document.getElementById('xiangqi-board').width === 610);
    await page.screenshot({ path: join(SHOTS, 'web-xiangqi.png') });
  }
  const played = (await state()).moves.length;
  await page.click('#xq-undo');
  await until(page, (n) => Xiangqi.state() !== null && Xiangqi.state().moves.length === n - 2, played);
  assert.equal((await state()).redToMove, true);
  await page.keyboard.down('Control');
  await page.keyboard.press('z');
  await page.keyboard.up('Control');
  await until(page, (n) => Xiangqi.state() !== null && Xiangqi.state().moves.length === n - 4, played);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('xiangqi: playing Black, the engine opens at level 1 (seed 001\'s minimax) and 10; level 15 refused', async () => {
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state());
  for (const level of ['1', '10']) {
    await page.$eval('#xq-level', (el, v) => { el.value = v; el.dispatchEvent(new Event('change')); }, level);
    assert.equal(await page.evaluate(() => Xiangqi.level()), Number(level));
    await page.select('#xq-side', 'red');
    await page.select('#xq-side', 'black');
    await xiangqiAt(page, 1);
    const s = await page.evaluate(() => Xiangqi.state());
    assert.equal(s.redToMove, false, `level ${level}: Black, the player, is to move`);
    assert.ok(s.legal.length > 0);
  }
  // Out of range: refused with a message, the field back at the level played.
  const error = () => page.$eval('#xq-error', (el) => (el.hidden ? '' : el.textContent));
  assert.equal(await error(), '');
  for (const bad of ['15', '0', '2.5']) {
    await page.$eval('#xq-level', (el, v) => { el.value = v; el.dispatchEvent(new Event('change')); }, bad);
    assert.equal(await error(), `The level must be a whole number from 1 to 10, not ${bad}: the computer plays at level 10.`);
    assert.equal(await page.$eval('#xq-level', (el) => el.value), '10');
    assert.equal(await page.evaluate(() => Xiangqi.level()), 10);
  }
  await page.select('#language', 'zh_CN');
  assert.equal(await error(), '等级必须是 1 到 10 的整数，不能是 2.5：电脑按 10 级下棋。');
  await page.$eval('#xq-level', (el) => { el.value = '3'; el.dispatchEvent(new Event('change')); });
  assert.equal(await error(), '');
  assert.equal(await page.evaluate(() => Xiangqi.level()), 3);
  // On a phone the board is shown smaller, and taps still find their points.
  await page.setViewport({ width: 400, height: 800, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.select('#xq-side', 'red');
  await until(page, () => document.getElementById('xiangqi-board').getBoundingClientRect().width < 400);
  // Clicks count once the new game's state is in (until then the last game's is shown).
  await xiangqiAt(page, 0);
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  await xiangqiAt(page, 2);
  assert.equal((await page.evaluate(() => Xiangqi.state())).moves[0].chinese, '炮二平五');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

// A game the engine at level 4 won against seed 001's depth-1 minimax
// (`gameai xiangqi play --red ai:4 --black minimax:1 --movetime 200 --seed 1`): the last move,
// a5a9, mates.
const MATE_GAME = ('h2e2 b7b0 a0b0 h7e7 h0g2 e7e3 g2e3 h9g7 e3f5 c9e7 f5g7 i9h9 g7h9 b9c7 i0h0 a9b9 ' +
  'b2b8 b9b8 b0b8 d9e8 h9g7 c6c5 f0e1 c7b5 b8b5 c5c4 c3c4 e6e5 b5e5 a6a5 e5a5 g6g5 a5a9').split(' ');

test('xiangqi: the engine\'s mate and the game\'s end in words, in both languages', async () => {
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state());
  const status = () => page.$eval('#xq-status', (el) => el.textContent);
  const engine = () => page.$eval('#xq-engine', (el) => el.textContent);
  // The engine plays Red one move before the mate: it sees it and gives it.
  await page.select('#xq-side', 'black');
  await page.$eval('#xq-level', (el) => { el.value = '4'; el.dispatchEvent(new Event('change')); });
  await page.evaluate((m) => Xiangqi.play(m), MATE_GAME.slice(0, -1));
  await until(page, (n) => Xiangqi.state() !== null && Xiangqi.state().over && Xiangqi.state().moves.length === n, MATE_GAME.length);
  assert.equal(await status(), 'Red wins: Black is checkmated');
  // Its line: the mating move, as the move list writes it (WXF in English, Chinese in Chinese).
  const mate = (await page.evaluate(() => Xiangqi.state())).moves.at(-1);
  assert.equal(await engine(), `depth ${(await engine()).match(/^depth (\d+)/)[1]}, Red mates in 1 move, nodes ${(await engine()).match(/nodes (\d+)/)[1]}; line: ${mate.wxf}`);
  await page.select('#language', 'zh_CN');
  assert.equal(await status(), '红方胜：黑方被将死');
  assert.match(await engine(), new RegExp(`^深度 \\d+, 红方一步杀, 节点 \\d+; 预想着法: ${mate.chinese}$`));
  // The engine plays Black, lost: it says who mates it, never a negative number.
  await page.select('#language', 'en');
  await page.select('#xq-side', 'red');
  await page.evaluate((m) => Xiangqi.play(m), MATE_GAME.slice(0, -2));
  await until(page, (n) => Xiangqi.state() !== null && Xiangqi.state().moves.length === n && !Xiangqi.thinking(), MATE_GAME.length - 1);
  const line = await engine();
  assert.doesNotMatch(line, /-\d/);
  assert.match(line, /^depth \d+, (Red mates in (1 move|\d+ moves)|score \(Red's view\) \d+\.\d\d), nodes \d+(; line: \S+( \S+)*)?$/);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

// The colour the canvas shows at a point of the board's drawing (CSS pixels).
const canvasAt = (page, [x, y]) => page.evaluate(([px, py]) => {
  const canvas = document.getElementById('xiangqi-board');
  const scale = canvas.width / Xiangqi.size()[0];
  return Array.from(canvas.getContext('2d').getImageData(Math.floor(px * scale), Math.floor(py * scale), 1, 1).data.slice(0, 3));
}, [x, y]);

test('xiangqi: a hint at full strength shows a legal move as an arrow, refused while the computer thinks; the board flips', async () => {
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state() && Xiangqi.loaded());
  await page.$eval('#xq-level', (el) => { el.value = '1'; el.dispatchEvent(new Event('change')); });
  // Red to move: the hint is searched at level 10 whatever the opponent's level, and drawn.
  await page.click('#xq-hint');
  await until(page, () => Xiangqi.hinting());
  assert.equal(await page.$eval('#xq-status', (el) => el.textContent), 'Looking for a good move…');
  await until(page, () => Xiangqi.hint() !== null);
  const hint = await page.evaluate(() => Xiangqi.hint());
  const state = () => page.evaluate(() => Xiangqi.state());
  const s = await state();
  assert.ok(s.legal.some(([f, t, m]) => f === hint.from && t === hint.to && m === hint.move), `hint ${hint.move} is legal`);
  assert.ok(hint.depth >= 3, `a full-strength search, not level 1's (depth ${hint.depth})`);
  assert.match(await page.$eval('#xq-hint-text', (el) => el.textContent),
    new RegExp(`^Hint: ${esc(hint.wxf)} \\(${hint.move}\\), (score \\(Red's view\\) -?\\d+\\.\\d\\d|(Red|Black) mates in .*), depth \\d+$`));
  assert.equal(await page.$eval('#xq-status', (el) => el.textContent), 'Red to move');
  // The arrow: green halfway between the two points, over whatever is there.
  const [a, b] = await page.evaluate((h) => [Xiangqi.squarePoint(h.from), Xiangqi.squarePoint(h.to)], hint);
  const mid = await canvasAt(page, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
  assert.ok(mid[1] > mid[0] + 50 && mid[1] > mid[2] + 50, `the arrow's colour, not rgb(${mid})`);
  await page.select('#language', 'zh_CN');
  assert.match(await page.$eval('#xq-hint-text', (el) => el.textContent), new RegExp(`^提示: ${hint.chinese} `));
  await page.select('#language', 'en');
  // Played, the hint goes; while the computer (level 10) thinks, no hint can be asked for.
  await page.$eval('#xq-level', (el) => { el.value = '10'; el.dispatchEvent(new Event('change')); });
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  await until(page, () => Xiangqi.thinking());
  assert.equal(await page.evaluate(() => Xiangqi.hint()), null);
  assert.equal(await page.$eval('#xq-hint', (el) => el.disabled), true);
  await page.click('#xq-undo');
  await until(page, () => Xiangqi.state() !== null && !Xiangqi.thinking() && Xiangqi.state().moves.length === 0);
  await page.$eval('#xq-level', (el) => { el.value = '1'; el.dispatchEvent(new Event('change')); });
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  await xiangqiAt(page, 2);
  // Flipped: Red's corner a0 goes to the top right, and the canvas shows the turned board (the
  // cannon on e2 is drawn where e7 was, which held nothing).
  const e2 = await page.evaluate(() => Xiangqi.squarePoint(22));
  const before = await page.evaluate(() => [Xiangqi.squarePoint(0), Xiangqi.flipped()]);
  assert.deepEqual(before, [[64, 72 + 9 * 60], false]);
  checkXiangqiPixels(await xiangqiPixels(page));
  await page.click('#xq-flip');
  assert.deepEqual(await page.evaluate(() => [Xiangqi.squarePoint(0), Xiangqi.flipped()]), [[64 + 8 * 60, 72], true]);
  checkXiangqiPixels(await xiangqiPixels(page));
  const flippedE2 = await page.evaluate(() => Xiangqi.squarePoint(22));
  assert.deepEqual(flippedE2, [e2[0], 72 + 2 * 60]);
  assert.ok(near(await canvasAt(page, [flippedE2[0] + 24, flippedE2[1] + 4]), XIANGQI_PIECE), 'the cannon drawn at the top');
  // Clicks follow the turned board: a legal move of Red's played by its points.
  const [from, to] = (await state()).legal[0];
  await clickSquare(page, from);
  await clickSquare(page, to);
  await xiangqiAt(page, 4);
  await page.click('#xq-flip');
  assert.equal(await page.evaluate(() => Xiangqi.flipped()), false);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

// A line the engine reports: its moves legal-looking in the three notations, as many of each.
function checkLine(l) {
  assert.ok(l.pv.length >= 1 && l.pv.length === l.pvChinese.length && l.pv.length === l.pvWxf.length, JSON.stringify(l));
  for (const m of l.pv) assert.match(m, /^[a-i]\d[a-i]\d$/);
  for (const m of l.pvChinese) assert.match(m, /^\S{2}[进退平][一二三四五六七八九1-9]$/);
  for (const m of l.pvWxf) assert.match(m, /^[KAEHRCP+\-1-9][1-9+-][+\-=][1-9]$/);
}

// `text` matched literally inside a regular expression (WXF moves hold +).
const esc = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('xiangqi: while the computer and the hint search, their line deepens on the page: depth, score, moves', async () => {
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state() && Xiangqi.loaded());
  await page.$eval('#xq-level', (el) => { el.value = '10'; el.dispatchEvent(new Event('change')); });
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  // The computer (Black, level 10: 5 s) thinks: its line shows, then a deeper one.
  await until(page, () => Xiangqi.thinking() && Xiangqi.line() && Xiangqi.line().pv.length >= 2);
  // The line and its words read together (a deeper one may come at any moment).
  const [first, shown] = await page.evaluate(() => [Xiangqi.line(), document.getElementById('xq-line').textContent]);
  checkLine(first);
  assert.equal(first.who, 'computer');
  const legal = (await page.evaluate(() => Xiangqi.state())).legal;
  assert.ok(legal.some((l) => l[2] === first.pv[0]), `${first.pv[0]} is one of Black's legal moves`);
  assert.match(shown, new RegExp(`^Computer's line: depth ${first.depth}, (score \\(Red's view\\) -?\\d+\\.\\d\\d|(Red|Black) mates in .*): ${esc(first.pvWxf.join(' '))}$`));
  await until(page, (d) => !Xiangqi.thinking() || (Xiangqi.line() && Xiangqi.line().depth > d), first.depth);
  const deeper = await page.evaluate(() => Xiangqi.line());
  if (deeper) { checkLine(deeper); assert.ok(deeper.depth > first.depth); }
  await page.select('#language', 'zh_CN');
  const zh = await page.evaluate(() => (Xiangqi.line() ? document.getElementById('xq-line').textContent : null));
  if (zh !== null) assert.match(zh, /^电脑的思路: 深度 \d+, /);
  await page.select('#language', 'en');
  // Its move made, the line goes; the engine's last search names the line it expected.
  await xiangqiAt(page, 2);
  assert.equal(await page.$eval('#xq-line', (el) => el.hidden), true);
  const played = esc((await page.evaluate(() => Xiangqi.state())).moves[1].wxf);
  assert.match(await page.$eval('#xq-engine', (el) => el.textContent), new RegExp(`^depth \\d+, .*, nodes \\d+(; line: ${played}( \\S+)*)?$`));
  // The hint's search shows its line too, for Red (the side to move).
  await page.click('#xq-hint');
  await until(page, () => Xiangqi.hinting() && Xiangqi.line() && Xiangqi.line().pv.length >= 2);
  const h = await page.evaluate(() => Xiangqi.line());
  checkLine(h);
  assert.equal(h.who, 'hint');
  assert.match(await page.$eval('#xq-line', (el) => el.textContent), /^Hint search: depth \d+, /);
  await until(page, () => Xiangqi.hint() !== null);
  assert.equal(await page.$eval('#xq-line', (el) => el.hidden), true);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

// Waits until `dir` holds a finished download ending in `suffix`, and returns its path.
async function downloaded(dir, suffix) {
  for (const start = Date.now(); Date.now() - start < DEADLINE; await new Promise((r) => setTimeout(r, 50))) {
    const f = readdirSync(dir).find((n) => n.endsWith(suffix));
    if (f) return join(dir, f);
  }
  throw new Error(`no ${suffix} file downloaded into ${dir}`);
}

test('xiangqi: a PGN file opened replays its game to step through and play on; a broken one is refused; a saved game reads back', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'gameai-pgn-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state() && Xiangqi.loaded());
  await page.$eval('#xq-level', (el) => { el.value = '1'; el.dispatchEvent(new Event('change')); });
  const input = await page.$('#xq-file');
  const state = () => page.evaluate(() => Xiangqi.state());
  // A master game in ICCS (no Format tag): 98 moves replayed, shown at the last, the computer waiting.
  await input.uploadFile(join(ROOT, 'tests/data/records/iccs.pgn'));
  await until(page, () => Xiangqi.state() !== null && Xiangqi.state().moves.length === 98 && Xiangqi.moves().length === 98);
  let s = await state();
  assert.equal(s.moves[0].chinese, '炮二平五');
  assert.equal(s.moves[97].iccs, 'd5e5');
  assert.equal(await page.evaluate(() => Xiangqi.paused()), true);
  assert.equal(await page.$eval('#xq-info', (el) => el.textContent), 'iccs.pgn: 98 moves; the computer waits (Go on).');
  assert.equal(await page.$eval('#xq-pause', (el) => el.textContent), 'Go on');
  checkXiangqiPixels(await xiangqiPixels(page));
  // Stepping: back one, to the start, forward two.
  await page.click('#xq-back');
  await until(page, () => Xiangqi.state().moves.length === 97 && Xiangqi.future().length === 1);
  await page.click('#xq-first');
  await until(page, () => Xiangqi.state().moves.length === 0 && Xiangqi.future().length === 98);
  await page.click('#xq-forward');
  await page.click('#xq-forward');
  await until(page, () => Xiangqi.state().moves.length === 2);
  assert.match(await page.$eval('#xq-moves', (el) => el.textContent), /96 more moves/);
  // A file that is not a game: refused with the game-file library's message (its line, the move
  // as players number it, the position), the game on the board kept.
  const bad = join(dir, 'bad.pgn');
  writeFileSync(bad, '[Event "An illegal move"]\n\n1. h2e2 h9g7\n2. h2h9 *\n');
  await input.uploadFile(bad);
  const error = () => page.$eval('#xq-error', (el) => (el.hidden ? '' : el.textContent));
  await until(page, () => !document.getElementById('xq-error').hidden);
  assert.equal(await error(), "bad.pgn could not be opened: line 4: move 2, red: 'h2h9' (h2h9) is not legal in " +
    'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2 (game from line 1). The game on the board is kept.');
  await page.select('#language', 'zh_CN');
  assert.equal(await error(), '无法打开 bad.pgn：第 4 行：第 2 回合红方的“h2h9”在局面 ' +
    'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2 中不是合法着法（对局从第 1 行开始）。棋盘上的对局保持不变。');
  await page.select('#language', 'en');
  writeFileSync(bad, '[Event "A comment never closed"]\n\n1. h2e2 {the central\ncannon 2. h0g2 *\n');
  await input.uploadFile(bad);
  await until(page, () => document.getElementById('xq-error').textContent.includes('comment'));
  assert.equal(await error(), "bad.pgn could not be opened: line 3: the comment opened at line 3 is not closed (a '}' is missing) " +
    '(game from line 1). The game on the board is kept.');
  await page.select('#language', 'zh_CN');
  assert.equal(await error(), '无法打开 bad.pgn：第 3 行：第 3 行开始的注释没有结束（缺少“}”）（对局从第 1 行开始）。棋盘上的对局保持不变。');
  await page.select('#language', 'en');
  s = await state();
  assert.equal(s.moves.length, 2);
  assert.equal((await page.evaluate(() => Xiangqi.future())).length, 96);
  // Play on from move 2 with a move of one's own (the rest of the file's line goes), then the
  // computer answers once told to go on.
  await clickSquare(page, 1);
  await clickSquare(page, 20);
  await until(page, () => Xiangqi.state().moves.length === 3 && Xiangqi.future().length === 0);
  assert.equal(await error(), '', 'a move clears the message');
  await page.click('#xq-pause');
  await xiangqiAt(page, 4);
  // Saved as a file download: the standard tags and the moves in ICCS, which open again.
  const cdp = await page.createCDPSession();
  const downloads = join(dir, 'downloads');
  mkdirSync(downloads);
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  await page.click('#xq-save');
  const saved = await downloaded(downloads, '.pgn');
  assert.match(saved, /\/xiangqi-\d{8}-\d{4}\.pgn$/);
  const text = readFileSync(saved, 'utf8');
  assert.equal(text, await page.evaluate(() => Xiangqi.pgn()));
  const played = (await state()).moves.map((m) => m.iccs);
  assert.match(text, /^\[Event "5 Ram Cup 1989"\]\n\[Site "\?"\]\n\[Date "\?\?\?\?\.\?\?\.\?\?"\]\n\[Round "\?"\]\n\[Red "Hu Ronghua"\]\n\[White "Hu Ronghua"\]\n\[Black "Lu Qin"\]\n\[Result "\*"\]\n/);
  assert.match(text, /\[TimeControl "-"\]\n\[WhiteType "human"\]\n\[BlackType "human"\]\n\[Variant "xiangqi"\]\n\[Format "ICCS"\]\n\n1\. h2e2 h9g7 2\. b0c2 \S+ \*\n\n$/);
  // A new game, then the saved file opened: the same four moves.
  await page.click('#xq-new');
  await xiangqiAt(page, 0);
  await input.uploadFile(saved);
  await until(page, (n) => Xiangqi.state() !== null && Xiangqi.state().moves.length === n, played.length);
  assert.deepEqual((await state()).moves.map((m) => m.iccs), played);
  // A game from a set-up position, Black to move first: replayed from its FEN, saved with it.
  const fen = '4k4/9/9/9/9/9/9/9/4A4/4K2c1 b - - 0 1';
  const setUp = join(dir, 'setup.pgn');
  writeFileSync(setUp, `[Event "An ending"]\n[SetUp "1"]\n[FEN "${fen}"]\n\n1... h0h5 2. e0f0 *\n`);
  await input.uploadFile(setUp);
  await until(page, () => Xiangqi.state() !== null && Xiangqi.state().moves.length === 2 && Xiangqi.state().board[52] === 14);
  s = await state();
  assert.equal(s.redToMove, false);
  assert.equal(s.board[5], 1, 'the red general on f0');
  assert.match(await page.evaluate(() => Xiangqi.pgn()), new RegExp(`\\[SetUp "1"\\]\\n\\[FEN "${fen.replace(/\//g, '\\/')}"\\][^]*\\n\\n1\\.\\.\\. h0h5 2\\. e0f0 \\*\\n\\n$`));
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('xiangqi: a PGN file\'s variation and comments shown in the move list; a click on the variation goes there; saved back', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'gameai-pgn-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state() && Xiangqi.loaded());
  const file = join(dir, 'study.pgn');
  writeFileSync(file, '[Event "A study"]\n\n1. h2e2 {the central cannon} h9g7 (1... h7e7 {same direction cannons}\n' +
    '2. h0g2 (2. b0c2)) 2. h0g2 i9h9 *\n');
  await page.select('#xq-notation', 'chinese');  // the list below in Chinese notation, in the English page
  await (await page.$('#xq-file')).uploadFile(file);
  await until(page, () => Xiangqi.state() !== null && Xiangqi.state().moves.length === 4 && Xiangqi.moves().length === 4);
  assert.equal(await page.$eval('#xq-info', (el) => el.textContent),
    'study.pgn: 4 moves; variations: 2, comments: 2; the computer waits (Go on).');
  // The main line in rows, the comment after its move, the variation in brackets after the move
  // it replaces, nested.
  const rows = await page.$$eval('#xq-moves li', (els) => els.map((e) => e.textContent));
  assert.deepEqual(rows, ['炮二平五 the central cannon', '1…  马8进7 (1… 炮8平5 same direction cannons 2. 马二进三 (2. 马八进七))',
    '马二进三  车9平8']);
  assert.equal(await page.$eval('#xq-moves .mv.current', (el) => el.textContent), '车9平8');
  // A move of the variation clicked: its position, the variation's line ahead, its comment shown.
  const variation = await page.$$('#xq-moves .variation .mv');
  assert.equal(variation.length, 3);
  await variation[0].click();
  await until(page, () => Xiangqi.state().moves.length === 2 && Xiangqi.moves().join(' ') === 'h2e2 h7e7');
  assert.deepEqual(await page.evaluate(() => Xiangqi.future()), ['h0g2']);
  assert.equal((await page.evaluate(() => Xiangqi.state())).board[67], 14, "Black's cannon on e7");
  assert.equal(await page.$eval('#xq-comment', (el) => el.textContent), 'same direction cannons');
  assert.equal(await page.$eval('#xq-moves .mv.current', (el) => el.textContent), '1… 炮8平5');
  checkXiangqiPixels(await xiangqiPixels(page));
  // The nested variation's move, then forward along it is the end; the first move shows its comment.
  await (await page.$$('#xq-moves .variation .mv'))[2].click();
  await until(page, () => Xiangqi.moves().join(' ') === 'h2e2 h7e7 b0c2' && Xiangqi.state().moves.length === 3);
  assert.deepEqual(await page.evaluate(() => Xiangqi.future()), []);
  await (await page.$$('#xq-moves .mv'))[0].click();
  await until(page, () => Xiangqi.moves().join(' ') === 'h2e2' && Xiangqi.state().moves.length === 1);
  assert.equal(await page.$eval('#xq-comment', (el) => el.textContent), 'the central cannon');
  assert.deepEqual(await page.evaluate(() => Xiangqi.future()), ['h9g7', 'h0g2', 'i9h9']);
  // Saved: the variations and comments written back.
  // As the game-file library writes it (gameai records export): Black's move after a comment
  // is not numbered again; a line may break before a variation.
  assert.match(await page.evaluate(() => Xiangqi.pgn()), new RegExp('\\n\\n1\\. h2e2 \\{the central cannon\\} h9g7 \\(1\\.\\.\\. h7e7 \\{same direction cannons\\}' +
    '\\s2\\. h0g2\\s\\(2\\. b0c2\\)\\) 2\\. h0g2 i9h9 \\*\\n\\n$'));
  if (SHOTS) {
    // The study at the variation, with the hint's line deepening beside it.
    await (await page.$$('#xq-moves .variation .mv'))[0].click();
    await until(page, () => Xiangqi.moves().join(' ') === 'h2e2 h7e7' && Xiangqi.state().moves.length === 2);
    await page.click('#xq-hint');
    await until(page, () => Xiangqi.line() && Xiangqi.line().depth >= 8);
    await page.screenshot({ path: join(SHOTS, 'web-xiangqi-study.png') });
    await until(page, () => Xiangqi.hint() !== null);
  }
  // A move played from the variation's position that the game lacks replaces what followed there.
  await (await page.$$('#xq-moves .variation .mv'))[0].click();
  await until(page, () => Xiangqi.moves().join(' ') === 'h2e2 h7e7' && Xiangqi.state().moves.length === 2);
  await clickSquare(page, 19);
  await clickSquare(page, 20);
  await until(page, () => Xiangqi.state().moves.length === 3 && Xiangqi.moves().join(' ') === 'h2e2 h7e7 b2c2');
  assert.deepEqual(await page.evaluate(() => Xiangqi.future()), []);
  assert.equal(await page.$$eval('#xq-moves .variation .mv', (els) => els.length), 2);
  assert.match(await page.evaluate(() => Xiangqi.pgn()), /\(1\.\.\. h7e7 \{same direction cannons\}\s2\. b2c2\)\s2\. h0g2/);
  // A variation with a move that is not legal there: the file is refused, naming it.
  writeFileSync(file, '[Event "A bad variation"]\n\n1. h2e2 h9g7 (1... h9h5 2. h0g2) 2. h0g2 *\n');
  await (await page.$('#xq-file')).uploadFile(file);
  await until(page, () => !document.getElementById('xq-error').hidden);
  assert.equal(await page.$eval('#xq-error', (el) => el.textContent),
    "study.pgn could not be opened: line 3: move 1, black of a variation: 'h9h5' (h9h5) is not legal in " +
    'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1 (game from line 1). The game on the board is kept.');
  assert.equal(await page.evaluate(() => Xiangqi.moves().join(' ')), 'h2e2 h7e7 b2c2');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('xiangqi: computer against computer plays both sides on a clock, pauses and goes on, and stops', async () => {
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state() && Xiangqi.loaded());
  await page.$eval('#xq-level', (el) => { el.value = '1'; el.dispatchEvent(new Event('change')); });
  await page.select('#xq-clock', '5+3');
  assert.equal(await page.$eval('#xq-level-black', (el) => el.offsetParent === null), true, "Black's level only for two computers");
  await page.select('#xq-side', 'both');
  await page.$eval('#xq-level-black', (el) => { el.value = '2'; el.dispatchEvent(new Event('change')); });
  assert.equal(await page.evaluate(() => Xiangqi.blackLevel()), 2);
  await until(page, () => Xiangqi.moves().length >= 4);
  // Each side's clock: the time taken off, three seconds added a move.
  const [n, c] = await page.evaluate(() => [Xiangqi.moves().length, Xiangqi.clock()]);
  assert.ok(c.red > 0 && c.black > 0, `both sides have time left: ${JSON.stringify(c)}`);
  assert.ok(c.red <= 300000 + 3000 * Math.ceil(n / 2) && c.black <= 300000 + 3000 * Math.floor(n / 2),
    `at most 3 s added a move: ${JSON.stringify(c)} after ${n} moves`);
  assert.match(await page.$eval('#xq-clock-red', (el) => el.textContent), /^[0-5]:\d\d$/);
  // Paused: the search stops, no move comes, the clocks stand (a hint, asked meanwhile, comes
  // and goes without a move being made).
  // (Paced at half a second a move, the game is far from over.)
  assert.equal(await page.$eval('#xq-pause', (el) => el.disabled), false, 'the game goes on');
  await page.click('#xq-pause');
  await until(page, () => Xiangqi.paused() && !Xiangqi.thinking() && Xiangqi.state().moves.length === Xiangqi.moves().length);
  const at = await page.evaluate(() => [Xiangqi.moves().length, Xiangqi.clock()]);
  assert.equal(at[1].running, null);
  await page.click('#xq-hint');
  await until(page, () => Xiangqi.hint() !== null);
  assert.deepEqual(await page.evaluate(() => [Xiangqi.moves().length, Xiangqi.clock()]), at);
  await page.click('#xq-pause');
  await until(page, (n) => Xiangqi.moves().length >= n + 2, at[0]);
  // A new game as Red stops the match: the computer waits for the player's move.
  await page.select('#xq-side', 'red');
  await xiangqiAt(page, 0);
  assert.equal(await page.evaluate(() => Xiangqi.thinking()), false);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('xiangqi: the computer\'s time for a move at a level, and the clock\'s choices, are the module\'s (the desktop app\'s)', async () => {
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state() && Xiangqi.loaded());
  // The menu offers the play library's presets.
  const menu = await page.$$eval('#xq-clock option', (els) => els.map((e) => e.value));
  assert.deepEqual(menu, ['none', ...(await page.evaluate(() => Xiangqi.clockPresets().map((p) => p.name)))]);
  // Without a clock: 5 s at level 10, the level's own cap below (0.3 s at 7, 1 s at 8, 3 s at 9).
  const times = {};
  for (const level of ['7', '8', '9', '10']) {
    await page.$eval('#xq-level', (el, v) => { el.value = v; el.dispatchEvent(new Event('change')); }, level);
    times[level] = await page.evaluate(() => Xiangqi.moveTime(false));
  }
  assert.deepEqual(times, { 7: 300, 8: 1000, 9: 3000, 10: 5000 });
  // On 15+10 the engine's time manager plans (900,000 - 10) / 30 + 8,000 ms for the move and may
  // stretch it to four times that at level 10 (the rule the page had, a thirtieth at most 5 s,
  // gave 5,000); level 9 keeps its 3 s.
  await page.select('#xq-clock', '15+10');
  await xiangqiAt(page, 0);
  assert.equal(await page.evaluate(() => Xiangqi.moveTime(false)), 151996);
  await page.$eval('#xq-level', (el) => { el.value = '9'; el.dispatchEvent(new Event('change')); });
  assert.equal(await page.evaluate(() => Xiangqi.moveTime(false)), 3000);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('xiangqi: the clock adds the increment, the computer plays on its own time, and a side whose time runs out loses', async () => {
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state() && Xiangqi.loaded());
  await page.$eval('#xq-level', (el) => { el.value = '10'; el.dispatchEvent(new Event('change')); });
  await page.select('#xq-clock', '3+2');
  await xiangqiAt(page, 0);
  const shown = await page.$$eval('#xq-clocks .clock', (els) => els.map((e) => e.textContent));
  assert.deepEqual(shown, ['3:00', '3:00']);
  assert.equal(await page.evaluate(() => Xiangqi.clock().running), null, 'no time runs before the first move');
  // Red's first move starts the clock: it took none of Red's time, the increment is added (as on
  // the desktop), and Black's runs.
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  await until(page, () => Xiangqi.thinking() && Xiangqi.clock().running === 'black');
  const red = (await page.evaluate(() => Xiangqi.clock())).red;
  assert.equal(red, 182000, `Red's time ${red} ms`);
  await xiangqiAt(page, 2);
  // The computer (level 10) took the time manager's share of its 3 minutes (about 7.6 s, at most
  // four times that) and got its 2 s back.
  const c = await page.evaluate(() => Xiangqi.clock());
  assert.ok(c.black > 180000 + 2000 - 40000 && c.black <= 182000, `Black's time ${c.black} ms`);
  assert.equal(c.running, 'red');
  // Red's time runs out (the page's clock is made to jump 16 minutes): Black wins on time.
  await page.evaluate(() => { const now = performance.now.bind(performance); performance.now = () => now() + 16 * 60000; });
  await until(page, () => Xiangqi.clock().flagged === 'red');
  assert.equal(await page.$eval('#xq-status', (el) => el.textContent), 'Black wins: Red ran out of time');
  assert.equal(await page.$eval('#xq-clock-red', (el) => el.textContent), '0:00.0');
  assert.equal(await page.$eval('#xq-hint', (el) => el.disabled), true, 'no hint after the game');
  assert.match(await page.evaluate(() => Xiangqi.pgn()), /\[Result "0-1"\][^]*\[TimeControl "180\+2"\][^]*\[Termination "Red lost on time"\][^]* \{Red lost on time\} 0-1\n\n$/);
  // No move is taken once the flag has fallen.
  await clickSquare(page, 1);
  await clickSquare(page, 20);
  assert.equal((await page.evaluate(() => Xiangqi.moves())).length, 2);
  await page.select('#language', 'zh_CN');
  assert.equal(await page.$eval('#xq-status', (el) => el.textContent), '黑方胜：红方超时');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('xiangqi: loaded with the page, the tab plays on with the server gone', async (t) => {
  const own = await serve(SITE, 0);
  t.after(() => { own.close(); own.closeAllConnections(); });
  const base = `http://127.0.0.1:${own.address().port}/`;
  const page = await open('index.html', { base });
  await until(page, () => Xiangqi.loaded() && Xiangqi.state() && Tetris.ready());
  await new Promise((done) => { own.close(done); own.closeAllConnections(); });
  assert.ok(!own.listening, 'the server is gone');
  await page.click('#tab-xiangqi');
  checkXiangqiPixels(await xiangqiPixels(page));
  await page.$eval('#xq-level', (el) => { el.value = '10'; el.dispatchEvent(new Event('change')); });
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  // Undo while the engine searches: its worker is replaced by a fresh one, from the page's copy.
  await until(page, () => Xiangqi.thinking());
  await page.click('#xq-undo');
  await until(page, () => Xiangqi.state() !== null && !Xiangqi.thinking() && Xiangqi.state().moves.length === 0);
  await page.$eval('#xq-level', (el) => { el.value = '2'; el.dispatchEvent(new Event('change')); });
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  await xiangqiAt(page, 2);
  assert.equal(await page.evaluate(() => Xiangqi.failed()), null);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('installable and offline: a manifest with its icons; the service worker keeps the site, which reloads and plays with the server gone', async (t) => {
  const own = await serve(SITE, 0);
  t.after(() => { own.close(); own.closeAllConnections(); });
  const base = `http://127.0.0.1:${own.address().port}/`;
  const seen = [];  // the browser's console lines on the server gone are expected here
  const page = await open('index.html', { base, errors: seen });
  // The manifest: a standalone app with a theme colour and PNG icons of the sizes it names.
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, 'index.html');
  assert.match(manifest.name, /Tetris/);
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons) {
    const data = readFileSync(join(SITE, icon.src));
    if (icon.type !== 'image/png') { assert.match(data.toString(), /^<svg /); continue; }
    assert.equal(data.subarray(1, 4).toString(), 'PNG', icon.src);
    assert.equal(`${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`, icon.sizes);
  }
  // The service worker takes the page over with the whole site in the build's cache.
  await until(page, () => Tetris.ready() && Xiangqi.loaded() && navigator.serviceWorker.controller !== null);
  const version = readFileSync(join(SITE, 'sw.js'), 'utf8').match(/^const VERSION = '([0-9a-f]{16})';$/m);
  assert.ok(version, 'the build wrote its version into sw.js');
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('gameai-')));
    return [names, (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1))];
  });
  assert.deepEqual(cached[0], [`gameai-${version[1]}`]);
  for (const f of ['index.html', 'page.js', 'tetris-worker.js', 'gameai-tetris.js', 'gameai-tetris.wasm', 'gameai-xiangqi.wasm', 'manifest.webmanifest'])
    assert.ok(cached[1].includes(f), `${f} cached: ${cached[1]}`);
  // The server gone, the page reloads from the cache and plays: a piece dropped by hand.
  await new Promise((done) => { own.close(done); own.closeAllConnections(); });
  assert.ok(!own.listening, 'the server is gone');
  await page.reload();
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  let s = await settled(page);
  assert.equal(s.pieces, 0);
  await press(page, 'ArrowLeft');
  s = await press(page, ' ');
  assert.equal(s.pieces, 1, 'a piece played offline');
  assert.ok(s.cells.some((k) => k > 0));
  await until(page, () => Xiangqi.loaded() && Xiangqi.state() !== null);
  assert.equal(await page.evaluate(() => Xiangqi.failed()), null);
  await page.close();
  assert.deepEqual(seen.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED|sw\.js|ServiceWorker/i.test(e)), []);
});

test('a link opens the game it names: Tetris\'s rules, seed and AI, xiangqi\'s side, level and clock; bad values named and left out', async () => {
  // Tetris: classic rules, seed 42, bcts looking at the current piece only.
  let page = await open('index.html?game=tetris&rules=classic&seed=42&ai=bcts&lookahead=0');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  const s = await settled(page);
  assert.equal(s.rules, 'classic');
  assert.deepEqual(await page.evaluate(() => ['seed', 'evaluator', 'lookahead'].map((id) => document.getElementById(id).value)), ['42', 'bcts', '0']);
  assert.equal(await page.$eval('#link-note', (el) => el.hidden), true);
  // The page's own link to the game gives the same settings back, whatever it was opened with.
  await page.select('#rules', 'standard');
  await page.click('#new-game');
  await page.hover('#tetris-link');
  const href = await page.$eval('#tetris-link', (el) => el.href);
  assert.equal(new URL(href).search, '?ai=bcts&game=tetris&lookahead=0&rules=standard&seed=42');
  await page.close();
  // Xiangqi: as Black at level 7 on a 5+3 clock, the computer (Red) opening.
  page = await open('index.html?game=xiangqi&side=black&level=7&clock=5%2B3');
  await until(page, () => Xiangqi.loaded() && Xiangqi.state() !== null && Xiangqi.moves().length >= 1);
  assert.equal(await page.$eval('#page-xiangqi', (el) => el.classList.contains('hidden')), false);
  assert.equal(await page.evaluate(() => Xiangqi.level()), 7);
  assert.equal(await page.evaluate(() => Xiangqi.flipped()), true, "seen from Black's side");
  assert.ok(await page.evaluate(() => Xiangqi.clock() !== null), 'the clock runs');
  assert.equal(new URL(await page.evaluate(() => Page.link())).search, '?clock=5%2B3&game=xiangqi&level=7&side=black');
  await page.close();
  // Values the page does not offer: named in a note in both languages, the rest used.
  const seen = [];
  page = await open('index.html?game=xiangqi&side=green&level=99&clock=7', { errors: seen });
  await until(page, () => Xiangqi.loaded() && Xiangqi.state() !== null);
  const note = () => page.$eval('#link-note', (el) => (el.hidden ? '' : el.textContent));
  assert.equal(await note(), 'The link asks for side "green", which is not one of red, black, both: it is left out. ' +
    'The link asks for level "99", which is not one of 1, 2, …, 10: it is left out. ' +
    'The link asks for clock "7", which is not one of none, 3+2, 5+3, 10+0, 15+10, 30+0, 30+20: it is left out.');
  assert.deepEqual(await page.evaluate(() => [Xiangqi.level(), Xiangqi.clock()]), [4, null]);
  await page.select('#language', 'zh_CN');
  assert.match(await note(), /^链接要求 side 为“green”，但它不是 red, black, both 之一：已忽略。/);
  await page.close();
  page = await open('index.html?ai=nosuchai&seed=-3', { errors: seen });
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  await until(page, () => document.getElementById('link-note').textContent.includes('nosuchai'));
  assert.match(await note(), /^The link asks for seed "-3", which is not one of 0, 1, 2, …: it is left out\. The link asks for ai "nosuchai", which is not one of .*eltetris.*: it is left out\.$/);
  assert.equal(await page.$eval('#evaluator', (el) => el.value), 'eltetris');
  await page.close();
  assert.deepEqual(seen, []);
  assert.deepEqual(consoleErrors, []);
});

test('a page whose WebAssembly cannot be loaded says so on both tabs', async (t) => {
  // The site without its two .wasm files.
  const dir = mkdtempSync(join(tmpdir(), 'gameai-web-'));
  for (const f of readdirSync(SITE)) if (!f.endsWith('.wasm')) copyFileSync(join(SITE, f), join(dir, f));
  const own = await serve(dir, 0);
  t.after(() => { own.close(); own.closeAllConnections(); rmSync(dir, { recursive: true, force: true }); });
  const seen = [];  // the browser's own console lines on the missing files are expected here
  const page = await open('index.html', { base: `http://127.0.0.1:${own.address().port}/`, errors: seen });
  await until(page, () => !document.getElementById('tetris-error').hidden && Xiangqi.failed());
  assert.match(await page.$eval('#tetris-error', (el) => el.textContent), /^The game could not load/);
  await page.click('#tab-xiangqi');
  assert.match(await page.$eval('#xq-status', (el) => el.textContent),
    /^Xiangqi could not be loaded \(gameai-xiangqi\.wasm: 404 .*\)\. Reload the page when the server is reachable\.$/);
  await page.select('#language', 'zh_CN');
  assert.match(await page.$eval('#xq-status', (el) => el.textContent), /^象棋无法加载/);
  assert.match(await page.$eval('#tetris-error', (el) => el.textContent), /^游戏无法加载/);
  await page.close();
  assert.deepEqual(seen.filter((e) => !/Failed to load resource|could not load|wasm/i.test(e)), []);
});

test('server: the WebAssembly type, nothing outside the site, bad requests answered', async () => {
  const status = (path) => new Promise((ok, fail) => {
    get({ host: '127.0.0.1', port: server.address().port, path }, (res) => { res.resume(); ok([res.statusCode, res.headers['content-type']]); })
      .on('error', fail);
  });
  assert.deepEqual(await status('/gameai-tetris.wasm'), [200, 'application/wasm']);
  assert.equal((await status('/'))[0], 200);
  for (const path of ['/../../CMakeLists.txt', '/%2e%2e/%2e%2e/CMakeLists.txt', '/..%2f..%2fCMakeLists.txt'])
    assert.ok([403, 404].includes((await status(path))[0]), path);
  assert.equal((await status('/%E0%A4%A'))[0], 400);
  assert.equal((await status('/no-such-file.js'))[0], 404);
});

test('server: the files sent compressed to a browser that accepts it, brotli first, each the file itself', async (t) => {
  const fetchAs = (path, encoding) => new Promise((ok, fail) => {
    get({ host: '127.0.0.1', port: server.address().port, path, headers: encoding === null ? {} : { 'Accept-Encoding': encoding } }, (res) => {
      const parts = [];
      res.on('data', (d) => parts.push(d));
      res.on('end', () => ok({ headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', fail);
  });
  for (const [file, type] of [['gameai-xiangqi.wasm', 'application/wasm'], ['xiangqi.js', 'text/javascript; charset=utf-8'], ['index.html', 'text/html; charset=utf-8']]) {
    const plain = readFileSync(join(SITE, file));
    const br = await fetchAs(`/${file}`, 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br', file);
    assert.equal(br.headers['content-type'], type);
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.equal(Number(br.headers['content-length']), br.body.length);
    assert.ok(br.body.length < plain.length * 0.6, `${file}: ${br.body.length} of ${plain.length} bytes`);
    assert.deepEqual(brotliDecompressSync(br.body), plain);
    const gz = await fetchAs(`/${file}`, 'gzip, br;q=0');
    assert.equal(gz.headers['content-encoding'], 'gzip', file);
    assert.deepEqual(gunzipSync(gz.body), plain);
    const none = await fetchAs(`/${file}`, null);
    assert.equal(none.headers['content-encoding'], undefined);
    assert.deepEqual(none.body, plain);
    assert.equal((await fetchAs(`/${file}`, 'identity')).headers['content-encoding'], undefined);
  }
  // The browser takes the xiangqi module (which the page itself loads) compressed: fewer bytes
  // came than it decoded. (From a server of its own: a page of a site whose service worker has
  // taken over gets its files through the worker, which does not count the network's bytes.)
  const own = await serve(SITE, 0);
  t.after(() => { own.close(); own.closeAllConnections(); });
  const page = await open('index.html', { base: `http://127.0.0.1:${own.address().port}/` });
  await until(page, () => Xiangqi.loaded() && Tetris.ready());
  const sizes = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/gameai-xiangqi.wasm'))
    .map((e) => [e.name.split('/').pop(), e.encodedBodySize, e.decodedBodySize]));
  assert.equal(sizes.length, 1, JSON.stringify(sizes));
  for (const [name, encoded, decoded] of sizes) assert.ok(encoded > 0 && encoded < decoded * 0.6, `${name}: ${encoded} bytes for ${decoded}`);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

// --- What players met, round 3 (issue 49) ----------------------------------------------------

// Whether the element is shown whole inside the window, with nothing to scroll to reach it.
const inView = (page, selector) => page.$eval(selector, (el) => {
  const r = el.getBoundingClientRect();
  return !el.hidden && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
});
const pageScrolls = (page) => page.evaluate(() => document.scrollingElement.scrollHeight > innerHeight);
const DESKTOP = { width: 1366, height: 800, deviceScaleFactor: 1 };

test('tetris: a sprint handed to the AI before its first key takes its real time from the countdown\'s end, in its file too; replayed at 1366 x 800, the replay\'s status, rates and errors in view, the page not scrolling', async () => {
  const page = await open('index.html?game=tetris&mode=sprint&seed=5', { viewport: DESKTOP });
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && Tetris.snapshot().run.waiting);
  assert.equal(await pageScrolls(page), false, 'the page fits a 1366 x 800 window');
  // The AI flat out, handed the game before any key: the countdown runs, then the AI plays in
  // batches of 40 ms of the worker's time (BATCH_BUDGET_MS), the first already past the sprint's
  // 40 lines on a quick machine; the sprint cannot have taken less than that one batch.
  await page.$eval('#speed', (el) => { el.value = '6'; el.dispatchEvent(new Event('input')); });
  await page.keyboard.press('a');
  await until(page, () => Tetris.snapshot().run.over);
  const s = await settled(page);
  const r = s.run.result;
  assert.equal(r.end, 'finished');
  assert.ok(r.lines >= 40, `${r.lines} lines`);
  assert.ok(r.timeMs >= 40, `the sprint took ${r.timeMs} ms: less than the AI's one batch`);
  assert.ok(Math.abs(r.pps - r.pieces * 1000 / r.timeMs) < 1e-9);
  await until(page, () => Tetris.drawn() === Tetris.snapshot());
  assert.equal(await page.evaluate(() => Tetris.rates().pps), r.pps, 'the run over shows its own rate');
  await until(page, () => TetrisModes.runFile() !== '');
  const text = await page.evaluate(() => TetrisModes.runFile());
  const file = JSON.parse(text);
  assert.equal(file.result.time_ms, Math.round(r.timeMs), 'the file keeps the time the page showed');
  mkdirSync(join(ROOT, 'build/wasm'), { recursive: true });
  const saved = join(ROOT, 'build/wasm/page-ai-sprint.gameai-run.json');
  writeFileSync(saved, text);
  if (NATIVE) {
    // `records import` stores the file's time as it is.
    const dir = mkdtempSync(join(tmpdir(), 'gameai-run-'));
    try {
      const out = execFileSync(NATIVE, ['records', 'import', saved, '--db', join(dir, 'r.sqlite')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      const ms = Math.round(r.timeMs);
      assert.ok(out.includes(`${Math.floor(ms / 1000)}.${String(ms % 1000).padStart(3, '0')} s`), out);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // Replayed: its status at the top of the panel, in the window; the status line says a replay
  // plays (not the AI); the counters show the run's own rates, not 0.00.
  await (await page.$('#open-run')).uploadFile(saved);
  await until(page, () => TetrisModes.replayState() !== null && TetrisModes.replayState().step > 0);
  assert.equal(await inView(page, '#replay-status'), true, 'the replay\'s status is in view');
  assert.match(await page.$eval('#tetris-status', (el) => el.textContent), /^A run file is replayed: ← → a piece back or on, Space play or pause, Esc close\.$/);
  await until(page, () => Tetris.drawn() === TetrisModes.replayPicture());
  const rates = await page.evaluate(() => Tetris.rates());
  assert.ok(Math.abs(rates.pps - r.pieces * 1000 / file.result.time_ms) < 1e-6 && rates.lps > 0, JSON.stringify(rates));
  assert.equal(await pageScrolls(page), false);
  await page.keyboard.press('Escape');
  await until(page, () => TetrisModes.replayState() === null);
  assert.match(await page.$eval('#tetris-status', (el) => el.textContent), /^The AI plays\./);
  // A file cut short: its error is in view.
  const cut = join(ROOT, 'build/wasm/page-ai-sprint-cut.gameai-run.json');
  writeFileSync(cut, text.slice(0, text.length >> 1));
  await (await page.$('#open-run')).uploadFile(cut);
  await until(page, () => TetrisModes.openError() !== null);
  assert.equal(await inView(page, '#open-run-error'), true, 'the run file\'s error is in view');
  assert.equal(await pageScrolls(page), false);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-tetris-desktop-1366.png') });
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: closing the handling and keys goes on as the game was: playing, or paused by the player', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  await page.click('#tetris-settings-button');
  assert.equal((await settled(page)).paused, true, 'paused while the settings are open');
  await page.click('#ts-close');
  assert.equal((await settled(page)).paused, false, 'playing again once they are closed');
  // Paused by the player first: still paused after them.
  assert.equal((await press(page, 'p')).paused, true);
  await page.click('#tetris-settings-button');
  await page.click('#ts-close');
  assert.equal((await settled(page)).paused, true, 'the player\'s pause stays');
  assert.equal((await press(page, 'p')).paused, false);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: pieces and lines per second go on after the game is taken back and after the settings, measured on the game\'s own time', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  await page.$eval('#speed', (el) => { el.value = '4'; el.dispatchEvent(new Event('input')); });  // 10 pieces/s
  // The rates drawn once the page's clock has passed `since`, a display frame later.
  const ratesAfter = (since) => until(page, (t) => performance.now() >= t, since)
    .then(() => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(Tetris.rates()))))));
  await page.keyboard.press('a');
  const start = (await settled(page)).pieces;
  await until(page, (n) => Tetris.snapshot().pieces >= n, start + 15);
  // Taken back, two seconds later (when a one-second window holds none of the AI's pieces): the
  // last three seconds of play still count the AI's.
  await page.keyboard.press('a');
  await settled(page);
  const taken = await page.evaluate(() => performance.now());
  let rates = await ratesAfter(taken + 2200);
  assert.ok(rates.pps > 0, `after taking the game back: ${JSON.stringify(rates)}`);
  // The AI again for more than three seconds of play, then the settings open for 2.5 s: the
  // pause is not counted, the rate is still the AI's (10 pieces/s on the game's clock).
  await page.keyboard.press('a');
  const again = (await settled(page)).pieces;
  await until(page, (n) => Tetris.snapshot().pieces >= n, again + 35);
  await page.click('#tetris-settings-button');
  await settled(page);
  const opened = await page.evaluate(() => performance.now());
  await until(page, (t) => performance.now() >= t, opened + 2500);
  await page.click('#ts-close');
  await settled(page);
  rates = await ratesAfter(0);
  assert.ok(rates.pps >= 6, `after the settings: ${JSON.stringify(rates)}`);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: a timed run paused hides its stack, its piece, hold and the five previews; going on shows them again', async () => {
  const page = await open('index.html?game=tetris&mode=dig&seed=3');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && Tetris.snapshot().run.waiting);
  await page.keyboard.press('ArrowDown');
  await until(page, () => { const r = Tetris.snapshot().run; return !r.waiting && r.countdown === 0 && Tetris.snapshot().active; });
  // What the canvas shows of the ten rows of cheese (below the pause's band), and whether any
  // piece's colour is drawn in the NEXT column.
  const look = () => page.evaluate((colors) => {
    const s = Tetris.drawn();
    const canvas = document.getElementById('tetris-board');
    const ctx = canvas.getContext('2d');
    const scale = canvas.width / Tetris.size()[0];
    const at = ([x, y]) => Array.from(ctx.getImageData(Math.floor(x * scale), Math.floor(y * scale), 1, 1).data.slice(0, 3));
    const cheese = [];
    for (let y = 0; y < 8; ++y) for (let x = 0; x < s.width; ++x) if (s.cells[y * s.width + x]) cheese.push(at(Tetris.cellCentre(x, y)));
    const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
    const [w] = Tetris.size();
    const x0 = Math.floor(w * 0.74 * scale), data = ctx.getImageData(x0, 0, canvas.width - x0, canvas.height).data;
    let pieces = 0;
    for (let i = 0; i < data.length; i += 4)
      if (colors.slice(1, 8).some((c) => hex(c).every((v, k) => Math.abs(v - data[i + k]) <= 2))) ++pieces;
    return { cheese, pieces, concealed: Tetris.drawnConcealed() };
  }, TETRIS_COLORS);
  await until(page, () => Tetris.drawn() === Tetris.snapshot());
  let seen = await look();
  assert.ok(seen.cheese.length > 20 && seen.cheese.every((c) => near(c, TETRIS_COLORS[8])), 'the cheese is drawn while playing');
  assert.ok(seen.pieces > 100, 'the previews are drawn while playing');
  assert.equal((await press(page, 'p')).paused, true);
  await until(page, () => Tetris.drawn() === Tetris.snapshot() && Tetris.drawn().paused);
  seen = await look();
  assert.equal(seen.concealed, true);
  assert.ok(seen.cheese.every((c) => near(c, TETRIS_BOARD)), `paused, the stack is hidden: ${JSON.stringify(seen.cheese.slice(0, 3))}`);
  assert.equal(seen.pieces, 0, 'paused, no preview is drawn');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-tetris-paused.png') });
  assert.equal((await press(page, 'p')).paused, false);
  await until(page, () => Tetris.drawn() === Tetris.snapshot() && !Tetris.drawn().paused);
  seen = await look();
  assert.ok(seen.cheese.every((c) => near(c, TETRIS_COLORS[8])) && seen.pieces > 100, 'shown again');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('a reload keeps the choices: the Tetris mode and AI, the xiangqi level, clock and notation, the versus settings', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && TetrisVersus.ready());
  await page.select('#mode', 'ultra');
  await page.select('#evaluator', 'bcts');
  await page.$eval('#xq-level', (el) => { el.value = '7'; el.dispatchEvent(new Event('change')); });
  await page.select('#xq-clock', '5+3');
  await page.select('#xq-notation', 'iccs');
  await page.select('#vs-think', '100');
  await page.reload();
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && TetrisVersus.ready());
  const fields = await page.evaluate(() => ['mode', 'evaluator', 'xq-level', 'xq-clock', 'xq-notation', 'vs-think'].map((id) => document.getElementById(id).value));
  assert.deepEqual(fields, ['ultra', 'bcts', '7', '5+3', 'iccs', '100']);
  assert.equal((await snapshot(page)).run.mode, 'ultra', 'the game played is the mode kept');
  assert.equal(await page.evaluate(() => Xiangqi.level()), 7, 'the computer plays at the level kept');
  // A link's values win over the kept ones.
  await page.goto(`${url}index.html?game=tetris&mode=sprint`);
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run);
  assert.equal(await page.$eval('#mode', (el) => el.value), 'sprint');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('in Chinese, the names screen readers say (aria-label) are Chinese too, and English again in English', async () => {
  const page = await open('index.html');
  await until(page, () => Tetris.ready());
  const labels = () => page.$$eval('[aria-label]', (els) => els.map((e) => e.getAttribute('aria-label')));
  const english = await labels();
  assert.ok(english.includes('Tetris board') && english.includes('Hard drop') && english.includes('Xiangqi board'));
  await page.select('#language', 'zh_CN');
  const chinese = await labels();
  assert.ok(chinese.includes('俄罗斯方块棋盘') && chinese.includes('硬降') && chinese.includes('象棋棋盘'), chinese.join(', '));
  assert.deepEqual(chinese.filter((l) => /[A-Za-z]/.test(l)), [], 'no English name left');
  await page.select('#language', 'en');
  assert.deepEqual(await labels(), english);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('xiangqi: the moves, the hint and the engine\'s line in the notation chosen, by default the language\'s (WXF in English, Chinese in Chinese)', async () => {
  const page = await open('index.html#xiangqi');
  await until(page, () => Xiangqi.state() && Xiangqi.loaded());
  await page.$eval('#xq-level', (el) => { el.value = '1'; el.dispatchEvent(new Event('change')); });
  assert.equal(await page.$eval('#xq-undo', (el) => el.textContent), 'Undo');
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  await xiangqiAt(page, 2);
  const s = await page.evaluate(() => Xiangqi.state());
  assert.equal(s.moves[0].wxf, 'C2=5');
  const list = () => page.$eval('#xq-moves', (el) => el.textContent);
  assert.ok((await list()).startsWith(`C2=5  ${s.moves[1].wxf}`), await list());
  assert.doesNotMatch(await list() + await page.$eval('#xq-engine', (el) => el.textContent), /[\u4e00-\u9fff]/u, 'no Chinese in English');
  await page.select('#xq-notation', 'iccs');
  assert.ok((await list()).startsWith(`h2e2  ${s.moves[1].iccs}`), await list());
  await page.select('#xq-notation', 'chinese');
  assert.ok((await list()).startsWith(`炮二平五  ${s.moves[1].chinese}`), await list());
  await page.select('#xq-notation', 'auto');
  await page.select('#language', 'zh_CN');
  assert.ok((await list()).startsWith('炮二平五'));
  assert.equal(await page.$eval('#xq-undo', (el) => el.textContent), '悔棋');
  await page.select('#language', 'en');
  assert.ok((await list()).startsWith('C2=5'));
  // ICCS chosen is kept across a reload.
  await page.select('#xq-notation', 'iccs');
  await page.reload();
  await until(page, () => Xiangqi.state() && Xiangqi.loaded());
  assert.equal(await page.evaluate(() => Xiangqi.notation()), 'iccs');
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('xiangqi: the clock starts with the first move, not before it', async () => {
  const page = await open('index.html?game=xiangqi&level=1&clock=5%2B3');
  await until(page, () => Xiangqi.state() && Xiangqi.loaded() && Xiangqi.clock());
  const since = await page.evaluate(() => performance.now());
  await until(page, (t) => performance.now() >= t, since + 1500);
  let c = await page.evaluate(() => Xiangqi.clock());
  assert.deepEqual([c.red, c.black, c.running], [300000, 300000, null], 'no time runs before Red\'s first move');
  assert.equal(await page.$eval('#xq-clock-red', (el) => el.textContent), '5:00');
  await clickSquare(page, 25);
  await clickSquare(page, 22);
  await until(page, () => Xiangqi.moves().length >= 1 && Xiangqi.clock().running !== null);
  await xiangqiAt(page, 2);
  c = await page.evaluate(() => Xiangqi.clock());
  assert.equal(c.running, 'red', 'after Black\'s reply, Red\'s time runs');
  assert.ok(c.black <= 303000 && c.black > 290000, `Black: ${c.black}`);
  assert.ok(c.red <= 303000, `Red: ${c.red}`);  // its first move's increment added, as on the desktop
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('versus: two AIs\' think times and speeds named by their board; 1 piece/s, 2 pieces/s', async () => {
  const page = await open('index.html#versus');
  await until(page, () => TetrisVersus.ready() && TetrisVersus.snapshot());
  await page.select('#vs-left', 'eltetris');
  const label = (id) => page.$eval(`#${id}`, (el) => el.closest('label').querySelector('span').textContent);
  const words = async () => Promise.all(['vs-left-think', 'vs-left-speed', 'vs-think', 'vs-speed'].map(label));
  assert.deepEqual(await words(), ['Left board: think time', 'Left board: speed', 'Right board: think time', 'Right board: speed']);
  const speeds = () => page.$$eval('#vs-speed option', (os) => os.slice(0, 2).map((o) => o.textContent));
  assert.deepEqual(await speeds(), ['1 piece/s', '2 pieces/s']);
  await page.select('#language', 'zh_CN');
  assert.deepEqual(await words(), ['左边棋盘：思考时间', '左边棋盘：速度', '右边棋盘：思考时间', '右边棋盘：速度']);
  assert.deepEqual(await speeds(), ['每秒 1 个方块', '每秒 2 个方块']);
  await page.select('#language', 'en');
  // The Tetris tab's speed too.
  await page.click('#tab-tetris');
  await page.$eval('#speed', (el) => { el.value = '0'; el.dispatchEvent(new Event('input')); });
  assert.equal(await page.$eval('#speed-label', (el) => el.textContent), '1 piece/s');
  if (SHOTS) {
    await page.click('#tab-versus');
    await page.screenshot({ path: join(SHOTS, 'web-versus-labels.png') });
  }
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

test('tetris: learn my style from a game played by hand and opened run files; "Plays like me" plays on the Tetris and Versus tabs; files it cannot learn from are named', async () => {
  const context = await browser.createBrowserContext();  // no games kept by earlier tests
  const page = await open('index.html?game=tetris&rules=guideline&seed=3', { context, viewport: { width: 1366, height: 800 } });
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().active);
  await until(page, () => document.getElementById('style-kept').textContent !== '');
  assert.equal(await page.$eval('#style-kept', (el) => el.textContent), 'No games kept yet in this browser.');
  assert.equal(await page.$$eval('#evaluator option', (os) => os.some((o) => o.value === 'me')), false);
  // Nothing to learn from yet.
  await page.click('#style-learn');
  await until(page, () => TetrisStyle.state() && TetrisStyle.state().error);
  assert.match(await page.$eval('#style-state', (el) => el.textContent), /^No games to learn from: finish a game of your own/);
  // A game played by hand to its end (hard drops until it tops out) is kept.
  await page.focus('#tetris-board');
  for (let i = 0; i < 80 && !(await settled(page)).gameOver; ++i) await press(page, ' ');
  const lost = await snapshot(page);
  assert.ok(lost.gameOver);
  await until(page, () => TetrisStyle.kept() === 1);
  assert.equal(await page.$eval('#style-kept', (el) => el.textContent), '1 of your games kept in this browser (the last 100).');
  // Learnt from it and from run files opened: a recorded sprint is taken; a file of another
  // kind and a sprint whose step 6 was altered are named and left out.
  const dir = mkdtempSync(join(tmpdir(), 'gameai-style-'));
  const sprintPath = join(ROOT, 'tests/data/records/page-sprint.gameai-run.json');
  const sprint = JSON.parse(readFileSync(sprintPath, 'utf8'));
  const altered = JSON.parse(JSON.stringify(sprint));
  altered.steps[5].score += 10;
  writeFileSync(join(dir, 'altered.json'), JSON.stringify(altered));
  writeFileSync(join(dir, 'notes.json'), '{"format": "something-else"}');
  await (await page.$('#style-open')).uploadFile(sprintPath, join(dir, 'altered.json'), join(dir, 'notes.json'));
  await until(page, () => !TetrisStyle.busy() && TetrisStyle.learnt() !== null);
  const learnt = await page.evaluate(() => TetrisStyle.learnt());
  assert.equal(learnt.games, 2);
  // Every placement of both games, but for any the move generator does not reach from the spawn.
  assert.ok(learnt.placements <= lost.pieces + sprint.steps.length && learnt.placements >= sprint.steps.length, `${learnt.placements} placements`);
  assert.equal(learnt.heldOut, false);
  assert.ok(await page.evaluate(() => TetrisStyle.progressSeen()) >= 4, 'the fit showed its progress');
  const result = await page.$eval('#style-result', (el) => el.textContent);
  assert.match(result, new RegExp(`^Learnt from 2 games \\(${learnt.placements} placements\\): chooses as you did in \\d+\\.\\d % of the positions it learnt from \\(fewer than 5 games: none held out`));
  const refused = await page.$$eval('#style-refused li', (lis) => lis.map((li) => li.textContent));
  assert.equal(refused.length, 2, refused.join(' | '));
  assert.match(refused[0], /^altered\.json: The game does not replay at step 6 /);
  assert.match(refused[1], /^notes\.json: /);
  // "Plays like me" in the AI menu: chosen, the AI plays with the weights learnt.
  await until(page, () => Array.from(document.getElementById('evaluator').options).some((o) => o.value === 'me'));
  await page.select('#evaluator', 'me');
  await until(page, () => { const s = Tetris.snapshot(); return Tetris.settled() && s.pieces === 0 && !s.gameOver; });
  await page.keyboard.press('a');
  await until(page, () => Tetris.snapshot().ai && Tetris.snapshot().pieces >= 8);
  assert.equal(await page.$eval('#tetris-error', (el) => el.hidden), true);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-tetris-style.png') });
  // In Chinese, every word of it.
  await page.select('#language', 'zh_CN');
  assert.match(await page.$eval('#style-result', (el) => el.textContent), /^从 2 局（\d+ 次放置）学习：在它学过的局面中，/);
  assert.equal(await page.$eval('#evaluator option[value="me"]', (el) => el.textContent), '像我一样玩');
  assert.match((await page.$$eval('#style-refused li', (lis) => lis.map((li) => li.textContent)))[0], /^altered\.json：这一局在第 6 步无法重现/);
  await page.select('#language', 'en');
  // The weights saved as a file: a linear weights file that gameai plays.
  await page.click('#style-save');
  const saved = await page.evaluate(() => TetrisStyle.lastSaved());
  assert.equal(saved.name, 'gameai-my-weights.json');
  const weights = JSON.parse(saved.text);
  assert.equal(weights.feature_variant, 'eltetris');
  assert.ok(Object.keys(weights).length > 8 && Object.values(weights).every((v) => v === 'eltetris' || Number.isFinite(v)));
  if (NATIVE) {
    const file = join(dir, 'weights.json');
    writeFileSync(file, saved.text);
    const out = execFileSync(NATIVE, ['tetris', 'play', '--ai', 'linear', '--weights', file, '--games', '1', '--max-pieces', '50', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    assert.ok(JSON.parse(out), 'gameai plays the weights');
  }
  rmSync(dir, { recursive: true, force: true });
  // Kept with the settings: a reload finds them, and "Plays like me" chosen.
  await page.reload();
  await until(page, () => Tetris.ready() && Tetris.snapshot() && document.getElementById('style-result').textContent !== '');
  assert.equal(await page.$eval('#evaluator', (el) => el.value), 'me');
  assert.equal(await page.$eval('#style-result', (el) => el.textContent), result);
  // The Versus tab's opponent: "Plays like me" against El-Tetris, two AIs playing.
  await page.click('#tab-versus');
  await until(page, () => TetrisVersus.ready() && TetrisVersus.snapshot() && TetrisVersus.snapshot().sides);
  await page.select('#vs-speed', '6');
  await page.select('#vs-left-speed', '6');
  await page.select('#vs-ai', 'me');
  await page.select('#vs-left', 'eltetris');
  await until(page, () => { const s = TetrisVersus.snapshot(); return s.started && s.ai === 'linear' && s.sides[1].pieces >= 8; });
  assert.equal(await page.$eval('#vs-error', (el) => el.textContent), '');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-versus-style.png') });
  // On a phone-sized window the box fits the panel.
  await page.click('#tab-tetris');
  await page.setViewport({ width: 390, height: 844 });
  await until(page, () => Tetris.ready() && Tetris.snapshot());
  await page.$eval('#style-box', (el) => el.scrollIntoView());
  assert.ok(await page.$eval('#style-box', (el) => el.getBoundingClientRect().right <= window.innerWidth + 0.5), 'nothing wider than the phone');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'web-phone-tetris-style.png') });
  await page.close();
  await context.close();
  assert.deepEqual(consoleErrors, []);
});
