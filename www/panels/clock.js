// The clock's faces under the board (each side's time left, the running one marked, its pause
// button) and its setting in the Players box; ticked while a side's time runs (clock.js).

import { CLOCKS, addIncrement, clockApplies, followClock, resetClock, restoreClock, setClock, tickClock, toggleClockPause } from "../clock.js";
import { onLanguageChange, t } from "../i18n.js";
import { FOCUS, on, state } from "../store.js";

const els = {};
let timer = 0;

/** 9:58 for a time left; tenths under ten seconds (0:07.3). */
function shown(ms) {
  const s = Math.max(0, ms) / 1000;
  if (s < 10) return `0:0${s.toFixed(1)}`;
  const whole = Math.ceil(s);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

function render() {
  const c = state.clock;
  els.select.value = c ? c.preset : "off";
  els.setting.hidden = !!state.friend || state.mode === "auto";
  els.row.hidden = !c || !clockApplies();
  if (els.row.hidden) return;
  for (const side of ["white", "black"]) {
    const face = els[side];
    face.textContent = `${t(`side.${side}`)} ${shown(c.left[side])}`;
    face.dataset.running = String(c.running === side);
    face.dataset.low = String(c.left[side] < 10_000);
  }
  els.pause.textContent = t(c.paused ? "clock.resume" : "clock.pause");
  els.pause.setAttribute("aria-pressed", String(c.paused));
}

/** Tick while a side's time runs; stop when none does. */
function run() {
  if (state.clock && state.clock.running) {
    if (!timer) {
      timer = setInterval(() => {
        if (!tickClock()) {
          clearInterval(timer);
          timer = 0;
        }
        render();
      }, 100);
    }
  } else if (timer) {
    clearInterval(timer);
    timer = 0;
  }
}

function changed() {
  followClock();
  run();
  render();
}

export function wireClock() {
  for (const [key, id] of [["select", "clock"], ["setting", "clock-setting"], ["row", "clock-row"], ["white", "clock-white"], ["black", "clock-black"], ["pause", "clock-pause"]]) {
    els[key] = document.getElementById(id);
  }
  restoreClock();
  els.select.addEventListener("change", () => {
    setClock(CLOCKS.includes(els.select.value) ? els.select.value : "off");
    changed();
  });
  els.pause.addEventListener("click", () => {
    toggleClockPause();
    changed();
  });
  on("played", ({ before }) => addIncrement(before.turn));
  // Another game on the board: the clock starts again (the first, the game restored at load,
  // keeps the times kept with it).
  let restoring = true;
  on("game", () => {
    if (!restoring) resetClock();
    restoring = false;
  });
  for (const event of [...FOCUS, "flow", "players", "lesson", "practice"]) on(event, changed);
  onLanguageChange(render);
  window.addEventListener("pagehide", followClock);
  render();
}
