// The page's frame: the two tabs and the language; each game starts its own worker.
'use strict';

(() => {
  function show(tab) {
    for (const b of document.querySelectorAll('.tab')) b.classList.toggle('active', b.dataset.tab === tab);
    document.getElementById('page-tetris').classList.toggle('hidden', tab !== 'tetris');
    document.getElementById('page-xiangqi').classList.toggle('hidden', tab !== 'xiangqi');
    if (tab === 'xiangqi') Xiangqi.init();
    else document.getElementById('tetris-board').focus();
  }
  for (const b of document.querySelectorAll('.tab')) b.addEventListener('click', () => show(b.dataset.tab));
  const lang = document.getElementById('language');
  lang.value = I18n.language();
  lang.addEventListener('change', () => { I18n.set(lang.value); Tetris.refresh(); Xiangqi.refresh(); });
  I18n.apply();
  Tetris.init();
  if (location.hash === '#xiangqi') show('xiangqi');
})();
