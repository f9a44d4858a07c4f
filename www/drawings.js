// The drawings on the board (annotations): arrows and circles a teacher draws to show the class,
// each kept with the position it was drawn on (its ply: how many moves of the recorded line lead
// to it), so that they come back when review steps there. Saved games, records and links carry
// them as one compact text (docs/records.md, "Drawings"), which the rules core reads and checks
// (with the game: readRecordFile, LinkReader.finish); this module only keeps them and writes that
// text.

import { cellName } from "./layout.js";

/** The four colours, in the order of their numbers in the core's answer. */
export const TINTS = ["green", "red", "blue", "yellow"];
const LETTERS = "GRBY";

/**
 * The colour a pointer event asks for, as on lichess: no key green, Shift (or Ctrl) red, Alt
 * (Option, or Meta) blue, both yellow.
 */
export function tintOf(e) {
  const red = e.shiftKey || e.ctrlKey;
  const blue = e.altKey || e.metaKey;
  return TINTS[(red ? 1 : 0) + (blue ? 2 : 0)];
}

const same = (a, b) => a.tint === b.tint && a.from === b.from && a.to === b.to;

/** The drawings of a game: for each ply, [{tint, from, to}] (cell indexes; `to` -1 for a circle). */
export class Drawings {
  constructor() {
    this.byPly = new Map();
  }

  /** The drawings on the position after `ply` moves, in the order drawn. */
  at(ply) {
    return this.byPly.get(ply) || [];
  }

  /** Draw `mark` on `ply`, or take it away when it is there already; true when it was added. */
  toggle(ply, mark) {
    const list = this.at(ply).filter((m) => !same(m, mark));
    const added = list.length === this.at(ply).length;
    if (added) list.push({ tint: mark.tint, from: mark.from, to: mark.to < 0 || mark.to === mark.from ? -1 : mark.to });
    if (list.length) this.byPly.set(ply, list);
    else this.byPly.delete(ply);
    return added;
  }

  /** Take away every drawing of `ply`; how many there were. */
  clear(ply) {
    const n = this.at(ply).length;
    this.byPly.delete(ply);
    return n;
  }

  /** Forget the drawings of the positions after `ply` (moves there were replaced). */
  dropAfter(ply) {
    for (const p of [...this.byPly.keys()]) if (p > ply) this.byPly.delete(p);
  }

  /** How many drawings in all. */
  get count() {
    let n = 0;
    for (const list of this.byPly.values()) n += list.length;
    return n;
  }

  /** The compact text (docs/records.md): `<ply><drawings>` groups by ascending ply, joined by `_`. */
  text() {
    return [...this.byPly.keys()]
      .sort((a, b) => a - b)
      .map((ply) => `${ply}${this.at(ply).map((m) => `${LETTERS[TINTS.indexOf(m.tint)]}${cellName(m.from)}${m.to >= 0 ? cellName(m.to) : ""}`).join("")}`)
      .join("_");
  }
}

/**
 * The drawings of the core's four numbers a drawing (`readRecordFile`, `LinkReader.finish`),
 * which read and checked them against the game.
 */
export function drawingsOf(flat) {
  const out = new Drawings();
  for (let i = 0; i < flat.length; i += 4) {
    const ply = flat[i];
    const list = out.byPly.get(ply) || [];
    list.push({ tint: TINTS[flat[i + 1]], from: flat[i + 2], to: flat[i + 3] === 0xffffffff ? -1 : flat[i + 3] });
    out.byPly.set(ply, list);
  }
  return out;
}
