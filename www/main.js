// Boot and wiring: the game (wasm), the canvas, the input and the panels.
// The shell keeps UI state only (selection, hover, cursor, orientation, animation);
// every rule question goes to the game.

import init, { Game, presets, presetRules, validateRules, describeRules, victoryOptions } from "./pkg/rithmomachia.js";
import { makeLayout, draw, clearSprites, cellName, cellIndex, cellAt, cellCenterCss, stepOnScreen, decode } from "./render.js";
import { Selection, attachInput } from "./input.js";
import { createUi, describeCapture, rulesName, outcomeWhy, victoryName, describePiece } from "./ui.js";
import { createRulesDialog } from "./rules.js";
import { Opponent, Cancelled } from "./ai.js";
import { createLessons } from "./lessons.js";
import { createExplain } from "./explain.js";
import { t, say, capitalize, sideWords, detectLanguage, setLanguage, language, LANGUAGE_NAMES, onLanguageChange } from "./i18n.js";
import { makeRecord, recordFileName, readRecord, gameOf, makeLinkFragment, readLinkFragment } from "./records.js";

const STORAGE_KEY = "rithmomachia.game.v1";
// A saved game that could not be read is kept here (never destroyed silently).
const BROKEN_KEY = "rithmomachia.game.v1.broken";
// The game replaced by an opened link or an imported file, to go back to.
const PREVIOUS_KEY = "rithmomachia.game.previous";
// The game in progress, set aside while a lesson is on the board (see enterLesson).
const ASIDE_KEY = "rithmomachia.game.aside.v1";
const ORIENTATION_KEY = "rithmomachia.orientation";
const AI_KEY = "rithmomachia.players.v1";
const EXPLAIN_KEY = "rithmomachia.explain";
const MODES = ["hotseat", "white", "black", "auto"];
const LEVELS = ["easy", "medium", "hard"];
// The hint is the hard engine on a shorter budget: an answer in well under a second.
const HINT_LEVEL = "hard:700ms";
// The search's fixed memory in the worker (its transposition table).
const TABLE_MB = 8;
const DEFAULT_PRESET = "classic";
const GHOST_MS = 700;

const canvas = document.getElementById("board");
const wrap = document.getElementById("board-wrap");
const ctx = canvas.getContext("2d", { alpha: false });
const ui = createUi();
const explain = createExplain();

const state = {
  game: null,
  preset: DEFAULT_PRESET,
  snap: null,
  layout: null,
  orientation: 1,
  selection: new Selection(),
  hover: -1,
  cursor: -1,
  inspect: -1, // the cell last tapped or clicked (the inspector on touch screens)
  keyboard: false,
  focused: false,
  ghosts: [],
  animating: false,
  drop: null, // the prisoner picked in the tray to drop ("C4"), or null
  choice: null, // captures or removals on offer, waiting for the player (see openChoice)
  chosen: null, // {json, label}: the rules a new game or a pasted position uses
  lessonMode: false, // a lesson is on the board: the game in progress waits in ASIDE_KEY
  lessonMark: null, // the cell the lesson's hint marks

  // The computer: who plays what, how strong, how fast in demonstrations.
  mode: "hotseat", // "hotseat" | "white" (you play White) | "black" | "auto" (computer against computer)
  level: "medium",
  speed: 1000, // ms between moves when the computer plays both sides
  paused: false,
  thinking: null, // {purpose: "move" | "hint", side, position, started} while the worker searches
  hint: null, // {position, move, from, to, text}
  lastThought: null,
  seed: (Math.random() * 2 ** 32) >>> 0, // tie-breaks: each session, game and ply its own
  games: 0,
  pending: null, // {game, result, describe, before, later}: a move at an earlier point awaiting confirmation
  explained: null, // explain mode's overlay for the board (null when the mode is off)
};

const opponent = new Opponent({ tableMb: TABLE_MB });
let autoTimer = 0;

// ---------------------------------------------------------------- snapshot of the game

