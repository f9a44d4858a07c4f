// Pure drawing of the board, the pieces and the highlights onto a canvas.
// Input: a layout (makeLayout), a snapshot of the game (main.js) and the UI state.
// Everything is drawn in device pixels so lines and text stay crisp at any ratio. The board, the
// pieces, the coordinates, the last move and the drawings are shapes.js's, shared with pictures;
// what only the screen shows (destinations, choices, explain mode, the cursor, captures leaving)
// is drawn here.

import { COLORS, LABEL_FONT, boardShapes, labelShapes, lastMoveShapes, layersOf, markShapes, numberShapes, numberSize, paint, pieceShapes } from "./shapes.js";
import { cellIndex, cellOrigin } from "./layout.js";

// The geometry (layout.js) and the palette (shapes.js), as the page's modules import them from here.
export { FILES, cellAt, cellCenterCss, cellIndex, cellName, cellOrigin, makeLayout, stepOnScreen } from "./layout.js";
export { COLORS } from "./shapes.js";

/** The analysis's best-move arrow: a drawing's shape in a paler blue (lichess's engine arrow). */
const BEST = { ...COLORS, marks: { best: "#003088" }, markAlpha: 0.45 };

/**
 * Draw everything.
 * snap: {ranks, board: [Piece | null] by cell index (the facade's {color, shape, value, parts}),
 *        lastMove, status}
 * ui: {selected, dests: Map<index, {kind, choice, captures}>, hover, preview: captures[],
 *      spared: indices, cursor, showCursor, ghosts: [{index, piece, alpha}],
 *      hint: {from, to} (cell indexes; from -1 for a drop) | null,
 *      drawings: [{tint, from, to}] (the position's arrows and circles; to -1 for a circle),
 *      drawing: the one being drawn | null, picked: indices (a study's attackers picked),
 *      best: the analysis's best move {from, to} (from -1 for a drop) | null}
 * A destination's kind: "quiet" (blue dot), "capture" (orange ring), "replace" (onto an enemy
 * piece, taking its place: orange corner brackets); `choice`: the player picks the captures
 * there (a small badge).
 */
export function draw(ctx, layout, snap, ui) {
  const { cell } = layout;
  prepareSprites(layout, snap, ui.ghosts);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = COLORS.page;
  ctx.fillRect(0, 0, layout.W, layout.H);
  paint(ctx, boardShapes(layout, COLORS));
  if (snap.lastMove) paint(ctx, lastMoveShapes(layout, snap.lastMove, COLORS));
  const won = snap.status && snap.status.state === "won" && snap.status.cells && snap.status.cells.length > 1;
  if (won) drawVictoryLine(ctx, layout, snap.status.cells, false); // the line under the pieces
  if (ui.selected >= 0) strokeCell(ctx, layout, ui.selected, COLORS.select, Math.max(2, cell * 0.08), []);
  const slide = ui.slide;
  for (let i = 0; i < snap.board.length; i++) {
    if (snap.board[i] && !(slide && slide.to === i)) drawPiece(ctx, layout, i, snap.board[i], 1);
  }
  for (const g of ui.ghosts || []) drawGhost(ctx, layout, g);
  if (slide && snap.board[slide.to]) {
    // The piece just moved, on its way (eased), drawn over the others.
    const [fx, fy] = cellOrigin(layout, slide.from);
    const [tx, ty] = cellOrigin(layout, slide.to);
    const k = 1 - (1 - slide.p) ** 3;
    ctx.save();
    ctx.translate((fx - tx) * (1 - k), (fy - ty) * (1 - k));
    drawPiece(ctx, layout, slide.to, snap.board[slide.to], 1);
    ctx.restore();
  }
  if (ui.dests) {
    for (const [index, d] of ui.dests) {
      const hovered = index === ui.hover;
      if (d.kind === "replace") drawReplaceDest(ctx, layout, index, hovered);
      else if (d.kind === "capture") drawCaptureDest(ctx, layout, index, hovered);
      else drawQuietDest(ctx, layout, index, hovered);
      if (d.choice) drawChoiceBadge(ctx, layout, index);
    }
  }
  if (won) drawVictoryLine(ctx, layout, snap.status.cells, true); // the rings over them
  const taken = new Set();
  for (const c of ui.preview || []) {
    const index = cellIndex(c.cell, layout.ranks);
    if (index >= 0) taken.add(index);
  }
  for (const index of ui.spared || []) if (!taken.has(index)) drawSpared(ctx, layout, index);
  for (const index of taken) drawVictim(ctx, layout, index);
  if (ui.explain) drawExplain(ctx, layout, ui.explain);
  if (ui.hint) drawHint(ctx, layout, ui.hint);
  // The analysis's best move: an arrow like a drawing's, in its own paler blue (a drop: a ring).
  if (ui.best) paint(ctx, markShapes(layout, ui.best.from >= 0 ? { tint: "best", ...ui.best } : { tint: "best", from: ui.best.to, to: -1 }, BEST, BEST.markAlpha));
  // The drawings of this position (arrows and circles), then the one being drawn, fainter.
  for (const m of ui.drawings || []) paint(ctx, markShapes(layout, m, COLORS));
  if (ui.drawing) paint(ctx, markShapes(layout, ui.drawing, COLORS, 0.5));
  // Arrows and circles never hide a piece's value: the numbers again, over them.
  if ((ui.drawings && ui.drawings.length) || ui.drawing || ui.best) {
    for (let i = 0; i < snap.board.length; i++) {
      const piece = snap.board[i];
      if (!piece || (slide && slide.to === i)) continue;
      const [x, y] = cellOrigin(layout, i);
      paint(ctx, numberShapes(piece, x, y, cell, COLORS, layersOf(piece)));
    }
  }
  // A study's attackers picked: a double ring, in the selection's colour.
  for (const index of ui.picked || []) {
    strokeCell(ctx, layout, index, COLORS.select, Math.max(3, cell * 0.1), []);
    strokeCell(ctx, layout, index, COLORS.page, Math.max(1, cell * 0.03), []);
  }
  if (ui.showCursor && ui.cursor >= 0) drawCursor(ctx, layout, ui.cursor);
  paint(ctx, labelShapes(layout, COLORS));
  for (const g of ui.ghosts || []) if (g.label) drawGhostLabel(ctx, layout, g);
}

