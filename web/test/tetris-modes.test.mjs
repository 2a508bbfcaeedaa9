// The Tetris modes (sprint, dig, marathon, ultra, zen): each ends with its result, personal
// bests, run files that replay, the modes on a phone.
// Shared setup and helpers: browser.mjs (its opening comment says how every wait is made).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, NATIVE, SHOTS, browser, consoleErrors, open, until, snapshot, settled, press, PHONE, centreOf, tapAt, playRunByKeys, runEnded, setTetrisClockRate, quickCountdown } from './browser.mjs';

test('tetris modes on a phone: a tap on the board starts a sprint\'s countdown and, once the run is over, a new one', async (t) => {
  const context = await browser.createBrowserContext();
  t.after(() => context.close());
  const page = await open('index.html?game=tetris&mode=sprint&seed=4', { viewport: PHONE, context });
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && Tetris.drawn());
  assert.equal((await settled(page)).run.waiting, true);
  const board = await centreOf(page, '#tetris-board');
  await quickCountdown(page, async () => {
    await tapAt(page, board.x, board.y);
    await until(page, () => { const r = Tetris.snapshot().run; return !r.waiting; });
    assert.equal((await snapshot(page)).pieces, 0, 'the tap moved nothing');
  });
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

test('tetris modes: a 40-line sprint played by keys ends with its time and pieces, its best kept across a reload; R restarts at once', async () => {
  const page = await open('index.html?game=tetris&mode=sprint&rules=guideline&seed=7');
  await until(page, () => Tetris.ready() && Tetris.snapshot() && Tetris.snapshot().run && Tetris.snapshot().active);
  assert.equal(await page.$eval('#mode', (el) => el.value), 'sprint', 'the link chose the mode');
  assert.equal(await page.$eval('#mode-best', (el) => el.textContent), 'No personal best yet in this mode and rules.');
  let s = await settled(page);
  assert.equal(s.run.mode, 'sprint');
  assert.equal(s.run.waiting, true, 'a sprint waits for the first key');
  // The first key starts the countdown: 3, 2, 1, go, and the pieces fall.
  await quickCountdown(page, async () => {
    await page.keyboard.press('ArrowDown');
    await until(page, () => { const x = Tetris.snapshot().run; return x.countdown > 0 || !x.waiting; });
    if (SHOTS && (await snapshot(page)).run.countdown > 0) await page.screenshot({ path: join(SHOTS, 'web-tetris-countdown.png') });
  });
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
    await quickCountdown(page, () => press(page, 'r'));  // R: the countdown at once
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
  await quickCountdown(page, () => press(page, 'r'));  // R: the countdown at once
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
  // Ultra, the AI again: two minutes of play, on the game's own clock, which runs thirty times
  // as fast as the wall clock from its start on (the game sees only its own clock).
  await page.select('#mode', 'ultra');
  await until(page, () => Tetris.snapshot().run.mode === 'ultra' && Tetris.settled());
  await quickCountdown(page, () => press(page, 'r'));
  await setTetrisClockRate(page, 30);
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
