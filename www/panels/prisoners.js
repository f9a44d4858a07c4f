// The prisoners' trays: picking a prisoner to drop lights its cells on the board.

import { sideWords, t } from "../i18n.js";
import { cancelChoice } from "./choice.js";
import { updatePanels } from "./status.js";
import { canvas, state, ui } from "../state.js";
import { describePiece, el } from "../ui.js";
import { requestDraw } from "../view.js";

/**
 * Pick (or put back) prisoner `index` to drop (the facade's drop index, snap.drops); its
 * back-rank cells light up on the board.
 */
export function pickDrop(index, how) {
  if (!state.snap || state.snap.status.state !== "playing") return;
  cancelChoice(false);
  if (state.drop && state.drop.prisoner.index === index) {
    clearDrop();
    ui.announce(t("announce.dropCancelled"));
  } else {
    const drop = state.snap.drops.get(index);
    if (!drop) return;
    const dests = drop.dests;
    state.drop = drop;
    state.selection.showDrop(dests);
    markDrop(index);
    ui.announce(t("announce.dropPicked", { piece: drop.name, n: dests.size }));
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

// A piece's letter in the notation, in its side's case: how a drop is named for people ("T9"),
// written from the facade's data (never read back).
const LETTERS = {
  white: { round: "C", triangle: "T", square: "S", pyramid: "P" },
  black: { round: "c", triangle: "t", square: "s", pyramid: "p" },
};

/** A prisoner as the side re-entering it names it ("T9" for White, "t9" for Black). */
export const dropName = ({ color, shape, value }) => `${LETTERS[color][shape]}${value}`;

/** The trays of both sides; on the mover's turn the prisoners that may re-enter are buttons. */
export function updateTrays(snap) {
  const playing = snap.status.state === "playing";
  for (const side of ["white", "black"]) updateTray(ui.els.trays[side], snap.prisoners[side], playing ? snap.drops : null, side);
  ui.els.dropHelp.hidden = !(playing && snap.drops.size);
}

/**
 * A tray of prisoners (the facade's {index, token, color, shape, value, parts, drop}). On the
 * mover's turn (`drops`: snap.drops, by index), each prisoner that may re-enter is a button: a
 * simple piece as one; a captured pyramid as a chip holding one button per component that may.
 * A button's data-drop names the drop ("T9"), its data-prisoner is the drop's index.
 */
export function updateTray(tray, prisoners, drops, side) {
  if (!prisoners.length) {
    tray.replaceChildren(el("span", "tray-empty", t("prisoners.none")));
    return;
  }
  const { sideGen } = sideWords(side);
  const dropOf = (index) => (drops && index !== null && index !== undefined ? drops.get(index) : null);
  tray.replaceChildren(
    ...prisoners.map((p) => {
      const token = p.token;
      const whole = p.shape !== "pyramid" ? dropOf(p.drop) : null;
      if (whole) {
        const b = el("button", `token ${p.color} ${p.shape} drop`, String(p.value));
        b.type = "button";
        b.dataset.token = token;
        b.dataset.drop = whole.name;
        b.dataset.prisoner = String(whole.prisoner.index);
        b.setAttribute("aria-pressed", "false");
        b.setAttribute("aria-label", t("prisoners.drop.label", { drop: whole.name, piece: describePiece(p.color, p.shape, p.value), sideGen }));
        b.title = t("prisoners.drop.title", { drop: whole.name });
        return b;
      }
      const chip = el("span", `token ${p.color} ${p.shape}`, String(p.value));
      chip.title = p.shape === "pyramid" ? t("piece.pyramid", { color: t(`color.${p.color}`), token }) : describePiece(p.color, p.shape, p.value);
      chip.dataset.token = token;
      if (p.shape === "pyramid") {
        const parts = p.parts.map((part) => dropOf(part.drop)).filter(Boolean);
        if (parts.length) {
          chip.classList.add("pyramid-drops");
          for (const d of parts) {
            const b = el("button", "token-part drop", d.name);
            b.type = "button";
            b.dataset.drop = d.name;
            b.dataset.prisoner = String(d.prisoner.index);
            b.setAttribute("aria-pressed", "false");
            b.setAttribute("aria-label", t("prisoners.part.label", { part: d.name, token, sideGen }));
            chip.append(b);
          }
        }
      }
      return chip;
    }),
  );
}

/** Show which prisoner is picked to drop (its drop index; null: none). */
export function markDrop(index) {
  for (const b of document.querySelectorAll("button[data-drop]")) b.setAttribute("aria-pressed", String(b.dataset.prisoner === String(index)));
}

/** A prisoner button picks (or puts back) that prisoner to drop. */
export function wirePrisoners() {
  for (const tray of Object.values(ui.els.trays)) {
    tray.addEventListener("click", (e) => {
      const b = e.target instanceof Element ? e.target.closest("button[data-drop]") : null;
      // A click from Enter or Space has no pointer detail: the keyboard goes on to the board.
      if (b) pickDrop(Number(b.dataset.prisoner), e.detail === 0 ? "key" : "pointer");
    });
  }
}
