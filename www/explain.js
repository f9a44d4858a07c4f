// Explain mode, for teaching: for the piece in focus, every enemy piece it threatens and how
// (the arithmetic), and every danger to it; for the side to move, the progressions it could
// complete in enemy territory and what is missing (the core ranks them, those a piece can
// complete now first, and caps them). The rules core computes all of it
// (Game.explainPiece, Game.opportunities); this file only caches, lists and hands the board
// an overlay to draw.

import { t, say } from "./i18n.js";
import { describeCapture } from "./ui.js";
import { cellIndex, cellName } from "./render.js";

const $ = (id) => document.getElementById(id);

function li(text, className) {
  const e = document.createElement("li");
  if (className) e.className = className;
  e.textContent = text;
  return e;
}

/** The explanation panel and its cache (one position's answers at a time). */
export function createExplain() {
  const els = {
    toggle: $("explain-toggle"),
    body: $("explain-body"),
    pieceHead: $("explain-piece-head"),
    threats: $("explain-threats"),
    dangers: $("explain-dangers"),
    progressionsHead: $("explain-progressions-head"),
    progressions: $("explain-progressions"),
  };
  let cache = { position: null, pieces: new Map(), opportunities: null };
  let last = null;

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

  /** Fills the panel; returns the overlay for the board (null when explain mode is off). */
  function update(game, snap, focus, pieceLabel) {
    const on = els.toggle.checked;
    els.body.hidden = !on;
    if (!on || !snap) {
      last = null;
      return null;
    }
    const data = compute(game, snap, focus);
    last = data;
    if (data.focus < 0) {
      els.pieceHead.textContent = t("explain.pick");
      els.threats.replaceChildren();
      els.dangers.replaceChildren();
    } else {
      els.pieceHead.textContent = t("explain.piece", { piece: pieceLabel(data.focus) });
      els.threats.replaceChildren(
        ...(data.threatens.length
          ? data.threatens.map((c) => li(t("explain.threatens", { capture: describeCapture(c) }), "threat"))
          : [li(t("explain.threatens-none"), "muted")]),
      );
      els.dangers.replaceChildren(
        ...(data.dangers.length
          ? data.dangers.map((c) => li(t("explain.danger", { capture: describeCapture(c) }), "danger"))
          : [li(t("explain.dangers-none"), "muted")]),
      );
    }
    els.progressionsHead.textContent = t("explain.progressions", { side: t(`side.${data.side}`) });
    els.progressions.replaceChildren(
      ...(data.progressions.length
        ? data.progressions.map((o) => li(progressionText(o), "progression"))
        : [li(t("explain.progressions-none"), "muted")]),
    );
    return overlay(data, snap.ranks);
  }

  return { els, update, get data() { return last; } };
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
  return [...byCell.values()].map((m) => ({ ...m, label: `${m.values.join(t("list.or"))}?` }));
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
