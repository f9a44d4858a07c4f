// The lessons (lessons.js runs the panel): the game in progress set aside while a lesson is on the
// board, and brought back when the player leaves.

import { Game } from "../pkg/rithmomachia.js";
import { restore, save, setGame } from "../board.js";
import { t } from "../i18n.js";
import { createLessons } from "../lessons.js";
import { cancelThinking } from "./opponent.js";
import { DEFAULT_PRESET, state, ui } from "../state.js";
import { bringGameBack, dropGameAside, setGameAside } from "../storage.js";
import { requestDraw } from "../view.js";

export let lessons = null;

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
}

/** A new game or position replaces the lesson (and the game set aside, as it would any game). */
export function quitLessons() {
  if (!lessons || !state.lessonMode) return;
  state.lessonMode = false;
  state.lessonMark = null;
  dropGameAside();
  lessons.drop();
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
