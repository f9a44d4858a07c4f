// The board on screen: the canvas drawn from the snapshot and the UI state (render.js does the
// drawing), frames requested and counted (what tests wait for), the board's size and turns.

import { t } from "./i18n.js";
import { slideMs } from "./motion.js";
import { COLORS, cellIndex, cellName, draw, makeLayout } from "./render.js";
import { CONTRAST, SCREEN_BOARD } from "./shapes.js";
import { canvas, ctx, ui, wrap } from "./page.js";
import { previewMove, previewTarget } from "./snapshot.js";
import { GHOST_MS, emit, on, state } from "./store.js";
import { saveOrientation } from "./storage.js";

/** The captured pieces leaving (and their arithmetic) that belong to the position on the board:
 * a still one (reduced motion) goes with the next move, an undo or any other position. */
function shownGhosts() {
  const position = state.snap && state.snap.position;
  return state.ghosts.filter((g) => g.position === position);
}

/** The capture arithmetic the last frame drew, for tests: [{cell, text}] (window.rithmo). */
export let captureLabels = [];

function uiState() {
  const sel = state.selection;
  const ch = state.choice;
  const base = {
    selected: sel.selected,
    cursor: state.cursor,
    showCursor: state.focused && state.keyboard,
    ghosts: shownGhosts(),
    slide: state.slide,
    explain: state.explained,
    drawings: state.drawings ? state.drawings.at(state.snap.cursor) : [],
    drawing: state.drawing,
    // The pieces a student picked as the attackers a study's question asks for (www/study/open.js).
    picked: state.study && state.study.picks ? state.study.picks.map((c) => cellIndex(c, state.snap.ranks)) : [],
    // The analysis's best move, for the position it was found in (never the editor's setup).
    best:
      state.best && !state.editor && state.snap && state.best.position === state.snap.position
        ? { from: state.best.from ? cellIndex(state.best.from, state.snap.ranks) : -1, to: cellIndex(state.best.to, state.snap.ranks) }
        : null,
    hint: state.hint
      ? { from: state.hint.from ? cellIndex(state.hint.from, state.snap.ranks) : -1, to: cellIndex(state.hint.to, state.snap.ranks) }
      : state.lessonMark
        ? { from: cellIndex(state.lessonMark, state.snap.ranks), to: -1 }
        : null,
  };
  if (state.editor) {
    // The board editor: the cells its faults name ringed, nothing to play.
    return { ...base, dests: null, hover: -1, preview: state.editor.marks || [], spared: [] };
  }
  if (ch && ch.kind === "capture") {
    // Only the chosen destination stays marked; ticked captures ringed, unticked ones greyed.
    const cells = (pick) => ch.options.filter(pick).map((o) => cellIndex(o.capture.cell, state.snap.ranks));
    return {
      ...base,
      dests: new Map([[ch.to, ch.info]]),
      hover: ch.to,
      preview: ch.options.filter((o) => o.fixed || ch.checked.has(o.id)).map((o) => o.capture),
      spared: cells((o) => !o.fixed && !ch.checked.has(o.id)),
    };
  }
  if (ch && ch.kind === "removal") {
    return { ...base, dests: null, hover: -1, preview: ch.moves.flatMap((m) => m.captures), spared: [] };
  }
  const m = previewMove();
  return { ...base, dests: sel.dests, hover: previewTarget(), preview: m ? m.captures : [], spared: [] };
}

// What the canvas shows is exposed for tests (docs/facade.md, "The page's testing contract"):
// #board[data-frame] counts the frames drawn, #board[data-drawn] is "1" once the last change is
// on the canvas ("" while a frame is requested or pieces fade out), and window.rithmo.drawn() /
// nextFrame() resolve on those states.
export let framesDrawn = 0;
// When the first frame was drawn, in ms from navigation start (window.rithmo.firstDrawAt: the
// page's budget prints it, tests/budget/page.budget.mjs).
export let firstDrawAt = null;

export const frameWaiters = [];

export const drawnWaiters = [];

export function drawNow() {
  if (!state.snap || !state.layout) return;
  const shown = uiState();
  draw(ctx, state.layout, state.snap, shown);
  captureLabels = shown.ghosts.filter((g) => g.label).map((g) => ({ cell: cellName(g.index), text: g.label }));
  framesDrawn += 1;
  if (firstDrawAt === null) firstDrawAt = performance.now();
  canvas.dataset.frame = String(framesDrawn);
  emit("frame");
  for (const f of frameWaiters.splice(0)) f(framesDrawn);
  markDrawn();
}

export let frame = 0;

export function requestDraw() {
  if (!frame) frame = requestAnimationFrame(frameTick);
  markDrawn();
}

/** Whether the canvas shows the current state: no frame requested, no piece fading out. */
export const isDrawn = () => !frame && !state.animating && !!state.layout;

function markDrawn() {
  const drawn = isDrawn();
  canvas.dataset.drawn = drawn ? "1" : "";
  if (drawn) for (const f of drawnWaiters.splice(0)) f(framesDrawn);
}

