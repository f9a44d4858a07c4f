// The flow of a game beyond its moves: resigning, a draw offered and answered on a shared device,
// aborting in the first moves, and taking a move back (against the computer its reply goes with
// it; with a friend by link, only a move not yet sent). The core keeps the ending and cuts the
// line (Game.end, Game.takeBack); this decides who may do what and says it.

import { Game } from "./pkg/rithmomachia.js";
import { refresh, save } from "./board.js";
import { takeGame } from "./games.js";
import { t } from "./i18n.js";
import { messageOf, toMove, ui } from "./page.js";
import { emit, reviewing, state } from "./store.js";
import { saveFriend } from "./storage.js";

/** The side the person plays, where the page knows it: against the computer or a friend. */
export function mySide() {
  if (state.friend) return state.friend.me;
  if (state.mode === "white" || state.mode === "black") return state.mode;
  return null;
}

/** Is a game being played on the board now (not a lesson, an exercise or the editor; at the
 * end of its line; not over)? Resigning, offering a draw and aborting ask it. */
export function gameGoesOn() {
  const s = state.snap;
  return !!s && !state.lessonMode && !state.exercise && !state.editor && !s.finished && !reviewing() && state.mode !== "auto";
}

/** Who resigns with Resign: the person against the computer or a friend, else the side to move. */
export const resigner = () => mySide() || state.snap.turn;

/** Stop what belonged to the position left (the computer's search, a hint's arrow, the
 * analysis's arrow, the last move's motion, a draw offer). */
function forget() {
  emit("stopThinking");
  state.hint = null;
  state.best = null;
  state.ghosts = [];
  state.slide = null;
  state.drawOffer = null;
}

/** End the game with the core's ending id; the page then shows it over (banner, review). */
function end(ending, message) {
  forget();
  try {
    state.game.end(ending);
  } catch (e) {
    ui.announce(messageOf(e));
    return false;
  }
  refresh();
  save();
  ui.announce(message());
  emit("flow");
  return true;
}

/** Resign for `resigner()`. */
export function resign() {
  if (!gameGoesOn()) return;
  const side = resigner();
  end(`${side}-resigned`, () => t(`flow.resigned.${side}`));
}

/** `side`'s time ran out on the clock (panels/clock.js): the other side wins. */
export function flag(side) {
  if (!state.snap || state.snap.finished) return;
  end(`${side}-flag`, () => t(`flow.flagged.${side}`));
}

/** The side to move offers a draw; the other answers on the same device (answerDraw). */
export function offerDraw() {
  if (!gameGoesOn() || state.mode !== "hotseat" || state.friend) return;
  state.drawOffer = state.snap.turn;
  ui.announce(t(`flow.offered.${state.drawOffer}`));
  emit("flow");
}

/** The other side's answer to a draw offer: accepted, the game is drawn; declined, play goes on. */
export function answerDraw(accept) {
  const by = state.drawOffer;
  if (!by) return;
  state.drawOffer = null;
  if (accept && gameGoesOn()) {
    end("draw-agreed", () => t("flow.agreed"));
    return;
  }
  ui.announce(t(`flow.declined.${by === "white" ? "black" : "white"}`));
  emit("flow");
}

/** Throw the game away while neither side has moved twice: a fresh game under its rules. */
export function abort() {
  if (!gameGoesOn() || !state.snap.abortable) return;
  forget();
  takeGame(new Game(state.game.rulesJson()), () => `${t("flow.aborted")} ${toMove()}`);
  emit("flow");
}

/**
 * The side whose last move Undo takes back, cut from the line (null: Undo steps back through
 * the moves): the person against the computer, with the computer's reply; with a friend, the
 * person's own last move while its link has not been given (copied or shared).
 */
export function takeBackSide() {
  const s = state.snap;
  if (!s || s.ending || reviewing() || state.lessonMode || state.exercise || !s.lineMoves.length) return null;
  if (state.mode === "white" || state.mode === "black") return state.mode;
  const f = state.friend;
  if (f && state.game.turn() !== f.me && !(f.sent >= s.line.length)) return f.me;
  return null;
}

/** May Undo step back here? Not in a game with a friend past a move the friend has seen. */
export function mayStepBack() {
  const f = state.friend;
  return !f || state.lessonMode || !!takeBackSide() || !!(state.snap && state.snap.finished);
}

/** Take back `side`'s last move (and the reply after it); announced, saved, played on from there. */
export function takeBack(side) {
  const moves = state.snap.lineMoves.slice();
  forget();
  let n;
  try {
    n = state.game.takeBack(side);
  } catch (e) {
    ui.announce(messageOf(e));
    emit("schedule");
    return;
  }
  state.drawings.dropAfter(state.game.cursor());
  refresh();
  save();
  ui.announce(t("flow.tookBack", { moves: moves.slice(moves.length - n).join(t("announce.undid.and")), turn: toMove() }));
  emit("flow");
  emit("schedule");
}

/** The friend's link for the position now was given (copied or shared): its moves are seen. */
export function linkGiven() {
  if (!state.friend || !state.snap) return;
  state.friend.sent = state.snap.line.length;
  saveFriend(state.friend);
  emit("flow");
}
