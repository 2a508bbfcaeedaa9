// "Learn my style": the person's own finished Tetris games kept in this browser as run files
// (IndexedDB, the last MAX_KEPT, the oldest dropped), linear weights fitted to their placements
// and to any run files the person opens, and the AI "Plays like me" that plays with them on the
// Tetris and Versus tabs. The fit is the data set library's (dataset/tetris_run_fit.hpp) in a
// worker of its own (tetris-worker.js named 'fit'): each file replayed step by step, the weights
// fitted, their agreement with the person measured on games held out of the fit; the page only
// shows its progress. The weights are kept in localStorage with the other settings, and saved
// as a weights file that `gameai tetris play --ai linear --weights FILE` and the desktop app read.
//
// Page -> fit worker: {type: 'fit', files: [{name, text}]}; fit worker -> page:
// {type: 'fitProgress', stage: 'read' | 'fit', done, total} and {type: 'fitted', result,
// refused: [{name, error}]} (result: {error} when nothing could be learnt from, else the fit).
'use strict';

const TetrisStyle = (() => {
  const MAX_KEPT = 100;
  const WEIGHTS_KEY = 'gameai.tetris.myWeights';
  const DB = 'gameai-tetris-games';
  const STORE = 'runs';
  // The AI's value in the menus (tetris.js and tetris-versus.js send "linear" with the weights).
  const ME = 'me';

  I18n.add({
    'Learn my style': '学习我的风格', 'Learn from run files too…': '也从对局文件学习…',
    'Plays like me': '像我一样玩', 'Save the weights…': '保存权重…',
    'No games kept yet in this browser.': '这个浏览器里还没有保存你的对局。',
    '{n} of your games kept in this browser (the last {max}).': '这个浏览器里保存了你的 {n} 局（最近 {max} 局）。',
    'style-help':
      '你自己下完的对局（AI 参与过的除外）保存在这个浏览器里，最多最近 100 局；“像我一样玩”的 AI 从这些对局和你打开的对局文件学习你的选择。',
    'No games to learn from: finish a game of your own (the AI not playing), or open run files of your games.':
      '没有可学习的对局：请自己下完一局（不让 AI 参与），或打开你的对局文件。',
    'Reading games: {done} of {total}': '正在读取对局：{done} / {total}',
    'Fitting the weights: step {done}': '正在拟合权重：第 {done} 步',
    'Learnt from {games} games ({placements} placements): chooses as you did in {rate} % of the positions of games it did not learn from ({positions} positions).':
      '从 {games} 局（{placements} 次放置）学习：在它没有学过的对局中，{rate}% 的局面（共 {positions} 个）与你的选择相同。',
    'Learnt from {games} games ({placements} placements): chooses as you did in {rate} % of the positions it learnt from (fewer than 5 games: none held out to measure it on).':
      '从 {games} 局（{placements} 次放置）学习：在它学过的局面中，{rate}% 与你的选择相同（少于 5 局：没有留出对局来检验）。',
    'Learnt from 1 game ({placements} placements): chooses as you did in {rate} % of the positions it learnt from (one game: none held out to measure it on).':
      '从 1 局（{placements} 次放置）学习：在它学过的局面中，{rate}% 与你的选择相同（只有一局：没有留出对局来检验）。',
    '{name}: {reason}': '{name}：{reason}', 'a game kept in this browser': '这个浏览器里保存的一局',
    'Nothing learnt: {reason}': '没有学到：{reason}',
  });
  I18n.addMessages([
    [/^the AI played part of this game, so its placements are not all yours$/, () => 'AI 参与了这一局，其中的放置不全是你的'],
    [/^this game was played by the AI '(.*)', not by a person$/, (m) => `这一局是 AI '${m[1]}' 下的，不是人下的`],
    [/^the game does not replay at step (\d+) \((.*)\)$/s, (m) => `这一局在第 ${m[1]} 步无法重现（${m[2]}）`],
    [/^the game has no pieces placed$/, () => '这一局没有放置任何方块'],
    [/^none of the game's placements can be learnt from$/, () => '这一局没有可以学习的放置'],
    [/^no person played this versus game: both boards are the AI's$/, () => '这局对战没有人参与：两边都是 AI'],
    [/^the file could not be read$/, () => '无法读取这个文件'],
    [/^no placements to learn from$/, () => '没有可学习的放置'],
  ]);

  let kept = 0;        // games kept in the browser
  let learnt = null;   // {weights, games, placements, heldOut, positions, agreed}
  let state = null;    // {text, vars} of the progress or the outcome, or null
  let refused = [];    // [{name, error}] of the latest fit
  let worker = null;   // the fit worker while it works
  const menus = [];    // {el, changed} of the AI menus that offer "Plays like me"

  try {
    const read = JSON.parse(localStorage.getItem(WEIGHTS_KEY) || 'null');
    if (read && typeof read.weights === 'string') learnt = read;
  } catch (e) { /* none kept, or private mode */ }

  // --- The games kept: IndexedDB, the oldest dropped past MAX_KEPT ---------------------------
  function db() {
    return new Promise((resolve, reject) => {
      let req;
      try { req = indexedDB.open(DB, 1); } catch (e) { reject(e); return; }
      req.onupgradeneeded = () => req.result.createObjectStore(STORE, { autoIncrement: true });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  }
  function done(tx) { return new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = tx.onabort = () => reject(tx.error); }); }
  async function count() {
    const d = await db();
    const req = d.transaction(STORE).objectStore(STORE).count();
    return new Promise((resolve, reject) => { req.onsuccess = () => resolve(req.result); req.onerror = () => reject(req.error); });
  }
  async function all() {
    const d = await db();
    const req = d.transaction(STORE).objectStore(STORE).getAll();
    return new Promise((resolve, reject) => { req.onsuccess = () => resolve(req.result); req.onerror = () => reject(req.error); });
  }
  // A finished run's file: kept when the person played it alone (the file names a person).
  let saving = Promise.resolve();
  function keep(text) {
    if (!text || !/"player":\s*\{\s*"kind":\s*"human"/.test(text.slice(0, 2000))) return;
    saving = saving.then(async () => {
      const d = await db();
      const tx = d.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      store.add({ text, at: Date.now() });
      const keys = store.getAllKeys();
      keys.onsuccess = () => { for (const k of keys.result.slice(0, Math.max(0, keys.result.length - MAX_KEPT))) store.delete(k); };
      await done(tx);
      kept = await count();
      show();
    }).catch(() => { /* no IndexedDB (private mode): nothing kept */ });
  }

  // --- The fit -------------------------------------------------------------------------------
  async function learn(files) {
    if (worker) return;
    let games;
    try { games = await all(); } catch (e) { games = []; }
    const list = games.map((g) => ({ name: '', text: g.text })).concat(files || []);
    refused = [];
    if (!list.length) {
      state = { text: 'No games to learn from: finish a game of your own (the AI not playing), or open run files of your games.', error: true };
      show();
      return;
    }
    state = { text: 'Reading games: {done} of {total}', vars: { done: 0, total: list.length } };
    show();
    worker = new Worker('tetris-worker.js', { name: 'fit' });
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.type === 'fitProgress') {
        ++progressSeen;
        state = m.stage === 'read' ? { text: 'Reading games: {done} of {total}', vars: { done: m.done, total: m.total }, progress: m.done / m.total }
          : { text: 'Fitting the weights: step {done}', vars: { done: m.done } };
        show();
      } else if (m.type === 'fitted') {
        worker.terminate();
        worker = null;
        refused = m.refused || [];
        if (m.result.error) {
          state = { text: 'Nothing learnt: {reason}', raw: m.result.error, error: true };
        } else {
          learnt = m.result;
          state = null;
          try { localStorage.setItem(WEIGHTS_KEY, JSON.stringify(learnt)); } catch (err) { /* private mode */ }
          offer();
        }
        show();
      }
    };
    worker.onerror = (e) => {
      e.preventDefault();
      worker = null;
      state = { text: 'Nothing learnt: {reason}', raw: String(e.message || 'the worker stopped'), error: true };
      show();
    };
    worker.postMessage({ type: 'fit', files: list });
  }

  function readFiles(fileList) {
    const files = Array.from(fileList || []);
    Promise.all(files.map((f) => f.text().then((text) => ({ name: f.name, text }), () => ({ name: f.name, text: '' }))))
      .then((read) => learn(read));
  }

  // --- What the panel shows ------------------------------------------------------------------
  function resultText() {
    if (!learnt) return '';
    const rate = learnt.positions ? (100 * learnt.agreed / learnt.positions).toFixed(1) : '0.0';
    const vars = { games: learnt.games, placements: learnt.placements, rate, positions: learnt.positions };
    if (learnt.heldOut) return I18n.t('Learnt from {games} games ({placements} placements): chooses as you did in {rate} % of the positions of games it did not learn from ({positions} positions).', vars);
    if (learnt.games === 1) return I18n.t('Learnt from 1 game ({placements} placements): chooses as you did in {rate} % of the positions it learnt from (one game: none held out to measure it on).', vars);
    return I18n.t('Learnt from {games} games ({placements} placements): chooses as you did in {rate} % of the positions it learnt from (fewer than 5 games: none held out to measure it on).', vars);
  }

  function show() {
    const keptEl = document.getElementById('style-kept');
    keptEl.textContent = kept ? I18n.t('{n} of your games kept in this browser (the last {max}).', { n: kept, max: MAX_KEPT }) : I18n.t('No games kept yet in this browser.');
    const st = document.getElementById('style-state');
    st.textContent = state ? I18n.t(state.text, state.raw !== undefined ? { reason: I18n.error(state.raw) } : state.vars) : '';
    st.hidden = !state;
    st.classList.toggle('error', !!(state && state.error));
    const bar = document.getElementById('style-progress');
    bar.hidden = !worker;
    if (state && state.progress !== undefined) bar.value = state.progress; else bar.removeAttribute('value');
    const res = document.getElementById('style-result');
    res.textContent = resultText();
    res.hidden = !learnt;
    const ref = document.getElementById('style-refused');
    ref.textContent = '';
    for (const r of refused) {
      const li = document.createElement('li');
      li.textContent = I18n.t('{name}: {reason}', { name: r.name || I18n.t('a game kept in this browser'), reason: I18n.error(r.error) });
      ref.appendChild(li);
    }
    ref.hidden = !refused.length;
    document.getElementById('style-save').hidden = !learnt;
    document.getElementById('style-learn').disabled = !!worker;
    document.getElementById('style-open-button').disabled = !!worker;
  }

  // The AI menus offer "Plays like me" once weights are learnt (its words follow the language:
  // data-i18n).
  function addOption(el) {
    if (!learnt || Array.from(el.options).some((o) => o.value === ME)) return;
    const o = document.createElement('option');
    o.value = ME;
    o.dataset.i18n = 'Plays like me';
    o.textContent = I18n.t('Plays like me');
    o.dataset.english = 'Plays like me';
    el.appendChild(o);
  }
  function offer() { for (const m of menus) addOption(m.el); }
  // A menu of AIs (filled by its tab when the worker is ready): "Plays like me" added to it.
  function menu(el) {
    menus.push({ el });
    addOption(el);
  }

  function save() {
    if (!learnt) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([learnt.weights], { type: 'application/json' }));
    a.download = 'gameai-my-weights.json';
    lastSaved = { name: a.download, text: learnt.weights };
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }
  let lastSaved = null;
  let progressSeen = 0;  // progress messages shown (the browser test reads it)

  function init() {
    document.getElementById('style-learn').addEventListener('click', () => learn([]));
    const input = document.getElementById('style-open');
    document.getElementById('style-open-button').addEventListener('click', () => input.click());
    input.addEventListener('change', () => { readFiles(input.files); input.value = ''; });
    document.getElementById('style-save').addEventListener('click', save);
    count().then((n) => { kept = n; show(); }, () => show());
    show();
  }

  // The AI to send for a menu's value: "linear" with the weights for "Plays like me".
  function ai(value) {
    return value === ME && learnt ? { ai: 'linear', weights: learnt.weights } : { ai: value };
  }

  return {
    init, keep, menu, ai, refresh: show, ME,
    // What the browser test reads and drives.
    learn: (files) => learn(files || []),
    busy: () => !!worker,
    learnt: () => learnt,
    kept: () => kept,
    saved: () => saving,
    state: () => state,
    refused: () => refused.slice(),
    lastSaved: () => lastSaved,
    progressSeen: () => progressSeen,
  };
})();
