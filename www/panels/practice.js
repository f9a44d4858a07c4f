// Exercises on the board: "learn from your mistakes" (a marked move of the game analysed, played
// again from the position before it) and the puzzles (panels/puzzles.js). Like a lesson, an
// exercise sets the game in progress aside (storage.js) and brings it back on leaving; while one
// is open the game's own controls that do not apply (Undo, Redo, the hint, who plays) are
// disabled. The core judges every answer: a puzzle's by the page's module, a mistake's by the
// engine in the analysis worker; this only shows the verdict.
//
// A deck: {kind, items, at, title(item, i, n), task(item), hint(item, level) → {text, cell},
// check(item, move, result) → Promise<{right, text, facts, done, reply}>, solved?(item),
// opened?(item, i), replied?(item, result), left?()}. `reply`: a move the core answers with (a
// puzzle's line goes on; `replied` gets what the core made of it), `done`: the exercise is over.
// `left` runs however the exercises end (Leave, the last Next, a new game put on the board).

import { Game } from "../pkg/rithmomachia.js";
import { play as playMove, restore, save, setGame } from "../board.js";
import { onLanguageChange, t } from "../i18n.js";
import { lessons } from "./lessons.js";
import { cancelThinking, updateAiPanel } from "./opponent.js";
import { DEFAULT_PRESET, messageOf, state, ui } from "../state.js";
import { setGameAside } from "../storage.js";
import { lessonControls, putAsideBack } from "./lessons.js";
import { requestDraw } from "../view.js";

// answer: null (waiting for a move), {checking: true}, or the verdict {right, text, facts, done}.
const p = { deck: null, item: null, answer: null, hint: 0, hintText: "", replying: false };
const els = {};

export const practice = {
  /** Is an exercise on the board? */
  active: () => !!p.deck,
  /** Is the board waiting for Retry or Next (the answer given, or being checked)? */
  answered: () => !!p.deck && p.answer !== null && !(p.answer.right && !p.answer.done),
  /** A move was played on the exercise's board. */
  played,
  /** Try the exercise again. */
  retry: () => p.deck && open(p.deck.at),
  kind: () => (p.deck ? p.deck.kind : ""),
};

/** Put a deck's exercises on the board, from its item `at`; the game in progress waits aside. */
export function startPractice(deck) {
  cancelThinking();
  if (lessons && lessons.active()) lessons.drop();
  if (!state.lessonMode) {
    save();
    setGameAside();
    state.lessonMode = true;
  }
  p.deck = deck;
  // The game's own controls (a new game, its rules, who plays, the records) wait, as in a lesson.
  lessonControls();
  updateAiPanel();
  open(deck.at || 0);
}

function open(i) {
  const deck = p.deck;
  if (!deck || i < 0 || i >= deck.items.length) return;
  deck.at = i;
  p.item = deck.items[i];
  p.answer = null;
  p.hint = 0;
  p.hintText = "";
  state.lessonMark = null;
  try {
    setGame(Game.fromPosition(p.item.position, p.item.rules));
  } catch (e) {
    ui.notice(messageOf(e));
    leave();
    return;
  }
  if (deck.opened) deck.opened(p.item, i);
  render();
  ui.announce(`${deck.title(p.item, i, deck.items.length)}. ${deck.task(p.item)}`);
  els.panel.scrollIntoView({ block: "nearest" });
}

/** Leave the exercises: the game set aside comes back to the board. */
export function leave() {
  const deck = p.deck;
  p.deck = null;
  p.item = null;
  p.answer = null;
  state.lessonMark = null;
  if (state.lessonMode && !(lessons && lessons.active())) {
    state.lessonMode = false;
    putAsideBack();
    setGame(restore() || new Game(DEFAULT_PRESET));
    lessonControls();
    updateAiPanel();
    ui.announce(t("practice.left"));
  }
  render();
  if (deck && deck.left) deck.left();
}

