// The store's actions on the game (chessground's board.ts): putting a game on the board, playing
// a move (at the end of the line, or at an earlier point after asking), undo and redo, saving
// and restoring the game in progress. Each changes the data in store.js, then emits its event;
// nothing here draws or names a panel.

import { say, sideWords, t } from "./i18n.js";
import { motionWanted, slideMs } from "./motion.js";
import { Drawings } from "./drawings.js";
import { readRecord } from "./records.js";
import { cellIndex } from "./layout.js";
import { messageOf, shortMessage, toMove, ui } from "./page.js";
import { gameFacts, reviewText, takeSnapshot } from "./snapshot.js";
import { computerPlays, emit, state } from "./store.js";
import { KEYS, isPrefixOf, keepBrokenGame, knowGame, saveGame, savedGameText, savePrevious } from "./storage.js";
import { describeCapture, outcomeWhy, victoryName } from "./ui.js";

export function setGame(game) {
  if (state.game && state.game !== game && typeof state.game.free === "function") state.game.free();
  state.game = game;
  // The drawings a record, link or saved game brought (records.js), else none.
  state.drawings = game.drawings || new Drawings();
  state.drawing = null;
  const { rules, rulesJson } = gameFacts(game);
  state.preset = rules.preset;
  // The rules of the game now in play are the ones a pasted position is read with (panels/rules.js).
  emit("game", { rulesJson, names: { preset: rules.preset, custom: rules.custom }, preset: rules.preset });
  refresh();
}

/** Read the game on the board again after a change, and tell every part (the `position` event). */
export function refresh() {
  state.snap = takeSnapshot(state.game);
  state.selection.clear();
  state.drop = null;
  state.choice = null;
  state.inspect = -1;
  save();
  emit("position");
}

/** What the page keeps of a game in storage (the fields of a record, docs/records.md). */
export function savedData(g) {
  // The rules travel with the game (custom ones included); `preset` names where they started.
  // The game on the board: its moves as the page holds them (no call to the core).
  const onBoard = g === state.game && state.snap;
  const moves = onBoard ? state.snap.lineMoves : g.line();
  const { preset, rulesJson, start } = gameFacts(g);
  const data = { version: 2, preset, rules: rulesJson, start, moves, cursor: onBoard ? state.snap.cursor : g.cursor() };
  // The drawings of the game on the board, when it has any (docs/records.md, "Drawings").
  const annotations = g === state.game ? state.drawings.text() : g.drawings ? g.drawings.text() : "";
  if (annotations) data.annotations = annotations;
  // How it ended off the board (a resignation, a draw agreed, a flag), when it did.
  const ending = onBoard ? state.snap.ending : g.ending();
  if (ending) data.ending = ending;
  return data;
}

let saveWarned = false;

export function save() {
  // A lesson's position is never saved as the game: the game in progress stays in storage.
  if (state.lessonMode) return;
  try {
    // Another tab's game, saved meanwhile and not yet seen here, is kept as the previous game.
    const saved = saveGame(savedData(state.game));
    if (saved.held && !saveWarned) {
      saveWarned = true;
      ui.notice(() => t("records.heldNotSaved", { key: KEYS.game }));
    }
    if (saved.replaced) {
      ui.notice(() => t("tabs.keptOther"));
      emit("previous");
    }
  } catch (e) {
    // Storage may be disabled or full: the game goes on unsaved, and the player is told once.
    if (!saveWarned) ui.notice(() => t("records.saveFailed", { why: messageOf(e) }));
    saveWarned = true;
  }
}

/** A game from a saved game's text; throws the core's sentence naming what is wrong. */
const gameOfText = (raw) => readRecord(raw, true);

/** An unreadable saved game: its whole text is moved under a key of its own, and the page says so. */
function setBroken(raw, e) {
  const key = keepBrokenGame(raw);
  // Held where it is: the message already says the new game is not saved over it.
  if (key === KEYS.game) saveWarned = true;
  ui.notice(() => t(key === KEYS.game ? "records.storedBadHeld" : "records.storedBad", { why: shortMessage(e), key }));
}

