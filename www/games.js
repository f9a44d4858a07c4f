// Taking a game onto the board (from a file, a link, a pasted position, the board editor, the
// previous game, a new game or a friend's): the game it replaces is kept so that "Back to the
// previous game" returns to it, or, when it cannot be kept, the player is asked first (the records
// panel asks and shows the message: `gameTaken`, `askReplace`).

import { Game } from "./pkg/rithmomachia.js";
import { savedData, setGame } from "./board.js";
import { opponent } from "./page.js";
import { emit, state } from "./store.js";
import { savePrevious } from "./storage.js";

/** Has the game in play anything to lose (a move, or a start of its own)? */
function worthKeeping(g) {
  if (!g) return false;
  let fresh = "";
  try {
    const f = new Game(g.rulesJson());
    fresh = f.startPosition();
    f.free();
  } catch {
    /* custom rules that no longer load: keep the game anyway */
  }
  return !(g.lineLength() === 0 && g.startPosition() === fresh);
}

/** Keep the game being replaced (when it has anything to lose) so that it can be restored. */
function keepPrevious() {
  const g = state.game;
  if (!worthKeeping(g)) return false;
  return savePrevious(savedData(g));
}

/**
 * Put a game in play (from a file, a link, a pasted position, the previous game, a new game),
 * keeping the one it replaces so that "Back to the previous game" returns to it. When that game
 * cannot be kept (storage full or off), the player is asked first. `notice`: the message goes
 * to the notice at the top too (a link opened from outside the page).
 */
export function takeGame(game, message, { notice = false } = {}) {
  // A game arriving during a lesson ends the lesson; the game set aside is the one kept.
  emit("leaveLessons");
  if (!worthKeeping(state.game) || keepPrevious()) {
    putInPlay(game, message, worthKeeping(state.game), notice);
    return;
  }
  askReplace(game, message, notice);
}

function putInPlay(game, message, kept, notice) {
  emit("stopThinking");
  opponent.reset();
  state.games += 1;
  setGame(game);
  emit("previous");
  emit("gameTaken", { message, kept, notice });
}

/** The game in progress cannot be kept: replace it only if the player says so (`askReplace`;
 * the records panel asks, then calls settleReplace). */
let waiting = null;
function askReplace(game, message, notice) {
  if (waiting) waiting.game.free();
  waiting = { game, message, notice };
  emit("askReplace");
}

/** The player's answer: "confirm" or "export" (after the game is saved) replace the game;
 * anything else keeps it. Returns whether the game was kept, with the question's notice flag. */
export function settleReplace(value) {
  const w = waiting;
  waiting = null;
  if (!w) return null;
  if (value === "confirm" || value === "export") {
    putInPlay(w.game, w.message, false, w.notice);
    return { kept: false, notice: w.notice };
  }
  w.game.free();
  return { kept: true, notice: w.notice };
}
