// The Tetris page's modes of play: the mode chosen for a new game, the countdown and the timers
// drawn on the canvas, the result at the end of a run against the personal best of its mode and
// rules (kept in this browser's localStorage), the run as a file to download, and a run file
// opened and replayed on the board. What a mode is, when a run ends and whether it may stand as
// a personal best (played alone, its goal reached) is the play session's, in the worker's
// WebAssembly module; so are reading, checking and writing run files.
'use strict';

const TetrisModes = (() => {
  const BESTS_KEY = 'gameai.tetris.bests';
  // The modes the page offers, in the order of the menu (index.html), with their names.
  const NAMES = {
    sprint: '40-line sprint', ultra: '2-minute ultra', dig: 'Cheese dig (10 rows)',
    marathon: 'Marathon (15 levels)', zen: 'Zen (no top-out)', endless: 'Endless',
  };

  let host = null;       // {send, command, focus, snapshot, rules}: what tetris.js lends
  let runKey = 0;        // counts the games started, so a result is taken once per game
  let ended = null;      // {key, run, result, best, text}: the end of the latest run
  let fileText = '';     // the latest run as a run file
  let replay = null;     // {info, step, playing, picture, timer}: a run file shown on the board
  // Zen never ends by itself and endless only at a top-out: their runs can be downloaded as
  // they stand while they are played, and the one left by a new game or R stays downloadable
  // (through any sprint, ultra, dig or marathon after it) until the next zen or endless run has
  // its first piece, when the button is that run's.
  let soFar = null;      // {mode, pieces}: the zen or endless run being played, once it has a piece
  let soFarWanted = false;  // the player asked for the run so far: the worker's file is saved
  let leftRun = null;    // {mode, text}: the unfinished run a new game replaced
  let leftWanted = null; // the mode of the run being replaced, while its file is on its way
  const openEnded = (mode) => mode === 'zen' || mode === 'endless';
  let openError = null;

  // "1:02.345"
  function time(ms) {
    const total = Math.max(0, Math.round(ms));
    const m = Math.floor(total / 60000), s = Math.floor(total / 1000) % 60, milli = total % 1000;
    return `${m}:${String(s).padStart(2, '0')}.${String(milli).padStart(3, '0')}`;
  }
  const number = (n) => Number(n).toLocaleString('en');
  const points = (n) => I18n.t('{n} points', { n: number(n) });
  const modeName = (mode) => I18n.t(NAMES[mode] || mode);

  function bests() {
    try {
      const all = JSON.parse(localStorage.getItem(BESTS_KEY) || '{}');
      return all && typeof all === 'object' ? all : {};
    } catch (e) {
      return {};
    }
  }
  const bestKey = (mode, rules) => `${mode}/${rules}/10x20`;
  function best(mode, rules) { return bests()[bestKey(mode, rules)] || null; }
  function keepBest(mode, rules, result) {
    const all = bests();
    all[bestKey(mode, rules)] = { timeMs: Math.round(result.timeMs), score: result.score, pieces: result.pieces, lines: result.lines, at: Date.now() };
    try { localStorage.setItem(BESTS_KEY, JSON.stringify(all)); } catch (e) { /* private mode: kept for this page only */ }
  }

  // The rows drawn under the counters while a run is played: the timer and what is left.
  function timerRows(run) {
    if (!run || replay) return [];
    const played = time(run.timeMs);
    switch (run.mode) {
      case 'sprint': return [['Time', played], ['Lines left', number(run.left)]];
      case 'ultra': return [['Time left', time(run.timeLeftMs)]];
      case 'dig': return [['Time', played], ['Rows left', number(run.left)]];
      case 'marathon': return [['Time', played], ['Lines left', number(run.left)]];
      case 'zen': return [['Time', played]];
      default: return [];
    }
  }

  // The end of a run: its headline and details.
  function describe(run) {
    const r = run.result;
    const byTime = r.bestBy === 'time';
    const finished = r.end === 'finished';
    const headline = byTime ? (finished ? time(r.timeMs) : I18n.t('Topped out')) : points(r.score);
    const details = I18n.t('{time} · {pieces} pieces · {pps} pieces/s · {kpp} keys/piece · {lines} lines · {score} points', {
      time: time(r.timeMs), pieces: number(r.pieces), pps: r.pps.toFixed(2), kpp: r.kpp.toFixed(2),
      lines: number(r.lines), score: number(r.score),
    });
    return { headline, details };
  }

  // The comparison with the best before the run, in words: the verdict (and the difference) is
  // the play session's, asked of the worker's module (compareWithBest), the desktop's too.
  function comparison(e) {
    const j = e.judged;
    const byTime = e.run.result.bestBy === 'time';
    switch (j.verdict) {
      case 'not_finished': return I18n.t('Not finished: no personal best.');
      case 'not_counted': return I18n.t('Not a personal best: the AI played or showed its hint.');
      case 'first': return I18n.t('First personal best!');
      case 'better':
      case 'not_better': {
        const diff = j.difference;
        const text = (diff < 0 ? '\u2212' : '+') + (byTime ? I18n.t('{s} s', { s: (Math.abs(diff) / 1000).toFixed(3) }) : points(Math.abs(diff)));
        return j.verdict === 'better' ? I18n.t('{diff}, new personal best!', { diff: text })
          : I18n.t('{diff} against your best, {best}', { diff: text, best: byTime ? time(j.previous.timeMs) : points(j.previous.score) });
      }
      default: return '';
    }
  }

  // The verdict of the worker's module on the run that ended: worded, and a new best kept.
  function judged(m) {
    if (!ended || ended.key !== m.key) return;
    ended.judged = { ...ended.judged, verdict: m.verdict, difference: m.difference, newBest: m.newBest };
    ended.judged.comparison = comparison(ended);
    if (m.newBest) keepBest(ended.run.mode, ended.rules, ended.run.result);
    showResult();
  }

  // The personal best of the mode and rules chosen, under the mode's menu.
  function showBest() {
    const el = document.getElementById('mode-best');
    const mode = document.getElementById('mode').value;
    const rules = document.getElementById('rules').value;
    const byTime = mode === 'sprint' || mode === 'dig';
    if (!byTime && mode !== 'ultra' && mode !== 'marathon') { el.hidden = true; return; }
    const b = best(mode, rules);
    el.hidden = false;
    el.textContent = b ? I18n.t('Personal best: {best}', { best: byTime ? time(b.timeMs) : points(b.score) })
      : I18n.t('No personal best yet in this mode and rules.');
  }

  function showResult() {
    showBest();
    const box = document.getElementById('run-result');
    if (!ended) { box.hidden = true; return; }
    box.hidden = false;
    document.getElementById('run-result-title').textContent = I18n.t('{mode}: {result}', { mode: modeName(ended.run.mode), result: ended.judged.headline });
    document.getElementById('run-result-details').textContent = ended.judged.details;
    const cmp = document.getElementById('run-result-best');
    cmp.textContent = ended.judged.comparison;
    cmp.classList.toggle('new-best', ended.judged.newBest);
    document.getElementById('download-run').hidden = !fileText;
  }

  // Each picture the page accepts: the end of a run is judged once.
  function seen(snap) {
    const run = snap && snap.run;
    if (!run || !run.over || !run.result || (ended && ended.key === runKey) || replay) return;
    // The best before this run, judged against by the worker (which answers before the run file).
    const previous = run.result.bestBy === 'none' ? null : best(run.mode, snap.rules);
    ended = { key: runKey, run, rules: snap.rules, judged: { ...describe(run), comparison: '', newBest: false, previous, verdict: null } };
    fileText = '';
    if (run.result.bestBy !== 'none') host.send({ type: 'judge', key: runKey, mode: run.mode, result: run.result, best: previous });
    host.send({ type: 'runFile' });
    showResult();
  }

  // The button for a zen or endless run as it stands (or the one a new game replaced).
  function showSoFar() {
    const button = document.getElementById('download-so-far');
    const run = soFar ? { label: 'Download the run so far' } : leftRun ? { label: 'Download the previous run' } : null;
    button.hidden = !run || !!replay;
    if (run) button.textContent = I18n.t(run.label);
  }
  function watchSoFar(snap) {
    const run = snap && snap.run;
    const now = run && openEnded(run.mode) && !run.over && snap.pieces > 0 ? { mode: run.mode, pieces: snap.pieces } : null;
    if (now && leftRun) leftRun = null;  // the next open-ended run has its first piece
    if (!!now !== !!soFar || (now && soFar.mode !== now.mode)) { soFar = now; showSoFar(); } else soFar = now;
  }

  // A new game or R: an unfinished zen or endless run it replaces is kept as a file (asked of the
  // worker before the new game, so the file is the old run's).
  function leaving() {
    if (!soFar) return;
    leftWanted = soFar.mode;
    soFar = null;
    host.send({ type: 'runFile' });
  }

  function started() {
    ++runKey;
    ended = null;
    fileText = '';
    showResult();
    showSoFar();
  }

  let lastSaved = null;  // {name, text}: the latest file saved (the browser test reads it)
  function save(text, mode) {
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    a.download = `gameai-${mode}-${stamp}.json`;
    lastSaved = { name: a.download, text };
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }
  function download() {
    if (fileText) save(fileText, ended ? ended.run.mode : 'run');
  }
  function downloadSoFar() {
    if (soFar) {
      soFarWanted = true;
      host.send({ type: 'runFile' });
    } else if (leftRun) save(leftRun.text, leftRun.mode);
  }

  // --- A run file replayed on the board -------------------------------------------------------
  function replayStatus() {
    const el = document.getElementById('replay-status');
    const bar = document.getElementById('replay-bar');
    const err = document.getElementById('open-run-error');
    err.textContent = openError ? I18n.t('This run file cannot be opened: {reason}', { reason: I18n.error(openError) }) : '';
    err.hidden = !openError;
    bar.hidden = !replay;
    if (!replay) return;
    const i = replay.info;
    let text = I18n.t('Replay of a {mode} run ({rules}, seed {seed}): piece {step} of {steps}', {
      mode: modeName(i.mode), rules: I18n.t(i.rules), seed: i.seed, step: replay.step, steps: i.steps,
    });
    if (i.result && replay.step === i.steps) {
      text += ' · ' + I18n.t('{time} · {pieces} pieces · {lines} lines · {score} points', {
        time: time(i.result.timeMs), pieces: number(i.result.pieces), lines: number(i.result.lines), score: number(i.result.score),
      });
    }
    el.textContent = text;
    document.getElementById('replay-play').textContent = I18n.t(replay.playing ? 'Pause' : 'Play');
  }

  function openFile(file) {
    ReplayControl.readFile(file, openText, (error) => { openError = error; replayStatus(); });
  }
  function openText(text) {
    // A versus file (two boards) is replayed on the Versus tab.
    let versus = false;
    try { versus = Array.isArray(JSON.parse(text).boards); } catch (e) { /* the worker says what is wrong */ }
    if (versus && typeof TetrisVersus !== 'undefined') {
      document.getElementById('tab-versus').click();
      TetrisVersus.openText(text);
      return;
    }
    host.send({ type: 'openRun', text });
  }

  function closeReplay() {
    if (!replay) return;
    replay.stop();
    replay = null;
    host.pause(false);
    replayStatus();
    showSoFar();
    host.focus();
  }

  function onMessage(m) {
    if (m.type === 'judged') {
      judged(m);
      return true;
    }
    if (m.type === 'runFile') {
      if (leftWanted) {
        // The run a new game replaced (asked before the new game: the worker answers in order).
        leftRun = m.text ? { mode: leftWanted, text: m.text } : null;
        leftWanted = null;
        showSoFar();
      } else if (soFarWanted && !(ended && ended.key === runKey)) {
        soFarWanted = false;
        if (m.text) save(m.text, soFar ? soFar.mode : 'run');
      } else {
        soFarWanted = false;
        fileText = m.text || '';
        // A run of the person's own, played to its end, is kept to learn from (tetris-style.js).
        if (fileText && ended && ended.key === runKey) TetrisStyle.keep(fileText);
        showResult();
      }
      return true;
    }
    if (m.type === 'replay') {
      if (m.info.error) {
        openError = m.info.error;
        replayStatus();
        return true;
      }
      openError = null;
      if (replay) replay.stop();
      // The replay walks at the run's own pace (its time over its pieces), between 60 ms and 1 s
      // a piece.
      const r = m.info.result;
      const pace = r && r.pieces > 0 ? Math.max(60, Math.min(1000, r.timeMs / r.pieces)) : 250;
      replay = Object.assign(ReplayControl.create(m.info.steps, {
        show: (step) => host.send({ type: 'replayPicture', step }),
        status: replayStatus, pace: () => pace, close: closeReplay,
      }), { info: m.info, picture: null, pace });
      host.pause(true);  // the game waits under the replay
      replay.go(0);
      replay.tick();
      host.focus();
      return true;
    }
    if (m.type === 'replayPicture') {
      if (replay && m.step === replay.step) replay.picture = m.picture;
      return true;
    }
    return false;
  }

  // While a replay is shown it has the keys (replay.js). True when the key was the replay's.
  function onKey(e, down) {
    if (!replay) return false;
    replay.key(e, down);
    return true;
  }

  // `text` centred at (cx, y) in lines no wider than `width`, cut between words (or between any
  // two characters of a text without spaces, as Chinese is); the lines after the first go down by
  // `step`. Returns how many lines it took.
  function fitText(ctx, text, cx, y, width, step) {
    const lines = [];
    const words = text.includes(' ') ? text.split(' ') : [...text];
    const glue = text.includes(' ') ? ' ' : '';
    let line = '';
    for (const word of words) {
      const next = line ? line + glue + word : word;
      if (line && ctx.measureText(next).width > width) { lines.push(line); line = word; } else line = next;
    }
    if (line) lines.push(line);
    lines.forEach((l, i) => ctx.fillText(l, cx, y + i * step));
    return lines.length;
  }

  // The countdown ("3", "2", "1", "Go!") and the end of a run, drawn over the board.
  function drawOverlay(ctx, s, x, y, w, h) {
    const run = s.run;
    if (replay || !run) return false;
    ctx.save();
    ctx.textAlign = 'center';
    if (run.countdown > 0 || run.go) {
      ctx.fillStyle = 'rgba(10,12,18,0.55)';
      ctx.fillRect(x, y + h / 2 - 70, w, 120);
      ctx.fillStyle = run.go ? '#7be07b' : '#ffffff';
      ctx.font = 'bold 72px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
      ctx.fillText(run.go ? I18n.t('Go!') : String(run.countdown), x + w / 2, y + h / 2 + 16);
      ctx.restore();
      return true;
    }
    if (run.waiting && run.mode !== 'endless') {
      ctx.fillStyle = 'rgba(10,12,18,0.72)';
      ctx.fillRect(x, y + h / 2 - 50, w, 100);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 22px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
      ctx.fillText(modeName(run.mode), x + w / 2, y + h / 2 - 12);
      ctx.font = '14px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
      const touch = typeof Tetris !== 'undefined' && Tetris.touchScreen();
      fitText(ctx, I18n.t(touch ? 'Tap the board or a button to start' : 'Press any key to start'), x + w / 2, y + h / 2 + 18, w - 16, 18);
      ctx.restore();
      return true;
    }
    if (!run.over || !ended || ended.key !== runKey || run.mode === 'endless') { ctx.restore(); return false; }
    const j = ended.judged;
    ctx.fillStyle = 'rgba(10,12,18,0.82)';
    ctx.fillRect(x, y + h / 2 - 100, w, 216);
    ctx.fillStyle = run.result.end === 'finished' ? '#7be07b' : '#ff8080';
    ctx.font = '15px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
    ctx.fillText(modeName(run.mode), x + w / 2, y + h / 2 - 70);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 34px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
    ctx.fillText(j.headline, x + w / 2, y + h / 2 - 28);
    ctx.font = '14px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
    const r = run.result;
    ctx.fillText(I18n.t('{pieces} pieces · {pps} PPS · {kpp} KPP', { pieces: number(r.pieces), pps: r.pps.toFixed(2), kpp: r.kpp.toFixed(2) }), x + w / 2, y + h / 2 + 2);
    ctx.fillText(I18n.t('{score} points · {lines} lines', { score: number(r.score), lines: number(r.lines) }), x + w / 2, y + h / 2 + 24);
    ctx.fillStyle = j.newBest ? '#ffd24a' : '#c8ccd8';
    ctx.font = 'bold 14px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
    // A long comparison ("Not a personal best: the AI played…") in two lines inside the well.
    const extra = fitText(ctx, j.comparison, x + w / 2, y + h / 2 + 52, w - 16, 18) - 1;
    ctx.fillStyle = '#a9aebf';
    ctx.font = '13px "DejaVu Sans", "WenQuanYi Micro Hei", sans-serif';
    const touch = typeof Tetris !== 'undefined' && Tetris.touchScreen();
    ctx.fillText(I18n.t(touch ? 'Tap the board: new game' : 'R: again · N: new game'), x + w / 2, y + h / 2 + 82 + 18 * Math.min(extra, 1));
    ctx.restore();
    return true;
  }

  function init(h) {
    host = h;
    document.getElementById('download-run').addEventListener('click', () => { download(); host.focus(); });
    document.getElementById('download-so-far').addEventListener('click', () => { downloadSoFar(); host.focus(); });
    const input = document.getElementById('open-run');
    input.addEventListener('change', () => { openFile(input.files[0]); input.value = ''; });
    document.getElementById('open-run-button').addEventListener('click', () => input.click());
    document.getElementById('replay-close').addEventListener('click', closeReplay);
    document.getElementById('replay-play').addEventListener('click', () => onKey({ key: ' ', preventDefault() {} }, true));
    for (const id of ['mode', 'rules']) document.getElementById(id).addEventListener('change', showBest);
    showBest();
  }

  // The words of a result again in the language just chosen (its verdict stays).
  function refresh() {
    if (ended) ended.judged = { ...ended.judged, ...describe(ended.run), comparison: comparison(ended) };
    showResult();
    replayStatus();
    showSoFar();
  }

  return {
    init,
    refresh,
    started,
    leaving,
    seen: (snap) => { watchSoFar(snap); seen(snap); },
    onMessage,
    onKey,
    drawOverlay,
    timerRows,
    time,
    mode: () => document.getElementById('mode').value,
    replaying: () => !!replay,
    replayPicture: () => (replay ? replay.picture : null),
    // How long the replay shows each piece (ms).
    replayPace: () => (replay ? replay.pace : 250),
    // What the browser test reads.
    result: () => (ended ? { ...ended.judged, run: ended.run } : null),
    runFile: () => fileText,
    leftRun: () => (leftRun ? leftRun.text : ''),
    saved: () => lastSaved,
    bests,
    openText,
    replayState: () => (replay ? { step: replay.step, steps: replay.info.steps, playing: replay.playing, info: replay.info } : null),
    openError: () => openError,
  };
})();
