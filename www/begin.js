// Beginning a game from the front door or the course: through the controls the panels own (the
// players' mode and strength, the new-game form), as a person would set them, so that each
// panel keeps deciding what its control does.

import { takeGame } from "./games.js";

const $ = (id) => document.getElementById(id);

/** Set a control's value and tell its owner, as a person's change does. */
export function setControl(id, value) {
  const control = $(id);
  if (control.value === value) return;
  control.value = value;
  control.dispatchEvent(new Event("change"));
}

/** A new game under `preset` in `mode` ("hotseat", "white", "black"), the computer at `level`
 * (unchanged when not given). The game in progress is kept ("Back to the previous game"). */
export function beginGame(preset, mode, level = null) {
  if (level) setControl("level", level);
  setControl("mode", "hotseat");
  setControl("preset", preset);
  $("new-form").requestSubmit();
  setControl("mode", mode);
}

/** `game` put in play (announced by `message`, as takeGame does) in `mode`, the computer at
 * `level`: a game made here rather than by the new-game form (the course's first game). */
export function beginWith(game, message, mode, level) {
  setControl("level", level);
  setControl("mode", "hotseat");
  takeGame(game, message);
  setControl("mode", mode);
}
