// The prisoners' trays: picking a prisoner to drop lights its cells on the board.

import { onLanguageChange, sideWords, t } from "../i18n.js";
import { clearDrop } from "../board.js";
import { cancelChoice } from "../choice.js";
import { canvas, ui } from "../page.js";
import { FOCUS, emit, on, state } from "../store.js";
import { describePiece, el } from "../ui.js";

/**
 * Pick (or put back) prisoner `index` to drop (the facade's drop index, snap.drops); its
 * back-rank cells light up on the board.
 */
function pickDrop(index, how) {
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
  emit("focus");
}

/** The trays of both sides; on the mover's turn the prisoners that may re-enter are buttons. */
function updateTrays(snap) {
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
function updateTray(tray, prisoners, drops, side) {
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
function markDrop(index) {
  for (const b of document.querySelectorAll("button[data-drop]")) b.setAttribute("aria-pressed", String(b.dataset.prisoner === String(index)));
}

/** A prisoner button picks (or puts back) that prisoner to drop. */
export function wirePrisoners() {
  on("position", () => updateTrays(state.snap));
  onLanguageChange(() => state.snap && updateTrays(state.snap));
  for (const event of FOCUS) on(event, () => markDrop(state.drop ? state.drop.prisoner.index : null));
  for (const tray of Object.values(ui.els.trays)) {
    tray.addEventListener("click", (e) => {
      const b = e.target instanceof Element ? e.target.closest("button[data-drop]") : null;
      // A click from Enter or Space has no pointer detail: the keyboard goes on to the board.
      if (b) pickDrop(Number(b.dataset.prisoner), e.detail === 0 ? "key" : "pointer");
    });
  }
}
