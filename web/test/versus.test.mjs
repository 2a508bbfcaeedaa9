// The Versus tab: matches against the AI and between AIs, garbage, pausing, run files.
// Shared setup and helpers: browser.mjs (its opening comment says how every wait is made).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, NATIVE, SHOTS, consoleErrors, open, until, near, checkTetrisPixels, versusSettled, versusPixels, downloaded } from './browser.mjs';

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