function played(result) {
  if (p.replying || !p.deck || !result || !result.move || (p.answer && !(p.answer.right && !p.answer.done))) return;
  const deck = p.deck;
  const item = p.item;
  p.answer = { checking: true };
  state.lessonMark = null;
  render();
  deck.check(item, result.move, result).then(
    (verdict) => {
      if (p.item !== item) return;
      p.answer = verdict;
      if (verdict.right && verdict.done && deck.solved) deck.solved(item);
      render();
      ui.announce(`${verdict.right ? t("practice.right") : t("practice.wrong")} ${verdict.text || ""}`.trim());
      if (verdict.right && !verdict.done && verdict.reply) {
        // The line goes on: the core's answer is played (as the computer's moves are), and the
        // next move is the player's.
        p.replying = true;
        let reply = null;
        const err = playMove((g) => (reply = g.play(verdict.reply)), true);
        p.replying = false;
        p.answer = null;
        if (err) ui.notice(err);
        else if (deck.replied && reply) deck.replied(item, reply);
        render();
      }
    },
    (err) => {
      if (p.item !== item) return;
      p.answer = null;
      ui.notice(messageOf(err));
      render();
    },
  );
}

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The game's controls that do not apply to an exercise are disabled while one is open (an
 * exercise is in the lesson mode, whose controls panels/lessons.js sets; these again after it). */
function controls() {
  const on = !!p.deck;
  document.body.dataset.practice = on ? p.deck.kind : "";
  for (const id of ["undo", "redo", "hint", "mode"]) {
    const b = document.getElementById(id);
    if (b && on) b.disabled = true;
  }
  // The lessons wait too (one exercise on the board at a time).
  const lessonsOpen = document.getElementById("lessons-open");
  if (lessonsOpen) lessonsOpen.disabled = on;
}

function render() {
  if (!els.panel) return;
  // A game put in play from elsewhere (a new game, a link) ends the exercises.
  if (p.deck && !state.lessonMode) {
    const ended = p.deck;
    p.deck = null;
    p.item = null;
    if (ended.left) ended.left();
  }
  const deck = p.deck;
  els.panel.hidden = !deck;
  controls();
  if (!deck) {
    els.panel.dataset.kind = "";
    return;
  }
  const a = p.answer;
  els.panel.dataset.kind = deck.kind;
  els.panel.dataset.item = p.item.id || String(deck.at);
  els.panel.dataset.state = !a ? "waiting" : a.checking ? "checking" : a.right ? (a.done ? "solved" : "going-on") : "missed";
  els.count.textContent = deck.title(p.item, deck.at, deck.items.length);
  els.task.textContent = deck.task(p.item);
  els.hintText.hidden = !p.hintText;
  els.hintText.textContent = p.hintText;
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
}

/** The board changed: the exercise's panel follows (and notices when the exercise was ended). */
export function practiceChanged() {
  render();
}

export function wirePractice() {
  for (const [key, id] of [
    ["panel", "practice"], ["count", "practice-count"], ["task", "practice-task"], ["hintText", "practice-hint-text"], ["result", "practice-result"],
    ["hint", "practice-hint"], ["retry", "practice-retry"], ["prev", "practice-prev"], ["next", "practice-next"], ["leave", "practice-leave"],
  ]) {
    els[key] = document.getElementById(id);
  }
  els.hint.addEventListener("click", () => {
    if (!p.deck || p.answer) return;
    p.hint += 1;
    const h = p.deck.hint(p.item, p.hint);
    p.hintText = h.text;
    state.lessonMark = h.cell || null;
    requestDraw();
    render();
    ui.announce(h.text);
  });
  els.retry.addEventListener("click", () => practice.retry());
  els.prev.addEventListener("click", () => p.deck && open(p.deck.at - 1));
  els.next.addEventListener("click", () => {
    if (!p.deck) return;
    if (p.deck.at + 1 < p.deck.items.length) open(p.deck.at + 1);
    else leave();
  });
  els.leave.addEventListener("click", leave);
  onLanguageChange(() => render());
  render();
}
