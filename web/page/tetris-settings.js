// The Tetris settings panel: the key handling (DAS, ARR, soft-drop speed, instant included, the
// 180° rotation key), the guideline's lock delay shown, and two keys for every action, each caught
// by pressing it; a key another action has is refused with a message naming that action. The
// settings are kept in the browser (localStorage) and go to the game's worker as they change;
// "Reset to defaults" gives every one back. The desktop app's settings dialog offers the same.
'use strict';

const TetrisSettings = (() => {
  const STORE = 'gameai.tetris.controls';
  // The actions in the panel's order: the game's keys (by the worker's names), then the page's.
  const ACTIONS = [
    ['left', 'Move left'], ['right', 'Move right'], ['cw', 'Rotate clockwise'],
    ['ccw', 'Rotate counter-clockwise'], ['180', 'Rotate 180°'], ['soft', 'Soft drop'],
    ['hard', 'Hard drop'], ['hold', 'Hold'], ['pause', 'Pause'],
    ['ai', 'Hand the game to the AI and back'], ['hint', "Show the AI's hint"], ['restart', 'Restart'],
  ];
  const GAME_KEYS = new Set(['left', 'right', 'cw', 'ccw', '180', 'soft', 'hard', 'hold']);
  // Keys by KeyboardEvent.key, letters in lower case; '' for none.
  const DEFAULT_KEYS = {
    left: ['ArrowLeft', ''], right: ['ArrowRight', ''], cw: ['ArrowUp', 'x'], ccw: ['z', 'Control'],
    180: ['s', ''], soft: ['ArrowDown', ''], hard: [' ', ''], hold: ['c', 'Shift'],
    pause: ['p', 'Escape'], ai: ['a', ''], hint: ['h', ''], restart: ['r', ''],
  };
  // The module's timing (the worker's 'ready' message says it again); these are its values.
  let timing = { lockDelayMs: 500, maxLockResets: 15, das: 167, arr: 33, sdf: 20, maxDas: 500, maxArr: 200, maxSdf: 100 };

  const defaults = () => ({
    das: timing.das, arr: timing.arr, sdf: timing.sdf, rotate180: false,
    keys: Object.fromEntries(ACTIONS.map(([a]) => [a, DEFAULT_KEYS[a].slice()])),
  });
  let controls = defaults();
  /** @type {(controls: object) => void} */
  let onChange = () => {};
  let panel = null;
  let capture = null;  // {action, slot, button} while a key is being caught

  const clamp = (v, hi, fallback) => (Number.isInteger(v) ? Math.max(0, Math.min(hi, v)) : fallback);
  // The key a keyboard event stands for: letters in lower case (Shift+X is X). While an input
  // method (a Chinese IME, say) takes the keys, the browser names each one 'Process': the key's
  // place on the keyboard (`code`) says which it is.
  const CODE_KEYS = { Space: ' ', ShiftLeft: 'Shift', ShiftRight: 'Shift', ControlLeft: 'Control', ControlRight: 'Control', AltLeft: 'Alt', AltRight: 'Alt', MetaLeft: 'Meta', MetaRight: 'Meta' };
  function keyOf(e) {
    if ((e.key === 'Process' || e.key === 'Unidentified') && e.code) {
      if (/^Key[A-Z]$/.test(e.code)) return e.code.slice(3).toLowerCase();
      if (/^Digit[0-9]$/.test(e.code)) return e.code.slice(5);
      return CODE_KEYS[e.code] || e.code;
    }
    return e.key.length === 1 ? e.key.toLowerCase() : e.key;
  }

  // Whose is `key`, other than `action`'s slot `slot`.
  function holder(c, key, action, slot) {
    if (!key) return null;
    for (const [a] of ACTIONS)
      for (let s = 0; s < 2; ++s)
        if (!(a === action && s === slot) && c.keys[a][s] === key) return a;
    return null;
  }

  // The stored settings: numbers out of range brought into it, keys given to two actions (a
  // hand-edited store) leaving the defaults.
  function load() {
    let stored;
    try { stored = JSON.parse(localStorage.getItem(STORE) || 'null'); } catch (e) { stored = null; }
    const c = defaults();
    if (!stored || typeof stored !== 'object') return c;
    c.das = clamp(stored.das, timing.maxDas, c.das);
    c.arr = clamp(stored.arr, timing.maxArr, c.arr);
    c.sdf = clamp(stored.sdf, timing.maxSdf, c.sdf);
    c.rotate180 = stored.rotate180 === true;
    const keys = JSON.parse(JSON.stringify(c.keys));
    if (stored.keys && typeof stored.keys === 'object')
      for (const [a] of ACTIONS) {
        const k = stored.keys[a];
        if (Array.isArray(k)) keys[a] = [0, 1].map((i) => (typeof k[i] === 'string' ? k[i] : ''));
      }
    const trial = { ...c, keys };
    const clash = ACTIONS.some(([a]) => [0, 1].some((s) => holder(trial, keys[a][s], a, s)));
    if (!clash) c.keys = keys;
    return c;
  }

  function save() {
    try { localStorage.setItem(STORE, JSON.stringify(controls)); } catch (e) { /* private mode */ }
  }

  function changed() {
    save();
    onChange(controls);
    if (panel) show();
  }

  const actionName = (a) => I18n.t(ACTIONS.find(([x]) => x === a)[1]);
  // Keys by the names on the keys (as the desktop app names them): the words in Chinese where a
  // Chinese keyboard's players say them so (空格, 回车), the keycaps' own letters elsewhere.
  const KEY_NAMES = {
    ' ': 'Space', ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓', Control: 'Ctrl', Escape: 'Esc',
    Enter: 'Enter', Backspace: 'Backspace', Tab: 'Tab', CapsLock: 'Caps Lock', ContextMenu: 'Menu',
    PageUp: 'PgUp', PageDown: 'PgDown', Delete: 'Del', Insert: 'Ins',
  };
  function keyName(key) {
    if (!key) return I18n.t('none');
    if (KEY_NAMES[key]) return I18n.t(KEY_NAMES[key]);
    return key.length === 1 ? key.toUpperCase() : key;
  }
  // An action's keys in words: "Z or Ctrl", "none".
  function keysText(a) {
    const names = controls.keys[a].filter((k) => k).map(keyName);
    if (!names.length) return I18n.t('none');
    return names.length === 1 ? names[0] : I18n.t('{a} or {b}', { a: names[0], b: names[1] });
  }

  // The action of a keyboard event, if any; the 180° key only while it is offered.
  function actionOf(e) {
    const key = keyOf(e);
    for (const [a] of ACTIONS)
      if (controls.keys[a].includes(key)) return a === '180' && !controls.rotate180 ? null : a;
    return null;
  }

  // --- The panel ----------------------------------------------------------------------------
  const CSS = `
  .tetris-settings { position: fixed; inset: 0; background: rgba(0,0,0,.45); display: flex;
    align-items: flex-start; justify-content: center; z-index: 10; }
  .tetris-settings[hidden] { display: none; }
  .tetris-settings .box { background: #fafafa; margin: 8px; padding: 6px 12px 10px; border-radius: 4px;
    max-width: 520px; width: 100%; max-height: calc(100vh - 16px); overflow: auto; box-sizing: border-box;
    box-shadow: 0 4px 18px rgba(0,0,0,.3); }
  .tetris-settings h2 { font-size: 1.1em; margin: 2px 0 6px; }
  .tetris-settings fieldset { margin-bottom: 6px; }
  .tetris-settings fieldset label { margin: 2px 0; }
  .tetris-settings fieldset input[type=number] { width: 90px; }
  .tetris-settings table { border-collapse: collapse; width: 100%; }
  .tetris-settings td { padding: 1px 4px; }
  .tetris-settings td button { width: 100%; min-width: 80px; padding: 2px 6px; }
  .tetris-settings button.capturing { background: #ffe9a8; }
  .tetris-settings .message { color: #b00020; min-height: 1.2em; margin: 4px 0; }
  .tetris-settings .buttons { display: flex; justify-content: space-between; gap: 8px; }
  `;

  function element(tag, attrs = {}, children = []) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'text') el.textContent = v;
      else el.setAttribute(k, v);
    }
    for (const c of children) el.append(c);
    return el;
  }

  function build() {
    document.head.append(element('style', { text: CSS }));
    panel = element('div', { id: 'tetris-settings', class: 'tetris-settings', hidden: '' });
    panel.innerHTML = `
      <div class="box" role="dialog" aria-modal="true" aria-labelledby="ts-title">
        <h2 id="ts-title"></h2>
        <fieldset><legend id="ts-handling"></legend>
          <label><span id="ts-das-label"></span> <input type="number" id="ts-das" min="0" step="1"></label>
          <label><span id="ts-arr-label"></span> <input type="number" id="ts-arr" min="0" step="1"></label>
          <label><span id="ts-sdf-label"></span> <input type="number" id="ts-sdf" min="1" step="1"></label>
          <label class="check"><input type="checkbox" id="ts-sdf-instant"> <span id="ts-sdf-instant-label"></span></label>
          <label class="check"><input type="checkbox" id="ts-180"> <span id="ts-180-label"></span></label>
          <div class="note" id="ts-lock"></div>
        </fieldset>
        <fieldset><legend id="ts-keys"></legend>
          <table><tbody id="ts-key-rows"></tbody></table>
        </fieldset>
        <div class="message" id="ts-message" role="alert"></div>
        <div class="buttons"><button id="ts-reset"></button><button id="ts-close"></button></div>
      </div>`;
    document.body.append(panel);
    const rows = panel.querySelector('#ts-key-rows');
    for (const [a] of ACTIONS) {
      const tr = element('tr', {}, [element('td', { class: 'ts-action', 'data-action': a })]);
      for (let slot = 0; slot < 2; ++slot) {
        const b = element('button', { id: `ts-key-${a}-${slot}`, type: 'button' });
        b.addEventListener('click', () => startCapture(a, slot, b));
        tr.append(element('td', {}, [b]));
      }
      rows.append(tr);
    }
    const number = (id, field, hi) => panel.querySelector(id).addEventListener('change', (e) => {
      const v = Math.round(Number(e.target.value));
      controls[field] = Number.isFinite(v) ? Math.max(0, Math.min(hi(), v)) : controls[field];
      changed();
    });
    number('#ts-das', 'das', () => timing.maxDas);
    number('#ts-arr', 'arr', () => timing.maxArr);
    number('#ts-sdf', 'sdf', () => timing.maxSdf);
    panel.querySelector('#ts-sdf-instant').addEventListener('change', (e) => {
      controls.sdf = e.target.checked ? 0 : (controls.sdf || timing.sdf);
      changed();
    });
    panel.querySelector('#ts-180').addEventListener('change', (e) => { controls.rotate180 = e.target.checked; changed(); });
    panel.querySelector('#ts-reset').addEventListener('click', () => {
      controls = defaults();
      changed();
      say('Every setting is back to its default.');
    });
    panel.querySelector('#ts-close').addEventListener('click', close);
    panel.addEventListener('click', (e) => { if (e.target === panel) close(); });
    // Keys go to the panel first while it is open: the game sees none of them.
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('keyup', (e) => { if (isOpen()) e.stopImmediatePropagation(); }, true);
  }

  let message = null;  // {text, vars}
  function say(text, vars) {
    message = text ? { text, vars } : null;
    panel.querySelector('#ts-message').textContent = message ? I18n.t(message.text, message.vars) : '';
  }

  function startCapture(action, slot, button) {
    if (capture) capture.button.classList.remove('capturing');
    capture = { action, slot, button };
    button.classList.add('capturing');
    button.textContent = I18n.t('Press a key…');
  }

  function onKeyDown(e) {
    if (!isOpen()) return;
    e.stopImmediatePropagation();
    if (!capture) {
      if (e.key === 'Escape') { e.preventDefault(); close(); }
      return;
    }
    e.preventDefault();
    if (e.repeat) return;
    const { action, slot } = capture;
    capture.button.classList.remove('capturing');
    capture = null;
    if (e.key === 'Escape') { show(); return; }  // keep the old key
    const key = e.key === 'Backspace' || e.key === 'Delete' ? '' : keyOf(e);
    const other = holder(controls, key, action, slot);
    if (other) {
      say(other === action ? '{key} is already a key of {action}.'
        : '{key} is already the key of {action}: give that action another key first.',
      { key: keyName(key), action: actionName(other) });
      show();
      return;
    }
    controls.keys[action][slot] = key;
    say(null);
    changed();
  }

  // The panel's words and values as they stand, in the language chosen.
  function show() {
    if (!panel) return;
    const q = (id) => panel.querySelector(id);
    q('#ts-title').textContent = I18n.t('Tetris settings');
    q('#ts-handling').textContent = I18n.t('Handling');
    q('#ts-das-label').textContent = I18n.t('DAS (ms)');
    q('#ts-arr-label').textContent = I18n.t('ARR (ms; 0: to the wall at once)');
    q('#ts-sdf-label').textContent = I18n.t('Soft drop speed (× gravity)');
    q('#ts-sdf-instant-label').textContent = I18n.t('Soft drop at once (∞)');
    q('#ts-180-label').textContent = I18n.t('Offer the 180° rotation key (guideline rules)');
    q('#ts-lock').textContent = I18n.t('Lock delay: {ms} ms after landing, restarted by at most {n} moves or rotations (guideline rules)', { ms: timing.lockDelayMs, n: timing.maxLockResets });
    q('#ts-keys').textContent = I18n.t('Keys (click, then press the new key; Backspace: none)');
    q('#ts-reset').textContent = I18n.t('Reset to defaults');
    q('#ts-close').textContent = I18n.t('Close');
    q('#ts-das').max = String(timing.maxDas);
    q('#ts-arr').max = String(timing.maxArr);
    q('#ts-sdf').max = String(timing.maxSdf);
    q('#ts-das').value = String(controls.das);
    q('#ts-arr').value = String(controls.arr);
    q('#ts-sdf').value = String(controls.sdf || timing.sdf);
    q('#ts-sdf').disabled = controls.sdf === 0;
    q('#ts-sdf-instant').checked = controls.sdf === 0;
    q('#ts-180').checked = controls.rotate180;
    for (const td of panel.querySelectorAll('.ts-action')) td.textContent = actionName(td.dataset.action);
    for (const [a] of ACTIONS)
      for (let slot = 0; slot < 2; ++slot) {
        const b = q(`#ts-key-${a}-${slot}`);
        if (!(capture && capture.button === b)) b.textContent = keyName(controls.keys[a][slot]);
      }
    if (message) say(message.text, message.vars);
  }

  const isOpen = () => !!panel && !panel.hidden;
  let onClose = () => {};
  function open() {
    if (!panel) build();
    say(null);
    show();
    panel.hidden = false;
    panel.querySelector('#ts-close').focus({ preventScroll: true });
  }
  function close() {
    if (!isOpen()) return;
    if (capture) capture.button.classList.remove('capturing');
    capture = null;
    panel.hidden = true;
    onClose();
  }

  // opts: {change(controls): the settings changed (and at start), close(): the panel closed}
  function init(opts) {
    onChange = opts.change || onChange;
    onClose = opts.close || onClose;
    controls = load();
  }
  // The module's timing, when the worker says it: the defaults and ranges come from the game.
  function setTiming(t) {
    if (!t) return;
    timing = { ...timing, ...t };
    controls = load();
    if (panel) show();
  }

  return {
    init, open, close, isOpen, setTiming, actionOf, keysText, show,
    isGameKey: (a) => GAME_KEYS.has(a),
    controls: () => JSON.parse(JSON.stringify(controls)),
    handling: () => ({ das: controls.das, arr: controls.arr, sdf: controls.sdf, rotate180: controls.rotate180 }),
  };
})();
