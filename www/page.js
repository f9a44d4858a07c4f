// The page's shared objects, looked up or made once: the board's canvas and its frame, the panels'
// elements and words (ui.js), the computer's opponent and the analysis's (each worker starts when
// first asked), and how an error is worded for people. No state here: that is store.js.

import { Opponent } from "./ai.js";
import { saidMessage, t } from "./i18n.js";
import { TABLE_MB, state } from "./store.js";
import { createUi, rulesName } from "./ui.js";

export const canvas = document.getElementById("board");

export const wrap = document.getElementById("board-wrap");

/** On a narrow screen (the panels under the board), bring the board and the line under it into
 * view: a lesson or an exercise just opened is played there, its task and verdict on that line. */
export function showBoard() {
  if (!window.matchMedia("(max-width: 900px)").matches) return;
  // (A few pixels above the board's edge: the whole board, its top included, on screen.)
  window.scrollTo(0, Math.max(0, Math.floor(canvas.getBoundingClientRect().top + window.scrollY) - 4));
}

export const ctx = canvas.getContext("2d", { alpha: false });

export const ui = createUi();

export const opponent = new Opponent({ tableMb: TABLE_MB });

/**
 * The worker of the analyses, with the analysis's own module (www/analysis-worker.js): spawned
 * when an analysis is first asked for. The opponent's is another: neither cancels the other.
 */
export const analyst = new Opponent({ tableMb: TABLE_MB, script: "./analysis-worker.js" });


/** The name of rules for people, in the current language. */
export const rulesLabel = (r) => rulesName(r);

/** "White to move." in the current language. */
export const toMove = () => t(`turn.next.${state.snap.turn}`);

/**
 * The last panic of the rules core: its hook (console_error_panic_hook) writes the message to
 * console.error before WebAssembly traps with a bare "unreachable", so it is kept to be shown
 * (main.js calls this once at boot).
 */
let lastPanic = "";
const consoleError = console.error.bind(console);
export function keepPanics() {
  console.error = (...args) => {
    const text = args.map(String).join(" ");
    if (/panicked at/.test(text)) lastPanic = text.split("\n").find((l) => l.trim() && !/panicked at/.test(l)) || text;
    consoleError(...args);
  };
}

export function messageOf(e) {
  if (e instanceof WebAssembly.RuntimeError || (e && e.name === "RuntimeError")) {
    const why = lastPanic;
    lastPanic = "";
    return t("error.core", { why: shorten(why || (e && e.message) || String(e)) });
  }
  if (e instanceof URIError) return t("error.escape");
  if (e instanceof RangeError && /call stack/i.test(e.message)) return t("error.tooLong");
  // The core's errors cross as their sentence's JSON (docs/facade.md, "Errors"): worded here.
  return saidMessage(e && e.message) || String(e);
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

/** Put `text` on the clipboard where the browser allows it (a secure page); whether it did. */
export async function copyText(text) {
  try {
    if (!navigator.clipboard || !window.isSecureContext) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Save a Blob as a download named `name` (a game record, a picture, the printable set). */
export function downloadBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A long link's reading, in the notice: the moves read and how much of the link. */
export function showReading({ moves, read, digits }) {
  ui.notice(() => t("link.reading", { n: moves, percent: Math.floor((100 * read) / Math.max(1, digits)) }));
}
