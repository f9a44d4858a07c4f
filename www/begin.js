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

/** Start a game (`start`) with the players set round it: the computer held back (hot seat)
 * while the game arrives, then `mode` ("hotseat", "white", "black"), at `level` when given. */
function begin(mode, level, start) {
  if (level) setControl("level", level);
  setControl("mode", "hotseat");
  start();
  setControl("mode", mode);
}

/** A new game under `preset` in `mode`, the computer at `level` (unchanged when not given). The
 * game in progress is kept ("Back to the previous game"). */
export const beginGame = (preset, mode, level = null) =>
  begin(mode, level, () => {
    setControl("preset", preset);
    $("new-form").requestSubmit();
  });

/** `game` put in play (announced by `message`, as takeGame does) in `mode`, the computer at
 * `level`: a game made here rather than by the new-game form (the course's first game). */
export const beginWith = (game, message, mode, level) => begin(mode, level, () => takeGame(game, message));