/** The saved game, or null (none, or unreadable: then its text is kept, see setBroken). */
export function restore() {
  const raw = savedGameText();
  if (raw === null) return null;
  try {
    return gameOfText(raw);
  } catch (e) {
    setBroken(raw, e);
    return null;
  }
}

/** Put the restored game on the board; one that fails there (too long to show) is set aside too. */
export function showRestored(game, fresh) {
  const raw = savedGameText();
  try {
    setGame(game);
  } catch (e) {
    if (raw !== null) setBroken(raw, e);
    setGame(fresh());
  }
}

/**
 * Another tab saved a different game in progress: this tab shows it too. The game shown here
 * until now is kept as the previous game unless the other one continues it, and the page says so.
 */
export function followOtherTab(raw) {
  if (raw === undefined || state.lessonMode) {
    emit("previous");
    return;
  }
  if (raw === null) return;
  let game;
  try {
    game = gameOfText(raw);
  } catch (e) {
    ui.notice(() => t("tabs.otherBad", { why: shortMessage(e) }));
    return;
  }
  const mine = savedData(state.game);
  const continues = isPrefixOf(mine, raw);
  const kept = continues ? false : savePrevious(mine);
  if (!continues && !kept) {
    // This tab's game cannot be kept anywhere: it stays on the board (and asks before it goes).
    game.free();
    ui.notice(() => t("tabs.notFollowed"));
    return;
  }
  emit("stopThinking");
  knowGame(raw);
  setGame(game);
  emit("previous");
  if (!continues) ui.notice(() => t("tabs.followed"));
  ui.announce(t("tabs.changed"));
}

/**
 * Play a move: `fn(game)` plays it on the game given and returns what the core reports. At the
 * end of the line it is played at once; at an earlier point (reviewing) it is tried on a copy:
 * the recorded next move just steps forward, any other asks before discarding the later moves.
 * Returns an error message, or null.
 */
export function play(fn, describe) {
  const g = state.game;
  // The snapshot shows the game as it is: its line and cursor, without asking the core again.
  const at = state.snap.cursor;
  // In a lesson, a move after Undo simply replaces the lesson's move: nothing to confirm.
  if (at < state.snap.line.length && !state.lessonMode) return playBranch(fn, describe, state.snap.lineMoves.slice(), at);
  const before = state.snap;
  let result;
  try {
    result = fn(g);
  } catch (e) {
    return messageOf(e);
  }
  // The positions after this move are new: drawings left there (a lesson's later moves) go.
  state.drawings.dropAfter(at);
  afterPlay(before, result, describe);
  return null;
}

function playBranch(fn, describe, line, at) {
  const trial = state.game.copy();
  let result;
  try {
    result = fn(trial);
  } catch (e) {
    trial.free();
    return messageOf(e);
  }
  const before = state.snap;
  if (result.move === line[at]) {
    // The recorded next move: nothing is discarded.
    trial.free();
    state.game.seek(at + 1);
    afterPlay(before, result, describe);
    return null;
  }
  // With a friend by link, the moves after this point may have been seen: they stay.
  if (state.friend && !state.lessonMode) {
    trial.free();
    return t("flow.friendBranch");
  }
  if (state.pending) state.pending.game.free();
  state.pending = { game: trial, result, describe, before, later: line.slice(at) };
  emit("discard");
  return null;
}

function afterPlay(before, result, describe) {
  refresh();
  // Captured pieces fade out of their cells (where the cell is now empty), each with its
  // arithmetic as the core words it ("36 = 9 × 4"); a piece replaced or a pyramid's layer taken
  // leaves its arithmetic only. With reduced motion they stay, still, until the next move.
  const now = performance.now();
  const still = !motionWanted();
  if (still) state.ghosts = [];
  for (const c of result.captures || []) {
    const i = cellIndex(c.cell, state.snap.ranks);
    if (i >= 0 && before.board[i]) {
      const piece = state.snap.board[i] ? null : before.board[i];
      state.ghosts.push({ index: i, piece, label: say(c.reason), alpha: 1, start: now, still, position: state.snap.position });
    }
  }
  // The piece moved slides from its cell to its destination (so the computer's reply is seen).
  const last = state.snap.lastMove;
  const from = last && last.from ? cellIndex(last.from, state.snap.ranks) : -1;
  const to = last ? cellIndex(last.to, state.snap.ranks) : -1;
  state.slide = from >= 0 && to >= 0 && slideMs() > 0 ? { from, to, start: now, p: 0 } : null;
  if (state.ghosts.length || state.slide) {
    state.animating = state.ghosts.some((g) => !g.still) || !!state.slide;
    emit("draw");
  }
  announceMove(before.turn, result, describe);
  emit("played", { before, result, describe });
}

