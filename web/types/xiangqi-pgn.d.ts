// xiangqi-pgn.js is a plain script to the page and to the xiangqi worker, and a CommonJS module
// to node's tests (its last line); for the type check it is the module, so its one name is
// declared here. Not shipped; only the type check reads it.
declare const XiangqiPgn: typeof import('../page/xiangqi-pgn.js');
