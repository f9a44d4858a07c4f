// window.rithmo: what the page tells its tests and tools (docs/facade.md, "The page's testing
// contract"). Read-only views of the state, plus a board's cell centres and the timed redraw.

import { cellCenterCss, cellIndex, cellName, clearSprites } from "./render.js";
import { canvas, ctx, opponent } from "./page.js";
import { elapseClock } from "./clock.js";
import { TABLE_MB, drawingsHere, state } from "./store.js";
import { captureLabels, drawNow, drawnWaiters, firstDrawAt, frameWaiters, framesDrawn, isDrawn, requestDraw } from "./view.js";

/** window.rithmo, the board's frames: when each was drawn, and waiting for the next or the last. */
const frames = () => ({
  ready: true,
  readyAt: performance.now(),
  get game() {
    return state.game;
  },
  get animating() {
    return state.animating;
  },
  /** When the board's first frame was drawn, in ms from navigation start (null before it). */
  get firstDrawAt() {
    return firstDrawAt;
  },
  /** How many frames the board has drawn (also #board[data-frame]). */
  get frame() {
    return framesDrawn;
  },
  /** Resolves with the frame count once the board shows the current state (no frame requested,
   * no capture fading out): at once when it already does. */
  drawn() {
    return new Promise((resolve) => {
      if (isDrawn()) resolve(framesDrawn);
      else drawnWaiters.push(resolve);
    });
  },
  /** Resolves with the frame count after the next frame drawn (one is requested). */
  nextFrame() {
    return new Promise((resolve) => {
      frameWaiters.push(resolve);
      requestDraw();
    });
  },
  /** Whether a computer move waits on the pace timer (auto mode) — nothing else can play one. */
  get scheduled() {
    return state.scheduled;
  },
});

/** window.rithmo, what the board shows: the capture arithmetic, its orientation, the drawings, the analysis's arrow. */
const shown = () => ({
  /** The capture arithmetic drawn on the board in the last frame, over the captured pieces'
   * cells while they leave: [{cell, text}] (the core's sentences, worded by the page). */
  get captureLabels() {
    return captureLabels.map((l) => ({ ...l }));
  },
  get orientation() {
    return state.orientation;
  },
  /** The drawings on the position shown, in the order drawn: [{tint, from, to}] (cells by
   * name; `to` null for a circle). #board[data-drawings] counts them. */
  get drawings() {
    return drawingsHere().map((m) => ({ tint: m.tint, from: cellName(m.from), to: m.to >= 0 ? cellName(m.to) : null }));
  },
  /** The hint's arrow as the board draws it: {move, from, to}, or null. */
  get hintArrow() {
    const h = state.hint;
    return h && state.snap && h.position === state.snap.position ? { move: h.move, from: h.from, to: h.to } : null;
  },
  /** The analysis's best move as the board draws it (an arrow), for the position shown: {move,
   * from, to} (cells by name; `from` null for a drop), or null. */
  get bestArrow() {
    const b = state.best;
    return b && state.snap && b.position === state.snap.position && !state.editor ? { move: b.move, from: b.from, to: b.to } : null;
  },
});

/** window.rithmo, the computer, explain mode and the lessons: who plays, what the engine and explain mode answered. */
const computer = () => ({
  /** Keep the computer's answers back (it stays "thinking") until releaseComputer(): lets a
   * test act while the computer thinks without racing its search's clock. */
  holdComputer() {
    opponent.hold();
  },
  releaseComputer() {
    opponent.release();
  },
  /** The game clock: {preset, white, black, running, paused} (ms left; running: the side whose
   * time runs, or null), or null without one. */
  get clock() {
    const c = state.clock;
    return c ? { preset: c.preset, white: c.left.white, black: c.left.black, running: c.running, paused: c.paused } : null;
  },
  /** Move the clock on by `ms` at once (a test's minutes in no time), as if they had passed. */
  elapseClock(ms) {
    elapseClock(ms);
  },
  /** "move" or "hint" while the computer searches, else "". */
  get thinking() {
    return state.thinking ? state.thinking.purpose : "";
  },
  get mode() {
    return state.mode;
  },
  /** Whether a lesson is on the board (the game in progress set aside). */
  get lessonMode() {
    return state.lessonMode;
  },
  /** Explain mode's answers from the core: {focus, piece, threatens, dangers, side, progressions}, or null. */
  get explained() {
    return state.explanation;
  },
  /** Explain mode's labels on the board's cells, one a cell: [{cell, text, shown, size}]: the
   * values wanted ("15 or 45?"), what the board drew (that, on two lines "15 / 45?", or how
   * many: "3 values", "8?") and its font size in canvas pixels. */
  get explainLabels() {
    return state.explained ? state.explained.missing.filter((m) => m.index >= 0).map((m) => ({ cell: cellName(m.index), text: m.label, shown: m.shown, size: m.size })) : [];
  },
  /** The engine's last answer: {move, explain, score, depth, nodes, millis, nps, …}. */
  get lastThought() {
    return state.lastThought;
  },
  /** The worker's wasm memory in bytes (its last report), how many workers were started, whether
   * a search is under way and how many were cancelled (each one's worker terminated). */
  get ai() {
    return { memory: opponent.memory, workers: opponent.spawned, busy: opponent.busy, cancelled: opponent.cancelled, tableMb: TABLE_MB };
  },
});

/** window.rithmo, a cell's centre on screen and the timed redraw. */
const geometry = () => ({
  /** Centre of a cell in CSS pixels from the viewport's top-left (what page.mouse takes). */
  cellCenter(cell) {
    const i = cellIndex(cell, state.snap.ranks);
    if (i < 0) throw new Error(`no cell ${cell} on this board`);
    const r = canvas.getBoundingClientRect();
    const [x, y] = cellCenterCss(state.layout, i);
    return { x: r.left + x, y: r.top + y };
  },
  /**
   * One full redraw of board, pieces and highlights, timed in ms. With {flush: true} the
   * time includes a one-pixel read-back, which forces the canvas to rasterise; with
   * {cold: true} the piece sprites are painted afresh too (as after a resize).
   */
  redrawTime({ flush = false, cold = false } = {}) {
    const t0 = performance.now();
    if (cold) clearSprites();
    drawNow();
    if (flush) ctx.getImageData(0, 0, 1, 1);
    return performance.now() - t0;
  },
});

export function exposeApi() {
  window.rithmo = {};
  for (const part of [frames(), shown(), computer(), geometry()]) Object.defineProperties(window.rithmo, Object.getOwnPropertyDescriptors(part));
}
