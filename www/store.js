// The page's headless store (chessground's state): the UI state kept around the game, as data
// only (no DOM, no worker, no language), the events that say what changed, and the questions
// every part asks of that data. The board view and each panel subscribe with on(event, fn) and
// render what they find; actions (board.js and the feature modules) change the data, then emit.
// docs/shell.md follows one move through it.

import { Selection } from "./selection.js";

export const MODES = ["hotseat", "white", "black", "auto"];

export const LEVELS = ["easy", "medium", "hard"];

// The hint is the hard engine on a shorter budget: an answer in well under a second.
export const HINT_LEVEL = "hard:700ms";

// The search's fixed memory in the worker (its transposition table).
export const TABLE_MB = 8;

export const DEFAULT_PRESET = "classic";

export const GHOST_MS = 700;

export const SLIDE_MS = 260;

export const state = {
  game: null,
  preset: DEFAULT_PRESET,
  snap: null,
  layout: null,
  orientation: 1,
  selection: new Selection(),
  hover: -1,
  dragging: -1, // the cell of the piece a pointer drags, or -1
  friend: null, // a game by link: {id, me} (panels/friend.js)
  cursor: -1,
  inspect: -1, // the cell last tapped or clicked (the inspector on touch screens)
  keyboard: false,
  touch: false, // the player uses a touch screen (the last pointer was a finger): touch words (main.js)
  focused: false,
  ghosts: [],
  slide: null, // {from, to, start, p}: the piece just moved, sliding (p from 0 to 1)
  animating: false,
  drop: null, // the prisoner picked in the tray to drop ("C4"), or null
  choice: null, // captures or removals on offer, waiting for the player (choice.js)
  chosen: null, // {json, label}: the rules a new game or a pasted position uses
  lessonMode: false, // a lesson or an exercise is on the board: the game in progress waits aside (storage.js)
  lessonMark: null, // the cell the lesson's hint marks
  lessonOpen: false, // a lesson is open (panels/lessons.js)
  teaching: null, // an open lesson's, exercise's or study's task, the first game's coaching, or a verdict, for the line under the board: {owner, text, state: "task" | "solved" | "missed" | "checking"} (teach())
  exercise: "", // the exercise on the board: "" (none), or its deck's kind ("puzzles", "mistakes")
  answered: "", // the board waits for Retry or Next: "" (no), "lesson" or "practice"
  editor: null, // the board editor, while it is open (panels/editor.js)

  // The computer: who plays what, how strong, how fast in demonstrations.
  mode: "hotseat", // "hotseat" | "white" (you play White) | "black" | "auto" (computer against computer)
  level: "medium",
  speed: 1000, // ms between moves when the computer plays both sides
  paused: false,
  thinking: null, // {purpose: "move" | "hint", side, position, started} while the worker searches
  scheduled: false, // a computer move waits on the pace timer (auto mode)
  hint: null, // {position, move, from, to, says}
  best: null, // the analysis's first line, drawn as an arrow: {position, move, from, to} (panels/analysis.js)
  lastThought: null,
  seed: (Math.random() * 2 ** 32) >>> 0, // tie-breaks: each session, game and ply its own
  games: 0,
  clock: null, // the game clock: {preset, base, inc, left: {white, black}, running, since, paused} or null (clock.js)
  drawOffer: null, // the side offering a draw on this device, waiting for the other's answer (flow.js)
  pending: null, // {game, result, describe, before, later}: a move at an earlier point awaiting confirmation
  explaining: false, // explain mode is on (panels/explain.js)
  explanation: null, // explain mode's answers from the core (explain.js; null when the mode is off)
  explained: null, // explain mode's overlay for the board (null when the mode is off)
  drawings: null, // the game's arrows and circles, by position (drawings.js)
  drawing: null, // {tint, from, to}: the arrow or circle being drawn (to -1: a circle so far)
  study: null, // the study open: written (its chapter's line the game on the board) or played (www/study/open.js)
};

