// The lessons (lessons.js runs the panel): the game in progress set aside while a lesson is on the
// board, and brought back when the player leaves; the game's own controls wait meanwhile.

import { Game } from "../pkg/rithmomachia.js";
import { restore, save, setGame } from "../board.js";
import { t } from "../i18n.js";
import { createLessons } from "../lessons.js";
import { cancelThinking, updateAiPanel } from "./opponent.js";
import { DEFAULT_PRESET, state, ui } from "../state.js";
import { bringGameBack, setGameAside } from "../storage.js";
import { requestDraw } from "../view.js";

export let lessons = null;

/**
 * The game's controls that do not apply to a lesson (the lesson has its own Hint, Retry, Next
 * and Leave): a new game and its rules, who plays, a friend's game, the records and a pasted
 * position. Disabled while a lesson is on the board; the board's Undo, Redo and the computer's
 * Hint too (ui.js and opponent.js set those from the game, then `lessonControls` overrides).
 */
const GAME_ONLY = [
  "preset", "new-game", "rules-open", "editor-open", "mode", "level", "speed", "pause",
  "friend-white", "friend-black", "friend-copy", "friend-share", "friend-leave", "friend-open-other",
  "export", "import-file", "share", "restore-previous", "position-input", "position-load",
];

/** Disable the game's own controls during a lesson, enable them again after it. */
export function lessonControls() {
  const on = !!state.lessonMode;
  document.body.dataset.lesson = on ? "1" : "";
  for (const id of GAME_ONLY) {
    const e = document.getElementById(id);
    if (e) e.disabled = on;
  }
  document.getElementById("records-lesson-note").hidden = !on;
  if (on) ui.els.undo.disabled = ui.els.redo.disabled = true;
}

/** The lesson mode changed: the controls, then the computer's panel (its hint, its note). */
function lessonModeChanged() {
  lessonControls();
  updateAiPanel();
}

/** Put a lesson's position on the board; the first time, the game in progress is set aside. */
export function enterLesson(lesson) {
  cancelThinking();
  if (!state.lessonMode) {
    save();
    // Storage off: the game is still in memory until the page closes.
    setGameAside();
    state.lessonMode = true;
  }
  state.lessonMark = null;
  setGame(Game.fromPosition(lesson.position, lesson.preset));
  lessonModeChanged();
}

/**
 * The game set aside goes back into storage (it is the game in progress). Nothing is lost: an
 * unreadable value aside is moved whole under a key of its own (the saved game untouched), and
 * a game another tab saved meanwhile stays, the one set aside kept as the previous game.
 */
export function putAsideBack() {
  const r = bringGameBack();
  if (r.broken) ui.notice(() => t("lessons.asideBad", { key: r.broken }));
  else if (r.replaced) ui.notice(() => t("lessons.asideKept"));
}

/** Leave the lessons: the game set aside comes back to the board. */
export function leaveLesson() {
  state.lessonMode = false;
  state.lessonMark = null;
  putAsideBack();
  setGame(restore() || new Game(DEFAULT_PRESET));
  lessonModeChanged();
  ui.announce(t("lessons.returned"));
}

/** Leave the lessons without a word: the game set aside is back on the board (see takeGame). */
export function closeLessons() {
  if (!lessons || !state.lessonMode) return;
  state.lessonMode = false;
  state.lessonMark = null;
  putAsideBack();
  const back = restore();
  if (back) setGame(back);
  lessons.drop();
  lessonModeChanged();
}

/** The lessons panel, once the game is on the board; a lesson open at the last visit opens again. */
export function startLessons() {
  lessons = createLessons({
    enter: enterLesson,
    leave: leaveLesson,
    mark(cell) {
      state.lessonMark = cell;
      requestDraw();
    },
    announce: (text) => ui.announce(text),
  });
  lessons.resume();
}
