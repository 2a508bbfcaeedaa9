// Sharp boards on every screen: a canvas is laid out at its size in CSS pixels, and its backing
// store holds one pixel per device pixel (devicePixelRatio of them per CSS pixel), so text and
// edges are not blurred on high-density screens or when the page is zoomed. The drawing code
// works in CSS pixels throughout; fit() scales the context for it.
'use strict';

const Canvas = (() => {
  const ratio = () => window.devicePixelRatio || 1;

  // Sizes `canvas` for `width` x `height` CSS pixels at the current ratio and returns its 2D
  // context, scaled so that one unit is one CSS pixel. Cheap when nothing changed, so a board
  // drawn on every frame calls it every frame.
  function fit(canvas, width, height) {
    const r = ratio();
    const w = Math.round(width * r), h = Math.round(height * r);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    canvas.style.width = `${width}px`;
    const ctx = canvas.getContext('2d');
    ctx.setTransform(w / width, 0, 0, h / height, 0, 0);
    return ctx;
  }

  // Calls `changed` whenever the ratio changes (a window moved to another screen, a zoom). Checked
  // once a display frame: browsers do not always announce the change (an emulated screen sends
  // neither a resize nor a media-query event), and the check costs one comparison.
  function watch(changed) {
    let last = ratio();
    const check = () => {
      if (ratio() !== last) { last = ratio(); changed(); }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }

  // A point of a pointer event in the canvas's CSS-pixel drawing units (the canvas may be shown
  // smaller than its size, as on a narrow screen).
  function pointOf(canvas, width, event) {
    const rect = canvas.getBoundingClientRect();
    const scale = width / rect.width;
    return [(event.clientX - rect.left) * scale, (event.clientY - rect.top) * scale];
  }

  return { fit, watch, pointOf, ratio };
})();
