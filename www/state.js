// The page's state (chessground's state.ts): what the shell keeps besides the game itself
// (selection, hover, cursor, orientation, animation, choices, the computer's settings), the
// canvas, and the few objects every part shares (the panels' DOM, explain mode, the opponent).
// No rules here: every rule question goes to the game.

import { Opponent } from "./ai.js";
import { createExplain } from "./explain.js";
import { t } from "./i18n.js";
import { Selection } from "./input.js";
import { createUi, rulesName } from "./ui.js";

export const MODES = ["hotseat", "white", "black", "auto"];

export const LEVELS = ["easy", "medium", "hard"];

// The hint is the hard engine on a shorter budget: an answer in well under a second.
export const HINT_LEVEL = "hard:700ms";

// The search's fixed memory in the worker (its transposition table).
export const TABLE_MB = 8;

export const DEFAULT_PRESET = "classic";

export const GHOST_MS = 700;

export const SLIDE_MS = 260;

export const canvas = document.getElementById("board");

export const wrap = document.getElementById("board-wrap");

export const ctx = canvas.getContext("2d", { alpha: false });

export const ui = createUi();

export const explain = createExplain();

export const state = {
  game: null,
  preset: DEFAULT_PRESET,
  snap: null,
  layout: null,
  orientation: 1,
  selection: new Selection(),
  hover: -1,
  dragging: -1,
  friend: null, // a game by link: {id, me} (panels/friend.js) // the cell of the piece a pointer drags, or -1
  cursor: -1,
  inspect: -1, // the cell last tapped or clicked (the inspector on touch screens)
  keyboard: false,
  focused: false,
  ghosts: [],
  slide: null, // {from, to, start, p}: the piece just moved, sliding (p from 0 to 1)
  animating: false,
  drop: null, // the prisoner picked in the tray to drop ("C4"), or null
  choice: null, // captures or removals on offer, waiting for the player (see openChoice)
  chosen: null, // {json, label}: the rules a new game or a pasted position uses
  lessonMode: false, // a lesson is on the board: the game in progress waits aside (storage.js)
  lessonMark: null, // the cell the lesson's hint marks

  // The computer: who plays what, how strong, how fast in demonstrations.
  mode: "hotseat", // "hotseat" | "white" (you play White) | "black" | "auto" (computer against computer)
  level: "medium",
  speed: 1000, // ms between moves when the computer plays both sides
  paused: false,
  thinking: null, // {purpose: "move" | "hint", side, position, started} while the worker searches
  hint: null, // {position, move, from, to, text}
  best: null, // the analysis's first line, drawn as an arrow: {position, move, from, to} (panels/analysis.js)
  lastThought: null,
  seed: (Math.random() * 2 ** 32) >>> 0, // tie-breaks: each session, game and ply its own
  games: 0,
  pending: null, // {game, result, describe, before, later}: a move at an earlier point awaiting confirmation
  explained: null, // explain mode's overlay for the board (null when the mode is off)
  drawings: null, // the game's arrows and circles, by position (drawings.js)
  drawing: null, // {tint, from, to}: the arrow or circle being drawn (to -1: a circle so far)
};

export const opponent = new Opponent({ tableMb: TABLE_MB });

/** The name of rules for people, in the current language. */
export const rulesLabel = (r) => rulesName(r);

/** "White to move." in the current language. */
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

export const toMove = () => t(`turn.next.${state.snap.turn}`);

/**
 * The last panic of the rules core: its hook (console_error_panic_hook) writes the message to
 * console.error before WebAssembly traps with a bare "unreachable", so it is kept to be shown.
 */
let lastPanic = "";
const consoleError = console.error.bind(console);
console.error = (...args) => {
  const text = args.map(String).join(" ");
  if (/panicked at/.test(text)) lastPanic = text.split("\n").find((l) => l.trim() && !/panicked at/.test(l)) || text;
  consoleError(...args);
};

export function messageOf(e) {
  if (e instanceof WebAssembly.RuntimeError || (e && e.name === "RuntimeError")) {
    const why = lastPanic;
    lastPanic = "";
    return t("error.core", { why: shorten(why || (e && e.message) || String(e)) });
  }
  if (e instanceof URIError) return t("error.escape");
  if (e instanceof RangeError && /call stack/i.test(e.message)) return t("error.tooLong");
  return (e && e.message) || String(e);
}

/** A text shortened for a message: long input is shown by its start and its length. */
export function shorten(text, max = 160) {
  const s = String(text);
  if (s.length <= max) return s;
  return t("error.shortened", { start: s.slice(0, max), n: s.length });
}

/** An error's message for people, shortened. */
export const shortMessage = (e) => shorten(messageOf(e), 300);

/**
 * The one error path of every entry point (links, files, storage, typed input, anything
 * unforeseen): a clear message at the top, and the game left as it was.
 */
export function reportError(e) {
  consoleError(e);
  ui.notice(() => t("error.unexpected", { why: shortMessage(e) }));
}
