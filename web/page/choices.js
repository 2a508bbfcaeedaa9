// The player's choices in the panels (a mode, the rules, the xiangqi level and clock, the
// notation, versus's AIs...), kept in this browser's localStorage as the handling, the bests and
// the language are, so that a reload finds the page as it was left. A link's values still win
// over them (page.js applies a link after restoring them).
'use strict';

const Choices = (() => {
  const KEY = 'gameai.choices';
  let kept = {};
  try {
    const read = JSON.parse(localStorage.getItem(KEY) || '{}');
    if (read && typeof read === 'object' && !Array.isArray(read)) kept = read;
  } catch (e) { /* none kept, or private mode */ }

  function save() {
    try { localStorage.setItem(KEY, JSON.stringify(kept)); } catch (e) { /* private mode: kept for this page only */ }
  }

  // Gives the field its kept value, where it has one the field can take (a menu's value must be
  // one of its options). True when it did.
  function restore(el) {
    if (!el || !(el.id in kept)) return false;
    const v = kept[el.id];
    if (el.type === 'checkbox') {
      if (typeof v !== 'boolean') return false;
      el.checked = v;
      return true;
    }
    if (typeof v !== 'string') return false;
    if (el.tagName === 'SELECT' && !Array.from(el.options, (o) => o.value).includes(v)) return false;
    el.value = v;
    return true;
  }

  function keep(el) {
    kept[el.id] = el.type === 'checkbox' ? el.checked : el.value;
    save();
  }

  // The fields by id: each given its kept value now, and kept from now on whenever it changes.
  function watch(ids) {
    for (const id of ids) {
      const el = document.getElementById(id);
      if (!el) continue;
      restore(el);
      el.addEventListener('change', () => keep(el));
    }
  }

  // The value kept for `id` (undefined if none).
  const get = (id) => kept[id];

  return { watch, restore, keep, get };
})();
