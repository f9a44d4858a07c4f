// The controller (chessground's events.ts): what pointer and keyboard input on the board does
// (input.js turns events into cells), and the controls around it: new game, move and position
// boxes, undo and redo (buttons and Ctrl+Z / Ctrl+Y), turning the board, the notice.

import { Game } from "./pkg/rithmomachia.js";
import { clearDrop, play, redo, undo } from "./board.js";
import { activateInChoice, cancelChoice, openRemoval, takeDestination } from "./choice.js";
import { mayStepBack, takeBack, takeBackSide } from "./flow.js";
import { takeGame } from "./games.js";
import { sideWords, t } from "./i18n.js";
import { cellName, stepOnScreen } from "./render.js";
import { canvas, shortMessage, shorten, toMove, ui } from "./page.js";
import { describeCell, destinationsInWords, destinationsOf, firstCursor, mayMove, pieceAt } from "./snapshot.js";
import { computerPlays, cursorFor, emit, friendWaits, state } from "./store.js";
import { turnBoard } from "./view.js";

export const handlers = {
  hover(index) {
    if (index === state.hover) return;
    state.hover = index;
    emit("focus");
  },
  activate(index, how) {
    index = cursorFor(index, how);
    state.inspect = index;
    if (state.answered) {
      ui.announce(t(`${state.answered === "lesson" ? "lessons" : "practice"}.answered`));
      return;
    }
    if (!state.snap || state.snap.status.state !== "playing") {
      if (index >= 0) ui.announce(t("announce.over"));
      return;
    }
    if (computerPlays(state.snap.turn)) {
      // The computer's turn: the click is answered (inspector, announcement), no move is made.
      state.selection.clear();
      emit("focus");
      const who = t(state.thinking ? "announce.computerThinking" : "announce.computerTurn");
      ui.announce(index >= 0 ? `${describeCell(index)} ${who}.` : `${who}.`);
      return;
    }
    if (friendWaits(state.snap.turn)) {
      // A game by link: the other side moves on the friend's device.
      state.selection.clear();
      emit("focus");
      ui.announce(t("friend.waiting"));
      return;
    }
    if (state.choice) {
      if (activateInChoice(index)) return;
      cancelChoice(false);
    }
    const sel = state.selection;
    if (state.drop) {
      if (sel.dests && sel.dests.has(index)) {
        takeDestination(-1, state.drop, index, sel.dests.get(index), how);
        return;
      }
      clearDrop();
    }
    if (sel.selected >= 0 && sel.dests && sel.dests.has(index)) {
      takeDestination(sel.selected, null, index, sel.dests.get(index), how);
      return;
    }
    const r = sel.activate(index, destinationsOf);
    if (r.type === "select") {
      const n = sel.dests.size;
      ui.announce(`${t("announce.destinations", { cell: describeCell(r.index), n })} ${destinationsInWords(sel.dests)}`);
    } else if (r.type === "stuck") {
      const p = pieceAt(r.index);
      if (state.snap.removals.has(r.index)) {
        openRemoval(r.index);
        return;
      }
      ui.announce(p && p.color !== state.snap.turn ? t("announce.notYours", { cell: cellName(r.index), ...sideWords(state.snap.turn) }) : t("announce.noMove", { cell: cellName(r.index) }));
    } else if (r.type === "deselect") {
      ui.announce(t("announce.cleared"));
    }
    emit("focus");
  },
  /** A piece that may be dragged now: the mover's, with somewhere to go, no choice open. */
  canDrag(index) {
    if (index < 0 || !state.snap || state.snap.status.state !== "playing" || state.choice) return false;
    if (computerPlays(state.snap.turn) || friendWaits(state.snap.turn) || state.answered) return false;
    return mayMove(index);
  },
  dragStart(index) {
    state.dragging = index;
    if (state.selection.selected !== index) handlers.activate(index, "pointer");
  },
  dragTo(index) {
    // The cell under the finger or mouse: its capture preview shows as a pointer's hover does.
    handlers.hover(index);
  },
  drop(from, to) {
    state.dragging = -1;
    const sel = state.selection;
    if (to >= 0 && to !== from && sel.selected === from && sel.dests && sel.dests.has(to)) {
      state.hover = -1;
      handlers.activate(to, "pointer");
      return;
    }
    // Released off the marked cells: the piece stays picked, its destinations shown.
    state.hover = -1;
    emit("focus");
  },
  arrow(dx, dy) {
    state.keyboard = true;
    if (state.cursor < 0) state.cursor = firstCursor();
    else state.cursor = stepOnScreen(state.layout, state.cursor, dx, dy);
    ui.announce(describeCell(state.cursor));
    emit("focus");
  },
  cancel() {
    // Escape steps back: a choice, then a picked prisoner, then the selection.
    if (cancelChoice()) return;
    if (state.drop) {
      clearDrop();
      ui.announce(t("announce.dropCancelled"));
    } else {
      if (state.selection.selected >= 0) ui.announce(t("announce.cleared"));
      state.selection.clear();
    }
    emit("focus");
  },
  focus() {
    state.focused = true;
    // Reached with Tab (not a click): show the keyboard cursor at once.
    if (canvas.matches(":focus-visible")) state.keyboard = true;
    if (state.cursor < 0) state.cursor = firstCursor();
    emit("focus");
  },
  blur() {
    state.focused = false;
    emit("focus");
  },
};

