// Pictures of the board for slides and worksheets, and the printable set: built from the same
// shapes as the canvas (shapes.js), written as SVG or painted into a PNG. In colour (the
// screen's palette on a light page) or in black and white for a worksheet (PRINT: no colour, the
// drawings told apart by their dashes, sized in millimetres for an A4 or Letter page).
// Only drawing here: what to draw (the pieces, the last move, the drawings, the words) comes in.

import { cellOrigin, makeLayout } from "./layout.js";
import { COLORS, LABEL_FONT, LIGHT, PRINT, SCREEN_BOARD, boardShapes, escapeXml, labelShapes, lastMoveShapes, layersOf, markShapes, numberShapes, paint, pieceShapes, svgOf } from "./shapes.js";

/** User units per cell in a picture (a colour SVG's pixels). */
export const CELL = 48;
/** A colour PNG is drawn at this many pixels per SVG pixel. */
export const PNG_SCALE = 2;
/** A worksheet picture fits this box (mm), printed at this resolution. */
export const SHEET_MM = { w: 170, h: 240 };
export const SHEET_DPI = 300;

/** The palette of a style: "colour" (the screen's, on a light page) or "print". */
export const paletteOf = (style) => (style === "print" ? PRINT : { ...COLORS, ...SCREEN_BOARD, ...LIGHT });

/**
 * The picture of a position: {prims, box: {x, y, w, h}, style, layout} in user units (CELL a
 * cell; `layout` places its cells, layout.js).
 * `view`: {ranks, orientation, board: [piece | null] by cell index, last: {from, to} | null,
 * drawings: [{tint, from, to}]}; `opts`: {style, coords, lastMove, drawings, caption, lastLine}
 * (`lastLine`: the last move in words, written under the board with `lastMove`).
 */
export function boardPicture(view, opts) {
  const pal = paletteOf(opts.style);
  const portrait = view.orientation === 0 || view.orientation === 2;
  const cols = portrait ? 8 : view.ranks;
  const rows = portrait ? view.ranks : 8;
  const margin = Math.round(CELL * 0.6);
  const layout = makeLayout({ width: cols * CELL + 2 * margin, height: rows * CELL + 2 * margin, dpr: 1, ranks: view.ranks, orientation: view.orientation });
  const prims = [...boardShapes(layout, pal)];
  if (opts.lastMove && view.last) prims.push(...lastMoveShapes(layout, view.last, pal));
  view.board.forEach((piece, i) => {
    if (!piece) return;
    const [x, y] = cellOrigin(layout, i);
    prims.push(...pieceShapes(piece, x, y, layout.cell, pal, layersOf(piece)));
  });
  if (opts.drawings && view.drawings.length) {
    for (const m of view.drawings) prims.push(...markShapes(layout, m, pal));
    // The drawings never hide a piece's value: the numbers again, over them.
    view.board.forEach((piece, i) => {
      if (!piece) return;
      const [x, y] = cellOrigin(layout, i);
      prims.push(...numberShapes(piece, x, y, layout.cell, pal, layersOf(piece)));
    });
  }
  // Without coordinates the margin shrinks to a thin border round the frame.
  const pad = opts.coords ? margin : Math.round(CELL * 0.25);
  if (opts.coords) prims.push(...labelShapes(layout, pal));
  const box = { x: layout.ox - pad, y: layout.oy - pad, w: cols * layout.cell + 2 * pad, h: rows * layout.cell + 2 * pad };
  // Lines of words under the board: the last move, then the caption.
  const lines = [];
  if (opts.lastMove && opts.lastLine) lines.push({ text: opts.lastLine, size: CELL * 0.34, weight: 400 });
  if (opts.caption) lines.push({ text: opts.caption, size: CELL * 0.42, weight: 700 });
  for (const line of lines) {
    const h = line.size * 1.6;
    prims.push({ k: "text", x: box.x + box.w / 2, y: box.y + box.h + h / 2, text: line.text, size: line.size, weight: line.weight, fill: pal.label, max: box.w - CELL * 0.4 });
    box.h += h;
  }
  if (lines.length) box.h += CELL * 0.15;
  // Whole units, so that the SVG's pixels and the PNG's are exactly in proportion.
  box.h = Math.ceil(box.h);
  prims.unshift({ k: "rect", x: box.x, y: box.y, w: box.w, h: box.h, fill: pal.page });
  return { prims, box, style: opts.style, layout };
}

/** A picture painted on a new canvas of `w` × `h` pixels (its box stretched to fill it). */
export function pictureCanvas(picture, w, h) {
  const canvas = document.createElement("canvas");
  canvas.width = w;
  canvas.height = h;
  const { box } = picture;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(w / box.w, 0, 0, h / box.h, -box.x * (w / box.w), -box.y * (h / box.h));
  paint(ctx, picture.prims);
  return canvas;
}

