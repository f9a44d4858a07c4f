// Motion the page may show: how long a move slides, whether captured pieces fade (none when the
// system asks for reduced motion).

import { SLIDE_MS } from "./store.js";

/** How long a move slides: none when the system asks for reduced motion (or a test sets
 * window.rithmoMotion = 0 before loading). */
export function slideMs() {
  if (typeof window.rithmoMotion === "number") return SLIDE_MS * window.rithmoMotion;
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? 0 : SLIDE_MS;
}

/** Whether the page may move things (slides, fades): not when the system asks for reduced motion. */
export function motionWanted() {
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
