// ESLint over the page's JavaScript (web/page), the node side (serve.mjs, site.mjs, web/types)
// and the tests: `bash scripts/web.sh lint` runs it with TypeScript's check (tsconfig.json).
// ESLint's recommended rules, and a few more that each catch a real defect, not a style.
import js from '@eslint/js';
import globals from 'globals';

// The page's main-thread scripts share one global scope (index.html loads them in turn, bench.html
// two of them): each defines one name, which the others use.
const PAGE_NAMES = {
  'i18n.js': 'I18n', 'choices.js': 'Choices', 'canvas.js': 'Canvas', 'tetris-settings.js': 'TetrisSettings',
  'tetris-sounds.js': 'TetrisSounds', 'replay.js': 'ReplayControl', 'tetris-style.js': 'TetrisStyle',
  'tetris-modes.js': 'TetrisModes', 'tetris.js': 'Tetris', 'touch.js': 'Touch', 'tetris-versus.js': 'TetrisVersus',
  'xiangqi.js': 'Xiangqi', 'page.js': 'Page', 'bench.js': 'Bench',
};
// The browser's names, less the DOM's Touch: on the page, Touch is touch.js's.
const browser = { ...globals.browser };
delete browser.Touch;
// The names of the page's scripts but `own` (a script's own name is its declaration, not a global).
const pageNames = (own) =>
  Object.fromEntries(Object.values(PAGE_NAMES).filter((n) => n !== own).map((n) => [n, 'readonly']));
const WASM = { createTetrisModule: 'readonly', createXiangqiModule: 'readonly' };

export default [
  { ignores: ['node_modules/'] },
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are left-overs of a change or a misspelling; a caught error may go unused
      // (`catch (e) { /* private mode */ }` says why it is ignored), as may a parameter before
      // one that is used (an event handler's signature).
      'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none' }],
      // The page compares field values (strings) with numbers; == converts silently, so a
      // comparison says which it means. `x == null` (null or undefined) stays.
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Defects the recommended set leaves out.
      'array-callback-return': 'error',   // a map/filter/find callback that forgets to return
      'no-self-compare': 'error',          // x === x (a NaN test is Number.isNaN)
      'no-template-curly-in-string': 'error',  // '${x}' in plain quotes, meant as a template
      'no-unmodified-loop-condition': 'error',
      'no-unreachable-loop': 'error',
      'no-var': 'error',  // var in a page script is a property of window, shared by all of them
    },
  },
  // A script not in PAGE_NAMES yet is still one of the page's (its own name, unused here, asks
  // to be added there).
  {
    files: ['page/*.js'],
    ignores: ['page/*-worker.js', 'page/sw.js', ...Object.keys(PAGE_NAMES).map((f) => `page/${f}`)],
    languageOptions: { sourceType: 'script', globals: { ...browser, ...pageNames(null) } },
  },
  ...Object.entries(PAGE_NAMES).map(([file, name]) => ({
    files: [`page/${file}`],
    languageOptions: { sourceType: 'script', globals: { ...browser, ...pageNames(name) } },
    // The script's own name is for the other scripts: used, though not here.
    rules: { 'no-unused-vars': ['error', { args: 'after-used', caughtErrors: 'none', varsIgnorePattern: `^${name}$` }] },
  })),
  {
    files: ['page/tetris-worker.js', 'page/xiangqi-worker.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.worker, ...WASM } },
  },
  // xiangqi.js also runs the xiangqi module on the page's own thread (its clock and move times).
  { files: ['page/xiangqi.js'], languageOptions: { globals: { createXiangqiModule: 'readonly' } } },
  { files: ['page/sw.js'], languageOptions: { sourceType: 'script', globals: globals.serviceworker } },
  { files: ['*.js', '*.mjs', 'types/*.mjs', 'test/*.mjs'], languageOptions: { sourceType: 'module', globals: globals.node } },
  // The functions the page test gives to page.evaluate() run in the page, with its names.
  { files: ['test/*.test.mjs', 'test/browser.mjs'], languageOptions: { globals: { ...browser, ...pageNames(null) } } },
];
