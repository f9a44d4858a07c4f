// The board's state and its actions (chessground's board.ts): the game on the board, its
// snapshot (what the shell draws and offers, grouped as a player makes moves), playing a move
// (at the end of the line, or at an earlier point after asking), new games, saving and
// restoring the game in progress, and describing cells and pieces for people.

import { Game } from "./pkg/rithmomachia.js";
import { sideWords, t } from "./i18n.js";
import { closeChoice, openChoice } from "./panels/choice.js";
import { lessons } from "./panels/lessons.js";
import { afterChange, cancelThinking, computerPlays } from "./panels/opponent.js";
import { updateTrays } from "./panels/prisoners.js";
import { askDiscard, updateReview } from "./panels/review.js";
import { chooseRules } from "./panels/rules.js";
import { updatePanels } from "./panels/status.js";
import { gameOf } from "./records.js";
import { cellIndex, cellName, decode } from "./render.js";
import { canvas, messageOf, state, toMove, ui } from "./state.js";
import { KEYS, keepBroken, saveGame, savedGameText } from "./storage.js";
import { describeCapture, describePiece, outcomeWhy, victoryName } from "./ui.js";
import { requestDraw, resize } from "./view.js";

export function takeSnapshot(game) {
  const cells = game.cells();
  const pyramids = new Map();
  cells.forEach((word, i) => {
    if (word && ((word >> 1) & 3) === 3) {
      const p = game.piece(cellName(i));
      pyramids.set(i, p ? p.parts : []);
    }
  });
  const rules = game.rules();
  const status = game.status();
  const legal = status.state === "playing" ? game.legalMoves() : [];
  const ranks = game.ranks;
  const { byFrom, drops, removals } = groupMoves(legal, ranks);
  const start = game.startPosition();
  return {
    ranks,
    cells,
    pyramids,
    status,
    byFrom,
    drops,
    removals,
    turn: game.turn(),
    ply: game.ply(),
    position: game.position(),
    startTurn: start.split(" ")[1] === "b" ? "black" : "white",
    history: game.history(),
    line: game.line(),
    cursor: game.cursor(),
    lastMove: game.lastMove(),
    prisoners: { white: game.prisoners("white"), black: game.prisoners("black") },
    progress: game.progress(),
    canUndo: game.canUndo(),
    canRedo: game.canRedo(),
    rules,
  };
}

/** The `*` targets of a move text ("a1-d1*e8:16*f9" → ["e8:16", "f9"]). */
export const targetsOf = (text) => text.split("*").slice(1);

/** A capture as a target names it: its cell, and the value of a component taken alone. */
export const captureKey = (c) => (c.component ? `${c.cell}:${c.value}` : c.cell);

/** A move onto an enemy piece, taking its place (`fromxto`). */
export const REPLACE = /^[a-h]\d{1,2}x/;

export const PLAIN_SHIFT = /^[a-h]\d{1,2}-[a-h]\d{1,2}$/;

/**
 * The legal moves grouped the way a player makes them: by origin cell then destination
 * (`byFrom`), by dropped prisoner then cell (`drops`), and removals by cell (`removals`). Each
 * destination holds what the shell needs to draw and offer it: {kind, choice, captures, moves}.
 */
export function groupMoves(legal, ranks) {
  const byFrom = new Map();
  const drops = new Map();
  const removals = new Map();
  const add = (outer, key, to, m) => {
    if (!outer.has(key)) outer.set(key, new Map());
    const d = outer.get(key);
    if (!d.has(to)) d.set(to, []);
    d.get(to).push(m);
  };
  for (const m of legal) {
    const to = cellIndex(m.to, ranks);
    if (to < 0) continue;
    if (m.from) add(byFrom, cellIndex(m.from, ranks), to, m);
    else if (m.move.includes("@")) add(drops, m.move.split("@")[0], to, m);
    else {
      if (!removals.has(to)) removals.set(to, []);
      removals.get(to).push(m);
    }
  }
  for (const outer of [byFrom, drops]) {
    for (const d of outer.values()) for (const [to, moves] of d) d.set(to, destInfo(moves, ranks));
  }
  return { byFrom, drops, removals };
}

export function destInfo(moves, ranks) {
  const captures = captureOptions(moves, ranks);
  const kind = moves.some((m) => REPLACE.test(m.move)) ? "replace" : captures.length ? "capture" : "quiet";
  return { kind, choice: moves.length > 1, captures: captures.map((o) => o.capture), options: captures, moves };
}

/**
 * Every capture the moves of one destination can make, once each, in cell order (a whole piece
 * before its components): {id, key, capture, fixed}. `key` is the target as playChoice takes it;
 * `fixed` marks the victim whose place the piece takes (every move there takes it). A capture's
 * method and arithmetic come from the move taking the fewest others.
 */
export function captureOptions(moves, ranks) {
  const targets = new Set(moves.flatMap((m) => targetsOf(m.move)));
  const seen = new Map();
  for (const m of [...moves].sort((a, b) => targetsOf(a.move).length - targetsOf(b.move).length)) {
    const count = new Map();
    for (const c of m.captures) {
      const key = captureKey(c);
      const n = (count.get(key) || 0) + 1;
      count.set(key, n);
      const id = `${key}#${n}`;
      if (!seen.has(id)) seen.set(id, { id, key, capture: c, fixed: !targets.has(key) });
    }
  }
  const rank = (o) => cellIndex(o.capture.cell, ranks) * 2 + (o.capture.component ? 1 : 0);
  return [...seen.values()].sort((a, b) => rank(a) - rank(b));
}

