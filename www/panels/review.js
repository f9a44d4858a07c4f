// The review panel: stepping through the recorded line, and the question before a move played at
// an earlier point discards the later moves.

import { afterPlay, refresh } from "../board.js";
import { t } from "../i18n.js";
import { closeChoice } from "./choice.js";
import { cancelThinking } from "./opponent.js";
import { clearDrop } from "./prisoners.js";
import { updatePanels } from "./status.js";
import { canvas, state, ui } from "../state.js";
import { describeCapture } from "../ui.js";
import { requestDraw } from "../view.js";

/** The confirmation before a move at an earlier point discards the later moves. */
export function askDiscard(pending) {
  if (state.pending) state.pending.game.free();
  state.pending = pending;
  const { later, result } = pending;
  const shown = later.length > 8 ? `${later.slice(0, 8).join(", ")}, …` : later.join(", ");
  ui.setText(document.getElementById("discard-text"), () => t("review.discardText", { move: result.move, n: later.length, moves: shown }));
  const dialog = document.getElementById("discard-dialog");
  dialog.returnValue = "";
  dialog.showModal();
  document.getElementById("discard-cancel").focus();
}

/** The dialog closed: play the pending move (confirmed) or keep everything. */
export function settleDiscard(confirmed) {
  const p = state.pending;
  if (!p) return;
  state.pending = null;
  if (!confirmed) {
    p.game.free();
    state.selection.clear();
    closeChoice();
    clearDrop();
    updatePanels();
    requestDraw();
    ui.announce(t("review.kept", { n: p.later.length }));
    canvas.focus();
    return;
  }
  const old = state.game;
  state.game = p.game;
  old.free();
  // The later positions were discarded, and their drawings with them.
  state.drawings.dropAfter(p.before.cursor);
  afterPlay(p.before, p.result, p.describe);
  canvas.focus();
}

/** Is the game shown at an earlier point than the end of its recorded line? */
export function reviewing() {
  // (canRedo, not the line's length: the whole line is not read on every move of a long game)
  return !!state.game && state.game.canRedo();
}

/** Show the position after `n` moves of the line (clamped), as the review buttons do. */
export function seekTo(n) {
  if (!state.game) return;
  const line = state.game.lineLength();
  const to = Math.max(0, Math.min(line, n));
  if (to === state.game.cursor()) {
    ui.announce(t(to === 0 ? "review.atStart" : "review.atEnd"));
    return;
  }
  cancelThinking();
  state.game.seek(to);
  refresh();
  ui.announce(reviewText());
}

/** "After move 3 of 5: Black played c14-b13" (with its captures for `full`) or the start. */
export function reviewText(full = true) {
  const snap = state.snap;
  const total = snap.line.length;
  if (snap.cursor === 0) return t("review.start", { total });
  const last = snap.lastMove;
  const mover = snap.line[snap.cursor - 1].mover;
  const head = t("review.step", { n: snap.cursor, total, side: t(`review.side.${mover}`), move: last ? last.move : "" });
  if (!full) return head;
  const caps = last && last.captures.length ? t("review.capturing", { captures: last.captures.map(describeCapture).join("; ") }) : t("review.noCapture");
  return `${head} ${caps}`;
}

export function updateReview() {
  const snap = state.snap;
  const total = snap.line.length;
  const els = reviewEls;
  if (!els.step) return;
  els.first.disabled = els.prev.disabled = snap.cursor === 0;
  els.next.disabled = els.last.disabled = snap.cursor >= total;
  els.step.textContent = reviewText(false);
  const last = snap.cursor > 0 ? snap.lastMove : null;
  els.captures.replaceChildren(
    ...(last ? last.captures : []).map((c) => {
      const li = document.createElement("li");
      li.className = "capture";
      li.textContent = describeCapture(c);
      li.dataset.cell = c.cell;
      li.dataset.method = c.method;
      return li;
    }),
  );
  els.capturesHead.textContent = last ? t(last.captures.length ? "review.capturesHead" : "review.noCapture") : "";
  els.note.textContent = snap.cursor < total ? t("review.reviewing", { n: total - snap.cursor }) : "";
  document.body.dataset.reviewing = snap.cursor < total ? "1" : "";
}

export const reviewEls = {};

export function wireReview() {
  for (const [key, id] of [["first", "review-first"], ["prev", "review-prev"], ["next", "review-next"], ["last", "review-last"], ["step", "review-step"], ["captures", "review-captures"], ["capturesHead", "review-captures-head"], ["note", "review-note"]]) {
    reviewEls[key] = document.getElementById(id);
  }
  reviewEls.first.addEventListener("click", () => seekTo(0));
  reviewEls.prev.addEventListener("click", () => seekTo(state.game.cursor() - 1));
  reviewEls.next.addEventListener("click", () => seekTo(state.game.cursor() + 1));
  reviewEls.last.addEventListener("click", () => seekTo(state.game.lineLength()));
  // A move in the list: the position after it.
  document.getElementById("moves").addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button[data-ply]") : null;
    if (b) seekTo(Number(b.dataset.ply));
  });
  // Home / PageUp / PageDown / End step through the game (the arrows stay the board's).
  document.addEventListener("keydown", (e) => {
    const target = e.target;
    const typing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
    if (typing || e.altKey || e.ctrlKey || e.metaKey || document.querySelector("dialog[open]")) return;
    const steps = { Home: () => 0, PageUp: (c) => c - 1, PageDown: (c) => c + 1, End: () => state.game.lineLength() };
    if (!steps[e.key]) return;
    e.preventDefault();
    seekTo(steps[e.key](state.game.cursor()));
  });
  const dialog = document.getElementById("discard-dialog");
  dialog.addEventListener("close", () => settleDiscard(dialog.returnValue === "confirm"));
}
