// The board's geometry: cells by index and name, and where each cell lies on a drawing of the
// board turned by quarter turns (the canvas, a picture, a printed sheet). No drawing here.

export const FILES = "abcdefgh";

/** Cell index (a1 = 0, b1 = 1, …) to its name. */
export function cellName(index) {
  return FILES[index % 8] + (Math.floor(index / 8) + 1);
}

/** Cell name to index, or -1. */
export function cellIndex(name, ranks) {
  const m = /^([a-h])([1-9][0-9]?)$/.exec(String(name).trim().toLowerCase());
  if (!m) return -1;
  const rank = Number(m[2]);
  if (rank < 1 || rank > ranks) return -1;
  return (rank - 1) * 8 + FILES.indexOf(m[1]);
}

/**
 * Geometry of the board on a canvas.
 * orientation: number of quarter turns clockwise from the portrait view with White at the
 * bottom (0: portrait, White bottom; 1: landscape, White on the left — the default;
 * 2: portrait, White on top; 3: landscape, White on the right).
 */
export function makeLayout({ width, height, dpr, ranks, orientation }) {
  const k = ((orientation % 4) + 4) % 4;
  const cols = k % 2 ? ranks : 8;
  const rows = k % 2 ? 8 : ranks;
  const W = Math.max(1, Math.round(width * dpr));
  const H = Math.max(1, Math.round(height * dpr));
  const guess = Math.min(W / (cols + 1.2), H / (rows + 1.2));
  const margin = Math.max(Math.round(guess * 0.6), Math.round(12 * dpr));
  const cell = Math.max(4, Math.floor(Math.min((W - 2 * margin) / cols, (H - 2 * margin) / rows)));
  const ox = Math.floor((W - cols * cell) / 2);
  const oy = Math.floor((H - rows * cell) / 2);
  // Lookup tables between cell index and screen grid (x, y).
  const toGrid = new Int16Array(ranks * 8 * 2);
  const toCell = new Int16Array(cols * rows).fill(-1);
  for (let i = 0; i < ranks * 8; i++) {
    let x = i % 8;
    let y = ranks - 1 - Math.floor(i / 8);
    let w = 8;
    let h = ranks;
    for (let t = 0; t < k; t++) {
      [x, y] = [h - 1 - y, x];
      [w, h] = [h, w];
    }
    toGrid[2 * i] = x;
    toGrid[2 * i + 1] = y;
    toCell[y * cols + x] = i;
  }
  return { width, height, dpr, W, H, ranks, orientation: k, cols, rows, cell, margin, ox, oy, toGrid, toCell };
}

/** Top-left corner of a cell in device pixels. */
export function cellOrigin(layout, index) {
  return [layout.ox + layout.toGrid[2 * index] * layout.cell, layout.oy + layout.toGrid[2 * index + 1] * layout.cell];
}

/** Centre of a cell in CSS pixels relative to the canvas. */
export function cellCenterCss(layout, index) {
  const [x, y] = cellOrigin(layout, index);
  return [(x + layout.cell / 2) / layout.dpr, (y + layout.cell / 2) / layout.dpr];
}

/** Cell index under a point given in CSS pixels relative to the canvas, or -1. */
export function cellAt(layout, cssX, cssY) {
  const gx = Math.floor((cssX * layout.dpr - layout.ox) / layout.cell);
  const gy = Math.floor((cssY * layout.dpr - layout.oy) / layout.cell);
  if (gx < 0 || gy < 0 || gx >= layout.cols || gy >= layout.rows) return -1;
  return layout.toCell[gy * layout.cols + gx];
}

/** The neighbour of a cell one step in a screen direction (dx, dy), or the cell itself at the edge. */
export function stepOnScreen(layout, index, dx, dy) {
  const gx = layout.toGrid[2 * index] + dx;
  const gy = layout.toGrid[2 * index + 1] + dy;
  if (gx < 0 || gy < 0 || gx >= layout.cols || gy >= layout.rows) return index;
  return layout.toCell[gy * layout.cols + gx];
}
