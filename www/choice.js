// The capture and removal choices (data and actions; panels/choice.js shows them): a destination
// taken is played at once when one move goes there, else the player ticks the captures to make;
// an enemy piece that may be removed offers its removals. state.choice holds the open choice:
// {kind: "capture", label, from, drop, to, info, options, checked, error} or
// {kind: "removal", to, moves, error}; every change emits `choice`.

import { play } from "./board.js";
import { t } from "./i18n.js";
import { cellIndex, cellName } from "./layout.js";
import { ui } from "./page.js";
import { listCaptures } from "./snapshot.js";
import { emit, state } from "./store.js";
import { describeCapture } from "./ui.js";

/** Play the destination `to` of the piece on `from` (or of the prisoner `drop`, from snap.drops). */
export function takeDestination(from, drop, to, info, how) {
  if (!info.choice) {
    // One move goes there: the destination's default.
    const err = play((g) => (drop ? g.playDrop(drop.prisoner.index, cellName(to)) : g.playMove(cellName(from), cellName(to))));
    if (err) ui.announce(err);
    return;
  }
  openChoice(from, drop, to, info, how);
}

/**
 * Several moves go to one destination: the player picks the captures. Preselected: the
 * destination's default (the move taking the most, normally every capture on offer); the player
 * unticks what to spare. `drop`: the prisoner dropped (from snap.drops), or null for a move.
 */
function openChoice(from, drop, to, info, how) {
  const label = info.label;
  state.choice = { kind: "capture", label, from, drop, to, info, options: info.options, checked: new Set(info.default), error: "" };
  const free = info.options.filter((o) => !o.fixed);
  if (how === "key") state.cursor = to;
  emit("choice", { opened: true });
  ui.announce(t("choice.announce", { move: label, n: free.length, list: listCaptures(free.map((o) => o.capture)), cell: cellName(to) }));
}

/** An enemy piece that may be removed (`x<cell>[:value]`): offer the removal(s), the facade's
 * options for that cell ({move, captures}, played by their number). */
export function openRemoval(index) {
  const moves = state.snap.removals.get(index).options;
  state.selection.clear();
  state.choice = { kind: "removal", to: index, moves, error: "" };
  emit("choice", { opened: true });
  ui.announce(t(moves.length === 1 ? "removal.announce.one" : "removal.announce.many", { cell: cellName(index), moves: moves.map((m) => m.move).join(", ") }));
}

/** Leave a choice: back to the selected piece (or picked prisoner) and its destinations. */
export function cancelChoice(announce = true) {
  if (!state.choice) return false;
  state.choice = null;
  emit("choice", {});
  if (announce) ui.announce(t("announce.choiceCancelled"));
  return true;
}

/** A refused move keeps the choice open, with the core's reason under it. */
function refused(err) {
  state.choice.error = err;
  emit("choice", {});
  ui.announce(err);
}

/** Play the ticked captures (the fixed ones with them): the facade finds the move taking them. */
export function confirmChoice() {
  const ch = state.choice;
  if (!ch || ch.kind !== "capture") return;
  const ids = ch.options.filter((o) => o.fixed || ch.checked.has(o.id)).map((o) => o.id);
  const to = cellName(ch.to);
  const err = play((g) => (ch.drop ? g.playDrop(ch.drop.prisoner.index, to, ids) : g.playMove(cellName(ch.from), to, ids)));
  if (err) refused(err);
}

/** Play removal number `option` of the open removal choice's cell. */
export function playRemoval(option) {
  const ch = state.choice;
  if (!ch || ch.kind !== "removal") return;
  const err = play((g) => g.playRemoval(cellName(ch.to), option));
  if (err) refused(err);
}

/** Tick or untick capture `id` of the open choice (a fixed one stays). */
export function toggleOption(id, on) {
  const ch = state.choice;
  if (!ch || ch.kind !== "capture") return;
  const o = ch.options.find((x) => x.id === id);
  if (!o || o.fixed) return;
  if (on) ch.checked.add(id);
  else ch.checked.delete(id);
  ch.error = "";
  emit("choice", {});
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
    emit("choice", { focus: here[0].id });
    return true;
  }
  return false;
}
