// What the shell draws and offers, read from the game (docs/facade.md): the snapshot taken after
// each change, and the questions the view and the panels ask of it (what may move, where to,
// what the destination pointed at would capture, a cell in words). Data only: no DOM.

import { capitalize, say, t } from "./i18n.js";
import { cellIndex, cellName } from "./layout.js";
import { state } from "./store.js";
import { describeCapture, describePiece } from "./ui.js";

// A piece's letter in the notation, in its side's case: how a drop is named for people ("T9"),
// written from the facade's data (never read back).
const LETTERS = {
  white: { round: "C", triangle: "T", square: "S", pyramid: "P" },
  black: { round: "c", triangle: "t", square: "s", pyramid: "p" },
};

/** A prisoner as the side re-entering it names it ("T9" for White, "t9" for Black). */
const dropName = ({ color, shape, value }) => `${LETTERS[color][shape]}${value}`;

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
/** The pieces of a facade snapshot by cell index (null where a cell is empty). */
export function boardOf(s) {
  const board = new Array(s.ranks * 8).fill(null);
  for (const p of s.pieces) board[cellIndex(p.cell, s.ranks)] = p;
  return board;
}

export function takeSnapshot(game) {
  const s = game.snapshot();
  const { rules } = gameFacts(game);
  const status = game.status();
  const ranks = s.ranks;
  const playing = status.state === "playing";
  const board = boardOf(s);
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
    // The game's flow: over wherever the cursor stands (the analysis opens), still abortable,
    // ended off the board (an ending's id: "white-resigned", …).
    finished: s.finished,
    abortable: s.abortable,
    ending: s.ending || null,
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

/**
 * The number the move list gives ply `ply` (from 1) of the line on the board: its row, a row
 * beginning with each White move (and with the first move, whoever plays it), as lichess numbers
 * moves: a3-b5 c14-b13 is move 1, h3-g5 move 2.
 */
export function moveNumber(ply) {
  const line = state.snap ? state.snap.line : [];
  let n = 0;
  for (let i = 0; i < ply && i < line.length; i++) if (i === 0 || line[i].mover === "white") n++;
  return Math.max(n, 1);
}

/** A move of the line as the move list numbers it: "2. h3-g5" (White), "2… d12-c11" (Black). */
export const numberedMove = (ply, side, move) => t(`move.numbered.${side}`, { n: moveNumber(ply), move });

/** The arithmetic of each capture (the core's reasons), in the page's words. */
export const listReasons = (captures) => captures.map((c) => say(c.reason)).join(t("list.sep"));

/** "White played a3-b5": a move of the line by its mover, for a line of words. */
export const playedLine = (mover, move) => capitalize(t("announce.played", { side: t(`review.side.${mover}`), move }));

export const listCaptures = (captures) => captures.map((x) => t("announce.onPiece", { piece: describePiece(x.color, x.shape, x.value), cell: x.cell })).join(t("list.sep"));

/**
 * The line under a picture of a game (a GIF's frame, the embedded replay): the move that reached
 * ply `ply` and what it captured, with the arithmetic ("the start" at 0). `game` stands at `ply`;
 * `line` is its recorded line (`lineFrom(0)`).
 */
export function moveCaption(game, line, ply) {
  if (ply === 0) return t("gif.start");
  const last = game.lastMove();
  const played = playedLine(line[ply - 1].mover, last.move);
  return last.captures.length ? t("gif.captures", { played, list: listCaptures(last.captures), why: listReasons(last.captures) }) : played;
}

/** Destinations read out at most: a piece with more is told by the first ones and a count. */
const DESTS_READ = 12;

/**
 * A piece's destinations in words for a screen reader: each cell with what a move there would
 * capture ("d5; e6, taking the black round 25 on e7; …"), by cell, the first DESTS_READ of them.
 */
export function destinationsInWords(dests) {
  const cells = [...dests.keys()].sort((a, b) => a - b);
  const words = cells.slice(0, DESTS_READ).map((i) => {
    const d = dests.get(i);
    const cell = cellName(i);
    if (!d.captures.length) return cell;
    return t(d.choice ? "announce.destChoice" : "announce.destTakes", { cell, list: listCaptures(d.captures) });
  });
  if (cells.length > DESTS_READ) words.push(t("announce.destMore", { n: cells.length - DESTS_READ }));
  return t("announce.destList", { list: words.join(t("announce.destSep")) });
}

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


export function firstCursor() {
  const movable = [...state.snap.movers];
  return movable.length ? Math.min(...movable) : 0;
}


/** "After move 3 of 5: Black played c14-b13" (with its captures for `full`) or the start. */
export function reviewText(full = true) {
  const snap = state.snap;
  const total = snap.line.length;
  if (snap.cursor === 0) return t("review.start", { total });
  const last = snap.lastMove;
  const mover = snap.line[snap.cursor - 1].mover;
  const head = t("review.step", { n: snap.cursor, total, side: t(`review.side.${mover}`), move: last ? last.move : "" });
  if (!full) return head;
  const caps = last && last.captures.length ? t("review.capturing", { captures: last.captures.map(describeCapture).join("; ") }) : t("review.noCapture");
  return `${head} ${caps}`;
}
