// Presentation mode, for a projector: the board fills the window and the side panel is reduced to
// what the room needs, in type large enough to read from the back: whose move it is, the last
// move with its captures' arithmetic, and the drawings on the board. The keyboard steps through
// the game (arrows, Page Up/Down, Home, End); Escape leaves; F asks for the full screen.

import { capitalize, onLanguageChange, t } from "../i18n.js";
import { seekTo } from "../board.js";
import { reviewText } from "../snapshot.js";
import { FOCUS, drawingsHere, emit, on, state } from "../store.js";
import { describeCapture, describeDrawing } from "../ui.js";

const $ = (id) => document.getElementById(id);

const presenting = () => document.body.dataset.present === "1";

const el = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });

/** The panel's words for the position shown. */
function updatePresent() {
  if (!presenting() || !state.snap) return;
  const snap = state.snap;
  const turn = $("present-turn");
  turn.textContent = snap.status.state === "playing" ? t(`turn.next.${snap.turn}`) : $("status").textContent;
  turn.dataset.turn = snap.status.state === "playing" ? snap.turn : "";
  $("present-step").textContent = reviewText(false);
  const last = snap.cursor > 0 ? snap.lastMove : null;
  $("present-last").hidden = !last;
  $("present-captures").replaceChildren(...(last ? last.captures : []).map((c) => el("li", describeCapture(c))));
  $("present-captures-head").textContent = last ? t(last.captures.length ? "review.capturesHead" : "review.noCapture") : "";
  const here = drawingsHere();
  $("present-drawings").replaceChildren(...here.map((m) => el("li", capitalize(describeDrawing(m)))));
  $("present-drawings-none").hidden = here.length > 0;
  const full = !!document.fullscreenElement;
  $("present-full").textContent = t(full ? "present.windowed" : "present.full");
  $("present-full").setAttribute("aria-pressed", String(full));
}

/** Enter presentation mode. */
function present() {
  if (presenting()) return;
  document.body.dataset.present = "1";
  document.documentElement.dataset.present = "1";
  $("present").hidden = false;
  updatePresent();
  emit("resize");
  $("present-next").focus();
}

/** Leave presentation mode (and the full screen, if it was asked for). */
function leavePresent() {
  if (!presenting()) return;
  delete document.body.dataset.present;
  delete document.documentElement.dataset.present;
  $("present").hidden = true;
  if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  emit("resize");
  $("present-open").focus();
}

async function toggleFullScreen() {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // Refused (a browser without it, or not from a click): the window stays as it is.
  }
  updatePresent();
}

const STEPS = {
  ArrowLeft: (c) => c - 1,
  ArrowUp: (c) => c - 1,
  PageUp: (c) => c - 1,
  ArrowRight: (c) => c + 1,
  ArrowDown: (c) => c + 1,
  PageDown: (c) => c + 1,
  Home: () => 0,
  End: () => Infinity,
};

function onKey(e) {
  if (!presenting() || document.querySelector("dialog[open]") || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
  let act = null;
  if (e.key === "Escape") act = leavePresent;
  else if (e.key === "f" || e.key === "F") act = toggleFullScreen;
  else if (STEPS[e.key]) act = () => seekTo(Math.min(STEPS[e.key](state.game.cursor()), state.game.lineLength()));
  if (!act) return;
  // The presentation's keys only: neither the board's cursor nor the review's keys act too.
  e.preventDefault();
  e.stopPropagation();
  act();
}

export function wirePresent() {
  $("present-open").addEventListener("click", present);
  $("present-leave").addEventListener("click", leavePresent);
  $("present-prev").addEventListener("click", () => seekTo(state.game.cursor() - 1));
  $("present-next").addEventListener("click", () => seekTo(state.game.cursor() + 1));
  $("present-full").addEventListener("click", toggleFullScreen);
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("fullscreenchange", () => {
    updatePresent();
    emit("resize");
  });
  for (const event of [...FOCUS, "drawings"]) on(event, updatePresent);
  onLanguageChange(updatePresent);
}