/** The option ids a move takes. */
export function optionIds(move) {
  const count = new Map();
  return move.captures.map((c) => {
    const key = captureKey(c);
    const n = (count.get(key) || 0) + 1;
    count.set(key, n);
    return `${key}#${n}`;
  });
}

export function destinationsOf(index) {
  if (!state.snap || index < 0) return null;
  const word = state.snap.cells[index];
  if (!word) return null;
  // A Map of destination → {kind, choice, captures, moves}; empty for a piece that may not move now.
  return state.snap.byFrom.get(index) || new Map();
}

export function setGame(game) {
  if (state.game && state.game !== game && typeof state.game.free === "function") state.game.free();
  state.game = game;
  const rules = game.rules();
  state.preset = rules.preset;
  // The rules of the game now in play are the ones a pasted position is read with.
  chooseRules(game.rulesJson(), { preset: rules.preset, custom: rules.custom }, rules.preset);
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
  updateTrays(state.snap);
  updatePanels();
  updateReview();
  save();
  // The banner may have come or gone: fit the board to the room left (this also redraws).
  resize();
  afterChange();
}

/** What the page keeps of a game in storage (the fields of a record, docs/records.md). */
export function savedData(g) {
  // The rules travel with the game (custom ones included); `preset` names where they started.
  return { version: 2, preset: g.rules().preset, rules: g.rulesJson(), start: g.startPosition(), moves: g.line(), cursor: g.cursor() };
}

export let saveWarned = false;

export function save() {
  // A lesson's position is never saved as the game: the game in progress stays in storage.
  if (state.lessonMode) return;
  try {
    saveGame(savedData(state.game));
  } catch (e) {
    // Storage may be disabled or full: the game goes on unsaved, and the player is told once.
    if (!saveWarned) ui.notice(() => t("records.saveFailed", { why: messageOf(e) }));
    saveWarned = true;
  }
}

/** The saved game, or null (none, or unreadable: then its text is kept under KEYS.broken). */
export function restore() {
  const raw = savedGameText();
  if (raw === null) return null;
  try {
    const data = JSON.parse(raw);
    if (!data || typeof data !== "object" || Array.isArray(data) || typeof data.start !== "string") throw new Error(t("records.err.notSaved"));
    return gameOf(data, Game);
  } catch (e) {
    const kept = keepBroken(raw);
    ui.notice(() => t(kept ? "records.storedBad" : "records.storedBadLost", { why: messageOf(e), key: KEYS.broken }));
    return null;
  }
}

/**
 * Play a move: `fn(game)` plays it on the game given and returns what the core reports. At the
 * end of the line it is played at once; at an earlier point (reviewing) it is tried on a copy:
 * the recorded next move just steps forward, any other asks before discarding the later moves.
 * Returns an error message, or null.
 */
export function play(fn, describe) {
  const g = state.game;
  const line = g.line();
  const at = g.cursor();
  // In a lesson, a move after Undo simply replaces the lesson's move: nothing to confirm.
  if (at < line.length && !state.lessonMode) return playBranch(fn, describe, line, at);
  const before = state.snap;
  let result;
  try {
    result = fn(g);
  } catch (e) {
    return messageOf(e);
  }
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
  // Captured pieces fade out of their cells (where the cell is now empty).
  const now = performance.now();
  for (const c of result.captures || []) {
    const i = cellIndex(c.cell, state.snap.ranks);
    if (i >= 0 && before.cells[i] && !state.snap.cells[i]) {
      state.ghosts.push({ index: i, word: before.cells[i], parts: before.pyramids.get(i), alpha: 1, start: now });
    }
  }
  if (state.ghosts.length) {
    state.animating = true;
    requestDraw();
  }
  announceMove(before.turn, result, describe);
  if (state.lessonMode && lessons && result && result.move) lessons.played(result.move);
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
  const label = d.choice ? moveLabel(state.selection.selected, state.drop, t, d) : d.moves[0].move;
  return { label, captures: d.captures, choice: d.choice };
}

/** A destination with several moves named without its captures ("a1-d1", "d4xe5", "C4@b1"). */
export function moveLabel(from, piece, to, info) {
  if (piece) return `${piece}@${cellName(to)}`;
  return `${cellName(from)}${info.kind === "replace" ? "x" : "-"}${cellName(to)}`;
}

export function pieceAt(index) {
  if (index < 0 || !state.snap.cells[index]) return null;
  const p = decode(state.snap.cells[index]);
  if (p.shape === "pyramid") return state.game.piece(cellName(index));
  return { cell: cellName(index), ...p, parts: [{ shape: p.shape, value: p.value }] };
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

/** Play the destination `to` of the piece on `from` (or of the prisoner `piece`). */
export function takeDestination(from, piece, to, info, how) {
  if (info.moves.length === 1) {
    const m = info.moves[0];
    const err = play((g) => (PLAIN_SHIFT.test(m.move) ? g.playFromTo(m.from, m.to) : g.play(m.move)));
    if (err) ui.announce(err);
    return;
  }
  openChoice(from, piece, to, info, how);
}

export function firstCursor() {
  const movable = [...state.snap.byFrom.keys()];
  return movable.length ? Math.min(...movable) : 0;
}

export function undo() {
  // A search in progress is for the position being left: stop it first.
  cancelThinking();
  // In a lesson, undoing the lesson's move is trying again.
  if (state.lessonMode && lessons && lessons.answered()) {
    lessons.retry();
    return;
  }
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
  cancelThinking();
  if (state.game.redo()) {
    refresh();
    const last = state.snap.lastMove;
    ui.announce(t("announce.redid", { move: last ? last.move : t("announce.aMove"), turn: toMove() }));
  } else {
    afterChange();
  }
}
