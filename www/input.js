// Pointer and keyboard → cells, and the selection state machine.
// No rules here: the legal destinations come in from the game, a (from, to) pair goes out.

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

/**
 * Wire a canvas. `cellAt(cssX, cssY)` maps a point relative to the canvas to a cell index (-1
 * off the board). Handlers: hover(index, pointerType), activate(index, how), arrow(dx, dy),
 * cancel(), focus(), blur().
 */
export function attachInput(canvas, cellAt, handlers) {
  const where = (e) => {
    const r = canvas.getBoundingClientRect();
    return cellAt(e.clientX - r.left, e.clientY - r.top);
  };
  canvas.addEventListener("pointermove", (e) => handlers.hover(where(e), e.pointerType));
  canvas.addEventListener("pointerleave", () => handlers.hover(-1, "mouse"));
  canvas.addEventListener("click", (e) => {
    if (e.button !== 0) return;
    handlers.activate(where(e), "pointer");
  });
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
