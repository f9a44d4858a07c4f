// The embedded board's canvas: the position drawn as the board's pictures are (picture.js), as
// large as its frame allows and redrawn when the frame changes size, with the cells the reader
// picks marked; a point on it read back as a cell, and a cell's centre given for the tests.

import { cellAt, cellCenterCss, cellIndex } from "../layout.js";
import { boardPicture, paletteOf } from "../picture.js";
import { markShapes, paint } from "../shapes.js";

/**
 * A board on `canvas` (inside `box`, whose size it takes). `draw(view)` shows a view
 * ({ranks, board, last, drawings}, as picture.js takes it but turned to suit the frame, plus
 * `picked`: a cell index and `targets`: cell indexes); `cellAtPoint(x, y)` is the cell under a point of the
 * canvas in CSS pixels (or -1); `cellCenter(name)` the centre of a cell in the frame's CSS pixels.
 */
export function makeFrame(canvas, box) {
  let view = null;
  let fit = null;

  function render() {
    if (!view) return;
    const cssW = Math.max(1, box.clientWidth);
    const cssH = Math.max(1, box.clientHeight);
    const dpr = window.devicePixelRatio || 1;
    // The board turned to suit the frame: sideways in a wide frame, upright in a tall one.
    const orientation = cssW >= cssH ? 1 : 0;
    const picture = boardPicture({ ...view, orientation }, { style: "colour", coords: true, lastMove: true, drawings: true, caption: "", lastLine: "" });
    const pal = paletteOf("colour");
    const { layout } = picture;
    if (view.picked >= 0) picture.prims.push(...markShapes(layout, { tint: "green", from: view.picked, to: -1 }, pal));
    for (const i of view.targets || []) {
      const [x, y] = cellCenterCss(layout, i);
      picture.prims.push({ k: "circle", x, y, r: layout.cell * 0.16, fill: "#1d6b3a", stroke: "#ffffff", lw: layout.cell * 0.04, alpha: 0.85 });
    }
    const { box: b } = picture;
    const scale = Math.min(cssW / b.w, cssH / b.h);
    const w = b.w * scale;
    const h = b.h * scale;
    canvas.style.width = `${w}px`;
    canvas.style.height = `${h}px`;
    canvas.width = Math.max(1, Math.round(w * dpr));
    canvas.height = Math.max(1, Math.round(h * dpr));
    const k = scale * dpr;
    const ctx = canvas.getContext("2d");
    ctx.setTransform(k, 0, 0, k, -b.x * k, -b.y * k);
    paint(ctx, picture.prims);
    fit = { layout, box: b, scale, ranks: view.ranks };
    canvas.dataset.frame = String(Number(canvas.dataset.frame || 0) + 1);
  }

  new ResizeObserver(render).observe(box);

  return {
    draw(v) {
      view = v;
      render();
    },
    cellAtPoint(x, y) {
      if (!fit) return -1;
      return cellAt(fit.layout, fit.box.x + x / fit.scale, fit.box.y + y / fit.scale);
    },
    cellCenter(name) {
      if (!fit) return null;
      const i = cellIndex(String(name), fit.ranks);
      if (i < 0) return null;
      const [ux, uy] = cellCenterCss(fit.layout, i);
      const r = canvas.getBoundingClientRect();
      return { x: r.left + (ux - fit.box.x) * fit.scale, y: r.top + (uy - fit.box.y) * fit.scale };
    },
  };
}