/** The hinted move: dashed squares on its cells and an arrow from one to the other. */
function drawHint(ctx, layout, hint) {
  const { cell } = layout;
  const w = Math.max(2, cell * 0.07);
  for (const index of [hint.from, hint.to]) {
    if (index >= 0) strokeCell(ctx, layout, index, COLORS.hint, w, [w * 2, w]);
  }
  if (hint.from >= 0 && hint.to >= 0) drawArrow(ctx, layout, hint.from, hint.to, COLORS.hint, w * 1.4);
}

/**
 * Explain mode: orange arrows from the piece in focus (and its partners) to the enemies it
 * threatens, vermilion arrows from the attackers to the piece, and for progressions a dashed
 * purple circle on each missing cell with the values wanted there (one label a cell), the pieces
 * in place ringed thinly.
 */
function drawExplain(ctx, layout, ex) {
  const { cell } = layout;
  const w = Math.max(1.5, cell * 0.05);
  for (const m of ex.missing) {
    if (m.index < 0) continue;
    for (const c of m.cells) if (c >= 0) strokeCell(ctx, layout, c, COLORS.victory, Math.max(1, w * 0.6), []);
    const [x, y] = cellOrigin(layout, m.index);
    ctx.save();
    ctx.strokeStyle = COLORS.victory;
    ctx.fillStyle = COLORS.victory;
    ctx.lineWidth = w;
    ctx.setLineDash([w * 2, w * 1.5]);
    ctx.beginPath();
    ctx.arc(x + cell / 2, y + cell / 2, cell * 0.38, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
    // One label per cell, the values merged ("15 or 45?"), never smaller than a piece's number
    // of as many digits: where they do not fit, on two lines ("15 45" over "81?"), else how many
    // ("8 values", else "8?"; the explain panel lists them all).
    const digits = Math.max(...m.values.map((v) => String(v).length));
    const size = numberSize(cell, digits, 0.85);
    ctx.font = `bold ${size}px ${LABEL_FONT}`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    const fits = (text) => ctx.measureText(text).width <= cell * 0.92;
    const half = Math.ceil(m.values.length / 2);
    const two = [m.values.slice(0, half).join(" "), `${m.values.slice(half).join(" ")}?`];
    const lines = fits(m.label) ? [m.label] : m.values.length > 1 && two.every(fits) ? two : fits(m.count) ? [m.count] : [`${m.values.length}?`];
    lines.forEach((text, i) => ctx.fillText(text, x + cell / 2, y + cell / 2 + (i - (lines.length - 1) / 2) * size * 1.1));
    // (What was drawn, for the page's testing contract: window.rithmo.explainLabels.)
    m.shown = lines.join(" / ");
    m.size = size;
    ctx.restore();
  }
  for (const th of ex.threats) {
    if (th.target < 0) continue;
    strokeCell(ctx, layout, th.target, COLORS.capture, w, [w * 2, w]);
    for (const b of th.by) if (b >= 0 && b !== th.target) drawArrow(ctx, layout, b, th.target, COLORS.capture, w, 1);
  }
  for (const d of ex.dangers) {
    for (const b of d.by) {
      if (b < 0 || b === d.target) continue;
      strokeCell(ctx, layout, b, COLORS.victim, w, [w * 2, w]);
      drawArrow(ctx, layout, b, d.target, COLORS.victim, w, 1);
    }
  }
}

/** An arrow from the centre of one cell to the centre of another. */
function drawArrow(ctx, layout, from, to, color, lineWidth, alpha = 0.85) {
  const { cell } = layout;
  const [fx, fy] = cellOrigin(layout, from);
  const [tx, ty] = cellOrigin(layout, to);
  const [x0, y0, x1, y1] = [fx + cell / 2, fy + cell / 2, tx + cell / 2, ty + cell / 2];
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < 1) return;
  const [ux, uy] = [(x1 - x0) / len, (y1 - y0) / len];
  const head = cell * 0.3;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.globalAlpha = alpha;
  ctx.lineWidth = lineWidth;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(x0 + ux * cell * 0.25, y0 + uy * cell * 0.25);
  ctx.lineTo(x1 - ux * head, y1 - uy * head);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 - ux * head - uy * head * 0.5, y1 - uy * head + ux * head * 0.5);
  ctx.lineTo(x1 - ux * head + uy * head * 0.5, y1 - uy * head - ux * head * 0.5);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function strokeCell(ctx, layout, index, color, width, dash) {
  const [x, y] = cellOrigin(layout, index);
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.setLineDash(dash);
  ctx.strokeRect(x + width / 2, y + width / 2, layout.cell - width, layout.cell - width);
  ctx.restore();
}

