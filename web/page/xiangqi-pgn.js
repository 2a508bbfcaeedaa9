// Xiangqi games as PGN text, read and written the way gameai's records library does
// (docs/records.md): the desktop app and `gameai records export` write the seven-tag roster
// with [Red] beside [White] (the same name), [Variant "xiangqi"], [SetUp "1"] + [FEN "..."] for a
// game from another position, a [Format "ICCS|WXF|Chinese"] tag unless the moves are XBoard's
// coordinates (h3e3, ranks 1-10), and "{how it ended} result" after the moves.
//
// split() reads the first game of a file into its tags, its main line's move texts and its tree
// of moves: the main line with its variations ((...), nested) and the comments ({...}) before and
// after each move; ; comments (to the end of the line), % lines, NAGs ($n), move numbers and
// annotation marks are skipped. Which notation the moves are in, and whether they are legal, the
// rules module decides (xiangqi-worker.js). Every problem comes back as {key, vars}: the English
// text with {name} placeholders, so the page can say it in the language chosen. write() makes the
// text of a game the page holds, in ICCS, its variations and comments included.
//
// Plain script: the page, the xiangqi worker and the node tests load it as it is.
'use strict';

const XiangqiPgn = (() => {
  const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
  const problem = (key, vars = {}) => ({ key, vars });

  // The first game of `text`: {tags: [[name, value]...], moves: [{text, line}] (the main line),
  // tree, result, termination, more} (more: another game follows), or {error: {key, vars}}.
  // The tree: {children: [node...]}, a node {text, line, before, comment, children} where
  // children[0] continues the line and the others are its variations (alternatives to
  // children[0]); `before` and `comment` are the comments before and after the move ('' if none).
  // The comment just before a decisive result or a draw is the game's ending (termination), not
  // a move's.
  function split(text) {
    const tags = [];
    const root = { children: [] };
    let parent = root;       // where the last move hangs: a variation opened now is another child
    let node = root;         // the last move of the line read (the root before any): the next hangs here
    let moved = false;       // the line read has a move (a variation opened before one has none)
    const stack = [];        // [parent, node, moved] of each line a variation interrupts
    let before = '';         // comments read before the line's next move (at its start, after a variation)
    let beforeOpen = true;   // comments go to `before` now
    let commented = null;    // [node, its comment before] of the last comment given to a move
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
    const join = (a, b) => (a ? `${a} ${b}` : b);
    // Comments waiting for a move that never came go to the line's last move.
    const flushBefore = () => {
      if (before && node !== root) node.comment = join(node.comment, before);
      before = '';
    };
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
        const words = body.trim().replace(/\s+/g, ' ');
        if (depth === 0) lastComment = words;
        if (words && (beforeOpen || node === root)) { before = join(before, words); commented = null; }
        else if (words) { commented = [node, node.comment]; node.comment = join(node.comment, words); }
        i = end + 1;
        continue;
      }
      if (c === '[') {
        if (depth > 0) return { error: problem('line {line}: a variation that is never closed', { line: openedAt }) };
        if (root.children.length || result !== null) { more = true; break; }  // the next game's tags
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
        flushBefore();
        stack.push([parent, node, moved]);
        // Another move where the last one was played (before any move: another first move).
        if (moved) node = parent;
        moved = false;
        beforeOpen = true;
        lastComment = null;
        continue;
      }
      if (c === ')') {
        if (depth === 0) return { error: problem('line {line}: a ")" that closes no variation', { line }) };
        --depth;
        ++i;
        flushBefore();
        [parent, node, moved] = stack.pop();
        beforeOpen = true;
        lastComment = null;
        continue;
      }
      // A word: up to a space or a character that starts something else.
      let j = i;
      while (j < n && !/[\s{}();[\]\u3000]/.test(text[j])) ++j;
      if (j === i) { ++i; continue; }  // a stray ']'
      let word = text.slice(i, j);
      const at = line;
      i = j;
      if (RESULTS.has(word)) {
        if (depth > 0) continue;
        result = word;
        if (lastComment !== null && word !== '*') {
          termination = lastComment;
          // The ending is the game's, not its last move's.
          if (commented) [commented[0].comment] = [commented[1]];
          before = '';
        }
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
      const move = { text: word, line: at, before, comment: '', children: [] };
      node.children.push(move);
      parent = node;
      node = move;
      moved = true;
      before = '';
      beforeOpen = false;
      commented = null;
    }
    if (depth > 0) return { error: problem('line {line}: a variation that is never closed', { line: openedAt }) };
    flushBefore();
    const moves = [];
    for (let k = root; k.children.length; k = k.children[0]) moves.push({ text: k.children[0].text, line: k.children[0].line });
    if (!tags.length && !moves.length && result === null) return { error: problem('the file holds no game') };
    return { tags, moves, tree: root, result: result || '*', termination, more };
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
  // order), moves: ICCS texts, or tree: {children: [node...]} with nodes {move (ICCS), before,
  // comment, children} as split() makes them (children[0] the line, the others its variations),
  // result, termination, fen ("" from the usual start), redFirst}. Result, Variant, SetUp, FEN,
  // Termination and Format are written from the game itself, whatever `tags` holds.
  function write(game) {
    const own = new Set(['Result', 'Variant', 'SetUp', 'FEN', 'Termination', 'Format']);
    const given = new Map(game.tags.filter(([k]) => !own.has(k)));
    const roster = [['Event', '?'], ['Site', '?'], ['Date', '????.??.??'], ['Round', '-'], ['Red', '?'], ['White', '?'], ['Black', '?']];
    const lines = [];
    // Red and Black name the players, as xiangqi files do; White, the same as Red, is kept beside
    // them for tools that read chess PGN. A file that named only one of Red and White gives both.
    if (!given.has('White') && given.has('Red')) given.set('White', given.get('Red'));
    if (!given.has('Red') && given.has('White')) given.set('Red', given.get('White'));
    for (const [k, fallback] of roster) lines.push(`[${k} ${quote(given.has(k) ? given.get(k) : fallback)}]`);
    lines.push(`[Result ${quote(game.result)}]`);
    for (const [k, v] of given) if (!roster.some(([r]) => r === k)) lines.push(`[${k} ${quote(v)}]`);
    lines.push('[Variant "xiangqi"]');
    if (game.fen) { lines.push('[SetUp "1"]'); lines.push(`[FEN ${quote(game.fen)}]`); }
    if (game.termination) lines.push(`[Termination ${quote(game.termination)}]`);
    lines.push('[Format "ICCS"]');
    // The moves, numbered from Red's, wrapped before 80 columns: each move's comments around it,
    // then its variations in brackets, each from its first move; a Black move that does not
    // follow its Red move at once is numbered "n...".
    const words = [];
    const offset = game.redFirst !== false ? 0 : 1;  // ply 0 is Black's in a game Black starts
    const comment = (text) => `{${text.replace(/}/g, ')')}}`;
    let open = 0;  // brackets to open before the next word
    const say = (w) => { words.push('('.repeat(open) + w); open = 0; };
    const move = (m, ply, numbered) => {
      if (m.before) { say(comment(m.before)); numbered = true; }
      // The number and its move as one word, so that no line ends between them.
      const number = Math.floor((ply + offset) / 2) + 1;
      const red = (ply + offset) % 2 === 0;
      say(`${red ? `${number}. ` : numbered ? `${number}... ` : ''}${m.move || m.text}`);
      if (m.comment) say(comment(m.comment));
    };
    // `from`'s line (its first children) with the variations on the way; `numbered` when its
    // first move follows a comment or a variation.
    const line = (from, ply, numbered) => {
      for (let at = from; at.children.length; at = at.children[0], ++ply) {
        const [main, ...others] = at.children;
        move(main, ply, numbered);
        numbered = !!main.comment;
        for (const v of others) {
          ++open;
          move(v, ply, true);
          line(v, ply + 1, !!v.comment);
          words[words.length - 1] += ')';
          numbered = true;
        }
      }
    };
    let tree = game.tree;
    if (!tree) {
      tree = { children: [] };
      let at = tree;
      for (const m of game.moves) { const next = { move: m, children: [] }; at.children.push(next); at = next; }
    }
    line(tree, 0, true);
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
