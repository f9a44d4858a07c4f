// The review panel: stepping through the recorded line, and the question before a move played at
// an earlier point discards the later moves.

import { seekTo, settlePending } from "../board.js";
import { onLanguageChange, t } from "../i18n.js";
import { canvas, ui } from "../page.js";
import { reviewText } from "../snapshot.js";
import { on, state } from "../store.js";
import { describeCapture } from "../ui.js";

/** The confirmation before a move at an earlier point discards the later moves. */
function askDiscard() {
  const { later, result } = state.pending;
  const shown = later.length > 8 ? `${later.slice(0, 8).join(", ")}, …` : later.join(", ");
  ui.setText(document.getElementById("discard-text"), () => t("review.discardText", { move: result.move, n: later.length, moves: shown }));
  const dialog = document.getElementById("discard-dialog");
  dialog.returnValue = "";
  dialog.showModal();
  document.getElementById("discard-cancel").focus();
}

function updateReview() {
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

const reviewEls = {};

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
  dialog.addEventListener("close", () => {
    if (!state.pending) return;
    const confirmed = dialog.returnValue === "confirm";
    const n = state.pending.later.length;
    settlePending(confirmed);
    if (!confirmed) ui.announce(t("review.kept", { n }));
    canvas.focus();
  });
  on("discard", askDiscard);
  on("position", updateReview);
  onLanguageChange(() => state.snap && updateReview());
}
