// Drawing on the board: what the right button and a long press draw (input.js turns the events
// into cells), the button that clears the drawings of the position shown, and the drawings in
// words (for the live region and the presentation panel). They are kept per position
// (drawings.js) and saved with the game like a move.

import { save } from "../board.js";
import { t } from "../i18n.js";
import { cellName } from "../render.js";
import { canvas, state, ui } from "../state.js";
import { requestDraw } from "../view.js";

/** The drawings on the position shown, in the order drawn. */
export const drawingsHere = () => (state.drawings && state.snap ? state.drawings.at(state.snap.cursor) : []);

/** A drawing in words: "green arrow from a3 to b5", "red circle on c4". */
export function describeDrawing(m) {
  const tint = t(`drawings.tint.${m.tint}`);
  return m.to >= 0 ? t("drawings.arrow", { tint, from: cellName(m.from), to: cellName(m.to) }) : t("drawings.circle", { tint, cell: cellName(m.from) });
}

const listeners = [];
/** Run `f` whenever the drawings shown change (the presentation panel lists them). */
export const onDrawingsChange = (f) => listeners.push(f);

/** The clear button and the board's count follow the position shown. */
export function updateDrawings() {
  const n = drawingsHere().length;
  const button = document.getElementById("drawings-clear");
  if (button) button.hidden = n === 0;
  canvas.dataset.drawings = String(n);
  for (const f of listeners) f();
}

function changed(text) {
  save();
  updateDrawings();
  requestDraw();
  ui.announce(text);
}

/** The input handlers of drawing (input.js). */
export const drawingHandlers = {
  markStart(index, tint) {
    state.drawing = { tint, from: index, to: -1 };
    requestDraw();
  },
  markMove(index) {
    const d = state.drawing;
    if (!d) return;
    const to = index >= 0 && index !== d.from ? index : -1;
    if (to === d.to) return;
    d.to = to;
    requestDraw();
  },
  markEnd(index) {
    const d = state.drawing;
    state.drawing = null;
    // Let go off the board: nothing is drawn.
    if (!d || index < 0 || !state.snap) {
      requestDraw();
      return;
    }
    const mark = { tint: d.tint, from: d.from, to: index === d.from ? -1 : index };
    const added = state.drawings.toggle(state.snap.cursor, mark);
    changed(t(added ? "drawings.added" : "drawings.removed", { what: describeDrawing(mark) }));
  },
  markCancel() {
    state.drawing = null;
    requestDraw();
  },
};

/** Take away the drawings of the position shown. */
export function clearDrawings() {
  const n = state.drawings.clear(state.snap.cursor);
  if (n) changed(t("drawings.cleared", { n }));
}

export function wireDrawings() {
  document.getElementById("drawings-clear").addEventListener("click", clearDrawings);
}
