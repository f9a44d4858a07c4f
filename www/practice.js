// Exercises on the board: "learn from your mistakes" (a marked move of the game analysed, played
// again from the position before it) and the puzzles (panels/puzzles.js). Like a lesson, an
// exercise sets the game in progress aside (aside.js) and brings it back on leaving; while one
// is open the game's own controls that do not apply (Undo, Redo, the hint, who plays) are
// disabled. The core judges every answer: a puzzle's by the page's module, a mistake's by the
// engine in the analysis worker; this only keeps the verdict (panels/practice.js shows it).
//
// A deck: {kind, items, at, title(item, i, n), task(item), hint(item, level) → {text, cell},
// check(item, move, result) → Promise<{right, text, facts, done, reply}>, solved?(item),
// opened?(item, i), replied?(item, result), left?()}. `reply`: a move the core answers with (a
// puzzle's line goes on; `replied` gets what the core made of it), `done`: the exercise is over.
// `left` runs however the exercises end (Leave, the last Next, a new game put on the board).

import { Game } from "./pkg/rithmomachia.js";
import { bringBack, setAside } from "./aside.js";
import { play as playMove, setGame } from "./board.js";
import { t } from "./i18n.js";
import { messageOf, ui } from "./page.js";
import { emit, on, state } from "./store.js";

// answer: null (waiting for a move), {checking: true}, or the verdict {right, text, facts, done}.
const p = { deck: null, item: null, answer: null, hint: 0, hintText: "", replying: false };

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
  emit("dropLessons");
  setAside();
  p.deck = deck;
  p.item = null;
  // The game's own controls (a new game, its rules, who plays, the records) wait, as in a lesson.
  emit("lesson");
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
  changed({ opened: true });
  ui.announce(`${deck.title(p.item, i, deck.items.length)}. ${deck.task(p.item)}`);
}

/** Leave the exercises: the game set aside comes back to the board. */
export function leave() {
  const deck = p.deck;
  p.deck = null;
  p.item = null;
  p.answer = null;
  state.lessonMark = null;
  if (state.lessonMode && !state.lessonOpen) {
    bringBack();
    ui.announce(t("practice.left"));
  }
  changed();
  if (deck && deck.left) deck.left();
}

function played(result) {
  if (p.replying || !p.deck || !result || !result.move || (p.answer && !(p.answer.right && !p.answer.done))) return;
  const deck = p.deck;
  const item = p.item;
  p.answer = { checking: true };
  state.lessonMark = null;
  changed();
  deck.check(item, result.move, result).then(
    (verdict) => {
      if (p.item !== item) return;
      p.answer = verdict;
      if (verdict.right && verdict.done && deck.solved) deck.solved(item);
      changed();
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
        changed();
      }
    },
    (err) => {
      if (p.item !== item) return;
      p.answer = null;
      ui.notice(messageOf(err));
      changed();
    },
  );
}


/** What the exercises' panel shows: {deck, item, answer, hintText}, or null with none open. */
export const exercise = () => (p.deck && p.item ? { deck: p.deck, item: p.item, answer: p.answer, hintText: p.hintText } : null);

/** The next hint of the exercise on the board (its cell marked on the board). */
export function askHint() {
  if (!p.deck || p.answer) return;
  p.hint += 1;
  const h = p.deck.hint(p.item, p.hint);
  p.hintText = h.text;
  state.lessonMark = h.cell || null;
  emit("draw");
  changed();
  ui.announce(h.text);
}

/** Go to exercise `i` of the deck (the previous or the next), or leave after the last. */
export function goTo(i) {
  if (!p.deck) return;
  if (i >= p.deck.items.length) leave();
  else open(i);
}

/** The store knows which exercise is on the board and whether it waits for Retry or Next;
 * the panel is told (`practice`). A game put in play from elsewhere ends the exercises. */
function changed(detail = {}) {
  if (p.deck && !state.lessonMode) {
    const ended = p.deck;
    p.deck = null;
    p.item = null;
    if (ended.left) ended.left();
  }
  state.exercise = p.deck ? p.deck.kind : "";
  if (practice.answered()) state.answered = "practice";
  else if (state.answered === "practice") state.answered = "";
  emit("practice", detail);
}

/** Exercises follow the board: a move played is an answer; Undo in an exercise is Retry. */
export function wirePracticeRules() {
  on("played", ({ result }) => {
    if (p.deck && result && result.move) played(result);
  });
  on("retry", () => practice.retry());
  on("position", () => changed());
}
