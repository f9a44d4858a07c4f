// The choice panel: captures to tick when several moves reach one destination, and removals to
// pick; the board and the panel both drive it.

import { listCaptures, play } from "../board.js";
import { t } from "../i18n.js";
import { updatePanels } from "./status.js";
import { cellIndex, cellName } from "../render.js";
import { canvas, state, ui } from "../state.js";
import { describeCapture, el } from "../ui.js";
import { requestDraw } from "../view.js";

/**
 * Several moves go to one destination: the player picks the captures. Preselected: the
 * destination's default (the move taking the most, normally every capture on offer); the player
 * unticks what to spare. `drop`: the prisoner dropped (from snap.drops), or null for a move.
 */
export function openChoice(from, drop, to, info, how) {
  const label = info.label;
  state.choice = { kind: "capture", label, from, drop, to, info, options: info.options, checked: new Set(info.default) };
  const free = info.options.filter((o) => !o.fixed);
  showChoice({
    kind: "capture",
    head: t("choice.head", { move: label }),
    options: info.options.map((o) => ({ id: o.id, text: describeCapture(o.capture), fixed: o.fixed, checked: o.fixed || state.choice.checked.has(o.id), cell: o.capture.cell })),
  });
  ui.announce(t("choice.announce", { move: label, n: free.length, list: listCaptures(free.map((o) => o.capture)), cell: cellName(to) }));
  updatePanels();
  requestDraw();
  if (how === "key") state.cursor = to;
}

/** The open choice's panel worded again (a language switch), ticks kept. */
export function reopenChoice() {
  const ch = state.choice;
  if (ch.kind === "capture") {
    showChoice({
      kind: "capture",
      head: t("choice.head", { move: ch.label }),
      options: ch.options.map((o) => ({ id: o.id, text: describeCapture(o.capture), fixed: o.fixed, checked: o.fixed || ch.checked.has(o.id), cell: o.capture.cell })),
    });
  } else {
    showRemovals(ch.to, ch.moves);
  }
}

/** The removals of one cell as buttons: each names its move and what it takes. */
function showRemovals(index, moves) {
  showChoice({
    kind: "removal",
    head: t(moves.length === 1 ? "removal.head.one" : "removal.head.many", { cell: cellName(index) }),
    options: moves.map((m, option) => ({ id: m.move, option, text: t("removal.option", { move: m.move, captures: m.captures.map(describeCapture).join("; ") }) })),
  });
}

/** An enemy piece that may be removed (`x<cell>[:value]`): offer the removal(s), the facade's
 * options for that cell ({move, captures}, played by their number). */
export function openRemoval(index) {
  const moves = state.snap.removals.get(index).options;
  state.selection.clear();
  state.choice = { kind: "removal", to: index, moves };
  showRemovals(index, moves);
  ui.announce(t(moves.length === 1 ? "removal.announce.one" : "removal.announce.many", { cell: cellName(index), moves: moves.map((m) => m.move).join(", ") }));
  updatePanels();
  requestDraw();
}

export function closeChoice() {
  state.choice = null;
  hideChoice();
}

/** Leave a choice: back to the selected piece (or picked prisoner) and its destinations. */
export function cancelChoice(announce = true) {
  if (!state.choice) return false;
  closeChoice();
  if (announce) ui.announce(t("announce.choiceCancelled"));
  updatePanels();
  requestDraw();
  return true;
}

export function confirmChoice() {
  const ch = state.choice;
  if (!ch || ch.kind !== "capture") return;
  // The ticked options by id (the fixed ones with them): the facade finds the move taking them.
  const ids = ch.options.filter((o) => o.fixed || ch.checked.has(o.id)).map((o) => o.id);
  const to = cellName(ch.to);
  const hadFocus = choiceHasFocus();
  const err = play((g) => (ch.drop ? g.playDrop(ch.drop.prisoner.index, to, ids) : g.playMove(cellName(ch.from), to, ids)));
  if (err) {
    choiceError(err);
    ui.announce(err);
    return;
  }
  if (hadFocus) canvas.focus();
}

/** Play removal number `option` of the open removal choice's cell. */
export function playRemoval(option) {
  const ch = state.choice;
  if (!ch || ch.kind !== "removal") return;
  const hadFocus = choiceHasFocus();
  const err = play((g) => g.playRemoval(cellName(ch.to), option));
  if (err) {
    choiceError(err);
    ui.announce(err);
  } else if (hadFocus) canvas.focus();
}

