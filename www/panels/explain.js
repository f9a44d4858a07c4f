// Explain mode's switch and its lists for the piece in focus and the side to move (explain.js
// asks the core and makes the board's overlay).

import { explainNow, progressionText } from "../explain.js";
import { onLanguageChange, t } from "../i18n.js";
import { cellName } from "../layout.js";
import { messageOf, ui } from "../page.js";
import { pieceAt } from "../snapshot.js";
import { FOCUS, emit, on, state } from "../store.js";
import { saveExplain, savedExplain } from "../storage.js";
import { describeCapture } from "../ui.js";

const $ = (id) => document.getElementById(id);
const els = {};

function li(text, className) {
  const e = document.createElement("li");
  if (className) e.className = className;
  e.textContent = text;
  return e;
}

/** A list's items, or one muted line when it is empty. */
const items = (list, text, className, none) => (list.length ? list.map((x) => li(text(x), className)) : [li(t(none), "muted")]);

function updateExplain() {
  if (!state.snap) return;
  try {
    explainNow();
  } catch (e) {
    ui.notice(messageOf(e));
  }
  const data = state.explanation;
  els.body.hidden = !data;
  if (!data) return;
  if (data.focus < 0) {
    els.pieceHead.textContent = t("explain.pick");
    els.threats.replaceChildren();
    els.dangers.replaceChildren();
  } else {
    const p = pieceAt(data.focus);
    const piece = t("explain.piece-label", { side: t(`side.${p.color}`), shape: t(`shape.${p.shape}`), value: p.value, cell: cellName(data.focus) });
    els.pieceHead.textContent = t("explain.piece", { piece });
    els.threats.replaceChildren(...items(data.threatens, (c) => t("explain.threatens", { capture: describeCapture(c) }), "threat", "explain.threatens-none"));
    els.dangers.replaceChildren(...items(data.dangers, (c) => t("explain.danger", { capture: describeCapture(c) }), "danger", "explain.dangers-none"));
  }
  els.progressionsHead.textContent = t("explain.progressions", { side: t(`side.${data.side}`) });
  els.progressions.replaceChildren(...items(data.progressions, progressionText, "progression", "explain.progressions-none"));
}

export function wireExplain() {
  for (const [key, id] of [
    ["toggle", "explain-toggle"], ["body", "explain-body"], ["pieceHead", "explain-piece-head"], ["threats", "explain-threats"],
    ["dangers", "explain-dangers"], ["progressionsHead", "explain-progressions-head"], ["progressions", "explain-progressions"],
  ]) {
    els[key] = $(id);
  }
  for (const event of FOCUS) on(event, updateExplain);
  onLanguageChange(() => {
    updateExplain();
    emit("draw");
  });
  // Storage off: the mode starts off.
  els.toggle.checked = state.explaining = savedExplain();
  els.toggle.addEventListener("change", () => {
    state.explaining = els.toggle.checked;
    saveExplain(state.explaining);
    emit("focus");
  });
}
