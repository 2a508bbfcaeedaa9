// A run file replayed step by step, as the Tetris tab shows a run and the Versus tab a versus
// game: the step shown, playing on at a pace, the keys (← → a piece back or on, Home/End the
// start or the end, Space play or pause, Esc close), a file read from the disk, and one saved.
'use strict';

const ReplayControl = (() => {
  // A replay of `steps` steps, shown from its start and playing. `host`: {show(step)} asks for
  // the picture after `step` steps, {status()} redraws what the page says of the replay,
  // {pace()} is how long each step is shown (ms), {close()} ends the replay.
  function create(steps, host) {
    const r = { step: 0, playing: true, timer: 0, steps };
    function go(step) {
      r.step = Math.max(0, Math.min(steps, step));
      host.show(r.step);
      host.status();
    }
    function tick() {
      clearTimeout(r.timer);
      if (!r.playing) return;
      if (r.step >= steps) { r.playing = false; host.status(); return; }
      r.timer = setTimeout(() => { go(r.step + 1); tick(); }, host.pace());
    }
    function toggle() {
      r.playing = !r.playing;
      if (r.playing && r.step >= steps) go(0);
      tick();
      host.status();
    }
    // The replay's keys; every key is the replay's while it is shown.
    function key(e, down) {
      const act = { ArrowLeft: () => { r.playing = false; go(r.step - 1); },
        ArrowRight: () => { r.playing = false; go(r.step + 1); },
        Home: () => go(0), End: () => go(steps), ' ': toggle, Escape: host.close }[e.key];
      e.preventDefault();
      if (down && act) act();
    }
    function stop() { clearTimeout(r.timer); r.playing = false; }
    return Object.assign(r, { go, tick, toggle, key, stop });
  }

  // Reads a chosen file as text: onText(text), or onError(what went wrong).
  function readFile(file, onText, onError) {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => onText(String(reader.result));
    reader.onerror = () => onError(String(reader.error));
    reader.readAsText(file);
  }

  // Downloads a run or versus file as gameai-WHAT-<date and time>.json.
  function save(text, what) {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    a.download = `gameai-${what}-${stamp}.json`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  return { create, readFile, save };
})();
