// Explain mode, for teaching: for the piece in focus, every enemy piece it threatens and how
// (the arithmetic), and every danger to it; for the side to move, the progressions it could
// complete in enemy territory and what is missing (the core ranks them, those a piece can
// complete now first, and caps them). The rules core computes all of it (Game.explainPiece,
// Game.opportunities); this module caches its answers (one position's at a time) and makes the
// board's overlay. Data only: panels/explain.js lists them.

import { t, say } from "./i18n.js";
import { cellIndex, cellName } from "./layout.js";
import { state } from "./store.js";

let cache = { position: null, pieces: new Map(), opportunities: null };

/** The core's answers for `focus` (a cell index or -1) in the game's current position. */
function compute(game, snap, focus) {
  if (cache.position !== snap.position) cache = { position: snap.position, pieces: new Map(), opportunities: null };
  const data = { focus: -1, piece: null, threatens: [], dangers: [], side: snap.turn, progressions: [] };
  if (snap.status.state === "playing") {
    if (cache.opportunities === null) cache.opportunities = game.opportunities(snap.turn);
    data.progressions = cache.opportunities;
  }
  if (focus >= 0 && snap.board[focus]) {
    const name = cellName(focus);
    if (!cache.pieces.has(name)) cache.pieces.set(name, game.explainPiece(name));
    const e = cache.pieces.get(name);
    data.focus = focus;
    data.piece = name;
    data.threatens = e.threatens;
    data.dangers = e.dangers;
  }
  return data;
}

/**
 * Explain mode for the position on the board: state.explanation gets the core's answers for the
 * piece in focus (the selected piece, else the one last clicked, else the one under the keyboard
 * cursor) and state.explained the board's overlay; both null while the mode is off.
 */
export function explainNow() {
  const snap = state.snap;
  if (!state.explaining || !snap) {
    state.explanation = null;
    state.explained = null;
    return;
  }
  const has = (i) => i >= 0 && snap.board[i];
  const kb = state.focused && state.keyboard ? state.cursor : -1;
  const focus = [state.selection.selected, state.inspect, kb].find(has) ?? -1;
  try {
    state.explanation = compute(state.game, snap, focus);
    state.explained = overlay(state.explanation, snap.ranks);
  } catch (e) {
    state.explanation = null;
    state.explained = null;
    throw e;
  }
}

/** "Victoria Magna: a 56 on e12 completes 16, 36, 56: …; f11 can move there." */
export function progressionText(o) {
  const movers = o.movers.length ? t("explain.movers", { cells: o.movers.join(", ") }) : t("explain.movers-none");
  return t("explain.progression", {
    victory: t(`victory.${o.victory}`),
    value: o.missing_value,
    cell: o.missing_cell,
    explain: say(o.explain_says),
    movers,
  });
}

/** The missing pieces one label per cell: the values wanted there merged ("15 or 45?"), with
 * the cells of every progression they complete. */
function missingByCell(progressions, idx) {
  const byCell = new Map();
  for (const o of progressions) {
    const index = idx(o.missing_cell);
    const m = byCell.get(index) || { index, values: [], cells: [] };
    if (!m.values.includes(o.missing_value)) m.values.push(o.missing_value);
    m.cells.push(...o.cells.map(idx));
    byCell.set(index, m);
  }
  return [...byCell.values()].map((m) => ({ ...m, label: `${m.values.join(t("list.or"))}?`, count: t("explain.values", { n: m.values.length }) }));
}

/** What the board draws: arrows from the piece to its targets, from attackers to the piece, and
 * the cells a progression is missing (with the value wanted) and the pieces already in place. */
function overlay(data, ranks) {
  const idx = (c) => cellIndex(c, ranks);
  return {
    focus: data.focus,
    threats: data.threatens.map((c) => ({ target: idx(c.cell), by: c.by.map(idx) })),
    dangers: data.dangers.map((c) => ({ target: idx(c.cell), by: c.by.map(idx) })),
    missing: missingByCell(data.progressions, idx),
  };
}
