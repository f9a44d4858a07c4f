// Drawing on the board: what the right button and a long press draw (input.js turns the events
// into cells), the button that clears the drawings of the position shown, and the drawings in
// words (for the live region and the presentation panel). They are kept per position
// (drawings.js) and saved with the game like a move.

import { save } from "../board.js";
import { t } from "../i18n.js";
import { canvas, ui } from "../page.js";
import { FOCUS, drawingsHere, emit, on, state } from "../store.js";
import { describeDrawing } from "../ui.js";

/** The clear button and the board's count follow the position shown. */
function updateDrawings() {
  const n = drawingsHere().length;
  const button = document.getElementById("drawings-clear");
  if (button) button.hidden = n === 0;
  canvas.dataset.drawings = String(n);
}

function changed(text) {
  save();
  emit("drawings");
  ui.announce(text);
}

/** The input handlers of drawing (input.js). */
export const drawingHandlers = {
  markStart(index, tint) {
    state.drawing = { tint, from: index, to: -1 };
    emit("draw");
  },
  markMove(index) {
    const d = state.drawing;
    if (!d) return;
    const to = index >= 0 && index !== d.from ? index : -1;
    if (to === d.to) return;
    d.to = to;
    emit("draw");
  },
  markEnd(index) {
    const d = state.drawing;
    state.drawing = null;
    // Let go off the board: nothing is drawn.
    if (!d || index < 0 || !state.snap) {
      emit("draw");
      return;
    }
    const mark = { tint: d.tint, from: d.from, to: index === d.from ? -1 : index };
    const added = state.drawings.toggle(state.snap.cursor, mark);
    changed(t(added ? "drawings.added" : "drawings.removed", { what: describeDrawing(mark) }));
  },
  markCancel() {
    state.drawing = null;
    emit("draw");
  },
};

/** Take away the drawings of the position shown. */
function clearDrawings() {
  const n = state.drawings.clear(state.snap.cursor);
  if (n) changed(t("drawings.cleared", { n }));
}

export function wireDrawings() {
  for (const event of [...FOCUS, "drawings"]) on(event, updateDrawings);
  document.getElementById("drawings-clear").addEventListener("click", clearDrawings);
}
