// Runs the Tetris AI's fixed bench workload in a Web Worker and prints what
// `gameai tetris bench` prints: decisions, signature, seconds and decisions per second.
'use strict';

const Bench = (() => {
  let result = null;
  let failure = null;
  let worker = null;
  let running = false;

  // The output in the language chosen: labels, then values (the numbers as the native bench's).
  function show() {
    const out = document.getElementById('out');
    if (failure) { out.textContent = I18n.t('The bench could not run ({reason}).', { reason: failure }); return; }
    if (!result) { out.textContent = I18n.t('running…'); return; }
    const r = result;
    const rows = [
      ['workload', I18n.t('eltetris, one piece, classic 10 × 20, seed 1, 8 games × 250,000 pieces, 1 worker')],
      ['decisions', String(r.decisions)],
      ['signature', I18n.t(r.signature === 799985 ? '{n} lines (the native signature)' : '{n} lines (NOT the native signature 799985)', { n: r.signature })],
      ['seconds', r.seconds.toFixed(3)],
      ['decisions/s', String(Math.round(r.decisionsPerSecond))],
    ].map(([label, value]) => [I18n.t(label), value]);
    // Columns as a terminal counts them: a Chinese character takes two.
    const columns = (text) => [...text].reduce((n, ch) => n + (ch.codePointAt(0) >= 0x2e80 ? 2 : 1), 0);
    const width = Math.max(...rows.map(([label]) => columns(label))) + 2;
    out.textContent = rows.map(([label, value]) => label + ' '.repeat(width - columns(label)) + value).join('\n');
  }

  // One worker for every run: "Run again" needs nothing more from the server.
  function run() {
    if (running) return;
    running = true;
    result = null;
    failure = null;
    show();
    if (!worker) {
      worker = new Worker('tetris-worker.js');
      worker.onmessage = (e) => {
        if (e.data.type === 'error') { failure = e.data.message; running = false; show(); return; }
        if (e.data.type !== 'bench') return;
        result = e.data.result;
        running = false;
        show();
      };
      worker.onerror = (e) => { e.preventDefault(); failure = e.message || 'no answer'; running = false; show(); };
    }
    worker.postMessage({ type: 'bench', games: 8, pieces: 250000 });
  }

  const lang = document.getElementById('language');
  lang.value = I18n.language();
  lang.addEventListener('change', () => { I18n.set(lang.value); show(); lang.blur(); });
  I18n.apply();
  document.getElementById('run').addEventListener('click', run);
  run();
  return { result: () => result };
})();
