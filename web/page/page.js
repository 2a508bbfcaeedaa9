// The page's frame: the two tabs and the language. Both games start with the page (each with its
// own workers), so the Xiangqi tab needs nothing more from the server once the page has loaded.
'use strict';

(() => {
  let current = 'tetris';
  const tetrisHidden = () => current !== 'tetris' || document.hidden;

  function show(tab) {
    current = tab;
    for (const b of document.querySelectorAll('.tab')) b.classList.toggle('active', b.dataset.tab === tab);
    document.getElementById('page-tetris').classList.toggle('hidden', tab !== 'tetris');
    document.getElementById('page-xiangqi').classList.toggle('hidden', tab !== 'xiangqi');
    // Tetris does not run where it cannot be seen.
    Tetris.setHidden(tetrisHidden());
    if (tab === 'tetris') Tetris.focus();
  }

  // Once a menu or a field has its value, the keys go back to the game: the arrows then move the
  // piece instead of choosing another language or rule set.
  function backToGame() {
    if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
    if (current === 'tetris') Tetris.focus();
  }

  for (const b of document.querySelectorAll('.tab')) b.addEventListener('click', () => show(b.dataset.tab));
  const lang = document.getElementById('language');
  lang.value = I18n.language();
  lang.addEventListener('change', () => { I18n.set(lang.value); Tetris.refresh(); Xiangqi.refresh(); });
  document.addEventListener('visibilitychange', () => Tetris.setHidden(tetrisHidden()));
  I18n.apply();
  Tetris.init();
  Xiangqi.init();
  // After the games' own handlers: a choice made in a menu returns the keys to the game.
  for (const el of document.querySelectorAll('select')) el.addEventListener('change', backToGame);
  show(location.hash === '#xiangqi' ? 'xiangqi' : 'tetris');
  // The service worker keeps the site for offline use (sw.js). Without one (a file:// page, a
  // private window that refuses it, the server gone at a reload) the page works as before.
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    navigator.serviceWorker.register('sw.js').catch(() => { /* the page goes on without it */ });
  }
})();
