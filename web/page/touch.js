// Tetris on a touch screen: on-screen buttons under the board, on the Tetris tab and the Versus
// tab (left, right, soft drop, hard drop, rotate both ways, hold, pause) and, as a setting, swipes
// on the Tetris tab's board itself.
//
// A button held down is a key held down: its press goes to the worker when the finger lands and
// its release when it lifts (or the touch is taken away), so the worker repeats a held move
// exactly as it repeats a held key (DAS, then ARR); two fingers hold two buttons. The buttons are
// shown on a touch screen (a coarse pointer or touch points) unless the player turns them off,
// and can be turned on anywhere; both choices are kept in localStorage.
//
// Swipes (off unless chosen): a drag sideways moves the piece one column for each column's width
// the finger travels; a drag down holds soft drop until the finger lifts; a quick flick down drops
// the piece hard and a flick up holds it; a tap rotates it, clockwise on the right half of the
// board and counter-clockwise on the left. Whatever the setting, a tap on the board starts the
// next game after a loss and ends a pause.
'use strict';

// @ts-expect-error the page's own Touch hides the DOM's Touch (one finger of a touch event), which
// no script here uses; the page's tests call the page's one by this name.
const Touch = (() => {
  I18n.add({
    'Hold': '暂存', 'Touch screen': '触摸屏', 'On-screen buttons': '屏幕按键',
    'Swipe on the board: drag to move, tap to rotate, flick down to drop, up to hold':
      '在棋盘上滑动：拖动移动，轻点旋转，向下快划硬降，向上快划暂存',
    'Tap the board: new game': '轻点棋盘：新游戏', 'Tap the board: go on': '轻点棋盘：继续',
  });

  const BUTTONS_KEY = 'gameai.touch.buttons';
  const SWIPE_KEY = 'gameai.touch.swipe';
  const TAP_PX = 10;        // a touch that moves less than this (CSS pixels) is a tap...
  const TAP_MS = 350;       // ...if it lifts within this time
  const FLICK_MS = 300;     // a flick: a drag this quick...
  const FLICK_CELLS = 2.5;  // ...over this many cells

  const touchScreen = window.matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0;
  const stored = (name) => { try { return localStorage.getItem(name); } catch (e) { return null; } };
  const store = (name, value) => { try { localStorage.setItem(name, value); } catch (e) { /* private mode */ } };

  let buttons = false;
  let swipe = false;
  const held = new Map();  // button -> the pointers holding it

  // Fingers play (buttons or swipes): the stages take every touch, the boards say "tap".
  function touchPlay() {
    document.body.classList.toggle('touch-play', buttons || swipe);
    document.body.classList.toggle('touch-buttons', buttons);
    Tetris.setTouchScreen(buttons || swipe);
  }
  function showButtons(on) {
    buttons = on;
    for (const pad of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.touch-pad'))) pad.hidden = !on;
    document.getElementById('touch-buttons').checked = on;
    touchPlay();
  }
  function setSwipe(on) {
    swipe = on;
    document.getElementById('touch-swipe').checked = on;
    touchPlay();
  }

  // A button of a pad (the Tetris tab's, the Versus tab's): held while any finger is on it.
  function bind(button) {
    const key = button.dataset.key;
    const pad = button.closest('.touch-pad');
    const game = () => (pad.dataset.target === 'versus' ? TetrisVersus : Tetris);
    const pointers = new Set();
    held.set(button, pointers);
    button.addEventListener('pointerdown', (e) => {
      e.preventDefault();  // no focus, no mouse events after it, no text selected
      if (button.setPointerCapture) button.setPointerCapture(e.pointerId);
      if (!pointers.size) {
        button.classList.add('down');
        if (key) game().press(key); else game().togglePause();
      }
      pointers.add(e.pointerId);
    });
    const up = (e) => {
      if (!pointers.delete(e.pointerId) || pointers.size) return;
      button.classList.remove('down');
      if (key) game().release(key);
    };
    for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) button.addEventListener(type, up);
    button.addEventListener('contextmenu', (e) => e.preventDefault());  // a long press holds, no menu
  }

  // Every held button let go (the page hidden: its fingers' ends may never come).
  function releaseAll() {
    for (const [button, pointers] of held) {
      if (!pointers.size) continue;
      pointers.clear();
      button.classList.remove('down');
      const pad = button.closest('.touch-pad');
      if (button.dataset.key) (pad.dataset.target === 'versus' ? TetrisVersus : Tetris).release(button.dataset.key);
    }
  }

  // Swipes and taps on the board. One finger at a time; the mouse is left to the desktop.
  let stroke = null;  // {id, x0, y0, t0, anchor (x of the last column moved), soft}
  function tapKey(key) { Tetris.press(key); Tetris.release(key); }
  function cellPixels(canvas) {
    return (canvas.getBoundingClientRect().width / Tetris.size()[0]) * Tetris.cellSize();
  }

  function bindBoard(canvas) {
    canvas.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'mouse' || stroke) return;
      e.preventDefault();
      stroke = { id: e.pointerId, x0: e.clientX, y0: e.clientY, t0: e.timeStamp, anchor: e.clientX, soft: false, moved: false };
      if (canvas.setPointerCapture) canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener('pointermove', (e) => {
      if (!stroke || e.pointerId !== stroke.id) return;
      const dx = e.clientX - stroke.x0, dy = e.clientY - stroke.y0;
      if (Math.hypot(dx, dy) >= TAP_PX) stroke.moved = true;
      if (!swipe) return;
      const cell = cellPixels(canvas);
      while (e.clientX - stroke.anchor >= cell) { tapKey('right'); stroke.anchor += cell; }
      while (stroke.anchor - e.clientX >= cell) { tapKey('left'); stroke.anchor -= cell; }
      if (!stroke.soft && dy > 1.5 * cell && dy > 2 * Math.abs(dx)) {
        stroke.soft = true;
        Tetris.press('soft');
      }
    });
    const end = (e, cancelled) => {
      if (!stroke || e.pointerId !== stroke.id) return;
      const s = stroke;
      stroke = null;
      if (s.soft) Tetris.release('soft');
      if (cancelled) return;
      const dt = e.timeStamp - s.t0, dx = e.clientX - s.x0, dy = e.clientY - s.y0;
      if (!s.moved && dt <= TAP_MS) {
        if (Tetris.tapBoard() || !swipe) return;
        const rect = canvas.getBoundingClientRect();
        const middle = rect.left + (Tetris.boardMiddle() / Tetris.size()[0]) * rect.width;
        tapKey(e.clientX >= middle ? 'cw' : 'ccw');
        return;
      }
      if (!swipe || dt > FLICK_MS) return;
      const cell = cellPixels(canvas);
      if (dy > FLICK_CELLS * cell && dy > 2 * Math.abs(dx)) tapKey('hard');
      else if (-dy > FLICK_CELLS * cell && -dy > 2 * Math.abs(dx)) tapKey('hold');
    };
    canvas.addEventListener('pointerup', (e) => end(e, false));
    canvas.addEventListener('pointercancel', (e) => end(e, true));
    canvas.addEventListener('contextmenu', (e) => { if (buttons || swipe) e.preventDefault(); });
  }

  function init() {
    for (const b of document.querySelectorAll('.touch-pad button')) bind(b);
    bindBoard(document.getElementById('tetris-board'));
    const b = stored(BUTTONS_KEY);
    showButtons(b === null ? touchScreen : b === '1');
    setSwipe(stored(SWIPE_KEY) === '1');
    document.getElementById('touch-buttons').addEventListener('change', (e) => {
      showButtons(/** @type {HTMLInputElement} */ (e.target).checked);
      store(BUTTONS_KEY, /** @type {HTMLInputElement} */ (e.target).checked ? '1' : '0');
    });
    document.getElementById('touch-swipe').addEventListener('change', (e) => {
      setSwipe(/** @type {HTMLInputElement} */ (e.target).checked);
      store(SWIPE_KEY, /** @type {HTMLInputElement} */ (e.target).checked ? '1' : '0');
    });
    document.addEventListener('visibilitychange', () => { if (document.hidden) releaseAll(); });
  }
  init();

  // What the browser test reads.
  return { buttons: () => buttons, swipe: () => swipe, touchScreen: () => touchScreen };
})();