// Pieces are drawn once per look and size into slots of one sprite sheet, then stamped: a
// redraw of the whole board is a few dozen drawImage calls instead of paths and text per piece.
const SHEET_COLS = 16;
const SHEET_ROWS = 8;
const sprites = { cell: 0, sheet: null, ctx: null, slots: new Map() };

/** Forget the piece sprites (they are painted again on next use). */
export function clearSprites() {
  if (sprites.ctx) sprites.ctx.clearRect(0, 0, sprites.sheet.width, sprites.sheet.height);
  sprites.slots.clear();
}


/** Paint every sprite a frame needs before stamping any: reading the sheet between paints
 * would copy it each time. */
function prepareSprites(layout, snap, ghosts) {
  const need = (piece) => spriteFor(layout.cell, piece, layersOf(piece));
  for (const piece of snap.board) if (piece) need(piece);
  for (const g of ghosts || []) if (g.piece) need(g.piece);
}

function spriteFor(cell, piece, layers) {
  if (cell !== sprites.cell || sprites.slots.size >= SHEET_COLS * SHEET_ROWS) {
    const w = cell * SHEET_COLS;
    const h = cell * SHEET_ROWS;
    sprites.sheet = typeof OffscreenCanvas === "function" ? new OffscreenCanvas(w, h) : Object.assign(document.createElement("canvas"), { width: w, height: h });
    sprites.ctx = sprites.sheet.getContext("2d");
    sprites.slots.clear();
    sprites.cell = cell;
  }
  const key = `${piece.color}/${piece.shape}/${piece.value}/${layers}`;
  let slot = sprites.slots.get(key);
  if (slot === undefined) {
    slot = sprites.slots.size;
    const x = (slot % SHEET_COLS) * cell;
    const y = Math.floor(slot / SHEET_COLS) * cell;
    const g = sprites.ctx;
    g.save();
    g.beginPath();
    g.rect(x, y, cell, cell);
    g.clip();
    paint(g, pieceShapes(piece, x, y, cell, COLORS, layers));
    g.restore();
    sprites.slots.set(key, slot);
  }
  return slot;
}

/** One piece on its cell, from its sprite. */
export function drawPiece(ctx, layout, index, piece, alpha) {
  if (!piece) return;
  const [x, y] = cellOrigin(layout, index);
  const layers = layersOf(piece);
  const c = layout.cell;
  const slot = spriteFor(c, piece, layers);
  ctx.globalAlpha = alpha;
  ctx.drawImage(sprites.sheet, (slot % SHEET_COLS) * c, Math.floor(slot / SHEET_COLS) * c, c, c, x, y, c, c);
  ctx.globalAlpha = 1;
}

