// Presentation mode, for a projector: the board fills the window and the side panel is reduced to
// what the room needs, in type large enough to read from the back: whose move it is, the last
// move with its captures' arithmetic, and the drawings on the board. The keyboard steps through
// the game (arrows, Page Up/Down, Home, End), or a study played, step by step, its question's
// answer shown on A; Escape leaves; F asks for the full screen.

import { capitalize, onLanguageChange, t } from "../i18n.js";
import { seekTo } from "../board.js";
import { reviewText } from "../snapshot.js";
import { FOCUS, drawingsHere, emit, on, state } from "../store.js";
import { describeCapture, describeDrawing } from "../ui.js";
import { player, questionHere } from "../study/open.js";
import { answerWords, questionWords } from "../study/words.js";

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
  updateStudy();
  const full = !!document.fullscreenElement;
  $("present-full").textContent = t(full ? "present.windowed" : "present.full");
  $("present-full").setAttribute("aria-pressed", String(full));
}

const studied = () => !!state.study && state.study.mode === "play";

/** A study played: its step's comment and question for the room, the answer once asked for. */
function updateStudy() {
  const s = studied() ? state.study : null;
  $("present-study").hidden = !s;
  $("present-game-keys").hidden = !!s;
  if (!s) return;
  const chapter = s.report.chapters[s.chapter];
  const step = chapter.steps.find((x) => x.ply === s.ply);
  const q = questionHere();
  $("present-study-title").textContent = `${s.report.title}: ${chapter.title}`;
  $("present-study-step").textContent = t("study.playStep", { n: s.ply, total: chapter.moves.length });
  $("present-study-comment").textContent = step ? step.comment : "";
  const view = { ranks: state.snap.ranks, turn: state.snap.turn, board: state.snap.board, moves: q && q.kind === "captures" ? state.game.legalMoves() : [] };
  $("present-study-question").textContent = q ? questionWords(q, view) : "";
  const open = !!q && (s.shown || !!(s.answer && s.answer.right));
  $("present-study-answer").hidden = !open;
  $("present-study-answer").textContent = open ? `${answerWords(q)} ${q.explain || ""}`.trim() : "";
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

// A study played steps through its chapters instead; A shows the question's answer.
const STUDY_KEYS = {
  ArrowLeft: () => player.previous(),
  ArrowUp: () => player.previous(),
  PageUp: () => player.previous(),
  ArrowRight: () => player.next(),
  ArrowDown: () => player.next(),
  PageDown: () => player.next(),
  Home: () => player.go(0, 0),
  a: () => player.reveal(),
  A: () => player.reveal(),
};

function onKey(e) {
  if (!presenting() || document.querySelector("dialog[open]") || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
  let act = null;
  if (e.key === "Escape") act = leavePresent;
  else if (e.key === "f" || e.key === "F") act = toggleFullScreen;
  else if (studied() && STUDY_KEYS[e.key]) act = STUDY_KEYS[e.key];
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
  $("present-prev").addEventListener("click", () => (studied() ? player.previous() : seekTo(state.game.cursor() - 1)));
  $("present-next").addEventListener("click", () => (studied() ? player.next() : seekTo(state.game.cursor() + 1)));
  $("present-full").addEventListener("click", toggleFullScreen);
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("fullscreenchange", () => {
    updatePresent();
    emit("resize");
  });
  for (const event of [...FOCUS, "drawings", "study"]) on(event, updatePresent);
  onLanguageChange(updatePresent);
}