function takeSnapshot(game) {
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

/** The name of rules for people, in the current language. */
const rulesLabel = (r) => rulesName(r);
/** "White to move." in the current language. */
const toMove = () => t(`turn.next.${state.snap.turn}`);

/** The `*` targets of a move text ("a1-d1*e8:16*f9" → ["e8:16", "f9"]). */
const targetsOf = (text) => text.split("*").slice(1);
/** A capture as a target names it: its cell, and the value of a component taken alone. */
const captureKey = (c) => (c.component ? `${c.cell}:${c.value}` : c.cell);
/** A move onto an enemy piece, taking its place (`fromxto`). */
const REPLACE = /^[a-h]\d{1,2}x/;
const PLAIN_SHIFT = /^[a-h]\d{1,2}-[a-h]\d{1,2}$/;

/**
 * The legal moves grouped the way a player makes them: by origin cell then destination
 * (`byFrom`), by dropped prisoner then cell (`drops`), and removals by cell (`removals`). Each
 * destination holds what the shell needs to draw and offer it: {kind, choice, captures, moves}.
 */
function groupMoves(legal, ranks) {
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

function destInfo(moves, ranks) {
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
function captureOptions(moves, ranks) {
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
function optionIds(move) {
  const count = new Map();
  return move.captures.map((c) => {
    const key = captureKey(c);
    const n = (count.get(key) || 0) + 1;
    count.set(key, n);
    return `${key}#${n}`;
  });
}

function destinationsOf(index) {
  if (!state.snap || index < 0) return null;
  const word = state.snap.cells[index];
  if (!word) return null;
  // A Map of destination → {kind, choice, captures, moves}; empty for a piece that may not move now.
  return state.snap.byFrom.get(index) || new Map();
}

// ---------------------------------------------------------------- drawing

function uiState() {
  const sel = state.selection;
  const ch = state.choice;
  const base = {
    selected: sel.selected,
    cursor: state.cursor,
    showCursor: state.focused && state.keyboard,
    ghosts: state.ghosts,
    explain: state.explained,
    hint: state.hint
      ? { from: state.hint.from ? cellIndex(state.hint.from, state.snap.ranks) : -1, to: cellIndex(state.hint.to, state.snap.ranks) }
      : state.lessonMark
        ? { from: cellIndex(state.lessonMark, state.snap.ranks), to: -1 }
        : null,
  };
  if (ch && ch.kind === "capture") {
    // Only the chosen destination stays marked; ticked captures ringed, unticked ones greyed.
    const cells = (pick) => ch.options.filter(pick).map((o) => cellIndex(o.capture.cell, state.snap.ranks));
    return {
      ...base,
      dests: new Map([[ch.to, ch.info]]),
      hover: ch.to,
      preview: ch.options.filter((o) => o.fixed || ch.checked.has(o.id)).map((o) => o.capture),
      spared: cells((o) => !o.fixed && !ch.checked.has(o.id)),
    };
  }
  if (ch && ch.kind === "removal") {
    return { ...base, dests: null, hover: -1, preview: ch.moves.flatMap((m) => m.captures), spared: [] };
  }
  const m = previewMove();
  return { ...base, dests: sel.dests, hover: previewTarget(), preview: m ? m.captures : [], spared: [] };
}

// What the canvas shows is exposed for tests (docs/facade.md, "The page's testing contract"):
// #board[data-frame] counts the frames drawn, #board[data-drawn] is "1" once the last change is
// on the canvas ("" while a frame is requested or pieces fade out), and window.rithmo.drawn() /
// nextFrame() resolve on those states.
let framesDrawn = 0;
const frameWaiters = [];
const drawnWaiters = [];

function drawNow() {
  if (!state.snap || !state.layout) return;
  draw(ctx, state.layout, state.snap, uiState());
  framesDrawn += 1;
  canvas.dataset.frame = String(framesDrawn);
  for (const f of frameWaiters.splice(0)) f(framesDrawn);
  markDrawn();
}

let frame = 0;
function requestDraw() {
  if (!frame) frame = requestAnimationFrame(frameTick);
  markDrawn();
}

/** Whether the canvas shows the current state: no frame requested, no piece fading out. */
const isDrawn = () => !frame && !state.animating && !!state.layout;

function markDrawn() {
  const drawn = isDrawn();
  canvas.dataset.drawn = drawn ? "1" : "";
  if (drawn) for (const f of drawnWaiters.splice(0)) f(framesDrawn);
}

function frameTick(now) {
  frame = 0;
  if (state.ghosts.length) {
    for (const g of state.ghosts) g.alpha = Math.max(0, 1 - (now - g.start) / GHOST_MS);
    state.ghosts = state.ghosts.filter((g) => g.alpha > 0);
    if (state.ghosts.length) requestDraw();
  }
  state.animating = state.ghosts.length > 0;
  drawNow();
}

function resize() {
  if (!state.snap) return;
  const dpr = window.devicePixelRatio || 1;
  const portrait = state.orientation % 2 === 0;
  const cols = portrait ? 8 : state.snap.ranks;
  const rows = portrait ? state.snap.ranks : 8;
  const availW = Math.max(200, wrap.clientWidth);
  const top = wrap.getBoundingClientRect().top + window.scrollY;
  const availH = Math.max(240, window.innerHeight - Math.min(top, 160) - 24);
  const cssCell = Math.max(18, Math.min(availW / (cols + 1.3), availH / (rows + 1.3)));
  const width = Math.floor(cssCell * (cols + 1.3));
  const height = Math.floor(cssCell * (rows + 1.3));
  const layout = makeLayout({ width, height, dpr, ranks: state.snap.ranks, orientation: state.orientation });
  if (canvas.width !== layout.W || canvas.height !== layout.H) {
    canvas.width = layout.W;
    canvas.height = layout.H;
  }
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  state.layout = layout;
  drawNow();
}

// ---------------------------------------------------------------- game changes

function setGame(game) {
  if (state.game && state.game !== game && typeof state.game.free === "function") state.game.free();
  state.game = game;
  const rules = game.rules();
  state.preset = rules.preset;
  // The rules of the game now in play are the ones a pasted position is read with.
  chooseRules(game.rulesJson(), { preset: rules.preset, custom: rules.custom }, rules.preset);
  refresh();
}

/** The rules a new game or a pasted position uses, shown where positions are pasted
 * (`names`: {preset, custom}, worded in the current language). */
function chooseRules(json, names, preset) {
  state.chosen = { json, names };
  ui.showChosenRules(rulesLabel(names));
  if (preset && [...ui.els.preset.options].some((o) => o.value === preset)) ui.els.preset.value = preset;
}

function refresh() {
  state.snap = takeSnapshot(state.game);
  state.selection.clear();
  state.drop = null;
  closeChoice();
  state.inspect = -1;
  canvas.dataset.position = state.snap.position;
  canvas.dataset.state = state.snap.status.state;
  ui.update(state.snap);
  updatePanels();
  updateReview();
  save();
  // The banner may have come or gone: fit the board to the room left (this also redraws).
  resize();
  afterChange();
}

/** What the page keeps of a game in storage (the fields of a record, docs/records.md). */
function savedData(g) {
  // The rules travel with the game (custom ones included); `preset` names where they started.
  return { version: 2, preset: g.rules().preset, rules: g.rulesJson(), start: g.startPosition(), moves: g.line(), cursor: g.cursor() };
}

let saveWarned = false;
function save() {
  // A lesson's position is never saved as the game: the game in progress stays in storage.
  if (state.lessonMode) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(savedData(state.game)));
  } catch (e) {
    // Storage may be disabled or full: the game goes on unsaved, and the player is told once.
    if (!saveWarned) ui.notice(() => t("records.saveFailed", { why: messageOf(e) }));
    saveWarned = true;
  }
}

/** The saved game, or null (none, or unreadable: then its text is kept under BROKEN_KEY). */
function restore() {
  let raw = null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const data = JSON.parse(raw);
    if (!data || typeof data !== "object" || Array.isArray(data) || typeof data.start !== "string") throw new Error(t("records.err.notSaved"));
    return gameOf(data, Game);
  } catch (e) {
    let kept = true;
    try {
      localStorage.setItem(BROKEN_KEY, raw);
    } catch {
      kept = false;
    }
    ui.notice(() => t(kept ? "records.storedBad" : "records.storedBadLost", { why: messageOf(e), key: BROKEN_KEY }));
    return null;
  }
}

function messageOf(e) {
  return (e && e.message) || String(e);
}

/**
 * Play a move: `fn(game)` plays it on the game given and returns what the core reports. At the
 * end of the line it is played at once; at an earlier point (reviewing) it is tried on a copy:
 * the recorded next move just steps forward, any other asks before discarding the later moves.
 * Returns an error message, or null.
 */
function play(fn, describe) {
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
  askDiscard({ game: trial, result, describe, before, later: line.slice(at) });
  return null;
}

/** The confirmation before a move at an earlier point discards the later moves. */
function askDiscard(pending) {
  if (state.pending) state.pending.game.free();
  state.pending = pending;
  const { later, result } = pending;
  const shown = later.length > 8 ? `${later.slice(0, 8).join(", ")}, …` : later.join(", ");
  ui.setText(document.getElementById("discard-text"), () => t("review.discardText", { move: result.move, n: later.length, moves: shown }));
  const dialog = document.getElementById("discard-dialog");
  dialog.returnValue = "";
  dialog.showModal();
  document.getElementById("discard-cancel").focus();
}

/** The dialog closed: play the pending move (confirmed) or keep everything. */
function settleDiscard(confirmed) {
  const p = state.pending;
  if (!p) return;
  state.pending = null;
  if (!confirmed) {
    p.game.free();
    state.selection.clear();
    closeChoice();
    clearDrop();
    updatePanels();
    requestDraw();
    ui.announce(t("review.kept", { n: p.later.length }));
    canvas.focus();
    return;
  }
  const old = state.game;
  state.game = p.game;
  old.free();
  afterPlay(p.before, p.result, p.describe);
  canvas.focus();
}

function afterPlay(before, result, describe) {
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

// ---------------------------------------------------------------- selection, hover, preview

function previewTarget() {
  const dests = state.selection.dests;
  if (!dests) return -1;
  if (state.hover >= 0 && dests.has(state.hover)) return state.hover;
  if (state.focused && state.keyboard && dests.has(state.cursor)) return state.cursor;
  return -1;
}

/** What the destination pointed at would do: {label, captures, choice}, or null. */
function previewMove() {
  const t = previewTarget();
  if (t < 0) return null;
  const d = state.selection.dests.get(t);
  if (!d) return null;
  const label = d.choice ? moveLabel(state.selection.selected, state.drop, t, d) : d.moves[0].move;
  return { label, captures: d.captures, choice: d.choice };
}

/** A destination with several moves named without its captures ("a1-d1", "d4xe5", "C4@b1"). */
function moveLabel(from, piece, to, info) {
  if (piece) return `${piece}@${cellName(to)}`;
  return `${cellName(from)}${info.kind === "replace" ? "x" : "-"}${cellName(to)}`;
}

function pieceAt(index) {
  if (index < 0 || !state.snap.cells[index]) return null;
  const p = decode(state.snap.cells[index]);
  if (p.shape === "pyramid") return state.game.piece(cellName(index));
  return { cell: cellName(index), ...p, parts: [{ shape: p.shape, value: p.value }] };
}

function updatePanels() {
  const ch = state.choice;
  if (ch && ch.kind === "capture") {
    ui.showPreview(ch.label, ch.options.filter((o) => o.fixed || ch.checked.has(o.id)).map((o) => o.capture), "");
  } else if (ch) {
    ui.showPreview(null, [], t("preview.removal"));
  } else {
    const m = previewMove();
    const idle = state.snap.status.state !== "playing" ? t("preview.over") : state.drop ? t("preview.drop", { piece: state.drop }) : t("preview.idle");
    ui.showPreview(m ? m.label : null, m ? m.captures : [], idle, m ? m.choice : false);
  }
  // The piece pointed at, else the one under the keyboard cursor, else the selected one.
  const candidates = [state.hover, state.focused && state.keyboard ? state.cursor : -1, state.selection.selected, state.inspect];
  const focus = candidates.find((i) => i >= 0 && state.snap.cells[i]);
  ui.showInspector(focus === undefined ? null : pieceAt(focus));
  updateExplain();
}

/** Explain mode: the selected piece, else the one last clicked, else the one under the cursor. */
function updateExplain() {
  const has = (i) => i >= 0 && state.snap.cells[i];
  const kb = state.focused && state.keyboard ? state.cursor : -1;
  const focus = [state.selection.selected, state.inspect, kb].find(has) ?? -1;
  try {
    state.explained = explain.update(state.game, state.snap, focus, (i) => {
      const p = pieceAt(i);
      return t("explain.piece-label", { side: t(`side.${p.color}`), shape: t(`shape.${p.shape}`), value: p.value, cell: cellName(i) });
    });
  } catch (e) {
    state.explained = null;
    ui.notice(messageOf(e));
  }
}

function wireExplain() {
  try {
    explain.els.toggle.checked = localStorage.getItem(EXPLAIN_KEY) === "1";
  } catch {
    /* storage off: the mode starts off */
  }
  explain.els.toggle.addEventListener("change", () => {
    try {
      localStorage.setItem(EXPLAIN_KEY, explain.els.toggle.checked ? "1" : "0");
    } catch {
      /* ignore */
    }
    updatePanels();
    requestDraw();
  });
}

const listCaptures = (captures) => captures.map((x) => t("announce.onPiece", { piece: x.piece, cell: x.cell })).join(t("list.sep"));

function describeCell(index) {
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

// ---------------------------------------------------------------- playing a destination, choices

/** Play the destination `to` of the piece on `from` (or of the prisoner `piece`). */
function takeDestination(from, piece, to, info, how) {
  if (info.moves.length === 1) {
    const m = info.moves[0];
    const err = play((g) => (PLAIN_SHIFT.test(m.move) ? g.playFromTo(m.from, m.to) : g.play(m.move)));
    if (err) ui.announce(err);
    return;
  }
  openChoice(from, piece, to, info, how);
}

/**
 * Several moves go to one destination: the player picks the captures. Preselected: the listed
 * choice taking the most (normally every capture on offer); the player unticks what to spare.
 */
function openChoice(from, piece, to, info, how) {
  const most = info.moves.reduce((best, m) => (targetsOf(m.move).length > targetsOf(best.move).length ? m : best));
  const label = moveLabel(from, piece, to, info);
  state.choice = { kind: "capture", label, from, piece, to, info, options: info.options, checked: new Set(optionIds(most)) };
  const free = info.options.filter((o) => !o.fixed);
  ui.showChoice({
    kind: "capture",
    head: t("choice.head", { move: label }),
    options: info.options.map((o) => ({ id: o.id, text: describeCapture(o.capture), fixed: o.fixed, checked: o.fixed || state.choice.checked.has(o.id), cell: o.capture.cell })),
  });
  ui.announce(t("choice.announce", { move: label, n: free.length, list: listCaptures(free.map((o) => o.capture)), cell: cellName(to) }));
  updatePanels();
  requestDraw();
  if (how === "key") state.cursor = to;
}

/** The open choice's panel worded again (a language switch), ticks kept. */
function reopenChoice() {
  const ch = state.choice;
  if (ch.kind === "capture") {
    ui.showChoice({
      kind: "capture",
      head: t("choice.head", { move: ch.label }),
      options: ch.options.map((o) => ({ id: o.id, text: describeCapture(o.capture), fixed: o.fixed, checked: o.fixed || ch.checked.has(o.id), cell: o.capture.cell })),
    });
  } else {
    const moves = ch.moves;
    ui.showChoice({
      kind: "removal",
      head: t(moves.length === 1 ? "removal.head.one" : "removal.head.many", { cell: cellName(ch.to) }),
      options: moves.map((m) => ({ id: m.move, text: t("removal.option", { move: m.move, captures: m.captures.map(describeCapture).join("; ") }) })),
    });
  }
}

/** An enemy piece that may be removed (`x<cell>[:value]`): offer the removal(s). */
function openRemoval(index) {
  const moves = state.snap.removals.get(index);
  state.selection.clear();
  state.choice = { kind: "removal", to: index, moves };
  ui.showChoice({
    kind: "removal",
    head: t(moves.length === 1 ? "removal.head.one" : "removal.head.many", { cell: cellName(index) }),
    options: moves.map((m) => ({ id: m.move, text: t("removal.option", { move: m.move, captures: m.captures.map(describeCapture).join("; ") }) })),
  });
  ui.announce(t(moves.length === 1 ? "removal.announce.one" : "removal.announce.many", { cell: cellName(index), moves: moves.map((m) => m.move).join(", ") }));
  updatePanels();
  requestDraw();
}

function closeChoice() {
  state.choice = null;
  ui.hideChoice();
}

/** Leave a choice: back to the selected piece (or picked prisoner) and its destinations. */
function cancelChoice(announce = true) {
  if (!state.choice) return false;
  closeChoice();
  if (announce) ui.announce(t("announce.choiceCancelled"));
  updatePanels();
  requestDraw();
  return true;
}

function confirmChoice() {
  const ch = state.choice;
  if (!ch || ch.kind !== "capture") return;
  const targets = ch.options.filter((o) => !o.fixed && ch.checked.has(o.id)).map((o) => o.key);
  const from = ch.piece || cellName(ch.from);
  const hadFocus = ui.choiceHasFocus();
  const err = play((g) => g.playChoice(from, cellName(ch.to), targets));
  if (err) {
    ui.choiceError(err);
    ui.announce(err);
    return;
  }
  if (hadFocus) canvas.focus();
}

function playRemoval(text) {
  const hadFocus = ui.choiceHasFocus();
  const err = play((g) => g.play(text));
  if (err) {
    ui.choiceError(err);
    ui.announce(err);
  } else if (hadFocus) canvas.focus();
}

function toggleOption(id, on) {
  const ch = state.choice;
  if (!ch || ch.kind !== "capture") return;
  const o = ch.options.find((x) => x.id === id);
  if (!o || o.fixed) return;
  if (on) ch.checked.add(id);
  else ch.checked.delete(id);
  ui.setOption(id, on);
  ui.choiceError("");
  updatePanels();
  requestDraw();
}

/** A click (or Enter) on the board while a choice is open; false when it leaves the choice. */
function activateInChoice(index) {
  const ch = state.choice;
  if (ch.kind === "removal") {
    if (index !== ch.to) return false;
    if (ch.moves.length === 1) playRemoval(ch.moves[0].move);
    else ui.announce(t("removal.several", { moves: ch.moves.map((m) => m.move).join(", ") }));
    return true;
  }
  if (index === ch.to) {
    confirmChoice();
    return true;
  }
  const here = ch.options.filter((o) => !o.fixed && cellIndex(o.capture.cell, state.snap.ranks) === index);
  if (here.length === 1) {
    const on = !ch.checked.has(here[0].id);
    toggleOption(here[0].id, on);
    ui.announce(t(on ? "choice.toBeTaken" : "choice.spared", { capture: describeCapture(here[0].capture) }));
    return true;
  }
  if (here.length > 1) {
    ui.announce(t("choice.several", { cell: cellName(index), list: here.map((o) => o.key).join(", ") }));
    ui.focusOption(here[0].id);
    return true;
  }
  return false;
}

// ---------------------------------------------------------------- drops

/** Pick (or put back) a prisoner to drop; its back-rank cells light up on the board. */
function pickDrop(piece, how) {
  if (!state.snap || state.snap.status.state !== "playing") return;
  cancelChoice(false);
  if (state.drop === piece) {
    clearDrop();
    ui.announce(t("announce.dropCancelled"));
  } else {
    const dests = state.snap.drops.get(piece);
    if (!dests) return;
    state.drop = piece;
    state.selection.showDrop(dests);
    ui.markDrop(piece);
    ui.announce(t("announce.dropPicked", { piece, n: dests.size }));
    if (how === "key") {
      canvas.focus();
      state.keyboard = true;
      state.cursor = Math.min(...dests.keys());
    }
  }
  updatePanels();
  requestDraw();
}

function clearDrop() {
  state.drop = null;
  state.selection.clear();
  ui.markDrop(null);
}

// ---------------------------------------------------------------- board input

const handlers = {
  hover(index) {
    if (index === state.hover) return;
    state.hover = index;
    updatePanels();
    requestDraw();
  },
  activate(index, how) {
    if (how === "key") {
      state.keyboard = true;
      index = state.cursor;
    } else {
      state.keyboard = false;
      if (index >= 0) state.cursor = index;
    }
    state.inspect = index;
    if (lessons && lessons.answered()) {
      ui.announce(t("lessons.answered"));
      return;
    }
    if (!state.snap || state.snap.status.state !== "playing") {
      if (index >= 0) ui.announce(t("announce.over"));
      return;
    }
    if (computerPlays(state.snap.turn)) {
      // The computer's turn: the click is answered (inspector, announcement), no move is made.
      state.selection.clear();
      updatePanels();
      requestDraw();
      const who = t(state.thinking ? "announce.computerThinking" : "announce.computerTurn");
      ui.announce(index >= 0 ? `${describeCell(index)} ${who}.` : `${who}.`);
      return;
    }
    if (state.choice) {
      if (activateInChoice(index)) {
        updatePanels();
        requestDraw();
        return;
      }
      cancelChoice(false);
    }
    const sel = state.selection;
    if (state.drop) {
      if (sel.dests && sel.dests.has(index)) {
        takeDestination(-1, state.drop, index, sel.dests.get(index), how);
        return;
      }
      clearDrop();
    }
    if (sel.selected >= 0 && sel.dests && sel.dests.has(index)) {
      takeDestination(sel.selected, null, index, sel.dests.get(index), how);
      return;
    }
    const r = sel.activate(index, destinationsOf);
    if (r.type === "select") {
      const n = sel.dests.size;
      ui.announce(t("announce.destinations", { cell: describeCell(r.index), n }));
    } else if (r.type === "stuck") {
      const p = pieceAt(r.index);
      if (state.snap.removals.has(r.index)) {
        openRemoval(r.index);
        return;
      }
      ui.announce(p && p.color !== state.snap.turn ? t("announce.notYours", { cell: cellName(r.index), ...sideWords(state.snap.turn) }) : t("announce.noMove", { cell: cellName(r.index) }));
    } else if (r.type === "deselect") {
      ui.announce(t("announce.cleared"));
    }
    updatePanels();
    requestDraw();
  },
  arrow(dx, dy) {
    state.keyboard = true;
    if (state.cursor < 0) state.cursor = firstCursor();
    else state.cursor = stepOnScreen(state.layout, state.cursor, dx, dy);
    ui.announce(describeCell(state.cursor));
    updatePanels();
    requestDraw();
  },
  cancel() {
    // Escape steps back: a choice, then a picked prisoner, then the selection.
    if (cancelChoice()) return;
    if (state.drop) {
      clearDrop();
      ui.announce(t("announce.dropCancelled"));
    } else {
      if (state.selection.selected >= 0) ui.announce(t("announce.cleared"));
      state.selection.clear();
    }
    updatePanels();
    requestDraw();
  },
  focus() {
    state.focused = true;
    // Reached with Tab (not a click): show the keyboard cursor at once.
    if (canvas.matches(":focus-visible")) state.keyboard = true;
    if (state.cursor < 0) state.cursor = firstCursor();
    updatePanels();
    requestDraw();
  },
  blur() {
    state.focused = false;
    updatePanels();
    requestDraw();
  },
};

function firstCursor() {
  const movable = [...state.snap.byFrom.keys()];
  return movable.length ? Math.min(...movable) : 0;
}

// ---------------------------------------------------------------- controls

function wireControls() {
  const els = ui.els;
  document.getElementById("new-form").addEventListener("submit", (e) => {
    e.preventDefault();
    try {
      const g = new Game(els.preset.value);
      quitLessons();
      cancelThinking();
      opponent.reset();
      state.games += 1;
      setGame(g);
      ui.announce(t("announce.newGame", { rules: els.preset.selectedOptions[0].textContent, turn: toMove() }));
    } catch (err) {
      ui.notice(messageOf(err));
    }
  });
  // Picking a preset in the list chooses it for the next new game or pasted position.
  els.preset.addEventListener("change", () => {
    const o = els.preset.selectedOptions[0];
    chooseRules(presetRules(els.preset.value), { preset: els.preset.value, custom: false }, null);
  });
  const dialog = createRulesDialog({ presets, presetRules, validateRules, describeRules, victoryOptions }, (json) => {
    const g = new Game(json);
    quitLessons();
    setGame(g);
    ui.announce(t("announce.newGame", { rules: rulesLabel(g.rules()), turn: toMove() }));
  });
  els.rulesOpen.addEventListener("click", () => dialog.open(state.chosen.json));

  // The capture choice panel and the prisoners trays.
  els.choice.addEventListener("submit", (e) => {
    e.preventDefault();
    confirmChoice();
  });
  els.choice.addEventListener("change", (e) => {
    const box = e.target;
    if (box instanceof HTMLInputElement && box.dataset.option) toggleOption(box.dataset.option, box.checked);
  });
  els.choice.addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button[data-removal]") : null;
    if (b) playRemoval(b.dataset.removal);
  });
  els.choice.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    cancelChoice();
    canvas.focus();
  });
  els.choiceCancel.addEventListener("click", () => {
    cancelChoice();
    canvas.focus();
  });
  for (const tray of Object.values(els.trays)) {
    tray.addEventListener("click", (e) => {
      const b = e.target instanceof Element ? e.target.closest("button[data-drop]") : null;
      // A click from Enter or Space has no pointer detail: the keyboard goes on to the board.
      if (b) pickDrop(b.dataset.drop, e.detail === 0 ? "key" : "pointer");
    });
  }
  els.undo.addEventListener("click", undo);
  els.redo.addEventListener("click", redo);
  document.addEventListener("keydown", (e) => {
    const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement;
    if (typing || !(e.ctrlKey || e.metaKey) || document.querySelector("dialog[open]")) return;
    if (e.key === "z" && !e.shiftKey) {
      e.preventDefault();
      undo();
    } else if (e.key === "y" || (e.key === "Z" && e.shiftKey)) {
      e.preventDefault();
      redo();
    }
  });
  document.getElementById("rotate").addEventListener("click", () => turnBoard(3));
  document.getElementById("flip").addEventListener("click", () => turnBoard(2));
  document.getElementById("notice-close").addEventListener("click", () => ui.notice(""));

  const moveInput = document.getElementById("move-input");
  document.getElementById("move-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = moveInput.value.trim();
    if (!text) return;
    if (state.snap.status.state !== "playing") {
      ui.setText(els.moveError, () => t("moves.over"));
      return;
    }
    if (computerPlays(state.snap.turn)) {
      ui.setText(els.moveError, () => t("moves.computerTurn"));
      return;
    }
    if (lessons && lessons.answered()) {
      ui.setText(els.moveError, () => t("lessons.answered"));
      return;
    }
    const err = play((g) => g.play(text));
    // The core's reason for a refused move stays in English (docs/i18n.md).
    ui.setText(els.moveError, err || "");
    if (!err) moveInput.value = "";
  });

  const posInput = document.getElementById("position-input");
  document.getElementById("position-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = posInput.value.trim();
    try {
      // Read with the rules chosen now (shown above the box), custom ones included.
      const g = Game.fromPosition(text, state.chosen.json);
      quitLessons();
      cancelThinking();
      ui.setText(els.positionError, "");
      setGame(g);
      ui.announce(t("position.loaded", { turn: toMove() }));
    } catch (err) {
      // The core's parse error (with its position in the text) stays in English (docs/i18n.md).
      ui.setText(els.positionError, messageOf(err));
    }
  });
}

