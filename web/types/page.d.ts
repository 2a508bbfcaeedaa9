// What the page's scripts meet that TypeScript's DOM library does not declare. Not shipped; only
// the type check (web/tsconfig.json) reads it.

interface Window {
  /** Safari before 14.1 names the Web Audio context so (tetris-sounds.js). */
  webkitAudioContext?: typeof AudioContext;
}