/**
 * The events, each emitted after the data changed:
 * - `game`: another game object is on the board (before its `position`);
 * - `position`: a new snapshot (a move, an undo, a step through the line, a new game);
 * - `played` {before, result, describe}: a move was played (after its `position`);
 * - `focus`: what the player points at or picks changed (hover, selection, cursor, a choice);
 * - `draw`: only the board's picture changed (a hint's arrow, a drawing, a lesson's mark);
 * - `frame`: the board view drew a frame;
 * - `players`: who plays, how strong or the pause changed;
 * - `lesson`: a lesson or an exercise came onto the board or left it;
 * - `choice`: the capture or removal choice opened, changed or closed (state.choice);
 * - `drawings`: a drawing was added or taken away;
 * - `practice`: an exercise opened, was answered or ended (practice.js);
 * - `teaching`: what an open lesson or exercise asks, or its verdict, changed (state.teaching);
 * - `flow`: a resignation, a draw offered or answered, an abort or a move taken back (flow.js);
 * - `study`: the study open changed: written, stepped, answered, closed (state.study);
 * - `studies`: the studies kept changed (here or in another tab: www/study/shelf.js);
 * and the requests a part answers for the others (one listener each):
 * - `stopThinking`: stop the computer's search; `schedule`: let the computer look again;
 * - `discard` (pending): ask before a move at an earlier point discards the later moves;
 * - `retry`: try the exercise on the board again;
 * - `leaveLessons`: leave the lessons without a word (a game arrives from elsewhere);
 *   `dropLessons`: close the lesson open without bringing the game back (an exercise starts);
 * - `previous`: the previous game kept in storage may have changed (the records panel's button);
 * - `gameTaken` {message, kept, notice}, `askReplace`: a game put in play (games.js);
 * - `resize`: fit the board to its room again; `redraw`: draw it now; `face` (side): turn it to a side;
 * - `firstGame` (preset): begin the course's first game, a short one, coached (panels/guide.js);
 * - `review`: analyse the game just ended (the end banner's button; panels/report.js);
 * - `showTab` (tab): show a tab of the side panel; `holdAnalysis` (held): the post-game analysis
 *   needs the analysis's worker.
 */
const listeners = new Map();

/** The events after which what the player points at may read differently (the panels that
 * follow the focus subscribe to each). */
export const FOCUS = ["position", "focus", "choice"];

/** Call `fn(detail)` after each `event`; returns a function that stops it. */
export function on(event, fn) {
  if (!listeners.has(event)) listeners.set(event, []);
  listeners.get(event).push(fn);
  return () => {
    const list = listeners.get(event);
    list.splice(list.indexOf(fn) >>> 0, 1);
  };
}

/** Tell every listener of `event`, in the order they subscribed. */
export function emit(event, detail) {
  const list = listeners.get(event);
  if (list) for (const fn of list.slice()) fn(detail);
}

/** Does the computer play `side` in the current mode? */
export function computerPlays(side) {
  if (state.lessonMode) return false;
  if (state.mode === "auto") return true;
  if (state.mode === "white") return side === "black";
  if (state.mode === "black") return side === "white";
  return false;
}

/** In a game by link, does `side` move on the friend's device? */
export const friendWaits = (side) => !!(state.friend && !state.lessonMode && side !== state.friend.me);

/** Is the game shown at an earlier point than the end of its recorded line? */
export function reviewing() {
  // (canRedo, not the line's length: the whole line is not read on every move of a long game)
  return !!state.game && state.game.canRedo();
}

/**
 * Is a game against the computer or a friend being played? Then the analysis, the evaluation bar
 * and the post-game analysis are off (the engine would play for the player, as lichess also
 * rules), and back once the game is over (the line's end decided or ended off the board, even
 * while an earlier move is shown) or in hot seat.
 */
export function analysisBarred() {
  const snap = state.snap;
  // Over (won, drawn, resigned, agreed, flagged) wherever the cursor stands: the review is open.
  if (!snap || state.lessonMode || snap.finished) return false;
  return state.mode === "white" || state.mode === "black" || !!state.friend;
}

/**
 * The cell an activation is about, and the board cursor after it: a key acts on the cursor's
 * cell; a click or tap on its own cell, where the cursor then goes (-1: off the board).
 */
export function cursorFor(index, how) {
  state.keyboard = how === "key";
  if (state.keyboard) return state.cursor;
  if (index >= 0) state.cursor = index;
  return index;
}

/**
 * Say what an open lesson or exercise asks or answered on the line under the board (`owner`:
 * "lesson", "exercise", "study" or "guide"; `teaching` {text, state}, or null when the owner's is closed). One
 * owner's null never clears the other's line; nothing is told when nothing changed.
 */
export function teach(owner, teaching) {
  const was = state.teaching;
  if (!teaching) {
    if (!was || was.owner !== owner) return;
    state.teaching = null;
  } else {
    if (was && was.owner === owner && was.text === teaching.text && was.state === teaching.state) return;
    state.teaching = { ...teaching, owner };
  }
  emit("teaching");
}

/** The drawings on the position shown, in the order drawn. */
export const drawingsHere = () => (state.drawings && state.snap ? state.drawings.at(state.snap.cursor) : []);
