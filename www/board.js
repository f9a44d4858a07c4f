// The board's state and its actions (chessground's board.ts): the game on the board, its
// snapshot (what the shell draws and offers, grouped as a player makes moves), playing a move
// (at the end of the line, or at an earlier point after asking), new games, saving and
// restoring the game in progress, and describing cells and pieces for people.

import { Game } from "./pkg/rithmomachia.js";
import { say, sideWords, t } from "./i18n.js";
import { closeChoice, openChoice } from "./panels/choice.js";
import { followBoard } from "./panels/follow.js";
import { lessonControls, lessons } from "./panels/lessons.js";
import { afterChange, cancelThinking, computerPlays } from "./panels/opponent.js";
import { practice } from "./panels/practice.js";
import { dropName, updateTrays } from "./panels/prisoners.js";
import { askDiscard, updateReview } from "./panels/review.js";
import { chooseRules } from "./panels/rules.js";
import { updatePanels } from "./panels/status.js";
import { Drawings } from "./drawings.js";
import { gameOf } from "./records.js";
import { cellIndex, cellName } from "./render.js";
import { canvas, messageOf, shortMessage, state, toMove, ui } from "./state.js";
import { KEYS, isPrefixOf, keepBrokenGame, knowGame, saveGame, savedGameText, savePrevious } from "./storage.js";
import { describeCapture, describePiece, outcomeWhy, victoryName } from "./ui.js";
import { playSound } from "./sound.js";
import { drawNow, fitLater, motionWanted, requestDraw, resize, slideMs } from "./view.js";

/**
 * What stays the same for the whole of a game (its rules, their JSON, its start), asked of the
 * core once per game object rather than after every move.
 */
const fixedOf = new WeakMap();
export function gameFacts(game) {
  let f = fixedOf.get(game);
  if (!f) {
    const rules = game.rules();
    f = { rules, rulesJson: game.rulesJson(), start: game.startPosition(), preset: rules.preset };
    fixedOf.set(game, f);
  }
  return f;
}

/**
 * The recorded line as the page holds it: [{move, mover, from, to}] and the moves' texts, for
 * one game object. The core sends only the moves the page lacks (`lineFrom`): while the line's
 * edits count stays the same the line has only grown, so a move costs the same at ply 2,000 as
 * at ply 2; a cut line (a move played before its end) or another game is read again whole.
 */
const held = { game: null, edits: -1, entries: [], moves: [] };
function lineOf(game, s) {
  if (held.game !== game || held.edits !== s.lineEdits || held.entries.length > s.lineLength) {
    held.game = game;
    held.edits = s.lineEdits;
    held.entries = [];
    held.moves = [];
  }
  if (held.entries.length < s.lineLength) {
    // A loop, not push(...list): a list of any length never goes through one call's arguments.
    for (const e of game.lineFrom(held.entries.length)) {
      held.entries.push(e);
      held.moves.push(e.move);
    }
  }
  return held;
}

/**
 * What the shell draws and offers, from the facade's snapshot (docs/facade.md): the pieces by
 * cell index (`board`), the cells of the pieces that may move (`movers`), the drops by prisoner
 * index ({prisoner, name, cells, dests}) and the removals by cell. A piece's destinations are
 * asked of the core when it is picked up (`destinationsOf`) and a prisoner's when it is picked
 * (`drop.dests`), each once per snapshot, so a position offering thousands of captures costs one
 * piece's worth at a time. `line` is the recorded line (lineOf).
 */
export function takeSnapshot(game) {
  const s = game.snapshot();
  const { rules } = gameFacts(game);
  const status = game.status();
  const ranks = s.ranks;
  const playing = status.state === "playing";
  const board = new Array(ranks * 8).fill(null);
  for (const p of s.pieces) board[cellIndex(p.cell, ranks)] = p;
  const drops = new Map();
  for (const d of playing ? s.drops : []) {
    let dests = null;
    drops.set(d.prisoner.index, {
      prisoner: d.prisoner,
      name: dropName(d.prisoner),
      cells: d.cells,
      get dests() {
        return dests || (dests = destinationMap(game.dropDestinations(d.prisoner.index), ranks));
      },
    });
  }
  const removals = new Map((playing ? s.removals : []).map((r) => [cellIndex(r.cell, ranks), r]));
  const line = lineOf(game, s);
  return {
    game,
    ranks,
    board,
    status,
    movers: new Set(playing ? s.movers.map((c) => cellIndex(c, ranks)) : []),
    byFrom: new Map(),
    drops,
    removals,
    turn: s.turn,
    ply: s.ply,
    position: game.position(),
    startTurn: s.startTurn,
    line: line.entries,
    lineMoves: line.moves,
    cursor: s.cursor,
    lastMove: game.lastMove(),
    prisoners: s.prisoners,
    progress: game.progress(),
    canUndo: s.cursor > 0,
    canRedo: s.cursor < s.lineLength,
    rules,
  };
}

