// Runs the Tetris AI's fixed bench workload in a Web Worker and prints what
// `gameai tetris bench` prints: decisions, signature, seconds and decisions per second.
'use strict';

const Bench = (() => {
  let result = null;
  function run() {
    const out = document.getElementById('out');
    out.textContent = 'running…';
    result = null;
    const worker = new Worker('tetris-worker.js');
    worker.onmessage = (e) => {
      if (e.data.type !== 'bench') return;
      worker.terminate();
      result = e.data.result;
      const r = result;
      out.textContent =
        'workload     eltetris, one-piece, classic 10x20, seed 1, 8 games x 250000 pieces, 1 worker\n' +
        `decisions    ${r.decisions}\n` +
        `signature    ${r.signature} lines${r.signature === 799985 ? ' (the native signature)' : ' (NOT the native signature 799985)'}\n` +
        `seconds      ${r.seconds.toFixed(3)}\n` +
        `decisions/s  ${Math.round(r.decisionsPerSecond)}\n`;
    };
    worker.postMessage({ type: 'bench', games: 8, pieces: 250000 });
  }
  document.getElementById('run').addEventListener('click', run);
  run();
  return { result: () => result };
})();
