// The board's drawing vocabulary, shared by the canvas on screen (render.js) and the pictures and
// printed sheets (picture.js): a piece, the cells, the coordinates, the last move's marks and
// the drawings (arrows and circles) are each built once as a list of primitives — rectangles,
// circles, paths and text in one coordinate space — which `paint` draws on a canvas and `svgOf`
// writes as SVG. A palette says the colours: the screen's (COLORS, light and dark page) or the
// worksheet's black and white (PRINT, drawings told apart by their dashes).

import { FILES, cellIndex, cellOrigin } from "./layout.js";

export const LABEL_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The light page's margin and labels (a picture in colour has them whatever the theme). */
export const LIGHT = { page: "#f4f1ea", label: "#333333" };

// Colour-blind-safe palette (Okabe–Ito hues, told apart by shape and pattern as well). The page's
// theme sets `page` and `label` (view.js).
export const COLORS = {
  ...LIGHT,
  whiteHalf: ["#efe6d2", "#e2d4b6"], // light/dark cells of White's half (ranks 1–8)
  blackHalf: ["#d7dee8", "#c3ccd9"], // light/dark cells of Black's half
  grid: "rgba(0, 0, 0, 0.18)",
  midline: "#222222",
  whiteFill: "#fdfcf7",
  whiteStroke: "#1b1b1b",
  whiteText: "#111111",
  blackFill: "#262626",
  blackStroke: "#000000",
  blackRim: "#9a9a9a",
  blackText: "#ffffff",
  select: "#0072B2", // blue: the selected piece, quiet destinations (dots)
  capture: "#E69F00", // orange: destinations that capture (ring with ticks)
  victim: "#D55E00", // vermilion: pending victims (thick dashed ring)
  spared: "#555555", // grey: a capture on offer the player has not ticked (thin dashed ring)
  lastMove: "rgba(240, 228, 66, 0.65)", // yellow tint + dark corner marks
  lastMark: "#6b6100",
  victory: "#CC79A7", // reddish purple: the winning line
  hint: "#009E73", // bluish green: the hinted move (dashed squares and an arrow)
  cursor: "#000000",
  // The drawings (arrows and circles), in lichess's four brushes.
  marks: { green: "#15781b", red: "#882020", blue: "#003088", yellow: "#e68f00" },
  markDash: null,
  markAlpha: 0.8,
};

/** The high-contrast theme's board (style.css, data-theme="contrast"): stronger halves, black lines. */
export const CONTRAST = {
  whiteHalf: ["#ffffff", "#f1dfb0"],
  blackHalf: ["#cfdcff", "#9fb6f0"],
  grid: "#000000",
  midline: "#000000",
  lastMove: "rgba(255, 230, 0, 0.85)",
  lastMark: "#000000",
};
/** The same keys as the screen's palette has them, to go back from the high-contrast board. */
export const SCREEN_BOARD = Object.fromEntries(Object.keys(CONTRAST).map((k) => [k, COLORS[k]]));

/** The worksheet's palette: black, white and light grey only; drawings told apart by dashes. */
export const PRINT = {
  page: "#ffffff",
  whiteHalf: ["#ffffff", "#ffffff"],
  blackHalf: ["#ebebeb", "#ebebeb"],
  grid: "#444444",
  midline: "#000000",
  label: "#000000",
  whiteFill: "#ffffff",
  whiteStroke: "#000000",
  whiteText: "#000000",
  blackFill: "#1a1a1a",
  blackStroke: "#000000",
  blackRim: "#ffffff",
  blackText: "#ffffff",
  lastMove: "#c8c8c8",
  lastMark: "#000000",
  marks: { green: "#000000", red: "#000000", blue: "#000000", yellow: "#000000" },
  // In cells: solid, dashed, dotted, dash-dot.
  markDash: { green: [], red: [0.22, 0.14], blue: [0.04, 0.12], yellow: [0.24, 0.1, 0.04, 0.1] },
  // A white edge keeps a black drawing visible over a black piece.
  markHalo: "#ffffff",
  markAlpha: 0.85,
};

// ---------------------------------------------------------------- primitives

/**
 * Draw primitives on a canvas context: {k: "rect", x, y, w, h} | {k: "circle", x, y, r} |
 * {k: "path", pts: [x0, y0, x1, y1, …], closed} | {k: "text", x, y, text, size, weight, max},
 * each with `fill`, `stroke`, `lw`, `dash`, `cap`, `join` and `alpha` as needed.
 */