/** The sizes a picture is written at: the SVG's (px in colour, mm for a worksheet) and the PNG's pixels. */
export function pictureSize({ box, style }) {
  if (style === "print") {
    const k = Math.min(SHEET_MM.w / box.w, SHEET_MM.h / box.h);
    const mm = { w: Math.round(box.w * k * 10) / 10, h: Math.round(box.h * k * 10) / 10 };
    return { svg: { ...mm, unit: "mm" }, png: { w: Math.round((mm.w / 25.4) * SHEET_DPI), h: Math.round((mm.h / 25.4) * SHEET_DPI) } };
  }
  return { svg: { w: Math.round(box.w), h: Math.round(box.h), unit: "px" }, png: { w: Math.round(box.w * PNG_SCALE), h: Math.round(box.h * PNG_SCALE) } };
}

/** An SVG document of primitives in `box`, `size` {w, h, unit}, with a title. */
export function svgDocument(prims, box, size, title) {
  const unit = size.unit === "px" ? "" : size.unit;
  const body = svgOf(prims);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.w}${unit}" height="${size.h}${unit}" viewBox="${box.x} ${box.y} ${box.w} ${box.h}" font-family="${LABEL_FONT.replace(/"/g, "'")}">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    "</svg>",
    "",
  ].join("\n");
}

/** The picture as an SVG document. */
export function pictureSvg(picture, title) {
  return svgDocument(picture.prims, picture.box, pictureSize(picture).svg, title);
}

/** The picture painted into a PNG of its size (pictureSize): a Blob. */
export function picturePng(picture) {
  const { png } = pictureSize(picture);
  const canvas = pictureCanvas(picture, png.w, png.h);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the browser could not write the PNG"))), "image/png"));
}

// ---------------------------------------------------------------- the printable set

/** The set's A4 page in millimetres, and how many millimetres a cell (and a piece) measures. */
export const SET_PAGE_MM = { w: 210, h: 297 };
export const SET_CELL_MM = 13;

/**
 * A printable set on one A4 page, in black and white: the empty board (upright, with its
 * coordinates) and every piece of both armies as tokens of a cell's size in dashed squares to
 * cut along, each army's pyramids written out underneath. `armies`: {white: [piece], black:
 * [piece]} (the facade's pieces, with `parts`); `words`: {title, note, white, black, pyramid(piece)}.
 */
export function pieceSet(ranks, armies, words) {
  const pal = PRINT;
  const k = CELL / SET_CELL_MM; // units per millimetre
  const page = { x: 0, y: 0, w: SET_PAGE_MM.w * k, h: SET_PAGE_MM.h * k };
  const edge = 10 * k;
  const margin = Math.round(CELL * 0.6);
  const layout = makeLayout({ width: 8 * CELL + 2 * margin, height: ranks * CELL + 2 * margin, dpr: 1, ranks, orientation: 0 });
  const top = edge + CELL * 1.4;
  const shift = (p) => shiftPrim(p, edge, top);
  const prims = [{ k: "rect", ...page, fill: "#ffffff" }];
  prims.push({ k: "text", x: page.w / 2, y: edge + CELL * 0.3, text: words.title, size: CELL * 0.42, weight: 700, fill: pal.label, max: page.w - 2 * edge });
  prims.push({ k: "text", x: page.w / 2, y: edge + CELL * 0.85, text: words.note, size: CELL * 0.3, fill: pal.label, max: page.w - 2 * edge });
  prims.push(...boardShapes(layout, pal).map(shift), ...labelShapes(layout, pal).map(shift));
  // The board's cut line, round its coordinates.
  prims.push({ k: "rect", x: edge, y: top, w: layout.W, h: layout.H, stroke: "#000000", lw: 1, dash: [6, 4] });
  const left = edge + layout.W + CELL * 0.6;
  const width = page.w - edge - left;
  const pitch = CELL + 8;
  const perRow = Math.max(1, Math.floor((width + 8) / pitch));
  let y = top;
  for (const side of ["white", "black"]) {
    const pieces = armies[side];
    prims.push({ k: "text", x: left + width / 2, y: y + CELL * 0.3, text: words[side], size: CELL * 0.36, weight: 700, fill: pal.label, max: width });
    y += CELL * 0.7;
    pieces.forEach((piece, i) => {
      const x = left + (i % perRow) * pitch;
      const py = y + Math.floor(i / perRow) * pitch;
      prims.push({ k: "rect", x, y: py, w: CELL, h: CELL, stroke: "#000000", lw: 1, dash: [4, 3] });
      const layers = layersOf(piece);
      prims.push(...pieceShapes(piece, x, py, CELL, pal, layers));
    });
    y += Math.ceil(pieces.length / perRow) * pitch + CELL * 0.1;
    for (const piece of pieces.filter((p) => p.shape === "pyramid")) {
      prims.push({ k: "text", x: left + width / 2, y: y + CELL * 0.2, text: words.pyramid(piece), size: CELL * 0.27, fill: pal.label, max: width });
      y += CELL * 0.45;
    }
    y += CELL * 0.5;
  }
  return svgDocument(prims, page, { w: SET_PAGE_MM.w, h: SET_PAGE_MM.h, unit: "mm" }, words.title);
}

/** A primitive moved by (dx, dy). */
function shiftPrim(p, dx, dy) {
  if (p.k !== "path") return { ...p, x: p.x + dx, y: p.y + dy };
  const pts = [];
  for (let i = 0; i < p.pts.length; i += 2) pts.push(p.pts[i] + dx, p.pts[i + 1] + dy);
  return { ...p, pts };
}
