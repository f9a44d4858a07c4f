// The exercises' panel under the board: the task, the hint, the verdict and its reasons, Retry,
// Previous, Next and Leave (practice.js runs the exercises).

import { onLanguageChange, t } from "../i18n.js";
import { askHint, exercise, goTo, leave, practice } from "../practice.js";
import { on, teach } from "../store.js";
import { el } from "../ui.js";
import { showBoard } from "../page.js";

const els = {};

/** The game's controls that do not apply to an exercise are disabled while one is open (an
 * exercise is in the lesson mode, whose controls panels/lessons.js sets; these again after it). */
function controls(x) {
  const on = !!x;
  document.body.dataset.practice = on ? x.deck.kind : "";
  for (const id of ["undo", "redo", "hint", "mode"]) {
    const b = document.getElementById(id);
    if (b && on) b.disabled = true;
  }
  // The lessons wait too (one exercise on the board at a time).
  const lessonsOpen = document.getElementById("lessons-open");
  if (lessonsOpen) lessonsOpen.disabled = on;
}

function render({ opened = false } = {}) {
  if (!els.panel) return;
  const x = exercise();
  const deck = x && x.deck;
  els.panel.hidden = !deck;
  controls(x);
  if (!deck) {
    els.panel.dataset.kind = "";
    teach("exercise", null);
    return;
  }
  const a = x.answer;
  els.panel.dataset.kind = deck.kind;
  els.panel.dataset.item = x.item.id || String(deck.at);
  els.panel.dataset.state = !a ? "waiting" : a.checking ? "checking" : a.right ? (a.done ? "solved" : "going-on") : "missed";
  els.count.textContent = deck.title(x.item, deck.at, deck.items.length);
  els.task.textContent = deck.task(x.item);
  els.hintText.hidden = !x.hintText;
  els.hintText.textContent = x.hintText;
  els.result.replaceChildren();
  if (a && !a.checking) {
    els.result.append(el("p", "lesson-verdict", t(a.right ? (a.done ? "practice.right" : "practice.rightGoOn") : "practice.wrong")));
    if (a.text) els.result.append(el("p", "lesson-reason", a.text));
    if (a.facts && a.facts.length) {
      const ul = el("ul", "lesson-facts");
      for (const f of a.facts) ul.append(el("li", "", f));
      els.result.append(ul);
    }
  } else if (a && a.checking) {
    els.result.append(el("p", "muted", t("practice.checking")));
  }
  els.retry.hidden = !(a && !a.checking && !a.right);
  els.hint.disabled = !!a;
  els.next.textContent = t(deck.at + 1 < deck.items.length ? "practice.next" : "practice.finish");
  els.prev.disabled = deck.at === 0;
  // The task, or the verdict, on the line under the board too (on a phone, with the board).
  const verdict = a && !a.checking ? `${t(a.right ? (a.done ? "practice.right" : "practice.rightGoOn") : "practice.wrong")} ${a.text || ""}`.trim() : "";
  teach("exercise", !a ? { text: els.task.textContent, state: "task" } : a.checking ? { text: t("practice.checking"), state: "checking" } : { text: verdict, state: a.right ? "solved" : "missed" });
  // On a narrow screen the panel is under the board: bring a new exercise into view.
  if (opened) {
    els.panel.scrollIntoView({ block: "nearest" });
    // A phone: the board and its line (the task, then the verdict) in view rather than the panel.
    showBoard();
  }
}

export function wirePractice() {
  for (const [key, id] of [
    ["panel", "practice"], ["count", "practice-count"], ["task", "practice-task"], ["hintText", "practice-hint-text"], ["result", "practice-result"],
    ["hint", "practice-hint"], ["retry", "practice-retry"], ["prev", "practice-prev"], ["next", "practice-next"], ["leave", "practice-leave"],
  ]) {
    els[key] = document.getElementById(id);
  }
  els.hint.addEventListener("click", askHint);
  els.retry.addEventListener("click", () => practice.retry());
  els.prev.addEventListener("click", () => exercise() && goTo(exercise().deck.at - 1));
  els.next.addEventListener("click", () => exercise() && goTo(exercise().deck.at + 1));
  els.leave.addEventListener("click", leave);
  on("practice", render);
  onLanguageChange(() => render());
  render();
}
