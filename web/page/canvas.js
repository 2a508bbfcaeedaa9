// Sharp boards on every screen: a canvas is drawn in fixed drawing units (its layout's size in
// CSS pixels on a wide screen) and shown at the size the page gives it (smaller on a narrow
// screen); its backing store holds one pixel per device pixel of that shown size (the shown CSS
// size times devicePixelRatio), so text and edges are not blurred on high-density screens, on a
// phone, or when the page is zoomed. The drawing code works in drawing units throughout; fit()
// scales the context for it.
'use strict';

const Canvas = (() => {
  const ratio = () => window.devicePixelRatio || 1;

  // Lays `canvas` out for a `width` x `height` drawing (shown at most that many CSS pixels wide,
  // less where the page is narrower: style.css caps it at its box), sizes its backing store for
  // the shown size at the current ratio, and returns its 2D context scaled so that one unit is
  // one drawing unit. Cheap when nothing changed, so a board drawn on every frame calls it every
  // frame.
  function fit(canvas, width, height) {
    const r = ratio();
    const style = `${width}px`, aspect = `${width} / ${height}`;
    if (canvas.style.width !== style) canvas.style.width = style;
    if (canvas.style.aspectRatio !== aspect) canvas.style.aspectRatio = aspect;
    // Not laid out (a hidden tab): as if shown at full size.
    const shown = canvas.getBoundingClientRect().width || width;
    const w = Math.max(1, Math.round(shown * r)), h = Math.max(1, Math.round((shown * height / width) * r));
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    const ctx = canvas.getContext('2d');
    ctx.setTransform(w / width, 0, 0, h / height, 0, 0);
    return ctx;
  }

  // Calls `changed` whenever the ratio changes (a window moved to another screen, a zoom) or, given
  // a canvas, whenever the size it is shown at changes (a phone turned, a window resized). The
  // ratio is checked once a display frame: browsers do not always announce its change (an
  // emulated screen sends neither a resize nor a media-query event), and the check costs one
  // comparison.
  function watch(changed, canvas) {
    let last = ratio();
    const check = () => {
      if (ratio() !== last) { last = ratio(); changed(); }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    if (canvas && typeof ResizeObserver !== 'undefined') {
      let shown = -1;
      new ResizeObserver(() => {
        const now = canvas.getBoundingClientRect().width;
        if (now !== shown) { shown = now; changed(); }
      }).observe(canvas);
    }
  }

  // A point of a pointer event in the canvas's drawing units (the canvas may be shown smaller
  // than its drawing, as on a narrow screen).
  function pointOf(canvas, width, event) {
    const rect = canvas.getBoundingClientRect();
    const scale = width / rect.width;
    return [(event.clientX - rect.left) * scale, (event.clientY - rect.top) * scale];
  }

  // A colour "#rrggbb" made darker (f < 1) or lighter (f > 1), as the blocks' edges are drawn.
  function shade(hex, f) {
    const n = parseInt(hex.slice(1), 16);
    const ch = (s) => Math.max(0, Math.min(255, Math.round(((n >> s) & 255) * f)));
    return `rgb(${ch(16)},${ch(8)},${ch(0)})`;
  }

  // The pieces' colours by kind (1 I, 2 O, 3 T, 4 S, 5 Z, 6 J, 7 L, 8 garbage), as the rules
  // library numbers them.
  const COLORS = [null, '#2ec4dc', '#f0d020', '#a040e0', '#40c040', '#e03838', '#3070f0', '#f08c20', '#8a8f9c'];

  // One cell of a piece of `kind` at (x, y), `size` units square: a darker edge, the colour, a
  // lighter stripe along its top. Both Tetris boards (the Tetris tab's and the Versus tab's)
  // draw their cells with it.
  function block(ctx, x, y, size, kind) {
    const c = COLORS[kind] || COLORS[8];
    ctx.fillStyle = shade(c, 0.7);
    ctx.fillRect(x, y, size, size);
    ctx.fillStyle = c;
    ctx.fillRect(x + 1, y + 1, size - 3, size - 3);
    ctx.fillStyle = shade(c, 1.3);
    ctx.fillRect(x + 3, y + 2, size - 7, 3);
  }

  // A piece {kind, cells: [[x, y], ...]} (row 0 at the bottom) centred in the box at (x, y),
  // w x h, in cells of `size`: the hold and NEXT panels.
  function pieceIn(ctx, piece, x, y, w, h, size) {
    if (!piece || !Array.isArray(piece.cells)) return;
    const xs = piece.cells.map((c) => c[0]), ys = piece.cells.map((c) => c[1]);
    const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
    const pw = (maxX - minX + 1) * size, ph = (maxY - minY + 1) * size;
    for (const [cx, cy] of piece.cells)
      block(ctx, x + (w - pw) / 2 + (cx - minX) * size, y + (h - ph) / 2 + (maxY - cy) * size, size, piece.kind);
  }

  // An empty board of `width` x `height` cells of `cell` units at (x, y): its ground, its grid and
  // its frame.
  function board(ctx, x, y, width, height, cell) {
    const bw = width * cell, bh = height * cell;
    ctx.fillStyle = '#10121a';
    ctx.fillRect(x, y, bw, bh);
    ctx.strokeStyle = '#232736';
    ctx.lineWidth = 1;
    for (let i = 0; i <= width; ++i) {
      ctx.beginPath(); ctx.moveTo(x + i * cell + 0.5, y); ctx.lineTo(x + i * cell + 0.5, y + bh); ctx.stroke();
    }
    for (let j = 0; j <= height; ++j) {
      ctx.beginPath(); ctx.moveTo(x, y + j * cell + 0.5); ctx.lineTo(x + bw, y + j * cell + 0.5); ctx.stroke();
    }
    ctx.strokeStyle = '#5a6078';
    ctx.lineWidth = 2;
    ctx.strokeRect(x - 1, y - 1, bw + 2, bh + 2);
  }

  // A panel's dark rounded box.
  function panel(ctx, x, y, w, h, radius) {
    ctx.fillStyle = '#12141c';
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, radius);
    ctx.fill();
  }

  return { fit, watch, pointOf, ratio, shade, COLORS, block, pieceIn, panel, board };
})();
