// The game in progress set aside while a lesson or an exercise is on the board (storage.js keeps
// it), and brought back when the player leaves. Lessons and exercises (panels/lessons.js,
// practice.js) both go through here; each change of the lesson mode emits `lesson`.

import { Game } from "./pkg/rithmomachia.js";
import { restore, save, setGame } from "./board.js";
import { t } from "./i18n.js";
import { ui } from "./page.js";
import { DEFAULT_PRESET, emit, state } from "./store.js";
import { bringGameBack, setGameAside } from "./storage.js";

/** The first lesson or exercise: the game in progress goes aside (storage off: it stays in memory). */
export function setAside() {
  emit("stopThinking");
  if (state.lessonMode) return;
  save();
  setGameAside();
  state.lessonMode = true;
}

/** Put a lesson's position on the board; the first time, the game in progress is set aside. */
export function enterLesson(lesson) {
  setAside();
  state.lessonMark = null;
  setGame(Game.fromPosition(lesson.position, lesson.preset));
  emit("lesson");
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

/** Leave the lessons or exercises: the game set aside comes back to the board. */
export function bringBack() {
  state.lessonMode = false;
  state.lessonMark = null;
  putAsideBack();
  setGame(restore() || new Game(DEFAULT_PRESET));
  emit("lesson");
}

/** Leave without a word, a game arriving from elsewhere: the game set aside is kept as the
 * game in progress (and so as the previous game), the new one replaces it on the board. */
export function closeAside() {
  if (!state.lessonMode) return;
  state.lessonMode = false;
  state.lessonMark = null;
  putAsideBack();
  const back = restore();
  if (back) setGame(back);
  emit("lesson");
}
