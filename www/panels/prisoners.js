// The prisoners' trays: picking a prisoner to drop lights its cells on the board.

import { sideWords, t } from "../i18n.js";
import { cancelChoice } from "./choice.js";
import { updatePanels } from "./status.js";
import { canvas, state, ui } from "../state.js";
import { SHAPE_NAMES, describePiece, el } from "../ui.js";
import { requestDraw } from "../view.js";

/** Pick (or put back) a prisoner to drop; its back-rank cells light up on the board. */
export function pickDrop(piece, how) {
  if (!state.snap || state.snap.status.state !== "playing") return;
  cancelChoice(false);
  if (state.drop === piece) {
    clearDrop();
    ui.announce(t("announce.dropCancelled"));
  } else {
    const dests = state.snap.drops.get(piece);
    if (!dests) return;
    state.drop = piece;
    state.selection.showDrop(dests);
    markDrop(piece);
    ui.announce(t("announce.dropPicked", { piece, n: dests.size }));
    if (how === "key") {
      canvas.focus();
      state.keyboard = true;
      state.cursor = Math.min(...dests.keys());
    }
  }
  updatePanels();
  requestDraw();
}

export function clearDrop() {
  state.drop = null;
  state.selection.clear();
  markDrop(null);
}

/** The trays of both sides; on the mover's turn the prisoners that may re-enter are buttons. */
export function updateTrays(snap) {
  const droppable = snap.status.state === "playing" && snap.drops.size ? new Set(snap.drops.keys()) : null;
  for (const side of ["white", "black"]) updateTray(ui.els.trays[side], snap.prisoners[side], side === snap.turn ? droppable : null, side);
  ui.els.dropHelp.hidden = !droppable;
}

/** A token in the other side's case ("t9" → "T9"): a prisoner as its new owner drops it. */
const swapCase = (t) => t.replace(/[a-zA-Z]/g, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));

/** A prisoner token ("t90", "C16", "p(s64s49t36t25c16)") for people. */
export function describeToken(token) {
  const m = /^([ctspCTSP])(\(([^)]*)\)|(\d+))$/.exec(token || "");
  if (!m) return { color: "", shape: "", value: token, parts: [] };
  const color = m[1] === m[1].toUpperCase() ? "white" : "black";
  const shape = SHAPE_NAMES[m[1].toLowerCase()];
  if (m[4]) return { color, shape, value: Number(m[4]), parts: [] };
  const parts = [...m[3].matchAll(/([ctsCTS])(\d+)/g)].map((p) => ({ shape: SHAPE_NAMES[p[1].toLowerCase()], value: Number(p[2]) }));
  return { color, shape, value: parts.reduce((a, p) => a + p.value, 0), parts };
}

/**
 * A tray of prisoner tokens. On the mover's turn, where prisoners re-enter (`droppable`: the
 * pieces legal drops name, in the mover's case), each prisoner that may re-enter is a button:
 * a simple piece as one; a captured pyramid as a chip holding one button per component.
 */
export function updateTray(tray, tokens, droppable, side) {
  if (!tokens.length) {
    tray.replaceChildren(el("span", "tray-empty", t("prisoners.none")));
    return;
  }
  const { sideGen } = sideWords(side);
  tray.replaceChildren(
    ...tokens.map((token) => {
      const d = describeToken(token);
      const drop = swapCase(token);
      if (!d.parts.length && droppable && droppable.has(drop)) {
        const b = el("button", `token ${d.color} ${d.shape} drop`, String(d.value));
        b.type = "button";
        b.dataset.token = token;
        b.dataset.drop = drop;
        b.setAttribute("aria-pressed", "false");
        b.setAttribute("aria-label", t("prisoners.drop.label", { drop, piece: describePiece(d.color, d.shape, d.value), sideGen }));
        b.title = t("prisoners.drop.title", { drop });
        return b;
      }
      const chip = el("span", `token ${d.color} ${d.shape}`, String(d.value));
      chip.title = d.parts.length ? t("piece.pyramid", { color: t(`color.${d.color}`), token }) : describePiece(d.color, d.shape, d.value);
      chip.dataset.token = token;
      if (d.parts.length && droppable) {
        const parts = [...token.matchAll(/([ctsCTS])(\d+)/g)].map((p) => swapCase(p[0])).filter((p) => droppable.has(p));
        if (parts.length) {
          chip.classList.add("pyramid-drops");
          for (const p of parts) {
            const b = el("button", "token-part drop", p);
            b.type = "button";
            b.dataset.drop = p;
            b.setAttribute("aria-pressed", "false");
            b.setAttribute("aria-label", t("prisoners.part.label", { part: p, token, sideGen }));
            chip.append(b);
          }
        }
      }
      return chip;
    }),
  );
}

/** Show which prisoner is picked to drop (null: none). */
export function markDrop(piece) {
  for (const b of document.querySelectorAll("button[data-drop]")) b.setAttribute("aria-pressed", String(b.dataset.drop === piece));
}

/** A prisoner button picks (or puts back) that prisoner to drop. */
export function wirePrisoners() {
  for (const tray of Object.values(ui.els.trays)) {
    tray.addEventListener("click", (e) => {
      const b = e.target instanceof Element ? e.target.closest("button[data-drop]") : null;
      // A click from Enter or Space has no pointer detail: the keyboard goes on to the board.
      if (b) pickDrop(b.dataset.drop, e.detail === 0 ? "key" : "pointer");
    });
  }
}