function announceMove(mover, result, byComputer = false) {
  const caps = result.captures || [];
  let text = t(byComputer ? "announce.computerPlayed" : "announce.played", { ...sideWords(mover), move: result.move });
  text += caps.length ? t("announce.capturing", { list: caps.map(describeCapture).join("; ") }) : ".";
  const s = state.snap.status;
  if (s.state === "won") text += t("announce.wins", { ...sideWords(s.winner), victory: victoryName(s.victory), why: outcomeWhy(s) });
  else if (s.state === "draw") text += t("announce.drawn", { why: outcomeWhy(s) });
  else text += ` ${toMove()}`;
  ui.announce(text);
}

/** Put the picked prisoner back: nothing selected, no destinations shown. */
export function clearDrop() {
  state.drop = null;
  state.selection.clear();
}

export function undo() {
  // In an exercise, undoing its move is trying again (the game's own undo waits aside with it).
  if (state.exercise) {
    emit("stopThinking");
    if (state.answered === "practice") emit("retry");
    return;
  }
  // A lesson has no undo (its button is off): Retry sets its position again.
  if (state.lessonMode) {
    ui.announce(t("lessons.noUndo"));
    return;
  }
  // A search in progress is for the position being left: stop it first.
  emit("stopThinking");
  const undone = [];
  const last = state.game.lastMove();
  if (!state.game.undo()) {
    emit("schedule");
    return;
  }
  undone.push(last ? last.move : t("announce.aMove"));
  // Against the computer, go back to a position where the person is to move.
  if (state.mode === "white" || state.mode === "black") {
    while (computerPlays(state.game.turn()) && state.game.canUndo()) {
      const m = state.game.lastMove();
      state.game.undo();
      undone.push(m ? m.move : t("announce.aMove"));
    }
  }
  refresh();
  ui.announce(t("announce.undid", { moves: undone.join(t("announce.undid.and")), turn: toMove() }));
}

export function redo() {
  if (state.lessonMode) {
    ui.announce(t("lessons.noUndo"));
    return;
  }
  emit("stopThinking");
  if (state.exercise) return;
  if (state.game.redo()) {
    refresh();
    const last = state.snap.lastMove;
    ui.announce(t("announce.redid", { move: last ? last.move : t("announce.aMove"), turn: toMove() }));
  } else {
    emit("schedule");
  }
}

/** The question before a move at an earlier point was answered: play the pending move
 * (confirmed; the later moves and their drawings go) or keep everything. */
export function settlePending(confirmed) {
  const p = state.pending;
  if (!p) return;
  state.pending = null;
  if (!confirmed) {
    p.game.free();
    state.selection.clear();
    state.choice = null;
    clearDrop();
    emit("choice", {});
    return;
  }
  const old = state.game;
  state.game = p.game;
  old.free();
  state.drawings.dropAfter(p.before.cursor);
  afterPlay(p.before, p.result, p.describe);
}

/** Show the position after `n` moves of the line (clamped), as the review buttons do. */
export function seekTo(n) {
  if (!state.game) return;
  const line = state.game.lineLength();
  const to = Math.max(0, Math.min(line, n));
  if (to === state.game.cursor()) {
    ui.announce(t(to === 0 ? "review.atStart" : "review.atEnd"));
    return;
  }
  emit("stopThinking");
  state.game.seek(to);
  refresh();
  ui.announce(reviewText());
}