/**
 * One origin's destinations as the panels use them: by destination cell index, each the
 * facade's {from, to, kind, choice, label, move, options, default} with each option's capture
 * taken from the list's table and `captures` (every capture on offer there) added.
 */
function destinationMap(list, ranks) {
  const dests = new Map();
  for (const d of list.destinations) {
    for (const o of d.options) o.capture = list.captures[o.capture];
    dests.set(cellIndex(d.to, ranks), { ...d, captures: d.options.map((o) => o.capture) });
  }
  return dests;
}

/** The piece on `index` may move now (told by the snapshot, without asking its destinations). */
export function mayMove(index) {
  return !!(state.snap && state.snap.movers && state.snap.movers.has(index));
}

export function destinationsOf(index) {
  const snap = state.snap;
  if (!snap || index < 0) return null;
  if (!snap.board[index]) return null;
  // A Map of destination → {kind, choice, captures, options, …}; empty for a piece that may not move now.
  if (!mayMove(index)) return new Map();
  if (!snap.byFrom.has(index)) snap.byFrom.set(index, destinationMap(snap.game.destinationsFrom(cellName(index)), snap.ranks));
  return snap.byFrom.get(index);
}

export function setGame(game) {
  if (state.game && state.game !== game && typeof state.game.free === "function") state.game.free();
  state.game = game;
  // The drawings a record, link or saved game brought (records.js), else none.
  state.drawings = game.drawings || new Drawings();
  state.drawing = null;
  const { rules, rulesJson } = gameFacts(game);
  state.preset = rules.preset;
  // The rules of the game now in play are the ones a pasted position is read with.
  chooseRules(rulesJson, { preset: rules.preset, custom: rules.custom }, rules.preset);
  refresh();
}

export function refresh() {
  state.snap = takeSnapshot(state.game);
  state.selection.clear();
  state.drop = null;
  closeChoice();
  state.inspect = -1;
  canvas.dataset.position = state.snap.position;
  canvas.dataset.state = state.snap.status.state;
  ui.update(state.snap);
  lessonControls();
  updateTrays(state.snap);
  updatePanels();
  updateReview();
  save();
  // The banner may have come or gone: fit the board to the room left (this also redraws);
  // otherwise draw at once and check the fit in the next frame (view.js, fitLater).
  const banner = !ui.els.banner.hidden;
  if (banner !== bannerShown || !state.layout) resize();
  else {
    drawNow();
    fitLater();
  }
  bannerShown = banner;
  afterChange();
  followBoard();
}

let bannerShown = false;

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
  return data;
}

export let saveWarned = false;

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
      updateRecordsButton();
    }
  } catch (e) {
    // Storage may be disabled or full: the game goes on unsaved, and the player is told once.
    if (!saveWarned) ui.notice(() => t("records.saveFailed", { why: messageOf(e) }));
    saveWarned = true;
  }
}

/** The restore button's visibility, set by the records panel (no import cycle through it). */
let updateRecordsButton = () => {};
export const onPreviousChange = (f) => {
  updateRecordsButton = f;
};

/** A game from a saved game's text; throws with a clause naming what is wrong. */
function gameOfText(raw) {
  const data = JSON.parse(raw);
  if (!data || typeof data !== "object" || Array.isArray(data) || typeof data.start !== "string") throw new Error(t("records.err.notSaved"));
  return gameOf(data, Game);
}

/** An unreadable saved game: its whole text is moved under a key of its own, and the page says so. */
export function setBroken(raw, e) {
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
    updateRecordsButton();
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
  cancelThinking();
  knowGame(raw);
  setGame(game);
  updateRecordsButton();
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

export function playBranch(fn, describe, line, at) {
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
  askDiscard({ game: trial, result, describe, before, later: line.slice(at) });
  return null;
}

export function afterPlay(before, result, describe) {
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
    requestDraw();
  }
  const st = state.snap.status.state;
  playSound(st === "won" ? "victory" : (result.captures || []).length ? "capture" : "move");
  announceMove(before.turn, result, describe);
  if (state.lessonMode && lessons && result && result.move) lessons.played(result.move);
  if (practice.active() && result && result.move) practice.played(result);
}

