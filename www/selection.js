// The selection on the board (data only): nothing selected, or one piece or prisoner with its
// destinations. Destinations come in from the game; a (from, to) pair goes out.

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