function drawGhost(ctx, layout, g) {
  if (!g.piece) return;
  const alpha = g.still ? 0.45 : g.alpha;
  drawPiece(ctx, layout, g.index, g.piece, alpha);
  // A cross over the leaving piece.
  const [x, y] = cellOrigin(layout, g.index);
  const c = layout.cell;
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = COLORS.victim;
  ctx.lineWidth = Math.max(2, c * 0.08);
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(x + c * 0.2, y + c * 0.2);
  ctx.lineTo(x + c * 0.8, y + c * 0.8);
  ctx.moveTo(x + c * 0.8, y + c * 0.2);
  ctx.lineTo(x + c * 0.2, y + c * 0.8);
  ctx.stroke();
  ctx.restore();
}

/** A capture's arithmetic ("36 = 9 × 4") on a tag over its cell, kept inside the board, fading
 * with the piece (later than it, so it can be read). */
function drawGhostLabel(ctx, layout, g) {
  const [x, y] = cellOrigin(layout, g.index);
  const c = layout.cell;
  let size = Math.max(11 * layout.dpr, c * 0.3);
  ctx.save();
  ctx.globalAlpha = g.still ? 1 : Math.min(1, g.alpha * 2);
  ctx.font = `700 ${size}px ${LABEL_FONT}`;
  const most = c * 4;
  const w0 = ctx.measureText(g.label).width;
  if (w0 > most) {
    size = Math.max(8 * layout.dpr, (size * most) / w0);
    ctx.font = `700 ${size}px ${LABEL_FONT}`;
  }
  const w = Math.min(ctx.measureText(g.label).width, most) + size;
  const h = size * 1.5;
  const left = Math.max(0, Math.min(layout.W - w, x + c / 2 - w / 2));
  const top = Math.max(0, Math.min(layout.H - h, y + c * 0.5 - h / 2));
  ctx.fillStyle = "rgba(20, 16, 12, 0.86)";
  ctx.strokeStyle = COLORS.victim;
  ctx.lineWidth = Math.max(1.5, size * 0.12);
  ctx.beginPath();
  ctx.roundRect(left, top, w, h, h / 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(g.label, left + w / 2, top + h / 2, most);
  ctx.restore();
}

function drawQuietDest(ctx, layout, index, hovered) {
  const [x, y] = cellOrigin(layout, index);
  const c = layout.cell;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x + c / 2, y + c / 2, c * (hovered ? 0.2 : 0.14), 0, Math.PI * 2);
  ctx.fillStyle = COLORS.select;
  ctx.fill();
  ctx.lineWidth = Math.max(1, c * 0.03);
  ctx.strokeStyle = "#ffffff";
  ctx.stroke();
  ctx.restore();
  if (hovered) strokeCell(ctx, layout, index, COLORS.select, Math.max(2, c * 0.05), []);
}

function drawCaptureDest(ctx, layout, index, hovered) {
  const [x, y] = cellOrigin(layout, index);
  const c = layout.cell;
  const cx = x + c / 2;
  const cy = y + c / 2;
  ctx.save();
  // Dark under-ring then the orange ring, plus four ticks: a crosshair.
  ctx.lineWidth = Math.max(3, c * 0.11);
  ctx.strokeStyle = "#000000";
  ctx.beginPath();
  ctx.arc(cx, cy, c * 0.3, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = Math.max(2, c * 0.07);
  ctx.strokeStyle = COLORS.capture;
  ctx.stroke();
  ctx.lineCap = "butt";
  ctx.beginPath();
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    ctx.moveTo(cx + dx * c * 0.34, cy + dy * c * 0.34);
    ctx.lineTo(cx + dx * c * 0.48, cy + dy * c * 0.48);
  }
  ctx.lineWidth = Math.max(2, c * 0.07);
  ctx.stroke();
  ctx.restore();
  if (hovered) strokeCell(ctx, layout, index, COLORS.capture, Math.max(2, c * 0.06), []);
}

