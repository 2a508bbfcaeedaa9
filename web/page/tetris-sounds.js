// The Tetris page's sound effects and callouts, made from the game's events (the worker sends
// what happened with each picture: moves, turns, locks with their lines, T-spin, back-to-back,
// combo, perfect clear and attack, top-out).
//
// Sounds are synthesised with WebAudio (short oscillator notes, no files). They are off until the
// player switches them on; the choice and the volume are kept in localStorage. Without an audio
// device, or in a browser without WebAudio, the game plays on in silence: nothing here throws.
//
// A callout ("T-Spin Double", "Back-to-Back", "3 Combo", "Perfect Clear", "+4") is drawn over
// the board for CALLOUT_MS, fading out at the end, and written into an aria-live element so a
// screen reader says it too.
'use strict';

const TetrisSounds = (() => {
  const STORE = 'gameai.tetris.sounds';
  const CALLOUT_MS = 1500;
  const FADE_MS = 500;
  // Notes: [frequency Hz, length ms, wave, start ms].
  const SOUNDS = {
    move: [[520, 28, 'square', 0]],
    rotate: [[740, 34, 'triangle', 0]],
    lock: [[180, 60, 'triangle', 0]],
    clear: [[523, 80, 'triangle', 0], [784, 120, 'triangle', 70]],
    tspin: [[392, 70, 'sawtooth', 0], [587, 70, 'sawtooth', 60], [880, 160, 'triangle', 120]],
    perfect: [[523, 90, 'triangle', 0], [659, 90, 'triangle', 80], [784, 90, 'triangle', 160],
      [1047, 260, 'triangle', 240]],
    topout: [[330, 160, 'sawtooth', 0], [247, 160, 'sawtooth', 150], [165, 360, 'sawtooth', 300]],
  };
  const SPIN_LINES = ['', ' Single', ' Double', ' Triple'];
  // Of the sounds due in one picture, the one heard: the most important.
  const RANK = { move: 0, rotate: 1, lock: 2, clear: 3, tspin: 4, perfect: 5, topout: 6 };

  let settings = { on: false, volume: 0.6 };
  try {
    const saved = JSON.parse(localStorage.getItem(STORE) || 'null');
    if (saved && typeof saved === 'object') {
      settings.on = !!saved.on;
      const v = Number(saved.volume);
      if (Number.isFinite(v)) settings.volume = Math.min(1, Math.max(0, v));
    }
  } catch (e) { /* private mode or a damaged entry: the defaults */ }

  let audio = null;       // the AudioContext, made on the first sound played
  let audioFailed = false;
  const lastPlayed = {};  // name -> time, so a flat-out AI does not drown the speakers
  const requested = [];   // the last sounds asked for (the test reads them)
  let callout = null;     // {parts: [...], attack, at}

  function save() {
    try { localStorage.setItem(STORE, JSON.stringify(settings)); } catch (e) { /* private mode */ }
  }

  function context() {
    if (audio || audioFailed) return audio;
    const AC = typeof window !== 'undefined' && (window.AudioContext || window.webkitAudioContext);
    if (!AC) { audioFailed = true; return null; }
    try { audio = new AC(); } catch (e) { audioFailed = true; return null; }
    return audio;
  }

  function play(name, now) {
    requested.push(name);
    if (requested.length > 32) requested.shift();
    if (!settings.on || settings.volume <= 0) return;
    if (now - (lastPlayed[name] || -1e9) < 40) return;
    lastPlayed[name] = now;
    const ac = context();
    if (!ac) return;
    try {
      if (ac.state === 'suspended') ac.resume().catch(() => {});
      const t0 = ac.currentTime;
      for (const [hz, ms, wave, start] of SOUNDS[name]) {
        const osc = ac.createOscillator();
        const gain = ac.createGain();
        osc.type = wave;
        osc.frequency.value = hz;
        const begin = t0 + start / 1000, end = begin + ms / 1000;
        const peak = 0.25 * settings.volume;
        gain.gain.setValueAtTime(0.0001, begin);
        gain.gain.exponentialRampToValueAtTime(peak, begin + 0.005);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        osc.connect(gain).connect(ac.destination);
        osc.start(begin);
        osc.stop(end + 0.02);
      }
    } catch (e) { /* no device after all: silence */ }
  }

  // A lock's callout, or null for a lock that has none (a plain single, double or triple).
  function calloutOf(e) {
    const parts = [];
    if (e.spin === 'full' || e.spin === 'mini') {
      const name = (e.spin === 'mini' ? 'T-Spin Mini' : 'T-Spin') + SPIN_LINES[Math.min(e.lines, 3)];
      parts.push(I18n.t(name));
    } else if (e.lines >= 4) {
      parts.push(I18n.t('Tetris!'));
    }
    if (e.b2b) parts.push(I18n.t('Back-to-Back'));
    if (e.lines > 0 && e.combo >= 1) parts.push(I18n.t('{n} Combo', { n: e.combo }));
    if (e.pc) parts.push(I18n.t('Perfect Clear'));
    if (!parts.length) return null;
    return { parts, attack: e.attack | 0 };
  }

  function soundOf(e) {
    switch (e.kind) {
      case 'move': case 'hold': return e.ai ? null : 'move';
      case 'rotate': return e.ai ? null : 'rotate';
      case 'topout': return 'topout';
      case 'lock':
        if (e.pc) return 'perfect';
        if (e.spin === 'full' || e.spin === 'mini') return 'tspin';
        return e.lines > 0 ? 'clear' : 'lock';
      default: return null;
    }
  }

  // The events of one picture, oldest first.
  function take(events, now) {
    if (!Array.isArray(events) || !events.length) return;
    let loudest = null;
    for (const e of events) {
      const c = e.kind === 'lock' ? calloutOf(e) : null;
      if (c) {
        callout = { ...c, at: now };
        const live = document.getElementById('tetris-callout');
        if (live) live.textContent = c.parts.join(' · ') + (c.attack > 0 ? ` · +${c.attack}` : '');
      }
      const s = soundOf(e);
      if (s && (!loudest || RANK[s] >= RANK[loudest])) loudest = s;
    }
    // One sound a picture: the most important of what happened in it.
    if (loudest) play(loudest, now);
  }
  // The callout over the board whose top-left corner is (x, y) and size w x h, CSS pixels.
  function draw(ctx, x, y, w, h, now) {
    if (!callout) return;
    const age = now - callout.at;
    if (age >= CALLOUT_MS || age < 0) return;
    const alpha = age < CALLOUT_MS - FADE_MS ? 1 : (CALLOUT_MS - age) / FADE_MS;
    const lines = callout.parts.slice();
    if (callout.attack > 0) lines.push(`+${callout.attack}`);
    const rise = Math.min(1, age / 150) * 10;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const top = y + h * 0.3 - rise;
    lines.forEach((text, i) => {
      const attack = callout.attack > 0 && i === lines.length - 1;
      ctx.font = `bold ${i === 0 ? 28 : 22}px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif`;
      const ty = top + (i === 0 ? 0 : 12 + i * 30);
      ctx.lineWidth = 5;
      ctx.strokeStyle = 'rgba(8,10,16,0.9)';
      ctx.strokeText(text, x + w / 2, ty);
      ctx.fillStyle = attack ? '#ff6b5a' : i === 0 ? '#ffd84a' : '#9fe0ff';
      ctx.fillText(text, x + w / 2, ty);
    });
    ctx.restore();
  }

  // The panel's switch and volume slider, as saved.
  function init() {
    const box = document.getElementById('sounds-box');
    const volume = document.getElementById('sounds-volume');
    if (!box || !volume) return;
    box.checked = settings.on;
    volume.value = String(Math.round(settings.volume * 100));
    volume.disabled = !settings.on;
    box.addEventListener('change', () => {
      settings.on = box.checked;
      volume.disabled = !settings.on;
      save();
      if (settings.on) play('clear', performance.now());  // switched on with a sound, heard at once
    });
    volume.addEventListener('input', () => {
      settings.volume = Math.min(1, Math.max(0, Number(volume.value) / 100));
      save();
    });
    volume.addEventListener('change', () => play('rotate', performance.now()));
  }

  function reset() { callout = null; }

  return {
    init, take, draw, reset,
    settings: () => ({ ...settings }),
    requested: () => requested.slice(),
    // The callout shown now (the test reads it): its lines and attack, or null.
    callout: (now) => (callout && now - callout.at < CALLOUT_MS ? { parts: callout.parts.slice(), attack: callout.attack } : null),
  };
})();