/** Undo: against the computer (or with a friend, a move not yet sent) take the last move back;
 * else step back through the moves, except past a move a friend has seen (flow.js). */
function undoOrTakeBack() {
  const side = takeBackSide();
  if (side) takeBack(side);
  else if (mayStepBack()) undo();
  else ui.announce(t("flow.friendSeen"));
}

export function wireControls() {
  const els = ui.els;
  els.undo.addEventListener("click", undoOrTakeBack);
  els.redo.addEventListener("click", redo);
  document.addEventListener("keydown", (e) => {
    const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement;
    if (typing || !(e.ctrlKey || e.metaKey) || document.querySelector("dialog[open]")) return;
    if (e.key === "z" && !e.shiftKey) {
      e.preventDefault();
      undoOrTakeBack();
    } else if (e.key === "y" || (e.key === "Z" && e.shiftKey)) {
      e.preventDefault();
      redo();
    }
  });
  document.getElementById("rotate").addEventListener("click", () => turnBoard(3));
  document.getElementById("flip").addEventListener("click", () => turnBoard(2));
  document.getElementById("notice-close").addEventListener("click", () => ui.notice(""));

  const moveInput = document.getElementById("move-input");
  document.getElementById("move-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = moveInput.value.trim();
    if (!text) return;
    if (state.snap.status.state !== "playing") {
      ui.setText(els.moveError, () => t("moves.over"));
      return;
    }
    if (computerPlays(state.snap.turn)) {
      ui.setText(els.moveError, () => t("moves.computerTurn"));
      return;
    }
    if (friendWaits(state.snap.turn)) {
      ui.setText(els.moveError, () => t("friend.waiting"));
      return;
    }
    if (state.answered) {
      ui.setText(els.moveError, () => t(`${state.answered === "lesson" ? "lessons" : "practice"}.answered`));
      return;
    }
    const err = play((g) => g.play(text));
    // The notation's or the rules' reason, in the reader's language (docs/i18n.md, "Errors").
    ui.setText(els.moveError, err ? shorten(err, 300) : "");
    if (!err) moveInput.value = "";
  });

  const posInput = document.getElementById("position-input");
  document.getElementById("position-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = posInput.value.trim();
    try {
      // Read with the rules chosen now (shown above the box), custom ones included.
      const g = Game.fromPosition(text, state.chosen.json);
      ui.setText(els.positionError, "");
      // The game in progress is kept ("Back to the previous game"), or the player is asked.
      takeGame(g, () => t("position.loaded", { turn: toMove() }));
    } catch (err) {
      // The setup's or the notation's fault, in the reader's language (docs/i18n.md, "Errors").
      ui.setText(els.positionError, shortMessage(err));
    }
  });
}
