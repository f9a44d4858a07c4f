// The game clock, for games played on one device (hot seat, or against the computer): each
// side's time left, charged while its turn runs, the increment after each of its moves, paused on
// request, and the flag when it runs out (the game ends: flow.js). Data and actions only, in
// `state.clock`; panels/clock.js shows it and ticks it.

import { flag } from "./flow.js";
import { reviewing, state } from "./store.js";
import { saveClock, savedClock } from "./storage.js";

/** The presets: minutes each, then seconds added after each move ("off": no clock). */
export const CLOCKS = ["off", "3+2", "5+3", "10+5", "15+10", "30+0"];

let offset = 0; // ms a test has moved the clock on (window.rithmo.clock.elapse)
const now = () => performance.now() + offset;

/** A fresh clock for `preset` ("10+5"), or null for "off" or a preset that is none. */
function fresh(preset) {
  if (!CLOCKS.includes(preset) || preset === "off") return null;
  const [minutes, inc] = preset.split("+").map(Number);
  const base = minutes * 60_000;
  return { preset, base, inc: inc * 1000, left: { white: base, black: base }, running: null, since: null, paused: false };
}

/** Does the clock count in the game on the board (one device, a game being played)? */
export function clockApplies() {
  return !!state.clock && state.mode !== "auto" && !state.friend && !state.lessonMode && !state.exercise && !state.editor;
}

/** Charge the side running for the time since it last was. */
function charge() {
  const c = state.clock;
  if (!c || !c.running) return;
  const t = now();
  c.left[c.running] = Math.max(0, c.left[c.running] - (t - c.since));
  c.since = t;
}

/** Who runs now: the side to move of a game going on, once its first move is played, unless paused. */
function runner() {
  const s = state.snap;
  const c = state.clock;
  if (!c || c.paused || !clockApplies() || !s || s.finished || reviewing() || !s.line.length) return null;
  return s.turn;
}

/** After any change: charge the side that ran, start the one to move; kept in the browser. */
export function followClock() {
  const c = state.clock;
  if (!c) return;
  charge();
  const side = runner();
  if (side !== c.running) {
    c.running = side;
    c.since = side ? now() : null;
  }
  keep();
}

/** Charge the running side; its flag falls at zero (the game ends). Returns whether it runs on. */
export function tickClock() {
  const c = state.clock;
  if (!c || !c.running) return false;
  charge();
  if (c.left[c.running] > 0) return true;
  const side = c.running;
  c.running = null;
  c.since = null;
  keep();
  flag(side);
  return false;
}

/** The mover's increment after a move played with the clock on. */
export function addIncrement(mover) {
  const c = state.clock;
  if (!c || !clockApplies() || !c.inc) return;
  charge();
  c.left[mover] += c.inc;
}

/** The clock chosen in the Players box: a fresh one ("off": none). */
export function setClock(preset) {
  state.clock = fresh(preset);
  followClock();
  if (!state.clock) saveClock(null);
}

/** Another game on the board: the clock starts again from its preset. */
export function resetClock() {
  if (state.clock) setClock(state.clock.preset);
}

/** Pause or resume the clock. */
export function toggleClockPause() {
  const c = state.clock;
  if (!c) return;
  charge();
  c.paused = !c.paused;
  followClock();
}

/** The clock kept at the last visit, its times as they were (a reload costs no one time). */
export function restoreClock() {
  const kept = savedClock();
  const c = kept && fresh(kept.preset);
  if (!c) return;
  for (const side of ["white", "black"]) {
    const left = kept[side];
    if (Number.isFinite(left) && left >= 0) c.left[side] = left;
  }
  c.paused = kept.paused === true;
  state.clock = c;
}

function keep() {
  const c = state.clock;
  if (c) saveClock({ preset: c.preset, white: Math.round(c.left.white), black: Math.round(c.left.black), paused: c.paused });
}

/** Move the clock on by `ms` (tests: window.rithmo.clock.elapse), then tick it. */
export function elapseClock(ms) {
  offset += ms;
  tickClock();
}
