// The Xiangqi tab: moves by clicks with legal dots, the engine and the hint, the clock, levels,
// notation, PGN files, undo, the endings in words.
// Shared setup and helpers: browser.mjs (its opening comment says how every wait is made).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../serve.mjs';
import { ROOT, SITE, SHOTS, XIANGQI_PIECE, consoleErrors, open, until, near, xiangqiPixels, checkXiangqiPixels, clickSquare, xiangqiAt, MATE_GAME, canvasAt, checkLine, esc, downloaded } from './browser.mjs';

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
  // (The moves may hold a minus: a WXF retreat, R9-4.)
  assert.doesNotMatch(line.split('; line:')[0], /-\d/);
  assert.match(line, /^depth \d+, (Red mates in (1 move|\d+ moves)|score \(Red's view\) \d+\.\d\d), nodes \d+(; line: \S+( \S+)*)?$/);
  await page.close();
  assert.deepEqual(consoleErrors, []);
});

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
  // is numbered again, as PGN's export format asks; a line may break before a variation.
  assert.match(await page.evaluate(() => Xiangqi.pgn()), new RegExp('\\n\\n1\\. h2e2 \\{the central cannon\\} 1\\.\\.\\. h9g7 \\(1\\.\\.\\. h7e7 \\{same direction cannons\\}' +
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