function undo() {
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

function redo() {
  cancelThinking();
  if (state.game.redo()) {
    refresh();
    const last = state.snap.lastMove;
    ui.announce(t("announce.redid", { move: last ? last.move : t("announce.aMove"), turn: toMove() }));
  } else {
    afterChange();
  }
}

// ---------------------------------------------------------------- the computer

/** Does the computer play `side` in the current mode? */
function computerPlays(side) {
  if (state.lessonMode) return false;
  if (state.mode === "auto") return true;
  if (state.mode === "white") return side === "black";
  if (state.mode === "black") return side === "white";
  return false;
}

/** After every change of position or mode: drop what no longer applies, then let the computer move. */
function afterChange() {
  if (state.thinking && (!state.snap || state.thinking.position !== state.snap.position)) cancelThinking();
  if (state.thinking && state.thinking.purpose === "move" && !computerPlays(state.thinking.side)) cancelThinking();
  if (state.hint && (!state.snap || state.hint.position !== state.snap.position)) state.hint = null;
  updateAiPanel();
  schedule();
}

function schedule() {
  clearTimeout(autoTimer);
  autoTimer = 0;
  const snap = state.snap;
  if (!snap || snap.status.state !== "playing" || !computerPlays(snap.turn)) return;
  if (state.mode === "auto" && state.paused) return;
  // Reviewing an earlier point: the computer waits until the player plays or goes to the end.
  if (reviewing()) return;
  if (state.thinking && state.thinking.purpose === "move") return;
  if (state.thinking) cancelThinking(); // a hint is pointless on the computer's turn
  const delay = state.mode === "auto" ? state.speed : 0;
  if (delay > 0) {
    autoTimer = setTimeout(() => {
      autoTimer = 0;
      if (state.snap === snap) think("move");
    }, delay);
  } else {
    think("move");
  }
}

function levelOf(purpose) {
  return purpose === "hint" ? HINT_LEVEL : state.level;
}

function think(purpose) {
  const snap = state.snap;
  const job = { purpose, side: snap.turn, position: snap.position, started: performance.now() };
  state.thinking = job;
  updateAiPanel();
  const seed = (state.seed + snap.ply * 7919 + state.games * 104729) >>> 0;
  // The rules travel as JSON: custom rules are searched as they are played.
  const rules = state.game.rulesJson();
  opponent.think({ position: snap.position, rules, level: levelOf(purpose), seed }).then(
    (result) => {
      if (state.thinking !== job) return;
      state.thinking = null;
      state.lastThought = result;
      if (state.snap.position !== job.position) {
        afterChange();
        return;
      }
      if (purpose === "hint") {
        // The reasons are kept as the core's sentences: worded again on a language switch.
        state.hint = { position: job.position, move: result.move, from: result.from, to: result.to, says: result.says, text: result.explain };
        updateAiPanel();
        requestDraw();
        ui.announce(t("hint.announce", { move: result.move, text: hintText(state.hint) }));
        return;
      }
      updateAiPanel();
      const err = play((g) => g.play(result.move), true);
      if (err) ui.notice(() => t("ai.refused", { move: result.move, detail: err }));
    },
    (err) => {
      if (err instanceof Cancelled) return;
      if (state.thinking === job) state.thinking = null;
      updateAiPanel();
      ui.notice(() => t("ai.failed", { detail: messageOf(err) }));
    },
  );
}

function cancelThinking() {
  clearTimeout(autoTimer);
  autoTimer = 0;
  if (!state.thinking) return;
  state.thinking = null;
  opponent.cancel();
  updateAiPanel();
}

function requestHint() {
  const snap = state.snap;
  if (!snap || snap.status.state !== "playing") {
    ui.announce(t("hint.gameOver"));
    return;
  }
  if (computerPlays(snap.turn)) {
    ui.announce(t("moves.computerTurn"));
    return;
  }
  if (state.thinking) return;
  state.hint = null;
  think("hint");
}

/** The hint's reasons in the current language ("Takes t16 on e4 by equality (16 = 16); …"). */
const hintText = (hint) => capitalize(hint.says && hint.says.length ? say(hint.says) : hint.text);

function updateAiPanel() {
  const els = aiEls;
  if (!els.mode) return;
  els.mode.value = state.mode;
  els.level.value = state.level;
  els.modeNote.textContent = t(`mode.note.${state.mode}`);
  els.speedRow.hidden = state.mode !== "auto";
  els.speed.value = String(state.speed);
  els.speedValue.textContent = state.speed ? t("players.speed.value", { s: (state.speed / 1000).toFixed(state.speed % 1000 ? 2 : 0) }) : t("players.speed.none");
  els.pause.textContent = t(state.paused ? "players.resume" : "players.pause");
  els.pause.setAttribute("aria-pressed", String(state.paused));
  const job = state.thinking;
  els.thinking.hidden = !job;
  if (job) {
    els.thinkingText.textContent =
      job.purpose === "hint" ? t("thinking.hint") : t("thinking.move", { side: t(`side.${job.side}`), level: t(`level.${state.level}`) });
  }
  canvas.dataset.thinking = job ? job.purpose : "";
  const playing = state.snap && state.snap.status.state === "playing";
  els.hint.disabled = !playing || (state.snap && computerPlays(state.snap.turn)) || !!job;
  els.hintText.replaceChildren();
  if (state.hint) {
    const strong = document.createElement("strong");
    strong.textContent = state.hint.move;
    els.hintText.append(t("hint.label"), strong, t("hint.text", { text: hintText(state.hint) }));
  }
  els.hintText.dataset.move = state.hint ? state.hint.move : "";
}

const aiEls = {};

function saveAi() {
  try {
    localStorage.setItem(AI_KEY, JSON.stringify({ mode: state.mode, level: state.level, speed: state.speed }));
  } catch {
    /* ignore */
  }
}

function restoreAi() {
  try {
    const data = JSON.parse(localStorage.getItem(AI_KEY) || "null");
    if (!data || typeof data !== "object") return;
    if (MODES.includes(data.mode)) state.mode = data.mode;
    if (LEVELS.includes(data.level)) state.level = data.level;
    if (Number.isFinite(data.speed) && data.speed >= 0 && data.speed <= 3000) state.speed = data.speed;
  } catch {
    /* a bad entry: keep the defaults */
  }
}

function wireAi() {
  for (const [key, id] of [
    ["mode", "mode"], ["level", "level"], ["modeNote", "mode-note"], ["speedRow", "speed-row"], ["speed", "speed"],
    ["speedValue", "speed-value"], ["pause", "pause"], ["thinking", "thinking"], ["thinkingText", "thinking-text"],
    ["hint", "hint"], ["hintText", "hint-text"],
  ]) {
    aiEls[key] = document.getElementById(id);
  }
  aiEls.mode.addEventListener("change", () => {
    state.mode = aiEls.mode.value;
    state.paused = false;
    saveAi();
    ui.announce(t(`mode.note.${state.mode}`));
    afterChange();
  });
  aiEls.level.addEventListener("change", () => {
    state.level = aiEls.level.value;
    saveAi();
    updateAiPanel();
  });
  aiEls.speed.addEventListener("input", () => {
    state.speed = Number(aiEls.speed.value);
    saveAi();
    updateAiPanel();
  });
  aiEls.pause.addEventListener("click", () => {
    state.paused = !state.paused;
    if (state.paused) cancelThinking();
    ui.announce(t(state.paused ? "players.paused" : "players.resumed"));
    afterChange();
  });
  aiEls.hint.addEventListener("click", requestHint);
}

function turnBoard(quarters) {
  state.orientation = (state.orientation + quarters) % 4;
  try {
    localStorage.setItem(ORIENTATION_KEY, String(state.orientation));
  } catch {
    /* ignore */
  }
  canvas.dataset.orientation = String(state.orientation);
  resize();
  ui.announce(t("board.turned", { view: t(`board.view.${state.orientation}`) }));
}

function watchPixelRatio() {
  const mq = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
  mq.addEventListener(
    "change",
    () => {
      resize();
      watchPixelRatio();
    },
    { once: true },
  );
}

// ---------------------------------------------------------------- review

/** Is the game shown at an earlier point than the end of its recorded line? */
function reviewing() {
  return !!state.game && state.game.cursor() < state.game.line().length;
}

/** Show the position after `n` moves of the line (clamped), as the review buttons do. */
function seekTo(n) {
  if (!state.game) return;
  const line = state.game.line().length;
  const to = Math.max(0, Math.min(line, n));
  if (to === state.game.cursor()) {
    ui.announce(t(to === 0 ? "review.atStart" : "review.atEnd"));
    return;
  }
  cancelThinking();
  state.game.seek(to);
  refresh();
  ui.announce(reviewText());
}

/** "After move 3 of 5: Black played c14-b13" (with its captures for `full`) or the start. */
function reviewText(full = true) {
  const snap = state.snap;
  const total = snap.line.length;
  if (snap.cursor === 0) return t("review.start", { total });
  const last = snap.lastMove;
  const mover = (snap.startTurn === "white") === (snap.cursor % 2 === 1) ? "white" : "black";
  const head = t("review.step", { n: snap.cursor, total, side: t(`review.side.${mover}`), move: last ? last.move : "" });
  if (!full) return head;
  const caps = last && last.captures.length ? t("review.capturing", { captures: last.captures.map(describeCapture).join("; ") }) : t("review.noCapture");
  return `${head} ${caps}`;
}

function updateReview() {
  const snap = state.snap;
  const total = snap.line.length;
  const els = reviewEls;
  if (!els.step) return;
  els.first.disabled = els.prev.disabled = snap.cursor === 0;
  els.next.disabled = els.last.disabled = snap.cursor >= total;
  els.step.textContent = reviewText(false);
  const last = snap.cursor > 0 ? snap.lastMove : null;
  els.captures.replaceChildren(
    ...(last ? last.captures : []).map((c) => {
      const li = document.createElement("li");
      li.className = "capture";
      li.textContent = describeCapture(c);
      li.dataset.cell = c.cell;
      li.dataset.method = c.method;
      return li;
    }),
  );
  els.capturesHead.textContent = last ? t(last.captures.length ? "review.capturesHead" : "review.noCapture") : "";
  els.note.textContent = snap.cursor < total ? t("review.reviewing", { n: total - snap.cursor }) : "";
  document.body.dataset.reviewing = snap.cursor < total ? "1" : "";
}

const reviewEls = {};

function wireReview() {
  for (const [key, id] of [["first", "review-first"], ["prev", "review-prev"], ["next", "review-next"], ["last", "review-last"], ["step", "review-step"], ["captures", "review-captures"], ["capturesHead", "review-captures-head"], ["note", "review-note"]]) {
    reviewEls[key] = document.getElementById(id);
  }
  reviewEls.first.addEventListener("click", () => seekTo(0));
  reviewEls.prev.addEventListener("click", () => seekTo(state.game.cursor() - 1));
  reviewEls.next.addEventListener("click", () => seekTo(state.game.cursor() + 1));
  reviewEls.last.addEventListener("click", () => seekTo(state.game.line().length));
  // A move in the list: the position after it.
  document.getElementById("moves").addEventListener("click", (e) => {
    const b = e.target instanceof Element ? e.target.closest("button[data-ply]") : null;
    if (b) seekTo(Number(b.dataset.ply));
  });
  // Home / PageUp / PageDown / End step through the game (the arrows stay the board's).
  document.addEventListener("keydown", (e) => {
    const target = e.target;
    const typing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
    if (typing || e.altKey || e.ctrlKey || e.metaKey || document.querySelector("dialog[open]")) return;
    const steps = { Home: () => 0, PageUp: (c) => c - 1, PageDown: (c) => c + 1, End: () => state.game.line().length };
    if (!steps[e.key]) return;
    e.preventDefault();
    seekTo(steps[e.key](state.game.cursor()));
  });
  const dialog = document.getElementById("discard-dialog");
  dialog.addEventListener("close", () => settleDiscard(dialog.returnValue === "confirm"));
}

// ---------------------------------------------------------------- records: export, import, links

const recordEls = {};

/** Keep the game being replaced (when it has anything to lose) so that it can be restored. */
function keepPrevious() {
  const g = state.game;
  if (!g) return false;
  let fresh = "";
  try {
    const f = new Game(g.rulesJson());
    fresh = f.startPosition();
    f.free();
  } catch {
    /* custom rules that no longer load: keep the game anyway */
  }
  if (g.line().length === 0 && g.startPosition() === fresh) return false;
  try {
    localStorage.setItem(PREVIOUS_KEY, JSON.stringify(savedData(g)));
    return true;
  } catch {
    return false;
  }
}

function previousGame() {
  try {
    const raw = localStorage.getItem(PREVIOUS_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function updateRecords() {
  if (recordEls.restore) recordEls.restore.hidden = !previousGame();
}

/** Put a game from a file or a link in play, keeping the one it replaces. */
function takeGame(game, message) {
  cancelThinking();
  opponent.reset();
  // A game arriving during a lesson ends the lesson; the game set aside is the one kept.
  closeLessons();
  state.games += 1;
  const kept = keepPrevious();
  setGame(game);
  updateRecords();
  // Worded again on a language switch (`message` is a function giving it in the current language).
  const text = () => `${message()} ${kept ? t("records.previousKept") : ""}`.trim();
  ui.setText(recordEls.message, text);
  ui.announce(text());
  return text;
}

function exportGame() {
  const record = makeRecord(state.game);
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = recordFileName(record);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  ui.setText(recordEls.error, "");
  ui.setText(recordEls.message, () => t("records.exported", { file: a.download, n: record.moves.length }));
}

async function importFile(file) {
  ui.setText(recordEls.error, "");
  let game;
  try {
    const text = await file.text();
    game = readRecord(text, Game);
  } catch (e) {
    ui.setText(recordEls.message, "");
    ui.setText(recordEls.error, () => t("records.importBad", { file: file.name, why: messageOf(e) }));
    ui.announce(recordEls.error.textContent);
    return;
  }
  const n = game.line().length;
  takeGame(game, () => t("records.imported", { file: file.name, n }));
}

async function shareLink() {
  ui.setText(recordEls.error, "");
  let url;
  try {
    const fragment = await makeLinkFragment(state.game, Game, presetRules);
    url = `${location.origin}${location.pathname}${location.search}#${fragment}`;
  } catch (e) {
    ui.setText(recordEls.error, () => t("link.makeFailed", { why: messageOf(e) }));
    return;
  }
  recordEls.shareUrl.value = url;
  recordEls.shareUrl.hidden = false;
  recordEls.shareUrl.select();
  let copied = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(url);
      copied = true;
    }
  } catch {
    copied = false;
  }
  ui.setText(recordEls.message, () => t(copied ? "link.copied" : "link.ready", { length: url.length }));
  ui.announce(recordEls.message.textContent);
}

/** Open the game of the page's fragment, if any; the fragment is cleared either way. */
async function openLink() {
  const fragment = decodeURIComponent(location.hash.replace(/^#/, ""));
  if (!fragment) return;
  history.replaceState(null, "", `${location.pathname}${location.search}`);
  let game;
  try {
    game = await readLinkFragment(fragment, Game, presetRules);
  } catch (e) {
    ui.notice(() => t("link.bad", { why: messageOf(e) }));
    return;
  }
  const n = game.line().length;
  ui.notice(takeGame(game, () => t("link.opened", { n })));
}

function restorePrevious() {
  const data = previousGame();
  if (!data) return;
  let game;
  try {
    game = gameOf(data, Game);
  } catch (e) {
    ui.setText(recordEls.error, () => t("records.previousBad", { why: messageOf(e) }));
    return;
  }
  takeGame(game, () => t("records.previousRestored"));
}

function wireRecords() {
  for (const [key, id] of [["export", "export"], ["file", "import-file"], ["share", "share"], ["shareUrl", "share-url"], ["restore", "restore-previous"], ["message", "records-message"], ["error", "records-error"]]) {
    recordEls[key] = document.getElementById(id);
  }
  recordEls.export.addEventListener("click", exportGame);
  recordEls.file.addEventListener("change", () => {
    const file = recordEls.file.files && recordEls.file.files[0];
    recordEls.file.value = "";
    if (file) importFile(file);
  });
  recordEls.share.addEventListener("click", shareLink);
  recordEls.restore.addEventListener("click", restorePrevious);
  window.addEventListener("hashchange", openLink);
  updateRecords();
}

// ---------------------------------------------------------------- lessons

let lessons = null;

/** Put a lesson's position on the board; the first time, the game in progress is set aside. */
function enterLesson(lesson) {
  cancelThinking();
  if (!state.lessonMode) {
    save();
    try {
      const raw = localStorage.getItem(STORAGE_KEY);
      if (raw !== null) localStorage.setItem(ASIDE_KEY, raw);
    } catch {
      /* storage off: the game is still in memory until the page closes */
    }
    state.lessonMode = true;
  }
  state.lessonMark = null;
  setGame(Game.fromPosition(lesson.position, lesson.preset));
}

/** The game set aside goes back into storage (it is the game in progress). */
function putAsideBack() {
  try {
    const raw = localStorage.getItem(ASIDE_KEY);
    if (raw !== null) {
      localStorage.setItem(STORAGE_KEY, raw);
      localStorage.removeItem(ASIDE_KEY);
    }
  } catch {
    /* ignore */
  }
}

/** Leave the lessons: the game set aside comes back to the board. */
function leaveLesson() {
  state.lessonMode = false;
  state.lessonMark = null;
  putAsideBack();
  setGame(restore() || new Game(DEFAULT_PRESET));
  ui.announce(t("lessons.returned"));
}

/** Leave the lessons without a word: the game set aside is back on the board (see takeGame). */
function closeLessons() {
  if (!lessons || !state.lessonMode) return;
  state.lessonMode = false;
  state.lessonMark = null;
  putAsideBack();
  const back = restore();
  if (back) setGame(back);
  lessons.drop();
}

/** A new game or position replaces the lesson (and the game set aside, as it would any game). */
function quitLessons() {
  if (!lessons || !state.lessonMode) return;
  state.lessonMode = false;
  state.lessonMark = null;
  try {
    localStorage.removeItem(ASIDE_KEY);
  } catch {
    /* ignore */
  }
  lessons.drop();
}

// ---------------------------------------------------------------- boot

/** The language switch in the header: every language of www/lang/, the current one chosen. */
function wireLanguage() {
  const select = document.getElementById("lang");
  select.replaceChildren(
    ...Object.entries(LANGUAGE_NAMES).map(([code, name]) => new Option(name, code, false, code === language())),
  );
  select.addEventListener("change", () => setLanguage(select.value));
  // Everything on screen is worded again; the game, the selection and any open choice stay.
  onLanguageChange(() => {
    select.value = language();
    if (!state.game) return;
    ui.showChosenRules(rulesLabel(state.chosen.names));
    ui.update(state.snap);
    if (state.choice) reopenChoice();
    updatePanels();
    updateReview();
    updateAiPanel();
  });
}

async function boot() {
  setLanguage(detectLanguage(), { remember: false });
  wireLanguage();
  await init();
  try {
    const o = Number(localStorage.getItem(ORIENTATION_KEY));
    if (localStorage.getItem(ORIENTATION_KEY) !== null && [0, 1, 2, 3].includes(o)) state.orientation = o;
  } catch {
    /* ignore */
  }
  canvas.dataset.orientation = String(state.orientation);
  ui.setPresets(presets(), DEFAULT_PRESET);
  // A reload during a lesson: the game set aside is the game in progress.
  putAsideBack();
  const game = restore() || new Game(DEFAULT_PRESET);
  restoreAi();
  wireControls();
  wireAi();
  wireReview();
  wireRecords();
  wireExplain();
  attachInput(canvas, (x, y) => (state.layout ? cellAt(state.layout, x, y) : -1), handlers);
  setGame(game);
  lessons = createLessons({
    enter: enterLesson,
    leave: leaveLesson,
    mark(cell) {
      state.lessonMark = cell;
      requestDraw();
    },
    announce: (text) => ui.announce(text),
  });
  lessons.resume();
  await openLink();
  resize();
  new ResizeObserver(() => resize()).observe(wrap);
  window.addEventListener("resize", resize);
  watchPixelRatio();

  window.rithmo = {
    ready: true,
    readyAt: performance.now(),
    get game() {
      return state.game;
    },
    get animating() {
      return state.animating;
    },
    /** How many frames the board has drawn (also #board[data-frame]). */
    get frame() {
      return framesDrawn;
    },
    /** Resolves with the frame count once the board shows the current state (no frame requested,
     * no capture fading out): at once when it already does. */
    drawn() {
      return new Promise((resolve) => {
        if (isDrawn()) resolve(framesDrawn);
        else drawnWaiters.push(resolve);
      });
    },
    /** Resolves with the frame count after the next frame drawn (one is requested). */
    nextFrame() {
      return new Promise((resolve) => {
        frameWaiters.push(resolve);
        requestDraw();
      });
    },
    /** Whether a computer move waits on the pace timer (auto mode) — nothing else can play one. */
    get scheduled() {
      return autoTimer !== 0;
    },
    get orientation() {
      return state.orientation;
    },
    /** "move" or "hint" while the computer searches, else "". */
    get thinking() {
      return state.thinking ? state.thinking.purpose : "";
    },
    get mode() {
      return state.mode;
    },
    /** Whether a lesson is on the board (the game in progress set aside). */
    get lessonMode() {
      return state.lessonMode;
    },
    /** Explain mode's answers from the core: {focus, piece, threatens, dangers, side, progressions}, or null. */
    get explained() {
      return explain.data;
    },
    /** The engine's last answer: {move, explain, score, depth, nodes, millis, nps, …}. */
    get lastThought() {
      return state.lastThought;
    },
    /** The worker's wasm memory in bytes (its last report), how many workers were started, whether
     * a search is under way and how many were cancelled (each one's worker terminated). */
    get ai() {
      return { memory: opponent.memory, workers: opponent.spawned, busy: opponent.busy, cancelled: opponent.cancelled, tableMb: TABLE_MB };
    },
    /** Centre of a cell in CSS pixels from the viewport's top-left (what page.mouse takes). */
    cellCenter(cell) {
      const i = cellIndex(cell, state.snap.ranks);
      if (i < 0) throw new Error(`no cell ${cell} on this board`);
      const r = canvas.getBoundingClientRect();
      const [x, y] = cellCenterCss(state.layout, i);
      return { x: r.left + x, y: r.top + y };
    },
    /**
     * One full redraw of board, pieces and highlights, timed in ms. With {flush: true} the
     * time includes a one-pixel read-back, which forces the canvas to rasterise; with
     * {cold: true} the piece sprites are painted afresh too (as after a resize).
     */
    redrawTime({ flush = false, cold = false } = {}) {
      const t0 = performance.now();
      if (cold) clearSprites();
      drawNow();
      if (flush) ctx.getImageData(0, 0, 1, 1);
      return performance.now() - t0;
    },
  };
  document.body.dataset.ready = "1";
}

boot().catch((e) => {
  console.error(e);
  ui.notice(() => t("app.startFailedNotice", { detail: messageOf(e) }));
  ui.setText(document.getElementById("status"), () => t("app.startFailed"));
});
