// Xiangqi games as PGN text, read and written the way gameai's records library does
// (docs/records.md): the desktop app and `gameai records export` write the seven-tag roster
// (White = Red), [Variant "xiangqi"], [SetUp "1"] + [FEN "..."] for a game from another position,
// a [Format "ICCS|WXF|Chinese"] tag unless the moves are XBoard's coordinates (h3e3, ranks 1-10),
// and "{how it ended} result" after the moves.
//
// split() reads the first game of a file into its tags and its main line's move texts; comments
// ({...}, ; to the end of the line, % lines), variations ((...), nested), NAGs ($n), move numbers
// and annotation marks are skipped. Which notation the moves are in, and whether they are legal,
// the rules module decides (xiangqi-worker.js). Every problem comes back as {key, vars}: the
// English text with {name} placeholders, so the page can say it in the language chosen.
// write() makes the text of a game the page holds, in ICCS.
//
// Plain script: the page, the xiangqi worker and the node tests load it as it is.
'use strict';

const XiangqiPgn = (() => {
  const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
  const problem = (key, vars = {}) => ({ key, vars });

  // The first game of `text`: {tags: [[name, value]...], moves: [{text, line}], result,
  // termination, more} (more: another game follows), or {error: {key, vars}}.
  function split(text) {
    const tags = [];
    const moves = [];
    let result = null;
    let termination = '';
    let lastComment = null;  // the comment just read, if nothing came after it yet
    let depth = 0;           // variations open
    let openedAt = 0;        // the line of the outermost open variation
    let line = 1;
    let i = 0;
    const n = text.length;
    const lineStart = (k) => k === 0 || text[k - 1] === '\n';
    const skipLine = () => { while (i < n && text[i] !== '\n') ++i; };
    let more = false;
    if (text.charCodeAt(0) === 0xfeff) i = 1;  // a byte-order mark
    while (i < n) {
      const c = text[i];
      if (c === '\n') { ++line; ++i; continue; }
      if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v' || c === '\u3000') { ++i; continue; }
      if (c === '%' && lineStart(i)) { skipLine(); continue; }
      if (c === ';') { skipLine(); continue; }
      if (c === '{') {
        const end = text.indexOf('}', i + 1);
        if (end < 0) return { error: problem('line {line}: a comment ({) that is never closed', { line }) };
        const body = text.slice(i + 1, end);
        for (const ch of body) if (ch === '\n') ++line;
        if (depth === 0) lastComment = body.trim().replace(/\s+/g, ' ');
        i = end + 1;
        continue;
      }
      if (c === '[') {
        if (depth > 0) return { error: problem('line {line}: a variation that is never closed', { line: openedAt }) };
        if (moves.length || result !== null) { more = true; break; }  // the next game's tags
        const eol = text.indexOf('\n', i);
        const rest = text.slice(i, eol < 0 ? n : eol);
        const m = rest.match(/^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/);
        if (!m) return { error: problem('line {line}: a tag that is not [Name "value"]', { line }) };
        tags.push([m[1], m[2].replace(/\\(.)/g, '$1')]);
        i += m[0].length;
        lastComment = null;
        continue;
      }
      if (c === '(') {
        if (depth === 0) openedAt = line;
        ++depth;
        ++i;
        continue;
      }
      if (c === ')') {
        if (depth === 0) return { error: problem('line {line}: a ")" that closes no variation', { line }) };
        --depth;
        ++i;
        continue;
      }
      // A word: up to a space or a character that starts something else.
      let j = i;
      while (j < n && !/[\s{}();[\]\u3000]/.test(text[j])) ++j;
      if (j === i) { ++i; continue; }  // a stray ']'
      let word = text.slice(i, j);
      const at = line;
      i = j;
      if (depth > 0) continue;
      if (RESULTS.has(word)) {
        result = word;
        if (lastComment !== null) termination = lastComment;
        // The game ends here; anything but another game's tags after it is ignored.
        while (i < n && text[i] !== '[') { if (text[i] === '\n') ++line; ++i; }
        more = i < n;
        break;
      }
      lastComment = null;
      if (/^\$\d+$/.test(word)) continue;         // a NAG
      word = word.replace(/^\d+\s*\.+/, '');       // "12." or "12...h2e2"
      word = word.replace(/^[.…]+/, '');            // "..." alone or before a move
      word = word.replace(/[!?]+$/, '');            // annotation marks
      if (word === '' || /^\d+$/.test(word)) continue;
      moves.push({ text: word, line: at });
    }
    if (depth > 0) return { error: problem('line {line}: a variation that is never closed', { line: openedAt }) };
    if (!tags.length && !moves.length && result === null) return { error: problem('the file holds no game') };
    return { tags, moves, result: result || '*', termination, more };
  }

  const tag = (tags, name) => { const t = tags.find(([k]) => k === name); return t ? t[1] : ''; };

  // The notations to try for the game's moves, most likely first: its Format tag's, else what
  // the moves look like (Chinese characters; coordinates, with a rank only XBoard has (10) or only
  // ICCS has (0)).
  function notations(game) {
    const format = tag(game.tags, 'Format').toLowerCase();
    if (['iccs', 'wxf', 'chinese'].includes(format)) return [format];
    const texts = game.moves.map((m) => m.text);
    if (texts.some((t) => /[\u3400-\u9fff\uff10-\uff19]/.test(t))) return ['chinese', 'wxf'];
    const coordinate = /^[KAEBHNRCPkaebhnrcp]?([a-iA-I])(10|[0-9])[-x]?([a-iA-I])(10|[0-9])[+#]?$/;
    if (texts.length && texts.every((t) => coordinate.test(t))) {
      const ranks = texts.flatMap((t) => { const m = t.match(coordinate); return [m[2], m[4]]; });
      if (ranks.includes('10')) return ['xboard'];
      if (ranks.includes('0')) return ['iccs'];
      return ['xboard', 'iccs'];
    }
    return ['wxf', 'chinese', 'xboard', 'iccs'];
  }

  // PGN's tag value: backslashes and quotes escaped, one line.
  const quote = (v) => `"${String(v).replace(/[\r\n\t]+/g, ' ').replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

  // The PGN text of a game: game = {tags: [[name, value]...] (the roster and any others, in
  // order), moves: ICCS texts, result, termination, fen ("" from the usual start),
  // redFirst}. Result, Variant, SetUp, FEN, Termination and Format are written from the game
  // itself, whatever `tags` holds.
  function write(game) {
    const own = new Set(['Result', 'Variant', 'SetUp', 'FEN', 'Termination', 'Format']);
    const given = new Map(game.tags.filter(([k]) => !own.has(k)));
    const roster = [['Event', '?'], ['Site', '?'], ['Date', '????.??.??'], ['Round', '-'], ['White', '?'], ['Black', '?']];
    const lines = [];
    // Files that name the players Red and Black keep those tags; White and Black are the roster's.
    if (!given.has('White') && given.has('Red')) given.set('White', given.get('Red'));
    for (const [k, fallback] of roster) lines.push(`[${k} ${quote(given.has(k) ? given.get(k) : fallback)}]`);
    lines.push(`[Result ${quote(game.result)}]`);
    for (const [k, v] of given) if (!roster.some(([r]) => r === k)) lines.push(`[${k} ${quote(v)}]`);
    lines.push('[Variant "xiangqi"]');
    if (game.fen) { lines.push('[SetUp "1"]'); lines.push(`[FEN ${quote(game.fen)}]`); }
    if (game.termination) lines.push(`[Termination ${quote(game.termination)}]`);
    lines.push('[Format "ICCS"]');
    // The moves, numbered from Red's, wrapped before 80 columns.
    const words = [];
    let number = 1;
    let red = game.redFirst !== false;
    if (!red && game.moves.length) words.push('1...');
    for (const m of game.moves) {
      if (red) words.push(`${number}.`);
      words.push(m);
      if (!red) ++number;
      red = !red;
    }
    if (game.termination && game.result !== '*') words.push(`{${game.termination.replace(/}/g, ')')}}`);
    words.push(game.result);
    const body = [];
    let current = '';
    for (const w of words) {
      if (current && current.length + 1 + w.length > 79) { body.push(current); current = w; } else current = current ? `${current} ${w}` : w;
    }
    body.push(current);
    return `${lines.join('\n')}\n\n${body.join('\n')}\n\n`;
  }

  return { split, notations, write, tag };
})();

if (typeof module !== 'undefined') module.exports = XiangqiPgn;
