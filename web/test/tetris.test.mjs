// The Tetris tab: keys and the AI's hand-over, the boards' pixels, the settings, the phone
// layout and touch, and the same seed as `gameai tetris play` (the bench: bench.test.mjs).
// Shared setup and helpers: browser.mjs (its opening comment says how every wait is made).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, NATIVE, SHOTS, DEADLINE, TETRIS_COLORS, TETRIS_BOARD, browser, url, consoleErrors, open, until, snapshot, settled, ticks, press, near, tetrisPixels, checkTetrisPixels, xiangqiPixels, checkXiangqiPixels, PHONE, phoneLayout, centreOf, tap, columns, touches, tapAt, versusSettled, versusPixels, inView, pageScrolls, DESKTOP, quickCountdown } from './browser.mjs';

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
  await quickCountdown(page, () => page.keyboard.press('ArrowDown'));
  await until(page, () => Tetris.snapshot().active);
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
