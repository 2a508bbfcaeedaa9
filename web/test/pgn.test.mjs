// The page's PGN reader and writer (web/page/xiangqi-pgn.js) on their own, in node: the files of
// tests/data/records as the records library's tests read them, broken files named by line, and
// what the page writes read back. Which notation a game's moves are in and whether they replay
// is the rules module's part, checked in the browser (page.test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const context = { module: {} };
vm.runInNewContext(readFileSync(join(ROOT, 'web/page/xiangqi-pgn.js'), 'utf8'), context);
// Arrays made in the script's own realm, as plain data of this one (deepEqual compares prototypes).
const plain = (x) => (x === undefined ? x : JSON.parse(JSON.stringify(x)));
const Pgn = Object.fromEntries(Object.entries(context.module.exports).map(([k, f]) => [k, (...a) => plain(f(...a))]));
const data = (name) => readFileSync(join(ROOT, 'tests/data/records', name), 'utf8');
const texts = (g) => g.moves.map((m) => m.text);

test('pgn: a game in ICCS without a Format tag, its tags and its 98 moves', () => {
  const g = Pgn.split(data('iccs.pgn'));
  assert.equal(g.error, undefined);
  assert.deepEqual(g.tags, [['Event', '5 Ram Cup 1989'], ['Red', 'Hu Ronghua'], ['Black', 'Lu Qin']]);
  assert.equal(g.moves.length, 98);
  assert.deepEqual(texts(g).slice(0, 3), ['h2e2', 'h9g7', 'h0g2']);
  assert.equal(g.moves.at(-1).text, 'd5e5');
  assert.equal(g.result, '*');
  assert.equal(g.more, false);
  assert.deepEqual((Pgn.notations(g)), ['iccs'], 'a rank 0 is ICCS');
});

test('pgn: the first game of an export in XBoard coordinates, another following', () => {
  const g = Pgn.split(data('xboard-export.pgn'));
  assert.equal(Pgn.tag(g.tags, 'Event'), 'gameai game 2');
  assert.equal(g.moves.length, 63);
  assert.equal(g.moves[0].text, 'h3e3');
  assert.equal(g.moves.at(-1).text, 'c5b7');
  assert.equal(g.moves[11].line, 13, 'each move knows its line');
  assert.equal(g.more, true);
  assert.deepEqual((Pgn.notations(g)), ['xboard'], 'a rank 10 is XBoard');
});

test('pgn: Format tags, Chinese and WXF moves, dashes, NAGs and comments', () => {
  const dash = Pgn.split(data('iccs-dash.pgn'));
  assert.deepEqual(texts(dash).slice(0, 2), ['H2-E2', 'H9-G7']);
  assert.deepEqual((Pgn.notations(dash)), ['iccs']);
  const zh = Pgn.split(data('chinese-utf8.pgn'));
  assert.deepEqual(texts(zh).slice(0, 4), ['炮二平五', '马８进７', '马二进三', '卒７进１']);
  assert.equal(zh.moves[4].text, '炮八平六', 'the variation in parentheses is left out');
  assert.ok(!texts(zh).includes('$1'));
  assert.deepEqual((Pgn.notations(zh)), ['chinese']);
  const wxf = Pgn.split(data('wxf-ascii.pgn'));
  assert.deepEqual(texts(wxf).slice(0, 2), ['C2.5', 'H8+7']);
  assert.ok((Pgn.notations(wxf)).includes('wxf'));
});

