// Pointer and keyboard → cells, and the selection state machine.
// No rules here: the legal destinations come in from the game, a (from, to) pair goes out.

import { tintOf } from "./drawings.js";

/**
 * The selection: nothing selected, or one piece with its destinations
 * (a Map from destination index to what moving there means: {kind, choice, captures, moves}).
 */
export class Selection {
  constructor() {
    this.clear();
  }

  clear() {
    this.selected = -1;
    this.dests = null;
  }

  /** Mark the cells a prisoner may be dropped on (no piece selected on the board). */
  showDrop(dests) {
    this.selected = -1;
    this.dests = dests;
  }

  /**
   * Activate a cell (click, tap, Enter). `destinationsOf(index)` returns the Map of legal
   * destinations of the piece on `index` (empty when it may not move).
   * Returns {type: "play", from, to} | {type: "select", index} | {type: "stuck", index}
   *       | {type: "deselect"} | {type: "none"}.
   */
  activate(index, destinationsOf) {
    if (this.selected >= 0 && this.dests && this.dests.has(index)) {
      const from = this.selected;
      this.clear();
      return { type: "play", from, to: index };
    }
    if (index >= 0 && index === this.selected) {
      this.clear();
      return { type: "deselect" };
    }
    const dests = index >= 0 ? destinationsOf(index) : null;
    if (dests && dests.size) {
      this.selected = index;
      this.dests = dests;
      return { type: "select", index };
    }
    const had = this.selected >= 0;
    this.clear();
    if (index >= 0 && dests) return { type: "stuck", index };
    return had ? { type: "deselect" } : { type: "none" };
  }
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

// How far (CSS pixels) a press may wander and still be a tap, not a drag.
const SLOP = 8;

// How long (ms) a finger held still on the board starts a drawing instead of a tap.
export const LONG_PRESS_MS = 500;

/**
 * Wire a canvas. `cellAt(cssX, cssY)` maps a point relative to the canvas to a cell index (-1
 * off the board). Handlers: hover(index, pointerType), activate(index, how), arrow(dx, dy),
 * cancel(), focus(), blur(), canDrag(index) (a piece that may be dragged now), dragStart(index),
 * dragTo(index) (the cell under a dragging pointer: its capture preview shows), drop(from, to).
 * A press and release in place is a tap (activate); a press on a movable piece that travels is
 * a drag, played on release over a marked cell. Mouse, pen and finger alike (pointer events);
 * a touch that starts on a movable piece neither scrolls nor zooms the page.
 * Drawing (markStart(index, tint), markMove(index), markEnd(index), markCancel()): the right
 * button pressed on a cell and released on another draws an arrow, released on the same cell a
 * circle, its colour from the keys held (drawings.js, tintOf); on a touch screen a finger held
 * still for LONG_PRESS_MS starts one (#board[data-press="long"]), then moves for an arrow or lifts
 * for a circle. The browser's context menu never opens on the board.
 */
export function attachInput(canvas, cellAt, handlers) {
  const where = (e) => {
    const r = canvas.getBoundingClientRect();
    return cellAt(e.clientX - r.left, e.clientY - r.top);
  };
  let press = null; // {id, index, x, y, dragging, timer}
  let drawing = null; // {id}: the pointer drawing an arrow or a circle
  const capture = (id) => {
    try {
      canvas.setPointerCapture(id);
    } catch {
      // Capture refused (the pointer is gone): the release still arrives on the canvas.
    }
  };
  const startDrawing = (id, index, tint) => {
    drawing = { id };
    capture(id);
    handlers.markStart(index, tint);
  };
  const stopDrawing = (index) => {
    drawing = null;
    delete canvas.dataset.press;
    if (index === null) handlers.markCancel();
    else handlers.markEnd(index);
  };
  canvas.addEventListener("contextmenu", (e) => e.preventDefault());
  canvas.addEventListener("pointerdown", (e) => {
    if (e.button === 2 && !press && !drawing) {
      const index = where(e);
      if (index >= 0) startDrawing(e.pointerId, index, tintOf(e));
      return;
    }
    if (e.button !== 0 || press || drawing) return;
    press = { id: e.pointerId, index: where(e), x: e.clientX, y: e.clientY, dragging: false, timer: 0 };
    if (handlers.canDrag(press.index)) capture(e.pointerId);
    if (e.pointerType === "touch" && press.index >= 0) {
      // Held still long enough: the finger draws instead (its tap or drag never happens).
      const p = press;
      const tint = tintOf(e);
      p.timer = setTimeout(() => {
        if (press !== p || p.dragging) return;
        press = null;
        canvas.dataset.press = "long";
        startDrawing(p.id, p.index, tint);
      }, LONG_PRESS_MS);
    }
  });
  canvas.addEventListener("pointermove", (e) => {
    if (drawing && e.pointerId === drawing.id) {
      e.preventDefault();
      handlers.markMove(where(e));
      return;
    }
    if (!press || e.pointerId !== press.id) {
      if (!press) handlers.hover(where(e), e.pointerType);
      return;
    }
    const moved = Math.hypot(e.clientX - press.x, e.clientY - press.y) > SLOP;
    if (moved) clearTimeout(press.timer);
    if (!press.dragging && moved && handlers.canDrag(press.index)) {
      press.dragging = true;
      handlers.dragStart(press.index);
    }
    if (press.dragging) {
      e.preventDefault();
      handlers.dragTo(where(e));
    }
  });
  canvas.addEventListener("pointerup", (e) => {
    if (drawing && e.pointerId === drawing.id) {
      stopDrawing(where(e));
      return;
    }
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    press = null;
    clearTimeout(p.timer);
    if (p.dragging) handlers.drop(p.index, where(e));
    else handlers.activate(p.index, "pointer");
  });
  canvas.addEventListener("pointercancel", (e) => {
    if (drawing && e.pointerId === drawing.id) {
      stopDrawing(null);
      return;
    }
    if (!press || e.pointerId !== press.id) return;
    const p = press;
    press = null;
    clearTimeout(p.timer);
    if (p.dragging) handlers.drop(p.index, -1);
  });
  canvas.addEventListener("pointerleave", (e) => {
    if (!press) handlers.hover(-1, e.pointerType);
  });
  // A finger on a movable piece (or on the board while a piece is picked) drags, never scrolls.
  canvas.addEventListener(
    "touchstart",
    (e) => {
      const t = e.touches[0];
      if (e.touches.length !== 1 || !t) return;
      const r = canvas.getBoundingClientRect();
      const index = cellAt(t.clientX - r.left, t.clientY - r.top);
      if (handlers.canDrag(index)) e.preventDefault();
    },
    { passive: false },
  );
  // A finger drawing an arrow never scrolls the page.
  canvas.addEventListener(
    "touchmove",
    (e) => {
      if (drawing) e.preventDefault();
    },
    { passive: false },
  );
  canvas.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (ARROWS[e.key]) {
      e.preventDefault();
      handlers.arrow(...ARROWS[e.key]);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      handlers.activate(-2, "key"); // -2: the keyboard cursor's cell
    } else if (e.key === "Escape") {
      e.preventDefault();
      handlers.cancel();
    }
  });
  canvas.addEventListener("focus", () => handlers.focus());
  canvas.addEventListener("blur", () => handlers.blur());
}
