// The page's frame: the two tabs and the language. Both games start with the page (each with its
// own workers), so the Xiangqi tab needs nothing more from the server once the page has loaded.
'use strict';

const Page = {};  // what the browser test reads: link() (the link to the game set up)

(() => {
  let current = 'tetris';
  const tetrisHidden = () => current !== 'tetris' || document.hidden;

  function show(tab) {
    current = tab;
    for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.tab'))) b.classList.toggle('active', b.dataset.tab === tab);
    for (const page of document.querySelectorAll('main.page')) page.classList.toggle('hidden', page.id !== `page-${tab}`);
    // Tetris does not run where it cannot be seen.
    Tetris.setHidden(tetrisHidden());
    TetrisVersus.setHidden(current !== 'versus' || document.hidden);
    if (tab === 'tetris') Tetris.focus();
    if (tab === 'versus') TetrisVersus.focus();
  }

  // Once a menu or a field has its value, the keys go back to the game: the arrows then move the
  // piece instead of choosing another language or rule set.
  function backToGame() {
    if (document.activeElement && document.activeElement !== document.body) /** @type {HTMLElement} */ (document.activeElement).blur();
    if (current === 'tetris') Tetris.focus();
  }

  // A link's settings (URL parameters), for sharing a game: game=tetris|xiangqi; Tetris's mode
  // (sprint, ultra, dig, marathon, zen, endless), rules, seed, ai and lookahead; xiangqi's side (red, black, both), level, black (Black's level when
  // the computer plays both) and clock (none, 3+2, 5+3, 10+0, 15+10, 30+0, 30+20). A value that is not one
  // the page offers is named in a note under the tabs and left out.
  const LINK_FIELDS = { mode: 'mode', rules: 'rules', seed: 'seed', lookahead: 'lookahead', side: 'xq-side', level: 'xq-level', black: 'xq-level-black', clock: 'xq-clock' };
  const linkProblems = [];
  function refused(name, value, choices) {
    linkProblems.push({ name, value, choices: choices.join(', ') });
    showLinkNote();
  }
  function showLinkNote() {
    const note = document.getElementById('link-note');
    note.textContent = linkProblems.map((p) => I18n.t('The link asks for {name} "{value}", which is not one of {choices}: it is left out.', p)).join(' ');
    note.hidden = !linkProblems.length;
  }
  // The choices kept from the last visit (choices.js), before a link's values, which win.
  Choices.watch(['mode', 'rules', 'seed', 'lookahead', 'speed', 'series', 'xq-side', 'xq-level', 'xq-level-black',
    'xq-clock', 'xq-notation', 'vs-first-to', 'vs-seed']);
  const params = new URLSearchParams(location.search);
  const wantedGame = params.get('game');
  if (wantedGame !== null && !['tetris', 'versus', 'xiangqi'].includes(wantedGame)) refused('game', wantedGame, ['tetris', 'versus', 'xiangqi']);
  for (const [name, id] of Object.entries(LINK_FIELDS)) {
    const value = params.get(name);
    if (value === null) continue;
    const field = /** @type {HTMLInputElement | HTMLSelectElement} */ (document.getElementById(id));
    if (field instanceof HTMLSelectElement) {
      const choices = Array.from(field.options, (o) => o.value);
      if (choices.includes(value)) field.value = value; else refused(name, value, choices);
    } else if (name === 'seed') {
      if (/^\d+$/.test(value) && Number.isSafeInteger(Number(value))) field.value = value; else refused(name, value, ['0', '1', '2', '…']);
    } else if (/^([1-9]|10)$/.test(value)) field.value = value;
    else refused(name, value, ['1', '2', '…', '10']);
  }

  // The link to the game as it is set up now, on the tab shown.
  function link() {
    const q = new URLSearchParams({ game: current });
    const names = current === 'tetris' ? ['mode', 'rules', 'seed', 'lookahead'] : current === 'xiangqi' ? ['side', 'level', 'black', 'clock'] : [];
    if (current === 'tetris') q.set('ai', document.getElementById('evaluator').value || 'eltetris');
    for (const name of names) {
      if (name === 'black' && document.getElementById('xq-side').value !== 'both') continue;
      if (name === 'mode' && document.getElementById('mode').value === 'endless') continue;
      q.set(name, document.getElementById(LINK_FIELDS[name]).value);
    }
    q.sort();
    return `${location.origin}${location.pathname}?${q}`;
  }
  for (const a of /** @type {NodeListOf<HTMLAnchorElement>} */ (document.querySelectorAll('.share-link'))) {
    for (const e of ['pointerenter', 'focus', 'contextmenu', 'click']) a.addEventListener(e, () => { a.href = link(); });
  }

  for (const b of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.tab'))) b.addEventListener('click', () => show(b.dataset.tab));
  const lang = document.getElementById('language');
  lang.value = I18n.language();
  lang.addEventListener('change', () => { I18n.set(lang.value); Tetris.refresh(); TetrisVersus.refresh(); Xiangqi.refresh(); showLinkNote(); });
  document.addEventListener('visibilitychange', () => {
    Tetris.setHidden(tetrisHidden());
    TetrisVersus.setHidden(current !== 'versus' || document.hidden);
  });
  I18n.apply();
  Tetris.init({ ai: params.get('ai'), refused });
  TetrisVersus.init();
  Xiangqi.init();
  // The link's levels and clock take effect as if chosen (a clock starts a new game with it).
  for (const name of ['level', 'black', 'clock']) {
    if (params.has(name)) document.getElementById(LINK_FIELDS[name]).dispatchEvent(new Event('change'));
  }
  // After the games' own handlers: a choice made in a menu returns the keys to the game.
  for (const el of document.querySelectorAll('select')) el.addEventListener('change', backToGame);
  show(wantedGame === 'xiangqi' || (wantedGame !== 'tetris' && location.hash === '#xiangqi') ? 'xiangqi'
    : wantedGame === 'versus' || location.hash === '#versus' ? 'versus' : 'tetris');
  showLinkNote();
  Page.link = link;
  // The service worker keeps the site for offline use (sw.js). Without one (a file:// page, a
  // private window that refuses it, the server gone at a reload) the page works as before.
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    navigator.serviceWorker.register('sw.js').catch(() => { /* the page goes on without it */ });
  }
})();