export function paint(ctx, prims) {
  for (const p of prims) {
    ctx.globalAlpha = p.alpha ?? 1;
    if (p.k === "text") {
      ctx.font = `${p.weight || 400} ${p.size}px ${LABEL_FONT}`;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillStyle = p.fill;
      ctx.fillText(p.text, p.x, p.y, p.max);
      continue;
    }
    ctx.beginPath();
    if (p.k === "rect") ctx.rect(p.x, p.y, p.w, p.h);
    else if (p.k === "circle") ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
    else {
      ctx.moveTo(p.pts[0], p.pts[1]);
      for (let i = 2; i < p.pts.length; i += 2) ctx.lineTo(p.pts[i], p.pts[i + 1]);
      if (p.closed) ctx.closePath();
    }
    if (p.fill) {
      ctx.fillStyle = p.fill;
      ctx.fill();
    }
    if (p.stroke) {
      ctx.strokeStyle = p.stroke;
      ctx.lineWidth = p.lw;
      ctx.setLineDash(p.dash || []);
      ctx.lineCap = p.cap || "butt";
      ctx.lineJoin = p.join || "miter";
      ctx.stroke();
    }
  }
  ctx.globalAlpha = 1;
  ctx.setLineDash([]);
}

const num = (v) => String(Math.round(v * 100) / 100);
const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const escapeXml = (text) => String(text).replace(/[&<>"]/g, (c) => ESCAPES[c]);

/** A colour as SVG attributes: `rgba(…)` becomes rgb plus an opacity (older SVG readers). */
function colourAttrs(name, colour) {
  if (!colour) return `${name}="none"`;
  if (!colour.startsWith("rgba")) return `${name}="${colour}"`;
  const [r, g, b, a] = colour.match(/[\d.]+/g);
  return `${name}="rgb(${r},${g},${b})" ${name}-opacity="${a}"`;
}

/** The same primitives as SVG elements (one a line). */
export function svgOf(prims) {
  return prims
    .map((p) => {
      const alpha = p.alpha !== undefined && p.alpha !== 1 ? ` opacity="${num(p.alpha)}"` : "";
      if (p.k === "text") {
        const weight = p.weight ? ` font-weight="${p.weight}"` : "";
        // Too long for its room (at a usual letter width): squeezed to fit, as the canvas does.
        const fit = p.max && String(p.text).length * p.size * 0.55 > p.max ? ` textLength="${num(p.max)}" lengthAdjust="spacingAndGlyphs"` : "";
        return `<text x="${num(p.x)}" y="${num(p.y)}" font-size="${num(p.size)}"${weight} ${colourAttrs("fill", p.fill)}${alpha}${fit} text-anchor="middle" dominant-baseline="central">${escapeXml(p.text)}</text>`;
      }
      let attrs = colourAttrs("fill", p.fill);
      if (p.stroke) {
        attrs += ` ${colourAttrs("stroke", p.stroke)} stroke-width="${num(p.lw)}"`;
        if (p.dash && p.dash.length) attrs += ` stroke-dasharray="${p.dash.map(num).join(" ")}"`;
        if (p.cap) attrs += ` stroke-linecap="${p.cap}"`;
        if (p.join) attrs += ` stroke-linejoin="${p.join}"`;
      }
      attrs += alpha;
      if (p.k === "rect") return `<rect x="${num(p.x)}" y="${num(p.y)}" width="${num(p.w)}" height="${num(p.h)}" ${attrs}/>`;
      if (p.k === "circle") return `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(p.r)}" ${attrs}/>`;
      let d = "";
      for (let i = 0; i < p.pts.length; i += 2) d += `${i ? "L" : "M"}${num(p.pts[i])} ${num(p.pts[i + 1])}`;
      return `<path d="${d}${p.closed ? "Z" : ""}" ${attrs}/>`;
    })
    .join("\n");
}

// ---------------------------------------------------------------- pieces

/** How many bands a piece is drawn with: a pyramid's components, else one. */
export const layersOf = (piece) => (piece.shape === "pyramid" ? (piece.parts && piece.parts.length) || 1 : 1);

function pieceColors(color, pal) {
  return color === "white"
    ? { fill: pal.whiteFill, stroke: pal.whiteStroke, text: pal.whiteText }
    : { fill: pal.blackFill, stroke: pal.blackStroke, text: pal.blackText };
}

/** The size of a piece's number: smaller for more digits. */
export function numberSize(cell, digits, scale) {
  const f = digits <= 2 ? 0.36 : digits === 3 ? 0.3 : 0.25;
  return Math.max(6, Math.round(cell * f * scale));
}

/**
 * One piece in the cell whose top-left is (x, y): round, triangle, square as those shapes; a
 * pyramid as a stack of its `layers` components with its total on a plate. `piece`: the
 * facade's {color, shape, value}.
 */
export function pieceShapes(piece, x, y, cell, pal, layers = 1) {
  const cx = x + cell / 2;
  const cy = y + cell / 2;
  const col = pieceColors(piece.color, pal);
  const lw = Math.max(1.5, cell * 0.045);
  const out = [];
  const body = { fill: col.fill, stroke: col.stroke, lw, join: "round" };
  let ty = cy;
  let scale = 1;
  let outline = null;
  if (piece.shape === "round") outline = { k: "circle", x: cx, y: cy, r: cell * 0.4 };
  else if (piece.shape === "triangle") {
    const r = cell * 0.46;
    outline = { k: "path", closed: true, pts: [cx, cy - r, cx + r * 0.98, cy + r * 0.78, cx - r * 0.98, cy + r * 0.78] };
    ty = cy + cell * 0.16;
    scale = 0.85;
  } else if (piece.shape === "square") {
    const s = cell * 0.74;
    outline = { k: "rect", x: cx - s / 2, y: cy - s / 2, w: s, h: s };
  }
  if (outline) {
    out.push({ ...outline, ...body });
    // A light inner rim keeps a dark piece's outline visible on any cell.
    if (piece.color === "black") out.push({ ...outline, stroke: pal.blackRim, lw: Math.max(1, lw * 0.5), join: "round" });
  } else {
    out.push(...pyramidShapes(cx, cy, cell, col, lw, layers, piece.color === "black" ? pal.blackRim : col.stroke));
    ty = cy + cell * 0.14;
    scale = 0.95;
  }
  const text = String(piece.value);
  const size = numberSize(cell, text.length, scale);
  if (!outline) {
    // The total on a plate so it reads on the stack (its width from the digits' usual width).
    const tw = text.length * size * 0.72 + cell * 0.1;
    const th = cell * 0.3;
    out.push({ k: "rect", x: cx - tw / 2, y: ty - th / 2, w: tw, h: th, fill: col.fill, stroke: col.stroke, lw: Math.max(1, lw * 0.6) });
  }
  out.push({ k: "text", x: cx, y: ty, text, size, weight: 700, fill: col.text });
  return out;
}

/** A piece's number alone (a pyramid's on its plate), painted again over the drawings and the
 * analysis's arrow, which never hide a value (on screen and in pictures). */
export function numberShapes(piece, x, y, cell, pal, layers = 1) {
  const all = pieceShapes(piece, x, y, cell, pal, layers);
  const i = all.findLastIndex((s) => s.k === "text");
  const plate = piece.shape === "pyramid" && i > 0 && all[i - 1].k === "rect";
  return all.slice(plate ? i - 1 : i, i + 1);
}

/** A stepped pyramid: one band per component, the base widest, the top narrowest. */
function pyramidShapes(cx, cy, cell, col, lw, layers, bandStroke) {
  const total = cell * 0.86;
  const bandH = total / layers;
  const bottom = cy + total / 2;
  const widest = cell * 0.88;
  const narrowest = cell * 0.34;
  const out = [];
  for (let i = 0; i < layers; i++) {
    const w = layers === 1 ? widest : widest - ((widest - narrowest) * i) / (layers - 1);
    out.push({ k: "rect", x: cx - w / 2, y: bottom - (i + 1) * bandH, w, h: bandH, fill: col.fill, stroke: bandStroke, lw: Math.max(1, lw * 0.7) });
  }
  // The outline of the base in the piece's own stroke colour.
  out.push({ k: "rect", x: cx - widest / 2, y: bottom - bandH, w: widest, h: bandH, stroke: col.stroke, lw });
  return out;
}

// ---------------------------------------------------------------- the board

/** The cells of both halves, the grid, the line between the halves and the frame. */
export function boardShapes(layout, pal) {
  const { cell, ranks } = layout;
  const half = ranks / 2;
  const out = [];
  for (let i = 0; i < ranks * 8; i++) {
    const [x, y] = cellOrigin(layout, i);
    const rank = Math.floor(i / 8);
    const dark = (rank + (i % 8)) % 2 === 0;
    const pair = rank < half ? pal.whiteHalf : pal.blackHalf;
    out.push({ k: "rect", x, y, w: cell, h: cell, fill: dark ? pair[1] : pair[0] });
  }
  const lw = Math.max(1, Math.round(layout.dpr));
  for (let c = 0; c <= layout.cols; c++) out.push({ k: "rect", x: layout.ox + c * cell, y: layout.oy, w: lw, h: layout.rows * cell, fill: pal.grid });
  for (let r = 0; r <= layout.rows; r++) out.push({ k: "rect", x: layout.ox, y: layout.oy + r * cell, w: layout.cols * cell, h: lw, fill: pal.grid });
  const mw = Math.max(2, Math.round(cell * 0.07));
  const [ax, ay] = cellOrigin(layout, (half - 1) * 8); // a cell of the last White rank
  const [bx, by] = cellOrigin(layout, half * 8); // a cell of the first Black rank
  if (layout.orientation % 2) {
    out.push({ k: "rect", x: Math.max(ax, bx) - Math.floor(mw / 2), y: layout.oy, w: mw, h: layout.rows * cell, fill: pal.midline });
  } else {
    out.push({ k: "rect", x: layout.ox, y: Math.max(ay, by) - Math.floor(mw / 2), w: layout.cols * cell, h: mw, fill: pal.midline });
  }
  out.push({ k: "rect", x: layout.ox - lw, y: layout.oy - lw, w: layout.cols * cell + 2 * lw, h: layout.rows * cell + 2 * lw, stroke: pal.midline, lw: lw * 2 });
  return out;
}

/** The files and ranks written in the margin, on all four sides. */
export function labelShapes(layout, pal) {
  const { cell, margin, ox, oy, cols, rows } = layout;
  const size = Math.max(8, Math.round(Math.min(cell * 0.34, margin * 0.62)));
  const label = (index, byRank) => (byRank ? String(Math.floor(index / 8) + 1) : FILES[index % 8]);
  const text = (t, x, y) => ({ k: "text", x, y, text: t, size, fill: pal.label });
  // Columns share a rank in landscape, a file in portrait; rows the other.
  const colsAreRanks = layout.orientation % 2 === 1;
  const out = [];
  for (let gx = 0; gx < cols; gx++) {
    const t = label(layout.toCell[gx], colsAreRanks);
    const x = ox + gx * cell + cell / 2;
    out.push(text(t, x, oy - margin / 2), text(t, x, oy + rows * cell + margin / 2));
  }
  for (let gy = 0; gy < rows; gy++) {
    const t = label(layout.toCell[gy * cols], !colsAreRanks);
    const y = oy + gy * cell + cell / 2;
    out.push(text(t, ox - margin / 2, y), text(t, ox + cols * cell + margin / 2, y));
  }
  return out;
}

/** The last move's cells: a tint and corner marks (a pattern as well as a colour). */
export function lastMoveShapes(layout, last, pal) {
  const { cell } = layout;
  const out = [];
  for (const name of [last.from, last.to]) {
    const index = cellIndex(name || "", layout.ranks);
    if (index < 0) continue;
    const [x, y] = cellOrigin(layout, index);
    out.push({ k: "rect", x, y, w: cell, h: cell, fill: pal.lastMove });
    const a = Math.round(cell * 0.22);
    const w = Math.max(2, Math.round(cell * 0.06));
    for (const [cx, cy, sx, sy] of [[x, y, 1, 1], [x + cell, y, -1, 1], [x, y + cell, 1, -1], [x + cell, y + cell, -1, -1]]) {
      out.push({ k: "rect", x: sx > 0 ? cx : cx - a, y: sy > 0 ? cy : cy - w, w: a, h: w, fill: pal.lastMark });
      out.push({ k: "rect", x: sx > 0 ? cx : cx - w, y: sy > 0 ? cy : cy - a, w, h: a, fill: pal.lastMark });
    }
  }
  return out;
}

/**
 * A drawing: a ring round the cell `from` (to < 0), or an arrow from `from` to `to` (cell
 * indexes), in its tint ("green", "red", "blue", "yellow"); `alpha` for one still being drawn.
 */
export function markShapes(layout, { tint, from, to }, pal, alpha = pal.markAlpha) {
  const { cell } = layout;
  const [fx, fy] = cellOrigin(layout, from);
  const colour = pal.marks[tint];
  const dash = pal.markDash ? pal.markDash[tint].map((d) => d * cell) : [];
  const x0 = fx + cell / 2;
  const y0 = fy + cell / 2;
  // Under the drawing, its halo where the palette has one (all of it first: none crosses a part).
  const halo = (parts) => (pal.markHalo ? [...parts.map((p) => ({ ...p, fill: p.fill && pal.markHalo, stroke: pal.markHalo, lw: (p.lw || 0) + cell * 0.05, dash: [], join: "round" })), ...parts] : parts);
  if (to < 0 || to === from) {
    const lw = cell * 0.08;
    return halo([{ k: "circle", x: x0, y: y0, r: cell / 2 - lw / 2 - cell * 0.03, stroke: colour, lw, dash, alpha }]);
  }
  const [tx, ty] = cellOrigin(layout, to);
  const x1 = tx + cell / 2;
  const y1 = ty + cell / 2;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
  const lw = cell * 0.15;
  const head = cell * 0.42;
  // The tip stops short of the centre; the shaft stops where the head begins.
  const [px, py] = [x1 - ux * cell * 0.12, y1 - uy * cell * 0.12];
  const [bx, by] = [px - ux * head, py - uy * head];
  const wing = head * 0.62;
  // The shaft ends where the head begins (no overlap: it would show through a faint head).
  return halo([
    { k: "path", pts: [x0, y0, bx, by], stroke: colour, lw, dash, alpha },
    { k: "path", closed: true, pts: [px, py, bx - uy * wing, by + ux * wing, bx + uy * wing, by - ux * wing], fill: colour, alpha },
  ]);
}
