// Pointer and keyboard → cells: taps, drags, long presses and keys on the board, turned into
// calls of the handlers main.js gives (selection.js holds what is selected).

import { tintOf } from "./drawings.js";

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
  const pointer = new Pointer(canvas, where, handlers);
  canvas.addEventListener("contextmenu", (e) => e.preventDefault());
  canvas.addEventListener("pointerdown", (e) => pointer.down(e));
  canvas.addEventListener("pointermove", (e) => pointer.move(e));
  canvas.addEventListener("pointerup", (e) => pointer.up(e));
  canvas.addEventListener("pointercancel", (e) => pointer.cancel(e));
  canvas.addEventListener("pointerleave", (e) => {
    if (!pointer.press) handlers.hover(-1, e.pointerType);
  });
  attachTouch(canvas, cellAt, handlers, () => !!pointer.drawing);
  attachKeys(canvas, handlers);
}

/** The pointer on the board: a press (a tap, a drag, or, held still, a drawing) or a drawing with
 * the right button. */
class Pointer {
  constructor(canvas, where, handlers) {
    this.canvas = canvas;
    this.where = where;
    this.handlers = handlers;
    this.press = null; // {id, index, x, y, dragging, timer}
    this.drawing = null; // {id}: the pointer drawing an arrow or a circle
  }

  capture(id) {
    try {
      this.canvas.setPointerCapture(id);
    } catch {
      // Capture refused (the pointer is gone): the release still arrives on the canvas.
    }
  }

  startDrawing(id, index, tint) {
    this.drawing = { id };
    this.capture(id);
    this.handlers.markStart(index, tint);
  }

  stopDrawing(index) {
    this.drawing = null;
    delete this.canvas.dataset.press;
    if (index === null) this.handlers.markCancel();
    else this.handlers.markEnd(index);
  }

  /** Is `e` the pointer drawing now? */
  draws(e) {
    return !!this.drawing && e.pointerId === this.drawing.id;
  }

  down(e) {
    if (e.button === 2 && !this.press && !this.drawing) {
      const index = this.where(e);
      if (index >= 0) this.startDrawing(e.pointerId, index, tintOf(e));
      return;
    }
    if (e.button !== 0 || this.press || this.drawing) return;
    const p = { id: e.pointerId, index: this.where(e), x: e.clientX, y: e.clientY, dragging: false, timer: 0 };
    this.press = p;
    if (this.handlers.canDrag(p.index)) this.capture(e.pointerId);
    if (e.pointerType === "touch" && p.index >= 0) {
      // Held still long enough: the finger draws instead (its tap or drag never happens).
      const tint = tintOf(e);
      p.timer = setTimeout(() => {
        if (this.press !== p || p.dragging) return;
        this.press = null;
        this.canvas.dataset.press = "long";
        this.startDrawing(p.id, p.index, tint);
      }, LONG_PRESS_MS);
    }
  }

  move(e) {
    const press = this.press;
    if (this.draws(e)) {
      e.preventDefault();
      this.handlers.markMove(this.where(e));
      return;
    }
    if (!press || e.pointerId !== press.id) {
      if (!press) this.handlers.hover(this.where(e), e.pointerType);
      return;
    }
    const moved = Math.hypot(e.clientX - press.x, e.clientY - press.y) > SLOP;
    if (moved) clearTimeout(press.timer);
    if (!press.dragging && moved && this.handlers.canDrag(press.index)) {
      press.dragging = true;
      this.handlers.dragStart(press.index);
    }
    if (press.dragging) {
      e.preventDefault();
      this.handlers.dragTo(this.where(e));
    }
  }

  /** The press of `e` ends: it is returned (and forgotten), or null for another pointer. */
  release(e) {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return null;
    this.press = null;
    clearTimeout(p.timer);
    return p;
  }

  up(e) {
    if (this.draws(e)) return this.stopDrawing(this.where(e));
    const p = this.release(e);
    if (!p) return;
    if (p.dragging) this.handlers.drop(p.index, this.where(e));
    else this.handlers.activate(p.index, "pointer");
  }

  cancel(e) {
    if (this.draws(e)) return this.stopDrawing(null);
    const p = this.release(e);
    if (p && p.dragging) this.handlers.drop(p.index, -1);
  }
}

/** A finger on a movable piece (or on the board while a piece is picked) drags, and a finger
 * drawing an arrow draws: neither scrolls the page. */
function attachTouch(canvas, cellAt, handlers, drawing) {
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
  canvas.addEventListener(
    "touchmove",
    (e) => {
      if (drawing()) e.preventDefault();
    },
    { passive: false },
  );
}

/** The keys on the focused board: arrows move the cursor, Enter or Space activates its cell,
 * Escape steps back. */
function attachKeys(canvas, handlers) {
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
