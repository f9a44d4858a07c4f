// Explain mode's switch and its answers for the piece in focus (explain.js lists and draws them).

import { pieceAt } from "../board.js";
import { has, t } from "../i18n.js";
import { updatePanels } from "./status.js";
import { cellName } from "../render.js";
import { explain, messageOf, state, ui } from "../state.js";
import { saveExplain, savedExplain } from "../storage.js";
import { requestDraw } from "../view.js";

/** Explain mode: the selected piece, else the one last clicked, else the one under the cursor. */
export function updateExplain() {
  const has = (i) => i >= 0 && state.snap.board[i];
  const kb = state.focused && state.keyboard ? state.cursor : -1;
  const focus = [state.selection.selected, state.inspect, kb].find(has) ?? -1;
  try {
    state.explained = explain.update(state.game, state.snap, focus, (i) => {
      const p = pieceAt(i);
      return t("explain.piece-label", { side: t(`side.${p.color}`), shape: t(`shape.${p.shape}`), value: p.value, cell: cellName(i) });
    });
  } catch (e) {
    state.explained = null;
    ui.notice(messageOf(e));
  }
}

export function wireExplain() {
  // Storage off: the mode starts off.
  explain.els.toggle.checked = savedExplain();
  explain.els.toggle.addEventListener("change", () => {
    saveExplain(explain.els.toggle.checked);
    updatePanels();
    requestDraw();
  });
}