export function toggleOption(id, on) {
  const ch = state.choice;
  if (!ch || ch.kind !== "capture") return;
  const o = ch.options.find((x) => x.id === id);
  if (!o || o.fixed) return;
  if (on) ch.checked.add(id);
  else ch.checked.delete(id);
  setOption(id, on);
  choiceError("");
  updatePanels();
  requestDraw();
}

/** A capture as people read it in a list: its cell, and the value of a component taken alone. */
const captureKey = (c) => (c.component ? `${c.cell}:${c.value}` : c.cell);

/** A click (or Enter) on the board while a choice is open; false when it leaves the choice. */
export function activateInChoice(index) {
  const ch = state.choice;
  if (ch.kind === "removal") {
    if (index !== ch.to) return false;
    if (ch.moves.length === 1) playRemoval(0);
    else ui.announce(t("removal.several", { moves: ch.moves.map((m) => m.move).join(", ") }));
    return true;
  }
  if (index === ch.to) {
    confirmChoice();
    return true;
  }
  const here = ch.options.filter((o) => !o.fixed && cellIndex(o.capture.cell, state.snap.ranks) === index);
  if (here.length === 1) {
    const on = !ch.checked.has(here[0].id);
    toggleOption(here[0].id, on);
    ui.announce(t(on ? "choice.toBeTaken" : "choice.spared", { capture: describeCapture(here[0].capture) }));
    return true;
  }
  if (here.length > 1) {
    ui.announce(t("choice.several", { cell: cellName(index), list: here.map((o) => captureKey(o.capture)).join(", ") }));
    focusOption(here[0].id);
    return true;
  }
  return false;
}

/**
 * The choice panel under the board. kind "capture": a checkbox per capture on offer
 * ({id, text, checked, fixed}; fixed = taken by the move itself), then Play; kind "removal":
 * a button per removal ({id: move text, option: its number, text}).
 */
export function showChoice({ kind, head, options }) {
  ui.els.choice.dataset.kind = kind;
  ui.els.choiceHead.textContent = head;
  ui.els.choiceError.textContent = "";
  ui.els.choicePlay.hidden = kind !== "capture";
  ui.els.choiceList.replaceChildren(
    ...options.map((o, i) => {
      const li = el("li", "choice-item");
      if (kind === "removal") {
        const b = el("button", "removal", o.text);
        b.type = "button";
        b.dataset.removal = o.id;
        b.dataset.removalOption = String(o.option);
        li.append(b);
        return li;
      }
      const box = el("input");
      box.type = "checkbox";
      box.id = `choice-${i}`;
      box.dataset.option = o.id;
      box.checked = o.checked;
      box.disabled = !!o.fixed;
      const label = el("label", "", o.fixed ? t("choice.fixed", { text: o.text }) : o.text);
      label.htmlFor = box.id;
      li.dataset.cell = o.cell || "";
      li.append(box, label);
      return li;
    }),
  );
  ui.els.choice.hidden = false;
  // On a narrow screen the panel is under the board: bring it into view.
  ui.els.choice.scrollIntoView({ block: "nearest" });
}

export function hideChoice() {
  if (ui.els.choice.hidden) return;
  ui.els.choice.hidden = true;
  ui.els.choiceList.replaceChildren();
  delete ui.els.choice.dataset.kind;
}

export function choiceError(text) {
  ui.setText(ui.els.choiceError, text);
}

const optionBox = (id) => [...ui.els.choiceList.querySelectorAll("input[data-option]")].find((b) => b.dataset.option === id);

export function setOption(id, on) {
  const box = optionBox(id);
  if (box) box.checked = on;
}

export function focusOption(id) {
  const box = optionBox(id);
  if (box) box.focus();
}

export const choiceHasFocus = () => ui.els.choice.contains(document.activeElement);

/** The panel's own controls: ticks, Play, removal buttons, Cancel and Escape. */
export function wireChoice() {
  const els = ui.els;
  els.choice.addEventListener("submit", (e) => {
    e.preventDefault();
    confirmChoice();
  });
  els.choice.addEventListener("change", (e) => {
    const box = e.target;
    if (box instanceof HTMLInputElement && box.dataset.option) toggleOption(box.dataset.option, box.checked);
  });
  els.choice.addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button[data-removal]") : null;
    if (b) playRemoval(Number(b.dataset.removalOption));
  });
  els.choice.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    cancelChoice();
    canvas.focus();
  });
  els.choiceCancel.addEventListener("click", () => {
    cancelChoice();
    canvas.focus();
  });
}