function frameTick(now) {
  frame = 0;
  if (state.ghosts.length) {
    for (const g of state.ghosts) if (!g.still) g.alpha = Math.max(0, 1 - (now - g.start) / GHOST_MS);
    state.ghosts = state.ghosts.filter((g) => g.alpha > 0);
    if (state.ghosts.some((g) => !g.still)) requestDraw();
  }
  if (state.slide) {
    const ms = slideMs();
    state.slide.p = ms > 0 ? Math.min(1, (now - state.slide.start) / ms) : 1;
    if (state.slide.p >= 1) state.slide = null;
    else requestDraw();
  }
  state.animating = state.ghosts.some((g) => !g.still) || !!state.slide;
  drawNow();
}

/** The canvas's margin and labels in the page's theme (style.css), and the high-contrast board in that theme. */
function themeColors() {
  const root = getComputedStyle(document.documentElement);
  COLORS.page = root.getPropertyValue("--page").trim() || COLORS.page;
  COLORS.label = root.getPropertyValue("--ink").trim() || COLORS.label;
  const theme = document.documentElement.dataset.theme;
  const contrast = theme === "contrast" || (!theme && window.matchMedia("(prefers-contrast: more)").matches);
  Object.assign(COLORS, contrast ? CONTRAST : SCREEN_BOARD);
}

/**
 * The board's size for the room it has now: {width, height} in CSS pixels (reads the layout).
 */
function fitted() {
  const portrait = state.orientation % 2 === 0;
  const cols = portrait ? 8 : state.snap.ranks;
  const rows = portrait ? state.snap.ranks : 8;
  const availW = Math.max(200, wrap.clientWidth);
  const top = wrap.getBoundingClientRect().top + window.scrollY;
  // Room below the board for its play bar (undo, hint, thinking, captures), so it stays in view.
  const below = Math.min(220, [...wrap.parentElement.children].filter((el) => el.compareDocumentPosition(wrap) & Node.DOCUMENT_POSITION_PRECEDING).reduce((h, el) => h + el.offsetHeight, 0));
  const availH = Math.max(240, window.innerHeight - Math.min(top, 160) - below - 16);
  // A phone held upright keeps cells a finger can hit (40 CSS px) even if the bar scrolls.
  const fit = Math.min(availW / (cols + 1.3), Math.max(availH / (rows + 1.3), portrait ? 40 : 0));
  const cssCell = Math.max(18, fit);
  return { width: Math.floor(cssCell * (cols + 1.3)), height: Math.floor(cssCell * (rows + 1.3)) };
}

let fitFrame = 0;

/**
 * After a change that may move what surrounds the board (a move: the list, the play bar's
 * texts), check its fit in the next frame, when the browser lays the page out anyway, rather
 * than forcing a layout at once; the board is redrawn only when its size must change.
 */
export function fitLater() {
  if (fitFrame) return;
  fitFrame = requestAnimationFrame(() => {
    fitFrame = 0;
    if (!state.snap || !state.layout) return;
    const { width, height } = fitted();
    if (width !== state.layout.width || height !== state.layout.height) resize();
  });
}

export function resize() {
  if (!state.snap) return;
  themeColors();
  const dpr = window.devicePixelRatio || 1;
  const { width, height } = fitted();
  const layout = makeLayout({ width, height, dpr, ranks: state.snap.ranks, orientation: state.orientation });
  if (canvas.width !== layout.W || canvas.height !== layout.H) {
    canvas.width = layout.W;
    canvas.height = layout.H;
  }
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  state.layout = layout;
  drawNow();
}

export function turnBoard(quarters) {
  state.orientation = (state.orientation + quarters) % 4;
  saveOrientation(state.orientation);
  canvas.dataset.orientation = String(state.orientation);
  resize();
  ui.announce(t("board.turned", { view: t(`board.view.${state.orientation}`) }));
}

/** Redraw when the system switches between light and dark. */
export function watchTheme() {
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => resize());
  window.matchMedia("(prefers-contrast: more)").addEventListener("change", () => resize());
}

/** The board from a player's side: their pieces at the bottom (upright) or on the left. */
function faceSide(side) {
  const portrait = state.orientation % 2 === 0;
  const want = side === "white" ? (portrait ? 0 : 1) : portrait ? 2 : 3;
  if (state.orientation !== want) turnBoard((want - state.orientation + 4) % 4);
}

export function watchPixelRatio() {
  const mq = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  mq.addEventListener(
    "change",
    () => {
      resize();
      watchPixelRatio();
    },
    { once: true },
  );
}

/**
 * The board view follows the store: a new position is marked on the canvas and drawn (fitted
 * again when the banner came or went), anything else pointed at or drawn is drawn in the next
 * frame. Subscribed by main.js after the panels, so the room they leave is measured.
 */
let bannerShown = false;
export function wireView() {
  on("position", () => {
    canvas.dataset.position = state.snap.position;
    canvas.dataset.state = state.snap.status.state;
    // The banner may have come or gone: fit the board to the room left (this also redraws);
    // otherwise draw at once and check the fit in the next frame (fitLater).
    const banner = !ui.els.banner.hidden;
    if (banner !== bannerShown || !state.layout) resize();
    else {
      drawNow();
      fitLater();
    }
    bannerShown = banner;
  });
  for (const event of ["focus", "draw", "choice"]) on(event, requestDraw);
  on("resize", resize);
  on("redraw", drawNow);
  on("face", faceSide);
}