export function announceMove(mover, result, byComputer = false) {
  const caps = result.captures || [];
  let text = t(byComputer ? "announce.computerPlayed" : "announce.played", { ...sideWords(mover), move: result.move });
  text += caps.length ? t("announce.capturing", { list: caps.map(describeCapture).join("; ") }) : ".";
  const s = state.snap.status;
  if (s.state === "won") text += t("announce.wins", { ...sideWords(s.winner), victory: victoryName(s.victory), why: outcomeWhy(s) });
  else if (s.state === "draw") text += t("announce.drawn", { why: outcomeWhy(s) });
  else text += ` ${toMove()}`;
  ui.announce(text);
}

export function previewTarget() {
  const dests = state.selection.dests;
  if (!dests) return -1;
  if (state.hover >= 0 && dests.has(state.hover)) return state.hover;
  if (state.focused && state.keyboard && dests.has(state.cursor)) return state.cursor;
  return -1;
}

/** What the destination pointed at would do: {label, captures, choice}, or null. */
export function previewMove() {
  const t = previewTarget();
  if (t < 0) return null;
  const d = state.selection.dests.get(t);
  if (!d) return null;
  // A choice is named without its captures ("a1-d1", "d4xe5", "C4@b1"); one move, in full.
  const label = d.choice ? d.label : d.move;
  return { label, captures: d.captures, choice: d.choice };
}

/** The piece on a cell as the facade gives it: {cell, color, shape, value, parts}, or null. */
export function pieceAt(index) {
  return index < 0 ? null : state.snap.board[index] || null;
}

export const listCaptures = (captures) => captures.map((x) => t("announce.onPiece", { piece: x.piece, cell: x.cell })).join(t("list.sep"));

export function describeCell(index) {
  const p = pieceAt(index);
  let text = t("cell.describe", { cell: cellName(index), what: p ? describePiece(p.color, p.shape, p.value) : t("cell.empty") });
  const ch = state.choice;
  if (ch && ch.kind === "capture") {
    const here = ch.options.filter((o) => cellIndex(o.capture.cell, state.snap.ranks) === index);
    for (const o of here) text += t(o.fixed ? "cell.takenByMove" : ch.checked.has(o.id) ? "cell.toBeTaken" : "cell.spared", { piece: o.capture.piece });
    if (index === ch.to) text += t("cell.destination");
    return text + ".";
  }
  const dests = state.selection.dests;
  if (dests && dests.has(index)) {
    const d = dests.get(index);
    const onto = d.kind === "replace" ? t("cell.onto") : "";
    if (d.choice) text += onto + t("cell.choose", { list: listCaptures(d.captures) });
    else text += d.captures.length ? onto + t("cell.captures", { list: listCaptures(d.captures) }) : t("cell.move");
  } else if (state.snap.removals.has(index) && !state.drop && state.selection.selected < 0) {
    text += t("cell.removable");
  }
  return text + ".";
}

/** Play the destination `to` of the piece on `from` (or of the prisoner `drop`, from snap.drops). */
export function takeDestination(from, drop, to, info, how) {
  if (!info.choice) {
    // One move goes there: the destination's default.
    const err = play((g) => (drop ? g.playDrop(drop.prisoner.index, cellName(to)) : g.playMove(cellName(from), cellName(to))));
    if (err) ui.announce(err);
    return;
  }
  openChoice(from, drop, to, info, how);
}

export function firstCursor() {
  const movable = [...state.snap.movers];
  return movable.length ? Math.min(...movable) : 0;
}

export function undo() {
  // In an exercise, undoing its move is trying again (the game's own undo waits aside with it).
  if (practice.active()) {
    cancelThinking();
    if (practice.answered()) practice.retry();
    return;
  }
  // A lesson has no undo (its button is off): Retry sets its position again.
  if (state.lessonMode) {
    ui.announce(t("lessons.noUndo"));
    return;
  }
  // A search in progress is for the position being left: stop it first.
  cancelThinking();
  const undone = [];
  const last = state.game.lastMove();
  if (!state.game.undo()) {
    afterChange();
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
  cancelThinking();
  if (practice.active()) return;
  if (state.game.redo()) {
    refresh();
    const last = state.snap.lastMove;
    ui.announce(t("announce.redid", { move: last ? last.move : t("announce.aMove"), turn: toMove() }));
  } else {
    afterChange();
  }
}
