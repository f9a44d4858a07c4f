// The game's flow controls under the board: Resign (asked once more before it is done), Offer a
// draw and its answer on a shared device, Abort while neither side has moved twice, and the end
// banner's "Review the game". The actions are flow.js's; this shows who may do what.

import { abort, answerDraw, gameGoesOn, mayStepBack, offerDraw, resign, resigner, takeBackSide } from "../flow.js";
import { onLanguageChange, t } from "../i18n.js";
import { ui } from "../page.js";
import { FOCUS, emit, on, state } from "../store.js";

const els = {};
let asking = ""; // "resign" while Resign waits to be confirmed, else ""

function update() {
  if (!els.resign || !state.snap) return;
  const on_ = gameGoesOn();
  els.row.hidden = !on_ && !state.drawOffer;
  els.resign.disabled = !on_;
  els.draw.hidden = state.mode !== "hotseat" || !!state.friend;
  els.draw.disabled = !on_ || !!state.drawOffer;
  els.abort.hidden = !state.snap.abortable || !on_;
  if (!on_) asking = "";
  const offer = state.drawOffer;
  const wasHidden = els.ask.hidden;
  els.ask.hidden = !asking && !offer;
  // The question comes into view where it opens (on a phone, below the board).
  if (wasHidden && !els.ask.hidden) els.ask.scrollIntoView({ block: "nearest" });
  if (asking === "resign") {
    const side = resigner();
    ui.setText(els.question, () => t(`flow.askResign.${side}`));
    ui.setText(els.yes, () => t("flow.resignYes"));
    ui.setText(els.no, () => t("flow.resignNo"));
  } else if (offer) {
    ui.setText(els.question, () => t(`flow.askDraw.${offer}`));
    ui.setText(els.yes, () => t("flow.drawYes"));
    ui.setText(els.no, () => t("flow.drawNo"));
  }
  // Undo takes a move back against the computer (and a friend's unsent one): it says so.
  const key = takeBackSide() ? "flow.takeBack" : "game.undo";
  if (els.undo.dataset.i18n !== key) {
    els.undo.dataset.i18n = key;
    els.undo.textContent = t(key);
  }
  if (!mayStepBack()) els.undo.disabled = true;
  // The end banner's review: the game is over (any way), and it is a game, not a lesson.
  els.review.hidden = !state.snap.finished || state.lessonMode || !!state.exercise;
}

function answer(yes) {
  if (asking === "resign") {
    asking = "";
    if (yes) resign();
    else update();
    els.resign.focus();
    return;
  }
  if (state.drawOffer) answerDraw(yes);
}

export function wireFlow() {
  for (const [key, id] of [["row", "flow"], ["resign", "resign"], ["draw", "offer-draw"], ["abort", "abort"], ["ask", "flow-ask"], ["question", "flow-question"], ["yes", "flow-yes"], ["no", "flow-no"], ["review", "banner-review"], ["undo", "undo"]]) {
    els[key] = document.getElementById(id);
  }
  els.resign.addEventListener("click", () => {
    asking = "resign";
    update();
    els.no.focus();
  });
  els.draw.addEventListener("click", () => {
    offerDraw();
    els.no.focus();
  });
  els.abort.addEventListener("click", abort);
  els.yes.addEventListener("click", () => answer(true));
  els.no.addEventListener("click", () => answer(false));
  els.review.addEventListener("click", () => {
    emit("showTab", "analyse");
    emit("review");
  });
  for (const event of [...FOCUS, "flow", "players", "lesson", "practice"]) on(event, update);
  onLanguageChange(update);
}