/** A destination onto an enemy piece (the mover takes its place): four corner brackets. */
function drawReplaceDest(ctx, layout, index, hovered) {
  const [x, y] = cellOrigin(layout, index);
  const c = layout.cell;
  const a = c * 0.26;
  const inset = c * 0.11;
  ctx.save();
  ctx.lineCap = "square";
  ctx.beginPath();
  for (const [cx, cy, sx, sy] of [[x + inset, y + inset, 1, 1], [x + c - inset, y + inset, -1, 1], [x + inset, y + c - inset, 1, -1], [x + c - inset, y + c - inset, -1, -1]]) {
    ctx.moveTo(cx, cy + sy * a);
    ctx.lineTo(cx, cy);
    ctx.lineTo(cx + sx * a, cy);
  }
  ctx.lineWidth = Math.max(4, c * 0.13);
  ctx.strokeStyle = "#000000";
  ctx.stroke();
  ctx.lineWidth = Math.max(2, c * 0.07);
  ctx.strokeStyle = COLORS.capture;
  ctx.stroke();
  ctx.restore();
  if (hovered) strokeCell(ctx, layout, index, COLORS.capture, Math.max(2, c * 0.06), []);
}

/** The player chooses the captures at this destination: a small "+" badge in a corner. */
function drawChoiceBadge(ctx, layout, index) {
  const [x, y] = cellOrigin(layout, index);
  const c = layout.cell;
  const r = Math.max(4, c * 0.11);
  const cx = x + c * 0.79;
  const cy = y + c * 0.21;
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.lineWidth = Math.max(1, c * 0.03);
  ctx.strokeStyle = "#000000";
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - r * 0.6, cy);
  ctx.lineTo(cx + r * 0.6, cy);
  ctx.moveTo(cx, cy - r * 0.6);
  ctx.lineTo(cx, cy + r * 0.6);
  ctx.lineWidth = Math.max(1.5, c * 0.035);
  ctx.stroke();
  ctx.restore();
}

/** A capture on offer that the player has not ticked: a thin grey dashed ring. */
function drawSpared(ctx, layout, index) {
  const c = layout.cell;
  dashedRing(ctx, layout, index, COLORS.spared, Math.max(2, c * 0.05), [c * 0.06, c * 0.08]);
}

/** A pending victim: a thick vermilion dashed ring. */
function drawVictim(ctx, layout, index) {
  const c = layout.cell;
  dashedRing(ctx, layout, index, COLORS.victim, Math.max(3, c * 0.1), [c * 0.16, c * 0.1]);
}

/** A dashed ring around a cell's piece, over a white ring so it shows on any piece or cell. */
function dashedRing(ctx, layout, index, color, width, dash) {
  const [x, y] = cellOrigin(layout, index);
  const c = layout.cell;
  ctx.save();
  ctx.beginPath();
  ctx.arc(x + c / 2, y + c / 2, c * 0.47, 0, Math.PI * 2);
  ctx.lineWidth = width;
  ctx.strokeStyle = "#ffffff";
  ctx.stroke();
  ctx.setLineDash(dash);
  ctx.strokeStyle = color;
  ctx.stroke();
  ctx.restore();
}

function drawVictoryLine(ctx, layout, cells, rings) {
  const pts = cells
    .map((n) => cellIndex(n, layout.ranks))
    .filter((i) => i >= 0)
    .map((i) => {
      const [x, y] = cellOrigin(layout, i);
      return [x + layout.cell / 2, y + layout.cell / 2];
    });
  if (pts.length < 2) return;
  const c = layout.cell;
  ctx.save();
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  if (!rings) {
    for (const [w, color] of [[c * 0.24, "#000000"], [c * 0.15, COLORS.victory]]) {
      ctx.beginPath();
      ctx.moveTo(pts[0][0], pts[0][1]);
      for (const p of pts.slice(1)) ctx.lineTo(p[0], p[1]);
      ctx.lineWidth = w;
      ctx.strokeStyle = color;
      ctx.stroke();
    }
  } else {
    for (const [x, y] of pts) {
      ctx.beginPath();
      ctx.arc(x, y, c * 0.47, 0, Math.PI * 2);
      ctx.lineWidth = Math.max(3, c * 0.08);
      ctx.strokeStyle = "#000000";
      ctx.stroke();
      ctx.lineWidth = Math.max(2, c * 0.05);
      ctx.strokeStyle = COLORS.victory;
      ctx.stroke();
    }
  }
  ctx.restore();
}

function drawCursor(ctx, layout, index) {
  const w = Math.max(2, Math.round(layout.cell * 0.05));
  strokeCell(ctx, layout, index, "#ffffff", w * 2, []);
  strokeCell(ctx, layout, index, COLORS.cursor, w, [w * 2, w * 1.5]);
}