test('pgn: variations and comments, nested, leave the main line', () => {
  const g = Pgn.split(data('variations.pgn'));
  assert.deepEqual(texts(g), ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0']);
  assert.equal(g.result, '1-0');
  assert.equal(g.more, true);
  // Comments holding parentheses and braces' look-alikes, ';' comments, '%' lines, "1..." numbers.
  const odd = Pgn.split('[Event "x"]\n% escaped line (\n1. h2e2 {a ( in a comment} ; rest ( of line\n1... h9g7 $14 2.h0g2!? {Red resigns} 0-1\n');
  assert.deepEqual(texts(odd), ['h2e2', 'h9g7', 'h0g2']);
  assert.equal(odd.result, '0-1');
  assert.equal(odd.termination, 'Red resigns');
});

// A tree as split() reads it, without the lines: [move, before, comment, children].
const shape = (n) => n.children.map((c) => [c.text, c.before, c.comment, shape(c)]);

test('pgn: variations and comments kept as a tree of moves, and written back', () => {
  const g = Pgn.split(data('variations.pgn'));
  // 1. h2e2 {the central cannon} (1. c3c4 {the pawn opening} 1... g6g5 (1... c6c5 2. b0c2) 2. b2c2)
  // 1... h9g7 2. h0g2 (2. b0c2 i9h9 (2... h7i7 {rare} {a second comment} 3. i0i1) 3. a0b0)
  // 2... i9h9 {the rook comes out} 3. i0h0 1-0, with a comment before the first move.
  assert.deepEqual(shape(g.tree), [
    ['h2e2', 'A comment before the first move', 'the central cannon', [
      ['h9g7', '', '', [
        ['h0g2', '', '', [['i9h9', '', 'the rook comes out', [['i0h0', '', '', []]]]]],
        ['b0c2', '', '', [
          ['i9h9', '', '', [['a0b0', '', '', []]]],
          ['h7i7', '', 'rare a second comment', [['i0i1', '', '', []]]]]]]]]],
    ['c3c4', '', 'the pawn opening', [
      ['g6g5', '', '', [['b2c2', '', '', []]]],
      ['c6c5', '', '', [['b0c2', '', '', []]]]]]]);
  assert.equal(g.tree.children[0].line, 10, 'each move knows its line');
  assert.equal(g.tree.children[1].children[1].line, 10);
  assert.equal(g.termination, '', 'the last move\'s comment is not the ending: the result follows a move');
  // Written with the tree (the moves as ICCS nodes), read back the same.
  const iccs = (n) => ({ children: n.children.map((c) => ({ move: c.text, before: c.before, comment: c.comment, ...iccs(c) })) });
  const text = Pgn.write({ tags: g.tags, tree: iccs(g.tree), result: '1-0', termination: 'Black resigns', fen: '', redFirst: true });
  for (const line of text.split('\n')) assert.ok(line.length < 80, line);
  const flat = text.replace(/\n/g, ' ');
  assert.match(flat, / {2}\{A comment before the first move\} 1\. h2e2 \{the central cannon\} \(1\. c3c4 \{/);
  assert.match(flat, /\(1\.\.\. c6c5 2\. b0c2\) 2\. b2c2\) 1\.\.\. h9g7 2\. h0g2 \(2\. b0c2 i9h9 \(2\.\.\. h7i7 /);
  assert.match(text, / \{Black resigns\} 1-0\n\n$/);
  const back = Pgn.split(text);
  assert.deepEqual(shape(back.tree), shape(g.tree));
  assert.equal(back.termination, 'Black resigns');
  // A comment closing brace cannot end the comment early.
  const odd = Pgn.write({ tags: [], tree: { children: [{ move: 'h2e2', before: '', comment: 'a } b', children: [] }] }, result: '*', termination: '', fen: '', redFirst: true });
  assert.deepEqual(shape(Pgn.split(odd).tree), [['h2e2', '', 'a ) b', []]]);
  // A game Black starts: its variation of the first move numbered "1...".
  const black = Pgn.split('[FEN "4k4/9/9/9/9/9/9/9/4A4/4K2c1 b - - 0 1"]\n\n1... h0h5 (1... h0h1 {check}) 2. e0f0 *\n');
  assert.deepEqual(shape(black.tree), [['h0h5', '', '', [['e0f0', '', '', []]]], ['h0h1', '', 'check', []]]);
  assert.match(Pgn.write({ tags: [], tree: iccs(black.tree), result: '*', termination: '', fen: '4k4/9/9/9/9/9/9/9/4A4/4K2c1 b - - 0 1', redFirst: false }),
    /\n\n1\.\.\. h0h5 \(1\.\.\. h0h1 \{check\}\) 2\. e0f0 \*\n\n$/);
});

test('pgn: a broken file is refused, naming the line', () => {
  const bad = data('variations-bad.pgn').split(/\n(?=\[Event)/);
  const error = (t) => { const e = Pgn.split(t).error; return e && e.key.replace(/\{(\w+)\}/g, (a, k) => String(e.vars[k])); };
  assert.equal(error(bad[0]), 'line 4: a variation that is never closed');
  assert.equal(error(bad[1]), 'line 4: a ")" that closes no variation');
  assert.equal(error(bad[2]), 'line 4: a comment ({) that is never closed');
  assert.equal(error('[Event "no end\n1. h2e2 *'), 'line 1: a tag that is not [Name "value"]');
  assert.equal(error(''), 'the file holds no game');
  assert.equal(error('   \n; only a comment\n'), 'the file holds no game');
  assert.equal(error(bad[4]), undefined, 'a good game');
});

test('pgn: what the page writes reads back, tags escaped, lines under 80 columns', () => {
  const moves = data('iccs.pgn').match(/[a-i]\d[a-i]\d/g);
  const game = { tags: [['Event', 'A "quoted" \\ name'], ['White', 'Player'], ['Black', 'gameai level 4'], ['TimeControl', '900+10']],
    moves, result: '0-1', termination: 'Red lost on time', fen: '', redFirst: true };
  const text = Pgn.write(game);
  for (const line of text.split('\n')) assert.ok(line.length < 80, line);
  assert.match(text, /^\[Event "A \\"quoted\\" \\\\ name"\]\n\[Site "\?"\]\n\[Date "\?\?\?\?\.\?\?\.\?\?"\]\n\[Round "-"\]\n\[Red "Player"\]\n\[White "Player"\]\n\[Black "gameai level 4"\]\n\[Result "0-1"\]\n\[TimeControl "900\+10"\]\n\[Variant "xiangqi"\]\n\[Termination "Red lost on time"\]\n\[Format "ICCS"\]\n\n1\. h2e2 h9g7 2\. h0g2/);
  assert.match(text, /\s\{Red lost on time\}\s0-1\n\n$/);
  const back = Pgn.split(text);
  assert.deepEqual(texts(back), moves);
  assert.equal(back.result, '0-1');
  assert.equal(Pgn.tag(back.tags, 'Event'), 'A "quoted" \\ name');
  assert.deepEqual((Pgn.notations(back)), ['iccs']);
  // A game from a set-up position with Black to move numbers Black's first move "1...".
  const setUp = Pgn.write({ tags: [], moves: ['h7h0'], result: '*', termination: '', fen: '4k4/9/9/9/9/9/9/9/4A4/4K2c1 b - - 0 1', redFirst: false });
  assert.match(setUp, /\[SetUp "1"\]\n\[FEN "4k4\/9\/9\/9\/9\/9\/9\/9\/4A4\/4K2c1 b - - 0 1"\]/);
  assert.match(setUp, /\n\n1\.\.\. h7h0 \*\n\n$/);
  assert.deepEqual(texts(Pgn.split(setUp)), ['h7h0']);
});
